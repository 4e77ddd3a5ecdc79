//! Reading never panics, whatever is typed or misheard: arbitrary Unicode, and sequences of
//! real vocabulary words in any order.

use proptest::prelude::*;
use rochade::notation::{phrases, read_line};
use rochade::{InputLang, Lang};
use shakmaty::Chess;

const WORDS: &[&str] = &[
    "Springer",
    "Felix",
    "drei",
    "nimmt",
    "Bauer",
    "Eva",
    "vier",
    "fünf",
    "Kurze",
    "Rochade",
    "Lange Rochade",
    "wird",
    "Dame",
    "Schach",
    "Matt",
    "en passant",
    "e.p.",
    "x",
    "=",
    "+",
    "#",
    "1.",
    "1...",
    "12",
    "Sf3",
    "exd6",
    "e2-e4",
    "b7b8n",
    "O-O-O",
    "0-1",
    "Кр",
    "Ф",
    "К",
    "Шпрингер",
    "Феликс",
    "драй",
    "Кюрц рохад",
    "е.п.",
    "takes",
    "promotes to",
    "Knight",
    "a",
    "h",
    "9",
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    ";",
    "$",
    "½-½",
    "Kp",
    "С",
    "с",
    "хх",
    "--",
    "…",
    "\u{0}",
    "\u{202e}",
];

fn check(text: &str) {
    for lang in [
        InputLang::One(Lang::De),
        InputLang::One(Lang::En),
        InputLang::One(Lang::Ru),
        InputLang::Auto,
    ] {
        let pos = Chess::default();
        let line = read_line(&pos, text, lang);
        if let Some(e) = &line.error {
            // Saying the error must not panic either.
            let _ = phrases::error(Lang::De, &pos, e);
            let _ = phrases::error(Lang::Ru, &pos, e);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,60}") {
        check(&text);
    }

    #[test]
    fn vocabulary_soup_never_panics(idx in proptest::collection::vec(0..WORDS.len(), 0..12)) {
        let text: Vec<&str> = idx.iter().map(|i| WORDS[*i]).collect();
        check(&text.join(" "));
        check(&text.concat());
    }
}
