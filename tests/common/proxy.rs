//! A seeded fault-injecting TCP proxy on 127.0.0.1, for tests of the network layer.
//!
//! It forwards between its own listener and a target, frame by frame (it reads the 4-byte
//! length prefix of `rochade::net::frame`), and for each frame, from a deterministic
//! generator seeded per connection and direction, passes it, drops it, sends it twice,
//! delays it, holds it back behind the next frame, or cuts the whole connection (anywhere in the
//! frame: a seeded part of it goes out first). The same seed
//! and the same traffic give the same faults. It is bounded: a number of connections, of
//! frames per direction, and a deadline, after which it closes everything and stops by
//! itself.
//!
//! Use it from an integration test with `#[path = "common/proxy.rs"] mod proxy;`.

#![allow(dead_code)]

use std::io::{self, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use rochade::net::frame::{self, FrameDecoder};

/// How often each fault happens, per frame (probabilities from 0 to 1, tried in this order).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Faults {
    /// The frame is lost.
    pub drop: f64,
    /// The frame arrives twice.
    pub duplicate: f64,
    /// The frame (and all behind it in that direction) waits up to `delay_max`.
    pub delay: f64,
    /// The longest delay.
    pub delay_max: Duration,
    /// The frame is held back and sent after the next one.
    pub reorder: f64,
    /// The whole connection is cut (both directions, both sockets), inside the frame.
    pub cut: f64,
}

impl Faults {
    /// No faults: everything passes through.
    pub const NONE: Faults = Faults {
        drop: 0.0,
        duplicate: 0.0,
        delay: 0.0,
        delay_max: Duration::ZERO,
        reorder: 0.0,
        cut: 0.0,
    };
}

/// What the proxy does and how long it lives.
#[derive(Debug, Clone, Copy)]
pub struct Config {
    /// The generator's seed.
    pub seed: u64,
    /// The faults.
    pub faults: Faults,
    /// Frames passed untouched at the start of each direction (a handshake, for example).
    pub clean_prefix: usize,
    /// Frames per direction, after which the connection is closed.
    pub max_frames: usize,
    /// Connections accepted, after which the listener closes.
    pub max_connections: usize,
    /// Everything stops this long after the start.
    pub lifetime: Duration,
}

impl Config {
    /// Pass-through with the default bounds (4 connections, 10,000 frames, 20 s).
    pub fn new(seed: u64) -> Config {
        Config {
            seed,
            faults: Faults::NONE,
            clean_prefix: 0,
            max_frames: 10_000,
            max_connections: 4,
            lifetime: Duration::from_secs(20),
        }
    }
}

/// Which way a frame went.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Direction {
    /// From the client that connected to the proxy, to the target.
    ToTarget,
    /// From the target back to the client.
    ToClient,
}

/// What happened to one frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Fault {
    /// Passed.
    Pass,
    /// Lost.
    Drop,
    /// Sent twice.
    Duplicate,
    /// Sent after this many milliseconds.
    Delay(u64),
    /// Sent after the next frame.
    Reorder,
    /// The connection was cut here.
    Cut,
}

/// One frame's fate: connection (in the order accepted), direction, frame number, fault.
pub type Event = (usize, Direction, usize, Fault);

/// A running proxy.
pub struct Proxy {
    addr: SocketAddr,
    stop: Arc<AtomicBool>,
    log: Arc<Mutex<Vec<Event>>>,
    acceptor: Option<JoinHandle<()>>,
}

impl Proxy {
    /// Starts a proxy to `target` on a free port of 127.0.0.1.
    pub fn start(target: SocketAddr, config: Config) -> io::Result<Proxy> {
        let listener = TcpListener::bind("127.0.0.1:0")?;
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        let stop = Arc::new(AtomicBool::new(false));
        let log = Arc::new(Mutex::new(Vec::new()));
        let deadline = Instant::now() + config.lifetime;
        let acceptor = {
            let (stop, log) = (stop.clone(), log.clone());
            thread::spawn(move || accept_loop(listener, target, config, deadline, &stop, &log))
        };
        Ok(Proxy {
            addr,
            stop,
            log,
            acceptor: Some(acceptor),
        })
    }

    /// Where clients connect.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Stops the proxy (closing every connection) and returns what happened to each frame,
    /// sorted by connection, direction and frame number.
    pub fn finish(mut self) -> Vec<Event> {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(a) = self.acceptor.take() {
            let _ = a.join();
        }
        let mut log = std::mem::take(&mut *self.log.lock().unwrap());
        log.sort();
        log
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(a) = self.acceptor.take() {
            let _ = a.join();
        }
    }
}

/// The poll interval for the stop flag and the deadline.
const TICK: Duration = Duration::from_millis(20);

fn accept_loop(
    listener: TcpListener,
    target: SocketAddr,
    config: Config,
    deadline: Instant,
    stop: &Arc<AtomicBool>,
    log: &Arc<Mutex<Vec<Event>>>,
) {
    let mut pumps = Vec::new();
    let mut accepted = 0;
    while !stop.load(Ordering::SeqCst) && Instant::now() < deadline {
        if accepted >= config.max_connections {
            thread::sleep(TICK);
            continue;
        }
        match listener.accept() {
            Ok((client, _)) => {
                let conn = accepted;
                accepted += 1;
                let Ok(server) = TcpStream::connect(target) else {
                    continue;
                };
                let cut = Arc::new(AtomicBool::new(false));
                for (dir, from, to) in [
                    (Direction::ToTarget, &client, &server),
                    (Direction::ToClient, &server, &client),
                ] {
                    let (Ok(from), Ok(to)) = (from.try_clone(), to.try_clone()) else {
                        continue;
                    };
                    let (stop, log, cut) = (stop.clone(), log.clone(), cut.clone());
                    let seed = config.seed ^ (conn as u64) << 8 ^ dir as u64;
                    pumps.push(thread::spawn(move || {
                        let mut p = Pump {
                            rng: Rng::new(seed),
                            config,
                            deadline,
                            conn,
                            dir,
                            stop,
                            cut,
                            log,
                        };
                        p.run(from, to);
                    }));
                }
            }
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => thread::sleep(TICK),
            Err(_) => thread::sleep(TICK),
        }
    }
    // Past the deadline or told to stop: the pumps see it within a tick.
    stop.store(true, Ordering::SeqCst);
    for p in pumps {
        let _ = p.join();
    }
}

/// One direction of one connection.
struct Pump {
    rng: Rng,
    config: Config,
    deadline: Instant,
    conn: usize,
    dir: Direction,
    stop: Arc<AtomicBool>,
    cut: Arc<AtomicBool>,
    log: Arc<Mutex<Vec<Event>>>,
}

impl Pump {
    fn over(&self) -> bool {
        self.stop.load(Ordering::SeqCst)
            || self.cut.load(Ordering::SeqCst)
            || Instant::now() >= self.deadline
    }

    fn run(&mut self, mut from: TcpStream, mut to: TcpStream) {
        let _ = from.set_read_timeout(Some(TICK));
        let mut decoder = FrameDecoder::new();
        let mut held: Option<Vec<u8>> = None;
        let mut n = 0;
        let mut buf = vec![0u8; 16 * 1024];
        'pump: while !self.over() {
            let got = match from.read(&mut buf) {
                Ok(0) => break,
                Ok(k) => k,
                Err(e)
                    if matches!(
                        e.kind(),
                        io::ErrorKind::WouldBlock
                            | io::ErrorKind::TimedOut
                            | io::ErrorKind::Interrupted
                    ) =>
                {
                    continue;
                }
                Err(_) => break,
            };
            let Ok(frames) = decoder.push(&buf[..got]) else {
                // Not frames: cut.
                self.cut.store(true, Ordering::SeqCst);
                break;
            };
            for payload in frames {
                if n >= self.config.max_frames {
                    self.cut.store(true, Ordering::SeqCst);
                    break 'pump;
                }
                let fault = if n < self.config.clean_prefix {
                    Fault::Pass
                } else {
                    self.decide()
                };
                self.log
                    .lock()
                    .unwrap()
                    .push((self.conn, self.dir, n, fault));
                n += 1;
                let Ok(wire) = frame::encode(&payload) else {
                    break 'pump;
                };
                if let Fault::Delay(ms) = fault {
                    thread::sleep(Duration::from_millis(ms));
                }
                // What goes out now: a reordered frame waits for the next one (and frees one
                // held before it); any other frame frees the held one after itself.
                let out: Vec<Vec<u8>> = match fault {
                    // The cut falls anywhere in the frame: a part of it (maybe none) goes out
                    // first.
                    Fault::Cut => {
                        let part = (self.rng.next() % (wire.len() as u64 + 1)) as usize;
                        let _ = to.write_all(&wire[..part]);
                        self.cut.store(true, Ordering::SeqCst);
                        break 'pump;
                    }
                    Fault::Reorder => held.replace(wire).into_iter().collect(),
                    Fault::Drop => held.take().into_iter().collect(),
                    Fault::Duplicate => [Some(wire.clone()), Some(wire), held.take()]
                        .into_iter()
                        .flatten()
                        .collect(),
                    Fault::Pass | Fault::Delay(_) => {
                        [Some(wire), held.take()].into_iter().flatten().collect()
                    }
                };
                for bytes in out {
                    if to.write_all(&bytes).is_err() {
                        break 'pump;
                    }
                }
            }
        }
        if self.over() {
            // Cut, stopped or out of time: both sockets closed in both directions.
            let _ = from.shutdown(Shutdown::Both);
            let _ = to.shutdown(Shutdown::Both);
        } else {
            // The source finished: what is held goes, then the end is passed on.
            if let Some(late) = held.take() {
                let _ = to.write_all(&late);
            }
            let _ = to.shutdown(Shutdown::Write);
        }
    }

    fn decide(&mut self) -> Fault {
        let f = self.config.faults;
        let x = self.rng.unit();
        let mut edge = 0.0;
        for (p, fault) in [
            (f.drop, Fault::Drop),
            (f.duplicate, Fault::Duplicate),
            (f.delay, Fault::Delay(0)),
            (f.reorder, Fault::Reorder),
            (f.cut, Fault::Cut),
        ] {
            edge += p;
            if x < edge {
                return match fault {
                    Fault::Delay(_) => {
                        let max = f.delay_max.as_millis() as u64;
                        Fault::Delay(if max == 0 {
                            0
                        } else {
                            self.rng.next() % (max + 1)
                        })
                    }
                    other => other,
                };
            }
        }
        Fault::Pass
    }
}

/// xorshift64*, seeded through splitmix64: small, deterministic, good enough for test faults.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        Rng((z ^ (z >> 31)) | 1)
    }

    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in [0, 1).
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}
