//! The game: the starting position, every move played, and the position they lead to.
//!
//! Pure state; nothing here reads a clock, a terminal or a file.

use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Move, Position};

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
}

impl Default for Game {
    fn default() -> Self {
        Game::new(Chess::default())
    }
}

impl Game {
    /// A game from `initial`.
    pub fn new(initial: Chess) -> Game {
        Game {
            position: initial.clone(),
            initial,
            moves: Vec::new(),
        }
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
    pub fn play(&mut self, m: Move) -> Result<&PlayedMove, IllegalMove> {
        if !self.position.is_legal(m) {
            return Err(IllegalMove(m));
        }
        let before = self.position.clone();
        let san = SanPlus::from_move_and_play_unchecked(&mut self.position, m);
        self.moves.push(PlayedMove { mv: m, san, before });
        Ok(&self.moves[self.moves.len() - 1])
    }

    /// Takes back the last move (an arbiter's correction, D.2.9 / 7.5); returns it.
    pub fn undo(&mut self) -> Option<PlayedMove> {
        let last = self.moves.pop()?;
        self.position = last.before.clone();
        Some(last)
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

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::san::San;

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
