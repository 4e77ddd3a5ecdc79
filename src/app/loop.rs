//! The one event loop: input threads send [`Input`]s into a channel; the loop blocks on it
//! until the next wake-up the core asks for ([`next_wakeup`]), runs [`update`], and carries out
//! the effects. Nothing polls; the screen is drawn only after a change.

use std::io::{BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::thread;
use std::time::{Duration, Instant, SystemTime};

use super::start::{Because, Result, StartProblem};

use super::core::{Effect, Input, Key, Notice, State, next_wakeup, update};
use super::phrases;
use crate::journal::{Journal, JournalError};
use crate::lang::Lang;
use crate::record::{Actor, Entry};
use crate::scoresheet::{Event as SheetEvent, PauseKind};
use crate::speech::{CuePlayer, Speaker, SpeechError, Utterance};
use crate::ui::{self, Look};

/// How the session is shown.
pub enum View {
    /// Plain lines on a writer (standard output).
    Lines(LineView),
    /// The full-screen view.
    Screen(ratatui::DefaultTerminal, Look),
}

/// Line mode: one plain line per thing said and, at a terminal, a prompt after them that names
/// the side to move, so that the line at the cursor (what a braille display shows) is never
/// empty and never says the move a second time.
pub struct LineView {
    out: Box<dyn Write>,
    /// Whether to write the prompt (at a terminal; never into a pipe or a file).
    prompt: bool,
    /// The prompt stands at the end of the last line written, with the cursor after it.
    at_prompt: bool,
    /// Lines were written since the last prompt.
    wrote: bool,
    /// The terminal's echo is off (a secret is being typed).
    concealed: bool,
}

impl LineView {
    /// Lines on `out`, with a prompt after them when `prompt`.
    pub fn new(out: Box<dyn Write>, prompt: bool) -> LineView {
        LineView {
            out,
            prompt,
            at_prompt: false,
            wrote: false,
            concealed: false,
        }
    }

    /// Writes one line; a prompt standing on the current line is ended first.
    pub(crate) fn line(&mut self, text: &str) -> std::io::Result<()> {
        if std::mem::take(&mut self.at_prompt) {
            writeln!(self.out)?;
        }
        self.wrote = true;
        writeln!(self.out, "{text}")
    }

    /// When lines were written since the last prompt: the prompt (without a line break, the
    /// cursor after it). Its words are made only then, not at every wake-up of the loop.
    fn prompt(&mut self, text: impl FnOnce() -> String) -> std::io::Result<()> {
        if self.prompt && std::mem::take(&mut self.wrote) && !self.at_prompt {
            write!(self.out, "{} ", text())?;
            self.at_prompt = true;
            self.out.flush()?;
        }
        Ok(())
    }

    /// Sends what was written on to the terminal or file.
    pub(crate) fn flush(&mut self) -> std::io::Result<()> {
        self.out.flush()
    }

    /// The player ended a line with Enter: the terminal's own echo moved to a new line.
    pub fn entered(&mut self) {
        // With the echo off the Enter is not echoed either.
        if self.concealed {
            let _ = writeln!(self.out);
        }
        self.at_prompt = false;
    }

    /// Turns the terminal's echo off while a secret is typed (`on`), and back on after it;
    /// nothing to do when standard input is not a terminal.
    fn conceal(&mut self, on: bool) {
        if self.concealed != on && std::io::stdin().is_terminal() {
            if on {
                echo_back_on_signal();
            }
            if set_echo(!on).is_ok() {
                self.concealed = on;
            }
        }
    }
}

/// From the first secret on: a signal that ends rochade (Ctrl-C, a closed terminal, `kill`)
/// turns the terminal's echo back on before rochade ends as the signal's default says, so
/// that a shell after it shows what is typed. Installed once; the signals end rochade as
/// before.
#[cfg(unix)]
fn echo_back_on_signal() {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
    static INSTALLED: std::sync::Once = std::sync::Once::new();
    INSTALLED.call_once(|| {
        let Ok(mut signals) =
            signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP, SIGQUIT])
        else {
            return;
        };
        let _ = thread::Builder::new()
            .name("echo-guard".into())
            .spawn(move || {
                if let Some(signal) = signals.forever().next() {
                    let _ = set_echo(true);
                    let _ = signal_hook::low_level::emulate_default_handler(signal);
                }
            });
    });
}

#[cfg(not(unix))]
fn echo_back_on_signal() {}

impl Drop for LineView {
    fn drop(&mut self) {
        self.conceal(false);
    }
}

/// Turns the echo of the terminal on standard input on or off.
#[cfg(unix)]
fn set_echo(on: bool) -> std::io::Result<()> {
    use std::os::fd::AsRawFd;
    let fd = std::io::stdin().as_raw_fd();
    // SAFETY: tcgetattr and tcsetattr on standard input's descriptor, with a termios value that
    // is fully written by tcgetattr before it is read and lives for both calls.
    unsafe {
        let mut t: libc::termios = std::mem::zeroed();
        if libc::tcgetattr(fd, &mut t) != 0 {
            return Err(std::io::Error::last_os_error());
        }
        if on {
            t.c_lflag |= libc::ECHO;
        } else {
            t.c_lflag &= !libc::ECHO;
        }
        if libc::tcsetattr(fd, libc::TCSANOW, &t) != 0 {
            return Err(std::io::Error::last_os_error());
        }
    }
    Ok(())
}

#[cfg(not(unix))]
fn set_echo(_on: bool) -> std::io::Result<()> {
    Err(std::io::Error::other("no terminal echo control here"))
}

/// The adapters that carry out effects.
pub struct Shell {
    /// Speech (with the transcript file behind it).
    pub speaker: Box<dyn Speaker>,
    /// Sound cues (they never carry anything that is not also said).
    pub cues: CuePlayer,
    /// The view.
    pub view: View,
    /// What the adapters must tell the player; fed back to the core as [`Input::Notice`].
    pub notices: Vec<Notice>,
    /// The game journal on disk.
    pub journal: Keeper,
    /// Events the adapters recorded on their own, fed back to the core (the downtime pause).
    pub feedback: Vec<Input>,
    /// The partner's boards, when this board hosts or joins a game.
    pub links: Option<super::link::Links>,
    /// The engine opponent, when one plays (`--engine`).
    pub engine: Option<super::engine_seat::EngineSeat>,
    /// The analysis of a game that has ended (`analyse`); none in a tournament game.
    pub analyst: Option<super::engine_seat::Analyst>,
    /// The sighted player's electronic board, when there is one: it is sent the game after
    /// every change.
    pub eboard: Option<super::eboard::Eboard>,
    /// Voice input, when it is on (`--voice-input`): it listens when the core asks.
    pub voice: Option<super::voice_seat::VoiceSeat>,
}

/// Where the journal stands.
#[derive(Debug)]
enum Slot {
    /// No file yet: one is created in this data directory, beginning with the start entry,
    /// with the first entry after it.
    Waiting {
        /// The data directory.
        dir: PathBuf,
        /// The entry that starts the game.
        start: Option<Box<Entry>>,
    },
    /// Recording; the first `skip` entries are in the file already (a followed game whose
    /// journal goes on).
    Open(Box<Journal>, usize),
    /// Not recording (the player has been told why).
    Off,
}

/// Keeps the journal of the game being played: appends every entry the core hands it
/// (flushed to disk) when the shell meets it, creating the file with the first entry after a
/// start, continues a game on "resume", and turns itself off with one spoken notice when the
/// disk refuses, so play goes on in memory. It holds no copy of the game: only the file, the
/// start entry until the entry after it creates the file, and, on a board that follows the
/// host, how many of the host's entries its journal already has. The one record is the core's
/// ([`crate::record::Record`]); the pause for the time rochade was down is the only entry the
/// keeper writes first, and it hands that to the core.
#[derive(Debug)]
pub struct Keeper {
    lang: Lang,
    slot: Slot,
    /// Why there is no journal, to be said with the first entry.
    unavailable: Option<String>,
    /// This board follows the host's game: its journal of that game goes on.
    follows: bool,
    /// The tournament hall this board reports to (`--hall`), if any.
    hall: Option<crate::hall::publish::Relay>,
}

impl Keeper {
    /// A keeper that creates the journal of a new game in `data_dir` (or, when there is no
    /// data directory, says so once and records nothing).
    pub fn new(lang: Lang, data_dir: Result<PathBuf, JournalError>) -> Keeper {
        match data_dir {
            Ok(dir) => Keeper {
                lang,
                slot: Slot::Waiting { dir, start: None },
                unavailable: None,
                follows: false,
                hall: None,
            },
            Err(e) => Keeper {
                lang,
                slot: Slot::Off,
                unavailable: Some(e.to_string()),
                follows: false,
                hall: None,
            },
        }
    }

    /// A keeper that goes on writing the journal of a resumed game.
    pub fn open(lang: Lang, journal: Journal) -> Keeper {
        Keeper {
            lang,
            slot: Slot::Open(Box::new(journal), 0),
            unavailable: None,
            follows: false,
            hall: None,
        }
    }

    /// A keeper for a board that follows the host's game: its journal of the game goes on
    /// where it stopped.
    pub fn following(lang: Lang, data_dir: Result<PathBuf, JournalError>) -> Keeper {
        Keeper {
            follows: true,
            ..Keeper::new(lang, data_dir)
        }
    }

    /// A keeper that records nothing and says nothing of it: a game loaded for study, which
    /// is read, not played.
    pub fn none(lang: Lang) -> Keeper {
        Keeper {
            lang,
            slot: Slot::Off,
            unavailable: None,
            follows: false,
            hall: None,
        }
    }

    /// Reports every entry journalled from now on to the tournament hall through `relay`.
    pub fn set_hall(&mut self, relay: crate::hall::publish::Relay) {
        self.hall = Some(relay);
    }

    /// The journal file being written, if any.
    pub fn path(&self) -> Option<&Path> {
        match &self.slot {
            Slot::Open(j, _) => Some(j.path()),
            _ => None,
        }
    }

    fn fail(&mut self, why: &str) -> Option<Notice> {
        self.slot = Slot::Off;
        Some(phrases::journal_failed(self.lang, why).into())
    }

    /// Writes `entry` to the journal (flushed to disk by [`flush`](Self::flush)); returns what
    /// the player must be told when that is not possible. A start begins a new game, whose
    /// journal is created with the next entry.
    pub fn commit(&mut self, entry: &Entry) -> Option<Notice> {
        let now = SystemTime::now();
        if let SheetEvent::Start(_) = entry.event {
            let dir = match &self.slot {
                Slot::Open(j, _) => j
                    .path()
                    .parent()
                    .and_then(Path::parent)
                    .map(Path::to_path_buf),
                Slot::Waiting { dir, .. } => Some(dir.clone()),
                Slot::Off => None,
            };
            if let Some(dir) = dir {
                // A board that follows the host's game goes on with its journal of that game,
                // if it has one: the entries it holds are not written again.
                let existing = self
                    .follows
                    .then(|| Journal::of_game(&dir, &entry.game))
                    .flatten()
                    .and_then(|path| Journal::open_repaired(&path).ok());
                self.slot = match existing {
                    Some((j, replay)) => Slot::Open(Box::new(j), replay.entries.len()),
                    None => Slot::Waiting {
                        dir,
                        start: Some(Box::new(entry.clone())),
                    },
                };
            }
            return None;
        }
        if let Slot::Waiting { dir, start } = &self.slot {
            let Some(start) = start else {
                return self.fail("the game has no start");
            };
            match Journal::begin_in(dir, start, now) {
                Ok(j) => self.slot = Slot::Open(Box::new(j), 0),
                Err(e) => return self.fail(&e.to_string()),
            }
        }
        match &mut self.slot {
            Slot::Open(_, skip) if *skip > 0 => {
                *skip -= 1;
                None
            }
            Slot::Open(j, _) => match j.write(entry, now) {
                Ok(()) => None,
                Err(e) => self.fail(&e.to_string()),
            },
            Slot::Waiting { .. } => None,
            Slot::Off => self
                .unavailable
                .take()
                .map(|why| phrases::journal_failed(self.lang, &why).into()),
        }
    }

    /// Sets the journal of this game aside (the record was taken again from the host's start,
    /// the boards having differed): renamed beside the others, kept for the arbiter, and a new
    /// one begun with the host's start.
    pub fn set_aside(&mut self) -> Option<Notice> {
        let Slot::Open(j, _) = &mut self.slot else {
            return None;
        };
        let _ = j.flush();
        let path = j.path().to_path_buf();
        let dir = path
            .parent()
            .and_then(Path::parent)
            .map(Path::to_path_buf)?;
        let secs = SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let aside = path.with_extension(format!("jsonl.differed-{secs}"));
        self.slot = Slot::Waiting { dir, start: None };
        match std::fs::rename(&path, &aside) {
            Ok(()) => None,
            Err(e) => self.fail(&e.to_string()),
        }
    }

    /// Notes the game of the open journal as finished (once).
    pub fn finished(&mut self) {
        if let Slot::Open(j, _) = &mut self.slot {
            j.note_finished();
        }
    }

    /// Flushes what [`commit`](Self::commit) wrote to disk; returns what the player must be
    /// told when the disk refuses.
    pub fn flush(&mut self) -> Option<Notice> {
        match &mut self.slot {
            Slot::Open(j, _) => match j.flush() {
                Ok(()) => None,
                Err(e) => self.fail(&e.to_string()),
            },
            _ => None,
        }
    }

    /// Writes a checkpoint of the running clock to the journal of the game, if it has one
    /// already (before the first move it has none, and there is nothing to keep); returns what
    /// the player must be told when the disk refuses.
    pub fn checkpoint(&mut self, entry: &Entry) -> Option<Notice> {
        match &mut self.slot {
            Slot::Open(j, 0) => match j.append(entry, SystemTime::now()) {
                Ok(()) => None,
                Err(e) => self.fail(&e.to_string()),
            },
            _ => None,
        }
    }

    /// Continues the journal at `path`; returns the pause it recorded for the time rochade was
    /// down (for the core to apply) and what the player must be told, if anything.
    pub fn resume(&mut self, path: &Path) -> (Option<Entry>, Option<Notice>) {
        match Journal::open(path, SystemTime::now()) {
            Ok((j, replay)) => {
                // The warnings were said with the offer; the pause is the last entry.
                let pause = replay.entries.last().filter(|e| {
                    e.actor == Actor::System
                        && matches!(
                            e.event,
                            SheetEvent::Pause {
                                kind: PauseKind::Downtime,
                                ..
                            }
                        )
                });
                let pause = pause.cloned();
                self.slot = Slot::Open(Box::new(j), 0);
                (pause, None)
            }
            Err(e) => (None, self.fail(&e.to_string())),
        }
    }
}

impl Shell {
    /// Carries out `effects`; returns whether the session ends.
    ///
    /// # Errors
    /// When the terminal or standard output can no longer be written.
    pub fn apply(&mut self, effects: &[Effect], state: &State) -> Result<bool> {
        let mut redraw = false;
        let mut quit = false;
        // The journal lines of a change are written first (the core puts them first), so a
        // crash of rochade at any point keeps them (they are in the system's cache). They are
        // flushed to disk once, after the entries are sent and said: neither the other boards
        // nor the player wait for this disk. What a power cut can take is what was said in the
        // last few milliseconds before it (the README says what follows).
        let mut unflushed = false;
        for e in effects {
            match e {
                Effect::Speak {
                    text,
                    lang,
                    priority,
                } => {
                    self.say(&Utterance::new(text.clone(), *lang, *priority));
                    if let View::Lines(w) = &mut self.view
                        && let Some(line) = ui::line::line(e)
                    {
                        w.line(&line).because(StartProblem::Output)?;
                    }
                }
                Effect::Hush(upto) => {
                    if let Err(SpeechError::Degraded(why)) = self.speaker.hush(*upto) {
                        self.notices.push(why.into());
                    }
                }
                Effect::Cue(cue) => self.cues.play(*cue),
                Effect::Conceal(on) => {
                    if let View::Lines(w) = &mut self.view {
                        w.conceal(*on);
                    }
                }
                // Written and flushed before the effects after it (the acknowledgement).
                // One entry, with its number, to every adapter in turn: the journal first, then
                // the other boards, then the hall (which gets exactly what the journal got,
                // never waiting for it).
                Effect::Record(recorded) => {
                    if let Some(notice) = self.journal.commit(&recorded.entry) {
                        self.notices.push(notice);
                    }
                    unflushed = true;
                    if let Some(links) = &self.links {
                        links.publish(recorded);
                    }
                    if let Some(hall) = &self.journal.hall {
                        hall.carry(recorded, state);
                    }
                }
                Effect::JournalAnew => {
                    if let Some(notice) = self.journal.set_aside() {
                        self.notices.push(notice);
                    }
                }
                Effect::Checkpoint(entry) => {
                    if let Some(notice) = self.journal.checkpoint(entry) {
                        self.notices.push(notice);
                    }
                }
                Effect::Resume(path) => {
                    let (pause, notice) = self.journal.resume(path);
                    self.feedback.extend(pause.map(Input::Journaled));
                    self.notices.extend(notice);
                }
                Effect::Detail(line) => self.speaker.note(line),
                Effect::Redraw => redraw = true,
                Effect::Quit => {
                    quit = true;
                    // The other boards are told: the session ends, it is not a crash.
                    if let Some(links) = &self.links {
                        links.bye();
                    }
                }
                // What the seats and the other boards are asked to do.
                Effect::Hint
                | Effect::Listen { .. }
                | Effect::StopListening
                | Effect::RestartEngine
                | Effect::Analyse
                | Effect::Revoke(_)
                | Effect::Send { .. } => self.hand_to_seats(e, state),
            }
        }
        self.follow(unflushed, state);
        match &mut self.view {
            View::Lines(w) => w.out.flush().because(StartProblem::Output)?,
            View::Screen(term, look) => {
                if redraw && !quit {
                    let look = *look;
                    term.draw(|f| ui::draw(f, state, look))
                        .because(StartProblem::Terminal)?;
                }
            }
        }
        Ok(quit)
    }

    /// Says `utterance`; a recording under way stops (the microphone must not hear rochade).
    fn say(&mut self, utterance: &Utterance) {
        match self.speaker.speak(utterance) {
            Ok(()) => {}
            // The voice failed and speech fell back: say so, once.
            Err(SpeechError::Degraded(why)) => self.notices.push(why.into()),
            // Anything else is already handled by the speech layer's fallback.
            Err(_) => {}
        }
        if let Some(voice) = &self.voice
            && voice.recording()
            && self.speaker.speaking_until(Instant::now()).is_some()
        {
            voice.interrupt();
        }
    }

    /// Hands an effect meant for a seat or the other boards to it (where there is one).
    fn hand_to_seats(&mut self, e: &Effect, state: &State) {
        match e {
            Effect::Hint => {
                if let Some(engine) = &self.engine {
                    engine.hint(state);
                }
            }
            Effect::Listen { cue } => {
                if let Some(voice) = &mut self.voice {
                    voice.want(*cue);
                }
            }
            Effect::StopListening => {
                if let Some(voice) = &mut self.voice {
                    voice.stop();
                }
            }
            Effect::RestartEngine => {
                if let Some(engine) = &mut self.engine {
                    engine.restart();
                }
            }
            Effect::Analyse => match &self.analyst {
                Some(analyst) => analyst.start(state),
                // No analyst (a tournament game, which the core refuses already): no
                // analysis comes.
                None => self.feedback.push(Input::Analysed(None)),
            },
            Effect::Revoke(key) => {
                if let Some(links) = &self.links {
                    links.revoke(key);
                }
            }
            Effect::Send { to, message } => {
                if let Some(links) = &self.links {
                    links.send(*to, message.clone());
                }
            }
            _ => {}
        }
    }

    /// After a change: the journal flushed (`unflushed`) and noted finished at the end of
    /// the game, and every adapter that follows the game told of it.
    fn follow(&mut self, unflushed: bool, state: &State) {
        if unflushed && let Some(notice) = self.journal.flush() {
            self.notices.push(notice);
        }
        // A game that has ended is noted as finished (`--resume` need not read it again).
        if unflushed && state.game().is_over() {
            self.journal.finished();
        }
        // A joined board's undecided requests are kept on disk (asked again after a restart);
        // a host's player who has chosen between the interrupted game and a new one decides
        // the boards of that game that came back meanwhile.
        if let Some(links) = &self.links {
            links.keep_requests(state.waiting_requests());
            if state.resume_offer().is_none() {
                links.chosen(&state.sheet().start().game);
            }
        }
        // The electronic board follows the game.
        if let Some(eboard) = &mut self.eboard {
            eboard.follow(state);
        }
        // The engine hears the game after every change of the record (or of whether it may
        // move): the position, the move announced, the clock as it reads now.
        if let Some(engine) = &mut self.engine {
            engine.observe(state);
        }
    }

    /// Nothing more waits to be done: line mode's prompt goes after what was written, and the
    /// microphone opens for a listening asked for once rochade is quiet; returns when to look
    /// at the microphone again, if it still waits.
    ///
    /// # Errors
    /// When standard output can no longer be written.
    fn settle(&mut self, state: &State) -> Result<Option<Instant>> {
        if let View::Lines(w) = &mut self.view {
            w.prompt(|| phrases::line_prompt(state))
                .because(StartProblem::Output)?;
        }
        Ok(self.open_microphone(state))
    }

    /// Opens the microphone for a listening the core asked for, if rochade is quiet; else
    /// returns when to look again.
    fn open_microphone(&mut self, state: &State) -> Option<Instant> {
        let voice = self.voice.as_mut()?;
        let speaking = self.speaker.speaking_until(Instant::now());
        voice.open_when_quiet(state, speaking, &mut self.cues)
    }
}

/// What the one event loop drives: a core and the adapters that carry out what it decides.
/// The game ([`run_loop`]) and the tournament hall (`rochade hall`) are two machines on the
/// same loop: input threads send into one channel, the loop blocks on it until the next
/// wake-up the machine asks for, and the machine's view settles before the loop sleeps.
pub trait Machine {
    /// What the input threads send.
    type Input;
    /// The moment the machine's time counts from (its core sees time since then).
    fn started(&self) -> Instant;
    /// Takes one input at `now` (since [`started`](Self::started)): the core decides, the
    /// adapters carry it out. Returns whether the session ends.
    ///
    /// # Errors
    /// When the view can no longer be written.
    fn step(&mut self, input: Self::Input, now: Duration) -> Result<bool>;
    /// Nothing more waits (or a long burst was taken in): the view settles and the speech is
    /// judged before the loop sleeps. Returns whether the session ends.
    ///
    /// # Errors
    /// When the view can no longer be written.
    fn settle(&mut self, now: Duration) -> Result<bool>;
    /// When the loop must wake without input (since [`started`](Self::started)), if ever;
    /// asked once before each sleep.
    fn wake_at(&mut self, now: Duration) -> Option<Duration>;
    /// The input for a wake-up at `now` with nothing received; `None` when only something
    /// [`settle`](Self::settle) judges was due.
    fn woken(&mut self, now: Duration) -> Option<Self::Input>;
    /// The input that ends the session when every input thread is gone.
    fn ended(&self) -> Self::Input;
}

/// The most inputs taken in a row before the view settles: a burst (many boards moving in
/// the same millisecond) is taken in first and shown once, but never keeps the view waiting.
const BURST: usize = 1000;

/// The earlier of two moments, if any.
pub fn earliest<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// Runs `machine` on the inputs of `rx` (after `first`) until it says the session ends, or
/// every input thread is gone. Nothing polls: the loop sleeps until input arrives or the
/// machine's next wake-up.
///
/// # Errors
/// When the view cannot be written.
pub fn drive<M: Machine>(
    machine: &mut M,
    rx: &Receiver<M::Input>,
    first: Vec<M::Input>,
) -> Result<()> {
    let start = machine.started();
    for input in first {
        if machine.step(input, start.elapsed())? {
            return Ok(());
        }
    }
    let mut burst = 0;
    loop {
        // What waits already comes first; before the loop sleeps, the view settles (the
        // prompt after a burst of lines, not between them).
        let waiting = if burst < BURST {
            rx.try_recv()
        } else {
            Err(TryRecvError::Empty)
        };
        let received = match waiting {
            Ok(input) => {
                burst += 1;
                Some(input)
            }
            Err(TryRecvError::Disconnected) => None,
            Err(TryRecvError::Empty) => {
                burst = 0;
                if machine.settle(start.elapsed())? {
                    return Ok(());
                }
                let now = start.elapsed();
                let got = match machine.wake_at(now) {
                    Some(at) => rx.recv_timeout(at.saturating_sub(now)),
                    None => rx.recv().map_err(|_| RecvTimeoutError::Disconnected),
                };
                match got {
                    Ok(input) => Some(input),
                    Err(RecvTimeoutError::Timeout) => match machine.woken(start.elapsed()) {
                        Some(input) => Some(input),
                        // Only what `settle` judges was due: judged at the top of the loop.
                        None => continue,
                    },
                    Err(RecvTimeoutError::Disconnected) => None,
                }
            }
        };
        match received {
            Some(input) => {
                if machine.step(input, start.elapsed())? {
                    return Ok(());
                }
            }
            // Every input thread is gone: the machine ends its session.
            None => {
                let end = machine.ended();
                machine.step(end, start.elapsed())?;
                return Ok(());
            }
        }
    }
}

/// The game on the loop: its core's state and the shell that carries out its effects.
struct Game<'a> {
    shell: &'a mut Shell,
    state: &'a mut State,
    start: Instant,
    /// When the core asked to be woken, as the loop last went to sleep.
    due: Option<Duration>,
    /// When the microphone is to be looked at again (a listening waits for quiet), as the
    /// view last settled.
    microphone: Option<Duration>,
}

impl Machine for Game<'_> {
    type Input = Input;

    fn started(&self) -> Instant {
        self.start
    }

    fn step(&mut self, input: Input, _now: Duration) -> Result<bool> {
        step(self.shell, self.state, input, self.start)
    }

    fn settle(&mut self, _now: Duration) -> Result<bool> {
        self.microphone = self
            .shell
            .settle(self.state)?
            .map(|at| at.saturating_duration_since(self.start));
        // Speech that is not heard falls back before the loop sleeps.
        heard(self.shell, self.state, self.start)
    }

    fn wake_at(&mut self, now: Duration) -> Option<Duration> {
        let speech = self
            .shell
            .speaker
            .deadline()
            .map(|at| at.saturating_duration_since(self.start));
        self.due = next_wakeup(self.state, now);
        // A listening waits for rochade to be quiet: the loop wakes to look again.
        earliest(earliest(self.due, speech), self.microphone)
    }

    fn woken(&mut self, now: Duration) -> Option<Input> {
        // Only the speech was due: it is judged when the loop settles.
        self.due.is_some_and(|g| g <= now).then_some(Input::Tick)
    }

    fn ended(&self) -> Input {
        Input::EndOfInput
    }
}

/// Runs the game until the core says quit. `rx` carries the input events.
///
/// # Errors
/// When the view cannot be written.
pub fn run_loop(
    shell: &mut Shell,
    state: &mut State,
    rx: &Receiver<Input>,
    first: Vec<Input>,
) -> Result<()> {
    let mut game = Game {
        shell,
        state,
        start: Instant::now(),
        due: None,
        microphone: None,
    };
    drive(&mut game, rx, first)
}

/// One event through the core, its effects through the shell, then any notices the adapters
/// raised; returns whether the session ends.
fn step(shell: &mut Shell, state: &mut State, event: Input, start: Instant) -> Result<bool> {
    if let (Input::Line(_), View::Lines(view)) = (&event, &mut shell.view) {
        view.entered();
    }
    let effects = update(state, event, start.elapsed());
    if shell.apply(&effects, state)? {
        return Ok(true);
    }
    feed_back(shell, state, start)
}

/// Asks the speaker whether what it was given is heard; when speech fell back, its notice
/// goes to the core like any other. Returns whether the session ends.
fn heard(shell: &mut Shell, state: &mut State, start: Instant) -> Result<bool> {
    if let Err(SpeechError::Degraded(why)) = shell.speaker.check(Instant::now()) {
        shell.notices.push(why.into());
        return feed_back(shell, state, start);
    }
    Ok(false)
}

/// Feeds what the adapters raised (notices, their own events) back to the core, until none
/// is left; returns whether the session ends.
fn feed_back(shell: &mut Shell, state: &mut State, start: Instant) -> Result<bool> {
    while !shell.notices.is_empty() || !shell.feedback.is_empty() {
        let mut events = std::mem::take(&mut shell.feedback);
        events.extend(
            std::mem::take(&mut shell.notices)
                .into_iter()
                .flat_map(Notice::events),
        );
        for event in events {
            let effects = update(state, event, start.elapsed());
            if shell.apply(&effects, state)? {
                return Ok(true);
            }
        }
    }
    Ok(false)
}

/// Reads lines from `input` on a thread; each becomes [`Input::Line`], the end
/// [`Input::EndOfInput`]. Bytes that are not UTF-8 are replaced, never fatal. At most
/// [`crate::limits::MAX_INPUT_LINE_BYTES`] of a line are kept; a longer line reaches the core
/// as its beginning and " …", still over the bound, so that the core refuses it.
pub fn spawn_line_reader<R: BufRead + Send + 'static>(input: R, tx: Sender<Input>) {
    let end = tx.clone();
    read_lines(
        input,
        move |line| tx.send(Input::Line(line)).is_ok(),
        move || {
            let _ = end.send(Input::EndOfInput);
        },
    );
}

/// Reads lines from `input` on a thread, each to `line` (which says whether to go on), then
/// calls `end` at the end of the input. At most [`crate::limits::MAX_INPUT_LINE_BYTES`] of a
/// line are kept; a longer line comes as its beginning and " …", still over the bound, so
/// that the reader refuses it.
pub fn read_lines<R: BufRead + Send + 'static>(
    mut input: R,
    mut line: impl FnMut(String) -> bool + Send + 'static,
    end: impl FnOnce() + Send + 'static,
) {
    use crate::limits::{BoundedLine, MAX_INPUT_LINE_BYTES, read_line_bounded};
    thread::spawn(move || {
        while let Ok(Some(read)) = read_line_bounded(&mut input, MAX_INPUT_LINE_BYTES) {
            let text = match read {
                BoundedLine::Text(text) => text,
                BoundedLine::TooLong { start, .. } => format!("{start} …"),
            };
            if !line(text) {
                return;
            }
        }
        end();
    });
}

/// Reads terminal events (keys, resizes) on a thread into `tx`.
pub fn spawn_key_reader(tx: Sender<Input>) {
    read_keys(move |input| tx.send(input).is_ok());
}

/// Reads terminal events (keys, resizes, pastes) on a thread, each to `send` as an
/// [`Input`] (which says whether to go on); [`Input::EndOfInput`] when the terminal is gone.
/// `crossterm::event::read` blocks, so the thread sleeps until the user does something.
pub fn read_keys(mut send: impl FnMut(Input) -> bool + Send + 'static) {
    use crossterm::event::{self, Event as Term, KeyCode, KeyEventKind, KeyModifiers};
    thread::spawn(move || {
        loop {
            let ev = match event::read() {
                Ok(e) => e,
                Err(_) => {
                    send(Input::EndOfInput);
                    return;
                }
            };
            let mapped = match ev {
                Term::Key(k) if k.kind != KeyEventKind::Release => {
                    let ctrl = k.modifiers.contains(KeyModifiers::CONTROL);
                    match k.code {
                        KeyCode::Char('c' | 'd') if ctrl => Some(Key::Interrupt),
                        KeyCode::Char(c) if !ctrl => Some(Key::Char(c)),
                        KeyCode::Enter => Some(Key::Enter),
                        KeyCode::Backspace => Some(Key::Backspace),
                        KeyCode::Esc => Some(Key::Escape),
                        KeyCode::Up => Some(Key::Up),
                        KeyCode::Down => Some(Key::Down),
                        KeyCode::Left => Some(Key::Left),
                        KeyCode::Right => Some(Key::Right),
                        KeyCode::PageUp => Some(Key::PageUp),
                        KeyCode::PageDown => Some(Key::PageDown),
                        KeyCode::F(2) => Some(Key::Listen),
                        _ => None,
                    }
                    .map(Input::Key)
                }
                Term::Resize(cols, rows) => Some(Input::Resize { cols, rows }),
                Term::Paste(text) => Some(Input::Line(text)),
                _ => None,
            };
            if let Some(e) = mapped
                && !send(e)
            {
                return;
            }
        }
    });
}

/// A channel for input events.
pub fn channel() -> (Sender<Input>, Receiver<Input>) {
    mpsc::channel()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::core::{Input, Options, State, update};

    /// A machine that writes down what the loop does with it.
    #[derive(Default)]
    struct Probe {
        /// What it was given, in order: `Some(n)` an input, `None` a settling.
        seen: Vec<Option<u32>>,
        /// It asks to be woken this long after it last settled, once.
        wake_after: Option<Duration>,
        settled_at: Option<Duration>,
        woken_at: Option<Duration>,
    }

    impl Machine for Probe {
        type Input = u32;
        fn started(&self) -> Instant {
            Instant::now()
        }
        fn step(&mut self, input: u32, now: Duration) -> Result<bool> {
            self.seen.push(Some(input));
            if input == 7 {
                self.woken_at = Some(now);
            }
            Ok(input == 0)
        }
        fn settle(&mut self, now: Duration) -> Result<bool> {
            self.seen.push(None);
            self.settled_at = Some(now);
            Ok(false)
        }
        fn wake_at(&mut self, _now: Duration) -> Option<Duration> {
            let after = self.wake_after.take()?;
            self.settled_at.map(|at| at + after)
        }
        fn woken(&mut self, _now: Duration) -> Option<u32> {
            Some(7)
        }
        fn ended(&self) -> u32 {
            0
        }
    }

    #[test]
    fn a_burst_is_taken_in_before_the_view_settles_but_never_keeps_it_waiting_long() {
        let (tx, rx) = mpsc::channel();
        for n in 1..=2500 {
            tx.send(n).unwrap_or_else(|e| panic!("{e}"));
        }
        drop(tx);
        let mut probe = Probe::default();
        drive(&mut probe, &rx, vec![9]).unwrap_or_else(|e| panic!("{e}"));
        // The first input, then every one sent, in order, then the end.
        let inputs: Vec<u32> = probe.seen.iter().flatten().copied().collect();
        let mut expected = vec![9];
        expected.extend(1..=2500);
        expected.push(0);
        assert_eq!(inputs, expected);
        // Between two settlings of the view, never more than one burst.
        let mut run = 0;
        for s in &probe.seen {
            match s {
                Some(_) => run += 1,
                None => run = 0,
            }
            assert!(run <= BURST + 1, "{run} inputs without the view settling");
        }
        assert!(probe.seen.iter().filter(|s| s.is_none()).count() >= 2);
    }

    #[test]
    fn the_loop_sleeps_until_the_wake_up_the_machine_asks_for_then_settles_again() {
        let (tx, rx) = mpsc::channel::<u32>();
        let mut probe = Probe {
            wake_after: Some(Duration::from_millis(30)),
            ..Probe::default()
        };
        // The end comes from the test after the wake-up, as a keyboard closing.
        let ender = thread::spawn(move || {
            thread::sleep(Duration::from_millis(300));
            let _ = tx.send(0);
        });
        drive(&mut probe, &rx, Vec::new()).unwrap_or_else(|e| panic!("{e}"));
        let _ = ender.join();
        // Settled (nothing waiting), woken with the machine's own input no sooner than it
        // asked, settled again, then ended by the input.
        assert_eq!(probe.seen, [None, Some(7), None, Some(0)]);
        let woken = probe.woken_at.unwrap_or_default();
        assert!(woken >= Duration::from_millis(30), "woken after {woken:?}");
    }

    /// The journal entries of a game `id` in which `lines` are typed.
    fn entries(id: &str, lines: &[&str]) -> Vec<Entry> {
        let mut s = State::new(Options {
            lang: Lang::En,
            id: id.into(),
            ..Options::default()
        });
        let mut effects = update(&mut s, Input::Start, std::time::Duration::ZERO);
        for l in lines {
            effects.extend(update(
                &mut s,
                Input::Line((*l).into()),
                std::time::Duration::ZERO,
            ));
        }
        effects
            .into_iter()
            .filter_map(|e| match e {
                Effect::Record(r) => Some(r.entry),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_journal_set_aside_after_the_boards_differed_is_begun_again_with_the_hosts_record() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let mut k = Keeper::following(Lang::En, Ok(dir.path().to_path_buf()));
        for e in entries("g", &["e4", "e5"]) {
            assert!(k.commit(&e).is_none());
        }
        assert!(k.flush().is_none());
        // The boards differed: the host's record, another game from the same start, comes
        // again from its start.
        assert!(k.set_aside().is_none());
        for e in entries("g", &["e4", "d5", "exd5"]) {
            assert!(k.commit(&e).is_none());
        }
        assert!(k.flush().is_none());
        let paths = crate::journal::journal_paths(dir.path()).unwrap_or_default();
        assert_eq!(paths.len(), 1, "{paths:?}");
        let replay = Journal::replay(&paths[0]).unwrap_or_else(|e| panic!("{e}"));
        let moves: Vec<String> = replay
            .sheet
            .game()
            .moves()
            .iter()
            .map(|m| crate::scoresheet::move_to_uci(m.mv).to_string())
            .collect();
        assert_eq!(moves, ["e2e4", "d7d5", "e4d5"]);
        // The journal that differed is kept beside it.
        let kept = std::fs::read_dir(crate::journal::games_dir(dir.path()))
            .map(|d| {
                d.filter_map(Result::ok)
                    .filter(|e| e.file_name().to_string_lossy().contains("differed"))
                    .count()
            })
            .unwrap_or(0);
        assert_eq!(kept, 1);
    }
}
