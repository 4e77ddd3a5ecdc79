//! Every sentence the mirrored-board queries say, in German, English and Russian. Piece and
//! square names come from the notation vocabulary (Appendix D words).

use shakmaty::{Color, Piece, Role};

use crate::lang::Lang;
use crate::notation::lexicon::vocabulary;

/// A colour as a noun ("Weiß", "White", "белые").
pub fn colour(lang: Lang, c: Color) -> &'static str {
    crate::lang::colour_name(lang, c)
}

/// A piece with its colour ("weißer Springer", "weiße Dame", "white Knight", "Шпрингер белых").
pub fn piece(lang: Lang, p: Piece) -> String {
    let word = vocabulary(lang).piece(p.role);
    match lang {
        Lang::De => {
            let adj = p.color.fold_wb("weiß", "schwarz");
            let ending = if p.role == Role::Queen { "e" } else { "er" };
            format!("{adj}{ending} {word}")
        }
        Lang::En => format!("{} {word}", p.color.fold_wb("white", "black")),
        Lang::Ru => format!("{word} {}", p.color.fold_wb("белых", "чёрных")),
    }
}

/// An empty square.
pub fn empty(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "leer",
        Lang::En => "empty",
        Lang::Ru => "пусто",
    }
}

/// "from … to …" for a run of empty squares.
pub fn empty_run(lang: Lang, from: &str, to: &str) -> String {
    match lang {
        Lang::De => format!("{from} bis {to} leer"),
        Lang::En => format!("{from} to {to} empty"),
        Lang::Ru => format!("с {from} по {to} пусто"),
    }
}

/// Nothing of the kind asked for.
pub fn none(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "keine",
        Lang::En => "none",
        Lang::Ru => "нет",
    }
}

/// The label before a scan of a rank.
pub fn rank_label(lang: Lang, rank_word: &str) -> String {
    match lang {
        Lang::De => format!("Reihe {rank_word}"),
        Lang::En => format!("Rank {rank_word}"),
        Lang::Ru => format!("Горизонталь {rank_word}"),
    }
}

/// The label before a scan of a file.
pub fn file_label(lang: Lang, file_word: &str) -> String {
    match lang {
        Lang::De => format!("Linie {file_word}"),
        Lang::En => format!("File {file_word}"),
        Lang::Ru => format!("Вертикаль {file_word}"),
    }
}

/// The label before a scan of a diagonal.
pub fn diagonal_label(lang: Lang, from: &str, to: &str) -> String {
    match lang {
        Lang::De => format!("Diagonale {from} bis {to}"),
        Lang::En => format!("Diagonal {from} to {to}"),
        Lang::Ru => format!("Диагональ {from} — {to}"),
    }
}

/// Attackers and defenders of an occupied square.
pub fn attacked_defended(lang: Lang, attackers: &str, defenders: &str) -> String {
    match lang {
        Lang::De => format!("Angegriffen von: {attackers}. Gedeckt von: {defenders}."),
        Lang::En => format!("Attacked by: {attackers}. Defended by: {defenders}."),
        Lang::Ru => format!("Нападают: {attackers}. Защищают: {defenders}."),
    }
}

/// Pieces of each colour that reach an empty square.
pub fn reached_by(lang: Lang, white: &str, black: &str) -> String {
    match lang {
        Lang::De => format!("Weiß greift an mit: {white}. Schwarz greift an mit: {black}."),
        Lang::En => format!("White attacks with: {white}. Black attacks with: {black}."),
        Lang::Ru => format!("Белые бьют: {white}. Чёрные бьют: {black}."),
    }
}

/// The piece on a square cannot move.
pub fn no_moves(lang: Lang, what: &str) -> String {
    match lang {
        Lang::De => format!("{what}: keine Züge."),
        Lang::En => format!("{what}: no moves."),
        Lang::Ru => format!("{what}: ходов нет."),
    }
}

/// The moves a piece of the side not to move will have on its next move (as if it were its
/// turn now): for planning on the opponent's time.
pub fn next_moves(lang: Lang, what: &str, list: &str) -> String {
    match lang {
        Lang::De => format!("{what}, im nächsten Zug: {list}."),
        Lang::En => format!("{what}, on the next move: {list}."),
        Lang::Ru => format!("{what}, следующим ходом: {list}."),
    }
}

/// A piece of the side not to move that would have no move on its next turn as things stand.
pub fn no_moves_next(lang: Lang, what: &str) -> String {
    match lang {
        Lang::De => format!("{what}: im nächsten Zug keine Züge, wie die Stellung jetzt ist."),
        Lang::En => format!("{what}: no moves on the next move, as the position stands."),
        Lang::Ru => format!("{what}: следующим ходом ходов нет, как стоит позиция сейчас."),
    }
}

/// The piece on a square belongs to the side not to move.
pub fn not_their_turn(lang: Lang, what: &str, to_move: Color) -> String {
    let side = colour(lang, to_move);
    match lang {
        Lang::De => format!("{what}: {side} ist am Zug, diese Figur zieht jetzt nicht."),
        Lang::En => format!("{what}: {side} is to move; this piece cannot move now."),
        Lang::Ru => format!(
            "{what}: сейчас ход за {}, эта фигура не ходит.",
            ru_gen(to_move)
        ),
    }
}

fn ru_gen(c: Color) -> &'static str {
    c.fold_wb("белыми", "чёрными")
}

/// Whose turn it is.
pub fn turn(lang: Lang, c: Color, move_number: u32, check: bool) -> String {
    let side = colour(lang, c);
    let base = match lang {
        Lang::De => format!("{side} ist am Zug, Zug {move_number}."),
        Lang::En => format!("{side} to move, move {move_number}."),
        Lang::Ru => format!(
            "Ход {}, ход номер {move_number}.",
            c.fold_wb("белых", "чёрных")
        ),
    };
    if !check {
        return base;
    }
    match lang {
        Lang::De => format!("{base} {side} steht im Schach."),
        Lang::En => format!("{base} {side} is in check."),
        Lang::Ru => format!("{base} Шах {}.", c.fold_wb("белым", "чёрным")),
    }
}

/// Material of one side: points, then the count of each piece kind.
pub fn material_side(lang: Lang, c: Color, points: u32, counts: &str) -> String {
    let side = colour(lang, c);
    match lang {
        Lang::De => format!("{side} {points} Punkte ({counts})"),
        Lang::En => format!("{side} {points} points ({counts})"),
        Lang::Ru => format!("{side} {points} очков ({counts})"),
    }
}

/// Who is ahead in material.
pub fn material_balance(lang: Lang, ahead: Option<(Color, u32)>) -> String {
    match (lang, ahead) {
        (Lang::De, None) => "Material gleich.".into(),
        (Lang::En, None) => "Material is equal.".into(),
        (Lang::Ru, None) => "Материал равный.".into(),
        (Lang::De, Some((c, n))) => format!("{} hat {n} mehr.", colour(lang, c)),
        (Lang::En, Some((c, n))) => format!("{} is {n} ahead.", colour(lang, c)),
        (Lang::Ru, Some((c, n))) => format!("У {} на {n} больше.", c.fold_wb("белых", "чёрных")),
    }
}

/// No move has been played yet.
pub fn no_move_yet(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "Noch kein Zug gespielt.",
        Lang::En => "No move has been played yet.",
        Lang::Ru => "Ещё не сделано ни одного хода.",
    }
}

/// The last move, who played it and what it captured.
pub fn last_move(
    lang: Lang,
    number: u32,
    by: Color,
    words: &str,
    captured: Option<&str>,
) -> String {
    let side = colour(lang, by);
    let head = match lang {
        Lang::De => format!("Letzter Zug: {number}. {side}: {words}."),
        Lang::En => format!("Last move: {number}. {side}: {words}."),
        Lang::Ru => format!("Последний ход: {number}. {side}: {words}."),
    };
    match (lang, captured) {
        (_, None) => head,
        (Lang::De, Some(c)) => format!("{head} Geschlagen: {c}."),
        (Lang::En, Some(c)) => format!("{head} Captured: {c}."),
        (Lang::Ru, Some(c)) => format!("{head} Взята фигура: {c}."),
    }
}

/// Label before a list of the last moves.
pub fn moves_label(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "Züge",
        Lang::En => "Moves",
        Lang::Ru => "Ходы",
    }
}
