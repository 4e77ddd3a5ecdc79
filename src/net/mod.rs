//! The network layer for two boards, one game (FIDE Appendix D: each player at their own
//! board, the moves announced and carried across).
//!
//! Layered from the bytes up, each layer usable and tested on its own:
//!
//! - [`frame`]: length-delimited, size-limited frames over any byte stream;
//! - [`pairing`]: the short pairing code a player reads out to the other (four squares);
//! - [`secure`]: an authenticated, encrypted channel from that code (SPAKE2, then Noise), and
//!   reconnection without a code from the keys remembered at pairing;
//! - [`message`]: the versioned messages that travel inside the channel;
//! - [`discovery`]: finding a game on the local network (DNS-SD over mDNS);
//! - [`fuzz`]: what the fuzz targets of this layer check, also run over their corpus by
//!   `cargo test`.
//!
//! Tests of the network layer put a seeded fault-injecting proxy between two boards: it lives
//! with the integration tests (`tests/common/proxy.rs`, used by `tests/net_proxy.rs`).
//!
//! The game core never sees a socket: a network thread turns received messages into changes
//! for `apply` and sends what the core asks to send.

pub mod discovery;
pub mod frame;
pub mod fuzz;
pub mod message;
pub mod pairing;
pub mod secure;
