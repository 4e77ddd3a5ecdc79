//! Comparing two boards' records when they differ (D.2.9): how far the two scoresheets agree,
//! the moves after that on each side, and — when the scoresheets agree — the squares on which
//! the two positions differ, so that the board that deviates can be corrected square by
//! square. Pure: the partner's record comes from the network or from a written scoresheet.

use shakmaty::{Board, Move, Square};

/// How two move lists compare.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comparison {
    /// Plies on which both agree, from the start.
    pub agreed: usize,
    /// This side's moves after them.
    pub ours: Vec<Move>,
    /// The other side's moves after them.
    pub theirs: Vec<Move>,
}

impl Comparison {
    /// Whether the two records are the same.
    pub fn same(&self) -> bool {
        self.ours.is_empty() && self.theirs.is_empty()
    }
}

/// Compares two scoresheets' moves (from the same start): the last ply where they agree and
/// what follows on each side.
pub fn compare(ours: &[Move], theirs: &[Move]) -> Comparison {
    let agreed = ours.iter().zip(theirs).take_while(|(a, b)| a == b).count();
    Comparison {
        agreed,
        ours: ours[agreed..].to_vec(),
        theirs: theirs[agreed..].to_vec(),
    }
}

/// The squares on which two boards differ (a piece missing, added or another piece), in
/// board order from a1 to h8.
pub fn squares_that_differ(a: &Board, b: &Board) -> Vec<Square> {
    Square::ALL
        .into_iter()
        .filter(|sq| a.piece_at(*sq) != b.piece_at(*sq))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::san::San;
    use shakmaty::{Chess, Position};

    fn moves(sans: &[&str]) -> (Vec<Move>, Chess) {
        let mut pos = Chess::default();
        let mut out = Vec::new();
        for s in sans {
            let m = s
                .parse::<San>()
                .ok()
                .and_then(|san| san.to_move(&pos).ok())
                .unwrap_or_else(|| panic!("{s}"));
            pos.play_unchecked(m);
            out.push(m);
        }
        (out, pos)
    }

    #[test]
    fn scoresheets_that_part_are_retraced_to_where_they_agree() {
        let (a, _) = moves(&["e4", "e5", "Nf3", "Nc6", "Bb5"]);
        let (b, _) = moves(&["e4", "e5", "Nf3", "Nf6"]);
        let c = compare(&a, &b);
        assert_eq!(c.agreed, 3);
        assert_eq!(c.ours.len(), 2);
        assert_eq!(c.theirs.len(), 1);
        assert!(!c.same());
        let same = compare(&a, &a);
        assert!(same.same());
        assert_eq!(same.agreed, 5);
        // One is ahead of the other: the shorter one agrees throughout.
        let ahead = compare(&a, &a[..3]);
        assert_eq!(ahead.agreed, 3);
        assert_eq!(ahead.theirs, []);
        assert_eq!(ahead.ours.len(), 2);
    }

    #[test]
    fn the_squares_of_a_deviating_board() {
        let (_, after) = moves(&["e4"]);
        let (_, other) = moves(&["e3"]);
        let diff = squares_that_differ(after.board(), other.board());
        assert_eq!(diff, [Square::E3, Square::E4]);
        assert!(squares_that_differ(after.board(), after.board()).is_empty());
    }
}
