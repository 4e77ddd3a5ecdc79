//! One term for one concept: each language's glossary (`locales/glossary/<code>.toml`) names
//! the Laws' word for each concept rochade says and the synonyms that must not come back; this
//! test fails on a listed synonym anywhere in the language's messages, and on a glossary term
//! the messages no longer use.

use std::collections::BTreeMap;

use serde::Deserialize;

#[derive(Deserialize)]
struct Glossary {
    term: Vec<Term>,
}

#[derive(Deserialize)]
struct Term {
    concept: String,
    #[serde(rename = "use")]
    word: String,
    #[allow(dead_code)]
    source: String,
    avoid: Vec<String>,
}

fn root() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The message text of a catalogue (comments left out), by line number.
fn message_lines(code: &str) -> BTreeMap<usize, String> {
    let path = root().join("locales").join(format!("{code}.ftl"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim_start().starts_with('#'))
        .map(|(i, l)| (i + 1, l.to_lowercase()))
        .collect()
}

/// Whether `needle` (lower case) starts a word somewhere in `line`.
fn starts_a_word(line: &str, needle: &str) -> bool {
    line.match_indices(needle).any(|(i, _)| {
        line[..i]
            .chars()
            .next_back()
            .is_none_or(|c| !c.is_alphabetic())
    })
}

fn glossary(code: &str) -> Glossary {
    let path = root().join("locales/glossary").join(format!("{code}.toml"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_language_has_a_glossary_and_its_messages_use_one_term_per_concept() {
    let mut failures = Vec::new();
    for lang in rochade::Lang::ALL {
        let code = lang.code();
        let g = glossary(code);
        let lines = message_lines(code);
        for t in &g.term {
            let word = t.word.to_lowercase();
            if !lines.values().any(|l| starts_a_word(l, &word)) {
                failures.push(format!(
                    "{code}: {:?} ({}) is never used",
                    t.word, t.concept
                ));
            }
            for a in &t.avoid {
                let a = a.to_lowercase();
                for (n, l) in &lines {
                    if starts_a_word(l, &a) {
                        failures.push(format!(
                            "locales/{code}.ftl:{n}: {a:?} for {} (say {:?})",
                            t.concept, t.word
                        ));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_check_finds_a_synonym() {
    assert!(starts_a_word("неверное требование ничьей", "требовани"));
    assert!(starts_a_word("para el rival", "rival"));
    assert!(!starts_a_word("no se sabe en qué orden", "la orden"));
    assert!(!starts_a_word("помощник", "ассистент"));
}
