//! What the fuzz targets of the network layer run (`fuzz/fuzz_targets/{frame,message,
//! handshake}.rs`), kept here so that `cargo test` runs the same checks over the fuzz corpus
//! (`tests/fuzz_corpus.rs`): any bytes from the network, and nothing may panic.

use std::io::{self, Read, Write};
use std::sync::OnceLock;

use crate::net::frame::{self, FrameDecoder, FrameError, HEADER, MAX_FRAME};
use crate::net::message;
use crate::net::pairing::PairingCode;
use crate::net::secure::{self, StaticKey};

/// The frame decoder: `data` as a byte stream, pushed in pieces (their size from the first
/// byte), read at once with [`frame::decode`], and read with the blocking reader. The three
/// must agree, and the incremental decoder never holds more than one frame.
pub fn frames(data: &[u8]) {
    let piece = data.first().map_or(1, |b| usize::from(*b % 17) + 1);
    let mut decoder = FrameDecoder::new();
    let mut pushed = Vec::new();
    let mut broken = false;
    for chunk in data.chunks(piece) {
        match decoder.push(chunk) {
            Ok(frames) => pushed.extend(frames),
            Err(_) => {
                broken = true;
                break;
            }
        }
        assert!(decoder.buffered() <= HEADER + MAX_FRAME);
    }
    let mut rest = data;
    let mut whole = Vec::new();
    let mut failed = false;
    loop {
        match frame::decode(rest) {
            Ok((payload, used)) => {
                whole.push(payload.to_vec());
                rest = &rest[used..];
            }
            Err(FrameError::Incomplete { .. }) => break,
            Err(_) => {
                failed = true;
                break;
            }
        }
    }
    assert_eq!(broken, failed);
    if !broken {
        assert_eq!(pushed, whole);
    }
    let mut reader = data;
    let mut read = Vec::new();
    while let Ok(payload) = frame::read_frame(&mut reader) {
        read.push(payload);
    }
    assert_eq!(read, whole);
}

/// The message codec: whatever decodes encodes again to a message that decodes the same.
pub fn messages(data: &[u8]) {
    if let Ok(msg) = message::decode(data) {
        let again = message::encode(msg.clone());
        assert_eq!(message::decode(&again), Ok(msg));
    }
}

/// A stream that reads the fuzzer's bytes and swallows what is written.
struct Replay<'a> {
    input: &'a [u8],
}

impl Read for Replay<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.input.read(buf)
    }
}

impl Write for Replay<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The handshakes: `data` as what the other side sends, to a host that pairs or takes back a
/// known board, and to a joiner that pairs or reconnects. Each ends in an error or a channel;
/// none panics.
pub fn handshake(data: &[u8]) {
    static KEYS: OnceLock<Option<(StaticKey, StaticKey)>> = OnceLock::new();
    let Some((own, other)) = KEYS.get_or_init(|| {
        let own = StaticKey::generate().ok()?;
        let other = StaticKey::generate().ok()?;
        Some((own, other))
    }) else {
        return;
    };
    let code = PairingCode::from_bits(0x00ab_cdef);
    let peers = [other.public()];
    let _ = secure::accept(Replay { input: data }, own, Some(&code), &peers);
    let _ = secure::accept(Replay { input: data }, own, None, &peers);
    let _ = secure::pair_as_joiner(Replay { input: data }, &code, own);
    let _ = secure::reconnect_as_joiner(Replay { input: data }, own, &other.public());
}
