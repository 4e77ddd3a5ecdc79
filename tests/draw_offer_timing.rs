//! A draw offered before one's own move (newcomer trial N13): it stands, and the player
//! hears that the Laws ask for an offer after one's own move (article 9.1.2.1); an offer
//! after one's move hears no such note. The PGN of such a game keeps lines of at most 79
//! columns.

mod common;

use rochade::Lang;
use rochade::i18n::msg;

fn play(data: &std::path::Path, lang: Lang, input: &str) -> String {
    let run = common::rochade(
        &["--lang", lang.code(), "--line-mode", "--no-speech"],
        &[("ROCHADE_DATA_DIR", data.as_os_str())],
        input,
    );
    assert_eq!(run.code, Some(0), "{lang}: {}", run.stderr);
    run.stdout
}

#[test]
fn an_offer_before_ones_own_move_stands_and_is_said_to_belong_after_it() {
    for lang in Lang::ALL {
        let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let note = msg::game_offer_before_move(lang);
        // The first word for a draw offer in grammar/<lang>.toml [commands].
        let draw = match lang.code() {
            "de" => "remis",
            "es" => "tablas",
            "ru" => "ничья",
            _ => "draw",
        };
        // White moves, then offers: after the own move, no note.
        let after = play(data.path(), lang, &format!("e4\n{draw}\n"));
        assert!(!after.contains(&note), "{lang}: {after}");
        // White to move offers before moving: the offer stands, with the note.
        let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let before = play(data.path(), lang, &format!("e4\nd5\n{draw}\n"));
        assert!(before.contains(&note), "{lang}: {before}");
        assert!(note.contains("9.1.2.1"), "{lang}: {note}");
        let run = common::rochade(
            &["--lang", lang.code(), "export"],
            &[("ROCHADE_DATA_DIR", data.path().as_os_str())],
            "",
        );
        assert_eq!(run.code, Some(0), "{lang}: {}", run.stderr);
        for line in run.stdout.lines() {
            assert!(line.chars().count() <= 79, "{lang}: {line}");
        }
    }
}
