//! The pure core of the interactive game: [`State`], the [`Event`]s that change it, and the
//! [`Effect`]s that [`update`] asks the shell to carry out.
//!
//! Nothing here touches the terminal, the speaker, the clock or the disk; time is passed in.
//! The same core drives the full-screen view and line mode, and the tests script whole games
//! through it.

use std::time::Duration;

use shakmaty::{Chess, Color, File, Move, Position, Rank, Role, Square};

use super::commands::{self, Command};
use super::phrases;
use crate::board::{self, Scan};
use crate::clock::{Clock, ClockEvent, phrases as clock_phrases};
use crate::game::Game;
use crate::lang::{InputLang, Lang};
use crate::notation::lexicon::{Meaning, Reader, fold};
use crate::notation::{NotationError, Style, phrases as notation_phrases, read_move, words};

pub use crate::speech::{Cue, Priority};

/// Something for the game journal / scoresheet to record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Record {
    /// A move was played.
    Move {
        /// Its number in the game, counting plies from 1.
        ply: usize,
        /// The move in UCI (`e2e4`).
        uci: String,
        /// The move in SAN with check suffix (`Nf3+`).
        san: String,
    },
    /// The last move was taken back.
    Undo {
        /// The ply number taken back.
        ply: usize,
    },
}

/// What the shell must do after an event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// Say `text` (and show it in the transcript / print it in line mode).
    Speak {
        /// The sentence.
        text: String,
        /// Its language (chooses the voice).
        lang: Lang,
        /// How urgent it is.
        priority: Priority,
    },
    /// Play a sound cue.
    Cue(Cue),
    /// Record in the journal and scoresheet.
    Journal(Record),
    /// The state changed: draw the screen again.
    Redraw,
    /// End the session.
    Quit,
}

/// A key the full-screen view passes on (line mode sends whole lines instead).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    /// A character typed into the input line.
    Char(char),
    /// Delete the last character of the input line.
    Backspace,
    /// Submit the input line.
    Enter,
    /// Clear the input line.
    Escape,
    /// Cursor one square up (away from the player).
    Up,
    /// Cursor one square down (towards the player).
    Down,
    /// Cursor one square left (as the player sees the board).
    Left,
    /// Cursor one square right.
    Right,
    /// Ctrl-C: end the session.
    Interrupt,
}

/// Something that happened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// The session started.
    Start,
    /// A complete input line: a move or a command.
    Line(String),
    /// A key in the full-screen view.
    Key(Key),
    /// The wake-up asked for by [`next_wakeup`] has come.
    Tick,
    /// The terminal has this size now.
    Resize {
        /// Columns.
        cols: u16,
        /// Rows.
        rows: u16,
    },
    /// Input has ended (standard input closed).
    EndOfInput,
    /// Something an adapter must tell the player (speech turned off or failing, a journal
    /// that cannot be written): said once, written to the transcript.
    Notice(String),
}

/// A line of the transcript: something said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Said {
    /// What was said.
    pub text: String,
    /// How urgent it was.
    pub priority: Priority,
}

/// How a session starts.
#[derive(Debug, Clone)]
pub struct Options {
    /// Language of announcements and interface.
    pub lang: Lang,
    /// The player's side: the board is drawn from it, and the other side's moves are the
    /// opponent's (spoken as alerts).
    pub player: Color,
    /// The game (a fresh one, or one from a FEN).
    pub game: Game,
    /// The tournament clock, not yet started; `None` for a game without a clock.
    pub clock: Option<Clock>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            lang: Lang::De,
            player: Color::White,
            game: Game::default(),
            clock: None,
        }
    }
}

/// How many transcript lines are kept for the screen.
pub const TRANSCRIPT_KEEP: usize = 500;

/// The whole state of a session; views draw from `&State` only.
#[derive(Debug, Clone)]
pub struct State {
    /// Language of announcements and interface.
    pub lang: Lang,
    /// The game.
    pub game: Game,
    /// The player's side (see [`Options::player`]).
    pub player: Color,
    /// The side the board is drawn from.
    pub orientation: Color,
    /// The square cursor moved with the arrow keys.
    pub cursor: Square,
    /// The input line being typed (full-screen view).
    pub input: String,
    /// Everything said, oldest first (the last [`TRANSCRIPT_KEEP`] lines).
    pub transcript: Vec<Said>,
    /// The last thing said, for `repeat`.
    pub last_said: Option<Said>,
    /// The terminal size, if known.
    pub screen: Option<(u16, u16)>,
    /// The clock line to show (both times, the side to move first marked); `None` without a
    /// clock.
    pub clock_text: Option<String>,
    /// The tournament clock, if the game has one. It runs from [`Event::Start`]; each move
    /// presses it (D.2.3, D.2.4: the move is made and announced).
    pub clock: Option<Clock>,
    /// The time of the event being handled (from the shell's monotonic origin).
    pub now: Duration,
    /// Whether the session is ending.
    pub quitting: bool,
    too_small_said: bool,
}

impl State {
    /// A new session.
    pub fn new(o: Options) -> State {
        State {
            lang: o.lang,
            cursor: o.player.fold_wb(Square::E1, Square::E8),
            orientation: o.player,
            player: o.player,
            game: o.game,
            input: String::new(),
            transcript: Vec::new(),
            last_said: None,
            screen: None,
            clock_text: None,
            clock: o.clock,
            now: Duration::ZERO,
            quitting: false,
            too_small_said: false,
        }
    }

    fn say(&mut self, out: &mut Vec<Effect>, text: String, priority: Priority) {
        self.say_inner(out, text, priority, true);
    }

    fn say_inner(
        &mut self,
        out: &mut Vec<Effect>,
        text: String,
        priority: Priority,
        remember: bool,
    ) {
        let said = Said {
            text: text.clone(),
            priority,
        };
        if remember {
            self.last_said = Some(said.clone());
        }
        self.transcript.push(said);
        if self.transcript.len() > TRANSCRIPT_KEEP {
            let extra = self.transcript.len() - TRANSCRIPT_KEEP;
            self.transcript.drain(..extra);
        }
        out.push(Effect::Speak {
            text,
            lang: self.lang,
            priority,
        });
    }

    fn pos(&self) -> &Chess {
        self.game.position()
    }
}

/// When the core next wants an [`Event::Tick`], if ever (the clock's next shown second or
/// alert). The loop sleeps until then or until input arrives.
pub fn next_wakeup(state: &State, now: Duration) -> Option<Duration> {
    state.clock.as_ref()?.next_wakeup(now)
}

/// The clock line: "Weiß 1:29:58 am Zug · Schwarz 1:30:00" (the side to move is said in
/// words, not shown by colour or position alone).
fn clock_line(clock: &Clock, now: Duration, lang: Lang) -> String {
    let hms = |secs: u64| format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60);
    let part = |c: Color| {
        let mark = if clock.to_move() == c {
            phrases::to_move_mark(lang)
        } else {
            ""
        };
        format!(
            "{} {}{mark}",
            clock_phrases::color(c, lang, true),
            hms(clock.displayed_seconds(c, now))
        )
    };
    format!("{} · {}", part(Color::White), part(Color::Black))
}

/// Reads the clock: says what it reports (alerts, a flag, the scoresheet exemption) and
/// refreshes the clock line.
fn clock_tick(state: &mut State, out: &mut Vec<Effect>) {
    let now = state.now;
    let lang = state.lang;
    let Some(clock) = state.clock.as_mut() else {
        return;
    };
    let events = clock.poll(now);
    let line = clock_line(clock, now, lang);
    let changed = state.clock_text.as_deref() != Some(line.as_str());
    state.clock_text = Some(line);
    for e in &events {
        let text = clock_phrases::event(e, lang);
        state.say(out, text, Priority::Alert);
        match *e {
            ClockEvent::Alert { .. } => out.push(Effect::Cue(Cue::LowTime)),
            ClockEvent::FlagFell { color, .. } => {
                // 6.9: a loss, unless the opponent cannot checkmate by any series of moves.
                let verdict = crate::clock::verdict::flag_verdict(state.game.position(), color);
                let text = clock_phrases::flag_verdict(verdict, lang);
                state.say(out, text, Priority::Alert);
                let _ = state.game.flag_fall(color);
            }
            _ => {}
        }
    }
    if changed || !events.is_empty() {
        out.push(Effect::Redraw);
    }
}

/// Applies one event; returns what the shell must do, in order.
pub fn update(state: &mut State, event: Event, now: Duration) -> Vec<Effect> {
    state.now = now;
    let mut out = Vec::new();
    match event {
        Event::Start => {
            let text = phrases::greeting(state.lang, state.pos().turn());
            state.say(&mut out, text, Priority::Normal);
            if let Some(clock) = state.clock.as_mut() {
                // The arbiter starts the clock of the side to move when the game begins.
                let _ = clock.start_with(now, state.game.position().turn());
            }
            out.push(Effect::Redraw);
        }
        Event::Line(line) => {
            line_event(state, &line, &mut out);
            out.push(Effect::Redraw);
        }
        Event::Key(key) => key_event(state, key, &mut out),
        Event::Tick => {}
        Event::Notice(text) => {
            state.say(&mut out, text, Priority::Normal);
            out.push(Effect::Redraw);
        }
        Event::Resize { cols, rows } => {
            state.screen = Some((cols, rows));
            let (need_c, need_r) = crate::ui::MIN_SIZE;
            if cols < need_c || rows < need_r {
                if !state.too_small_said {
                    state.too_small_said = true;
                    let text = phrases::too_small(state.lang, cols, rows, need_c, need_r);
                    state.say(&mut out, text, Priority::Normal);
                }
            } else {
                state.too_small_said = false;
            }
            out.push(Effect::Redraw);
        }
        Event::EndOfInput => quit(state, &mut out),
    }
    // The clock is read after every event: a tick, and any other event that came first.
    clock_tick(state, &mut out);
    out
}

fn quit(state: &mut State, out: &mut Vec<Effect>) {
    if state.quitting {
        return;
    }
    state.quitting = true;
    let text = phrases::goodbye(state.lang).to_owned();
    state.say(out, text, Priority::Normal);
    out.push(Effect::Quit);
}

fn key_event(state: &mut State, key: Key, out: &mut Vec<Effect>) {
    match key {
        Key::Char(c) => {
            state.input.push(c);
            out.push(Effect::Redraw);
        }
        Key::Backspace => {
            state.input.pop();
            out.push(Effect::Redraw);
        }
        Key::Escape => {
            state.input.clear();
            out.push(Effect::Redraw);
        }
        Key::Enter => {
            let line = std::mem::take(&mut state.input);
            line_event(state, &line, out);
            out.push(Effect::Redraw);
        }
        Key::Interrupt => quit(state, out),
        Key::Up | Key::Down | Key::Left | Key::Right => {
            // Directions as the player sees the board.
            let sign = state.orientation.fold_wb(1, -1);
            let (df, dr) = match key {
                Key::Up => (0, sign),
                Key::Down => (0, -sign),
                Key::Left => (-sign, 0),
                _ => (sign, 0),
            };
            let f = i32::from(state.cursor.file()) + df;
            let r = i32::from(state.cursor.rank()) + dr;
            if (0..8).contains(&f) && (0..8).contains(&r) {
                state.cursor = Square::from_coords(File::new(f as u32), Rank::new(r as u32));
            }
            let text = board::square(state.pos(), state.cursor, state.lang);
            state.say_inner(out, text, Priority::Query, false);
            out.push(Effect::Redraw);
        }
    }
}

fn line_event(state: &mut State, line: &str, out: &mut Vec<Effect>) {
    let text = line.trim();
    if text.is_empty() {
        return;
    }
    match commands::parse(state.lang, text) {
        Some((command, args)) => run_command(state, command, &args, out),
        None => play_move(state, text, out),
    }
}

fn play_move(state: &mut State, text: &str, out: &mut Vec<Effect>) {
    let lang = state.lang;
    let pos = state.pos().clone();
    match read_move(&pos, text, InputLang::One(lang)) {
        Ok(m) => {
            let said = words(&pos, m, lang, Style::default());
            let mover = pos.turn();
            let san = match state.game.play(m) {
                Ok(played) => played.san.to_string(),
                Err(_) => String::new(),
            };
            if san.is_empty() {
                // `read_move` only returns legal moves; kept as a refusal, never a panic.
                out.push(Effect::Cue(Cue::Illegal));
                return;
            }
            if let Some(clock) = state.clock.as_mut() {
                let _ = clock.press(state.now);
            }
            let record = Record::Move {
                ply: state.game.moves().len(),
                uci: m.to_uci(shakmaty::CastlingMode::Standard).to_string(),
                san,
            };
            let priority = if mover == state.player {
                Priority::Normal
            } else {
                Priority::Alert
            };
            state.say(out, said, priority);
            let after = state.pos();
            out.push(Effect::Cue(if after.is_check() {
                Cue::Check
            } else if m.is_capture() {
                Cue::Capture
            } else {
                Cue::Move
            }));
            out.push(Effect::Journal(record));
            if let Some(outcome) = after.outcome().known() {
                let stalemate = after.is_stalemate();
                let text = phrases::outcome(lang, outcome, stalemate);
                state.say(out, text, Priority::Alert);
            }
        }
        Err(e) => {
            let why = notation_phrases::error(lang, &pos, &e);
            let text = match e {
                NotationError::Syntax(_) => phrases::not_understood(lang, &why),
                _ => why,
            };
            state.say(out, text, Priority::Normal);
            out.push(Effect::Cue(Cue::Illegal));
        }
    }
}

/// A square in the words of a query: "e4", "E4", or a file word and a rank word ("Eva vier").
pub fn parse_square(lang: Lang, words: &[String]) -> Option<Square> {
    match words {
        [one] => {
            let chars: Vec<char> = one.chars().collect();
            match chars.as_slice() {
                [f, r] => {
                    let f = File::from_char(f.to_ascii_lowercase())?;
                    let r = Rank::from_char(*r)?;
                    Some(Square::from_coords(f, r))
                }
                _ => None,
            }
        }
        [f, r] => Some(Square::from_coords(
            parse_file(lang, f)?,
            parse_rank(lang, r)?,
        )),
        _ => None,
    }
}

fn meaning(lang: Lang, word: &str) -> Option<Meaning> {
    Reader::get(InputLang::One(lang)).word(&fold(word))
}

fn parse_file(lang: Lang, word: &str) -> Option<File> {
    let mut chars = word.chars();
    if let (Some(c), None) = (chars.next(), chars.next())
        && let Some(f) = File::from_char(c.to_ascii_lowercase())
    {
        return Some(f);
    }
    match meaning(lang, word)? {
        Meaning::File(f) => Some(f),
        _ => None,
    }
}

fn parse_rank(lang: Lang, word: &str) -> Option<Rank> {
    let mut chars = word.chars();
    if let (Some(c), None) = (chars.next(), chars.next())
        && let Some(r) = Rank::from_char(c)
    {
        return Some(r);
    }
    match meaning(lang, word)? {
        Meaning::Rank(r) => Some(r),
        _ => None,
    }
}

/// A piece kind named by a word, in the singular or a common plural.
pub fn parse_role(lang: Lang, word: &str) -> Option<Role> {
    let w = fold(word);
    if let Some(Meaning::Piece(set)) = meaning(lang, &w) {
        return set.single();
    }
    if let Some((_, _, r)) = commands::PLURALS
        .iter()
        .find(|(l, p, _)| *l == lang && fold(p) == w)
    {
        return Some(*r);
    }
    let singular = w.strip_suffix('s')?;
    match meaning(lang, singular)? {
        Meaning::Piece(set) => set.single(),
        _ => None,
    }
}

fn run_command(state: &mut State, command: Command, args: &[String], out: &mut Vec<Effect>) {
    let lang = state.lang;
    let pos = state.pos().clone();
    let joined = args.join(" ");
    let answer: Result<String, String> = match command {
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
        Command::Where => {
            let mut role = None;
            let mut colour = None;
            let mut ok = true;
            for w in args {
                if let Some(c) = commands::colour(lang, w) {
                    colour = Some(c);
                } else if let Some(r) = parse_role(lang, w) {
                    role = Some(r);
                } else {
                    ok = false;
                }
            }
            if ok {
                Ok(board::where_pieces(&pos, role, colour, lang))
            } else {
                Err(phrases::bad_piece(lang, &joined))
            }
        }
        Command::Moves => moves_command(state, &pos, args, &joined),
        Command::Last => Ok(board::last_move(state.game.moves(), lang)),
        Command::Turn => Ok(board::turn(&pos, lang)),
        Command::Material => Ok(board::material(&pos, lang)),
        Command::Repeat => {
            match state.last_said.clone() {
                Some(said) => state.say(out, said.text, said.priority),
                None => state.say(
                    out,
                    phrases::nothing_to_repeat(lang).to_owned(),
                    Priority::Query,
                ),
            }
            return;
        }
        Command::Clock => Ok(match &state.clock {
            Some(clock) => clock_phrases::report(&clock.snapshot(state.now), lang),
            None => phrases::no_clock(lang).to_owned(),
        }),
        Command::Undo => {
            let ply = state.game.moves().len();
            match state.game.undo() {
                Some(m) => {
                    let w = board::played_words(&m, lang);
                    state.say(out, phrases::undone(lang, &w), Priority::Normal);
                    out.push(Effect::Journal(Record::Undo { ply }));
                }
                None => {
                    state.say(
                        out,
                        crate::board::phrases::no_move_yet(lang).to_owned(),
                        Priority::Normal,
                    );
                    out.push(Effect::Cue(Cue::Illegal));
                }
            }
            return;
        }
        Command::Flip => {
            state.orientation = !state.orientation;
            let text = phrases::flipped(lang, state.orientation);
            state.say(out, text, Priority::Query);
            return;
        }
        Command::Help => Ok(phrases::help(lang, !state.game.moves().is_empty())),
        Command::Quit => {
            quit(state, out);
            return;
        }
    };
    match answer {
        Ok(text) => state.say(out, text, Priority::Query),
        Err(text) => {
            state.say(out, text, Priority::Normal);
            out.push(Effect::Cue(Cue::Illegal));
        }
    }
}

fn moves_command(
    state: &State,
    pos: &Chess,
    args: &[String],
    joined: &str,
) -> Result<String, String> {
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
            Ok(board::last_moves(state.game.moves(), n, lang))
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
