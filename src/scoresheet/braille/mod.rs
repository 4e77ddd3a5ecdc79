//! Braille transcription of the scoresheet: the moves in the reader's braille chess code, the
//! rest in the reader's literary braille.
//!
//! # The moves
//! Moves are written in braille chess notation, one table of cells per language, written by
//! rochade from the code's tables ([`code`], which names each code, its edition and section),
//! never through a literary table: a literary table gives a numeric indicator to every rank,
//! cannot tell the German queen `D` from the d-file, and may move a check sign away from its
//! move.
//!
//! # The translator (header, clock readings, entries, result)
//! Each language's literary braille has its own rules (the Russian "ш" and the German "sch"
//! are cells that computer braille uses for ":"; a capital sign exists in English braille and
//! not in German). rochade does not guess them: it hands the text to **liblouis**, the braille
//! translator screen readers and BRLTTY use, through its `lou_translate` program (Debian
//! package `liblouis-bin`), an optional system program called at run time, so that rochade's
//! own licence stays as it is. The table is the language's (`[braille] table` of
//! `grammar/<code>.toml`: `de-g0.utb`, `en-ueb-g1.ctb`, `es-g1.ctb`, `ru-litbrl.ctb`),
//! uncontracted, with liblouis's Unicode display table, so the result is six-dot cells as
//! Unicode braille patterns. Where `lou_translate` is missing or fails, the export says so
//! ([`BrailleError`]) rather than write braille in the wrong code.
//!
//! # Lines and pages
//! The layout is [`sheet`]'s. Lines are at most 40 cells, broken at blank cells; a token longer
//! than the room left (a FEN, say) ends each full line with the continuation mark dot 5
//! ([`CONTINUATION`]) and goes on at the next line. Unicode output uses U+2800 (the blank
//! cell) for spaces and a newline after each line. BRF output ([`brf`](mod@brf)) has pages of 25 lines
//! with a running title and the page number on the first line of each.

pub mod brf;
pub mod code;
pub mod sheet;

use std::io::{Read, Write};
use std::process::{Command, Stdio};

use crate::lang::Lang;

/// Cells per line.
pub const CELLS_PER_LINE: usize = 40;
/// Lines per page (BRF).
pub const LINES_PER_PAGE: usize = 25;

/// The braille translator program (liblouis).
pub const TRANSLATOR: &str = "lou_translate";

/// Braille ASCII: the cell of each character from 0x20 (space) to 0x5F (`_`): the table of
/// BRF files, used only to write cells as characters.
const ASCII_TABLE: &str = "⠀⠮⠐⠼⠫⠩⠯⠄⠷⠾⠡⠬⠠⠤⠨⠌⠴⠂⠆⠒⠲⠢⠖⠶⠦⠔⠱⠰⠣⠿⠜⠹⠈⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚⠅⠇⠍⠝⠕⠏⠟⠗⠎⠞⠥⠧⠺⠭⠽⠵⠪⠳⠻⠘⠸";

/// Why no braille could be written.
#[derive(Debug, thiserror::Error)]
pub enum BrailleError {
    /// `lou_translate` is not installed (or cannot be started).
    #[error("the braille translator lou_translate (liblouis) cannot be started: {0}")]
    NoTranslator(#[source] std::io::Error),
    /// `lou_translate` ran but gave no braille for the text (a missing table, for example).
    #[error("the braille translator lou_translate gave no braille with table {table}: {detail}")]
    Failed {
        /// The liblouis table asked for.
        table: String,
        /// What the program said.
        detail: String,
    },
    /// The language has no braille table in its grammar file.
    #[error("the language {0} names no braille table")]
    NoTable(Lang),
}

/// The liblouis table of `lang`'s braille (`[braille] table` of its grammar file).
pub fn table(lang: Lang) -> Option<String> {
    crate::lang::grammar(lang)
        .braille_table
        .clone()
        .filter(|t| !t.is_empty() && !t.contains(','))
}

/// Runs `lou_translate` with `args` on `input`, and returns what it wrote, or the reason.
fn run_translator(args: &[&str], input: &str, table: &str) -> Result<String, BrailleError> {
    let mut child = Command::new(TRANSLATOR)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(BrailleError::NoTranslator)?;
    // Written from another thread, so that a long text cannot fill both pipes at once.
    let stdin = child.stdin.take();
    let text = input.to_owned();
    let writer = std::thread::spawn(move || {
        if let Some(mut s) = stdin {
            let _ = s.write_all(text.as_bytes());
        }
    });
    let mut out = String::new();
    let mut err = String::new();
    if let Some(mut s) = child.stdout.take() {
        let _ = s.read_to_string(&mut out);
    }
    if let Some(mut s) = child.stderr.take() {
        let _ = s.read_to_string(&mut err);
    }
    let _ = writer.join();
    let status = child.wait().map_err(BrailleError::NoTranslator)?;
    if !status.success() || !err.trim().is_empty() {
        return Err(BrailleError::Failed {
            table: table.to_owned(),
            detail: if err.trim().is_empty() {
                status.to_string()
            } else {
                err.trim().to_owned()
            },
        });
    }
    Ok(out)
}

/// Each line of `text_lines` translated into `lang`'s braille: one string of Unicode braille
/// cells a line (not yet wrapped). Words in Cyrillic letters (a Russian player's name, a
/// Russian event) in a language written in Latin letters are written with the braille of a
/// language written in Cyrillic ([`cyrillic_lang`]): a Latin table has no cells for them and
/// would write each letter as an escape code (`\x0418\`) in eight-dot cells.
///
/// # Errors
/// [`BrailleError`] when `lou_translate` is missing or gives no braille.
pub fn translate(text_lines: &[String], lang: Lang) -> Result<Vec<String>, BrailleError> {
    let table = table(lang).ok_or(BrailleError::NoTable(lang))?;
    // One line in, one line out; a line break inside a line would shift them.
    let input: Vec<String> = text_lines
        .iter()
        .map(|l| l.replace(['\n', '\r'], " "))
        .collect();
    let other = cyrillic_lang().filter(|c| *c != lang && input.iter().any(|l| has_cyrillic(l)));
    let Some(other) = other else {
        return translate_with(&table, &input);
    };
    let other_table = self::table(other).ok_or(BrailleError::NoTable(other))?;
    // Each line cut where the script changes; each part translated with its script's table
    // (the blanks around a part kept as blank cells), then put together again.
    let runs: Vec<Vec<Run>> = input.iter().map(|l| runs(l)).collect();
    let parts = |cyrillic: bool| -> Vec<String> {
        runs.iter()
            .flatten()
            .filter(|r| r.cyrillic == cyrillic && !r.text.is_empty())
            .map(|r| r.text.to_owned())
            .collect()
    };
    let (own, theirs) = (parts(false), parts(true));
    let mut own = translate_with(&table, &own)?.into_iter();
    let mut theirs = translate_with(&other_table, &theirs)?.into_iter();
    Ok(runs
        .iter()
        .map(|line| {
            let mut out = String::new();
            for r in line {
                out.extend(std::iter::repeat_n('\u{2800}', r.before));
                if !r.text.is_empty() {
                    let cells = if r.cyrillic {
                        theirs.next()
                    } else {
                        own.next()
                    };
                    out.push_str(&cells.unwrap_or_default());
                }
                out.extend(std::iter::repeat_n('\u{2800}', r.after));
            }
            out
        })
        .collect())
}

/// Whether `c` is a Cyrillic letter.
fn is_cyrillic(c: char) -> bool {
    ('\u{0400}'..='\u{04FF}').contains(&c)
}

/// Whether `text` holds a Cyrillic letter.
fn has_cyrillic(text: &str) -> bool {
    text.chars().any(is_cyrillic)
}

/// The language written in Cyrillic letters (its king's word is), whose braille table
/// writes them; `None` where there is none.
fn cyrillic_lang() -> Option<Lang> {
    Lang::ALL.iter().copied().find(|l| {
        has_cyrillic(crate::notation::lexicon::vocabulary(*l).piece(shakmaty::Role::King))
    })
}

/// A part of a line in one script: its text without the blanks around it, and how many
/// blanks stood before and after it.
struct Run<'a> {
    text: &'a str,
    cyrillic: bool,
    before: usize,
    after: usize,
}

/// `line` cut where Cyrillic letters begin and end (the blanks and signs between two words go
/// with the Latin part).
fn runs(line: &str) -> Vec<Run<'_>> {
    let mut out = Vec::new();
    let mut rest = line;
    while let Some(first) = rest.chars().next() {
        let cyrillic = is_cyrillic(first);
        let end = rest
            .find(|c: char| is_cyrillic(c) != cyrillic)
            .unwrap_or(rest.len());
        let (part, tail) = rest.split_at(end);
        let text = part.trim();
        let before = part.chars().take_while(|c| c.is_whitespace()).count();
        let after = if text.is_empty() {
            0
        } else {
            part.chars().rev().take_while(|c| c.is_whitespace()).count()
        };
        out.push(Run {
            text,
            cyrillic,
            before,
            after,
        });
        rest = tail;
    }
    out
}

/// Each line of `input` translated with the liblouis `table`: one string of six-dot Unicode
/// braille cells a line.
fn translate_with(table: &str, input: &[String]) -> Result<Vec<String>, BrailleError> {
    if input.is_empty() {
        return Ok(Vec::new());
    }
    let tables = format!("unicode.dis,{table}");
    let mut joined = input.join("\n");
    joined.push('\n');
    let out = run_translator(&["--forward", &tables], &joined, table)?;
    let lines: Vec<String> = out.lines().map(str::to_owned).collect();
    // Six dots only: a character the table has no cell for comes out as an escape code in
    // eight-dot cells, which no reader of this braille could read.
    let braille_only = lines
        .iter()
        .all(|l| l.chars().all(|c| ('\u{2800}'..='\u{283F}').contains(&c)));
    if lines.len() != input.len() || !braille_only {
        return Err(BrailleError::Failed {
            table: table.to_owned(),
            detail: format!(
                "{} lines of braille for {} lines of text",
                lines.len(),
                input.len()
            ),
        });
    }
    Ok(lines)
}

/// `braille` (Unicode braille cells) translated back into text with `lang`'s table: what a
/// reader of that braille reads (for checks).
///
/// # Errors
/// [`BrailleError`] when `lou_translate` is missing or fails.
pub fn back_translate(braille: &str, lang: Lang) -> Result<String, BrailleError> {
    let table = table(lang).ok_or(BrailleError::NoTable(lang))?;
    let tables = format!("unicode.dis,{table}");
    let mut input = braille.to_owned();
    if !input.ends_with('\n') {
        input.push('\n');
    }
    run_translator(&["--backward", &tables], &input, &table)
}

/// The six dots of a cell (dot 1 is bit 0 … dot 6 is bit 5); dots 7 and 8 are dropped.
pub(crate) fn dots(c: char) -> u8 {
    u8::try_from((c as u32).wrapping_sub(0x2800) & 0x3F).unwrap_or(0)
}

/// The continuation mark (dot 5): the last cell of a line whose last token goes on at the
/// next line.
pub const CONTINUATION: u8 = 0b01_0000;

/// Breaks a line of cells at blank cells into lines of at most [`CELLS_PER_LINE`] cells; a
/// word longer than a line is divided with the [`CONTINUATION`] mark.
pub fn wrap(cells: &[u8]) -> Vec<Vec<u8>> {
    wrap_indented(cells, 0, 0)
}

/// Breaks a line of cells at blank cells into lines of at most [`CELLS_PER_LINE`] cells, the
/// first after `indent` blank cells, the others after `continued` blank cells. A word longer
/// than the room on a line fills the line but one cell, which is the [`CONTINUATION`] mark,
/// and goes on at the next line: no word is cut without the mark.
pub fn wrap_indented(cells: &[u8], indent: usize, continued: usize) -> Vec<Vec<u8>> {
    let indent = indent.min(CELLS_PER_LINE / 2);
    let continued = continued.min(CELLS_PER_LINE / 2);
    let mut lines: Vec<Vec<u8>> = Vec::new();
    let mut line: Vec<u8> = vec![0; indent];
    let mut has_word = false;
    for word in cells.split(|&c| c == 0).filter(|w| !w.is_empty()) {
        let mut word = word;
        loop {
            let room = CELLS_PER_LINE.saturating_sub(line.len() + usize::from(has_word));
            if word.len() <= room {
                if has_word {
                    line.push(0);
                }
                line.extend_from_slice(word);
                has_word = true;
                break;
            }
            if has_word {
                lines.push(std::mem::replace(&mut line, vec![0; continued]));
                has_word = false;
                continue;
            }
            let take = room.saturating_sub(1).max(1).min(word.len());
            let (head, tail) = word.split_at(take);
            line.extend_from_slice(head);
            line.push(CONTINUATION);
            lines.push(std::mem::replace(&mut line, vec![0; continued]));
            word = tail;
            if word.is_empty() {
                break;
            }
        }
    }
    if has_word || lines.is_empty() {
        if !has_word {
            line.clear();
        }
        lines.push(line);
    }
    lines
}

/// The scoresheet as Unicode braille (U+2800–U+283F): moves in `lang`'s braille chess code,
/// the rest in its literary braille, lines of at most 40 cells.
///
/// # Errors
/// [`BrailleError`] when `lou_translate` is missing or gives no braille.
pub fn unicode(sheet: &crate::scoresheet::Scoresheet, lang: Lang) -> Result<String, BrailleError> {
    let (lines, _) = sheet::lines(sheet, lang)?;
    let mut out = String::new();
    for line in lines {
        out.extend(line.iter().map(|&c| cell_char(c)));
        out.push('\n');
    }
    Ok(out)
}

/// The Unicode braille pattern of a six-dot cell.
pub fn cell_char(cell: u8) -> char {
    char::from_u32(0x2800 + u32::from(cell & 0x3F)).unwrap_or('\u{2800}')
}

/// The Braille ASCII character of a cell.
pub fn brf_char(cell: u8) -> char {
    ASCII_TABLE
        .chars()
        .position(|b| dots(b) == cell & 0x3F)
        .and_then(|i| char::from_u32(0x20 + u32::try_from(i).unwrap_or(31)))
        .map(|c| c.to_ascii_lowercase())
        .unwrap_or('?')
}

/// The scoresheet as BRF for an embosser, in `lang`'s braille: Braille ASCII, 40 cells per
/// line, CR LF line ends, pages of 25 lines with the running title and the page number on the
/// first, a form feed after each page.
///
/// # Errors
/// [`BrailleError`] when `lou_translate` is missing or gives no braille.
pub fn brf(sheet: &crate::scoresheet::Scoresheet, lang: Lang) -> Result<String, BrailleError> {
    let (lines, title) = sheet::lines(sheet, lang)?;
    Ok(brf::pages(&lines, &title))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_brf_table_has_one_character_for_each_of_the_64_cells() {
        let cells: Vec<u8> = ASCII_TABLE.chars().map(dots).collect();
        assert_eq!(cells.len(), 64);
        let mut sorted = cells.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), 64, "every six-dot cell exactly once");
        assert_eq!(brf_char(0), ' ');
        assert_eq!(brf_char(0b1), 'a');
        assert_eq!(brf_char(0b10_0000), ',');
    }

    #[test]
    fn a_line_is_cut_where_cyrillic_letters_begin_and_end() {
        let parts: Vec<(&str, bool, usize, usize)> = runs("White: Иванов Пётр, Black: Müller ")
            .iter()
            .map(|r| (r.text, r.cyrillic, r.before, r.after))
            .collect();
        assert_eq!(
            parts,
            [
                ("White:", false, 0, 1),
                ("Иванов", true, 0, 0),
                ("", false, 1, 0),
                ("Пётр", true, 0, 0),
                (", Black: Müller", false, 0, 1),
            ]
        );
        assert!(runs("").is_empty());
        assert_eq!(cyrillic_lang(), Some(Lang::Ru));
    }

    #[test]
    fn every_language_names_a_braille_table() {
        for lang in Lang::ALL {
            let t = table(lang).unwrap_or_else(|| panic!("{lang}: no [braille] table"));
            assert!(t.ends_with(".utb") || t.ends_with(".ctb"), "{lang}: {t}");
        }
    }

    #[test]
    fn lines_are_broken_at_blank_cells() {
        let word = [1u8; 7];
        let mut cells = Vec::new();
        for _ in 0..12 {
            cells.extend_from_slice(&word);
            cells.push(0);
        }
        for line in wrap(&cells) {
            assert!(line.len() <= CELLS_PER_LINE, "{line:?}");
            assert_ne!(line.first(), Some(&0));
        }
        assert_eq!(
            wrap(&[1u8; 45]).len(),
            2,
            "a word longer than a line is cut"
        );
    }
}
