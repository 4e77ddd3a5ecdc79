//! The moves of the game: a move completed (the clock pressed) and the last move taken back.

use shakmaty::{Color, Move, Position};

use super::commit::{commit_with, refuse};
use super::{Effect, Priority, State, phrases};
use crate::record::Actor;
use crate::scoresheet::{self, Event};

/// The move `m` of the player to move is completed (D.2.3, D.2.4: the move is made and
/// announced; now the opponent's clock runs).
pub(super) fn complete(state: &mut State, actor: Actor, m: Move, out: &mut Vec<Effect>) {
    let lang = state.lang;
    let pos = state.pos().clone();
    if !pos.is_legal(m) {
        let text = phrases::illegal_move(lang, &m);
        state.refuse_with(out, text);
        return;
    }
    // A move instead of "resume" starts the new game.
    if state.resume_offer.take().is_some() {
        let text = phrases::new_game_instead(state.lang).to_owned();
        state.say(out, text, Priority::Normal);
    }
    let mover = pos.turn();
    let mut clock = state.clock.clone();
    if let Some(clock) = clock.as_mut() {
        let _ = clock.press(state.now);
    }
    let reading = clock.as_ref().map(|c| c.remaining(mover, state.now));
    let event = Event::Move {
        uci: scoresheet::move_to_uci(m),
        clock: reading,
        recorded: false,
    };
    if let Err(e) = commit_with(state, out, actor, event, clock) {
        refuse(state, out, &e);
    }
}

/// The last move is taken back; the clock goes back to the side that made it, with the times
/// both sides have now (no increment is given again, 6.14 is the arbiter's to apply).
pub(super) fn take_back(state: &mut State, actor: Actor, out: &mut Vec<Effect>) {
    let lang = state.lang;
    let Some(m) = state.game().last().cloned() else {
        let text = crate::board::phrases::no_move_yet(lang).to_owned();
        state.refuse_with(out, text);
        return;
    };
    let mover = m.before.turn();
    let moves = [Color::White, Color::Black].map(|c| {
        let n = state
            .game()
            .moves()
            .iter()
            .filter(|p| p.before.turn() == c)
            .count()
            .saturating_sub(usize::from(c == mover));
        u32::try_from(n).unwrap_or(u32::MAX)
    });
    let mut clock = state.clock.clone();
    if let Some(clock) = clock.as_mut() {
        clock.switch_to(mover, moves, state.now);
    }
    if let Err(e) = commit_with(state, out, actor, Event::TakeBack, clock) {
        refuse(state, out, &e);
    }
}
