//! Braille transcription of the scoresheet.
//!
//! # The table
//! rochade writes six-dot braille, character by character (grade 1, no contractions), with
//! the **North American Braille ASCII** table (the table of BRF files, also called computer
//! braille): letters a–z are the literary letters (a ⠁, b ⠃, … z ⠵); digits are the
//! *computer-braille lower-cell digits* 1 ⠂, 2 ⠆, 3 ⠒, 4 ⠲, 5 ⠢, 6 ⠖, 7 ⠶, 8 ⠦, 9 ⠔,
//! 0 ⠴ (so "e4" is ⠑⠲ with no number sign, as in braille chess scoresheets); punctuation follows
//! the same table (`.` ⠨, `-` ⠤, `=` ⠿, `+` ⠬, `#` ⠼, `:` ⠱, `(` ⠷, `)` ⠾, `/` ⠌).
//! A capital letter is preceded by the literary capital sign, dot 6 (⠠), so the bishop `B` and
//! the b-file stay apart. Letters outside ASCII use the national literary braille letters:
//! German ä ⠜, ö ⠪, ü ⠳, ß ⠮; Russian (Cyrillic) а ⠁ б ⠃ в ⠺ г ⠛ д ⠙ е ⠑ ё ⠡ ж ⠚ з ⠵
//! и ⠊ й ⠯ к ⠅ л ⠇ м ⠍ н ⠝ о ⠕ п ⠏ р ⠗ с ⠎ т ⠞ у ⠥ ф ⠋ х ⠓ ц ⠉ ч ⠟ ш ⠱ щ ⠭ ъ ⠷
//! ы ⠮ ь ⠾ э ⠪ ю ⠳ я ⠫ (so the Russian piece letters Кр Ф Л С К are ⠠⠅⠗ ⠠⠋ ⠠⠇ ⠠⠎ ⠠⠅).
//! `½` is written `1/2`; any other character becomes ⠹ (the table's `?`).
//!
//! Lines are at most 40 cells, broken at spaces. Unicode output uses U+2800 (the blank
//! cell) for spaces and a newline after each line. BRF output writes each cell as its Braille
//! ASCII character (letters in lower case), CR LF after each line, and a form feed after
//! every 25 lines (and at the end).

/// Cells per line.
pub const CELLS_PER_LINE: usize = 40;
/// Lines per page (BRF).
pub const LINES_PER_PAGE: usize = 25;

/// Braille ASCII: the cell of each character from 0x20 (space) to 0x5F (`_`).
const ASCII_TABLE: &str = "⠀⠮⠐⠼⠫⠩⠯⠄⠷⠾⠡⠬⠠⠤⠨⠌⠴⠂⠆⠒⠲⠢⠖⠶⠦⠔⠱⠰⠣⠿⠜⠹⠈⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚⠅⠇⠍⠝⠕⠏⠟⠗⠎⠞⠥⠧⠺⠭⠽⠵⠪⠳⠻⠘⠸";

/// Russian literary braille, а to я (with ё after е).
const CYRILLIC: [(char, char); 33] = [
    ('а', '⠁'),
    ('б', '⠃'),
    ('в', '⠺'),
    ('г', '⠛'),
    ('д', '⠙'),
    ('е', '⠑'),
    ('ё', '⠡'),
    ('ж', '⠚'),
    ('з', '⠵'),
    ('и', '⠊'),
    ('й', '⠯'),
    ('к', '⠅'),
    ('л', '⠇'),
    ('м', '⠍'),
    ('н', '⠝'),
    ('о', '⠕'),
    ('п', '⠏'),
    ('р', '⠗'),
    ('с', '⠎'),
    ('т', '⠞'),
    ('у', '⠥'),
    ('ф', '⠋'),
    ('х', '⠓'),
    ('ц', '⠉'),
    ('ч', '⠟'),
    ('ш', '⠱'),
    ('щ', '⠭'),
    ('ъ', '⠷'),
    ('ы', '⠮'),
    ('ь', '⠾'),
    ('э', '⠪'),
    ('ю', '⠳'),
    ('я', '⠫'),
];

const GERMAN: [(char, char); 4] = [('ä', '⠜'), ('ö', '⠪'), ('ü', '⠳'), ('ß', '⠮')];

const CAPITAL: u8 = 0b10_0000; // dot 6
const QUESTION: u8 = 0b11_1001; // ⠹ dots 1456

fn mask(c: char) -> u8 {
    // Braille patterns are U+2800 + the dot bits; six-dot cells only use the low six bits.
    u8::try_from((c as u32).wrapping_sub(0x2800) & 0x3F).unwrap_or(QUESTION)
}

fn ascii_cell(c: char) -> Option<u8> {
    let c = match c {
        'a'..='z' => c.to_ascii_uppercase(),
        '`' => '@',
        '{' => '[',
        '|' => '\\',
        '}' => ']',
        '~' => '^',
        _ => c,
    };
    let i = (c as u32).checked_sub(0x20)?;
    ASCII_TABLE.chars().nth(usize::try_from(i).ok()?).map(mask)
}

fn push_char(c: char, out: &mut Vec<u8>) {
    if c.is_ascii() {
        if c.is_ascii_uppercase() {
            out.push(CAPITAL);
        }
        out.push(ascii_cell(c).unwrap_or(QUESTION));
        return;
    }
    if c == '½' {
        for d in "1/2".chars() {
            push_char(d, out);
        }
        return;
    }
    if c == '→' {
        for d in "->".chars() {
            push_char(d, out);
        }
        return;
    }
    let lower = c.to_lowercase().next().unwrap_or(c);
    let found = CYRILLIC
        .iter()
        .chain(GERMAN.iter())
        .find(|(l, _)| *l == lower)
        .map(|(_, b)| mask(*b));
    match found {
        Some(m) => {
            if lower != c {
                out.push(CAPITAL);
            }
            out.push(m);
        }
        None => out.push(QUESTION),
    }
}

/// The cells (dot bits: dot 1 is bit 0 … dot 6 is bit 5) of one line of text.
pub fn cells(text: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    for c in text.chars() {
        push_char(c, &mut out);
    }
    out
}

/// Breaks a line of cells at blank cells into lines of at most [`CELLS_PER_LINE`] cells; a
/// word longer than a line is cut.
pub fn wrap(cells: &[u8]) -> Vec<Vec<u8>> {
    let mut lines: Vec<Vec<u8>> = Vec::new();
    let mut line: Vec<u8> = Vec::new();
    for word in cells.split(|&c| c == 0) {
        let mut word = word;
        while word.len() > CELLS_PER_LINE {
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            let (head, tail) = word.split_at(CELLS_PER_LINE);
            lines.push(head.to_vec());
            word = tail;
        }
        let need = if line.is_empty() {
            word.len()
        } else {
            line.len() + 1 + word.len()
        };
        if need > CELLS_PER_LINE {
            lines.push(std::mem::take(&mut line));
        } else if !line.is_empty() {
            line.push(0);
        }
        line.extend_from_slice(word);
    }
    lines.push(line);
    lines
}

fn all_lines(text_lines: &[String]) -> Vec<Vec<u8>> {
    text_lines.iter().flat_map(|l| wrap(&cells(l))).collect()
}

/// The lines as Unicode braille (U+2800–U+283F), one line of at most 40 cells per text line.
pub fn unicode(text_lines: &[String]) -> String {
    let mut out = String::new();
    for line in all_lines(text_lines) {
        for c in line {
            out.push(char::from_u32(0x2800 + u32::from(c)).unwrap_or('⠹'));
        }
        out.push('\n');
    }
    out
}

/// The Braille ASCII character of a cell.
pub fn brf_char(cell: u8) -> char {
    ASCII_TABLE
        .chars()
        .position(|b| mask(b) == cell & 0x3F)
        .and_then(|i| char::from_u32(0x20 + u32::try_from(i).unwrap_or(31)))
        .map(|c| c.to_ascii_lowercase())
        .unwrap_or('?')
}

/// The lines as BRF for an embosser: Braille ASCII, 40 cells per line, CR LF line ends, a form
/// feed after every 25 lines and at the end.
pub fn brf(text_lines: &[String]) -> String {
    let mut out = String::new();
    let lines = all_lines(text_lines);
    let pages = lines.chunks(LINES_PER_PAGE);
    for page in pages {
        for line in page {
            out.extend(line.iter().map(|&c| brf_char(c)));
            out.push_str("\r\n");
        }
        out.push('\u{c}');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_has_one_cell_per_character_and_all_64_cells() {
        let cells: Vec<u8> = ASCII_TABLE.chars().map(mask).collect();
        assert_eq!(cells.len(), 64);
        let mut sorted = cells.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), 64, "every six-dot cell exactly once");
    }

    #[test]
    fn moves_in_braille() {
        assert_eq!(unicode(&["e4 Nf3".into()]), "⠑⠲⠀⠠⠝⠋⠒\n");
        assert_eq!(unicode(&["Кр".into()]), "⠠⠅⠗\n");
        assert_eq!(unicode(&["Läufer".into()]), "⠠⠇⠜⠥⠋⠑⠗\n");
        assert_eq!(brf(&["Bxc4 0-0".into()]), ",bxc4 0-0\r\n\u{c}");
    }

    #[test]
    fn lines_and_pages_have_their_size() {
        let long = "abcd ".repeat(30);
        let lines: Vec<String> = (0..30).map(|_| long.clone()).collect();
        let out = brf(&lines);
        for l in out.split("\r\n") {
            assert!(
                l.trim_start_matches('\u{c}').chars().count() <= CELLS_PER_LINE,
                "{l}"
            );
        }
        let total_lines = out.matches("\r\n").count();
        assert_eq!(
            out.matches('\u{c}').count(),
            total_lines.div_ceil(LINES_PER_PAGE)
        );
    }
}
