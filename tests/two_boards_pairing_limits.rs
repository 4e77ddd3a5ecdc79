//! Pairing that cannot be brute-forced, against a real host process over 127.0.0.1 (table
//! trial T4, T5): guesses made on many connections at once are counted when they start, at
//! most 3 in a window, and the joiner is told in its language that pairing is locked and for
//! how long; slow connections hold at most the handshake cap of threads, each for a deadline;
//! out of descriptors the host does not spin; a duplicated frame is ignored (T9).

mod common;
#[path = "common/proxy.rs"]
mod proxy;

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use common::live::{self, Live};
use common::{cpu_ticks, tempdir};
use rochade::app::link::MAX_HANDSHAKES;
use rochade::net::pairing::PairingCode;
use rochade::net::secure::{self, SecureError, StaticKey};

/// A host in English on a free port, under `wrapper` (if any); returns it, its code and its
/// address.
fn host_under(data: &std::path::Path, wrapper: &[&str]) -> (Live, PairingCode, String) {
    let (h, code, addr) = live::host_under(data, wrapper, 0, &["--no-confirm"]);
    let code = PairingCode::parse(&code).unwrap_or_else(|e| panic!("{code}: {e}"));
    (h, code, addr)
}

/// The threads of process `pid`.
fn threads(pid: u32) -> usize {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("Threads:"))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("no thread count for {pid}"))
}

#[test]
fn fifteen_guesses_at_once_get_at_most_three_and_the_right_code_is_refused_while_locked() {
    let (a, b) = (tempdir(), tempdir());
    let (mut h, right, addr) = host_under(a.path(), &[]);
    let key = StaticKey::generate().unwrap_or_else(|e| panic!("{e}"));
    // 15 connections opened together; their handshakes start a second later, the right
    // code last of all.
    let socks: Vec<TcpStream> = (0..15)
        .map(|_| TcpStream::connect(&addr).unwrap_or_else(|e| panic!("{e}")))
        .collect();
    std::thread::sleep(Duration::from_secs(1));
    let results: Vec<Result<(), SecureError>> = std::thread::scope(|s| {
        let handles: Vec<_> = socks
            .into_iter()
            .enumerate()
            .map(|(i, sock)| {
                let key = &key;
                s.spawn(move || {
                    let _ = sock.set_read_timeout(Some(Duration::from_secs(20)));
                    let code = if i == 14 {
                        std::thread::sleep(Duration::from_millis(500));
                        right
                    } else {
                        PairingCode::from_bits(right.bits() ^ (i as u32 + 1))
                    };
                    secure::pair_as_joiner(sock, &code, key).map(|_| ())
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|_| panic!("a guess panicked")))
            .collect()
    });
    let guesses = results[..14]
        .iter()
        .filter(|r| matches!(r, Err(SecureError::WrongCode)))
        .count();
    let locked = results[..14]
        .iter()
        .filter(|r| matches!(r, Err(SecureError::Locked(_))))
        .count();
    assert!(guesses <= 3, "{guesses} guesses tried: {results:?}");
    assert_eq!(guesses + locked, 14, "{results:?}");
    match &results[14] {
        Err(SecureError::Locked(left)) => {
            assert!(
                *left > Duration::ZERO && *left <= Duration::from_secs(30),
                "{left:?}"
            );
        }
        other => panic!("the right code while locked: {other:?}"),
    }
    // Each said once, however many tried (in the order the attempts ended).
    h.expect_all(&[
        "Someone tried to join with a wrong code.",
        "joining is locked for a while",
    ]);
    // A real board with the right code is told, in its language, that pairing is locked and
    // for how long.
    let mut g = Live::start(
        b.path(),
        &["join", &addr, "--code", &right.token(), "--lang", "de"],
    );
    let said = g.expect("Der Gastgeber hat das Verbinden nach falschen Codes gesperrt, noch");
    assert!(said.contains("Sekunden"), "{said}");
    g.finish();
    // The host plays on.
    h.send("e4");
    h.expect("Pawn e4");
    h.finish();
}

#[test]
fn two_hundred_slow_connections_hold_at_most_the_handshake_cap_and_the_host_plays_on() {
    let a = tempdir();
    let (mut h, _, addr) = host_under(a.path(), &[]);
    let pid = h.pid();
    // At rest: the host is up and says it waits.
    h.expect("This game waits for the second board.");
    std::thread::sleep(Duration::from_millis(300));
    let base = threads(pid);
    let hello = {
        let mut f = 14u32.to_be_bytes().to_vec();
        f.extend_from_slice(b"rochade/1 pair");
        f
    };
    let mut socks: Vec<TcpStream> = Vec::new();
    for _ in 0..200 {
        match TcpStream::connect(&addr) {
            Ok(s) => {
                let _ = s.set_nonblocking(true);
                socks.push(s);
            }
            Err(e) => panic!("connect: {e}"),
        }
    }
    // One byte of a hello every 250 ms from each, for three seconds.
    let mut most = 0;
    for round in 0..12 {
        for s in &mut socks {
            let _ = s.write(&hello[round % hello.len()..][..1]);
        }
        most = most.max(threads(pid));
        std::thread::sleep(Duration::from_millis(250));
    }
    assert!(
        most <= base + MAX_HANDSHAKES,
        "{most} threads (at rest {base}, cap {MAX_HANDSHAKES})"
    );
    h.send("e4");
    h.expect("Pawn e4");
    drop(socks);
    // A handshake has a deadline: one connection trickling a byte a second is closed by the
    // host within it, however it trickles.
    std::thread::sleep(Duration::from_millis(200));
    let mut slow = TcpStream::connect(&addr).unwrap_or_else(|e| panic!("{e}"));
    let _ = slow.set_read_timeout(Some(Duration::from_millis(900)));
    let started = Instant::now();
    let mut closed = false;
    for byte in hello.iter().cycle().take(14) {
        if slow.write_all(&[*byte]).is_err() {
            closed = true;
            break;
        }
        let mut buf = [0u8; 64];
        match slow.read(&mut buf) {
            Ok(0) => {
                closed = true;
                break;
            }
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) => {}
            _ => {
                closed = true;
                break;
            }
        }
    }
    assert!(
        closed,
        "a trickling handshake still open after {:?}",
        started.elapsed()
    );
    assert!(started.elapsed() < Duration::from_secs(13));
    h.finish();
}

#[test]
fn out_of_descriptors_the_host_does_not_spin() {
    if !common::require_program("prlimit", "util-linux") {
        return;
    }
    // 64 descriptors as in the trial, and 16, which the sockets below exhaust.
    for limit in ["--nofile=64", "--nofile=16"] {
        let a = tempdir();
        let (mut h, _, addr) = host_under(a.path(), &["prlimit", limit]);
        let pid = h.pid();
        let socks: Vec<TcpStream> = (0..120)
            .filter_map(|_| TcpStream::connect(&addr).ok())
            .collect();
        assert!(socks.len() >= 100, "{limit}: {} sockets", socks.len());
        std::thread::sleep(Duration::from_millis(300));
        let before = cpu_ticks(pid);
        std::thread::sleep(Duration::from_secs(3));
        let used = cpu_ticks(pid) - before;
        // Clock ticks are hundredths of a second here: 30 in 3 s is a tenth of a core.
        assert!(used < 30, "{limit}: {used} ticks of processor time in 3 s");
        h.send("e4");
        h.expect("Pawn e4");
        drop(socks);
        h.finish();
    }
}

#[test]
fn every_frame_doubled_after_the_handshake_is_ignored_not_fatal() {
    let (a, b) = (tempdir(), tempdir());
    let (mut h, code, addr) = host_under(a.path(), &[]);
    let target: std::net::SocketAddr = addr.parse().unwrap_or_else(|e| panic!("{e}"));
    let mut config = proxy::Config::new(9);
    config.faults.duplicate = 1.0;
    // The handshake's frames pass once (a handshake is not repeatable); every message after
    // it arrives twice.
    config.clean_prefix = 4;
    config.max_connections = 1;
    let p = proxy::Proxy::start(target, config).unwrap_or_else(|e| panic!("{e}"));
    let via = p.addr().to_string();
    let mut g = Live::start(
        b.path(),
        &["join", &via, "--code", &code.token(), "--lang", "en"],
    );
    g.expect("Here: Black, the opponent.");
    live::play_across(
        &mut h,
        &mut g,
        &[("e4", "Pawn e4"), ("e5", "Pawn e5"), ("Nf3", "Knight f3")],
    );
    let lines = g.finish();
    assert!(
        !lines
            .iter()
            .any(|l| l.contains("connection to the host is lost")),
        "a doubled frame broke the connection:\n{}",
        lines.join("\n")
    );
    let log = p.finish();
    assert!(
        log.iter()
            .filter(|(_, _, _, f)| *f == proxy::Fault::Duplicate)
            .count()
            >= 4,
        "{log:?}"
    );
    h.finish();
}
