//! The record of every change made to the clock by hand: who, when, how much, why, and under
//! which article.

use std::time::Duration;

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use crate::actor::Actor;
use crate::serde_helpers::color;

/// Why the clock was changed.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reason {
    /// Penalty for the opponent's illegal move (7.5.5).
    IllegalMove,
    /// Penalty for the opponent's incorrect draw claim (9.5.3).
    IncorrectClaim,
    /// Equitable adjustment for using an assistant (6.2.6, 8.1.6).
    AssistantAdjustment,
    /// Correction of a wrongly set clock (6.10).
    ClockCorrection,
    /// Correction of the move counter (6.10).
    MoveCounterCorrection,
    /// The game was interrupted (6.12).
    Interruption,
    /// Boards and scoresheets were reconciled (D.2.9).
    Reconciliation,
    /// The arbiter withdrew their previous change (`arbiter revert`): the opposite change.
    Withdrawal,
    /// Anything else, in the arbiter's words.
    Other(String),
}

impl Reason {
    /// The article of the Laws this reason normally falls under.
    pub fn article(&self) -> Option<&'static str> {
        match self {
            Reason::IllegalMove => Some("7.5.5"),
            Reason::IncorrectClaim => Some("9.5.3"),
            Reason::AssistantAdjustment => Some("6.2.6"),
            Reason::ClockCorrection | Reason::MoveCounterCorrection => Some("6.10"),
            Reason::Interruption => Some("6.12"),
            Reason::Reconciliation => Some("D.2.9"),
            Reason::Withdrawal | Reason::Other(_) => None,
        }
    }
}

/// What was changed.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ClockChange {
    /// Time added to a player.
    Added {
        /// The player.
        #[serde(with = "color")]
        color: Color,
        /// The amount.
        amount: Duration,
    },
    /// Time taken from a player.
    Deducted {
        /// The player.
        #[serde(with = "color")]
        color: Color,
        /// The amount asked for.
        amount: Duration,
        /// The amount actually taken (less when the player had less left).
        applied: Duration,
    },
    /// A player's remaining time set.
    SetRemaining {
        /// The player.
        #[serde(with = "color")]
        color: Color,
        /// Remaining time before.
        from: Duration,
        /// Remaining time after.
        to: Duration,
    },
    /// A player's completed-move counter set.
    SetMoves {
        /// The player.
        #[serde(with = "color")]
        color: Color,
        /// Count before.
        from: u32,
        /// Count after.
        to: u32,
    },
    /// The clock was paused.
    Paused,
    /// The clock was restarted after a pause.
    Resumed,
}

impl ClockChange {
    /// The player whose clock it concerns, if one.
    pub fn color(&self) -> Option<Color> {
        match self {
            ClockChange::Added { color, .. }
            | ClockChange::Deducted { color, .. }
            | ClockChange::SetRemaining { color, .. }
            | ClockChange::SetMoves { color, .. } => Some(*color),
            ClockChange::Paused | ClockChange::Resumed => None,
        }
    }
}

/// One entry of the adjustment log.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Adjustment {
    /// When (the caller's monotonic instant).
    pub at: Duration,
    /// Who.
    pub actor: Actor,
    /// What.
    pub change: ClockChange,
    /// Why.
    pub reason: Reason,
    /// Under which article of the Laws, if any.
    pub article: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_survive_json() {
        let e = Adjustment {
            at: Duration::from_millis(1500),
            actor: Actor::Player(Color::Black),
            change: ClockChange::Added {
                color: Color::White,
                amount: Duration::from_secs(120),
            },
            reason: Reason::Other("boards differed".into()),
            article: Some("7.5.5".into()),
        };
        let json = serde_json::to_string(&e).unwrap();
        assert!(json.contains("\"white\""), "{json}");
        let back: Adjustment = serde_json::from_str(&json).unwrap();
        assert_eq!(back, e);
        assert!(serde_json::from_str::<Actor>("{\"player\":\"green\"}").is_err());
    }
}
