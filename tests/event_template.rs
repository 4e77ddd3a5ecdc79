//! `rochade event init` writes the template in the arbiter's language (the third language
//! review: "an arbiter who reads German or Russian gets none of the explanations"): the
//! comments in that language, the keys and values the same, so every language's template
//! loads to the very profile the English one does.

mod common;

use rochade::Lang;
use rochade::event::{EventProfile, template, template_in};

/// The comment lines of a template, without their "#".
fn comments(text: &str) -> Vec<&str> {
    text.lines()
        .filter_map(|l| l.strip_prefix('#'))
        .map(str::trim)
        // A key or a table shown as an example is the file's syntax, not a sentence.
        .filter(|l| !l.is_empty() && !l.contains(" = ") && !l.starts_with('['))
        .collect()
}

/// English words that no German, Spanish or Russian sentence holds.
const ENGLISH: &[&str] = &[
    "the", "and", "with", "when", "what", "every", "which", "without", "board's", "clock's",
];

#[test]
fn every_languages_template_loads_to_the_same_profile() {
    let english = EventProfile::from_toml(template()).unwrap_or_else(|e| panic!("en: {e:?}"));
    for lang in Lang::ALL {
        let text = template_in(lang);
        let profile = EventProfile::from_toml(text).unwrap_or_else(|e| panic!("{lang}: {e:?}"));
        assert_eq!(profile, english, "{lang}");
        // The same keys and values, line for line where they are not comments.
        let keys = |t: &str| -> Vec<String> {
            t.lines()
                .filter(|l| !l.trim_start().starts_with('#') && !l.trim().is_empty())
                .map(str::to_owned)
                .collect()
        };
        assert_eq!(keys(text), keys(template()), "{lang}");
    }
}

#[test]
fn the_templates_comments_are_in_the_arbiters_language() {
    for lang in Lang::ALL {
        if lang.code() == "en" {
            continue;
        }
        let found: Vec<String> = comments(template_in(lang))
            .into_iter()
            .filter(|line| {
                line.split(|c: char| !c.is_alphanumeric() && c != '\'')
                    .any(|w| ENGLISH.contains(&w.to_lowercase().as_str()))
            })
            .map(str::to_owned)
            .collect();
        assert!(found.is_empty(), "{lang}: English in {found:#?}");
    }
    // The checker finds an English comment.
    assert!(
        comments(template())
            .iter()
            .any(|l| l.split(' ').any(|w| ENGLISH.contains(&w)))
    );
}

#[test]
fn event_init_writes_the_template_of_the_chosen_language() {
    for lang in Lang::ALL {
        let run = common::rochade(&["--lang", lang.code(), "event", "init"], &[], "");
        assert_eq!(run.code, Some(0), "{lang}: {}", run.stderr);
        assert_eq!(run.stdout, template_in(lang), "{lang}");
    }
    // Without --lang the settings file and the locale decide, as for every subcommand.
    let home = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let config = home.path().join("none.toml");
    let run = common::rochade(
        &["event", "init"],
        &[
            ("HOME", home.path().as_os_str()),
            ("XDG_CONFIG_HOME", home.path().as_os_str()),
            ("ROCHADE_CONFIG", config.as_os_str()),
            ("LANG", "es_ES.UTF-8".as_ref()),
        ],
        "",
    );
    assert_eq!(run.stdout, template_in(Lang::Es));
}
