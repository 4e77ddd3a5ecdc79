//! Which language a whole game is written in, from the piece letters that occur in it.
//!
//! A plain `K` is the king in English and German and the knight in Russian; `R` is the rook in
//! English and the king in Spanish. Read letter by letter, a game in default mode would ask at
//! every `Rf7` whether the rook or the king was meant. A game is written in one notation, so
//! the letters of the whole game decide: a language fits a game when every piece letter in it
//! is one of the language's own letters, or one it reads from another language
//! (`reading.letters_from` of its grammar file) while the game also has a letter that only this
//! language writes (the Russian `Кр`, the English `N`).

use std::sync::OnceLock;

use super::lex::{Tok, lex_partial};
use super::lexicon::{Reader, fold, vocabulary};
use crate::lang::{InputLang, Lang};

/// The most distinct letters kept for one game (a real game has at most six).
const MAX_LETTERS: usize = 32;

/// The letters of one language, folded: its own, the ones it reads, and the ones only it writes.
#[derive(Debug)]
struct Alphabet {
    own: Vec<String>,
    read: Vec<String>,
    only: Vec<String>,
}

fn alphabet(lang: Lang) -> &'static Alphabet {
    static CELLS: OnceLock<Vec<Alphabet>> = OnceLock::new();
    let all = CELLS.get_or_init(|| {
        Lang::ALL
            .iter()
            .map(|l| {
                let v = vocabulary(*l);
                let own: Vec<String> = v.piece_letters().map(fold).collect();
                let others: Vec<String> = v
                    .letters_from()
                    .iter()
                    .filter(|m| *m != l)
                    .flat_map(|m| vocabulary(*m).piece_letters().map(fold))
                    .collect();
                let mut read = own.clone();
                read.extend(others.iter().cloned());
                let only = own
                    .iter()
                    .filter(|x| !others.contains(x))
                    .cloned()
                    .collect();
                Alphabet { own, read, only }
            })
            .collect()
    });
    let i = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    &all[i]
}

/// The piece letters of one chunk of plain SAN with English or German letters (`Nf3`,
/// `exd8=Q+`, `O-O-O`, `Sxe5!?`): the piece's and the promotion piece's, as the lexer reads
/// them. None when the chunk is anything else.
fn san_letters(chunk: &[u8]) -> Option<[Option<u8>; 2]> {
    const PIECES: &[u8] = b"KQRBNSDTL";
    let mut end = chunk.len();
    while end > 0 && matches!(chunk[end - 1], b'!' | b'?') {
        end -= 1;
    }
    if end > 0 && matches!(chunk[end - 1], b'+' | b'#') {
        end -= 1;
    }
    let body = &chunk[..end];
    if matches!(body, b"O-O" | b"O-O-O") {
        return Some([None, None]);
    }
    let (piece, rest) = match body.split_first() {
        Some((p, rest)) if PIECES.contains(p) => (Some(*p), rest),
        _ => (None, body),
    };
    // Squares, files, ranks and a capture, ending on a square; then a promotion piece.
    let squares = rest
        .iter()
        .take_while(|b| matches!(b, b'a'..=b'h' | b'1'..=b'8' | b'x'))
        .count();
    if squares < 2
        || !rest[squares - 1].is_ascii_digit()
        || !matches!(rest[squares - 2], b'a'..=b'h')
    {
        return None;
    }
    let promotion = match &rest[squares..] {
        [] => None,
        [p] | [b'=', p] if PIECES[1..].contains(p) => Some(*p),
        _ => return None,
    };
    Some([piece, promotion])
}

/// The piece letters met so far in one game.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GameLetters {
    seen: Vec<String>,
}

impl GameLetters {
    /// Notes the piece letters of one line of moves (comments already blanked out).
    pub fn add_line(&mut self, visible: &str) {
        // A line of plain SAN (move numbers, results, glyphs): its letters without the lexer.
        if self.add_san_line(visible) {
            return;
        }
        self.add_line_lexed(visible);
    }

    /// The letters of a line of plain SAN as the lexer finds them: false (nothing noted) when
    /// a chunk is anything else.
    fn add_san_line(&mut self, visible: &str) -> bool {
        let mut found = [0u8; 8];
        let mut n = 0;
        for chunk in visible.as_bytes().split(|b| *b == b' ' || *b == b'\t') {
            let mut chunk = chunk;
            let digits = chunk.iter().take_while(|b| b.is_ascii_digit()).count();
            if matches!(chunk, b"" | b"1-0" | b"0-1" | b"1/2-1/2" | b"*")
                || chunk.len() > 1
                    && chunk[0] == b'$'
                    && digits == 0
                    && chunk[1..].iter().all(u8::is_ascii_digit)
            {
                continue;
            }
            if digits > 0 {
                let dots = chunk[digits..].iter().take_while(|b| **b == b'.').count();
                if chunk[0] == b'0' || dots == 0 {
                    return false;
                }
                chunk = &chunk[digits + dots..];
                if chunk.is_empty() {
                    continue;
                }
            }
            let Some(letters) = san_letters(chunk) else {
                return false;
            };
            for l in letters.into_iter().flatten() {
                if n == found.len() {
                    return false;
                }
                found[n] = l.to_ascii_lowercase();
                n += 1;
            }
        }
        for l in &found[..n] {
            let f = char::from(*l).to_string();
            if !self.seen.contains(&f) && self.seen.len() < MAX_LETTERS {
                self.seen.push(f);
            }
        }
        true
    }

    fn add_line_lexed(&mut self, visible: &str) {
        let (tokens, _) = lex_partial(visible, Reader::get(InputLang::Auto));
        for t in tokens {
            if matches!(t.tok, Tok::Piece(_))
                && t.text.chars().count() <= 2
                && t.text.chars().all(char::is_alphabetic)
            {
                let f = fold(t.text);
                if !self.seen.contains(&f) && self.seen.len() < MAX_LETTERS {
                    self.seen.push(f);
                }
            }
        }
    }

    /// Whether the game's letters fit `lang` (see the module's description). Every game fits
    /// [`InputLang::Auto`], the reading of every language's letters at once.
    pub fn fits(&self, lang: InputLang) -> bool {
        let InputLang::One(l) = lang else {
            return true;
        };
        let a = alphabet(l);
        self.seen.iter().all(|x| a.read.contains(x))
            && (self.seen.iter().all(|x| a.own.contains(x))
                || self.seen.iter().any(|x| a.only.contains(x)))
    }

    /// Whether no letter was met.
    pub fn is_empty(&self) -> bool {
        self.seen.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn letters(text: &str) -> GameLetters {
        let mut g = GameLetters::default();
        g.add_line(text);
        g
    }

    #[test]
    fn the_letters_of_a_game_choose_its_language() {
        let en = InputLang::One(Lang::En);
        let de = InputLang::One(Lang::De);
        let ru = InputLang::One(Lang::Ru);
        let es = InputLang::One(Lang::Es);
        let english = letters("1. Nf3 d5 2. g3 Bg4 3. Kf1 Rc8");
        assert!(english.fits(en));
        assert!(!english.fits(ru) && !english.fits(es) && !english.fits(de));
        let german = letters("1. Sf3 d5 2. g3 Lg4 3. Kf1 Tc8");
        assert!(german.fits(de) && !german.fits(en) && !german.fits(ru));
        let russian = letters("1. Кf3 d5 2. g3 Сg4 3. Крf1");
        assert!(russian.fits(ru) && !russian.fits(en));
        let spanish = letters("1. Cf3 d5 2. g3 Ag4 3. Rf1");
        assert!(spanish.fits(es) && !spanish.fits(en) && !spanish.fits(ru));
        // Only K: the king in English and German, the knight in Russian; the position decides.
        let k = letters("Kf1");
        assert!(k.fits(en) && k.fits(de) && k.fits(ru));
        assert!(letters("e4 e5").is_empty());
    }

    /// The letters of plain SAN lines, found without the lexer, are the lexer's: every line
    /// of the real games.
    #[test]
    fn san_lines_give_the_lexers_letters() {
        let mut fast_lines = 0;
        for text in [
            include_str!("../../tests/data/London1851.pgn"),
            include_str!("../../tests/data/exports/twic_style.pgn"),
            include_str!("../../tests/data/exports/lichess_style.pgn"),
            "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O-O+ exd8=Q+ 5. Sxe5!? f1=N# Kbd2 1-0",
            "1.e4 d5 2.exd5 Qxd5 3.Nc3 $2 Qa5 * 12... Rxe1+ 13. Bxe1",
        ] {
            for line in text.lines() {
                let mut fast = GameLetters::default();
                let mut lexed = GameLetters::default();
                lexed.add_line_lexed(line);
                if fast.add_san_line(line) {
                    fast_lines += 1;
                    assert_eq!(fast, lexed, "{line}");
                }
            }
        }
        assert!(fast_lines > 1000, "{fast_lines}");
    }
}
