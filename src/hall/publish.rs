//! A board publishes its record to the hall: every entry it journals, in order, with QoS 1 and
//! a persistent session, and its summary (retained), over MQTT 5, so that a refused
//! connection or publish comes with its reason and is told to the player once.
//!
//! The board's journal stays the truth: the game never waits for the broker. Publishing is a
//! hand-over under a lock that the MQTT thread holds only for a moment; the MQTT client runs
//! on its own thread, and when the broker is down the board keeps every entry and, once the
//! broker is back, publishes again everything after the last entry the broker acknowledged.
//! A hall asks on the board's `replay` topic for entries it missed; they are published again.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::Duration;

use rumqttc::Outgoing;
use rumqttc::v5::mqttbytes::QoS;
use rumqttc::v5::mqttbytes::v5::{Packet, PubAckReason};
use rumqttc::v5::{Client, Connection, ConnectionError, Event as MqttEvent, MqttOptions};

use super::{Broker, MAX_PACKET, Published, Refused, Replay, Summary, topic};

/// What the board is told when the broker turns its connection away: once, until it connects
/// (the board plays on; its entries wait in its journal).
pub type OnRefused = Box<dyn Fn(Refused) + Send>;
use crate::record::Entry;

/// What the board and its MQTT thread share.
#[derive(Debug, Default)]
struct Shared {
    /// Every entry of the game, the start first.
    entries: Vec<Entry>,
    /// Which of them the broker acknowledged.
    acked: Vec<bool>,
    /// The newest summary, published after the entries.
    summary: Option<Summary>,
    /// Connected to the broker (then entries go out at once).
    connected: bool,
    /// What was handed to the client, in order, not yet sent: the entry's number, or `None`
    /// for anything that is not an entry.
    queued: VecDeque<Option<u64>>,
    /// Sent and waiting for the broker's acknowledgement: packet id to entry number.
    inflight: HashMap<u16, u64>,
}

/// The publishing side of one board.
pub struct Publisher {
    shared: Arc<Mutex<Shared>>,
    client: Client,
    event: String,
    board: u32,
}

impl std::fmt::Debug for Publisher {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Publisher")
            .field("event", &self.event)
            .field("board", &self.board)
            .finish_non_exhaustive()
    }
}

/// The MQTT 5 client's options for client `id`: a persistent session (kept a day while the
/// client is away) unless `clean`, packets up to [`MAX_PACKET`] (the broker sends none
/// larger), with TLS when the broker's address asks for it. MQTT 5, so that the broker says
/// why it refuses a connection or a publish (a board number the account may not write).
///
/// # Errors
/// When TLS cannot be set up (see [`super::tls_config`]).
pub(crate) fn options(
    broker: &Broker,
    id: &str,
    clean: bool,
) -> Result<MqttOptions, super::TlsError> {
    let mut o = MqttOptions::new(id, broker.host.clone(), broker.port);
    o.set_keep_alive(Duration::from_secs(5));
    o.set_clean_start(clean);
    if !clean {
        o.set_session_expiry_interval(Some(SESSION_KEPT));
    }
    o.set_max_packet_size(u32::try_from(MAX_PACKET).ok());
    o.set_outgoing_inflight_upper_limit(100);
    if let Some((user, pass)) = &broker.credentials {
        o.set_credentials(user.clone(), pass.clone());
    }
    if broker.tls {
        let config = super::tls_config(broker)?;
        o.set_transport(rumqttc::Transport::tls_with_config(
            rumqttc::TlsConfiguration::Rustls(Arc::new(config)),
        ));
    }
    Ok(o)
}

/// How long the broker keeps a board's session while the board is away, in seconds.
const SESSION_KEPT: u32 = 24 * 60 * 60;

/// How long the MQTT thread waits before trying the broker again.
pub(crate) const RETRY: Duration = Duration::from_millis(300);

impl Publisher {
    /// Starts publishing board `board` of `event` to `broker`, with the entries the game has
    /// already (a resumed game's record). Connecting happens on the MQTT thread: this never
    /// waits for the broker.
    ///
    /// # Errors
    /// When TLS cannot be set up.
    pub fn start(
        broker: &Broker,
        event: &str,
        board: u32,
        entries: &[Entry],
        on_refused: Option<OnRefused>,
    ) -> Result<Publisher, super::TlsError> {
        let id = format!("rochade-{}-board-{board}", super::topic_name(event));
        let (client, connection) = Client::new(options(broker, &id, false)?, 10_000);
        let shared = Arc::new(Mutex::new(Shared {
            entries: entries.to_vec(),
            acked: vec![false; entries.len()],
            ..Shared::default()
        }));
        let publisher = Publisher {
            shared: Arc::clone(&shared),
            client: client.clone(),
            event: event.to_owned(),
            board,
        };
        let (event, board_) = (event.to_owned(), board);
        thread::spawn(move || {
            run(
                connection,
                &client,
                &shared,
                (&event, board_),
                on_refused.as_deref(),
            );
        });
        Ok(publisher)
    }

    /// Hands `recorded` (just journalled) and the board's summary after it to the broker, or
    /// keeps them for when the broker is back; its number is its place in what is held. A
    /// start begins a new game (unless it is the start of the game already held, a resumed
    /// one).
    pub fn publish(&self, recorded: &crate::record::Recorded, summary: Summary) {
        let entry = &recorded.entry;
        let mut s = self.shared.lock().unwrap_or_else(PoisonError::into_inner);
        if recorded.begins_game() && s.entries.first() == Some(entry) {
            return;
        }
        let at = usize::try_from(recorded.number).unwrap_or(usize::MAX);
        s.entries.truncate(at);
        s.acked.truncate(at);
        s.entries.push(entry.clone());
        s.acked.push(false);
        s.summary = Some(summary);
        if s.connected {
            let seq = s.entries.len() as u64 - 1;
            send_entry(&self.client, &mut s, &self.event, self.board, seq);
            send_summary(&self.client, &mut s, &self.event, self.board);
        }
    }

    /// How many entries of the game the broker has acknowledged, from the start on without a
    /// gap.
    pub fn acknowledged(&self) -> u64 {
        let s = self.shared.lock().unwrap_or_else(PoisonError::into_inner);
        s.acked.iter().take_while(|a| **a).count() as u64
    }
}

fn send_entry(client: &Client, s: &mut Shared, event: &str, board: u32, seq: u64) {
    let Some(entry) = usize::try_from(seq).ok().and_then(|i| s.entries.get(i)) else {
        return;
    };
    let msg = Published {
        seq,
        entry: entry.clone(),
    };
    let Ok(payload) = serde_json::to_vec(&msg) else {
        return;
    };
    // A full queue drops nothing that matters: the entry is published again at the next
    // connection, or when the hall asks for it.
    if client
        .try_publish(
            topic(event, board, "entry"),
            QoS::AtLeastOnce,
            false,
            payload,
        )
        .is_ok()
    {
        s.queued.push_back(Some(seq));
    }
}

fn send_summary(client: &Client, s: &mut Shared, event: &str, board: u32) {
    let Some(payload) = s.summary.as_ref().and_then(|m| serde_json::to_vec(m).ok()) else {
        return;
    };
    if client
        .try_publish(
            topic(event, board, "summary"),
            QoS::AtLeastOnce,
            true,
            payload,
        )
        .is_ok()
    {
        s.queued.push_back(None);
    }
}

/// Connected (again): every entry the broker has not acknowledged is published again, and
/// the summary.
fn connected(client: &Client, s: &mut Shared, (event, board): (&str, u32)) {
    s.connected = true;
    let first = s.acked.iter().take_while(|a| **a).count() as u64;
    for seq in first..s.entries.len() as u64 {
        if !s.acked.get(seq as usize).copied().unwrap_or(true) {
            send_entry(client, s, event, board, seq);
        }
    }
    send_summary(client, s, event, board);
}

/// The connection is lost: what the client still holds goes again, from the journal's copy,
/// once the broker is back; nothing of it is counted as sent.
fn lost(connection: &mut Connection, s: &mut Shared) {
    s.connected = false;
    connection.eventloop.clean();
    connection.eventloop.pending.clear();
    s.queued.clear();
    s.inflight.clear();
}

/// The MQTT thread: drives the connection, and on every (re)connection publishes again what
/// the broker has not acknowledged.
fn run(
    mut connection: Connection,
    client: &Client,
    shared: &Mutex<Shared>,
    (event, board): (&str, u32),
    on_refused: Option<&(dyn Fn(Refused) + Send)>,
) {
    let lock = || shared.lock().unwrap_or_else(PoisonError::into_inner);
    let replay_topic = topic(event, board, "replay");
    // The refusal the board was told of since it was last connected; whether it was told
    // that a publish was denied (once).
    let mut told: Option<Refused> = None;
    let mut denied = false;
    while let Ok(notification) = connection.recv() {
        match notification {
            Ok(MqttEvent::Incoming(Packet::ConnAck(_))) => {
                told = None;
                let _ = client.try_subscribe(replay_topic.clone(), QoS::AtLeastOnce);
                connected(client, &mut lock(), (event, board));
            }
            Ok(MqttEvent::Outgoing(Outgoing::Publish(pkid))) => {
                let mut s = lock();
                if let Some(Some(seq)) = s.queued.pop_front() {
                    s.inflight.insert(pkid, seq);
                }
            }
            Ok(MqttEvent::Incoming(Packet::PubAck(ack))) => {
                let mut s = lock();
                if !matches!(
                    ack.reason,
                    PubAckReason::Success | PubAckReason::NoMatchingSubscribers
                ) {
                    // Refused (the ACL, most likely): not delivered, said once.
                    s.inflight.remove(&ack.pkid);
                    drop(s);
                    if !denied {
                        denied = true;
                        if let Some(tell) = on_refused {
                            tell(Refused::Denied);
                        }
                    }
                    continue;
                }
                if let Some(seq) = s.inflight.remove(&ack.pkid)
                    && let Some(a) = s.acked.get_mut(seq as usize)
                {
                    *a = true;
                }
            }
            Ok(MqttEvent::Incoming(Packet::Publish(p))) if p.topic == replay_topic.as_bytes() => {
                let Ok(r) = serde_json::from_slice::<Replay>(&p.payload) else {
                    continue;
                };
                let mut s = lock();
                if s.connected {
                    for seq in r.from..s.entries.len() as u64 {
                        send_entry(client, &mut s, event, board, seq);
                    }
                }
            }
            Ok(_) => {}
            Err(e) => {
                if let ConnectionError::ConnectionRefused(code) = e {
                    let why = Refused::of_v5(code);
                    if told != Some(why) {
                        told = Some(why);
                        if let Some(tell) = on_refused {
                            tell(why);
                        }
                    }
                }
                lost(&mut connection, &mut lock());
                thread::sleep(RETRY);
            }
        }
    }
}

impl Drop for Publisher {
    /// At the end of the session, waits a moment (two seconds at most) for the broker to
    /// acknowledge the last entries; what it does not is in the journal anyway.
    fn drop(&mut self) {
        for _ in 0..40 {
            let done = {
                let s = self.shared.lock().unwrap_or_else(PoisonError::into_inner);
                !s.connected || s.acked.iter().all(|a| *a)
            };
            if done {
                return;
            }
            thread::sleep(Duration::from_millis(50));
        }
    }
}

/// A board's relay to the hall: the publisher with the board's number, handed every entry the
/// board journals (the shell's journal adapter calls it).
#[derive(Debug)]
pub struct Relay {
    publisher: Publisher,
    board: u32,
}

impl Relay {
    /// Starts relaying board `board` of `event` to `broker`, with the entries of the game so
    /// far; `on_refused` is told when the broker turns the board away.
    ///
    /// # Errors
    /// When TLS cannot be set up.
    pub fn start(
        broker: &Broker,
        event: &str,
        board: u32,
        entries: &[Entry],
        on_refused: Option<OnRefused>,
    ) -> Result<Relay, super::TlsError> {
        Ok(Relay {
            publisher: Publisher::start(broker, event, board, entries, on_refused)?,
            board,
        })
    }

    /// Publishes `recorded`, just journalled, with the board's summary from `state` after it.
    pub fn carry(&self, recorded: &crate::record::Recorded, state: &impl super::summary::Stands) {
        let summary = super::summary::summary_of(state, self.board, state.now());
        self.publisher.publish(recorded, summary);
    }

    /// See [`Publisher::acknowledged`].
    pub fn acknowledged(&self) -> u64 {
        self.publisher.acknowledged()
    }
}
