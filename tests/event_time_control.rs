//! The arbiter's settings are never dropped silently (table trial P2): `--event` with
//! `--time-control` keeps the event's allowances on the given control, says so, and records
//! which control was used in the journal and the PGN.

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

#[test]
fn the_events_allowance_is_kept_on_the_command_lines_control() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
    let event = data.path().join("event.toml");
    std::fs::write(&event, PROFILE).unwrap_or_else(|e| panic!("profile: {e}"));
    let event = event.display().to_string();
    let args = [
        "--lang",
        "en",
        "--event",
        event.as_str(),
        "--time-control",
        "fide-classical",
    ];
    let out = game(data.path(), &args, "clock\ne4\nquit\n").stdout;
    let report = out
        .lines()
        .find(|l| l.starts_with("White ") && l.contains("completed"))
        .unwrap_or_else(|| panic!("no clock report: {out}"));
    // 90 minutes less the assistant's 10 for White, as without --time-control.
    assert!(
        report.contains("White has one hour twenty minutes"),
        "{out}"
    );
    assert!(
        report.contains("Black has one hour thirty minutes"),
        "{out}"
    );
    assert!(
        out.contains(
            "The time control fide-classical from the command line replaces the event's; \
             the event's allowances and penalties apply to it."
        ),
        "{out}"
    );
    let pgn = common::rochade(
        &["export", "--format", "pgn"],
        &[("ROCHADE_DATA_DIR", data.path().as_os_str())],
        "",
    );
    assert!(
        pgn.stdout.contains(
            "[TimeControlSource \"command line, with the event's allowances and penalties\"]"
        ),
        "{}",
        pgn.stdout
    );
}
