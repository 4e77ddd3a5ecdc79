//! The tournament clock inside the game: the clock line, reading the clock after each event
//! (alerts, exemption, flag fall as an ending), and the clock of a game continued from the
//! journal.

use std::time::Duration;

use shakmaty::{Color, Position};

use super::change::{Change, Intent, Origin, apply};
use super::{Cue, Effect, Priority, State, phrases};
use crate::clock::{Clock, ClockEvent, phrases as clock_phrases};
use crate::lang::Lang;
use crate::record::Actor;

/// The clock line: "Weiß 1:29:58 am Zug · Schwarz 1:30:00" (the side to move is said in
/// words, not shown by colour or position alone).
pub(super) fn clock_line(clock: &Clock, now: Duration, lang: Lang) -> String {
    let hms = |secs: u64| format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60);
    clock_parts(clock, now, lang, hms).join(" · ")
}

/// The clock line for a screen reader: whole minutes, rounded down ("Weiß 1:29 am Zug,
/// Schwarz 1:30"), so that it changes once a minute, and no sign read by name between the
/// sides.
pub(super) fn clock_line_minutes(clock: &Clock, now: Duration, lang: Lang) -> String {
    let hm = |secs: u64| format!("{}:{:02}", secs / 3600, secs / 60 % 60);
    clock_parts(clock, now, lang, hm).join(", ")
}

fn clock_parts(
    clock: &Clock,
    now: Duration,
    lang: Lang,
    time: impl Fn(u64) -> String,
) -> [String; 2] {
    let part = |c: Color| {
        let mark = if clock.to_move() == c {
            phrases::to_move_mark(lang, c)
        } else {
            String::new()
        };
        format!(
            "{} {}{mark}",
            clock_phrases::color(c, lang),
            time(clock.displayed_seconds(c, now))
        )
    };
    [part(Color::White), part(Color::Black)]
}

/// Reads the clock: says what it reports (alerts, a flag, the scoresheet exemption) and
/// refreshes the clock line. A flag and the exemption are changes to the game: they go
/// through [`apply`] as rochade's own (the clock's) actions.
pub(super) fn clock_tick(state: &mut State, out: &mut Vec<Effect>) {
    let now = state.now;
    let lang = state.lang;
    let Some(clock) = state.table.clock.as_mut() else {
        return;
    };
    let events = clock.poll(now);
    let shown = Some((
        [
            clock.displayed_seconds(Color::White, now),
            clock.displayed_seconds(Color::Black, now),
        ],
        clock.to_move(),
    ));
    let changed = state.session.clock_shown != shown;
    state.session.clock_shown = shown;
    for e in &events {
        let intent = match *e {
            // A low-time alert names whose clock it is unless it is the listener's own; the
            // listener may choose to hear only their own.
            ClockEvent::Alert {
                color, threshold, ..
            } => {
                if color != state.player && state.own_alerts_only {
                    continue;
                }
                let text = if color == state.player {
                    clock_phrases::alert(threshold, lang)
                } else {
                    clock_phrases::alert_of(color, threshold, lang)
                };
                state.say(out, text, Priority::Alert);
                out.push(Effect::Cue(Cue::LowTime));
                continue;
            }
            // 6.9: a loss, unless the opponent cannot checkmate by any series of moves;
            // recorded (journal first) and announced with its article.
            ClockEvent::FlagFell { color, .. } => Some(Intent::FlagFall(color)),
            ClockEvent::ExemptionBegins { color, .. } => Some(Intent::Exemption {
                by: color,
                resumed: false,
            }),
            ClockEvent::ExemptionEnds { color, .. } => Some(Intent::Exemption {
                by: color,
                resumed: true,
            }),
            _ => None,
        };
        // A joined board's clock follows the host's: a flag or the exemption is decided
        // there, and said here when the host's entry arrives.
        if intent.is_some() && state.peering.link.follows() {
            continue;
        }
        // A flag and the exemption are recorded first and said as recorded (the narrator);
        // the other clock events are said here.
        let Some(intent) = intent else {
            let text = clock_phrases::event(e, lang);
            state.say(out, text, Priority::Alert);
            continue;
        };
        {
            let effects = apply(
                state,
                Origin::Local(Actor::System),
                Change::Intent(intent),
                now,
            );
            out.extend(effects);
        }
    }
    if changed || !events.is_empty() {
        out.push(Effect::Redraw);
    }
}

/// A game whose entries carry no clock (a journal written before the clock was part of the
/// record, or moves imported from PGN): the clock is set to the last readings and move counts
/// the record holds, without entries in its log.
pub(super) fn restore_legacy(state: &mut State) {
    use crate::clock::{ClockState, PhaseState};
    let Some(old) = state.table.clock.as_ref() else {
        return;
    };
    let readings = state.sheet().clocks();
    let mut cs = ClockState {
        to_move: state.game().position().turn(),
        phase: PhaseState::NotStarted,
        ..old.state(state.now)
    };
    for (i, color) in [Color::White, Color::Black].into_iter().enumerate() {
        let moves = state
            .game()
            .moves()
            .iter()
            .filter(|m| m.before.turn() == color)
            .count();
        let moves = u32::try_from(moves).unwrap_or(u32::MAX);
        let (period, in_period) = old.control().period_after(moves);
        let side = &mut cs.sides[i];
        side.moves = moves;
        side.period = period;
        side.moves_in_period = in_period;
        if let Some(d) = readings.of(color) {
            side.base = d;
        }
    }
    state.table.clock = Some(Clock::restore(
        old.control().clone(),
        old.alerts().clone(),
        &cs,
        state.now,
    ));
}
