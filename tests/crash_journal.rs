//! The journal never loses an acknowledged move: the real binary plays a scripted game in line
//! mode, is killed (SIGKILL on Unix) at many points, is restarted with `--resume`, and every
//! move it had acknowledged (its words printed) is in the resumed game and in `rochade
//! export`. Needs nothing but the built binary.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::Duration;

use rochade::Lang;
use rochade::notation::{Style, words};
use rochade::scoresheet::{self, Event, move_to_uci};
use shakmaty::san::San;
use shakmaty::{Chess, Position};

/// A Ruy Lopez: 20 plies, with castling, a capture and checks-free quiet moves.
const GAME: &[&str] = &[
    "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6",
    "c3", "O-O", "h3", "Nb8", "d4", "Nbd7",
];

/// Each ply of [`GAME`]: its UCI and the words rochade says for it in English.
fn script() -> Vec<(String, String)> {
    let mut pos = Chess::default();
    GAME.iter()
        .map(|san| {
            let m = san
                .parse::<San>()
                .ok()
                .and_then(|s| s.to_move(&pos).ok())
                .unwrap_or_else(|| panic!("{san}"));
            let said = words(&pos, m, Lang::En, Style::default());
            let uci = move_to_uci(m).to_string();
            pos.play_unchecked(m);
            (uci, said)
        })
        .collect()
}

struct Session {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

const WAIT: Duration = Duration::from_secs(20);

impl Session {
    fn start(data: &Path, extra: &[&str]) -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_rochade"))
            .args(["--line-mode", "--speech", "none", "--lang", "en"])
            .args(extra)
            .env("ROCHADE_DATA_DIR", data)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start rochade: {e}"));
        let stdin = child.stdin.take().unwrap_or_else(|| panic!("no stdin"));
        let stdout = child.stdout.take().unwrap_or_else(|| panic!("no stdout"));
        let (tx, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Session {
            child,
            stdin,
            lines,
        }
    }

    fn next_line(&self) -> String {
        self.lines
            .recv_timeout(WAIT)
            .unwrap_or_else(|_| panic!("rochade printed nothing for {WAIT:?}"))
    }

    fn send(&mut self, text: &str) {
        writeln!(self.stdin, "{text}")
            .and_then(|()| self.stdin.flush())
            .unwrap_or_else(|e| panic!("cannot write to rochade: {e}"));
    }

    /// Sends a move and waits for its acknowledgement (its words on a line of their own).
    fn play(&mut self, uci_and_words: &(String, String)) {
        self.send(&uci_and_words.0);
        loop {
            let line = self.next_line();
            if line == uci_and_words.1 {
                return;
            }
        }
    }

    fn kill(mut self) {
        // SIGKILL on Unix, TerminateProcess on Windows: no chance to clean up.
        self.child
            .kill()
            .unwrap_or_else(|e| panic!("cannot kill rochade: {e}"));
        let _ = self.child.wait();
    }

    fn quit(mut self) {
        self.send("quit");
        drop(self.stdin);
        let status = self
            .child
            .wait()
            .unwrap_or_else(|e| panic!("rochade did not end: {e}"));
        assert!(status.success(), "{status}");
    }
}

/// The moves of the most recent game, as `rochade export` writes them (PGN, read back).
fn exported_moves(data: &Path) -> Vec<String> {
    let out = Command::new(env!("CARGO_BIN_EXE_rochade"))
        .args(["export", "--format", "pgn"])
        .env("ROCHADE_DATA_DIR", data)
        .output()
        .unwrap_or_else(|e| panic!("cannot run rochade export: {e}"));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let pgn = String::from_utf8_lossy(&out.stdout);
    scoresheet::import_pgn(&pgn, 1)
        .unwrap_or_else(|e| panic!("{e}:\n{pgn}"))
        .into_iter()
        .filter_map(|e| match e {
            Event::Move { uci, .. } => Some(uci.to_string()),
            _ => None,
        })
        .collect()
}

fn ucis(script: &[(String, String)], n: usize) -> Vec<String> {
    script[..n].iter().map(|(u, _)| u.clone()).collect()
}

/// Resumes the game in `data` and returns the session and how many half-moves it reports.
fn resume(data: &Path) -> (Session, usize) {
    let s = Session::start(data, &["--resume"]);
    loop {
        let line = s.next_line();
        if let Some(rest) = line.strip_prefix("Game resumed: ") {
            let n = rest
                .split(' ')
                .next()
                .and_then(|n| {
                    // The count is said in words ("thirty-one half-moves played").
                    (0..1000usize).find(|&k| {
                        rochade::i18n::number::words(rochade::Lang::En, k as u64, "") == n
                    })
                })
                .unwrap_or_else(|| panic!("{line}"));
            return (s, n);
        }
    }
}

#[test]
fn every_acknowledged_move_survives_a_kill_at_any_point() {
    let script = script();
    for acknowledged in 1..script.len() {
        let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let mut s = Session::start(data.path(), &[]);
        for m in &script[..acknowledged] {
            s.play(m);
        }
        s.kill();

        let (mut s, n) = resume(data.path());
        assert_eq!(n, acknowledged, "after a kill at ply {acknowledged}");
        // The resumed game goes on from there and is written to the same journal.
        s.play(&script[acknowledged]);
        s.quit();
        assert_eq!(
            exported_moves(data.path()),
            ucis(&script, acknowledged + 1),
            "after a kill at ply {acknowledged}"
        );
        let games = std::fs::read_dir(data.path().join("games"))
            .map(|d| {
                d.filter_map(Result::ok)
                    .filter(|e| e.path().extension().is_some_and(|x| x == "jsonl"))
                    .count()
            })
            .unwrap_or(0);
        assert_eq!(games, 1, "one game, one journal");
    }
}

#[test]
fn one_game_killed_again_and_again_and_mid_stream() {
    let script = script();
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut s = Session::start(data.path(), &[]);
    let mut played = 0;
    // Kill after a few moves each time, resuming in between.
    for step in [3, 1, 4, 2] {
        for m in &script[played..played + step] {
            s.play(m);
        }
        played += step;
        s.kill();
        let (next, n) = resume(data.path());
        assert_eq!(n, played);
        s = next;
    }
    // Now send the rest without waiting and kill at once: whatever was acknowledged is a
    // lower bound, the journal holds a prefix of the game, and a torn last line is dropped
    // with words, never a panic.
    let rest: String = script[played..]
        .iter()
        .map(|(u, _)| format!("{u}\n"))
        .collect();
    s.stdin
        .write_all(rest.as_bytes())
        .and_then(|()| s.stdin.flush())
        .unwrap_or_else(|e| panic!("{e}"));
    s.kill();
    let (mut s, n) = resume(data.path());
    assert!(n >= played && n <= script.len(), "{n} plies after {played}");
    if n < script.len() {
        s.play(&script[n]);
    }
    s.quit();
    let expected = ucis(&script, (n + 1).min(script.len()));
    assert_eq!(exported_moves(data.path()), expected);
}

#[test]
fn a_restart_without_resume_offers_the_game_and_the_resume_command_continues_it() {
    let script = script();
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut s = Session::start(data.path(), &[]);
    for m in &script[..5] {
        s.play(m);
    }
    s.kill();
    let mut s = Session::start(data.path(), &[]);
    // The offer comes first: no "new game" before it to contradict it.
    let offer = s.next_line();
    assert!(
        offer.starts_with("Unfinished game found: five half-moves played; last move: White, "),
        "{offer}"
    );
    s.send("resume");
    let resumed = s.next_line();
    assert!(
        resumed.starts_with("Game resumed: five half-moves played"),
        "{resumed}"
    );
    s.play(&script[5]);
    s.send("move 3");
    let read_back = s.next_line();
    assert!(read_back.starts_with("Move 3: White "), "{read_back}");
    s.quit();
    assert_eq!(exported_moves(data.path()), ucis(&script, 6));
}

#[test]
fn a_torn_last_line_is_told_in_words_and_dropped() {
    let script = script();
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut s = Session::start(data.path(), &[]);
    for m in &script[..4] {
        s.play(m);
    }
    s.kill();
    // A crash in the middle of writing the fifth move.
    let journal = std::fs::read_dir(data.path().join("games"))
        .ok()
        .and_then(|mut d| d.find_map(|e| e.ok().map(|e| e.path())))
        .unwrap_or_else(|| panic!("no journal"));
    let mut f = std::fs::OpenOptions::new()
        .append(true)
        .open(&journal)
        .unwrap_or_else(|e| panic!("{e}"));
    f.write_all(b"{\"v\":1,\"seq\":5,\"at_ms\":1,\"event\":{\"type\":\"mo")
        .unwrap_or_else(|e| panic!("{e}"));
    drop(f);
    let s = Session::start(data.path(), &["--resume"]);
    let mut lines = Vec::new();
    while lines.len() < 2 {
        lines.push(s.next_line());
    }
    assert!(
        lines[0].starts_with("Game resumed: four half-moves played"),
        "{lines:?}"
    );
    assert!(
        lines[1].starts_with("Line 6 of the game journal was cut off by a crash"),
        "{lines:?}"
    );
    s.quit();
    assert_eq!(exported_moves(data.path()), ucis(&script, 4));
}

#[test]
fn a_journal_that_cannot_be_written_is_told_and_play_goes_on() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    // The data directory is a file: nothing can be created in it.
    let blocked = data.path().join("not-a-directory");
    std::fs::write(&blocked, "x").unwrap_or_else(|e| panic!("{e}"));
    let script = script();
    let mut s = Session::start(&blocked, &[]);
    s.play(&script[0]);
    let warning = s.next_line();
    // Said in words; the system's reason goes to the transcript only.
    assert_eq!(
        warning,
        "Warning: the game journal cannot be saved. The game goes on but is not saved to disk."
    );
    assert!(warning.ends_with("The game goes on but is not saved to disk."));
    s.play(&script[1]);
    s.quit();
}
