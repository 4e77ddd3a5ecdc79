//! Voice input: what a player announces aloud, heard offline and turned into a move.
//!
//! A [`Recogniser`] hears one recording against a closed list of phrases ([`grammar`]): the
//! legal moves of the position in the words of a language, in every form the notation reader
//! takes for them, plus "ja" and "nein". Each phrase keeps the answer it stands for, so that
//! what was heard is never parsed again. The first backend is PocketSphinx ([`sphinx`]), run as
//! a child program with a grammar and a pronunciation dictionary made for the position; the
//! pronunciations come from espeak-ng's phonemes of each word ([`phones`]). Recordings are
//! read by [`wav`], bounded in length and size. What the player hears about a problem is in
//! [`phrases`].

pub mod capture;
pub mod grammar;
pub mod phones;
pub mod phrases;
pub mod sphinx;
pub mod vosk;
pub mod wav;

use std::path::PathBuf;
use std::time::Duration;

pub use grammar::{Answer, Phrases, Spoken};
pub use wav::Audio;

/// What a recogniser heard: the phrase and what it stands for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Heard {
    /// The words heard, as the phrase list writes them.
    pub words: String,
    /// The move or answer the words stand for.
    pub answer: Answer,
}

/// A speech recogniser for a closed list of phrases, offline.
pub trait Recogniser {
    /// What `audio` says among `phrases`: `Ok(None)` when nothing in the list was heard with
    /// enough confidence (silence, noise, other words).
    ///
    /// # Errors
    /// [`VoiceError`] when the recogniser cannot run (missing, failed, too slow).
    fn recognise(&mut self, audio: &Audio, phrases: &Phrases) -> Result<Option<Heard>, VoiceError>;
}

/// Why voice input could not hear a recording. The sentence for the player is
/// [`phrases::error`]; the `Display` text is for logs and tests.
#[derive(Debug, thiserror::Error)]
pub enum VoiceError {
    /// The recogniser program is not installed.
    #[error("no speech recogniser found: install pocketsphinx ({program} is not on PATH)")]
    NoRecogniser {
        /// The program looked for.
        program: String,
    },
    /// The recogniser's acoustic model is not installed.
    #[error("no acoustic model for the speech recogniser in {}: install pocketsphinx-en-us", dir.display())]
    NoModel {
        /// Where the model was looked for.
        dir: PathBuf,
    },
    /// The Vosk library cannot be loaded (`--vosk-library`, else the system's `libvosk`).
    #[error("the Vosk library cannot be loaded: {detail}")]
    NoVoskLibrary {
        /// What the system's loader said.
        detail: String,
    },
    /// The folder named as the Vosk model holds none.
    #[error("no Vosk model in {}", dir.display())]
    NoVoskModel {
        /// The folder.
        dir: PathBuf,
    },
    /// The Vosk model cannot be held to a list of phrases (a large model, its graph compiled
    /// whole).
    #[error("the Vosk model in {} cannot be held to a list of phrases", dir.display())]
    VoskWithoutGrammar {
        /// The model's folder.
        dir: PathBuf,
    },
    /// The Vosk model knows none of the words of the announcements.
    #[error("the Vosk model in {} knows none of the announcements' words", dir.display())]
    VoskLacksWords {
        /// The model's folder.
        dir: PathBuf,
    },
    /// espeak-ng, which gives the words' pronunciations, is not installed.
    #[error("no pronunciations: espeak-ng cannot be run: {detail}")]
    NoPhonemes {
        /// What the system said.
        detail: String,
    },
    /// The recogniser ran and failed.
    #[error("the speech recogniser failed: {detail}")]
    Failed {
        /// What went wrong, in the system's words.
        detail: String,
    },
    /// The recogniser did not finish in time.
    #[error("the speech recogniser did not finish within {} seconds", limit.as_secs())]
    Timeout {
        /// The time it had.
        limit: Duration,
    },
    /// The recording cannot be read as WAV.
    #[error("{file}: not a readable WAV recording: {detail}")]
    Unreadable {
        /// The file.
        file: String,
        /// What the WAV reader said.
        detail: String,
    },
    /// The recording is longer than [`wav::MAX_SECONDS`].
    #[error("{file}: the recording lasts longer than {max} seconds")]
    TooLong {
        /// The file.
        file: String,
        /// The longest recording heard, in seconds.
        max: u32,
    },
    /// The recording's file is larger than [`wav::MAX_BYTES`].
    #[error("{file}: the recording is larger than {max_megabytes} megabytes")]
    TooLarge {
        /// The file.
        file: String,
        /// The largest file read, in megabytes.
        max_megabytes: u32,
    },
    /// The microphone cannot be used: the recording program is missing, or it ended with an
    /// error before anything was heard (no device, a busy device).
    #[error("the microphone cannot be used: {detail}")]
    NoMicrophone {
        /// What the system said.
        detail: String,
    },
    /// The recording's sample format is not one rochade reads.
    #[error("{file}: unsupported recording format: {detail}")]
    Format {
        /// The file.
        file: String,
        /// The format found.
        detail: String,
    },
}

/// What `rochade hear` prints for a recording: the move in SAN, "ja" or "nein", a command's
/// key ("clock", "resign"), or `-` when nothing was heard with enough confidence.
pub fn said_as(pos: &shakmaty::Chess, heard: Option<&Heard>) -> String {
    match heard.map(|h| h.answer) {
        Some(Answer::Move(m)) => shakmaty::san::SanPlus::from_move(pos.clone(), m).to_string(),
        Some(Answer::Yes) => "ja".to_owned(),
        Some(Answer::No) => "nein".to_owned(),
        Some(Answer::Command(c)) => c.key().to_owned(),
        None => "-".to_owned(),
    }
}

/// Which recogniser to use: Vosk with the model in `vosk_model` (and its library, or the
/// system's `libvosk`), else PocketSphinx with Debian's model.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Choice {
    /// A Vosk model's folder (`--vosk-model`, setting `vosk_model`).
    pub vosk_model: Option<PathBuf>,
    /// The Vosk library (`--vosk-library`, setting `vosk_library`).
    pub vosk_library: Option<PathBuf>,
}

/// The recogniser `choice` names, loaded.
///
/// # Errors
/// [`VoiceError`] when it (its program, library or model) cannot be found.
pub fn open(choice: &Choice) -> Result<Box<dyn Recogniser + Send>, VoiceError> {
    match &choice.vosk_model {
        Some(model) => {
            let library = choice
                .vosk_library
                .clone()
                .unwrap_or_else(vosk::default_library);
            Ok(Box::new(vosk::Vosk::open(&library, model)?))
        }
        None => Ok(Box::new(sphinx::PocketSphinx::find()?)),
    }
}

/// Hears the recording `path` in `pos` (whose phrases are `phrases`).
///
/// # Errors
/// [`VoiceError`] when the recording cannot be read or the recogniser cannot run.
pub fn hear_file(
    recogniser: &mut dyn Recogniser,
    phrases: &Phrases,
    path: &std::path::Path,
) -> Result<Option<Heard>, VoiceError> {
    let audio = wav::read(path)?;
    recogniser.recognise(&audio, phrases)
}

impl VoiceError {
    /// Whether no other recording can be heard after this error (the recogniser or its
    /// pronunciations are missing), rather than only this one.
    pub fn stops_all(&self) -> bool {
        matches!(
            self,
            VoiceError::NoRecogniser { .. }
                | VoiceError::NoModel { .. }
                | VoiceError::NoVoskLibrary { .. }
                | VoiceError::NoVoskModel { .. }
                | VoiceError::VoskLacksWords { .. }
                | VoiceError::VoskWithoutGrammar { .. }
                | VoiceError::NoMicrophone { .. }
                | VoiceError::NoPhonemes { .. }
        )
    }
}
