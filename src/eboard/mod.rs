//! The electronic board: a DGT board as the sighted player's board.
//!
//! The e-board will be an adapter with a seat, like the terminal and the network: it reads the
//! board over its serial line, waits for the pieces to stand still, and hands the core intents
//! (a move, "the boards differ"), never text. This first step holds only the pure parts, with no
//! I/O: the board's protocol ([`dgt`]) and the decision which move a placement shows
//! ([`placement`]).

pub mod dgt;
pub mod placement;
