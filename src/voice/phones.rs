//! Pronunciations for the recogniser: each word's phonemes as espeak-ng's voice of its
//! language says it, mapped to the phones of the English acoustic model with the language's
//! table (`audio/phones/de.toml` for the Appendix D words, `en.toml`, `es.toml` and `ru.toml`
//! for the English, Spanish and Russian words; embedded at build time), with alternates.

use std::collections::HashMap;
use std::process::{Command, Stdio};
use std::sync::OnceLock;

use serde::Deserialize;

use super::VoiceError;
use crate::Lang;
use crate::speech::pronounce::Table;

/// The embedded phone table of German voices.
const GERMAN: &str = include_str!("../../audio/phones/de.toml");

/// The embedded phone table of English voices.
const ENGLISH: &str = include_str!("../../audio/phones/en.toml");

/// The embedded phone table of Spanish voices.
const SPANISH: &str = include_str!("../../audio/phones/es.toml");

/// The embedded phone table of Russian voices.
const RUSSIAN: &str = include_str!("../../audio/phones/ru.toml");

/// How many pronunciations one spelling of a word gets at most (the closest first).
pub const MAX_VARIANTS: usize = 6;

/// The espeak-ng program that gives the phonemes.
pub const ESPEAK: &str = "espeak-ng";

#[derive(Debug, Deserialize)]
struct Raw {
    ignore: Vec<String>,
    phones: HashMap<String, Vec<String>>,
}

/// A mapping of espeak-ng phonemes to acoustic-model phones.
#[derive(Debug, Default)]
pub struct PhoneTable {
    /// Signs without a sound of their own.
    ignore: Vec<String>,
    /// Phoneme and its phones (closest first), the longest phoneme names first.
    phones: Vec<(String, Vec<String>)>,
}

impl PhoneTable {
    /// Reads a table (`audio/phones/<lang>.toml`).
    ///
    /// # Errors
    /// The TOML error when the text is not such a table.
    pub fn parse(text: &str) -> Result<PhoneTable, toml::de::Error> {
        let raw: Raw = toml::from_str(text)?;
        let mut phones: Vec<(String, Vec<String>)> = raw.phones.into_iter().collect();
        phones.sort_by(|a, b| b.0.len().cmp(&a.0.len()).then_with(|| a.0.cmp(&b.0)));
        let mut ignore = raw.ignore;
        ignore.sort_by_key(|s| std::cmp::Reverse(s.len()));
        Ok(PhoneTable { ignore, phones })
    }

    /// The embedded table for German voices (empty if it were malformed: a test reads it).
    pub fn german() -> &'static PhoneTable {
        static TABLE: OnceLock<PhoneTable> = OnceLock::new();
        TABLE.get_or_init(|| PhoneTable::parse(GERMAN).unwrap_or_default())
    }

    /// The embedded table for English voices (empty if it were malformed: a test reads it).
    pub fn english() -> &'static PhoneTable {
        static TABLE: OnceLock<PhoneTable> = OnceLock::new();
        TABLE.get_or_init(|| PhoneTable::parse(ENGLISH).unwrap_or_default())
    }

    /// The embedded table for Spanish voices (empty if it were malformed: a test reads it).
    pub fn spanish() -> &'static PhoneTable {
        static TABLE: OnceLock<PhoneTable> = OnceLock::new();
        TABLE.get_or_init(|| PhoneTable::parse(SPANISH).unwrap_or_default())
    }

    /// The embedded table for Russian voices (empty if it were malformed: a test reads it).
    pub fn russian() -> &'static PhoneTable {
        static TABLE: OnceLock<PhoneTable> = OnceLock::new();
        TABLE.get_or_init(|| PhoneTable::parse(RUSSIAN).unwrap_or_default())
    }

    /// The table for the words of `lang` and the espeak-ng voice that gives their phonemes;
    /// `None` where voice input cannot hear that language's words yet.
    pub fn for_lang(lang: Lang) -> Option<(&'static PhoneTable, &'static str)> {
        if lang == Lang::APPENDIX_D {
            Some((PhoneTable::german(), "de"))
        } else if lang == Lang::En {
            Some((PhoneTable::english(), "en-us"))
        } else if lang == Lang::Es {
            Some((PhoneTable::spanish(), "es"))
        } else if lang == Lang::Ru {
            Some((PhoneTable::russian(), "ru"))
        } else {
            None
        }
    }

    /// The choices of phones for each phoneme of `phonemes` (espeak-ng's `-x` output), and
    /// the phonemes the table does not know.
    fn split<'a>(&'a self, phonemes: &str) -> (Vec<&'a [String]>, Vec<String>) {
        let mut out = Vec::new();
        let mut unknown = Vec::new();
        let mut rest = phonemes.trim();
        'outer: while !rest.is_empty() {
            if let Some(r) = rest.strip_prefix(char::is_whitespace) {
                rest = r;
                continue;
            }
            for sign in &self.ignore {
                if let Some(r) = rest.strip_prefix(sign.as_str()) {
                    rest = r;
                    continue 'outer;
                }
            }
            for (name, choices) in &self.phones {
                if let Some(r) = rest.strip_prefix(name.as_str()) {
                    out.push(choices.as_slice());
                    rest = r;
                    continue 'outer;
                }
            }
            let mut chars = rest.chars();
            if let Some(c) = chars.next() {
                unknown.push(c.to_string());
            }
            rest = chars.as_str();
        }
        (out, unknown)
    }

    /// The pronunciations of `phonemes` in model phones: the closest first, then each
    /// alternate of one phoneme at a time, at most `max`, without repeats. A phone said twice
    /// in a row is one (a double letter, "Анна", is one sound).
    pub fn pronunciations(&self, phonemes: &str, max: usize) -> Vec<String> {
        let (choices, _) = self.split(phonemes);
        let join = |pick: &[usize]| {
            let mut phones: Vec<&str> = choices
                .iter()
                .zip(pick)
                .filter_map(|(c, &i)| c.get(i).map(String::as_str))
                .flat_map(str::split_whitespace)
                .collect();
            phones.dedup();
            phones.join(" ")
        };
        let base = vec![0usize; choices.len()];
        let mut out: Vec<String> = Vec::new();
        let push = |p: String, out: &mut Vec<String>| {
            if !p.is_empty() && !out.contains(&p) && out.len() < max {
                out.push(p);
            }
        };
        push(join(&base), &mut out);
        for (at, c) in choices.iter().enumerate() {
            for alt in 1..c.len() {
                let mut pick = base.clone();
                pick[at] = alt;
                push(join(&pick), &mut out);
            }
        }
        out
    }

    /// The phonemes of `phonemes` this table does not know (for the tests).
    pub fn unknown(&self, phonemes: &str) -> Vec<String> {
        self.split(phonemes).1
    }
}

/// Makes and keeps the pronunciations of words, asking espeak-ng once per word.
#[derive(Debug, Default)]
pub struct Pronouncer {
    cache: HashMap<(String, Lang), Vec<String>>,
}

/// The phonemes espeak-ng's German voice says for `text` (`-x`).
///
/// # Errors
/// [`VoiceError::NoPhonemes`] when espeak-ng cannot be run or fails.
pub fn espeak_phonemes(text: &str) -> Result<String, VoiceError> {
    espeak_phonemes_in(text, "de")
}

/// The phonemes espeak-ng's voice `voice` says for `text` (`-x`).
///
/// # Errors
/// [`VoiceError::NoPhonemes`] when espeak-ng cannot be run or fails.
pub fn espeak_phonemes_in(text: &str, voice: &str) -> Result<String, VoiceError> {
    let out = Command::new(ESPEAK)
        .args(["-v", voice, "-q", "-x", "--"])
        .arg(text)
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
        .map_err(|e| VoiceError::NoPhonemes {
            detail: e.to_string(),
        })?;
    if !out.status.success() {
        return Err(VoiceError::NoPhonemes {
            detail: format!("{ESPEAK} {}", out.status),
        });
    }
    Ok(String::from_utf8_lossy(&out.stdout).trim().to_owned())
}

impl Pronouncer {
    /// An empty cache.
    pub fn new() -> Pronouncer {
        Pronouncer::default()
    }

    /// The pronunciations of `word` (as written in the vocabulary of `lang`) in model phones.
    /// For the Appendix D words: those of the word as a German voice is made to say it
    /// (`audio/pronunciation/de.toml`, "Cesar" as "Zäsar"), then those of the word as
    /// espeak-ng reads it; for English likewise with the US English voice ("Gustav" as
    /// "Goostahf", `audio/pronunciation/en.toml`). None for a language without a table.
    ///
    /// # Errors
    /// [`VoiceError::NoPhonemes`] when espeak-ng cannot be run.
    pub fn pronunciations(&mut self, word: &str, lang: Lang) -> Result<&[String], VoiceError> {
        let key = (word.to_owned(), lang);
        if !self.cache.contains_key(&key) {
            let mut all = Vec::new();
            if let Some((table, voice)) = PhoneTable::for_lang(lang) {
                // As rochade's own voice of the language is made to say it.
                let respelled = Table::for_voice(lang).respell(word, lang);
                for spelling in [respelled.as_str(), word] {
                    let phonemes = espeak_phonemes_in(spelling, voice)?;
                    for p in table.pronunciations(&phonemes, MAX_VARIANTS) {
                        if !all.contains(&p) {
                            all.push(p);
                        }
                    }
                    if spelling == word {
                        break;
                    }
                }
            }
            self.cache.insert(key.clone(), all);
        }
        Ok(self.cache.get(&key).map_or(&[], Vec::as_slice))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_table_reads() {
        for text in [GERMAN, ENGLISH, SPANISH, RUSSIAN] {
            assert!(PhoneTable::parse(text).is_ok());
        }
        for t in [
            PhoneTable::german(),
            PhoneTable::english(),
            PhoneTable::spanish(),
            PhoneTable::russian(),
        ] {
            assert!(!t.phones.is_empty());
        }
    }

    #[test]
    fn spanish_and_russian_phonemes_to_phones() {
        // espeak-ng -v es -x "Caballo", "César"; -v ru -x "Шпрингер", "да"
        let es = PhoneTable::spanish();
        assert_eq!(es.pronunciations("kaB'al^o", 1), ["K AA B AA Y OW"]);
        let cesar = es.pronunciations("T'esar", MAX_VARIANTS);
        assert_eq!(cesar[0], "TH EH S AA R");
        assert!(cesar.contains(&"S EH S AA R".to_owned()), "{cesar:?}");
        let ru = PhoneTable::russian();
        assert_eq!(
            ru.pronunciations("Sp@-r;'ing;ir", 1),
            ["SH P R IY N G IY R"]
        );
        assert_eq!(ru.pronunciations("d'A", 1), ["D AA"]);
        assert!(ru.unknown("Sp@-r;'ing;ir").is_empty());
    }

    #[test]
    fn phonemes_to_phones_with_alternates() {
        let t = PhoneTable::german();
        // espeak-ng -v de -x "Springer", "Felix", "zwei", "Turm"
        assert_eq!(t.pronunciations("Spr'IN3", 1), ["SH P R IH NG ER"]);
        assert_eq!(t.pronunciations("f'e:lIks", 1), ["F EY L IH K S"]);
        assert_eq!(t.pronunciations("tsv'aI", 1), ["T S V AY"]);
        let turm = t.pronunciations("t'URm", MAX_VARIANTS);
        assert_eq!(turm[0], "T UH R M");
        assert!(turm.contains(&"T UH M".to_owned()), "{turm:?}");
        assert!(t.pronunciations("_!'anA:", 9).len() <= 9);
        assert!(t.unknown("_!'anA:").is_empty());
        assert_eq!(t.unknown("a§"), ["§"]);
    }
}
