//! The record that travels: one [`Entry`] for every change to a game, the same typed value
//! that the core hands to the journal and the host sends to every joined board. One
//! [`Record`] owns a game's scoresheet and entries; it alone appends an entry
//! ([`Record::append`]) and checks an incoming one ([`check`]: game, ply, position hashes),
//! for the core, the journal's replay and the import of a score alike. Applying an entry is
//! all or nothing and costs the same at any length of game: nothing is copied.
//!
//! An entry names the game, who acted ([`Actor`]), the ply it applies at and the position
//! hash before and after it (shakmaty's Zobrist hashing), so that a replayed journal or the
//! partner's board can check at every ply that its position is the one the entry was made in;
//! and it carries the clock's whole state after the change, so that the clock a replay
//! rebuilds is the one the player had.

use serde::{Deserialize, Serialize};

use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, EnPassantMode, Position};

pub use crate::actor::Actor;
use crate::clock::ClockState;
use crate::scoresheet::{Applied, ApplyError, Event, Scoresheet, Start};

/// What a person at the partner's board does in the game (issue: two boards, one game).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// The opponent, playing one colour.
    Opponent,
    /// An assistant acting for the player of one colour (D.2.10).
    Assistant,
    /// The arbiter.
    Arbiter,
    /// Someone who only listens.
    Viewer,
}

impl Role {
    /// Who acts when this role at the side `side` asks for something; `None` for a viewer (or
    /// a player without a side), who may not act.
    pub fn actor(self, side: Option<shakmaty::Color>) -> Option<Actor> {
        match (self, side) {
            (Role::Opponent, Some(c)) => Some(Actor::Player(c)),
            (Role::Assistant, Some(c)) => Some(Actor::Assistant(c)),
            (Role::Arbiter, _) => Some(Actor::Arbiter),
            _ => None,
        }
    }
}

/// The position hash written in entries: 64-bit Zobrist of the position (pieces, side to
/// move, castling rights, a legal en-passant square; not the move counters).
pub fn position_hash(pos: &Chess) -> u64 {
    pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

/// One entry as the core hands it to the adapters: the entry and its number in the game's
/// record (the start is number 0). The journal, the other boards and the hall take the
/// number from here: no adapter counts entries or looks for a start itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recorded {
    /// The entry's place in the record of its game, from 0 (the start).
    pub number: u64,
    /// The entry.
    pub entry: Entry,
}

impl Recorded {
    /// Whether this entry begins a game (its start: number 0).
    pub fn begins_game(&self) -> bool {
        self.number == 0
    }
}

/// One change to a game, as recorded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// The game it belongs to ([`crate::scoresheet::Start::game`]).
    pub game: String,
    /// Who acted.
    pub actor: Actor,
    /// Plies played before it.
    pub ply: u32,
    /// The position hash before it ([`position_hash`]).
    pub before: u64,
    /// The position hash after it.
    pub after: u64,
    /// The clock after it, when the game has a clock.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<Box<ClockState>>,
    /// What happened.
    pub event: Event,
}

/// Why a recorded entry does not fit the game it is applied to.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Mismatch {
    /// It belongs to another game.
    #[error("the entry belongs to game {found}, not to game {expected}")]
    OtherGame {
        /// This game.
        expected: String,
        /// The entry's.
        found: String,
    },
    /// It was made at another ply.
    #[error("the entry was made at ply {found}; this game is at ply {expected}")]
    Ply {
        /// Plies played here.
        expected: u32,
        /// The entry's.
        found: u32,
    },
    /// The position it was made in is not the position here.
    #[error("the entry was made in another position (hash {found:016x}, here {expected:016x})")]
    Before {
        /// This position's hash.
        expected: u64,
        /// The entry's.
        found: u64,
    },
    /// Applied here it leads to another position than where it led.
    #[error("the entry led to another position (hash {found:016x}, here {expected:016x})")]
    After {
        /// The hash here after applying it.
        expected: u64,
        /// The entry's.
        found: u64,
    },
}

/// Why an entry was not applied to a record.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EntryError {
    /// It does not fit this game.
    #[error(transparent)]
    Mismatch(#[from] Mismatch),
    /// The game refused it.
    #[error(transparent)]
    Refused(#[from] ApplyError),
}

/// The position `event` leads to from the position of `sheet`, worked out without applying
/// it; `None` when the event cannot apply there (applying it says why). Only a move, a
/// take-back and the continuation from an earlier position (D.2.9) change the position.
fn position_after(sheet: &Scoresheet, event: &Event) -> Option<Chess> {
    let game = sheet.game();
    match event {
        Event::Move { uci, .. } => {
            let m = uci.to_move(game.position()).ok()?;
            let mut pos = game.position().clone();
            pos.play_unchecked(m);
            Some(pos)
        }
        Event::TakeBack => game.last().map(|m| m.before.clone()),
        Event::Reconciled { ply } => {
            let keep = usize::try_from(*ply).ok()?;
            game.positions().nth(keep).cloned()
        }
        _ => Some(game.position().clone()),
    }
}

/// The position hash `event` leads to from the position of `sheet`, worked out without
/// applying it; `None` when the event cannot apply there.
pub fn expected_after(sheet: &Scoresheet, event: &Event) -> Option<u64> {
    position_after(sheet, event).map(|p| position_hash(&p))
}

/// The ply `sheet` is at: the moves played so far.
pub fn ply_of(sheet: &Scoresheet) -> u32 {
    u32::try_from(sheet.game().moves().len()).unwrap_or(u32::MAX)
}

/// What a written entry says, each field as far as it was written: a journal line of an older
/// format lacks some of them.
#[derive(Debug, Clone)]
pub struct Written {
    /// The game (empty: not written).
    pub game: String,
    /// Who acted.
    pub actor: Option<Actor>,
    /// The ply it applies at.
    pub ply: Option<u32>,
    /// The position hash before it.
    pub before: Option<u64>,
    /// The position hash after it.
    pub after: Option<u64>,
    /// The clock after it.
    pub clock: Option<Box<ClockState>>,
    /// What happened.
    pub event: Event,
}

impl Entry {
    /// The entry `written` stands for in the game of `sheet` (the game before it): what it
    /// does not say is taken from the sheet (its game, ply and positions) and from `actor`
    /// (who makes such an event in that position). Checked when it is applied, like any
    /// other.
    pub fn completed(
        sheet: &Scoresheet,
        written: Written,
        actor: impl FnOnce(&Event, &Chess) -> Actor,
    ) -> Entry {
        let before = position_hash(sheet.game().position());
        let actor = match written.actor {
            Some(a) => a,
            None => actor(&written.event, sheet.game().position()),
        };
        Entry {
            game: if written.game.is_empty() {
                sheet.start().game.clone()
            } else {
                written.game
            },
            actor,
            ply: written.ply.unwrap_or_else(|| ply_of(sheet)),
            before: written.before.unwrap_or(before),
            after: match written.after {
                Some(after) => after,
                None => expected_after(sheet, &written.event).unwrap_or(before),
            },
            clock: written.clock,
            event: written.event,
        }
    }
}

/// The one check of an entry against the game it is to be applied to: the same game (an
/// entry or a game without a name fits any), made at this ply, in this position, and leading
/// where it led when it was made. Changes nothing and costs the same at any length of game.
///
/// # Errors
/// [`Mismatch`] says what does not fit. An event the game would refuse is not a mismatch:
/// applying it says why.
pub fn check(sheet: &Scoresheet, entry: &Entry) -> Result<(), Mismatch> {
    let game = &sheet.start().game;
    if !game.is_empty() && !entry.game.is_empty() && *game != entry.game {
        return Err(Mismatch::OtherGame {
            expected: game.clone(),
            found: entry.game.clone(),
        });
    }
    let ply = ply_of(sheet);
    if entry.ply != ply {
        return Err(Mismatch::Ply {
            expected: ply,
            found: entry.ply,
        });
    }
    let before = position_hash(sheet.game().position());
    if entry.before != before {
        return Err(Mismatch::Before {
            expected: before,
            found: entry.before,
        });
    }
    if let Some(pos) = position_after(sheet, &entry.event) {
        let after = position_hash(&pos);
        if entry.after != after {
            return Err(Mismatch::After {
                expected: after,
                found: entry.after,
            });
        }
    }
    Ok(())
}

/// Applies a recorded entry to `sheet` in place, all or nothing: [`check`] first, then the
/// event (which the scoresheet applies completely or not at all). On an error `sheet` is
/// exactly as it was.
///
/// # Errors
/// [`EntryError`].
pub fn apply_entry(sheet: &mut Scoresheet, entry: &Entry) -> Result<Applied, EntryError> {
    check(sheet, entry)?;
    Ok(sheet.apply(&entry.event)?)
}

/// Applies `actor`'s `event` to `sheet` (all or nothing) and makes its entry, whose clock is
/// what `clock` makes of what the event brought: the one constructor of a new entry.
fn make(
    sheet: &mut Scoresheet,
    actor: Actor,
    event: Event,
    clock: impl FnOnce(&Applied) -> Option<Box<ClockState>>,
) -> Result<(Applied, Entry), ApplyError> {
    let ply = ply_of(sheet);
    let before = position_hash(sheet.game().position());
    let applied = sheet.apply(&event)?;
    let entry = Entry {
        game: sheet.start().game.clone(),
        actor,
        ply,
        before,
        after: position_hash(sheet.game().position()),
        clock: clock(&applied),
        event,
    };
    Ok((applied, entry))
}

/// Records `actor`'s `event` in a record kept as a bare scoresheet (a journal being
/// continued, whose entries are written as they are made): applies it, all or nothing, and
/// returns its entry with the clock state `clock`.
///
/// # Errors
/// [`ApplyError`] when the game refuses it; then nothing changed.
pub fn append_to(
    sheet: &mut Scoresheet,
    actor: Actor,
    event: Event,
    clock: Option<Box<ClockState>>,
) -> Result<(Applied, Entry), ApplyError> {
    make(sheet, actor, event, |_| clock)
}

/// The record of one game: the scoresheet and every entry that made it, the start first. The
/// one place an [`Entry`] is made ([`Record::append`]) and an incoming one is checked and
/// applied ([`Record::apply`]); the journal's replay, the import of a score and the core use
/// it.
#[derive(Debug, Clone)]
pub struct Record {
    sheet: Scoresheet,
    entries: Vec<Entry>,
}

impl Default for Record {
    /// The record of a game from the standard position under the default rules, just begun.
    fn default() -> Record {
        Record::of_new_sheet(Scoresheet::from_position(
            Chess::default(),
            crate::game::GameRules::default(),
        ))
    }
}

impl Record {
    /// A new record of a game that begins at `start`, its start entry first.
    ///
    /// # Errors
    /// [`ApplyError::Setup`] when the start's position is not usable.
    pub fn new(start: Start) -> Result<Record, ApplyError> {
        Ok(Record::of_new_sheet(Scoresheet::new(start)?))
    }

    /// The record of a scoresheet just begun (no event applied to it yet), its start entry
    /// first.
    pub fn of_new_sheet(sheet: Scoresheet) -> Record {
        let hash = position_hash(sheet.game().position());
        let start = sheet.start();
        let first = Entry {
            game: start.game.clone(),
            actor: Actor::System,
            ply: 0,
            before: hash,
            after: hash,
            clock: start.clock.as_ref().map(|c| Box::new(c.state.clone())),
            event: Event::Start(start.clone()),
        };
        Record {
            sheet,
            entries: vec![first],
        }
    }

    /// A checkpoint of the running clock at this point of the game: a journal line that
    /// changes nothing in the game and is not one of the record's entries (a crash charges
    /// the time up to it).
    pub fn checkpoint(&self, clock: Option<Box<ClockState>>) -> Entry {
        let hash = position_hash(self.sheet.game().position());
        Entry {
            game: self.sheet.start().game.clone(),
            actor: Actor::System,
            ply: ply_of(&self.sheet),
            before: hash,
            after: hash,
            clock,
            event: Event::Checkpoint,
        }
    }

    /// Makes room for `entries` more entries (a replay that knows how many follow).
    pub fn reserve(&mut self, entries: usize) {
        self.sheet.reserve(entries);
        self.entries.reserve(entries);
    }

    /// Forgets the entries and keeps the scoresheet: a board that takes another board's
    /// record waits for its start, which replaces the game ([`Record::apply`]).
    pub fn clear_entries(&mut self) {
        self.entries.clear();
    }

    /// The scoresheet: the game and its record as the entries made it.
    pub fn sheet(&self) -> &Scoresheet {
        &self.sheet
    }

    /// Every entry, the start first.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The scoresheet and the entries.
    pub fn into_parts(self) -> (Scoresheet, Vec<Entry>) {
        (self.sheet, self.entries)
    }

    /// Records `event` by `actor`: applies it (all or nothing) and appends its entry, whose
    /// clock is what `clock` makes of what the event brought. Returns what it brought.
    ///
    /// # Errors
    /// [`ApplyError`] when the game refuses it; then nothing changed.
    pub fn append(
        &mut self,
        actor: Actor,
        event: Event,
        clock: impl FnOnce(&Applied) -> Option<Box<ClockState>>,
    ) -> Result<(Applied, &Entry), ApplyError> {
        let (applied, entry) = make(&mut self.sheet, actor, event, clock)?;
        self.entries.push(entry);
        Ok((applied, &self.entries[self.entries.len() - 1]))
    }

    /// Applies an entry recorded elsewhere (the journal, the host's board), checked first
    /// ([`check`]); a new start replaces the game. On an error nothing changed.
    ///
    /// # Errors
    /// [`EntryError`].
    pub fn apply(&mut self, entry: Entry) -> Result<Applied, EntryError> {
        if let Event::Start(start) = &entry.event {
            self.sheet = Scoresheet::new(start.clone())?;
            self.entries = vec![entry];
            return Ok(Applied::default());
        }
        let applied = apply_entry(&mut self.sheet, &entry)?;
        self.entries.push(entry);
        Ok(applied)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Color;

    fn uci(sheet: &Scoresheet, san: &str) -> shakmaty::uci::UciMove {
        let m = shakmaty::san::San::from_ascii(san.as_bytes())
            .unwrap()
            .to_move(sheet.game().position())
            .unwrap();
        crate::scoresheet::move_to_uci(m)
    }

    fn mv(sheet: &Scoresheet, san: &str) -> Event {
        Event::Move {
            uci: uci(sheet, san),
            clock: None,
            recorded: false,
        }
    }

    fn start() -> Start {
        Start {
            game: "g".into(),
            ..Start::default()
        }
    }

    /// The position an event leads to is worked out before it is applied, for every kind of
    /// event that moves pieces and for those that do not: the check of an entry's `after`
    /// needs no copy of the game.
    #[test]
    fn the_position_after_is_known_before_the_event_is_applied() {
        let mut sheet = Scoresheet::new(start()).unwrap();
        let mut events = Vec::new();
        for san in ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"] {
            let e = mv(&sheet, san);
            sheet.apply(&e).unwrap();
            events.push(e);
        }
        let mut sheet = Scoresheet::new(start()).unwrap();
        let steps = events.into_iter().chain([
            Event::TakeBack,
            Event::Offer {
                by: Color::Black,
                arbiter_consent: false,
            },
            Event::Answer {
                by: Color::White,
                accept: false,
            },
            Event::BoardsDiffer { by: Color::White },
            Event::Reconciled { ply: 2 },
        ]);
        for event in steps {
            let expected = expected_after(&sheet, &event);
            sheet.apply(&event).unwrap();
            assert_eq!(
                expected,
                Some(position_hash(sheet.game().position())),
                "{event:?}"
            );
        }
        assert_eq!(sheet.game().moves().len(), 2);
    }

    /// An entry that does not fit, or that the game refuses, leaves the scoresheet exactly as
    /// it was; one that fits is applied.
    #[test]
    fn a_refused_entry_leaves_the_record_as_it_was() {
        let mut record = Record::new(start()).unwrap();
        for san in ["e4", "e5"] {
            let e = mv(record.sheet(), san);
            record
                .append(
                    Actor::Player(record.sheet().game().position().turn()),
                    e,
                    |_| None,
                )
                .unwrap();
        }
        let good = {
            let mut other = record.clone();
            let e = mv(other.sheet(), "Nf3");
            other
                .append(Actor::Player(Color::White), e, |_| None)
                .unwrap();
            other.entries().last().unwrap().clone()
        };
        let before = format!("{:?}", record.sheet());
        let count = record.entries().len();
        let wrong_after = Entry {
            after: good.after ^ 1,
            ..good.clone()
        };
        assert!(matches!(
            record.apply(wrong_after),
            Err(EntryError::Mismatch(Mismatch::After { .. }))
        ));
        let wrong_ply = Entry {
            ply: 7,
            ..good.clone()
        };
        assert!(matches!(
            record.apply(wrong_ply),
            Err(EntryError::Mismatch(Mismatch::Ply {
                expected: 2,
                found: 7
            }))
        ));
        let other_game = Entry {
            game: "h".into(),
            ..good.clone()
        };
        assert!(matches!(
            record.apply(other_game),
            Err(EntryError::Mismatch(Mismatch::OtherGame { .. }))
        ));
        let illegal = Entry {
            event: Event::Move {
                uci: "e1e5".parse().unwrap(),
                clock: None,
                recorded: false,
            },
            ..good.clone()
        };
        assert!(matches!(record.apply(illegal), Err(EntryError::Refused(_))));
        assert_eq!(format!("{:?}", record.sheet()), before);
        assert_eq!(record.entries().len(), count);
        record.apply(good.clone()).unwrap();
        assert_eq!(record.entries().last(), Some(&good));
        assert_eq!(record.sheet().game().moves().len(), 3);
    }

    /// The entries one record appends, applied to another record of the same start, give the
    /// same scoresheet and the same entries.
    #[test]
    fn appended_entries_rebuild_the_same_record() {
        let mut host = Record::new(start()).unwrap();
        for san in ["d4", "d5", "c4", "dxc4"] {
            let e = mv(host.sheet(), san);
            let actor = Actor::Player(host.sheet().game().position().turn());
            host.append(actor, e, |_| None).unwrap();
        }
        host.append(Actor::Player(Color::White), Event::TakeBack, |_| None)
            .unwrap();
        let (first, rest) = host.entries().split_first().unwrap();
        let Event::Start(s) = &first.event else {
            panic!("{first:?}")
        };
        let mut copy = Record::new(s.clone()).unwrap();
        for e in rest {
            copy.apply(e.clone()).unwrap();
        }
        assert_eq!(copy.entries(), host.entries());
        assert_eq!(format!("{:?}", copy.sheet()), format!("{:?}", host.sheet()));
    }

    #[test]
    fn hashes_tell_positions_apart_and_ignore_move_counters() {
        let start = Chess::default();
        let mut after = start.clone();
        let m = shakmaty::san::San::from_ascii(b"e4")
            .unwrap()
            .to_move(&start)
            .unwrap();
        after.play_unchecked(m);
        assert_ne!(position_hash(&start), position_hash(&after));
        // The same pieces and side to move after a knight's round trip: the same hash.
        let mut pos = Chess::default();
        for san in ["Nf3", "Nf6", "Ng1", "Ng8"] {
            let m = shakmaty::san::San::from_ascii(san.as_bytes())
                .unwrap()
                .to_move(&pos)
                .unwrap();
            pos.play_unchecked(m);
        }
        assert_eq!(position_hash(&pos), position_hash(&start));
    }
}
