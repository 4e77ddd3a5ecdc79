//! What a blind player met in a full tournament game, scripted through the pure core: alerts
//! that name whose clock it is, the arbiter's illegal-move ruling, the arbiter's safety, one
//! keyboard for two players, and smaller things.

mod common;

use common::effects::{records, spoken};

use std::time::Duration;

use rochade::Lang;
use rochade::app::core::{Event, Options, State, update};
use rochade::clock::{AlertConfig, Clock, Preset};
use rochade::game::Game;
use shakmaty::Color;

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

/// A started blitz game (3 minutes + 2 s) with an alert at 30 seconds, White's player
/// listening unless `player` says otherwise.
fn blitz(lang: Lang, player: Color) -> State {
    let mut s = State::new(Options {
        lang,
        player,
        game: Game::default(),
        clock: Some(Clock::new(
            Preset::Blitz.time_control(),
            AlertConfig::new(&[secs(30)]),
        )),
        ..Options::default()
    });
    update(&mut s, Event::Start, secs(0));
    s
}

#[test]
fn an_alert_on_the_opponents_clock_names_the_opponent() {
    for (lang, own, theirs) in [
        (
            Lang::De,
            "Noch dreißig Sekunden.",
            "Schwarz hat noch dreißig Sekunden.",
        ),
        (Lang::En, "30 seconds left.", "Black has 30 seconds left."),
        (
            Lang::Ru,
            "Осталось 30 секунд.",
            "У чёрных осталось 30 секунд.",
        ),
    ] {
        // White moves at once; Black's clock runs down to 30 seconds.
        let mut s = blitz(lang, Color::White);
        update(&mut s, Event::Line("e4".into()), secs(1));
        let e = update(&mut s, Event::Tick, secs(1 + 150));
        let said = spoken(&e);
        assert!(said.contains(&theirs), "{lang}: {said:?}");
        // The player's own alert is said plainly.
        let mut s = blitz(lang, Color::Black);
        update(&mut s, Event::Line("e4".into()), secs(1));
        let e = update(&mut s, Event::Tick, secs(1 + 150));
        let said = spoken(&e);
        assert!(said.contains(&own), "{lang}: {said:?}");
    }
}

#[test]
fn the_player_may_hear_only_their_own_alerts() {
    let mut s = blitz(Lang::De, Color::White);
    s.set_own_alerts_only(true);
    update(&mut s, Event::Line("e4".into()), secs(1));
    let e = update(&mut s, Event::Tick, secs(1 + 150));
    assert!(spoken(&e).is_empty(), "{:?}", spoken(&e));
    // Their own still comes.
    update(&mut s, Event::Line("e5".into()), secs(160));
    let e = update(&mut s, Event::Tick, secs(160 + 153));
    assert!(
        spoken(&e).contains(&"Noch dreißig Sekunden."),
        "{:?}",
        spoken(&e)
    );
    let _ = records(&e);
}
