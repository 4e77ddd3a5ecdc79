//! Round trips over real tournament games (tests/data/*.pgn, about 28,000 plies) and over
//! random legal games: every move put into words and read back gives the same move.

use rochade::batch::{announce, notate};
use rochade::notation::{Style, read_move, words, written};
use rochade::pgn::read_games;
use rochade::{InputLang, Lang};
use shakmaty::{Chess, Move, Position};

const FILES: [(&str, &str); 3] = [
    ("London1851", include_str!("data/London1851.pgn")),
    ("WorldChamp1886", include_str!("data/WorldChamp1886.pgn")),
    ("tatamast22", include_str!("data/tatamast22.pgn")),
];

#[test]
fn every_ply_of_every_game_survives_announce_then_notate_in_every_language() {
    let mut plies = 0;
    for (name, pgn) in FILES {
        let games = read_games(pgn);
        for g in &games {
            assert!(g.problem.is_none(), "{name}: {:?}", g.problem);
        }
        let expected: Vec<&Vec<Move>> = games
            .iter()
            .map(|g| &g.moves)
            .filter(|m| !m.is_empty())
            .collect();
        plies += expected.iter().map(|m| m.len()).sum::<usize>();
        // Every language, and the Appendix D words without the pawn word as well.
        let styles = Lang::ALL
            .into_iter()
            .map(|l| (l, Style::default()))
            .chain([(Lang::APPENDIX_D, Style { pawn_word: false })]);
        for (lang, style) in styles {
            let said = announce(pgn, lang, style);
            assert!(
                said.problems.is_empty(),
                "{name} {lang}: {:?}",
                said.problems
            );
            for input in [InputLang::One(lang), InputLang::Auto] {
                let back = notate(&said.text, input, &Chess::default());
                if let Some(p) = &back.problem {
                    panic!(
                        "{name} {lang} {input:?}: line {}: {:?}: {}",
                        p.line, p.text, p.reason
                    );
                }
                let got: Vec<&Vec<Move>> = back.games.iter().map(|g| &g.moves).collect();
                assert_eq!(
                    got.len(),
                    expected.len(),
                    "{name} {lang} {input:?}: game count"
                );
                for (i, (a, b)) in got.iter().zip(&expected).enumerate() {
                    assert_eq!(a, b, "{name} {lang} {input:?}: game {}", i + 1);
                }
            }
        }
    }
    assert!(plies > 28_000, "only {plies} plies read");
}

/// A small deterministic generator (xorshift), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Random games that favour captures, promotions (under-promotions too, for many knights and
/// rooks: heavy disambiguation) and en passant.
#[test]
fn random_games_read_back_in_every_language_and_in_written_notation() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut checked = 0;
    let (mut promotions, mut en_passant, mut castles, mut disambiguated) = (0, 0, 0, 0);
    for _ in 0..150 {
        let mut pos = Chess::default();
        for _ in 0..220 {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            let special: Vec<&Move> = legal
                .iter()
                .filter(|m| m.is_promotion() || m.is_en_passant() || m.is_castle())
                .collect();
            let m = if !special.is_empty() && rng.below(3) > 0 {
                *special[rng.below(special.len())]
            } else {
                legal[rng.below(legal.len())]
            };
            promotions += usize::from(m.is_promotion());
            en_passant += usize::from(m.is_en_passant());
            castles += usize::from(m.is_castle());
            for lang in Lang::ALL {
                for style in [Style::default(), Style { pawn_word: false }] {
                    let w = words(&pos, m, lang, style);
                    assert_eq!(
                        read_move(&pos, &w, lang.into()),
                        Ok(m),
                        "{lang} {w:?} in {pos:?}"
                    );
                    assert_eq!(read_move(&pos, &w, InputLang::Auto), Ok(m), "auto {w:?}");
                }
                let s = written(&pos, m, lang);
                assert_eq!(read_move(&pos, &s, lang.into()), Ok(m), "{lang} {s:?}");
                if s.chars().filter(|c| c.is_ascii_digit()).count() > 1
                    || s.chars().nth(1).is_some_and(|c| c.is_ascii_lowercase())
                        && s.starts_with(|c: char| c.is_uppercase())
                        && s.len() > 3
                {
                    disambiguated += 1;
                }
            }
            // Long algebraic and UCI, as typed.
            let uci = m.to_uci(shakmaty::CastlingMode::Standard).to_string();
            assert_eq!(read_move(&pos, &uci, InputLang::Auto), Ok(m), "uci {uci}");
            checked += 1;
            pos.play_unchecked(m);
        }
    }
    assert!(checked > 10_000, "{checked}");
    assert!(
        promotions > 100 && en_passant > 20 && castles > 20,
        "{promotions} {en_passant} {castles}"
    );
    assert!(disambiguated > 100, "{disambiguated}");
}
