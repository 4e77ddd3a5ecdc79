//! What someone asks of a game, and who asks: the one vocabulary of requests. A line typed at
//! a keyboard, a voice recogniser, an electronic board and a partner's board all hand the core
//! an [`Intent`] with its [`Actor`](crate::actor::Actor); between two boards it travels as it is (serde), and the
//! deciding board answers with the [`crate::record::Entry`] it records, or a refusal in words.
//!
//! Moves are in UCI form ([`UciMove`]), which names a move without a position: the deciding
//! board reads them in its own position, so an intent made on one board means the same on
//! another, and a move that is not legal there is refused, never turned into another one.

use std::time::Duration;

use serde::{Deserialize, Serialize};
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Color, Move, Position};

use crate::game::ClaimKind;
use crate::serde_helpers::{color, ms};

/// What someone asks for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Intent {
    /// Play this move (the side to move). Where moves are announced and confirmed
    /// ([`crate::rules::TableProtocol`]) it announces the move, or — from the opponent while
    /// a move is announced — repeats it, or — from the mover — corrects the announcement.
    Move(UciMove),
    /// This move, made on the mover's own board where rochade sees it (an electronic board):
    /// completed as it is made, the table protocol included (the move is on the board and
    /// the clock pressed; the opponent hears it and repeats it on their board, D.2.1).
    Made(UciMove),
    /// The opponent confirms the announced move: it is completed (D.2.1, D.2.3).
    Confirm,
    /// A player touched the piece on this square and put it back, making no move (seen on an
    /// electronic board): noted for the arbiter (Article 4.3), and a draw offer made to that
    /// player lapses (9.1.2.3).
    Touch {
        /// Who touched.
        #[serde(with = "color")]
        by: Color,
        /// The square of the piece touched.
        #[serde(with = "crate::serde_helpers::square")]
        square: shakmaty::Square,
    },
    /// The mover corrects the announced move before it is completed (D.2.8).
    Correct(UciMove),
    /// Take back the last move.
    TakeBack,
    /// Between two boards, the opponent of the player who asked to take back their last
    /// move agrees or refuses (where no arbiter decides).
    TakeBackAnswer {
        /// Who answers.
        #[serde(with = "color")]
        by: Color,
        /// Agreed.
        accept: bool,
    },
    /// Offer a draw (9.1.2).
    Offer(#[serde(with = "color")] Color),
    /// Answer the standing draw offer.
    Answer {
        /// Who answers.
        #[serde(with = "color")]
        by: Color,
        /// Accept or decline.
        accept: bool,
    },
    /// Claim a draw (9.2, 9.3), possibly with a written move not yet played.
    Claim {
        /// The claimant.
        #[serde(with = "color")]
        by: Color,
        /// What is claimed.
        kind: ClaimKind,
        /// The written move.
        #[serde(default)]
        declared: Option<UciMove>,
    },
    /// Resign.
    Resign(#[serde(with = "color")] Color),
    /// A player stops the clock to call the arbiter (6.12.2).
    StopClock(#[serde(with = "color")] Color),
    /// An arbiter's action (6.10, 6.12, 7.5.5).
    Arbiter(ArbiterRequest),
    /// A player's flag fell (only the deciding board's clock reports it).
    FlagFall(#[serde(with = "color")] Color),
    /// Record that a player need not record moves any more (8.4), or records again (only
    /// the deciding board's clock reports it).
    Exemption {
        /// The player.
        #[serde(with = "color")]
        by: Color,
        /// Recording resumes.
        resumed: bool,
    },
    /// Start a new game from the same start (when none is in progress).
    NewGame,
    /// This player reports that the two boards differ (D.2.9); from the partner's board, with
    /// the moves of its own record from the start, to compare the two scoresheets.
    BoardsDiffer {
        /// Who reports it.
        #[serde(with = "color")]
        by: Color,
        /// The reporting board's moves from the start, when it sent them.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        theirs: Vec<UciMove>,
    },
}

impl Intent {
    /// Whether only the deciding board's own clock reports this (a flag, the scoresheet
    /// exemption): nobody asks for it, and no other board sends it.
    pub fn only_the_clock_reports(&self) -> bool {
        matches!(self, Intent::FlagFall(_) | Intent::Exemption { .. })
    }
}

/// An arbiter's action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ArbiterRequest {
    /// Stop the clock (6.12.1).
    Pause,
    /// Restart the clock (6.12), or start a clock that waits for the arbiter.
    Resume,
    /// Set a player's remaining time (6.10).
    SetTime(
        #[serde(with = "color")] Color,
        #[serde(with = "ms")] Duration,
    ),
    /// Set a player's completed-move counter (6.10).
    SetMoves(#[serde(with = "color")] Color, u32),
    /// Add time to a player.
    Add(
        #[serde(with = "color")] Color,
        #[serde(with = "ms")] Duration,
    ),
    /// Take time from a player.
    Deduct(
        #[serde(with = "color")] Color,
        #[serde(with = "ms")] Duration,
    ),
    /// A completed illegal move by this player (7.5.5).
    Illegal(#[serde(with = "color")] Color),
    /// The boards differed (D.2.9): continue from the position after move `number` of this
    /// colour.
    Position(#[serde(with = "color")] Color, u32),
    /// Undo the arbiter's last change to a clock or a move counter.
    Revert,
    /// Take back the last move.
    TakeBack,
}

/// The UCI form of `m` (standard chess: castling as the king's two-square move).
pub fn uci(m: Move) -> UciMove {
    m.to_uci(CastlingMode::Standard)
}

/// The legal move `u` names in `pos`, if it names one.
pub fn legal(u: &UciMove, pos: &Chess) -> Option<Move> {
    u.to_move(pos).ok()
}

/// The moves `moves` name from `start`, as far as they are legal one after the other.
pub fn line_from(start: &Chess, moves: &[UciMove]) -> Vec<Move> {
    let mut at = start.clone();
    let mut line = Vec::new();
    for u in moves {
        let Some(m) = legal(u, &at) else {
            break;
        };
        at.play_unchecked(m);
        line.push(m);
    }
    line
}

/// One intent of every kind (tests of what travels).
#[cfg(test)]
pub(crate) fn every_intent() -> Vec<Intent> {
    let mv = |u: &str| u.parse().unwrap_or_else(|e| panic!("{u}: {e}"));
    vec![
        Intent::Move(mv("e2e4")),
        Intent::Made(mv("d2d4")),
        Intent::Confirm,
        Intent::Correct(mv("g1f3")),
        Intent::TakeBack,
        Intent::TakeBackAnswer {
            by: Color::Black,
            accept: false,
        },
        Intent::Offer(Color::White),
        Intent::Answer {
            by: Color::Black,
            accept: true,
        },
        Intent::Claim {
            by: Color::Black,
            kind: ClaimKind::Threefold,
            declared: Some(mv("g8f6")),
        },
        Intent::Resign(Color::Black),
        Intent::StopClock(Color::White),
        Intent::BoardsDiffer {
            by: Color::White,
            theirs: vec![mv("e2e4"), mv("e7e5")],
        },
        Intent::NewGame,
        Intent::Arbiter(ArbiterRequest::Pause),
        Intent::Arbiter(ArbiterRequest::Resume),
        Intent::Arbiter(ArbiterRequest::SetTime(
            Color::White,
            Duration::from_secs(60),
        )),
        Intent::Arbiter(ArbiterRequest::SetMoves(Color::Black, 40)),
        Intent::Arbiter(ArbiterRequest::Add(Color::Black, Duration::from_secs(120))),
        Intent::Arbiter(ArbiterRequest::Deduct(Color::White, Duration::from_secs(1))),
        Intent::Arbiter(ArbiterRequest::Illegal(Color::White)),
        Intent::Arbiter(ArbiterRequest::Revert),
        Intent::Arbiter(ArbiterRequest::TakeBack),
        Intent::Arbiter(ArbiterRequest::Position(Color::Black, 12)),
        Intent::FlagFall(Color::White),
        Intent::Exemption {
            by: Color::Black,
            resumed: false,
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_intent_travels_as_it_is() {
        let all = every_intent();
        for intent in all {
            let json = serde_json::to_string(&intent).unwrap_or_default();
            let back: Result<Intent, _> = serde_json::from_str(&json);
            assert_eq!(back.ok(), Some(intent), "{json}");
        }
        // Moves travel in UCI form, colours as words.
        let json = serde_json::to_string(&Intent::Offer(Color::White)).unwrap_or_default();
        assert_eq!(json, r#"{"offer":"white"}"#);
    }

    #[test]
    fn a_move_is_read_in_the_deciding_boards_position() {
        let pos = Chess::default();
        let u: UciMove = "e2e4".parse().unwrap_or_else(|e| panic!("{e}"));
        assert!(legal(&u, &pos).is_some());
        let u: UciMove = "e2e5".parse().unwrap_or_else(|e| panic!("{e}"));
        assert!(legal(&u, &pos).is_none());
        let line: Vec<UciMove> = ["e2e4", "e7e5", "e1e3", "g1f3"]
            .iter()
            .filter_map(|s| s.parse().ok())
            .collect();
        assert_eq!(line_from(&pos, &line).len(), 2);
    }
}
