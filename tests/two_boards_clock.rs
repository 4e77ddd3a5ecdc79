//! One clock on both boards (table trial T6), with real processes over 127.0.0.1: the host's
//! clock does not run while the opponent's board is not there; it starts when that board
//! joins, and both boards then run the same clock: each says the same low-time alert by its
//! own clock within 50 ms of the other.

mod common;

use std::time::Duration;

use common::live::{self, Live};
use common::tempdir;

#[test]
fn the_clock_starts_with_both_boards_and_runs_the_same_on_both() {
    let (a, b) = (tempdir(), tempdir());
    // 21 seconds a side: the 20-second alert comes 1 s after the start, the 10-second one 11 s.
    let (mut h, code, addr) = live::host(a.path(), 0, &["--no-confirm", "--time-control", "21+0"]);
    // The opponent's board comes 2 s later: those seconds are nobody's.
    std::thread::sleep(Duration::from_secs(2));
    h.send("clock");
    let said = h.expect("White has twenty-one seconds left");
    assert!(!said.contains("running"), "{said}");
    let mut g = Live::start(b.path(), &["join", &addr, "--code", &code, "--lang", "en"]);
    h.expect("Both boards are here: the clock starts. White's clock is running.");
    g.expect("The clock starts. White's clock is running.");
    // Each board says the alerts by its own clock: a difference in the clocks shows in every
    // alert, a process that was slow to be scheduled in one only.
    let mut apart = Vec::new();
    for alert in ["wenty seconds left", "en seconds left"] {
        let (on_host, _) = h.expect_timed(alert);
        let (on_join, _) = g.expect_timed(alert);
        apart.push(if on_host > on_join {
            on_host - on_join
        } else {
            on_join - on_host
        });
    }
    let least = apart.iter().min().copied().unwrap_or_default();
    assert!(
        least <= Duration::from_millis(50),
        "the boards' clocks are {apart:?} apart"
    );
    h.finish();
    g.finish();
}

#[test]
fn the_host_as_arbiter_may_start_the_clock_before_the_opponent_is_there() {
    let a = tempdir();
    let mut h = Live::start(
        a.path(),
        &live::host_args("0", &["--no-confirm", "--time-control", "300+0"]),
    );
    h.expect("This game waits for the second board.");
    h.send("arbiter start");
    h.expect("The arbiter starts the clock. White's clock is running.");
    h.send("clock");
    h.expect("White's clock is running.");
    h.finish();
}
