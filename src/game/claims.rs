//! Draw claims by the player to move (9.2, 9.3) and what follows from them (9.5).

use std::time::Duration;

use serde::{Deserialize, Serialize};
use shakmaty::{Color, Move};

use super::endings::Ending;

/// What a player claims.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClaimKind {
    /// The same position for the third time (9.2).
    Threefold,
    /// Fifty moves by each side without a pawn move or capture (9.3).
    FiftyMoves,
}

impl ClaimKind {
    /// The article of the claim.
    pub fn article(self) -> &'static str {
        match self {
            ClaimKind::Threefold => "9.2",
            ClaimKind::FiftyMoves => "9.3",
        }
    }
}

/// Why time is to be added to a player's clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PenaltyCause {
    /// The other player's incorrect draw claim (9.5.3).
    WrongClaim,
    /// The other player's illegal move (7.5.5).
    IllegalMove,
}

/// A request to the clock layer: add `amount` to `add_to`'s remaining time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PenaltyRequest {
    /// The player who receives the time (the offender's opponent).
    pub add_to: Color,
    /// How much time.
    pub amount: Duration,
    /// Why.
    pub cause: PenaltyCause,
    /// The article applied.
    pub article: &'static str,
}

/// The arbiter's verdict on a claim.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimVerdict {
    /// What was claimed.
    pub kind: ClaimKind,
    /// Who claimed.
    pub by: Color,
    /// The move written down and declared with the claim, if any (not played on the board).
    pub declared: Option<Move>,
    /// Whether the claim is correct.
    pub correct: bool,
    /// The ending, when the claim is correct.
    pub ending: Option<Ending>,
    /// Time for the opponent, when the claim is incorrect and the edition gives it.
    pub penalty: Option<PenaltyRequest>,
    /// The declared move, which must now be played (9.5.3), when the claim is incorrect.
    pub must_play: Option<Move>,
}

/// The consequence of a completed illegal move (7.5).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IllegalMoveRuling {
    /// Who made it.
    pub by: Color,
    /// How many completed illegal moves that player has now made.
    pub count: u32,
    /// Time for the opponent, unless the game ends (or the edition leaves it to a claim).
    pub penalty: Option<PenaltyRequest>,
    /// The ending, when this illegal move loses (or draws) the game.
    pub ending: Option<Ending>,
}
