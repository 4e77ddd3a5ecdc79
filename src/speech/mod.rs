//! The speech layer: everything rochade says goes through a [`Speaker`].
//!
//! - [`Utterance`] and [`Priority`]: what to say, in which vocabulary, how urgently.
//! - [`queue`]: the pure priority policy (a higher priority interrupts lower speech and drops
//!   queued lower utterances; the same priority queues).
//! - Backends: [`ssip`] (speech-dispatcher, Linux), [`espeak`] (the `espeak-ng` program),
//!   `system` (the `tts` crate on Windows and macOS), [`transcript`] (always on: one plain
//!   line per utterance) and [`silent`].
//! - [`open`] picks the best backend that works here and returns a [`Notice`] when speech is
//!   off or degraded, in the user's language.
//! - [`pronounce`]: tables that let a voice of one language say another vocabulary's words.
//! - [`cues`]: short sound cues; they never carry information that is not also spoken.
//! - [`phrases`]: every sentence this layer says to the user, in German, English and Russian.

pub mod cues;
mod error;
pub mod espeak;
mod open;
mod output;
pub mod phrases;
pub mod pronounce;
pub mod queue;
pub mod read_aloud;
pub mod silent;
#[cfg(target_os = "linux")]
pub mod ssip;
#[cfg(all(any(windows, target_os = "macos"), feature = "system-tts"))]
pub mod system;
pub mod transcript;

pub use cues::{Cue, CuePlayer};
pub use error::SpeechError;
pub use open::{Backend, Notice, SpeechConfig, SpeechSettings, open};
pub use output::SpeechOutput;
pub use queue::{Priority, SpeechQueue, Step};

use crate::Lang;

/// One thing to say: the words, the vocabulary they are in, and how urgent they are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Utterance {
    /// The words, as one line of plain text.
    pub text: String,
    /// The language of the words (it chooses the voice: German words get a German voice).
    pub lang: Lang,
    /// How urgent the utterance is; see [`Priority`].
    pub priority: Priority,
}

impl Utterance {
    /// An utterance of `text` in `lang` with `priority`.
    pub fn new(text: impl Into<String>, lang: Lang, priority: Priority) -> Self {
        Utterance {
            text: text.into(),
            lang,
            priority,
        }
    }

    /// The text as a single line: line breaks and other control characters become spaces and
    /// runs of whitespace collapse, so a transcript line or a protocol line stays one line.
    pub fn one_line(&self) -> String {
        let cleaned: String = self
            .text
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        cleaned.split_whitespace().collect::<Vec<_>>().join(" ")
    }
}

/// Something that says utterances: a speech engine, a transcript, or nothing.
///
/// Implementations never block the caller for long (a slow or dead engine gives an error, not
/// a hang) and never panic because the environment misbehaves.
pub trait Speaker: Send {
    /// A short name of the backend, such as `speech-dispatcher` or `transcript`.
    fn name(&self) -> &str;

    /// Says `utterance`, following the priority rules of [`queue`].
    ///
    /// # Errors
    /// A [`SpeechError`] when the engine cannot be reached or fails; the caller should then
    /// fall back to the transcript (which [`SpeechOutput`] does by itself).
    fn speak(&mut self, utterance: &Utterance) -> Result<(), SpeechError>;

    /// Stops what is being said and drops everything queued.
    ///
    /// # Errors
    /// A [`SpeechError`] when the engine cannot be reached.
    fn cancel(&mut self) -> Result<(), SpeechError>;

    /// Stops and drops what is being said or waits at most as urgent as `upto` (a new
    /// read-back replaces the old one). A backend without a queue of its own has nothing to
    /// do.
    ///
    /// # Errors
    /// A [`SpeechError`] when the engine cannot be reached.
    fn hush(&mut self, upto: Priority) -> Result<(), SpeechError> {
        let _ = upto;
        Ok(())
    }

    /// Writes `line` (a technical detail, never spoken) to the transcript, where there is
    /// one. A backend without a transcript has nothing to do.
    fn note(&mut self, line: &str) {
        let _ = line;
    }

    /// After a failure: what this backend accepted but may not have said, in the order it
    /// was given, for a fallback to say again. A backend that says everything it accepts, or
    /// cannot tell, returns nothing.
    fn unsaid(&mut self) -> Vec<Utterance> {
        Vec::new()
    }

    /// When the backend wants [`Speaker::check`] called next (it cannot tell by itself
    /// whether what it sent is heard: speech-dispatcher's events say so only when asked).
    /// `None`, the default, when there is nothing to judge.
    fn deadline(&self) -> Option<std::time::Instant> {
        None
    }

    /// Judges, at `now`, whether what was sent is being heard.
    ///
    /// # Errors
    /// A [`SpeechError`] when it is not (speech is then lost unless a fallback takes over,
    /// which [`SpeechOutput`] does by itself). The default has nothing to judge.
    fn check(&mut self, now: std::time::Instant) -> Result<(), SpeechError> {
        let _ = now;
        Ok(())
    }

    /// Whether anything rochade gave it is being said aloud or waits to be, at `now`: `None`
    /// when all is quiet (or the backend makes no sound, as the transcript), else when to
    /// ask again (the estimated end, or a moment later). Voice input opens the microphone
    /// only when it is quiet, so that it never hears rochade's own words. The default makes
    /// no sound.
    fn speaking_until(&mut self, now: std::time::Instant) -> Option<std::time::Instant> {
        let _ = now;
        None
    }
}

/// An estimate of how long speech takes per character at the normal rate (about 170 words a
/// minute).
const PER_CHAR: std::time::Duration = std::time::Duration::from_millis(75);

/// About how long `text` takes to say at `rate` (-100 to 100, 0 being espeak-ng's normal 175
/// words a minute): used where a voice does not tell when it is done.
pub fn spoken(text: &str, rate: i8) -> std::time::Duration {
    let chars = u32::try_from(text.chars().count()).unwrap_or(u32::MAX);
    let normal = PER_CHAR.saturating_mul(chars);
    // espeak-ng's words per minute at this rate against its normal 175.
    let wpm = espeak::words_per_minute(rate).max(1);
    normal.saturating_mul(175) / wpm
}

/// How often a backend that can only say whether it speaks (not for how long) is asked
/// again while voice input waits for quiet.
pub const SPEAKING_POLL: std::time::Duration = std::time::Duration::from_millis(50);

impl<S: Speaker + ?Sized> Speaker for Box<S> {
    fn name(&self) -> &str {
        (**self).name()
    }

    fn speak(&mut self, utterance: &Utterance) -> Result<(), SpeechError> {
        (**self).speak(utterance)
    }

    fn cancel(&mut self) -> Result<(), SpeechError> {
        (**self).cancel()
    }

    fn hush(&mut self, upto: Priority) -> Result<(), SpeechError> {
        (**self).hush(upto)
    }

    fn note(&mut self, line: &str) {
        (**self).note(line);
    }

    fn unsaid(&mut self) -> Vec<Utterance> {
        (**self).unsaid()
    }
    fn deadline(&self) -> Option<std::time::Instant> {
        (**self).deadline()
    }
    fn check(&mut self, now: std::time::Instant) -> Result<(), SpeechError> {
        (**self).check(now)
    }
    fn speaking_until(&mut self, now: std::time::Instant) -> Option<std::time::Instant> {
        (**self).speaking_until(now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_line_removes_line_breaks_and_collapses_spaces() {
        let u = Utterance::new("Springer\nFelix \t drei\r\n", Lang::De, Priority::Normal);
        assert_eq!(u.one_line(), "Springer Felix drei");
    }

    #[test]
    fn speaker_is_object_safe() {
        let mut boxed: Box<dyn Speaker> = Box::new(silent::Silent);
        let u = Utterance::new("Bauer e vier", Lang::De, Priority::Normal);
        assert!(boxed.speak(&u).is_ok());
        assert_eq!(boxed.name(), "silent");
    }
}
