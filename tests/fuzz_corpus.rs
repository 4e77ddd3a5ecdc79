//! The fuzz corpus as a regression test: every input the fuzz targets kept (`fuzz/corpus/`)
//! goes through the same checks in `cargo test`, on the stable compiler, so that what once
//! crashed a target stays fixed without cargo-fuzz.

use rochade::batch::Notator;
use rochade::notation::{Style, read_line, read_move};
use rochade::{InputLang, Lang};
use shakmaty::{Chess, Position};

/// The inputs of one target's corpus.
fn corpus(target: &str) -> Vec<(String, Vec<u8>)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/corpus")
        .join(target);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .collect();
    files.sort();
    let inputs: Vec<_> = files
        .into_iter()
        .map(|p| {
            let bytes = std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            (p.display().to_string(), bytes)
        })
        .collect();
    assert!(!inputs.is_empty(), "no corpus for {target}");
    inputs
}

/// Runs `check` on every input of `target`'s corpus, naming the input that failed.
fn each(target: &str, check: impl Fn(&[u8])) {
    for (name, bytes) in corpus(target) {
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check(&bytes)));
        assert!(outcome.is_ok(), "{target}: {name}");
    }
}

#[test]
fn the_frame_corpus() {
    each("frame", rochade::net::fuzz::frames);
}

#[test]
fn the_message_corpus() {
    each("message", rochade::net::fuzz::messages);
    // Not vacuous: the seeds include a message of every kind, and they decode.
    let decoded = corpus("message")
        .iter()
        .filter(|(_, b)| rochade::net::message::decode(b).is_ok())
        .count();
    assert!(decoded >= 10, "{decoded} messages decode");
}

#[test]
fn the_handshake_corpus() {
    each("handshake", rochade::net::fuzz::handshake);
}

#[test]
fn the_journal_corpus() {
    each("journal", |data| {
        let text = String::from_utf8_lossy(data);
        let _ = rochade::journal::replay(&text, "fuzz.jsonl");
    });
}

#[test]
fn the_pgn_corpus() {
    each("pgn", |data| {
        rochade::pgn::read_games_from(data, |g| {
            assert!(g.moves.len() <= rochade::pgn::MAX_PLIES);
            let mut pos = g.initial.clone();
            for m in &g.moves {
                assert!(pos.is_legal(*m));
                pos.play_unchecked(*m);
            }
        });
        rochade::batch::announce_from(data, Lang::Ru, Style::default(), |_| {}, |_| {});
    });
}

#[test]
fn the_read_move_corpus() {
    let start = Chess::default();
    each("read_move", |data| {
        let text = String::from_utf8_lossy(data);
        for lang in [
            InputLang::One(Lang::De),
            InputLang::One(Lang::En),
            InputLang::One(Lang::Ru),
            InputLang::Auto,
        ] {
            if let Ok(m) = read_move(&start, &text, lang) {
                assert!(start.is_legal(m));
            }
            let mut p = start.clone();
            for m in read_line(&start, &text, lang).moves {
                assert!(p.is_legal(m));
                p.play_unchecked(m);
            }
            let mut notator = Notator::new(lang, &start);
            for l in text.lines() {
                if notator.line(l, |_| {}).is_err() {
                    break;
                }
            }
            let _ = notator.finish();
        }
        for lang in Lang::ALL {
            let _ = rochade::app::commands::parse(lang, &text);
        }
    });
}
