//! The event (tournament) profile: the rules an arbiter sets for a competition, read from a
//! TOML file (`--event FILE`). See [`template`] for the format, [`describe`] for the
//! effective rules in words.
//!
//! Loading is all-or-nothing: a profile is either fully valid or rejected with every problem
//! listed, each naming its key.

mod describe;
mod raw;

use std::fmt;
use std::path::Path;
use std::time::Duration;

use shakmaty::{ByColor, Color};

use crate::actor::Actor;
use crate::clock::allowance::{self, Allowance, Duty, Needs};
use crate::clock::control::{Mode, Period, Preset, TimeControl, TimeControlTag};
use crate::clock::duration::parse_duration;
use crate::clock::log::Reason;
use crate::clock::state::{Cause, Clock};
use crate::clock::{AlertConfig, Penalties};
use crate::rules::{Edition, Tempo};

pub use describe::describe;

/// The commented template written by `rochade event init`, in English. It loads and
/// validates as it is.
pub fn template() -> &'static str {
    include_str!("template.toml")
}

/// The template in `lang`: the comments in the arbiter's language, the keys and the example
/// values the same in every language (the keys are the file's syntax, and every language's
/// template loads to the same profile). A whole file per language rather than catalogue
/// messages: the comments are a commented configuration file, with keys, quotes and example
/// values that the catalogue's sentences (said aloud, checked for characters read by name)
/// must not hold.
pub fn template_in(lang: crate::Lang) -> &'static str {
    match lang.code() {
        "de" => include_str!("template.de.toml"),
        "es" => include_str!("template.es.toml"),
        "ru" => include_str!("template.ru.toml"),
        _ => template(),
    }
}

/// The arbiter's code of an event (`arbiter_code` in the profile): at a player's keyboard an
/// arbiter's command needs it first. It is never spoken, shown or written: its `Debug` says
/// only that there is one, and it is compared in constant time.
#[derive(Clone)]
pub struct ArbiterCode(String);

impl ArbiterCode {
    /// The code written in the profile, without surrounding blanks; `None` when it is empty.
    pub fn new(text: &str) -> Option<ArbiterCode> {
        let code = text.trim();
        (!code.is_empty()).then(|| ArbiterCode(code.to_owned()))
    }

    /// Whether `typed` is the code (surrounding blanks aside).
    pub fn matches(&self, typed: &str) -> bool {
        use subtle::ConstantTimeEq;
        bool::from(self.0.as_bytes().ct_eq(typed.trim().as_bytes()))
    }
}

impl std::fmt::Debug for ArbiterCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ArbiterCode(…)")
    }
}

impl PartialEq for ArbiterCode {
    fn eq(&self, other: &Self) -> bool {
        self.matches(&other.0)
    }
}

impl Eq for ArbiterCode {}

/// Restrictions on draw offers (9.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct DrawOffers {
    /// No offers before this move number (0 or 1: from the start).
    pub not_before_move: u32,
    /// Offers only with the arbiter's consent.
    pub arbiter_consent: bool,
}

/// Whether a draw may be offered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrawOfferPermission {
    /// Yes.
    Allowed,
    /// Not before move `first_allowed` (9.1).
    TooEarly {
        /// The first move at which an offer is allowed.
        first_allowed: u32,
    },
    /// Only with the arbiter's consent (9.1).
    NeedsArbiter,
}

impl DrawOffers {
    /// Whether a player may offer a draw at move `move_number` (the move just made).
    pub fn permission(&self, move_number: u32) -> DrawOfferPermission {
        if move_number < self.not_before_move {
            DrawOfferPermission::TooEarly {
                first_allowed: self.not_before_move,
            }
        } else if self.arbiter_consent {
            DrawOfferPermission::NeedsArbiter
        } else {
            DrawOfferPermission::Allowed
        }
    }
}

/// One player's entry in the profile.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PlayerProfile {
    /// The player's name, if given.
    pub name: Option<String>,
    /// What the player needs (disabilities, assistant duties).
    pub needs: Needs,
    /// The arbiter's adjustment for this player, replacing the usual rule.
    pub adjustment: Option<Duration>,
}

/// A checked event profile.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventProfile {
    /// Name of the competition.
    pub event: Option<String>,
    /// Edition of the Laws.
    pub edition: Edition,
    /// Kind of play (given, or decided from the time control).
    pub tempo: Tempo,
    /// The time control, or `None` for a game without a clock.
    pub time_control: Option<TimeControl>,
    /// Draw-offer restrictions (9.1).
    pub draw_offers: DrawOffers,
    /// How a move goes from announcement to completion (D.2.1, D.2.3): the event may require
    /// that moves are confirmed.
    pub table_protocol: crate::rules::TableProtocol,
    /// Between two boards, the clock waits for the arbiter's start even when both boards are
    /// there (otherwise it starts when the opponent's board joins).
    pub arbiter_starts_clock: bool,
    /// Penalties in force (the edition's, with the profile's overrides).
    pub penalties: Penalties,
    /// Automatic alerts.
    pub alerts: AlertConfig,
    /// The usual equitable adjustment for an assistant (6.2.6, 8.1.6).
    pub assistant_deduction: Duration,
    /// The players.
    pub players: ByColor<PlayerProfile>,
    /// The arbiter's code: at a player's keyboard an arbiter's command needs it first.
    pub arbiter_code: Option<ArbiterCode>,
    /// The tournament hall's broker this board reports to (`mqtt://HOST:PORT`), if any.
    pub hall: Option<String>,
    /// This board's number in the hall.
    pub board: Option<u32>,
    /// The sighted player's electronic board at this table (`eboard = "dgt:PATH"`): used when
    /// the command line names none, and in place of the settings file's.
    pub eboard: Option<crate::eboard::EboardSpec>,
}

impl Default for EventProfile {
    /// A casual game: 2023 Laws, standard play, no clock (nobody loses on time by surprise;
    /// a clock comes with an event file), default alerts for when a clock is set, no draw
    /// restrictions, no assistants.
    fn default() -> Self {
        EventProfile {
            event: None,
            edition: Edition::Fide2023,
            tempo: Tempo::Standard,
            time_control: None,
            draw_offers: DrawOffers::default(),
            table_protocol: crate::rules::TableProtocol::Off,
            arbiter_starts_clock: false,
            arbiter_code: None,
            penalties: Penalties::for_rules(Edition::Fide2023, Tempo::Standard),
            alerts: AlertConfig::default(),
            assistant_deduction: allowance::DEFAULT_DEDUCTION,
            players: ByColor::default(),
            hall: None,
            board: None,
            eboard: None,
        }
    }
}

/// One problem in a profile: which key, and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldError {
    /// The key, as written in the file (`time_control.pgn`, `white.duties[2]`).
    pub field: String,
    /// What is wrong, in words.
    pub problem: String,
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.problem)
    }
}

/// Where the TOML reader stopped in a profile, and what it found, by kind (said in the
/// user's language, `app::start`); its `Display` is the reader's own English words, with the
/// line, the column and the key: "line 2, column 11, alerts.enabled: invalid type: …".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyntaxError {
    /// The line (from 1); 0 when the reader did not say where.
    pub line: usize,
    /// The column (from 1); 0 when the reader did not say where.
    pub column: usize,
    /// The key, with its table (`alerts.enabled`), when the line has one.
    pub key: Option<String>,
    /// What is wrong, by kind.
    pub kind: SyntaxKind,
    /// The reader's own words (English), for the technical detail.
    pub message: String,
}

/// What kind of mistake the TOML reader found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SyntaxKind {
    /// A key the profile does not have; `allowed` are the keys its table has.
    UnknownKey {
        /// The keys that may stand there.
        allowed: Vec<String>,
    },
    /// A value of the wrong type.
    WrongType {
        /// The type the key takes.
        expected: ValueKind,
    },
    /// A number outside what the key takes (a negative or too large count).
    OutOfRange {
        /// The value as written.
        value: String,
    },
    /// A key that must be there is not.
    MissingKey {
        /// The key.
        key: String,
    },
    /// The same key twice.
    Duplicate,
    /// Not TOML at all (the reader's words say how).
    Other,
}

/// The type of a value, as a key of the profile takes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueKind {
    /// A text in quotes.
    Text,
    /// A whole number (zero or more).
    Whole,
    /// `true` or `false`.
    YesNo,
    /// A list in square brackets.
    List,
    /// A table.
    Table,
    /// Something else.
    Other,
}

impl ValueKind {
    /// The kind serde names in its message ("a string", "u32", "a boolean", "a sequence").
    fn of_expected(expected: &str) -> ValueKind {
        let e = expected.trim();
        let number = |sign: char| {
            e.strip_prefix(sign)
                .is_some_and(|n| n.parse::<u8>().is_ok())
        };
        if e.contains("string") {
            ValueKind::Text
        } else if number('u') || number('i') || e.contains("integer") {
            ValueKind::Whole
        } else if e.contains("bool") {
            ValueKind::YesNo
        } else if e.contains("sequence") {
            ValueKind::List
        } else if e.contains("struct") || e.contains("map") || e.contains("table") {
            ValueKind::Table
        } else {
            ValueKind::Other
        }
    }

    /// The key this kind's name has in the catalogue's selectors.
    pub fn key(self) -> &'static str {
        match self {
            ValueKind::Text => "text",
            ValueKind::Whole => "whole",
            ValueKind::YesNo => "yes-no",
            ValueKind::List => "list",
            ValueKind::Table => "table",
            ValueKind::Other => "other",
        }
    }
}

impl SyntaxKind {
    /// The kind of the reader's (serde's) message: "unknown field `x`, expected one of `a`,
    /// `b`", "invalid type: string \"x\", expected u32", "invalid value: integer `-1`,
    /// expected u32", "missing field `x`", "duplicate key"; anything else is [`Other`](Self::Other).
    fn of_message(message: &str) -> SyntaxKind {
        let quoted = |text: &str| -> Vec<String> {
            text.split('`')
                .skip(1)
                .step_by(2)
                .map(str::to_owned)
                .collect()
        };
        if let Some(rest) = message.strip_prefix("unknown field ") {
            let allowed = rest
                .split_once(", expected")
                .map_or_else(Vec::new, |(_, list)| quoted(list));
            return SyntaxKind::UnknownKey { allowed };
        }
        if let Some(rest) = message.strip_prefix("invalid type: ") {
            let expected = rest.rsplit_once(", expected ").map_or("", |(_, e)| e);
            return SyntaxKind::WrongType {
                expected: ValueKind::of_expected(expected),
            };
        }
        if let Some(rest) = message.strip_prefix("invalid value: ") {
            let value = quoted(rest).into_iter().next().unwrap_or_default();
            return SyntaxKind::OutOfRange { value };
        }
        if let Some(rest) = message.strip_prefix("missing field ") {
            let key = quoted(rest).into_iter().next().unwrap_or_default();
            return SyntaxKind::MissingKey { key };
        }
        if message.starts_with("duplicate key") {
            return SyntaxKind::Duplicate;
        }
        SyntaxKind::Other
    }
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            return f.write_str(&self.message);
        }
        write!(f, "line {}, column {}", self.line, self.column)?;
        if let Some(key) = &self.key {
            write!(f, ", {key}")?;
        }
        write!(f, ": {}", self.message)
    }
}

/// A profile that could not be loaded. Nothing of it is applied.
#[derive(Debug, thiserror::Error)]
pub enum ProfileError {
    /// The file could not be read.
    #[error("cannot read the event file {path}")]
    Io {
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// Not TOML, a misspelt key, or a value of the wrong type (the message names the line
    /// and the key).
    #[error("the event file is not valid: {0}")]
    Syntax(SyntaxError),
    /// Values that are wrong together or on their own; every problem is listed.
    #[error("the event file has {}:\n{}", if .0.len() == 1 { "one problem".to_owned() } else { format!("{} problems", .0.len()) }, .0.iter().map(|e| format!("  {e}")).collect::<Vec<_>>().join("\n"))]
    Invalid(Vec<FieldError>),
}

impl EventProfile {
    /// Reads and checks a profile file.
    ///
    /// # Errors
    /// [`ProfileError`]: unreadable file (or larger than
    /// [`crate::limits::MAX_SETTINGS_BYTES`], or not UTF-8), bad TOML or keys, invalid values.
    pub fn load(path: &Path) -> Result<Self, ProfileError> {
        let text = crate::limits::read_text_file(path, crate::limits::MAX_SETTINGS_BYTES).map_err(
            |source| ProfileError::Io {
                path: path.display().to_string(),
                source,
            },
        )?;
        Self::from_toml(&text)
    }

    /// Reads and checks a profile from TOML text.
    ///
    /// # Errors
    /// [`ProfileError::Syntax`] or [`ProfileError::Invalid`].
    pub fn from_toml(text: &str) -> Result<Self, ProfileError> {
        let raw: raw::Raw =
            toml::from_str(text).map_err(|e| ProfileError::Syntax(syntax(text, &e)))?;
        let mut errors = Vec::new();
        let profile = check(raw, &mut errors);
        if errors.is_empty() {
            Ok(profile)
        } else {
            Err(ProfileError::Invalid(errors))
        }
    }

    /// The equitable adjustment for a player (6.2.6, 8.1.6).
    pub fn allowance(&self, color: Color) -> Allowance {
        let p = &self.players[color];
        allowance::equitable_adjustment(
            self.edition,
            &p.needs,
            self.assistant_deduction,
            p.adjustment,
        )
    }

    /// A clock for the game, with the equitable adjustments already taken and logged at
    /// instant `now` (not started: call [`Clock::start`]); `None` for a game without clock.
    pub fn new_clock(&self, now: Duration) -> Option<Clock> {
        let mut clock = Clock::new(self.time_control.clone()?, self.alerts.clone());
        for color in [Color::White, Color::Black] {
            if let Allowance::Deduct {
                amount,
                article,
                by_arbiter,
            } = self.allowance(color)
            {
                let actor = if by_arbiter {
                    Actor::Arbiter
                } else {
                    Actor::Profile
                };
                let cause = Cause::new(actor, Reason::AssistantAdjustment).with_article(article);
                clock.deduct_time(color, amount, now, cause);
            }
        }
        Some(clock)
    }
}

/// What the TOML reader found wrong, where: "line 2, column 11: invalid string", without the
/// drawing of the line and a caret under the place that the reader's own message has (read
/// aloud, it is a row of symbols).
fn syntax(text: &str, e: &toml::de::Error) -> SyntaxError {
    let message = e.message().trim().to_owned();
    let kind = SyntaxKind::of_message(&message);
    let Some(span) = e.span() else {
        return SyntaxError {
            line: 0,
            column: 0,
            key: None,
            kind,
            message,
        };
    };
    let before = text.get(..span.start).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    // The key of that line, with its table ("alerts.enabled"), when it has one.
    let row = text.lines().nth(line - 1).unwrap_or_default();
    let key = row
        .split_once('=')
        .map(|(k, _)| k.trim())
        .filter(|k| !k.is_empty());
    let table = text
        .lines()
        .take(line - 1)
        .filter_map(|l| {
            let l = l.trim();
            // `[table]` and `[[array.of.tables]]` alike.
            let inner = l.strip_prefix('[')?.strip_suffix(']')?;
            let inner = inner
                .strip_prefix('[')
                .and_then(|i| i.strip_suffix(']'))
                .unwrap_or(inner);
            Some(inner.trim())
        })
        .last();
    let key = match (key, table) {
        (Some(k), Some(t)) => Some(format!("{t}.{k}")),
        (Some(k), None) => Some(k.to_owned()),
        _ => None,
    };
    SyntaxError {
        line,
        column,
        key,
        kind,
        message,
    }
}

fn err(errors: &mut Vec<FieldError>, field: impl Into<String>, problem: impl Into<String>) {
    errors.push(FieldError {
        field: field.into(),
        problem: problem.into(),
    });
}

fn duration(errors: &mut Vec<FieldError>, field: &str, text: &str) -> Option<Duration> {
    match parse_duration(text) {
        Ok(d) => Some(d),
        Err(e) => {
            err(errors, field, e.to_string());
            None
        }
    }
}

fn check(raw: raw::Raw, errors: &mut Vec<FieldError>) -> EventProfile {
    let edition = check_edition(raw.edition.as_ref(), errors);
    let time_control = check_time_control(raw.time_control.unwrap_or_default(), errors);
    let tempo = check_tempo(raw.tempo.as_deref(), time_control.as_ref(), errors);
    let table_protocol = check_table_protocol(raw.table_protocol.as_deref(), errors);
    let draw_offers = check_draw_offers(raw.draw_offers.unwrap_or_default(), errors);
    let penalties = check_penalties(
        raw.penalties.unwrap_or_default(),
        Penalties::for_rules(edition, tempo),
        errors,
    );
    let alerts = check_alerts(raw.alerts.unwrap_or_default(), errors);
    let assistant_deduction = raw
        .adjustment
        .and_then(|a| a.assistant)
        .and_then(|t| duration(errors, "adjustment.assistant", &t))
        .unwrap_or(allowance::DEFAULT_DEDUCTION);
    let white = check_player(raw.white.unwrap_or_default(), "white", errors);
    let black = check_player(raw.black.unwrap_or_default(), "black", errors);
    let profile = EventProfile {
        event: raw
            .event
            .map(|e| e.trim().to_owned())
            .filter(|e| !e.is_empty()),
        edition,
        tempo,
        time_control,
        draw_offers,
        table_protocol,
        arbiter_starts_clock: raw.arbiter_starts_clock.unwrap_or(false),
        arbiter_code: raw.arbiter_code.as_deref().and_then(ArbiterCode::new),
        penalties,
        alerts,
        assistant_deduction,
        players: ByColor { white, black },
        hall: raw
            .hall
            .map(|h| h.trim().to_owned())
            .filter(|h| !h.is_empty()),
        board: raw.board,
        eboard: raw
            .eboard
            .and_then(|text| match text.parse::<crate::eboard::EboardSpec>() {
                Ok(spec) => Some(spec),
                Err(e) => {
                    err(errors, "eboard", e.to_string());
                    None
                }
            }),
    };
    check_adjustments(&profile, errors);
    profile
}

/// The edition of the Laws (`edition`, a year as a number or a string), the default when not
/// given.
fn check_edition(raw: Option<&toml::Value>, errors: &mut Vec<FieldError>) -> Edition {
    let defaults = EventProfile::default();
    match raw {
        None => defaults.edition,
        Some(v) => {
            let text = match v {
                toml::Value::String(s) => s.clone(),
                toml::Value::Integer(i) => i.to_string(),
                other => other.to_string(),
            };
            text.parse::<Edition>().unwrap_or_else(|e| {
                err(errors, "edition", e.to_string());
                defaults.edition
            })
        }
    }
}

/// The kind of play (`tempo`), else the one `time_control` makes it.
fn check_tempo(
    raw: Option<&str>,
    time_control: Option<&TimeControl>,
    errors: &mut Vec<FieldError>,
) -> Tempo {
    match raw.map(str::trim) {
        Some("standard") => Tempo::Standard,
        Some("rapid") => Tempo::Rapid,
        Some("blitz") => Tempo::Blitz,
        Some(other) => {
            err(
                errors,
                "tempo",
                format!("unknown kind of play \"{other}\": use standard, rapid or blitz"),
            );
            Tempo::Standard
        }
        None => time_control.map_or(Tempo::Standard, TimeControl::fide_tempo),
    }
}

/// The protocol of moves at the table (`table_protocol`), off when not given.
fn check_table_protocol(
    raw: Option<&str>,
    errors: &mut Vec<FieldError>,
) -> crate::rules::TableProtocol {
    match raw.map(str::trim) {
        None | Some("off") => crate::rules::TableProtocol::Off,
        Some("one-board") => crate::rules::TableProtocol::OneBoard,
        Some("two-boards") => crate::rules::TableProtocol::TwoBoards,
        Some(other) => {
            err(
                errors,
                "table_protocol",
                format!("unknown table protocol \"{other}\": use off, one-board or two-boards"),
            );
            crate::rules::TableProtocol::Off
        }
    }
}

/// When draws may be offered (`[draw_offers]`).
fn check_draw_offers(draws: raw::RawDrawOffers, errors: &mut Vec<FieldError>) -> DrawOffers {
    let draw_offers = DrawOffers {
        not_before_move: draws.not_before_move.unwrap_or(0),
        arbiter_consent: draws.arbiter_consent.unwrap_or(false),
    };
    if draw_offers.not_before_move > 500 {
        err(
            errors,
            "draw_offers.not_before_move",
            "more than 500 moves: no game is that long; use a smaller number",
        );
    }
    draw_offers
}

/// The penalties (`[penalties]`): those of the rules, `penalties`, changed where given.
fn check_penalties(
    pen: raw::RawPenalties,
    mut penalties: Penalties,
    errors: &mut Vec<FieldError>,
) -> Penalties {
    let penalty = |errors: &mut Vec<FieldError>, field: &str, text: &str| match text.trim() {
        "none" => Some(None),
        t => duration(errors, field, t).map(Some),
    };
    if let Some(t) = &pen.illegal_move
        && let Some(p) = penalty(errors, "penalties.illegal_move", t)
    {
        penalties.illegal_move = p;
    }
    if let Some(t) = &pen.wrong_claim
        && let Some(p) = penalty(errors, "penalties.wrong_claim", t)
    {
        penalties.wrong_claim = p;
    }
    match pen.illegal_moves_that_lose {
        Some(0) => err(
            errors,
            "penalties.illegal_moves_that_lose",
            "must be at least 1",
        ),
        Some(n) => penalties.illegal_moves_that_lose = n,
        None => {}
    }
    penalties
}

/// An adjustment must leave the player some time to play: one that takes all of the first
/// period is an error.
fn check_adjustments(profile: &EventProfile, errors: &mut Vec<FieldError>) {
    if let Some(first) = profile
        .time_control
        .as_ref()
        .and_then(|tc| tc.periods().first())
    {
        for color in [Color::White, Color::Black] {
            if let Allowance::Deduct {
                amount, by_arbiter, ..
            } = profile.allowance(color)
                && amount >= first.time
            {
                let field = if by_arbiter {
                    format!("{}.adjustment", side(color))
                } else {
                    "adjustment.assistant".to_owned()
                };
                err(
                    errors,
                    field,
                    format!(
                        "taking {} from {} would leave no time of the first period's {}; use a smaller amount",
                        crate::clock::duration::format_duration(amount),
                        side(color),
                        crate::clock::duration::format_duration(first.time),
                    ),
                );
            }
        }
    }
}

fn side(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn check_time_control(
    raw: raw::RawTimeControl,
    errors: &mut Vec<FieldError>,
) -> Option<TimeControl> {
    let mode = match raw.mode.as_deref().map(str::trim) {
        None | Some("fischer") => Mode::Fischer,
        Some("bronstein") => Mode::Bronstein,
        Some("delay") => Mode::Delay,
        Some(other) => {
            err(
                errors,
                "time_control.mode",
                format!("unknown mode \"{other}\": use fischer, bronstein or delay"),
            );
            Mode::Fischer
        }
    };
    let given = [
        raw.preset.is_some(),
        raw.pgn.is_some(),
        raw.period.is_some(),
    ];
    match given.iter().filter(|g| **g).count() {
        0 => return None,
        1 => {}
        _ => {
            err(
                errors,
                "time_control",
                "give only one of preset, pgn or period tables",
            );
            return None;
        }
    }
    if let Some(p) = raw.preset {
        return match p.parse::<Preset>() {
            Ok(preset) => Some(preset.time_control().with_mode(mode)),
            Err(e) => {
                err(errors, "time_control.preset", e.to_string());
                None
            }
        };
    }
    if let Some(pgn) = raw.pgn {
        return pgn_time_control(&pgn, mode, errors);
    }
    periods_time_control(raw.period.unwrap_or_default(), mode, errors)
}

/// The time control written as a PGN `TimeControl` tag (`time_control.pgn`).
fn pgn_time_control(pgn: &str, mode: Mode, errors: &mut Vec<FieldError>) -> Option<TimeControl> {
    match TimeControlTag::parse(pgn) {
        Ok(TimeControlTag::Timed(tc)) => Some(tc.with_mode(mode)),
        Ok(TimeControlTag::Untimed) => None,
        Ok(TimeControlTag::Unknown) => {
            err(
                errors,
                "time_control.pgn",
                "\"?\" (unknown) cannot run a clock: give the time control, or \"-\" for none",
            );
            None
        }
        Err(e) => {
            err(errors, "time_control.pgn", e.to_string());
            None
        }
    }
}

/// The time control written as a table of periods (`[[time_control.period]]`).
fn periods_time_control(
    raw_periods: Vec<raw::RawPeriod>,
    mode: Mode,
    errors: &mut Vec<FieldError>,
) -> Option<TimeControl> {
    let before = errors.len();
    let mut periods = Vec::new();
    for (i, p) in raw_periods.into_iter().enumerate() {
        let field = |k: &str| format!("time_control.period[{}].{k}", i + 1);
        let time = match p.time {
            Some(t) => duration(errors, &field("time"), &t).unwrap_or_default(),
            None => {
                err(
                    errors,
                    field("time"),
                    "missing: write for example time = \"90m\"",
                );
                Duration::ZERO
            }
        };
        let increment = p
            .increment
            .and_then(|t| duration(errors, &field("increment"), &t))
            .unwrap_or_default();
        periods.push(Period {
            moves: p.moves,
            time,
            increment,
            increment_from_move: p.increment_from_move.unwrap_or(1),
        });
    }
    if errors.len() > before {
        return None;
    }
    match TimeControl::new(periods, mode) {
        Ok(tc) => Some(tc),
        Err(e) => {
            let field = match e.period {
                Some(n) => format!("time_control.period[{n}]"),
                None => "time_control.period".to_owned(),
            };
            err(errors, field, e.kind.to_string());
            None
        }
    }
}

fn check_alerts(raw: raw::RawAlerts, errors: &mut Vec<FieldError>) -> AlertConfig {
    if raw.enabled == Some(false) {
        return AlertConfig::off();
    }
    let defaults = AlertConfig::default();
    if raw.at.is_none() && raw.countdown_from.is_none() && raw.countdown_every.is_none() {
        return defaults;
    }
    let at: Vec<Duration> = match raw.at {
        Some(list) => list
            .iter()
            .enumerate()
            .filter_map(|(i, t)| duration(errors, &format!("alerts.at[{}]", i + 1), t))
            .collect(),
        None => vec![
            Duration::from_secs(600),
            Duration::from_secs(300),
            Duration::from_secs(60),
        ],
    };
    let from = raw
        .countdown_from
        .and_then(|t| duration(errors, "alerts.countdown_from", &t))
        .unwrap_or(Duration::ZERO);
    let every = raw
        .countdown_every
        .and_then(|t| duration(errors, "alerts.countdown_every", &t))
        .unwrap_or(Duration::ZERO);
    if !from.is_zero() && every.is_zero() {
        err(
            errors,
            "alerts.countdown_every",
            "needed with countdown_from, for example \"10s\"",
        );
    }
    AlertConfig::with_countdown(&at, from, every)
}

fn check_player(raw: raw::RawPlayer, key: &str, errors: &mut Vec<FieldError>) -> PlayerProfile {
    let mut duties = Vec::new();
    for (i, d) in raw.duties.unwrap_or_default().iter().enumerate() {
        match Duty::ALL.into_iter().find(|duty| duty.name() == d.trim()) {
            Some(duty) if duties.contains(&duty) => {
                err(
                    errors,
                    format!("{key}.duties[{}]", i + 1),
                    format!("\"{d}\" is listed twice"),
                );
            }
            Some(duty) => duties.push(duty),
            None => err(
                errors,
                format!("{key}.duties[{}]", i + 1),
                format!(
                    "unknown duty \"{d}\": use {}",
                    Duty::ALL.map(Duty::name).join(", ")
                ),
            ),
        }
    }
    let assistant = raw.assistant.unwrap_or(false);
    if assistant
        && duties.is_empty()
        && !errors
            .iter()
            .any(|e| e.field.starts_with(&format!("{key}.duties")))
    {
        err(
            errors,
            format!("{key}.duties"),
            "assistant = true, but no duties are listed: say what the assistant does, for example [\"move-pieces\", \"clock\"]",
        );
    }
    if !assistant && !duties.is_empty() {
        err(
            errors,
            format!("{key}.duties"),
            "duties are listed, but assistant = false: set assistant = true or remove the duties",
        );
    }
    let adjustment = raw
        .adjustment
        .and_then(|t| duration(errors, &format!("{key}.adjustment"), &t));
    PlayerProfile {
        name: raw
            .name
            .map(|n| n.trim().to_owned())
            .filter(|n| !n.is_empty()),
        needs: Needs {
            visually_disabled: raw.visually_disabled.unwrap_or(false),
            other_disability: raw.other_disability.unwrap_or(false),
            duties,
        },
        adjustment,
    }
}

#[cfg(test)]
mod tests;
