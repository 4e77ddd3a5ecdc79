//! Draw offers and answers, claims and resignation, as typed at this keyboard.

use shakmaty::Position;

use crate::app::commands::{self, Command};
use crate::app::core::args::colour_arg;
use crate::app::core::change::Intent;
use crate::app::core::endings::claim_kind;
use crate::app::core::{Effect, State, phrases};
use crate::lang::InputLang;
use crate::notation::{phrases as notation_phrases, read_move};

/// `draw [colour]`, `accept`, `decline`, `claim [kind] [move]`, `resign [colour]`.
pub(super) fn run(state: &mut State, command: Command, args: &[String], out: &mut Vec<Effect>) {
    let lang = state.lang;
    let turn = state.pos().turn();
    let intent = match command {
        // One keyboard, two players: without a colour, an offer, a resignation (and a stop
        // of the clock) are the player's own (`--side`), whoever is to move; the other
        // player at a shared keyboard names their colour.
        Command::Offer => Intent::Offer(colour_arg(lang, args).unwrap_or(state.own_side())),
        // The offer's receiver answers (without an offer, the policy says there is none).
        Command::Accept | Command::Decline => Intent::Answer {
            by: state
                .game()
                .pending_offer()
                .map_or(state.own_side(), |offer| !offer.by),
            accept: command == Command::Accept,
        },
        // A resignation is said back and waits for a yes (the core asks).
        Command::Resign => Intent::Resign(colour_arg(lang, args).unwrap_or(state.own_side())),
        _ => match claim(state, args) {
            Ok(i) => i,
            Err(text) => {
                state.refuse_with(out, text);
                return;
            }
        },
    };
    let side = match &intent {
        Intent::Offer(c) | Intent::Resign(c) => *c,
        Intent::Answer { by, .. } | Intent::Claim { by, .. } => *by,
        _ => turn,
    };
    super::ask(state, side, intent, out);
}

/// The claim a "claim" line makes: by the player to move, of the kind named or (if none is
/// named) the kind that holds, with the written move if one follows.
fn claim(state: &State, args: &[String]) -> Result<Intent, String> {
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
            // Read but not playable is not "unreadable": the move and the reason are said
            // in one frame ("Claim not made: the written move, Queen h8, is not possible.
            // No queen of yours can reach h8."), not a label inside a label.
            Err(crate::notation::NotationError::Move {
                error: crate::notation::ResolveError::Illegal(why),
                syntax,
                text,
                ..
            }) => {
                let said = notation_phrases::understood(lang, &syntax).unwrap_or(text);
                let why = notation_phrases::illegal(lang, &why);
                return Err(phrases::illegal_declared_move(lang, &said, &why));
            }
            Err(e) => {
                let why = notation_phrases::error(lang, pos, &e);
                return Err(phrases::bad_declared_move(lang, &why));
            }
        }
    };
    let kind = kind.unwrap_or_else(|| claim_kind(state, by, declared));
    Ok(Intent::Claim {
        by,
        kind,
        declared: declared.map(crate::intent::uci),
    })
}
