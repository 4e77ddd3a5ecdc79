//! The hall's full-screen view: every board in a table, the most urgent first, the lines said
//! below it, and the command line.

use std::time::Duration;

use ratatui::layout::{Constraint, Layout};
use ratatui::style::{Modifier, Style};
use ratatui::widgets::{Block, Borders, Paragraph, Row, Table};

use super::watch::Hall;
use crate::app::core::Key;
use crate::hall::Summary;
use crate::hall::summary::hms;
use crate::i18n::msg;
use crate::lang::Lang;

/// The screen, with what was said and what is being typed.
pub struct Screen {
    terminal: ratatui::DefaultTerminal,
    lang: Lang,
    title: String,
    said: Vec<(String, bool)>,
    input: String,
}

impl Screen {
    /// A screen on `terminal`.
    pub fn new(terminal: ratatui::DefaultTerminal, lang: Lang, event: &str) -> Screen {
        Screen {
            terminal,
            lang,
            title: format!("{} {event}", msg::hall_column_title(lang)),
            said: Vec::new(),
            input: String::new(),
        }
    }

    /// Keeps a line said for the pane below the table.
    pub fn said(&mut self, text: &str, urgent: bool) {
        self.said.push((text.to_owned(), urgent));
        if self.said.len() > 200 {
            self.said.remove(0);
        }
    }

    /// A key: typing into the command line; Enter hands the line over.
    pub fn key(&mut self, key: Key) -> Option<String> {
        match key {
            Key::Char(c) => self.input.push(c),
            Key::Backspace => {
                self.input.pop();
            }
            Key::Escape => self.input.clear(),
            Key::Enter => return Some(std::mem::take(&mut self.input)),
            Key::Interrupt => return Some("quit".to_owned()),
            _ => {}
        }
        None
    }

    /// Draws every board of `hall` as it stands at `now`.
    ///
    /// # Errors
    /// When the terminal cannot be drawn on.
    pub fn draw(&mut self, hall: &Hall, now: Duration) -> Result<()> {
        let lang = self.lang;
        let rows: Vec<Row> = hall
            .summaries(now)
            .into_iter()
            .map(|s| board_row(hall, &s, lang))
            .collect();
        let header = header_row(lang);
        let widths = [
            Constraint::Length(5),
            Constraint::Fill(2),
            Constraint::Fill(2),
            Constraint::Length(4),
            Constraint::Length(17),
            Constraint::Fill(2),
            Constraint::Fill(3),
        ];
        let title = self.title.clone();
        let said = &self.said;
        let input = &self.input;
        self.terminal
            .draw(|f| {
                let [top, bottom, line] = Layout::vertical([
                    Constraint::Fill(3),
                    Constraint::Fill(1),
                    Constraint::Length(1),
                ])
                .areas(f.area());
                let table = Table::new(rows, widths)
                    .header(header)
                    .block(Block::default().borders(Borders::ALL).title(title));
                f.render_widget(table, top);
                let shown = usize::from(bottom.height.saturating_sub(2));
                let text: Vec<ratatui::text::Line> = said
                    .iter()
                    .skip(said.len().saturating_sub(shown))
                    .map(|(t, urgent)| {
                        let style = if *urgent {
                            Style::default().add_modifier(Modifier::BOLD)
                        } else {
                            Style::default()
                        };
                        ratatui::text::Line::styled(t.clone(), style)
                    })
                    .collect();
                f.render_widget(
                    Paragraph::new(text).block(Block::default().borders(Borders::TOP)),
                    bottom,
                );
                f.render_widget(Paragraph::new(format!("> {input}")), line);
            })
            .because(StartProblem::Terminal)?;
        Ok(())
    }
}

/// The table's row of the board that `s` sums up, reversed when it is urgent.
fn board_row(hall: &Hall, s: &Summary, lang: Lang) -> Row<'static> {
    let clocks = match (s.white_ms, s.black_ms) {
        (Some(w), Some(b)) => format!("{} {}", hms(w), hms(b)),
        _ => "—".to_owned(),
    };
    let result = s.result.clone().unwrap_or_default();
    let status = msg::hall_status(lang, result, s.status.key());
    let last = hall
        .last_words(s.board)
        .or_else(|| s.last.clone())
        .unwrap_or_else(|| "—".to_owned());
    let row = Row::new(vec![
        s.board.to_string(),
        s.white.clone(),
        s.black.clone(),
        s.number.to_string(),
        clocks,
        last,
        status,
    ]);
    if s.urgency() == 0 {
        row.style(Style::default().add_modifier(Modifier::REVERSED))
    } else {
        row
    }
}

/// The table's column headings.
fn header_row(lang: Lang) -> Row<'static> {
    Row::new(vec![
        msg::hall_column_board(lang).to_owned(),
        msg::hall_column_white(lang).to_owned(),
        msg::hall_column_black(lang).to_owned(),
        msg::hall_column_move(lang).to_owned(),
        msg::hall_column_clocks(lang).to_owned(),
        msg::hall_column_last(lang).to_owned(),
        msg::hall_column_status(lang).to_owned(),
    ])
    .style(Style::default().add_modifier(Modifier::BOLD))
}

use crate::app::start::{Because, Result, StartProblem};
