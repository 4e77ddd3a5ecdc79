//! Every sentence in the session's language, written for the ear (issue 11's proof).
//!
//! Scripted sessions in every language but English go through every error path the game has
//! (a bad move, an illegal one, an ambiguous one, a draw the event's rules refuse, an
//! unreadable arbiter's command, a wrong claim, a flag, and, through the real binary, a damaged
//! journal, a broken settings file and no speech engine) and through the read-backs. Each
//! sentence is checked for English words from a list and for symbols and abbreviations that a
//! voice reads aloud or stumbles on.

mod common;

use std::time::Duration;

use rochade::Lang;
use rochade::app::commands::{
    ArbiterAction, Command, HelpTopic, arbiter_action_name, colour_word, name, topic_name,
};
use rochade::app::core::{Effect, Input, Options, State, update};
use rochade::clock::{AlertConfig, Clock, Preset};
use rochade::game::{DrawOfferPolicy, Game, GameRules};
use rochade::notation::lexicon::vocabulary;
use shakmaty::{Color, Role, Square};

/// English words that have no business in a German, Russian or Spanish sentence (none of them
/// is a word of those languages).
const ENGLISH: &[&str] = &[
    "the",
    "is",
    "are",
    "not",
    "of",
    "and",
    "to",
    "with",
    "for",
    "from",
    "this",
    "that",
    "move",
    "moves",
    "white",
    "black",
    "draw",
    "clock",
    "time",
    "game",
    "line",
    "error",
    "expected",
    "unknown",
    "field",
    "column",
    "invalid",
    "missing",
    "found",
    "arbiter",
    "claim",
    "illegal",
    "cannot",
    "failed",
    "needs",
    "consent",
    "article",
    "journal",
    "damaged",
    "skipped",
    "speech",
    "reachable",
    "such",
    "file",
    "directory",
    "permission",
    "denied",
    "offer",
    "wrong",
    "penalty",
    "flag",
    "fell",
    "wins",
    "lost",
    "left",
    "remaining",
    "minute",
    "minutes",
    "seconds",
    "hour",
    "hours",
    "pawn",
    "knight",
    "bishop",
    "rook",
    "queen",
    "king",
    "check",
    "checkmate",
    "takes",
    "square",
    "empty",
    "turn",
    "help",
    "quit",
    "yes",
    "value",
    "key",
    "table",
    "type",
    "string",
    "integer",
    "none",
    "some",
];

/// What a voice must not be given: symbols it reads aloud, abbreviations it spells, raw keys
/// and placeholders.
const FORBIDDEN: &[&str] = &[
    "→",
    "(=)",
    "h:mm",
    "m:ss",
    "ч:мм",
    "z. B.",
    "z.B.",
    "e.g.",
    "i.e.",
    "usw.",
    "т. е.",
    "т.е.",
    "т. д.",
    "и т.д.",
    "p. ej.",
    "[",
    "]",
    "{",
    "}",
    "`",
    "$",
    "_",
    "<",
    ">",
    "==",
    "»«",
    "„“",
    "Some(",
    "None",
    "os error",
];

/// Latin words a Russian sentence may hold: names of formats and programs, said as such.
// The time-control presets' names are values typed as they are: the refusal of an unreadable
// time control names them in every language (language-3: the Russian one once sent the
// listener to --help instead).
const RUSSIAN_LATIN_OK: &[&str] = &[
    "pgn",
    "fen",
    "rochade",
    "brf",
    "utf",
    "fide",
    "classical",
    "championship",
    "rapid",
    "blitz",
];

/// What is wrong with `text`, said in a session of `lang` after the user typed `input` (the
/// user's own words may be quoted back).
fn problems_after(lang: Lang, input: &str, text: &str) -> Vec<String> {
    let typed: Vec<String> = input.split_whitespace().map(str::to_lowercase).collect();
    problems(lang, text)
        .into_iter()
        .filter(|p| {
            let p = p.to_lowercase();
            !typed.iter().any(|w| {
                p.ends_with(&format!("{w:?} in russian")) || p.ends_with(&format!("word {w:?}"))
            })
        })
        .collect()
}

/// `text` without the user's own words (`typed`) where it says them back, each as a whole
/// word (messages name them without quotation marks, which a voice would read: see
/// tests/words_only.rs): what the user wrote is not a sentence of rochade's. Only the user's
/// words, only whole: other words, and the typed ones inside a longer word, stay.
fn without_typed(text: &str, typed: &[&str]) -> String {
    let is_word = |c: char| c.is_alphanumeric() || c == '_' || c == '-';
    let mut out = text.to_owned();
    for w in typed {
        let mut kept = String::new();
        let mut rest = out.as_str();
        while let Some(at) = rest.find(w) {
            let before = rest[..at].chars().next_back();
            let after = rest[at + w.len()..].chars().next();
            let whole = !before.is_some_and(is_word) && !after.is_some_and(is_word);
            kept.push_str(&rest[..at]);
            if !whole {
                kept.push_str(w);
            }
            rest = &rest[at + w.len()..];
        }
        kept.push_str(rest);
        out = kept;
    }
    out
}

/// `text` as checked, said after `input`: the help's answer names the option and the setting
/// that choose the language and the settings file (newcomer trial N11) as they are typed,
/// which are not words of a sentence; everything else stays.
fn as_checked(lang: Lang, input: &str, text: &str) -> String {
    if input.starts_with(name(lang, Command::Help)) {
        without_typed(text, &["--lang", "lang", "config.toml"])
    } else {
        text.to_owned()
    }
}

/// Programs named as such ("speech-dispatcher ist nicht erreichbar"): not words of a language.
const PROGRAMS: &[&str] = &["speech-dispatcher", "espeak-ng", "pgn-extract", "rochade"];

/// The beginnings of the transcript's technical-detail lines in `lang` (each message of the
/// catalogue whose id ends in `-detail`, with an empty detail): the system's own words may
/// follow them, in the transcript only, never in speech.
fn detail_prefixes(lang: Lang) -> Vec<String> {
    let en = include_str!("../locales/en.ftl");
    en.lines()
        .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.trim()))
        .filter(|id| id.ends_with("-detail"))
        .map(|id| {
            let text = rochade::i18n::text(lang, id, &[("detail", "".into())]);
            text.trim_end().to_owned()
        })
        .filter(|p| !p.is_empty())
        .collect()
}

fn problems(lang: Lang, text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut text = text.to_owned();
    for p in PROGRAMS {
        text = text.replace(p, "");
    }
    // A command-line option ("--resume") is typed as it is written: not a word of a language.
    let text: Vec<&str> = text.split(' ').filter(|w| !w.starts_with("--")).collect();
    let text = text.join(" ");
    let text = text.as_str();
    for f in FORBIDDEN {
        if text.contains(f) {
            out.push(format!("contains {f:?}"));
        }
    }
    for word in text
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|w| !w.is_empty())
    {
        let lower = word.to_lowercase();
        if ENGLISH.contains(&lower.as_str()) {
            out.push(format!("English word {word:?}"));
        }
        if lang.code() == "ru"
            && word.chars().any(|c| c.is_ascii_alphabetic())
            && !RUSSIAN_LATIN_OK.contains(&lower.as_str())
        {
            out.push(format!("Latin word {word:?} in Russian"));
        }
        // A raw key: lower-case words joined by a hyphen ("incorrect-claim").
        if word.contains('-') && word.chars().all(|c| c.is_ascii_lowercase() || c == '-') {
            out.push(format!("raw key {word:?}"));
        }
    }
    out
}

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn game(fen: Option<&str>, rules: GameRules) -> Game {
    Game::with_rules(common::game_core::position(fen), rules)
}

/// A session's sentences, gathered as they are said.
struct Session {
    lang: Lang,
    state: State,
    at: u64,
    said: Vec<(String, String)>,
}

impl Session {
    fn new(lang: Lang, game: Game, clock: Option<Preset>) -> Session {
        let mut state = State::new(Options {
            lang,
            player: Color::White,
            game,
            clock: clock.map(|p| Clock::new(p.time_control(), AlertConfig::new(&[]))),
            ..Options::default()
        });
        let effects = update(&mut state, Input::Start, secs(0));
        let mut s = Session {
            lang,
            state,
            at: 0,
            said: Vec::new(),
        };
        s.collect("(start)", effects);
        s
    }

    fn collect(&mut self, input: &str, effects: Vec<Effect>) {
        for e in effects {
            if let Effect::Speak { text, lang, .. } = e {
                assert_eq!(lang, self.lang, "{input}: {text} said in {lang}");
                self.said.push((input.to_owned(), text));
            }
        }
    }

    fn line(&mut self, text: &str) {
        self.at += 5;
        let effects = update(&mut self.state, Input::Line(text.to_owned()), secs(self.at));
        self.collect(text, effects);
    }

    fn tick_at(&mut self, at: u64) {
        self.at = at;
        let effects = update(&mut self.state, Input::Tick, secs(at));
        self.collect("(time passes)", effects);
    }

    fn command(&mut self, c: Command, rest: &str) {
        let text = format!("{} {rest}", name(self.lang, c));
        self.line(text.trim());
    }
}

fn words_of(lang: Lang, role: Role, sq: Square) -> String {
    let v = vocabulary(lang);
    format!("{} {}", v.piece(role), v.square(sq))
}

/// Every sentence of scripted sessions in `lang`.
fn sessions(lang: Lang) -> Vec<(String, String)> {
    let mut all = Vec::new();
    let v = vocabulary(lang);
    // A game with a clock: help by topic, queries, a bad, an illegal and a good move, the
    // read-backs, an unreadable arbiter's command and a real one, a wrong claim, and the flag.
    let mut s = Session::new(
        lang,
        game(None, GameRules::default()),
        Some(Preset::FideClassical),
    );
    s.command(Command::Help, "");
    for c in [
        Command::Square,
        Command::Clock,
        Command::Offer,
        Command::Arbiter,
        Command::Score,
    ] {
        s.command(Command::Help, name(lang, c));
    }
    for t in HelpTopic::ALL {
        s.command(Command::Help, topic_name(lang, t));
    }
    s.command(Command::Help, "Zeppelin");
    s.line("Zeppelin");
    s.line("e2e5");
    s.line(&words_of(lang, Role::King, Square::E3));
    s.line(&words_of(lang, Role::Knight, Square::F3));
    s.line(&words_of(lang, Role::Knight, Square::F6));
    s.command(Command::Square, &v.square(Square::F3));
    s.command(Command::Where, v.piece(Role::Knight));
    s.command(Command::Rank, v.rank(shakmaty::Rank::Second));
    s.command(Command::Attackers, &v.square(Square::E4));
    s.command(Command::Material, "");
    s.command(Command::Turn, "");
    s.command(Command::Last, "");
    s.command(Command::Clock, "");
    s.command(Command::Score, "");
    s.command(Command::LastMoves, "3");
    s.command(Command::MoveNumber, "1");
    s.command(Command::Arbiter, "xyz");
    s.command(
        Command::Arbiter,
        &format!(
            "{} {} 2",
            arbiter_action_name(lang, ArbiterAction::Add),
            colour_word(lang, Color::Black)
        ),
    );
    s.command(Command::Adjustments, "");
    s.command(Command::Claim, "");
    s.command(Command::Offer, "");
    s.command(Command::Decline, "");
    s.command(Command::StopClock, "");
    s.command(
        Command::Arbiter,
        arbiter_action_name(lang, ArbiterAction::Resume),
    );
    // The flag: far beyond the first period.
    s.tick_at(4 * 3600);
    s.command(Command::Score, "");
    s.command(Command::Resign, "");
    all.append(&mut s.said);

    // Ambiguous: two knights reach d2.
    let mut s = Session::new(
        lang,
        game(
            Some("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"),
            GameRules::default(),
        ),
        None,
    );
    s.line(&words_of(lang, Role::Knight, Square::D2));
    all.append(&mut s.said);

    // A draw offer the event's rules refuse without the arbiter's consent.
    let rules = GameRules {
        offers: DrawOfferPolicy {
            min_moves: 0,
            arbiter_consent: true,
        },
        ..GameRules::default()
    };
    let mut s = Session::new(lang, game(None, rules), None);
    s.line(&words_of(lang, Role::Knight, Square::F3));
    s.command(Command::Offer, "");
    s.command(Command::Undo, "");
    s.command(Command::Resume, "");
    s.command(Command::New, "");
    all.append(&mut s.said);
    all
}

fn languages() -> Vec<Lang> {
    Lang::ALL.into_iter().filter(|l| l.code() != "en").collect()
}

/// More error paths, for the second review's classes: the table protocol (an announcement
/// corrected, then confirmed), the read-back after a correction and a take-back, claims with
/// a written move that cannot be read and one that is illegal, a difference of the boards, the
/// arbiter's restart of the clock, and the arbiter setting a clock to twenty-one minutes.
fn sessions_more(lang: Lang) -> Vec<(String, String)> {
    let mut all = Vec::new();
    let rules = GameRules {
        protocol: rochade::rules::TableProtocol::OneBoard,
        ..GameRules::default()
    };
    let mut s = Session::new(lang, game(None, rules), Some(Preset::FideClassical));
    s.line(&words_of(lang, Role::Knight, Square::F3));
    s.command(Command::Correct, &words_of(lang, Role::Knight, Square::C3));
    s.command(Command::Confirm, "");
    s.line(&words_of(lang, Role::Knight, Square::C6));
    s.command(Command::Confirm, "");
    s.command(
        Command::Arbiter,
        arbiter_action_name(lang, ArbiterAction::TakeBack),
    );
    s.command(Command::Score, "");
    s.command(Command::Claim, "Zeppelin");
    s.command(Command::Claim, &words_of(lang, Role::King, Square::E3));
    s.command(Command::BoardsDiffer, "");
    s.command(
        Command::Arbiter,
        arbiter_action_name(lang, ArbiterAction::Resume),
    );
    s.command(
        Command::Arbiter,
        &format!(
            "{} {} 21",
            arbiter_action_name(lang, ArbiterAction::Time),
            colour_word(lang, Color::White)
        ),
    );
    // The change is large: the arbiter confirms it.
    let yes = ["ja", "да", "sí", "yes"]
        .into_iter()
        .find(|w| rochade::app::commands::yes_no(lang, w) == Some(true))
        .unwrap_or("yes");
    s.line(yes);
    s.command(Command::Adjustments, "");
    s.command(Command::Score, "");
    all.append(&mut s.said);
    all
}

/// What a voice would read wrongly in a spoken sentence (the second review's classes): an
/// ordinal in digits ("nach dem 2. Zug", "после 2-го хода"), a move in notation ("Sc3",
/// "Кc3", "Cc3"), a command-line option or the program's Latin name. The help describes what
/// may be typed, so its notation examples are not counted.
fn speech_problems(lang: Lang, input: &str, text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let words: Vec<&str> = text.split_whitespace().collect();
    let help = name(lang, Command::Help);
    let is_help = input.starts_with(help);
    for (i, w) in words.iter().enumerate() {
        let bare = w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-' && c != '.');
        // German ordinal after an article or preposition: "dem 2.", "einen 12."
        let before = i.checked_sub(1).map(|j| words[j].to_lowercase());
        let digits_dot = bare.ends_with('.')
            && bare.len() > 1
            && bare[..bare.len() - 1].chars().all(|c| c.is_ascii_digit());
        if digits_dot
            && before.as_deref().is_some_and(|b| {
                ["dem", "den", "einen", "der", "zum", "vom", "am", "im"].contains(&b)
            })
        {
            out.push(format!("ordinal in digits {w:?}"));
        }
        // Russian "2-го", "30-й"; Spanish "2.º", "2ª".
        if let Some((num, suffix)) = bare.split_once('-')
            && !num.is_empty()
            && num.chars().all(|c| c.is_ascii_digit())
            && suffix.chars().all(char::is_alphabetic)
            && !suffix.is_empty()
        {
            out.push(format!("ordinal in digits {w:?}"));
        }
        if bare.chars().next().is_some_and(|c| c.is_ascii_digit())
            && (bare.contains('º') || bare.contains('ª'))
        {
            out.push(format!("ordinal in digits {w:?}"));
        }
        // A move in notation: a piece letter (any script), maybe a capture, then a square.
        let token = w.trim_matches(|c: char| !c.is_alphanumeric());
        let chars: Vec<char> = token.chars().collect();
        let square_end = chars.len() >= 3
            && ('a'..='h').contains(&chars[chars.len() - 2])
            && ('1'..='8').contains(&chars[chars.len() - 1]);
        if !is_help && square_end && chars[0].is_uppercase() && chars.len() <= 6 {
            out.push(format!("notation {w:?}"));
        }
        if w.starts_with("--") || bare == "rochade" {
            out.push(format!("program name or option {w:?}"));
        }
    }
    out
}

#[test]
fn spoken_sentences_hold_no_notation_no_ordinal_digits_and_no_program_names() {
    let mut failures = Vec::new();
    for lang in languages() {
        let mut said = sessions(lang);
        said.extend(sessions_more(lang));
        for (input, text) in &said {
            let text = &as_checked(lang, input, text);
            let problems = speech_problems(lang, input, text)
                .into_iter()
                .chain(problems_after(lang, input, text));
            for p in problems {
                failures.push(format!("{lang} after {input:?}: {p}\n    {text}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_speech_checker_finds_what_it_is_for() {
    let de = Lang::De;
    let found = |lang, text| !speech_problems(lang, "x", text).is_empty();
    assert!(found(de, "Es geht weiter nach dem 2. Zug von Weiß."));
    assert!(found(de, "Weiß korrigiert die Ansage zu Sc3."));
    assert!(found(
        Lang::Ru,
        "Партия продолжается после 2-го хода белых."
    ));
    assert!(found(Lang::Ru, "Ход 2 чёрных, Кc6, взят назад."));
    assert!(found(Lang::Es, "corrigen el anuncio a Cc3."));
    assert!(found(
        de,
        "Sie kann mit rochade --resume fortgesetzt werden."
    ));
    assert!(!found(
        de,
        "Es geht weiter nach dem zweiten Zug von Weiß (Artikel 6.9)."
    ));
    assert!(!found(
        Lang::Ru,
        "Шпрингер Цезарь драй, после второго хода."
    ));
}

#[test]
fn every_sentence_of_a_scripted_session_is_in_the_session_language() {
    let mut failures = Vec::new();
    for lang in languages() {
        let said = sessions(lang);
        assert!(said.len() > 40, "{lang}: only {} sentences", said.len());
        for (input, text) in &said {
            let text = &as_checked(lang, input, text);
            for p in problems_after(lang, input, text) {
                failures.push(format!("{lang} after {input:?}: {p}\n    {text}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_checker_finds_what_it_is_for() {
    let de = Lang::De;
    assert!(!problems(de, "Nicht möglich: a draw needs the arbiter's consent").is_empty());
    assert!(!problems(de, "Korrektur [0:00:00] Schwarz +0:02:00 → 1:32:00").is_empty());
    assert!(!problems(de, "Remis reklamieren, z. B. reklamieren").is_empty());
    assert!(!problems(de, "unberechtigt, incorrect-claim").is_empty());
    assert!(!problems(Lang::Ru, "Ход e4 невозможен").is_empty());
    assert!(problems(de, "Springer Felix drei. Weiß hat noch eine Stunde.").is_empty());
    assert!(problems(Lang::Ru, "Шпрингер Феликс драй, осталась одна минута.").is_empty());
    assert!(problems(Lang::Ru, "Её можно продолжить командой rochade --resume.").is_empty());
    assert!(!problems(Lang::Ru, "Её можно продолжить командой resume.").is_empty());
    // The user's own words, said back, are let through; nothing else is.
    let typed = ["unknown_key"];
    let said_back = "рохаде не знает настройки unknown_key";
    assert!(!problems(Lang::Ru, said_back).is_empty());
    assert!(problems(Lang::Ru, &without_typed(said_back, &typed)).is_empty());
    let longer = "рохаде не знает настройки unknown_keys";
    assert!(!problems(Lang::Ru, &without_typed(longer, &typed)).is_empty());
    let other = "рохаде не знает настройки other_key";
    assert!(!problems(Lang::Ru, &without_typed(other, &typed)).is_empty());
    let de = "rochade kennt die Einstellung unknown_key nicht";
    assert!(problems(Lang::De, &without_typed(de, &typed)).is_empty());
}

/// The real binary, for what only happens around a game: a damaged journal at start, a broken
/// settings file, no speech engine at all.
#[test]
fn start_up_notices_are_in_the_session_language() {
    for lang in languages() {
        let data = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
        let code = lang.code();
        let v = vocabulary(lang);
        let first = words_of(lang, Role::Knight, Square::F3);
        let quit = name(lang, Command::Quit);
        // A game with a move, then a damaged line in its journal.
        let run = common::game(
            data.path(),
            &["--lang", code],
            &format!("{first}\n{quit}\n"),
        );
        assert_eq!(run.code, Some(0), "{}", run.stderr);
        let dir = data.path().join("games");
        let journal = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .filter_map(Result::ok)
            .map(|e| e.path())
            .find(|p| p.extension().is_some_and(|x| x == "jsonl"))
            .unwrap_or_else(|| panic!("no journal"));
        let text = std::fs::read_to_string(&journal).unwrap_or_else(|e| panic!("{e}"));
        let mut lines: Vec<&str> = text.lines().collect();
        lines.insert(1, "{\"this is\": not json");
        std::fs::write(&journal, lines.join("\n") + "\n").unwrap_or_else(|e| panic!("{e}"));
        let run = common::game(
            data.path(),
            &["--lang", code],
            &format!("{}\n{quit}\n", v.square(Square::E4)),
        );
        // A broken settings file.
        let config = data.path().join("config.toml");
        std::fs::write(&config, "lang = 7\nunknown_key = true\n").unwrap_or_else(|e| panic!("{e}"));
        let broken = common::rochade(
            &["--line-mode", "--speech", "none", "--lang", code],
            &[
                ("ROCHADE_CONFIG", config.as_os_str()),
                ("ROCHADE_DATA_DIR", data.path().as_os_str()),
            ],
            &format!("{quit}\n"),
        );
        // No speech engine.
        let empty = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
        let sock = data.path().join("none.sock");
        let address = format!("unix_socket:{}", sock.display());
        let silent = common::rochade(
            &["--line-mode", "--speech", "auto", "--lang", code],
            &[
                ("PATH", empty.path().as_os_str()),
                ("SPEECHD_ADDRESS", std::ffi::OsStr::new(&address)),
                ("XDG_RUNTIME_DIR", data.path().as_os_str()),
                ("ROCHADE_DATA_DIR", data.path().as_os_str()),
            ],
            &format!("{quit}\n"),
        );
        // The unknown setting is named, as the user wrote it.
        assert!(
            broken.stdout.contains(" unknown_key"),
            "{lang}: the unknown setting is not named\n{}",
            broken.stdout
        );
        let mut failures = Vec::new();
        for (what, out) in [
            ("damaged journal", &run.stdout),
            ("broken settings", &broken.stdout),
            ("broken settings (stderr)", &broken.stderr),
            ("no speech", &silent.stdout),
        ] {
            assert!(
                !out.is_empty() || what.contains("stderr"),
                "{lang} {what}: nothing said"
            );
            let details = detail_prefixes(lang);
            for l in out.lines() {
                if details.iter().any(|d| l.starts_with(d.as_str())) {
                    continue;
                }
                // A path of the test's own files is not a sentence, nor the setting's name
                // the user wrote, said back, nor the values the file takes, named as they are
                // to be typed.
                let l = l.replace(&config.display().to_string(), "");
                let l = l.replace(&data.path().display().to_string(), "");
                let l = without_typed(&l, &["unknown_key", "de", "en", "es", "ru"]);
                for p in problems(lang, &l) {
                    failures.push(format!("{lang} {what}: {p}\n    {l}"));
                }
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}

/// A failure to start (no game to resume, a time control that cannot be read, a file that is
/// not there) is said in the session's language; the system's words follow only as the
/// technical detail.
#[test]
fn a_failure_to_start_is_said_in_the_session_language() {
    for lang in languages() {
        let data = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
        let code = lang.code();
        let details = detail_prefixes(lang);
        let missing = data.path().join("x.pgn");
        let missing = missing.display().to_string();
        for args in [
            vec!["--resume"],
            vec!["--time-control", "15+10+5"],
            vec!["--pgn", missing.as_str()],
        ] {
            let mut all = vec!["--line-mode", "--speech", "none", "--lang", code];
            all.extend(args.iter().copied());
            let run = common::rochade(&all, &[("ROCHADE_DATA_DIR", data.path().as_os_str())], "");
            assert_ne!(run.code, Some(0), "{lang} {args:?}");
            let lines: Vec<&str> = run.stderr.lines().collect();
            assert_eq!(lines.len(), 2, "{lang} {args:?}: {}", run.stderr);
            // The user's own file name is not a sentence.
            let said = lines[0]
                .trim_start_matches("rochade: ")
                .replace(&missing, "");
            let found = problems(lang, &said);
            assert!(found.is_empty(), "{lang} {args:?}: {found:?}\n    {said}");
            let detail = lines[1].trim_start_matches("rochade: ");
            assert!(
                details.iter().any(|d| detail.starts_with(d.as_str())),
                "{lang} {args:?}: {detail}"
            );
        }
    }
}

/// The second review's sentences, as the sessions say them: moves in words in the read-back,
/// reasons as causes, the illegal written move apart from the unreadable one, a duration in
/// the form of its slot.
#[test]
fn the_second_reviews_sentences_are_said() {
    let expected: &[(&str, &[&str])] = &[
        (
            "de",
            &[
                "korrigiert die Ansage zu Springer Cesar drei",
                "Zug 1 von Schwarz, Springer Cesar sechs, zurückgenommen",
                "der aufgeschriebene Zug ist nicht lesbar",
                "ist nicht möglich. Kein",
                "Uhr wieder gestartet, nach der Unterbrechung der Partie",
                "Abweichung der Bretter gemeldet",
                "Uhr von Weiß auf einundzwanzig Minuten gestellt",
            ],
        ),
        (
            "ru",
            &[
                "исправляют объявленный ход на Шпрингер Цезарь драй (приложение Д, пункт 2.8)",
                "Ход 1 чёрных, Шпрингер Цезарь зекс, взят назад",
                "записанный ход не распознан",
                "невозможен. Ни один",
                "часы снова запущены, после остановки партии",
                "сообщено о расхождении досок",
                "поставили на двадцать одну минуту",
            ],
        ),
        (
            "es",
            &[
                "corrigen el anuncio a Caballo Cesar drei",
                "Jugada 1 de las negras, Caballo Cesar sechs, retirada",
                "la jugada anotada no se puede leer",
                "no es posible. Ningún",
                "reloj en marcha de nuevo, tras la interrupción de la partida",
                "diferencia de tableros comunicada",
                "puesto en veintiún minutos",
            ],
        ),
    ];
    for (code, needles) in expected {
        let lang = Lang::from_code(code).unwrap_or_else(|| panic!("no {code}"));
        let said: Vec<String> = sessions_more(lang).into_iter().map(|(_, t)| t).collect();
        let all = said.join("\n");
        for n in *needles {
            assert!(all.contains(n), "{code}: {n:?} not said in\n{all}");
        }
    }
}
