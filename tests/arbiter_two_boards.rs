//! The arbiter on two boards (issue 32, findings 1 and 11), the trial's steps with real
//! processes: a host under an event profile (White), an opponent, an assistant, a viewer and
//! an arbiter joined with the code. The arbiter's commands typed at the host's keyboard (the
//! blind player's own) change no clock and rule nothing, in nobody's name; typed at a joined
//! board that may not rule they are refused at once, before any yes-or-no question; typed at
//! the arbiter's board they are carried out.

mod common;

use common::live::{self, Live};
use common::{free_port, tempdir};

fn join(data: &std::path::Path, addr: &str, code: &str, role: &[&str]) -> Live {
    let mut args = vec!["join", addr, "--lang", "en", "--code", code];
    args.extend_from_slice(role);
    let mut b = Live::start(data, &args);
    b.expect("Connected to the host's board");
    b
}

/// The next line that answers an arbiter's command: a refusal or a question.
fn answer(board: &mut Live) -> String {
    loop {
        let line = board.expect("");
        if ["Only the", "only listen", "yes", "arbiter", "Arbiter"]
            .iter()
            .any(|n| line.contains(n))
            && !line.starts_with("Connected")
        {
            return line;
        }
    }
}

#[test]
fn only_the_arbiters_board_rules_and_the_others_are_refused_at_once() {
    let dirs: Vec<_> = (0..5).map(|_| tempdir()).collect();
    let profile = dirs[0].path().join("event.toml");
    std::fs::write(
        &profile,
        "event = \"Test Open\"\n[time_control]\npgn = \"900+10\"\n",
    )
    .unwrap();
    let port = free_port();
    let addr = format!("127.0.0.1:{port}");
    let (mut host, code, _) = live::host(
        dirs[0].path(),
        port,
        &["--event", profile.to_str().unwrap()],
    );
    let mut opponent = join(dirs[1].path(), &addr, &code, &[]);
    let mut assistant = join(
        dirs[2].path(),
        &addr,
        &code,
        &["--role", "assistant", "--side", "white"],
    );
    let mut viewer = join(dirs[3].path(), &addr, &code, &["--role", "viewer"]);
    let mut arbiter = join(dirs[4].path(), &addr, &code, &["--role", "arbiter"]);
    host.send("e4");
    opponent.expect("White announces Pawn e4");
    opponent.send("confirm");
    opponent.expect("Pawn e4");
    host.expect("Pawn e4");
    // At the host's keyboard: refused at once, nothing asked, nothing carried out.
    for command in [
        "arbiter add white 5",
        "arbiter time black 0:00:01",
        "arbiter illegal black",
    ] {
        host.send(command);
        let said = host.expect("arbiter");
        assert!(
            said.contains("the arbiter's own board"),
            "{command}: {said}\n{}",
            host.seen.join("\n")
        );
    }
    // At the joined boards that may not rule: refused at once, no yes-or-no question.
    for board in [&mut opponent, &mut assistant, &mut viewer] {
        board.send("arbiter time black 0:00:01");
        let said = answer(board);
        assert!(
            !said.contains("Say yes") && !said.contains("confirm"),
            "asked instead of refused: {said}"
        );
        assert!(
            said.contains("Only the arbiter may do that") || said.contains("only listen"),
            "{said}"
        );
    }
    // The arbiter's board resigns for nobody (language-3, row 45).
    arbiter.send("resign");
    assert_eq!(
        arbiter.expect("resign"),
        "Only the players resign; this board does not."
    );
    arbiter.send("draw");
    assert_eq!(
        arbiter.expect("players"),
        "Only the players do that; this board does not."
    );
    // The arbiter's own board rules: said on every board as the arbiter's.
    arbiter.send("arbiter add white 5");
    arbiter.expect("Arbiter: five minutes added to White");
    host.expect("Arbiter: five minutes added to White");
    let host_lines = host.quit();
    let adjustments = host_lines
        .iter()
        .filter(|l| l.starts_with("Arbiter:"))
        .count();
    assert_eq!(adjustments, 1, "{}", host_lines.join("\n"));
    for b in [opponent, assistant, viewer, arbiter] {
        b.finish();
    }
}

/// The arbiter's board resigns for nobody: `aufgeben` / `resign` there is refused at once in
/// words for that board, before any question, and the game goes on (language-3, row 45: the
/// arbiter's board was asked "White resigns: …?"). Its clock start before the opponent's
/// board is there says no "both boards" (row 30), and a revoked arbiter's board is told it
/// was disconnected, not that it reconnects (row 28).
#[test]
fn the_arbiters_board_resigns_for_nobody() {
    let dirs: Vec<_> = (0..3).map(|_| tempdir()).collect();
    let port = free_port();
    let addr = format!("127.0.0.1:{port}");
    let (mut host, code, _) = live::host(dirs[0].path(), port, &["--time-control", "rapid"]);
    let mut arbiter = Live::start(
        dirs[1].path(),
        &[
            "join", &addr, "--lang", "de", "--code", &code, "--role", "arbiter",
        ],
    );
    arbiter.expect("Mit dem Brett des Gastgebers verbunden");
    // The host's game has arrived: until then every request is answered "not arrived yet".
    arbiter.expect("Neue Partie");
    host.expect("Connected: the arbiter.");
    // Refused at once, in this board's words; no question, so a yes resigns nothing.
    arbiter.send("aufgeben");
    let said = arbiter.expect("aufgegeben");
    assert_eq!(
        said,
        "Nur die Spieler geben auf; an diesem Brett wird nicht aufgegeben.",
        "{}",
        arbiter.seen.join("\n")
    );
    arbiter.send("ja");
    // The players' other requests are refused for this board too, not as another side's
    // ("Das darf nur Weiß" to the arbiter who offered a draw).
    for request in [
        "remis",
        "reklamieren wiederholung",
        "uhr anhalten",
        "bestätigt",
    ] {
        arbiter.send(request);
        let said = arbiter.expect("Spieler");
        assert_eq!(
            said, "Das tun nur die Spieler, nicht dieses Brett.",
            "{request}"
        );
    }
    // The arbiter starts the clock before the opponent's board is there.
    arbiter.send("schiedsrichter weiter");
    arbiter.expect("Die Uhr startet.");
    host.expect("The arbiter starts the clock.");
    // The opponent joins; the game goes on as if the arbiter had typed nothing.
    let mut opponent = join(dirs[2].path(), &addr, &code, &[]);
    host.send("e4");
    opponent.expect("White announces Pawn e4");
    opponent.send("confirm");
    arbiter.expect("Bauer Eva vier");
    host.send("revoke 1");
    host.expect("Revoked: the arbiter.");
    arbiter.expect("Der Gastgeber hat dieses Brett getrennt.");
    std::thread::sleep(std::time::Duration::from_secs(3));
    let arbiter_lines = arbiter.finish();
    let host_lines = host.quit();
    for l in &arbiter_lines {
        assert!(
            !l.contains("Beide Bretter")
                && !l.contains("gibt auf")
                && !l.contains("aufgeben mit ja")
                && !l.contains("verbindet sich")
                && !l.contains("darf nur"),
            "{l}\n{}",
            arbiter_lines.join("\n")
        );
    }
    assert!(
        !host_lines.iter().any(|l| l.contains("resigns")
            || l.contains("0-1")
            || l.contains("Both boards are here: the clock starts")),
        "{}",
        host_lines.join("\n")
    );
    opponent.finish();
}
