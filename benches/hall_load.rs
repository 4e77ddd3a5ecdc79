//! The tournament hall under load: `ROCHADE_BENCH_BOARDS` simulated boards (default 200) play
//! real games from tests/data at an accelerated pace (one ply per board every
//! `ROCHADE_BENCH_PLY_MS`, default 1,000 ms; at most `ROCHADE_BENCH_PLIES` plies per game,
//! default 40) through a mosquitto of its own, which is killed and restarted in the middle.
//! Every board is the real core with the real publisher; the hall is the real `rochade hall`
//! process in line mode.
//!
//! Meanwhile `ROCHADE_BENCH_POLLERS` clients (default 200, one per board in turn) poll the
//! hall's live PGN over HTTP (`--serve`), each its board's `/board/N.pgn` every
//! `ROCHADE_BENCH_POLL_MS` (default 100 ms) on a kept-alive connection with `If-None-Match`,
//! as a broadcast does.
//!
//! Prints the latency from a board's publish to the hall's line (median and 99th percentile,
//! of the lines said live) and to the served PGN (the first poll that shows the move: the
//! polling interval is part of it), the pollers' answers (200, 304, other), the hall's CPU
//! time and resident memory (peak), and whether every move of every board arrived exactly once
//! (the hall's live PGN equals every board's own record). Targets: p99 <= 50 ms to the line,
//! the hall <= 30 MB at 200 boards.
//!
//! Needs the mosquitto program; says so and ends where it is absent.

use std::collections::{HashMap, VecDeque};
use std::io::{BufRead, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rochade::Lang;
use rochade::app::core::{Effect, Input, Options, State, update};
use rochade::hall::publish::Relay;
use rochade::hall::summary::summary_of;
use rochade::i18n::msg;
use shakmaty::Position;
use shakmaty::san::San;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn mosquitto(conf: &Path, port: u16) -> Child {
    let child = Command::new("mosquitto")
        .arg("-c")
        .arg(conf)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("mosquitto: {e}"));
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        std::thread::sleep(Duration::from_millis(20));
    }
    child
}

/// (utime + stime) in seconds and the peak resident memory in kB of process `pid`.
fn usage(pid: u32) -> (f64, u64) {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let after = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks: u64 = [11, 12]
        .iter()
        .filter_map(|i| fields.get(*i).and_then(|v| v.parse::<u64>().ok()))
        .sum();
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let hwm = status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    (ticks as f64 / 100.0, hwm)
}

/// Each board's lines still to come, with the time their entry was published.
type Expected = HashMap<u32, VecDeque<(String, Instant)>>;

/// When each board's plies were published: board to the publish time of ply 1, 2, ….
type Published = Arc<Mutex<HashMap<u32, Vec<Instant>>>>;

/// What the pollers saw: latencies (publish time, publish to PGN), and answers 200, 304, 404
/// (before the board's first entry reached the hall) and anything else (errors included).
#[derive(Default)]
struct Polled {
    latencies: Mutex<Vec<(Instant, Duration)>>,
    ok: AtomicU64,
    not_modified: AtomicU64,
    not_yet: AtomicU64,
    other: AtomicU64,
}

/// One answer of the live PGN's server: the status, the `ETag`, the body.
fn fetch(
    conn: &mut Option<std::io::BufReader<TcpStream>>,
    addr: std::net::SocketAddr,
    path: &str,
    etag: &str,
) -> std::io::Result<(u16, String, String)> {
    if conn.is_none() {
        let s = TcpStream::connect(addr)?;
        s.set_read_timeout(Some(Duration::from_secs(5)))?;
        *conn = Some(std::io::BufReader::new(s));
    }
    let r = conn
        .as_mut()
        .ok_or_else(|| std::io::Error::other("no connection"))?;
    let cond = if etag.is_empty() {
        String::new()
    } else {
        format!("If-None-Match: {etag}\r\n")
    };
    write!(
        r.get_mut(),
        "GET {path} HTTP/1.1\r\nHost: hall\r\n{cond}\r\n"
    )?;
    let mut line = String::new();
    r.read_line(&mut line)?;
    let status = line
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .ok_or_else(|| std::io::Error::other(format!("status line {line:?}")))?;
    let (mut length, mut tag) = (0_usize, String::new());
    loop {
        line.clear();
        r.read_line(&mut line)?;
        let l = line.trim_end();
        if l.is_empty() {
            break;
        }
        if let Some((k, v)) = l.split_once(':') {
            match k.to_ascii_lowercase().as_str() {
                "content-length" => length = v.trim().parse().unwrap_or(0),
                "etag" => tag = v.trim().to_owned(),
                _ => {}
            }
        }
    }
    let mut body = vec![0; if status == 304 { 0 } else { length }];
    r.read_exact(&mut body)?;
    Ok((status, tag, String::from_utf8_lossy(&body).into_owned()))
}

/// Polls board `n`'s PGN at `addr` every `every` until `stop`: each ply the PGN shows for
/// the first time is timed from its publish.
fn poll(
    addr: std::net::SocketAddr,
    n: u32,
    every: Duration,
    published: &Published,
    polled: &Polled,
    stop: &AtomicBool,
) {
    let path = format!("/board/{n}.pgn");
    let (mut conn, mut etag, mut shown) = (None, String::new(), 0_usize);
    while !stop.load(Ordering::Relaxed) {
        match fetch(&mut conn, addr, &path, &etag) {
            Ok((200, tag, body)) => {
                polled.ok.fetch_add(1, Ordering::Relaxed);
                etag = tag;
                let plies = rochade::pgn::read_games(&body)
                    .first()
                    .map_or(0, |g| g.moves.len());
                let at = Instant::now();
                let times = published.lock().unwrap_or_else(|e| e.into_inner());
                let mut l = polled.latencies.lock().unwrap_or_else(|e| e.into_inner());
                for ply in shown..plies {
                    if let Some(t) = times.get(&n).and_then(|v| v.get(ply)) {
                        l.push((*t, at - *t));
                    }
                }
                shown = shown.max(plies);
            }
            Ok((304, _, _)) => {
                polled.not_modified.fetch_add(1, Ordering::Relaxed);
            }
            Ok((404, _, _)) => {
                polled.not_yet.fetch_add(1, Ordering::Relaxed);
            }
            Ok(_) | Err(_) => {
                polled.other.fetch_add(1, Ordering::Relaxed);
                conn = None;
            }
        }
        std::thread::sleep(every);
    }
}

struct Board {
    n: u32,
    state: State,
    relay: Relay,
    moves: Vec<String>,
    next: usize,
}

fn main() {
    if Command::new("mosquitto").arg("-h").output().is_err() {
        eprintln!("SKIPPED: mosquitto is not installed (apt-get install mosquitto)");
        return;
    }
    let boards_n = env("ROCHADE_BENCH_BOARDS", 200) as u32;
    let ply = Duration::from_millis(env("ROCHADE_BENCH_PLY_MS", 1_000));
    let plies = env("ROCHADE_BENCH_PLIES", 40) as usize;
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .unwrap_or_else(|e| panic!("{e}"));
    let conf = dir.path().join("mosquitto.conf");
    std::fs::write(
        &conf,
        format!("listener {port} 127.0.0.1\nallow_anonymous true\npersistence false\nmax_queued_messages 100000\n"),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let mut broker = mosquitto(&conf, port);
    let url = format!("mqtt://127.0.0.1:{port}");
    let event = "Load";

    // The games: every one of tests/data with enough moves, in turn.
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut games: Vec<Vec<String>> = Vec::new();
    for file in ["London1851.pgn", "tatamast22.pgn", "WorldChamp1886.pgn"] {
        let text = std::fs::read_to_string(data.join(file)).unwrap_or_else(|e| panic!("{e}"));
        for g in rochade::pgn::read_games(&text) {
            if g.problem.is_some() || g.moves.len() < 12 {
                continue;
            }
            let mut pos = g.initial.clone();
            // The last move is left out: an ending adds a line of its own.
            let sans = g.moves[..g.moves.len() - 1]
                .iter()
                .take(plies)
                .map(|m| {
                    let san = San::from_move(&pos, *m).to_string();
                    pos.play_unchecked(*m);
                    san
                })
                .collect();
            games.push(sans);
        }
    }

    let pgn = dir.path().join("live.pgn");
    let http = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .unwrap_or_else(|e| panic!("{e}"));
    let mut hall = Command::new(env!("CARGO_BIN_EXE_rochade"))
        .args([
            "hall",
            "--broker",
            &url,
            "--event",
            event,
            "--lang",
            "en",
            "--line-mode",
            "--no-speech",
            "--serve",
            &http.to_string(),
            "--pgn",
        ])
        .arg(&pgn)
        .env("XDG_DATA_HOME", dir.path().join("hall-data"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("rochade hall: {e}"));
    let hall_pid = hall.id();
    // Each board's expected lines, with the time they were published.
    let expected: Arc<Mutex<Expected>> = Arc::default();
    let latencies: Arc<Mutex<Vec<(Instant, Duration)>>> = Arc::default();
    let said_twice = Arc::new(Mutex::new(0_usize));
    {
        let stdout = hall.stdout.take().unwrap_or_else(|| panic!("no stdout"));
        let (expected, latencies, said_twice) = (
            Arc::clone(&expected),
            Arc::clone(&latencies),
            Arc::clone(&said_twice),
        );
        // A board's lines: its moves with the side that made them, anything else without.
        let prefixes: Vec<(u32, String)> = (1..=boards_n)
            .flat_map(|n| {
                [
                    (n, msg::hall_board(Lang::En, n, "")),
                    (n, msg::hall_board_move(Lang::En, n, "white", "")),
                    (n, msg::hall_board_move(Lang::En, n, "black", "")),
                ]
            })
            .collect();
        std::thread::spawn(move || {
            let mut seen: HashMap<u32, usize> = HashMap::new();
            for line in std::io::BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                let at = Instant::now();
                // The longest prefix that fits: "Board one hundred: " before "Board one: ".
                let Some((n, _)) = prefixes
                    .iter()
                    .filter(|(_, p)| line.starts_with(p.as_str()))
                    .max_by_key(|(_, p)| p.len())
                else {
                    continue;
                };
                let mut exp = expected.lock().unwrap_or_else(|e| e.into_inner());
                let Some(queue) = exp.get_mut(n) else {
                    continue;
                };
                if let Some(i) = queue.iter().position(|(text, _)| *text == line) {
                    let (_, published) = queue
                        .drain(..=i)
                        .next_back()
                        .unwrap_or_else(|| unreachable!());
                    latencies
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .push((published, at - published));
                    *seen.entry(*n).or_default() += 1;
                } else if !line.contains(" against ") {
                    *said_twice.lock().unwrap_or_else(|e| e.into_inner()) += 1;
                }
            }
        });
    }
    std::thread::sleep(Duration::from_millis(500));

    let mut boards: Vec<Board> = (1..=boards_n)
        .map(|n| {
            let moves = games[(n as usize - 1) % games.len()].clone();
            let state = State::new(Options {
                lang: Lang::En,
                id: format!("load-{n}"),
                tags: vec![
                    ("Event".to_owned(), event.to_owned()),
                    ("Round".to_owned(), n.to_string()),
                    ("White".to_owned(), format!("White {n}")),
                    ("Black".to_owned(), format!("Black {n}")),
                ],
                ..Options::default()
            });
            let relay = Relay::start(
                &url.parse().unwrap_or_else(|e| panic!("{e}")),
                event,
                n,
                state.log(),
                None,
            )
            .unwrap_or_else(|e| panic!("{e}"));
            Board {
                n,
                state,
                relay,
                moves,
                next: 0,
            }
        })
        .collect();
    let published: Published = Arc::default();
    let polled = Arc::new(Polled::default());
    let stop = Arc::new(AtomicBool::new(false));
    let pollers_n = env("ROCHADE_BENCH_POLLERS", 200) as u32;
    let every = Duration::from_millis(env("ROCHADE_BENCH_POLL_MS", 100));
    let pollers: Vec<_> = (0..pollers_n)
        .map(|i| {
            let (published, polled, stop) = (
                Arc::clone(&published),
                Arc::clone(&polled),
                Arc::clone(&stop),
            );
            std::thread::spawn(move || {
                poll(
                    http,
                    i % boards_n.max(1) + 1,
                    every,
                    &published,
                    &polled,
                    &stop,
                );
            })
        })
        .collect();
    let started = Instant::now();
    let step = |b: &mut Board, event: Input| {
        let now = started.elapsed();
        let mover = b.state.game().position().turn();
        let effects = update(&mut b.state, event, now);
        let speak: Vec<String> = effects
            .iter()
            .filter_map(|e| match e {
                Effect::Speak { text, .. } => Some(text.clone()),
                _ => None,
            })
            .collect();
        for e in &effects {
            if let Effect::Record(recorded) = e {
                let line = if recorded.begins_game() {
                    summary_of(&b.state, b.n, now).words(Lang::En)
                } else {
                    let side = if mover == shakmaty::Color::White {
                        "white"
                    } else {
                        "black"
                    };
                    let said = speak.first().cloned().unwrap_or_default();
                    msg::hall_board_move(Lang::En, b.n, side, said)
                };
                expected
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .entry(b.n)
                    .or_default()
                    .push_back((line, Instant::now()));
                b.relay.carry(recorded, &b.state);
            }
        }
        let plies = b.state.game().moves().len();
        let mut times = published.lock().unwrap_or_else(|e| e.into_inner());
        let list = times.entry(b.n).or_default();
        while list.len() < plies {
            list.push(Instant::now());
        }
    };
    for b in &mut boards {
        step(b, Input::Start);
    }
    let longest = boards.iter().map(|b| b.moves.len()).max().unwrap_or(0);
    let spacing = ply / boards_n.max(1);
    let total = longest * boards_n as usize;
    let mut restarted = false;
    let mut outage: Option<(Instant, Instant)> = None;
    let mut played = 0_usize;
    for round in 0..longest {
        for b in boards.iter_mut() {
            if let Some(m) = b.moves.get(round).cloned() {
                step(b, Input::Line(m));
                b.next += 1;
                played += 1;
            }
            std::thread::sleep(spacing);
        }
        if !restarted && round >= longest / 2 {
            restarted = true;
            let down = Instant::now();
            let _ = broker.kill();
            let _ = broker.wait();
            std::thread::sleep(Duration::from_millis(500));
            broker = mosquitto(&conf, port);
            // Entries published from the kill until a second after the broker is back wait
            // for it by design: counted apart.
            outage = Some((down, Instant::now() + Duration::from_secs(1)));
            eprintln!("broker restarted after {played} of at most {total} plies");
        }
    }
    // Every board's record, as the hall's live PGN should hold it.
    let want: String = boards
        .iter()
        .map(|b| rochade::scoresheet::export::pgn(b.state.sheet(), Lang::En))
        .collect::<Vec<_>>()
        .join("\n");
    let deadline = Instant::now() + Duration::from_secs(120);
    let exact = loop {
        let have = std::fs::read_to_string(&pgn).unwrap_or_default();
        if have.trim() == want.trim() {
            break true;
        }
        if Instant::now() > deadline {
            break false;
        }
        std::thread::sleep(Duration::from_millis(200));
    };
    // The pollers see the last moves too before they stop.
    std::thread::sleep(every * 3);
    stop.store(true, Ordering::Relaxed);
    for p in pollers {
        let _ = p.join();
    }
    let wall = started.elapsed();
    let (cpu, hwm) = usage(hall_pid);
    let _ = hall.kill();
    let _ = hall.wait();
    let _ = broker.kill();
    let _ = broker.wait();
    let all = latencies.lock().unwrap_or_else(|e| e.into_inner()).clone();
    let during = |t: &Instant| outage.is_some_and(|(a, b)| *t >= a && *t <= b);
    let mut l: Vec<Duration> = all
        .iter()
        .filter(|(t, _)| !during(t))
        .map(|(_, d)| *d)
        .collect();
    let mut o: Vec<Duration> = all
        .iter()
        .filter(|(t, _)| during(t))
        .map(|(_, d)| *d)
        .collect();
    l.sort();
    o.sort();
    let pct = |l: &[Duration], p: f64| {
        l.get(((l.len() as f64 * p) as usize).min(l.len().saturating_sub(1)))
            .copied()
            .unwrap_or_default()
            .as_secs_f64()
            * 1000.0
    };
    let served = polled
        .latencies
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .clone();
    let mut sl: Vec<Duration> = served
        .iter()
        .filter(|(t, _)| !during(t))
        .map(|(_, d)| *d)
        .collect();
    sl.sort();
    let moves: usize = boards.iter().map(|b| b.state.game().moves().len()).sum();
    println!(
        "boards: {boards_n}, moves: {moves} (one ply per board every {ply:?}), broker restarted once"
    );
    println!(
        "publish -> hall line: median {:.1} ms, p99 {:.1} ms ({} lines said live with the broker up)",
        pct(&l, 0.5),
        pct(&l, 0.99),
        l.len()
    );
    println!(
        "publish -> served PGN ({pollers_n} pollers, every {every:?}): median {:.1} ms, p99 {:.1} ms ({} plies seen with the broker up); answers: {} x 200, {} x 304, {} x 404 (before the board's first entry), {} other",
        pct(&sl, 0.5),
        pct(&sl, 0.99),
        sl.len(),
        polled.ok.load(Ordering::Relaxed),
        polled.not_modified.load(Ordering::Relaxed),
        polled.not_yet.load(Ordering::Relaxed),
        polled.other.load(Ordering::Relaxed)
    );
    println!(
        "published during the broker's restart: median {:.1} ms, max {:.1} ms ({} lines)",
        pct(&o, 0.5),
        pct(&o, 1.0),
        o.len()
    );
    println!(
        "hall: {cpu:.1} s CPU in {:.1} s ({:.1} %), peak resident memory {:.1} MB",
        wall.as_secs_f64(),
        cpu / wall.as_secs_f64() * 100.0,
        hwm as f64 / 1024.0
    );
    println!(
        "every move of every board exactly once in the hall's PGN: {}; lines said that were no new entry: {}",
        if exact { "yes" } else { "NO" },
        said_twice.lock().unwrap_or_else(|e| e.into_inner())
    );
}
