//! The built binary in a pseudo-terminal, the screen kept by a terminal emulator (vt100):
//! what a terminal shows, where its cursor is, and keys typed into it.

use std::io::{Read, Write};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use portable_pty::{CommandBuilder, PtySize, native_pty_system};

/// A program running in a pseudo-terminal of its own; killed when dropped.
pub struct Terminal {
    parser: Arc<Mutex<vt100::Parser>>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn portable_pty::Child + Send + Sync>,
    /// The terminal's own side, kept open while the test runs (its settings are read there).
    master: Arc<Mutex<Box<dyn portable_pty::MasterPty + Send>>>,
}

/// `rochade` with `args`, in the terminal's own environment: `TERM=xterm-256color`, no locale
/// or colour settings of the machine's (the caller adds its data folder and the rest).
pub fn rochade(args: &[&str]) -> CommandBuilder {
    let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_rochade"));
    cmd.args(args);
    cmd.env("TERM", "xterm-256color");
    for name in ["LC_ALL", "LC_MESSAGES", "LANG", "NO_COLOR"] {
        cmd.env_remove(name);
    }
    cmd
}

impl Terminal {
    /// Starts `cmd` in a terminal of `cols` by `rows`.
    pub fn start(cmd: CommandBuilder, cols: u16, rows: u16) -> Terminal {
        let pair = native_pty_system()
            .openpty(PtySize {
                rows,
                cols,
                pixel_width: 0,
                pixel_height: 0,
            })
            .unwrap_or_else(|e| panic!("no pseudo-terminal: {e}"));
        let child = pair
            .slave
            .spawn_command(cmd)
            .unwrap_or_else(|e| panic!("cannot start the program: {e}"));
        drop(pair.slave);
        let mut reader = pair
            .master
            .try_clone_reader()
            .unwrap_or_else(|e| panic!("{e}"));
        let writer = pair.master.take_writer().unwrap_or_else(|e| panic!("{e}"));
        let parser = Arc::new(Mutex::new(vt100::Parser::new(rows, cols, 0)));
        let p = Arc::clone(&parser);
        let master = Arc::new(Mutex::new(pair.master));
        let kept = Arc::clone(&master);
        std::thread::spawn(move || {
            let _master = kept;
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
        Terminal {
            parser,
            writer,
            child,
            master,
        }
    }

    /// Whether the terminal shows what is typed (the ECHO flag of its settings), when they
    /// can be read.
    #[cfg(unix)]
    pub fn echoes(&self) -> Option<bool> {
        let master = self.master.lock().ok()?;
        let fd = master.as_raw_fd()?;
        // SAFETY: tcgetattr on the open descriptor of the terminal's own side, with a termios
        // value that it fully writes before it is read.
        let mut t: libc::termios = unsafe { std::mem::zeroed() };
        if unsafe { libc::tcgetattr(fd, &mut t) } != 0 {
            return None;
        }
        Some(t.c_lflag & libc::ECHO != 0)
    }

    /// What the screen shows.
    pub fn screen(&self) -> String {
        self.parser
            .lock()
            .map(|p| p.screen().contents())
            .unwrap_or_default()
    }

    /// The row the cursor is on.
    pub fn cursor_line(&self) -> String {
        let Ok(parser) = self.parser.lock() else {
            return String::new();
        };
        let screen = parser.screen();
        let (row, _) = screen.cursor_position();
        screen
            .rows(0, screen.size().1)
            .nth(usize::from(row))
            .unwrap_or_default()
    }

    /// Whether the program is on the terminal's alternate screen.
    pub fn on_alternate_screen(&self) -> bool {
        self.parser
            .lock()
            .is_ok_and(|p| p.screen().alternate_screen())
    }

    /// Waits until `ok(screen)` holds (at most `patience`); returns the screen, or fails
    /// naming `what` with the screen.
    pub fn wait_until(&self, what: &str, patience: Duration, ok: impl Fn(&Self) -> bool) -> String {
        let deadline = Instant::now() + patience;
        loop {
            if ok(self) {
                return self.screen();
            }
            assert!(
                Instant::now() < deadline,
                "{what} never came; the cursor's line is {:?}; screen:\n{}",
                self.cursor_line(),
                self.screen()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Waits until the screen shows `needle` (at most 20 s); returns the screen.
    pub fn wait_for(&self, needle: &str) -> String {
        self.wait_until(&format!("{needle:?}"), Duration::from_secs(20), |t| {
            t.screen().contains(needle)
        })
    }

    /// Types `bytes` (keys, `\r` for Enter, escape sequences for the arrows).
    pub fn type_keys(&mut self, bytes: &[u8]) {
        self.writer
            .write_all(bytes)
            .and_then(|()| self.writer.flush())
            .unwrap_or_else(|e| panic!("cannot type: {e}"));
    }

    /// Waits for the program to end (at most 20 s) and returns its exit code.
    pub fn exit_code(&mut self) -> u32 {
        let deadline = Instant::now() + Duration::from_secs(20);
        while Instant::now() < deadline {
            if let Ok(Some(status)) = self.child.try_wait() {
                return status.exit_code();
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        panic!("the program did not end; screen:\n{}", self.screen());
    }
}

impl Drop for Terminal {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
