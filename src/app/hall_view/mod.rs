//! `rochade hall`, the arbiters' side of the tournament hall ([`crate::hall`]): every board
//! followed by the same core a joined board runs ([`watch`]), wired to the broker, the
//! keyboard, speech and the live PGN ([`run`]), and its full-screen table ([`screen`]).

pub mod run;
pub mod screen;
pub mod watch;
