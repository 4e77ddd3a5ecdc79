//! The events that change a game. The journal stores them one per line as JSON; the field
//! names are part of the journal format (see `journal`), so rename nothing without raising the
//! format version.

use std::time::Duration;

use serde::{Deserialize, Serialize};
use shakmaty::Color;
use shakmaty::uci::UciMove;

use crate::clock::{Actor, AlertConfig, Clock, ClockChange, ClockState, Reason, TimeControl};
use crate::game::{ClaimKind, GameResult, GameRules};
use crate::serde_helpers::{ms, opt_color, opt_ms};

/// The start of a game.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Start {
    /// PGN tags: the Seven Tag Roster, `TimeControl` and the event's tags (from the profile).
    #[serde(default)]
    pub tags: Vec<(String, String)>,
    /// The starting position when it is not the standard one.
    #[serde(default)]
    pub fen: Option<String>,
    /// The rules, with the event's own penalties.
    #[serde(default)]
    pub rules: GameRules,
    /// The game's identity, the same on both boards and in every line of its journal (empty
    /// in journals written before format 3).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub game: String,
    /// The clock the game starts with (control, alerts and the readings after the event's
    /// allowances), so that a resumed game and the partner's board need nothing else.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<Box<ClockSetup>>,
}

/// The clock a game starts with.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockSetup {
    /// The time control.
    pub control: TimeControl,
    /// When the clock speaks by itself.
    pub alerts: AlertConfig,
    /// The clock before the first move (after the equitable adjustments, 6.2.6).
    pub state: ClockState,
    /// The changes made to the clock before the game (the equitable adjustments, 6.2.6):
    /// the first entries of the record.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub adjustments: Vec<Adjustment>,
}

impl ClockSetup {
    /// The setup of `clock` as it stands at `now` (before the game starts).
    pub fn of(clock: &Clock, now: Duration) -> ClockSetup {
        ClockSetup {
            control: clock.control().clone(),
            alerts: clock.alerts().clone(),
            state: clock.state(now),
            adjustments: clock
                .log()
                .iter()
                .map(|a| {
                    let reading = a.change.color().map(|c| clock.remaining(c, now));
                    Adjustment::of(a, reading)
                })
                .collect(),
        }
    }

    /// A clock in this setup from `now`, not started.
    pub fn clock(&self, now: Duration) -> Clock {
        Clock::restore(self.control.clone(), self.alerts.clone(), &self.state, now)
    }
}

/// A change made to the clock by hand (6.10, 6.12, 7.5.5, 9.5.3, 6.2.6): who, what, why and
/// under which article, with the player's reading after it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "AdjustmentForm")]
pub struct Adjustment {
    /// Who made it.
    pub actor: Actor,
    /// What was changed.
    pub change: ClockChange,
    /// Why.
    pub reason: Reason,
    /// The article applied, if any (e.g. "6.10.2").
    pub article: Option<String>,
    /// The player's remaining time right after it, when it changed a time.
    #[serde(default, with = "opt_ms")]
    pub reading: Option<Duration>,
}

impl Adjustment {
    /// The record of the clock's log entry `a`, with the reading after it.
    pub fn of(a: &crate::clock::Adjustment, reading: Option<Duration>) -> Adjustment {
        Adjustment {
            actor: a.actor,
            change: a.change.clone(),
            reason: a.reason.clone(),
            article: a.article.clone(),
            reading,
        }
    }

    /// The same change as the clock's log has it (at `at`).
    pub fn to_clock(&self, at: Duration) -> crate::clock::Adjustment {
        crate::clock::Adjustment {
            at,
            actor: self.actor,
            change: self.change.clone(),
            reason: self.reason.clone(),
            article: self.article.clone(),
        }
    }

    /// The player whose clock it concerns, if one.
    pub fn player(&self) -> Option<Color> {
        self.change.color()
    }
}

/// How an adjustment is read: the typed form (journal format 3), or the free-form entry of
/// formats 1 and 2 (strings for actor and reason, a signed amount).
#[derive(Deserialize)]
#[serde(untagged)]
enum AdjustmentForm {
    Typed {
        actor: Actor,
        change: ClockChange,
        reason: Reason,
        #[serde(default)]
        article: Option<String>,
        #[serde(default, with = "opt_ms")]
        reading: Option<Duration>,
    },
    Legacy(LegacyAdjustment),
}

/// An adjustment as formats 1 and 2 wrote it.
#[derive(Deserialize, Default)]
#[serde(default)]
struct LegacyAdjustment {
    actor: String,
    #[serde(with = "opt_color")]
    player: Option<Color>,
    amount_ms: Option<i64>,
    #[serde(with = "opt_ms")]
    new_reading: Option<Duration>,
    reason: String,
    article: Option<String>,
}

impl From<AdjustmentForm> for Adjustment {
    fn from(form: AdjustmentForm) -> Adjustment {
        match form {
            AdjustmentForm::Typed {
                actor,
                change,
                reason,
                article,
                reading,
            } => Adjustment {
                actor,
                change,
                reason,
                article,
                reading,
            },
            AdjustmentForm::Legacy(l) => l.into(),
        }
    }
}

impl From<LegacyAdjustment> for Adjustment {
    fn from(l: LegacyAdjustment) -> Adjustment {
        let actor = match l.actor.as_str() {
            "white" => Actor::Player(Color::White),
            "black" => Actor::Player(Color::Black),
            "profile" => Actor::Profile,
            _ => Actor::Arbiter,
        };
        // "clock-correction (moves 40)": the reason's key, then what was done.
        let (key, what) = match l.reason.split_once(" (") {
            Some((k, w)) => (k, w.trim_end_matches(')')),
            None => (l.reason.as_str(), ""),
        };
        let reason = match key {
            "illegal-move" => Reason::IllegalMove,
            "incorrect-claim" => Reason::IncorrectClaim,
            "assistant-adjustment" => Reason::AssistantAdjustment,
            "clock-correction" => Reason::ClockCorrection,
            "move-counter-correction" => Reason::MoveCounterCorrection,
            "interruption" => Reason::Interruption,
            "reconciliation" => Reason::Reconciliation,
            "withdrawal" => Reason::Withdrawal,
            other => Reason::Other(other.to_owned()),
        };
        let color = l.player.unwrap_or(Color::White);
        let change = if let Some(n) = what.strip_prefix("moves ") {
            ClockChange::SetMoves {
                color,
                from: 0,
                to: n.trim().parse().unwrap_or(0),
            }
        } else if what == "clock stopped" {
            ClockChange::Paused
        } else if what == "clock restarted" {
            ClockChange::Resumed
        } else {
            let amount = Duration::from_millis(l.amount_ms.unwrap_or(0).unsigned_abs());
            if l.amount_ms.unwrap_or(0) < 0 {
                ClockChange::Deducted {
                    color,
                    amount,
                    applied: amount,
                }
            } else {
                ClockChange::Added { color, amount }
            }
        };
        Adjustment {
            actor,
            change,
            reason,
            article: l.article,
            reading: l.new_reading,
        }
    }
}

/// Thinking time not known after a crash: between the running clock's last checkpoint and
/// the moment rochade stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Uncounted {
    /// The player whose clock was running.
    #[serde(with = "crate::serde_helpers::color")]
    pub by: Color,
    /// At most this much of that player's time was not charged.
    #[serde(with = "ms")]
    pub at_most: Duration,
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
        /// The move in UCI form (read from text once, at the edge; written as `e2e4`).
        uci: UciMove,
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
        #[serde(with = "crate::serde_helpers::color")]
        by: Color,
        /// The arbiter consented (where 9.1.1 requires it).
        #[serde(default)]
        arbiter_consent: bool,
    },
    /// The answer to a draw offer.
    Answer {
        /// Who answers.
        #[serde(with = "crate::serde_helpers::color")]
        by: Color,
        /// Accepted (draw) or rejected.
        accept: bool,
    },
    /// A player touched a piece to move it (an offer to that player lapses).
    Touch {
        /// Who.
        #[serde(with = "crate::serde_helpers::color")]
        by: Color,
        /// The square of the piece touched and put back, when it is known (an electronic
        /// board sees it): noted for the arbiter (Article 4.3). Absent in older records.
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            with = "crate::serde_helpers::opt_square"
        )]
        square: Option<shakmaty::Square>,
    },
    /// A draw claim, possibly with a declared move (UCI).
    Claim {
        /// The claimant (the player to move).
        #[serde(with = "crate::serde_helpers::color")]
        by: Color,
        /// What is claimed.
        kind: ClaimKind,
        /// The move written down and declared, not played.
        #[serde(default)]
        declared: Option<UciMove>,
    },
    /// A completed illegal move (taken back; not on the board).
    Illegal {
        /// Who made it.
        #[serde(with = "crate::serde_helpers::color")]
        by: Color,
        /// What it was, as said or written.
        #[serde(default)]
        note: Option<String>,
    },
    /// A player resigns.
    Resign {
        /// Who.
        #[serde(with = "crate::serde_helpers::color")]
        by: Color,
    },
    /// A player's flag fell.
    FlagFall {
        /// Whose.
        #[serde(with = "crate::serde_helpers::color")]
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
        /// For a pause while rochade was not running: the running clock was charged up to
        /// its last checkpoint, and this much of the player's time before the interruption
        /// is not known (the arbiter decides, 6.10.2). Absent in older journals.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        uncounted: Option<Uncounted>,
    },
    /// The running clock as it stood (the entry's clock), written to the journal every few
    /// seconds while a clock runs so that a crash loses little of it. Not part of the
    /// record: it changes nothing in the game and is never exported.
    Checkpoint,
    /// A player is not obliged to record from the current move (8.4), or records again.
    Exemption {
        /// The player.
        #[serde(with = "crate::serde_helpers::color")]
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
    /// The player to move announces a move (D.2.1); it is completed by the opponent's
    /// confirmation (a [`Event::Move`] of the same move), and until then it may be corrected
    /// (D.2.8: a slip of the tongue).
    Announce {
        /// The move in UCI form (read from text once, at the edge; written as `e2e4`).
        uci: UciMove,
        /// It replaces the move announced before (D.2.8).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        correction: bool,
    },
    /// The opponent repeated another move than the one announced (D.2.1): nothing is
    /// completed, both sides are told.
    RepeatDiffers {
        /// The move repeated, in UCI form.
        uci: UciMove,
    },
    /// A player reports that the two boards differ (D.2.9).
    BoardsDiffer {
        /// Who reports it.
        #[serde(with = "crate::serde_helpers::color")]
        by: Color,
    },
    /// The arbiter, after comparing the scoresheets, confirms the position after `ply` plies
    /// to continue from; the moves after it leave the board and the move list (D.2.9).
    Reconciled {
        /// Plies that stand.
        ply: u32,
    },
    /// The last move is taken back (a local game's "undo", or an arbiter's correction): it
    /// leaves the board and the move list, and the record notes that it was taken back.
    /// Journal format 2: a line with this event carries `"v":2`.
    TakeBack,
}
