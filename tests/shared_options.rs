//! One set of options for every command: the game, `host`, `join`, the tournament hall and
//! the batch tools all take the same language, line-mode and speech options with the same
//! names (the batch tools write and do not speak, and accept them).

mod common;

const SHARED: [&str; 7] = [
    "--lang",
    "--line-mode",
    "--speech",
    "--no-speech",
    "--rate",
    "--voice",
    "--no-cues",
];

#[test]
fn every_command_names_the_shared_options() {
    for sub in [
        &[][..],
        &["play"],
        &["host"],
        &["join"],
        &["hall"],
        &["announce"],
        &["notate"],
        &["export"],
        &["event", "show"],
    ] {
        let mut args = sub.to_vec();
        args.push("--help");
        let run = common::rochade(&args, &[], "");
        assert_eq!(run.code, Some(0), "{sub:?}: {}", run.stderr);
        for option in SHARED {
            let named = run
                .stdout
                .split(|c: char| c.is_whitespace() || c == ',' || c == '[' || c == ']')
                .any(|w| w == option);
            assert!(named, "rochade {sub:?} has no {option}:\n{}", run.stdout);
        }
    }
}

#[test]
fn the_batch_tools_and_the_hall_take_them() {
    let data = common::tempdir();
    let env = [("ROCHADE_DATA_DIR", data.path().as_os_str())];
    let quiet = [
        "--speech",
        "none",
        "--line-mode",
        "--no-cues",
        "--rate",
        "10",
    ];
    let mut announce = vec!["announce", "--lang", "en"];
    announce.extend(quiet);
    let run = common::rochade(&announce, &env, "1. e4 e5 *\n");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stdout.contains("Pawn e4"), "{}", run.stdout);
    let mut notate = vec!["notate", "--lang", "en"];
    notate.extend(quiet);
    let run = common::rochade(&notate, &env, "Pawn e4\nPawn e5\n");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stdout.contains("1. e4 e5"), "{}", run.stdout);
    // The hall reads them, then says what it still needs (not "unexpected argument").
    let mut hall = vec!["hall", "--lang", "en", "--no-speech"];
    hall.extend(quiet);
    let run = common::rochade(&hall, &env, "");
    assert!(
        run.stderr.contains("The hall needs the broker"),
        "{}",
        run.stderr
    );
}

/// The hall speaks the language every command speaks: its own `--lang`, else the global one,
/// else the settings file's (it used to speak German unless told with its own option).
#[test]
fn the_hall_takes_the_global_language_and_the_settings_files() {
    let data = common::tempdir();
    let settings = data.path().join("config.toml");
    std::fs::write(&settings, "lang = \"ru\"\n").unwrap_or_else(|e| panic!("{e}"));
    let env = [
        ("ROCHADE_DATA_DIR", data.path().as_os_str()),
        ("ROCHADE_CONFIG", settings.as_os_str()),
    ];
    let global = common::rochade(&["--lang", "en", "hall", "--no-speech"], &env, "");
    assert!(
        global.stderr.contains("The hall needs the broker"),
        "{}",
        global.stderr
    );
    let from_file = common::rochade(&["hall", "--no-speech"], &env, "");
    let russian = rochade::i18n::msg::hall_start_needs(rochade::Lang::Ru);
    let start: String = russian.chars().take(20).collect();
    assert!(from_file.stderr.contains(&start), "{}", from_file.stderr);
}

/// The game's options written before `play` (or `host`, `join`) hold for it: they used to be
/// read and then not used (`rochade --event FILE host` played without the event).
#[test]
fn the_games_options_before_the_subcommand_hold() {
    let data = common::tempdir();
    let env = [("ROCHADE_DATA_DIR", data.path().as_os_str())];
    let run = common::rochade(
        &[
            "--lang",
            "en",
            "--time-control",
            "blitz",
            "play",
            "--line-mode",
            "--speech",
            "none",
        ],
        &env,
        "clock\nquit\n",
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout.contains("White has three minutes left"),
        "{}",
        run.stdout
    );
}
