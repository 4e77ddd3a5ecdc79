//! The microphone: a recording program's raw samples, read until the player has stopped
//! speaking. The program (`arecord` by default; the setting `voice_recorder` names another,
//! such as PulseAudio's `parecord`) writes 16-bit little-endian mono samples at [`RATE`] to
//! its standard output; rochade decides where the announcement begins and ends from the
//! loudness of each 20 ms frame, so no recording program needs to know about speech. Memory
//! is bounded: at most [`MAX_SECONDS`] are kept.

use std::io::Read;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use super::VoiceError;
use super::wav::{Audio, MAX_SECONDS, RATE};

/// The recording program rochade runs when the settings name none: ALSA's `arecord`, raw
/// 16-bit little-endian mono at 16 kHz on standard output.
pub const DEFAULT_RECORDER: [&str; 10] = [
    "arecord", "-q", "-t", "raw", "-f", "S16_LE", "-r", "16000", "-c", "1",
];

/// One frame of loudness: 20 ms.
const FRAME: usize = RATE as usize / 50;

/// How an announcement is cut out of what the microphone hears.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Endpoint {
    /// How long to wait for the player to begin; after that nothing was heard.
    pub wait: Duration,
    /// How long a pause ends the announcement once it has begun.
    pub pause: Duration,
    /// How much sound must come in a row to count as the beginning (a click is not speech).
    pub onset: Duration,
    /// How much is kept from before the beginning (the first sound is often soft).
    pub before: Duration,
    /// The quietest loudness (root mean square of a frame's samples) that counts as speech,
    /// however quiet the room.
    pub min_level: f64,
    /// How long the recording program may take in all before it is stopped, whatever it
    /// writes or does not write (a device that opens and sends nothing would otherwise keep
    /// the microphone listening for ever).
    pub give_up: Duration,
    /// How many times louder than the quietest frame so far speech must be (the room's
    /// noise is the quietest the microphone has heard since it began: a player who speaks in
    /// the very first 20 ms is not heard, and is asked to repeat).
    pub above_floor: f64,
}

impl Default for Endpoint {
    fn default() -> Endpoint {
        Endpoint {
            wait: Duration::from_secs(5),
            pause: Duration::from_millis(800),
            onset: Duration::from_millis(60),
            before: Duration::from_millis(300),
            min_level: 400.0,
            above_floor: 3.0,
            give_up: Duration::from_secs(u64::from(MAX_SECONDS) + 7),
        }
    }
}

/// Frames in `d`, at least one.
fn frames(d: Duration) -> usize {
    ((d.as_millis() / 20) as usize).max(1)
}

/// The loudness of a frame: the root mean square of its samples.
fn level(frame: &[i16]) -> f64 {
    if frame.is_empty() {
        return 0.0;
    }
    let sum: f64 = frame.iter().map(|s| f64::from(*s).powi(2)).sum();
    (sum / frame.len() as f64).sqrt()
}

/// Where the listening stands, frame by frame.
#[derive(Debug, Default)]
struct Cut {
    /// The samples kept: before the announcement began, only the last frames that would be
    /// kept from before it ([`Endpoint::before`] and the onset); after it, everything (bounded
    /// by [`MAX_SECONDS`] from its beginning, however long the wait before it).
    samples: Vec<i16>,
    /// The frames let go from the front of `samples` while nobody spoke.
    dropped: usize,
    /// The quietest frame so far.
    floor: Option<f64>,
    /// Loud frames in a row.
    loud: usize,
    /// The frame the announcement began at, once it has.
    began: Option<usize>,
    /// Quiet frames in a row since it began.
    quiet: usize,
}

impl Cut {
    /// Takes one frame; returns whether the announcement is over.
    fn frame(&mut self, frame: &[i16], e: &Endpoint) -> bool {
        let index = self.dropped + self.samples.len() / FRAME;
        self.samples.extend_from_slice(frame);
        let l = level(frame);
        let floor = self.floor.map_or(l, |f| f.min(l));
        self.floor = Some(floor);
        let speech = l >= e.min_level.max(floor * e.above_floor);
        match self.began {
            None => {
                self.loud = if speech { self.loud + 1 } else { 0 };
                if self.loud >= frames(e.onset) {
                    self.began = Some(index + 1 - self.loud);
                    return false;
                }
                // Only what could be kept from before a beginning is kept.
                let keep = (frames(e.before) + frames(e.onset)) * FRAME;
                if self.samples.len() > keep + FRAME * 50 {
                    let drop = (self.samples.len() - keep) / FRAME * FRAME;
                    self.samples.drain(..drop);
                    self.dropped += drop / FRAME;
                }
                // Nobody began within the wait.
                index + 1 >= frames(e.wait)
            }
            Some(_) => {
                self.quiet = if speech { 0 } else { self.quiet + 1 };
                self.quiet >= frames(e.pause)
            }
        }
    }

    /// The announcement, from a little before it began; `None` when it never began.
    fn heard(self, e: &Endpoint) -> Option<Audio> {
        let began = self.began?;
        let start = began
            .saturating_sub(frames(e.before))
            .saturating_sub(self.dropped)
            * FRAME;
        Some(Audio {
            samples: self.samples.get(start..).unwrap_or_default().to_vec(),
        })
    }
}

/// Listens to raw samples (16-bit little-endian, mono, [`RATE`]) from `input` until the
/// player has spoken and paused, nothing began within the wait, [`MAX_SECONDS`] have passed
/// or the input ends. `None` when no announcement began.
///
/// # Errors
/// What reading `input` says.
pub fn listen(input: impl Read, e: &Endpoint) -> std::io::Result<Option<Audio>> {
    listen_until(input, e, &AtomicBool::new(false)).map(|(heard, _)| heard)
}

/// [`listen`] until `stop` is set (checked at every frame: rochade began to speak), and
/// whether the input ended (rather than the listening).
fn listen_until(
    mut input: impl Read,
    e: &Endpoint,
    stop: &AtomicBool,
) -> std::io::Result<(Option<Audio>, bool)> {
    let mut cut = Cut::default();
    let mut ended = false;
    let mut bytes = vec![0u8; FRAME * 2];
    let most = MAX_SECONDS as usize * RATE as usize;
    // The wait before the beginning is bounded by the endpoint's; the announcement by
    // MAX_SECONDS (what comes after is not kept).
    while cut.samples.len() < most && !stop.load(Ordering::SeqCst) {
        let n = read_full(&mut input, &mut bytes)?;
        let frame: Vec<i16> = bytes
            .get(..n - n % 2)
            .unwrap_or_default()
            .chunks_exact(2)
            .map(|b| i16::from_le_bytes([b[0], b[1]]))
            .collect();
        ended = n < bytes.len();
        if frame.is_empty() || cut.frame(&frame, e) || ended {
            break;
        }
    }
    Ok((cut.heard(e), ended))
}

/// Fills `buf` from `input` as far as it goes; returns how many bytes came (fewer only at
/// the end of the input).
fn read_full(input: &mut impl Read, buf: &mut [u8]) -> std::io::Result<usize> {
    let mut n = 0;
    while n < buf.len() {
        match input.read(&mut buf[n..]) {
            Ok(0) => break,
            Ok(k) => n += k,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(n)
}

/// Records one announcement with the program `command` (its name and arguments): runs it,
/// [`listen`]s to its output and stops it. `None` when nothing was said.
///
/// # Errors
/// [`VoiceError::NoMicrophone`] when the program cannot be started, or ends with an error
/// before anything was heard (no device, a busy device).
pub fn record(command: &[String], e: &Endpoint) -> Result<Option<Audio>, VoiceError> {
    record_until(command, e, &AtomicBool::new(false))
}

/// [`record`], stopped early when `stop` is set (rochade began to speak, or the listening
/// was paused): then whatever began is returned, or `None`, and the caller drops it.
///
/// # Errors
/// As [`record`].
pub fn record_until(
    command: &[String],
    e: &Endpoint,
    stop: &AtomicBool,
) -> Result<Option<Audio>, VoiceError> {
    let (program, args) = command
        .split_first()
        .ok_or_else(|| VoiceError::NoMicrophone {
            detail: "no recording program named".to_owned(),
        })?;
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|err| VoiceError::NoMicrophone {
            detail: format!("{program}: {err}"),
        })?;
    let watching = watchdog(child.id(), e.give_up);
    let (heard, ended) = match child.stdout.take() {
        Some(out) => match listen_until(out, e, stop) {
            Ok((heard, ended)) => (Ok(heard), ended),
            Err(err) => (Err(err), false),
        },
        None => (Ok(None), true),
    };
    // Stopped once the announcement is over; a program that ended by itself is only reaped,
    // and what it complained of read.
    if !ended {
        let _ = child.kill();
    }
    let status = child.wait();
    // The process is reaped: the watchdog lets go at once.
    drop(watching);
    let failed = ended && status.is_ok_and(|s| !s.success());
    let mut complaint = String::new();
    if failed && let Some(mut err) = child.stderr.take() {
        let _ = err.by_ref().take(4096).read_to_string(&mut complaint);
    }
    match heard {
        Ok(Some(audio)) => Ok(Some(audio)),
        // A program that failed on its own (not stopped by rochade) with nothing heard: the
        // device is missing or busy, in the system's words.
        Ok(None) if failed => Err(VoiceError::NoMicrophone {
            detail: complaint
                .lines()
                .next()
                .unwrap_or(program)
                .trim()
                .to_owned(),
        }),
        Ok(None) => Ok(None),
        Err(err) => Err(VoiceError::NoMicrophone {
            detail: err.to_string(),
        }),
    }
}

/// Stops the process `pid` after `limit` unless the sender it returns is dropped first (the
/// recording was over and the process reaped by then).
fn watchdog(pid: u32, limit: Duration) -> std::sync::mpsc::Sender<()> {
    let (done, wait) = std::sync::mpsc::channel::<()>();
    let _ = std::thread::Builder::new()
        .name("recorder-watchdog".into())
        .spawn(move || {
            // Dropping the sender (the process was reaped) ends the wait at once.
            if let Err(std::sync::mpsc::RecvTimeoutError::Timeout) = wait.recv_timeout(limit) {
                stop(pid);
            }
        });
    done
}

/// Kills the process `pid`.
#[cfg(unix)]
fn stop(pid: u32) {
    if let Ok(pid) = libc::pid_t::try_from(pid) {
        // SAFETY: kill(2) with a process id and a signal number; no memory is touched.
        unsafe {
            libc::kill(pid, libc::SIGKILL);
        }
    }
}

#[cfg(not(unix))]
fn stop(_pid: u32) {}

#[cfg(test)]
mod tests {
    use super::*;

    /// `ms` milliseconds of a tone of amplitude `amp` (0: silence) as raw bytes.
    fn tone(ms: usize, amp: f64) -> Vec<u8> {
        let n = ms * RATE as usize / 1000;
        (0..n)
            .flat_map(|i| {
                let t = i as f64 / f64::from(RATE);
                let s = (amp * (t * 440.0 * std::f64::consts::TAU).sin()) as i16;
                s.to_le_bytes()
            })
            .collect()
    }

    fn raw(parts: &[(usize, f64)]) -> Vec<u8> {
        parts.iter().flat_map(|(ms, amp)| tone(*ms, *amp)).collect()
    }

    #[test]
    fn an_announcement_is_cut_from_a_little_before_it_to_the_pause_after_it() {
        // Room noise, a second of speech, a long pause, then more sound that is not kept.
        let input = raw(&[(1000, 50.0), (1000, 6000.0), (2000, 50.0), (1000, 6000.0)]);
        let audio = listen(input.as_slice(), &Endpoint::default())
            .unwrap_or_else(|e| panic!("{e}"))
            .unwrap_or_else(|| panic!("nothing heard"));
        let secs = audio.seconds();
        // 0.3 s before, 1 s of speech, 0.8 s of pause.
        assert!((2.0..2.2).contains(&secs), "{secs} s kept");
        assert!(audio.samples.iter().any(|s| s.unsigned_abs() > 5000));
    }

    #[test]
    fn an_announcement_after_a_long_wait_is_heard_whole() {
        // Continuous listening waits up to thirty seconds: one who speaks after twelve is
        // heard from a little before the beginning, not cut at the tenth second.
        let e = Endpoint {
            wait: Duration::from_secs(30),
            ..Endpoint::default()
        };
        let input = raw(&[(12_000, 50.0), (1500, 6000.0), (1000, 50.0)]);
        let audio = listen(input.as_slice(), &e)
            .unwrap_or_else(|err| panic!("{err}"))
            .unwrap_or_else(|| panic!("nothing heard"));
        let secs = audio.seconds();
        // 0.3 s before, 1.5 s of speech, 0.8 s of pause.
        assert!((2.5..2.7).contains(&secs), "{secs} s kept");
        // Nobody within the wait: nothing, and never more kept than a second or so.
        let quiet = raw(&[(31_000, 50.0)]);
        assert!(listen(quiet.as_slice(), &e).unwrap_or(None).is_none());
    }

    #[test]
    fn silence_noise_and_a_click_are_not_an_announcement() {
        let e = Endpoint::default();
        for (what, input) in [
            ("silence", raw(&[(6000, 0.0)])),
            ("room noise", raw(&[(6000, 200.0)])),
            ("a click", raw(&[(1000, 0.0), (20, 9000.0), (5000, 0.0)])),
            ("nothing at all", Vec::new()),
        ] {
            let heard = listen(input.as_slice(), &e).unwrap_or_else(|e| panic!("{e}"));
            assert!(heard.is_none(), "{what} was taken for speech");
        }
    }

    #[test]
    fn a_loud_room_raises_the_level_speech_must_reach() {
        // Noise at 1,000 throughout: speech at 2,000 is not three times louder.
        let e = Endpoint::default();
        let input = raw(&[(500, 1000.0), (1000, 2000.0), (5000, 1000.0)]);
        let heard = listen(input.as_slice(), &e).unwrap_or_else(|e| panic!("{e}"));
        assert!(heard.is_none());
        let input = raw(&[(500, 1000.0), (1000, 9000.0), (5000, 1000.0)]);
        let heard = listen(input.as_slice(), &e).unwrap_or_else(|e| panic!("{e}"));
        assert!(heard.is_some());
    }

    #[test]
    fn no_more_than_the_longest_recording_is_kept_however_long_one_speaks() {
        let input = raw(&[(300, 50.0), (12_000, 6000.0)]);
        let audio = listen(input.as_slice(), &Endpoint::default())
            .unwrap_or_else(|e| panic!("{e}"))
            .unwrap_or_else(|| panic!("nothing heard"));
        assert!(audio.seconds() <= f64::from(MAX_SECONDS));
    }

    #[test]
    fn a_recording_program_that_cannot_start_or_fails_is_said_with_its_words() {
        let e = Endpoint::default();
        let missing = record(&["rochade-no-such-recorder".to_owned()], &e);
        assert!(
            matches!(missing, Err(VoiceError::NoMicrophone { .. })),
            "{missing:?}"
        );
        let busy = record(
            &[
                "sh".to_owned(),
                "-c".to_owned(),
                "echo 'audio open error: Device or resource busy' >&2; exit 1".to_owned(),
            ],
            &e,
        );
        match busy {
            Err(VoiceError::NoMicrophone { detail }) => {
                assert!(detail.contains("Device or resource busy"), "{detail}");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_recording_program_that_sends_nothing_is_stopped_and_said() {
        let e = Endpoint {
            give_up: Duration::from_millis(300),
            ..Endpoint::default()
        };
        let started = std::time::Instant::now();
        let stuck = record(&["sleep".to_owned(), "60".to_owned()], &e);
        assert!(started.elapsed() < Duration::from_secs(10), "not stopped");
        assert!(
            matches!(stuck, Err(VoiceError::NoMicrophone { .. })),
            "{stuck:?}"
        );
    }

    #[test]
    fn a_program_that_streams_an_announcement_is_stopped_after_it() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let file = dir.path().join("move.raw");
        // Speech, then a pause; the program would go on for a minute.
        let mut bytes = raw(&[(300, 0.0), (800, 6000.0), (1200, 0.0)]);
        bytes.extend(raw(&[(1000, 0.0)]));
        std::fs::write(&file, &bytes).unwrap_or_else(|e| panic!("{e}"));
        let script = format!("cat '{}'; exec sleep 60", file.display());
        let started = std::time::Instant::now();
        let heard = record(
            &["sh".to_owned(), "-c".to_owned(), script],
            &Endpoint::default(),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert!(heard.is_some());
        assert!(started.elapsed() < Duration::from_secs(30), "not stopped");
    }
}
