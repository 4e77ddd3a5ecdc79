//! Local network discovery, without sending multicast on real interfaces: the test re-runs
//! itself inside a fresh network namespace (`unshare -n`) that has only the loopback
//! interface, with multicast enabled on it, and advertises and browses there on 127.0.0.1.
//!
//! Where a network namespace cannot be made (not root, no `unshare` or `ip`), the test says
//! why and skips, unless ROCHADE_REQUIRE_SYSTEM_TESTS=1, when it fails.

mod common;

use std::net::{IpAddr, Ipv4Addr};
use std::time::Duration;

use common::netns;
use rochade::net::discovery::{self, Found};

#[test]
fn a_game_advertised_on_loopback_is_found_and_withdrawn() {
    netns::run(
        "a_game_advertised_on_loopback_is_found_and_withdrawn",
        inside_the_namespace,
    );
}

fn inside_the_namespace() {
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
