//! The tournament clock inside the game loop, over simulated time: it starts with the game,
//! each announced move presses it, the core asks to be woken exactly when something changes,
//! answers "uhr" with both times and move counts, and a flag falls exactly at zero.

mod common;

use common::effects::spoken;

use std::time::Duration;

use rochade::Lang;
use rochade::app::core::{Cue, Effect, Input, Options, State, next_wakeup, update};
use rochade::clock::{AlertConfig, Clock, Preset};
use rochade::game::Game;
use shakmaty::Color;

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn blitz(lang: Lang) -> State {
    State::new(Options {
        lang,
        player: Color::White,
        game: Game::default(),
        clock: Some(Clock::new(
            Preset::Blitz.time_control(),
            AlertConfig::default(),
        )),
        ..Options::default()
    })
}

#[test]
fn moves_press_the_clock_and_the_time_is_told_on_request() {
    let mut s = blitz(Lang::En);
    update(&mut s, Input::Start, secs(0));
    // White thinks 10 s, then moves: 3:00 - 0:10 + 0:02 increment.
    update(&mut s, Input::Line("e4".into()), secs(10));
    let clock = s.clock().expect("a clock");
    assert_eq!(clock.remaining(Color::White, secs(10)), secs(172));
    assert_eq!(clock.to_move(), Color::Black);
    // Black's clock runs now.
    assert_eq!(clock.remaining(Color::Black, secs(25)), secs(165));
    let effects = update(&mut s, Input::Line("clock".into()), secs(25));
    let said = spoken(&effects);
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(
        said[0].contains("two minutes fifty-two seconds"),
        "{said:?}"
    );
    assert!(
        said[0].contains("two minutes forty-five seconds"),
        "{said:?}"
    );
    let line = s.clock_text().unwrap_or_default();
    assert_eq!(line, "White 0:02:52 · Black 0:02:45 to move");
}

#[test]
fn the_loop_sleeps_until_the_next_shown_second_and_the_flag_falls_exactly() {
    let mut s = blitz(Lang::De);
    update(&mut s, Input::Start, secs(0));
    // Without a screen (line mode) nothing is said before the one-minute alert at 2:00.
    assert_eq!(next_wakeup(&s, Duration::from_millis(300)), Some(secs(120)));
    // On a screen the clock is shown to the second: the next change is the next shown
    // second, never a busy loop.
    update(
        &mut s,
        Input::Resize {
            cols: 120,
            rows: 40,
        },
        Duration::from_millis(200),
    );
    let wake = next_wakeup(&s, Duration::from_millis(300));
    assert_eq!(wake, Some(secs(1)));
    // Just before zero nothing has fallen; at zero the flag falls and the result is said.
    let before = update(&mut s, Input::Tick, Duration::from_millis(179_999));
    assert!(
        !spoken(&before).iter().any(|t| t.contains("Fallblättchen")),
        "{before:?}"
    );
    let at = update(&mut s, Input::Tick, secs(180));
    let said = spoken(&at);
    assert!(said.iter().any(|t| t.contains("Weiß")), "{said:?}");
    assert!(said.iter().any(|t| t.contains("6.9")), "{said:?}");
    assert!(s.game().ending().is_some(), "the game ends on the flag");
}

#[test]
fn alerts_are_spoken_with_a_low_time_cue() {
    let mut s = State::new(Options {
        lang: Lang::En,
        clock: Some(Clock::new(
            Preset::Rapid.time_control(),
            AlertConfig::default(),
        )),
        ..Options::default()
    });
    update(&mut s, Input::Start, secs(0));
    // Rapid 15 + 10: White's ten-minute alert comes after five minutes.
    let at = update(&mut s, Input::Tick, secs(300));
    assert!(at.contains(&Effect::Cue(Cue::LowTime)), "{at:?}");
    assert!(
        spoken(&at).iter().any(|t| t.contains("Ten minutes left.")),
        "{at:?}"
    );
}
