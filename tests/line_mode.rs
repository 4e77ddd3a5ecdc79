//! The built binary in line mode through pipes: moves, queries, a bad move, quit.

mod common;

fn run(args: &[&str], input: &str) -> (String, String, Option<i32>) {
    // A private data directory (journal, transcript) and no speech engine: the test reads
    // what is written, and must not start the machine's speech daemon.
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
    let run = common::game(data.path(), args, input);
    (run.stdout, run.stderr, run.code)
}

#[test]
fn moves_queries_a_bad_move_and_quit_in_german() {
    let (out, err, code) = run(
        &[],
        "Bauer Eva vier\ne5\nSpringer Gustav eins nach Felix drei\nfeld Felix drei\nSpringer Eva fünf\nwo Springer\nwer\nfeld Eva neun\nende\nd6\n",
    );
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(err, "");
    let expected = [
        "Neue Partie. Weiß ist am Zug. Züge ansagen oder tippen; das Wort hilfe nennt die Befehle.",
        "Bauer Eva vier",
        "Bauer Eva fünf",
        "Springer Felix drei",
        "Felix drei: weißer Springer",
        "Regelwidriger Zug: Springer Eva fünf. Auf Eva fünf steht schon Ihr Bauer.",
        "Springer: Weiß Bella eins, Felix drei. Schwarz Bella acht, Gustav acht.",
        "Schwarz ist am Zug, Zug zwei.",
        "Kein Feld: Eva neun. Ein Feld ist eine Linie von Anna bis Hector und eine Reihe von eins bis acht, zum Beispiel Eva vier oder e4.",
        "Sitzung beendet.",
    ];
    assert_eq!(out.lines().collect::<Vec<_>>(), expected);
    // Plain text only: no escape codes.
    assert!(!out.contains('\x1b'));
}

#[test]
fn end_of_input_ends_cleanly_in_english() {
    let (out, err, code) = run(
        &["--lang", "en", "--line-mode"],
        "Nf3\nwhat is on f3\nhelp\n",
    );
    assert_eq!(code, Some(0), "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[1], "Knight f3");
    assert_eq!(lines[2], "f3: white Knight");
    assert!(
        lines[3].starts_with("Announce a move in words, for example Knight f3"),
        "{}",
        lines[3]
    );
    assert_eq!(lines.last(), Some(&"Session ended."));
    assert_eq!(lines.len(), 5);
}

#[test]
fn a_position_from_fen_and_bad_bytes() {
    let (out, _, code) = run(
        &["--lang", "en", "--fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1"],
        "O-O\n\u{ff}\u{fe}\nquit\n",
    );
    assert_eq!(code, Some(0));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[1], "castles short");
    assert_eq!(lines.len(), 4, "{out}");
    let (_, err, code) = run(&["--fen", "not a position"], "");
    assert_eq!(code, Some(1));
    assert!(err.contains("not a FEN position"), "{err}");
}
