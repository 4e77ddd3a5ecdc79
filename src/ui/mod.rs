//! The views: the full-screen terminal view (drawn only from what [`Shown`] gives: the
//! game's core provides it) and line mode.
//!
//! The board is drawn with letters (upper case White, lower case Black, in the session
//! language's notation letters), dark squares marked with `:`, the last move with `*` and the
//! cursor with `[ ]`, so nothing is told by colour alone. Colour is only added for contrast,
//! and not at all when `NO_COLOR` is set.

pub mod line;

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Position as CursorPos, Rect};
use ratatui::style::{Color as Tint, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};
use shakmaty::{Color, File, Piece, Position, Rank, Role, Square};

use crate::game::Game;
use crate::i18n::colour_key;
use crate::i18n::msg;
use crate::lang::Lang;
use crate::notation::lexicon::vocabulary;
use crate::notation::written_san;
use crate::speech::Priority;
use crate::transcript::Said;

/// The smallest terminal the full-screen view can draw in (columns, rows).
pub const MIN_SIZE: (u16, u16) = (60, 20);

/// The terminal is too small for the board.
pub fn too_small(lang: Lang, cols: u16, rows: u16, need_cols: u16, need_rows: u16) -> String {
    msg::game_too_small(lang, cols, need_cols, need_rows, rows)
}

/// What the full-screen view shows of a session: everything [`draw`] reads.
pub trait Shown {
    /// The language of the interface.
    fn lang(&self) -> Lang;
    /// The game.
    fn game(&self) -> &Game;
    /// The side the board is drawn from.
    fn orientation(&self) -> Color;
    /// The square the cursor is on.
    fn cursor(&self) -> Square;
    /// The line being typed.
    fn input(&self) -> &str;
    /// Whether the line being typed is a secret, shown masked.
    fn conceals_input(&self) -> bool;
    /// Everything said, the oldest first.
    fn transcript(&self) -> &[Said];
    /// How many lines of the transcript are scrolled back from the newest.
    fn scroll(&self) -> usize;
    /// The clock line (`None` without a clock).
    fn clock_text(&self) -> Option<String>;
    /// The clock line in whole minutes, for a screen reader (`None` without a clock).
    fn clock_text_minutes(&self) -> Option<String>;
}

/// The size from which squares are drawn large (7 columns by 3 rows; otherwise 5 by 1).
pub const LARGE_SIZE: (u16, u16) = (100, 34);

/// Drawing options that come from the environment, not the game.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Look {
    /// No colour at all (`NO_COLOR` is set).
    pub no_color: bool,
    /// Drawn for a screen reader: panes outlined with blanks (no box-drawing characters for
    /// it to read by name), the clock in minutes (no line that changes every second), and
    /// the terminal cursor on the newest line of the transcript while nothing is typed, so
    /// that a braille display shows it.
    pub screen_reader: bool,
}

impl Look {
    /// The look the environment asks for (`NO_COLOR`, see no-color.org).
    pub fn from_env() -> Look {
        Look {
            no_color: std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()),
            screen_reader: false,
        }
    }

    /// This look, drawn for a screen reader when `on`.
    #[must_use]
    pub fn for_screen_reader(self, on: bool) -> Look {
        Look {
            screen_reader: on,
            ..self
        }
    }
}

/// The letters for a piece: the language's notation letter (the pawn's own letter from the
/// catalogue, since notation writes none), upper case for White and lower case for Black.
pub fn piece_letters(lang: Lang, p: Piece) -> String {
    let letter = match p.role {
        Role::Pawn => msg::ui_pawn_letter(lang),
        r => vocabulary(lang).letter(r).to_owned(),
    };
    match p.color {
        Color::White => letter.to_uppercase(),
        Color::Black => letter.to_lowercase(),
    }
}

/// Draws the whole screen.
pub fn draw(frame: &mut Frame, state: &impl Shown, look: Look) {
    let area = frame.area();
    let (min_c, min_r) = MIN_SIZE;
    if area.width < min_c || area.height < min_r {
        let text = too_small(state.lang(), area.width, area.height, min_c, min_r);
        frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
        return;
    }
    let large = area.width >= LARGE_SIZE.0 && area.height >= LARGE_SIZE.1;
    let (cell_w, cell_h) = if large { (7u16, 3u16) } else { (5, 1) };
    let board_w = cell_w * 8 + 3 + 2;
    let board_h = cell_h * 8 + 1 + 2;

    let [top, input_area] =
        Layout::vertical([Constraint::Min(1), Constraint::Length(3)]).areas(area);
    let [left, right] =
        Layout::horizontal([Constraint::Length(board_w), Constraint::Min(10)]).areas(top);
    let [board_area, legend_area, clock_area] = Layout::vertical([
        Constraint::Length(board_h),
        Constraint::Length(3),
        Constraint::Min(1),
    ])
    .areas(left);
    let [moves_area, transcript_area] =
        Layout::vertical([Constraint::Percentage(35), Constraint::Percentage(65)]).areas(right);

    draw_board(frame, state, look, board_area, cell_w, cell_h);
    frame.render_widget(
        Paragraph::new(msg::ui_legend(state.lang())).wrap(Wrap { trim: true }),
        legend_area,
    );
    // For a screen reader, a clock line that changes only once a minute: a line rewritten
    // every second is read, and moves a braille display, every second.
    let clock = if look.screen_reader {
        state.clock_text_minutes()
    } else {
        state.clock_text()
    }
    .unwrap_or_else(|| msg::ui_clock_none(state.lang()));
    frame.render_widget(Paragraph::new(clock), clock_area);
    draw_moves(frame, state, look, moves_area);
    let newest = draw_transcript(frame, state, look, transcript_area);
    draw_input(frame, state, look, input_area, newest);
}

/// Whose turn it is, for the eye (the move number in digits), and whether that side is in
/// check.
fn status(pos: &shakmaty::Chess, lang: Lang) -> String {
    let side = colour_key(pos.turn());
    let turn = msg::ui_turn(lang, side, pos.fullmoves().get());
    if pos.is_check() {
        format!("{turn} {}", msg::ui_in_check(lang, side))
    } else {
        turn
    }
}

/// A pane with its title: outlined with box-drawing lines, or for a screen reader with blanks
/// (the layout stays; nothing is read by name).
fn block(title: String, look: Look) -> Block<'static> {
    let block = Block::default().borders(Borders::ALL).title(title);
    if look.screen_reader {
        block.border_set(ratatui::symbols::border::EMPTY)
    } else {
        block
    }
}

fn draw_board(
    frame: &mut Frame,
    state: &impl Shown,
    look: Look,
    area: Rect,
    cell_w: u16,
    cell_h: u16,
) {
    let lang = state.lang();
    let pos = state.game().position();
    // After the game, its result instead of whose turn it is.
    let status = match state.game().ending() {
        Some(ending) => crate::scoresheet::phrases::game_over(lang, ending),
        None => status(pos, lang),
    };
    let title = msg::ui_title_board(lang, status);
    let outer = block(title, look);
    let inner = outer.inner(area);
    frame.render_widget(outer, area);

    let squares = Squares {
        pos,
        lang,
        cursor: state.cursor(),
        last: state.game().last().map(|m| m.mv),
        look,
        w: usize::from(cell_w),
    };
    let white_view = state.orientation() == Color::White;
    let ranks: Vec<Rank> = if white_view {
        Rank::ALL.iter().rev().copied().collect()
    } else {
        Rank::ALL.to_vec()
    };
    let files: Vec<File> = if white_view {
        File::ALL.to_vec()
    } else {
        File::ALL.iter().rev().copied().collect()
    };
    let w = squares.w;
    let mut lines: Vec<Line> = Vec::new();
    for r in &ranks {
        for row in 0..cell_h {
            let middle = row == cell_h / 2;
            let label = if middle {
                format!("{} ", r.char())
            } else {
                "  ".to_owned()
            };
            let mut spans = vec![Span::raw(label)];
            for f in &files {
                spans.push(squares.span(Square::from_coords(*f, *r), middle));
            }
            lines.push(Line::from(spans));
        }
    }
    let mut footer = String::from("  ");
    for f in &files {
        footer.push_str(&format!("{:^w$}", f.char()));
    }
    lines.push(Line::from(footer));
    frame.render_widget(Paragraph::new(lines), inner);
}

/// What every square of the board is drawn with.
struct Squares<'a> {
    /// The position shown.
    pos: &'a shakmaty::Chess,
    /// The language of the piece letters.
    lang: Lang,
    /// The square the cursor is on.
    cursor: Square,
    /// The last move (its squares marked).
    last: Option<shakmaty::Move>,
    /// The look (colour or none).
    look: Look,
    /// The width of a square, in columns.
    w: usize,
}

impl Squares<'_> {
    /// One row of square `sq`: the piece (or `:` on a dark square) with the cursor's or the
    /// last move's marks in the `middle` row, blank in the others.
    fn span(&self, sq: Square, middle: bool) -> Span<'static> {
        let w = self.w;
        let marked = match self.last {
            Some(m) => m.from() == Some(sq) || m.to() == sq,
            None => false,
        };
        let dark = sq.is_dark();
        let text = if middle {
            let body = match self.pos.board().piece_at(sq) {
                Some(p) => piece_letters(self.lang, p),
                None if dark => ":".to_owned(),
                None => String::new(),
            };
            let body = if body.is_empty() {
                " ".to_owned()
            } else {
                body
            };
            let (l, rgt) = if sq == self.cursor {
                ("[", "]")
            } else if marked {
                ("*", "*")
            } else {
                (" ", " ")
            };
            format!("{:^w$}", format!("{l}{body}{rgt}"))
        } else {
            " ".repeat(w)
        };
        let mut style = Style::default();
        if !self.look.no_color {
            style = if dark {
                style.bg(Tint::DarkGray).fg(Tint::White)
            } else {
                style.bg(Tint::Gray).fg(Tint::Black)
            };
        }
        if self.pos.board().piece_at(sq).is_some() {
            style = style.add_modifier(Modifier::BOLD);
        }
        if sq == self.cursor && middle {
            style = style.add_modifier(Modifier::REVERSED);
        }
        Span::styled(text, style)
    }
}

fn draw_moves(frame: &mut Frame, state: &impl Shown, look: Look, area: Rect) {
    let lang = state.lang();
    let outer = block(msg::ui_title_moves(lang), look);
    let inner = outer.inner(area);
    frame.render_widget(outer, area);
    let mut rows: Vec<String> = Vec::new();
    for m in state.game().moves() {
        let san = written_san(m.san, lang);
        let number = m.before.fullmoves().get();
        match m.before.turn() {
            Color::White => rows.push(format!("{number}. {san}")),
            Color::Black => match rows.last_mut() {
                Some(row) if !row.contains(" … ") && row.split_whitespace().count() == 2 => {
                    row.push(' ');
                    row.push_str(&san);
                }
                _ => rows.push(format!("{number}. … {san}")),
            },
        }
    }
    let height = usize::from(inner.height).max(1);
    // For a screen reader, pages instead of scrolling (see the transcript pane).
    let skip = if look.screen_reader {
        page_of(rows.len().saturating_sub(1), height)
    } else {
        rows.len().saturating_sub(height)
    };
    let lines: Vec<Line> = rows.into_iter().skip(skip).map(Line::from).collect();
    frame.render_widget(Paragraph::new(lines), inner);
}

/// The first row of the page of `height` rows that holds row `row` (a pane drawn for a screen
/// reader turns pages instead of scrolling).
fn page_of(row: usize, height: usize) -> usize {
    row / height.max(1) * height.max(1)
}

/// Splits `text` into lines of at most `width` characters, at spaces where possible.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut out = Vec::new();
    let mut current = String::new();
    for word in text.split(' ') {
        let mut word = word.to_owned();
        loop {
            let cur_len = current.chars().count();
            let word_len = word.chars().count();
            let need = if cur_len == 0 {
                word_len
            } else {
                cur_len + 1 + word_len
            };
            if need <= width {
                if cur_len > 0 {
                    current.push(' ');
                }
                current.push_str(&word);
                break;
            }
            if cur_len > 0 {
                out.push(std::mem::take(&mut current));
                continue;
            }
            // A word longer than the line: cut it.
            let head: String = word.chars().take(width).collect();
            word = word.chars().skip(width).collect();
            out.push(head);
            if word.is_empty() {
                break;
            }
        }
    }
    if !current.is_empty() || out.is_empty() {
        out.push(current);
    }
    out
}

/// Draws the transcript pane, newest line at the bottom; returns where that newest line
/// begins on the screen, if any line is shown.
fn draw_transcript(
    frame: &mut Frame,
    state: &impl Shown,
    look: Look,
    area: Rect,
) -> Option<CursorPos> {
    let lang = state.lang();
    let transcript = state.transcript();
    let scroll = state.scroll();
    let outer = block(msg::ui_title_transcript(lang), look);
    let inner = outer.inner(area);
    frame.render_widget(outer, area);
    let width = usize::from(inner.width);
    let height = usize::from(inner.height);
    // A line that interrupted everything (the opponent's move, a flag, an alert) is marked by
    // a word: a sign such as "!" reads as a move annotation on a braille display.
    let rows_of = |said: &Said| {
        let mark = if said.priority == Priority::Alert {
            format!("{} ", msg::ui_transcript_alert(lang))
        } else {
            String::new()
        };
        wrap(&format!("{mark}{}", said.text), width)
    };
    if height == 0 {
        frame.render_widget(Paragraph::new(Vec::<Line>::new()), inner);
        return None;
    }
    if look.screen_reader && scroll == 0 {
        // For a screen reader the pane is appended to, never scrolled: a new line takes the
        // next row, and only a full pane starts a new page. A scrolled pane changes every row,
        // and the screen reader reads every row again.
        let mut rows: Vec<String> = Vec::new();
        let mut newest = 0;
        for said in transcript {
            newest = rows.len();
            rows.extend(rows_of(said));
        }
        let page = page_of(newest, height);
        let shown: Vec<Line> = rows
            .into_iter()
            .skip(page)
            .take(height)
            .map(Line::from)
            .collect();
        frame.render_widget(Paragraph::new(shown), inner);
        let row = u16::try_from(newest - page).unwrap_or(0);
        return (!transcript.is_empty()).then(|| CursorPos::new(inner.x, inner.y + row));
    }
    let mut lines: Vec<Line> = Vec::new();
    // Only the lines that can show: walk back from the newest.
    for said in transcript.iter().rev().skip(scroll) {
        for l in rows_of(said).into_iter().rev() {
            lines.push(Line::from(l));
        }
        if lines.len() >= height {
            break;
        }
    }
    lines.truncate(height);
    lines.reverse();
    // The newest line shown is the last one drawn; a said line wraps, so its first row is
    // found by wrapping it again.
    let newest = transcript.iter().rev().nth(scroll).map(|said| {
        let row = lines.len().saturating_sub(rows_of(said).len());
        CursorPos::new(inner.x, inner.y + u16::try_from(row).unwrap_or(0))
    });
    frame.render_widget(Paragraph::new(lines), inner);
    newest
}

fn draw_input(
    frame: &mut Frame,
    state: &impl Shown,
    look: Look,
    area: Rect,
    newest: Option<CursorPos>,
) {
    let input = state.input();
    let outer = block(msg::ui_title_input(state.lang()), look);
    let inner = outer.inner(area);
    frame.render_widget(outer, area);
    let width = usize::from(inner.width.saturating_sub(3));
    // The arbiter's code is never shown: a star for each character typed.
    let chars: Vec<char> = if state.conceals_input() {
        input.chars().map(|_| '*').collect()
    } else {
        input.chars().collect()
    };
    let start = chars.len().saturating_sub(width);
    let visible: String = chars[start..].iter().collect();
    let shown = visible.chars().count() as u16;
    frame.render_widget(Paragraph::new(format!("> {visible}")), inner);
    // For a screen reader, while nothing is typed, the cursor rests on the newest line said,
    // where a braille display follows it.
    let cursor = match newest {
        Some(at) if look.screen_reader && input.is_empty() => at,
        _ => CursorPos::new(inner.x + 2 + shown, inner.y),
    };
    frame.set_cursor_position(cursor);
}
