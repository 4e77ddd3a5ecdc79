//! A game with a clock continued from the journal gets its clock back: the last readings and
//! move counts, not a fresh clock.

mod common;

use common::game;

#[test]
fn the_clock_comes_back_with_the_game() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
    let blitz = ["--lang", "en", "--time-control", "blitz"];
    let first = game(data.path(), &blitz, "e4\ne5\nquit\n").stdout;
    assert!(first.contains("Pawn e5"), "{first}");
    let mut resume = blitz.to_vec();
    resume.push("--resume");
    let second = game(data.path(), &resume, "clock\nquit\n").stdout;
    let report = second
        .lines()
        .find(|l| l.starts_with("White ") && l.contains("completed"))
        .unwrap_or_else(|| panic!("no clock report:\n{second}"));
    // Blitz 3 + 2: each side made one move quickly and got its 2 s increment; a fresh clock
    // would say 3 minutes and 0 moves.
    assert!(report.contains("one move completed"), "{report}");
    assert!(!report.contains("zero moves"), "{report}");
    assert!(
        report.contains("three minutes one second") || report.contains("three minutes two seconds"),
        "{report}"
    );
}
