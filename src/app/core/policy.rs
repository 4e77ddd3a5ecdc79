//! What the rules allow before anything is decided, in one place: who may ask for what
//! (roles and sides, [`permitted`]), and what the state of the game allows ([`check`]): a
//! finished game answers nothing but a new game, an interrupted one takes no move, an answer
//! needs an offer, a confirmation or a correction needs an announced move, a new game waits
//! for the one in progress to end. [`super::apply`] consults it for every intent, whichever
//! board or adapter it comes from; the command layer consults it only to refuse before it
//! asks a question or reads a move, never with a rule of its own.

use shakmaty::{Color, Position};

use super::{Intent, State};
use crate::clock::{Clock, Status};
use crate::record::{Actor, Role};

pub use crate::refusal::{Forbidden, Refusal};

/// Whether `actor` may ask for `intent` now. The one place that decides who may do what: a
/// player (or the player's assistant, D.2.10) moves, claims and takes back only for their own
/// side (in an arbitrated game, one with an event profile, only the arbiter takes a move
/// back); offers, answers, resigns and stops the clock only as themselves; only the arbiter
/// changes clocks and rules on illegal moves; only the clock reports a flag.
///
/// # Errors
/// [`Forbidden`] says why not.
pub fn permitted(state: &State, actor: Actor, intent: &Intent) -> Result<(), Forbidden> {
    let game = state.game();
    let own = |side: Color| {
        if actor.side() == Some(side) {
            Ok(())
        } else {
            Err(Forbidden::SideOnly(side))
        }
    };
    let turn = game.position().turn();
    let announced = state.sheet().announced();
    match intent {
        // While a move is announced, the opponent repeats it.
        Intent::Move(_) if announced.is_some() && actor.side() == Some(!turn) => Ok(()),
        Intent::Move(_) | Intent::Made(_) | Intent::Claim { .. } | Intent::Correct(_) => own(turn),
        Intent::Confirm => own(!turn),
        Intent::TakeBack => match game.last() {
            Some(_) if actor == Actor::Arbiter => Ok(()),
            // An arbitrated event game: a move is taken back by the arbiter only.
            Some(_) if game.rules().arbitrated => Err(Forbidden::ArbiterOnly),
            Some(m) => own(m.before.turn()),
            None => Ok(()),
        },
        Intent::TakeBackAnswer { by: c, .. }
        | Intent::Offer(c)
        | Intent::Resign(c)
        | Intent::StopClock(c)
        | Intent::Touch { by: c, .. }
        | Intent::Answer { by: c, .. } => own(*c),
        Intent::Arbiter(_) if actor == Actor::Arbiter => Ok(()),
        Intent::Arbiter(_) => Err(Forbidden::ArbiterOnly),
        Intent::FlagFall(_) | Intent::Exemption { .. } if actor == Actor::System => Ok(()),
        Intent::FlagFall(_) | Intent::Exemption { .. } => Err(Forbidden::ClockOnly),
        Intent::NewGame => Ok(()),
        Intent::BoardsDiffer { .. } if actor == Actor::Arbiter => Ok(()),
        Intent::BoardsDiffer { by, .. } => own(*by),
    }
}

/// Whether a move may be made now: the game is not over, and not interrupted (6.12).
///
/// # Errors
/// The [`Refusal`].
pub fn moves_allowed(state: &State) -> Result<(), Refusal> {
    game_goes_on(state)?;
    if is_interrupted(state) {
        return Err(Refusal::Interrupted);
    }
    Ok(())
}

/// Whether `actor` may correct the announced move now (D.2.8): one is announced and not yet
/// completed.
///
/// # Errors
/// The [`Refusal`].
pub fn correction_allowed(state: &State, actor: Actor) -> Result<(), Refusal> {
    moves_allowed(state)?;
    match (state.sheet().announced(), state.game().last()) {
        (Some(_), _) => Ok(()),
        // The player who made the last move: it is completed (after completion it is the
        // arbiter's matter).
        (None, Some(last)) if actor.side() == Some(last.before.turn()) => {
            Err(Refusal::CorrectionTooLate)
        }
        (None, _) => Err(Refusal::NothingAnnounced),
    }
}

/// The side a board joining in `role` asks for, as D.2.10 gives it: an opponent plays the
/// colour the host's player (`host`) does not; an assistant assists the side it names, if it
/// names one; an arbiter and a viewer have none.
pub fn asked_side(role: Role, named: Option<Color>, host: Color) -> Option<Color> {
    match role {
        Role::Opponent => Some(!host),
        Role::Assistant => named,
        Role::Arbiter | Role::Viewer => None,
    }
}

/// The side a board is paired with when it joins with the code in `role`, naming `named`:
/// [`asked_side`], and an assistant that names no side assists the host's player.
pub fn paired_side(role: Role, named: Option<Color>, host: Color) -> Option<Color> {
    match role {
        Role::Assistant => Some(named.unwrap_or(host)),
        _ => asked_side(role, named, host),
    }
}

/// Whether a board that comes back without the code, paired as `kept` (role and side), asked
/// on purpose for something else (`asked`, naming `named`): it stays what it was paired as,
/// and that is said on both boards.
pub fn asks_otherwise(kept: (Role, Option<Color>), asked: Role, named: Option<Color>) -> bool {
    let same_side = match asked {
        Role::Assistant => named == kept.1,
        _ => true,
    };
    asked != kept.0 || !same_side
}

fn game_goes_on(state: &State) -> Result<(), Refusal> {
    match state.game().ending() {
        Some(ending) => Err(Refusal::Over(ending.clone())),
        None => Ok(()),
    }
}

/// Whether `actor` may ask for `intent` now, and whether the game allows it.
///
/// # Errors
/// The [`Refusal`].
pub fn check(state: &State, actor: Actor, intent: &Intent) -> Result<(), Refusal> {
    permitted(state, actor, intent).map_err(Refusal::Forbidden)?;
    match intent {
        Intent::NewGame if !state.game().is_over() && !state.game().moves().is_empty() => {
            Err(Refusal::GameInProgress)
        }
        Intent::NewGame => Ok(()),
        Intent::Move(_) | Intent::Made(_) => moves_allowed(state),
        Intent::Confirm => {
            moves_allowed(state)?;
            match state.sheet().announced() {
                Some(_) => Ok(()),
                None => Err(Refusal::NothingAnnounced),
            }
        }
        Intent::Correct(_) => correction_allowed(state, actor),
        Intent::Answer { .. } => {
            game_goes_on(state)?;
            match state.game().pending_offer() {
                Some(_) => Ok(()),
                None => Err(Refusal::NoOffer),
            }
        }
        _ => game_goes_on(state),
    }
}

/// Whether the game is interrupted: its clock is stopped (6.12).
pub(super) fn is_interrupted(state: &State) -> bool {
    matches!(
        state.table.clock.as_ref().map(Clock::status),
        Some(Status::Paused { .. })
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_opponent_plays_the_other_colour_and_an_assistant_the_side_it_names() {
        for host in [Color::White, Color::Black] {
            assert_eq!(paired_side(Role::Opponent, None, host), Some(!host));
            // An opponent cannot choose its colour: the host's player has one.
            assert_eq!(paired_side(Role::Opponent, Some(host), host), Some(!host));
            assert_eq!(paired_side(Role::Assistant, None, host), Some(host));
            assert_eq!(paired_side(Role::Assistant, Some(!host), host), Some(!host));
            assert_eq!(asked_side(Role::Assistant, None, host), None);
            for role in [Role::Arbiter, Role::Viewer] {
                assert_eq!(paired_side(role, Some(host), host), None);
            }
        }
    }

    #[test]
    fn a_board_that_comes_back_asking_for_another_role_or_side_is_held_to_its_pairing() {
        let white = Some(Color::White);
        let black = Some(Color::Black);
        assert!(!asks_otherwise(
            (Role::Opponent, black),
            Role::Opponent,
            None
        ));
        assert!(!asks_otherwise(
            (Role::Assistant, white),
            Role::Assistant,
            white
        ));
        assert!(asks_otherwise(
            (Role::Assistant, white),
            Role::Assistant,
            black
        ));
        assert!(asks_otherwise((Role::Viewer, None), Role::Arbiter, None));
        assert!(asks_otherwise(
            (Role::Opponent, black),
            Role::Assistant,
            black
        ));
    }
}
