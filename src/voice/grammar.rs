//! The phrases a recogniser listens for in a position: every legal move in the Appendix D
//! words, in the forms the notation reader takes for it, the answers "ja" and "nein", and the
//! commands a player says at the table ([`Spoken`]: clock, repeat, draw, resign …).
//!
//! The words come from the project's renderer ([`crate::notation::render::push_san_words`])
//! and vocabulary (`grammar/<lang>.toml`): the move as rochade says it, then the same move
//! without the pawn word, without or with another capture word, without or with the check
//! word, and castling in each of its names. Each phrase keeps its answer; a phrase that two
//! moves would share is left out.

use std::collections::{BTreeMap, HashMap};

use shakmaty::san::{San, SanPlus, Suffix};
use shakmaty::{CastlingSide, Chess, File, Move, Position, Rank, Role};

use crate::lang::Lang;
use crate::notation::Style;
use crate::notation::lexicon::vocabulary;
use crate::notation::render::san_words;

/// A command a player says at the table, heard as it is typed: the words of its key in the
/// `[commands]` table of the language's grammar file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Spoken {
    /// "wiederholen": the last thing said, again.
    Repeat,
    /// "Uhr": both clocks.
    Clock,
    /// "wer ist am Zug".
    Turn,
    /// "letzter Zug".
    Last,
    /// "Material".
    Material,
    /// "Remis": a draw offered.
    Offer,
    /// "annehmen": the draw offered is accepted.
    Accept,
    /// "ablehnen": the draw offered is declined.
    Decline,
    /// "aufgeben": asks whether the player resigns.
    Resign,
}

impl Spoken {
    /// Every command heard.
    pub const ALL: [Spoken; 9] = [
        Spoken::Repeat,
        Spoken::Clock,
        Spoken::Turn,
        Spoken::Last,
        Spoken::Material,
        Spoken::Offer,
        Spoken::Accept,
        Spoken::Decline,
        Spoken::Resign,
    ];

    /// Its key in the `[commands]` table (and what `rochade hear` prints for it).
    pub fn key(self) -> &'static str {
        match self {
            Spoken::Repeat => "repeat",
            Spoken::Clock => "clock",
            Spoken::Turn => "turn",
            Spoken::Last => "last",
            Spoken::Material => "material",
            Spoken::Offer => "offer",
            Spoken::Accept => "accept",
            Spoken::Decline => "decline",
            Spoken::Resign => "resign",
        }
    }

    /// Whether it changes the game (a draw offered, accepted or declined, a resignation
    /// asked), rather than asking about it.
    pub fn changes_the_game(self) -> bool {
        matches!(
            self,
            Spoken::Offer | Spoken::Accept | Spoken::Decline | Spoken::Resign
        )
    }

    /// How it is typed in `lang`: the first words of its key.
    pub fn typed(self, lang: Lang) -> String {
        grammar_list(lang, "commands", self.key())
            .into_iter()
            .next()
            .unwrap_or_else(|| self.key().to_owned())
    }
}

/// What a phrase stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Answer {
    /// A legal move of the position.
    Move(Move),
    /// "ja": the move said back is confirmed.
    Yes,
    /// "nein": the move said back is not the one meant.
    No,
    /// A command said at the table.
    Command(Spoken),
}

/// The phrases of one position, each with its answer.
#[derive(Debug, Clone, Default)]
pub struct Phrases {
    /// The phrases in order: their words as tokens (lower case, ASCII) and their answer.
    list: Vec<(String, Answer)>,
    /// Token phrase to its index in `list`.
    index: HashMap<String, usize>,
    /// Each token, and the words it stands for as written (what espeak-ng is given) with the
    /// language whose voice says each ("Gustav" in German and in English).
    spelled: BTreeMap<String, Vec<(String, Lang)>>,
}

/// The vocabulary that voice input always hears: Appendix D's German words, which every
/// language understands (the pronunciations are made for a German voice). A game's own
/// language is heard beside it where its pronunciations can be made
/// ([`super::phones::PhoneTable::for_lang`]: English, Spanish, Russian).
pub const HEARD_LANG: Lang = Lang::APPENDIX_D;

/// A word as a grammar token: lower case, ASCII (umlauts spelled out, Spanish and Russian
/// letters as Latin ones), letters only.
pub fn token(word: &str) -> String {
    let mut out = String::with_capacity(word.len() + 2);
    for c in word.chars().flat_map(char::to_lowercase) {
        match c {
            'ä' => out.push_str("ae"),
            'ö' => out.push_str("oe"),
            'ü' => out.push_str("ue"),
            'ß' => out.push_str("ss"),
            c if c.is_ascii_alphanumeric() => out.push(c),
            c => out.push_str(latin(c)),
        }
    }
    out
}

/// The Latin letters of a Spanish or Russian letter in a token (the recogniser's words are
/// ASCII; two spellings that come out alike are one word with both pronunciations).
fn latin(c: char) -> &'static str {
    match c {
        'á' | 'à' | 'а' => "a",
        'é' | 'è' | 'е' | 'э' => "e",
        'í' | 'и' => "i",
        'ó' | 'о' => "o",
        'ú' | 'у' => "u",
        'ñ' => "ny",
        'б' => "b",
        'в' => "v",
        'г' => "g",
        'д' => "d",
        'ё' => "yo",
        'ж' => "zh",
        'з' => "z",
        'й' => "j",
        'к' => "k",
        'л' => "l",
        'м' => "m",
        'н' => "n",
        'п' => "p",
        'р' => "r",
        'с' => "s",
        'т' => "t",
        'ф' => "f",
        'х' => "h",
        'ц' => "c",
        'ч' => "ch",
        'ш' => "sh",
        'щ' => "shch",
        'ы' => "y",
        'ю' => "yu",
        'я' => "ya",
        _ => "",
    }
}

/// The list of strings under `[table] key` of the language's grammar file (`[words]`,
/// `[answers]`).
fn grammar_list(lang: Lang, table: &str, key: &str) -> Vec<String> {
    crate::lang::grammar(lang)
        .table
        .get(table)
        .and_then(|w| w.get(key))
        .and_then(toml::Value::as_array)
        .map(|a| {
            a.iter()
                .filter_map(toml::Value::as_str)
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default()
}

impl Phrases {
    /// The phrases of `pos`: its legal moves and the answers, in [`HEARD_LANG`]'s words.
    pub fn for_position(pos: &Chess) -> Phrases {
        Phrases::from_said(said_in(pos, HEARD_LANG))
    }

    /// The phrases of `pos` in [`HEARD_LANG`]'s words and, where its pronunciations can be
    /// made, in `lang`'s too (a phrase both languages would say alike is kept once).
    pub fn for_position_in(pos: &Chess, lang: Lang) -> Phrases {
        let mut said = said_in(pos, HEARD_LANG);
        if lang != HEARD_LANG && super::phones::PhoneTable::for_lang(lang).is_some() {
            said.extend(
                said_in(pos, lang)
                    .into_iter()
                    .map(|(words, answer, l)| (appendix_d_squares(l, &words), answer, l)),
            );
        }
        Phrases::from_said(said)
    }

    /// The phrases from `(words, answer)` pairs: tokens made, duplicates of one answer kept
    /// once, and a phrase that stands for two answers left out.
    fn from_said(said: Vec<(String, Answer, Lang)>) -> Phrases {
        let mut answers: HashMap<String, Option<Answer>> = HashMap::new();
        let mut order: Vec<String> = Vec::new();
        let mut spelled = BTreeMap::new();
        for (words, answer, lang) in said {
            // A language's words are its own tokens: "Gustav" said by the English voice is
            // another word than the German voice's, and their pronunciations are not mixed.
            let tokens: Vec<String> = words
                .split_whitespace()
                .map(|w| match token(w) {
                    t if t.is_empty() || lang == HEARD_LANG => t,
                    t => format!("{t}{}", lang.code()),
                })
                .collect();
            if tokens.iter().any(String::is_empty) || tokens.is_empty() {
                continue;
            }
            for (t, w) in tokens.iter().zip(words.split_whitespace()) {
                let spellings: &mut Vec<(String, Lang)> = spelled.entry(t.clone()).or_default();
                if !spellings.iter().any(|(sw, sl)| sw == w && *sl == lang) {
                    spellings.push((w.to_owned(), lang));
                }
            }
            let key = tokens.join(" ");
            match answers.get_mut(&key) {
                Some(known) => {
                    if *known != Some(answer) {
                        *known = None;
                    }
                }
                None => {
                    answers.insert(key.clone(), Some(answer));
                    order.push(key);
                }
            }
        }
        let list: Vec<(String, Answer)> = order
            .into_iter()
            .filter_map(|k| answers.get(&k).copied().flatten().map(|a| (k, a)))
            .collect();
        let index = list
            .iter()
            .enumerate()
            .map(|(i, (k, _))| (k.clone(), i))
            .collect();
        Phrases {
            list,
            index,
            spelled,
        }
    }

    /// The phrases (tokens separated by spaces) and their answers.
    pub fn iter(&self) -> impl Iterator<Item = (&str, Answer)> {
        self.list.iter().map(|(k, a)| (k.as_str(), *a))
    }

    /// How many phrases there are.
    pub fn len(&self) -> usize {
        self.list.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// The answer of the phrase `tokens` (as [`Phrases::iter`] writes it).
    pub fn answer(&self, tokens: &str) -> Option<Answer> {
        self.index.get(tokens).map(|&i| self.list[i].1)
    }

    /// Every token of the phrases with each word it stands for as written and that word's
    /// language (a token of two languages comes once for each).
    pub fn words(&self) -> impl Iterator<Item = (&str, &str, Lang)> {
        self.spelled.iter().flat_map(|(t, spellings)| {
            spellings
                .iter()
                .map(move |(w, l)| (t.as_str(), w.as_str(), *l))
        })
    }

    /// The phrases as a JSGF grammar whose public rule is `<phrase>`, leaving out the
    /// phrases of `except` (the grammar of the runner-up).
    pub fn jsgf(&self, except: Option<Answer>) -> String {
        let mut out = String::from("#JSGF V1.0;\ngrammar rochade;\npublic ");
        out.push_str("<phrase> = ");
        let kept = self.list.iter().filter(|(_, a)| Some(*a) != except);
        for (i, (k, _)) in kept.enumerate() {
            if i > 0 {
                out.push_str("\n  | ");
            }
            out.push_str(k);
        }
        out.push_str(";\n");
        out
    }
}

/// Every legal move of `pos` and the answers in `lang`'s words, in the forms the notation
/// reader takes, each with its answer and language.
fn said_in(pos: &Chess, lang: Lang) -> Vec<(String, Answer, Lang)> {
    let v = vocabulary(lang);
    let captures = grammar_list(lang, "words", "capture");
    let shorts = grammar_list(lang, "words", "castle_short");
    let longs = grammar_list(lang, "words", "castle_long");
    let mut said: Vec<(String, Answer, Lang)> = Vec::new();
    for m in pos.legal_moves() {
        let plus = SanPlus::from_move(pos.clone(), m);
        let suffixes: Vec<Option<Suffix>> = match plus.suffix {
            None => vec![None],
            Some(s) => vec![Some(s), None],
        };
        let answer = Answer::Move(m);
        if let San::Castle(side) = plus.san {
            let names = match side {
                CastlingSide::KingSide => &shorts,
                CastlingSide::QueenSide => &longs,
            };
            for name in names.iter().map(String::as_str).chain([v.castle(side)]) {
                for suffix in &suffixes {
                    said.push((castling_words(lang, name, *suffix), answer, lang));
                }
            }
            continue;
        }
        let pawn = matches!(
            plus.san,
            San::Normal {
                role: Role::Pawn,
                ..
            }
        );
        let capture = matches!(plus.san, San::Normal { capture: true, .. });
        let pawn_words: &[bool] = if pawn { &[true, false] } else { &[true] };
        let en_passants: &[bool] = if m.is_en_passant() {
            &[true, false]
        } else {
            &[false]
        };
        for &pawn_word in pawn_words {
            for &en_passant in en_passants {
                for suffix in &suffixes {
                    let style = Style { pawn_word };
                    let mut san = plus.san;
                    let said_as = |san| {
                        let plus = SanPlus {
                            san,
                            suffix: *suffix,
                        };
                        san_words(plus, en_passant, lang, style)
                    };
                    let words = said_as(san);
                    said.push((words.clone(), answer, lang));
                    if capture {
                        // The same move said with another capture word, or none.
                        for other in captures.iter().filter(|c| *c != v.capture_word()) {
                            let replaced = words
                                .split(' ')
                                .map(|w| {
                                    if w == v.capture_word() {
                                        other.as_str()
                                    } else {
                                        w
                                    }
                                })
                                .collect::<Vec<_>>()
                                .join(" ");
                            said.push((replaced, answer, lang));
                        }
                        if let San::Normal { capture, .. } = &mut san {
                            *capture = false;
                        }
                        said.push((said_as(san), answer, lang));
                    }
                }
            }
        }
    }
    for (key, answer) in [("yes", Answer::Yes), ("no", Answer::No)] {
        for word in grammar_list(lang, "answers", key) {
            said.push((word, answer, lang));
        }
    }
    for spoken in Spoken::ALL {
        for words in grammar_list(lang, "commands", spoken.key()) {
            said.push((words, Answer::Command(spoken), lang));
        }
    }
    said
}

/// Castling by its `name` in `lang`, with the check or mate word of `suffix`.
fn castling_words(lang: Lang, name: &str, suffix: Option<Suffix>) -> String {
    let v = vocabulary(lang);
    match suffix {
        Some(Suffix::Check) => format!("{name} {}", v.check_word()),
        Some(Suffix::Checkmate) => format!("{name} {}", v.mate_word()),
        None => name.to_owned(),
    }
}

/// `words` of `lang` with each square, file and rank said in the language's Appendix D words
/// ("Knight f3" as "Knight Felix three"), where the language says letters by default: its
/// letters rhyme ("bee", "dee", "ee", "gee"), and a recogniser takes one for another (a fifth
/// of English announcements in letters were heard as another move).
fn appendix_d_squares(lang: Lang, words: &str) -> String {
    let v = vocabulary(lang);
    let file_of = |c: u8| {
        (b'a'..=b'h')
            .contains(&c)
            .then(|| File::new(u32::from(c - b'a')))
    };
    let rank_of = |c: u8| {
        (b'1'..=b'8')
            .contains(&c)
            .then(|| Rank::new(u32::from(c - b'1')))
    };
    let said = |f: File, r: Rank| v.appendix_d_words(f, r);
    let mut out: Vec<String> = Vec::new();
    for w in words.split_whitespace() {
        let replaced = match w.as_bytes() {
            [f, r] => file_of(*f)
                .zip(rank_of(*r))
                .and_then(|(f, r)| said(f, r))
                .map(|(f, r)| format!("{f} {r}")),
            [f] => file_of(*f)
                .and_then(|f| said(f, Rank::First))
                .map(|(f, _)| f.to_owned())
                .or_else(|| {
                    rank_of(*f)
                        .and_then(|r| said(File::A, r))
                        .map(|(_, r)| r.to_owned())
                }),
            _ => None,
        };
        out.push(replaced.unwrap_or_else(|| w.to_owned()));
    }
    out.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::InputLang;
    use crate::notation::read_move;
    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, Position};

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .ok()
            .and_then(|f| f.into_position(CastlingMode::Standard).ok())
            .unwrap_or_else(|| panic!("bad test FEN {fen}"))
    }

    /// Positions with captures, checks, castling both ways, en passant, promotion and
    /// disambiguation.
    const POSITIONS: [&str; 5] = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 6 9",
        "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        "3r3k/1P4pp/8/8/8/8/6PP/R5K1 w - - 0 1",
        "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3",
    ];

    #[test]
    fn every_legal_move_has_a_phrase_that_reads_back_to_it() {
        for fen in POSITIONS {
            let p = pos(fen);
            let phrases = Phrases::for_position(&p);
            for m in p.legal_moves() {
                assert!(
                    phrases.iter().any(|(_, a)| a == Answer::Move(m)),
                    "{fen}: no phrase for {m}"
                );
            }
            for (tokens, answer) in phrases.iter() {
                let spoken: Vec<&str> = tokens
                    .split(' ')
                    .map(|t| {
                        phrases
                            .words()
                            .find(|(k, _, _)| *k == t)
                            .map_or(t, |(_, w, _)| w)
                    })
                    .collect();
                let spoken = spoken.join(" ");
                match answer {
                    Answer::Move(m) => assert_eq!(
                        read_move(&p, &spoken, InputLang::One(HEARD_LANG)),
                        Ok(m),
                        "{fen}: {spoken:?}"
                    ),
                    Answer::Yes => assert_eq!(spoken, "ja"),
                    Answer::No => assert_eq!(spoken, "nein"),
                    Answer::Command(c) => assert!(
                        grammar_list(HEARD_LANG, "commands", c.key()).contains(&spoken),
                        "{spoken:?} is no {c:?}"
                    ),
                }
            }
        }
    }

    #[test]
    fn the_forms_of_a_move() {
        let p = pos("r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 1 3");
        let phrases = Phrases::for_position(&p);
        let forms: Vec<&str> = phrases
            .iter()
            .filter(|(_, a)| matches!(a, Answer::Move(m) if m.to() == shakmaty::Square::E5 && m.from() == Some(shakmaty::Square::D4)))
            .map(|(k, _)| k)
            .collect();
        assert_eq!(
            forms,
            [
                "bauer david nimmt eva fuenf",
                "bauer david schlaegt eva fuenf",
                "bauer david schlagt eva fuenf",
                "bauer david eva fuenf",
                "david nimmt eva fuenf",
                "david schlaegt eva fuenf",
                "david schlagt eva fuenf",
                "david eva fuenf",
            ]
        );
        assert_eq!(phrases.answer("ja"), Some(Answer::Yes));
        assert_eq!(phrases.answer("nein"), Some(Answer::No));
        let jsgf = phrases.jsgf(None);
        let no = phrases.jsgf(Some(Answer::No));
        assert!(no.contains("\n  | ja\n"), "{no}");
        assert!(!no.contains("| nein\n"), "{no}");
        // The commands said at the table, each of its words.
        assert_eq!(phrases.answer("uhr"), Some(Answer::Command(Spoken::Clock)));
        assert_eq!(
            phrases.answer("wer ist am zug"),
            Some(Answer::Command(Spoken::Turn))
        );
        assert_eq!(
            phrases.answer("aufgeben"),
            Some(Answer::Command(Spoken::Resign))
        );
        let english = Phrases::for_position_in(&p, Lang::En);
        assert_eq!(
            english.answer("clocken"),
            Some(Answer::Command(Spoken::Clock))
        );
        assert_eq!(english.answer("uhr"), Some(Answer::Command(Spoken::Clock)));
        assert!(jsgf.starts_with("#JSGF V1.0;"));
        assert!(jsgf.contains("public <phrase> = "), "{jsgf}");
        assert!(jsgf.contains("\n  | springer felix drei\n"), "{jsgf}");
    }

    #[test]
    fn tokens_are_ascii() {
        assert_eq!(token("Läufer"), "laeufer");
        assert_eq!(token("fünf"), "fuenf");
        assert_eq!(token("Schach!"), "schach");
        assert_eq!(token("Шпрингер"), "shpringer");
        assert_eq!(token("берёт"), "beryot");
        assert_eq!(token("Peón"), "peon");
    }
}
