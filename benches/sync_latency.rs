//! Two boards over loopback sockets, both directions: the time from a move typed on the
//! hosting board to the move recorded and announced on the joined board, and from a move typed
//! on the joined board (a request to the host) to the move recorded and announced on the
//! host, through the real network adapter (pairing, the encrypted channel, the message codec,
//! both cores). No human confirmation.
//!
//! Prints the median and the 99th percentile of `ROCHADE_BENCH_MOVES` moves (default 2,000,
//! half each way) after a warm-up. Target: p99 under 5 ms each way.

use std::sync::Arc;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use rochade::Lang;
use rochade::app::core::{Effect, Input, Link, Options, State, update};
use rochade::app::link::{self, Hello, Keys, Links};
use rochade::app::pairings::Pairings;
use rochade::game::{Game, GameRules};
use rochade::net::pairing::PairingCode;
use rochade::record::Role;
use rochade::rules::Edition;
use shakmaty::Color;

fn main() {
    let moves: usize = std::env::var("ROCHADE_BENCH_MOVES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2_000);
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let (host_dir, guest_dir) = (dir.path().join("host"), dir.path().join("guest"));
    let host_keys = Arc::new(Keys::open(&host_dir).unwrap_or_else(|e| panic!("{e}")));
    let guest_keys = Arc::new(Keys::open(&guest_dir).unwrap_or_else(|e| panic!("{e}")));
    // The 2009 Laws have no automatic draw: the knights can go back and forth for ever.
    let rules = GameRules {
        edition: Edition::Fide2009,
        ..GameRules::default()
    };
    let mut host = State::new(Options {
        lang: Lang::En,
        game: Game::with_rules(shakmaty::Chess::default(), rules),
        id: "bench".into(),
        ..Options::default()
    });
    host.set_link(Link::Host);
    let mut guest = State::new(Options {
        lang: Lang::En,
        ..Options::default()
    });
    guest.set_link(Link::Joined);

    let (host_tx, host_rx) = mpsc::channel();
    let (guest_tx, guest_rx) = mpsc::channel();
    let listener = link::listen([127, 0, 0, 1].into(), 0).unwrap_or_else(|e| panic!("{e}"));
    let addr = listener.local_addr().unwrap_or_else(|e| panic!("{e}"));
    let code = PairingCode::from_bits(0x00ab_cdef);
    let host_links = Links::hosting(
        Arc::new(Pairings::in_memory()),
        "bench".into(),
        host_tx.clone(),
    );
    let guest_links = Links::default();
    link::host(
        listener,
        host_keys,
        code,
        Color::White,
        host_links.clone(),
        host_tx,
    );
    link::join(
        addr,
        guest_keys,
        Some(code),
        Hello {
            role: Role::Opponent,
            side: Some(Color::Black),
            name: None,
            lang: Lang::En,
            ask: true,
        },
        guest_links.clone(),
        guest_tx,
    );
    let t0 = Instant::now();
    let now = || t0.elapsed();
    let send = |links: &Links, effects: &[Effect]| {
        for e in effects {
            match e {
                Effect::Send { to, message } => links.send(*to, message.clone()),
                Effect::Record(recorded) => links.publish(recorded),
                _ => {}
            }
        }
    };
    let e = update(&mut host, Input::Start, now());
    send(&host_links, &e);
    // The opponent joins; the host sends it the game so far.
    loop {
        let ev = host_rx
            .recv_timeout(Duration::from_secs(10))
            .unwrap_or_else(|e| panic!("no peer: {e}"));
        let joined = matches!(ev, Input::PeerJoined(_));
        let e = update(&mut host, ev, now());
        send(&host_links, &e);
        if joined {
            break;
        }
    }
    // Until the guest has the start.
    while guest.log().is_empty() {
        let ev = guest_rx
            .recv_timeout(Duration::from_secs(10))
            .unwrap_or_else(|e| panic!("nothing from the host: {e}"));
        let e = update(&mut guest, ev, now());
        send(&guest_links, &e);
    }
    // Events of one board until one of them makes it speak a move (its log grows).
    let until_move = |state: &mut State, rx: &mpsc::Receiver<Input>, links: &Links, i: usize| {
        let had = state.log().len();
        while state.log().len() == had {
            let ev = rx
                .recv_timeout(Duration::from_secs(10))
                .unwrap_or_else(|e| panic!("move {i} not received: {e}"));
            let e = update(state, ev, now());
            send(links, &e);
        }
    };
    // White's knight on the host's board, Black's on the joined board, back and forth.
    let cycle = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let warm_up = 200;
    let mut to_join = Vec::with_capacity(moves / 2);
    let mut to_host = Vec::with_capacity(moves / 2);
    for i in 0..warm_up + moves {
        let started = Instant::now();
        if i % 2 == 0 {
            let e = update(&mut host, Input::Line(cycle[i % 4].into()), now());
            send(&host_links, &e);
            until_move(&mut guest, &guest_rx, &guest_links, i);
            if i >= warm_up {
                to_join.push(started.elapsed());
            }
        } else {
            let e = update(&mut guest, Input::Line(cycle[i % 4].into()), now());
            send(&guest_links, &e);
            until_move(&mut host, &host_rx, &host_links, i);
            if i >= warm_up {
                to_host.push(started.elapsed());
            }
            // The host's entry back on the joined board before the next move.
            until_move(&mut guest, &guest_rx, &guest_links, i);
        }
    }
    for (what, times) in [
        ("host -> announced on the joined board", &mut to_join),
        ("joined board -> announced on the host", &mut to_host),
    ] {
        // The cost of a move late in the game against one early in it: the same when the
        // cost per move does not grow with the game.
        let window = (times.len() / 10).max(1);
        let median_of = |part: &[Duration]| {
            let mut part = part.to_vec();
            part.sort();
            part[part.len() / 2]
        };
        let (early, late) = (
            median_of(&times[..window]),
            median_of(&times[times.len() - window..]),
        );
        times.sort();
        let at = |q: f64| times[((times.len() as f64 * q) as usize).min(times.len() - 1)];
        println!(
            "sync_latency: {} moves {what}: median {:?}, p99 {:?}, max {:?}",
            times.len(),
            at(0.5),
            at(0.99),
            times[times.len() - 1]
        );
        println!(
            "sync_latency: {what}: median of the first tenth of the moves {early:?}, of the last tenth {late:?}"
        );
    }
}
