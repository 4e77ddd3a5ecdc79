//! Batch tools: `rochade announce` (PGN to spoken words) and `rochade notate` (spoken or
//! written moves to PGN). Pure text in, text out; `main.rs` does the reading and printing.

use shakmaty::{Chess, KnownOutcome, Outcome, Position};

use crate::lang::{InputLang, Lang};
use crate::notation::lex::{ResultMark, Tok, lex_partial};
use crate::notation::lexicon::Reader;
use crate::notation::{NotationError, Style, phrases, read_line, words};
use crate::pgn::{PgnOut, read_games, write_game};

/// What `announce` produced: the text, and the problems met in the PGN (one line each).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Announced {
    /// One ply per line (`12. Springer Felix drei`, `12... Eva fünf`), a blank line between
    /// games.
    pub text: String,
    /// Problems, such as an illegal move in a game (the game is announced up to it).
    pub problems: Vec<String>,
}

/// Puts every game of a PGN text into words, one ply per line.
pub fn announce(pgn: &str, lang: Lang, style: Style) -> Announced {
    let mut out = Announced::default();
    for (n, game) in read_games(pgn).iter().enumerate() {
        if n > 0 {
            out.text.push('\n');
        }
        let mut pos = game.initial.clone();
        for m in &game.moves {
            let number = pos.fullmoves().get();
            let dots = if pos.turn().is_white() { "." } else { "..." };
            out.text.push_str(&format!(
                "{number}{dots} {}\n",
                words(&pos, *m, lang, style)
            ));
            pos.play_unchecked(*m);
        }
        if let Some(problem) = &game.problem {
            out.problems.push(format!("game {}: {problem}", n + 1));
        }
    }
    out
}

/// A game that `notate` read.
#[derive(Debug, Clone)]
pub struct NotatedGame {
    /// Starting position.
    pub initial: Chess,
    /// The moves.
    pub moves: Vec<shakmaty::Move>,
    /// The result, if one was written.
    pub result: Option<ResultMark>,
}

/// The problem that stopped `notate`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotateProblem {
    /// Line number in the input, from 1.
    pub line: usize,
    /// The line's text.
    pub text: String,
    /// The reason, in words of the chosen language.
    pub reason: String,
    /// The error itself.
    pub error: NotationError,
}

/// What `notate` read: the games (the last one possibly cut short) and the problem, if any.
#[derive(Debug, Clone)]
pub struct Notated {
    /// Games read, in order.
    pub games: Vec<NotatedGame>,
    /// What stopped reading.
    pub problem: Option<NotateProblem>,
}

impl Notated {
    /// The games as PGN. A game cut short by a problem gets the result `*`.
    pub fn to_pgn(&self) -> String {
        let mut out = String::new();
        for g in &self.games {
            let result = match g.result {
                Some(ResultMark::WhiteWins) => Outcome::Known(KnownOutcome::Decisive {
                    winner: shakmaty::Color::White,
                }),
                Some(ResultMark::BlackWins) => Outcome::Known(KnownOutcome::Decisive {
                    winner: shakmaty::Color::Black,
                }),
                Some(ResultMark::Draw) => Outcome::Known(KnownOutcome::Draw),
                Some(ResultMark::Unknown) | None => Outcome::Unknown,
            };
            out.push_str(&write_game(&PgnOut {
                initial: Some(&g.initial),
                moves: &g.moves,
                result: Some(result),
                ..PgnOut::default()
            }));
        }
        out
    }
}

/// Reads spoken or written moves (the output of [`announce`], or free movetext in any of the
/// languages) starting from `initial`. A blank line followed by move number 1, a `[Tag]` line
/// after moves, or a result starts a new game. Reading stops at the first bad move; every move
/// before it is kept.
pub fn notate(text: &str, lang: InputLang, initial: &Chess) -> Notated {
    let message_lang = match lang {
        InputLang::One(l) => l,
        InputLang::Auto => Lang::En,
    };
    let reader = Reader::get(lang);
    let mut games: Vec<NotatedGame> = Vec::new();
    let mut current = NotatedGame {
        initial: initial.clone(),
        moves: Vec::new(),
        result: None,
    };
    let mut pos = initial.clone();
    let mut after_blank = false;
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            after_blank = true;
            continue;
        }
        let starts_game = {
            let (tokens, _) = lex_partial(line, reader);
            let first_is_one = matches!(
                tokens.first().map(|t| t.tok),
                Some(Tok::MoveNumber {
                    number: 1,
                    black: false
                })
            );
            (after_blank && first_is_one) || line.trim_start().starts_with('[')
        };
        after_blank = false;
        if starts_game && (!current.moves.is_empty() || current.result.is_some()) {
            games.push(std::mem::replace(
                &mut current,
                NotatedGame {
                    initial: initial.clone(),
                    moves: Vec::new(),
                    result: None,
                },
            ));
            pos = initial.clone();
        }
        let read = read_line(&pos, line, lang);
        for m in &read.moves {
            pos.play_unchecked(*m);
        }
        current.moves.extend(read.moves);
        if let Some(error) = read.error {
            current.result = None;
            games.push(current);
            let reason = phrases::error(message_lang, &pos, &error);
            return Notated {
                games,
                problem: Some(NotateProblem {
                    line: n + 1,
                    text: line.to_owned(),
                    reason,
                    error,
                }),
            };
        }
        if let Some(r) = read.result {
            current.result = Some(r);
            games.push(std::mem::replace(
                &mut current,
                NotatedGame {
                    initial: initial.clone(),
                    moves: Vec::new(),
                    result: None,
                },
            ));
            pos = initial.clone();
        }
    }
    if !current.moves.is_empty() || games.is_empty() {
        games.push(current);
    }
    Notated {
        games,
        problem: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn announce_then_notate_gives_the_game_back() {
        let pgn = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1/2-1/2\n\n1. d4 d5 *\n";
        let said = announce(pgn, Lang::De, Style::default());
        assert!(
            said.text
                .starts_with("1. Bauer Eva vier\n1... Bauer Eva fünf\n")
        );
        assert!(said.text.contains("\n\n1. Bauer David vier\n"));
        let back = notate(&said.text, InputLang::One(Lang::De), &Chess::default());
        assert!(back.problem.is_none());
        assert_eq!(back.games.len(), 2);
        assert_eq!(back.games[0].moves.len(), 6);
        assert_eq!(back.games[1].moves.len(), 2);
    }

    #[test]
    fn notate_keeps_the_moves_before_a_bad_one() {
        let text = "1. Eva vier Eva fünf\n2. Springer Felix drei\n2... Springer Eva fünf\n";
        let back = notate(text, InputLang::One(Lang::De), &Chess::default());
        let problem = back.problem.as_ref().map(|p| (p.line, p.text.clone()));
        assert_eq!(problem, Some((3, "2... Springer Eva fünf".to_owned())));
        assert_eq!(back.games[0].moves.len(), 3);
        let pgn = back.to_pgn();
        assert!(pgn.contains("1. e4 e5 2. Nf3 *"), "{pgn}");
        let reason = back.problem.map(|p| p.reason).unwrap_or_default();
        assert!(reason.contains("Springer"), "{reason}");
    }
}
