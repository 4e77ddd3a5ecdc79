//! Batch tools: `rochade announce` (PGN to spoken words) and `rochade notate` (spoken or
//! written moves to PGN). Pure text in, text out; `main.rs` does the reading and printing.

use std::fmt::Write as _;

use shakmaty::{Chess, KnownOutcome, Outcome, Position};

use crate::i18n::colour_key;
use crate::i18n::msg;
use crate::lang::{InputLang, Lang};
use crate::notation::guess::GameLetters;
use crate::notation::lex::{Annotations, ResultMark, Tok, lex_partial};
use crate::notation::lexicon::Reader;
use crate::notation::{NotationError, Style, phrases, push_words_and_play, read_line};
use crate::pgn::{Note, PgnOut, write_game};

/// What `announce` produced: the text, and the problems met in the PGN (one line each).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Announced {
    /// One ply per line (`12. Springer Felix drei`, `12... Eva fünf`), a blank line between
    /// games; a PGN's comments, NAGs and variations in order, in braces and brackets that
    /// `notate` skips (see [`announce_from`]).
    pub text: String,
    /// Problems, such as an illegal move in a game (the game is announced up to it).
    pub problems: Vec<String>,
}

/// A problem that stopped `announce`: where, and what it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnnounceProblem {
    /// Line number in the input, from 1.
    pub line: usize,
    /// The line's text (its first 80 characters).
    pub text: String,
    /// The sentence, in the chosen language.
    pub message: String,
}

impl std::fmt::Display for AnnounceProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.text.trim().is_empty() {
            write!(f, "line {}: {}", self.line, self.message)
        } else {
            write!(
                f,
                "line {}: {}: {}",
                self.line,
                self.text.trim(),
                self.message
            )
        }
    }
}

/// Puts every game of a PGN text into words, one ply per line.
pub fn announce(pgn: &str, lang: Lang, style: Style) -> Announced {
    let mut out = Announced::default();
    announce_from(
        pgn.as_bytes(),
        lang,
        style,
        |text| out.text.push_str(text),
        |p| out.problems.push(p.message),
    );
    out
}

/// Puts every game read from `input` into words as it is read: `text` gets each game's lines
/// (a blank line before every game but the first; the start position as `[SetUp]` and `[FEN]`
/// tags when it is not the standard one), `problem` the problem that stops reading. The games
/// are read as `notate` reads them in default mode (so every notation `notate` reads, and
/// nothing is skipped: a token that cannot be read stops reading with its line and text). A
/// line of moves longer than [`MAX_LINE_BYTES`] is read in pieces cut at blanks; a longer tag
/// line is refused. Memory holds one game at a time. Returns the number of games.
///
/// A game written in PGN also has its comments, NAGs and variations said, in the order
/// written ([`crate::pgn::read_games`] reads them from the game's text, kept up to
/// [`MAX_RAW_BYTES`]): a comment as its text in braces on a line of its own, a NAG as words
/// in braces (on its move's line when it follows the move), a variation as the words for
/// "Variation:" after an opening bracket, its moves one a line, and the words for "End of
/// variation" before the closing bracket.
pub fn announce_from(
    input: impl std::io::Read,
    lang: Lang,
    style: Style,
    mut text: impl FnMut(&str),
    mut problem: impl FnMut(AnnounceProblem),
) -> usize {
    let mut pieces = Pieces::new(std::io::BufReader::new(input));
    let mut notator = Notator::new(InputLang::Auto, &Chess::default()).saying(lang);
    let mut raw = RawGame::default();
    let mut ready = Vec::new();
    let mut count = 0usize;
    loop {
        let (read, piece) = match pieces.next() {
            Ok(Some(Piece::Line(t))) => (notator.line(&t, |g| ready.push(g)), Some((t, true))),
            Ok(Some(Piece::More(t))) => (
                notator.more_of_line(&t, |g| ready.push(g)),
                Some((t, false)),
            ),
            Ok(Some(Piece::TooLong { start, bytes })) => {
                let p = notator.line_too_long(&start, bytes, |g| ready.push(g));
                (Err(Box::new(p)), None)
            }
            Ok(None) => break,
            Err(_) => (
                Err(Box::new(notator.line_too_long("", 0, |g| ready.push(g)))),
                None,
            ),
        };
        let (piece, fresh) = piece.unwrap_or_default();
        let mut consumed = false;
        for g in ready.drain(..) {
            count += 1;
            let notes = raw.take_notes(&g, &piece, fresh, &mut consumed);
            text(&game_words(&g, notes.as_ref(), lang, style, count > 1));
        }
        if !consumed {
            raw.push(&piece, fresh);
        }
        if let Err(p) = read {
            problem(announce_problem(lang, &p));
            return count;
        }
    }
    let last = notator.end(|g| ready.push(g));
    for g in ready.drain(..) {
        count += 1;
        let notes = raw.take_notes(&g, "", true, &mut false);
        text(&game_words(&g, notes.as_ref(), lang, style, count > 1));
    }
    if let Err(p) = last {
        problem(announce_problem(lang, &p));
    }
    count
}

/// The most bytes of a game's text kept to read its comments, NAGs and variations (1 MiB); a
/// longer game is said without them.
pub const MAX_RAW_BYTES: usize = 1 << 20;

/// The text of the game being read, kept to read its comments, NAGs and variations with the
/// PGN reader once `notate`'s reader has found the game's moves; scanned as it comes for
/// anything to say besides the moves ([`Scan`]), so that only a game that has some is read
/// again.
#[derive(Debug, Default)]
struct RawGame {
    text: String,
    overflow: bool,
    scan: Scan,
}

/// Whether a game's text has anything to say besides its moves: a comment with words (not
/// only embedded commands such as `[%clk …]`), a NAG or glyph, a variation, a `;` comment.
/// Tag lines are not looked at (`[Date "????.??.??"]` is no annotation). Byte by byte, with
/// the state of a comment carried from piece to piece.
#[derive(Debug, Default, Clone, Copy)]
struct Scan {
    notes: bool,
    comment: bool,
    command: bool,
    words: bool,
}

impl Scan {
    fn piece(&mut self, piece: &str, fresh: bool) {
        if self.notes || (fresh && !self.comment && piece.trim_start().starts_with('[')) {
            return;
        }
        let bytes = piece.as_bytes();
        for (i, &b) in bytes.iter().enumerate() {
            if self.comment {
                match b {
                    b'}' if self.words => {
                        self.notes = true;
                        return;
                    }
                    b'}' => (self.comment, self.command) = (false, false),
                    b']' if self.command => self.command = false,
                    _ if self.command => {}
                    b'[' if bytes.get(i + 1) == Some(&b'%') => self.command = true,
                    b' ' | b'\t' => {}
                    _ => self.words = true,
                }
            } else {
                match b {
                    b'{' => (self.comment, self.command, self.words) = (true, false, false),
                    b'(' | b'$' | b'!' | b'?' | b';' => {
                        self.notes = true;
                        return;
                    }
                    _ => {}
                }
            }
        }
    }

    /// Whether there is anything to say (a comment left open with words counts).
    fn found(&self) -> bool {
        self.notes || (self.comment && self.words)
    }
}

impl RawGame {
    /// Adds a piece of the text (`fresh`: a new line).
    fn push(&mut self, piece: &str, fresh: bool) {
        if self.overflow || self.text.len() + piece.len() + 1 > MAX_RAW_BYTES {
            self.overflow = true;
            self.text.clear();
            return;
        }
        if fresh && !self.text.is_empty() {
            self.text.push('\n');
        }
        self.text.push_str(piece);
        self.scan.piece(piece, fresh);
    }

    /// The notes of `game`, which ended while `piece` was read: read from the text before
    /// `piece` (the piece then starts the next game), else from the text with it (`consumed`
    /// is then set). Forgets the game's text. `None` when the text has no annotation, is not
    /// PGN with the same moves, or was too long.
    fn take_notes(
        &mut self,
        game: &NotatedGame,
        piece: &str,
        fresh: bool,
        consumed: &mut bool,
    ) -> Option<crate::pgn::PgnGame> {
        if *consumed {
            return None;
        }
        let same = |t: &str| {
            crate::pgn::read_games(t)
                .into_iter()
                .find(|g| g.moves == game.moves && g.initial == game.initial)
        };
        let found = if self.scan.found() && !self.overflow {
            same(&self.text)
        } else {
            None
        };
        if found.is_none() {
            self.push(piece, fresh);
            *consumed = true;
        }
        let found = match found {
            None if self.scan.found() && !self.overflow => same(&self.text),
            found => found,
        };
        *self = RawGame::default();
        found
    }
}

/// One game in words: `N. words` for White, `N... words` for Black, the result as written;
/// with `notes`, the game's comments, NAGs and variations (see [`announce_from`]).
fn game_words(
    game: &NotatedGame,
    notes: Option<&crate::pgn::PgnGame>,
    lang: Lang,
    style: Style,
    blank_before: bool,
) -> String {
    let mut said = String::new();
    if blank_before {
        said.push('\n');
    }
    if game.initial != Chess::default() {
        let fen = shakmaty::fen::Fen::from_position(&game.initial, shakmaty::EnPassantMode::Legal);
        said.push_str(&format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n"));
    }
    let words = Words { lang, style };
    match notes {
        Some(g) => words.line(&mut said, &game.initial, &g.lead, &g.moves, &g.notes),
        None => words.line(&mut said, &game.initial, &[], &game.moves, &[]),
    }
    // The result, as written (notate reads it back as the end of the game); a game without
    // moves has nothing to end.
    let result = outcome(game.result);
    if result != Outcome::Unknown && !game.moves.is_empty() {
        said.push_str(crate::pgn::result_text(result));
        said.push('\n');
    }
    said
}

/// How `announce` says moves and notes.
#[derive(Debug, Clone, Copy)]
struct Words {
    lang: Lang,
    style: Style,
}

impl Words {
    /// A line of moves from `start` (the mainline or a variation) with the notes before its
    /// first move (`lead`) and after each move (`notes`, possibly empty), one ply a line.
    /// Recursive over variations, which are at most [`crate::pgn::MAX_VARIATION_DEPTH`] deep.
    fn line(
        self,
        said: &mut String,
        start: &Chess,
        lead: &[Note],
        moves: &[shakmaty::Move],
        notes: &[Vec<Note>],
    ) {
        let mut pos = start.clone();
        self.notes(said, &pos, lead);
        for (i, m) in moves.iter().enumerate() {
            let before = pos.clone();
            // Written into the string as it grows (no string of its own per move).
            let _ = write!(said, "{}", pos.fullmoves().get());
            said.push_str(if pos.turn().is_white() { ". " } else { "... " });
            push_words_and_play(said, &mut pos, *m, self.lang, self.style);
            let after = notes.get(i).map_or(&[][..], Vec::as_slice);
            // The NAGs right after the move go on its line.
            let glyphs = after
                .iter()
                .take_while(|n| matches!(n, Note::Nag(_)))
                .count();
            for n in &after[..glyphs] {
                self.note(said, &before, n);
            }
            said.push('\n');
            self.notes(said, &before, &after[glyphs..]);
        }
    }

    /// Notes, each on a line of its own; `before`: the position its variations start from.
    fn notes(self, said: &mut String, before: &Chess, notes: &[Note]) {
        for n in notes {
            let start = said.len();
            self.note(said, before, n);
            let written = said[start..].trim_start().to_owned();
            said.truncate(start);
            if !written.is_empty() {
                said.push_str(&written);
                if !said.ends_with('\n') {
                    said.push('\n');
                }
            }
        }
    }

    /// One note, after a space: a comment or a NAG in braces, a variation in brackets.
    fn note(self, said: &mut String, before: &Chess, note: &Note) {
        match note {
            Note::Comment(text) => {
                let text = without_commands(text)
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join(" ");
                if !text.is_empty() {
                    let _ = write!(said, " {{{text}}}");
                }
            }
            Note::Nag(0) => {}
            Note::Nag(nag) => {
                let _ = write!(said, " {{{}}}", msg::batch_nag(self.lang, *nag));
            }
            Note::Variation(v) => {
                let _ = writeln!(said, " ({}", msg::batch_variation_start(self.lang));
                self.line(said, before, &v.lead, &v.moves, &v.notes);
                let _ = writeln!(said, "{})", msg::batch_variation_end(self.lang));
            }
        }
    }
}

/// A comment without its embedded commands (`[%clk 0:03:00]`, `[%eval 0.3]`: data for
/// programs, not words for the ear).
pub(crate) fn without_commands(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("[%") {
        out.push_str(&rest[..at]);
        rest = match rest[at..].find(']') {
            Some(end) => &rest[at + end + 1..],
            None => "",
        };
    }
    out.push_str(rest);
    out
}

/// The sentence for a problem that stopped `announce`, in `lang`.
fn announce_problem(lang: Lang, p: &NotateProblem) -> AnnounceProblem {
    let game = p.game;
    let message = match &p.error {
        NotateRefusal::Move(NotationError::Move {
            error: crate::notation::ResolveError::Illegal(_),
            text,
            ..
        }) => msg::batch_illegal_move(lang, colour_key(p.turn), game, text.as_str(), p.fullmoves),
        NotateRefusal::LineTooLong { .. } => msg::batch_unreadable(lang, game),
        NotateRefusal::TooManyMoves => msg::batch_too_many_moves(lang, game, MAX_PLIES),
        NotateRefusal::BadFen | NotateRefusal::Variant(_) => p.reason.clone(),
        NotateRefusal::Move(_) | NotateRefusal::Unclosed { .. } => {
            msg::batch_not_read(lang, game, p.reason.as_str())
        }
    };
    AnnounceProblem {
        line: p.line,
        text: p.text.clone(),
        message,
    }
}

/// A piece of the input that `announce` reads: a whole line, more of a line too long to hold
/// at once (cut at a blank), or a line that cannot be cut (a tag line, or one token) and is
/// refused.
enum Piece {
    Line(String),
    More(String),
    TooLong { start: String, bytes: usize },
}

/// Reads a text in [`Piece`]s of at most [`MAX_LINE_BYTES`] bytes.
struct Pieces<R> {
    input: R,
    carry: Vec<u8>,
    continuing: bool,
}

impl<R: std::io::BufRead> Pieces<R> {
    fn new(input: R) -> Self {
        Pieces {
            input,
            carry: Vec::new(),
            continuing: false,
        }
    }

    fn text(bytes: &[u8]) -> String {
        let bytes = bytes.strip_suffix(b"\r").unwrap_or(bytes);
        String::from_utf8_lossy(bytes).into_owned()
    }

    fn next(&mut self) -> std::io::Result<Option<Piece>> {
        let mut buf = std::mem::take(&mut self.carry);
        loop {
            let available = match self.input.fill_buf() {
                Ok(b) => b,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if available.is_empty() {
                if buf.is_empty() && !self.continuing {
                    return Ok(None);
                }
                let piece = self.piece(Self::text(&buf));
                self.continuing = false;
                return Ok(Some(piece));
            }
            let room = MAX_LINE_BYTES.saturating_sub(buf.len());
            let window = &available[..available.len().min(room)];
            if let Some(nl) = window.iter().position(|b| *b == b'\n') {
                buf.extend_from_slice(&window[..nl]);
                self.input.consume(nl + 1);
                let piece = self.piece(Self::text(&buf));
                self.continuing = false;
                return Ok(Some(piece));
            }
            let n = window.len();
            buf.extend_from_slice(window);
            self.input.consume(n);
            if buf.len() < MAX_LINE_BYTES {
                continue;
            }
            let tag = !self.continuing && buf.trim_ascii_start().starts_with(b"[");
            let cut = buf.iter().rposition(|b| *b == b' ' || *b == b'\t');
            match cut {
                Some(at) if at > 0 && !tag => {
                    self.carry = buf.split_off(at);
                    let piece = self.piece(Self::text(&buf));
                    self.continuing = true;
                    return Ok(Some(piece));
                }
                _ => {
                    let bytes = buf.len() + self.drain_line()?;
                    let start = Self::text(&buf[..buf.len().min(400)]);
                    self.continuing = false;
                    return Ok(Some(Piece::TooLong { start, bytes }));
                }
            }
        }
    }

    fn piece(&self, text: String) -> Piece {
        if self.continuing {
            Piece::More(text)
        } else {
            Piece::Line(text)
        }
    }

    /// Reads and drops the rest of the line; its length.
    fn drain_line(&mut self) -> std::io::Result<usize> {
        let mut n = 0;
        loop {
            let available = match self.input.fill_buf() {
                Ok(b) => b,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if available.is_empty() {
                return Ok(n);
            }
            if let Some(nl) = available.iter().position(|b| *b == b'\n') {
                self.input.consume(nl + 1);
                return Ok(n + nl);
            }
            let len = available.len();
            self.input.consume(len);
            n += len;
        }
    }
}

/// A game that `notate` read.
#[derive(Debug, Clone)]
pub struct NotatedGame {
    /// Starting position (the `[FEN]` tag's, or the one every game starts from).
    pub initial: Chess,
    /// The moves.
    pub moves: Vec<shakmaty::Move>,
    /// The result, if one was written.
    pub result: Option<ResultMark>,
    /// The tag pairs written before the moves, in order (at most [`crate::pgn::MAX_TAGS`]).
    pub tags: Vec<(String, String)>,
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
    /// The `[FEN]` tag is not a legal position.
    BadFen,
    /// The `[Variant]` tag names a game other than standard chess (Chess960, …).
    Variant(String),
    /// A comment or variation is still open at the end of the text.
    Unclosed {
        /// The line it was opened on.
        line: usize,
    },
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
    /// The number of the game it stopped (from 1).
    pub game: usize,
    /// The move number in the position where it stopped.
    pub fullmoves: u32,
    /// The side to move there.
    pub turn: shakmaty::Color,
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
    /// The game as PGN, with the tags it was written with. A game cut short by a problem has
    /// no result, so `*`.
    pub fn to_pgn(&self) -> String {
        write_game(&PgnOut {
            tags: self.tags.clone(),
            initial: Some(&self.initial),
            moves: &self.moves,
            result: Some(outcome(self.result)),
            ..PgnOut::default()
        })
    }
}

/// The result mark as an outcome (`*` and none are unknown).
fn outcome(result: Option<ResultMark>) -> Outcome {
    match result {
        Some(ResultMark::WhiteWins) => Outcome::Known(KnownOutcome::Decisive {
            winner: shakmaty::Color::White,
        }),
        Some(ResultMark::BlackWins) => Outcome::Known(KnownOutcome::Decisive {
            winner: shakmaty::Color::Black,
        }),
        Some(ResultMark::Draw) => Outcome::Known(KnownOutcome::Draw),
        Some(ResultMark::Unknown) | None => Outcome::Unknown,
    }
}

impl Notated {
    /// The games as PGN. A game cut short by a problem gets the result `*`.
    pub fn to_pgn(&self) -> String {
        self.games.iter().map(NotatedGame::to_pgn).collect()
    }
}

/// Why one reading of a game stopped, and where.
#[derive(Debug, Clone)]
struct Failure {
    line: usize,
    text: String,
    error: NotateRefusal,
}

/// One way of reading a game: in one language (in default mode, one per language, read side by
/// side until the whole game shows which it is written in; see [`crate::notation::guess`]).
#[derive(Debug, Clone)]
struct Reading {
    lang: InputLang,
    pos: Chess,
    moves: Vec<shakmaty::Move>,
    failed: Option<Failure>,
    /// How many of the game's kept lines ([`Kept`]) this reading has read.
    upto: usize,
}

impl Reading {
    /// Reads one line (`visible`: the line with its comments blanked out); the result written
    /// in it, unless the line stopped this reading.
    fn read(&mut self, number: usize, line: &str, visible: &str) -> Option<ResultMark> {
        let read = read_line(&self.pos, visible, self.lang);
        for m in &read.moves {
            if self.moves.len() >= MAX_PLIES {
                self.failed = Some(Failure {
                    line: number,
                    text: line.to_owned(),
                    error: NotateRefusal::TooManyMoves,
                });
                return None;
            }
            self.pos.play_unchecked(*m);
            self.moves.push(*m);
        }
        if let Some(error) = read.error {
            self.failed = Some(Failure {
                line: number,
                text: line.to_owned(),
                error: NotateRefusal::Move(error),
            });
            return None;
        }
        read.result
    }
}

/// The lines of the game being read, kept for the readings that have not read them yet: in
/// default mode only the first reading that has not failed reads each line as it comes (the
/// English one, for PGN); the others read the kept lines only when it fails or when the game's
/// letters do not fit it. A game whose kept lines grow over [`Kept::MAX_BYTES`] is read by
/// every reading line by line again.
#[derive(Debug, Clone, Default)]
struct Kept {
    text: String,
    /// Line number, and where the line and its visible part are in `text`.
    lines: Vec<(usize, usize, usize, usize)>,
}

impl Kept {
    const MAX_BYTES: usize = 1 << 20;

    fn push(&mut self, number: usize, line: &str, visible: &str) {
        let start = self.text.len();
        self.text.push_str(line);
        let mid = self.text.len();
        self.text.push_str(visible);
        self.lines.push((number, start, mid, self.text.len()));
    }

    fn clear(&mut self) {
        self.text.clear();
        self.lines.clear();
    }
}

/// The readings of a game in `lang`: the language itself, or in default mode each language of
/// the build ([`Lang::ALL`], English first: PGN is written in English letters) and last every
/// language's letters at once.
fn readings(lang: InputLang, start: &Chess) -> Vec<Reading> {
    let langs: Vec<InputLang> = match lang {
        InputLang::One(_) => vec![lang],
        InputLang::Auto => std::iter::once(Lang::En)
            .chain(Lang::ALL.into_iter().filter(|l| *l != Lang::En))
            .map(InputLang::One)
            .chain([InputLang::Auto])
            .collect(),
    };
    langs
        .into_iter()
        .map(|lang| Reading {
            lang,
            pos: start.clone(),
            moves: Vec::new(),
            failed: None,
            upto: 0,
        })
        .collect()
}

/// Reads spoken or written moves line by line (the output of [`announce`], or free movetext
/// in any of the languages, or PGN), game after game, keeping in memory only the game being
/// read.
///
/// A game ends with a result, with a blank line after at least one of its moves (outside a
/// comment or variation), with a `[Tag]` line after moves, or when a line starts again with
/// move number 1; the next game starts from the same initial position, or from its `[FEN]`
/// tag. Comments and variations may run over several lines. Sentence punctuation after a move
/// or sign is noise. In default mode ([`InputLang::Auto`]) the language of a game's letters is
/// decided from the whole game (see [`crate::notation::guess`]), never move by move.
/// Reading stops at the first bad move, at a line longer than [`MAX_LINE_BYTES`], a game
/// longer than [`MAX_PLIES`], a `[Variant]` other than standard chess, a `[FEN]` that is not a
/// position, or a comment never closed; every move before it is kept.
#[derive(Debug, Clone)]
pub struct Notator {
    lang: InputLang,
    say: Lang,
    initial: Chess,
    start: Chess,
    readings: Vec<Reading>,
    result: Option<ResultMark>,
    tags: Vec<(String, String)>,
    tags_applied: bool,
    letters: GameLetters,
    /// The lines kept for the readings that have not read them (default mode).
    kept: Kept,
    /// Whether only the first reading that has not failed reads each line as it comes.
    lazy: bool,
    annotations: Annotations,
    opened_on: usize,
    line: usize,
    games: usize,
}

impl Notator {
    /// A reader of games in `lang`, each starting from `initial` (unless its tags say
    /// otherwise).
    pub fn new(lang: InputLang, initial: &Chess) -> Notator {
        Notator {
            lang,
            say: match lang {
                InputLang::One(l) => l,
                InputLang::Auto => Lang::En,
            },
            initial: initial.clone(),
            start: initial.clone(),
            readings: readings(lang, initial),
            result: None,
            tags: Vec::new(),
            tags_applied: false,
            letters: GameLetters::default(),
            kept: Kept::default(),
            lazy: lang == InputLang::Auto,
            annotations: Annotations::default(),
            opened_on: 0,
            line: 0,
            games: 0,
        }
    }

    /// The same reader, saying its problems in `lang`.
    pub fn saying(mut self, lang: Lang) -> Notator {
        self.say = lang;
        self
    }

    /// Forgets the game being read: the next one starts afresh.
    fn reset(&mut self) {
        self.start = self.initial.clone();
        self.readings = readings(self.lang, &self.initial);
        self.result = None;
        self.tags.clear();
        self.tags_applied = false;
        self.letters = GameLetters::default();
        self.kept.clear();
        self.lazy = self.lang == InputLang::Auto;
    }

    /// Whether a reading of the game has a move (every reading brought up to date first when
    /// the one ahead has none).
    fn has_moves(&mut self) -> bool {
        if self.readings.iter().any(|r| !r.moves.is_empty()) {
            return true;
        }
        self.catch_up_all();
        self.readings.iter().any(|r| !r.moves.is_empty())
    }

    /// Reading `i` reads the kept lines it has not read; the result of the last one.
    fn catch_up(&mut self, i: usize) -> Option<ResultMark> {
        let r = &mut self.readings[i];
        let mut result = None;
        while r.failed.is_none() && r.upto < self.kept.lines.len() {
            let (number, start, mid, end) = self.kept.lines[r.upto];
            result = r.read(
                number,
                &self.kept.text[start..mid],
                &self.kept.text[mid..end],
            );
            r.upto += 1;
        }
        result
    }

    /// Every reading reads the kept lines it has not read.
    fn catch_up_all(&mut self) {
        for i in 0..self.readings.len() {
            self.catch_up(i);
        }
    }

    /// Whether reading `i` can be the game: its letters fit the game's (in default mode; a
    /// chosen language always can), and in default mode the reading of every language's letters
    /// at once only when no single language fits.
    fn plausible(&self, i: usize) -> bool {
        if self.lang != InputLang::Auto {
            return true;
        }
        match self.readings[i].lang {
            InputLang::Auto => !self
                .readings
                .iter()
                .any(|r| r.lang != InputLang::Auto && self.letters.fits(r.lang)),
            one => self.letters.fits(one),
        }
    }

    /// The reading that stopped furthest among the plausible ones (the first on a tie).
    fn best_failure(&self) -> usize {
        let mut best: Option<usize> = None;
        for (i, r) in self.readings.iter().enumerate() {
            if r.failed.is_none() || !self.plausible(i) {
                continue;
            }
            if best.is_none_or(|b| r.moves.len() > self.readings[b].moves.len()) {
                best = Some(i);
            }
        }
        best.unwrap_or(0)
    }

    /// Ends the current game, if it has a move or a result, and hands it to `done`: the first
    /// plausible reading that read it to its end. When none did, reading stops with the
    /// problem of the one that came furthest.
    fn end_game(&mut self, done: &mut impl FnMut(NotatedGame)) -> Result<(), Box<NotateProblem>> {
        if !self.has_moves() && self.result.is_none() {
            return Ok(());
        }
        // The first reading that has not failed is the game when the letters fit it; the
        // others are needed only otherwise.
        let ahead = self.readings.iter().position(|r| r.failed.is_none());
        if !ahead.is_some_and(|i| self.plausible(i)) {
            self.catch_up_all();
        }
        let winner = (0..self.readings.len())
            .find(|i| self.readings[*i].failed.is_none() && self.plausible(*i));
        let Some(i) = winner else {
            let i = self.best_failure();
            return Err(self.stop_reading(i, done));
        };
        let moves = std::mem::take(&mut self.readings[i].moves);
        let game = NotatedGame {
            initial: self.start.clone(),
            moves,
            result: self.result,
            tags: std::mem::take(&mut self.tags),
        };
        self.games += 1;
        self.reset();
        done(game);
        Ok(())
    }

    /// Stops reading with the failure of reading `i`: the game cut short is handed to `done`,
    /// and the problem returned.
    fn stop_reading(&mut self, i: usize, done: &mut impl FnMut(NotatedGame)) -> Box<NotateProblem> {
        let r = &self.readings[i];
        let failure = r.failed.clone().unwrap_or(Failure {
            line: self.line,
            text: String::new(),
            error: NotateRefusal::TooManyMoves,
        });
        let problem = self.problem(&r.pos, failure);
        let game = NotatedGame {
            initial: self.start.clone(),
            moves: std::mem::take(&mut self.readings[i].moves),
            result: None,
            tags: std::mem::take(&mut self.tags),
        };
        self.games += 1;
        self.reset();
        done(game);
        Box::new(problem)
    }

    /// The problem of `failure`, met in `pos`, said in the reader's language.
    fn problem(&self, pos: &Chess, failure: Failure) -> NotateProblem {
        let lang = self.say;
        let game = self.games + 1;
        let reason = match &failure.error {
            NotateRefusal::Move(e) => phrases::error(lang, pos, e),
            NotateRefusal::LineTooLong { .. } => phrases::line_too_long(lang, MAX_LINE_BYTES),
            NotateRefusal::TooManyMoves => phrases::too_many_moves(lang, MAX_PLIES),
            NotateRefusal::BadFen => msg::batch_bad_fen(lang, game),
            NotateRefusal::Variant(name) => msg::batch_variant(lang, game, name.as_str()),
            NotateRefusal::Unclosed { line } => msg::batch_unclosed(lang, *line),
        };
        NotateProblem {
            line: failure.line,
            text: shorten(&failure.text, 80),
            reason,
            error: failure.error,
            game,
            fullmoves: pos.fullmoves().get(),
            turn: pos.turn(),
        }
    }

    /// Stops reading at once (a problem of the whole text, not of one reading): the game cut
    /// short, if it has moves, is handed to `done`.
    fn stop(
        &mut self,
        text: &str,
        error: NotateRefusal,
        done: &mut impl FnMut(NotatedGame),
    ) -> NotateProblem {
        self.catch_up_all();
        let failure = Failure {
            line: self.line,
            text: text.to_owned(),
            error,
        };
        // The reading that would be chosen now, for the moves kept and the position.
        let i = (0..self.readings.len())
            .find(|i| self.readings[*i].failed.is_none() && self.plausible(*i))
            .unwrap_or(0);
        let problem = self.problem(&self.readings[i].pos, failure);
        if self.has_moves() {
            let game = NotatedGame {
                initial: self.start.clone(),
                moves: std::mem::take(&mut self.readings[i].moves),
                result: None,
                tags: std::mem::take(&mut self.tags),
            };
            self.games += 1;
            done(game);
        }
        self.reset();
        problem
    }

    /// Takes the game's tags into account before its first move: `[Variant]` (standard chess
    /// only) and `[FEN]` (the start position).
    fn apply_tags(&mut self) -> Result<(), NotateRefusal> {
        self.tags_applied = true;
        let tag = |name: &str| {
            self.tags
                .iter()
                .find(|(n, _)| n.eq_ignore_ascii_case(name))
                .map(|(_, v)| v.trim().to_owned())
        };
        if let Some(variant) = tag("Variant")
            && !matches!(
                variant.to_lowercase().as_str(),
                "" | "standard" | "chess" | "normal" | "from position" | "fromposition"
            )
        {
            return Err(NotateRefusal::Variant(variant));
        }
        if let Some(fen) = tag("FEN") {
            let pos = fen
                .parse::<shakmaty::fen::Fen>()
                .ok()
                .and_then(|f| f.into_position(shakmaty::CastlingMode::Standard).ok())
                .ok_or(NotateRefusal::BadFen)?;
            self.start = pos;
            self.readings = readings(self.lang, &self.start);
            self.kept.clear();
        }
        Ok(())
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
        // A byte-order mark at the start of the text is no character of it.
        let line = if self.line == 1 {
            line.strip_prefix('\u{feff}').unwrap_or(line)
        } else {
            line
        };
        self.read(line, true, &mut done)
    }

    /// Reads more of the current line: a piece of a line too long to hold at once, cut at a
    /// blank (see [`announce_from`]).
    ///
    /// # Errors
    /// As [`Notator::line`].
    pub fn more_of_line(
        &mut self,
        piece: &str,
        mut done: impl FnMut(NotatedGame),
    ) -> Result<(), Box<NotateProblem>> {
        self.read(piece, false, &mut done)
    }

    fn read(
        &mut self,
        line: &str,
        fresh: bool,
        done: &mut impl FnMut(NotatedGame),
    ) -> Result<(), Box<NotateProblem>> {
        let was_open = self.annotations.is_open();
        let visible = self.annotations.visible(line);
        if !was_open && self.annotations.is_open() {
            self.opened_on = self.line;
        }
        if fresh && line.trim().is_empty() {
            if !was_open {
                self.end_game(done)?;
            }
            return Ok(());
        }
        // Move number 1 again after moves: the next game (looked at only then).
        let first_is_one = fresh && self.has_moves() && self.starts_at_move_one(&visible);
        let tag = fresh && !was_open && line.trim_start().starts_with('[');
        if first_is_one || tag {
            self.end_game(done)?;
        }
        if tag {
            self.add_tags(&visible);
        }
        if visible.trim().is_empty() || tag && visible.trim_end().ends_with(']') {
            return Ok(());
        }
        if !self.tags_applied
            && !self.has_moves()
            && let Err(refusal) = self.apply_tags()
        {
            return Err(Box::new(self.stop(line, refusal, done)));
        }
        if self.lang == InputLang::Auto {
            self.letters.add_line(&visible);
        }
        let result = self.read_by_readings(line, &visible);
        if self.readings.iter().all(|r| r.failed.is_some()) {
            let i = self.best_failure();
            return Err(self.stop_reading(i, done));
        }
        if let Some(r) = result {
            self.result = Some(r);
            self.end_game(done)?;
        }
        Ok(())
    }

    /// Whether the visible text of a line begins with move number 1 (White's).
    fn starts_at_move_one(&self, visible: &str) -> bool {
        visible.trim_start().starts_with('1')
            && matches!(
                lex_partial(visible, Reader::get(self.lang))
                    .0
                    .first()
                    .map(|t| t.tok),
                Some(Tok::MoveNumber {
                    number: 1,
                    black: false
                })
            )
    }

    /// Keeps the tags of a tag line (up to [`crate::pgn::MAX_TAGS`]), to be applied again.
    fn add_tags(&mut self, visible: &str) {
        for pair in tag_pairs(visible) {
            if self.tags.len() < crate::pgn::MAX_TAGS {
                self.tags.push(pair);
            }
        }
        self.tags_applied = false;
    }

    /// Reads `line` (its `visible` text) by the readings that have not failed: lazily, the
    /// first of them only, the others catching up later; the result mark it ends with, if any.
    fn read_by_readings(&mut self, line: &str, visible: &str) -> Option<ResultMark> {
        let mut result = None;
        if self.lazy {
            // The first reading that has not failed reads the line (after the lines it has not
            // read, when the one before it has just failed); the others wait.
            self.kept.push(self.line, line, visible);
            for i in 0..self.readings.len() {
                if self.readings[i].failed.is_some() {
                    continue;
                }
                let read = self.catch_up(i);
                if self.readings[i].failed.is_none() {
                    result = read;
                    break;
                }
            }
            if self.kept.text.len() > Kept::MAX_BYTES {
                self.catch_up_all();
                self.kept.clear();
                for r in &mut self.readings {
                    r.upto = 0;
                }
                self.lazy = false;
            }
        } else {
            for r in self.readings.iter_mut().filter(|r| r.failed.is_none()) {
                result = result.or(r.read(self.line, line, visible));
            }
        }
        result
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

    /// The end of the text: the game being read is handed to `done` if it has moves, or an
    /// empty game when nothing at all was read (so that the output is never empty).
    ///
    /// # Errors
    /// The problem of the last game (no reading of it fits its letters), or a comment or
    /// variation never closed.
    pub fn end(mut self, mut done: impl FnMut(NotatedGame)) -> Result<(), Box<NotateProblem>> {
        if self.annotations.is_open() {
            let line = self.opened_on;
            return Err(Box::new(self.stop(
                "",
                NotateRefusal::Unclosed { line },
                &mut done,
            )));
        }
        if self.has_moves() {
            return self.end_game(&mut done);
        }
        if self.games == 0 {
            self.games += 1;
            done(NotatedGame {
                initial: self.start.clone(),
                moves: Vec::new(),
                result: None,
                tags: std::mem::take(&mut self.tags),
            });
        }
        Ok(())
    }

    /// [`Notator::end`] for a text known to be whole: the last game, if any (a problem with it
    /// gives the game cut short; use [`Notator::end`] to learn of it).
    pub fn finish(self) -> Option<NotatedGame> {
        let mut last = None;
        let _ = self.end(|g| last = Some(g));
        last
    }
}

/// The tag pairs of a line (`[Name "value"]`, several on a line too), values unescaped.
fn tag_pairs(line: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = line;
    while let Some(open) = rest.find('[') {
        rest = &rest[open + 1..];
        let name_end = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        let name = &rest[..name_end];
        let after = rest[name_end..].trim_start();
        let Some(body) = after.strip_prefix('"') else {
            continue;
        };
        let mut value = String::new();
        let mut chars = body.char_indices();
        let mut end = body.len();
        while let Some((i, c)) = chars.next() {
            match c {
                '\\' => {
                    if let Some((_, n)) = chars.next() {
                        value.push(n);
                    }
                }
                '"' => {
                    end = i + 1;
                    break;
                }
                _ => value.push(c),
            }
        }
        if !name.is_empty() {
            out.push((name.to_owned(), value));
        }
        rest = &body[end.min(body.len())..];
    }
    out
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
    let problem = notator.end(|g| games.push(g)).err().map(|p| *p);
    Notated { games, problem }
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

    #[test]
    fn announce_says_variations_comments_and_nags_in_order() {
        let pgn = "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 {good} Nc6 $1 *\n";
        let said = announce(pgn, Lang::De, Style::default());
        assert!(said.problems.is_empty(), "{:?}", said.problems);
        assert_eq!(
            said.text,
            "1. Bauer Eva vier\n1... Bauer Eva fünf\n(Variante:\n1... Bauer Cesar fünf\n\
             2. Springer Felix drei\nEnde der Variante)\n2. Springer Felix drei\n{good}\n\
             2... Springer Cesar sechs {guter Zug}\n"
        );
        let said = announce(pgn, Lang::En, Style::default());
        assert_eq!(
            said.text,
            "1. Pawn e4\n1... Pawn e5\n(Variation:\n1... Pawn c5\n2. Knight f3\n\
             End of variation)\n2. Knight f3\n{good}\n2... Knight c6 {good move}\n"
        );
        // notate reads the words back to the mainline: the notes are in what it skips.
        let back = notate(&said.text, InputLang::One(Lang::En), &Chess::default());
        assert!(back.problem.is_none(), "{:?}", back.problem);
        assert_eq!(back.games[0].moves, crate::pgn::read_games(pgn)[0].moves);
    }

    #[test]
    fn announce_says_position_nags_unknown_ones_by_number_and_a_comment_before_the_moves() {
        let pgn = "[Event \"A\"]\n\n{intro}\n\n1. d4 $14 d5 $201 2. c4 $13 1-0\n\n\
                   [Event \"B\"]\n\n1. e4 *\n";
        let said = announce(pgn, Lang::De, Style::default());
        assert!(said.problems.is_empty(), "{:?}", said.problems);
        assert_eq!(
            said.text,
            "{intro}\n1. Bauer David vier {Weiß steht etwas besser}\n\
             1... Bauer David fünf {Anmerkung 201}\n2. Bauer Cesar vier {unklare Stellung}\n\
             1-0\n\n1. Bauer Eva vier\n"
        );
        let said = announce(pgn, Lang::Es, Style::default());
        assert!(
            said.text.contains("{las blancas están algo mejor}"),
            "{}",
            said.text
        );
        // Clock and evaluation commands are data, not words: a comment of them only is not
        // said.
        let said = announce(
            "1. e4 { [%clk 0:03:00] } e5 { [%eval 0.2] [%clk 0:02:58] Open game. } *\n",
            Lang::En,
            Style::default(),
        );
        assert_eq!(said.text, "1. Pawn e4\n1... Pawn e5\n{Open game.}\n");
    }
}
