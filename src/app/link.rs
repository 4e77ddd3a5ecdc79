//! The network adapter of the game: the thin shell between the core's [`Effect::Send`] and
//! the [`Event`]s from the partner's boards, over the secure channel of [`crate::net`].
//!
//! The host listens, pairs with the code (or takes back a board it paired with, without a
//! code), reads the joiner's hello and tells the core who joined; one thread reads each peer
//! and one writes to it. A joined board connects, pairs (or reconnects with the key it
//! remembered), says hello, and on a lost connection tries again by itself with a growing
//! pause, telling the core; when it is back the core asks for what it missed.
//!
//! Nothing here decides anything about the game: messages become events, effects become
//! messages.
//!
//! [`Effect::Send`]: super::core::Effect::Send

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use shakmaty::Color;

use super::core::{Event, NetNotice, Outgoing, Peer, To};
use crate::net::message::{self, Message, Side};
use crate::net::pairing::PairingCode;
use crate::net::secure::{
    self, ChannelReader, ChannelWriter, Limiter, PeerKey, SecureError, StaticKey,
};
use crate::record::Role;

/// How long a handshake or a hello may wait for the other side.
const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);
/// The longest pause between two attempts to reconnect.
const MAX_BACKOFF: Duration = Duration::from_secs(8);
/// How often a joined board asks whether the host is there (a lost frame shows at the next
/// message: it no longer decrypts, and the boards reconnect).
const PING_EVERY: Duration = Duration::from_millis(1500);
/// Silence after which a connection counts as lost.
const SILENCE: Duration = Duration::from_secs(5);

/// What a joining board asks to be.
#[derive(Debug, Clone)]
pub struct Hello {
    /// The role asked for.
    pub role: Role,
    /// The side asked for (an opponent gets the colour the host does not play).
    pub side: Option<Color>,
    /// A name to be said on the other board.
    pub name: Option<String>,
    /// The language its person hears.
    pub lang: crate::lang::Lang,
}

/// The wire message for what the core sends.
fn wire(out: Outgoing) -> Message {
    match out {
        Outgoing::Entry { seq, entry } => Message::Entry { seq, entry },
        Outgoing::Request { at, request } => Message::Request { at, request },
        Outgoing::Resend { from } => Message::Resend { from },
        Outgoing::Refused { text } => Message::Refused { reason: text },
    }
}

/// The writing side of every connection: the core's sends go out through it.
#[derive(Clone, Default)]
pub struct Links {
    writers: Arc<Mutex<HashMap<u32, Sender<Message>>>>,
}

impl Links {
    /// Sends `out` where the core asked; a peer that is gone is skipped (it gets what it
    /// missed when it is back).
    pub fn send(&self, to: To, out: Outgoing) {
        let msg = wire(out);
        let Ok(writers) = self.writers.lock() else {
            return;
        };
        match to {
            To::All => {
                for w in writers.values() {
                    let _ = w.send(msg.clone());
                }
            }
            To::Peer(id) => {
                if let Some(w) = writers.get(&id) {
                    let _ = w.send(msg);
                }
            }
        }
    }

    fn add(&self, id: u32, mut writer: ChannelWriter<TcpStream>) -> Sender<Message> {
        let (tx, rx) = mpsc::channel::<Message>();
        thread::spawn(move || {
            for msg in rx {
                if writer.send(&message::encode(msg)).is_err() {
                    break;
                }
            }
            let _ = writer.get_ref().shutdown(std::net::Shutdown::Both);
        });
        if let Ok(mut w) = self.writers.lock() {
            w.insert(id, tx.clone());
        }
        tx
    }

    fn remove(&self, id: u32) {
        if let Ok(mut w) = self.writers.lock() {
            w.remove(&id);
        }
    }
}

/// This board's key and the keys of the boards it paired with, kept in the data directory.
pub struct Keys {
    dir: PathBuf,
    /// This board's static key.
    pub own: StaticKey,
}

impl Keys {
    /// The keys in `data_dir/keys`, made the first time.
    ///
    /// # Errors
    /// When the directory or the key file cannot be read or written.
    pub fn open(data_dir: &Path) -> anyhow::Result<Keys> {
        let dir = data_dir.join("keys");
        std::fs::create_dir_all(&dir)?;
        let path = dir.join("board.key");
        let own = if path.exists() {
            StaticKey::load(&path)?
        } else {
            let k = StaticKey::generate()?;
            k.save(&path)?;
            k
        };
        Ok(Keys { dir, own })
    }

    fn peers_file(&self) -> PathBuf {
        self.dir.join("peers.json")
    }

    /// The boards paired with before, by name (`host` for the host this board joined).
    pub fn known(&self) -> HashMap<String, PeerKey> {
        std::fs::read(self.peers_file())
            .ok()
            .and_then(|b| serde_json::from_slice(&b).ok())
            .unwrap_or_default()
    }

    /// Remembers `key` as `name`.
    pub fn remember(&self, name: &str, key: PeerKey) {
        let mut all = self.known();
        all.insert(name.to_owned(), key);
        if let Ok(text) = serde_json::to_vec_pretty(&all) {
            let _ = std::fs::write(self.peers_file(), text);
        }
    }
}

/// Hosts the game on `listener`: pairs with `code`, or takes back a board paired before;
/// every joiner becomes [`Event::PeerJoined`], its messages events, its loss
/// [`Event::PeerLeft`]. `seat` is the colour the host's player plays (an opponent gets the
/// other).
pub fn host(
    listener: TcpListener,
    keys: Arc<Keys>,
    code: PairingCode,
    seat: Color,
    game: String,
    links: Links,
    events: Sender<Event>,
) {
    let limiter = Arc::new(Mutex::new(Limiter::default()));
    let next_id = Arc::new(Mutex::new(1u32));
    thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(stream) = stream else { continue };
            let keys = Arc::clone(&keys);
            let limiter = Arc::clone(&limiter);
            let next_id = Arc::clone(&next_id);
            let links = links.clone();
            let events = events.clone();
            let game = game.clone();
            thread::spawn(move || {
                let _ = stream.set_read_timeout(Some(HANDSHAKE_TIMEOUT));
                let _ = stream.set_write_timeout(Some(HANDSHAKE_TIMEOUT));
                let _ = stream.set_nodelay(true);
                let open = limiter
                    .lock()
                    .map(|l| l.check(Instant::now()).is_ok())
                    .unwrap_or(false);
                let known: Vec<PeerKey> = keys.known().into_values().collect();
                let accepted = secure::accept(stream, &keys.own, open.then_some(&code), &known);
                let accepted = match accepted {
                    Ok(a) => a,
                    Err(SecureError::WrongCode) => {
                        if let Ok(mut l) = limiter.lock() {
                            l.failure(Instant::now());
                        }
                        let _ = events.send(Event::Net(NetNotice::WrongCodeTried));
                        return;
                    }
                    Err(SecureError::PairingClosed) => {
                        let _ = events.send(Event::Net(NetNotice::PairingLocked));
                        return;
                    }
                    Err(SecureError::UnknownPeer) => {
                        let _ = events.send(Event::Net(NetNotice::UnknownBoard));
                        return;
                    }
                    Err(_) => return,
                };
                if accepted.how == secure::How::Paired {
                    if let Ok(mut l) = limiter.lock() {
                        l.success();
                    }
                    keys.remember(&accepted.peer.to_string(), accepted.peer);
                }
                let _ = accepted
                    .channel
                    .get_ref()
                    .set_read_timeout(Some(SILENCE * 2));
                let Ok((mut reader, writer)) = accepted.channel.split() else {
                    return;
                };
                let Some(hello) = read_hello(&mut reader) else {
                    return;
                };
                let id = next_id
                    .lock()
                    .map(|mut n| {
                        *n += 1;
                        *n - 1
                    })
                    .unwrap_or(0);
                let side = match hello.role {
                    Role::Opponent => Some(!seat),
                    Role::Assistant => hello.side,
                    Role::Arbiter | Role::Viewer => None,
                };
                let out = links.add(id, writer);
                let _ = out.send(Message::Welcome {
                    game,
                    role: hello.role,
                    side: side.map(Side::from),
                    name: None,
                });
                let _ = events.send(Event::PeerJoined(Peer {
                    id,
                    role: hello.role,
                    side,
                    name: hello.name,
                    lang: hello.lang,
                }));
                serve(&mut reader, id, &out, &events);
                let _ = reader.get_ref().shutdown(std::net::Shutdown::Both);
                links.remove(id);
                let _ = events.send(Event::PeerLeft(id));
            });
        }
    });
}

/// The joiner's first message.
fn read_hello(reader: &mut ChannelReader<TcpStream>) -> Option<Hello> {
    let bytes = reader.recv().ok()?;
    match message::decode(&bytes).ok()? {
        Message::Hello {
            role,
            side,
            name,
            lang,
            ..
        } => Some(Hello {
            role,
            side: side.map(Color::from),
            name,
            lang: lang.unwrap_or_default(),
        }),
        _ => None,
    }
}

/// Reads a peer's messages into events until the connection ends.
fn serve(
    reader: &mut ChannelReader<TcpStream>,
    id: u32,
    out: &Sender<Message>,
    events: &Sender<Event>,
) {
    while let Ok(bytes) = reader.recv() {
        let event = match message::decode(&bytes) {
            Ok(Message::Request { at, request }) => Event::PeerRequest { id, at, request },
            Ok(Message::Resend { from }) => Event::PeerResend { id, from },
            Ok(Message::Ping { t_ms }) => {
                let _ = out.send(Message::Pong { t_ms });
                continue;
            }
            Ok(Message::Bye) => return,
            // A board of another protocol version is told so, and the connection ends.
            Err(e @ message::MessageError::Version { .. }) => {
                let _ = out.send(Message::Refused {
                    reason: e.to_string(),
                });
                return;
            }
            // Anything else from a joiner is not for the host; a message this version does
            // not know (a later version's) is dropped.
            _ => continue,
        };
        if events.send(event).is_err() {
            return;
        }
    }
}

/// Joins the game at `addr` as `hello` asks: pairs with `code` the first time, reconnects with
/// the remembered host key after that, and tries again by itself when the connection is lost.
pub fn join(
    addr: SocketAddr,
    keys: Arc<Keys>,
    code: Option<PairingCode>,
    hello: Hello,
    links: Links,
    events: Sender<Event>,
) {
    thread::spawn(move || {
        let mut backoff = Duration::from_millis(250);
        let mut told = false;
        loop {
            match connect(addr, &keys, code.as_ref()) {
                Ok(channel) => {
                    backoff = Duration::from_millis(250);
                    told = false;
                    let _ = channel.get_ref().set_read_timeout(Some(SILENCE));
                    let Ok((mut reader, writer)) = channel.split() else {
                        continue;
                    };
                    let out = links.add(0, writer);
                    // Keeps the connection talking, so that a lost frame or a dead host shows;
                    // the answers measure the delay of the connection.
                    let pinger = out.clone();
                    let start = Instant::now();
                    thread::spawn(move || {
                        loop {
                            thread::sleep(PING_EVERY);
                            let t_ms = u64::try_from(start.elapsed().as_millis()).unwrap_or(0);
                            if pinger.send(Message::Ping { t_ms }).is_err() {
                                return;
                            }
                        }
                    });
                    let _ = out.send(Message::Hello {
                        game: String::new(),
                        role: hello.role,
                        side: hello.side.map(Side::from),
                        name: hello.name.clone(),
                        have: 0,
                        lang: Some(hello.lang),
                    });
                    follow(&mut reader, &out, &events, start);
                    let _ = reader.get_ref().shutdown(std::net::Shutdown::Both);
                    links.remove(0);
                }
                Err(SecureError::WrongCode) => {
                    let _ = events.send(Event::Net(NetNotice::WrongCode));
                    return;
                }
                Err(SecureError::PairingClosed | SecureError::UnknownPeer) => {
                    let _ = events.send(Event::Net(NetNotice::NotAccepted));
                    return;
                }
                Err(_) => {}
            }
            if !told {
                told = true;
                if events.send(Event::Net(NetNotice::Lost)).is_err() {
                    return;
                }
            }
            thread::sleep(backoff);
            backoff = (backoff * 2).min(MAX_BACKOFF);
        }
    });
}

/// A secure channel to the host: by the remembered key, else by pairing with `code`.
fn connect(
    addr: SocketAddr,
    keys: &Keys,
    code: Option<&PairingCode>,
) -> Result<secure::Channel<TcpStream>, SecureError> {
    let stream = TcpStream::connect_timeout(&addr, HANDSHAKE_TIMEOUT)?;
    let _ = stream.set_read_timeout(Some(HANDSHAKE_TIMEOUT));
    let _ = stream.set_write_timeout(Some(HANDSHAKE_TIMEOUT));
    let _ = stream.set_nodelay(true);
    let host = keys.known().get(&host_name(addr)).copied();
    match (host, code) {
        (Some(key), _) => secure::reconnect_as_joiner(stream, &keys.own, &key),
        (None, Some(code)) => {
            let (channel, key) = secure::pair_as_joiner(stream, code, &keys.own)?;
            keys.remember(&host_name(addr), key);
            Ok(channel)
        }
        (None, None) => Err(SecureError::PairingClosed),
    }
}

/// The name a host's key is remembered by.
fn host_name(addr: SocketAddr) -> String {
    format!("host {addr}")
}

/// Reads the host's messages into events until the connection ends.
fn follow(
    reader: &mut ChannelReader<TcpStream>,
    out: &Sender<Message>,
    events: &Sender<Event>,
    start: Instant,
) {
    while let Ok(bytes) = reader.recv() {
        let event = match message::decode(&bytes) {
            Ok(Message::Welcome {
                role, side, name, ..
            }) => Event::Connected {
                role,
                side: side.map(Color::from),
                name,
            },
            Ok(Message::Entry { seq, entry }) => Event::PeerEntry { seq, entry },
            Ok(Message::Refused { reason }) => Event::PeerRefused(reason),
            Ok(Message::Ping { t_ms }) => {
                let _ = out.send(Message::Pong { t_ms });
                continue;
            }
            // The answer to this board's ping: half the round trip is the delay of an entry.
            Ok(Message::Pong { t_ms }) => {
                let now = u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX);
                Event::Delay(Duration::from_millis(now.saturating_sub(t_ms) / 2))
            }
            Ok(Message::Bye) => return,
            _ => continue,
        };
        if events.send(event).is_err() {
            return;
        }
    }
}

/// The address to listen on: `bind` and `port`.
///
/// # Errors
/// When the address cannot be bound.
pub fn listen(bind: IpAddr, port: u16) -> std::io::Result<TcpListener> {
    TcpListener::bind(SocketAddr::new(bind, port))
}
