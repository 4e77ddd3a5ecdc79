//! A speaker that says nothing (speech turned off; the transcript still records).

use super::{Speaker, SpeechError, Utterance};

/// Says nothing and never fails.
#[derive(Debug, Default, Clone, Copy)]
pub struct Silent;

impl Speaker for Silent {
    fn name(&self) -> &str {
        "silent"
    }

    fn speak(&mut self, _utterance: &Utterance) -> Result<(), SpeechError> {
        Ok(())
    }

    fn cancel(&mut self) -> Result<(), SpeechError> {
        Ok(())
    }
}
