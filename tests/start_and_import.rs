//! A game's record starts with what the arbiter and the player gave: the profile's event,
//! players and time control (written into the exported PGN), or a PGN game to continue.

mod common;

use common::{Run, game, rochade};

#[test]
fn the_profile_names_the_event_players_and_time_control_in_the_export() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
    let profile = data.path().join("event.toml");
    let template = rochade(&["event", "init"], &[], "").stdout;
    std::fs::write(&profile, template).unwrap_or_else(|e| panic!("{e}"));
    let profile = profile.to_string_lossy().into_owned();
    let run = game(data.path(), &["--event", &profile], "e4\ne5\nquit\n");
    assert_eq!(run.code, Some(0), "{run:?}");
    let Run {
        stdout: pgn,
        stderr: err,
        code,
    } = export(data.path());
    assert_eq!(code, Some(0), "{err}");
    assert!(pgn.contains("[Event \"Club championship\"]"), "{pgn}");
    assert!(pgn.contains("[White \"Anna Beispiel\"]"), "{pgn}");
    assert!(
        pgn.contains("[TimeControl \"40/5400+30:1800+30\"]"),
        "{pgn}"
    );
    assert!(pgn.contains("1. e4 {[%clk 1:30:"), "{pgn}");
}

#[test]
fn a_pgn_game_is_continued_and_its_moves_are_in_the_journal_at_once() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
    let file = data.path().join("adjourned.pgn");
    std::fs::write(
        &file,
        "[Event \"Adjourned\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 {[%clk 0:10:00]} e5 2. Nf3 *\n",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let file = file.to_string_lossy().into_owned();
    let run = game(
        data.path(),
        &["--lang", "en", "--pgn", &file],
        "Nc6\nquit\n",
    );
    assert_eq!(run.code, Some(0), "{run:?}");
    assert!(run.stdout.contains("Knight c6"), "{run:?}");
    let pgn = export(data.path()).stdout;
    assert!(pgn.contains("[Event \"Adjourned\"]"), "{pgn}");
    assert!(pgn.contains("2. Nf3 Nc6 *"), "{pgn}");

    // A file that is not PGN is refused in words; nothing starts.
    let bad = data.path().join("bad.pgn");
    std::fs::write(&bad, "no chess here").unwrap_or_else(|e| panic!("{e}"));
    let bad = bad.to_string_lossy().into_owned();
    let run = game(data.path(), &["--pgn", &bad], "");
    assert_eq!(run.code, Some(1));
    assert!(run.stderr.contains("no game"), "{run:?}");
}

fn export(data: &std::path::Path) -> Run {
    rochade(&["export"], &[("ROCHADE_DATA_DIR", data.as_os_str())], "")
}
