//! Every change to a game enters here: [`apply`]`(state, origin, change, now)`.
//!
//! A line typed at this keyboard, an adapter's [`Intent`], a message from the partner's board
//! and a journal being replayed all come through the same function. The policy
//! ([`super::policy`]) says whether the person may ask and whether the game allows it; the
//! decision goes to the module that holds it (moves, the table protocol, the arbiter, endings,
//! consent between two boards), which records its result through [`super::commit`] — each
//! entry applied once to the one record, handed to the journal and the other boards, and said
//! by the narrator. A [`Change::Recorded`] entry is a decision already made (the journal, the
//! partner's board): it is checked against the game (game, ply, position hash before and
//! after) and applied as it was recorded, clock included.
//!
//! The modules of the core depend downwards only: `narrate` and `policy` on nothing of the
//! core's, `commit` on `narrate`, `moves` on `commit`, the deciders (`table`, `arbiter`,
//! `endings`, `consent`) on those, and `change` (with `peers` and `clock`, which call
//! [`apply`]) on the deciders.

use std::time::Duration;

use shakmaty::Move;
use shakmaty::uci::UciMove;

use super::commit::commit;
use super::moves::{complete, take_back};
use super::{Effect, Message, State, To, arbiter};
use crate::clock::Clock;
use crate::record::{Actor, Entry};
use crate::refusal::Refusal;
use crate::scoresheet::{Applied, Event};

/// Where a change comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    /// Someone at this board: a player, an assistant, the arbiter; or rochade itself (the
    /// clock's flag).
    Local(Actor),
    /// Someone at the partner's board.
    Partner(Actor),
    /// The journal, being replayed: what it holds was decided when it was written.
    Journal,
}

pub use crate::intent::Intent;

/// A change to the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    /// Something someone asks for, to be decided.
    Intent(Intent),
    /// Something already decided and recorded.
    Recorded(Entry),
}

/// Applies one change; returns what the shell must do, in order.
pub fn apply(state: &mut State, origin: Origin, change: Change, now: Duration) -> Vec<Effect> {
    state.now = now;
    let mut out = Vec::new();
    match (origin, change) {
        // A joined board asks the host, which decides.
        (Origin::Local(_), Change::Intent(intent)) if state.peering.link.follows() => {
            let at = state.log().len() as u64;
            // What only a clock reports is never asked for: the host's clock decides.
            if intent.only_the_clock_reports() {
                return out;
            }
            // Nothing to ask about before the host's game has arrived.
            if state.log().is_empty() {
                state.refuse(&mut out, Refusal::NoGameYet);
                return out;
            }
            // One request at a time: the next waits until this one is decided (kept while the
            // host cannot be reached, and sent again when it is back).
            if state.peering.pending.is_some() {
                state.peering.queued.push(intent);
                return out;
            }
            state.peering.pending = Some((at, intent.clone()));
            out.push(Effect::Send {
                to: To::All,
                message: Message::Request { at, intent },
            });
        }
        (Origin::Local(actor) | Origin::Partner(actor), Change::Intent(intent)) => {
            match super::policy::check(state, actor, &intent) {
                Ok(()) => decide(state, origin, actor, intent, &mut out),
                // A flag or the exemption after the end: nothing to say.
                Err(Refusal::Over(_)) if intent.only_the_clock_reports() => {}
                Err(why) => state.refuse(&mut out, why),
            }
        }
        // The journal holds decisions only.
        (Origin::Journal, Change::Intent(_)) => {}
        (Origin::Journal, Change::Recorded(entry)) => {
            let _ = recorded(state, entry, false, &mut out);
        }
        (Origin::Local(_) | Origin::Partner(_), Change::Recorded(entry)) => {
            let before =
                super::narrate::Before::of(state.game(), state.sheet().announced(), &entry.event);
            let event = entry.event.clone();
            let actor = entry.actor;
            if let Ok(applied) = recorded(state, entry, true, &mut out) {
                super::narrate::narrate(state, &before, actor, &event, &applied, &mut out);
            }
            out.push(Effect::Redraw);
        }
    }
    journal_first(&mut out);
    out
}

/// Puts every journal line before anything else the shell does for one change, keeping the
/// order within each: a decision of several entries (an illegal move and its penalty) is on
/// disk whole before any of it is said or sent.
fn journal_first(out: &mut [Effect]) {
    out.sort_by_key(|e| !matches!(e, Effect::Record(_)));
}

/// Why a recorded entry was not applied.
pub use crate::record::EntryError as RecordedError;

/// Applies an entry as it was recorded (checked against game, ply and position) and, when
/// `journal`, hands it to this board's journal too.
fn recorded(
    state: &mut State,
    entry: Entry,
    journal: bool,
    out: &mut Vec<Effect>,
) -> Result<Applied, RecordedError> {
    // An entry from the partner's board left it `delay` ago: its clock ran on meanwhile.
    let made = if journal {
        state.now.saturating_sub(state.peering.delay)
    } else {
        state.now
    };
    let journal_copy = journal.then(|| entry.clone());
    let clock = entry.clock.clone();
    let is_start = matches!(entry.event, Event::Start(_));
    // The record's one check, then the entry applied in place: on an error the record is as
    // it was, and no copy of the game is made. A start replaces the game.
    let applied = state.table.record.apply(entry)?;
    if is_start {
        state.table.clock = state
            .sheet()
            .start()
            .clock
            .as_ref()
            .map(|c| c.clock(state.now));
    } else if let Some(cs) = &clock {
        let setup = state
            .sheet()
            .start()
            .clock
            .as_ref()
            .map(|c| (c.control.clone(), c.alerts.clone()))
            .or_else(|| {
                state
                    .table
                    .clock
                    .as_ref()
                    .map(|c| (c.control().clone(), c.alerts().clone()))
            });
        if let Some((control, alerts)) = setup {
            state.table.clock = Some(Clock::restore(control, alerts, cs, made));
        }
    }
    if let Some(entry) = journal_copy {
        let number = state.log().len() as u64 - 1;
        out.push(Effect::Record(super::Recorded { number, entry }));
    }
    Ok(applied)
}

fn decide(state: &mut State, origin: Origin, actor: Actor, intent: Intent, out: &mut Vec<Effect>) {
    match intent {
        Intent::Move(u) => {
            if let Some(m) = legal_here(state, origin, &u, out) {
                if state.game().rules().protocol.is_on() {
                    super::table::moved(state, actor, m, out);
                } else {
                    complete(state, actor, m, out);
                }
            }
        }
        // Made on the mover's own board: completed as it is made.
        Intent::Made(u) => {
            if let Some(m) = legal_here(state, origin, &u, out) {
                complete(state, actor, m, out);
            }
        }
        Intent::Confirm => super::table::confirm(state, actor, out),
        Intent::Correct(u) => {
            if let Some(m) = legal_here(state, origin, &u, out) {
                super::table::correct(state, actor, m, out);
            }
        }
        Intent::TakeBack if super::consent::needed(state, actor) => {
            super::consent::ask(state, out);
        }
        Intent::TakeBack => take_back(state, actor, out),
        Intent::TakeBackAnswer { by, accept } => super::consent::answer(state, by, accept, out),
        Intent::Offer(_) | Intent::Answer { .. } | Intent::Claim { .. } | Intent::Resign(_) => {
            super::endings::decide(state, actor, intent, out)
        }
        Intent::StopClock(by) => arbiter::stop_clock(state, actor, by, out),
        Intent::Touch { by, square } => {
            let _ = commit(
                state,
                out,
                actor,
                Event::Touch {
                    by,
                    square: Some(square),
                },
            );
        }
        Intent::Arbiter(request) => arbiter::decide(state, request, out),
        Intent::FlagFall(by) => {
            let _ = commit(state, out, actor, Event::FlagFall { by });
        }
        Intent::Exemption { by, resumed } => {
            let _ = commit(state, out, actor, Event::Exemption { by, resumed });
        }
        Intent::NewGame => super::endings::new_game(state, out),
        Intent::BoardsDiffer { by, theirs } => {
            // Their record from this game's start, as far as it is legal.
            let theirs = crate::intent::line_from(state.game().initial(), &theirs);
            arbiter::boards_differ(state, actor, by, &theirs, out);
        }
    }
}

/// The legal move `u` names in this board's position; a move that is not legal here (asked
/// for on another board, in another position) is refused with the reason, never turned into
/// another.
fn legal_here(
    state: &mut State,
    origin: Origin,
    u: &UciMove,
    out: &mut Vec<Effect>,
) -> Option<Move> {
    let m = crate::intent::legal(u, state.pos());
    if m.is_none() {
        let why = match origin {
            // Asked on another board, in another position: the boards may differ.
            Origin::Partner(_) => Refusal::NotLegalHere,
            _ => Refusal::Illegal(*u),
        };
        state.refuse(out, why);
    }
    m
}
