//! Two and three real rochade processes playing one game over 127.0.0.1 in line mode: the host
//! says a pairing code, the other boards join with it; moves on either board appear and are
//! said on the other; a wrong code is refused; a viewer cannot move; the opponent cannot move
//! White's pieces; the arbiter's clock change reaches every board.

mod common;

use common::live::{self, Live};
use common::tempdir;

/// A host on a free loopback port; returns it, its code and its address.
fn host(data: &std::path::Path, extra: &[&str]) -> (Live, String, String) {
    let mut options = Vec::new();
    // Moves completed at once, unless the test plays the table protocol.
    if !extra.contains(&"--confirm") {
        options.push("--no-confirm");
    }
    options.extend_from_slice(extra);
    live::host(data, 0, &options)
}

fn join(data: &std::path::Path, addr: &str, code: &str, role: &str, lang: &str) -> Live {
    Live::start(
        data,
        &["join", addr, "--code", code, "--role", role, "--lang", lang],
    )
}

#[test]
fn a_game_between_two_boards() {
    let a = tempdir();
    let b = tempdir();
    let (mut h, code, addr) = host(a.path(), &["--time-control", "rapid"]);
    h.expect("Pairing code:");
    let mut g = join(b.path(), &addr, &code, "opponent", "de");
    g.expect("Mit dem Brett des Gastgebers verbunden");
    h.expect("Connected: Black, the opponent.");
    h.send("e4");
    h.expect("Pawn e4");
    g.expect("Bauer Eva vier");
    g.send("Bauer Eva fünf");
    h.expect("Pawn e5");
    g.expect("Bauer Eva fünf");
    // The opponent cannot move White's pieces: refused on the board that tried, in words.
    g.send("Springer Felix drei");
    g.expect("Das darf nur Weiß.");
    h.send("Nf3");
    g.expect("Springer Felix drei");
    // The clock runs on the host; the joined board tells the host's readings.
    g.send("uhr");
    g.expect("Die Uhr von Schwarz läuft.");
    let host_lines = h.finish();
    assert!(
        !host_lines.iter().any(|l| l.contains("Only White")),
        "the refusal is said on the board that tried only:\n{}",
        host_lines.join("\n")
    );
    g.finish();
    // Both journals hold the same game.
    let export = |d: &std::path::Path| {
        common::rochade(&["export"], &[("ROCHADE_DATA_DIR", d.as_os_str())], "").stdout
    };
    let (pa, pb) = (export(a.path()), export(b.path()));
    assert!(pa.contains("1. e4 "), "{pa}");
    assert!(pa.contains("2. Nf3 "), "{pa}");
    let moves = |p: &str| {
        p.lines()
            .filter(|l| !l.starts_with('['))
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(moves(&pa), moves(&pb));
}

#[test]
fn a_wrong_code_is_refused_and_the_game_is_untouched() {
    let a = tempdir();
    let b = tempdir();
    let (mut h, code, addr) = host(a.path(), &[]);
    // Another code: the first square changed.
    let rest = code.get(1..).unwrap_or_default();
    let wrong = if code.starts_with('a') {
        format!("b{rest}")
    } else {
        format!("a{rest}")
    };
    let mut g = join(b.path(), &addr, &wrong, "opponent", "en");
    g.expect("The code does not match the host's.");
    h.expect("Someone tried to join with a wrong code.");
    h.send("e4");
    h.expect("Pawn e4");
    g.finish();
    h.finish();
}

#[test]
fn three_boards_a_viewer_listens_and_the_arbiter_sets_a_clock() {
    let a = tempdir();
    let b = tempdir();
    let c = tempdir();
    let (mut h, code, addr) = host(a.path(), &["--time-control", "rapid"]);
    let mut arbiter = join(b.path(), &addr, &code, "arbiter", "en");
    arbiter.expect("Connected to the host's board");
    h.expect("Connected: the arbiter.");
    let mut viewer = join(c.path(), &addr, &code, "viewer", "ru");
    viewer.expect("Связь с ведущей доской установлена");
    h.expect("Connected: a listener.");
    h.send("e4");
    viewer.expect("Бауэр Ева фир");
    viewer.send("e5");
    viewer.expect("Слушатель может только слушать");
    arbiter.send("arbiter add black 5");
    h.expect("Arbiter: five minutes added to Black");
    arbiter.expect("Arbiter: five minutes added to Black");
    viewer.expect("Арбитр");
    viewer.finish();
    arbiter.finish();
    h.finish();
}

#[test]
fn between_two_boards_the_opponent_repeats_and_confirms_each_move() {
    let a = tempdir();
    let b = tempdir();
    let (mut h, code, addr) = host(a.path(), &["--confirm", "--time-control", "rapid"]);
    let mut g = join(b.path(), &addr, &code, "opponent", "en");
    g.expect("Connected to the host's board");
    h.send("e4");
    g.expect("White announces Pawn e4. Black, please confirm.");
    // Not completed: White's clock still runs on both boards.
    g.send("clock");
    g.expect("White's clock is running.");
    // A repeat that differs is flagged on both boards and completes nothing.
    g.send("d4");
    g.expect("Attention: Black repeats Pawn d4, but Pawn e4 was announced.");
    h.expect("Attention: Black repeats Pawn d4, but Pawn e4 was announced.");
    // A slip of the tongue is corrected before completion (D.2.8).
    h.send("correct d4");
    g.expect("White corrects the announcement: Pawn d4 instead of Pawn e4");
    g.send("confirm");
    h.expect("Pawn d4");
    g.expect("Pawn d4");
    g.send("clock");
    g.expect("Black's clock is running.");
    // Black announces on the other board; White confirms by repeating it.
    g.send("d5");
    h.expect("Black announces Pawn d5. White, please confirm.");
    h.send("d5");
    g.expect("Pawn d5");
    h.finish();
    g.finish();
}

#[test]
fn a_board_that_never_paired_is_refused_without_a_code_and_said_on_the_host() {
    let a = tempdir();
    let b = tempdir();
    let c = tempdir();
    let port = common::free_port();
    let start_host = |dir: &std::path::Path| live::host(dir, port, &["--no-confirm"]);
    let addr = format!("127.0.0.1:{port}");
    // Board B pairs with host A, then A is gone.
    let (h, code, _) = start_host(a.path());
    let mut g = join(b.path(), &addr, &code, "opponent", "en");
    g.expect("Connected to the host's board");
    g.finish();
    h.kill();
    // Another host on the same address: B comes back without a code, as to A; it is refused,
    // and the other host says so.
    let (mut other, _, _) = start_host(c.path());
    let mut g = Live::start(b.path(), &["join", &addr, "--lang", "en"]);
    g.expect("The host does not accept a connection now.");
    other.expect("A board that never paired with this one tried to connect without a code");
    g.finish();
    other.finish();
}
