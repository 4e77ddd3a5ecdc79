//! The batch commands as a user runs them: the real binary, real pipes.

mod common;

use common::Run;

fn run(args: &[&str], input: &str) -> Run {
    common::rochade(args, &[], input)
}

#[test]
fn announce_prints_one_ply_per_line_and_notate_reads_it_back() {
    let pgn = include_str!("data/WorldChamp1886.pgn");
    let said = run(&["announce", "--lang", "de", "-"], pgn);
    assert!(said.code == Some(0));
    let text = said.stdout.as_str();
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("1. Bauer David vier"));
    assert_eq!(lines.next(), Some("1... Bauer David fünf"));
    // 20 games, 1,680 plies: one line each, each game's result on a line of its own, and a
    // blank line between games.
    let result = |l: &&str| matches!(*l, "1-0" | "0-1" | "1/2-1/2");
    assert_eq!(
        text.lines().filter(|l| !l.is_empty() && !result(l)).count(),
        1680
    );
    assert_eq!(text.lines().filter(result).count(), 20);
    assert_eq!(text.lines().filter(|l| l.is_empty()).count(), 19);

    let back = run(&["notate", "--lang", "de"], text);
    assert!(back.code == Some(0), "{}", back.stderr.as_str());
    let pgn_out = back.stdout.as_str();
    assert_eq!(pgn_out.matches("[Event ").count(), 20);
    assert!(pgn_out.contains("1. d4 d5 2. c4 c6 3. e3 Bf5 4. Nc3 e6"));
}

#[test]
fn notate_reports_a_bad_move_with_line_and_reason_and_keeps_the_moves_before_it() {
    let input = "1. Eva vier Eva fünf\n2. Springer Felix drei Springer Cesar sechs\n3. Läufer Bella sechs\n";
    let out = run(&["notate", "--lang", "de"], input);
    assert!(out.code != Some(0));
    let stdout = out.stdout.as_str();
    assert!(stdout.contains("1. e4 e5 2. Nf3 Nc6 *"), "{stdout}");
    let stderr = out.stderr.as_str();
    assert!(stderr.contains("line 3"), "{stderr}");
    assert!(stderr.contains("Läufer Bella sechs"), "{stderr}");
    assert!(stderr.contains("Regelwidriger Zug"), "{stderr}");
}

#[test]
fn notate_starts_from_a_fen_and_refuses_an_impossible_one() {
    let out = run(
        &[
            "notate",
            "--lang",
            "en",
            "--fen",
            "3r3k/1P4pp/8/8/8/8/6PP/6K1 w - - 0 1",
        ],
        "b8 promotes to knight",
    );
    assert!(out.code == Some(0));
    let stdout = out.stdout.as_str();
    assert!(
        stdout.contains("[SetUp \"1\"]") && stdout.contains("1. b8=N *"),
        "{stdout}"
    );

    let out = run(&["notate", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"], "e4");
    assert!(out.code != Some(0));
    assert!(out.stderr.as_str().contains("impossible position"));
}

#[test]
fn announce_names_a_token_it_cannot_read_and_exits_non_zero() {
    let pgn = "[Event \"x\"]\n\n1. e4 e5\n2. Nf3 Zeppelin 3. Bb5 *\n";
    let out = run(&["announce", "--lang", "en", "-"], pgn);
    assert_eq!(out.code, Some(1), "{}", out.stderr);
    assert!(out.stderr.contains("line 4"), "{}", out.stderr);
    assert!(out.stderr.contains("Zeppelin"), "{}", out.stderr);
    // The plies before it are said, none after it.
    assert!(out.stdout.contains("2. Knight f3"), "{}", out.stdout);
    assert!(!out.stdout.contains("b5"), "{}", out.stdout);
}

#[test]
fn announce_reads_what_notate_reads() {
    // Long algebraic, a promotion without "=", UCI: once dropped without a word.
    let out = run(
        &["announce", "--lang", "en", "-"],
        "1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 3. g1h3 1-0\n",
    );
    assert_eq!(out.code, Some(1), "{}", out.stderr);
    assert!(out.stderr.contains("g1h3"), "{}", out.stderr);
    let out = run(
        &["announce", "--lang", "en", "-"],
        "1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 1-0\n",
    );
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert_eq!(out.stdout.lines().count(), 5, "{}", out.stdout);
}
