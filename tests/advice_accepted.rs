//! Advice matches what is accepted (the third language review's third class): every value a
//! refusal suggests, in every language, is fed back in and must be read. The Russian
//! time-control refusal once sent the listener to `rochade --help` instead of naming the
//! presets.

mod common;

use rochade::Lang;
use rochade::clock::control::{Preset, TimeControlTag};
use rochade::i18n::msg;

/// The words of a message that are written in Latin letters, digits and signs: the values it
/// suggests ("fide-classical", "40/5400+30:1800+30"), not the language's own words.
fn suggested(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .map(|w| w.trim_end_matches(['.', ':', ';']))
        .filter(|w| w.starts_with("fide-") || w.contains('/') || ["rapid", "blitz"].contains(w))
        .filter(|w| {
            w.chars()
                .all(|c| c.is_ascii_alphanumeric() || "-/+:".contains(c))
        })
        .filter(|w| !w.is_empty())
        .map(str::to_owned)
        .collect()
}

#[test]
fn every_time_control_the_refusal_suggests_is_read() {
    for lang in Lang::ALL {
        let text = msg::start_time_control(lang, "classical");
        let values = suggested(&text);
        // The four presets and a PGN example, in every language.
        assert!(values.len() >= 5, "{lang}: {values:?} in {text}");
        for v in &values {
            let preset = v.parse::<Preset>().is_ok();
            let pgn = v.contains('/') && v.parse::<TimeControlTag>().is_ok();
            assert!(
                preset || pgn,
                "{lang}: {v} is suggested but not read ({text})"
            );
        }
        assert!(!text.contains("--help"), "{lang}: {text}");
    }
}

/// A time control in the settings file that does not read is named with its line, like any
/// other setting, and the game starts without it (language-3, R6: it stopped the start, said
/// as if typed on the command line).
#[test]
fn an_unreadable_time_control_in_the_settings_file_is_named_and_the_game_starts() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let config = dir.path().join("config.toml");
    std::fs::write(&config, "rate = 0\ntime_control = \"classical\"\n")
        .unwrap_or_else(|e| panic!("{e}"));
    let run = common::rochade(
        &["--lang", "en", "--line-mode", "--no-speech"],
        &[
            ("ROCHADE_CONFIG", config.as_os_str()),
            ("ROCHADE_DATA_DIR", dir.path().as_os_str()),
        ],
        "clock\nquit\n",
    );
    assert_eq!(run.code, Some(0), "{}{}", run.stdout, run.stderr);
    let said = run.stdout;
    assert!(
        said.contains("The setting on line 2 of the settings file"),
        "{said}"
    );
    for preset in ["fide-classical", "fide-championship", "rapid", "blitz"] {
        assert!(said.contains(preset), "{said}");
    }
    assert!(said.contains("New game."), "{said}");
}
