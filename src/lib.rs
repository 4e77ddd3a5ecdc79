//! rochade: a terminal client for blind and visually impaired chess players.
//!
//! The crate is a functional core (notation, game, clock, scoresheet, and the record of a game
//! that the journal and the other boards share) wrapped by thin adapters (terminal, speech,
//! network, disk). See the README's ARCHITECTURE section.

pub mod actor;
pub mod app;
pub mod batch;
pub mod board;
pub mod cli_values;
pub mod clock;
pub mod eboard;
#[cfg(feature = "engine")]
pub mod engine;
pub mod event;
pub mod game;
pub mod hall;
pub mod i18n;
pub mod intent;
pub mod journal;
pub mod lang;
pub mod limits;
pub mod net;
pub mod notation;
pub mod pgn;
pub mod reconcile;
pub mod record;
pub mod refusal;
pub mod rules;
pub mod scoresheet;
pub mod screen_reader;
pub mod serde_helpers;
pub mod speech;
pub mod store;
pub mod transcript;
pub mod ui;
pub mod voice;

pub use lang::{InputLang, Lang};
