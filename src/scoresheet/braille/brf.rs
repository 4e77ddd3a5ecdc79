//! BRF for embossers: pages of [`LINES_PER_PAGE`] lines of at most [`CELLS_PER_LINE`] cells,
//! in North American Braille ASCII (the character set of BRF files, letters in lower case),
//! CR LF after each line and a form feed after each page.
//!
//! The first line of each page carries the running title (the players, else the event) at its
//! left and the braille page number (the numeric indicator and the digits, as literary braille
//! writes numbers) at its right end, at least three blank cells apart; the title keeps only
//! the whole words that fit. The other 24 lines carry the scoresheet.

use super::{CELLS_PER_LINE, LINES_PER_PAGE, brf_char};

/// The numeric indicator (dots 3-4-5-6), before the page number.
const NUMERIC_INDICATOR: u8 = 0b11_1100;
/// The upper digits 0 to 9 (the cells of the letters j, a to i).
const UPPER_DIGITS: [u8; 10] = [
    0b01_1010, 0b00_0001, 0b00_0011, 0b00_1001, 0b01_1001, 0b01_0001, 0b00_1011, 0b01_1011,
    0b01_0011, 0b00_1010,
];
/// Blank cells at least between the running title and the page number.
const GAP: usize = 3;

/// The page number `n` in braille: the numeric indicator and upper digits.
pub fn page_number(n: usize) -> Vec<u8> {
    let mut out = vec![NUMERIC_INDICATOR];
    out.extend(
        n.to_string()
            .chars()
            .filter_map(|c| c.to_digit(10))
            .filter_map(|d| UPPER_DIGITS.get(d as usize).copied()),
    );
    out
}

/// The first line of page `n`: the words of `title` that fit, then the page number at the
/// right end of the line.
pub fn title_line(title: &[u8], n: usize) -> Vec<u8> {
    let number = page_number(n);
    let room = CELLS_PER_LINE.saturating_sub(number.len() + GAP);
    let mut line: Vec<u8> = Vec::new();
    for word in title.split(|&c| c == 0).filter(|w| !w.is_empty()) {
        let need = if line.is_empty() {
            word.len()
        } else {
            line.len() + 1 + word.len()
        };
        if need > room {
            break;
        }
        if !line.is_empty() {
            line.push(0);
        }
        line.extend_from_slice(word);
    }
    line.resize(CELLS_PER_LINE - number.len(), 0);
    line.extend(number);
    line
}

/// `lines` (each at most [`CELLS_PER_LINE`] cells) as BRF pages with the running title
/// `title` and page numbers.
pub fn pages(lines: &[Vec<u8>], title: &[u8]) -> String {
    let mut out = String::new();
    let per_page = LINES_PER_PAGE - 1;
    let mut chunks: Vec<&[Vec<u8>]> = lines.chunks(per_page).collect();
    if chunks.is_empty() {
        chunks.push(&[]);
    }
    for (i, page) in chunks.into_iter().enumerate() {
        let head = title_line(title, i + 1);
        for line in std::iter::once(&head).chain(page) {
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
    fn page_numbers_are_literary_numbers() {
        // #b and #bc in Braille ASCII.
        let s: String = page_number(2).into_iter().map(brf_char).collect();
        assert_eq!(s, "#b");
        let s: String = page_number(23).into_iter().map(brf_char).collect();
        assert_eq!(s, "#bc");
    }

    #[test]
    fn a_title_too_long_keeps_whole_words_and_the_number_at_the_right() {
        let title: Vec<u8> = std::iter::repeat_n([1u8, 1, 1, 1, 1, 1, 1, 0], 8)
            .flatten()
            .collect();
        let line = title_line(&title, 12);
        assert_eq!(line.len(), CELLS_PER_LINE);
        assert!(line.ends_with(&page_number(12)));
        let text_part = &line[..CELLS_PER_LINE - 3 - GAP];
        // Only whole words of seven cells: a word is cut nowhere.
        for w in text_part.split(|&c| c == 0).filter(|w| !w.is_empty()) {
            assert_eq!(w.len(), 7);
        }
    }
}
