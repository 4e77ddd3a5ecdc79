//! The tournament hall: every board publishes the entries of its record to an MQTT broker
//! ([`publish`]), and the arbiters' hall ([`crate::app::hall_view`]) checks and narrates them with the same
//! core a joined board uses, keeps a live PGN of all boards ([`live`]) and shows the urgent
//! events first.
//!
//! Topics, under the event's name (`rochade/<event>/<board>/…`):
//! - `entry`: every entry of the board's record, `{"seq": N, "entry": …}`, QoS 1, in order
//!   (the start is 0; a duplicate is ignored by the hall, a gap asks for a replay);
//! - `summary`: the board at a glance ([`Summary`]), retained, so that a hall started later
//!   sees every board at once;
//! - `replay`: written by the hall, `{"from": N}`: the board publishes its entries from `N` on
//!   again (a hall that started late or missed some).

pub mod init;
pub mod live;
pub mod publish;
pub mod serve;
pub mod summary;

use serde::{Deserialize, Serialize};

use crate::record::Entry;
pub use summary::{Status, Summary};

/// The broker a board publishes to or a hall reads from:
/// `mqtt://[USER:PASSWORD@]HOST[:PORT]`, or `mqtts://…` for TLS.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Broker {
    /// Host name or address.
    pub host: String,
    /// Port (1883 when not given, 8883 with TLS).
    pub port: u16,
    /// User name and password, when the broker asks for them.
    pub credentials: Option<(String, String)>,
    /// Speak TLS (`mqtts://`).
    pub tls: bool,
    /// The certificate authority (PEM file) that signed the broker's certificate, with TLS;
    /// the system's authorities when not given.
    pub ca: Option<std::path::PathBuf>,
}

/// A broker address that cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BrokerError {
    /// Not `mqtt://…` or `mqtts://…`.
    #[error("the broker address \"{0}\" does not begin with mqtt:// or mqtts://")]
    Scheme(String),
    /// No host, or a port that is not a number.
    #[error("the broker address \"{0}\" has no host, or a port that is not a number")]
    Address(String),
}

impl std::str::FromStr for Broker {
    type Err = BrokerError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let t = text.trim();
        let (tls, rest) = match (t.strip_prefix("mqtts://"), t.strip_prefix("mqtt://")) {
            (Some(rest), _) => (true, rest),
            (None, Some(rest)) => (false, rest),
            (None, None) => return Err(BrokerError::Scheme(text.to_owned())),
        };
        let rest = rest.trim_end_matches('/');
        let (credentials, hostport) = match rest.rsplit_once('@') {
            Some((cred, hp)) => {
                let (user, pass) = cred.split_once(':').unwrap_or((cred, ""));
                (Some((user.to_owned(), pass.to_owned())), hp)
            }
            None => (None, rest),
        };
        let (host, port) = match hostport.rsplit_once(':') {
            Some((h, p)) => (
                h,
                p.parse::<u16>()
                    .map_err(|_| BrokerError::Address(text.to_owned()))?,
            ),
            None => (hostport, if tls { 8883 } else { 1883 }),
        };
        if host.is_empty() {
            return Err(BrokerError::Address(text.to_owned()));
        }
        Ok(Broker {
            host: host.to_owned(),
            port,
            credentials,
            tls,
            ca: None,
        })
    }
}

/// The event's name as one topic level: letters, digits, `-` and `_` kept, anything else
/// (spaces, `/`, `+`, `#`) as `-`.
pub fn topic_name(event: &str) -> String {
    let s: String = event
        .trim()
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '-'
            }
        })
        .collect();
    if s.is_empty() { "event".to_owned() } else { s }
}

/// The topic `rochade/<event>/<board>/<what>`.
pub fn topic(event: &str, board: u32, what: &str) -> String {
    format!("rochade/{}/{board}/{what}", topic_name(event))
}

/// Where a message of the event's tree belongs: the board and the last level.
pub fn parse_topic<'a>(event: &str, topic: &'a str) -> Option<(u32, &'a str)> {
    let rest = topic
        .strip_prefix("rochade/")?
        .strip_prefix(topic_name(event).as_str())?
        .strip_prefix('/')?;
    let (board, what) = rest.split_once('/')?;
    Some((board.parse().ok()?, what))
}

/// An entry as it is published: its number in the game and the entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Published {
    /// Its number in the game (the start is 0).
    pub seq: u64,
    /// The entry, as the board journals it.
    pub entry: Entry,
}

/// A hall's request to a board: publish the entries from `from` on again.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Replay {
    /// The first entry wanted.
    pub from: u64,
}

/// Why the broker refused a connection (its answer to the connection).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// The user name or the password is wrong.
    Password,
    /// The user may not connect (mosquitto says this of a wrong password too).
    Forbidden,
    /// Another reason (protocol version, client id, the broker unavailable).
    Other,
    /// A publish was refused: the account may not write under this board's number.
    Denied,
}

impl Refused {
    /// What an MQTT 5 broker's reason code `code` means.
    pub fn of_v5(code: rumqttc::v5::mqttbytes::v5::ConnectReturnCode) -> Refused {
        use rumqttc::v5::mqttbytes::v5::ConnectReturnCode as Code;
        match code {
            Code::BadUserNamePassword => Refused::Password,
            Code::NotAuthorized | Code::Banned => Refused::Forbidden,
            _ => Refused::Other,
        }
    }

    /// The key of the reason in the catalogue's sentences (`$why`).
    pub fn key(self) -> &'static str {
        match self {
            Refused::Password => "password",
            Refused::Forbidden => "forbidden",
            Refused::Other => "other",
            Refused::Denied => "denied",
        }
    }
}

/// Why the connection to the broker cannot be set up.
#[derive(Debug, thiserror::Error)]
pub enum TlsError {
    /// The certificate authority's file cannot be read.
    #[error("the certificate authority file {0} cannot be read: {1}")]
    Ca(String, String),
    /// No certificate authority to check the broker's certificate with.
    #[error(
        "no certificate authority to check the broker's certificate with (give one with --ca / --hall-ca)"
    )]
    NoAuthority,
    /// TLS refused the set-up.
    #[error("TLS cannot be set up: {0}")]
    Setup(#[from] rustls::Error),
}

/// The TLS set-up for `broker`: its certificate authority (or the system's), rustls with the
/// ring provider.
///
/// # Errors
/// [`TlsError`] when the authority cannot be read or there is none.
pub fn tls_config(broker: &Broker) -> Result<rustls::ClientConfig, TlsError> {
    use rustls::pki_types::CertificateDer;
    use rustls::pki_types::pem::PemObject;
    let mut roots = rustls::RootCertStore::empty();
    match &broker.ca {
        Some(path) => {
            let shown = path.display().to_string();
            let certs = CertificateDer::pem_file_iter(path)
                .map_err(|e| TlsError::Ca(shown.clone(), e.to_string()))?;
            for cert in certs {
                let cert = cert.map_err(|e| TlsError::Ca(shown.clone(), e.to_string()))?;
                roots
                    .add(cert)
                    .map_err(|e| TlsError::Ca(shown.clone(), e.to_string()))?;
            }
        }
        None => {
            for cert in rustls_native_certs::load_native_certs().certs {
                let _ = roots.add(cert);
            }
        }
    }
    if roots.is_empty() {
        return Err(TlsError::NoAuthority);
    }
    let provider = std::sync::Arc::new(rustls::crypto::ring::default_provider());
    Ok(rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()?
        .with_root_certificates(roots)
        .with_no_client_auth())
}

/// The largest message rochade sends or takes from the broker (a start entry with its tags
/// is a few kilobytes).
pub const MAX_MESSAGE: usize = 64 * 1024;

/// The largest packet rochade's MQTT client takes from the broker, said on connecting (MQTT
/// 5: the broker sends none larger): far above [`MAX_MESSAGE`], so that a message over
/// [`MAX_MESSAGE`] reaches the hall and is refused on its own, said to the arbiters. `hall
/// init`'s broker takes none over [`MAX_MESSAGE`] at all (`message_size_limit`).
pub const MAX_PACKET: usize = 4 * 1024 * 1024;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn broker_addresses_read_with_and_without_credentials() {
        let b: Broker = "mqtt://board3:secret@127.0.0.1:1884".parse().unwrap();
        assert_eq!(b.host, "127.0.0.1");
        assert_eq!(b.port, 1884);
        assert_eq!(
            b.credentials,
            Some(("board3".to_owned(), "secret".to_owned()))
        );
        let b: Broker = "mqtt://hall.local".parse().unwrap();
        assert_eq!(
            (b.host.as_str(), b.port, b.credentials),
            ("hall.local", 1883, None)
        );
        assert!(matches!(
            "http://x".parse::<Broker>(),
            Err(BrokerError::Scheme(_))
        ));
        let b: Broker = "mqtts://hall.local".parse().unwrap();
        assert_eq!((b.port, b.tls), (8883, true));
        assert!(matches!(
            "mqtt://x:port".parse::<Broker>(),
            Err(BrokerError::Address(_))
        ));
    }

    #[test]
    fn topics_keep_to_their_event_and_board() {
        assert_eq!(
            topic("IBCA Olympiad 2026", 12, "entry"),
            "rochade/IBCA-Olympiad-2026/12/entry"
        );
        assert_eq!(topic("a/+#", 1, "summary"), "rochade/a---/1/summary");
        assert_eq!(
            parse_topic("IBCA Olympiad 2026", "rochade/IBCA-Olympiad-2026/12/entry"),
            Some((12, "entry"))
        );
        assert_eq!(
            parse_topic("other", "rochade/IBCA-Olympiad-2026/12/entry"),
            None
        );
        assert_eq!(parse_topic("e", "rochade/e/x/entry"), None);
    }
}
