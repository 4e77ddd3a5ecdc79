//! The mirrored board: pure queries over a position, answered in Appendix D words.
//!
//! Every function takes a [`shakmaty::Chess`] (and, for the history, the moves played) and a
//! [`Lang`], and returns the sentence to say. Nothing here changes the game.

pub mod phrases;

use shakmaty::{Bitboard, Chess, Color, File, Move, Piece, Position, Rank, Role, Square};

use crate::game::PlayedMove;
use crate::lang::Lang;
use crate::notation::lexicon::vocabulary;
use crate::notation::{Style, san_words, words};

/// A line of squares to scan.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scan {
    /// A rank, from the a-file to the h-file.
    Rank(Rank),
    /// A file, from the first rank to the eighth.
    File(File),
    /// Both diagonals through a square, each from its lower end.
    Diagonals(Square),
}

/// Order in which pieces are listed: king first, pawns last.
const ROLE_ORDER: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

fn sq_words(lang: Lang, sq: Square) -> String {
    vocabulary(lang).square(sq)
}

/// What stands on `sq`: "Felix drei: weißer Springer" or "Felix drei: leer".
pub fn square(pos: &Chess, sq: Square, lang: Lang) -> String {
    phrases::square(lang, &sq_words(lang, sq), &contents(pos, sq, lang))
}

fn contents(pos: &Chess, sq: Square, lang: Lang) -> String {
    match pos.board().piece_at(sq) {
        Some(p) => phrases::piece(lang, p),
        None => phrases::empty(lang),
    }
}

fn squares_list(lang: Lang, bb: Bitboard) -> String {
    bb.into_iter()
        .map(|sq| sq_words(lang, sq))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Where the pieces of a kind and/or colour stand ("Springer: Weiß Bella eins, Gustav eins;
/// Schwarz Bella acht, Gustav acht."). With neither kind nor colour, every piece.
pub fn where_pieces(pos: &Chess, role: Option<Role>, colour: Option<Color>, lang: Lang) -> String {
    let v = vocabulary(lang);
    let colours: Vec<Color> = colour.map_or(vec![Color::White, Color::Black], |c| vec![c]);
    let roles: Vec<Role> = role.map_or(ROLE_ORDER.to_vec(), |r| vec![r]);
    let mut parts = Vec::new();
    for c in colours {
        let mut per_role = Vec::new();
        for r in &roles {
            let bb = pos.board().by_piece(Piece { color: c, role: *r });
            if role.is_some() && bb.is_empty() {
                // The whole part in one sentence: "У чёрных нет", "Schwarz hat keinen".
                parts.push(phrases::none(lang, c, *r));
                continue;
            }
            if role.is_some() {
                per_role.push(squares_list(lang, bb));
            } else if !bb.is_empty() {
                per_role.push(format!("{} {}", v.piece(*r), squares_list(lang, bb)));
            }
        }
        if per_role.is_empty() && role.is_some() {
            continue;
        }
        parts.push(format!(
            "{} {}",
            phrases::colour(lang, c),
            per_role.join("; ")
        ));
    }
    let body = parts.join(". ");
    match role {
        Some(r) => format!("{}: {body}.", v.piece(r)),
        None => format!("{body}."),
    }
}

fn scan_squares(lang: Lang, pos: &Chess, squares: &[Square]) -> String {
    let mut out = Vec::new();
    let mut run: Vec<Square> = Vec::new();
    let flush = |run: &mut Vec<Square>, out: &mut Vec<String>| {
        match run.as_slice() {
            [] => {}
            [one] => out.push(format!("{} {}", sq_words(lang, *one), phrases::empty(lang))),
            [first, .., last] => out.push(phrases::empty_run(
                lang,
                &sq_words(lang, *first),
                &sq_words(lang, *last),
            )),
        }
        run.clear();
    };
    for sq in squares {
        match pos.board().piece_at(*sq) {
            None => run.push(*sq),
            Some(p) => {
                flush(&mut run, &mut out);
                out.push(format!(
                    "{} {}",
                    sq_words(lang, *sq),
                    phrases::piece(lang, p)
                ));
            }
        }
    }
    flush(&mut run, &mut out);
    out.join(", ")
}

/// The two diagonals through `sq`, each from its lower end upwards; single-square diagonals
/// (the corners' short ones) are left out.
pub fn diagonals(sq: Square) -> Vec<Vec<Square>> {
    let (f, r) = (i32::from(sq.file()), i32::from(sq.rank()));
    let mut out = Vec::new();
    for df in [1, -1] {
        // Walk down to the lower end, then up.
        let (mut sf, mut sr) = (f, r);
        while (0..8).contains(&(sf - df)) && sr > 0 {
            sf -= df;
            sr -= 1;
        }
        let mut line = Vec::new();
        while (0..8).contains(&sf) && (0..8).contains(&sr) {
            line.push(Square::from_coords(
                File::new(sf as u32),
                Rank::new(sr as u32),
            ));
            sf += df;
            sr += 1;
        }
        if line.len() > 1 {
            out.push(line);
        }
    }
    out
}

/// Scans a rank, a file or the diagonals through a square, naming every piece and each run of
/// empty squares.
pub fn scan(pos: &Chess, what: Scan, lang: Lang) -> String {
    let v = vocabulary(lang);
    match what {
        Scan::Rank(r) => {
            let squares: Vec<Square> = File::ALL
                .iter()
                .map(|f| Square::from_coords(*f, r))
                .collect();
            phrases::scan(
                lang,
                &phrases::rank_label(lang, v.rank(r)),
                &scan_squares(lang, pos, &squares),
            )
        }
        Scan::File(f) => {
            let squares: Vec<Square> = Rank::ALL
                .iter()
                .map(|r| Square::from_coords(f, *r))
                .collect();
            phrases::scan(
                lang,
                &phrases::file_label(lang, v.file(f)),
                &scan_squares(lang, pos, &squares),
            )
        }
        Scan::Diagonals(sq) => diagonals(sq)
            .iter()
            .filter_map(|line| {
                let (first, last) = (line.first()?, line.last()?);
                Some(phrases::scan(
                    lang,
                    &phrases::diagonal_label(lang, &sq_words(lang, *first), &sq_words(lang, *last)),
                    &scan_squares(lang, pos, line),
                ))
            })
            .collect::<Vec<_>>()
            .join(" "),
    }
}

/// Each piece on `bb` with its square ("weißer Springer Felix drei").
fn pieces_on(pos: &Chess, bb: Bitboard, lang: Lang) -> Vec<String> {
    bb.into_iter()
        .filter_map(|sq| {
            pos.board()
                .piece_at(sq)
                .map(|p| format!("{} {}", phrases::piece(lang, p), sq_words(lang, sq)))
        })
        .collect()
}

/// Attackers and defenders of `sq`: for an occupied square, the opponent's pieces that attack it
/// and the owner's that defend it; for an empty one, each side's pieces that reach it.
pub fn attackers(pos: &Chess, sq: Square, lang: Lang) -> String {
    let board = pos.board();
    let occ = board.occupied();
    let by = |c: Color| board.attacks_to(sq, c, occ);
    let head = square(pos, sq, lang);
    let tail = match board.piece_at(sq) {
        Some(p) => phrases::attacked_defended(
            lang,
            &pieces_on(pos, by(!p.color), lang),
            &pieces_on(pos, by(p.color), lang),
        ),
        None => phrases::reached_by(
            lang,
            &pieces_on(pos, by(Color::White), lang),
            &pieces_on(pos, by(Color::Black), lang),
        ),
    };
    format!("{head}. {tail}")
}

fn moves_in_words(pos: &Chess, moves: &[Move], lang: Lang) -> String {
    moves
        .iter()
        .map(|m| words(pos, *m, lang, Style::default()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The legal moves of the piece on `sq`, in words.
pub fn moves_from(pos: &Chess, sq: Square, lang: Lang) -> String {
    let what = square(pos, sq, lang);
    let Some(piece) = pos.board().piece_at(sq) else {
        return format!("{what}.");
    };
    if piece.color != pos.turn() {
        // Planning on the opponent's time: its moves as if it were its owner's turn (the
        // next move), when that position can be set up.
        let Ok(next) = pos.clone().swap_turn() else {
            return phrases::not_their_turn(lang, &what, pos.turn());
        };
        let moves: Vec<Move> = next
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == Some(sq))
            .collect();
        if moves.is_empty() {
            return phrases::no_moves_next(lang, &what);
        }
        return phrases::next_moves(lang, &what, &moves_in_words(&next, &moves, lang));
    }
    let moves: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.from() == Some(sq) || (m.is_castle() && m.from() == Some(sq)))
        .collect();
    if moves.is_empty() {
        return phrases::no_moves(lang, &what);
    }
    phrases::moves_list(lang, &what, &moves_in_words(pos, &moves, lang))
}

/// The legal moves of every piece of kind `role` of the side to move, in words.
pub fn moves_of(pos: &Chess, role: Role, lang: Lang) -> String {
    let moves: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.role() == role)
        .collect();
    let what = format!(
        "{} {}",
        phrases::colour(lang, pos.turn()),
        vocabulary(lang).piece(role)
    );
    if moves.is_empty() {
        return phrases::no_moves(lang, &what);
    }
    phrases::moves_list(lang, &what, &moves_in_words(pos, &moves, lang))
}

/// Whose turn it is, the move number, and whether that side is in check.
pub fn turn(pos: &Chess, lang: Lang) -> String {
    phrases::turn(lang, pos.turn(), pos.fullmoves().get(), pos.is_check())
}

/// The usual point value of a piece kind (the king counts nothing).
pub fn value(role: Role) -> u32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}

/// Material of both sides in points and pieces, and who is ahead.
pub fn material(pos: &Chess, lang: Lang) -> String {
    let board = pos.board();
    let side = |c: Color| {
        let mut points = 0;
        let mut counts = Vec::new();
        for r in ROLE_ORDER.iter().skip(1) {
            let n = board.by_piece(Piece { color: c, role: *r }).count() as u32;
            points += value(*r) * n;
            if n > 0 {
                counts.push(phrases::piece_count(lang, *r, n));
            }
        }
        (points, counts)
    };
    let (w, wc) = side(Color::White);
    let (b, bc) = side(Color::Black);
    let ahead = match w.cmp(&b) {
        std::cmp::Ordering::Greater => Some((Color::White, w - b)),
        std::cmp::Ordering::Less => Some((Color::Black, b - w)),
        std::cmp::Ordering::Equal => None,
    };
    format!(
        "{} {} {}",
        phrases::material_side(lang, Color::White, w, &wc),
        phrases::material_side(lang, Color::Black, b, &bc),
        phrases::material_balance(lang, ahead)
    )
}

/// The words of a move already played.
pub fn played_words(m: &PlayedMove, lang: Lang) -> String {
    san_words(m.san, m.mv.is_en_passant(), lang, Style::default())
}

/// The piece a played move took, if any.
pub fn captured(m: &PlayedMove) -> Option<Piece> {
    let role = m.mv.capture()?;
    Some(Piece {
        color: !m.before.turn(),
        role,
    })
}

/// The last move, who played it, and what it captured.
pub fn last_move(moves: &[PlayedMove], lang: Lang) -> String {
    let Some(m) = moves.last() else {
        return phrases::no_move_yet(lang);
    };
    let captured = captured(m).map(|p| (phrases::piece(lang, p), p.role));
    phrases::last_move(
        lang,
        m.before.fullmoves().get(),
        m.before.turn(),
        &played_words(m, lang),
        captured.as_ref().map(|(w, r)| (w.as_str(), *r)),
    )
}

/// The last `n` moves (plies), numbered: "Letzte Züge. Zug eins: Bauer Eva vier, Bauer Eva
/// fünf. Zug zwei: …".
pub fn last_moves(moves: &[PlayedMove], n: usize, lang: Lang) -> String {
    if moves.is_empty() {
        return phrases::no_move_yet(lang);
    }
    let start = moves.len().saturating_sub(n.max(1));
    // (move number, starts with Black's move, the moves' words)
    let mut groups: Vec<(u32, bool, Vec<String>)> = Vec::new();
    for m in &moves[start..] {
        let number = m.before.fullmoves().get();
        let white = m.before.turn() == Color::White;
        match groups.last_mut() {
            Some((n, _, words)) if !white && *n == number => words.push(played_words(m, lang)),
            _ => groups.push((number, !white, vec![played_words(m, lang)])),
        }
    }
    let groups: Vec<String> = groups
        .iter()
        .map(|(number, black, words)| {
            phrases::moves_numbered(lang, *number, *black, &words.join(", "))
        })
        .collect();
    phrases::last_moves(lang, &groups)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diagonals_through_a_square() {
        let d = diagonals(Square::C1);
        assert_eq!(d.len(), 2);
        assert_eq!(d[0].first(), Some(&Square::C1));
        assert_eq!(d[0].last(), Some(&Square::H6));
        assert_eq!(d[1], vec![Square::C1, Square::B2, Square::A3]);
        assert_eq!(diagonals(Square::A1).len(), 1);
        assert_eq!(diagonals(Square::E4)[0].first(), Some(&Square::B1));
        assert_eq!(diagonals(Square::E4)[1].first(), Some(&Square::H1));
    }

    #[test]
    fn square_and_scan_in_appendix_d_words() {
        let pos = Chess::default();
        assert_eq!(
            square(&pos, Square::G1, Lang::De),
            "Gustav eins: weißer Springer"
        );
        assert_eq!(
            square(&pos, Square::D8, Lang::De),
            "David acht: schwarze Dame"
        );
        assert_eq!(square(&pos, Square::E4, Lang::En), "e4: empty");
        assert_eq!(
            scan(&pos, Scan::File(File::E), Lang::De),
            "Linie Eva: Eva eins weißer König, Eva zwei weißer Bauer, Eva drei bis Eva sechs leer, Eva sieben schwarzer Bauer, Eva acht schwarzer König."
        );
    }

    #[test]
    fn material_and_turn() {
        let pos = Chess::default();
        assert_eq!(
            material(&pos, Lang::En),
            "White has thirty-nine points: one queen, two rooks, two bishops, two knights, eight pawns. Black has thirty-nine points: one queen, two rooks, two bishops, two knights, eight pawns. Material is equal."
        );
        assert_eq!(
            material(&pos, Lang::De),
            "Weiß hat neununddreißig Punkte: eine Dame, zwei Türme, zwei Läufer, zwei Springer, acht Bauern. Schwarz hat neununddreißig Punkte: eine Dame, zwei Türme, zwei Läufer, zwei Springer, acht Bauern. Das Material ist ausgeglichen."
        );
        assert_eq!(
            material(&pos, Lang::Ru),
            "У белых тридцать девять очков: одна Даме, два Турма, два Лойфера, два Шпрингера, восемь Бауэров. У чёрных тридцать девять очков: одна Даме, два Турма, два Лойфера, два Шпрингера, восемь Бауэров. Материал равный."
        );
        assert_eq!(turn(&pos, Lang::De), "Weiß ist am Zug, Zug eins.");
        assert_eq!(turn(&pos, Lang::Ru), "Ход белых, ход номер один.");
    }
}
