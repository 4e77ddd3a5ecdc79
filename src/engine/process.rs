//! The engine's process: started with its input and output piped, written to a message at a
//! time, and read by one thread that keeps only what the game needs ([`super::uci::keep`]).
//! The reader never holds more than [`CREDITS`] lines that the driver has not taken, each at
//! most [`super::MAX_LINE_BYTES`]: an engine that floods its output waits for rochade, and
//! rochade's memory does not grow.

use std::io::{BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, Sender, SyncSender, sync_channel};

use shakmaty_uci::UciMessage;

use super::Event;
use super::uci::{Line, MAX_OPTIONS, keep};
use crate::limits::read_line_bounded;

/// Lines read and not yet taken by the driver, at most.
pub(super) const CREDITS: usize = 64;

/// A running engine process.
#[derive(Debug)]
pub(super) struct Process {
    child: Child,
    stdin: Option<ChildStdin>,
    /// The driver hands back one credit for each line it has taken.
    credits: SyncSender<()>,
}

impl Process {
    /// Starts `program` and its reader thread, which sends what it keeps to `events`.
    ///
    /// # Errors
    /// The system's error when the program cannot be started.
    pub(super) fn spawn(program: &Path, events: Sender<Event>) -> std::io::Result<Process> {
        let mut child = Command::new(program)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()?;
        let stdin = child.stdin.take();
        let Some(stdout) = child.stdout.take() else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(std::io::Error::other("the engine's output cannot be read"));
        };
        let (credits, taken) = sync_channel(CREDITS);
        for _ in 0..CREDITS {
            let _ = credits.try_send(());
        }
        let spawned = std::thread::Builder::new()
            .name("engine-reader".into())
            .spawn(move || read(stdout, events, taken));
        if let Err(e) = spawned {
            let _ = child.kill();
            let _ = child.wait();
            return Err(e);
        }
        Ok(Process {
            child,
            stdin,
            credits,
        })
    }

    /// Writes `message` as one line.
    ///
    /// # Errors
    /// When the engine no longer reads (it has ended).
    pub(super) fn send(&mut self, message: &UciMessage) -> std::io::Result<()> {
        let Some(stdin) = self.stdin.as_mut() else {
            return Err(std::io::ErrorKind::BrokenPipe.into());
        };
        writeln!(stdin, "{message}")?;
        stdin.flush()
    }

    /// The driver has taken a line: the reader may read one more.
    pub(super) fn taken(&self) {
        let _ = self.credits.try_send(());
    }

    /// Asks the engine to quit and closes its input; the caller then waits a little for its
    /// output to end before [`Process::kill`].
    pub(super) fn quit(&mut self) {
        let _ = self.send(&UciMessage::Quit);
        self.stdin = None;
    }

    /// Ends the process (if it has not ended) and collects it.
    pub(super) fn kill(&mut self) {
        self.stdin = None;
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Process {
    /// An engine is never left running: ended and collected with its handle.
    fn drop(&mut self) {
        self.kill();
    }
}

/// The reader thread: every line of `stdout` (at most [`super::MAX_LINE_BYTES`] of it kept),
/// the ones the game needs sent to `events` once a credit is free; at the end of the output,
/// [`Event::Gone`].
fn read(stdout: std::process::ChildStdout, events: Sender<Event>, credits: Receiver<()>) {
    let mut input = BufReader::with_capacity(8 * 1024, stdout);
    let mut options = 0usize;
    let why = loop {
        let line = match read_line_bounded(&mut input, super::MAX_LINE_BYTES) {
            Ok(Some(line)) => line,
            Ok(None) => break None,
            Err(e) => break Some(e.to_string()),
        };
        let Some(kept) = keep(&line) else {
            continue;
        };
        if let Line::Message(UciMessage::Option(_)) = kept {
            options += 1;
            if options > MAX_OPTIONS {
                continue;
            }
        }
        // Wait for the driver to take what it has: a flood waits here, not in memory.
        if credits.recv().is_err() || events.send(Event::Line(kept)).is_err() {
            return;
        }
    };
    let _ = events.send(Event::Gone(why));
}
