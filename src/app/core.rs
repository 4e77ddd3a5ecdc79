//! The pure core of the interactive game: [`State`], the [`Event`]s that change it, and the
//! [`Effect`]s that [`update`] asks the shell to carry out.
//!
//! Nothing here touches the terminal, the speaker, the clock or the disk; time is passed in.
//! The same core drives the full-screen view and line mode, and the tests script whole games
//! through it.

use std::path::PathBuf;
use std::time::Duration;

use shakmaty::{Chess, Color, File, Move, Position, Rank, Role, Square};

use super::commands::{self, Command};
use super::phrases;
use crate::board::{self, Scan};
use crate::clock::{Clock, ClockEvent, phrases as clock_phrases};
use crate::game::{ClaimKind, Ending, Game, GameError};
use crate::lang::{InputLang, Lang};
use crate::notation::lexicon::{Meaning, Reader, fold};
use crate::notation::{NotationError, Style, phrases as notation_phrases, read_move, words};
use crate::scoresheet::{self, Applied, ApplyError, Scoresheet};

pub use crate::speech::{Cue, Priority};

mod arbiter;
mod args;
mod clock;
mod endings;

use args::{colour_arg, parse_file, parse_rank};
pub use args::{parse_role, parse_square};
use clock::{clock_tick, restore_clock};
use endings::{announce_ending, ending_command, new_game_command, refuse, resume_command};

/// Something for the game journal / scoresheet to record. The core has already applied it to
/// its own scoresheet ([`State::sheet`]); the shell writes it to the journal (flushed to disk)
/// before it carries out the effects that acknowledge it, which come after it.
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
        /// The mover's remaining time after the move (the clock press), if a clock runs.
        clock: Option<Duration>,
    },
    /// The last move was taken back (journal event `take_back`).
    Undo {
        /// The ply number taken back.
        ply: usize,
    },
    /// A draw offer.
    Offer {
        /// Who offers.
        by: Color,
    },
    /// The answer to a draw offer.
    Answer {
        /// Who answers.
        by: Color,
        /// Accepted (the game is drawn) or declined.
        accept: bool,
    },
    /// A draw claim (9.2, 9.3), possibly with a written move that is not played.
    Claim {
        /// The claimant (the player to move).
        by: Color,
        /// What is claimed.
        kind: ClaimKind,
        /// The written move, in UCI.
        declared: Option<String>,
    },
    /// A player resigns.
    Resign {
        /// Who.
        by: Color,
    },
    /// A player's flag fell (reported by the clock).
    FlagFall {
        /// Whose.
        by: Color,
    },
    /// A change made to the clock by hand (6.10, 6.12, 7.5.5; journal event `adjustment`).
    Adjustment {
        /// The clock's own log entry: when, who, what, why, under which article.
        adjustment: crate::clock::Adjustment,
        /// The player's remaining time right after it, when it changed a time.
        reading: Option<Duration>,
    },
    /// The clock was restarted after a pause (6.12; journal event `pause`, with its length).
    Pause {
        /// How long the clock stood.
        duration: Duration,
        /// Who stopped it: the arbiter, or a player calling the arbiter (6.12.2).
        stopped_by: crate::clock::Actor,
    },
    /// A completed illegal move (7.5.5), taken back (journal event `illegal`).
    Illegal {
        /// Who made it.
        by: Color,
    },
    /// A new game begins: the next record goes into a new journal.
    NewGame,
}

impl Record {
    /// The scoresheet and journal event this record is; `None` for [`Record::NewGame`].
    pub fn event(&self) -> Option<scoresheet::Event> {
        use scoresheet::Event as E;
        Some(match self {
            Record::Move { uci, clock, .. } => E::Move {
                uci: uci.clone(),
                clock: *clock,
                recorded: false,
            },
            Record::Undo { .. } => E::TakeBack,
            Record::Offer { by } => E::Offer {
                by: *by,
                arbiter_consent: false,
            },
            Record::Answer { by, accept } => E::Answer {
                by: *by,
                accept: *accept,
            },
            Record::Claim { by, kind, declared } => E::Claim {
                by: *by,
                kind: *kind,
                declared: declared.clone(),
            },
            Record::Resign { by } => E::Resign { by: *by },
            Record::FlagFall { by } => E::FlagFall { by: *by },
            Record::Adjustment {
                adjustment,
                reading,
            } => E::Adjustment(arbiter::sheet_adjustment(adjustment, *reading)),
            Record::Pause {
                duration,
                stopped_by,
            } => E::Pause {
                duration: *duration,
                kind: match stopped_by {
                    crate::clock::Actor::Player(_) => scoresheet::PauseKind::Player,
                    _ => scoresheet::PauseKind::Arbiter,
                },
                note: String::new(),
            },
            Record::Illegal { by } => E::Illegal {
                by: *by,
                note: None,
            },
            Record::NewGame => return None,
        })
    }
}

/// An unfinished game found in the journal directory at start, offered to be continued.
#[derive(Debug, Clone)]
pub struct ResumeOffer {
    /// Its journal (passed back in [`Effect::Resume`]).
    pub path: PathBuf,
    /// The game as the journal has it.
    pub sheet: Scoresheet,
    /// What recovery noticed (a torn last line, …), in words, to be said with the offer.
    pub warnings: Vec<String>,
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
    /// Record in the journal (written and flushed before the effects after it).
    Journal(Record),
    /// Continue the unfinished game in this journal: open it for appending and record the
    /// time rochade was not running as a pause (the core has taken over the game already).
    Resume(PathBuf),
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
    /// The journal recorded this on its own (the pause for the time rochade was down, when a
    /// game is resumed): the core notes it in its scoresheet too, without a new record.
    Journaled(scoresheet::Event),
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
    /// The record of the game: moves, offers, claims, take-backs, the result. `game` is its
    /// game; both change only through [`Record`]s.
    sheet: Scoresheet,
    /// An unfinished game the player may continue (until a move or "new").
    resume_offer: Option<ResumeOffer>,
    /// This session continues a game from the journal (said in the greeting).
    resumed: bool,
    too_small_said: bool,
}

impl State {
    /// A new session.
    pub fn new(o: Options) -> State {
        let sheet = sheet_of(&o.game);
        State {
            lang: o.lang,
            cursor: o.player.fold_wb(Square::E1, Square::E8),
            orientation: o.player,
            player: o.player,
            game: sheet.game().clone(),
            input: String::new(),
            transcript: Vec::new(),
            last_said: None,
            screen: None,
            clock_text: None,
            clock: o.clock,
            now: Duration::ZERO,
            quitting: false,
            sheet,
            resume_offer: None,
            resumed: false,
            too_small_said: false,
        }
    }

    /// Sets the tags the game's record starts with (event, players, date, time control);
    /// before the first move only.
    pub fn set_tags(&mut self, tags: Vec<(String, String)>) {
        // A continued game keeps the tags its record started with.
        if !self.resumed {
            self.sheet.set_tags(tags);
        }
    }

    /// A session that continues the game of `sheet` (from the journal: `rochade --resume`).
    pub fn resumed(lang: Lang, player: Color, sheet: Scoresheet) -> State {
        let mut s = State::new(Options {
            lang,
            player,
            game: Game::default(),
            clock: None,
        });
        s.game = sheet.game().clone();
        s.sheet = sheet;
        s.resumed = true;
        s
    }

    /// Offers the player to continue an unfinished game (said at [`Event::Start`]).
    pub fn offer_resume(&mut self, offer: ResumeOffer) {
        self.resume_offer = Some(offer);
    }

    /// The unfinished game offered to be continued, if the offer stands.
    pub fn resume_offer(&self) -> Option<&ResumeOffer> {
        self.resume_offer.as_ref()
    }

    /// The record of the game.
    pub fn sheet(&self) -> &Scoresheet {
        &self.sheet
    }

    /// The mover's remaining time right after a move (after the clock press), for the
    /// journal and scoresheet; `None` while no clock runs.
    fn mover_clock_after_move(&self) -> Option<Duration> {
        let clock = self.clock.as_ref()?;
        Some(clock.remaining(!clock.to_move(), self.now))
    }

    /// Applies `record` to the scoresheet (and so to the game) and, when the game accepts it,
    /// puts it in `out` for the journal, before anything that acknowledges it.
    fn record(&mut self, out: &mut Vec<Effect>, record: Record) -> Result<Applied, ApplyError> {
        let applied = match record.event() {
            Some(event) => self.sheet.apply(&event)?,
            None => Applied::default(),
        };
        self.game = self.sheet.game().clone();
        out.push(Effect::Journal(record));
        Ok(applied)
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

/// A record that starts with `game`'s starting position and rules and holds its moves.
fn sheet_of(game: &Game) -> Scoresheet {
    let mut sheet = Scoresheet::from_position(game.initial().clone(), *game.rules());
    for m in game.moves() {
        let _ = sheet.apply(&scoresheet::Event::Move {
            uci: scoresheet::move_to_uci(m.mv),
            clock: None,
            recorded: true,
        });
    }
    sheet
}

/// When the core next wants an [`Event::Tick`], if ever (the clock's next shown second or
/// alert). The loop sleeps until then or until input arrives.
pub fn next_wakeup(state: &State, now: Duration) -> Option<Duration> {
    let clock = state.clock.as_ref()?;
    // Only a screen shows the clock to the second; in line mode nothing is said until an
    // alert, the exemption or the flag, so the loop sleeps until then.
    if state.screen.is_some() {
        clock.next_wakeup(now)
    } else {
        clock.next_event(now)
    }
}

/// Applies one event; returns what the shell must do, in order.
pub fn update(state: &mut State, event: Event, now: Duration) -> Vec<Effect> {
    state.now = now;
    let mut out = Vec::new();
    match event {
        Event::Start => {
            start_event(state, &mut out);
            if state.resumed {
                restore_clock(state);
            } else if let Some(clock) = state.clock.as_mut() {
                // The arbiter starts the clock of the side to move when the game begins.
                let _ = clock.start_with(now, state.game.position().turn());
            }
            out.push(Effect::Redraw);
        }
        Event::Journaled(event) => {
            // Already in the journal; an event the game refuses changes nothing here either.
            if state.sheet.apply(&event).is_ok() {
                state.game = state.sheet.game().clone();
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

fn start_event(state: &mut State, out: &mut Vec<Effect>) {
    let lang = state.lang;
    if state.resumed {
        let text = phrases::resumed(lang, &summary(state.lang, &state.sheet));
        state.say(out, text, Priority::Normal);
        return;
    }
    let text = phrases::greeting(lang, state.pos().turn());
    state.say(out, text, Priority::Normal);
    if let Some(offer) = state.resume_offer.clone() {
        for w in &offer.warnings {
            state.say(out, w.clone(), Priority::Normal);
        }
        let text = phrases::resume_offer(lang, &summary(lang, &offer.sheet));
        state.say(out, text, Priority::Normal);
    }
}

/// How far a game has come, for the resume offer: half-moves played, the last move in words,
/// whose turn it is and the number of the move to be made.
fn summary(lang: Lang, sheet: &Scoresheet) -> phrases::Summary {
    let game = sheet.game();
    phrases::Summary {
        plies: game.moves().len(),
        last: game.last().map(|m| {
            format!(
                "{} {}",
                board::phrases::colour(lang, m.before.turn()),
                board::played_words(m, lang)
            )
        }),
        to_move: game.position().turn(),
        number: game.fullmove_number(),
    }
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
    if text.len() > crate::limits::MAX_INPUT_LINE_BYTES {
        let said = phrases::input_too_long(state.lang, crate::limits::MAX_INPUT_LINE_BYTES);
        state.say(out, said, Priority::Normal);
        out.push(Effect::Cue(Cue::Illegal));
        return;
    }
    match commands::parse(state.lang, text) {
        Some((command, args)) => run_command(state, command, &args, out),
        None => play_move(state, text, out),
    }
}

fn play_move(state: &mut State, text: &str, out: &mut Vec<Effect>) {
    let lang = state.lang;
    if let Some(ending) = state.game.ending().cloned() {
        state.say(out, phrases::already_over(lang, &ending), Priority::Normal);
        out.push(Effect::Cue(Cue::Illegal));
        return;
    }
    if arbiter::is_interrupted(state) {
        state.say(out, phrases::interrupted(lang).to_owned(), Priority::Normal);
        out.push(Effect::Cue(Cue::Illegal));
        return;
    }
    let pos = state.pos().clone();
    match read_move(&pos, text, InputLang::One(lang)) {
        Ok(m) => {
            // A move instead of "resume" starts the new game.
            state.resume_offer = None;
            let said = words(&pos, m, lang, Style::default());
            let mover = pos.turn();
            // D.2.3, D.2.4: the move is made and announced; now the opponent's clock runs.
            if let Some(clock) = state.clock.as_mut() {
                let _ = clock.press(state.now);
            }
            let record = Record::Move {
                ply: state.game.moves().len() + 1,
                uci: scoresheet::move_to_uci(m),
                san: shakmaty::san::SanPlus::from_move(pos.clone(), m).to_string(),
                clock: state.mover_clock_after_move(),
            };
            let applied = match state.record(out, record) {
                Ok(a) => a,
                Err(e) => {
                    refuse(state, out, &e);
                    return;
                }
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
            if let Some(ending) = applied.ending {
                announce_ending(state, out, &ending);
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
        Command::Last => match args {
            // "last 5": the last moves from the scoresheet.
            [n] if n.parse::<usize>().is_ok_and(|n| n > 0) => {
                read_back_last(state, n.parse().unwrap_or(5), out);
                return;
            }
            _ => Ok(board::last_move(state.game.moves(), lang)),
        },
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
            let taken = state.game.last().cloned();
            match taken {
                Some(m) if !state.game.is_over() => match state.record(out, Record::Undo { ply }) {
                    Ok(_) => {
                        let w = board::played_words(&m, lang);
                        state.say(out, phrases::undone(lang, &w), Priority::Normal);
                    }
                    Err(e) => refuse(state, out, &e),
                },
                Some(_) => {
                    let ending = state.game.ending().cloned();
                    if let Some(ending) = ending {
                        state.say(out, phrases::already_over(lang, &ending), Priority::Normal);
                    }
                    out.push(Effect::Cue(Cue::Illegal));
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
        Command::Offer | Command::Accept | Command::Decline | Command::Claim | Command::Resign => {
            ending_command(state, command, args, out);
            return;
        }
        Command::Resume => {
            resume_command(state, out);
            return;
        }
        Command::New => {
            new_game_command(state, out);
            return;
        }
        Command::Score => {
            let lines = scoresheet::phrases::whole(&state.sheet, lang);
            for l in lines {
                state.say(out, l, Priority::Query);
            }
            return;
        }
        Command::LastMoves => match args {
            [] => {
                read_back_last(state, 5, out);
                return;
            }
            [n] if n.parse::<usize>().is_ok_and(|n| n > 0) => {
                read_back_last(state, n.parse().unwrap_or(5), out);
                return;
            }
            _ => Err(phrases::bad_number(lang, &joined)),
        },
        Command::MoveNumber => match args {
            [n] if n.parse::<u32>().is_ok_and(|n| n > 0) => {
                let number = n.parse().unwrap_or(1);
                Ok(
                    scoresheet::phrases::move_number(&state.sheet, number, lang).unwrap_or_else(
                        || {
                            scoresheet::phrases::label(lang, scoresheet::phrases::Label::NoSuchMove)
                                .to_owned()
                        },
                    ),
                )
            }
            _ => Err(phrases::bad_number(lang, &joined)),
        },
        Command::Flip => {
            state.orientation = !state.orientation;
            let text = phrases::flipped(lang, state.orientation);
            state.say(out, text, Priority::Query);
            return;
        }
        Command::Arbiter => {
            arbiter::command(state, args, out);
            return;
        }
        Command::StopClock => {
            arbiter::stop_clock(state, args, out);
            return;
        }
        Command::Adjustments => {
            arbiter::read_log(state, out);
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

fn read_back_last(state: &mut State, n: usize, out: &mut Vec<Effect>) {
    let lines = scoresheet::phrases::last_moves(&state.sheet, n, state.lang);
    for l in lines {
        state.say(out, l, Priority::Query);
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
