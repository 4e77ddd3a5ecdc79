//! An authenticated, encrypted channel between two boards, made from the pairing code; and
//! reconnection without a code from the keys the boards learnt at pairing.
//!
//! **Pairing** (the joining board connects, the hosting board accepts):
//!
//! 1. The joiner sends a plain hello frame saying it wants to pair.
//! 2. Both run SPAKE2 (Ed25519 group, symmetric mode, identity `rochade pairing v1`) with the
//!    pairing code's token as the password: one message each way. Someone on the network
//!    learns nothing that lets them test codes offline; each online guess costs them a
//!    connection, and the host limits those ([`Limiter`]).
//! 3. HKDF-SHA256 turns the SPAKE2 key into a 32-byte pre-shared key (fixed info string); the
//!    code itself is never a key.
//! 4. `Noise_XXpsk3_25519_ChaChaPoly_BLAKE2s` with that key, the joiner as initiator, each
//!    board's [`StaticKey`], and the hello and both SPAKE2 messages as the prologue: the
//!    handshake completes only if both typed the same code, and each board learns the
//!    other's static public key ([`PeerKey`]).
//! 5. The host reads the third handshake message: with different codes it does not decrypt,
//!    and the host answers with a plain "wrong code" frame ([`SecureError::WrongCode`] on
//!    both sides); otherwise it sends an encrypted confirmation, the first transport message,
//!    which tells the joiner that the host had the same code.
//!
//! **Reconnection**: the joiner sends a hello saying it resumes, then
//! `Noise_KK_25519_ChaChaPoly_BLAKE2s` with both static keys known in advance. The host tries
//! each peer it paired with; if none fits it answers "unknown peer"
//! ([`SecureError::UnknownPeer`] on both sides).
//!
//! The refusals are plain frames: someone who can change the traffic can fake one, but such
//! a person can break the connection anyway; they cannot make a board accept the wrong peer.
//!
//! Timeouts are the caller's: set read and write timeouts on the socket before the
//! handshake, so that a silent peer cannot hold the host.

mod channel;
mod keys;
mod limiter;

use std::io::{self, Read, Write};

use hkdf::Hkdf;
use sha2::Sha256;
use snow::{Builder, HandshakeState};
use spake2::{Ed25519Group, Identity, Password, Spake2};

pub use channel::{Channel, ChannelReader, ChannelWriter, MAX_MESSAGE, TAG_LEN};
pub use keys::{KEY_LEN, KeyFileError, NotAKey, PeerKey, StaticKey};
pub use limiter::{Limiter, Locked};

use crate::net::frame::{FrameError, MAX_FRAME, read_frame, write_frame};
use crate::net::pairing::PairingCode;

/// The Noise protocol of pairing.
pub const PAIR_PATTERN: &str = "Noise_XXpsk3_25519_ChaChaPoly_BLAKE2s";
/// The Noise protocol of reconnection.
pub const RESUME_PATTERN: &str = "Noise_KK_25519_ChaChaPoly_BLAKE2s";
/// The SPAKE2 identity (symmetric mode: the same on both sides).
pub const SPAKE2_IDENTITY: &[u8] = b"rochade pairing v1";
/// The HKDF info string that turns the SPAKE2 key into the Noise pre-shared key.
pub const PSK_INFO: &[u8] = b"rochade pairing v1: Noise XXpsk3 pre-shared key";

/// The joiner's first frame when it pairs.
const HELLO_PAIR: &[u8] = b"rochade/1 pair";
/// The joiner's first frame when it reconnects.
const HELLO_RESUME: &[u8] = b"rochade/1 resume";
/// The host's first transport message after pairing.
const CONFIRM: &[u8] = b"rochade/1 paired";
/// The host's plain answer when the codes differ.
const REFUSE_WRONG_CODE: &[u8] = b"rochade/1 refused: wrong code";
/// The host's plain answer when it does not know the reconnecting board.
const REFUSE_UNKNOWN_PEER: &[u8] = b"rochade/1 refused: unknown peer";
/// The host's plain answer when it does not pair now.
const REFUSE_NOT_PAIRING: &[u8] = b"rochade/1 refused: not pairing";
/// The host's plain answer when pairing is locked after wrong codes: followed by a space and
/// the seconds left.
const REFUSE_LOCKED: &[u8] = b"rochade/1 refused: locked";

/// Why a secure channel could not be made or used.
#[derive(Debug, thiserror::Error)]
pub enum SecureError {
    /// The two boards typed different pairing codes (or someone without the code tried).
    #[error("the pairing codes differ")]
    WrongCode,
    /// The reconnecting board is not one this board paired with, or the board it reached is
    /// not the one it paired with.
    #[error("the other board is not the one paired with")]
    UnknownPeer,
    /// The host does not pair now: it offers no code, or pairing is locked after wrong codes.
    #[error("the other board does not pair now")]
    PairingClosed,
    /// Pairing is locked after wrong codes, for this long still (the joiner is told).
    #[error("pairing is locked for {} more seconds after wrong codes", .0.as_secs())]
    Locked(std::time::Duration),
    /// A frame that does not decrypt as the next message: modified, replayed, reordered or
    /// made by someone else. The channel stays usable.
    #[error("a message was forged, modified or replayed")]
    Forged,
    /// The connection closed, or a frame broke the limits.
    #[error(transparent)]
    Frame(FrameError),
    /// The network failed.
    #[error("network error: {0}")]
    Io(#[from] io::Error),
    /// The other side does not follow the protocol (or the crypto library refused a step).
    #[error("protocol error: {0}")]
    Protocol(String),
}

impl SecureError {
    /// Whether the connection itself failed (closed, cut, timed out), as opposed to the other
    /// board refusing or a message being forged.
    pub fn is_connection_failure(&self) -> bool {
        matches!(self, SecureError::Io(_) | SecureError::Frame(_))
    }
}

impl From<FrameError> for SecureError {
    fn from(e: FrameError) -> SecureError {
        match e {
            FrameError::Io(e) => SecureError::Io(e),
            other => SecureError::Frame(other),
        }
    }
}

/// How a board was accepted by [`accept`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum How {
    /// It paired with the code.
    Paired,
    /// It reconnected with a remembered key.
    Reconnected,
}

/// A board the host accepted.
pub struct Accepted<S> {
    /// The channel to it.
    pub channel: Channel<S>,
    /// Its public key (remember it after pairing, for reconnections).
    pub peer: PeerKey,
    /// Whether it paired or reconnected.
    pub how: How,
}

pub(crate) fn params(pattern: &str) -> Result<snow::params::NoiseParams, SecureError> {
    pattern
        .parse()
        .map_err(|e| SecureError::Protocol(format!("noise parameters: {e}")))
}

fn noise(e: snow::Error) -> SecureError {
    SecureError::Protocol(format!("noise: {e}"))
}

/// The host's side of a connection: the joining board pairs (when `code` is given: pairing is
/// open) or reconnects (as one of `peers`).
///
/// With a [`Limiter`]: pass the code only while [`Limiter::check`] allows, call
/// [`Limiter::failure`] on [`SecureError::WrongCode`] and [`Limiter::success`] on a pairing.
///
/// # Errors
/// [`SecureError::WrongCode`], [`SecureError::UnknownPeer`], [`SecureError::PairingClosed`]
/// (the joiner wants to pair and no code is given): the joiner is told the same.
/// [`SecureError::Protocol`] for a peer that does not speak this protocol; network errors.
pub fn accept<S: Read + Write>(
    stream: S,
    key: &StaticKey,
    code: Option<&PairingCode>,
    peers: &[PeerKey],
) -> Result<Accepted<S>, SecureError> {
    accept_with(
        stream,
        key,
        || code.copied().map_or(Gate::Closed, Gate::Open),
        peers,
    )
}

/// Whether the host pairs at the moment a joiner's hello asks to pair.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Gate {
    /// Pairing is open with this code (the guess is counted now, before the handshake).
    Open(PairingCode),
    /// Pairing is locked after wrong codes, for this long still.
    Locked(std::time::Duration),
    /// The host offers no code.
    Closed,
}

/// [`accept`], asking `gate` whether pairing is open only when the joiner's hello asks to
/// pair: a host counts the guess there, when the handshake starts, so that guesses on many
/// connections at once are counted before any of them ends ([`Limiter::attempt`]).
///
/// # Errors
/// As [`accept`]; [`SecureError::Locked`] when the gate is locked (the joiner is told for
/// how long).
pub fn accept_with<S: Read + Write>(
    mut stream: S,
    key: &StaticKey,
    gate: impl FnOnce() -> Gate,
    peers: &[PeerKey],
) -> Result<Accepted<S>, SecureError> {
    let hello = read_frame(&mut stream)?;
    if hello == HELLO_PAIR {
        let code = match gate() {
            Gate::Open(code) => code,
            Gate::Locked(left) => {
                let mut why = REFUSE_LOCKED.to_vec();
                why.extend_from_slice(format!(" {}", left.as_secs().max(1)).as_bytes());
                refuse(&mut stream, &why);
                return Err(SecureError::Locked(left));
            }
            Gate::Closed => {
                refuse(&mut stream, REFUSE_NOT_PAIRING);
                return Err(SecureError::PairingClosed);
            }
        };
        let (channel, peer) = host_pairing(stream, &code, key)?;
        Ok(Accepted {
            channel,
            peer,
            how: How::Paired,
        })
    } else if hello == HELLO_RESUME {
        let (channel, peer) = host_resume(stream, key, peers)?;
        Ok(Accepted {
            channel,
            peer,
            how: How::Reconnected,
        })
    } else {
        Err(SecureError::Protocol(
            "the other side is not a rochade board of this version".into(),
        ))
    }
}

/// The host's side of pairing: accepts only a board that pairs with the same `code`.
///
/// # Errors
/// As [`accept`] ([`SecureError::UnknownPeer`] for a board that tries to reconnect).
pub fn pair_as_host<S: Read + Write>(
    stream: S,
    code: &PairingCode,
    key: &StaticKey,
) -> Result<(Channel<S>, PeerKey), SecureError> {
    let a = accept(stream, key, Some(code), &[])?;
    Ok((a.channel, a.peer))
}

/// The host's side of a reconnection: accepts any of `peers`, refuses pairing.
///
/// # Errors
/// As [`accept`].
pub fn reconnect_as_host<S: Read + Write>(
    stream: S,
    key: &StaticKey,
    peers: &[PeerKey],
) -> Result<(Channel<S>, PeerKey), SecureError> {
    let a = accept(stream, key, None, peers)?;
    Ok((a.channel, a.peer))
}

/// The joining board's side of pairing with `code`: the channel and the host's public key
/// (remember it for reconnections).
///
/// # Errors
/// [`SecureError::WrongCode`] when the host has another code; [`SecureError::PairingClosed`]
/// when the host does not pair now; [`SecureError::Forged`] when the host's confirmation does
/// not decrypt; [`SecureError::Protocol`], network errors.
pub fn pair_as_joiner<S: Read + Write>(
    mut stream: S,
    code: &PairingCode,
    key: &StaticKey,
) -> Result<(Channel<S>, PeerKey), SecureError> {
    write_frame(&mut stream, HELLO_PAIR)?;
    let (spake, own) = start_pake(code);
    write_frame(&mut stream, &own)?;
    let theirs = joiner_read(&mut stream)?;
    let psk = finish_pake(spake, &theirs)?;
    let prologue = [HELLO_PAIR, &own, &theirs].concat();
    let mut hs = Builder::new(params(PAIR_PATTERN)?)
        .local_private_key(key.private())
        .and_then(|b| b.psk(3, &psk))
        .and_then(|b| b.prologue(&prologue))
        .and_then(Builder::build_initiator)
        .map_err(noise)?;
    let mut buf = vec![0u8; MAX_FRAME];
    write_handshake(&mut stream, &mut hs, &mut buf)?;
    let m2 = joiner_read(&mut stream)?;
    hs.read_message(&m2, &mut buf).map_err(noise)?;
    write_handshake(&mut stream, &mut hs, &mut buf)?;
    let peer = remote_key(&hs)?;
    let transport = hs.into_stateless_transport_mode().map_err(noise)?;
    let mut channel = Channel::new(stream, transport, peer, 0, 0);
    let confirm = joiner_read(channel.get_mut())?;
    if channel.open(&confirm)? != CONFIRM {
        return Err(SecureError::Protocol("no pairing confirmation".into()));
    }
    Ok((channel, peer))
}

/// The joining board's side of a reconnection to the host it paired with (`host`, its
/// public key): no code needed.
///
/// # Errors
/// [`SecureError::UnknownPeer`] when the host does not know this board, or the board reached
/// is not `host`; [`SecureError::Protocol`], network errors.
pub fn reconnect_as_joiner<S: Read + Write>(
    mut stream: S,
    key: &StaticKey,
    host: &PeerKey,
) -> Result<Channel<S>, SecureError> {
    write_frame(&mut stream, HELLO_RESUME)?;
    let mut hs = Builder::new(params(RESUME_PATTERN)?)
        .local_private_key(key.private())
        .and_then(|b| b.remote_public_key(&host.0))
        .and_then(|b| b.prologue(HELLO_RESUME))
        .and_then(Builder::build_initiator)
        .map_err(noise)?;
    let mut buf = vec![0u8; MAX_FRAME];
    write_handshake(&mut stream, &mut hs, &mut buf)?;
    let m2 = joiner_read(&mut stream)?;
    match hs.read_message(&m2, &mut buf) {
        Ok(_) => {}
        Err(snow::Error::Decrypt) => return Err(SecureError::UnknownPeer),
        Err(e) => return Err(noise(e)),
    }
    let transport = hs.into_stateless_transport_mode().map_err(noise)?;
    Ok(Channel::new(stream, transport, *host, 0, 0))
}

/// SPAKE2's first step: the state and this side's message.
fn start_pake(code: &PairingCode) -> (Spake2<Ed25519Group>, Vec<u8>) {
    Spake2::<Ed25519Group>::start_symmetric(
        &Password::new(code.token().as_bytes()),
        &Identity::new(SPAKE2_IDENTITY),
    )
}

/// SPAKE2's last step, and the pre-shared key for Noise derived from its key.
fn finish_pake(spake: Spake2<Ed25519Group>, theirs: &[u8]) -> Result<[u8; 32], SecureError> {
    let shared = spake
        .finish(theirs)
        .map_err(|e| SecureError::Protocol(format!("pairing message: {e}")))?;
    let mut psk = [0u8; 32];
    Hkdf::<Sha256>::new(None, &shared)
        .expand(PSK_INFO, &mut psk)
        .map_err(|e| SecureError::Protocol(format!("key derivation: {e}")))?;
    Ok(psk)
}

/// Writes the next handshake message (empty payload) as a frame.
fn write_handshake(
    stream: &mut impl Write,
    hs: &mut HandshakeState,
    buf: &mut [u8],
) -> Result<(), SecureError> {
    let n = hs.write_message(&[], buf).map_err(noise)?;
    write_frame(stream, &buf[..n])?;
    Ok(())
}

/// The other side's static key after a handshake.
fn remote_key(hs: &HandshakeState) -> Result<PeerKey, SecureError> {
    hs.get_remote_static()
        .and_then(|k| k.try_into().ok())
        .map(PeerKey)
        .ok_or_else(|| SecureError::Protocol("no static key from the other side".into()))
}

/// The joiner reads a frame, which may be the host's refusal.
fn joiner_read(stream: &mut impl Read) -> Result<Vec<u8>, SecureError> {
    let frame = read_frame(stream)?;
    match frame.as_slice() {
        REFUSE_WRONG_CODE => Err(SecureError::WrongCode),
        REFUSE_UNKNOWN_PEER => Err(SecureError::UnknownPeer),
        REFUSE_NOT_PAIRING => Err(SecureError::PairingClosed),
        locked if locked.starts_with(REFUSE_LOCKED) => {
            let secs = std::str::from_utf8(&locked[REFUSE_LOCKED.len()..])
                .ok()
                .and_then(|t| t.trim().parse::<u64>().ok())
                .unwrap_or(30)
                .min(24 * 3600);
            Err(SecureError::Locked(std::time::Duration::from_secs(secs)))
        }
        _ => Ok(frame),
    }
}

/// Tells the joiner why it is refused (best effort: it may be gone already).
fn refuse(stream: &mut impl Write, why: &[u8]) {
    let _ = write_frame(stream, why);
}

/// Pairing, the host's side, after the hello.
fn host_pairing<S: Read + Write>(
    mut stream: S,
    code: &PairingCode,
    key: &StaticKey,
) -> Result<(Channel<S>, PeerKey), SecureError> {
    let (spake, own) = start_pake(code);
    write_frame(&mut stream, &own)?;
    let theirs = read_frame(&mut stream)?;
    let psk = finish_pake(spake, &theirs)?;
    let prologue = [HELLO_PAIR, &theirs, &own].concat();
    let mut hs = Builder::new(params(PAIR_PATTERN)?)
        .local_private_key(key.private())
        .and_then(|b| b.psk(3, &psk))
        .and_then(|b| b.prologue(&prologue))
        .and_then(Builder::build_responder)
        .map_err(noise)?;
    let mut buf = vec![0u8; MAX_FRAME];
    let m1 = read_frame(&mut stream)?;
    hs.read_message(&m1, &mut buf).map_err(noise)?;
    write_handshake(&mut stream, &mut hs, &mut buf)?;
    let m3 = read_frame(&mut stream)?;
    match hs.read_message(&m3, &mut buf) {
        Ok(_) => {}
        Err(snow::Error::Decrypt) => {
            refuse(&mut stream, REFUSE_WRONG_CODE);
            return Err(SecureError::WrongCode);
        }
        Err(e) => return Err(noise(e)),
    }
    let peer = remote_key(&hs)?;
    let transport = hs.into_stateless_transport_mode().map_err(noise)?;
    let mut channel = Channel::new(stream, transport, peer, 0, 0);
    channel.send(CONFIRM)?;
    Ok((channel, peer))
}

/// Reconnection, the host's side, after the hello: the first message decrypts only with the
/// static key of the board that sent it, so each known peer is tried in turn.
fn host_resume<S: Read + Write>(
    mut stream: S,
    key: &StaticKey,
    peers: &[PeerKey],
) -> Result<(Channel<S>, PeerKey), SecureError> {
    let m1 = read_frame(&mut stream)?;
    let mut buf = vec![0u8; MAX_FRAME];
    for peer in peers {
        let mut hs = Builder::new(params(RESUME_PATTERN)?)
            .local_private_key(key.private())
            .and_then(|b| b.remote_public_key(&peer.0))
            .and_then(|b| b.prologue(HELLO_RESUME))
            .and_then(Builder::build_responder)
            .map_err(noise)?;
        match hs.read_message(&m1, &mut buf) {
            Ok(_) => {
                write_handshake(&mut stream, &mut hs, &mut buf)?;
                let transport = hs.into_stateless_transport_mode().map_err(noise)?;
                return Ok((Channel::new(stream, transport, *peer, 0, 0), *peer));
            }
            Err(snow::Error::Decrypt) => {}
            Err(e) => return Err(noise(e)),
        }
    }
    refuse(&mut stream, REFUSE_UNKNOWN_PEER);
    Err(SecureError::UnknownPeer)
}
