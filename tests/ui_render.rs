//! The full-screen view drawn on ratatui's TestBackend at two sizes (and one too small),
//! asserting on the text of the buffer.

use std::time::Duration;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use rochade::Lang;
use rochade::app::core::{Input, Options, State, update};
use rochade::game::Game;
use rochade::ui::{self, Look};
use shakmaty::Color;

fn screen(state: &State, cols: u16, rows: u16, look: Look) -> Vec<String> {
    let mut term = Terminal::new(TestBackend::new(cols, rows)).unwrap_or_else(|e| panic!("{e}"));
    term.draw(|f| ui::draw(f, state, look))
        .unwrap_or_else(|e| panic!("{e}"));
    let buf = term.backend().buffer().clone();
    (0..rows)
        .map(|y| {
            (0..cols)
                .map(|x| buf[(x, y)].symbol().to_owned())
                .collect::<String>()
        })
        .collect()
}

fn played(lang: Lang, player: Color, moves: &[&str]) -> State {
    let mut s = State::new(Options {
        lang,
        player,
        game: Game::default(),
        ..Options::default()
    });
    update(&mut s, Input::Start, Duration::ZERO);
    for m in moves {
        update(&mut s, Input::Line((*m).to_owned()), Duration::ZERO);
    }
    s
}

fn find(lines: &[String], needle: &str) -> Option<usize> {
    lines.iter().position(|l| l.contains(needle))
}

#[test]
fn compact_board_at_80_by_24() {
    let s = played(Lang::En, Color::White, &["e4", "e5", "Nf3"]);
    let lines = screen(&s, 80, 24, Look::default());
    let text = lines.join("\n");
    // Rank 8 on top, White's pieces upper case, Black's lower case, letters for every piece.
    let top = find(&lines, "8   r    n    b    q    k    b    n    r")
        .unwrap_or_else(|| panic!("{text}"));
    let bottom = find(&lines, "1   R    N    B    Q   [K]   B   *:*   R")
        .unwrap_or_else(|| panic!("{text}"));
    assert!(top < bottom, "{text}");
    // The last move is marked on both squares, the cursor (e1) with brackets.
    assert!(text.contains("*N*"), "{text}");
    assert!(text.contains("[K]"), "{text}");
    assert!(
        text.contains("a    b    c    d    e    f    g    h"),
        "{text}"
    );
    assert!(text.contains("Black to move, move 2."), "{text}");
    // Move list in written notation, transcript of what was said, clock placeholder, input.
    assert!(text.contains("1. e4 e5"), "{text}");
    assert!(text.contains("2. Nf3"), "{text}");
    assert!(text.contains("Knight f3"), "{text}");
    // The opponent's move reads as line mode prints it, with no word before it.
    assert!(text.contains("Pawn e5"), "{text}");
    assert!(!text.contains("Important"), "{text}");
    assert!(text.contains("Clock: none"), "{text}");
    assert!(text.contains("> "), "{text}");
    assert!(text.contains("Upper case: White."), "{text}");
}

#[test]
fn large_board_at_120_by_40_from_blacks_side() {
    let s = played(Lang::De, Color::Black, &["e4"]);
    let lines = screen(
        &s,
        120,
        40,
        Look {
            no_color: true,
            ..Look::default()
        },
    );
    let text = lines.join("\n");
    // From Black's side rank 1 is on top and the h-file on the left; squares are 7 wide and
    // 3 high, White's pieces outlined shapes, Black's filled (inverted, blank as text).
    let top = find(
        &lines,
        "1  │ T │  │ S │  │ L │  │ K │  │ D │  │ L │  │ S │  │ T │",
    )
    .unwrap_or_else(|| panic!("{text}"));
    assert!(lines[top - 1].contains("┌───┐  ┌───┐"), "{text}");
    assert!(lines[top + 1].contains("└───┘  └───┘"), "{text}");
    let bottom = find(
        &lines,
        "8    t      s      l   [  k  ]   d      l      s      t",
    )
    .unwrap_or_else(|| panic!("{text}"));
    assert!(top < bottom, "{text}");
    assert!(
        text.contains("h      g      f      e      d      c      b      a"),
        "{text}"
    );
    // The last move's squares are starred on each side, on every row of the shape.
    assert!(text.contains("*│ B │*"), "{text}");
    assert!(text.contains("*┌───┐*"), "{text}");
    // The cursor starts on the player's king: brackets on each of its rows.
    assert!(text.contains("[  k  ]"), "{text}");
    assert!(text.contains("Bauer Eva vier"), "{text}");
    assert!(text.contains("Uhr: keine"), "{text}");
    assert!(
        text.contains("Klein und umgekehrt dargestellt: Schwarz"),
        "{text}"
    );
    assert!(text.contains("Mitschrift"), "{text}");
    assert!(text.contains("Brett: Schwarz ist am Zug, Zug 1."), "{text}");
}

#[test]
fn no_color_means_no_colour() {
    let s = played(Lang::En, Color::White, &[]);
    let mut term = Terminal::new(TestBackend::new(80, 24)).unwrap_or_else(|e| panic!("{e}"));
    term.draw(|f| {
        ui::draw(
            f,
            &s,
            Look {
                no_color: true,
                ..Look::default()
            },
        )
    })
    .unwrap_or_else(|e| panic!("{e}"));
    let buf = term.backend().buffer();
    for cell in buf.content() {
        assert_eq!(cell.fg, ratatui::style::Color::Reset);
        assert_eq!(cell.bg, ratatui::style::Color::Reset);
    }
    // With colour allowed, squares get a background.
    term.draw(|f| ui::draw(f, &s, Look::default()))
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(
        term.backend()
            .buffer()
            .content()
            .iter()
            .any(|c| c.bg != ratatui::style::Color::Reset)
    );
}

#[test]
fn a_too_small_terminal_says_so() {
    let s = played(Lang::En, Color::White, &[]);
    let lines = screen(&s, 40, 12, Look::default());
    let text = lines.join("\n");
    // The sentence is wrapped on the first rows; the answers and the input line follow.
    let flowing = lines.iter().map(|l| l.trim()).collect::<Vec<_>>().join(" ");
    assert!(
        flowing.contains("Terminal too small for the board: 40 by 12, need 26 by 13."),
        "{text}"
    );
    assert!(flowing.contains("New game. White to move."), "{text}");
    assert!(lines.last().is_some_and(|l| l.starts_with("> ")), "{text}");
}

#[test]
fn long_transcript_lines_wrap_at_spaces() {
    assert_eq!(ui::wrap("aa bb cc", 5), ["aa bb", "cc"]);
    assert_eq!(ui::wrap("abcdefgh", 3), ["abc", "def", "gh"]);
    assert_eq!(ui::wrap("", 3), [""]);
}

#[test]
fn after_the_game_the_board_says_the_result_not_whose_turn() {
    let s = played(Lang::En, Color::White, &["e4", "resign black", "yes"]);
    let lines = screen(&s, 120, 40, Look::default());
    let title = lines.first().cloned().unwrap_or_default();
    assert!(title.contains("Board: Game over. White wins"), "{title}");
    assert!(!title.contains("to move"), "{title}");
}

#[test]
fn the_said_pane_pages_back_and_forward() {
    use rochade::app::core::Key;
    let mut s = played(
        Lang::En,
        Color::White,
        &[
            "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7",
        ],
    );
    let newest = |s: &State| {
        let lines = screen(s, 120, 40, Look::default());
        lines.join("\n").contains("Bishop e7")
    };
    assert!(newest(&s));
    let e = update(&mut s, Input::Key(Key::PageUp), Duration::ZERO);
    assert_eq!(s.session.scroll, 5);
    // The line now at the bottom is read out: five back from "Bishop e7".
    let said: Vec<_> = e
        .iter()
        .filter_map(|x| match x {
            rochade::app::core::Effect::Speak { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(said, ["Bishop b5"]);
    assert!(!newest(&s), "paged back, the newest line no longer shows");
    update(&mut s, Input::Key(Key::PageDown), Duration::ZERO);
    assert_eq!(s.session.scroll, 0);
    assert!(newest(&s));
    // Something new brings the pane back to the newest.
    update(&mut s, Input::Key(Key::PageUp), Duration::ZERO);
    update(&mut s, Input::Line("d3".into()), Duration::ZERO);
    assert_eq!(s.session.scroll, 0);
}

/// For a screen reader the transcript and the move list are appended to, never scrolled: a
/// move changes only the rows of what is new (the rows already on the screen stay as they
/// were, so the screen reader does not read them again), until a full pane starts a page.
#[test]
fn for_a_screen_reader_a_move_adds_rows_and_rewrites_none() {
    let look = Look {
        no_color: true,
        screen_reader: true,
        ..Look::default()
    };
    let moves = [
        "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3",
        "d6", "c3", "O-O", "h3", "Nb8", "d4", "Nbd7",
    ];
    let mut unchanged_runs = 0;
    for n in 1..moves.len() {
        let before = screen(&played(Lang::En, Color::White, &moves[..n]), 100, 30, look);
        let after = screen(&played(Lang::En, Color::White, &moves[..=n]), 100, 30, look);
        let text = after.join("\n");
        assert!(
            !text.chars().any(|c| ('\u{2500}'..='\u{257f}').contains(&c)),
            "box lines:\n{text}"
        );
        // The right half holds the move list and the transcript.
        let changed: Vec<usize> = (0..30)
            .filter(|&y| {
                let right = |l: &String| l.chars().skip(62).collect::<String>();
                right(&before[y]) != right(&after[y])
            })
            .collect();
        // A move adds at most a row to the move list and two to the transcript (the move and
        // the reply's words); more only when a pane starts a new page.
        if changed.len() <= 3 {
            unchanged_runs += 1;
        }
    }
    // Most moves change only what is new; a page turn now and then rewrites a pane.
    assert!(
        unchanged_runs >= moves.len() - 4,
        "{unchanged_runs} of {} moves changed only new rows",
        moves.len() - 1
    );
}

/// One form of a line in both views (N10): every line line mode prints for a game played at
/// one keyboard (the opponent's moves, said with priority, among them) is in the full-screen
/// transcript as it is, with no word before it that line mode does not print.
#[test]
fn a_line_reads_the_same_in_both_views() {
    for lang in Lang::ALL {
        let mut s = State::new(Options {
            lang,
            player: Color::White,
            game: Game::default(),
            ..Options::default()
        });
        let mut printed: Vec<String> = Vec::new();
        let mut feed = |s: &mut State, input: Input| {
            let effects = update(s, input, Duration::ZERO);
            printed.extend(effects.iter().filter_map(ui::line::line));
        };
        feed(&mut s, Input::Start);
        for m in ["e4", "e5", "Nf3", "Nc6"] {
            feed(&mut s, Input::Line(m.to_owned()));
        }
        assert!(printed.len() >= 5, "{printed:?}");
        let lines = screen(&s, 90, 40, Look::default());
        // The transcript pane's rows, each cut at the frame lines; a long line is wrapped at
        // spaces, so the rows joined by spaces hold it whole.
        let segments: Vec<&str> = lines
            .iter()
            .flat_map(|row| row.split(['│', '┃']))
            .map(str::trim)
            .filter(|seg| !seg.is_empty())
            .collect();
        let flat = segments.join(" ");
        for said in &printed {
            let starts_a_row = segments
                .iter()
                .any(|seg| said == seg || said.starts_with(&format!("{seg} ")));
            assert!(
                flat.contains(said.as_str()) && starts_a_row,
                "{lang:?}: {said:?} not as line mode prints it in\n{}",
                lines.join("\n")
            );
        }
    }
}
