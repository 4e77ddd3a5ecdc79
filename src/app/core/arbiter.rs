//! The arbiter's actions during the game, and the player's stop to call the arbiter.
//!
//! - `arbiter pause` / `arbiter resume` stop and restart the clock (6.12.1). While the clock is
//!   stopped the game is interrupted: moves are refused with a sentence until the arbiter
//!   restarts it (the position must not change while the arbiter is dealing with the game).
//!   Queries, the scoresheet and the other arbiter's actions still work.
//! - `stop clock` lets a player stop the clock only to call the arbiter (6.12.2); only the
//!   arbiter restarts it.
//! - `arbiter time COLOUR TIME`, `arbiter moves COLOUR N` correct a wrongly set clock and its
//!   move counter (6.10); `arbiter add/deduct COLOUR TIME` add or take time.
//! - `arbiter illegal COLOUR`: a completed illegal move, already taken back on the board
//!   (7.5.5). The game counts it; the opponent gets the edition's time, or the offender loses
//!   (draws when the opponent cannot mate) on the second (under 2009 the third).
//! - `adjustments` reads the clock's log of changes aloud, oldest first.
//!
//! Every change is journalled (an adjustment, a pause, an illegal move) before the sentence
//! that confirms it, which names actor, amount, reason and article.
//! Without a clock the clock actions say so and change nothing; an illegal move is still
//! counted and its time penalty is said (and kept in the scoresheet).

use std::time::Duration;

use shakmaty::{Color, Position};

use super::commit::{add_time, commit, commit_with, journal_adjustment};
use super::moves::take_back;
use super::{Effect, Priority, State, phrases};
use crate::app::commands::ArbiterRequest;
use crate::clock::{Actor, Adjustment, Cause, ClockChange, Reason, phrases as clock_phrases};
use crate::refusal::Refusal;
use crate::scoresheet::{self, Event, Note};

/// An arbiter's action: carries it out, or says why not and changes nothing.
pub(super) fn decide(state: &mut State, request: ArbiterRequest, out: &mut Vec<Effect>) {
    match request {
        ArbiterRequest::Illegal(by) => return illegal_move(state, by, out),
        ArbiterRequest::TakeBack => return take_back(state, Actor::Arbiter, out),
        ArbiterRequest::Revert => return revert(state, out),
        _ => {}
    }
    if let ArbiterRequest::Position(c, number) = request {
        continue_from(state, c, number, out);
        return;
    }
    let now = state.now;
    if request == ArbiterRequest::Resume {
        resume(state, out);
        return;
    }
    let Some(mut clock) = state.table.clock.clone() else {
        state.refuse(out, Refusal::NoClock);
        return;
    };
    let arbiter = |reason: Reason| Cause::new(Actor::Arbiter, reason);
    let adjustment = match request {
        ArbiterRequest::Pause => match clock.pause(now, Actor::Arbiter) {
            Ok(a) => a.clone(),
            Err(e) => {
                state.refuse(out, Refusal::Clock(e));
                return;
            }
        },
        ArbiterRequest::SetTime(c, d) => clock
            .set_remaining(c, d, now, arbiter(Reason::ClockCorrection))
            .clone(),
        ArbiterRequest::SetMoves(c, n) => clock
            .set_moves_completed(c, n, now, arbiter(Reason::MoveCounterCorrection))
            .clone(),
        ArbiterRequest::Add(c, d) => clock
            .add_time(c, d, now, arbiter(Reason::ClockCorrection))
            .clone(),
        ArbiterRequest::Deduct(c, d) => clock
            .deduct_time(c, d, now, arbiter(Reason::ClockCorrection))
            .clone(),
        ArbiterRequest::Illegal(_)
        | ArbiterRequest::Resume
        | ArbiterRequest::Position(..)
        | ArbiterRequest::TakeBack
        | ArbiterRequest::Revert => return,
    };
    journal_adjustment(state, out, adjustment, clock);
}

/// `arbiter revert`: the arbiter's last change to a clock or a move counter is undone by the
/// opposite change (journalled like any other; a second revert does it again).
fn revert(state: &mut State, out: &mut Vec<Effect>) {
    let now = state.now;
    let last = state
        .sheet()
        .rows()
        .iter()
        .rev()
        .find_map(|e| match &e.note {
            Note::Adjustment(a)
                if a.actor == Actor::Arbiter
                    && matches!(
                        a.change,
                        ClockChange::Added { .. }
                            | ClockChange::Deducted { .. }
                            | ClockChange::SetRemaining { .. }
                            | ClockChange::SetMoves { .. }
                    ) =>
            {
                Some(a.change.clone())
            }
            _ => None,
        });
    let (Some(change), Some(mut clock)) = (last, state.table.clock.clone()) else {
        state.refuse(out, Refusal::NothingToRevert);
        return;
    };
    // The opposite change has a reason of its own: said and listed as the withdrawal of the
    // arbiter's previous change, not as a new correction of the clock.
    let cause = Cause::new(Actor::Arbiter, Reason::Withdrawal);
    let adjustment = match change {
        ClockChange::Added { color, amount } => {
            clock.deduct_time(color, amount, now, cause).clone()
        }
        ClockChange::Deducted { color, applied, .. } => {
            clock.add_time(color, applied, now, cause).clone()
        }
        ClockChange::SetRemaining { color, from, to } if from >= to => {
            clock.add_time(color, from - to, now, cause).clone()
        }
        ClockChange::SetRemaining { color, from, to } => {
            clock.deduct_time(color, to - from, now, cause).clone()
        }
        ClockChange::SetMoves { color, from, .. } => {
            clock.set_moves_completed(color, from, now, cause).clone()
        }
        _ => return,
    };
    journal_adjustment(state, out, adjustment, clock);
}

/// Whether an arbiter's request must be confirmed before it is carried out: it ends the game
/// (a flag, a losing illegal move) or moves a clock by more than [`CONFIRM_ABOVE`]. Returns
/// the change in words, said back with the question.
pub(super) fn needs_confirmation(state: &State, request: &ArbiterRequest) -> Option<String> {
    let lang = state.lang;
    let now = state.now;
    let clock = state.table.clock.as_ref();
    let left = |c: Color| clock.map(|k| k.remaining(c, now));
    let (what, big, over) = match *request {
        ArbiterRequest::SetTime(c, d) => {
            let r = left(c)?;
            let moved = d.abs_diff(r);
            (
                phrases::arbiter_set_words(
                    lang,
                    c,
                    &clock_phrases::duration_object(d, lang),
                    &clock_phrases::remaining(r, lang),
                ),
                moved > CONFIRM_ABOVE,
                d.is_zero(),
            )
        }
        ArbiterRequest::Add(c, d) => {
            left(c)?;
            (
                phrases::arbiter_add_words(lang, c, &clock_phrases::duration_object(d, lang)),
                d > CONFIRM_ABOVE,
                false,
            )
        }
        ArbiterRequest::Deduct(c, d) => {
            let r = left(c)?;
            (
                phrases::arbiter_deduct_words(
                    lang,
                    c,
                    &clock_phrases::duration_object(d, lang),
                    &clock_phrases::remaining(r, lang),
                ),
                d > CONFIRM_ABOVE,
                r <= d,
            )
        }
        ArbiterRequest::Illegal(c) => {
            let mut sheet = state.sheet().clone();
            let over = sheet
                .apply(&Event::Illegal { by: c, note: None })
                .is_ok_and(|a| a.ending.is_some());
            (phrases::arbiter_illegal_words(lang, c), false, over)
        }
        _ => return None,
    };
    (big || over).then(|| phrases::arbiter_confirm(lang, &what, over))
}

/// An arbiter's change of a clock by more than this is said back and must be confirmed.
pub const CONFIRM_ABOVE: Duration = Duration::from_secs(5 * 60);

/// `arbiter resume`: restarts the clock and journals the pause with its length and who
/// stopped the clock (the last stop in the record).
fn resume(state: &mut State, out: &mut Vec<Effect>) {
    let lang = state.lang;
    let now = state.now;
    let stopped_by = state
        .sheet()
        .rows()
        .iter()
        .rev()
        .find_map(|e| match &e.note {
            Note::Adjustment(a) if a.change == ClockChange::Paused => Some(a.actor),
            _ => None,
        })
        .unwrap_or(Actor::Arbiter);
    let turn = state.sheet().game().position().turn();
    let Some(clock) = state.table.clock.as_mut() else {
        state.refuse(out, Refusal::NoClock);
        return;
    };
    // A hosted game's clock not started yet (it waits for the opponent's board): the
    // arbiter's or the host's "start" starts it, on every board.
    if clock.status() == crate::clock::Status::NotStarted && clock.start_with(now, turn).is_ok() {
        let text = phrases::clock_started_by_arbiter(lang, turn);
        state.say(out, text, Priority::Alert);
        super::host_clock::clock_reading(state, out);
        return;
    }
    // The restart is worked out on a copy and recorded with the pause it ends.
    let mut clock = clock.clone();
    let since = clock.paused_since();
    if let Err(e) = clock.resume(now, Actor::Arbiter) {
        state.refuse(out, Refusal::Clock(e));
        return;
    }
    let _ = commit_with(
        state,
        out,
        Actor::Arbiter,
        Event::Pause {
            duration: since.map_or(Duration::ZERO, |t| now.saturating_sub(t)),
            kind: match stopped_by {
                Actor::Player(_) | Actor::Assistant(_) => scoresheet::PauseKind::Player,
                _ => scoresheet::PauseKind::Arbiter,
            },
            note: String::new(),
            uncounted: None,
        },
        Some(clock),
    );
}

/// A player (or the arbiter) reports that the boards differ (D.2.9): recorded, and the clock
/// stops until the arbiter has compared the scoresheets and restarts it.
pub(super) fn boards_differ(
    state: &mut State,
    actor: Actor,
    by: Color,
    theirs: &[shakmaty::Move],
    out: &mut Vec<Effect>,
) {
    if let Err(e) = commit(state, out, actor, Event::BoardsDiffer { by }) {
        state.refuse(out, e.into());
        return;
    }
    let now = state.now;
    if let Some(mut clock) = state.table.clock.clone() {
        let cause = Cause::new(actor, Reason::Reconciliation);
        if let Ok(adjustment) = clock.pause_for(now, cause).cloned() {
            journal_adjustment(state, out, adjustment, clock);
        }
    }
    // With the other board's record: the two scoresheets compared (D.2.9).
    if !theirs.is_empty() {
        let text = compared(state, theirs);
        state.say(out, text, Priority::Alert);
    }
}

/// The comparison of this board's scoresheet with `theirs`, in words: where they agree, and
/// the moves after it on each side.
fn compared(state: &State, theirs: &[shakmaty::Move]) -> String {
    let lang = state.lang;
    let ours: Vec<shakmaty::Move> = state.game().moves().iter().map(|m| m.mv).collect();
    let c = crate::reconcile::compare(&ours, theirs);
    let mut pos = state.game().initial().clone();
    for m in &ours[..c.agreed] {
        pos.play_unchecked(*m);
    }
    let said = |moves: &[shakmaty::Move]| {
        let mut p = pos.clone();
        moves
            .iter()
            .map(|m| {
                let w = crate::notation::words(&p, *m, lang, Default::default());
                p.play_unchecked(*m);
                w
            })
            .collect::<Vec<_>>()
    };
    phrases::scoresheets_compared(lang, c.agreed, &said(&c.ours), &said(&c.theirs))
}

/// `arbiter position COLOUR N`: after comparing the scoresheets the arbiter confirms the
/// position after move N of that colour; the moves after it are taken back and the clock
/// goes to the side to move (D.2.9). The arbiter then sets the clocks (6.14) and restarts
/// them.
fn continue_from(state: &mut State, c: Color, number: u32, out: &mut Vec<Effect>) {
    let game = state.game();
    let target = game
        .moves()
        .iter()
        .position(|m| m.before.turn() == c && m.before.fullmoves().get() == number)
        .map(|i| i + 1);
    let Some(ply) = target else {
        state.refuse(out, Refusal::NoSuchPosition { side: c, number });
        return;
    };
    let moves = [Color::White, Color::Black].map(|side| {
        let n = state.game().moves()[..ply]
            .iter()
            .filter(|m| m.before.turn() == side)
            .count();
        u32::try_from(n).unwrap_or(u32::MAX)
    });
    let to_move = state.game().moves()[..ply]
        .last()
        .map_or_else(|| state.game().initial().turn(), |m| !m.before.turn());
    let now = state.now;
    let mut clock = state.table.clock.clone();
    if let Some(clock) = clock.as_mut() {
        clock.switch_to(to_move, moves, now);
    }
    let event = Event::Reconciled {
        ply: u32::try_from(ply).unwrap_or(u32::MAX),
    };
    // The narrator says what was taken back and the squares to set right.
    if let Err(e) = commit_with(state, out, Actor::Arbiter, event, clock) {
        state.refuse(out, e.into());
    }
}

/// `arbiter illegal COLOUR`: a completed illegal move (7.5.5), counted by the game; the
/// opponent's time goes onto the clock, or the game ends.
fn illegal_move(state: &mut State, by: Color, out: &mut Vec<Effect>) {
    // 7.5.1: the position before the illegal move is restored, and the clock goes back to
    // its player (journalled as a take-back before the illegal move is counted).
    let on_board = state.game().last().is_some_and(|m| m.before.turn() == by);
    if on_board {
        let before = state.game().moves().len();
        take_back(state, Actor::Arbiter, out);
        if state.game().moves().len() == before {
            return;
        }
    }
    // The narrator says the ruling (7.5.5, and 7.5.1 when the move was taken back here).
    let applied = match commit(
        state,
        out,
        Actor::Arbiter,
        Event::Illegal { by, note: None },
    ) {
        Ok(a) => a,
        Err(e) => {
            state.refuse(out, e.into());
            return;
        }
    };
    if let Some(p) = applied.penalty {
        let cause = Cause::new(Actor::Arbiter, Reason::IllegalMove).with_article(p.article);
        add_time(state, out, p.add_to, p.amount, cause);
    }
}

/// A player stops the clock to call the arbiter (6.12.2).
pub(super) fn stop_clock(state: &mut State, actor: Actor, by: Color, out: &mut Vec<Effect>) {
    let now = state.now;
    let Some(mut clock) = state.table.clock.clone() else {
        state.refuse(out, Refusal::NoClock);
        return;
    };
    let who = match actor {
        Actor::Assistant(c) => Actor::Assistant(c),
        _ => Actor::Player(by),
    };
    let adjustment = match clock.pause(now, who) {
        Ok(a) => a.clone(),
        Err(e) => {
            state.refuse(out, Refusal::Clock(e));
            return;
        }
    };
    // The narrator says the call for the arbiter.
    journal_adjustment(state, out, adjustment, clock);
}

/// `adjustments`: every change made to the clock by hand, as the record has it, read aloud,
/// oldest first.
pub(super) fn read_log(state: &mut State, out: &mut Vec<Effect>) {
    let lang = state.lang;
    let lines: Vec<String> = if state.table.clock.is_none() {
        vec![phrases::no_clock(lang).to_owned()]
    } else {
        let log: Vec<String> = state
            .sheet()
            .rows()
            .iter()
            .filter_map(|e| match &e.note {
                Note::Adjustment(a) => {
                    Some(clock_phrases::adjustment(&a.to_clock(Duration::ZERO), lang))
                }
                // The end of a pause is the arbiter's restart of the clock (6.12).
                Note::Pause { kind, .. } if *kind != scoresheet::PauseKind::Downtime => {
                    let restart = Adjustment {
                        at: Duration::ZERO,
                        actor: Actor::Arbiter,
                        change: ClockChange::Resumed,
                        reason: Reason::Interruption,
                        article: Reason::Interruption.article().map(str::to_owned),
                    };
                    Some(clock_phrases::adjustment(&restart, lang))
                }
                _ => None,
            })
            .collect();
        if log.is_empty() {
            vec![phrases::no_adjustments(lang).to_owned()]
        } else {
            log
        }
    };
    // A read-back: the lines queue one after the other instead of replacing each other.
    state.read_back(out, lines);
}
