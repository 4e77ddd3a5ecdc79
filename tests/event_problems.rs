//! An event profile's mistake is said in the user's language: the file, the line, the key
//! and what is wrong there (a key that does not exist with the keys that do, a value of the
//! wrong type, a number out of range, a key twice), by `event show` and by `--event` at the
//! start; the TOML reader's English words are only the technical detail.

mod common;

use rochade::Lang;

/// The two lines `rochade --lang LANG args` writes to standard error for a profile holding
/// `text`: what is said, and the technical detail.
fn refused(lang: Lang, text: &str, show: bool) -> (String, String, String) {
    let data = common::tempdir();
    let file = data.path().join("event.toml");
    std::fs::write(&file, text).unwrap_or_else(|e| panic!("{e}"));
    let path = file.display().to_string();
    let args: Vec<&str> = if show {
        vec!["--lang", lang.code(), "event", "show", &path]
    } else {
        vec![
            "--lang",
            lang.code(),
            "--line-mode",
            "--speech",
            "none",
            "--event",
            &path,
        ]
    };
    let run = common::rochade(
        &args,
        &[("ROCHADE_DATA_DIR", data.path().as_os_str())],
        "quit\n",
    );
    assert_eq!(run.code, Some(1), "{lang:?}: {}", run.stderr);
    let mut lines = run
        .stderr
        .lines()
        .map(|l| l.trim_start_matches("rochade: "));
    let said = lines.next().unwrap_or_default().to_owned();
    let detail = lines.next().unwrap_or_default().to_owned();
    (said, detail, path)
}

#[test]
fn each_kind_of_mistake_is_said_in_words_in_english_and_german() {
    let cases = [
        (
            "event = \"x\"\nedtion = \"2023\"\n",
            "Line 2, key edtion: there is no such key; the keys here are event, edition, tempo,",
            "Zeile 2, Schlüssel edtion: Diesen Schlüssel gibt es nicht; möglich sind hier event,",
        ),
        (
            "[alerts]\nenabled = 1\n",
            "Line 2, key alerts.enabled: the value must be true or false.",
            "Zeile 2, Schlüssel alerts.enabled: Der Wert muss true oder false sein.",
        ),
        (
            "[alerts]\nat = \"20s\"\n",
            "Line 2, key alerts.at: the value must be a list in square brackets.",
            "Zeile 2, Schlüssel alerts.at: Der Wert muss eine Liste in eckigen Klammern sein.",
        ),
        (
            "event = 5\n",
            "Line 1, key event: the value must be a text in quotes.",
            "Zeile 1, Schlüssel event: Der Wert muss ein Text in Anführungszeichen sein.",
        ),
        (
            "board = -1\n",
            "Line 1, key board: the value -1 is out of range; it must be a whole number, zero or \
             more.",
            "Zeile 1, Schlüssel board: Der Wert -1 liegt außerhalb des Bereichs; nötig ist eine \
             ganze Zahl ab null.",
        ),
        (
            "event = \"a\"\nevent = \"b\"\n",
            "Line 2, key event: this key is given twice.",
            "Zeile 2, Schlüssel event: Dieser Schlüssel steht zweimal in der Datei.",
        ),
    ];
    for (text, en, de) in cases {
        for show in [true, false] {
            let (said, detail, path) = refused(Lang::En, text, show);
            assert_eq!(
                said.split_once(". ")
                    .map(|(_, rest)| rest)
                    .unwrap_or_default()
                    .get(..en.len()),
                Some(en),
                "{said}"
            );
            assert!(said.starts_with(&format!("The event profile {path} cannot be used.")));
            // The reader's own words, without its drawing, are the detail.
            assert!(detail.starts_with("Technical detail: "), "{detail}");
            assert!(!detail.contains('^') && !detail.contains('|'), "{detail}");
            let (said, _, _) = refused(Lang::De, text, show);
            assert!(said.contains(de), "{said}\nnot {de}");
        }
    }
}

#[test]
fn no_language_hears_the_readers_english_words() {
    for lang in Lang::ALL {
        for (text, line) in [
            ("edtion = \"2023\"\n", 1),
            ("[alerts]\nenabled = \"yes\"\n", 2),
            ("[draw_offers]\nnot_before_move = -3\n", 2),
            ("event = \"a\"\nevent = \"b\"\n", 2),
            ("event = \n", 1),
        ] {
            let (said, _, path) = refused(lang, text, true);
            let said = said.replace(&path, "");
            for english in [
                "unknown field",
                "invalid",
                "expected",
                "duplicate",
                "string",
                "`",
            ] {
                assert!(!said.contains(english), "{lang:?}: {said}");
            }
            assert!(said.contains(&format!(" {line}")), "{said}");
        }
    }
}

#[test]
fn a_missing_profile_names_the_systems_reason_once() {
    let data = common::tempdir();
    let file = data.path().join("none.toml");
    let run = common::rochade(
        &["--lang", "en", "event", "show", &file.display().to_string()],
        &[("ROCHADE_DATA_DIR", data.path().as_os_str())],
        "",
    );
    assert_eq!(run.code, Some(1));
    assert_eq!(
        run.stderr.matches("os error 2").count(),
        1,
        "{}",
        run.stderr
    );
}

/// Values the reader takes but rochade does not (an edition that does not exist, an assistant
/// without duties) name their keys in the user's language; why is the technical detail.
#[test]
fn wrong_values_name_their_keys_in_the_users_language() {
    let text = "edition = 5\ntempo = \"x\"\n";
    let (said, detail, path) = refused(Lang::En, text, true);
    assert_eq!(
        said,
        format!(
            "The event profile {path} cannot be used. The values of these keys are wrong: \
             edition, tempo. The technical detail says why."
        )
    );
    assert_eq!(detail, "Technical detail: the event file has 2 problems:");
    let (said, _, _) = refused(Lang::De, "[black]\nassistant = true\n", false);
    assert!(
        said.ends_with(
            "ist nicht verwendbar. Der Wert dieses Schlüssels ist falsch: black.duties. Warum, \
             sagt die technische Angabe."
        ),
        "{said}"
    );
}
