//! The notations people print and export, one row each: every one is read as the move it is
//! (in default mode and in English), and the PGN written from it reads back to the same game.

use rochade::batch::{NotateRefusal, notate};
use rochade::notation::SyntaxError;
use rochade::{InputLang, Lang};
use shakmaty::{Chess, Position};

fn start(fen: &str) -> Chess {
    if fen.is_empty() {
        return Chess::default();
    }
    fen.parse::<shakmaty::fen::Fen>()
        .ok()
        .and_then(|f| f.into_position(shakmaty::CastlingMode::Standard).ok())
        .unwrap_or_else(|| panic!("{fen}"))
}

fn uci_of(initial: &Chess, moves: &[shakmaty::Move]) -> Vec<String> {
    let mut pos = initial.clone();
    moves
        .iter()
        .map(|m| {
            let u = m.to_uci(shakmaty::CastlingMode::Standard).to_string();
            pos.play_unchecked(*m);
            u
        })
        .collect()
}

const PROMOTE: &str = "8/8/8/8/8/6k1/1p6/7K b - - 0 58";
const EP: &str = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
const CASTLE: &str = "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 0 4";
const ITALIAN: &str = "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";

#[test]
fn every_notation_of_the_table_is_read_as_the_move_it_is_and_round_trips() {
    // (start position, what is written, the moves in UCI, the result written)
    let rows: &[(&str, &str, &[&str], Option<&str>)] = &[
        (
            "",
            "1. e2-e4 b7-b5 2. Bf1xb5 Ng8-f6",
            &["e2e4", "b7b5", "f1b5", "g8f6"],
            None,
        ),
        (
            "",
            "1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 3. Bf1-b5 a7-a6 4. Bb5xc6",
            &["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5c6"],
            None,
        ),
        (ITALIAN, "4. 00 Nf6xe4", &["e1g1", "f6e4"], None),
        (
            CASTLE,
            "4. 00 00 5. d3d4 d6d5",
            &["e1g1", "e8g8", "d3d4", "d6d5"],
            None,
        ),
        (CASTLE, "4. 000 000", &["e1c1", "e8c8"], None),
        (CASTLE, "4. O—O O–O–O", &["e1g1", "e8c8"], None),
        (PROMOTE, "58... b1Q", &["b2b1q"], None),
        (PROMOTE, "58... b1=Q", &["b2b1q"], None),
        (PROMOTE, "58... b1(Q)", &["b2b1q"], None),
        (PROMOTE, "58... b1/Q", &["b2b1q"], None),
        (PROMOTE, "58... b2b1q", &["b2b1q"], None),
        (PROMOTE, "58... b1N", &["b2b1n"], None),
        (EP, "3. exd6e.p.", &["e5d6"], None),
        (EP, "3. exd6 ep", &["e5d6"], None),
        (EP, "3. exd6 e.p.", &["e5d6"], None),
        (
            "",
            "1. e4 e5$71 2. Nf3!? $1 Nc6",
            &["e2e4", "e7e5", "g1f3", "b8c6"],
            None,
        ),
        ("", "1. e4 e5 1–0", &["e2e4", "e7e5"], Some("1-0")),
        ("", "1. e4 e5 0–1", &["e2e4", "e7e5"], Some("0-1")),
        ("", "1. e4 e5 ½-½", &["e2e4", "e7e5"], Some("1/2-1/2")),
        ("", "1. e4 e5 ½–½", &["e2e4", "e7e5"], Some("1/2-1/2")),
        (
            "",
            "1. e4 e5 2. ♘f3 ♞c6 3. ♗b5",
            &["e2e4", "e7e5", "g1f3", "b8c6", "f1b5"],
            None,
        ),
        ("", "\u{feff}1. e4 e5", &["e2e4", "e7e5"], None),
    ];
    for (fen, text, uci, result) in rows {
        let initial = start(fen);
        for lang in [InputLang::Auto, InputLang::One(Lang::En)] {
            let back = notate(text, lang, &initial);
            assert!(
                back.problem.is_none(),
                "{text} {lang:?}: {:?}",
                back.problem.map(|p| (p.text, p.reason))
            );
            assert_eq!(back.games.len(), 1, "{text}");
            let g = &back.games[0];
            assert_eq!(uci_of(&g.initial, &g.moves), *uci, "{text} {lang:?}");
            let pgn = back.to_pgn();
            if let Some(r) = result {
                assert!(pgn.contains(&format!(" {r}\n")), "{text}: {pgn}");
            }
            // The PGN written reads back to the same game.
            let again = notate(&pgn, InputLang::Auto, &Chess::default());
            assert!(again.problem.is_none(), "{pgn}");
            assert_eq!(again.games[0].moves, g.moves, "{pgn}");
            assert_eq!(again.games[0].initial, g.initial, "{pgn}");
        }
    }
}

#[test]
fn a_long_algebraic_move_that_is_not_legal_is_refused_with_its_text() {
    let back = notate(
        "1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 3. Bf1xb5",
        InputLang::Auto,
        &Chess::default(),
    );
    let p = back.problem.unwrap_or_else(|| panic!("Bf1xb5 read"));
    assert!(p.text.contains("Bf1xb5"), "{}", p.text);
    assert_eq!(back.games[0].moves.len(), 4);
}

#[test]
fn null_moves_are_refused_by_name_never_skipped() {
    for null in ["--", "Z0", "0000"] {
        let text = format!("1. e4 {null} 2. d4");
        let back = notate(&text, InputLang::Auto, &Chess::default());
        let p = back.problem.unwrap_or_else(|| panic!("{null} was read"));
        assert!(
            matches!(
                p.error,
                NotateRefusal::Move(rochade::notation::NotationError::Syntax(
                    SyntaxError::NullMove { .. }
                ))
            ),
            "{null}: {:?}",
            p.error
        );
        assert!(p.reason.contains("null move"), "{}", p.reason);
        assert_eq!(back.games[0].moves.len(), 1);
    }
}

#[test]
fn an_unclosed_comment_or_variation_is_an_error_not_an_empty_game() {
    for text in ["{ 1. e4 e5 2. Nf3", "1. e4 ( 1. d4 d5\n2. c4"] {
        let back = notate(text, InputLang::Auto, &Chess::default());
        let p = back.problem.unwrap_or_else(|| panic!("{text}"));
        assert_eq!(p.error, NotateRefusal::Unclosed { line: 1 }, "{text}");
        assert!(p.reason.contains("never closed"), "{}", p.reason);
    }
}

#[test]
fn a_capture_said_as_a_pawn_move_and_castling_said_as_a_king_move_are_asked_back() {
    use rochade::notation::{NotAsSaid, NotationError, ResolveError, phrases, read_move};
    // 1. d4 d5 2. c4: only the d-pawn reaches c4, by taking.
    let qgd = start("rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq c3 0 2");
    let italian = start(ITALIAN);
    let en = InputLang::One(Lang::En);
    let de = InputLang::One(Lang::De);
    // (position, what is said, language, what was left unsaid, words of the move meant)
    let rows: &[(&Chess, &str, InputLang, NotAsSaid, &str)] = &[
        (&qgd, "c4", en, NotAsSaid::Capture, "takes c4"),
        (
            &qgd,
            "Bauer Cesar vier",
            de,
            NotAsSaid::Capture,
            "nimmt Cesar vier",
        ),
        (&italian, "Kg1", en, NotAsSaid::Castling, "castles"),
        (
            &italian,
            "König Gustav eins",
            de,
            NotAsSaid::Castling,
            "Kurze Rochade",
        ),
    ];
    for (pos, said, lang, kind, meant) in rows {
        let InputLang::One(l) = *lang else { continue };
        let e = read_move(pos, said, *lang).err();
        assert!(
            matches!(&e, Some(NotationError::Move { error: ResolveError::NotAsSaid { kind: k, .. }, .. }) if k == kind),
            "{said}: {e:?}"
        );
        let sentence = e.map(|e| phrases::error(l, pos, &e)).unwrap_or_default();
        // The move meant is offered in the question, never as what was said.
        let asked = sentence
            .find('?')
            .unwrap_or_else(|| panic!("{said}: {sentence}"));
        let question = sentence[..asked].rfind(". ").map_or(0, |i| i + 2);
        assert!(
            sentence[question..asked].contains(meant),
            "{said}: {sentence}"
        );
        assert!(
            !sentence[..question].contains(meant),
            "what was said is named first: {said}: {sentence}"
        );
        // In batch, refused with the reason; nothing played.
        let text = format!("{said} *");
        let back = notate(&text, *lang, pos);
        let p = back.problem.unwrap_or_else(|| panic!("{said} was played"));
        assert!(p.reason.contains(meant), "{}", p.reason);
        assert!(back.games[0].moves.is_empty());
    }
    // Written with the file or the capture, and castling as castling or in UCI: played.
    for (pos, said) in [
        (&qgd, "dxc4"),
        (&qgd, "dc4"),
        (&italian, "O-O"),
        (&italian, "e1g1"),
        (&italian, "Ke1-g1"),
    ] {
        assert!(read_move(pos, said, en).is_ok(), "{said}");
    }
}

#[test]
fn in_english_mode_a_german_promotion_letter_is_not_an_english_piece() {
    use rochade::notation::read_move;
    let pos = start("8/4P3/8/8/8/8/6k1/K7 w - - 0 60");
    assert!(read_move(&pos, "e8=D", InputLang::One(Lang::En)).is_err());
    assert!(read_move(&pos, "e8D", InputLang::One(Lang::En)).is_err());
    let queen = read_move(&pos, "e8=Q", InputLang::One(Lang::En)).ok();
    assert_eq!(
        queen.and_then(|m| m.promotion()),
        Some(shakmaty::Role::Queen)
    );
    // German: D is the queen (Dame).
    let dame = read_move(&pos, "e8=D", InputLang::One(Lang::De)).ok();
    assert_eq!(
        dame.and_then(|m| m.promotion()),
        Some(shakmaty::Role::Queen)
    );
}

#[test]
fn an_illegal_piece_move_is_said_as_written_not_as_a_promotion() {
    // From the antichess file: "13. Ra3 Qxa3" was said back as "Rook a3 promotes to Queen".
    for (text, lang) in [
        ("1. Ra3 Qxa3", InputLang::One(Lang::En)),
        ("1. Ra3 Qxa3", InputLang::Auto),
        ("1. e4 e5 2. Ke7 Kf3", InputLang::One(Lang::En)),
    ] {
        let back = notate(text, lang, &Chess::default());
        let p = back.problem.unwrap_or_else(|| panic!("{text}"));
        assert!(!p.reason.contains("promot"), "{text}: {}", p.reason);
        assert!(!p.reason.contains(" K."), "{text}: {}", p.reason);
        assert!(
            p.reason.starts_with("Illegal move: "),
            "{text}: {}",
            p.reason
        );
    }
}

#[test]
fn other_vocabularies_are_read_where_they_do_not_clash() {
    use rochade::notation::read_move;
    let en = InputLang::One(Lang::En);
    let ru = InputLang::One(Lang::Ru);
    let es = InputLang::One(Lang::Es);
    let castle = start(ITALIAN);
    let both = start(CASTLE);
    let promote = start("8/4P3/8/8/8/8/6k1/K7 w - - 0 60");
    let initial = Chess::default();
    // (position, what is said, language, the move in UCI; "" for "asked which")
    let rows: &[(&Chess, &str, InputLang, &str)] = &[
        (&initial, "knight golf one foxtrot three", en, "g1f3"),
        (&initial, "echo two echo four", en, "e2e4"),
        (&initial, "pawn echo four", en, "e2e4"),
        (&initial, "um knight to foxtrot three", en, "g1f3"),
        (&initial, "uh pawn e4", en, "e2e4"),
        (&castle, "castle king side", en, "e1g1"),
        (&castle, "king side castle", en, "e1g1"),
        (&both, "castle queen side", en, "e1c1"),
        (&castle, "castle", en, "e1g1"),
        (&both, "castle", en, ""),
        (&promote, "e8 promote queen", en, "e7e8q"),
        (&promote, "pawn echo eight promote to knight", en, "e7e8n"),
        (&castle, "Кюрц Рокад", ru, "e1g1"),
        (&both, "Ланг Рокад", ru, "e1c1"),
        (&initial, "Бауэр Дэвид фир", ru, "d2d4"),
        (&initial, "Caballo a efe tres", es, "g1f3"),
        (&initial, "Caballo efe tres", es, "g1f3"),
        (&initial, "peón a e cuatro", es, "e2e4"),
    ];
    for (pos, said, lang, uci) in rows {
        let got = read_move(pos, said, *lang);
        if uci.is_empty() {
            assert!(
                matches!(
                    got,
                    Err(rochade::notation::NotationError::Move {
                        error: rochade::notation::ResolveError::Ambiguous(_),
                        ..
                    })
                ),
                "{said}: {got:?}"
            );
            continue;
        }
        let m = got.unwrap_or_else(|e| panic!("{said}: {e}"));
        assert_eq!(
            m.to_uci(shakmaty::CastlingMode::Standard).to_string(),
            *uci,
            "{said}"
        );
    }
    // Where "a" names the piece's file, it is the file (rochade itself says "Torre a de uno"
    // for Rad1).
    let rooks = start("4k3/8/8/8/8/8/8/R4RK1 w - - 0 1");
    let m = read_move(&rooks, "Torre a de uno", es).map(|m| m.from());
    assert_eq!(m, Ok(Some(shakmaty::Square::A1)));
    // "a" before a rank is still the file a in Spanish.
    let m = read_move(&initial, "peón a cuatro", es).map(|m| m.to());
    assert_eq!(m, Ok(shakmaty::Square::A4));
}
