//! Braille in the chess code blind players read (issue 33, B1–B8): a short game with a
//! capture, castling both ways, a promotion with check, en passant and a draw offer, cell by
//! cell in each language's braille chess code; entries under the move they follow; the BRF
//! pages with their running title and page numbers, and no token cut without the
//! continuation mark.
//!
//! The move cells need nothing installed. The whole export needs `lou_translate` (Debian
//! package liblouis-bin) for the literary lines: skipped with a message where it is missing,
//! unless ROCHADE_REQUIRE_SYSTEM_TESTS=1.

mod common;

use std::path::Path;
use std::time::Duration;

use rochade::lang::Lang;
use rochade::scoresheet::braille::sheet::{Body, document};
use rochade::scoresheet::braille::{CELLS_PER_LINE, LINES_PER_PAGE};
use rochade::scoresheet::{Event, Format, Scoresheet, Start, export, import_pgn, move_to_uci};
use shakmaty::Color;
use shakmaty::san::San;

/// White: Ke1, Rh1, pawns a7 and e5; Black: Ke8, Ra8, pawn d7. White to move.
const FEN: &str = "r3k3/P2p4/8/4P3/8/8/8/4K2R w Kq - 0 1";

fn apply(sheet: &mut Scoresheet, e: Event) {
    sheet.apply(&e).unwrap_or_else(|err| panic!("{e:?}: {err}"));
}

fn mv(sheet: &mut Scoresheet, san: &str, secs: u64) {
    let m = san
        .parse::<San>()
        .ok()
        .and_then(|s| s.to_move(sheet.game().position()).ok())
        .unwrap_or_else(|| panic!("{san}"));
    apply(
        sheet,
        Event::Move {
            uci: move_to_uci(m),
            clock: Some(Duration::from_secs(secs)),
            recorded: false,
        },
    );
}

/// 1. O-O (=) d5 2. exd6 e.p. O-O-O 3. a8=Q+ Kd7 4. Qxd8+ Kxd8, White's offer after
/// 1. O-O declined by Black.
fn short_game() -> Scoresheet {
    let mut s = Scoresheet::new(Start {
        tags: vec![
            ("White".into(), "Müller, Anna".into()),
            ("Black".into(), "Иванов, Пётр".into()),
        ],
        fen: Some(FEN.into()),
        ..Start::default()
    })
    .unwrap_or_else(|e| panic!("{e}"));
    mv(&mut s, "O-O", 5390);
    apply(
        &mut s,
        Event::Offer {
            by: Color::White,
            arbiter_consent: false,
        },
    );
    apply(
        &mut s,
        Event::Answer {
            by: Color::Black,
            accept: false,
        },
    );
    mv(&mut s, "d5", 5380);
    mv(&mut s, "exd6", 5370);
    mv(&mut s, "O-O-O", 5360);
    mv(&mut s, "a8=Q+", 5350);
    mv(&mut s, "Kd7", 5340);
    mv(&mut s, "Qxd8+", 5330);
    mv(&mut s, "Kxd8", 5320);
    s
}

/// The move lines of the braille scoresheet (cells, no translator needed).
fn move_lines(sheet: &Scoresheet, lang: Lang) -> Vec<String> {
    document(sheet, lang)
        .into_iter()
        .filter_map(|l| match l.body {
            Body::Cells(c) => Some(c),
            _ => None,
        })
        .collect()
}

#[test]
fn english_follows_the_braille_chess_code() {
    // Move numbers and ranks in lower digits without numeric indicator, the knight ⠎ and
    // the king ⠅, queen ⠟ (BCA Braille Chess Code, UEB edition 2015, §1.3).
    assert_eq!(
        move_lines(&short_game(), Lang::En),
        [
            "⠂⠀⠴⠤⠴⠐⠶⠀⠙⠢",
            "⠆⠀⠑⠭⠙⠖⠑⠏⠀⠴⠤⠴⠤⠴",
            "⠒⠀⠁⠦⠟⠜⠏⠀⠅⠙⠶",
            "⠲⠀⠟⠭⠙⠦⠜⠏⠀⠅⠭⠙⠦",
        ]
    );
}

/// The cited source's own examples (braillechess.org.uk, Braille Chess Code, UEB edition
/// 2015): §1.3 "2.♘f3" is ⠆⠀⠎⠋⠒ (a lower number, a blank, the knight ⠎, the square without
/// numeric indicator); §1.2 a numbered move line that opens with Black's move has dots 3-6
/// (⠤) before it; §1.4 "6. e4+." is ⠖⠀⠑⠲⠜⠏⠲, the check ⠜⠏ glued to its move (the full
/// stop is the sentence's, which a scoresheet line has not).
#[test]
fn english_follows_the_codes_own_examples() {
    let mut s = Scoresheet::new(Start::default()).unwrap_or_else(|e| panic!("{e}"));
    for san in ["e4", "e5", "Nf3"] {
        mv(&mut s, san, 60);
    }
    let lines = move_lines(&s, Lang::En);
    assert_eq!(lines[1], "⠆⠀⠎⠋⠒", "{lines:?}");
    // A game from a position with Black to move: its first line opens with ⠤.
    let mut s = Scoresheet::new(Start {
        fen: Some("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1".into()),
        ..Start::default()
    })
    .unwrap_or_else(|e| panic!("{e}"));
    mv(&mut s, "Kd7", 60);
    assert_eq!(move_lines(&s, Lang::En)[0], "⠂⠀⠤⠅⠙⠶");
    // White's sixth move e4 gives check to the king on f5.
    let mut s = Scoresheet::new(Start {
        fen: Some("8/8/8/5k2/8/8/4P3/4K3 w - - 0 6".into()),
        ..Start::default()
    })
    .unwrap_or_else(|e| panic!("{e}"));
    mv(&mut s, "e4", 60);
    assert_eq!(move_lines(&s, Lang::En)[0], "⠖⠀⠑⠲⠜⠏");
}

#[test]
fn german_pieces_can_never_be_read_as_files() {
    // The queen D is ⠰⠙, never the d-file ⠙.
    assert_eq!(
        move_lines(&short_game(), Lang::De),
        [
            "⠂⠀⠴⠤⠴⠐⠶⠀⠙⠢",
            "⠆⠀⠑⠭⠙⠖⠑⠏⠀⠴⠤⠴⠤⠴",
            "⠒⠀⠁⠦⠰⠙⠬⠀⠰⠅⠙⠶",
            "⠲⠀⠰⠙⠭⠙⠦⠬⠀⠰⠅⠭⠙⠦",
        ]
    );
}

#[test]
fn spanish_pieces_can_never_be_read_as_files() {
    // Rey R ⠰⠗, Dama D ⠰⠙; en passant "a.p." ⠁⠏.
    assert_eq!(
        move_lines(&short_game(), Lang::Es),
        [
            "⠂⠀⠴⠤⠴⠐⠶⠀⠙⠢",
            "⠆⠀⠑⠭⠙⠖⠁⠏⠀⠴⠤⠴⠤⠴",
            "⠒⠀⠁⠦⠰⠙⠬⠀⠰⠗⠙⠶",
            "⠲⠀⠰⠙⠭⠙⠦⠬⠀⠰⠗⠭⠙⠦",
        ]
    );
}

#[test]
fn russian_check_stays_with_its_move() {
    // Ферзь Ф ⠰⠋ (never the f-file ⠋), король Кр ⠰⠅⠗; the check ⠬ glued to a8Ф.
    assert_eq!(
        move_lines(&short_game(), Lang::Ru),
        [
            "⠂⠀⠴⠤⠴⠐⠶⠀⠙⠢",
            "⠆⠀⠑⠭⠙⠖⠑⠏⠀⠴⠤⠴⠤⠴",
            "⠒⠀⠁⠦⠰⠋⠬⠀⠰⠅⠗⠙⠶",
            "⠲⠀⠰⠋⠭⠙⠦⠬⠀⠰⠅⠗⠭⠙⠦",
        ]
    );
}

#[test]
fn entries_and_clock_readings_stand_under_their_move() {
    let doc = document(&short_game(), Lang::En);
    let first = doc
        .iter()
        .position(|l| matches!(&l.body, Body::Cells(c) if c.starts_with("⠂⠀")))
        .unwrap_or_else(|| panic!("no first move line: {doc:?}"));
    let text = |i: usize| match doc.get(i).map(|l| &l.body) {
        Some(Body::Text(t)) => t.clone(),
        other => panic!("line {i}: {other:?}"),
    };
    assert_eq!(text(first + 1), "White 1:29:50, Black 1:29:40");
    assert_eq!(text(first + 2), "White offers a draw.");
    assert_eq!(text(first + 3), "Black declines the draw offer.");
    assert!(
        matches!(&doc[first + 4].body, Body::Cells(c) if c.starts_with("⠆⠀")),
        "{:?}",
        doc[first + 4]
    );
    for l in &doc[first + 1..first + 4] {
        assert_eq!(l.indent, 2, "{l:?}");
    }
}

#[test]
fn the_export_writes_the_moves_in_the_chess_code() {
    if !common::require_program("lou_translate", "liblouis-bin") {
        return;
    }
    let s = short_game();
    for lang in Lang::ALL {
        let uni = export(&s, Format::Braille, lang).unwrap_or_else(|e| panic!("{lang}: {e}"));
        let lines: Vec<&str> = uni.lines().collect();
        for want in move_lines(&s, lang) {
            assert!(lines.contains(&want.as_str()), "{lang}: {want} in\n{uni}");
        }
        assert!(
            lines.iter().all(|l| l.chars().count() <= CELLS_PER_LINE),
            "{lang}"
        );
        // The clock readings and the offer's two entries come after move 1 and before move
        // 2, indented, so that only move lines start at the first cell.
        let one = lines.iter().position(|l| l.starts_with("⠂⠀"));
        let two = lines.iter().position(|l| l.starts_with("⠆⠀"));
        let (Some(a), Some(b)) = (one, two) else {
            panic!("{lang}: move lines missing\n{uni}")
        };
        assert!(b >= a + 4, "{lang}\n{uni}");
        assert!(
            lines[a + 1..b].iter().all(|l| l.starts_with("⠀⠀")),
            "{lang}\n{uni}"
        );
    }
}

/// A long game from tests/data with a long FEN-free header, for several pages.
fn long_game() -> Scoresheet {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/London1851.pgn");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{e}"));
    let events = import_pgn(&text, 1).unwrap_or_else(|e| panic!("{e}"));
    Scoresheet::from_events(&events).unwrap_or_else(|(i, e)| panic!("event {i}: {e}"))
}

/// The words of BRF lines, with a line that ends in the continuation mark (dot 5, `"`) joined
/// to the next line's first word.
fn tokens(lines: &[&str]) -> Vec<String> {
    let mut joined = String::new();
    let mut continued = false;
    for l in lines {
        let l = if continued { l.trim_start() } else { l };
        match l.strip_suffix('"') {
            Some(head) => {
                joined.push_str(head);
                continued = true;
            }
            None => {
                joined.push_str(l);
                joined.push(' ');
                continued = false;
            }
        }
    }
    joined.split_whitespace().map(str::to_owned).collect()
}

#[test]
fn brf_pages_have_a_running_title_page_numbers_and_no_cut_token() {
    if !common::require_program("lou_translate", "liblouis-bin") {
        return;
    }
    for (sheet, name) in [(long_game(), "long"), (short_game(), "short")] {
        for lang in Lang::ALL {
            let brf = export(&sheet, Format::Brf, lang).unwrap_or_else(|e| panic!("{e}"));
            assert!(brf.is_ascii(), "{name} {lang}");
            assert!(brf.ends_with('\u{c}'), "{name} {lang}");
            let pages: Vec<&str> = brf.split('\u{c}').filter(|p| !p.is_empty()).collect();
            if name == "long" {
                assert!(pages.len() >= 2, "{name} {lang}: {} pages", pages.len());
            }
            let mut body: Vec<&str> = Vec::new();
            let mut title = None;
            for (i, page) in pages.iter().enumerate() {
                let lines: Vec<&str> = page
                    .strip_suffix("\r\n")
                    .unwrap_or(page)
                    .split("\r\n")
                    .collect();
                assert!(lines.len() <= LINES_PER_PAGE, "{name} {lang} page {i}");
                if i + 1 < pages.len() {
                    assert_eq!(lines.len(), LINES_PER_PAGE, "{name} {lang} page {i}");
                }
                assert!(
                    lines.iter().all(|l| l.len() <= CELLS_PER_LINE),
                    "{name} {lang} page {i}:\n{page}"
                );
                // The page number at the right end of the first line: #a, #b, … in Braille
                // ASCII (the numeric indicator and the upper digits).
                let head = lines[0];
                let number: String = (i + 1)
                    .to_string()
                    .chars()
                    .map(|d| match d {
                        '0' => 'j',
                        d => char::from(b'a' + (d as u8 - b'1')),
                    })
                    .collect();
                assert_eq!(head.len(), CELLS_PER_LINE, "{name} {lang}: {head:?}");
                assert!(
                    head.ends_with(&format!(" #{number}")),
                    "{name} {lang}: {head:?}"
                );
                // The same running title on every page, not empty.
                let t = head.trim_end_matches(&format!("#{number}")).trim_end();
                assert!(!t.is_empty(), "{name} {lang}: no running title");
                assert_eq!(*title.get_or_insert(t.to_owned()), t, "{name} {lang}");
                body.extend(&lines[1..]);
            }
            // The same words as the Unicode export, none lost or cut: a word divided at a
            // line's end carries the continuation mark (dot 5, `"`).
            let uni = export(&sheet, Format::Braille, lang).unwrap_or_else(|e| panic!("{e}"));
            let uni_brf: Vec<String> = uni
                .lines()
                .map(|l| {
                    l.chars()
                        .map(|c| {
                            rochade::scoresheet::braille::brf_char(
                                u8::try_from(c as u32 - 0x2800).unwrap_or(0),
                            )
                        })
                        .collect()
                })
                .collect();
            let uni_lines: Vec<&str> = uni_brf.iter().map(String::as_str).collect();
            assert_eq!(tokens(&body), tokens(&uni_lines), "{name} {lang}");
            if name == "short" {
                // The FEN is longer than a line: divided with the continuation mark.
                assert!(body.iter().any(|l| l.ends_with('"')), "{lang}: {body:#?}");
            }
        }
    }
}

#[test]
fn a_token_longer_than_a_line_carries_the_continuation_mark() {
    use rochade::scoresheet::braille::{CONTINUATION, wrap_indented};
    let long: Vec<u8> = (0..95).map(|i| 1 + (i % 60) as u8).collect();
    let mut cells = vec![1u8, 2, 3, 0];
    cells.extend(&long);
    cells.extend([0, 7, 7]);
    let lines = wrap_indented(&cells, 0, 2);
    assert!(lines.iter().all(|l| l.len() <= CELLS_PER_LINE), "{lines:?}");
    // Rejoined over the marks, the words come back whole.
    let mut words: Vec<Vec<u8>> = Vec::new();
    let mut carry: Vec<u8> = Vec::new();
    for l in &lines {
        let start = l.iter().position(|&c| c != 0).unwrap_or(l.len());
        let body = &l[start..];
        if let Some((&CONTINUATION, head)) = body.split_last() {
            assert!(
                !head.contains(&0),
                "only the divided word on its line: {l:?}"
            );
            carry.extend_from_slice(head);
            continue;
        }
        for (k, w) in body
            .split(|&c| c == 0)
            .filter(|w| !w.is_empty())
            .enumerate()
        {
            if k == 0 {
                carry.extend_from_slice(w);
                words.push(std::mem::take(&mut carry));
            } else {
                words.push(w.to_vec());
            }
        }
    }
    assert_eq!(words, vec![vec![1, 2, 3], long, vec![7, 7]]);
}
