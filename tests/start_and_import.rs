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

#[test]
fn a_finished_pgn_game_is_refused_and_an_unfinished_one_keeps_its_time_control() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
    let done = data.path().join("done.pgn");
    std::fs::write(
        &done,
        "[Event \"Done\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let done = done.to_string_lossy().into_owned();
    let run = game(data.path(), &["--lang", "en", "--pgn", &done], "quit\n");
    assert_eq!(run.code, Some(1), "{run:?}");
    assert!(run.stderr.contains("the game has ended (1-0)"), "{run:?}");
    // A TimeControl tag gives the continued game its clock when no other is given.
    let open = data.path().join("open.pgn");
    std::fs::write(
        &open,
        "[Event \"Rapid\"]\n[TimeControl \"900+10\"]\n[Result \"*\"]\n\n1. e4 {[%clk 0:09:00]} e5 {[%clk 0:08:00]} *\n",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let open = open.to_string_lossy().into_owned();
    let run = game(
        data.path(),
        &["--lang", "en", "--pgn", &open],
        "clock\nquit\n",
    );
    assert_eq!(run.code, Some(0), "{run:?}");
    let report = run
        .stdout
        .lines()
        .find(|l| l.contains("completed"))
        .unwrap_or_else(|| panic!("no clock report: {run:?}"));
    assert!(report.starts_with("White has nine minutes"), "{report}");
    assert!(report.contains("Black has eight minutes"), "{report}");
}

#[test]
fn line_mode_help_does_not_speak_of_arrow_keys() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
    let run = game(data.path(), &["--lang", "en"], "help\nquit\n");
    assert!(run.stdout.contains("Announce a move"), "{run:?}");
    assert!(!run.stdout.contains("Arrow keys"), "{run:?}");
}

/// The players' names go on the scoresheet from the command line (newcomer trial), cleaned of
/// what a name cannot hold, and replace none of the other tags.
#[test]
fn the_players_names_from_the_command_line_are_on_the_scoresheet() {
    let data = common::tempdir();
    let played = common::game(
        data.path(),
        &[
            "--lang",
            "en",
            "--white",
            "Anna  Schmidt",
            "--black",
            "Boris\u{7}",
        ],
        "e4\nquit\n",
    );
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let out = common::rochade(
        &["export", "--lang", "en"],
        &[("ROCHADE_DATA_DIR", data.path().as_os_str())],
        "",
    );
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(
        out.stdout.contains("[White \"Anna Schmidt\"]"),
        "{}",
        out.stdout
    );
    assert!(out.stdout.contains("[Black \"Boris\"]"), "{}", out.stdout);
    assert!(out.stdout.contains("[Date "), "{}", out.stdout);
}
