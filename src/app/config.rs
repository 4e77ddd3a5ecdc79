//! The player's settings file: defaults for the game's options, so that a player does not
//! have to type them at every start. Options given on the command line win.
//!
//! The file is `config.toml` in the user's configuration directory (on Linux
//! `~/.config/rochade/config.toml`), or the file named by `ROCHADE_CONFIG`:
//!
//! ```toml
//! lang = "en"            # de, en, es or ru
//! squares = "letters"    # appendix-d or letters: Spanish "Caballo efe tres", English "f3"
//! line_mode = true
//! theme = "high-contrast" # default, high-contrast, light or dark (the full-screen board)
//! screen_reader = "auto" # auto, on or off
//! speech = "espeak"      # auto, speechd, espeak, system, none
//! rate = 20              # -100 .. 100
//! voice = "German"       # a voice by name
//! voice_lang = "de"      # that voice's language
//! cues = false
//! side = "black"
//! own_alerts = true     # only the alerts of the player's own clock
//! time_control = "rapid"
//! event = "/path/to/event.toml"
//! engine = "stockfish"   # a UCI chess engine as the opponent (refused with an event profile)
//! eboard = "dgt:/dev/ttyUSB0"  # the sighted player's electronic board
//! voice_input = true     # announce moves aloud: `listen`, then the move, then yes
//! voice_continuous = true # the microphone listens all the time (after a tone)
//! vosk_model = "/home/me/vosk-model-small-de-0.15"  # hear with Vosk and this model
//! voice_recorder = "parecord --raw --format=s16le --rate=16000 --channels=1"
//! ```

use std::path::{Path, PathBuf};

use clap::parser::ValueSource;
use serde::Deserialize;

use super::{PlayArgs, Side};
use crate::lang::Lang;
use crate::speech::Backend;

/// The environment variable naming another settings file.
pub const CONFIG_ENV: &str = "ROCHADE_CONFIG";

/// The settings a file may hold; every one is optional.
#[derive(Debug, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// Language of announcements and interface.
    pub lang: Option<Lang>,
    /// How squares are said: "appendix-d" or "letters" (`--squares`).
    pub squares: Option<String>,
    /// Line mode.
    pub line_mode: Option<bool>,
    /// Suit a screen reader: "auto", "on" or "off" (`--screen-reader`).
    pub screen_reader: Option<String>,
    /// Speech engine.
    pub speech: Option<String>,
    /// Speech rate.
    pub rate: Option<i8>,
    /// Voice by name.
    pub voice: Option<String>,
    /// That voice's language.
    pub voice_lang: Option<Lang>,
    /// Sound cues on or off.
    pub cues: Option<bool>,
    /// The board's colours: "default", "high-contrast", "light" or "dark" (`--theme`).
    pub theme: Option<String>,
    /// Announce and confirm every move (`--confirm`).
    pub confirm: Option<bool>,
    /// The player's side.
    pub side: Option<String>,
    /// Only the alerts of the player's own clock.
    pub own_alerts: Option<bool>,
    /// A time control (preset or PGN form).
    pub time_control: Option<String>,
    /// A tournament profile.
    pub event: Option<PathBuf>,
    /// A UCI chess engine as the opponent (`--engine`): a program's name or its path.
    pub engine: Option<String>,
    /// The sighted player's electronic board, `dgt:PATH` (`--eboard`).
    pub eboard: Option<String>,
    /// Voice input on or off (`--voice-input`).
    pub voice_input: Option<bool>,
    /// Voice input listens all the time (`--voice-continuous`).
    pub voice_continuous: Option<bool>,
    /// Voice input's recording program and its arguments (`--voice-recorder`).
    pub voice_recorder: Option<String>,
    /// A Vosk model's folder for voice input (`--vosk-model`).
    pub vosk_model: Option<PathBuf>,
    /// The Vosk library (`--vosk-library`).
    pub vosk_library: Option<PathBuf>,
}

/// One setting that could not be used; the others apply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadSetting {
    /// Its line in the file, from 1 (0 when it was not found).
    pub line: usize,
    /// The setting's name as written in the file.
    pub key: String,
    /// What its value must be; `None` for a setting rochade does not know.
    pub expected: Option<Expected>,
    /// What is wrong, in the words of the TOML reader (for the transcript, never spoken).
    pub detail: String,
}

/// What the value of a known setting must be (said when it is not).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    /// de, en, es or ru.
    Language,
    /// A whole number from -100 to 100.
    Rate,
    /// A speech engine's name.
    Speech,
    /// white or black.
    Side,
    /// auto, on or off.
    ScreenReader,
    /// true or false.
    YesNo,
    /// A text.
    Text,
    /// An electronic board: dgt:PATH.
    Eboard,
    /// A time control: a preset's name or a PGN `TimeControl` value.
    TimeControl,
}

impl Expected {
    /// What the setting `key` expects; `None` for a setting rochade does not know.
    pub fn of(key: &str) -> Option<Expected> {
        Some(match key {
            "lang" | "voice_lang" => Expected::Language,
            "rate" => Expected::Rate,
            "speech" => Expected::Speech,
            "side" => Expected::Side,
            "screen_reader" => Expected::ScreenReader,
            "line_mode" | "cues" | "confirm" | "own_alerts" | "voice_input"
            | "voice_continuous" => Expected::YesNo,
            "voice" | "event" | "engine" | "voice_recorder" | "vosk_model" | "vosk_library" => {
                Expected::Text
            }
            "time_control" => Expected::TimeControl,
            "eboard" => Expected::Eboard,
            _ => return None,
        })
    }

    /// The catalogue's key for it (`config-expected`).
    pub fn key(self) -> &'static str {
        match self {
            Expected::Language => "language",
            Expected::Rate => "rate",
            Expected::Speech => "speech",
            Expected::Side => "side",
            Expected::ScreenReader => "screen-reader",
            Expected::YesNo => "yes-no",
            Expected::Text => "text",
            Expected::Eboard => "eboard",
            Expected::TimeControl => "time-control",
        }
    }
}

/// Whether the settings file was named by `ROCHADE_CONFIG` (then a missing file is said).
pub fn named_by_env() -> bool {
    std::env::var_os(CONFIG_ENV).is_some_and(|p| !p.is_empty())
}

/// A settings file that cannot be used, in words.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// The file exists but cannot be read.
    #[error("cannot read the settings file {path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// The file is not valid settings (the message names the line and the key).
    #[error("{path}, {message}")]
    Invalid {
        /// The file.
        path: String,
        /// What is wrong, and where.
        message: String,
    },
}

/// Where the settings file is: `ROCHADE_CONFIG`, else the user's configuration directory.
pub fn config_path() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os(CONFIG_ENV).filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(p));
    }
    directories::ProjectDirs::from("", "", "rochade").map(|d| d.config_dir().join("config.toml"))
}

/// Reads the settings file at `path`; a missing file is no settings. A key with a wrong
/// value (or an unknown key) does not discard the file: the good keys are kept and each bad
/// one is returned, named with its line, in the second part.
///
/// # Errors
/// [`ConfigError`] when the file cannot be read, is too large, or is not TOML at all.
pub fn load(path: &Path) -> Result<(Config, Vec<BadSetting>), ConfigError> {
    let text = match crate::limits::read_text_file(path, crate::limits::MAX_SETTINGS_BYTES) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Ok((Config::default(), Vec::new()));
        }
        Err(source) => {
            return Err(ConfigError::Io {
                path: path.display().to_string(),
                source,
            });
        }
    };
    let invalid = |message: String| ConfigError::Invalid {
        path: path.display().to_string(),
        message,
    };
    let table: toml::Table = toml::from_str(&text).map_err(|e| {
        // One short sentence to be spoken: the line and what is wrong, not a drawing of it.
        let line = e
            .span()
            .map(|s| text[..s.start.min(text.len())].matches('\n').count() + 1);
        match line {
            Some(n) => {
                let said = text.lines().nth(n - 1).unwrap_or("").trim();
                invalid(format!("line {n} ({said}): {}", e.message().trim()))
            }
            None => invalid(e.message().trim().to_owned()),
        }
    })?;
    // Each key on its own: a bad one is named (with its line) and left out.
    let mut good = toml::Table::new();
    let mut bad = Vec::new();
    for (key, value) in table {
        let mut one = toml::Table::new();
        one.insert(key.clone(), value.clone());
        let checked = toml::Value::Table(one)
            .try_into::<Config>()
            .map_err(|e| e.message().trim().to_owned())
            .and_then(|c| check(&c));
        match checked {
            Ok(()) => {
                good.insert(key, value);
            }
            Err(why) => {
                let found = text.lines().enumerate().find(|(_, l)| {
                    l.trim_start()
                        .strip_prefix(key.as_str())
                        .is_some_and(|r| r.trim_start().starts_with('='))
                });
                let at = found
                    .map(|(i, l)| format!("line {} ({}): ", i + 1, l.trim()))
                    .unwrap_or_default();
                bad.push(BadSetting {
                    line: found.map_or(0, |(i, _)| i + 1),
                    expected: Expected::of(&key),
                    key,
                    detail: format!("{}, {at}{why}", path.display()),
                });
            }
        }
    }
    // Said in the order of the file.
    bad.sort_by_key(|b| b.line);
    let config = toml::Value::Table(good)
        .try_into::<Config>()
        .map_err(|e| invalid(e.message().trim().to_owned()))?;
    Ok((config, bad))
}

/// What the types alone do not say about a setting's value.
fn check(config: &Config) -> Result<(), String> {
    if let Some(s) = &config.speech {
        s.parse::<Backend>().map_err(|e| format!("speech: {e}"))?;
    }
    if let Some(s) = &config.screen_reader {
        s.parse::<crate::screen_reader::Choice>()
            .map_err(|e| format!("screen_reader: {e}"))?;
    }
    if let Some(s) = &config.squares
        && !matches!(s.as_str(), "appendix-d" | "letters")
    {
        return Err(format!(
            "squares: \"{s}\" is neither appendix-d nor letters"
        ));
    }
    if let Some(s) = &config.theme
        && crate::ui::Theme::named(s).is_none()
    {
        return Err(format!(
            "theme: \"{s}\" is none of default, high-contrast, light, dark"
        ));
    }
    if let Some(s) = &config.eboard {
        s.parse::<crate::eboard::EboardSpec>()
            .map_err(|e| format!("eboard: {e}"))?;
    }
    // Read as the command line reads it, so that a wrong one is named with its line and
    // the game still starts (language-3, R6), instead of stopping the start as if typed.
    if let Some(s) = &config.time_control {
        let preset = crate::clock::Preset::ALL
            .iter()
            .any(|p| p.name() == s.trim());
        if !preset {
            crate::clock::TimeControlTag::parse(s).map_err(|e| format!("time_control: {e}"))?;
        }
    }
    if let Some(s) = &config.side
        && !matches!(s.as_str(), "white" | "black")
    {
        return Err(format!("side: \"{s}\" is neither white nor black"));
    }
    Ok(())
}

/// Fills every option of `args` that was not given on the command line from `config`.
/// `given(id)` says whether the option with that name was given on the command line.
pub fn apply(config: &Config, args: &mut PlayArgs, given: impl Fn(&str) -> bool) {
    if let (Some(v), false) = (config.lang, given("lang")) {
        args.lang = v;
    }
    if let (Some(v), false) = (&config.squares, given("squares")) {
        args.squares = Some(if v == "letters" {
            super::SquareWords::Letters
        } else {
            super::SquareWords::AppendixD
        });
    }
    if let (Some(v), false) = (config.line_mode, given("line_mode") || given("full_screen")) {
        args.line_mode = v;
        // `line_mode = false` chooses the full screen, with a screen reader too.
        args.full_screen = !v;
        args.chosen.view = true;
    }
    if let (Some(v), false) = (&config.screen_reader, given("screen_reader"))
        && let Ok(c) = v.parse::<crate::screen_reader::Choice>()
    {
        args.screen_reader = c;
    }
    if let (Some(v), false) = (&config.speech, given("speech") || given("no_speech"))
        && let Ok(b) = v.parse::<Backend>()
    {
        args.sound.speech = b;
        args.chosen.speech = true;
    }
    if let (Some(v), false) = (config.rate, given("rate")) {
        args.sound.rate = v;
    }
    if let (Some(v), false) = (&config.voice, given("voice")) {
        args.sound.voice = Some(v.clone());
    }
    if let (Some(v), false) = (config.voice_lang, given("voice_lang")) {
        args.sound.voice_lang = Some(v);
    }
    if let (Some(v), false) = (&config.theme, given("theme"))
        && let Some(theme) = crate::ui::Theme::named(v)
    {
        args.theme = theme;
    }
    if let (Some(v), false) = (config.cues, given("no_cues")) {
        args.sound.no_cues = !v;
    }
    if let (Some(v), false) = (config.confirm, given("confirm")) {
        args.confirm = v;
    }
    if let (Some(v), false) = (&config.side, given("side")) {
        args.side = if v == "black" {
            Side::Black
        } else {
            Side::White
        };
    }
    if let (Some(v), false) = (config.own_alerts, given("own_alerts")) {
        args.own_alerts = v;
    }
    if let (Some(v), false) = (&config.time_control, given("time_control")) {
        args.time_control = Some(v.clone());
    }
    if let (Some(v), false) = (&config.event, given("event")) {
        args.event = Some(v.clone());
    }
    if let (Some(v), false) = (&config.eboard, given("eboard"))
        && let Ok(spec) = v.parse::<crate::eboard::EboardSpec>()
    {
        args.eboard = Some(spec);
        args.eboard_from_settings = true;
    }
    if let (Some(v), false) = (&config.engine, given("engine")) {
        args.engine = Some(v.clone());
    }
    apply_voice_input(config, args, given);
}

/// [`apply`] for voice input's settings.
fn apply_voice_input(config: &Config, args: &mut PlayArgs, given: impl Fn(&str) -> bool) {
    if let (Some(v), false) = (config.voice_input, given("voice_input")) {
        args.voice_input = v;
    }
    if let (Some(v), false) = (config.voice_continuous, given("voice_continuous")) {
        args.voice_continuous = v;
    }
    if let (Some(v), false) = (&config.voice_recorder, given("voice_recorder")) {
        args.voice_recorder = Some(v.clone());
    }
    if let (Some(v), false) = (&config.vosk_model, given("vosk_model")) {
        args.vosk_model = Some(v.clone());
    }
    if let (Some(v), false) = (&config.vosk_library, given("vosk_library")) {
        args.vosk_library = Some(v.clone());
    }
}

/// Notes which of the options a screen reader would change the player chose on the command
/// line (`given(id)`): the speech engine and the view.
pub fn mark_chosen(args: &mut PlayArgs, given: impl Fn(&str) -> bool) {
    args.chosen.speech |= given("speech") || given("no_speech");
    args.chosen.view |= given("line_mode") || given("full_screen");
}

/// Whether the option `id` was given on the command line in `matches`.
pub fn given_in(matches: &clap::ArgMatches, id: &str) -> bool {
    matches!(
        matches
            .try_get_raw(id)
            .ok()
            .flatten()
            .and(matches.value_source(id)),
        Some(ValueSource::CommandLine)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every language's advice names the very values the settings file takes (the Russian
    /// catalogue once advised «белые или чёрные», which the file refuses), and the file
    /// takes each of them.
    #[test]
    fn the_advice_names_the_values_the_file_takes_in_every_language() {
        let values: [(Expected, &str, &[&str]); 6] = [
            (Expected::Language, "lang", &["de", "en", "es", "ru"]),
            (
                Expected::Speech,
                "speech",
                &["auto", "speechd", "espeak", "system", "none"],
            ),
            (Expected::Side, "side", &["white", "black"]),
            (
                Expected::ScreenReader,
                "screen_reader",
                &["auto", "on", "off"],
            ),
            (Expected::YesNo, "cues", &["true", "false"]),
            (
                Expected::TimeControl,
                "time_control",
                &["fide-classical", "fide-championship", "rapid", "blitz"],
            ),
        ];
        for lang in Lang::ALL {
            for (kind, _, accepted) in &values {
                let advice = crate::i18n::msg::config_expected(lang, kind.key());
                for value in *accepted {
                    assert!(advice.contains(value), "{lang}: {advice} lacks {value}");
                }
            }
        }
        for (_, key, accepted) in &values {
            for value in *accepted {
                let line = if *key == "cues" {
                    format!("{key} = {value}\n")
                } else {
                    format!("{key} = \"{value}\"\n")
                };
                let (_d, path) = write(&line);
                let (_, bad) = load(&path).unwrap_or_else(|e| panic!("{e}"));
                assert!(bad.is_empty(), "{line}: {bad:?}");
            }
        }
    }

    fn write(text: &str) -> (tempfile::TempDir, PathBuf) {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let path = dir.path().join("config.toml");
        std::fs::write(&path, text).unwrap_or_else(|e| panic!("{e}"));
        (dir, path)
    }

    #[test]
    fn settings_fill_what_the_command_line_left_out() {
        let (_d, path) = write("lang = \"ru\"\nrate = -20\ncues = false\nside = \"black\"\n");
        let (config, bad) = load(&path).unwrap_or_else(|e| panic!("{e}"));
        assert!(bad.is_empty(), "{bad:?}");
        let mut args = PlayArgs {
            lang: Lang::En,
            ..PlayArgs::default()
        };
        // --lang was given: it stays English; the rest comes from the file.
        apply(&config, &mut args, |id| id == "lang");
        assert_eq!(args.lang, Lang::En);
        assert_eq!(args.sound.rate, -20);
        assert!(args.sound.no_cues);
        assert_eq!(args.side, Side::Black);
    }

    #[test]
    fn the_eboard_setting_is_read_and_a_wrong_one_named() {
        let (_d, path) = write("eboard = \"dgt:/dev/ttyUSB0\"\n");
        let (config, bad) = load(&path).unwrap_or_else(|e| panic!("{e}"));
        assert!(bad.is_empty(), "{bad:?}");
        let mut args = PlayArgs::default();
        apply(&config, &mut args, |_| false);
        assert_eq!(
            args.eboard,
            Some(crate::eboard::EboardSpec::Dgt(PathBuf::from(
                "/dev/ttyUSB0"
            )))
        );
        // The command line wins.
        let mut args = PlayArgs::default();
        apply(&config, &mut args, |id| id == "eboard");
        assert_eq!(args.eboard, None);
        let (_d, path) = write("rate = 5\neboard = \"/dev/ttyUSB0\"\n");
        let (_, bad) = load(&path).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(bad.len(), 1, "{bad:?}");
        assert_eq!(bad[0].expected, Some(Expected::Eboard));
        assert_eq!(bad[0].line, 2);
    }

    #[test]
    fn the_engine_is_a_setting_under_the_command_line() {
        let (_d, path) = write("engine = \"stockfish\"\n");
        let (config, bad) = load(&path).unwrap_or_else(|e| panic!("{e}"));
        assert!(bad.is_empty(), "{bad:?}");
        let mut args = PlayArgs::default();
        apply(&config, &mut args, |_| false);
        assert_eq!(args.engine.as_deref(), Some("stockfish"));
        let mut args = PlayArgs {
            engine: Some("other-engine".into()),
            ..PlayArgs::default()
        };
        apply(&config, &mut args, |id| id == "engine");
        assert_eq!(args.engine.as_deref(), Some("other-engine"));
        // A value that is not a text is named with what it must be.
        let (_d, path) = write("engine = 3\n");
        let (_, bad) = load(&path).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(bad.len(), 1, "{bad:?}");
        assert_eq!(bad[0].expected, Some(Expected::Text));
    }

    #[test]
    fn the_eboard_of_the_command_line_then_the_event_profile_then_the_settings_file() {
        use crate::app::eboard_of;
        use crate::event::EventProfile;
        let dgt = |p: &str| Some(crate::eboard::EboardSpec::Dgt(PathBuf::from(p)));
        let (_d, path) = write("eboard = \"dgt:/dev/settings\"\n");
        let (config, _) = load(&path).unwrap_or_else(|e| panic!("{e}"));
        let profile = EventProfile::from_toml("eboard = \"dgt:/dev/event\"\n")
            .unwrap_or_else(|e| panic!("{e}"));
        let mut args = PlayArgs::default();
        apply(&config, &mut args, |_| false);
        assert_eq!(eboard_of(&args, None), dgt("/dev/settings"));
        assert_eq!(
            eboard_of(&args, Some(&EventProfile::default())),
            dgt("/dev/settings")
        );
        // The event profile over the settings file.
        assert_eq!(eboard_of(&args, Some(&profile)), dgt("/dev/event"));
        // The command line over both.
        let mut args = PlayArgs {
            eboard: dgt("/dev/command-line"),
            ..PlayArgs::default()
        };
        apply(&config, &mut args, |id| id == "eboard");
        assert_eq!(eboard_of(&args, Some(&profile)), dgt("/dev/command-line"));
        assert_eq!(
            eboard_of(&PlayArgs::default(), Some(&EventProfile::default())),
            None
        );
    }

    #[test]
    fn a_missing_file_is_no_settings_and_a_bad_key_is_named_and_left_out() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            load(&dir.path().join("none.toml")).ok(),
            Some((Config::default(), Vec::new()))
        );
        for (text, key, line) in [
            ("lang = \"fr\"\nrate = 5\n", "lang", 1),
            ("colour = \"blue\"\nrate = 5\n", "colour", 1),
            ("rate = 5\nspeech = \"loud\"\n", "speech", 2),
            ("rate = 5\nside = \"left\"\n", "side", 2),
        ] {
            let (_d, path) = write(text);
            let (config, bad) = load(&path).unwrap_or_else(|e| panic!("{e}"));
            // The good key is kept.
            assert_eq!(config.rate, Some(5), "{text}");
            assert_eq!(bad.len(), 1, "{text}: {bad:?}");
            assert!(bad[0].detail.contains(key), "{bad:?}");
            assert_eq!(bad[0].line, line, "{bad:?}");
        }
        // Not TOML at all: the file cannot be used.
        let (_d, path) = write("lang = \n");
        let err = load(&path).map(|_| ()).unwrap_err().to_string();
        assert!(err.contains("line 1"), "{err}");
    }
}
