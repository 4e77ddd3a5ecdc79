//! The vocabulary of each language, loaded from `grammar/<lang>.toml` (embedded at build time),
//! and the word tables the parser reads with.

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Deserialize;
use shakmaty::{File, Rank, Role};

use crate::lang::{Grammar, InputLang, Lang, grammar};

/// A set of piece kinds a word or letter may stand for (the Russian `K` is a knight, the
/// English `K` a king; read with [`InputLang::Auto`] it may be either).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct RoleSet(u8);

impl RoleSet {
    /// The empty set.
    pub const EMPTY: RoleSet = RoleSet(0);

    /// The set holding only `role`.
    pub const fn one(role: Role) -> RoleSet {
        RoleSet(1 << (role as u8))
    }

    /// Whether `role` is in the set.
    pub const fn contains(self, role: Role) -> bool {
        self.0 & (1 << (role as u8)) != 0
    }

    /// The union of two sets.
    pub const fn with(self, other: RoleSet) -> RoleSet {
        RoleSet(self.0 | other.0)
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The roles in the set, pawn first.
    pub fn iter(self) -> impl Iterator<Item = Role> {
        Role::ALL.into_iter().filter(move |r| self.contains(*r))
    }

    /// The single role in the set, if it holds exactly one.
    pub fn single(self) -> Option<Role> {
        if self.0 == 0 || self.0 & (self.0 - 1) != 0 {
            return None;
        }
        // Bit 1 is the pawn (`Role::Pawn as u8` is 1).
        Role::ALL
            .get((self.0.trailing_zeros() as usize).checked_sub(1)?)
            .copied()
    }
}

/// What a word of the vocabulary means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Meaning {
    /// A file word (Anna .. Hector).
    File(File),
    /// A rank word (eins .. acht).
    Rank(Rank),
    /// A piece word (Springer) or letter (S, N, К).
    Piece(RoleSet),
    /// A capture word (nimmt, takes, бьёт).
    Capture,
    /// Check (Schach).
    Check,
    /// Checkmate (Matt).
    Mate,
    /// En passant.
    EnPassant,
    /// A promotion word (wird, promotes to).
    Promote,
    /// Short castling (Kurze Rochade).
    CastleShort,
    /// Long castling (Lange Rochade).
    CastleLong,
    /// Castling, the side not said ("castle").
    Castle,
    /// A word that carries nothing (nach, to).
    Filler,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct GrammarFile {
    language: String,
    // The names of the language for `--lang` (read by `crate::lang`).
    #[serde(default)]
    #[allow(dead_code)]
    names: Vec<String>,
    // The liblouis table of the language's braille (read by `crate::scoresheet::braille`).
    #[serde(default)]
    #[allow(dead_code)]
    braille: Option<toml::Value>,
    files: HashMap<String, Vec<String>>,
    ranks: HashMap<String, Vec<String>>,
    pieces: RoleWords,
    letters: Letters,
    words: Words,
    style: Style,
    reading: Reading,
    // Read by other parts: number words (`crate::i18n::number`) and command words
    // (`crate::app::commands`).
    #[serde(default)]
    #[allow(dead_code)]
    numbers: Option<toml::Value>,
    #[serde(default)]
    #[allow(dead_code)]
    commands: Option<toml::Value>,
    #[serde(default)]
    #[allow(dead_code)]
    colours: Option<toml::Value>,
    #[serde(default)]
    #[allow(dead_code)]
    claims: Option<toml::Value>,
    #[serde(default)]
    #[allow(dead_code)]
    arbiter: Option<toml::Value>,
    #[serde(default)]
    #[allow(dead_code)]
    answers: Option<toml::Value>,
    #[serde(default)]
    #[allow(dead_code)]
    plurals: Option<toml::Value>,
    #[serde(default)]
    #[allow(dead_code)]
    topics: Option<toml::Value>,
    #[serde(default)]
    #[allow(dead_code)]
    arbiter_examples: Option<toml::Value>,
    #[serde(default)]
    #[allow(dead_code)]
    fillers: Option<toml::Value>,
    #[serde(default)]
    #[allow(dead_code)]
    hall: Option<toml::Value>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RoleWords {
    king: Vec<String>,
    queen: Vec<String>,
    rook: Vec<String>,
    bishop: Vec<String>,
    knight: Vec<String>,
    pawn: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Letters {
    king: Vec<String>,
    queen: Vec<String>,
    rook: Vec<String>,
    bishop: Vec<String>,
    knight: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Words {
    capture: Vec<String>,
    check: Vec<String>,
    mate: Vec<String>,
    en_passant: Vec<String>,
    promotion: Vec<String>,
    castle_short: Vec<String>,
    castle_long: Vec<String>,
    /// Castling without its side (read where only one castling is legal).
    #[serde(default)]
    castle: Vec<String>,
    filler: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Style {
    square_separator: String,
    castle_short_written: String,
    castle_long_written: String,
    promotion_sign: String,
    /// Where the language says squares with the Appendix D words by default: the index, in
    /// each `[files]` and `[ranks]` list, of its own words, said instead when the user asks
    /// for them ([`say_squares`] with [`SquareChoice::Letters`]).
    #[serde(default)]
    native_squares: Option<usize>,
    /// Where the language says squares with its own words by default: the index, in each
    /// `[files]` and `[ranks]` list, of the Appendix D words, said instead when the user asks
    /// for them ([`say_squares`] with [`SquareChoice::AppendixD`]).
    #[serde(default)]
    appendix_d_squares: Option<usize>,
    /// What stands between a square's file and rank words when they are the Appendix D words
    /// of `appendix_d_squares` (a space: "Felix three"); `square_separator` when not given.
    #[serde(default)]
    appendix_d_separator: Option<String>,
}

/// How input in this language is read.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Reading {
    /// The languages whose written-notation letters are read (they must not clash).
    letters_from: Vec<String>,
    /// Whether a single written move goes to shakmaty's SAN parser first, the letters of
    /// `letters_from` mapped to English ones (only where every letter is ASCII).
    standard_san: bool,
    /// Words that, right before a square, are a preposition and not a file (Spanish "a").
    #[serde(default)]
    square_prepositions: Vec<String>,
}

/// One language's vocabulary: the words rochade speaks (the first of each list in the grammar
/// file) and all the variants it understands.
#[derive(Debug)]
pub struct Vocabulary {
    /// The language.
    pub lang: Lang,
    files: [Vec<String>; 8],
    ranks: [Vec<String>; 8],
    pieces: [Vec<String>; 6],
    letters: [Vec<String>; 6],
    capture: Vec<String>,
    check: Vec<String>,
    mate: Vec<String>,
    en_passant: Vec<String>,
    promotion: Vec<String>,
    castle_short: Vec<String>,
    castle_long: Vec<String>,
    castle: Vec<String>,
    filler: Vec<String>,
    square_separator: String,
    castle_short_written: String,
    castle_long_written: String,
    promotion_sign: String,
    native_squares: Option<usize>,
    appendix_d_squares: Option<usize>,
    appendix_d_separator: Option<String>,
    letters_from: Vec<Lang>,
    standard_san: bool,
    square_prepositions: Vec<String>,
}

/// A grammar file that does not say what rochade needs (a build-time data error).
#[derive(Debug, thiserror::Error)]
pub enum GrammarError {
    /// The TOML does not parse or lacks a section.
    #[error("grammar/{lang}.toml: {source}")]
    Toml {
        /// The language of the file.
        lang: Lang,
        /// What went wrong.
        source: toml::de::Error,
    },
    /// A list is empty or a key is missing.
    #[error("grammar/{lang}.toml: {what}")]
    Missing {
        /// The language of the file.
        lang: Lang,
        /// What is missing.
        what: String,
    },
}

#[cfg(test)]
fn source(lang: Lang) -> &'static str {
    crate::i18n::files(lang).grammar
}

fn role_index(role: Role) -> usize {
    role as usize - 1
}

impl Vocabulary {
    /// Parses a grammar file.
    ///
    /// # Errors
    /// [`GrammarError`] when the text is not a complete grammar for `lang`.
    pub fn parse(lang: Lang, text: &str) -> Result<Vocabulary, GrammarError> {
        let grammar = Grammar::parse(text).map_err(|source| GrammarError::Toml { lang, source })?;
        Vocabulary::of_grammar(lang, &grammar)
    }

    /// The vocabulary of a grammar file read by [`crate::lang::grammar`].
    ///
    /// # Errors
    /// [`GrammarError`] when the file is not a complete grammar for `lang`.
    pub fn of_grammar(lang: Lang, grammar: &Grammar) -> Result<Vocabulary, GrammarError> {
        let file: GrammarFile = grammar
            .table
            .clone()
            .try_into()
            .map_err(|source| GrammarError::Toml { lang, source })?;
        let missing = |what: String| GrammarError::Missing { lang, what };
        if file.language != lang.code() {
            return Err(missing(format!(
                "language is \"{}\", expected \"{}\"",
                file.language,
                lang.code()
            )));
        }
        let table = |map: &HashMap<String, Vec<String>>, keys: [char; 8], what: &str| {
            let mut out: [Vec<String>; 8] = Default::default();
            for (i, key) in keys.iter().enumerate() {
                match map.get(&key.to_string()) {
                    Some(list) if !list.is_empty() => out[i] = list.clone(),
                    _ => return Err(missing(format!("no words for {what} {key}"))),
                }
            }
            Ok(out)
        };
        let files = table(
            &file.files,
            ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
            "file",
        )?;
        let ranks = table(
            &file.ranks,
            ['1', '2', '3', '4', '5', '6', '7', '8'],
            "rank",
        )?;
        let p = file.pieces;
        let l = file.letters;
        let pieces = [p.pawn, p.knight, p.bishop, p.rook, p.queen, p.king];
        let letters = [Vec::new(), l.knight, l.bishop, l.rook, l.queen, l.king];
        let w = file.words;
        let vocab = Vocabulary {
            lang,
            files,
            ranks,
            pieces,
            letters,
            capture: w.capture,
            check: w.check,
            mate: w.mate,
            en_passant: w.en_passant,
            promotion: w.promotion,
            castle_short: w.castle_short,
            castle_long: w.castle_long,
            castle: w.castle,
            filler: w.filler,
            square_separator: file.style.square_separator,
            castle_short_written: file.style.castle_short_written,
            castle_long_written: file.style.castle_long_written,
            promotion_sign: file.style.promotion_sign,
            native_squares: file.style.native_squares,
            appendix_d_squares: file.style.appendix_d_squares,
            appendix_d_separator: file.style.appendix_d_separator,
            letters_from: file
                .reading
                .letters_from
                .iter()
                .map(|code| {
                    code.parse::<Lang>()
                        .map_err(|_| missing(format!("reading.letters_from: no language {code}")))
                })
                .collect::<Result<_, _>>()?,
            standard_san: file.reading.standard_san,
            square_prepositions: file
                .reading
                .square_prepositions
                .iter()
                .map(|w| fold(w))
                .collect(),
        };
        for (name, list) in [
            ("capture", &vocab.capture),
            ("check", &vocab.check),
            ("mate", &vocab.mate),
            ("en_passant", &vocab.en_passant),
            ("promotion", &vocab.promotion),
            ("castle_short", &vocab.castle_short),
            ("castle_long", &vocab.castle_long),
        ] {
            if list.is_empty() {
                return Err(missing(format!("words.{name} is empty")));
            }
        }
        if vocab.pieces.iter().any(Vec::is_empty) || vocab.letters[1..].iter().any(Vec::is_empty) {
            return Err(missing("a piece has no word or letter".to_owned()));
        }
        Ok(vocab)
    }

    /// The word spoken for a file ("Felix"; Spanish "efe" when the user asked for the
    /// language's own square words).
    pub fn file(&self, file: File) -> &str {
        self.spoken(&self.files[usize::from(file)])
    }

    /// The Appendix D words of a file and a rank in a language that says letters by default
    /// ("Felix", "three" in English), whatever the session chose; `None` where the language
    /// has no such words of its own (its default words are Appendix D's already).
    pub fn appendix_d_words(&self, file: File, rank: Rank) -> Option<(&str, &str)> {
        let i = self.appendix_d_squares?;
        let f = self.files.get(usize::from(file))?.get(i)?;
        let r = self.ranks.get(usize::from(rank))?.get(i)?;
        Some((f.as_str(), r.as_str()))
    }

    /// The word spoken for a rank ("drei").
    pub fn rank(&self, rank: Rank) -> &str {
        self.spoken(&self.ranks[usize::from(rank)])
    }

    /// The spoken word of a file's or rank's list: the first, or the one the user chose.
    fn spoken<'a>(&self, list: &'a [String]) -> &'a str {
        let chosen = self.chosen_index().and_then(|i| list.get(i));
        chosen.or(list.first()).map_or("", String::as_str)
    }

    /// The index in the `[files]` and `[ranks]` lists of the words the user chose with
    /// [`say_squares`], where this language has them; `None` for the first (its default).
    fn chosen_index(&self) -> Option<usize> {
        match square_choice() {
            SquareChoice::LanguageDefault => None,
            SquareChoice::AppendixD => self.appendix_d_squares,
            SquareChoice::Letters => self.native_squares,
        }
    }

    /// The word spoken for a piece kind ("Springer").
    pub fn piece(&self, role: Role) -> &str {
        &self.pieces[role_index(role)][0]
    }

    /// The letter written for a piece kind in algebraic notation ("S"); empty for the pawn.
    pub fn letter(&self, role: Role) -> &str {
        self.letters[role_index(role)]
            .first()
            .map_or("", String::as_str)
    }

    /// Short castling in written notation (`0-0`, `O-O`).
    pub fn castle_short_written(&self) -> &str {
        &self.castle_short_written
    }

    /// Long castling in written notation (`0-0-0`, `O-O-O`).
    pub fn castle_long_written(&self) -> &str {
        &self.castle_long_written
    }

    /// What stands between the square and the piece of a promotion (`=` or nothing).
    pub fn promotion_sign(&self) -> &str {
        &self.promotion_sign
    }

    /// Whether a single written move in this language goes to the standard SAN parser first.
    pub fn standard_san(&self) -> bool {
        self.standard_san
    }

    /// What stands between a square's file and rank words (a space, or nothing: "f3"; a
    /// space between English Appendix D words: "Felix three").
    pub fn square_separator(&self) -> &str {
        match (&self.appendix_d_separator, square_choice()) {
            (Some(sep), SquareChoice::AppendixD) if self.appendix_d_squares.is_some() => sep,
            _ => &self.square_separator,
        }
    }

    /// The words for a square ("Felix drei", "f3").
    pub fn square(&self, sq: shakmaty::Square) -> String {
        format!(
            "{}{}{}",
            self.file(sq.file()),
            self.square_separator(),
            self.rank(sq.rank())
        )
    }

    /// The capture word ("nimmt").
    pub fn capture_word(&self) -> &str {
        &self.capture[0]
    }

    /// The check word ("Schach").
    pub fn check_word(&self) -> &str {
        &self.check[0]
    }

    /// The checkmate word ("Matt").
    pub fn mate_word(&self) -> &str {
        &self.mate[0]
    }

    /// The en passant words.
    pub fn en_passant_word(&self) -> &str {
        &self.en_passant[0]
    }

    /// The promotion word ("wird").
    pub fn promotion_word(&self) -> &str {
        &self.promotion[0]
    }

    /// The castling words for a side ("Kurze Rochade").
    pub fn castle(&self, side: shakmaty::CastlingSide) -> &str {
        match side {
            shakmaty::CastlingSide::KingSide => &self.castle_short[0],
            shakmaty::CastlingSide::QueenSide => &self.castle_long[0],
        }
    }

    /// Every piece letter of this language's written notation, the first of each piece and
    /// the variants understood (`S`, `Кр`, `Kp`).
    pub fn piece_letters(&self) -> impl Iterator<Item = &str> {
        self.letters[1..].iter().flatten().map(String::as_str)
    }

    /// The languages whose piece letters this language reads (`reading.letters_from`).
    pub fn letters_from(&self) -> &[Lang] {
        &self.letters_from
    }

    /// The filler words, which carry no meaning in a move ("nach", "to", "на").
    pub fn filler_words(&self) -> &[String] {
        &self.filler
    }

    /// Every (word, meaning) pair this vocabulary understands.
    fn entries(&self) -> Vec<(&str, Meaning)> {
        let mut out = Vec::new();
        for (f, words) in File::ALL.iter().zip(&self.files) {
            out.extend(words.iter().map(|w| (w.as_str(), Meaning::File(*f))));
        }
        for (r, words) in Rank::ALL.iter().zip(&self.ranks) {
            out.extend(words.iter().map(|w| (w.as_str(), Meaning::Rank(*r))));
        }
        for role in Role::ALL {
            let set = Meaning::Piece(RoleSet::one(role));
            out.extend(
                self.pieces[role_index(role)]
                    .iter()
                    .map(|w| (w.as_str(), set)),
            );
        }
        for (list, meaning) in [
            (&self.capture, Meaning::Capture),
            (&self.check, Meaning::Check),
            (&self.mate, Meaning::Mate),
            (&self.en_passant, Meaning::EnPassant),
            (&self.promotion, Meaning::Promote),
            (&self.castle_short, Meaning::CastleShort),
            (&self.castle_long, Meaning::CastleLong),
            (&self.castle, Meaning::Castle),
            (&self.filler, Meaning::Filler),
        ] {
            out.extend(list.iter().map(|w| (w.as_str(), meaning)));
        }
        out
    }
}

/// Which words squares are said with, a choice of the user for the whole session
/// (`--squares`, setting `squares`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SquareChoice {
    /// The first words of each `[files]` and `[ranks]` list: the Appendix D words in German,
    /// Spanish and Russian, the letters and numbers in English.
    #[default]
    LanguageDefault,
    /// The Appendix D words FIDE recommends for announcing ("Caballo Felix drei", "Knight
    /// Felix three"): `appendix_d_squares` where a language says its own words by default.
    AppendixD,
    /// The language's own letters and numbers (Spanish "Caballo efe tres"): `native_squares`
    /// where a language says the Appendix D words by default.
    Letters,
}

/// The session's [`SquareChoice`], as its index in [`SQUARE_CHOICES`].
static SQUARE_CHOICE: std::sync::atomic::AtomicU8 = std::sync::atomic::AtomicU8::new(0);

/// Every [`SquareChoice`], in the order [`SQUARE_CHOICE`] counts them.
const SQUARE_CHOICES: [SquareChoice; 3] = [
    SquareChoice::LanguageDefault,
    SquareChoice::AppendixD,
    SquareChoice::Letters,
];

/// The session's [`SquareChoice`].
fn square_choice() -> SquareChoice {
    let i = SQUARE_CHOICE.load(std::sync::atomic::Ordering::Relaxed);
    SQUARE_CHOICES
        .get(usize::from(i))
        .copied()
        .unwrap_or_default()
}

/// Says squares with the words of `choice` for the session: the Appendix D words FIDE
/// recommends for announcing, or the language's own letters and numbers; a language without
/// the words chosen keeps its own default.
pub fn say_squares(choice: SquareChoice) {
    let i = SQUARE_CHOICES
        .iter()
        .position(|c| *c == choice)
        .unwrap_or(0);
    SQUARE_CHOICE.store(
        u8::try_from(i).unwrap_or(0),
        std::sync::atomic::Ordering::Relaxed,
    );
}

/// The vocabulary of `lang`, parsed once from the embedded grammar file.
///
/// # Panics
/// Only if an embedded grammar file is broken, which the test suite rules out at build time.
pub fn vocabulary(lang: Lang) -> &'static Vocabulary {
    static CELLS: OnceLock<Vec<OnceLock<Vocabulary>>> = OnceLock::new();
    let cells = CELLS.get_or_init(|| Lang::ALL.iter().map(|_| OnceLock::new()).collect());
    let i = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    cells[i].get_or_init(|| match Vocabulary::of_grammar(lang, grammar(lang)) {
        Ok(v) => v,
        // Embedded data, checked by `every_grammar_file_loads`; not reachable from user input.
        Err(e) => panic!("embedded grammar is broken: {e}"),
    })
}

/// The vocabulary's words, looked up by their bytes: an open-addressing table, a power of two
/// at most a quarter full, each slot with its key's hash (compared before the bytes). The word
/// lookup is the hot path of reading an announcement, so it avoids a general map's extra
/// hashing and copy calls.
///
/// Besides the folded form of every word, the table holds the word as the grammar file
/// writes it and capitalised ("Springer", "Felix", "Kurze"), with the same entry: text in that
/// case is looked up as it stands, without folding.
#[derive(Debug)]
struct WordTable {
    slots: Vec<Option<Slot>>,
    mask: usize,
}

#[derive(Debug)]
struct Slot {
    hash: u64,
    len: usize,
    /// The key's bytes, padded with zeros to a multiple of eight.
    key: Box<[u8]>,
    hit: WordHit,
}

/// A word found in the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct WordHit {
    /// What the word is.
    pub entry: Entry,
    /// Whether the key is letters only ([`fold_at`] takes every char of it): only such keys
    /// are found for a word looked up as it stands.
    pub letters: bool,
    /// Whether the word, folded, is a preposition before a square (Spanish "a").
    pub preposition: bool,
}

impl WordTable {
    fn new(words: HashMap<Box<[u8]>, WordHit>) -> WordTable {
        let size = (words.len() * 4).next_power_of_two().max(16);
        let mut slots: Vec<Option<Slot>> = (0..size).map(|_| None).collect();
        for (key, hit) in words {
            let hash = word_hash(&key);
            let mut i = hash as usize & (size - 1);
            while slots[i].is_some() {
                i = (i + 1) & (size - 1);
            }
            let mut padded = key.to_vec();
            padded.resize(key.len().div_ceil(8) * 8, 0);
            slots[i] = Some(Slot {
                hash,
                len: key.len(),
                key: padded.into_boxed_slice(),
                hit,
            });
        }
        WordTable {
            slots,
            mask: size - 1,
        }
    }

    /// The slot of the key with this hash that `same` accepts.
    #[inline]
    fn find(&self, hash: u64, same: impl Fn(&Slot) -> bool) -> Option<WordHit> {
        let mut i = hash as usize & self.mask;
        loop {
            match self.slots.get(i)? {
                None => return None,
                Some(s) if s.hash == hash && same(s) => return Some(s.hit),
                Some(_) => i = (i + 1) & self.mask,
            }
        }
    }

    fn get(&self, key: &[u8], hash: u64) -> Option<WordHit> {
        self.find(hash, |s| s.key.get(..s.len) == Some(key))
    }
}

/// Every key of the word table: the folded words (`folded`), and each word as the grammar
/// files of `langs` write it and capitalised, with the entry of its folded form.
fn word_keys(
    langs: &[Lang],
    folded: HashMap<Box<[u8]>, Entry>,
    square_prepositions: &[String],
) -> HashMap<Box<[u8]>, WordHit> {
    let mut spellings: Vec<String> = Vec::new();
    for lang in langs {
        for (w, _) in vocabulary(*lang).entries() {
            // A phrase's first word, as written ("Kurze" of "Kurze Rochade").
            let first = w.split_whitespace().next().unwrap_or(w);
            spellings.push(first.trim_end_matches(PUNCTUATION).to_owned());
        }
    }
    for key in folded.keys() {
        if let Ok(word) = std::str::from_utf8(key) {
            let mut chars = word.chars();
            if let Some(c) = chars.next() {
                spellings.push(c.to_uppercase().chain(chars).collect());
            }
        }
    }
    let hit = |key: &[u8], entry: Entry| {
        let mut buf = [0u8; 64];
        WordHit {
            entry,
            letters: fold_bytes(key, &mut buf).is_some(),
            preposition: std::str::from_utf8(key)
                .is_ok_and(|k| square_prepositions.iter().any(|p| *p == fold(k))),
        }
    };
    let mut out: HashMap<Box<[u8]>, WordHit> = folded
        .iter()
        .map(|(key, entry)| (key.clone(), hit(key, *entry)))
        .collect();
    for spelling in spellings {
        // Only where the spelling folds to a word of the table: then its entry is that word's.
        if let Some(entry) = folded.get(fold(&spelling).as_bytes()) {
            let key = spelling.into_bytes().into_boxed_slice();
            let h = hit(&key, *entry);
            out.entry(key).or_insert(h);
        }
    }
    out
}

/// Hashing words eight bytes at a time: [`hash_chunk`] over the word's bytes in chunks of
/// eight (the last one padded with zeros), then [`hash_finish`] with its length.
pub(crate) const HASH_START: u64 = 0x243F_6A88_85A3_08D3;
const HASH_K: u64 = 0x9E37_79B9_7F4A_7C15;

/// One chunk of eight bytes (little-endian) into a word hash.
#[inline]
pub(crate) fn hash_chunk(h: u64, chunk: u64) -> u64 {
    (h ^ chunk).wrapping_mul(HASH_K).rotate_left(23)
}

/// The word hash after its chunks, for a word of `len` bytes.
#[inline]
pub(crate) fn hash_finish(h: u64, len: usize) -> u64 {
    let h = (h ^ len as u64).wrapping_mul(HASH_K);
    h ^ (h >> 29)
}

/// The hash of a word's bytes.
pub(crate) fn word_hash(key: &[u8]) -> u64 {
    let h = key.chunks(8).fold(HASH_START, |h, c| {
        let mut a = [0u8; 8];
        a[..c.len()].copy_from_slice(c);
        hash_chunk(h, u64::from_le_bytes(a))
    });
    hash_finish(h, key.len())
}

/// Eight bytes of `bytes` from `at`, little-endian; those past the end read as zero.
#[inline]
pub(crate) fn load8(bytes: &[u8], at: usize) -> u64 {
    match bytes.get(at..at.saturating_add(8)) {
        Some(chunk) => {
            let mut a = [0u8; 8];
            a.copy_from_slice(chunk);
            u64::from_le_bytes(a)
        }
        None => bytes
            .get(at..)
            .unwrap_or_default()
            .iter()
            .rev()
            .fold(0u64, |v, b| (v << 8) | u64::from(*b)),
    }
}

/// The mask of the first `n` bytes of a little-endian chunk (all eight from `n` = 8 on).
#[inline]
pub(crate) fn low_bytes(n: usize) -> u64 {
    if n >= 8 {
        u64::MAX
    } else {
        (1u64 << (8 * n)) - 1
    }
}

/// A line of text read eight bytes at a time, as if spaces followed it: in place, but for its
/// last eight bytes, which are kept padded with spaces.
pub(crate) struct Line<'a> {
    bytes: &'a [u8],
    /// How many places eight bytes can be read from in `bytes` itself (0 up to `direct`).
    direct: usize,
    /// The last (up to) eight bytes of the line and eight spaces.
    tail: [u8; 16],
    /// Where `tail` starts in the line.
    tail_start: usize,
}

impl<'a> Line<'a> {
    /// The line `bytes`.
    #[inline]
    pub(crate) fn new(bytes: &'a [u8]) -> Line<'a> {
        let tail_start = bytes.len().saturating_sub(8);
        let mut tail = [b' '; 16];
        match bytes.get(tail_start..tail_start + 8) {
            Some(last) => tail[..8].copy_from_slice(last),
            None => {
                for (t, b) in tail.iter_mut().zip(bytes) {
                    *t = *b;
                }
            }
        }
        Line {
            bytes,
            direct: bytes.len().saturating_sub(7),
            tail,
            tail_start,
        }
    }

    /// Its length in bytes.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.bytes.len()
    }

    /// Eight bytes from `at` (at most the line's length), little-endian.
    #[inline]
    pub(crate) fn load(&self, at: usize) -> u64 {
        let from = if at < self.direct {
            self.bytes.get(at..)
        } else {
            self.tail.get(at.wrapping_sub(self.tail_start)..)
        };
        let mut a = [b' '; 8];
        if let Some(chunk) = from.and_then(|f| f.get(..8)) {
            a.copy_from_slice(chunk);
        }
        u64::from_le_bytes(a)
    }

    /// The bytes from `start` to `end`.
    #[inline]
    pub(crate) fn get(&self, start: usize, end: usize) -> Option<&'a [u8]> {
        self.bytes.get(start..end)
    }
}

/// Folds the letter at `bytes[i]` for lookup as [`fold`] does: its folded bytes (one or two)
/// and how many bytes it took. Letters of ASCII, Latin-1 and Cyrillic (the vocabulary's
/// alphabets) are folded byte by byte; anything else, a digit or a sign, gives `None`.
#[inline]
pub(crate) fn fold_at(bytes: &[u8], i: usize) -> Option<(u8, Option<u8>, usize)> {
    let b = *bytes.get(i)?;
    if b < 0x80 {
        let lower = b | 0x20;
        return lower.is_ascii_lowercase().then_some((lower, None, 1));
    }
    let c = *bytes.get(i + 1)?;
    let (x, y) = match (b, c) {
        // × is no letter.
        (0xC3, 0x97) => return None,
        // À..Þ -> à..þ; ß..ÿ stay.
        (0xC3, 0x80..=0x9E) => (0xC3, c + 0x20),
        (0xC3, 0x9F..=0xBF) => (0xC3, c),
        // Ё, ё -> е.
        (0xD0, 0x81) | (0xD1, 0x91) => (0xD0, 0xB5),
        // А..П -> а..п; Р..Я -> р..я; а..я stay.
        (0xD0, 0x90..=0x9F) => (0xD0, c + 0x20),
        (0xD0, 0xA0..=0xAF) => (0xD1, c - 0x20),
        (0xD0, 0xB0..=0xBF) | (0xD1, 0x80..=0x8F) => (b, c),
        _ => return None,
    };
    Some((x, Some(y), 2))
}

/// [`fold_at`] over a whole word, into `out`; its length.
pub(crate) fn fold_bytes(word: &[u8], out: &mut [u8]) -> Option<usize> {
    let (mut i, mut n) = (0, 0);
    while i < word.len() {
        let (x, y, used) = fold_at(word, i)?;
        *out.get_mut(n)? = x;
        n += 1;
        if let Some(y) = y {
            *out.get_mut(n)? = y;
            n += 1;
        }
        i += used;
    }
    Some(n)
}

/// Folds one character for comparison (lower case, `ё` as `е`); characters whose lower case
/// is longer than one character keep their first.
pub fn fold_char(c: char) -> char {
    if c.is_ascii() {
        return c.to_ascii_lowercase();
    }
    let lower = c.to_lowercase().next().unwrap_or(c);
    if lower == 'ё' { 'е' } else { lower }
}

/// Folds text for comparison: lower case, `ё` as `е`, typographic apostrophes dropped.
pub fn fold(s: &str) -> String {
    s.chars()
        .flat_map(char::to_lowercase)
        .map(|c| if c == 'ё' { 'е' } else { c })
        .collect()
}

/// Punctuation that may trail a word without changing it ("drei!", "Schach.").
pub const PUNCTUATION: [char; 5] = ['!', '?', '.', ',', ':'];

/// What a word of the reading language is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    /// Its meaning as a word on its own, if it has one.
    pub meaning: Option<Meaning>,
    /// Whether a phrase ("Kurze Rochade", "en passant") starts with it.
    pub starts_phrase: bool,
}

/// The word tables one reading language uses: single words by their folded form, multi-word
/// phrases (longest first), and the letters of written notation.
#[derive(Debug)]
pub struct Reader {
    /// Every single word and every first word of a phrase, folded, without trailing
    /// punctuation.
    words: WordTable,
    phrases: Vec<(Vec<char>, Meaning)>,
    /// The first letters of the phrases, to skip phrase matching cheaply.
    phrase_firsts: Vec<char>,
    letters: Vec<Letter>,
    /// The letters a promotion piece is written with (in English mode only the English ones:
    /// `e8=D` is no English move).
    promotion_letters: Vec<Letter>,
    /// Single ASCII letters by byte, for the common case (`N`, `S`, `D`).
    ascii_letters: [RoleSet; 128],
    /// Words that are a preposition right before a square, folded (Spanish "a").
    square_prepositions: Vec<String>,
}

/// A letter of written notation (`S`, `N`, `Kp`, `Ф`) and the pieces it may stand for.
#[derive(Debug)]
struct Letter {
    text: String,
    folded: Vec<char>,
    set: RoleSet,
}

impl Reader {
    fn build(input: InputLang) -> Reader {
        // Every language understands the Appendix D words.
        let langs: Vec<Lang> = match input {
            InputLang::Auto => Lang::ALL.to_vec(),
            InputLang::One(Lang::APPENDIX_D) => vec![Lang::APPENDIX_D],
            InputLang::One(other) => vec![Lang::APPENDIX_D, other],
        };
        let mut words = HashMap::new();
        let mut phrases: Vec<(Vec<char>, Meaning)> = Vec::new();
        // Later languages win on a clash, so the chosen language decides ("на" is filler in
        // Russian before it could be anything else).
        for lang in &langs {
            for (w, meaning) in vocabulary(*lang).entries() {
                let folded = fold(w);
                if folded.contains(|c: char| !c.is_alphanumeric()) {
                    let chars: Vec<char> = folded.chars().collect();
                    phrases.retain(|(p, _)| *p != chars);
                    phrases.push((chars, meaning));
                } else {
                    words.insert(
                        folded.into_bytes().into_boxed_slice(),
                        Entry {
                            meaning: Some(meaning),
                            starts_phrase: false,
                        },
                    );
                }
            }
        }
        phrases.sort_by_key(|(p, _)| std::cmp::Reverse(p.len()));

        // Written-notation letters: English and German letters never clash, so both are read
        // in de and en; Russian reads K as the knight. `auto` tries both meanings of K.
        let mut letters: Vec<(Vec<char>, RoleSet)> = Vec::new();
        let letter_langs: Vec<Lang> = match input {
            InputLang::One(lang) => vocabulary(lang).letters_from.clone(),
            InputLang::Auto => Lang::ALL.to_vec(),
        };
        for lang in letter_langs {
            let v = vocabulary(lang);
            for role in Role::ALL {
                for l in &v.letters[role_index(role)] {
                    let chars: Vec<char> = l.chars().collect();
                    let set = RoleSet::one(role);
                    match letters.iter_mut().find(|(c, _)| *c == chars) {
                        Some((_, existing)) if input == InputLang::Auto => {
                            *existing = existing.with(set)
                        }
                        Some((_, existing)) => *existing = set,
                        None => letters.push((chars, set)),
                    }
                }
            }
        }
        letters.sort_by_key(|(c, _)| std::cmp::Reverse(c.len()));
        let to_letter = |(chars, set): (Vec<char>, RoleSet)| Letter {
            text: chars.iter().collect(),
            folded: chars.iter().map(|c| fold_char(*c)).collect(),
            set,
        };
        let promotion_letters: Vec<Letter> = match input {
            InputLang::One(Lang::En) => letters
                .iter()
                .filter(|(chars, _)| {
                    let text: String = chars.iter().collect();
                    vocabulary(Lang::En).piece_letters().any(|l| l == text)
                })
                .cloned()
                .map(to_letter)
                .collect(),
            _ => letters.iter().cloned().map(to_letter).collect(),
        };
        let letters: Vec<Letter> = letters.into_iter().map(to_letter).collect();
        let mut phrase_firsts: Vec<char> = phrases
            .iter()
            .filter_map(|(p, _)| p.first().copied())
            .collect();
        phrase_firsts.sort_unstable();
        phrase_firsts.dedup();
        for (p, _) in &phrases {
            let first: String = p.iter().take_while(|c| !c.is_whitespace()).collect();
            let key = first.trim_end_matches(PUNCTUATION).to_owned();
            words
                .entry(key.into_bytes().into_boxed_slice())
                .or_insert(Entry {
                    meaning: None,
                    starts_phrase: true,
                })
                .starts_phrase = true;
        }
        let mut ascii_letters = [RoleSet::EMPTY; 128];
        for l in &letters {
            if let [b] = l.text.as_bytes()
                && let Some(slot) = ascii_letters.get_mut(usize::from(*b))
            {
                *slot = l.set;
            }
        }
        let square_prepositions = match input {
            InputLang::One(lang) => vocabulary(lang).square_prepositions.clone(),
            InputLang::Auto => Vec::new(),
        };
        Reader {
            ascii_letters,
            words: WordTable::new(word_keys(&langs, words, &square_prepositions)),
            phrases,
            phrase_firsts,
            letters,
            promotion_letters,
            square_prepositions,
        }
    }

    /// The tables for reading `input`, built once.
    pub fn get(input: InputLang) -> &'static Reader {
        static CELLS: OnceLock<Vec<OnceLock<Reader>>> = OnceLock::new();
        let cells = CELLS.get_or_init(|| (0..=Lang::ALL.len()).map(|_| OnceLock::new()).collect());
        // One cell a language, and the last for `auto`.
        let i = match input {
            InputLang::One(lang) => Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0),
            InputLang::Auto => Lang::ALL.len(),
        };
        cells[i].get_or_init(|| Reader::build(input))
    }

    /// Whether `folded` is a preposition when a square follows it (Spanish "a").
    pub fn is_square_preposition(&self, folded: &str) -> bool {
        self.square_prepositions.iter().any(|p| p == folded)
    }

    /// Whether the language has such prepositions.
    pub fn has_square_prepositions(&self) -> bool {
        !self.square_prepositions.is_empty()
    }

    /// Whether a phrase starts with this folded word.
    pub fn starts_phrase(&self, folded: &str) -> bool {
        self.entry(folded).is_some_and(|e| e.starts_phrase)
    }

    /// The meaning of a single folded word.
    pub fn word(&self, folded: &str) -> Option<Meaning> {
        self.entry(folded)?.meaning
    }

    /// What a folded word (without trailing punctuation) is: a word, the start of a phrase,
    /// or both.
    pub fn entry(&self, folded: &str) -> Option<Entry> {
        self.entry_bytes(folded.as_bytes())
    }

    /// [`Reader::entry`] for the bytes of a folded word.
    pub fn entry_bytes(&self, folded: &[u8]) -> Option<Entry> {
        self.words
            .get(folded, word_hash(folded))
            .map(|hit| hit.entry)
    }

    /// The word of `len` bytes at `start` of `line` looked up as it stands, in the case the
    /// grammar file writes it ("Springer", "Felix", "drei"), folded, or capitalised, with its
    /// first eight bytes read (`first`) and its hash computed by [`hash_chunk`] and
    /// [`hash_finish`]; only words of letters are found this way. Compared in place, eight
    /// bytes at a time.
    #[inline]
    pub(crate) fn word_in_line(
        &self,
        line: &Line<'_>,
        start: usize,
        len: usize,
        first: u64,
        hash: u64,
    ) -> Option<WordHit> {
        self.words
            .find(hash, |s| {
                if s.len != len || first & low_bytes(len) != load8(&s.key, 0) {
                    return false;
                }
                let mut at = 8;
                while at < len {
                    if line.load(start + at) & low_bytes(len - at) != load8(&s.key, at) {
                        return false;
                    }
                    at += 8;
                }
                true
            })
            .filter(|hit| hit.letters)
    }

    /// The word whose folded bytes (by [`fold_at`]) are `folded`.
    #[inline]
    pub(crate) fn word_folded(&self, folded: &[u8]) -> Option<WordHit> {
        self.words.get(folded, word_hash(folded))
    }

    /// The longest phrase that `folded` (the rest of the input, folded) starts with, ending at a
    /// word boundary; returns its meaning and its length in chars.
    pub fn phrase(&self, folded: &[char]) -> Option<(Meaning, usize)> {
        self.phrases.iter().find_map(|(p, meaning)| {
            let n = p.len();
            let boundary = folded.get(n).is_none_or(|c| !c.is_alphanumeric());
            (folded.len() >= n && folded[..n] == p[..] && boundary).then_some((*meaning, n))
        })
    }

    /// The phrase that `text` starts with (folded comparison, ending at a word boundary): its
    /// meaning and its length in bytes of `text`. Cheap when no phrase starts with the first
    /// letter.
    pub fn phrase_at(&self, text: &str) -> Option<(Meaning, usize)> {
        let first = fold_char(text.chars().next()?);
        if self.phrase_firsts.binary_search(&first).is_err() {
            return None;
        }
        let mut folded = [' '; 48];
        // ends[k]: the byte just after char k of `text`.
        let mut ends = [0usize; 48];
        let mut n = 0;
        let longest = self.phrases.first().map_or(0, |(p, _)| p.len() + 1);
        for (b, c) in text.char_indices().take(longest.min(folded.len())) {
            folded[n] = fold_char(c);
            ends[n] = b + c.len_utf8();
            n += 1;
        }
        let (meaning, len) = self.phrase(&folded[..n])?;
        Some((meaning, ends[len.checked_sub(1)?]))
    }

    /// The piece letter (case as written) that `text` starts with: the pieces, and the
    /// letter's length in bytes and in chars.
    pub fn letter(&self, text: &str) -> Option<(RoleSet, usize, usize)> {
        let first = *text.as_bytes().first()?;
        // Longer letters first (the Russian `Kp` before `K`); they are few.
        let long =
            self.letters
                .iter()
                .take_while(|l| l.folded.len() > 1)
                .find_map(|l| {
                    (l.text.as_bytes()[0] == first && text.starts_with(l.text.as_str()))
                        .then_some((l.set, l.text.len(), l.folded.len()))
                });
        if long.is_some() {
            return long;
        }
        if first.is_ascii() {
            let set = self.ascii_letters[usize::from(first)];
            return (!set.is_empty()).then_some((set, 1, 1));
        }
        self.letters.iter().find_map(|l| {
            (l.text.as_bytes()[0] == first && text.starts_with(l.text.as_str())).then_some((
                l.set,
                l.text.len(),
                l.folded.len(),
            ))
        })
    }

    /// The piece letter `text` starts with, ignoring case (promotion letters: `b7b8n`).
    pub fn letter_any_case(&self, text: &str) -> Option<(RoleSet, usize, usize)> {
        Self::any_case(&self.letters, text)
    }

    /// The promotion piece letter `text` starts with, ignoring case (`b8=Q`, `b7b8n`).
    pub fn promotion_letter(&self, text: &str) -> Option<(RoleSet, usize, usize)> {
        Self::any_case(&self.promotion_letters, text)
    }

    fn any_case(letters: &[Letter], text: &str) -> Option<(RoleSet, usize, usize)> {
        let first = fold_char(text.chars().next()?);
        letters.iter().find_map(|l| {
            if l.folded[0] != first {
                return None;
            }
            let mut bytes = 0;
            let mut chars = text.chars();
            for want in &l.folded {
                let c = chars.next()?;
                if fold_char(c) != *want {
                    return None;
                }
                bytes += c.len_utf8();
            }
            Some((l.set, bytes, l.folded.len()))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_grammar_file_loads() {
        for lang in Lang::ALL {
            let v = Vocabulary::parse(lang, source(lang)).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(v.lang, lang);
        }
        assert_eq!(vocabulary(Lang::De).file(File::F), "Felix");
        assert_eq!(vocabulary(Lang::De).rank(Rank::Third), "drei");
        assert_eq!(vocabulary(Lang::Ru).piece(Role::Knight), "Шпрингер");
        assert_eq!(vocabulary(Lang::Ru).letter(Role::King), "Кр");
        assert_eq!(vocabulary(Lang::En).square(shakmaty::Square::F3), "f3");
        assert_eq!(
            vocabulary(Lang::De).square(shakmaty::Square::F3),
            "Felix drei"
        );
    }

    #[test]
    fn a_broken_grammar_is_reported() {
        let text = source(Lang::De).replace("language = \"de\"", "language = \"xx\"");
        assert!(matches!(
            Vocabulary::parse(Lang::De, &text),
            Err(GrammarError::Missing { .. })
        ));
        let text = source(Lang::De).replace("[files]", "[filez]");
        assert!(matches!(
            Vocabulary::parse(Lang::De, &text),
            Err(GrammarError::Toml { .. })
        ));
    }

    #[test]
    fn no_word_means_two_things_within_one_reading_language() {
        for input in [
            InputLang::One(Lang::De),
            InputLang::One(Lang::En),
            InputLang::One(Lang::Ru),
            InputLang::Auto,
        ] {
            let langs: Vec<Lang> = match input {
                InputLang::Auto => Lang::ALL.to_vec(),
                InputLang::One(Lang::De) => vec![Lang::De],
                InputLang::One(l) => vec![Lang::De, l],
            };
            let mut seen: HashMap<String, (Lang, Meaning)> = HashMap::new();
            for lang in langs {
                for (w, m) in vocabulary(lang).entries() {
                    if let Some((other, prev)) = seen.insert(fold(w), (lang, m)) {
                        assert_eq!(
                            prev, m,
                            "\"{w}\" means {prev:?} in {other} and {m:?} in {lang}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn letters_follow_the_language() {
        let k = "K";
        let ru = Reader::get(InputLang::One(Lang::Ru));
        let en = Reader::get(InputLang::One(Lang::En));
        let auto = Reader::get(InputLang::Auto);
        assert_eq!(ru.letter(k), Some((RoleSet::one(Role::Knight), 1, 1)));
        assert_eq!(en.letter(k), Some((RoleSet::one(Role::King), 1, 1)));
        let both = RoleSet::one(Role::King).with(RoleSet::one(Role::Knight));
        assert_eq!(auto.letter(k), Some((both, 1, 1)));
        assert_eq!(ru.letter("Kpe"), Some((RoleSet::one(Role::King), 2, 2)));
        assert_eq!(ru.letter("Крe1"), Some((RoleSet::one(Role::King), 4, 2)));
        assert_eq!(
            ru.letter_any_case("фx"),
            Some((RoleSet::one(Role::Queen), 2, 1))
        );
        assert_eq!(
            Reader::get(InputLang::One(Lang::De)).letter("S"),
            Some((RoleSet::one(Role::Knight), 1, 1))
        );
    }
}
