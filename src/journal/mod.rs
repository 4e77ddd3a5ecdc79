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
use crate::record::{Actor, Entry, Mismatch, position_hash};
use crate::scoresheet::{ApplyError, Event, PauseKind, Scoresheet, Start};

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
        | Event::Touch { by }
        | Event::Claim { by, .. }
        | Event::Illegal { by, .. }
        | Event::Resign { by }
        | Event::Exemption { by, .. } => Actor::Player(*by),
        Event::Adjustment(a) => a.actor,
        Event::Arbiter { .. } => Actor::Arbiter,
        _ => Actor::System,
    }
}

/// Applies the event of `line` to `sheet` after checking what the line says of the game, ply
/// and position; returns the complete entry (fields a format 1 or 2 line lacks are filled in
/// from the sheet).
fn apply_line(sheet: &mut Scoresheet, line: &Line) -> Result<Entry, String> {
    let game = sheet.start().game.clone();
    let ply = u32::try_from(sheet.game().moves().len()).unwrap_or(u32::MAX);
    let before = position_hash(sheet.game().position());
    if !line.game.is_empty() && !game.is_empty() && line.game != game {
        return Err(Mismatch::OtherGame {
            expected: game,
            found: line.game.clone(),
        }
        .to_string());
    }
    if let Some(found) = line.ply.filter(|p| *p != ply) {
        return Err(Mismatch::Ply {
            expected: ply,
            found,
        }
        .to_string());
    }
    if let Some(found) = line.before.filter(|h| *h != before) {
        return Err(Mismatch::Before {
            expected: before,
            found,
        }
        .to_string());
    }
    let actor = line
        .actor
        .unwrap_or_else(|| inferred_actor(&line.event, sheet.game().position()));
    let mut next = sheet.clone();
    next.apply(&line.event).map_err(|e| e.to_string())?;
    let after = position_hash(next.game().position());
    if let Some(found) = line.after.filter(|h| *h != after) {
        return Err(Mismatch::After {
            expected: after,
            found,
        }
        .to_string());
    }
    *sheet = next;
    Ok(Entry {
        game,
        actor,
        ply,
        before,
        after,
        clock: line.clock.clone(),
        event: line.event.clone(),
    })
}

/// The entry that starts a game (`start`), as the first line of its journal.
pub fn start_entry(start: &Start) -> Result<Entry, ApplyError> {
    let sheet = Scoresheet::new(start.clone())?;
    let hash = position_hash(sheet.game().position());
    Ok(Entry {
        game: start.game.clone(),
        actor: Actor::System,
        ply: 0,
        before: hash,
        after: hash,
        clock: start.clock.as_ref().map(|c| Box::new(c.state.clone())),
        event: Event::Start(start.clone()),
    })
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

impl Replay {
    /// The pause to record for the time rochade was down: from the last event to `now`
    /// (`None` if no time passed). Neither player's clock is charged for it: the entry keeps
    /// the clock as the last line left it.
    ///
    /// When the running clock was checkpointed after the last entry, the entry keeps the
    /// clock as the checkpoint left it instead: the time up to the checkpoint is charged to
    /// the player whose clock ran, and the pause says how much of that player's time after it
    /// is not known (at most [`CHECKPOINT_INTERVAL`]: the next checkpoint would have been
    /// written).
    pub fn downtime(&self, now: SystemTime) -> Option<Entry> {
        let now_ms = unix_ms(now);
        let gap = now_ms.checked_sub(self.last_at_ms).filter(|&g| g > 0)?;
        let hash = position_hash(self.sheet.game().position());
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
        Some(Entry {
            game: self.sheet.start().game.clone(),
            actor: Actor::System,
            ply: u32::try_from(self.sheet.game().moves().len()).unwrap_or(u32::MAX),
            before: hash,
            after: hash,
            clock,
            event: Event::Pause {
                duration: Duration::from_millis(gap),
                kind: PauseKind::Downtime,
                note: String::new(),
                uncounted,
            },
        })
    }
}

/// Milliseconds since the Unix epoch (0 before it).
pub fn unix_ms(t: SystemTime) -> u64 {
    t.duration_since(UNIX_EPOCH)
        .map(|d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
        .unwrap_or(0)
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
    // Split into lines with their end offsets; the part after the last newline is a line only
    // if it is complete JSON.
    let mut lines: Vec<(usize, &str, usize)> = Vec::new(); // (number, text, end offset)
    let mut offset = 0;
    for (i, raw) in text.split_inclusive('\n').enumerate() {
        offset += raw.len();
        lines.push((i + 1, raw, offset));
    }
    let last_index = lines.iter().rposition(|(_, raw, _)| !raw.trim().is_empty());
    let mut parsed: Vec<(usize, Line)> = Vec::new();
    let mut warnings = Vec::new();
    let mut good_len = 0;
    let mut torn_tail = None;
    for (k, (number, raw, end)) in lines.iter().enumerate() {
        let body = raw.trim();
        if body.is_empty() {
            if torn_tail.is_none() {
                good_len = *end;
            }
            continue;
        }
        let is_last = Some(k) == last_index;
        let value: Result<serde_json::Value, String> =
            serde_json::from_str(body).map_err(|e| e.to_string());
        let line = value.and_then(|v| {
            if let Some(found) = v.get("v").and_then(serde_json::Value::as_u64)
                && found > u64::from(FORMAT_VERSION)
            {
                return Err(format!("future:{found}"));
            }
            serde_json::from_value::<Line>(v).map_err(|e| e.to_string())
        });
        match line {
            Err(reason) if reason.starts_with("future:") => {
                let found = reason
                    .trim_start_matches("future:")
                    .parse()
                    .unwrap_or(u64::MAX);
                return Err(JournalError::FutureVersion {
                    path: path.to_owned(),
                    found,
                    supported: FORMAT_VERSION,
                });
            }
            Err(reason) => {
                if is_last {
                    warnings.push(ReplayWarning::TornLastLine { line: *number });
                    torn_tail = Some(text.get(good_len..).unwrap_or_default().to_owned());
                } else {
                    warnings.push(ReplayWarning::DamagedLine {
                        line: *number,
                        reason,
                    });
                    good_len = *end;
                }
            }
            Ok(l) => {
                parsed.push((*number, l));
                // A complete line without its newline is kept; `Journal::open` adds the
                // newline before the next line is written.
                good_len = *end;
            }
        }
    }
    let Some(((first_no, first), rest)) = parsed.split_first() else {
        if warnings.is_empty() {
            return Err(JournalError::Empty {
                path: path.to_owned(),
            });
        }
        return Err(JournalError::NoStart {
            path: path.to_owned(),
            reason: "no line of it can be read".to_owned(),
        });
    };
    let Event::Start(start) = &first.event else {
        return Err(JournalError::NoStart {
            path: path.to_owned(),
            reason: format!("line {first_no} is not a start"),
        });
    };
    let mut sheet = Scoresheet::new(start.clone()).map_err(|e| JournalError::NoStart {
        path: path.to_owned(),
        reason: e.to_string(),
    })?;
    let mut last_at_ms = first.at_ms;
    let mut next_seq = first.seq + 1;
    let mut entries = Vec::new();
    let mut checkpoint = None;
    for (k, (number, line)) in rest.iter().enumerate() {
        if line.event == Event::Checkpoint {
            // The clock as it stood, if the line is of this game; it holds until an entry.
            let game = &sheet.start().game;
            if line.game.is_empty() || game.is_empty() || line.game == *game {
                checkpoint = line.clock.clone().or(checkpoint);
            }
            last_at_ms = last_at_ms.max(line.at_ms);
            next_seq = next_seq.max(line.seq + 1);
            continue;
        }
        match apply_line(&mut sheet, line) {
            Ok(entry) => {
                checkpoint = None;
                entries.push(entry);
            }
            Err(reason) => {
                warnings.push(ReplayWarning::Stopped {
                    line: *number,
                    reason,
                    rest: rest.len() - k - 1,
                });
                break;
            }
        }
        last_at_ms = last_at_ms.max(line.at_ms);
        next_seq = next_seq.max(line.seq + 1);
    }
    Ok(Replay {
        sheet,
        entries,
        warnings,
        last_at_ms,
        next_seq,
        good_len,
        torn_tail,
        checkpoint,
    })
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
}

impl Journal {
    /// Creates a new journal at `path` and writes the start of the game.
    ///
    /// # Errors
    /// [`JournalError::Exists`] if the file exists, [`JournalError::Io`].
    pub fn create(path: &Path, start: &Entry, now: SystemTime) -> Result<Journal, JournalError> {
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
        };
        j.append(start, now)?;
        // Make the new directory entry durable too.
        if let Some(dir) = path.parent()
            && let Ok(d) = File::open(dir)
        {
            let _ = d.sync_all();
        }
        Ok(j)
    }

    /// A new journal for a new game in `data_dir`'s games directory, named after `now`.
    ///
    /// # Errors
    /// As [`Journal::create`].
    pub fn create_in(
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
            match Journal::create(&dir.join(name), start, now) {
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
        let first = start_entry(start)?;
        let mut sheet = Scoresheet::new(start.clone())?;
        let mut entries = Vec::new();
        for event in events {
            let ply = u32::try_from(sheet.game().moves().len()).unwrap_or(u32::MAX);
            let before = position_hash(sheet.game().position());
            let actor = inferred_actor(event, sheet.game().position());
            sheet.apply(event)?;
            entries.push(Entry {
                game: start.game.clone(),
                actor,
                ply,
                before,
                after: position_hash(sheet.game().position()),
                clock: None,
                event: event.clone(),
            });
        }
        let mut j = Journal::create_in(data_dir, &first, now)?;
        for e in &entries {
            j.append(e, now)?;
        }
        Ok((j, entries))
    }

    /// Reads and replays the journal at `path` without changing the file.
    ///
    /// # Errors
    /// [`JournalError::Io`] and the errors of [`replay`].
    pub fn replay(path: &Path) -> Result<Replay, JournalError> {
        let mut bytes = Vec::new();
        File::open(path)
            .and_then(|mut f| f.read_to_end(&mut bytes))
            .map_err(io("read", path))?;
        // Invalid UTF-8 (a torn multi-byte character) only damages the lines it is in.
        let text = String::from_utf8_lossy(&bytes);
        replay(&text, &path.display().to_string())
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
        if let Some(pause) = replay.downtime(now) {
            replay.sheet.apply(&pause.event)?;
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
        };
        replay.torn_tail = None;
        Ok((j, replay))
    }

    /// The newest journal in `data_dir` of the game `game` (its start's id), if there is one.
    pub fn of_game(data_dir: &Path, game: &str) -> Option<PathBuf> {
        if game.is_empty() {
            return None;
        }
        list_games(data_dir)
            .ok()?
            .into_iter()
            .rev()
            .find(|g| matches!(&g.replay, Ok(r) if r.sheet.start().game == game))
            .map(|g| g.path)
    }

    /// Appends one entry and flushes it to disk (`sync_data`) before returning: when this
    /// returns `Ok`, the entry survives a crash.
    ///
    /// # Errors
    /// [`JournalError::Io`].
    pub fn append(&mut self, entry: &Entry, now: SystemTime) -> Result<(), JournalError> {
        let line = Line::of(entry, self.seq, unix_ms(now));
        let mut text = serde_json::to_string(&line).map_err(|e| JournalError::Io {
            action: "write",
            path: self.path.display().to_string(),
            source: std::io::Error::other(e),
        })?;
        text.push('\n');
        self.file
            .write_all(text.as_bytes())
            .and_then(|_| self.file.sync_data())
            .map_err(io("write", &self.path))?;
        self.seq += 1;
        Ok(())
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// Keeps a copy of `path` as `<name>.jsonl.damaged`, then rewrites `path` with its lines
/// before line `line` (1-based), through a temporary file renamed over it, each step synced.
fn cut_back(path: &Path, line: usize) -> Result<(), JournalError> {
    let text = fs::read(path).map_err(io("read", path))?;
    let aside = path.with_extension("jsonl.damaged");
    fs::write(&aside, &text)
        .and_then(|()| File::open(&aside)?.sync_all())
        .map_err(io("keep a copy of", path))?;
    let mut keep = 0;
    for (n, piece) in text.split_inclusive(|b| *b == b'\n').enumerate() {
        if n + 1 >= line {
            break;
        }
        keep += piece.len();
    }
    let tmp = path.with_extension("jsonl.tmp");
    fs::write(&tmp, &text[..keep])
        .and_then(|()| File::open(&tmp)?.sync_all())
        .and_then(|()| fs::rename(&tmp, path))
        .map_err(io("repair", path))?;
    if let Some(dir) = path.parent() {
        // The rename is durable once the directory is synced (best effort where a directory
        // cannot be opened for that).
        let _ = File::open(dir).and_then(|d| d.sync_all());
    }
    Ok(())
}

/// A journal found in the games directory.
#[derive(Debug)]
pub struct GameFile {
    /// The file.
    pub path: PathBuf,
    /// Its replay, or why it cannot be replayed.
    pub replay: Result<Replay, JournalError>,
}

/// Every journal in `data_dir`'s games directory, oldest first (by name, which carries the
/// start time).
///
/// # Errors
/// [`JournalError::Io`] when the directory exists but cannot be read.
pub fn list_games(data_dir: &Path) -> Result<Vec<GameFile>, JournalError> {
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
    Ok(paths
        .into_iter()
        .map(|path| GameFile {
            replay: Journal::replay(&path),
            path,
        })
        .collect())
}

/// The games that have not ended (candidates to resume), oldest first. Journals that cannot
/// be replayed at all are listed too, so the player hears why.
///
/// # Errors
/// As [`list_games`].
pub fn unfinished_games(data_dir: &Path) -> Result<Vec<GameFile>, JournalError> {
    Ok(list_games(data_dir)?
        .into_iter()
        .filter(|g| match &g.replay {
            Ok(r) => r.sheet.ending().is_none(),
            Err(_) => true,
        })
        .collect())
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

/// The game `rochade --resume [GAME]` continues: the named one (which must not have ended),
/// or with an empty name the most recent unfinished game that can be read.
///
/// # Errors
/// [`JournalError::NoSuchGame`], [`JournalError::Finished`], [`JournalError::NoUnfinished`],
/// and the errors of reading the named journal.
pub fn game_to_resume(data_dir: &Path, name: &str) -> Result<PathBuf, JournalError> {
    if name.is_empty() {
        return unfinished_games(data_dir)?
            .into_iter()
            .rev()
            .find(|g| g.replay.is_ok())
            .map(|g| g.path)
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
        None => list_games(data_dir)?
            .pop()
            .map(|g| g.path)
            .ok_or_else(|| JournalError::NoGames(dir.display().to_string()))?,
    };
    let r = Journal::replay(&path)?;
    Ok(Exported {
        text: crate::scoresheet::export(&r.sheet, format, lang)?,
        warnings: r.warnings,
    })
}
