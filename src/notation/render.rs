//! Saying and writing moves: a legal move in a position to the words of a language
//! ("Springer Felix drei", "Knight f3", "Шпрингер Феликс драй") or to written notation with the
//! language's piece letters (`Sf3`, `Nf3`, `Кf3`). Disambiguation is exactly SAN's.

use serde::{Deserialize, Serialize};
use shakmaty::san::{San, SanPlus, Suffix};
use shakmaty::{CastlingSide, Chess, Move, Position, Role, Square};

use super::lexicon::vocabulary;
use crate::lang::Lang;

/// How moves are put into words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Style {
    /// Say the pawn word before pawn moves ("Bauer Eva vier" rather than "Eva vier").
    pub pawn_word: bool,
}

impl Default for Style {
    fn default() -> Self {
        Style { pawn_word: true }
    }
}

/// The words for `m`, a legal move in `pos`.
///
/// ```
/// use rochade::Lang;
/// use rochade::notation::{Style, words};
/// use shakmaty::{Chess, Move, Role, Square};
///
/// let start = Chess::default();
/// let nf3 = Move::Normal {
///     role: Role::Knight,
///     from: Square::G1,
///     capture: None,
///     to: Square::F3,
///     promotion: None,
/// };
/// assert_eq!(words(&start, nf3, Lang::De, Style::default()), "Springer Felix drei");
/// assert_eq!(words(&start, nf3, Lang::En, Style::default()), "Knight f3");
/// assert_eq!(words(&start, nf3, Lang::Ru, Style::default()), "Шпрингер Феликс драй");
/// ```
pub fn words(pos: &Chess, m: Move, lang: Lang, style: Style) -> String {
    let san = SanPlus::from_move(pos.clone(), m);
    san_words(san, m.is_en_passant(), lang, style)
}

/// The words for a move already in SAN (`en_passant` adds the en passant words).
pub fn san_words(san: SanPlus, en_passant: bool, lang: Lang, style: Style) -> String {
    let mut out = String::with_capacity(32);
    push_san_words(&mut out, san, en_passant, lang, style);
    out
}

/// The words of `m`, played in `pos`, appended to `out` (what [`words`] returns); `pos` is
/// left after the move. Check and mate are found on the position after the move (legal moves
/// generated only after a check), nothing is allocated but `out`'s growth.
pub fn push_words_and_play(out: &mut String, pos: &mut Chess, m: Move, lang: Lang, style: Style) {
    let san = San::from_move(pos, m);
    pos.play_unchecked(m);
    let suffix = if !pos.is_check() {
        None
    } else if pos.legal_moves().is_empty() {
        Some(Suffix::Checkmate)
    } else {
        Some(Suffix::Check)
    };
    push_san_words(out, SanPlus { san, suffix }, m.is_en_passant(), lang, style);
}

/// [`san_words`] appended to `out`.
pub fn push_san_words(out: &mut String, san: SanPlus, en_passant: bool, lang: Lang, style: Style) {
    let v = vocabulary(lang);
    let start = out.len();
    let part = |out: &mut String, words: &str| {
        if out.len() > start {
            out.push(' ');
        }
        out.push_str(words);
    };
    let square = |out: &mut String, sq: Square| {
        if out.len() > start {
            out.push(' ');
        }
        out.push_str(v.file(sq.file()));
        out.push_str(v.square_separator());
        out.push_str(v.rank(sq.rank()));
    };
    match san.san {
        San::Castle(side) => part(out, v.castle(side)),
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            if role != Role::Pawn || style.pawn_word {
                part(out, v.piece(role));
            }
            match (file, rank) {
                (Some(f), Some(r)) => square(out, Square::from_coords(f, r)),
                (Some(f), None) => part(out, v.file(f)),
                (None, Some(r)) => part(out, v.rank(r)),
                (None, None) => {}
            }
            if capture {
                part(out, v.capture_word());
            }
            square(out, to);
            if let Some(p) = promotion {
                part(out, v.promotion_word());
                part(out, v.piece(p));
            }
            if en_passant {
                part(out, v.en_passant_word());
            }
        }
        San::Put { role, to } => {
            part(out, v.piece(role));
            square(out, to);
        }
        San::Null => part(out, "--"),
    }
    match san.suffix {
        Some(Suffix::Check) => part(out, v.check_word()),
        Some(Suffix::Checkmate) => part(out, v.mate_word()),
        None => {}
    }
}

/// The move in written algebraic notation with the piece letters of `lang` (Appendix C):
/// `Sf3` in German, `Nf3` in English, `Кf3` in Russian; promotion `e8=D`, `e8=Q`, `e8Ф`;
/// castling `0-0` (German, Russian) or `O-O` (English).
pub fn written(pos: &Chess, m: Move, lang: Lang) -> String {
    written_san(SanPlus::from_move(pos.clone(), m), lang)
}

/// [`written`] for a move already in SAN.
pub fn written_san(san: SanPlus, lang: Lang) -> String {
    let v = vocabulary(lang);
    let mut s = String::with_capacity(8);
    match san.san {
        San::Castle(CastlingSide::KingSide) => s.push_str(v.castle_short_written()),
        San::Castle(CastlingSide::QueenSide) => s.push_str(v.castle_long_written()),
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            s.push_str(v.letter(role));
            if let Some(f) = file {
                s.push(f.char());
            }
            if let Some(r) = rank {
                s.push(r.char());
            }
            if capture {
                s.push('x');
            }
            s.push_str(&to.to_string());
            if let Some(p) = promotion {
                s.push_str(v.promotion_sign());
                s.push_str(v.letter(p));
            }
        }
        San::Put { role, to } => {
            s.push_str(v.letter(role));
            s.push('@');
            s.push_str(&to.to_string());
        }
        San::Null => s.push_str("--"),
    }
    if let Some(suffix) = san.suffix {
        s.push(suffix.char());
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, Position};

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .ok()
            .and_then(|f| f.into_position(CastlingMode::Standard).ok())
            .unwrap_or_else(|| panic!("bad test FEN {fen}"))
    }

    fn find(p: &Chess, san: &str) -> Move {
        san.parse::<San>()
            .ok()
            .and_then(|s| s.to_move(p).ok())
            .unwrap_or_else(|| panic!("{san} not legal"))
    }

    #[test]
    fn appendix_d_words() {
        let start = Chess::default();
        let de = |p: &Chess, san: &str| words(p, find(p, san), Lang::De, Style::default());
        assert_eq!(de(&start, "Nf3"), "Springer Felix drei");
        assert_eq!(de(&start, "e4"), "Bauer Eva vier");
        assert_eq!(
            words(
                &start,
                find(&start, "e4"),
                Lang::De,
                Style { pawn_word: false }
            ),
            "Eva vier"
        );
        let ep = pos("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
        assert_eq!(de(&ep, "exd6"), "Bauer Eva nimmt David sechs en passant");
        let castle = pos("r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 6 9");
        assert_eq!(de(&castle, "O-O"), "Kurze Rochade");
        assert_eq!(de(&castle, "O-O-O"), "Lange Rochade");
        let promo = pos("6k1/8/8/8/8/8/1p4PP/R5K1 b - - 0 1");
        assert_eq!(
            de(&promo, "bxa1=R+"),
            "Bauer Bella nimmt Anna eins wird Turm Schach"
        );
        let knights = pos("rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3");
        assert_eq!(de(&knights, "Nbd2"), "Springer Bella David zwei");
        let mate = pos("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
        assert_eq!(de(&mate, "Qxf7#"), "Dame nimmt Felix sieben Matt");
        assert_eq!(
            words(&mate, find(&mate, "Qxf7#"), Lang::En, Style::default()),
            "Queen takes f7 checkmate"
        );
        assert_eq!(
            words(&mate, find(&mate, "Qxf7#"), Lang::Ru, Style::default()),
            "Даме бьёт Феликс зибен мат"
        );
    }

    #[test]
    fn written_notation_per_language() {
        let start = Chess::default();
        let m = find(&start, "Nf3");
        assert_eq!(written(&start, m, Lang::De), "Sf3");
        assert_eq!(written(&start, m, Lang::En), "Nf3");
        assert_eq!(written(&start, m, Lang::Ru), "Кf3");
        let p = pos("3r3k/1P4pp/8/8/8/8/6PP/6K1 w - - 0 1");
        let m = find(&p, "b8=Q");
        assert_eq!(written(&p, m, Lang::De), "b8=D");
        assert_eq!(written(&p, m, Lang::Ru), "b8Ф");
        let k = pos("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        let m = find(&k, "O-O");
        assert_eq!(written(&k, m, Lang::Ru), "0-0");
        assert_eq!(written(&k, m, Lang::En), "O-O");
        let _ = k.legal_moves();
    }
}
