//! Every change to a game enters here: [`apply`]`(state, origin, change, now)`.
//!
//! A line typed at this keyboard, a message from the partner's board and a journal being
//! replayed all come through the same function. An [`Intent`] is something a person asks for;
//! the core decides whether that person may ([`permitted`]), whether the game allows it, and
//! what it means (a clock press, a penalty, an ending), and records the result as
//! [`Entry`]s — each applied once to the one scoresheet and handed to the journal. A
//! [`Change::Recorded`] entry is a decision already made (the journal, the partner's board):
//! it is checked against the game (game, ply, position hash before and after) and applied as
//! it was recorded, clock included.

use std::time::Duration;

use shakmaty::uci::UciMove;
use shakmaty::{Color, Move, Position};

use super::endings::refuse;
use super::{Cue, Effect, Link, Message, Priority, State, To, arbiter, phrases};
use crate::clock::Clock;
use crate::record::{Actor, Entry};
use crate::scoresheet::{self, Applied, ApplyError, Event};

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
        (Origin::Local(_), Change::Intent(intent)) if state.link == Link::Joined => {
            let at = state.log().len() as u64;
            // What only a clock reports is never asked for: the host's clock decides.
            if intent.only_the_clock_reports() {
                return out;
            }
            // Nothing to ask about before the host's game has arrived.
            if state.log().is_empty() {
                let text = phrases::no_game_yet(state.lang);
                state.refuse_with(&mut out, text);
                return out;
            }
            // One request at a time: the next waits until this one is decided (kept while the
            // host cannot be reached, and sent again when it is back).
            if state.pending.is_some() {
                state.queued.push(intent);
                return out;
            }
            state.pending = Some((at, intent.clone()));
            out.push(Effect::Send {
                to: To::All,
                message: Message::Request { at, intent },
            });
        }
        (Origin::Local(actor) | Origin::Partner(actor), Change::Intent(intent)) => {
            match super::policy::check(state, actor, &intent) {
                Ok(()) => decide(state, actor, intent, &mut out),
                // A flag or the exemption after the end: nothing to say.
                Err(super::policy::Refusal::Over(_)) if intent.only_the_clock_reports() => {}
                Err(why) => {
                    let text = super::policy::sentence(state, &why);
                    state.refuse_with(&mut out, text);
                }
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
    out.sort_by_key(|e| !matches!(e, Effect::Journal(_)));
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
        state.now.saturating_sub(state.delay)
    } else {
        state.now
    };
    let journal_copy = journal.then(|| entry.clone());
    let clock = entry.clock.clone();
    let is_start = matches!(entry.event, Event::Start(_));
    // The record's one check, then the entry applied in place: on an error the record is as
    // it was, and no copy of the game is made. A start replaces the game.
    let applied = state.record.apply(entry)?;
    if is_start {
        state.clock = state
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
                    .clock
                    .as_ref()
                    .map(|c| (c.control().clone(), c.alerts().clone()))
            });
        if let Some((control, alerts)) = setup {
            state.clock = Some(Clock::restore(control, alerts, cs, made));
        }
    }
    if let Some(entry) = journal_copy {
        out.push(Effect::Journal(entry));
    }
    Ok(applied)
}

/// Records `event` by `actor`: applies it to the scoresheet (all or nothing) and hands the
/// entry, with the position hashes and the clock's state after it, to the journal before
/// anything that acknowledges it; then the narrator says it, as every joined board will. When
/// the event ends the game the clock stops.
///
/// # Errors
/// [`ApplyError`] when the game refuses it; then nothing changed.
pub(super) fn commit(
    state: &mut State,
    out: &mut Vec<Effect>,
    actor: Actor,
    event: Event,
) -> Result<Applied, ApplyError> {
    let clock = state.clock.clone();
    commit_with(state, out, actor, event, clock)
}

/// As [`commit`], for an event that changes the clock: `clock` is the clock as the decision
/// leaves it (pressed, paused, corrected), worked out on a copy. It becomes this board's clock
/// with the entry, which records its state (every other board sets its clock from that); on
/// an error nothing changed, the clock included.
///
/// # Errors
/// [`ApplyError`] when the game refuses it.
pub(super) fn commit_with(
    state: &mut State,
    out: &mut Vec<Effect>,
    actor: Actor,
    event: Event,
    mut clock: Option<Clock>,
) -> Result<Applied, ApplyError> {
    let now = state.now;
    let before = super::narrate::Before::of(state.game(), state.sheet().announced(), &event);
    let said = event.clone();
    let (applied, entry) = state.record.append(actor, event, |applied| {
        if applied.ending.is_some()
            && let Some(clock) = clock.as_mut()
        {
            clock.halt(now);
        }
        clock.as_ref().map(|c| Box::new(c.state(now)))
    })?;
    let entry = entry.clone();
    // The clock changes with the entry, and only with it: the entry records this clock's
    // state, from which every other board sets its own.
    state.clock = clock;
    if state.link == Link::Host {
        out.push(Effect::Journal(entry.clone()));
        out.push(Effect::Send {
            to: To::All,
            message: Message::Entry {
                seq: state.log().len() as u64 - 1,
                entry: Box::new(entry),
            },
        });
    } else {
        out.push(Effect::Journal(entry));
    }
    super::narrate::narrate(state, &before, actor, &said, &applied, out);
    Ok(applied)
}

/// The cue for move `m` that led to `after`: check, capture or a plain move.
pub(super) fn move_cue(after: &shakmaty::Chess, m: Move) -> Cue {
    if after.is_check() {
        Cue::Check
    } else if m.is_capture() {
        Cue::Capture
    } else {
        Cue::Move
    }
}

fn decide(state: &mut State, actor: Actor, intent: Intent, out: &mut Vec<Effect>) {
    match intent {
        Intent::Move(u) => {
            if let Some(m) = legal_here(state, &u, out) {
                if state.game().rules().protocol.is_on() {
                    super::table::moved(state, actor, m, out);
                } else {
                    complete(state, actor, m, out);
                }
            }
        }
        Intent::Confirm => super::table::confirm(state, actor, out),
        Intent::Correct(u) => {
            if let Some(m) = legal_here(state, &u, out) {
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
        Intent::Arbiter(request) => arbiter::decide(state, request, out),
        Intent::FlagFall(by) => {
            if state.game().is_over() {
                return;
            }
            let _ = commit(state, out, actor, Event::FlagFall { by });
        }
        Intent::Exemption { by, resumed } => {
            if !state.game().is_over() {
                let _ = commit(state, out, actor, Event::Exemption { by, resumed });
            }
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
fn legal_here(state: &mut State, u: &UciMove, out: &mut Vec<Effect>) -> Option<Move> {
    let m = crate::intent::legal(u, state.pos());
    if m.is_none() {
        let text = phrases::request_not_legal(state.lang);
        state.refuse_with(out, text);
    }
    m
}

/// The move `m` of the player to move is completed (D.2.3, D.2.4: the move is made and
/// announced; now the opponent's clock runs).
pub(super) fn complete(state: &mut State, actor: Actor, m: Move, out: &mut Vec<Effect>) {
    let lang = state.lang;
    let pos = state.pos().clone();
    if !pos.is_legal(m) {
        let text = phrases::illegal_move(lang, &m);
        state.refuse_with(out, text);
        return;
    }
    // A move instead of "resume" starts the new game.
    if state.resume_offer.take().is_some() {
        let text = phrases::new_game_instead(state.lang).to_owned();
        state.say(out, text, Priority::Normal);
    }
    let mover = pos.turn();
    let mut clock = state.clock.clone();
    if let Some(clock) = clock.as_mut() {
        let _ = clock.press(state.now);
    }
    let reading = clock.as_ref().map(|c| c.remaining(mover, state.now));
    let event = Event::Move {
        uci: scoresheet::move_to_uci(m),
        clock: reading,
        recorded: false,
    };
    if let Err(e) = commit_with(state, out, actor, event, clock) {
        refuse(state, out, &e);
    }
}

/// The last move is taken back; the clock goes back to the side that made it, with the times
/// both sides have now (no increment is given again, 6.14 is the arbiter's to apply).
pub(super) fn take_back(state: &mut State, actor: Actor, out: &mut Vec<Effect>) {
    let lang = state.lang;
    let Some(m) = state.game().last().cloned() else {
        let text = crate::board::phrases::no_move_yet(lang).to_owned();
        state.refuse_with(out, text);
        return;
    };
    let mover = m.before.turn();
    let moves = [Color::White, Color::Black].map(|c| {
        let n = state
            .game()
            .moves()
            .iter()
            .filter(|p| p.before.turn() == c)
            .count()
            .saturating_sub(usize::from(c == mover));
        u32::try_from(n).unwrap_or(u32::MAX)
    });
    let mut clock = state.clock.clone();
    if let Some(clock) = clock.as_mut() {
        clock.switch_to(mover, moves, state.now);
    }
    if let Err(e) = commit_with(state, out, actor, Event::TakeBack, clock) {
        refuse(state, out, &e);
    }
}
