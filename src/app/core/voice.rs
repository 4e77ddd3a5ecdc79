//! Voice input at this board: `listen` asks the microphone once; what it heard comes back
//! ([`Voiced`]) and is said back in words, waiting for a yes (or Enter) before it is played,
//! as an announcement is repeated before it counts (D.2.1). A no or a new announcement
//! replaces it; nothing heard is answered "please repeat". A move is never played on what
//! the recogniser heard alone.

use super::questions;
use super::{Effect, Pending, Priority, State, Voiced, phrases};
use crate::notation::{Style, words};

/// Voice input at this board.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(super) struct Listening {
    /// It is on (`--voice-input`, with a recogniser).
    pub(super) on: bool,
    /// The microphone is listening now (asked, nothing come back yet).
    pub(super) now: bool,
}

/// `listen`: the microphone listens once, unless voice input is off or it listens already.
pub(super) fn listen(state: &mut State, out: &mut Vec<Effect>) {
    let lang = state.lang;
    if !state.voice.on {
        state.refuse_with(out, phrases::voice_off(lang));
        return;
    }
    if state.voice.now {
        state.say(out, phrases::voice_busy(lang), Priority::Query);
        return;
    }
    state.voice.now = true;
    out.push(Effect::Listen);
}

/// What the microphone heard: a move is said back and waits for a yes; a yes or a no
/// answers the question open; nothing heard, or a fault, is said.
pub(super) fn voiced(state: &mut State, voiced: Voiced, out: &mut Vec<Effect>) {
    let lang = state.lang;
    state.voice.now = false;
    match voiced {
        Voiced::Yes | Voiced::No => {
            if !questions::reply(state, Some(voiced == Voiced::Yes), out) {
                state.refuse_with(out, phrases::voice_nothing_asked(lang));
            }
        }
        Voiced::Nothing => state.refuse_with(out, phrases::voice_repeat(lang)),
        Voiced::Failed(text) => state.refuse_with(out, text),
        Voiced::Move(uci) => {
            let pos = state.pos().clone();
            // Heard in a position the game has left since (a move made meanwhile), or while
            // the arbiter's code is asked for: not said back.
            let Ok(m) = uci.to_move(&pos) else {
                state.refuse_with(out, phrases::voice_repeat(lang));
                return;
            };
            if state.conceals_input() {
                state.refuse_with(out, phrases::voice_repeat(lang));
                return;
            }
            // A new announcement replaces one said back before; another question open is
            // dropped as a typed move drops it.
            if matches!(state.dialog.confirm, Some(Pending::Heard(_))) {
                state.dialog.confirm = None;
            } else {
                questions::reply(state, None, out);
            }
            let said = words(&pos, m, lang, Style::default());
            state.dialog.confirm = Some(Pending::Heard(uci));
            state.say(out, phrases::voice_heard(lang, &said), Priority::Query);
        }
    }
}
