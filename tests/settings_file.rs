//! The settings file gives defaults; the command line wins; a broken file is said and the
//! built-in defaults apply.

mod common;

use std::path::Path;

use common::rochade;

fn play(data: &Path, config: &Path, args: &[&str]) -> String {
    let mut all = vec!["--line-mode", "--speech", "none"];
    all.extend_from_slice(args);
    let env = [
        ("ROCHADE_DATA_DIR", data.as_os_str()),
        ("ROCHADE_CONFIG", config.as_os_str()),
    ];
    rochade(&all, &env, "quit\n").stdout
}

#[test]
fn settings_are_defaults_under_the_command_line() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let config = dir.path().join("config.toml");
    std::fs::write(&config, "lang = \"en\"\n").unwrap_or_else(|e| panic!("{e}"));
    let out = play(dir.path(), &config, &[]);
    assert!(out.starts_with("New game."), "{out}");
    let out = play(dir.path(), &config, &["--lang", "ru"]);
    assert!(out.starts_with("Новая партия."), "{out}");

    std::fs::write(&config, "lang = \"en\"\nvolume = 11\n").unwrap_or_else(|e| panic!("{e}"));
    let out = play(dir.path(), &config, &[]);
    // One bad key does not discard the file: the good keys apply (English), the bad one is
    // named with its line.
    assert!(out.starts_with("New game."), "{out}");
    assert!(
        out.contains(&format!(
            "The setting on line 2 of the settings file {} is not used",
            config.display()
        )),
        "{out}"
    );
    // The unknown key is named, quoted as the user wrote it (table trial P8); the reader's
    // own words (the line as read, what it expected) are for the transcript, not said.
    assert!(
        out.contains("rochade does not know the setting volume; the others apply."),
        "{out}"
    );
    assert!(!out.contains("volume = 11"), "{out}");
    assert!(!out.contains("Technical detail"), "{out}");
    let transcript = std::fs::read_to_string(dir.path().join("transcript.txt"))
        .unwrap_or_else(|e| panic!("no transcript: {e}"));
    assert!(
        transcript.contains("Technical detail for the settings: ")
            && transcript.contains("line 2 (volume = 11)"),
        "{transcript}"
    );

    // A file that is not settings at all is named, in the default language, and the
    // defaults apply (German).
    std::fs::write(&config, "lang = \n").unwrap_or_else(|e| panic!("{e}"));
    let out = play(dir.path(), &config, &[]);
    assert!(out.starts_with("Neue Partie."), "{out}");
    assert!(
        out.contains(&format!(
            "Die Einstellungsdatei {} konnte nicht verwendet werden",
            config.display()
        )),
        "{out}"
    );
}

#[test]
fn own_alerts_is_a_setting() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let config = dir.path().join("config.toml");
    std::fs::write(&config, "lang = \"en\"\nown_alerts = true\n").unwrap_or_else(|e| panic!("{e}"));
    let out = play(dir.path(), &config, &[]);
    assert!(!out.contains("is not used"), "{out}");
    assert!(out.starts_with("New game."), "{out}");
}
