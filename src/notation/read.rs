//! Reading moves: one announced move, or a line of several, against a position.

use shakmaty::{Chess, Move, Position};

use super::lex::{ResultMark, SyntaxError, Tok, Token, lex, lex_partial};
use super::lexicon::Reader;
use super::resolve::{ResolveError, resolve};
use super::syntax::{MoveSyntax, candidates};
use shakmaty::san::San;

use crate::lang::{InputLang, Lang};

/// Why words could not be read as a move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    /// The words are not a move at all (first stage).
    #[error(transparent)]
    Syntax(#[from] SyntaxError),
    /// The words are a move, but not exactly one legal move in the position.
    #[error("\"{text}\": {error}")]
    Move {
        /// What the position says about it.
        error: ResolveError,
        /// The move as understood.
        syntax: MoveSyntax,
        /// The words of that move as said.
        text: String,
        /// Column of its first word.
        column: usize,
    },
    /// One move was expected and the words hold more.
    #[error("more than one move was said ({count})")]
    MoreThanOne {
        /// How many moves were read.
        count: usize,
    },
}

/// What a line of words gave: the moves read in order, a result if one was written, and the
/// error that stopped reading, if any (the moves before it are kept).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ReadLine {
    /// The moves, each legal in the position the previous ones leave.
    pub moves: Vec<Move>,
    /// A result written in the line (`1-0`, …).
    pub result: Option<ResultMark>,
    /// What stopped reading.
    pub error: Option<NotationError>,
    /// Move numbers written in the line, with the index of the move they stand before.
    pub numbers: Vec<(usize, u32, bool)>,
}

/// The words of `tokens` as the player wrote them (`Ke2`, not `K e 2`), and the column of
/// the first. Tokens borrow from `input`, so their place in it is known.
fn span_text(input: &str, tokens: &[Token]) -> (String, usize) {
    let offset = |s: &str| (s.as_ptr() as usize).wrapping_sub(input.as_ptr() as usize);
    let text = match (tokens.first(), tokens.last()) {
        (Some(a), Some(b)) => {
            let from = offset(a.text);
            let to = offset(b.text).saturating_add(b.text.len());
            input
                .get(from..to)
                .map(str::to_owned)
                .unwrap_or_else(|| tokens.iter().map(|t| t.text).collect::<Vec<_>>().join(" "))
        }
        _ => String::new(),
    };
    (text, tokens.first().map_or(1, |t| t.start))
}

/// Reads every move in `text`, starting from `pos`.
///
/// Never fails as a whole: the moves understood before a problem are returned with it.
pub fn read_line(pos: &Chess, text: &str, lang: InputLang) -> ReadLine {
    let (tokens, lex_error) = lex_partial(text, Reader::get(lang));
    let mut out = ReadLine::default();
    // The position is copied only once a second move has to be read.
    let start = pos;
    let mut owned: Option<Chess> = None;
    let mut i = 0;
    while i < tokens.len() {
        match tokens[i].tok {
            Tok::MoveNumber { number, black } => {
                out.numbers.push((out.moves.len(), number, black));
                i += 1;
                continue;
            }
            Tok::Result(mark) => {
                out.result = Some(mark);
                i += 1;
                continue;
            }
            _ => {}
        }
        let cands = match candidates(&tokens[i..]) {
            Ok(c) => c,
            Err(e) => {
                // A word that was not understood explains a move cut short better than what
                // the move lacks.
                out.error = Some(lex_error.clone().unwrap_or(e).into());
                return out;
            }
        };
        let mut best: Option<(u8, usize, ResolveError, MoveSyntax)> = None;
        let mut played = false;
        let pos = owned.as_ref().unwrap_or(start);
        for c in &cands {
            match resolve(pos, &c.syntax) {
                Ok(m) => {
                    if i + c.len < tokens.len() {
                        let mut next = pos.clone();
                        next.play_unchecked(m);
                        owned = Some(next);
                    }
                    out.moves.push(m);
                    i += c.len;
                    played = true;
                    break;
                }
                Err(e) => {
                    let key = (e.weight(), c.len);
                    if best.as_ref().is_none_or(|(w, l, _, _)| key > (*w, *l)) {
                        best = Some((key.0, key.1, e, c.syntax));
                    }
                }
            }
        }
        if !played {
            if let Some((_, len, error, syntax)) = best {
                let (text, column) = span_text(text, &tokens[i..i + len]);
                out.error = Some(NotationError::Move {
                    error,
                    syntax,
                    text,
                    column,
                });
            }
            return out;
        }
    }
    out.error = lex_error.map(NotationError::from);
    out
}

/// The move, if `text` is a single SAN move that shakmaty reads and finds legal in `pos`.
/// Only for German and English, whose letters never clash (K is the king in both); German
/// letters are mapped to English ones first.
fn standard_san(pos: &Chess, text: &str, lang: InputLang) -> Option<Move> {
    if !matches!(lang, InputLang::One(Lang::De | Lang::En)) {
        return None;
    }
    let text = text.trim();
    let bytes = text.as_bytes();
    if bytes.is_empty() || bytes.len() > 12 {
        return None;
    }
    let mut buf = [0u8; 12];
    for (out, b) in buf.iter_mut().zip(bytes) {
        *out = match b {
            b'S' => b'N',
            b'D' => b'Q',
            b'T' => b'R',
            b'L' => b'B',
            b'a'..=b'h'
            | b'1'..=b'8'
            | b'x'
            | b'='
            | b'+'
            | b'#'
            | b'K'
            | b'Q'
            | b'R'
            | b'B'
            | b'N'
            | b'O'
            | b'-' => *b,
            _ => return None,
        };
    }
    San::from_ascii(&buf[..bytes.len()]).ok()?.to_move(pos).ok()
}

/// Reads exactly one move in `pos` (what a player announces at the board).
///
/// ```
/// use rochade::notation::{NotationError, ResolveError, read_move};
/// use rochade::{InputLang, Lang};
/// use shakmaty::{Chess, Square};
///
/// let start = Chess::default();
/// let de = InputLang::One(Lang::De);
/// let m = read_move(&start, "Springer Felix drei", de).unwrap();
/// assert_eq!((m.from(), m.to()), (Some(Square::G1), Square::F3));
/// // The same move in Russian words, in written notation and as typed coordinates.
/// assert_eq!(read_move(&start, "Шпрингер Феликс драй", InputLang::One(Lang::Ru)), Ok(m));
/// assert_eq!(read_move(&start, "Sf3", de), Ok(m));
/// assert_eq!(read_move(&start, "g1f3", InputLang::Auto), Ok(m));
/// // No knight reaches e5: the error says why, in words, through `phrases::error`.
/// assert!(matches!(
///     read_move(&start, "Springer Eva fünf", de),
///     Err(NotationError::Move { error: ResolveError::Illegal(_), .. })
/// ));
/// ```
///
/// # Errors
/// [`NotationError::Syntax`] when the words are not a move, [`NotationError::Move`] when the
/// move is illegal, ambiguous or lacks its promotion piece, and [`NotationError::MoreThanOne`]
/// when several moves were said.
pub fn read_move(pos: &Chess, text: &str, lang: InputLang) -> Result<Move, NotationError> {
    // Standard SAN (English letters, or German ones mapped to them) is read by shakmaty's own
    // parser; anything else, and every error, by rochade's grammar below.
    if let Some(m) = standard_san(pos, text, lang) {
        return Ok(m);
    }
    // The common case: the longest reading takes every word and is legal.
    if let Ok(tokens) = lex(text, Reader::get(lang)) {
        let start = tokens
            .iter()
            .take_while(|t| matches!(t.tok, Tok::MoveNumber { .. }))
            .count();
        let body = &tokens[start..];
        if let Ok(cands) = candidates(body)
            && let Some(c) = cands.first().filter(|c| c.len == body.len())
            && let Ok(m) = resolve(pos, &c.syntax)
        {
            return Ok(m);
        }
    }
    // Otherwise read the line in full, for the precise error.
    let line = read_line(pos, text, lang);
    if let Some(e) = line.error {
        // Moves were understood before the problem: the player said more than one move,
        // and the problem is with a later one; say that rather than an error about a move
        // the player may not have meant as their own.
        return Err(if line.moves.is_empty() {
            e
        } else {
            NotationError::MoreThanOne {
                count: line.moves.len() + 1,
            }
        });
    }
    match line.moves.as_slice() {
        [m] => Ok(*m),
        [] => Err(NotationError::Syntax(SyntaxError::Empty)),
        many => Err(NotationError::MoreThanOne { count: many.len() }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unknown_word_is_named_even_when_it_cuts_a_move_short() {
        let pos = Chess::default();
        let err = read_move(&pos, "Springer Zeppelin drei", InputLang::One(Lang::De));
        assert!(
            matches!(&err, Err(NotationError::Syntax(SyntaxError::UnknownWord { word, .. })) if word == "Zeppelin"),
            "{err:?}"
        );
    }

    #[test]
    fn several_moves_where_one_is_expected_are_said_to_be_several() {
        let pos = Chess::default();
        let de = InputLang::One(Lang::De);
        assert_eq!(
            read_move(&pos, "e4 e5", de),
            Err(NotationError::MoreThanOne { count: 2 })
        );
        // Even when a later one is illegal: the first was understood.
        assert_eq!(
            read_move(&pos, "e4 e4", de),
            Err(NotationError::MoreThanOne { count: 2 })
        );
    }

    #[test]
    fn a_line_keeps_the_moves_before_an_error() {
        let line = read_line(
            &Chess::default(),
            "1. e4 e5 2. Sf3 Sf6 3. Lb5 Ke7 4. Zeppelin",
            InputLang::One(Lang::De),
        );
        assert_eq!(line.moves.len(), 6);
        assert!(matches!(line.error, Some(NotationError::Syntax(_))));
    }
}
