//! The platform speech engine (SAPI or the screen reader on Windows, AVSpeech on macOS)
//! through the `tts` crate. Built only on those systems with the `system-tts` feature.
//!
//! Each utterance picks a voice of its language when the engine lists one; a more urgent
//! utterance interrupts (the engine drops what it had queued).

use std::collections::HashMap;

use tts::Tts;

use super::{Priority, Speaker, SpeechError, Utterance};
use crate::Lang;

fn system_error(err: tts::Error) -> SpeechError {
    SpeechError::System(err.to_string())
}

/// The platform engine as a [`Speaker`].
pub struct SystemSpeaker {
    tts: Tts,
    last: Option<Priority>,
    lang: Option<Lang>,
    voices: HashMap<Lang, tts::Voice>,
}

impl SystemSpeaker {
    /// Opens the platform engine with a rate of -100 (slowest) to 100 (fastest).
    ///
    /// # Errors
    /// [`SpeechError::System`] when the engine cannot be opened.
    pub fn new(rate: i8) -> Result<Self, SpeechError> {
        let mut tts = Tts::default().map_err(system_error)?;
        let (min, normal, max) = (tts.min_rate(), tts.normal_rate(), tts.max_rate());
        let r = f32::from(rate.clamp(-100, 100)) / 100.0;
        let value = if r < 0.0 {
            normal + (normal - min) * r
        } else {
            normal + (max - normal) * r
        };
        // A rate the engine refuses leaves its own.
        let _ = tts.set_rate(value);
        let mut voices = HashMap::new();
        if let Ok(list) = tts.voices() {
            for lang in Lang::ALL {
                if let Some(v) = list.iter().find(|v| {
                    v.language()
                        .primary_language()
                        .eq_ignore_ascii_case(lang.code())
                }) {
                    voices.insert(lang, v.clone());
                }
            }
        }
        Ok(SystemSpeaker {
            tts,
            last: None,
            lang: None,
            voices,
        })
    }
}

impl Speaker for SystemSpeaker {
    fn name(&self) -> &str {
        "system"
    }

    /// Asked again a moment later while the engine speaks; an engine that cannot tell is
    /// taken to be quiet.
    fn speaking_until(&mut self, now: std::time::Instant) -> Option<std::time::Instant> {
        matches!(self.tts.is_speaking(), Ok(true)).then_some(now + super::SPEAKING_POLL)
    }

    fn speak(&mut self, utterance: &Utterance) -> Result<(), SpeechError> {
        if self.lang != Some(utterance.lang) {
            if let Some(voice) = self.voices.get(&utterance.lang) {
                // Without voice switching the default voice speaks.
                let _ = self.tts.set_voice(voice);
            }
            self.lang = Some(utterance.lang);
        }
        let interrupt = self.last.is_some_and(|p| utterance.priority > p);
        self.last = Some(utterance.priority);
        self.tts
            .speak(utterance.one_line(), interrupt)
            .map(|_| ())
            .map_err(system_error)
    }

    fn cancel(&mut self) -> Result<(), SpeechError> {
        self.last = None;
        self.tts.stop().map(|_| ()).map_err(system_error)
    }
}
