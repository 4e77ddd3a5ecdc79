//! Length-delimited frames: a 4-byte big-endian length, then that many bytes of payload.
//!
//! Every message between two boards travels in one frame: the pairing messages in the clear,
//! then one encrypted Noise message per frame ([`crate::net::secure`]). A frame is at most
//! [`MAX_FRAME`] bytes, Noise's own limit on a message, so one frame is always one Noise
//! message and a peer cannot make this side buffer more than that.
//!
//! [`read_frame`] and [`write_frame`] work over any blocking `Read`/`Write`;
//! [`FrameDecoder`] is the same reading as a pure, incremental state machine (bytes in,
//! complete frames out), and [`decode`] reads one frame from the start of a buffer, saying
//! [`FrameError::Incomplete`] when more bytes are needed.

use std::io::{self, Read, Write};

/// The largest payload a frame may carry: 65,535 bytes, the largest Noise message.
pub const MAX_FRAME: usize = 65_535;

/// The length prefix: 4 bytes, big-endian.
pub const HEADER: usize = 4;

/// Why a frame could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum FrameError {
    /// The length prefix announces (or the caller hands over) more than [`MAX_FRAME`] bytes.
    #[error("a frame of {len} bytes is larger than the limit of {max}")]
    TooLarge {
        /// The announced or given length.
        len: usize,
        /// The limit ([`MAX_FRAME`]).
        max: usize,
    },
    /// More bytes are needed to complete the frame ([`decode`], [`FrameDecoder::finish`]).
    #[error("incomplete frame: {have} bytes of {need}")]
    Incomplete {
        /// Bytes there are (header included).
        have: usize,
        /// Bytes needed at least (header included; while the header itself is incomplete,
        /// just the header).
        need: usize,
    },
    /// The other side closed the connection between two frames.
    #[error("the connection is closed")]
    Closed,
    /// Reading or writing failed (a connection cut inside a frame is `UnexpectedEof`).
    #[error("network error: {0}")]
    Io(#[from] io::Error),
}

/// The frame for `payload`: its length prefix and the payload.
///
/// # Errors
/// [`FrameError::TooLarge`] for a payload over [`MAX_FRAME`].
pub fn encode(payload: &[u8]) -> Result<Vec<u8>, FrameError> {
    let len = checked_len(payload.len())?;
    let mut out = Vec::with_capacity(HEADER + payload.len());
    out.extend_from_slice(&len.to_be_bytes());
    out.extend_from_slice(payload);
    Ok(out)
}

fn checked_len(len: usize) -> Result<u32, FrameError> {
    if len > MAX_FRAME {
        return Err(FrameError::TooLarge {
            len,
            max: MAX_FRAME,
        });
    }
    // MAX_FRAME fits in a u32.
    Ok(len as u32)
}

/// Reads one frame from the start of `buf`: its payload and the number of bytes it took.
///
/// # Errors
/// [`FrameError::Incomplete`] when `buf` ends before the frame does (nothing is consumed);
/// [`FrameError::TooLarge`] when the prefix announces more than [`MAX_FRAME`].
pub fn decode(buf: &[u8]) -> Result<(&[u8], usize), FrameError> {
    let Some(header) = buf.first_chunk::<HEADER>() else {
        return Err(FrameError::Incomplete {
            have: buf.len(),
            need: HEADER,
        });
    };
    let len = announced(*header)?;
    let end = HEADER + len;
    match buf.get(HEADER..end) {
        Some(payload) => Ok((payload, end)),
        None => Err(FrameError::Incomplete {
            have: buf.len(),
            need: end,
        }),
    }
}

/// The payload length a header announces, checked against the limit.
fn announced(header: [u8; HEADER]) -> Result<usize, FrameError> {
    let len = u32::from_be_bytes(header) as usize;
    if len > MAX_FRAME {
        Err(FrameError::TooLarge {
            len,
            max: MAX_FRAME,
        })
    } else {
        Ok(len)
    }
}

/// Writes `payload` as one frame and flushes.
///
/// # Errors
/// [`FrameError::TooLarge`] (nothing is written) or [`FrameError::Io`].
pub fn write_frame(w: &mut impl Write, payload: &[u8]) -> Result<(), FrameError> {
    // One write of header and payload together, so a frame is not split into two packets.
    let frame = encode(payload)?;
    w.write_all(&frame)?;
    w.flush()?;
    Ok(())
}

/// Reads one frame and returns its payload.
///
/// # Errors
/// [`FrameError::Closed`] when the stream ends before a frame starts; [`FrameError::Io`]
/// (`UnexpectedEof`) when it ends inside one, or on any other failure (a read timeout set on
/// the socket comes back as `WouldBlock` / `TimedOut`); [`FrameError::TooLarge`] when the
/// prefix announces too much (nothing more is read: the stream is then out of step and should
/// be dropped).
pub fn read_frame(r: &mut impl Read) -> Result<Vec<u8>, FrameError> {
    let mut header = [0u8; HEADER];
    let mut got = 0;
    while got < HEADER {
        match r.read(&mut header[got..]) {
            Ok(0) if got == 0 => return Err(FrameError::Closed),
            Ok(0) => return Err(io::Error::from(io::ErrorKind::UnexpectedEof).into()),
            Ok(n) => got += n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e.into()),
        }
    }
    let len = announced(header)?;
    let mut payload = vec![0u8; len];
    r.read_exact(&mut payload)?;
    Ok(payload)
}

/// Where a [`FrameDecoder`] is inside the current frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Progress {
    /// Between frames: nothing buffered.
    Idle,
    /// Inside the length prefix: `have` of its 4 bytes.
    Header {
        /// Header bytes received.
        have: usize,
    },
    /// Inside the payload: `have` of `len` bytes.
    Payload {
        /// Payload bytes received.
        have: usize,
        /// The payload's length.
        len: usize,
    },
}

/// An incremental frame reader: push bytes as they arrive, get the complete frames.
///
/// It holds at most one frame's header and payload ([`HEADER`] + [`MAX_FRAME`] bytes),
/// however the bytes are split. After [`FrameError::TooLarge`] the stream is out of step: the
/// decoder refuses everything after it with the same error.
#[derive(Debug, Default)]
pub struct FrameDecoder {
    header: [u8; HEADER],
    header_have: usize,
    /// The payload being received, when the header is complete.
    payload: Option<(Vec<u8>, usize)>,
    /// The oversized length that broke the stream.
    broken: Option<usize>,
}

impl FrameDecoder {
    /// A decoder between frames.
    pub fn new() -> FrameDecoder {
        FrameDecoder::default()
    }

    /// Takes `bytes` and returns the frames they complete, in order.
    ///
    /// # Errors
    /// [`FrameError::TooLarge`] when a header announces more than [`MAX_FRAME`]; the frames
    /// completed before it in the same call are dropped with it (the stream is broken).
    pub fn push(&mut self, mut bytes: &[u8]) -> Result<Vec<Vec<u8>>, FrameError> {
        if let Some(len) = self.broken {
            return Err(FrameError::TooLarge {
                len,
                max: MAX_FRAME,
            });
        }
        let mut frames = Vec::new();
        while !bytes.is_empty() {
            match &mut self.payload {
                None => {
                    let take = (HEADER - self.header_have).min(bytes.len());
                    self.header[self.header_have..self.header_have + take]
                        .copy_from_slice(&bytes[..take]);
                    self.header_have += take;
                    bytes = &bytes[take..];
                    if self.header_have == HEADER {
                        self.header_have = 0;
                        match announced(self.header) {
                            Ok(len) => self.payload = Some((Vec::with_capacity(len), len)),
                            Err(e) => {
                                self.broken = Some(u32::from_be_bytes(self.header) as usize);
                                return Err(e);
                            }
                        }
                    }
                }
                Some((buf, len)) => {
                    let take = (*len - buf.len()).min(bytes.len());
                    buf.extend_from_slice(&bytes[..take]);
                    bytes = &bytes[take..];
                }
            }
            // A payload is complete (also a zero-length one right after its header).
            if let Some((buf, len)) = &self.payload
                && buf.len() == *len
                && let Some((buf, _)) = self.payload.take()
            {
                frames.push(buf);
            }
        }
        Ok(frames)
    }

    /// Where the decoder is inside the current frame.
    pub fn progress(&self) -> Progress {
        match &self.payload {
            Some((buf, len)) => Progress::Payload {
                have: buf.len(),
                len: *len,
            },
            None if self.header_have > 0 => Progress::Header {
                have: self.header_have,
            },
            None => Progress::Idle,
        }
    }

    /// Bytes held for the current frame (header and payload); never more than
    /// [`HEADER`] + [`MAX_FRAME`].
    pub fn buffered(&self) -> usize {
        match &self.payload {
            Some((buf, _)) => HEADER + buf.len(),
            None => self.header_have,
        }
    }

    /// Ends the stream: fine between frames.
    ///
    /// # Errors
    /// [`FrameError::Incomplete`] when the stream ended inside a frame;
    /// [`FrameError::TooLarge`] when it was broken.
    pub fn finish(self) -> Result<(), FrameError> {
        if let Some(len) = self.broken {
            return Err(FrameError::TooLarge {
                len,
                max: MAX_FRAME,
            });
        }
        match self.progress() {
            Progress::Idle => Ok(()),
            Progress::Header { have } => Err(FrameError::Incomplete { have, need: HEADER }),
            Progress::Payload { have, len } => Err(FrameError::Incomplete {
                have: HEADER + have,
                need: HEADER + len,
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_frame_is_its_length_then_its_payload() {
        assert_eq!(encode(b"abc").unwrap(), b"\0\0\0\x03abc");
        assert_eq!(encode(b"").unwrap(), b"\0\0\0\0");
        assert_eq!(decode(b"\0\0\0\x03abcde").unwrap(), (&b"abc"[..], 7));
    }

    #[test]
    fn too_large_is_refused_on_both_sides() {
        let big = vec![0u8; MAX_FRAME + 1];
        assert!(matches!(
            encode(&big),
            Err(FrameError::TooLarge { len, max: MAX_FRAME }) if len == MAX_FRAME + 1
        ));
        let mut sink = Vec::new();
        assert!(write_frame(&mut sink, &big).is_err());
        assert!(sink.is_empty(), "nothing written");
        assert!(encode(&big[..MAX_FRAME]).is_ok());
        let header = 0x0001_0000u32.to_be_bytes();
        assert!(matches!(
            decode(&header),
            Err(FrameError::TooLarge { len: 65_536, .. })
        ));
        assert!(matches!(
            read_frame(&mut &header[..]),
            Err(FrameError::TooLarge { len: 65_536, .. })
        ));
        let mut d = FrameDecoder::new();
        assert!(d.push(&header).is_err());
        assert!(
            d.push(b"\0\0\0\0").is_err(),
            "the broken stream stays broken"
        );
    }

    #[test]
    fn incomplete_says_how_much_is_missing() {
        assert!(matches!(
            decode(b"\0\0"),
            Err(FrameError::Incomplete { have: 2, need: 4 })
        ));
        assert!(matches!(
            decode(b"\0\0\0\x05ab"),
            Err(FrameError::Incomplete { have: 6, need: 9 })
        ));
        let mut d = FrameDecoder::new();
        assert!(d.push(b"\0\0\0\x05ab").unwrap().is_empty());
        assert_eq!(d.progress(), Progress::Payload { have: 2, len: 5 });
        assert!(matches!(
            d.finish(),
            Err(FrameError::Incomplete { have: 6, need: 9 })
        ));
    }

    #[test]
    fn reading_tells_a_clean_close_from_a_cut() {
        let mut empty: &[u8] = b"";
        assert!(matches!(read_frame(&mut empty), Err(FrameError::Closed)));
        let mut cut: &[u8] = b"\0\0\0\x05ab";
        assert!(matches!(
            read_frame(&mut cut),
            Err(FrameError::Io(e)) if e.kind() == io::ErrorKind::UnexpectedEof
        ));
        let mut cut_header: &[u8] = b"\0\0";
        assert!(matches!(
            read_frame(&mut cut_header),
            Err(FrameError::Io(_))
        ));
        let mut two: &[u8] = b"\0\0\0\x01a\0\0\0\0";
        assert_eq!(read_frame(&mut two).unwrap(), b"a");
        assert_eq!(read_frame(&mut two).unwrap(), b"");
        assert!(matches!(read_frame(&mut two), Err(FrameError::Closed)));
    }

    /// Splits `bytes` at the given cut points (taken modulo the length).
    fn chunks<'a>(bytes: &'a [u8], cuts: &[usize]) -> Vec<&'a [u8]> {
        let mut at: Vec<usize> = cuts
            .iter()
            .map(|c| if bytes.is_empty() { 0 } else { c % bytes.len() })
            .collect();
        at.push(0);
        at.push(bytes.len());
        at.sort_unstable();
        at.windows(2).map(|w| &bytes[w[0]..w[1]]).collect()
    }

    /// Arbitrary bytes, with plausible small length prefixes mixed in so that the decoder
    /// also gets past the first header.
    fn arbitrary_stream() -> impl Strategy<Value = Vec<u8>> {
        proptest::collection::vec(
            prop_oneof![
                any::<u8>().prop_map(|b| vec![b]),
                (0u8..40).prop_map(|n| vec![0, 0, 0, n]),
            ],
            0..300,
        )
        .prop_map(|parts| parts.concat())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        /// Whatever arrives, in whatever pieces: no panic, never more than one frame held, and
        /// the same frames as reading the whole at once.
        #[test]
        fn arbitrary_bytes_in_arbitrary_pieces(
            bytes in arbitrary_stream(),
            cuts in proptest::collection::vec(any::<usize>(), 0..20),
        ) {
            let mut d = FrameDecoder::new();
            let mut frames = Vec::new();
            let mut failed = false;
            for piece in chunks(&bytes, &cuts) {
                match d.push(piece) {
                    Ok(f) => frames.extend(f),
                    Err(FrameError::TooLarge { .. }) => { failed = true; break; }
                    Err(e) => prop_assert!(false, "unexpected {e}"),
                }
                prop_assert!(d.buffered() <= HEADER + MAX_FRAME);
            }
            // The same bytes read with `decode` frame by frame.
            let mut rest = &bytes[..];
            let mut expected = Vec::new();
            let mut expected_fail = false;
            loop {
                match decode(rest) {
                    Ok((p, n)) => { expected.push(p.to_vec()); rest = &rest[n..]; }
                    Err(FrameError::Incomplete { .. }) => break,
                    Err(_) => { expected_fail = true; break; }
                }
            }
            prop_assert_eq!(failed, expected_fail);
            if !failed {
                prop_assert_eq!(frames, expected);
            }
        }

        /// Frames encoded, cut anywhere and pushed piece by piece come back whole and in order.
        #[test]
        fn round_trip_through_any_chunking(
            payloads in proptest::collection::vec(
                proptest::collection::vec(any::<u8>(), 0..300), 0..8),
            big in proptest::option::of(0usize..3),
            cuts in proptest::collection::vec(any::<usize>(), 0..30),
        ) {
            let mut payloads = payloads;
            // Now and then a frame of the largest size.
            if let Some(i) = big {
                payloads.insert(i.min(payloads.len()), vec![0xA5; MAX_FRAME]);
            }
            let wire: Vec<u8> = payloads.iter().flat_map(|p| encode(p).unwrap()).collect();
            let mut d = FrameDecoder::new();
            let mut got = Vec::new();
            for piece in chunks(&wire, &cuts) {
                got.extend(d.push(piece).unwrap());
                prop_assert!(d.buffered() <= HEADER + MAX_FRAME);
            }
            prop_assert!(d.finish().is_ok());
            prop_assert_eq!(got, payloads.clone());
            // And the blocking reader agrees.
            let mut r = &wire[..];
            for p in &payloads {
                prop_assert_eq!(&read_frame(&mut r).unwrap(), p);
            }
            prop_assert!(matches!(read_frame(&mut r), Err(FrameError::Closed)));
        }
    }
}
