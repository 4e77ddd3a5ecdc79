//! Continuing the game found at start, a new game, turning the board, help, and the end of
//! the session.

use super::super::change::Intent;
use super::super::endings::resume;
use super::super::{Effect, Priority, State, phrases, quit};
use crate::app::commands::Command;

/// `resume`, `new`, `flip`, `help`, `quit`.
pub(super) fn run(state: &mut State, command: Command, out: &mut Vec<Effect>) {
    let lang = state.lang;
    match command {
        Command::Resume => resume(state, out),
        Command::New => {
            let side = state.player;
            super::ask(state, side, Intent::NewGame, out);
        }
        Command::Flip => {
            state.orientation = !state.orientation;
            let text = phrases::flipped(lang, state.orientation);
            state.say(out, text, Priority::Query);
        }
        Command::Help => {
            let text = phrases::help(
                lang,
                !state.game().moves().is_empty(),
                state.screen.is_some(),
            );
            state.say(out, text, Priority::Query);
        }
        _ => quit(state, out),
    }
}
