//! The player's screen reader reads rochade's words aloud while rochade's own voice is quiet
//! (`screen_reader` suited): rochade cannot ask it when it is done, so how long it speaks is
//! estimated from the words, as by a voice of the normal rate (about 175 words a minute; a
//! screen reader set faster is done sooner, never later than this). Voice input waits for that
//! end before it opens the microphone ([`Speaker::speaking_until`]), so that the microphone
//! never hears a read-back's "ja oder nein" from the screen reader.

use std::time::{Duration, Instant};

use super::{Priority, Speaker, SpeechError, Utterance};

/// What is added to each estimate (the screen reader starts a moment after the text comes).
const MARGIN: Duration = Duration::from_millis(500);

/// A speaker whose words a screen reader says aloud.
#[derive(Debug)]
pub struct ReadAloud<S> {
    inner: S,
    /// When what was given is estimated to be said to its end.
    until: Option<Instant>,
}

impl<S: Speaker> ReadAloud<S> {
    /// `inner` (the transcript, or no voice at all) read aloud by a screen reader.
    pub fn new(inner: S) -> ReadAloud<S> {
        ReadAloud { inner, until: None }
    }
}

impl<S: Speaker> Speaker for ReadAloud<S> {
    fn name(&self) -> &str {
        self.inner.name()
    }

    fn speak(&mut self, utterance: &Utterance) -> Result<(), SpeechError> {
        let result = self.inner.speak(utterance);
        let now = Instant::now();
        // Each line after the one before it (a screen reader that cuts one short is done
        // sooner).
        let start = self.until.filter(|t| *t > now).unwrap_or(now);
        self.until = Some(start + super::spoken(&utterance.text, 0) + MARGIN);
        result
    }

    fn cancel(&mut self) -> Result<(), SpeechError> {
        self.inner.cancel()
    }

    fn hush(&mut self, upto: Priority) -> Result<(), SpeechError> {
        self.inner.hush(upto)
    }

    fn note(&mut self, line: &str) {
        self.inner.note(line);
    }

    fn unsaid(&mut self) -> Vec<Utterance> {
        self.inner.unsaid()
    }

    fn deadline(&self) -> Option<Instant> {
        self.inner.deadline()
    }

    fn check(&mut self, now: Instant) -> Result<(), SpeechError> {
        self.inner.check(now)
    }

    fn speaking_until(&mut self, now: Instant) -> Option<Instant> {
        let estimate = self.until.filter(|t| *t > now);
        match (self.inner.speaking_until(now), estimate) {
            (Some(a), Some(b)) => Some(a.max(b)),
            (a, b) => a.or(b),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use crate::speech::silent::Silent;

    #[test]
    fn what_the_screen_reader_says_is_taken_to_last_as_long_as_its_words() {
        let mut s = ReadAloud::new(Silent);
        let now = Instant::now();
        assert_eq!(s.speaking_until(now), None, "quiet at first");
        let readback = "Springer Felix drei? Ja oder nein.";
        let _ = s.speak(&Utterance::new(readback, Lang::De, Priority::Query));
        let until = s.speaking_until(Instant::now());
        let least = now + crate::speech::spoken(readback, 0);
        assert!(until.is_some_and(|t| t >= least), "{until:?}");
        // A second line is said after the first.
        let _ = s.speak(&Utterance::new(readback, Lang::De, Priority::Query));
        let later = s.speaking_until(Instant::now());
        assert!(later > until, "{later:?} after {until:?}");
        // Then quiet.
        let after = later.map_or(now, |t| t + Duration::from_millis(1));
        assert_eq!(s.speaking_until(after), None);
    }
}
