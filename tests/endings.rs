//! Scripted games for every ending and claim, right and wrong, in each edition of the Laws.

use std::time::Duration;

use rochade::game::{
    ClaimKind, DrawOfferPolicy, Game, GameError, GameResult, GameRules, PenaltyCause, Termination,
};
use rochade::rules::{Edition, Tempo};
use shakmaty::san::San;
use shakmaty::{Chess, Color, Move, Position};

const EDITIONS: [Edition; 3] = [Edition::Fide2009, Edition::Fide2018, Edition::Fide2023];

fn rules(edition: Edition) -> GameRules {
    GameRules {
        edition,
        ..GameRules::default()
    }
}

fn game(fen: Option<&str>, edition: Edition) -> Game {
    let initial = match fen {
        Some(f) => Game::from_fen(f)
            .unwrap_or_else(|e| panic!("{f}: {e}"))
            .initial()
            .clone(),
        None => Chess::default(),
    };
    Game::with_rules(initial, rules(edition))
}

fn mv(g: &Game, san: &str) -> Move {
    san.parse::<San>()
        .ok()
        .and_then(|s| s.to_move(g.position()).ok())
        .unwrap_or_else(|| panic!("{san} is not legal here"))
}

fn play(g: &mut Game, line: &str) {
    for san in line.split_whitespace() {
        let m = mv(g, san);
        g.play_move(m).unwrap_or_else(|e| panic!("{san}: {e}"));
    }
}

const SHUFFLE: &str = "Nf3 Nf6 Ng1 Ng8";

#[test]
fn positions_end_the_game_by_themselves() {
    // (name, fen, moves, expected for 2009, 2018, 2023 as (result, reason) or None)
    type Expect = Option<(GameResult, Termination)>;
    let four_shuffles = [SHUFFLE; 4].join(" ");
    let cases: Vec<(&str, Option<&str>, String, [Expect; 3])> = vec![
        (
            "fool's mate",
            None,
            "f3 e5 g4 Qh4#".into(),
            [(); 3].map(|_| Some((GameResult::BlackWins, Termination::Checkmate))),
        ),
        (
            "stalemate",
            Some("7k/8/6K1/8/8/8/5Q2/8 w - - 0 1"),
            "Qf7".into(),
            [(); 3].map(|_| Some((GameResult::Draw, Termination::Stalemate))),
        ),
        (
            "dead position: king takes the last pawn",
            Some("4k3/8/8/8/8/8/4p3/4K3 w - - 0 1"),
            "Kxe2".into(),
            [(); 3].map(|_| Some((GameResult::Draw, Termination::DeadPosition))),
        ),
        (
            "fivefold repetition",
            None,
            four_shuffles,
            [
                None,
                Some((GameResult::Draw, Termination::Fivefold)),
                Some((GameResult::Draw, Termination::Fivefold)),
            ],
        ),
        (
            "75 moves",
            Some("4k3/8/8/8/8/8/8/R3K3 w - - 148 80"),
            "Ra2 Kd8".into(),
            [
                None,
                Some((GameResult::Draw, Termination::SeventyFiveMoves)),
                Some((GameResult::Draw, Termination::SeventyFiveMoves)),
            ],
        ),
        (
            "mate on the 75th move takes precedence",
            Some("k7/8/1K6/8/8/8/8/7R w - - 149 100"),
            "Rh8#".into(),
            [(); 3].map(|_| Some((GameResult::WhiteWins, Termination::Checkmate))),
        ),
    ];
    for (name, fen, line, expect) in cases {
        for (edition, want) in EDITIONS.into_iter().zip(expect) {
            let mut g = game(fen, edition);
            play(&mut g, &line);
            let got = g.ending().map(|e| (e.result, e.reason.clone()));
            assert_eq!(got, want, "{name} under {edition}");
        }
    }
}

#[test]
fn fivefold_is_reached_exactly_on_the_fifth_occurrence() {
    let mut g = game(None, Edition::Fide2023);
    play(&mut g, &[SHUFFLE; 3].join(" "));
    play(&mut g, "Nf3 Nf6 Ng1");
    // This position (Black to move, knights on g1 and f6) now stands for the fourth time.
    assert_eq!(g.repetitions(g.position()), 4);
    assert!(!g.is_over(), "four occurrences are not yet a draw");
    play(&mut g, "Ng8");
    assert_eq!(g.repetitions(g.position()), 5);
    assert!(matches!(g.play_move(mv(&g, "e4")), Err(GameError::Over(_))));
}

#[test]
fn lost_castling_rights_make_a_different_position() {
    let mut g = game(None, Edition::Fide2023);
    play(&mut g, "Nf3 Nf6 Rg1 Rg8 Rh1 Rh8 Ng1 Ng8");
    // Same pieces on the same squares as at the start, but no kingside castling: not the same.
    assert_eq!(g.position().board(), Chess::default().board());
    assert_eq!(g.repetitions(g.position()), 1);
    play(&mut g, &[SHUFFLE; 2].join(" "));
    assert_eq!(g.repetitions(g.position()), 3);
    let v = g
        .claim(Color::White, ClaimKind::Threefold, None)
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(v.correct);
}

#[test]
fn a_possible_en_passant_capture_makes_a_different_position() {
    let mut g = game(Some("4k3/8/8/8/5p2/8/4P3/4K3 w - - 0 1"), Edition::Fide2023);
    play(&mut g, "e4");
    let with_ep = g.position().clone();
    play(&mut g, "Kd7 Kd2 Ke8 Ke1");
    assert_eq!(g.position().board(), with_ep.board());
    assert_eq!(g.position().turn(), with_ep.turn());
    assert_ne!(g.position(), &with_ep);
    assert_eq!(g.repetitions(g.position()), 1);
    // Without an en passant capture possible, the right does not count (9.2.2).
    let mut h = game(Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"), Edition::Fide2023);
    play(&mut h, "e4 Kd7 Kd2 Ke8 Ke1");
    assert_eq!(h.repetitions(h.position()), 2);
}

#[test]
fn threefold_claims_right_and_wrong_in_each_edition() {
    for edition in EDITIONS {
        let penalty = edition.wrong_claim_penalty(Tempo::Standard);
        // Right: the position on the board stands for the third time.
        let mut g = game(None, edition);
        play(&mut g, &[SHUFFLE; 2].join(" "));
        let v = g
            .claim(Color::White, ClaimKind::Threefold, None)
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(v.correct, "{edition}");
        assert_eq!(
            g.ending().map(|e| e.reason.clone()),
            Some(Termination::Threefold { by: Color::White })
        );
        assert_eq!(g.ending().map(|e| e.article()), Some("9.2"));

        // Right, with a written move not yet played (9.2.1.1): the move is not played.
        let mut g = game(None, edition);
        play(&mut g, &[SHUFFLE; 2].join(" "));
        play(&mut g, "Nf3 Nf6 Ng1");
        let declared = mv(&g, "Ng8");
        // The player not to move cannot claim.
        assert_eq!(
            g.claim(Color::White, ClaimKind::Threefold, Some(declared)),
            Err(GameError::NotYourMove)
        );
        let plies = g.moves().len();
        let v = g
            .claim(Color::Black, ClaimKind::Threefold, Some(declared))
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(v.correct, "{edition}");
        assert_eq!(g.moves().len(), plies);
        assert_eq!(v.ending.map(|e| e.result), Some(GameResult::Draw));

        // Wrong: only twice. Time for the opponent; the declared move must be played.
        let mut g = game(None, edition);
        play(&mut g, SHUFFLE);
        let declared = mv(&g, "Nf3");
        let v = g
            .claim(Color::White, ClaimKind::Threefold, Some(declared))
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(!v.correct);
        assert!(!g.is_over());
        assert_eq!(v.penalty.map(|p| p.amount), penalty, "{edition}");
        if let Some(p) = v.penalty {
            assert_eq!(p.add_to, Color::Black);
            assert_eq!(p.cause, PenaltyCause::WrongClaim);
        }
        assert_eq!(
            g.play_move(mv(&g, "e4")),
            Err(GameError::DeclaredMoveRequired(declared))
        );
        assert_eq!(g.play_move(declared), Ok(None));
        assert_eq!(g.required_move(), None);
    }
}

#[test]
fn fifty_move_claims_right_and_wrong_in_each_edition() {
    for edition in EDITIONS {
        let fen = "4k3/8/8/8/8/8/8/R3K3 w - - 99 80";
        let mut g = game(Some(fen), edition);
        let v = g
            .claim(Color::White, ClaimKind::FiftyMoves, None)
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(!v.correct, "99 half-moves are not yet fifty moves");
        assert_eq!(
            v.penalty.map(|p| p.amount),
            edition.wrong_claim_penalty(Tempo::Standard)
        );

        let mut g = game(Some(fen), edition);
        let declared = mv(&g, "Ra2");
        let v = g
            .claim(Color::White, ClaimKind::FiftyMoves, Some(declared))
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(v.correct, "{edition}");
        assert_eq!(
            g.ending().map(|e| e.reason.clone()),
            Some(Termination::FiftyMoves { by: Color::White })
        );
        // A pawn move as the declared move resets the count: wrong.
        let mut g = game(Some("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80"), edition);
        let pawn = mv(&g, "e4");
        let v = g
            .claim(Color::White, ClaimKind::FiftyMoves, Some(pawn))
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(!v.correct);
        // An illegal declared move is no claim at all.
        let mut g = game(Some(fen), edition);
        let other = mv(&game(None, edition), "e4");
        assert!(matches!(
            g.claim(Color::White, ClaimKind::FiftyMoves, Some(other)),
            Err(GameError::Illegal(_))
        ));
    }
}

#[test]
fn rapid_and_blitz_wrong_claims_follow_the_edition() {
    for (edition, tempo, want) in [
        (Edition::Fide2009, Tempo::Blitz, None),
        (Edition::Fide2018, Tempo::Rapid, Some(120)),
        (Edition::Fide2018, Tempo::Blitz, Some(60)),
        (Edition::Fide2023, Tempo::Rapid, Some(60)),
    ] {
        let mut g = Game::with_rules(
            Chess::default(),
            GameRules {
                edition,
                tempo,
                ..GameRules::default()
            },
        );
        let v = g
            .claim(Color::White, ClaimKind::Threefold, None)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(v.penalty.map(|p| p.amount), want.map(Duration::from_secs));
    }
}

#[test]
fn resignation_per_edition() {
    // (fen, who resigns, 2009, 2018, 2023)
    let cases = [
        (
            None,
            Color::White,
            [
                GameResult::BlackWins,
                GameResult::BlackWins,
                GameResult::BlackWins,
            ],
        ),
        // Black has a lone king and cannot mate: White's resignation is a draw under 2023.
        (
            Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"),
            Color::White,
            [
                GameResult::BlackWins,
                GameResult::BlackWins,
                GameResult::Draw,
            ],
        ),
    ];
    for (fen, by, want) in cases {
        for (edition, want) in EDITIONS.into_iter().zip(want) {
            let mut g = game(fen, edition);
            let e = g.resign(by).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(e.result, want, "{fen:?} {edition}");
            assert!(matches!(g.resign(!by), Err(GameError::Over(_))));
        }
    }
}

#[test]
fn flag_fall_loses_unless_the_opponent_cannot_mate() {
    for edition in EDITIONS {
        let mut g = game(None, edition);
        let e = g.flag_fall(Color::White).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(e.result, GameResult::BlackWins);
        assert_eq!(e.article(), "6.9");
        let mut g = game(Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"), edition);
        let e = g.flag_fall(Color::White).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(e.result, GameResult::Draw);
        assert_eq!(e.reason, Termination::FlagFallNoMate { by: Color::White });
        // Black's flag: White has a pawn and can still mate.
        let mut g = game(Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"), edition);
        let e = g.flag_fall(Color::Black).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(e.result, GameResult::WhiteWins);
    }
    // A checkmate before the flag fell stands.
    let mut g = game(None, Edition::Fide2023);
    play(&mut g, "f3 e5 g4 Qh4#");
    assert!(matches!(g.flag_fall(Color::Black), Err(GameError::Over(_))));
}

#[test]
fn illegal_moves_per_edition() {
    for edition in EDITIONS {
        let losing = edition.illegal_moves_that_lose();
        let mut g = game(None, edition);
        for n in 1..losing {
            let r = g
                .illegal_move(Color::Black)
                .unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(r.count, n);
            assert_eq!(r.ending, None);
            let p = r
                .penalty
                .unwrap_or_else(|| panic!("standard play has a penalty"));
            assert_eq!(p.add_to, Color::White);
            assert_eq!(p.amount, Duration::from_secs(120));
        }
        let r = g
            .illegal_move(Color::Black)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(r.count, losing);
        assert_eq!(
            r.ending.map(|e| e.result),
            Some(GameResult::WhiteWins),
            "{edition}"
        );
        assert_eq!(g.illegal_count(Color::White), 0);

        // The opponent cannot mate: a draw.
        let mut g = game(Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"), edition);
        for _ in 0..losing {
            let _ = g.illegal_move(Color::White);
        }
        assert_eq!(
            g.ending().map(|e| e.reason.clone()),
            Some(Termination::IllegalMovesNoMate { by: Color::White })
        );
    }
    // 2009 rapid: no automatic time penalty.
    let mut g = Game::with_rules(
        Chess::default(),
        GameRules {
            edition: Edition::Fide2009,
            tempo: Tempo::Rapid,
            ..GameRules::default()
        },
    );
    let r = g
        .illegal_move(Color::White)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.penalty, None);
}

#[test]
fn draw_offers_stand_until_answered_touched_or_moved() {
    for edition in EDITIONS {
        // Accepted.
        let mut g = game(None, edition);
        play(&mut g, "e4");
        g.offer_draw(Color::White, false)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            g.offer_draw(Color::Black, false),
            Err(GameError::OfferStands)
        );
        assert_eq!(g.answer_offer(Color::White, true), Err(GameError::OwnOffer));
        let e = g
            .answer_offer(Color::Black, true)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(e.map(|e| e.reason), Some(Termination::Agreement));

        // Rejected.
        let mut g = game(None, edition);
        play(&mut g, "e4");
        let _ = g.offer_draw(Color::White, false);
        assert_eq!(g.answer_offer(Color::Black, false), Ok(None));
        assert_eq!(g.pending_offer(), None);
        assert_eq!(g.answer_offer(Color::Black, true), Err(GameError::NoOffer));

        // The opponent touches a piece: the offer lapses; the offeror touching changes nothing.
        let mut g = game(None, edition);
        play(&mut g, "e4");
        let _ = g.offer_draw(Color::White, false);
        assert!(!g.touch(Color::White));
        assert!(g.pending_offer().is_some());
        assert!(g.touch(Color::Black));
        assert_eq!(g.pending_offer(), None);

        // The opponent moves: the offer lapses.
        let mut g = game(None, edition);
        play(&mut g, "e4");
        let _ = g.offer_draw(Color::White, false);
        play(&mut g, "e5");
        assert_eq!(g.pending_offer(), None);
        assert!(!g.is_over());
    }
}

#[test]
fn competition_restrictions_on_offers() {
    let policy = DrawOfferPolicy {
        min_moves: 30,
        arbiter_consent: false,
    };
    let mut g = Game::with_rules(
        Chess::default(),
        GameRules {
            offers: policy,
            ..GameRules::default()
        },
    );
    play(&mut g, "e4");
    assert_eq!(
        g.offer_draw(Color::White, false),
        Err(GameError::OfferTooEarly(30))
    );
    assert!(g.offer_draw(Color::White, true).is_ok());

    let mut g = Game::with_rules(
        Chess::default(),
        GameRules {
            offers: DrawOfferPolicy {
                min_moves: 0,
                arbiter_consent: true,
            },
            ..GameRules::default()
        },
    );
    assert_eq!(
        g.offer_draw(Color::White, false),
        Err(GameError::ArbiterConsentNeeded)
    );
    assert!(g.offer_draw(Color::White, true).is_ok());
}

#[test]
fn score_is_win_one_draw_half_loss_zero() {
    assert_eq!(GameResult::WhiteWins.half_points(), (2, 0));
    assert_eq!(GameResult::Draw.half_points(), (1, 1));
    assert_eq!(GameResult::BlackWins.half_points(), (0, 2));
    assert_eq!(GameResult::Draw.pgn(), "1/2-1/2");
}

#[test]
fn undo_reopens_a_game_ended_by_the_position() {
    let mut g = game(None, Edition::Fide2023);
    play(&mut g, "f3 e5 g4 Qh4#");
    assert!(g.is_over());
    assert!(g.undo().is_some());
    assert!(!g.is_over());
    // A starting position that is already mate is a finished game.
    let g = game(Some("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1"), Edition::Fide2023);
    assert_eq!(g.ending().map(|e| e.result), Some(GameResult::WhiteWins));
    assert!(g.position().is_checkmate());
}
