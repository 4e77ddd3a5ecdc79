//! Bounds on what rochade reads from files and from the keyboard, so that no input, however
//! large or strange, can make it panic, fill the memory or take more than linear time. Each
//! reader refuses what is over its bound with a sentence and a non-zero exit; it never writes
//! to the file it read.
//!
//! | input | bound |
//! |---|---|
//! | a line `notate` reads | [`crate::batch::MAX_LINE_BYTES`] (64 KiB) |
//! | a game `notate` or the PGN reader keeps | [`crate::pgn::MAX_PLIES`] (20,000 half-moves) |
//! | a line typed or dictated in the game | [`MAX_INPUT_LINE_BYTES`] (1 KiB) |
//! | the settings file, an event profile | [`MAX_SETTINGS_BYTES`] (1 MiB) |

use std::io::{BufRead, Read};
use std::path::Path;

/// The longest line the game reads from the keyboard or a dictation program (1 KiB): a move
/// or a command is a few dozen characters. A longer line is refused, not read.
pub const MAX_INPUT_LINE_BYTES: usize = 1024;

/// The largest settings file or event profile read (1 MiB; a real one is a few hundred bytes).
pub const MAX_SETTINGS_BYTES: u64 = 1024 * 1024;

/// Reads a text file of at most `max` bytes.
///
/// # Errors
/// The file's own I/O error; [`std::io::ErrorKind::InvalidData`] when it is larger than `max`
/// bytes (nothing more than `max + 1` bytes is read) or not UTF-8.
pub fn read_text_file(path: &Path, max: u64) -> std::io::Result<String> {
    let file = std::fs::File::open(path)?;
    let mut bytes = Vec::new();
    file.take(max.saturating_add(1)).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!("the file is larger than {} KiB", max / 1024),
        ));
    }
    String::from_utf8(bytes).map_err(|_| {
        std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            "the file is not UTF-8 text",
        )
    })
}

/// One line read by [`read_line_bounded`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoundedLine {
    /// The line, without its line end (`\n` or `\r\n`); bytes that are not UTF-8 replaced.
    Text(String),
    /// A line longer than the bound: its first bytes (at most the bound, lossily decoded) and
    /// its whole length in bytes. The rest was read and dropped.
    TooLong {
        /// The beginning of the line.
        start: String,
        /// Its length in bytes.
        bytes: usize,
    },
}

/// Reads the next line of `input`, keeping at most `max` bytes of it in memory: a longer line
/// is read to its end and dropped. `None` at the end of the input.
///
/// # Errors
/// The input's I/O errors.
pub fn read_line_bounded(
    input: &mut impl BufRead,
    max: usize,
) -> std::io::Result<Option<BoundedLine>> {
    let mut kept: Vec<u8> = Vec::new();
    let mut total = 0usize;
    let mut any = false;
    loop {
        let available = match input.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            break;
        }
        any = true;
        let (chunk, done) = match available.iter().position(|b| *b == b'\n') {
            Some(i) => (&available[..i], Some(i + 1)),
            None => (available, None),
        };
        total = total.saturating_add(chunk.len());
        let room = (max + 1).saturating_sub(kept.len());
        kept.extend_from_slice(&chunk[..chunk.len().min(room)]);
        let used = done.unwrap_or(available.len());
        input.consume(used);
        if done.is_some() {
            break;
        }
    }
    if !any {
        return Ok(None);
    }
    if kept.last() == Some(&b'\r') && total <= max + 1 {
        kept.pop();
        total -= 1;
    }
    if total > max {
        kept.truncate(max);
        return Ok(Some(BoundedLine::TooLong {
            start: String::from_utf8_lossy(&kept).into_owned(),
            bytes: total,
        }));
    }
    Ok(Some(BoundedLine::Text(
        String::from_utf8_lossy(&kept).into_owned(),
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(text: &[u8], max: usize) -> Vec<BoundedLine> {
        let mut input = std::io::BufReader::with_capacity(7, text);
        let mut out = Vec::new();
        while let Some(l) = read_line_bounded(&mut input, max).unwrap_or(None) {
            out.push(l);
        }
        out
    }

    #[test]
    fn lines_are_cut_at_the_bound_and_the_rest_dropped() {
        let text = format!("e4 e5\r\n{}\nSf3\n\nlast", "x".repeat(100));
        let got = lines(text.as_bytes(), 10);
        assert_eq!(
            got,
            vec![
                BoundedLine::Text("e4 e5".into()),
                BoundedLine::TooLong {
                    start: "x".repeat(10),
                    bytes: 100
                },
                BoundedLine::Text("Sf3".into()),
                BoundedLine::Text(String::new()),
                BoundedLine::Text("last".into()),
            ]
        );
        // Exactly the bound is fine; bytes that are not UTF-8 are replaced.
        assert_eq!(
            lines(b"0123456789\n\xff\xfe", 10),
            vec![
                BoundedLine::Text("0123456789".into()),
                BoundedLine::Text("\u{fffd}\u{fffd}".into())
            ]
        );
    }
}
