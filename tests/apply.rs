//! Who may do what, decided in one place: `apply(state, origin, change, now)`.
//! Also the core's own timers, and a new game's fresh clock.

mod common;

use common::effects::{records, spoken};

use std::time::Duration;

use rochade::Lang;
use rochade::app::commands::ArbiterRequest;
use rochade::app::core::{
    Change, Effect, Input, Intent, Options, Origin, Seat, State, Timer, apply, next_wakeup, update,
};
use rochade::clock::{AlertConfig, Clock, Preset};
use rochade::record::{Actor, Entry, position_hash};
use rochade::scoresheet::Event as Rec;
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color, Move, Position};

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn session(clock: Option<Preset>) -> State {
    let mut s = State::new(Options {
        lang: Lang::En,
        clock: clock.map(|p| Clock::new(p.time_control(), AlertConfig::off())),
        id: "t".into(),
        ..Options::default()
    });
    update(&mut s, Input::Start, secs(0));
    s
}

fn mv(pos: &Chess, uci: &str) -> Move {
    uci.parse::<UciMove>()
        .ok()
        .and_then(|u| u.to_move(pos).ok())
        .unwrap_or_else(|| panic!("{uci}"))
}

/// Refused: one sentence, nothing recorded.
fn refused(effects: &[Effect]) -> String {
    assert!(records(effects).is_empty(), "{effects:?}");
    let said = spoken(effects);
    assert_eq!(said.len(), 1, "{said:?}");
    said[0].to_owned()
}

#[test]
fn a_seated_player_moves_only_their_own_colour() {
    let mut s = session(None);
    s.set_seat(Some(Color::Black));
    let said = refused(&update(&mut s, Input::Line("e4".into()), secs(1)));
    assert_eq!(said, "Only White may do that.");
    assert!(s.game().moves().is_empty());
    // The same through the partner's board: White's player may, Black's may not.
    let e4 = mv(s.game().position(), "e2e4");
    let e = apply(
        &mut s,
        Origin::Partner(Actor::Player(Color::Black)),
        Change::Intent(Intent::Move(rochade::intent::uci(e4))),
        secs(2),
    );
    assert_eq!(refused(&e), "Only White may do that.");
    let e = apply(
        &mut s,
        Origin::Partner(Actor::Player(Color::White)),
        Change::Intent(Intent::Move(rochade::intent::uci(e4))),
        secs(3),
    );
    assert_eq!(records(&e).len(), 1);
    // An assistant acts for the player it assists (D.2.10).
    let e5 = mv(s.game().position(), "e7e5");
    let e = apply(
        &mut s,
        Origin::Local(Actor::Assistant(Color::Black)),
        Change::Intent(Intent::Move(rochade::intent::uci(e5))),
        secs(4),
    );
    assert_eq!(records(&e).len(), 1);
    // A seated Black player offers a draw as Black whatever the turn.
    let e = update(&mut s, Input::Line("draw".into()), secs(5));
    assert_eq!(
        records(&e),
        [&Rec::Offer {
            by: Color::Black,
            arbiter_consent: false
        }]
    );
}

#[test]
fn only_the_arbiter_changes_clocks_and_only_the_clock_reports_a_flag() {
    let mut s = session(Some(Preset::Blitz));
    let add = Intent::Arbiter(ArbiterRequest::Add(Color::White, secs(60)));
    for actor in [
        Actor::Player(Color::White),
        Actor::Player(Color::Black),
        Actor::Assistant(Color::White),
    ] {
        let e = apply(
            &mut s,
            Origin::Partner(actor),
            Change::Intent(add.clone()),
            secs(1),
        );
        assert_eq!(refused(&e), "Only the arbiter may do that.");
    }
    assert_eq!(
        s.clock().map(|c| c.remaining(Color::White, secs(1))),
        Some(secs(179))
    );
    let e = apply(
        &mut s,
        Origin::Partner(Actor::Arbiter),
        Change::Intent(add),
        secs(1),
    );
    assert_eq!(records(&e).len(), 1);
    assert_eq!(
        s.clock().map(|c| c.remaining(Color::White, secs(1))),
        Some(secs(239))
    );
    let e = apply(
        &mut s,
        Origin::Local(Actor::Player(Color::Black)),
        Change::Intent(Intent::FlagFall(Color::White)),
        secs(2),
    );
    assert_eq!(refused(&e), "Only the clock reports that.");
    assert!(!s.game().is_over());
}

#[test]
fn an_entry_from_the_partner_is_applied_only_where_it_fits() {
    let mut s = session(None);
    let start = Chess::default();
    let e4 = mv(&start, "e2e4");
    let mut after = start.clone();
    after.play_unchecked(e4);
    let entry = |ply: u32, before: u64| Entry {
        game: "t".into(),
        actor: Actor::Player(Color::White),
        ply,
        before,
        after: position_hash(&after),
        clock: None,
        event: Rec::Move {
            uci: "e2e4".parse().unwrap(),
            clock: None,
            recorded: false,
        },
    };
    let partner = Origin::Partner(Actor::Player(Color::White));
    // Made at another ply, or in another position: not applied, not journalled.
    for bad in [
        entry(3, position_hash(&start)),
        entry(0, position_hash(&after)),
    ] {
        let e = apply(&mut s, partner, Change::Recorded(bad), secs(1));
        assert!(records(&e).is_empty(), "{e:?}");
        assert!(s.game().moves().is_empty());
    }
    let mut other_game = entry(0, position_hash(&start));
    other_game.game = "another".into();
    let e = apply(&mut s, partner, Change::Recorded(other_game), secs(1));
    assert!(records(&e).is_empty(), "{e:?}");
    // The right one: applied and journalled here too.
    let e = apply(
        &mut s,
        partner,
        Change::Recorded(entry(0, position_hash(&start))),
        secs(1),
    );
    assert_eq!(records(&e).len(), 1);
    assert_eq!(s.game().moves().len(), 1);
    // Applied once: the same entry again no longer fits.
    let e = apply(
        &mut s,
        partner,
        Change::Recorded(entry(0, position_hash(&start))),
        secs(2),
    );
    assert!(records(&e).is_empty());
    assert_eq!(s.game().moves().len(), 1);
}

#[test]
fn the_core_is_woken_for_its_own_timers() {
    let mut s = session(None);
    assert_eq!(next_wakeup(&s, secs(0)), None);
    s.schedule(
        secs(90),
        Timer::Remind("Black has not confirmed yet.".into()),
    );
    s.schedule(secs(30), Timer::Remind("Still waiting.".into()));
    assert_eq!(next_wakeup(&s, secs(1)), Some(secs(30)));
    // Nothing before its time.
    assert!(spoken(&update(&mut s, Input::Tick, secs(29))).is_empty());
    assert_eq!(
        spoken(&update(&mut s, Input::Tick, secs(30))),
        ["Still waiting."]
    );
    assert_eq!(next_wakeup(&s, secs(31)), Some(secs(90)));
    // With a clock, whichever comes first.
    let mut c = session(Some(Preset::Blitz));
    c.schedule(secs(5), Timer::Remind("Soon.".into()));
    assert_eq!(next_wakeup(&c, secs(0)), Some(secs(5)));
}

#[test]
fn a_new_game_after_the_end_starts_from_the_starts_clock() {
    let mut s = session(Some(Preset::Blitz));
    for (line, at) in [("e4", 20), ("e5", 40), ("resign white", 50), ("yes", 50)] {
        update(&mut s, Input::Line(line.into()), secs(at));
    }
    assert!(s.game().is_over());
    // The clock stopped with the game: nothing more runs or is announced.
    let stopped = s.clock().map(|c| c.remaining(Color::White, secs(500)));
    assert_eq!(
        stopped,
        s.clock().map(|c| c.remaining(Color::White, secs(50)))
    );
    assert_eq!(next_wakeup(&s, secs(60)), None);
    update(&mut s, Input::Line("new".into()), secs(100));
    let clock = s.clock().unwrap_or_else(|| panic!("no clock"));
    assert_eq!(clock.remaining(Color::White, secs(100)), secs(180));
    assert_eq!(clock.remaining(Color::Black, secs(100)), secs(180));
    assert_eq!(clock.moves_completed(Color::White), 0);
    assert_eq!(clock.to_move(), Color::White);
    assert_eq!(clock.remaining(Color::White, secs(110)), secs(170));
}

#[test]
fn an_adapter_that_knows_the_move_asks_without_words_and_is_checked_like_a_line() {
    let mut s = session(Some(Preset::Rapid));
    let ask = |seat, uci: &str| Input::Ask {
        seat,
        intent: Intent::Move(uci.parse().unwrap_or_else(|e| panic!("{uci}: {e}"))),
    };
    // An electronic board at White's side reports e2-e4: recorded and said, no text read.
    let e = update(&mut s, ask(Seat::Board(Color::White), "e2e4"), secs(1));
    assert!(matches!(records(&e).as_slice(), [Rec::Move { uci, .. }] if uci.to_string() == "e2e4"));
    assert_eq!(spoken(&e), ["Pawn e4"]);
    // Black's move asked for as White: refused, like a typed line.
    let said = refused(&update(
        &mut s,
        ask(Seat::Board(Color::White), "e7e5"),
        secs(2),
    ));
    assert_eq!(said, "Only Black may do that.");
    // A move that is not legal here is refused, never turned into another.
    let said = refused(&update(
        &mut s,
        ask(Seat::Board(Color::Black), "e7e4"),
        secs(3),
    ));
    assert!(!said.is_empty());
    assert_eq!(s.game().moves().len(), 1);
    // A player's adapter cannot act as the arbiter.
    let e = update(
        &mut s,
        Input::Ask {
            seat: Seat::Board(Color::Black),
            intent: Intent::Arbiter(ArbiterRequest::Add(Color::Black, secs(600))),
        },
        secs(4),
    );
    assert_eq!(refused(&e), "Only the arbiter may do that.");
}

#[test]
fn a_finished_game_answers_every_request_but_a_new_game_the_same_way() {
    let mut s = session(Some(Preset::Rapid));
    let e = apply(
        &mut s,
        Origin::Local(Actor::Player(Color::White)),
        Change::Intent(Intent::Resign(Color::White)),
        secs(1),
    );
    assert_eq!(records(&e).len(), 1);
    let e4 = "e2e4".parse().unwrap_or_else(|e| panic!("{e}"));
    let asks = [
        (Actor::Player(Color::White), Intent::Move(e4)),
        (Actor::Player(Color::Black), Intent::Confirm),
        (Actor::Player(Color::White), Intent::Offer(Color::White)),
        (
            Actor::Player(Color::Black),
            Intent::Answer {
                by: Color::Black,
                accept: true,
            },
        ),
        (Actor::Player(Color::Black), Intent::StopClock(Color::Black)),
        (
            Actor::Arbiter,
            Intent::Arbiter(ArbiterRequest::Add(Color::Black, secs(60))),
        ),
        (Actor::Arbiter, Intent::Arbiter(ArbiterRequest::TakeBack)),
    ];
    for (actor, intent) in asks {
        for origin in [Origin::Local(actor), Origin::Partner(actor)] {
            let said = refused(&apply(
                &mut s,
                origin,
                Change::Intent(intent.clone()),
                secs(2),
            ));
            assert!(said.starts_with("The game is over"), "{intent:?}: {said}");
        }
    }
    // Who may not ask is told that first.
    let said = refused(&apply(
        &mut s,
        Origin::Partner(Actor::Player(Color::Black)),
        Change::Intent(Intent::Arbiter(ArbiterRequest::Pause)),
        secs(3),
    ));
    assert_eq!(said, "Only the arbiter may do that.");
    // A flag after the end is not said at all.
    let e = apply(
        &mut s,
        Origin::Local(Actor::System),
        Change::Intent(Intent::FlagFall(Color::Black)),
        secs(4),
    );
    assert!(e.is_empty(), "{e:?}");
    // A new game is the one thing a finished game takes.
    let e = apply(
        &mut s,
        Origin::Local(Actor::Player(Color::White)),
        Change::Intent(Intent::NewGame),
        secs(5),
    );
    assert!(!s.game().is_over(), "{e:?}");
}
