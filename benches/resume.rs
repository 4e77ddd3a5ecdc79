//! Resuming a game from its journal (`rochade --resume`): the journal read and replayed, and
//! the session rebuilt from its entries through the core (the clock included), for journals
//! of 600, 2,400 and 9,600 plies played with a tournament clock.
//!
//! Prints, for each length, the median wall time and processor time of several runs after a
//! warm-up (on a machine shared with other work, the processor time leaves out the time spent
//! waiting for a processor), the ratios of 9,600 to 2,400 plies, and the process's peak
//! resident memory. Targets: 9,600 plies at most 4.5 times 2,400, and under 100 ms.

use std::time::{Duration, Instant};

use rochade::Lang;
use rochade::app::core::{Input, Options, State, update};
use rochade::clock::{AlertConfig, Clock, Preset};
use rochade::game::{Game, GameRules};
use rochade::journal::{Journal, Line, replay};
use rochade::rules::Edition;
use shakmaty::Color;

/// The text of a journal of `plies` moves: the knights go out and back (the 2009 Laws have no
/// automatic draw), each move a second after the one before.
fn journal_text(plies: usize) -> String {
    let rules = GameRules {
        edition: Edition::Fide2009,
        ..GameRules::default()
    };
    let mut state = State::new(Options {
        lang: Lang::En,
        game: Game::with_rules(shakmaty::Chess::default(), rules),
        clock: Some(Clock::new(
            Preset::FideClassical.time_control(),
            AlertConfig::off(),
        )),
        id: "bench".into(),
        ..Options::default()
    });
    update(&mut state, Input::Start, Duration::ZERO);
    let cycle = ["Nf3", "Nf6", "Ng1", "Ng8"];
    for i in 0..plies {
        let at = Duration::from_secs(1 + i as u64);
        update(&mut state, Input::Line(cycle[i % 4].into()), at);
    }
    let mut text = String::new();
    for (seq, entry) in state.log().iter().enumerate() {
        let line = Line::of(entry, seq as u64, 1_700_000_000_000 + seq as u64 * 1000);
        text.push_str(&serde_json::to_string(&line).unwrap_or_else(|e| panic!("{e}")));
        text.push('\n');
    }
    assert_eq!(state.game().moves().len(), plies, "the moves were refused");
    text
}

/// The processor time this thread has run: time spent waiting for a processor that other
/// work on the machine uses is not counted.
fn cpu_time() -> Duration {
    // SAFETY: `clock_gettime` only writes the zeroed struct it is given.
    let mut t: libc::timespec = unsafe { std::mem::zeroed() };
    // SAFETY: as above; the clock id is valid.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    assert_eq!(rc, 0);
    Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}

/// The wall time and the processor time to resume from `path`: replay, then the session
/// rebuilt from the entries.
fn resume(path: &std::path::Path) -> (Duration, Duration, usize) {
    let (started, cpu) = (Instant::now(), cpu_time());
    let r = Journal::replay(path).unwrap_or_else(|e| panic!("{e}"));
    let state = State::resumed(Lang::En, Color::White, r.sheet.start(), &r.entries, None);
    let took = (started.elapsed(), cpu_time().saturating_sub(cpu));
    (took.0, took.1, state.game().moves().len())
}

fn peak_rss_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}

fn main() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    // `ROCHADE_BENCH_PLIES=N` times one length only (for a profile).
    let only: Option<usize> = std::env::var("ROCHADE_BENCH_PLIES")
        .ok()
        .and_then(|v| v.parse().ok());
    if let Some(plies) = only {
        let path = dir.path().join("game.jsonl");
        std::fs::write(&path, journal_text(plies)).unwrap_or_else(|e| panic!("{e}"));
        let started = Instant::now();
        for _ in 0..20 {
            resume(&path);
        }
        println!(
            "resume: {plies} plies: {:?} each (wall time)",
            started.elapsed() / 20
        );
        return;
    }
    let sizes = [600, 2_400, 9_600];
    let mut paths = Vec::new();
    for plies in sizes {
        let text = journal_text(plies);
        // The pure replay agrees with the file's before the timing.
        let check = replay(&text, "bench").unwrap_or_else(|e| panic!("{e}"));
        assert!(check.warnings.is_empty(), "{:?}", check.warnings);
        let path = dir.path().join(format!("game-{plies}.jsonl"));
        std::fs::write(&path, &text).unwrap_or_else(|e| panic!("{e}"));
        paths.push((plies, path, text.len()));
    }
    // Each length after a run to warm up, then `runs` times in a row.
    let runs = 11;
    let median = |mut t: Vec<Duration>| {
        t.sort();
        t[t.len() / 2]
    };
    let mut wall = Vec::new();
    let mut cpu = Vec::new();
    for (plies, path, len) in &paths {
        resume(path);
        let (w, c): (Vec<Duration>, Vec<Duration>) = (0..runs)
            .map(|_| {
                let (w, c, moves) = resume(path);
                assert_eq!(moves, *plies);
                (w, c)
            })
            .unzip();
        let (w, c) = (median(w), median(c));
        println!(
            "resume: {plies} plies ({} KiB journal): median of {runs} runs {w:?}, processor time {c:?}",
            len / 1024
        );
        wall.push(w);
        cpu.push(c);
    }
    let ratio = |t: &[Duration]| t[2].as_secs_f64() / t[1].as_secs_f64().max(1e-9);
    println!(
        "resume: 9,600 plies / 2,400 plies = {:.2}, in processor time {:.2} (target at most 4.5)",
        ratio(&wall),
        ratio(&cpu)
    );
    if let Some(kb) = peak_rss_kb() {
        println!("resume: peak resident memory {:.1} MB", kb as f64 / 1024.0);
    }
}
