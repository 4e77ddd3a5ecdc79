//! Start-up and `rochade export` with a long history: an empty data directory against one
//! with 1,000 finished games of 81 plies. Each case runs in a process of its own (this bench
//! starts itself again), which reads the data directory as a session does at start-up (the
//! newest game, offered to be continued when it has not ended) and exports the latest game;
//! it reports its time and its peak resident memory (`VmHWM` of `/proc/self/status`).
//!
//! Targets: with 1,000 finished games at most 2 times the time and 1.3 times the memory of
//! an empty data directory.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use rochade::Lang;
use rochade::app::core::{Event, Options, State, update};
use rochade::game::{Game, GameRules};
use rochade::journal::{self, Line};
use rochade::rules::Edition;
use rochade::scoresheet::Format;

const CHILD: &str = "ROCHADE_BENCH_START_UP_DIR";
const FULL: &str = "ROCHADE_BENCH_START_UP_READ_ALL";
const RUNS: usize = 9;

/// The journal lines of one finished game of 81 plies (the knights out and back, then a
/// knight's move and a resignation), as game `n`.
fn finished_game(n: usize) -> String {
    // The 2009 Laws have no automatic draw: the knights can go back and forth.
    let rules = GameRules {
        edition: Edition::Fide2009,
        ..GameRules::default()
    };
    let mut state = State::new(Options {
        lang: Lang::En,
        game: Game::with_rules(shakmaty::Chess::default(), rules),
        id: format!("bench-{n}"),
        ..Options::default()
    });
    update(&mut state, Event::Start, Duration::ZERO);
    let cycle = ["Nc3", "Nc6", "Nb1", "Nb8", "Nf3", "Nf6", "Ng1", "Ng8"];
    for i in 0..81 {
        update(&mut state, Event::Line(cycle[i % 8].into()), Duration::ZERO);
    }
    update(&mut state, Event::Line("resign".into()), Duration::ZERO);
    assert_eq!(state.game().moves().len(), 81);
    assert!(state.game().is_over());
    let mut text = String::new();
    for (seq, entry) in state.log().iter().enumerate() {
        let line = Line::of(entry, seq as u64, 1_700_000_000_000 + seq as u64 * 1000);
        text.push_str(&serde_json::to_string(&line).unwrap_or_else(|e| panic!("{e}")));
        text.push('\n');
    }
    text
}

/// In the child: what start-up reads (the newest game, offered to be continued when it has
/// not ended) and what `export` of the latest game reads; prints the peak memory. With
/// `full` it reads every game as start-up did before (for comparison).
fn child(dir: &Path, full: bool) {
    let unfinished = if full {
        journal::list_games(dir)
            .unwrap_or_else(|e| panic!("{e}"))
            .into_iter()
            .rev()
            .find(|g| !matches!(g.replay, Err(journal::JournalError::Empty { .. })))
            .is_some_and(|g| matches!(&g.replay, Ok(r) if r.sheet.ending().is_none()))
    } else {
        journal::newest_game(dir)
            .unwrap_or_else(|e| panic!("{e}"))
            .is_some_and(|g| matches!(&g.replay, Ok(r) if r.sheet.ending().is_none()))
    };
    assert!(!unfinished);
    // The session greets the player (in every case, as a session does).
    let mut state = State::new(Options {
        lang: Lang::En,
        ..Options::default()
    });
    let said = update(&mut state, Event::Start, Duration::ZERO);
    assert!(!said.is_empty());
    let exported = journal::export_game(dir, None, Format::Pgn, Lang::En);
    let kb = std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|v| v.parse::<u64>().ok())
        })
        .unwrap_or(0);
    println!("{kb} {}", exported.is_ok());
}

/// Runs the child on `dir` `RUNS` times: the median time from its start to its end (the
/// process's own start included) and the largest peak memory.
fn measure(dir: &Path, full: bool) -> (Duration, u64) {
    let exe = std::env::current_exe().unwrap_or_else(|e| panic!("{e}"));
    let mut times = Vec::new();
    let mut peak = 0;
    for _ in 0..RUNS {
        let started = Instant::now();
        let out = Command::new(&exe)
            .env(CHILD, dir)
            .env(FULL, if full { "1" } else { "" })
            .output()
            .unwrap_or_else(|e| panic!("{e}"));
        times.push(started.elapsed());
        let text = String::from_utf8_lossy(&out.stdout);
        let kb: u64 = text
            .split_whitespace()
            .next()
            .and_then(|w| w.parse().ok())
            .unwrap_or(0);
        peak = peak.max(kb);
    }
    times.sort();
    (times[times.len() / 2], peak)
}

fn main() {
    if let Some(dir) = std::env::var_os(CHILD) {
        child(
            Path::new(&dir),
            std::env::var_os(FULL).is_some_and(|v| !v.is_empty()),
        );
        return;
    }
    let empty = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let full = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let games = journal::games_dir(full.path());
    std::fs::create_dir_all(&games).unwrap_or_else(|e| panic!("{e}"));
    for n in 0..1_000 {
        let name = format!("game-{:012}.jsonl", 1_700_000_000 + n);
        std::fs::write(games.join(name), finished_game(n)).unwrap_or_else(|e| panic!("{e}"));
    }
    let (t0, m0) = measure(empty.path(), false);
    let (t1, m1) = measure(full.path(), false);
    let (t2, m2) = measure(full.path(), true);
    let mb = |kb: u64| kb as f64 / 1024.0;
    println!(
        "start_up: empty data directory: median {t0:?}, peak {:.1} MB",
        mb(m0)
    );
    println!(
        "start_up: 1,000 finished games of 81 plies: median {t1:?}, peak {:.1} MB",
        mb(m1)
    );
    println!(
        "start_up: time {:.2}x (target at most 2), memory {:.2}x (target at most 1.3)",
        t1.as_secs_f64() / t0.as_secs_f64().max(1e-9),
        m1 as f64 / (m0.max(1)) as f64
    );
    println!(
        "start_up: for comparison, every game replayed (start-up before): median {t2:?}, \
         peak {:.1} MB",
        mb(m2)
    );
}
