//! The hall's live PGN over HTTP survives its clients: thousands of idle connections under a
//! low descriptor limit cost no thread, and once they close the next fetch is served at once;
//! methods, targets, heads and conditional requests get their status over the wire.
//!
//! The hall runs under `prlimit` with a broker address where nothing listens (the HTTP server
//! does not need the broker). Skipped with a message where prlimit is missing, unless
//! ROCHADE_REQUIRE_SYSTEM_TESTS=1.

mod common;

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::free_port;

/// A hall under `prlimit --nofile=LIMIT` serving on a free port, ended when dropped.
struct Hall {
    child: Child,
    addr: SocketAddr,
}

impl Hall {
    fn start(dir: &Path, nofile: u32) -> Hall {
        let addr: SocketAddr = format!("127.0.0.1:{}", free_port()).parse().unwrap();
        let out = dir.join(format!("hall-{nofile}.out"));
        let child = Command::new("prlimit")
            .arg(format!("--nofile={nofile}"))
            .arg(env!("CARGO_BIN_EXE_rochade"))
            .args(["hall", "--broker"])
            .arg(format!("mqtt://127.0.0.1:{}", free_port()))
            .args(["--event", "Test Open", "--lang", "en", "--line-mode"])
            .args(["--no-speech", "--serve", &addr.to_string()])
            .env("HOME", dir)
            .env("XDG_DATA_HOME", dir.join("data"))
            .env_remove("ROCHADE_CONFIG")
            .stdin(Stdio::piped())
            .stdout(std::fs::File::create(&out).unwrap())
            .stderr(std::fs::File::create(out.with_extension("err")).unwrap())
            .spawn()
            .expect("start the hall");
        let hall = Hall { child, addr };
        let deadline = Instant::now() + Duration::from_secs(10);
        while !std::fs::read_to_string(&out)
            .unwrap_or_default()
            .contains("The live PGN is served at")
        {
            assert!(Instant::now() < deadline, "the hall did not start serving");
            std::thread::sleep(Duration::from_millis(20));
        }
        hall
    }

    /// A line of `/proc/PID/status` as a number (`Threads`, `VmRSS` in kB).
    fn status(&self, field: &str) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap();
        status
            .lines()
            .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))
            .and_then(|v| v.split_whitespace().next()?.parse().ok())
            .unwrap_or_else(|| panic!("no {field} in\n{status}"))
    }
}

impl Drop for Hall {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Sends `request` and returns what came back until the server closed (two seconds at most).
fn exchange(addr: SocketAddr, request: &str) -> String {
    let Ok(mut s) = TcpStream::connect_timeout(&addr, Duration::from_secs(2)) else {
        return String::new();
    };
    let _ = s.set_read_timeout(Some(Duration::from_secs(2)));
    let _ = s.write_all(request.as_bytes());
    let mut text = Vec::new();
    let _ = s.read_to_end(&mut text);
    String::from_utf8_lossy(&text).into_owned()
}

/// Opens up to `count` idle connections, each given `wait` to be taken.
fn idle(addr: SocketAddr, count: usize, wait: Duration) -> Vec<TcpStream> {
    let mut held = Vec::new();
    for _ in 0..count {
        match TcpStream::connect_timeout(&addr, wait) {
            Ok(s) => held.push(s),
            // The server's queue is full (it is out of descriptors): enough.
            Err(_) => break,
        }
    }
    held
}

/// Raises this process's own descriptor limit towards `want` (as far as its hard limit lets
/// it); returns the limit now in force.
fn raise_nofile(want: u64) -> u64 {
    let mut r = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit only read and write the struct given.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut r) } != 0 {
        return 0;
    }
    let target = want.min(r.rlim_max);
    if r.rlim_cur < target {
        let raised = libc::rlimit {
            rlim_cur: target,
            rlim_max: r.rlim_max,
        };
        // SAFETY: as above.
        if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raised) } == 0 {
            return target;
        }
    }
    r.rlim_cur
}

/// How long after `since` a fetch of `/live.pgn` is answered 200 (ten seconds at most).
fn served_after(addr: SocketAddr, since: Instant) -> Duration {
    let deadline = since + Duration::from_secs(10);
    loop {
        let answer = exchange(addr, "GET /live.pgn HTTP/1.0\r\n\r\n");
        if answer.starts_with("HTTP/1.0 200") {
            return since.elapsed();
        }
        assert!(Instant::now() < deadline, "never served again: {answer:?}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn thousands_of_idle_connections_cost_no_thread_and_the_next_fetch_is_served() {
    if !common::require_program("prlimit", "util-linux") {
        return;
    }
    // The test's own side holds the connections: 2,000 of them and a few more descriptors,
    // where the machine lets it.
    let own = raise_nofile(2200);
    let count = usize::try_from(own.saturating_sub(100))
        .unwrap_or(0)
        .min(2000);
    assert!(count >= 500, "this process may open only {own} descriptors");
    let dir = common::tempdir();
    // 1024 descriptors, as a login has: the connection limit refuses the rest in words (503).
    // 64: the server runs out of descriptors long before its limit, and pauses accepting.
    for nofile in [1024, 64] {
        let hall = Hall::start(dir.path(), nofile);
        assert!(exchange(hall.addr, "GET /live.pgn HTTP/1.0\r\n\r\n").starts_with("HTTP/1.0 200"));
        let (threads, rss) = (hall.status("Threads"), hall.status("VmRSS"));
        let opening = Instant::now();
        let held = idle(hall.addr, count, Duration::from_secs(2));
        eprintln!(
            "{nofile}: {} connections in {:?}",
            held.len(),
            opening.elapsed()
        );
        assert!(
            held.len() >= 150,
            "{nofile}: only {} connections",
            held.len()
        );
        // Held: the server answers them no thread each, and refuses more in words.
        std::thread::sleep(Duration::from_millis(300));
        let threads_held = hall.status("Threads");
        assert!(
            threads_held <= threads + 1,
            "{nofile}: threads {threads} → {threads_held}"
        );
        if nofile == 1024 {
            let busy = exchange(hall.addr, "GET /live.pgn HTTP/1.0\r\n\r\n");
            assert!(busy.starts_with("HTTP/1.1 503"), "{busy:?}");
        }
        let closed = Instant::now();
        drop(held);
        let after = served_after(hall.addr, closed);
        assert!(
            after < Duration::from_secs(1),
            "{nofile}: served after {after:?}"
        );
        let rss_after = hall.status("VmRSS");
        eprintln!(
            "nofile {nofile}: {count} idle connections; threads {threads} → {threads_held}; \
             RSS {rss} → {rss_after} kB; served {after:?} after they closed"
        );
        assert_eq!(hall.status("Threads"), threads, "{nofile}");
        assert!(
            rss_after < rss + 32 * 1024,
            "{nofile}: RSS {rss} → {rss_after} kB"
        );
    }
}

#[test]
fn methods_targets_heads_and_conditions_get_their_status_over_the_wire() {
    if !common::require_program("prlimit", "util-linux") {
        return;
    }
    let dir = common::tempdir();
    let hall = Hall::start(dir.path(), 1024);
    let a = hall.addr;
    let first = exchange(a, "GET /live.pgn HTTP/1.0\r\n\r\n");
    assert!(first.starts_with("HTTP/1.0 200"), "{first}");
    let header = |name: &str| {
        first
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{name}: ")))
            .unwrap_or_else(|| panic!("no {name} in {first}"))
            .to_owned()
    };
    let (etag, modified) = (header("etag"), header("last-modified"));
    let status = |request: String| {
        let answer = exchange(a, &request);
        answer.get(9..12).unwrap_or("").to_owned()
    };
    assert_eq!(
        status(format!(
            "GET /live.pgn HTTP/1.0\r\nIf-None-Match: {etag}\r\n\r\n"
        )),
        "304"
    );
    assert_eq!(
        status(format!(
            "GET /live.pgn HTTP/1.0\r\nIf-Modified-Since: {modified}\r\n\r\n"
        )),
        "304"
    );
    for method in ["POST", "PUT", "DELETE", "TRACE", "BREW"] {
        let answer = exchange(a, &format!("{method} /live.pgn HTTP/1.0\r\n\r\n"));
        assert!(answer.starts_with("HTTP/1.0 405"), "{method}: {answer}");
        assert!(answer.contains("allow: GET, HEAD"), "{method}: {answer}");
    }
    let long = "a".repeat(8 * 1024);
    assert_eq!(
        status(format!("GET /live.pgn?{long} HTTP/1.0\r\n\r\n")),
        "414"
    );
    let huge = "a".repeat(1024 * 1024);
    assert_eq!(
        status(format!("GET /live.pgn HTTP/1.0\r\nX: {huge}\r\n\r\n")),
        "431"
    );
    let many: String = (0..1000).map(|i| format!("X-{i}: y\r\n")).collect();
    assert_eq!(
        status(format!("GET /live.pgn HTTP/1.0\r\n{many}\r\n")),
        "431"
    );
    for path in [
        "/board/02.pgn",
        "/board/+2.pgn",
        "/../etc/passwd",
        "/board/%32.pgn",
    ] {
        assert_eq!(
            status(format!("GET {path} HTTP/1.0\r\n\r\n")),
            "404",
            "{path}"
        );
    }
    // After all of it, the hall still serves.
    assert!(exchange(a, "HEAD /live.pgn HTTP/1.0\r\n\r\n").starts_with("HTTP/1.0 200"));
}
