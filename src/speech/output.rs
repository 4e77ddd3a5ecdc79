//! The speaker [`open`](super::open) returns: a voice (if any) plus the transcript, with
//! respelling for fixed voices and fallback when the voice fails.

use std::io::Write;

use super::espeak::{self, EspeakOptions, EspeakSpeaker};
use super::phrases::{self, Engine, Reason};
use super::pronounce;
use super::transcript::Transcript;
use super::{Speaker, SpeechError, Utterance};
use crate::Lang;

/// A voice and the transcript together.
///
/// - Every utterance goes to the transcript as it was written, and to the voice (respelled
///   through a pronunciation table when the voice has a fixed language that is not the
///   utterance's).
/// - When the voice fails, it is dropped for the rest of the session: speech moves to the
///   espeak-ng program if it was found at start, else to the transcript only. The failing
///   call returns [`SpeechError::Degraded`] with the notice for the user (which is also
///   written to the transcript); later calls succeed.
pub struct SpeechOutput {
    voice: Option<(Box<dyn Speaker>, Engine)>,
    transcript: Option<Transcript<Box<dyn Write + Send>>>,
    voice_lang: Option<Lang>,
    ui_lang: Lang,
    espeak_fallback: Option<EspeakOptions>,
}

impl std::fmt::Debug for SpeechOutput {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SpeechOutput")
            .field(
                "voice",
                &self.voice.as_ref().map(|(v, _)| v.name().to_owned()),
            )
            .field("transcript", &self.transcript.is_some())
            .finish_non_exhaustive()
    }
}

impl SpeechOutput {
    /// Combines `voice` (of kind `engine`) with a transcript writer.
    ///
    /// `voice_lang`: the language of a fixed voice (text of other vocabularies is respelled
    /// for it); `None` when the voice follows each utterance's language. `ui_lang`: the
    /// language of notices. `espeak_fallback`: espeak-ng options to switch to if the voice
    /// fails (only when it is not espeak-ng already).
    pub fn new(
        voice: Option<(Box<dyn Speaker>, Engine)>,
        transcript: Option<Box<dyn Write + Send>>,
        voice_lang: Option<Lang>,
        ui_lang: Lang,
        espeak_fallback: Option<EspeakOptions>,
    ) -> Self {
        SpeechOutput {
            voice,
            transcript: transcript.map(Transcript::new),
            voice_lang,
            ui_lang,
            espeak_fallback,
        }
    }

    /// The engine that speaks now, if any.
    pub fn engine(&self) -> Option<Engine> {
        self.voice.as_ref().map(|(_, e)| *e)
    }

    fn for_voice(&self, utterance: &Utterance) -> Utterance {
        match self.voice_lang {
            Some(voice) if voice != utterance.lang => Utterance {
                text: pronounce::for_voice(&utterance.text, utterance.lang, voice),
                lang: voice,
                priority: utterance.priority,
            },
            _ => utterance.clone(),
        }
    }

    /// The voice failed with `err`: switch to the fallback (saying `retry` again through it)
    /// and return the notice.
    fn degrade(&mut self, failed: Engine, err: &SpeechError, retry: Option<&Utterance>) -> String {
        self.voice = None;
        let detail = err.to_string();
        let fallback = if failed == Engine::Espeak {
            None
        } else {
            self.espeak_fallback.take()
        };
        let switched = fallback.and_then(|o| {
            espeak::probe(&o).ok()?;
            EspeakSpeaker::start(o).ok()
        });
        let lang = self.ui_lang;
        let notice = match switched {
            Some(speaker) => {
                let why = match failed {
                    Engine::Speechd => Reason::SpeechdUnreachable(detail),
                    Engine::System => Reason::SystemFailed(detail),
                    Engine::Espeak => Reason::EspeakFailed(detail),
                };
                let mut speaker: Box<dyn Speaker> = Box::new(speaker);
                let text = phrases::speech_degraded(Engine::Espeak, &[why], lang);
                let _ = speaker.speak(&Utterance::new(text.clone(), lang, super::Priority::Normal));
                if let Some(u) = retry {
                    let _ = speaker.speak(&self.for_voice(u));
                }
                self.voice = Some((speaker, Engine::Espeak));
                text
            }
            None => phrases::speech_lost(failed, &detail, lang),
        };
        if let Some(t) = &mut self.transcript {
            let _ = t.write_line(&notice);
        }
        notice
    }
}

impl Speaker for SpeechOutput {
    fn name(&self) -> &str {
        match &self.voice {
            Some((v, _)) => v.name(),
            None => "transcript",
        }
    }

    fn speak(&mut self, utterance: &Utterance) -> Result<(), SpeechError> {
        let written = match &mut self.transcript {
            Some(t) => t.speak(utterance),
            None => Ok(()),
        };
        let said = self.for_voice(utterance);
        if let Some((voice, engine)) = &mut self.voice
            && let Err(err) = voice.speak(&said)
        {
            let engine = *engine;
            return Err(SpeechError::Degraded(self.degrade(
                engine,
                &err,
                Some(utterance),
            )));
        }
        written
    }

    fn cancel(&mut self) -> Result<(), SpeechError> {
        if let Some((voice, engine)) = &mut self.voice
            && let Err(err) = voice.cancel()
        {
            let engine = *engine;
            return Err(SpeechError::Degraded(self.degrade(engine, &err, None)));
        }
        Ok(())
    }
}
