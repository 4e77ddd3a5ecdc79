//! What every board says of an entry of the record: the one narrator. The host says an entry
//! as it records it, a joined board as the host's entry arrives, each in its own language and
//! with the same messages (the move in Appendix D words, the offer, the ruling, the squares to
//! set right, the clock change, the ending).

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color, Move, Position};

use std::time::Duration;

use super::{Cue, Effect, Priority, State, phrases};
use crate::Lang;
use crate::clock::{IllegalMoveVerdict, phrases as clock_phrases};
use crate::game::{Ending, Game, PlayedMove};
use crate::notation::{Style, words};
use crate::record::Actor;
use crate::scoresheet::{self, Announcement, Applied, Event};

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

/// Says what `event`, recorded by `actor` and just applied to a game that was `before`, did:
/// the one narrator of every entry. The host says an entry when it records it, a joined board
/// when the host's entry arrives, each in its own language; the code that decides adds only
/// what is not in the record (a refusal, the comparison of two scoresheets).
pub(super) fn narrate(
    state: &mut State,
    before: &Before,
    actor: Actor,
    event: &Event,
    applied: &Applied,
    out: &mut Vec<Effect>,
) {
    let mut said_all: Vec<(String, Priority)> = Vec::new();
    let cue = event_said(state, before, actor, event, applied, &mut said_all);
    for (text, priority) in said_all {
        state.say(out, text, priority);
    }
    if let Some(cue) = cue {
        out.push(Effect::Cue(cue));
    }
    if let Some(ending) = &applied.ending {
        announce_ending(state, out, ending);
    }
}

/// The sentences `event` is said in (added to `said_all`, each with its priority) and the cue
/// that goes with them.
fn event_said(
    state: &mut State,
    before: &Before,
    actor: Actor,
    event: &Event,
    applied: &Applied,
    said_all: &mut Vec<(String, Priority)>,
) -> Option<Cue> {
    let lang = state.lang;
    let player = state.player;
    let mut cue = None;
    match event {
        // The new game's position: the one before the start is the last game's.
        Event::Start(_) => {
            let turn = state.pos().turn();
            said_all.push((phrases::greeting(lang, turn), Priority::Normal));
        }
        Event::Move { .. } | Event::Announce { .. } | Event::RepeatDiffers { .. } => {
            cue = move_said(state, before, event, said_all);
        }
        Event::Offer { by, .. } => {
            // A listener (the hall, a listener's board) hears the offer, not the players'
            // instruction to answer it (language-3, R4).
            let text = if matches!(
                state.peering.joined_as,
                Some((crate::record::Role::Viewer, _))
            ) {
                phrases::offered_to_listener(lang, *by)
            } else {
                phrases::offered(lang, *by)
            };
            said_all.push((text, own(player, *by)));
            // Offered before the offerer's own move: valid, said so with the article
            // (9.1.2.1; newcomer trial N13).
            if state.pos().turn() == *by {
                said_all.push((phrases::offer_before_move(lang), Priority::Normal));
            }
        }
        // A piece touched and put back (seen on an electronic board), for the arbiter and the
        // opponent (Article 4.3).
        Event::Touch {
            by,
            square: Some(square),
        } => {
            let piece = before.position.board().piece_at(*square);
            let text = crate::scoresheet::phrases::touched(lang, *by, *square, piece);
            said_all.push((text, own(player, *by)));
        }
        Event::Answer { by, accept: false } => {
            said_all.push((phrases::declined(lang, *by), own(player, *by)));
        }
        Event::Claim { by, kind, declared } if applied.ending.is_none() => {
            let text = wrong_claim(state, before, applied, *by, *kind, declared.as_ref());
            said_all.push((text, Priority::Alert));
            cue = Some(Cue::Illegal);
        }
        Event::Illegal { by, .. } => {
            said_all.extend(
                illegal_ruling(state, *by, applied)
                    .into_iter()
                    .map(|t| (t, Priority::Alert)),
            );
            cue = Some(Cue::Illegal);
        }
        Event::Adjustment(a) => said_all.extend(adjustment(lang, a)),
        Event::Pause { uncounted, .. } if uncounted.is_none() => {
            said_all.push((restart(lang, actor), Priority::Alert));
        }
        Event::Exemption { by, resumed: false } => {
            said_all.push((clock_phrases::exemption_begins(*by, lang), Priority::Alert));
        }
        Event::Exemption { by, resumed: true } => {
            said_all.push((clock_phrases::exemption_ends(*by, lang), Priority::Alert));
        }
        Event::FlagFall { by } => {
            said_all.push((clock_phrases::flag_fell(*by, lang), Priority::Alert));
        }
        Event::BoardsDiffer { by } => {
            said_all.push((phrases::boards_differ(lang, *by), Priority::Alert));
            cue = Some(Cue::Illegal);
        }
        Event::Reconciled { .. } => said_all.extend(reconciled(state, before)),
        Event::TakeBack => {
            if let Some(m) = before.taken.last() {
                let text = phrases::undone(lang, &crate::board::played_words(m, lang));
                said_all.push((text, own(player, m.before.turn())));
            }
        }
        _ => {}
    }
    cue
}

/// An incorrect claim of `by` (of `kind`, with the move it `declared`): what is said, with
/// the time added to the opponent. Without a clock no time is added: nothing is said of it.
/// With one, the time added is said here, and its adjustment entry that follows is not said
/// again.
fn wrong_claim(
    state: &State,
    before: &Before,
    applied: &Applied,
    by: Color,
    kind: crate::game::ClaimKind,
    declared: Option<&UciMove>,
) -> String {
    let lang = state.lang;
    let w = declared
        .and_then(|uci| played(&before.position, uci, lang))
        .map(|(_, w)| w);
    let penalty = applied
        .penalty
        .filter(|_| state.table.clock.is_some())
        .map(|p| (p.add_to, p.amount));
    phrases::wrong_claim(lang, by, kind, penalty, w.as_deref())
}

/// What this board's own `player` did is said plainly; what anybody else (`by`) did is an
/// alert.
fn own(player: Color, by: Color) -> Priority {
    if by == player {
        Priority::Normal
    } else {
        Priority::Alert
    }
}

/// The move `uci` in `pos`, with its words, when it is a move there.
fn played(pos: &Chess, uci: &UciMove, lang: Lang) -> Option<(Move, String)> {
    uci.to_move(pos)
        .ok()
        .map(|m| (m, words(pos, m, lang, Style::default())))
}

/// The sentences of a move played, announced, or repeated differently (added to `said_all`)
/// and its cue; an announced move is recalled later while it waits.
fn move_said(
    state: &mut State,
    before: &Before,
    event: &Event,
    said_all: &mut Vec<(String, Priority)>,
) -> Option<Cue> {
    let lang = state.lang;
    let pos = &before.position;
    // The move that was announced, in words (only for what corrects or repeats it).
    let announced = || {
        before
            .announced
            .map(|a| words(pos, a.mv, lang, Style::default()))
    };
    let mut cue = None;
    match event {
        Event::Move { uci, .. } => {
            if let Some((m, w)) = played(pos, uci, lang) {
                said_all.push((w, own(state.player, pos.turn())));
                cue = Some(move_cue(state.pos(), m));
            }
        }
        Event::Announce { uci, correction } => {
            if let Some((_, w)) = played(pos, uci, lang) {
                let by = pos.turn();
                let old = if *correction { announced() } else { None };
                let text = match old {
                    Some(old) => phrases::corrected(lang, by, &w, &old),
                    _ => phrases::announced(lang, by, &w),
                };
                said_all.push((text, own(state.player, by)));
                cue = Some(Cue::Move);
                // On every board the announced move is recalled while it waits (the Laws
                // set no time limit: this only recalls it).
                if let Some(after) = state.confirm_reminder {
                    let ply = u32::try_from(state.game().moves().len()).unwrap_or(u32::MAX);
                    state.schedule(state.now + after, super::Timer::Confirmation { ply });
                }
            }
        }
        Event::RepeatDiffers { uci } => {
            if let Some((_, w)) = played(pos, uci, lang) {
                let old = announced().unwrap_or_default();
                let text = phrases::repeat_differs(lang, !pos.turn(), &old, &w);
                said_all.push((text, Priority::Alert));
                cue = Some(Cue::Illegal);
            }
        }
        _ => {}
    }
    cue
}

/// The game continued from an earlier position: the moves taken back, then the squares to set
/// right on the tactile board, each with what stands there now (D.2.9).
fn reconciled(state: &State, before: &Before) -> Vec<(String, Priority)> {
    let lang = state.lang;
    let taken: Vec<String> = before
        .taken
        .iter()
        .map(|m| crate::board::played_words(m, lang))
        .collect();
    let (c, number) = before.kept.as_ref().map_or((Color::White, 0), |m| {
        (m.before.turn(), m.before.fullmoves().get())
    });
    let mut said = vec![(
        phrases::reconciled(lang, c, number, &taken),
        Priority::Alert,
    )];
    let changed =
        crate::reconcile::squares_that_differ(before.position.board(), state.pos().board());
    if !changed.is_empty() {
        let squares: Vec<String> = changed
            .iter()
            .map(|sq| crate::board::square(state.pos(), *sq, lang))
            .collect();
        said.push((phrases::squares_to_correct(lang, &squares), Priority::Alert));
    }
    said
}

/// A completed illegal move (7.5.5): the count, the verdict when no adjustment entry follows
/// to say it (no clock, or the opponent left to claim), and, when the arbiter took it back on
/// the board, that the offender moves again with the same piece (7.5.1, 4.3).
fn illegal_ruling(state: &State, by: Color, applied: &Applied) -> Vec<String> {
    let lang = state.lang;
    let count = applied.illegal.as_ref().map_or(0, |r| r.count);
    let mut said = vec![phrases::illegal_recorded(lang, by, count)];
    match applied.penalty {
        // With a clock the time added is its own entry, said when it is recorded.
        Some(_) if state.table.clock.is_some() => {}
        Some(p) => said.push(clock_phrases::illegal_move_verdict(
            IllegalMoveVerdict::AddTime {
                to: p.add_to,
                amount: p.amount,
            },
            lang,
        )),
        None if applied.ending.is_none() => said.push(clock_phrases::illegal_move_verdict(
            IllegalMoveVerdict::LeftToClaim,
            lang,
        )),
        None => {}
    }
    // The move was on the board and was taken back just before (the entry before this one):
    // the offender moves again.
    let entries = state.log();
    let taken_back = entries
        .len()
        .checked_sub(2)
        .and_then(|i| entries.get(i))
        .is_some_and(|e| matches!(e.event, Event::TakeBack));
    if taken_back && applied.ending.is_none() && state.pos().turn() == by {
        said.push(phrases::illegal_move_again(lang, by));
    }
    said
}

/// A change to a clock: what changed, by whom, why. A player's stop of the clock is the call
/// for the arbiter (6.12.2); the arbiter's stop interrupts the game (6.12.1).
fn adjustment(lang: Lang, a: &scoresheet::Adjustment) -> Vec<(String, Priority)> {
    use crate::clock::{ClockChange, Reason};
    match (&a.change, a.actor) {
        // Said with the claim, and with the report that the boards differ ("the clock is
        // stopped").
        (_, _) if a.reason == Reason::IncorrectClaim => Vec::new(),
        (ClockChange::Paused, _) if a.reason == Reason::Reconciliation => Vec::new(),
        (ClockChange::Paused, Actor::Player(c) | Actor::Assistant(c))
            if a.reason == Reason::Interruption =>
        {
            vec![(phrases::arbiter_called(lang, c), Priority::Alert)]
        }
        (ClockChange::Paused, _) => vec![
            (
                clock_phrases::adjustment(&a.to_clock(Duration::ZERO), lang),
                Priority::Alert,
            ),
            (phrases::interrupted(lang), Priority::Alert),
        ],
        _ => vec![(
            clock_phrases::adjustment(&a.to_clock(Duration::ZERO), lang),
            Priority::Alert,
        )],
    }
}

/// The clock restarted after a pause (6.12), by `actor`: the sentence of the clock's own
/// restart.
fn restart(lang: Lang, actor: Actor) -> String {
    use crate::clock::{Adjustment, Cause, ClockChange, Reason};
    let cause = Cause::new(actor, Reason::Interruption);
    let a = Adjustment {
        at: Duration::ZERO,
        actor: cause.actor,
        change: ClockChange::Resumed,
        reason: cause.reason,
        article: cause.article,
    };
    clock_phrases::adjustment(&a, lang)
}

/// Says that the game is over (result, reason, article), as an alert.
pub(super) fn announce_ending(state: &mut State, out: &mut Vec<Effect>, ending: &Ending) {
    let text = phrases::game_over(state.lang, ending);
    state.say(out, text, Priority::Alert);
}

/// The cue for move `m` that led to `after`: check, capture or a plain move.
pub(super) fn move_cue(after: &shakmaty::Chess, m: Move) -> Cue {
    if after.is_check() {
        Cue::Check
    } else if m.is_capture() {
        Cue::Capture
    } else {
        Cue::Move
    }
}
