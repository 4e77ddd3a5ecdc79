//! `rochade join` without an address finds the hosted game on the local network (DNS-SD over
//! mDNS) and plays it. Without sending multicast on real interfaces: the test re-runs itself
//! inside a fresh network namespace (`unshare -n`) that has only the loopback interface, with
//! multicast enabled on it; the host listens and advertises on 127.0.0.1 there.
//!
//! Where a network namespace cannot be made (not root, no `unshare` or `ip`), the test says
//! why and skips, unless ROCHADE_REQUIRE_SYSTEM_TESTS=1, when it fails.

mod common;

use std::process::Command;

use common::live::Live;

/// Set in the re-run inside the namespace.
const INSIDE: &str = "ROCHADE_TEST_INSIDE_NETNS";
/// Brings up loopback with multicast, routes multicast to it, then runs the rest.
const SETUP: &str = "ip link set lo up && ip link set lo multicast on \
                     && ip route add 224.0.0.0/4 dev lo && exec \"$@\"";
const TEST: &str = "a_board_joins_the_game_it_finds_on_the_local_network";

fn skip_or_fail(why: &str) {
    if std::env::var("ROCHADE_REQUIRE_SYSTEM_TESTS").as_deref() == Ok("1") {
        panic!("discovery test cannot run: {why}");
    }
    eprintln!("skipping the discovery test: {why}");
}

#[test]
fn a_board_joins_the_game_it_finds_on_the_local_network() {
    if std::env::var_os(INSIDE).is_some() {
        inside_the_namespace();
        return;
    }
    let probe = Command::new("unshare")
        .args(["-n", "sh", "-c", SETUP, "sh", "true"])
        .output();
    match probe {
        Err(e) => return skip_or_fail(&format!("no unshare program ({e})")),
        Ok(out) if !out.status.success() => {
            return skip_or_fail(&format!(
                "cannot make a network namespace with multicast on loopback (needs root): {}",
                String::from_utf8_lossy(&out.stderr).trim()
            ));
        }
        Ok(_) => {}
    }
    let exe = std::env::current_exe().unwrap_or_else(|e| panic!("{e}"));
    let out = Command::new("unshare")
        .args(["-n", "sh", "-c", SETUP, "sh"])
        .arg(exe)
        .args(["--exact", TEST, "--nocapture", "--test-threads=1"])
        .env(INSIDE, "1")
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && stdout.contains("1 passed"),
        "inside the namespace:\n{stdout}\n{stderr}"
    );
}

fn inside_the_namespace() {
    // Only loopback here: nothing can leave the machine.
    let links = Command::new("ip")
        .args(["-o", "link"])
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    let links = String::from_utf8_lossy(&links.stdout);
    assert_eq!(links.lines().count(), 1, "only loopback: {links}");
    let a = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let b = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
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
    let code = h.expect("pairing code: ");
    let code = code.trim_start_matches("pairing code: ").trim().to_owned();
    h.expect("listening on ");
    // No address: the game is found on the local network.
    let mut g = Live::start(b.path(), &["join", "--code", &code, "--lang", "en"]);
    g.expect("Joining the game at 127.0.0.1:");
    g.expect("Connected to the host's board");
    h.send("e4");
    g.expect("Pawn e4");
    g.finish();
    h.finish();
}
