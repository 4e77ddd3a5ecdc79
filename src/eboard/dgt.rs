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
//! This module does no I/O: the serial port belongs to the adapter.

use shakmaty::{Color, File, Piece, Rank, Role, Square};

use super::placement::Placement;

/// A single-byte command to the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Command {
    /// Puts the board in its idle state: it stops sending updates.
    Reset,
    /// Asks for a board dump ([`Message::Board`]).
    SendBoard,
    /// Asks for a field update ([`Message::FieldUpdate`]) on every change, and clock times.
    SendUpdates,
    /// Asks for field updates and clock times, followed by a board dump.
    SendUpdatesBoard,
    /// Asks for the board's serial number ([`Message::SerialNumber`]).
    SerialNumber,
    /// Asks for field updates only, without clock times ("nice" updates).
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
    /// Clock times from a clock connected to the board, as the raw payload bytes.
    Clock(Vec<u8>),
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
        (CLOCK_TIMES, _) => Some(Message::Clock(payload.to_vec())),
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
        assert_eq!(
            messages,
            vec![
                Message::Clock(clock.to_vec()),
                Message::Version { major: 3, minor: 1 },
                Message::SerialNumber("12345".to_owned()),
            ]
        );
        assert_eq!(skipped, 0);
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
            prop::collection::vec(0u8..0x80, 7)
                .prop_map(|raw| (Message::Clock(raw.clone()), frame(CLOCK_TIMES, &raw))),
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
