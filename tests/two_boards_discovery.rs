//! `rochade join` without an address finds the hosted game on the local network (DNS-SD over
//! mDNS) and plays it. Without sending multicast on real interfaces: the test re-runs itself
//! inside a fresh network namespace (`unshare -n`) that has only the loopback interface, with
//! multicast enabled on it; the host listens and advertises on 127.0.0.1 there.
//!
//! Where a network namespace cannot be made (not root, no `unshare` or `ip`), the test says
//! why and skips, unless ROCHADE_REQUIRE_SYSTEM_TESTS=1, when it fails.

mod common;

use common::live::Live;
use common::{netns, tempdir};

#[test]
fn a_board_joins_the_game_it_finds_on_the_local_network() {
    netns::run(
        "a_board_joins_the_game_it_finds_on_the_local_network",
        inside_the_namespace,
    );
}

fn inside_the_namespace() {
    let (a, b) = (tempdir(), tempdir());
    let mut h = Live::start(
        a.path(),
        &[
            "host",
            "--bind",
            "127.0.0.1",
            "--port",
            "0",
            "--no-confirm",
            "--lang",
            "en",
        ],
    );
    let (code, _addr) = h.expect_host_lines(rochade::Lang::En);
    // No address: the game is found on the local network.
    let mut g = Live::start(b.path(), &["join", "--code", &code, "--lang", "en"]);
    g.expect("Joining the game at 127.0.0.1:");
    g.expect("Connected to the host's board");
    h.send("e4");
    g.expect("Pawn e4");
    g.finish();
    h.finish();
}
