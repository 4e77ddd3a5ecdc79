//! The scoresheet laid out for braille: the header and the notes in the language's literary
//! braille (liblouis), the moves in its braille chess code ([`super::code`]), each entry under
//! the move it follows.
//!
//! The layout: the header lines; then one line per move number, starting at the first cell
//! with the move number in lower digits (so that a finger down the left margin finds the move
//! numbers); under it, indented by two cells, the clock readings after those moves (every
//! reading the text scoresheet has) and the entries made after them (offers, claims, illegal
//! moves, adjustments, pauses), in the order they happened; at the end the result.

use shakmaty::{Color, Move, Position};

use super::code::{Code, code};
use super::{BrailleError, CELLS_PER_LINE, dots, translate, wrap_indented};
use crate::i18n::msg;
use crate::lang::Lang;
use crate::scoresheet::export::{header_lines, result_line};
use crate::scoresheet::phrases::{self, color};
use crate::scoresheet::{Note, Scoresheet, hms};

/// Cells by which clock readings and entries stand in from the move lines.
pub const NOTE_INDENT: usize = 2;
/// Cells by which the rest of a line broken over two stands in from its first part.
pub const CONTINUATION_INDENT: usize = 2;

/// What a line of the braille scoresheet holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Body {
    /// An empty line.
    Blank,
    /// Cells already in braille (a move line in the chess code).
    Cells(String),
    /// Text for the literary braille translator (header, clock readings, entries, result).
    Text(String),
}

/// One line of the braille scoresheet before translation and line breaking.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// Blank cells before it.
    pub indent: usize,
    /// What it holds.
    pub body: Body,
}

impl Line {
    fn text(indent: usize, text: String) -> Self {
        Line {
            indent,
            body: Body::Text(text),
        }
    }
}

/// The lines of the scoresheet in `lang`: moves in the language's braille chess code, every
/// other line as text for the literary translator.
pub fn document(sheet: &Scoresheet, lang: Lang) -> Vec<Line> {
    let code = code(lang);
    let mut out: Vec<Line> = header_lines(sheet, lang)
        .into_iter()
        .map(|l| Line::text(0, l))
        .collect();
    out.push(Line {
        indent: 0,
        body: Body::Blank,
    });
    // Entries before the first move.
    out.extend(entries(sheet, lang, 0));
    let game = sheet.game();
    let moves = game.moves();
    let mut i = 0;
    while let Some(pm) = moves.get(i) {
        let number = pm.before.fullmoves().get();
        let mut cells = code.number(number);
        cells.push('⠀');
        let mut plies = vec![i];
        if pm.before.turn() == Color::Black {
            cells.push_str(code.black_first);
            cells.push_str(&one_move(sheet, code, i));
        } else {
            cells.push_str(&one_move(sheet, code, i));
            if moves.get(i + 1).is_some() {
                cells.push('⠀');
                cells.push_str(&one_move(sheet, code, i + 1));
                plies.push(i + 1);
            }
        }
        out.push(Line {
            indent: 0,
            body: Body::Cells(cells),
        });
        let readings: Vec<String> = plies
            .iter()
            .filter_map(|&p| {
                let d = sheet.clock_after(p)?;
                let mover = moves.get(p)?.before.turn();
                Some(format!("{} {}", color(lang, mover), hms(d)))
            })
            .collect();
        if !readings.is_empty() {
            out.push(Line::text(NOTE_INDENT, readings.join(", ")));
        }
        for &p in &plies {
            out.extend(entries(sheet, lang, p + 1));
        }
        i += plies.len();
    }
    out.push(Line {
        indent: 0,
        body: Body::Blank,
    });
    out.push(Line::text(0, result_line(sheet, lang).replace('½', "1/2")));
    out
}

/// The entries (not moves, not the result) made after `ply` plies, as indented text lines.
fn entries(sheet: &Scoresheet, lang: Lang, ply: usize) -> Vec<Line> {
    sheet
        .rows()
        .iter()
        .filter(|e| e.ply == ply && !matches!(e.note, Note::Move { .. } | Note::Result(_)))
        .filter_map(|e| phrases::note(lang, &e.note))
        .map(|t| Line::text(NOTE_INDENT, t))
        .collect()
}

/// The cells of move `index`, with its draw offer sign when the mover offered after it.
fn one_move(sheet: &Scoresheet, code: &Code, index: usize) -> String {
    let Some(pm) = sheet.game().moves().get(index) else {
        return String::new();
    };
    let mover = pm.before.turn();
    let offered = sheet
        .rows()
        .iter()
        .any(|e| e.ply == index + 1 && matches!(e.note, Note::Offer { by } if by == mover));
    let en_passant = matches!(pm.mv, Move::EnPassant { .. });
    code.move_cells(&pm.san, en_passant, offered)
}

/// The running title of the pages: the players ("White - Black") when both are named, else
/// the event, else the word for a scoresheet.
pub fn title(sheet: &Scoresheet, lang: Lang) -> String {
    let named = |tag: &str| sheet.tag(tag).filter(|v| !v.trim().is_empty() && *v != "?");
    match (named("White"), named("Black"), named("Event")) {
        (Some(w), Some(b), _) => format!("{w} - {b}"),
        (_, _, Some(e)) => e.to_owned(),
        _ => msg::score_braille_title(lang),
    }
}

/// The scoresheet as lines of cells (at most [`CELLS_PER_LINE`] each) and the running title's
/// cells: the text lines through the literary translator in one run.
///
/// # Errors
/// [`BrailleError`] when `lou_translate` is missing or gives no braille.
pub fn lines(sheet: &Scoresheet, lang: Lang) -> Result<(Vec<Vec<u8>>, Vec<u8>), BrailleError> {
    let doc = document(sheet, lang);
    let mut texts: Vec<String> = doc
        .iter()
        .filter_map(|l| match &l.body {
            Body::Text(t) => Some(t.clone()),
            _ => None,
        })
        .collect();
    texts.push(title(sheet, lang));
    let mut translated = translate(&texts, lang)?.into_iter();
    let mut out = Vec::new();
    for line in &doc {
        let cells: Vec<u8> = match &line.body {
            Body::Blank => {
                out.push(Vec::new());
                continue;
            }
            Body::Cells(c) => c.chars().map(dots).collect(),
            Body::Text(_) => translated
                .next()
                .unwrap_or_default()
                .chars()
                .map(dots)
                .collect(),
        };
        out.extend(wrap_indented(
            &cells,
            line.indent,
            line.indent + CONTINUATION_INDENT,
        ));
    }
    let title = translated
        .next()
        .unwrap_or_default()
        .chars()
        .map(dots)
        .collect();
    debug_assert!(out.iter().all(|l| l.len() <= CELLS_PER_LINE));
    Ok((out, title))
}
