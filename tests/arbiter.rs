//! The arbiter's actions in the game loop, through the pure core over simulated time: pause
//! and resume (6.12), a player stopping the clock to call the arbiter (6.12.2), setting a
//! clock and its move counter (6.10), adding and taking time, completed illegal moves
//! (7.5.5) per edition, the adjustments read aloud, and unreadable commands that change
//! nothing. Every action is journalled before it is said.

mod common;

use common::effects::{records, spoken};

use std::time::Duration;

use rochade::Lang;
use rochade::app::core::{Cue, Effect, Input, Options, State, next_wakeup, update};
use rochade::clock::{
    Actor, AlertConfig, Clock, ClockChange, Preset, Reason, phrases as clock_phrases,
};
use rochade::game::{Game, GameResult, GameRules};
use rochade::rules::{Edition, Tempo};
use rochade::scoresheet::Event as Rec;
use rochade::scoresheet::{Note, PauseKind};
use shakmaty::Color;

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn game(edition: Edition, tempo: Tempo, fen: Option<&str>) -> Game {
    Game::with_rules(
        common::game_core::position(fen),
        GameRules {
            edition,
            tempo,
            ..GameRules::default()
        },
    )
}

/// A started session: classical 90/40 + 30 + 30 s unless another preset is named.
fn session(lang: Lang, preset: Option<Preset>, game: Game) -> State {
    let mut s = State::new(Options {
        lang,
        player: Color::White,
        game,
        clock: preset.map(|p| Clock::new(p.time_control(), AlertConfig::new(&[]))),
        ..Options::default()
    });
    update(&mut s, Input::Start, secs(0));
    s
}

fn classical(lang: Lang) -> State {
    session(
        lang,
        Some(Preset::FideClassical),
        game(Edition::Fide2023, Tempo::Standard, None),
    )
}

/// Types `text`; an arbiter's change that asks to be confirmed (it ends the game or moves a
/// clock far) is confirmed with the language's yes word.
fn line(s: &mut State, text: &str, at: u64) -> Vec<Effect> {
    let effects = update(s, Input::Line(text.into()), secs(at));
    let asked = spoken(&effects).iter().find_map(|t| {
        [
            ("verwerfen mit nein.", "ja"),
            ("no to drop it.", "yes"),
            ("да или нет.", "да"),
        ]
        .into_iter()
        .find(|(end, _)| t.ends_with(end))
        .map(|(_, yes)| yes)
    });
    match asked {
        Some(yes) => update(s, Input::Line(yes.into()), secs(at)),
        None => effects,
    }
}

/// Every record comes before every sentence: what is said is already in the journal.
fn journal_first(effects: &[Effect]) {
    let last_journal = effects.iter().rposition(|e| matches!(e, Effect::Record(_)));
    let first_speak = effects
        .iter()
        .position(|e| matches!(e, Effect::Speak { .. }));
    match (last_journal, first_speak) {
        (Some(j), Some(s)) => assert!(j < s, "journal after speech: {effects:?}"),
        (Some(_), None) => panic!("recorded but not said: {effects:?}"),
        _ => panic!("expected a record and a sentence: {effects:?}"),
    }
}

/// Nothing recorded, one sentence, the illegal cue.
fn refused(effects: &[Effect]) -> String {
    assert!(records(effects).is_empty(), "{effects:?}");
    assert!(effects.contains(&Effect::Cue(Cue::Illegal)), "{effects:?}");
    let said = spoken(effects);
    assert_eq!(said.len(), 1, "{said:?}");
    said[0].to_owned()
}

fn clock(s: &State) -> &Clock {
    s.clock().unwrap_or_else(|| panic!("no clock"))
}

fn remaining(s: &State, c: Color, at: u64) -> Duration {
    clock(s).remaining(c, secs(at))
}

#[test]
fn pause_and_resume_stop_the_clock_exactly_and_moves_wait() {
    let mut s = classical(Lang::De);
    let e = line(&mut s, "schiedsrichter pause", 10);
    journal_first(&e);
    match records(&e).as_slice() {
        [Rec::Adjustment(adjustment)] => {
            assert_eq!(adjustment.change, ClockChange::Paused);
            assert_eq!(adjustment.actor, Actor::Arbiter);
            assert_eq!(clock(&s).log().last().map(|a| a.at), Some(secs(10)));
            assert_eq!(adjustment.article.as_deref(), Some("6.12"));
            assert_eq!(adjustment.reading, None);
        }
        other => panic!("{other:?}"),
    }
    let said = spoken(&e);
    assert!(
        said[0].starts_with("Schiedsrichter: Uhr angehalten"),
        "{said:?}"
    );
    assert!(said.iter().any(|t| t.contains("unterbrochen")), "{said:?}");
    // The clock stands: no wake-up, White keeps 1:29:50 however long the pause.
    assert_eq!(next_wakeup(&s, secs(11)), None);
    assert_eq!(remaining(&s, Color::White, 1000), secs(5390));
    // A move while the game is interrupted is refused and nothing changes.
    let e = line(&mut s, "e4", 500);
    assert!(refused(&e).contains("6.12"), "{e:?}");
    assert!(s.game().moves().is_empty());
    // The arbiter restarts the clock: the pause goes into the journal with its length.
    let e = line(&mut s, "schiedsrichter weiter", 1000);
    journal_first(&e);
    assert_eq!(
        records(&e),
        [&Rec::Pause {
            duration: secs(990),
            kind: PauseKind::Arbiter,
            note: String::new(),
            uncounted: None,
        }]
    );
    assert!(
        spoken(&e)[0].contains("Uhr wieder gestartet"),
        "{:?}",
        spoken(&e)
    );
    assert_eq!(remaining(&s, Color::White, 1005), secs(5385));
    assert!(next_wakeup(&s, secs(1000)).is_some());
    // Moves are accepted again and press the clock.
    let e = line(&mut s, "e4", 1020);
    assert_eq!(records(&e).len(), 1);
    assert_eq!(remaining(&s, Color::White, 1020), secs(5400 - 30 + 30));
    // The record has both.
    let notes: Vec<&Note> = s.sheet().rows().iter().map(|e| &e.note).collect();
    assert!(notes.iter().any(|n| matches!(
        n,
        Note::Pause {
            duration,
            kind: PauseKind::Arbiter,
            ..
        } if *duration == secs(990)
    )));
    // Resuming a running clock, pausing twice: a sentence, nothing recorded.
    assert!(refused(&line(&mut s, "schiedsrichter weiter", 1030)).contains("läuft"));
    line(&mut s, "schiedsrichter pause", 1040);
    assert!(refused(&line(&mut s, "schiedsrichter pause", 1050)).contains("schon"));
}

#[test]
fn a_player_stops_the_clock_only_to_call_the_arbiter() {
    let mut s = classical(Lang::En);
    line(&mut s, "e4", 5);
    // Black (to move, at the shared keyboard: naming the colour) stops the clock.
    let e = line(&mut s, "stop clock black", 65);
    journal_first(&e);
    match records(&e).as_slice() {
        [Rec::Adjustment(adjustment)] => {
            assert_eq!(adjustment.actor, Actor::Player(Color::Black));
            assert_eq!(adjustment.change, ClockChange::Paused);
        }
        other => panic!("{other:?}"),
    }
    let said = spoken(&e);
    assert!(
        said[0].contains("Black stops the clock and calls the arbiter"),
        "{said:?}"
    );
    assert!(said[0].contains("6.12.2"), "{said:?}");
    assert_eq!(remaining(&s, Color::Black, 500), secs(5340));
    assert!(refused(&line(&mut s, "e5", 100)).contains("interrupted"));
    // Only the arbiter restarts it; the journal notes the player's pause.
    let e = line(&mut s, "arbiter resume", 125);
    assert_eq!(
        records(&e),
        [&Rec::Pause {
            duration: secs(60),
            kind: PauseKind::Player,
            note: String::new(),
            uncounted: None,
        }]
    );
    assert_eq!(remaining(&s, Color::Black, 135), secs(5330));
}

#[test]
fn the_arbiter_sets_a_clock_and_its_move_counter() {
    let mut s = classical(Lang::En);
    let e = line(&mut s, "arbiter time white 1:25:00", 60);
    journal_first(&e);
    match records(&e).as_slice() {
        [Rec::Adjustment(a)] => {
            // In the journal, typed: who, what (from and to), the reading, why, the article.
            assert_eq!(
                a.change,
                ClockChange::SetRemaining {
                    color: Color::White,
                    from: secs(5340),
                    to: secs(5100),
                }
            );
            assert_eq!(a.actor, Actor::Arbiter);
            assert_eq!(a.player(), Some(Color::White));
            assert_eq!(a.reason, Reason::ClockCorrection);
            assert_eq!(a.reading, Some(secs(5100)));
            assert_eq!(a.article.as_deref(), Some("6.10"));
            assert_eq!(clock(&s).log().last().map(|a| a.at), Some(secs(60)));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        spoken(&e),
        [
            "Arbiter: White's clock set to one hour twenty-five minutes, clock corrected (article 6.10)."
        ]
    );
    // The running clock goes on from the new time.
    assert_eq!(remaining(&s, Color::White, 70), secs(5090));
    // The record knows the new reading (a resumed game restores it).
    assert_eq!(s.sheet().clocks().of(Color::White), Some(secs(5100)));

    // The move counter: after 40 moves White is in the second period.
    let e = line(&mut s, "arbiter moves white 40", 80);
    journal_first(&e);
    assert_eq!(clock(&s).moves_completed(Color::White), 40);
    assert_eq!(clock(&s).period_index(Color::White), 1);
    assert_eq!(clock(&s).moves_to_next_control(Color::White), None);
    assert!(
        spoken(&e)[0].contains("White's move counter set to forty"),
        "{:?}",
        spoken(&e)
    );
    assert!(spoken(&e)[0].contains("6.10"), "{:?}", spoken(&e));
    // A clock set to m:ss and to whole minutes, in German.
    let mut s = classical(Lang::De);
    line(&mut s, "schiedsrichter zeit schwarz 4:30", 0);
    assert_eq!(remaining(&s, Color::Black, 100), secs(270));
    line(&mut s, "schiedsrichter zeit schwarz 90", 0);
    assert_eq!(remaining(&s, Color::Black, 100), secs(5400));
    line(&mut s, "schiedsrichter züge schwarz 12", 0);
    assert_eq!(clock(&s).moves_completed(Color::Black), 12);
    assert_eq!(clock(&s).moves_to_next_control(Color::Black), Some(28));
}

#[test]
fn the_arbiter_adds_and_takes_time() {
    let mut s = classical(Lang::Ru);
    let e = line(&mut s, "арбитр добавить белым 2", 30);
    journal_first(&e);
    assert_eq!(remaining(&s, Color::White, 30), secs(5400 - 30 + 120));
    assert_eq!(
        spoken(&e),
        ["Арбитр: две минуты в пользу белых, исправление часов (статья 6.10)."]
    );
    line(&mut s, "арбитр плюс чёрные 0:30", 40);
    assert_eq!(remaining(&s, Color::Black, 40), secs(5430));
    let e = line(&mut s, "арбитр минус черные 1:00:00", 50);
    journal_first(&e);
    assert_eq!(remaining(&s, Color::Black, 50), secs(1830));
    let Rec::Adjustment(a) = records(&e)[0] else {
        panic!("not an adjustment event");
    };
    assert_eq!(
        a.change,
        ClockChange::Deducted {
            color: Color::Black,
            amount: secs(3600),
            applied: secs(3600)
        }
    );
    assert_eq!(a.reading, Some(secs(1830)));
    // English, the colour after the amount.
    let mut s = classical(Lang::En);
    line(&mut s, "arbiter add 5 black", 0);
    assert_eq!(remaining(&s, Color::Black, 0), secs(5700));
}

/// Plays "arbiter illegal COLOUR" and returns the effects.
fn illegal(s: &mut State, c: &str, at: u64) -> Vec<Effect> {
    line(s, &format!("arbiter illegal {c}"), at)
}

#[test]
fn an_illegal_move_gives_the_opponent_two_minutes_and_the_second_loses_2023_standard() {
    let mut s = classical(Lang::En);
    line(&mut s, "e4", 10);
    let e = illegal(&mut s, "black", 20);
    journal_first(&e);
    let recs = records(&e);
    assert_eq!(
        recs[0],
        &Rec::Illegal {
            by: Color::Black,
            note: None
        }
    );
    match recs.as_slice() {
        [_, Rec::Adjustment(adjustment)] => {
            let reading = &adjustment.reading;
            assert_eq!(
                adjustment.change,
                ClockChange::Added {
                    color: Color::White,
                    amount: secs(120)
                }
            );
            assert_eq!(adjustment.reason, Reason::IllegalMove);
            assert_eq!(adjustment.article.as_deref(), Some("7.5.5"));
            assert_eq!(*reading, Some(secs(5400 - 10 + 30 + 120)));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        spoken(&e),
        [
            "Black's first illegal move recorded.",
            "Arbiter: two minutes added to White, the opponent's illegal move (article 7.5.5)."
        ]
    );
    assert_eq!(remaining(&s, Color::White, 20), secs(5540));
    assert_eq!(s.game().illegal_count(Color::Black), 1);
    assert!(s.game().ending().is_none());
    // The second completed illegal move loses.
    let e = illegal(&mut s, "black", 30);
    journal_first(&e);
    assert_eq!(
        records(&e),
        [&Rec::Illegal {
            by: Color::Black,
            note: None
        }]
    );
    let ending = s
        .game()
        .ending()
        .unwrap_or_else(|| panic!("the game goes on"));
    assert_eq!(ending.result, GameResult::WhiteWins);
    assert!(
        spoken(&e).iter().any(|t| t.contains("7.5")),
        "{:?}",
        spoken(&e)
    );
    // No third: the game is over, nothing is recorded.
    refused(&illegal(&mut s, "black", 40));
}

#[test]
fn blitz_2023_gives_one_minute() {
    let mut s = session(
        Lang::De,
        Some(Preset::Blitz),
        game(Edition::Fide2023, Tempo::Blitz, None),
    );
    let e = line(&mut s, "schiedsrichter unzulässig weiß", 5);
    journal_first(&e);
    assert_eq!(remaining(&s, Color::Black, 5), secs(180 + 60));
    assert!(
        spoken(&e)[1].contains("eine Minute für Schwarz"),
        "{:?}",
        spoken(&e)
    );
    // White's own clock ran on and got nothing.
    assert_eq!(remaining(&s, Color::White, 5), secs(175));
}

#[test]
fn under_2009_the_third_illegal_move_loses() {
    let mut s = session(
        Lang::En,
        Some(Preset::FideClassical),
        game(Edition::Fide2009, Tempo::Standard, None),
    );
    illegal(&mut s, "white", 0);
    illegal(&mut s, "white", 0);
    assert!(s.game().ending().is_none());
    assert_eq!(remaining(&s, Color::Black, 0), secs(5400 + 240));
    let e = illegal(&mut s, "white", 0);
    assert_eq!(
        records(&e),
        [&Rec::Illegal {
            by: Color::White,
            note: None
        }]
    );
    assert_eq!(
        s.game().ending().map(|e| e.result),
        Some(GameResult::BlackWins)
    );
    // 2009 rapid: no time penalty, the opponent may claim.
    let mut s = session(
        Lang::En,
        Some(Preset::Rapid),
        game(Edition::Fide2009, Tempo::Rapid, None),
    );
    let e = illegal(&mut s, "white", 0);
    assert_eq!(
        records(&e),
        [&Rec::Illegal {
            by: Color::White,
            note: None
        }]
    );
    assert!(spoken(&e)[1].contains("may claim"), "{:?}", spoken(&e));
    assert_eq!(remaining(&s, Color::Black, 0), secs(900));
}

#[test]
fn the_second_illegal_move_draws_when_the_opponent_cannot_mate() {
    // White has king and queen, Black a bare king: Black cannot checkmate.
    let mut s = session(
        Lang::En,
        Some(Preset::FideClassical),
        game(
            Edition::Fide2023,
            Tempo::Standard,
            Some("7k/8/8/8/8/8/8/K5Q1 w - - 0 1"),
        ),
    );
    illegal(&mut s, "white", 0);
    let e = illegal(&mut s, "white", 0);
    journal_first(&e);
    assert_eq!(s.game().ending().map(|e| e.result), Some(GameResult::Draw));
}

#[test]
fn without_a_clock_the_illegal_move_still_counts() {
    let mut s = session(
        Lang::En,
        None,
        game(Edition::Fide2023, Tempo::Standard, None),
    );
    let e = illegal(&mut s, "black", 0);
    journal_first(&e);
    assert_eq!(
        records(&e),
        [&Rec::Illegal {
            by: Color::Black,
            note: None
        }]
    );
    assert!(
        spoken(&e)[1].contains("White gets two minutes"),
        "{:?}",
        spoken(&e)
    );
    assert_eq!(s.game().illegal_count(Color::Black), 1);
    for cmd in [
        "arbiter pause",
        "arbiter add white 2",
        "stop clock",
        "adjustments",
    ] {
        let e = line(&mut s, cmd, 0);
        assert!(records(&e).is_empty(), "{cmd}: {e:?}");
        assert_eq!(spoken(&e), ["No clock in this game."], "{cmd}");
    }
}

#[test]
fn the_adjustments_are_read_aloud_oldest_first() {
    let mut s = classical(Lang::En);
    assert_eq!(
        spoken(&line(&mut s, "adjustments", 0)),
        ["No changes made to the clock yet."]
    );
    line(&mut s, "arbiter pause", 10);
    line(&mut s, "arbiter time black 1:00:00", 20);
    line(&mut s, "arbiter resume", 30);
    illegal(&mut s, "white", 40);
    let e = line(&mut s, "adjustments", 50);
    assert!(records(&e).is_empty());
    let said = spoken(&e);
    let expected: Vec<String> = clock(&s)
        .log()
        .iter()
        .map(|a| clock_phrases::adjustment(a, Lang::En))
        .collect();
    assert_eq!(said, expected);
    assert_eq!(
        said,
        [
            "Arbiter: clock stopped, the game was interrupted (article 6.12).",
            "Arbiter: Black's clock set to one hour, clock corrected (article 6.10).",
            "Arbiter: clock restarted, after the game was stopped (article 6.12).",
            "Arbiter: two minutes added to Black, the opponent's illegal move (article 7.5.5).",
        ]
    );
}

#[test]
fn unreadable_commands_change_nothing() {
    let cases: &[(Lang, &str, &str)] = &[
        (Lang::De, "schiedsrichter zeit lila 99", "Nichts geändert"),
        (Lang::De, "schiedsrichter", "Möglich"),
        (Lang::De, "schiedsrichter tanzen", "Möglich"),
        (Lang::De, "schiedsrichter zeit weiß", "zeit weiß 85"),
        (Lang::De, "schiedsrichter zeit 1:25:00", "Nichts geändert"),
        (
            Lang::En,
            "arbiter time white 1:75:00",
            "hours, minutes and seconds",
        ),
        (Lang::En, "arbiter time white 25:00:00", "Nothing changed"),
        (Lang::En, "arbiter time white black 5", "Nothing changed"),
        (Lang::En, "arbiter add white 0", "Nothing changed"),
        (Lang::En, "arbiter add white 2 3", "Nothing changed"),
        (Lang::En, "arbiter moves white forty", "moves white 40"),
        (Lang::En, "arbiter moves white 1000", "Nothing changed"),
        (Lang::En, "arbiter moves white -1", "Nothing changed"),
        (Lang::En, "arbiter pause white", "Nothing changed"),
        (Lang::En, "arbiter illegal", "illegal black"),
        (Lang::Ru, "арбитр время зелёные 1:00", "Ничего не изменено"),
    ];
    for (lang, text, expect) in cases {
        let mut s = classical(*lang);
        let clock_before = clock(&s).clone();
        let entries_before = s.sheet().rows().len();
        let e = line(&mut s, text, 0);
        let said = refused(&e);
        assert!(said.contains(expect), "{text}: {said}");
        assert_eq!(clock(&s), &clock_before, "{text}");
        assert_eq!(s.sheet().rows().len(), entries_before, "{text}");
        assert_eq!(s.game().illegal_count(Color::White), 0, "{text}");
    }
}

#[test]
fn the_help_names_the_arbiter_commands_under_their_topics() {
    for (lang, help, topics, arbiter, clock) in [
        (
            Lang::De,
            "hilfe",
            ["brett", "partie", "uhr", "partieformular", "schiedsrichter"],
            [
                "schiedsrichter pause",
                "schiedsrichter regelwidrig schwarz",
                "zeit weiß 85",
            ],
            ["uhr anhalten", "korrekturen"],
        ),
        (
            Lang::En,
            "help",
            ["board", "game", "clock", "scoresheet", "arbiter"],
            ["arbiter pause", "arbiter illegal black", "time white 85"],
            ["stop clock", "adjustments"],
        ),
        (
            Lang::Ru,
            "помощь",
            ["доска", "партия", "часы", "бланк", "арбитр"],
            ["арбитр пауза", "добавить белым 2", "снять у белых 2"],
            ["остановить часы", "корректировки"],
        ),
    ] {
        let mut s = classical(lang);
        // The first answer names the topics, and is short.
        let said = spoken(&line(&mut s, help, 0)).join(" ");
        for t in topics {
            assert!(said.contains(t), "{lang}: {t} in {said}");
        }
        assert!(said.chars().count() < 400, "{lang}: {said}");
        let said = spoken(&line(&mut s, &format!("{help} {}", topics[4]), 0)).join(" ");
        for w in arbiter {
            assert!(said.contains(w), "{lang}: {w} in {said}");
        }
        let said = spoken(&line(&mut s, &format!("{help} {}", topics[2]), 0)).join(" ");
        for w in clock {
            assert!(said.contains(w), "{lang}: {w} in {said}");
        }
    }
}

#[test]
fn every_example_in_the_help_is_a_command_the_arbiter_can_give() {
    use rochade::app::commands::{ArbiterAction, parse_arbiter};
    use rochade::app::phrases::arbiter_example;
    for lang in Lang::ALL {
        for action in ArbiterAction::ALL {
            let example = arbiter_example(lang, action);
            let words: Vec<String> = example.split_whitespace().map(str::to_owned).collect();
            // The arbiter word, then the action and its colour and value.
            let parsed = parse_arbiter(lang, &words[1..]);
            assert!(
                parsed.is_ok(),
                "{lang}: {example} does not read back: {parsed:?}"
            );
        }
    }
}

#[test]
fn a_wrong_claim_puts_its_time_on_the_clock_and_in_the_journal() {
    let mut s = classical(Lang::En);
    let e = line(&mut s, "claim", 30);
    journal_first(&e);
    match records(&e).as_slice() {
        [Rec::Claim { by, .. }, Rec::Adjustment(adjustment)] => {
            let reading = &adjustment.reading;
            assert_eq!(*by, Color::White);
            assert_eq!(adjustment.reason, Reason::IncorrectClaim);
            assert_eq!(adjustment.article.as_deref(), Some("9.5.3"));
            assert_eq!(*reading, Some(secs(5400 + 120)));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(remaining(&s, Color::Black, 30), secs(5520));
    assert_eq!(s.sheet().clocks().of(Color::Black), Some(secs(5520)));
}

/// `arbiter revert` is not a new correction of the clock: the opposite change is said, and
/// listed in the adjustments, as the withdrawal of the arbiter's previous change, in every
/// language; the clock is back where it was.
#[test]
fn a_revert_is_said_and_listed_as_the_withdrawal_of_the_previous_change() {
    for (lang, deduct, revert, adjustments, taken, withdrawn) in [
        (
            Lang::De,
            "schiedsrichter minus schwarz 3",
            "schiedsrichter widerrufen",
            "korrekturen",
            "Schiedsrichter: drei Minuten von Schwarz abgezogen, Uhr berichtigt (Artikel 6.10).",
            "Schiedsrichter: drei Minuten für Schwarz, vorige Änderung des Schiedsrichters widerrufen.",
        ),
        (
            Lang::En,
            "arbiter deduct black 3",
            "arbiter revert",
            "adjustments",
            "Arbiter: three minutes taken from Black, clock corrected (article 6.10).",
            "Arbiter: three minutes added to Black, the arbiter's previous change withdrawn.",
        ),
        (
            Lang::Es,
            "árbitro quitar 3 negras",
            "árbitro revocar",
            "correcciones",
            "Árbitro: tres minutos menos para las negras, reloj corregido (artículo 6.10).",
            "Árbitro: tres minutos más para las negras, anulado el cambio anterior del árbitro.",
        ),
        (
            Lang::Ru,
            "арбитр снять у чёрных 3",
            "арбитр отменить",
            "корректировки",
            "Арбитр: у чёрных сняли три минуты, исправление часов (статья 6.10).",
            "Арбитр: три минуты в пользу чёрных, отмена предыдущего изменения арбитра.",
        ),
    ] {
        let mut s = classical(lang);
        let before = remaining(&s, Color::Black, 5);
        line(&mut s, deduct, 5);
        assert_eq!(remaining(&s, Color::Black, 5), before - secs(180), "{lang}");
        let e = line(&mut s, revert, 5);
        journal_first(&e);
        assert_eq!(remaining(&s, Color::Black, 5), before, "{lang}");
        let said = spoken(&e);
        let last = clock(&s).log().last().expect("the revert is logged");
        assert_eq!(last.reason, Reason::Withdrawal, "{lang}");
        assert_eq!(last.article, None, "{lang}");
        let withdrawal = clock_phrases::adjustment(last, lang);
        assert_eq!(said, [withdrawal.as_str()], "{lang}");
        let e = line(&mut s, adjustments, 6);
        let listed = spoken(&e);
        assert_eq!(listed.len(), 2, "{lang}: {listed:?}");
        assert_eq!(listed[1], withdrawal, "{lang}");
        // The revert does not say the clock was corrected, as the deduction did.
        let corrected = clock_phrases::adjustment(&clock(&s).log()[0], lang);
        let reason = corrected
            .rsplit_once(", ")
            .map(|(_, r)| r.split(" (").next().unwrap_or(r).trim_end_matches('.'))
            .unwrap_or_default()
            .to_owned();
        assert!(!reason.is_empty(), "{lang}: {corrected}");
        assert!(!withdrawal.contains(&reason), "{lang}: {withdrawal}");
        assert_eq!(listed[0], taken, "{lang}");
        assert_eq!(listed[1], withdrawn, "{lang}");
    }
}

/// `help arbiter` gives one entry per action, as the other topics do: its example, then what
/// it does; revert and take back say what each undoes (language-3, row 38: a bare list).
#[test]
fn the_help_on_the_arbiter_says_what_each_action_does() {
    use rochade::app::commands::ArbiterAction;
    use rochade::app::phrases::arbiter_example;
    for (lang, help, revert, take_back) in [
        (
            Lang::De,
            "hilfe schiedsrichter",
            "schiedsrichter widerrufen: widerruft die letzte Änderung des Schiedsrichters an einer Uhr oder einem Zugzähler",
            "schiedsrichter zurücknehmen: nimmt den letzten Zug auf dem Brett zurück",
        ),
        (
            Lang::En,
            "help arbiter",
            "arbiter revert: withdraws the arbiter's last change to a clock or a move counter",
            "arbiter take back: takes back the last move on the board",
        ),
        (
            Lang::Es,
            "ayuda árbitro",
            "árbitro revocar: anula el último cambio del árbitro en un reloj o en un contador de jugadas",
            "árbitro retirar: retira la última jugada del tablero",
        ),
        (
            Lang::Ru,
            "помощь арбитр",
            "арбитр отменить: отменяет последнее изменение арбитра на часах или в счётчике ходов",
            "арбитр вернуть ход: берёт назад последний ход на доске",
        ),
    ] {
        let mut s = classical(lang);
        let said = spoken(&line(&mut s, help, 0)).join(" ");
        assert!(said.contains(revert), "{lang}: {said}");
        assert!(said.contains(take_back), "{lang}: {said}");
        // Every action is an entry: its example, a colon, and words of its own.
        let mut descriptions = std::collections::BTreeSet::new();
        for action in ArbiterAction::ALL {
            let example = arbiter_example(lang, action);
            let entry = format!("{example}: ");
            let at = said
                .find(&entry)
                .unwrap_or_else(|| panic!("{lang}: no entry {entry:?} in {said}"));
            let what: String = said[at + entry.len()..]
                .split(';')
                .next()
                .unwrap_or_default()
                .to_owned();
            assert!(
                what.split_whitespace().count() >= 2,
                "{lang}: {entry}{what}"
            );
            assert!(descriptions.insert(what.clone()), "{lang}: twice {what}");
        }
    }
}
