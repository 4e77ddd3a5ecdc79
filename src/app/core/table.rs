//! The table protocol of Appendix D: a move is announced (D.2.1), the opponent repeats and
//! confirms it, and only then is it completed and the clock pressed (D.2.3, D.2.4); until then
//! the mover may correct a slip of the tongue (D.2.8). Each step is a journalled entry, so a
//! crash between announcement and completion resumes in the same step.
//!
//! Which step a move is depends on who makes it: the mover's move is an announcement (or,
//! while one stands, a correction); the opponent's move while one stands is a repeat, which
//! completes the move when it is the same and is flagged to both sides when it is not.

use shakmaty::{Move, Position};

use super::commit::commit;
use super::moves::complete;
use super::{Effect, Priority, State, Timer, phrases};
use crate::notation::{Style, words};
use crate::record::{Actor, Role};
use crate::scoresheet::{self, Event};

/// A move from `actor` where moves are announced and confirmed.
pub(super) fn moved(state: &mut State, actor: Actor, m: Move, out: &mut Vec<Effect>) {
    match state.sheet().announced() {
        None => announce(state, actor, m, false, out),
        // The mover announces again: a correction (D.2.8).
        Some(a) if actor.side() == Some(a.by) => announce(state, actor, m, true, out),
        // The opponent repeats it: the same move completes it.
        Some(a) if a.mv == m => complete(state, actor, m, out),
        Some(_) => {
            let event = Event::RepeatDiffers {
                uci: scoresheet::move_to_uci(m),
            };
            if let Err(e) = commit(state, out, actor, event) {
                state.refuse(out, e.into());
            }
        }
    }
}

/// The opponent confirms the announced move: it is completed (the policy has checked that
/// one is announced).
pub(super) fn confirm(state: &mut State, actor: Actor, out: &mut Vec<Effect>) {
    if let Some(a) = state.sheet().announced() {
        complete(state, actor, a.mv, out);
    }
}

/// The mover corrects the announced move (D.2.8; the policy has checked that one is
/// announced).
pub(super) fn correct(state: &mut State, actor: Actor, m: Move, out: &mut Vec<Effect>) {
    if state.sheet().announced().is_some() {
        announce(state, actor, m, true, out);
    }
}

/// Records the announcement of `m` (a correction when `correction`), says it back in
/// Appendix D words and asks the opponent to confirm; the mover's clock keeps running.
fn announce(state: &mut State, actor: Actor, m: Move, correction: bool, out: &mut Vec<Effect>) {
    let pos = state.pos().clone();
    let before = state.sheet().announced();
    // The same move again: nothing to correct (and nothing recorded twice). Refused, so that
    // between two boards it is said on the board that typed it, not on the host's.
    if correction && before.is_some_and(|a| a.mv == m) {
        state.refuse(
            out,
            crate::refusal::Refusal::SameAsAnnounced(crate::intent::uci(m)),
        );
        return;
    }
    let event = Event::Announce {
        uci: scoresheet::move_to_uci(m),
        correction,
    };
    // A move announced instead of "resume" starts the new game.
    let instead = state.resume_offer.is_some();
    if let Err(e) = commit(state, out, actor, event) {
        state.refuse(out, e.into());
        return;
    }
    if instead {
        state.resume_offer = None;
        let text = phrases::new_game_instead(state.lang).to_owned();
        state.say(out, text, Priority::Normal);
    }
    say_if_confirmer_away(state, !pos.turn(), out);
}

/// On a host, says why a move announced waits when the board that confirms it (the
/// opponent's, or its assistant's, for `confirmer`) was paired and is not connected now (the
/// network cut, the board or the host restarted).
fn say_if_confirmer_away(state: &mut State, confirmer: shakmaty::Color, out: &mut Vec<Effect>) {
    if !state.peering.link.hosts() || state.seat == Some(confirmer) {
        return;
    }
    let boards: Vec<_> = state
        .peering
        .paired
        .iter()
        .filter(|p| p.side == Some(confirmer) && matches!(p.role, Role::Opponent | Role::Assistant))
        .collect();
    if !boards.is_empty() && !boards.iter().any(|p| p.connected) {
        let text = phrases::confirmer_away(state.lang, confirmer);
        state.say(out, text, Priority::Alert);
    }
}

/// The reminder for the move announced at `ply`, if it still waits for confirmation (the
/// Laws set no time limit: this only recalls it).
pub(super) fn remind(state: &mut State, ply: u32, out: &mut Vec<Effect>) {
    let here = u32::try_from(state.game().moves().len()).unwrap_or(u32::MAX);
    let Some(a) = state.sheet().announced() else {
        return;
    };
    // Only the latest reminder of an announcement speaks (a correction schedules its own).
    let later = state
        .timers
        .iter()
        .any(|(_, t)| matches!(t, Timer::Confirmation { ply: p } if *p == ply));
    if here != ply || later {
        return;
    }
    let lang = state.lang;
    let said = words(state.pos(), a.mv, lang, Style::default());
    let text = phrases::not_confirmed(lang, a.by, &said);
    state.say(out, text, Priority::Alert);
}
