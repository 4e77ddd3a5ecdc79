//! A crash loses at most a few seconds of clock (table trial P3): while a clock runs, rochade
//! writes it to the journal every few seconds; after a kill -9 at a random moment, the resumed
//! game charges the time up to the last checkpoint to the player whose clock ran, says how
//! much is not known, and writes it for the arbiter. The checkpoints cost the idle loop almost
//! nothing, and journals without checkpoints still load.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant, SystemTime};

use rochade::clock::PhaseState;
use rochade::journal::{CHECKPOINT_INTERVAL, Journal};
use rochade::scoresheet::{Event, PauseKind};
use shakmaty::Color;

const WAIT: Duration = Duration::from_secs(20);

struct Session {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    seen: Vec<String>,
}

impl Session {
    fn start(data: &Path, extra: &[&str]) -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_rochade"))
            .args(["--line-mode", "--speech", "none", "--lang", "en"])
            .args(["--time-control", "300+0"])
            .args(extra)
            .env("ROCHADE_DATA_DIR", data)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start rochade: {e}"));
        let stdout = child.stdout.take().unwrap_or_else(|| panic!("no stdout"));
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Session {
            stdin: child.stdin.take(),
            child,
            lines,
            seen: Vec::new(),
        }
    }

    fn send(&mut self, text: &str) {
        if let Some(stdin) = self.stdin.as_mut() {
            writeln!(stdin, "{text}")
                .and_then(|()| stdin.flush())
                .unwrap_or_else(|e| panic!("cannot write to rochade: {e}"));
        }
    }

    fn expect(&mut self, needle: &str) -> String {
        let deadline = Instant::now() + WAIT;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    if line.contains(needle) {
                        return line;
                    }
                }
                Err(_) => panic!("no line with {needle:?}; seen:\n{}", self.seen.join("\n")),
            }
        }
    }

    fn kill(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    fn quit(mut self) -> Vec<String> {
        self.send("quit");
        drop(self.stdin.take());
        let _ = self.child.wait();
        while let Ok(line) = self.lines.recv_timeout(Duration::from_secs(2)) {
            self.seen.push(line);
        }
        self.seen
    }
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
        let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let mut s = Session::start(data.path(), &[]);
        s.send("e4");
        s.expect("e4");
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
        let mut s = Session::start(data.path(), &["--resume"]);
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
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut s = Session::start(data.path(), &[]);
    s.send("e4");
    s.expect("e4");
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

/// CPU time (user + system) of a process so far, in clock ticks.
#[cfg(target_os = "linux")]
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the command name (which is in parentheses and may hold spaces).
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let field = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<u64>().ok())
            .unwrap_or(0)
    };
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    field(11) + field(12)
}

#[cfg(target_os = "linux")]
#[test]
fn checkpoints_keep_the_idle_cost_under_a_tenth_of_a_percent() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut s = Session::start(data.path(), &[]);
    s.send("e4");
    s.expect("e4");
    let pid = s.child.id();
    // Let the start settle, then measure a clock running with nobody typing.
    std::thread::sleep(Duration::from_secs(1));
    let before = cpu_ticks(pid);
    let window = Duration::from_secs(20);
    std::thread::sleep(window);
    let used = cpu_ticks(pid) - before;
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
