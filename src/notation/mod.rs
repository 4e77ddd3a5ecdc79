//! Notation: understanding announced and written moves, and saying moves back.
//!
//! Reading runs in two stages, as shakmaty's `San` does: [`lex`] and [`syntax`] turn words into
//! the shape of a move without a position (typed [`SyntaxError`] naming the column and what was
//! expected), then [`resolve`] finds the one legal move in the position (typed
//! [`ResolveError`]: illegal with the reason, ambiguous with the candidates, or a promotion
//! without its piece). [`read`] runs both over a whole line, choosing among readings of words
//! that can be split into moves in more than one way. [`render`] goes the other way.
//!
//! Vocabulary lives in `grammar/<lang>.toml`, embedded at build time ([`lexicon`]); every
//! sentence said to a player lives in [`phrases`].

pub mod guess;
pub mod lex;
pub mod lexicon;
pub mod phrases;
pub mod read;
pub mod render;
pub mod resolve;
pub mod syntax;

pub use lex::{ResultMark, SyntaxError};
pub use read::{NotationError, ReadLine, read_line, read_move};
pub use render::{Style, push_words_and_play, san_words, words, written, written_san};
pub use resolve::{Illegal, NotAsSaid, ResolveError};
