//! Batch tools: `rochade announce` (PGN to spoken words) and `rochade notate` (spoken or
//! written moves to PGN). Pure text in, text out; `main.rs` does the reading and printing.

use shakmaty::{Chess, KnownOutcome, Outcome, Position};

use crate::board::phrases::colour_key;
use crate::i18n::msg;
use crate::lang::{InputLang, Lang};
use crate::notation::lex::{Annotations, ResultMark, Tok, lex_partial};
use crate::notation::lexicon::Reader;
use crate::notation::{NotationError, Style, phrases, read_line, words};
use crate::pgn::{PgnOut, PgnProblem, read_games_from, write_game};

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
    announce_from(
        pgn.as_bytes(),
        lang,
        style,
        |text| out.text.push_str(text),
        |p| out.problems.push(p),
    );
    out
}

/// Puts every game read from `input` into words as it is read: `text` gets each game's lines
/// (a blank line before every game but the first), `problem` each problem met. Memory holds
/// one game at a time (see [`crate::pgn::read_games_from`]). Returns the number of games.
pub fn announce_from(
    input: impl std::io::Read,
    lang: Lang,
    style: Style,
    mut text: impl FnMut(&str),
    mut problem: impl FnMut(String),
) -> usize {
    let mut n = 0;
    read_games_from(input, |game| {
        n += 1;
        let mut said = String::new();
        if n > 1 {
            said.push('\n');
        }
        let mut pos = game.initial.clone();
        for m in &game.moves {
            let number = pos.fullmoves().get();
            let dots = if pos.turn().is_white() { "." } else { "..." };
            said.push_str(&format!(
                "{number}{dots} {}\n",
                words(&pos, *m, lang, style)
            ));
            pos.play_unchecked(*m);
        }
        // The result, as written (notate reads it back as the end of the game); a game
        // without moves has nothing to end.
        if game.result != shakmaty::Outcome::Unknown && !game.moves.is_empty() {
            said.push_str(crate::pgn::result_text(game.result));
            said.push('\n');
        }
        text(&said);
        if let Some(p) = &game.problem {
            problem(problem_text(lang, n, p));
        }
    })
}

/// A problem met in game number `game` of a PGN, in `lang`. The system's words (the FEN
/// parser's, an input error's) are not repeated: the sentence says what is wrong and where.
fn problem_text(lang: Lang, game: usize, p: &PgnProblem) -> String {
    match p {
        PgnProblem::BadFen(_) => msg::batch_bad_fen(lang, game),
        PgnProblem::TooManyMoves(max) => msg::batch_too_many_moves(lang, game, *max),
        PgnProblem::Unreadable(_) => msg::batch_unreadable(lang, game),
        PgnProblem::IllegalMove { number, dots, san } => {
            let colour = if *dots == "." {
                shakmaty::Color::White
            } else {
                shakmaty::Color::Black
            };
            msg::batch_illegal_move(lang, colour_key(colour), game, san.as_str(), *number)
        }
    }
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

/// The longest line `notate` reads, in bytes (64 KiB). A whole game written on one line is a
/// few kilobytes; a longer line is refused rather than read, so that memory stays bounded
/// whatever the input.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// The most plies `notate` reads in one game (20,000). Under the 75-move rule (9.6.2) no game
/// can be longer than 17,697 plies; a longer one is refused rather than kept in memory.
pub const MAX_PLIES: usize = 20_000;

/// What stopped `notate`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotateRefusal {
    /// A move that could not be read or played.
    Move(NotationError),
    /// A line longer than [`MAX_LINE_BYTES`]; it was not read.
    LineTooLong {
        /// Its length in bytes, as far as it was measured.
        bytes: usize,
    },
    /// A game longer than [`MAX_PLIES`].
    TooManyMoves,
}

/// The problem that stopped `notate`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotateProblem {
    /// Line number in the input, from 1.
    pub line: usize,
    /// The line's text (its first 80 characters, for a long line).
    pub text: String,
    /// The reason, in words of the chosen language.
    pub reason: String,
    /// The refusal itself.
    pub error: NotateRefusal,
}

/// What `notate` read: the games (the last one possibly cut short) and the problem, if any.
#[derive(Debug, Clone)]
pub struct Notated {
    /// Games read, in order.
    pub games: Vec<NotatedGame>,
    /// What stopped reading.
    pub problem: Option<NotateProblem>,
}

impl NotatedGame {
    /// The game as PGN. A game cut short by a problem has no result, so `*`.
    pub fn to_pgn(&self) -> String {
        let result = match self.result {
            Some(ResultMark::WhiteWins) => Outcome::Known(KnownOutcome::Decisive {
                winner: shakmaty::Color::White,
            }),
            Some(ResultMark::BlackWins) => Outcome::Known(KnownOutcome::Decisive {
                winner: shakmaty::Color::Black,
            }),
            Some(ResultMark::Draw) => Outcome::Known(KnownOutcome::Draw),
            Some(ResultMark::Unknown) | None => Outcome::Unknown,
        };
        write_game(&PgnOut {
            initial: Some(&self.initial),
            moves: &self.moves,
            result: Some(result),
            ..PgnOut::default()
        })
    }
}

impl Notated {
    /// The games as PGN. A game cut short by a problem gets the result `*`.
    pub fn to_pgn(&self) -> String {
        self.games.iter().map(NotatedGame::to_pgn).collect()
    }
}

/// Reads spoken or written moves line by line (the output of [`announce`], or free movetext
/// in any of the languages), game after game, keeping in memory only the game being read.
///
/// A game ends with a result, with a blank line after at least one of its moves (outside a
/// comment or variation), with a `[Tag]` line after moves, or when a line starts again with
/// move number 1; the next game starts from the same initial position. Comments and
/// variations may run over several lines. Sentence punctuation after a move or sign is noise.
/// Reading stops at the first bad move, at a line longer than [`MAX_LINE_BYTES`] or a game
/// longer than [`MAX_PLIES`]; every move before it is kept.
#[derive(Debug, Clone)]
pub struct Notator {
    lang: InputLang,
    initial: Chess,
    current: NotatedGame,
    pos: Chess,
    annotations: Annotations,
    line: usize,
    games: usize,
}

impl Notator {
    /// A reader of games in `lang`, each starting from `initial`.
    pub fn new(lang: InputLang, initial: &Chess) -> Notator {
        Notator {
            lang,
            initial: initial.clone(),
            current: Self::fresh(initial),
            pos: initial.clone(),
            annotations: Annotations::default(),
            line: 0,
            games: 0,
        }
    }

    fn fresh(initial: &Chess) -> NotatedGame {
        NotatedGame {
            initial: initial.clone(),
            moves: Vec::new(),
            result: None,
        }
    }

    fn message_lang(&self) -> Lang {
        match self.lang {
            InputLang::One(l) => l,
            InputLang::Auto => Lang::En,
        }
    }

    /// Ends the current game, if it has a move or a result, and hands it to `done`.
    fn end_game(&mut self, done: &mut impl FnMut(NotatedGame)) {
        if !self.current.moves.is_empty() || self.current.result.is_some() {
            let game = std::mem::replace(&mut self.current, Self::fresh(&self.initial));
            self.pos = self.initial.clone();
            self.games += 1;
            done(game);
        }
    }

    /// Stops reading: the game cut short is handed to `done`, and the problem returned.
    fn stop(
        &mut self,
        text: &str,
        error: NotateRefusal,
        done: &mut impl FnMut(NotatedGame),
    ) -> NotateProblem {
        let lang = self.message_lang();
        let reason = match &error {
            NotateRefusal::Move(e) => phrases::error(lang, &self.pos, e),
            NotateRefusal::LineTooLong { .. } => phrases::line_too_long(lang, MAX_LINE_BYTES),
            NotateRefusal::TooManyMoves => phrases::too_many_moves(lang, MAX_PLIES),
        };
        self.current.result = None;
        let game = std::mem::replace(&mut self.current, Self::fresh(&self.initial));
        self.games += 1;
        done(game);
        NotateProblem {
            line: self.line,
            text: shorten(text, 80),
            reason,
            error,
        }
    }

    /// Reads the next line (without its line end); every game it completes is handed to
    /// `done`.
    ///
    /// # Errors
    /// The [`NotateProblem`] that stops reading; the game it cut short has been handed to
    /// `done` with the moves before the problem. Lines after it should not be read.
    pub fn line(
        &mut self,
        line: &str,
        mut done: impl FnMut(NotatedGame),
    ) -> Result<(), Box<NotateProblem>> {
        self.line += 1;
        if line.len() > MAX_LINE_BYTES {
            let bytes = line.len();
            return Err(Box::new(self.stop(
                line,
                NotateRefusal::LineTooLong { bytes },
                &mut done,
            )));
        }
        let was_open = self.annotations.is_open();
        let visible = self.annotations.visible(line);
        if line.trim().is_empty() {
            if !was_open {
                self.end_game(&mut done);
            }
            return Ok(());
        }
        // Move number 1 again after moves: the next game (looked at only then).
        let first_is_one = !self.current.moves.is_empty()
            && visible.trim_start().starts_with('1')
            && matches!(
                lex_partial(&visible, Reader::get(self.lang))
                    .0
                    .first()
                    .map(|t| t.tok),
                Some(Tok::MoveNumber {
                    number: 1,
                    black: false
                })
            );
        let tag = !was_open && line.trim_start().starts_with('[');
        if first_is_one || tag {
            self.end_game(&mut done);
        }
        let read = read_line(&self.pos, &visible, self.lang);
        for m in &read.moves {
            if self.current.moves.len() >= MAX_PLIES {
                return Err(Box::new(self.stop(
                    line,
                    NotateRefusal::TooManyMoves,
                    &mut done,
                )));
            }
            self.pos.play_unchecked(*m);
            self.current.moves.push(*m);
        }
        if let Some(error) = read.error {
            return Err(Box::new(self.stop(
                line,
                NotateRefusal::Move(error),
                &mut done,
            )));
        }
        if let Some(r) = read.result {
            self.current.result = Some(r);
            self.end_game(&mut done);
        }
        Ok(())
    }

    /// A line that was not read because it is longer than [`MAX_LINE_BYTES`] (`bytes` long at
    /// least; `start` is its beginning). Stops reading as [`Notator::line`] does.
    pub fn line_too_long(
        &mut self,
        start: &str,
        bytes: usize,
        mut done: impl FnMut(NotatedGame),
    ) -> NotateProblem {
        self.line += 1;
        self.stop(start, NotateRefusal::LineTooLong { bytes }, &mut done)
    }

    /// The end of the text: the game being read, if it has moves, or an empty game when
    /// nothing at all was read (so that the output is never empty).
    pub fn finish(mut self) -> Option<NotatedGame> {
        if !self.current.moves.is_empty() || self.games == 0 {
            self.games += 1;
            return Some(std::mem::replace(
                &mut self.current,
                Self::fresh(&self.initial),
            ));
        }
        None
    }
}

/// The first `max` characters of `text`, with "…" when something was cut.
fn shorten(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text.to_owned(),
    }
}

/// Reads a whole text with a [`Notator`]: every game, and the problem that stopped reading.
pub fn notate(text: &str, lang: InputLang, initial: &Chess) -> Notated {
    let mut notator = Notator::new(lang, initial);
    let mut games = Vec::new();
    for line in text.lines() {
        if let Err(problem) = notator.line(line, |g| games.push(g)) {
            return Notated {
                games,
                problem: Some(*problem),
            };
        }
    }
    games.extend(notator.finish());
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
        assert!(
            reason.starts_with("Regelwidriger Zug: Springer Eva fünf."),
            "{reason}"
        );
    }

    #[test]
    fn problems_of_a_pgn_are_said_in_the_chosen_language() {
        let pgn = "1. e4 e5 2. Ke3 *\n";
        let said = announce(pgn, Lang::De, Style::default());
        assert_eq!(
            said.problems,
            ["Partie 1: der Zug 2 von Weiß, Ke3, ist in seiner Stellung regelwidrig."]
        );
        let said = announce(pgn, Lang::Ru, Style::default());
        assert_eq!(
            said.problems,
            ["Партия 1: ход 2 белых, Ke3, невозможен в этой позиции."]
        );
        let said = announce(
            "[FEN \"nonsense\"]\n\n1. e4 *\n",
            Lang::Ru,
            Style::default(),
        );
        assert_eq!(
            said.problems,
            ["Партия 1: тег FEN не задаёт допустимую позицию."]
        );
    }

    #[test]
    fn notate_says_why_in_words_of_the_language() {
        let back = notate(
            "1. e4 e5 2. Ke3\n",
            InputLang::One(Lang::Ru),
            &Chess::default(),
        );
        let reason = back.problem.map(|p| p.reason).unwrap_or_default();
        // In Russian notation K is the knight (Конь).
        assert!(
            reason.starts_with("Невозможный ход: Шпрингер Ева драй."),
            "{reason}"
        );
        assert!(!reason.chars().any(|c| c.is_ascii_alphabetic()), "{reason}");
    }
}
