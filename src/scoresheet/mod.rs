//! The scoresheet: the complete record of a game (Article 8, D.2.7).
//!
//! Every change to a game is an [`Event`]; [`Scoresheet::apply`] checks it against the game,
//! applies it and notes it. The journal stores the same events, so a scoresheet rebuilt from
//! the journal is the one the player had. Exports (PGN, text, braille, BRF) are in
//! [`export`] and [`braille`]; spoken read-back is in [`phrases`].

pub mod braille;
pub mod event;
pub mod export;
pub mod phrases;

use std::time::Duration;

use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Color, Move, Position};

use crate::game::{
    ClaimKind, ClaimVerdict, Ending, Game, GameError, GameResult, IllegalMoveRuling, PenaltyRequest,
};
pub use event::{Adjustment, ClockSetup, Event, PauseKind, Start, Uncounted};

pub use export::{Format, export};

/// The clock readings last known (remaining time of each player).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Clocks {
    /// White's remaining time.
    pub white: Option<Duration>,
    /// Black's remaining time.
    pub black: Option<Duration>,
}

impl Clocks {
    /// The reading of `c`.
    pub fn of(&self, c: Color) -> Option<Duration> {
        match c {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    fn set(&mut self, c: Color, d: Duration) {
        match c {
            Color::White => self.white = Some(d),
            Color::Black => self.black = Some(d),
        }
    }
}

/// One line of the record besides the moves themselves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Note {
    /// A move; `index` into [`Game::moves`], with the mover's clock reading after it.
    Move {
        /// Index into the game's moves.
        index: usize,
        /// The mover's remaining time after the move, if the clock reported it.
        clock: Option<Duration>,
    },
    /// A draw offer, marked "=" (8.1.5).
    Offer {
        /// Who offered.
        by: Color,
    },
    /// The answer to a draw offer.
    OfferAnswered {
        /// Who answered.
        by: Color,
        /// Accepted or rejected.
        accepted: bool,
    },
    /// A piece touched and put back, making no move (Article 4.3), noted for the arbiter.
    Touched {
        /// Who touched it.
        by: Color,
        /// Its square.
        square: shakmaty::Square,
        /// The piece there, if any.
        piece: Option<shakmaty::Piece>,
    },
    /// A draw offer lapsed because the opponent touched a piece.
    OfferLapsed {
        /// The player who touched a piece.
        by: Color,
    },
    /// A draw claim and the verdict.
    Claim {
        /// Who claimed.
        by: Color,
        /// What.
        kind: ClaimKind,
        /// The declared move, if any.
        declared: Option<shakmaty::san::SanPlus>,
        /// Whether it was correct.
        correct: bool,
        /// Time added to the opponent.
        penalty: Option<Duration>,
    },
    /// A completed illegal move.
    Illegal {
        /// Who.
        by: Color,
        /// That player's count so far.
        count: u32,
        /// Time added to the opponent.
        penalty: Option<Duration>,
        /// What was played, if noted.
        note: Option<String>,
    },
    /// A clock reading (clock press, arbiter's reading).
    Clock(Clocks),
    /// An arbiter's adjustment.
    Adjustment(Adjustment),
    /// A pause.
    Pause {
        /// How long.
        duration: Duration,
        /// Why.
        kind: PauseKind,
        /// Free text.
        note: String,
    },
    /// After a crash: the running clock was charged up to its last checkpoint; this much of
    /// the player's time before the interruption is not known (6.10.2).
    Uncounted(Uncounted),
    /// A player is no longer obliged to record (8.4), or records again.
    Exemption {
        /// The player.
        by: Color,
        /// The move number from which this applies.
        from_move: u32,
        /// `false`: recording not required from `from_move`; `true`: resumed.
        resumed: bool,
    },
    /// The end of the game.
    Result(Ending),
    /// A move announced (D.2.1), or a correction of the announcement (D.2.8).
    Announced {
        /// The mover.
        by: Color,
        /// The move announced.
        san: shakmaty::san::SanPlus,
        /// It corrects the announcement before it.
        corrected: bool,
    },
    /// The opponent repeated another move than the one announced (D.2.1).
    RepeatDiffers {
        /// The player who repeated.
        by: Color,
        /// What was announced.
        announced: shakmaty::san::SanPlus,
        /// What was repeated.
        repeated: shakmaty::san::SanPlus,
    },
    /// A player reported that the boards differ (D.2.9).
    BoardsDiffer {
        /// Who.
        by: Color,
    },
    /// The arbiter confirmed the position after `ply` plies; these moves were taken back
    /// (D.2.9).
    Reconciled {
        /// Plies that stand.
        ply: u32,
        /// The moves taken back, in order.
        taken: Vec<shakmaty::san::SanPlus>,
    },
    /// A move was taken back (it is no longer in the move list).
    TakeBack {
        /// Who had played it.
        by: Color,
        /// Its move number.
        number: u32,
        /// The move as it was written.
        san: shakmaty::san::SanPlus,
    },
}

/// One row of the scoresheet: a note with the number of plies played when it was made (the
/// record's [`crate::record::Entry`] is what travels; this is what the sheet shows).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// Plies played before this row (a move's row for ply `n` has `ply == n`, i.e. it is the
    /// `n+1`-th ply).
    pub ply: usize,
    /// What happened.
    pub note: Note,
}

/// What applying an event brought, for the caller to act on (speak, apply to the clock).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Applied {
    /// The game ended with this event.
    pub ending: Option<Ending>,
    /// Time the clock layer must add to a player.
    pub penalty: Option<PenaltyRequest>,
    /// The verdict, when the event was a claim.
    pub claim: Option<ClaimVerdict>,
    /// The ruling, when the event was an illegal move.
    pub illegal: Option<IllegalMoveRuling>,
    /// A draw offer lapsed (the offeree moved or touched a piece).
    pub offer_lapsed: bool,
}

/// Why an event could not be applied.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ApplyError {
    /// The game refused it.
    #[error(transparent)]
    Game(#[from] GameError),
    /// A move in the record is not written as a move.
    #[error("\"{0}\" is not a move in UCI form (like e2e4)")]
    BadMove(String),
    /// A move in the record is not legal in its position.
    #[error("the move {0} is not legal in the position it was recorded in")]
    IllegalRecordedMove(String),
    /// The start position is not usable.
    #[error(transparent)]
    Setup(#[from] crate::game::SetupError),
    /// A game was started twice in one record.
    #[error("the record starts a second game")]
    SecondStart,
    /// A take-back with no move on the board.
    #[error("there is no move to take back")]
    NothingToTakeBack,
    /// A confirmation, correction or repeat with no move announced.
    #[error("no move has been announced")]
    NothingAnnounced,
    /// A move announced while another waits for confirmation (correct it instead).
    #[error("a move is already announced and waits for confirmation")]
    AlreadyAnnounced,
    /// A position to continue from that is not in the game.
    #[error("the game has no position after ply {0}")]
    NoSuchPly(u32),
    /// A move completed that is not the one announced.
    #[error("the move {0} is not the move announced")]
    NotTheAnnouncedMove(String),
}

/// A move announced and not yet completed (D.2.1, D.2.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Announcement {
    /// The mover.
    pub by: Color,
    /// The move.
    pub mv: Move,
}

/// The complete record of a game.
#[derive(Debug, Clone)]
pub struct Scoresheet {
    start: Start,
    game: Game,
    rows: Vec<Row>,
    clocks: Clocks,
    announced: Option<Announcement>,
}

/// A move as it is stored in events (UCI, like `e2e4`, `e7e8q`, `e1g1` for castling).
pub fn move_to_uci(m: Move) -> UciMove {
    UciMove::from_move(m, CastlingMode::Standard)
}

impl Scoresheet {
    /// A new record from its start.
    ///
    /// # Errors
    /// [`ApplyError::Setup`] when the FEN is not a usable position.
    pub fn new(start: Start) -> Result<Scoresheet, ApplyError> {
        let game = match &start.fen {
            Some(fen) => {
                let g = Game::from_fen(fen)?;
                Game::with_rules(g.initial().clone(), start.rules)
            }
            None => Game::with_rules(shakmaty::Chess::default(), start.rules),
        };
        let mut sheet = Scoresheet {
            start,
            game,
            rows: Vec::new(),
            clocks: Clocks::default(),
            announced: None,
        };
        // The changes made to the clock before the game (6.2.6) open the record.
        let before: Vec<Adjustment> = sheet
            .start
            .clock
            .as_ref()
            .map(|c| c.adjustments.clone())
            .unwrap_or_default();
        for a in before {
            if let (Some(p), Some(d)) = (a.player(), a.reading) {
                sheet.clocks.set(p, d);
            }
            sheet.push(Note::Adjustment(a));
        }
        if let Some(e) = sheet.game.ending().cloned() {
            sheet.push(Note::Result(e));
        }
        Ok(sheet)
    }

    /// A new record of a game that starts from `initial` under `rules` (the FEN is written
    /// only when it is not the standard position).
    pub fn from_position(initial: shakmaty::Chess, rules: crate::game::GameRules) -> Scoresheet {
        let fen = (initial != shakmaty::Chess::default()).then(|| {
            shakmaty::fen::Fen::from_position(&initial, shakmaty::EnPassantMode::Legal).to_string()
        });
        let mut sheet = Scoresheet {
            start: Start {
                fen,
                rules,
                ..Start::default()
            },
            game: Game::with_rules(initial, rules),
            rows: Vec::new(),
            clocks: Clocks::default(),
            announced: None,
        };
        if let Some(e) = sheet.game.ending().cloned() {
            sheet.push(Note::Result(e));
        }
        sheet
    }

    /// A record rebuilt from events, the first of which is [`Event::Start`].
    ///
    /// # Errors
    /// The first event that cannot be applied (the index with it).
    pub fn from_events(events: &[Event]) -> Result<Scoresheet, (usize, ApplyError)> {
        let Some((Event::Start(start), rest)) = events.split_first() else {
            return Err((
                0,
                ApplyError::Setup(crate::game::SetupError::Fen(
                    "the record does not begin with the start of a game".to_owned(),
                )),
            ));
        };
        let mut sheet = Scoresheet::new(start.clone()).map_err(|e| (0, e))?;
        for (i, ev) in rest.iter().enumerate() {
            sheet.apply(ev).map_err(|e| (i + 1, e))?;
        }
        Ok(sheet)
    }

    /// Makes room for `events` more events (a replay that knows how many follow).
    pub fn reserve(&mut self, events: usize) {
        self.rows.reserve(events);
        self.game.reserve(events);
    }

    /// The start: tags, position, rules.
    pub fn start(&self) -> &Start {
        &self.start
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Every row in order.
    pub fn rows(&self) -> &[Row] {
        &self.rows
    }

    /// The last known clock readings.
    pub fn clocks(&self) -> Clocks {
        self.clocks
    }

    /// The value of a tag of the start.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.start
            .tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The mover's clock reading after move `index`.
    pub fn clock_after(&self, index: usize) -> Option<Duration> {
        self.rows.iter().find_map(|e| match e.note {
            Note::Move { index: i, clock } if i == index => clock,
            _ => None,
        })
    }

    fn push(&mut self, note: Note) {
        self.rows.push(Row {
            ply: self.game.moves().len(),
            note,
        });
    }

    /// The move announced and waiting for the opponent's confirmation, if one is.
    pub fn announced(&self) -> Option<Announcement> {
        self.announced
    }

    fn finish(&mut self, applied: &mut Applied, ending: Option<Ending>) {
        if let Some(e) = ending {
            self.announced = None;
            self.push(Note::Result(e.clone()));
            applied.ending = Some(e);
        }
    }

    /// Applies one event to the game and the record. On error nothing changes.
    ///
    /// # Errors
    /// [`ApplyError`] when the game refuses the event (a move after the end, a claim by the
    /// wrong player, …) or the event is malformed.
    pub fn apply(&mut self, event: &Event) -> Result<Applied, ApplyError> {
        let mut applied = Applied::default();
        match event {
            Event::Start(_) => return Err(ApplyError::SecondStart),
            Event::Move {
                uci,
                clock,
                recorded,
            } => self.apply_move(uci, *clock, *recorded, &mut applied)?,
            Event::Clock { white, black } => self.apply_clock(*white, *black),
            Event::Offer {
                by,
                arbiter_consent,
            } => {
                self.game.offer_draw(*by, *arbiter_consent)?;
                self.push(Note::Offer { by: *by });
            }
            Event::Answer { by, accept } => {
                let ending = self.game.answer_offer(*by, *accept)?;
                self.push(Note::OfferAnswered {
                    by: *by,
                    accepted: *accept,
                });
                self.finish(&mut applied, ending);
            }
            Event::Touch { by, square } => {
                if let Some(square) = square {
                    let piece = self.game.position().board().piece_at(*square);
                    self.push(Note::Touched {
                        by: *by,
                        square: *square,
                        piece,
                    });
                }
                if self.game.touch(*by) {
                    applied.offer_lapsed = true;
                    self.push(Note::OfferLapsed { by: *by });
                }
            }
            Event::Claim { by, kind, declared } => {
                self.apply_claim(*by, *kind, declared.as_ref(), &mut applied)?;
            }
            Event::Illegal { by, note } => self.apply_illegal(*by, note, &mut applied)?,
            Event::Resign { by } => {
                let e = self.game.resign(*by)?;
                self.finish(&mut applied, Some(e));
            }
            Event::FlagFall { by } => {
                let e = self.game.flag_fall(*by)?;
                self.finish(&mut applied, Some(e));
            }
            Event::Adjustment(a) => self.apply_adjustment(a),
            Event::Pause {
                duration,
                kind,
                note,
                uncounted,
            } => self.apply_pause(*duration, *kind, note, *uncounted),
            Event::Checkpoint => {}
            Event::Exemption { by, resumed } => self.apply_exemption(*by, *resumed),
            Event::Arbiter { result, note } => {
                let e = self.game.arbiter_result(*result, note);
                self.finish(&mut applied, Some(e));
            }
            Event::Recorded { result } => {
                self.game.set_recorded_result(*result);
                let e = self.game.ending().cloned();
                self.finish(&mut applied, e);
            }
            Event::Announce { uci, correction } => self.apply_announce(uci, *correction)?,
            Event::RepeatDiffers { uci } => self.apply_repeat_differs(uci)?,
            Event::BoardsDiffer { by } => {
                self.not_over()?;
                self.push(Note::BoardsDiffer { by: *by });
            }
            Event::Reconciled { ply } => self.apply_reconciled(*ply)?,
            Event::TakeBack => self.apply_take_back()?,
        }
        Ok(applied)
    }

    /// Both clocks read `white` and `black`.
    fn apply_clock(&mut self, white: Duration, black: Duration) {
        self.clocks = Clocks {
            white: Some(white),
            black: Some(black),
        };
        self.push(Note::Clock(self.clocks));
    }

    /// A change to a clock, with the player's time after it when read.
    fn apply_adjustment(&mut self, a: &Adjustment) {
        if let (Some(p), Some(d)) = (a.player(), a.reading) {
            self.clocks.set(p, d);
        }
        self.push(Note::Adjustment(a.clone()));
    }

    /// A pause of the clock, and how much of it is not known (after a crash).
    fn apply_pause(
        &mut self,
        duration: Duration,
        kind: PauseKind,
        note: &str,
        uncounted: Option<Uncounted>,
    ) {
        self.push(Note::Pause {
            duration,
            kind,
            note: note.to_owned(),
        });
        if let Some(u) = uncounted {
            self.push(Note::Uncounted(u));
        }
    }

    /// A player's exemption from writing the moves begins (or ends, `resumed`).
    fn apply_exemption(&mut self, by: Color, resumed: bool) {
        let from_move = self.game.fullmove_number();
        self.push(Note::Exemption {
            by,
            from_move,
            resumed,
        });
    }

    /// A move played (or recorded as played, `recorded`), with the player's time after it.
    fn apply_move(
        &mut self,
        uci: &UciMove,
        clock: Option<Duration>,
        recorded: bool,
        applied: &mut Applied,
    ) -> Result<(), ApplyError> {
        let m = self.parse_move(uci)?;
        if let Some(a) = self.announced
            && a.mv != m
        {
            return Err(ApplyError::NotTheAnnouncedMove(uci.to_string()));
        }
        let mover = self.game.position().turn();
        let had_offer = self.game.pending_offer().is_some_and(|o| o.by != mover);
        if recorded {
            self.game.play(m).map_err(GameError::Illegal)?;
        } else {
            self.game.play_move(m)?;
        }
        applied.offer_lapsed = had_offer;
        self.announced = None;
        let index = self.game.moves().len() - 1;
        if let Some(d) = clock {
            self.clocks.set(mover, d);
        }
        self.rows.push(Row {
            ply: index,
            note: Note::Move { index, clock },
        });
        if !recorded {
            let ending = self.game.ending().cloned();
            self.finish(applied, ending);
        }
        Ok(())
    }

    /// A claim by `by`, with the move it declares (if any), and its verdict.
    fn apply_claim(
        &mut self,
        by: Color,
        kind: ClaimKind,
        declared: Option<&UciMove>,
        applied: &mut Applied,
    ) -> Result<(), ApplyError> {
        let declared_move = match declared {
            Some(u) => Some(self.parse_move(u)?),
            None => None,
        };
        let san = declared_move
            .map(|m| shakmaty::san::SanPlus::from_move(self.game.position().clone(), m));
        let v = self.game.claim(by, kind, declared_move)?;
        self.push(Note::Claim {
            by,
            kind,
            declared: san,
            correct: v.correct,
            penalty: v.penalty.map(|p| p.amount),
        });
        applied.penalty = v.penalty;
        let ending = v.ending.clone();
        applied.claim = Some(v);
        self.finish(applied, ending);
        Ok(())
    }

    /// A completed illegal move by `by`, its count and penalty.
    fn apply_illegal(
        &mut self,
        by: Color,
        note: &Option<String>,
        applied: &mut Applied,
    ) -> Result<(), ApplyError> {
        let r = self.game.illegal_move(by)?;
        self.push(Note::Illegal {
            by,
            count: r.count,
            penalty: r.penalty.map(|p| p.amount),
            note: note.clone(),
        });
        applied.penalty = r.penalty;
        let ending = r.ending.clone();
        applied.illegal = Some(r);
        self.finish(applied, ending);
        Ok(())
    }

    /// Refuses what only a game still being played takes.
    fn not_over(&self) -> Result<(), ApplyError> {
        match self.game.ending() {
            Some(e) => Err(GameError::Over(e.clone()).into()),
            None => Ok(()),
        }
    }

    /// A move announced (or the announcement corrected), waiting for the opponent.
    fn apply_announce(&mut self, uci: &UciMove, correction: bool) -> Result<(), ApplyError> {
        self.not_over()?;
        let m = self.parse_move(uci)?;
        match (self.announced, correction) {
            (None, true) => return Err(ApplyError::NothingAnnounced),
            (Some(_), false) => return Err(ApplyError::AlreadyAnnounced),
            _ => {}
        }
        let by = self.game.position().turn();
        let san = shakmaty::san::SanPlus::from_move(self.game.position().clone(), m);
        self.announced = Some(Announcement { by, mv: m });
        self.push(Note::Announced {
            by,
            san,
            corrected: correction,
        });
        Ok(())
    }

    /// The opponent repeated the announced move differently.
    fn apply_repeat_differs(&mut self, uci: &UciMove) -> Result<(), ApplyError> {
        let a = self.announced.ok_or(ApplyError::NothingAnnounced)?;
        let m = self.parse_move(uci)?;
        let pos = self.game.position().clone();
        self.push(Note::RepeatDiffers {
            by: !a.by,
            announced: shakmaty::san::SanPlus::from_move(pos.clone(), a.mv),
            repeated: shakmaty::san::SanPlus::from_move(pos, m),
        });
        Ok(())
    }

    /// The game continues from the position after `ply` plies: the later moves are undone.
    fn apply_reconciled(&mut self, ply: u32) -> Result<(), ApplyError> {
        self.not_over()?;
        let keep = usize::try_from(ply).unwrap_or(usize::MAX);
        if keep > self.game.moves().len() {
            return Err(ApplyError::NoSuchPly(ply));
        }
        let mut taken = Vec::new();
        while self.game.moves().len() > keep {
            if let Some(pm) = self.game.undo() {
                taken.push(pm.san);
            }
        }
        taken.reverse();
        self.announced = None;
        // The moves leave the record; what was noted after them stays, now after the
        // position that stands.
        self.rows
            .retain(|e| !matches!(e.note, Note::Move { index, .. } if index >= keep));
        for e in &mut self.rows {
            e.ply = e.ply.min(keep);
        }
        self.push(Note::Reconciled { ply, taken });
        Ok(())
    }

    /// The last move is taken back.
    fn apply_take_back(&mut self) -> Result<(), ApplyError> {
        self.not_over()?;
        let pm = self.game.undo().ok_or(ApplyError::NothingToTakeBack)?;
        // An announcement made after the move taken back no longer stands.
        self.announced = None;
        let index = self.game.moves().len();
        // The move leaves the record; what was noted after it stays, now after the
        // move before it, followed by the note of the take-back.
        self.rows
            .retain(|e| !matches!(e.note, Note::Move { index: i, .. } if i == index));
        for e in &mut self.rows {
            e.ply = e.ply.min(index);
        }
        self.push(Note::TakeBack {
            by: pm.before.turn(),
            number: pm.before.fullmoves().get(),
            san: pm.san,
        });
        Ok(())
    }

    fn parse_move(&self, uci: &UciMove) -> Result<Move, ApplyError> {
        uci.to_move(self.game.position())
            .map_err(|_| ApplyError::IllegalRecordedMove(uci.to_string()))
    }

    /// The ending, if the game is over.
    pub fn ending(&self) -> Option<&Ending> {
        self.game.ending()
    }

    /// The result, if the game is over.
    pub fn result(&self) -> Option<GameResult> {
        self.game.ending().map(|e| e.result)
    }
}

/// Why a score could not be imported.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImportError {
    /// No game in the text.
    #[error("the file holds no game in PGN")]
    NoGame,
    /// The text holds fewer games than asked for.
    #[error("the file holds {found} games; game {wanted} does not exist")]
    NoSuchGame {
        /// Games found.
        found: usize,
        /// The number asked for (1 for the first).
        wanted: usize,
    },
    /// The game cannot be read to its end.
    #[error("the game cannot be read to its end: {0}")]
    Unreadable(#[from] crate::pgn::PgnProblem),
    /// The start position is not usable.
    #[error(transparent)]
    Setup(#[from] crate::game::SetupError),
}

/// Reads `[%clk h:mm:ss]` from a PGN comment.
pub fn parse_clk(comment: &str) -> Option<Duration> {
    let start = comment.find("[%clk")? + 5;
    let rest = comment.get(start..)?;
    let end = rest.find(']')?;
    let text = rest.get(..end)?.trim();
    let mut secs = 0f64;
    for part in text.split(':') {
        let v: f64 = part.trim().parse().ok()?;
        if !v.is_finite() || v < 0.0 {
            return None;
        }
        secs = secs * 60.0 + v;
    }
    Duration::try_from_secs_f64(secs).ok()
}

/// The events that rebuild game number `number` (1 for the first) of a PGN text: a start
/// with its tags and position, its moves with the `[%clk]` readings, and its result if one is
/// written. A game with result `*` can be continued (an adjourned game, or one moved from
/// another machine).
///
/// # Errors
/// [`ImportError`] when there is no such game or it cannot be read to its end.
pub fn import_pgn(text: &str, number: usize) -> Result<Vec<Event>, ImportError> {
    // Text that is not PGN reads as "games" without tags or moves: those are no games.
    let games: Vec<_> = crate::pgn::read_games(text)
        .into_iter()
        .filter(|g| !(g.tags.is_empty() && g.moves.is_empty()))
        .collect();
    if games.is_empty() {
        return Err(ImportError::NoGame);
    }
    let found = games.len();
    let g = games
        .into_iter()
        .nth(number.saturating_sub(1))
        .ok_or(ImportError::NoSuchGame {
            found,
            wanted: number,
        })?;
    if let Some(p) = g.problem.clone() {
        return Err(ImportError::Unreadable(p));
    }
    let fen = (g.initial != shakmaty::Chess::default()).then(|| {
        shakmaty::fen::Fen::from_position(&g.initial, shakmaty::EnPassantMode::Legal).to_string()
    });
    let tags = g
        .tags
        .iter()
        .filter(|(n, _)| !matches!(n.as_str(), "Result" | "FEN" | "SetUp" | "Termination"))
        .cloned()
        .collect();
    let mut events = vec![Event::Start(Start {
        tags,
        fen,
        ..Start::default()
    })];
    for (i, m) in g.moves.iter().enumerate() {
        let clock = g
            .comments
            .get(i)
            .and_then(|cs| cs.iter().find_map(|c| parse_clk(c)));
        events.push(Event::Move {
            uci: move_to_uci(*m),
            clock,
            recorded: true,
        });
    }
    if let Some(result) = GameResult::from_outcome(g.result) {
        events.push(Event::Recorded { result });
    }
    Ok(events)
}

/// A record started from a FEN.
///
/// # Errors
/// [`ApplyError::Setup`] when the FEN is not a FEN or not a legal position.
pub fn from_fen(
    fen: &str,
    tags: Vec<(String, String)>,
    rules: crate::game::GameRules,
) -> Result<Scoresheet, ApplyError> {
    // Validate first so the error names the FEN, then keep the normalised text.
    let g = Game::from_fen(fen)?;
    Scoresheet::new(Start {
        tags,
        fen: Some(g.initial_fen()),
        rules,
        ..Start::default()
    })
}

/// Formats a duration as `h:mm:ss` (PGN `%clk`).
pub fn hms(d: Duration) -> String {
    let s = d.as_secs();
    format!("{}:{:02}:{:02}", s / 3600, (s / 60) % 60, s % 60)
}
