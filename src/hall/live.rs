//! The live PGN for a broadcast: one file with every board's game, written again at every
//! change as a whole ([`crate::store::write`]: a reader never sees half of it), and served over HTTP (`/live.pgn`, `/board/N.pgn`) for a broadcast that polls.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, PoisonError};

/// What the HTTP server hands out: the whole event and each board.
#[derive(Debug, Clone, Default)]
pub struct Live {
    /// Every board's game.
    pub all: String,
    /// Each board's game by number.
    pub boards: BTreeMap<u32, String>,
}

/// The answer to a request for `url`: the status and the body.
pub fn answer(live: &Live, url: &str) -> (u16, String) {
    let path = url.split('?').next().unwrap_or("");
    if path == "/live.pgn" || path == "/" {
        return (200, live.all.clone());
    }
    let board = path
        .strip_prefix("/board/")
        .and_then(|r| r.strip_suffix(".pgn"))
        .and_then(|n| n.parse::<u32>().ok());
    match board.and_then(|n| live.boards.get(&n)) {
        Some(pgn) => (200, pgn.clone()),
        None => (404, "not found\n".to_owned()),
    }
}

/// Serves `live` on `addr` on its own thread; returns the address it listens on.
///
/// # Errors
/// When the address cannot be bound.
pub fn serve(
    addr: &str,
    live: Arc<Mutex<Live>>,
) -> Result<std::net::SocketAddr, Box<dyn std::error::Error + Send + Sync>> {
    let server = tiny_http::Server::http(addr)?;
    let bound = server
        .server_addr()
        .to_ip()
        .ok_or("the server has no IP address")?;
    std::thread::spawn(move || {
        for request in server.incoming_requests() {
            let (status, body) = {
                let l = live.lock().unwrap_or_else(PoisonError::into_inner);
                answer(&l, request.url())
            };
            let mut response = tiny_http::Response::from_string(body).with_status_code(status);
            if let Ok(h) = tiny_http::Header::from_bytes(
                &b"Content-Type"[..],
                &b"application/x-chess-pgn; charset=utf-8"[..],
            ) {
                response.add_header(h);
            }
            let _ = request.respond(response);
        }
    });
    Ok(bound)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_live_pgn_is_served_whole_and_by_board() {
        let mut live = Live {
            all: "all games".to_owned(),
            ..Live::default()
        };
        live.boards.insert(3, "board three".to_owned());
        assert_eq!(answer(&live, "/live.pgn"), (200, "all games".to_owned()));
        assert_eq!(
            answer(&live, "/board/3.pgn"),
            (200, "board three".to_owned())
        );
        assert_eq!(answer(&live, "/board/4.pgn").0, 404);
        assert_eq!(answer(&live, "/etc/passwd").0, 404);
    }
}
