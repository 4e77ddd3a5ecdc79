//! What a blind player met in a full tournament game, scripted through the pure core: alerts
//! that name whose clock it is, the arbiter's illegal-move ruling, the arbiter's safety, one
//! keyboard for two players, and smaller things.

mod common;

use common::effects::{records, spoken};

use std::time::Duration;

use rochade::Lang;
use rochade::app::core::{Input, Options, State, update};
use rochade::clock::{AlertConfig, Clock, Preset};
use rochade::game::Game;
use shakmaty::Color;

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

/// A started blitz game (3 minutes + 2 s) with an alert at 30 seconds, White's player
/// listening unless `player` says otherwise.
fn blitz(lang: Lang, player: Color) -> State {
    let mut s = State::new(Options {
        lang,
        player,
        game: Game::default(),
        clock: Some(Clock::new(
            Preset::Blitz.time_control(),
            AlertConfig::new(&[secs(30)]),
        )),
        ..Options::default()
    });
    update(&mut s, Input::Start, secs(0));
    s
}

#[test]
fn an_alert_on_the_opponents_clock_names_the_opponent() {
    for (lang, own, theirs) in [
        (
            Lang::De,
            "Noch dreißig Sekunden.",
            "Schwarz hat noch dreißig Sekunden.",
        ),
        (
            Lang::En,
            "Thirty seconds left.",
            "Black has thirty seconds left.",
        ),
        (
            Lang::Ru,
            "Осталось тридцать секунд.",
            "У чёрных осталось тридцать секунд.",
        ),
    ] {
        // White moves at once; Black's clock runs down to 30 seconds.
        let mut s = blitz(lang, Color::White);
        update(&mut s, Input::Line("e4".into()), secs(1));
        let e = update(&mut s, Input::Tick, secs(1 + 150));
        let said = spoken(&e);
        assert!(said.contains(&theirs), "{lang}: {said:?}");
        // The player's own alert is said plainly.
        let mut s = blitz(lang, Color::Black);
        update(&mut s, Input::Line("e4".into()), secs(1));
        let e = update(&mut s, Input::Tick, secs(1 + 150));
        let said = spoken(&e);
        assert!(said.contains(&own), "{lang}: {said:?}");
    }
}

#[test]
fn the_player_may_hear_only_their_own_alerts() {
    let mut s = blitz(Lang::De, Color::White);
    s.set_own_alerts_only(true);
    update(&mut s, Input::Line("e4".into()), secs(1));
    let e = update(&mut s, Input::Tick, secs(1 + 150));
    assert!(spoken(&e).is_empty(), "{:?}", spoken(&e));
    // Their own still comes.
    update(&mut s, Input::Line("e5".into()), secs(160));
    let e = update(&mut s, Input::Tick, secs(160 + 153));
    assert!(
        spoken(&e).contains(&"Noch dreißig Sekunden."),
        "{:?}",
        spoken(&e)
    );
    let _ = records(&e);
}

/// A started FIDE classical game (2023 rules) without alerts.
fn classical(lang: Lang, player: Color) -> State {
    let mut s = State::new(Options {
        lang,
        player,
        game: Game::default(),
        clock: Some(Clock::new(
            Preset::FideClassical.time_control(),
            AlertConfig::new(&[]),
        )),
        ..Options::default()
    });
    update(&mut s, Input::Start, secs(0));
    s
}

#[test]
fn the_arbiters_illegal_move_ruling_takes_the_move_back() {
    use rochade::scoresheet::Event as Rec;
    use shakmaty::Position;
    for (lang, line, again) in [
        (
            Lang::De,
            "schiedsrichter unzulässig schwarz",
            "Schwarz ist wieder am Zug",
        ),
        (Lang::En, "arbiter illegal black", "Black moves again"),
        (Lang::Ru, "арбитр невозможный чёрные", "снова делают ход"),
    ] {
        let mut s = classical(lang, Color::White);
        update(&mut s, Input::Line("e4".into()), secs(10));
        update(&mut s, Input::Line("e5".into()), secs(20));
        let e = update(&mut s, Input::Line(line.into()), secs(30));
        let recs = records(&e);
        assert!(
            matches!(
                recs.as_slice(),
                [
                    Rec::TakeBack,
                    Rec::Illegal {
                        by: Color::Black,
                        ..
                    },
                    Rec::Adjustment(_)
                ]
            ),
            "{lang}: {recs:?}"
        );
        // The position before the illegal move, Black to move, Black's clock running.
        assert_eq!(s.game().moves().len(), 1, "{lang}");
        assert_eq!(s.game().position().turn(), Color::Black, "{lang}");
        let clock = s.clock().expect("a clock");
        assert_eq!(clock.to_move(), Color::Black, "{lang}");
        assert!(
            spoken(&e)
                .iter()
                .any(|t| t.contains(again) && t.contains("7.5.1")),
            "{lang}: {:?}",
            spoken(&e)
        );
        // Black moves again; White got the two minutes.
        update(&mut s, Input::Line("c5".into()), secs(40));
        assert_eq!(s.game().moves().len(), 2, "{lang}");
    }
    // A ruling on a move already taken back on the board changes nothing on it.
    let mut s = classical(Lang::En, Color::White);
    update(&mut s, Input::Line("e4".into()), secs(10));
    let e = update(
        &mut s,
        Input::Line("arbiter illegal black".into()),
        secs(20),
    );
    assert!(
        matches!(
            records(&e).as_slice(),
            [Rec::Illegal { .. }, Rec::Adjustment(_)]
        ),
        "{:?}",
        records(&e)
    );
    assert_eq!(s.game().moves().len(), 1);
}

#[test]
fn at_one_keyboard_resign_offer_and_stop_are_the_players_own() {
    use rochade::scoresheet::Event as Rec;
    // The player plays Black; White is to move.
    for (lang, offer, resign, stop, yes) in [
        (Lang::De, "remis", "aufgeben", "uhr anhalten", "ja"),
        (Lang::En, "draw", "resign", "stop clock", "yes"),
        (Lang::Ru, "ничья", "сдаться", "остановить часы", "да"),
    ] {
        let mut s = classical(lang, Color::Black);
        let e = update(&mut s, Input::Line(offer.into()), secs(5));
        assert!(
            matches!(
                records(&e).as_slice(),
                [Rec::Offer {
                    by: Color::Black,
                    ..
                }]
            ),
            "{lang}: {:?}",
            records(&e)
        );
        let e = update(&mut s, Input::Line(stop.into()), secs(6));
        match records(&e).as_slice() {
            [Rec::Adjustment(a)] => {
                assert_eq!(
                    a.actor,
                    rochade::clock::Actor::Player(Color::Black),
                    "{lang}"
                )
            }
            other => panic!("{lang}: {other:?}"),
        }
        // A resignation is said back and waits for a yes.
        update(&mut s, Input::Line(resign.into()), secs(7));
        let e = update(&mut s, Input::Line(yes.into()), secs(7));
        assert!(
            matches!(records(&e).as_slice(), [Rec::Resign { by: Color::Black }]),
            "{lang}: {:?}",
            records(&e)
        );
    }
}

#[test]
fn the_moves_of_a_piece_on_the_opponents_time_are_its_next_moves() {
    for (lang, line, want) in [
        (Lang::De, "züge Springer Bella acht", "nächsten Zug"),
        (Lang::En, "moves knight b8", "next move"),
        (Lang::Ru, "ходы конь b8", "следующим ходом"),
    ] {
        // White to move; the player asks about Black's knight.
        let mut s = classical(lang, Color::Black);
        let e = update(&mut s, Input::Line(line.into()), secs(5));
        let said = spoken(&e);
        assert_eq!(said.len(), 1, "{lang}: {said:?}");
        assert!(said[0].contains(want), "{lang}: {said:?}");
        // Both of its moves, in words: to a6 and c6.
        let (a6, c6) = match lang {
            Lang::De => ("Anna sechs", "Cesar sechs"),
            Lang::En => ("a6", "c6"),
            _ => ("Анна зекс", "Цезарь зекс"),
        };
        assert!(
            said[0].contains(a6) && said[0].contains(c6),
            "{lang}: {said:?}"
        );
    }
}

#[test]
fn a_change_that_ends_the_game_or_moves_a_clock_far_waits_for_a_yes() {
    use rochade::scoresheet::Event as Rec;
    for (lang, deduct, yes, no, ends) in [
        (
            Lang::De,
            "schiedsrichter minus weiß 999",
            "ja",
            "nein",
            "Damit endet die Partie",
        ),
        (
            Lang::En,
            "arbiter deduct white 999",
            "yes",
            "no",
            "This ends the game",
        ),
        (
            Lang::Ru,
            "арбитр снять белые 999",
            "да",
            "нет",
            "Это завершает партию",
        ),
    ] {
        let mut s = classical(lang, Color::White);
        let e = update(&mut s, Input::Line(deduct.into()), secs(5));
        assert!(records(&e).is_empty(), "{lang}: {:?}", records(&e));
        assert!(
            spoken(&e).iter().any(|t| t.contains(ends)),
            "{lang}: {:?}",
            spoken(&e)
        );
        // "no" drops it.
        let e = update(&mut s, Input::Line(no.into()), secs(6));
        assert!(records(&e).is_empty(), "{lang}");
        assert!(!s.game().is_over(), "{lang}");
        // Asked again and confirmed: the flag falls.
        update(&mut s, Input::Line(deduct.into()), secs(7));
        let e = update(&mut s, Input::Line(yes.into()), secs(8));
        assert!(
            records(&e).iter().any(|r| matches!(r, Rec::Adjustment(_))),
            "{lang}: {:?}",
            records(&e)
        );
        assert!(s.game().is_over(), "{lang}: {:?}", spoken(&e));
    }
}

#[test]
fn a_time_is_said_back_in_words_before_it_is_set() {
    // "1:25" is one minute 25 seconds, not an hour and 25 minutes: said back, not applied.
    let mut s = classical(Lang::De, Color::White);
    let e = update(
        &mut s,
        Input::Line("schiedsrichter zeit weiß 1:25".into()),
        secs(5),
    );
    assert!(records(&e).is_empty());
    let said = spoken(&e).join(" ");
    assert!(
        said.contains("eine Minute fünfundzwanzig Sekunden"),
        "{said}"
    );
    assert!(said.contains("bisher eine Stunde"), "{said}");
    // Another line drops it and is read as usual.
    let e = update(&mut s, Input::Line("e4".into()), secs(6));
    assert_eq!(s.game().moves().len(), 1, "{:?}", spoken(&e));
    assert!(spoken(&e)[0].contains("verworfen"), "{:?}", spoken(&e));
    // A small change is made at once.
    let e = update(
        &mut s,
        Input::Line("schiedsrichter plus weiß 2".into()),
        secs(7),
    );
    assert_eq!(records(&e).len(), 1);
}

#[test]
fn the_arbiter_undoes_the_last_adjustment() {
    for (lang, add, revert) in [
        (
            Lang::De,
            "schiedsrichter plus schwarz 3",
            "schiedsrichter widerrufen",
        ),
        (Lang::En, "arbiter add black 3", "arbiter revert"),
        (Lang::Ru, "арбитр добавить чёрным 3", "арбитр отменить"),
    ] {
        let mut s = classical(lang, Color::White);
        let before = s.clock().expect("clock").remaining(Color::Black, secs(5));
        update(&mut s, Input::Line(add.into()), secs(5));
        let added = s.clock().expect("clock").remaining(Color::Black, secs(5));
        assert_eq!(added, before + secs(180), "{lang}");
        let e = update(&mut s, Input::Line(revert.into()), secs(5));
        assert_eq!(records(&e).len(), 1, "{lang}: {:?}", spoken(&e));
        let after = s.clock().expect("clock").remaining(Color::Black, secs(5));
        assert_eq!(after, before, "{lang}: {:?}", spoken(&e));
    }
}

#[test]
fn in_an_arbitrated_game_only_the_arbiter_takes_a_move_back() {
    use rochade::game::GameRules;
    let mut s = State::new(Options {
        lang: Lang::En,
        player: Color::White,
        game: Game::with_rules(
            shakmaty::Chess::default(),
            GameRules {
                arbitrated: true,
                ..GameRules::default()
            },
        ),
        ..Options::default()
    });
    update(&mut s, Input::Start, secs(0));
    update(&mut s, Input::Line("e4".into()), secs(1));
    let e = update(&mut s, Input::Line("undo".into()), secs(2));
    assert!(records(&e).is_empty());
    assert!(spoken(&e)[0].contains("arbiter"), "{:?}", spoken(&e));
    assert_eq!(s.game().moves().len(), 1);
    let e = update(&mut s, Input::Line("arbiter take back".into()), secs(3));
    assert_eq!(records(&e).len(), 1, "{:?}", spoken(&e));
    assert!(s.game().moves().is_empty());
}

#[test]
fn after_the_end_turn_says_the_result_not_who_is_to_move() {
    for (lang, resign, turn, over, yes) in [
        (Lang::De, "aufgeben", "wer", "Partie zu Ende", "ja"),
        (Lang::En, "resign", "turn", "Game over", "yes"),
        (Lang::Ru, "сдаться", "чей ход", "Партия окончена", "да"),
    ] {
        let mut s = classical(lang, Color::White);
        update(&mut s, Input::Line(resign.into()), secs(5));
        update(&mut s, Input::Line(yes.into()), secs(5));
        let e = update(&mut s, Input::Line(turn.into()), secs(6));
        let said = spoken(&e);
        assert_eq!(said.len(), 1, "{lang}: {said:?}");
        assert!(said[0].starts_with(over), "{lang}: {said:?}");
    }
}
