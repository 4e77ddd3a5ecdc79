//! How a game ends: the result, the score (10.1) and the reason with its article.

use std::fmt;

use serde::{Deserialize, Serialize};
use shakmaty::{Color, KnownOutcome, Outcome};

/// The result of a finished game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameResult {
    /// White wins (1-0).
    WhiteWins,
    /// Black wins (0-1).
    BlackWins,
    /// A draw (½-½).
    Draw,
}

impl GameResult {
    /// The result in which `winner` wins.
    pub fn win_for(winner: Color) -> GameResult {
        match winner {
            Color::White => GameResult::WhiteWins,
            Color::Black => GameResult::BlackWins,
        }
    }

    /// The winner, if any.
    pub fn winner(self) -> Option<Color> {
        match self {
            GameResult::WhiteWins => Some(Color::White),
            GameResult::BlackWins => Some(Color::Black),
            GameResult::Draw => None,
        }
    }

    /// The score of both players in half points (10.1: win 1, draw ½, loss 0), White first.
    pub fn half_points(self) -> (u8, u8) {
        match self {
            GameResult::WhiteWins => (2, 0),
            GameResult::BlackWins => (0, 2),
            GameResult::Draw => (1, 1),
        }
    }

    /// The result as written in PGN (`1-0`, `0-1`, `1/2-1/2`).
    pub fn pgn(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }

    /// The result as shakmaty's [`Outcome`].
    pub fn outcome(self) -> Outcome {
        Outcome::Known(KnownOutcome::from_winner(self.winner()))
    }

    /// The result of a shakmaty [`Outcome`], if it is known.
    pub fn from_outcome(outcome: Outcome) -> Option<GameResult> {
        match outcome {
            Outcome::Known(k) => Some(match k.winner() {
                Some(c) => GameResult::win_for(c),
                None => GameResult::Draw,
            }),
            Outcome::Unknown => None,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "½-½",
        })
    }
}

/// Why a game ended.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Termination {
    /// Checkmate (5.1.1).
    Checkmate,
    /// Stalemate (5.2.1).
    Stalemate,
    /// Neither player can checkmate by any series of legal moves (5.2.2); rochade decides this
    /// as shakmaty does: insufficient material for both sides.
    DeadPosition,
    /// A player resigned (5.1.2).
    Resignation {
        /// Who resigned.
        #[serde(with = "crate::serde_helpers::color")]
        by: Color,
    },
    /// A player resigned although the opponent could not checkmate by any series of legal
    /// moves: a draw under the 2023 Laws (5.2.4).
    ResignationNoMate {
        /// Who resigned.
        #[serde(with = "crate::serde_helpers::color")]
        by: Color,
    },
    /// Both players agreed to a draw (9.1).
    Agreement,
    /// A correct claim of threefold repetition (9.2).
    Threefold {
        /// The claimant.
        #[serde(with = "crate::serde_helpers::color")]
        by: Color,
    },
    /// A correct claim under the fifty-move rule (9.3).
    FiftyMoves {
        /// The claimant.
        #[serde(with = "crate::serde_helpers::color")]
        by: Color,
    },
    /// The same position for the fifth time (9.6.1).
    Fivefold,
    /// 75 moves by each player without a pawn move or capture (9.6.2).
    SeventyFiveMoves,
    /// A player's flag fell (6.9).
    FlagFall {
        /// Whose flag fell.
        #[serde(with = "crate::serde_helpers::color")]
        by: Color,
    },
    /// A player's flag fell but the opponent could not checkmate: a draw (6.9).
    FlagFallNoMate {
        /// Whose flag fell.
        #[serde(with = "crate::serde_helpers::color")]
        by: Color,
    },
    /// A player completed the losing number of illegal moves (7.5.5).
    IllegalMoves {
        /// The player.
        #[serde(with = "crate::serde_helpers::color")]
        by: Color,
    },
    /// As [`Termination::IllegalMoves`], but the opponent could not checkmate: a draw (7.5.5).
    IllegalMovesNoMate {
        /// The player.
        #[serde(with = "crate::serde_helpers::color")]
        by: Color,
    },
    /// The arbiter declared the result (forfeit, both flags, 12.x, …).
    Arbiter {
        /// The arbiter's reason as given.
        note: String,
    },
    /// The result written on an imported score (PGN); the reason is not known.
    Recorded,
}

impl Termination {
    /// The article of the Laws of Chess (2023 numbering) this ending rests on.
    pub fn article(&self) -> &'static str {
        match self {
            Termination::Checkmate => "5.1.1",
            Termination::Stalemate => "5.2.1",
            Termination::DeadPosition => "5.2.2",
            Termination::Resignation { .. } => "5.1.2",
            Termination::ResignationNoMate { .. } => "5.2.4",
            Termination::Agreement => "9.1",
            Termination::Threefold { .. } => "9.2",
            Termination::FiftyMoves { .. } => "9.3",
            Termination::Fivefold => "9.6.1",
            Termination::SeventyFiveMoves => "9.6.2",
            Termination::FlagFall { .. } | Termination::FlagFallNoMate { .. } => "6.9",
            Termination::IllegalMoves { .. } | Termination::IllegalMovesNoMate { .. } => "7.5.5",
            Termination::Arbiter { .. } => "12.2",
            Termination::Recorded => "8.7",
        }
    }

    /// Whether the position itself ended the game (no player did anything but move).
    pub fn is_automatic(&self) -> bool {
        matches!(
            self,
            Termination::Checkmate
                | Termination::Stalemate
                | Termination::DeadPosition
                | Termination::Fivefold
                | Termination::SeventyFiveMoves
        )
    }

    /// The PGN `Termination` tag value for this reason.
    pub fn termination(&self) -> &'static str {
        match self {
            Termination::FlagFall { .. } | Termination::FlagFallNoMate { .. } => "time forfeit",
            Termination::IllegalMoves { .. } | Termination::IllegalMovesNoMate { .. } => {
                "rules infraction"
            }
            Termination::Arbiter { .. } => "adjudication",
            _ => "normal",
        }
    }
}

/// A finished game: the result and why.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ending {
    /// The result.
    pub result: GameResult,
    /// Why the game ended.
    pub reason: Termination,
}

impl Ending {
    /// An ending.
    pub fn new(result: GameResult, reason: Termination) -> Ending {
        Ending { result, reason }
    }

    /// The article this ending rests on.
    pub fn article(&self) -> &'static str {
        self.reason.article()
    }
}
