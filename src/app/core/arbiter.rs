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

use super::change::{commit, refused_over, take_back};
use super::endings::{announce_ending, refuse};
use super::{Cue, Effect, Priority, State, phrases};
use crate::app::commands::ArbiterRequest;
use crate::clock::{
    Actor, Adjustment, Cause, Change, Clock, IllegalMoveVerdict, Reason, Status,
    phrases as clock_phrases,
};
use crate::scoresheet::{self, Event, Note};

/// Whether the game is interrupted: its clock is stopped (6.12).
pub(super) fn is_interrupted(state: &State) -> bool {
    matches!(
        state.clock.as_ref().map(Clock::status),
        Some(Status::Paused { .. })
    )
}

/// The player's remaining time after a change that set or moved it.
fn reading_after(clock: &Clock, a: &Adjustment, now: Duration) -> Option<Duration> {
    match a.change {
        Change::Added { color, .. }
        | Change::Deducted { color, .. }
        | Change::SetRemaining { color, .. } => Some(clock.remaining(color, now)),
        _ => None,
    }
}

/// Journals a clock change by the arbiter (before anything that confirms it), with the
/// player's reading after it.
pub(super) fn journal_adjustment(state: &mut State, out: &mut Vec<Effect>, adjustment: Adjustment) {
    let reading = state
        .clock
        .as_ref()
        .and_then(|c| reading_after(c, &adjustment, state.now));
    // A clock change is accepted by the record whatever the position.
    let _ = commit(
        state,
        out,
        adjustment.actor,
        Event::Adjustment(scoresheet::Adjustment::of(&adjustment, reading)),
    );
}

/// Adds `amount` to `to`'s clock for `cause` and journals it; returns the sentence that says
/// it. Without a clock nothing changes and `None` is returned.
pub(super) fn add_time(
    state: &mut State,
    out: &mut Vec<Effect>,
    to: Color,
    amount: Duration,
    cause: Cause,
) -> Option<String> {
    let now = state.now;
    let adjustment = state
        .clock
        .as_mut()?
        .add_time(to, amount, now, cause)
        .clone();
    let text = clock_phrases::adjustment(&adjustment, state.lang);
    journal_adjustment(state, out, adjustment);
    Some(text)
}

/// An arbiter's action: carries it out, or says why not and changes nothing.
pub(super) fn decide(state: &mut State, request: ArbiterRequest, out: &mut Vec<Effect>) {
    let lang = state.lang;
    if refused_over(state, out) {
        return;
    }
    if let ArbiterRequest::Illegal(by) = request {
        illegal_move(state, by, out);
        return;
    }
    let now = state.now;
    let Some(clock) = state.clock.as_mut() else {
        state.refuse_with(out, phrases::no_clock(lang).to_owned());
        return;
    };
    let arbiter = |reason: Reason| Cause::new(Actor::Arbiter, reason);
    let adjustment = match request {
        ArbiterRequest::Pause => match clock.pause(now, Actor::Arbiter) {
            Ok(a) => a.clone(),
            Err(e) => {
                state.refuse_with(out, phrases::clock_refused(lang, e).to_owned());
                return;
            }
        },
        ArbiterRequest::Resume => {
            resume(state, out);
            return;
        }
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
        ArbiterRequest::Illegal(_) => return,
    };
    let text = clock_phrases::adjustment(&adjustment, lang);
    let paused = adjustment.change == Change::Paused;
    journal_adjustment(state, out, adjustment);
    state.say(out, text, Priority::Alert);
    if paused {
        state.say(out, phrases::interrupted(lang).to_owned(), Priority::Alert);
    }
}

/// `arbiter resume`: restarts the clock and journals the pause with its length and who
/// stopped the clock (the last stop in the record).
fn resume(state: &mut State, out: &mut Vec<Effect>) {
    let lang = state.lang;
    let now = state.now;
    let stopped_by = state
        .sheet
        .entries()
        .iter()
        .rev()
        .find_map(|e| match &e.note {
            Note::Adjustment(a) if a.change == Change::Paused => Some(a.actor),
            _ => None,
        })
        .unwrap_or(Actor::Arbiter);
    let Some(clock) = state.clock.as_mut() else {
        state.refuse_with(out, phrases::no_clock(lang).to_owned());
        return;
    };
    let since = clock.paused_since();
    let adjustment = match clock.resume(now, Actor::Arbiter) {
        Ok(a) => a.clone(),
        Err(e) => {
            state.refuse_with(out, phrases::clock_refused(lang, e).to_owned());
            return;
        }
    };
    let _ = commit(
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
        },
    );
    let text = clock_phrases::adjustment(&adjustment, lang);
    state.say(out, text, Priority::Alert);
}

/// `arbiter illegal COLOUR`: a completed illegal move (7.5.5), counted by the game; the
/// opponent's time goes onto the clock, or the game ends.
fn illegal_move(state: &mut State, by: Color, out: &mut Vec<Effect>) {
    let lang = state.lang;
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
    let applied = match commit(
        state,
        out,
        Actor::Arbiter,
        Event::Illegal { by, note: None },
    ) {
        Ok(a) => a,
        Err(e) => {
            refuse(state, out, &e);
            return;
        }
    };
    let count = applied.illegal.as_ref().map_or(0, |r| r.count);
    let mut said = vec![phrases::illegal_recorded(lang, by, count)];
    if let Some(p) = applied.penalty {
        let cause = Cause::new(Actor::Arbiter, Reason::IllegalMove).with_article(p.article);
        match add_time(state, out, p.add_to, p.amount, cause) {
            Some(text) => said.push(text),
            None => said.push(clock_phrases::illegal_move_verdict(
                IllegalMoveVerdict::AddTime {
                    to: p.add_to,
                    amount: p.amount,
                },
                lang,
            )),
        }
    } else if applied.ending.is_none() {
        said.push(clock_phrases::illegal_move_verdict(
            IllegalMoveVerdict::LeftToClaim,
            lang,
        ));
    }
    // 7.5.3: the player moves again, the same piece where possible (touch-move, 4.3).
    if on_board && applied.ending.is_none() {
        said.push(phrases::illegal_move_again(lang, by));
    }
    for text in said {
        state.say(out, text, Priority::Alert);
    }
    out.push(Effect::Cue(Cue::Illegal));
    if let Some(ending) = applied.ending {
        announce_ending(state, out, &ending);
    }
}

/// A player stops the clock to call the arbiter (6.12.2).
pub(super) fn stop_clock(state: &mut State, actor: Actor, by: Color, out: &mut Vec<Effect>) {
    let lang = state.lang;
    if refused_over(state, out) {
        return;
    }
    let now = state.now;
    let Some(clock) = state.clock.as_mut() else {
        state.refuse_with(out, phrases::no_clock(lang).to_owned());
        return;
    };
    let who = match actor {
        Actor::Assistant(c) => Actor::Assistant(c),
        _ => Actor::Player(by),
    };
    let adjustment = match clock.pause(now, who) {
        Ok(a) => a.clone(),
        Err(e) => {
            state.refuse_with(out, phrases::clock_refused(lang, e).to_owned());
            return;
        }
    };
    journal_adjustment(state, out, adjustment);
    state.say(out, phrases::arbiter_called(lang, by), Priority::Alert);
}

/// `adjustments`: every change made to the clock by hand, as the record has it, read aloud,
/// oldest first.
pub(super) fn read_log(state: &mut State, out: &mut Vec<Effect>) {
    let lang = state.lang;
    let lines: Vec<String> = if state.clock.is_none() {
        vec![phrases::no_clock(lang).to_owned()]
    } else {
        let log: Vec<String> = state
            .sheet
            .entries()
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
                        change: Change::Resumed,
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
