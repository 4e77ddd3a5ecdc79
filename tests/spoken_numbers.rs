//! Numbers where the voice or the braille reader meets them are words (the third language
//! review's fifth class): every message of every catalogue is formatted with every variable
//! set to a number, and the number must come back spelt, never as digits. The few messages
//! that show a number as written (a port, a screen's size, a PGN tag) are listed with why.

use std::collections::BTreeSet;

use fluent_bundle::FluentValue as Arg;
use fluent_syntax::ast;
use rochade::Lang;

/// The message ids of a catalogue and the variables it treats as numbers: those spelt with
/// `WORDS(…)` somewhere, or chosen on by a plural category or a number (`[one]`, `[few]`,
/// `[1]`). A message that writes such a variable as it is would say digits.
fn catalogue(code: &str) -> (Vec<String>, BTreeSet<String>) {
    let path = format!("{}/locales/{code}.ftl", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let resource = fluent_syntax::parser::parse(text.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{path} does not parse: {errors:#?}"));
    let mut ids = Vec::new();
    for entry in &resource.body {
        if let ast::Entry::Message(m) = entry {
            ids.push(m.id.name.to_owned());
        }
    }
    let name = |rest: &str| -> String {
        rest.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
            .collect()
    };
    let mut numeric = BTreeSet::new();
    for (i, _) in text.match_indices("WORDS($") {
        numeric.insert(name(&text[i + 7..]));
    }
    let lines: Vec<&str> = text.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        let Some(at) = line.find("{ $").filter(|_| line.trim_end().ends_with("->")) else {
            continue;
        };
        let variants = lines[i + 1..]
            .iter()
            .take_while(|l| l.trim_start().starts_with('[') || l.trim_start().starts_with("*["));
        let plural = variants
            .map(|l| l.trim_start().trim_start_matches('*'))
            .any(|l| {
                ["[one]", "[few]", "[many]", "[zero]"]
                    .iter()
                    .any(|k| l.starts_with(k))
                    || l[1..].starts_with(|c: char| c.is_ascii_digit())
            });
        if plural {
            numeric.insert(name(&line[at + 3..]));
        }
    }
    // Only the counts of the game itself: a move's number, half-moves, a count of events, a
    // board's number (a line of a file, a path or a size is written as it is).
    numeric.retain(|v| MOVE_COUNTS.contains(&v.as_str()));
    (ids, numeric)
}

/// The variables that count moves, half-moves, events or boards.
const MOVE_COUNTS: &[&str] = &["number", "plies", "count", "board"];

/// Messages that write a number as digits on purpose, with the reason.
const AS_WRITTEN: &[(&str, &str)] = &[
    (
        "article-number",
        "an article of the Laws is a number as printed: 9.1.1",
    ),
    (
        "game-boards-item",
        "the number typed after revoke, shown beside each board",
    ),
    (
        "score-exemption",
        "a note of the written scoresheet, beside its numbered moves",
    ),
    (
        "score-take-back",
        "a note of the written scoresheet, beside its numbered moves",
    ),
    (
        "score-readback-head",
        "the scoresheet's own numbering, read back row by row",
    ),
    (
        "batch-illegal-move",
        "the batch tools' report for scripts, beside the PGN's numbers",
    ),
    (
        "analyse-move",
        "the analysis report, numbered as the PGN it reads",
    ),
    (
        "analyse-progress",
        "the analysis's progress on standard error",
    ),
];

#[test]
fn every_number_a_message_says_is_a_word() {
    let allowed: BTreeSet<&str> = AS_WRITTEN.iter().map(|(id, _)| *id).collect();
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let (ids, numeric) = catalogue(lang.code());
        let args: Vec<(&str, Arg<'_>)> = numeric
            .iter()
            .map(|v| (v.as_str(), Arg::from(47)))
            .collect();
        for id in &ids {
            let text = rochade::i18n::text(lang, id, &args);
            if text.contains("47") && !allowed.contains(id.as_str()) {
                problems.push(format!("{lang} {id}: {text}"));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{}\n{}",
        problems.len(),
        problems.join("\n")
    );
}
