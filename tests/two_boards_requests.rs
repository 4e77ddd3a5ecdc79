//! Nothing dropped silently, with real processes over 127.0.0.1 (table trial T3, T10, T12,
//! T2): a request typed on a joined board while the host is down is kept and carried out when
//! the host is back with `--resume`; when the host ends the session the joined board says so;
//! a restarted joined board says where the game stands; a new game on the host reaches the
//! joined board.

mod common;

use common::live::Live;

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .unwrap_or_else(|e| panic!("{e}"))
}

fn tempdir() -> tempfile::TempDir {
    tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"))
}

/// A host in English on `port` with `extra` options; returns it and its code.
fn host(data: &std::path::Path, port: u16, extra: &[&str]) -> (Live, String) {
    let port = port.to_string();
    let mut args = vec![
        "host",
        "--bind",
        "127.0.0.1",
        "--port",
        &port,
        "--no-advertise",
        "--lang",
        "en",
    ];
    args.extend_from_slice(extra);
    let mut h = Live::start(data, &args);
    let code = h.expect("pairing code: ");
    h.expect("listening on ");
    (
        h,
        code.trim_start_matches("pairing code: ").trim().to_owned(),
    )
}

/// Waits until every one of `needles` has been in a line, in any order.
fn expect_all(live: &mut Live, needles: &[&str]) {
    let mut left = needles.to_vec();
    while !left.is_empty() {
        let line = live.expect("");
        left.retain(|n| !line.contains(n));
    }
}

#[test]
fn a_confirmation_typed_while_the_host_is_down_is_carried_out_after_resume() {
    let (a, b) = (tempdir(), tempdir());
    let port = free_port();
    let addr = format!("127.0.0.1:{port}");
    let (mut h, code) = host(a.path(), port, &["--confirm", "--time-control", "rapid"]);
    let mut g = Live::start(b.path(), &["join", &addr, "--code", &code, "--lang", "en"]);
    g.expect("Here: Black, the opponent.");
    h.send("e4");
    g.expect("White announces Pawn e4. Black, please confirm.");
    h.kill();
    g.expect("The connection to the host is lost");
    g.send("confirm");
    let (mut h, _) = host(
        a.path(),
        port,
        &["--confirm", "--time-control", "rapid", "--resume"],
    );
    h.expect("Connected: Black, the opponent.");
    // Carried out on the host: the move is completed, Black's clock runs on both boards.
    h.expect("Pawn e4");
    h.send("clock");
    h.expect("Black's clock is running.");
    g.send("clock");
    g.expect("Black's clock is running.");
    h.finish();
    // The host ended the session on purpose: said on the joined board, not a crash.
    g.expect("The host's board has ended the session.");
    g.finish();
}

#[test]
fn a_restarted_joined_board_says_where_the_game_stands() {
    let (a, b) = (tempdir(), tempdir());
    let port = free_port();
    let addr = format!("127.0.0.1:{port}");
    let (mut h, code) = host(a.path(), port, &["--no-confirm"]);
    let mut g = Live::start(b.path(), &["join", &addr, "--code", &code, "--lang", "en"]);
    g.expect("Here: Black, the opponent.");
    h.send("e4");
    g.expect("Pawn e4");
    g.send("e5");
    h.expect("Pawn e5");
    h.send("Nf3");
    g.expect("Knight f3");
    g.finish();
    let mut g = Live::start(b.path(), &["join", &addr, "--lang", "en"]);
    g.expect("Back in the game after move 2");
    g.send("Nc6");
    h.expect("Knight c6");
    let lines = g.finish();
    assert!(
        !lines
            .iter()
            .any(|l| l.contains("New game") || l.contains("Pawn e4")),
        "the game read again:\n{}",
        lines.join("\n")
    );
    h.finish();
}

#[test]
fn a_new_game_on_the_host_reaches_the_joined_board() {
    let (a, b) = (tempdir(), tempdir());
    let port = free_port();
    let addr = format!("127.0.0.1:{port}");
    let (mut h, code) = host(a.path(), port, &["--no-confirm"]);
    let mut g = Live::start(b.path(), &["join", &addr, "--code", &code, "--lang", "en"]);
    g.expect("Here: Black, the opponent.");
    // The game ends (fool's mate), and the host starts a new one.
    h.send("f3");
    g.expect("Pawn f3");
    g.send("e5");
    h.expect("Pawn e5");
    h.send("g4");
    g.expect("Pawn g4");
    g.send("Qh4");
    h.expect("Black wins by checkmate");
    g.expect("Black wins by checkmate");
    h.send("new");
    h.expect("New game.");
    expect_all(&mut g, &["New game."]);
    h.send("e4");
    g.expect("Pawn e4");
    g.send("e5");
    h.expect("Pawn e5");
    // The host restarts without --resume: another game; the joined board says so plainly.
    h.kill();
    let (h, _) = host(a.path(), port, &["--no-confirm"]);
    g.expect("The host's board is in another game now");
    h.finish();
    g.finish();
}

#[test]
fn a_request_kept_while_the_host_is_down_survives_a_restart_of_the_joined_board() {
    let (a, b) = (tempdir(), tempdir());
    let port = free_port();
    let addr = format!("127.0.0.1:{port}");
    let (mut h, code) = host(a.path(), port, &["--confirm", "--time-control", "rapid"]);
    let mut g = Live::start(b.path(), &["join", &addr, "--code", &code, "--lang", "en"]);
    g.expect("Here: Black, the opponent.");
    h.send("e4");
    g.expect("White announces Pawn e4. Black, please confirm.");
    h.kill();
    g.expect("The connection to the host is lost");
    g.send("confirm");
    // Kept on the joined board's disk: it is killed too and started again.
    std::thread::sleep(std::time::Duration::from_millis(300));
    g.kill();
    let mut g = Live::start(b.path(), &["join", &addr, "--lang", "en"]);
    let (mut h, _) = host(
        a.path(),
        port,
        &["--confirm", "--time-control", "rapid", "--resume"],
    );
    h.expect("Connected: Black, the opponent.");
    h.expect("Pawn e4");
    h.send("clock");
    h.expect("Black's clock is running.");
    // The completed move reaches the joined board before it is asked (a loaded machine may
    // deliver the host's entry after the line typed there).
    g.expect("Pawn e4");
    g.send("clock");
    g.expect("Black's clock is running.");
    h.finish();
    g.finish();
}
