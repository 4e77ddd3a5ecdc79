//! The commands of the game, one small module each (or one per family of queries): each
//! reads its arguments and either answers from the state (a query) or turns them into an
//! [`super::Intent`] for [`super::apply`]. The command words themselves are data
//! ([`crate::app::commands`]).

use super::{Cue, Effect, Priority, State};
use crate::app::commands::Command;

mod analysis;
mod arbiter;
mod board;
mod offers;
pub(super) mod play;
mod readback;
mod session;

/// Runs `command` with its arguments.
pub(super) fn run(state: &mut State, command: Command, args: &[String], out: &mut Vec<Effect>) {
    if state.study.is_some() {
        return studying(state, command, args, out);
    }
    match command {
        Command::Square
        | Command::Attackers
        | Command::Diagonal
        | Command::Rank
        | Command::File
        | Command::Where
        | Command::Moves
        | Command::Last
        | Command::Turn
        | Command::Material => board::run(state, command, args, out),
        Command::MoveNumber if analysis::shown(state) => analysis::to_move(state, args, out),
        Command::Score
        | Command::LastMoves
        | Command::MoveNumber
        | Command::Repeat
        | Command::Clock
        | Command::Adjustments => readback::run(state, command, args, out),
        Command::Undo => play::undo(state, out),
        Command::Hint => play::hint(state, out),
        Command::Listen => super::voice::listen(state, out),
        Command::EngineRestart => play::engine_restart(state, out),
        Command::Analyse => analysis::analyse(state, out),
        Command::Next | Command::Previous | Command::NextMistake => {
            analysis::step(state, command, out);
        }
        Command::Variation | Command::BackToGame => {
            let text = crate::i18n::msg::study_none(state.lang);
            state.refuse_with(out, text);
        }
        Command::Confirm => play::confirm(state, out),
        Command::Correct => play::correct(state, args, out),
        Command::Offer | Command::Accept | Command::Decline | Command::Claim | Command::Resign => {
            offers::run(state, command, args, out)
        }
        Command::Arbiter => arbiter::arbiter(state, args, out),
        Command::StopClock => arbiter::stop_clock(state, args, out),
        Command::BoardsDiffer => arbiter::boards_differ(state, args, out),
        Command::Boards => super::peers::list_boards(state, out),
        Command::Revoke => super::peers::revoke(state, args, out),
        Command::Resume | Command::New | Command::Flip | Command::Help | Command::Quit => {
            session::run(state, command, args, out)
        }
    }
}

/// `command` in a game loaded for study: the way through it, the questions about the board
/// and the scoresheet of the position reached, the help and the end; nothing that would
/// change the game.
fn studying(state: &mut State, command: Command, args: &[String], out: &mut Vec<Effect>) {
    use super::study;
    match command {
        Command::Next => study::step(state, true, out),
        Command::Previous => study::step(state, false, out),
        Command::MoveNumber => study::to_move(state, args, out),
        Command::Variation => study::enter(state, args, out),
        // "zurück" leaves one variation: in a study there is nothing to take back.
        Command::Undo => study::leave(state, false, out),
        Command::BackToGame => study::leave(state, true, out),
        Command::Square
        | Command::Attackers
        | Command::Diagonal
        | Command::Rank
        | Command::File
        | Command::Where
        | Command::Moves
        | Command::Last
        | Command::Turn
        | Command::Material => board::run(state, command, args, out),
        Command::Score | Command::LastMoves | Command::Repeat | Command::Clock => {
            readback::run(state, command, args, out);
        }
        Command::Flip | Command::Help | Command::Quit => session::run(state, command, args, out),
        _ => study::not_here(state, out),
    }
}

/// The analysis asked for with `analyse` has come (or could not be made).
pub(super) fn analysed(
    state: &mut State,
    lines: Option<Box<crate::app::core::AnalysisLines>>,
    out: &mut Vec<Effect>,
) {
    analysis::came(state, lines, out);
}

/// The engine's best move for the player has come (`hint`): said in the player's words when it
/// can still be played, else dropped (the game has moved on).
pub(super) fn hint_came(state: &mut State, uci: &shakmaty::uci::UciMove, out: &mut Vec<Effect>) {
    play::hint_came(state, uci, out);
}

/// Asks for `intent` as the person at this keyboard who acts for `side`: the core asks back
/// first where the table does ([`super::questions`]).
fn ask(state: &mut State, side: shakmaty::Color, intent: super::Intent, out: &mut Vec<Effect>) {
    let actor = state.local(side);
    super::questions::ask(state, actor, intent, out);
}

/// The colour named among `args`, else the keyboard's player (`--side`, or the seat).
fn named_or_own(state: &State, args: &[String]) -> shakmaty::Color {
    args.iter()
        .find_map(|w| crate::app::commands::colour(state.lang, w))
        .unwrap_or(state.own_side())
}

/// Says an answer: a query's at query priority, a refusal with the illegal cue.
fn answer(state: &mut State, out: &mut Vec<Effect>, answer: Result<String, String>) {
    match answer {
        Ok(text) => state.say(out, text, Priority::Query),
        Err(text) => {
            state.say(out, text, Priority::Normal);
            out.push(Effect::Cue(Cue::Illegal));
        }
    }
}
