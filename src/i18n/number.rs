//! Numbers said as words, in the form the counted noun asks for ("eine Minute", "einundzwanzig
//! Minuten", "двадцать одна секунда", "veintiún minutos").
//!
//! The words are data: the `[numbers]` table of each `grammar/<code>.toml`. Messages use them
//! through the Fluent function `WORDS($n)` or `WORDS($n, form: "feminine")`; the plural form of
//! the noun after it is chosen by Fluent's own plural rules in the message file.

use std::collections::HashMap;
use std::sync::OnceLock;

use fluent_bundle::{FluentArgs, FluentValue};
use serde::Deserialize;

use crate::lang::{Grammar, Lang, grammar};

/// The `[numbers]` table of a grammar file.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NumberWords {
    /// Words for 0, 1, 2, … as far as the language has one word each (at least 0-19).
    words: Vec<String>,
    /// Words for 20, 30, … 90.
    tens: Vec<String>,
    /// How a tens word and a unit word make one number: `{tens}` and `{unit}` are replaced.
    compound: String,
    /// Words for 100, 200, … 900.
    hundreds: Vec<String>,
    /// How hundreds and the rest make one number: `{hundreds}` and `{rest}` are replaced.
    hundreds_join: String,
    /// Other forms by name (`feminine`, `masculine`, `accusative`, …; `compound` is the form
    /// of a unit inside a compound): a number, or the unit at the end of a compound, takes its
    /// form from here when the form lists it.
    #[serde(default)]
    forms: HashMap<String, HashMap<String, String>>,
}

#[derive(Deserialize)]
struct GrammarNumbers {
    #[serde(default)]
    numbers: Option<NumberWords>,
}

impl NumberWords {
    /// The `[numbers]` table of a grammar file's text.
    ///
    /// # Errors
    /// The TOML error when the table is malformed.
    pub fn parse(grammar: &str) -> Result<NumberWords, toml::de::Error> {
        NumberWords::of_grammar(&Grammar::parse(grammar)?)
    }

    /// The `[numbers]` table of a grammar file (only the numbers: the rest of the file is the
    /// vocabulary's).
    ///
    /// # Errors
    /// The TOML error when the table is malformed.
    pub fn of_grammar(grammar: &Grammar) -> Result<NumberWords, toml::de::Error> {
        let g: GrammarNumbers = grammar.section("numbers").try_into()?;
        Ok(g.numbers.unwrap_or_default())
    }

    /// The embedded number words of `lang` (empty if its table were malformed: the tests read
    /// every one).
    pub fn of(lang: Lang) -> &'static NumberWords {
        static ALL: OnceLock<Vec<NumberWords>> = OnceLock::new();
        let all = ALL.get_or_init(|| {
            Lang::ALL
                .iter()
                .map(|l| NumberWords::of_grammar(grammar(*l)).unwrap_or_default())
                .collect()
        });
        let i = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
        &all[i]
    }

    fn form(&self, form: &str, n: u64) -> Option<&str> {
        self.forms
            .get(form)?
            .get(&n.to_string())
            .map(String::as_str)
    }

    /// `n` in words, in `form` (`""` for the plain counting form); `None` above 999 or when
    /// the language has no words for it (the caller writes digits then).
    pub fn spell(&self, n: u64, form: &str) -> Option<String> {
        if let Some(w) = self.form(form, n) {
            return Some(w.to_owned());
        }
        if let Some(w) = usize::try_from(n).ok().and_then(|i| self.words.get(i)) {
            return Some(w.clone());
        }
        if n < 100 {
            let tens = self
                .tens
                .get(usize::try_from(n / 10).ok()?.checked_sub(2)?)?;
            let unit = n % 10;
            if unit == 0 {
                return Some(tens.clone());
            }
            // The form belongs to the part said last: the unit in "twenty-one" and
            // "двадцать первого", the tens in "einundzwanzigsten".
            let tens_last = self.compound.find("{tens}") > self.compound.find("{unit}");
            let (tens_word, unit_word) = if tens_last {
                let tens_word = self
                    .form(form, n - unit)
                    .map_or_else(|| tens.clone(), str::to_owned);
                let unit_word = match self.form("compound", unit) {
                    Some(w) => w.to_owned(),
                    None => self.spell(unit, "")?,
                };
                (tens_word, unit_word)
            } else {
                let unit_word = match self.form("compound", unit) {
                    Some(w) => w.to_owned(),
                    None => self.spell(unit, form)?,
                };
                (tens.clone(), unit_word)
            };
            return Some(
                self.compound
                    .replace("{tens}", &tens_word)
                    .replace("{unit}", &unit_word),
            );
        }
        if n < 1000 {
            let hundreds = self.hundreds.get(usize::try_from(n / 100).ok()? - 1)?;
            let rest = n % 100;
            if rest == 0 {
                return Some(hundreds.clone());
            }
            let rest = self.spell(rest, form)?;
            return Some(
                self.hundreds_join
                    .replace("{hundreds}", hundreds)
                    .replace("{rest}", &rest),
            );
        }
        None
    }
}

/// `n` in words in `lang` and `form`, or in digits where the language has no words for it.
pub fn words(lang: Lang, n: u64, form: &str) -> String {
    NumberWords::of(lang)
        .spell(n, form)
        .unwrap_or_else(|| n.to_string())
}

/// The Fluent function `WORDS(number, form: "…")`.
pub(super) fn words_function<'a>(
    lang: Lang,
    positional: &[FluentValue<'a>],
    named: &FluentArgs,
) -> FluentValue<'a> {
    let form = match named.get("form") {
        Some(FluentValue::String(s)) => s.to_string(),
        _ => String::new(),
    };
    match positional.first() {
        Some(FluentValue::Number(n)) if n.value >= 0.0 && n.value.fract() == 0.0 => {
            // Whole, non-negative: exact as u64 up to 2^53, far beyond any count said.
            FluentValue::from(words(lang, n.value as u64, &form))
        }
        Some(other) => other.clone(),
        None => FluentValue::Error,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_number_words_to_two_hundred() {
        for lang in Lang::ALL {
            let table = NumberWords::parse(crate::i18n::files(lang).grammar)
                .unwrap_or_else(|e| panic!("{lang}: {e}"));
            for n in 0..=200 {
                let w = table
                    .spell(n, "")
                    .unwrap_or_else(|| panic!("{lang}: no words for {n}"));
                assert!(
                    !w.is_empty() && !w.chars().any(|c| c.is_ascii_digit()),
                    "{lang} {n}: {w}"
                );
            }
        }
    }
}
