//! The fuzz corpus as a regression test: every input the fuzz targets kept (`fuzz/corpus/`)
//! goes through the same checks in `cargo test`, on the stable compiler, so that what once
//! crashed a target stays fixed without cargo-fuzz.

use std::collections::BTreeSet;

use rochade::batch::Notator;
use rochade::intent::Intent;
use rochade::net::message::Message;
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
fn the_dgt_corpus() {
    each("dgt", rochade::eboard::fuzz::bytes);
}

#[test]
fn the_frame_corpus() {
    each("frame", rochade::net::fuzz::frames);
}

#[test]
fn the_message_corpus() {
    each("message", rochade::net::fuzz::messages);
    // Not vacuous: the seeds include a message of every kind, a request of every intent
    // (protocol version 2) and an entry of every event, and they decode.
    let decoded: Vec<_> = corpus("message")
        .iter()
        .filter_map(|(_, b)| rochade::net::message::decode(b).ok())
        .collect();
    assert!(decoded.len() >= 10, "{} messages decode", decoded.len());
    let tags: BTreeSet<_> = decoded.iter().map(Message::tag).collect();
    let missing: Vec<_> = Message::TAGS
        .iter()
        .filter(|t| !tags.contains(*t))
        .collect();
    assert!(missing.is_empty(), "no seed of {missing:?}");
    let intents: BTreeSet<String> = decoded
        .iter()
        .filter_map(|m| match m {
            Message::Request { intent, .. } => Some(intent_kind(intent)),
            _ => None,
        })
        .collect();
    for kind in [
        "move",
        "made",
        "confirm",
        "touch",
        "correct",
        "take_back",
        "take_back_answer",
        "offer",
        "answer",
        "claim",
        "resign",
        "stop_clock",
        "arbiter.pause",
        "arbiter.resume",
        "arbiter.set_time",
        "arbiter.set_moves",
        "arbiter.add",
        "arbiter.deduct",
        "arbiter.illegal",
        "arbiter.position",
        "arbiter.revert",
        "arbiter.take_back",
        "flag_fall",
        "exemption",
        "new_game",
        "boards_differ",
    ] {
        assert!(
            intents.contains(kind),
            "no request seed of {kind}: {intents:?}"
        );
    }
    let events: BTreeSet<String> = decoded
        .iter()
        .filter_map(|m| match m {
            Message::Entry { entry, .. } => serde_json::to_value(&entry.event)
                .ok()
                .and_then(|v| v["type"].as_str().map(String::from)),
            _ => None,
        })
        .collect();
    for kind in [
        "start",
        "move",
        "clock",
        "offer",
        "answer",
        "touch",
        "claim",
        "illegal",
        "resign",
        "flag_fall",
        "adjustment",
        "pause",
        "checkpoint",
        "exemption",
        "arbiter",
        "recorded",
        "announce",
        "repeat_differs",
        "boards_differ",
        "reconciled",
        "take_back",
    ] {
        assert!(events.contains(kind), "no entry seed of {kind}: {events:?}");
    }
}

/// The name an intent travels under (`"move"`, `"arbiter.set_time"`): the key of its
/// externally tagged JSON, an arbiter's action after a dot.
fn intent_kind(intent: &Intent) -> String {
    fn key(v: &serde_json::Value) -> String {
        match v {
            serde_json::Value::String(s) => s.clone(),
            serde_json::Value::Object(o) => o.keys().next().cloned().unwrap_or_default(),
            other => other.to_string(),
        }
    }
    let json = serde_json::to_value(intent).unwrap_or_default();
    match &json {
        serde_json::Value::Object(o) if o.contains_key("arbiter") => {
            format!("arbiter.{}", key(&o["arbiter"]))
        }
        _ => key(&json),
    }
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
