//! Moves in braille chess notation: one table of cells per language, written here from the
//! code's tables, never through a literary braille translator.
//!
//! # The codes
//! - **English** follows the Braille Chess Association's *Braille Chess Code*, 2015 edition
//!   for Unified English Braille (published at braillechess.org.uk, "Braille Chess Code"; it
//!   replaces the BAUK edition of 2001): §1.1, no piece or square indicator inside game moves;
//!   §1.2, a numbered move of Black's that opens a line is preceded by dots 3-6 (⠤, print's
//!   "..."); §1.3, the move number is a lower number without a numeric indicator and is followed
//!   by a space, and a square's rank is a lower digit ("2.♘f3" is ⠆⠀⠎⠋⠒: the knight is ⠎).
//!   The pieces of §2.1 (UKAAF's *Braille Chess Code and Layout*, 2015, the same code):
//!   king ⠅, queen ⠟, rook ⠗, bishop ⠇, knight ⠎, none of them a file letter.
//!   Check is ⠜⠏ (dots 3-4-5, then 1-2-3-4), from the code's own example in §1.4: "6. e4+."
//!   is ⠖⠀⠑⠲⠜⠏⠲. §1.4's separator (⠜) goes only between a move and punctuation, and "+" is
//!   no punctuation, so both cells are the check sign of §2.2; the full stop ⠲ follows it
//!   directly because §2.2's signs are not part of the move.
//!   The other signs of §2.2 (capture, mate, castling, en passant, draw offer) could not be
//!   read for this version; rochade writes them as in the common signs below, to be checked
//!   against §2.2. Checked against the source's page (2026-12): §1.1 to §1.4 as above, with
//!   their examples (`tests/braille_chess_code.rs`, `english_follows_the_codes_own_examples`);
//!   §1.4's separator before punctuation that directly follows a move never occurs in a
//!   scoresheet line.
//! - **German, Spanish and Russian**: no published braille chess code could be read for this
//!   version. The German blind chess federation (Deutscher Blinden- und
//!   Sehbehinderten-Schachbund) publishes none that could be found; the Comisión Braille
//!   Española of ONCE publishes *Documento técnico B 8: Signografía braille para la notación
//!   de partidas de ajedrez*, versión 2, septiembre de 2016, whose tables could not be read
//!   here; for Russian none was found. rochade writes a documented code of its own, built on
//!   the English code's frame (lower digits for move numbers and ranks, no numeric indicator),
//!   in which a piece can never be read as a file: each piece is its letter of the language's
//!   literary braille (Appendix C: K D T L S; R D T A C; Кр Ф Л С К) after the piece sign
//!   dots 5-6 (⠰, the piece indicator of the English code's §1.1). Without it the German and
//!   Spanish queen D would be the d-file, the Spanish bishop A the a-file and knight C the
//!   c-file, the Russian queen Ф the f-file and bishop С the c-file.
//!
//! # The common signs (all four languages)
//! A move is one token of cells with no blank inside, so no sign can leave its move on a line
//! break, and no sign is a lower digit (a rank) or a letter a–h (a file):
//! capture ⠭ (x); check ⠬ (dots 3-4-6; the English code's ⠜⠏ above); mate ⠿ (all six dots); castling short ⠴⠤⠴ and long
//! ⠴⠤⠴⠤⠴ (lower zeros and hyphens: print's 0-0 and 0-0-0); promotion: the piece straight
//! after the square (FIDE Appendix C, "d8Q"); en passant: the letters of the language's
//! print abbreviation straight after the move (e.p., a.p.); a draw offer after the move ⠐⠶
//! (dot 5 and the equals sign: print's "(=)").

use shakmaty::san::{San, SanPlus, Suffix};
use shakmaty::{CastlingSide, Role};

use crate::lang::Lang;

/// One language's braille chess code: cells as Unicode braille strings (U+2800…U+283F).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Code {
    /// The piece cells: king, queen, rook, bishop, knight.
    pub pieces: [&'static str; 5],
    /// The files a to h.
    pub files: [&'static str; 8],
    /// The digits 0 to 9 in the lower cells, without numeric indicator (move numbers, ranks).
    pub digits: [&'static str; 10],
    /// Between the moving piece (or the pawn's file) and the square of a capture.
    pub capture: &'static str,
    /// After a move that gives check.
    pub check: &'static str,
    /// After a move that mates.
    pub mate: &'static str,
    /// Castling on the king's side.
    pub castle_short: &'static str,
    /// Castling on the queen's side.
    pub castle_long: &'static str,
    /// Between the square and the new piece of a promotion.
    pub promotion: &'static str,
    /// After a capture en passant.
    pub en_passant: &'static str,
    /// After a move followed by the mover's draw offer.
    pub draw_offer: &'static str,
    /// Before a move of Black's that opens a move line (print's "...").
    pub black_first: &'static str,
}

const FILES: [&str; 8] = ["⠁", "⠃", "⠉", "⠙", "⠑", "⠋", "⠛", "⠓"];
const LOWER_DIGITS: [&str; 10] = ["⠴", "⠂", "⠆", "⠒", "⠲", "⠢", "⠖", "⠶", "⠦", "⠔"];

/// English: the Braille Chess Association's Braille Chess Code, 2015 UEB edition (§1.1–1.4,
/// pieces of §2.1, check from §1.4's example).
pub const ENGLISH: Code = Code {
    pieces: ["⠅", "⠟", "⠗", "⠇", "⠎"],
    check: "⠜⠏",
    ..COMMON
};

/// The common signs, with no pieces of their own (each language sets them).
const COMMON: Code = Code {
    pieces: ["", "", "", "", ""],
    files: FILES,
    digits: LOWER_DIGITS,
    capture: "⠭",
    check: "⠬",
    mate: "⠿",
    castle_short: "⠴⠤⠴",
    castle_long: "⠴⠤⠴⠤⠴",
    promotion: "",
    en_passant: "⠑⠏",
    draw_offer: "⠐⠶",
    black_first: "⠤",
};

/// German: rochade's documented code (see the module's documentation): K D T L S after ⠰.
pub const GERMAN: Code = Code {
    pieces: ["⠰⠅", "⠰⠙", "⠰⠞", "⠰⠇", "⠰⠎"],
    en_passant: "⠑⠏",
    ..COMMON
};

/// Spanish: rochade's documented code (see the module's documentation): R D T A C after ⠰,
/// "a.p." for en passant.
pub const SPANISH: Code = Code {
    pieces: ["⠰⠗", "⠰⠙", "⠰⠞", "⠰⠁", "⠰⠉"],
    en_passant: "⠁⠏",
    ..COMMON
};

/// Russian: rochade's documented code (see the module's documentation): Кр Ф Л С К in
/// Russian braille after ⠰; "e.p." in Latin letters.
pub const RUSSIAN: Code = Code {
    pieces: ["⠰⠅⠗", "⠰⠋", "⠰⠇", "⠰⠉", "⠰⠅"],
    en_passant: "⠑⠏",
    ..COMMON
};

/// The braille chess code of `lang`; a language added without a table of its own gets the
/// English code (as the README's braille section says).
pub fn code(lang: Lang) -> &'static Code {
    if lang == Lang::De {
        &GERMAN
    } else if lang == Lang::Es {
        &SPANISH
    } else if lang == Lang::Ru {
        &RUSSIAN
    } else {
        &ENGLISH
    }
}

impl Code {
    fn piece(&self, role: Role) -> &'static str {
        match role {
            Role::King => self.pieces[0],
            Role::Queen => self.pieces[1],
            Role::Rook => self.pieces[2],
            Role::Bishop => self.pieces[3],
            Role::Knight => self.pieces[4],
            Role::Pawn => "",
        }
    }

    /// A number in lower digits without numeric indicator (a move number).
    pub fn number(&self, n: u32) -> String {
        n.to_string()
            .chars()
            .filter_map(|c| c.to_digit(10))
            .filter_map(|d| self.digits.get(d as usize).copied())
            .collect()
    }

    /// One move: `san` with its check or mate sign, `en_passant` when it captures en passant,
    /// `offer` when the mover offered a draw after it.
    pub fn move_cells(&self, san: &SanPlus, en_passant: bool, offer: bool) -> String {
        let mut s = String::new();
        match &san.san {
            San::Castle(CastlingSide::KingSide) => s.push_str(self.castle_short),
            San::Castle(CastlingSide::QueenSide) => s.push_str(self.castle_long),
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => {
                s.push_str(self.piece(*role));
                if let Some(f) = file {
                    s.push_str(self.files[f.to_usize()]);
                }
                if let Some(r) = rank {
                    s.push_str(self.digits[r.to_usize() + 1]);
                }
                if *capture {
                    s.push_str(self.capture);
                }
                s.push_str(self.files[to.file().to_usize()]);
                s.push_str(self.digits[to.rank().to_usize() + 1]);
                if let Some(p) = promotion {
                    s.push_str(self.promotion);
                    s.push_str(self.piece(*p));
                }
                if en_passant {
                    s.push_str(self.en_passant);
                }
            }
            San::Put { role, to } => {
                s.push_str(self.piece(*role));
                s.push_str(self.files[to.file().to_usize()]);
                s.push_str(self.digits[to.rank().to_usize() + 1]);
            }
            San::Null => s.push_str("⠤⠤"),
        }
        match san.suffix {
            Some(Suffix::Check) => s.push_str(self.check),
            Some(Suffix::Checkmate) => s.push_str(self.mate),
            None => {}
        }
        if offer {
            s.push_str(self.draw_offer);
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cells of a string of braille, as dot patterns.
    fn cells(s: &str) -> Vec<u32> {
        s.chars().map(|c| c as u32 - 0x2800).collect()
    }

    #[test]
    fn no_piece_and_no_sign_can_be_read_as_a_file_or_a_rank() {
        let squares: Vec<u32> = FILES
            .iter()
            .chain(LOWER_DIGITS.iter())
            .flat_map(|s| cells(s))
            .collect();
        for lang in Lang::ALL {
            let c = code(lang);
            for p in c.pieces {
                let first = cells(p)[0];
                assert!(!squares.contains(&first), "{lang}: piece {p}");
            }
            for sign in [c.capture, c.check, c.mate, c.draw_offer] {
                let first = cells(sign)[0];
                assert!(!squares.contains(&first), "{lang}: sign {sign}");
            }
            for s in [
                c.capture,
                c.check,
                c.mate,
                c.castle_short,
                c.castle_long,
                c.en_passant,
                c.draw_offer,
            ] {
                assert!(!s.contains('⠀'), "{lang}: a sign with a blank: {s}");
            }
        }
    }

    #[test]
    fn move_numbers_are_lower_digits_without_numeric_indicator() {
        assert_eq!(ENGLISH.number(2), "⠆");
        assert_eq!(ENGLISH.number(40), "⠲⠴");
        assert_eq!(RUSSIAN.number(19), "⠂⠔");
    }
}
