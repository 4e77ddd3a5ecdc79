//! The secure channel over real TCP on 127.0.0.1: pairing with the right and the wrong code,
//! an intruder, replayed and modified ciphertexts, reconnection with remembered keys.

use std::io::{self, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use rochade::net::frame::{self, FrameError};
use rochade::net::pairing::PairingCode;
use rochade::net::secure::{
    self, Accepted, Channel, How, Limiter, PeerKey, SecureError, StaticKey,
};

const TIMEOUT: Duration = Duration::from_secs(10);

fn code(text: &str) -> PairingCode {
    text.parse().unwrap()
}

fn listener() -> TcpListener {
    TcpListener::bind("127.0.0.1:0").unwrap()
}

fn connect(l: &TcpListener) -> TcpStream {
    let s = TcpStream::connect(l.local_addr().unwrap()).unwrap();
    s.set_read_timeout(Some(TIMEOUT)).unwrap();
    s.set_write_timeout(Some(TIMEOUT)).unwrap();
    s
}

fn accept_one(l: &TcpListener) -> TcpStream {
    let (s, _) = l.accept().unwrap();
    s.set_read_timeout(Some(TIMEOUT)).unwrap();
    s.set_write_timeout(Some(TIMEOUT)).unwrap();
    s
}

type Paired = Result<(Channel<TcpStream>, PeerKey), SecureError>;

/// The host pairs with `host_code`, a joiner with `joiner_code`; both results.
fn pair(
    host_code: &str,
    joiner_code: &str,
    host: &StaticKey,
    joiner: &StaticKey,
) -> (Paired, Paired) {
    let l = listener();
    let hc = code(host_code);
    let hk = host.clone();
    thread::scope(|s| {
        let t = s.spawn(|| secure::pair_as_host(accept_one(&l), &hc, &hk));
        let j = secure::pair_as_joiner(connect(&l), &code(joiner_code), joiner);
        (t.join().unwrap(), j)
    })
}

#[test]
fn the_right_code_makes_a_channel_both_ways() {
    let (hk, jk) = (
        StaticKey::generate().unwrap(),
        StaticKey::generate().unwrap(),
    );
    let (h, j) = pair(
        "f7b3d1e2",
        "Felix sieben Bella drei David eins Eva zwei",
        &hk,
        &jk,
    );
    let (mut h, h_peer) = h.unwrap();
    let (mut j, j_peer) = j.unwrap();
    // Each learnt the other's static key.
    assert_eq!(h_peer, jk.public());
    assert_eq!(j_peer, hk.public());
    assert_eq!(h.peer(), &jk.public());
    j.send(b"Springer Felix drei").unwrap();
    assert_eq!(h.recv().unwrap(), b"Springer Felix drei");
    h.send(b"Bauer Eva sieben Eva fuenf").unwrap();
    h.send(b"").unwrap();
    assert_eq!(j.recv().unwrap(), b"Bauer Eva sieben Eva fuenf");
    assert_eq!(j.recv().unwrap(), b"");
    // The largest message passes, a larger one is refused before anything is sent.
    let big = vec![7u8; secure::MAX_MESSAGE];
    j.send(&big).unwrap();
    assert_eq!(h.recv().unwrap(), big);
    assert!(matches!(
        j.send(&[0u8; secure::MAX_MESSAGE + 1]),
        Err(SecureError::Frame(FrameError::TooLarge { .. }))
    ));
    // A clean close is told as such.
    drop(j);
    assert!(matches!(
        h.recv(),
        Err(SecureError::Frame(FrameError::Closed))
    ));
}

#[test]
fn split_halves_talk_from_separate_threads() {
    let (hk, jk) = (
        StaticKey::generate().unwrap(),
        StaticKey::generate().unwrap(),
    );
    let (h, j) = pair("a1h8a8h1", "a1h8a8h1", &hk, &jk);
    let (mut hr, mut hw) = h.unwrap().0.split().unwrap();
    let (mut jr, mut jw) = j.unwrap().0.split().unwrap();
    assert_eq!(hr.peer(), &jk.public());
    assert_eq!(jw.peer(), &hk.public());
    const N: usize = 200;
    thread::scope(|s| {
        s.spawn(|| {
            for i in 0..N {
                hw.send(format!("host {i}").as_bytes()).unwrap();
            }
        });
        s.spawn(|| {
            for i in 0..N {
                jw.send(format!("joiner {i}").as_bytes()).unwrap();
            }
        });
        s.spawn(|| {
            for i in 0..N {
                assert_eq!(hr.recv().unwrap(), format!("joiner {i}").as_bytes());
            }
        });
        for i in 0..N {
            assert_eq!(jr.recv().unwrap(), format!("host {i}").as_bytes());
        }
    });
}

#[test]
fn a_wrong_code_fails_on_both_sides_and_is_not_a_network_failure() {
    let (hk, jk) = (
        StaticKey::generate().unwrap(),
        StaticKey::generate().unwrap(),
    );
    let (h, j) = pair("f7b3d1e2", "f7b3d1e3", &hk, &jk);
    let (h, j) = (h.err().unwrap(), j.err().unwrap());
    assert!(matches!(h, SecureError::WrongCode), "{h}");
    assert!(matches!(j, SecureError::WrongCode), "{j}");
    assert!(!h.is_connection_failure() && !j.is_connection_failure());
}

#[test]
fn a_cut_connection_is_a_network_failure_not_a_wrong_code() {
    let jk = StaticKey::generate().unwrap();
    let l = listener();
    let j = thread::scope(|s| {
        s.spawn(|| {
            // Reads the hello and the SPAKE2 message, then hangs up.
            let mut s = accept_one(&l);
            let _ = frame::read_frame(&mut s);
            let _ = frame::read_frame(&mut s);
        });
        secure::pair_as_joiner(connect(&l), &code("f7b3d1e2"), &jk)
    });
    let e = j.err().unwrap();
    assert!(e.is_connection_failure(), "{e}");
}

#[test]
fn an_intruder_with_its_own_code_cannot_join_and_the_player_still_can() {
    let hk = StaticKey::generate().unwrap();
    let player = StaticKey::generate().unwrap();
    let intruder = StaticKey::generate().unwrap();
    let host_code = code("c3e5g7b2");
    let l = listener();
    let mut limiter = Limiter::default();
    let now = Instant::now();
    thread::scope(|s| {
        let host = s.spawn(|| {
            let mut results = Vec::new();
            for _ in 0..2 {
                let offered = limiter.check(now).is_ok().then_some(&host_code);
                let r = secure::accept(accept_one(&l), &hk, offered, &[]);
                match &r {
                    Err(SecureError::WrongCode) => limiter.failure(now),
                    Ok(_) => limiter.success(),
                    Err(_) => {}
                }
                results.push(r);
            }
            results
        });
        let i = secure::pair_as_joiner(connect(&l), &code("h1h2h3h4"), &intruder);
        assert!(matches!(i, Err(SecureError::WrongCode)));
        let (mut ch, key) = secure::pair_as_joiner(connect(&l), &host_code, &player).unwrap();
        assert_eq!(key, hk.public());
        ch.send(b"hello").unwrap();
        let results = host.join().unwrap();
        assert!(matches!(results[0], Err(SecureError::WrongCode)));
        let Ok(Accepted {
            channel: mut hc,
            peer,
            how,
        }) = results.into_iter().nth(1).unwrap()
        else {
            panic!("the player was not accepted");
        };
        assert_eq!((peer, how), (player.public(), How::Paired));
        assert_eq!(hc.recv().unwrap(), b"hello");
    });
}

#[test]
fn after_three_wrong_codes_pairing_is_closed_even_to_the_right_code() {
    let hk = StaticKey::generate().unwrap();
    let jk = StaticKey::generate().unwrap();
    let host_code = code("d4d5e4e5");
    let l = listener();
    let t0 = Instant::now();
    thread::scope(|s| {
        let host = s.spawn(|| {
            let mut limiter = Limiter::default();
            let mut seen = Vec::new();
            // Five attempts at one moment: three wrong codes, then the lock.
            for _ in 0..5 {
                let offered = limiter.check(t0).is_ok().then_some(&host_code);
                let r = secure::accept(accept_one(&l), &hk, offered, &[]);
                if matches!(r, Err(SecureError::WrongCode)) {
                    limiter.failure(t0);
                }
                seen.push(r.err().map(|e| e.to_string()));
            }
            // 30 s later the right code pairs again.
            let later = t0 + Duration::from_secs(30);
            assert!(limiter.check(later).is_ok());
            let r = secure::accept(accept_one(&l), &hk, Some(&host_code), &[]);
            assert!(r.is_ok());
            seen
        });
        for _ in 0..3 {
            let r = secure::pair_as_joiner(connect(&l), &code("a1a1a1a1"), &jk);
            assert!(matches!(r, Err(SecureError::WrongCode)));
        }
        for _ in 0..2 {
            let r = secure::pair_as_joiner(connect(&l), &host_code, &jk);
            assert!(
                matches!(r, Err(SecureError::PairingClosed)),
                "{:?}",
                r.err()
            );
        }
        assert!(secure::pair_as_joiner(connect(&l), &host_code, &jk).is_ok());
        let seen = host.join().unwrap();
        assert_eq!(seen.iter().filter(|e| e.is_some()).count(), 5);
    });
}

/// A stream that records what is written through it, and can hold writes back instead of
/// sending them (to be sent later by hand, changed or not).
struct Tap {
    inner: TcpStream,
    log: Arc<Mutex<Vec<u8>>>,
    hold: Arc<Mutex<bool>>,
}

impl Read for Tap {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.inner.read(buf)
    }
}

impl Write for Tap {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.log.lock().unwrap().extend_from_slice(buf);
        if *self.hold.lock().unwrap() {
            Ok(buf.len())
        } else {
            self.inner.write(buf)
        }
    }
    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

#[test]
fn replayed_reordered_and_modified_ciphertexts_are_refused() {
    let (hk, jk) = (
        StaticKey::generate().unwrap(),
        StaticKey::generate().unwrap(),
    );
    let l = listener();
    let raw = connect(&l);
    let mut wire = raw.try_clone().unwrap();
    let log = Arc::new(Mutex::new(Vec::new()));
    let hold = Arc::new(Mutex::new(false));
    let tap = Tap {
        inner: raw,
        log: log.clone(),
        hold: hold.clone(),
    };
    let pairing = code("b1c3d5e7");
    let (host, joiner) = thread::scope(|s| {
        let h = s.spawn(|| secure::pair_as_host(accept_one(&l), &pairing, &hk));
        let j = secure::pair_as_joiner(tap, &pairing, &jk);
        (h.join().unwrap(), j)
    });
    let (mut h, _) = host.unwrap();
    let (mut j, _) = joiner.unwrap();
    let take_log = || std::mem::take(&mut *log.lock().unwrap());
    take_log();

    // Replayed: the same ciphertext frame again.
    j.send(b"Turm Anna eins").unwrap();
    let captured = take_log();
    assert_eq!(h.recv().unwrap(), b"Turm Anna eins");
    wire.write_all(&captured).unwrap();
    assert!(matches!(h.recv(), Err(SecureError::Forged)));
    // The channel goes on.
    j.send(b"Dame David acht").unwrap();
    take_log();
    assert_eq!(h.recv().unwrap(), b"Dame David acht");

    // Modified: one bit of the ciphertext flipped, anywhere.
    *hold.lock().unwrap() = true;
    j.send(b"Koenig Eva zwei").unwrap();
    let original = take_log();
    for at in [frame::HEADER, original.len() / 2, original.len() - 1] {
        let mut bad = original.clone();
        bad[at] ^= 0x01;
        wire.write_all(&bad).unwrap();
        assert!(matches!(h.recv(), Err(SecureError::Forged)), "byte {at}");
    }
    wire.write_all(&original).unwrap();
    assert_eq!(h.recv().unwrap(), b"Koenig Eva zwei");

    // Reordered: the second message before the first.
    j.send(b"first").unwrap();
    let first = take_log();
    j.send(b"second").unwrap();
    let second = take_log();
    wire.write_all(&second).unwrap();
    wire.write_all(&first).unwrap();
    assert!(matches!(h.recv(), Err(SecureError::Forged)));
    assert_eq!(h.recv().unwrap(), b"first");

    // Not a ciphertext at all, and a frame too short to hold a tag.
    wire.write_all(&frame::encode(b"rochade/1 refused: wrong code").unwrap())
        .unwrap();
    assert!(matches!(h.recv(), Err(SecureError::Forged)));
    wire.write_all(&frame::encode(b"short").unwrap()).unwrap();
    assert!(matches!(h.recv(), Err(SecureError::Forged)));
}

#[test]
fn reconnection_needs_no_code_with_the_remembered_keys() {
    let hk = StaticKey::generate().unwrap();
    let first = StaticKey::generate().unwrap();
    let second = StaticKey::generate().unwrap();
    // Pair both with the host; each remembers the host's key, the host both of theirs.
    let (h1, j1) = pair("e2e4e7e5", "e2e4e7e5", &hk, &first);
    let (h2, j2) = pair("g1f3b8c6", "g1f3b8c6", &hk, &second);
    let peers = [h1.unwrap().1, h2.unwrap().1];
    let host_key = j1.unwrap().1;
    assert_eq!(j2.unwrap().1, host_key);

    let l = listener();
    for joiner in [&second, &first] {
        let (host, ch) = thread::scope(|s| {
            let h = s.spawn(|| secure::accept(accept_one(&l), &hk, None, &peers));
            let j = secure::reconnect_as_joiner(connect(&l), joiner, &host_key);
            (h.join().unwrap(), j)
        });
        let mut host = host.unwrap();
        let mut ch = ch.unwrap();
        assert_eq!(host.peer, joiner.public());
        assert_eq!(host.how, How::Reconnected);
        assert_eq!(ch.peer(), &hk.public());
        ch.send(b"wieder da").unwrap();
        assert_eq!(host.channel.recv().unwrap(), b"wieder da");
        host.channel.send(b"willkommen").unwrap();
        assert_eq!(ch.recv().unwrap(), b"willkommen");
    }
}

#[test]
fn reconnection_fails_with_an_unknown_key_on_both_sides() {
    let hk = StaticKey::generate().unwrap();
    let known = StaticKey::generate().unwrap();
    let stranger = StaticKey::generate().unwrap();
    let l = listener();
    let peers = [known.public()];

    // A board the host never paired with.
    let (h, j) = thread::scope(|s| {
        let h = s.spawn(|| secure::reconnect_as_host(accept_one(&l), &hk, &peers));
        let j = secure::reconnect_as_joiner(connect(&l), &stranger, &hk.public());
        (h.join().unwrap(), j)
    });
    assert!(matches!(h, Err(SecureError::UnknownPeer)));
    assert!(matches!(j, Err(SecureError::UnknownPeer)));

    // A known board that reaches another host than the one it paired with.
    let other_host = StaticKey::generate().unwrap();
    let (h, j) = thread::scope(|s| {
        let h = s.spawn(|| secure::reconnect_as_host(accept_one(&l), &other_host, &peers));
        let j = secure::reconnect_as_joiner(connect(&l), &known, &hk.public());
        (h.join().unwrap(), j)
    });
    assert!(matches!(h, Err(SecureError::UnknownPeer)));
    assert!(matches!(j, Err(SecureError::UnknownPeer)));

    // A host that only reconnects refuses pairing: the joiner is told so.
    let (h, j) = thread::scope(|s| {
        let h = s.spawn(|| secure::reconnect_as_host(accept_one(&l), &hk, &peers));
        let j = secure::pair_as_joiner(connect(&l), &code("a1b2c3d4"), &known);
        (h.join().unwrap(), j)
    });
    assert!(matches!(h, Err(SecureError::PairingClosed)));
    assert!(matches!(j, Err(SecureError::PairingClosed)));
}

#[test]
fn something_that_is_not_a_rochade_board_is_a_protocol_error() {
    let hk = StaticKey::generate().unwrap();
    let l = listener();
    let h = thread::scope(|s| {
        let h = s.spawn(|| secure::accept(accept_one(&l), &hk, Some(&code("a1a2a3a4")), &[]));
        let mut c = connect(&l);
        c.write_all(b"GET / HTTP/1.1\r\n\r\n").unwrap();
        h.join().unwrap()
    });
    // "GET " read as a length is far over the limit.
    assert!(matches!(
        h.err(),
        Some(SecureError::Frame(FrameError::TooLarge { .. }))
    ));
    let h = thread::scope(|s| {
        let h = s.spawn(|| secure::accept(accept_one(&l), &hk, Some(&code("a1a2a3a4")), &[]));
        let mut c = connect(&l);
        frame::write_frame(&mut c, b"hello?").unwrap();
        h.join().unwrap()
    });
    assert!(matches!(h.err(), Some(SecureError::Protocol(_))));
}
