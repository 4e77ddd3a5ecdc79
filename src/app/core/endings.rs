//! Ending the game and starting anew: draw offers, claims, resignation, the announcement of
//! the result, continuing an unfinished game and starting a new one.

use super::*;

/// Says that the game is over (result, reason, article), as an alert.
pub(super) fn announce_ending(state: &mut State, out: &mut Vec<Effect>, ending: &Ending) {
    let text = phrases::game_over(state.lang, ending);
    state.say(out, text, Priority::Alert);
}

/// Says why the game refused an action, with the illegal cue.
pub(super) fn refuse(state: &mut State, out: &mut Vec<Effect>, e: &ApplyError) {
    let text = match e {
        ApplyError::Game(g) => game_error(state, g),
        other => phrases::refused(state.lang, &other.to_string()),
    };
    state.say(out, text, Priority::Normal);
    out.push(Effect::Cue(Cue::Illegal));
}

pub(super) fn game_error(state: &State, e: &GameError) -> String {
    let lang = state.lang;
    match e {
        GameError::Over(ending) => phrases::already_over(lang, ending),
        GameError::DeclaredMoveRequired(m) => {
            let w = words(state.pos(), *m, lang, Style::default());
            phrases::declared_move_required(lang, &w)
        }
        GameError::NoOffer => phrases::no_offer(lang).to_owned(),
        GameError::OwnOffer => phrases::own_offer(lang).to_owned(),
        GameError::OfferStands => phrases::offer_stands(lang).to_owned(),
        GameError::OfferTooEarly(n) => phrases::offer_too_early(lang, *n),
        GameError::NotYourMove | GameError::ArbiterConsentNeeded | GameError::Illegal(_) => {
            phrases::refused(lang, &e.to_string())
        }
    }
}

/// Draw offers and answers, claims and resignation.
pub(super) fn ending_command(
    state: &mut State,
    command: Command,
    args: &[String],
    out: &mut Vec<Effect>,
) {
    let lang = state.lang;
    if let Some(ending) = state.game.ending().cloned() {
        state.say(out, phrases::already_over(lang, &ending), Priority::Normal);
        out.push(Effect::Cue(Cue::Illegal));
        return;
    }
    let turn = state.pos().turn();
    let record = match command {
        // Offered after a move (9.1.2.1): by the side that has just moved, unless named.
        Command::Offer => Record::Offer {
            by: colour_arg(lang, args).unwrap_or(if state.game.moves().is_empty() {
                turn
            } else {
                !turn
            }),
        },
        Command::Accept | Command::Decline => {
            let Some(offer) = state.game.pending_offer() else {
                state.say(out, phrases::no_offer(lang).to_owned(), Priority::Normal);
                out.push(Effect::Cue(Cue::Illegal));
                return;
            };
            Record::Answer {
                by: !offer.by,
                accept: command == Command::Accept,
            }
        }
        Command::Resign => Record::Resign {
            by: colour_arg(lang, args).unwrap_or(turn),
        },
        _ => match claim_record(state, args) {
            Ok(r) => r,
            Err(text) => {
                state.say(out, text, Priority::Normal);
                out.push(Effect::Cue(Cue::Illegal));
                return;
            }
        },
    };
    let before = state.pos().clone();
    let applied = match state.record(out, record.clone()) {
        Ok(a) => a,
        Err(e) => {
            refuse(state, out, &e);
            return;
        }
    };
    let alert = |by: Color| {
        if by == state.player {
            Priority::Normal
        } else {
            Priority::Alert
        }
    };
    match record {
        Record::Offer { by } => {
            let p = alert(by);
            state.say(out, phrases::offered(lang, by), p);
        }
        Record::Answer { by, accept: false } => {
            let p = alert(by);
            state.say(out, phrases::declined(lang, by), p);
        }
        Record::Claim { by, kind, declared } if applied.ending.is_none() => {
            let declared_words = declared
                .and_then(|u| u.parse::<shakmaty::uci::UciMove>().ok())
                .and_then(|u| u.to_move(&before).ok())
                .map(|m| words(&before, m, lang, Style::default()));
            let penalty = applied.penalty.map(|p| (p.add_to, p.amount));
            // 9.5.3: the time goes onto the opponent's clock at once.
            if let (Some((to, amount)), Some(clock)) = (penalty, state.clock.as_mut()) {
                use crate::clock::{Actor, Cause, Reason};
                let adjustment = clock
                    .add_time(
                        to,
                        amount,
                        state.now,
                        Cause::new(Actor::Arbiter, Reason::IncorrectClaim),
                    )
                    .clone();
                // Journalled with the opponent's new reading, so a resumed game keeps it.
                arbiter::journal_adjustment(state, out, adjustment);
            }
            let text = phrases::wrong_claim(lang, by, kind, penalty, declared_words.as_deref());
            state.say(out, text, Priority::Alert);
            out.push(Effect::Cue(Cue::Illegal));
        }
        _ => {}
    }
    if let Some(ending) = applied.ending {
        announce_ending(state, out, &ending);
    }
}

/// The claim a "claim" line makes: by the player to move, of the kind named or (if none is
/// named) the kind that holds, with the written move if one follows.
pub(super) fn claim_record(state: &State, args: &[String]) -> Result<Record, String> {
    let lang = state.lang;
    let by = state.pos().turn();
    let mut kind = None;
    let mut rest: Vec<&str> = Vec::new();
    for w in args {
        match commands::claim_kind(lang, w) {
            Some(k) if rest.is_empty() => kind = Some(k),
            _ => rest.push(w),
        }
    }
    let declared = if rest.is_empty() {
        None
    } else {
        let text = rest.join(" ");
        let pos = state.pos();
        match read_move(pos, &text, InputLang::One(lang)) {
            Ok(m) => Some(m),
            Err(e) => {
                let why = notation_phrases::error(lang, pos, &e);
                return Err(phrases::bad_declared_move(lang, &why));
            }
        }
    };
    let kind = kind.unwrap_or_else(|| {
        let holds = |k: ClaimKind| {
            let mut g = state.game.clone();
            g.claim(by, k, declared).is_ok_and(|v| v.correct)
        };
        if !holds(ClaimKind::Threefold) && holds(ClaimKind::FiftyMoves) {
            ClaimKind::FiftyMoves
        } else {
            ClaimKind::Threefold
        }
    });
    Ok(Record::Claim {
        by,
        kind,
        declared: declared.map(scoresheet::move_to_uci),
    })
}

pub(super) fn resume_command(state: &mut State, out: &mut Vec<Effect>) {
    let lang = state.lang;
    let Some(offer) = state.resume_offer.take() else {
        state.say(
            out,
            phrases::nothing_to_resume(lang).to_owned(),
            Priority::Normal,
        );
        out.push(Effect::Cue(Cue::Illegal));
        return;
    };
    state.sheet = offer.sheet;
    state.game = state.sheet.game().clone();
    state.resumed = true;
    restore_clock(state);
    out.push(Effect::Resume(offer.path));
    let text = phrases::resumed(lang, &summary(lang, &state.sheet));
    state.say(out, text, Priority::Normal);
}

pub(super) fn new_game_command(state: &mut State, out: &mut Vec<Effect>) {
    let lang = state.lang;
    if !state.game.is_over() && !state.game.moves().is_empty() {
        state.say(
            out,
            phrases::game_in_progress(lang).to_owned(),
            Priority::Normal,
        );
        out.push(Effect::Cue(Cue::Illegal));
        return;
    }
    state.resume_offer = None;
    state.resumed = false;
    let tags = state.sheet.start().tags.clone();
    state.sheet = Scoresheet::from_position(state.game.initial().clone(), *state.game.rules());
    state.sheet.set_tags(tags);
    state.game = state.sheet.game().clone();
    out.push(Effect::Journal(Record::NewGame));
    let text = phrases::greeting(lang, state.pos().turn());
    state.say(out, text, Priority::Normal);
}
