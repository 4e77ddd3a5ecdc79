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

impl Lang {
    /// The language whose words every language understands: the Appendix D vocabulary.
    pub const APPENDIX_D: Lang = Lang::De;

    /// The two-letter code (`de`, `en`, `es`, `ru`), the name of its files.
    pub fn code(self) -> &'static str {
        crate::i18n::CODES
            .get(usize::from(self.0))
            .copied()
            .unwrap_or("de")
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
        static NAMES: OnceLock<Vec<Vec<String>>> = OnceLock::new();
        let all = NAMES.get_or_init(|| {
            Lang::ALL
                .iter()
                .map(|l| {
                    toml::from_str::<toml::Table>(crate::i18n::files(*l).grammar)
                        .ok()
                        .and_then(|t| t.get("names").cloned())
                        .and_then(|v| v.try_into::<Vec<String>>().ok())
                        .unwrap_or_default()
                        .into_iter()
                        .map(|n| n.to_lowercase())
                        .collect()
                })
                .collect()
        });
        all.get(usize::from(self.0)).map_or(&[], Vec::as_slice)
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

/// A colour as a noun, capitalised ("Weiß", "White", "Белые"), from the catalogue (messages
/// `colour-white`, `colour-black`): the one place these words live, so every part of rochade
/// names the sides alike.
pub fn colour_name(lang: Lang, c: shakmaty::Color) -> &'static str {
    static NAMES: OnceLock<Vec<[String; 2]>> = OnceLock::new();
    let all = NAMES.get_or_init(|| {
        Lang::ALL
            .iter()
            .map(|l| {
                [
                    crate::i18n::msg::colour_white(*l),
                    crate::i18n::msg::colour_black(*l),
                ]
            })
            .collect()
    });
    all.get(usize::from(lang.0))
        .map_or("", |n| n[usize::from(c.is_black())].as_str())
}

/// A language code that is not one of the build's languages (or `auto` where allowed).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown language \"{text}\": use {}", crate::i18n::CODES.join(", "), text = .0)]
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
