//! The fault-injecting proxy (tests/common/proxy.rs) on its own, and the secure channel
//! through it.

#[path = "common/proxy.rs"]
mod proxy;

use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::thread;
use std::time::{Duration, Instant};

use proxy::{Config, Direction, Event, Fault, Faults, Proxy};
use rochade::net::frame::{self, FrameError};
use rochade::net::pairing::PairingCode;
use rochade::net::secure::{self, SecureError, StaticKey};

const TIMEOUT: Duration = Duration::from_secs(10);

/// A target that sends every frame back, for `connections` connections, then ends.
fn echo(connections: usize) -> (SocketAddr, thread::JoinHandle<()>) {
    let l = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = l.local_addr().unwrap();
    let t = thread::spawn(move || {
        for _ in 0..connections {
            let Ok((mut s, _)) = l.accept() else { return };
            s.set_read_timeout(Some(TIMEOUT)).unwrap();
            while let Ok(f) = frame::read_frame(&mut s) {
                if frame::write_frame(&mut s, &f).is_err() {
                    break;
                }
            }
            let _ = s.shutdown(Shutdown::Write);
        }
    });
    (addr, t)
}

fn client(addr: SocketAddr) -> TcpStream {
    let s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(TIMEOUT)).unwrap();
    s
}

fn payloads(n: usize) -> Vec<Vec<u8>> {
    (0..n)
        .map(|i| {
            if i == 7 {
                vec![0x5A; frame::MAX_FRAME]
            } else {
                format!("frame {i}").into_bytes()
            }
        })
        .collect()
}

/// Sends `sent` through a proxy to an echo target, closes its sending side, and reads back
/// everything until the end: what came back, and the proxy's log.
fn round(config: Config, sent: &[Vec<u8>]) -> (Vec<Vec<u8>>, Vec<Event>, bool) {
    let (target, echo) = echo(1);
    let p = Proxy::start(target, config).unwrap();
    let mut c = client(p.addr());
    let back = thread::scope(|s| {
        let mut r = c.try_clone().unwrap();
        let reader = s.spawn(move || {
            let mut back = Vec::new();
            let clean = loop {
                match frame::read_frame(&mut r) {
                    Ok(f) => back.push(f),
                    Err(FrameError::Closed) => break true,
                    Err(_) => break false,
                }
            };
            (back, clean)
        });
        for f in sent {
            if frame::write_frame(&mut c, f).is_err() {
                break;
            }
        }
        let _ = c.shutdown(Shutdown::Write);
        reader.join().unwrap()
    });
    let log = p.finish();
    echo.join().unwrap();
    (back.0, log, back.1)
}

/// What a direction of the proxy should deliver for its log: the model of the faults.
fn model(frames: &[Vec<u8>], log: &[Event], dir: Direction) -> Vec<Vec<u8>> {
    let faults: Vec<Fault> = log.iter().filter(|e| e.1 == dir).map(|e| e.3).collect();
    assert_eq!(faults.len(), frames.len(), "one decision per frame");
    let mut out = Vec::new();
    let mut held = None;
    for (f, fault) in frames.iter().zip(faults) {
        match fault {
            Fault::Pass | Fault::Delay(_) => {
                out.push(f.clone());
                out.extend(held.take());
            }
            Fault::Duplicate => {
                out.push(f.clone());
                out.push(f.clone());
                out.extend(held.take());
            }
            Fault::Drop => out.extend(held.take()),
            Fault::Reorder => out.extend(held.replace(f.clone())),
            Fault::Cut => unreachable!("no cuts in this test"),
        }
    }
    out.extend(held);
    out
}

#[test]
fn without_faults_everything_passes_in_order() {
    let sent = payloads(100);
    let (back, log, clean) = round(Config::new(1), &sent);
    assert!(clean);
    assert_eq!(back, sent);
    assert_eq!(log.len(), 200);
    assert!(log.iter().all(|e| e.3 == Fault::Pass));
}

fn noisy(seed: u64) -> Config {
    Config {
        faults: Faults {
            drop: 0.1,
            duplicate: 0.1,
            delay: 0.05,
            delay_max: Duration::from_millis(5),
            reorder: 0.1,
            cut: 0.0,
        },
        ..Config::new(seed)
    }
}

#[test]
fn the_same_seed_gives_the_same_faults_and_they_are_the_ones_logged() {
    let sent = payloads(120);
    let (back_a, log_a, _) = round(noisy(7), &sent);
    let (back_b, log_b, _) = round(noisy(7), &sent);
    assert_eq!(log_a, log_b);
    assert_eq!(back_a, back_b);
    let (_, log_c, _) = round(noisy(8), &sent);
    assert_ne!(log_a, log_c, "another seed, other faults");
    for fault in [Fault::Drop, Fault::Duplicate, Fault::Reorder] {
        assert!(log_a.iter().any(|e| e.3 == fault), "{fault:?} happened");
    }
    // What came back is exactly what the logged faults make of what was sent, both ways.
    let at_target = model(&sent, &log_a, Direction::ToTarget);
    assert_eq!(back_a, model(&at_target, &log_a, Direction::ToClient));
}

#[test]
fn a_cut_closes_the_connection_where_the_log_says() {
    let config = Config {
        faults: Faults {
            cut: 1.0,
            ..Faults::NONE
        },
        clean_prefix: 3,
        ..Config::new(3)
    };
    let (back, log, _) = round(config, &payloads(10));
    assert!(back.len() <= 3);
    assert!(log.contains(&(0, Direction::ToTarget, 3, Fault::Cut)));
}

#[test]
fn the_proxy_stops_by_itself() {
    let (target, echo) = echo(1);
    let config = Config {
        lifetime: Duration::from_millis(300),
        ..Config::new(4)
    };
    let started = Instant::now();
    let p = Proxy::start(target, config).unwrap();
    let mut c = client(p.addr());
    frame::write_frame(&mut c, b"ping").unwrap();
    assert_eq!(frame::read_frame(&mut c).unwrap(), b"ping");
    // Nothing more is sent: the proxy closes the connection at its deadline.
    assert!(frame::read_frame(&mut c).is_err());
    assert!(started.elapsed() < Duration::from_secs(5));
    let log = p.finish();
    assert_eq!(log.len(), 2);
    echo.join().unwrap();
}

/// Pairs through a proxy with `config`; the joiner then sends `n` messages; returns what the
/// host's channel made of each frame, and the proxy's log.
fn secure_through(config: Config, n: usize) -> (Vec<Result<Vec<u8>, SecureError>>, Vec<Event>) {
    let l = TcpListener::bind("127.0.0.1:0").unwrap();
    let p = Proxy::start(l.local_addr().unwrap(), config).unwrap();
    let code: PairingCode = "h8g6f4e2".parse().unwrap();
    let (hk, jk) = (
        StaticKey::generate().unwrap(),
        StaticKey::generate().unwrap(),
    );
    let results = thread::scope(|s| {
        let host = s.spawn(|| {
            let (stream, _) = l.accept().unwrap();
            stream
                .set_read_timeout(Some(Duration::from_secs(2)))
                .unwrap();
            let (mut ch, _) = secure::pair_as_host(stream, &code, &hk).unwrap();
            let mut got = Vec::new();
            loop {
                let r = ch.recv();
                let end = matches!(&r, Err(e) if e.is_connection_failure());
                got.push(r);
                if end {
                    break got;
                }
            }
        });
        let (mut ch, _) = secure::pair_as_joiner(client(p.addr()), &code, &jk).unwrap();
        for i in 0..n {
            if ch.send(format!("Zug {i}").as_bytes()).is_err() {
                break;
            }
        }
        ch.get_ref().shutdown(Shutdown::Write).unwrap();
        host.join().unwrap()
    });
    (results, p.finish())
}

/// Frames of a pairing, joiner to host: hello, SPAKE2, two Noise handshake messages.
const HANDSHAKE_FRAMES: usize = 4;

#[test]
fn through_duplicating_faults_each_message_arrives_once_and_duplicates_are_refused() {
    let config = Config {
        faults: Faults {
            duplicate: 0.3,
            ..Faults::NONE
        },
        clean_prefix: HANDSHAKE_FRAMES,
        ..Config::new(11)
    };
    let (results, log) = secure_through(config, 60);
    let received: Vec<Vec<u8>> = results
        .iter()
        .filter_map(|r| r.as_ref().ok().cloned())
        .collect();
    let expected: Vec<Vec<u8>> = (0..60).map(|i| format!("Zug {i}").into_bytes()).collect();
    assert_eq!(received, expected, "every message once, in order");
    let forged = results
        .iter()
        .filter(|r| matches!(r, Err(SecureError::Forged)))
        .count();
    let duplicated = log
        .iter()
        .filter(|e| e.1 == Direction::ToTarget && e.3 == Fault::Duplicate)
        .count();
    assert!(duplicated > 0);
    assert_eq!(forged, duplicated, "each duplicate refused");
    // And the end of the connection is a connection failure, not a forgery.
    assert!(
        results
            .last()
            .unwrap()
            .as_ref()
            .unwrap_err()
            .is_connection_failure()
    );
}

#[test]
fn a_lost_frame_leaves_the_rest_unreadable_and_a_cut_is_a_connection_failure() {
    // Frames lost now and then: after the first loss every later frame is refused (the
    // boards must reconnect and resend from the journal).
    let config = Config {
        faults: Faults {
            drop: 0.3,
            ..Faults::NONE
        },
        clean_prefix: HANDSHAKE_FRAMES,
        ..Config::new(12)
    };
    let (results, log) = secure_through(config, 20);
    let faults: Vec<Fault> = log
        .iter()
        .filter(|e| e.1 == Direction::ToTarget && e.2 >= HANDSHAKE_FRAMES)
        .map(|e| e.3)
        .collect();
    let first_loss = faults.iter().position(|f| *f == Fault::Drop).unwrap();
    let delivered_after = faults[first_loss..]
        .iter()
        .filter(|f| **f == Fault::Pass)
        .count();
    assert!(
        delivered_after > 0,
        "this seed delivers frames after the loss"
    );
    let (last, before_last) = results.split_last().unwrap();
    assert!(last.as_ref().unwrap_err().is_connection_failure());
    let expected: Vec<Vec<u8>> = (0..first_loss)
        .map(|i| format!("Zug {i}").into_bytes())
        .collect();
    let oks: Vec<Vec<u8>> = before_last
        .iter()
        .filter_map(|r| r.as_ref().ok().cloned())
        .collect();
    assert_eq!(oks, expected);
    assert_eq!(
        before_last[first_loss..]
            .iter()
            .filter(|r| matches!(r, Err(SecureError::Forged)))
            .count(),
        delivered_after
    );
    // A cut.
    let config = Config {
        faults: Faults {
            cut: 1.0,
            ..Faults::NONE
        },
        clean_prefix: HANDSHAKE_FRAMES + 1,
        ..Config::new(13)
    };
    let (results, log) = secure_through(config, 5);
    assert_eq!(results.len(), 2, "one message, then the cut");
    assert!(results[0].is_ok());
    assert!(results[1].as_ref().unwrap_err().is_connection_failure());
    assert!(log.iter().any(|e| e.3 == Fault::Cut));
}
