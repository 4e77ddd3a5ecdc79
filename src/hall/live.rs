//! The live PGN for a broadcast: one file with every board's game, written again at every
//! change as a whole ([`crate::store::write`]: a reader never sees half of it), and served over
//! HTTP ([`crate::hall::serve`]: `/live.pgn`, `/board/N.pgn`) for a broadcast that polls.
//!
//! [`Live::answer`] is the whole of what a request gets, without a socket: only `GET` and
//! `HEAD` (else 405 with `Allow`), a target of [`MAX_TARGET`] bytes at most (else 414), the
//! canonical paths only (`/board/2.pgn`, never `/board/02.pgn` or `/board/+2.pgn`), and an
//! `ETag` and `Last-Modified` with every document, so that a site polling every few seconds
//! gets `304 Not Modified` while nothing changed.

use std::collections::BTreeMap;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use hyper::body::Bytes;
use hyper::header::{self, HeaderMap, HeaderValue};
use hyper::{Method, Response, StatusCode};
use sha2::{Digest, Sha256};

/// The longest request target (path and query) answered; a longer one gets 414.
pub const MAX_TARGET: usize = 2048;

/// One document served: its text, its entity tag and when it last changed.
#[derive(Debug, Clone)]
struct Document {
    /// The PGN.
    body: Bytes,
    /// A strong entity tag (quoted), from the text's hash.
    etag: String,
    /// When the text last changed, to the second (as HTTP dates have it).
    modified: SystemTime,
}

impl Document {
    fn new(text: String, now: SystemTime) -> Document {
        let hash = Sha256::digest(text.as_bytes());
        let hex: String = hash.iter().take(12).map(|b| format!("{b:02x}")).collect();
        Document {
            body: Bytes::from(text),
            etag: format!("\"{hex}\""),
            modified: whole_seconds(now),
        }
    }

    /// The same document if `text` is what it holds, else a new one changed at `now`.
    fn updated(self, text: String, now: SystemTime) -> Document {
        if self.body == text.as_bytes() {
            self
        } else {
            Document::new(text, now)
        }
    }
}

/// `t` without its fraction of a second.
fn whole_seconds(t: SystemTime) -> SystemTime {
    let secs = t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    UNIX_EPOCH + Duration::from_secs(secs)
}

/// What the HTTP server hands out: the whole event and each board.
#[derive(Debug, Clone)]
pub struct Live {
    /// Every board's game.
    all: Document,
    /// Each board's game by number.
    boards: BTreeMap<u32, Document>,
}

impl Live {
    /// Nothing yet (an empty `/live.pgn`), as of `now`.
    pub fn new(now: SystemTime) -> Live {
        Live {
            all: Document::new(String::new(), now),
            boards: BTreeMap::new(),
        }
    }

    /// Every board's game (`all`) and each board's (`boards`) as of `now`: a document whose
    /// text is unchanged keeps its tag and date.
    pub fn update(&mut self, all: String, boards: BTreeMap<u32, String>, now: SystemTime) {
        let all_before = std::mem::replace(&mut self.all, Document::new(String::new(), now));
        self.all = all_before.updated(all, now);
        let mut before = std::mem::take(&mut self.boards);
        self.boards = boards
            .into_iter()
            .map(|(n, text)| {
                let doc = match before.remove(&n) {
                    Some(d) => d.updated(text, now),
                    None => Document::new(text, now),
                };
                (n, doc)
            })
            .collect();
    }

    /// The document at `path`, if it is one of the canonical paths.
    fn document(&self, path: &str) -> Option<&Document> {
        if path == "/live.pgn" || path == "/" {
            return Some(&self.all);
        }
        let digits = path.strip_prefix("/board/")?.strip_suffix(".pgn")?;
        self.boards.get(&board_number(digits)?)
    }

    /// The answer to a request: `method`, its `target` (path and query) and its `headers`.
    pub fn answer(&self, method: &Method, target: &str, headers: &HeaderMap) -> Response<Bytes> {
        if target.len() > MAX_TARGET {
            return plain(StatusCode::URI_TOO_LONG, "request target too long\n");
        }
        if method != Method::GET && method != Method::HEAD {
            let mut r = plain(StatusCode::METHOD_NOT_ALLOWED, "only GET and HEAD\n");
            r.headers_mut()
                .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
            return r;
        }
        let path = target.split('?').next().unwrap_or("");
        let Some(doc) = self.document(path) else {
            return plain(StatusCode::NOT_FOUND, "not found\n");
        };
        let fresh = match headers.get(header::IF_NONE_MATCH) {
            Some(tags) => tags.to_str().is_ok_and(|t| matches_tag(t, &doc.etag)),
            None => headers
                .get(header::IF_MODIFIED_SINCE)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| httpdate::parse_http_date(v).ok())
                .is_some_and(|since| doc.modified <= since),
        };
        let (status, body) = if fresh {
            (StatusCode::NOT_MODIFIED, Bytes::new())
        } else {
            (StatusCode::OK, doc.body.clone())
        };
        let mut r = Response::new(body);
        *r.status_mut() = status;
        let h = r.headers_mut();
        h.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/x-chess-pgn; charset=utf-8"),
        );
        // Polled again and again: always asked again, answered 304 while unchanged.
        h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
        if let Ok(v) = HeaderValue::from_str(&doc.etag) {
            h.insert(header::ETAG, v);
        }
        if let Ok(v) = HeaderValue::from_str(&httpdate::fmt_http_date(doc.modified)) {
            h.insert(header::LAST_MODIFIED, v);
        }
        r
    }
}

/// A board's number as its canonical path has it: digits, no sign, no leading zero.
fn board_number(digits: &str) -> Option<u32> {
    let canonical = !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_digit())
        && !(digits.len() > 1 && digits.starts_with('0'));
    if canonical { digits.parse().ok() } else { None }
}

/// Whether an `If-None-Match` list (`tags`) names `etag` (weak comparison, `*` for any).
fn matches_tag(tags: &str, etag: &str) -> bool {
    tags.split(',')
        .map(|t| t.trim())
        .any(|t| t == "*" || t.strip_prefix("W/").unwrap_or(t) == etag)
}

/// A short plain-text answer with `status`.
pub fn plain(status: StatusCode, text: &'static str) -> Response<Bytes> {
    let mut r = Response::new(Bytes::from_static(text.as_bytes()));
    *r.status_mut() = status;
    r.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    fn live() -> Live {
        let t = UNIX_EPOCH + Duration::from_secs(1_700_000_000);
        let mut live = Live::new(t);
        live.update(
            "all games".to_owned(),
            BTreeMap::from([(3, "board three".to_owned()), (12, "twelve".to_owned())]),
            t,
        );
        live
    }

    fn get(live: &Live, method: Method, target: &str, headers: &[(&str, &str)]) -> (u16, String) {
        let mut map = HeaderMap::new();
        for (k, v) in headers {
            map.insert(
                header::HeaderName::from_bytes(k.as_bytes()).unwrap(),
                HeaderValue::from_str(v).unwrap(),
            );
        }
        let r = live.answer(&method, target, &map);
        (
            r.status().as_u16(),
            String::from_utf8_lossy(r.body()).into_owned(),
        )
    }

    #[test]
    fn the_live_pgn_is_served_whole_and_by_board_at_canonical_paths_only() {
        let live = live();
        let g = |t: &str| get(&live, Method::GET, t, &[]);
        assert_eq!(g("/live.pgn"), (200, "all games".to_owned()));
        assert_eq!(g("/live.pgn?t=5"), (200, "all games".to_owned()));
        assert_eq!(g("/board/3.pgn"), (200, "board three".to_owned()));
        assert_eq!(g("/board/12.pgn"), (200, "twelve".to_owned()));
        for bad in [
            "/board/03.pgn",
            "/board/+3.pgn",
            "/board/-3.pgn",
            "/board/ 3.pgn",
            "/board/.pgn",
            "/board/4.pgn",
            "/board/3.pgn/",
            "/etc/passwd",
            "/board/%33.pgn",
        ] {
            assert_eq!(g(bad).0, 404, "{bad}");
        }
    }

    #[test]
    fn other_methods_and_long_targets_are_refused() {
        let live = live();
        for m in ["POST", "PUT", "DELETE", "TRACE", "BREW"] {
            let method = Method::from_bytes(m.as_bytes()).unwrap();
            let r = live.answer(&method, "/live.pgn", &HeaderMap::new());
            assert_eq!(r.status(), 405, "{m}");
            assert_eq!(r.headers()[header::ALLOW], "GET, HEAD");
        }
        let long = format!("/live.pgn?{}", "a".repeat(MAX_TARGET));
        assert_eq!(get(&live, Method::GET, &long, &[]).0, 414);
    }

    #[test]
    fn an_unchanged_document_is_not_sent_again() {
        let mut live = live();
        let r = live.answer(&Method::GET, "/board/3.pgn", &HeaderMap::new());
        let tag = r.headers()[header::ETAG].to_str().unwrap().to_owned();
        let date = r.headers()[header::LAST_MODIFIED]
            .to_str()
            .unwrap()
            .to_owned();
        assert_eq!(date, "Tue, 14 Nov 2023 22:13:20 GMT");
        let cond =
            |live: &Live, k: &str, v: &str| get(live, Method::GET, "/board/3.pgn", &[(k, v)]);
        assert_eq!(cond(&live, "if-none-match", &tag), (304, String::new()));
        assert_eq!(
            cond(&live, "if-none-match", &format!("\"x\", W/{tag}")).0,
            304
        );
        assert_eq!(cond(&live, "if-none-match", "\"other\"").0, 200);
        assert_eq!(cond(&live, "if-modified-since", &date).0, 304);
        assert_eq!(
            cond(&live, "if-modified-since", "Tue, 14 Nov 2023 22:13:19 GMT").0,
            200
        );
        assert_eq!(cond(&live, "if-modified-since", "yesterday").0, 200);
        // Another board's change leaves board three's tag and date as they were.
        let later = UNIX_EPOCH + Duration::from_secs(1_700_000_100);
        live.update(
            "all games, more".to_owned(),
            BTreeMap::from([
                (3, "board three".to_owned()),
                (12, "twelve, more".to_owned()),
            ]),
            later,
        );
        assert_eq!(cond(&live, "if-none-match", &tag).0, 304);
        let r = live.answer(&Method::GET, "/board/12.pgn", &HeaderMap::new());
        assert_eq!(
            r.headers()[header::LAST_MODIFIED],
            "Tue, 14 Nov 2023 22:15:00 GMT"
        );
        // Its own change gives it a new tag.
        live.update(
            String::new(),
            BTreeMap::from([(3, "board three, more".to_owned())]),
            later,
        );
        assert_eq!(cond(&live, "if-none-match", &tag).0, 200);
    }
}
