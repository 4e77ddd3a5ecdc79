//! The built binary in a pseudo-terminal: the full-screen view, typed moves, a query, arrow
//! keys, and a clean quit that restores the terminal.

mod common;

use std::time::{Duration, Instant};

use common::pty::Terminal;

/// A game in a terminal of `cols` by `rows`: no speech engine (the test must not start the
/// machine's speech daemon), a private data directory.
struct Session {
    terminal: Terminal,
    /// Kept until the session ends.
    _data: tempfile::TempDir,
}

impl Session {
    fn start(args: &[&str], cols: u16, rows: u16) -> Session {
        let mut cmd = common::pty::rochade(args);
        cmd.args(["--speech", "none"]);
        let data = common::tempdir();
        cmd.env("ROCHADE_DATA_DIR", data.path());
        Session {
            terminal: Terminal::start(cmd, cols, rows),
            _data: data,
        }
    }
}

impl std::ops::Deref for Session {
    type Target = Terminal;
    fn deref(&self) -> &Terminal {
        &self.terminal
    }
}

impl std::ops::DerefMut for Session {
    fn deref_mut(&mut self) -> &mut Terminal {
        &mut self.terminal
    }
}

#[test]
fn play_query_and_quit_in_the_full_screen_view() {
    let mut s = Session::start(&["--lang", "en"], 100, 30);
    s.wait_for("New game. White to move.");
    s.wait_for("White to move, move 1.");
    s.type_keys(b"e4\r");
    s.wait_for("Pawn e4");
    s.type_keys(b"Nc6\r");
    s.wait_for("Knight c6");
    s.wait_for("1. e4 Nc6");
    s.type_keys(b"what is on c6\r");
    s.wait_for("c6: black Knight");
    s.type_keys(b"Qh9\r");
    s.wait_for("Qh9");
    // The cursor starts on e1; up twice reaches e3.
    s.type_keys(b"\x1b[A");
    s.wait_for("e2: empty");
    s.type_keys(b"\x1b[A\x1b[A");
    s.wait_for("e4: white Pawn");
    let screen = s.screen();
    assert!(screen.contains("White to move, move 2."), "{screen}");
    assert!(screen.contains("Clock: none"), "{screen}");
    s.type_keys(b"quit\r");
    assert_eq!(s.exit_code(), 0);
    // The terminal is given back: the alternate screen is left.
    let deadline = Instant::now() + Duration::from_secs(5);
    while Instant::now() < deadline {
        if !s.on_alternate_screen() {
            return;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    panic!("alternate screen still active");
}

#[test]
fn a_zoomed_terminal_of_40_by_15_shows_the_compact_board_and_the_answers() {
    let mut s = Session::start(
        &[
            "--lang",
            "en",
            "--time-control",
            "rapid",
            "--theme",
            "high-contrast",
        ],
        40,
        15,
    );
    s.wait_for("White to move, move 1.");
    s.type_keys(b"e4\r");
    s.wait_for("Pawn e4");
    s.wait_for("Black to move, move 1.");
    let screen = s.screen();
    // The board's ranks and files, the clock and the input line, no frames.
    assert!(
        screen.contains("8  r   n   b   q   k   b   n   r"),
        "{screen}"
    );
    assert!(
        screen.contains("   a   b   c   d   e   f   g   h"),
        "{screen}"
    );
    // (The seconds depend on how fast the machine is.)
    assert!(screen.contains("White 0:1"), "{screen}");
    assert!(screen.contains(" · Black 0:1"), "{screen}");
    assert!(screen.contains("> "), "{screen}");
    assert!(!screen.contains("too small"), "{screen}");
    s.type_keys(b"quit\r");
    assert_eq!(s.exit_code(), 0);
}

#[test]
fn a_small_terminal_is_told_in_words() {
    let mut s = Session::start(&["--lang", "de"], 40, 12);
    s.wait_for("Fenster zu klein");
    s.type_keys(b"\x03");
    assert_eq!(s.exit_code(), 0);
}
