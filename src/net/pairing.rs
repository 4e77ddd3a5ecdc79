//! The pairing code: four random squares that one player reads out and the other types or
//! dictates ("Felix sieben Bella drei David eins Eva zwei").
//!
//! Four squares of 6 bits each make 24 random bits, drawn from the operating system. The code
//! is only the password of a PAKE ([`crate::net::secure`]): someone who overhears the network
//! learns nothing that lets them try codes offline, and guesses online are limited
//! ([`crate::net::secure::Limiter`]). It is written as a token without spaces (`f7b3d1e2`) or
//! said as square words in any language, and read back from either, whatever the language.

use std::fmt;
use std::str::FromStr;

use shakmaty::{File, Rank, Square};

use crate::lang::{InputLang, Lang};
use crate::notation::lexicon::{Meaning, Reader, fold, vocabulary};

/// The number of squares in a code.
pub const SQUARES: usize = 4;

/// A pairing code: four squares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PairingCode([Square; SQUARES]);

/// Why a text is not a pairing code.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CodeError {
    /// A word that is neither a file nor a rank in any language.
    #[error("\"{0}\" is not a file or a rank")]
    UnknownWord(String),
    /// A file without its rank, or a rank without its file (the position, 0-based, of the
    /// file or rank among those read).
    #[error("a square is incomplete (part {at})")]
    NotASquare {
        /// Which file or rank, counting from 0.
        at: usize,
    },
    /// Not four squares.
    #[error("a pairing code has {SQUARES} squares, not {found}")]
    Count {
        /// Squares read.
        found: usize,
    },
}

/// The operating system gave no random bytes.
#[derive(Debug, thiserror::Error)]
#[error("no randomness from the operating system: {0}")]
pub struct NoRandomness(String);

impl PairingCode {
    /// A new random code from the operating system's generator.
    ///
    /// # Errors
    /// [`NoRandomness`] when the operating system has none to give.
    pub fn generate() -> Result<PairingCode, NoRandomness> {
        let mut bytes = [0u8; 3];
        getrandom::fill(&mut bytes).map_err(|e| NoRandomness(e.to_string()))?;
        Ok(PairingCode::from_bits(u32::from_be_bytes([
            0, bytes[0], bytes[1], bytes[2],
        ])))
    }

    /// The code of these 24 bits (higher bits are ignored): 6 bits a square, the first square
    /// in the highest bits.
    pub fn from_bits(bits: u32) -> PairingCode {
        let sq = |i: u32| Square::new((bits >> (18 - 6 * i)) & 63);
        PairingCode([sq(0), sq(1), sq(2), sq(3)])
    }

    /// The code's 24 bits ([`PairingCode::from_bits`]).
    pub fn bits(&self) -> u32 {
        self.0.iter().fold(0, |acc, sq| (acc << 6) | u32::from(*sq))
    }

    /// The code of these squares.
    pub fn from_squares(squares: [Square; SQUARES]) -> PairingCode {
        PairingCode(squares)
    }

    /// Its squares.
    pub fn squares(&self) -> [Square; SQUARES] {
        self.0
    }

    /// The code written as one token without spaces: `f7b3d1e2`. The same code always gives
    /// the same token (it is also what the PAKE takes as its password).
    pub fn token(&self) -> String {
        self.0.iter().map(ToString::to_string).collect()
    }

    /// The code said in `lang`'s square words: "Felix sieben Bella drei David eins Eva zwei",
    /// "Felix seven Bella three David one Eva two", "Феликс зибен Белла драй Давид айн Ева цвай".
    pub fn words(&self, lang: Lang) -> String {
        let v = vocabulary(lang);
        // A code read across the table is said in words that do not rhyme: English's own
        // Appendix D words ("Bella five"), never its letters ("bee", "dee", "ee", "gee"),
        // whatever the session says squares with.
        self.0
            .iter()
            .map(|sq| match v.appendix_d_words(sq.file(), sq.rank()) {
                Some((file, rank)) => format!("{file} {rank}"),
                None => v.square(*sq),
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Reads a code from a token (`f7b3d1e2`, any case) or from square words in any
    /// language, mixed as they come ("Felix 7 b3, David eins Eva zwei"); spaces and
    /// punctuation between the parts do not matter.
    ///
    /// # Errors
    /// [`CodeError`] says what is wrong.
    pub fn parse(text: &str) -> Result<PairingCode, CodeError> {
        let reader = Reader::get(InputLang::Auto);
        let folded: String = fold(text)
            .chars()
            .map(|c| if c.is_alphanumeric() { c } else { ' ' })
            .collect();
        let mut parts: Vec<Part> = Vec::new();
        for word in folded.split_whitespace() {
            match reader.word(word) {
                Some(Meaning::File(f)) => parts.push(Part::File(f)),
                Some(Meaning::Rank(r)) => parts.push(Part::Rank(r)),
                // Written squares run together: "f7", "f7b3d1e2".
                _ => {
                    for c in word.chars() {
                        if let Some(f) = File::from_char(c) {
                            parts.push(Part::File(f));
                        } else if let Some(r) = Rank::from_char(c) {
                            parts.push(Part::Rank(r));
                        } else {
                            return Err(CodeError::UnknownWord(word.to_owned()));
                        }
                    }
                }
            }
        }
        let mut squares = Vec::with_capacity(SQUARES);
        let mut it = parts.iter().enumerate();
        while let Some((i, part)) = it.next() {
            match (part, it.next()) {
                (Part::File(f), Some((_, Part::Rank(r)))) => {
                    squares.push(Square::from_coords(*f, *r));
                }
                (Part::File(_), Some((j, _))) => return Err(CodeError::NotASquare { at: j }),
                _ => return Err(CodeError::NotASquare { at: i }),
            }
        }
        let found = squares.len();
        squares
            .try_into()
            .map(PairingCode)
            .map_err(|_| CodeError::Count { found })
    }
}

/// A file or a rank, as read.
#[derive(Debug, Clone, Copy)]
enum Part {
    File(File),
    Rank(Rank),
}

impl fmt::Display for PairingCode {
    /// The token ([`PairingCode::token`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.token())
    }
}

impl FromStr for PairingCode {
    type Err = CodeError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        PairingCode::parse(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn example() -> PairingCode {
        "f7b3d1e2".parse().unwrap()
    }

    #[test]
    fn token_and_words_in_each_language() {
        let code = example();
        assert_eq!(code.token(), "f7b3d1e2");
        assert_eq!(code.to_string(), "f7b3d1e2");
        assert_eq!(
            code.words(Lang::De),
            "Felix sieben Bella drei David eins Eva zwei"
        );
        // A code read across the table never rhymes: English says its Appendix D words.
        assert_eq!(
            code.words(Lang::En),
            "Felix seven Bella three David one Eva two"
        );
        assert_eq!(
            code.words(Lang::Ru),
            "Феликс зибен Белла драй Давид айн Ева цвай"
        );
    }

    #[test]
    fn read_back_from_words_in_any_language_and_any_form() {
        let code = example();
        for text in [
            "f7b3d1e2",
            "F7B3D1E2",
            "  f7 b3, d1 e2. ",
            "Felix sieben Bella drei David eins Eva zwei",
            "felix SIEBEN,bella drei; david eins - eva zwei!",
            "Феликс зибен Белла драй Давид айн Ева цвай",
            "феликс зибэн белла драй давид айнс эва цвай",
            "f seven b three d one e two",
            "eff 7 bee three d1 Eva zwei",
        ] {
            assert_eq!(PairingCode::parse(text), Ok(code), "{text}");
        }
    }

    #[test]
    fn what_is_not_a_code_says_why() {
        assert_eq!(
            PairingCode::parse("Felix sieben Bella"),
            Err(CodeError::NotASquare { at: 2 })
        );
        assert_eq!(
            PairingCode::parse("sieben Felix"),
            Err(CodeError::NotASquare { at: 0 })
        );
        assert_eq!(
            PairingCode::parse("Felix Bella drei"),
            Err(CodeError::NotASquare { at: 1 })
        );
        assert_eq!(
            PairingCode::parse("f7 b3 d1"),
            Err(CodeError::Count { found: 3 })
        );
        assert_eq!(
            PairingCode::parse("f7b3d1e2a1"),
            Err(CodeError::Count { found: 5 })
        );
        assert_eq!(PairingCode::parse(""), Err(CodeError::Count { found: 0 }));
        assert_eq!(
            PairingCode::parse("f7 b3 d1 Springer"),
            Err(CodeError::UnknownWord("springer".into()))
        );
        assert_eq!(
            PairingCode::parse("f7 b3 d1 x9"),
            Err(CodeError::UnknownWord("x9".into()))
        );
    }

    #[test]
    fn generated_codes_differ() {
        let codes: Vec<u32> = (0..8)
            .map(|_| PairingCode::generate().unwrap().bits())
            .collect();
        // 8 draws of 24 bits all equal: a broken generator (chance 2^-168 otherwise).
        assert!(codes.iter().any(|c| *c != codes[0]));
        assert!(codes.iter().all(|c| *c < 1 << 24));
    }

    proptest! {
        #[test]
        fn every_code_round_trips_through_token_and_words(bits in 0u32..(1 << 24)) {
            let code = PairingCode::from_bits(bits);
            prop_assert_eq!(code.bits(), bits);
            prop_assert_eq!(PairingCode::parse(&code.token()), Ok(code));
            for lang in Lang::ALL {
                prop_assert_eq!(PairingCode::parse(&code.words(lang)), Ok(code));
                prop_assert_eq!(PairingCode::parse(&code.words(lang).to_uppercase()), Ok(code));
            }
        }

        #[test]
        fn arbitrary_text_never_panics(text in ".{0,60}") {
            let _ = PairingCode::parse(&text);
        }
    }
}
