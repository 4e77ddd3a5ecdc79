//! Reading moves: one announced move, or a line of several, against a position.

use shakmaty::{Chess, Move, Position, Role};

use super::lex::{ResultMark, SyntaxError, Tok, Token, lex_partial, tok_of};
use super::lexicon::{HASH_START, Line, Reader, fold_bytes, hash_chunk, hash_finish};
use super::resolve::{ResolveError, resolve};
use super::syntax::{Direct, MoveSyntax, candidates};
use shakmaty::san::San;

use crate::lang::InputLang;

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
///
/// Written moves in standard SAN (and in the languages whose letters are SAN with other letters,
/// see `written_san`), move numbers, results and annotation glyphs are read chunk by chunk in
/// place, without the lexer: the fast path the game's reader ([`read_move`]) takes for a single
/// move. From the first chunk that is anything else, the rest of the line (from the move
/// before it, which such a chunk may belong to: `exd6 e.p.`, `Nf3 +`) goes to the general
/// reading, which gives the same answer for what the fast path reads (words first through
/// `plain_words`).
pub fn read_line(pos: &Chess, text: &str, lang: InputLang) -> ReadLine {
    let mut out = ReadLine::default();
    if !san_letters(lang) {
        return general_line(pos, text, 0, lang, out);
    }
    let bytes = text.as_bytes();
    // The position after the moves read so far (copied only once a move is read), and where
    // the last move's chunk starts with what was read before it, to give it back to the
    // general reading with the chunk after it.
    let mut now: Option<Chess> = None;
    let mut last_move: Option<Checkpoint> = None;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b == b' ' || b == b'\t' {
            i += 1;
            continue;
        }
        let start = i;
        let mut end = i;
        while end < bytes.len() && bytes[end] != b' ' && bytes[end] != b'\t' {
            end += 1;
        }
        let mut chunk = &bytes[start..end];
        // A move number, with the move glued to it or not ("12.", "12...", "1.e4").
        if b.is_ascii_digit()
            && let Some((number, black, len)) = move_number_prefix(chunk)
        {
            out.numbers.push((out.moves.len(), number, black));
            last_move = None;
            if len == chunk.len() {
                i = end;
                continue;
            }
            chunk = &chunk[len..];
            i = start + len;
        } else if let Some(mark) = result_chunk(chunk) {
            out.result = Some(mark);
            last_move = None;
            i = end;
            continue;
        } else if chunk.len() > 1 && b == b'$' && chunk[1..].iter().all(u8::is_ascii_digit) {
            last_move = None;
            i = end;
            continue;
        }
        let here = now.as_ref().unwrap_or(pos);
        let san = chunk.len()
            - chunk
                .iter()
                .rev()
                .take_while(|c| matches!(c, b'!' | b'?'))
                .count();
        if let Some(m) = written_san(here, &chunk[..san], lang) {
            last_move = Some(Checkpoint {
                at: i,
                pos: here.clone(),
                numbers: out.numbers.len(),
                result: out.result,
            });
            let mut next = here.clone();
            next.play_unchecked(m);
            now = Some(next);
            out.moves.push(m);
            i = end;
            continue;
        }
        // Anything else: the general reading from here, or from the move before.
        return match last_move {
            Some(c) => {
                out.moves.pop();
                out.numbers.truncate(c.numbers);
                out.result = c.result;
                general_line(&c.pos, text, c.at, lang, out)
            }
            None => general_line(here, text, i, lang, out),
        };
    }
    out
}

/// What was read before a move's chunk, to read that chunk again with the general reading.
struct Checkpoint {
    at: usize,
    pos: Chess,
    numbers: usize,
    result: Option<ResultMark>,
}

/// A move number at the start of `chunk` (`12.`, `12...`, `12…`, the move possibly glued
/// to it) as the lexer reads it: the number, whether it is Black's, and its length in bytes.
/// None when the chunk is anything else (a result, castling with zeros, a bare number).
fn move_number_prefix(chunk: &[u8]) -> Option<(u32, bool, usize)> {
    let digits = chunk.iter().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 || chunk.first() == Some(&b'0') {
        return None;
    }
    let dots = chunk[digits..].iter().take_while(|b| **b == b'.').count();
    if dots == 0 {
        return None;
    }
    // A glued move starts with a letter ("1.e4", "1...Nf6"); anything else (an ellipsis
    // character, "1.-") is left to the lexer.
    if let Some(next) = chunk.get(digits + dots)
        && !next.is_ascii_alphabetic()
    {
        return None;
    }
    let number = std::str::from_utf8(&chunk[..digits])
        .ok()?
        .parse()
        .unwrap_or(u32::MAX);
    Some((number, dots >= 2, digits + dots))
}

/// A whole chunk that is a result as PGN writes it.
fn result_chunk(chunk: &[u8]) -> Option<ResultMark> {
    Some(match chunk {
        b"1-0" => ResultMark::WhiteWins,
        b"0-1" => ResultMark::BlackWins,
        b"1/2-1/2" => ResultMark::Draw,
        b"*" => ResultMark::Unknown,
        _ => return None,
    })
}

/// The general two-stage reading of `text` from byte `from` on (a chunk's start), starting
/// from `pos`; its moves, numbers, result and error are added to `out` (columns counted in
/// the whole line). Words alone that make one move are read without the lexer
/// ([`plain_words`]).
fn general_line(
    pos: &Chess,
    text: &str,
    from: usize,
    lang: InputLang,
    mut out: ReadLine,
) -> ReadLine {
    let rest = &text[from..];
    if let Some(m) = plain_words(pos, rest, lang) {
        out.moves.push(m);
        return out;
    }
    let read = general_read(pos, rest, lang);
    let before = out.moves.len();
    out.moves.extend(read.moves);
    out.numbers
        .extend(read.numbers.into_iter().map(|(i, n, b)| (i + before, n, b)));
    if read.result.is_some() {
        out.result = read.result;
    }
    let shift = if from == 0 {
        0
    } else {
        text[..from].chars().count()
    };
    out.error = read.error.map(|e| shifted(e, shift));
    out
}

/// `error` with its columns moved `by` characters to the right.
fn shifted(error: NotationError, by: usize) -> NotationError {
    if by == 0 {
        return error;
    }
    match error {
        NotationError::Syntax(e) => NotationError::Syntax(match e {
            SyntaxError::UnknownWord { word, column } => SyntaxError::UnknownWord {
                word,
                column: column + by,
            },
            SyntaxError::NullMove { text, column } => SyntaxError::NullMove {
                text,
                column: column + by,
            },
            SyntaxError::Expected {
                expected,
                after,
                column,
            } => SyntaxError::Expected {
                expected,
                after,
                column: column + by,
            },
            SyntaxError::Empty => SyntaxError::Empty,
        }),
        NotationError::Move {
            error,
            syntax,
            text,
            column,
        } => NotationError::Move {
            error,
            syntax,
            text,
            column: column + by,
        },
        other => other,
    }
}

/// The general two-stage reading of a whole line: the lexer, then the syntax stage and the
/// position, choosing among readings of words that can be split into moves in more than one
/// way.
fn general_read(pos: &Chess, text: &str, lang: InputLang) -> ReadLine {
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

/// Whether `lang` reads written moves through [`written_san`]: its letters are SAN's or map
/// one to one onto SAN's (German and English, whose letters never clash: K is the king in
/// both). Said by the grammar file (`standard_san`).
fn san_letters(lang: InputLang) -> bool {
    match lang {
        InputLang::One(one) => crate::notation::lexicon::vocabulary(one).standard_san(),
        InputLang::Auto => false,
    }
}

/// The move, if `text` is a single SAN move that shakmaty reads and finds legal in `pos`
/// (the one fast path for written moves: [`read_move`] for the game, [`read_line`] for every
/// chunk of a line the batch tools read). Only for the languages of [`san_letters`]; German
/// letters are mapped to English ones first.
fn written_san(pos: &Chess, text: &[u8], lang: InputLang) -> Option<Move> {
    let InputLang::One(one) = lang else {
        return None;
    };
    if !san_letters(lang) {
        return None;
    }
    let bytes = text.trim_ascii();
    if bytes.is_empty() || bytes.len() > 12 {
        return None;
    }
    let mut buf = [0u8; 12];
    for (i, (out, b)) in buf.iter_mut().zip(bytes).enumerate() {
        // In English mode a promotion piece is an English letter ("e8=D" is no move).
        if one == crate::lang::Lang::En && i > 0 && matches!(b, b'S' | b'D' | b'T' | b'L') {
            return None;
        }
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
    let san = San::from_ascii(&buf[..bytes.len()]).ok()?;
    let m = san.to_move(pos).ok()?;
    // Only the move as written: a pawn capture written as a pawn move ("c4" for "dxc4") and
    // castling written as a king move ("Kg1") are left to the general reading, which asks
    // them back.
    match san {
        San::Normal {
            role: Role::Pawn,
            file: None,
            capture: false,
            ..
        } if m.is_capture() => None,
        San::Normal { .. } if m.is_castle() => None,
        _ => Some(m),
    }
}

/// The move, if `text` is nothing but single vocabulary words separated by spaces that
/// make one legal move; anything else (digits, signs, phrases, errors) is left to the general
/// reading, which gives the same answer and, where there is one, the precise error.
///
/// One pass over the line, eight bytes at a time: each word's end found and its hash
/// computed together, the word looked up as it stands and, if not found so, folded into a
/// stack buffer and looked up again; the move's shape is built word by word ([`Direct`]: the
/// shape [`candidates`] reads first, where it takes every word).
fn plain_words(pos: &Chess, text: &str, lang: InputLang) -> Option<Move> {
    let line = Line::new(text.as_bytes());
    let reader = Reader::get(lang);
    let mut shape = Direct::default();
    let mut key = [0u8; 48];
    let mut i = 0;
    while i < line.len() {
        let mut chunk = line.load(i);
        let first = chunk as u8;
        if first == b' ' {
            i += 1;
            continue;
        }
        let start = i;
        // A square written as in English ("f3") or a rank digit ("Rook 1 a3").
        let (second, third) = ((chunk >> 8) as u8, (chunk >> 16) as u8);
        match (first, second) {
            (f @ b'a'..=b'h', r @ b'1'..=b'8') if third == b' ' => {
                let file = shakmaty::File::from_char(char::from(f))?;
                let rank = shakmaty::Rank::from_char(char::from(r))?;
                if !(shape.push(Tok::File(file)) && shape.push(Tok::Rank(rank))) {
                    return None;
                }
                i += 2;
                continue;
            }
            (r @ b'1'..=b'8', b' ') => {
                let rank = shakmaty::Rank::from_char(char::from(r))?;
                if !shape.push(Tok::Rank(rank)) {
                    return None;
                }
                i += 1;
                continue;
            }
            _ => {}
        }
        // The word's end (the first space) and its hash, eight bytes at a time. A digit or a
        // sign in the word ("Sf3", "e.p.") leaves it to the general reading, as `fold_at`
        // would: those are the bytes below `A`, as the space is.
        let mut hash = HASH_START;
        let first_chunk = chunk;
        loop {
            // The lowest bit set marks the first byte below `A` (the bits above it may be
            // wrong).
            let below_a =
                chunk.wrapping_sub(0x4141_4141_4141_4141) & !chunk & 0x8080_8080_8080_8080;
            if below_a != 0 {
                let n = (below_a.trailing_zeros() / 8) as usize;
                if (chunk >> (8 * n)) as u8 != b' ' {
                    return None;
                }
                if n > 0 {
                    // `n` is below 8: the byte at `n` is in the chunk.
                    hash = hash_chunk(hash, chunk & ((1u64 << (8 * n)) - 1));
                }
                i += n;
                break;
            }
            hash = hash_chunk(hash, chunk);
            i += 8;
            chunk = line.load(i);
        }
        let len = i - start;
        let hit = match reader.word_in_line(&line, start, len, first_chunk, hash_finish(hash, len))
        {
            Some(hit) => hit,
            None => {
                let n = fold_bytes(line.get(start, i)?, &mut key)?;
                reader.word_folded(&key[..n])?
            }
        };
        if hit.preposition {
            return None;
        }
        let entry = hit.entry;
        // A phrase ("Kurze Rochade"), read here too so that castling stays on this path; a
        // word that starts a phrase but stands without one ("King" of "kingside castling")
        // means what it means alone, as in the general reading.
        if entry.starts_phrase
            && let Some((meaning, len)) = reader.phrase_at(text.get(start..)?)
        {
            if let Some(tok) = tok_of(meaning)
                && !shape.push(tok)
            {
                return None;
            }
            i = start + len;
            continue;
        }
        if let Some(tok) = tok_of(entry.meaning?)
            && !shape.push(tok)
        {
            return None;
        }
    }
    resolve(pos, &shape.finish()?).ok()
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
    // Words of the vocabulary separated by spaces ("Springer Felix drei"), the way moves are
    // announced, read without the general lexer.
    if let Some(m) = plain_words(pos, text, lang) {
        return Ok(m);
    }
    // Standard SAN (English letters, or German ones mapped to them) is read by shakmaty's own
    // parser. Anything else, and every error, goes to rochade's grammar below.
    if let Some(m) = written_san(pos, text.as_bytes(), lang) {
        return Ok(m);
    }
    // Anything else (signs, digits, phrases, several moves) and every error: the general
    // two-stage reading of the whole line.
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
    use crate::lang::Lang;

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
    fn bytes_fold_as_the_general_rule_does() {
        let mut out = [0u8; 8];
        for c in '\u{0}'..='\u{500}' {
            let mut buf = [0u8; 4];
            let text = c.encode_utf8(&mut buf);
            if let Some(n) = fold_bytes(text.as_bytes(), &mut out) {
                let folded = crate::notation::lexicon::fold(text);
                assert_eq!(&out[..n], folded.as_bytes(), "{c:?}");
            }
        }
        // The vocabulary's own letters are all handled here.
        for w in [
            "Läufer",
            "König",
            "fünf",
            "Шпрингер",
            "Феликс",
            "бьёт",
            "ЁЖИК",
        ] {
            let n = fold_bytes(w.as_bytes(), &mut [0u8; 32]);
            assert_eq!(n, Some(crate::notation::lexicon::fold(w).len()), "{w}");
        }
        assert_eq!(fold_bytes(b"e4", &mut out), None);
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

    /// Every move of a match said in words, in every language, in several cases and
    /// spacings, read in the language and in `auto`: where the plain reading gives a move, the
    /// general reading gives that move and nothing else; and the words as rochade says them
    /// take the plain reading.
    #[test]
    fn plain_lines_read_as_the_general_reading_does() {
        use crate::notation::{Style, words};
        let (mut plain_hits, mut said) = (0usize, 0usize);
        for g in crate::pgn::read_games(include_str!("../../tests/data/WorldChamp1886.pgn")) {
            let mut pos = g.initial.clone();
            for m in g.moves {
                for lang in Lang::ALL {
                    for pawn_word in [true, false] {
                        let w = words(&pos, m, lang, Style { pawn_word });
                        let variants = [
                            w.clone(),
                            w.to_lowercase(),
                            w.to_uppercase(),
                            w.replace(' ', "  "),
                            format!("{w} Schach"),
                            format!("{w} Zeppelin"),
                            w.replace(' ', ""),
                        ];
                        for (k, text) in variants.iter().enumerate() {
                            for input in [InputLang::One(lang), InputLang::Auto] {
                                let plain = plain_words(&pos, text, input);
                                if let Some(p) = plain {
                                    let general = read_line(&pos, text, input);
                                    assert_eq!(general.moves, vec![p], "{text:?} {input:?}");
                                    assert_eq!(general.error, None, "{text:?} {input:?}");
                                }
                                if k == 0 && input == InputLang::One(lang) {
                                    said += 1;
                                    plain_hits += usize::from(plain == Some(m));
                                }
                            }
                        }
                    }
                }
                pos.play_unchecked(m);
            }
        }
        assert!(said > 5000 && plain_hits == said, "{plain_hits} of {said}");
    }
}
