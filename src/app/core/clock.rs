//! The tournament clock inside the game: the clock line, reading the clock after each event
//! (alerts, exemption, flag fall as an ending), and the clock of a game continued from the
//! journal.

use super::*;

/// The clock line: "Weiß 1:29:58 am Zug · Schwarz 1:30:00" (the side to move is said in
/// words, not shown by colour or position alone).
pub(super) fn clock_line(clock: &Clock, now: Duration, lang: Lang) -> String {
    let hms = |secs: u64| format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60);
    let part = |c: Color| {
        let mark = if clock.to_move() == c {
            phrases::to_move_mark(lang)
        } else {
            ""
        };
        format!(
            "{} {}{mark}",
            clock_phrases::color(c, lang, true),
            hms(clock.displayed_seconds(c, now))
        )
    };
    format!("{} · {}", part(Color::White), part(Color::Black))
}

/// Reads the clock: says what it reports (alerts, a flag, the scoresheet exemption) and
/// refreshes the clock line.
pub(super) fn clock_tick(state: &mut State, out: &mut Vec<Effect>) {
    let now = state.now;
    let lang = state.lang;
    let Some(clock) = state.clock.as_mut() else {
        return;
    };
    let events = clock.poll(now);
    let line = clock_line(clock, now, lang);
    let changed = state.clock_text.as_deref() != Some(line.as_str());
    state.clock_text = Some(line);
    for e in &events {
        let text = clock_phrases::event(e, lang);
        state.say(out, text, Priority::Alert);
        match *e {
            ClockEvent::Alert { .. } => out.push(Effect::Cue(Cue::LowTime)),
            ClockEvent::FlagFell { color, .. } if !state.game.is_over() => {
                // 6.9: a loss, unless the opponent cannot checkmate by any series of moves;
                // recorded (journal first) and announced with its article.
                if let Ok(applied) = state.record(out, Record::FlagFall { by: color })
                    && let Some(ending) = applied.ending
                {
                    announce_ending(state, out, &ending);
                }
            }
            _ => {}
        }
    }
    if changed || !events.is_empty() {
        out.push(Effect::Redraw);
    }
}

/// After a game is continued from the journal: a clock set to the last readings and move
/// counts the record holds, running for the side to move (the downtime is a pause, 6.12).
pub(super) fn restore_clock(state: &mut State) {
    use crate::clock::{Actor, Cause, Reason};
    let Some(old) = state.clock.as_ref() else {
        return;
    };
    let mut clock = Clock::new(old.control().clone(), old.alerts().clone());
    let now = state.now;
    let readings = state.sheet.clocks();
    for color in [Color::White, Color::Black] {
        let cause = || Cause::new(Actor::Arbiter, Reason::Interruption);
        let moves = state
            .game
            .moves()
            .iter()
            .filter(|m| m.before.turn() == color)
            .count();
        let _ = clock.set_moves_completed(
            color,
            u32::try_from(moves).unwrap_or(u32::MAX),
            now,
            cause(),
        );
        if let Some(d) = readings.of(color) {
            let _ = clock.set_remaining(color, d, now, cause());
        }
    }
    let _ = clock.start_with(now, state.game.position().turn());
    state.clock = Some(clock);
}
