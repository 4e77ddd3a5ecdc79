//! Time from a complete input line to the Speak effect (the speech request), through the pure
//! core: a move in the opening, a move in a middlegame, and a board query.

use std::time::Duration;

use divan::Bencher;
use rochade::Lang;
use rochade::app::core::{Effect, Input, Options, State, update};
use rochade::game::Game;
use shakmaty::Color;

fn main() {
    divan::main();
}

fn state(fen: Option<&str>) -> State {
    let game = match fen {
        Some(f) => Game::from_fen(f).unwrap_or_default(),
        None => Game::default(),
    };
    State::new(Options {
        lang: Lang::De,
        player: Color::White,
        game,
        ..Options::default()
    })
}

const MIDDLEGAME: &str = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9";

fn first_speak(effects: &[Effect]) -> bool {
    effects.iter().any(|e| matches!(e, Effect::Speak { .. }))
}

#[divan::bench(args = ["Springer Felix drei", "Sf3", "e4"])]
fn opening_move(bencher: Bencher, line: &str) {
    bencher.with_inputs(|| state(None)).bench_local_refs(|s| {
        let effects = update(s, Input::Line(line.to_owned()), Duration::ZERO);
        assert!(first_speak(&effects));
        effects
    });
}

#[divan::bench(args = ["Turm Anna eins nach Cesar eins", "Läufer Felix eins nach David drei", "cxd5"])]
fn middlegame_move(bencher: Bencher, line: &str) {
    bencher
        .with_inputs(|| state(Some(MIDDLEGAME)))
        .bench_local_refs(|s| update(s, Input::Line(line.to_owned()), Duration::ZERO));
}

#[divan::bench(args = ["feld Eva vier", "angriff David fünf", "züge Springer Felix drei", "Springer Eva neun"])]
fn query_or_error(bencher: Bencher, line: &str) {
    bencher
        .with_inputs(|| state(Some(MIDDLEGAME)))
        .bench_local_refs(|s| update(s, Input::Line(line.to_owned()), Duration::ZERO));
}
