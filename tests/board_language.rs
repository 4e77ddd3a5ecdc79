//! The messages of the board, move reading, speech notices, the event profile, the screen and
//! the batch tools (`board-`, `move-`, `speech-`, `event-`, `ui-`, `batch-`), rendered in
//! German and Russian with every key their selectors know: no English word, no symbol a voice
//! would read aloud, no empty placeholder, one term for an illegal move and for the arbiter.

use rochade::Lang;
use rochade::i18n::{Arg, text};

const PREFIXES: [&str; 6] = ["board-", "move-", "speech-", "event-", "ui-", "batch-"];

/// Every message id of those areas in the reference catalogue.
fn ids() -> Vec<String> {
    let path = format!("{}/locales/en.ftl", env!("CARGO_MANIFEST_DIR"));
    let src = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    src.lines()
        .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.trim()))
        .filter(|id| PREFIXES.iter().any(|p| id.starts_with(p)))
        .map(str::to_owned)
        .collect()
}

/// English words that must not appear in a German or Russian sentence.
const ENGLISH: [&str; 24] = [
    "the",
    "is",
    "of",
    "and",
    "not",
    "move",
    "moves",
    "piece",
    "to",
    "by",
    "with",
    "none",
    "empty",
    "white",
    "black",
    "rank",
    "file",
    "square",
    "illegal",
    "check",
    "speech",
    "failed",
    "reachable",
    "found",
];

/// Texts that a voice reads aloud or that the review found wrong.
const FORBIDDEN: [&str; 14] = [
    "→",
    "(=)",
    "h:mm",
    "z. B.",
    "»«",
    "„",
    "Unmöglicher",
    "Unzulässiger",
    "Unregelmäßiger",
    "Не понято",
    "судь",
    "Судь",
    "-й ",
    "os error",
];

/// Renders `id` in `lang` with each combination of the selector keys.
fn renderings(lang: Lang, id: &str) -> Vec<String> {
    let mut out = Vec::new();
    for n in [1u32, 2, 5, 21, 22] {
        for role in ["king", "queen", "rook", "bishop", "knight", "pawn"] {
            for colour in ["white", "black"] {
                let side = if n % 2 == 0 { "short" } else { "long" };
                let tempo = ["standard", "rapid", "blitz"][(n % 3) as usize];
                let yes = if n == 1 { "yes" } else { "no" };
                let word = "Ж";
                let args: Vec<(&str, Arg)> = vec![
                    ("n", n.into()),
                    ("column", (n + 1).into()),
                    ("game", n.into()),
                    ("number", n.into()),
                    ("role", role.into()),
                    ("colour", colour.into()),
                    ("side", side.into()),
                    ("tempo", tempo.into()),
                    ("yes", yes.into()),
                ]
                .into_iter()
                .chain(
                    [
                        "piece", "square", "what", "from", "to", "rank", "file", "label",
                        "squares", "pieces", "moves", "move", "why", "choices", "first", "last",
                        "example", "word", "after", "engine", "detail", "duty", "duties",
                        "article", "time", "parts", "name", "year", "control", "pgn", "penalty",
                        "times", "status", "queen", "rook", "bishop", "knight",
                    ]
                    .into_iter()
                    .map(|k| (k, Arg::from(word))),
                )
                .collect();
                out.push(text(lang, id, &args));
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// The English words of `said` (program and format names aside).
fn english_words(said: &str) -> Vec<String> {
    said.split(|c: char| !c.is_alphanumeric() && c != '-')
        .map(str::to_lowercase)
        .filter(|w| {
            !["speech-dispatcher", "espeak-ng", "pgn", "fen", "enter"].contains(&w.as_str())
                && ENGLISH.contains(&w.as_str())
        })
        .collect()
}

#[test]
fn no_english_and_no_symbol_in_german_and_russian() {
    let ids = ids();
    assert!(ids.len() > 100, "{}", ids.len());
    // The check finds English where there is some.
    assert!(!english_words(&text(Lang::En, "board-not-attacked", &[])).is_empty());
    for lang in [Lang::De, Lang::Ru] {
        for id in &ids {
            // Program names stay what they are called.
            if id.starts_with("speech-engine-") {
                continue;
            }
            for said in renderings(lang, id) {
                assert!(!said.starts_with('['), "{lang} {id}: missing: {said}");
                let english = english_words(&said);
                assert!(english.is_empty(), "{lang} {id}: {english:?} in {said:?}");
                for bad in FORBIDDEN {
                    assert!(!said.contains(bad), "{lang} {id}: {bad:?} in {said:?}");
                }
                if id.starts_with("move-illegal") && lang == Lang::De {
                    assert!(said.starts_with("Regelwidriger Zug"), "{said}");
                }
            }
        }
    }
}

#[test]
fn russian_sentences_of_the_ear_have_no_latin_letters() {
    // The screen (ui-) and the batch tools' file contents (SAN, FEN, PGN) may; what is
    // spoken may not.
    for id in ids() {
        if id.starts_with("ui-")
            || id.starts_with("batch-")
            || id.starts_with("speech-")
            || id.starts_with("event-")
        {
            continue;
        }
        for said in renderings(Lang::Ru, &id) {
            assert!(
                !said.chars().any(|c| c.is_ascii_alphabetic()),
                "{id}: {said}"
            );
        }
    }
}
