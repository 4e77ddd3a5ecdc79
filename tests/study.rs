//! A game loaded for study (`rochade study FILE.pgn`): stepped through by ear, into a
//! variation and back to the game, the position of each step the one the board questions
//! answer for; nothing recorded. Bad input is said in words, never a panic.

mod common;

use std::time::Duration;

use rochade::Lang;
use rochade::app::core::{Effect, Input, Options, Priority, State, update};
use shakmaty::san::San;
use shakmaty::{Chess, Position};

const ANNOTATED: &str = "[White \"Anna\"]\n[Black \"Bert\"]\n\n\
                         1. e4 e5 (1... c5 2. Nf3 d6) 2. Nf3 {good} Nc6 $1 *\n";

/// The position after `moves` (SAN) from the standard start.
fn after(moves: &[&str]) -> Chess {
    let mut pos = Chess::default();
    for san in moves {
        let m = San::from_ascii(san.as_bytes())
            .and_then(|s| s.to_move(&pos).map_err(|_| shakmaty::san::ParseSanError))
            .unwrap_or_else(|e| panic!("{san}: {e}"));
        pos.play_unchecked(m);
    }
    pos
}

/// A study of `pgn`'s first game in `lang`, started.
fn study(pgn: &str, lang: Lang) -> (State, Vec<Effect>) {
    let mut s = State::new(Options {
        lang,
        ..Options::default()
    });
    let game = rochade::pgn::read_games(pgn).remove(0);
    s.study(game);
    let out = update(&mut s, Input::Start, Duration::ZERO);
    (s, out)
}

/// What `effects` say, one sentence a line; a recorded entry fails the test (a study
/// records nothing).
fn said(effects: &[Effect]) -> String {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Speak { text, .. } => Some(text.as_str()),
            Effect::Record(r) => panic!("a study recorded {r:?}"),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Types `line` and returns what is said.
fn say(s: &mut State, line: &str) -> String {
    said(&update(s, Input::Line(line.into()), Duration::ZERO))
}

#[test]
fn a_study_steps_into_a_variation_through_it_and_back_to_the_game() {
    let (mut s, out) = study(ANNOTATED, Lang::En);
    let begin = said(&out);
    assert!(begin.starts_with("Anna against Bert.\nThe game is loaded for study: two moves."));
    assert_eq!(s.game().position(), &Chess::default());
    let steps: [(&str, &str, &[&str]); 9] = [
        ("next", "Move one, White: Pawn e4.", &["e4"]),
        (
            "next",
            "Move one, Black: Pawn e5.\nA variation starts here: Pawn c5. Say variation to hear it.",
            &["e4", "e5"],
        ),
        (
            "variation",
            "Variation.\nMove one, Black: Pawn c5.",
            &["e4", "c5"],
        ),
        ("next", "Move two, White: Knight f3.", &["e4", "c5", "Nf3"]),
        (
            "next",
            "Move two, Black: Pawn d6.\nThat was the last move of the variation. Say back, or back \
             to game.",
            &["e4", "c5", "Nf3", "d6"],
        ),
        (
            "back to game",
            "Back in the game.\nMove one, Black: Pawn e5.\nA variation starts here: Pawn c5. Say \
             variation to hear it.",
            &["e4", "e5"],
        ),
        (
            "next",
            "Move two, White: Knight f3.\nComment: good",
            &["e4", "e5", "Nf3"],
        ),
        (
            "next",
            "Move two, Black: Knight c6.\nAnnotation: good move.\nThat was the last move of the game.",
            &["e4", "e5", "Nf3", "Nc6"],
        ),
        (
            "previous",
            "Move two, White: Knight f3.\nComment: good",
            &["e4", "e5", "Nf3"],
        ),
    ];
    for (typed, expected, moves) in steps {
        assert_eq!(say(&mut s, typed), expected, "after {typed}");
        assert_eq!(s.game().position(), &after(moves), "after {typed}");
    }
    // A step's sentences are heard whole: they queue as a read-back, which the next step
    // cuts (a query would replace the one waiting before it).
    let out = update(&mut s, Input::Line("next".into()), Duration::ZERO);
    assert_eq!(out.first(), Some(&Effect::Hush(Priority::ReadBack)));
    let priorities: Vec<Priority> = out
        .iter()
        .filter_map(|e| match e {
            Effect::Speak { priority, .. } => Some(*priority),
            _ => None,
        })
        .collect();
    assert_eq!(
        priorities,
        [Priority::ReadBack, Priority::ReadBack, Priority::ReadBack]
    );
    // The board questions answer for the position reached, in the variation too.
    assert_eq!(say(&mut s, "square f3"), "f3: white Knight");
    assert_eq!(say(&mut s, "move 1"), "Move one, White: Pawn e4.");
    say(&mut s, "next");
    say(&mut s, "variation");
    assert_eq!(say(&mut s, "square c5"), "c5: black Pawn");
    assert_eq!(say(&mut s, "square e5"), "e5: empty");
    // "back" leaves one level: here, back into the game after the move the variation replaces.
    assert_eq!(
        say(&mut s, "back"),
        "Back in the game.\nMove one, Black: Pawn e5.\nA variation starts here: Pawn c5. Say \
         variation to hear it."
    );
    assert_eq!(s.game().position(), &after(&["e4", "e5"]));
    assert!(s.log().len() == 3, "{:?}", s.log());
}

#[test]
fn a_german_study_uses_the_german_words_and_nested_variations_one_level_at_a_time() {
    let pgn = "1. e4 e5 (1... c5 2. Nf3 (2. c3 $6 d5) d6) (1... e6) 2. Nf3 *\n";
    let (mut s, _) = study(pgn, Lang::De);
    say(&mut s, "nächster");
    assert_eq!(
        say(&mut s, "nächster"),
        "Zug eins, Schwarz: Bauer Eva fünf.\nHier beginnen zwei Varianten, die erste: Bauer Cesar \
         fünf. Sie hören eine mit Variante und ihrer Nummer."
    );
    assert_eq!(
        say(&mut s, "variante 2"),
        "Variante zwei von zwei.\nZug eins, Schwarz: Bauer Eva sechs.\nDas war der letzte Zug der \
         Variante. Sagen Sie zurück oder zurück zur Partie."
    );
    assert_eq!(s.game().position(), &after(&["e4", "e6"]));
    say(&mut s, "zurück");
    say(&mut s, "variante");
    assert_eq!(
        say(&mut s, "nächster"),
        "Zug zwei, Weiß: Springer Felix drei.\nHier beginnt eine Variante: Bauer Cesar drei. Sie \
         hören sie mit Variante."
    );
    assert_eq!(
        say(&mut s, "variante"),
        "Variante.\nZug zwei, Weiß: Bauer Cesar drei.\nBewertung: zweifelhafter Zug."
    );
    say(&mut s, "nächster");
    assert_eq!(s.game().position(), &after(&["e4", "c5", "c3", "d5"]));
    // One level out: the outer variation, after the move the inner one replaces.
    assert_eq!(
        say(&mut s, "zurück"),
        "Zurück in der Variante darüber.\nZug zwei, Weiß: Springer Felix drei.\nHier beginnt \
         eine Variante: Bauer Cesar drei. Sie hören sie mit Variante."
    );
    assert_eq!(s.game().position(), &after(&["e4", "c5", "Nf3"]));
    say(&mut s, "variante");
    assert!(say(&mut s, "zurück zur partie").starts_with("Zurück in der Partie.\n"));
    assert_eq!(s.game().position(), &after(&["e4", "e5"]));
}

#[test]
fn what_a_study_cannot_do_is_said_in_words() {
    let (mut s, _) = study(ANNOTATED, Lang::En);
    assert_eq!(
        say(&mut s, "previous"),
        "This is the starting position; there is no move before it."
    );
    assert_eq!(say(&mut s, "variation"), "No variation starts here.");
    assert_eq!(
        say(&mut s, "back to game"),
        "You are in the game already, in no variation."
    );
    assert_eq!(say(&mut s, "move 9"), "This line has no move 9.");
    assert!(say(&mut s, "move").starts_with("Not a move number"));
    let refused = "This is a study: no moves are played here and nothing is recorded. Say next, \
                   previous, move and a number, variation, or back to game.";
    assert_eq!(say(&mut s, "e4"), refused);
    assert_eq!(say(&mut s, "resign"), refused);
    assert_eq!(say(&mut s, "draw"), refused);
    say(&mut s, "next");
    assert_eq!(say(&mut s, "variation"), "No variation starts here.");
    say(&mut s, "next");
    assert_eq!(
        say(&mut s, "variation 3"),
        "Only one variation starts here; there is no variation 3."
    );
    say(&mut s, "variation");
    assert_eq!(
        say(&mut s, "previous"),
        "The start of the variation, before its first move."
    );
    assert_eq!(
        say(&mut s, "previous"),
        "This is the start of the variation; back leaves it."
    );
    assert_eq!(s.game().position(), &after(&["e4"]));
    // Outside a study the study's commands say where they work.
    let mut game = State::new(Options {
        lang: Lang::En,
        ..Options::default()
    });
    update(&mut game, Input::Start, Duration::ZERO);
    assert!(say(&mut game, "variation").starts_with("Variations are there in a game loaded"));
}

#[test]
fn the_binary_studies_a_game_in_line_mode_and_records_nothing() {
    let dir = common::tempdir();
    let file = dir.path().join("annotated.pgn");
    std::fs::write(&file, ANNOTATED).unwrap_or_else(|e| panic!("{e}"));
    let data = dir.path().join("data");
    let file_arg = file.display().to_string();
    let run = common::rochade(
        &[
            "study",
            "--lang",
            "en",
            "--line-mode",
            "--speech",
            "none",
            &file_arg,
        ],
        &[("ROCHADE_DATA_DIR", data.as_os_str())],
        "next\nnext\nvariation\nnext\nsquare f3\nback to game\nnext\nquit\n",
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let out = run.stdout;
    for line in [
        "Move one, Black: Pawn e5.",
        "A variation starts here: Pawn c5. Say variation to hear it.",
        "Move one, Black: Pawn c5.",
        "Move two, White: Knight f3.",
        "f3: white Knight",
        "Back in the game.",
        "Comment: good",
    ] {
        assert!(out.contains(line), "{line}:\n{out}");
    }
    let back = out.find("Back in the game.").unwrap_or(0);
    assert!(out[back..].contains("Comment: good"), "{out}");
    // No journal: nothing of the study is kept as a game.
    let games = data.join("games");
    let kept = std::fs::read_dir(&games).map_or(0, |d| d.count());
    assert_eq!(kept, 0, "{games:?}");
}

#[test]
fn the_binary_says_why_a_file_or_game_cannot_be_studied() {
    let dir = common::tempdir();
    let data = dir.path().join("data");
    let env = [("ROCHADE_DATA_DIR", data.as_os_str())];
    let run_on = |name: &str, text: Option<&str>, more: &[&str]| {
        let path = dir.path().join(name);
        if let Some(text) = text {
            std::fs::write(&path, text).unwrap_or_else(|e| panic!("{e}"));
        }
        let path = path.display().to_string();
        let mut args = vec!["study", "--lang", "en", "--line-mode", "--speech", "none"];
        args.extend_from_slice(more);
        args.push(&path);
        common::rochade(&args, &env, "quit\n")
    };
    let run = run_on("prose.pgn", Some("this is not chess at all\n"), &[]);
    assert_eq!(run.code, Some(1));
    assert!(run.stderr.contains("holds no game"), "{}", run.stderr);
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
    let run = run_on("one.pgn", Some(ANNOTATED), &["--game", "2"]);
    assert_eq!(run.code, Some(1));
    assert!(
        run.stderr.contains("holds one game; there is no game 2"),
        "{}",
        run.stderr
    );
    let run = run_on("missing.pgn", None, &[]);
    assert_eq!(run.code, Some(1));
    assert!(run.stderr.contains("cannot be read"), "{}", run.stderr);
    // A move that is not legal: the game is studied up to it, and that is said.
    let run = run_on("illegal.pgn", Some("1. e4 e5 2. Ke3 Nf6 *\n"), &[]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout.contains("The game is studied up to this point"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("study: one move."), "{}", run.stdout);
}

#[test]
fn the_full_screen_view_shows_the_study_and_its_variation() {
    let dir = common::tempdir();
    let file = dir.path().join("annotated.pgn");
    std::fs::write(&file, ANNOTATED).unwrap_or_else(|e| panic!("{e}"));
    let file_arg = file.display().to_string();
    let mut cmd = common::pty::rochade(&[
        "study",
        "--lang",
        "en",
        "--speech",
        "none",
        "--screen-reader",
        "off",
        &file_arg,
    ]);
    cmd.env("ROCHADE_DATA_DIR", dir.path().join("data"));
    let mut t = common::pty::Terminal::start(cmd, 100, 30);
    t.wait_for("loaded for study");
    t.type_keys(b"next\r");
    t.wait_for("Pawn e4");
    t.type_keys(b"next\r");
    t.wait_for("A variation starts here");
    t.type_keys(b"variation\r");
    t.wait_for("Move one, Black: Pawn c5.");
    t.type_keys(b"square c5\r");
    t.wait_for("c5: black Pawn");
    t.type_keys(b"back to game\r");
    t.wait_for("Back in the game.");
    t.type_keys(b"quit\r");
    assert_eq!(t.exit_code(), 0);
}
