//! The engine opponent's seat in the shell: whether an engine may play at all (never in a game
//! under an event profile, Article 11.3; never between two boards), starting it, and telling it
//! the game after every change ([`EngineSeat::observe`]).

use std::sync::mpsc::Sender;
use std::time::Duration;

use shakmaty::fen::Fen;
use shakmaty::{Chess, Color, EnPassantMode};

use super::PlayArgs;
use super::core::{Input, Notice, Seat, State, policy};
use crate::engine::{self, Engine, Situation, Times};

/// The engine that plays, with what it was last told.
#[derive(Debug)]
pub struct EngineSeat {
    engine: Engine,
    /// How it was started, to start it again after a fault.
    settings: engine::Settings,
    /// The event loop's channel.
    tx: Sender<Input>,
    /// What the engine was last told; the game is taken again only when this changes.
    told: Option<Told>,
}

/// What tells one moment of the game from the next for the engine: the entries recorded, the
/// move announced, whether anyone may move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Told {
    entries: usize,
    announced: Option<(Color, shakmaty::Move)>,
    open: bool,
    offer: Option<Color>,
}

/// The engine the arguments ask for (`--engine`, or `engine` in the settings file), started to
/// play the side that is not the `player`'s, with what to say at the start: the refusal in a
/// game of an `event` or between two boards (not `alone`), or that no such engine was found.
/// No engine process is started in a game that refuses one.
pub fn start(
    args: &PlayArgs,
    player: Color,
    event: bool,
    alone: bool,
    tx: &Sender<Input>,
) -> (Option<EngineSeat>, Vec<Notice>) {
    let Some(name) = args.engine.as_deref() else {
        return (None, Vec::new());
    };
    let lang = args.lang;
    if event {
        return (None, vec![engine::phrases::refused_in_event(lang).into()]);
    }
    if !alone {
        return (
            None,
            vec![engine::phrases::refused_between_boards(lang).into()],
        );
    }
    let program = match engine::locate(name) {
        Ok(p) => p,
        Err(_) => return (None, vec![engine::phrases::not_found(lang, name).into()]),
    };
    let movetime = match args.engine_movetime {
        0 => engine::DEFAULT_MOVETIME,
        ms => Duration::from_millis(ms),
    };
    let settings = engine::Settings {
        program,
        side: !player,
        elo: args.engine_elo,
        movetime,
        lang,
    };
    let seat = EngineSeat {
        engine: Engine::start(settings.clone(), sink(tx.clone())),
        settings,
        tx: tx.clone(),
        told: None,
    };
    (Some(seat), Vec::new())
}

/// Where the engine's output goes: the event loop, as the core's inputs.
fn sink(tx: Sender<Input>) -> engine::Sink {
    Box::new(move |output| {
        let input = match output {
            engine::Output::Ask { side, intent } => Input::Ask {
                seat: Seat::Engine(side),
                intent,
            },
            engine::Output::Hint { uci, .. } => Input::Hint(uci),
            engine::Output::Notice(said) => Input::Notice(said),
            engine::Output::Detail(detail) => Input::Detail(detail),
            engine::Output::Gone => Input::EngineGone,
        };
        // After the session has ended nobody listens: nothing to do.
        let _ = tx.send(input);
    })
}

impl EngineSeat {
    /// Tells the engine the game as `state` has it, when it changed since it was last told: a
    /// new entry, another move announced, or the game opened or closed to moves.
    pub fn observe(&mut self, state: &State) {
        let key = Told {
            entries: state.log().len(),
            announced: state.sheet().announced().map(|a| (a.by, a.mv)),
            open: open(state),
            offer: state.game().pending_offer().map(|o| o.by),
        };
        if self.told == Some(key) {
            return;
        }
        self.told = Some(key);
        self.engine.tell(situation(state));
    }

    /// Starts the engine again (`engine restart`, after a fault let it go): a new process with
    /// the same settings, told the game afresh at the next [`EngineSeat::observe`]. The old
    /// one is ended first.
    pub fn restart(&mut self) {
        let fresh = Engine::start(self.settings.clone(), sink(self.tx.clone()));
        // Dropping the old handle ends its process (it has stopped already).
        drop(std::mem::replace(&mut self.engine, fresh));
        self.told = None;
    }

    /// Asks the engine for the player's best move in the game as `state` has it (`hint`).
    pub fn hint(&self, state: &State) {
        self.engine.hint(situation(state));
    }
}

/// The analysis of a game that has ended (`analyse`): made on a thread of its own by the
/// engine `--engine` names (Stockfish by default), as `rochade analyse` makes it, and handed
/// to the core as [`Input::Analysed`] with its progress said on the way.
#[derive(Debug)]
pub struct Analyst {
    engine: String,
    lang: crate::lang::Lang,
    tx: Sender<Input>,
}

impl Analyst {
    /// The analyst of a session with `args`, whose results go to `tx`.
    pub fn new(args: &PlayArgs, tx: Sender<Input>) -> Analyst {
        Analyst {
            engine: args
                .engine
                .clone()
                .unwrap_or_else(|| "stockfish".to_owned()),
            lang: args.lang,
            tx,
        }
    }

    /// Analyses the game of `state` on a thread of its own.
    pub fn start(&self, state: &State) {
        let game = crate::pgn::PgnGame {
            tags: Vec::new(),
            initial: state.game().initial().clone(),
            moves: state.game().moves().iter().map(|m| m.mv).collect(),
            comments: Vec::new(),
            preamble: Vec::new(),
            notes: Vec::new(),
            lead: Vec::new(),
            result: shakmaty::Outcome::Unknown,
            problem: None,
        };
        let (engine, lang, tx) = (self.engine.clone(), self.lang, self.tx.clone());
        let spawned = std::thread::Builder::new()
            .name("analysis".into())
            .spawn(move || {
                let lines = analyse(&engine, lang, &game, &tx);
                let _ = tx.send(Input::Analysed(lines.map(Box::new)));
            });
        if spawned.is_err() {
            let _ = self.tx.send(Input::Analysed(None));
        }
    }
}

/// The analysis of `game` by `engine`, in `lang`: its progress (at most every three seconds)
/// and any fault said through `tx`.
fn analyse(
    engine: &str,
    lang: crate::lang::Lang,
    game: &crate::pgn::PgnGame,
    tx: &Sender<Input>,
) -> Option<super::core::AnalysisLines> {
    use crate::engine::analyser::{self, Analyser, Limit};
    let say = |text: String| {
        let _ = tx.send(Input::Notice(text));
    };
    let Ok(program) = engine::locate(engine) else {
        say(crate::i18n::msg::analyse_not_found(lang, engine));
        return None;
    };
    let mut said_at: Option<std::time::Instant> = None;
    let result = Analyser::start(&program, analyser::DEFAULT_TIMEOUT).and_then(|mut a| {
        let limit = Limit::Depth(analyser::DEFAULT_DEPTH);
        analyser::analyse_game(game, &mut a, limit, |i, total| {
            let now = std::time::Instant::now();
            if analyser::progress_due(i, total, said_at.map(|t| now.duration_since(t))) {
                said_at = Some(now);
                say(crate::i18n::msg::analyse_progress(lang, i, total));
            }
        })
    });
    match result {
        Ok(analysis) => Some(lines(&analysis, lang)),
        Err(fault) => {
            let (said, detail) = analyser::fault_words(lang, &program, &fault);
            say(said);
            let _ = tx.send(Input::Detail(detail));
            None
        }
    }
}

/// The analysis in the words of `rochade analyse`, one sentence a move.
fn lines(a: &engine::analyse::Analysis, lang: crate::lang::Lang) -> super::core::AnalysisLines {
    let text = engine::analyse::text(a, lang);
    let mut said = text.lines();
    let start = said.next().unwrap_or_default().to_owned();
    let mut pos = a.initial.clone();
    let moves = a
        .moves
        .iter()
        .zip(said)
        .map(|(m, line)| {
            let number = shakmaty::Position::fullmoves(&pos).get();
            shakmaty::Position::play_unchecked(&mut pos, m.played);
            super::core::AnalysedLine {
                number,
                said: line.to_owned(),
                marked: m.judgement.is_some(),
            }
        })
        .collect();
    super::core::AnalysisLines { start, moves }
}

/// Whether anyone may move in `state`: the game goes on and is not interrupted, and no
/// interrupted game waits to be continued or dropped.
fn open(state: &State) -> bool {
    policy::moves_allowed(state).is_ok() && state.resume_offer().is_none()
}

/// The game as the engine needs it, from `state`.
pub fn situation(state: &State) -> Situation {
    let game = state.game();
    let initial = game.initial();
    let fen =
        (*initial != Chess::default()).then(|| Fen::from_position(initial, EnPassantMode::Legal));
    Situation {
        game: state.sheet().start().game.clone(),
        fen,
        moves: game
            .moves()
            .iter()
            .map(|m| crate::intent::uci(m.mv))
            .collect(),
        position: game.position().clone(),
        announced: state
            .sheet()
            .announced()
            .map(|a| (a.by, crate::intent::uci(a.mv))),
        open: open(state),
        clock: state.clock().map(|c| times(c, state.now)),
        offer: game.pending_offer().map(|o| o.by),
    }
}

/// The clock `c` as the engine is told it at `now`: both remaining times, the increment each
/// side gets for its next move (Fischer; a delay is not told, the engine plays without it),
/// and the moves the side to move owes the next control.
fn times(c: &crate::clock::Clock, now: Duration) -> Times {
    let fischer = c.control().mode() == crate::clock::Mode::Fischer;
    let increment = |side: Color| {
        let periods = c.control().periods();
        let period = periods.get(c.period_index(side)).or(periods.last());
        match period {
            Some(p) if fischer => p.increment_for_move(c.moves_completed(side).saturating_add(1)),
            _ => Duration::ZERO,
        }
    };
    Times {
        white: c.remaining(Color::White, now),
        black: c.remaining(Color::Black, now),
        white_increment: increment(Color::White),
        black_increment: increment(Color::Black),
        moves_to_go: c.moves_to_next_control(c.to_move()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::core::{Options, update};
    use crate::clock::{AlertConfig, Clock, TimeControl};
    use crate::lang::Lang;

    #[test]
    fn the_engine_is_told_the_moves_the_announcement_and_both_clocks_as_they_read() {
        let control = TimeControl::from_pgn("300+2").unwrap_or_else(|e| panic!("{e}"));
        let mut s = State::new(Options {
            lang: Lang::En,
            clock: Some(Clock::new(control, AlertConfig::default())),
            id: "g".into(),
            ..Options::default()
        });
        let at = Duration::from_secs;
        update(&mut s, Input::Start, at(0));
        update(&mut s, Input::Line("e4".into()), at(3));
        // Black has thought for seven seconds when the situation is taken.
        s.now = at(10);
        let told = situation(&s);
        assert_eq!(told.game, "g");
        assert!(told.fen.is_none());
        let moves: Vec<String> = told.moves.iter().map(ToString::to_string).collect();
        assert_eq!(moves, ["e2e4"]);
        assert!(told.open);
        assert!(told.announced.is_none());
        let t = told.clock.unwrap_or_else(|| panic!("a clock"));
        assert_eq!(t.black, at(293));
        assert!(t.white > at(290) && t.white <= at(302), "{t:?}");
        assert_eq!((t.white_increment, t.black_increment), (at(2), at(2)));
        assert_eq!(t.moves_to_go, None);
    }

    #[test]
    fn an_announced_move_is_told_as_announced_and_not_as_played() {
        let mut s = State::new(Options {
            lang: Lang::En,
            game: crate::game::Game::with_rules(
                Chess::default(),
                crate::game::GameRules {
                    protocol: crate::rules::TableProtocol::OneBoard,
                    ..crate::game::GameRules::default()
                },
            ),
            ..Options::default()
        });
        update(&mut s, Input::Start, Duration::ZERO);
        update(&mut s, Input::Line("Nf3".into()), Duration::ZERO);
        let told = situation(&s);
        assert!(told.moves.is_empty());
        let announced = told.announced.map(|(by, m)| (by, m.to_string()));
        assert_eq!(announced, Some((Color::White, "g1f3".to_owned())));
    }

    #[test]
    fn an_engine_that_is_not_there_is_not_found() {
        assert!(engine::locate("no-such-chess-engine-here").is_err());
        assert!(engine::locate("").is_err());
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let missing = dir.path().join("stockfish");
        assert!(engine::locate(&missing.display().to_string()).is_err());
        std::fs::write(&missing, "").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            engine::locate(&missing.display().to_string()).ok(),
            Some(missing)
        );
    }
}
