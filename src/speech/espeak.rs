//! Fallback speech through the `espeak-ng` program, one process per utterance.
//!
//! A worker thread owns the [`SpeechQueue`] and the running process: [`Speaker::speak`] only
//! sends to it, so the caller never waits. Interrupting kills the process in progress. The
//! program's output is kept away from the terminal (espeak-ng prints audio-system noise on
//! machines without sound).
//!
//! Without a working sound device espeak-ng says nothing and still ends with success, writing
//! `error: …` to its error output: that is taken as the failure it is (the same silence as a
//! speech daemon that takes the words and says nothing). The failure is noticed by the worker
//! and reported at the next call, or by [`Speaker::check`], which the event loop calls a
//! moment after an utterance was given ([`CHECK_AFTER`]), so that a player who hears nothing
//! is told in the transcript without saying anything more.

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::{Speaker, SpeechError, SpeechQueue, Step, Utterance};

/// How often the worker looks whether the process in progress has ended (only while one runs;
/// an idle worker sleeps until it is told something).
const POLL: Duration = Duration::from_millis(20);

/// How long after an utterance was given the event loop asks whether espeak-ng could say it
/// (espeak-ng without a sound device ends within a few hundred milliseconds).
pub const CHECK_AFTER: Duration = Duration::from_secs(1);

/// The line of espeak-ng's error output that says it could not play, if there is one
/// (`error: …`, after the sound system's own noise).
fn no_sound(stderr: &[u8]) -> Option<String> {
    String::from_utf8_lossy(stderr)
        .lines()
        .map(str::trim)
        .find(|l| l.starts_with("error:"))
        .map(|l| format!("no sound ({l})"))
}

/// How to run espeak-ng.
#[derive(Debug, Clone)]
pub struct EspeakOptions {
    /// The program: a name looked up in `PATH`, or a path.
    pub program: PathBuf,
    /// Speech rate, -100 (slowest) to 100 (fastest), 0 is espeak-ng's normal 175 words a
    /// minute.
    pub rate: i8,
    /// An espeak-ng voice (`-v`), used for every utterance; `None` picks the voice of each
    /// utterance's language.
    pub voice: Option<String>,
}

impl Default for EspeakOptions {
    fn default() -> Self {
        EspeakOptions {
            program: PathBuf::from("espeak-ng"),
            rate: 0,
            voice: None,
        }
    }
}

/// espeak-ng's words per minute for a rate of -100..=100 (80, 175 and 450 at the ends and
/// the middle: espeak-ng's own range and default).
pub fn words_per_minute(rate: i8) -> u32 {
    let rate = i32::from(rate.clamp(-100, 100));
    let wpm = if rate < 0 {
        175 + rate * 95 / 100
    } else {
        175 + rate * 275 / 100
    };
    u32::try_from(wpm).unwrap_or(175)
}

/// The arguments espeak-ng gets for `utterance` (the text itself goes to its standard input).
pub fn arguments(options: &EspeakOptions, utterance: &Utterance) -> Vec<String> {
    let voice = options
        .voice
        .clone()
        .filter(|v| !v.trim().is_empty())
        .unwrap_or_else(|| utterance.lang.code().to_owned());
    vec![
        "-v".into(),
        voice,
        "-s".into(),
        words_per_minute(options.rate).to_string(),
        "--stdin".into(),
    ]
}

/// Checks that the program starts (`--version`), without saying anything.
///
/// # Errors
/// [`SpeechError::ProgramMissing`] when it cannot be started, [`SpeechError::ProgramFailed`]
/// when it exits with an error.
pub fn probe(options: &EspeakOptions) -> Result<(), SpeechError> {
    let program = options.program.display().to_string();
    let output = Command::new(&options.program)
        .arg("--version")
        .stdin(Stdio::null())
        .output()
        .map_err(|source| SpeechError::ProgramMissing {
            program: program.clone(),
            source,
        })?;
    if output.status.success() {
        Ok(())
    } else {
        Err(SpeechError::ProgramFailed {
            program,
            detail: last_line(&output.stderr).unwrap_or_else(|| output.status.to_string()),
        })
    }
}

fn last_line(bytes: &[u8]) -> Option<String> {
    String::from_utf8_lossy(bytes)
        .lines()
        .rev()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .map(str::to_owned)
}

enum Order {
    Say(Utterance),
    Hush(super::Priority),
    Cancel,
}

/// espeak-ng as a [`Speaker`].
pub struct EspeakSpeaker {
    tx: Option<Sender<Order>>,
    worker: Option<JoinHandle<()>>,
    failure: Arc<Mutex<Option<SpeechError>>>,
    /// When an utterance was last given and not yet judged ([`CHECK_AFTER`]).
    given: Option<Instant>,
    /// Whether the worker is saying something or has something waiting.
    busy: Arc<Busy>,
}

/// What tells whether the worker is saying something, without a moment between an order
/// given and its speech begun in which it would look quiet.
#[derive(Debug, Default)]
struct Busy {
    /// The worker says or holds something (written by the worker only).
    speaking: AtomicBool,
    /// Utterances given and not yet taken by the worker: counted up before an order is sent,
    /// down by the worker once it has taken the order and said whether it speaks.
    unread: AtomicUsize,
}

impl Busy {
    fn now(&self) -> bool {
        self.unread.load(Ordering::SeqCst) > 0 || self.speaking.load(Ordering::SeqCst)
    }
}

impl std::fmt::Debug for EspeakSpeaker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EspeakSpeaker").finish_non_exhaustive()
    }
}

impl EspeakSpeaker {
    /// Starts the worker thread. Does not check the program; see [`probe`].
    ///
    /// # Errors
    /// [`SpeechError::WorkerGone`] when the thread cannot be started.
    pub fn start(options: EspeakOptions) -> Result<Self, SpeechError> {
        let (tx, rx) = mpsc::channel();
        let failure = Arc::new(Mutex::new(None));
        let worker_failure = Arc::clone(&failure);
        let busy = Arc::new(Busy::default());
        let worker_busy = Arc::clone(&busy);
        let worker = std::thread::Builder::new()
            .name("rochade-espeak".into())
            .spawn(move || Worker::new(options, worker_failure, worker_busy).run(&rx))
            .map_err(|_| SpeechError::WorkerGone("espeak-ng"))?;
        Ok(EspeakSpeaker {
            tx: Some(tx),
            worker: Some(worker),
            failure,
            given: None,
            busy,
        })
    }

    fn send(&mut self, command: Order) -> Result<(), SpeechError> {
        if let Some(err) = self.failure.lock().ok().and_then(|mut f| f.take()) {
            return Err(err);
        }
        self.tx
            .as_ref()
            .and_then(|tx| tx.send(command).ok())
            .ok_or(SpeechError::WorkerGone("espeak-ng"))
    }
}

impl Speaker for EspeakSpeaker {
    fn name(&self) -> &str {
        "espeak-ng"
    }

    fn speak(&mut self, utterance: &Utterance) -> Result<(), SpeechError> {
        // Busy before the worker can take the order: it counts it down only once it has said
        // whether it speaks.
        self.busy.unread.fetch_add(1, Ordering::SeqCst);
        if let Err(e) = self.send(Order::Say(utterance.clone())) {
            self.busy.unread.fetch_sub(1, Ordering::SeqCst);
            return Err(e);
        }
        self.given.get_or_insert_with(Instant::now);
        Ok(())
    }

    fn cancel(&mut self) -> Result<(), SpeechError> {
        self.send(Order::Cancel)
    }

    fn hush(&mut self, upto: super::Priority) -> Result<(), SpeechError> {
        self.send(Order::Hush(upto))
    }

    fn deadline(&self) -> Option<Instant> {
        self.given.map(|at| at + CHECK_AFTER)
    }

    /// The worker says or holds something: asked again a moment later (espeak-ng does not
    /// tell for how long).
    fn speaking_until(&mut self, now: Instant) -> Option<Instant> {
        self.busy.now().then_some(now + super::SPEAKING_POLL)
    }

    fn check(&mut self, now: Instant) -> Result<(), SpeechError> {
        if let Some(err) = self.failure.lock().ok().and_then(|mut f| f.take()) {
            self.given = None;
            return Err(err);
        }
        if self.deadline().is_some_and(|due| due <= now) {
            // Still saying something: asked again a moment later (a failure shows when the
            // process ends); else judged.
            self.given = self.busy.now().then_some(now);
        }
        Ok(())
    }
}

impl Drop for EspeakSpeaker {
    fn drop(&mut self) {
        // Closing the channel tells the worker to stop what it says and end.
        self.tx = None;
        if let Some(worker) = self.worker.take() {
            let _ = worker.join();
        }
    }
}

struct Worker {
    options: EspeakOptions,
    failure: Arc<Mutex<Option<SpeechError>>>,
    busy: Arc<Busy>,
    queue: SpeechQueue,
    child: Option<Child>,
}

impl Worker {
    fn new(
        options: EspeakOptions,
        failure: Arc<Mutex<Option<SpeechError>>>,
        busy: Arc<Busy>,
    ) -> Self {
        Worker {
            options,
            failure,
            busy,
            queue: SpeechQueue::new(),
            child: None,
        }
    }

    fn run(mut self, rx: &Receiver<Order>) {
        loop {
            let command = if self.child.is_some() {
                match rx.recv_timeout(POLL) {
                    Ok(c) => Some(c),
                    Err(RecvTimeoutError::Timeout) => None,
                    Err(RecvTimeoutError::Disconnected) => break,
                }
            } else {
                match rx.recv() {
                    Ok(c) => Some(c),
                    Err(_) => break,
                }
            };
            let taken = matches!(command, Some(Order::Say(_)));
            match command {
                Some(Order::Say(u)) => match self.queue.push(u) {
                    Step::Start(u) => self.start(&u),
                    Step::Interrupt(u) => {
                        self.stop();
                        self.start(&u);
                    }
                    Step::Queued => {}
                },
                Some(Order::Hush(upto)) if self.queue.hush(upto) => {
                    self.stop();
                    if let Some(next) = self.queue.finished() {
                        self.start(&next);
                    }
                }
                Some(Order::Hush(_)) => {}
                Some(Order::Cancel) => {
                    self.queue.clear();
                    self.stop();
                }
                None => {}
            }
            self.reap();
            self.busy
                .speaking
                .store(self.child.is_some(), Ordering::SeqCst);
            if taken {
                self.busy.unread.fetch_sub(1, Ordering::SeqCst);
            }
        }
        self.stop();
    }

    fn fail(&mut self, err: SpeechError) {
        self.queue.clear();
        if let Ok(mut f) = self.failure.lock() {
            f.get_or_insert(err);
        }
    }

    fn start(&mut self, utterance: &Utterance) {
        let text = utterance.one_line();
        let spawned = Command::new(&self.options.program)
            .args(arguments(&self.options, utterance))
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn();
        match spawned {
            Ok(mut child) => {
                if let Some(mut stdin) = child.stdin.take() {
                    // A short line fits the pipe; a program that exits early just ends it.
                    let _ = stdin.write_all(text.as_bytes());
                }
                self.child = Some(child);
            }
            Err(source) => self.fail(SpeechError::ProgramMissing {
                program: self.options.program.display().to_string(),
                source,
            }),
        }
    }

    /// Kills the utterance in progress.
    fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// When the process in progress has ended, starts the next utterance.
    fn reap(&mut self) {
        let Some(child) = &mut self.child else {
            return;
        };
        let status = match child.try_wait() {
            Ok(None) => return,
            Ok(Some(status)) => Some(status),
            Err(_) => None,
        };
        let mut stderr = Vec::new();
        if let Some(mut pipe) = child.stderr.take() {
            let _ = pipe.read_to_end(&mut stderr);
        }
        self.child = None;
        let silent = no_sound(&stderr);
        match status {
            Some(s) if s.success() && silent.is_none() => {
                if let Some(next) = self.queue.finished() {
                    self.start(&next);
                }
            }
            Some(s) if s.success() => {
                self.fail(SpeechError::ProgramFailed {
                    program: self.options.program.display().to_string(),
                    detail: silent.unwrap_or_default(),
                });
            }
            _ => {
                let detail = last_line(&stderr).unwrap_or_else(|| match status {
                    Some(s) => s.to_string(),
                    None => "lost track of the process".into(),
                });
                self.fail(SpeechError::ProgramFailed {
                    program: self.options.program.display().to_string(),
                    detail,
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use crate::speech::Priority;

    #[test]
    fn rate_maps_onto_espeak_words_per_minute() {
        assert_eq!(words_per_minute(0), 175);
        assert_eq!(words_per_minute(-100), 80);
        assert_eq!(words_per_minute(100), 450);
        assert_eq!(words_per_minute(i8::MIN), 80);
        assert!(words_per_minute(50) > words_per_minute(10));
    }

    #[test]
    fn voice_follows_the_language_unless_fixed() {
        let u = Utterance::new("Springer Felix drei", Lang::De, Priority::Alert);
        let mut o = EspeakOptions::default();
        assert_eq!(arguments(&o, &u), ["-v", "de", "-s", "175", "--stdin"]);
        o.voice = Some("en-gb".into());
        o.rate = 100;
        assert_eq!(arguments(&o, &u), ["-v", "en-gb", "-s", "450", "--stdin"]);
    }

    #[cfg(unix)]
    #[test]
    fn an_utterance_given_is_speech_at_once_until_its_program_has_ended() {
        // A program that says nothing and ends at once: the moment between the order given
        // and the worker's taking it is the only time it could look quiet.
        let o = EspeakOptions {
            program: PathBuf::from("true"),
            ..EspeakOptions::default()
        };
        let mut s = EspeakSpeaker::start(o).unwrap();
        let u = Utterance::new("Bauer", Lang::De, Priority::Normal);
        for _ in 0..100 {
            s.speak(&u).unwrap();
            let now = Instant::now();
            assert!(s.speaking_until(now).is_some(), "quiet with speech given");
        }
        let deadline = Instant::now() + Duration::from_secs(10);
        while s.speaking_until(Instant::now()).is_some() {
            assert!(
                Instant::now() < deadline,
                "still speaking after its program ended"
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    #[test]
    fn a_missing_program_is_reported_by_probe_and_by_speak() {
        let o = EspeakOptions {
            program: PathBuf::from("/nonexistent/rochade-test/espeak-ng"),
            ..EspeakOptions::default()
        };
        assert!(matches!(probe(&o), Err(SpeechError::ProgramMissing { .. })));
        let mut s = EspeakSpeaker::start(o).unwrap();
        let u = Utterance::new("Bauer", Lang::De, Priority::Normal);
        // The first call only hands over; the failure shows on a later call.
        let deadline = std::time::Instant::now() + Duration::from_secs(5);
        let err = loop {
            match s.speak(&u) {
                Err(e) => break e,
                Ok(()) if std::time::Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(10))
                }
                Ok(()) => panic!("no failure reported"),
            }
        };
        assert!(matches!(err, SpeechError::ProgramMissing { .. }), "{err}");
    }
}
