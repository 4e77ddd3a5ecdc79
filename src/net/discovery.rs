//! Finding a game on the local network: DNS-SD over mDNS (the mdns-sd crate), service type
//! [`SERVICE_TYPE`]. The hosting board advertises its port and game; a joining board browses
//! and offers what it found. Discovery only finds an address: who is there is proven by the
//! pairing code or the remembered keys ([`crate::net::secure`]), never by what is advertised.
//!
//! mDNS needs multicast on an interface. [`advertise`] and [`browse_on`] keep the daemon on
//! the interface that holds the given address (all interfaces for an unspecified address):
//! the daemon first opens its sockets on every interface, then leaves all but that one
//! before it announces or asks anything.

use std::collections::BTreeMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};

use mdns_sd::{IfKind, ResolvedService, ServiceDaemon, ServiceEvent, ServiceInfo};

/// The DNS-SD service type of a rochade board.
pub const SERVICE_TYPE: &str = "_rochade._tcp.local.";

/// The TXT key that holds the game's identity.
const GAME_KEY: &str = "game";
/// The TXT key that holds the protocol version ([`crate::net::message::VERSION`]).
const VERSION_KEY: &str = "v";

/// Discovery failed.
#[derive(Debug, thiserror::Error)]
pub enum DiscoveryError {
    /// The mDNS daemon could not start or refused a request.
    #[error("local network discovery: {0}")]
    Mdns(#[from] mdns_sd::Error),
}

/// A game being advertised; dropping it withdraws the advertisement and stops the daemon.
pub struct Advertisement {
    daemon: ServiceDaemon,
    fullname: String,
}

impl Advertisement {
    /// The advertised instance's full DNS-SD name.
    pub fn fullname(&self) -> &str {
        &self.fullname
    }
}

impl Drop for Advertisement {
    fn drop(&mut self) {
        // Withdraw (a goodbye packet), wait briefly for it to go out, then stop the daemon.
        if let Ok(done) = self.daemon.unregister(&self.fullname) {
            let _ = done.recv_timeout(Duration::from_secs(1));
        }
        if let Ok(done) = self.daemon.shutdown() {
            let _ = done.recv_timeout(Duration::from_secs(1));
        }
    }
}

/// A game found on the network.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Found {
    /// The hosting board's address.
    pub addr: IpAddr,
    /// Its port.
    pub port: u16,
    /// The game's identity.
    pub game: String,
    /// The protocol version it advertises (0 when it says none).
    pub version: u32,
}

/// A daemon on the interface that holds `bind` only (all interfaces when `bind` is
/// unspecified).
fn daemon(bind: IpAddr) -> Result<ServiceDaemon, DiscoveryError> {
    let daemon = ServiceDaemon::new()?;
    if !bind.is_unspecified() {
        daemon.disable_interface(IfKind::All)?;
        daemon.enable_interface(IfKind::Addr(bind))?;
    }
    Ok(daemon)
}

/// A DNS label from a game id: letters, digits and `-` only, at most 40 characters.
fn label(game: &str) -> String {
    let cleaned: String = game
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .take(40)
        .collect();
    if cleaned.is_empty() {
        "game".to_owned()
    } else {
        cleaned
    }
}

/// Advertises the game `game_id` on `port`, at address `bind` (the address the board
/// listens on; an unspecified address advertises every address of every interface).
///
/// # Errors
/// [`DiscoveryError`] when the daemon cannot start or the service cannot be registered.
pub fn advertise(port: u16, game_id: &str, bind: IpAddr) -> Result<Advertisement, DiscoveryError> {
    let daemon = daemon(bind)?;
    let name = format!("rochade {}", label(game_id));
    let host = format!("rochade-{}-{port}.local.", label(game_id));
    let version = crate::net::message::VERSION.to_string();
    let properties = [(GAME_KEY, game_id), (VERSION_KEY, version.as_str())];
    let info = if bind.is_unspecified() {
        ServiceInfo::new(SERVICE_TYPE, &name, &host, (), port, &properties[..])?.enable_addr_auto()
    } else {
        ServiceInfo::new(SERVICE_TYPE, &name, &host, bind, port, &properties[..])?
    };
    let fullname = info.get_fullname().to_owned();
    daemon.register(info)?;
    Ok(Advertisement { daemon, fullname })
}

/// Looks for games on every interface for `timeout`.
///
/// # Errors
/// [`DiscoveryError`] when the daemon cannot start.
pub fn browse(timeout: Duration) -> Result<Vec<Found>, DiscoveryError> {
    browse_on(timeout, IpAddr::V4(std::net::Ipv4Addr::UNSPECIFIED))
}

/// Looks for games for `timeout` on the interface that holds `bind` only (every interface
/// for an unspecified address). Each game once (by instance), sorted.
///
/// # Errors
/// [`DiscoveryError`] when the daemon cannot start.
pub fn browse_on(timeout: Duration, bind: IpAddr) -> Result<Vec<Found>, DiscoveryError> {
    let daemon = daemon(bind)?;
    let events = daemon.browse(SERVICE_TYPE)?;
    let deadline = Instant::now() + timeout;
    let mut found = BTreeMap::new();
    while let Some(left) = deadline.checked_duration_since(Instant::now()) {
        match events.recv_timeout(left) {
            Ok(ServiceEvent::ServiceResolved(service)) => {
                if let Some(f) = to_found(&service) {
                    found.insert(service.fullname.clone(), f);
                }
            }
            Ok(ServiceEvent::ServiceRemoved(_, fullname)) => {
                found.remove(&fullname);
            }
            Ok(_) => {}
            Err(_) => break,
        }
    }
    let _ = daemon.stop_browse(SERVICE_TYPE);
    if let Ok(done) = daemon.shutdown() {
        let _ = done.recv_timeout(Duration::from_secs(1));
    }
    let mut all: Vec<Found> = found.into_values().collect();
    all.sort();
    Ok(all)
}

/// A resolved service as a game: its first IPv4 address (else any), port, game and version.
fn to_found(service: &ResolvedService) -> Option<Found> {
    let addrs: Vec<IpAddr> = service
        .get_addresses()
        .iter()
        .map(|a| a.to_ip_addr())
        .collect();
    let addr = addrs
        .iter()
        .copied()
        .filter(IpAddr::is_ipv4)
        .min()
        .or_else(|| addrs.iter().copied().min())?;
    Some(Found {
        addr,
        port: service.get_port(),
        game: service.get_property_val_str(GAME_KEY)?.to_owned(),
        version: service
            .get_property_val_str(VERSION_KEY)
            .and_then(|v| v.parse().ok())
            .unwrap_or(0),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_are_dns_safe() {
        assert_eq!(label("2026-05-01 Anna–Bella"), "2026-05-01-Anna-Bella");
        assert_eq!(label(""), "game");
        assert_eq!(label(&"x".repeat(100)).len(), 40);
    }
}
