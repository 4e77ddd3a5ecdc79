//! Ending the game and starting anew: draw offers, claims, resignation, the announcement of
//! the result, continuing an unfinished game and starting a new one.

use shakmaty::{Color, Position};

use super::commit::commit;
use super::{Effect, Priority, State, phrases, summary};
use crate::game::ClaimKind;
use crate::intent::Intent;
use crate::record::{Actor, Record};
use crate::refusal::Refusal;
use crate::scoresheet::Event;

/// Draw offers and answers, claims and resignation, as recorded events.
pub(super) fn decide(state: &mut State, actor: Actor, intent: Intent, out: &mut Vec<Effect>) {
    let event = match intent {
        Intent::Offer(by) => Event::Offer {
            by,
            arbiter_consent: false,
        },
        Intent::Answer { by, accept } => Event::Answer { by, accept },
        Intent::Resign(by) => Event::Resign { by },
        Intent::Claim { by, kind, declared } => Event::Claim { by, kind, declared },
        _ => return,
    };
    let applied = match commit(state, out, actor, event) {
        Ok(a) => a,
        Err(e) => {
            state.refuse(out, e.into());
            return;
        }
    };
    // 9.5.3: the time for an incorrect claim goes onto the opponent's clock at once,
    // journalled with the opponent's new reading (said with the claim).
    if let (Some(p), true) = (applied.penalty, applied.claim.is_some()) {
        use crate::clock::{Cause, Reason};
        super::commit::add_time(
            state,
            out,
            p.add_to,
            p.amount,
            Cause::new(Actor::Arbiter, Reason::IncorrectClaim),
        );
    }
}

/// The kind of claim a "claim" line makes when it names none: the kind that holds (the
/// fifty-move rule when only it does), else threefold repetition.
pub(super) fn claim_kind(state: &State, by: Color, declared: Option<shakmaty::Move>) -> ClaimKind {
    let holds = |k: ClaimKind| {
        let mut g = state.game().clone();
        g.claim(by, k, declared).is_ok_and(|v| v.correct)
    };
    if !holds(ClaimKind::Threefold) && holds(ClaimKind::FiftyMoves) {
        ClaimKind::FiftyMoves
    } else {
        ClaimKind::Threefold
    }
}

/// Continues the unfinished game offered at start: its entries are applied again (clock
/// included), and the shell opens its journal.
pub(super) fn resume(state: &mut State, out: &mut Vec<Effect>) {
    let lang = state.lang;
    let Some(offer) = state.resume_offer.take() else {
        state.refuse(out, Refusal::NothingToResume);
        return;
    };
    let fallback = state.table.clock.take();
    let start = offer.sheet.start().clone();
    state.load(&start, &offer.entries, fallback);
    if let Some(clock) = state.table.clock.as_mut() {
        let _ = clock.start_with(
            state.now,
            state.table.record.sheet().game().position().turn(),
        );
    }
    out.push(Effect::Resume(offer.path));
    let text = phrases::resumed(lang, &summary(lang, state.sheet()));
    state.say(out, text, Priority::Normal);
    super::say_announced(state, out);
}

/// A new game from the same start (position, rules, clock, tags); the policy has checked that
/// none is in progress.
pub(super) fn new_game(state: &mut State, out: &mut Vec<Effect>) {
    state.resume_offer = None;
    state.resumed = false;
    let mut start = state.sheet().start().clone();
    // Another game, with an identity of its own: the boards that follow it tell it from the
    // last one by it.
    start.game = next_game_id(&start.game);
    let Ok(record) = Record::new(start) else {
        return;
    };
    state.table.record = record;
    begin(state, false, out);
    // Continuous listening, ended with the last game, begins again with this one.
    super::voice::begin(state, out);
}

/// Begins the game whose record holds its start only: the one place a game begins (the
/// session's first game, and every new game after it). The start entry is journalled and sent
/// to the other boards; the clock is the start's (6.2.6 allowances included), running from now
/// at one board, and on a hosted board when the opponent's board is there (or when the
/// arbiter starts it, where the event wants that); the narrator says the start unless `quiet`
/// (an unfinished game is offered first).
pub(super) fn begin(state: &mut State, quiet: bool, out: &mut Vec<Effect>) {
    let Some(entry) = state.log().first().cloned() else {
        return;
    };
    out.push(Effect::Record(super::Recorded {
        number: 0,
        entry: entry.clone(),
    }));
    if let Some(setup) = &state.sheet().start().clock {
        state.table.clock = Some(setup.clock(state.now));
    }
    let turn = state.pos().turn();
    if state.peering.link.hosts() {
        if state
            .peering
            .peers
            .iter()
            .any(|p| p.role == crate::record::Role::Opponent)
        {
            super::host_clock::start_clock(state, out);
        }
    } else if let Some(clock) = state.table.clock.as_mut() {
        let _ = clock.start_with(state.now, turn);
    }
    if !quiet {
        let before = super::narrate::Before::of(state.game(), None, &entry.event);
        let applied = crate::scoresheet::Applied::default();
        super::narrate::narrate(state, &before, entry.actor, &entry.event, &applied, out);
    }
}

/// The identity of the game after `game` in the same session: `ID.2`, `ID.3`, …
fn next_game_id(game: &str) -> String {
    match game.rsplit_once('.') {
        Some((base, n)) if !base.is_empty() => match n.parse::<u32>() {
            Ok(n) => format!("{base}.{}", n.saturating_add(1)),
            Err(_) => format!("{game}.2"),
        },
        _ => format!("{game}.2"),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn each_new_game_of_a_session_has_its_own_identity() {
        assert_eq!(super::next_game_id("4f2a"), "4f2a.2");
        assert_eq!(super::next_game_id("4f2a.2"), "4f2a.3");
        assert_eq!(super::next_game_id(""), ".2");
        assert_eq!(super::next_game_id(".2"), ".2.2");
    }
}
