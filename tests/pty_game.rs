//! The built binary in a pseudo-terminal: the full-screen view, typed moves, a query, arrow
//! keys, and a clean quit that restores the terminal.

use std::io::{Read, Write};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use portable_pty::{CommandBuilder, PtySize, native_pty_system};

struct Session {
    parser: Arc<Mutex<vt100::Parser>>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn portable_pty::Child + Send + Sync>,
    /// Kept until the session ends.
    _data: tempfile::TempDir,
}

impl Session {
    fn start(args: &[&str], cols: u16, rows: u16) -> Session {
        let pair = native_pty_system()
            .openpty(PtySize {
                rows,
                cols,
                pixel_width: 0,
                pixel_height: 0,
            })
            .unwrap_or_else(|e| panic!("no pseudo-terminal: {e}"));
        let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_rochade"));
        cmd.args(args);
        // No speech engine (the test must not start the machine's speech daemon) and a
        // private data directory.
        cmd.args(["--speech", "none"]);
        let data = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
        cmd.env("ROCHADE_DATA_DIR", data.path());
        cmd.env("TERM", "xterm-256color");
        cmd.env_remove("NO_COLOR");
        for locale in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            cmd.env_remove(locale);
        }
        let child = pair
            .slave
            .spawn_command(cmd)
            .unwrap_or_else(|e| panic!("cannot start rochade: {e}"));
        drop(pair.slave);
        let mut reader = pair
            .master
            .try_clone_reader()
            .unwrap_or_else(|e| panic!("{e}"));
        let writer = pair.master.take_writer().unwrap_or_else(|e| panic!("{e}"));
        let parser = Arc::new(Mutex::new(vt100::Parser::new(rows, cols, 0)));
        let p = Arc::clone(&parser);
        thread::spawn(move || {
            let _master = pair.master;
            let mut buf = [0u8; 4096];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                if let Ok(mut parser) = p.lock() {
                    parser.process(&buf[..n]);
                }
            }
        });
        Session {
            parser,
            writer,
            child,
            _data: data,
        }
    }

    fn screen(&self) -> String {
        self.parser
            .lock()
            .map(|p| p.screen().contents())
            .unwrap_or_default()
    }

    fn wait_for(&self, needle: &str) {
        let deadline = Instant::now() + Duration::from_secs(20);
        while Instant::now() < deadline {
            if self.screen().contains(needle) {
                return;
            }
            thread::sleep(Duration::from_millis(20));
        }
        panic!("\"{needle}\" never appeared; screen:\n{}", self.screen());
    }

    fn type_keys(&mut self, bytes: &[u8]) {
        self.writer
            .write_all(bytes)
            .unwrap_or_else(|e| panic!("cannot type: {e}"));
        self.writer.flush().unwrap_or_else(|e| panic!("{e}"));
    }

    fn exit_code(&mut self) -> u32 {
        let deadline = Instant::now() + Duration::from_secs(20);
        while Instant::now() < deadline {
            if let Ok(Some(status)) = self.child.try_wait() {
                return status.exit_code();
            }
            thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        panic!("rochade did not end; screen:\n{}", self.screen());
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
    s.wait_for("Important: Knight c6");
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
        if s.parser
            .lock()
            .is_ok_and(|p| !p.screen().alternate_screen())
        {
            return;
        }
        thread::sleep(Duration::from_millis(20));
    }
    panic!("alternate screen still active");
}

#[test]
fn a_small_terminal_is_told_in_words() {
    let mut s = Session::start(&["--lang", "de"], 40, 12);
    s.wait_for("Fenster zu klein");
    s.type_keys(b"\x03");
    assert_eq!(s.exit_code(), 0);
}
