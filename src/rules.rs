//! Editions of the FIDE Laws of Chess and the differences between them that rochade applies
//! (shared/RULES.md, "Rule sets"). The arbiter or organiser chooses; the default is 2023.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use serde::{Deserialize, Serialize};

/// Whether `by`'s opponent can no longer checkmate by any series of legal moves (6.9, 5.2.4,
/// 7.5.5), as far as shakmaty can tell from the material. The one place this is decided:
/// flag falls, resignations and illegal-move losses all ask here.
pub fn opponent_cannot_mate(pos: &shakmaty::Chess, by: shakmaty::Color) -> bool {
    use shakmaty::Position;
    pos.has_insufficient_material(!by)
}

/// An edition of the Laws of Chess.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Edition {
    /// Laws in force from 1 July 2009.
    #[serde(rename = "2009")]
    Fide2009,
    /// Laws in force from 1 January 2018.
    #[serde(rename = "2018")]
    Fide2018,
    /// Laws in force from 1 January 2023 (default).
    #[default]
    #[serde(rename = "2023")]
    Fide2023,
}

/// How a move goes from announcement to completion at the table (D.2.1, D.2.3, D.2.8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum TableProtocol {
    /// A move typed is completed at once (practice).
    #[default]
    Off,
    /// One board: the move is announced, and completed when the opponent confirms it at the
    /// same keyboard; until then the mover may correct it.
    OneBoard,
    /// Two boards: the opponent's board repeats and confirms the announced move.
    TwoBoards,
}

impl TableProtocol {
    /// Whether moves are announced and confirmed before they are completed.
    pub fn is_on(self) -> bool {
        self != TableProtocol::Off
    }
}

/// The kind of play, which decides some penalties.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Tempo {
    /// Standard (classical) play.
    #[default]
    Standard,
    /// Rapid play (Appendix A).
    Rapid,
    /// Blitz (Appendix B).
    Blitz,
}

impl Edition {
    /// The number of completed illegal moves by one player that loses the game (7.5.5).
    pub fn illegal_moves_that_lose(self) -> u32 {
        match self {
            Edition::Fide2009 => 3,
            Edition::Fide2018 | Edition::Fide2023 => 2,
        }
    }

    /// Time added to the opponent for a player's illegal move (7.5.5); `None` where the
    /// edition leaves it to a claim (2009 rapid and blitz).
    pub fn illegal_move_penalty(self, tempo: Tempo) -> Option<Duration> {
        let min = |m: u64| Some(Duration::from_secs(60 * m));
        match (self, tempo) {
            (_, Tempo::Standard) => min(2),
            (Edition::Fide2009, _) => None,
            (Edition::Fide2018, Tempo::Rapid) => min(2),
            (Edition::Fide2018, Tempo::Blitz) => min(1),
            (Edition::Fide2023, _) => min(1),
        }
    }

    /// Time added to the opponent after an incorrect draw claim (9.5.3).
    pub fn wrong_claim_penalty(self, tempo: Tempo) -> Option<Duration> {
        let min = |m: u64| Some(Duration::from_secs(60 * m));
        match (self, tempo) {
            (Edition::Fide2009, Tempo::Standard) => min(3),
            (_, Tempo::Standard) => min(2),
            (Edition::Fide2009, _) => None,
            (Edition::Fide2018, Tempo::Rapid) => min(2),
            (Edition::Fide2018, Tempo::Blitz) => min(1),
            (Edition::Fide2023, _) => min(1),
        }
    }

    /// Whether fivefold repetition and the 75-move rule end the game automatically (9.6).
    pub fn automatic_draws(self) -> bool {
        self != Edition::Fide2009
    }

    /// Whether resigning when the opponent cannot checkmate by any legal series of moves is
    /// a draw rather than a loss (5.1.2 / 5.2.4, 2023).
    pub fn resignation_against_no_mate_is_draw(self) -> bool {
        self == Edition::Fide2023
    }

    /// Whether the equitable clock adjustment for an assistant spares a player with a
    /// disability (6.2.6, 8.1.6).
    pub fn adjustment_spares_disabled(self) -> bool {
        self != Edition::Fide2009
    }

    /// The year as written in profiles (`2009`, `2018`, `2023`).
    pub fn year(self) -> u16 {
        match self {
            Edition::Fide2009 => 2009,
            Edition::Fide2018 => 2018,
            Edition::Fide2023 => 2023,
        }
    }
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "FIDE Laws {}", self.year())
    }
}

/// An edition year that rochade does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown rules edition \"{0}\": use 2009, 2018 or 2023")]
pub struct UnknownEdition(pub String);

impl FromStr for Edition {
    type Err = UnknownEdition;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "2009" => Ok(Edition::Fide2009),
            "2018" => Ok(Edition::Fide2018),
            "2023" => Ok(Edition::Fide2023),
            _ => Err(UnknownEdition(s.to_owned())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn editions_differ_where_the_rules_say() {
        assert_eq!(Edition::Fide2009.illegal_moves_that_lose(), 3);
        assert_eq!(Edition::Fide2023.illegal_moves_that_lose(), 2);
        assert_eq!(
            Edition::Fide2023.illegal_move_penalty(Tempo::Blitz),
            Some(Duration::from_secs(60))
        );
        assert_eq!(Edition::Fide2009.illegal_move_penalty(Tempo::Rapid), None);
        assert_eq!(
            Edition::Fide2009.wrong_claim_penalty(Tempo::Standard),
            Some(Duration::from_secs(180))
        );
        assert!(!Edition::Fide2009.automatic_draws());
        assert!(Edition::Fide2023.resignation_against_no_mate_is_draw());
        assert!(!Edition::Fide2018.resignation_against_no_mate_is_draw());
        assert_eq!("2018".parse::<Edition>(), Ok(Edition::Fide2018));
        assert!("2020".parse::<Edition>().is_err());
    }
}
