//! Every sentence the notation layer says to a player, in German, English and Russian.
//! Piece and square names come from the vocabulary, so a player hears the same words in an
//! error as in an announcement.

use shakmaty::{CastlingSide, Chess, Move, Role, Square};

use super::lex::{Expected, SyntaxError};
use super::lexicon::vocabulary;
use super::read::NotationError;
use super::render::{Style, words};
use super::resolve::{Illegal, ResolveError};
use crate::lang::Lang;

fn piece(lang: Lang, role: Role) -> &'static str {
    vocabulary(lang).piece(role)
}

fn square(lang: Lang, sq: Square) -> String {
    vocabulary(lang).square(sq)
}

/// German "kein/keine" + piece in the nominative ("kein Springer", "keine Dame").
fn de_kein(role: Role) -> String {
    match role {
        Role::Queen => "keine Dame".to_owned(),
        r => format!("kein {}", piece(Lang::De, r)),
    }
}

/// German "keinen/keine" + piece in the accusative ("keinen Springer", "keinen Bauern").
fn de_keinen(role: Role) -> String {
    match role {
        Role::Queen => "keine Dame".to_owned(),
        Role::Pawn => "keinen Bauern".to_owned(),
        r => format!("keinen {}", piece(Lang::De, r)),
    }
}

fn join_or(lang: Lang, items: &[String]) -> String {
    let or = match lang {
        Lang::De => "oder",
        Lang::En => "or",
        Lang::Ru => "или",
    };
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} {or} {last}", init.join(", ")),
    }
}

fn castle(lang: Lang, side: CastlingSide) -> &'static str {
    vocabulary(lang).castle(side)
}

/// A sentence for a syntax error.
pub fn syntax_error(lang: Lang, e: &SyntaxError) -> String {
    match (lang, e) {
        (Lang::De, SyntaxError::Empty) => "Kein Zug gesagt.".into(),
        (Lang::En, SyntaxError::Empty) => "No move was said.".into(),
        (Lang::Ru, SyntaxError::Empty) => "Ход не назван.".into(),
        (Lang::De, SyntaxError::UnknownWord { word, column }) => {
            format!("Nicht verstanden: „{word}“ (Zeichen {column}) ist kein Schachwort.")
        }
        (Lang::En, SyntaxError::UnknownWord { word, column }) => {
            format!("Not understood: \"{word}\" (character {column}) is not a chess word.")
        }
        (Lang::Ru, SyntaxError::UnknownWord { word, column }) => {
            format!("Не понято: «{word}» (символ {column}) — не шахматное слово.")
        }
        (
            _,
            SyntaxError::Expected {
                expected, after, ..
            },
        ) => expected_text(lang, *expected, after),
    }
}

fn expected_text(lang: Lang, expected: Expected, after: &str) -> String {
    match (lang, expected, after.is_empty()) {
        (Lang::De, Expected::Square, _) => format!("Nach „{after}“ fehlt das Zielfeld."),
        (Lang::En, Expected::Square, _) => {
            format!("The target square is missing after \"{after}\".")
        }
        (Lang::Ru, Expected::Square, _) => format!("После «{after}» не хватает поля."),
        (Lang::De, Expected::PromotionPiece, _) => {
            format!("Nach „{after}“ bitte die Figur nennen, die der Bauer wird.")
        }
        (Lang::En, Expected::PromotionPiece, _) => {
            format!("After \"{after}\" please name the piece the pawn becomes.")
        }
        (Lang::Ru, Expected::PromotionPiece, _) => {
            format!("После «{after}» назовите фигуру, в которую превращается пешка.")
        }
        (Lang::De, Expected::Move, _) => {
            "Ein Zug beginnt mit einer Figur, einem Feld oder einer Rochade.".into()
        }
        (Lang::En, Expected::Move, _) => "A move starts with a piece, a square or castling.".into(),
        (Lang::Ru, Expected::Move, _) => "Ход начинается с фигуры, поля или рокировки.".into(),
    }
}

/// A sentence saying why a move cannot be played.
pub fn illegal(lang: Lang, why: &Illegal) -> String {
    use Illegal::*;
    match (lang, *why) {
        (Lang::De, GameOver) => "Die Partie ist beendet: es gibt keinen legalen Zug.".into(),
        (Lang::En, GameOver) => "The game is over: there is no legal move.".into(),
        (Lang::Ru, GameOver) => "Партия окончена: ходов нет.".into(),
        (Lang::De, NoPiece { role }) => format!("Sie haben {} mehr.", de_keinen(role)),
        (Lang::En, NoPiece { role }) => {
            format!("You have no {} left.", piece(lang, role).to_lowercase())
        }
        (Lang::Ru, NoPiece { role }) => format!("У вас нет фигуры {}.", piece(lang, role)),
        (Lang::De, NoPieceOn { square: sq, role }) => match role {
            Some(r) => format!("Auf {} steht {} von Ihnen.", square(lang, sq), de_kein(r)),
            None => format!("Auf {} steht keine Ihrer Figuren.", square(lang, sq)),
        },
        (Lang::En, NoPieceOn { square: sq, role }) => match role {
            Some(r) => format!(
                "There is no {} of yours on {}.",
                piece(lang, r).to_lowercase(),
                square(lang, sq)
            ),
            None => format!("None of your pieces stands on {}.", square(lang, sq)),
        },
        (Lang::Ru, NoPieceOn { square: sq, role }) => match role {
            Some(r) => format!("На {} нет вашей фигуры {}.", square(lang, sq), piece(lang, r)),
            None => format!("На {} нет вашей фигуры.", square(lang, sq)),
        },
        (Lang::De, OwnPieceOn { square: sq, role }) => {
            format!("Auf {} steht schon Ihr {}.", square(lang, sq), piece(lang, role))
        }
        (Lang::En, OwnPieceOn { square: sq, role }) => format!(
            "Your own {} stands on {}.",
            piece(lang, role).to_lowercase(),
            square(lang, sq)
        ),
        (Lang::Ru, OwnPieceOn { square: sq, role }) => {
            format!("На {} уже стоит ваша фигура {}.", square(lang, sq), piece(lang, role))
        }
        (Lang::De, CannotReach { role, to }) => {
            let mut s = de_kein(role);
            if let Some(first) = s.get_mut(0..1) {
                first.make_ascii_uppercase();
            }
            format!("{s} von Ihnen kann {} erreichen.", square(lang, to))
        }
        (Lang::En, CannotReach { role, to }) => format!(
            "No {} of yours can reach {}.",
            piece(lang, role).to_lowercase(),
            square(lang, to)
        ),
        (Lang::Ru, CannotReach { role, to }) => format!(
            "Ни одна ваша фигура {} не может пойти на {}.",
            piece(lang, role),
            square(lang, to)
        ),
        (Lang::De, KingInCheck { role: Role::King, to, .. }) => {
            format!("Der König stünde auf {} im Schach.", square(lang, to))
        }
        (Lang::En, KingInCheck { role: Role::King, to, .. }) => {
            format!("Your king would be in check on {}.", square(lang, to))
        }
        (Lang::Ru, KingInCheck { role: Role::King, to, .. }) => {
            format!("Король на {} был бы под шахом.", square(lang, to))
        }
        (Lang::De, KingInCheck { in_check: true, .. }) => {
            "Ihr König steht im Schach, und dieser Zug hebt das Schach nicht auf.".into()
        }
        (Lang::En, KingInCheck { in_check: true, .. }) => {
            "Your king is in check and this move does not stop the check.".into()
        }
        (Lang::Ru, KingInCheck { in_check: true, .. }) => {
            "Ваш король под шахом, и этот ход не защищает от шаха.".into()
        }
        (Lang::De, KingInCheck { role, .. }) => format!(
            "Der {} ist gefesselt: Ihr König stünde im Schach.",
            piece(lang, role)
        )
        .replace("Der Dame", "Die Dame"),
        (Lang::En, KingInCheck { role, .. }) => format!(
            "That {} is pinned: your king would be in check.",
            piece(lang, role).to_lowercase()
        ),
        (Lang::Ru, KingInCheck { role, .. }) => format!(
            "Фигура {} связана: ваш король оказался бы под шахом.",
            piece(lang, role)
        ),
        (Lang::De, NothingToCapture { to }) => {
            format!("Auf {} gibt es nichts zu schlagen.", square(lang, to))
        }
        (Lang::En, NothingToCapture { to }) => {
            format!("There is nothing to capture on {}.", square(lang, to))
        }
        (Lang::Ru, NothingToCapture { to }) => format!("На {} нечего бить.", square(lang, to)),
        (Lang::De, NotAPromotion { .. }) => {
            "Das ist keine Umwandlung: nur ein Bauer, der die letzte Reihe erreicht, wird umgewandelt."
                .into()
        }
        (Lang::En, NotAPromotion { .. }) => {
            "That is not a promotion: only a pawn reaching the last rank promotes.".into()
        }
        (Lang::Ru, NotAPromotion { .. }) => {
            "Это не превращение: превращается только пешка, дошедшая до последней горизонтали."
                .into()
        }
        (_, BadPromotionPiece) => {
            let names: Vec<String> = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight]
                .iter()
                .map(|r| piece(lang, *r).to_owned())
                .collect();
            let list = join_or(lang, &names);
            match lang {
                Lang::De => format!("Ein Bauer wird nur {list}."),
                Lang::En => format!("A pawn can only become a {list}."),
                Lang::Ru => format!("Пешка превращается только в: {list}."),
            }
        }
        (Lang::De, NoEnPassant { to }) => {
            format!("Auf {} ist kein Schlagen en passant möglich.", square(lang, to))
        }
        (Lang::En, NoEnPassant { to }) => {
            format!("No en passant capture is possible on {}.", square(lang, to))
        }
        (Lang::Ru, NoEnPassant { to }) => {
            format!("Взятие на проходе на {} невозможно.", square(lang, to))
        }
        (Lang::De, CastlingRightsLost { side }) => format!(
            "{} ist nicht mehr erlaubt: der König oder dieser Turm hat schon gezogen.",
            castle(lang, side)
        ),
        (Lang::En, CastlingRightsLost { side }) => format!(
            "{} is no longer allowed: the king or that rook has already moved.",
            capitalise(castle(lang, side))
        ),
        (Lang::Ru, CastlingRightsLost { side }) => format!(
            "Рокировка ({}) невозможна: король или эта ладья уже ходили.",
            castle(lang, side)
        ),
        (Lang::De, CastlingBlocked { side }) => format!(
            "{} geht nicht: zwischen König und Turm stehen Figuren.",
            castle(lang, side)
        ),
        (Lang::En, CastlingBlocked { side }) => format!(
            "{} is not possible: pieces stand between king and rook.",
            capitalise(castle(lang, side))
        ),
        (Lang::Ru, CastlingBlocked { side }) => format!(
            "Рокировка ({}) невозможна: между королём и ладьёй стоят фигуры.",
            castle(lang, side)
        ),
        (Lang::De, CastlingInCheck) => "Im Schach darf nicht rochiert werden.".into(),
        (Lang::En, CastlingInCheck) => "You may not castle while in check.".into(),
        (Lang::Ru, CastlingInCheck) => "Под шахом рокироваться нельзя.".into(),
        (Lang::De, CastlingThroughCheck { side }) => format!(
            "{} geht nicht: der König würde ein angegriffenes Feld überqueren oder betreten.",
            castle(lang, side)
        ),
        (Lang::En, CastlingThroughCheck { side }) => format!(
            "{} is not possible: the king would cross or land on an attacked square.",
            capitalise(castle(lang, side))
        ),
        (Lang::Ru, CastlingThroughCheck { side }) => format!(
            "Рокировка ({}) невозможна: король прошёл бы через битое поле или встал бы на него.",
            castle(lang, side)
        ),
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

fn candidates_in_words(lang: Lang, pos: &Chess, moves: &[Move]) -> Vec<String> {
    moves
        .iter()
        .map(|m| words(pos, *m, lang, Style::default()))
        .collect()
}

/// The full sentence for a notation error in position `pos`: what kind of problem, the words
/// it concerns, and what to do (for an ambiguous move, the candidates in words).
pub fn error(lang: Lang, pos: &Chess, e: &NotationError) -> String {
    match e {
        NotationError::Syntax(s) => syntax_error(lang, s),
        NotationError::MoreThanOne { count } => match lang {
            Lang::De => format!("Bitte nur einen Zug sagen; verstanden wurden {count}."),
            Lang::En => format!("Please say one move at a time; {count} moves were understood."),
            Lang::Ru => format!("Назовите один ход; понято ходов: {count}."),
        },
        NotationError::Move { error, text, .. } => match error {
            ResolveError::Illegal(why) => {
                let head = match lang {
                    Lang::De => "Unmöglicher Zug",
                    Lang::En => "Illegal move",
                    Lang::Ru => "Невозможный ход",
                };
                format!("{head}: {text}. {}", illegal(lang, why))
            }
            ResolveError::Ambiguous(moves) => {
                let list = join_or(lang, &candidates_in_words(lang, pos, moves));
                match lang {
                    Lang::De => format!("Mehrdeutig: {text}. Meinen Sie {list}?"),
                    Lang::En => format!("Ambiguous: {text}. Do you mean {list}?"),
                    Lang::Ru => format!("Неоднозначно: {text}. Вы имеете в виду {list}?"),
                }
            }
            ResolveError::PromotionMissing(moves) => {
                let example = moves
                    .iter()
                    .find(|m| m.promotion() == Some(Role::Queen))
                    .or(moves.first())
                    .map(|m| words(pos, *m, lang, Style::default()))
                    .unwrap_or_default();
                match lang {
                    Lang::De => format!(
                        "Umwandlung ohne Figur: {text}. Bitte die Figur nennen, zum Beispiel {example}."
                    ),
                    Lang::En => format!(
                        "Promotion without a piece: {text}. Please name the piece, for example {example}."
                    ),
                    Lang::Ru => format!(
                        "Превращение без фигуры: {text}. Назовите фигуру, например: {example}."
                    ),
                }
            }
        },
    }
}

/// A line of text longer than rochade reads (`max` bytes); it was not read.
pub fn line_too_long(lang: Lang, max: usize) -> String {
    let kib = max / 1024;
    match lang {
        Lang::De => format!(
            "Diese Zeile ist zu lang; gelesen werden Zeilen bis {kib} Kilobyte. Die Züge davor sind behalten."
        ),
        Lang::En => format!(
            "This line is too long; lines of up to {kib} kilobytes are read. The moves before it are kept."
        ),
        Lang::Ru => format!(
            "Строка слишком длинная; читаются строки до {kib} килобайт. Ходы до неё сохранены."
        ),
    }
}

/// A game longer than rochade keeps (`max` half-moves, more than the 75-move rule allows).
pub fn too_many_moves(lang: Lang, max: usize) -> String {
    match lang {
        Lang::De => format!(
            "Diese Partie hat mehr als {max} Halbzüge, mehr als nach der 75-Züge-Regel möglich; die Züge bis dahin sind behalten."
        ),
        Lang::En => format!(
            "This game has more than {max} half-moves, more than the 75-move rule allows; the moves up to there are kept."
        ),
        Lang::Ru => format!(
            "В этой партии больше {max} полуходов, больше, чем допускает правило 75 ходов; ходы до этого места сохранены."
        ),
    }
}
