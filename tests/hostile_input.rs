//! Input no test here wrote and no friend would: arbitrary bytes, a line far over its bound,
//! thousands of nested variations, more moves than any game can have. Every entry point that
//! reads user text or files refuses what is over its bound with a sentence and a non-zero exit,
//! never panics, never writes to the file it read. Sizes are kept just over each bound so that
//! the tests take seconds; the bounds themselves hold by construction (see `rochade::limits`).

mod common;

use std::path::Path;

use common::{Run, rochade, tempdir};
use proptest::prelude::*;
use rochade::batch::{MAX_LINE_BYTES, NotateRefusal, notate};
use rochade::limits::{MAX_INPUT_LINE_BYTES, MAX_SETTINGS_BYTES};
use rochade::pgn::{MAX_PLIES, PgnProblem, read_games};
use rochade::{InputLang, Lang};
use shakmaty::Chess;

fn write(path: &Path, bytes: &[u8]) {
    std::fs::write(path, bytes).unwrap_or_else(|e| panic!("{e}"));
}

/// The file's bytes and modification time, to show it was not touched.
fn snapshot(path: &Path) -> (Vec<u8>, std::time::SystemTime) {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{e}"));
    let modified = std::fs::metadata(path)
        .and_then(|m| m.modified())
        .unwrap_or_else(|e| panic!("{e}"));
    (bytes, modified)
}

fn no_panic(run: &Run) {
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
    assert!(run.code.is_some(), "killed by a signal: {}", run.stderr);
}

/// Bytes that are not UTF-8, control characters, a NUL, a lone surrogate's encoding.
const GARBAGE: &[u8] = b"\xff\xfe\x00e4\x1b[2J\xed\xa0\x80 Springer\r\n\x80Felix drei\n{((\n";

/// Knight moves out and back, legal for ever: `n` plies of them in SAN.
fn shuffle(plies: usize) -> String {
    let cycle = ["Nf3", "Nf6", "Ng1", "Ng8"];
    (0..plies)
        .map(|i| cycle[i % 4])
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn notate_refuses_a_line_over_its_bound_and_keeps_the_moves_before_it() {
    let line = format!("Sf3 {}", "x".repeat(MAX_LINE_BYTES));
    let input = format!("e4 e5\n{line}\nd4\n");
    let dir = tempdir();
    let file = dir.path().join("long.txt");
    write(&file, input.as_bytes());
    let before = snapshot(&file);
    let out = rochade(
        &["notate", "--lang", "de", file.to_str().unwrap_or_default()],
        &[],
        "",
    );
    no_panic(&out);
    assert_eq!(out.code, Some(1));
    assert!(out.stdout.contains("1. e4 e5 *"), "{}", out.stdout);
    assert!(
        out.stderr.contains("line 2") && out.stderr.contains("zu lang"),
        "{}",
        out.stderr
    );
    // Only the beginning of the line is said back.
    assert!(out.stderr.len() < 400, "{}", out.stderr.len());
    assert_eq!(snapshot(&file), before);

    // The library says the same, with the bound.
    let back = notate(&input, InputLang::One(Lang::De), &Chess::default());
    let problem = back.problem.unwrap_or_else(|| panic!("no problem"));
    assert!(
        matches!(problem.error, NotateRefusal::LineTooLong { bytes } if bytes > MAX_LINE_BYTES)
    );
}

#[test]
fn a_line_at_the_bound_is_read() {
    let mut line = "e4 e5".to_owned();
    line.push_str(&" ".repeat(MAX_LINE_BYTES - line.len()));
    let back = notate(&line, InputLang::One(Lang::En), &Chess::default());
    assert!(back.problem.is_none());
    assert_eq!(back.games[0].moves.len(), 2);
}

#[test]
fn a_game_longer_than_any_real_one_is_refused_in_notate_and_in_pgn() {
    // A line each, so that no line is over its bound.
    let text = shuffle(MAX_PLIES + 4).replace(' ', "\n");
    let back = notate(&text, InputLang::One(Lang::En), &Chess::default());
    let problem = back.problem.unwrap_or_else(|| panic!("no problem"));
    assert_eq!(problem.error, NotateRefusal::TooManyMoves);
    assert_eq!(problem.line, MAX_PLIES + 1);
    assert_eq!(back.games[0].moves.len(), MAX_PLIES);

    let pgn = format!("[Event \"long\"]\n\n{} *\n", shuffle(MAX_PLIES + 4));
    let games = read_games(&pgn);
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].moves.len(), MAX_PLIES);
    assert_eq!(games[0].problem, Some(PgnProblem::TooManyMoves(MAX_PLIES)));
    let said = rochade::batch::announce(&pgn, Lang::En, Default::default());
    assert_eq!(said.problems.len(), 1);
    assert_eq!(said.text.lines().count(), MAX_PLIES);
}

#[test]
fn thousands_of_nested_variations_are_skipped_without_recursion() {
    let depth = 50_000;
    let movetext = format!(
        "1. e4 {}1... c5{} e5 2. Nf3 *\n",
        "(1... d5 ".repeat(depth),
        ")".repeat(depth)
    );
    let pgn = format!("[Event \"deep\"]\n\n{movetext}");
    let games = read_games(&pgn);
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].moves.len(), 3);
    assert_eq!(games[0].problem, None);
    // notate reads the same over several lines, and as one line just under its bound.
    let lines = movetext.replace("(1... d5 ", "(1... d5\n");
    let back = notate(&lines, InputLang::One(Lang::En), &Chess::default());
    assert!(back.problem.is_none(), "{:?}", back.problem);
    assert_eq!(back.games[0].moves.len(), 3);
    let one_line = format!("1. e4 {}{} e5", "(".repeat(30_000), ")".repeat(30_000));
    assert!(one_line.len() < MAX_LINE_BYTES);
    let back = notate(&one_line, InputLang::One(Lang::En), &Chess::default());
    assert_eq!(back.games[0].moves.len(), 2);
    // Unclosed: everything after is inside the variation, nothing is misread, and the
    // variation never closed is said (issue 18: an error, not a game silently cut short).
    let back = notate(
        &format!("1. e4 {}\ne5\n", "(".repeat(10_000)),
        InputLang::One(Lang::En),
        &Chess::default(),
    );
    assert_eq!(
        back.problem.map(|p| p.error),
        Some(NotateRefusal::Unclosed { line: 1 })
    );
    assert_eq!(back.games[0].moves.len(), 1);
}

#[test]
fn announce_and_notate_take_arbitrary_bytes() {
    let out = rochade(&["announce", "-"], &[], &String::from_utf8_lossy(GARBAGE));
    no_panic(&out);
    let dir = tempdir();
    let file = dir.path().join("garbage");
    write(&file, GARBAGE);
    let before = snapshot(&file);
    for args in [
        &["announce", "--lang", "ru"][..],
        &["notate", "--lang", "auto"][..],
        &["notate", "--lang", "de"][..],
    ] {
        let mut all = args.to_vec();
        all.push(file.to_str().unwrap_or_default());
        let out = rochade(&all, &[], "");
        no_panic(&out);
        if args[0] == "notate" {
            assert_eq!(out.code, Some(1), "{}", out.stderr);
            assert!(
                out.stderr.starts_with("rochade notate: line "),
                "{}",
                out.stderr
            );
        }
    }
    assert_eq!(snapshot(&file), before);
    // A tag line longer than the PGN reader takes: said, not silently dropped.
    let pgn = format!("[Event \"{}\"]\n\n1. e4 *\n", "x".repeat(100_000));
    let out = rochade(&["announce", "-"], &[], &pgn);
    no_panic(&out);
    assert_eq!(out.code, Some(1));
    assert!(
        out.stderr.contains("das PGN ist ab hier nicht lesbar"),
        "{}",
        out.stderr
    );
}

#[test]
fn the_game_refuses_an_input_line_over_its_bound_and_goes_on() {
    let dir = tempdir();
    let long = "Springer ".repeat(100_000);
    let input = format!("{long}\ne4\nquit\n");
    let out = common::game(dir.path(), &["--lang", "de"], &input);
    no_panic(&out);
    assert!(
        out.stdout.contains("zu lang"),
        "{}",
        &out.stdout[..out.stdout.len().min(2000)]
    );
    assert!(out.stdout.contains("Bauer Eva vier"), "{}", out.stdout);
    // Nothing of the long line was said back.
    assert!(out.stdout.len() < 4000, "{}", out.stdout.len());

    // Through the core: a line one byte over the bound.
    let mut state = rochade::app::core::State::new(rochade::app::core::Options {
        lang: Lang::En,
        ..Default::default()
    });
    let line = format!("e4{}", " x".repeat(MAX_INPUT_LINE_BYTES / 2));
    let effects = rochade::app::core::update(
        &mut state,
        rochade::app::core::Input::Line(line),
        std::time::Duration::ZERO,
    );
    let said = common::effects::spoken(&effects);
    assert!(said.iter().any(|s| s.contains("too long")), "{said:?}");
    assert!(state.game().moves().is_empty());
}

#[test]
fn the_game_takes_arbitrary_bytes_on_its_input_line() {
    let dir = tempdir();
    let input = format!("{}\ne4\nquit\n", String::from_utf8_lossy(GARBAGE));
    let out = common::game(dir.path(), &["--lang", "en"], &input);
    no_panic(&out);
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(out.stdout.contains("pawn e4") || out.stdout.contains("e4"));
}

#[test]
fn event_show_refuses_a_file_too_large_or_not_text_and_leaves_it_alone() {
    let dir = tempdir();
    let big = dir.path().join("big.toml");
    let mut text = b"# comment\n".repeat((MAX_SETTINGS_BYTES as usize) / 10 + 1);
    text.extend_from_slice(b"name = \"x\"\n");
    write(&big, &text);
    let bad = dir.path().join("bad.toml");
    write(&bad, GARBAGE);
    let nested = dir.path().join("nested.toml");
    write(
        &nested,
        format!("a = {}{}\n", "[".repeat(10_000), "]".repeat(10_000)).as_bytes(),
    );
    for (file, says) in [
        (&big, "larger than"),
        (&bad, "not UTF-8"),
        (&nested, "not valid"),
    ] {
        let before = snapshot(file);
        let out = rochade(
            &["event", "show", file.to_str().unwrap_or_default()],
            &[],
            "",
        );
        no_panic(&out);
        assert_eq!(out.code, Some(1), "{}", out.stderr);
        assert!(out.stderr.contains(says), "{}", out.stderr);
        assert_eq!(snapshot(file), before);
    }
}

#[test]
fn a_settings_file_too_large_or_not_text_is_said_and_the_defaults_apply() {
    let dir = tempdir();
    let config = dir.path().join("config.toml");
    for bytes in [
        b"lang = \"en\"\n".repeat((MAX_SETTINGS_BYTES as usize) / 12 + 1),
        GARBAGE.to_vec(),
        format!("lang = {}{}\n", "[".repeat(10_000), "]".repeat(10_000)).into_bytes(),
    ] {
        write(&config, &bytes);
        let before = snapshot(&config);
        let env = [
            ("ROCHADE_DATA_DIR", dir.path().as_os_str()),
            ("ROCHADE_CONFIG", config.as_os_str()),
        ];
        let out = rochade(&["--line-mode", "--speech", "none"], &env, "quit\n");
        no_panic(&out);
        assert!(out.stdout.starts_with("Neue Partie."), "{}", out.stdout);
        assert!(
            out.stdout.contains(&format!(
                "Die Einstellungsdatei {} konnte nicht verwendet werden",
                config.display()
            )),
            "{}",
            out.stdout
        );
        assert_eq!(snapshot(&config), before);
    }
}

#[test]
fn export_takes_a_damaged_journal_without_panic_and_leaves_it_alone() {
    let dir = tempdir();
    let games = dir.path().join("games");
    std::fs::create_dir_all(&games).unwrap_or_else(|e| panic!("{e}"));
    let journal = games.join("game-1.jsonl");
    let nested = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    for bytes in [
        GARBAGE.to_vec(),
        nested.clone().into_bytes(),
        vec![b'x'; 1 << 20],
    ] {
        write(&journal, &bytes);
        let before = snapshot(&journal);
        let env = [("ROCHADE_DATA_DIR", dir.path().as_os_str())];
        let out = rochade(&["export"], &env, "");
        no_panic(&out);
        assert_eq!(out.code, Some(1), "{}", out.stderr);
        assert!(out.stderr.starts_with("rochade: "), "{}", out.stderr);
        assert!(out.stderr.len() < 2000, "{}", out.stderr.len());
        assert_eq!(snapshot(&journal), before);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Any text, in any language: notate stops or reads to the end, and what it keeps is
    /// legal; a problem names a line that exists.
    #[test]
    fn notate_never_panics(text in "\\PC{0,200}", lang in 0usize..4) {
        let lang = match lang {
            0 => InputLang::One(Lang::De),
            1 => InputLang::One(Lang::En),
            2 => InputLang::One(Lang::Ru),
            _ => InputLang::Auto,
        };
        let back = notate(&text, lang, &Chess::default());
        if let Some(p) = &back.problem {
            prop_assert!(p.line >= 1 && p.line <= text.lines().count().max(1));
        }
        let _ = back.to_pgn();
    }

    /// Any bytes as PGN.
    #[test]
    fn pgn_never_panics(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let mut n = 0;
        rochade::pgn::read_games_from(&bytes[..], |g| {
            n += 1;
            assert!(g.moves.len() <= MAX_PLIES);
        });
        let _ = n;
    }

    /// Any text as a journal.
    #[test]
    fn journal_replay_never_panics(text in "\\PC{0,300}") {
        let _ = rochade::journal::replay(&text, "prop.jsonl");
    }
}
