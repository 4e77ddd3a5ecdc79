//! First stage of reading: text to tokens.
//!
//! The lexer recognises, case-insensitively, the words of the reading language (see
//! [`Reader`]), multi-word phrases ("Kurze Rochade", "en passant"), written notation in compact
//! chunks (`Nbd2`, `exd6`, `e2-e4`, `b7b8n`, `Фхf7#`, Cyrillic look-alikes), castling signs,
//! move numbers and results, and skips PGN comments, variations, tags and annotation glyphs.

use nom::branch::alt;
use nom::bytes::complete::{tag, take_while1};
use nom::character::complete::{char as ch, digit1, one_of};
use nom::combinator::{map, not, opt, peek, recognize, value};
use nom::multi::{many_m_n, many1};
use nom::sequence::{pair, preceded, terminated};
use nom::{IResult, Parser};
use shakmaty::{CastlingSide, File, Rank};

use super::lexicon::{Meaning, PUNCTUATION, Reader, RoleSet, fold};

/// The result written at the end of a game's moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ResultMark {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`.
    Unknown,
}

/// A token of announced or written moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tok {
    /// A piece word or letter.
    Piece(RoleSet),
    /// A file.
    File(File),
    /// A word that is a file or, before a square, a preposition (Spanish "a": "Torre a de
    /// ocho" is Rad8 or Rd8; "Caballo a efe tres" is Nf3).
    FileOrPreposition(File),
    /// A rank.
    Rank(Rank),
    /// A capture word or sign.
    Capture,
    /// A dash between two squares of long algebraic notation.
    Dash,
    /// A promotion word or `=`.
    Promote,
    /// Check.
    Check,
    /// Checkmate.
    Mate,
    /// En passant.
    EnPassant,
    /// Castling.
    Castle(CastlingSide),
    /// Castling, the side not said.
    CastleEither,
    /// A move number (`12.`, `12...`).
    MoveNumber {
        /// The number.
        number: u32,
        /// Whether it was written for Black (`12...`).
        black: bool,
    },
    /// A game result.
    Result(ResultMark),
}

/// A token and where it stands in the text (char columns, 1-based, end exclusive).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token<'a> {
    /// The token.
    pub tok: Tok,
    /// First column.
    pub start: usize,
    /// Column after the last.
    pub end: usize,
    /// The text it was read from.
    pub text: &'a str,
}

/// What the reader expected where the text stopped making sense.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    /// A square ("Felix drei").
    Square,
    /// The piece a pawn promotes to.
    PromotionPiece,
    /// The start of a move.
    Move,
}

/// The text is not a move (first stage: no position consulted).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SyntaxError {
    /// Nothing but blanks, comments or move numbers.
    #[error("no move was said")]
    Empty,
    /// A word that is not in the vocabulary.
    #[error("\"{word}\" (column {column}) is not a chess word")]
    UnknownWord {
        /// The word as written.
        word: String,
        /// Its column, counted in characters from 1.
        column: usize,
    },
    /// A null move (`--`, `Z0`, `0000`): a turn passed without a move, which no game of
    /// chess has; refused by name rather than skipped.
    #[error("\"{text}\" (column {column}) is a null move")]
    NullMove {
        /// The sign as written.
        text: String,
        /// Its column, counted in characters from 1.
        column: usize,
    },
    /// A known word where something else had to come.
    #[error("expected {expected:?} after \"{after}\" (column {column})")]
    Expected {
        /// What had to come.
        expected: Expected,
        /// The text after which it had to come.
        after: String,
        /// Column where it had to come.
        column: usize,
    },
}

type Res<'a, T> = IResult<&'a str, T>;

fn is_separator(c: char) -> bool {
    c.is_whitespace() || matches!(c, ',' | '{' | '}' | '(' | ')' | '[' | ']' | ';' | '"' | '$')
}

/// The byte index of the first separator in `s` (its length if none): bytes while the text is
/// ASCII, chars from the first non-ASCII byte on.
fn separator_at(s: &str) -> usize {
    for (i, b) in s.bytes().enumerate() {
        if !b.is_ascii() {
            return i + s[i..].find(is_separator).unwrap_or(s.len() - i);
        }
        if b.is_ascii_whitespace()
            || matches!(
                b,
                b',' | b'{' | b'}' | b'(' | b')' | b'[' | b']' | b';' | b'"' | b'$'
            )
        {
            return i;
        }
    }
    s.len()
}

/// The number of chars in `s` (its length when it is ASCII).
fn char_len(s: &str) -> usize {
    if s.is_ascii() {
        s.len()
    } else {
        s.chars().count()
    }
}

/// `1-0`, `0-1`, `1/2-1/2`, `½-½`, `*` (with a hyphen or an en dash).
fn result(i: &str) -> Res<'_, ResultMark> {
    terminated(
        alt((
            value(
                ResultMark::Draw,
                alt((
                    tag("1/2-1/2"),
                    tag("½-½"),
                    tag("1/2–1/2"),
                    tag("½–½"),
                    tag("½"),
                )),
            ),
            value(ResultMark::WhiteWins, alt((tag("1-0"), tag("1–0")))),
            value(ResultMark::BlackWins, alt((tag("0-1"), tag("0–1")))),
            value(ResultMark::Unknown, tag("*")),
        )),
        end_of_chunk,
    )
    .parse(i)
}

/// O-O-O / 0-0-0 / О-О (Cyrillic O) / OOO, with or without dashes.
fn castling(i: &str) -> Res<'_, CastlingSide> {
    let o = || one_of("O0oОо");
    let dash = || opt(one_of("-–—−"));
    let long = value(CastlingSide::QueenSide, (o(), dash(), o(), dash(), o()));
    let short = value(CastlingSide::KingSide, (o(), dash(), o()));
    terminated(alt((long, short)), peek(not(satisfy_alnum))).parse(i)
}

fn satisfy_alnum(i: &str) -> Res<'_, char> {
    nom::character::complete::satisfy(|c| c.is_alphanumeric()).parse(i)
}

/// The end of a chunk: the end of the text, a separator, or sentence punctuation (`.`, `,`,
/// `;`, `:`) glued to the chunk and followed by one of those ("1-0.", "Kf2#.").
fn end_of_chunk(i: &str) -> Res<'_, ()> {
    match i.chars().next() {
        None => Ok((i, ())),
        Some(c) if is_separator(c) => Ok((i, ())),
        Some(_) if glued_punctuation(i) > 0 => Ok((i, ())),
        Some(_) => Err(nom::Err::Error(nom::error::Error::new(
            i,
            nom::error::ErrorKind::Eof,
        ))),
    }
}

/// Sentence punctuation a printed game puts right after a move, a sign or a result.
const SENTENCE_MARKS: [char; 4] = ['.', ',', ';', ':'];

/// The length in bytes of the sentence punctuation at the start of `i` ("." in "Kf2#.",
/// ";" in "e5; 2. Sf3"), if it ends there: followed by the end of the text or whitespace.
/// 0 otherwise (a `;` that opens a PGN comment, "e.p.").
fn glued_punctuation(i: &str) -> usize {
    let after = i.trim_start_matches(SENTENCE_MARKS);
    let len = i.len() - after.len();
    if len > 0 && after.chars().next().is_none_or(char::is_whitespace) {
        len
    } else {
        0
    }
}

/// `12.`, `12...`, `12…` (a move number); returns the number and whether it was for Black.
fn move_number(i: &str) -> Res<'_, (u32, bool)> {
    let (rest, (digits, dots)) =
        pair(digit1, recognize(many1(alt((tag("…"), tag(".")))))).parse(i)?;
    let number = digits.parse().unwrap_or(u32::MAX);
    let black = dots.chars().count() >= 2 || dots.contains('…');
    Ok((rest, (number, black)))
}

/// A bare number of two or more digits: a move number without its dot.
fn bare_number(i: &str) -> Res<'_, u32> {
    map(
        terminated(
            recognize(many_m_n(2, 6, one_of("0123456789"))),
            end_of_chunk,
        ),
        |d: &str| d.parse().unwrap_or(u32::MAX),
    )
    .parse(i)
}

/// `$12`, a numeric annotation glyph.
fn nag(i: &str) -> Res<'_, &str> {
    recognize(preceded(ch('$'), digit1)).parse(i)
}

fn file_char(c: char) -> Option<File> {
    match c {
        'a'..='h' => File::from_char(c),
        // Cyrillic look-alikes typed by Russian players.
        'а' => Some(File::A),
        'с' => Some(File::C),
        'е' => Some(File::E),
        _ => None,
    }
}

/// The piece a figurine stands for (♔ … ♙, ♚ … ♟).
fn figurine(c: char) -> Option<shakmaty::Role> {
    use shakmaty::Role;
    Some(match c {
        '♔' | '♚' => Role::King,
        '♕' | '♛' => Role::Queen,
        '♖' | '♜' => Role::Rook,
        '♗' | '♝' => Role::Bishop,
        '♘' | '♞' => Role::Knight,
        '♙' | '♟' => Role::Pawn,
        _ => return None,
    })
}

fn rank_char(c: char) -> Option<Rank> {
    match c {
        '1'..='8' => Rank::from_char(c),
        _ => None,
    }
}

/// Reads one chunk of written notation (`Nbd2`, `exd6`, `e2-e4`, `b7b8n`, `Фхf7#`) into
/// tokens appended to `out`; returns false (and leaves `out` as it was) when the chunk is not
/// notation.
fn notation_chunk<'a>(
    chunk: &'a str,
    start: usize,
    reader: &Reader,
    out: &mut Vec<Token<'a>>,
) -> bool {
    let keep = out.len();
    // Byte and char position in the chunk; byte start of the last token pushed.
    let (mut b, mut col, mut last_b) = (0usize, 0usize, 0usize);
    let push =
        |out: &mut Vec<Token<'a>>, tok: Tok, b: usize, bytes: usize, col: usize, n: usize| {
            out.push(Token {
                tok,
                start: start + col,
                end: start + col + n,
                text: &chunk[b..b + bytes],
            });
        };
    while let Some(c) = chunk[b..].chars().next() {
        let rest = &chunk[b..];
        let mine = &out[keep..];
        let prev = mine.last().map(|t| t.tok);
        let after_square = matches!(prev, Some(Tok::Rank(_)))
            && mine.len() >= 2
            && matches!(mine[mine.len() - 2].tok, Tok::File(_));
        let promoting = after_square || matches!(prev, Some(Tok::Promote));
        let starts_square = file_char(c).is_some()
            && rest[c.len_utf8()..]
                .chars()
                .next()
                .and_then(rank_char)
                .is_some();
        let letter = if promoting && !starts_square {
            reader.promotion_letter(rest)
        } else if b == 0 {
            // An upper-case letter, or a lower-case one that cannot be a file.
            reader
                .letter(rest)
                .filter(|_| c.is_uppercase() || file_char(c).is_none())
                .or_else(|| {
                    file_char(c)
                        .is_none()
                        .then(|| reader.letter_any_case(rest))
                        .flatten()
                })
        } else {
            None
        };
        // A figurine (♘f3), in either colour, the same in every language.
        let letter = letter.or_else(|| {
            (b == 0 || promoting)
                .then(|| figurine(c))
                .flatten()
                .map(|role| (RoleSet::one(role), c.len_utf8(), 1))
        });
        if let Some((set, bytes, n)) = letter {
            push(out, Tok::Piece(set), b, bytes, col, n);
            last_b = b;
            b += bytes;
            col += n;
            continue;
        }
        let tok = if let Some(f) = file_char(c) {
            Tok::File(f)
        } else if let Some(r) = rank_char(c) {
            Tok::Rank(r)
        } else {
            match c {
                'x' | 'X' | 'х' | 'Х' | ':' | '×' => Tok::Capture,
                '-' | '–' | '—' | '−' => Tok::Dash,
                '=' | '/' => Tok::Promote,
                '+' | '†' => Tok::Check,
                '#' | '‡' => Tok::Mate,
                '!' | '?' => {
                    b += c.len_utf8();
                    col += 1;
                    continue;
                }
                // Lenient: an upper-case file letter (E4) where it cannot be a piece.
                _ => match c.to_lowercase().next().and_then(file_char) {
                    Some(f) if c.is_ascii_uppercase() => Tok::File(f),
                    _ => {
                        out.truncate(keep);
                        return false;
                    }
                },
            }
        };
        // "++" is mate.
        if tok == Tok::Check && prev == Some(Tok::Check) {
            if let Some(last) = out.last_mut() {
                last.tok = Tok::Mate;
                last.end += 1;
                last.text = &chunk[last_b..b + c.len_utf8()];
            }
        } else {
            push(out, tok, b, c.len_utf8(), col, 1);
            last_b = b;
        }
        b += c.len_utf8();
        col += 1;
    }
    true
}

/// Skips blanks, separators, comments (`{…}`, `; … end of line`), variations (`( … )`, nested),
/// tag pairs (`[ … ]`), annotation glyphs and lone `!`/`?`.
fn skip_noise(mut i: &str) -> &str {
    loop {
        let before = i.len();
        i = i.trim_start_matches(|c: char| c.is_whitespace() || c == ',');
        match i.as_bytes().first() {
            Some(b) if b.is_ascii_alphanumeric() => return i,
            Some(b) if !b.is_ascii() && i.starts_with(char::is_alphanumeric) => return i,
            _ => {}
        }
        if let Some(rest) = i.strip_prefix('{') {
            i = rest.split_once('}').map_or("", |(_, after)| after);
        } else if let Some(rest) = i.strip_prefix(';') {
            i = rest.split_once('\n').map_or("", |(_, after)| after);
        } else if let Some(rest) = i.strip_prefix('[') {
            i = rest.split_once(']').map_or("", |(_, after)| after);
        } else if i.starts_with('(') {
            let mut depth = 0usize;
            let mut end = i.len();
            for (pos, c) in i.char_indices() {
                match c {
                    '(' => depth += 1,
                    ')' => {
                        depth = depth.saturating_sub(1);
                        if depth == 0 {
                            end = pos + 1;
                            break;
                        }
                    }
                    _ => {}
                }
            }
            i = &i[end..];
        } else if let Ok((rest, _)) = nag(i) {
            i = rest;
        } else if let Ok((rest, _)) =
            terminated(take_while1(|c| c == '!' || c == '?'), end_of_chunk).parse(i)
        {
            i = rest;
        } else if let Some(rest) = i.strip_prefix([')', ']', '}', '"']) {
            i = rest;
        }
        if i.len() == before {
            return i;
        }
    }
}

fn token(tok: Tok, start: usize, text: &str) -> Token<'_> {
    Token {
        tok,
        start,
        end: start + char_len(text),
        text,
    }
}

/// Reads `input` into tokens with the words of `reader`.
///
/// # Errors
/// [`SyntaxError::UnknownWord`] for the first word that is neither a word of the vocabulary
/// nor written notation.
pub fn lex<'a>(input: &'a str, reader: &Reader) -> Result<Vec<Token<'a>>, SyntaxError> {
    match lex_partial(input, reader) {
        (tokens, None) => Ok(tokens),
        (_, Some(e)) => Err(e),
    }
}

/// Like [`lex`], but returns the tokens read before an unknown word together with the error,
/// so that the moves before it are not lost.
pub fn lex_partial<'a>(input: &'a str, reader: &Reader) -> (Vec<Token<'a>>, Option<SyntaxError>) {
    let (mut tokens, error) = lex_tokens(input, reader);
    if reader.has_square_prepositions() {
        drop_square_prepositions(&mut tokens, reader);
    }
    (tokens, error)
}

/// Marks a file word that may be a preposition before a square ("Caballo a efe tres": the
/// "a"); the position decides (see [`super::syntax::candidates`]).
fn drop_square_prepositions(tokens: &mut [Token<'_>], reader: &Reader) {
    for i in 0..tokens.len().saturating_sub(2) {
        if let Tok::File(f) = tokens[i].tok
            && reader.is_square_preposition(&fold(tokens[i].text))
            && matches!(tokens[i + 1].tok, Tok::File(_))
            && matches!(tokens[i + 2].tok, Tok::Rank(_))
        {
            tokens[i].tok = Tok::FileOrPreposition(f);
        }
    }
}

fn lex_tokens<'a>(input: &'a str, reader: &Reader) -> (Vec<Token<'a>>, Option<SyntaxError>) {
    let mut out: Vec<Token<'a>> = Vec::with_capacity(8);
    // Folded words live on the stack: no vocabulary word is longer.
    let mut folded_word = arrayvec::ArrayString::<64>::new();
    // (byte offset, 1-based column) of the last token start.
    let mut col_at = (0usize, 1usize);
    let mut rest = input;
    loop {
        // Punctuation glued to what comes before it ends a sentence ("Kf2++.", "e4, e5;",
        // "e.p.!."): noise, like the annotation marks and comments `skip_noise` drops.
        loop {
            if rest.len() < input.len()
                && !input[..input.len() - rest.len()].ends_with(char::is_whitespace)
            {
                rest = &rest[glued_punctuation(rest)..];
            }
            let after = skip_noise(rest);
            if after.len() == rest.len() {
                break;
            }
            rest = after;
        }
        if rest.is_empty() {
            return (out, None);
        }
        // Columns are counted from the last token on, not from the start each time.
        let offset = input.len() - rest.len();
        let between = &input[col_at.0..offset];
        col_at.1 += char_len(between);
        col_at.0 = offset;
        let col = col_at.1;
        let c0 = rest.chars().next().unwrap_or(' ');
        if matches!(c0, '-' | 'Z' | 'z' | '0') {
            let sign = rest[..separator_at(rest)].trim_end_matches(SENTENCE_MARKS);
            if matches!(sign, "--" | "Z0" | "z0" | "0000") {
                let error = SyntaxError::NullMove {
                    text: sign.to_owned(),
                    column: col,
                };
                return (out, Some(error));
            }
        }
        let numeric = c0.is_ascii_digit() || c0 == '½' || c0 == '*';
        if !numeric && !matches!(c0, 'O' | 'o' | 'О' | 'о') {
            // Neither a number, a result nor a castling sign: skip those parsers.
        } else if let Some((after, side)) = (c0 == '0').then(|| castling(rest).ok()).flatten() {
            // "00" and "000" are castling where a move is expected: no move is numbered 0.
            out.push(token(
                Tok::Castle(side),
                col,
                &rest[..rest.len() - after.len()],
            ));
            rest = after;
            continue;
        } else if let Ok((after, mark)) = result(rest) {
            out.push(token(
                Tok::Result(mark),
                col,
                &rest[..rest.len() - after.len()],
            ));
            rest = after;
            continue;
        } else if let Ok((after, (number, black))) = move_number(rest) {
            let text = &rest[..rest.len() - after.len()];
            let follows_file = matches!(out.last().map(|t| t.tok), Some(Tok::File(_)));
            let single = text.chars().next().and_then(rank_char);
            match single {
                // "Felix 3." at the end of a sentence is a rank, not move number 3.
                Some(r) if follows_file && number < 10 => {
                    out.push(token(Tok::Rank(r), col, &text[..1]));
                }
                _ => out.push(token(Tok::MoveNumber { number, black }, col, text)),
            }
            rest = after;
            continue;
        } else if let Ok((after, number)) = bare_number(rest) {
            let text = &rest[..rest.len() - after.len()];
            out.push(token(
                Tok::MoveNumber {
                    number,
                    black: false,
                },
                col,
                text,
            ));
            rest = after;
            continue;
        } else if let Ok((after, side)) = castling(rest) {
            out.push(token(
                Tok::Castle(side),
                col,
                &rest[..rest.len() - after.len()],
            ));
            rest = after;
            continue;
        }
        // A chunk: a word of the vocabulary, the start of a phrase, or written notation.
        // At least one char, so that a separator that is not noise (a "$" without its
        // number) is read as a word, and refused, rather than read for ever.
        let end = separator_at(rest).max(c0.len_utf8());
        let chunk = &rest[..end];
        let word = chunk.trim_end_matches(PUNCTUATION);
        // Written notation without the sentence punctuation after it ("Kf2#." is "Kf2#").
        let notation = match chunk.trim_end_matches(SENTENCE_MARKS) {
            "" => chunk,
            trimmed => trimmed,
        };
        // Words have no digits (but the English rank words "1" .. "8"): notation goes first.
        let has_digit = word.bytes().any(|b| b.is_ascii_digit());
        if has_digit && word.len() > 1 && notation_chunk(notation, col, reader, &mut out) {
            rest = &rest[end..];
            continue;
        }
        // En passant glued to the move: "exd6e.p.", "exd6ep".
        if has_digit
            && let Some(base) = ["e.p", "ep", "EP", "E.P"]
                .iter()
                .find_map(|suffix| notation.strip_suffix(suffix))
                .filter(|b| b.ends_with(|c: char| c.is_ascii_digit()))
            && notation_chunk(base, col, reader, &mut out)
        {
            let ep_col = col + char_len(base);
            out.push(token(Tok::EnPassant, ep_col, &notation[base.len()..]));
            rest = &rest[end..];
            continue;
        }
        // A word, or the start of a phrase ("Kurze Rochade", "e.p.", "en passant").
        let entry = fold_into(&mut folded_word, word)
            .then(|| reader.entry(&folded_word))
            .flatten();
        if entry.is_some_and(|e| e.starts_phrase && !has_digit)
            && let Some((meaning, end)) = reader.phrase_at(rest)
        {
            push_meaning(&mut out, meaning, col, &rest[..end]);
            rest = &rest[end..];
            continue;
        }
        if let Some(meaning) = entry.and_then(|e| e.meaning) {
            push_meaning(&mut out, meaning, col, word);
        } else if notation_chunk(notation, col, reader, &mut out)
            || word_then_marks(notation, col, reader, &mut out)
        {
        } else {
            let error = SyntaxError::UnknownWord {
                word: chunk.to_owned(),
                column: col,
            };
            return (out, Some(error));
        }
        rest = &rest[end..];
    }
}

/// A vocabulary word glued to signs: "Schach+", "Felix3", "drei!". Appends to `out` and
/// returns true, or leaves `out` as it was and returns false.
fn word_then_marks<'a>(
    chunk: &'a str,
    col: usize,
    reader: &Reader,
    out: &mut Vec<Token<'a>>,
) -> bool {
    let Some(split) = chunk
        .char_indices()
        .find(|(_, c)| !c.is_alphabetic())
        .map(|(b, _)| b)
    else {
        return false;
    };
    let (word, marks) = chunk.split_at(split);
    let Some(meaning) = reader.word(&fold(word)) else {
        return false;
    };
    let keep = out.len();
    push_meaning(out, meaning, col, word);
    let mark_col = col + word.chars().count();
    let tail_start = out.len();
    // Only ranks and signs may follow a word directly.
    if notation_chunk(marks, mark_col, reader, out)
        && out[tail_start..]
            .iter()
            .all(|t| matches!(t.tok, Tok::Rank(_) | Tok::Check | Tok::Mate | Tok::Capture))
    {
        true
    } else {
        out.truncate(keep);
        false
    }
}

/// [`fold`] into a reused buffer.
/// [`fold`] into a stack buffer; false when the word does not fit (then it is no vocabulary
/// word).
fn fold_into(buf: &mut arrayvec::ArrayString<64>, s: &str) -> bool {
    buf.clear();
    if s.is_ascii() {
        if buf.try_push_str(s).is_err() {
            return false;
        }
        buf.make_ascii_lowercase();
        return true;
    }
    for c in s
        .chars()
        .flat_map(char::to_lowercase)
        .map(|c| if c == 'ё' { 'е' } else { c })
    {
        if buf.try_push(c).is_err() {
            return false;
        }
    }
    true
}

/// Comments (`{…}`) and variations (`(…)`, nested) that may run over the end of a line, as
/// in printed games and PGN files. Reading a text line by line, [`Annotations::visible`]
/// blanks out every comment, variation and `;` comment, so that a line is read on its own,
/// and says whether the next line starts inside one. Linear in the line; no recursion, so any
/// depth of nesting is fine.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Annotations {
    /// Inside `{…}`.
    brace: bool,
    /// How many variations are open.
    depth: usize,
}

impl Annotations {
    /// Whether the text read so far ends inside a comment or a variation.
    pub fn is_open(&self) -> bool {
        self.brace || self.depth > 0
    }

    /// `line` with every char that belongs to a comment or a variation (including the ones
    /// opened on earlier lines) replaced by a space, so that columns stay where they were.
    /// Tag pairs (`[Name "value"]`) are kept as written, their values unread.
    pub fn visible<'a>(&mut self, line: &'a str) -> std::borrow::Cow<'a, str> {
        // Fast path: nothing to hide and nothing open.
        if !self.is_open() && !line.contains(['{', '(', ';', '%', ')', '}']) {
            return std::borrow::Cow::Borrowed(line);
        }
        let mut out = String::with_capacity(line.len());
        let mut in_tag = false;
        let mut prev: Option<char> = None;
        let mut chars = line.char_indices();
        // A PGN escape line ("%…" in the first column) is not read.
        if !self.is_open() && line.starts_with('%') {
            return std::borrow::Cow::Owned(" ".repeat(line.chars().count()));
        }
        while let Some((i, c)) = chars.next() {
            let hide = if self.brace {
                if c == '}' {
                    self.brace = false;
                }
                true
            } else if in_tag {
                if c == ']' {
                    in_tag = false;
                }
                false
            } else {
                // A promotion piece in brackets right after the square ("b1(Q)") is no
                // variation: it is read as "b1=Q".
                let ahead = &line[i + c.len_utf8()..];
                let mut next = ahead.chars();
                if c == '('
                    && matches!(prev, Some('1' | '8'))
                    && let (Some(piece), Some(')')) = (next.next(), next.next())
                    && piece.is_alphabetic()
                {
                    out.push('=');
                    out.push(piece);
                    out.push(' ');
                    chars.next();
                    chars.next();
                    prev = Some(')');
                    continue;
                }
                match c {
                    '{' => {
                        self.brace = true;
                        true
                    }
                    '(' => {
                        self.depth = self.depth.saturating_add(1);
                        true
                    }
                    ')' if self.depth > 0 => {
                        self.depth -= 1;
                        true
                    }
                    ';' if self.depth == 0
                        && prev.is_some_and(|p| !p.is_whitespace())
                        && glued_punctuation(&line[i..]) > 0 =>
                    {
                        // Sentence punctuation after a move ("e5;"), not a comment.
                        false
                    }
                    ';' => {
                        // A comment to the end of the line.
                        out.extend(std::iter::repeat_n(' ', 1 + chars.count()));
                        return std::borrow::Cow::Owned(out);
                    }
                    '[' if self.depth == 0 => {
                        in_tag = true;
                        false
                    }
                    _ => self.depth > 0,
                }
            };
            out.push(if hide { ' ' } else { c });
            prev = Some(c);
        }
        std::borrow::Cow::Owned(out)
    }
}

/// The token a word of the vocabulary stands for; `None` for a filler word.
pub(crate) fn tok_of(meaning: Meaning) -> Option<Tok> {
    Some(match meaning {
        Meaning::File(f) => Tok::File(f),
        Meaning::Rank(r) => Tok::Rank(r),
        Meaning::Piece(set) => Tok::Piece(set),
        Meaning::Capture => Tok::Capture,
        Meaning::Check => Tok::Check,
        Meaning::Mate => Tok::Mate,
        Meaning::EnPassant => Tok::EnPassant,
        Meaning::Promote => Tok::Promote,
        Meaning::CastleShort => Tok::Castle(CastlingSide::KingSide),
        Meaning::CastleLong => Tok::Castle(CastlingSide::QueenSide),
        Meaning::Castle => Tok::CastleEither,
        Meaning::Filler => return None,
    })
}

fn push_meaning<'a>(out: &mut Vec<Token<'a>>, meaning: Meaning, col: usize, text: &'a str) {
    if let Some(tok) = tok_of(meaning) {
        out.push(token(tok, col, text));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{InputLang, Lang};
    use shakmaty::Role;

    fn toks(s: &str, lang: InputLang) -> Vec<Tok> {
        lex(s, Reader::get(lang))
            .unwrap_or_else(|e| panic!("{s}: {e}"))
            .into_iter()
            .map(|t| t.tok)
            .collect()
    }

    const DE: InputLang = InputLang::One(Lang::De);
    const RU: InputLang = InputLang::One(Lang::Ru);

    #[test]
    fn words_and_notation_become_the_same_tokens() {
        let knight = Tok::Piece(RoleSet::one(Role::Knight));
        let nf3 = vec![knight, Tok::File(File::F), Tok::Rank(Rank::Third)];
        assert_eq!(toks("Springer Felix drei", DE), nf3);
        assert_eq!(toks("SPRINGER felix 3", DE), nf3);
        assert_eq!(toks("Sf3", DE), nf3);
        assert_eq!(toks("Nf3", DE), nf3);
        assert_eq!(toks("Кf3", RU), nf3);
        assert_eq!(toks("Kf3", RU), nf3);
        assert_eq!(toks("Шпрингер Феликс драй", RU), nf3);
    }

    #[test]
    fn phrases_numbers_results_and_comments() {
        assert_eq!(
            toks("1. e4 {best by test} e5 (1... c5) 2.Sf3 $1 1-0", DE),
            vec![
                Tok::MoveNumber {
                    number: 1,
                    black: false
                },
                Tok::File(File::E),
                Tok::Rank(Rank::Fourth),
                Tok::File(File::E),
                Tok::Rank(Rank::Fifth),
                Tok::MoveNumber {
                    number: 2,
                    black: false
                },
                Tok::Piece(RoleSet::one(Role::Knight)),
                Tok::File(File::F),
                Tok::Rank(Rank::Third),
                Tok::Result(ResultMark::WhiteWins),
            ]
        );
        assert_eq!(
            toks("Kurze Rochade Schach", DE),
            vec![Tok::Castle(CastlingSide::KingSide), Tok::Check]
        );
        assert_eq!(
            toks("0-0-0", DE),
            vec![Tok::Castle(CastlingSide::QueenSide)]
        );
        assert_eq!(
            toks("exd6 e.p.", DE)[3..],
            [Tok::Rank(Rank::Sixth), Tok::EnPassant]
        );
        assert_eq!(
            toks("Фхf7#", RU),
            vec![
                Tok::Piece(RoleSet::one(Role::Queen)),
                Tok::Capture,
                Tok::File(File::F),
                Tok::Rank(Rank::Seventh),
                Tok::Mate
            ]
        );
    }

    #[test]
    fn promotion_letters_after_a_square_are_pieces_in_any_case() {
        let t = toks("b7b8n", DE);
        assert_eq!(t[4], Tok::Piece(RoleSet::one(Role::Knight)));
        let t = toks("b8Ф", RU);
        assert_eq!(t[2], Tok::Piece(RoleSet::one(Role::Queen)));
        // A lower-case b at the start is a file, upper-case B a bishop.
        assert_eq!(toks("bxc3", DE)[0], Tok::File(File::B));
        assert_eq!(toks("Bxc3", DE)[0], Tok::Piece(RoleSet::one(Role::Bishop)));
        assert_eq!(toks("dxe5", DE)[0], Tok::File(File::D));
        assert_eq!(toks("Dxe5", DE)[0], Tok::Piece(RoleSet::one(Role::Queen)));
    }

    #[test]
    fn unknown_words_are_named_with_their_column() {
        let err = lex("Springer Zeppelin drei", Reader::get(DE));
        assert_eq!(
            err,
            Err(SyntaxError::UnknownWord {
                word: "Zeppelin".into(),
                column: 10
            })
        );
    }

    #[test]
    fn a_dollar_without_its_number_is_refused_not_read_for_ever() {
        assert!(matches!(
            lex("e4 $ e5", Reader::get(DE)),
            Err(SyntaxError::UnknownWord { .. })
        ));
        assert_eq!(toks("e5$71", DE).len(), 2);
    }

    #[test]
    fn a_rank_digit_with_a_full_stop_after_a_file_is_a_rank() {
        assert_eq!(toks("Springer Felix 3.", DE)[2], Tok::Rank(Rank::Third));
    }
}
