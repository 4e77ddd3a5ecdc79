//! What a blind player met in a full tournament game, through the real binary in line mode:
//! a new game after a finished one starts from the event's clocks (the assistant's deduction
//! included, once), also after a crash and "resume".

mod common;

use common::game;

const PROFILE: &str = r#"
edition = "2023"
[time_control]
preset = "fide-classical"
[white]
assistant = true
duties = ["scoresheet"]
"#;

fn profile(dir: &std::path::Path) -> String {
    let path = dir.join("event.toml");
    std::fs::write(&path, PROFILE).unwrap_or_else(|e| panic!("profile: {e}"));
    path.display().to_string()
}

/// The clock report among the lines (the answer to "clock").
fn report(out: &str) -> Vec<&str> {
    out.lines()
        .filter(|l| l.starts_with("White ") && l.contains("completed"))
        .collect()
}

#[test]
fn a_new_game_after_a_finished_one_starts_from_the_events_clocks() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
    let event = profile(data.path());
    let args = ["--lang", "en", "--event", event.as_str()];
    let out = game(
        data.path(),
        &args,
        "clock\ne4\ne5\nresign\nyes\nclock\nnew\nclock\nquit\n",
    )
    .stdout;
    let reports = report(&out);
    assert_eq!(reports.len(), 3, "{out}");
    // The first game: White has 90 minutes less the assistant's 10.
    assert!(
        reports[0].contains("White has one hour twenty minutes"),
        "{out}"
    );
    assert!(
        reports[0].contains("Black has one hour thirty minutes"),
        "{out}"
    );
    // After it ended, one move each was completed.
    assert!(reports[1].contains("one move completed"), "{out}");
    // The new game: the event's clocks again, no moves, the deduction once.
    assert_eq!(reports[2], reports[0], "{out}");
}

#[test]
fn a_new_game_continued_after_a_crash_keeps_the_events_clocks() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
    let event = profile(data.path());
    let args = ["--lang", "en", "--event", event.as_str()];
    // A first game that ends, then a new one left unfinished (the session ends as in a crash).
    let first = game(data.path(), &args, "e4\ne5\nresign\nyes\nnew\nd4\nquit\n").stdout;
    assert!(first.contains("Pawn d4"), "{first}");
    let second = game(data.path(), &args, "resume\nclock\nquit\n").stdout;
    let reports = report(&second);
    assert_eq!(reports.len(), 1, "{second}");
    // White made one move of the new game (90 - 10 minutes, plus 30 s increment), Black none.
    let r = reports[0];
    assert!(r.contains("White has one hour twenty minutes"), "{second}");
    assert!(r.contains("Black has one hour thirty minutes"), "{second}");
    assert!(
        !r.contains("White has one hour thirty"),
        "the deduction is gone:\n{second}"
    );
    assert!(r.contains("one move completed"), "{second}");
}
