//! Clear answers to small mistakes (table trial P7, P8, P13, P14, P15), through the real
//! binary: export with no game, a settings file with mistakes or missing, `attackers` with no
//! square, a reader that closes the pipe, and the value names of the manual page.

mod common;

use std::process::{Command, Stdio};

use common::{game, rochade};

#[test]
fn export_with_no_game_says_there_is_none_yet() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let run = rochade(
        &["export", "--lang", "en"],
        &[("ROCHADE_DATA_DIR", data.path().as_os_str())],
        "",
    );
    assert_eq!(run.code, Some(1), "{run:?}");
    assert!(
        run.stderr
            .starts_with("rochade: There is no game to export yet.\n"),
        "{}",
        run.stderr
    );
}

/// `export NAME` of a name that is no game's says where the journals are and names the
/// newest games (newcomer trial), in the user's language.
#[test]
fn export_of_an_unknown_game_names_the_games_there_are_and_where() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let played = game(data.path(), &["--lang", "en"], "e4\nquit\n");
    assert_eq!(played.code, Some(0), "{}", played.stderr);
    let journal = std::fs::read_dir(data.path().join("games"))
        .unwrap_or_else(|e| panic!("{e}"))
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            name.strip_suffix(".jsonl").map(str::to_owned)
        })
        .next()
        .unwrap_or_else(|| panic!("no journal written"));
    let run = rochade(
        &["export", "--lang", "en", "nosuchgame"],
        &[("ROCHADE_DATA_DIR", data.path().as_os_str())],
        "",
    );
    assert_eq!(run.code, Some(1), "{run:?}");
    let first = run.stderr.lines().next().unwrap_or_default();
    assert!(
        first.starts_with("rochade: There is no game named nosuchgame."),
        "{}",
        run.stderr
    );
    assert!(first.contains(&journal), "{}", run.stderr);
    assert!(first.contains("games"), "{}", run.stderr);
}

#[test]
fn settings_mistakes_are_said_in_line_order_with_name_and_reason() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let config = data.path().join("config.toml");
    // Alphabetically "foo" comes before "rate"; in the file it is after.
    std::fs::write(&config, "lang = \"en\"\nrate = 500\nfoo = 1\n")
        .unwrap_or_else(|e| panic!("{e}"));
    let run = rochade(
        &["--line-mode", "--speech", "none"],
        &[
            ("ROCHADE_DATA_DIR", data.path().as_os_str()),
            ("ROCHADE_CONFIG", config.as_os_str()),
        ],
        "quit\n",
    );
    let lines: Vec<&str> = run
        .stdout
        .lines()
        .filter(|l| l.contains("settings file"))
        .collect();
    // Each names the file by its path (newcomer trial N11).
    let file = config.display();
    assert_eq!(
        lines,
        [
            format!(
                "The setting on line 2 of the settings file {file} is not used: the speech \
                 rate must be a whole number from minus 100 to 100; the others apply."
            ),
            format!(
                "The setting on line 3 of the settings file {file} is not used: rochade does \
                 not know the setting foo; the others apply."
            )
        ],
        "{}",
        run.stdout
    );
}

#[test]
fn a_missing_settings_file_is_named() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let config = data.path().join("nowhere.toml");
    let run = rochade(
        &["--line-mode", "--speech", "none", "--lang", "en"],
        &[
            ("ROCHADE_DATA_DIR", data.path().as_os_str()),
            ("ROCHADE_CONFIG", config.as_os_str()),
        ],
        "quit\n",
    );
    assert!(
        run.stdout.contains(&format!(
            "The settings file {} does not exist; the built-in defaults apply.",
            config.display()
        )),
        "{}",
        run.stdout
    );
}

#[test]
fn attackers_without_a_square_asks_which_square() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let run = game(data.path(), &["--lang", "en"], "attackers\nquit\n");
    assert!(
        run.stdout
            .contains("Which square? A square is a file a to h and a rank 1 to 8, for example e4."),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("Not a square"), "{}", run.stdout);
}

#[test]
fn a_closed_pipe_ends_quietly() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let profile = dir.path().join("event.toml");
    let template = rochade(&["event", "init"], &[], "");
    std::fs::write(&profile, template.stdout).unwrap_or_else(|e| panic!("{e}"));
    for args in [
        vec!["event", "show", profile.to_str().unwrap_or_default()],
        vec!["event", "init"],
        vec!["man"],
        vec!["completions", "bash"],
    ] {
        // The reader is gone before rochade writes: every write meets a closed pipe.
        let mut child = Command::new(env!("CARGO_BIN_EXE_rochade"))
            .args(&args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start rochade: {e}"));
        drop(child.stdout.take());
        let out = child
            .wait_with_output()
            .unwrap_or_else(|e| panic!("cannot wait: {e}"));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(stderr.is_empty(), "{args:?}: {stderr}");
        assert_eq!(out.status.code(), Some(0), "{args:?}: {stderr}");
    }
}

#[test]
fn the_manual_page_synopsis_names_the_values() {
    let run = rochade(&["man"], &[], "");
    let synopsis = run
        .stdout
        .split(".SH SYNOPSIS")
        .nth(1)
        .and_then(|s| s.split(".SH ").next())
        .unwrap_or_else(|| panic!("no synopsis: {}", run.stdout));
    for named in [
        r"\fB\-\-lang\fR \fI<LANG>\fR]",
        r"\fB\-\-fen\fR \fI<FEN>\fR]",
        r"\fB\-\-time\-control\fR \fI<TIME_CONTROL>\fR]",
        r"\fB\-\-resume\fR \fI[<GAME>]\fR]",
    ] {
        assert!(synopsis.contains(named), "{named} missing: {synopsis}");
    }
    // A flag has no value.
    assert!(synopsis.contains(r"[\fB\-\-line\-mode\fR]"), "{synopsis}");
}

/// A profile with a mistake is named in the user's language, with the line, the column and
/// the key, and no drawing of the line with a caret under it (read aloud, a row of symbols).
#[test]
fn a_wrong_event_profile_is_said_in_words_with_its_line_and_key() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let profile = dir.path().join("event.toml");
    std::fs::write(
        &profile,
        "edition = \"2023\"\n[alerts]\nenabled = \"yes\"\n",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let path = profile.to_str().unwrap_or_default();
    let out = rochade(&["--lang", "de", "event", "show", path], &[], "");
    assert_eq!(out.code, Some(1), "{}", out.stderr);
    assert!(
        out.stderr
            .contains(&format!("Das Turnierprofil {path} ist nicht verwendbar")),
        "{}",
        out.stderr
    );
    assert!(
        out.stderr.contains("line 3, column 11, alerts.enabled:"),
        "{}",
        out.stderr
    );
    assert!(
        !out.stderr.contains('^') && !out.stderr.contains('|'),
        "{}",
        out.stderr
    );
    // The same profile for a game: the game does not start, and says why in its language.
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let out = rochade(
        &[
            "--lang",
            "en",
            "--line-mode",
            "--speech",
            "none",
            "--event",
            path,
        ],
        &[("ROCHADE_DATA_DIR", data.path().as_os_str())],
        "quit\n",
    );
    assert_ne!(out.code, Some(0), "{}", out.stderr);
    assert!(
        out.stderr
            .contains(&format!("The event profile {path} cannot be used")),
        "{}",
        out.stderr
    );
}
