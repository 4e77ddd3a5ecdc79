//! A game's record starts with what the arbiter and the player gave: the profile's event,
//! players and time control (written into the exported PGN), or a PGN game to continue.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

fn rochade(data: &Path, args: &[&str], input: &str) -> (String, String, Option<i32>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rochade"))
        .args(args)
        .env("ROCHADE_DATA_DIR", data)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start rochade: {e}"));
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(input.as_bytes());
    }
    let out = child
        .wait_with_output()
        .unwrap_or_else(|e| panic!("cannot wait: {e}"));
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code(),
    )
}

#[test]
fn the_profile_names_the_event_players_and_time_control_in_the_export() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
    let profile = data.path().join("event.toml");
    let (template, _, _) = rochade(data.path(), &["event", "init"], "");
    std::fs::write(&profile, template).unwrap_or_else(|e| panic!("{e}"));
    let profile = profile.to_string_lossy().into_owned();
    let (out, err, code) = rochade(
        data.path(),
        &["--line-mode", "--speech", "none", "--event", &profile],
        "e4\ne5\nquit\n",
    );
    assert_eq!(code, Some(0), "{out}{err}");
    let (pgn, err, code) = rochade(data.path(), &["export"], "");
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
    let (out, err, code) = rochade(
        data.path(),
        &[
            "--line-mode",
            "--speech",
            "none",
            "--lang",
            "en",
            "--pgn",
            &file,
        ],
        "Nc6\nquit\n",
    );
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(out.contains("Knight c6"), "{out}");
    let (pgn, _, _) = rochade(data.path(), &["export"], "");
    assert!(pgn.contains("[Event \"Adjourned\"]"), "{pgn}");
    assert!(pgn.contains("2. Nf3 Nc6 *"), "{pgn}");

    // A file that is not PGN is refused in words; nothing starts.
    let bad = data.path().join("bad.pgn");
    std::fs::write(&bad, "no chess here").unwrap_or_else(|e| panic!("{e}"));
    let bad = bad.to_string_lossy().into_owned();
    let (_, err, code) = rochade(
        data.path(),
        &["--line-mode", "--speech", "none", "--pgn", &bad],
        "",
    );
    assert_eq!(code, Some(1));
    assert!(err.contains("no game"), "{err}");
}
