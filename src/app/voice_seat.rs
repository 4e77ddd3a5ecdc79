//! The microphone's seat in the shell (voice input, `--voice-input`): the recogniser found at
//! the start (or why not, said), and one listening for each [`Effect::Listen`] the core asks
//! for: the recording program's announcement, heard against the legal moves of the position
//! at that moment, handed back to the core as [`Input::Voice`] on its own thread. It never
//! plays a move and never words one: the core says back what was heard and waits for a yes.
//!
//! The microphone never hears rochade's own words: a listening asked for waits until speech
//! is quiet ([`VoiceSeat::open_when_quiet`]), opens after the listening tone, and a recording
//! under way is stopped when rochade begins to speak ([`VoiceSeat::interrupt`]; it comes back
//! as [`Voiced::Interrupted`]).
//!
//! [`Effect::Listen`]: super::core::Effect::Listen

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use shakmaty::Chess;

use super::PlayArgs;
use super::core::{Input, Notice, State, Voiced};
use super::phrases;
use crate::lang::Lang;
use crate::speech::cues::{Cue, CuePlayer};
use crate::voice::capture::{self, DEFAULT_RECORDER, Endpoint};
use crate::voice::{self, Answer, Phrases, Recogniser};

/// Voice input at this board.
pub struct VoiceSeat {
    /// The recording program and its arguments.
    recorder: Vec<String>,
    /// The recogniser, used by one listening at a time.
    recogniser: Arc<Mutex<Box<dyn Recogniser + Send>>>,
    lang: Lang,
    tx: Sender<Input>,
    /// A listening the core asked for, not begun yet (rochade still speaks): with the tone
    /// or not.
    wanted: Option<bool>,
    /// The recording under way, if any: set to stop it.
    stop: Option<Arc<AtomicBool>>,
    /// The recording under way has ended (its answer is sent).
    over: Arc<AtomicBool>,
    /// When the listening tone of the listening asked for began, once it has.
    toned: Option<Instant>,
    /// When the microphone last opened.
    opened: Option<Instant>,
}

/// The shortest time between two openings of the microphone: a recording program that ends
/// at once with nothing (a device that went away) is not started again and again.
pub const MIN_GAP: Duration = Duration::from_secs(1);

/// How often the loop looks whether the listening tone has been played out.
const TONE_POLL: Duration = Duration::from_millis(30);

/// How long after the listening tone the microphone opens (the sound fades out of the room).
const AFTER_TONE: Duration = Duration::from_millis(100);

/// How long the listening tone may take at most, its player program or not: the microphone
/// opens then anyway.
fn tone_at_most() -> Duration {
    Cue::Listen.length() + Duration::from_secs(1)
}

/// How long continuous listening waits for the player to begin before it simply listens
/// again (silently).
pub const CONTINUOUS_WAIT: Duration = Duration::from_secs(30);

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
        if !args.voice_input && !args.voice_continuous {
            return (None, Vec::new());
        }
        let lang = args.lang;
        let choice = voice::Choice {
            vosk_model: args.vosk_model.clone(),
            vosk_library: args.vosk_library.clone(),
        };
        match voice::open(&choice) {
            Ok(recogniser) => {
                let seat = VoiceSeat::with(
                    recogniser,
                    recorder_of(args.voice_recorder.as_deref()),
                    lang,
                    tx.clone(),
                );
                let ready = if args.voice_continuous {
                    phrases::voice_ready_continuous(lang)
                } else {
                    phrases::voice_ready(lang)
                };
                (Some(seat), vec![ready.into()])
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
            wanted: None,
            stop: None,
            over: Arc::new(AtomicBool::new(true)),
            toned: None,
            opened: None,
        }
    }

    /// The core asks to listen ([`Effect::Listen`](super::core::Effect::Listen)): the
    /// microphone opens once rochade is quiet, with the tone when `cue`.
    pub fn want(&mut self, cue: bool) {
        self.wanted = Some(self.wanted.unwrap_or(false) || cue);
    }

    /// Whether a recording is under way.
    pub fn recording(&self) -> bool {
        self.stop.is_some() && !self.over.load(Ordering::SeqCst)
    }

    /// rochade begins to speak: a recording under way is stopped (it would hear rochade),
    /// and comes back as [`Voiced::Interrupted`].
    pub fn interrupt(&self) {
        if self.recording()
            && let Some(stop) = &self.stop
        {
            stop.store(true, Ordering::SeqCst);
        }
    }

    /// The core pauses the listening: a recording under way is stopped, a listening not
    /// begun is dropped; either answers [`Voiced::Interrupted`].
    pub fn stop(&mut self) {
        if self.wanted.take().is_some() {
            self.toned = None;
            let _ = self.tx.send(Input::Voice(Voiced::Interrupted));
        }
        self.interrupt();
    }

    /// Opens the microphone for the listening asked for if rochade is quiet (`speaking` is
    /// `None`, [`Speaker::speaking_until`](crate::speech::Speaker::speaking_until)), once the
    /// tone has been played out, and at least [`MIN_GAP`] after it last opened; else returns
    /// when to look again.
    pub fn open_when_quiet(
        &mut self,
        state: &State,
        speaking: Option<Instant>,
        cues: &mut CuePlayer,
    ) -> Option<Instant> {
        let cue = self.wanted?;
        if speaking.is_some() {
            return speaking;
        }
        let now = Instant::now();
        if let Some(again) = self.opened.map(|at| at + MIN_GAP).filter(|t| *t > now) {
            return Some(again);
        }
        let mut delay = Duration::ZERO;
        if cue && cues.is_active() {
            match self.toned {
                None => {
                    cues.play(Cue::Listen);
                    self.toned = Some(now);
                    return Some(now + TONE_POLL);
                }
                Some(at) if cues.sounding() && now < at + tone_at_most() => {
                    return Some(now + TONE_POLL);
                }
                Some(_) => delay = AFTER_TONE,
            }
        }
        self.wanted = None;
        self.toned = None;
        self.opened = Some(now);
        let endpoint = if state.voice_continuous() {
            Endpoint {
                wait: CONTINUOUS_WAIT,
                give_up: Endpoint::default().give_up + CONTINUOUS_WAIT,
                ..Endpoint::default()
            }
        } else {
            Endpoint::default()
        };
        self.listen(state, delay, endpoint);
        None
    }

    /// Listens once, on a thread of its own, in the position of `state` as it is now, after
    /// `delay`; what was heard comes back as [`Input::Voice`].
    fn listen(&mut self, state: &State, delay: Duration, endpoint: Endpoint) {
        let pos = state.game().position().clone();
        let recorder = self.recorder.clone();
        let recogniser = Arc::clone(&self.recogniser);
        let lang = self.lang;
        let tx = self.tx.clone();
        let stop = Arc::new(AtomicBool::new(false));
        let over = Arc::new(AtomicBool::new(false));
        self.stop = Some(Arc::clone(&stop));
        self.over = Arc::clone(&over);
        let spawned = thread::Builder::new().name("voice".into()).spawn(move || {
            thread::sleep(delay);
            let voiced = if stop.load(Ordering::SeqCst) {
                Voiced::Interrupted
            } else {
                hear(&recorder, &recogniser, &pos, lang, &endpoint, &stop)
            };
            over.store(true, Ordering::SeqCst);
            let _ = tx.send(Input::Voice(voiced));
        });
        if spawned.is_err() {
            self.over.store(true, Ordering::SeqCst);
            let _ = self.tx.send(Input::Voice(Voiced::Interrupted));
        }
    }
}

/// One announcement recorded with `recorder` and heard in `pos`; stopped when `stop` is set.
fn hear(
    recorder: &[String],
    recogniser: &Mutex<Box<dyn Recogniser + Send>>,
    pos: &Chess,
    lang: Lang,
    endpoint: &Endpoint,
    stop: &AtomicBool,
) -> Voiced {
    let failed = |e: &voice::VoiceError| Voiced::Failed(voice::phrases::error(lang, e));
    let audio = match capture::record_until(recorder, endpoint, stop) {
        Ok(Some(audio)) => audio,
        Ok(None) if stop.load(Ordering::SeqCst) => return Voiced::Interrupted,
        Ok(None) => return Voiced::Silence,
        Err(e) => return failed(&e),
    };
    // Stopped in the middle of an announcement (rochade spoke over it): not heard, and the
    // player is asked to say it again.
    if stop.load(Ordering::SeqCst) {
        return Voiced::Nothing;
    }
    let phrases = Phrases::for_position_in(pos, lang);
    let mut r = recogniser.lock().unwrap_or_else(PoisonError::into_inner);
    match r.recognise(&audio, &phrases) {
        Ok(Some(heard)) => match heard.answer {
            Answer::Move(m) => Voiced::Move(crate::intent::uci(m)),
            Answer::Yes => Voiced::Yes,
            Answer::No => Voiced::No,
            Answer::Command(c) => Voiced::Command(c),
        },
        Ok(None) => Voiced::Nothing,
        Err(e) => failed(&e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::core::Options;
    use crate::voice::{Heard, VoiceError};
    use std::sync::mpsc;

    /// Hears "ja" in anything.
    struct AlwaysYes;

    impl Recogniser for AlwaysYes {
        fn recognise(
            &mut self,
            _audio: &voice::Audio,
            _phrases: &Phrases,
        ) -> Result<Option<Heard>, VoiceError> {
            Ok(Some(Heard {
                words: "ja".to_owned(),
                answer: Answer::Yes,
            }))
        }
    }

    /// A seat whose recording program is the shell command `script`.
    fn seat(script: &str) -> (VoiceSeat, mpsc::Receiver<Input>) {
        let (tx, rx) = mpsc::channel();
        let recorder = vec!["sh".to_owned(), "-c".to_owned(), script.to_owned()];
        (
            VoiceSeat::with(Box::new(AlwaysYes), recorder, Lang::De, tx),
            rx,
        )
    }

    fn voiced(rx: &mpsc::Receiver<Input>, within: Duration) -> Option<Voiced> {
        match rx.recv_timeout(within) {
            Ok(Input::Voice(v)) => Some(v),
            _ => None,
        }
    }

    /// Quiet for half a second, a loud, changing sound for `seconds` (raw samples), then
    /// quiet for a second: an announcement as the recording program writes it.
    fn loud_then_quiet(seconds: u32) -> String {
        format!(
            "head -c 16000 /dev/zero; head -c {} /dev/urandom; head -c 32000 /dev/zero",
            seconds * 32_000
        )
    }

    #[test]
    fn the_microphone_opens_only_once_rochade_is_quiet() {
        let state = State::new(Options::default());
        let mut cues = CuePlayer::new(false);
        let (mut seat, rx) = seat(&loud_then_quiet(1));
        seat.want(true);
        let later = Instant::now() + Duration::from_secs(5);
        assert_eq!(
            seat.open_when_quiet(&state, Some(later), &mut cues),
            Some(later),
            "rochade speaks: the loop is to look again then"
        );
        assert!(!seat.recording());
        assert_eq!(voiced(&rx, Duration::from_millis(300)), None);
        assert_eq!(seat.open_when_quiet(&state, None, &mut cues), None);
        assert_eq!(voiced(&rx, Duration::from_secs(10)), Some(Voiced::Yes));
        // Asked once, opened once.
        assert_eq!(seat.open_when_quiet(&state, None, &mut cues), None);
        assert_eq!(voiced(&rx, Duration::from_millis(300)), None);
    }

    #[test]
    fn rochade_speaking_stops_the_recording_under_way() {
        let state = State::new(Options::default());
        let mut cues = CuePlayer::new(false);
        // Sound without end, as fast as a microphone gives it (a tenth of a second every
        // tenth of a second): only the stop ends the recording early.
        let (mut seat, rx) =
            seat("head -c 16000 /dev/zero; while :; do head -c 3200 /dev/urandom; sleep 0.1; done");
        seat.want(false);
        let opened = Instant::now();
        seat.open_when_quiet(&state, None, &mut cues);
        std::thread::sleep(Duration::from_millis(300));
        assert!(seat.recording());
        seat.interrupt();
        // The player had begun: asked to say it again.
        assert_eq!(voiced(&rx, Duration::from_secs(5)), Some(Voiced::Nothing));
        assert!(
            opened.elapsed() < Duration::from_secs(5),
            "stopped at once, not after ten seconds"
        );
        assert!(!seat.recording());
        // Stopped before anyone spoke: nothing to repeat.
        seat.want(false);
        std::thread::sleep(MIN_GAP);
        seat.open_when_quiet(&state, None, &mut cues);
        seat.interrupt();
        assert_eq!(
            voiced(&rx, Duration::from_secs(5)),
            Some(Voiced::Interrupted)
        );
    }

    #[test]
    fn the_microphone_opens_at_most_once_a_second() {
        let state = State::new(Options::default());
        let mut cues = CuePlayer::new(false);
        // A recording program that ends at once with nothing.
        let (mut seat, rx) = seat("true");
        seat.want(false);
        assert_eq!(seat.open_when_quiet(&state, None, &mut cues), None);
        assert_eq!(voiced(&rx, Duration::from_secs(5)), Some(Voiced::Silence));
        seat.want(false);
        let again = seat.open_when_quiet(&state, None, &mut cues);
        assert!(
            again.is_some_and(|t| t > Instant::now() + MIN_GAP / 2),
            "opened again at once"
        );
        assert_eq!(voiced(&rx, Duration::from_millis(200)), None);
    }

    #[test]
    fn a_pause_before_the_microphone_opens_answers_at_once() {
        let (mut seat, rx) = seat(&loud_then_quiet(1));
        seat.want(true);
        seat.stop();
        assert_eq!(
            voiced(&rx, Duration::from_secs(1)),
            Some(Voiced::Interrupted)
        );
        let state = State::new(Options::default());
        assert_eq!(
            seat.open_when_quiet(&state, None, &mut CuePlayer::new(false)),
            None
        );
        assert_eq!(voiced(&rx, Duration::from_millis(300)), None, "not opened");
    }
}
