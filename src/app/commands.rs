//! The command words of each language, as data: one table, read by [`parse`].
//!
//! A line whose first words are a command phrase is a command; any other line is read as a
//! move. Phrases are matched after folding (lower case, `ё` as `е`), longest first, so
//! "was steht auf e4" and "was e4" both ask what stands on a square. `quit`, `help` and `?`
//! work in every language.

use shakmaty::Color;

use crate::game::ClaimKind;
use crate::lang::Lang;
use crate::notation::lexicon::fold;

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
    (Lang::De, "zug", Command::MoveNumber),
    (Lang::De, "weiter", Command::Resume),
    (Lang::De, "fortsetzen", Command::Resume),
    (Lang::De, "neu", Command::New),
    (Lang::De, "neue partie", Command::New),
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
    (Lang::En, "move", Command::MoveNumber),
    (Lang::En, "resume", Command::Resume),
    (Lang::En, "continue", Command::Resume),
    (Lang::En, "new", Command::New),
    (Lang::En, "new game", Command::New),
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
    (Lang::Ru, "часы", Command::Clock),
    (Lang::Ru, "отмена", Command::Undo),
    (Lang::Ru, "назад", Command::Undo),
    (Lang::Ru, "перевернуть", Command::Flip),
    (Lang::Ru, "ничья", Command::Offer),
    (Lang::Ru, "предлагаю ничью", Command::Offer),
    (Lang::Ru, "принять", Command::Accept),
    (Lang::Ru, "принимаю", Command::Accept),
    (Lang::Ru, "отклонить", Command::Decline),
    (Lang::Ru, "отклоняю", Command::Decline),
    (Lang::Ru, "требую ничью", Command::Claim),
    (Lang::Ru, "сдаюсь", Command::Resign),
    (Lang::Ru, "партия", Command::Score),
    (Lang::Ru, "запись", Command::Score),
    (Lang::Ru, "последние", Command::LastMoves),
    (Lang::Ru, "ход", Command::MoveNumber),
    (Lang::Ru, "продолжить", Command::Resume),
    (Lang::Ru, "новая", Command::New),
    (Lang::Ru, "новая партия", Command::New),
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
/// `lang` (or one understood everywhere).
pub fn parse(lang: Lang, line: &str) -> Option<(Command, Vec<String>)> {
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
    fn every_command_has_a_name_in_every_language() {
        for lang in Lang::ALL {
            for c in HELP_ORDER {
                assert_ne!(name(lang, *c), "?", "{lang} {c:?}");
            }
        }
    }
}
