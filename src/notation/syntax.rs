//! First stage, second half: tokens to the shape of a move, without looking at a position.
//!
//! Grammar of one move (tokens from [`super::lex`]; a square is a file token followed by a
//! rank token, whether written `f3` or said "Felix drei"):
//!
//! ```text
//! move      = castle tail | [piece] [from] [capture | dash] square [promotion] tail
//! from      = square | file | rank
//! promotion = [promote-word] piece
//! tail      = { check | mate | en-passant }
//! ```
//!
//! Some token runs have two readings ("Springer Bella drei David vier" is one move from b3 to
//! d4, "Eva vier Eva fünf" two pawn moves; "Bella acht Dame" a promotion or a pawn move and
//! then a queen move). [`candidates`] returns every reading of the move that starts the tokens,
//! longest first; the position decides which is meant (see [`super::read`]).

use shakmaty::{CastlingSide, File, Rank, Role, Square};

use arrayvec::ArrayVec;

use super::lex::{Expected, SyntaxError, Tok, Token};
use super::lexicon::RoleSet;

/// Check or mate as announced (the position decides what is true; this is only what was said).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Announced {
    /// "Schach", `+`.
    Check,
    /// "Matt", `#`.
    Mate,
}

/// The shape of one move as said or written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveSyntax {
    /// Castling.
    Castle {
        /// Which side.
        side: CastlingSide,
        /// Check or mate said after it.
        announced: Option<Announced>,
    },
    /// Castling without its side: the one castling legal, if only one is.
    CastleEither {
        /// Check or mate said after it.
        announced: Option<Announced>,
    },
    /// Any other move.
    Normal {
        /// The piece named, if any.
        roles: Option<RoleSet>,
        /// The file the piece comes from, if said.
        from_file: Option<File>,
        /// The rank the piece comes from, if said.
        from_rank: Option<Rank>,
        /// Whether a capture was said.
        capture: bool,
        /// The target square.
        to: Square,
        /// The promotion piece named, if any.
        promotion: Option<RoleSet>,
        /// Whether en passant was said.
        en_passant: bool,
        /// Check or mate said after it.
        announced: Option<Announced>,
    },
}

impl MoveSyntax {
    /// The origin square, when both its file and rank were said.
    pub fn from_square(&self) -> Option<Square> {
        match *self {
            MoveSyntax::Normal {
                from_file: Some(f),
                from_rank: Some(r),
                ..
            } => Some(Square::from_coords(f, r)),
            _ => None,
        }
    }
}

/// The readings of one run of tokens (at most six: up to three shapes, each with and without a
/// promotion piece).
pub type Candidates = ArrayVec<Candidate, 6>;

/// One reading of the tokens at the start of a run: the move and how many tokens it takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Candidate {
    /// The move's shape.
    pub syntax: MoveSyntax,
    /// How many tokens it consumes.
    pub len: usize,
}

#[derive(Debug, Clone, Copy)]
enum Loc {
    Square(Square),
    File(File),
    Rank(Rank),
}

#[derive(Debug, Clone, Copy)]
struct Located {
    loc: Loc,
    /// Token index just after this location.
    end: usize,
    capture_before: bool,
    dash_before: bool,
}

fn square_at(t: &[Token], i: usize) -> Option<Square> {
    match (t.get(i).map(|t| t.tok), t.get(i + 1).map(|t| t.tok)) {
        (Some(Tok::File(f)), Some(Tok::Rank(r))) => Some(Square::from_coords(f, r)),
        _ => None,
    }
}

/// Reads check, mate and en passant words after a move; returns what was said and the index
/// after them.
fn tail(t: &[Token], mut i: usize) -> (Option<Announced>, bool, usize) {
    let mut announced = None;
    let mut ep = false;
    while let Some(tok) = t.get(i).map(|t| t.tok) {
        match tok {
            Tok::Check => announced = announced.or(Some(Announced::Check)),
            Tok::Mate => announced = Some(Announced::Mate),
            Tok::EnPassant => ep = true,
            _ => break,
        }
        i += 1;
    }
    (announced, ep, i)
}

fn expected(t: &[Token], i: usize, what: Expected) -> SyntaxError {
    // Name the token after which something was missing (or the one that stands wrongly).
    let (after, column) = match i.checked_sub(1).and_then(|p| t.get(p)) {
        Some(prev) => (prev.text.to_owned(), prev.end),
        None => (String::new(), t.first().map_or(1, |t| t.start)),
    };
    SyntaxError::Expected {
        expected: what,
        after,
        column,
    }
}

/// Every reading of the move at the start of `t`, longest first.
///
/// # Errors
/// [`SyntaxError::Empty`] for no tokens, [`SyntaxError::Expected`] where the tokens cannot start
/// a move or a move stops short (a piece word and no square).
pub fn candidates(t: &[Token]) -> Result<Candidates, SyntaxError> {
    let first = t.first().ok_or(SyntaxError::Empty)?;
    let mut i = 0;
    let roles = match first.tok {
        Tok::Castle(side) => {
            let (announced, _, end) = tail(t, 1);
            let mut out = Candidates::new();
            out.push(Candidate {
                syntax: MoveSyntax::Castle { side, announced },
                len: end,
            });
            return Ok(out);
        }
        Tok::CastleEither => {
            let (announced, _, end) = tail(t, 1);
            let mut out = Candidates::new();
            out.push(Candidate {
                syntax: MoveSyntax::CastleEither { announced },
                len: end,
            });
            return Ok(out);
        }
        Tok::Piece(set) => {
            i = 1;
            Some(set)
        }
        Tok::File(_) | Tok::FileOrPreposition(_) | Tok::Rank(_) | Tok::Capture => None,
        _ => {
            return Err(SyntaxError::Expected {
                expected: Expected::Move,
                after: String::new(),
                column: first.start,
            });
        }
    };

    // Collect the run of locations (squares, files, ranks) with capture and dash signs.
    let mut locs: ArrayVec<Located, 2> = ArrayVec::new();
    let (mut capture, mut dash) = (false, false);
    let preposition_first = matches!(t.get(i).map(|t| t.tok), Some(Tok::FileOrPreposition(_)));
    while i < t.len() && locs.len() < 2 {
        let loc = if let Some(sq) = square_at(t, i) {
            i += 2;
            Loc::Square(sq)
        } else {
            match t[i].tok {
                Tok::File(f) | Tok::FileOrPreposition(f) => {
                    i += 1;
                    Loc::File(f)
                }
                Tok::Rank(r) => {
                    i += 1;
                    Loc::Rank(r)
                }
                Tok::Capture => {
                    capture = true;
                    i += 1;
                    continue;
                }
                Tok::Dash => {
                    dash = true;
                    i += 1;
                    continue;
                }
                _ => break,
            }
        };
        locs.push(Located {
            loc,
            end: i,
            capture_before: std::mem::take(&mut capture),
            dash_before: std::mem::take(&mut dash),
        });
        // A square followed by something other than a location ends the run.
        if matches!(loc, Loc::Square(_))
            && !matches!(
                t.get(i).map(|t| t.tok),
                Some(Tok::File(_) | Tok::Rank(_) | Tok::Capture | Tok::Dash)
            )
        {
            break;
        }
    }

    // (from, target, index after target, capture said)
    let mut shapes: ArrayVec<(Option<Loc>, Square, usize, bool), 3> = ArrayVec::new();
    if let (Some(a), Some(b)) = (locs.first(), locs.get(1))
        && let Loc::Square(to) = b.loc
    {
        shapes.push((Some(a.loc), to, b.end, a.capture_before || b.capture_before));
        // "Caballo a efe tres": the word before the square may be a preposition; read so only
        // where the file reading is no legal move (tried second).
        if preposition_first && !b.dash_before {
            shapes.push((None, to, b.end, a.capture_before || b.capture_before));
        }
    }
    if let Some(a) = locs.first() {
        let forced_pair = locs
            .get(1)
            .is_some_and(|b| b.dash_before || b.capture_before);
        if let (Loc::Square(to), false) = (a.loc, forced_pair) {
            shapes.push((None, to, a.end, a.capture_before));
        }
    }
    if shapes.is_empty() {
        let at = locs.first().map_or(i, |l| l.end);
        return Err(expected(t, at, Expected::Square));
    }

    let mut out = Candidates::new();
    for (from, to, end, capture) in shapes {
        let (from_file, from_rank) = match from {
            Some(Loc::Square(sq)) => (Some(sq.file()), Some(sq.rank())),
            Some(Loc::File(f)) => (Some(f), None),
            Some(Loc::Rank(r)) => (None, Some(r)),
            None => (None, None),
        };
        // Promotion: "wird Dame" must name a piece; a bare piece word may also start the
        // next move, so both readings are kept.
        let mut promos: ArrayVec<(Option<RoleSet>, usize), 2> = ArrayVec::new();
        let p = end;
        match t.get(p).map(|t| t.tok) {
            Some(Tok::Promote) => match t.get(p + 1).map(|t| t.tok) {
                Some(Tok::Piece(set)) => promos.push((Some(set), p + 2)),
                _ => return Err(expected(t, p + 1, Expected::PromotionPiece)),
            },
            // A bare piece after the square of a piece other than a pawn starts the next move
            // ("Ra3 Qxa3"): only a pawn promotes.
            Some(Tok::Piece(set)) if roles.is_none_or(|r| r.contains(Role::Pawn)) => {
                promos.push((Some(set), p + 1));
                promos.push((None, end));
            }
            _ => promos.push((None, end)),
        }
        for (promotion, after) in promos {
            let (announced, ep, len) = tail(t, after);
            out.push(Candidate {
                syntax: MoveSyntax::Normal {
                    roles,
                    from_file,
                    from_rank,
                    capture,
                    to,
                    promotion,
                    en_passant: ep,
                    announced,
                },
                len,
            });
        }
    }
    // Built longest first: the pair of squares before the single square (whose next token is
    // the second location, so it has no promotion or tail), and each reading with its
    // promotion piece before the one without.
    debug_assert!(out.windows(2).all(|w| w[0].len >= w[1].len), "{out:?}");
    Ok(out)
}

/// The shape of a move built token by token as the words are read, for a plain line of
/// words: the same [`MoveSyntax`] as the first reading of [`candidates`], where that reading
/// takes every token. Anything else (a second reading, tokens left over, an error) is `None`,
/// and the line is left to [`candidates`], which says what is wrong.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Direct {
    state: State,
    roles: Option<RoleSet>,
    /// A capture said before the first location, and before the second.
    capture: [bool; 2],
    from: Option<Loc>,
    to: Option<Square>,
    promotion: Option<RoleSet>,
    en_passant: bool,
    announced: Option<Announced>,
    castle: Option<Option<CastlingSide>>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    Start,
    /// The first location is to come.
    First,
    /// A file was said first: a rank makes it a square.
    FirstFile(File),
    /// The first location is a square: the target, unless a second location follows.
    FirstSquare(Square),
    /// The first location (a file, a rank, or a square and a capture) is the origin: the
    /// target is to come.
    Second,
    /// The target's file was said.
    SecondFile(File),
    /// The target is known: a promotion or the tail may follow.
    Target,
    /// A promotion word was said: its piece is to come.
    Promote,
    /// Check, mate and en passant words only.
    Tail,
    /// Castling was said: check and mate words only.
    CastleTail,
    /// Not a plain move.
    Failed,
}

impl Default for Direct {
    fn default() -> Self {
        Direct {
            state: State::Start,
            roles: None,
            capture: [false; 2],
            from: None,
            to: None,
            promotion: None,
            en_passant: false,
            announced: None,
            castle: None,
        }
    }
}

impl Direct {
    /// Takes the next token; false once the tokens are no longer a plain move (then the
    /// builder stays failed).
    #[inline(always)]
    pub(crate) fn push(&mut self, tok: Tok) -> bool {
        // A square and then anything but a second location: that square is the target.
        if let State::FirstSquare(sq) = self.state
            && !matches!(tok, Tok::File(_) | Tok::Capture)
        {
            self.to = Some(sq);
            self.state = State::Target;
        }
        self.state = self.next(tok);
        self.state != State::Failed
    }

    #[inline(always)]
    fn next(&mut self, tok: Tok) -> State {
        match (self.state, tok) {
            (State::Start, Tok::Castle(side)) => {
                self.castle = Some(Some(side));
                State::CastleTail
            }
            (State::Start, Tok::CastleEither) => {
                self.castle = Some(None);
                State::CastleTail
            }
            (State::Start, Tok::Piece(set)) => {
                self.roles = Some(set);
                State::First
            }
            (State::Start | State::First, Tok::Capture) => {
                self.capture[0] = true;
                State::First
            }
            (State::Start | State::First, Tok::File(f)) => State::FirstFile(f),
            (State::Start | State::First, Tok::Rank(r)) => {
                self.from = Some(Loc::Rank(r));
                State::Second
            }
            (State::FirstFile(f), Tok::Rank(r)) => State::FirstSquare(Square::from_coords(f, r)),
            (State::FirstFile(f), Tok::File(g)) => {
                self.from = Some(Loc::File(f));
                State::SecondFile(g)
            }
            (State::FirstFile(f), Tok::Capture) => {
                self.from = Some(Loc::File(f));
                self.capture[1] = true;
                State::Second
            }
            (State::FirstSquare(sq), Tok::File(g)) => {
                self.from = Some(Loc::Square(sq));
                State::SecondFile(g)
            }
            (State::FirstSquare(sq), Tok::Capture) => {
                self.from = Some(Loc::Square(sq));
                self.capture[1] = true;
                State::Second
            }
            (State::Second, Tok::Capture) => {
                self.capture[1] = true;
                State::Second
            }
            (State::Second, Tok::File(g)) => State::SecondFile(g),
            (State::SecondFile(g), Tok::Rank(r)) => {
                self.to = Some(Square::from_coords(g, r));
                State::Target
            }
            // A bare piece after the target promotes only a pawn ("Ra3 Qxa3" is two moves).
            (State::Target, Tok::Piece(set))
                if self.roles.is_none_or(|r| r.contains(Role::Pawn)) =>
            {
                self.promotion = Some(set);
                State::Tail
            }
            (State::Target, Tok::Promote) => State::Promote,
            (State::Promote, Tok::Piece(set)) => {
                self.promotion = Some(set);
                State::Tail
            }
            (State::Target | State::Tail | State::CastleTail, Tok::Check) => {
                self.announced = self.announced.or(Some(Announced::Check));
                self.tail_state()
            }
            (State::Target | State::Tail | State::CastleTail, Tok::Mate) => {
                self.announced = Some(Announced::Mate);
                self.tail_state()
            }
            (State::Target | State::Tail | State::CastleTail, Tok::EnPassant) => {
                self.en_passant = true;
                self.tail_state()
            }
            _ => State::Failed,
        }
    }

    fn tail_state(&self) -> State {
        if self.state == State::CastleTail {
            State::CastleTail
        } else {
            State::Tail
        }
    }

    /// The move's shape, if the tokens taken make exactly one plain move.
    pub(crate) fn finish(self) -> Option<MoveSyntax> {
        match self.state {
            State::CastleTail => Some(match self.castle? {
                Some(side) => MoveSyntax::Castle {
                    side,
                    announced: self.announced,
                },
                None => MoveSyntax::CastleEither {
                    announced: self.announced,
                },
            }),
            State::FirstSquare(sq) => Some(MoveSyntax::Normal {
                roles: self.roles,
                from_file: None,
                from_rank: None,
                capture: self.capture[0],
                to: sq,
                promotion: None,
                en_passant: false,
                announced: None,
            }),
            State::Target | State::Tail => {
                let (from_file, from_rank) = match self.from {
                    Some(Loc::Square(sq)) => (Some(sq.file()), Some(sq.rank())),
                    Some(Loc::File(f)) => (Some(f), None),
                    Some(Loc::Rank(r)) => (None, Some(r)),
                    None => (None, None),
                };
                Some(MoveSyntax::Normal {
                    roles: self.roles,
                    from_file,
                    from_rank,
                    capture: self.capture[0] || self.capture[1],
                    to: self.to?,
                    promotion: self.promotion,
                    en_passant: self.en_passant,
                    announced: self.announced,
                })
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{InputLang, Lang};
    use crate::notation::lex::lex;
    use crate::notation::lexicon::Reader;

    fn cands(s: &str) -> Result<Vec<Candidate>, SyntaxError> {
        let t = lex(s, Reader::get(InputLang::One(Lang::De))).map_err(|e| {
            panic!("{s}: {e}");
        })?;
        candidates(&t).map(|c| c.to_vec())
    }

    #[test]
    fn two_squares_have_two_readings() {
        let c = cands("Springer Bella drei David vier").unwrap_or_default();
        assert_eq!(c.len(), 2);
        assert_eq!(c[0].len, 5);
        assert!(matches!(
            c[0].syntax,
            MoveSyntax::Normal {
                from_file: Some(File::B),
                from_rank: Some(Rank::Third),
                to: Square::D4,
                ..
            }
        ));
        assert_eq!(c[1].len, 3);
    }

    #[test]
    fn a_dash_forces_one_move() {
        let c = cands("e2-e4").unwrap_or_default();
        assert_eq!(c.len(), 1);
        assert_eq!(c[0].syntax.from_square(), Some(Square::E2));
    }

    #[test]
    fn promotion_with_and_without_word() {
        let c = cands("Bella acht Dame").unwrap_or_default();
        assert_eq!(c.len(), 2);
        let c = cands("Bella acht wird Dame Schach").unwrap_or_default();
        assert_eq!(c.len(), 1);
        assert!(matches!(
            c[0].syntax,
            MoveSyntax::Normal {
                promotion: Some(_),
                announced: Some(Announced::Check),
                ..
            }
        ));
        assert!(matches!(
            cands("Bella acht wird"),
            Err(SyntaxError::Expected {
                expected: Expected::PromotionPiece,
                ..
            })
        ));
    }

    #[test]
    fn a_piece_without_a_square_says_what_is_missing() {
        assert_eq!(
            cands("Springer Felix"),
            Err(SyntaxError::Expected {
                expected: Expected::Square,
                after: "Felix".into(),
                column: 15
            })
        );
        assert!(matches!(
            cands("Schach"),
            Err(SyntaxError::Expected {
                expected: Expected::Move,
                ..
            })
        ));
    }

    /// Every run of up to five tokens (of the kinds a plain line of words gives), and a
    /// sample of longer runs: the shape built word by word is the first reading of
    /// `candidates` exactly where that reading takes every token.
    #[test]
    fn the_direct_shape_is_the_first_reading_that_takes_every_token() {
        let alphabet = [
            Tok::Piece(RoleSet::one(Role::Pawn)),
            Tok::Piece(RoleSet::one(Role::Knight)),
            Tok::File(File::A),
            Tok::File(File::H),
            Tok::Rank(Rank::First),
            Tok::Rank(Rank::Eighth),
            Tok::Capture,
            Tok::Promote,
            Tok::Check,
            Tok::Mate,
            Tok::EnPassant,
            Tok::Castle(CastlingSide::KingSide),
            Tok::CastleEither,
        ];
        let check = |seq: &[Tok]| {
            let tokens: Vec<Token> = seq
                .iter()
                .enumerate()
                .map(|(i, tok)| Token {
                    tok: *tok,
                    start: i + 1,
                    end: i + 2,
                    text: "w",
                })
                .collect();
            let expected = candidates(&tokens).ok().and_then(|c| {
                c.first()
                    .filter(|c| c.len == tokens.len())
                    .map(|c| c.syntax)
            });
            let mut direct = Direct::default();
            let got = if seq.iter().all(|t| direct.push(*t)) {
                direct.finish()
            } else {
                None
            };
            assert_eq!(got, expected, "{seq:?}");
            got.is_some()
        };
        let n = alphabet.len();
        let mut moves = 0;
        let mut seq = Vec::new();
        for len in 1..=5u32 {
            for mut code in 0..n.pow(len) {
                seq.clear();
                for _ in 0..len {
                    seq.push(alphabet[code % n]);
                    code /= n;
                }
                moves += usize::from(check(&seq));
            }
        }
        // Longer runs: a fixed pseudo-random sample.
        let mut x: u64 = 0x2545_f491_4f6c_dd1d;
        for _ in 0..200_000 {
            seq.clear();
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let len = 6 + (x % 4) as usize;
            for k in 0..len {
                seq.push(alphabet[((x >> (8 + 5 * k)) % n as u64) as usize]);
            }
            moves += usize::from(check(&seq));
        }
        assert!(moves > 1000, "{moves}");
    }
}
