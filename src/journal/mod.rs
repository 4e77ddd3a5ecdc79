//! The journal: every event of a game, appended as one JSON line and flushed to disk before
//! the caller acknowledges it, so that a crash never loses an acknowledged move, offer or
//! clock reading.
//!
//! # Format (version 1)
//! One file per game, `<data dir>/games/game-<unix seconds>.jsonl`; one line per event:
//! `{"v":1,"seq":0,"at_ms":1700000000000,"event":{"type":"start",...}}` where `v` is the
//! format version, `seq` counts lines from 0, `at_ms` is the wall time (Unix milliseconds) and
//! `event` a [`crate::scoresheet::Event`]. The first event is always `start`. A newer format
//! is refused with a message rather than misread.
//!
//! Format 2 added one event, `take_back`. Format 3 makes every line a [`crate::record::Entry`]
//! that can travel to the partner's board: besides the event it names the game (`game`), who
//! acted (`actor`), the ply it applies at (`ply`), the position hash before and after it
//! (`before`, `after`) and the clock's whole state after it (`clock`); clock adjustments are
//! typed (actor, change, reason) instead of free text. Lines of formats 1 and 2 are still
//! read: the missing fields are worked out while replaying. A line of a newer format than
//! this rochade knows is refused in words ([`JournalError::FutureVersion`]).
//!
//! While a clock runs, a line with the event `checkpoint` and the clock's state is written every
//! [`CHECKPOINT_INTERVAL`]: it is no entry of the game (replay keeps only the last one after the
//! last entry, in [`Replay::checkpoint`]), and after a crash the time up to it is charged to the
//! player whose clock ran ([`Replay::downtime`]). Journals without such lines read as before.
//!
//! Recovery is a pure function ([`replay`]) over the file's text; [`Journal`] is the thin
//! adapter to the file system.

use std::fs::{self, File, OpenOptions};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

use crate::clock::ClockState;
use crate::record::{self, Actor, Entry, Record};
use crate::scoresheet::{ApplyError, Event, PauseKind, Scoresheet, Start};
use crate::store;

/// The journal format this rochade writes and the newest it reads.
pub const FORMAT_VERSION: u32 = 3;

/// How often the running clock is written to the journal ([`Event::Checkpoint`]): a crash
/// loses at most this much of the clock.
pub const CHECKPOINT_INTERVAL: Duration = Duration::from_secs(5);

/// The environment variable that overrides the data directory (for tests and portable use).
pub const DATA_DIR_ENV: &str = "ROCHADE_DATA_DIR";

/// One line of the journal: an [`Entry`] with the line's number and wall time. The entry's
/// fields are optional here only so that lines of formats 1 and 2 still read.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    /// The format version.
    pub v: u32,
    /// The line's number, from 0.
    pub seq: u64,
    /// Wall time of the event, Unix milliseconds.
    pub at_ms: u64,
    /// The game (format 3).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub game: String,
    /// Who acted (format 3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub actor: Option<Actor>,
    /// Plies played before it (format 3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ply: Option<u32>,
    /// Position hash before it (format 3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub before: Option<u64>,
    /// Position hash after it (format 3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub after: Option<u64>,
    /// The clock after it (format 3, games with a clock).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<Box<ClockState>>,
    /// The event.
    pub event: Event,
}

impl Line {
    /// The line that records `entry` as line `seq` at wall time `at_ms`.
    pub fn of(entry: &Entry, seq: u64, at_ms: u64) -> Line {
        Line {
            v: FORMAT_VERSION,
            seq,
            at_ms,
            game: entry.game.clone(),
            actor: Some(entry.actor),
            ply: Some(entry.ply),
            before: Some(entry.before),
            after: Some(entry.after),
            clock: entry.clock.clone(),
            event: entry.event.clone(),
        }
    }
}

/// Who made an event of a line that does not say (formats 1 and 2): the player it names, the
/// mover for a move, the adjustment's actor, else rochade itself.
fn inferred_actor(event: &Event, pos: &shakmaty::Chess) -> Actor {
    use shakmaty::Position;
    match event {
        Event::Move { .. } => Actor::Player(pos.turn()),
        Event::Offer { by, .. }
        | Event::Answer { by, .. }
        | Event::Touch { by, .. }
        | Event::Claim { by, .. }
        | Event::Illegal { by, .. }
        | Event::Resign { by }
        | Event::Exemption { by, .. } => Actor::Player(*by),
        Event::Adjustment(a) => a.actor,
        Event::Arbiter { .. } => Actor::Arbiter,
        _ => Actor::System,
    }
}

/// Applies the event of `line` to `sheet` in place after the record's one check of what the
/// line says of the game, ply and positions ([`crate::record::check`]); returns the complete
/// entry (fields a format 1 or 2 line lacks are filled in from the sheet). On an error the
/// sheet is exactly as it was.
fn apply_line(sheet: &mut Scoresheet, line: Line) -> Result<Entry, String> {
    let game = sheet.start().game.clone();
    let written = record::Written {
        game: line.game,
        actor: line.actor,
        ply: line.ply,
        before: line.before,
        after: line.after,
        clock: line.clock,
        event: line.event,
    };
    let mut entry = Entry::completed(sheet, written, inferred_actor);
    record::apply_entry(sheet, &entry).map_err(|e| e.to_string())?;
    entry.game = game;
    Ok(entry)
}

/// The entry that starts a game (`start`), as the first line of its journal.
pub fn start_entry(start: &Start) -> Result<Entry, ApplyError> {
    let (_, mut entries) = Record::new(start.clone())?.into_parts();
    entries.pop().ok_or(ApplyError::SecondStart)
}

/// Something recovery noticed and worked around.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayWarning {
    /// The last line was cut off (rochade stopped while writing it); it was not used.
    #[error(
        "line {line} of the journal was cut off while it was being written (rochade stopped \
         at that moment); it was not used. Everything before it was recovered"
    )]
    TornLastLine {
        /// Line number, from 1.
        line: usize,
    },
    /// A line in the middle is damaged; it was skipped.
    #[error("line {line} of the journal is damaged and was skipped ({reason})")]
    DamagedLine {
        /// Line number, from 1.
        line: usize,
        /// What is wrong with it.
        reason: String,
    },
    /// An event could not be applied; it and everything after it were not replayed.
    #[error(
        "line {line} of the journal could not be replayed ({reason}); it and the {rest} lines \
         after it were left out"
    )]
    Stopped {
        /// Line number, from 1.
        line: usize,
        /// Why.
        reason: String,
        /// Lines after it that were not replayed.
        rest: usize,
    },
}

/// Why a journal cannot be recovered at all.
#[derive(Debug, thiserror::Error)]
pub enum JournalError {
    /// The file has no complete line.
    #[error("the journal {path} is empty: there is no game in it to resume")]
    Empty {
        /// The file.
        path: String,
    },
    /// A line was written by a newer rochade.
    #[error(
        "the journal {path} was written by a newer rochade (format {found}; this version reads \
         up to {supported}); update rochade to resume this game. The file was not changed"
    )]
    FutureVersion {
        /// The file.
        path: String,
        /// The version found.
        found: u64,
        /// The newest version this build reads.
        supported: u32,
    },
    /// The first line is not the start of a game.
    #[error(
        "the journal {path} does not begin with the start of a game ({reason}); the file was not changed"
    )]
    NoStart {
        /// The file.
        path: String,
        /// Why.
        reason: String,
    },
    /// The scoresheet cannot be written in braille (the braille translator is missing).
    #[error(transparent)]
    Braille(#[from] crate::scoresheet::braille::BrailleError),
    /// Reading or writing the file failed.
    #[error("cannot {action} the journal {path}: {source}")]
    Io {
        /// What was attempted.
        action: &'static str,
        /// The file.
        path: String,
        /// The system's error.
        #[source]
        source: std::io::Error,
    },
    /// No data directory could be found.
    #[error("no data directory for rochade was found; set {DATA_DIR_ENV} to a directory")]
    NoDataDir,
    /// The journal file already exists.
    #[error("the journal {0} already exists")]
    Exists(String),
    /// No game with that name.
    #[error("no game named \"{0}\" in the journal directory")]
    NoSuchGame(String),
    /// No game at all.
    #[error("there is no game in the journal directory {0} yet")]
    NoGames(String),
    /// No game that has not ended.
    #[error("there is no unfinished game to resume in the journal directory {0}")]
    NoUnfinished(String),
    /// The game asked for has ended.
    #[error("the game in {0} has ended; there is nothing to resume (export shows its record)")]
    Finished(String),
    /// The event was refused by the game; nothing was written.
    #[error(transparent)]
    Refused(#[from] ApplyError),
}

/// A replayed journal.
#[derive(Debug, Clone)]
pub struct Replay {
    /// The game and its record as the journal has them.
    pub sheet: Scoresheet,
    /// Every entry after the start that replayed, complete (the core applies them again to
    /// continue the game, clock included).
    pub entries: Vec<Entry>,
    /// What recovery noticed.
    pub warnings: Vec<ReplayWarning>,
    /// Wall time of the last recovered event (Unix milliseconds).
    pub last_at_ms: u64,
    /// The next line number.
    pub next_seq: u64,
    /// Bytes of the text up to and including the last complete line (what remains when a torn
    /// last line is cut off on continuing).
    pub good_len: usize,
    /// The text after `good_len` (a torn last line), if any.
    pub torn_tail: Option<String>,
    /// The running clock's last checkpoint after the last entry, if there is one.
    pub checkpoint: Option<Box<ClockState>>,
}

/// The pause to record for the time rochade was down, and the clock state its entry keeps
/// ([`Replay::downtime`]); the record makes the entry.
#[derive(Debug, Clone, PartialEq)]
pub struct Downtime {
    /// The pause ([`Event::Pause`] of kind [`PauseKind::Downtime`]).
    pub event: Event,
    /// The clock as the entry keeps it.
    pub clock: Option<Box<ClockState>>,
}

impl Replay {
    /// The pause to record for the time rochade was down: from the last event to `now`
    /// (`None` if no time passed, or the game keeps no time), with the clock state its entry
    /// keeps. Neither player's
    /// clock is charged for it: the entry keeps the clock as the last line left it.
    ///
    /// When the running clock was checkpointed after the last entry, the entry keeps the
    /// clock as the checkpoint left it instead: the time up to the checkpoint is charged to
    /// the player whose clock ran, and the pause says how much of that player's time after it
    /// is not known (at most [`CHECKPOINT_INTERVAL`]: the next checkpoint would have been
    /// written).
    pub fn downtime(&self, now: SystemTime) -> Option<Downtime> {
        let now_ms = unix_ms(now);
        let gap = now_ms.checked_sub(self.last_at_ms).filter(|&g| g > 0)?;
        let checkpoint = self
            .checkpoint
            .clone()
            .filter(|c| c.phase == crate::clock::PhaseState::Running);
        let uncounted = checkpoint.as_ref().map(|c| crate::scoresheet::Uncounted {
            by: c.to_move,
            at_most: Duration::from_millis(gap).min(CHECKPOINT_INTERVAL),
        });
        let clock =
            match checkpoint.or_else(|| self.entries.iter().rev().find_map(|e| e.clock.clone())) {
                Some(c) => Some(c),
                None => self
                    .sheet
                    .start()
                    .clock
                    .as_ref()
                    .map(|c| Box::new(c.state.clone())),
            };
        // A game that keeps no time (no clock, no clock readings on its scoresheet) has no
        // time to account for: no pause is recorded, and the scoresheet says nothing of it.
        let readings = self.sheet.clocks();
        if clock.is_none() && readings.white.is_none() && readings.black.is_none() {
            return None;
        }
        let pause = Event::Pause {
            duration: Duration::from_millis(gap),
            kind: PauseKind::Downtime,
            note: String::new(),
            uncounted,
        };
        Some(Downtime {
            event: pause,
            clock,
        })
    }
}

/// Milliseconds since the Unix epoch (0 before it).
pub fn unix_ms(t: SystemTime) -> u64 {
    t.duration_since(UNIX_EPOCH)
        .map(|d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
        .unwrap_or(0)
}

/// One line of a journal read: the line, or why not (`future:<version>` for a line of a newer
/// format). The line is read straight into a [`Line`]; only a line that does not read, or
/// reads with a newer version, is read again as any JSON to find its version.
fn read_line(body: &str) -> Result<Line, String> {
    let future = |found: u64| format!("future:{found}");
    match serde_json::from_str::<Line>(body) {
        Ok(line) if line.v > FORMAT_VERSION => Err(future(u64::from(line.v))),
        Ok(line) => Ok(line),
        Err(e) => match serde_json::from_str::<serde_json::Value>(body)
            .ok()
            .and_then(|v| v.get("v").and_then(serde_json::Value::as_u64))
        {
            Some(found) if found > u64::from(FORMAT_VERSION) => Err(future(found)),
            _ => Err(e.to_string()),
        },
    }
}

/// Replays the text of a journal (pure). `path` only names the file in messages.
///
/// A damaged last line (a crash while writing) is dropped with a warning; a damaged line in
/// the middle is skipped with a warning; an event the game refuses stops the replay there with
/// a warning.
///
/// # Errors
/// [`JournalError::Empty`], [`JournalError::FutureVersion`], [`JournalError::NoStart`].
pub fn replay(text: &str, path: &str) -> Result<Replay, JournalError> {
    let mut r = Replayer::new(path);
    let mut end = 0;
    for (i, raw) in text.split_inclusive('\n').enumerate() {
        end += raw.len();
        r.line(i + 1, raw, end)?;
    }
    r.finish()
}

/// A replay in progress, fed one line at a time as it is read, so that neither the file's
/// text nor its lines are kept: each line is read and applied at once, in place.
struct Replayer<'p> {
    path: &'p str,
    warnings: Vec<ReplayWarning>,
    /// Bytes up to the end of the last line that is kept (what remains when a torn last
    /// line is cut off).
    good_len: usize,
    /// The end of the line before the one being read.
    prev_end: usize,
    /// A line that does not read, not yet known to be the last one (then it is torn) or not
    /// (then it is damaged): its number and why, and the text from it on.
    pending: Option<(usize, String, String)>,
    /// Whether a line has been read (the first is the start).
    read_any: bool,
    started: Result<Option<Scoresheet>, JournalError>,
    entries: Vec<Entry>,
    last_at_ms: u64,
    next_seq: u64,
    /// The line the game refused (its number and why) and the lines read after it.
    stopped: Option<(usize, String, usize)>,
    /// The running clock's last checkpoint after the last entry.
    checkpoint: Option<Box<ClockState>>,
}

impl<'p> Replayer<'p> {
    fn new(path: &'p str) -> Replayer<'p> {
        Replayer {
            path,
            warnings: Vec::new(),
            good_len: 0,
            prev_end: 0,
            pending: None,
            read_any: false,
            started: Ok(None),
            entries: Vec::new(),
            last_at_ms: 0,
            next_seq: 0,
            stopped: None,
            checkpoint: None,
        }
    }

    /// Line `number` (from 1), its text `raw` with its newline, ending at byte `end`.
    fn line(&mut self, number: usize, raw: &str, end: usize) -> Result<(), JournalError> {
        let prev_end = std::mem::replace(&mut self.prev_end, end);
        let body = raw.trim();
        if body.is_empty() {
            match &mut self.pending {
                Some((_, _, tail)) => tail.push_str(raw),
                None => self.good_len = end,
            }
            return Ok(());
        }
        // Another line follows the one that did not read: it was damaged, not torn.
        if let Some((line, reason, _)) = self.pending.take() {
            self.warnings
                .push(ReplayWarning::DamagedLine { line, reason });
            self.good_len = prev_end;
        }
        let line = match read_line(body) {
            Err(reason) if reason.starts_with("future:") => {
                let found = reason
                    .trim_start_matches("future:")
                    .parse()
                    .unwrap_or(u64::MAX);
                return Err(JournalError::FutureVersion {
                    path: self.path.to_owned(),
                    found,
                    supported: FORMAT_VERSION,
                });
            }
            Err(reason) => {
                self.pending = Some((number, reason, raw.to_owned()));
                return Ok(());
            }
            Ok(l) => l,
        };
        // A complete line without its newline is kept; `Journal::open` adds the newline
        // before the next line is written.
        self.good_len = end;
        if !self.read_any {
            self.first_line(number, line);
            return Ok(());
        }
        if let Some((_, _, rest)) = &mut self.stopped {
            *rest += 1;
            return Ok(());
        }
        if line.event == Event::Checkpoint {
            self.checkpoint_line(&line);
            return Ok(());
        }
        let Ok(Some(sheet)) = &mut self.started else {
            return Ok(());
        };
        let (at_ms, seq) = (line.at_ms, line.seq);
        match apply_line(sheet, line) {
            Ok(entry) => {
                self.checkpoint = None;
                self.entries.push(entry);
            }
            Err(reason) => {
                self.stopped = Some((number, reason, 0));
                return Ok(());
            }
        }
        self.last_at_ms = self.last_at_ms.max(at_ms);
        self.next_seq = self.next_seq.max(seq + 1);
        Ok(())
    }

    /// The first line read (line `number`): the game's start, or the reason there is none.
    fn first_line(&mut self, number: usize, line: Line) {
        self.read_any = true;
        self.last_at_ms = line.at_ms;
        self.next_seq = line.seq + 1;
        let path = self.path;
        self.started = match line.event {
            Event::Start(start) => {
                Scoresheet::new(start)
                    .map(Some)
                    .map_err(|e| JournalError::NoStart {
                        path: path.to_owned(),
                        reason: e.to_string(),
                    })
            }
            _ => Err(JournalError::NoStart {
                path: path.to_owned(),
                reason: format!("line {number} is not a start"),
            }),
        };
    }

    /// A checkpoint line: the clock as it stood, if the line is of this game; it holds until
    /// an entry.
    fn checkpoint_line(&mut self, line: &Line) {
        if let Ok(Some(sheet)) = &self.started {
            let game = &sheet.start().game;
            if line.game.is_empty() || game.is_empty() || line.game == *game {
                self.checkpoint = line.clock.clone().or(self.checkpoint.take());
            }
        }
        self.last_at_ms = self.last_at_ms.max(line.at_ms);
        self.next_seq = self.next_seq.max(line.seq + 1);
    }

    /// The replay, once every line has been given.
    fn finish(mut self) -> Result<Replay, JournalError> {
        // The last line did not read: rochade stopped while writing it.
        let torn_tail = self.pending.take().map(|(line, _, tail)| {
            self.warnings.push(ReplayWarning::TornLastLine { line });
            tail
        });
        let no_start = || JournalError::NoStart {
            path: self.path.to_owned(),
            reason: "no line of it can be read".to_owned(),
        };
        if !self.read_any {
            if self.warnings.is_empty() {
                return Err(JournalError::Empty {
                    path: self.path.to_owned(),
                });
            }
            return Err(no_start());
        }
        let Some(sheet) = self.started? else {
            return Err(no_start());
        };
        if let Some((line, reason, rest)) = self.stopped {
            self.warnings
                .push(ReplayWarning::Stopped { line, reason, rest });
        }
        Ok(Replay {
            sheet,
            entries: self.entries,
            warnings: self.warnings,
            last_at_ms: self.last_at_ms,
            next_seq: self.next_seq,
            good_len: self.good_len,
            torn_tail,
            checkpoint: self.checkpoint,
        })
    }
}

fn io(action: &'static str, path: &Path) -> impl FnOnce(std::io::Error) -> JournalError {
    let path = path.display().to_string();
    move |source| JournalError::Io {
        action,
        path,
        source,
    }
}

/// The directory for rochade's data: `$ROCHADE_DATA_DIR` if set, else the user's data
/// directory (e.g. `~/.local/share/rochade` on Linux).
///
/// # Errors
/// [`JournalError::NoDataDir`] when neither exists.
pub fn data_dir() -> Result<PathBuf, JournalError> {
    if let Some(dir) = std::env::var_os(DATA_DIR_ENV).filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "rochade")
        .map(|p| p.data_dir().to_path_buf())
        .ok_or(JournalError::NoDataDir)
}

/// The directory of game journals inside a data directory.
pub fn games_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("games")
}

/// A journal open for appending.
#[derive(Debug)]
pub struct Journal {
    path: PathBuf,
    file: File,
    seq: u64,
    /// Lines written since the last flush to disk.
    unsynced: bool,
    /// The file was created since the last flush (its directory entry is not yet on disk).
    new_file: bool,
    /// Its game is noted as finished ([`mark_finished`]).
    noted_finished: bool,
}

impl Journal {
    /// Creates a new journal at `path` and writes the start of the game, without waiting for
    /// the disk: the file, its start and its directory entry are flushed by the next
    /// [`Journal::flush`].
    ///
    /// # Errors
    /// [`JournalError::Exists`] if the file exists, [`JournalError::Io`].
    pub fn begin(path: &Path, start: &Entry, now: SystemTime) -> Result<Journal, JournalError> {
        if let Some(dir) = path.parent() {
            fs::create_dir_all(dir).map_err(io("create the directory of", path))?;
        }
        let file = OpenOptions::new()
            .append(true)
            .create_new(true)
            .open(path)
            .map_err(|e| {
                if e.kind() == std::io::ErrorKind::AlreadyExists {
                    JournalError::Exists(path.display().to_string())
                } else {
                    io("create", path)(e)
                }
            })?;
        let mut j = Journal {
            path: path.to_path_buf(),
            file,
            seq: 0,
            unsynced: false,
            new_file: true,
            noted_finished: false,
        };
        j.write(start, now)?;
        Ok(j)
    }

    /// A new journal for a new game in `data_dir`'s games directory, named after `now`.
    ///
    /// # Errors
    /// As [`Journal::begin`].
    pub fn create_in(
        data_dir: &Path,
        start: &Entry,
        now: SystemTime,
    ) -> Result<Journal, JournalError> {
        let mut j = Journal::begin_in(data_dir, start, now)?;
        j.flush()?;
        Ok(j)
    }

    /// As [`Journal::create_in`], without waiting for the disk (as [`Journal::begin`]).
    ///
    /// # Errors
    /// As [`Journal::begin`].
    pub fn begin_in(
        data_dir: &Path,
        start: &Entry,
        now: SystemTime,
    ) -> Result<Journal, JournalError> {
        let secs = unix_ms(now) / 1000;
        let dir = games_dir(data_dir);
        let mut n = 0u32;
        loop {
            let name = if n == 0 {
                format!("game-{secs:012}.jsonl")
            } else {
                format!("game-{secs:012}-{n}.jsonl")
            };
            match Journal::begin(&dir.join(name), start, now) {
                Err(JournalError::Exists(_)) if n < 1000 => n += 1,
                other => return other,
            }
        }
    }

    /// A new journal in `data_dir` for a game imported from elsewhere (a PGN file): its start
    /// and every event, written at once; returns the journal and the entries after the start.
    ///
    /// # Errors
    /// [`JournalError::Refused`] when an event does not apply, and those of
    /// [`Journal::create_in`] and [`Journal::append`].
    pub fn import(
        data_dir: &Path,
        start: &Start,
        events: &[Event],
        now: SystemTime,
    ) -> Result<(Journal, Vec<Entry>), JournalError> {
        let mut record = Record::new(start.clone())?;
        for event in events {
            let actor = inferred_actor(event, record.sheet().game().position());
            record.append(actor, event.clone(), |_| None)?;
        }
        let (_, mut entries) = record.into_parts();
        let first = entries.remove(0);
        let mut j = Journal::create_in(data_dir, &first, now)?;
        j.append_all(&entries, now)?;
        Ok((j, entries))
    }

    /// Reads and replays the journal at `path` without changing the file.
    ///
    /// # Errors
    /// [`JournalError::Io`] and the errors of [`replay`].
    pub fn replay(path: &Path) -> Result<Replay, JournalError> {
        use std::io::BufRead;
        let name = path.display().to_string();
        let mut file = std::io::BufReader::new(File::open(path).map_err(io("read", path))?);
        let mut r = Replayer::new(&name);
        // Line by line: each is read, checked and applied while it is at hand.
        let mut raw = Vec::new();
        let (mut number, mut end) = (0, 0);
        loop {
            raw.clear();
            let n = file.read_until(b'\n', &mut raw).map_err(io("read", path))?;
            if n == 0 {
                break;
            }
            number += 1;
            end += n;
            // Invalid UTF-8 (a torn multi-byte character) only damages the line it is in.
            r.line(number, &String::from_utf8_lossy(&raw), end)?;
        }
        r.finish()
    }

    /// Continues the game in the journal at `path`: replays it, moves a torn last line into
    /// `<path>.torn` (kept for inspection) and cuts it from the journal, and records the time
    /// rochade was down (last event to `now`) as a pause. Returns the journal, ready to append,
    /// and the replay (with the pause applied).
    ///
    /// # Errors
    /// [`JournalError::Io`] and the errors of [`replay`].
    pub fn open(path: &Path, now: SystemTime) -> Result<(Journal, Replay), JournalError> {
        let (mut j, mut replay) = Journal::open_repaired(path)?;
        if let Some(Downtime { event, clock }) = replay.downtime(now) {
            let (_, pause) = record::append_to(&mut replay.sheet, Actor::System, event, clock)?;
            j.append(&pause, now)?;
            replay.entries.push(pause);
            replay.last_at_ms = unix_ms(now);
            replay.checkpoint = None;
        }
        replay.next_seq = j.seq;
        Ok((j, replay))
    }

    /// The journal at `path` ready to append to, repaired as [`Journal::open`] repairs it, but
    /// without a pause for the time rochade was down: for a board that follows another's game,
    /// whose entries are the host's alone.
    ///
    /// # Errors
    /// [`JournalError::Io`] and the errors of [`replay`].
    pub fn open_repaired(path: &Path) -> Result<(Journal, Replay), JournalError> {
        let mut replay = Journal::replay(path)?;
        if let Some(tail) = &replay.torn_tail {
            let side = path.with_extension("jsonl.torn");
            let mut f = OpenOptions::new()
                .append(true)
                .create(true)
                .open(&side)
                .map_err(io("keep the damaged line of", path))?;
            f.write_all(tail.as_bytes())
                .and_then(|_| f.write_all(b"\n"))
                .and_then(|_| f.sync_data())
                .map_err(io("keep the damaged line of", path))?;
            let file = OpenOptions::new()
                .write(true)
                .open(path)
                .map_err(io("repair", path))?;
            file.set_len(u64::try_from(replay.good_len).unwrap_or(u64::MAX))
                .and_then(|_| file.sync_data())
                .map_err(io("repair", path))?;
        }
        // A replay that stopped at a line the game refused left out that line and all after
        // it. Appending behind them would hide every new event behind the same line at the
        // next replay, so the file is cut back to the lines that replayed; the whole original
        // is kept beside it first.
        if let Some(line) = replay.warnings.iter().find_map(|w| match w {
            ReplayWarning::Stopped { line, .. } => Some(*line),
            _ => None,
        }) {
            cut_back(path, line)?;
        }
        let mut file = OpenOptions::new()
            .append(true)
            .open(path)
            .map_err(io("open", path))?;
        // A last line written completely but without its newline gets one now.
        let len = file.metadata().map_err(io("read", path))?.len();
        if len > 0 {
            let mut last = [0u8; 1];
            let mut r = File::open(path).map_err(io("read", path))?;
            use std::io::{Seek, SeekFrom};
            r.seek(SeekFrom::End(-1))
                .and_then(|_| r.read_exact(&mut last))
                .map_err(io("read", path))?;
            if last[0] != b'\n' {
                file.write_all(b"\n")
                    .and_then(|_| file.sync_data())
                    .map_err(io("write", path))?;
            }
        }
        let j = Journal {
            path: path.to_path_buf(),
            file,
            seq: replay.next_seq,
            unsynced: false,
            new_file: false,
            noted_finished: false,
        };
        replay.torn_tail = None;
        Ok((j, replay))
    }

    /// The newest journal in `data_dir` of the game `game` (its start's id), if there is one.
    pub fn of_game(data_dir: &Path, game: &str) -> Option<PathBuf> {
        if game.is_empty() {
            return None;
        }
        // Only the first line of each journal is read until the game is found.
        journal_paths(data_dir)
            .ok()?
            .into_iter()
            .rev()
            .filter(|path| game_of_journal(path).as_deref() == Some(game))
            .find(|path| matches!(Journal::replay(path), Ok(r) if r.sheet.start().game == game))
    }

    /// Appends one entry and flushes it to disk (`sync_data`) before returning: when this
    /// returns `Ok`, the entry survives a crash.
    ///
    /// # Errors
    /// [`JournalError::Io`].
    pub fn append(&mut self, entry: &Entry, now: SystemTime) -> Result<(), JournalError> {
        self.append_all(std::slice::from_ref(entry), now)
    }

    /// Appends entries with one write and one flush to disk (an imported score, written at
    /// once): when this returns `Ok`, they all survive a crash; a crash while writing leaves
    /// the lines before a torn last one, as for any line.
    ///
    /// # Errors
    /// [`JournalError::Io`].
    pub fn append_all(&mut self, entries: &[Entry], now: SystemTime) -> Result<(), JournalError> {
        self.write_all(entries, now)?;
        self.flush()
    }

    /// Writes one entry without waiting for the disk: it survives a crash of rochade (it is
    /// in the system's cache), and survives a power cut once [`Journal::flush`] returns.
    /// Lets a hosting board send an entry while its flush runs.
    ///
    /// # Errors
    /// [`JournalError::Io`].
    pub fn write(&mut self, entry: &Entry, now: SystemTime) -> Result<(), JournalError> {
        self.write_all(std::slice::from_ref(entry), now)
    }

    /// Flushes what was written to disk (`sync_data`), if anything waits.
    ///
    /// # Errors
    /// [`JournalError::Io`].
    pub fn flush(&mut self) -> Result<(), JournalError> {
        if self.unsynced {
            self.file.sync_data().map_err(io("write", &self.path))?;
            self.unsynced = false;
        }
        // A new file: its directory entry made durable too.
        if self.new_file {
            self.new_file = false;
            if let Some(dir) = self.path.parent()
                && let Ok(d) = File::open(dir)
            {
                let _ = d.sync_all();
            }
        }
        Ok(())
    }

    fn write_all(&mut self, entries: &[Entry], now: SystemTime) -> Result<(), JournalError> {
        let at_ms = unix_ms(now);
        let mut text = String::new();
        for (k, entry) in entries.iter().enumerate() {
            let line = Line::of(entry, self.seq + k as u64, at_ms);
            let json = serde_json::to_string(&line).map_err(|e| JournalError::Io {
                action: "write",
                path: self.path.display().to_string(),
                source: std::io::Error::other(e),
            })?;
            text.push_str(&json);
            text.push('\n');
        }
        self.unsynced = true;
        self.file
            .write_all(text.as_bytes())
            .map_err(io("write", &self.path))?;
        self.seq += entries.len() as u64;
        Ok(())
    }

    /// Notes this journal's game as finished ([`mark_finished`]), once.
    pub fn note_finished(&mut self) {
        if !self.noted_finished {
            self.noted_finished = true;
            mark_finished(&self.path);
        }
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// Keeps a copy of `path` as `<name>.jsonl.damaged`, then rewrites `path` with its lines
/// before line `line` (1-based), each written as a whole ([`store::write`]).
fn cut_back(path: &Path, line: usize) -> Result<(), JournalError> {
    let text = fs::read(path).map_err(io("read", path))?;
    let aside = path.with_extension("jsonl.damaged");
    store::write(&aside, &text).map_err(io("keep a copy of", path))?;
    let mut keep = 0;
    for (n, piece) in text.split_inclusive(|b| *b == b'\n').enumerate() {
        if n + 1 >= line {
            break;
        }
        keep += piece.len();
    }
    store::write(path, &text[..keep]).map_err(io("repair", path))
}

/// A journal found in the games directory.
#[derive(Debug)]
pub struct GameFile {
    /// The file.
    pub path: PathBuf,
    /// Its replay, or why it cannot be replayed.
    pub replay: Result<Replay, JournalError>,
}

/// The journal files in `data_dir`'s games directory, oldest first (by name, which carries
/// the start time), without reading them.
///
/// # Errors
/// [`JournalError::Io`] when the directory exists but cannot be read.
pub fn journal_paths(data_dir: &Path) -> Result<Vec<PathBuf>, JournalError> {
    let dir = games_dir(data_dir);
    let entries = match fs::read_dir(&dir) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(io("read the directory of", &dir)(e)),
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .collect();
    // By name without the extension, so that `game-<t>` comes before `game-<t>-1`.
    paths.sort_by(|a, b| a.file_stem().cmp(&b.file_stem()));
    Ok(paths)
}

/// The newest journal in `data_dir` that is not empty (an empty one is left by a rochade that
/// stopped while creating it, before anything was acknowledged), replayed; the older games
/// are not read.
///
/// # Errors
/// As [`journal_paths`].
pub fn newest_game(data_dir: &Path) -> Result<Option<GameFile>, JournalError> {
    newest_where(data_dir, |g| {
        !matches!(g.replay, Err(JournalError::Empty { .. }))
    })
}

/// The newest game that was started, replayed: as [`newest_game`], but a game quit before
/// its first move or announcement (there is nothing in it to continue) is passed over for the
/// one before it. Only the journals newer than the one found are read besides it.
///
/// # Errors
/// As [`journal_paths`].
pub fn newest_started_game(data_dir: &Path) -> Result<Option<GameFile>, JournalError> {
    newest_where(data_dir, |g| match &g.replay {
        Err(JournalError::Empty { .. }) => false,
        Ok(r) => !r.sheet.game().moves().is_empty() || r.sheet.announced().is_some(),
        Err(_) => true,
    })
}

/// The newest journal in `data_dir` for which `wanted` holds, replayed; newest first, each
/// read only until one is found.
fn newest_where(
    data_dir: &Path,
    wanted: impl Fn(&GameFile) -> bool,
) -> Result<Option<GameFile>, JournalError> {
    Ok(journal_paths(data_dir)?
        .into_iter()
        .rev()
        .map(|path| GameFile {
            replay: Journal::replay(&path),
            path,
        })
        .find(|g| wanted(g)))
}

/// The game named in the first line of the journal at `path` (its start), read without the
/// rest of the file; `None` when that line cannot be read.
fn game_of_journal(path: &Path) -> Option<String> {
    use std::io::BufRead;
    let mut first = String::new();
    std::io::BufReader::new(File::open(path).ok()?)
        .read_line(&mut first)
        .ok()?;
    let line: Line = serde_json::from_str(first.trim()).ok()?;
    match line.event {
        Event::Start(start) => Some(start.game),
        _ => None,
    }
}

/// The journal a game name means: a journal file name (with or without `.jsonl`) in the games
/// directory, or a path to a journal.
///
/// # Errors
/// [`JournalError::NoSuchGame`].
pub fn find_game(data_dir: &Path, name: &str) -> Result<PathBuf, JournalError> {
    let dir = games_dir(data_dir);
    [
        PathBuf::from(name),
        dir.join(name),
        dir.join(format!("{name}.jsonl")),
    ]
    .into_iter()
    .find(|p| p.is_file())
    .ok_or_else(|| JournalError::NoSuchGame(name.to_owned()))
}

/// The file, in the games directory, that lists the journals of finished games (one file name
/// a line), so that `--resume` need not read them again to know.
const FINISHED: &str = "finished.txt";

/// Notes that the game of the journal at `path` has ended (best effort: without the note the
/// journal is read to find out, as before).
pub fn mark_finished(path: &Path) {
    let (Some(dir), Some(name)) = (path.parent(), path.file_name()) else {
        return;
    };
    let line = format!("{}\n", name.to_string_lossy());
    let _ = OpenOptions::new()
        .create(true)
        .append(true)
        .open(dir.join(FINISHED))
        .and_then(|mut f| f.write_all(line.as_bytes()));
}

/// The journals noted as finished in `data_dir` ([`mark_finished`]).
fn finished_names(data_dir: &Path) -> std::collections::HashSet<String> {
    fs::read_to_string(games_dir(data_dir).join(FINISHED))
        .map(|text| text.lines().map(str::to_owned).collect())
        .unwrap_or_default()
}

/// The game `rochade --resume [GAME]` continues: the named one (which must not have ended),
/// or with an empty name the most recent unfinished game that can be read (the games noted
/// as finished are not read again).
///
/// # Errors
/// [`JournalError::NoSuchGame`], [`JournalError::Finished`], [`JournalError::NoUnfinished`],
/// and the errors of reading the named journal.
pub fn game_to_resume(data_dir: &Path, name: &str) -> Result<PathBuf, JournalError> {
    if name.is_empty() {
        // Newest first, read one by one until an unfinished game is found.
        let finished = finished_names(data_dir);
        return journal_paths(data_dir)?
            .into_iter()
            .rev()
            .filter(|path| {
                path.file_name()
                    .is_none_or(|n| !finished.contains(n.to_string_lossy().as_ref()))
            })
            .find(|path| matches!(Journal::replay(path), Ok(r) if r.sheet.ending().is_none()))
            .ok_or_else(|| JournalError::NoUnfinished(games_dir(data_dir).display().to_string()));
    }
    let path = find_game(data_dir, name)?;
    if Journal::replay(&path)?.sheet.ending().is_some() {
        return Err(JournalError::Finished(path.display().to_string()));
    }
    Ok(path)
}

/// An exported scoresheet and what recovery noticed on the way.
#[derive(Debug, Clone)]
pub struct Exported {
    /// The text to write to stdout.
    pub text: String,
    /// Warnings to write to stderr.
    pub warnings: Vec<ReplayWarning>,
}

/// `rochade export`: the scoresheet of a game from the journal in `format` and `lang`.
/// `game` is a journal file name (with or without `.jsonl`) in the games directory, or a path
/// to a journal; `None` takes the most recent game.
///
/// # Errors
/// [`JournalError::NoGames`], [`JournalError::NoSuchGame`], and those of [`Journal::replay`].
pub fn export_game(
    data_dir: &Path,
    game: Option<&str>,
    format: crate::scoresheet::Format,
    lang: crate::lang::Lang,
) -> Result<Exported, JournalError> {
    let dir = games_dir(data_dir);
    let path = match game {
        Some(name) => find_game(data_dir, name)?,
        None => journal_paths(data_dir)?
            .pop()
            .ok_or_else(|| JournalError::NoGames(dir.display().to_string()))?,
    };
    let r = Journal::replay(&path)?;
    Ok(Exported {
        text: crate::scoresheet::export(&r.sheet, format, lang)?,
        warnings: r.warnings,
    })
}
