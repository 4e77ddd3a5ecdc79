//! One intent, the same questions, whatever seat it comes from: a line typed at this keyboard
//! and an adapter's intent (`Input::Ask`: an electronic board, a voice recogniser) get the
//! same question and, answered the same, the same outcome. The questions are the core's
//! (`app::core::questions`), not the command layer's.

mod common;

use std::time::Duration;

use common::effects::spoken;
use rochade::Lang;
use rochade::app::commands::ArbiterRequest;
use rochade::app::core::{Effect, Input, Intent, Options, Seat, State, update};
use rochade::clock::{AlertConfig, Clock, Preset};
use rochade::event::ArbiterCode;
use rochade::game::GameRules;
use rochade::rules::TableProtocol;
use shakmaty::Color;

const CODE: &str = "Laeufer-4411";

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

/// A rapid game in English at one keyboard (White's player), with `rules`, and the arbiter's
/// code `code`.
fn session(rules: GameRules, code: Option<&str>) -> State {
    let mut s = State::new(Options {
        lang: Lang::En,
        player: Color::White,
        game: rochade::game::Game::with_rules(shakmaty::Chess::default(), rules),
        clock: Some(Clock::new(
            Preset::Rapid.time_control(),
            AlertConfig::new(&[]),
        )),
        ..Options::default()
    });
    s.set_arbiter_code(code.and_then(ArbiterCode::new));
    update(&mut s, Input::Start, secs(0));
    s
}

/// Where one request comes from.
#[derive(Clone, Copy)]
enum Source {
    /// A line typed at this keyboard.
    Typed,
    /// An adapter's intent, at this seat.
    Adapter(Seat),
}

/// Runs `steps` on a fresh session: each is the line typed at the keyboard, or the intent an
/// adapter hands over; returns what was said at each step and the state at the end.
fn run(
    rules: GameRules,
    code: Option<&str>,
    steps: &[(Source, &str, Option<Intent>)],
) -> (Vec<Vec<String>>, State) {
    let mut s = session(rules, code);
    let mut said = Vec::new();
    for (i, (seat, line, intent)) in steps.iter().enumerate() {
        let at = secs(10 + i as u64);
        let effects: Vec<Effect> = match (seat, intent) {
            (Source::Adapter(seat), Some(intent)) => update(
                &mut s,
                Input::Ask {
                    seat: *seat,
                    intent: intent.clone(),
                },
                at,
            ),
            _ => update(&mut s, Input::Line((*line).into()), at),
        };
        said.push(spoken(&effects).into_iter().map(str::to_owned).collect());
    }
    (said, s)
}

#[test]
fn a_resignation_is_asked_back_whichever_seat_asks_for_it() {
    let rules = GameRules::default();
    let resign = Some(Intent::Resign(Color::White));
    for answer in ["yes", "no"] {
        let typed = run(
            rules,
            None,
            &[
                (Source::Typed, "resign", None),
                (Source::Typed, answer, None),
            ],
        );
        let adapter = run(
            rules,
            None,
            &[
                (Source::Adapter(Seat::Keyboard), "", resign.clone()),
                (Source::Typed, answer, None),
            ],
        );
        // The same question, nothing recorded before the answer.
        assert_eq!(typed.0[0], adapter.0[0]);
        assert!(
            typed.0[0].iter().any(|l| l.contains('?')),
            "asked: {:?}",
            typed.0[0]
        );
        // The same outcome.
        assert_eq!(typed.0[1], adapter.0[1], "after {answer}");
        assert_eq!(typed.1.game().is_over(), answer == "yes");
        assert_eq!(adapter.1.game().is_over(), answer == "yes");
        assert_eq!(typed.1.log(), adapter.1.log());
    }
}

#[test]
fn a_take_back_at_one_keyboard_asks_the_opponent_whichever_seat_asks() {
    let rules = GameRules {
        protocol: TableProtocol::OneBoard,
        ..GameRules::default()
    };
    let played = [
        (Source::Typed, "e4", None),
        (Source::Typed, "confirm", None),
    ];
    let typed: Vec<_> = played
        .iter()
        .cloned()
        .chain([(Source::Typed, "undo", None), (Source::Typed, "yes", None)])
        .collect();
    let adapter: Vec<_> = played
        .iter()
        .cloned()
        .chain([
            (Source::Adapter(Seat::Keyboard), "", Some(Intent::TakeBack)),
            (Source::Typed, "yes", None),
        ])
        .collect();
    let (typed_said, typed_state) = run(rules, None, &typed);
    let (adapter_said, adapter_state) = run(rules, None, &adapter);
    assert_eq!(typed_said[2], adapter_said[2], "the same question");
    assert!(
        typed_said[2].iter().any(|l| l.contains('?')),
        "{typed_said:?}"
    );
    assert_eq!(typed_said[3], adapter_said[3], "the same outcome");
    assert!(typed_state.game().moves().is_empty(), "{typed_said:?}");
    assert_eq!(typed_state.log(), adapter_state.log());
}

/// An adapter that claims to be the arbiter, at a player's keyboard of an event with an
/// arbiter's code, gets the question for the code as a typed command does: without the code
/// nothing changes, with it the change is carried out, and the code is said nowhere.
#[test]
fn an_adapters_arbiter_change_needs_the_code_as_a_typed_one_does() {
    let rules = GameRules::default();
    let add = Intent::Arbiter(ArbiterRequest::Add(Color::Black, Duration::from_secs(120)));
    let arbiter = Source::Adapter(Seat::Keyboard);
    for code in ["wrong-code", CODE] {
        let typed = run(
            rules,
            Some(CODE),
            &[
                (Source::Typed, "arbiter add black 2", None),
                (Source::Typed, code, None),
            ],
        );
        let adapter = run(
            rules,
            Some(CODE),
            &[
                (arbiter, "", Some(add.clone())),
                (Source::Typed, code, None),
            ],
        );
        assert_eq!(typed.0, adapter.0, "with {code}");
        assert_eq!(typed.1.log(), adapter.1.log());
        let added = adapter
            .1
            .log()
            .iter()
            .any(|e| matches!(e.event, rochade::scoresheet::Event::Adjustment(_)));
        assert_eq!(added, code == CODE, "with {code}: {:?}", adapter.0);
        for lines in &adapter.0 {
            assert!(lines.iter().all(|l| !l.contains(CODE)), "{lines:?}");
        }
    }
}

/// A resignation handed over by an electronic board's seat is the player's of that side, and
/// asked back as a typed one is.
#[test]
fn a_boards_seat_acts_for_its_side_and_gets_the_same_question() {
    let rules = GameRules::default();
    let typed = run(
        rules,
        None,
        &[
            (Source::Typed, "resign black", None),
            (Source::Typed, "yes", None),
        ],
    );
    let board = run(
        rules,
        None,
        &[
            (
                Source::Adapter(Seat::Board(Color::Black)),
                "",
                Some(Intent::Resign(Color::Black)),
            ),
            (Source::Typed, "yes", None),
        ],
    );
    assert_eq!(typed.0, board.0);
    assert!(board.1.game().is_over());
    assert_eq!(typed.1.log(), board.1.log());
    // The board's seat cannot resign for the other side: refused, nothing asked.
    let other = run(
        rules,
        None,
        &[(
            Source::Adapter(Seat::Board(Color::Black)),
            "",
            Some(Intent::Resign(Color::White)),
        )],
    );
    assert_eq!(other.0[0], ["Only White may do that."]);
    assert!(!other.1.game().is_over());
}

/// Under the table protocol a move typed is announced and waits for the opponent; a move made
/// on the mover's electronic board is completed as it is made (the clock pressed), and the
/// blind player hears it at once.
#[test]
fn a_move_made_on_the_electronic_board_is_completed_as_it_is_made() {
    let rules = GameRules {
        protocol: TableProtocol::OneBoard,
        ..GameRules::default()
    };
    let e4: shakmaty::uci::UciMove = "e2e4".parse().unwrap_or_else(|e| panic!("{e}"));
    let (said, s) = run(
        rules,
        None,
        &[(
            Source::Adapter(Seat::Board(Color::White)),
            "",
            Some(Intent::Made(e4)),
        )],
    );
    assert_eq!(s.game().moves().len(), 1, "{said:?}");
    assert!(s.sheet().announced().is_none());
    assert_eq!(said[0], ["Pawn e4"]);
    // Typed, the same move is only announced.
    let (said, s) = run(rules, None, &[(Source::Typed, "e4", None)]);
    assert!(s.game().moves().is_empty(), "{said:?}");
    assert!(s.sheet().announced().is_some());
}
