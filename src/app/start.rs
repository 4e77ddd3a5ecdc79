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

/// What to tell the user about `e` in `lang`: the sentence for its [`StartProblem`] (or a
/// general one), and the technical detail (the system's words), introduced in `lang`.
pub fn explain(e: &anyhow::Error, lang: Lang) -> (String, String) {
    let problem = e
        .chain()
        .find_map(|c| c.downcast_ref::<StartProblem>())
        .or_else(|| e.downcast_ref::<StartProblem>());
    let said = problem.map_or_else(|| msg::start_failed(lang), |p| p.said(lang));
    // The layers of the error, without the problem itself (it is what was said).
    let own = problem.map(ToString::to_string);
    let causes: Vec<String> = e
        .chain()
        .map(ToString::to_string)
        .filter(|c| Some(c) != own.as_ref())
        .collect();
    let detail = if causes.is_empty() {
        String::new()
    } else {
        msg::start_detail(lang, causes.join(": "))
    };
    (said, detail)
}

#[cfg(test)]
mod tests {
    use super::*;
    use anyhow::Context;

    #[test]
    fn a_problem_is_said_in_the_language_and_the_system_words_are_the_detail() {
        let io = std::io::Error::new(std::io::ErrorKind::NotFound, "No such file or directory");
        let e = Err::<(), _>(io)
            .context(StartProblem::ReadFile("partie.pgn".into()))
            .unwrap_err();
        let (said, detail) = explain(&e, Lang::De);
        assert_eq!(said, "Die Datei partie.pgn kann nicht gelesen werden.");
        assert_eq!(detail, "Technische Angabe: No such file or directory");
        let (said, _) = explain(&e, Lang::Ru);
        assert!(said.starts_with("Файл partie.pgn"), "{said}");
        // An error of no known type still gets a sentence of the language.
        let (said, detail) = explain(&anyhow::anyhow!("something odd"), Lang::Es);
        assert_eq!(said, msg::start_failed(Lang::Es));
        assert!(detail.ends_with("something odd"), "{detail}");
    }
}
