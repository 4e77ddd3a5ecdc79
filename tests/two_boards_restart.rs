//! Two real rochade processes across a restart of the host without `--resume` (issue 32,
//! finding 9): the joined board that comes back is decided after the host's player has chosen
//! (the interrupted game: it is let back in; a new game: it is refused and told to ask for the
//! new code), and a move that waits for the confirmation of a board that is not connected says
//! why on the host.

mod common;

use std::time::Duration;

use common::live::{self, Live};
use common::{free_port, tempdir};

fn joiner(data: &std::path::Path, addr: &str, code: Option<&str>) -> Live {
    let mut args = vec!["join", addr, "--lang", "en"];
    if let Some(c) = code {
        args.extend(["--code", c]);
    }
    Live::start(data, &args)
}

/// A host and a joined opponent that have played `1. e4 e5` with confirmations, then the
/// host killed and started again without `--resume` (it offers the interrupted game).
fn restarted_host(a: &std::path::Path, b: &std::path::Path) -> (Live, Live) {
    let port = free_port();
    let addr = format!("127.0.0.1:{port}");
    let (mut h, code, _) = live::host(a, port, &[]);
    let mut g = joiner(b, &addr, Some(&code));
    g.expect("Connected to the host's board");
    h.send("e4");
    g.expect("White announces Pawn e4");
    g.send("confirm");
    g.expect("Pawn e4");
    g.send("e5");
    h.expect("Black announces Pawn e5");
    h.send("confirm");
    g.expect("Pawn e5");
    std::thread::sleep(Duration::from_millis(300));
    h.kill();
    g.expect("The connection to the host is lost");
    let (mut h, _, _) = live::host(a, port, &[]);
    h.expect("Unfinished game found");
    (h, g)
}

#[test]
fn a_board_that_comes_back_before_the_choice_is_let_in_when_the_game_resumes() {
    let (a, b) = (tempdir(), tempdir());
    let (mut h, mut g) = restarted_host(a.path(), b.path());
    // The joined board tries to come back while the host's player has not chosen yet.
    std::thread::sleep(Duration::from_secs(3));
    h.send("resume");
    h.expect("Game resumed");
    g.expect("Connected to the host's board");
    // It was never turned away.
    assert!(
        !g.seen.iter().any(|l| l.contains("another game now")),
        "{:?}",
        g.seen
    );
    h.send("Nf3");
    g.expect("White announces Knight f3");
    g.send("confirm");
    g.expect("Knight f3");
    g.send("Nc6");
    h.expect("Black announces Knight c6");
    let host = h.quit();
    assert!(
        !host
            .iter()
            .any(|l| l.contains("earlier game tried to come back")),
        "{host:?}"
    );
    g.finish();
}

#[test]
fn a_board_that_comes_back_is_refused_once_the_host_starts_a_new_game() {
    let (a, b) = (tempdir(), tempdir());
    let (mut h, mut g) = restarted_host(a.path(), b.path());
    h.send("new");
    h.expect("Start a new game instead?");
    h.send("yes");
    g.expect("The host's board is in another game now");
    h.expect("earlier game tried to come back without the new code");
    h.quit();
    g.finish();
}

#[test]
fn a_move_that_waits_for_a_board_not_connected_says_why_on_the_host() {
    let (a, b) = (tempdir(), tempdir());
    let port = free_port();
    let addr = format!("127.0.0.1:{port}");
    let (mut h, code, _) = live::host(a.path(), port, &[]);
    let mut g = joiner(b.path(), &addr, Some(&code));
    g.expect("Connected to the host's board");
    g.kill();
    h.expect("");
    std::thread::sleep(Duration::from_millis(500));
    h.send("e4");
    h.expect("Black's board is not connected");
    h.quit();
}
