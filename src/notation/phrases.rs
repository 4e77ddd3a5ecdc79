//! Every sentence the notation layer says to a player: thin calls into the message catalogue
//! (`locales/<code>.ftl`, messages `move-…`). Piece and square names come from the vocabulary,
//! so a player hears the same words in an error as in an announcement, and a move is repeated
//! in the words of the session's language ("Ева фир"), not as it was typed ("e4").

use shakmaty::{CastlingSide, Chess, Move, Role, Square};

use super::lex::{Expected, SyntaxError};
use super::lexicon::vocabulary;
use super::read::NotationError;
use super::render::{Style, words};
use super::resolve::{Illegal, NotAsSaid, ResolveError};
use super::syntax::{Announced, MoveSyntax};
use crate::i18n::msg;
use crate::i18n::role_key;
use crate::lang::Lang;

fn piece(lang: Lang, role: Role) -> &'static str {
    vocabulary(lang).piece(role)
}

fn square(lang: Lang, sq: Square) -> String {
    vocabulary(lang).square(sq)
}

fn side_key(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::KingSide => "short",
        CastlingSide::QueenSide => "long",
    }
}

/// Items joined for a question: "A, B oder C".
fn join_or(lang: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => msg::move_choice_or(lang, init.join(", "), last.as_str()),
    }
}

/// A move as it was understood, in the words of `lang` (what the player said or typed, said
/// back the way rochade says moves); `None` when the words name no single piece kind.
pub fn understood(lang: Lang, syntax: &MoveSyntax) -> Option<String> {
    let v = vocabulary(lang);
    let mut parts: Vec<String> = Vec::with_capacity(8);
    let announced = match *syntax {
        MoveSyntax::Castle { side, announced } => {
            parts.push(v.castle(side).to_owned());
            announced
        }
        // Said back as written ("castle").
        MoveSyntax::CastleEither { .. } => return None,
        MoveSyntax::Normal {
            roles,
            from_file,
            from_rank,
            capture,
            to,
            promotion,
            en_passant,
            announced,
        } => {
            // A pawn move is said with the pawn word ("Bauer Eva fünf", never a bare square:
            // Spanish "de cuatro" is heard as "of four"); a move from a named square is the
            // piece's on it, named by the square.
            match roles {
                None if from_file.is_some() && from_rank.is_some() => {}
                None => parts.push(v.piece(Role::Pawn).to_owned()),
                Some(set) => match set.single() {
                    Some(role) => parts.push(v.piece(role).to_owned()),
                    None => return None,
                },
            }
            match (from_file, from_rank) {
                (Some(f), Some(r)) => parts.push(v.square(Square::from_coords(f, r))),
                (Some(f), None) => parts.push(v.file(f).to_owned()),
                (None, Some(r)) => parts.push(v.rank(r).to_owned()),
                (None, None) => {}
            }
            if capture {
                parts.push(v.capture_word().to_owned());
            }
            parts.push(v.square(to));
            if let Some(set) = promotion {
                parts.push(v.promotion_word().to_owned());
                parts.push(v.piece(set.single()?).to_owned());
            }
            if en_passant {
                parts.push(v.en_passant_word().to_owned());
            }
            announced
        }
    };
    match announced {
        Some(Announced::Check) => parts.push(v.check_word().to_owned()),
        Some(Announced::Mate) => parts.push(v.mate_word().to_owned()),
        None => {}
    }
    Some(parts.join(" "))
}

/// A sentence for a syntax error.
pub fn syntax_error(lang: Lang, e: &SyntaxError) -> String {
    match e {
        SyntaxError::Empty => msg::move_nothing_said(lang),
        SyntaxError::NullMove { text, .. } => msg::move_null_move(lang, text.as_str()),
        // The place of the word only when something came before it.
        SyntaxError::UnknownWord { word, column } if *column <= 1 => {
            msg::move_unknown_word_alone(lang, word.as_str())
        }
        SyntaxError::UnknownWord { word, column } => {
            msg::move_unknown_word(lang, *column, word.as_str())
        }
        SyntaxError::Expected {
            expected, after, ..
        } => match expected {
            Expected::Square => msg::move_expected_square(lang, after.as_str()),
            Expected::PromotionPiece => msg::move_expected_promotion(lang, after.as_str()),
            Expected::Move => msg::move_expected_move(lang),
        },
    }
}

/// A sentence saying why a move cannot be played.
pub fn illegal(lang: Lang, why: &Illegal) -> String {
    use Illegal::*;
    match *why {
        GameOver => msg::move_game_over(lang),
        NoPiece { role } => msg::move_no_piece(lang, piece(lang, role), role_key(role)),
        NoPieceOn { square: sq, role } => match role {
            Some(r) => msg::move_no_piece_on(lang, piece(lang, r), role_key(r), square(lang, sq)),
            None => msg::move_none_of_yours_on(lang, square(lang, sq)),
        },
        OwnPieceOn { square: sq, role } => {
            msg::move_own_piece_on(lang, piece(lang, role), role_key(role), square(lang, sq))
        }
        CannotReach { role, to } => {
            msg::move_cannot_reach(lang, piece(lang, role), role_key(role), square(lang, to))
        }
        KingInCheck {
            role: Role::King,
            to,
            ..
        } => msg::move_king_into_check(lang, square(lang, to)),
        KingInCheck { in_check: true, .. } => msg::move_in_check(lang),
        KingInCheck { role, .. } => msg::move_pinned(lang, piece(lang, role), role_key(role)),
        NothingToCapture { to } => msg::move_nothing_to_capture(lang, square(lang, to)),
        NotAPromotion { .. } => msg::move_not_a_promotion(lang),
        BadPromotionPiece => msg::move_bad_promotion_piece(
            lang,
            piece(lang, Role::Bishop),
            piece(lang, Role::Knight),
            piece(lang, Role::Queen),
            piece(lang, Role::Rook),
        ),
        NoEnPassant { to } => msg::move_no_en_passant(lang, square(lang, to)),
        CastlingRightsLost { side } => msg::move_castling_rights_lost(lang, side_key(side)),
        CastlingBlocked { side } => msg::move_castling_blocked(lang, side_key(side)),
        CastlingInCheck => msg::move_castling_in_check(lang),
        CastlingThroughCheck { side } => msg::move_castling_through_check(lang, side_key(side)),
    }
}

fn candidates_in_words(lang: Lang, pos: &Chess, moves: &[Move]) -> Vec<String> {
    moves
        .iter()
        .map(|m| words(pos, *m, lang, Style::default()))
        .collect()
}

/// The full sentence for a notation error in position `pos`: what kind of problem, the move
/// it concerns (in the words of `lang`), and what to do (for an ambiguous move, the
/// candidates in words).
pub fn error(lang: Lang, pos: &Chess, e: &NotationError) -> String {
    match e {
        NotationError::Syntax(s) => syntax_error(lang, s),
        NotationError::MoreThanOne { count } => msg::move_more_than_one(lang, *count),
        NotationError::Move {
            error,
            syntax,
            text,
            ..
        } => {
            let said = understood(lang, syntax).unwrap_or_else(|| text.clone());
            match error {
                ResolveError::Illegal(why) => msg::move_illegal(lang, said, illegal(lang, why)),
                ResolveError::Ambiguous(moves) => {
                    let list = join_or(lang, &candidates_in_words(lang, pos, moves));
                    msg::move_ambiguous(lang, list, said)
                }
                ResolveError::NotAsSaid { meant, kind } => {
                    let meant = words(pos, *meant, lang, Style::default());
                    match kind {
                        // The catalogue's variables go in alphabetical order: the
                        // choices (what is meant), then the move (what was said).
                        NotAsSaid::Capture => msg::move_capture_not_said(lang, meant, said),
                        NotAsSaid::Castling => {
                            msg::move_castling_said_as_king_move(lang, meant, said)
                        }
                    }
                }
                ResolveError::PromotionMissing(moves) => {
                    let example = moves
                        .iter()
                        .find(|m| m.promotion() == Some(Role::Queen))
                        .or(moves.first())
                        .map(|m| words(pos, *m, lang, Style::default()))
                        .unwrap_or_default();
                    msg::move_promotion_missing(lang, example, said)
                }
            }
        }
    }
}

/// A line of text longer than rochade reads (`max` bytes); it was not read.
pub fn line_too_long(lang: Lang, max: usize) -> String {
    msg::move_line_too_long(lang, max / 1024)
}

/// A game longer than rochade keeps (`max` half-moves, more than the 75-move rule allows).
pub fn too_many_moves(lang: Lang, max: usize) -> String {
    msg::move_too_many_moves(lang, max)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::InputLang;
    use crate::notation::read::read_line;

    fn said(lang: Lang, fen: Option<&str>, text: &str) -> String {
        let pos: Chess = match fen {
            Some(f) => f
                .parse::<shakmaty::fen::Fen>()
                .ok()
                .and_then(|f| f.into_position(shakmaty::CastlingMode::Standard).ok())
                .unwrap_or_default(),
            None => Chess::default(),
        };
        let read = read_line(&pos, text, InputLang::Auto);
        match read.error {
            Some(e) => error(lang, &pos, &e),
            None => String::new(),
        }
    }

    #[test]
    fn an_illegal_move_is_a_regelwidriger_zug_said_back_in_words() {
        assert_eq!(
            said(Lang::De, None, "Sd2"),
            "Regelwidriger Zug: Springer David zwei. Auf David zwei steht schon Ihr Bauer."
        );
        // Typed in Latin letters, said back in the Russian Appendix D words.
        let ru = said(Lang::Ru, None, "e5");
        assert!(ru.starts_with("Невозможный ход: Бауэр Ева фюнф."), "{ru}");
        assert!(!ru.chars().any(|c| c.is_ascii_alphabetic()), "{ru}");
    }

    #[test]
    fn the_possessive_agrees_with_the_piece() {
        let on_queen = Illegal::OwnPieceOn {
            square: Square::D1,
            role: Role::Queen,
        };
        assert_eq!(
            illegal(Lang::De, &on_queen),
            "Auf David eins steht schon Ihre Dame."
        );
        assert_eq!(
            illegal(Lang::Ru, &on_queen),
            "На Давид айн уже стоит ваша Даме."
        );
        let cannot = Illegal::CannotReach {
            role: Role::Queen,
            to: Square::H5,
        };
        assert!(illegal(Lang::De, &cannot).starts_with("Keine Dame von Ihnen"));
        let pinned = Illegal::KingInCheck {
            role: Role::Queen,
            to: Square::H5,
            in_check: false,
        };
        assert!(illegal(Lang::De, &pinned).starts_with("Die Dame ist gefesselt"));
        let no_pawn = Illegal::NoPiece { role: Role::Pawn };
        assert_eq!(illegal(Lang::De, &no_pawn), "Sie haben keinen Bauern mehr.");
    }

    #[test]
    fn in_russian_a_pawn_is_not_a_figure() {
        for role in Role::ALL {
            let whys = [
                Illegal::NoPiece { role },
                Illegal::NoPieceOn {
                    square: Square::E4,
                    role: Some(role),
                },
                Illegal::OwnPieceOn {
                    square: Square::E4,
                    role,
                },
                Illegal::CannotReach {
                    role,
                    to: Square::E4,
                },
                Illegal::KingInCheck {
                    role,
                    to: Square::E4,
                    in_check: false,
                },
            ];
            for why in whys {
                let text = illegal(Lang::Ru, &why);
                if role == Role::Pawn {
                    assert!(!text.contains("фигур"), "{text}");
                }
                assert!(!text.chars().any(|c| c.is_ascii_alphabetic()), "{text}");
            }
        }
    }

    #[test]
    fn unknown_words_and_counts() {
        assert_eq!(
            said(Lang::Ru, None, "Ева фир абв"),
            "Не распознано слово абв в символе номер девять: это не шахматное слово."
        );
        assert_eq!(
            said(Lang::De, None, "xyz"),
            "Nicht erkannt: xyz ist kein Schachwort."
        );
        let more = NotationError::MoreThanOne { count: 2 };
        assert_eq!(
            error(Lang::De, &Chess::default(), &more),
            "Bitte nur einen Zug auf einmal sagen; erkannt wurden zwei Züge."
        );
        assert_eq!(
            line_too_long(Lang::Ru, 64 * 1024),
            "Строка слишком длинная и не прочитана; допустимая длина строки шестьдесят четыре килобайта. Ходы до неё сохранены."
        );
        assert!(line_too_long(Lang::De, 1024).contains("bis ein Kilobyte"));
    }

    #[test]
    fn castling_and_promotion_pieces() {
        assert_eq!(
            illegal(
                Lang::Ru,
                &Illegal::CastlingBlocked {
                    side: CastlingSide::KingSide
                }
            ),
            "Короткая рокировка невозможна: между Кёнигом и Турмом стоят фигуры."
        );
        assert_eq!(
            illegal(Lang::De, &Illegal::BadPromotionPiece),
            "Ein Bauer kann nur Dame, Turm, Läufer oder Springer werden."
        );
    }
}
