//! Every sentence of every catalogue starts with a capital letter (the third language
//! review: "a sentence that starts lower-case", which a braille display shows as it is). Each
//! message is formatted with its variables as capitalised words, and no full stop, question
//! mark or exclamation mark is followed by a lower-case letter (the program's name, rochade,
//! is written in lower case wherever it stands). A message that opens with a variable said in
//! lower case (a duration) is worded so that it does not.

use std::collections::BTreeSet;

use fluent_bundle::FluentValue as Arg;
use fluent_syntax::ast;
use rochade::Lang;

fn catalogue(code: &str) -> (Vec<String>, BTreeSet<String>) {
    let path = format!("{}/locales/{code}.ftl", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let resource = fluent_syntax::parser::parse(text.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{path} does not parse: {errors:#?}"));
    let ids = resource
        .body
        .iter()
        .filter_map(|e| match e {
            ast::Entry::Message(m) => Some(m.id.name.to_owned()),
            _ => None,
        })
        .collect();
    let vars = text
        .split('$')
        .skip(1)
        .map(|rest| {
            rest.chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                .collect::<String>()
        })
        .filter(|v| !v.is_empty())
        .collect();
    (ids, vars)
}

/// Where a sentence ends and the next begins in lower case: the text around it.
fn lower_starts(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    for i in 0..chars.len().saturating_sub(2) {
        if matches!(chars[i], '.' | '?' | '!')
            && chars[i + 1] == ' '
            && chars[i + 2].is_lowercase()
            // "e.g. x", "z. B. x", "p. ej. x": an abbreviation, not a sentence's end.
            && !(i >= 2 && (chars[i - 2] == '.' || chars[i - 2] == ' '))
            // The program's name is written in lower case wherever it stands.
            && !chars[i + 2..].iter().collect::<String>().starts_with("rochade")
        {
            let from = i.saturating_sub(20);
            out.push(chars[from..(i + 12).min(chars.len())].iter().collect());
        }
    }
    out
}

#[test]
fn no_sentence_of_any_catalogue_starts_in_lower_case() {
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let (ids, vars) = catalogue(lang.code());
        let args: Vec<(&str, Arg<'_>)> = vars
            .iter()
            .map(|v| (v.as_str(), Arg::from("Zeppelin")))
            .collect();
        for id in &ids {
            let text = rochade::i18n::text(lang, id, &args);
            for at in lower_starts(&text) {
                problems.push(format!("{lang} {id}: …{at}…"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_checker_finds_what_it_is_for() {
    assert_eq!(
        lower_starts("threefold repetition. two minutes added").len(),
        1
    );
    assert!(lower_starts("for example Nf3, z. B. Sf3. Then").is_empty());
    assert!(lower_starts("Screen reader mode. rochade writes").is_empty());
}

/// The penalty for a wrong claim, said after the claim's sentence, opens with the side, not
/// with the duration ("two minutes added …", a sentence in lower case).
#[test]
fn the_wrong_claims_penalty_opens_with_a_capital_in_every_language() {
    for lang in Lang::ALL {
        let text = rochade::i18n::msg::game_wrong_claim_penalty(lang, "white", "zwei minuten");
        let first = text.chars().next().unwrap_or(' ');
        assert!(first.is_uppercase(), "{lang}: {text}");
    }
}
