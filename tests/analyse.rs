//! `rochade analyse` (issue 34, analysis by ear), through the real binary: a scripted fake
//! engine with fixed scores gives an exact, deterministic analysis (text and annotated PGN);
//! refusals and engine faults are said in words with exit code 1; and with Stockfish (skipped
//! when it is not installed, unless ROCHADE_REQUIRE_SYSTEM_TESTS=1) a known blunder is marked
//! and a real game's annotated PGN reads back in rochade's reader and in pgn-extract.

#![cfg(feature = "engine")]

mod common;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use common::Run;

/// A fake engine that knows the positions of the scholar's mate and gives each a fixed score
/// (for the side to move), best move and line (one longer than rochade keeps, one that turns
/// illegal); a bound before the exact score is not taken.
const SCRIPTED: &str = r#"#!/bin/sh
# A fake UCI engine for rochade's analysis tests.
pos=""
while read -r line; do
  case "$line" in
    uci) echo "id name Scripted"; echo uciok ;;
    isready) echo readyok ;;
    position*) pos="${line#position startpos}" ;;
    go*) p=""
         case "$pos" in
           "") s="cp 20"; b=e2e4 ;;
           " moves e2e4") s="cp -20"; b=e7e5 ;;
           " moves e2e4 e7e5") s="cp 25"; b=g1f3; p="g1f3 b8c6 f1c4 g8f6 d2d4" ;;
           " moves e2e4 e7e5 d1h5") s="cp 60"; b=b8c6 ;;
           " moves e2e4 e7e5 d1h5 b8c6") s="cp -40"; b=g1f3; p="g1f3 e8e1" ;;
           " moves e2e4 e7e5 d1h5 b8c6 f1c4") s="cp 200"; b=g7g6 ;;
           " moves e2e4 e7e5 d1h5 b8c6 f1c4 g8f6") s="mate 1"; b=h5f7 ;;
           *) s="cp 0"; b=0000 ;;
         esac
         echo "info depth 1 score cp 999 lowerbound pv $b"
         echo "info depth 2 score $s nodes 10 pv ${p:-$b}"
         echo "bestmove $b" ;;
    quit) exit 0 ;;
  esac
done
"#;

/// A fake engine that answers the handshake and never a search.
const THINKER: &str = r#"#!/bin/sh
while read -r line; do
  case "$line" in
    uci) echo uciok ;;
    isready) echo readyok ;;
    quit) exit 0 ;;
  esac
done
"#;

/// A fake engine that never answers at all.
const SILENT: &str = "#!/bin/sh\nwhile read -r line; do :; done\n";

/// A fake engine that ends at its first search.
const DIES: &str = r#"#!/bin/sh
while read -r line; do
  case "$line" in
    uci) echo uciok ;;
    isready) echo readyok ;;
    go*) exit 0 ;;
  esac
done
"#;

/// A fake engine whose best move cannot be played.
const ILLEGAL: &str = r#"#!/bin/sh
while read -r line; do
  case "$line" in
    uci) echo uciok ;;
    isready) echo readyok ;;
    go*) echo "info depth 1 score cp 10 pv e8e1"; echo "bestmove e8e1" ;;
    quit) exit 0 ;;
  esac
done
"#;

/// A fake engine that floods its output before each best move: many `info` lines and one
/// line of 10 MB.
const FLOOD: &str = r#"#!/bin/sh
while read -r line; do
  case "$line" in
    uci) echo uciok ;;
    isready) echo readyok ;;
    go*) yes 'info depth 1 seldepth 1 score cp 13 nodes 20 pv e2e4' | head -n 20000
         head -c 10000000 /dev/zero | tr '\0' x; echo
         echo "info depth 2 score cp 7"
         echo "bestmove 0000" ;;
    quit) exit 0 ;;
  esac
done
"#;

/// The scholar's mate, with a time control and clock comments for the first moves (4 and 12
/// seconds spent): 3... Nf6 walks into mate.
const SCHOLAR: &str = "[Event \"Scholar\"]\n[White \"A\"]\n[Black \"B\"]\n\
[TimeControl \"300+2\"]\n\n\
1. e4 { [%clk 0:04:58] } e5 { [%clk 0:04:50] } 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";

/// The folder of the fake engines and games, written once before any test starts a process.
fn dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("analyse");
        std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
        for (name, text) in [
            ("scripted", SCRIPTED),
            ("thinker", THINKER),
            ("silent", SILENT),
            ("dies", DIES),
            ("illegal", ILLEGAL),
            ("flood", FLOOD),
            ("empty.pgn", "[Event \"Nothing\"]\n\n*\n"),
            ("scholar.pgn", SCHOLAR),
            ("illegal.pgn", "[Event \"Bad\"]\n\n1. e4 e5 2. Ke3 Nc6 *\n"),
        ] {
            let path = dir.join(name);
            if std::fs::read_to_string(&path).ok().as_deref() != Some(text) {
                std::fs::write(&path, text).unwrap_or_else(|e| panic!("{e}"));
            }
            #[cfg(unix)]
            if !name.ends_with(".pgn") {
                use std::os::unix::fs::PermissionsExt;
                std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755))
                    .unwrap_or_else(|e| panic!("{e}"));
            }
        }
        dir
    })
}

fn path(name: &str) -> String {
    dir().join(name).display().to_string()
}

fn analyse(args: &[&str]) -> Run {
    let mut all = vec!["analyse", "--lang", "en"];
    all.extend_from_slice(args);
    common::rochade(&all, &[], "")
}

#[test]
fn a_scripted_engine_gives_an_exact_analysis_in_words() {
    let run = analyse(&["--engine", &path("scripted"), &path("scholar.pgn")]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let expected = "\
Start position: The position is equal, plus zero point two.
Move 1, White: Pawn e4. The position is equal, plus zero point two. Time spent: four seconds.
Move 1, Black: Pawn e5. The position is equal, plus zero point three. Time spent: twelve seconds.
Move 2, White: Queen h5. Black is slightly better, minus zero point six. An inaccuracy; better was Knight f3. The line: Knight f3, Knight c6, Bishop c4, Knight f6.
Move 2, Black: Knight c6. The position is equal, minus zero point four.
Move 3, White: Bishop c4. Black is clearly better, minus two point zero. A mistake; better was Knight f3.
Move 3, Black: Knight f6. White mates in one move. A blunder; better was Pawn g6.
Move 4, White: Queen takes f7 checkmate. Black is checkmated.
";
    assert_eq!(run.stdout, expected);
    // The progress is on standard error, a line per position asked about (the last,
    // checkmate, is judged without the engine but counted).
    assert!(
        run.stderr.contains("Analysing: position 1 of 8."),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains("Analysing: position 8 of 8."),
        "{}",
        run.stderr
    );
    assert!(!run.stdout.contains("Analysing"));
}

#[test]
fn a_scripted_engine_gives_an_exact_annotated_pgn() {
    let run = analyse(&[
        "--engine",
        &path("scripted"),
        "--format",
        "pgn",
        &path("scholar.pgn"),
    ]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let (tags, movetext) = run
        .stdout
        .split_once("\n\n")
        .unwrap_or_else(|| panic!("{}", run.stdout));
    assert!(
        tags.starts_with("[Event \"Scholar\"]\n[Site \"?\"]"),
        "{tags}"
    );
    assert!(tags.contains("[Result \"1-0\"]"), "{tags}");
    assert_eq!(
        movetext.split_whitespace().collect::<Vec<_>>().join(" "),
        "1. e4 { [%eval 0.20] [%clk 0:04:58] } 1... e5 \
         { [%eval 0.25] [%clk 0:04:50] } 2. Qh5 $6 { [%eval -0.60] } ( 2. Nf3 Nc6 3. Bc4 Nf6 ) 2... Nc6 \
         { [%eval -0.40] } 3. Bc4 $2 { [%eval -2.00] } ( 3. Nf3 ) 3... Nf6 $4 \
         { [%eval #1] } ( 3... g6 ) 4. Qxf7# 1-0"
    );
    // rochade's own reader reads the same moves back, the variations skipped.
    let again = rochade::pgn::read_games(&run.stdout);
    let original = rochade::pgn::read_games(SCHOLAR);
    assert_eq!(again.len(), 1);
    assert_eq!(again[0].problem, None);
    assert_eq!(again[0].moves, original[0].moves);
    if let Some(pgn_extract) = pgn_extract() {
        check_with_pgn_extract(&pgn_extract, &run.stdout, "scripted");
    }
}

#[test]
fn refusals_are_said_in_words() {
    // No such file.
    let run = analyse(&["--engine", &path("scripted"), &path("nothing.pgn")]);
    assert_eq!(run.code, Some(1));
    assert!(run.stderr.contains("cannot be read"), "{}", run.stderr);
    assert!(run.stdout.is_empty());
    // An illegal move: the game and the move named.
    let run = analyse(&["--engine", &path("scripted"), &path("illegal.pgn")]);
    assert_eq!(run.code, Some(1));
    assert!(
        run.stderr
            .contains("Game 1: White's move 2, Ke3, is not legal in its position."),
        "{}",
        run.stderr
    );
    // A game the file does not have.
    let run = analyse(&[
        "--engine",
        &path("scripted"),
        "--game",
        "3",
        &path("scholar.pgn"),
    ]);
    assert_eq!(run.code, Some(1));
    assert!(
        run.stderr.contains("holds one game; there is no game 3."),
        "{}",
        run.stderr
    );
    // No engine.
    let run = analyse(&["--engine", "/no/such/engine", &path("scholar.pgn")]);
    assert_eq!(run.code, Some(1));
    assert!(
        run.stderr
            .contains("No chess engine /no/such/engine was found, so nothing was analysed."),
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains("panicked"));
}

#[test]
fn an_engine_that_does_not_answer_or_ends_is_said_in_words() {
    let started = std::time::Instant::now();
    let run = analyse(&[
        "--engine",
        &path("thinker"),
        "--timeout",
        "1",
        &path("scholar.pgn"),
    ]);
    assert_eq!(run.code, Some(1));
    assert!(
        run.stderr.contains("did not answer in time"),
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains("no bestmove in time"), "{}", run.stderr);
    assert!(started.elapsed() < std::time::Duration::from_secs(10));
    let run = analyse(&["--engine", &path("silent"), &path("scholar.pgn")]);
    assert_eq!(run.code, Some(1));
    assert!(run.stderr.contains("no uciok in time"), "{}", run.stderr);
    let run = analyse(&["--engine", &path("dies"), &path("scholar.pgn")]);
    assert_eq!(run.code, Some(1));
    assert!(
        run.stderr.contains("stopped. The analysis stopped."),
        "{}",
        run.stderr
    );
    let run = analyse(&["--engine", &path("illegal"), &path("scholar.pgn")]);
    assert_eq!(run.code, Some(1));
    assert!(
        run.stderr
            .contains("sent an answer that cannot be used. The analysis stopped."),
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains("bestmove e8e1"), "{}", run.stderr);
    assert!(run.stdout.is_empty());
    assert!(!run.stderr.contains("panicked"));
}

/// Whether Stockfish is there, found as rochade finds it; when it is not, the test says so and
/// skips, unless ROCHADE_REQUIRE_SYSTEM_TESTS=1 (as in CI) makes that a failure.
fn stockfish_present() -> bool {
    if rochade::engine::locate("stockfish").is_ok() {
        return true;
    }
    let msg = "SKIPPED: stockfish is not installed (apt-get install stockfish)";
    assert!(
        std::env::var("ROCHADE_REQUIRE_SYSTEM_TESTS").as_deref() != Ok("1"),
        "{msg}, and ROCHADE_REQUIRE_SYSTEM_TESTS=1 requires it"
    );
    eprintln!("{msg}");
    false
}

/// Debian installs pgn-extract outside the usual PATH.
const PGN_EXTRACT: &str = "/usr/games/pgn-extract";

fn pgn_extract() -> Option<PathBuf> {
    let on_path = std::env::var_os("PATH")
        .map(|p| {
            std::env::split_paths(&p)
                .map(|d| d.join("pgn-extract"))
                .collect::<Vec<_>>()
        })
        .unwrap_or_default();
    if let Some(p) = on_path
        .into_iter()
        .chain([PathBuf::from(PGN_EXTRACT)])
        .find(|p| p.is_file())
    {
        return Some(p);
    }
    assert!(
        std::env::var("ROCHADE_REQUIRE_SYSTEM_TESTS").as_deref() != Ok("1"),
        "pgn-extract is not installed and ROCHADE_REQUIRE_SYSTEM_TESTS=1 requires it"
    );
    eprintln!("SKIPPED: pgn-extract is not installed (apt install pgn-extract)");
    None
}

/// pgn-extract reads `pgn` without a complaint and keeps its one game.
fn check_with_pgn_extract(program: &Path, pgn: &str, name: &str) {
    let file = dir().join(format!("{name}-annotated.pgn"));
    let out = dir().join(format!("{name}-extracted.pgn"));
    std::fs::write(&file, pgn).unwrap_or_else(|e| panic!("{e}"));
    let run = std::process::Command::new(program)
        .arg("-s")
        .arg("-o")
        .arg(&out)
        .arg(&file)
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{stderr}");
    assert!(stderr.trim().is_empty(), "pgn-extract complains: {stderr}");
    let extracted = std::fs::read_to_string(&out).unwrap_or_else(|e| panic!("{e}"));
    let games = rochade::pgn::read_games(&extracted);
    assert_eq!(games.len(), 1, "{extracted}");
    assert_eq!(games[0].moves, rochade::pgn::read_games(pgn)[0].moves);
}

#[test]
fn stockfish_marks_the_blunder_that_walks_into_mate() {
    if !stockfish_present() {
        return;
    }
    let run = analyse(&["--depth", "8", &path("scholar.pgn")]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 8, "{}", run.stdout);
    assert!(
        lines[6].starts_with(
            "Move 3, Black: Knight f6. White mates in one move. A blunder; better was"
        ),
        "{}",
        run.stdout
    );
    assert_eq!(
        lines[7],
        "Move 4, White: Queen takes f7 checkmate. Black is checkmated."
    );
    let run = analyse(&["--depth", "8", "--format", "pgn", &path("scholar.pgn")]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout.contains("3... Nf6 $4 { [%eval #1] }"),
        "{}",
        run.stdout
    );
}

#[test]
fn stockfish_evaluates_every_move_of_a_real_game() {
    if !stockfish_present() {
        return;
    }
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/WorldChamp1886.pgn");
    let data = data.display().to_string();
    let started = std::time::Instant::now();
    let run = analyse(&["--depth", "6", "--format", "pgn", "--game", "2", &data]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let original =
        rochade::pgn::read_games(&std::fs::read_to_string(&data).unwrap_or_else(|e| panic!("{e}")));
    let games = rochade::pgn::read_games(&run.stdout);
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].problem, None);
    assert_eq!(games[0].moves, original[1].moves);
    // An evaluation after every move (the last may be a checkmate, which has none).
    let evals = games[0]
        .comments
        .iter()
        .filter(|c| c.iter().any(|c| c.contains("[%eval ")))
        .count();
    let n = games[0].moves.len();
    assert!(
        evals == n || evals + 1 == n,
        "{evals} evaluations for {n} moves"
    );
    eprintln!(
        "analysed {n} moves at depth 6 in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    if let Some(pgn_extract) = pgn_extract() {
        check_with_pgn_extract(&pgn_extract, &run.stdout, "worldchamp");
    }
    // And as text, a line per move and one for the start.
    let run = analyse(&["--depth", "6", "--game", "2", &data]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(run.stdout.lines().count(), n + 1);
}

#[test]
fn a_flood_of_output_is_read_within_bounds() {
    // A game without moves: only the start position is asked about.
    let run = analyse(&["--engine", &path("flood"), &path("empty.pgn")]);
    // `bestmove 0000` is no move of the start position: said in words, after the flood was
    // read through without growing the memory (the reader keeps 4 KiB of a line).
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert!(
        run.stderr.contains("sent an answer that cannot be used"),
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains("panicked"));
}
