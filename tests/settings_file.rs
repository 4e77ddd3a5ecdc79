//! The settings file gives defaults; the command line wins; a broken file is said and the
//! built-in defaults apply.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

fn rochade(data: &Path, config: &Path, args: &[&str]) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rochade"))
        .args(["--line-mode", "--speech", "none"])
        .args(args)
        .env("ROCHADE_DATA_DIR", data)
        .env("ROCHADE_CONFIG", config)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start rochade: {e}"));
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(b"quit\n");
    }
    let out = child
        .wait_with_output()
        .unwrap_or_else(|e| panic!("cannot wait: {e}"));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn settings_are_defaults_under_the_command_line() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let config = dir.path().join("config.toml");
    std::fs::write(&config, "lang = \"en\"\n").unwrap_or_else(|e| panic!("{e}"));
    let out = rochade(dir.path(), &config, &[]);
    assert!(out.starts_with("New game."), "{out}");
    let out = rochade(dir.path(), &config, &["--lang", "ru"]);
    assert!(out.starts_with("Новая партия."), "{out}");

    std::fs::write(&config, "lang = \"en\"\nvolume = 11\n").unwrap_or_else(|e| panic!("{e}"));
    let out = rochade(dir.path(), &config, &[]);
    // The broken file is named, in the default language, and the defaults apply (German).
    assert!(out.starts_with("Neue Partie."), "{out}");
    assert!(out.contains("Einstellungsdatei nicht verwendet"), "{out}");
    assert!(out.contains("volume"), "{out}");
}
