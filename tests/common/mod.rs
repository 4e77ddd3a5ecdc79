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
    cmd.args(args)
        .env_remove("NO_COLOR")
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
