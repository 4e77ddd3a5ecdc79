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
    /// A notice not yet said and the technical line that follows it in the transcript.
    pending_detail: Option<(String, String)>,
    /// The notice of a fallback, already said and written: when the caller passes it on to
    /// be said, it is not said or written twice.
    announced: Option<String>,
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
            pending_detail: None,
            announced: None,
        }
    }

    /// Writes `detail` (a technical line, never spoken) to the transcript right after the
    /// utterance `notice` is said.
    pub fn detail_after(&mut self, notice: String, detail: String) {
        self.pending_detail = Some((notice, detail));
    }

    fn write_detail(&mut self, detail: &str) {
        if let Some(t) = &mut self.transcript {
            let _ = t.write_line(detail);
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

    /// The voice failed with `err`: switch to the fallback and return the notice. Through the
    /// fallback the notice is said first, then what the failed voice had accepted but may not
    /// have said ([`Speaker::unsaid`]), then `retry`, all in that order (at the most urgent
    /// priority, so that none of them cuts another).
    fn degrade(&mut self, failed: Engine, err: &SpeechError, retry: Option<&Utterance>) -> String {
        let unsaid = self
            .voice
            .take()
            .map(|(mut voice, _)| voice.unsaid())
            .unwrap_or_default();
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
                    Engine::Speechd if matches!(err, SpeechError::Unheard { .. }) => {
                        Reason::SpeechdSilent(detail.clone())
                    }
                    Engine::Speechd => Reason::SpeechdUnreachable(detail.clone()),
                    Engine::System => Reason::SystemFailed(detail.clone()),
                    Engine::Espeak => Reason::EspeakFailed(detail.clone()),
                };
                let mut speaker: Box<dyn Speaker> = Box::new(speaker);
                let text = phrases::speech_degraded(Engine::Espeak, &[why], lang);
                let urgent = super::Priority::Alert;
                let _ = speaker.speak(&Utterance::new(text.clone(), lang, urgent));
                for u in unsaid.iter().chain(retry) {
                    let again = Utterance {
                        priority: urgent,
                        ..self.for_voice(u)
                    };
                    let _ = speaker.speak(&again);
                }
                self.voice = Some((speaker, Engine::Espeak));
                text
            }
            None => phrases::speech_lost(failed, lang),
        };
        if let Some(t) = &mut self.transcript {
            let _ = t.write_line(&notice);
        }
        if let Some(line) = phrases::detail_line(&detail, lang) {
            self.write_detail(&line);
        }
        self.announced = Some(notice.clone());
        notice
    }
}

impl Speaker for SpeechOutput {
    fn note(&mut self, line: &str) {
        self.write_detail(line);
    }

    fn name(&self) -> &str {
        match &self.voice {
            Some((v, _)) => v.name(),
            None => "transcript",
        }
    }

    fn speak(&mut self, utterance: &Utterance) -> Result<(), SpeechError> {
        if self.announced.as_ref() == Some(&utterance.text) {
            self.announced = None;
            return Ok(());
        }
        let written = match &mut self.transcript {
            Some(t) => t.speak(utterance),
            None => Ok(()),
        };
        if self
            .pending_detail
            .as_ref()
            .is_some_and(|(notice, _)| *notice == utterance.text)
            && let Some((_, detail)) = self.pending_detail.take()
        {
            self.write_detail(&detail);
        }
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

    fn hush(&mut self, upto: super::Priority) -> Result<(), SpeechError> {
        if let Some((voice, engine)) = &mut self.voice
            && let Err(err) = voice.hush(upto)
        {
            let engine = *engine;
            return Err(SpeechError::Degraded(self.degrade(engine, &err, None)));
        }
        Ok(())
    }

    fn deadline(&self) -> Option<std::time::Instant> {
        self.voice.as_ref().and_then(|(voice, _)| voice.deadline())
    }

    /// The voice's (the transcript makes no sound).
    fn speaking_until(&mut self, now: std::time::Instant) -> Option<std::time::Instant> {
        self.voice
            .as_mut()
            .and_then(|(voice, _)| voice.speaking_until(now))
    }

    /// Asks the voice whether what it was given is heard; when it is not, speech falls back
    /// as when the voice fails (the notice first, then what was not said to its end).
    fn check(&mut self, now: std::time::Instant) -> Result<(), SpeechError> {
        if let Some((voice, engine)) = &mut self.voice
            && let Err(err) = voice.check(now)
        {
            let engine = *engine;
            return Err(SpeechError::Degraded(self.degrade(engine, &err, None)));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speech::Priority;
    use std::sync::{Arc, Mutex};

    /// Records what it is asked to say; fails from the `fail_at`-th call on.
    struct Recorder {
        said: Arc<Mutex<Vec<Utterance>>>,
        fail_at: usize,
    }

    impl Speaker for Recorder {
        fn name(&self) -> &str {
            "recorder"
        }
        fn speak(&mut self, utterance: &Utterance) -> Result<(), SpeechError> {
            let mut said = self.said.lock().unwrap();
            if said.len() >= self.fail_at {
                return Err(SpeechError::Daemon("the connection was closed".into()));
            }
            said.push(utterance.clone());
            Ok(())
        }
        fn cancel(&mut self) -> Result<(), SpeechError> {
            Ok(())
        }
    }

    #[derive(Clone, Default)]
    struct Shared(Arc<Mutex<Vec<u8>>>);
    impl Write for Shared {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    fn output(
        fail_at: usize,
        voice_lang: Option<Lang>,
    ) -> (SpeechOutput, Arc<Mutex<Vec<Utterance>>>, Shared) {
        let said = Arc::new(Mutex::new(Vec::new()));
        let recorder = Recorder {
            said: Arc::clone(&said),
            fail_at,
        };
        let transcript = Shared::default();
        let out = SpeechOutput::new(
            Some((Box::new(recorder), Engine::Speechd)),
            Some(Box::new(transcript.clone())),
            voice_lang,
            Lang::En,
            None,
        );
        (out, said, transcript)
    }

    #[test]
    fn a_fixed_english_voice_gets_respelled_german_and_the_transcript_the_original() {
        let (mut out, said, transcript) = output(usize::MAX, Some(Lang::En));
        out.speak(&Utterance::new("Läufer c vier", Lang::De, Priority::Alert))
            .unwrap();
        let said = said.lock().unwrap();
        assert_eq!(said[0].text, "loyfer c fear");
        assert_eq!(said[0].lang, Lang::En);
        assert_eq!(
            String::from_utf8(transcript.0.lock().unwrap().clone()).unwrap(),
            "Läufer c vier\n"
        );
    }

    #[test]
    fn a_failing_voice_is_dropped_once_with_a_notice() {
        let (mut out, said, transcript) = output(1, None);
        let u = |t: &str| Utterance::new(t, Lang::De, Priority::Normal);
        out.speak(&u("Bauer e vier")).unwrap();
        let err = out.speak(&u("Bauer e fünf")).unwrap_err();
        let SpeechError::Degraded(notice) = &err else {
            panic!("{err}");
        };
        assert_eq!(
            notice,
            "Speech stopped: speech-dispatcher failed. Only the transcript is written."
        );
        assert_eq!(out.engine(), None);
        out.speak(&u("Springer f drei")).unwrap();
        assert_eq!(said.lock().unwrap().len(), 1);
        // The system's words go to the transcript only, on a line of their own.
        assert_eq!(
            String::from_utf8(transcript.0.lock().unwrap().clone()).unwrap(),
            format!(
                "Bauer e vier\nBauer e fünf\n{notice}\nTechnical detail for speech: \
                 speech-dispatcher failed: the connection was closed\nSpringer f drei\n"
            )
        );
    }
}
