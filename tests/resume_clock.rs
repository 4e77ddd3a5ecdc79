//! A game with a clock continued from the journal gets its clock back: the last readings and
//! move counts, not a fresh clock.

use std::io::Write;
use std::process::{Command, Stdio};

fn run(data: &std::path::Path, args: &[&str], input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rochade"))
        .args([
            "--line-mode",
            "--speech",
            "none",
            "--lang",
            "en",
            "--time-control",
            "blitz",
        ])
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
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn the_clock_comes_back_with_the_game() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
    let first = run(data.path(), &[], "e4\ne5\nquit\n");
    assert!(first.contains("Pawn e5"), "{first}");
    let second = run(data.path(), &["--resume"], "clock\nquit\n");
    let report = second
        .lines()
        .find(|l| l.starts_with("White ") && l.contains("completed"))
        .unwrap_or_else(|| panic!("no clock report:\n{second}"));
    // Blitz 3 + 2: each side made one move quickly and got its 2 s increment; a fresh clock
    // would say 3 minutes and 0 moves.
    assert!(report.contains("1 move completed"), "{report}");
    assert!(!report.contains("0 moves"), "{report}");
    assert!(
        report.contains("3 minutes 1 second") || report.contains("3 minutes 2 seconds"),
        "{report}"
    );
}

#[test]
fn the_arbiters_clock_setting_comes_back_with_the_game() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
    // White moves, Black's clock runs, and the arbiter sets it to one minute (6.10).
    let first = run(data.path(), &[], "e4\narbiter time black 1:00\nquit\n");
    assert!(first.contains("Black's clock set to 1 minute"), "{first}");
    let second = run(data.path(), &["--resume"], "clock\nquit\n");
    let report = second
        .lines()
        .find(|l| l.starts_with("White ") && l.contains("completed"))
        .unwrap_or_else(|| panic!("no clock report:\n{second}"));
    // The journal's adjustment holds Black's reading; a clock from the last move alone would
    // say 3 minutes.
    assert!(
        report.contains("Black 1 minute") || report.contains("Black 59 seconds"),
        "{report}"
    );
}
