//! Text that other people and other tools write: several games in one stream separated only
//! by blank lines (with or without move numbers), and printed games that end sentences with
//! punctuation right after a move or a sign.

use rochade::batch::{Notator, announce, notate};
use rochade::notation::{Style, read_line, words};
use rochade::pgn::read_games;
use rochade::{InputLang, Lang};
use shakmaty::{Chess, Move, Position};

/// The first `n` games of the 1886 match, as their moves.
fn match_games(n: usize) -> Vec<Vec<Move>> {
    read_games(include_str!("data/WorldChamp1886.pgn"))
        .into_iter()
        .take(n)
        .map(|g| g.moves)
        .collect()
}

/// The games in words of `lang`, one ply per line without move numbers, a blank line between
/// games, as a hand-written announcement file has them.
fn in_words(games: &[Vec<Move>], lang: Lang, per_line: usize) -> String {
    let mut out = String::new();
    for (i, g) in games.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let mut pos = Chess::default();
        for chunk in g.chunks(per_line) {
            let said: Vec<String> = chunk
                .iter()
                .map(|m| {
                    let w = words(&pos, *m, lang, Style::default());
                    pos.play_unchecked(*m);
                    w
                })
                .collect();
            out.push_str(&said.join(" "));
            out.push('\n');
        }
    }
    out
}

fn read_back(text: &str, lang: InputLang) -> Vec<Vec<Move>> {
    let back = notate(text, lang, &Chess::default());
    assert!(
        back.problem.is_none(),
        "{:?}",
        back.problem.map(|p| (p.line, p.text, p.reason))
    );
    back.games.into_iter().map(|g| g.moves).collect()
}

#[test]
fn games_separated_only_by_blank_lines_are_read_back_exactly_in_every_language() {
    let games = match_games(4);
    for lang in Lang::ALL {
        // One ply a line, and two plies a line (a move pair), no move numbers.
        for per_line in [1, 2] {
            let text = in_words(&games, lang, per_line);
            assert_eq!(text.matches("\n\n").count(), 3);
            assert_eq!(read_back(&text, InputLang::One(lang)), games, "{lang}");
            assert_eq!(read_back(&text, InputLang::Auto), games, "{lang} auto");
        }
        // What `announce` writes: numbered plies, a blank line between games.
        let pgn: String = read_games(include_str!("data/WorldChamp1886.pgn"))
            .iter()
            .take(4)
            .map(|g| {
                rochade::pgn::write_game(&rochade::pgn::PgnOut {
                    moves: &g.moves,
                    result: Some(shakmaty::Outcome::Unknown),
                    ..Default::default()
                })
            })
            .collect();
        let said = announce(&pgn, lang, Style::default());
        assert!(said.problems.is_empty());
        assert_eq!(read_back(&said.text, InputLang::One(lang)), games, "{lang}");
    }
}

#[test]
fn blank_lines_at_the_start_and_several_in_a_row_make_no_empty_games() {
    let text = "\n\n  \nEva vier Eva fünf\n\n\n\t\nDavid vier\n\n";
    let games = read_back(text, InputLang::One(Lang::De));
    assert_eq!(games.iter().map(Vec::len).collect::<Vec<_>>(), [2, 1]);
}

#[test]
fn move_numbers_that_restart_at_one_start_a_new_game_without_a_blank_line() {
    let text = "1. e4 e5 2. Nf3 Nc6\n1. d4 d5\n1. c4\n";
    let games = read_back(text, InputLang::One(Lang::En));
    assert_eq!(games.iter().map(Vec::len).collect::<Vec<_>>(), [4, 2, 1]);
}

#[test]
fn a_blank_line_inside_a_comment_or_variation_does_not_end_the_game() {
    let text =
        "1. e4 {a comment\n\nover lines} e5 (1... c5 2. Nf3\n\n(2. c3) d6) 2. Nf3\n\n1. d4\n";
    let games = read_back(text, InputLang::One(Lang::En));
    assert_eq!(games.iter().map(Vec::len).collect::<Vec<_>>(), [3, 1]);
}

#[test]
fn blank_lines_between_tags_and_moves_of_a_pgn_are_not_game_ends() {
    let text = "[Event \"a\"]\n[White \"b; {c\"]\n\n1. e4 e5 *\n\n[Event \"d\"]\n\n1. d4 1-0\n";
    let back = notate(text, InputLang::One(Lang::En), &Chess::default());
    assert!(back.problem.is_none());
    let lens: Vec<usize> = back.games.iter().map(|g| g.moves.len()).collect();
    assert_eq!(lens, [2, 1]);
}

#[test]
fn every_game_starts_from_the_given_position() {
    let fen: Chess = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
        .parse::<shakmaty::fen::Fen>()
        .ok()
        .and_then(|f| f.into_position(shakmaty::CastlingMode::Standard).ok())
        .unwrap_or_default();
    let back = notate(
        "Bauer Eva vier\n\nEva drei\n",
        InputLang::One(Lang::De),
        &fen,
    );
    assert!(back.problem.is_none());
    assert_eq!(back.games.len(), 2);
    assert!(back.games.iter().all(|g| g.initial == fen));
}

#[test]
fn the_notator_hands_over_each_game_as_soon_as_it_ends() {
    let mut n = Notator::new(InputLang::One(Lang::De), &Chess::default());
    let mut done = Vec::new();
    for line in ["Eva vier", "Eva fünf", ""] {
        assert!(n.line(line, |g| done.push(g)).is_ok());
    }
    assert_eq!(done.len(), 1);
    assert!(n.finish().is_none());
}

/// Plays `uci` moves from the start.
fn after(uci: &[&str]) -> Chess {
    let mut pos = Chess::default();
    for u in uci {
        let m = u
            .parse::<shakmaty::uci::UciMove>()
            .ok()
            .and_then(|m| m.to_move(&pos).ok())
            .unwrap_or_else(|| panic!("{u}"));
        pos.play_unchecked(m);
    }
    pos
}

fn fen(text: &str) -> Chess {
    text.parse::<shakmaty::fen::Fen>()
        .ok()
        .and_then(|f| f.into_position(shakmaty::CastlingMode::Standard).ok())
        .unwrap_or_else(|| panic!("{text}"))
}

#[test]
fn sentence_punctuation_after_every_kind_of_move_and_sign_is_noise() {
    let start = Chess::default();
    let scholar = after(&["e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6"]);
    let ep = after(&["e2e4", "a7a6", "e4e5", "d7d5"]);
    let castle = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let promote = fen("2r4k/1P4pp/8/8/8/8/6PP/6K1 w - - 0 1");
    let check = fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    let fools = after(&["f2f3", "e7e5", "g2g4"]);
    let de = InputLang::One(Lang::De);
    let en = InputLang::One(Lang::En);
    let ru = InputLang::One(Lang::Ru);
    // (position, what is written, reading language, the move in UCI)
    let cases: &[(&Chess, &str, InputLang, &str)] = &[
        (&start, "e4", en, "e2e4"),
        (&start, "Nf3", en, "g1f3"),
        (&start, "Springer Felix drei", de, "g1f3"),
        (&start, "Шпрингер Феликс драй", ru, "g1f3"),
        (&start, "g1-f3", en, "g1f3"),
        (&start, "g1f3", en, "g1f3"),
        (&scholar, "Qxf7#", en, "h5f7"),
        (&scholar, "Qxf7++", en, "h5f7"),
        (&scholar, "Dame nimmt Felix sieben matt", de, "h5f7"),
        (&scholar, "Фхf7#", ru, "h5f7"),
        (&ep, "exd6 e.p.", en, "e5d6"),
        (&ep, "exd6", en, "e5d6"),
        (&castle, "O-O", en, "e1h1"),
        (&castle, "0-0-0", en, "e1a1"),
        (&castle, "Kurze Rochade", de, "e1h1"),
        (&castle, "Lange Rochade", de, "e1a1"),
        (&promote, "b8=Q", en, "b7b8q"),
        (&promote, "bxc8N", en, "b7c8n"),
        (&promote, "Bauer Bella acht wird Dame", de, "b7b8q"),
        (&check, "Ra8+", en, "a1a8"),
        (&check, "Turm Anna acht Schach", de, "a1a8"),
        (&fools, "Qh4#", en, "d8h4"),
        (&fools, "Dh4#!", de, "d8h4"),
    ];
    let fix_ep = |pos: &Chess, uci: &str| -> Move {
        let uci = uci.replace("e1h1", "e1g1").replace("e1a1", "e1c1");
        uci.parse::<shakmaty::uci::UciMove>()
            .ok()
            .and_then(|m| m.to_move(pos).ok())
            .unwrap_or_else(|| panic!("{uci}"))
    };
    for (pos, text, lang, uci) in cases {
        let expected = fix_ep(pos, uci);
        for mark in ["", ".", ",", ";", ":", "!.", "..."] {
            let line = format!("{text}{mark}");
            let read = read_line(pos, &line, *lang);
            assert_eq!(read.error, None, "{line}");
            assert_eq!(read.moves, vec![expected], "{line}");
            // And in the middle of a sentence, followed by more text.
            let line = format!("{text}{mark} ");
            assert_eq!(read_line(pos, &line, *lang).moves, vec![expected], "{line}");
        }
    }
}

#[test]
fn a_printed_game_with_full_stops_commas_and_semicolons_reads_to_its_result() {
    let text = "1. e4, e5; 2. Qh5 Nc6. 3. Bc4 Nf6, 4. Qxf7#. 1-0.\n";
    let back = notate(text, InputLang::One(Lang::En), &Chess::default());
    assert!(back.problem.is_none(), "{:?}", back.problem);
    assert_eq!(back.games.len(), 1);
    assert_eq!(back.games[0].moves.len(), 7);
    assert!(back.to_pgn().contains("4. Qxf7# 1-0"));
    // A Russian rule book's ending: "18. Kxe1 Kf2++." (Кр for the king).
    let pos = fen("8/8/8/8/8/5k2/8/3qK3 w - - 0 18");
    let line = read_line(&pos, "18. Крxd1 Крf2.", InputLang::One(Lang::Ru));
    assert_eq!(line.error, None);
    assert_eq!(line.moves.len(), 2);
    // A semicolon with a space before it still starts a PGN comment.
    let line = read_line(&Chess::default(), "e4 ; e5", InputLang::One(Lang::En));
    assert_eq!(line.moves.len(), 1);
}

#[test]
fn announce_writes_the_result_and_notate_reads_it_back() {
    let pgn = "[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n1. d4 d5 *\n";
    let out = rochade::batch::announce(pgn, rochade::Lang::De, rochade::notation::Style::default());
    assert!(
        out.text.contains("Dame nimmt Felix sieben Matt\n1-0\n"),
        "{}",
        out.text
    );
    // An unknown result (*) is not written: the game may go on.
    assert!(!out.text.contains('*'), "{}", out.text);
    let back = rochade::batch::notate(
        &out.text,
        rochade::InputLang::Auto,
        &shakmaty::Chess::default(),
    );
    let text = back.to_pgn();
    assert!(text.contains("4. Qxf7# 1-0"), "{text}");
    assert!(text.contains("1. d4 d5 *"), "{text}");
}

/// The exports of `tests/data/exports` (made from the real games with python-chess, see
/// `make_exports.py` there) and python-chess's own reading of them.
const EXPORTS: [(&str, &str); 3] = [
    (
        "exports/lichess_style.pgn",
        include_str!("data/exports/lichess_style.pgn"),
    ),
    (
        "exports/twic_style.pgn",
        include_str!("data/exports/twic_style.pgn"),
    ),
    (
        "exports/setup_fen.pgn",
        include_str!("data/exports/setup_fen.pgn"),
    ),
];

/// python-chess's reading of one game: start FEN, final FEN, the moves in UCI.
struct Reference {
    start: String,
    end: String,
    uci: Vec<String>,
}

fn reference(file: &str) -> Vec<Reference> {
    include_str!("data/exports/reference.tsv")
        .lines()
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f.first() == Some(&file)).then(|| Reference {
                start: f[3].to_owned(),
                end: f[4].to_owned(),
                uci: f[5].split_whitespace().map(str::to_owned).collect(),
            })
        })
        .collect()
}

fn fen_of(pos: &Chess) -> String {
    shakmaty::fen::Fen::from_position(pos, shakmaty::EnPassantMode::Legal).to_string()
}

#[test]
fn every_game_of_real_exports_reads_in_default_mode_as_python_chess_reads_it() {
    let mut games = 0;
    for (name, text) in EXPORTS {
        let expected = reference(name);
        assert!(!expected.is_empty(), "{name}");
        let back = notate(text, InputLang::Auto, &Chess::default());
        assert!(
            back.problem.is_none(),
            "{name}: {:?}",
            back.problem.map(|p| (p.line, p.text, p.reason))
        );
        assert_eq!(back.games.len(), expected.len(), "{name}: game count");
        for (i, (got, want)) in back.games.iter().zip(&expected).enumerate() {
            assert_eq!(fen_of(&got.initial), want.start, "{name} game {}", i + 1);
            let mut pos = got.initial.clone();
            let uci: Vec<String> = got
                .moves
                .iter()
                .map(|m| {
                    let u = m.to_uci(shakmaty::CastlingMode::Standard).to_string();
                    pos.play_unchecked(*m);
                    u
                })
                .collect();
            assert_eq!(uci, want.uci, "{name} game {}", i + 1);
            assert_eq!(fen_of(&pos), want.end, "{name} game {}", i + 1);
            // The PGN written keeps the start position and the tags.
            let pgn = got.to_pgn();
            if want.start != fen_of(&Chess::default()) {
                assert!(pgn.contains(&format!("[FEN \"{}\"]", want.start)), "{pgn}");
            }
            assert!(pgn.contains("[White \""), "{pgn}");
        }
        games += expected.len();
    }
    assert_eq!(games, 467);
}

#[test]
fn announce_then_notate_keeps_the_start_position_of_every_game() {
    let (_, text) = EXPORTS[2];
    let expected = reference("exports/setup_fen.pgn");
    let said = announce(text, Lang::De, Style::default());
    assert!(said.problems.is_empty(), "{:?}", said.problems);
    assert!(
        said.text.starts_with("[SetUp \"1\"]\n[FEN \""),
        "{}",
        &said.text[..200]
    );
    let back = notate(&said.text, InputLang::Auto, &Chess::default());
    assert!(back.problem.is_none(), "{:?}", back.problem);
    assert_eq!(back.games.len(), expected.len());
    for (got, want) in back.games.iter().zip(&expected) {
        assert_eq!(fen_of(&got.initial), want.start);
        assert_eq!(got.moves.len(), want.uci.len());
    }
}

#[test]
fn a_variant_other_than_standard_chess_is_refused_by_name() {
    let text = "[Event \"x\"]\n[Variant \"Chess960\"]\n[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]\n\n1. e4 e5 *\n";
    let back = notate(text, InputLang::Auto, &Chess::default());
    let p = back
        .problem
        .unwrap_or_else(|| panic!("a Chess960 game was read"));
    assert!(
        p.reason.contains("Chess960 games are not supported"),
        "{}",
        p.reason
    );
    assert!(back.games.iter().all(|g| g.moves.is_empty()));
    let said = announce(text, Lang::En, Style::default());
    assert_eq!(said.text, "");
    assert!(said.problems[0].contains("Chess960 games are not supported"));
    // Standard and "From Position" are standard chess.
    for v in ["Standard", "From Position"] {
        let text = format!("[Variant \"{v}\"]\n\n1. e4 e5 *\n");
        let back = notate(&text, InputLang::Auto, &Chess::default());
        assert!(back.problem.is_none(), "{v}");
    }
}

#[test]
fn a_fen_tag_is_the_start_of_its_game_and_kept_in_its_pgn() {
    let text = "[SetUp \"1\"]\n[FEN \"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\"]\n\n3. Bb5 a6 *\n\n1. e4 *\n";
    let back = notate(text, InputLang::Auto, &Chess::default());
    assert!(back.problem.is_none(), "{:?}", back.problem);
    let pgn = back.to_pgn();
    assert!(
        pgn.contains("[FEN \"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\"]"),
        "{pgn}"
    );
    assert!(pgn.contains("3. Bb5 a6 *"), "{pgn}");
    // The next game starts from the standard position again.
    assert_eq!(back.games[1].initial, Chess::default());
    let bad = notate(
        "[FEN \"nonsense\"]\n\n1. e4 *\n",
        InputLang::Auto,
        &Chess::default(),
    );
    assert!(matches!(
        bad.problem.map(|p| p.error),
        Some(rochade::batch::NotateRefusal::BadFen)
    ));
}

#[test]
fn default_mode_reads_a_plain_k_and_r_as_the_game_writes_them() {
    // From the review: "Rf7" and "14. Kb1" were asked back as rook-or-king, knight-or-king.
    let pos = fen("6k1/8/8/8/8/8/1R6/K7 w - - 0 14");
    let back = notate(
        &format!("[FEN \"{}\"]\n\n14. Kb1 Kf7 15. Rf2+ *\n", fen_of(&pos)),
        InputLang::Auto,
        &Chess::default(),
    );
    assert!(back.problem.is_none(), "{:?}", back.problem);
    assert!(
        back.to_pgn().contains("14. Kb1 Kf7 15. Rf2+ *"),
        "{}",
        back.to_pgn()
    );
}
