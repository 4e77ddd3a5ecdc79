//! Continuing the game found at start, a new game, turning the board, help, and the end of
//! the session.

use crate::app::commands::{self, Command};
use crate::app::core::change::Intent;
use crate::app::core::endings::resume;
use crate::app::core::{Effect, Priority, State, phrases, quit};

/// `resume`, `new`, `flip`, `help`, `quit`.
pub(super) fn run(state: &mut State, command: Command, args: &[String], out: &mut Vec<Effect>) {
    let lang = state.lang;
    match command {
        Command::Resume => resume(state, out),
        // Instead of the interrupted game offered at start, the core asks back first.
        Command::New => {
            let side = state.player;
            super::ask(state, side, Intent::NewGame, out);
        }
        Command::Flip => {
            state.session.orientation = !state.session.orientation;
            let text = phrases::flipped(lang, state.session.orientation);
            state.say(out, text, Priority::Query);
        }
        Command::Help => {
            let can_undo = !state.game().moves().is_empty();
            let asked = args.join(" ");
            let text = if asked.trim().is_empty() {
                phrases::help(
                    lang,
                    state.session.screen.is_some(),
                    state.session.settings_file.as_deref(),
                )
            } else if let Some(t) = commands::topic(lang, &asked) {
                phrases::help_topic(lang, t, can_undo)
            } else if let Some(c) = commands::command_named(lang, &asked) {
                phrases::help_command(lang, c)
            } else {
                phrases::help_unknown(lang, &asked)
            };
            state.say(out, text, Priority::Query);
        }
        _ => quit(state, out),
    }
}
