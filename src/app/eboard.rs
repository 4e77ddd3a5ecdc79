//! The electronic board's adapter in the shell: a thread that opens the board, reads what it
//! reports and hands the core intents for the sighted player ([`Input::Ask`]), and notices in
//! words for what the player must hear (the board differs, is lost, is back).
//!
//! Two threads: a reader that blocks on the serial line until the board sends something, and
//! the e-board's own thread, which sleeps until the board reports, the game as the core has it
//! changes ([`GameView`], sent by the shell after each change) or the debounce's next decision
//! is due ([`Watch::deadline`]). Nothing polls. A board that cannot be opened or fails is said
//! once; the thread tries again every second and, when the board is back, reads its position
//! anew. The core never waits for it.

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use shakmaty::Color;

use super::core::{Input, Seat, State};
use super::phrases;
use crate::eboard::EboardSpec;
use crate::eboard::dgt::ClockTimes;
use crate::eboard::serial::{Board, Dgt, EboardError, Report};
use crate::eboard::watch::{Decision, GameView, Watch};
use crate::intent::Intent;
use crate::lang::Lang;

/// How long the thread waits before it tries to open a board that could not be opened.
pub const RETRY: Duration = Duration::from_secs(1);

/// The shell's end of the e-board's thread: it sends the game to the thread when it changed.
pub struct Eboard {
    /// The game, to the thread.
    views: Sender<Event>,
    /// The side and the game as last sent.
    last: Option<(Color, GameView)>,
    /// The last times of a clock connected to the board, kept by the thread.
    clock: SharedClock,
}

/// The times a DGT 3000 connected to the e-board last sent, and when they came.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockReading {
    /// The times, by the clock's sides.
    pub times: ClockTimes,
    /// When they came.
    pub at: Instant,
}

/// The last clock reading, written by the e-board's thread and read by the shell.
type SharedClock = Arc<Mutex<Option<ClockReading>>>;

impl Eboard {
    /// Starts the thread for the board `spec` of the sighted player: its intents and notices
    /// (in `lang`) go to `tx`. Which side it plays comes with the game ([`view_of`]).
    pub fn start(spec: EboardSpec, lang: Lang, tx: Sender<Input>) -> Eboard {
        let open = move || -> Result<Box<dyn Board>, EboardError> {
            match &spec {
                EboardSpec::Dgt(path) => Ok(Box::new(Dgt::open(path)?)),
            }
        };
        Eboard::with_opener(open, lang, tx)
    }

    /// [`Eboard::start`] with the board opened by `open` (tests hand in their own board).
    pub fn with_opener(
        open: impl FnMut() -> Result<Box<dyn Board>, EboardError> + Send + 'static,
        lang: Lang,
        tx: Sender<Input>,
    ) -> Eboard {
        let (views, rx) = mpsc::channel();
        let to_self = views.clone();
        let clock = SharedClock::default();
        let kept = Arc::clone(&clock);
        let _ = thread::Builder::new()
            .name("eboard".into())
            .spawn(move || run(open, lang, &tx, &rx, &to_self, &kept));
        Eboard {
            views,
            last: None,
            clock,
        }
    }

    /// The times a DGT 3000 connected to the board last sent; `None` when no clock sends them
    /// (none connected, or the board is not reached).
    pub fn clock_reading(&self) -> Option<ClockReading> {
        *self.clock.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Sends the side and the game as `state` has them to the thread, when they changed since
    /// the last time (nothing while a joined board waits for the host's game).
    pub fn follow(&mut self, state: &State) {
        let Some(followed) = view_of(state) else {
            return;
        };
        if self.last.as_ref() != Some(&followed) {
            let _ = self.views.send(Event::View(Box::new(followed.clone())));
            self.last = Some(followed);
        }
    }
}

/// The side the e-board plays and the game as it needs it, from the core's state; `None`
/// while that side is not known (a joined board before the host's game has arrived).
///
/// The e-board is the sighted player's board. At one keyboard and on the host, that is the
/// side that is not this board's player's (`--side`); on a joined board it is the joined
/// board's own side, as the host connected it (the opponent's colour, or the side an
/// assistant assists).
pub fn view_of(state: &State) -> Option<(Color, GameView)> {
    let side = if state.link().follows() {
        // The host's game arrives after its welcome, which set the side this board plays.
        if state.log().is_empty() {
            return None;
        }
        state.player
    } else {
        !state.player
    };
    let game = state.game();
    let view = GameView {
        position: game.position().clone(),
        announced: state.sheet().announced().map(|a| (a.by, a.mv)),
        last: game.last().map(|m| (m.before.clone(), m.mv)),
        over: game.is_over(),
    };
    Some((side, view))
}

/// What the e-board's thread waits for.
enum Event {
    /// The side the e-board plays, and the game, changed (from the shell).
    View(Box<(Color, GameView)>),
    /// The board reported (from its reader).
    Reports(Vec<Report>),
    /// The board's line failed (from its reader, which has ended).
    Lost(EboardError),
}

/// What the thread tells the player or the core; `false` when the session has ended.
fn deliver(tx: &Sender<Input>, lang: Lang, side: Color, decision: Decision) -> bool {
    let input = match decision {
        // Each piece touched and put back is recorded for the arbiter (Article 4.3), as the
        // touch of the player at this board; the core says it.
        Decision::Touched(pieces) => {
            return pieces.into_iter().all(|(square, _)| {
                tx.send(Input::Ask {
                    seat: Seat::Board(side),
                    intent: Intent::Touch { by: side, square },
                })
                .is_ok()
            });
        }
        Decision::Ask(intent) => Input::Ask {
            seat: Seat::Board(side),
            intent,
        },
        Decision::Differs { squares, expected } => {
            Input::Notice(phrases::eboard_differs(lang, &expected, &squares))
        }
        Decision::Agrees => Input::Notice(phrases::eboard_agrees(lang)),
        Decision::Turned(turned) => Input::Notice(phrases::eboard_turned(lang, turned)),
    };
    tx.send(input).is_ok()
}

/// Keeps the clock's `times` as the last reading (`None`: no clock sends any); returns what to
/// say when a clock's times begin to arrive or stop.
fn keep_clock(clock: &SharedClock, times: Option<ClockTimes>, lang: Lang) -> Option<String> {
    let mut kept = clock.lock().unwrap_or_else(PoisonError::into_inner);
    let had = kept.is_some();
    *kept = times.map(|times| ClockReading {
        times,
        at: Instant::now(),
    });
    (had != kept.is_some()).then(|| phrases::eboard_clock(lang, !had))
}

/// Says that the board cannot be reached, with the system's words for the transcript.
fn say_lost(tx: &Sender<Input>, lang: Lang, why: &EboardError) -> bool {
    let (said, detail) = phrases::eboard_lost(lang, &why.to_string());
    tx.send(Input::Notice(said)).is_ok() && detail.is_none_or(|d| tx.send(Input::Detail(d)).is_ok())
}

/// Reads `board` on a thread of its own, each read blocking until the board sends something,
/// and hands the reports to `events`; ends when the line fails (said as [`Event::Lost`]) or
/// nobody listens any more.
fn spawn_reader(mut board: Box<dyn Board>, events: Sender<Event>) {
    let _ = thread::Builder::new()
        .name("eboard-reader".into())
        .spawn(move || {
            loop {
                match board.read(READ_BLOCK) {
                    Ok(reports) if reports.is_empty() => {}
                    Ok(reports) => {
                        if events.send(Event::Reports(reports)).is_err() {
                            return;
                        }
                    }
                    Err(why) => {
                        let _ = events.send(Event::Lost(why));
                        return;
                    }
                }
            }
        });
}

/// How long one read of the board's reader blocks when the board sends nothing.
const READ_BLOCK: Duration = Duration::from_secs(3600);

/// The thread: opens the board (again every [`RETRY`] while it cannot be reached), starts its
/// reader, and hands on what the watch decides, until the session ends. It sleeps until the
/// board reports, the game changes or the debounce's next decision is due: nothing polls.
fn run(
    mut open: impl FnMut() -> Result<Box<dyn Board>, EboardError>,
    lang: Lang,
    tx: &Sender<Input>,
    events: &Receiver<Event>,
    to_self: &Sender<Event>,
    clock: &SharedClock,
) {
    let origin = Instant::now();
    // The side is set by the first view, before anything is decided.
    let mut watch = Watch::new(Color::White);
    // Whether a board is open (its reader runs).
    let mut open_now = false;
    // Whether the player was told that the board cannot be reached.
    let mut lost = false;
    loop {
        if !open_now {
            match open().and_then(|mut b| b.start().map(|()| b)) {
                Ok(board) => {
                    open_now = true;
                    watch.restart();
                    spawn_reader(board, to_self.clone());
                    let said = if std::mem::take(&mut lost) {
                        phrases::eboard_back(lang)
                    } else {
                        phrases::eboard_connected(lang)
                    };
                    if tx.send(Input::Notice(said)).is_err() {
                        return;
                    }
                }
                Err(why) => {
                    if !std::mem::replace(&mut lost, true) && !say_lost(tx, lang, &why) {
                        return;
                    }
                }
            }
        }
        // Asleep until something comes, the next decision, or the next try to open.
        let wait = if open_now {
            watch
                .deadline()
                .map(|at| at.saturating_sub(origin.elapsed()))
        } else {
            Some(RETRY)
        };
        let first = match wait {
            Some(wait) => events.recv_timeout(wait),
            None => events.recv().map_err(|_| RecvTimeoutError::Disconnected),
        };
        let mut batch = match first {
            Ok(event) => vec![event],
            Err(RecvTimeoutError::Timeout) => Vec::new(),
            Err(RecvTimeoutError::Disconnected) => return,
        };
        // What came meanwhile is taken in too, before anything is decided: a joined board
        // taking in the host's game sees only the game it ends with.
        batch.extend(events.try_iter());
        let now = origin.elapsed();
        let mut decisions = Vec::new();
        let mut views = Vec::new();
        for event in batch {
            match event {
                Event::View(view) => views.push(view),
                Event::Reports(reports) => {
                    for report in reports {
                        if let Report::Clock(times) = report {
                            let said = keep_clock(clock, times, lang);
                            // The talking clock says the board's clock while it sends times:
                            // the core has the reading before the player hears that the
                            // clock came or went (a "clock" asked right after is answered
                            // from it).
                            if tx.send(Input::BoardClock(times)).is_err() {
                                return;
                            }
                            if let Some(said) = said
                                && tx.send(Input::Notice(said)).is_err()
                            {
                                return;
                            }
                            continue;
                        }
                        decisions.extend(watch.report(report, now));
                    }
                }
                Event::Lost(why) => {
                    open_now = false;
                    lost = true;
                    // The clock's times come through the board: not known any more either.
                    let had = clock
                        .lock()
                        .unwrap_or_else(PoisonError::into_inner)
                        .take()
                        .is_some();
                    if had && tx.send(Input::BoardClock(None)).is_err() {
                        return;
                    }
                    // What the board showed is not known any more: nothing is decided from it.
                    watch.restart();
                    if !say_lost(tx, lang, &why) {
                        return;
                    }
                }
            }
        }
        if let Some(view) = views.pop() {
            let (side, view) = *view;
            watch.set_side(side);
            decisions.extend(watch.game(view, now));
        }
        decisions.extend(watch.tick(now));
        let side = watch.side();
        for decision in decisions {
            if !deliver(tx, lang, side, decision) {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eboard::placement::Placement;
    use crate::intent::Intent;
    use shakmaty::{Chess, Position, Square};
    use std::collections::VecDeque;
    use std::sync::{Arc, Mutex};

    /// What a scripted board reports on one read: reports, or that its line failed.
    type Step = Result<Vec<Report>, ()>;

    /// A board whose reports come from a channel.
    struct Scripted(Receiver<Step>);

    impl Board for Scripted {
        fn start(&mut self) -> Result<(), EboardError> {
            Ok(())
        }

        fn read(&mut self, timeout: Duration) -> Result<Vec<Report>, EboardError> {
            match self.0.recv_timeout(timeout) {
                Ok(Ok(reports)) => Ok(reports),
                Err(RecvTimeoutError::Timeout) => Ok(Vec::new()),
                Ok(Err(())) | Err(RecvTimeoutError::Disconnected) => Err(EboardError::Closed),
            }
        }
    }

    /// An opener that hands out the boards of `boards` in turn (`None`: cannot be opened).
    fn opener(
        boards: Vec<Option<Receiver<Step>>>,
    ) -> impl FnMut() -> Result<Box<dyn Board>, EboardError> + Send + 'static {
        let boards = Arc::new(Mutex::new(VecDeque::from(boards)));
        move || {
            let next = boards
                .lock()
                .map(|mut b| b.pop_front().flatten())
                .unwrap_or(None);
            match next {
                Some(rx) => Ok(Box::new(Scripted(rx))),
                None => Err(EboardError::Io(std::io::Error::new(
                    std::io::ErrorKind::NotFound,
                    "no such device",
                ))),
            }
        }
    }

    fn next(rx: &Receiver<Input>) -> Input {
        rx.recv_timeout(Duration::from_secs(5))
            .unwrap_or_else(|e| panic!("nothing from the e-board's thread: {e}"))
    }

    fn start_dump() -> Report {
        Report::Position(Placement::from_board(Chess::default().board()))
    }

    #[test]
    fn moves_handed_over_a_lost_board_said_once_and_read_again_when_back() {
        let lang = Lang::En;
        let (board1, reports1) = mpsc::channel::<Step>();
        let (board2, reports2) = mpsc::channel::<Step>();
        let (tx, rx) = mpsc::channel();
        let eboard = Eboard::with_opener(
            opener(vec![Some(reports1), None, None, Some(reports2)]),
            lang,
            tx,
        );
        let start = Chess::default();
        assert!(
            eboard
                .views
                .send(Event::View(Box::new((
                    Color::White,
                    GameView::at(start.clone())
                ))))
                .is_ok()
        );
        assert_eq!(next(&rx), Input::Notice(phrases::eboard_connected(lang)));
        assert!(board1.send(Ok(vec![start_dump()])).is_ok());
        assert_eq!(next(&rx), Input::Notice(phrases::eboard_agrees(lang)));
        // e2-e4 by hand.
        let pawn = Some(Color::White.pawn());
        assert!(
            board1
                .send(Ok(vec![Report::Change {
                    square: Square::E2,
                    piece: None
                }]))
                .is_ok()
        );
        assert!(
            board1
                .send(Ok(vec![Report::Change {
                    square: Square::E4,
                    piece: pawn
                }]))
                .is_ok()
        );
        let e4: shakmaty::uci::UciMove = "e2e4".parse().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            next(&rx),
            Input::Ask {
                seat: Seat::Board(Color::White),
                intent: Intent::Made(e4),
            }
        );
        // The core made it.
        let m = crate::intent::legal(&e4, &start).unwrap_or_else(|| panic!("e4"));
        let mut after = start.clone();
        after.play_unchecked(m);
        let view = GameView {
            position: after.clone(),
            announced: None,
            last: Some((start.clone(), m)),
            over: false,
        };
        assert!(
            eboard
                .views
                .send(Event::View(Box::new((Color::White, view))))
                .is_ok()
        );
        // The cable is pulled: said once, with the detail for the transcript.
        assert!(board1.send(Err(())).is_ok());
        assert!(matches!(next(&rx), Input::Notice(n) if n == phrases::eboard_lost(lang, "").0));
        assert!(matches!(next(&rx), Input::Detail(_)));
        // Two failed tries (a second each), then it is back, and its position is read again:
        // the pawn is back on e2 there, and the squares are said at once.
        assert_eq!(next(&rx), Input::Notice(phrases::eboard_back(lang)));
        assert!(board2.send(Ok(vec![start_dump()])).is_ok());
        assert_eq!(
            next(&rx),
            Input::Notice(phrases::eboard_differs(
                lang,
                &after,
                &[Square::E4, Square::E2]
            ))
        );
        drop(eboard);
    }

    #[test]
    fn a_dgt_clocks_times_are_kept_and_said_when_they_begin_and_stop() {
        let lang = Lang::En;
        let (board, reports) = mpsc::channel::<Step>();
        let (tx, rx) = mpsc::channel();
        let eboard = Eboard::with_opener(opener(vec![Some(reports)]), lang, tx);
        assert_eq!(next(&rx), Input::Notice(phrases::eboard_connected(lang)));
        assert_eq!(eboard.clock_reading(), None);
        let times = ClockTimes {
            running: true,
            left_to_move: true,
            connected: true,
            ..ClockTimes::default()
        };
        assert!(board.send(Ok(vec![Report::Clock(Some(times))])).is_ok());
        // Every reading goes to the core, for the talking clock, before the clock's coming
        // or going is said (a question right after it is answered from the reading).
        assert_eq!(next(&rx), Input::BoardClock(Some(times)));
        assert_eq!(next(&rx), Input::Notice(phrases::eboard_clock(lang, true)));
        assert_eq!(eboard.clock_reading().map(|r| r.times), Some(times));
        // Another reading: kept, nothing said.
        let later = ClockTimes {
            running: false,
            ..times
        };
        assert!(board.send(Ok(vec![Report::Clock(Some(later))])).is_ok());
        assert_eq!(next(&rx), Input::BoardClock(Some(later)));
        assert!(board.send(Ok(vec![Report::Clock(None)])).is_ok());
        assert_eq!(next(&rx), Input::BoardClock(None));
        assert_eq!(next(&rx), Input::Notice(phrases::eboard_clock(lang, false)));
        assert_eq!(eboard.clock_reading(), None);
        drop(eboard);
    }
}
