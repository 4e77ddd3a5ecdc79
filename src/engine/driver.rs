//! The driver thread: the handshake (`uci` / `uciok`, the strength, `ucinewgame`, `isready` /
//! `readyok`, each with a deadline), then, at each [`Situation`] the shell tells it, what the
//! engine's seat does: on its turn it searches (`position`, `go`) and hands the core its move;
//! under the table protocol it confirms the player's announced move. A move searched for a
//! moment that has passed (the player moved for it, took back, a new game) is dropped. Any
//! fault is said once, the engine is ended, and the thread ends: the game goes on without it.

use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender};
use std::time::Instant;

use shakmaty::Position;
use shakmaty_uci::{UciMessage, UciOptionConfig};

use super::process::Process;
use super::uci::{self, Line, Strength};
use super::{
    Event, HANDSHAKE_DEADLINE, MOVE_GRACE, Output, Score, Settings, Sink, Situation, phrases,
};
use crate::intent::Intent;

/// Where the conversation with the engine stands.
#[derive(Debug)]
enum Phase {
    /// `uci` sent; waiting for `uciok`.
    Uci,
    /// The options and `isready` sent; waiting for `readyok`.
    Ready,
    /// Nothing asked of the engine.
    Idle,
    /// A search for this moment runs; `stale` once the moment has passed (`stop` was sent).
    Searching {
        /// The moment searched for.
        situation: Box<Situation>,
        /// The moment has passed: the move that comes is dropped.
        stale: bool,
        /// The search is for the player's `hint`, not for the engine's own move.
        hint: bool,
    },
}

/// Why the engine is let go.
#[derive(Debug)]
pub(super) enum Fault {
    /// The program could not be started.
    Start(std::io::Error),
    /// No answer within the deadline (what was waited for).
    NoAnswer(&'static str),
    /// Its output ended, or it no longer reads.
    Stopped(Option<String>),
    /// A move that cannot be played, or does not read.
    BadMove(String),
}

struct Driver<'a> {
    settings: Settings,
    sink: &'a Sink,
    process: Process,
    phase: Phase,
    deadline: Option<Instant>,
    name: Option<String>,
    options: Vec<UciOptionConfig>,
    /// The newest moment of the game the shell told.
    latest: Option<Situation>,
    /// The game the engine was last told a position of (a new one begins with `ucinewgame`).
    game: Option<String>,
    /// The announced move confirmed last (plies before it, and the move).
    confirmed: Option<(usize, shakmaty::uci::UciMove)>,
    /// The moment the engine's last move was handed to the core for: until the game has
    /// moved on from it, nothing more is searched (the core's answer is on its way).
    handed: Option<Box<Situation>>,
    /// The engine's latest evaluation of a position where it was to move, for itself.
    score: Option<Score>,
    /// The draw offer last answered (the plies played when it stood).
    answered: Option<usize>,
    /// A hint the player asked for that waits for the engine to be free.
    hint: Option<Box<Situation>>,
}

/// Runs the engine of `settings` until the session ends or a fault: `rx` brings the shell's
/// situations and the engine's lines (`reader` is the sender its reader thread gets); intents
/// and notices go to `sink`.
pub(super) fn run(settings: Settings, sink: &Sink, rx: Receiver<Event>, reader: Sender<Event>) {
    let process = match Process::spawn(&settings.program, reader) {
        Ok(p) => p,
        Err(e) => {
            say_fault(&settings, sink, Fault::Start(e));
            return;
        }
    };
    let mut driver = Driver {
        settings,
        sink,
        process,
        phase: Phase::Uci,
        deadline: Some(Instant::now() + HANDSHAKE_DEADLINE),
        name: None,
        options: Vec::new(),
        latest: None,
        game: None,
        confirmed: None,
        handed: None,
        score: None,
        answered: None,
        hint: None,
    };
    let result = driver
        .write(&UciMessage::Uci)
        .and_then(|()| driver.serve(&rx));
    match result {
        Ok(()) => driver.end(&rx),
        Err(fault) => {
            let gone = matches!(fault, Fault::Stopped(_));
            say_fault(&driver.settings, driver.sink, fault);
            if gone {
                driver.process.kill();
            } else {
                driver.end(&rx);
            }
        }
    }
}

/// Says `fault` (the sentence, then its detail for the transcript).
fn say_fault(settings: &Settings, sink: &Sink, fault: Fault) {
    let (said, detail) = phrases::fault(settings.lang, &settings.program, &fault);
    sink(Output::Notice(said));
    if let Some(detail) = detail {
        sink(Output::Detail(detail));
    }
    // Every fault lets the engine go.
    sink(Output::Gone);
}

/// The engine's name as it is said: its printable characters, at most [`MAX_NAME`] of them.
fn said_name(name: &str) -> String {
    name.chars()
        .filter(|c| !c.is_control())
        .take(MAX_NAME)
        .collect::<String>()
        .trim()
        .to_owned()
}

/// The longest engine name said (an engine names itself in a word or two).
const MAX_NAME: usize = 60;

impl Driver<'_> {
    /// Serves events until the session ends (`Ok`) or a fault.
    fn serve(&mut self, rx: &Receiver<Event>) -> Result<(), Fault> {
        loop {
            let event = match self.deadline {
                Some(at) => match rx.recv_timeout(at.saturating_duration_since(Instant::now())) {
                    Ok(e) => e,
                    Err(RecvTimeoutError::Timeout) => return Err(self.no_answer()),
                    Err(RecvTimeoutError::Disconnected) => return Ok(()),
                },
                None => match rx.recv() {
                    Ok(e) => e,
                    Err(_) => return Ok(()),
                },
            };
            match event {
                Event::Quit => return Ok(()),
                Event::Gone(why) => return Err(Fault::Stopped(why)),
                Event::Situation(s) => self.situation(*s)?,
                Event::Hint(s) => {
                    self.hint = Some(s);
                    self.act()?;
                }
                Event::Line(line) => {
                    self.process.taken();
                    self.line(line)?;
                }
            }
        }
    }

    /// The fault of a deadline passed, naming what was waited for.
    fn no_answer(&self) -> Fault {
        Fault::NoAnswer(match self.phase {
            Phase::Uci => "uciok",
            Phase::Ready => "readyok",
            _ => "bestmove",
        })
    }

    fn write(&mut self, message: &UciMessage) -> Result<(), Fault> {
        self.process
            .send(message)
            .map_err(|e| Fault::Stopped(Some(e.to_string())))
    }

    /// The game after a change.
    fn situation(&mut self, s: Situation) -> Result<(), Fault> {
        if let Phase::Searching {
            situation, stale, ..
        } = &mut self.phase
            && !*stale
            && !situation.same_turn(&s)
        {
            *stale = true;
            self.latest = Some(s);
            return self.write(&UciMessage::Stop);
        }
        // What was handed, confirmed or answered belongs to a moment: once the game has left
        // it (a take-back, say), the same moment reached again is acted on again.
        if self.handed.as_ref().is_some_and(|h| !h.same_turn(&s)) {
            self.handed = None;
        }
        if s.announced.is_none() {
            self.confirmed = None;
        }
        if s.offer.is_none() {
            self.answered = None;
        }
        self.latest = Some(s);
        self.act()
    }

    /// A line of the engine's.
    fn line(&mut self, line: Line) -> Result<(), Fault> {
        match line {
            Line::BadBestMove(text) => match self.phase {
                Phase::Searching { stale: true, .. } => {
                    self.phase = Phase::Idle;
                    self.deadline = None;
                    self.act()
                }
                Phase::Searching { .. } => Err(Fault::BadMove(text)),
                _ => Ok(()),
            },
            Line::Message(message) => self.message(message),
            Line::Score(score, _) => {
                if let Phase::Searching {
                    stale: false,
                    hint: false,
                    ..
                } = self.phase
                {
                    self.score = Some(score);
                }
                Ok(())
            }
        }
    }

    fn message(&mut self, message: UciMessage) -> Result<(), Fault> {
        match (message, &self.phase) {
            (
                UciMessage::Id {
                    name: Some(name), ..
                },
                Phase::Uci,
            ) => {
                self.name = Some(said_name(&name));
                Ok(())
            }
            (UciMessage::Option(option), Phase::Uci) => {
                self.options.push(option);
                Ok(())
            }
            (UciMessage::UciOk, Phase::Uci) => self.configure(),
            (UciMessage::ReadyOk, Phase::Ready) => {
                self.phase = Phase::Idle;
                self.deadline = None;
                self.act()
            }
            (UciMessage::BestMove { best_move, .. }, Phase::Searching { .. }) => {
                self.deadline = None;
                let Phase::Searching {
                    situation,
                    stale,
                    hint,
                } = std::mem::replace(&mut self.phase, Phase::Idle)
                else {
                    return Ok(());
                };
                match (stale, hint) {
                    (true, _) => {}
                    (false, true) => self.hinted(&situation, best_move),
                    (false, false) => self.played(&situation, best_move)?,
                }
                self.act()
            }
            // Anything else, or out of its place, changes nothing.
            _ => Ok(()),
        }
    }

    /// `uciok` came: the strength is set, a new game begun, and `isready` asked; who plays,
    /// and how strong, is said.
    fn configure(&mut self) -> Result<(), Fault> {
        let (set, strength) = uci::strength(&self.options, self.settings.elo);
        for message in &set {
            self.write(message)?;
        }
        self.write(&UciMessage::UciNewGame)?;
        self.write(&UciMessage::IsReady)?;
        self.phase = Phase::Ready;
        self.deadline = Some(Instant::now() + HANDSHAKE_DEADLINE);
        self.options = Vec::new();
        let name = self
            .name
            .clone()
            .filter(|n| !n.is_empty())
            .unwrap_or_else(|| {
                self.settings
                    .program
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default()
            });
        let lang = self.settings.lang;
        let said = match strength {
            Strength::Elo(elo) => phrases::playing_elo(lang, &name, self.settings.side, elo),
            Strength::Level(level) => {
                phrases::playing_level(lang, &name, self.settings.side, level)
            }
            Strength::Full => phrases::playing_full(lang, &name, self.settings.side),
        };
        (self.sink)(Output::Notice(said));
        Ok(())
    }

    /// The engine's move for `situation`: handed to the core when it is legal there and the
    /// game is still at that moment.
    fn played(&mut self, situation: &Situation, best: shakmaty::uci::UciMove) -> Result<(), Fault> {
        let Ok(m) = best.to_move(&situation.position) else {
            return Err(Fault::BadMove(best.to_string()));
        };
        let current = self
            .latest
            .as_ref()
            .is_some_and(|l| l.open && l.same_turn(situation));
        if current {
            // A draw offer of the player's is answered first: declined by the move, or
            // accepted instead of it.
            if self.answer_offer() == Some(true) {
                return Ok(());
            }
            self.handed = Some(Box::new(situation.clone()));
            (self.sink)(Output::Ask {
                side: self.settings.side,
                intent: Intent::Move(crate::intent::uci(m)),
            });
        }
        Ok(())
    }

    /// Answers the player's draw offer that stands at the newest moment, once, from the
    /// engine's latest evaluation ([`super::accepts_draw`]); what it answered, if it did.
    fn answer_offer(&mut self) -> Option<bool> {
        let side = self.settings.side;
        let s = self.latest.as_ref()?;
        let plies = s.moves.len();
        if s.offer != Some(!side) || !s.open || self.answered == Some(plies) {
            return None;
        }
        self.answered = Some(plies);
        let accept = super::accepts_draw(self.score, s.position.fullmoves().get());
        (self.sink)(Output::Ask {
            side,
            intent: Intent::Answer { by: side, accept },
        });
        Some(accept)
    }

    /// The best move for the player at `situation` (a hint): handed on when the game still
    /// stands there.
    fn hinted(&mut self, situation: &Situation, best: shakmaty::uci::UciMove) {
        let current = self.latest.as_ref().is_some_and(|l| l.same_turn(situation));
        if current && best.to_move(&situation.position).is_ok() {
            (self.sink)(Output::Hint {
                position: Box::new(situation.position.clone()),
                uci: best,
            });
        }
    }

    /// What the seat does at the newest moment, when the engine is free: search on its turn,
    /// confirm the player's announced move, or wait.
    fn act(&mut self) -> Result<(), Fault> {
        if !matches!(self.phase, Phase::Idle) {
            return Ok(());
        }
        let Some(s) = self.latest.clone() else {
            return Ok(());
        };
        let side = self.settings.side;
        if !s.open || s.position.is_game_over() {
            return Ok(());
        }
        // A hint asked for at this moment, on the player's turn.
        if let Some(wanted) = self.hint.take()
            && wanted.same_turn(&s)
            && s.position.turn() != side
            && s.announced.is_none()
        {
            return self.search(s, true);
        }
        // A draw offer made while it is not the engine's turn is answered at once.
        if s.position.turn() != side {
            let _ = self.answer_offer();
        }
        match s.announced {
            // The player's announced move: the engine, as the opponent, confirms it (D.2.1).
            Some((by, mv)) if by != side => {
                let key = (s.moves.len(), mv);
                if self.confirmed != Some(key) {
                    self.confirmed = Some(key);
                    (self.sink)(Output::Ask {
                        side,
                        intent: Intent::Confirm,
                    });
                }
                Ok(())
            }
            // Its own announced move waits for the player's confirmation.
            Some(_) => Ok(()),
            // Its move for this moment is with the core already.
            None if self.handed.as_ref().is_some_and(|h| h.same_turn(&s)) => Ok(()),
            None if s.position.turn() == side => self.search(s, false),
            None => Ok(()),
        }
    }

    /// Starts the search at `s`: for the engine's move, or for the player's `hint` (a fixed
    /// thinking time, the clock not told).
    fn search(&mut self, s: Situation, hint: bool) -> Result<(), Fault> {
        if self.game.as_deref() != Some(s.game.as_str()) {
            if self.game.is_some() {
                self.write(&UciMessage::UciNewGame)?;
            }
            self.game = Some(s.game.clone());
        }
        self.write(&uci::position(&s))?;
        let clock = if hint { None } else { s.clock.as_ref() };
        let (go, think) = uci::go(clock, self.settings.side, self.settings.movetime);
        self.write(&go)?;
        self.deadline = Some(Instant::now() + think + MOVE_GRACE);
        self.phase = Phase::Searching {
            situation: Box::new(s),
            stale: false,
            hint,
        };
        Ok(())
    }

    /// Ends the engine: `quit`, a little time for it to go, then the process is ended.
    fn end(&mut self, rx: &Receiver<Event>) {
        self.process.quit();
        let until = Instant::now() + std::time::Duration::from_millis(500);
        loop {
            match rx.recv_timeout(until.saturating_duration_since(Instant::now())) {
                Ok(Event::Gone(_)) | Err(_) => break,
                Ok(Event::Line(_)) => self.process.taken(),
                Ok(_) => {}
            }
        }
        self.process.kill();
    }
}
