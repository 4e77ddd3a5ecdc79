//! The host decides roles (table trial T1, T11), with real processes over 127.0.0.1: a board
//! that comes back without a code is what it was paired as, whatever it asks; a change of role
//! needs a new pairing and is said on the host; pairings belong to a game; the host lists and
//! revokes paired boards; a new code pairs again with an address paired before.

mod common;

use common::live::{self, Live};
use common::{free_port, tempdir};

#[test]
fn a_board_that_comes_back_is_what_it_was_paired_as_and_cannot_escalate() {
    let (a, b, c) = (tempdir(), tempdir(), tempdir());
    let port = free_port();
    let addr = format!("127.0.0.1:{port}");
    let (mut h, code, _) = live::host(a.path(), port, &["--no-confirm"]);
    let mut opp = Live::start(
        b.path(),
        &[
            "join", &addr, "--code", &code, "--name", "Bella", "--lang", "en",
        ],
    );
    opp.expect("Here: Black, the opponent.");
    h.expect("Connected: Black, the opponent");
    let mut viewer = Live::start(
        c.path(),
        &[
            "join", &addr, "--code", &code, "--role", "viewer", "--lang", "en",
        ],
    );
    viewer.expect("Here: a listener.");
    h.expect("Connected: a listener.");
    h.send("e4");
    viewer.expect("Pawn e4");
    viewer.finish();

    // The viewer comes back without a code asking to be the opponent: it stays a listener,
    // said on the host and on its own board, and it cannot move Black.
    let mut viewer = Live::start(
        c.path(),
        &["join", &addr, "--role", "opponent", "--lang", "en"],
    );
    viewer.expect_all(&[
        "Here: a listener.",
        "The host keeps this board as before: a listener.",
        "Pawn e4",
    ]);
    h.expect(
        "A board asked for another role. It stays: a listener. Asked for: Black, the opponent.",
    );
    viewer.send("e5");
    viewer.expect("A listener can only listen, not play.");
    viewer.finish();

    // As the arbiter: it stays a listener and cannot add time.
    let mut viewer = Live::start(
        c.path(),
        &["join", &addr, "--role", "arbiter", "--lang", "en"],
    );
    viewer.expect_all(&[
        "The host keeps this board as before: a listener.",
        "Pawn e4",
    ]);
    h.expect("Asked for: the arbiter.");
    viewer.send("arbiter add black 60");
    viewer.expect("A listener can only listen, not play.");
    viewer.finish();

    // The opponent's board comes back asking to be White's assistant: it stays Black's
    // opponent, cannot resign for White, and still plays Black.
    opp.finish();
    let mut opp = Live::start(
        b.path(),
        &[
            "join",
            &addr,
            "--role",
            "assistant",
            "--side",
            "white",
            "--lang",
            "en",
        ],
    );
    opp.expect_all(&[
        "Here: Black, the opponent.",
        "The host keeps this board as before: Black, the opponent.",
        "Pawn e4",
    ]);
    h.expect("It stays: Black, the opponent, named Bella. Asked for: White's assistant.");
    opp.send("resign white");
    opp.expect("Only White may do that.");
    opp.send("e5");
    h.expect("Pawn e5");

    // A change of role needs a new pairing with the code, and is said on the host.
    let mut viewer = Live::start(
        c.path(),
        &[
            "join", &addr, "--code", &code, "--role", "arbiter", "--lang", "en",
        ],
    );
    viewer.expect("Here: the arbiter.");
    h.expect("changed its role. Before: a listener. Now: the arbiter.");
    viewer.finish();

    // The host lists its paired boards and revokes one: that board needs the code again.
    h.send("boards");
    h.expect("Boards connected by code: two.");
    h.expect("1: Black, the opponent, named Bella, connected now.");
    h.expect("2: the arbiter, not connected now.");
    h.send("revoke 1");
    h.expect("Revoked: Black, the opponent, named Bella. That board needs the code to come back.");
    // The revoked board is told why, and does not try to come back by itself; the host says
    // nothing more of it (language-3, R3: it heard "Connection lost … Reconnecting" and a
    // stranger's refusal, the board "reconnects by itself").
    let told = opp.expect("The host has disconnected this board.");
    assert!(told.contains("join again with the host's code"), "{told}");
    let opp_lines = opp.finish();
    assert!(
        !opp_lines
            .iter()
            .any(|l| l.contains("connection to the host is lost")),
        "{}",
        opp_lines.join("\n")
    );
    let host_lines = h.finish();
    assert!(
        !host_lines.iter().any(|l| l.contains("0-1")),
        "the game did not end:\n{}",
        host_lines.join("\n")
    );
    let after: Vec<&String> = host_lines
        .iter()
        .skip_while(|l| !l.starts_with("Revoked:"))
        .collect();
    assert!(
        !after
            .iter()
            .any(|l| l.contains("Connection lost") || l.contains("never paired")),
        "{}",
        host_lines.join("\n")
    );
}

#[test]
fn pairings_belong_to_a_game_and_a_new_code_pairs_again() {
    let (a, b) = (tempdir(), tempdir());
    let port = free_port();
    let addr = format!("127.0.0.1:{port}");
    let (h, code, _) = live::host(a.path(), port, &["--no-confirm"]);
    let mut viewer = Live::start(
        b.path(),
        &[
            "join", &addr, "--code", &code, "--role", "viewer", "--lang", "de",
        ],
    );
    viewer.expect("Hier: ein Zuhörer.");
    viewer.finish();
    h.finish();

    // The host's next game (same data, same address, a new code): the viewer, coming back
    // without a code as the opponent, is refused, in its language, and it is said on the host.
    let (mut h, code, _) = live::host(a.path(), port, &["--no-confirm"]);
    let mut viewer = Live::start(
        b.path(),
        &["join", &addr, "--role", "opponent", "--lang", "de"],
    );
    viewer.expect("Das Brett des Gastgebers ist jetzt in einer anderen Partie");
    h.expect("A board connected in an earlier game tried to come back without the new code");
    h.send("e4");
    h.expect("Pawn e4");
    viewer.finish();

    // With the new code it pairs again at the same address (T11).
    let mut viewer = Live::start(
        b.path(),
        &[
            "join", &addr, "--code", &code, "--role", "viewer", "--lang", "de",
        ],
    );
    viewer.expect("Hier: ein Zuhörer.");
    viewer.expect("Bauer Eva vier");
    h.expect("Connected: a listener.");
    viewer.finish();
    h.finish();
}
