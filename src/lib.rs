//! rochade: a terminal client for blind and visually impaired chess players.
//!
//! The crate is a functional core (notation, game, clock, scoresheet, sync) wrapped by thin
//! adapters (terminal, speech, network, disk). See the README's ARCHITECTURE section.

pub mod clock;
pub mod event;
pub mod lang;
pub mod notation;
pub mod rules;

pub use lang::{InputLang, Lang};
