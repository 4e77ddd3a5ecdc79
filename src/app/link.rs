//! The network adapter of the game: the thin shell between the core's [`Effect::Send`] and
//! the [`Input`]s from the partner's boards, over the secure channel of [`crate::net`].
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

use std::sync::atomic::{AtomicU32, AtomicU64, AtomicUsize, Ordering};

use super::core::{Input, NetNotice, Paired, Peer, To, WaitingRequests, policy};
use super::pairings::{Pairing, Pairings, clean_name};
use super::start::{Because, Failure, StartProblem};
use crate::net::message::{self, Message, Side};
use crate::net::pairing::PairingCode;
use crate::net::secure::{
    self, ChannelReader, ChannelWriter, Gate, Limiter, PeerKey, SecureError, StaticKey,
};
use crate::record::Role;
use crate::refusal::Refusal;

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
    /// Whether the role and side were asked for on purpose (`--role`): a board that comes
    /// back is what it was paired as, and is told so when it asked for something else.
    pub ask: bool,
}

/// The writing side of every connection: the core's sends go out through it. On the host it
/// also knows which board's key each connection is, to revoke one.
#[derive(Clone, Default)]
pub struct Links {
    writers: Arc<Mutex<HashMap<u32, Sender<Message>>>>,
    conns: Arc<Mutex<HashMap<u32, (PeerKey, TcpStream)>>>,
    host: Option<Arc<HostSide>>,
    /// Writer threads still running.
    live: Arc<AtomicUsize>,
    /// The host's entries of the game so far (told to a board when it is welcomed).
    entries: Arc<AtomicU64>,
    /// A joined board: the file its undecided requests are kept in, and what it holds.
    requests: Option<Arc<Mutex<(PathBuf, WaitingRequests)>>>,
    /// The host's connections ended by a revocation (their end is not said as a loss).
    revoked: Arc<Mutex<std::collections::HashSet<u32>>>,
}

/// What the host's links share with its accepting side: the pairings, the game they belong
/// to now, and the core's channel (to tell it the pairings).
struct HostSide {
    pairings: Arc<Pairings>,
    game: Mutex<String>,
    events: Sender<Input>,
    /// The interrupted game offered at start, while the host's player has not chosen between
    /// it and a new one: a board paired in it that comes back meanwhile is not turned away.
    awaiting: Mutex<Option<String>>,
}

impl Links {
    /// The links of a hosting board, whose pairings belong to `game`.
    pub fn hosting(pairings: Arc<Pairings>, game: String, events: Sender<Input>) -> Links {
        Links {
            host: Some(Arc::new(HostSide {
                pairings,
                game: Mutex::new(game),
                events,
                awaiting: Mutex::new(None),
            })),
            ..Links::default()
        }
    }

    /// Sends `out` where the core asked; a peer that is gone is skipped (it gets what it
    /// missed when it is back).
    pub fn send(&self, to: To, msg: Message) {
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

    /// Says goodbye to every peer (the session ends on purpose: not a crash).
    pub fn bye(&self) {
        if let Ok(writers) = self.writers.lock() {
            for w in writers.values() {
                let _ = w.send(Message::Bye);
            }
        }
        // Give the writers a moment to send it before the process ends.
        let until = Instant::now() + Duration::from_millis(500);
        while self.live.load(Ordering::SeqCst) > 0 && Instant::now() < until {
            thread::sleep(Duration::from_millis(5));
        }
    }

    /// The host revokes the pairing of the board whose key is `key` (hex): forgotten, and
    /// its connection closed.
    pub fn revoke(&self, key: &str) {
        let Ok(key) = key.parse::<PeerKey>() else {
            return;
        };
        if let Some(host) = &self.host {
            host.pairings.revoke(&key);
        }
        // The board is told (the writer ends the connection after it), and its end is not said
        // on the host as a lost connection: the host said the revocation.
        let revoked: Vec<u32> = self
            .conns
            .lock()
            .map(|conns| {
                conns
                    .iter()
                    .filter(|(_, (k, _))| *k == key)
                    .map(|(id, _)| *id)
                    .collect()
            })
            .unwrap_or_default();
        if let Ok(mut ids) = self.revoked.lock() {
            ids.extend(revoked.iter().copied());
        }
        for id in revoked {
            let told = self
                .writers
                .lock()
                .ok()
                .and_then(|w| w.get(&id).cloned())
                .is_some_and(|tx| tx.send(Message::Revoked).is_ok());
            if !told
                && let Ok(conns) = self.conns.lock()
                && let Some((_, stream)) = conns.get(&id)
            {
                let _ = stream.shutdown(std::net::Shutdown::Both);
            }
        }
        self.tell_pairings();
    }

    /// Whether connection `id` ended because its board was revoked (and forgets it).
    fn was_revoked(&self, id: u32) -> bool {
        self.revoked.lock().is_ok_and(|mut ids| ids.remove(&id))
    }

    /// A new game has started on the host with the boards there: their pairings are carried
    /// over to it.
    pub fn new_game(&self, game: &str) {
        let Some(host) = &self.host else {
            return;
        };
        if let Ok(mut current) = host.game.lock() {
            host.pairings.carry_over(&current, game);
            *current = game.to_owned();
        }
        self.tell_pairings();
    }

    /// The host offers to continue the interrupted game `game` (started without `--resume`):
    /// until its player has chosen ([`Links::chosen`]), a board paired in that game that
    /// comes back is closed without a refusal, and tries again by itself.
    pub fn await_choice(&self, game: &str) {
        if let Some(host) = &self.host
            && let Ok(mut awaiting) = host.awaiting.lock()
        {
            *awaiting = Some(game.to_owned());
        }
    }

    /// The host's player has chosen, and the host's game is now `game`: the interrupted game
    /// (its boards are let back in, their pairings carried over to it) or a new one (they are
    /// refused when they come back, and told to ask for the new code). Nothing when no choice
    /// was awaited.
    pub fn chosen(&self, game: &str) {
        let Some(host) = &self.host else {
            return;
        };
        let awaited = host.awaiting.lock().ok().and_then(|mut a| a.take());
        if awaited.as_deref() == Some(game) {
            self.new_game(game);
        }
    }

    /// Whether a board paired in `game` waits for the host's player's choice.
    fn awaits(host: &HostSide, game: &str) -> bool {
        host.awaiting
            .lock()
            .is_ok_and(|a| a.as_deref() == Some(game))
    }

    /// A joined board keeps its undecided requests in `path`; returns those it kept there
    /// before (a board started again asks for them).
    pub fn keep_requests_in(&mut self, path: PathBuf) -> WaitingRequests {
        let kept: WaitingRequests = std::fs::read(&path)
            .ok()
            .and_then(|b| serde_json::from_slice(&b).ok())
            .unwrap_or_default();
        self.requests = Some(Arc::new(Mutex::new((path, kept.clone()))));
        kept
    }

    /// Writes a joined board's undecided requests when they changed, as a whole
    /// ([`crate::store::write`]): the joined board's journal of what its player asked for and
    /// the host has not yet decided.
    pub fn keep_requests(&self, now: WaitingRequests) {
        let Some(requests) = &self.requests else {
            return;
        };
        let Ok(mut kept) = requests.lock() else {
            return;
        };
        if kept.1 == now {
            return;
        }
        let path = kept.0.clone();
        if let Ok(text) = serde_json::to_vec(&now)
            && crate::store::write(&path, text).is_ok()
        {
            kept.1 = now;
        }
    }

    /// The host has this many entries of its game (at the start: a resumed game's).
    pub fn set_entries(&self, n: u64) {
        self.entries.store(n, Ordering::SeqCst);
    }

    /// The core recorded `recorded`: a start carries the boards over to the new game; a host
    /// sends the entry to every board, with its number, and welcomes a board that comes later
    /// with the count.
    pub fn publish(&self, recorded: &crate::record::Recorded) {
        if recorded.begins_game() {
            self.new_game(&recorded.entry.game);
        }
        self.entries.store(recorded.number + 1, Ordering::SeqCst);
        if self.host.is_some() {
            self.send(
                To::All,
                Message::Entry {
                    seq: recorded.number,
                    entry: Box::new(recorded.entry.clone()),
                },
            );
        }
    }

    /// Tells the core the pairings of the game as they are now.
    fn tell_pairings(&self) {
        let Some(host) = &self.host else {
            return;
        };
        let game = host.game.lock().map(|g| g.clone()).unwrap_or_default();
        let connected: Vec<PeerKey> = self
            .conns
            .lock()
            .map(|c| c.values().map(|(k, _)| *k).collect())
            .unwrap_or_default();
        let list = host
            .pairings
            .of_game(&game)
            .into_iter()
            .map(|p| Paired {
                connected: connected.contains(&p.key),
                ..paired(&p)
            })
            .collect();
        let _ = host.events.send(Input::Pairings(list));
    }

    fn add(&self, id: u32, mut writer: ChannelWriter<TcpStream>) -> Sender<Message> {
        let (tx, rx) = mpsc::channel::<Message>();
        let live = Arc::clone(&self.live);
        live.fetch_add(1, Ordering::SeqCst);
        thread::spawn(move || {
            for msg in rx {
                let bye = matches!(msg, Message::Bye | Message::Revoked);
                if writer.send(&message::encode(msg)).is_err() || bye {
                    break;
                }
            }
            let _ = writer.get_ref().shutdown(std::net::Shutdown::Both);
            live.fetch_sub(1, Ordering::SeqCst);
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
        let had = self
            .conns
            .lock()
            .map(|mut c| c.remove(&id).is_some())
            .unwrap_or(false);
        if had {
            self.tell_pairings();
        }
    }
}

/// The core's view of a pairing.
fn paired(p: &Pairing) -> Paired {
    Paired {
        key: p.key.to_string(),
        role: p.role,
        side: p.side.map(Color::from),
        name: p.name.clone(),
        connected: false,
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
    pub fn open(data_dir: &Path) -> Result<Keys, Failure> {
        let dir = data_dir.join("keys");
        std::fs::create_dir_all(&dir).because(StartProblem::DataDir)?;
        let path = dir.join("board.key");
        let own = if path.exists() {
            StaticKey::load(&path).because(StartProblem::DataDir)?
        } else {
            let k = StaticKey::generate().map_err(Failure::other)?;
            k.save(&path).because(StartProblem::DataDir)?;
            k
        };
        Ok(Keys { dir, own })
    }

    /// The directory of the keys.
    pub fn dir(&self) -> PathBuf {
        self.dir.clone()
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
            let _ = crate::store::write(&self.peers_file(), text);
        }
    }
}

/// How many handshakes (with the hello after them) may be in progress at once: a connection
/// beyond them is closed at once, so that slow or half-open connections cannot hold threads.
pub const MAX_HANDSHAKES: usize = 16;

/// The longest pause of the accepting loop after an error (out of descriptors, say).
const MAX_ACCEPT_BACKOFF: Duration = Duration::from_secs(1);

/// A socket whose reads and writes all end by one deadline (a handshake's): a peer that
/// trickles bytes cannot hold the host longer.
struct Deadline {
    stream: TcpStream,
    until: Instant,
}

impl Deadline {
    fn left(&self) -> std::io::Result<Duration> {
        let left = self.until.saturating_duration_since(Instant::now());
        if left.is_zero() {
            Err(std::io::Error::from(std::io::ErrorKind::TimedOut))
        } else {
            Ok(left)
        }
    }
}

impl std::io::Read for Deadline {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        self.stream.set_read_timeout(Some(self.left()?))?;
        self.stream.read(buf)
    }
}

impl std::io::Write for Deadline {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.stream.set_write_timeout(Some(self.left()?))?;
        self.stream.write(buf)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.stream.flush()
    }
}

/// Frees a handshake's place when it ends, however it ends.
struct Slot(Arc<AtomicUsize>);

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// What the host's accepting side needs.
#[derive(Clone)]
struct Hosting {
    keys: Arc<Keys>,
    code: PairingCode,
    seat: Color,
    links: Links,
    events: Sender<Input>,
    limiter: Arc<Mutex<Limiter>>,
    next_id: Arc<AtomicU32>,
    /// When each kind of refusal was last said on the host: a flood of attempts is said once
    /// in [`NOTICE_EVERY`], not once each.
    said: Arc<Mutex<Vec<(NetNotice, Instant)>>>,
}

/// How often a board that waits for the host's player's choice is pinged (well within the
/// joined board's [`SILENCE`]).
const HOLD_PING: Duration = Duration::from_secs(1);

/// How often the host says the same kind of refused connection at most.
const NOTICE_EVERY: Duration = Duration::from_secs(10);

/// Hosts the game on `listener`: pairs with `code`, or takes back a board paired in this
/// game, as what it was paired as; every joiner becomes [`Input::PeerJoined`], its messages
/// events, its loss [`Input::PeerLeft`]. `seat` is the colour the host's player plays (an
/// opponent gets the other). `links` must be made by [`Links::hosting`].
pub fn host(
    listener: TcpListener,
    keys: Arc<Keys>,
    code: PairingCode,
    seat: Color,
    links: Links,
    events: Sender<Input>,
) {
    let hosting = Hosting {
        keys,
        code,
        seat,
        links,
        events,
        limiter: Arc::new(Mutex::new(Limiter::default())),
        next_id: Arc::new(AtomicU32::new(1)),
        said: Arc::new(Mutex::new(Vec::new())),
    };
    hosting.links.tell_pairings();
    let in_progress = Arc::new(AtomicUsize::new(0));
    thread::spawn(move || {
        let mut backoff = Duration::from_millis(10);
        loop {
            let stream = match listener.accept() {
                Ok((stream, _)) => {
                    backoff = Duration::from_millis(10);
                    stream
                }
                // Out of descriptors, or the like: wait, longer each time, so that the loop
                // does not spin.
                Err(_) => {
                    thread::sleep(backoff);
                    backoff = (backoff * 2).min(MAX_ACCEPT_BACKOFF);
                    continue;
                }
            };
            if in_progress.fetch_add(1, Ordering::SeqCst) >= MAX_HANDSHAKES {
                in_progress.fetch_sub(1, Ordering::SeqCst);
                drop(stream);
                continue;
            }
            let slot = Slot(Arc::clone(&in_progress));
            let hosting = hosting.clone();
            thread::spawn(move || hosting.connection(stream, slot));
        }
    });
}

impl Hosting {
    /// One connection: the handshake and the hello by one deadline, the role the host
    /// decides, then its messages until it ends.
    fn connection(&self, stream: TcpStream, slot: Slot) {
        let _ = stream.set_nodelay(true);
        let Some(host) = self.links.host.clone() else {
            return;
        };
        let Some(accepted) = self.handshake(stream, &host) else {
            return;
        };
        let how = accepted.how;
        let peer_key = accepted.peer;
        if how == secure::How::Paired
            && let Ok(mut l) = self.limiter.lock()
        {
            l.success();
        }
        let Some((mut reader, writer)) = split_by_deadline(accepted.channel) else {
            return;
        };
        let Some(hello) = read_hello(&mut reader) else {
            return;
        };
        let mut game = host.game.lock().map(|g| g.clone()).unwrap_or_default();
        let id = self.next_id.fetch_add(1, Ordering::SeqCst);
        let out = self.links.add(id, writer);
        let pairing = match how {
            secure::How::Paired => self.pair(&host, peer_key, &game, &hello),
            secure::How::Reconnected => {
                let Some((p, now)) = self.returning(&host, &peer_key, &out) else {
                    self.links.remove(id);
                    return;
                };
                game = now;
                p
            }
        };
        let _ = reader.get_ref().set_read_timeout(Some(SILENCE * 2));
        if let (Ok(stream), Ok(mut conns)) = (reader.get_ref().try_clone(), self.links.conns.lock())
        {
            conns.insert(id, (peer_key, stream));
        }
        self.links.tell_pairings();
        self.welcome(id, &pairing, &hello, game, &out);
        if how == secure::How::Reconnected {
            self.hold_to(&pairing, &hello, &out);
        }
        // The handshake is over: its place is free for another.
        drop(slot);
        let bye = serve(&mut reader, id, &out, &self.events);
        let _ = reader.get_ref().shutdown(std::net::Shutdown::Both);
        self.links.remove(id);
        if !self.links.was_revoked(id) {
            let _ = self.events.send(if bye {
                Input::PeerEnded(id)
            } else {
                Input::PeerLeft(id)
            });
        }
    }

    /// A board paired before that comes back (`key`, its messages to `out`): its pairing and
    /// the host's game, when it is paired in that game. One paired in the interrupted game
    /// the host's player may still continue waits until the choice (pinged meanwhile, so that
    /// it does not take the silence for a lost host); one of another game is refused (said on
    /// both boards).
    fn returning(
        &self,
        host: &HostSide,
        key: &PeerKey,
        out: &Sender<Message>,
    ) -> Option<(Pairing, String)> {
        while host
            .pairings
            .find(key)
            .is_some_and(|p| Links::awaits(host, &p.game))
        {
            if out.send(Message::Ping { t_ms: 0 }).is_err() {
                return None;
            }
            thread::sleep(HOLD_PING);
        }
        let game = host.game.lock().map(|g| g.clone()).unwrap_or_default();
        match host.pairings.find(key) {
            Some(p) if p.game == game => Some((p, game)),
            // Paired for an earlier game: a new code is needed (said on both boards).
            _ => {
                let _ = out.send(Message::Refused {
                    refusal: Refusal::OtherGame,
                });
                let _ = out.send(Message::Bye);
                self.notice(NetNotice::OtherGameBoard);
                None
            }
        }
    }

    /// The secure handshake on `stream`, by the handshake's deadline: a board that pairs with
    /// the code (while the limiter lets it try) or one paired before. A refusal is said on the
    /// host.
    fn handshake(&self, stream: TcpStream, host: &HostSide) -> Option<secure::Accepted<Deadline>> {
        let deadline = Deadline {
            stream,
            until: Instant::now() + HANDSHAKE_TIMEOUT,
        };
        let known: Vec<PeerKey> = host.pairings.all().into_iter().map(|p| p.key).collect();
        let limiter = &self.limiter;
        let gate = || match limiter.lock() {
            Ok(mut l) => match l.attempt(Instant::now()) {
                Ok(()) => Gate::Open(self.code),
                Err(locked) => Gate::Locked(locked.remaining),
            },
            Err(_) => Gate::Closed,
        };
        match secure::accept_with(deadline, &self.keys.own, gate, &known) {
            Ok(a) => Some(a),
            Err(e) => {
                let notice = match e {
                    SecureError::WrongCode => NetNotice::WrongCodeTried,
                    SecureError::Locked(_) | SecureError::PairingClosed => NetNotice::PairingLocked,
                    SecureError::UnknownPeer => NetNotice::UnknownBoard,
                    _ => return None,
                };
                self.notice(notice);
                None
            }
        }
    }

    /// Tells the board of connection `id` (`out`) that it is welcome, as its `pairing` says,
    /// and the core that it joined.
    fn welcome(
        &self,
        id: u32,
        pairing: &Pairing,
        hello: &Hello,
        game: String,
        out: &Sender<Message>,
    ) {
        let side = pairing.side.map(Color::from);
        let _ = out.send(Message::Welcome {
            game,
            role: pairing.role,
            side: pairing.side,
            name: None,
            entries: self.links.entries.load(Ordering::SeqCst),
        });
        let _ = self.events.send(Input::PeerJoined(Peer {
            id,
            role: pairing.role,
            side,
            name: pairing.name.clone(),
            lang: hello.lang,
        }));
    }

    /// Says a refused connection on the host, unless the same kind was said a moment ago.
    fn notice(&self, notice: NetNotice) {
        let now = Instant::now();
        if let Ok(mut said) = self.said.lock() {
            said.retain(|(_, at)| now.duration_since(*at) < NOTICE_EVERY);
            if said.iter().any(|(n, _)| *n == notice) {
                return;
            }
            said.push((notice, now));
        }
        let _ = self.events.send(Input::Net(notice));
    }

    /// A board paired with the code: the host fixes its role and side from what the hello
    /// asks (an opponent plays the other colour than the host's player), records it for this
    /// game, and says on the host when the same board had another role before.
    fn pair(&self, host: &HostSide, key: PeerKey, game: &str, hello: &Hello) -> Pairing {
        let side = policy::paired_side(hello.role, hello.side, self.seat);
        let pairing = Pairing {
            key,
            game: game.to_owned(),
            role: hello.role,
            side: side.map(Side::from),
            name: hello.name.clone(),
        };
        if let Some(before) = host.pairings.pair(pairing.clone())
            && before.game == game
            && (before.role != pairing.role || before.side != pairing.side)
        {
            let _ = self.events.send(Input::RoleChanged {
                before: paired(&before),
                after: paired(&pairing),
            });
        }
        pairing
    }

    /// A board that came back without a code is what it was paired as; when its hello asked
    /// for something else, that is said on both boards and not given.
    fn hold_to(&self, p: &Pairing, hello: &Hello, out: &Sender<Message>) {
        if !hello.ask {
            return;
        }
        let side = p.side.map(Color::from);
        if !policy::asks_otherwise((p.role, side), hello.role, hello.side) {
            return;
        }
        let _ = self.events.send(Input::RoleKept {
            kept: paired(p),
            asked: hello.role,
            asked_side: policy::asked_side(hello.role, hello.side, self.seat),
        });
        let _ = out.send(Message::Refused {
            refusal: Refusal::RoleKept { role: p.role, side },
        });
    }
}

/// The channel of an accepted connection split into its reader and writer, the reader waiting
/// no longer than what is left of the handshake's deadline (`None` when none is left).
fn split_by_deadline(
    channel: secure::Channel<Deadline>,
) -> Option<(ChannelReader<TcpStream>, ChannelWriter<TcpStream>)> {
    let until = channel.get_ref().until;
    let reader = channel.get_ref().stream.try_clone().ok()?;
    let writer = channel.get_ref().stream.try_clone().ok()?;
    let (reader, writer) = channel.split_with(reader, writer);
    let left = until.saturating_duration_since(Instant::now());
    if left.is_zero() || reader.get_ref().set_read_timeout(Some(left)).is_err() {
        return None;
    }
    Some((reader, writer))
}

/// The joiner's first message (its name cleaned).
fn read_hello(reader: &mut ChannelReader<TcpStream>) -> Option<Hello> {
    let bytes = recv(reader).ok()?;
    match message::decode(&bytes).ok()? {
        Message::Hello {
            role,
            side,
            name,
            lang,
            ask,
            ..
        } => Some(Hello {
            role,
            side: side.map(Color::from),
            name: name.as_deref().and_then(clean_name),
            lang: lang.unwrap_or_default(),
            ask,
        }),
        _ => None,
    }
}

/// The next message from the other board: a frame the network duplicated is ignored; any
/// other that does not decrypt (lost frames before it, or forged) ends the connection, and the
/// boards reconnect.
fn recv(reader: &mut ChannelReader<TcpStream>) -> Result<Vec<u8>, SecureError> {
    reader.recv_skipping_repeats()
}

/// Reads a peer's messages into events until the connection ends; whether the peer said
/// goodbye (ended its session) rather than lost the connection.
fn serve(
    reader: &mut ChannelReader<TcpStream>,
    id: u32,
    out: &Sender<Message>,
    events: &Sender<Input>,
) -> bool {
    while let Ok(bytes) = recv(reader) {
        let event = match message::decode(&bytes) {
            Ok(message @ (Message::Request { .. } | Message::Resend { .. })) => {
                Input::Peer { id, message }
            }
            Ok(Message::Ping { t_ms }) => {
                let _ = out.send(Message::Pong { t_ms });
                continue;
            }
            Ok(Message::Bye) => return true,
            // A board of another protocol version cannot read this one's messages: the
            // connection ends (that board says why when it reads the host's first message).
            Err(message::MessageError::Version { .. }) => return false,
            // Anything else from a joiner is not for the host; a message this version does
            // not know (a later version's) is dropped.
            _ => continue,
        };
        if events.send(event).is_err() {
            return false;
        }
    }
    false
}

/// Joins the game at `addr` as `hello` asks: pairs with `code` when one is given (a new code
/// pairs again, also with a host paired before), reconnects with the remembered host key
/// after that, and tries again by itself when the connection is lost.
pub fn join(
    addr: SocketAddr,
    keys: Arc<Keys>,
    code: Option<PairingCode>,
    hello: Hello,
    links: Links,
    events: Sender<Input>,
) {
    thread::spawn(move || {
        let mut backoff = Duration::from_millis(250);
        let mut told = false;
        let mut code = code;
        loop {
            match connect(addr, &keys, code.as_ref()) {
                Ok(channel) => {
                    // Paired: from now on this board comes back with its key.
                    code = None;
                    backoff = Duration::from_millis(250);
                    told = false;
                    let Some(end) = session(channel, &hello, &links, &events) else {
                        continue;
                    };
                    match end {
                        End::Lost => {}
                        End::HostEnded => {
                            let _ = events.send(Input::Net(NetNotice::HostEnded));
                            return;
                        }
                        // Coming back needs the code: this board does not try by itself.
                        End::Revoked => {
                            let _ = events.send(Input::Net(NetNotice::Revoked));
                            return;
                        }
                        // Refused before it was welcomed (said already): coming back the
                        // same way would be refused again.
                        End::Refused => return,
                    }
                }
                Err(SecureError::WrongCode) => {
                    let _ = events.send(Input::Net(NetNotice::WrongCode));
                    return;
                }
                Err(SecureError::Locked(left)) => {
                    let secs = left.as_secs().max(1);
                    let _ = events.send(Input::Net(NetNotice::Locked { secs }));
                    return;
                }
                Err(SecureError::PairingClosed | SecureError::UnknownPeer) => {
                    let _ = events.send(Input::Net(NetNotice::NotAccepted));
                    return;
                }
                Err(_) => {}
            }
            if !told {
                told = true;
                if events.send(Input::Net(NetNotice::Lost)).is_err() {
                    return;
                }
            }
            thread::sleep(backoff);
            backoff = (backoff * 2).min(MAX_BACKOFF);
        }
    });
}

/// One connection to the host over `channel`: the hello, then the host's messages (and
/// pings) until it ends; how it ended (`None` when the channel could not be used).
fn session(
    channel: secure::Channel<TcpStream>,
    hello: &Hello,
    links: &Links,
    events: &Sender<Input>,
) -> Option<End> {
    let _ = channel.get_ref().set_read_timeout(Some(SILENCE));
    let Ok((mut reader, writer)) = channel.split() else {
        return None;
    };
    let out = links.add(0, writer);
    // Keeps the connection talking, so that a lost frame or a dead host shows;
    // the answers measure the delay of the connection.
    let start = Instant::now();
    spawn_pinger(out.clone(), start);
    let _ = out.send(Message::Hello {
        game: String::new(),
        role: hello.role,
        side: hello.side.map(Side::from),
        name: hello.name.clone(),
        have: 0,
        lang: Some(hello.lang),
        ask: hello.ask,
    });
    let end = follow(&mut reader, &out, events, start);
    let _ = reader.get_ref().shutdown(std::net::Shutdown::Both);
    links.remove(0);
    Some(end)
}

/// Pings the host through `pinger` every [`PING_EVERY`], with the time since `start`, until
/// the connection is gone.
fn spawn_pinger(pinger: Sender<Message>, start: Instant) {
    thread::spawn(move || {
        loop {
            thread::sleep(PING_EVERY);
            let t_ms = u64::try_from(start.elapsed().as_millis()).unwrap_or(0);
            if pinger.send(Message::Ping { t_ms }).is_err() {
                return;
            }
        }
    });
}

/// A secure channel to the host: by pairing with `code` when one is given, else by the
/// remembered key.
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
    match (code, host) {
        (Some(code), _) => {
            let (channel, key) = secure::pair_as_joiner(stream, code, &keys.own)?;
            keys.remember(&host_name(addr), key);
            Ok(channel)
        }
        (None, Some(key)) => secure::reconnect_as_joiner(stream, &keys.own, &key),
        (None, None) => Err(SecureError::PairingClosed),
    }
}

/// The name a host's key is remembered by.
fn host_name(addr: SocketAddr) -> String {
    format!("host {addr}")
}

/// How a joined board's connection ended.
enum End {
    /// Lost: try again.
    Lost,
    /// The host said goodbye: its session ended.
    HostEnded,
    /// The host refused this board before welcoming it.
    Refused,
    /// The host revoked this board's pairing.
    Revoked,
}

/// Reads the host's messages into events until the connection ends.
fn follow(
    reader: &mut ChannelReader<TcpStream>,
    out: &Sender<Message>,
    events: &Sender<Input>,
    start: Instant,
) -> End {
    let mut welcomed = false;
    let mut refused = false;
    while let Ok(bytes) = recv(reader) {
        let event = match message::decode(&bytes) {
            Ok(Message::Welcome {
                role,
                side,
                name,
                entries,
                ..
            }) => {
                welcomed = true;
                if events.send(Input::CatchUp(entries)).is_err() {
                    return End::Lost;
                }
                Input::Connected {
                    role,
                    side: side.map(Color::from),
                    name,
                }
            }
            // The host asks this board's player (whether the opponent may take a move back).
            Ok(message @ Message::Request { .. }) if welcomed => Input::Peer { id: 0, message },
            Ok(message @ (Message::Entry { .. } | Message::ClockReading { .. })) => {
                Input::Peer { id: 0, message }
            }
            Ok(message @ Message::Refused { .. }) => {
                refused |= !welcomed;
                Input::Peer { id: 0, message }
            }
            Ok(Message::Ping { t_ms }) => {
                let _ = out.send(Message::Pong { t_ms });
                continue;
            }
            // The answer to this board's ping: half the round trip is the delay of an entry.
            Ok(Message::Pong { t_ms }) => {
                let now = u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX);
                Input::Delay(Duration::from_millis(now.saturating_sub(t_ms) / 2))
            }
            Ok(Message::Revoked) => return End::Revoked,
            Ok(Message::Bye) if welcomed => return End::HostEnded,
            Ok(Message::Bye) => return End::Refused,
            // A host of another protocol version: said once, and not tried again.
            Err(message::MessageError::Version { found, .. }) => {
                let _ = events.send(Input::Net(NetNotice::OtherVersion { theirs: found }));
                return End::Refused;
            }
            _ => continue,
        };
        if events.send(event).is_err() {
            return End::Lost;
        }
    }
    if refused { End::Refused } else { End::Lost }
}

/// The address to listen on: `bind` and `port`.
///
/// # Errors
/// When the address cannot be bound.
pub fn listen(bind: IpAddr, port: u16) -> std::io::Result<TcpListener> {
    TcpListener::bind(SocketAddr::new(bind, port))
}
