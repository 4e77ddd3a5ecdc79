//! Local network discovery, without sending multicast on real interfaces: the test re-runs
//! itself inside a fresh network namespace (`unshare -n`) that has only the loopback
//! interface, with multicast enabled on it, and advertises and browses there on 127.0.0.1.
//!
//! Where a network namespace cannot be made (not root, no `unshare` or `ip`), the test says
//! why and skips, unless ROCHADE_REQUIRE_SYSTEM_TESTS=1, when it fails.

use std::net::{IpAddr, Ipv4Addr};
use std::process::Command;
use std::time::Duration;

use rochade::net::discovery::{self, Found};

/// Set in the re-run inside the namespace.
const INSIDE: &str = "ROCHADE_TEST_INSIDE_NETNS";
/// Brings up loopback with multicast, routes multicast to it, then runs the rest.
const SETUP: &str = "ip link set lo up && ip link set lo multicast on \
                     && ip route add 224.0.0.0/4 dev lo && exec \"$@\"";
const TEST: &str = "a_game_advertised_on_loopback_is_found_and_withdrawn";

fn skip_or_fail(why: &str) {
    if std::env::var("ROCHADE_REQUIRE_SYSTEM_TESTS").as_deref() == Ok("1") {
        panic!("discovery test cannot run: {why}");
    }
    eprintln!("skipping the discovery test: {why}");
}

#[test]
fn a_game_advertised_on_loopback_is_found_and_withdrawn() {
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
    let exe = std::env::current_exe().unwrap();
    let out = Command::new("unshare")
        .args(["-n", "sh", "-c", SETUP, "sh"])
        .arg(exe)
        .args(["--exact", TEST, "--nocapture", "--test-threads=1"])
        .env(INSIDE, "1")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && stdout.contains("1 passed"),
        "inside the namespace:\n{stdout}\n{stderr}"
    );
}

fn inside_the_namespace() {
    // Only loopback here: nothing can leave the machine.
    let links = Command::new("ip").args(["-o", "link"]).output().unwrap();
    let links = String::from_utf8_lossy(&links.stdout);
    assert_eq!(links.lines().count(), 1, "only loopback: {links}");

    let lo = IpAddr::V4(Ipv4Addr::LOCALHOST);
    let game = "2026-05-01-Anna-Bella";
    let ad = discovery::advertise(40_123, game, lo).unwrap();
    assert!(ad.fullname().ends_with(discovery::SERVICE_TYPE));
    let found = discovery::browse_on(Duration::from_secs(3), lo).unwrap();
    assert_eq!(
        found,
        vec![Found {
            addr: lo,
            port: 40_123,
            game: game.to_owned(),
            version: rochade::net::message::VERSION,
        }]
    );
    // Withdrawn: a new look finds nothing.
    drop(ad);
    let found = discovery::browse_on(Duration::from_millis(1500), lo).unwrap();
    assert_eq!(found, vec![]);
}
