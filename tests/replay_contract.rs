//! The contract the second board relies on: replaying the journal written during a session
//! gives exactly the state the session had — position, scoresheet, clock, ending.
//!
//! Thousands of random sessions are played through the core (random legal and illegal moves,
//! take-backs, offers and answers, claims, the arbiter's actions, a player stopping the clock,
//! resignations, new games, moves announced, confirmed and corrected, clock ticks at random
//! times); every journal entry they hand out is
//! written as a journal line, the text is replayed by the journal's reader, and the entries
//! are applied to a fresh session through the same `apply`.

use std::time::Duration;

use proptest::prelude::*;
use rochade::Lang;
use rochade::app::core::{Effect, Input, Options, State, update};
use rochade::clock::{AlertConfig, Clock, ClockState, Preset};
use rochade::game::{Game, GameRules};
use rochade::journal::{Line, replay};
use rochade::record::Entry;
use rochade::rules::TableProtocol;
use rochade::scoresheet::Event as Rec;
use shakmaty::fen::Fen;
use shakmaty::{Color, EnPassantMode, Position};

/// One step of a random session: wait `delay_ms`, then do `kind` with `param`.
#[derive(Debug, Clone)]
struct Step {
    delay_ms: u32,
    kind: u8,
    param: u32,
}

fn steps() -> impl Strategy<Value = Vec<Step>> {
    proptest::collection::vec(
        (0u32..90_000, 0u8..50, any::<u32>()).prop_map(|(delay_ms, kind, param)| Step {
            delay_ms,
            kind,
            param,
        }),
        1..60,
    )
}

/// The line a step types, if it types one (else it is a tick of the clock).
fn typed(s: &State, step: &Step) -> Option<String> {
    let colour = if step.param.is_multiple_of(2) {
        "white"
    } else {
        "black"
    };
    let n = step.param % 7 + 1;
    Some(match step.kind {
        // Mostly moves, so that games get somewhere.
        0..=17 => {
            let moves = s.game().position().legal_moves();
            if moves.is_empty() {
                return None;
            }
            let m = moves[step.param as usize % moves.len()];
            shakmaty::uci::UciMove::from_standard(m).to_string()
        }
        18 => ["Ke8", "Springer Anna neun", "xyz", "e5e4", "Dame"][step.param as usize % 5].into(),
        19 | 20 => "undo".into(),
        21 => "draw".into(),
        22 => "accept".into(),
        23 => "decline".into(),
        24 => "claim".into(),
        25 => format!("arbiter illegal {colour}"),
        26 => format!("arbiter add {colour} {n}"),
        27 => format!("arbiter deduct {colour} {n}"),
        28 => "arbiter pause".into(),
        29 | 30 => "arbiter resume".into(),
        31 => format!("arbiter time {colour} 0:0{n}:30"),
        32 => format!("arbiter moves {colour} {}", step.param % 45),
        33 => "stop clock".into(),
        34 if step.param.is_multiple_of(5) => format!("resign {colour}"),
        35 => "new".into(),
        // The table protocol: confirm the announced move, or correct it.
        36..=38 => "confirm".into(),
        // The boards differ (D.2.9), and the arbiter's position to continue from.
        40 => "boards differ".into(),
        41 => format!("arbiter position {colour} {}", step.param % 6 + 1),
        39 => {
            let moves = s.game().position().legal_moves();
            if moves.is_empty() {
                return None;
            }
            let m = moves[(step.param / 3) as usize % moves.len()];
            format!("correct {}", shakmaty::uci::UciMove::from_standard(m))
        }
        // The arbiter's confirmations (a change that ends the game or moves a clock far),
        // undoing the last adjustment, taking a move back.
        44 => "yes".into(),
        45 => "no".into(),
        46 => "arbiter revert".into(),
        47 => "arbiter take back".into(),
        _ => return None,
    })
}

/// The clock's state with the alerts left out: an alert heard is not a change to the game
/// and is not journalled (a replayed clock may say it once more).
fn clock_state(c: Option<&Clock>, at: Duration) -> Option<ClockState> {
    c.map(|c| {
        let mut s = c.state(at);
        for side in &mut s.sides {
            side.armed.clear();
        }
        s
    })
}

fn fen(s: &State) -> String {
    Fen::from_position(s.game().position(), EnPassantMode::Legal).to_string()
}

fn preset(i: u8) -> Option<Preset> {
    match i % 4 {
        0 => Some(Preset::Blitz),
        1 => Some(Preset::Rapid),
        2 => Some(Preset::FideClassical),
        _ => None,
    }
}

fn session(preset: Option<Preset>, protocol: bool) -> State {
    let rules = GameRules {
        protocol: if protocol {
            TableProtocol::OneBoard
        } else {
            TableProtocol::Off
        },
        ..GameRules::default()
    };
    State::new(Options {
        lang: Lang::En,
        player: Color::White,
        game: Game::with_rules(shakmaty::Chess::default(), rules),
        clock: preset.map(|p| Clock::new(p.time_control(), AlertConfig::default())),
        id: "contract".into(),
        tags: vec![("Event".into(), "Test".into())],
        ..Options::default()
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn replaying_the_journal_gives_the_same_game(
        plan in steps(),
        which in 0u8..4,
        protocol in any::<bool>(),
    ) {
        let preset = preset(which);
        let mut live = session(preset, protocol);
        let mut now = Duration::ZERO;
        let mut journal: Vec<(Entry, Duration)> = Vec::new();
        let take = |effects: Vec<Effect>, at: Duration, journal: &mut Vec<(Entry, Duration)>| {
            for e in effects {
                if let Effect::Record(r) = e {
                    journal.push((r.entry, at));
                }
            }
        };
        take(update(&mut live, Input::Start, now), now, &mut journal);
        for step in &plan {
            now += Duration::from_millis(u64::from(step.delay_ms));
            let event = match typed(&live, step) {
                Some(text) => Input::Line(text),
                None => Input::Tick,
            };
            let effects = update(&mut live, event, now);
            take(effects, now, &mut journal);
        }
        // The journal of the game being played: from its start on.
        let first = journal
            .iter()
            .rposition(|(e, _)| matches!(e.event, Rec::Start(_)))
            .unwrap_or(0);
        let (entries, times): (Vec<Entry>, Vec<Duration>) =
            journal[first..].iter().cloned().unzip();
        let last_at = times.last().copied().unwrap_or_default();
        // Written as journal lines and read back by the journal's reader.
        let text: String = entries
            .iter()
            .enumerate()
            .map(|(i, e)| {
                let line = Line::of(e, i as u64, 1_700_000_000_000 + i as u64);
                serde_json::to_string(&line).unwrap_or_else(|e| panic!("{e}")) + "\n"
            })
            .collect();
        let back = replay(&text, "contract.jsonl").unwrap_or_else(|e| panic!("{e}"));
        prop_assert!(back.warnings.is_empty(), "{:?}", back.warnings);
        prop_assert_eq!(&back.entries[..], &entries[1..]);
        let Rec::Start(start) = &entries[0].event else {
            panic!("the journal does not begin with a start");
        };
        let mut replayed = State::resumed(Lang::En, Color::White, start, &back.entries, None);
        // A resumed session starts as every session does (a clock that had not run yet
        // starts now).
        update(&mut replayed, Input::Start, Duration::ZERO);

        prop_assert_eq!(fen(&replayed), fen(&live));
        prop_assert_eq!(replayed.game().ending(), live.game().ending());
        prop_assert_eq!(replayed.game().pending_offer(), live.game().pending_offer());
        for c in [Color::White, Color::Black] {
            prop_assert_eq!(replayed.game().illegal_count(c), live.game().illegal_count(c));
        }
        prop_assert_eq!(replayed.sheet().rows(), live.sheet().rows());
        prop_assert_eq!(replayed.sheet().clocks(), live.sheet().clocks());
        prop_assert_eq!(replayed.sheet().start(), live.sheet().start());
        prop_assert_eq!(replayed.sheet().announced(), live.sheet().announced());
        // The replayed clock goes on from the last entry's instant; the live one had run on
        // from there, untouched (nothing changed it without an entry).
        prop_assert_eq!(
            clock_state(replayed.clock(), Duration::ZERO),
            clock_state(live.clock(), last_at)
        );
    }
}
