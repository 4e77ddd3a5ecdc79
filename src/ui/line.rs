//! Line mode: one plain line per thing said, no escape codes, no prompt, so a screen reader or
//! braille display reads exactly what was said.

/// Something the core asks for that may put a line on the screen (the core's effects: only
/// what is said does).
pub trait Printed {
    /// The text to print, if it prints any.
    fn printed(&self) -> Option<&str>;
}

/// The line to print for an effect, if it prints one.
pub fn line(effect: &impl Printed) -> Option<String> {
    effect.printed().map(plain)
}

/// `text` on one line, without control characters (newlines and tabs become spaces; escape
/// and other control characters are dropped).
pub fn plain(text: &str) -> String {
    text.chars()
        .filter_map(|c| match c {
            '\n' | '\r' | '\t' => Some(' '),
            c if c.is_control() => None,
            c => Some(c),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_never_reach_the_line() {
        assert_eq!(plain("a\nb\x1b[31mc\t"), "a b[31mc ");
    }
}
