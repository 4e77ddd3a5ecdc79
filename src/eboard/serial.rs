//! The serial line to an electronic board, and the small trait a board's protocol fills
//! ([`Board`]): a board reports its whole position and the changes on it, and the times of a
//! clock connected to it, nothing else. A DGT board ([`Dgt`]) is the first; another make
//! follows as one file with its own `Board`.

use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use shakmaty::{Piece, Square};

use super::dgt::{ClockMessage, ClockTimes, Command, Decoder, Message};
use super::placement::Placement;

/// What a board reports.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Report {
    /// What stands on every square now.
    Position(Placement),
    /// One square changed: a piece was lifted (`piece` is `None`) or put down.
    Change {
        /// The square.
        square: Square,
        /// What stands on it now.
        piece: Option<Piece>,
    },
    /// A clock connected to the board (a DGT 3000) shows these times; `None`: it sent nothing
    /// but zeros (no clock connected).
    Clock(Option<ClockTimes>),
}

/// Why the line to a board failed.
#[derive(Debug, thiserror::Error)]
pub enum EboardError {
    /// The device cannot be opened (not there, not allowed, in use).
    #[error("cannot open {path}: {source}")]
    Open {
        /// The device.
        path: PathBuf,
        /// Why, in the serial library's words.
        #[source]
        source: serialport::Error,
    },
    /// Reading or writing the line failed (a cable pulled, a board switched off).
    #[error("the serial line failed: {0}")]
    Io(#[from] io::Error),
    /// The line was closed at the other end.
    #[error("the serial line was closed")]
    Closed,
}

/// An electronic board behind a line: asked for its position once, then it reports changes.
pub trait Board: Send {
    /// Asks the board for every change from now on and for its whole position.
    ///
    /// # Errors
    /// When the line cannot be written.
    fn start(&mut self) -> Result<(), EboardError>;

    /// Waits at most `timeout` for what the board reports; nothing when nothing came. Bytes
    /// that are no message are skipped.
    ///
    /// # Errors
    /// When the line failed or was closed: the board is gone until it is opened again.
    fn read(&mut self, timeout: Duration) -> Result<Vec<Report>, EboardError>;
}

/// A serial line with a read timeout.
pub trait Line: Read + Write + Send {
    /// How long a read waits at most before it gives up with [`io::ErrorKind::TimedOut`].
    ///
    /// # Errors
    /// When the line refuses the setting.
    fn set_read_timeout(&mut self, timeout: Duration) -> io::Result<()>;
}

impl Line for Box<dyn serialport::SerialPort> {
    fn set_read_timeout(&mut self, timeout: Duration) -> io::Result<()> {
        self.set_timeout(timeout).map_err(io::Error::from)
    }
}

/// The speed of a DGT board's line (8 data bits, no parity, 1 stop bit).
pub const DGT_BAUD: u32 = 9600;

/// Opens the serial device at `path` as a DGT board's line: 9600 baud, 8N1, no flow control.
///
/// # Errors
/// [`EboardError::Open`] when the device cannot be opened or set up.
pub fn open_dgt_line(path: &Path) -> Result<Box<dyn serialport::SerialPort>, EboardError> {
    serialport::new(path.to_string_lossy(), DGT_BAUD)
        .data_bits(serialport::DataBits::Eight)
        .parity(serialport::Parity::None)
        .stop_bits(serialport::StopBits::One)
        .flow_control(serialport::FlowControl::None)
        .timeout(Duration::from_millis(100))
        .open()
        .map_err(|source| EboardError::Open {
            path: path.to_path_buf(),
            source,
        })
}

/// A DGT board on a line: its commands go out, its bytes go through the [`Decoder`].
pub struct Dgt<L: Line> {
    /// The serial line.
    line: L,
    /// The decoder of what the board sends.
    decoder: Decoder,
}

impl<L: Line> Dgt<L> {
    /// The board behind `line`.
    pub fn new(line: L) -> Self {
        Dgt {
            line,
            decoder: Decoder::new(),
        }
    }

    /// How many bytes from the board were skipped as unreadable so far.
    pub fn skipped(&self) -> u64 {
        self.decoder.skipped()
    }
}

impl Dgt<Box<dyn serialport::SerialPort>> {
    /// Opens the DGT board on the serial device at `path`.
    ///
    /// # Errors
    /// [`EboardError::Open`] when the device cannot be opened.
    pub fn open(path: &Path) -> Result<Self, EboardError> {
        open_dgt_line(path).map(Dgt::new)
    }
}

/// The report a DGT message makes, if any (a clock's acknowledgement, the version and the
/// serial number are none).
fn report_of(message: Message) -> Option<Report> {
    match message {
        Message::Board(placement) => Some(Report::Position(placement)),
        Message::FieldUpdate { square, piece } => Some(Report::Change { square, piece }),
        Message::Clock(ClockMessage::Times(times)) => Some(Report::Clock(Some(times))),
        Message::Clock(ClockMessage::Nothing) => Some(Report::Clock(None)),
        Message::Clock(ClockMessage::Ack(_))
        | Message::Version { .. }
        | Message::SerialNumber(_) => None,
    }
}

impl<L: Line> Board for Dgt<L> {
    fn start(&mut self) -> Result<(), EboardError> {
        // Updates first (with a DGT 3000's times whenever they change), then the whole board:
        // a change made between the two is in the dump.
        let commands = [Command::SendUpdatesNice.byte(), Command::SendBoard.byte()];
        self.line.write_all(&commands)?;
        self.line.flush()?;
        Ok(())
    }

    fn read(&mut self, timeout: Duration) -> Result<Vec<Report>, EboardError> {
        self.line
            .set_read_timeout(timeout.max(Duration::from_millis(1)))?;
        let mut buf = [0u8; 256];
        match self.line.read(&mut buf) {
            Ok(0) => Err(EboardError::Closed),
            Ok(n) => Ok(self
                .decoder
                .push(buf.get(..n).unwrap_or_default())
                .into_iter()
                .filter_map(report_of)
                .collect()),
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::TimedOut
                        | io::ErrorKind::WouldBlock
                        | io::ErrorKind::Interrupted
                ) =>
            {
                Ok(Vec::new())
            }
            Err(e) => Err(EboardError::Io(e)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::VecDeque;

    /// A line that hands out chunks of bytes, then times out, and keeps what was written.
    struct Script {
        chunks: VecDeque<io::Result<Vec<u8>>>,
        written: Vec<u8>,
    }

    impl Read for Script {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            match self.chunks.pop_front() {
                Some(Ok(bytes)) => {
                    let n = bytes.len().min(buf.len());
                    buf[..n].copy_from_slice(&bytes[..n]);
                    Ok(n)
                }
                Some(Err(e)) => Err(e),
                None => Err(io::Error::new(io::ErrorKind::TimedOut, "nothing")),
            }
        }
    }

    impl Write for Script {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.written.extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    impl Line for Script {
        fn set_read_timeout(&mut self, _: Duration) -> io::Result<()> {
            Ok(())
        }
    }

    fn board(chunks: Vec<io::Result<Vec<u8>>>) -> Dgt<Script> {
        Dgt::new(Script {
            chunks: chunks.into(),
            written: Vec::new(),
        })
    }

    #[test]
    fn start_asks_for_updates_then_the_board() {
        let mut dgt = board(Vec::new());
        assert!(dgt.start().is_ok());
        assert_eq!(dgt.line.written, vec![0x4b, 0x42]);
    }

    #[test]
    fn field_updates_become_changes_and_junk_is_skipped() {
        // Junk, then a field update split over two reads, then a version (no report).
        let mut dgt = board(vec![
            Ok(vec![0x01, 0x02, 0x8e, 0x00]),
            Ok(vec![0x05, 36, 1, 0x93, 0, 5, 1, 2]),
        ]);
        let first = dgt.read(Duration::from_millis(10)).unwrap_or_default();
        assert!(first.is_empty());
        let second = dgt.read(Duration::from_millis(10)).unwrap_or_default();
        assert_eq!(
            second,
            vec![Report::Change {
                square: Square::E4,
                piece: Some(shakmaty::Color::White.pawn()),
            }]
        );
        assert_eq!(dgt.skipped(), 2);
        // Nothing more: a timeout is no failure.
        assert!(matches!(dgt.read(Duration::from_millis(10)), Ok(v) if v.is_empty()));
    }

    #[test]
    fn clock_times_and_zeros_are_reports_and_acknowledgements_none() {
        let times = ClockTimes {
            running: true,
            right_to_move: true,
            connected: true,
            ..ClockTimes::default()
        };
        let mut bytes = vec![0x8d, 0, 10];
        bytes.extend(times.to_payload());
        bytes.extend([0x8d, 0, 10, 0, 0, 0, 0, 0, 0, 0]);
        bytes.extend([0x8d, 0, 10, 0x0a, 0x10, 0x09, 0x0a, 0x22, 0, 0]);
        let mut dgt = board(vec![Ok(bytes)]);
        assert_eq!(
            dgt.read(Duration::from_millis(10)).unwrap_or_default(),
            vec![Report::Clock(Some(times)), Report::Clock(None)]
        );
        assert_eq!(dgt.skipped(), 0);
    }

    #[test]
    fn a_closed_or_failing_line_is_an_error() {
        let mut dgt = board(vec![Ok(Vec::new())]);
        assert!(matches!(
            dgt.read(Duration::from_millis(10)),
            Err(EboardError::Closed)
        ));
        let mut dgt = board(vec![Err(io::Error::new(io::ErrorKind::BrokenPipe, "gone"))]);
        assert!(matches!(
            dgt.read(Duration::from_millis(10)),
            Err(EboardError::Io(_))
        ));
    }

    #[test]
    fn a_missing_device_cannot_be_opened() {
        let path = Path::new("/nonexistent/rochade-eboard");
        assert!(matches!(Dgt::open(path), Err(EboardError::Open { .. })));
    }
}
