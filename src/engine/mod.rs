//! The engine opponent: a UCI chess engine (Stockfish, say) as a seat at the table, like the
//! other adapters. It hears the game as the core records it (a [`Situation`] after each
//! change) and hands the game intents for the side it plays ([`Output::Ask`], which the shell
//! passes to the core as `Input::Ask`): its move, and under the table protocol its
//! confirmation of the player's announced move. It never writes text for the player; what it
//! must tell (who plays, a fault) is a sentence of the catalogue ([`Output::Notice`]). It
//! depends on nothing of `app`: the shell gives it a [`Sink`].
//!
//! The engine runs as a child process. One reader thread reads its output, a line at a time
//! and at most [`MAX_LINE_BYTES`] of each, keeps only the lines the game needs (`id`, `option`,
//! `uciok`, `readyok`, `bestmove`) and passes them on with a bounded number in flight, so that
//! no flood of output can grow the memory (`process`). One driver thread speaks the protocol
//! (the handshake with deadlines, strength, `position` and `go`) and decides (`driver`).
//! Every fault (no engine, no answer, an engine that ends, a move that cannot be played) is
//! said, the engine is let go, and the game goes on from the keyboard.
//!
//! UCI messages are read and written by the `shakmaty-uci` crate, which speaks shakmaty's
//! own types (moves, FENs) and keeps its licence.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::Duration;

use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color};

use crate::intent::Intent;
use crate::lang::Lang;

pub mod analyse;
pub mod analyser;
mod driver;
pub mod phrases;
mod process;
mod uci;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_engine_accepts_a_draw_when_it_is_worse_or_the_game_is_level_and_long() {
        let cp = |n| Some(Score::Centipawns(n));
        assert!(!accepts_draw(None, 80));
        assert!(!accepts_draw(cp(0), 1));
        assert!(!accepts_draw(cp(-149), 10));
        assert!(accepts_draw(cp(-150), 10));
        assert!(accepts_draw(cp(25), 30));
        assert!(!accepts_draw(cp(31), 60));
        assert!(!accepts_draw(cp(25), 29));
        assert!(accepts_draw(Some(Score::Mate(-3)), 5));
        assert!(!accepts_draw(Some(Score::Mate(2)), 50));
    }
}

/// The longest line of the engine's output that is kept (4 KiB); the rest of a longer line is
/// read and dropped.
pub const MAX_LINE_BYTES: usize = 4096;

/// How long the engine has to answer `uci` with `uciok`, and `isready` with `readyok`.
pub const HANDSHAKE_DEADLINE: Duration = Duration::from_secs(5);

/// How much longer than its thinking time the engine has to send its move before it is taken
/// for one that no longer answers.
pub const MOVE_GRACE: Duration = Duration::from_secs(5);

/// The thinking time a move without a clock, unless set otherwise (`--engine-movetime`).
pub const DEFAULT_MOVETIME: Duration = Duration::from_millis(1000);

/// Debian's folder of games, where its `stockfish` package puts the program; it is not on
/// every user's `PATH`, so it is looked in after `PATH`.
pub const DEBIAN_GAMES: &str = "/usr/games";

/// How the engine plays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// The engine's program (found with [`locate`]).
    pub program: PathBuf,
    /// The side it plays.
    pub side: Color,
    /// Its strength in Elo (`--engine-elo`), if limited.
    pub elo: Option<u32>,
    /// How long it thinks about a move in a game without a clock (`--engine-movetime`).
    pub movetime: Duration,
    /// The language of what is said.
    pub lang: Lang,
}

/// The clock as the engine is told it, read when the [`Situation`] was taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Times {
    /// White's remaining time.
    pub white: Duration,
    /// Black's remaining time.
    pub black: Duration,
    /// White's increment for its next move.
    pub white_increment: Duration,
    /// Black's increment for its next move.
    pub black_increment: Duration,
    /// Moves the side to move still owes before the next time control, if the period has a
    /// number of moves.
    pub moves_to_go: Option<u32>,
}

impl Times {
    /// The remaining time of `side`.
    pub fn remaining(&self, side: Color) -> Duration {
        side.fold_wb(self.white, self.black)
    }
}

/// The game as the engine needs to know it, taken from the core after a change.
#[derive(Debug, Clone)]
pub struct Situation {
    /// The game's identity (a new game begins with a new one).
    pub game: String,
    /// The start position, when it is not the standard one.
    pub fen: Option<Fen>,
    /// The completed moves from the start.
    pub moves: Vec<UciMove>,
    /// The position after them.
    pub position: Chess,
    /// A move announced and not yet completed (the table protocol): the mover and the move.
    pub announced: Option<(Color, UciMove)>,
    /// Whether anyone may move now: the game goes on, its clock is not stopped, and no
    /// interrupted game waits to be continued or dropped.
    pub open: bool,
    /// The clock, when the game has one.
    pub clock: Option<Times>,
    /// The side whose draw offer stands, if one does.
    pub offer: Option<Color>,
}

/// The engine's evaluation of a position, from the side to move there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    /// In hundredths of a pawn.
    Centipawns(i32),
    /// Mate in this many moves (negative: the side to move is mated).
    Mate(i32),
}

/// From how many centipawns down the engine accepts a draw offer at once.
pub const ACCEPT_WHEN_BEHIND: i32 = 150;

/// How level (in centipawns either way) a position must be for the engine to accept a draw
/// offer after [`LEVEL_AFTER_MOVE`].
pub const LEVEL: i32 = 30;

/// The move from which the engine accepts a draw in a level position.
pub const LEVEL_AFTER_MOVE: u32 = 30;

/// Whether the engine, which sees `score` for itself at move `fullmove`, accepts a draw: when
/// it is mated or clearly worse, or when the position is level late in the game; without an
/// evaluation, never.
pub fn accepts_draw(score: Option<Score>, fullmove: u32) -> bool {
    match score {
        Some(Score::Mate(n)) => n < 0,
        Some(Score::Centipawns(cp)) => {
            cp <= -ACCEPT_WHEN_BEHIND || (cp.abs() <= LEVEL && fullmove >= LEVEL_AFTER_MOVE)
        }
        None => false,
    }
}

impl Situation {
    /// Whether `other` is the same moment of the same game: the same moves, and the same move
    /// announced. A move searched for one is good for the other.
    pub fn same_turn(&self, other: &Situation) -> bool {
        self.game == other.game
            && self.fen == other.fen
            && self.moves == other.moves
            && self.announced == other.announced
    }
}

/// Why no engine could be started.
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    /// No program of this name on `PATH` (nor in Debian's games folder), or no such file.
    #[error("no chess engine {0} was found on PATH")]
    NotFound(String),
}

/// The engine's program `name`: a path (anything with a folder in it) as it is, else the first
/// file of that name on `PATH`, then in [`DEBIAN_GAMES`].
///
/// # Errors
/// [`EngineError::NotFound`].
pub fn locate(name: &str) -> Result<PathBuf, EngineError> {
    let not_found = || EngineError::NotFound(name.to_owned());
    let given = Path::new(name);
    if name.trim().is_empty() {
        return Err(not_found());
    }
    if given.components().count() > 1 || given.is_absolute() {
        return given
            .is_file()
            .then(|| given.to_path_buf())
            .ok_or_else(not_found);
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    let dirs = std::env::split_paths(&path).chain(std::iter::once(PathBuf::from(DEBIAN_GAMES)));
    for dir in dirs {
        for file in [
            name.to_owned(),
            format!("{name}{}", std::env::consts::EXE_SUFFIX),
        ] {
            let candidate = dir.join(&file);
            if candidate.is_file() {
                return Ok(candidate);
            }
        }
    }
    Err(not_found())
}

/// What the engine's seat hands the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Output {
    /// The engine, at its seat, asks for this: its move, its confirmation of the player's
    /// announced move.
    Ask {
        /// The side the engine plays (its seat, `Seat::Engine`).
        side: Color,
        /// What.
        intent: Intent,
    },
    /// The engine's best move for the player at the moment asked about (`hint`), the side to
    /// move there and the move.
    Hint {
        /// The position the move is for.
        position: Box<Chess>,
        /// The move.
        uci: UciMove,
    },
    /// A sentence to say once (who plays, a fault), in the session's language.
    Notice(String),
    /// The technical detail behind the notice before it: for the transcript only.
    Detail(String),
    /// The engine was let go after a fault (said before): from now on the game is played
    /// from the keyboard, and no hint can be had.
    Gone,
}

/// Where the engine's [`Output`] goes: the shell's event loop.
pub type Sink = Box<dyn Fn(Output) + Send + Sync>;

/// What the driver thread is told.
#[derive(Debug)]
enum Event {
    /// The game after a change.
    Situation(Box<Situation>),
    /// The player asks for the engine's best move in this situation.
    Hint(Box<Situation>),
    /// A line of the engine's that matters.
    Line(uci::Line),
    /// The engine's output ended: it has stopped.
    Gone(Option<String>),
    /// The session ends.
    Quit,
}

/// A running engine: the handle the shell keeps. Dropping it ends the engine.
#[derive(Debug)]
pub struct Engine {
    events: Sender<Event>,
    /// Closed (disconnected) when the driver thread has ended.
    done: Receiver<()>,
}

impl Engine {
    /// Starts the engine of `settings` on a thread of its own: it says who plays when it is
    /// ready, and hands its intents and notices to `sink` (the event loop's channel). A fault
    /// (the program cannot be started, no answer) is said there too.
    pub fn start(settings: Settings, sink: Sink) -> Engine {
        let (events, rx) = mpsc::channel();
        let (done_tx, done) = mpsc::channel::<()>();
        let reader = events.clone();
        // Kept to say so when not even the thread can be had.
        let (lang, program) = (settings.lang, settings.program.clone());
        let sink = std::sync::Arc::new(sink);
        let to_thread = std::sync::Arc::clone(&sink);
        let spawned = std::thread::Builder::new()
            .name("engine".into())
            .spawn(move || {
                driver::run(settings, &to_thread, rx, reader);
                drop(done_tx);
            });
        if let Err(e) = spawned {
            let (said, detail) = phrases::fault(lang, &program, &driver::Fault::Start(e));
            sink(Output::Notice(said));
            if let Some(detail) = detail {
                sink(Output::Detail(detail));
            }
            sink(Output::Gone);
        }
        Engine { events, done }
    }

    /// Tells the engine the game as it is now.
    pub fn tell(&self, situation: Situation) {
        let _ = self.events.send(Event::Situation(Box::new(situation)));
    }

    /// Asks the engine for its best move for the side to move in `situation` (the player's
    /// `hint`): it comes back as [`Output::Hint`] when the engine is free and the game still
    /// stands there.
    pub fn hint(&self, situation: Situation) {
        let _ = self.events.send(Event::Hint(Box::new(situation)));
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.events.send(Event::Quit);
        // The driver ends the engine's process; it is waited for a little, never for ever.
        let _ = self.done.recv_timeout(Duration::from_secs(2));
    }
}
