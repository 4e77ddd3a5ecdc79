//! The questions the table asks before it does what cannot be undone, asked and answered in
//! one place, whoever asks at this board: a line typed and read by the command layer, or an
//! adapter's intent ([`super::Input::Ask`]: an electronic board, a voice recogniser). A
//! resignation, a new game instead of the interrupted one, a move taken back at one keyboard
//! where the opponent must agree, and an arbiter's change that ends the game or moves a clock
//! by more than a few minutes are said back and wait for a yes; in an event with an arbiter's
//! code, an arbiter's change waits for the code first. Everything else goes straight to
//! [`apply`]. Between two boards, the consent of the opponent is asked in [`super::consent`].

use std::time::Duration;

use shakmaty::{Color, Position};

use super::arbiter::needs_confirmation;
use super::change::{Change, Intent, Origin, apply};
use super::{CODE_LAPSES, Effect, Pending, Priority, State, Timer, phrases, policy};
use crate::app::commands::{self, ArbiterRequest};
use crate::record::{Actor, Role};
use crate::refusal::Refusal;

/// `actor`, at this board, asks for `intent`: where the table asks first, the question is
/// said and the intent waits for the answer ([`answered`]); anything else is applied at once.
pub(super) fn ask(state: &mut State, actor: Actor, intent: Intent, out: &mut Vec<Effect>) {
    match intent {
        Intent::Resign(by) => resign(state, actor, by, out),
        Intent::Arbiter(request) => arbiter(state, Some(actor), request, out),
        Intent::NewGame if state.resume_offer.is_some() => new_game(state, out),
        Intent::TakeBack if take_back_needs_consent(state) => take_back(state, out),
        intent => applied(state, actor, intent, out),
    }
}

/// Applies `intent` for `actor` at this board.
fn applied(state: &mut State, actor: Actor, intent: Intent, out: &mut Vec<Effect>) {
    let now = state.now;
    out.extend(apply(
        state,
        Origin::Local(actor),
        Change::Intent(intent),
        now,
    ));
}

/// A resignation cannot be undone: said back, it waits for a yes. Not asked where it would be
/// refused anyway (the opponent's board for the blind player, say): refused at once, as the
/// host would.
fn resign(state: &mut State, actor: Actor, by: Color, out: &mut Vec<Effect>) {
    // A joined board that is no player's resigns for nobody: refused at once, in words for
    // this board, before any question (the arbiter's board was asked "White resigns: …?",
    // language-3, row 45).
    if state.link().follows() {
        match state.peering.joined_as {
            Some((Role::Arbiter, _)) => {
                let text = phrases::only_players_resign(state.lang);
                state.refuse_with(out, text);
                return;
            }
            Some((Role::Viewer, _)) => {
                state.refuse(out, Refusal::ViewerOnlyListens);
                return;
            }
            _ => {}
        }
    }
    if let Err(why) = policy::check(state, actor, &Intent::Resign(by)) {
        state.refuse(out, why);
        return;
    }
    state.dialog.confirm = Some(Pending::Resign(by));
    let text = phrases::resign_question(state.lang, by);
    state.say(out, text, Priority::Alert);
}

/// A new game instead of the interrupted one offered at start: said back, it waits for a yes.
fn new_game(state: &mut State, out: &mut Vec<Effect>) {
    let Some(offer) = &state.resume_offer else {
        return;
    };
    let lang = state.lang;
    let text = phrases::new_game_question(lang, &super::summary(lang, &offer.sheet));
    state.dialog.confirm = Some(Pending::NewGame);
    state.say(out, text, Priority::Alert);
}

/// At one keyboard under the table protocol, a completed move is the opponent's too: without
/// an arbiter who decides (an event profile), the opponent must agree to take it back.
fn take_back_needs_consent(state: &State) -> bool {
    let rules = state.game().rules();
    // An engine agrees to every take-back of a practice game.
    !state.peering.link.paired()
        && state.engine.is_none()
        && rules.protocol.is_on()
        && !rules.arbitrated
        && !state.game().is_over()
        && state.game().last().is_some()
}

/// The opponent is asked whether the last move may be taken back.
fn take_back(state: &mut State, out: &mut Vec<Effect>) {
    let Some(last) = state.game().last() else {
        return;
    };
    let by = last.before.turn();
    let said = crate::board::played_words(last, state.lang);
    let text = phrases::take_back_question(state.lang, by, &said);
    state.dialog.confirm = Some(Pending::TakeBack);
    state.say(out, text, Priority::Alert);
}

/// An arbiter's change asked at this board by `actor` (`None`: a joined board whose role is
/// not known yet; the host decides). Nothing is asked back that would be refused anyway (a
/// finished game; at a joined board connected as a player, anything of the arbiter's). In an
/// event with an arbiter's code the arbiter proves to be the arbiter first, at whatever seat
/// of this board the change comes from (the arbiter's own paired board decides as the
/// arbiter at the host without it). A game whose event set a code, resumed without the
/// event's profile, has no code to check: the arbiter's changes are refused there until the
/// profile is given again.
pub(super) fn arbiter(
    state: &mut State,
    actor: Option<Actor>,
    request: ArbiterRequest,
    out: &mut Vec<Effect>,
) {
    let lang = state.lang;
    let intent = Intent::Arbiter(request);
    // A listener's board is connected as nobody: refused at once, not after a question.
    if actor.is_none()
        && state.link().follows()
        && matches!(state.peering.joined_as, Some((Role::Viewer, _)))
    {
        state.refuse(out, Refusal::ViewerOnlyListens);
        return;
    }
    if let Some(actor) = actor
        && let Err(why) = policy::check(state, actor, &intent)
    {
        state.refuse(out, why);
        return;
    }
    let coded = state.table.arbiter_code.is_some() || state.game().rules().arbiter_code;
    if keyboard_may_not_rule(state, actor, coded, request) {
        state.refuse_with(out, phrases::arbiter_own_board(lang));
        return;
    }
    if coded && state.link().decides() {
        if state.table.arbiter_code.is_none() {
            state.refuse_with(out, phrases::arbiter_code_missing(lang));
            return;
        }
        if let Some(wait) = state.dialog.code_guard.waiting(state.now) {
            let text = phrases::arbiter_code_locked(lang, wait);
            state.refuse_with(out, text);
            return;
        }
        state.dialog.confirm = Some(Pending::ArbiterCode(request));
        state.dialog.code_asked = Some(state.now);
        let asked = state.now;
        state.schedule(asked + CODE_LAPSES, Timer::CodeLapses { asked });
        out.push(Effect::Conceal(true));
        state.say(out, phrases::arbiter_code_ask(lang), Priority::Alert);
        return;
    }
    confirm_or_carry_out(state, request, out);
}

/// Whether `request`, typed at a host's keyboard (the player's own: `actor` the arbiter as
/// the host decides) under an event profile without an arbiter's code, is refused: in an
/// event the arbiter rules from the arbiter's own paired board, and the player's keyboard
/// changes no clock and rules nothing in the arbiter's name. Starting the clock that waits
/// for the arbiter stays with whoever the arbiter asks to (the template says so).
fn keyboard_may_not_rule(
    state: &State,
    actor: Option<Actor>,
    coded: bool,
    request: ArbiterRequest,
) -> bool {
    actor == Some(Actor::Arbiter)
        && state.link().hosts()
        && state.game().rules().arbitrated
        && !coded
        && request != ArbiterRequest::Resume
}

/// The arbiter's request: said back and waiting for a yes when it ends the game or moves a
/// clock by more than a few minutes, else carried out.
fn confirm_or_carry_out(state: &mut State, request: ArbiterRequest, out: &mut Vec<Effect>) {
    if let Some(question) = needs_confirmation(state, &request) {
        state.dialog.confirm = Some(Pending::Arbiter(request));
        state.say(out, question, Priority::Alert);
        return;
    }
    applied(state, Actor::Arbiter, Intent::Arbiter(request), out);
}

/// A line typed while a question is open: the arbiter's code (the whole line, never read as
/// anything else; a no drops the change without counting as a wrong code), or a yes or a no.
/// Returns whether the line was the answer; a line that is neither drops the question (said)
/// and is read as usual.
pub(super) fn answered(state: &mut State, text: &str, out: &mut Vec<Effect>) -> bool {
    let lang = state.lang;
    if state.conceals_input()
        && let Some(Pending::ArbiterCode(request)) = state.dialog.confirm.take()
    {
        out.push(Effect::Conceal(false));
        if commands::yes_no(lang, text) == Some(false) {
            state.say(out, phrases::arbiter_dropped(lang), Priority::Normal);
        } else {
            code_typed(state, request, text, out);
        }
        return true;
    }
    let answer = commands::yes_no(lang, text);
    // `listen` leaves the question open: the answer is to be said into the microphone. A move
    // heard and said back stays open through a command too (the player may ask what stands
    // on its square first); only an answer or another move replaces it.
    let command = commands::parse(lang, text).map(|(c, _)| c);
    let heard = matches!(
        state.dialog.confirm,
        Some(Pending::Heard(_) | Pending::HeardCommand(_))
    );
    if answer.is_none()
        && (command == Some(commands::Command::Listen) || (heard && command.is_some()))
    {
        return false;
    }
    reply(state, answer, out)
}

/// The answer to the question open, if any: a yes carries it out, a no or anything else
/// (`None`: a line that is not an answer) drops it, said. Returns whether it was an answer
/// (a yes or a no) to an open question. The arbiter's code is a typed line only
/// ([`answered`]): a yes said by voice leaves that question as it is.
pub(super) fn reply(state: &mut State, answer: Option<bool>, out: &mut Vec<Effect>) -> bool {
    let lang = state.lang;
    if state.conceals_input() {
        return false;
    }
    let Some(pending) = state.dialog.confirm.take() else {
        return false;
    };
    if answer == Some(true) {
        confirmed(state, pending, out);
        return true;
    }
    let dropped = match pending {
        Pending::Arbiter(_) => Some(phrases::arbiter_dropped(lang)),
        Pending::Resign(_) => Some(phrases::resign_dropped(lang)),
        Pending::NewGame => Some(phrases::new_game_dropped(lang)),
        Pending::TakeBack => Some(phrases::take_back_declined(lang)),
        // Between two boards the host decides the refusal and says it on both.
        Pending::TakeBackAnswer(by) => {
            let actor = state.local(by);
            let intent = Intent::TakeBackAnswer { by, accept: false };
            applied(state, actor, intent, out);
            None
        }
        // A no to a move heard: not played, said; a new announcement instead of an answer
        // replaces it without a word.
        Pending::Heard(_) | Pending::HeardCommand(_) => {
            (answer == Some(false)).then(|| phrases::voice_dropped(lang))
        }
        // Taken in `answered`, before anything else.
        Pending::ArbiterCode(_) => None,
    };
    if let Some(dropped) = dropped {
        state.say(out, dropped, Priority::Normal);
    }
    answer.is_some()
}

/// Carries out what was said back and answered with yes.
fn confirmed(state: &mut State, pending: Pending, out: &mut Vec<Effect>) {
    match pending {
        Pending::Arbiter(request) => {
            applied(state, Actor::Arbiter, Intent::Arbiter(request), out);
        }
        Pending::Resign(by) => {
            let actor = state.local(by);
            applied(state, actor, Intent::Resign(by), out);
        }
        Pending::NewGame => {
            let actor = state.local(state.player);
            applied(state, actor, Intent::NewGame, out);
        }
        Pending::TakeBack => {
            let actor = state.local(last_mover(state));
            applied(state, actor, Intent::TakeBack, out);
        }
        Pending::TakeBackAnswer(by) => {
            let actor = state.local(by);
            let intent = Intent::TakeBackAnswer { by, accept: true };
            applied(state, actor, intent, out);
        }
        // Played as if typed at this keyboard: the table protocol and the policy as for
        // any announcement.
        // Said back before the game changed (a move from the other board, an arbiter's
        // change): not played; the player announces again.
        Pending::Heard(_) | Pending::HeardCommand(_) if !super::voice::still_current(state) => {
            let text = phrases::voice_repeat(state.lang);
            state.refuse_with(out, text);
        }
        Pending::Heard(uci) => {
            let intent = Intent::Move(uci);
            let actor = state.seated(super::Seat::Keyboard, &intent);
            ask(state, actor, intent, out);
        }
        // Carried out as if typed at this keyboard.
        Pending::HeardCommand(c) => {
            let typed = c.typed(state.lang);
            super::line_event(state, &typed, out);
        }
        // The code is a line of its own, taken before any yes or no.
        Pending::ArbiterCode(_) => {}
    }
}

/// Who made the last move (the side to move when there is none).
fn last_mover(state: &State) -> Color {
    state
        .game()
        .last()
        .map_or(state.pos().turn(), |m| m.before.turn())
}

/// The line typed after an arbiter's change in an event with an arbiter's code: the right
/// code carries the change on; a wrong one changes nothing, and after a few the arbiter's
/// changes wait.
fn code_typed(state: &mut State, request: ArbiterRequest, typed: &str, out: &mut Vec<Effect>) {
    let lang = state.lang;
    if let Some(wait) = state.dialog.code_guard.waiting(state.now) {
        let text = phrases::arbiter_code_locked(lang, wait);
        state.refuse_with(out, text);
        return;
    }
    let right = state
        .table
        .arbiter_code
        .as_ref()
        .is_some_and(|code| code.matches(typed));
    if !right {
        state.dialog.code_guard.wrong(state.now);
        let text = match state.dialog.code_guard.waiting(state.now) {
            Some(wait) => phrases::arbiter_code_locked(lang, wait),
            None => phrases::arbiter_code_wrong(lang),
        };
        state.refuse_with(out, text);
        return;
    }
    state.dialog.code_guard.right();
    confirm_or_carry_out(state, request, out);
}

/// The question for the arbiter's code asked at `asked` lapses: when it is still open, the
/// change is dropped (said) and the terminal shows what is typed again.
pub(super) fn code_lapsed(state: &mut State, asked: Duration, out: &mut Vec<Effect>) {
    if state.conceals_input() && state.dialog.code_asked == Some(asked) {
        state.dialog.confirm = None;
        state.dialog.code_asked = None;
        out.push(Effect::Conceal(false));
        let text = phrases::arbiter_code_lapsed(state.lang);
        state.say(out, text, Priority::Normal);
    }
}
