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
//! Every change is journalled ([`Record::Adjustment`], [`Record::Pause`], [`Record::Illegal`])
//! before the sentence that confirms it, which names actor, amount, reason and article.
//! Without a clock the clock actions say so and change nothing; an illegal move is still
//! counted and its time penalty is said (and kept in the scoresheet).

use std::time::Duration;

use shakmaty::{Color, Position};

use super::{Effect, Record, State, announce_ending, commands, phrases, refuse};
use crate::app::commands::{ArbiterParseError, ArbiterRequest};
use crate::clock::{
    Actor, Adjustment, Cause, Change, Clock, IllegalMoveVerdict, Reason, Status,
    phrases as clock_phrases,
};
use crate::scoresheet;
use crate::speech::{Cue, Priority};

/// Whether the game is interrupted: its clock is stopped (6.12).
pub(super) fn is_interrupted(state: &State) -> bool {
    matches!(
        state.clock.as_ref().map(Clock::status),
        Some(Status::Paused { .. })
    )
}

/// Says why nothing was done, with the illegal cue.
fn fail(state: &mut State, out: &mut Vec<Effect>, text: String) {
    state.say(out, text, Priority::Normal);
    out.push(Effect::Cue(Cue::Illegal));
}

/// Refuses when the game is over; returns whether it did.
fn refused_over(state: &mut State, out: &mut Vec<Effect>) -> bool {
    match state.game.ending().cloned() {
        Some(ending) => {
            let text = phrases::already_over(state.lang, &ending);
            fail(state, out, text);
            true
        }
        None => false,
    }
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

/// Journals a clock change (before anything that confirms it).
pub(super) fn journal_adjustment(state: &mut State, out: &mut Vec<Effect>, adjustment: Adjustment) {
    let reading = state
        .clock
        .as_ref()
        .and_then(|c| reading_after(c, &adjustment, state.now));
    // A clock change is accepted by the record whatever the position.
    let _ = state.record(
        out,
        Record::Adjustment {
            adjustment,
            reading,
        },
    );
}

/// `arbiter …`: reads the action and carries it out, or says what is wrong and changes
/// nothing.
pub(super) fn command(state: &mut State, args: &[String], out: &mut Vec<Effect>) {
    let lang = state.lang;
    let request = match commands::parse_arbiter(lang, args) {
        Ok(r) => r,
        Err(ArbiterParseError::NoAction) => {
            fail(state, out, phrases::arbiter_usage(lang));
            return;
        }
        Err(ArbiterParseError::Arguments(action)) => {
            let text = phrases::bad_arbiter_arguments(lang, action, &args.join(" "));
            fail(state, out, text);
            return;
        }
    };
    if refused_over(state, out) {
        return;
    }
    if let ArbiterRequest::Illegal(by) = request {
        illegal_move(state, by, out);
        return;
    }
    let now = state.now;
    let Some(clock) = state.clock.as_mut() else {
        fail(state, out, phrases::no_clock(lang).to_owned());
        return;
    };
    let arbiter = |reason: Reason| Cause::new(Actor::Arbiter, reason);
    let adjustment = match request {
        ArbiterRequest::Pause => match clock.pause(now, Actor::Arbiter) {
            Ok(a) => a.clone(),
            Err(e) => {
                fail(state, out, phrases::clock_refused(lang, e).to_owned());
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
/// stopped the clock.
fn resume(state: &mut State, out: &mut Vec<Effect>) {
    let lang = state.lang;
    let now = state.now;
    let Some(clock) = state.clock.as_mut() else {
        fail(state, out, phrases::no_clock(lang).to_owned());
        return;
    };
    // The pause that is ending: the last stop in the clock's log.
    let stop = clock
        .log()
        .iter()
        .rev()
        .find(|a| a.change == Change::Paused)
        .map(|a| (a.at, a.actor));
    let adjustment = match clock.resume(now, Actor::Arbiter) {
        Ok(a) => a.clone(),
        Err(e) => {
            fail(state, out, phrases::clock_refused(lang, e).to_owned());
            return;
        }
    };
    let (since, stopped_by) = stop.unwrap_or((now, Actor::Arbiter));
    let _ = state.record(
        out,
        Record::Pause {
            duration: now.saturating_sub(since),
            stopped_by,
        },
    );
    let text = clock_phrases::adjustment(&adjustment, lang);
    state.say(out, text, Priority::Alert);
}

/// `arbiter illegal COLOUR`: a completed illegal move (7.5.5), counted by the game; the
/// opponent's time goes onto the clock, or the game ends.
fn illegal_move(state: &mut State, by: Color, out: &mut Vec<Effect>) {
    let lang = state.lang;
    let now = state.now;
    let applied = match state.record(out, Record::Illegal { by }) {
        Ok(a) => a,
        Err(e) => {
            refuse(state, out, &e);
            return;
        }
    };
    let count = applied.illegal.as_ref().map_or(0, |r| r.count);
    let mut said = vec![phrases::illegal_recorded(lang, by, count)];
    if let Some(p) = applied.penalty {
        match state.clock.as_mut() {
            Some(clock) => {
                let cause = Cause::new(Actor::Arbiter, Reason::IllegalMove).with_article(p.article);
                let adjustment = clock.add_time(p.add_to, p.amount, now, cause).clone();
                said.push(clock_phrases::adjustment(&adjustment, lang));
                journal_adjustment(state, out, adjustment);
            }
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
    for text in said {
        state.say(out, text, Priority::Alert);
    }
    out.push(Effect::Cue(Cue::Illegal));
    if let Some(ending) = applied.ending {
        announce_ending(state, out, &ending);
    }
}

/// `stop clock [COLOUR]`: a player stops the clock to call the arbiter (6.12.2); the player
/// to move unless a colour is named.
pub(super) fn stop_clock(state: &mut State, args: &[String], out: &mut Vec<Effect>) {
    let lang = state.lang;
    if refused_over(state, out) {
        return;
    }
    let by = args
        .iter()
        .find_map(|w| commands::colour(lang, w))
        .unwrap_or_else(|| state.pos().turn());
    let now = state.now;
    let Some(clock) = state.clock.as_mut() else {
        fail(state, out, phrases::no_clock(lang).to_owned());
        return;
    };
    let adjustment = match clock.pause(now, Actor::Player(by)) {
        Ok(a) => a.clone(),
        Err(e) => {
            fail(state, out, phrases::clock_refused(lang, e).to_owned());
            return;
        }
    };
    journal_adjustment(state, out, adjustment);
    state.say(out, phrases::arbiter_called(lang, by), Priority::Alert);
}

/// `adjustments`: every change made to the clock by hand, read aloud, oldest first.
pub(super) fn read_log(state: &mut State, out: &mut Vec<Effect>) {
    let lang = state.lang;
    let lines: Vec<String> = match &state.clock {
        None => vec![phrases::no_clock(lang).to_owned()],
        Some(c) if c.log().is_empty() => vec![phrases::no_adjustments(lang).to_owned()],
        Some(c) => c
            .log()
            .iter()
            .map(|a| clock_phrases::adjustment(a, lang))
            .collect(),
    };
    // Normal, not Query: the lines queue one after the other instead of replacing each other.
    for l in lines {
        state.say(out, l, Priority::Normal);
    }
}

/// The journal's form of a clock change: the session time it was made (`h:mm:ss` since
/// rochade started), the actor (`arbiter`, `white`, `black`, `profile`), the player, the
/// signed amount, the reading after it, the reason as a fixed key (`clock-correction`, …) and
/// the article.
pub(super) fn sheet_adjustment(
    a: &Adjustment,
    reading: Option<Duration>,
) -> scoresheet::Adjustment {
    let ms = |d: Duration| i64::try_from(d.as_millis()).unwrap_or(i64::MAX);
    let (player, amount_ms) = match &a.change {
        Change::Added { color, amount } => (Some(*color), Some(ms(*amount))),
        Change::Deducted { color, applied, .. } => (Some(*color), Some(-ms(*applied))),
        Change::SetRemaining { color, from, to } => {
            (Some(*color), Some(ms(*to).saturating_sub(ms(*from))))
        }
        Change::SetMoves { color, .. } => (Some(*color), None),
        Change::Paused | Change::Resumed => (None, None),
    };
    let actor = match a.actor {
        Actor::Arbiter => "arbiter".to_owned(),
        Actor::Player(c) => c.fold_wb("white", "black").to_owned(),
        Actor::Profile => "profile".to_owned(),
    };
    let what = match &a.change {
        Change::SetMoves { to, .. } => format!(" (moves {to})"),
        Change::Paused => " (clock stopped)".to_owned(),
        Change::Resumed => " (clock restarted)".to_owned(),
        _ => String::new(),
    };
    let reason = match &a.reason {
        Reason::IllegalMove => "illegal-move",
        Reason::IncorrectClaim => "incorrect-claim",
        Reason::AssistantAdjustment => "assistant-adjustment",
        Reason::ClockCorrection => "clock-correction",
        Reason::MoveCounterCorrection => "move-counter-correction",
        Reason::Interruption => "interruption",
        Reason::Reconciliation => "reconciliation",
        Reason::Other(text) => text.as_str(),
    };
    scoresheet::Adjustment {
        time: scoresheet::hms(a.at),
        actor,
        player,
        amount_ms,
        new_reading: reading,
        reason: format!("{reason}{what}"),
        article: a.article.clone(),
    }
}
