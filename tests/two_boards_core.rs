//! Two boards, one game, through the pure core: a host's core decides, a joined board's core
//! asks and follows; the messages between them are carried by this test as the network
//! adapter would carry them (in order, or dropped, duplicated and late where a test says so).

mod common;

use common::effects::{records, spoken};

use std::time::Duration;

use rochade::Lang;
use rochade::app::core::Intent;
use rochade::app::core::{Effect, Input, Link, Message, Options, Peer, State, To, update};
use rochade::clock::{AlertConfig, Clock, Preset};
use rochade::game::{Game, GameRules};
use rochade::net::message;
use rochade::record::Role;
use rochade::rules::TableProtocol;
use shakmaty::Color;
use shakmaty::EnPassantMode;
use shakmaty::fen::Fen;

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

/// A host (this board plays White) and a board joined as `role` for Black.
struct Table {
    host: State,
    guest: State,
    /// Messages on their way: to the guest, to the host.
    to_guest: Vec<Message>,
    to_host: Vec<Message>,
    /// The host's refusals of the guest's requests (said to the guest only), as they
    /// travel and as the guest words them.
    refusals: Vec<rochade::refusal::Refusal>,
    refused: Vec<String>,
    /// What each side heard, in order.
    host_heard: Vec<String>,
    guest_heard: Vec<String>,
    now: u64,
}

const GUEST: u32 = 7;

impl Table {
    fn new(role: Role, protocol: TableProtocol, lang: Lang) -> Table {
        let rules = GameRules {
            protocol,
            ..GameRules::default()
        };
        Table::with_rules(role, rules, lang)
    }

    fn with_rules(role: Role, rules: GameRules, lang: Lang) -> Table {
        Table::joined(role, rules, lang, false)
    }

    /// [`Table::with_rules`], the guest told first as what the host connected it (`told`), as
    /// the network adapter tells a joined board before the host's record and clock come.
    fn joined(role: Role, rules: GameRules, lang: Lang, told: bool) -> Table {
        let mut host = State::new(Options {
            lang: Lang::En,
            game: Game::with_rules(shakmaty::Chess::default(), rules),
            clock: Some(Clock::new(Preset::Rapid.time_control(), AlertConfig::off())),
            id: "table".into(),
            ..Options::default()
        });
        host.set_link(Link::Host);
        host.set_seat(Some(Color::White));
        let mut guest = State::new(Options {
            lang,
            player: Color::Black,
            ..Options::default()
        });
        guest.set_link(Link::Joined);
        guest.set_seat(Some(Color::Black));
        let mut t = Table {
            host,
            guest,
            to_guest: Vec::new(),
            to_host: Vec::new(),
            refusals: Vec::new(),
            refused: Vec::new(),
            host_heard: Vec::new(),
            guest_heard: Vec::new(),
            now: 0,
        };
        let e = update(&mut t.host, Input::Start, secs(0));
        t.take_host(e);
        let e = update(&mut t.guest, Input::Start, secs(0));
        t.take_guest(e);
        let side = matches!(role, Role::Opponent | Role::Assistant).then_some(Color::Black);
        if told {
            let e = update(
                &mut t.guest,
                Input::Connected {
                    role,
                    side,
                    name: None,
                },
                secs(0),
            );
            t.take_guest(e);
        }
        let e = update(
            &mut t.host,
            Input::PeerJoined(Peer {
                id: GUEST,
                role,
                side,
                name: None,
                lang,
            }),
            secs(0),
        );
        t.take_host(e);
        t.deliver();
        t
    }

    fn take_host(&mut self, effects: Vec<Effect>) {
        self.host_heard
            .extend(spoken(&effects).into_iter().map(str::to_owned));
        for e in effects {
            match e {
                Effect::Send { to, message } => {
                    assert!(matches!(to, To::All | To::Peer(GUEST)), "{to:?}");
                    self.to_guest.push(message);
                }
                // A host's record goes to every board, with its number (the network
                // adapter's `Links::publish`).
                Effect::Record(r) => self.to_guest.push(Message::Entry {
                    seq: r.number,
                    entry: Box::new(r.entry),
                }),
                _ => {}
            }
        }
    }

    fn take_guest(&mut self, effects: Vec<Effect>) {
        self.guest_heard
            .extend(spoken(&effects).into_iter().map(str::to_owned));
        for e in effects {
            if let Effect::Send { message, .. } = e {
                self.to_host.push(message);
            }
        }
    }

    /// Carries every message until none is left, each as it travels: through the wire's
    /// encoding.
    fn deliver(&mut self) {
        let wire =
            |m: Message| message::decode(&message::encode(m)).unwrap_or_else(|e| panic!("{e}"));
        while !self.to_guest.is_empty() || !self.to_host.is_empty() {
            for m in std::mem::take(&mut self.to_guest) {
                // Worded by the guest, in its language, as it will say it.
                if let Message::Refused { refusal } = &m {
                    let pos = self.guest.game().position();
                    let text = rochade::app::phrases::refusal(self.guest.lang, pos, refusal);
                    self.refused.push(text);
                    self.refusals.push(refusal.clone());
                }
                let event = Input::Peer {
                    id: 0,
                    message: wire(m),
                };
                let e = update(&mut self.guest, event, secs(self.now));
                self.take_guest(e);
            }
            for m in std::mem::take(&mut self.to_host) {
                assert!(
                    matches!(m, Message::Request { .. } | Message::Resend { .. }),
                    "the guest sent {m:?}"
                );
                let event = Input::Peer {
                    id: GUEST,
                    message: wire(m),
                };
                let e = update(&mut self.host, event, secs(self.now));
                self.take_host(e);
            }
        }
    }

    fn host_types(&mut self, text: &str) {
        self.now += 5;
        let e = update(&mut self.host, Input::Line(text.into()), secs(self.now));
        self.take_host(e);
        self.deliver();
    }

    fn guest_types(&mut self, text: &str) {
        self.now += 5;
        let e = update(&mut self.guest, Input::Line(text.into()), secs(self.now));
        self.take_guest(e);
        self.deliver();
    }

    /// Types each line on the host's board (`true`) or the joined one.
    fn play(&mut self, lines: &[(bool, &str)]) {
        for (on_host, line) in lines {
            if *on_host {
                self.host_types(line);
            } else {
                self.guest_types(line);
            }
        }
    }

    fn same_game(&self) {
        let fen =
            |s: &State| Fen::from_position(s.game().position(), EnPassantMode::Legal).to_string();
        assert_eq!(fen(&self.host), fen(&self.guest));
        assert_eq!(self.host.sheet().rows(), self.guest.sheet().rows());
        assert_eq!(self.host.log(), self.guest.log());
    }
}

#[test]
fn moves_on_either_board_reach_the_other_and_are_said_there() {
    let mut t = Table::new(Role::Opponent, TableProtocol::Off, Lang::De);
    assert!(
        t.host_heard
            .iter()
            .any(|l| l == "Connected: Black, the opponent."),
        "{:?}",
        t.host_heard
    );
    t.same_game();
    t.host_types("e4");
    assert_eq!(
        t.guest_heard.last().map(String::as_str),
        Some("Bauer Eva vier")
    );
    t.same_game();
    t.guest_types("Bauer Eva fünf");
    assert_eq!(t.host_heard.last().map(String::as_str), Some("Pawn e5"));
    assert_eq!(
        t.guest_heard.last().map(String::as_str),
        Some("Bauer Eva fünf")
    );
    assert_eq!(t.host.game().moves().len(), 2);
    t.same_game();
    // The clock runs on the host; the guest's follows its entries.
    let host_clock = t.host.clock().map(|c| c.to_move());
    assert_eq!(host_clock, Some(Color::White));
    assert_eq!(t.guest.clock().map(|c| c.to_move()), Some(Color::White));
}

#[test]
fn the_opponent_cannot_move_whites_pieces_and_hears_why() {
    let mut t = Table::new(Role::Opponent, TableProtocol::Off, Lang::En);
    t.guest_types("e4");
    assert_eq!(
        t.guest_heard.last().map(String::as_str),
        Some("Only White may do that.")
    );
    assert!(t.host.game().moves().is_empty());
    assert!(
        !t.host_heard.iter().any(|l| l.contains("Only White")),
        "the host hears nothing of it"
    );
    // Nor change a clock.
    t.guest_types("arbiter add black 5");
    assert_eq!(
        t.guest_heard.last().map(String::as_str),
        Some("Only the arbiter may do that.")
    );
    t.same_game();
}

/// A move typed at the board whose player is not to move is answered with whose move it is,
/// not read as the other side's move ("No pawn of yours can reach e5"), on either board.
#[test]
fn a_move_out_of_turn_is_answered_with_whose_move_it_is() {
    let mut t = Table::new(Role::Opponent, TableProtocol::Off, Lang::En);
    t.guest_types("e5");
    assert_eq!(
        t.guest_heard.last().map(String::as_str),
        Some("White to move, move one.")
    );
    assert!(t.host.game().moves().is_empty());
    t.host_types("e4");
    t.host_types("d4");
    assert_eq!(
        t.host_heard.last().map(String::as_str),
        Some("Black to move, move one.")
    );
    assert_eq!(t.host.game().moves().len(), 1);
    t.guest_types("e5");
    assert_eq!(t.host.game().moves().len(), 2);
    t.same_game();
}

/// At a board connected as a player, an arbiter's command is refused at once, in words: no
/// yes/no question first, nothing asked of the host (hall trial, finding 1).
#[test]
fn an_arbiters_command_at_a_players_joined_board_is_refused_at_once() {
    let mut t = Table::new(Role::Opponent, TableProtocol::Off, Lang::En);
    let e = update(
        &mut t.guest,
        Input::Connected {
            role: Role::Opponent,
            side: Some(Color::Black),
            name: None,
        },
        secs(0),
    );
    t.take_guest(e);
    t.deliver();
    let asked = t.to_host.len();
    let heard = t.guest_heard.len();
    // Thirty minutes: a change the arbiter is asked to confirm, at the arbiter's board.
    t.now += 5;
    let e = update(
        &mut t.guest,
        Input::Line("arbiter add black 30".into()),
        secs(t.now),
    );
    let said = spoken(&e);
    assert_eq!(said, ["Only the arbiter may do that."], "{e:?}");
    assert!(
        !e.iter().any(|x| matches!(x, Effect::Send { .. })),
        "nothing goes to the host: {e:?}"
    );
    assert_eq!(t.to_host.len(), asked);
    assert_eq!(t.guest_heard.len(), heard);
}

/// A refusal travels as its reason, decided once on the host: the host says nothing of it,
/// and the asking board words it in its own language (Russian here, the host English).
#[test]
fn a_refusal_travels_as_its_reason_and_the_asking_board_words_it() {
    use rochade::refusal::{Forbidden, Refusal};
    let mut t = Table::new(Role::Opponent, TableProtocol::Off, Lang::Ru);
    let heard = t.host_heard.len();
    // White's move, typed at Black's board.
    t.guest_types("e4");
    assert_eq!(
        t.refusals,
        [Refusal::Forbidden(Forbidden::SideOnly(Color::White))]
    );
    assert_eq!(t.host_heard.len(), heard, "the host says nothing");
    assert!(
        t.host
            .log()
            .iter()
            .all(|e| !matches!(e.event, rochade::scoresheet::Event::Move { .. }))
    );
    let said = t.guest_heard.last().cloned().unwrap_or_default();
    assert!(
        said.chars().any(|c| ('а'..='я').contains(&c)),
        "said in Russian: {said}"
    );
    assert_eq!(t.refused, [said]);
}

#[test]
fn a_refused_request_leaves_the_host_as_it_was_and_is_said_in_the_askers_language() {
    let mut t = Table::new(Role::Opponent, TableProtocol::Off, Lang::De);
    t.host_types("e4");
    t.guest_types("Bauer Eva fünf");
    let transcript = t.host.session.transcript.clone();
    let last_said = t.host.session.last_said.clone();
    let log = t.host.log().to_vec();
    let heard = t.host_heard.len();
    // White's move, asked for at Black's board: refused, in German, to the asker only.
    t.guest_types("Springer Felix drei");
    assert_eq!(
        t.guest_heard.last().map(String::as_str),
        Some("Das darf nur Weiß.")
    );
    assert_eq!(t.host.session.transcript, transcript);
    assert_eq!(t.host.session.last_said, last_said);
    assert_eq!(t.host.log(), &log[..]);
    assert_eq!(t.host_heard.len(), heard);
    t.same_game();
    // A move Black may make is recorded once and said on both boards, each in its language.
    t.host_types("Nf3");
    t.guest_types("Springer Cesar sechs");
    assert_eq!(
        t.host.log().len(),
        log.len() + 2,
        "{:?} / {:?}",
        t.host_heard,
        t.guest_heard
    );
    assert_eq!(t.host_heard.last().map(String::as_str), Some("Knight c6"));
    // What the host said before stays in its transcript, with the new move after it.
    assert!(t.host.session.transcript.starts_with(&transcript));
    assert_eq!(
        t.host.session.transcript.last().map(|s| s.text.as_str()),
        Some("Knight c6")
    );
    assert_eq!(
        t.guest_heard.last().map(String::as_str),
        Some("Springer Cesar sechs")
    );
    t.same_game();
}

/// A move typed on the arbiter's board, of either side, before or after White's first move,
/// is answered that only the players move, not read as the side to move's illegal move
/// (language-3, R3: "No pawn of yours can reach e5").
#[test]
fn a_move_on_the_arbiters_board_is_answered_that_only_the_players_move() {
    let mut t = Table::new(Role::Arbiter, TableProtocol::Off, Lang::En);
    // As the host connects it: the arbiter, at no side.
    let e = update(
        &mut t.guest,
        Input::Connected {
            role: Role::Arbiter,
            side: None,
            name: None,
        },
        secs(0),
    );
    t.take_guest(e);
    t.deliver();
    let only = "Only the players make moves; this board does not.";
    t.guest_types("e5");
    assert_eq!(t.guest_heard.last().map(String::as_str), Some(only));
    t.guest_types("e4");
    assert_eq!(t.guest_heard.last().map(String::as_str), Some(only));
    assert!(t.host.game().moves().is_empty());
    t.host_types("e4");
    t.guest_types("e5");
    assert_eq!(t.guest_heard.last().map(String::as_str), Some(only));
    assert_eq!(t.host.game().moves().len(), 1);
    t.same_game();
}

/// A board that ended its session on purpose ("quit" there) is said to have ended it; only a
/// lost connection is said to reconnect (language-3, R2 t4).
#[test]
fn a_board_that_quits_is_not_said_to_reconnect() {
    let mut t = Table::new(Role::Opponent, TableProtocol::Off, Lang::En);
    let e = update(&mut t.host, Input::PeerEnded(GUEST), secs(1));
    t.take_host(e);
    let said = t.host_heard.last().cloned().unwrap_or_default();
    assert_eq!(
        said,
        "Black, the opponent has ended the session on that board."
    );
    let e = update(&mut t.host, Input::PeerLeft(GUEST), secs(2));
    t.take_host(e);
    let said = t.host_heard.last().cloned().unwrap_or_default();
    assert!(said.contains("Reconnecting"), "{said}");
}

/// A listener's board (as the hall's copy of a board) hears a draw offer as an event, not the
/// players' instruction to answer it (language-3, R4: the hall said "Answer accept or
/// decline" to the arbiters).
#[test]
fn a_listener_hears_the_offer_without_the_players_instruction() {
    let mut t = Table::new(Role::Viewer, TableProtocol::Off, Lang::En);
    let e = update(
        &mut t.guest,
        Input::Connected {
            role: Role::Viewer,
            side: None,
            name: None,
        },
        secs(0),
    );
    t.take_guest(e);
    t.deliver();
    t.host_types("e4");
    t.host_types("draw");
    assert!(
        t.host_heard
            .iter()
            .any(|l| l.contains("Answer accept or decline")),
        "{:?}",
        t.host_heard
    );
    assert_eq!(
        t.guest_heard.last().map(String::as_str),
        Some("White offers a draw.")
    );
}

#[test]
fn a_viewer_only_listens_and_the_arbiters_adjustment_reaches_both() {
    let mut t = Table::new(Role::Viewer, TableProtocol::Off, Lang::En);
    t.host_types("e4");
    assert_eq!(t.guest_heard.last().map(String::as_str), Some("Pawn e4"));
    t.guest_types("e5");
    assert_eq!(
        t.guest_heard.last().map(String::as_str),
        Some("A listener can only listen, not play.")
    );
    let mut t = Table::new(Role::Arbiter, TableProtocol::Off, Lang::En);
    t.guest_types("arbiter add black 5");
    assert!(
        t.host_heard
            .last()
            .is_some_and(|l| l.starts_with("Arbiter: five minutes added to Black")),
        "{:?}",
        t.host_heard
    );
    assert!(
        t.guest_heard
            .last()
            .is_some_and(|l| l.starts_with("Arbiter: five minutes added to Black")),
        "{:?}",
        t.guest_heard
    );
    let black = |s: &State| s.clock().map(|c| c.remaining(Color::Black, secs(100)));
    assert_eq!(black(&t.host), Some(secs(1200)));
    assert_eq!(black(&t.guest), Some(secs(1200)));
    t.same_game();
}

#[test]
fn the_opponents_board_confirms_the_announced_move() {
    let mut t = Table::new(Role::Opponent, TableProtocol::TwoBoards, Lang::En);
    t.host_types("Nf3");
    assert_eq!(
        t.guest_heard.last().map(String::as_str),
        Some("White announces Knight f3. Black, please confirm.")
    );
    assert!(t.host.game().moves().is_empty());
    // A repeat that differs is flagged on both boards, and nothing is completed.
    t.guest_types("Nh3");
    for heard in [&t.host_heard, &t.guest_heard] {
        assert!(
            heard
                .last()
                .is_some_and(|l| l.starts_with("Attention: Black repeats Knight h3")),
            "{heard:?}"
        );
    }
    assert!(t.host.game().moves().is_empty());
    // The same move repeated completes it.
    t.guest_types("Nf3");
    assert_eq!(t.host.game().moves().len(), 1);
    assert_eq!(t.guest_heard.last().map(String::as_str), Some("Knight f3"));
    t.same_game();
    assert_eq!(t.host.clock().map(|c| c.to_move()), Some(Color::Black));
}

#[test]
fn entries_are_applied_once_in_order_whatever_the_network_does() {
    let mut t = Table::new(Role::Opponent, TableProtocol::Off, Lang::En);
    t.host_types("e4");
    // The same entry again (a duplicate on the wire): ignored.
    let again = Input::Peer {
        id: 0,
        message: Message::Entry {
            seq: 1,
            entry: Box::new(t.host.log()[1].clone()),
        },
    };
    let e = update(&mut t.guest, again, secs(20));
    assert!(records(&e).is_empty() && spoken(&e).is_empty(), "{e:?}");
    t.same_game();
    // Entries lost on the way: the next one arrives first, the guest asks again.
    t.guest_types("e5");
    t.now += 5;
    let e = update(&mut t.host, Input::Line("Nf3".into()), secs(t.now));
    t.take_host(e);
    let e = update(&mut t.host, Input::Line("draw".into()), secs(t.now));
    t.take_host(e);
    let lost = t.to_guest.remove(0);
    assert!(matches!(lost, Message::Entry { seq: 3, .. }), "{lost:?}");
    t.deliver();
    t.same_game();
    assert_eq!(t.guest.game().moves().len(), 3);
    assert!(t.guest.game().pending_offer().is_some());
}

#[test]
fn a_request_sent_again_after_a_reconnection_is_decided_once() {
    let mut t = Table::new(Role::Opponent, TableProtocol::Off, Lang::En);
    t.host_types("e4");
    // The guest asks for e5; the connection drops before the answer arrives.
    t.now += 5;
    let e = update(&mut t.guest, Input::Line("e5".into()), secs(t.now));
    t.take_guest(e);
    let request = t.to_host.clone();
    t.deliver();
    let lost: Vec<Message> = std::mem::take(&mut t.to_guest);
    assert!(lost.is_empty(), "delivered already: {lost:?}");
    assert_eq!(t.host.game().moves().len(), 2);
    // Sent again: the host has decided it already and ignores it.
    t.to_host = request;
    t.deliver();
    assert_eq!(t.host.game().moves().len(), 2);
    t.same_game();
    // A reconnection sends a request that was lost again, and it is decided then.
    t.now += 5;
    let e = update(&mut t.guest, Input::Line("d6".into()), secs(t.now));
    t.take_guest(e);
    t.to_host.clear();
    let e = update(
        &mut t.guest,
        Input::Connected {
            role: Role::Opponent,
            side: Some(Color::Black),
            name: None,
        },
        secs(t.now),
    );
    t.take_guest(e);
    t.deliver();
    assert_eq!(t.host.game().moves().len(), 2, "White is to move: refused");
    t.host_types("Nf3");
    t.guest_types("d6");
    assert_eq!(t.host.game().moves().len(), 4);
    t.same_game();
}

#[test]
fn a_joined_board_says_when_its_clock_is_not_current() {
    let mut t = Table::new(Role::Opponent, TableProtocol::Off, Lang::En);
    t.host_types("e4");
    let e = update(
        &mut t.guest,
        Input::Net(rochade::app::core::NetNotice::Lost),
        secs(20),
    );
    assert_eq!(
        spoken(&e),
        ["The connection to the host is lost; rochade reconnects by itself."]
    );
    let e = update(&mut t.guest, Input::Line("clock".into()), secs(50));
    assert!(
        spoken(&e)[0].ends_with(
            "Attention: no contact with the host for thirty seconds; this is the last known state."
        ),
        "{e:?}"
    );
    let e = update(
        &mut t.guest,
        Input::Connected {
            role: Role::Opponent,
            side: Some(Color::Black),
            name: None,
        },
        secs(60),
    );
    t.take_guest(e);
    t.deliver();
    let e = update(&mut t.guest, Input::Line("clock".into()), secs(61));
    assert!(!spoken(&e)[0].contains("no contact"), "{e:?}");
}

#[test]
fn an_entry_that_does_not_fit_is_a_divergence_said_reported_and_mended() {
    let mut t = Table::new(Role::Opponent, TableProtocol::Off, Lang::En);
    t.host_types("e4");
    t.guest_types("e5");
    // An entry made in another position reaches the guest (its board differs).
    let mut bad = t.host.log()[2].clone();
    bad.before ^= 1;
    let e = update(
        &mut t.guest,
        Input::Peer {
            id: 0,
            message: Message::Entry {
                seq: 3,
                entry: Box::new(rochade::record::Entry {
                    ply: 2,
                    before: bad.after,
                    after: bad.before,
                    ..bad
                }),
            },
        },
        secs(40),
    );
    t.take_guest(e);
    assert!(
        t.guest_heard
            .iter()
            .any(|l| l.starts_with("Black reports that the boards differ")),
        "{:?}",
        t.guest_heard
    );
    t.deliver();
    // The host heard it too, and its clock stopped (D.2.9).
    assert!(
        t.host_heard
            .iter()
            .any(|l| l.starts_with("Black reports that the boards differ")),
        "{:?}",
        t.host_heard
    );
    assert!(matches!(
        t.host.clock().map(|c| c.status()),
        Some(rochade::clock::Status::Paused { .. })
    ));
    // The host compared the two scoresheets: they agree, the guest's board is corrected.
    assert!(
        t.host_heard
            .iter()
            .any(|l| l == "The scoresheets agree; the board that deviates is corrected after them."),
        "{:?}",
        t.host_heard
    );
    // The guest's record was taken again from the host's: the same game on both.
    t.same_game();
}

#[test]
fn scoresheets_that_differ_are_retraced_and_said_move_by_move() {
    use rochade::app::core::{Change, Intent, Origin, apply};
    use rochade::record::Actor;
    let mut t = Table::new(Role::Opponent, TableProtocol::Off, Lang::En);
    t.host_types("e4");
    t.guest_types("e5");
    t.host_types("Nf3");
    // The other board's scoresheet says 1. e4 c5 2. Nf3.
    let mut pos = shakmaty::Chess::default();
    let mut theirs = Vec::new();
    for uci in ["e2e4", "c7c5", "g1f3"] {
        let m = uci
            .parse::<shakmaty::uci::UciMove>()
            .ok()
            .and_then(|u| u.to_move(&pos).ok())
            .unwrap_or_else(|| panic!("{uci}"));
        shakmaty::Position::play_unchecked(&mut pos, m);
        theirs.push(rochade::intent::uci(m));
    }
    let e = apply(
        &mut t.host,
        Origin::Partner(Actor::Player(Color::Black)),
        Change::Intent(Intent::BoardsDiffer {
            by: Color::Black,
            theirs,
        }),
        secs(60),
    );
    let said = spoken(&e);
    assert_eq!(
        said.last().copied(),
        Some(
            "The scoresheets agree up to half-move 1. After that, here: Pawn e5, Knight f3. On the other board: Pawn c5, Knight f3."
        ),
        "{said:?}"
    );
    // The arbiter confirms the position after White's first move; the clocks wait for them.
    let e = update(
        &mut t.host,
        Input::Line("arbiter position white 1".into()),
        secs(70),
    );
    assert!(
        spoken(&e)[0].starts_with("Arbiter: the game continues after White's move one"),
        "{e:?}"
    );
    t.take_host(e);
    t.deliver();
    assert_eq!(t.host.game().moves().len(), 1);
    t.same_game();
}

#[test]
fn a_joined_boards_clock_is_set_back_by_the_connections_delay() {
    let mut t = Table::new(Role::Opponent, TableProtocol::Off, Lang::En);
    update(
        &mut t.guest,
        Input::Delay(std::time::Duration::from_millis(200)),
        secs(0),
    );
    t.host_types("e4");
    let black = |s: &State| s.clock().map(|c| c.remaining(Color::Black, secs(60)));
    // The entry left the host 200 ms before it arrived: Black's clock has run that much more.
    assert_eq!(
        black(&t.guest),
        black(&t.host).map(|d| d - std::time::Duration::from_millis(200))
    );
}

/// P12 between two boards: the joined board's player asks to take back their move; the host's
/// player is asked and answers, no and then yes. The move stands until the yes; the no is said
/// on both boards, each in its language.
#[test]
fn a_take_back_asked_on_the_joined_board_waits_for_the_hosts_player() {
    let mut t = Table::new(Role::Opponent, TableProtocol::Off, Lang::De);
    t.host_types("e4");
    t.guest_types("Bauer Eva fünf");
    t.guest_types("zurück");
    assert_eq!(
        t.host_heard.last().map(String::as_str),
        Some("Black asks to take back Pawn e5. White, do you agree? Say yes or no."),
        "{:?}",
        t.host_heard
    );
    assert_eq!(t.host.game().moves().len(), 2, "taken back without consent");
    t.same_game();
    t.host_types("no");
    assert_eq!(
        t.host_heard.last().map(String::as_str),
        Some("Not agreed: the move stands.")
    );
    assert_eq!(
        t.guest_heard.last().map(String::as_str),
        Some("Nicht einverstanden: Der Zug bleibt.")
    );
    assert_eq!(t.host.game().moves().len(), 2);
    t.same_game();
    // Asked again, and agreed: taken back on both boards.
    t.guest_types("zurück");
    assert_eq!(t.host.game().moves().len(), 2);
    t.host_types("yes");
    assert_eq!(t.host.game().moves().len(), 1);
    t.same_game();
    assert!(
        t.guest_heard
            .iter()
            .any(|l| l.starts_with("Zurückgenommen:")),
        "{:?}",
        t.guest_heard
    );
}

/// P12 between two boards: the host's player asks; the question is said on the joined board in
/// its language and answered there.
#[test]
fn a_take_back_asked_on_the_host_is_asked_on_the_opponents_board() {
    let mut t = Table::new(Role::Opponent, TableProtocol::Off, Lang::Ru);
    t.host_types("e4");
    t.host_types("undo");
    assert_eq!(
        t.host_heard.last().map(String::as_str),
        Some("Your opponent is asked to agree; the move stands until then.")
    );
    assert!(
        t.guest_heard.last().is_some_and(
            |l| l.starts_with("Белые просят вернуть ход") && l.ends_with("Да или нет.")
        ),
        "{:?}",
        t.guest_heard
    );
    assert_eq!(t.host.game().moves().len(), 1, "taken back without consent");
    t.guest_types("нет");
    assert_eq!(
        t.guest_heard.last().map(String::as_str),
        Some("Согласия нет: ход остаётся.")
    );
    assert_eq!(
        t.host_heard.last().map(String::as_str),
        Some("Not agreed: the move stands.")
    );
    assert_eq!(t.host.game().moves().len(), 1);
    t.same_game();
    // An answer with no question standing changes nothing.
    t.guest_types("да");
    assert_eq!(t.host.game().moves().len(), 1);
    t.host_types("undo");
    t.guest_types("да");
    assert!(t.host.game().moves().is_empty(), "{:?}", t.host_heard);
    t.same_game();
    assert!(
        t.guest_heard
            .iter()
            .any(|l| l.starts_with("Ход взят назад")),
        "{:?}",
        t.guest_heard
    );
}

/// Under an event profile the arbiter alone takes back, between two boards too: the player's
/// take-back is refused at once, nobody is asked.
#[test]
fn in_an_arbitrated_game_no_take_back_is_asked_of_the_opponent() {
    let rules = GameRules {
        arbitrated: true,
        ..GameRules::default()
    };
    let mut t = Table::with_rules(Role::Opponent, rules, Lang::En);
    t.host_types("e4");
    let heard = t.guest_heard.len();
    t.host_types("undo");
    assert_eq!(
        t.host_heard.last().map(String::as_str),
        Some("Only the arbiter may do that.")
    );
    assert_eq!(t.guest_heard.len(), heard, "{:?}", t.guest_heard);
    assert_eq!(t.host.game().moves().len(), 1);
}

/// An answer to a take-back nobody asked for is refused to the board that sent it, in its
/// language, and changes nothing; a move typed instead of an answer is a no, said on both.
#[test]
fn a_take_back_answer_without_a_question_changes_nothing_and_a_move_instead_is_a_no() {
    let mut t = Table::new(Role::Opponent, TableProtocol::Off, Lang::De);
    t.host_types("e4");
    t.guest_types("Bauer Eva fünf");
    let at = t.host.log().len() as u64;
    let e = update(
        &mut t.host,
        Input::Peer {
            id: GUEST,
            message: Message::Request {
                at,
                intent: Intent::TakeBackAnswer {
                    by: Color::Black,
                    accept: true,
                },
            },
        },
        secs(t.now),
    );
    t.take_host(e);
    t.deliver();
    assert_eq!(
        t.guest_heard.last().map(String::as_str),
        Some("Es wartet keine Zugrücknahme auf eine Antwort.")
    );
    assert_eq!(t.host.game().moves().len(), 2);
    t.same_game();
    // Asked, and answered with a move: the take-back is refused on both boards, the move made.
    t.guest_types("zurück");
    t.host_types("Nf3");
    assert!(
        t.host_heard
            .iter()
            .any(|l| l == "Not agreed: the move stands."),
        "{:?}",
        t.host_heard
    );
    assert!(
        t.guest_heard
            .iter()
            .any(|l| l == "Nicht einverstanden: Der Zug bleibt."),
        "{:?}",
        t.guest_heard
    );
    assert_eq!(t.host.game().moves().len(), 3);
    t.same_game();
}

/// One step of a game that records every kind of entry the core writes: typed on the host's
/// board (`true`) or the opponent's, and the kinds of entry it must record.
const EVERY_KIND: &[(bool, &str, &[&str])] = &[
    (true, "e4", &["announce"]),
    (false, "e4", &["move"]),
    (false, "e5", &["announce"]),
    (true, "d5", &["repeat_differs"]),
    (true, "e5", &["move"]),
    (true, "Nf3", &["announce"]),
    (true, "Nc3", &["announce"]),
    (false, "confirm", &["move"]),
    (true, "draw", &["offer"]),
    (false, "decline", &["answer"]),
    (false, "claim", &["claim", "adjustment"]),
    (true, "arbiter add white 1", &["adjustment"]),
    (true, "arbiter pause", &["adjustment"]),
    (true, "arbiter resume", &["pause"]),
    (false, "stop clock", &["adjustment"]),
    (true, "arbiter resume", &["pause"]),
    (false, "Nc6", &["announce"]),
    (true, "confirm", &["move"]),
    (
        true,
        "arbiter illegal black",
        &["take_back", "illegal", "adjustment"],
    ),
    (false, "Nc6", &["announce"]),
    (true, "confirm", &["move"]),
    (true, "Bb5", &["announce"]),
    (false, "confirm", &["move"]),
    (false, "boards differ", &["boards_differ", "adjustment"]),
    (true, "arbiter position white 2", &["reconciled"]),
    (true, "arbiter resume", &["pause"]),
    (true, "arbiter take back", &["take_back"]),
];

/// What the joined board's player types for `line`, in `lang`.
fn said_in(line: &'static str, lang: Lang) -> &'static str {
    let de = [
        ("e4", "Bauer Eva vier"),
        ("e5", "Bauer Eva fünf"),
        ("Nc6", "Springer Cesar sechs"),
        ("confirm", "bestätigt"),
        ("decline", "ablehnen"),
        ("claim", "reklamieren"),
        ("stop clock", "uhr anhalten"),
        ("boards differ", "abweichung"),
    ];
    match lang {
        Lang::De => de.iter().find(|(en, _)| *en == line).map_or(line, |p| p.1),
        _ => line,
    }
}

/// What the host's board and the joined board said in one step.
type Heard = (Vec<String>, Vec<String>);

/// The kind of a recorded entry, as its JSON names it.
fn kind(entry: &rochade::record::Entry) -> String {
    serde_json::to_value(&entry.event)
        .ok()
        .and_then(|v| v.get("type").and_then(|t| t.as_str().map(str::to_owned)))
        .unwrap_or_default()
}

/// Plays [`EVERY_KIND`] and a flag at the end; returns, step by step, what the host's board
/// and the joined board said.
fn every_kind_heard(lang: Lang) -> (Table, Vec<Heard>) {
    let mut t = Table::new(Role::Opponent, TableProtocol::TwoBoards, lang);
    let mut steps = Vec::new();
    for (on_host, line, kinds) in EVERY_KIND {
        let (h, g, l) = (t.host_heard.len(), t.guest_heard.len(), t.host.log().len());
        if *on_host {
            t.host_types(line);
        } else {
            t.guest_types(said_in(line, lang));
        }
        let recorded: Vec<String> = t.host.log()[l..].iter().map(kind).collect();
        assert_eq!(recorded, *kinds, "{line}: {:?}", &t.host_heard[h..]);
        t.same_game();
        steps.push((t.host_heard[h..].to_vec(), t.guest_heard[g..].to_vec()));
    }
    // The flag: the host's clock decides, and both boards say it.
    let (h, g) = (t.host_heard.len(), t.guest_heard.len());
    t.now += 3600;
    let e = update(&mut t.host, Input::Tick, secs(t.now));
    t.take_host(e);
    t.deliver();
    assert_eq!(t.host.log().last().map(kind).as_deref(), Some("flag_fall"));
    t.same_game();
    steps.push((t.host_heard[h..].to_vec(), t.guest_heard[g..].to_vec()));
    (t, steps)
}

#[test]
fn every_entry_is_said_alike_on_the_host_and_on_the_joined_board() {
    let (_, steps) = every_kind_heard(Lang::En);
    for (i, (host, guest)) in steps.iter().enumerate() {
        let line = EVERY_KIND.get(i).map_or("(flag)", |s| s.1);
        // The host also says what its own decisions add: the comparison of two scoresheets.
        let host: Vec<&String> = host
            .iter()
            .filter(|l| !l.starts_with("The scoresheets agree"))
            .collect();
        let guest: Vec<&String> = guest.iter().collect();
        assert_eq!(host, guest, "step {i}: {line}");
        assert!(!guest.is_empty(), "step {i}: {line}: nothing said");
    }
}

#[test]
fn every_ruling_is_said_on_the_joined_board_in_its_own_language() {
    let (_, en) = every_kind_heard(Lang::En);
    let (t, de) = every_kind_heard(Lang::De);
    for (i, ((en_host, en_guest), (de_host, de_guest))) in en.iter().zip(&de).enumerate() {
        let line = EVERY_KIND.get(i).map_or("(flag)", |s| s.1);
        // The host speaks English in both runs; the joined board says as much, in German.
        assert_eq!(en_host, de_host, "step {i}: {line}");
        assert_eq!(
            en_guest.len(),
            de_guest.len(),
            "step {i}: {line}: {de_guest:?}"
        );
        for (e, d) in en_guest.iter().zip(de_guest) {
            assert_ne!(e, d, "step {i}: {line}: not said in German");
        }
    }
    // The rulings of T7, by name: the same piece again, the squares to set right, the restart.
    let heard = t.guest_heard.join("\n");
    for said in ["mit derselben Figur", "7.5.1", "D.2.9", "6.12"] {
        assert!(heard.contains(said), "{said}: {heard}");
    }
}

#[test]
fn another_entry_at_a_number_already_held_is_a_divergence_and_a_duplicate_is_not() {
    let mut t = Table::new(Role::Opponent, TableProtocol::Off, Lang::En);
    t.host_types("e4");
    t.guest_types("e5");
    t.same_game();
    // The same entry again: nothing happens.
    let heard = t.guest_heard.len();
    let again = t.host.log()[2].clone();
    let e = update(
        &mut t.guest,
        Input::Peer {
            id: 0,
            message: Message::Entry {
                seq: 2,
                entry: Box::new(again),
            },
        },
        secs(t.now),
    );
    assert!(e.is_empty(), "{e:?}");
    assert_eq!(t.guest_heard.len(), heard);
    // A host that lost its last entry (a power cut before its flush) and went on otherwise
    // sends another entry under a number this board holds.
    let mut other = Table::new(Role::Opponent, TableProtocol::Off, Lang::En);
    other.host_types("e4");
    other.guest_types("d5");
    let changed = other.host.log()[2].clone();
    let e = update(
        &mut t.guest,
        Input::Peer {
            id: 0,
            message: Message::Entry {
                seq: 2,
                entry: Box::new(changed),
            },
        },
        secs(t.now),
    );
    assert!(
        spoken(&e).iter().any(|l| l.contains("boards differ")),
        "{:?}",
        spoken(&e)
    );
    assert!(
        e.iter().any(|x| matches!(
            x,
            Effect::Send {
                message: Message::Resend { from: 0 },
                ..
            }
        )),
        "{e:?}"
    );
    // The host's record is taken again, whole.
    t.take_guest(e);
    t.deliver();
    t.same_game();
}

#[test]
fn an_event_that_wants_the_arbiter_to_start_the_clock_waits_for_the_arbiter() {
    let rules = GameRules {
        arbiter_starts_clock: true,
        ..GameRules::default()
    };
    let mut t = Table::with_rules(Role::Opponent, rules, Lang::En);
    assert!(
        t.host_heard
            .iter()
            .any(|l| l.contains("The clock waits for the arbiter")),
        "{:?}",
        t.host_heard
    );
    // The opponent's board hears it too.
    assert!(
        t.guest_heard
            .iter()
            .any(|l| l.contains("The clock waits for the arbiter")),
        "{:?}",
        t.guest_heard
    );
    // The joined board cannot know both boards are there: it is not told so (language-3,
    // row 30).
    assert!(
        t.guest_heard.iter().all(|l| !l.contains("Both boards")),
        "{:?}",
        t.guest_heard
    );
    let white = |s: &State, at| s.clock().map(|c| c.remaining(Color::White, secs(at)));
    // Both boards are there, and no time passes.
    assert_eq!(white(&t.host, 0), white(&t.host, 300));
    assert_eq!(white(&t.guest, 0), white(&t.guest, 300));
    t.host_types("arbiter start");
    assert!(
        t.host_heard
            .last()
            .is_some_and(|l| l.starts_with("The arbiter starts the clock")),
        "{:?}",
        t.host_heard
    );
    let at = t.now;
    assert!(white(&t.host, at + 60) < white(&t.host, at));
    assert!(white(&t.guest, at + 60) < white(&t.guest, at));
    // Without the profile's key the opponent's board starts it, as before.
    let t = Table::new(Role::Opponent, TableProtocol::Off, Lang::En);
    assert!(
        t.host_heard
            .iter()
            .any(|l| l.starts_with("Both boards are here: the clock starts")),
        "{:?}",
        t.host_heard
    );
}

/// One step of a random two-board session: on which board, what kind, a parameter.
#[derive(Debug, Clone)]
struct Step {
    on_host: bool,
    kind: u8,
    param: u32,
}

fn steps() -> impl proptest::strategy::Strategy<Value = Vec<Step>> {
    use proptest::prelude::*;
    proptest::collection::vec(
        (any::<bool>(), 0u8..30, any::<u32>()).prop_map(|(on_host, kind, param)| Step {
            on_host,
            kind,
            param,
        }),
        1..40,
    )
}

/// The line a step types (English on both boards), or `None` for a tick of the clocks.
fn typed(t: &Table, step: &Step) -> Option<String> {
    let colour = if step.param.is_multiple_of(2) {
        "white"
    } else {
        "black"
    };
    Some(match step.kind {
        0..=13 => {
            let moves = shakmaty::Position::legal_moves(t.host.game().position());
            if moves.is_empty() {
                return None;
            }
            let m = moves[step.param as usize % moves.len()];
            shakmaty::uci::UciMove::from_standard(m).to_string()
        }
        14 => "draw".into(),
        15 => "decline".into(),
        16 => "accept".into(),
        17 => "claim".into(),
        18 => "take back".into(),
        19 => "yes".into(),
        20 => "no".into(),
        21 => format!("arbiter add {colour} 1"),
        22 => format!("arbiter illegal {colour}"),
        23 => "stop clock".into(),
        24 => "arbiter resume".into(),
        25 => "arbiter pause".into(),
        26 => "confirm".into(),
        27 => "resign".into(),
        _ => return None,
    })
}

/// Whether `part` is `whole` with some lines left out, in the same order.
fn in_order_within(part: &[&String], whole: &[&String]) -> bool {
    let mut rest = whole.iter();
    part.iter().all(|p| rest.any(|w| w == p))
}

/// Lines only the board where a decision was asked for says: questions, and the comparison
/// of two scoresheets.
fn asked_here(line: &str) -> bool {
    line.ends_with('?')
        || line.contains("yes or no")
        || line.starts_with("The scoresheets agree")
        // A question left unanswered, dropped by the next line typed.
        || [
            "Change dropped, nothing changed.",
            "Not resigned; the game goes on.",
            "No new game.",
            // The answer to a take-back this board asked of the other.
            "Not agreed: the move stands.",
        ]
        .iter()
        .any(|dropped| line.starts_with(dropped))
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 200, ..Default::default() })]

    /// Whatever is asked for on whichever board, both boards hold the same record, and every
    /// entry recorded is said alike on both (the one narrator).
    #[test]
    fn intents_from_either_board_give_one_record_said_alike(steps in steps(), confirm in proptest::prelude::any::<bool>()) {
        let protocol = if confirm { TableProtocol::TwoBoards } else { TableProtocol::Off };
        let mut t = Table::new(Role::Opponent, protocol, Lang::En);
        for step in &steps {
            let (h, g, l) = (t.host_heard.len(), t.guest_heard.len(), t.host.log().len());
            match typed(&t, step) {
                Some(line) if step.on_host => t.host_types(&line),
                Some(line) => t.guest_types(&line),
                None => {
                    t.now += u64::from(step.param % 900);
                    let e = update(&mut t.host, Input::Tick, secs(t.now));
                    t.take_host(e);
                    let e = update(&mut t.guest, Input::Tick, secs(t.now));
                    t.take_guest(e);
                    t.deliver();
                }
            }
            t.same_game();
            if t.host.log().len() > l {
                let host: Vec<&String> = t.host_heard[h..].iter().filter(|l| !asked_here(l)).collect();
                // The host's refusals of the guest's requests are said to the guest only.
                let guest: Vec<&String> = t.guest_heard[g..]
                    .iter()
                    .filter(|l| !asked_here(l) && !t.refused.contains(l))
                    .collect();
                // The board where the line was typed may also say what the other cannot know
                // (a refusal, a question dropped, its own clock's alert); everything said on
                // the other board is said there too, in the same order.
                let (typed_on, other) = if step.on_host { (&host, &guest) } else { (&guest, &host) };
                proptest::prop_assert!(
                    in_order_within(other, typed_on),
                    "{:?}: host {:?}, guest {:?}", step, host, guest
                );
                proptest::prop_assert!(!other.is_empty() || typed_on.is_empty(), "{:?}: {:?}", step, typed_on);
            }
        }
        // The host's record replayed as a journal is read back (`--resume`) to the same game
        // on a third board: position, scoresheet and record.
        let log = t.host.log();
        let start = t.host.sheet().start().clone();
        let replayed = State::resumed(Lang::En, Color::White, &start, &log[1..], None);
        proptest::prop_assert_eq!(replayed.log(), log);
        proptest::prop_assert_eq!(replayed.sheet().rows(), t.host.sheet().rows());
        proptest::prop_assert_eq!(replayed.game().position(), t.host.game().position());
    }
}

#[test]
fn the_arbiter_on_a_joined_board_starts_a_clock_that_waits() {
    // Only the arbiter's board is there: the clock waits, and the arbiter starts it.
    let mut t = Table::new(Role::Arbiter, TableProtocol::Off, Lang::En);
    let white = |s: &State, at| s.clock().map(|c| c.remaining(Color::White, secs(at)));
    assert_eq!(white(&t.host, 0), white(&t.host, 300));
    t.guest_types("arbiter start");
    assert!(
        t.host_heard
            .last()
            .is_some_and(|l| l.starts_with("The arbiter starts the clock")),
        "{:?}",
        t.host_heard
    );
    assert!(
        !t.guest_heard
            .iter()
            .any(|l| l.starts_with("The arbiter starts the clock")),
        "not a refusal: {:?}",
        t.guest_heard
    );
    // The arbiter's board hears that the clock starts, not that both boards are here (only
    // the host's and the arbiter's are; language-3, R3).
    assert!(
        t.guest_heard
            .iter()
            .any(|l| l.starts_with("The clock starts. White's clock is running.")),
        "{:?}",
        t.guest_heard
    );
    assert!(
        !t.guest_heard.iter().any(|l| l.contains("Both boards")),
        "{:?}",
        t.guest_heard
    );
    let at = t.now;
    assert!(white(&t.host, at + 60) < white(&t.host, at));
    assert!(white(&t.guest, at + 60) < white(&t.guest, at));
}

#[test]
fn a_report_that_the_boards_differ_is_taken_whatever_the_numbers() {
    let mut t = Table::new(Role::Opponent, TableProtocol::Off, Lang::En);
    t.host_types("e4");
    t.guest_types("e5");
    t.host_types("Nf3");
    let len = t.host.log().len() as u64;
    // Made with more entries than the host has (the host lost some), and with fewer (the
    // host went on meanwhile): recorded both times, and the host's clock stops.
    for at in [len + 2, 1] {
        let e = update(
            &mut t.host,
            Input::Peer {
                id: GUEST,
                message: Message::Request {
                    at,
                    intent: Intent::BoardsDiffer {
                        by: Color::Black,
                        theirs: Vec::new(),
                    },
                },
            },
            secs(t.now),
        );
        assert!(
            records(&e)
                .iter()
                .any(|r| matches!(r, rochade::scoresheet::Event::BoardsDiffer { .. })),
            "at {at}: {e:?}"
        );
        t.take_host(e);
        t.deliver();
        t.host_types("arbiter resume");
    }
}

#[test]
fn after_the_boards_differed_the_joined_board_takes_the_game_in_quietly_and_asks_once() {
    let mut t = Table::new(Role::Opponent, TableProtocol::Off, Lang::En);
    t.play(&[(true, "e4"), (false, "e5"), (true, "Nf3"), (false, "Nc6")]);
    // The host lost all after 1. e4 (a power cut before its flush) and the game went on
    // otherwise there: 1... d5 2. Nc3 Nf6.
    let mut other = Table::new(Role::Opponent, TableProtocol::Off, Lang::En);
    other.play(&[(true, "e4"), (false, "d5"), (true, "Nc3"), (false, "Nf6")]);
    t.host = other.host.clone();
    let heard = t.guest_heard.len();
    // Its entries 2 to 4 arrive (sent again after a reconnection, say).
    let mut asked = 0;
    for seq in 2..5 {
        let entry = t.host.log()[seq].clone();
        let e = update(
            &mut t.guest,
            Input::Peer {
                id: 0,
                message: Message::Entry {
                    seq: seq as u64,
                    entry: Box::new(entry),
                },
            },
            secs(t.now),
        );
        asked += e
            .iter()
            .filter(|x| {
                matches!(
                    x,
                    Effect::Send {
                        message: Message::Resend { .. },
                        ..
                    }
                )
            })
            .count();
        t.take_guest(e);
    }
    assert_eq!(asked, 1, "one request for the host's record");
    t.deliver();
    t.same_game();
    // Said: that the boards differ, where the game stands where the records agree, and the
    // host's moves from there on; not the moves both boards agree on again.
    let said = &t.guest_heard[heard..];
    assert!(said.iter().any(|l| l.contains("boards differ")), "{said:?}");
    assert!(
        said.iter()
            .any(|l| l.starts_with("Back in the game after move one")),
        "{said:?}"
    );
    for moved in ["Pawn d5", "Knight c3", "Knight f6"] {
        assert!(said.iter().any(|l| l == moved), "{moved}: {said:?}");
    }
    assert!(!said.iter().any(|l| l == "Pawn e4"), "{said:?}");
}

/// The arbiter's board, joined before the opponent's, is not told "both boards are here"
/// (language-3, row 30): where the event wants the arbiter to start the clock, it is told the
/// start is theirs once the players' boards are connected; the host, with no opponent yet,
/// says nothing of a start.
#[test]
fn the_arbiters_board_joined_alone_is_not_told_both_boards_are_here() {
    let rules = GameRules {
        arbiter_starts_clock: true,
        ..GameRules::default()
    };
    for (lang, told) in [
        (
            Lang::En,
            "The clock waits for you: once both players' boards are connected, start it with the words arbiter start.",
        ),
        (
            Lang::De,
            "Die Uhr wartet auf Sie: Sobald die Bretter beider Spieler verbunden sind, starten Sie sie mit den Worten schiedsrichter start.",
        ),
    ] {
        let t = Table::joined(Role::Arbiter, rules, lang, true);
        assert!(
            t.guest_heard.iter().any(|l| l == told),
            "{lang}: {:?}",
            t.guest_heard
        );
        for l in t.guest_heard.iter().chain(&t.host_heard) {
            assert!(
                !l.contains("Both boards") && !l.contains("Beide Bretter"),
                "{lang}: {l}"
            );
        }
    }
}

/// The joined board announces again the move it announced: "That is the move already
/// announced" is said on that board, which typed it, and not on the host's, whose player did
/// nothing (it was said on the host only; found by `intents_from_either_board_give_one_record_said_alike`).
#[test]
fn the_same_move_announced_again_is_answered_on_the_board_that_typed_it() {
    let mut t = Table::new(Role::Opponent, TableProtocol::TwoBoards, Lang::En);
    t.host_types("e4");
    t.guest_types("confirm");
    t.guest_types("e5");
    let (h, g) = (t.host_heard.len(), t.guest_heard.len());
    let entries = t.host.log().len();
    t.guest_types("e5");
    assert_eq!(t.host.log().len(), entries, "nothing recorded");
    assert!(
        t.host_heard[h..].is_empty(),
        "said on the host: {:?}",
        &t.host_heard[h..]
    );
    assert_eq!(
        t.guest_heard[g..],
        ["That is the move already announced: Pawn e5."],
        "{:?}",
        t.guest_heard
    );
}

/// A move heard by voice and said back on the joined board is played on a yes only in the
/// game it was heard in: an entry from the host meanwhile (an arbiter's change) leaves it
/// unplayed, and the player announces again.
#[test]
fn a_move_said_back_before_the_host_changed_the_game_is_not_played_on_a_yes() {
    let mut t = Table::new(Role::Opponent, TableProtocol::Off, Lang::De);
    t.guest.set_voice_input(true);
    t.host_types("e4");
    let g8f6 = "g8f6"
        .parse::<shakmaty::uci::UciMove>()
        .unwrap_or_else(|e| panic!("{e}"));
    t.now += 5;
    let e = update(
        &mut t.guest,
        Input::Voice(rochade::app::core::Voiced::Move(g8f6)),
        secs(t.now),
    );
    t.take_guest(e);
    assert!(
        t.guest_heard
            .last()
            .is_some_and(|l| l.ends_with("Ja oder nein.")),
        "{:?}",
        t.guest_heard
    );
    // The arbiter at the host gives Black two minutes: the entry reaches the joined board.
    let before = t.guest.log().len();
    t.host_types("arbiter add black 2");
    assert!(t.guest.log().len() > before, "{:?}", t.host_heard);
    t.guest_types("ja");
    assert_eq!(t.host.game().moves().len(), 1, "{:?}", t.guest_heard);
    assert_eq!(
        t.guest_heard.last().map(String::as_str),
        Some(rochade::i18n::msg::voice_repeat(Lang::De).as_str())
    );
}
