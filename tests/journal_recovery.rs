//! The journal: a scripted game survives a round trip; torn, damaged, future and empty files
//! are handled with words, never a panic, and replaying never changes the file.

use std::path::Path;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use rochade::game::{GameResult, GameRules};
use rochade::journal::{self, FORMAT_VERSION, Journal, JournalError, ReplayWarning, replay};
use rochade::lang::Lang;
use rochade::record::{Actor, Entry, position_hash};
use rochade::scoresheet::{Applied, Scoresheet};
use rochade::scoresheet::{Event, Format, Note, PauseKind, Start, move_to_uci};
use shakmaty::Color;
use shakmaty::san::San;

fn at(secs: u64) -> SystemTime {
    UNIX_EPOCH + Duration::from_secs(1_700_000_000 + secs)
}

fn start() -> Start {
    Start {
        tags: vec![("White".into(), "A".into()), ("Black".into(), "B".into())],
        fen: None,
        rules: GameRules::default(),
        game: "g1".into(),
        clock: None,
    }
}

/// What the game core does with a journal, for these tests: applies an event to its record
/// and appends the entry (all or nothing).
struct Recorder {
    sheet: Scoresheet,
    journal: Journal,
}

impl Recorder {
    fn start(dir: &Path, start: Start, now: SystemTime) -> Result<Recorder, JournalError> {
        let entry = journal::start_entry(&start)?;
        Ok(Recorder {
            sheet: Scoresheet::new(start)?,
            journal: Journal::create_in(dir, &entry, now)?,
        })
    }

    fn resume(
        path: &Path,
        now: SystemTime,
    ) -> Result<(Recorder, Vec<ReplayWarning>), JournalError> {
        let (journal, replay) = Journal::open(path, now)?;
        Ok((
            Recorder {
                sheet: replay.sheet,
                journal,
            },
            replay.warnings,
        ))
    }

    fn commit(&mut self, event: &Event, now: SystemTime) -> Result<Applied, JournalError> {
        let mut next = self.sheet.clone();
        let before = position_hash(next.game().position());
        let ply = u32::try_from(next.game().moves().len()).unwrap_or(u32::MAX);
        let applied = next.apply(event)?;
        let entry = Entry {
            game: next.start().game.clone(),
            actor: Actor::Arbiter,
            ply,
            before,
            after: position_hash(next.game().position()),
            clock: None,
            event: event.clone(),
        };
        self.journal.append(&entry, now)?;
        self.sheet = next;
        Ok(applied)
    }

    fn sheet(&self) -> &Scoresheet {
        &self.sheet
    }

    fn path(&self) -> &Path {
        self.journal.path()
    }
}

fn mv(r: &Recorder, san: &str, clock: u64) -> Event {
    let m = san
        .parse::<San>()
        .ok()
        .and_then(|s| s.to_move(r.sheet().game().position()).ok())
        .unwrap_or_else(|| panic!("{san}"));
    Event::Move {
        uci: move_to_uci(m),
        clock: Some(Duration::from_secs(clock)),
        recorded: false,
    }
}

/// Plays a short game in a fresh data directory; returns the journal path.
fn scripted(dir: &Path, finish: bool) -> std::path::PathBuf {
    let mut r = Recorder::start(dir, start(), at(0)).unwrap_or_else(|e| panic!("{e}"));
    let mut t = 0;
    for (san, clock) in [("e4", 5390), ("e5", 5380), ("Nf3", 5350)] {
        t += 10;
        let e = mv(&r, san, clock);
        r.commit(&e, at(t)).unwrap_or_else(|e| panic!("{e}"));
    }
    r.commit(
        &Event::Offer {
            by: Color::White,
            arbiter_consent: false,
        },
        at(31),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    r.commit(
        &Event::Clock {
            white: Duration::from_secs(5350),
            black: Duration::from_secs(5379),
        },
        at(32),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    // A refused event writes nothing.
    let refused = r.commit(
        &Event::Answer {
            by: Color::White,
            accept: true,
        },
        at(33),
    );
    assert!(matches!(refused, Err(JournalError::Refused(_))));
    if finish {
        r.commit(
            &Event::Answer {
                by: Color::Black,
                accept: true,
            },
            at(40),
        )
        .unwrap_or_else(|e| panic!("{e}"));
    }
    r.path().to_path_buf()
}

#[test]
fn a_scripted_game_comes_back_whole() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = scripted(dir.path(), false);
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    assert_eq!(
        text.lines().count(),
        6,
        "start, 3 moves, offer, clock:\n{text}"
    );
    assert_eq!(FORMAT_VERSION, 3);
    assert!(
        text.lines().all(|l| l.starts_with("{\"v\":3,")),
        "every line is format 3:\n{text}"
    );
    // Every line can travel: the game, who acted, the ply, the position hashes.
    for (i, l) in text.lines().enumerate() {
        for field in [
            "\"game\":\"g1\"",
            "\"actor\":",
            "\"ply\":",
            "\"before\":",
            "\"after\":",
        ] {
            assert!(l.contains(field), "line {i} lacks {field}: {l}");
        }
    }
    let r = Journal::replay(&path).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.warnings.is_empty());
    assert_eq!(r.sheet.game().moves().len(), 3);
    assert_eq!(r.sheet.clocks().black, Some(Duration::from_secs(5379)));
    assert!(r.sheet.game().pending_offer().is_some());
    assert_eq!(
        std::fs::read_to_string(&path).unwrap_or_default(),
        text,
        "file untouched"
    );
    // The one unfinished game is the one `--resume` takes.
    assert_eq!(
        journal::game_to_resume(dir.path(), "").ok().as_deref(),
        Some(path.as_path())
    );

    // Continue 100 s after the last event: the downtime is a pause, the offer still stands.
    let (mut rec, warnings) = Recorder::resume(&path, at(132)).unwrap_or_else(|e| panic!("{e}"));
    assert!(warnings.is_empty());
    let pause = rec.sheet().rows().last().map(|e| e.note.clone());
    assert_eq!(
        pause,
        Some(Note::Pause {
            duration: Duration::from_secs(100),
            kind: PauseKind::Downtime,
            note: String::new()
        })
    );
    rec.commit(
        &Event::Answer {
            by: Color::Black,
            accept: true,
        },
        at(140),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let r = Journal::replay(&path).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.sheet.result(), Some(GameResult::Draw));
    assert!(matches!(
        journal::game_to_resume(dir.path(), ""),
        Err(JournalError::NoUnfinished(_))
    ));
    // `rochade export` of the last game.
    let out = journal::export_game(dir.path(), None, Format::Pgn, Lang::En)
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(
        out.text
            .contains("1. e4 {[%clk 1:29:50]} 1... e5 {[%clk 1:29:40]} 2. Nf3"),
        "{}",
        out.text
    );
    assert!(
        out.text.contains(
            "The game was stopped for one minute forty seconds, while rochade was not running."
        ),
        "{}",
        out.text
    );
    assert!(out.text.contains("[Result \"1/2-1/2\"]"));
    let name = path
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default();
    assert!(journal::export_game(dir.path(), Some(name), Format::Brf, Lang::De).is_ok());
    assert!(matches!(
        journal::export_game(dir.path(), Some("nope"), Format::Text, Lang::De),
        Err(JournalError::NoSuchGame(_))
    ));
}

#[test]
fn a_torn_last_line_is_dropped_reported_and_kept_aside_on_continuing() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = scripted(dir.path(), false);
    let good = std::fs::read_to_string(&path).unwrap_or_default();
    let torn = format!("{good}{{\"v\":1,\"seq\":6,\"at_ms\":17000000");
    std::fs::write(&path, &torn).unwrap_or_else(|e| panic!("{e}"));
    let r = Journal::replay(&path).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.warnings, vec![ReplayWarning::TornLastLine { line: 7 }]);
    assert!(r.warnings[0].to_string().contains("cut off"));
    assert_eq!(r.sheet.game().moves().len(), 3);
    assert_eq!(
        std::fs::read_to_string(&path).unwrap_or_default(),
        torn,
        "untouched by replay"
    );
    // Continuing cuts the torn line off (keeping it in a side file) and appends cleanly.
    let (mut rec, _) = Recorder::resume(&path, at(40)).unwrap_or_else(|e| panic!("{e}"));
    let e = mv(&rec, "Nc6", 5300);
    rec.commit(&e, at(41)).unwrap_or_else(|e| panic!("{e}"));
    let side = std::fs::read_to_string(path.with_extension("jsonl.torn")).unwrap_or_default();
    assert!(side.starts_with("{\"v\":1,\"seq\":6"));
    let r = Journal::replay(&path).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.warnings.is_empty(), "{:?}", r.warnings);
    assert_eq!(r.sheet.game().moves().len(), 4);
}

#[test]
fn a_damaged_line_in_the_middle_is_skipped_with_a_warning() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = scripted(dir.path(), false);
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let mut lines: Vec<&str> = text.lines().collect();
    lines.insert(4, "\u{0}\u{0}garbage{{{");
    let damaged = lines.join("\n") + "\n";
    let r = replay(&damaged, "test").unwrap_or_else(|e| panic!("{e}"));
    assert!(matches!(
        r.warnings.as_slice(),
        [ReplayWarning::DamagedLine { line: 5, .. }]
    ));
    assert_eq!(r.sheet.game().moves().len(), 3);
    // A move missing in the middle stops the replay there, with words.
    let mut lines: Vec<&str> = text.lines().collect();
    lines.remove(2);
    let r = replay(&(lines.join("\n") + "\n"), "test").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.sheet.game().moves().len(), 1);
    assert!(matches!(
        r.warnings.as_slice(),
        [ReplayWarning::Stopped {
            line: 3,
            rest: 2,
            ..
        }]
    ));
}

#[test]
fn future_versions_empty_files_and_foreign_files_are_refused_with_words() {
    let future = "{\"v\":1,\"seq\":0,\"at_ms\":0,\"event\":{\"type\":\"start\"}}\n\
                  {\"v\":4,\"seq\":1,\"at_ms\":0,\"event\":{\"type\":\"hologram\"}}\n";
    let err = replay(future, "g.jsonl")
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(
        err.contains("written by a newer rochade (format 4; this version reads up to 3)"),
        "{err}"
    );
    for empty in ["", "\n\n"] {
        assert!(matches!(
            replay(empty, "e"),
            Err(JournalError::Empty { .. })
        ));
    }
    assert!(matches!(
        replay("hello\nworld\n", "x"),
        Err(JournalError::NoStart { .. })
    ));
    let no_start =
        "{\"v\":1,\"seq\":0,\"at_ms\":0,\"event\":{\"type\":\"resign\",\"by\":\"white\"}}\n";
    assert!(matches!(
        replay(no_start, "x"),
        Err(JournalError::NoStart { .. })
    ));
    let bad_fen = "{\"v\":1,\"seq\":0,\"at_ms\":0,\"event\":{\"type\":\"start\",\"fen\":\"8/8/8/8/8/8/8/8 w - - 0 1\"}}\n";
    let err = replay(bad_fen, "x")
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(err.contains("impossible position"), "{err}");
    // On disk: the file is left as it was.
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = dir.path().join("future.jsonl");
    std::fs::write(&path, future).unwrap_or_else(|e| panic!("{e}"));
    assert!(matches!(
        Journal::open(&path, at(0)),
        Err(JournalError::FutureVersion { .. })
    ));
    assert_eq!(std::fs::read_to_string(&path).unwrap_or_default(), future);
    assert!(matches!(
        Journal::replay(&dir.path().join("missing.jsonl")),
        Err(JournalError::Io { .. })
    ));
    // Bytes that are not UTF-8 at all.
    let bin = dir.path().join("bin.jsonl");
    std::fs::write(&bin, [0xff, 0xfe, 0x00, 0x80]).unwrap_or_else(|e| panic!("{e}"));
    assert!(Journal::replay(&bin).is_err());
}

#[test]
fn every_prefix_of_a_journal_replays_without_panic() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = scripted(dir.path(), true);
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let mut complete_lines: usize = 0;
    for cut in 0..=text.len() {
        let Some(prefix) = text.get(..cut) else {
            continue;
        };
        if prefix.ends_with('\n') {
            complete_lines += 1;
        }
        match replay(prefix, "p") {
            Ok(r) => {
                // Every complete line is recovered: moves are lines 2-4.
                let moves = complete_lines.saturating_sub(1).min(3);
                assert!(r.sheet.game().moves().len() >= moves, "cut {cut}");
            }
            Err(e) => assert!(complete_lines == 0, "cut {cut}: {e}"),
        }
    }
}

#[test]
fn a_take_back_is_journalled_and_replays() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut r = Recorder::start(dir.path(), start(), at(0)).unwrap_or_else(|e| panic!("{e}"));
    for san in ["e4", "e5"] {
        let e = mv(&r, san, 5000);
        r.commit(&e, at(1)).unwrap_or_else(|e| panic!("{e}"));
    }
    r.commit(&Event::TakeBack, at(2))
        .unwrap_or_else(|e| panic!("{e}"));
    let e = mv(&r, "c5", 4990);
    r.commit(&e, at(3)).unwrap_or_else(|e| panic!("{e}"));
    let text = std::fs::read_to_string(r.path()).unwrap_or_default();
    let versions: Vec<&str> = text.lines().map(|l| &l[..7]).collect();
    assert_eq!(versions, ["{\"v\":3,"; 5]);
    let back = Journal::replay(r.path()).unwrap_or_else(|e| panic!("{e}"));
    assert!(back.warnings.is_empty());
    let sans: Vec<String> = back
        .sheet
        .game()
        .moves()
        .iter()
        .map(|m| m.san.to_string())
        .collect();
    assert_eq!(sans, ["e4", "c5"]);
    assert!(
        back.sheet
            .rows()
            .iter()
            .any(|e| matches!(e.note, Note::TakeBack { number: 1, .. }))
    );
    // Nothing to take back at the start.
    let mut fresh = Recorder::start(&dir.path().join("other"), start(), at(0))
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(fresh.commit(&Event::TakeBack, at(1)).is_err());
}

#[test]
fn events_after_a_line_that_stopped_the_replay_are_not_lost_on_continuing() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = scripted(dir.path(), false);
    // The second move goes missing: the replay stops at the third line and leaves out the rest.
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let mut lines: Vec<&str> = text.lines().collect();
    lines.remove(2);
    std::fs::write(&path, lines.join("\n") + "\n").unwrap_or_else(|e| panic!("{e}"));
    let (mut r, warnings) = Recorder::resume(&path, at(500)).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        matches!(warnings.as_slice(), [ReplayWarning::Stopped { .. }]),
        "{warnings:?}"
    );
    let kept = r.sheet().game().moves().len();
    let legal = shakmaty::Position::legal_moves(r.sheet().game().position());
    let next = Event::Move {
        uci: move_to_uci(legal[0]),
        clock: None,
        recorded: false,
    };
    r.commit(&next, at(501)).unwrap_or_else(|e| panic!("{e}"));
    drop(r);
    // The new move replays: the file was cut back to the good lines before appending, and
    // the original was kept beside it.
    let again = replay(&std::fs::read_to_string(&path).unwrap_or_default(), "test")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(again.sheet.game().moves().len(), kept + 1);
    assert!(again.warnings.is_empty(), "{:?}", again.warnings);
    assert!(path.with_extension("jsonl.damaged").is_file());
}

/// Journals written by earlier versions (formats 1 and 2: no game id, actor, ply or hashes;
/// adjustments as free text) still replay, and the entries come back complete.
#[test]
fn formats_1_and_2_still_replay_with_their_entries_completed() {
    let text = concat!(
        "{\"v\":1,\"seq\":0,\"at_ms\":0,\"event\":{\"type\":\"start\",\"tags\":[],\"fen\":null}}\n",
        "{\"v\":1,\"seq\":1,\"at_ms\":1,\"event\":{\"type\":\"move\",\"uci\":\"e2e4\",\"clock\":5390000}}\n",
        "{\"v\":1,\"seq\":2,\"at_ms\":2,\"event\":{\"type\":\"move\",\"uci\":\"e7e5\",\"clock\":5380000}}\n",
        "{\"v\":2,\"seq\":3,\"at_ms\":3,\"event\":{\"type\":\"take_back\"}}\n",
        "{\"v\":1,\"seq\":4,\"at_ms\":4,\"event\":{\"type\":\"adjustment\",\"time\":\"0:01:00\",",
        "\"actor\":\"arbiter\",\"player\":\"white\",\"amount_ms\":-240000,\"new_reading\":5100000,",
        "\"reason\":\"clock-correction\",\"article\":\"6.10\"}}\n",
        "{\"v\":1,\"seq\":5,\"at_ms\":5,\"event\":{\"type\":\"adjustment\",\"time\":\"0:02:00\",",
        "\"actor\":\"black\",\"reason\":\"interruption (clock stopped)\",\"article\":\"6.12\"}}\n",
    );
    let r = replay(text, "old.jsonl").unwrap_or_else(|e| panic!("{e}"));
    assert!(r.warnings.is_empty(), "{:?}", r.warnings);
    assert_eq!(r.sheet.game().moves().len(), 1);
    assert_eq!(r.entries.len(), 5);
    // The entries are completed while replaying: ply and hashes chain from one to the next.
    for pair in r.entries.windows(2) {
        assert_eq!(pair[0].after, pair[1].before);
    }
    assert_eq!(r.entries[1].ply, 1);
    assert_eq!(r.entries[1].actor, Actor::Player(Color::Black));
    assert_eq!(r.entries[2].ply, 2);
    let Event::Adjustment(a) = &r.entries[3].event else {
        panic!("{:?}", r.entries[3]);
    };
    assert_eq!(a.actor, Actor::Arbiter);
    assert_eq!(a.reason, rochade::clock::Reason::ClockCorrection);
    assert_eq!(
        a.change,
        rochade::clock::ClockChange::Deducted {
            color: Color::White,
            amount: Duration::from_secs(240),
            applied: Duration::from_secs(240)
        }
    );
    assert_eq!(a.reading, Some(Duration::from_secs(5100)));
    let Event::Adjustment(stop) = &r.entries[4].event else {
        panic!("{:?}", r.entries[4]);
    };
    assert_eq!(stop.actor, Actor::Player(Color::Black));
    assert_eq!(stop.change, rochade::clock::ClockChange::Paused);
    assert_eq!(
        r.sheet.clocks().of(Color::White),
        Some(Duration::from_secs(5100))
    );
}

/// A format-3 line made in another position, at another ply or for another game stops the
/// replay there, with a warning, instead of being applied to the wrong game.
#[test]
fn a_line_that_does_not_fit_the_position_stops_the_replay() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = scripted(dir.path(), false);
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let lines: Vec<&str> = text.lines().collect();
    // The third line with its position hash before replaced by 12345.
    let other_position = {
        let (head, tail) = lines[2]
            .split_once("\"before\":")
            .unwrap_or_else(|| panic!("{}", lines[2]));
        let digits = tail.bytes().take_while(u8::is_ascii_digit).count();
        format!("{head}\"before\":12345{}", &tail[digits..])
    };
    for (what, from, to) in [
        ("ply", "\"ply\":1,", "\"ply\":7,"),
        ("game", "\"game\":\"g1\"", "\"game\":\"g2\""),
        ("before", lines[2], other_position.as_str()),
    ] {
        let mut changed = lines.clone();
        let bad = lines[2].replacen(from, to, 1);
        assert_ne!(bad, lines[2], "{what}");
        changed[2] = &bad;
        let r = replay(&(changed.join("\n") + "\n"), "g.jsonl").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(r.sheet.game().moves().len(), 1, "{what}");
        assert!(
            matches!(
                r.warnings.as_slice(),
                [ReplayWarning::Stopped { line: 3, .. }]
            ),
            "{what}: {:?}",
            r.warnings
        );
    }
}

/// A game that keeps no time (no clock, no readings) has nothing to account for when rochade
/// was down: no pause is recorded and the scoresheet notes none (newcomer trial N12).
#[test]
fn a_game_without_a_clock_notes_no_downtime() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut r = Recorder::start(dir.path(), start(), at(0)).unwrap_or_else(|e| panic!("{e}"));
    for san in ["e4", "e5"] {
        let m = san
            .parse::<San>()
            .ok()
            .and_then(|s| s.to_move(r.sheet().game().position()).ok())
            .unwrap_or_else(|| panic!("{san}"));
        let e = Event::Move {
            uci: move_to_uci(m),
            clock: None,
            recorded: false,
        };
        r.commit(&e, at(1)).unwrap_or_else(|e| panic!("{e}"));
    }
    let path = r.path().to_path_buf();
    drop(r);
    let (rec, _) = Recorder::resume(&path, at(100)).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        !rec.sheet()
            .rows()
            .iter()
            .any(|row| matches!(row.note, Note::Pause { .. })),
        "{:?}",
        rec.sheet().rows()
    );
    let out = journal::export_game(dir.path(), None, Format::Text, Lang::En)
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(!out.text.contains("stopped"), "{}", out.text);
}
