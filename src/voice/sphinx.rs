//! The PocketSphinx backend: the program `pocketsphinx_batch` (Debian's `pocketsphinx`)
//! with the US English acoustic model (`pocketsphinx-en-us`), run as a child process with a
//! time limit, on a JSGF grammar and a pronunciation dictionary written for the phrases. No
//! library is linked: where the program or the model is missing, voice input says so.
//!
//! The silence around a recording is cut first ([`Audio::trimmed`]); a recording with no voice
//! in it is nothing ([`MIN_VOICED`]), and so is one the phone loop hears as silence or noise
//! only. The phrase heard is taken only when it is sure: when it fits not much worse than the
//! best free sequence of phones (a second run on a phone loop, [`MAX_COST`]) and clearly better
//! than the best phrase of any other answer (a third run without the answer's phrases,
//! [`MIN_LEAD`]); otherwise nothing was heard. rochade prefers saying nothing to playing a
//! move not announced.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::phones::Pronouncer;
use super::{Answer, Audio, Heard, Phrases, Recogniser, VoiceError};

/// The recogniser program.
pub const PROGRAM: &str = "pocketsphinx_batch";

/// Where Debian's `pocketsphinx-en-us` puts the acoustic model.
pub const MODEL: &str = "/usr/share/pocketsphinx/model/en-us/en-us";

/// How long one run of the program may take (a recording is heard in up to three runs).
pub const TIMEOUT: Duration = Duration::from_secs(20);

/// The model's phones, each also a "word" of the phone loop (see [`phone_loop`]).
const PHONES: [&str; 39] = [
    "AA", "AE", "AH", "AO", "AW", "AY", "B", "CH", "D", "DH", "EH", "ER", "EY", "F", "G", "HH",
    "IH", "IY", "JH", "K", "L", "M", "N", "NG", "OW", "OY", "P", "R", "S", "SH", "T", "TH", "UH",
    "UW", "V", "W", "Y", "Z", "ZH",
];

/// What the phone loop may also hear: silence and noise (the model's filler phones), so that a
/// recording of only those is heard as nothing (see [`Recogniser::recognise`]).
const SILENCES: [&str; 2] = ["SIL", "+NSN+"];

/// The largest cost per frame (10 ms) of the best phrase against the best sequence of phones
/// with which the phrase is taken: above it, the recording is heard as nothing. Measured on
/// synthesised announcements and noises (tests/voice_hear.rs, 2026-12-07, every senone scored
/// and wide beams): the announcements heard right cost up to 39, short coughs heard as "nein"
/// or "no" 50 to 56 (with PocketSphinx's default beams and only the senones of its search
/// scored, costs were not comparable and 20 was the bound).
pub const MAX_COST: f64 = 45.0;

/// How many voiced steps of 20 ms ([`Audio::voiced_steps`]) a recording needs to be heard as
/// words: a cough or a noise is otherwise heard as nothing, whatever phrase it fits. Measured
/// (2026-12-07): synthesised announcements 15 or more, "yes" 5, noises and 150 synthesised
/// coughs none (cost and lead let 3 to 13 of 300 coughs through as a move or "nein", mostly
/// as "Anna four" or "Eva four" in an English game).
pub const MIN_VOICED: usize = 3;

/// The grammar file of the phrases.
const PHRASES_GRAMMAR: &str = "rochade.jsgf";

/// The grammar file of the phrases of every answer but the one heard.
const RUNNER_UP_GRAMMAR: &str = "runner-up.jsgf";

/// How much better, per frame of 10 ms, the phrase heard must fit the recording than the
/// best phrase of any other answer: below it, the recording is heard as nothing. Measured
/// with [`MAX_COST`] and [`MIN_VOICED`] on synthesised announcements and noises
/// (tests/voice_hear.rs, 2026-12-07): German 136 of 140 right with 1.0, 140 with 0.5, 131
/// with 2.0, 127 with 3.0; English 134, 134, 132 and 128; the wrong moves (5 English, "Bella"
/// heard as "Anna") lead by 3 to 5 and none is kept out below 3.0. Without the voice check,
/// 2.0 was needed to keep the test's noises out (they led by up to 1.8), and other coughs led
/// by up to 6. 1.0 leaves a margin for voices less clear than these.
pub const MIN_LEAD: f64 = 1.0;

/// The grammar file of the phone loop.
const LOOP_GRAMMAR: &str = "loop.jsgf";

/// A folder of our own under the system's temporary folder, removed when dropped.
#[derive(Debug)]
struct WorkDir(PathBuf);

impl WorkDir {
    fn new() -> Result<WorkDir, VoiceError> {
        let mut nonce = [0u8; 8];
        let _ = getrandom::fill(&mut nonce);
        let name = format!(
            "rochade-voice-{}-{}",
            std::process::id(),
            nonce.iter().fold(String::new(), |mut s, b| {
                let _ = write!(s, "{b:02x}");
                s
            })
        );
        let path = std::env::temp_dir().join(name);
        std::fs::create_dir(&path).map_err(|e| VoiceError::Failed {
            detail: format!("{}: {e}", path.display()),
        })?;
        Ok(WorkDir(path))
    }
}

impl Drop for WorkDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// PocketSphinx as a [`Recogniser`].
#[derive(Debug)]
pub struct PocketSphinx {
    program: PathBuf,
    model: PathBuf,
    pronouncer: Pronouncer,
    work: WorkDir,
    /// The grammar last written (written again only when the phrases change).
    written: Option<String>,
    /// The largest cost per frame of the best phrase against the best sequence of phones with
    /// which it is still taken ([`MAX_COST`]).
    pub max_cost: f64,
    /// How much better the phrase heard must fit than any other answer's ([`MIN_LEAD`]).
    pub min_lead: f64,
    /// The time limit of one recognition.
    pub timeout: Duration,
}

/// `program` found on `PATH`.
fn on_path(program: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(program))
        .find(|p| p.is_file())
}

impl PocketSphinx {
    /// The recogniser with the program on `PATH` and Debian's model.
    ///
    /// # Errors
    /// [`VoiceError::NoRecogniser`] or [`VoiceError::NoModel`] when either is missing.
    pub fn find() -> Result<PocketSphinx, VoiceError> {
        let program = on_path(PROGRAM).ok_or_else(|| VoiceError::NoRecogniser {
            program: PROGRAM.to_owned(),
        })?;
        PocketSphinx::with(program, Path::new(MODEL))
    }

    /// The recogniser with this program and model folder.
    ///
    /// # Errors
    /// [`VoiceError::NoModel`] when the folder holds no model.
    pub fn with(program: PathBuf, model: &Path) -> Result<PocketSphinx, VoiceError> {
        if !model.join("mdef").is_file() {
            return Err(VoiceError::NoModel {
                dir: model.to_owned(),
            });
        }
        Ok(PocketSphinx {
            program,
            model: model.to_owned(),
            pronouncer: Pronouncer::new(),
            work: WorkDir::new()?,
            written: None,
            max_cost: MAX_COST,
            min_lead: MIN_LEAD,
            timeout: TIMEOUT,
        })
    }

    fn path(&self, name: &str) -> PathBuf {
        self.work.0.join(name)
    }

    /// Writes the grammar and the dictionary of `phrases`, unless they are those last written.
    fn write_grammar(&mut self, phrases: &Phrases) -> Result<(), VoiceError> {
        let jsgf = phrases.jsgf(None);
        if self.written.as_ref() == Some(&jsgf) {
            return Ok(());
        }
        let mut dict = String::new();
        // Each token's pronunciations, from every language that says it, numbered on.
        let mut last: Option<&str> = None;
        let mut seen: Vec<String> = Vec::new();
        for (token, word, lang) in phrases.words() {
            if last != Some(token) {
                last = Some(token);
                seen.clear();
            }
            for p in self.pronouncer.pronunciations(word, lang)? {
                if seen.contains(p) {
                    continue;
                }
                seen.push(p.clone());
                if seen.len() == 1 {
                    let _ = writeln!(dict, "{token} {p}");
                } else {
                    let _ = writeln!(dict, "{token}({}) {p}", seen.len());
                }
            }
        }
        for p in PHONES.iter().chain(&SILENCES) {
            let _ = writeln!(dict, "{} {p}", noise_token(p));
        }
        let failed = |e: std::io::Error| VoiceError::Failed {
            detail: e.to_string(),
        };
        std::fs::write(self.path(PHRASES_GRAMMAR), &jsgf).map_err(failed)?;
        std::fs::write(self.path(LOOP_GRAMMAR), phone_loop()).map_err(failed)?;
        std::fs::write(self.path("rochade.dict"), dict).map_err(failed)?;
        self.written = Some(jsgf);
        Ok(())
    }

    /// Starts the program on the recording in `wav` with the grammar `grammar` (its own
    /// control and hypothesis files, so that two decodings can run at once).
    fn start(&self, wav: &Path, grammar: &str) -> Result<Decoding, VoiceError> {
        let failed = |e: std::io::Error| VoiceError::Failed {
            detail: format!("{}: {e}", self.program.display()),
        };
        let out_path = self.path(&format!("{grammar}.hyp"));
        let ctl = self.path(&format!("{grammar}.ctl"));
        let stem = wav
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        std::fs::write(&ctl, format!("{stem}\n")).map_err(failed)?;
        let _ = std::fs::remove_file(&out_path);
        // Batch decoding: the cepstral mean is taken over the whole recording (the live
        // estimate of pocketsphinx_continuous starts from the model's and misses the first
        // words of a short recording).
        let child = Command::new(&self.program)
            .args(["-adcin", "yes", "-adchdr", "44", "-cepext", ".wav"])
            .arg("-cepdir")
            .arg(wav.parent().unwrap_or(Path::new(".")))
            .arg("-ctl")
            .arg(&ctl)
            .arg("-hyp")
            .arg(&out_path)
            .arg("-jsgf")
            .arg(self.path(grammar))
            .arg("-dict")
            .arg(self.path("rochade.dict"))
            .arg("-hmm")
            .arg(&self.model)
            // Dither: digital silence (exact zeros) has no spectrum, and the search fails on it.
            .args(["-fsgusealtpron", "yes", "-dither", "yes", "-seed", "29"])
            .args(["-logfn", "/dev/null"])
            // No silence or noise words between the words: they swallow whole words.
            .args(["-fsgusefiller", "no"])
            // Every senone scored in every frame: the scores are normalised by the best one,
            // and only so are the three decodings' scores measured alike (otherwise by the
            // best of those each search happened to keep, and cost and lead compare apples
            // with pears).
            .args(["-compallsen", "yes"])
            // Wide beams: with the defaults the search lost the phrase said (13 of 140
            // German announcements and 22 of 140 English ones not the best phrase found,
            // against 3 and 6) and often found no phrase at all for the runner-up.
            .args(["-beam", "1e-100", "-pbeam", "1e-100", "-wbeam", "1e-80"])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(failed)?;
        Ok(Decoding {
            child,
            out_path,
            done: false,
        })
    }

    /// Waits for a decoding until `deadline`: the words it heard and their score (the
    /// log-likelihood of the best path), if it heard any.
    fn finish(
        &self,
        mut d: Decoding,
        deadline: Instant,
    ) -> Result<Option<(String, i64)>, VoiceError> {
        let failed = |e: std::io::Error| VoiceError::Failed {
            detail: format!("{}: {e}", self.program.display()),
        };
        let status = loop {
            match d.child.try_wait().map_err(failed)? {
                Some(status) => break status,
                // Stopped when `d` is dropped.
                None if Instant::now() >= deadline => {
                    return Err(VoiceError::Timeout {
                        limit: self.timeout,
                    });
                }
                None => std::thread::sleep(Duration::from_millis(5)),
            }
        };
        d.done = true;
        if !status.success() {
            return Err(VoiceError::Failed {
                detail: format!("{} {status}", self.program.display()),
            });
        }
        // No hypothesis file: nothing was heard.
        Ok(hypothesis(
            &std::fs::read_to_string(&d.out_path).unwrap_or_default(),
        ))
    }
}

/// One decoding under way; stopped if it is dropped before it finished.
struct Decoding {
    child: std::process::Child,
    out_path: PathBuf,
    done: bool,
}

impl Drop for Decoding {
    fn drop(&mut self) {
        if !self.done {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// The grammar word for the phone `p` in the phone loop (letters only: "+NSN+" is "noisensn").
fn noise_token(p: &str) -> String {
    let name: String = p
        .chars()
        .filter(char::is_ascii_alphabetic)
        .map(|c| c.to_ascii_lowercase())
        .collect();
    format!("noise{name}")
}

/// Whether the phone loop's words `words` are silence and noise only.
fn only_silence(words: &str) -> bool {
    let silences: Vec<String> = SILENCES.iter().map(|p| noise_token(p)).collect();
    words
        .split_whitespace()
        .all(|w| silences.iter().any(|s| s == w))
}

/// The grammar of any sequence of phones, silences and noises: what the recording sounds like
/// when it is held to no phrase, the measure of how well the best phrase fits.
fn phone_loop() -> String {
    let tokens: Vec<String> = PHONES
        .iter()
        .chain(&SILENCES)
        .map(|p| noise_token(p))
        .collect();
    format!(
        "#JSGF V1.0;\ngrammar noise;\npublic <noise> = ({})+;\n",
        tokens.join(" | ")
    )
}

/// The words and score of `pocketsphinx_batch`'s hypothesis line (`words (id score)`), if
/// it heard words.
fn hypothesis(output: &str) -> Option<(String, i64)> {
    let line = output.lines().map(str::trim).find(|l| !l.is_empty())?;
    let (words, rest) = line.rsplit_once(" (").unwrap_or(("", line));
    let score = rest
        .trim_end_matches(')')
        .rsplit(' ')
        .next()
        .and_then(|s| s.parse().ok())?;
    let words = words.trim();
    (!words.is_empty()).then(|| (words.to_owned(), score))
}

impl Recogniser for PocketSphinx {
    fn recognise(&mut self, audio: &Audio, phrases: &Phrases) -> Result<Option<Heard>, VoiceError> {
        self.write_grammar(phrases)?;
        let wav = self.path("recording.wav");
        let audio = &audio.trimmed();
        // A steady hum or tone is no word, whatever it fits.
        if audio.is_steady() {
            return Ok(None);
        }
        audio.write(&wav).map_err(|e| VoiceError::Failed {
            detail: e.to_string(),
        })?;
        // The phrases and the free phones are decoded at once (two processes: the two
        // cores of a small machine); the runner-up, which depends on the answer, as soon as
        // the phrases are done, beside the free phones (the slower of the two).
        let best = self.start(&wav, PHRASES_GRAMMAR)?;
        let free = self.start(&wav, LOOP_GRAMMAR)?;
        let deadline = Instant::now() + self.timeout;
        // No voice in it (measured while the two decode): no word was said.
        if audio.voiced_steps() < MIN_VOICED {
            return Ok(None);
        }
        let Some((words, score)) = self.finish(best, deadline)? else {
            return Ok(None);
        };
        let Some(answer) = phrases.answer(&words) else {
            return Ok(None);
        };
        std::fs::write(self.path(RUNNER_UP_GRAMMAR), phrases.jsgf(Some(answer))).map_err(|e| {
            VoiceError::Failed {
                detail: e.to_string(),
            }
        })?;
        let runner_up = self.start(&wav, RUNNER_UP_GRAMMAR)?;
        // How much worse the phrase fits than the phones that fit best, per frame of 10 ms.
        let frames = (audio.samples.len() / 160).max(1) as f64;
        let free = self.finish(free, deadline)?;
        // Silence or steady noise only (spectral subtraction makes the one the other): no
        // word was said, whatever phrase fits it least badly.
        if free.as_ref().is_some_and(|(w, _)| only_silence(w)) {
            return Ok(None);
        }
        let free = free.map_or(score, |(_, s)| s);
        let cost = free.saturating_sub(score).max(0) as f64 / frames;
        if cost > self.max_cost {
            return Ok(None);
        }
        // When the search finds no other phrase at all, it was lost: not sure either; but a
        // short "ja" or "nein", which no move's phrase is short enough to fit, has nothing
        // to be taken for.
        let lost = match answer {
            Answer::Move(_) => f64::NEG_INFINITY,
            Answer::Yes | Answer::No | Answer::Command(_) => f64::INFINITY,
        };
        // How much better it fits than the best phrase of any other answer.
        let lead = self
            .finish(runner_up, deadline)?
            .map_or(lost, |(_, s)| score.saturating_sub(s) as f64 / frames);
        if lead < self.min_lead {
            return Ok(None);
        }
        Ok(Some(Heard { words, answer }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hypotheses_are_read() {
        assert_eq!(
            hypothesis("springer felix drei (recording -6244)\n"),
            Some(("springer felix drei".to_owned(), -6244))
        );
        assert_eq!(hypothesis(" (recording 0)\n"), None);
        assert_eq!(hypothesis(""), None);
        assert_eq!(hypothesis("garbage"), None);
        assert!(phone_loop().contains("noiseaa | noiseae"));
        assert!(phone_loop().contains("noisesil | noisensn"));
        assert!(only_silence("noisesil noisensn noisesil"));
        assert!(!only_silence("noisesil noiseaa"));
    }

    #[test]
    fn a_missing_model_is_said() {
        let e = PocketSphinx::with(PathBuf::from("/bin/true"), Path::new("/nonexistent/model"));
        assert!(matches!(e, Err(VoiceError::NoModel { .. })));
    }
}
