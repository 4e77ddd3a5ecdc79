//! Questions about the mirrored board: a square, a rank, a file, the diagonals, attackers,
//! where pieces stand, the legal moves of a piece, the last move, whose turn, material.

use shakmaty::{Chess, Move, Position, Role};

use super::answer;
use crate::app::commands::{self, Command};
use crate::app::core::State;
use crate::app::core::args::{parse_file, parse_rank, parse_role, parse_square};
use crate::app::core::{Effect, phrases};
use crate::board::{self, Scan};
use crate::notation::{Style, words};

/// Answers a question about the board.
pub(super) fn run(state: &mut State, command: Command, args: &[String], out: &mut Vec<Effect>) {
    let lang = state.lang;
    let pos = state.pos().clone();
    let joined = args.join(" ");
    let reply = match command {
        Command::Square => parse_square(lang, args)
            .map(|sq| board::square(&pos, sq, lang))
            .ok_or_else(|| phrases::bad_square(lang, &joined)),
        Command::Attackers => parse_square(lang, args)
            .map(|sq| board::attackers(&pos, sq, lang))
            .ok_or_else(|| phrases::bad_square(lang, &joined)),
        Command::Diagonal => parse_square(lang, args)
            .map(|sq| board::scan(&pos, Scan::Diagonals(sq), lang))
            .ok_or_else(|| phrases::bad_square(lang, &joined)),
        Command::Rank => match args {
            [w] => parse_rank(lang, w).map(|r| board::scan(&pos, Scan::Rank(r), lang)),
            _ => None,
        }
        .ok_or_else(|| phrases::bad_rank(lang, &joined)),
        Command::File => match args {
            [w] => parse_file(lang, w).map(|f| board::scan(&pos, Scan::File(f), lang)),
            _ => None,
        }
        .ok_or_else(|| phrases::bad_file(lang, &joined)),
        Command::Where => where_pieces(state, &pos, args, &joined),
        Command::Moves => moves(state, &pos, args, &joined),
        Command::Last => match args {
            // "last 5": the last moves from the scoresheet.
            [n] if n.parse::<usize>().is_ok_and(|n| n > 0) => {
                super::readback::last(state, n.parse().unwrap_or(5), out);
                return;
            }
            _ => Ok(board::last_move(state.game().moves(), lang)),
        },
        // After the end nobody is to move: the result is the answer.
        Command::Turn => Ok(match state.game().ending() {
            Some(ending) => phrases::game_over(lang, ending),
            None => board::turn(&pos, lang),
        }),
        _ => Ok(board::material(&pos, lang)),
    };
    answer(state, out, reply);
}

/// `where [piece] [colour]`.
fn where_pieces(
    state: &State,
    pos: &Chess,
    args: &[String],
    joined: &str,
) -> Result<String, String> {
    let lang = state.lang;
    let mut role = None;
    let mut colour = None;
    for w in args {
        if let Some(c) = commands::colour(lang, w) {
            colour = Some(c);
        } else if let Some(r) = parse_role(lang, w) {
            role = Some(r);
        } else {
            return Err(phrases::bad_piece(lang, joined));
        }
    }
    Ok(board::where_pieces(pos, role, colour, lang))
}

/// `moves`, `moves N`, `moves knight`, `moves [piece] SQUARE`.
fn moves(state: &State, pos: &Chess, args: &[String], joined: &str) -> Result<String, String> {
    let lang = state.lang;
    match args {
        [] => {
            let all: Vec<Move> = pos.legal_moves().into_iter().collect();
            let list: Vec<String> = all
                .iter()
                .map(|m| words(pos, *m, lang, Style::default()))
                .collect();
            Ok(format!(
                "{}: {}.",
                board::phrases::colour(lang, pos.turn()),
                list.join(", ")
            ))
        }
        [n] if n.chars().all(|c| c.is_ascii_digit()) => {
            let n: usize = n.parse().unwrap_or(usize::MAX);
            Ok(board::last_moves(state.game().moves(), n, lang))
        }
        [w] if parse_role(lang, w).is_some() && parse_square(lang, args).is_none() => {
            let role = parse_role(lang, w).unwrap_or(Role::Pawn);
            Ok(board::moves_of(pos, role, lang))
        }
        _ => {
            // An optional piece word, then a square.
            let rest = match args.split_first() {
                Some((first, rest)) if parse_role(lang, first).is_some() && !rest.is_empty() => {
                    rest
                }
                _ => args,
            };
            parse_square(lang, rest)
                .map(|sq| board::moves_from(pos, sq, lang))
                .ok_or_else(|| phrases::bad_square(lang, joined))
        }
    }
}
