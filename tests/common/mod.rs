//! What the tests that run the real binary share: start it with arguments, an environment and
//! standard input, and collect what it wrote.

#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Stdio};

/// What one run of `rochade` gave.
#[derive(Debug)]
pub struct Run {
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
    /// The exit code (`None` when a signal ended it).
    pub code: Option<i32>,
}

/// Runs `rochade args` with `env` set, `input` on standard input, and waits for it. A closed
/// pipe is fine: rochade may end before reading its input (a refused option).
pub fn rochade(args: &[&str], env: &[(&str, &std::ffi::OsStr)], input: &str) -> Run {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_rochade"));
    // No language from the machine's locale: a test names its language, or gets the default.
    cmd.args(args)
        .env_remove("NO_COLOR")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start rochade: {e}"));
    if let Some(mut stdin) = child.stdin.take()
        && let Err(e) = stdin.write_all(input.as_bytes())
    {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "write stdin: {e}");
    }
    let out = child
        .wait_with_output()
        .unwrap_or_else(|e| panic!("cannot wait for rochade: {e}"));
    Run {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        code: out.status.code(),
    }
}

/// Whether the system program `program` can be run (`--version`). When it cannot, the test
/// that needs it says so and skips, unless `ROCHADE_REQUIRE_SYSTEM_TESTS=1` (as in CI) makes
/// that a failure. `install` names the package that brings it.
#[allow(dead_code)]
pub fn require_program(program: &str, install: &str) -> bool {
    let present = std::process::Command::new(program)
        .arg("--version")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok();
    if present {
        return true;
    }
    let msg = format!("SKIPPED: {program} is not installed (apt-get install {install})");
    assert!(
        std::env::var("ROCHADE_REQUIRE_SYSTEM_TESTS").as_deref() != Ok("1"),
        "{msg}, and ROCHADE_REQUIRE_SYSTEM_TESTS=1 requires it"
    );
    eprintln!("{msg}");
    false
}

/// A game in line mode without speech (the tests must not start the machine's speech
/// daemon), with its journal and transcript in `data`.
pub fn game(data: &std::path::Path, args: &[&str], input: &str) -> Run {
    let mut all: Vec<&str> = Vec::new();
    if !args.contains(&"--line-mode") {
        all.push("--line-mode");
    }
    if !args.contains(&"--speech") {
        all.extend(["--speech", "none"]);
    }
    all.extend_from_slice(args);
    rochade(&all, &[("ROCHADE_DATA_DIR", data.as_os_str())], input)
}

/// Reading the effects the game core returns.
pub mod effects {
    use rochade::app::core::Effect;
    use rochade::scoresheet::Event;

    /// What was said, in order.
    pub fn spoken(effects: &[Effect]) -> Vec<&str> {
        effects
            .iter()
            .filter_map(|e| match e {
                Effect::Speak { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect()
    }

    /// What was recorded for the journal, in order (the events of the entries; a game's
    /// start is left out).
    pub fn records(effects: &[Effect]) -> Vec<&Event> {
        effects
            .iter()
            .filter_map(|e| match e {
                Effect::Journal(r) if !matches!(r.event, Event::Start(_)) => Some(&r.event),
                _ => None,
            })
            .collect()
    }
}

/// A rochade process that runs while a test talks to it: lines go to its standard input as
/// the test sends them, its standard output is read as it comes.
pub mod live {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Child, ChildStdin, Command, Stdio};
    use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
    use std::time::{Duration, Instant};

    /// How long a test waits for a line before it fails.
    pub const WAIT: Duration = Duration::from_secs(20);

    /// A running rochade in line mode without speech.
    pub struct Live {
        child: Child,
        stdin: Option<ChildStdin>,
        lines: Receiver<(Instant, String)>,
        /// Every line read so far, for failure messages.
        pub seen: Vec<String>,
    }

    impl Live {
        /// Starts `rochade args` with its data in `data`.
        pub fn start(data: &std::path::Path, args: &[&str]) -> Live {
            Live::start_under(data, &[], args)
        }

        /// Starts `wrapper… rochade args` (a program that runs rochade, such as `prlimit
        /// --nofile=64`), with its data in `data`.
        pub fn start_under(data: &std::path::Path, wrapper: &[&str], args: &[&str]) -> Live {
            let bin = env!("CARGO_BIN_EXE_rochade");
            let mut cmd = match wrapper.split_first() {
                Some((program, rest)) => {
                    let mut c = Command::new(program);
                    c.args(rest).arg(bin);
                    c
                }
                None => Command::new(bin),
            };
            let mut child = cmd
                .args(args)
                .args(["--line-mode", "--speech", "none"])
                .env("ROCHADE_DATA_DIR", data)
                .env_remove("NO_COLOR")
                .env_remove("LC_ALL")
                .env_remove("LC_MESSAGES")
                .env_remove("LANG")
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()
                .unwrap_or_else(|e| panic!("cannot start rochade: {e}"));
            let stdout = child.stdout.take().unwrap_or_else(|| panic!("no stdout"));
            let (tx, rx) = mpsc::channel();
            std::thread::spawn(move || {
                for line in BufReader::new(stdout).lines() {
                    let Ok(line) = line else { break };
                    if tx.send((Instant::now(), line)).is_err() {
                        break;
                    }
                }
            });
            Live {
                stdin: child.stdin.take(),
                child,
                lines: rx,
                seen: Vec::new(),
            }
        }

        /// The process id.
        pub fn pid(&self) -> u32 {
            self.child.id()
        }

        /// Types a line.
        pub fn send(&mut self, line: &str) {
            if let Some(stdin) = self.stdin.as_mut() {
                let _ = writeln!(stdin, "{line}");
                let _ = stdin.flush();
            }
        }

        /// Waits for a line that contains `needle`; returns it.
        pub fn expect(&mut self, needle: &str) -> String {
            self.expect_timed(needle).1
        }

        /// Waits for a line that contains `needle`; returns when it arrived, and the line.
        pub fn expect_timed(&mut self, needle: &str) -> (Instant, String) {
            let deadline = Instant::now() + WAIT;
            loop {
                let left = deadline.saturating_duration_since(Instant::now());
                match self.lines.recv_timeout(left) {
                    Ok((at, line)) => {
                        self.seen.push(line.clone());
                        if line.contains(needle) {
                            return (at, line);
                        }
                    }
                    Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => {
                        panic!("no line with {needle:?}; seen:\n{}", self.seen.join("\n"))
                    }
                }
            }
        }

        /// Ends its input and waits for it to end (killed after a while).
        pub fn finish(mut self) -> Vec<String> {
            self.stdin.take();
            let deadline = Instant::now() + WAIT;
            while Instant::now() < deadline {
                if let Ok(Some(_)) = self.child.try_wait() {
                    break;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
            let _ = self.child.kill();
            let _ = self.child.wait();
            while let Ok((_, line)) = self.lines.try_recv() {
                self.seen.push(line);
            }
            std::mem::take(&mut self.seen)
        }

        /// Kills it at once (a crash).
        pub fn kill(mut self) {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }

    impl Drop for Live {
        fn drop(&mut self) {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}
