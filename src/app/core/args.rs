//! The words of commands: squares ("e4" or "Eva vier"), files, ranks, pieces and colours in
//! the session's language.

use shakmaty::{Color, File, Rank, Role, Square};

use crate::app::commands;
use crate::lang::{InputLang, Lang};
use crate::notation::lexicon::{Meaning, Reader, fold};

/// A square in the words of a query: "e4", "E4", or a file word and a rank word ("Eva vier").
pub fn parse_square(lang: Lang, words: &[String]) -> Option<Square> {
    match words {
        [one] => {
            let chars: Vec<char> = one.chars().collect();
            match chars.as_slice() {
                [f, r] => {
                    let f = File::from_char(f.to_ascii_lowercase())?;
                    let r = Rank::from_char(*r)?;
                    Some(Square::from_coords(f, r))
                }
                _ => None,
            }
        }
        [f, r] => Some(Square::from_coords(
            parse_file(lang, f)?,
            parse_rank(lang, r)?,
        )),
        _ => None,
    }
}

pub(in crate::app) fn meaning(lang: Lang, word: &str) -> Option<Meaning> {
    Reader::get(InputLang::One(lang)).word(&fold(word))
}

pub(in crate::app) fn parse_file(lang: Lang, word: &str) -> Option<File> {
    let mut chars = word.chars();
    if let (Some(c), None) = (chars.next(), chars.next())
        && let Some(f) = File::from_char(c.to_ascii_lowercase())
    {
        return Some(f);
    }
    match meaning(lang, word)? {
        Meaning::File(f) => Some(f),
        _ => None,
    }
}

pub(in crate::app) fn parse_rank(lang: Lang, word: &str) -> Option<Rank> {
    let mut chars = word.chars();
    if let (Some(c), None) = (chars.next(), chars.next())
        && let Some(r) = Rank::from_char(c)
    {
        return Some(r);
    }
    match meaning(lang, word)? {
        Meaning::Rank(r) => Some(r),
        _ => None,
    }
}

/// A piece kind named by a word, in the singular or a common plural.
pub fn parse_role(lang: Lang, word: &str) -> Option<Role> {
    let w = fold(word);
    if let Some(Meaning::Piece(set)) = meaning(lang, &w) {
        return set.single();
    }
    if let Some((_, r)) = commands::CommandWords::of(lang)
        .plurals
        .iter()
        .find(|(p, _)| fold(p) == w)
    {
        return Some(*r);
    }
    let singular = w.strip_suffix('s')?;
    match meaning(lang, singular)? {
        Meaning::Piece(set) => set.single(),
        _ => None,
    }
}

/// A colour named among `args`, if any.
pub(in crate::app) fn colour_arg(lang: Lang, args: &[String]) -> Option<Color> {
    args.iter().find_map(|w| commands::colour(lang, w))
}
