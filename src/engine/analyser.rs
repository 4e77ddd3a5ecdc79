//! The engine's side of `rochade analyse`: one plain conversation with a UCI engine, a position
//! at a time (the handshake with its deadlines, then `position` and `go` for each position of
//! the game, each answered within a deadline), through the same process and bounded reader as
//! the engine opponent. It is not the game's driver: nothing here plays.
//!
//! [`command`] is the whole of `rochade analyse`: it reads the game, asks the engine, and
//! writes the analysis as text or annotated PGN ([`super::analyse`]); every refusal and fault
//! is a sentence of the catalogue on standard error.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Move, Position};
use shakmaty_uci::{UciMessage, UciSearchControl};

use super::analyse::{
    AnalysedMove, Analysis, Eval, clock_of, final_eval, judge, time_control, time_spent,
};
use super::process::Process;
use super::uci::Line;
use super::{Event, HANDSHAKE_DEADLINE, MOVE_GRACE, Score};
use crate::i18n::msg;
use crate::lang::Lang;
use crate::pgn::PgnGame;

/// The depth of the search for each position unless set otherwise (`--depth`).
pub const DEFAULT_DEPTH: u8 = 12;

/// How long the engine has for one position at a fixed depth before it is taken for one that
/// no longer answers, unless set otherwise (`--timeout`).
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(60);

/// How far the engine searches each position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limit {
    /// To this depth in plies (`go depth N`).
    Depth(u8),
    /// For this long (`go movetime MS`).
    MoveTime(Duration),
}

/// What went wrong with the engine.
#[derive(Debug, thiserror::Error)]
pub enum AnalyseFault {
    /// The program could not be started.
    #[error("cannot be started: {0}")]
    Start(std::io::Error),
    /// No answer within the deadline (what was waited for).
    #[error("no {0} in time")]
    NoAnswer(&'static str),
    /// Its output ended, or it no longer reads.
    #[error("its output ended{}", .0.as_ref().map(|w| format!(": {w}")).unwrap_or_default())]
    Stopped(Option<String>),
    /// A best move that does not read or cannot be played.
    #[error("bestmove {0}")]
    BadMove(String),
    /// A best move without any exact evaluation before it.
    #[error("bestmove without a score")]
    NoScore,
}

/// A running engine, asked about one position at a time. Dropping it ends the engine.
#[derive(Debug)]
pub struct Analyser {
    process: Process,
    rx: Receiver<Event>,
    timeout: Duration,
}

impl Analyser {
    /// Starts `program` and goes through the handshake (`uci` / `uciok`, `ucinewgame`,
    /// `isready` / `readyok`, each within [`HANDSHAKE_DEADLINE`]); a position at a fixed depth
    /// may then take at most `timeout`.
    ///
    /// # Errors
    /// [`AnalyseFault`]: the program cannot be started, or does not answer.
    pub fn start(program: &Path, timeout: Duration) -> Result<Analyser, AnalyseFault> {
        let (tx, rx) = mpsc::channel();
        let process = Process::spawn(program, tx).map_err(AnalyseFault::Start)?;
        let mut a = Analyser {
            process,
            rx,
            timeout,
        };
        a.send(&UciMessage::Uci)?;
        let until = Instant::now() + HANDSHAKE_DEADLINE;
        while a.next(until, "uciok")? != Line::Message(UciMessage::UciOk) {}
        a.send(&UciMessage::UciNewGame)?;
        a.send(&UciMessage::IsReady)?;
        let until = Instant::now() + HANDSHAKE_DEADLINE;
        while a.next(until, "readyok")? != Line::Message(UciMessage::ReadyOk) {}
        Ok(a)
    }

    fn send(&mut self, message: &UciMessage) -> Result<(), AnalyseFault> {
        self.process
            .send(message)
            .map_err(|e| AnalyseFault::Stopped(Some(e.to_string())))
    }

    /// The next line the engine sends before `until`.
    fn next(&mut self, until: Instant, awaited: &'static str) -> Result<Line, AnalyseFault> {
        let left = until.saturating_duration_since(Instant::now());
        match self.rx.recv_timeout(left) {
            Ok(Event::Line(line)) => {
                self.process.taken();
                Ok(line)
            }
            Ok(Event::Gone(why)) => Err(AnalyseFault::Stopped(why)),
            Ok(_) => Err(AnalyseFault::Stopped(None)),
            Err(RecvTimeoutError::Timeout) => Err(AnalyseFault::NoAnswer(awaited)),
            Err(RecvTimeoutError::Disconnected) => Err(AnalyseFault::Stopped(None)),
        }
    }

    /// The engine's evaluation of `pos` (reached from `initial` by `moves`) searched to
    /// `limit`: its last exact score (for the side to move) and its best line: the best move,
    /// then the moves of the score's `pv` after it that can be played (at most
    /// [`LINE_PLIES`] in all).
    ///
    /// # Errors
    /// [`AnalyseFault`]: no answer in time, the engine ended, a move that cannot be played, no
    /// score.
    pub fn evaluate(
        &mut self,
        initial: &Chess,
        moves: &[Move],
        pos: &Chess,
        limit: Limit,
    ) -> Result<(Score, Vec<Move>), AnalyseFault> {
        let standard = *initial == Chess::default();
        self.send(&UciMessage::Position {
            startpos: standard,
            fen: (!standard).then(|| Fen::from_position(initial, EnPassantMode::Legal)),
            moves: moves
                .iter()
                .map(|m| UciMove::from_move(*m, CastlingMode::Standard))
                .collect(),
        })?;
        let (go, allowed) = match limit {
            Limit::Depth(d) => (
                UciMessage::Go {
                    time_control: None,
                    search_control: Some(UciSearchControl::depth(d)),
                },
                self.timeout,
            ),
            Limit::MoveTime(t) => (UciMessage::go_movetime(t), t + MOVE_GRACE),
        };
        self.send(&go)?;
        let until = Instant::now() + allowed;
        let mut score = None;
        let mut pv = Vec::new();
        loop {
            match self.next(until, "bestmove")? {
                Line::Score(s, p) => {
                    score = Some(s);
                    pv = p;
                }
                Line::Message(UciMessage::BestMove { best_move, .. }) => {
                    let m = best_move
                        .to_move(pos)
                        .map_err(|_| AnalyseFault::BadMove(best_move.to_string()))?;
                    let score = score.ok_or(AnalyseFault::NoScore)?;
                    return Ok((score, best_line(pos, m, &pv)));
                }
                Line::BadBestMove(text) => return Err(AnalyseFault::BadMove(text)),
                Line::Message(_) => {}
            }
        }
    }
}

/// The most moves of a best line kept (the best move and three more).
pub const LINE_PLIES: usize = 4;

/// The best line in `pos`: `best`, then the moves of `pv` after it, when `pv` begins with it,
/// as far as they can be played (at most [`LINE_PLIES`] in all).
fn best_line(pos: &Chess, best: Move, pv: &[UciMove]) -> Vec<Move> {
    let mut line = vec![best];
    let mut at = pos.clone();
    at.play_unchecked(best);
    if pv.first().and_then(|u| u.to_move(pos).ok()) != Some(best) {
        return line;
    }
    for u in pv.iter().skip(1).take(LINE_PLIES - 1) {
        let Ok(m) = u.to_move(&at) else {
            break;
        };
        at.play_unchecked(m);
        line.push(m);
    }
    line
}

impl Drop for Analyser {
    fn drop(&mut self) {
        self.process.quit();
        // Its output ends when it quits: waited for a little, never for ever.
        let until = Instant::now() + Duration::from_millis(500);
        loop {
            let left = until.saturating_duration_since(Instant::now());
            match self.rx.recv_timeout(left) {
                Ok(Event::Line(_)) => self.process.taken(),
                _ => break,
            }
        }
        self.process.kill();
    }
}

/// Analyses `game`: every position, from the start to the last, evaluated by `analyser` to
/// `limit` (a position without a legal move is judged without it); `progress` hears the
/// number of each position (1 the start) and how many there are before it is asked. A move
/// is judged by [`judge`], except the move the engine itself found best in its position,
/// which is never marked (its evaluation moves only with the depth of the search).
///
/// # Errors
/// The engine's [`AnalyseFault`].
pub fn analyse_game(
    game: &PgnGame,
    analyser: &mut Analyser,
    limit: Limit,
    mut progress: impl FnMut(usize, usize),
) -> Result<Analysis, AnalyseFault> {
    let total = game.moves.len();
    let mut pos = game.initial.clone();
    let mut evals = Vec::with_capacity(total + 1);
    let mut lines = Vec::with_capacity(total + 1);
    for i in 0..=total {
        progress(i + 1, total + 1);
        let (eval, line) = match final_eval(&pos) {
            Some(e) => (e, Vec::new()),
            None => {
                let (score, line) =
                    analyser.evaluate(&game.initial, &game.moves[..i], &pos, limit)?;
                (Eval::from_engine(score, pos.turn()), line)
            }
        };
        evals.push(eval);
        lines.push(line);
        if let Some(m) = game.moves.get(i) {
            pos.play_unchecked(*m);
        }
    }
    let clocks: Vec<_> = (0..total)
        .map(|i| {
            game.comments
                .get(i)
                .and_then(|cs| cs.iter().find_map(|c| crate::scoresheet::parse_clk(c)))
        })
        .collect();
    let spent = time_spent(&clocks, game.tag("TimeControl").and_then(time_control));
    let mut pos = game.initial.clone();
    let mut moves = Vec::with_capacity(total);
    for (i, m) in game.moves.iter().enumerate() {
        let (before, after) = (evals[i], evals[i + 1]);
        moves.push(AnalysedMove {
            played: *m,
            eval: after,
            best: lines[i].first().copied(),
            line: lines[i].clone(),
            // The engine's own choice is never marked, however its evaluation moved.
            judgement: judge(before, after, pos.turn()).filter(|_| lines[i].first() != Some(m)),
            clock: game.comments.get(i).and_then(|c| clock_of(c)),
            spent: spent.get(i).copied().flatten(),
        });
        pos.play_unchecked(*m);
    }
    Ok(Analysis {
        tags: game.tags.clone(),
        initial: game.initial.clone(),
        start: evals[0],
        moves,
        result: crate::pgn::result_text(game.result).to_owned(),
    })
}

/// How the analysis is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Format {
    /// One line per move for a screen reader, in the player's language.
    #[default]
    Text,
    /// An annotated PGN.
    Pgn,
}

/// What `rochade analyse` is asked to do.
#[derive(Debug, Clone)]
pub struct Options {
    /// The PGN file.
    pub file: PathBuf,
    /// The language of the words.
    pub lang: Lang,
    /// The engine: a path, or a name looked for on `PATH` (and in Debian's games folder).
    pub engine: String,
    /// How far each position is searched.
    pub limit: Limit,
    /// How long a position at a fixed depth may take.
    pub timeout: Duration,
    /// Which game of the file (from 1).
    pub game: usize,
    /// Text or PGN.
    pub format: Format,
}

/// The sentence for an engine's fault, with the detail.
pub fn fault_words(lang: Lang, program: &Path, fault: &AnalyseFault) -> (String, String) {
    let name = program.display().to_string();
    let said = match fault {
        AnalyseFault::Start(_) => msg::analyse_cannot_start(lang, name.as_str()),
        AnalyseFault::NoAnswer(_) => msg::analyse_no_answer(lang, name.as_str()),
        AnalyseFault::Stopped(_) => msg::analyse_stopped(lang, name.as_str()),
        AnalyseFault::BadMove(_) | AnalyseFault::NoScore => {
            msg::analyse_bad_answer(lang, name.as_str())
        }
    };
    (said, msg::engine_detail(lang, format!("{name}: {fault}")))
}

/// How often the progress of an analysis is said at most: a line per position would keep a
/// screen reader talking for the whole analysis.
pub const PROGRESS_EVERY: Duration = Duration::from_secs(3);

/// Whether the progress at position `i` of `total` is said, [`PROGRESS_EVERY`] having passed
/// `since` it was last said (`None`: never yet): the first and the last always.
pub fn progress_due(i: usize, total: usize, since: Option<Duration>) -> bool {
    i <= 1 || i >= total || since.is_none_or(|d| d >= PROGRESS_EVERY)
}

/// Game `o.game` of `o.file`, when it can be read and played through; otherwise `None`, with
/// why said to `err` (the file, no such game, a move that is not legal).
fn read_game(o: &Options, err: &mut dyn Write) -> Option<crate::pgn::PgnGame> {
    let lang = o.lang;
    let file = o.file.display().to_string();
    let input = match std::fs::File::open(&o.file) {
        Ok(f) => f,
        Err(e) => {
            let _ = writeln!(
                err,
                "rochade analyse: {}",
                msg::start_read_file(lang, file.as_str())
            );
            let _ = writeln!(
                err,
                "rochade analyse: {}",
                msg::start_detail(lang, e.to_string())
            );
            return None;
        }
    };
    let mut found = 0usize;
    let mut wanted = None;
    crate::pgn::read_games_from(std::io::BufReader::new(input), |g| {
        if g.tags.is_empty() && g.moves.is_empty() && g.problem.is_none() {
            return;
        }
        found += 1;
        if found == o.game {
            wanted = Some(g);
        }
    });
    let Some(game) = wanted else {
        let said = if found == 0 {
            msg::analyse_no_game(lang, file.as_str())
        } else {
            msg::analyse_no_such_game(lang, file.as_str(), found, o.game)
        };
        let _ = writeln!(err, "rochade analyse: {said}");
        return None;
    };
    if let Some(p) = &game.problem {
        let _ = writeln!(err, "rochade analyse: {}", p.said(lang, o.game));
        let _ = writeln!(
            err,
            "rochade analyse: {}",
            msg::start_detail(lang, p.to_string())
        );
        return None;
    }
    Some(game)
}

/// `rochade analyse`: reads game `o.game` of `o.file`, has the engine evaluate every position
/// and writes the analysis to `out` (text or PGN); the progress and every refusal or fault go
/// to `err` as sentences of `o.lang`. Returns the exit code: 0 when the analysis was written,
/// 1 when it was refused (the file, the game, the engine).
pub fn command(o: &Options, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let lang = o.lang;
    let Some(game) = read_game(o, err) else {
        return 1;
    };
    let program = match super::locate(&o.engine) {
        Ok(p) => p,
        Err(_) => {
            let _ = writeln!(
                err,
                "rochade analyse: {}",
                msg::analyse_not_found(lang, o.engine.as_str())
            );
            return 1;
        }
    };
    let mut said_at: Option<Instant> = None;
    let result = Analyser::start(&program, o.timeout).and_then(|mut analyser| {
        analyse_game(&game, &mut analyser, o.limit, |i, total| {
            let now = Instant::now();
            if progress_due(i, total, said_at.map(|t| now.duration_since(t))) {
                said_at = Some(now);
                let _ = writeln!(err, "{}", msg::analyse_progress(lang, i, total));
            }
        })
    });
    let analysis = match result {
        Ok(a) => a,
        Err(fault) => {
            let (said, detail) = fault_words(lang, &program, &fault);
            let _ = writeln!(err, "rochade analyse: {said}");
            let _ = writeln!(err, "rochade analyse: {detail}");
            return 1;
        }
    };
    let written = match o.format {
        Format::Text => super::analyse::text(&analysis, lang),
        Format::Pgn => super::analyse::pgn(&analysis),
    };
    match out.write_all(written.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => 0,
        // The reader went away: nothing more to say.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => 0,
        Err(e) => {
            let _ = writeln!(err, "rochade analyse: {}", msg::start_output(lang));
            let _ = writeln!(
                err,
                "rochade analyse: {}",
                msg::start_detail(lang, e.to_string())
            );
            1
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_is_said_first_last_and_at_most_every_three_seconds_between() {
        let s = Duration::from_secs;
        assert!(progress_due(1, 80, None));
        assert!(progress_due(80, 80, Some(s(0))));
        assert!(!progress_due(2, 80, Some(s(1))));
        assert!(!progress_due(40, 80, Some(Duration::from_millis(2_999))));
        assert!(progress_due(41, 80, Some(s(3))));
        // A position said first after the start: nothing said yet.
        assert!(progress_due(5, 80, None));
    }
}
