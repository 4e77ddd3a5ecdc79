//! Tests of the clock over simulated time.

use super::*;
use crate::clock::control::{Preset, TimeControl};
use proptest::prelude::*;

const W: Color = Color::White;
const B: Color = Color::Black;

fn s(secs: u64) -> Duration {
    Duration::from_secs(secs)
}

fn m(min: u64) -> Duration {
    Duration::from_secs(60 * min)
}

fn ns(n: u64) -> Duration {
    Duration::from_nanos(n)
}

fn clock(pgn: &str, mode: Mode) -> Clock {
    Clock::new(
        TimeControl::from_pgn(pgn).unwrap().with_mode(mode),
        AlertConfig::off(),
    )
}

fn arbiter(reason: Reason) -> Cause {
    Cause::new(Actor::Arbiter, reason)
}

/// Plays `moves` moves per side from `t`, each taking `each`; returns the time after.
fn play(c: &mut Clock, mut t: Duration, moves: u32, each: Duration) -> Duration {
    for _ in 0..moves * 2 {
        t += each;
        c.press(t).unwrap();
    }
    t
}

#[test]
fn fischer_adds_the_increment_on_each_completed_move() {
    let mut c = clock("900+10", Mode::Fischer);
    c.start(s(0)).unwrap();
    assert_eq!(c.remaining(W, s(7)), s(893));
    assert_eq!(c.remaining(B, s(7)), s(900));
    c.press(s(7)).unwrap();
    assert_eq!(c.remaining(W, s(7)), s(903));
    assert_eq!(c.to_move(), B);
    c.press(s(20)).unwrap();
    assert_eq!(c.remaining(B, s(20)), s(897));
    assert_eq!(c.moves_completed(W), 1);
    assert_eq!(c.moves_completed(B), 1);
}

#[test]
fn bronstein_gives_back_at_most_the_delay() {
    let mut c = clock("300+5", Mode::Bronstein);
    c.start(s(0)).unwrap();
    c.press(s(3)).unwrap(); // used 3 of the 5-second delay: all given back
    assert_eq!(c.remaining(W, s(3)), s(300));
    c.press(s(4)).unwrap();
    c.press(s(14)).unwrap(); // used 10: 5 given back, 5 lost
    assert_eq!(c.remaining(W, s(14)), s(295));
}

#[test]
fn simple_delay_holds_the_main_time_during_the_delay() {
    let mut c = clock("300+5", Mode::Delay);
    c.start(s(0)).unwrap();
    assert_eq!(c.remaining(W, s(5)), s(300));
    assert_eq!(c.remaining(W, s(6)), s(299));
    c.press(s(3)).unwrap();
    assert_eq!(c.remaining(W, s(3)), s(300));
    c.press(s(4)).unwrap();
    c.press(s(14)).unwrap(); // 10 s used, 5 s of it delay
    assert_eq!(c.remaining(W, s(14)), s(295));
}

#[test]
fn every_preset_runs_through_its_periods() {
    // (preset, moves per side, seconds per move, expected remaining for White at the end)
    let table = [
        // 90 min + 40 × 30 s - 40 × 60 s = 70 min, then the second period's 30 min.
        (Preset::FideClassical, 40, 60, m(100)),
        (Preset::FideClassical, 39, 60, m(90) - s(39 * 30)),
        // 100 + 50 min, 60 × (30 - 60) s.
        (
            Preset::FideChampionship,
            60,
            60,
            m(150) - s(60 * 30) + m(15),
        ),
        (
            Preset::FideChampionship,
            41,
            10,
            m(100) + s(41 * 20) + m(50),
        ),
        (Preset::Rapid, 30, 12, m(15) - s(30 * 2)),
        (Preset::Blitz, 30, 3, m(3) - s(30)),
    ];
    for (preset, moves, each, want) in table {
        let mut c = Clock::new(preset.time_control(), AlertConfig::off());
        c.start(s(0)).unwrap();
        let t = play(&mut c, s(0), moves, s(each));
        assert_eq!(c.remaining(W, t), want, "{preset:?} {moves}");
        assert_eq!(c.moves_completed(W), moves);
        assert!(c.flag(W).is_none());
    }
}

#[test]
fn time_control_reached_adds_the_next_period_and_counts_down_moves() {
    let mut c = clock("40/5400:20/3600:900", Mode::Fischer);
    c.start(s(0)).unwrap();
    assert_eq!(c.moves_to_next_control(W), Some(40));
    let t = play(&mut c, s(0), 39, s(10));
    assert_eq!(c.moves_to_next_control(W), Some(1));
    assert_eq!(c.moves_to_next_control(B), Some(1));
    c.poll(t);
    let t = t + s(100);
    c.press(t).unwrap(); // White's 40th move
    let events = c.poll(t);
    assert_eq!(
        events,
        vec![ClockEvent::ControlReached {
            color: W,
            period: 1,
            added: s(3600),
            at: t
        }]
    );
    // Saved time carries over (6.3.2): 5400 - 39*10 - 100 + 3600.
    assert_eq!(c.remaining(W, t), s(5400 - 390 - 100 + 3600));
    assert_eq!(c.moves_to_next_control(W), Some(20));
    assert_eq!(c.moves_to_next_control(B), Some(1));
    assert_eq!(c.period_index(W), 1);
    assert_eq!(c.period_index(B), 0);
    let t = play(&mut c, t, 20, s(1));
    // Black reached move 40 at the first of these presses, and 60 at the last; White 60.
    assert_eq!(c.period_index(W), 2);
    assert_eq!(c.period_index(B), 1);
    assert_eq!(c.moves_to_next_control(W), None);
    assert!(c.in_last_period(W));
    assert_eq!(c.remaining(W, t), s(5400 - 390 - 100 + 3600 - 20 + 900));
}

#[test]
fn a_repeating_last_period_adds_time_again_and_again() {
    let mut c = clock("2/100:1/10", Mode::Fischer);
    c.start(s(0)).unwrap();
    let t = play(&mut c, s(0), 2, s(1));
    assert_eq!(c.remaining(W, t), s(108));
    let t = play(&mut c, t, 3, s(1));
    assert_eq!(c.remaining(W, t), s(108 - 3 + 30));
    assert_eq!(c.moves_to_next_control(W), Some(1));
}

#[test]
fn increment_from_a_later_move() {
    let tc = TimeControl::new(
        vec![Period {
            moves: None,
            time: s(600),
            increment: s(10),
            increment_from_move: 3,
        }],
        Mode::Fischer,
    )
    .unwrap();
    let mut c = Clock::new(tc, AlertConfig::off());
    c.start(s(0)).unwrap();
    let t = play(&mut c, s(0), 2, s(1));
    assert_eq!(c.remaining(W, t), s(598));
    let t = play(&mut c, t, 1, s(1));
    assert_eq!(c.remaining(W, t), s(607));
}

#[test]
fn the_flag_falls_exactly_at_zero() {
    for (mode, at) in [
        (Mode::Fischer, s(180)),
        (Mode::Bronstein, s(180)),
        (Mode::Delay, s(182)),
    ] {
        let mut c = clock("180+2", mode);
        c.start(s(0)).unwrap();
        let before = at - ns(1);
        assert_eq!(c.remaining(W, before), ns(1), "{mode:?}");
        assert!(
            !c.poll(before)
                .iter()
                .any(|e| matches!(e, ClockEvent::FlagFell { .. }))
        );
        assert_eq!(c.next_wakeup(before), Some(at), "{mode:?}");
        assert_eq!(c.remaining(W, at), Duration::ZERO);
        // Polled late, the event still carries the exact instant.
        let events = c.poll(at + s(1000));
        assert_eq!(
            events,
            vec![ClockEvent::FlagFell {
                color: W,
                at,
                moves_owed: None
            }],
            "{mode:?}"
        );
        assert_eq!(c.flag(W), Some(at));
        assert_eq!(c.next_wakeup(at + s(1000)), None);
        assert!(c.poll(at + s(2000)).is_empty());
    }
}

#[test]
fn a_flag_with_moves_owed_says_how_many() {
    let mut c = clock("40/60:60", Mode::Fischer);
    c.start(s(0)).unwrap();
    let t = play(&mut c, s(0), 10, s(1));
    let ev = c.poll(t + s(100));
    assert!(
        ev.contains(&ClockEvent::FlagFell {
            color: W,
            at: t + s(50),
            moves_owed: Some(30)
        }),
        "{ev:?}"
    );
}

#[test]
fn both_flags_are_reported_with_the_first() {
    let mut c = clock("10", Mode::Fischer);
    c.start(s(0)).unwrap();
    c.press(s(12)).unwrap(); // White moves after the flag; play goes on (no arbiter claimed)
    let ev: Vec<_> = c
        .poll(s(30))
        .into_iter()
        .filter(|e| !matches!(e, ClockEvent::ExemptionBegins { .. }))
        .collect();
    assert_eq!(
        ev,
        vec![
            ClockEvent::FlagFell {
                color: W,
                at: s(10),
                moves_owed: None
            },
            ClockEvent::FlagFell {
                color: B,
                at: s(22),
                moves_owed: None
            },
            ClockEvent::BothFlagsDown {
                first: W,
                at: s(22)
            },
        ]
    );
}

#[test]
fn pause_and_resume_stop_the_time_and_are_logged() {
    let mut c = clock("300+5", Mode::Delay);
    assert_eq!(c.press(s(0)), Err(ClockError::NotStarted));
    assert_eq!(
        c.pause(s(0), Actor::Arbiter).err(),
        Some(ClockError::NotStarted)
    );
    c.start(s(0)).unwrap();
    assert_eq!(c.start(s(0)), Err(ClockError::AlreadyStarted));
    c.pause(s(3), Actor::Player(W)).unwrap();
    assert_eq!(
        c.pause(s(4), Actor::Arbiter).err(),
        Some(ClockError::Paused)
    );
    assert_eq!(c.press(s(50)), Err(ClockError::Paused));
    assert_eq!(c.status(), Status::Paused { to_move: W });
    assert_eq!(c.remaining(W, s(1000)), s(300));
    assert_eq!(c.next_wakeup(s(1000)), None);
    c.resume(s(1000), Actor::Arbiter).unwrap();
    assert_eq!(
        c.resume(s(1000), Actor::Arbiter).err(),
        Some(ClockError::NotPaused)
    );
    // The delay was partly used before the pause: 3 + 7 = 10 s used, 5 s charged.
    assert_eq!(c.remaining(W, s(1007)), s(295));
    c.press(s(1007)).unwrap();
    assert_eq!(c.remaining(W, s(2000)), s(295));
    let log = c.log();
    assert_eq!(log.len(), 2);
    assert_eq!(log[0].change, ClockChange::Paused);
    assert_eq!(log[0].actor, Actor::Player(W));
    assert_eq!(log[0].article.as_deref(), Some("6.12"));
    assert_eq!(log[1].change, ClockChange::Resumed);
    assert_eq!(log[1].at, s(1000));
}

#[test]
fn penalties_and_corrections_are_recorded_with_their_article() {
    let mut c = clock("5400+30", Mode::Fischer);
    c.start(s(0)).unwrap();
    let e = c
        .add_time(B, m(2), s(10), arbiter(Reason::IllegalMove))
        .clone();
    assert_eq!(
        e.change,
        ClockChange::Added {
            color: B,
            amount: m(2)
        }
    );
    assert_eq!(e.article.as_deref(), Some("7.5.5"));
    assert_eq!(c.remaining(B, s(10)), s(5400 + 120));
    c.add_time(W, m(2), s(20), arbiter(Reason::IncorrectClaim));
    assert_eq!(c.remaining(W, s(20)), s(5400 - 20 + 120));
    let e = c
        .set_remaining(W, s(4000), s(30), arbiter(Reason::ClockCorrection))
        .clone();
    assert_eq!(
        e.change,
        ClockChange::SetRemaining {
            color: W,
            from: s(5400 - 30 + 120),
            to: s(4000)
        }
    );
    assert_eq!(c.remaining(W, s(30)), s(4000));
    assert_eq!(c.remaining(W, s(40)), s(3990));
    let e = c
        .deduct_time(B, m(200), s(40), arbiter(Reason::Other("test".into())))
        .clone();
    assert_eq!(
        e.change,
        ClockChange::Deducted {
            color: B,
            amount: m(200),
            applied: s(5520)
        }
    );
    assert_eq!(e.article, None);
    assert_eq!(c.remaining(B, s(40)), Duration::ZERO);
    assert_eq!(c.log().len(), 4);
    assert_eq!(c.log()[1].article.as_deref(), Some("9.5.3"));
}

#[test]
fn setting_the_move_counter_moves_between_periods() {
    let mut c = clock("40/300:1800", Mode::Fischer);
    c.start(s(0)).unwrap();
    c.poll(s(1));
    assert!(c.is_exempt(W)); // 5 minutes minus one second, no increment
    let e = c
        .set_moves_completed(W, 40, s(2), arbiter(Reason::MoveCounterCorrection))
        .clone();
    assert_eq!(
        e.change,
        ClockChange::SetMoves {
            color: W,
            from: 0,
            to: 40
        }
    );
    assert_eq!(c.period_index(W), 1);
    assert_eq!(c.moves_to_next_control(W), None);
    // Still under five minutes, so the new period is exempt too: the exemption goes on,
    // and nothing is said (not "records again" followed at once by "need not record").
    let ev = c.poll(s(2));
    assert_eq!(ev, vec![]);
    assert!(c.is_exempt(W));
    c.set_moves_completed(W, 12, s(3), arbiter(Reason::MoveCounterCorrection));
    assert_eq!(c.moves_to_next_control(W), Some(28));
}

#[test]
fn scoresheet_exemption_enters_under_five_minutes_and_ends_with_the_period() {
    // 40 moves in 10 minutes, then 30 minutes, no increment.
    let mut c = clock("40/600:1800", Mode::Fischer);
    c.start(s(0)).unwrap();
    assert!(c.poll(s(0)).is_empty());
    let enter = s(300) + ns(1);
    assert_eq!(c.next_wakeup(s(299)), Some(s(300))); // the display first
    assert_eq!(c.next_wakeup(s(300)), Some(enter));
    assert!(c.poll(s(300)).is_empty());
    assert_eq!(
        c.poll(enter),
        vec![ClockEvent::ExemptionBegins {
            color: W,
            at: enter
        }]
    );
    assert!(c.is_exempt(W));
    assert!(!c.is_exempt(B));
    let mut t = s(301);
    c.press(t).unwrap();
    for _ in 0..39 {
        t += s(1);
        c.press(t).unwrap();
        t += s(1);
        c.press(t).unwrap();
    }
    let ev = c.poll(t);
    assert_eq!(
        ev[0],
        ClockEvent::ControlReached {
            color: W,
            period: 1,
            added: s(1800),
            at: t
        }
    );
    assert_eq!(ev[1], ClockEvent::ExemptionEnds { color: W, at: t });
    assert!(!c.is_exempt(W));
}

#[test]
fn a_control_that_leaves_less_than_five_minutes_keeps_the_exemption_quietly() {
    // 2 moves in 5 minutes, then 10 more seconds for the rest, no increment: the new
    // period starts under five minutes.
    let mut c = clock("2/300:10", Mode::Fischer);
    c.start(s(0)).unwrap();
    c.poll(s(1));
    assert!(c.is_exempt(W));
    let t = play(&mut c, s(1), 2, s(10));
    let ev = c.poll(t);
    assert!(
        ev.iter()
            .any(|e| matches!(e, ClockEvent::ControlReached { color: W, .. })),
        "{ev:?}"
    );
    assert!(
        !ev.iter()
            .any(|e| matches!(e, ClockEvent::ExemptionEnds { .. })),
        "{ev:?}"
    );
    assert!(c.is_exempt(W));
}

#[test]
fn no_exemption_with_an_increment_of_thirty_seconds() {
    for (pgn, exempt) in [("600+30", false), ("600+29", true), ("600+60", false)] {
        let mut c = clock(pgn, Mode::Fischer);
        c.start(s(0)).unwrap();
        c.poll(s(400));
        assert_eq!(c.is_exempt(W), exempt, "{pgn}");
    }
}

#[test]
fn alerts_fire_once_at_their_exact_instant() {
    let tc = TimeControl::from_pgn("180+2").unwrap();
    let mut c = Clock::new(tc, AlertConfig::default());
    c.start(s(0)).unwrap();
    // Three minutes without a 30-second increment: exempt from recording from the start.
    assert_eq!(c.next_wakeup(s(0)), Some(s(0)));
    assert_eq!(
        c.poll(s(0)),
        vec![
            ClockEvent::ExemptionBegins { color: W, at: s(0) },
            ClockEvent::ExemptionBegins { color: B, at: s(0) },
        ]
    );
    // 10 and 5 minutes are above the 3 minutes given: they never fire.
    assert_eq!(c.next_wakeup(s(0)), Some(s(1)));
    let ev = c.poll(s(175));
    let alerts: Vec<_> = ev
        .iter()
        .filter(|e| matches!(e, ClockEvent::Alert { .. }))
        .collect();
    assert_eq!(
        alerts,
        vec![
            &ClockEvent::Alert {
                color: W,
                threshold: s(60),
                at: s(120)
            },
            &ClockEvent::Alert {
                color: W,
                threshold: s(30),
                at: s(150)
            },
            &ClockEvent::Alert {
                color: W,
                threshold: s(20),
                at: s(160)
            },
            &ClockEvent::Alert {
                color: W,
                threshold: s(10),
                at: s(170)
            },
        ]
    );
    assert!(c.poll(s(176)).is_empty());
    // Back above twice the threshold re-arms it: 5 s + 2 s + 20 s = 27 s > 2 × 10 s.
    c.press(s(175)).unwrap();
    c.add_time(W, s(20), s(175), arbiter(Reason::IllegalMove));
    c.press(s(176)).unwrap();
    assert_eq!(c.remaining(W, s(176)), s(27));
    let ev = c.poll(s(200));
    assert!(
        ev.contains(&ClockEvent::Alert {
            color: W,
            threshold: s(10),
            at: s(193)
        }),
        "{ev:?}"
    );
    // 27 s is not above 2 × 20 s: the 20- and 30-second alerts stay silent.
    assert!(
        !ev.iter()
            .any(|e| matches!(e, ClockEvent::Alert { threshold, .. } if *threshold > s(10))),
        "{ev:?}"
    );
}

#[test]
fn no_alerts_when_turned_off() {
    let mut c = clock("180+2", Mode::Fischer);
    c.start(s(0)).unwrap();
    let ev = c.poll(s(179));
    assert!(
        !ev.iter().any(|e| matches!(e, ClockEvent::Alert { .. })),
        "{ev:?}"
    );
}

#[test]
fn snapshot_reports_both_players() {
    let mut c = Clock::new(Preset::FideClassical.time_control(), AlertConfig::default());
    c.start(s(0)).unwrap();
    let t = play(&mut c, s(0), 23, s(60));
    let snap = c.snapshot(t + s(5));
    assert_eq!(snap.moves_completed.white, 23);
    assert_eq!(snap.moves_to_control.black, Some(17));
    assert_eq!(snap.remaining.white, m(90) - s(23 * 30) - s(5));
    assert_eq!(snap.status, Status::Running { to_move: W });
}

#[test]
fn a_six_hour_game_has_zero_drift() {
    // 2500 moves each at irregular nanosecond-precise intervals, with pauses.
    let mut c = Clock::new(
        Preset::FideChampionship.time_control(),
        AlertConfig::default(),
    );
    c.start(s(0)).unwrap();
    let mut t = Duration::ZERO;
    let mut used = ByColor {
        white: Duration::ZERO,
        black: Duration::ZERO,
    };
    let mut presses = 0u32;
    let mut paused_total = Duration::ZERO;
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    for i in 0..5000u32 {
        // xorshift: intervals between 0 and ~4.3 s, nanosecond precision.
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let step = ns(x % 8_700_000_000);
        let mover = c.to_move();
        if i % 97 == 0 {
            let half = step / 2;
            c.pause(t + half, Actor::Arbiter).unwrap();
            let gap = ns(x % 1_000_000_007);
            c.resume(t + half + gap, Actor::Arbiter).unwrap();
            paused_total += gap;
            t += gap;
        }
        t += step;
        used[mover] += step;
        c.press(t).unwrap();
        presses += 1;
        let _ = c.poll(t);
    }
    assert!(t - paused_total > Duration::from_secs(6 * 3600), "{t:?}");
    assert_eq!(presses, 5000);
    for color in [W, B] {
        let moves = u64::from(c.moves_completed(color));
        assert_eq!(moves, 2500);
        let given = m(100) + m(50) + m(15) + s(30) * 2500;
        let want = given.saturating_sub(used[color]);
        // Time is never negative, and if a flag fell the sum must be done with saturation
        // at each step; this game never runs out, so plain arithmetic must match exactly.
        assert!(c.flag(color).is_none());
        assert_eq!(c.remaining(color, t), want, "{color:?}");
    }
}

fn arb_clock() -> impl Strategy<Value = (Clock, Duration)> {
    let mode = prop_oneof![
        Just(Mode::Fischer),
        Just(Mode::Bronstein),
        Just(Mode::Delay)
    ];
    let pgn = prop_oneof![
        Just("40/600+5:300"),
        Just("180+2"),
        Just("400"),
        Just("2/310:1/20+30"),
        Just("5400+30"),
    ];
    (
        pgn,
        mode,
        any::<bool>(),
        proptest::collection::vec(0u64..40_000_000_000, 0..12),
        0u64..50_000_000_000,
    )
        .prop_map(|(pgn, mode, alerts, steps, extra)| {
            let alerts = if alerts {
                AlertConfig::default()
            } else {
                AlertConfig::off()
            };
            let mut c = Clock::new(TimeControl::from_pgn(pgn).unwrap().with_mode(mode), alerts);
            c.start(Duration::ZERO).unwrap();
            let mut t = Duration::ZERO;
            for step in steps {
                t += ns(step);
                c.press(t).unwrap();
            }
            t += ns(extra);
            c.poll(t);
            (c, t)
        })
}

proptest! {
    #[test]
    fn nothing_observable_changes_before_the_wakeup_and_something_does_at_it(
        (c, now) in arb_clock(),
        frac in 0u64..1_000_000,
    ) {
        let Some(w) = c.next_wakeup(now) else {
            // Nothing will change: the running player's time is out.
            let mover = c.to_move();
            prop_assert_eq!(c.remaining(mover, now), Duration::ZERO);
            let mut later = c.clone();
            prop_assert!(later.poll(now + s(3600)).is_empty());
            return Ok(());
        };
        prop_assert!(w > now);
        let mover = c.to_move();
        let shown = c.displayed_seconds(mover, now);
        // A probe somewhere strictly between now and the wakeup.
        let span = (w - now).as_nanos() as u64;
        let probe = now + ns(span.saturating_sub(1) * frac / 1_000_000);
        let mut early = c.clone();
        prop_assert!(early.poll(probe).is_empty());
        prop_assert_eq!(c.displayed_seconds(mover, probe), shown);
        let mut at = c.clone();
        let changed = !at.poll(w).is_empty() || at.displayed_seconds(mover, w) != shown;
        prop_assert!(changed, "nothing changed at the wakeup {:?}", w);
    }

    #[test]
    fn remaining_never_grows_while_a_clock_runs((c, now) in arb_clock(), a in 0u64..10_000_000_000, b in 0u64..10_000_000_000) {
        let (a, b) = (now + ns(a.min(b)), now + ns(a.max(b)));
        let mover = c.to_move();
        prop_assert!(c.remaining(mover, a) >= c.remaining(mover, b));
        prop_assert_eq!(c.remaining(!mover, a), c.remaining(!mover, b));
    }
}

#[test]
fn silly_inputs_do_not_panic() {
    let mut c = clock("5400+30", Mode::Delay);
    c.start(Duration::MAX).unwrap();
    assert_eq!(c.remaining(W, s(0)), s(5400)); // time going backwards counts as none
    c.press(Duration::MAX).unwrap();
    c.add_time(
        B,
        Duration::MAX,
        Duration::MAX,
        arbiter(Reason::ClockCorrection),
    );
    assert_eq!(c.remaining(B, Duration::MAX), Duration::MAX);
    let _ = c.next_wakeup(Duration::MAX);
    c.set_moves_completed(W, u32::MAX, s(0), arbiter(Reason::MoveCounterCorrection));
    c.press(Duration::MAX).unwrap();
    c.press(Duration::MAX).unwrap();
    let _ = c.poll(Duration::MAX);
}
