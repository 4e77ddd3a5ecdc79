//! The Vosk backend (Kaldi), for a player who has a Vosk model of their language: the library
//! `libvosk` is loaded at run time (nothing is linked, so the build and the main job need no
//! new system package) and the model is the folder the player names (`--vosk-model`, setting
//! `vosk_model`). Each recording is heard against a grammar of the position's phrases in the
//! words the model knows, with "[unk]" for anything else: a phrase with a word the model does
//! not know is left out, and what comes out as "[unk]", or as no phrase of the list, is
//! nothing heard.
//!
//! The C interface used (Vosk's `vosk_api.h`): `vosk_set_log_level`, `vosk_model_new`,
//! `vosk_model_free`, `vosk_model_find_word`, `vosk_recognizer_new_grm`,
//! `vosk_recognizer_set_words`, `vosk_recognizer_accept_waveform_s`,
//! `vosk_recognizer_final_result`, `vosk_recognizer_free`.

use std::collections::HashMap;
use std::ffi::{CStr, CString, c_char, c_float, c_int, c_short, c_void};
use std::path::{Path, PathBuf};
use std::ptr::NonNull;

use serde::Deserialize;

use super::{Answer, Audio, Heard, Phrases, Recogniser, VoiceError};

/// The lowest confidence of a word with which the phrase is taken (Vosk's per-word `conf`).
pub const MIN_CONF: f64 = 0.6;

/// How many samples are handed to the recogniser at a time.
const CHUNK: usize = 8_000;

type ModelNew = unsafe extern "C" fn(*const c_char) -> *mut c_void;
type ModelFree = unsafe extern "C" fn(*mut c_void);
type FindWord = unsafe extern "C" fn(*mut c_void, *const c_char) -> c_int;
type NewGrm = unsafe extern "C" fn(*mut c_void, c_float, *const c_char) -> *mut c_void;
type SetWords = unsafe extern "C" fn(*mut c_void, c_int);
type Accept = unsafe extern "C" fn(*mut c_void, *const c_short, c_int) -> c_int;
type FinalResult = unsafe extern "C" fn(*mut c_void) -> *const c_char;
type RecFree = unsafe extern "C" fn(*mut c_void);
type LogLevel = unsafe extern "C" fn(c_int);

/// The library's functions, valid as long as `_library` is loaded (it is dropped last).
struct Api {
    model_free: ModelFree,
    find_word: FindWord,
    new_grm: NewGrm,
    set_words: SetWords,
    accept: Accept,
    final_result: FinalResult,
    rec_free: RecFree,
    _library: libloading::Library,
}

/// Vosk as a [`Recogniser`]: the library and one model, loaded once.
pub struct Vosk {
    model: NonNull<c_void>,
    /// Whether the model knows a word (asked once per word).
    known: HashMap<String, bool>,
    dir: PathBuf,
    api: Api,
}

// SAFETY: Vosk's model is read-only after loading and may be used from any thread; each
// recognition makes its own recogniser and frees it before it returns. `Vosk` is used by one
// thread at a time (behind a mutex in the game).
unsafe impl Send for Vosk {}

impl std::fmt::Debug for Vosk {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Vosk").field("dir", &self.dir).finish()
    }
}

/// The library's file name on this system (`libvosk.so`, `libvosk.dylib`, `vosk.dll`).
pub fn default_library() -> PathBuf {
    PathBuf::from(libloading::library_filename("vosk"))
}

/// A symbol of `library` as a function pointer.
fn symbol<T: Copy>(library: &libloading::Library, name: &[u8]) -> Result<T, VoiceError> {
    // SAFETY: the caller names a function of Vosk's C interface with its declared type.
    unsafe { library.get::<T>(name) }
        .map(|s| *s)
        .map_err(|e| VoiceError::NoVoskLibrary {
            detail: e.to_string(),
        })
}

impl Vosk {
    /// Loads `library` (a path, or a file name the system's loader looks for) and the model
    /// in the folder `dir`.
    ///
    /// # Errors
    /// [`VoiceError::NoVoskLibrary`] when the library cannot be loaded or lacks a function,
    /// [`VoiceError::NoVoskModel`] when the folder holds no model Vosk can load.
    pub fn open(library: &Path, dir: &Path) -> Result<Vosk, VoiceError> {
        if !dir.is_dir() {
            return Err(VoiceError::NoVoskModel {
                dir: dir.to_owned(),
            });
        }
        // A large model's graph is compiled whole (graph/HCLG.fst): Vosk ignores a grammar
        // with it, and would hear free speech, which is hardly ever one of the phrases.
        let graph = dir.join("graph");
        if graph.join("HCLG.fst").is_file() && !graph.join("HCLr.fst").is_file() {
            return Err(VoiceError::VoskWithoutGrammar {
                dir: dir.to_owned(),
            });
        }
        // SAFETY: loading runs the library's initialisers; libvosk has no unusual ones.
        let library = unsafe { libloading::Library::new(library) }.map_err(|e| {
            VoiceError::NoVoskLibrary {
                detail: e.to_string(),
            }
        })?;
        let log_level: LogLevel = symbol(&library, b"vosk_set_log_level\0")?;
        let model_new: ModelNew = symbol(&library, b"vosk_model_new\0")?;
        let api = Api {
            model_free: symbol(&library, b"vosk_model_free\0")?,
            find_word: symbol(&library, b"vosk_model_find_word\0")?,
            new_grm: symbol(&library, b"vosk_recognizer_new_grm\0")?,
            set_words: symbol(&library, b"vosk_recognizer_set_words\0")?,
            accept: symbol(&library, b"vosk_recognizer_accept_waveform_s\0")?,
            final_result: symbol(&library, b"vosk_recognizer_final_result\0")?,
            rec_free: symbol(&library, b"vosk_recognizer_free\0")?,
            _library: library,
        };
        let no_model = || VoiceError::NoVoskModel {
            dir: dir.to_owned(),
        };
        let path = CString::new(dir.as_os_str().as_encoded_bytes()).map_err(|_| no_model())?;
        // SAFETY: functions of the loaded library, with a valid C string.
        let model = unsafe {
            // Kaldi's log lines would fill the player's terminal.
            log_level(-1);
            model_new(path.as_ptr())
        };
        let model = NonNull::new(model).ok_or_else(no_model)?;
        Ok(Vosk {
            model,
            known: HashMap::new(),
            dir: dir.to_owned(),
            api,
        })
    }

    /// Whether the model knows `word`.
    fn knows(&mut self, word: &str) -> bool {
        if let Some(k) = self.known.get(word) {
            return *k;
        }
        let k = CString::new(word).is_ok_and(|w| {
            // SAFETY: a live model and a valid C string.
            unsafe { (self.api.find_word)(self.model.as_ptr(), w.as_ptr()) >= 0 }
        });
        self.known.insert(word.to_owned(), k);
        k
    }

    /// The phrases in the words the model knows (each token as the first of its spellings
    /// the model knows, lower case), with their answers; a phrase with a word it does not
    /// know is left out, and words two answers would share are left out.
    fn written(&mut self, phrases: &Phrases) -> HashMap<String, Answer> {
        let mut spellings: HashMap<&str, Vec<String>> = HashMap::new();
        for (token, word, _) in phrases.words() {
            spellings
                .entry(token)
                .or_default()
                .push(word.to_lowercase());
        }
        let mut chosen: HashMap<&str, Option<String>> = HashMap::new();
        for (token, words) in &spellings {
            let pick = words.iter().find(|w| self.knows(w)).cloned();
            chosen.insert(token, pick);
        }
        let mut out: HashMap<String, Option<Answer>> = HashMap::new();
        for (tokens, answer) in phrases.iter() {
            let words: Option<Vec<&str>> = tokens
                .split(' ')
                .map(|t| chosen.get(t).and_then(Option::as_deref))
                .collect();
            let Some(words) = words else { continue };
            let text = words.join(" ");
            let slot = out.entry(text).or_insert(Some(answer));
            if *slot != Some(answer) {
                *slot = None;
            }
        }
        out.into_iter()
            .filter_map(|(text, a)| a.map(|a| (text, a)))
            .collect()
    }

    /// What Vosk heard in `samples` with the grammar `grammar` (a JSON list of phrases): its
    /// final result.
    fn decode(&self, samples: &[i16], grammar: &CStr) -> Result<Final, VoiceError> {
        let failed = |detail: &str| VoiceError::Failed {
            detail: detail.to_owned(),
        };
        // SAFETY: a live model; the grammar is a valid C string; the recogniser is freed
        // below on every path; each chunk is a valid slice with its length.
        unsafe {
            let rec = (self.api.new_grm)(
                self.model.as_ptr(),
                super::wav::RATE as c_float,
                grammar.as_ptr(),
            );
            if rec.is_null() {
                return Err(failed("vosk_recognizer_new_grm returned nothing"));
            }
            (self.api.set_words)(rec, 1);
            for chunk in samples.chunks(CHUNK) {
                let n = c_int::try_from(chunk.len()).unwrap_or(c_int::MAX);
                (self.api.accept)(rec, chunk.as_ptr(), n);
            }
            let text = (self.api.final_result)(rec);
            let json = if text.is_null() {
                String::new()
            } else {
                CStr::from_ptr(text).to_string_lossy().into_owned()
            };
            (self.api.rec_free)(rec);
            serde_json::from_str(&json).map_err(|e| failed(&format!("vosk result {json:?}: {e}")))
        }
    }
}

impl Drop for Vosk {
    fn drop(&mut self) {
        // SAFETY: the model was made by this library and is freed once.
        unsafe { (self.api.model_free)(self.model.as_ptr()) }
    }
}

/// Vosk's final result with words (`vosk_recognizer_set_words`).
#[derive(Debug, Deserialize)]
struct Final {
    #[serde(default)]
    text: String,
    #[serde(default)]
    result: Vec<Word>,
}

/// One word of a result.
#[derive(Debug, Deserialize)]
struct Word {
    conf: f64,
}

impl Recogniser for Vosk {
    fn recognise(&mut self, audio: &Audio, phrases: &Phrases) -> Result<Option<Heard>, VoiceError> {
        let audio = audio.trimmed();
        // A steady hum or tone is no word, whatever it fits.
        if audio.is_steady() || audio.samples.is_empty() {
            return Ok(None);
        }
        let written = self.written(phrases);
        if written.is_empty() {
            return Err(VoiceError::VoskLacksWords {
                dir: self.dir.clone(),
            });
        }
        let mut list: Vec<&str> = written.keys().map(String::as_str).collect();
        list.sort_unstable();
        list.push("[unk]");
        let grammar = serde_json::to_string(&list).unwrap_or_default();
        let grammar = CString::new(grammar).map_err(|e| VoiceError::Failed {
            detail: e.to_string(),
        })?;
        let heard = self.decode(&audio.samples, &grammar)?;
        let text = heard.text.trim();
        let sure = heard.result.iter().all(|w| w.conf >= MIN_CONF);
        Ok(written
            .get(text)
            .filter(|_| sure && !text.contains("[unk]"))
            .map(|answer| Heard {
                words: text.to_owned(),
                answer: *answer,
            }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_library_or_model_is_said() {
        let dir = std::env::temp_dir();
        let e = Vosk::open(Path::new("/nonexistent/libvosk.so"), &dir);
        assert!(matches!(e, Err(VoiceError::NoVoskLibrary { .. })), "{e:?}");
        let e = Vosk::open(&default_library(), Path::new("/nonexistent/model"));
        assert!(matches!(e, Err(VoiceError::NoVoskModel { .. })), "{e:?}");
    }

    #[test]
    fn results_are_read() {
        let f: Final = serde_json::from_str(
            r#"{"result":[{"conf":1.0,"end":1.2,"start":0.3,"word":"springer"}],"text":"springer"}"#,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(f.text, "springer");
        assert_eq!(f.result.len(), 1);
        let f: Final = serde_json::from_str(r#"{"text":""}"#).unwrap_or_else(|e| panic!("{e}"));
        assert!(f.text.is_empty() && f.result.is_empty());
    }
}
