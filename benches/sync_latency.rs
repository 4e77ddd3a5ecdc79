//! Two boards over loopback: the time from a move applied on the hosting board to the move
//! being spoken on the joined board (its Speak effect), through the real network adapter
//! (pairing, the encrypted channel, the message codec, both cores). No human confirmation.
//!
//! With `ROCHADE_BENCH_ROLE=opponent` the joined board plays Black: each of its moves is a
//! request the host decides, and the time runs from the line typed at the joined board to the
//! move spoken there.
//!
//! Prints the median and the 99th percentile of `ROCHADE_BENCH_MOVES` moves (default 2,000)
//! after a warm-up, and the medians of the first and the last tenth of the moves. Targets:
//! under 2 ms at the 99th percentile, and a p99 over 8,000 moves at most 1.3 times that over
//! 500.

use std::sync::Arc;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use rochade::Lang;
use rochade::app::core::{Effect, Event, Link, Options, State, update};
use rochade::app::link::{self, Hello, Keys, Links};
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
    // `ROCHADE_BENCH_ROLE=opponent`: the joined board plays Black, asking the host for every
    // move of its own; otherwise it is a viewer and the host plays both sides.
    let opponent = std::env::var("ROCHADE_BENCH_ROLE").is_ok_and(|r| r == "opponent");
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
    let host_links = Links::default();
    let guest_links = Links::default();
    link::host(
        listener,
        host_keys,
        code,
        Color::White,
        "bench".into(),
        host_links.clone(),
        host_tx,
    );
    link::join(
        addr,
        guest_keys,
        Some(code),
        Hello {
            role: if opponent {
                Role::Opponent
            } else {
                Role::Viewer
            },
            side: opponent.then_some(Color::Black),
            name: None,
            lang: Lang::En,
        },
        guest_links.clone(),
        guest_tx,
    );
    let t0 = Instant::now();
    let now = || t0.elapsed();
    let send = |links: &Links, effects: &[Effect]| {
        for e in effects {
            if let Effect::Send { to, message } = e {
                links.send(*to, message.clone());
            }
        }
    };
    let e = update(&mut host, Event::Start, now());
    send(&host_links, &e);
    // The viewer joins; the host sends it the game so far.
    loop {
        let ev = host_rx
            .recv_timeout(Duration::from_secs(10))
            .unwrap_or_else(|e| panic!("no peer: {e}"));
        let joined = matches!(ev, Event::PeerJoined(_));
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
    let cycle = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let warm_up = 200;
    let mut times = Vec::with_capacity(moves);
    for i in 0..warm_up + moves {
        let started = Instant::now();
        if opponent && i % 2 == 1 {
            // The joined board's move: asked of the host, which decides and sends the entry.
            let e = update(&mut guest, Event::Line(cycle[i % 4].into()), now());
            send(&guest_links, &e);
            loop {
                let ev = host_rx
                    .recv_timeout(Duration::from_secs(10))
                    .unwrap_or_else(|e| panic!("request {i} not received: {e}"));
                let asked = matches!(ev, Event::PeerRequest { .. });
                let e = update(&mut host, ev, now());
                send(&host_links, &e);
                if asked {
                    break;
                }
            }
        } else {
            let e = update(&mut host, Event::Line(cycle[i % 4].into()), now());
            send(&host_links, &e);
        }
        loop {
            let ev = guest_rx
                .recv_timeout(Duration::from_secs(10))
                .unwrap_or_else(|e| panic!("move {i} not received: {e}"));
            let e = update(&mut guest, ev, now());
            send(&guest_links, &e);
            if e.iter().any(|x| matches!(x, Effect::Speak { .. })) {
                break;
            }
        }
        if i >= warm_up {
            times.push(started.elapsed());
        }
    }
    // The cost of a move late in the game against one early in it: the same when the cost
    // per move does not grow with the game.
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
        "sync_latency: {} moves host -> spoken on the joined board: median {:?}, p99 {:?}, max {:?}",
        times.len(),
        at(0.5),
        at(0.99),
        times[times.len() - 1]
    );
    println!(
        "sync_latency: median of the first tenth of the moves {early:?}, of the last tenth {late:?}"
    );
}
