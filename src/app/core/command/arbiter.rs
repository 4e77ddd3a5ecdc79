//! `arbiter …` and a player's `stop clock`, as typed at this keyboard.

use super::{ask, named_or_own};
use crate::app::commands::{self, ArbiterParseError, ArbiterRequest};
use crate::app::core::arbiter::needs_confirmation;
use crate::app::core::change::{Change, Intent, Origin, apply};
use crate::app::core::{Effect, Priority, State, phrases};
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
    // Nothing is asked back that would be refused anyway (a finished game; at a joined board
    // connected as a player, anything of the arbiter's: refused at once, not after a yes/no
    // question and the host's answer). The host decides again what a joined board asks.
    let intent = Intent::Arbiter(request);
    let actor = if state.link().decides() {
        Some(Actor::Arbiter)
    } else {
        state.joined_actor()
    };
    if let Some(actor) = actor
        && let Err(why) = crate::app::core::policy::check(state, actor, &intent)
    {
        let text = crate::app::core::policy::sentence(state, &why);
        state.refuse_with(out, text);
        return;
    }
    // In an event with an arbiter's code, the arbiter proves to be the arbiter first (the
    // arbiter's own paired board decides as the arbiter at the host without it). A game whose
    // event set a code, resumed without the event's profile, has no code to check: the
    // arbiter's commands are refused there until the profile is given again.
    let coded = state.arbiter_code.is_some() || state.game().rules().arbiter_code;
    if coded && state.link().decides() {
        if state.arbiter_code.is_none() {
            state.refuse_with(out, phrases::arbiter_code_missing(lang));
            return;
        }
        if let Some(wait) = state.code_guard.waiting(state.now) {
            let text = phrases::arbiter_code_locked(lang, wait);
            state.refuse_with(out, text);
            return;
        }
        state.confirm = Some(crate::app::core::Pending::ArbiterCode(request));
        state.code_asked = Some(state.now);
        let lapses = state.now + crate::app::core::CODE_LAPSES;
        let asked = state.now;
        state.schedule(lapses, crate::app::core::Timer::CodeLapses { asked });
        out.push(Effect::Conceal(true));
        state.say(out, phrases::arbiter_code_ask(lang), Priority::Alert);
        return;
    }
    confirm_or_carry_out(state, request, out);
}

/// The line typed after an arbiter's command in an event with an arbiter's code: the right
/// code carries the command on; a wrong one changes nothing, and after a few the arbiter's
/// commands wait.
pub(in crate::app::core) fn code_typed(
    state: &mut State,
    request: ArbiterRequest,
    typed: &str,
    out: &mut Vec<Effect>,
) {
    let lang = state.lang;
    if let Some(wait) = state.code_guard.waiting(state.now) {
        let text = phrases::arbiter_code_locked(lang, wait);
        state.refuse_with(out, text);
        return;
    }
    let right = state
        .arbiter_code
        .as_ref()
        .is_some_and(|code| code.matches(typed));
    if !right {
        state.code_guard.wrong(state.now);
        let text = match state.code_guard.waiting(state.now) {
            Some(wait) => phrases::arbiter_code_locked(lang, wait),
            None => phrases::arbiter_code_wrong(lang),
        };
        state.refuse_with(out, text);
        return;
    }
    state.code_guard.right();
    confirm_or_carry_out(state, request, out);
}

/// The question for the arbiter's code asked at `asked` lapses: when it is still open, the
/// command is dropped (said) and the terminal shows what is typed again.
pub(in crate::app::core) fn code_lapsed(
    state: &mut State,
    asked: std::time::Duration,
    out: &mut Vec<Effect>,
) {
    if state.conceals_input() && state.code_asked == Some(asked) {
        state.confirm = None;
        state.code_asked = None;
        out.push(Effect::Conceal(false));
        let text = phrases::arbiter_code_lapsed(state.lang);
        state.say(out, text, Priority::Normal);
    }
}

/// The arbiter's request: said back and waiting for a yes when it ends the game or moves a
/// clock by more than a few minutes, else carried out.
fn confirm_or_carry_out(state: &mut State, request: ArbiterRequest, out: &mut Vec<Effect>) {
    // A change that ends the game or moves a clock by more than a few minutes is said back
    // in words and waits for a yes.
    if let Some(question) = needs_confirmation(state, &request) {
        state.confirm = Some(crate::app::core::Pending::Arbiter(request));
        state.say(out, question, Priority::Alert);
        return;
    }
    self::request(state, request, out);
}

/// The arbiter's request, carried out (through [`apply`]).
pub(super) fn request(state: &mut State, request: ArbiterRequest, out: &mut Vec<Effect>) {
    let effects = apply(
        state,
        Origin::Local(Actor::Arbiter),
        Change::Intent(Intent::Arbiter(request)),
        state.now,
    );
    out.extend(effects);
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
