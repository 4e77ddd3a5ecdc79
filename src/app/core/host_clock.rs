//! The clock a hosted game shares with its other boards: started by the host when the
//! opponent's board is there (one clock from the first second), its reading sent at a join
//! and every few seconds while it runs, and followed on a joined board.

use std::time::Duration;

use shakmaty::Position;

use super::{Effect, Message, Priority, State, To, phrases};

/// The host starts the clock of a game whose boards are both there, and records the start
/// with both readings, so that every board's clock runs from the same moment.
pub(super) fn start_clock(state: &mut State, out: &mut Vec<Effect>) {
    let now = state.now;
    let turn = state.pos().turn();
    if state.game().is_over() {
        return;
    }
    let Some(clock) = state.table.clock.as_mut() else {
        return;
    };
    let waits = state
        .table
        .record
        .sheet()
        .game()
        .rules()
        .arbiter_starts_clock;
    if clock.status() == crate::clock::Status::NotStarted {
        if waits {
            // The event wants the arbiter to start it.
            let text = phrases::clock_waits_for_arbiter(state.lang);
            state.say(out, text, Priority::Alert);
        } else if clock.start_with(now, turn).is_ok() {
            let text = phrases::clock_started(state.lang, turn);
            state.say(out, text, Priority::Alert);
        }
    }
    clock_reading(state, out);
}

/// How often the host sends its clock's reading to the other boards.
pub const CLOCK_READING_EVERY: Duration = Duration::from_secs(10);

/// The host sends its clock as it is now to every board (at a join and every
/// [`CLOCK_READING_EVERY`] while it runs), so that theirs run in step with it.
pub(super) fn clock_reading(state: &mut State, out: &mut Vec<Effect>) {
    if !state.peering.link.hosts() {
        return;
    }
    let Some(clock) = state.table.clock.as_ref() else {
        return;
    };
    let reading = Message::ClockReading {
        state: clock.state(state.now),
    };
    out.push(Effect::Send {
        to: To::All,
        message: reading,
    });
    if matches!(clock.status(), crate::clock::Status::Running { .. })
        && !state
            .timers
            .iter()
            .any(|(_, t)| *t == super::Timer::ClockReading)
    {
        let at = state.now + CLOCK_READING_EVERY;
        state.schedule(at, super::Timer::ClockReading);
    }
}

/// A joined board sets its clock to the host's reading (made `delay` ago): the host's clock
/// decides, this board shows it.
pub(super) fn host_clock(
    state: &mut State,
    reading: &crate::clock::ClockState,
    out: &mut Vec<Effect>,
) {
    if state.peering.link.decides() || state.log().is_empty() {
        return;
    }
    let Some(old) = state.table.clock.as_ref() else {
        return;
    };
    let was_stopped = old.status() == crate::clock::Status::NotStarted;
    let made = state.now.saturating_sub(state.peering.delay);
    let clock =
        crate::clock::Clock::restore(old.control().clone(), old.alerts().clone(), reading, made);
    let status = clock.status();
    let to_move = clock.to_move();
    state.table.clock = Some(clock);
    if status != crate::clock::Status::NotStarted {
        // Started: a later game that waits for the arbiter again is said again.
        state.peering.wait_said = false;
    }
    if was_stopped && matches!(status, crate::clock::Status::Running { .. }) {
        let text = phrases::clock_starts(state.lang, to_move);
        state.say(out, text, Priority::Alert);
    } else if status == crate::clock::Status::NotStarted
        && state.game().rules().arbiter_starts_clock
        && !std::mem::replace(&mut state.peering.wait_said, true)
    {
        // Said here too (the host sends its reading as a board joins): this board's player
        // knows why no clock runs yet, and the arbiter's board that it is theirs to start.
        let arbiter_here = matches!(
            state.peering.joined_as,
            Some((crate::record::Role::Arbiter, _))
        );
        let text = phrases::clock_waits_joined(state.lang, arbiter_here);
        state.say(out, text, Priority::Alert);
    }
}
