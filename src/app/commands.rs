//! The command words of each language, as data: one table, read by [`parse`].
//!
//! A line whose first words are a command phrase is a command; any other line is read as a
//! move. Phrases are matched after folding (lower case, `ё` as `е`), longest first, so
//! "was steht auf e4" and "was e4" both ask what stands on a square. `quit`, `help` and `?`
//! work in every language.

use std::time::Duration;

use shakmaty::Color;

use crate::game::ClaimKind;
use crate::lang::{InputLang, Lang};
use crate::notation::lex::{Tok, lex};
use crate::notation::lexicon::{Meaning, Reader, fold};

/// What a command asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
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
    /// Take back the last move (local game).
    Undo,
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

/// Every command phrase, by language. The first phrase of each command in a language is the
/// one `help` names.
pub const PHRASES: &[(Lang, &str, Command)] = &[
    // German
    (Lang::De, "feld", Command::Square),
    (Lang::De, "was steht auf", Command::Square),
    (Lang::De, "was steht", Command::Square),
    (Lang::De, "was", Command::Square),
    (Lang::De, "wo", Command::Where),
    (Lang::De, "wo ist", Command::Where),
    (Lang::De, "wo sind", Command::Where),
    (Lang::De, "wo stehen", Command::Where),
    (Lang::De, "figuren", Command::Where),
    (Lang::De, "reihe", Command::Rank),
    (Lang::De, "linie", Command::File),
    (Lang::De, "diagonale", Command::Diagonal),
    (Lang::De, "angriff", Command::Attackers),
    (Lang::De, "angreifer", Command::Attackers),
    (Lang::De, "züge", Command::Moves),
    (Lang::De, "zuege", Command::Moves),
    (Lang::De, "letzter", Command::Last),
    (Lang::De, "letzter zug", Command::Last),
    (Lang::De, "wer", Command::Turn),
    (Lang::De, "wer ist am zug", Command::Turn),
    (Lang::De, "material", Command::Material),
    (Lang::De, "wiederholen", Command::Repeat),
    (Lang::De, "nochmal", Command::Repeat),
    (Lang::De, "uhr", Command::Clock),
    (Lang::De, "bestätigt", Command::Confirm),
    (Lang::De, "bestätigen", Command::Confirm),
    (Lang::De, "bestätige", Command::Confirm),
    (Lang::De, "abweichung", Command::BoardsDiffer),
    (Lang::De, "bretter weichen ab", Command::BoardsDiffer),
    (
        Lang::De,
        "mein brett zeigt etwas anderes",
        Command::BoardsDiffer,
    ),
    (Lang::De, "korrigiere", Command::Correct),
    (Lang::De, "korrigieren", Command::Correct),
    (Lang::De, "korrektur", Command::Correct),
    (Lang::De, "zurück", Command::Undo),
    (Lang::De, "zurueck", Command::Undo),
    (Lang::De, "drehen", Command::Flip),
    (Lang::De, "remis", Command::Offer),
    (Lang::De, "remis anbieten", Command::Offer),
    (Lang::De, "annehmen", Command::Accept),
    (Lang::De, "remis annehmen", Command::Accept),
    (Lang::De, "ablehnen", Command::Decline),
    (Lang::De, "remis ablehnen", Command::Decline),
    (Lang::De, "reklamieren", Command::Claim),
    (Lang::De, "remis reklamieren", Command::Claim),
    (Lang::De, "aufgeben", Command::Resign),
    (Lang::De, "partie", Command::Score),
    (Lang::De, "notation", Command::Score),
    (Lang::De, "letzte", Command::LastMoves),
    (Lang::De, "letzte züge", Command::LastMoves),
    (Lang::De, "letzte zuege", Command::LastMoves),
    (Lang::De, "zug", Command::MoveNumber),
    (Lang::De, "weiter", Command::Resume),
    (Lang::De, "fortsetzen", Command::Resume),
    (Lang::De, "neu", Command::New),
    (Lang::De, "neue partie", Command::New),
    (Lang::De, "schiedsrichter", Command::Arbiter),
    (Lang::De, "uhr anhalten", Command::StopClock),
    (Lang::De, "uhr stoppen", Command::StopClock),
    (Lang::De, "protokoll", Command::Adjustments),
    (Lang::De, "korrekturen", Command::Adjustments),
    (Lang::De, "hilfe", Command::Help),
    (Lang::De, "ende", Command::Quit),
    (Lang::De, "beenden", Command::Quit),
    // English
    (Lang::En, "square", Command::Square),
    (Lang::En, "what is on", Command::Square),
    (Lang::En, "what", Command::Square),
    (Lang::En, "where", Command::Where),
    (Lang::En, "where is", Command::Where),
    (Lang::En, "where are", Command::Where),
    (Lang::En, "pieces", Command::Where),
    (Lang::En, "rank", Command::Rank),
    (Lang::En, "file", Command::File),
    (Lang::En, "diagonal", Command::Diagonal),
    (Lang::En, "attackers", Command::Attackers),
    (Lang::En, "attack", Command::Attackers),
    (Lang::En, "moves", Command::Moves),
    (Lang::En, "last", Command::Last),
    (Lang::En, "last move", Command::Last),
    (Lang::En, "turn", Command::Turn),
    (Lang::En, "whose turn", Command::Turn),
    (Lang::En, "who", Command::Turn),
    (Lang::En, "material", Command::Material),
    (Lang::En, "repeat", Command::Repeat),
    (Lang::En, "again", Command::Repeat),
    (Lang::En, "clock", Command::Clock),
    (Lang::En, "confirm", Command::Confirm),
    (Lang::En, "confirmed", Command::Confirm),
    (Lang::En, "boards differ", Command::BoardsDiffer),
    (
        Lang::En,
        "my board shows something else",
        Command::BoardsDiffer,
    ),
    (Lang::En, "correct", Command::Correct),
    (Lang::En, "correction", Command::Correct),
    (Lang::En, "undo", Command::Undo),
    (Lang::En, "take back", Command::Undo),
    (Lang::En, "flip", Command::Flip),
    (Lang::En, "draw", Command::Offer),
    (Lang::En, "offer draw", Command::Offer),
    (Lang::En, "accept", Command::Accept),
    (Lang::En, "accept draw", Command::Accept),
    (Lang::En, "decline", Command::Decline),
    (Lang::En, "decline draw", Command::Decline),
    (Lang::En, "claim", Command::Claim),
    (Lang::En, "claim draw", Command::Claim),
    (Lang::En, "resign", Command::Resign),
    (Lang::En, "score", Command::Score),
    (Lang::En, "scoresheet", Command::Score),
    (Lang::En, "notation", Command::Score),
    (Lang::En, "recent", Command::LastMoves),
    (Lang::En, "last moves", Command::LastMoves),
    (Lang::En, "recent moves", Command::LastMoves),
    (Lang::En, "move", Command::MoveNumber),
    (Lang::En, "resume", Command::Resume),
    (Lang::En, "continue", Command::Resume),
    (Lang::En, "new", Command::New),
    (Lang::En, "new game", Command::New),
    (Lang::En, "arbiter", Command::Arbiter),
    (Lang::En, "stop clock", Command::StopClock),
    (Lang::En, "adjustments", Command::Adjustments),
    (Lang::En, "clock log", Command::Adjustments),
    (Lang::En, "help", Command::Help),
    (Lang::En, "quit", Command::Quit),
    (Lang::En, "exit", Command::Quit),
    // Russian
    (Lang::Ru, "поле", Command::Square),
    (Lang::Ru, "что на", Command::Square),
    (Lang::Ru, "что", Command::Square),
    (Lang::Ru, "где", Command::Where),
    (Lang::Ru, "фигуры", Command::Where),
    (Lang::Ru, "горизонталь", Command::Rank),
    (Lang::Ru, "ряд", Command::Rank),
    (Lang::Ru, "вертикаль", Command::File),
    (Lang::Ru, "линия", Command::File),
    (Lang::Ru, "диагональ", Command::Diagonal),
    (Lang::Ru, "атака", Command::Attackers),
    (Lang::Ru, "кто бьёт", Command::Attackers),
    (Lang::Ru, "ходы", Command::Moves),
    (Lang::Ru, "последний", Command::Last),
    (Lang::Ru, "последний ход", Command::Last),
    (Lang::Ru, "чей ход", Command::Turn),
    (Lang::Ru, "кто", Command::Turn),
    (Lang::Ru, "материал", Command::Material),
    (Lang::Ru, "повтори", Command::Repeat),
    (Lang::Ru, "повтор", Command::Repeat),
    (Lang::Ru, "повторить", Command::Repeat),
    (Lang::Ru, "часы", Command::Clock),
    (Lang::Ru, "подтверждаю", Command::Confirm),
    (Lang::Ru, "подтвердить", Command::Confirm),
    (Lang::Ru, "подтверждено", Command::Confirm),
    (Lang::Ru, "расхождение", Command::BoardsDiffer),
    (Lang::Ru, "доски не совпадают", Command::BoardsDiffer),
    (Lang::Ru, "исправляю", Command::Correct),
    (Lang::Ru, "исправить", Command::Correct),
    (Lang::Ru, "поправка", Command::Correct),
    (Lang::Ru, "отмена", Command::Undo),
    (Lang::Ru, "назад", Command::Undo),
    (Lang::Ru, "перевернуть", Command::Flip),
    (Lang::Ru, "ничья", Command::Offer),
    (Lang::Ru, "предлагаю ничью", Command::Offer),
    (Lang::Ru, "предложить ничью", Command::Offer),
    (Lang::Ru, "принять", Command::Accept),
    (Lang::Ru, "принимаю", Command::Accept),
    (Lang::Ru, "отклонить", Command::Decline),
    (Lang::Ru, "отклоняю", Command::Decline),
    (Lang::Ru, "требую ничью", Command::Claim),
    (Lang::Ru, "сдаюсь", Command::Resign),
    (Lang::Ru, "сдаться", Command::Resign),
    (Lang::Ru, "партия", Command::Score),
    (Lang::Ru, "запись", Command::Score),
    (Lang::Ru, "последние", Command::LastMoves),
    (Lang::Ru, "последние ходы", Command::LastMoves),
    (Lang::Ru, "ход", Command::MoveNumber),
    (Lang::Ru, "продолжить", Command::Resume),
    (Lang::Ru, "новая", Command::New),
    (Lang::Ru, "новая партия", Command::New),
    (Lang::Ru, "арбитр", Command::Arbiter),
    (Lang::Ru, "судья", Command::Arbiter),
    (Lang::Ru, "остановить часы", Command::StopClock),
    (Lang::Ru, "стоп часы", Command::StopClock),
    (Lang::Ru, "корректировки", Command::Adjustments),
    (Lang::Ru, "помощь", Command::Help),
    (Lang::Ru, "справка", Command::Help),
    (Lang::Ru, "выход", Command::Quit),
    (Lang::Ru, "конец", Command::Quit),
];

/// Phrases understood in every language.
const EVERYWHERE: &[(&str, Command)] = &[
    ("quit", Command::Quit),
    ("exit", Command::Quit),
    ("help", Command::Help),
    ("?", Command::Help),
];

/// Colour words ("weiß", "white", "белые"), by language.
pub const COLOURS: &[(Lang, &str, Color)] = &[
    (Lang::De, "weiß", Color::White),
    (Lang::De, "weiss", Color::White),
    (Lang::De, "weißer", Color::White),
    (Lang::De, "weiße", Color::White),
    (Lang::De, "weissen", Color::White),
    (Lang::De, "weißen", Color::White),
    (Lang::De, "schwarz", Color::Black),
    (Lang::De, "schwarzer", Color::Black),
    (Lang::De, "schwarze", Color::Black),
    (Lang::De, "schwarzen", Color::Black),
    (Lang::En, "white", Color::White),
    (Lang::En, "black", Color::Black),
    (Lang::Ru, "белые", Color::White),
    (Lang::Ru, "белый", Color::White),
    (Lang::Ru, "белых", Color::White),
    (Lang::Ru, "чёрные", Color::Black),
    (Lang::Ru, "черные", Color::Black),
    (Lang::Ru, "чёрный", Color::Black),
    (Lang::Ru, "черный", Color::Black),
    (Lang::Ru, "чёрных", Color::Black),
    (Lang::Ru, "черных", Color::Black),
    (Lang::Ru, "белым", Color::White),
    (Lang::Ru, "чёрным", Color::Black),
    (Lang::Ru, "черным", Color::Black),
];

/// The colour a folded word names in `lang`, if any.
pub fn colour(lang: Lang, word: &str) -> Option<Color> {
    let w = fold(word);
    COLOURS
        .iter()
        .find(|(l, p, _)| *l == lang && fold(p) == w)
        .map(|(_, _, c)| *c)
}

/// The phrase `help` names for a command in `lang`.
pub fn name(lang: Lang, command: Command) -> &'static str {
    PHRASES
        .iter()
        .find(|(l, _, c)| *l == lang && *c == command)
        .map_or("?", |(_, p, _)| p)
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
    let words: Vec<String> = line.split_whitespace().map(fold).collect();
    let mut best: Option<(usize, Command)> = None;
    let candidates = PHRASES
        .iter()
        .filter(|(l, _, _)| *l == lang)
        .map(|(_, p, c)| (*p, *c))
        .chain(EVERYWHERE.iter().copied());
    for (phrase, command) in candidates {
        let folded = fold(phrase);
        let parts: Vec<&str> = folded.split_whitespace().collect();
        let n = parts.len();
        let matches = words.len() >= n && words[..n].iter().zip(&parts).all(|(a, b)| a == b);
        if matches && best.is_none_or(|(len, _)| n > len) {
            best = Some((n, command));
        }
    }
    best.map(|(n, command)| (command, words[n..].to_vec()))
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
    Command::StopClock,
    Command::Arbiter,
    Command::Adjustments,
    Command::Help,
    Command::Quit,
];

/// Words that name what a draw claim is about ("claim repetition", "reklamieren fünfzig").
pub const CLAIM_KINDS: &[(Lang, &str, ClaimKind)] = &[
    (Lang::De, "wiederholung", ClaimKind::Threefold),
    (Lang::De, "stellungswiederholung", ClaimKind::Threefold),
    (Lang::De, "dreimal", ClaimKind::Threefold),
    (Lang::De, "fünfzig", ClaimKind::FiftyMoves),
    (Lang::De, "fuenfzig", ClaimKind::FiftyMoves),
    (Lang::De, "50", ClaimKind::FiftyMoves),
    (Lang::En, "repetition", ClaimKind::Threefold),
    (Lang::En, "threefold", ClaimKind::Threefold),
    (Lang::En, "fifty", ClaimKind::FiftyMoves),
    (Lang::En, "50", ClaimKind::FiftyMoves),
    (Lang::Ru, "повторение", ClaimKind::Threefold),
    (Lang::Ru, "троекратное", ClaimKind::Threefold),
    (Lang::Ru, "пятьдесят", ClaimKind::FiftyMoves),
    (Lang::Ru, "50", ClaimKind::FiftyMoves),
];

/// The claim kind a folded word names in `lang`, if any.
pub fn claim_kind(lang: Lang, word: &str) -> Option<ClaimKind> {
    let w = fold(word);
    CLAIM_KINDS
        .iter()
        .find(|(l, p, _)| *l == lang && fold(p) == w)
        .map(|(_, _, k)| *k)
}

/// What an arbiter's command does; the word that names it follows the arbiter word.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
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
            ArbiterAction::Time => Some("1:25:00"),
            ArbiterAction::Moves => Some("40"),
            ArbiterAction::Add | ArbiterAction::Deduct => Some("2"),
            ArbiterAction::Position => Some("12"),
            _ => None,
        }
    }
}

/// The words that name an arbiter's action, by language; the first of each is the one the
/// help and the usage sentence name.
pub const ARBITER_ACTIONS: &[(Lang, &str, ArbiterAction)] = &[
    (Lang::De, "pause", ArbiterAction::Pause),
    (Lang::De, "anhalten", ArbiterAction::Pause),
    (Lang::De, "stopp", ArbiterAction::Pause),
    (Lang::De, "weiter", ArbiterAction::Resume),
    (Lang::De, "fortsetzen", ArbiterAction::Resume),
    (Lang::De, "start", ArbiterAction::Resume),
    (Lang::De, "zeit", ArbiterAction::Time),
    (Lang::De, "uhr", ArbiterAction::Time),
    (Lang::De, "züge", ArbiterAction::Moves),
    (Lang::De, "zuege", ArbiterAction::Moves),
    (Lang::De, "zugzähler", ArbiterAction::Moves),
    (Lang::De, "zugzaehler", ArbiterAction::Moves),
    (Lang::De, "plus", ArbiterAction::Add),
    (Lang::De, "dazu", ArbiterAction::Add),
    (Lang::De, "minus", ArbiterAction::Deduct),
    (Lang::De, "abzug", ArbiterAction::Deduct),
    (Lang::De, "unzulässig", ArbiterAction::Illegal),
    (Lang::De, "unzulaessig", ArbiterAction::Illegal),
    (Lang::De, "regelwidrig", ArbiterAction::Illegal),
    (Lang::De, "unregelmäßig", ArbiterAction::Illegal),
    (Lang::De, "stellung", ArbiterAction::Position),
    (Lang::De, "weiter ab", ArbiterAction::Position),
    (Lang::De, "widerrufen", ArbiterAction::Revert),
    (Lang::De, "rückgängig", ArbiterAction::Revert),
    (Lang::De, "rueckgaengig", ArbiterAction::Revert),
    (Lang::De, "zurücknehmen", ArbiterAction::TakeBack),
    (Lang::De, "zuruecknehmen", ArbiterAction::TakeBack),
    (Lang::De, "zurück", ArbiterAction::TakeBack),
    (Lang::En, "pause", ArbiterAction::Pause),
    (Lang::En, "stop", ArbiterAction::Pause),
    (Lang::En, "resume", ArbiterAction::Resume),
    (Lang::En, "continue", ArbiterAction::Resume),
    (Lang::En, "start", ArbiterAction::Resume),
    (Lang::En, "time", ArbiterAction::Time),
    (Lang::En, "clock", ArbiterAction::Time),
    (Lang::En, "moves", ArbiterAction::Moves),
    (Lang::En, "counter", ArbiterAction::Moves),
    (Lang::En, "add", ArbiterAction::Add),
    (Lang::En, "plus", ArbiterAction::Add),
    (Lang::En, "deduct", ArbiterAction::Deduct),
    (Lang::En, "minus", ArbiterAction::Deduct),
    (Lang::En, "illegal", ArbiterAction::Illegal),
    (Lang::En, "position", ArbiterAction::Position),
    (Lang::En, "continue from", ArbiterAction::Position),
    (Lang::En, "revert", ArbiterAction::Revert),
    (Lang::En, "take back", ArbiterAction::TakeBack),
    (Lang::En, "undo", ArbiterAction::TakeBack),
    (Lang::Ru, "пауза", ArbiterAction::Pause),
    (Lang::Ru, "стоп", ArbiterAction::Pause),
    (Lang::Ru, "продолжить", ArbiterAction::Resume),
    (Lang::Ru, "пуск", ArbiterAction::Resume),
    (Lang::Ru, "время", ArbiterAction::Time),
    (Lang::Ru, "часы", ArbiterAction::Time),
    (Lang::Ru, "ходы", ArbiterAction::Moves),
    (Lang::Ru, "счётчик", ArbiterAction::Moves),
    (Lang::Ru, "добавить", ArbiterAction::Add),
    (Lang::Ru, "плюс", ArbiterAction::Add),
    (Lang::Ru, "снять", ArbiterAction::Deduct),
    (Lang::Ru, "минус", ArbiterAction::Deduct),
    (Lang::Ru, "невозможный", ArbiterAction::Illegal),
    (Lang::Ru, "невозможный ход", ArbiterAction::Illegal),
    (Lang::Ru, "позиция", ArbiterAction::Position),
    (Lang::Ru, "продолжить с", ArbiterAction::Position),
    (Lang::Ru, "отменить", ArbiterAction::Revert),
    (Lang::Ru, "вернуть ход", ArbiterAction::TakeBack),
    (Lang::Ru, "назад", ArbiterAction::TakeBack),
];

/// Words that answer a question: yes and no, by language.
pub const ANSWERS: &[(Lang, &str, bool)] = &[
    (Lang::De, "ja", true),
    (Lang::De, "nein", false),
    (Lang::En, "yes", true),
    (Lang::En, "no", false),
    (Lang::Ru, "да", true),
    (Lang::Ru, "нет", false),
];

/// Whether `line` is the yes or the no word of `lang`.
pub fn yes_no(lang: Lang, line: &str) -> Option<bool> {
    let w = fold(line.trim());
    ANSWERS
        .iter()
        .find(|(l, p, _)| *l == lang && fold(p) == w)
        .map(|(_, _, a)| *a)
}

/// The phrase `help` and the usage sentence name for an arbiter's action in `lang`.
pub fn arbiter_action_name(lang: Lang, action: ArbiterAction) -> &'static str {
    ARBITER_ACTIONS
        .iter()
        .find(|(l, _, a)| *l == lang && *a == action)
        .map_or("?", |(_, p, _)| p)
}

/// The first colour word of `lang` for `c` ("weiß", "white", "белые").
pub fn colour_word(lang: Lang, c: Color) -> &'static str {
    COLOURS
        .iter()
        .find(|(l, _, k)| *l == lang && *k == c)
        .map_or("?", |(_, p, _)| p)
}

/// An arbiter's command, read from the words after the arbiter word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArbiterRequest {
    /// Stop the clock (6.12.1).
    Pause,
    /// Restart the clock (6.12).
    Resume,
    /// Set a player's remaining time (6.10).
    SetTime(Color, Duration),
    /// Set a player's completed-move counter (6.10).
    SetMoves(Color, u32),
    /// Add time to a player.
    Add(Color, Duration),
    /// Take time from a player.
    Deduct(Color, Duration),
    /// A completed illegal move by this player (7.5.5).
    Illegal(Color),
    /// The boards differed (D.2.9): continue from the position after move `number` of this
    /// colour.
    Position(Color, u32),
    /// Undo the arbiter's last change to a clock or a move counter.
    Revert,
    /// Take back the last move.
    TakeBack,
}

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
    for (_, phrase, action) in ARBITER_ACTIONS.iter().filter(|(l, _, _)| *l == lang) {
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
    for w in &args[n..] {
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

/// Plural piece words that are not the singular plus "s" ("Türme", "Bauern").
pub const PLURALS: &[(Lang, &str, shakmaty::Role)] = &[
    (Lang::De, "türme", shakmaty::Role::Rook),
    (Lang::De, "tuerme", shakmaty::Role::Rook),
    (Lang::De, "bauern", shakmaty::Role::Pawn),
    (Lang::De, "damen", shakmaty::Role::Queen),
    (Lang::De, "könige", shakmaty::Role::King),
    (Lang::De, "koenige", shakmaty::Role::King),
    (Lang::Ru, "кони", shakmaty::Role::Knight),
    (Lang::Ru, "слоны", shakmaty::Role::Bishop),
    (Lang::Ru, "ладьи", shakmaty::Role::Rook),
    (Lang::Ru, "пешки", shakmaty::Role::Pawn),
    (Lang::Ru, "ферзи", shakmaty::Role::Queen),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn longest_phrase_wins_and_rest_is_kept() {
        assert_eq!(
            parse(Lang::De, "Was steht auf Eva vier"),
            Some((Command::Square, vec!["eva".into(), "vier".into()]))
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
                vec!["springer".into(), "felix".into(), "drei".into()]
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
            let phrases = PHRASES
                .iter()
                .filter(|(l, _, _)| *l == lang)
                .map(|(_, p, _)| *p)
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
        use Lang::{De, En, Ru};
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
            (Ru, "что на", "на", Ru),
        ];
        let found = filler_clashes();
        let found_ref: Vec<(Lang, &str, &str, Lang)> = found
            .iter()
            .map(|(l, p, w, f)| (*l, *p, w.as_str(), *f))
            .collect();
        assert_eq!(
            found_ref, known,
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
            let command = PHRASES
                .iter()
                .find(|(l, p, _)| *l == lang && *p == phrase)
                .map(|(_, _, c)| *c)
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
            Some((Command::Square, vec!["zeppelin".into()]))
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
    fn every_command_has_a_name_in_every_language() {
        for lang in Lang::ALL {
            for c in HELP_ORDER {
                assert_ne!(name(lang, *c), "?", "{lang} {c:?}");
            }
        }
    }
}
