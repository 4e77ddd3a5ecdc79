//! The pure core of the interactive game: [`State`], the [`Input`]s that change it, and the
//! [`Effect`]s that [`update`] asks the shell to carry out.
//!
//! Nothing here touches the terminal, the speaker, the clock or the disk; time is passed in.
//! The same core drives the full-screen view and line mode, and the tests script whole games
//! through it.

use std::path::PathBuf;
use std::time::Duration;

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color, File, Position, Rank, Square};

use super::commands;
use super::phrases;
use crate::board;
use crate::clock::Clock;
use crate::game::Game;
use crate::lang::Lang;
pub use crate::record::Recorded;
use crate::record::{Actor, Entry, Record};
use crate::scoresheet::{ClockSetup, Scoresheet, Start};

pub use crate::speech::{Cue, Priority};

mod arbiter;
mod args;
mod change;
mod clock;
mod command;
mod commit;
mod consent;
mod endings;
mod host_clock;
mod moves;
mod narrate;
mod peers;
pub mod policy;
mod questions;
mod session;
mod study;
mod table;
mod views;
mod voice;

pub use args::{parse_role, parse_square};
pub use change::{Change, Intent, Origin, apply};
use clock::clock_tick;
pub use peers::{Link, Message, NetNotice, Paired, Peer, To};
pub use policy::{Forbidden, Refusal, permitted};
pub use session::Session;
pub use study::Study;

/// A joined board's requests the host has not decided yet: kept on disk while the host cannot
/// be reached, so that a board started again still asks for them.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct WaitingRequests {
    /// The request sent, with the entries the board had when it was made.
    pub sent: Option<(u64, Intent)>,
    /// Those waiting behind it, in order.
    pub queued: Vec<Intent>,
}

pub use crate::ui::MIN_SIZE;

/// An unfinished game found in the journal directory at start, offered to be continued.
#[derive(Debug, Clone)]
pub struct ResumeOffer {
    /// Its journal (passed back in [`Effect::Resume`]).
    pub path: PathBuf,
    /// The game as the journal has it.
    pub sheet: Scoresheet,
    /// The journal's entries after the start, applied again (clock included) to continue.
    pub entries: Vec<Entry>,
    /// What recovery noticed (a torn last line, …), in words, to be said with the offer.
    pub warnings: Vec<Notice>,
}

/// Something said once (at the start, or when an adapter fails), with the system's technical
/// detail behind it, which goes to the transcript only and is never spoken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// The sentence, in the session's language.
    pub said: String,
    /// The technical detail (a line introduced in the session's language), if any.
    pub detail: Option<String>,
}

impl From<String> for Notice {
    fn from(said: String) -> Self {
        Notice { said, detail: None }
    }
}

impl From<(String, Option<String>)> for Notice {
    fn from((said, detail): (String, Option<String>)) -> Self {
        Notice { said, detail }
    }
}

impl Notice {
    /// The events that say it: the sentence, then its detail for the transcript.
    pub fn events(self) -> impl Iterator<Item = Input> {
        std::iter::once(Input::Notice(self.said)).chain(self.detail.map(Input::Detail))
    }
}

/// Where at this board an adapter's request comes from ([`Input::Ask`]): the adapter names
/// its seat, and the core works out who acts there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seat {
    /// This keyboard, or a voice recogniser at it: the player at it where sides are assigned,
    /// else (one keyboard for both players) the player the request is for; an arbiter's
    /// request is the arbiter's, with the code where the event set one.
    Keyboard,
    /// An electronic board: the board of the player of this side, whose moves are made on
    /// it.
    Board(Color),
    /// A chess engine that plays this side.
    Engine(Color),
}

/// What voice input heard at this board, as the recogniser resolved it (never words to read
/// again).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Voiced {
    /// A legal move of the position it was heard in.
    Move(UciMove),
    /// "ja".
    Yes,
    /// "nein".
    No,
    /// A command said at the table ("Uhr", "Remis"), taken as if typed.
    Command(crate::voice::Spoken),
    /// Something was said, but nothing in the list was heard with enough confidence (noise,
    /// other words).
    Nothing,
    /// Nobody began to speak while the microphone listened.
    Silence,
    /// The recording was stopped because rochade began to speak (it would have heard its
    /// own words).
    Interrupted,
    /// The microphone or the recogniser failed: the sentence for the player (their
    /// catalogue's, in their language).
    Failed(String),
}

/// A change that cannot be undone, said back and waiting for a yes or a no.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pending {
    /// An arbiter's change.
    Arbiter(commands::ArbiterRequest),
    /// A resignation of this colour.
    Resign(Color),
    /// A new game instead of the interrupted one offered at start.
    NewGame,
    /// Taking back the last move, asked by the player who made it: the opponent answers.
    TakeBack,
    /// Between two boards: the player of this colour, at this keyboard, answers the opponent's
    /// wish to take back their last move.
    TakeBackAnswer(Color),
    /// An arbiter's command at a player's keyboard, in an event with an arbiter's code: the
    /// next line is the code (never said, shown or written), unless it is a no; the question
    /// lapses after [`CODE_LAPSES`].
    ArbiterCode(commands::ArbiterRequest),
    /// A move heard by voice, said back in words: played on a yes (or Enter), dropped on a
    /// no or a new announcement (D.2.1: the announcement is repeated before it counts).
    Heard(UciMove),
    /// A command heard by voice that changes the game (a draw offered, accepted or
    /// declined), said back in words: carried out as if typed on a yes, dropped on a no.
    HeardCommand(crate::voice::Spoken),
}

/// How long the question for the arbiter's code waits for it: after that the command is
/// dropped (said) and the next line is read as usual, so that a player's move typed after an
/// arbiter walked away is never taken for a wrong code.
pub const CODE_LAPSES: Duration = Duration::from_secs(60);

/// Wrong arbiter's codes at this keyboard, limited as pairing codes are: after
/// [`CodeGuard::FREE`] wrong codes in a row the arbiter's commands wait 30 seconds, doubling
/// with each further wrong one, at most an hour; a right code starts again.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CodeGuard {
    /// Wrong codes in a row.
    pub wrong: u32,
    /// Until when (session time) the arbiter's commands wait.
    pub until: Option<Duration>,
}

impl CodeGuard {
    /// Wrong codes allowed before the commands wait.
    pub const FREE: u32 = 3;

    /// How long the arbiter's commands still wait at `now`, if they do.
    pub fn waiting(&self, now: Duration) -> Option<Duration> {
        self.until.filter(|u| *u > now).map(|u| u - now)
    }

    /// Notes a wrong code at `now`.
    pub fn wrong(&mut self, now: Duration) {
        self.wrong = self.wrong.saturating_add(1);
        if self.wrong >= Self::FREE {
            let doublings = (self.wrong - Self::FREE).min(7);
            let wait = Duration::from_secs((30u64 << doublings).min(3600));
            self.until = Some(now + wait);
        }
    }

    /// Notes a right code.
    pub fn right(&mut self) {
        *self = CodeGuard::default();
    }
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
    /// Stop and drop what is being said or waits, at most this urgent (a new read-back
    /// replaces the one still being read).
    Hush(Priority),
    /// Play a sound cue.
    Cue(Cue),
    /// The next line typed is a secret (`true`) or no longer (`false`): line mode turns the
    /// terminal's echo off while it is typed.
    Conceal(bool),
    /// An entry recorded, with its number, handed to every adapter once: the journal first
    /// (written before the effects after it, flushed to disk once the change's effects are
    /// carried out), then the other boards when this board hosts, then the hall. Number 0
    /// (a start) begins a new game: its journal is created with the next entry.
    Record(Recorded),
    /// Continue the unfinished game in this journal: open it for appending and record the
    /// time rochade was not running as a pause (the core has taken over the game already).
    Resume(PathBuf),
    /// This board's record was taken again from the host's start (the boards differed): the
    /// journal of the game is set aside, kept beside the others for the arbiter, and begun
    /// again with the host's entries.
    JournalAnew,
    /// Write the running clock to the journal (an entry whose event is
    /// [`crate::scoresheet::Event::Checkpoint`]; it is in no record and goes to no other
    /// board): a crash then loses at most [`crate::journal::CHECKPOINT_INTERVAL`] of it.
    Checkpoint(Box<Entry>),
    /// The host revokes the pairing of the board with this key (64 hex digits): it is
    /// disconnected and needs the code to come back.
    Revoke(String),
    /// Ask the engine that plays for its best move for the player (`hint`).
    Hint,
    /// Listen to the player at this board once (`listen`, voice input): the microphone's
    /// announcement, heard against the position's legal moves, comes back as [`Input::Voice`].
    /// The shell opens the microphone once rochade is quiet, with the listening tone first
    /// when `cue` (not when continuous listening only goes on after silence).
    Listen {
        /// Play the listening tone as the microphone opens.
        cue: bool,
    },
    /// Stop the listening under way (continuous listening paused): what was recorded so far
    /// comes back as [`Voiced::Interrupted`].
    StopListening,
    /// Start the engine that stopped again, from the game's position (`engine restart`).
    RestartEngine,
    /// Analyse the game that has ended (`analyse`): the shell hands the analysis back as
    /// [`Input::Analysed`].
    Analyse,
    /// Send to the partner's boards (the network adapter).
    Send {
        /// To whom.
        to: To,
        /// What.
        message: Message,
    },
    /// Write this technical line to the transcript only (never spoken, never shown on the
    /// screen): the detail behind a notice.
    Detail(String),
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
    /// Page back in what was said (the transcript pane).
    PageUp,
    /// Page forward again.
    PageDown,
    /// Listen once (voice input's push-to-talk key, F2): as the command `listen`.
    Listen,
}

/// The analysis of a game that has ended, in words, as the shell hands it to the core: the
/// sentence of the start position, then one for each move (`rochade analyse`'s words).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct AnalysisLines {
    /// The start position's evaluation.
    pub start: String,
    /// Each move's sentence, in order.
    pub moves: Vec<AnalysedLine>,
}

/// One move of an [`AnalysisLines`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnalysedLine {
    /// Its move number.
    pub number: u32,
    /// What is said of it: the move, the evaluation, the judgement and the better move.
    pub said: String,
    /// Whether it was marked as an inaccuracy, a mistake or a blunder.
    pub marked: bool,
}

/// What happens at this board's edges, handed to the core by the adapters: a line, a key, an
/// adapter's intent, a tick of the clock, another board's message or connection.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// The session started.
    Start,
    /// A complete input line: a move or a command.
    Line(String),
    /// Someone at this board asks for something without words to read: an adapter that
    /// already knows the move or the request (an electronic board, a voice recogniser that
    /// resolved its words, an engine) hands it over as it is, naming its seat; the core works
    /// out who acts there. It gets the questions a typed line gets and is decided by
    /// [`apply`] like one, permissions included.
    Ask {
        /// Where it is asked.
        seat: Seat,
        /// What.
        intent: Intent,
    },
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
    /// The technical detail behind the notice before it: written to the transcript only.
    Detail(String),
    /// The engine's best move for the player, asked for with `hint`: said when it can still
    /// be played.
    Hint(UciMove),
    /// The engine that played was let go after a fault (said already): the game goes on from
    /// the keyboard, both sides typed.
    EngineGone,
    /// What voice input heard after [`Effect::Listen`]: said back and played only on a yes.
    Voice(Voiced),
    /// The analysis asked for with `analyse` (`None`: it could not be made; the reason was
    /// said already).
    Analysed(Option<Box<AnalysisLines>>),
    /// The times of the clock on the electronic board (a DGT 3000), as it last sent them;
    /// `None`: no clock sends any. The talking clock says them instead of rochade's own.
    BoardClock(Option<crate::eboard::dgt::ClockTimes>),
    /// The journal recorded this on its own (the pause for the time rochade was down, when a
    /// game is resumed): the core applies it too, without a new record.
    Journaled(Entry),
    /// Someone connected at another board (or came back).
    PeerJoined(Peer),
    /// A peer's connection ended.
    PeerLeft(u32),
    /// A peer ended its session on purpose (it said goodbye): nothing reconnects.
    PeerEnded(u32),
    /// A message of the game from another board: an entry, a request, a clock reading, a
    /// refusal, a resend (the handshake's messages are the network adapter's own). `id` is
    /// the connection; on a joined board the host is 0.
    Peer {
        /// The connection.
        id: u32,
        /// What it sent.
        message: Message,
    },
    /// A joined board is connected (again) to the host, as this.
    Connected {
        /// The role.
        role: crate::record::Role,
        /// The colour played or assisted.
        side: Option<Color>,
        /// The name of the person at the host's board.
        name: Option<String>,
    },
    /// Something the network adapter reports.
    Net(NetNotice),
    /// A joined board is welcomed by a host that has this many entries: taken in without
    /// reading each out when this board has none yet.
    CatchUp(u64),
    /// The host's record of the boards paired with it, as it is now.
    Pairings(Vec<Paired>),
    /// The host decided a joining board's role: what it asked for was not given (it is
    /// said on the host).
    RoleKept {
        /// The board as the host keeps it.
        kept: Paired,
        /// The role it asked for.
        asked: crate::record::Role,
        /// The side it asked for.
        asked_side: Option<Color>,
    },
    /// A board paired again with the code and changed its role or side (said on the host).
    RoleChanged {
        /// As it was.
        before: Paired,
        /// As it is now.
        after: Paired,
    },
    /// The connection's delay one way, as measured (a joined board's clock is set back by it
    /// when an entry from the host arrives).
    Delay(Duration),
}

pub use crate::transcript::Said;

/// How a session starts.
#[derive(Debug, Clone)]
pub struct Options {
    /// Language of announcements and interface.
    pub lang: Lang,
    /// The player's side: the board is drawn from it, and the other side's moves are the
    /// opponent's (spoken as alerts).
    pub player: Color,
    /// The game (a fresh one, or one from a FEN) with its rules.
    pub game: Game,
    /// The tournament clock, not yet started; `None` for a game without a clock.
    pub clock: Option<Clock>,
    /// The game's identity, written in every journal line (see [`Start::game`]).
    pub id: String,
    /// The tags the record starts with (event, players, date, time control).
    pub tags: Vec<(String, String)>,
    /// After how long an announced move that is not confirmed is recalled (`None`: never).
    pub confirm_reminder: Option<Duration>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            lang: Lang::De,
            player: Color::White,
            game: Game::default(),
            clock: None,
            id: String::new(),
            tags: Vec::new(),
            confirm_reminder: Some(DEFAULT_CONFIRM_REMINDER),
        }
    }
}

impl Options {
    /// The start of the game these options describe.
    pub fn start(&self) -> Start {
        let initial = self.game.initial();
        let fen = (*initial != Chess::default()).then(|| self.game.initial_fen());
        Start {
            tags: self.tags.clone(),
            fen,
            rules: *self.game.rules(),
            game: self.id.clone(),
            clock: self
                .clock
                .as_ref()
                .map(|c| Box::new(ClockSetup::of(c, Duration::ZERO))),
        }
    }
}

/// After how long an announced move that is not confirmed is recalled, unless set otherwise.
pub const DEFAULT_CONFIRM_REMINDER: Duration = Duration::from_secs(30);

/// Something the core asked to be woken for, besides the clock.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Timer {
    /// Say this (as an alert) when the time comes: a reminder.
    Remind(String),
    /// Remind the opponent of the move announced at this ply, if it is still not confirmed.
    Confirmation {
        /// Plies played when it was announced.
        ply: u32,
    },
    /// The host sends its clock's reading to the other boards again.
    ClockReading,
    /// The question for the arbiter's code asked at this session time lapses.
    CodeLapses {
        /// When it was asked.
        asked: Duration,
    },
}

/// How many transcript lines one page key moves.
pub const PAGE: usize = 5;

/// How many transcript lines are kept for the screen.
pub const TRANSCRIPT_KEEP: usize = 500;

/// The whole state of a session; views draw from `&State` only.
#[derive(Debug, Clone)]
pub struct State {
    /// Language of announcements and interface.
    pub lang: Lang,
    /// The player's side (see [`Options::player`]).
    pub player: Color,
    /// What this board's person sees and types: the board's orientation, the cursor, the
    /// input line, the transcript, the screen. Nothing in it is part of the game.
    pub session: Session,
    /// The time of the event being handled (from the shell's monotonic origin).
    pub now: Duration,
    /// Whether the session is ending.
    pub quitting: bool,
    /// The game at this table: its record and its clock.
    table: Table,
    /// The side this board's player plays when sides are assigned (two boards); `None` when
    /// both players share this keyboard.
    seat: Option<Color>,
    /// The side a chess engine plays, when one does (a practice game at home).
    engine: Option<Color>,
    /// Voice input: whether it is on at this board, and whether it is listening now.
    voice: voice::Listening,
    /// The side the engine played before it stopped (`engine restart` starts it again).
    engine_lost: Option<Color>,
    /// The analysis of the game that has ended, and where the player is in it (0: the start
    /// position, `i + 1`: after move `i`).
    analysis: Option<(AnalysisLines, usize)>,
    /// An analysis is being made.
    analysing: bool,
    /// The game loaded for study and the player's place in it (`rochade study`); `None` in
    /// a game.
    study: Option<Box<Study>>,
    /// The clock on the electronic board, when one sends its times.
    board_clock: Option<BoardClock>,
    /// Say only the low-time alerts of the player's own clock ([`State::player`]); the
    /// opponent's are left out.
    own_alerts_only: bool,
    /// An unfinished game the player may continue (until a move or "new").
    resume_offer: Option<ResumeOffer>,
    /// This session continues a game from the journal (said in the greeting).
    resumed: bool,
    /// Wake-ups asked for besides the clock's, soonest first.
    timers: Vec<(Duration, Timer)>,
    /// See [`Options::confirm_reminder`].
    confirm_reminder: Option<Duration>,
    /// How this board takes part with other boards.
    peering: Peering,
    /// The questions open at this board.
    dialog: Dialog,
}

/// The game at this table: the record, the clock that goes with it, and what the event sets
/// for it.
#[derive(Debug, Clone)]
struct Table {
    /// The record of the game: every entry, the start first (what a peer that missed some is
    /// sent), and the scoresheet they make — moves, offers, claims, take-backs, the result;
    /// the game and its position are the record's ([`State::game`]). Entries are appended
    /// and checked only by the record ([`Record::append`], [`Record::apply`]), from [`apply`]; a
    /// session that loads a game or starts a new one replaces it whole.
    record: Record,
    /// The tournament clock, kept with the record: every entry carries its state after the
    /// change, and it is rebuilt from there on replay. It runs from [`Input::Start`]; each
    /// move presses it (D.2.3, D.2.4).
    clock: Option<Clock>,
    /// The event's arbiter's code, when the profile sets one (never recorded).
    arbiter_code: Option<crate::event::ArbiterCode>,
    /// When the running clock is next written to the journal (only while a clock runs).
    checkpoint_at: Option<Duration>,
}

/// The clock on the electronic board: its last times, and which of its sides is White's once
/// that is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardClock {
    /// The times as the clock sent them (left and right, as it stands on the table).
    pub times: crate::eboard::dgt::ClockTimes,
    /// White's time is on the clock's left; `None` until a reading shows whose time runs.
    pub white_left: Option<bool>,
}

impl BoardClock {
    /// The clock after a reading of `times` in the game at `pos`, `before` the reading before.
    /// Which side is White's is fixed at the first reading where one side's time runs: the
    /// side to move in the game then (the clock does not change sides during a game).
    fn read(
        before: Option<BoardClock>,
        times: crate::eboard::dgt::ClockTimes,
        pos: &Chess,
    ) -> BoardClock {
        let running_left = match (times.left_to_move, times.right_to_move) {
            (true, false) => Some(true),
            (false, true) => Some(false),
            _ => None,
        };
        let white_left = before
            .and_then(|b| b.white_left)
            .or_else(|| running_left.map(|left| left == (pos.turn() == Color::White)));
        BoardClock { times, white_left }
    }

    /// White's and Black's times, once it is known which side is whose.
    pub fn by_color(&self) -> Option<(Duration, Duration)> {
        let (l, r) = (self.times.left.time, self.times.right.time);
        self.white_left.map(|wl| if wl { (l, r) } else { (r, l) })
    }

    /// Whose time runs, once it is known which side is whose.
    pub fn running(&self) -> Option<Color> {
        let wl = self.white_left?;
        match (self.times.left_to_move, self.times.right_to_move) {
            (true, false) => Some(if wl { Color::White } else { Color::Black }),
            (false, true) => Some(if wl { Color::Black } else { Color::White }),
            _ => None,
        }
    }
}

/// How this board takes part with other boards: its link, the people at them and the boards
/// paired with it, and a joined board's requests on their way and the host's entries it
/// waits for.
#[derive(Debug, Clone, Default)]
struct Peering {
    /// How this board takes part: alone, hosting or joined.
    link: Link,
    /// The people at the other boards.
    peers: Vec<Peer>,
    /// The host: the boards paired with it (the network adapter's record).
    paired: Vec<Paired>,
    /// A joined board's request not yet decided by the host, with the entries it had.
    pending: Option<(u64, Intent)>,
    /// A joined board's requests made while one is pending, in order: each is sent when the
    /// one before it is decided, so that it is made on the game as it then is.
    queued: Vec<Intent>,
    /// A joined board taking in the host's game up to this many entries, silently.
    catch_up: Option<u64>,
    /// A joined board asked for the entries from this number on, and this many entries out of
    /// order have arrived since (it asks again after a few, in case the answer was lost).
    gap: Option<(u64, u32)>,
    /// Since when a joined board has lost contact with the host (its clock is then the last
    /// known state, and says so).
    contact_lost: Option<Duration>,
    /// The delay of the connection to the host, one way (the host's clock state in an entry
    /// is that much older when it arrives).
    delay: Duration,
    /// As what the host connected this board (a joined board): its role and side.
    joined_as: Option<(crate::record::Role, Option<Color>)>,
    /// A joined board has said that the clock waits for the arbiter: said once, not again
    /// with every reading the host sends as another board joins.
    wait_said: bool,
}

/// The questions open at this board and what they wait for: a yes or a no, the arbiter's
/// code, the choice between ambiguous moves, a take-back the opponent is asked about, and the
/// refusals kept while another board's request is decided.
#[derive(Debug, Clone, Default)]
struct Dialog {
    /// A change said back and waiting for a yes or a no: an arbiter's that ends the game or
    /// moves a clock by more than a few minutes, a resignation, a new game instead of the
    /// interrupted one, a take-back the opponent must agree to.
    confirm: Option<Pending>,
    /// Wrong arbiter's codes: how many in a row, and until when the arbiter's commands wait.
    code_guard: CodeGuard,
    /// When the question for the arbiter's code now open was asked.
    code_asked: Option<Duration>,
    /// The moves an ambiguous move could be, at the position it was said in: the next line
    /// may name the one meant by the word that tells them apart.
    choice: Option<command::play::Choice>,
    /// Between two boards, the host's record of a take-back asked for and not yet answered:
    /// the side whose move it is, and how many moves the game had (the question holds for
    /// that move only).
    take_back_asked: Option<(Color, usize)>,
    /// While the host decides another board's request: the refusals decided, kept as they
    /// are to be answered to the asker and worded there, in its language (nothing is said
    /// here). `None` otherwise: a refusal is said at once.
    answering: Option<Vec<Refusal>>,
}

impl State {
    /// A new session.
    pub fn new(o: Options) -> State {
        let start = o.start();
        // The options' game has passed its checks, so its start is usable.
        let record = Record::new(start).unwrap_or_else(|_| {
            Record::of_new_sheet(Scoresheet::from_position(
                o.game.initial().clone(),
                *o.game.rules(),
            ))
        });
        State {
            lang: o.lang,
            session: Session::new(o.player),
            player: o.player,
            table: Table {
                record,
                clock: o.clock,
                arbiter_code: None,
                checkpoint_at: None,
            },
            now: Duration::ZERO,
            quitting: false,
            seat: None,
            engine: None,
            voice: voice::Listening::default(),
            engine_lost: None,
            analysis: None,
            analysing: false,
            study: None,
            board_clock: None,
            own_alerts_only: false,
            resume_offer: None,
            resumed: false,
            timers: Vec::new(),
            confirm_reminder: o.confirm_reminder,
            peering: Peering::default(),
            dialog: Dialog::default(),
        }
    }

    /// A session that continues a game from its journal (`rochade --resume`): the start, then
    /// every entry after it, each applied through [`apply`] as the journal recorded it. A
    /// journal written before the clock was part of the record (format 2) gets `fallback`,
    /// set to the readings the record holds.
    pub fn resumed(
        lang: Lang,
        player: Color,
        start: &Start,
        entries: &[Entry],
        fallback: Option<Clock>,
    ) -> State {
        let mut s = State::new(Options {
            lang,
            player,
            ..Options::default()
        });
        s.load(start, entries, fallback);
        s
    }

    /// Replaces the game with the one recorded in `start` and `entries`.
    fn load(&mut self, start: &Start, entries: &[Entry], fallback: Option<Clock>) {
        let Ok(record) = Record::new(start.clone()) else {
            return;
        };
        self.table.record = record;
        self.table.record.reserve(entries.len());
        self.table.clock = start.clock.as_ref().map(|c| c.clock(self.now)).or(fallback);
        for e in entries {
            let _ = apply(self, Origin::Journal, Change::Recorded(e.clone()), self.now);
        }
        if entries.iter().all(|e| e.clock.is_none()) {
            clock::restore_legacy(self);
        }
        self.resumed = true;
    }

    /// Offers the player to continue an unfinished game (said at [`Input::Start`]).
    pub fn offer_resume(&mut self, offer: ResumeOffer) {
        self.resume_offer = Some(offer);
    }

    /// The unfinished game offered to be continued, if the offer stands.
    pub fn resume_offer(&self) -> Option<&ResumeOffer> {
        self.resume_offer.as_ref()
    }

    /// The clock line to show (both times, the side to move marked), as the clock reads
    /// now; `None` without a clock.
    pub fn clock_text(&self) -> Option<String> {
        self.table
            .clock
            .as_ref()
            .map(|c| clock::clock_line(c, self.now, self.lang))
    }

    /// Sets the event's arbiter's code: from then on an arbiter's command at this keyboard
    /// needs it first. `None`: anyone at the keyboard may act as the arbiter.
    pub fn set_arbiter_code(&mut self, code: Option<crate::event::ArbiterCode>) {
        self.table.arbiter_code = code;
    }

    /// Whether the line being typed is a secret (the arbiter's code): the view shows it masked
    /// and line mode turns the terminal's echo off.
    pub fn conceals_input(&self) -> bool {
        matches!(self.dialog.confirm, Some(Pending::ArbiterCode(_)))
    }

    /// The clock in whole minutes, for a view that a screen reader reads (it changes once a
    /// minute, not every second); `None` without a clock.
    pub fn clock_text_minutes(&self) -> Option<String> {
        self.table
            .clock
            .as_ref()
            .map(|c| clock::clock_line_minutes(c, self.now, self.lang))
    }

    /// The record of the game.
    pub fn sheet(&self) -> &Scoresheet {
        self.table.record.sheet()
    }

    /// The game (the record's).
    pub fn game(&self) -> &Game {
        self.table.record.sheet().game()
    }

    /// The tournament clock, if the game has one.
    pub fn clock(&self) -> Option<&Clock> {
        self.table.clock.as_ref()
    }

    /// Assigns this board's player a side (two boards): from then on the player moves, offers
    /// and claims only for that side. `None`: both players at this keyboard.
    pub fn set_seat(&mut self, seat: Option<Color>) {
        self.seat = seat;
    }

    /// This state only listens, as a listener's board does (the hall's copy of a board's
    /// game): a player's instruction ("answer accept or decline") is not said to it.
    pub fn set_listener(&mut self) {
        self.peering.joined_as = Some((crate::record::Role::Viewer, None));
    }

    /// A chess engine plays `side` (`None`: none does): `undo` takes back its reply with the
    /// player's move, and `hint` asks it.
    pub fn set_engine(&mut self, side: Option<Color>) {
        self.engine = side;
    }

    /// Voice input is on at this board (`--voice-input`, its recogniser found): `listen`
    /// listens.
    pub fn set_voice_input(&mut self, on: bool) {
        use voice::Mode;
        self.voice.mode = match (on, self.voice.mode) {
            (false, _) => Mode::Off,
            (true, Mode::Off) => Mode::OnRequest,
            (true, kept) => kept,
        };
    }

    /// Voice input, once on ([`State::set_voice_input`]), listens all the time
    /// (`--voice-continuous`): from the start of the game, again after each announcement;
    /// `listen` pauses it and starts it again. Off, it stays off.
    pub fn set_voice_continuous(&mut self, on: bool) {
        use voice::Mode;
        self.voice.mode = match (on, self.voice.mode) {
            (_, Mode::Off) => Mode::Off,
            (true, Mode::Continuous { paused }) => Mode::Continuous { paused },
            (true, Mode::OnRequest) => Mode::Continuous { paused: false },
            (false, _) => Mode::OnRequest,
        };
    }

    /// Whether voice input listens all the time and is not paused.
    pub fn voice_continuous(&self) -> bool {
        self.voice.mode == (voice::Mode::Continuous { paused: false })
    }

    /// The side a chess engine plays, when one does.
    pub fn engine(&self) -> Option<Color> {
        self.engine
    }

    /// After how long an announced move that is not confirmed is recalled (`None`: never).
    pub fn set_confirm_reminder(&mut self, after: Option<Duration>) {
        self.confirm_reminder = after;
    }

    /// Where the settings file is, for the help to name it (the shell finds it; the core
    /// reads no environment).
    pub fn set_settings_file(&mut self, path: Option<String>) {
        self.session.settings_file = path;
    }

    /// How this board takes part: alone, hosting the game, or joined to one.
    pub fn set_link(&mut self, link: Link) {
        self.peering.link = link;
        // A joined board has no game of its own: it waits for the host's start.
        if link.follows() {
            self.table.record.clear_entries();
        }
    }

    /// How this board takes part.
    pub fn link(&self) -> Link {
        self.peering.link
    }

    /// A joined board's requests the host has not decided yet.
    pub fn waiting_requests(&self) -> WaitingRequests {
        WaitingRequests {
            sent: self.peering.pending.clone(),
            queued: self.peering.queued.clone(),
        }
    }

    /// A joined board started again takes back the requests it had not had decided: they are
    /// sent when it is connected.
    pub fn restore_requests(&mut self, waiting: WaitingRequests) {
        if self.peering.link.follows() {
            self.peering.pending = waiting.sent;
            self.peering.queued = waiting.queued;
        }
    }

    /// The people at the other boards.
    pub fn peers(&self) -> &[Peer] {
        &self.peering.peers
    }

    /// Every entry of the game so far, the start first.
    pub fn log(&self) -> &[Entry] {
        self.table.record.entries()
    }

    /// Says only the low-time alerts of the player's own clock (`true`), or both players'
    /// (the opponent's named as theirs).
    pub fn set_own_alerts_only(&mut self, own: bool) {
        self.own_alerts_only = own;
    }

    /// Asks to be woken at `at` for `timer` (through [`next_wakeup`]).
    pub fn schedule(&mut self, at: Duration, timer: Timer) {
        let i = self.timers.partition_point(|(t, _)| *t <= at);
        self.timers.insert(i, (at, timer));
    }

    /// Who a line typed at this keyboard acts as, for a change made for `side`: this board's
    /// player when sides are assigned, otherwise the player of that side (one keyboard).
    fn local(&self, side: Color) -> Actor {
        Actor::Player(self.seat.unwrap_or(side))
    }

    /// Who acts at `seat` when asking for `intent`: an electronic board or an engine for the
    /// player of its side; the keyboard for the player there ([`State::local`]) of the side
    /// the request is for.
    fn seated(&self, seat: Seat, intent: &Intent) -> Actor {
        let turn = self.pos().turn();
        let side = match seat {
            Seat::Board(c) | Seat::Engine(c) => return Actor::Player(c),
            Seat::Keyboard => match intent {
                Intent::Confirm => !turn,
                Intent::TakeBack => self.game().last().map_or(turn, |m| m.before.turn()),
                Intent::Claim { by, .. }
                | Intent::TakeBackAnswer { by, .. }
                | Intent::Answer { by, .. }
                | Intent::BoardsDiffer { by, .. }
                | Intent::Offer(by)
                | Intent::Touch { by, .. }
                | Intent::Resign(by)
                | Intent::StopClock(by) => *by,
                Intent::NewGame => self.player,
                Intent::Arbiter(_) => return Actor::Arbiter,
                Intent::FlagFall(_) | Intent::Exemption { .. } => return Actor::System,
                Intent::Move(_) | Intent::Made(_) | Intent::Correct(_) => turn,
            },
        };
        self.local(side)
    }

    /// Who a joined board's keyboard acts as, as the host connected it (a viewer: nobody);
    /// `None` before it is connected.
    fn joined_actor(&self) -> Option<Actor> {
        self.peering
            .joined_as
            .and_then(|(role, side)| role.actor(side))
    }

    /// The side of the player at this keyboard: the seat when sides are assigned, else the
    /// player's side (`--side`). A resignation, a draw offer or a stop of the clock without a
    /// colour is theirs, whoever is to move.
    fn own_side(&self) -> Color {
        self.seat.unwrap_or(self.player)
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
            self.session.last_said = Some(said.clone());
        }
        self.session.transcript.push(said);
        // Something new shows at once.
        self.session.scroll = 0;
        if self.session.transcript.len() > TRANSCRIPT_KEEP {
            let extra = self.session.transcript.len() - TRANSCRIPT_KEEP;
            self.session.transcript.drain(..extra);
        }
        out.push(Effect::Speak {
            text,
            lang: self.lang,
            priority,
        });
    }

    /// Says a read-back the player asked for, line by line: the lines queue and are heard
    /// whole, cut only by whatever the player does next or an event (see
    /// [`Priority::ReadBack`]); a read-back still being read gives way to this one.
    fn read_back(&mut self, out: &mut Vec<Effect>, lines: Vec<String>) {
        out.push(Effect::Hush(Priority::ReadBack));
        for l in lines {
            self.say(out, l, Priority::ReadBack);
        }
    }

    /// Says `text` and plays the cue of something refused: a line this board could not read
    /// (what was decided is refused by [`State::refuse`]).
    fn refuse_with(&mut self, out: &mut Vec<Effect>, text: String) {
        self.say(out, text, Priority::Normal);
        out.push(Effect::Cue(Cue::Illegal));
    }

    /// Refuses what was asked, for the reason `why`: said in this board's words, with the cue
    /// of something refused; while another board's request is decided, kept for the answer
    /// to it instead (worded on that board).
    fn refuse(&mut self, out: &mut Vec<Effect>, why: Refusal) {
        if let Some(answer) = self.dialog.answering.as_mut() {
            answer.push(why);
            return;
        }
        // At the arbiter's joined board a player's request is refused as another side's
        // ("Only White may do that" to the arbiter who offered a draw, language-3): worded
        // for this board instead.
        let text = match (&why, self.peering.joined_as) {
            (
                Refusal::Forbidden(crate::refusal::Forbidden::SideOnly(_)),
                Some((crate::record::Role::Arbiter, _)),
            ) => phrases::only_players(self.lang),
            _ => phrases::refusal(self.lang, self.pos(), &why),
        };
        self.refuse_with(out, text);
    }

    fn pos(&self) -> &Chess {
        self.table.record.sheet().game().position()
    }

    /// A copy of everything but the record, to put back what a change that records nothing
    /// changed besides ([`State::restore_but_record`]); the transcript moves into the copy
    /// (this state goes on with an empty one until [`State::keep_said`]). Its cost does not
    /// grow with the game or with what was said.
    fn copy_but_record(&mut self) -> State {
        let record = std::mem::take(&mut self.table.record);
        let said = std::mem::take(&mut self.session.transcript);
        let mut copy = self.clone();
        self.table.record = record;
        copy.session.transcript = said;
        copy
    }

    /// Keeps the change made since [`State::copy_but_record`]: what was said meanwhile
    /// follows what was said before.
    fn keep_said(&mut self, before: State) {
        let mut said = before.session.transcript;
        said.append(&mut self.session.transcript);
        if said.len() > TRANSCRIPT_KEEP {
            let extra = said.len() - TRANSCRIPT_KEEP;
            said.drain(..extra);
        }
        self.session.transcript = said;
    }

    /// Puts back everything but the record as `copy` has it ([`State::copy_but_record`]).
    fn restore_but_record(&mut self, mut copy: State) {
        std::mem::swap(&mut copy.table.record, &mut self.table.record);
        *self = copy;
    }
}

/// When the core next wants an [`Input::Tick`], if ever: the clock's next shown second or
/// alert, or a timer the core asked for ([`State::schedule`]), whichever comes first. The loop
/// sleeps until then or until input arrives.
pub fn next_wakeup(state: &State, now: Duration) -> Option<Duration> {
    // Only a screen shows the clock to the second; in line mode nothing is said until an
    // alert, the exemption or the flag, so the loop sleeps until then.
    let clock = state.table.clock.as_ref().and_then(|c| {
        if state.session.screen.is_some() {
            c.next_wakeup(now)
        } else {
            c.next_event(now)
        }
    });
    let timer = state.timers.first().map(|(at, _)| (*at).max(now));
    // The checkpoint is one more deadline, and only while a clock runs.
    let timer = match (timer, state.table.checkpoint_at.map(|at| at.max(now))) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    };
    match (clock, timer) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// The thinking time a crash left unknown, when `entry` is the pause recorded for it.
pub fn uncounted_of(entry: &Entry) -> Option<crate::scoresheet::Uncounted> {
    match &entry.event {
        crate::scoresheet::Event::Pause { uncounted, .. } => *uncounted,
        _ => None,
    }
}

/// Writes the running clock to the journal every [`crate::journal::CHECKPOINT_INTERVAL`] while
/// it runs (counted from the last entry that carried the clock), on the board that keeps the
/// game (not on a joined board: the host's clock decides). Before the first move there is no
/// journal yet, and nothing to keep.
fn checkpoint(state: &mut State, out: &mut Vec<Effect>) {
    let running = state.peering.link.decides()
        && !state.game().moves().is_empty()
        && !state.game().is_over()
        && state
            .table
            .clock
            .as_ref()
            .is_some_and(|c| matches!(c.status(), crate::clock::Status::Running { .. }));
    if !running {
        state.table.checkpoint_at = None;
        return;
    }
    let interval = crate::journal::CHECKPOINT_INTERVAL;
    // An entry with the clock written now is as good as a checkpoint.
    if out
        .iter()
        .any(|e| matches!(e, Effect::Record(r) if r.entry.clock.is_some()))
    {
        state.table.checkpoint_at = Some(state.now + interval);
        return;
    }
    match state.table.checkpoint_at {
        None => state.table.checkpoint_at = Some(state.now + interval),
        Some(at) if state.now >= at => {
            let clock = state
                .table
                .clock
                .as_ref()
                .map(|c| Box::new(c.state(state.now)));
            let entry = state.table.record.checkpoint(clock);
            out.push(Effect::Checkpoint(Box::new(entry)));
            state.table.checkpoint_at = Some(state.now + interval);
        }
        Some(_) => {}
    }
}

/// Says the timers that are due.
fn fire_timers(state: &mut State, out: &mut Vec<Effect>) {
    let due = state.timers.partition_point(|(t, _)| *t <= state.now);
    let fired: Vec<_> = state.timers.drain(..due).collect();
    for (_, timer) in fired {
        match timer {
            Timer::Remind(text) => state.say(out, text, Priority::Alert),
            Timer::Confirmation { ply } => table::remind(state, ply, out),
            Timer::ClockReading => host_clock::clock_reading(state, out),
            Timer::CodeLapses { asked } => questions::code_lapsed(state, asked, out),
        }
    }
}

/// An entry read back from the journal: applied as recorded, and how much of the running clock
/// is not known after a crash said.
fn journaled_event(state: &mut State, entry: Entry, now: Duration, out: &mut Vec<Effect>) {
    // After a crash: how much of the running clock is not known is said.
    let uncounted = uncounted_of(&entry);
    // Already in the journal: applied as recorded, without a new record.
    let _ = apply(state, Origin::Journal, Change::Recorded(entry), now);
    if let Some(u) = uncounted {
        let text = crate::scoresheet::phrases::uncounted(state.lang, &u);
        state.say(out, text, Priority::Alert);
    }
}

/// An adapter asks at `seat`: `intent` is asked for by whoever acts there and gets the
/// questions a typed line gets ([`questions::ask`]), unless only the clock reports it.
fn ask_event(state: &mut State, seat: Seat, intent: Intent, out: &mut Vec<Effect>) {
    // An adapter asks for a person; what only the clock reports is not asked for.
    if intent.only_the_clock_reports() {
        state.refuse(out, Refusal::Forbidden(Forbidden::ClockOnly));
        return;
    }
    match (seat, intent) {
        // At the keyboard the arbiter's request is the arbiter's (with the code where the
        // event set one); at a joined board, as the host connected it.
        (Seat::Keyboard, Intent::Arbiter(request)) => {
            let actor = if state.link().decides() {
                Some(Actor::Arbiter)
            } else {
                state.joined_actor()
            };
            questions::arbiter(state, actor, request, out);
        }
        (seat, intent) => {
            let actor = state.seated(seat, &intent);
            questions::ask(state, actor, intent, out);
        }
    }
}

/// The terminal is now `cols` by `rows`: said once when it becomes too small for the board
/// (below the compact view, [`crate::ui::COMPACT_SIZE`]).
fn resize_event(state: &mut State, cols: u16, rows: u16, out: &mut Vec<Effect>) {
    state.session.screen = Some((cols, rows));
    let (need_c, need_r) = crate::ui::COMPACT_SIZE;
    if cols < need_c || rows < need_r {
        if !state.session.too_small_said {
            state.session.too_small_said = true;
            let text = phrases::too_small(state.lang, cols, rows, need_c, need_r);
            state.say(out, text, Priority::Normal);
        }
    } else {
        state.session.too_small_said = false;
    }
}

/// Applies one event; returns what the shell must do, in order.
pub fn update(state: &mut State, event: Input, now: Duration) -> Vec<Effect> {
    state.now = now;
    let mut out = Vec::new();
    match event {
        Input::Start => {
            start_event(state, &mut out);
            voice::begin(state, &mut out);
            out.push(Effect::Redraw);
        }
        Input::Journaled(entry) => {
            journaled_event(state, entry, now, &mut out);
            out.push(Effect::Redraw);
        }
        Input::Line(line) => {
            line_event(state, &line, &mut out);
            out.push(Effect::Redraw);
        }
        Input::Key(key) => key_event(state, key, &mut out),
        Input::Ask { seat, intent } => {
            ask_event(state, seat, intent, &mut out);
            out.push(Effect::Redraw);
        }
        Input::Tick => fire_timers(state, &mut out),
        Input::PeerJoined(peer) => peers::joined(state, peer, &mut out),
        Input::PeerLeft(id) => peers::left(state, id, &mut out),
        Input::PeerEnded(id) => peers::ended(state, id, &mut out),
        Input::Peer { id, message } => peers::received(state, id, message, &mut out),
        Input::Connected { role, side, name } => {
            peers::connected(state, role, side, name, &mut out);
        }
        Input::Net(n) => peers::notice(state, n, &mut out),
        Input::Pairings(list) => state.peering.paired = list,
        Input::CatchUp(n) => {
            if state.peering.link.follows() && state.log().is_empty() && n > 1 {
                state.peering.catch_up = Some(n);
            }
        }
        Input::RoleKept {
            kept,
            asked,
            asked_side,
        } => {
            let text = phrases::role_kept(state.lang, &kept, asked, asked_side);
            state.say(&mut out, text, Priority::Alert);
        }
        Input::RoleChanged { before, after } => {
            let text = phrases::role_changed(state.lang, &before, &after);
            state.say(&mut out, text, Priority::Alert);
        }
        Input::Delay(d) => state.peering.delay = d,
        Input::Notice(text) => {
            state.say(&mut out, text, Priority::Normal);
            out.push(Effect::Redraw);
        }
        Input::Detail(line) => out.push(Effect::Detail(line)),
        Input::Hint(uci) => command::hint_came(state, &uci, &mut out),
        Input::Voice(voiced) => {
            voice::voiced(state, voiced, &mut out);
            out.push(Effect::Redraw);
        }
        Input::EngineGone => state.engine_lost = state.engine.take().or(state.engine_lost),
        Input::Analysed(lines) => command::analysed(state, lines, &mut out),
        Input::BoardClock(times) => {
            state.board_clock =
                times.map(|times| BoardClock::read(state.board_clock, times, state.pos()));
        }
        Input::Resize { cols, rows } => {
            resize_event(state, cols, rows, &mut out);
            out.push(Effect::Redraw);
        }
        Input::EndOfInput => quit(state, &mut out),
    }
    // The clock is read after every event: a tick, and any other event that came first.
    clock_tick(state, &mut out);
    checkpoint(state, &mut out);
    out
}

fn start_event(state: &mut State, out: &mut Vec<Effect>) {
    let lang = state.lang;
    if state.study.is_some() {
        return study::begin(state, out);
    }
    if state.resumed {
        // A resumed clock runs on as its record left it.
        let turn = state.pos().turn();
        if let Some(clock) = state.table.clock.as_mut() {
            let _ = clock.start_with(state.now, turn);
        }
        let text = phrases::resumed(lang, &summary(state.lang, state.sheet()));
        state.say(out, text, Priority::Normal);
        say_announced(state, out);
        return;
    }
    // A joined board has no game of its own: the host's start comes first, and is said then.
    if state.peering.link.follows() {
        return;
    }
    // An unfinished game is offered first: "new game, White to move" before it would
    // contradict the offer, which says how to start a new game.
    let offer = state.resume_offer.clone();
    endings::begin(state, offer.is_some(), out);
    if let Some(offer) = offer {
        for w in &offer.warnings {
            state.say(out, w.said.clone(), Priority::Normal);
            if let Some(d) = &w.detail {
                out.push(Effect::Detail(d.clone()));
            }
        }
        let text = phrases::resume_offer(lang, &summary(lang, &offer.sheet));
        state.say(out, text, Priority::Normal);
    }
}

/// A move announced and not yet confirmed (a game resumed in that step), said again.
fn say_announced(state: &mut State, out: &mut Vec<Effect>) {
    if let Some(a) = state.sheet().announced() {
        let said = crate::notation::words(state.pos(), a.mv, state.lang, Default::default());
        let text = phrases::not_confirmed(state.lang, a.by, &said);
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
            // "Black, Pawn e5": the colour is not heard as an adjective of the piece.
            format!(
                "{}, {}",
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
            // A paste of any size cannot grow the line past what a line may hold.
            if state.session.input.len() + c.len_utf8() <= crate::limits::MAX_INPUT_LINE_BYTES {
                state.session.input.push(c);
            }
            out.push(Effect::Redraw);
        }
        Key::Backspace => {
            state.session.input.pop();
            out.push(Effect::Redraw);
        }
        Key::Escape => {
            state.session.input.clear();
            out.push(Effect::Redraw);
        }
        Key::Enter => {
            let line = std::mem::take(&mut state.session.input);
            line_event(state, &line, out);
            out.push(Effect::Redraw);
        }
        Key::Interrupt => quit(state, out),
        Key::Listen => {
            voice::listen(state, out);
            out.push(Effect::Redraw);
        }
        Key::PageUp | Key::PageDown => {
            let last = state.session.transcript.len().saturating_sub(1);
            state.session.scroll = if key == Key::PageUp {
                (state.session.scroll + PAGE).min(last)
            } else {
                state.session.scroll.saturating_sub(PAGE)
            };
            // The line now at the bottom of the pane is read out, as the cursor keys read a
            // square; it is not added to the transcript.
            if let Some(said) = state
                .session
                .transcript
                .iter()
                .rev()
                .nth(state.session.scroll)
                .cloned()
            {
                out.push(Effect::Speak {
                    text: said.text,
                    lang: state.lang,
                    priority: Priority::Query,
                });
            }
            out.push(Effect::Redraw);
        }
        Key::Up | Key::Down | Key::Left | Key::Right => {
            // Directions as the player sees the board.
            let sign = state.session.orientation.fold_wb(1, -1);
            let (df, dr) = match key {
                Key::Up => (0, sign),
                Key::Down => (0, -sign),
                Key::Left => (-sign, 0),
                _ => (sign, 0),
            };
            let f = i32::from(state.session.cursor.file()) + df;
            let r = i32::from(state.session.cursor.rank()) + dr;
            if (0..8).contains(&f) && (0..8).contains(&r) {
                state.session.cursor =
                    Square::from_coords(File::new(f as u32), Rank::new(r as u32));
            }
            let text = board::square(state.pos(), state.session.cursor, state.lang);
            state.say_inner(out, text, Priority::Query, false);
            out.push(Effect::Redraw);
        }
    }
}

fn line_event(state: &mut State, line: &str, out: &mut Vec<Effect>) {
    let text = line.trim();
    if text.is_empty() {
        // Enter alone is the yes to a move heard by voice and said back.
        if matches!(
            state.dialog.confirm,
            Some(Pending::Heard(_) | Pending::HeardCommand(_))
        ) {
            questions::reply(state, Some(true), out);
        }
        return;
    }
    if text.len() > crate::limits::MAX_INPUT_LINE_BYTES {
        let said = phrases::input_too_long(state.lang, crate::limits::MAX_INPUT_LINE_BYTES);
        state.refuse_with(out, said);
        return;
    }
    // A question open (the arbiter's code, a yes or a no) takes the line first; a line that
    // does not answer it drops it (said) and is read as usual.
    if questions::answered(state, text, out) {
        return;
    }
    // While an interrupted game is offered, a move is tried against that game: it continues
    // the game and is played there, or it is answered with the choice. A new game never
    // starts without a word.
    if state.resume_offer.is_some() && commands::parse(state.lang, text).is_none() {
        command::play::at_resume_offer(state, text, out);
        return;
    }
    // After "Do you mean Knight b d7 or Knight f d7?" the word that tells them apart ("b",
    // "Bella", a rank) is the answer; anything else is read as usual.
    if let Some(choice) = state.dialog.choice.take()
        && command::play::chosen(state, &choice, text, out)
    {
        return;
    }
    match commands::parse(state.lang, text) {
        Some((cmd, args)) => command::run(state, cmd, &args, out),
        // A game loaded for study is read, not played.
        None if state.study.is_some() => study::not_here(state, out),
        None => command::play::announced(state, text, out),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eboard::dgt::{ClockSide, ClockTimes};

    fn times(left: u64, right: u64, left_runs: bool) -> ClockTimes {
        let side = |secs| ClockSide {
            time: Duration::from_secs(secs),
            ..ClockSide::default()
        };
        ClockTimes {
            left: side(left),
            right: side(right),
            running: true,
            left_to_move: left_runs,
            right_to_move: !left_runs,
            connected: true,
            ..ClockTimes::default()
        }
    }

    #[test]
    fn the_board_clocks_sides_are_fixed_by_the_first_reading_whose_time_runs() {
        // Black to move, the right time runs: White's time is the left one, and stays so
        // when the game's turn and the clock's part (a move made, the clock not yet pressed).
        let mut pos = Chess::default();
        let e4 = shakmaty::Move::Normal {
            role: shakmaty::Role::Pawn,
            from: Square::E2,
            capture: None,
            to: Square::E4,
            promotion: None,
        };
        pos.play_unchecked(e4);
        let first = BoardClock::read(None, times(600, 590, false), &pos);
        assert_eq!(first.white_left, Some(true));
        assert_eq!(
            first.by_color(),
            Some((Duration::from_secs(600), Duration::from_secs(590)))
        );
        assert_eq!(first.running(), Some(Color::Black));
        let next = BoardClock::read(Some(first), times(600, 580, false), &Chess::default());
        assert_eq!(next.white_left, Some(true));
        // A clock that shows no running side fixes nothing.
        let idle = ClockTimes {
            left_to_move: false,
            right_to_move: false,
            ..times(1, 2, true)
        };
        assert_eq!(BoardClock::read(None, idle, &pos).by_color(), None);
    }
}
