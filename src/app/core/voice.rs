//! Voice input at this board: `listen` asks the microphone once; what it heard comes back
//! ([`Voiced`]) and is said back in words, waiting for a yes (or Enter) before it is played,
//! as an announcement is repeated before it counts (D.2.1). A no or a new announcement
//! replaces it; nothing heard is answered "please repeat". A move is never played on what
//! the recogniser heard alone.
//!
//! A command said at the table ("Uhr", "wiederholen", "Remis", "aufgeben") is taken as if
//! typed; with continuous listening, only one that asks, not one that changes the game.
//!
//! With continuous listening (`--voice-continuous`) the microphone opens again by itself
//! after each announcement, answer or silence, from the start of the game to its end;
//! `listen` then pauses it and starts it again. The shell opens the microphone only when
//! rochade is quiet, and with a tone, unless it only goes on listening after silence.

use super::questions;
use super::{Effect, Pending, Priority, State, Voiced, phrases};
use crate::notation::{Style, words};
use crate::voice::Spoken;

/// How voice input listens at this board.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(super) enum Mode {
    /// Not at all: not asked for, or no recogniser found.
    #[default]
    Off,
    /// Once each time `listen` is asked (push-to-talk, `--voice-input`).
    OnRequest,
    /// Again by itself after each announcement (`--voice-continuous`); `listen` pauses it
    /// and starts it again.
    Continuous {
        /// Paused by `listen`, or by a microphone that failed.
        paused: bool,
    },
}

/// Voice input at this board.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(super) struct Listening {
    /// How it listens.
    pub(super) mode: Mode,
    /// The microphone is listening now, or asked to (nothing come back yet).
    pub(super) now: bool,
    /// How many entries the record held when the move heard was said back: a yes after
    /// anything else was recorded (a move from the other board, an arbiter's change) plays
    /// nothing.
    pub(super) heard_at: usize,
}

/// Whether the move said back is still the one for the game as it stands: nothing has been
/// recorded since it was said back.
pub(super) fn still_current(state: &State) -> bool {
    state.log().len() == state.voice.heard_at
}

/// At the start of a game (the session's first, or a new one): continuous listening begins.
pub(super) fn begin(state: &mut State, out: &mut Vec<Effect>) {
    if state.voice_continuous() && !state.voice.now {
        ask(state, true, out);
    }
}

/// Asks the shell to open the microphone (with the tone when `cue`).
fn ask(state: &mut State, cue: bool, out: &mut Vec<Effect>) {
    state.voice.now = true;
    out.push(Effect::Listen { cue });
}

/// `listen`: the microphone listens once, unless voice input is off or it listens already;
/// with continuous listening, it pauses or starts listening again.
pub(super) fn listen(state: &mut State, out: &mut Vec<Effect>) {
    let lang = state.lang;
    match state.voice.mode {
        Mode::Off => state.refuse_with(out, phrases::voice_off(lang)),
        Mode::Continuous { paused: true } => {
            state.voice.mode = Mode::Continuous { paused: false };
            state.say(out, phrases::voice_resumed(lang), Priority::Query);
            if !state.voice.now {
                ask(state, true, out);
            }
        }
        Mode::Continuous { paused: false } if state.voice.now => {
            state.voice.mode = Mode::Continuous { paused: true };
            out.push(Effect::StopListening);
            state.say(out, phrases::voice_paused(lang), Priority::Query);
        }
        Mode::OnRequest if state.voice.now => {
            state.say(out, phrases::voice_busy(lang), Priority::Query);
        }
        Mode::OnRequest | Mode::Continuous { paused: false } => ask(state, true, out),
    }
}

/// What the microphone heard: a move is said back and waits for a yes; a yes or a no
/// answers the question open; nothing heard, or a fault, is said. With continuous
/// listening the microphone opens again (silently after silence), unless it is paused, the
/// game is over, or the microphone failed (then it pauses: `listen` tries again).
pub(super) fn voiced(state: &mut State, voiced: Voiced, out: &mut Vec<Effect>) {
    let lang = state.lang;
    state.voice.now = false;
    let continuous = matches!(state.voice.mode, Mode::Continuous { .. });
    let mut cue = true;
    match voiced {
        // An always-open microphone hears what is said at the table: there it answers only
        // the move it said back; a resignation, a new game, a take-back or an arbiter's change
        // is answered at the keyboard, and a yes or no with nothing asked is let be.
        Voiced::Yes | Voiced::No
            if continuous
                && !matches!(
                    state.dialog.confirm,
                    Some(Pending::Heard(_) | Pending::HeardCommand(_))
                ) =>
        {
            if state.dialog.confirm.is_some() {
                state.refuse_with(out, phrases::voice_answer_typed(lang));
            }
        }
        Voiced::Yes | Voiced::No => {
            if !questions::reply(state, Some(voiced == Voiced::Yes), out) {
                state.refuse_with(out, phrases::voice_nothing_asked(lang));
            }
        }
        // Nobody spoke, or rochade spoke meanwhile (the recording was stopped): listening
        // goes on without a word; asked once, it is asked again.
        Voiced::Silence | Voiced::Interrupted if continuous => cue = false,
        // rochade spoke before the player began ("I am listening already", an alert): the
        // listening asked for is begun again once rochade is quiet, with the tone.
        Voiced::Interrupted => ask(state, true, out),
        Voiced::Silence | Voiced::Nothing => {
            state.refuse_with(out, phrases::voice_repeat(lang));
        }
        Voiced::Failed(text) => {
            state.refuse_with(out, text);
            if state.voice.mode == (Mode::Continuous { paused: false }) {
                state.voice.mode = Mode::Continuous { paused: true };
                state.say(out, phrases::voice_paused(lang), Priority::Normal);
            }
        }
        // A command said at the table is taken as typed; by an always-open microphone only
        // one that asks (the clock, the last move), for what is said at the table must not
        // offer a draw or resign.
        Voiced::Command(c) if continuous && c.changes_the_game() => {
            let typed = c.typed(lang);
            state.refuse_with(out, phrases::voice_command_typed(lang, &typed));
        }
        // A resignation asks its own question; a draw offered, accepted or declined is said
        // back first, as a move heard is: a word misheard changes nothing.
        Voiced::Command(c) if c.changes_the_game() && c != Spoken::Resign => {
            heard_command(state, c, out);
        }
        Voiced::Command(c) => super::line_event(state, &c.typed(lang), out),
        Voiced::Move(uci) => heard_move(state, uci, out),
    }
    if state.voice.mode == (Mode::Continuous { paused: false }) && !state.game().is_over() {
        ask(state, cue, out);
    }
}

/// A move heard: said back, waiting for a yes.
fn heard_move(state: &mut State, uci: shakmaty::uci::UciMove, out: &mut Vec<Effect>) {
    let lang = state.lang;
    let pos = state.pos().clone();
    // Heard in a position the game has left since (a move made meanwhile), or after the game
    // ended while the player spoke (a flag fell): not said back.
    let Ok(m) = uci.to_move(&pos) else {
        state.refuse_with(out, phrases::voice_repeat(lang));
        return;
    };
    if state.game().is_over() {
        state.refuse_with(out, phrases::voice_repeat(lang));
        return;
    }
    let said = words(&pos, m, lang, Style::default());
    say_back(state, Pending::Heard(uci), &said, out);
}

/// A command heard that changes the game: said back in words ("Remis? Ja oder nein."),
/// waiting for a yes, as a move heard is.
fn heard_command(state: &mut State, c: Spoken, out: &mut Vec<Effect>) {
    let typed = c.typed(state.lang);
    let mut chars = typed.chars();
    let said: String = chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default();
    say_back(state, Pending::HeardCommand(c), &said, out);
}

/// Says back what was heard (`said`, in words) and waits for a yes to `pending`; while the
/// arbiter's code is asked for, nothing heard is said back. What was said back before is
/// replaced; another question open is dropped as a typed move drops it.
fn say_back(state: &mut State, pending: Pending, said: &str, out: &mut Vec<Effect>) {
    let lang = state.lang;
    if state.conceals_input() {
        state.refuse_with(out, phrases::voice_repeat(lang));
        return;
    }
    if matches!(
        state.dialog.confirm,
        Some(Pending::Heard(_) | Pending::HeardCommand(_))
    ) {
        state.dialog.confirm = None;
    } else {
        questions::reply(state, None, out);
    }
    state.voice.heard_at = state.log().len();
    state.dialog.confirm = Some(pending);
    state.say(out, phrases::voice_heard(lang, said), Priority::Query);
}
