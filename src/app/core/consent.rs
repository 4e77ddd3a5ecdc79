//! Between two boards, a completed move is taken back only with the opponent's consent where
//! no arbiter profile decides (an arbitrated event game lets only the arbiter take back): the
//! host says the wish on the opponent's board as a question, carries it out on that player's
//! yes, and says the refusal on every player's board, each in its own language, on a no.

use shakmaty::{Color, Position};

use super::{Effect, Message, Pending, Priority, State, To, phrases};
use crate::actor::Actor;
use crate::intent::Intent;
use crate::refusal::Refusal;

/// Whether the host must ask the opponent before `actor` takes back the last move: two
/// boards, a player's (not the arbiter's) take-back of a completed move, in a game that is
/// not over and has no event profile.
pub(super) fn needed(state: &State, actor: Actor) -> bool {
    let game = state.game();
    state.peering.link.hosts()
        && actor != Actor::Arbiter
        && !game.rules().arbitrated
        && !game.is_over()
        && game.last().is_some()
}

/// The boards where the player (or assistant) of `side` sits.
fn boards_of(state: &State, side: Color) -> Vec<u32> {
    state
        .peering
        .peers
        .iter()
        .filter(|p| p.side == Some(side) && p.role.actor(p.side).is_some())
        .map(|p| p.id)
        .collect()
}

/// The host asks the opponent whether the last move may be taken back: at this keyboard when
/// the opponent plays here (or at no other board), else on the opponent's board.
pub(super) fn ask(state: &mut State, out: &mut Vec<Effect>) {
    let Some(last) = state.game().last().cloned() else {
        return;
    };
    let mover = last.before.turn();
    let opponent = !mover;
    let at = state.log().len();
    if state.dialog.take_back_asked == Some((mover, at)) {
        state.refuse(out, Refusal::TakeBackAsked);
        return;
    }
    state.dialog.take_back_asked = Some((mover, at));
    let boards = boards_of(state, opponent);
    if state.own_side() == opponent || boards.is_empty() {
        let said = crate::board::played_words(&last, state.lang);
        let text = phrases::take_back_question(state.lang, mover, &said);
        state.dialog.confirm = Some(Pending::TakeBackAnswer(opponent));
        state.say(out, text, Priority::Alert);
        return;
    }
    // The opponent's board says the question and sends the answer back.
    for id in boards {
        out.push(Effect::Send {
            to: To::Peer(id),
            message: Message::Request {
                at: at as u64,
                intent: Intent::TakeBack,
            },
        });
    }
    let text = phrases::take_back_asked(state.lang);
    state.say(out, text, Priority::Normal);
}

/// The opponent (`by`) answers: on yes the move is taken back, as the mover asked; on no the
/// refusal is said here and on every player's board, in its language.
pub(super) fn answer(state: &mut State, by: Color, accept: bool, out: &mut Vec<Effect>) {
    let at = state.log().len();
    // Only an answer to the question standing, for the move it was asked about, counts; any
    // other changes nothing (and is answered as a refusal, in the asker's language).
    let standing = state
        .dialog
        .take_back_asked
        .filter(|(mover, when)| *mover == !by && *when == at && !state.game().is_over());
    let Some((mover, _)) = standing else {
        state.refuse(out, Refusal::TakeBackNotAsked);
        return;
    };
    state.dialog.take_back_asked = None;
    if accept {
        super::moves::take_back(state, Actor::Player(mover), out);
        return;
    }
    let text = phrases::take_back_declined(state.lang);
    state.say(out, text, Priority::Normal);
    let players: Vec<_> = state
        .peering
        .peers
        .iter()
        .filter(|p| p.side.is_some() && p.role.actor(p.side).is_some())
        .map(|p| p.id)
        .collect();
    for id in players {
        out.push(Effect::Send {
            to: To::Peer(id),
            message: Message::Refused {
                refusal: Refusal::TakeBackDeclined,
            },
        });
    }
}

/// A joined board: the host asks this board's player whether the opponent may take back
/// their last move (the only thing a host asks of a board).
pub(super) fn asked_by_host(state: &mut State, intent: &Intent, out: &mut Vec<Effect>) {
    let Some(last) = state.game().last().cloned() else {
        return;
    };
    let mover = last.before.turn();
    if *intent != Intent::TakeBack || state.own_side() == mover {
        return;
    }
    let said = crate::board::played_words(&last, state.lang);
    let text = phrases::take_back_question(state.lang, mover, &said);
    state.dialog.confirm = Some(Pending::TakeBackAnswer(!mover));
    state.say(out, text, Priority::Alert);
}
