//! The table protocol of Appendix D on one board: announce, confirm, correct, then the clock
//! (D.2.1, D.2.3, D.2.4, D.2.8), scripted through the core and through the binary.

mod common;

use common::effects::{records, spoken};
use common::game;

use std::time::Duration;

use rochade::Lang;
use rochade::app::core::{Input, Options, State, next_wakeup, update};
use rochade::clock::{AlertConfig, Clock, Preset};
use rochade::game::{Game, GameRules};
use rochade::rules::TableProtocol;
use rochade::scoresheet::{Event as Rec, Note};
use shakmaty::Color;

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn session(lang: Lang) -> State {
    session_with(lang, Preset::Blitz)
}

/// A session with a clock that says nothing by itself for the first minutes (15 minutes: no
/// scoresheet exemption, no alerts).
fn quiet(lang: Lang) -> State {
    session_with(lang, Preset::Rapid)
}

fn session_with(lang: Lang, preset: Preset) -> State {
    let rules = GameRules {
        protocol: TableProtocol::OneBoard,
        ..GameRules::default()
    };
    let mut s = State::new(Options {
        lang,
        game: Game::with_rules(shakmaty::Chess::default(), rules),
        clock: Some(Clock::new(preset.time_control(), AlertConfig::off())),
        ..Options::default()
    });
    update(&mut s, Input::Start, secs(0));
    s
}

fn line(s: &mut State, text: &str, at: u64) -> Vec<rochade::app::core::Effect> {
    update(s, Input::Line(text.into()), secs(at))
}

fn white_left(s: &State, at: u64) -> Duration {
    s.clock()
        .map(|c| c.remaining(Color::White, secs(at)))
        .unwrap_or_default()
}

#[test]
fn announce_then_confirm_completes_the_move_and_only_then_the_clock() {
    let mut s = session(Lang::De);
    let e = line(&mut s, "Springer Felix drei", 10);
    assert_eq!(
        records(&e),
        [&Rec::Announce {
            uci: "g1f3".parse().unwrap(),
            correction: false
        }]
    );
    assert_eq!(
        spoken(&e),
        ["Weiß sagt an: Springer Felix drei. Schwarz, bitte bestätigen."]
    );
    // Not completed: no move on the board, White's clock still runs.
    assert!(s.game().moves().is_empty());
    assert_eq!(s.clock().map(|c| c.to_move()), Some(Color::White));
    assert_eq!(white_left(&s, 20), secs(160));
    let e = line(&mut s, "bestätigt", 20);
    assert!(matches!(records(&e).as_slice(), [Rec::Move { uci, .. }] if uci.to_string() == "g1f3"));
    assert_eq!(spoken(&e), ["Springer Felix drei"]);
    assert_eq!(s.game().moves().len(), 1);
    // Completed at 20 s: 3:00 - 0:20 + 2 s increment, and Black's clock runs.
    assert_eq!(white_left(&s, 100), secs(162));
    assert_eq!(s.clock().map(|c| c.to_move()), Some(Color::Black));
    // Nothing announced now: a confirmation is refused.
    let e = line(&mut s, "bestätigt", 25);
    assert!(records(&e).is_empty());
    assert_eq!(spoken(&e), ["Es ist kein Zug angesagt."]);
}

#[test]
fn a_slip_is_corrected_before_completion_and_refused_after() {
    let mut s = session(Lang::En);
    line(&mut s, "e4", 1);
    let e = line(&mut s, "correct d4", 2);
    assert_eq!(
        records(&e),
        [&Rec::Announce {
            uci: "d2d4".parse().unwrap(),
            correction: true
        }]
    );
    assert_eq!(
        spoken(&e),
        [
            "White corrects the announcement: Pawn d4 instead of Pawn e4 (article D.2.8). Black, please confirm."
        ]
    );
    // Announcing again is a correction too.
    let e = line(&mut s, "c4", 3);
    assert!(matches!(
        records(&e).as_slice(),
        [Rec::Announce {
            correction: true,
            ..
        }]
    ));
    line(&mut s, "correct d4", 4);
    line(&mut s, "confirm", 5);
    let first = s.game().moves().first().map(|m| m.san.to_string());
    assert_eq!(first.as_deref(), Some("d4"));
    // The scoresheet notes the corrections.
    let corrections = s
        .sheet()
        .rows()
        .iter()
        .filter(|e| {
            matches!(
                e.note,
                Note::Announced {
                    corrected: true,
                    ..
                }
            )
        })
        .count();
    assert_eq!(corrections, 3);
    // After completion White cannot correct it: that is the arbiter's matter (Article 7).
    let e = line(&mut s, "correct e4", 8);
    assert!(records(&e).is_empty(), "{e:?}");
    assert_eq!(
        spoken(&e),
        [
            "The move is already completed and can no longer be corrected; that is now a matter for the arbiter (article 7)."
        ]
    );
    assert_eq!(s.game().moves().len(), 1);
    let mut s = session(Lang::Ru);
    line(&mut s, "e4", 1);
    line(&mut s, "подтверждаю", 2);
    let e = line(&mut s, "исправить e5", 3);
    assert!(records(&e).is_empty());
    assert_eq!(
        spoken(&e),
        ["Ход уже выполнен, исправить его нельзя; теперь это дело арбитра (статья 7)."]
    );
}

#[test]
fn a_repeat_that_differs_completes_nothing_and_is_said_to_both() {
    use rochade::app::core::{Change, Intent, Origin, apply};
    use rochade::record::Actor;
    let mut s = session(Lang::En);
    line(&mut s, "Nf3", 1);
    let pos = s.game().position().clone();
    let nh3 = "g1h3"
        .parse::<shakmaty::uci::UciMove>()
        .ok()
        .and_then(|u| u.to_move(&pos).ok())
        .unwrap_or_else(|| panic!("g1h3"));
    let nf3 = "g1f3"
        .parse::<shakmaty::uci::UciMove>()
        .ok()
        .and_then(|u| u.to_move(&pos).ok())
        .unwrap_or_else(|| panic!("g1f3"));
    let black = Origin::Partner(Actor::Player(Color::Black));
    let e = apply(
        &mut s,
        black,
        Change::Intent(Intent::Move(rochade::intent::uci(nh3))),
        secs(2),
    );
    assert_eq!(
        records(&e),
        [&Rec::RepeatDiffers {
            uci: "g1h3".parse().unwrap()
        }]
    );
    assert_eq!(
        spoken(&e),
        [
            "Attention: Black repeats Knight h3, but Knight f3 was announced. The move is not completed; please clear it up."
        ]
    );
    assert!(s.game().moves().is_empty());
    assert_eq!(s.clock().map(|c| c.to_move()), Some(Color::White));
    // The same move repeated completes it.
    let e = apply(
        &mut s,
        black,
        Change::Intent(Intent::Move(rochade::intent::uci(nf3))),
        secs(3),
    );
    assert!(matches!(records(&e).as_slice(), [Rec::Move { .. }]));
    assert_eq!(s.game().moves().len(), 1);
    // Only the opponent confirms.
    line(&mut s, "e5", 4);
    let e = apply(
        &mut s,
        Origin::Partner(Actor::Player(Color::Black)),
        Change::Intent(Intent::Confirm),
        secs(5),
    );
    assert_eq!(spoken(&e), ["Only White may do that."]);
    assert_eq!(s.game().moves().len(), 1);
}

#[test]
fn an_unconfirmed_move_is_recalled_once_after_a_while() {
    let mut s = quiet(Lang::De);
    line(&mut s, "e4", 10);
    // The reminder comes 30 s after the announcement (the clock's own wake-ups come later:
    // no alerts in this game).
    assert_eq!(next_wakeup(&s, secs(11)), Some(secs(40)));
    line(&mut s, "korrigiere d4", 20);
    let at_40 = update(&mut s, Input::Tick, secs(40));
    assert!(spoken(&at_40).is_empty(), "{at_40:?}");
    assert_eq!(
        spoken(&update(&mut s, Input::Tick, secs(50))),
        ["Noch nicht bestätigt: Weiß hat Bauer David vier angesagt."]
    );
    line(&mut s, "bestätigt", 55);
    assert!(spoken(&update(&mut s, Input::Tick, secs(200))).is_empty());
}

#[test]
fn the_binary_announces_confirms_and_corrects_in_line_mode() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
    let out = game(
        data.path(),
        &["--lang", "en", "--confirm", "--time-control", "blitz"],
        "e4\nclock\nconfirm\nclock\nquit\n",
    )
    .stdout;
    let reports: Vec<&str> = out
        .lines()
        .filter(|l| l.contains("moves completed") || l.contains("move completed"))
        .collect();
    assert_eq!(reports.len(), 2, "{out}");
    assert!(reports[0].contains("White's clock is running"), "{out}");
    assert!(reports[1].contains("Black's clock is running"), "{out}");
    assert!(
        out.contains("White announces Pawn e4. Black, please confirm."),
        "{out}"
    );
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
    let out = game(
        data.path(),
        &["--lang", "en", "--confirm"],
        "e4\ncorrect d4\nconfirm\nlast\nquit\n",
    )
    .stdout;
    assert!(
        out.contains("Last move, move one: White, Pawn d4."),
        "the first move is d4:\n{out}"
    );
}

#[test]
fn a_crash_between_announcement_and_completion_resumes_in_that_step() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
    let args = ["--lang", "en", "--confirm", "--time-control", "blitz"];
    // Ending the input is like a crash here: the announcement is in the journal, not yet
    // confirmed.
    let out = game(data.path(), &args, "e4\nconfirm\ne5\nconfirm\nNf3\n").stdout;
    assert!(out.contains("White announces Knight f3"), "{out}");
    let out = game(
        data.path(),
        &["--lang", "en", "--resume"],
        "confirm\nlast\nquit\n",
    )
    .stdout;
    assert!(
        out.contains("Not confirmed yet: White announced Knight f3."),
        "{out}"
    );
    assert!(
        out.contains("Last move, move two: White, Knight f3."),
        "{out}"
    );
}

#[test]
fn boards_that_differ_stop_the_clock_until_the_arbiter_confirms_a_position() {
    let mut s = quiet(Lang::En);
    for (mv, at) in [("e4", 5), ("confirm", 6), ("e5", 10), ("confirm", 11)] {
        line(&mut s, mv, at);
    }
    line(&mut s, "Nf3", 15);
    line(&mut s, "confirm", 16);
    // Black's tactile board shows something else.
    let e = line(&mut s, "boards differ black", 20);
    assert!(matches!(
        records(&e).as_slice(),
        [Rec::BoardsDiffer { by: Color::Black }, Rec::Adjustment(a)]
            if a.reason == rochade::clock::Reason::Reconciliation
    ));
    assert_eq!(
        spoken(&e),
        [
            "Black reports that the boards differ (article D.2.9). The clock is stopped. The arbiter compares the scoresheets and decides the position to continue from."
        ]
    );
    let black_left = |s: &State, at| s.clock().map(|c| c.remaining(Color::Black, secs(at)));
    assert_eq!(black_left(&s, 500), black_left(&s, 20));
    // Moves wait for the arbiter.
    let e = line(&mut s, "Nc6", 30);
    assert!(records(&e).is_empty());
    // The scoresheets agree up to 1... e5: the game goes on after Black's first move.
    let e = line(&mut s, "arbiter position black 1", 40);
    assert_eq!(records(&e), [&Rec::Reconciled { ply: 2 }]);
    assert_eq!(
        spoken(&e),
        [
            "Arbiter: the game continues after Black's move one (article D.2.9). Taken back: Knight f3.",
            "To set right on the board: g1: white Knight; f3: empty."
        ]
    );
    assert_eq!(s.game().moves().len(), 2);
    assert_eq!(s.clock().map(|c| c.to_move()), Some(Color::White));
    assert_eq!(s.clock().map(|c| c.moves_completed(Color::White)), Some(1));
    // 6.14: the arbiter sets the clocks, then restarts them.
    line(&mut s, "arbiter time white 14:00", 45);
    line(&mut s, "arbiter resume", 50);
    assert_eq!(
        s.clock().map(|c| c.remaining(Color::White, secs(60))),
        Some(secs(830))
    );
    line(&mut s, "Nc3", 61);
    line(&mut s, "confirm", 62);
    assert_eq!(s.game().moves().len(), 3);
    // The scoresheet has the report and the confirmed position.
    let notes: Vec<&Note> = s.sheet().rows().iter().map(|e| &e.note).collect();
    assert!(
        notes
            .iter()
            .any(|n| matches!(n, Note::BoardsDiffer { by: Color::Black }))
    );
    assert!(
        notes
            .iter()
            .any(|n| matches!(n, Note::Reconciled { ply: 2, taken } if taken.len() == 1))
    );
    // A position that is not in the game is refused.
    let e = line(&mut s, "arbiter position white 9", 70);
    assert!(records(&e).is_empty());
    assert_eq!(spoken(&e), ["White has no move nine in this game."]);
    // Only players and the arbiter report it in their words.
    let mut d = quiet(Lang::De);
    let e = line(&mut d, "mein brett zeigt etwas anderes", 1);
    assert!(
        spoken(&e)[0].starts_with("Weiß meldet: Die Bretter weichen ab"),
        "{e:?}"
    );
    let mut r = quiet(Lang::Ru);
    let e = line(&mut r, "расхождение", 1);
    assert!(
        spoken(&e)[0].starts_with("Белые сообщают: доски не совпадают"),
        "{e:?}"
    );
}
