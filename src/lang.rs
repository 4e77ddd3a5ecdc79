//! The languages rochade speaks and understands.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A language of announcements and of the interface.
///
/// `De` is the Appendix D vocabulary (Anna, Bella, … eins, zwei, … Springer, …) with German
/// interface text; `En` English; `Ru` the Russian edition's Cyrillic words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// German / Appendix D words (the default at a FIDE table).
    #[default]
    De,
    /// English.
    En,
    /// Russian (Cyrillic).
    Ru,
}

impl Lang {
    /// All languages, in a stable order.
    pub const ALL: [Lang; 3] = [Lang::De, Lang::En, Lang::Ru];

    /// The language whose words every language understands: the Appendix D vocabulary.
    pub const APPENDIX_D: Lang = Lang::De;

    /// The two-letter code (`de`, `en`, `ru`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::De => "de",
            Lang::En => "en",
            Lang::Ru => "ru",
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A colour as a noun, capitalised ("Weiß", "White", "Белые"): the one place these words
/// live, so every part of rochade names the sides alike.
pub fn colour_name(lang: Lang, c: shakmaty::Color) -> &'static str {
    use shakmaty::Color;
    match (lang, c) {
        (Lang::De, Color::White) => "Weiß",
        (Lang::De, Color::Black) => "Schwarz",
        (Lang::En, Color::White) => "White",
        (Lang::En, Color::Black) => "Black",
        (Lang::Ru, Color::White) => "Белые",
        (Lang::Ru, Color::Black) => "Чёрные",
    }
}

/// A language code that is not one of `de`, `en`, `ru` (or `auto` where allowed).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown language \"{0}\": use de, en or ru")]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "de" | "german" | "deutsch" => Ok(Lang::De),
            "en" | "english" => Ok(Lang::En),
            "ru" | "russian" => Ok(Lang::Ru),
            _ => Err(UnknownLang(s.to_owned())),
        }
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
