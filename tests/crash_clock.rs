//! A crash loses at most a few seconds of clock (table trial P3): while a clock runs, rochade
//! writes it to the journal every few seconds; after a kill -9 at a random moment, the resumed
//! game charges the time up to the last checkpoint to the player whose clock ran, says how
//! much is not known, and writes it for the arbiter. The checkpoints cost the idle loop almost
//! nothing, and journals without checkpoints still load.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant, SystemTime};

use common::live::Live;
use rochade::clock::PhaseState;
use rochade::journal::{CHECKPOINT_INTERVAL, Journal};
use rochade::scoresheet::{Event, PauseKind};
use shakmaty::Color;

/// A game in English on a clock of five minutes a side, with `extra` options.
fn start(data: &Path, extra: &[&str]) -> Live {
    Live::start(
        data,
        &[&["--lang", "en", "--time-control", "300+0"], extra].concat(),
    )
}

/// A new game in which White has played e4: Black's clock runs.
fn black_to_move(data: &Path) -> Live {
    let mut s = start(data, &[]);
    s.send("e4");
    s.expect("e4");
    s
}

fn journal_of(data: &Path) -> PathBuf {
    std::fs::read_dir(data.join("games"))
        .unwrap_or_else(|e| panic!("no games folder: {e}"))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .unwrap_or_else(|| panic!("no journal"))
}

/// A pseudo-random duration in `[low, high)` (seeded from the clock: every run differs).
fn random_between(low: Duration, high: Duration, salt: u32) -> Duration {
    let nanos = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let x = nanos
        .wrapping_mul(2_654_435_761)
        .wrapping_add(salt.wrapping_mul(40_503));
    let span = (high - low).as_millis() as u32;
    low + Duration::from_millis(u64::from(x % span.max(1)))
}

#[test]
fn a_kill_at_a_random_moment_loses_at_most_the_checkpoint_interval() {
    for trial in 0..3u32 {
        let data = common::tempdir();
        let s = black_to_move(data.path());
        // Black's clock runs from here (give or take the time the line took to arrive).
        let black_started = Instant::now();
        // The first trial stops before the first checkpoint: nothing to charge, nothing
        // unknown beyond the interval; the others after one or two.
        let (low, high) = if trial == 0 {
            (1000, 4500)
        } else {
            (5500, 14_000)
        };
        std::thread::sleep(random_between(
            Duration::from_millis(low),
            Duration::from_millis(high),
            trial,
        ));
        let real = black_started.elapsed();
        s.kill();

        // The resumed game, as rochade records it.
        let mut s = start(data.path(), &["--resume"]);
        let said = if trial == 0 {
            s.expect("Game resumed")
        } else {
            s.expect("Black's clock is charged up to its last saved reading")
        };
        let seen = s.quit();
        let replay = Journal::replay(&journal_of(data.path())).unwrap_or_else(|e| panic!("{e}"));
        let pause = replay
            .entries
            .iter()
            .rev()
            .find(|e| {
                matches!(
                    e.event,
                    Event::Pause {
                        kind: PauseKind::Downtime,
                        ..
                    }
                )
            })
            .unwrap_or_else(|| panic!("no pause for the downtime: {seen:?}"));
        let Event::Pause { uncounted, .. } = &pause.event else {
            unreachable!()
        };
        if trial > 0 {
            let uncounted = uncounted.unwrap_or_else(|| panic!("the unknown time is not written"));
            assert_eq!(uncounted.by, Color::Black);
            assert!(uncounted.at_most <= CHECKPOINT_INTERVAL, "{uncounted:?}");
            // For the arbiter: the record says it too.
            let pgn = Command::new(env!("CARGO_BIN_EXE_rochade"))
                .args(["export", "--format", "txt", "--lang", "en"])
                .env("ROCHADE_DATA_DIR", data.path())
                .output()
                .unwrap_or_else(|e| panic!("export: {e}"));
            let text = String::from_utf8_lossy(&pgn.stdout);
            assert!(
                text.contains("the arbiter decides about it (article 6.10.2)"),
                "{text}"
            );
        }
        let clock = pause
            .clock
            .as_ref()
            .unwrap_or_else(|| panic!("the pause keeps the clock"));
        assert_eq!(clock.phase, PhaseState::Running);
        assert_eq!(clock.to_move, Color::Black);
        let charged = clock.sides[1].used;
        // The clock charged is within the checkpoint interval of the real time (with half a
        // second for the process to start and the line to arrive).
        let slack = Duration::from_millis(500);
        assert!(
            charged + CHECKPOINT_INTERVAL + slack >= real && charged <= real + slack,
            "trial {trial}: ran {real:?}, charged {charged:?}; said: {said}"
        );
    }
}

#[test]
fn a_checkpointed_journal_and_an_old_one_both_load() {
    let data = common::tempdir();
    let s = black_to_move(data.path());
    std::thread::sleep(CHECKPOINT_INTERVAL + Duration::from_secs(1));
    s.kill();
    let text = std::fs::read_to_string(journal_of(data.path())).unwrap_or_else(|e| panic!("{e}"));
    assert!(text.contains(r#""type":"checkpoint""#), "{text}");
    let later = SystemTime::now() + Duration::from_secs(60);
    let replay = rochade::journal::replay(&text, "new.jsonl").unwrap_or_else(|e| panic!("{e}"));
    let entries = replay.entries.len();
    assert!(replay.checkpoint.is_some());
    let pause = replay.downtime(later).unwrap_or_else(|| panic!("a pause"));
    assert!(matches!(
        pause.event,
        Event::Pause {
            uncounted: Some(_),
            ..
        }
    ));
    // The same journal as an older rochade wrote it: no checkpoint, no unknown time, and
    // the clock as the move left it.
    let old: String = text
        .lines()
        .filter(|l| !l.contains(r#""type":"checkpoint""#))
        .map(|l| format!("{l}\n"))
        .collect();
    let replay = rochade::journal::replay(&old, "old.jsonl").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        replay.entries.len(),
        entries,
        "the checkpoints are no entries"
    );
    assert!(replay.checkpoint.is_none());
    let pause = replay.downtime(later).unwrap_or_else(|| panic!("a pause"));
    assert!(matches!(
        pause.event,
        Event::Pause {
            uncounted: None,
            ..
        }
    ));
    let used = pause
        .clock
        .as_ref()
        .map_or(Duration::MAX, |c| c.sides[1].used);
    assert!(
        used < Duration::from_secs(1),
        "only the time up to the last entry is charged without a checkpoint: {used:?}"
    );
}

#[cfg(target_os = "linux")]
#[test]
fn checkpoints_keep_the_idle_cost_under_a_tenth_of_a_percent() {
    let data = common::tempdir();
    let s = black_to_move(data.path());
    let pid = s.pid();
    // Let the start settle, then measure a clock running with nobody typing.
    std::thread::sleep(Duration::from_secs(1));
    let before = common::cpu_ticks(pid);
    let window = Duration::from_secs(20);
    std::thread::sleep(window);
    let used = common::cpu_ticks(pid) - before;
    // Clock ticks are 1/100 s on Linux: 0.10 % of 20 s is 20 ms, two ticks.
    let ticks_per_second = 100;
    let allowed = window.as_secs() * ticks_per_second / 1000;
    // The checkpoints were written meanwhile (the journal grew).
    let replay = Journal::replay(&journal_of(data.path())).unwrap_or_else(|e| panic!("{e}"));
    assert!(replay.checkpoint.is_some(), "no checkpoint was written");
    s.kill();
    assert!(
        used <= allowed,
        "{used} ticks of CPU in {window:?} while idle (at most {allowed})"
    );
}
