//! The three defects that the two records of a game used to cause, through the real binary in
//! line mode: a take-back left the clock on the wrong side, an event profile's penalties were
//! ignored in play, and `--resume` needed the time control again.

mod common;

use common::game;

/// The clock report of `out` (the line that names both players' moves).
fn report(out: &str) -> &str {
    out.lines()
        .rev()
        .find(|l| l.starts_with("White ") && l.contains("completed"))
        .unwrap_or_else(|| panic!("no clock report:\n{out}"))
}

#[test]
fn after_a_take_back_the_clock_runs_for_the_side_to_move() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
    let out = game(
        data.path(),
        &["--lang", "en", "--time-control", "blitz"],
        "e4\nundo\nturn\nclock\nquit\n",
    )
    .stdout;
    assert!(out.contains("White to move"), "{out}");
    let r = report(&out);
    // White is to move again and White's clock is the one running; the take-back undid the
    // move count too.
    assert!(r.contains("White's clock is running"), "{r}");
    assert!(r.contains("White has three minutes"), "{r}");
    assert!(r.contains("zero moves completed"), "{r}");
    assert!(!r.contains("1 move completed"), "{r}");
}

#[test]
fn an_event_profile_penalty_is_the_one_applied() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
    let profile = data.path().join("event.toml");
    std::fs::write(
        &profile,
        "edition = \"2023\"\n[time_control]\npreset = \"fide-classical\"\n\
         [penalties]\nillegal_move = \"5m\"\n[alerts]\nenabled = false\n",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let path = profile.to_string_lossy().into_owned();
    let out = game(
        data.path(),
        &["--lang", "en", "--event", &path],
        "e4\narbiter illegal black\nclock\nquit\n",
    )
    .stdout;
    // 2023 standard play gives 2 minutes; this event gives 5.
    assert!(out.contains("five minutes added to White"), "{out}");
    assert!(!out.contains("two minutes added to White"), "{out}");
    let r = report(&out);
    // White had 1:30:00 (+30 s increment): 1 hour 35 minutes after the penalty.
    assert!(r.contains("White has one hour thirty-five minutes"), "{r}");
}

#[test]
fn resume_without_the_time_control_continues_with_the_games_own() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
    let first = game(
        data.path(),
        &["--lang", "en", "--time-control", "blitz"],
        "e4\ne5\nquit\n",
    )
    .stdout;
    assert!(first.contains("Pawn e5"), "{first}");
    // No --time-control: the record's start holds the control (blitz: 3 minutes + 2 s).
    let second = game(data.path(), &["--lang", "en", "--resume"], "clock\nquit\n").stdout;
    let r = report(&second);
    assert!(r.contains("one move completed"), "{r}");
    assert!(r.contains("White's clock is running"), "{r}");
    assert!(
        r.contains("three minutes one second") || r.contains("three minutes two seconds"),
        "{r}"
    );
}
