//! The DGT electronic board protocol: the commands rochade sends and a streaming decoder for the
//! messages the board sends back.
//!
//! The board talks over a serial line at 9600 baud, 8 data bits, no parity, 1 stop bit. A
//! command is a single byte ([`Command`]). A message from the board starts with a 3-byte header:
//! the message id with its top bit set, then the length of the whole message (header included)
//! in two 7-bit bytes, high bits first. Only the id has its top bit set, which is how the
//! [`Decoder`] finds the start of a message again after junk or a broken message.
//!
//! Squares are numbered by the board from a8 (0) along the rank to h8 (7), then a7 (8) … h1 (63)
//! ([`square_from_index`], [`index_of_square`]). Pieces have one code each ([`piece_from_code`]).
//! A DGT 3000 clock connected to the board sends its times through it ([`ClockMessage`]).
//! This module does no I/O: the serial port belongs to the adapter.

use std::time::Duration;

use shakmaty::{ByColor, Color, File, Piece, Rank, Role, Square};

use super::placement::Placement;

/// A single-byte command to the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Command {
    /// Puts the board in its idle state: it stops sending updates.
    Reset,
    /// Asks for a board dump ([`Message::Board`]).
    SendBoard,
    /// Asks for a field update ([`Message::FieldUpdate`]) on every change, and the clock's
    /// times ([`Message::Clock`]) all the time.
    SendUpdates,
    /// Asks for field updates only, without the clock's times.
    SendUpdatesBoard,
    /// Asks for the board's serial number ([`Message::SerialNumber`]).
    SerialNumber,
    /// Asks for field updates, and the clock's times whenever they change ("nice" updates):
    /// what rochade asks for.
    SendUpdatesNice,
    /// Asks for the board's firmware version ([`Message::Version`]).
    Version,
}

impl Command {
    /// The byte that is written to the serial line.
    pub const fn byte(self) -> u8 {
        match self {
            Command::Reset => 0x40,
            Command::SendBoard => 0x42,
            Command::SendUpdates => 0x43,
            Command::SendUpdatesBoard => 0x44,
            Command::SerialNumber => 0x45,
            Command::SendUpdatesNice => 0x4b,
            Command::Version => 0x4d,
        }
    }
}

/// A message decoded from the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// A board dump: what stands on every square.
    Board(Placement),
    /// One square changed: a piece was lifted (`piece` is `None`) or put down.
    FieldUpdate {
        /// The square that changed.
        square: Square,
        /// What stands on it now.
        piece: Option<Piece>,
    },
    /// What a clock connected to the board (a DGT 3000) sent through it.
    Clock(ClockMessage),
    /// The board's firmware version.
    Version {
        /// The major version number.
        major: u8,
        /// The minor version number.
        minor: u8,
    },
    /// The board's serial number, as the ASCII characters it sent.
    SerialNumber(String),
}

/// What a clock connected to the board sends through it (message `0x8d`, 7 bytes).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockMessage {
    /// The times the clock shows.
    Times(ClockTimes),
    /// The clock acknowledges a command sent to it: the four bytes of its answer (the first is
    /// `0x10` when the command was taken, the second names the command).
    Ack([u8; 4]),
    /// Nothing but zeros: no clock is connected, or it has nothing to say.
    Nothing,
}

/// One side of the clock: the time it shows and its flags.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ClockSide {
    /// The time left (hours, minutes and seconds as the clock shows them).
    pub time: Duration,
    /// The flag has fallen (the time of a period ran out).
    pub flag: bool,
    /// The final flag has fallen: the clock stands at zero.
    pub final_flag: bool,
    /// The clock's time-per-move indicator for this side is on (what it means depends on the
    /// clock's mode).
    pub per_move: bool,
}

/// The times of a clock connected to the board: the left and the right side as they stand on
/// the table (the clock knows no colours), and its state.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ClockTimes {
    /// The left side.
    pub left: ClockSide,
    /// The right side.
    pub right: ClockSide,
    /// The clock runs.
    pub running: bool,
    /// The clock's lever (tumbler) is high on the right side; otherwise on the left.
    pub right_high: bool,
    /// The clock's battery is low.
    pub battery_low: bool,
    /// The left player is to move (the left time runs).
    pub left_to_move: bool,
    /// The right player is to move.
    pub right_to_move: bool,
    /// A clock is connected to the board.
    pub connected: bool,
}

impl ClockTimes {
    /// The times by colour, when the clock says whose time runs: the side that is to move is
    /// the colour `turn` of the game. `None` when the clock says neither side, or both.
    ///
    /// Between a move made on the board and the press of the clock the game's turn has passed
    /// and the clock's has not: a caller that keeps the readings should fix which side of the
    /// clock is White once, at a reading where the game and the clock agree (the clock left or
    /// right of the board does not change during a game).
    pub fn by_color(&self, turn: Color) -> Option<ByColor<Duration>> {
        let (running, other) = match (self.left_to_move, self.right_to_move) {
            (true, false) => (self.left.time, self.right.time),
            (false, true) => (self.right.time, self.left.time),
            _ => return None,
        };
        let mut times = ByColor::new_with(|_| other);
        *times.get_mut(turn) = running;
        Some(times)
    }

    /// The 7 bytes the board sends for these times (whole seconds; hours up to 9), as the
    /// decoder reads them back: for emulators and tests.
    pub fn to_payload(&self) -> [u8; 7] {
        let side = |s: &ClockSide| {
            let secs = s.time.as_secs().min(9 * 3600 + 59 * 60 + 59);
            let flags = u8::from(s.final_flag) | u8::from(s.per_move) << 1 | u8::from(s.flag) << 2;
            // Each below 10 or 60 after the division and the remainders: no truncation.
            let hours = (secs / 3600) as u8;
            let minutes = ((secs / 60) % 60) as u8;
            let seconds = (secs % 60) as u8;
            [flags << 4 | hours, bcd(minutes), bcd(seconds)]
        };
        let [r0, r1, r2] = side(&self.right);
        let [l0, l1, l2] = side(&self.left);
        let status = u8::from(self.running)
            | u8::from(self.right_high) << 1
            | u8::from(self.battery_low) << 2
            | u8::from(self.left_to_move) << 3
            | u8::from(self.right_to_move) << 4
            | u8::from(self.connected) << 5;
        [r0, r1, r2, l0, l1, l2, status]
    }
}

/// A number below 100 in binary-coded decimal.
fn bcd(n: u8) -> u8 {
    (n / 10) << 4 | (n % 10)
}

/// A binary-coded decimal number below 60, `None` when the byte is none.
fn from_bcd_sixty(byte: u8) -> Option<u64> {
    let (tens, ones) = (byte >> 4, byte & 0x0f);
    (tens < 6 && ones < 10).then(|| u64::from(tens * 10 + ones))
}

/// The low half of a clock side's first byte that marks an acknowledgement, not hours.
const CLOCK_ACK: u8 = 0x0a;

/// One side of the clock from its three bytes: flags and hours, minutes, seconds (BCD).
fn clock_side(first: u8, minutes: u8, seconds: u8) -> Option<ClockSide> {
    let hours = first & 0x0f;
    if hours > 9 {
        return None;
    }
    let flags = first >> 4;
    let time = u64::from(hours) * 3600 + from_bcd_sixty(minutes)? * 60 + from_bcd_sixty(seconds)?;
    Some(ClockSide {
        time: Duration::from_secs(time),
        final_flag: flags & 0x01 != 0,
        per_move: flags & 0x02 != 0,
        flag: flags & 0x04 != 0,
    })
}

/// A clock message's 7 bytes: the right side (flags and hours, minutes, seconds), the left
/// side the same way, then the clock's state. A half-byte of hours of `0x0a` on either side
/// marks an acknowledgement of a clock command instead, its four bytes spread over the seven
/// (as the picochess driver reads them). `None` for bytes that are neither (a digit that is no
/// decimal digit, more than 9 hours).
fn decode_clock(payload: &[u8]) -> Option<ClockMessage> {
    let &[m0, m1, m2, m3, m4, m5, status] = payload else {
        return None;
    };
    if m0 & 0x0f == CLOCK_ACK || m3 & 0x0f == CLOCK_ACK {
        return Some(ClockMessage::Ack([
            (m1 & 0x7f) | ((m3 << 3) & 0x80),
            (m2 & 0x7f) | ((m3 << 2) & 0x80),
            (m4 & 0x7f) | ((m0 << 3) & 0x80),
            (m5 & 0x7f) | ((m0 << 2) & 0x80),
        ]));
    }
    if payload.iter().all(|&byte| byte == 0) {
        return Some(ClockMessage::Nothing);
    }
    Some(ClockMessage::Times(ClockTimes {
        right: clock_side(m0, m1, m2)?,
        left: clock_side(m3, m4, m5)?,
        running: status & 0x01 != 0,
        right_high: status & 0x02 != 0,
        battery_low: status & 0x04 != 0,
        left_to_move: status & 0x08 != 0,
        right_to_move: status & 0x10 != 0,
        connected: status & 0x20 != 0,
    }))
}

/// A piece code from the board that stands for no piece and no empty square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct InvalidPieceCode(pub u8);

/// Message id of a board dump.
const BOARD_DUMP: u8 = 0x86;
/// Message id of a field update.
const FIELD_UPDATE: u8 = 0x8e;
/// Message id of clock times.
const CLOCK_TIMES: u8 = 0x8d;
/// Message id of the firmware version.
const VERSION: u8 = 0x93;
/// Message id of the serial number.
const SERIAL_NUMBER: u8 = 0x91;

/// The length of a message header: id and two length bytes.
const HEADER_LEN: usize = 3;
/// The longest message the decoder accepts, header included; a longer length is taken for junk.
pub const MAX_MESSAGE_LEN: usize = 128;

/// The top bit, set in a message id and in no other byte from the board.
const TOP_BIT: u8 = 0x80;

/// Roles in the order of the board's piece codes (1 = pawn … 6 = queen for white, 7 … 12 for
/// black).
const ROLES: [Role; 6] = [
    Role::Pawn,
    Role::Rook,
    Role::Knight,
    Role::Bishop,
    Role::King,
    Role::Queen,
];

/// The piece a board code stands for: `Ok(None)` for an empty square (code 0), an error for a
/// code that is neither.
pub fn piece_from_code(code: u8) -> Result<Option<Piece>, InvalidPieceCode> {
    let (color, offset) = match code {
        0 => return Ok(None),
        1..=6 => (Color::White, 1),
        7..=12 => (Color::Black, 7),
        _ => return Err(InvalidPieceCode(code)),
    };
    let role = ROLES[usize::from(code - offset)];
    Ok(Some(Piece { color, role }))
}

/// The board's code for a piece, 0 for an empty square.
pub fn code_of_piece(piece: Option<Piece>) -> u8 {
    let Some(piece) = piece else { return 0 };
    let base = match piece.color {
        Color::White => 1,
        Color::Black => 7,
    };
    let role = ROLES
        .iter()
        .position(|&role| role == piece.role)
        .unwrap_or(0);
    // `role` is below 6, so this cannot overflow or truncate.
    base + role as u8
}

/// The square for a board square index (0 = a8, 7 = h8, 8 = a7 … 63 = h1), `None` past 63.
pub fn square_from_index(index: u8) -> Option<Square> {
    if index >= 64 {
        return None;
    }
    let file = File::new(u32::from(index % 8));
    let rank = Rank::new(7 - u32::from(index / 8));
    Some(Square::from_coords(file, rank))
}

/// The board's square index for a square (a8 = 0, h8 = 7, a7 = 8 … h1 = 63).
pub fn index_of_square(square: Square) -> u8 {
    let file = square.file().to_u32();
    let rank = square.rank().to_u32();
    // Both are below 8, so the index is below 64.
    ((7 - rank) * 8 + file) as u8
}

/// Whether a message with this id may have length `len`, header included. Unknown ids may have
/// any length from a bare header up to [`MAX_MESSAGE_LEN`].
fn plausible(id: u8, len: usize) -> bool {
    match id {
        BOARD_DUMP => len == HEADER_LEN + 64,
        FIELD_UPDATE | VERSION => len == HEADER_LEN + 2,
        CLOCK_TIMES => len == HEADER_LEN + 7,
        SERIAL_NUMBER => (HEADER_LEN + 1..=MAX_MESSAGE_LEN).contains(&len),
        _ => (HEADER_LEN..=MAX_MESSAGE_LEN).contains(&len),
    }
}

/// The message in a complete frame, or `None` when rochade does not read it (an unknown id, a
/// square or piece code out of range).
fn decode(id: u8, payload: &[u8]) -> Option<Message> {
    match (id, payload) {
        (BOARD_DUMP, _) => decode_board(payload).map(Message::Board),
        (FIELD_UPDATE, &[index, code]) => Some(Message::FieldUpdate {
            square: square_from_index(index)?,
            piece: piece_from_code(code).ok()?,
        }),
        (CLOCK_TIMES, _) => decode_clock(payload).map(Message::Clock),
        (VERSION, &[major, minor]) => Some(Message::Version { major, minor }),
        (SERIAL_NUMBER, _) => Some(Message::SerialNumber(
            payload.iter().map(|&byte| char::from(byte)).collect(),
        )),
        _ => None,
    }
}

/// A board dump's 64 piece codes as a placement, `None` if one of them is invalid.
fn decode_board(payload: &[u8]) -> Option<Placement> {
    if payload.len() != 64 {
        return None;
    }
    let mut placement = Placement::empty();
    for (index, &code) in (0u8..).zip(payload) {
        placement.set(square_from_index(index)?, piece_from_code(code).ok()?);
    }
    Some(placement)
}

/// A streaming decoder for the board's messages.
///
/// Bytes are pushed in whatever chunks the serial line delivers; complete messages come out.
/// The decoder never holds more than [`MAX_MESSAGE_LEN`] bytes. Bytes it cannot read are skipped
/// and counted ([`Decoder::skipped`]): bytes that cannot start a message, a header whose length
/// is impossible for its id, a message broken off by the start of the next one, and whole
/// messages rochade does not read.
#[derive(Debug, Clone, Default)]
pub struct Decoder {
    /// The bytes of the message being received, header first.
    pending: Vec<u8>,
    /// How many bytes have been skipped since the decoder was made.
    skipped: u64,
}

impl Decoder {
    /// A decoder waiting for the start of a message.
    pub fn new() -> Self {
        Self::default()
    }

    /// How many bytes from the board were skipped as unreadable so far. When it grows the board
    /// sends something rochade does not read.
    pub fn skipped(&self) -> u64 {
        self.skipped
    }

    /// Takes in bytes from the board and returns the messages they complete, in order.
    pub fn push(&mut self, bytes: &[u8]) -> Vec<Message> {
        bytes
            .iter()
            .filter_map(|&byte| self.push_byte(byte))
            .collect()
    }

    /// Takes in one byte; returns the message it completes, if any.
    pub fn push_byte(&mut self, byte: u8) -> Option<Message> {
        if byte & TOP_BIT != 0 {
            // A message id: whatever was pending was broken off and is skipped.
            self.skip_pending();
            self.pending.push(byte);
            return None;
        }
        if self.pending.is_empty() {
            self.skip(1);
            return None;
        }
        self.pending.push(byte);
        let [id, high, low, ..] = self.pending[..] else {
            return None;
        };
        let len = (usize::from(high) << 7) | usize::from(low);
        if !plausible(id, len) {
            // Resynchronise: the id byte is skipped, and the two length bytes after it cannot
            // start a message (their top bit is clear), so they are skipped as well.
            self.skip_pending();
            return None;
        }
        if self.pending.len() < len {
            return None;
        }
        let message = decode(id, &self.pending[HEADER_LEN..]);
        if message.is_none() {
            self.skip_pending();
        }
        self.pending.clear();
        message
    }

    /// Skips and counts the pending bytes.
    fn skip_pending(&mut self) {
        let count = self.pending.len();
        self.pending.clear();
        self.skip(count);
    }

    /// Counts `count` skipped bytes.
    fn skip(&mut self, count: usize) {
        let count = u64::try_from(count).unwrap_or(u64::MAX);
        self.skipped = self.skipped.saturating_add(count);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A message as the board frames it.
    fn frame(id: u8, payload: &[u8]) -> Vec<u8> {
        let len = HEADER_LEN + payload.len();
        let mut bytes = vec![id, (len >> 7) as u8, (len & 0x7f) as u8];
        bytes.extend_from_slice(payload);
        bytes
    }

    fn start_dump() -> Vec<u8> {
        let placement = Placement::from_board(&shakmaty::Board::default());
        let codes: Vec<u8> = (0..64)
            .map(|index| {
                let square = square_from_index(index).expect("index below 64");
                code_of_piece(placement.piece_at(square))
            })
            .collect();
        frame(BOARD_DUMP, &codes)
    }

    fn decode_all(bytes: &[u8]) -> (Vec<Message>, u64) {
        let mut decoder = Decoder::new();
        let messages = decoder.push(bytes);
        (messages, decoder.skipped())
    }

    #[test]
    fn command_bytes() {
        assert_eq!(Command::Reset.byte(), 0x40);
        assert_eq!(Command::SendBoard.byte(), 0x42);
        assert_eq!(Command::SendUpdates.byte(), 0x43);
        assert_eq!(Command::SendUpdatesBoard.byte(), 0x44);
        assert_eq!(Command::SerialNumber.byte(), 0x45);
        assert_eq!(Command::SendUpdatesNice.byte(), 0x4b);
        assert_eq!(Command::Version.byte(), 0x4d);
    }

    #[test]
    fn square_index_corners_and_round_trip() {
        assert_eq!(square_from_index(0), Some(Square::A8));
        assert_eq!(square_from_index(7), Some(Square::H8));
        assert_eq!(square_from_index(8), Some(Square::A7));
        assert_eq!(square_from_index(63), Some(Square::H1));
        assert_eq!(square_from_index(64), None);
        for square in Square::ALL {
            assert_eq!(square_from_index(index_of_square(square)), Some(square));
        }
    }

    #[test]
    fn piece_codes_round_trip_and_invalid_codes() {
        assert_eq!(piece_from_code(0), Ok(None));
        assert_eq!(piece_from_code(1), Ok(Some(Color::White.pawn())));
        assert_eq!(piece_from_code(5), Ok(Some(Color::White.king())));
        assert_eq!(piece_from_code(12), Ok(Some(Color::Black.queen())));
        for code in 0..=12 {
            let piece = piece_from_code(code).expect("valid code");
            assert_eq!(code_of_piece(piece), code);
        }
        for code in 13..=255 {
            assert_eq!(piece_from_code(code), Err(InvalidPieceCode(code)));
        }
    }

    #[test]
    fn board_dump_decoded() {
        let (messages, skipped) = decode_all(&start_dump());
        let expected = Placement::from_board(&shakmaty::Board::default());
        assert_eq!(messages, vec![Message::Board(expected)]);
        assert_eq!(skipped, 0);
    }

    #[test]
    fn field_update_decoded() {
        // e4 is index 36; a white pawn put down on it, then e2 (index 52) emptied.
        let mut bytes = frame(FIELD_UPDATE, &[36, 1]);
        bytes.extend(frame(FIELD_UPDATE, &[52, 0]));
        let (messages, skipped) = decode_all(&bytes);
        assert_eq!(
            messages,
            vec![
                Message::FieldUpdate {
                    square: Square::E4,
                    piece: Some(Color::White.pawn())
                },
                Message::FieldUpdate {
                    square: Square::E2,
                    piece: None
                },
            ]
        );
        assert_eq!(skipped, 0);
    }

    #[test]
    fn clock_version_and_serial_number_decoded() {
        let clock = [0x01, 0x30, 0x00, 0x01, 0x29, 0x59, 0x01];
        let mut bytes = frame(CLOCK_TIMES, &clock);
        bytes.extend(frame(VERSION, &[3, 1]));
        bytes.extend(frame(SERIAL_NUMBER, b"12345"));
        let (messages, skipped) = decode_all(&bytes);
        let times = ClockTimes {
            right: ClockSide {
                time: Duration::from_secs(3600 + 30 * 60),
                ..ClockSide::default()
            },
            left: ClockSide {
                time: Duration::from_secs(3600 + 29 * 60 + 59),
                ..ClockSide::default()
            },
            running: true,
            ..ClockTimes::default()
        };
        assert_eq!(
            messages,
            vec![
                Message::Clock(ClockMessage::Times(times)),
                Message::Version { major: 3, minor: 1 },
                Message::SerialNumber("12345".to_owned()),
            ]
        );
        assert_eq!(skipped, 0);
    }

    #[test]
    fn clock_times_with_flags_and_state() {
        // Right: final flag and flag fallen, 0:00:00. Left: 1:05:09, time per move. Running,
        // the left player to move, the lever down on the right, battery low, connected.
        let payload = [0x50, 0x00, 0x00, 0x21, 0x05, 0x09, 0x3f & !0x10];
        let (messages, skipped) = decode_all(&frame(CLOCK_TIMES, &payload));
        let expected = ClockTimes {
            right: ClockSide {
                time: Duration::ZERO,
                flag: true,
                final_flag: true,
                per_move: false,
            },
            left: ClockSide {
                time: Duration::from_secs(3600 + 5 * 60 + 9),
                flag: false,
                final_flag: false,
                per_move: true,
            },
            running: true,
            right_high: true,
            battery_low: true,
            left_to_move: true,
            right_to_move: false,
            connected: true,
        };
        assert_eq!(
            messages,
            vec![Message::Clock(ClockMessage::Times(expected))]
        );
        assert_eq!(skipped, 0);
        assert_eq!(expected.to_payload(), payload);
    }

    #[test]
    fn clock_acknowledgements_and_zeros() {
        // The clock's answer to "version" (0x09): 0x10, 0x09, then the version 2.2 (0x22).
        let payload = [0x0a, 0x10, 0x09, 0x0a, 0x22, 0x00, 0x00];
        let (messages, _) = decode_all(&frame(CLOCK_TIMES, &payload));
        assert_eq!(
            messages,
            vec![Message::Clock(ClockMessage::Ack([0x10, 0x09, 0x22, 0x00]))]
        );
        // The top bits of the answer come from the first half-bytes of the sides.
        let payload = [0x1a, 0x08, 0x00, 0x1a, 0x05, 0x31, 0x00];
        let (messages, _) = decode_all(&frame(CLOCK_TIMES, &payload));
        assert_eq!(
            messages,
            vec![Message::Clock(ClockMessage::Ack([0x88, 0x00, 0x85, 0x31]))]
        );
        let (messages, _) = decode_all(&frame(CLOCK_TIMES, &[0; 7]));
        assert_eq!(messages, vec![Message::Clock(ClockMessage::Nothing)]);
    }

    #[test]
    fn clock_bytes_that_are_no_times_are_skipped() {
        // Minutes 0x6a (no decimal digit), seconds 60, hours 11.
        for payload in [
            [0x01, 0x6a, 0x00, 0x01, 0x00, 0x00, 0x21],
            [0x01, 0x00, 0x60, 0x01, 0x00, 0x00, 0x21],
            [0x01, 0x00, 0x00, 0x0b, 0x00, 0x00, 0x21],
        ] {
            let mut bytes = frame(CLOCK_TIMES, &payload);
            bytes.extend(frame(VERSION, &[3, 1]));
            let (messages, skipped) = decode_all(&bytes);
            assert_eq!(messages, vec![Message::Version { major: 3, minor: 1 }]);
            assert_eq!(skipped, 10);
        }
    }

    #[test]
    fn clock_times_by_colour_follow_the_side_to_move() {
        let times = ClockTimes {
            left: ClockSide {
                time: Duration::from_secs(100),
                ..ClockSide::default()
            },
            right: ClockSide {
                time: Duration::from_secs(200),
                ..ClockSide::default()
            },
            running: true,
            left_to_move: true,
            connected: true,
            ..ClockTimes::default()
        };
        let white_to_move = times.by_color(Color::White).expect("left to move");
        assert_eq!(white_to_move.white, Duration::from_secs(100));
        assert_eq!(white_to_move.black, Duration::from_secs(200));
        let black_to_move = times.by_color(Color::Black).expect("left to move");
        assert_eq!(black_to_move.black, Duration::from_secs(100));
        assert_eq!(black_to_move.white, Duration::from_secs(200));
        let stopped = ClockTimes {
            left_to_move: false,
            ..times
        };
        assert_eq!(stopped.by_color(Color::White), None);
    }

    #[test]
    fn invalid_contents_skipped_whole() {
        // Square index 64, piece code 13, a dump with one code 15, an unknown id.
        let mut bytes = frame(FIELD_UPDATE, &[64, 1]);
        bytes.extend(frame(FIELD_UPDATE, &[3, 13]));
        let mut dump = start_dump();
        dump[10] = 15;
        bytes.extend(&dump);
        bytes.extend(frame(0xa0, &[1, 2, 3]));
        bytes.extend(frame(VERSION, &[2, 0]));
        let (messages, skipped) = decode_all(&bytes);
        assert_eq!(messages, vec![Message::Version { major: 2, minor: 0 }]);
        assert_eq!(skipped, 5 + 5 + 67 + 6);
    }

    #[test]
    fn chunking_does_not_matter() {
        let mut bytes = start_dump();
        bytes.extend(frame(FIELD_UPDATE, &[52, 0]));
        bytes.extend(frame(VERSION, &[3, 1]));
        bytes.extend(frame(FIELD_UPDATE, &[36, 1]));
        let (at_once, _) = decode_all(&bytes);
        assert_eq!(at_once.len(), 4);

        let mut decoder = Decoder::new();
        let byte_by_byte: Vec<Message> = bytes
            .iter()
            .filter_map(|&byte| decoder.push_byte(byte))
            .collect();
        assert_eq!(byte_by_byte, at_once);

        let (first, second) = bytes.split_at(bytes.len() / 2);
        let mut decoder = Decoder::new();
        let mut halves = decoder.push(first);
        halves.extend(decoder.push(second));
        assert_eq!(halves, at_once);
    }

    #[test]
    fn junk_before_between_and_inside_skipped_and_counted() {
        let version = frame(VERSION, &[3, 1]);
        let update = frame(FIELD_UPDATE, &[36, 1]);
        let mut bytes = vec![0x00, 0x41, 0x7f];
        bytes.extend(&version);
        bytes.extend([0x10, 0x20]);
        // A field update broken off after its header and one byte.
        bytes.extend(&update[..4]);
        bytes.extend(&update);
        // A header with a length impossible for its id.
        bytes.extend([BOARD_DUMP, 0x00, 0x05]);
        // A length beyond any message.
        bytes.extend([0xa0, 0x7f, 0x7f]);
        bytes.extend(&version);
        let (messages, skipped) = decode_all(&bytes);
        let expected_update = Message::FieldUpdate {
            square: Square::E4,
            piece: Some(Color::White.pawn()),
        };
        let expected_version = Message::Version { major: 3, minor: 1 };
        assert_eq!(
            messages,
            vec![expected_version.clone(), expected_update, expected_version]
        );
        assert_eq!(skipped, 3 + 2 + 4 + 3 + 3);
    }

    #[test]
    fn pending_bytes_stay_bounded() {
        let mut decoder = Decoder::new();
        decoder.push(&[0xa0, 0x01, 0x00]);
        decoder.push(&[0x01; 500]);
        assert!(decoder.pending.len() <= MAX_MESSAGE_LEN);
        assert_eq!(decoder.skipped(), 503);
    }

    /// One side of a clock, up to 9:59:59.
    fn any_clock_side() -> impl Strategy<Value = ClockSide> {
        (0u64..36_000, any::<bool>(), any::<bool>(), any::<bool>()).prop_map(
            |(secs, flag, final_flag, per_move)| ClockSide {
                time: Duration::from_secs(secs),
                flag,
                final_flag,
                per_move,
            },
        )
    }

    /// A clock's times and state.
    fn any_clock_times() -> impl Strategy<Value = ClockTimes> {
        (any_clock_side(), any_clock_side(), 0u8..0x40).prop_map(|(left, right, status)| {
            ClockTimes {
                left,
                right,
                running: status & 0x01 != 0,
                right_high: status & 0x02 != 0,
                battery_low: status & 0x04 != 0,
                left_to_move: status & 0x08 != 0,
                right_to_move: status & 0x10 != 0,
                connected: status & 0x20 != 0,
            }
        })
    }

    /// A valid message and its frame.
    fn any_message() -> impl Strategy<Value = (Message, Vec<u8>)> {
        let piece = 0u8..=12;
        prop_oneof![
            prop::collection::vec(piece.clone(), 64).prop_map(|codes| {
                let board = decode_board(&codes).expect("valid codes");
                (Message::Board(board), frame(BOARD_DUMP, &codes))
            }),
            (0u8..64, piece).prop_map(|(index, code)| {
                let message = decode(FIELD_UPDATE, &[index, code]).expect("valid update");
                (message, frame(FIELD_UPDATE, &[index, code]))
            }),
            any_clock_times().prop_map(|times| {
                let payload = times.to_payload();
                let message = if payload == [0; 7] {
                    ClockMessage::Nothing
                } else {
                    ClockMessage::Times(times)
                };
                (Message::Clock(message), frame(CLOCK_TIMES, &payload))
            }),
            (0u8..0x80, 0u8..0x80).prop_map(|(major, minor)| {
                (
                    Message::Version { major, minor },
                    frame(VERSION, &[major, minor]),
                )
            }),
            prop::collection::vec(0u8..0x80, 1..40).prop_map(|raw| {
                let text = raw.iter().map(|&byte| char::from(byte)).collect();
                (Message::SerialNumber(text), frame(SERIAL_NUMBER, &raw))
            }),
        ]
    }

    proptest! {
        #[test]
        fn arbitrary_bytes_never_panic(
            bytes in prop::collection::vec(any::<u8>(), 0..1000),
            split in any::<prop::sample::Index>(),
        ) {
            let (first, second) = bytes.split_at(split.index(bytes.len() + 1));
            let mut decoder = Decoder::new();
            let mut messages = decoder.push(first);
            messages.extend(decoder.push(second));
            prop_assert!(decoder.pending.len() <= MAX_MESSAGE_LEN);
            prop_assert!(decoder.skipped() <= bytes.len() as u64);
        }

        #[test]
        fn messages_recovered_from_junk(
            parts in prop::collection::vec(
                (prop::collection::vec(0u8..0x80, 0..20), any_message()),
                0..12,
            ),
            tail in prop::collection::vec(0u8..0x80, 0..20),
            chunk in 1usize..80,
        ) {
            let mut bytes = Vec::new();
            let mut expected = Vec::new();
            let mut junk_len = tail.len();
            for (junk, (message, framed)) in parts {
                junk_len += junk.len();
                bytes.extend(junk);
                bytes.extend(framed);
                expected.push(message);
            }
            bytes.extend(tail);
            let mut decoder = Decoder::new();
            let messages: Vec<Message> =
                bytes.chunks(chunk).flat_map(|part| decoder.push(part)).collect();
            prop_assert_eq!(messages, expected);
            prop_assert_eq!(decoder.skipped(), junk_len as u64);
        }
    }
}
