//! From the e-board's last field update to the blind player's sentence, once the pieces have
//! stood still: the update fed to the debounce and the decision (`eboard::watch`), the decision
//! at the end of the debounce, the intent handed to the core (`Input::Ask`) and the core's
//! speech request. The debounce itself (300 ms) is waited by the clock, not by the processor:
//! it is handed in as time, so what is measured is what comes on top of it (target: at most
//! 5 ms).

use std::time::Duration;

use divan::Bencher;
use rochade::Lang;
use rochade::app::core::{Effect, Input, Options, Seat, State, update};
use rochade::app::eboard::view_of;
use rochade::clock::{AlertConfig, Clock, Preset};
use rochade::eboard::placement::Placement;
use rochade::eboard::serial::Report;
use rochade::eboard::watch::{Decision, SETTLE, Watch};
use rochade::game::Game;
use shakmaty::{Color, Piece, Position, Square};

fn main() {
    divan::main();
}

const MIDDLEGAME: &str = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9";

/// A game at `fen` with a rapid clock running, the blind player at Black; the e-board (White)
/// shows it, and the touches before the last one are made: returns the core, the watch and
/// the time of the last touch.
fn ready(fen: &str, touches: &[(Square, Option<Piece>)]) -> (State, Watch, Duration) {
    let game = Game::from_fen(fen).unwrap_or_default();
    let mut state = State::new(Options {
        lang: Lang::De,
        player: Color::Black,
        game,
        clock: Some(Clock::new(
            Preset::Rapid.time_control(),
            AlertConfig::default(),
        )),
        ..Options::default()
    });
    let mut now = Duration::ZERO;
    let _ = update(&mut state, Input::Start, now);
    let (side, view) = view_of(&state).unwrap_or_else(|| panic!("no view"));
    let mut watch = Watch::new(side);
    let dump = Placement::from_board(state.game().position().board());
    let _ = watch.game(view, now);
    let _ = watch.report(Report::Position(dump), now);
    now += SETTLE;
    let _ = watch.tick(now);
    for &(square, piece) in touches {
        now += Duration::from_millis(80);
        let _ = watch.report(Report::Change { square, piece }, now);
    }
    (state, watch, now + Duration::from_millis(80))
}

/// The last touch, the decision once the debounce has passed, and the core's answer to it.
fn last_touch_to_sentence(
    state: &mut State,
    watch: &mut Watch,
    at: Duration,
    last: (Square, Option<Piece>),
) -> Vec<Effect> {
    let (square, piece) = last;
    let mut decided = watch.report(Report::Change { square, piece }, at);
    let due = watch.deadline().unwrap_or(at + SETTLE);
    decided.extend(watch.tick(due));
    let mut effects = Vec::new();
    for decision in decided {
        if let Decision::Ask(intent) = decision {
            let seat = Seat::Board(watch.side());
            effects.extend(update(state, Input::Ask { seat, intent }, due));
        }
    }
    assert!(
        effects.iter().any(|e| matches!(e, Effect::Speak { .. })),
        "{effects:?}"
    );
    effects
}

/// 1. e4 in the start position: the pawn lifted, then put down (measured).
#[divan::bench]
fn opening_move(bencher: Bencher) {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    bencher
        .with_inputs(|| ready(start, &[(Square::E2, None)]))
        .bench_local_refs(|(state, watch, at)| {
            let pawn = Some(Color::White.pawn());
            last_touch_to_sentence(state, watch, *at, (Square::E4, pawn))
        });
}

/// cxd5 in a middlegame, the captured pawn removed second: the white pawn put down on d5
/// (measured).
#[divan::bench]
fn middlegame_capture(bencher: Bencher) {
    bencher
        .with_inputs(|| ready(MIDDLEGAME, &[(Square::C4, None), (Square::D5, None)]))
        .bench_local_refs(|(state, watch, at)| {
            let pawn = Some(Color::White.pawn());
            last_touch_to_sentence(state, watch, *at, (Square::D5, pawn))
        });
}

/// Castling king first in a middlegame: the rook put down on f1 (measured).
#[divan::bench]
fn castling(bencher: Bencher) {
    let king = Some(Color::White.king());
    bencher
        .with_inputs(|| {
            ready(
                MIDDLEGAME.replace("R2QKB1R", "R2QK2R").as_str(),
                &[(Square::E1, None), (Square::G1, king), (Square::H1, None)],
            )
        })
        .bench_local_refs(|(state, watch, at)| {
            let rook = Some(Color::White.rook());
            last_touch_to_sentence(state, watch, *at, (Square::F1, rook))
        });
}
