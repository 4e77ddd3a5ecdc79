//! The articles of the Laws cited in the catalogues: every language cites the same articles
//! in each message, and a ruling cites the article it rests on in the 2023 numbering (which
//! the 2018 Laws share): a taken-back illegal move and "the same piece where possible" are
//! 7.5.1 with 4.3, never 7.5.3 (a clock pressed without a move).

use std::collections::{BTreeMap, BTreeSet};

const LANGS: [&str; 4] = ["de", "en", "es", "ru"];

/// Each message of a catalogue with its text (comments left out, attributes and variants
/// kept with their message).
fn messages(code: &str) -> BTreeMap<String, String> {
    let path = format!("{}/locales/{code}.ftl", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut out: BTreeMap<String, String> = BTreeMap::new();
    let mut key: Option<String> = None;
    for line in text.lines() {
        if line.starts_with('#') {
            continue;
        }
        let starts = line
            .split_once(" =")
            .filter(|(k, _)| {
                !k.is_empty()
                    && k.chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            })
            .map(|(k, _)| k.to_owned());
        if let Some(k) = starts {
            key = Some(k);
        }
        if let Some(k) = &key {
            let entry = out.entry(k.clone()).or_default();
            entry.push_str(line);
            entry.push('\n');
        }
    }
    out
}

/// The article numbers a text cites: "9.1.1", "D.2.9"; the Russian "Приложение Д, пункт
/// 2.9" counts as "D.2.9".
fn cited(text: &str) -> BTreeSet<String> {
    let text = text
        .replace("Приложение Д, пункт ", "D.")
        .replace("приложение Д, пункт ", "D.");
    let mut out = BTreeSet::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let start_ok = i == 0 || !(chars[i - 1].is_alphanumeric() || chars[i - 1] == '.');
        let appendix = chars[i] == 'D' && chars.get(i + 1) == Some(&'.');
        if start_ok && (chars[i].is_ascii_digit() || appendix) {
            let mut j = if appendix { i + 2 } else { i };
            while j < chars.len()
                && (chars[j].is_ascii_digit()
                    || (chars[j] == '.' && chars.get(j + 1).is_some_and(|c| c.is_ascii_digit())))
            {
                j += 1;
            }
            let token: String = chars[i..j].iter().collect();
            if token.contains('.') && !token.ends_with('.') {
                out.insert(token);
            }
            i = j.max(i + 1);
        } else {
            i += 1;
        }
    }
    out
}

#[test]
fn every_message_cites_the_same_articles_in_every_language() {
    let all: Vec<(&str, BTreeMap<String, String>)> =
        LANGS.iter().map(|l| (*l, messages(l))).collect();
    let reference = &all[1].1;
    let mut differ = Vec::new();
    for (key, text) in reference {
        let want = cited(text);
        for (lang, msgs) in &all {
            let got = msgs.get(key).map(|t| cited(t)).unwrap_or_default();
            if got != want {
                differ.push(format!("{lang} {key}: {got:?}, en {want:?}"));
            }
        }
    }
    assert!(differ.is_empty(), "{differ:#?}");
}

#[test]
fn a_taken_back_illegal_move_cites_article_7_5_1_in_every_language() {
    for lang in LANGS {
        let msgs = messages(lang);
        let again = msgs
            .get("game-illegal-move-again")
            .unwrap_or_else(|| panic!("{lang}: no game-illegal-move-again"));
        assert_eq!(cited(again), BTreeSet::from(["7.5.1".to_owned()]), "{lang}");
        // 7.5.3 is a clock pressed without a move, which rochade never rules on.
        let wrong: Vec<&String> = msgs
            .iter()
            .filter(|(_, t)| cited(t).contains("7.5.3"))
            .map(|(k, _)| k)
            .collect();
        assert!(wrong.is_empty(), "{lang} cites 7.5.3 in {wrong:?}");
    }
}

#[test]
fn the_checker_finds_what_it_is_for() {
    assert_eq!(
        cited("Schwarz zieht (Artikel 7.5.1). Zug 2. Uhr 1:30."),
        BTreeSet::from(["7.5.1".to_owned()])
    );
    assert_eq!(
        cited("(Приложение Д, пункт 2.9) and (article D.2.9)"),
        BTreeSet::from(["D.2.9".to_owned()])
    );
}
