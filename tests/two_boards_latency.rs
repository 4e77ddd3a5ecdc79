//! A move typed on one board, announced on the other: the time through two real processes
//! over 127.0.0.1, both directions (typed on the host's standard input → the line on the
//! joined board's standard output, and back). Printed as median and 99th percentile;
//! `cargo test` plays 14 moves, `ROCHADE_LATENCY_BLOCKS=N` plays 14·N (the README gives the
//! figures of a long run). The bound asserted here is loose (a shared test machine); the
//! README's figures are the target's measure.

mod common;

use std::time::{Duration, Instant};

use common::live::{self, Live};
use common::tempdir;

/// The moves of one block: a pawn move each (a repetition is never reached), then the
/// knights out and back three times. `(typed on the host?, typed, said)`.
fn block(file: char, rank_w: u8, rank_b: u8) -> Vec<(bool, String, String)> {
    let mut moves = vec![
        (
            true,
            format!("{file}{rank_w}"),
            format!("Pawn {file}{rank_w}"),
        ),
        (
            false,
            format!("{file}{rank_b}"),
            format!("Pawn {file}{rank_b}"),
        ),
    ];
    for _ in 0..3 {
        for (host, m, said) in [
            (true, "Nh3", "Knight h3"),
            (false, "Nh6", "Knight h6"),
            (true, "Ng1", "Knight g1"),
            (false, "Ng8", "Knight g8"),
        ] {
            moves.push((host, m.to_owned(), said.to_owned()));
        }
    }
    moves
}

fn percentiles(mut times: Vec<Duration>) -> (Duration, Duration, Duration) {
    times.sort();
    let at = |q: f64| times[((times.len() as f64 * q) as usize).min(times.len() - 1)];
    (at(0.5), at(0.99), times[times.len() - 1])
}

#[test]
fn a_move_is_announced_on_the_other_board_quickly_both_ways() {
    let blocks: usize = std::env::var("ROCHADE_LATENCY_BLOCKS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1)
        .clamp(1, 10);
    let (a, b) = (tempdir(), tempdir());
    let (mut h, code, addr) = live::host(a.path(), 0, &["--no-confirm"]);
    let mut g = Live::start(b.path(), &["join", &addr, "--code", &code, "--lang", "en"]);
    g.expect("Here: Black, the opponent.");
    h.expect("Connected: Black, the opponent.");
    // Pawns of the files a to e: two moves each side (x3 x6, then x4 x5).
    let files = ['a', 'b', 'c', 'd', 'e'];
    let plan: Vec<(char, u8, u8)> = files
        .iter()
        .flat_map(|f| [(*f, 3, 6), (*f, 4, 5)])
        .take(blocks)
        .collect();
    let (mut to_join, mut to_host) = (Vec::new(), Vec::new());
    for (file, w, bl) in plan {
        for (on_host, typed, said) in block(file, w, bl) {
            let sent = Instant::now();
            if on_host {
                h.send(&typed);
                let (at, _) = g.expect_timed(&said);
                to_join.push(at.saturating_duration_since(sent));
            } else {
                g.send(&typed);
                let (at, _) = h.expect_timed(&said);
                to_host.push(at.saturating_duration_since(sent));
            }
        }
    }
    for (what, times) in [
        ("host -> joined board", to_join),
        ("joined board -> host", to_host),
    ] {
        let n = times.len();
        if std::env::var_os("ROCHADE_LATENCY_EACH").is_some() {
            println!("{what}: {times:?}");
        }
        let (median, p99, max) = percentiles(times);
        println!("{n} moves {what}: median {median:?}, p99 {p99:?}, max {max:?}");
        assert!(p99 < Duration::from_millis(500), "{what}: p99 {p99:?}");
    }
    h.finish();
    g.finish();
}
