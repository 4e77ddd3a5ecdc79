//! What a joined board says when the host's entry arrives: the same words the host's player
//! heard for the same change (the move in Appendix D words, the offer, the ending, the clock
//! change), in this board's language.

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color, Position};

use super::endings::announce_ending;
use super::{Effect, Priority, State, phrases};
use crate::clock::phrases as clock_phrases;
use crate::game::{Game, PlayedMove};
use crate::notation::{Style, words};
use crate::scoresheet::{Announcement, Applied, Event};

/// What narration needs of the game before an event: its position, the move announced, and
/// the moves the event takes back (a take-back, a continuation from an earlier position) with
/// the move before them. Taken without copying the game, so that it costs the same at any
/// length of game.
pub(super) struct Before {
    position: Chess,
    announced: Option<Announcement>,
    /// The moves the event takes back, in order.
    taken: Vec<PlayedMove>,
    /// The move before the first one taken back, if any.
    kept: Option<PlayedMove>,
}

impl Before {
    /// What narration needs of `game` (with the move `announced`) before `event`.
    pub(super) fn of(game: &Game, announced: Option<Announcement>, event: &Event) -> Before {
        let moves = game.moves();
        let keep = match event {
            Event::TakeBack => moves.len().saturating_sub(1),
            Event::Reconciled { ply } => usize::try_from(*ply).unwrap_or(usize::MAX),
            _ => moves.len(),
        };
        Before {
            position: game.position().clone(),
            announced,
            taken: moves.get(keep..).unwrap_or_default().to_vec(),
            kept: keep.checked_sub(1).and_then(|i| moves.get(i)).cloned(),
        }
    }
}

/// Says what `event`, just applied to a game that was `before`, did.
pub(super) fn narrate(
    state: &mut State,
    before: &Before,
    event: &Event,
    applied: &Applied,
    out: &mut Vec<Effect>,
) {
    let lang = state.lang;
    let pos = &before.position;
    let announced = before
        .announced
        .map(|a| words(pos, a.mv, lang, Style::default()));
    let said = |uci: &str| {
        uci.parse::<UciMove>()
            .ok()
            .and_then(|u| u.to_move(pos).ok())
            .map(|m| (m, words(pos, m, lang, Style::default())))
    };
    let own = |c: Color| {
        if c == state.player {
            Priority::Normal
        } else {
            Priority::Alert
        }
    };
    let text = match event {
        Event::Start(_) => Some(phrases::greeting(lang, pos.turn())),
        Event::Move { uci, .. } => {
            if let Some((m, w)) = said(uci) {
                let p = own(pos.turn());
                state.say(out, w, p);
                out.push(Effect::Cue(super::change::move_cue(state.pos(), m)));
            }
            None
        }
        Event::Announce { uci, correction } => said(uci).map(|(_, w)| {
            let by = pos.turn();
            match (correction, &announced) {
                (true, Some(old)) => phrases::corrected(lang, by, &w, old),
                _ => phrases::announced(lang, by, &w),
            }
        }),
        Event::RepeatDiffers { uci } => said(uci).map(|(_, w)| {
            let old = announced.clone().unwrap_or_default();
            phrases::repeat_differs(lang, !pos.turn(), &old, &w)
        }),
        Event::Offer { by, .. } => Some(phrases::offered(lang, *by)),
        Event::Answer { by, accept: false } => Some(phrases::declined(lang, *by)),
        Event::Claim { by, kind, declared } if applied.ending.is_none() => {
            let w = declared.as_deref().and_then(said).map(|(_, w)| w);
            let penalty = applied.penalty.map(|p| (p.add_to, p.amount));
            Some(phrases::wrong_claim(
                lang,
                *by,
                *kind,
                penalty,
                w.as_deref(),
            ))
        }
        Event::Illegal { by, .. } => {
            let count = applied.illegal.as_ref().map_or(0, |r| r.count);
            Some(phrases::illegal_recorded(lang, *by, count))
        }
        Event::Adjustment(a) => Some(clock_phrases::adjustment(
            &a.to_clock(std::time::Duration::ZERO),
            lang,
        )),
        Event::Exemption { by, resumed: false } => Some(clock_phrases::exemption_begins(*by, lang)),
        Event::Exemption { by, resumed: true } => Some(clock_phrases::exemption_ends(*by, lang)),
        Event::BoardsDiffer { by } => Some(phrases::boards_differ(lang, *by)),
        Event::Reconciled { .. } => {
            let taken: Vec<String> = before
                .taken
                .iter()
                .map(|m| crate::board::played_words(m, lang))
                .collect();
            let (c, number) = before.kept.as_ref().map_or((Color::White, 0), |m| {
                (m.before.turn(), m.before.fullmoves().get())
            });
            Some(phrases::reconciled(lang, c, number, &taken))
        }
        Event::TakeBack => before
            .taken
            .last()
            .map(|m| phrases::undone(lang, &crate::board::played_words(m, lang))),
        _ => None,
    };
    if let Some(text) = text {
        state.say(out, text, Priority::Alert);
    }
    if let Some(ending) = &applied.ending {
        announce_ending(state, out, ending);
    }
}
