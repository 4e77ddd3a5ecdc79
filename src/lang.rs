//! The languages rochade speaks and understands.
//!
//! A language is data: a grammar file `grammar/<code>.toml` (its words, command words and
//! number words), a message catalogue `locales/<code>.ftl` and a pronunciation table
//! `audio/pronunciation/<code>.toml`. The build finds the languages from the grammar files and
//! names each with a constant here ([`Lang::De`], [`Lang::En`], …); no code matches on a
//! language to choose a word.

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A language of announcements and of the interface: an index into the languages of the build
/// ([`Lang::ALL`]).
///
/// `De` is the Appendix D vocabulary (Anna, Bella, … eins, zwei, … Springer, …) with German
/// interface text, the default at a FIDE table.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Lang(u8);

include!(concat!(env!("OUT_DIR"), "/lang_consts.rs"));

/// The embedded files of one language.
#[derive(Debug, Clone, Copy)]
pub struct LanguageFiles {
    /// `grammar/<code>.toml`: the vocabulary, command words and number words.
    pub grammar: &'static str,
    /// `locales/<code>.ftl`: the messages.
    pub messages: &'static str,
    /// `audio/pronunciation/<code>.toml`: how a voice of this language says other words.
    pub pronunciation: &'static str,
}

mod generated {
    use crate::lang::LanguageFiles;
    include!(concat!(env!("OUT_DIR"), "/languages.rs"));
}

pub use generated::CODES;

/// The embedded files of `lang`.
pub fn files(lang: Lang) -> &'static LanguageFiles {
    let i = CODES.iter().position(|c| *c == lang.code()).unwrap_or(0);
    &generated::FILES[i]
}

/// A language's grammar file (`grammar/<code>.toml`), read once: what rochade as a whole
/// asks of it typed here, and the whole file for the parts that type their own sections (the
/// vocabulary in [`crate::notation::lexicon`], the number words in [`crate::i18n::number`],
/// the command words in [`crate::app::commands`]).
#[derive(Debug, Clone, Default)]
pub struct Grammar {
    /// The names a user may give for the language besides its code (`names`), lower case.
    pub names: Vec<String>,
    /// The liblouis table of the language's braille (`[braille] table`), if it names one.
    pub braille_table: Option<String>,
    /// The whole file.
    pub table: toml::Table,
}

impl Grammar {
    /// Reads a grammar file's text.
    ///
    /// # Errors
    /// The TOML error when the text does not parse, or `names` or `[braille] table` is not
    /// what it should be.
    pub fn parse(text: &str) -> Result<Grammar, toml::de::Error> {
        #[derive(serde::Deserialize)]
        struct Braille {
            #[serde(default)]
            table: Option<String>,
        }
        let table: toml::Table = toml::from_str(text)?;
        let part = |key: &str| table.get(key).cloned();
        let names: Vec<String> = part("names")
            .map(toml::Value::try_into)
            .transpose()?
            .unwrap_or_default();
        let braille: Option<Braille> = part("braille").map(toml::Value::try_into).transpose()?;
        Ok(Grammar {
            names: names.into_iter().map(|n| n.to_lowercase()).collect(),
            braille_table: braille.and_then(|b| b.table),
            table,
        })
    }

    /// The section `key` of the file as a table of its own (`{ key = … }`), empty when the
    /// file has none: what a part of rochade deserialises its own typed section from.
    pub fn section(&self, key: &str) -> toml::Table {
        toml::Table::from_iter(self.table.get(key).map(|v| (key.to_owned(), v.clone())))
    }
}

/// The grammar file of `lang`, read once (an empty one if the file were malformed: the tests
/// read every one).
pub fn grammar(lang: Lang) -> &'static Grammar {
    static ALL: OnceLock<Vec<Grammar>> = OnceLock::new();
    let all = ALL.get_or_init(|| {
        Lang::ALL
            .iter()
            .map(|l| Grammar::parse(files(*l).grammar).unwrap_or_default())
            .collect()
    });
    &all[usize::from(lang.0)]
}

impl Lang {
    /// The language whose words every language understands: the Appendix D vocabulary.
    pub const APPENDIX_D: Lang = Lang::De;

    /// The two-letter code (`de`, `en`, `es`, `ru`), the name of its files.
    pub fn code(self) -> &'static str {
        CODES.get(usize::from(self.0)).copied().unwrap_or("de")
    }

    /// The language with this code, if the build has it.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.iter().copied().find(|l| l.code() == code)
    }

    /// The language of the system's locale, if rochade has it: the first of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` that is set and not empty decides (as for any program), and
    /// its language part (`en` of `en_GB.UTF-8`) is looked up among the languages of the
    /// build. `None` for `C`, `POSIX` or a language rochade does not have. `var` reads an
    /// environment variable (the process environment in use; a table in tests).
    pub fn from_locale(var: impl Fn(&str) -> Option<String>) -> Option<Lang> {
        let value = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| var(name))
            .find(|v| !v.trim().is_empty())?;
        let code: String = value
            .trim()
            .chars()
            .take_while(char::is_ascii_alphabetic)
            .collect::<String>()
            .to_ascii_lowercase();
        Lang::from_code(&code)
    }

    /// The language to use when none is chosen (no `--lang`, no `lang` setting): the
    /// system's locale's, or the Appendix D German.
    pub fn from_system() -> Lang {
        Lang::from_locale(|name| std::env::var(name).ok()).unwrap_or_default()
    }

    /// The names a user may give for this language besides its code (`names` in its grammar
    /// file: "deutsch", "german", …), lower case.
    pub fn names(self) -> &'static [String] {
        &grammar(self).names
    }
}

impl Default for Lang {
    fn default() -> Self {
        Lang::APPENDIX_D
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl fmt::Debug for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl Serialize for Lang {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl<'de> Deserialize<'de> for Lang {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Lang::from_code(&text).ok_or_else(|| serde::de::Error::custom(UnknownLang(text.clone())))
    }
}

/// A language code that is not one of the build's languages (or `auto` where allowed).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown language \"{text}\": use {}", CODES.join(", "), text = .0)]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.trim().to_lowercase();
        Lang::ALL
            .iter()
            .copied()
            .find(|l| l.code() == wanted || l.names().contains(&wanted))
            .ok_or_else(|| UnknownLang(s.to_owned()))
    }
}

/// The language used to read input: one language, or `Auto` (every language's words; a letter
/// that means different pieces in different languages is tried both ways against the position).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum InputLang {
    /// Read as this language (its words plus the Appendix D words, which every language accepts).
    One(Lang),
    /// Read any language.
    #[default]
    Auto,
}

impl FromStr for InputLang {
    type Err = UnknownLang;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.trim().eq_ignore_ascii_case("auto") {
            Ok(InputLang::Auto)
        } else {
            s.parse().map(InputLang::One)
        }
    }
}

impl From<Lang> for InputLang {
    fn from(lang: Lang) -> Self {
        InputLang::One(lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn locale(vars: &[(&str, &str)]) -> Option<Lang> {
        Lang::from_locale(|name| {
            vars.iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| (*v).to_owned())
        })
    }

    #[test]
    fn the_system_locale_chooses_among_the_languages_of_the_build() {
        assert_eq!(locale(&[("LANG", "en_GB.UTF-8")]), Some(Lang::En));
        assert_eq!(locale(&[("LANG", "es_ES.UTF-8")]), Some(Lang::Es));
        assert_eq!(locale(&[("LANG", "ru_RU.UTF-8")]), Some(Lang::Ru));
        assert_eq!(locale(&[("LANG", "de_AT")]), Some(Lang::De));
        // LC_ALL before LC_MESSAGES before LANG; an empty one does not count.
        let all = [
            ("LC_ALL", ""),
            ("LC_MESSAGES", "ru_RU.UTF-8"),
            ("LANG", "en_US.UTF-8"),
        ];
        assert_eq!(locale(&all), Some(Lang::Ru));
        let all = [("LC_ALL", "es_MX"), ("LANG", "en_US.UTF-8")];
        assert_eq!(locale(&all), Some(Lang::Es));
        // C, POSIX, a language rochade does not have, nothing: none (German is the default).
        assert_eq!(locale(&[("LANG", "C.UTF-8")]), None);
        assert_eq!(locale(&[("LC_ALL", "POSIX")]), None);
        assert_eq!(locale(&[("LANG", "fr_FR.UTF-8")]), None);
        assert_eq!(locale(&[]), None);
    }
}
