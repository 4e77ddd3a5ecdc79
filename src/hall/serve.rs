//! The live PGN's HTTP server: HTTP/1 with hyper on one thread of its own running a tokio
//! runtime (the one rumqttc is built on), one task per connection, so that idle or slow
//! clients cost a task and a descriptor each, never a thread.
//!
//! It survives its clients: at most [`Limits::connections`] at once (a client past them gets
//! `503` with `Retry-After` and is closed), a client that has not sent a whole request head
//! within [`Limits::header_timeout`] (the first, or the next on a kept-alive connection) is
//! closed, a head larger than [`Limits::max_header`] or with more than
//! [`Limits::max_headers`] fields gets `431`. Out of descriptors, the server takes the
//! waiting connection with a descriptor it keeps in reserve and closes it (without one, it
//! pauses a moment), and goes on: it never stops accepting for good.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::{Request, Response};
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpStream;
use tokio::sync::Semaphore;

use super::live::Live;

/// What the server admits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Connections served at once.
    pub connections: usize,
    /// How long a client has to send a whole request head (also how long a kept-alive
    /// connection may wait idle for its next request).
    pub header_timeout: Duration,
    /// The largest request head in bytes (request line and fields).
    pub max_header: usize,
    /// The most header fields in one request.
    pub max_headers: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            connections: 256,
            header_timeout: Duration::from_secs(10),
            max_header: 16 * 1024,
            max_headers: 64,
        }
    }
}

/// How long accepting pauses after an error (out of descriptors, most likely).
const ACCEPT_PAUSE: Duration = Duration::from_millis(50);

/// What a client past the connection limit is told before it is closed.
const BUSY: &[u8] = b"HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";

/// Why the live PGN cannot be served.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The address cannot be bound (in use, not this machine's, not an address).
    #[error("cannot listen on {0}: {1}")]
    Bind(String, std::io::Error),
    /// The runtime or its thread cannot be started.
    #[error("cannot start the HTTP server: {0}")]
    Start(std::io::Error),
}

/// Serves `live` on `addr` within `limits`, on a thread of its own; returns the address it
/// listens on. If the server stops, nothing is said: [`serve_reporting`] says it.
///
/// # Errors
/// [`ServeError`] when the address cannot be bound or the server cannot start.
pub fn serve(addr: &str, live: Arc<Mutex<Live>>, limits: Limits) -> Result<SocketAddr, ServeError> {
    serve_reporting(addr, live, limits, Box::new(|_| {}))
}

/// Why the live PGN's server stopped (its thread ended: a panic, most likely).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the live PGN's HTTP server stopped: {why}")]
pub struct Stopped {
    /// The technical words: the panic's message, or that the loop ended.
    pub why: String,
}

impl Stopped {
    /// The sentence for the arbiters, in `lang` (to be said as urgent).
    pub fn said(&self, lang: crate::lang::Lang) -> String {
        crate::i18n::msg::hall_serve_stopped(lang, self.why.as_str())
    }
}

/// What the hall is told, once, if the server stops (called on the server's thread, as it
/// ends: hand it over, for example to the hall's channel, and return).
pub type OnStop = Box<dyn FnOnce(Stopped) + Send>;

/// [`serve`], and `on_stop` is called once with the reason if the server's thread ends (it
/// never ends by itself: a panic in its loop or its runtime ends it).
///
/// # Errors
/// [`ServeError`] when the address cannot be bound or the server cannot start.
pub fn serve_reporting(
    addr: &str,
    live: Arc<Mutex<Live>>,
    limits: Limits,
    on_stop: OnStop,
) -> Result<SocketAddr, ServeError> {
    let bind = |e| ServeError::Bind(addr.to_owned(), e);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .enable_time()
        .build()
        .map_err(ServeError::Start)?;
    let listener = {
        let _inside = runtime.enter();
        listen(addr).map_err(bind)?
    };
    let bound = listener.local_addr().map_err(bind)?;
    std::thread::Builder::new()
        .name("live-pgn".to_owned())
        .spawn(move || run_until_stopped(&runtime, accept(listener, live, limits), on_stop))
        .map_err(ServeError::Start)?;
    Ok(bound)
}

/// Runs `server` on `runtime` until it ends, and tells `on_stop` why it did (a panic's
/// message, caught here, or that it returned).
fn run_until_stopped<F: std::future::Future<Output = ()>>(
    runtime: &tokio::runtime::Runtime,
    server: F,
    on_stop: OnStop,
) {
    let ended = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| runtime.block_on(server)));
    let why = match ended {
        Ok(()) => "its loop ended".to_owned(),
        Err(panic) => panic
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "it panicked".to_owned()),
    };
    on_stop(Stopped { why });
}

/// Connections the system keeps waiting to be accepted (a burst of clients is queued, not
/// turned away).
const BACKLOG: u32 = 1024;

/// Listens on `addr` (the first address it names), with a queue of [`BACKLOG`].
fn listen(addr: &str) -> std::io::Result<tokio::net::TcpListener> {
    use std::net::ToSocketAddrs;
    let at = addr
        .to_socket_addrs()?
        .next()
        .ok_or_else(|| std::io::Error::new(std::io::ErrorKind::InvalidInput, "no address"))?;
    let socket = if at.is_ipv4() {
        tokio::net::TcpSocket::new_v4()?
    } else {
        tokio::net::TcpSocket::new_v6()?
    };
    #[cfg(unix)]
    socket.set_reuseaddr(true)?;
    socket.bind(at)?;
    socket.listen(BACKLOG)
}

/// Takes connections for ever: each one within the limit is served on a task of its own.
async fn accept(listener: tokio::net::TcpListener, live: Arc<Mutex<Live>>, limits: Limits) {
    let permits = Arc::new(Semaphore::new(limits.connections.max(1)));
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout)
        .max_header_size(limits.max_header)
        .max_headers(limits.max_headers)
        .max_buf_size(limits.max_header.max(8192) + 1024)
        .keep_alive(true);
    let mut spare = reserve();
    loop {
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            Err(e) if out_of_descriptors(&e) => {
                // The spare descriptor makes room to take the waiting connection and refuse
                // it (so that the queue does not fill and the clients do not wait on it);
                // without a spare, accepting pauses a moment.
                if spare.take().is_some() {
                    if let Ok(Ok((stream, _))) =
                        tokio::time::timeout(ACCEPT_PAUSE, listener.accept()).await
                    {
                        refuse(stream);
                    }
                } else {
                    tokio::time::sleep(ACCEPT_PAUSE).await;
                }
                spare = reserve();
                continue;
            }
            Err(_) => {
                // A connection reset before it was taken, or the like: go on in a moment.
                tokio::time::sleep(ACCEPT_PAUSE).await;
                continue;
            }
        };
        let Ok(permit) = Arc::clone(&permits).try_acquire_owned() else {
            refuse(stream);
            continue;
        };
        let live = Arc::clone(&live);
        let http = http.clone();
        tokio::spawn(async move {
            let service = service_fn(move |req: Request<Incoming>| {
                let reply = answer(&live, &req);
                async move { Ok::<_, std::convert::Infallible>(reply) }
            });
            // A client that breaks off or times out ends its own connection only.
            let _ = http.serve_connection(TokioIo::new(stream), service).await;
            drop(permit);
        });
    }
}

/// A descriptor kept in reserve for the moment the process runs out of them.
fn reserve() -> Option<std::fs::File> {
    #[cfg(unix)]
    return std::fs::File::open("/dev/null").ok();
    #[cfg(not(unix))]
    None
}

/// Whether accepting failed because the process (or the system) is out of descriptors.
fn out_of_descriptors(e: &std::io::Error) -> bool {
    #[cfg(unix)]
    return matches!(e.raw_os_error(), Some(libc::EMFILE | libc::ENFILE));
    #[cfg(not(unix))]
    {
        let _ = e;
        false
    }
}

/// Tells a client past the limit to come back in a second, and closes its connection.
fn refuse(stream: TcpStream) {
    let _ = stream.try_write(BUSY);
}

/// The live PGN's answer to `req`.
fn answer(live: &Mutex<Live>, req: &Request<Incoming>) -> Response<Full<Bytes>> {
    let target = req
        .uri()
        .path_and_query()
        .map_or_else(|| req.uri().path(), |p| p.as_str());
    let l = live.lock().unwrap_or_else(PoisonError::into_inner);
    l.answer(req.method(), target, req.headers()).map(Full::new)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;
    use std::io::{Read, Write};
    use std::net::TcpStream as Client;
    use std::time::{Instant, SystemTime};

    fn server(limits: Limits) -> SocketAddr {
        let mut live = Live::new(SystemTime::now());
        live.update(
            "all".to_owned(),
            BTreeMap::from([(2, "two".to_owned())]),
            SystemTime::now(),
        );
        serve("127.0.0.1:0", Arc::new(Mutex::new(live)), limits).unwrap()
    }

    /// Sends `request` and reads the answer until the server closes (five seconds at most).
    fn exchange(addr: SocketAddr, request: &[u8]) -> String {
        let mut c = Client::connect(addr).unwrap();
        c.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
        // The server may answer and close before it has read all of a long request.
        let _ = c.write_all(request);
        let mut text = Vec::new();
        let _ = c.read_to_end(&mut text);
        String::from_utf8_lossy(&text).into_owned()
    }

    #[test]
    fn a_server_whose_loop_panics_says_why_once() {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        let on_stop: OnStop = Box::new(move |stopped| tx.send(stopped).unwrap());
        let thread = std::thread::spawn(move || {
            run_until_stopped(
                &runtime,
                async { panic!("Too many open files (os error 24)") },
                on_stop,
            );
        });
        thread.join().unwrap();
        let stopped = rx.recv_timeout(Duration::from_secs(1)).unwrap();
        assert_eq!(stopped.why, "Too many open files (os error 24)");
        assert!(rx.try_recv().is_err(), "said once");
        assert_eq!(
            stopped.said(crate::lang::Lang::En),
            "The live PGN's server has stopped (Too many open files (os error 24)): broadcasts and browsers get nothing more. Start the hall again to serve it."
        );
    }

    #[test]
    fn heads_too_large_or_too_many_fields_get_431() {
        let addr = server(Limits::default());
        let big = format!(
            "GET /live.pgn HTTP/1.1\r\nHost: x\r\nX-Big: {}\r\n\r\n",
            "a".repeat(64 * 1024)
        );
        assert!(exchange(addr, big.as_bytes()).starts_with("HTTP/1.1 431"));
        let many: String = (0..200).map(|i| format!("X-{i}: y\r\n")).collect();
        let many = format!("GET /live.pgn HTTP/1.1\r\nHost: x\r\n{many}\r\n");
        assert!(exchange(addr, many.as_bytes()).starts_with("HTTP/1.1 431"));
        let line = format!("GET /{} HTTP/1.1\r\nHost: x\r\n\r\n", "a".repeat(100_000));
        assert!(exchange(addr, line.as_bytes()).starts_with("HTTP/1.1 431"));
        let target = format!(
            "GET /live.pgn?{} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
            "a".repeat(4000)
        );
        assert!(exchange(addr, target.as_bytes()).starts_with("HTTP/1.1 414"));
        // The server goes on.
        let ok = exchange(addr, b"GET /board/2.pgn HTTP/1.0\r\n\r\n");
        assert!(
            ok.starts_with("HTTP/1.0 200") && ok.ends_with("\r\n\r\ntwo"),
            "{ok}"
        );
        let head = exchange(addr, b"HEAD /board/2.pgn HTTP/1.0\r\n\r\n");
        assert!(
            head.starts_with("HTTP/1.0 200") && head.ends_with("\r\n\r\n"),
            "{head}"
        );
        let post = exchange(
            addr,
            b"POST /live.pgn HTTP/1.0\r\nContent-Length: 0\r\n\r\n",
        );
        assert!(
            post.starts_with("HTTP/1.0 405") && post.contains("allow: GET, HEAD"),
            "{post}"
        );
    }

    #[test]
    fn silent_and_idle_clients_are_closed_and_the_limit_refuses_the_rest() {
        let addr = server(Limits {
            connections: 2,
            header_timeout: Duration::from_millis(300),
            ..Limits::default()
        });
        let started = Instant::now();
        // One silent, one idle after a request on a kept-alive connection.
        let mut silent = Client::connect(addr).unwrap();
        let mut idle = Client::connect(addr).unwrap();
        idle.write_all(b"GET /live.pgn HTTP/1.1\r\nHost: x\r\n\r\n")
            .unwrap();
        let mut first = [0u8; 12];
        idle.read_exact(&mut first).unwrap();
        assert_eq!(&first, b"HTTP/1.1 200");
        // A third while both are held: told to come back, and closed.
        let busy = exchange(addr, b"GET /live.pgn HTTP/1.0\r\n\r\n");
        assert!(busy.starts_with("HTTP/1.1 503"), "{busy}");
        for c in [&mut silent, &mut idle] {
            c.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
            let mut rest = Vec::new();
            let _ = c.read_to_end(&mut rest);
        }
        let closed = started.elapsed();
        assert!(closed < Duration::from_secs(4), "closed after {closed:?}");
        // Their places are free again.
        let deadline = Instant::now() + Duration::from_secs(2);
        loop {
            let ok = exchange(addr, b"GET /live.pgn HTTP/1.0\r\n\r\n");
            if ok.starts_with("HTTP/1.0 200") {
                break;
            }
            assert!(Instant::now() < deadline, "{ok}");
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}
