//! Reading and writing PGN (Portable Game Notation).
//!
//! Reading uses the pgn-reader crate and resolves every SAN with shakmaty; a game with an
//! illegal or unreadable move keeps the moves before it and says where it stopped.

use std::ops::ControlFlow;

use pgn_reader::{Reader, Skip, Visitor};
use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Chess, EnPassantMode, KnownOutcome, Move, Outcome, Position};

/// One game read from PGN.
#[derive(Debug, Clone)]
pub struct PgnGame {
    /// Tag pairs in the order read.
    pub tags: Vec<(String, String)>,
    /// The starting position (from the FEN tag, or the standard one).
    pub initial: Chess,
    /// The moves, each legal in the position before it.
    pub moves: Vec<Move>,
    /// Comments: `comments[i]` stands after move `i` (index 0 for the first move); comments
    /// before the first move are in `preamble`.
    pub comments: Vec<Vec<String>>,
    /// Comments before the first move.
    pub preamble: Vec<String>,
    /// Everything written after each move besides the next move, in order: comments, NAGs
    /// and variations (`notes[i]` after move `i`; same length as `moves`). Bounded by
    /// [`MAX_VARIATION_DEPTH`], [`MAX_NOTES`] and [`MAX_COMMENT_BYTES`].
    pub notes: Vec<Vec<Note>>,
    /// The comments and NAGs written before the first move.
    pub lead: Vec<Note>,
    /// The result written in the movetext (or the Result tag).
    pub result: Outcome,
    /// Why reading stopped early, if it did.
    pub problem: Option<PgnProblem>,
}

impl PgnGame {
    /// The value of a tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// What a game's movetext says besides its moves, in the order written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Note {
    /// A `{comment}`, trimmed.
    Comment(String),
    /// A numeric annotation glyph (`$1`, or `!`, `?`, `!?` … as written after a move).
    Nag(u8),
    /// A variation: other moves in place of the move it follows.
    Variation(Variation),
}

/// A variation: moves that could have been played instead of the move it follows (from the
/// position before that move), with their own notes and nested variations.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Variation {
    /// The comments and NAGs before its first move.
    pub lead: Vec<Note>,
    /// Its moves, each legal in the position before it; an illegal one ends the variation.
    pub moves: Vec<Move>,
    /// What is written after each of its moves (same index as `moves`).
    pub notes: Vec<Vec<Note>>,
}

/// Why a game could not be read to its end.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PgnProblem {
    /// The FEN tag is not a legal position.
    #[error("the FEN tag is not a legal position: {0}")]
    BadFen(String),
    /// The game has more than [`MAX_PLIES`] moves; the rest were not read.
    #[error("the game has more than {0} half-moves")]
    TooManyMoves(usize),
    /// The text could not be read as PGN from here on (a tag line longer than the reader
    /// takes, or an input error); reading stopped.
    #[error("the PGN cannot be read from here on: {0}")]
    Unreadable(String),
    /// A move is not legal (or not unique) in its position.
    #[error("move {number}{dots} {san} is not legal in its position")]
    IllegalMove {
        /// The move number.
        number: u32,
        /// "." for White, "..." for Black.
        dots: &'static str,
        /// The move as written.
        san: String,
    },
}

impl PgnProblem {
    /// The sentence for this problem of game number `game`, in `lang` (`analyse`, `study`).
    pub fn said(&self, lang: crate::lang::Lang, game: usize) -> String {
        use crate::i18n::msg;
        match self {
            PgnProblem::IllegalMove { number, dots, san } => {
                let colour = if *dots == "." { "white" } else { "black" };
                msg::batch_illegal_move(lang, colour, game, san.as_str(), *number)
            }
            PgnProblem::BadFen(_) => msg::batch_bad_fen(lang, game),
            PgnProblem::TooManyMoves(n) => msg::batch_too_many_moves(lang, game, *n),
            PgnProblem::Unreadable(_) => msg::batch_unreadable(lang, game),
        }
    }
}

/// The most half-moves read in one game (20,000): more than the 75-move rule (9.6.2) allows
/// in any game, so nothing real is cut, and a hostile file cannot fill the memory.
pub const MAX_PLIES: usize = 20_000;

/// The most tag pairs kept for one game; later ones are dropped.
pub const MAX_TAGS: usize = 256;

/// The most bytes of comments kept for one game (64 KiB); later comments are dropped. Each
/// comment is at most 255 bytes (the reader's default); longer ones are cut.
pub const MAX_COMMENT_BYTES: usize = 64 * 1024;

/// The deepest nesting of variations kept (16); deeper ones are skipped, so a hostile file
/// cannot build a tree deep enough to exhaust the stack of whatever walks it.
pub const MAX_VARIATION_DEPTH: usize = 16;

/// The most notes (comments, NAGs, variations) and variation moves kept for one game
/// (20,000); later ones are dropped.
pub const MAX_NOTES: usize = 20_000;

/// Reads games; finished games wait in `done` for [`read_games_from`] to hand them on.
#[derive(Default)]
struct GameVisitor {
    done: Vec<PgnGame>,
    /// A game with no moves and no result that ended at a blank line (a comment before the
    /// first move, then a blank line): the movetext after the blank line, when it has no
    /// tags of its own, continues it.
    carry: Option<Movetext>,
}

struct Movetext {
    game: PgnGame,
    pos: Chess,
    /// The position before the mainline's last move (where its variations start).
    before: Chess,
    stopped: bool,
    comment_bytes: usize,
    /// Notes and variation moves kept so far (at most [`MAX_NOTES`]).
    items: usize,
    /// A result was written in the movetext.
    outcome: bool,
    /// The variations being read, innermost last; `None` for one skipped.
    open: Vec<Option<Frame>>,
}

/// A variation being read.
struct Frame {
    variation: Variation,
    /// The position after its last move, and before it.
    pos: Chess,
    before: Chess,
    /// An illegal move was met: its moves after it are not read.
    stopped: bool,
}

impl Movetext {
    /// Where a note goes: after the last move of the innermost variation being read (or
    /// before its first), else after the mainline's last move (or before the first). `None`
    /// inside a skipped variation, after the mainline stopped, or past [`MAX_NOTES`].
    fn notes_here(&mut self) -> Option<&mut Vec<Note>> {
        if self.items >= MAX_NOTES {
            return None;
        }
        self.items += 1;
        match self.open.last_mut() {
            Some(None) => None,
            Some(Some(f)) => Some(match f.variation.notes.last_mut() {
                Some(n) => n,
                None => &mut f.variation.lead,
            }),
            None if self.stopped => None,
            None => Some(match self.game.notes.last_mut() {
                Some(n) => n,
                None => &mut self.game.lead,
            }),
        }
    }

    /// A move of the variation being read.
    fn variation_move(&mut self, san: &SanPlus) {
        let Some(Some(f)) = self.open.last_mut() else {
            return;
        };
        if f.stopped || self.items >= MAX_NOTES {
            return;
        }
        match san.san.to_move(&f.pos) {
            Ok(m) => {
                self.items += 1;
                f.before = f.pos.clone();
                f.pos.play_unchecked(m);
                f.variation.moves.push(m);
                f.variation.notes.push(Vec::new());
            }
            Err(_) => f.stopped = true,
        }
    }

    /// Closes the innermost variation: a read one goes after the move it stands for.
    fn close_variation(&mut self) {
        if let Some(Some(f)) = self.open.pop()
            && !f.variation.moves.is_empty()
        {
            let variation = Note::Variation(f.variation);
            match self.open.last_mut() {
                Some(Some(parent)) => {
                    if let Some(n) = parent.variation.notes.last_mut() {
                        n.push(variation);
                    }
                }
                Some(None) => {}
                None => {
                    if let Some(n) = self.game.notes.last_mut() {
                        n.push(variation);
                    }
                }
            }
        }
    }
}

impl Visitor for GameVisitor {
    type Tags = Vec<(String, String)>;
    type Movetext = Movetext;
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<(), Self::Tags> {
        ControlFlow::Continue(Vec::new())
    }

    fn tag(
        &mut self,
        tags: &mut Self::Tags,
        name: &[u8],
        value: pgn_reader::RawTag<'_>,
    ) -> ControlFlow<()> {
        if tags.len() < MAX_TAGS {
            tags.push((
                String::from_utf8_lossy(name).into_owned(),
                value.decode_utf8_lossy().into_owned(),
            ));
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<(), Movetext> {
        if let Some(carried) = self.carry.take() {
            if tags.is_empty() {
                return ControlFlow::Continue(carried);
            }
            self.done.push(carried.game);
        }
        let fen = tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case("FEN"))
            .map(|(_, v)| v.clone());
        let result_tag = tags
            .iter()
            .find(|(n, _)| n == "Result")
            .and_then(|(_, v)| Outcome::from_ascii(v.as_bytes()).ok());
        let mut problem = None;
        let initial = match fen {
            None => Chess::default(),
            Some(text) => match text
                .parse::<Fen>()
                .map_err(|e| e.to_string())
                .and_then(|f| {
                    f.into_position(CastlingMode::Standard)
                        .map_err(|e| e.to_string())
                }) {
                Ok(p) => p,
                Err(e) => {
                    problem = Some(PgnProblem::BadFen(e));
                    Chess::default()
                }
            },
        };
        let stopped = problem.is_some();
        ControlFlow::Continue(Movetext {
            pos: initial.clone(),
            before: initial.clone(),
            game: PgnGame {
                tags,
                initial,
                moves: Vec::new(),
                comments: Vec::new(),
                preamble: Vec::new(),
                notes: Vec::new(),
                lead: Vec::new(),
                result: result_tag.unwrap_or(Outcome::Unknown),
                problem,
            },
            stopped,
            comment_bytes: 0,
            items: 0,
            outcome: false,
            open: Vec::new(),
        })
    }

    fn san(&mut self, mt: &mut Movetext, san_plus: SanPlus) -> ControlFlow<()> {
        if !mt.open.is_empty() {
            mt.variation_move(&san_plus);
            return ControlFlow::Continue(());
        }
        if mt.stopped {
            return ControlFlow::Continue(());
        }
        if mt.game.moves.len() >= MAX_PLIES {
            mt.game.problem = Some(PgnProblem::TooManyMoves(MAX_PLIES));
            mt.stopped = true;
            return ControlFlow::Continue(());
        }
        match san_plus.san.to_move(&mt.pos) {
            Ok(m) => {
                mt.before = mt.pos.clone();
                mt.pos.play_unchecked(m);
                mt.game.moves.push(m);
                mt.game.comments.push(Vec::new());
                mt.game.notes.push(Vec::new());
            }
            Err(_) => {
                let white = mt.pos.turn().is_white();
                mt.game.problem = Some(PgnProblem::IllegalMove {
                    number: mt.pos.fullmoves().get(),
                    dots: if white { "." } else { "..." },
                    san: san_plus.to_string(),
                });
                mt.stopped = true;
            }
        }
        ControlFlow::Continue(())
    }

    fn comment(
        &mut self,
        mt: &mut Movetext,
        comment: pgn_reader::RawComment<'_>,
    ) -> ControlFlow<()> {
        let bytes = comment.as_bytes();
        if mt.comment_bytes + bytes.len() > MAX_COMMENT_BYTES {
            return ControlFlow::Continue(());
        }
        mt.comment_bytes += bytes.len();
        let text = String::from_utf8_lossy(bytes).trim().to_owned();
        if let Some(notes) = mt.notes_here() {
            notes.push(Note::Comment(text.clone()));
        }
        if mt.open.is_empty() {
            match mt.game.comments.last_mut() {
                Some(list) if !mt.stopped => list.push(text),
                Some(_) => {}
                None => mt.game.preamble.push(text),
            }
        }
        ControlFlow::Continue(())
    }

    fn nag(&mut self, mt: &mut Movetext, nag: pgn_reader::Nag) -> ControlFlow<()> {
        if let Some(notes) = mt.notes_here() {
            notes.push(Note::Nag(nag.0));
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, mt: &mut Movetext) -> ControlFlow<(), Skip> {
        // A variation stands for the last move of the line it is in: it starts from the
        // position before that move. One with no move to stand for, too deep or past the
        // bounds is skipped (the reader skips it without recursion).
        let start = match mt.open.last() {
            Some(None) => None,
            Some(Some(f)) if f.stopped || f.variation.moves.is_empty() => None,
            Some(Some(f)) => Some(f.before.clone()),
            None if mt.stopped || mt.game.moves.is_empty() => None,
            None => Some(mt.before.clone()),
        };
        let start = start.filter(|_| mt.open.len() < MAX_VARIATION_DEPTH && mt.items < MAX_NOTES);
        let skip = start.is_none();
        mt.open.push(start.map(|pos| Frame {
            variation: Variation::default(),
            before: pos.clone(),
            pos,
            stopped: false,
        }));
        if !skip {
            mt.items += 1;
        }
        ControlFlow::Continue(Skip(skip))
    }

    fn end_variation(&mut self, mt: &mut Movetext) -> ControlFlow<()> {
        mt.close_variation();
        ControlFlow::Continue(())
    }

    fn outcome(&mut self, mt: &mut Movetext, outcome: Outcome) -> ControlFlow<()> {
        mt.game.result = outcome;
        mt.outcome = true;
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, mut mt: Movetext) {
        while !mt.open.is_empty() {
            mt.close_variation();
        }
        // A movetext of comments only, ended by a blank line: the moves may follow it.
        if mt.game.moves.is_empty() && !mt.outcome && mt.game.problem.is_none() {
            if let Some(earlier) = self.carry.replace(mt) {
                self.done.push(earlier.game);
            }
            return;
        }
        self.done.push(mt.game);
    }
}

/// Reads every game in `text`.
///
/// A game with a bad FEN or an illegal move is returned with the moves before the problem and
/// the problem in [`PgnGame::problem`]; reading goes on with the next game.
pub fn read_games(text: &str) -> Vec<PgnGame> {
    let mut games = Vec::new();
    read_games_from(text.as_bytes(), |g| games.push(g));
    games
}

/// Reads every game from `input` as it comes, handing each to `each`: memory holds one game
/// at a time (at most [`MAX_PLIES`] moves, [`MAX_TAGS`] tags and [`MAX_COMMENT_BYTES`] of
/// comments, and the bounds of the notes), whatever the length of the input. Variations are
/// kept to [`MAX_VARIATION_DEPTH`] and skipped deeper, however deeply they nest. A movetext of
/// comments only, ended by a blank line, is continued by the movetext after it when that has
/// no tags of its own (`{intro}`, a blank line, `1. e4 …` is one game).
///
/// Where the input cannot be read on (an input error, or a tag line longer than the reader
/// takes), a last game with no moves and [`PgnProblem::Unreadable`] is handed over and
/// reading stops. Returns the number of games.
pub fn read_games_from(input: impl std::io::Read, mut each: impl FnMut(PgnGame)) -> usize {
    let mut reader = Reader::new(input);
    let mut visitor = GameVisitor::default();
    let mut count = 0;
    loop {
        let read = reader.read_game(&mut visitor);
        let end = !matches!(read, Ok(Some(())));
        if end && let Some(carried) = visitor.carry.take() {
            visitor.done.push(carried.game);
        }
        for game in visitor.done.drain(..) {
            count += 1;
            each(game);
        }
        match read {
            Ok(Some(())) => {}
            Ok(None) => return count,
            Err(e) => {
                count += 1;
                each(PgnGame {
                    tags: Vec::new(),
                    initial: Chess::default(),
                    moves: Vec::new(),
                    comments: Vec::new(),
                    preamble: Vec::new(),
                    notes: Vec::new(),
                    lead: Vec::new(),
                    result: Outcome::Unknown,
                    problem: Some(PgnProblem::Unreadable(e.to_string())),
                });
                return count;
            }
        }
    }
}

/// The result as written in PGN (`1-0`, `0-1`, `1/2-1/2`, `*`).
pub fn result_text(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Known(KnownOutcome::Decisive { winner }) if winner.is_white() => "1-0",
        Outcome::Known(KnownOutcome::Decisive { .. }) => "0-1",
        Outcome::Known(KnownOutcome::Draw) => "1/2-1/2",
        Outcome::Unknown => "*",
    }
}

/// The Seven Tag Roster, in the order PGN requires.
pub const SEVEN_TAGS: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// What to write for one game.
#[derive(Debug, Clone, Default)]
pub struct PgnOut<'a> {
    /// Tags other than the Seven Tag Roster's defaults (missing roster tags are written `?`;
    /// the Result tag is always taken from `result`).
    pub tags: Vec<(String, String)>,
    /// The starting position (FEN and SetUp tags are added when it is not the standard one).
    pub initial: Option<&'a Chess>,
    /// The moves.
    pub moves: &'a [Move],
    /// A comment after each move (same index as `moves`), if any.
    pub comments: Vec<Option<String>>,
    /// The result.
    pub result: Option<Outcome>,
}

fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// Writes one game as PGN export format: roster tags first, movetext wrapped at 79 columns,
/// a blank line after the tags and after the game.
pub fn write_game(g: &PgnOut<'_>) -> String {
    let default_pos = Chess::default();
    let initial = g.initial.unwrap_or(&default_pos);
    let result = result_text(g.result.unwrap_or(Outcome::Unknown));
    let mut out = String::new();
    let lookup = |name: &str| {
        g.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    };
    for name in SEVEN_TAGS {
        let value = if name == "Result" {
            result
        } else {
            lookup(name).unwrap_or("?")
        };
        out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
    }
    let standard = *initial == default_pos;
    for (name, value) in &g.tags {
        if SEVEN_TAGS.contains(&name.as_str()) || name == "FEN" || name == "SetUp" {
            continue;
        }
        out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
    }
    if !standard {
        out.push_str("[SetUp \"1\"]\n");
        let fen = Fen::from_position(initial, EnPassantMode::Legal);
        out.push_str(&format!("[FEN \"{fen}\"]\n"));
    }
    out.push('\n');

    let mut tokens: Vec<String> = Vec::new();
    let mut pos = initial.clone();
    for (i, m) in g.moves.iter().enumerate() {
        let number = pos.fullmoves().get();
        if pos.turn().is_white() {
            tokens.push(format!("{number}."));
        } else if i == 0 || g.comments.get(i - 1).is_some_and(Option::is_some) {
            tokens.push(format!("{number}..."));
        }
        tokens.push(SanPlus::from_move_and_play_unchecked(&mut pos, *m).to_string());
        if let Some(Some(c)) = g.comments.get(i) {
            let clean = c.replace('}', ")");
            tokens.push(format!("{{{clean}}}"));
        }
    }
    tokens.push(result.to_owned());
    push_movetext(&mut out, tokens);
    out
}

/// Appends the movetext `tokens` to `out` as PGN export format lays it out: separated by
/// spaces, lines of at most 79 columns (a token is never cut), and a blank line after it.
pub fn push_movetext(out: &mut String, tokens: impl IntoIterator<Item = String>) {
    let mut line_len = 0;
    for t in tokens {
        if line_len > 0 && line_len + 1 + t.chars().count() > 79 {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        line_len += t.chars().count();
        out.push_str(&t);
    }
    out.push_str("\n\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_games_with_comments_variations_and_results() {
        let text = "[Event \"Test\"]\n[White \"A\"]\n\n1. e4 {best} (1. d4 d5) e5 2. Nf3 Nc6 1-0\n\n\
                    [Event \"Two\"]\n\n1. e4 e5 2. Ke3 Nf6 *\n";
        let games = read_games(text);
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].moves.len(), 4);
        assert_eq!(games[0].comments[0], vec!["best".to_owned()]);
        assert_eq!(result_text(games[0].result), "1-0");
        assert_eq!(games[0].tag("White"), Some("A"));
        assert_eq!(games[1].moves.len(), 2);
        assert_eq!(
            games[1].problem,
            Some(PgnProblem::IllegalMove {
                number: 2,
                dots: ".",
                san: "Ke3".into()
            })
        );
    }

    #[test]
    fn writes_what_it_reads() {
        let text = "[Event \"Round trip\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 Kd7 2. e5 {clk} Ke6 1/2-1/2\n";
        let g = &read_games(text)[0];
        let comments = g.comments.iter().map(|c| c.first().cloned()).collect();
        let out = write_game(&PgnOut {
            tags: g.tags.clone(),
            initial: Some(&g.initial),
            moves: &g.moves,
            comments,
            result: Some(g.result),
        });
        assert!(out.starts_with("[Event \"Round trip\"]\n[Site \"?\"]"));
        assert!(out.contains("[SetUp \"1\"]"));
        assert!(out.contains("1. e4 Kd7 2. e5 {clk} 2... Ke6 1/2-1/2"));
        let again = &read_games(&out)[0];
        assert_eq!(again.moves, g.moves);
        assert_eq!(again.initial, g.initial);
        assert_eq!(again.result, g.result);
    }

    #[test]
    fn keeps_comments_nags_and_variations_in_order() {
        let g = &read_games(
            "1. e4 e5 (1... c5 {Sizilianisch} 2. Nf3 (2. c3 $6)) 2. Nf3 {good} Nc6 $1 *\n",
        )[0];
        assert_eq!(g.moves.len(), 4);
        let Some(Note::Variation(v)) = g.notes[1].first() else {
            panic!("no variation after 1... e5: {:?}", g.notes);
        };
        assert_eq!(v.moves.len(), 2);
        assert_eq!(v.notes[0], vec![Note::Comment("Sizilianisch".into())]);
        let Some(Note::Variation(inner)) = v.notes[1].first() else {
            panic!("no inner variation: {v:?}");
        };
        // 2. c3 stands for 2. Nf3 of the outer variation, from the position after 1... c5.
        assert_eq!(inner.moves[0].to_string(), "c2-c3");
        assert_eq!(inner.notes[0], vec![Note::Nag(6)]);
        assert_eq!(g.notes[2], vec![Note::Comment("good".into())]);
        assert_eq!(g.notes[3], vec![Note::Nag(1)]);
        assert_eq!(g.comments[2], vec!["good".to_owned()]);
    }

    #[test]
    fn variations_are_bounded_in_depth_and_an_illegal_move_ends_only_its_variation() {
        let deep = format!(
            "1. e4 e5 2. Nf3 {}2. c3{} Nc6 *\n",
            "(2. d4 ".repeat(40),
            ")".repeat(40)
        );
        let g = &read_games(&deep)[0];
        assert_eq!(g.moves.len(), 4, "{:?}", g.problem);
        let mut depth = 0;
        let mut notes = &g.notes[2];
        while let Some(Note::Variation(v)) = notes.first() {
            depth += 1;
            notes = &v.notes[0];
        }
        assert_eq!(depth, MAX_VARIATION_DEPTH);
        let g = &read_games("1. e4 (1. d4 Ke3 Nf6) e5 *\n")[0];
        assert_eq!(g.moves.len(), 2);
        assert!(g.problem.is_none());
        let Some(Note::Variation(v)) = g.notes[0].first() else {
            panic!("{:?}", g.notes);
        };
        assert_eq!(v.moves.len(), 1);
    }

    #[test]
    fn a_comment_and_a_blank_line_before_the_moves_lose_nothing() {
        let games =
            read_games("[Event \"A\"]\n\n{intro}\n\n1. e4 e5 *\n\n[Event \"B\"]\n\n1. d4 *\n");
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].tag("Event"), Some("A"));
        assert_eq!(games[0].moves.len(), 2);
        assert_eq!(games[0].preamble, vec!["intro".to_owned()]);
        assert_eq!(games[0].lead, vec![Note::Comment("intro".into())]);
        assert_eq!(games[1].moves.len(), 1);
        // A game of comments only, then a game with tags: two games, as written.
        let games = read_games("{only words}\n\n[Event \"B\"]\n\n1. d4 *\n");
        assert_eq!(games.len(), 2);
        assert!(games[0].moves.is_empty());
        assert_eq!(games[1].tag("Event"), Some("B"));
    }
}
