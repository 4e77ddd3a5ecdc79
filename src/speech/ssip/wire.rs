//! speech-dispatcher's protocol (SSIP) on a Unix socket: commands out, replies in, and the
//! daemon's events (a message of ours begins, ends, is cancelled) told apart from the replies.
//!
//! - One thread reads everything the daemon writes. A block of lines ending in a status line
//!   with a code 700–799 is an event: it is kept for the speaker ([`Wire::events`]). Any
//!   other block is the reply to the command in flight and goes to whoever waits for it
//!   ([`Wire::ask`]), at most the wire's timeout long.
//! - Events come whenever the daemon's speaking thread has news, also before the reply to a
//!   command (speech-dispatcher writes each event and each reply whole, under one lock).
//!   ssip-client-async's synchronous client reads the socket only while it waits for a
//!   reply and takes an event there for a malformed reply (and its generic `receive` panics
//!   on a code it does not know), so this small reader is rochade's own.
//! - Nothing the daemon writes can make rochade panic or grow without bound: a line is read
//!   up to [`MAX_LINE`] bytes and a reply up to [`MAX_LINES`] lines; anything else ends the
//!   connection, as the end of the stream does.

use std::io::{self, BufReader, Write};
use std::net::Shutdown;
use std::os::unix::net::UnixStream;
use std::path::Path;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use crate::limits::{BoundedLine, read_line_bounded};

/// The longest line rochade reads from the daemon.
pub const MAX_LINE: usize = 4096;

/// The most lines of one reply or event rochade reads (it never asks for long lists).
pub const MAX_LINES: usize = 256;

/// The most events kept unread (older ones are dropped: a speaker that never looks needs none).
const MAX_EVENTS: usize = 1024;

/// `OK LANGUAGE SET`.
pub const OK_LANGUAGE_SET: u16 = 201;
/// `OK PRIORITY SET`.
pub const OK_PRIORITY_SET: u16 = 202;
/// `OK RATE SET`.
pub const OK_RATE_SET: u16 = 203;
/// `OK CLIENT NAME SET`.
pub const OK_CLIENT_NAME_SET: u16 = 208;
/// `OK VOICE SET`.
pub const OK_VOICE_SET: u16 = 209;
/// `OK CANCELED`.
pub const OK_CANCELED: u16 = 213;
/// `OK NOTIFICATION SET`.
pub const OK_NOTIFICATION_SET: u16 = 220;
/// `OK MESSAGE QUEUED` (with the message's number on the line before).
pub const OK_MESSAGE_QUEUED: u16 = 225;
/// `OK RECEIVING DATA`.
pub const OK_RECEIVING_DATA: u16 = 230;

/// A reply of the daemon: its status code, the lines before the status line, and the status
/// line's words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    /// The status code (2xx success, 3xx–5xx refusal).
    pub code: u16,
    /// The lines before the status line, without their code.
    pub lines: Vec<String>,
    /// The words of the status line.
    pub text: String,
}

/// What happened to a message, as the daemon's events tell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Happened {
    /// It began to be spoken (701).
    Begin,
    /// It was spoken to its end (702).
    End,
    /// It was cancelled, speaking or waiting (703).
    Cancel,
}

/// One event of the daemon about one message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Event {
    /// The message's number, as the daemon answered it when the message was queued.
    pub message: u64,
    /// What happened to it.
    pub happened: Happened,
    /// When rochade read the event.
    pub at: Instant,
}

/// Why an exchange with the daemon failed.
#[derive(Debug, thiserror::Error)]
pub enum WireError {
    /// No reply within the timeout.
    #[error("speech-dispatcher did not answer in time")]
    Timeout,
    /// The connection ended (the daemon closed it or wrote something that is not SSIP).
    #[error("the connection was closed: {0}")]
    Closed(String),
    /// Writing to the socket failed.
    #[error("{0}")]
    Io(#[from] io::Error),
    /// The daemon answered with another status than the one expected.
    #[error("speech-dispatcher answered {code} {text}")]
    Unexpected {
        /// The code it answered.
        code: u16,
        /// Its words.
        text: String,
    },
}

/// The events read and not yet taken, and whether the reader has ended.
#[derive(Debug, Default)]
struct Inbox {
    events: Vec<Event>,
    ended: Option<String>,
}

/// A connection to speech-dispatcher with its reader thread.
#[derive(Debug)]
pub struct Wire {
    out: UnixStream,
    replies: Receiver<Reply>,
    inbox: Arc<Mutex<Inbox>>,
    timeout: Duration,
}

impl Wire {
    /// Connects to the daemon's `socket`; each reply is awaited at most `timeout`.
    ///
    /// # Errors
    /// When the socket cannot be connected to.
    pub fn connect(socket: &Path, timeout: Duration) -> io::Result<Wire> {
        let out = UnixStream::connect(socket)?;
        out.set_write_timeout(Some(timeout.max(Duration::from_millis(100))))?;
        let input = out.try_clone()?;
        // The reader blocks until the daemon writes (a clone shares the socket's options, so
        // none is set for reading).
        input.set_read_timeout(None)?;
        let (tx, replies) = mpsc::channel();
        let inbox = Arc::new(Mutex::new(Inbox::default()));
        let reader = Reader {
            inbox: Arc::clone(&inbox),
            replies: tx,
        };
        thread::Builder::new()
            .name("ssip-reader".into())
            .spawn(move || reader.run(BufReader::new(input)))?;
        Ok(Wire {
            out,
            replies,
            inbox,
            timeout,
        })
    }

    /// Sends `lines` (each ended by CR LF) and waits for the reply.
    ///
    /// # Errors
    /// [`WireError::Timeout`] when no reply comes in time, [`WireError::Closed`] when the
    /// connection has ended, [`WireError::Io`] when writing fails.
    pub fn send(&mut self, lines: &[&str]) -> Result<Reply, WireError> {
        // A reply that came too late for an earlier exchange never answers this one: after a
        // timeout the connection is not used again (the speaker marks it broken).
        if let Some(why) = self.ended() {
            return Err(WireError::Closed(why));
        }
        let mut buf = String::new();
        for line in lines {
            buf.push_str(line);
            buf.push_str("\r\n");
        }
        self.out.write_all(buf.as_bytes())?;
        self.out.flush()?;
        match self.replies.recv_timeout(self.timeout) {
            Ok(reply) => Ok(reply),
            Err(RecvTimeoutError::Timeout) => match self.ended() {
                Some(why) => Err(WireError::Closed(why)),
                None => Err(WireError::Timeout),
            },
            Err(RecvTimeoutError::Disconnected) => Err(WireError::Closed(
                self.ended().unwrap_or_else(|| "the reader ended".into()),
            )),
        }
    }

    /// Sends one command line and checks that the reply has the status `expected`.
    ///
    /// # Errors
    /// As [`Wire::send`], and [`WireError::Unexpected`] for another status.
    pub fn ask(&mut self, line: &str, expected: u16) -> Result<Reply, WireError> {
        let reply = self.send(&[line])?;
        if reply.code == expected {
            Ok(reply)
        } else {
            Err(WireError::Unexpected {
                code: reply.code,
                text: reply.text,
            })
        }
    }

    /// Takes the events read since the last call, oldest first.
    pub fn events(&self) -> Vec<Event> {
        let mut inbox = self.inbox.lock().unwrap_or_else(PoisonError::into_inner);
        std::mem::take(&mut inbox.events)
    }

    /// Why the connection has ended, if it has (the daemon closed it or broke the protocol).
    pub fn ended(&self) -> Option<String> {
        let inbox = self.inbox.lock().unwrap_or_else(PoisonError::into_inner);
        inbox.ended.clone()
    }

    /// Sends `lines` without waiting for the reply (the last words before closing).
    pub fn send_and_forget(&mut self, lines: &[&str]) {
        for line in lines {
            let _ = self.out.write_all(format!("{line}\r\n").as_bytes());
        }
        let _ = self.out.flush();
    }
}

impl Drop for Wire {
    fn drop(&mut self) {
        // Ends the reader thread (it reads the end of the stream).
        let _ = self.out.shutdown(Shutdown::Both);
    }
}

/// The reading side: sorts what the daemon writes into replies and events.
struct Reader {
    inbox: Arc<Mutex<Inbox>>,
    replies: Sender<Reply>,
}

impl Reader {
    fn run(self, mut input: BufReader<UnixStream>) {
        let why = loop {
            match read_block(&mut input) {
                Ok(Block::Event(event)) => {
                    let mut inbox = self.inbox.lock().unwrap_or_else(PoisonError::into_inner);
                    if inbox.events.len() >= MAX_EVENTS {
                        inbox.events.remove(0);
                    }
                    inbox.events.push(event);
                }
                Ok(Block::OtherEvent) => {}
                Ok(Block::Reply(reply)) => {
                    if self.replies.send(reply).is_err() {
                        break "the connection was dropped".to_owned();
                    }
                }
                Err(why) => break why,
            }
        };
        let mut inbox = self.inbox.lock().unwrap_or_else(PoisonError::into_inner);
        inbox.ended = Some(why);
    }
}

/// What one block of lines is.
#[derive(Debug, PartialEq, Eq)]
enum Block {
    Reply(Reply),
    Event(Event),
    /// An event rochade does not follow (index marks, pause, resume).
    OtherEvent,
}

/// Reads one block: continuation lines (`NNN-…`) up to the status line (`NNN …`).
///
/// # Errors
/// The reason the connection must end: the end of the stream, a read error, or anything that
/// is not SSIP.
fn read_block(input: &mut impl io::BufRead) -> Result<Block, String> {
    let mut lines = Vec::new();
    loop {
        let line = match read_line_bounded(input, MAX_LINE) {
            Ok(Some(BoundedLine::Text(line))) => line,
            Ok(Some(BoundedLine::TooLong { .. })) => {
                return Err(format!("a line longer than {MAX_LINE} bytes"));
            }
            Ok(None) => return Err("the daemon closed the connection".into()),
            Err(e) => return Err(e.to_string()),
        };
        let (code, last, rest) = split_status(&line)?;
        if !last {
            if lines.len() >= MAX_LINES {
                return Err(format!("a reply longer than {MAX_LINES} lines"));
            }
            lines.push(rest.to_owned());
            continue;
        }
        if (700..800).contains(&code) {
            return Ok(event(code, &lines));
        }
        return Ok(Block::Reply(Reply {
            code,
            lines,
            text: rest.to_owned(),
        }));
    }
}

/// A status or continuation line: its code, whether it is the last line of the block, and
/// the words after the code.
fn split_status(line: &str) -> Result<(u16, bool, &str), String> {
    let garbled = || format!("not SSIP: {:?}", line.chars().take(80).collect::<String>());
    let bytes = line.as_bytes();
    if bytes.len() < 4 || !bytes[..3].iter().all(u8::is_ascii_digit) {
        return Err(garbled());
    }
    let code: u16 = line[..3].parse().map_err(|_| garbled())?;
    let last = match bytes[3] {
        b' ' => true,
        b'-' => false,
        _ => return Err(garbled()),
    };
    Ok((code, last, &line[4..]))
}

/// An event block: the message's number first, then the client's; what happened by the code.
fn event(code: u16, lines: &[String]) -> Block {
    let happened = match code {
        701 => Happened::Begin,
        702 => Happened::End,
        703 => Happened::Cancel,
        _ => return Block::OtherEvent,
    };
    match lines.first().and_then(|id| id.trim().parse().ok()) {
        Some(message) => Block::Event(Event {
            message,
            happened,
            at: Instant::now(),
        }),
        None => Block::OtherEvent,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blocks(text: &str) -> Vec<Result<Block, String>> {
        let mut input = io::Cursor::new(text.as_bytes().to_vec());
        let mut out = Vec::new();
        loop {
            let b = read_block(&mut input);
            let end = b.is_err();
            out.push(b);
            if end {
                return out;
            }
        }
    }

    #[test]
    fn an_event_before_a_reply_is_told_apart_from_it() {
        let got = blocks("701-12\r\n701-3\r\n701 BEGIN\r\n225-13\r\n225 OK MESSAGE QUEUED\r\n");
        assert!(matches!(
            &got[0],
            Ok(Block::Event(Event {
                message: 12,
                happened: Happened::Begin,
                ..
            }))
        ));
        assert_eq!(
            got[1],
            Ok(Block::Reply(Reply {
                code: 225,
                lines: vec!["13".into()],
                text: "OK MESSAGE QUEUED".into()
            }))
        );
        assert_eq!(got[2], Err("the daemon closed the connection".into()));
    }

    #[test]
    fn end_cancel_and_unfollowed_events() {
        let got = blocks(
            "702-4\r\n702-1\r\n702 END\r\n703-5\r\n703-1\r\n703 CANCELED\r\n\
             700-5\r\n700-1\r\n700-m1\r\n700 INDEX MARK\r\n",
        );
        assert!(matches!(
            &got[0],
            Ok(Block::Event(Event {
                message: 4,
                happened: Happened::End,
                ..
            }))
        ));
        assert!(matches!(
            &got[1],
            Ok(Block::Event(Event {
                message: 5,
                happened: Happened::Cancel,
                ..
            }))
        ));
        assert_eq!(got[2], Ok(Block::OtherEvent));
    }

    #[test]
    fn what_is_not_ssip_ends_the_connection_without_a_panic() {
        for bad in [
            "hello\r\n",
            "12\r\n",
            "2x5 OK\r\n",
            "225OK\r\n",
            "\u{e9}\u{e9}\u{e9} OK\r\n",
        ] {
            let got = blocks(bad);
            assert!(
                got[0].as_ref().is_err_and(|e| e.starts_with("not SSIP")),
                "{bad:?}: {got:?}"
            );
        }
        let long = format!("200-{}\r\n", "x".repeat(MAX_LINE + 10));
        assert!(blocks(&long)[0].is_err());
        let many = "200-x\r\n".repeat(MAX_LINES + 1);
        assert!(
            blocks(&many)[0]
                .as_ref()
                .is_err_and(|e| e.contains("lines"))
        );
    }

    #[test]
    fn a_refusal_is_a_reply_with_its_code() {
        let got = blocks("410 ERR WRONG PARAMETER\r\n");
        assert_eq!(
            got[0],
            Ok(Block::Reply(Reply {
                code: 410,
                lines: vec![],
                text: "ERR WRONG PARAMETER".into()
            }))
        );
    }
}
