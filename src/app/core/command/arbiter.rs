//! `arbiter …` and a player's `stop clock`, as typed at this keyboard.

use super::{ask, named_or_own};
use crate::app::commands::{self, ArbiterParseError};
use crate::app::core::change::Intent;
use crate::app::core::{Effect, State, phrases};
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
    // The host decides again what a joined board asks; a joined board refuses at once what
    // its role may not ask for.
    let actor = if state.link().decides() {
        Some(Actor::Arbiter)
    } else {
        state.joined_actor()
    };
    crate::app::core::questions::arbiter(state, actor, request, out);
}

/// `stop clock [COLOUR]`: a player stops the clock to call the arbiter (6.12.2); this
/// keyboard's player (`--side`) unless a colour is named.
pub(super) fn stop_clock(state: &mut State, args: &[String], out: &mut Vec<Effect>) {
    let by = named_or_own(state, args);
    ask(state, by, Intent::StopClock(by), out);
}

/// `boards differ [COLOUR]`: a player reports that the boards differ (D.2.9); the keyboard's
/// player unless a colour is named.
pub(super) fn boards_differ(state: &mut State, args: &[String], out: &mut Vec<Effect>) {
    let by = named_or_own(state, args);
    ask(
        state,
        by,
        Intent::BoardsDiffer {
            by,
            theirs: Vec::new(),
        },
        out,
    );
}
