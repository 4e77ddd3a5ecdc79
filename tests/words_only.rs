//! Words only: no message of any catalogue holds a character that a speech engine or a screen
//! reader reads by its name.
//!
//! A trial with Orca and speech-dispatcher heard German `»hilfe«` as "Doppelt gewinkelte
//! Klammer zu hilfe Doppelt gewinkelte Klammer auf": the quotation marks were read aloud. A
//! message is written for the ear, so it names a word without quoting it ("das Wort hilfe
//! nennt die Befehle", "Kein Feld: { $text }."), and a symbol by its name ("Stern: letzter
//! Zug").
//!
//! The rule: a message of `locales/<code>.ftl` (its value, every attribute, every variant of
//! every selector, every term; the text and the string literals it says) holds no character
//! that speech-dispatcher's symbol table of that language reads by name at the punctuation
//! level "some" or lower, and no quotation mark, no drawing character and no invisible
//! control character at all. The tables: `locale/<code>/symbols.dic` under
//! `/usr/share/speech-dispatcher/` (Debian's speech-dispatcher 0.11.4; imported from NVDA;
//! each line names a symbol, its words and the lowest level that says them). The set, and
//! why each part is in it:
//!
//! - Quotation marks, every kind: `"` `«` `»` `‹` `›` `„` `“` `”` `‟` `‚` `‘` `’` `‛` and the
//!   CJK corner brackets. The German and English tables read `«` `»` at level "none"
//!   (always: "Doppelt gewinkelte Klammer auf", "double left pointing angle bracket"); every
//!   table reads the others at "most", a level many screen reader users choose, and some
//!   engines read `"` ("Anführungszeichen") on their own. The catalogue writes the
//!   apostrophe as `'` (read only within a word, at level "all"), so `’` has no use either.
//! - What the tables read at "some" or "none": `#` `%` `‰` `&` `*` `/` `@` `+` `=` `<` `>` `°`
//!   `×` `÷` `±` `−` `•` `◦` `‣` `⁃` `§` (Russian table) and `¡` `¿` (German and English
//!   tables; the Spanish table reads them at "all" only, so Spanish keeps its `¿…?`).
//! - `|` `~` `^` `` ` `` `_` `\` (read at "most"): never a word of a sentence.
//! - Dots and bullets: `·` `∙` `⋅` (middle dot, read at "most"), `…` (read at "all": "Punkt
//!   Punkt Punkt"); three full stops are never needed in speech.
//! - Whole blocks, read by name by the tables or by the engine's own Unicode names: arrows
//!   (U+2190–U+21FF, U+27F0–U+27FF, U+2900–U+297F, U+2B00–U+2BFF), mathematical operators
//!   (U+2200–U+22FF), box drawing (U+2500–U+257F: `│` `─`), block elements (U+2580–U+259F),
//!   geometric shapes (U+25A0–U+25FF), miscellaneous symbols (U+2600–U+26FF, the chess pieces
//!   among them), dingbats (U+2700–U+27BF), letterlike symbols (U+2100–U+214F: `№` `™`),
//!   superscripts and subscripts (U+2070–U+209F, `¹` `²` `³`), `©` `®` `¬` `µ` `¦`, private
//!   use (U+E000–U+F8FF) and emoji (U+1F000–U+1FAFF).
//! - Invisible controls: zero-width characters (U+200B–U+200F), bidi embeddings and isolates
//!   (U+202A–U+202E, U+2066–U+2069: Fluent's isolation marks around an argument, which
//!   `src/i18n` switches off), the byte order mark and the soft hyphen. A voice may say them,
//!   and a braille display shows them.
//!
//! The exceptions are literal text the user types and must hear as it is written
//! ([`TYPED_SYNTAX`]): the PGN time control of `start-time-control` (`40/5400+30:1800+30`,
//! said "slash" and "plus"), the broker addresses of `hall-start-broker` and
//! `hall-start-needs` (`mqtt://host:port`) and the program `lou_translate` of
//! `start-braille`.
//!
//! Full stops are not checked: the tables read them by their context (a sentence end, a
//! decimal point "6.9"); the one between a letter and a digit ("article D.2.6") is said "dot"
//! at level "some" in English, which is how the article is named.
//!
//! Besides the files, the test formats messages through the public API (typed functions of
//! `rochade::i18n::msg`, and every message of the catalogue through `rochade::i18n::text`) in
//! every language and checks what comes out, isolation marks included.

use std::collections::BTreeSet;

use fluent_syntax::ast;
use rochade::Lang;
use rochade::i18n::{Arg, msg};

/// Why `c` is read by name in a message of language `code`, or `None` if it is not.
fn read_by_name(code: &str, c: char) -> Option<&'static str> {
    let named = match c {
        '"' => Some("QUOTATION MARK"),
        '«' => Some("LEFT-POINTING DOUBLE ANGLE QUOTATION MARK"),
        '»' => Some("RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK"),
        '‹' => Some("SINGLE LEFT-POINTING ANGLE QUOTATION MARK"),
        '›' => Some("SINGLE RIGHT-POINTING ANGLE QUOTATION MARK"),
        '„' => Some("DOUBLE LOW-9 QUOTATION MARK"),
        '“' => Some("LEFT DOUBLE QUOTATION MARK"),
        '”' => Some("RIGHT DOUBLE QUOTATION MARK"),
        '‟' => Some("DOUBLE HIGH-REVERSED-9 QUOTATION MARK"),
        '‚' => Some("SINGLE LOW-9 QUOTATION MARK"),
        '‘' => Some("LEFT SINGLE QUOTATION MARK"),
        '’' => Some("RIGHT SINGLE QUOTATION MARK"),
        '‛' => Some("SINGLE HIGH-REVERSED-9 QUOTATION MARK"),
        '「' | '」' | '『' | '』' => Some("CJK CORNER BRACKET"),
        '#' => Some("NUMBER SIGN"),
        '%' => Some("PERCENT SIGN"),
        '‰' => Some("PER MILLE SIGN"),
        '&' => Some("AMPERSAND"),
        '*' => Some("ASTERISK"),
        '/' => Some("SOLIDUS"),
        '@' => Some("COMMERCIAL AT"),
        '+' => Some("PLUS SIGN"),
        '=' => Some("EQUALS SIGN"),
        '<' => Some("LESS-THAN SIGN"),
        '>' => Some("GREATER-THAN SIGN"),
        '°' => Some("DEGREE SIGN"),
        '×' => Some("MULTIPLICATION SIGN"),
        '÷' => Some("DIVISION SIGN"),
        '±' => Some("PLUS-MINUS SIGN"),
        '−' => Some("MINUS SIGN"),
        '•' => Some("BULLET"),
        '◦' => Some("WHITE BULLET"),
        '‣' => Some("TRIANGULAR BULLET"),
        '⁃' => Some("HYPHEN BULLET"),
        '§' => Some("SECTION SIGN"),
        '|' => Some("VERTICAL LINE"),
        '~' => Some("TILDE"),
        '^' => Some("CIRCUMFLEX ACCENT"),
        '`' => Some("GRAVE ACCENT"),
        '_' => Some("LOW LINE"),
        '\\' => Some("REVERSE SOLIDUS"),
        '·' => Some("MIDDLE DOT"),
        '∙' => Some("BULLET OPERATOR"),
        '⋅' => Some("DOT OPERATOR"),
        '…' => Some("HORIZONTAL ELLIPSIS"),
        '©' => Some("COPYRIGHT SIGN"),
        '®' => Some("REGISTERED SIGN"),
        '¬' => Some("NOT SIGN"),
        'µ' => Some("MICRO SIGN"),
        '¦' => Some("BROKEN BAR"),
        '¹' | '²' | '³' => Some("SUPERSCRIPT DIGIT"),
        '\u{ad}' => Some("SOFT HYPHEN"),
        '\u{feff}' => Some("ZERO WIDTH NO-BREAK SPACE (byte order mark)"),
        '¡' if code != "es" => Some("INVERTED EXCLAMATION MARK"),
        '¿' if code != "es" => Some("INVERTED QUESTION MARK"),
        _ => None,
    };
    named.or(match u32::from(c) {
        0x200B..=0x200F => Some("zero-width character or direction mark"),
        0x202A..=0x202E => Some("bidi embedding or override"),
        0x2066..=0x2069 => Some("bidi isolate (Fluent's isolation mark)"),
        0x2070..=0x209F => Some("superscript or subscript"),
        0x2100..=0x214F => Some("letterlike symbol"),
        0x2190..=0x21FF | 0x27F0..=0x27FF | 0x2900..=0x297F | 0x2B00..=0x2BFF => Some("arrow"),
        0x2200..=0x22FF => Some("mathematical operator"),
        0x2500..=0x257F => Some("box drawing"),
        0x2580..=0x259F => Some("block element"),
        0x25A0..=0x25FF => Some("geometric shape"),
        0x2600..=0x26FF => Some("miscellaneous symbol"),
        0x2700..=0x27BF => Some("dingbat"),
        0xE000..=0xF8FF => Some("private use"),
        0x1F000..=0x1FAFF => Some("emoji or pictograph"),
        _ => None,
    })
}

/// Literal syntax the user types, said as written: (message id, characters it may hold).
const TYPED_SYNTAX: &[(&str, &str)] = &[
    ("start-time-control", "/+"),
    ("hall-start-broker", "/"),
    ("hall-start-needs", "/"),
    ("start-braille", "_"),
];

/// Every character of `text` read by name in message `id` of language `code`, described.
fn findings(code: &str, id: &str, text: &str) -> Vec<String> {
    let allowed = TYPED_SYNTAX
        .iter()
        .find(|(m, _)| *m == id)
        .map_or("", |(_, chars)| *chars);
    text.chars()
        .filter(|c| !allowed.contains(*c))
        .filter_map(|c| {
            read_by_name(code, c).map(|why| format!("{c:?} U+{:04X} {why}", u32::from(c)))
        })
        .collect()
}

/// The text a string literal says: Fluent's escapes `\"`, `\\`, `\uXXXX` and `\UXXXXXX`
/// resolved.
fn unescape(raw: &str) -> String {
    let mut out = String::new();
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some(len @ ('u' | 'U')) => {
                let n = if len == 'u' { 4 } else { 6 };
                let hex: String = chars.by_ref().take(n).collect();
                match u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32) {
                    Some(decoded) => out.push(decoded),
                    None => out.push_str(&hex),
                }
            }
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

/// One piece of a catalogue that is said: where it is, and its text.
struct Said {
    place: String,
    text: String,
}

/// What a walk over a catalogue gathers: the pieces said, and the names of the variables.
#[derive(Default)]
struct Walk {
    said: Vec<Said>,
    vars: BTreeSet<String>,
}

impl Walk {
    fn pattern(&mut self, p: &ast::Pattern<&str>, place: &str) {
        for el in &p.elements {
            match el {
                ast::PatternElement::TextElement { value } => self.said.push(Said {
                    place: place.to_owned(),
                    text: (*value).to_owned(),
                }),
                ast::PatternElement::Placeable { expression } => self.expression(expression, place),
            }
        }
    }

    fn expression(&mut self, e: &ast::Expression<&str>, place: &str) {
        match e {
            ast::Expression::Inline(i) => self.inline(i, place),
            ast::Expression::Select { selector, variants } => {
                self.inline(selector, place);
                for v in variants {
                    let key = match &v.key {
                        ast::VariantKey::Identifier { name } => *name,
                        ast::VariantKey::NumberLiteral { value } => *value,
                    };
                    self.pattern(&v.value, &format!("{place} [{key}]"));
                }
            }
        }
    }

    /// A string literal is said where it stands and as a positional argument (`LOWER("…")`);
    /// named arguments (`form: "feminine"`) are options, never said.
    fn inline(&mut self, i: &ast::InlineExpression<&str>, place: &str) {
        match i {
            ast::InlineExpression::StringLiteral { value } => self.said.push(Said {
                place: place.to_owned(),
                text: unescape(value),
            }),
            ast::InlineExpression::VariableReference { id } => {
                self.vars.insert(id.name.to_owned());
            }
            ast::InlineExpression::FunctionReference { arguments, .. }
            | ast::InlineExpression::TermReference {
                arguments: Some(arguments),
                ..
            } => {
                for a in &arguments.positional {
                    self.inline(a, place);
                }
                for a in &arguments.named {
                    if let ast::InlineExpression::VariableReference { id } = &a.value {
                        self.vars.insert(id.name.to_owned());
                    }
                }
            }
            ast::InlineExpression::Placeable { expression } => self.expression(expression, place),
            _ => {}
        }
    }
}

/// A catalogue walked: every piece said in `locales/<code>.ftl` with the id of its message or
/// term, the ids of the messages, and every variable name.
struct Catalogue {
    pieces: Vec<(String, Said)>,
    ids: Vec<String>,
    vars: BTreeSet<String>,
}

fn catalogue(code: &str) -> Catalogue {
    let path = format!("{}/{code}.ftl", locales_dir());
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let resource = fluent_syntax::parser::parse(text.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{path} does not parse: {errors:#?}"));
    let mut out = Catalogue {
        pieces: Vec::new(),
        ids: Vec::new(),
        vars: BTreeSet::new(),
    };
    for entry in &resource.body {
        let (id, value, attributes) = match entry {
            ast::Entry::Message(m) => {
                out.ids.push(m.id.name.to_owned());
                (m.id.name.to_owned(), m.value.as_ref(), &m.attributes)
            }
            ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value), &t.attributes),
            ast::Entry::Junk { content } => panic!("{path}: cannot read {content:?}"),
            _ => continue,
        };
        let mut walk = Walk::default();
        if let Some(v) = value {
            walk.pattern(v, "value");
        }
        for a in attributes {
            walk.pattern(&a.value, &format!(".{}", a.id.name));
        }
        out.pieces
            .extend(walk.said.into_iter().map(|s| (id.clone(), s)));
        out.vars.extend(walk.vars);
    }
    out
}

/// The catalogues checked: `locales/`, or the directory `WORDS_ONLY_LOCALES` names (to check
/// another version of the files, such as the one before a change, with this test).
fn locales_dir() -> String {
    std::env::var("WORDS_ONLY_LOCALES")
        .unwrap_or_else(|_| format!("{}/locales", env!("CARGO_MANIFEST_DIR")))
}

/// Every language of the build.
fn codes() -> Vec<&'static str> {
    Lang::ALL.iter().map(|l| l.code()).collect()
}

#[test]
fn no_message_of_any_catalogue_holds_a_character_read_by_name() {
    let mut problems = Vec::new();
    let mut pieces_seen = 0;
    for code in codes() {
        let pieces = catalogue(code).pieces;
        assert!(
            pieces.len() > 100,
            "locales/{code}.ftl: only {} pieces",
            pieces.len()
        );
        pieces_seen += pieces.len();
        for (id, said) in &pieces {
            for f in findings(code, id, &said.text) {
                problems.push(format!(
                    "{code} {id} ({}): {f} in {:?}",
                    said.place, said.text
                ));
            }
        }
    }
    assert!(pieces_seen > 0);
    assert!(
        problems.is_empty(),
        "{} characters read by name:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// A sample of real messages, through the typed functions the program calls, with the kind of
/// arguments it passes (the user's own words among them, in words: what the user typed is
/// said back as typed, and only what the catalogue adds is checked).
fn sample(lang: Lang) -> Vec<(&'static str, String)> {
    vec![
        ("game-greeting", msg::game_greeting(lang, "white")),
        ("game-not-understood", msg::game_not_understood(lang, "")),
        ("game-bad-square", msg::game_bad_square(lang, "e9")),
        ("game-bad-rank", msg::game_bad_rank(lang, "9")),
        ("game-bad-file", msg::game_bad_file(lang, "k")),
        ("game-bad-piece", msg::game_bad_piece(lang, "Zeppelin")),
        ("game-bad-number", msg::game_bad_number(lang, "zwei")),
        ("game-resume-offer", msg::game_resume_offer(lang, "3")),
        ("game-offered", msg::game_offered(lang, "black")),
        ("game-new-dropped", msg::game_new_dropped(lang)),
        (
            "game-clock-waits-for-arbiter",
            msg::game_clock_waits_for_arbiter(lang),
        ),
        ("game-peer-name", msg::game_peer_name(lang, "Bella")),
        ("hall-unknown", msg::hall_unknown(lang, "help", "tanzen")),
        ("help-unknown", msg::help_unknown(lang, "Zeppelin", "clock")),
        (
            "config-unknown-setting",
            msg::config_unknown_setting(lang, "colour"),
        ),
        ("start-fen", msg::start_fen(lang, "Zeppelin")),
        ("start-host-address", msg::start_host_address(lang, "board")),
        (
            "move-unknown-word-alone",
            msg::move_unknown_word_alone(lang, "xyz"),
        ),
        (
            "move-unknown-word",
            msg::move_unknown_word(lang, 9u32, "xyz"),
        ),
        ("move-null-move", msg::move_null_move(lang, "null")),
        (
            "move-expected-square",
            msg::move_expected_square(lang, "e2"),
        ),
        ("event-clock-start", msg::event_clock_start(lang, "yes")),
        ("minutes", msg::minutes(lang, 21u64)),
    ]
}

#[test]
fn formatted_messages_hold_no_character_read_by_name() {
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        for (id, text) in sample(lang) {
            assert!(!text.trim().is_empty(), "{lang} {id}: empty");
            for f in findings(lang.code(), id, &text) {
                problems.push(format!("{lang} {id}: {f} in {text:?}"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every message of every language formatted, every variable of the catalogue given a word
/// (so a selector takes its default variant) and then a number: nothing the formatting adds
/// (isolation marks around an argument, above all) is read by name.
#[test]
fn every_message_formatted_holds_no_character_read_by_name() {
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let catalogue = catalogue(lang.code());
        assert!(
            catalogue.ids.len() > 100,
            "{lang}: only {} messages",
            catalogue.ids.len()
        );
        for value in [Arg::from("Zeppelin"), Arg::from(3)] {
            let args: Vec<(&str, Arg<'_>)> = catalogue
                .vars
                .iter()
                .map(|n| (n.as_str(), value.clone()))
                .collect();
            for id in &catalogue.ids {
                let text = rochade::i18n::text(lang, id, &args);
                for f in findings(lang.code(), id, &text) {
                    problems.push(format!("{lang} {id}: {f} in {text:?}"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The checker finds what it is for, and lets through what a voice says as a word.
#[test]
fn the_checker_finds_what_it_is_for() {
    for bad in [
        "Hilfe mit »hilfe«.",
        "say \"help\"",
        "a │ b",
        "a → b",
        "a · b",
        "wait…",
    ] {
        assert!(!findings("de", "x", bad).is_empty(), "{bad}");
    }
    assert!(!findings("de", "x", "\u{2068}Bella\u{2069}").is_empty());
    assert!(!findings("de", "x", "¿Qué?").is_empty());
    assert!(findings("es", "x", "¿Qué jugada?").is_empty());
    assert!(
        findings(
            "en",
            "x",
            "White's move: e4, then Knight f3 (article 9.5.3)."
        )
        .is_empty()
    );
    assert!(findings("ru", "x", "Белые — ход e4; «нет»").len() == 2);
    assert!(findings("en", "start-time-control", "40/5400+30").is_empty());
    assert!(!findings("en", "game-greeting", "40/5400+30").is_empty());
    assert_eq!(unescape(r"\u00BB x \\ y"), "» x \\ y");
}
