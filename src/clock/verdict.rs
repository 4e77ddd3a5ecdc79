//! What the clock and irregularities mean for the result: flag falls (6.9, 6.11), illegal
//! moves (7.5.5) and incorrect draw claims (9.5.3).
//!
//! "Cannot checkmate by any series of legal moves" is decided with shakmaty's
//! insufficient-material test for the side that would have to mate. That test is exact for
//! material alone; rarer dead positions (a locked pawn wall) are not detected and are left to
//! the arbiter.

use std::time::Duration;

use shakmaty::{Chess, Color};

use crate::rules::{Edition, Tempo};

/// The result a flag fall leads to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FlagVerdict {
    /// The player loses on time (6.9).
    Loses(Color),
    /// Draw: the flagged player's opponent cannot checkmate by any series of legal moves
    /// (6.9).
    DrawOpponentCannotMate {
        /// The player whose flag fell.
        flagged: Color,
    },
    /// Both flags down, order unknown, in a period other than the last: play on (6.11).
    PlayOn,
    /// Both flags down, order unknown, in the last period: draw (6.11).
    DrawBothFlags,
}

/// The consequence of `flagged`'s flag falling in `pos` (6.9): a loss, unless the opponent
/// cannot checkmate, then a draw. It applies whether or not moves were still owed in the
/// period; the game loop then asks the players to complete their scoresheets (8.5).
pub fn flag_verdict(pos: &Chess, flagged: Color) -> FlagVerdict {
    if crate::rules::opponent_cannot_mate(pos, flagged) {
        FlagVerdict::DrawOpponentCannotMate { flagged }
    } else {
        FlagVerdict::Loses(flagged)
    }
}

/// Both flags have fallen (6.11, older editions). When the order is known (rochade's clock
/// always knows it: [`super::ClockEvent::BothFlagsDown`]) the first flag decides as in
/// [`flag_verdict`]. When it is not known (a game entered from a mechanical clock), play
/// goes on in a period other than the last and the game is drawn in the last.
pub fn both_flags_verdict(pos: &Chess, first: Option<Color>, in_last_period: bool) -> FlagVerdict {
    match first {
        Some(first) => flag_verdict(pos, first),
        None if in_last_period => FlagVerdict::DrawBothFlags,
        None => FlagVerdict::PlayOn,
    }
}

/// The penalties in force: the edition's, or the arbiter's from the event profile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Penalties {
    /// Time added to the opponent after an illegal move (7.5.5); `None` where the rules leave
    /// it to the opponent's claim.
    pub illegal_move: Option<Duration>,
    /// Time added to the opponent after an incorrect draw claim (9.5.3); `None` where the
    /// rules leave it to a claim.
    pub wrong_claim: Option<Duration>,
    /// The completed illegal move (counted per player) that loses the game (7.5.5).
    pub illegal_moves_that_lose: u32,
}

/// What happens after a completed illegal move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IllegalMoveVerdict {
    /// Add `amount` to `to`'s clock (the offender's opponent) (7.5.5).
    AddTime {
        /// The offender's opponent.
        to: Color,
        /// How much.
        amount: Duration,
    },
    /// The offender loses (7.5.5).
    Loses(Color),
    /// It would lose, but the opponent cannot checkmate: draw (7.5.5).
    DrawOpponentCannotMate {
        /// The offender.
        offender: Color,
    },
    /// The rules in force give no time penalty; the opponent may claim (2009 rapid and blitz).
    LeftToClaim,
}

impl Penalties {
    /// The penalties of an edition for a kind of play (shared/RULES.md "Rule sets").
    pub fn for_rules(edition: Edition, tempo: Tempo) -> Self {
        Penalties {
            illegal_move: edition.illegal_move_penalty(tempo),
            wrong_claim: edition.wrong_claim_penalty(tempo),
            illegal_moves_that_lose: edition.illegal_moves_that_lose(),
        }
    }

    /// The consequence of `offender`'s `nth` completed illegal move (1 for the first) in
    /// `pos` (the position after the illegal move was taken back).
    pub fn illegal_move(&self, offender: Color, nth: u32, pos: &Chess) -> IllegalMoveVerdict {
        if nth >= self.illegal_moves_that_lose.max(1) {
            if crate::rules::opponent_cannot_mate(pos, offender) {
                IllegalMoveVerdict::DrawOpponentCannotMate { offender }
            } else {
                IllegalMoveVerdict::Loses(offender)
            }
        } else {
            match self.illegal_move {
                Some(amount) => IllegalMoveVerdict::AddTime {
                    to: !offender,
                    amount,
                },
                None => IllegalMoveVerdict::LeftToClaim,
            }
        }
    }

    /// Who gets how much time after `claimant`'s incorrect draw claim (9.5.3), or `None`
    /// where the rules in force give no time.
    pub fn wrong_claim(&self, claimant: Color) -> Option<(Color, Duration)> {
        self.wrong_claim.map(|d| (!claimant, d))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::CastlingMode;
    use shakmaty::fen::Fen;

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    #[test]
    fn flag_loses_unless_the_opponent_cannot_mate() {
        let start = Chess::default();
        assert_eq!(
            flag_verdict(&start, Color::White),
            FlagVerdict::Loses(Color::White)
        );
        // Black has only a king and a knight: White's flag falls, draw.
        let kn = pos("4k3/8/8/3n4/8/8/8/4K2Q w - - 0 1");
        assert_eq!(
            flag_verdict(&kn, Color::White),
            FlagVerdict::DrawOpponentCannotMate {
                flagged: Color::White
            }
        );
        // The same position: Black's flag falls, White with a queen can mate: Black loses.
        assert_eq!(
            flag_verdict(&kn, Color::Black),
            FlagVerdict::Loses(Color::Black)
        );
        // A lone king cannot mate, but a pawn can promote.
        let kp = pos("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        assert_eq!(
            flag_verdict(&kp, Color::White),
            FlagVerdict::DrawOpponentCannotMate {
                flagged: Color::White
            }
        );
        assert_eq!(
            flag_verdict(&kp, Color::Black),
            FlagVerdict::Loses(Color::Black)
        );
    }

    #[test]
    fn both_flags() {
        let start = Chess::default();
        assert_eq!(both_flags_verdict(&start, None, false), FlagVerdict::PlayOn);
        assert_eq!(
            both_flags_verdict(&start, None, true),
            FlagVerdict::DrawBothFlags
        );
        assert_eq!(
            both_flags_verdict(&start, Some(Color::Black), true),
            FlagVerdict::Loses(Color::Black)
        );
    }

    #[test]
    fn illegal_moves_by_edition_and_tempo() {
        let start = Chess::default();
        let min = |m: u64| Duration::from_secs(60 * m);
        // (edition, tempo, nth, verdict for White as offender)
        let table = [
            (
                Edition::Fide2023,
                Tempo::Standard,
                1,
                IllegalMoveVerdict::AddTime {
                    to: Color::Black,
                    amount: min(2),
                },
            ),
            (
                Edition::Fide2023,
                Tempo::Rapid,
                1,
                IllegalMoveVerdict::AddTime {
                    to: Color::Black,
                    amount: min(1),
                },
            ),
            (
                Edition::Fide2023,
                Tempo::Blitz,
                1,
                IllegalMoveVerdict::AddTime {
                    to: Color::Black,
                    amount: min(1),
                },
            ),
            (
                Edition::Fide2023,
                Tempo::Standard,
                2,
                IllegalMoveVerdict::Loses(Color::White),
            ),
            (
                Edition::Fide2018,
                Tempo::Rapid,
                1,
                IllegalMoveVerdict::AddTime {
                    to: Color::Black,
                    amount: min(2),
                },
            ),
            (
                Edition::Fide2018,
                Tempo::Blitz,
                1,
                IllegalMoveVerdict::AddTime {
                    to: Color::Black,
                    amount: min(1),
                },
            ),
            (
                Edition::Fide2018,
                Tempo::Blitz,
                2,
                IllegalMoveVerdict::Loses(Color::White),
            ),
            (
                Edition::Fide2009,
                Tempo::Standard,
                2,
                IllegalMoveVerdict::AddTime {
                    to: Color::Black,
                    amount: min(2),
                },
            ),
            (
                Edition::Fide2009,
                Tempo::Standard,
                3,
                IllegalMoveVerdict::Loses(Color::White),
            ),
            (
                Edition::Fide2009,
                Tempo::Blitz,
                1,
                IllegalMoveVerdict::LeftToClaim,
            ),
        ];
        for (edition, tempo, nth, want) in table {
            let got = Penalties::for_rules(edition, tempo).illegal_move(Color::White, nth, &start);
            assert_eq!(got, want, "{edition} {tempo:?} #{nth}");
        }
        let bare = pos("4k3/8/8/8/8/8/8/R3K3 b - - 0 1");
        assert_eq!(
            Penalties::for_rules(Edition::Fide2023, Tempo::Standard).illegal_move(
                Color::White,
                2,
                &bare
            ),
            IllegalMoveVerdict::DrawOpponentCannotMate {
                offender: Color::White
            }
        );
    }

    #[test]
    fn wrong_claims_by_edition() {
        let p = Penalties::for_rules(Edition::Fide2009, Tempo::Standard);
        assert_eq!(
            p.wrong_claim(Color::Black),
            Some((Color::White, Duration::from_secs(180)))
        );
        let p = Penalties::for_rules(Edition::Fide2023, Tempo::Blitz);
        assert_eq!(
            p.wrong_claim(Color::White),
            Some((Color::Black, Duration::from_secs(60)))
        );
        assert_eq!(
            Penalties::for_rules(Edition::Fide2009, Tempo::Rapid).wrong_claim(Color::White),
            None
        );
    }
}
