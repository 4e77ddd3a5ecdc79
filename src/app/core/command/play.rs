//! A move announced at this keyboard, and taking one back.

use shakmaty::Position;

use super::super::arbiter::is_interrupted;
use super::super::change::{Change, Intent, Origin, apply, refused_over};
use super::super::{Effect, State, phrases};
use crate::lang::InputLang;
use crate::notation::{NotationError, phrases as notation_phrases, read_move};

/// A line that is not a command: a move of the side to move, read in the session's
/// language; a line that does not read as a legal move is answered with the reason.
pub(in super::super) fn announced(state: &mut State, text: &str, out: &mut Vec<Effect>) {
    let lang = state.lang;
    if refused_over(state, out) {
        return;
    }
    if is_interrupted(state) {
        state.refuse_with(out, phrases::interrupted(lang).to_owned());
        return;
    }
    let pos = state.pos().clone();
    match read_move(&pos, text, InputLang::One(lang)) {
        Ok(m) => {
            let actor = state.local(pos.turn());
            let effects = apply(
                state,
                Origin::Local(actor),
                Change::Intent(Intent::Move(m)),
                state.now,
            );
            out.extend(effects);
        }
        Err(e) => {
            let why = notation_phrases::error(lang, &pos, &e);
            let text = match e {
                NotationError::Syntax(_) => phrases::not_understood(lang, &why),
                _ => why,
            };
            state.refuse_with(out, text);
        }
    }
}

/// `undo`: the last move is taken back, by the player who made it.
pub(super) fn undo(state: &mut State, out: &mut Vec<Effect>) {
    let side = state
        .game()
        .last()
        .map_or_else(|| state.pos().turn(), |m| m.before.turn());
    let actor = state.local(side);
    let effects = apply(
        state,
        Origin::Local(actor),
        Change::Intent(Intent::TakeBack),
        state.now,
    );
    out.extend(effects);
}

/// `confirm`: the opponent of the player who announced confirms the move.
pub(super) fn confirm(state: &mut State, out: &mut Vec<Effect>) {
    let side = !state.pos().turn();
    let actor = state.local(side);
    let effects = apply(
        state,
        Origin::Local(actor),
        Change::Intent(Intent::Confirm),
        state.now,
    );
    out.extend(effects);
}

/// `correct MOVE`: the mover replaces the announced move (D.2.8). With nothing announced
/// the player who made the last move is refused (after completion it is the arbiter's
/// matter), whatever the move.
pub(super) fn correct(state: &mut State, args: &[String], out: &mut Vec<Effect>) {
    let lang = state.lang;
    if state.sheet().announced().is_none() {
        let side = state
            .game()
            .last()
            .map_or_else(|| state.pos().turn(), |m| m.before.turn());
        let actor = state.local(side);
        super::super::table::correction_refused(state, actor, out);
        return;
    }
    let pos = state.pos().clone();
    let text = args.join(" ");
    match read_move(&pos, &text, InputLang::One(lang)) {
        Ok(m) => {
            let actor = state.local(pos.turn());
            let effects = apply(
                state,
                Origin::Local(actor),
                Change::Intent(Intent::Correct(m)),
                state.now,
            );
            out.extend(effects);
        }
        Err(e) => {
            let why = notation_phrases::error(lang, &pos, &e);
            let text = match e {
                NotationError::Syntax(_) => phrases::not_understood(lang, &why),
                _ => why,
            };
            state.refuse_with(out, text);
        }
    }
}
