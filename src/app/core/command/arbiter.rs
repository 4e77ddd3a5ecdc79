//! `arbiter …` and a player's `stop clock`, as typed at this keyboard.

use super::super::change::{Change, Intent, Origin, apply};
use super::super::{Effect, State, phrases};
use super::{ask, named_or_turn};
use crate::app::commands::{self, ArbiterParseError};
use crate::record::Actor;

/// `arbiter ACTION [COLOUR] [VALUE]`: read as the arbiter's request, or answered with what
/// is wrong and nothing changed.
pub(super) fn arbiter(state: &mut State, args: &[String], out: &mut Vec<Effect>) {
    let lang = state.lang;
    let request = match commands::parse_arbiter(lang, args) {
        Ok(r) => r,
        Err(ArbiterParseError::NoAction) => {
            state.refuse_with(out, phrases::arbiter_usage(lang));
            return;
        }
        Err(ArbiterParseError::Arguments(action)) => {
            let text = phrases::bad_arbiter_arguments(lang, action, &args.join(" "));
            state.refuse_with(out, text);
            return;
        }
    };
    let effects = apply(
        state,
        Origin::Local(Actor::Arbiter),
        Change::Intent(Intent::Arbiter(request)),
        state.now,
    );
    out.extend(effects);
}

/// `stop clock [COLOUR]`: a player stops the clock to call the arbiter (6.12.2); the player
/// to move unless a colour is named.
pub(super) fn stop_clock(state: &mut State, args: &[String], out: &mut Vec<Effect>) {
    let by = named_or_turn(state, args);
    ask(state, by, Intent::StopClock(by), out);
}

/// `boards differ [COLOUR]`: a player reports that the boards differ (D.2.9); the player to
/// move unless a colour is named.
pub(super) fn boards_differ(state: &mut State, args: &[String], out: &mut Vec<Effect>) {
    let by = named_or_turn(state, args);
    ask(state, by, Intent::BoardsDiffer(by), out);
}
