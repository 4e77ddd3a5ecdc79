//! From the engine's `bestmove` to the blind player's sentence (issue 34): the game told to
//! the engine (`position`, `go`), a fake UCI engine (a shell script) that answers `go` with
//! its `bestmove` at once, the reader thread, the driver's decision, the intent handed to the
//! core (`Input::Ask`) and the core's speech request, with the announcement in Appendix D
//! words on the player's board. The fake's own time (the shell reading a line and writing one)
//! is in the figure, so it is an upper bound of what rochade adds to the engine's thinking
//! (target: at most 5 ms). The core alone is measured beside it.

use std::cell::Cell;
use std::sync::mpsc;
use std::time::Duration;

use divan::Bencher;
use rochade::Lang;
use rochade::app::core::{Effect, Input, Options, Seat, State, update};
use rochade::engine::{Engine, Output, Settings, Situation};
use rochade::intent::Intent;
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color, Position};

fn main() {
    divan::main();
}

/// A fake engine that answers at once: d7d5 after 1. d4, else e7e5.
const FAKE: &str = r#"#!/bin/sh
pos=""
while read -r line; do
  case "$line" in
    uci) echo "id name Bench Engine"; echo uciok ;;
    isready) echo readyok ;;
    position*) pos="$line" ;;
    go*) case "$pos" in
           *d2d4) echo "bestmove d7d5" ;;
           *) echo "bestmove e7e5" ;;
         esac ;;
    quit) exit 0 ;;
  esac
done
"#;

/// The two openings told in turn (so that every telling is a new position for the engine):
/// White's first move, and Black's answer.
const OPENINGS: [(&str, &str); 2] = [("e2e4", "e7e5"), ("d2d4", "d7d5")];

fn uci(text: &str) -> UciMove {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The position after White's first move.
fn after(first: &str) -> Chess {
    let start = Chess::default();
    let m = uci(first)
        .to_move(&start)
        .unwrap_or_else(|e| panic!("{first}: {e}"));
    start.play(m).unwrap_or_else(|e| panic!("{e}"))
}

/// The game as the engine is told it after White's first move.
fn situation(first: &str) -> Situation {
    Situation {
        game: "bench".into(),
        fen: None,
        moves: vec![uci(first)],
        position: after(first),
        announced: None,
        open: true,
        clock: None,
        offer: None,
    }
}

/// The core of a game in German, the player White, the engine Black, after White's first
/// move.
fn core_after(first: &str) -> State {
    let mut state = State::new(Options {
        lang: Lang::De,
        player: Color::White,
        ..Options::default()
    });
    state.set_engine(Some(Color::Black));
    let _ = update(&mut state, Input::Start, Duration::ZERO);
    let line = match first {
        "d2d4" => "d4",
        _ => "e4",
    };
    let _ = update(&mut state, Input::Line(line.into()), Duration::ZERO);
    state
}

/// The engine's move handed to the core, which says it.
fn to_sentence(state: &mut State, answer: UciMove) -> Vec<Effect> {
    let ask = Input::Ask {
        seat: Seat::Engine(Color::Black),
        intent: Intent::Move(answer),
    };
    let effects = update(state, ask, Duration::from_secs(1));
    assert!(
        effects.iter().any(|e| matches!(e, Effect::Speak { .. })),
        "{effects:?}"
    );
    effects
}

/// The engine's move for the told position, as the core would get it.
fn next_ask(rx: &mpsc::Receiver<Output>) -> UciMove {
    loop {
        match rx.recv_timeout(Duration::from_secs(10)) {
            Ok(Output::Ask {
                intent: Intent::Move(m),
                ..
            }) => return m,
            Ok(_) => {}
            Err(e) => panic!("the fake engine did not answer: {e}"),
        }
    }
}

/// The whole way: the position told, the fake's `bestmove`, the core's sentence.
#[divan::bench(sample_count = 200)]
fn bestmove_to_sentence(bencher: Bencher) {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let program = dir.path().join("fake-engine");
    std::fs::write(&program, FAKE).unwrap_or_else(|e| panic!("{e}"));
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755))
            .unwrap_or_else(|e| panic!("{e}"));
    }
    let (tx, rx) = mpsc::channel();
    let engine = Engine::start(
        Settings {
            program,
            side: Color::Black,
            elo: None,
            movetime: Duration::from_millis(1),
            lang: Lang::De,
        },
        Box::new(move |o| {
            let _ = tx.send(o);
        }),
    );
    let cores = OPENINGS.map(|(first, _)| core_after(first));
    // The handshake, once, outside the measure.
    engine.tell(situation(OPENINGS[0].0));
    next_ask(&rx);
    let turn = Cell::new(0usize);
    bencher
        .with_inputs(|| {
            let i = (turn.get() + 1) % 2;
            turn.set(i);
            (i, cores[i].clone())
        })
        .bench_local_values(|(i, mut state)| {
            engine.tell(situation(OPENINGS[i].0));
            let answer = next_ask(&rx);
            assert_eq!(answer, uci(OPENINGS[i].1));
            to_sentence(&mut state, answer)
        });
}

/// The core alone: the engine's move handed in as `Input::Ask` until the speech request.
#[divan::bench]
fn core_only(bencher: Bencher) {
    let core = core_after("e2e4");
    bencher
        .with_inputs(|| core.clone())
        .bench_local_values(|mut state| to_sentence(&mut state, uci("e7e5")));
}
