//! Command-line values that the shell completions, `--help` and the manual page can list,
//! while the reader still takes every form the type reads: a language by its name as well as
//! its code, a time control in PGN form as well as a preset's name.

use std::marker::PhantomData;
use std::str::FromStr;

use clap::builder::{PossibleValue, StringValueParser, TypedValueParser};

/// A value read by its type's `FromStr`, offered to completions as `values`.
pub struct Listed<T> {
    values: &'static [&'static str],
    read: PhantomData<fn() -> T>,
}

impl<T> Listed<T> {
    /// Offers `values`; any text the type reads is taken.
    pub const fn new(values: &'static [&'static str]) -> Self {
        Listed {
            values,
            read: PhantomData,
        }
    }
}

impl<T> Clone for Listed<T> {
    fn clone(&self) -> Self {
        Listed::new(self.values)
    }
}

impl<T> TypedValueParser for Listed<T>
where
    T: FromStr + Clone + Send + Sync + 'static,
    T::Err: std::error::Error + Send + Sync + 'static,
{
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<T, clap::Error> {
        // Read as clap reads any FromStr value, so the errors are worded as for the others.
        StringValueParser::new()
            .try_map(|text| text.parse::<T>())
            .parse_ref(cmd, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(self.values.iter().map(|v| PossibleValue::new(*v))))
    }
}

/// The time-control presets, offered for `--time-control` (a PGN value is taken too).
pub const TIME_CONTROL_PRESETS: &[&str] =
    &["fide-classical", "fide-championship", "rapid", "blitz"];

/// The scoresheet formats of `export --format`.
pub const FORMATS: &[&str] = &["pgn", "txt", "braille", "brf"];
