//! Choosing the speech backend at start: the best one that works here, and a notice when
//! speech is off or degraded.

use std::io::Write;
use std::path::PathBuf;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::espeak::{self, EspeakOptions, EspeakSpeaker};
use super::output::SpeechOutput;
use super::phrases::{self, Engine, Reason};
use super::{Priority, Speaker, SpeechError, Utterance};
use crate::Lang;

/// Which speech engine to use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Backend {
    /// The best available: speech-dispatcher (Linux) or the system engine (Windows, macOS),
    /// then the espeak-ng program, then the transcript only.
    #[default]
    Auto,
    /// speech-dispatcher first (then the others, as for `Auto`).
    Speechd,
    /// The espeak-ng program first (then the others).
    Espeak,
    /// The system engine first (Windows, macOS; then the others).
    System,
    /// No speech: the transcript only.
    None,
}

/// A backend name that is not one of `auto`, `speechd`, `espeak`, `system`, `none`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown speech backend \"{0}\": use auto, speechd, espeak, system or none")]
pub struct UnknownBackend(pub String);

impl FromStr for Backend {
    type Err = UnknownBackend;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "auto" => Ok(Backend::Auto),
            "speechd" | "speech-dispatcher" => Ok(Backend::Speechd),
            "espeak" | "espeak-ng" => Ok(Backend::Espeak),
            "system" => Ok(Backend::System),
            "none" | "off" => Ok(Backend::None),
            _ => Err(UnknownBackend(s.to_owned())),
        }
    }
}

/// The user's speech settings (what a settings file or the command line sets).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SpeechSettings {
    /// Which engine to use.
    pub backend: Backend,
    /// Speech rate, -100 (slowest) to 100 (fastest); 0 is the voice's normal rate.
    pub rate: i8,
    /// A voice by name (speech-dispatcher's synthesis voice, espeak-ng's `-v`); `None`
    /// chooses a voice of each utterance's language.
    pub voice: Option<String>,
    /// The language of that voice, when it is fixed to one: words of other vocabularies are
    /// then respelled for it with the tables in `audio/pronunciation/`.
    pub voice_lang: Option<Lang>,
    /// Whether sound cues play.
    pub cues: bool,
    /// Whether to start the user's speech-dispatcher when it is not running.
    pub autospawn: bool,
}

impl Default for SpeechSettings {
    fn default() -> Self {
        SpeechSettings {
            backend: Backend::Auto,
            rate: 0,
            voice: None,
            voice_lang: None,
            cues: true,
            autospawn: true,
        }
    }
}

/// Everything [`open`] needs.
pub struct SpeechConfig {
    /// The user's settings.
    pub settings: SpeechSettings,
    /// The language of the interface (of the notice).
    pub ui_lang: Lang,
    /// Where the transcript goes (one line per utterance); `None` for nowhere.
    pub transcript: Option<Box<dyn Write + Send>>,
    /// speech-dispatcher's socket; `None` finds it as the C client library does.
    pub speechd_socket: Option<PathBuf>,
    /// The espeak-ng program (a name in `PATH` or a path).
    pub espeak_program: PathBuf,
}

impl SpeechConfig {
    /// A configuration with `settings`, notices in `ui_lang`, no transcript, and the engines
    /// found the usual way.
    pub fn new(settings: SpeechSettings, ui_lang: Lang) -> Self {
        SpeechConfig {
            settings,
            ui_lang,
            transcript: None,
            speechd_socket: None,
            espeak_program: PathBuf::from("espeak-ng"),
        }
    }

    /// The same configuration writing the transcript to `out`.
    pub fn with_transcript(mut self, out: Box<dyn Write + Send>) -> Self {
        self.transcript = Some(out);
        self
    }

    fn espeak_options(&self) -> EspeakOptions {
        EspeakOptions {
            program: self.espeak_program.clone(),
            rate: self.settings.rate,
            voice: self.settings.voice.clone(),
        }
    }
}

impl std::fmt::Debug for SpeechConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SpeechConfig")
            .field("settings", &self.settings)
            .field("ui_lang", &self.ui_lang)
            .field("transcript", &self.transcript.is_some())
            .field("speechd_socket", &self.speechd_socket)
            .field("espeak_program", &self.espeak_program)
            .finish()
    }
}

/// A sentence for the user about the state of speech, said (and shown) once at start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// The sentence, in `lang`.
    pub text: String,
    /// The interface language it is written in.
    pub lang: Lang,
}

impl Notice {
    /// The notice as an utterance of normal priority.
    pub fn utterance(&self) -> Utterance {
        Utterance::new(self.text.clone(), self.lang, Priority::Normal)
    }
}

/// The engines in the order they are tried for `backend`.
fn order(backend: Backend) -> Vec<Engine> {
    let native = if cfg!(target_os = "linux") {
        Engine::Speechd
    } else {
        Engine::System
    };
    let mut engines = vec![native, Engine::Espeak];
    let first = match backend {
        Backend::Auto | Backend::None => None,
        Backend::Speechd => Some(Engine::Speechd),
        Backend::Espeak => Some(Engine::Espeak),
        Backend::System => Some(Engine::System),
    };
    if let Some(first) = first {
        engines.retain(|e| *e != first);
        engines.insert(0, first);
    }
    engines
}

fn try_engine(engine: Engine, config: &SpeechConfig) -> Result<Box<dyn Speaker>, Reason> {
    match engine {
        Engine::Speechd => try_speechd(config),
        Engine::Espeak => {
            let options = config.espeak_options();
            match espeak::probe(&options) {
                Ok(()) => {}
                Err(SpeechError::ProgramMissing { source, .. })
                    if source.kind() == std::io::ErrorKind::NotFound =>
                {
                    return Err(Reason::EspeakMissing(String::new()));
                }
                Err(e) => return Err(Reason::EspeakFailed(e.to_string())),
            }
            EspeakSpeaker::start(options)
                .map(|s| Box::new(s) as Box<dyn Speaker>)
                .map_err(|e| Reason::EspeakFailed(e.to_string()))
        }
        Engine::System => try_system(config),
    }
}

#[cfg(target_os = "linux")]
fn try_speechd(config: &SpeechConfig) -> Result<Box<dyn Speaker>, Reason> {
    use super::ssip::{SsipOptions, SsipSpeaker};
    let options = SsipOptions {
        socket: config.speechd_socket.clone(),
        autospawn: config.settings.autospawn,
        rate: config.settings.rate,
        voice: config.settings.voice.clone(),
        ..SsipOptions::default()
    };
    SsipSpeaker::connect(&options)
        .map(|s| Box::new(s) as Box<dyn Speaker>)
        .map_err(|e| Reason::SpeechdUnreachable(e.to_string()))
}

#[cfg(not(target_os = "linux"))]
fn try_speechd(_config: &SpeechConfig) -> Result<Box<dyn Speaker>, Reason> {
    Err(Reason::SpeechdUnsupported)
}

#[cfg(all(any(windows, target_os = "macos"), feature = "system-tts"))]
fn try_system(config: &SpeechConfig) -> Result<Box<dyn Speaker>, Reason> {
    super::system::SystemSpeaker::new(config.settings.rate)
        .map(|s| Box::new(s) as Box<dyn Speaker>)
        .map_err(|e| Reason::SystemFailed(e.to_string()))
}

#[cfg(not(all(any(windows, target_os = "macos"), feature = "system-tts")))]
fn try_system(_config: &SpeechConfig) -> Result<Box<dyn Speaker>, Reason> {
    Err(Reason::NotChosen)
}

/// Opens speech: the first engine that works, in the order of `config.settings.backend`,
/// combined with the transcript (always on).
///
/// Returns the speaker and, when speech is off or not through the best engine, a notice
/// saying so and why, in `config.ui_lang`, to say and show once. Never fails: without any
/// engine the speaker writes the transcript only.
pub fn open(mut config: SpeechConfig) -> (Box<dyn Speaker>, Option<Notice>) {
    let lang = config.ui_lang;
    let transcript = config.transcript.take();
    let mut reasons = Vec::new();
    let mut chosen = None;
    if config.settings.backend == Backend::None {
        reasons.push(Reason::TurnedOff);
    } else {
        for engine in order(config.settings.backend) {
            match try_engine(engine, &config) {
                Ok(speaker) => {
                    chosen = Some((speaker, engine));
                    break;
                }
                // Engines this build does not have are not worth mentioning.
                Err(Reason::NotChosen) => {}
                Err(reason) => reasons.push(reason),
            }
        }
    }
    let notice = match &chosen {
        Some(_) if reasons.is_empty() => None,
        Some((_, engine)) => Some(phrases::speech_degraded(*engine, &reasons, lang)),
        None => Some(phrases::speech_off(&reasons, lang)),
    }
    .map(|text| Notice { text, lang });
    // The system's (English) words about why go to the transcript after the notice, never
    // into it.
    let detail = phrases::details(&reasons, lang);
    let fallback = match &chosen {
        Some((_, Engine::Espeak)) | None => None,
        Some(_) => Some(config.espeak_options()),
    };
    let mut output = SpeechOutput::new(
        chosen,
        transcript,
        config.settings.voice_lang,
        lang,
        fallback,
    );
    if let (Some(n), Some(d)) = (&notice, detail) {
        output.detail_after(n.text.clone(), d);
    }
    (Box::new(output), notice)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    /// A transcript sink the test can read.
    #[derive(Clone, Default)]
    struct Shared(Arc<Mutex<Vec<u8>>>);
    impl Write for Shared {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0
                .lock()
                .map_err(|_| std::io::Error::other("poisoned"))?
                .extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    impl Shared {
        fn text(&self) -> String {
            String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
        }
    }

    fn config(backend: Backend, dir: &std::path::Path, out: &Shared) -> SpeechConfig {
        let settings = SpeechSettings {
            backend,
            autospawn: false,
            ..SpeechSettings::default()
        };
        let mut c = SpeechConfig::new(settings, Lang::De).with_transcript(Box::new(out.clone()));
        c.speechd_socket = Some(dir.join("no-daemon.sock"));
        c.espeak_program = dir.join("no-espeak-ng");
        c
    }

    #[test]
    fn nothing_available_means_transcript_only_with_a_german_notice() {
        let dir = tempfile::tempdir().unwrap();
        let out = Shared::default();
        let (mut speaker, notice) = open(config(Backend::Auto, dir.path(), &out));
        let notice = notice.expect("a notice");
        // A short German sentence: the system's English words are not in it.
        assert_eq!(
            notice.text,
            "Sprachausgabe aus: speech-dispatcher ist nicht erreichbar, espeak-ng ist nicht \
             installiert. Es wird nur die Mitschrift geschrieben."
        );
        assert!(!notice.text.contains("os error"), "{}", notice.text);
        assert_eq!(speaker.name(), "transcript");
        speaker
            .speak(&Utterance::new(
                "Springer Felix drei",
                Lang::De,
                Priority::Alert,
            ))
            .unwrap();
        assert_eq!(out.text(), "Springer Felix drei\n");
        // Said, the notice is followed in the transcript by the technical detail.
        speaker
            .speak(&Utterance::new(
                notice.text.clone(),
                Lang::De,
                Priority::Normal,
            ))
            .unwrap();
        let text = out.text();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3, "{text}");
        assert_eq!(lines[1], notice.text);
        assert!(
            lines[2].starts_with("Technische Angabe zur Sprachausgabe: speech-dispatcher"),
            "{text}"
        );
    }

    #[test]
    fn turned_off_says_so_in_the_users_language() {
        let dir = tempfile::tempdir().unwrap();
        let out = Shared::default();
        let mut c = config(Backend::None, dir.path(), &out);
        c.ui_lang = Lang::En;
        let (_, notice) = open(c);
        assert_eq!(
            notice.map(|n| n.text).as_deref(),
            Some("Speech is off: turned off in the settings. Only the transcript is written.")
        );
    }

    #[cfg(unix)]
    fn fake_espeak(dir: &std::path::Path) -> PathBuf {
        use std::os::unix::fs::PermissionsExt;
        let program = dir.join("fake-espeak-ng");
        let log = dir.join("said.txt");
        let script = format!(
            "#!/bin/sh\n[ \"$1\" = --version ] && exit 0\nprintf '%s ' \"$@\" >> '{log}'\ncat >> '{log}'\necho >> '{log}'\n",
            log = log.display()
        );
        std::fs::write(&program, script).unwrap();
        std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).unwrap();
        program
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn without_the_daemon_espeak_speaks_and_the_notice_says_why() {
        let dir = tempfile::tempdir().unwrap();
        let out = Shared::default();
        let mut c = config(Backend::Auto, dir.path(), &out);
        c.espeak_program = fake_espeak(dir.path());
        c.ui_lang = Lang::Ru;
        let (mut speaker, notice) = open(c);
        let text = notice.expect("a notice").text;
        assert_eq!(text, "Речь через espeak-ng: speech-dispatcher недоступен.");
        assert_eq!(speaker.name(), "espeak-ng");
        speaker
            .speak(&Utterance::new(
                "Springer Felix drei",
                Lang::De,
                Priority::Alert,
            ))
            .unwrap();
        let said = dir.path().join("said.txt");
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
        let content = loop {
            let c = std::fs::read_to_string(&said).unwrap_or_default();
            if c.ends_with('\n') || std::time::Instant::now() > deadline {
                break c;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        };
        assert_eq!(content, "-v de -s 175 --stdin Springer Felix drei\n");
        assert_eq!(out.text(), "Springer Felix drei\n");
    }

    #[test]
    fn chosen_engine_is_tried_first() {
        assert_eq!(order(Backend::Espeak)[0], Engine::Espeak);
        assert_eq!(order(Backend::Speechd)[0], Engine::Speechd);
        assert_eq!(order(Backend::Auto).len(), 2);
        assert_eq!(order(Backend::Auto)[1], Engine::Espeak);
    }

    #[test]
    fn backend_names_parse() {
        assert_eq!("speech-dispatcher".parse(), Ok(Backend::Speechd));
        assert_eq!("OFF".parse(), Ok(Backend::None));
        assert!("festival".parse::<Backend>().is_err());
    }
}
