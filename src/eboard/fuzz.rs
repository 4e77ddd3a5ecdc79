//! What the e-board's fuzz target runs (`fuzz/fuzz_targets/dgt.rs`), kept here so that
//! `cargo test` runs the same checks over its corpus (`tests/fuzz_corpus.rs`): any bytes from
//! a serial line, and nothing may panic.

use std::time::Duration;

use shakmaty::Color;

use super::dgt::{Decoder, MAX_MESSAGE_LEN, Message};
use super::serial::Report;
use super::watch::{GameView, Watch};

/// The DGT decoder: `data` as bytes from the board, pushed in pieces (their size from the first
/// byte) and byte by byte; both give the same messages, and the decoder skips no more bytes
/// than it was given. The positions and changes decoded then go through a [`Watch`] of the
/// start position, 100 ms apart, and it decides without panicking.
pub fn bytes(data: &[u8]) {
    let piece = data.first().map_or(1, |b| usize::from(*b % 31) + 1);
    let mut decoder = Decoder::new();
    let mut pushed = Vec::new();
    for chunk in data.chunks(piece) {
        pushed.extend(decoder.push(chunk));
    }
    let skipped = decoder.skipped();
    assert!(skipped <= data.len() as u64);
    let mut one_by_one = Decoder::new();
    let singly: Vec<Message> = data
        .iter()
        .filter_map(|&b| one_by_one.push_byte(b))
        .collect();
    assert_eq!(pushed, singly);
    assert_eq!(one_by_one.skipped(), skipped);
    for message in &pushed {
        if let Message::SerialNumber(text) = message {
            assert!(text.len() < MAX_MESSAGE_LEN);
        }
    }
    let mut watch = Watch::new(Color::White);
    let mut now = Duration::ZERO;
    let _ = watch.game(GameView::at(shakmaty::Chess::default()), now);
    for message in pushed {
        now += Duration::from_millis(100);
        let report = match message {
            Message::Board(placement) => Report::Position(placement),
            Message::FieldUpdate { square, piece } => Report::Change { square, piece },
            _ => continue,
        };
        let _ = watch.report(report, now);
        let _ = watch.tick(now);
    }
    let _ = watch.tick(now + super::watch::DIFFERS_SAID_AFTER);
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn any_bytes_never_panic(data in prop::collection::vec(any::<u8>(), 0..600)) {
            bytes(&data);
        }

        #[test]
        fn bytes_with_message_ids_never_panic(
            data in prop::collection::vec(
                prop_oneof![Just(0x86u8), Just(0x8e), Just(0x00), Just(0x03), 0u8..0x0d, any::<u8>()],
                0..400,
            )
        ) {
            bytes(&data);
        }
    }
}
