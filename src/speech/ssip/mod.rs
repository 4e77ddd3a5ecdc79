//! speech-dispatcher over its socket protocol (SSIP), in pure Rust, on the Unix socket
//! ([`wire`]: commands, replies and the daemon's events).
//!
//! - The socket is found as the C client library finds it: an explicit path, else
//!   `SPEECHD_ADDRESS` (`unix_socket:/path`), else `$XDG_RUNTIME_DIR/speech-dispatcher/
//!   speechd.sock` (falling back to the user's cache directory, as GLib does).
//! - Each utterance sets its language (`SET self LANGUAGE de`), so German words get a German
//!   voice, and goes out at the priority `message`, whatever its urgency for rochade.
//!   - Not `text`: the daemon drops a `text` for any `message` of any client, and the player's
//!     screen reader speaks its key echo as `message`, so an answer the player asked for would
//!     be thrown away unheard.
//!   - Not `important`: the daemon stops whatever `message` is being spoken for an `important`
//!     one, of any client, and never says the stopped one again (speechd's
//!     `resolve_priorities`), so an alert would cut the screen reader's sentence in the middle.
//!   - A `message` is never stopped for another `message`: the daemon queues them, so an alert
//!     waits at most for the sentence being spoken.
//! - rochade's [`queue`](super::queue) policy is therefore carried out by rochade: when a
//!   more urgent utterance comes while only less urgent ones of its own are still speaking or
//!   waiting, it cancels its own (`CANCEL self`, the only cancel SSIP has that touches no other
//!   client). Which are is known from the daemon's events (estimated from their length and
//!   the rate when the daemon sends none).
//! - Every answer is awaited with a short timeout ([`DEFAULT_TIMEOUT`], a few hundred ms), so
//!   a daemon that accepts the connection but does not answer is found before the first
//!   sentence, and one that stops answering mid-game costs at most that long once; after any
//!   error the connection is considered broken and each later call fails at once.
//! - **Whether speech is heard** comes from the daemon's own events ([`wire`]: a message of
//!   ours begins, ends, is cancelled), asked for at the start (`SET self NOTIFICATION all
//!   on`). A daemon whose sound output does not work still queues every message and answers
//!   every command; only the events show that nothing is said. So the oldest of our messages
//!   not yet over must begin within [`FIRST_WAIT`] of its turn (its sending, or the end of
//!   ours before it), [`PROVEN_WAIT`] once the daemon has said one to its end (then only the
//!   screen reader's long sentences delay it), and once begun must end within a quarter more
//!   than the time its words need plus [`FIRST_STUCK_WAIT`] (twice that time plus
//!   [`STUCK_WAIT`] once proven). [`SsipSpeaker::deadline`] says when that is next to
//!   be judged (the event loop wakes then), [`SsipSpeaker::check`] judges: a message overdue
//!   breaks the connection like a daemon that does not answer, and the fallback says the
//!   notice first, then everything of ours that was not said to its end.
//! - Without events (a daemon that refuses them), what may not have been heard is estimated
//!   from the length of the words and the rate ([`SsipSpeaker::unsaid`]).
//! - A daemon rochade starts itself (`speech-dispatcher --spawn --run-single`, which respects
//!   the daemon's `DisableAutoSpawn` setting) is rochade's child: it is ended when the speaker
//!   is dropped or the daemon stops answering, and its own idle timeout ends it even if
//!   rochade is killed.

pub mod wire;

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use self::wire::{
    Happened, OK_CANCELED, OK_CLIENT_NAME_SET, OK_LANGUAGE_SET, OK_MESSAGE_QUEUED,
    OK_NOTIFICATION_SET, OK_PRIORITY_SET, OK_RATE_SET, OK_RECEIVING_DATA, OK_VOICE_SET, Wire,
    WireError,
};
use super::{Priority, Speaker, SpeechError, Utterance};
use crate::Lang;

/// How long to wait for each answer of the daemon by default: speech-dispatcher answers
/// in milliseconds, so a daemon silent for this long is not answering.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_millis(400);

/// How long a daemon rochade starts may take to open its socket (it loads its output modules
/// first); after that the first sentence goes to the fallback rather than wait.
const SPAWN_LIMIT: Duration = Duration::from_millis(1500);

/// The idle timeout given to a daemon rochade starts: it ends itself this many seconds after
/// its last client (rochade) is gone, even if rochade could not end it.
const SPAWN_IDLE_SECONDS: &str = "5";

/// Added to every estimate: a message also waits for the output module to start.
const MARGIN: Duration = Duration::from_millis(1500);

/// How long an output module takes to begin a message, roughly: a message of ours is taken
/// to be over this long after its words (when deciding whether a more urgent one may cut it).
const START: Duration = Duration::from_millis(300);

/// How long a message may wait for its turn to begin before the daemon has said anything to
/// its end: a daemon that can speak begins within a fraction of a second, one whose sound
/// output does not work never does. Long enough for a short sentence of the screen reader's
/// before it.
pub const FIRST_WAIT: Duration = Duration::from_secs(4);

/// How long a message may wait to begin once the daemon has said one of ours to its end: it
/// can speak, so only another program's speech (the screen reader reading a whole screen)
/// delays ours.
pub const PROVEN_WAIT: Duration = Duration::from_secs(15);

/// Added to the time its words need (a quarter more than the estimate, for slower voices and
/// a synthesizer that reports the beginning before it has the sound): a message begun and
/// not ended by then, before the daemon has said anything to its end, is stuck (the output
/// module began it and cannot play it, as speech-dispatcher's espeak-ng module does without a
/// working sound server).
pub const FIRST_STUCK_WAIT: Duration = Duration::from_secs(2);

/// Added to twice the time its words need: a message begun and not ended by then, once the
/// daemon has said one of ours to its end, is stuck.
pub const STUCK_WAIT: Duration = Duration::from_secs(3);

/// How many of our own messages we remember. Older ones have long been spoken.
const LEDGER_LEN: usize = 32;

/// How to reach and configure speech-dispatcher.
#[derive(Debug, Clone)]
pub struct SsipOptions {
    /// The socket to use; `None` finds it like the C client library does.
    pub socket: Option<PathBuf>,
    /// Start the user's daemon (`speech-dispatcher --spawn`, which respects the daemon's
    /// `DisableAutoSpawn` setting) when its default socket does not answer; rochade ends it
    /// again.
    pub autospawn: bool,
    /// How long to wait for each answer.
    pub timeout: Duration,
    /// Speech rate, -100 (slowest) to 100 (fastest), 0 is the voice's normal rate.
    pub rate: i8,
    /// A synthesis voice by name (as `spd-say -L` lists them); `None` lets the daemon choose
    /// a voice for each language.
    pub voice: Option<String>,
}

impl Default for SsipOptions {
    fn default() -> Self {
        SsipOptions {
            socket: None,
            autospawn: true,
            timeout: DEFAULT_TIMEOUT,
            rate: 0,
            voice: None,
        }
    }
}

/// Where speech-dispatcher's socket is, given an explicit path and the environment (`env`
/// looks a variable up; pass `std::env::var_os` outside tests).
///
/// # Errors
/// [`SpeechError::UnsupportedAddress`] when `SPEECHD_ADDRESS` asks for TCP,
/// [`SpeechError::NoSocket`] when nothing says where the socket is.
pub fn socket_path(
    explicit: Option<&Path>,
    env: impl Fn(&str) -> Option<OsString>,
) -> Result<PathBuf, SpeechError> {
    if let Some(path) = explicit {
        return Ok(path.to_path_buf());
    }
    if let Some(address) = env("SPEECHD_ADDRESS").filter(|a| !a.is_empty()) {
        let address = address.to_string_lossy().into_owned();
        let (method, rest) = match address.split_once(':') {
            Some((m, r)) => (m.to_owned(), Some(r.to_owned())),
            None => (address.clone(), None),
        };
        if method.trim() != "unix_socket" {
            return Err(SpeechError::UnsupportedAddress(address));
        }
        if let Some(path) = rest.filter(|r| !r.trim().is_empty()) {
            return Ok(PathBuf::from(path.trim()));
        }
    }
    let runtime = env("XDG_RUNTIME_DIR")
        .filter(|d| !d.is_empty())
        .map(PathBuf::from)
        .or_else(|| {
            env("XDG_CACHE_HOME")
                .filter(|d| !d.is_empty())
                .map(PathBuf::from)
        })
        .or_else(|| {
            env("HOME")
                .filter(|d| !d.is_empty())
                .map(|h| PathBuf::from(h).join(".cache"))
        })
        .ok_or(SpeechError::NoSocket)?;
    Ok(runtime.join("speech-dispatcher").join("speechd.sock"))
}

/// The SSIP word for a priority: `message` for all (see the module's notes: `text` is dropped
/// for another client's `message`, and `important` cuts another client's sentence).
pub fn wire_priority(priority: Priority) -> &'static str {
    match priority {
        Priority::Alert | Priority::Normal | Priority::ReadBack | Priority::Query => "message",
    }
}

/// Dot-stuffing of SSIP: a data line that starts with `.` is sent with one more `.`.
fn data_line(text: &str) -> String {
    if text.starts_with('.') {
        format!(".{text}")
    } else {
        text.to_owned()
    }
}

/// A value for a `SET` command: one line, no control characters, never empty.
fn setting(value: &str) -> String {
    let clean: String = value
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let clean = clean.split_whitespace().collect::<Vec<_>>().join(" ");
    if clean.is_empty() { "-".into() } else { clean }
}

/// speech-dispatcher as a [`Speaker`].
pub struct SsipSpeaker {
    wire: Wire,
    socket: PathBuf,
    lang: Option<Lang>,
    priority: Option<&'static str>,
    /// Our messages not known to be over (ended or cancelled), in the order sent.
    ledger: Vec<Sent>,
    broken: Option<String>,
    /// When the daemon last answered.
    alive: Instant,
    /// Speech rate (for the estimate of how long a message takes).
    rate: i8,
    /// The daemon sends its events (a message begins, ends, is cancelled).
    events: bool,
    /// The daemon has said one of ours to its end: it can speak.
    proven: bool,
    /// When the last of ours was over (ended or cancelled).
    last_over: Option<Instant>,
    /// When [`SsipSpeaker::check`] last found all well.
    checked: Option<Instant>,
    /// The daemon rochade started, if it did.
    spawned: Option<Spawned>,
}

/// A message the daemon queued.
#[derive(Debug, Clone)]
struct Sent {
    utterance: Utterance,
    /// The daemon's number for it.
    id: u64,
    at: Instant,
    /// When the daemon said it began.
    begun: Option<Instant>,
}

/// A speech-dispatcher process rochade started; ended when dropped.
#[derive(Debug)]
struct Spawned(Child);

impl Spawned {
    /// Ends the daemon (it may have ended by itself already): asked to end (SIGTERM, so that
    /// it removes its socket), then killed if it has not ended within a second.
    fn end(&mut self) {
        if let Ok(None) = self.0.try_wait() {
            let _ = Command::new("kill")
                .args(["-TERM", &self.0.id().to_string()])
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status();
            let deadline = Instant::now() + Duration::from_secs(1);
            while let Ok(None) = self.0.try_wait() {
                if Instant::now() > deadline {
                    let _ = self.0.kill();
                    break;
                }
                std::thread::sleep(Duration::from_millis(10));
            }
        }
        let _ = self.0.wait();
    }
}

impl Drop for Spawned {
    fn drop(&mut self) {
        self.end();
    }
}

impl std::fmt::Debug for SsipSpeaker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SsipSpeaker")
            .field("socket", &self.socket)
            .field("lang", &self.lang)
            .field("broken", &self.broken)
            .field("events", &self.events)
            .finish_non_exhaustive()
    }
}

fn connect(socket: &Path, timeout: Duration) -> Result<Wire, SpeechError> {
    Wire::connect(socket, timeout).map_err(|source| SpeechError::Unreachable {
        socket: socket.to_path_buf(),
        source,
    })
}

/// Starts speech-dispatcher as rochade's child (`--spawn` respects `DisableAutoSpawn`;
/// `--run-single` keeps it in the foreground, so that rochade can end it) and connects to
/// `socket` once it is open, waiting at most [`SPAWN_LIMIT`]. The daemon is ended again when
/// it cannot be reached.
fn spawn_daemon(socket: &Path, timeout: Duration) -> Option<(Wire, Spawned)> {
    let child = Command::new("speech-dispatcher")
        .args(["--spawn", "--run-single", "--timeout", SPAWN_IDLE_SECONDS])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let mut spawned = Spawned(child);
    let deadline = Instant::now() + SPAWN_LIMIT;
    loop {
        if let Ok(wire) = connect(socket, timeout) {
            return Some((wire, spawned));
        }
        match spawned.0.try_wait() {
            // Autospawn is disabled, or the daemon could not start.
            Ok(Some(_)) | Err(_) => return None,
            Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(20)),
            Ok(None) => {
                spawned.end();
                return None;
            }
        }
    }
}

fn daemon_error(err: WireError) -> SpeechError {
    match err {
        WireError::Timeout => SpeechError::Timeout,
        WireError::Io(e)
            if matches!(
                e.kind(),
                std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
            ) =>
        {
            SpeechError::Timeout
        }
        other => SpeechError::Daemon(other.to_string()),
    }
}

impl SsipSpeaker {
    /// Connects to speech-dispatcher, names the client `rochade`, sets rate and voice, and
    /// asks for the daemon's events.
    ///
    /// # Errors
    /// [`SpeechError::NoSocket`], [`SpeechError::UnsupportedAddress`] or
    /// [`SpeechError::Unreachable`] when there is no daemon to talk to;
    /// [`SpeechError::Timeout`] or [`SpeechError::Daemon`] when it does not answer properly.
    pub fn connect(options: &SsipOptions) -> Result<Self, SpeechError> {
        let socket = socket_path(options.socket.as_deref(), |v| std::env::var_os(v))?;
        let (wire, spawned) = match connect(&socket, options.timeout) {
            Ok(wire) => (wire, None),
            Err(first) if options.autospawn && options.socket.is_none() => {
                let (wire, spawned) = spawn_daemon(&socket, options.timeout).ok_or(first)?;
                (wire, Some(spawned))
            }
            Err(e) => return Err(e),
        };
        let mut speaker = SsipSpeaker {
            wire,
            socket,
            lang: None,
            priority: None,
            ledger: Vec::new(),
            broken: None,
            alive: Instant::now(),
            rate: options.rate,
            events: false,
            proven: false,
            last_over: None,
            checked: None,
            spawned,
        };
        speaker.guard(|s| s.setup(options))?;
        Ok(speaker)
    }

    /// The socket this speaker is connected to.
    pub fn socket(&self) -> &Path {
        &self.socket
    }

    /// The process id of the daemon rochade started for this speaker, if it started one.
    pub fn spawned_daemon(&self) -> Option<u32> {
        self.spawned.as_ref().map(|s| s.0.id())
    }

    /// Whether the daemon sends its events (so that [`SsipSpeaker::check`] can tell whether
    /// speech is heard).
    pub fn has_events(&self) -> bool {
        self.events
    }

    /// What the daemon queued and did not say to its end, in the order sent; board answers
    /// ([`Priority::Query`]) are left out (a newer one replaces them anyway). Without the
    /// daemon's events it is estimated: each message is taken to start when the one before it
    /// ends and to take about as long as its words need at the speaker's rate, and what would
    /// be over before the daemon was last seen answering counts as said. The list is taken (a
    /// second call returns nothing).
    pub fn unsaid(&mut self) -> Vec<Utterance> {
        self.absorb();
        let ends = self.ends(MARGIN);
        let events = self.events;
        let alive = self.alive;
        std::mem::take(&mut self.ledger)
            .into_iter()
            .zip(ends)
            .filter(|(_, done)| events || *done > alive)
            .filter(|(m, _)| m.utterance.priority != Priority::Query)
            .map(|(m, _)| m.utterance)
            .collect()
    }

    /// When what was sent is next to be judged ([`SsipSpeaker::check`]): the moment the
    /// oldest of our messages not yet over is overdue (see the module's notes); without the
    /// daemon's events, once, the estimated end of what was sent (to notice a connection the
    /// daemon closed). `None` when nothing of ours is waiting or speaking, or when the
    /// connection is already broken.
    pub fn deadline(&self) -> Option<Instant> {
        if self.broken.is_some() {
            return None;
        }
        if !self.events {
            // Nothing to judge without events; but a daemon that closes the connection while
            // ours may still be waiting is noticed once their estimated end has passed (the
            // loop wakes then, once), not only at the next sentence.
            let end = *self.ends(MARGIN).last()?;
            return self.checked.is_none_or(|c| c < end).then_some(end);
        }
        let first = self.ledger.first()?;
        let words = super::spoken(&first.utterance.text, self.rate);
        Some(match first.begun {
            Some(begun) if self.proven => begun + words.saturating_mul(2) + STUCK_WAIT,
            Some(begun) => begun + words + words / 4 + FIRST_STUCK_WAIT,
            None => {
                let turn = self.last_over.map_or(first.at, |over| over.max(first.at));
                turn + if self.proven { PROVEN_WAIT } else { FIRST_WAIT }
            }
        })
    }

    /// Whether a message of ours is being said or waits, at `now` ([`Speaker::speaking_until`]).
    /// With the daemon's events, until its end is reported (asked again at the estimated end,
    /// or a moment later once that has passed); without them, until the estimated end of the
    /// last message sent. `None` once the connection is broken (the fallback speaks then).
    pub fn speaking_until(&mut self, now: Instant) -> Option<Instant> {
        if self.broken.is_some() {
            return None;
        }
        self.absorb();
        let end = *self.ends(MARGIN).last()?;
        if self.events {
            Some(end.max(now + super::SPEAKING_POLL))
        } else {
            (end > now).then_some(end)
        }
    }

    /// Judges whether what was sent is being heard, at `now`: reads the daemon's events, and
    /// breaks the connection when it has ended or a message of ours is overdue (then the
    /// daemon is asked to drop ours, so that it does not speak them over the fallback later).
    ///
    /// # Errors
    /// [`SpeechError::Unheard`] when a message is overdue, [`SpeechError::Daemon`] when the
    /// connection has ended or was broken before.
    pub fn check(&mut self, now: Instant) -> Result<(), SpeechError> {
        if let Some(why) = &self.broken {
            return Err(SpeechError::Daemon(why.clone()));
        }
        self.absorb();
        let err = if let Some(why) = self.wire.ended() {
            SpeechError::Daemon(WireError::Closed(why).to_string())
        } else if let Some(due) = self.deadline().filter(|due| self.events && *due <= now) {
            let waited = self
                .ledger
                .first()
                .map_or(Duration::ZERO, |m| due.saturating_duration_since(m.at));
            self.wire.send_and_forget(&["CANCEL self"]);
            SpeechError::Unheard {
                seconds: waited.as_secs().max(1),
            }
        } else {
            self.checked = Some(now);
            return Ok(());
        };
        self.break_off(&err);
        Err(err)
    }

    /// Takes the daemon's events into the ledger: a message begun is marked, one over is
    /// removed.
    fn absorb(&mut self) {
        for event in self.wire.events() {
            let Some(i) = self.ledger.iter().position(|m| m.id == event.message) else {
                continue;
            };
            match event.happened {
                Happened::Begin => self.ledger[i].begun = Some(event.at),
                Happened::End | Happened::Cancel => {
                    if event.happened == Happened::End {
                        self.proven = true;
                    }
                    self.ledger.remove(i);
                    self.last_over = Some(event.at);
                }
            }
        }
    }

    /// When each of our messages is over, roughly: each is taken to start when the one before
    /// it ends, and to take as long as its words need at the speaker's rate, plus `margin`.
    fn ends(&self, margin: Duration) -> Vec<Instant> {
        let mut end: Option<Instant> = None;
        self.ledger
            .iter()
            .map(|m| {
                let start = end.map_or(m.at, |e| e.max(m.at));
                let done = start + super::spoken(&m.utterance.text, self.rate) + margin;
                end = Some(done);
                done
            })
            .collect()
    }

    fn setup(&mut self, options: &SsipOptions) -> Result<(), WireError> {
        let user = std::env::var("USER").unwrap_or_else(|_| "user".into());
        let user = setting(&user).replace([':', ' '], "_");
        self.wire.ask(
            &format!("SET self CLIENT_NAME {user}:rochade:main"),
            OK_CLIENT_NAME_SET,
        )?;
        self.wire
            .ask(&format!("SET self RATE {}", options.rate), OK_RATE_SET)?;
        if let Some(voice) = options.voice.as_deref().filter(|v| !v.trim().is_empty()) {
            self.wire.ask(
                &format!("SET self SYNTHESIS_VOICE {}", setting(voice)),
                OK_VOICE_SET,
            )?;
        }
        // A daemon that refuses events still speaks; what is heard is then estimated.
        let reply = self.wire.send(&["SET self NOTIFICATION all on"])?;
        self.events = reply.code == OK_NOTIFICATION_SET;
        Ok(())
    }

    /// Runs one exchange; any failure marks the connection broken (the protocol state is
    /// unknown after it).
    fn guard<T>(
        &mut self,
        f: impl FnOnce(&mut Self) -> Result<T, WireError>,
    ) -> Result<T, SpeechError> {
        if let Some(why) = &self.broken {
            return Err(SpeechError::Daemon(why.clone()));
        }
        match f(self) {
            Ok(v) => {
                self.alive = Instant::now();
                Ok(v)
            }
            Err(e) => {
                let err = daemon_error(e);
                self.break_off(&err);
                Err(err)
            }
        }
    }

    /// Marks the connection broken by `err`; a daemon of ours is ended now.
    fn break_off(&mut self, err: &SpeechError) {
        self.broken = Some(err.to_string());
        if let Some(mut spawned) = self.spawned.take() {
            spawned.end();
        }
    }

    /// Stops what this client is saying and drops what it has waiting (`CANCEL self`). SSIP
    /// has no cancel of one message: `CANCEL <number>` names a *client*, and would silence
    /// another program's speech (the player's screen reader) whose number it happens to be;
    /// `CANCEL all` silences every client. Any answer will do.
    fn cancel_own(&mut self) -> Result<(), WireError> {
        self.wire.send(&["CANCEL self"])?;
        self.ledger.clear();
        Ok(())
    }

    /// Our messages that are still speaking or waiting at `now`: all in the ledger when the
    /// daemon sends events (the ledger keeps only those not over); else estimated, each taken
    /// to start when the one before it ends and to take about as long as its words need at the
    /// speaker's rate, plus the output module's start ([`START`]).
    fn unfinished(&self, now: Instant) -> Vec<usize> {
        if self.events {
            return (0..self.ledger.len()).collect();
        }
        self.ends(START)
            .into_iter()
            .enumerate()
            .filter(|(_, done)| *done > now)
            .map(|(i, _)| i)
            .collect()
    }

    /// Drops our own messages that `outranked` says go, when they are still speaking or
    /// waiting: only when nothing else of ours is, since the daemon can only drop all of this
    /// client's messages at once (a message of the same or a higher priority is never cut;
    /// the less urgent one is then heard after it).
    fn drop_own(&mut self, outranked: impl Fn(Priority) -> bool) -> Result<(), WireError> {
        self.absorb();
        let open = self.unfinished(Instant::now());
        if open.is_empty()
            || !open
                .iter()
                .all(|&i| outranked(self.ledger[i].utterance.priority))
        {
            return Ok(());
        }
        self.cancel_own()
    }

    fn say(&mut self, utterance: &Utterance) -> Result<(), WireError> {
        let priority = utterance.priority;
        // Our own less urgent messages stop (speaking) or go (waiting); a new query also
        // replaces an older query (both are `message` to the daemon, which would queue them).
        self.drop_own(|p| p < priority || (priority == Priority::Query && p == Priority::Query))?;
        if self.lang != Some(utterance.lang) {
            self.wire.ask(
                &format!("SET self LANGUAGE {}", utterance.lang.code()),
                OK_LANGUAGE_SET,
            )?;
            self.lang = Some(utterance.lang);
        }
        let word = wire_priority(priority);
        if self.priority != Some(word) {
            self.wire
                .ask(&format!("SET self PRIORITY {word}"), OK_PRIORITY_SET)?;
            self.priority = Some(word);
        }
        self.wire.ask("SPEAK", OK_RECEIVING_DATA)?;
        let line = data_line(&utterance.one_line());
        let reply = self.wire.send(&[&line, "."])?;
        let id = match reply.lines.first().map(|l| l.trim().parse::<u64>()) {
            Some(Ok(id)) if reply.code == OK_MESSAGE_QUEUED => id,
            _ => {
                return Err(WireError::Unexpected {
                    code: reply.code,
                    text: reply.text,
                });
            }
        };
        self.ledger.push(Sent {
            utterance: utterance.clone(),
            id,
            at: Instant::now(),
            begun: None,
        });
        if self.ledger.len() > LEDGER_LEN {
            self.ledger.remove(0);
        }
        Ok(())
    }
}

impl Speaker for SsipSpeaker {
    fn name(&self) -> &str {
        "speech-dispatcher"
    }

    fn speak(&mut self, utterance: &Utterance) -> Result<(), SpeechError> {
        if utterance.one_line().is_empty() {
            return Ok(());
        }
        self.guard(|s| s.say(utterance))
    }

    fn hush(&mut self, upto: Priority) -> Result<(), SpeechError> {
        self.guard(|s| s.drop_own(|p| p <= upto))
    }

    fn unsaid(&mut self) -> Vec<Utterance> {
        SsipSpeaker::unsaid(self)
    }

    fn cancel(&mut self) -> Result<(), SpeechError> {
        self.ledger.clear();
        self.guard(|s| s.wire.ask("CANCEL self", OK_CANCELED).map(|_| ()))
    }

    fn deadline(&self) -> Option<Instant> {
        SsipSpeaker::deadline(self)
    }

    fn check(&mut self, now: Instant) -> Result<(), SpeechError> {
        SsipSpeaker::check(self, now)
    }

    fn speaking_until(&mut self, now: Instant) -> Option<Instant> {
        SsipSpeaker::speaking_until(self, now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<OsString> + 'a {
        move |name| {
            vars.iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| OsString::from(v))
        }
    }

    #[test]
    fn explicit_socket_wins() {
        let p = socket_path(
            Some(Path::new("/x/s.sock")),
            env(&[("SPEECHD_ADDRESS", "unix_socket:/y")]),
        );
        assert_eq!(p.unwrap(), PathBuf::from("/x/s.sock"));
    }

    #[test]
    fn speechd_address_unix_socket_is_used() {
        let p = socket_path(
            None,
            env(&[
                ("SPEECHD_ADDRESS", "unix_socket:/run/sd.sock"),
                ("XDG_RUNTIME_DIR", "/run/user/1"),
            ]),
        );
        assert_eq!(p.unwrap(), PathBuf::from("/run/sd.sock"));
    }

    #[test]
    fn bare_unix_socket_address_means_the_default_path() {
        let p = socket_path(
            None,
            env(&[
                ("SPEECHD_ADDRESS", "unix_socket"),
                ("XDG_RUNTIME_DIR", "/run/user/1"),
            ]),
        );
        assert_eq!(
            p.unwrap(),
            PathBuf::from("/run/user/1/speech-dispatcher/speechd.sock")
        );
    }

    #[test]
    fn inet_socket_is_reported_as_unsupported() {
        let err = socket_path(
            None,
            env(&[("SPEECHD_ADDRESS", "inet_socket:localhost:6560")]),
        )
        .unwrap_err();
        assert!(matches!(err, SpeechError::UnsupportedAddress(_)));
    }

    #[test]
    fn runtime_dir_then_cache_dir() {
        assert_eq!(
            socket_path(None, env(&[("HOME", "/home/a")])).unwrap(),
            PathBuf::from("/home/a/.cache/speech-dispatcher/speechd.sock")
        );
        assert!(matches!(
            socket_path(None, env(&[])),
            Err(SpeechError::NoSocket)
        ));
    }

    #[test]
    fn priorities_go_out_as_the_ssip_words() {
        for (p, word) in [
            (Priority::Alert, "message"),
            (Priority::Normal, "message"),
            (Priority::Query, "message"),
            (Priority::ReadBack, "message"),
        ] {
            assert_eq!(wire_priority(p), word);
        }
    }

    #[test]
    fn leading_dot_is_stuffed() {
        assert_eq!(data_line(".x"), "..x");
        assert_eq!(data_line("x."), "x.");
    }

    #[test]
    fn connecting_to_a_missing_socket_is_an_error_not_a_panic() {
        let dir = std::env::temp_dir().join(format!("rochade-no-speechd-{}", std::process::id()));
        let options = SsipOptions {
            socket: Some(dir.join("speechd.sock")),
            ..SsipOptions::default()
        };
        let err = SsipSpeaker::connect(&options).unwrap_err();
        assert!(matches!(err, SpeechError::Unreachable { .. }), "{err}");
        assert!(err.to_string().contains("not reachable"), "{err}");
    }
}
