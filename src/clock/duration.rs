//! Durations written by people in profiles: `90m`, `1h30m`, `30s`, `1h 30m 15s`, or a bare
//! number of seconds (`1800`).

use std::time::Duration;

/// The longest duration a profile may name (1000 hours): anything longer is a typing mistake,
/// and keeping numbers this small means no arithmetic on them can overflow.
pub const MAX_PROFILE_DURATION: Duration = Duration::from_secs(1000 * 3600);

/// Why a duration string could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DurationError {
    /// Nothing was written.
    #[error("the duration is empty: write for example \"90m\", \"1h30m\" or \"30s\"")]
    Empty,
    /// A character that is neither a digit, a unit (h, m, s) nor a space.
    #[error(
        "\"{text}\": unexpected \"{found}\" at character {position}; use digits followed by h, m or s, as in \"1h30m\""
    )]
    Unexpected {
        /// The whole input.
        text: String,
        /// The offending character.
        found: char,
        /// 1-based character position.
        position: usize,
    },
    /// A number without a unit, followed by more text.
    #[error("\"{text}\": the number at character {position} has no unit (h, m or s)")]
    MissingUnit {
        /// The whole input.
        text: String,
        /// 1-based character position of the number.
        position: usize,
    },
    /// A unit without a number before it, or a unit given twice or out of order.
    #[error(
        "\"{text}\": the unit \"{unit}\" at character {position} needs a number before it and may appear once, in the order h, m, s"
    )]
    MisplacedUnit {
        /// The whole input.
        text: String,
        /// The unit letter.
        unit: char,
        /// 1-based character position.
        position: usize,
    },
    /// More than [`MAX_PROFILE_DURATION`].
    #[error("\"{text}\" is longer than 1000 hours")]
    TooLong {
        /// The whole input.
        text: String,
    },
}

/// Reads a duration such as `90m`, `1h30m`, `1h 30m 15s`, `30s` or `1800` (seconds).
///
/// # Errors
/// [`DurationError`] says what is wrong and at which character.
pub fn parse_duration(text: &str) -> Result<Duration, DurationError> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(DurationError::Empty);
    }
    if trimmed.chars().all(|c| c.is_ascii_digit()) {
        return match trimmed.parse::<u64>() {
            Ok(secs) if secs <= MAX_PROFILE_DURATION.as_secs() => Ok(Duration::from_secs(secs)),
            _ => Err(DurationError::TooLong {
                text: text.to_owned(),
            }),
        };
    }
    let mut total: u64 = 0;
    let mut number: Option<(u64, usize)> = None;
    // Units must come in the order h, m, s: `rank` is the rank of the last unit seen.
    let mut rank = 0u8;
    let too_long = || DurationError::TooLong {
        text: text.to_owned(),
    };
    for (i, c) in text.chars().enumerate() {
        let position = i + 1;
        match c {
            '0'..='9' => {
                let digit = u64::from(c as u8 - b'0');
                let (value, start) = number.unwrap_or((0, position));
                let value = value
                    .checked_mul(10)
                    .and_then(|v| v.checked_add(digit))
                    .filter(|v| *v <= MAX_PROFILE_DURATION.as_secs())
                    .ok_or_else(too_long)?;
                number = Some((value, start));
            }
            'h' | 'H' | 'm' | 'M' | 's' | 'S' => {
                let unit = c.to_ascii_lowercase();
                let (unit_rank, factor) = match unit {
                    'h' => (1, 3600),
                    'm' => (2, 60),
                    _ => (3, 1),
                };
                let Some((value, _)) = number.take().filter(|_| unit_rank > rank) else {
                    return Err(DurationError::MisplacedUnit {
                        text: text.to_owned(),
                        unit,
                        position,
                    });
                };
                rank = unit_rank;
                total = value
                    .checked_mul(factor)
                    .and_then(|v| total.checked_add(v))
                    .filter(|v| *v <= MAX_PROFILE_DURATION.as_secs())
                    .ok_or_else(too_long)?;
            }
            ' ' => {
                if let Some((_, start)) = number {
                    return Err(DurationError::MissingUnit {
                        text: text.to_owned(),
                        position: start,
                    });
                }
            }
            other => {
                return Err(DurationError::Unexpected {
                    text: text.to_owned(),
                    found: other,
                    position,
                });
            }
        }
    }
    if let Some((_, start)) = number {
        return Err(DurationError::MissingUnit {
            text: text.to_owned(),
            position: start,
        });
    }
    Ok(Duration::from_secs(total))
}

/// Writes a duration in the form [`parse_duration`] reads (`1h30m`, `30s`, `0s`); sub-second
/// parts are dropped.
pub fn format_duration(d: Duration) -> String {
    let secs = d.as_secs();
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    let mut out = String::new();
    if h > 0 {
        out.push_str(&format!("{h}h"));
    }
    if m > 0 {
        out.push_str(&format!("{m}m"));
    }
    if s > 0 || out.is_empty() {
        out.push_str(&format!("{s}s"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn reads_the_forms_people_write() {
        let cases: &[(&str, u64)] = &[
            ("90m", 5400),
            ("1h30m", 5400),
            ("1h 30m 15s", 5415),
            ("30s", 30),
            ("1800", 1800),
            (" 2M ", 120),
            ("0s", 0),
        ];
        for (text, secs) in cases {
            assert_eq!(
                parse_duration(text),
                Ok(Duration::from_secs(*secs)),
                "{text}"
            );
        }
    }

    #[test]
    fn rejects_with_a_reason_and_place() {
        assert_eq!(parse_duration("  "), Err(DurationError::Empty));
        assert!(matches!(
            parse_duration("10x"),
            Err(DurationError::Unexpected {
                found: 'x',
                position: 3,
                ..
            })
        ));
        assert!(matches!(
            parse_duration("1h 30"),
            Err(DurationError::MissingUnit { position: 4, .. })
        ));
        assert!(matches!(
            parse_duration("30s 1m"),
            Err(DurationError::MisplacedUnit { unit: 'm', .. })
        ));
        assert!(matches!(
            parse_duration("m"),
            Err(DurationError::MisplacedUnit { .. })
        ));
        assert!(matches!(
            parse_duration("99999999999999999999h"),
            Err(DurationError::TooLong { .. })
        ));
        assert!(matches!(
            parse_duration("1001h"),
            Err(DurationError::TooLong { .. })
        ));
        let msg = parse_duration("1h 30").unwrap_err().to_string();
        assert!(msg.contains("no unit"), "{msg}");
    }

    proptest! {
        #[test]
        fn format_then_parse_is_identity(secs in 0u64..=MAX_PROFILE_DURATION.as_secs()) {
            let d = Duration::from_secs(secs);
            prop_assert_eq!(parse_duration(&format_duration(d)), Ok(d));
        }

        #[test]
        fn never_panics(s in ".{0,20}") {
            let _ = parse_duration(&s);
        }
    }
}
