//! On a machine without any speech engine the game still runs, says once (in words) that
//! speech is off and why, and writes everything to the transcript.

use std::io::Write;
use std::process::{Command, Stdio};

#[test]
fn without_any_speech_engine_the_game_says_so_and_goes_on() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
    let empty_path = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
    let mut child = Command::new(env!("CARGO_BIN_EXE_rochade"))
        .args(["--line-mode", "--speech", "auto"])
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        // No speech-dispatcher socket, nothing to start one, no espeak-ng program.
        .env("PATH", empty_path.path())
        .env(
            "SPEECHD_ADDRESS",
            format!("unix_socket:{}", data.path().join("none.sock").display()),
        )
        .env("XDG_RUNTIME_DIR", data.path())
        .env("ROCHADE_DATA_DIR", data.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start rochade: {e}"));
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all("Springer Felix drei\nende\n".as_bytes())
            .unwrap_or_else(|e| panic!("cannot write: {e}"));
    }
    let out = child
        .wait_with_output()
        .unwrap_or_else(|e| panic!("cannot wait: {e}"));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    let lines: Vec<&str> = stdout.lines().collect();
    let notices: Vec<&&str> = lines
        .iter()
        .filter(|l| l.starts_with("Sprachausgabe aus"))
        .collect();
    assert_eq!(notices.len(), 1, "{stdout}");
    assert!(notices[0].contains("speech-dispatcher"), "{stdout}");
    assert!(notices[0].contains("espeak-ng"), "{stdout}");
    assert!(lines.contains(&"Springer Felix drei"), "{stdout}");
    // The transcript file has the same words.
    let transcript = std::fs::read_to_string(data.path().join("transcript.txt"))
        .unwrap_or_else(|e| panic!("no transcript: {e}"));
    assert!(transcript.contains("Springer Felix drei"), "{transcript}");
}
