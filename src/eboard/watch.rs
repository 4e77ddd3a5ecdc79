//! The debounce and the decision: what the pieces on the e-board ask for, once they stand
//! still.
//!
//! A [`Watch`] keeps the latest placement from the board's reports and the game as the core
//! has it ([`GameView`]). When the placement has stood still for [`SETTLE`] (and the game for
//! [`GAME_SETTLE`]) it is compared with the game ([`super::placement::shown_either_way`]):
//!
//! - the position after one legal move of the e-board's side (the sighted player): that move,
//!   handed to the core;
//! - the position after the move the blind player announced: the confirmation (D.2.1), or, when
//!   the blind player's move was already completed (no table protocol), nothing — the board
//!   has caught up;
//! - the position after another move of the blind player's pieces: the boards differ (D.2.9);
//! - the game's position: nothing to hand over; a piece lifted and put back on its square is
//!   noted as touched (for the arbiter: 4.3, 4.4);
//! - anything else: the pieces are still moving (a capture with one piece in the hand,
//!   castling half done). Only when that persists for [`DIFFERS_SAID_AFTER`], or at once when
//!   the board has just been (re)connected, the differing squares are said.
//!
//! Nothing here does I/O or reads a clock: time is handed in.

use std::time::Duration;

use shakmaty::{Chess, Color, Move, Piece, Position, Role, Square};

use super::placement::{Placement, Shown, shown_either_way};
use super::serial::Report;
use crate::intent::{Intent, uci};

/// How long the pieces must stand still before the board is read.
pub const SETTLE: Duration = Duration::from_millis(300);

/// How long a rook move that could be the first half of castling (the rook first) waits for
/// the king before it is taken as a rook move.
pub const ROOK_FIRST_HOLD: Duration = Duration::from_millis(1500);

/// How long the game must stand still before the board is read against it: a joined board
/// taking in the host's game receives its entries one after the other, and the board is read
/// against the game they end with, not the ones between.
pub const GAME_SETTLE: Duration = Duration::from_millis(50);

/// How long a board that shows no readable position waits before its differences are said
/// (a player may hold a piece while thinking).
pub const DIFFERS_SAID_AFTER: Duration = Duration::from_secs(10);

/// More differing squares than this are said as a count, not one by one.
pub const MAX_SQUARES_SAID: usize = 8;

/// The game as the core has it, as far as the e-board needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameView {
    /// The position.
    pub position: Chess,
    /// The move announced and not yet completed, with who announced it.
    pub announced: Option<(Color, Move)>,
    /// The last completed move, with the position before it.
    pub last: Option<(Chess, Move)>,
    /// The game is over: nothing more is asked for.
    pub over: bool,
}

impl GameView {
    /// A game at `position`, nothing announced, no move made.
    pub fn at(position: Chess) -> Self {
        GameView {
            position,
            announced: None,
            last: None,
            over: false,
        }
    }
}

/// What the watch decided.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    /// Hand the core this intent for the e-board's player.
    Ask(Intent),
    /// Say that the board differs from `expected` on these squares (a8 … h1 order).
    Differs {
        /// The squares.
        squares: Vec<Square>,
        /// The position the board should show.
        expected: Chess,
    },
    /// Say that the board shows the game (again).
    Agrees,
    /// Say how the board is read: turned around (black at the bottom) or not.
    Turned(bool),
    /// Note for the arbiter that these pieces were lifted and put back on their squares (the
    /// game's squares, a8 … h1 order): touched, no move.
    Touched(Vec<(Square, Piece)>),
}

/// What a settled placement asks for, before the hold it needs is checked.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Verdict {
    /// The board shows the game, or waits for the player to carry out a move.
    Agrees,
    /// Hand the core this intent.
    Ask(Intent),
    /// A move was carried out on the board other than the blind player's: the boards differ.
    Wrong {
        /// The squares that differ from `expected`.
        squares: Vec<Square>,
        /// The position the board should show.
        expected: Chess,
    },
    /// The board shows no readable position.
    Unreadable {
        /// The squares that differ from the game.
        squares: Vec<Square>,
    },
}

/// The debounce and the decision for one e-board, played by the player of `side`.
#[derive(Debug, Clone)]
pub struct Watch {
    /// The e-board's side: the sighted player's.
    side: Color,
    /// The game, once the core has said it.
    view: Option<GameView>,
    /// The board's placement, once a dump has come.
    placement: Option<Placement>,
    /// When the placement last changed.
    since: Duration,
    /// When the game last changed.
    game_since: Duration,
    /// The placement was decided against the view as it is.
    decided: bool,
    /// The verdict needs a longer hold: decided again then.
    hold_until: Option<Duration>,
    /// The board was just (re)connected: differences are said at once.
    fresh: bool,
    /// The differences last said, until the board agrees again.
    said_differs: Option<Vec<Square>>,
    /// The boards-differ intent was handed over, until the board agrees again.
    differ_asked: bool,
    /// The board is read turned around.
    turned: bool,
    /// The pieces lifted since the board was last decided, each with the square it was
    /// lifted from (the board's square), the first lift of a square only.
    lifted: Vec<(Square, Piece)>,
}

impl Watch {
    /// A watch for the e-board of the player of `side`, waiting for the board and the game.
    pub fn new(side: Color) -> Self {
        Watch {
            side,
            view: None,
            placement: None,
            since: Duration::ZERO,
            game_since: Duration::ZERO,
            decided: false,
            hold_until: None,
            fresh: true,
            said_differs: None,
            differ_asked: false,
            turned: false,
            lifted: Vec::new(),
        }
    }

    /// The e-board's side.
    pub fn side(&self) -> Color {
        self.side
    }

    /// The e-board is now the board of the player of `side` (a joined board learns its side
    /// from the host): when that changed, the placement is decided anew for that side.
    pub fn set_side(&mut self, side: Color) {
        if self.side != side {
            self.side = side;
            self.decided = false;
            self.hold_until = None;
            self.differ_asked = false;
        }
    }

    /// The board was (re)connected, or lost: its position is waited for and compared anew.
    pub fn restart(&mut self) {
        self.placement = None;
        self.decided = false;
        self.hold_until = None;
        self.fresh = true;
        self.said_differs = None;
        self.lifted.clear();
    }

    /// The game is now `view` (at `now`).
    pub fn game(&mut self, view: GameView, now: Duration) -> Vec<Decision> {
        if self.view.as_ref() == Some(&view) {
            return Vec::new();
        }
        self.view = Some(view);
        self.game_since = now;
        self.decided = false;
        self.hold_until = None;
        self.tick(now)
    }

    /// The board reported `report` at `now`.
    pub fn report(&mut self, report: Report, now: Duration) -> Vec<Decision> {
        let next = match (report, self.placement) {
            (Report::Position(placement), _) => placement,
            (Report::Change { square, piece }, Some(mut placement)) => {
                if let (None, Some(was)) = (piece, placement.piece_at(square))
                    && !self.lifted.iter().any(|&(at, _)| at == square)
                {
                    self.lifted.push((square, was));
                }
                placement.set(square, piece);
                placement
            }
            // A change before the first dump: the dump will say it.
            (Report::Change { .. }, None) => return Vec::new(),
            // The clock's times are no business of the pieces.
            (Report::Clock(_), _) => return Vec::new(),
        };
        if self.placement != Some(next) {
            self.placement = Some(next);
            self.since = now;
            self.decided = false;
            self.hold_until = None;
        }
        self.tick(now)
    }

    /// When [`Watch::tick`] must be called next, if the watch waits for anything.
    pub fn deadline(&self) -> Option<Duration> {
        if self.decided || self.placement.is_none() || self.view.is_none() {
            return None;
        }
        let placement = self.hold_until.unwrap_or(self.since + SETTLE);
        Some(placement.max(self.game_since + GAME_SETTLE))
    }

    /// Decides what is due at `now`.
    pub fn tick(&mut self, now: Duration) -> Vec<Decision> {
        let Some(due) = self.deadline() else {
            return Vec::new();
        };
        if now < due {
            return Vec::new();
        }
        let (Some(view), Some(placement)) = (self.view.clone(), self.placement) else {
            return Vec::new();
        };
        let (verdict, hold, turned) = self.verdict(&view, &placement);
        let until = self.since + hold;
        if now < until {
            self.hold_until = Some(until);
            return Vec::new();
        }
        self.decided = true;
        self.hold_until = None;
        let fresh = std::mem::take(&mut self.fresh);
        let mut out = Vec::new();
        if turned != self.turned && !matches!(verdict, Verdict::Unreadable { .. }) {
            self.turned = turned;
            out.push(Decision::Turned(turned));
        }
        // What was lifted and is back on its square once the pieces stand still: touched.
        let touched = if matches!(verdict, Verdict::Unreadable { .. }) {
            Vec::new()
        } else {
            let lifted = std::mem::take(&mut self.lifted);
            if fresh {
                Vec::new()
            } else {
                self.touched(&view, &placement, turned, lifted)
            }
        };
        self.decide(verdict, &view, fresh, touched, &mut out);
        out
    }

    /// What the `verdict` on the pieces standing still means, added to `out`: the board
    /// agrees again (said when it differed before, or the first time: `fresh`), a move to ask
    /// for, the boards differ, or a board that cannot be read; with the pieces `touched` and
    /// put back, after the move.
    fn decide(
        &mut self,
        verdict: Verdict,
        view: &GameView,
        fresh: bool,
        touched: Vec<(Square, Piece)>,
        out: &mut Vec<Decision>,
    ) {
        match verdict {
            Verdict::Agrees => {
                self.differ_asked = false;
                if self.said_differs.take().is_some() || fresh {
                    out.push(Decision::Agrees);
                }
                if !touched.is_empty() {
                    out.push(Decision::Touched(touched));
                }
            }
            Verdict::Ask(intent) => {
                self.differ_asked = false;
                if self.said_differs.take().is_some() {
                    out.push(Decision::Agrees);
                }
                if !view.over {
                    out.push(Decision::Ask(intent));
                }
                // After the move: the blind player hears the move first.
                if !touched.is_empty() {
                    out.push(Decision::Touched(touched));
                }
            }
            Verdict::Wrong { squares, expected } => {
                if !std::mem::replace(&mut self.differ_asked, true) && !view.over {
                    out.push(Decision::Ask(Intent::BoardsDiffer {
                        by: self.side,
                        theirs: Vec::new(),
                    }));
                }
                if self.said_differs.as_ref() != Some(&squares) {
                    self.said_differs = Some(squares.clone());
                    out.push(Decision::Differs { squares, expected });
                }
            }
            Verdict::Unreadable { squares } => {
                if self.said_differs.as_ref() != Some(&squares) {
                    self.said_differs = Some(squares.clone());
                    out.push(Decision::Differs {
                        squares,
                        expected: view.position.clone(),
                    });
                }
            }
        }
    }

    /// Of the pieces `lifted` from `placement`'s squares, those back on their squares, as the
    /// game's squares in a8 … h1 order, when the e-board's player has the move (4.3: the
    /// player having the move who touches a piece); none while the blind player's announced
    /// move waits to be carried out (the sighted player's hands carry it out) or the game is
    /// over.
    fn touched(
        &self,
        view: &GameView,
        placement: &Placement,
        turned: bool,
        lifted: Vec<(Square, Piece)>,
    ) -> Vec<(Square, Piece)> {
        let blind_announced = matches!(view.announced, Some((by, _)) if by != self.side);
        if view.over || view.position.turn() != self.side || blind_announced {
            return Vec::new();
        }
        let mut touched: Vec<(Square, Piece)> = lifted
            .into_iter()
            .filter(|&(square, piece)| placement.piece_at(square) == Some(piece))
            .map(|(square, piece)| {
                let square = if turned { square.rotate_180() } else { square };
                (square, piece)
            })
            .collect();
        touched.sort_by_key(|&(square, _)| super::dgt::index_of_square(square));
        touched
    }

    /// What `placement` asks for in the game `view`, how long it must have stood still for
    /// that, and whether it was read turned around.
    fn verdict(&self, view: &GameView, placement: &Placement) -> (Verdict, Duration, bool) {
        let pos = &view.position;
        let (shown, turned) = shown_either_way(pos, placement);
        let unreadable = |squares: Vec<Square>| {
            let hold = if self.fresh {
                SETTLE
            } else {
                DIFFERS_SAID_AFTER
            };
            (Verdict::Unreadable { squares }, hold, turned)
        };
        match shown {
            Shown::Same => (Verdict::Agrees, SETTLE, turned),
            Shown::Move(m) => match view.announced {
                // The blind player's announced move carried out: confirmed; another move of
                // their pieces: the boards differ.
                Some((by, announced)) if by != self.side => {
                    if m == announced {
                        (Verdict::Ask(Intent::Confirm), SETTLE, turned)
                    } else {
                        let expected = after(pos, announced);
                        let squares = oriented(placement, turned).differences(expected.board());
                        (Verdict::Wrong { squares, expected }, SETTLE, turned)
                    }
                }
                // The sighted player's own announcement stands on the board: it waits for the
                // blind player's confirmation. Another move of theirs corrects it.
                Some((_, announced)) if m == announced => (Verdict::Agrees, SETTLE, turned),
                _ if pos.turn() == self.side => {
                    let hold = if rook_first(pos, m) {
                        ROOK_FIRST_HOLD
                    } else {
                        SETTLE
                    };
                    (Verdict::Ask(Intent::Made(uci(m))), hold, turned)
                }
                // The blind player's pieces moved with nothing announced.
                _ => unreadable(oriented(placement, turned).differences(pos.board())),
            },
            Shown::Differs(squares) => {
                // The blind player's last move, completed at the keyboard, not yet carried out
                // on the board: the board before it is no difference; another move there is.
                if let Some((before, last)) = &view.last
                    && before.turn() != self.side
                {
                    let (earlier, turned) = shown_either_way(before, placement);
                    match earlier {
                        Shown::Same => return (Verdict::Agrees, SETTLE, turned),
                        Shown::Move(m) if m != *last => {
                            let squares = oriented(placement, turned).differences(pos.board());
                            let expected = pos.clone();
                            return (Verdict::Wrong { squares, expected }, SETTLE, turned);
                        }
                        _ => {}
                    }
                }
                unreadable(squares)
            }
        }
    }
}

/// The placement as it is read: turned around when `turned`.
fn oriented(placement: &Placement, turned: bool) -> Placement {
    if turned {
        placement.rotated()
    } else {
        *placement
    }
}

/// The position after `m`.
fn after(pos: &Chess, m: Move) -> Chess {
    let mut next = pos.clone();
    next.play_unchecked(m);
    next
}

/// Whether `m` is a rook's move that castling begins with when the rook is moved first: the
/// rook from its corner to the square castling puts it on, with that castling legal here.
fn rook_first(pos: &Chess, m: Move) -> bool {
    if m.role() != Role::Rook {
        return false;
    }
    pos.legal_moves().into_iter().any(|c| {
        c.is_castle()
            && c.to() == m.from().unwrap_or(m.to())
            && c.castling_side()
                .is_some_and(|side| side.rook_to(pos.turn()) == m.to())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;
    use shakmaty::san::San;
    use shakmaty::{CastlingMode, Piece};

    const MS: Duration = Duration::from_millis(1);

    fn position(fen: &str) -> Chess {
        Fen::from_ascii(fen.as_bytes())
            .ok()
            .and_then(|f| f.into_position(CastlingMode::Standard).ok())
            .unwrap_or_else(|| panic!("{fen}"))
    }

    fn mv(pos: &Chess, san: &str) -> Move {
        San::from_ascii(san.as_bytes())
            .ok()
            .and_then(|s| s.to_move(pos).ok())
            .unwrap_or_else(|| panic!("{san}"))
    }

    fn ask_move(pos: &Chess, san: &str) -> Decision {
        Decision::Ask(Intent::Made(uci(mv(pos, san))))
    }

    /// A watch for `side` on `pos`, with the board showing it and nothing said after.
    fn settled(side: Color, pos: &Chess) -> (Watch, Duration) {
        let mut w = Watch::new(side);
        let mut now = Duration::ZERO;
        assert!(w.game(GameView::at(pos.clone()), now).is_empty());
        let dump = Placement::from_board(pos.board());
        assert!(w.report(Report::Position(dump), now).is_empty());
        now += SETTLE;
        assert_eq!(w.tick(now), vec![Decision::Agrees]);
        assert_eq!(w.deadline(), None);
        (w, now)
    }

    /// Hands `changes` to the watch 50 ms apart, from `now` on; returns what they decided at
    /// once and the time after the last.
    fn hands(
        w: &mut Watch,
        mut now: Duration,
        changes: &[(Square, Option<Piece>)],
    ) -> (Vec<Decision>, Duration) {
        let mut out = Vec::new();
        for (square, piece) in changes {
            now += 50 * MS;
            out.extend(w.tick(now));
            out.extend(w.report(
                Report::Change {
                    square: *square,
                    piece: *piece,
                },
                now,
            ));
        }
        (out, now)
    }

    #[test]
    fn a_normal_move_after_the_pieces_stand_still() {
        let pos = Chess::default();
        let (mut w, now) = settled(Color::White, &pos);
        let (out, now) = hands(
            &mut w,
            now,
            &[
                (Square::G1, None),
                (Square::F3, Some(Color::White.knight())),
            ],
        );
        assert!(out.is_empty());
        assert_eq!(w.deadline(), Some(now + SETTLE));
        assert!(w.tick(now + SETTLE - MS).is_empty());
        assert_eq!(w.tick(now + SETTLE), vec![ask_move(&pos, "Nf3")]);
        // Decided once.
        assert!(w.tick(now + 10 * SETTLE).is_empty());
        // The core made it: the board shows the game, nothing to say.
        let next = after(&pos, mv(&pos, "Nf3"));
        assert!(w.game(GameView::at(next), now + 2 * SETTLE).is_empty());
    }

    #[test]
    fn a_capture_with_the_captured_piece_removed_second() {
        let pos = position("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        let (mut w, now) = settled(Color::White, &pos);
        // The pawn lifted, a long think with it in the hand, the black pawn removed, put down.
        let (out, now) = hands(&mut w, now, &[(Square::E4, None)]);
        assert!(out.is_empty());
        assert!(w.tick(now + 2 * SETTLE).is_empty());
        let (out, now) = hands(
            &mut w,
            now + 2 * SETTLE,
            &[(Square::D5, None), (Square::D5, Some(Color::White.pawn()))],
        );
        assert!(out.is_empty());
        assert_eq!(w.tick(now + SETTLE), vec![ask_move(&pos, "exd5")]);
    }

    #[test]
    fn castling_king_first_and_rook_first() {
        let fen = "r3k2r/pppqbppp/2np1n2/4p3/4P3/2NP1N2/PPPQBPPP/R3K2R w KQkq - 0 1";
        let pos = position(fen);
        let (mut w, now) = settled(Color::White, &pos);
        let king = Some(Color::White.king());
        let rook = Some(Color::White.rook());
        let (_, now) = hands(&mut w, now, &[(Square::E1, None), (Square::G1, king)]);
        // The king alone on g1 is no move: the rook is waited for.
        assert!(w.tick(now + 5 * SETTLE).is_empty());
        let (_, now) = hands(
            &mut w,
            now + 5 * SETTLE,
            &[(Square::H1, None), (Square::F1, rook)],
        );
        assert_eq!(w.tick(now + SETTLE), vec![ask_move(&pos, "O-O")]);

        // The rook first: it is not taken for Rd1 while the king may follow.
        let (mut w, now) = settled(Color::White, &pos);
        let (_, now) = hands(&mut w, now, &[(Square::A1, None), (Square::D1, rook)]);
        assert!(w.tick(now + SETTLE).is_empty());
        let (_, now) = hands(
            &mut w,
            now + SETTLE,
            &[(Square::E1, None), (Square::C1, king)],
        );
        assert_eq!(w.tick(now + SETTLE), vec![ask_move(&pos, "O-O-O")]);

        // A rook move that stays: taken after the longer hold.
        let (mut w, now) = settled(Color::White, &pos);
        let (_, now) = hands(&mut w, now, &[(Square::H1, None), (Square::F1, rook)]);
        assert!(w.tick(now + SETTLE).is_empty());
        assert_eq!(w.deadline(), Some(now + ROOK_FIRST_HOLD));
        assert_eq!(w.tick(now + ROOK_FIRST_HOLD), vec![ask_move(&pos, "Rf1")]);
    }

    #[test]
    fn a_piece_lifted_and_put_back_is_no_move() {
        let pos = Chess::default();
        let (mut w, now) = settled(Color::White, &pos);
        let knight = Some(Color::White.knight());
        let (_, now) = hands(&mut w, now, &[(Square::G1, None)]);
        assert!(w.tick(now + 3 * SETTLE).is_empty());
        let (_, now) = hands(&mut w, now + 3 * SETTLE, &[(Square::G1, knight)]);
        // Touched, for the arbiter; no move.
        assert_eq!(
            w.tick(now + SETTLE),
            vec![Decision::Touched(vec![(Square::G1, Color::White.knight())])]
        );
        assert_eq!(w.deadline(), None);
        // Noted once.
        assert!(w.tick(now + 10 * SETTLE).is_empty());
    }

    #[test]
    fn the_board_is_read_against_the_game_once_it_stands_still() {
        // A joined board catches up: the start, then 1. e4, arrive 10 ms apart; the board shows
        // the game after e4 all along. Read against the start it would be Black's move
        // unannounced; only the game after e4 is read.
        let start = Chess::default();
        let e4 = mv(&start, "e4");
        let after_e4 = after(&start, e4);
        let mut w = Watch::new(Color::Black);
        let placement = Placement::from_board(after_e4.board());
        assert!(
            w.report(Report::Position(placement), Duration::ZERO)
                .is_empty()
        );
        let now = 2 * SETTLE;
        assert!(w.game(GameView::at(start.clone()), now).is_empty());
        assert_eq!(w.deadline(), Some(now + GAME_SETTLE));
        let now = now + 10 * MS;
        let view = GameView {
            position: after_e4,
            announced: None,
            last: Some((start, e4)),
            over: false,
        };
        assert!(w.game(view, now).is_empty());
        assert!(w.tick(now + GAME_SETTLE - MS).is_empty());
        assert_eq!(w.tick(now + GAME_SETTLE), vec![Decision::Agrees]);
    }

    #[test]
    fn touched_pieces_are_those_put_back_not_those_moved() {
        let pos = Chess::default();
        let (mut w, now) = settled(Color::White, &pos);
        let pawn = Some(Color::White.pawn());
        let knight = Some(Color::White.knight());
        // The knight lifted and put back quickly, then e2-e4: the move, and the knight touched.
        let (_, now) = hands(
            &mut w,
            now,
            &[
                (Square::G1, None),
                (Square::G1, knight),
                (Square::E2, None),
                (Square::E4, pawn),
            ],
        );
        assert_eq!(
            w.tick(now + SETTLE),
            vec![
                ask_move(&pos, "e4"),
                Decision::Touched(vec![(Square::G1, Color::White.knight())])
            ]
        );
        let e4 = after(&pos, mv(&pos, "e4"));
        assert!(w.game(GameView::at(e4.clone()), now + SETTLE).is_empty());
        // White's pieces touched while Black has the move: no touch-move, nothing noted.
        let now = now + SETTLE;
        let (_, now) = hands(&mut w, now, &[(Square::G1, None), (Square::G1, knight)]);
        assert!(w.tick(now + SETTLE).is_empty());
        // Black's queen and king touched on a board turned around: said as the game's squares.
        let mut w = Watch::new(Color::Black);
        let now = Duration::ZERO;
        w.game(GameView::at(e4.clone()), now);
        let turned = Placement::from_board(e4.board()).rotated();
        w.report(Report::Position(turned), now);
        assert_eq!(
            w.tick(now + SETTLE),
            vec![Decision::Turned(true), Decision::Agrees]
        );
        let now = now + SETTLE;
        let queen = Some(Color::Black.queen());
        let king = Some(Color::Black.king());
        let (_, now) = hands(
            &mut w,
            now,
            &[
                (Square::D8.rotate_180(), None),
                (Square::E8.rotate_180(), None),
                (Square::E8.rotate_180(), king),
                (Square::D8.rotate_180(), queen),
            ],
        );
        assert_eq!(
            w.tick(now + SETTLE),
            vec![Decision::Touched(vec![
                (Square::D8, Color::Black.queen()),
                (Square::E8, Color::Black.king()),
            ])]
        );
    }

    /// The game after 1. e4 with Black's (the blind player's) `san` announced.
    fn announced(san: &str) -> (GameView, Move) {
        let start = Chess::default();
        let e4 = mv(&start, "e4");
        let pos = after(&start, e4);
        let m = mv(&pos, san);
        let view = GameView {
            position: pos.clone(),
            announced: Some((Color::Black, m)),
            last: Some((start, e4)),
            over: false,
        };
        (view, m)
    }

    #[test]
    fn the_blind_players_announced_move_carried_out_is_confirmed() {
        let (view, _) = announced("e5");
        let (mut w, now) = settled(Color::White, &view.position);
        assert!(w.game(view, now).is_empty());
        let pawn = Some(Color::Black.pawn());
        // The wrong pawn lifted first and put back: carrying out the blind player's move is no
        // touch of the sighted player's, nothing noted.
        let (_, now) = hands(
            &mut w,
            now,
            &[
                (Square::D7, None),
                (Square::D7, pawn),
                (Square::E7, None),
                (Square::E5, pawn),
            ],
        );
        assert_eq!(w.tick(now + SETTLE), vec![Decision::Ask(Intent::Confirm)]);
    }

    #[test]
    fn the_blind_players_announced_move_carried_out_wrongly_differs() {
        let (view, m) = announced("e5");
        let expected = after(&view.position, m);
        let (mut w, now) = settled(Color::White, &view.position);
        assert!(w.game(view, now).is_empty());
        let pawn = Some(Color::Black.pawn());
        let (_, now) = hands(&mut w, now, &[(Square::D7, None), (Square::D5, pawn)]);
        assert_eq!(
            w.tick(now + SETTLE),
            vec![
                Decision::Ask(Intent::BoardsDiffer {
                    by: Color::White,
                    theirs: Vec::new()
                }),
                Decision::Differs {
                    squares: vec![Square::D7, Square::E7, Square::D5, Square::E5],
                    expected,
                }
            ]
        );
        // Set right: the board agrees, and the announced move confirms.
        let (_, now) = hands(
            &mut w,
            now + SETTLE,
            &[
                (Square::D5, None),
                (Square::D7, pawn),
                (Square::E7, None),
                (Square::E5, pawn),
            ],
        );
        assert_eq!(
            w.tick(now + SETTLE),
            vec![Decision::Agrees, Decision::Ask(Intent::Confirm)]
        );
    }

    #[test]
    fn a_completed_blind_move_waits_for_the_board_and_a_wrong_one_differs() {
        // No table protocol: Black's e5 is completed at the keyboard.
        let start = Chess::default();
        let e4 = after(&start, mv(&start, "e4"));
        let e5 = mv(&e4, "e5");
        let view = GameView {
            position: after(&e4, e5),
            announced: None,
            last: Some((e4.clone(), e5)),
            over: false,
        };
        let (mut w, now) = settled(Color::White, &e4);
        // The board still shows the position before it: nothing to say.
        assert!(w.game(view.clone(), now).is_empty());
        assert!(w.tick(now + DIFFERS_SAID_AFTER).is_empty());
        let pawn = Some(Color::Black.pawn());
        let (_, later) = hands(&mut w, now, &[(Square::E7, None), (Square::E5, pawn)]);
        assert!(w.tick(later + SETTLE).is_empty());
        // Carried out wrongly: the boards differ.
        let (mut w, now) = settled(Color::White, &e4);
        assert!(w.game(view, now).is_empty());
        let (_, now) = hands(&mut w, now, &[(Square::C7, None), (Square::C5, pawn)]);
        let out = w.tick(now + SETTLE);
        assert!(matches!(
            out.first(),
            Some(Decision::Ask(Intent::BoardsDiffer { .. }))
        ));
    }

    #[test]
    fn differences_said_at_the_start_and_when_they_persist() {
        let pos = Chess::default();
        let mut w = Watch::new(Color::Black);
        let mut placement = Placement::from_board(pos.board());
        placement.set(Square::D1, None);
        assert!(
            w.report(Report::Position(placement), Duration::ZERO)
                .is_empty()
        );
        // No game yet: nothing.
        assert_eq!(w.deadline(), None);
        assert!(w.game(GameView::at(pos.clone()), Duration::ZERO).is_empty());
        assert_eq!(
            w.tick(SETTLE),
            vec![Decision::Differs {
                squares: vec![Square::D1],
                expected: pos.clone()
            }]
        );
        // Set up: the board agrees.
        let now = SETTLE + 100 * MS;
        w.report(
            Report::Change {
                square: Square::D1,
                piece: Some(Color::White.queen()),
            },
            now,
        );
        assert_eq!(w.tick(now + SETTLE), vec![Decision::Agrees]);
        // Mid-game, a difference is said only after it persists.
        let now = now + SETTLE;
        w.report(
            Report::Change {
                square: Square::A2,
                piece: None,
            },
            now,
        );
        assert!(w.tick(now + SETTLE).is_empty());
        assert_eq!(w.deadline(), Some(now + DIFFERS_SAID_AFTER));
        assert_eq!(
            w.tick(now + DIFFERS_SAID_AFTER),
            vec![Decision::Differs {
                squares: vec![Square::A2],
                expected: pos
            }]
        );
    }

    #[test]
    fn a_board_turned_around_is_read_so() {
        let pos = Chess::default();
        let mut w = Watch::new(Color::White);
        w.game(GameView::at(pos.clone()), Duration::ZERO);
        let turned = Placement::from_board(pos.board()).rotated();
        w.report(Report::Position(turned), Duration::ZERO);
        assert_eq!(
            w.tick(SETTLE),
            vec![Decision::Turned(true), Decision::Agrees]
        );
        // e2-e4 as seen from the other side: d7 to d5 on the turned board.
        let now = SETTLE;
        w.report(
            Report::Change {
                square: Square::D7,
                piece: None,
            },
            now,
        );
        w.report(
            Report::Change {
                square: Square::D5,
                piece: Some(Color::White.pawn()),
            },
            now,
        );
        assert_eq!(w.tick(now + SETTLE), vec![ask_move(&pos, "e4")]);
    }

    #[test]
    fn the_sighted_players_own_announcement_waits_and_a_finished_game_asks_nothing() {
        let pos = Chess::default();
        let e4 = mv(&pos, "e4");
        let (mut w, now) = settled(Color::White, &pos);
        let pawn = Some(Color::White.pawn());
        let (_, now) = hands(&mut w, now, &[(Square::E2, None), (Square::E4, pawn)]);
        assert_eq!(w.tick(now + SETTLE), vec![ask_move(&pos, "e4")]);
        let view = GameView {
            announced: Some((Color::White, e4)),
            ..GameView::at(pos.clone())
        };
        assert!(w.game(view, now + SETTLE).is_empty());
        // Over: a move on the board is not handed over.
        let (mut w, now) = settled(Color::White, &pos);
        w.game(
            GameView {
                over: true,
                ..GameView::at(pos.clone())
            },
            now,
        );
        let (_, now) = hands(&mut w, now, &[(Square::E2, None), (Square::E4, pawn)]);
        assert!(w.tick(now + SETTLE).is_empty());
    }
}
