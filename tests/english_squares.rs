//! English squares: letters and numbers by default ("Knight f3"), the Appendix D files with
//! English rank numbers on request (`--squares appendix-d`, setting `squares`): "Knight Felix
//! three", in moves and in the pairing code read across the table, where "bee, dee, ee, gee"
//! rhyme.

mod common;

use rochade::Lang;
use rochade::net::pairing::PairingCode;
use rochade::notation::lexicon::{SquareChoice, say_squares, vocabulary};
use shakmaty::{File, Rank, Square};

const FILES: [&str; 8] = [
    "Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector",
];
const RANKS: [&str; 8] = [
    "one", "two", "three", "four", "five", "six", "seven", "eight",
];

/// The session's choice is one global: everything that changes it is in this one test (each
/// test file is its own process).
#[test]
fn every_english_square_in_appendix_d_words_and_back() {
    let en = vocabulary(Lang::En);
    say_squares(SquareChoice::LanguageDefault);
    for sq in Square::ALL {
        assert_eq!(en.square(sq), sq.to_string(), "the default stays letters");
    }
    say_squares(SquareChoice::AppendixD);
    for sq in Square::ALL {
        let said = en.square(sq);
        let want = format!(
            "{} {}",
            FILES[usize::from(sq.file())],
            RANKS[usize::from(sq.rank())]
        );
        assert_eq!(said, want);
        // What is said is read back as the same square, in a code of four squares.
        let code = PairingCode::from_squares([sq, Square::A1, Square::H8, sq]);
        let words = code.words(Lang::En);
        assert_eq!(words, format!("{want} Anna one Hector eight {want}"));
        let back = PairingCode::parse(&words).unwrap_or_else(|e| panic!("{words}: {e}"));
        assert_eq!(back, code, "{words}");
    }
    // Other languages keep their words: German has no other, Spanish says Appendix D already.
    assert_eq!(vocabulary(Lang::De).square(Square::F3), "Felix drei");
    assert_eq!(vocabulary(Lang::Es).square(Square::F3), "Felix drei");
    say_squares(SquareChoice::Letters);
    assert_eq!(en.square(Square::F3), "f3");
    assert_eq!(vocabulary(Lang::Es).square(Square::F3), "efe tres");
    say_squares(SquareChoice::LanguageDefault);
    assert_eq!(en.file(File::B), "b");
    assert_eq!(en.rank(Rank::Third), "3");
}

/// The second line of an English game in line mode where `e4` and `Nf3` are typed, with
/// `args` and the settings file `settings`.
fn first_moves(args: &[&str], settings: &str) -> Vec<String> {
    let data = common::tempdir();
    let config = data.path().join("config.toml");
    std::fs::write(&config, settings).unwrap_or_else(|e| panic!("{e}"));
    let mut all = vec!["--line-mode", "--speech", "none", "--lang", "en"];
    all.extend_from_slice(args);
    let run = common::rochade(
        &all,
        &[
            ("ROCHADE_DATA_DIR", data.path().as_os_str()),
            ("ROCHADE_CONFIG", config.as_os_str()),
        ],
        "e4\nKnight Felix six\nNf3\nquit\n",
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    run.stdout
        .lines()
        .skip(1)
        .take(3)
        .map(str::to_owned)
        .collect()
}

#[test]
fn english_moves_in_appendix_d_words_by_option_or_setting() {
    // By default the letters, whatever was typed.
    assert_eq!(first_moves(&[], ""), ["Pawn e4", "Knight f6", "Knight f3"]);
    let words = ["Pawn Eva four", "Knight Felix six", "Knight Felix three"];
    assert_eq!(first_moves(&["--squares", "appendix-d"], ""), words);
    assert_eq!(first_moves(&[], "squares = \"appendix-d\"\n"), words);
    assert_eq!(
        first_moves(&["--squares", "letters"], "squares = \"appendix-d\"\n"),
        ["Pawn e4", "Knight f6", "Knight f3"]
    );
}

#[test]
fn the_english_hosts_pairing_code_is_said_in_appendix_d_words() {
    // With the Appendix D words chosen, and by default too: a code read across the table
    // never rhymes ("bee, dee, ee, gee").
    for options in [&["--squares", "appendix-d"][..], &[][..]] {
        let data = common::tempdir();
        let (mut h, token, _addr) = common::live::host(data.path(), 0, options);
        let line = h.expect("waits for the second board");
        let words = line
            .split("Pairing code: ")
            .nth(1)
            .and_then(|rest| rest.split(". Port").next())
            .unwrap_or_else(|| panic!("no code in {line:?}"));
        let squares: Vec<&str> = words.split(' ').collect();
        assert_eq!(squares.len(), 8, "{words}");
        for pair in squares.chunks(2) {
            assert!(FILES.contains(&pair[0]), "{options:?}: {words}");
            assert!(RANKS.contains(&pair[1]), "{options:?}: {words}");
        }
        let read = PairingCode::parse(words).unwrap_or_else(|e| panic!("{words}: {e}"));
        assert_eq!(read.token(), token);
        h.kill();
    }
}

#[test]
fn announce_says_english_squares_in_appendix_d_words_on_request() {
    let pgn = "1. e4 e5 2. Nf3 *\n";
    let said = |args: &[&str]| {
        let run = common::rochade(args, &[], pgn);
        assert_eq!(run.code, Some(0), "{}", run.stderr);
        run.stdout
    };
    let words = said(&["--lang", "en", "--squares", "appendix-d", "announce"]);
    assert!(words.contains("Pawn Eva four"), "{words}");
    assert!(words.contains("Knight Felix three"), "{words}");
    let letters = said(&["--lang", "en", "announce"]);
    assert!(letters.contains("Knight f3"), "{letters}");
}
