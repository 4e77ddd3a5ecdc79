//! Recording a decision: the one way a deciding board appends an entry to the game's record
//! ([`commit`], [`commit_with`] for a change to the clock), hands it to the journal and the
//! other boards, and has the narrator say it; a clock change made by hand
//! ([`journal_adjustment`], [`add_time`]); and the sentence for a change the record refused
//! ([`refuse`]).

use std::time::Duration;

use shakmaty::Color;

use super::{Effect, State};
use crate::clock::{Adjustment, Cause, Clock, ClockChange};
use crate::record::Actor;
use crate::scoresheet::{self, Applied, ApplyError, Event};

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
    record(state, out, actor, event, None)
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
    clock: Option<Clock>,
) -> Result<Applied, ApplyError> {
    record(state, out, actor, event, Some(clock))
}

/// Appends the entry of `event` with the clock after it: `changed`, the clock a decision
/// worked out, or the board's clock as it is.
fn record(
    state: &mut State,
    out: &mut Vec<Effect>,
    actor: Actor,
    event: Event,
    mut changed: Option<Option<Clock>>,
) -> Result<Applied, ApplyError> {
    let now = state.now;
    let before = super::narrate::Before::of(state.game(), state.sheet().announced(), &event);
    let said = event.clone();
    let current = &mut state.table.clock;
    let (applied, entry) = state.table.record.append(actor, event, |applied| {
        let clock = match changed.as_mut() {
            Some(changed) => changed,
            None => current,
        };
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
    if let Some(clock) = changed {
        state.table.clock = clock;
    }
    // Once, with its number: the shell journals it, sends it to the other boards when this
    // board hosts, and reports it to the hall.
    let number = state.log().len() as u64 - 1;
    out.push(Effect::Record(super::Recorded { number, entry }));
    super::narrate::narrate(state, &before, actor, &said, &applied, out);
    Ok(applied)
}

/// The player's remaining time after a change that set or moved it.
fn reading_after(clock: &Clock, a: &Adjustment, now: Duration) -> Option<Duration> {
    match a.change {
        ClockChange::Added { color, .. }
        | ClockChange::Deducted { color, .. }
        | ClockChange::SetRemaining { color, .. } => Some(clock.remaining(color, now)),
        _ => None,
    }
}

/// Records a change to the clock (`clock`: the clock after it, worked out on a copy) with the
/// player's reading after it; the board's clock changes through this entry.
pub(super) fn journal_adjustment(
    state: &mut State,
    out: &mut Vec<Effect>,
    adjustment: Adjustment,
    clock: Clock,
) {
    let reading = reading_after(&clock, &adjustment, state.now);
    // A clock change is accepted by the record whatever the position.
    let _ = commit_with(
        state,
        out,
        adjustment.actor,
        Event::Adjustment(scoresheet::Adjustment::of(&adjustment, reading)),
        Some(clock),
    );
}

/// Adds `amount` to `to`'s clock for `cause` and journals it (the narrator says it). Without
/// a clock nothing changes.
pub(super) fn add_time(
    state: &mut State,
    out: &mut Vec<Effect>,
    to: Color,
    amount: Duration,
    cause: Cause,
) {
    let now = state.now;
    let Some(mut clock) = state.table.clock.clone() else {
        return;
    };
    let adjustment = clock.add_time(to, amount, now, cause).clone();
    journal_adjustment(state, out, adjustment, clock);
}
