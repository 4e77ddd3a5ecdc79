//! The game: the starting position, every move played, and the position they lead to; how it
//! ends (Articles 5, 6.9, 7.5, 9, 10), draw offers and claims.
//!
//! Pure state; nothing here reads a clock, a terminal or a file. Time penalties are returned as
//! [`PenaltyRequest`]s for the clock layer to apply; flag falls are reported by the caller.

pub mod claims;
pub mod endings;
pub mod offers;

use serde::{Deserialize, Serialize};
use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, Move, Position};

use crate::rules::{Edition, Tempo};
pub use claims::{ClaimKind, ClaimVerdict, IllegalMoveRuling, PenaltyCause, PenaltyRequest};
pub use endings::{Ending, GameResult, Termination};
pub use offers::{DrawOfferPolicy, Offer};

/// The rules a game is played under.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct GameRules {
    /// The edition of the Laws of Chess.
    pub edition: Edition,
    /// Standard, rapid or blitz.
    pub tempo: Tempo,
    /// Restrictions on draw offers (9.1.1).
    pub offers: DrawOfferPolicy,
    /// The event's own penalties (the event profile), where they differ from the edition's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub penalties: Option<crate::clock::Penalties>,
    /// An arbitrated game (an event profile is loaded): only the arbiter takes a move back.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub arbitrated: bool,
    /// How a move goes from announcement to completion (D.2.1, D.2.3, D.2.8).
    #[serde(skip_serializing_if = "is_off")]
    pub protocol: crate::rules::TableProtocol,
    /// The clock waits for the arbiter's start, even when both boards are there (the event
    /// profile's `arbiter_starts_clock`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub arbiter_starts_clock: bool,
    /// The event set an arbiter's code: an arbiter's command at a player's keyboard needs it.
    /// Only that a code is set is recorded, never the code; a game resumed without the event's
    /// profile refuses the arbiter's commands at a player's keyboard.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub arbiter_code: bool,
}

fn is_off(p: &crate::rules::TableProtocol) -> bool {
    !p.is_on()
}

impl GameRules {
    /// The penalties in force: the event's, else the edition's for the kind of play. Every
    /// ruling on an illegal move or a wrong claim asks here.
    pub fn penalties(&self) -> crate::clock::Penalties {
        self.penalties
            .unwrap_or_else(|| crate::clock::Penalties::for_rules(self.edition, self.tempo))
    }
}

/// One move played, with what is needed to say, write and take it back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayedMove {
    /// The move.
    pub mv: Move,
    /// Its SAN with check or mate suffix, as in the position before it.
    pub san: SanPlus,
    /// The position before the move.
    pub before: Chess,
}

/// A position that cannot start a game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// The FEN does not parse.
    #[error("not a FEN position: {0}")]
    Fen(String),
    /// The FEN parses but is not a legal chess position (no king, pawns on the back rank, the
    /// side not to move in check, …).
    #[error("impossible position: {0}")]
    Impossible(String),
}

/// A game in progress or finished.
#[derive(Debug, Clone)]
pub struct Game {
    initial: Chess,
    position: Chess,
    moves: Vec<PlayedMove>,
    rules: GameRules,
    ending: Option<Ending>,
    offer: Option<Offer>,
    illegal: [u32; 2],
    must_play: Option<Move>,
}

impl Default for Game {
    fn default() -> Self {
        Game::new(Chess::default())
    }
}

impl Game {
    /// A game from `initial`.
    pub fn new(initial: Chess) -> Game {
        Game::with_rules(initial, GameRules::default())
    }

    /// A game from `initial` under `rules`. A starting position that is already over
    /// (checkmate, stalemate, dead) is a finished game.
    pub fn with_rules(initial: Chess, rules: GameRules) -> Game {
        let mut g = Game {
            position: initial.clone(),
            initial,
            moves: Vec::new(),
            rules,
            ending: None,
            offer: None,
            illegal: [0; 2],
            must_play: None,
        };
        g.ending = g.automatic_ending();
        g
    }

    /// The rules of this game.
    pub fn rules(&self) -> &GameRules {
        &self.rules
    }

    /// Changes the rules (an arbiter's correction of the settings).
    pub fn set_rules(&mut self, rules: GameRules) {
        self.rules = rules;
    }

    /// A game from a FEN.
    ///
    /// # Errors
    /// [`SetupError`] when the text is not a FEN or not a legal position.
    pub fn from_fen(fen: &str) -> Result<Game, SetupError> {
        let fen: Fen = fen
            .trim()
            .parse()
            .map_err(|e: shakmaty::fen::ParseFenError| SetupError::Fen(e.to_string()))?;
        let pos: Chess = fen
            .into_position(CastlingMode::Standard)
            .map_err(|e| SetupError::Impossible(e.to_string()))?;
        Ok(Game::new(pos))
    }

    /// The starting position.
    pub fn initial(&self) -> &Chess {
        &self.initial
    }

    /// The FEN of the starting position.
    pub fn initial_fen(&self) -> String {
        Fen::from_position(&self.initial, EnPassantMode::Legal).to_string()
    }

    /// Whether the game started from the standard position.
    pub fn from_standard_start(&self) -> bool {
        self.initial == Chess::default()
    }

    /// The current position.
    pub fn position(&self) -> &Chess {
        &self.position
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[PlayedMove] {
        &self.moves
    }

    /// The last move played.
    pub fn last(&self) -> Option<&PlayedMove> {
        self.moves.last()
    }

    /// Plays `m`, which must be legal in the current position.
    ///
    /// # Errors
    /// [`IllegalMove`] (and the game unchanged) when it is not.
    ///
    /// This is the low-level move used when reading a score (PGN, journal): it does not refuse
    /// a move after the end of the game (real scores sometimes go on after a dead position).
    /// It does keep the rest of the state: the mover's opponent's draw offer lapses, a
    /// required declared move is satisfied, and an automatic ending (checkmate, stalemate,
    /// dead position, fivefold, 75 moves) is noted if the game has not ended yet. The game
    /// loop uses [`Game::play_move`].
    pub fn play(&mut self, m: Move) -> Result<&PlayedMove, IllegalMove> {
        if !self.position.is_legal(m) {
            return Err(IllegalMove(m));
        }
        let mover = self.position.turn();
        let before = self.position.clone();
        let san = SanPlus::from_move_and_play_unchecked(&mut self.position, m);
        self.moves.push(PlayedMove { mv: m, san, before });
        if self.offer.is_some_and(|o| o.by != mover) {
            // 9.1.2.3: a move by the offeree declines the offer.
            self.offer = None;
        }
        self.must_play = None;
        if self.ending.is_none() {
            self.ending = self.automatic_ending();
        }
        Ok(&self.moves[self.moves.len() - 1])
    }

    /// Plays `m` as the game loop does: refused after the end of the game, and after an
    /// incorrect claim with a declared move, any move other than the declared one (9.5.3).
    /// Returns the ending the move brings, if any.
    ///
    /// # Errors
    /// [`GameError::Over`], [`GameError::DeclaredMoveRequired`] or [`GameError::Illegal`];
    /// the game is unchanged.
    pub fn play_move(&mut self, m: Move) -> Result<Option<Ending>, GameError> {
        self.not_over()?;
        if let Some(required) = self.must_play
            && required != m
        {
            return Err(GameError::DeclaredMoveRequired(required));
        }
        self.play(m).map_err(GameError::Illegal)?;
        Ok(self.ending.clone())
    }

    /// Takes back the last move (an arbiter's correction, D.2.9 / 7.5); returns it.
    ///
    /// An ending that the position brought (checkmate, …) is recomputed; any other ending
    /// stays.
    pub fn undo(&mut self) -> Option<PlayedMove> {
        let last = self.moves.pop()?;
        self.position = last.before.clone();
        if self
            .ending
            .as_ref()
            .is_some_and(|e| e.reason.is_automatic())
        {
            self.ending = self.automatic_ending();
        }
        Some(last)
    }

    /// Makes room for `moves` more moves (a replay that knows how many may follow).
    pub fn reserve(&mut self, moves: usize) {
        self.moves.reserve(moves);
    }

    /// The number of the move the side to move is about to make (1 for the first).
    pub fn fullmove_number(&self) -> u32 {
        self.position.fullmoves().get()
    }
}

/// A move that is not legal in the game's position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("move {0:?} is not legal here")]
pub struct IllegalMove(pub Move);

/// Why the game refused an action.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    /// The game has already ended.
    #[error("the game is over ({}, article {})", .0.result, .0.article())]
    Over(Ending),
    /// The move is not legal.
    #[error(transparent)]
    Illegal(IllegalMove),
    /// After an incorrect claim the declared move must be played (9.5.3).
    #[error("after the incorrect claim the declared move must be played (article 9.5.3)")]
    DeclaredMoveRequired(Move),
    /// Only the player to move may claim a draw (9.2, 9.3).
    #[error("only the player to move may claim a draw (articles 9.2 and 9.3)")]
    NotYourMove,
    /// A draw offer before the move the competition allows (9.1.1).
    #[error(
        "draw offers are not allowed before move {0} without the arbiter's consent (article 9.1.1)"
    )]
    OfferTooEarly(u32),
    /// The competition needs the arbiter's consent to a draw (9.1.1).
    #[error("a draw needs the arbiter's consent in this competition (article 9.1.1)")]
    ArbiterConsentNeeded,
    /// There is no draw offer to answer.
    #[error("there is no draw offer to answer")]
    NoOffer,
    /// A player cannot answer his own offer.
    #[error("a player cannot answer his own draw offer")]
    OwnOffer,
    /// A draw offer already stands.
    #[error("a draw offer already stands")]
    OfferStands,
}

impl Game {
    fn not_over(&self) -> Result<(), GameError> {
        match &self.ending {
            Some(e) => Err(GameError::Over(e.clone())),
            None => Ok(()),
        }
    }

    /// How the game ended, if it has.
    pub fn ending(&self) -> Option<&Ending> {
        self.ending.as_ref()
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.ending.is_some()
    }

    /// The draw offer that stands, if any.
    pub fn pending_offer(&self) -> Option<Offer> {
        self.offer
    }

    /// The declared move that must be played after an incorrect claim, if any.
    pub fn required_move(&self) -> Option<Move> {
        self.must_play
    }

    /// How many completed illegal moves `by` has made.
    pub fn illegal_count(&self, by: Color) -> u32 {
        self.illegal[by as usize]
    }

    /// Every position of the game so far, the starting one first and the current one last.
    pub fn positions(&self) -> impl Iterator<Item = &Chess> {
        self.moves
            .iter()
            .map(|m| &m.before)
            .chain(std::iter::once(&self.position))
    }

    /// How often `pos` has stood on the board in this game. Positions are the same in the
    /// sense of 9.2.2: same player to move, same pieces on the same squares, same castling
    /// rights and the same en passant capture possible (shakmaty's equality of [`Chess`],
    /// which compares the en passant square only when a legal capture exists).
    pub fn repetitions(&self, pos: &Chess) -> usize {
        self.positions().filter(|p| *p == pos).count()
    }

    /// How often `pos` — the position on the board or one a move from it leads to — has stood
    /// on the board, counting back only to the last capture or pawn move (no position before
    /// one can stand again): the cost does not grow with the length of the game.
    fn repetitions_since_irreversible(&self, pos: &Chess) -> usize {
        let mut n = usize::from(self.position == *pos);
        if self.position.halfmoves() == 0 {
            return n;
        }
        for m in self.moves.iter().rev() {
            n += usize::from(m.before == *pos);
            if m.before.halfmoves() == 0 {
                break;
            }
        }
        n
    }

    /// The moves `by` has completed.
    pub fn moves_by(&self, by: Color) -> u32 {
        let n = self.moves.iter().filter(|m| m.before.turn() == by).count();
        u32::try_from(n).unwrap_or(u32::MAX)
    }

    /// The ending the current position brings by itself: checkmate (which takes precedence
    /// over everything), stalemate, fivefold repetition and the 75-move rule when the edition
    /// has them (9.6), dead position (insufficient material for both, as shakmaty decides).
    pub fn automatic_ending(&self) -> Option<Ending> {
        let pos = &self.position;
        if pos.is_checkmate() {
            return Some(Ending::new(
                GameResult::win_for(!pos.turn()),
                Termination::Checkmate,
            ));
        }
        if pos.is_stalemate() {
            return Some(Ending::new(GameResult::Draw, Termination::Stalemate));
        }
        if self.rules.edition.automatic_draws() {
            if self.repetitions_since_irreversible(pos) >= 5 {
                return Some(Ending::new(GameResult::Draw, Termination::Fivefold));
            }
            if pos.halfmoves() >= 150 {
                return Some(Ending::new(GameResult::Draw, Termination::SeventyFiveMoves));
            }
        }
        if pos.is_insufficient_material() {
            return Some(Ending::new(GameResult::Draw, Termination::DeadPosition));
        }
        None
    }

    /// Whether `by`'s opponent can no longer checkmate by any series of legal moves (as far as
    /// shakmaty can tell from the material).
    pub fn opponent_cannot_mate(&self, by: Color) -> bool {
        crate::rules::opponent_cannot_mate(&self.position, by)
    }

    /// `by` offers a draw (9.1.2). The offer stands until the opponent accepts or rejects it,
    /// touches a piece ([`Game::touch`]) or moves.
    ///
    /// # Errors
    /// [`GameError::Over`], [`GameError::OfferStands`], and the competition's restrictions:
    /// [`GameError::OfferTooEarly`], [`GameError::ArbiterConsentNeeded`] (both lifted by
    /// `arbiter_consent`).
    pub fn offer_draw(&mut self, by: Color, arbiter_consent: bool) -> Result<Offer, GameError> {
        self.not_over()?;
        if self.offer.is_some() {
            return Err(GameError::OfferStands);
        }
        let policy = self.rules.offers;
        if !arbiter_consent {
            if self.moves_by(by) < policy.min_moves {
                return Err(GameError::OfferTooEarly(policy.min_moves));
            }
            if policy.arbiter_consent {
                return Err(GameError::ArbiterConsentNeeded);
            }
        }
        let offer = Offer {
            by,
            at_ply: self.moves.len(),
        };
        self.offer = Some(offer);
        Ok(offer)
    }

    /// `by` answers the standing draw offer; on acceptance the game is drawn by agreement.
    ///
    /// # Errors
    /// [`GameError::Over`], [`GameError::NoOffer`], [`GameError::OwnOffer`].
    pub fn answer_offer(&mut self, by: Color, accept: bool) -> Result<Option<Ending>, GameError> {
        self.not_over()?;
        let offer = self.offer.ok_or(GameError::NoOffer)?;
        if offer.by == by {
            return Err(GameError::OwnOffer);
        }
        self.offer = None;
        if accept {
            let e = Ending::new(GameResult::Draw, Termination::Agreement);
            self.ending = Some(e.clone());
            Ok(Some(e))
        } else {
            Ok(None)
        }
    }

    /// `by` touches a piece with the intention of moving it (D.2.2: lifts it from its hole).
    /// An offer made to `by` lapses (9.1.2.3); returns whether one did.
    pub fn touch(&mut self, by: Color) -> bool {
        if self.offer.is_some_and(|o| o.by != by) {
            self.offer = None;
            true
        } else {
            false
        }
    }

    /// `by`, who must be the player to move, claims a draw (9.2, 9.3), either on the position on
    /// the board or with `declared`, a move written down and not yet played. A correct claim
    /// ends the game; an incorrect one returns a penalty request for the opponent (9.5.3) and
    /// the declared move must be played next.
    ///
    /// # Errors
    /// [`GameError::Over`], [`GameError::NotYourMove`], [`GameError::Illegal`] when the
    /// declared move is not legal (then there is no claim).
    pub fn claim(
        &mut self,
        by: Color,
        kind: ClaimKind,
        declared: Option<Move>,
    ) -> Result<ClaimVerdict, GameError> {
        self.not_over()?;
        if self.position.turn() != by {
            return Err(GameError::NotYourMove);
        }
        let after = match declared {
            Some(m) => {
                if !self.position.is_legal(m) {
                    return Err(GameError::Illegal(IllegalMove(m)));
                }
                let mut p = self.position.clone();
                p.play_unchecked(m);
                p
            }
            None => self.position.clone(),
        };
        let correct = match kind {
            ClaimKind::Threefold => {
                let extra = usize::from(declared.is_some());
                self.repetitions_since_irreversible(&after) + extra >= 3
            }
            ClaimKind::FiftyMoves => after.halfmoves() >= 100,
        };
        let mut verdict = ClaimVerdict {
            kind,
            by,
            declared,
            correct,
            ending: None,
            penalty: None,
            must_play: None,
        };
        if correct {
            let reason = match kind {
                ClaimKind::Threefold => Termination::Threefold { by },
                ClaimKind::FiftyMoves => Termination::FiftyMoves { by },
            };
            let e = Ending::new(GameResult::Draw, reason);
            self.ending = Some(e.clone());
            verdict.ending = Some(e);
        } else {
            verdict.penalty = self
                .rules
                .penalties()
                .wrong_claim(by)
                .map(|(add_to, amount)| PenaltyRequest {
                    add_to,
                    amount,
                    cause: PenaltyCause::WrongClaim,
                    article: "9.5.3",
                });
            self.must_play = declared;
            verdict.must_play = declared;
        }
        Ok(verdict)
    }

    /// `by` resigns. Under the 2023 Laws a resignation when the opponent cannot checkmate by
    /// any series of legal moves is a draw (5.2.4); under earlier editions a loss.
    ///
    /// # Errors
    /// [`GameError::Over`].
    pub fn resign(&mut self, by: Color) -> Result<Ending, GameError> {
        self.not_over()?;
        let e = if self.rules.edition.resignation_against_no_mate_is_draw()
            && self.opponent_cannot_mate(by)
        {
            Ending::new(GameResult::Draw, Termination::ResignationNoMate { by })
        } else {
            Ending::new(GameResult::win_for(!by), Termination::Resignation { by })
        };
        self.ending = Some(e.clone());
        Ok(e)
    }

    /// `by`'s flag fell (the clock layer decides that). A loss, or a draw when the opponent
    /// cannot checkmate by any series of legal moves (6.9).
    ///
    /// # Errors
    /// [`GameError::Over`] (a checkmate before the flag fell stands, 6.9).
    pub fn flag_fall(&mut self, by: Color) -> Result<Ending, GameError> {
        use crate::clock::FlagVerdict;
        self.not_over()?;
        let e = match crate::clock::verdict::flag_verdict(&self.position, by) {
            FlagVerdict::DrawOpponentCannotMate { .. } => {
                Ending::new(GameResult::Draw, Termination::FlagFallNoMate { by })
            }
            _ => Ending::new(GameResult::win_for(!by), Termination::FlagFall { by }),
        };
        self.ending = Some(e.clone());
        Ok(e)
    }

    /// `by` completed an illegal move (7.5; the move is taken back by the arbiter and is not
    /// on the board). The edition's losing count (the second, the third under 2009) loses, or
    /// draws when the opponent cannot checkmate; earlier ones give the opponent time.
    ///
    /// # Errors
    /// [`GameError::Over`].
    pub fn illegal_move(&mut self, by: Color) -> Result<IllegalMoveRuling, GameError> {
        use crate::clock::IllegalMoveVerdict as V;
        self.not_over()?;
        let slot = &mut self.illegal[by as usize];
        *slot += 1;
        let count = *slot;
        let mut ruling = IllegalMoveRuling {
            by,
            count,
            penalty: None,
            ending: None,
        };
        let ending = match self
            .rules
            .penalties()
            .illegal_move(by, count, &self.position)
        {
            V::Loses(_) => Some(Ending::new(
                GameResult::win_for(!by),
                Termination::IllegalMoves { by },
            )),
            V::DrawOpponentCannotMate { .. } => Some(Ending::new(
                GameResult::Draw,
                Termination::IllegalMovesNoMate { by },
            )),
            V::AddTime { to, amount } => {
                ruling.penalty = Some(PenaltyRequest {
                    add_to: to,
                    amount,
                    cause: PenaltyCause::IllegalMove,
                    article: "7.5.5",
                });
                None
            }
            V::LeftToClaim => None,
        };
        if let Some(e) = ending {
            self.ending = Some(e.clone());
            ruling.ending = Some(e);
        }
        Ok(ruling)
    }

    /// The arbiter declares the result (also over an earlier one: a correction).
    pub fn arbiter_result(&mut self, result: GameResult, note: &str) -> Ending {
        let e = Ending::new(
            result,
            Termination::Arbiter {
                note: note.to_owned(),
            },
        );
        self.ending = Some(e.clone());
        e
    }

    /// Sets the result written on an imported score.
    pub fn set_recorded_result(&mut self, result: GameResult) {
        if self.ending.as_ref().is_none_or(|e| e.result != result) {
            self.ending = Some(Ending::new(result, Termination::Recorded));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::san::San;

    /// Counting repetitions back only to the last capture or pawn move gives the count over
    /// the whole game, for the position on the board and for one a move leads to.
    #[test]
    fn repetitions_since_the_last_irreversible_move_are_all_repetitions() {
        let mut g = Game::with_rules(
            Chess::default(),
            GameRules {
                edition: crate::rules::Edition::Fide2009,
                ..GameRules::default()
            },
        );
        let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8"];
        let line = shuffle
            .iter()
            .chain(&["e4", "e5"])
            .chain(&shuffle)
            .chain(&shuffle)
            .chain(&["d4", "exd4"])
            .chain(&shuffle)
            .chain(&shuffle);
        for san in line {
            let m = san
                .parse::<San>()
                .ok()
                .and_then(|s| s.to_move(g.position()).ok())
                .unwrap_or_else(|| panic!("{san}"));
            g.play(m).unwrap_or_else(|e| panic!("{e:?}"));
            let here = g.position().clone();
            assert_eq!(
                g.repetitions_since_irreversible(&here),
                g.repetitions(&here),
                "{san}"
            );
            for next in here.legal_moves() {
                let mut after = here.clone();
                after.play_unchecked(next);
                assert_eq!(
                    g.repetitions_since_irreversible(&after),
                    g.repetitions(&after),
                    "{san} then {next:?}"
                );
            }
        }
        assert_eq!(g.repetitions(&g.position().clone()), 3);
    }

    #[test]
    fn play_and_undo_keep_position_and_history_together() {
        let mut g = Game::default();
        for san in ["e4", "e5", "Nf3"] {
            let m = san
                .parse::<San>()
                .ok()
                .and_then(|s| s.to_move(g.position()).ok())
                .unwrap_or_else(|| panic!("{san}"));
            let played = g.play(m).map(|p| p.san.to_string());
            assert_eq!(played.as_deref(), Ok(san));
        }
        assert_eq!(g.moves().len(), 3);
        assert_eq!(g.fullmove_number(), 2);
        let before = g.moves()[2].before.clone();
        assert!(g.undo().is_some());
        assert_eq!(g.position(), &before);
        // An illegal move changes nothing.
        let bad = Move::Normal {
            role: shakmaty::Role::King,
            from: shakmaty::Square::E1,
            capture: None,
            to: shakmaty::Square::E3,
            promotion: None,
        };
        assert!(g.play(bad).is_err());
        assert_eq!(g.moves().len(), 2);
    }

    #[test]
    fn impossible_positions_are_refused_with_words() {
        assert!(matches!(
            Game::from_fen("not a fen"),
            Err(SetupError::Fen(_))
        ));
        assert!(matches!(
            Game::from_fen("8/8/8/8/8/8/8/8 w - - 0 1"),
            Err(SetupError::Impossible(_))
        ));
        assert!(Game::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").is_ok());
    }
}
