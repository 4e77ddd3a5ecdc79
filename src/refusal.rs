//! Why something asked for was not done, as a value.
//!
//! A refusal is decided once, by the board that decides (the host, or a board that plays
//! alone), and travels as this value: to the shell of the board where it was asked, and over
//! the network to a joined board that asked for it. Each board puts it into words of its own
//! language when it says it (`crate::app::phrases::refusal`); nothing decides it again there.
//! A leaf: it holds data, and depends only on the game's, the clock's and the record's types.

use serde::{Deserialize, Serialize};
use shakmaty::Color;
use shakmaty::uci::UciMove;

use crate::clock::ClockError;
use crate::game::Ending;
use crate::record::Role;

/// Why someone may not do what they asked for: it is another person's to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Forbidden {
    /// Only the arbiter may do that.
    #[error("only the arbiter may do that")]
    ArbiterOnly,
    /// Only the player of this side (or that player's assistant) may do that.
    #[error("only the {0:?} player may do that")]
    SideOnly(#[serde(with = "crate::serde_helpers::color")] Color),
    /// Only rochade's clock reports a flag.
    #[error("only the clock reports a flag fall")]
    ClockOnly,
}

/// Why a request, a move or a board's hello was not done. Worded by the board that says it,
/// in its own language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "why", content = "of", rename_all = "snake_case")]
pub enum Refusal {
    /// This person may not ask for it.
    Forbidden(Forbidden),
    /// The game is over.
    Over(Ending),
    /// The clock is stopped (6.12): no move until the arbiter restarts it.
    Interrupted,
    /// There is no draw offer to answer.
    NoOffer,
    /// No move is announced to confirm or correct.
    NothingAnnounced,
    /// The move is completed: a correction is the arbiter's matter now (Article 7).
    CorrectionTooLate,
    /// A new game only when none is in progress.
    GameInProgress,
    /// A player cannot answer their own draw offer.
    OwnOffer,
    /// A draw offer already stands.
    OfferStands,
    /// No draw offer before this move without the arbiter's consent (9.1.1).
    OfferTooEarly(u32),
    /// Only the player to move may claim a draw (9.2, 9.3).
    NotYourMove,
    /// A draw needs the arbiter's consent in this competition (9.1.1).
    ArbiterConsentNeeded,
    /// After an incorrect claim the declared move must be played (9.5.3).
    DeclaredMoveRequired(UciMove),
    /// The move is not legal in the position.
    Illegal(UciMove),
    /// Asked on another board, the move is not legal in this board's position (the boards
    /// may differ).
    NotLegalHere,
    /// There is no move to take back (no move made yet).
    NoMoveYet,
    /// The record has no move to take back.
    NothingToTakeBack,
    /// The record has no announced move to confirm, correct or repeat.
    NoneAnnounced,
    /// A move is already announced and waits for confirmation: correct it instead.
    AlreadyAnnounced,
    /// The mover announced again the very move announced: nothing to correct (D.2.8).
    SameAsAnnounced(UciMove),
    /// The game has no position after this half-move.
    NoSuchPly(u32),
    /// The move completed is not the one announced.
    NotTheAnnouncedMove(String),
    /// The change does not fit the game's record.
    Record,
    /// The game has no clock.
    NoClock,
    /// The clock cannot do that in its state.
    Clock(ClockError),
    /// No change of the arbiter's to undo.
    NothingToRevert,
    /// The game has no move of this side with this number to continue from.
    NoSuchPosition {
        /// The side.
        #[serde(with = "crate::serde_helpers::color")]
        side: Color,
        /// The move number.
        number: u32,
    },
    /// No interrupted game to continue.
    NothingToResume,
    /// A take-back is asked already; the opponent answers.
    TakeBackAsked,
    /// Nobody asked to take back a move (or the game went past it).
    TakeBackNotAsked,
    /// The opponent did not agree to take the move back.
    TakeBackDeclined,
    /// A listener asked for a change: a viewer only listens.
    ViewerOnlyListens,
    /// Made in another game than the host's.
    OtherGameState,
    /// A confirmation that crossed the mover's correction.
    AfterCorrection,
    /// Crossed a change on the host's board: to be asked again.
    Stale,
    /// The host did not carry it out and said nothing about it.
    NotDone,
    /// A joined board asked before the host's game arrived.
    NoGameYet,
    /// A board paired for an earlier game came back without the new code.
    OtherGame,
    /// A returning board asked for another role than the host keeps: it is this.
    RoleKept {
        /// The role kept.
        role: Role,
        /// The colour kept.
        #[serde(with = "crate::serde_helpers::opt_color")]
        side: Option<Color>,
    },
}

impl From<crate::game::GameError> for Refusal {
    fn from(e: crate::game::GameError) -> Self {
        use crate::game::GameError;
        match e {
            GameError::Over(ending) => Refusal::Over(ending),
            GameError::Illegal(m) => Refusal::Illegal(crate::intent::uci(m.0)),
            GameError::DeclaredMoveRequired(m) => {
                Refusal::DeclaredMoveRequired(crate::intent::uci(m))
            }
            GameError::NotYourMove => Refusal::NotYourMove,
            GameError::OfferTooEarly(n) => Refusal::OfferTooEarly(n),
            GameError::ArbiterConsentNeeded => Refusal::ArbiterConsentNeeded,
            GameError::NoOffer => Refusal::NoOffer,
            GameError::OwnOffer => Refusal::OwnOffer,
            GameError::OfferStands => Refusal::OfferStands,
        }
    }
}

impl From<crate::scoresheet::ApplyError> for Refusal {
    fn from(e: crate::scoresheet::ApplyError) -> Self {
        use crate::scoresheet::ApplyError;
        match e {
            ApplyError::Game(g) => g.into(),
            ApplyError::NothingToTakeBack => Refusal::NothingToTakeBack,
            ApplyError::NothingAnnounced => Refusal::NoneAnnounced,
            ApplyError::AlreadyAnnounced => Refusal::AlreadyAnnounced,
            ApplyError::NoSuchPly(n) => Refusal::NoSuchPly(n),
            ApplyError::NotTheAnnouncedMove(m) => Refusal::NotTheAnnouncedMove(m),
            _ => Refusal::Record,
        }
    }
}

impl From<ClockError> for Refusal {
    fn from(e: ClockError) -> Self {
        Refusal::Clock(e)
    }
}

impl From<Forbidden> for Refusal {
    fn from(f: Forbidden) -> Self {
        Refusal::Forbidden(f)
    }
}
