//! Writing the scoresheet out: PGN, a plain-text scoresheet, braille and BRF.

use std::str::FromStr;

use shakmaty::{Color, Position};

use super::phrases::{self, Label, color, label};
use super::{Note, Scoresheet, braille, hms};
use crate::lang::Lang;
use crate::notation::render::written_san;
use crate::pgn::{PgnOut, write_game};

/// An export format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// PGN with `[%clk]` comments and the record's entries as comments.
    Pgn,
    /// A plain-text scoresheet in two columns.
    Text,
    /// Unicode braille: moves in the braille chess code, the rest in literary braille (see
    /// [`braille`]).
    Braille,
    /// BRF: ASCII braille for embossers, 40 cells by 25 lines.
    Brf,
}

/// A format name that rochade does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown export format \"{0}\": use pgn, txt, braille or brf")]
pub struct UnknownFormat(pub String);

impl FromStr for Format {
    type Err = UnknownFormat;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "pgn" => Ok(Format::Pgn),
            "txt" | "text" => Ok(Format::Text),
            "braille" => Ok(Format::Braille),
            "brf" => Ok(Format::Brf),
            _ => Err(UnknownFormat(s.to_owned())),
        }
    }
}

/// The scoresheet in `format`; `lang` chooses the piece letters and the words of the text and
/// braille formats, the braille chess code of the moves and the literary braille (liblouis's
/// table) of the rest, and the language of PGN comments (PGN moves are always English SAN).
///
/// # Errors
/// [`braille::BrailleError`] for the braille formats when the braille translator is missing
/// or fails: no braille is better than braille in the wrong code.
pub fn export(
    sheet: &Scoresheet,
    format: Format,
    lang: Lang,
) -> Result<String, braille::BrailleError> {
    Ok(match format {
        Format::Pgn => pgn(sheet, lang),
        Format::Text => text(sheet, lang),
        Format::Braille => braille::unicode(sheet, lang)?,
        Format::Brf => braille::brf(sheet, lang)?,
    })
}

/// The scoresheet as PGN: the Seven Tag Roster, the other tags of the start (TimeControl and
/// the event's), `Termination`, a `[%clk h:mm:ss]` comment after each move with a clock
/// reading, and every other entry (offers, claims, illegal moves, adjustments, pauses,
/// exemptions, the reason of the result) as comment text in the scoresheet's language `lang`
/// after the move it follows. Entries before the first move are put into the first move's
/// comment.
pub fn pgn(sheet: &Scoresheet, lang: Lang) -> String {
    let game = sheet.game();
    let n = game.moves().len();
    let mut comments: Vec<Vec<String>> = vec![Vec::new(); n];
    let mut before_first: Vec<String> = Vec::new();
    for e in sheet.rows() {
        let text = match &e.note {
            Note::Move {
                clock: Some(d),
                index,
            } => {
                if let Some(c) = comments.get_mut(*index) {
                    c.insert(0, format!("[%clk {}]", hms(*d)));
                }
                continue;
            }
            other => phrases::note(lang, other),
        };
        let Some(text) = text else { continue };
        match e.ply.checked_sub(1).and_then(|i| comments.get_mut(i)) {
            Some(c) => c.push(text),
            None => before_first.push(format!(
                "{}: {text}",
                capitalised(&label(lang, Label::BeforeFirst))
            )),
        }
    }
    if let Some(first) = comments.first_mut() {
        let mut merged = std::mem::take(&mut before_first);
        // Keep the first move's own clock reading first.
        let clk = first.first().filter(|c| c.starts_with("[%clk")).cloned();
        if let Some(c) = clk {
            first.remove(0);
            merged.insert(0, c);
        }
        merged.append(first);
        *first = merged;
    }
    let mut tags = sheet.start().tags.clone();
    if let Some(e) = sheet.ending() {
        tags.retain(|(n, _)| n != "Termination");
        tags.push(("Termination".to_owned(), e.reason.termination().to_owned()));
    }
    let moves: Vec<shakmaty::Move> = game.moves().iter().map(|m| m.mv).collect();
    write_game(&PgnOut {
        tags,
        initial: Some(game.initial()),
        moves: &moves,
        comments: comments
            .into_iter()
            .map(|c| (!c.is_empty()).then(|| c.join(" ")))
            .collect(),
        result: sheet.result().map(|r| r.outcome()),
    })
}

/// Per move number: (number, white's move text, black's move text), with "(=)" after a move
/// followed by a draw offer of the mover.
fn rows(sheet: &Scoresheet, lang: Lang, clocks: bool) -> Vec<(u32, String, String)> {
    let game = sheet.game();
    let mut rows: Vec<(u32, String, String)> = Vec::new();
    for (i, pm) in game.moves().iter().enumerate() {
        let mover = pm.before.turn();
        let mut t = written_san(pm.san, lang);
        let offered = sheet
            .rows()
            .iter()
            .any(|e| e.ply == i + 1 && matches!(e.note, Note::Offer { by } if by == mover));
        if offered {
            t.push_str(" (=)");
        }
        if clocks && let Some(d) = sheet.clock_after(i) {
            t.push_str(&format!(" {}", hms(d)));
        }
        let number = pm.before.fullmoves().get();
        match rows.last_mut() {
            Some(r) if r.0 == number && mover == Color::Black => r.2 = t,
            _ if mover == Color::White => rows.push((number, t, String::new())),
            _ => rows.push((number, "...".to_owned(), t)),
        }
    }
    rows
}

/// The header lines of the scoresheet: the tags that have a value, and the FEN of a game
/// that did not start from the initial position.
pub(crate) fn header_lines(sheet: &Scoresheet, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    for (name, value) in &sheet.start().tags {
        if value.is_empty() || value == "?" {
            continue;
        }
        let shown = phrases::tag(lang, name);
        out.push(format!("{shown}: {value}"));
    }
    if let Some(fen) = &sheet.start().fen {
        out.push(format!("FEN: {fen}"));
    }
    out
}

fn notes_lines(sheet: &Scoresheet, lang: Lang) -> Vec<String> {
    let game = sheet.game();
    sheet
        .rows()
        .iter()
        .filter(|e| !matches!(e.note, Note::Move { .. } | Note::Result(_)))
        .filter_map(|e| {
            let text = phrases::note(lang, &e.note)?;
            let when = match e.ply.checked_sub(1).and_then(|i| game.moves().get(i)) {
                Some(pm) => {
                    let dots = if pm.before.turn().is_white() {
                        "."
                    } else {
                        "..."
                    };
                    format!(
                        "{} {}{dots} {}",
                        label(lang, Label::AfterMove),
                        pm.before.fullmoves(),
                        written_san(pm.san, lang)
                    )
                }
                None => label(lang, Label::BeforeFirst).to_owned(),
            };
            Some(format!("{when}: {text}"))
        })
        .collect()
}

/// The result line: the result and how the game ended, or that it goes on.
pub(crate) fn result_line(sheet: &Scoresheet, lang: Lang) -> String {
    match sheet.ending() {
        Some(e) => format!(
            "{}: {} {}",
            label(lang, Label::ResultLabel),
            e.result,
            phrases::ending(lang, e)
        ),
        None => format!(
            "{}: * ({})",
            label(lang, Label::ResultLabel),
            label(lang, Label::Unfinished)
        ),
    }
}

/// A plain-text scoresheet: header, two columns White / Black with the language's piece
/// letters (Appendix C: K D T L S, K Q R B N, Кр Ф Л С К) and the clock after each move, the
/// notes (offers, claims, illegal moves, adjustments, pauses, exemptions), and the result.
pub fn text(sheet: &Scoresheet, lang: Lang) -> String {
    let mut out = String::new();
    for l in header_lines(sheet, lang) {
        out.push_str(&l);
        out.push('\n');
    }
    out.push('\n');
    out.push_str(&format!(
        "{:>4}  {:<22}{}\n",
        "",
        color(lang, Color::White),
        color(lang, Color::Black)
    ));
    for (n, w, b) in rows(sheet, lang, true) {
        out.push_str(format!("{n:>4}. {w:<22}{b}").trim_end());
        out.push('\n');
    }
    let notes = notes_lines(sheet, lang);
    if !notes.is_empty() {
        out.push('\n');
        out.push_str(&label(lang, Label::Notes));
        out.push_str(":\n");
        for l in notes {
            out.push_str("- ");
            out.push_str(&l);
            out.push('\n');
        }
    }
    out.push('\n');
    out.push_str(&result_line(sheet, lang));
    out.push('\n');
    out
}

/// `text` with its first letter in upper case (a label that begins a comment).
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
