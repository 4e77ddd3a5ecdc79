//! The events that change a game. The journal stores them one per line as JSON; the field
//! names are part of the journal format (see `journal`), so rename nothing without raising the
//! format version.

use std::time::Duration;

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use crate::game::{ClaimKind, GameResult, GameRules};

/// The start of a game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Start {
    /// PGN tags: the Seven Tag Roster, `TimeControl` and the event's tags (from the profile).
    #[serde(default)]
    pub tags: Vec<(String, String)>,
    /// The starting position when it is not the standard one.
    #[serde(default)]
    pub fen: Option<String>,
    /// The rules.
    #[serde(default)]
    pub rules: GameRules,
}

/// An arbiter's adjustment (of a clock, the move counter, …): a free-form entry.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Adjustment {
    /// When, as the arbiter or the program noted it (wall time or clock time, free text).
    pub time: String,
    /// Who made it (usually "arbiter").
    pub actor: String,
    /// The player concerned, if one.
    #[serde(with = "opt_color")]
    pub player: Option<Color>,
    /// Time added (positive) or taken (negative), in milliseconds, if any.
    pub amount_ms: Option<i64>,
    /// The player's clock reading after the adjustment, if set.
    #[serde(with = "opt_ms")]
    pub new_reading: Option<Duration>,
    /// Why.
    pub reason: String,
    /// The article applied, if any (e.g. "6.10.2").
    pub article: Option<String>,
}

/// Why the game was paused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PauseKind {
    /// The arbiter paused the clocks (6.12).
    Arbiter,
    /// A player paused the clocks to call the arbiter or to claim (6.12.2, 9.5).
    Player,
    /// rochade was not running (crash, power loss); not charged to either player.
    Downtime,
}

/// One change to a game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// The game starts.
    Start(Start),
    /// A move (UCI, `e2e4`), with the mover's remaining time after it.
    Move {
        /// The move in UCI form.
        uci: String,
        /// The mover's remaining time after the move (clock press).
        #[serde(default, with = "opt_ms")]
        clock: Option<Duration>,
        /// A move copied from an earlier score (PGN import): taken as played even where the
        /// current rules would have ended the game before it (a historical game that went on
        /// after a fivefold repetition, a dead position played out).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        recorded: bool,
    },
    /// Both clock readings (a clock press, an arbiter's reading).
    Clock {
        /// White's remaining time.
        #[serde(with = "ms")]
        white: Duration,
        /// Black's remaining time.
        #[serde(with = "ms")]
        black: Duration,
    },
    /// A draw offer.
    Offer {
        /// Who offers.
        #[serde(with = "crate::game::color_serde")]
        by: Color,
        /// The arbiter consented (where 9.1.1 requires it).
        #[serde(default)]
        arbiter_consent: bool,
    },
    /// The answer to a draw offer.
    Answer {
        /// Who answers.
        #[serde(with = "crate::game::color_serde")]
        by: Color,
        /// Accepted (draw) or rejected.
        accept: bool,
    },
    /// A player touched a piece to move it (an offer to that player lapses).
    Touch {
        /// Who.
        #[serde(with = "crate::game::color_serde")]
        by: Color,
    },
    /// A draw claim, possibly with a declared move (UCI).
    Claim {
        /// The claimant (the player to move).
        #[serde(with = "crate::game::color_serde")]
        by: Color,
        /// What is claimed.
        kind: ClaimKind,
        /// The move written down and declared, not played.
        #[serde(default)]
        declared: Option<String>,
    },
    /// A completed illegal move (taken back; not on the board).
    Illegal {
        /// Who made it.
        #[serde(with = "crate::game::color_serde")]
        by: Color,
        /// What it was, as said or written.
        #[serde(default)]
        note: Option<String>,
    },
    /// A player resigns.
    Resign {
        /// Who.
        #[serde(with = "crate::game::color_serde")]
        by: Color,
    },
    /// A player's flag fell.
    FlagFall {
        /// Whose.
        #[serde(with = "crate::game::color_serde")]
        by: Color,
    },
    /// An arbiter's adjustment.
    Adjustment(Adjustment),
    /// A pause.
    Pause {
        /// How long.
        #[serde(with = "ms")]
        duration: Duration,
        /// Why.
        kind: PauseKind,
        /// Free text.
        #[serde(default)]
        note: String,
    },
    /// A player is not obliged to record from the current move (8.4), or records again.
    Exemption {
        /// The player.
        #[serde(with = "crate::game::color_serde")]
        by: Color,
        /// `true` when recording resumes.
        resumed: bool,
    },
    /// The arbiter declares the result.
    Arbiter {
        /// The result.
        result: GameResult,
        /// Why.
        note: String,
    },
    /// The result written on an imported score.
    Recorded {
        /// The result.
        result: GameResult,
    },
    /// The last move is taken back (a local game's "undo", or an arbiter's correction): it
    /// leaves the board and the move list, and the record notes that it was taken back.
    /// Journal format 2: a line with this event carries `"v":2`.
    TakeBack,
}

impl Event {
    /// The oldest journal format that can read this event: 2 for [`Event::TakeBack`], which
    /// format 1 did not have, 1 for everything else. A journal line carries this number, so
    /// an older rochade refuses a game with a take-back in words instead of misreading it,
    /// and still reads every game without one.
    pub fn format_version(&self) -> u32 {
        match self {
            Event::TakeBack => 2,
            _ => 1,
        }
    }
}

/// A [`Duration`] as whole milliseconds.
pub mod ms {
    use serde::{Deserialize, Deserializer, Serializer};
    use std::time::Duration;

    /// Writes the duration.
    pub fn serialize<S: Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u64(u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
    }

    /// Reads the duration.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Duration, D::Error> {
        u64::deserialize(d).map(Duration::from_millis)
    }
}

/// An optional [`Duration`] as whole milliseconds.
pub mod opt_ms {
    use serde::{Deserialize, Deserializer, Serializer};
    use std::time::Duration;

    /// Writes the duration.
    pub fn serialize<S: Serializer>(d: &Option<Duration>, s: S) -> Result<S::Ok, S::Error> {
        match d {
            Some(d) => s.serialize_some(&u64::try_from(d.as_millis()).unwrap_or(u64::MAX)),
            None => s.serialize_none(),
        }
    }

    /// Reads the duration.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Duration>, D::Error> {
        Ok(Option::<u64>::deserialize(d)?.map(Duration::from_millis))
    }
}

/// An optional [`Color`] as `"white"` / `"black"` / null.
pub mod opt_color {
    use serde::{Deserialize, Deserializer, Serializer};
    use shakmaty::Color;

    /// Writes the colour.
    pub fn serialize<S: Serializer>(c: &Option<Color>, s: S) -> Result<S::Ok, S::Error> {
        match c {
            Some(Color::White) => s.serialize_some("white"),
            Some(Color::Black) => s.serialize_some("black"),
            None => s.serialize_none(),
        }
    }

    /// Reads the colour.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Color>, D::Error> {
        match Option::<String>::deserialize(d)?.as_deref() {
            None => Ok(None),
            Some("white") => Ok(Some(Color::White)),
            Some("black") => Ok(Some(Color::Black)),
            Some(other) => Err(serde::de::Error::custom(format!(
                "\"{other}\" is not a colour (white or black)"
            ))),
        }
    }
}
