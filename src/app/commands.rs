//! The command words of each language, as data: one table, read by [`parse`].
//!
//! A line whose first words are a command phrase is a command; any other line is read as a
//! move. Phrases are matched after folding (lower case, `ё` as `е`), longest first, so
//! "was steht auf e4" and "was e4" both ask what stands on a square. `quit`, `help` and `?`
//! work in every language.

use std::collections::HashMap;
use std::sync::OnceLock;
use std::time::Duration;

use serde::Deserialize;
use shakmaty::{Color, Role};

use crate::game::ClaimKind;
use crate::lang::{Grammar, InputLang, Lang, grammar};
use crate::notation::lex::{Tok, lex};
use crate::notation::lexicon::{Meaning, Reader, fold};

/// What a command asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Command {
    /// What stands on a square.
    Square,
    /// Where all pieces of a kind and/or colour stand.
    Where,
    /// Scan a rank.
    Rank,
    /// Scan a file.
    File,
    /// Scan the diagonals through a square.
    Diagonal,
    /// Attackers and defenders of a square.
    Attackers,
    /// Legal moves of a piece, or (with a number) the last moves of the game.
    Moves,
    /// The last move and what it captured.
    Last,
    /// Whose turn it is.
    Turn,
    /// Material balance.
    Material,
    /// Repeat the last announcement.
    Repeat,
    /// The clock.
    Clock,
    /// Take back the last move (local game; against an engine, its reply with it).
    Undo,
    /// The engine's best move for the player, said (a practice game against an engine).
    Hint,
    /// Listen once (voice input): the move announced is said back and played on a yes.
    Listen,
    /// Start the engine again after it stopped, from the game's position.
    EngineRestart,
    /// Analyse the game that has ended with the engine, to go through it move by move.
    Analyse,
    /// The analysis of the next move.
    Next,
    /// The analysis of the move before.
    Previous,
    /// The analysis of the next move marked as an inaccuracy, mistake or blunder.
    NextMistake,
    /// In a study: into a variation of the move just said (with a number, that one).
    Variation,
    /// In a study: out of every variation, back into the game where it branched.
    BackToGame,
    /// Confirm the move the opponent announced (D.2.1): it is completed.
    Confirm,
    /// Report that the two boards differ (D.2.9).
    BoardsDiffer,
    /// Correct one's announced move before it is completed (D.2.8).
    Correct,
    /// Turn the board round (view from the other side).
    Flip,
    /// Offer a draw (9.1).
    Offer,
    /// Accept the draw offer.
    Accept,
    /// Decline the draw offer.
    Decline,
    /// Claim a draw (9.2, 9.3), optionally with a written move not yet played.
    Claim,
    /// Resign.
    Resign,
    /// Read back the whole scoresheet.
    Score,
    /// Read back the last moves of the scoresheet (5 unless a number follows).
    LastMoves,
    /// Read back one move number of the scoresheet.
    MoveNumber,
    /// Continue the unfinished game found at start.
    Resume,
    /// Start a new game (when none is in progress).
    New,
    /// The host: list the boards paired with this one.
    Boards,
    /// The host: revoke a paired board (its number in the list): it needs the code to come
    /// back.
    Revoke,
    /// An arbiter's action during the game (6.10, 6.12, 7.5.5): the words after it name the
    /// action ([`ArbiterAction`]), then a colour and an amount. See [`parse_arbiter`].
    Arbiter,
    /// A player stops the clock to call the arbiter (6.12.2).
    StopClock,
    /// Read aloud every change made to the clock by hand, oldest first.
    Adjustments,
    /// The commands available now.
    Help,
    /// End the session.
    Quit,
}

/// Phrases understood in every language.
const EVERYWHERE: &[(&str, Command)] = &[
    ("quit", Command::Quit),
    ("exit", Command::Quit),
    ("help", Command::Help),
    ("?", Command::Help),
];

/// The command words of one language, read from the tables `[commands]`, `[colours]`,
/// `[claims]`, `[arbiter]`, `[answers]` and `[plurals]` of its `grammar/<code>.toml`. In each
/// list the phrases of one meaning keep the file's order: the first is the one rochade names.
#[derive(Debug, Default)]
pub struct CommandWords {
    /// Command phrases (as written in the file) and their commands.
    pub commands: Vec<(String, Command)>,
    /// Colour words.
    pub colours: Vec<(String, Color)>,
    /// Words for what a draw claim is about.
    pub claims: Vec<(String, ClaimKind)>,
    /// The arbiter's action words.
    pub arbiter: Vec<(String, ArbiterAction)>,
    /// Yes and no.
    pub answers: Vec<(String, bool)>,
    /// Plural piece words.
    pub plurals: Vec<(String, Role)>,
    /// The topics of the help.
    pub topics: Vec<(String, HelpTopic)>,
    /// How the help says an arbiter's action, where the language wants another order or case
    /// than the plain "action colour value" (`[arbiter_examples]`).
    pub arbiter_examples: Vec<(ArbiterAction, String)>,
    /// Words an arbiter's command may carry before a colour ("снять у белых 2").
    pub arbiter_fillers: Vec<String>,
    /// The commands of the arbiters' hall (`[hall]`).
    pub hall: Vec<(String, HallCommand)>,
}

/// A command of the arbiters' hall (`rochade hall`), with words in every language (`[hall]` of
/// `grammar/<code>.toml`).
#[derive(Debug, Deserialize, PartialEq, Eq, Hash, Clone, Copy)]
#[serde(rename_all = "snake_case")]
pub enum HallCommand {
    /// Acknowledge a board's call of the arbiter: `ack 3`.
    Acknowledge,
    /// Read a board's scoresheet: `sheet 3`.
    Sheet,
    /// Read every board.
    Boards,
    /// Say the commands.
    Help,
    /// End the hall.
    Quit,
}

/// The hall command a word names in `lang`, if any.
pub fn hall_command(lang: Lang, word: &str) -> Option<HallCommand> {
    find(&CommandWords::of(lang).hall, word)
}

/// The word the hall names for `command` in `lang` (the first of its list).
pub fn hall_command_name(lang: Lang, command: HallCommand) -> &'static str {
    first(&CommandWords::of(lang).hall, &command)
}

/// A topic of the help: the help is said one topic at a time, so that no answer runs on.
#[derive(Debug, Deserialize, PartialEq, Eq, Hash, Clone, Copy)]
#[serde(rename_all = "snake_case")]
pub enum HelpTopic {
    /// Questions about the board.
    Board,
    /// Moves, the table protocol, draws, the session.
    Game,
    /// The clock.
    Clock,
    /// Reading the scoresheet back.
    Record,
    /// The arbiter's commands.
    Arbiter,
}

impl HelpTopic {
    /// Every topic, in the order the help names them.
    pub const ALL: [HelpTopic; 5] = [
        HelpTopic::Board,
        HelpTopic::Game,
        HelpTopic::Clock,
        HelpTopic::Record,
        HelpTopic::Arbiter,
    ];

    /// The commands the help explains under this topic, in order.
    pub fn commands(self) -> &'static [Command] {
        use Command::*;
        match self {
            HelpTopic::Board => &[
                Square, Where, Rank, File, Diagonal, Attackers, Moves, Last, Turn, Material, Flip,
            ],
            HelpTopic::Game => &[
                Repeat,
                Confirm,
                Correct,
                BoardsDiffer,
                Undo,
                Hint,
                Listen,
                EngineRestart,
                Analyse,
                Next,
                Previous,
                NextMistake,
                Variation,
                BackToGame,
                Offer,
                Accept,
                Decline,
                Claim,
                Resign,
                Resume,
                New,
                Boards,
                Revoke,
                Help,
                Quit,
            ],
            HelpTopic::Clock => &[Clock, StopClock, Adjustments],
            HelpTopic::Record => &[Score, LastMoves, MoveNumber],
            HelpTopic::Arbiter => &[Arbiter],
        }
    }
}

/// The topic a folded word names in `lang`, if any.
pub fn topic(lang: Lang, word: &str) -> Option<HelpTopic> {
    find(&CommandWords::of(lang).topics, word)
}

/// The word the help names a topic with in `lang`.
pub fn topic_name(lang: Lang, t: HelpTopic) -> &'static str {
    first(&CommandWords::of(lang).topics, &t)
}

/// The command a phrase names in `lang` (or in the words understood everywhere), if any.
pub fn command_named(lang: Lang, phrase: &str) -> Option<Command> {
    find(&CommandWords::of(lang).commands, phrase)
}

#[derive(Debug, Deserialize, PartialEq, Eq, Hash, Clone, Copy)]
#[serde(rename_all = "snake_case")]
enum ColourKey {
    White,
    Black,
}

#[derive(Debug, Deserialize, PartialEq, Eq, Hash, Clone, Copy)]
#[serde(rename_all = "snake_case")]
enum AnswerKey {
    Yes,
    No,
}

#[derive(Debug, Deserialize, PartialEq, Eq, Hash, Clone, Copy)]
#[serde(rename_all = "snake_case")]
enum RoleKey {
    King,
    Queen,
    Rook,
    Bishop,
    Knight,
    Pawn,
}

#[derive(Debug, Default, Deserialize)]
struct RawWords {
    #[serde(default)]
    commands: HashMap<Command, Vec<String>>,
    #[serde(default)]
    colours: HashMap<ColourKey, Vec<String>>,
    #[serde(default)]
    claims: HashMap<ClaimKind, Vec<String>>,
    #[serde(default)]
    arbiter: HashMap<ArbiterAction, Vec<String>>,
    #[serde(default)]
    answers: HashMap<AnswerKey, Vec<String>>,
    #[serde(default)]
    plurals: HashMap<RoleKey, Vec<String>>,
    #[serde(default)]
    topics: HashMap<HelpTopic, Vec<String>>,
    #[serde(default)]
    arbiter_examples: HashMap<ArbiterAction, String>,
    #[serde(default)]
    fillers: Fillers,
    #[serde(default)]
    hall: HashMap<HallCommand, Vec<String>>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct Fillers {
    #[serde(default)]
    arbiter: Vec<String>,
}

fn flatten<K, V: Copy>(map: HashMap<K, Vec<String>>, value: impl Fn(K) -> V) -> Vec<(String, V)> {
    // Each meaning's phrases in the file's order (the first is the one rochade names); the
    // meanings in a fixed order, whatever the map's.
    let mut lists: Vec<(V, Vec<String>)> = map.into_iter().map(|(k, l)| (value(k), l)).collect();
    lists.sort_by(|a, b| a.1.cmp(&b.1));
    lists
        .into_iter()
        .flat_map(|(v, list)| list.into_iter().map(move |p| (p, v)))
        .collect()
}

impl CommandWords {
    /// The command words of a grammar file's text.
    ///
    /// # Errors
    /// The TOML error when a table is malformed or names an unknown command.
    pub fn parse(grammar: &str) -> Result<CommandWords, toml::de::Error> {
        CommandWords::of_grammar(&Grammar::parse(grammar)?)
    }

    /// The command words of a grammar file.
    ///
    /// # Errors
    /// The TOML error when a table is malformed or names an unknown command.
    pub fn of_grammar(grammar: &Grammar) -> Result<CommandWords, toml::de::Error> {
        let keys = [
            "commands",
            "colours",
            "claims",
            "arbiter",
            "answers",
            "plurals",
            "topics",
            "arbiter_examples",
            "fillers",
            "hall",
        ];
        let part: toml::Table = keys.iter().flat_map(|k| grammar.section(k)).collect();
        let raw: RawWords = part.try_into()?;
        Ok(CommandWords {
            commands: flatten(raw.commands, |c| c),
            colours: flatten(raw.colours, |c| match c {
                ColourKey::White => Color::White,
                ColourKey::Black => Color::Black,
            }),
            claims: flatten(raw.claims, |k| k),
            arbiter: flatten(raw.arbiter, |a| a),
            answers: flatten(raw.answers, |a| a == AnswerKey::Yes),
            plurals: flatten(raw.plurals, |r| match r {
                RoleKey::King => Role::King,
                RoleKey::Queen => Role::Queen,
                RoleKey::Rook => Role::Rook,
                RoleKey::Bishop => Role::Bishop,
                RoleKey::Knight => Role::Knight,
                RoleKey::Pawn => Role::Pawn,
            }),
            topics: flatten(raw.topics, |t| t),
            arbiter_examples: raw.arbiter_examples.into_iter().collect(),
            arbiter_fillers: raw.fillers.arbiter,
            hall: flatten(raw.hall, |c| c),
        })
    }

    /// The embedded command words of `lang` (none if its file were malformed: the tests read
    /// every one).
    pub fn of(lang: Lang) -> &'static CommandWords {
        static ALL: OnceLock<Vec<CommandWords>> = OnceLock::new();
        let all = ALL.get_or_init(|| {
            Lang::ALL
                .iter()
                .map(|l| CommandWords::of_grammar(grammar(*l)).unwrap_or_default())
                .collect()
        });
        let i = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
        &all[i]
    }
}

fn find<V: Copy>(list: &[(String, V)], word: &str) -> Option<V> {
    let w = fold(word);
    list.iter().find(|(p, _)| fold(p) == w).map(|(_, v)| *v)
}

fn first<'a, V: PartialEq>(list: &'a [(String, V)], value: &V) -> &'a str {
    list.iter()
        .find(|(_, v)| v == value)
        .map_or("?", |(p, _)| p.as_str())
}

/// The colour a folded word names in `lang`, if any.
pub fn colour(lang: Lang, word: &str) -> Option<Color> {
    find(&CommandWords::of(lang).colours, word)
}

/// The phrase `help` names for a command in `lang`.
pub fn name(lang: Lang, command: Command) -> &'static str {
    first(&CommandWords::of(lang).commands, &command)
}

/// Splits `line` into a command and the words after it, if it starts with a command phrase of
/// `lang` (or one understood everywhere) and what follows fits the command.
///
/// Some command words are also words of moves: German "Zug" is a filler word of moves
/// ("Zug Springer Felix drei") and the command `zug 12`; English "moves" likewise. A line whose
/// words after the command do not fit it ([`fits`]) and that reads as the words of a move is
/// a move, not a command. A line that is neither keeps the command, whose answer says what it
/// takes ("zug" alone: which move number?).
pub fn parse(lang: Lang, line: &str) -> Option<(Command, Vec<String>)> {
    let (command, args) = parse_phrase(lang, line)?;
    if !fits(lang, command, &args) && reads_as_move_words(lang, line) {
        return None;
    }
    Some((command, args))
}

/// Whether `words` (folded) fit what `command` takes after its phrase. Only commands that
/// take a number or a square are checked; for the others any words fit (their answers say
/// what is wrong).
pub fn fits(lang: Lang, command: Command, words: &[String]) -> bool {
    let number = |w: &String| w.parse::<u32>().is_ok_and(|n| n > 0);
    match command {
        Command::MoveNumber => matches!(words, [n] if number(n)),
        Command::Variation => match words {
            [] => true,
            [n] => number(n),
            _ => false,
        },
        Command::LastMoves | Command::Last => match words {
            [] => true,
            [n] => number(n),
            _ => false,
        },
        Command::Square | Command::Attackers | Command::Diagonal => {
            matches!(
                move_shape(lang, words).as_deref(),
                Some([Tok::File(_), Tok::Rank(_)])
            )
        }
        // A piece, a square, a piece on a square, or a number of moves to read back.
        Command::Moves => match words {
            [] => true,
            [n] if n.bytes().all(|b| b.is_ascii_digit()) => true,
            _ => matches!(
                move_shape(lang, words).as_deref(),
                Some(
                    [Tok::Piece(_)]
                        | [Tok::File(_), Tok::Rank(_)]
                        | [Tok::Piece(_), Tok::File(_), Tok::Rank(_)]
                )
            ),
        },
        _ => true,
    }
}

/// The move tokens of `words` if every word is a word of moves (no filler word, nothing
/// unknown); `None` otherwise.
fn move_shape(lang: Lang, words: &[String]) -> Option<Vec<Tok>> {
    let reader = Reader::get(InputLang::One(lang));
    if words
        .iter()
        .any(|w| matches!(reader.word(w), Some(Meaning::Filler)))
    {
        return None;
    }
    let text = words.join(" ");
    let tokens = lex(&text, reader).ok()?;
    Some(tokens.into_iter().map(|t| t.tok).collect())
}

/// Whether the whole line is the words of one or more moves (filler words allowed): every
/// word known, and at least one that is not filler.
fn reads_as_move_words(lang: Lang, line: &str) -> bool {
    lex(line, Reader::get(InputLang::One(lang))).is_ok_and(|tokens| {
        tokens
            .iter()
            .any(|t| !matches!(t.tok, Tok::MoveNumber { .. } | Tok::Result(_)))
    })
}

/// The command phrase `line` starts with, and the folded words after it.
fn parse_phrase(lang: Lang, line: &str) -> Option<(Command, Vec<String>)> {
    let raw: Vec<&str> = line.split_whitespace().collect();
    // Only the phrases that start with the line's first word are compared: the line is not
    // lowercased and split further unless one does.
    let first = fold(raw.first()?);
    let phrases = phrase_index(lang).get(&first)?;
    let words: Vec<String> = std::iter::once(first)
        .chain(raw[1..].iter().map(|w| fold(w)))
        .collect();
    let mut best: Option<(usize, Command)> = None;
    for (parts, command) in phrases {
        let n = parts.len();
        let matches = words.len() >= n && words[..n].iter().zip(parts).all(|(a, b)| a == b);
        if matches && best.is_none_or(|(len, _)| n > len) {
            best = Some((n, *command));
        }
    }
    // The arguments as typed: a written move keeps its letters' case ("Bb5" is a bishop's
    // move, "bb5" a pawn's), and every word list folds what it compares.
    best.map(|(n, command)| (command, raw[n..].iter().map(|w| (*w).to_owned()).collect()))
}

/// Command phrases, each folded and split into words, by their first word.
type PhraseIndex = HashMap<String, Vec<(Vec<String>, Command)>>;

/// The command phrases of `lang` (and those understood everywhere), folded and split into
/// words once, by their first word.
fn phrase_index(lang: Lang) -> &'static PhraseIndex {
    static ALL: OnceLock<Vec<PhraseIndex>> = OnceLock::new();
    let all = ALL.get_or_init(|| {
        Lang::ALL
            .iter()
            .map(|l| {
                let mut index = PhraseIndex::new();
                let phrases = CommandWords::of(*l)
                    .commands
                    .iter()
                    .map(|(p, c)| (p.as_str(), *c))
                    .chain(EVERYWHERE.iter().copied());
                for (phrase, command) in phrases {
                    let parts: Vec<String> =
                        fold(phrase).split_whitespace().map(str::to_owned).collect();
                    if let Some(first) = parts.first() {
                        index
                            .entry(first.clone())
                            .or_default()
                            .push((parts, command));
                    }
                }
                index
            })
            .collect()
    });
    let i = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    &all[i]
}

/// The commands `help` lists, in order.
pub const HELP_ORDER: &[Command] = &[
    Command::Square,
    Command::Where,
    Command::Rank,
    Command::File,
    Command::Diagonal,
    Command::Attackers,
    Command::Moves,
    Command::Last,
    Command::Turn,
    Command::Material,
    Command::Repeat,
    Command::Clock,
    Command::Confirm,
    Command::Correct,
    Command::BoardsDiffer,
    Command::Undo,
    Command::Hint,
    Command::Listen,
    Command::EngineRestart,
    Command::Analyse,
    Command::Next,
    Command::Previous,
    Command::NextMistake,
    Command::Variation,
    Command::BackToGame,
    Command::Flip,
    Command::Score,
    Command::LastMoves,
    Command::MoveNumber,
    Command::Offer,
    Command::Accept,
    Command::Decline,
    Command::Claim,
    Command::Resign,
    Command::Resume,
    Command::New,
    Command::Boards,
    Command::Revoke,
    Command::StopClock,
    Command::Arbiter,
    Command::Adjustments,
    Command::Help,
    Command::Quit,
];

/// The claim kind a folded word names in `lang`, if any.
pub fn claim_kind(lang: Lang, word: &str) -> Option<ClaimKind> {
    find(&CommandWords::of(lang).claims, word)
}

/// What an arbiter's command does; the word that names it follows the arbiter word.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ArbiterAction {
    /// Stop the clock: the game is interrupted (6.12.1).
    Pause,
    /// Restart the clock after a pause (6.12).
    Resume,
    /// Set a player's remaining time (6.10).
    Time,
    /// Set a player's completed-move counter (6.10).
    Moves,
    /// Add time to a player.
    Add,
    /// Take time from a player.
    Deduct,
    /// A player completed an illegal move (7.5.5); the move is taken back (7.5.1).
    Illegal,
    /// The boards differed (D.2.9): the game continues from the position after this move of
    /// this colour; the moves after it are taken back.
    Position,
    /// Undo the arbiter's last change to a clock or a move counter.
    Revert,
    /// Take back the last move (in an arbitrated game only the arbiter may).
    TakeBack,
}

impl ArbiterAction {
    /// Every action, in the order the help and the usage sentence name them.
    pub const ALL: [ArbiterAction; 10] = [
        ArbiterAction::Pause,
        ArbiterAction::Resume,
        ArbiterAction::Time,
        ArbiterAction::Moves,
        ArbiterAction::Add,
        ArbiterAction::Deduct,
        ArbiterAction::Illegal,
        ArbiterAction::Position,
        ArbiterAction::Revert,
        ArbiterAction::TakeBack,
    ];

    /// Whether the action names a player.
    pub fn needs_colour(self) -> bool {
        !matches!(
            self,
            ArbiterAction::Pause
                | ArbiterAction::Resume
                | ArbiterAction::Revert
                | ArbiterAction::TakeBack
        )
    }

    /// An example of the value the action takes, if it takes one (a time or a move count).
    pub fn example_value(self) -> Option<&'static str> {
        match self {
            // Whole minutes: a voice reads "1:25:00" as a time of day.
            ArbiterAction::Time => Some("85"),
            ArbiterAction::Moves => Some("40"),
            ArbiterAction::Add | ArbiterAction::Deduct => Some("2"),
            ArbiterAction::Position => Some("12"),
            _ => None,
        }
    }
}

/// Whether `line` is the yes or the no word of `lang`.
pub fn yes_no(lang: Lang, line: &str) -> Option<bool> {
    find(&CommandWords::of(lang).answers, line.trim())
}

/// The phrase `help` and the usage sentence name for an arbiter's action in `lang`.
pub fn arbiter_action_name(lang: Lang, action: ArbiterAction) -> &'static str {
    first(&CommandWords::of(lang).arbiter, &action)
}

/// The first colour word of `lang` for `c` ("weiß", "white", "белые").
pub fn colour_word(lang: Lang, c: Color) -> &'static str {
    first(&CommandWords::of(lang).colours, &c)
}

pub use crate::intent::ArbiterRequest;

/// Why an arbiter's command could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ArbiterParseError {
    /// No action word, or one that is not known.
    NoAction,
    /// The action is known, but its colour or value is missing or not understood.
    Arguments(ArbiterAction),
}

/// The most time an arbiter's command may name (a typo guard).
pub const ARBITER_MAX_TIME: Duration = Duration::from_secs(24 * 3600);

/// The highest move counter an arbiter may set.
pub const ARBITER_MAX_MOVES: u32 = 999;

/// Reads an arbiter's command from the (folded) words after the arbiter word.
///
/// Grammar: `ACTION [COLOUR] [VALUE]`, the colour and the value in either order:
/// - `pause`, `resume`: nothing follows;
/// - `time COLOUR TIME`: set the remaining time;
/// - `moves COLOUR N`: set the completed-move counter (0 to [`ARBITER_MAX_MOVES`]);
/// - `add COLOUR TIME`, `deduct COLOUR TIME`: add or take time (more than zero);
/// - `illegal COLOUR`: a completed illegal move by that player.
///
/// A TIME is `h:mm:ss`, `m:ss`, whole minutes (`2`), or the profile form (`1h25m`, `30s`),
/// at most [`ARBITER_MAX_TIME`]. Any other word makes the command unreadable: nothing is done.
///
/// # Errors
/// [`ArbiterParseError`] says which part is wrong.
pub fn parse_arbiter(lang: Lang, args: &[String]) -> Result<ArbiterRequest, ArbiterParseError> {
    // The longest action phrase at the start ("невозможный ход" before "невозможный").
    let mut best: Option<(usize, ArbiterAction)> = None;
    for (phrase, action) in &CommandWords::of(lang).arbiter {
        let folded = fold(phrase);
        let parts: Vec<&str> = folded.split_whitespace().collect();
        let n = parts.len();
        let matches = args.len() >= n && args[..n].iter().zip(&parts).all(|(a, b)| fold(a) == *b);
        if matches && best.is_none_or(|(len, _)| n > len) {
            best = Some((n, *action));
        }
    }
    let (n, action) = best.ok_or(ArbiterParseError::NoAction)?;
    let bad = ArbiterParseError::Arguments(action);
    let mut colour_seen = None;
    let mut value = None;
    let fillers = &CommandWords::of(lang).arbiter_fillers;
    for w in args[n..]
        .iter()
        .filter(|w| !fillers.iter().any(|f| fold(f) == fold(w)))
    {
        match colour(lang, w) {
            Some(c) if colour_seen.is_none() => colour_seen = Some(c),
            Some(_) => return Err(bad),
            None if value.is_none() && action.example_value().is_some() => value = Some(w.as_str()),
            None => return Err(bad),
        }
    }
    let colour = || colour_seen.ok_or(bad.clone());
    let time = || {
        value
            .and_then(parse_time_amount)
            .filter(|d| *d <= ARBITER_MAX_TIME)
            .ok_or(bad.clone())
    };
    let positive = |d: Duration| if d.is_zero() { Err(bad.clone()) } else { Ok(d) };
    Ok(match action {
        ArbiterAction::Pause
        | ArbiterAction::Resume
        | ArbiterAction::Revert
        | ArbiterAction::TakeBack
            if colour_seen.is_some() =>
        {
            return Err(bad);
        }
        ArbiterAction::Revert => ArbiterRequest::Revert,
        ArbiterAction::TakeBack => ArbiterRequest::TakeBack,
        ArbiterAction::Pause => ArbiterRequest::Pause,
        ArbiterAction::Resume => ArbiterRequest::Resume,
        ArbiterAction::Time => ArbiterRequest::SetTime(colour()?, time()?),
        ArbiterAction::Moves => {
            let n = value
                .filter(|v| v.chars().all(|c| c.is_ascii_digit()))
                .and_then(|v| v.parse::<u32>().ok())
                .filter(|n| *n <= ARBITER_MAX_MOVES)
                .ok_or(bad.clone())?;
            ArbiterRequest::SetMoves(colour()?, n)
        }
        ArbiterAction::Add => ArbiterRequest::Add(colour()?, positive(time()?)?),
        ArbiterAction::Deduct => ArbiterRequest::Deduct(colour()?, positive(time()?)?),
        ArbiterAction::Illegal => ArbiterRequest::Illegal(colour()?),
        ArbiterAction::Position => {
            let n = value
                .filter(|v| v.chars().all(|c| c.is_ascii_digit()))
                .and_then(|v| v.parse::<u32>().ok())
                .filter(|n| *n <= ARBITER_MAX_MOVES)
                .ok_or(bad.clone())?;
            ArbiterRequest::Position(colour()?, n)
        }
    })
}

/// A time as an arbiter says it: `h:mm:ss`, `m:ss`, whole minutes (`90`), or the profile form
/// (`1h25m`, `30s`, see [`crate::clock::duration::parse_duration`]).
pub fn parse_time_amount(text: &str) -> Option<Duration> {
    let number = |s: &str| -> Option<u64> {
        if s.is_empty() || !s.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        s.parse().ok()
    };
    let parts: Vec<&str> = text.split(':').collect();
    let secs = match parts.as_slice() {
        [m] if number(m).is_some() => number(m)?.checked_mul(60)?,
        [_] => return crate::clock::duration::parse_duration(text).ok(),
        [m, s] if s.len() == 2 => {
            let (m, s) = (number(m)?, number(s)?);
            if s >= 60 {
                return None;
            }
            m.checked_mul(60)?.checked_add(s)?
        }
        [h, m, s] if m.len() == 2 && s.len() == 2 => {
            let (h, m, s) = (number(h)?, number(m)?, number(s)?);
            if m >= 60 || s >= 60 {
                return None;
            }
            h.checked_mul(3600)?.checked_add(m * 60 + s)?
        }
        _ => return None,
    };
    Some(Duration::from_secs(secs))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_names_every_command_action_colour_answer_and_claim() {
        for lang in Lang::ALL {
            let text = crate::i18n::files(lang).grammar;
            let words = CommandWords::parse(text).unwrap_or_else(|e| panic!("{lang}: {e}"));
            for c in HELP_ORDER {
                assert!(
                    words.commands.iter().any(|(_, k)| k == c),
                    "{lang}: no words for {c:?}"
                );
            }
            for a in ArbiterAction::ALL {
                assert!(
                    words.arbiter.iter().any(|(_, k)| *k == a),
                    "{lang}: no words for {a:?}"
                );
            }
            for c in [Color::White, Color::Black] {
                assert!(
                    words.colours.iter().any(|(_, k)| *k == c),
                    "{lang}: no {c:?}"
                );
            }
            for a in [true, false] {
                assert!(
                    words.answers.iter().any(|(_, k)| *k == a),
                    "{lang}: no yes/no"
                );
            }
            for k in [ClaimKind::Threefold, ClaimKind::FiftyMoves] {
                assert!(
                    words.claims.iter().any(|(_, c)| *c == k),
                    "{lang}: no {k:?}"
                );
            }
            // One phrase, one meaning: a phrase that named two commands would depend on order.
            let mut seen = std::collections::HashMap::new();
            for (p, c) in &words.commands {
                if let Some(other) = seen.insert(fold(p), *c) {
                    assert_eq!(other, *c, "{lang}: {p} names two commands");
                }
            }
        }
        assert_eq!(name(Lang::De, Command::Adjustments), "korrekturen");
        assert_eq!(name(Lang::De, Command::Square), "feld");
        assert_eq!(colour_word(Lang::Ru, Color::Black), "чёрные");
        assert_eq!(
            arbiter_action_name(Lang::En, ArbiterAction::TakeBack),
            "take back"
        );
    }

    #[test]
    fn a_grammar_file_naming_an_unknown_command_is_refused() {
        let text = "[commands]\nfly = [\"fliegen\"]\n";
        assert!(CommandWords::parse(text).is_err());
    }

    #[test]
    fn longest_phrase_wins_and_rest_is_kept() {
        assert_eq!(
            parse(Lang::De, "Was steht auf Eva vier"),
            Some((Command::Square, vec!["Eva".into(), "vier".into()]))
        );
        assert_eq!(
            parse(Lang::De, "letzter Zug"),
            Some((Command::Last, vec![]))
        );
        assert_eq!(parse(Lang::De, "Springer Felix drei"), None);
        assert_eq!(parse(Lang::Ru, "quit"), Some((Command::Quit, vec![])));
        assert_eq!(parse(Lang::Ru, "Чей ход"), Some((Command::Turn, vec![])));
        assert_eq!(parse(Lang::En, "e4"), None);
        assert_eq!(
            parse(Lang::De, "reklamieren Springer Felix drei"),
            Some((
                Command::Claim,
                vec!["Springer".into(), "Felix".into(), "drei".into()]
            ))
        );
        assert_eq!(
            parse(Lang::De, "Remis anbieten"),
            Some((Command::Offer, vec![]))
        );
        assert_eq!(
            parse(Lang::Ru, "Требую ничью"),
            Some((Command::Claim, vec![]))
        );
        assert_eq!(
            parse(Lang::En, "last 5"),
            Some((Command::Last, vec!["5".into()]))
        );
    }

    #[test]
    fn arbiter_times_are_h_mm_ss_m_ss_or_minutes() {
        let s = Duration::from_secs;
        assert_eq!(parse_time_amount("1:25:00"), Some(s(5100)));
        assert_eq!(parse_time_amount("4:30"), Some(s(270)));
        assert_eq!(parse_time_amount("2"), Some(s(120)));
        assert_eq!(parse_time_amount("1h25m"), Some(s(5100)));
        assert_eq!(parse_time_amount("30s"), Some(s(30)));
        for bad in [
            "", "1:75:00", "4:3", "4:60", "a:00", ":30", "1::", "-1", "lila", "1:2:3:4",
        ] {
            assert_eq!(parse_time_amount(bad), None, "{bad}");
        }
        assert_eq!(parse_time_amount("99999999999999999999"), None);
    }

    #[test]
    fn arbiter_commands_read_action_colour_and_value() {
        let words = |t: &str| -> Vec<String> { t.split_whitespace().map(fold).collect() };
        let p = |lang, t: &str| parse_arbiter(lang, &words(t));
        let min = |m: u64| Duration::from_secs(60 * m);
        assert_eq!(p(Lang::De, "pause"), Ok(ArbiterRequest::Pause));
        assert_eq!(p(Lang::En, "resume"), Ok(ArbiterRequest::Resume));
        assert_eq!(
            p(Lang::De, "Zeit Weiß 1:25:00"),
            Ok(ArbiterRequest::SetTime(
                Color::White,
                Duration::from_secs(5100)
            ))
        );
        assert_eq!(
            p(Lang::Ru, "ходы чёрные 40"),
            Ok(ArbiterRequest::SetMoves(Color::Black, 40))
        );
        assert_eq!(
            p(Lang::En, "add 2 white"),
            Ok(ArbiterRequest::Add(Color::White, min(2)))
        );
        assert_eq!(
            p(Lang::Ru, "невозможный ход белые"),
            Ok(ArbiterRequest::Illegal(Color::White))
        );
        assert_eq!(p(Lang::En, "dance"), Err(ArbiterParseError::NoAction));
        assert_eq!(
            p(Lang::De, "zeit lila 99"),
            Err(ArbiterParseError::Arguments(ArbiterAction::Time))
        );
        assert_eq!(
            p(Lang::En, "illegal black 2"),
            Err(ArbiterParseError::Arguments(ArbiterAction::Illegal))
        );
        // The command phrase itself: "weiter" after the arbiter word is the arbiter's.
        assert_eq!(
            parse(Lang::De, "Schiedsrichter weiter"),
            Some((Command::Arbiter, vec!["weiter".into()]))
        );
        assert_eq!(
            parse(Lang::De, "Uhr anhalten"),
            Some((Command::StopClock, vec![]))
        );
    }

    /// Every command phrase (of its language, or understood everywhere) with a word that is a
    /// filler word of moves in some language: (command language, phrase, word, filler
    /// language).
    fn filler_clashes() -> Vec<(Lang, &'static str, String, Lang)> {
        let mut out = Vec::new();
        for lang in Lang::ALL {
            let phrases = CommandWords::of(lang)
                .commands
                .iter()
                .map(|(p, _)| p.as_str())
                .chain(EVERYWHERE.iter().map(|(p, _)| *p));
            for phrase in phrases {
                for word in fold(phrase).split_whitespace() {
                    for filler_lang in Lang::ALL {
                        let fillers = crate::notation::lexicon::vocabulary(filler_lang);
                        if fillers.filler_words().iter().any(|f| fold(f) == word) {
                            out.push((lang, phrase, word.to_owned(), filler_lang));
                        }
                    }
                }
            }
        }
        out
    }

    #[test]
    fn command_words_that_are_filler_words_are_known_and_read_both_ways() {
        #[allow(non_upper_case_globals)]
        const De: Lang = Lang::De;
        #[allow(non_upper_case_globals)]
        const En: Lang = Lang::En;
        #[allow(non_upper_case_globals)]
        const Ru: Lang = Lang::Ru;
        // A new clash fails here: decide how the two readings are told apart (see `fits`),
        // test it below, then add it to this list.
        let known: Vec<(Lang, &str, &str, Lang)> = vec![
            (De, "was steht auf", "auf", De),
            (De, "letzter zug", "zug", De),
            (De, "wer ist am zug", "zug", De),
            (De, "zug", "zug", De),
            (En, "what is on", "on", En),
            (En, "moves", "moves", En),
            (En, "last moves", "moves", En),
            (En, "recent moves", "moves", En),
            // Nothing of "back to game" reads as a move: it is always the study's command.
            (En, "back to game", "to", En),
            (En, "back to the game", "to", En),
            (En, "back to the game", "the", En),
            (Ru, "что на", "на", Ru),
        ];
        let found = filler_clashes();
        let mut found_ref: Vec<(Lang, &str, &str, Lang)> = found
            .iter()
            .map(|(l, p, w, f)| (*l, *p, w.as_str(), *f))
            .collect();
        let key = |t: &(Lang, &str, &str, Lang)| (t.0.code(), t.1.to_owned());
        found_ref.sort_by_key(key);
        let mut sorted = known.clone();
        sorted.sort_by_key(key);
        assert_eq!(
            found_ref, sorted,
            "command words that are also filler words changed"
        );

        let start = shakmaty::Chess::default();
        let nf3 = shakmaty::Move::Normal {
            role: shakmaty::Role::Knight,
            from: shakmaty::Square::G1,
            capture: None,
            to: shakmaty::Square::F3,
            promotion: None,
        };
        for (lang, phrase, word, _) in known {
            let command = CommandWords::of(lang)
                .commands
                .iter()
                .find(|(p, _)| p == phrase)
                .map(|(_, c)| *c)
                .unwrap_or(Command::Help);
            // The command, with what it takes, is still the command.
            let args = match command {
                Command::MoveNumber => " 12",
                Command::Square => " e4",
                _ => "",
            };
            let line = format!("{phrase}{args}");
            assert_eq!(
                parse(lang, &line).map(|(c, _)| c),
                Some(command),
                "{lang} {line}"
            );
            // The filler word before a move is a move, where the command word comes first.
            if phrase.starts_with(word) {
                let said =
                    crate::notation::words(&start, nf3, lang, crate::notation::Style::default());
                for line in [format!("{word} {said}"), format!("{word} to e4")] {
                    let line = line.replace(" to ", if lang == En { " to " } else { " " });
                    // Unless the move's words are also what the command takes (English
                    // "moves knight f3" asks for the knight's moves, by design).
                    let after: Vec<String> = line.split_whitespace().skip(1).map(fold).collect();
                    let expected = fits(lang, command, &after).then_some(command);
                    assert_eq!(
                        parse(lang, &line).map(|(c, _)| c),
                        expected,
                        "{lang} {line}"
                    );
                    if lang == De {
                        assert_eq!(expected, None, "{line}");
                    }
                }
            }
        }
    }

    #[test]
    fn zug_before_a_move_is_the_move_and_zug_with_a_number_the_command() {
        assert_eq!(parse(Lang::De, "Zug Springer Felix drei"), None);
        assert_eq!(parse(Lang::De, "Zug Sf3"), None);
        assert_eq!(
            parse(Lang::De, "Zug 12"),
            Some((Command::MoveNumber, vec!["12".into()]))
        );
        // "Zug" alone is the command, whose answer asks for the number.
        assert_eq!(parse(Lang::De, "Zug"), Some((Command::MoveNumber, vec![])));
        assert_eq!(
            parse(Lang::De, "letzte Züge"),
            Some((Command::LastMoves, vec![]))
        );
        assert_eq!(
            parse(Lang::Ru, "последние ходы"),
            Some((Command::LastMoves, vec![]))
        );
        assert_eq!(
            parse(Lang::En, "last moves"),
            Some((Command::LastMoves, vec![]))
        );
        // English "moves": the query where its words fit, a move where they do not.
        assert_eq!(
            parse(Lang::En, "moves knight g1"),
            Some((Command::Moves, vec!["knight".into(), "g1".into()]))
        );
        assert_eq!(parse(Lang::En, "moves to e4"), None);
        // Words that are not words of moves keep the command and its answer.
        assert_eq!(
            parse(Lang::De, "feld Zeppelin"),
            Some((Command::Square, vec!["Zeppelin".into()]))
        );
    }

    #[test]
    fn every_arbiter_action_has_a_word_in_every_language() {
        for lang in Lang::ALL {
            for a in ArbiterAction::ALL {
                assert_ne!(arbiter_action_name(lang, a), "?", "{lang} {a:?}");
            }
        }
    }

    #[test]
    fn every_command_is_in_one_help_topic_and_every_topic_has_a_word() {
        for c in HELP_ORDER {
            let n = HelpTopic::ALL
                .iter()
                .filter(|t| t.commands().contains(c))
                .count();
            assert_eq!(n, 1, "{c:?} is in {n} topics");
        }
        for lang in Lang::ALL {
            for t in HelpTopic::ALL {
                let word = topic_name(lang, t);
                assert_ne!(word, "?", "{lang}: no word for {t:?}");
                assert_eq!(topic(lang, word), Some(t), "{lang} {word}");
            }
        }
    }

    #[test]
    fn every_command_has_a_name_in_every_language() {
        for lang in Lang::ALL {
            for c in HELP_ORDER {
                assert_ne!(name(lang, *c), "?", "{lang} {c:?}");
            }
        }
    }
}
