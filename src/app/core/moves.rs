//! The moves of the game: a move completed (the clock pressed) and the last move taken back.

use shakmaty::{Color, Move, Position};

use super::commit::commit_with;
use super::{Effect, Priority, State, phrases};
use crate::record::Actor;
use crate::refusal::Refusal;
use crate::scoresheet::{self, Event};

/// The move `m` of the player to move is completed (D.2.3, D.2.4: the move is made and
/// announced; now the opponent's clock runs).
pub(super) fn complete(state: &mut State, actor: Actor, m: Move, out: &mut Vec<Effect>) {
    let pos = state.pos().clone();
    if !pos.is_legal(m) {
        state.refuse(out, Refusal::Illegal(crate::intent::uci(m)));
        return;
    }
    // A move instead of "resume" starts the new game.
    if state.resume_offer.take().is_some() {
        let text = phrases::new_game_instead(state.lang).to_owned();
        state.say(out, text, Priority::Normal);
    }
    let mover = pos.turn();
    let mut clock = state.table.clock.clone();
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
        state.refuse(out, e.into());
    }
}

/// The last move is taken back; the clock goes back to the side that made it, with the times
/// both sides have now (no increment is given again, 6.14 is the arbiter's to apply).
pub(super) fn take_back(state: &mut State, actor: Actor, out: &mut Vec<Effect>) {
    let Some(m) = state.game().last().cloned() else {
        state.refuse(out, Refusal::NoMoveYet);
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
    let mut clock = state.table.clock.clone();
    if let Some(clock) = clock.as_mut() {
        clock.switch_to(mover, moves, state.now);
    }
    if let Err(e) = commit_with(state, out, actor, Event::TakeBack, clock) {
        state.refuse(out, e.into());
    }
}
