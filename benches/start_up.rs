//! Start-up and `rochade export` with a long history: an empty data directory against one
//! with 1,000 finished games of 81 plies. Each run is the real program in a process of its
//! own: `rochade --line-mode --no-speech` with nothing to read (it reads the data directory,
//! greets the player, offers to continue the newest game if it has not ended, and ends at the
//! end of its input), then `rochade export` (the latest game). The processor time and the peak
//! resident memory of those processes are what the system accounts to this bench's children
//! (`getrusage`), so that other work on a shared machine does not count.
//!
//! Targets: with 1,000 finished games at most 2 times the time and 1.3 times the memory of
//! an empty data directory.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use rochade::Lang;
use rochade::app::core::{Input, Options, State, update};
use rochade::game::{Game, GameRules};
use rochade::journal::{self, Line};
use rochade::rules::Edition;

const RUNS: usize = 15;

/// The journal lines of one finished game of 81 plies (the knights out and back, then a
/// resignation), as game `n`.
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
    update(&mut state, Input::Start, Duration::ZERO);
    let cycle = ["Nc3", "Nc6", "Nb1", "Nb8", "Nf3", "Nf6", "Ng1", "Ng8"];
    for i in 0..81 {
        update(&mut state, Input::Line(cycle[i % 8].into()), Duration::ZERO);
    }
    update(&mut state, Input::Line("resign".into()), Duration::ZERO);
    // A resignation is said back and waits for a yes.
    update(&mut state, Input::Line("yes".into()), Duration::ZERO);
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

/// The processor time of this bench's finished children so far, and their largest peak
/// resident memory (KiB).
fn children() -> (Duration, u64) {
    // SAFETY: `getrusage` only writes the zeroed struct it is given.
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: as above; RUSAGE_CHILDREN is a valid `who`.
    let rc = unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut u) };
    assert_eq!(rc, 0);
    let t = |tv: libc::timeval| {
        Duration::from_secs(tv.tv_sec as u64) + Duration::from_micros(tv.tv_usec as u64)
    };
    (t(u.ru_utime) + t(u.ru_stime), u.ru_maxrss as u64)
}

/// Runs `rochade` with `args` on the data directory `dir`, input empty, output discarded.
fn rochade(dir: &Path, args: &[&str]) {
    let status = Command::new(env!("CARGO_BIN_EXE_rochade"))
        .args(args)
        .env("ROCHADE_DATA_DIR", dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .unwrap_or_else(|e| panic!("{e}"));
    // `export` of an empty directory fails (there is no game), and says so.
    let _ = status;
}

/// Start-up and export on `dir`, `RUNS` times: the median processor time of one run (both
/// processes) and the largest peak memory of any of them so far.
fn measure(dir: &Path) -> (Duration, u64) {
    let mut times = Vec::new();
    for _ in 0..RUNS {
        let (before, _) = children();
        rochade(dir, &["--line-mode", "--no-speech", "--lang", "en"]);
        rochade(dir, &["export"]);
        let (after, _) = children();
        times.push(after.saturating_sub(before));
    }
    times.sort();
    (times[RUNS / 2], children().1)
}

fn main() {
    let empty = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let full = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let games = journal::games_dir(full.path());
    std::fs::create_dir_all(&games).unwrap_or_else(|e| panic!("{e}"));
    for n in 0..1_000 {
        let name = format!("game-{:012}.jsonl", 1_700_000_000 + n);
        std::fs::write(games.join(name), finished_game(n)).unwrap_or_else(|e| panic!("{e}"));
    }
    // The empty directory first: the peak memory of the children is the largest so far.
    let (t0, m0) = measure(empty.path());
    let (t1, m1) = measure(full.path());
    let mb = |kb: u64| kb as f64 / 1024.0;
    println!(
        "start_up: empty data directory: processor time median {t0:?}, peak {:.1} MB",
        mb(m0)
    );
    println!(
        "start_up: 1,000 finished games of 81 plies: processor time median {t1:?}, peak {:.1} MB",
        mb(m1)
    );
    println!(
        "start_up: time {:.2}x (target at most 2), memory {:.2}x (target at most 1.3)",
        t1.as_secs_f64() / t0.as_secs_f64().max(1e-9),
        m1 as f64 / (m0.max(1)) as f64
    );
}
