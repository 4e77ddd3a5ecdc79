//! What cannot be undone, between two real boards over 127.0.0.1 (table trial P12, P4): a
//! take-back of a completed move asked on one board is asked of the other player on their
//! board, in their language, and carried out only on their yes; a resignation typed on the
//! joined board is said back there and carried out by the host on the yes, and one for the
//! other colour is refused at once.

mod common;

use common::live::{self, Live};
use common::{free_port, tempdir};

/// An English host (White, no event profile) on a free port, and a German board joined as
/// Black's opponent.
fn table(a: &std::path::Path, b: &std::path::Path) -> (Live, Live) {
    let port = free_port();
    let (mut h, code, _) = live::host(a, port, &["--no-confirm"]);
    let addr = format!("127.0.0.1:{port}");
    let mut g = Live::start(b, &["join", &addr, "--code", &code, "--lang", "de"]);
    g.expect("Schwarz");
    h.expect("Connected: Black, the opponent.");
    (h, g)
}

#[test]
fn a_take_back_waits_for_the_other_boards_yes_and_a_no_is_said_on_both() {
    let (a, b) = (tempdir(), tempdir());
    let (mut h, mut g) = table(a.path(), b.path());
    h.send("e4");
    g.expect("Bauer Eva vier");
    g.send("Bauer Eva fünf");
    h.expect("Pawn e5");

    // Black asks on the joined board: asked of White on the host, refused, said on both.
    g.send("zurück");
    h.expect("Black asks to take back Pawn e5. White, do you agree? Say yes or no.");
    h.send("no");
    h.expect("Not agreed: the move stands.");
    g.expect("Nicht einverstanden: Der Zug bleibt.");
    h.send("turn");
    h.expect("White to move, move two.");

    // Asked again and agreed: taken back on both boards.
    g.send("zurück");
    h.expect("Black asks to take back Pawn e5.");
    h.send("yes");
    h.expect("Taken back: ");
    g.expect("Zurückgenommen: ");
    h.send("turn");
    h.expect("Black to move, move one.");

    // White asks on the host: asked of Black on the joined board, in German, agreed there.
    h.send("undo");
    h.expect("Your opponent is asked to agree; the move stands until then.");
    g.expect("Weiß möchte");
    g.send("ja");
    g.expect("Zurückgenommen: ");
    h.expect("Taken back: ");
    h.send("turn");
    h.expect("White to move, move one.");
    let host_lines = h.finish();
    let guest_lines = g.finish();
    // Nothing was taken back before its yes: three questions, two take-backs.
    let count = |lines: &[String], s: &str| lines.iter().filter(|l| l.contains(s)).count();
    assert_eq!(
        count(&host_lines, "Taken back: "),
        2,
        "{}",
        host_lines.join("\n")
    );
    assert_eq!(
        count(&guest_lines, "Zurückgenommen: "),
        2,
        "{}",
        guest_lines.join("\n")
    );
}

#[test]
fn a_resignation_on_the_joined_board_is_asked_there_and_carried_out_by_the_host() {
    let (a, b) = (tempdir(), tempdir());
    let (mut h, mut g) = table(a.path(), b.path());
    h.send("e4");
    g.expect("Bauer Eva vier");
    // For the other colour: refused at once, nothing asked.
    g.send("aufgeben weiß");
    g.expect("Das darf nur Weiß");
    // For its own colour: said back, and nothing happens on a no.
    g.send("aufgeben");
    g.expect("Die Partie als Schwarz aufgeben?");
    g.send("nein");
    g.expect("Nicht aufgegeben; die Partie geht weiter.");
    h.send("turn");
    h.expect("Black to move, move one.");
    // On the yes the host records it, and both boards say the ending.
    g.send("aufgeben");
    g.expect("Die Partie als Schwarz aufgeben?");
    g.send("ja");
    h.expect("Black resigns");
    g.expect("Schwarz gibt auf (Artikel");
    let host_lines = h.finish();
    g.finish();
    assert_eq!(
        host_lines
            .iter()
            .filter(|l| l.contains("Black resigns"))
            .count(),
        1,
        "{}",
        host_lines.join("\n")
    );
}
