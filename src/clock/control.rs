//! Time controls: periods, modes, presets and the PGN `TimeControl` tag (6.3).

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::rules::Tempo;

/// The most moves a period may require (a larger number is a typing mistake).
pub const MAX_PERIOD_MOVES: u32 = 1000;
/// The longest time one period may give (100 hours).
pub const MAX_PERIOD_TIME: Duration = Duration::from_secs(100 * 3600);
/// The largest increment or delay per move (1 hour).
pub const MAX_INCREMENT: Duration = Duration::from_secs(3600);

/// How the per-move amount of a period is applied.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// Cumulative (Fischer) mode: the increment is added to the player's time each time the
    /// player completes a move.
    #[default]
    Fischer,
    /// Bronstein delay: on completing a move the player gets back the time used for it, at
    /// most the delay; the unused part of the delay is lost.
    Bronstein,
    /// Simple (US) delay: the main time does not start counting down until the delay has
    /// passed on each move.
    Delay,
}

impl Mode {
    /// The word used in profiles (`fischer`, `bronstein`, `delay`).
    pub fn name(self) -> &'static str {
        match self {
            Mode::Fischer => "fischer",
            Mode::Bronstein => "bronstein",
            Mode::Delay => "delay",
        }
    }
}

/// One period of a time control (6.3.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Period {
    /// Moves to complete in this period, or `None` for the rest of the game.
    pub moves: Option<u32>,
    /// Time given for the period, added to whatever is left from earlier periods (6.3.2).
    pub time: Duration,
    /// Increment (Fischer) or delay (Bronstein, simple delay) per move; zero for none.
    pub increment: Duration,
    /// The first move number (counted from 1 over the whole game) for which the increment
    /// applies; 1 means from the first move.
    pub increment_from_move: u32,
}

impl Period {
    /// A period of `moves` moves (or the rest of the game) in `time` with `increment` from
    /// move 1.
    pub fn new(moves: Option<u32>, time: Duration, increment: Duration) -> Self {
        Period {
            moves,
            time,
            increment,
            increment_from_move: 1,
        }
    }

    /// The increment (or delay) that applies to the move numbered `move_number` made in this
    /// period.
    pub fn increment_for_move(&self, move_number: u32) -> Duration {
        if move_number >= self.increment_from_move {
            self.increment
        } else {
            Duration::ZERO
        }
    }
}

/// A complete time control: one or more periods and a mode.
///
/// Every period but the last names a number of moves. When the last period also names a number
/// of moves it repeats (the old "40 moves in 2 hours, then 20 moves per hour" style).
///
/// It is stored (in the start of a game's record) as its periods and mode; reading it back
/// goes through [`TimeControl::new`]'s checks, so every `TimeControl` has passed them.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawTimeControl")]
pub struct TimeControl {
    periods: Vec<Period>,
    mode: Mode,
}

/// A time control as stored, before its checks.
#[derive(Deserialize)]
struct RawTimeControl {
    periods: Vec<Period>,
    mode: Mode,
}

impl TryFrom<RawTimeControl> for TimeControl {
    type Error = TimeControlError;

    fn try_from(raw: RawTimeControl) -> Result<Self, Self::Error> {
        TimeControl::new(raw.periods, raw.mode)
    }
}

/// A named time control.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Preset {
    /// FIDE classical: 90 minutes for 40 moves, then 30 minutes, 30 s per move from move 1.
    FideClassical,
    /// World championship: 100 min / 40 moves, 50 min / 20 moves, 15 min, 30 s from move 1.
    FideChampionship,
    /// Rapid: 15 minutes plus 10 seconds per move.
    Rapid,
    /// Blitz: 3 minutes plus 2 seconds per move.
    Blitz,
}

impl Preset {
    /// All presets in a stable order.
    pub const ALL: [Preset; 4] = [
        Preset::FideClassical,
        Preset::FideChampionship,
        Preset::Rapid,
        Preset::Blitz,
    ];

    /// The name used in profiles.
    pub fn name(self) -> &'static str {
        match self {
            Preset::FideClassical => "fide-classical",
            Preset::FideChampionship => "fide-championship",
            Preset::Rapid => "rapid",
            Preset::Blitz => "blitz",
        }
    }

    /// The time control of this preset.
    pub fn time_control(self) -> TimeControl {
        let min = |m: u64| Duration::from_secs(60 * m);
        let sec = Duration::from_secs;
        let periods = match self {
            Preset::FideClassical => vec![
                Period::new(Some(40), min(90), sec(30)),
                Period::new(None, min(30), sec(30)),
            ],
            Preset::FideChampionship => vec![
                Period::new(Some(40), min(100), sec(30)),
                Period::new(Some(20), min(50), sec(30)),
                Period::new(None, min(15), sec(30)),
            ],
            Preset::Rapid => vec![Period::new(None, min(15), sec(10))],
            Preset::Blitz => vec![Period::new(None, min(3), sec(2))],
        };
        TimeControl {
            periods,
            mode: Mode::Fischer,
        }
    }
}

/// A preset name that rochade does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown time control preset \"{0}\": use fide-classical, fide-championship, rapid or blitz"
)]
pub struct UnknownPreset(pub String);

impl FromStr for Preset {
    type Err = UnknownPreset;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Preset::ALL
            .into_iter()
            .find(|p| p.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownPreset(s.to_owned()))
    }
}

/// Which part of a time control is wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// The number of moves.
    Moves,
    /// The time of the period.
    Time,
    /// The increment or delay.
    Increment,
    /// The move from which the increment applies.
    IncrementFromMove,
}

impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Part::Moves => "number of moves",
            Part::Time => "time in seconds",
            Part::Increment => "increment in seconds",
            Part::IncrementFromMove => "move from which the increment applies",
        })
    }
}

/// What is wrong with a time control.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TimeControlErrorKind {
    /// Nothing was written.
    #[error(
        "it is empty; write for example 40/5400+30:1800+30, 900+10, - (no clock) or ? (unknown)"
    )]
    Empty,
    /// An empty period, e.g. between two colons.
    #[error("the period is empty")]
    EmptyPeriod,
    /// `?` or `-` together with periods.
    #[error("\"?\" and \"-\" must stand alone")]
    MarkerNotAlone,
    /// An hourglass period (`*180`).
    #[error("it is a sandclock (hourglass) control, which rochade's clock does not support")]
    Sandclock,
    /// A part that is not a whole number.
    #[error("the {part} \"{text}\" is not a whole number")]
    NotANumber {
        /// Which part.
        part: Part,
        /// What was written.
        text: String,
    },
    /// A part that must not be zero.
    #[error("the {part} must not be zero")]
    Zero {
        /// Which part.
        part: Part,
    },
    /// A part beyond the sensible maximum.
    #[error("the {part} {value} is larger than the allowed {max}")]
    TooLarge {
        /// Which part.
        part: Part,
        /// The value given.
        value: u64,
        /// The largest value allowed.
        max: u64,
    },
    /// A rest-of-game period that is not the last one.
    #[error("it has no number of moves, so it lasts the rest of the game, but more periods follow")]
    RestOfGameNotLast,
    /// No periods at all.
    #[error("it has no periods")]
    NoPeriods,
    /// `?` or `-` where a clock is needed.
    #[error("\"?\" (unknown) and \"-\" (no clock) describe no clock; give periods such as 900+10")]
    NotAClock,
}

/// A time control that could not be read or built, with the place of the problem.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct TimeControlError {
    /// The text that was read, if the control came from text.
    pub input: Option<String>,
    /// 1-based number of the period at fault, if the fault is in one period.
    pub period: Option<usize>,
    /// What is wrong.
    pub kind: TimeControlErrorKind,
}

impl fmt::Display for TimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("time control")?;
        if let Some(input) = &self.input {
            write!(f, " \"{input}\"")?;
        }
        if let Some(period) = self.period {
            write!(f, ", period {period}")?;
            if let Some(text) = self
                .input
                .as_deref()
                .zip(period.checked_sub(1))
                .and_then(|(i, n)| i.split(':').nth(n))
            {
                write!(f, " (\"{text}\")")?;
            }
        }
        write!(f, ": {}", self.kind)
    }
}

/// The value of a PGN `TimeControl` tag.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum TimeControlTag {
    /// `?`: unknown.
    Unknown,
    /// `-`: no time control.
    Untimed,
    /// One or more periods.
    Timed(TimeControl),
}

impl TimeControlTag {
    /// Reads a PGN `TimeControl` tag value (PGN standard 9.6): `?`, `-`, or periods separated
    /// by `:`, each `moves/seconds`, `seconds`, optionally followed by `+increment`
    /// (`40/5400+30:1800+30`, `900+10`). Sandclock periods (`*180`) are rejected.
    ///
    /// # Errors
    /// [`TimeControlError`] names the period and says what is wrong with it.
    pub fn parse(text: &str) -> Result<Self, TimeControlError> {
        let err = |period: Option<usize>, kind| TimeControlError {
            input: Some(text.to_owned()),
            period,
            kind,
        };
        let trimmed = text.trim();
        match trimmed {
            "" => return Err(err(None, TimeControlErrorKind::Empty)),
            "?" => return Ok(TimeControlTag::Unknown),
            "-" => return Ok(TimeControlTag::Untimed),
            _ => {}
        }
        let mut periods = Vec::new();
        for (i, field) in trimmed.split(':').enumerate() {
            let field = field.trim();
            let place = Some(i + 1);
            periods.push(parse_period(field).map_err(|kind| err(place, kind))?);
        }
        TimeControl::new(periods, Mode::Fischer)
            .map(TimeControlTag::Timed)
            .map_err(|e| TimeControlError {
                input: Some(text.to_owned()),
                ..e
            })
    }

    /// Writes the tag value (`?`, `-`, or [`TimeControl::to_pgn`]).
    pub fn to_pgn(&self) -> String {
        match self {
            TimeControlTag::Unknown => "?".to_owned(),
            TimeControlTag::Untimed => "-".to_owned(),
            TimeControlTag::Timed(tc) => tc.to_pgn(),
        }
    }
}

impl FromStr for TimeControlTag {
    type Err = TimeControlError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        TimeControlTag::parse(s)
    }
}

/// `[moves/]seconds[+increment]`
fn parse_period(field: &str) -> Result<Period, TimeControlErrorKind> {
    if field.is_empty() {
        return Err(TimeControlErrorKind::EmptyPeriod);
    }
    if field == "?" || field == "-" {
        return Err(TimeControlErrorKind::MarkerNotAlone);
    }
    if field.starts_with('*') {
        return Err(TimeControlErrorKind::Sandclock);
    }
    let (moves, rest) = match field.split_once('/') {
        Some((m, rest)) => (Some(number(m, Part::Moves)?), rest),
        None => (None, field),
    };
    let (time, increment) = match rest.split_once('+') {
        Some((t, inc)) => (number(t, Part::Time)?, number(inc, Part::Increment)?),
        None => (number(rest, Part::Time)?, 0),
    };
    let moves = match moves {
        Some(m) => Some(
            u32::try_from(m).map_err(|_| TimeControlErrorKind::TooLarge {
                part: Part::Moves,
                value: m,
                max: u64::from(MAX_PERIOD_MOVES),
            })?,
        ),
        None => None,
    };
    Ok(Period::new(
        moves,
        Duration::from_secs(time),
        Duration::from_secs(increment),
    ))
}

fn number(text: &str, part: Part) -> Result<u64, TimeControlErrorKind> {
    let t = text.trim();
    if t.is_empty() || !t.chars().all(|c| c.is_ascii_digit()) {
        return Err(TimeControlErrorKind::NotANumber {
            part,
            text: text.to_owned(),
        });
    }
    t.parse::<u64>()
        .map_err(|_| TimeControlErrorKind::TooLarge {
            part,
            value: u64::MAX,
            max: u64::MAX,
        })
}

impl TimeControl {
    /// Builds a time control after checking it.
    ///
    /// # Errors
    /// No periods; a period other than the last without a number of moves; zero moves; a
    /// first period without time; a part beyond [`MAX_PERIOD_MOVES`], [`MAX_PERIOD_TIME`] or
    /// [`MAX_INCREMENT`]; an increment starting at move 0.
    pub fn new(periods: Vec<Period>, mode: Mode) -> Result<Self, TimeControlError> {
        let err = |period: Option<usize>, kind| TimeControlError {
            input: None,
            period,
            kind,
        };
        if periods.is_empty() {
            return Err(err(None, TimeControlErrorKind::NoPeriods));
        }
        let last = periods.len() - 1;
        for (i, p) in periods.iter().enumerate() {
            let place = Some(i + 1);
            let too_large = |part, value: u64, max: u64| {
                err(place, TimeControlErrorKind::TooLarge { part, value, max })
            };
            match p.moves {
                None if i != last => {
                    return Err(err(place, TimeControlErrorKind::RestOfGameNotLast));
                }
                Some(0) => {
                    return Err(err(place, TimeControlErrorKind::Zero { part: Part::Moves }));
                }
                Some(m) if m > MAX_PERIOD_MOVES => {
                    return Err(too_large(Part::Moves, m.into(), MAX_PERIOD_MOVES.into()));
                }
                _ => {}
            }
            if p.time > MAX_PERIOD_TIME {
                return Err(too_large(
                    Part::Time,
                    p.time.as_secs(),
                    MAX_PERIOD_TIME.as_secs(),
                ));
            }
            if i == 0 && p.time.is_zero() {
                return Err(err(place, TimeControlErrorKind::Zero { part: Part::Time }));
            }
            if p.increment > MAX_INCREMENT {
                return Err(too_large(
                    Part::Increment,
                    p.increment.as_secs(),
                    MAX_INCREMENT.as_secs(),
                ));
            }
            if p.increment_from_move == 0 {
                return Err(err(
                    place,
                    TimeControlErrorKind::Zero {
                        part: Part::IncrementFromMove,
                    },
                ));
            }
        }
        Ok(TimeControl { periods, mode })
    }

    /// Reads a PGN `TimeControl` tag that must describe a clock (not `?` or `-`).
    ///
    /// # Errors
    /// As [`TimeControlTag::parse`]; `?` and `-` are refused with
    /// [`TimeControlErrorKind::NotAClock`].
    pub fn from_pgn(text: &str) -> Result<Self, TimeControlError> {
        match TimeControlTag::parse(text)? {
            TimeControlTag::Timed(tc) => Ok(tc),
            _ => Err(TimeControlError {
                input: Some(text.to_owned()),
                period: None,
                kind: TimeControlErrorKind::NotAClock,
            }),
        }
    }

    /// The same control in another mode.
    pub fn with_mode(mut self, mode: Mode) -> Self {
        self.mode = mode;
        self
    }

    /// The periods, first to last.
    pub fn periods(&self) -> &[Period] {
        &self.periods
    }

    /// The mode.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The period index a player is in after completing `moves` moves, and how many moves
    /// the player has completed in that period.
    pub fn period_after(&self, moves: u32) -> (usize, u32) {
        let mut start = 0u32;
        let last = self.periods.len().saturating_sub(1);
        for (i, p) in self.periods.iter().enumerate() {
            match p.moves {
                Some(m) if i < last => {
                    let end = start.saturating_add(m);
                    if moves < end {
                        return (i, moves - start);
                    }
                    start = end;
                }
                Some(m) => return (i, (moves - start) % m),
                None => return (i, moves - start),
            }
        }
        (last, 0)
    }

    /// Writes the PGN `TimeControl` tag value, e.g. `40/5400+30:1800+30`. The mode and a
    /// late start of the increment cannot be written in PGN and are left out; sub-second
    /// parts are dropped.
    pub fn to_pgn(&self) -> String {
        self.periods
            .iter()
            .map(|p| {
                let mut s = String::new();
                if let Some(m) = p.moves {
                    s.push_str(&format!("{m}/"));
                }
                s.push_str(&p.time.as_secs().to_string());
                if !p.increment.is_zero() {
                    s.push_str(&format!("+{}", p.increment.as_secs()));
                }
                s
            })
            .collect::<Vec<_>>()
            .join(":")
    }

    /// The kind of play by the FIDE definitions (Appendices A and B): blitz when the time for
    /// 60 moves (period times plus increments) is at most 10 minutes, rapid when it is under
    /// 60 minutes, otherwise standard. A Fischer increment or a Bronstein delay counts as
    /// time for each move; a simple delay adds nothing to the clock and does not count.
    pub fn fide_tempo(&self) -> Tempo {
        let mut total = self.periods[0].time;
        for n in 1..=60u32 {
            let (p, _) = self.period_after(n - 1);
            if self.mode != Mode::Delay {
                total = total.saturating_add(self.periods[p].increment_for_move(n));
            }
            let (next, in_next) = self.period_after(n);
            if n < 60 && in_next == 0 && self.periods[p].moves.is_some() {
                total = total.saturating_add(self.periods[next].time);
            }
        }
        if total <= Duration::from_secs(600) {
            Tempo::Blitz
        } else if total < Duration::from_secs(3600) {
            Tempo::Rapid
        } else {
            Tempo::Standard
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    #[test]
    fn presets_are_what_fide_says() {
        let c = Preset::FideClassical.time_control();
        assert_eq!(c.to_pgn(), "40/5400+30:1800+30");
        assert_eq!(
            Preset::FideChampionship.time_control().to_pgn(),
            "40/6000+30:20/3000+30:900+30"
        );
        assert_eq!(Preset::Rapid.time_control().to_pgn(), "900+10");
        assert_eq!(Preset::Blitz.time_control().to_pgn(), "180+2");
        assert_eq!(c.fide_tempo(), Tempo::Standard);
        assert_eq!(Preset::Rapid.time_control().fide_tempo(), Tempo::Rapid);
        assert_eq!(Preset::Blitz.time_control().fide_tempo(), Tempo::Blitz);
        for p in Preset::ALL {
            assert_eq!(p.name().parse::<Preset>(), Ok(p));
        }
        assert!("bullet".parse::<Preset>().is_err());
    }

    #[test]
    fn tempo_counts_sixty_moves_of_increment() {
        // 10 minutes flat is blitz; 5 + 5 s is 5 + 5 = 10 minutes: blitz; 5 + 6 s is rapid.
        let tc = |s: &str| TimeControl::from_pgn(s).unwrap().fide_tempo();
        assert_eq!(tc("600"), Tempo::Blitz);
        assert_eq!(tc("300+5"), Tempo::Blitz);
        assert_eq!(tc("300+6"), Tempo::Rapid);
        assert_eq!(tc("3000+10"), Tempo::Standard);
        assert_eq!(tc("3000+9"), Tempo::Rapid);
        // 40 moves in 20 minutes repeating: 20 + 20 (second time round) = 40 min: rapid.
        assert_eq!(tc("40/1200"), Tempo::Rapid);
    }

    #[test]
    fn parses_pgn_tags() {
        assert_eq!(TimeControlTag::parse("?"), Ok(TimeControlTag::Unknown));
        assert_eq!(TimeControlTag::parse(" - "), Ok(TimeControlTag::Untimed));
        let TimeControlTag::Timed(tc) = TimeControlTag::parse("40/5400+30:1800+30").unwrap() else {
            panic!("timed")
        };
        assert_eq!(tc, Preset::FideClassical.time_control());
        let tc = TimeControl::from_pgn("40/7200:20/3600").unwrap();
        assert_eq!(
            tc.periods()[1],
            Period::new(Some(20), secs(3600), Duration::ZERO)
        );
    }

    #[test]
    fn bad_tags_say_what_and_where() {
        let cases: &[(&str, Option<usize>, &str)] = &[
            ("", None, "empty"),
            ("40/5400+30::1800", Some(2), "period is empty"),
            ("*180", Some(1), "sandclock"),
            (
                "40/54x0",
                Some(1),
                "time in seconds \"54x0\" is not a whole number",
            ),
            ("40/5400+3a", Some(1), "increment"),
            ("x/5400", Some(1), "number of moves"),
            ("0/5400", Some(1), "must not be zero"),
            ("5400:40/1800", Some(1), "rest of the game"),
            ("40/5400:?", Some(2), "stand alone"),
            ("0+30", Some(1), "time in seconds must not be zero"),
            ("99999999999/60", Some(1), "larger"),
            ("40/99999999999999999999999", Some(1), "larger"),
            ("40/5400+7200", Some(1), "larger"),
        ];
        for (text, period, needle) in cases {
            let e = TimeControlTag::parse(text).expect_err(text);
            assert_eq!(e.period, *period, "{text}: {e}");
            let msg = e.to_string();
            assert!(msg.contains(needle), "{text}: {msg}");
        }
        let msg = TimeControlTag::parse("40/54x0").unwrap_err().to_string();
        assert_eq!(
            msg,
            "time control \"40/54x0\", period 1 (\"40/54x0\"): the time in seconds \"54x0\" is not a whole number"
        );
    }

    #[test]
    fn periods_follow_move_counts() {
        let c = Preset::FideChampionship.time_control();
        assert_eq!(c.period_after(0), (0, 0));
        assert_eq!(c.period_after(39), (0, 39));
        assert_eq!(c.period_after(40), (1, 0));
        assert_eq!(c.period_after(59), (1, 19));
        assert_eq!(c.period_after(60), (2, 0));
        assert_eq!(c.period_after(500), (2, 440));
        let repeating = TimeControl::from_pgn("40/7200:20/3600").unwrap();
        assert_eq!(repeating.period_after(60), (1, 0));
        assert_eq!(repeating.period_after(79), (1, 19));
        assert_eq!(repeating.period_after(80), (1, 0));
    }

    fn arb_control() -> impl Strategy<Value = TimeControl> {
        let period = (
            proptest::option::of(1u32..=MAX_PERIOD_MOVES),
            1u64..=MAX_PERIOD_TIME.as_secs(),
            0u64..=MAX_INCREMENT.as_secs(),
        );
        proptest::collection::vec(period, 1..5).prop_map(|ps| {
            let n = ps.len();
            let periods = ps
                .into_iter()
                .enumerate()
                .map(|(i, (m, t, inc))| {
                    let moves = if i + 1 < n { Some(m.unwrap_or(40)) } else { m };
                    Period::new(moves, secs(t), secs(inc))
                })
                .collect();
            TimeControl::new(periods, Mode::Fischer).unwrap()
        })
    }

    proptest! {
        #[test]
        fn pgn_round_trips(tc in arb_control()) {
            let s = tc.to_pgn();
            let back = TimeControl::from_pgn(&s).unwrap();
            prop_assert_eq!(back.to_pgn(), s);
            prop_assert_eq!(back, tc);
        }

        #[test]
        fn parse_never_panics(s in "[0-9/+:*?\\- x]{0,24}") {
            if let Ok(tag) = TimeControlTag::parse(&s) {
                // Whatever parses writes back to something that parses to the same thing.
                let again = TimeControlTag::parse(&tag.to_pgn()).unwrap();
                prop_assert_eq!(again, tag);
            }
        }
    }
}
