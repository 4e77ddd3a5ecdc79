//! The encrypted channel after a handshake: one Noise transport message per frame.
//!
//! Noise's transport messages carry no nonce on the wire: each side counts the messages it
//! sent and received, and a message decrypts only under the nonce it was sent with. So a
//! replayed, reordered, dropped-then-late, modified or forged frame does not decrypt and
//! [`Channel::recv`] refuses it with [`SecureError::Forged`]; the count does not move, so the
//! next genuine message still reads. (A frame the network lost for good leaves every later
//! message undecryptable: then the connection is broken, and the boards reconnect.)
//!
//! The channel uses snow's `StatelessTransportState` with the nonces kept here, one counter
//! per direction, so that [`Channel::split`] can hand the receiving half to a reader thread
//! and the sending half to a writer without a lock: both halves share the immutable cipher
//! state behind an `Arc`.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::sync::Arc;

use snow::StatelessTransportState;

use super::{PeerKey, SecureError};
use crate::net::frame::{self, FrameError, MAX_FRAME};

/// The authentication tag Noise adds to every message.
pub const TAG_LEN: usize = 16;

/// The largest message [`Channel::send`] takes: a frame less the tag.
pub const MAX_MESSAGE: usize = MAX_FRAME - TAG_LEN;

/// An authenticated, encrypted connection to the paired board.
///
/// Set timeouts on the stream with care: a read that times out inside a frame leaves the
/// stream out of step. Treat any error but [`SecureError::Forged`] as the end of the
/// connection.
pub struct Channel<S> {
    stream: S,
    sender: Sealer,
    receiver: Opener,
    peer: PeerKey,
}

/// The receiving half of a [`Channel`] ([`Channel::split`]).
pub struct ChannelReader<R> {
    stream: R,
    opener: Opener,
    peer: PeerKey,
    /// The last frame that decrypted ([`ChannelReader::recv_skipping_repeats`]).
    last: Option<Vec<u8>>,
}

/// The sending half of a [`Channel`] ([`Channel::split`]).
pub struct ChannelWriter<W> {
    stream: W,
    sealer: Sealer,
    peer: PeerKey,
}

/// Encrypts with the next sending nonce.
struct Sealer {
    state: Arc<StatelessTransportState>,
    nonce: u64,
}

/// Decrypts with the next receiving nonce.
struct Opener {
    state: Arc<StatelessTransportState>,
    nonce: u64,
}

impl Sealer {
    fn seal(&mut self, payload: &[u8]) -> Result<Vec<u8>, SecureError> {
        if payload.len() > MAX_MESSAGE {
            return Err(FrameError::TooLarge {
                len: payload.len(),
                max: MAX_MESSAGE,
            }
            .into());
        }
        let mut out = vec![0u8; payload.len() + TAG_LEN];
        let n = self
            .state
            .write_message(self.nonce, payload, &mut out)
            .map_err(|e| SecureError::Protocol(format!("encrypt: {e}")))?;
        out.truncate(n);
        self.nonce += 1;
        Ok(out)
    }
}

impl Opener {
    fn open(&mut self, message: &[u8]) -> Result<Vec<u8>, SecureError> {
        if message.len() < TAG_LEN {
            return Err(SecureError::Forged);
        }
        let mut out = vec![0u8; message.len()];
        let n = self
            .state
            .read_message(self.nonce, message, &mut out)
            .map_err(|_| SecureError::Forged)?;
        out.truncate(n);
        self.nonce += 1;
        Ok(out)
    }
}

impl<S: Read + Write> Channel<S> {
    /// The channel over `stream` after a handshake; `sent` / `received`: transport messages
    /// the handshake itself already exchanged.
    pub(super) fn new(
        stream: S,
        state: StatelessTransportState,
        peer: PeerKey,
        sent: u64,
        received: u64,
    ) -> Channel<S> {
        let state = Arc::new(state);
        Channel {
            stream,
            sender: Sealer {
                state: state.clone(),
                nonce: sent,
            },
            receiver: Opener {
                state,
                nonce: received,
            },
            peer,
        }
    }

    /// Sends one message (at most [`MAX_MESSAGE`] bytes) in one frame.
    ///
    /// # Errors
    /// [`SecureError::Frame`] (too large), [`SecureError::Io`].
    pub fn send(&mut self, payload: &[u8]) -> Result<(), SecureError> {
        let sealed = self.sender.seal(payload)?;
        frame::write_frame(&mut self.stream, &sealed)?;
        Ok(())
    }

    /// Receives the next message.
    ///
    /// # Errors
    /// [`SecureError::Forged`] for a frame that does not decrypt as the next message (the
    /// channel stays usable); [`SecureError::Frame`] (`Closed`: the other side closed the
    /// connection), [`SecureError::Io`].
    pub fn recv(&mut self) -> Result<Vec<u8>, SecureError> {
        let sealed = frame::read_frame(&mut self.stream)?;
        self.receiver.open(&sealed)
    }

    /// Decrypts a frame already read as the next message.
    pub(super) fn open(&mut self, sealed: &[u8]) -> Result<Vec<u8>, SecureError> {
        self.receiver.open(sealed)
    }

    /// The other board's public key.
    pub fn peer(&self) -> &PeerKey {
        &self.peer
    }

    /// The stream (to set timeouts, or to shut it down).
    pub fn get_ref(&self) -> &S {
        &self.stream
    }

    /// The stream, mutably (tests use it to write raw bytes).
    pub fn get_mut(&mut self) -> &mut S {
        &mut self.stream
    }

    /// Splits the channel into halves over two handles of the same connection (for a stream
    /// that can be cloned, [`Channel::split`]).
    pub fn split_with<R, W>(self, reader: R, writer: W) -> (ChannelReader<R>, ChannelWriter<W>) {
        (
            ChannelReader {
                stream: reader,
                opener: self.receiver,
                peer: self.peer,
                last: None,
            },
            ChannelWriter {
                stream: writer,
                sealer: self.sender,
                peer: self.peer,
            },
        )
    }
}

impl Channel<TcpStream> {
    /// Splits the channel into a receiving half for a reader thread and a sending half for a
    /// writer, over two handles of the same socket (`TcpStream::try_clone`).
    ///
    /// # Errors
    /// [`SecureError::Io`] when the socket cannot be cloned.
    pub fn split(
        self,
    ) -> Result<(ChannelReader<TcpStream>, ChannelWriter<TcpStream>), SecureError> {
        let reader = self.stream.try_clone()?;
        let writer = self.stream.try_clone()?;
        Ok(self.split_with(reader, writer))
    }
}

impl<R: Read> ChannelReader<R> {
    /// Receives the next message ([`Channel::recv`]).
    ///
    /// # Errors
    /// As [`Channel::recv`].
    pub fn recv(&mut self) -> Result<Vec<u8>, SecureError> {
        let sealed = frame::read_frame(&mut self.stream)?;
        self.opener.open(&sealed)
    }

    /// Receives the next message, skipping a frame that repeats the last one received (a
    /// frame the network duplicated): it is ignored, not an error. Any other frame that does
    /// not decrypt is [`SecureError::Forged`] as in [`ChannelReader::recv`].
    ///
    /// # Errors
    /// As [`Channel::recv`].
    pub fn recv_skipping_repeats(&mut self) -> Result<Vec<u8>, SecureError> {
        loop {
            let sealed = frame::read_frame(&mut self.stream)?;
            if self.last.as_deref() == Some(sealed.as_slice()) {
                continue;
            }
            let message = self.opener.open(&sealed)?;
            self.last = Some(sealed);
            return Ok(message);
        }
    }

    /// The other board's public key.
    pub fn peer(&self) -> &PeerKey {
        &self.peer
    }

    /// The stream.
    pub fn get_ref(&self) -> &R {
        &self.stream
    }
}

impl<W: Write> ChannelWriter<W> {
    /// Sends one message ([`Channel::send`]).
    ///
    /// # Errors
    /// As [`Channel::send`].
    pub fn send(&mut self, payload: &[u8]) -> Result<(), SecureError> {
        let sealed = self.sealer.seal(payload)?;
        frame::write_frame(&mut self.stream, &sealed)?;
        Ok(())
    }

    /// The other board's public key.
    pub fn peer(&self) -> &PeerKey {
        &self.peer
    }

    /// The stream.
    pub fn get_ref(&self) -> &W {
        &self.stream
    }
}
