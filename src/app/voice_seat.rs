//! The microphone's seat in the shell (voice input, `--voice-input`): the recogniser found at
//! the start (or why not, said), and one listening for each [`Effect::Listen`] the core asks
//! for: the recording program's announcement, heard against the legal moves of the position
//! at that moment, handed back to the core as [`Input::Voice`] on its own thread. It never
//! plays a move and never words one: the core says back what was heard and waits for a yes.
//!
//! [`Effect::Listen`]: super::core::Effect::Listen

use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;

use shakmaty::Chess;

use super::PlayArgs;
use super::core::{Input, Notice, State, Voiced};
use super::phrases;
use crate::lang::Lang;
use crate::voice::capture::{self, DEFAULT_RECORDER, Endpoint};
use crate::voice::sphinx::PocketSphinx;
use crate::voice::{self, Answer, Phrases, Recogniser};

/// Voice input at this board.
pub struct VoiceSeat {
    /// The recording program and its arguments.
    recorder: Vec<String>,
    /// The recogniser, used by one listening at a time.
    recogniser: Arc<Mutex<Box<dyn Recogniser + Send>>>,
    lang: Lang,
    tx: Sender<Input>,
}

impl std::fmt::Debug for VoiceSeat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("VoiceSeat")
            .field("recorder", &self.recorder)
            .finish_non_exhaustive()
    }
}

/// The recording program `setting` names (its words split at spaces), else
/// [`DEFAULT_RECORDER`].
pub fn recorder_of(setting: Option<&str>) -> Vec<String> {
    match setting.map(str::split_whitespace) {
        Some(words) if setting.is_some_and(|s| !s.trim().is_empty()) => {
            words.map(str::to_owned).collect()
        }
        _ => DEFAULT_RECORDER.iter().map(|w| (*w).to_owned()).collect(),
    }
}

impl VoiceSeat {
    /// Voice input as the arguments ask for it (`--voice-input`, or `voice_input` in the
    /// settings file), with what to say at the start: how to use it, or why it cannot be used
    /// (no recogniser, no model), in which case the keyboard works as before.
    pub fn start(args: &PlayArgs, tx: &Sender<Input>) -> (Option<VoiceSeat>, Vec<Notice>) {
        if !args.voice_input {
            return (None, Vec::new());
        }
        let lang = args.lang;
        match PocketSphinx::find() {
            Ok(recogniser) => {
                let seat = VoiceSeat::with(
                    Box::new(recogniser),
                    recorder_of(args.voice_recorder.as_deref()),
                    lang,
                    tx.clone(),
                );
                (Some(seat), vec![phrases::voice_ready(lang).into()])
            }
            Err(e) => {
                let said = voice::phrases::error(lang, &e);
                (None, vec![(said, Some(e.to_string())).into()])
            }
        }
    }

    /// Voice input with this recogniser and recording program, answering into `tx`.
    pub fn with(
        recogniser: Box<dyn Recogniser + Send>,
        recorder: Vec<String>,
        lang: Lang,
        tx: Sender<Input>,
    ) -> VoiceSeat {
        VoiceSeat {
            recorder,
            recogniser: Arc::new(Mutex::new(recogniser)),
            lang,
            tx,
        }
    }

    /// Listens once, on a thread of its own, in the position of `state` as it is now; what
    /// was heard comes back as [`Input::Voice`].
    pub fn listen(&self, state: &State) {
        let pos = state.game().position().clone();
        let recorder = self.recorder.clone();
        let recogniser = Arc::clone(&self.recogniser);
        let lang = self.lang;
        let tx = self.tx.clone();
        let _ = thread::Builder::new().name("voice".into()).spawn(move || {
            let voiced = hear(&recorder, &recogniser, &pos, lang);
            let _ = tx.send(Input::Voice(voiced));
        });
    }
}

/// One announcement recorded with `recorder` and heard in `pos`.
fn hear(
    recorder: &[String],
    recogniser: &Mutex<Box<dyn Recogniser + Send>>,
    pos: &Chess,
    lang: Lang,
) -> Voiced {
    let failed = |e: &voice::VoiceError| Voiced::Failed(voice::phrases::error(lang, e));
    let audio = match capture::record(recorder, &Endpoint::default()) {
        Ok(Some(audio)) => audio,
        Ok(None) => return Voiced::Nothing,
        Err(e) => return failed(&e),
    };
    let phrases = Phrases::for_position_in(pos, lang);
    let mut r = recogniser.lock().unwrap_or_else(PoisonError::into_inner);
    match r.recognise(&audio, &phrases) {
        Ok(Some(heard)) => match heard.answer {
            Answer::Move(m) => Voiced::Move(crate::intent::uci(m)),
            Answer::Yes => Voiced::Yes,
            Answer::No => Voiced::No,
        },
        Ok(None) => Voiced::Nothing,
        Err(e) => failed(&e),
    }
}
