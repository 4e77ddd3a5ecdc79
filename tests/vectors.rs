//! The announcement vectors (tests/data/moves.tsv, a copy of the project's shared vectors):
//! every line is read in its language and position and must give the expected SAN or error kind.

use rochade::notation::{NotationError, ResolveError, read_move};
use rochade::{InputLang, Lang};
use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Chess};

#[test]
fn every_vector_passes() {
    let text = include_str!("data/moves.tsv");
    let mut failures = Vec::new();
    let mut count = 0;
    for (n, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let cols: Vec<&str> = line.split('\t').collect();
        assert_eq!(cols.len(), 4, "line {} has {} columns", n + 1, cols.len());
        let (lang, fen, said, expected) = (cols[0], cols[1], cols[2], cols[3]);
        let lang: Lang = lang.parse().expect("vector language");
        let pos: Chess = fen
            .parse::<Fen>()
            .expect("vector FEN")
            .into_position(CastlingMode::Standard)
            .expect("vector position");
        count += 1;
        let got = match read_move(&pos, said, InputLang::One(lang)) {
            Ok(m) => SanPlus::from_move(pos.clone(), m).to_string(),
            Err(NotationError::Move { error, .. }) => match error {
                ResolveError::Illegal(_) => "ERR:illegal".into(),
                ResolveError::Ambiguous(_) => "ERR:ambiguous".into(),
                ResolveError::PromotionMissing(_) => "ERR:promotion".into(),
                ResolveError::NotAsSaid { .. } => "ERR:not-as-said".into(),
            },
            Err(NotationError::Syntax(_)) => "ERR:unparseable".into(),
            Err(e) => format!("ERR:{e}"),
        };
        if got != expected {
            failures.push(format!(
                "line {}: {lang} {said:?}: got {got}, expected {expected}",
                n + 1
            ));
        }
    }
    assert!(count >= 48, "only {count} vectors read");
    assert!(
        failures.is_empty(),
        "{} of {count} failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The same vectors read with `auto`: every one whose utterance is not a bare letter clash
/// gives the same answer (the Russian K is the knight, which auto finds from the position).
#[test]
fn auto_reads_the_vectors_too() {
    let text = include_str!("data/moves.tsv");
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let cols: Vec<&str> = line.split('\t').collect();
        let pos: Chess = cols[1]
            .parse::<Fen>()
            .expect("vector FEN")
            .into_position(CastlingMode::Standard)
            .expect("vector position");
        let expected = cols[3];
        if expected.starts_with("ERR") {
            continue;
        }
        let got = read_move(&pos, cols[2], InputLang::Auto)
            .map(|m| SanPlus::from_move(pos.clone(), m).to_string());
        assert_eq!(got.as_deref(), Ok(expected), "auto: {:?}", cols[2]);
    }
}
