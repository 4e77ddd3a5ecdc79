//! Every sentence the mirrored-board queries say: thin calls into the message catalogue
//! (`locales/<code>.ftl`, messages `board-…`). Piece and square names come from the notation
//! vocabulary (Appendix D words); the grammar around them (the gender of a piece word, plural
//! forms, numbers in words) is the catalogue's.

use shakmaty::{Color, Piece, Role};

use crate::i18n::{colour_key, msg, role_key};
use crate::lang::Lang;
use crate::notation::lexicon::vocabulary;

/// A colour as a noun ("Weiß", "White", "Белые").
pub fn colour(lang: Lang, c: Color) -> &'static str {
    crate::i18n::colour_name(lang, c)
}

/// A piece with its colour ("weißer Springer", "weiße Dame", "white Knight", "Шпрингер белых").
pub fn piece(lang: Lang, p: Piece) -> String {
    msg::board_piece(
        lang,
        colour_key(p.color),
        vocabulary(lang).piece(p.role),
        role_key(p.role),
    )
}

/// An empty square.
pub fn empty(lang: Lang) -> String {
    msg::board_empty(lang)
}

/// A square and what stands on it ("Felix drei: weißer Springer").
pub fn square(lang: Lang, square: &str, what: &str) -> String {
    msg::board_square(lang, square, what)
}

/// "from … to …" for a run of empty squares.
pub fn empty_run(lang: Lang, from: &str, to: &str) -> String {
    msg::board_empty_run(lang, from, to)
}

/// No piece of kind `role` (in the list of where pieces stand).
pub fn none(lang: Lang, c: Color, role: Role) -> String {
    msg::board_where_none(lang, colour_key(c), role_key(role))
}

/// The label before a scan of a rank.
pub fn rank_label(lang: Lang, rank_word: &str) -> String {
    msg::board_rank(lang, rank_word)
}

/// The label before a scan of a file.
pub fn file_label(lang: Lang, file_word: &str) -> String {
    msg::board_file(lang, file_word)
}

/// The label before a scan of a diagonal.
pub fn diagonal_label(lang: Lang, from: &str, to: &str) -> String {
    msg::board_diagonal(lang, from, to)
}

/// A scan: its label, then the squares in order.
pub fn scan(lang: Lang, label: &str, squares: &str) -> String {
    msg::board_scan(lang, label, squares)
}

/// Attackers and defenders of an occupied square; an empty list says "not attacked" / "not
/// defended" as a sentence of its own.
pub fn attacked_defended(lang: Lang, attackers: &[String], defenders: &[String]) -> String {
    let attacked = if attackers.is_empty() {
        msg::board_not_attacked(lang)
    } else {
        msg::board_attacked_by(lang, attackers.join(", "))
    };
    let defended = if defenders.is_empty() {
        msg::board_not_defended(lang)
    } else {
        msg::board_defended_by(lang, defenders.join(", "))
    };
    format!("{attacked} {defended}")
}

/// The pieces of each colour that reach an empty square ("Kein schwarzer Angreifer." when
/// there is none).
pub fn reached_by(lang: Lang, white: &[String], black: &[String]) -> String {
    let side = |c: Color, pieces: &[String]| {
        if pieces.is_empty() {
            msg::board_reached_by_none(lang, colour_key(c))
        } else {
            msg::board_reached_by(lang, colour_key(c), pieces.join(", "))
        }
    };
    format!(
        "{} {}",
        side(Color::White, white),
        side(Color::Black, black)
    )
}

/// The moves of a piece (or of a side): "weißer Springer Gustav eins: Springer Felix drei, …".
pub fn moves_list(lang: Lang, what: &str, list: &str) -> String {
    msg::board_moves_list(lang, list, what)
}

/// The piece on a square cannot move.
pub fn no_moves(lang: Lang, what: &str) -> String {
    msg::board_no_moves(lang, what)
}

/// The moves a piece of the side not to move will have on its next move (as if it were its
/// turn now): for planning on the opponent's time.
pub fn next_moves(lang: Lang, what: &str, list: &str) -> String {
    msg::board_next_moves(lang, list, what)
}

/// A piece of the side not to move that would have no move on its next turn as things stand.
pub fn no_moves_next(lang: Lang, what: &str) -> String {
    msg::board_no_moves_next(lang, what)
}

/// The piece on a square belongs to the side not to move.
pub fn not_their_turn(lang: Lang, what: &str, to_move: Color) -> String {
    msg::board_not_their_turn(lang, colour_key(to_move), what)
}

/// Whose turn it is, spoken (the move number in words), and whether that side is in check.
pub fn turn(lang: Lang, c: Color, move_number: u32, check: bool) -> String {
    let base = msg::board_turn(lang, colour_key(c), move_number);
    if check {
        format!("{base} {}", msg::board_in_check(lang, colour_key(c)))
    } else {
        base
    }
}

/// A count of pieces of one kind, in words with the noun's plural ("zwei Türme", "восемь
/// пешек").
pub fn piece_count(lang: Lang, role: Role, n: u32) -> String {
    msg::board_piece_count(lang, n, role_key(role))
}

/// Material of one side: its points and its pieces (`counts`, from [`piece_count`]; empty
/// when only the king is left).
pub fn material_side(lang: Lang, c: Color, points: u32, counts: &[String]) -> String {
    if counts.is_empty() {
        return msg::board_material_bare(lang, colour_key(c));
    }
    msg::board_material_side(lang, colour_key(c), points, counts.join(", "))
}

/// Who is ahead in material, and by how many points.
pub fn material_balance(lang: Lang, ahead: Option<(Color, u32)>) -> String {
    match ahead {
        None => msg::board_material_equal(lang),
        Some((c, n)) => msg::board_material_ahead(lang, colour_key(c), n),
    }
}

/// No move has been played yet.
pub fn no_move_yet(lang: Lang) -> String {
    msg::board_no_move_yet(lang)
}

/// The last move, who played it and what it captured (`captured`: the piece in words and its
/// kind, since in Russian a pawn is not a "фигура").
pub fn last_move(
    lang: Lang,
    number: u32,
    by: Color,
    words: &str,
    captured: Option<(&str, Role)>,
) -> String {
    let head = msg::board_last_move(lang, colour_key(by), words, number);
    match captured {
        None => head,
        Some((what, role)) => format!("{head} {}", msg::board_captured(lang, role_key(role), what)),
    }
}

/// One move number with its moves in a list of the last moves ("Zug zwölf: …", or "Zug zwölf,
/// Schwarz: …" when the list starts with Black's move).
pub fn moves_numbered(lang: Lang, number: u32, black_first: bool, moves: &str) -> String {
    if black_first {
        msg::board_moves_numbered_black(lang, moves, number)
    } else {
        msg::board_moves_numbered(lang, moves, number)
    }
}

/// The list of the last moves, each group from [`moves_numbered`].
pub fn last_moves(lang: Lang, groups: &[String]) -> String {
    msg::board_last_moves(lang, groups.join(". "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn german_piece_words_agree_with_their_gender() {
        let p = |color, role| piece(Lang::De, Piece { color, role });
        assert_eq!(p(Color::White, Role::Queen), "weiße Dame");
        assert_eq!(p(Color::Black, Role::Knight), "schwarzer Springer");
        assert_eq!(
            none(Lang::De, Color::Black, Role::Queen),
            "Schwarz hat keine"
        );
        assert_eq!(none(Lang::De, Color::White, Role::Rook), "Weiß hat keinen");
        assert_eq!(none(Lang::Ru, Color::Black, Role::Queen), "У чёрных нет");
    }

    #[test]
    fn counts_of_pieces_in_words_with_the_plural() {
        let de: Vec<String> = [(Role::Rook, 2), (Role::Pawn, 8), (Role::Queen, 1)]
            .iter()
            .map(|(r, n)| piece_count(Lang::De, *r, *n))
            .collect();
        assert_eq!(de, ["zwei Türme", "acht Bauern", "eine Dame"]);
        assert_eq!(piece_count(Lang::De, Role::Bishop, 1), "ein Läufer");
        assert_eq!(piece_count(Lang::De, Role::Pawn, 1), "ein Bauer");
        let ru = |r, n| piece_count(Lang::Ru, r, n);
        // The Appendix D words every other Russian answer uses, declined.
        assert_eq!(ru(Role::Rook, 1), "один Турм");
        assert_eq!(ru(Role::Rook, 2), "два Турма");
        assert_eq!(ru(Role::Pawn, 5), "пять Бауэров");
        assert_eq!(ru(Role::Pawn, 2), "два Бауэра");
        assert_eq!(ru(Role::Knight, 2), "два Шпрингера");
        assert_eq!(ru(Role::Bishop, 1), "один Лойфер");
        assert_eq!(ru(Role::Queen, 2), "две Даме");
        assert_eq!(piece_count(Lang::En, Role::Knight, 2), "two knights");
    }

    #[test]
    fn points_in_the_right_form() {
        let side = |lang, n| material_side(lang, Color::White, n, &[String::from("x")]);
        assert_eq!(side(Lang::De, 1), "Weiß hat einen Punkt: x.");
        assert_eq!(side(Lang::De, 2), "Weiß hat zwei Punkte: x.");
        assert_eq!(side(Lang::De, 21), "Weiß hat einundzwanzig Punkte: x.");
        assert_eq!(side(Lang::Ru, 1), "У белых одно очко: x.");
        assert_eq!(side(Lang::Ru, 2), "У белых два очка: x.");
        assert_eq!(side(Lang::Ru, 5), "У белых пять очков: x.");
        assert_eq!(side(Lang::Ru, 21), "У белых двадцать одно очко: x.");
        assert_eq!(side(Lang::Ru, 22), "У белых двадцать два очка: x.");
        assert_eq!(side(Lang::Ru, 34), "У белых тридцать четыре очка: x.");
        assert_eq!(side(Lang::En, 1), "White has one point: x.");
        let ahead = |lang, n| material_balance(lang, Some((Color::Black, n)));
        assert_eq!(ahead(Lang::De, 1), "Schwarz hat einen Punkt mehr.");
        assert_eq!(ahead(Lang::Ru, 1), "У чёрных на одно очко больше.");
        assert_eq!(ahead(Lang::Ru, 5), "У чёрных на пять очков больше.");
        assert_eq!(
            material_side(Lang::De, Color::Black, 0, &[]),
            "Schwarz hat nur noch den König."
        );
    }

    #[test]
    fn no_attacker_is_a_sentence_of_its_own() {
        assert_eq!(
            attacked_defended(Lang::De, &[], &[]),
            "Nicht angegriffen. Nicht gedeckt."
        );
        assert_eq!(
            reached_by(Lang::De, &["weißer Springer Felix drei".into()], &[]),
            "Weiße Angreifer: weißer Springer Felix drei. Kein schwarzer Angreifer."
        );
        assert_eq!(
            attacked_defended(Lang::Ru, &[], &[]),
            "Никто не нападает. Никто не защищает."
        );
    }

    #[test]
    fn a_captured_pawn_is_not_a_piece_in_russian() {
        let said = last_move(
            Lang::Ru,
            12,
            Color::White,
            "Шпрингер бьёт Ева фюнф",
            Some(("Бауэр чёрных", Role::Pawn)),
        );
        assert_eq!(
            said,
            "Последний ход, ход номер двенадцать: белые, Шпрингер бьёт Ева фюнф. Взят Бауэр чёрных."
        );
        assert!(!said.contains("фигура"), "{said}");
    }
}
