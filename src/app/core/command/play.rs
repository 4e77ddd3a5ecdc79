//! A move announced at this keyboard, confirming and correcting one, and taking one back.

use shakmaty::{Move, Position};

use super::ask;
use crate::app::core::change::Intent;
use crate::app::core::policy;
use crate::app::core::{Effect, State, phrases};
use crate::lang::InputLang;
use crate::notation::{NotationError, phrases as notation_phrases, read_move};

/// A line that is not a command: a move of the side to move, read in the session's
/// language; a line that does not read as a legal move is answered with the reason.
pub(in crate::app::core) fn announced(state: &mut State, text: &str, out: &mut Vec<Effect>) {
    // A finished or interrupted game is said as such before the words are read.
    if let Err(why) = policy::moves_allowed(state) {
        state.refuse(out, why);
        return;
    }
    // The arbiter's joined board: a move of either side is not the arbiter's to make ("e5" on the arbiter's board was answered "No pawn of yours can reach e5",
    // language-3, R3).
    if watching(state) && reads_for_either_side(state, text) {
        let text = phrases::only_players_move(state.lang);
        state.refuse_with(out, text);
        return;
    }
    let side = state.pos().turn();
    match read(state, text) {
        Ok(m) => ask(state, side, Intent::Move(crate::intent::uci(m)), out),
        // Sides assigned (two boards), at the board whose player is not to move and with no
        // move announced to repeat: what does not read as the other side's move is answered
        // with whose move it is. "e5" typed by Black before White has moved was answered "No
        // pawn of yours can reach e5", about a pawn the player can see is free (language-3,
        // R2); a move that reads as the other side's is refused by the policy ("Only White may
        // do that").
        Err(_)
            if state.seat.is_some_and(|seat| seat != side)
                && state.sheet().announced().is_none() =>
        {
            let number = state.pos().fullmoves().get();
            let text = crate::board::phrases::turn(state.lang, side, number, false);
            state.refuse_with(out, text);
        }
        // A move announced and waiting for its confirmation, and the line reads as the
        // opponent's reply to it: the opponent is asked to confirm first ("d5" while White's
        // "e4" waits was answered "No pawn of yours can reach d5", language-3, R2).
        Err(_) if let Some(words) = reply_to_announced(state, text) => {
            let text = phrases::confirm_first(state.lang, side, &words);
            state.refuse_with(out, text);
        }
        Err((why, candidates)) => {
            if !candidates.is_empty() {
                state.dialog.choice = Some(Choice {
                    ply: state.game().moves().len(),
                    candidates,
                });
            }
            state.refuse_with(out, why);
        }
    }
}

/// Whether this board joined as the arbiter, who makes no moves (a listener's board has its
/// own answer, from the policy).
fn watching(state: &State) -> bool {
    matches!(
        state.peering.joined_as,
        Some((crate::record::Role::Arbiter, _))
    )
}

/// Whether `text` reads as a legal move of the side to move or of the other side.
fn reads_for_either_side(state: &State, text: &str) -> bool {
    let lang = InputLang::One(state.lang);
    let pos = state.pos();
    read_move(pos, text, lang).is_ok()
        || pos
            .clone()
            .swap_turn()
            .is_ok_and(|other| read_move(&other, text, lang).is_ok())
}

/// The announced move in words, when one waits for its confirmation and `text` reads as a
/// legal reply to it.
fn reply_to_announced(state: &State, text: &str) -> Option<String> {
    let announced = state.sheet().announced()?;
    let pos = state.pos();
    let mut after = pos.clone();
    after.play_unchecked(announced.mv);
    read_move(&after, text, InputLang::One(state.lang)).ok()?;
    Some(crate::notation::words(
        pos,
        announced.mv,
        state.lang,
        crate::notation::Style::default(),
    ))
}

/// The moves an ambiguous move could be, and the ply they were offered at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::app::core) struct Choice {
    ply: usize,
    candidates: Vec<Move>,
}

/// The answer to "Do you mean …?": a single word that names the file or the rank the meant
/// move starts from ("b", "Bella", "1", "eins"), telling exactly one candidate apart, plays
/// it. Returns whether `text` was such an answer (anything else is read as usual).
pub(in crate::app::core) fn chosen(
    state: &mut State,
    choice: &Choice,
    text: &str,
    out: &mut Vec<Effect>,
) -> bool {
    let mut words = text.split_whitespace();
    let (Some(word), None) = (words.next(), words.next()) else {
        return false;
    };
    if choice.ply != state.game().moves().len() {
        return false;
    }
    let lang = state.lang;
    let file = crate::app::core::args::parse_file(lang, word);
    let rank = crate::app::core::args::parse_rank(lang, word);
    let fits: Vec<&Move> = choice
        .candidates
        .iter()
        .filter(|m| {
            m.from().is_some_and(|from| {
                file.is_some_and(|f| from.file() == f) || rank.is_some_and(|r| from.rank() == r)
            })
        })
        .collect();
    let [meant] = fits.as_slice() else {
        return false;
    };
    let side = state.pos().turn();
    let uci = crate::intent::uci(**meant);
    ask(state, side, Intent::Move(uci), out);
    true
}

/// `text` read as a move in the current position, or why it is not one, in words, with the
/// moves it could be when it is ambiguous.
fn read(state: &State, text: &str) -> Result<Move, (String, Vec<Move>)> {
    let lang = state.lang;
    let pos = state.pos();
    read_move(pos, text, InputLang::One(lang)).map_err(|e| {
        let why = notation_phrases::error(lang, pos, &e);
        let candidates = match &e {
            NotationError::Move {
                error: crate::notation::ResolveError::Ambiguous(moves),
                ..
            } => moves.clone(),
            _ => Vec::new(),
        };
        match e {
            NotationError::Syntax(_) => (phrases::not_understood(lang, &why), candidates),
            _ => (why, candidates),
        }
    })
}

/// `undo`: the last move is taken back, by the player who made it (at one keyboard under
/// the table protocol, the core asks the opponent first).
pub(super) fn undo(state: &mut State, out: &mut Vec<Effect>) {
    let side = last_mover(state);
    // Against an engine, on the player's turn, the engine's reply goes with the player's
    // move: the player is to move again where they moved before.
    let pair = state.engine() == Some(side)
        && state
            .game()
            .moves()
            .iter()
            .rev()
            .nth(1)
            .is_some_and(|m| m.before.turn() == !side);
    ask(state, side, Intent::TakeBack, out);
    if pair && last_mover(state) == !side && state.game().moves().len() % 2 == 1 {
        ask(state, !side, Intent::TakeBack, out);
    }
}

/// `hint`: the engine that plays is asked for the player's best move (said when it comes,
/// [`hint_came`]). Refused in a tournament game (Article 11.3), without an engine, and when
/// it is not the player's move.
pub(super) fn hint(state: &mut State, out: &mut Vec<Effect>) {
    let lang = state.lang;
    let refusal = if state.game().rules().arbitrated {
        Some(phrases::hint_in_event(lang))
    } else {
        match state.engine() {
            None => Some(phrases::hint_without_engine(lang)),
            Some(side) if side == state.pos().turn() || policy::moves_allowed(state).is_err() => {
                Some(phrases::hint_not_now(lang))
            }
            Some(_) => None,
        }
    };
    match refusal {
        Some(text) => state.refuse_with(out, text),
        None => out.push(Effect::Hint),
    }
}

/// `engine restart`: the engine that stopped is started again and told the game as the record
/// has it. Refused while it plays, and where none played (a tournament game never has one).
pub(super) fn engine_restart(state: &mut State, out: &mut Vec<Effect>) {
    let lang = state.lang;
    if state.engine.is_some() {
        return state.refuse_with(out, phrases::engine_restart_playing(lang));
    }
    let Some(side) = state.engine_lost.take() else {
        return state.refuse_with(out, phrases::engine_restart_none(lang));
    };
    state.engine = Some(side);
    state.say(
        out,
        phrases::engine_restarting(lang),
        crate::app::core::Priority::Normal,
    );
    out.push(Effect::RestartEngine);
}

/// The engine's best move for the player has come: said in the player's words when it can
/// still be played here, else dropped (the game has moved on since it was asked for).
pub(super) fn hint_came(state: &mut State, uci: &shakmaty::uci::UciMove, out: &mut Vec<Effect>) {
    let pos = state.pos().clone();
    if state.engine() == Some(pos.turn()) {
        return;
    }
    let Ok(m) = uci.to_move(&pos) else {
        return;
    };
    let words = crate::notation::words(&pos, m, state.lang, crate::notation::Style::default());
    let text = phrases::hint(state.lang, &words);
    state.say(out, text, crate::app::core::Priority::Query);
}

/// A line that is no command while an interrupted game is offered: a move of that game
/// continues it and is played there; anything else is answered with the choice.
pub(in crate::app::core) fn at_resume_offer(state: &mut State, text: &str, out: &mut Vec<Effect>) {
    let Some(offer) = &state.resume_offer else {
        return;
    };
    let lang = state.lang;
    let pos = offer.sheet.game().position().clone();
    if read_move(&pos, text, crate::lang::InputLang::One(lang)).is_ok() {
        crate::app::core::endings::resume(state, out);
        announced(state, text, out);
    } else {
        let summary = crate::app::core::summary(lang, &offer.sheet);
        state.refuse_with(
            out,
            crate::app::core::phrases::resume_or_new(lang, &summary),
        );
    }
}

/// Who made the last move (the side to move when there is none).
fn last_mover(state: &State) -> shakmaty::Color {
    state
        .game()
        .last()
        .map_or_else(|| state.pos().turn(), |m| m.before.turn())
}

/// `confirm`: the opponent of the player who announced confirms the move.
pub(super) fn confirm(state: &mut State, out: &mut Vec<Effect>) {
    let side = !state.pos().turn();
    ask(state, side, Intent::Confirm, out);
}

/// `correct MOVE`: the mover replaces the announced move (D.2.8). With nothing announced
/// the player who made the last move is refused (after completion it is the arbiter's
/// matter), whatever the move.
pub(super) fn correct(state: &mut State, args: &[String], out: &mut Vec<Effect>) {
    let actor = state.local(last_mover(state));
    if let Err(why) = policy::correction_allowed(state, actor) {
        state.refuse(out, why);
        return;
    }
    let side = state.pos().turn();
    match read(state, &args.join(" ")) {
        Ok(m) => ask(state, side, Intent::Correct(crate::intent::uci(m)), out),
        Err((why, _)) => state.refuse_with(out, why),
    }
}
