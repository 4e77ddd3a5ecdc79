//! Reading the record back: the whole scoresheet, the last moves, one move number, the last
//! thing said, the clock, and every change made to the clock by hand.

use super::answer;
use crate::app::commands::Command;
use crate::app::core::{Effect, Priority, State, arbiter, phrases};
use crate::clock::phrases as clock_phrases;
use crate::scoresheet;

/// Reads back what `command` asks for.
pub(super) fn run(state: &mut State, command: Command, args: &[String], out: &mut Vec<Effect>) {
    let lang = state.lang;
    let joined = args.join(" ");
    let reply = match command {
        Command::Score => {
            let lines = scoresheet::phrases::whole(state.sheet(), lang);
            state.read_back(out, lines);
            return;
        }
        Command::LastMoves => match args {
            [] => {
                last(state, 5, out);
                return;
            }
            [n] if n.parse::<usize>().is_ok_and(|n| n > 0) => {
                last(state, n.parse().unwrap_or(5), out);
                return;
            }
            _ => Err(phrases::bad_number(lang, &joined)),
        },
        Command::MoveNumber => match args {
            [n] if n.parse::<u32>().is_ok_and(|n| n > 0) => {
                let number = n.parse().unwrap_or(1);
                Ok(
                    scoresheet::phrases::move_number(state.sheet(), number, lang).unwrap_or_else(
                        || {
                            scoresheet::phrases::label(lang, scoresheet::phrases::Label::NoSuchMove)
                                .to_owned()
                        },
                    ),
                )
            }
            _ => Err(phrases::bad_number(lang, &joined)),
        },
        Command::Repeat => {
            match state.session.last_said.clone() {
                Some(said) => state.say(out, said.text, said.priority),
                None => state.say(
                    out,
                    phrases::nothing_to_repeat(lang).to_owned(),
                    Priority::Query,
                ),
            }
            return;
        }
        Command::Clock if state.board_clock.and_then(|c| c.by_color()).is_some() => Ok(state
            .board_clock
            .map(|c| phrases::board_clock(lang, &c))
            .unwrap_or_default()),
        Command::Clock => Ok(match state.clock() {
            Some(clock) => {
                let report = clock_phrases::report(&clock.snapshot(state.now), lang);
                // A joined board without contact to the host does not pass off a stale time as
                // the current one.
                match state.peering.contact_lost {
                    Some(since) => format!(
                        "{report} {}",
                        phrases::contact_lost(lang, state.now.saturating_sub(since).as_secs())
                    ),
                    None => report,
                }
            }
            None => phrases::no_clock(lang).to_owned(),
        }),
        _ => {
            arbiter::read_log(state, out);
            return;
        }
    };
    answer(state, out, reply);
}

/// The last `n` moves of the scoresheet.
pub(super) fn last(state: &mut State, n: usize, out: &mut Vec<Effect>) {
    let lines = scoresheet::phrases::last_moves(state.sheet(), n, state.lang);
    state.read_back(out, lines);
}
