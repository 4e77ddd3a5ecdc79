//! The full-screen view for a player who sees a little (issue 33, L1–L8, N1): at every size
//! from a zoomed terminal's 40 by 15 to 200 by 60 the board, whose turn it is, the clock, the
//! last answer and the input line are on screen (or, below the compact view, the answers and
//! the input line with a sentence that says why); Black's pieces differ from White's by more
//! than letter case; every theme keeps the letters at 7:1 or more against their squares,
//! measured from the colours drawn; and while an unfinished game is offered, the board shows
//! that game.

mod common;

use std::time::Duration;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::style::{Color as Tint, Modifier};
use rochade::Lang;
use rochade::app::core::{Input, Options, State, update};
use rochade::clock::{AlertConfig, Clock, Preset};
use rochade::ui::{self, Fit, Look, Theme};
use shakmaty::{Color, Position};

fn buffer(state: &State, cols: u16, rows: u16, look: Look) -> Buffer {
    let mut term = Terminal::new(TestBackend::new(cols, rows)).unwrap_or_else(|e| panic!("{e}"));
    term.draw(|f| ui::draw(f, state, look))
        .unwrap_or_else(|e| panic!("{e}"));
    term.backend().buffer().clone()
}

fn lines(buf: &Buffer) -> Vec<String> {
    let area = buf.area;
    (0..area.height)
        .map(|y| {
            (0..area.width)
                .map(|x| buf[(x, y)].symbol().to_owned())
                .collect::<String>()
        })
        .collect()
}

/// A rapid game after 1. e4 e5 2. Nf3, at one keyboard, in `lang`.
fn game(lang: Lang) -> State {
    let mut s = State::new(Options {
        lang,
        clock: Some(Clock::new(
            Preset::Rapid.time_control(),
            AlertConfig::default(),
        )),
        ..Options::default()
    });
    update(&mut s, Input::Start, Duration::ZERO);
    for (i, m) in ["e4", "e5", "Nf3"].into_iter().enumerate() {
        update(
            &mut s,
            Input::Line(m.into()),
            Duration::from_secs(5 * (i as u64 + 1)),
        );
    }
    s
}

#[test]
fn at_every_size_the_board_the_turn_the_clock_the_answer_and_the_input_line_show() {
    let s = game(Lang::En);
    for (cols, rows) in [(40, 15), (60, 20), (80, 24), (120, 40), (200, 60)] {
        let shown = lines(&buffer(&s, cols, rows, Look::default()));
        let text = shown.join("\n");
        let at = format!("at {cols} by {rows}:\n{text}");
        assert!(
            matches!(ui::fit(cols, rows), Fit::Full { .. } | Fit::Compact { .. }),
            "{at}"
        );
        // The board: every rank's label, and Black's king and White's knight on f3.
        for rank in '1'..='8' {
            assert!(
                shown
                    .iter()
                    .any(|l| l.trim_start_matches('│').starts_with(rank)),
                "rank {rank} {at}"
            );
        }
        assert!(text.contains('k') && text.contains('N'), "{at}");
        assert!(text.contains("Black to move, move 2."), "{at}");
        // The clock: both times, Black's running (rapid: 15 minutes and 10 seconds a move).
        assert!(text.contains("White 0:15:10"), "{at}");
        assert!(text.contains("Black 0:15:05 to move"), "{at}");
        assert!(text.contains("Knight f3"), "{at}");
        assert!(shown.iter().any(|l| l.contains("> ")), "{at}");
    }
    // The compact view: no frames, the squares as wide as the columns allow.
    assert_eq!(ui::fit(40, 15), Fit::Compact { cell_w: 4 });
    assert_eq!(ui::fit(60, 20), Fit::Compact { cell_w: 5 });
    assert_eq!(ui::fit(26, 13), Fit::Compact { cell_w: 3 });
    assert_eq!(ui::fit(80, 24), Fit::Full { cell: (5, 1) });
    assert_eq!(ui::fit(120, 40), Fit::Full { cell: (7, 3) });
    assert_eq!(ui::fit(200, 60), Fit::Full { cell: (11, 5) });
    assert_eq!(ui::fit(25, 13), Fit::Answers);
    assert_eq!(ui::fit(40, 12), Fit::Answers);
}

#[test]
fn in_the_compact_view_the_turn_stands_out_and_nothing_is_cut() {
    let s = game(Lang::Ru);
    let buf = buffer(&s, 40, 15, Look::default());
    let shown = lines(&buf);
    let text = shown.join("\n");
    // The first row says whose turn it is, bold and inverted.
    assert!(shown[0].starts_with("Ход чёрных"), "{text}");
    let first = &buf[(0, 0)];
    assert!(first.modifier.contains(Modifier::BOLD), "{text}");
    assert!(first.modifier.contains(Modifier::REVERSED), "{text}");
    // The Russian king takes two letters; with the cursor's brackets it still fits its
    // square (four columns at 40 wide): the row keeps its eight squares and its label.
    let first_rank = shown
        .iter()
        .find(|l| l.starts_with('1'))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(first_rank.contains("[КР]"), "{text}");
    assert_eq!(first_rank.chars().nth(2 + 7 * 4 + 1), Some('Л'), "{text}");
    // The clock's line is wrapped, not cut.
    assert!(shown[10].contains("Чёрные 0:15:05 ход"), "{text}");
    assert_eq!(shown[11].trim(), "чёрных", "{text}");
    // The last line is the input line.
    assert!(shown[14].starts_with("> "), "{text}");
}

#[test]
fn below_the_compact_view_the_answers_and_the_input_line_stay() {
    let s = game(Lang::De);
    let shown = lines(&buffer(&s, 30, 10, Look::default()));
    let flowing = shown.iter().map(|l| l.trim()).collect::<Vec<_>>().join(" ");
    assert!(
        flowing.contains("Fenster zu klein für das Brett"),
        "{flowing}"
    );
    assert!(flowing.contains("Zeilenmodus"), "{flowing}");
    assert!(flowing.contains("Springer Felix drei"), "{flowing}");
    assert!(shown[9].starts_with("> "), "{flowing}");
}

#[test]
fn with_room_the_pieces_are_shapes_outlined_for_white_and_filled_for_black() {
    let s = game(Lang::En);
    let look = Look {
        no_color: true,
        ..Look::default()
    };
    let buf = buffer(&s, 200, 60, look);
    let text = lines(&buf).join("\n");
    // Squares 11 by 5: White's rook is an outlined box of five columns.
    assert!(text.contains("│ R │"), "{text}");
    assert!(text.contains("┌───┐"), "{text}");
    // Black's rook is a filled shape: its letter and the cells around it inverted.
    let area = buf.area;
    // Inside the board's frame, below its title.
    let at = (1..area.height)
        .flat_map(|y| (1..93).map(move |x| (x, y)))
        .find(|&p| buf[p].symbol() == "r")
        .unwrap_or_else(|| panic!("no r\n{text}"));
    for dx in [-1i32, 0, 1] {
        for dy in [-1i32, 0, 1] {
            let x = u16::try_from(i32::from(at.0) + dx).unwrap_or(0);
            let y = u16::try_from(i32::from(at.1) + dy).unwrap_or(0);
            assert!(
                buf[(x, y)].modifier.contains(Modifier::REVERSED),
                "({x}, {y})\n{text}"
            );
        }
    }
}

#[test]
fn blacks_letters_are_inverted_with_and_without_colour() {
    let s = game(Lang::Ru);
    for no_color in [false, true] {
        let look = Look {
            no_color,
            ..Look::default()
        };
        let buf = buffer(&s, 80, 24, look);
        let text = lines(&buf).join("\n");
        let area = buf.area;
        // The board's pane: rows 1 to 8, columns up to 45.
        let cells: Vec<_> = (1..9)
            .flat_map(|y| (1..45).map(move |x| (x, y)))
            .map(|p| &buf[p])
            .collect();
        let reversed = |sym: &str| {
            cells
                .iter()
                .filter(|c| c.symbol() == sym)
                .map(|c| c.modifier.contains(Modifier::REVERSED))
                .collect::<Vec<_>>()
        };
        // Russian pawns: п for Black, П for White, differing only in height.
        assert_eq!(reversed("п"), vec![true; 8], "{text}");
        assert_eq!(reversed("П"), vec![false; 8], "{text}");
        assert!(area.width == 80);
    }
}

/// The relative luminance of a colour (WCAG 2), the terminal's palette colours taken from
/// xterm's default palette.
fn luminance(c: Tint) -> f64 {
    let (r, g, b) = match c {
        Tint::Rgb(r, g, b) => (r, g, b),
        Tint::Black => (0, 0, 0),
        Tint::White => (255, 255, 255),
        Tint::Blue => (0, 0, 238),
        Tint::Gray => (229, 229, 229),
        Tint::DarkGray => (127, 127, 127),
        other => panic!("a colour without a known value: {other:?}"),
    };
    let channel = |v: u8| {
        let v = f64::from(v) / 255.0;
        if v <= 0.039_28 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

fn contrast(a: Tint, b: Tint) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

#[test]
fn every_theme_keeps_the_letters_at_seven_to_one_or_more() {
    let s = game(Lang::En);
    for theme in [
        Theme::Default,
        Theme::HighContrast,
        Theme::Light,
        Theme::Dark,
    ] {
        let look = Look::default().with_theme(theme);
        for (cols, rows) in [(40, 15), (80, 24), (200, 60)] {
            let buf = buffer(&s, cols, rows, look);
            let text = lines(&buf).join("\n");
            let mut measured = 0;
            for y in 0..rows {
                for x in 0..cols {
                    let c = &buf[(x, y)];
                    if c.bg == Tint::Reset || c.symbol().trim().is_empty() {
                        continue;
                    }
                    let ratio = contrast(c.fg, c.bg);
                    assert!(
                        ratio >= 7.0,
                        "{} at {cols} by {rows}: {:?} on {:?} at ({x}, {y}) is {ratio:.1}:1\n{text}",
                        theme.name(),
                        c.fg,
                        c.bg
                    );
                    measured += 1;
                }
            }
            // Every piece and every dark square's colon was measured.
            assert!(measured >= 32 + 16, "{} {measured}\n{text}", theme.name());
        }
        assert_eq!(Theme::named(theme.name()), Some(theme));
    }
}

#[test]
fn while_an_unfinished_game_is_offered_the_board_shows_it() {
    let mut s = State::new(Options {
        lang: Lang::En,
        ..Options::default()
    });
    s.offer_resume(common::game_core::unfinished("game-1.jsonl", Vec::new()));
    update(&mut s, Input::Start, Duration::ZERO);
    let text = lines(&buffer(&s, 80, 24, Look::default())).join("\n");
    // The title agrees with what is said: Black to move at move 2, the knight on f3.
    assert!(text.contains("Board: Black to move, move 2."), "{text}");
    assert!(text.contains("1. e4 c5"), "{text}");
    assert!(text.contains("*N*"), "{text}");
    assert_eq!(s.game().position().turn(), Color::White);
}
