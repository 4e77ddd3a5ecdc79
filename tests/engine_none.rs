//! A build without the engine (`cargo test --no-default-features --features system-tts`, as
//! `.ci/run` runs it): a game asked to play against an engine says that this build has none,
//! starts no process, and goes on between people.

#![cfg(not(feature = "engine"))]

mod common;

#[test]
fn without_the_engine_feature_an_engine_is_refused_in_words_and_the_game_goes_on() {
    let data = common::tempdir();
    let dir = common::tempdir();
    // A program that would leave a mark if it were ever started.
    let marker = dir.path().join("started");
    let engine = dir.path().join("engine");
    std::fs::write(
        &engine,
        format!("#!/bin/sh\ntouch '{}'\n", marker.display()),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&engine, std::fs::Permissions::from_mode(0o755))
            .unwrap_or_else(|e| panic!("{e}"));
    }
    let run = common::rochade(
        &[
            "--line-mode",
            "--speech",
            "none",
            "--screen-reader",
            "off",
            "--lang",
            "en",
            "--engine",
            &engine.display().to_string(),
        ],
        &[("ROCHADE_DATA_DIR", data.path().as_os_str())],
        "f3\ne5\nhint\nscore\ng4\nQh4\nanalyse\nnext\nquit\n",
    );
    assert!(
        run.stdout
            .contains("This build of rochade has no engine; the game is played without one."),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("No engine plays in this game, so there is no hint."),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("Move 1: White Pawn f3. Black Pawn e5."),
        "{}",
        run.stdout
    );
    // After the game, `analyse` says that this build has no engine, and there is nothing to
    // go through.
    assert!(
        run.stdout
            .contains("This build of rochade has no chess engine, so it cannot analyse games."),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("There is no analysis yet"),
        "{}",
        run.stdout
    );
    assert!(!marker.exists(), "an engine was started");
}

#[test]
fn without_the_engine_feature_analyse_is_refused_in_words() {
    let dir = common::tempdir();
    let marker = dir.path().join("started");
    let engine = dir.path().join("engine");
    std::fs::write(
        &engine,
        format!("#!/bin/sh\ntouch '{}'\n", marker.display()),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&engine, std::fs::Permissions::from_mode(0o755))
            .unwrap_or_else(|e| panic!("{e}"));
    }
    let game = dir.path().join("game.pgn");
    std::fs::write(&game, "1. e4 e5 *\n").unwrap_or_else(|e| panic!("{e}"));
    let run = common::rochade(
        &[
            "analyse",
            "--lang",
            "en",
            "--engine",
            &engine.display().to_string(),
            &game.display().to_string(),
        ],
        &[],
        "",
    );
    assert_eq!(run.code, Some(1));
    assert!(
        run.stderr
            .contains("This build of rochade has no chess engine, so it cannot analyse games."),
        "{}",
        run.stderr
    );
    assert!(run.stdout.is_empty());
    assert!(!marker.exists(), "an engine was started");
}
