//! Two real rochade processes keep one game in step through a seeded fault-injecting proxy
//! (frames dropped, doubled, delayed, reordered, connections cut), and through a crash of
//! either board: no move is lost or applied twice, and both journals end with the same game.
//!
//! `cargo test` plays a few seeds; `ROCHADE_SOAK_RUNS=N` plays N (the README gives the
//! figures of a long run). Cuts fall anywhere in a frame. With kills: the joined board or the
//! host is killed (`kill -9`) at a seeded move and started again, a move typed on the joined
//! board while the host is down is carried out when it is back, and both journals hold the
//! game exactly once: 0 lost, 0 doubled, 0 divergent, no request left without an answer.

mod common;
#[path = "common/proxy.rs"]
mod proxy;

use std::time::Duration;

use common::live::{self, Live};
use common::{free_port, tempdir};
use proxy::{Config, Fault, Faults, Proxy};

/// A game in English words: (mover is White, the move typed, what both boards say).
const GAME: &[(bool, &str, &str)] = &[
    (true, "e4", "Pawn e4"),
    (false, "e5", "Pawn e5"),
    (true, "Nf3", "Knight f3"),
    (false, "Nc6", "Knight c6"),
    (true, "Bb5", "Bishop b5"),
    (false, "a6", "Pawn a6"),
    (true, "Ba4", "Bishop a4"),
    (false, "Nf6", "Knight f6"),
    (true, "d3", "Pawn d3"),
    (false, "Be7", "Bishop e7"),
];

fn joiner(data: &std::path::Path, addr: &str, code: Option<&str>) -> Live {
    let mut args = vec!["join", addr, "--lang", "en"];
    if let Some(c) = code {
        args.extend(["--code", c]);
    }
    Live::start(data, &args)
}

/// The moves of the last game in a board's journal, as PGN movetext.
fn moves(data: &std::path::Path) -> String {
    let pgn = common::rochade(&["export"], &[("ROCHADE_DATA_DIR", data.as_os_str())], "").stdout;
    let text: String = pgn
        .lines()
        .filter(|l| !l.starts_with('['))
        .collect::<Vec<_>>()
        .join(" ");
    // Without the comments (clock readings, pauses).
    let mut out = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Plays `GAME[from..to]`, each move typed on its mover's board and heard on both.
fn play(h: &mut Live, g: &mut Live, from: usize, to: usize) {
    for (white, typed, said) in &GAME[from..to] {
        if *white {
            h.send(typed);
        } else {
            g.send(typed);
        }
        h.expect(said);
        g.expect(said);
    }
}

/// The proxy of a seeded run: its faults, and room for the reconnections.
fn config(seed: u64) -> Config {
    Config {
        faults: Faults {
            drop: 0.03,
            duplicate: 0.03,
            delay: 0.05,
            delay_max: Duration::from_millis(40),
            reorder: 0.03,
            cut: 0.02,
        },
        // The first pairing passes untouched; reconnections go through the faults too.
        clean_prefix: 6,
        max_connections: 200,
        lifetime: Duration::from_secs(120),
        ..Config::new(seed)
    }
}

/// How many seeded runs to play: `ROCHADE_SOAK_RUNS`, or `default`.
fn soak_runs(default: u64) -> u64 {
    std::env::var("ROCHADE_SOAK_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A host with its data in `a` on a free port, the seeded proxy in front of it, and a board
/// with its data in `b` paired through the proxy; returns the host, the joined board, the host's
/// port and the proxy.
fn through_proxy(a: &std::path::Path, b: &std::path::Path, seed: u64) -> (Live, Live, u16, Proxy) {
    let port = free_port();
    let (h, code, _) = live::host(a, port, &["--no-confirm"]);
    let target = std::net::SocketAddr::from(([127, 0, 0, 1], port));
    let p = Proxy::start(target, config(seed)).unwrap_or_else(|e| panic!("{e}"));
    let mut g = joiner(b, &p.addr().to_string(), Some(&code));
    g.expect("Connected to the host's board");
    (h, g, port, p)
}

/// One seeded run through the proxy; returns the faults that happened.
fn run(seed: u64) -> Vec<proxy::Event> {
    let (a, b) = (tempdir(), tempdir());
    let (mut h, mut g, _, p) = through_proxy(a.path(), b.path(), seed);
    play(&mut h, &mut g, 0, GAME.len());
    let log = p.finish();
    h.finish();
    g.finish();
    let (ma, mb) = (moves(a.path()), moves(b.path()));
    assert!(ma.contains("5. d3 Be7"), "seed {seed}: {ma}");
    assert_eq!(ma, mb, "seed {seed}: the journals differ");
    log
}

#[test]
fn seeded_faults_lose_no_move_and_double_none() {
    let runs = soak_runs(4);
    let mut faults = 0;
    for seed in 0..runs {
        faults += run(seed)
            .iter()
            .filter(|(_, _, _, f)| *f != Fault::Pass)
            .count();
    }
    assert!(faults > 0, "the runs met no fault at all");
}

#[test]
fn a_board_killed_and_started_again_rejoins_the_same_game() {
    let (a, b) = (tempdir(), tempdir());
    let port = free_port();
    let addr = format!("127.0.0.1:{port}");
    let (mut h, code, _) = live::host(a.path(), port, &["--no-confirm"]);
    let mut g = joiner(b.path(), &addr, Some(&code));
    g.expect("Connected to the host's board");
    play(&mut h, &mut g, 0, 4);
    // The joined board is killed and started again: no code needed, the game comes back.
    g.kill();
    let mut g = joiner(b.path(), &addr, None);
    g.expect("Connected to the host's board");
    g.expect("Knight c6");
    play(&mut h, &mut g, 4, 6);
    // The host is killed and started again with --resume on its port: the joined board
    // reconnects by itself and the game goes on.
    h.kill();
    g.expect("The connection to the host is lost");
    let (mut h, _, _) = live::host(a.path(), port, &["--no-confirm", "--resume"]);
    g.expect("Connected to the host's board");
    play(&mut h, &mut g, 6, GAME.len());
    h.finish();
    g.finish();
    let (ma, mb) = (moves(a.path()), moves(b.path()));
    assert!(
        ma.contains("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. d3 Be7"),
        "{ma}"
    );
    assert!(
        mb.contains("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. d3 Be7"),
        "{mb}"
    );
}

/// The game's moves as `moves` gives them.
const MOVETEXT: &str = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. d3 Be7";

/// One seeded run through the proxy with a `kill -9` of the joined board (even seeds) or of
/// the host (odd seeds) at a seeded move; returns the faults that happened.
fn run_with_kill(seed: u64) -> Vec<proxy::Event> {
    let (a, b) = (tempdir(), tempdir());
    let (mut h, mut g, port, p) = through_proxy(a.path(), b.path(), seed);
    let via = p.addr().to_string();
    let mut at = 2 + (seed as usize * 7) % (GAME.len() - 3);
    play(&mut h, &mut g, 0, at);
    if seed.is_multiple_of(2) {
        g.kill();
        g = joiner(b.path(), &via, None);
        g.expect("Back in the game after move");
    } else {
        h.kill();
        g.expect("The connection to the host is lost");
        let (white, typed, said) = GAME[at];
        // Black's move typed while the host is down: kept, and carried out when it is back.
        if !white {
            g.send(typed);
        }
        let (again, _, _) = live::host(a.path(), port, &["--no-confirm", "--resume"]);
        h = again;
        if !white {
            h.expect(said);
            g.expect(said);
            at += 1;
        }
    }
    play(&mut h, &mut g, at, GAME.len());
    let log = p.finish();
    h.finish();
    let joined = g.finish();
    let (ma, mb) = (moves(a.path()), moves(b.path()));
    assert_eq!(ma.trim_end_matches(" *"), MOVETEXT, "seed {seed}: host");
    assert_eq!(ma, mb, "seed {seed}: the journals differ");
    assert!(
        !joined.iter().any(|l| l.contains("not carried out")),
        "seed {seed}: a request refused:\n{}",
        joined.join("\n")
    );
    log
}

#[test]
fn seeded_faults_and_kills_of_either_board_lose_nothing() {
    let runs = soak_runs(2);
    let mut counts = std::collections::BTreeMap::new();
    for seed in 0..runs {
        for (_, _, _, fault) in run_with_kill(1000 + seed) {
            let kind = match fault {
                Fault::Delay(_) => "delay",
                Fault::Drop => "drop",
                Fault::Duplicate => "duplicate",
                Fault::Reorder => "reorder",
                Fault::Cut => "cut",
                Fault::Pass => "pass",
            };
            *counts.entry(kind).or_insert(0u64) += 1;
        }
    }
    println!(
        "{runs} runs ({} with the joined board killed, {} with the host killed), frames: {counts:?}",
        runs.div_ceil(2),
        runs / 2
    );
}
