//! What cannot be undone is confirmed first (table trial P4, P5, P11, P12, P9): a
//! resignation waits for a yes; a correction to the same move says so and records nothing; a
//! take-back of a completed move at one keyboard waits for the opponent's yes (unless an
//! arbiter's profile decides); a game quit before its first move is not offered again.

mod common;

use common::effects::{records, spoken};
use common::game;

use std::time::Duration;

use rochade::Lang;
use rochade::app::core::{Effect, Input, Options, State, update};
use rochade::game::{Game, GameRules};
use rochade::rules::TableProtocol;
use rochade::scoresheet::Event as Rec;
use shakmaty::Color;

fn session(lang: Lang, protocol: TableProtocol, arbitrated: bool) -> State {
    let rules = GameRules {
        protocol,
        arbitrated,
        ..GameRules::default()
    };
    let mut s = State::new(Options {
        lang,
        game: Game::with_rules(shakmaty::Chess::default(), rules),
        ..Options::default()
    });
    update(&mut s, Input::Start, Duration::ZERO);
    s
}

fn line(s: &mut State, text: &str) -> Vec<Effect> {
    update(s, Input::Line(text.into()), Duration::ZERO)
}

#[test]
fn a_resignation_waits_for_a_yes_and_a_no_keeps_the_game() {
    let mut s = session(Lang::De, TableProtocol::Off, false);
    line(&mut s, "e4");
    let e = line(&mut s, "aufgeben schwarz");
    assert!(records(&e).is_empty(), "{e:?}");
    assert_eq!(
        spoken(&e),
        ["Die Partie als Schwarz aufgeben? Aufgeben mit ja, weiterspielen mit nein."]
    );
    let e = line(&mut s, "nein");
    assert!(records(&e).is_empty(), "{e:?}");
    assert_eq!(spoken(&e), ["Nicht aufgegeben; die Partie geht weiter."]);
    assert!(!s.game().is_over());
    // Anything else drops it too, and is read as usual: here Black's move.
    line(&mut s, "сдаюсь");
    let e = line(&mut s, "e5");
    assert_eq!(records(&e).len(), 1, "{e:?}");
    assert!(!s.game().is_over());
    // Russian: "да" resigns.
    let mut s = session(Lang::Ru, TableProtocol::Off, false);
    let asked = line(&mut s, "сдаюсь");
    assert!(
        spoken(&asked)[0].starts_with("Сдать партию за белых?"),
        "{asked:?}"
    );
    let e = line(&mut s, "да");
    assert_eq!(records(&e), [&Rec::Resign { by: Color::White }]);
    assert!(s.game().is_over());
}

#[test]
fn correcting_to_the_same_move_says_so_and_records_nothing() {
    let mut s = session(Lang::De, TableProtocol::OneBoard, false);
    line(&mut s, "c4");
    let e = line(&mut s, "korrigiere c4");
    assert!(records(&e).is_empty(), "{e:?}");
    assert_eq!(
        spoken(&e),
        ["Das ist der schon angesagte Zug: Bauer Cesar vier."]
    );
    // A real correction still works.
    let e = line(&mut s, "korrigiere d4");
    assert_eq!(records(&e).len(), 1, "{e:?}");
}

#[test]
fn the_pgn_does_not_repeat_a_correction_to_the_same_move() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let out = game(
        data.path(),
        &["--lang", "en", "--confirm"],
        "e4\ncorrect e4\nconfirm\nquit\n",
    );
    assert!(
        out.stdout.contains("That is the move already announced"),
        "{}",
        out.stdout
    );
    let pgn = common::rochade(
        &["export", "--format", "pgn"],
        &[("ROCHADE_DATA_DIR", data.path().as_os_str())],
        "",
    );
    assert!(pgn.stdout.contains("1. e4"), "{}", pgn.stdout);
    assert!(!pgn.stdout.contains("{"), "no comment: {}", pgn.stdout);
}

#[test]
fn taking_back_a_completed_move_needs_the_opponents_yes() {
    let mut s = session(Lang::En, TableProtocol::OneBoard, false);
    line(&mut s, "e4");
    line(&mut s, "confirm");
    assert_eq!(s.game().moves().len(), 1);
    let e = line(&mut s, "undo");
    assert!(records(&e).is_empty(), "{e:?}");
    assert_eq!(
        spoken(&e),
        ["White asks to take back Pawn e4. Black, do you agree? Say yes or no."]
    );
    assert_eq!(
        spoken(&line(&mut s, "no")),
        ["Not agreed: the move stands."]
    );
    assert_eq!(s.game().moves().len(), 1);
    line(&mut s, "undo");
    let e = line(&mut s, "yes");
    assert_eq!(records(&e), [&Rec::TakeBack]);
    assert!(s.game().moves().is_empty());
    // Where the arbiter decides (an event profile), the player is refused as before.
    let mut s = session(Lang::En, TableProtocol::OneBoard, true);
    line(&mut s, "e4");
    line(&mut s, "confirm");
    let e = line(&mut s, "undo");
    assert!(records(&e).is_empty());
    assert!(spoken(&e)[0].contains("arbiter"), "{e:?}");
}

#[test]
fn a_game_quit_before_its_first_move_is_not_offered_again() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    // A clock that writes an entry at once (the scoresheet exemption under five minutes),
    // so that the game has a journal without any move.
    let first = game(
        data.path(),
        &["--lang", "en", "--time-control", "300+0"],
        "clock\nquit\n",
    );
    assert!(first.stdout.contains("New game"), "{}", first.stdout);
    let games = std::fs::read_dir(data.path().join("games"))
        .map(|d| d.count())
        .unwrap_or(0);
    assert_eq!(games, 1, "the game has a journal");
    let second = game(data.path(), &["--lang", "en"], "quit\n");
    assert!(
        !second.stdout.contains("Unfinished game found"),
        "{}",
        second.stdout
    );
    assert!(second.stdout.contains("New game"), "{}", second.stdout);
    // An unfinished game before it is still offered: the game not started does not hide it.
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    game(data.path(), &["--lang", "en"], "e4\nquit\n");
    std::thread::sleep(std::time::Duration::from_millis(1100));
    game(
        data.path(),
        &["--lang", "en", "--time-control", "300+0"],
        "new\nyes\nclock\nquit\n",
    );
    let journals = std::fs::read_dir(data.path().join("games"))
        .map(|d| d.count())
        .unwrap_or(0);
    assert!(journals >= 2, "the game not started has a journal too");
    let third = game(data.path(), &["--lang", "en"], "quit\n");
    assert!(
        third
            .stdout
            .contains("Unfinished game found: one half-move played"),
        "{}",
        third.stdout
    );
}
