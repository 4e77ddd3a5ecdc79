//! Braille in the reader's own code: the literary lines of the braille and BRF exports (the
//! header, clock readings, entries and result; the moves are in the braille chess code, see
//! tests/braille_chess_code.rs) go through liblouis
//! (`lou_translate`) with the table of the scoresheet's language, and read back with
//! `lou_translate --backward` to the same words; where the translator is missing, the export
//! says so in the user's language instead of writing braille in a wrong code.
//!
//! Needs `lou_translate` (Debian package liblouis-bin): skipped with a message where it is
//! missing, unless ROCHADE_REQUIRE_SYSTEM_TESTS=1.

mod common;

use rochade::i18n::msg;
use rochade::lang::Lang;
use rochade::scoresheet::braille::{back_translate, translate};

/// The letters of `text`, lower case, in order (what a braille reader reads as words; the
/// punctuation and digits of a backward translation are left to the table).
fn letters(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_alphabetic())
        .flat_map(char::to_lowercase)
        .collect()
}

/// Sentences and labels of the written scoresheet in `lang`.
fn sample(lang: Lang) -> Vec<String> {
    vec![
        msg::score_label_notes(lang),
        msg::score_label_result(lang),
        msg::score_offer(lang, "white"),
        msg::score_offer_answered(lang, "no", "black"),
        msg::score_ending_checkmate(lang, "5.1.1", msg::score_result(lang, "white")),
        msg::score_tag(lang, "Date"),
        msg::score_tag(lang, "TimeControl"),
    ]
}

#[test]
fn every_language_reads_back_to_the_same_words() {
    if !common::require_program("lou_translate", "liblouis-bin") {
        return;
    }
    for lang in Lang::ALL {
        let lines = sample(lang);
        let braille = translate(&lines, lang).unwrap_or_else(|e| panic!("{lang}: {e}"));
        assert_eq!(braille.len(), lines.len(), "{lang}");
        for (text, cells) in lines.iter().zip(&braille) {
            assert!(
                cells
                    .chars()
                    .all(|c| ('\u{2800}'..='\u{28ff}').contains(&c)),
                "{lang}: {text}: {cells}"
            );
            let back = back_translate(cells, lang).unwrap_or_else(|e| panic!("{lang}: {e}"));
            assert_eq!(
                letters(&back),
                letters(text),
                "{lang}: {text} -> {cells} -> {back}"
            );
        }
    }
}

#[test]
fn punctuation_is_the_languages_own_not_computer_braille() {
    if !common::require_program("lou_translate", "liblouis-bin") {
        return;
    }
    let one = |text: &str, lang| {
        translate(&[text.to_owned()], lang)
            .unwrap_or_else(|e| panic!("{lang}: {e}"))
            .concat()
    };
    // German: the colon is ⠒, not ⠱ (the German "sch" and the Russian ш).
    assert_eq!(one("Datum: Weiß", Lang::De), "⠙⠁⠞⠥⠍⠒⠀⠺⠑⠊⠮");
    // English: a comma after a name is the comma ⠂, not the capital sign.
    assert_eq!(one("White, Black", Lang::En), "⠠⠺⠓⠊⠞⠑⠂⠀⠠⠃⠇⠁⠉⠅");
    // Russian: ш is ⠱ and the colon ⠒.
    let ru = one("Шах: Дата", Lang::Ru);
    assert!(ru.starts_with('⠱') || ru.starts_with("⠠⠱"), "{ru}");
    assert!(ru.contains('⠒'), "{ru}");
    // Spanish: capital letters have the Spanish capital sign ⠨.
    assert_eq!(one("Blancas", Lang::Es), "⠨⠃⠇⠁⠝⠉⠁⠎");
}

/// A Russian name in the header of a scoresheet in a language written in Latin letters is
/// written in Russian braille, not as the Latin table's escape codes in eight-dot cells
/// (`\x0418\` for И); in Russian, Latin names are the Russian table's as before.
#[test]
fn cyrillic_names_in_a_latin_scoresheet_are_russian_braille() {
    if !common::require_program("lou_translate", "liblouis-bin") {
        return;
    }
    let one = |text: &str, lang| {
        translate(&[text.to_owned()], lang)
            .unwrap_or_else(|e| panic!("{lang}: {text}: {e}"))
            .concat()
    };
    let six_dots = |cells: &str| {
        cells
            .chars()
            .all(|c| ('\u{2800}'..='\u{283f}').contains(&c))
    };
    let name = one("Иванов Пётр", Lang::Ru);
    assert_eq!(
        letters(&back_translate(&name, Lang::Ru).unwrap_or_default()),
        "ивановпётр"
    );
    for (lang, label) in [
        (Lang::En, "White:"),
        (Lang::De, "Weiß:"),
        (Lang::Es, "Blancas:"),
    ] {
        let line = one(&format!("{label} Иванов Пётр, Müller"), lang);
        assert!(six_dots(&line), "{lang}: {line}");
        let want = format!(
            "{}\u{2800}{name}{}",
            one(label, lang),
            one(", Müller", lang)
        );
        assert_eq!(line, want, "{lang}");
    }
    // Through the program: a game with a Russian White exported in English braille.
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let game = common::game(
        data.path(),
        &["--lang", "en", "--white", "Иванов Пётр", "--black", "Smith"],
        "e4\nquit\n",
    );
    assert_eq!(game.code, Some(0), "{}", game.stderr);
    let env = [("ROCHADE_DATA_DIR", data.path().as_os_str())];
    let uni = common::rochade(&["export", "--format", "braille", "--lang", "en"], &env, "");
    assert_eq!(uni.code, Some(0), "{}", uni.stderr);
    assert!(uni.stdout.lines().all(six_dots), "{}", uni.stdout);
    assert!(uni.stdout.contains(&name), "{}", uni.stdout);
}

#[test]
fn a_game_exports_in_braille_and_brf_in_each_language() {
    if !common::require_program("lou_translate", "liblouis-bin") {
        return;
    }
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let game = common::game(
        data.path(),
        &["--lang", "de"],
        "Springer Felix drei\nSpringer Felix sechs\nende\n",
    );
    assert_eq!(game.code, Some(0), "{}", game.stderr);
    let env = [("ROCHADE_DATA_DIR", data.path().as_os_str())];
    for lang in ["de", "en", "es", "ru"] {
        let uni = common::rochade(&["export", "--format", "braille", "--lang", lang], &env, "");
        assert_eq!(uni.code, Some(0), "{lang}: {}", uni.stderr);
        assert!(
            uni.stdout
                .chars()
                .all(|c| c == '\n' || ('\u{2800}'..='\u{28ff}').contains(&c)),
            "{lang}: {}",
            uni.stdout
        );
        assert!(
            uni.stdout.lines().all(|l| l.chars().count() <= 40),
            "{lang}"
        );
        let brf = common::rochade(&["export", "--format", "brf", "--lang", lang], &env, "");
        assert_eq!(brf.code, Some(0), "{lang}: {}", brf.stderr);
        assert!(
            brf.stdout.is_ascii() && brf.stdout.ends_with('\u{c}'),
            "{lang}"
        );
    }
}

#[test]
fn without_the_translator_the_export_says_so_in_the_users_language() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let game = common::game(
        data.path(),
        &["--lang", "de"],
        "Springer Felix drei\nende\n",
    );
    assert_eq!(game.code, Some(0), "{}", game.stderr);
    // A PATH with no lou_translate in it.
    let empty = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    for (lang, said) in [
        ("de", "Es wurde keine Brailleschrift geschrieben"),
        ("en", "No braille was written"),
        ("es", "No se ha escrito nada en braille"),
        ("ru", "Шрифт Брайля не записан"),
    ] {
        let out = common::rochade(
            &["export", "--format", "brf", "--lang", lang],
            &[
                ("ROCHADE_DATA_DIR", data.path().as_os_str()),
                ("PATH", empty.path().as_os_str()),
            ],
            "",
        );
        assert_eq!(out.code, Some(1), "{lang}: {}", out.stderr);
        assert!(
            out.stdout.is_empty(),
            "{lang}: no braille at all: {}",
            out.stdout
        );
        assert!(out.stderr.contains(said), "{lang}: {}", out.stderr);
    }
}
