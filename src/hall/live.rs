//! The live PGN for a broadcast: one file with every board's game, written again at every
//! change as a whole (a temporary file renamed over it, so that a reader never sees half of
//! it), and served over HTTP (`/live.pgn`, `/board/N.pgn`) for a broadcast that polls.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;
use std::sync::{Arc, Mutex, PoisonError};

/// What the HTTP server hands out: the whole event and each board.
#[derive(Debug, Clone, Default)]
pub struct Live {
    /// Every board's game.
    pub all: String,
    /// Each board's game by number.
    pub boards: BTreeMap<u32, String>,
}

/// Writes `text` to `path` as a whole: into a temporary file beside it, then renamed over it
/// (a reader sees the old file or the new one, never a part).
///
/// # Errors
/// When the directory cannot be written.
pub fn write_atomic(path: &Path, text: &str) -> std::io::Result<()> {
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty());
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "live.pgn".to_owned());
    let tmp = match dir {
        Some(d) => d.join(format!(".{name}.tmp")),
        None => Path::new(&format!(".{name}.tmp")).to_path_buf(),
    };
    {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(text.as_bytes())?;
    }
    std::fs::rename(&tmp, path)
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

    #[test]
    fn writing_replaces_the_file_as_a_whole() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("live.pgn");
        write_atomic(&path, "one").unwrap();
        write_atomic(&path, "two").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "two");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }
}
