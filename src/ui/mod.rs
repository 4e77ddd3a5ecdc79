//! The views: the full-screen terminal view (drawn only from what [`Shown`] gives: the
//! game's core provides it) and line mode.
//!
//! The board is drawn with letters (upper case White, lower case Black, in the session
//! language's notation letters), Black's pieces also shown inverted (a filled shape, so that
//! the side does not rest on letter case: Russian п/П differ only in height), dark squares
//! marked with `:`, the last move with `*` and the cursor with `[ ]`, so nothing is told by
//! colour alone. Colour is only added for contrast ([`Theme`]), and not at all when `NO_COLOR`
//! is set.
//!
//! The layout follows the terminal's size, for a player who zooms the terminal: the full
//! view from [`MIN_SIZE`] (its squares grow with the room there is, [`LARGE_SIZE`],
//! [`HUGE_SIZE`]), a compact view from [`COMPACT_SIZE`] (the board, whose turn it is, the
//! clock, the last answers and the input line, no frames), and below that the answers and
//! the input line only, with a line that says the board does not fit.

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

/// The smallest terminal the full view (framed panes: board, moves, said, input) draws in
/// (columns, rows).
pub const MIN_SIZE: (u16, u16) = (76, 20);

/// The smallest terminal the compact view draws the board in (columns, rows): whose turn it
/// is, eight ranks and the files, the clock, one answer and the input line.
pub const COMPACT_SIZE: (u16, u16) = (26, 13);

/// The size from which the squares are drawn huge (11 columns by 5 rows, each piece a shape
/// of 5 by 3 cells).
pub const HUGE_SIZE: (u16, u16) = (124, 50);

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

/// The colours of the board (`--theme`, setting `theme`). Every theme keeps each letter at
/// a contrast of at least 7:1 against its square (WCAG AAA), the palette colours measured
/// with the xterm default palette; the marks that carry meaning are letters and shapes in
/// all of them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Theme {
    /// The terminal's own palette: white and blue squares.
    #[default]
    Default,
    /// Black and white squares, bold letters and a heavy frame.
    HighContrast,
    /// Light grey squares with black letters.
    Light,
    /// Dark grey squares with white letters.
    Dark,
}

impl Theme {
    /// The theme's name as the settings file and the command line write it.
    pub fn name(self) -> &'static str {
        match self {
            Theme::Default => "default",
            Theme::HighContrast => "high-contrast",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    /// The theme called `name` ([`Theme::name`]).
    pub fn named(name: &str) -> Option<Theme> {
        [
            Theme::Default,
            Theme::HighContrast,
            Theme::Light,
            Theme::Dark,
        ]
        .into_iter()
        .find(|t| t.name() == name)
    }

    /// The letters' and the square's colours of a light and of a dark square.
    fn squares(self) -> [(Tint, Tint); 2] {
        match self {
            Theme::Default => [(Tint::Black, Tint::White), (Tint::White, Tint::Blue)],
            Theme::HighContrast => [
                (Tint::Rgb(0, 0, 0), Tint::Rgb(255, 255, 255)),
                (Tint::Rgb(255, 255, 255), Tint::Rgb(0, 0, 0)),
            ],
            Theme::Light => [
                (Tint::Rgb(0, 0, 0), Tint::Rgb(240, 240, 240)),
                (Tint::Rgb(0, 0, 0), Tint::Rgb(160, 160, 160)),
            ],
            Theme::Dark => [
                (Tint::Rgb(255, 255, 255), Tint::Rgb(72, 72, 72)),
                (Tint::Rgb(255, 255, 255), Tint::Rgb(24, 24, 24)),
            ],
        }
    }
}

/// Drawing options that come from the environment and the player's settings, not the game.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Look {
    /// No colour at all (`NO_COLOR` is set).
    pub no_color: bool,
    /// The board's colours.
    pub theme: Theme,
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
            theme: Theme::Default,
            screen_reader: false,
        }
    }

    /// This look with the board's colours of `theme`.
    #[must_use]
    pub fn with_theme(self, theme: Theme) -> Look {
        Look { theme, ..self }
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

/// How the screen is laid out at a size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fit {
    /// The full view (framed panes), each square `cell` (columns, rows).
    Full {
        /// A square's columns and rows.
        cell: (u16, u16),
    },
    /// The compact view: the board (squares `cell_w` columns by one row), whose turn it is,
    /// the clock, the last answers and the input line, without frames.
    Compact {
        /// A square's columns.
        cell_w: u16,
    },
    /// No room for the board: a line that says so, the answers and the input line.
    Answers,
}

/// The layout for a terminal of `cols` by `rows`.
pub fn fit(cols: u16, rows: u16) -> Fit {
    let at_least = |(c, r): (u16, u16)| cols >= c && rows >= r;
    if at_least(HUGE_SIZE) {
        Fit::Full { cell: (11, 5) }
    } else if at_least(LARGE_SIZE) {
        Fit::Full { cell: (7, 3) }
    } else if at_least(MIN_SIZE) {
        Fit::Full { cell: (5, 1) }
    } else if at_least(COMPACT_SIZE) {
        // The rank labels take two columns; the squares share the rest, at most 5 each.
        Fit::Compact {
            cell_w: (cols.saturating_sub(2) / 8).clamp(3, 5),
        }
    } else {
        Fit::Answers
    }
}

/// Draws the whole screen.
pub fn draw(frame: &mut Frame, state: &impl Shown, look: Look) {
    let area = frame.area();
    match fit(area.width, area.height) {
        Fit::Full { cell } => draw_full(frame, state, look, cell),
        Fit::Compact { cell_w } => draw_compact(frame, state, look, cell_w),
        Fit::Answers => draw_answers_only(frame, state, look),
    }
}

/// The full view: the framed board with its legend and clock, the moves, what was said, the
/// input line.
fn draw_full(frame: &mut Frame, state: &impl Shown, look: Look, (cell_w, cell_h): (u16, u16)) {
    let area = frame.area();
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
    frame.render_widget(
        Paragraph::new(Line::styled(clock_line(state, look), emphasis())),
        clock_area,
    );
    draw_moves(frame, state, look, moves_area);
    let newest = draw_transcript(frame, state, look, transcript_area);
    draw_input(frame, state, look, input_area, newest);
}

/// The compact view, for a zoomed terminal: whose turn it is (emphasised), the board, the
/// clock, as many of the newest answers as fit, and the input line; no frames.
fn draw_compact(frame: &mut Frame, state: &impl Shown, look: Look, cell_w: u16) {
    let area = frame.area();
    // The clock's line wraps rather than being cut (Russian's is longer than 40 columns),
    // while the answers keep a row.
    let clock = wrap(&clock_line(state, look), usize::from(area.width));
    let clock_h = u16::try_from(clock.len())
        .unwrap_or(1)
        .min(area.height.saturating_sub(COMPACT_SIZE.1 - 1))
        .max(1);
    let [
        status_area,
        board_area,
        clock_area,
        answers_area,
        input_area,
    ] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(9),
        Constraint::Length(clock_h),
        Constraint::Min(1),
        Constraint::Length(1),
    ])
    .areas(area);
    let status = Line::styled(
        board_status(state),
        emphasis().add_modifier(Modifier::REVERSED),
    );
    frame.render_widget(Paragraph::new(status), status_area);
    frame.render_widget(
        Paragraph::new(board_lines(state, look, cell_w, 1)),
        board_area,
    );
    let clock: Vec<Line> = clock
        .into_iter()
        .map(|l| Line::styled(l, emphasis()))
        .collect();
    frame.render_widget(Paragraph::new(clock), clock_area);
    let newest = transcript_rows(frame, state, look, answers_area);
    input_line(frame, state, look, input_area, newest);
}

/// Below the compact view: a line that says the board does not fit (and that line mode fits
/// any size), then the newest answers and the input line, so that nothing said or typed is
/// lost from sight.
fn draw_answers_only(frame: &mut Frame, state: &impl Shown, look: Look) {
    let area = frame.area();
    let (need_c, need_r) = COMPACT_SIZE;
    let note = too_small(state.lang(), area.width, area.height, need_c, need_r);
    let note_rows = wrap(&note, usize::from(area.width));
    // The sentence, and at least one answer and the input line when there is room.
    let note_h = u16::try_from(note_rows.len())
        .unwrap_or(u16::MAX)
        .min(area.height.saturating_sub(4).max(area.height / 2));
    let [note_area, answers_area, input_area] = Layout::vertical([
        Constraint::Length(note_h),
        Constraint::Min(0),
        Constraint::Length(1),
    ])
    .areas(area);
    let note: Vec<Line> = note_rows.into_iter().map(Line::from).collect();
    frame.render_widget(Paragraph::new(note), note_area);
    let newest = transcript_rows(frame, state, look, answers_area);
    input_line(frame, state, look, input_area, newest);
}

/// The clock line: to the second, or for a screen reader in whole minutes (a line rewritten
/// every second is read, and moves a braille display, every second).
fn clock_line(state: &impl Shown, look: Look) -> String {
    if look.screen_reader {
        state.clock_text_minutes()
    } else {
        state.clock_text()
    }
    .unwrap_or_else(|| msg::ui_clock_none(state.lang()))
}

/// How whose turn it is, and the running clock, stand out: bold.
fn emphasis() -> Style {
    Style::default().add_modifier(Modifier::BOLD)
}

/// Whose turn it is, or after the game its result.
fn board_status(state: &impl Shown) -> String {
    let lang = state.lang();
    match state.game().ending() {
        Some(ending) => crate::scoresheet::phrases::game_over(lang, ending),
        None => status(state.game().position(), lang),
    }
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
    let block = Block::default()
        .borders(Borders::ALL)
        .title(Span::styled(title, emphasis()));
    if look.screen_reader {
        block.border_set(ratatui::symbols::border::EMPTY)
    } else if look.theme == Theme::HighContrast {
        block.border_set(ratatui::symbols::border::THICK)
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
    let title = msg::ui_title_board(state.lang(), board_status(state));
    let outer = block(title, look);
    let inner = outer.inner(area);
    frame.render_widget(outer, area);
    frame.render_widget(
        Paragraph::new(board_lines(state, look, cell_w, cell_h)),
        inner,
    );
}

/// The board's rows: each rank `cell_h` rows high with its label, then the files.
fn board_lines(state: &impl Shown, look: Look, cell_w: u16, cell_h: u16) -> Vec<Line<'static>> {
    let squares = Squares {
        pos: state.game().position(),
        lang: state.lang(),
        cursor: state.cursor(),
        last: state.game().last().map(|m| m.mv),
        look,
        w: usize::from(cell_w),
        h: usize::from(cell_h),
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
        for row in 0..squares.h {
            let label = if row == squares.h / 2 {
                format!("{} ", r.char())
            } else {
                "  ".to_owned()
            };
            let mut spans = vec![Span::raw(label)];
            for f in &files {
                spans.extend(squares.row(Square::from_coords(*f, *r), row));
            }
            lines.push(Line::from(spans));
        }
    }
    let mut footer = String::from("  ");
    for f in &files {
        footer.push_str(&format!("{:^w$}", f.char()));
    }
    lines.push(Line::from(footer));
    lines
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
    /// The height of a square, in rows.
    h: usize,
}

impl Squares<'_> {
    /// Row `row` of square `sq`. The piece's letters (or a colon on an empty dark square) are
    /// in the middle row; a square three rows high or more draws the piece as a shape around
    /// them, White's outlined and Black's filled; in a square one row high Black's letters are
    /// inverted, the same cue. The cursor's brackets and the last move's stars stand on each
    /// side of what is drawn; the cursor's square is inverted.
    fn row(&self, sq: Square, row: usize) -> Vec<Span<'static>> {
        let dark = sq.is_dark();
        let piece = self.pos.board().piece_at(sq);
        let cursor = sq == self.cursor;
        let marked = self
            .last
            .is_some_and(|m| m.from() == Some(sq) || m.to() == sq);
        let mut base = Style::default();
        if !self.look.no_color {
            let (fg, bg) = self.look.theme.squares()[usize::from(dark)];
            base = base.fg(fg).bg(bg);
        }
        if piece.is_some() || self.look.theme == Theme::HighContrast {
            base = base.add_modifier(Modifier::BOLD);
        }
        if cursor {
            base = base.add_modifier(Modifier::REVERSED);
        }
        let letters = piece.map(|p| piece_letters(self.lang, p));
        let Some((body, black)) = self.body(dark, piece.map(|p| p.color), letters.as_deref(), row)
        else {
            return vec![Span::styled(" ".repeat(self.w), base)];
        };
        let (mut l, mut r) = match (cursor, marked) {
            (true, _) => ("[", "]"),
            (false, true) => ("*", "*"),
            _ => (" ", " "),
        };
        let len = body.chars().count();
        if len + 2 > self.w {
            (l, r) = ("", "");
        }
        let pad = self.w.saturating_sub(len + l.len() + r.len());
        let left = pad / 2;
        // Black's letters or shape are inverted; on the cursor's inverted square, the other way.
        let body_style = if black != cursor {
            base.add_modifier(Modifier::REVERSED)
        } else {
            base.remove_modifier(Modifier::REVERSED)
        };
        vec![
            Span::styled(format!("{}{l}", " ".repeat(left)), base),
            Span::styled(body, body_style),
            Span::styled(format!("{r}{}", " ".repeat(pad - left)), base),
        ]
    }

    /// What is drawn on row `row` of a square (`dark` or not) with the piece of `side` written
    /// `letters`, if anything, and whether it is Black's (drawn inverted).
    fn body(
        &self,
        dark: bool,
        side: Option<Color>,
        letters: Option<&str>,
        row: usize,
    ) -> Option<(String, bool)> {
        let middle = row == self.h / 2;
        let Some(letters) = letters else {
            // An empty square: a colon in the middle of a dark one.
            return middle.then(|| (if dark { ":" } else { " " }.to_owned(), false));
        };
        let black = side == Some(Color::Black);
        if self.h < 3 {
            return middle.then(|| (letters.to_owned(), black));
        }
        // A shape three rows high around the letters, as wide as the square allows beside the
        // marks (three columns at least, one more each side of the letters when there is room).
        let len = letters.chars().count();
        let shape_w = (len + 4).min(self.w.saturating_sub(2)).max(len + 2);
        let top = self.h / 2 - 1;
        let plain = black || self.look.screen_reader;
        let body = if row == top || row == top + 2 {
            if plain {
                " ".repeat(shape_w)
            } else {
                let (a, b) = if row == top {
                    ('┌', '┐')
                } else {
                    ('└', '┘')
                };
                format!("{a}{}{b}", "─".repeat(shape_w - 2))
            }
        } else if middle {
            let inner = shape_w - 2;
            let centred = format!("{letters:^inner$}");
            if plain {
                format!(" {centred} ")
            } else {
                format!("│{centred}│")
            }
        } else {
            return None;
        };
        Some((body, black))
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
    let outer = block(msg::ui_title_transcript(state.lang()), look);
    let inner = outer.inner(area);
    frame.render_widget(outer, area);
    transcript_rows(frame, state, look, inner)
}

/// The transcript's rows in `inner`, newest at the bottom; returns where the newest line
/// begins on the screen, if any line is shown.
fn transcript_rows(
    frame: &mut Frame,
    state: &impl Shown,
    look: Look,
    inner: Rect,
) -> Option<CursorPos> {
    let transcript = state.transcript();
    let scroll = state.scroll();
    let width = usize::from(inner.width);
    let height = usize::from(inner.height);
    // A line reads as line mode prints it (one form in both views, `line::plain`): what
    // interrupted everything (the opponent's move, a flag, an alert) is only drawn bold, for
    // the eye, and not marked by a word that one view would say and the other not.
    let rows_of = |said: &Said| {
        let style = if said.priority == Priority::Alert {
            Style::default().add_modifier(Modifier::BOLD)
        } else {
            Style::default()
        };
        wrap(&line::plain(&said.text), width)
            .into_iter()
            .map(move |row| Line::styled(row, style))
            .collect::<Vec<Line>>()
    };
    if height == 0 {
        frame.render_widget(Paragraph::new(Vec::<Line>::new()), inner);
        return None;
    }
    if look.screen_reader && scroll == 0 {
        // For a screen reader the pane is appended to, never scrolled: a new line takes the
        // next row, and only a full pane starts a new page. A scrolled pane changes every row,
        // and the screen reader reads every row again.
        let mut rows: Vec<Line> = Vec::new();
        let mut newest = 0;
        for said in transcript {
            newest = rows.len();
            rows.extend(rows_of(said));
        }
        let page = page_of(newest, height);
        let shown: Vec<Line> = rows.into_iter().skip(page).take(height).collect();
        frame.render_widget(Paragraph::new(shown), inner);
        let row = u16::try_from(newest - page).unwrap_or(0);
        return (!transcript.is_empty()).then(|| CursorPos::new(inner.x, inner.y + row));
    }
    let mut lines: Vec<Line> = Vec::new();
    // Only the lines that can show: walk back from the newest.
    for said in transcript.iter().rev().skip(scroll) {
        lines.extend(rows_of(said).into_iter().rev());
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
    let outer = block(msg::ui_title_input(state.lang()), look);
    let inner = outer.inner(area);
    frame.render_widget(outer, area);
    input_line(frame, state, look, inner, newest);
}

/// The input line in `inner` (`> ` and what is typed), and the terminal's cursor: after what
/// is typed, or for a screen reader while nothing is typed on the `newest` line said.
fn input_line(
    frame: &mut Frame,
    state: &impl Shown,
    look: Look,
    inner: Rect,
    newest: Option<CursorPos>,
) {
    let input = state.input();
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
