//! Spanish, the language added as data only (a grammar file, a message catalogue and a
//! pronunciation table): it is found by its code and its names, reads and writes Spanish
//! notation and words, counts in Spanish, and the game, `announce`, `notate` and `export`
//! work with `--lang es`.

mod common;

use rochade::i18n::number::words as number_words;
use rochade::notation::{Style, read_move, words, written};
use rochade::{InputLang, Lang};
use shakmaty::{Chess, Position, Square};

fn es() -> Lang {
    "es".parse().unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn spanish_is_found_by_its_code_and_its_names() {
    assert!(Lang::ALL.contains(&Lang::Es));
    for name in ["es", "ES", "español", "Espanol", "spanish"] {
        assert_eq!(name.parse::<Lang>().ok(), Some(Lang::Es), "{name}");
    }
    assert_eq!(Lang::Es.code(), "es");
    let unknown = "fr".parse::<Lang>().map(|_| ()).unwrap_err().to_string();
    assert!(unknown.contains("es"), "{unknown}");
}

#[test]
fn spanish_moves_are_read_in_words_letters_and_appendix_d_words() {
    let start = Chess::default();
    let nf3 = start
        .legal_moves()
        .into_iter()
        .find(|m| m.to() == Square::F3 && m.role() == shakmaty::Role::Knight)
        .unwrap_or_else(|| panic!("no Nf3"));
    for text in [
        "Caballo efe tres",
        "Cf3",
        "caballo f3",
        "Springer Felix drei",
        "Caballo Felix tres",
        // "a" before a square is the preposition, not the a-file.
        "Caballo a efe tres",
        "Caballo va a efe tres",
        "Caballo a Felix drei",
    ] {
        let m = read_move(&start, text, InputLang::One(es()));
        assert_eq!(m.ok(), Some(nf3), "{text}");
    }
    // Said with the Appendix D words (a Spanish "a", "de", "e" is heard as "to", "of", "and").
    assert_eq!(
        words(&start, nf3, es(), Style::default()),
        "Caballo Felix drei"
    );
    assert_eq!(written(&start, nf3, es()), "Cf3");
}

#[test]
fn spanish_numbers_take_the_form_of_their_noun() {
    let es = es();
    assert_eq!(number_words(es, 1, "masculine"), "un");
    assert_eq!(number_words(es, 1, "feminine"), "una");
    assert_eq!(number_words(es, 21, "masculine"), "veintiún");
    assert_eq!(number_words(es, 31, "masculine"), "treinta y un");
    assert_eq!(number_words(es, 31, "feminine"), "treinta y una");
    assert_eq!(number_words(es, 100, ""), "cien");
    assert_eq!(number_words(es, 115, ""), "ciento quince");
    assert_eq!(rochade::i18n::msg::minutes(es, 1), "un minuto");
    assert_eq!(rochade::i18n::msg::hours(es, 1), "una hora");
    assert_eq!(rochade::i18n::msg::seconds(es, 21), "veintiún segundos");
}

#[test]
fn a_game_announce_notate_and_export_in_spanish() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let run = common::game(
        data.path(),
        &["--lang", "es"],
        "Caballo efe tres\ncasilla efe tres\nayuda\nayuda tablero\nsalir\n",
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert!(
        lines[0].starts_with("Partida nueva. Juegan las blancas."),
        "{lines:?}"
    );
    assert_eq!(lines[1], "Caballo Felix drei", "{lines:?}");
    assert!(
        lines[2].contains("Caballo blanco") || lines[2].contains("caballo"),
        "{lines:?}"
    );
    assert!(
        lines[3].contains("tablero, partida, reloj, planilla, árbitro"),
        "{lines:?}"
    );
    assert!(
        lines[4].starts_with("Ayuda sobre el tablero. casilla:"),
        "{lines:?}"
    );
    assert_eq!(lines.last(), Some(&"Sesión terminada."), "{lines:?}");

    let pgn = "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O *\n";
    let said = rochade::batch::announce(pgn, es(), Style::default());
    assert!(said.problems.is_empty(), "{:?}", said.problems);
    assert!(said.text.contains("Caballo Felix drei"), "{}", said.text);
    assert!(said.text.contains("Alfil Bella fünf"), "{}", said.text);
    assert!(said.text.contains("Enroque corto"), "{}", said.text);
    let back = rochade::batch::notate(&said.text, InputLang::One(es()), &Chess::default());
    assert!(
        back.problem.is_none(),
        "{:?}",
        back.problem.map(|p| p.reason)
    );
    assert_eq!(back.games[0].moves.len(), 7);

    let export = common::rochade(
        &["export", "--format", "txt", "--lang", "es"],
        &[("ROCHADE_DATA_DIR", data.path().as_os_str())],
        "",
    );
    assert_eq!(export.code, Some(0), "{}", export.stderr);
    assert!(export.stdout.contains("Cf3"), "{}", export.stdout);
    assert!(export.stdout.contains("Resultado"), "{}", export.stdout);
}

#[test]
fn spanish_squares_in_letters_are_an_option() {
    let first_move = |args: &[&str], settings: &str| {
        let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let config = data.path().join("config.toml");
        std::fs::write(&config, settings).unwrap_or_else(|e| panic!("{e}"));
        let mut all = vec!["--line-mode", "--speech", "none", "--lang", "es"];
        all.extend_from_slice(args);
        let run = common::rochade(
            &all,
            &[
                ("ROCHADE_DATA_DIR", data.path().as_os_str()),
                ("ROCHADE_CONFIG", config.as_os_str()),
            ],
            "Caballo a efe tres\nsalir\n",
        );
        assert_eq!(run.code, Some(0), "{}", run.stderr);
        run.stdout.lines().nth(1).unwrap_or_default().to_owned()
    };
    // By default the Appendix D words, whatever was typed.
    assert_eq!(first_move(&[], ""), "Caballo Felix drei");
    // The Spanish letters on request, by option or setting.
    assert_eq!(
        first_move(&["--squares", "letters"], ""),
        "Caballo efe tres"
    );
    assert_eq!(
        first_move(&[], "squares = \"letters\"\n"),
        "Caballo efe tres"
    );
    assert_eq!(
        first_move(&["--squares", "appendix-d"], "squares = \"letters\"\n"),
        "Caballo Felix drei"
    );
}
