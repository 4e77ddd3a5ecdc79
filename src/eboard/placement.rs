//! Deciding a move from what an electronic board shows.
//!
//! The board reports only which piece stands on which square. Given the game's position and a
//! stable placement read from the board, [`shown`] says whether the board shows the position,
//! shows the position after exactly one legal move, or differs. Every chess rule (legal moves,
//! castling, en passant, promotion) comes from shakmaty: each legal move is played on a copy of
//! the position and the resulting piece placement compared with the board's, so the piece placed
//! on the last rank decides a promotion and captures, castling and en passant need no special
//! case.

use shakmaty::{Board, Chess, File, Move, Piece, Position, Rank, Square};

/// What stands on each of the 64 squares of a board, indexed by shakmaty [`Square`] (a1 = 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Placement([Option<Piece>; 64]);

impl Default for Placement {
    fn default() -> Self {
        Self::empty()
    }
}

impl Placement {
    /// A board with no piece on it.
    pub const fn empty() -> Self {
        Self([None; 64])
    }

    /// The placement from an array indexed by shakmaty [`Square`] (a1 = 0, h8 = 63).
    pub const fn new(squares: [Option<Piece>; 64]) -> Self {
        Self(squares)
    }

    /// The piece placement of a shakmaty board.
    pub fn from_board(board: &Board) -> Self {
        let mut placement = Self::empty();
        for square in Square::ALL {
            placement.set(square, board.piece_at(square));
        }
        placement
    }

    /// The piece on `square`, if any.
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.0[square.to_usize()]
    }

    /// Puts `piece` on `square` (`None` empties it).
    pub fn set(&mut self, square: Square, piece: Option<Piece>) {
        self.0[square.to_usize()] = piece;
    }

    /// The same pieces seen from the other side: a board set up with black at the bottom, turned
    /// around (a1 and h8 swap, and so on).
    pub fn rotated(&self) -> Self {
        let mut turned = Self::empty();
        for square in Square::ALL {
            turned.set(square.rotate_180(), self.piece_at(square));
        }
        turned
    }

    /// The squares where this placement and `board` differ, in a8, b8 … h8, a7 … h1 order (the
    /// order a sighted player reads a diagram in).
    pub fn differences(&self, board: &Board) -> Vec<Square> {
        reading_order()
            .filter(|&square| self.piece_at(square) != board.piece_at(square))
            .collect()
    }

    /// Whether this placement shows exactly the pieces of `board`.
    pub fn matches(&self, board: &Board) -> bool {
        Square::ALL
            .into_iter()
            .all(|square| self.piece_at(square) == board.piece_at(square))
    }
}

/// The squares in a8, b8 … h8, a7 … h1 order.
fn reading_order() -> impl Iterator<Item = Square> {
    Rank::ALL.into_iter().rev().flat_map(|rank| {
        File::ALL
            .into_iter()
            .map(move |file| Square::from_coords(file, rank))
    })
}

/// What a stable placement on the board shows, compared with the game's position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shown {
    /// The board shows the position (nothing moved, or a piece was lifted and put back).
    Same,
    /// Exactly one legal move leads from the position to the board's placement.
    Move(Move),
    /// No single legal move leads there: the squares where the board differs from the
    /// position, in a8 … h1 order, for the "boards differ" message.
    Differs(Vec<Square>),
}

impl Shown {
    /// Whether the board agrees with the game: it shows the position or one legal move from it.
    pub fn is_readable(&self) -> bool {
        matches!(self, Shown::Same | Shown::Move(_))
    }
}

/// What `placement` shows compared with `position`: the same position, one legal move from it,
/// or neither (then the differing squares). Only piece placement is compared.
pub fn shown(position: &Chess, placement: &Placement) -> Shown {
    if placement.matches(position.board()) {
        return Shown::Same;
    }
    let mut leading = position.legal_moves().into_iter().filter(|m| {
        let mut after = position.clone();
        after.play_unchecked(*m);
        placement.matches(after.board())
    });
    match (leading.next(), leading.next()) {
        (Some(only), None) => Shown::Move(only),
        _ => Shown::Differs(placement.differences(position.board())),
    }
}

/// What `placement` shows, read as it stands and turned around (a board set up with black at the
/// bottom). The reading that is [`Shown::Same`] or [`Shown::Move`] wins, the board as it stands
/// first; the `bool` is true when the turned-around reading was used. When neither reading agrees
/// with the game, the board as it stands is reported.
pub fn shown_either_way(position: &Chess, placement: &Placement) -> (Shown, bool) {
    let as_is = shown(position, placement);
    if as_is.is_readable() {
        return (as_is, false);
    }
    let turned = shown(position, &placement.rotated());
    if turned.is_readable() {
        return (turned, true);
    }
    (as_is, false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;
    use shakmaty::san::San;
    use shakmaty::{CastlingMode, Color, Role};

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    fn position(fen: &str) -> Chess {
        Fen::from_ascii(fen.as_bytes())
            .expect("test FEN parses")
            .into_position(CastlingMode::Standard)
            .expect("test FEN is legal")
    }

    fn san(position: &Chess, san: &str) -> Move {
        San::from_ascii(san.as_bytes())
            .expect("test SAN parses")
            .to_move(position)
            .expect("test SAN is legal")
    }

    /// The placement after playing `san` in `position`.
    fn after(position: &Chess, san_text: &str) -> Placement {
        let mut next = position.clone();
        next.play_unchecked(san(position, san_text));
        Placement::from_board(next.board())
    }

    fn assert_move(fen: &str, san_text: &str) {
        let pos = position(fen);
        let expected = san(&pos, san_text);
        assert_eq!(shown(&pos, &after(&pos, san_text)), Shown::Move(expected));
    }

    #[test]
    fn start_position_is_same() {
        let pos = Chess::default();
        let placement = Placement::from_board(pos.board());
        assert_eq!(shown(&pos, &placement), Shown::Same);
        assert_eq!(shown_either_way(&pos, &placement), (Shown::Same, false));
    }

    #[test]
    fn quiet_move() {
        let pos = Chess::default();
        assert_move(START, "Nf3");
        assert_eq!(
            shown(&pos, &after(&pos, "e4")),
            Shown::Move(san(&pos, "e4"))
        );
    }

    #[test]
    fn capture() {
        assert_move(
            "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
            "exd5",
        );
    }

    #[test]
    fn castling_both_sides() {
        let fen = "r3k2r/pppqbppp/2np1n2/4p3/4P3/2NP1N2/PPPQBPPP/R3K2R w KQkq - 0 1";
        assert_move(fen, "O-O");
        assert_move(fen, "O-O-O");
        let black = "r3k2r/pppqbppp/2np1n2/4p3/4P3/2NP1N2/PPPQBPPP/R3K2R b KQkq - 0 1";
        assert_move(black, "O-O");
        assert_move(black, "O-O-O");
    }

    #[test]
    fn en_passant() {
        assert_move(
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            "exf6",
        );
    }

    #[test]
    fn promotion_decided_by_the_placed_piece() {
        let fen = "8/1P6/8/8/8/8/k7/4K3 w - - 0 1";
        assert_move(fen, "b8=Q");
        assert_move(fen, "b8=N");
        let pos = position(fen);
        let mut knight = after(&pos, "b8=Q");
        knight.set(Square::B8, Some(Color::White.knight()));
        assert_eq!(shown(&pos, &knight), Shown::Move(san(&pos, "b8=N")));
    }

    #[test]
    fn two_moves_away_differs_on_the_right_squares() {
        let pos = Chess::default();
        let mut placement = after(&pos, "e4");
        placement.set(Square::E7, None);
        placement.set(Square::E5, Some(Color::Black.pawn()));
        placement.set(Square::G1, None);
        placement.set(Square::F3, Some(Color::White.knight()));
        assert_eq!(
            shown(&pos, &placement),
            Shown::Differs(vec![
                Square::E7,
                Square::E5,
                Square::E4,
                Square::F3,
                Square::E2,
                Square::G1
            ])
        );
    }

    #[test]
    fn piece_lifted_differs_and_put_back_is_same() {
        let pos = Chess::default();
        let mut placement = Placement::from_board(pos.board());
        let knight = placement.piece_at(Square::G1);
        placement.set(Square::G1, None);
        assert_eq!(shown(&pos, &placement), Shown::Differs(vec![Square::G1]));
        placement.set(Square::G1, knight);
        assert_eq!(shown(&pos, &placement), Shown::Same);
    }

    #[test]
    fn turned_around_board_read_as_same() {
        let pos = Chess::default();
        let turned = Placement::from_board(pos.board()).rotated();
        assert!(matches!(shown(&pos, &turned), Shown::Differs(_)));
        assert_eq!(shown_either_way(&pos, &turned), (Shown::Same, true));
    }

    #[test]
    fn turned_around_board_read_as_a_move() {
        let pos = Chess::default();
        let turned = after(&pos, "e4").rotated();
        assert_eq!(
            shown_either_way(&pos, &turned),
            (Shown::Move(san(&pos, "e4")), true)
        );
    }

    #[test]
    fn unreadable_either_way_reports_the_board_as_it_stands() {
        let pos = Chess::default();
        let mut placement = Placement::from_board(pos.board());
        placement.set(Square::D4, Some(Color::White.queen()));
        assert_eq!(
            shown_either_way(&pos, &placement),
            (Shown::Differs(vec![Square::D4]), false)
        );
    }

    #[test]
    fn rotated_twice_is_the_same_and_swaps_corners() {
        let mut placement = Placement::empty();
        placement.set(
            Square::A1,
            Some(Piece {
                color: Color::White,
                role: Role::Rook,
            }),
        );
        let turned = placement.rotated();
        assert_eq!(turned.piece_at(Square::H8), placement.piece_at(Square::A1));
        assert_eq!(turned.piece_at(Square::A1), None);
        assert_eq!(turned.rotated(), placement);
    }
}
