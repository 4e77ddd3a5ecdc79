//! Why a session or a command could not start, by type. The error keeps the system's words
//! (what the operating system, the TOML or PGN reader said) as its cause; the user hears a
//! sentence of their language for the type, and the system's words follow as a technical
//! detail.

use std::fmt;

use crate::i18n::msg;
use crate::lang::Lang;

/// What could not be done when starting. Attached to an error as its context
/// (`.context(StartProblem::Resume)`); [`explain`] turns it into words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StartProblem {
    /// `--time-control` is not a time control.
    TimeControl(String),
    /// `--resume`: no unfinished game, or it cannot be read.
    Resume,
    /// A file named on the command line cannot be read.
    ReadFile(String),
    /// The event profile (`--event`, `event show`) cannot be used: unreadable, or not TOML
    /// where the reader does not say where (the system's words in the detail).
    EventProfile(String),
    /// The event profile cannot be used: values that are wrong on their own or together
    /// (the keys said; why, in the technical detail).
    EventProfileKeys {
        /// The file.
        file: String,
        /// The keys whose values are wrong, in the order of the problems.
        keys: Vec<String>,
    },
    /// The event profile cannot be used: the TOML reader stopped at a line, with a mistake
    /// of a known kind (said in words: the key, what it must be).
    EventProfileAt {
        /// The file.
        file: String,
        /// Where, and what kind of mistake (boxed: every failure carries this enum).
        error: Box<crate::event::SyntaxError>,
    },
    /// `--pgn`: the game in the file cannot be continued (no such game, no start, or it has
    /// ended).
    PgnGame(String),
    /// `--fen` is not a usable position.
    Fen(String),
    /// There is no folder for the games (or for this board's keys).
    DataDir,
    /// The host cannot listen on its port.
    Listen(u16),
    /// No pairing code could be made.
    PairingCode,
    /// The local network cannot be searched, or no hosted game was found on it.
    NoHostFound,
    /// The host's address cannot be found.
    HostAddress(String),
    /// `--code` is not a pairing code.
    Code,
    /// The terminal cannot be used.
    Terminal,
    /// Standard output cannot be written.
    Output,
    /// `export`: there is no game in the journal yet.
    NoGameToExport,
    /// `export NAME`: no journal has that name.
    NoSuchGame {
        /// The name asked for.
        name: String,
        /// Where the journals are.
        dir: String,
        /// The newest games' names, newest first.
        newest: String,
    },
    /// The scoresheet cannot be written in braille: the braille translator (liblouis's
    /// `lou_translate`) is missing or gives no braille for the language.
    Braille,
    /// The tournament hall's broker address cannot be used (or its TLS set up).
    HallBroker(String),
    /// `--hall` without a board number.
    HallBoard,
    /// `rochade hall` without `--broker` or `--event`.
    HallNeeds,
    /// `--serve`: the live PGN cannot be served at this address.
    HallServe(String),
    /// `rochade hall init`: the set-up cannot be written into this folder.
    HallInit(String),
}

impl fmt::Display for StartProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The English sentence: what a log or a test reads when no language is chosen.
        f.write_str(self.said(Lang::En).trim_end_matches('.'))
    }
}

impl std::error::Error for StartProblem {}

impl StartProblem {
    /// The sentence for this problem in `lang`.
    pub fn said(&self, lang: Lang) -> String {
        match self {
            StartProblem::TimeControl(text) => msg::start_time_control(lang, text.as_str()),
            StartProblem::Resume => msg::start_resume(lang),
            StartProblem::ReadFile(file) => msg::start_read_file(lang, file.as_str()),
            StartProblem::EventProfile(file) => msg::start_event_profile(lang, file.as_str()),
            StartProblem::EventProfileAt { file, error } => event_profile_at(lang, file, error),
            StartProblem::EventProfileKeys { file, keys } => {
                msg::start_event_profile_keys(lang, keys.len(), file.as_str(), keys.join(", "))
            }
            StartProblem::PgnGame(file) => msg::start_pgn_game(lang, file.as_str()),
            StartProblem::Fen(text) => msg::start_fen(lang, text.as_str()),
            StartProblem::DataDir => msg::start_data_dir(lang),
            StartProblem::Listen(port) => msg::start_listen(lang, *port),
            StartProblem::PairingCode => msg::start_pairing_code(lang),
            StartProblem::NoHostFound => msg::start_no_host(lang),
            StartProblem::HostAddress(text) => msg::start_host_address(lang, text.as_str()),
            StartProblem::Code => msg::start_code(lang),
            StartProblem::Terminal => msg::start_terminal(lang),
            StartProblem::Output => msg::start_output(lang),
            StartProblem::NoGameToExport => msg::start_no_game_to_export(lang),
            StartProblem::NoSuchGame { name, dir, newest } => {
                msg::start_no_such_game(lang, dir.as_str(), name.as_str(), newest.as_str())
            }
            StartProblem::Braille => msg::start_braille(lang),
            StartProblem::HallBroker(url) => msg::hall_start_broker(lang, url.as_str()),
            StartProblem::HallBoard => msg::hall_start_board(lang),
            StartProblem::HallNeeds => msg::hall_start_needs(lang),
            StartProblem::HallServe(addr) => msg::hall_start_serve(lang, addr.as_str()),
            StartProblem::HallInit(dir) => msg::hall_start_init(lang, dir.as_str()),
        }
    }
}

/// The problem of the event profile at `file` that failed to load with `e`: where the TOML
/// reader stopped, by kind, when it says where; else the profile as a whole.
pub fn event_profile_problem(file: &str, e: &crate::event::ProfileError) -> StartProblem {
    match e {
        crate::event::ProfileError::Syntax(error) if error.line > 0 => {
            StartProblem::EventProfileAt {
                file: file.to_owned(),
                error: Box::new(error.clone()),
            }
        }
        crate::event::ProfileError::Invalid(errors) if !errors.is_empty() => {
            let mut keys: Vec<String> = Vec::new();
            for e in errors {
                if !keys.contains(&e.field) {
                    keys.push(e.field.clone());
                }
            }
            StartProblem::EventProfileKeys {
                file: file.to_owned(),
                keys,
            }
        }
        _ => StartProblem::EventProfile(file.to_owned()),
    }
}

/// The sentence for an event profile that the TOML reader stopped in: the file, the line,
/// the key, and what is wrong there in words of `lang` (the reader's own English words are
/// the technical detail).
fn event_profile_at(lang: Lang, file: &str, error: &crate::event::SyntaxError) -> String {
    use crate::event::SyntaxKind;
    let what = match &error.kind {
        SyntaxKind::UnknownKey { allowed } if !allowed.is_empty() => {
            msg::event_problem_unknown_key(lang, allowed.join(", "))
        }
        SyntaxKind::WrongType { expected } => msg::event_problem_wrong_type(lang, expected.key()),
        SyntaxKind::OutOfRange { value } => msg::event_problem_out_of_range(lang, value.as_str()),
        SyntaxKind::MissingKey { key } => msg::event_problem_missing_key(lang, key.as_str()),
        SyntaxKind::Duplicate => msg::event_problem_duplicate(lang),
        SyntaxKind::UnknownKey { .. } | SyntaxKind::Other => msg::event_problem_syntax(lang),
    };
    match &error.key {
        Some(key) => msg::start_event_profile_at(lang, file, key.as_str(), error.line, what),
        None => msg::start_event_profile_at_line(lang, file, error.line, what),
    }
}

/// What starting or running a session gives: its value, or the [`Failure`].
pub type Result<T, E = Failure> = std::result::Result<T, E>;

/// Why a session could not start, or could not go on: the problem by type (`None` when it has
/// none: a general sentence is said), and the system's words, outermost first, as the
/// technical detail. Its `Display` is those words; [`Failure::explain`] gives the sentences.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", .causes.join(": "))]
pub struct Failure {
    problem: Option<StartProblem>,
    causes: Vec<String>,
    /// Whoever read the output has gone (a broken pipe): nothing more to say.
    gone: bool,
}

impl Failure {
    /// The failure `problem`, with `cause` (the system's words) as its detail.
    pub fn new(problem: StartProblem, cause: impl fmt::Display) -> Failure {
        Failure {
            problem: Some(problem),
            causes: vec![cause.to_string()],
            gone: false,
        }
    }

    /// A failure of no known type: only the system's words.
    pub fn other(cause: impl fmt::Display) -> Failure {
        Failure {
            problem: None,
            causes: vec![cause.to_string()],
            gone: false,
        }
    }

    /// Whether the failure is only that the reader of the output went away (a broken pipe:
    /// `rochade … | head`), when there is nothing more to say.
    pub fn reader_gone(&self) -> bool {
        self.gone
    }

    /// The problem, by type.
    pub fn problem(&self) -> Option<&StartProblem> {
        self.problem.as_ref()
    }

    /// What to tell the user in `lang`: the sentence for the problem (or a general one), and
    /// the technical detail (the system's words), introduced in `lang`; empty when there are
    /// none.
    pub fn explain(&self, lang: Lang) -> (String, String) {
        explain(self.problem(), &self.causes, lang)
    }
}

impl From<crate::journal::JournalError> for Failure {
    fn from(e: crate::journal::JournalError) -> Failure {
        Failure::other(e)
    }
}

/// The sentence for `problem` in `lang` (a general one without), and `causes` as the
/// technical detail, introduced in `lang` (empty without causes). The words of the problem
/// itself are left out of the detail: they are what was said.
pub fn explain(problem: Option<&StartProblem>, causes: &[String], lang: Lang) -> (String, String) {
    let said = problem.map_or_else(|| msg::start_failed(lang), |p| p.said(lang));
    let own = problem.map(ToString::to_string);
    let causes: Vec<&str> = causes
        .iter()
        .map(String::as_str)
        .filter(|c| !c.is_empty() && Some(*c) != own.as_deref())
        .collect();
    let detail = if causes.is_empty() {
        String::new()
    } else {
        msg::start_detail(lang, causes.join(": "))
    };
    (said, detail)
}

/// Turns an error or a missing value into a [`Failure`] of a known problem.
pub trait Because<T> {
    /// The failure `problem`, the error's words its detail.
    ///
    /// # Errors
    /// The [`Failure`].
    fn because(self, problem: StartProblem) -> Result<T, Failure>;

    /// [`Because::because`], the problem made only when there is a failure.
    ///
    /// # Errors
    /// The [`Failure`].
    fn because_with(self, problem: impl FnOnce() -> StartProblem) -> Result<T, Failure>
    where
        Self: Sized,
    {
        self.because_lazily(problem)
    }

    /// See [`Because::because_with`].
    ///
    /// # Errors
    /// The [`Failure`].
    fn because_lazily(self, problem: impl FnOnce() -> StartProblem) -> Result<T, Failure>;
}

impl<T, E: std::error::Error + 'static> Because<T> for Result<T, E> {
    fn because(self, problem: StartProblem) -> Result<T, Failure> {
        self.because_lazily(|| problem)
    }

    fn because_lazily(self, problem: impl FnOnce() -> StartProblem) -> Result<T, Failure> {
        self.map_err(|e| {
            let mut causes = Vec::new();
            let mut gone = false;
            let mut layer: Option<&(dyn std::error::Error + 'static)> = Some(&e);
            while let Some(l) = layer {
                causes.push(l.to_string());
                gone |= l
                    .downcast_ref::<std::io::Error>()
                    .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe);
                layer = l.source();
            }
            Failure {
                problem: Some(problem()),
                causes,
                gone,
            }
        })
    }
}

impl<T> Because<T> for Option<T> {
    fn because(self, problem: StartProblem) -> Result<T, Failure> {
        self.because_lazily(|| problem)
    }

    fn because_lazily(self, problem: impl FnOnce() -> StartProblem) -> Result<T, Failure> {
        self.ok_or_else(|| Failure {
            problem: Some(problem()),
            causes: Vec::new(),
            gone: false,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_problem_is_said_in_the_language_and_the_system_words_are_the_detail() {
        let io = std::io::Error::new(std::io::ErrorKind::NotFound, "No such file or directory");
        let e = Err::<(), _>(io)
            .because(StartProblem::ReadFile("partie.pgn".into()))
            .unwrap_err();
        let (said, detail) = e.explain(Lang::De);
        assert_eq!(said, "Die Datei partie.pgn kann nicht gelesen werden.");
        assert_eq!(detail, "Technische Angabe: No such file or directory");
        let (said, _) = e.explain(Lang::Ru);
        assert!(said.starts_with("Файл partie.pgn"), "{said}");
        // An error of no known type still gets a sentence of the language.
        let (said, detail) = Failure::other("something odd").explain(Lang::Es);
        assert_eq!(said, msg::start_failed(Lang::Es));
        assert!(detail.ends_with("something odd"), "{detail}");
        // A missing value has a problem and no detail.
        let e = None::<u8>.because(StartProblem::DataDir).unwrap_err();
        assert_eq!(e.explain(Lang::En).1, "");
        assert_eq!(e.problem(), Some(&StartProblem::DataDir));
    }
}
