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

/// The piece letters met so far in one game.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GameLetters {
    seen: Vec<String>,
}

impl GameLetters {
    /// Notes the piece letters of one line of moves (comments already blanked out).
    pub fn add_line(&mut self, visible: &str) {
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
}
