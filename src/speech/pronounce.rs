//! Pronunciation tables: how a voice of one language says another vocabulary's words.
//!
//! Normally each utterance is spoken by a voice of its own language. When the voice is fixed
//! (a chosen voice, a platform engine with one voice), the text is respelled first with
//! `audio/pronunciation/<voice language>.toml`, embedded at build time: German Appendix D
//! words through an English voice become "shpringer faylix dry".

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Deserialize;

use crate::Lang;

/// A pronunciation table that cannot be read (only possible if a table in `audio/` is
/// malformed; the tests load every table).
#[derive(Debug, thiserror::Error)]
#[error("the pronunciation table for {voice} voices is malformed: {source}")]
pub struct TableError {
    /// The voice language of the table.
    pub voice: Lang,
    /// What the TOML parser said.
    pub source: toml::de::Error,
}

#[derive(Debug, Default, Deserialize)]
struct Section {
    #[serde(default)]
    words: HashMap<String, String>,
    #[serde(default)]
    letters: HashMap<String, String>,
}

/// How a voice of one language says the words of the other vocabularies.
#[derive(Debug, Default)]
pub struct Table {
    sections: HashMap<Lang, Section>,
}

fn source(voice: Lang) -> &'static str {
    crate::i18n::files(voice).pronunciation
}

impl Table {
    /// Reads the embedded table for voices of language `voice`.
    ///
    /// # Errors
    /// [`TableError`] when the embedded TOML is malformed.
    pub fn load(voice: Lang) -> Result<Table, TableError> {
        let raw: HashMap<Lang, Section> =
            toml::from_str(source(voice)).map_err(|source| TableError { voice, source })?;
        let sections = raw
            .into_iter()
            .map(|(lang, s)| {
                let lower = |m: HashMap<String, String>| {
                    m.into_iter()
                        .map(|(k, v)| (k.to_lowercase(), v))
                        .collect::<HashMap<_, _>>()
                };
                (
                    lang,
                    Section {
                        words: lower(s.words),
                        letters: lower(s.letters),
                    },
                )
            })
            .collect();
        Ok(Table { sections })
    }

    /// The embedded table for `voice`, read once; an empty table if it were malformed.
    pub fn for_voice(voice: Lang) -> &'static Table {
        static TABLES: OnceLock<Vec<Table>> = OnceLock::new();
        let tables = TABLES.get_or_init(|| {
            Lang::ALL
                .iter()
                .map(|l| Table::load(*l).unwrap_or_default())
                .collect()
        });
        let index = Lang::ALL.iter().position(|l| *l == voice).unwrap_or(0);
        &tables[index]
    }

    /// `text`, written in vocabulary `from`, respelled for this table's voice. Words not in
    /// the table (and all punctuation and spacing) stay as they are, except that letters
    /// listed under `letters` are transliterated.
    pub fn respell(&self, text: &str, from: Lang) -> String {
        let Some(section) = self.sections.get(&from) else {
            return text.to_owned();
        };
        let mut out = String::with_capacity(text.len());
        let mut word = String::new();
        let flush = |word: &mut String, out: &mut String| {
            if word.is_empty() {
                return;
            }
            match section.words.get(&word.to_lowercase()) {
                Some(said) => out.push_str(said),
                None if section.letters.is_empty() => out.push_str(word),
                None => {
                    for c in word.chars() {
                        let lower: String = c.to_lowercase().collect();
                        match section.letters.get(&lower) {
                            Some(said) => out.push_str(said),
                            None => out.push(c),
                        }
                    }
                }
            }
            word.clear();
        };
        for c in text.chars() {
            if c.is_alphabetic() {
                word.push(c);
            } else {
                flush(&mut word, &mut out);
                out.push(c);
            }
        }
        flush(&mut word, &mut out);
        out
    }
}

/// `text` of vocabulary `from` as a voice of language `voice` should get it: respelled
/// through the voice's table (a voice's own language has only the few words it says wrongly,
/// such as "Cesar" for a German voice; everything else stays as it is).
pub fn for_voice(text: &str, from: Lang, voice: Lang) -> String {
    Table::for_voice(voice).respell(text, from)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_embedded_table_loads_and_has_entries() {
        for voice in Lang::ALL {
            let table = Table::load(voice).unwrap_or_else(|e| panic!("{e}"));
            assert!(!table.sections.is_empty(), "{voice}");
            // A voice's own language: whole words only, never letter by letter.
            if let Some(own) = table.sections.get(&voice) {
                assert!(own.letters.is_empty(), "{voice} spells itself");
            }
        }
    }

    #[test]
    fn german_words_through_an_english_voice() {
        assert_eq!(
            for_voice("Springer Felix drei", Lang::De, Lang::En),
            "shpringer Faylix dry"
        );
        assert_eq!(
            for_voice("Läufer schlägt Cäsar fünf, Schach!", Lang::De, Lang::En),
            "loyfer shlaigt Tsaysar foonf, shahk!"
        );
        assert_eq!(for_voice("LAEUFER", Lang::De, Lang::En), "loyfer");
    }

    #[test]
    fn german_words_through_a_russian_voice() {
        assert_eq!(
            for_voice("Springer Felix drei", Lang::De, Lang::Ru),
            "шпрингер Феликс драй"
        );
    }

    #[test]
    fn cyrillic_is_transliterated_for_latin_voices() {
        assert_eq!(for_voice("Конь f3", Lang::Ru, Lang::De), "kon f3");
        assert_eq!(for_voice("шах", Lang::Ru, Lang::En), "shakh");
    }

    #[test]
    fn same_language_and_unknown_words_are_unchanged() {
        assert_eq!(
            for_voice("Springer Felix drei", Lang::De, Lang::De),
            "Springer Felix drei"
        );
        assert_eq!(
            for_voice("Zeitnot 5:00", Lang::De, Lang::En),
            "Zeitnot 5:00"
        );
    }

    #[test]
    fn a_voice_gets_its_own_difficult_words_and_cyrillic_appendix_d_words_respelled() {
        // A German voice says "Cesar" as "Kesar" and "Remis" as "Reemis" (review rows 7).
        assert_eq!(
            for_voice("Springer Cesar drei, Remis", Lang::De, Lang::De),
            "Springer Zäsar drei, remie"
        );
        // The Russian edition's words through a German voice: German again, not spelled
        // letter by letter (row 9).
        assert_eq!(
            for_voice("Шпрингер Феликс фюнф, Кюрц рохад", Lang::Ru, Lang::De),
            "Springer Felix fünf, kurze Rochade"
        );
        // Spanish squares and pieces through other voices (the fourth language is data too).
        assert_eq!(
            for_voice("Caballo efe tres", Lang::Es, Lang::Ru),
            "кабальо эфе трес"
        );
        assert_eq!(
            for_voice("Caballo efe tres", Lang::Es, Lang::De),
            "Kabajo Efe Tres"
        );
        // A Russian voice says the German words as the Russian edition writes them (row 8).
        assert_eq!(
            for_voice("Cesar Hector eins Rochade", Lang::De, Lang::Ru),
            "Цезарь Хектор айн рохад"
        );
    }
}
