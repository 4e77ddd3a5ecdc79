//! The transcript: every utterance as one plain line, for screen readers, braille displays
//! and the record of what was said.

use std::io::Write;

use super::{Speaker, SpeechError, Utterance};

/// Appends each utterance as one line of plain text to a writer (a file, stdout, a `Vec`).
///
/// Lines carry the words only: no priority, language tag or timestamp, so a screen reader
/// reads exactly what was said. Each line is flushed at once.
#[derive(Debug)]
pub struct Transcript<W: Write> {
    out: W,
}

impl<W: Write> Transcript<W> {
    /// A transcript writing to `out`.
    pub fn new(out: W) -> Self {
        Transcript { out }
    }

    /// The writer, for example to read back a `Vec<u8>` in tests.
    pub fn get_ref(&self) -> &W {
        &self.out
    }

    /// Gives the writer back.
    pub fn into_inner(self) -> W {
        self.out
    }

    /// Writes one line and flushes.
    ///
    /// # Errors
    /// [`SpeechError::Transcript`] when the writer fails.
    pub fn write_line(&mut self, line: &str) -> Result<(), SpeechError> {
        writeln!(self.out, "{line}")
            .and_then(|()| self.out.flush())
            .map_err(SpeechError::Transcript)
    }
}

impl<W: Write + Send> Speaker for Transcript<W> {
    fn name(&self) -> &str {
        "transcript"
    }

    fn speak(&mut self, utterance: &Utterance) -> Result<(), SpeechError> {
        let line = utterance.one_line();
        if line.is_empty() {
            return Ok(());
        }
        self.write_line(&line)
    }

    /// A transcript keeps what was said: cancelling removes nothing.
    fn cancel(&mut self) -> Result<(), SpeechError> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use crate::speech::Priority;

    #[test]
    fn each_utterance_is_one_plain_line() {
        let mut t = Transcript::new(Vec::new());
        t.speak(&Utterance::new(
            "Springer Felix drei",
            Lang::De,
            Priority::Alert,
        ))
        .unwrap();
        t.speak(&Utterance::new("Ход\nконём", Lang::Ru, Priority::Query))
            .unwrap();
        t.speak(&Utterance::new("  ", Lang::En, Priority::Normal))
            .unwrap();
        t.cancel().unwrap();
        let text = String::from_utf8(t.into_inner()).unwrap();
        assert_eq!(text, "Springer Felix drei\nХод конём\n");
    }

    struct Broken;
    impl Write for Broken {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            Err(std::io::Error::other("disk full"))
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_failing_writer_gives_a_typed_error() {
        let mut t = Transcript::new(Broken);
        let err = t
            .speak(&Utterance::new("Bauer", Lang::De, Priority::Normal))
            .unwrap_err();
        assert!(matches!(err, SpeechError::Transcript(_)));
        assert!(err.to_string().contains("disk full"), "{err}");
    }
}
