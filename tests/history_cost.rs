//! Costs that do not grow with history: start-up, `export` and `--resume` read only the
//! journals they need, and a journal replayed from its file gives what its text gives.

mod common;

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use rochade::journal::{self, Journal, JournalError, Line, replay};
use rochade::lang::Lang;
use rochade::record::{Actor, Record};
use rochade::scoresheet::{Event, Format, Start, move_to_uci};
use shakmaty::san::San;

fn at(secs: u64) -> SystemTime {
    UNIX_EPOCH + Duration::from_secs(1_700_000_000 + secs)
}

/// A record of game `id` with `sans` played, resigned by White when `resigned`.
fn record(id: &str, sans: &[&str], resigned: bool) -> Record {
    let mut r = Record::new(Start {
        game: id.into(),
        ..Start::default()
    })
    .unwrap_or_else(|e| panic!("{e}"));
    for san in sans {
        let pos = r.sheet().game().position().clone();
        let m = san
            .parse::<San>()
            .ok()
            .and_then(|s| s.to_move(&pos).ok())
            .unwrap_or_else(|| panic!("{san}"));
        let event = Event::Move {
            uci: move_to_uci(m),
            clock: None,
            recorded: false,
        };
        r.append(Actor::Player(shakmaty::Position::turn(&pos)), event, |_| {
            None
        })
        .unwrap_or_else(|e| panic!("{e}"));
    }
    if resigned {
        r.append(
            Actor::Player(shakmaty::Color::White),
            Event::Resign {
                by: shakmaty::Color::White,
            },
            |_| None,
        )
        .unwrap_or_else(|e| panic!("{e}"));
    }
    r
}

/// Writes `record` as the journal of a game started `secs` seconds in.
fn write(dir: &Path, secs: u64, record: &Record) -> PathBuf {
    let (first, rest) = record
        .entries()
        .split_first()
        .unwrap_or_else(|| panic!("no start"));
    let mut j = Journal::create_in(dir, first, at(secs)).unwrap_or_else(|e| panic!("{e}"));
    for e in rest {
        j.append(e, at(secs)).unwrap_or_else(|e| panic!("{e}"));
    }
    j.path().to_path_buf()
}

/// A file in the games directory named as a journal started `secs` seconds in.
fn raw(dir: &Path, secs: u64, text: &[u8]) -> PathBuf {
    let games = journal::games_dir(dir);
    std::fs::create_dir_all(&games).unwrap_or_else(|e| panic!("{e}"));
    let path = games.join(format!("game-{:012}.jsonl", 1_700_000_000 + secs));
    std::fs::write(&path, text).unwrap_or_else(|e| panic!("{e}"));
    path
}

#[test]
fn start_up_and_export_take_the_newest_game_that_is_not_empty() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    raw(dir.path(), 1, b"this is not a journal\n");
    write(dir.path(), 2, &record("old", &["e4", "e5"], true));
    let newest = write(dir.path(), 3, &record("new", &["d4", "d5", "c4"], false));
    // Rochade stopped while creating a journal, before anything was acknowledged.
    raw(dir.path(), 4, b"");
    let game = journal::newest_game(dir.path())
        .unwrap_or_else(|e| panic!("{e}"))
        .unwrap_or_else(|| panic!("no game"));
    assert_eq!(game.path, newest);
    let r = game.replay.unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.sheet.start().game, "new");
    assert_eq!(r.sheet.game().moves().len(), 3);
    assert!(r.sheet.ending().is_none());
    // `export` without a name takes the newest file, the empty one: it says so.
    assert!(matches!(
        journal::export_game(dir.path(), None, Format::Pgn, Lang::En),
        Err(JournalError::Empty { .. })
    ));
    std::fs::remove_file(journal::games_dir(dir.path()).join("game-001700000004.jsonl"))
        .unwrap_or_else(|e| panic!("{e}"));
    let out = journal::export_game(dir.path(), None, Format::Pgn, Lang::En)
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(out.text.contains("1. d4 d5 2. c4"), "{}", out.text);
    // Nothing at all: no game.
    let empty = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    assert!(matches!(journal::newest_game(empty.path()), Ok(None)));
}

#[test]
fn resume_takes_the_newest_unfinished_game_past_finished_and_damaged_ones() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    write(dir.path(), 1, &record("a", &["e4"], false));
    let wanted = write(dir.path(), 2, &record("b", &["e4", "c5"], false));
    write(dir.path(), 3, &record("c", &["d4"], true));
    raw(
        dir.path(),
        4,
        b"{\"v\":3,\"seq\":0,\"at_ms\":1,\"event\":{\"type\":\"resign\",\"by\":\"white\"}}\n",
    );
    let found = journal::game_to_resume(dir.path(), "").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(found, wanted);
    // Every game finished: nothing to resume, said as such.
    let done = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    write(done.path(), 1, &record("d", &["e4"], true));
    assert!(matches!(
        journal::game_to_resume(done.path(), ""),
        Err(JournalError::NoUnfinished(_))
    ));
}

#[test]
fn resume_does_not_read_again_the_games_noted_as_finished() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let wanted = write(dir.path(), 1, &record("a", &["e4"], false));
    let newer = write(dir.path(), 2, &record("b", &["d4"], false));
    assert_eq!(
        journal::game_to_resume(dir.path(), "").ok(),
        Some(newer.clone())
    );
    // The note is trusted: a game noted as finished is passed over unread.
    journal::mark_finished(&newer);
    assert_eq!(journal::game_to_resume(dir.path(), "").ok(), Some(wanted));
}

#[test]
fn a_game_that_ends_is_noted_as_finished() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let run = common::game(dir.path(), &["--lang", "en"], "e4\nresign\nyes\nquit\n");
    assert_eq!(run.code, Some(0), "{run:?}");
    let paths = journal::journal_paths(dir.path()).unwrap_or_default();
    assert_eq!(paths.len(), 1);
    let noted = std::fs::read_to_string(journal::games_dir(dir.path()).join("finished.txt"))
        .unwrap_or_default();
    let name = paths[0]
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    assert_eq!(noted.lines().collect::<Vec<_>>(), [name.as_str()]);
    assert!(matches!(
        journal::game_to_resume(dir.path(), ""),
        Err(JournalError::NoUnfinished(_))
    ));
}

#[test]
fn a_joined_board_finds_its_journal_of_the_game_by_the_start_line() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let wanted = write(dir.path(), 1, &record("host-game", &["e4", "e5"], false));
    write(dir.path(), 2, &record("other", &["d4"], false));
    // A damaged newer journal of the same game is passed over.
    raw(
        dir.path(),
        3,
        b"{\"v\":3,\"seq\":0,\"at_ms\":1,\"event\":{\"type\":\"start\",\"game\":\"host-game\",\"fen\":\"not a position\"}}\n",
    );
    assert_eq!(Journal::of_game(dir.path(), "host-game"), Some(wanted));
    assert_eq!(Journal::of_game(dir.path(), "nowhere"), None);
    assert_eq!(Journal::of_game(dir.path(), ""), None);
}

/// The lines of `record` as a journal's text.
fn text_of(record: &Record) -> String {
    let mut text = String::new();
    for (seq, e) in record.entries().iter().enumerate() {
        let line = Line::of(e, seq as u64, 1_700_000_000_000 + seq as u64);
        text.push_str(&serde_json::to_string(&line).unwrap_or_else(|e| panic!("{e}")));
        text.push('\n');
    }
    text
}

#[test]
fn a_journal_read_from_its_file_replays_as_its_text_does() {
    let good = text_of(&record("g", &["e4", "e5", "Nf3", "Nc6"], false));
    let lines: Vec<&str> = good.lines().collect();
    let cases: Vec<(&str, String)> = vec![
        ("whole", good.clone()),
        ("no last newline", good.trim_end().to_owned()),
        ("blank lines", good.replace('\n', "\n\n  \n")),
        (
            "damaged in the middle",
            format!(
                "{}\n{}\n{{oops\n\n{}\n",
                lines[0],
                lines[1],
                lines[2..].join("\n")
            ),
        ),
        ("torn last line", format!("{good}{}", &lines[4][..20])),
        ("torn, then blank", format!("{good}{}\n\n", &lines[4][..20])),
        (
            "refused in the middle",
            format!("{}\n{}\n{}\n{}\n", lines[0], lines[1], lines[3], lines[2]),
        ),
        ("only damage", "{oops\n{more\n".to_owned()),
        ("empty", String::new()),
    ];
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    for (what, text) in cases {
        let path = dir.path().join("j.jsonl");
        std::fs::write(&path, &text).unwrap_or_else(|e| panic!("{e}"));
        let from_text = replay(&text, &path.display().to_string());
        let from_file = Journal::replay(&path);
        match (from_text, from_file) {
            (Ok(a), Ok(b)) => {
                assert_eq!(a.entries, b.entries, "{what}");
                assert_eq!(a.warnings, b.warnings, "{what}");
                assert_eq!(a.good_len, b.good_len, "{what}");
                assert_eq!(a.torn_tail, b.torn_tail, "{what}");
                assert_eq!(a.next_seq, b.next_seq, "{what}");
                assert_eq!(a.last_at_ms, b.last_at_ms, "{what}");
                assert_eq!(format!("{:?}", a.sheet), format!("{:?}", b.sheet), "{what}");
                let kinds: Vec<String> = a
                    .warnings
                    .iter()
                    .map(|w| format!("{w:?}").split(' ').next().unwrap_or("").to_owned())
                    .collect();
                let expected: (&[&str], usize) = match what {
                    "damaged in the middle" => (&["DamagedLine"], 4),
                    "torn last line" | "torn, then blank" => (&["TornLastLine"], 4),
                    "refused in the middle" => (&["Stopped"], 1),
                    _ => (&[], 4),
                };
                let kinds: Vec<&str> = kinds.iter().map(String::as_str).collect();
                assert_eq!((kinds.as_slice(), a.entries.len()), expected, "{what}");
                if what == "torn, then blank" {
                    assert_eq!(a.torn_tail, Some(format!("{}\n\n", &lines[4][..20])));
                    assert_eq!(a.good_len, good.len());
                }
                // What is kept ends with a whole line.
                let kept = &text[..a.good_len];
                assert!(
                    kept.is_empty() || kept.ends_with('\n') || a.torn_tail.is_none(),
                    "{what}"
                );
            }
            (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string(), "{what}"),
            (a, b) => panic!("{what}: {a:?} / {b:?}"),
        }
    }
}
