//! The language a user expects: with no `--lang` and no `lang` setting, the system's locale
//! (`LC_ALL`, then `LC_MESSAGES`, then `LANG`) among the languages rochade has, German
//! otherwise; the settings file before the locale, `--lang` before both; subcommands
//! (`export`, `event show`, `announce`) honour the global `--lang` and the settings file; PGN
//! comments in the scoresheet's language; the help says how to change the language. The built
//! binary in line mode, with the environment set for each run.

mod common;

use std::ffi::OsStr;
use std::path::Path;

/// Runs `rochade args` with its data in `data`, the settings file `config` and the locale
/// variables `locale` (the machine's own are removed by `common::rochade`).
fn run(
    data: &Path,
    config: &Path,
    locale: &[(&str, &str)],
    args: &[&str],
    input: &str,
) -> common::Run {
    let mut env: Vec<(&str, &OsStr)> = vec![
        ("ROCHADE_DATA_DIR", data.as_os_str()),
        ("ROCHADE_CONFIG", config.as_os_str()),
    ];
    env.extend(locale.iter().map(|(k, v)| (*k, OsStr::new(*v))));
    common::rochade(args, &env, input)
}

struct Setup {
    data: tempfile::TempDir,
    config: std::path::PathBuf,
}

/// A data directory and a settings file holding `settings`.
fn setup(settings: &str) -> Setup {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let config = data.path().join("config.toml");
    std::fs::write(&config, settings).unwrap_or_else(|e| panic!("{e}"));
    Setup { data, config }
}

/// The first line a game says, started with `args` under `locale` and `settings`.
fn greeting(settings: &str, locale: &[(&str, &str)], args: &[&str]) -> String {
    let s = setup(settings);
    let mut all = vec!["--line-mode", "--speech", "none"];
    all.extend_from_slice(args);
    let out = run(s.data.path(), &s.config, locale, &all, "quit\n");
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    out.stdout.lines().next().unwrap_or_default().to_owned()
}

#[test]
fn with_no_choice_the_system_locale_decides_among_the_languages_rochade_has() {
    let cases: &[(&[(&str, &str)], &str)] = &[
        (&[("LANG", "en_GB.UTF-8")], "New game."),
        (&[("LANG", "ru_RU.UTF-8")], "Новая партия."),
        (&[("LANG", "es_ES.UTF-8")], "Partida nueva."),
        (&[("LANG", "de_DE.UTF-8")], "Neue Partie."),
        // A language rochade does not have, C, or nothing at all: German.
        (&[("LANG", "fr_FR.UTF-8")], "Neue Partie."),
        (&[("LANG", "C.UTF-8")], "Neue Partie."),
        (&[], "Neue Partie."),
        // LC_ALL before LC_MESSAGES before LANG.
        (
            &[("LC_ALL", "es_MX.UTF-8"), ("LANG", "en_US.UTF-8")],
            "Partida nueva.",
        ),
        (
            &[("LC_MESSAGES", "ru_RU.UTF-8"), ("LANG", "en_US.UTF-8")],
            "Новая партия.",
        ),
    ];
    for (locale, expected) in cases {
        let first = greeting("", locale, &[]);
        assert!(first.starts_with(expected), "{locale:?}: {first}");
    }
}

#[test]
fn the_setting_comes_before_the_locale_and_the_option_before_both() {
    let en = [("LANG", "en_US.UTF-8")];
    let first = greeting("lang = \"ru\"\n", &en, &[]);
    assert!(first.starts_with("Новая партия."), "{first}");
    let first = greeting("lang = \"ru\"\n", &en, &["--lang", "es"]);
    assert!(first.starts_with("Partida nueva."), "{first}");
    let first = greeting("", &en, &["--lang", "de"]);
    assert!(first.starts_with("Neue Partie."), "{first}");
}

#[test]
fn the_help_says_how_to_change_the_language() {
    for (lang, help, words) in [
        (
            "en",
            "help",
            "The language is chosen with the option --lang at the start, or with lang in the \
             settings file",
        ),
        (
            "de",
            "hilfe",
            "Die Sprache wählen Sie beim Start mit der Option --lang oder mit lang in der \
             Einstellungsdatei",
        ),
        (
            "es",
            "ayuda",
            "El idioma se elige al empezar con la opción --lang, o con lang en el archivo de \
             ajustes",
        ),
        (
            "ru",
            "помощь",
            "Язык выбирается при запуске параметром --lang или настройкой lang в файле настроек",
        ),
    ] {
        let s = setup("");
        let out = run(
            s.data.path(),
            &s.config,
            &[],
            &["--line-mode", "--speech", "none", "--lang", lang],
            &format!("{help}\n"),
        );
        assert!(out.stdout.contains(words), "{lang}: {}", out.stdout);
        // The settings file is named by its path (newcomer trial N11).
        let named = format!("{words} {}.", s.config.display());
        assert!(
            out.stdout.contains(&named),
            "{lang}: {named} in {}",
            out.stdout
        );
    }
    // The command line's help names the option, the setting and the locale.
    let s = setup("");
    let out = run(s.data.path(), &s.config, &[], &["--help"], "");
    let flat = out.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("--lang"), "{flat}");
    assert!(flat.contains("settings file"), "{flat}");
    assert!(flat.contains("LC_ALL"), "{flat}");
    // And where the settings file is.
    assert!(flat.contains("~/.config/rochade/config.toml"), "{flat}");
    assert!(flat.contains("ROCHADE_CONFIG"), "{flat}");
}

/// A short game with a draw offer declined, played in German in `data`.
fn play_a_game(s: &Setup) {
    let out = run(
        s.data.path(),
        &s.config,
        &[],
        &["--line-mode", "--speech", "none", "--lang", "de"],
        "Springer Felix drei\nremis\nablehnen\nSpringer Felix sechs\nende\n",
    );
    assert_eq!(out.code, Some(0), "{}", out.stderr);
}

#[test]
fn subcommands_honour_the_global_option_the_setting_and_the_locale() {
    let s = setup("");
    play_a_game(&s);
    let export = |settings: &str, locale: &[(&str, &str)], args: &[&str]| {
        std::fs::write(&s.config, settings).unwrap_or_else(|e| panic!("{e}"));
        let out = run(s.data.path(), &s.config, locale, args, "");
        assert_eq!(out.code, Some(0), "{args:?}: {}", out.stderr);
        out.stdout
    };
    let txt = ["export", "--format", "txt"];
    // The global --lang before the subcommand.
    let en = export("", &[], &["--lang", "en", "export", "--format", "txt"]);
    assert!(en.contains("Result"), "{en}");
    assert!(!en.contains("Ergebnis"), "{en}");
    // The settings file.
    let ru = export("lang = \"ru\"\n", &[], &txt);
    assert!(ru.contains("Результат"), "{ru}");
    // The locale.
    let es = export("", &[("LANG", "es_ES.UTF-8")], &txt);
    assert!(es.contains("Resultado"), "{es}");
    // The subcommand's own --lang still wins.
    let de = export(
        "lang = \"ru\"\n",
        &[],
        &["export", "--format", "txt", "--lang", "de"],
    );
    assert!(de.contains("Ergebnis"), "{de}");
    // Nothing: German.
    let de = export("", &[], &txt);
    assert!(de.contains("Ergebnis"), "{de}");

    // event show
    let init = export("", &[], &["event", "init"]);
    let profile = s.data.path().join("event.toml");
    std::fs::write(&profile, init).unwrap_or_else(|e| panic!("{e}"));
    let p = profile.to_string_lossy().into_owned();
    let shown = export("", &[], &["--lang", "en", "event", "show", &p]);
    assert!(shown.contains("Time control"), "{shown}");
    let shown = export("lang = \"ru\"\n", &[], &["event", "show", &p]);
    assert!(shown.contains("Контроль времени"), "{shown}");

    // announce
    let pgn = s.data.path().join("game.pgn");
    std::fs::write(&pgn, "1. Nf3 Nf6 *\n").unwrap_or_else(|e| panic!("{e}"));
    let g = pgn.to_string_lossy().into_owned();
    let said = export("", &[], &["--lang", "ru", "announce", &g]);
    assert!(said.contains("Шпрингер Феликс драй"), "{said}");
    let said = export("", &[("LANG", "en_US.UTF-8")], &["announce", &g]);
    assert!(said.contains("Knight f3"), "{said}");
}

#[test]
fn pgn_comments_are_in_the_scoresheets_language() {
    let s = setup("");
    play_a_game(&s);
    for (lang, offer) in [
        ("de", "Weiß bietet Remis an."),
        ("en", "White offers a draw."),
        ("ru", "Белые предлагают ничью."),
    ] {
        let out = run(
            s.data.path(),
            &s.config,
            &[],
            &["export", "--format", "pgn", "--lang", lang],
            "",
        );
        assert_eq!(out.code, Some(0), "{}", out.stderr);
        assert!(out.stdout.contains(offer), "{lang}: {}", out.stdout);
        // Moves stay standard SAN whatever the language.
        assert!(out.stdout.contains("1. Nf3 {"), "{lang}: {}", out.stdout);
        assert!(out.stdout.contains("1... Nf6 *"), "{lang}: {}", out.stdout);
    }
}
