//! Second stage of reading: the shape of a move plus the position give the one legal move
//! meant, or say exactly why there is none or more than one.

use shakmaty::attacks;
use shakmaty::{
    Bitboard, CastlingSide, Chess, Color, EnPassantMode, Move, MoveList, Piece, Position, Rank,
    Role, Square,
};

use super::lexicon::RoleSet;
use super::syntax::MoveSyntax;

/// Why a move that was understood cannot be played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Illegal {
    /// The game is over: the side to move has no legal move.
    GameOver,
    /// The player has no piece of that kind.
    NoPiece {
        /// The piece kind.
        role: Role,
    },
    /// No piece of the player's (of the kind said) stands on the square said.
    NoPieceOn {
        /// The square said.
        square: Square,
        /// The kind said, if any.
        role: Option<Role>,
    },
    /// The player's own piece stands on the target square.
    OwnPieceOn {
        /// The target square.
        square: Square,
        /// What stands there.
        role: Role,
    },
    /// No piece of that kind (from where it was said to come) can reach the square.
    CannotReach {
        /// The piece kind.
        role: Role,
        /// The target square.
        to: Square,
    },
    /// The move would leave or put the player's own king in check.
    KingInCheck {
        /// The piece kind.
        role: Role,
        /// The target square.
        to: Square,
        /// Whether the king is in check now (the move does not answer the check).
        in_check: bool,
    },
    /// A capture was said but there is nothing to take on the target square.
    NothingToCapture {
        /// The target square.
        to: Square,
    },
    /// A promotion piece was said for a move that is not a promotion.
    NotAPromotion {
        /// The target square.
        to: Square,
    },
    /// The piece named for the promotion is not allowed (a king or a pawn).
    BadPromotionPiece,
    /// En passant was said but no en passant capture is possible there.
    NoEnPassant {
        /// The target square.
        to: Square,
    },
    /// The king or that rook has moved: the right to castle on that side is lost.
    CastlingRightsLost {
        /// The side.
        side: CastlingSide,
    },
    /// Pieces stand between king and rook.
    CastlingBlocked {
        /// The side.
        side: CastlingSide,
    },
    /// The king is in check, so it may not castle.
    CastlingInCheck,
    /// The king would pass through or land on an attacked square.
    CastlingThroughCheck {
        /// The side.
        side: CastlingSide,
    },
}

/// The move was understood but does not name exactly one legal move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ResolveError {
    /// No legal move fits.
    #[error("illegal move: {0:?}")]
    Illegal(Illegal),
    /// More than one legal move fits; the candidates, to be read out.
    #[error("ambiguous move: {} candidates", .0.len())]
    Ambiguous(Vec<Move>),
    /// A pawn reaches the last rank and the piece it becomes was not named (D.2.1).
    #[error("promotion without naming the piece")]
    PromotionMissing(Vec<Move>),
    /// The one legal move near what was said is a different move than was said: a pawn
    /// capture said as a pawn move (`c4` for `dxc4`), castling said as a king move (`Kg1`).
    /// It is asked back, never played.
    #[error("not the move said: {kind:?}")]
    NotAsSaid {
        /// The move the player may have meant.
        meant: Move,
        /// What was left unsaid.
        kind: NotAsSaid,
    },
}

/// What a move said leaves out of the move it could stand for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotAsSaid {
    /// A pawn capture, said without the capture and without the pawn's file.
    Capture,
    /// Castling, said as a king move to the king's castling square.
    Castling,
}

impl ResolveError {
    /// How helpful this error is to the player, to choose among the errors of several
    /// readings of the same words.
    pub(crate) fn weight(&self) -> u8 {
        match self {
            ResolveError::Ambiguous(_) | ResolveError::PromotionMissing(_) => 3,
            ResolveError::NotAsSaid { .. } => 2,
            ResolveError::Illegal(Illegal::NoPieceOn { .. }) => 0,
            ResolveError::Illegal(_) => 1,
        }
    }
}

const ALL_ROLES: RoleSet = RoleSet::one(Role::Pawn)
    .with(RoleSet::one(Role::Knight))
    .with(RoleSet::one(Role::Bishop))
    .with(RoleSet::one(Role::Rook))
    .with(RoleSet::one(Role::Queen))
    .with(RoleSet::one(Role::King));

fn targets(m: &Move, to: Square, from_given: bool, turn: Color) -> bool {
    match *m {
        Move::Castle { rook, .. } => {
            let side = if rook.file() > shakmaty::File::E {
                CastlingSide::KingSide
            } else {
                CastlingSide::QueenSide
            };
            to == side.king_to(turn) || (from_given && to == rook)
        }
        _ => m.to() == to,
    }
}

/// Finds the one legal move in `pos` that `syntax` describes.
///
/// # Errors
/// [`ResolveError::Illegal`] with the reason when no legal move fits,
/// [`ResolveError::Ambiguous`] with the candidates when several do, and
/// [`ResolveError::PromotionMissing`] when a pawn promotes and the piece was not said.
pub fn resolve(pos: &Chess, syntax: &MoveSyntax) -> Result<Move, ResolveError> {
    let game_over = || pos.legal_moves().is_empty();
    let turn = pos.turn();
    match *syntax {
        MoveSyntax::Castle { side, .. } => {
            pos.castling_moves(side).first().copied().ok_or_else(|| {
                ResolveError::Illegal(if game_over() {
                    Illegal::GameOver
                } else {
                    castling_reason(pos, side)
                })
            })
        }
        MoveSyntax::CastleEither { .. } => {
            let mut both = pos.castling_moves(CastlingSide::KingSide);
            both.extend(pos.castling_moves(CastlingSide::QueenSide));
            match both.as_slice() {
                [m] => Ok(*m),
                [] => Err(ResolveError::Illegal(if game_over() {
                    Illegal::GameOver
                } else {
                    castling_reason(pos, CastlingSide::KingSide)
                })),
                many => Err(ResolveError::Ambiguous(many.to_vec())),
            }
        }
        MoveSyntax::Normal {
            roles,
            from_file,
            from_rank,
            capture,
            to,
            promotion,
            en_passant,
            ..
        } => {
            let from_given = from_file.is_some() && from_rank.is_some();
            let roles = match (roles, syntax.from_square()) {
                (Some(set), _) => set,
                // Long algebraic without a piece (e2e4, g1f3): the piece on the origin.
                (None, Some(from)) => pos
                    .board()
                    .piece_at(from)
                    .filter(|p| p.color == turn)
                    .map_or(ALL_ROLES, |p| RoleSet::one(p.role)),
                (None, None) => RoleSet::one(Role::Pawn),
            };
            let single = roles.single();
            // A piece other than a pawn, said plainly: its one legal move, if it has one.
            if let Some(role) = single
                && role != Role::Pawn
                && promotion.is_none()
                && !en_passant
                && !(role == Role::King && from_given)
                && let Some(m) = piece_move(pos, role, from_file, from_rank, capture, to)
            {
                return Ok(m);
            }
            // Only the moves of the named pieces to the target square are generated, as
            // shakmaty's own SAN resolution does.
            let mut at_target = if let Some(role) = single.filter(|r| *r != Role::King) {
                pos.san_candidates(role, to)
            } else {
                let mut all = MoveList::new();
                for role in roles.iter() {
                    all.extend(pos.san_candidates(role, to));
                    // Castling only as long algebraic or UCI (e1g1, Ke1-g1), where the king's
                    // own squares are said; "Kg1" is asked back (see below).
                    if role == Role::King && from_given {
                        for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
                            all.extend(
                                pos.castling_moves(side)
                                    .into_iter()
                                    .filter(|m| targets(m, to, from_given, turn)),
                            );
                        }
                    }
                }
                all
            };
            if from_file.is_some() || from_rank.is_some() {
                at_target.retain(|m| {
                    m.from().is_some_and(|f| {
                        from_file.is_none_or(|x| f.file() == x)
                            && from_rank.is_none_or(|x| f.rank() == x)
                    })
                });
            }
            // A pawn capture is written with the pawn's file or the capture ("dxc4", "dc4",
            // "Bauer nimmt Cesar vier"); "c4" alone is a pawn move, never a capture.
            let capture_unsaid = !capture && !en_passant && from_file.is_none();
            let fits = |m: &Move| {
                promotion.is_none_or(|set| m.promotion().is_some_and(|r| set.contains(r)))
                    && (!capture || m.is_capture())
                    && (!en_passant || m.is_en_passant())
                    && !(capture_unsaid && m.role() == Role::Pawn && m.is_capture())
            };
            let mut fitting = at_target.iter().filter(|m| fits(m));
            if let (Some(m), None) = (fitting.next(), fitting.next()) {
                return Ok(*m);
            }
            let matching: Vec<Move> = at_target.iter().filter(|m| fits(m)).copied().collect();
            match matching.as_slice() {
                [m] => Ok(*m),
                [] if game_over() => Err(ResolveError::Illegal(Illegal::GameOver)),
                [] => Err(
                    not_as_said(pos, syntax, roles, &at_target).unwrap_or_else(|| {
                        ResolveError::Illegal(diagnose(pos, syntax, roles, &at_target))
                    }),
                ),
                many => {
                    if promotion.is_none() && many.iter().all(|m| m.is_promotion()) {
                        let first = many[0].from();
                        if many.iter().all(|m| m.from() == first) {
                            return Err(ResolveError::PromotionMissing(many.to_vec()));
                        }
                        // Several pawns could promote: list one move per pawn.
                        let per_pawn = many
                            .iter()
                            .filter(|m| m.promotion() == Some(Role::Queen))
                            .copied()
                            .collect();
                        return Err(ResolveError::Ambiguous(per_pawn));
                    }
                    Err(ResolveError::Ambiguous(many.to_vec()))
                }
            }
        }
    }
}

/// The one legal move of a `role` (not a pawn) of the side to move to `to`, from the file
/// and rank said, if exactly one fits (with something to take on `to` if a capture was said);
/// `None` otherwise, and then the general resolution says what is wrong. A narrower search
/// than [`Position::san_candidates`]: the pieces that attack `to` (shakmaty's attack tables),
/// each kept if its own king is not attacked after the move.
fn piece_move(
    pos: &Chess,
    role: Role,
    from_file: Option<shakmaty::File>,
    from_rank: Option<Rank>,
    capture: bool,
    to: Square,
) -> Option<Move> {
    let board = pos.board();
    let turn = pos.turn();
    if board.by_color(turn).contains(to) {
        return None;
    }
    let captured = board.role_at(to);
    if capture && captured.is_none() {
        return None;
    }
    let piece = Piece { color: turn, role };
    let occupied = board.occupied();
    // From `to`, a piece other than a pawn attacks the squares it is attacked from.
    let mut froms = attacks::attacks(to, piece, occupied) & board.by_piece(piece);
    if let Some(f) = from_file {
        froms &= Bitboard::from_file(f);
    }
    if let Some(r) = from_rank {
        froms &= Bitboard::from_rank(r);
    }
    let king = board.king_of(turn)?;
    let mut found = None;
    for from in froms {
        let safe = if role == Role::King {
            board
                .attacks_to(to, !turn, occupied.without(from))
                .is_empty()
        } else {
            let after = occupied.without(from).with(to);
            board.attacks_to(king, !turn, after).without(to).is_empty()
        };
        if safe {
            if found.is_some() {
                return None;
            }
            found = Some(Move::Normal {
                role,
                from,
                capture: captured,
                to,
                promotion: None,
            });
        }
    }
    found
}

/// The move the words may have meant when they name none as said: the pawn capture said as a
/// pawn move (one capture: asked back; several: the choice), or castling said as a king move.
fn not_as_said(
    pos: &Chess,
    syntax: &MoveSyntax,
    roles: RoleSet,
    at_target: &[Move],
) -> Option<ResolveError> {
    let MoveSyntax::Normal {
        from_file,
        from_rank,
        capture,
        to,
        promotion,
        en_passant,
        ..
    } = *syntax
    else {
        return None;
    };
    if roles.contains(Role::Pawn) && !capture && !en_passant && from_file.is_none() {
        let captures: Vec<Move> = at_target
            .iter()
            .filter(|m| {
                m.role() == Role::Pawn
                    && m.is_capture()
                    && promotion.is_none_or(|set| m.promotion().is_some_and(|r| set.contains(r)))
                    && (promotion.is_some() || m.promotion().is_none_or(|r| r == Role::Queen))
            })
            .copied()
            .collect();
        match captures.as_slice() {
            [] => {}
            [m] => {
                return Some(ResolveError::NotAsSaid {
                    meant: *m,
                    kind: NotAsSaid::Capture,
                });
            }
            many => return Some(ResolveError::Ambiguous(many.to_vec())),
        }
    }
    if roles.contains(Role::King) && !(from_file.is_some() && from_rank.is_some()) {
        let turn = pos.turn();
        for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
            if let Some(m) = pos
                .castling_moves(side)
                .into_iter()
                .find(|m| targets(m, to, false, turn))
            {
                return Some(ResolveError::NotAsSaid {
                    meant: m,
                    kind: NotAsSaid::Castling,
                });
            }
        }
    }
    None
}

fn castling_reason(pos: &Chess, side: CastlingSide) -> Illegal {
    let color = pos.turn();
    let castles = pos.castles();
    if !castles.has(color, side) {
        Illegal::CastlingRightsLost { side }
    } else if (castles.path(color, side) & pos.board().occupied()).any() {
        Illegal::CastlingBlocked { side }
    } else if pos.is_check() {
        Illegal::CastlingInCheck
    } else {
        Illegal::CastlingThroughCheck { side }
    }
}

fn diagnose(pos: &Chess, syntax: &MoveSyntax, roles: RoleSet, at_target: &[Move]) -> Illegal {
    let MoveSyntax::Normal {
        from_file,
        from_rank,
        capture,
        to,
        promotion,
        en_passant,
        ..
    } = *syntax
    else {
        return Illegal::GameOver;
    };
    let role = roles.single().unwrap_or(Role::Pawn);
    if !at_target.is_empty() {
        return wrong_detail(at_target, promotion, en_passant, capture, to);
    }
    let board = pos.board();
    let turn = pos.turn();
    let ours = pieces_of(board, turn, roles);
    let candidates: Vec<Square> = ours
        .into_iter()
        .filter(|sq| {
            from_file.is_none_or(|f| sq.file() == f) && from_rank.is_none_or(|r| sq.rank() == r)
        })
        .collect();
    if candidates.is_empty() {
        return match syntax.from_square() {
            Some(square) => Illegal::NoPieceOn {
                square,
                role: roles.single().filter(|_| roles != ALL_ROLES),
            },
            None if ours.is_empty() => Illegal::NoPiece { role },
            None => Illegal::CannotReach { role, to },
        };
    }
    if let Some(piece) = board.piece_at(to).filter(|p| p.color == turn) {
        return Illegal::OwnPieceOn {
            square: to,
            role: piece.role,
        };
    }
    if let Some(set) = promotion {
        let last = turn.relative_rank(Rank::Eighth);
        if to.rank() != last || !roles.contains(Role::Pawn) {
            return Illegal::NotAPromotion { to };
        }
        if set.contains(Role::King) || set.contains(Role::Pawn) {
            return Illegal::BadPromotionPiece;
        }
    }
    let reaching = candidates.iter().find(|from| {
        board.role_at(**from).is_some_and(|r| {
            reaches(
                pos,
                **from,
                Piece {
                    color: turn,
                    role: r,
                },
                to,
            )
        })
    });
    match reaching {
        Some(from) => Illegal::KingInCheck {
            role: board.role_at(*from).unwrap_or(role),
            to,
            in_check: pos.is_check(),
        },
        None if capture && board.piece_at(to).is_none() && role != Role::Pawn => {
            Illegal::NothingToCapture { to }
        }
        None => Illegal::CannotReach { role, to },
    }
}

/// Why a move said is illegal when a piece can go to its square (`to`, by the moves
/// `at_target`): something else that was said is wrong (the promotion, en passant, a capture).
fn wrong_detail(
    at_target: &[Move],
    promotion: Option<RoleSet>,
    en_passant: bool,
    capture: bool,
    to: Square,
) -> Illegal {
    if let Some(set) = promotion {
        if !at_target.iter().any(|m| m.is_promotion()) {
            return Illegal::NotAPromotion { to };
        }
        if set.contains(Role::King) || set.contains(Role::Pawn) {
            return Illegal::BadPromotionPiece;
        }
    }
    if en_passant && !at_target.iter().any(|m| m.is_en_passant()) {
        return Illegal::NoEnPassant { to };
    }
    if capture {
        return Illegal::NothingToCapture { to };
    }
    Illegal::BadPromotionPiece
}

/// The squares of `turn`'s pieces of the `roles` named.
fn pieces_of(board: &shakmaty::Board, turn: Color, roles: RoleSet) -> Bitboard {
    let mut ours = Bitboard::EMPTY;
    for r in roles.iter() {
        ours |= board.by_piece(Piece {
            color: turn,
            role: r,
        });
    }
    ours
}

/// Whether `piece` on `from` could move to `to` if the safety of its own king did not matter.
fn reaches(pos: &Chess, from: Square, piece: Piece, to: Square) -> bool {
    let board = pos.board();
    let occupied = board.occupied();
    if piece.role != Role::Pawn {
        return attacks::attacks(from, piece, occupied).contains(to);
    }
    let enemy = board.by_color(!piece.color);
    let ep = pos.ep_square(EnPassantMode::Legal);
    if attacks::pawn_attacks(piece.color, from).contains(to) {
        return enemy.contains(to) || ep == Some(to);
    }
    let dir = if piece.color == Color::White { 8 } else { -8 };
    let one = from.offset(dir);
    if one == Some(to) {
        return !occupied.contains(to);
    }
    let start = piece.color.relative_rank(Rank::Second);
    from.rank() == start
        && one.is_some_and(|s| !occupied.contains(s))
        && from.offset(2 * dir) == Some(to)
        && !occupied.contains(to)
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::File;

    /// What shakmaty's own SAN resolution gives for a piece said with its target, origin
    /// file and rank, and whether a capture was said: the one move, if exactly one fits.
    fn by_san_candidates(
        pos: &Chess,
        role: Role,
        from_file: Option<File>,
        from_rank: Option<Rank>,
        capture: bool,
        to: Square,
    ) -> Option<Move> {
        let fitting: Vec<Move> = pos
            .san_candidates(role, to)
            .into_iter()
            .filter(|m| {
                m.from().is_some_and(|f| {
                    from_file.is_none_or(|x| f.file() == x)
                        && from_rank.is_none_or(|x| f.rank() == x)
                }) && (!capture || m.is_capture())
            })
            .collect();
        match fitting.as_slice() {
            [m] => Some(*m),
            _ => None,
        }
    }

    fn positions() -> Vec<Chess> {
        let mut out = Vec::new();
        for g in crate::pgn::read_games(include_str!("../../tests/data/WorldChamp1886.pgn")) {
            let mut pos = g.initial.clone();
            for (i, m) in g.moves.iter().enumerate() {
                if i % 3 == 0 {
                    out.push(pos.clone());
                }
                pos.play_unchecked(*m);
            }
        }
        // Random games: checks, pins and kings in the open that real games seldom have.
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..150 {
            let mut pos = Chess::default();
            for ply in 0..120 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                pos.play_unchecked(moves[(x % moves.len() as u64) as usize]);
                if ply % 4 == 0 {
                    out.push(pos.clone());
                }
            }
        }
        out
    }

    #[test]
    fn a_piece_move_is_the_one_shakmaty_finds() {
        let (mut found, mut tried) = (0usize, 0usize);
        for pos in positions() {
            for role in [
                Role::Knight,
                Role::Bishop,
                Role::Rook,
                Role::Queen,
                Role::King,
            ] {
                for to in Square::ALL {
                    let mut froms: Vec<(Option<File>, Option<Rank>)> = vec![(None, None)];
                    for sq in pos.board().by_piece(Piece {
                        color: pos.turn(),
                        role,
                    }) {
                        froms.push((Some(sq.file()), None));
                        froms.push((None, Some(sq.rank())));
                        if role != Role::King {
                            froms.push((Some(sq.file()), Some(sq.rank())));
                        }
                    }
                    for (from_file, from_rank) in froms {
                        for capture in [false, true] {
                            let want =
                                by_san_candidates(&pos, role, from_file, from_rank, capture, to);
                            let got = piece_move(&pos, role, from_file, from_rank, capture, to);
                            assert_eq!(
                                got,
                                want,
                                "{} {role:?} {from_file:?} {from_rank:?} {capture} {to}",
                                shakmaty::fen::Fen::from_position(&pos, EnPassantMode::Legal)
                            );
                            tried += 1;
                            found += usize::from(got.is_some());
                        }
                    }
                }
            }
        }
        assert!(found > 10_000 && tried > found, "{found} of {tried}");
    }
}
