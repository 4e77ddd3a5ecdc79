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
}
