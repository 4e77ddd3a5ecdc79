//! The batch tools beside pgn-extract, run in one go on the same input: `rochade announce`
//! (PGN to words), `rochade notate` (announce's words back to PGN, default mode) and
//! `pgn-extract -s -Wsan` (PGN read and written again). Targets (issue 27): announce at most
//! 0.8x pgn-extract's CPU time, notate at most 1.4x.
//!
//! The input is made from the repository's own real games (`tests/data`: the 1851 and 1886
//! games, the 2022 team games, the online-server and news-archive exports and the `[FEN]`
//! games), concatenated `ROCHADE_BENCH_COPIES` times (default 4: 3,316 games, 3.4 MB), and
//! written to a temporary directory. Each program runs as its own process (the release build
//! of rochade), `ROCHADE_BENCH_RUNS` times (default 7) in turn; the figure is the median of the
//! user + system CPU time of the runs (`getrusage` of the children), with the ratio to
//! pgn-extract. pgn-extract is looked for on the `PATH` and in `/usr/games`
//! (`PGN_EXTRACT` names it); without it, its part is skipped with a message.
//!
//! Run with `cargo bench --bench batch`.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

const GAMES: [&str; 6] = [
    include_str!("../tests/data/exports/lichess_style.pgn"),
    include_str!("../tests/data/exports/twic_style.pgn"),
    include_str!("../tests/data/exports/setup_fen.pgn"),
    include_str!("../tests/data/London1851.pgn"),
    include_str!("../tests/data/WorldChamp1886.pgn"),
    include_str!("../tests/data/tatamast22.pgn"),
];

fn env_number(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|n| *n > 0)
        .unwrap_or(default)
}

/// The CPU time (user + system) of the children waited for so far.
fn children_cpu() -> Duration {
    // SAFETY: getrusage only writes the struct it is given.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: a valid pointer to a rusage struct.
    unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) };
    let time = |t: libc::timeval| {
        Duration::from_secs(u64::try_from(t.tv_sec).unwrap_or(0))
            + Duration::from_micros(u64::try_from(t.tv_usec).unwrap_or(0))
    };
    time(usage.ru_utime) + time(usage.ru_stime)
}

/// Runs `program args`, its output to `out` (or nowhere); its CPU time.
fn cpu_of(program: &Path, args: &[&str], out: Option<&Path>) -> Duration {
    let stdout = match out {
        Some(path) => Stdio::from(std::fs::File::create(path).expect("output file")),
        None => Stdio::null(),
    };
    let before = children_cpu();
    let status = Command::new(program)
        .args(args)
        .stdout(stdout)
        .stderr(Stdio::null())
        .status()
        .expect("the program runs");
    let after = children_cpu();
    assert!(status.success(), "{} {args:?}: {status}", program.display());
    after.saturating_sub(before)
}

fn pgn_extract() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("PGN_EXTRACT") {
        return Some(PathBuf::from(p));
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain([PathBuf::from("/usr/games"), PathBuf::from("/usr/bin")])
        .map(|d| d.join("pgn-extract"))
        .find(|p| p.is_file())
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn main() {
    // `cargo bench` passes `--bench`; nothing else is read from the arguments.
    let copies = env_number("ROCHADE_BENCH_COPIES", 4);
    let runs = env_number("ROCHADE_BENCH_RUNS", 7);
    let dir = tempfile::tempdir().expect("a temporary directory");
    let input = dir.path().join("games.pgn");
    let mut text = String::new();
    for _ in 0..copies {
        for g in GAMES {
            text.push_str(g);
            text.push_str("\n\n");
        }
    }
    std::fs::write(&input, &text).expect("the input is written");
    let games = text.lines().filter(|l| l.starts_with("[Event ")).count();
    let words = dir.path().join("words.txt");
    let rochade = PathBuf::from(env!("CARGO_BIN_EXE_rochade"));
    let input_s = input.to_str().expect("a UTF-8 path");
    let words_s = words.to_str().expect("a UTF-8 path");
    // announce's output, for notate (and a first run of each program, not counted).
    cpu_of(
        &rochade,
        &["--lang", "de", "announce", input_s],
        Some(&words),
    );
    cpu_of(&rochade, &["notate", words_s], None);
    let extract = pgn_extract();
    if let Some(p) = &extract {
        cpu_of(p, &["-s", "-Wsan", input_s], None);
    } else {
        println!("pgn-extract not found (PATH, /usr/games, PGN_EXTRACT): its part is skipped");
    }
    let (mut announce, mut notate, mut reference) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..runs {
        announce.push(cpu_of(
            &rochade,
            &["--lang", "de", "announce", input_s],
            None,
        ));
        notate.push(cpu_of(&rochade, &["notate", words_s], None));
        if let Some(p) = &extract {
            reference.push(cpu_of(p, &["-s", "-Wsan", input_s], None));
        }
    }
    println!(
        "{games} games, {:.1} MB of PGN ({copies} copies of tests/data), {runs} runs each, \
         median CPU time (user + system)",
        text.len() as f64 / 1e6
    );
    let reference = (!reference.is_empty()).then(|| median(reference));
    let row = |name: &str, t: Duration, target: Option<f64>| {
        let ratio = match (reference, target) {
            (Some(r), Some(target)) => {
                let ratio = t.as_secs_f64() / r.as_secs_f64();
                let verdict = if ratio <= target { "met" } else { "NOT met" };
                format!("  {ratio:.2}x pgn-extract (target {target}x: {verdict})")
            }
            _ => String::new(),
        };
        println!("{name:<34} {:>8.3} s{ratio}", t.as_secs_f64());
    };
    row(
        "rochade announce (PGN to words)",
        median(announce),
        Some(0.8),
    );
    row(
        "rochade notate (those words back)",
        median(notate),
        Some(1.4),
    );
    if let Some(r) = reference {
        row("pgn-extract -s -Wsan", r, None);
    }
}
