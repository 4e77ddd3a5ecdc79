//! The engine opponent (issue 34, first step), through the real binary in line mode: a game
//! against Stockfish under the table protocol, and scripted fake engines that misbehave on
//! purpose (never answer, end after their first move, send an illegal or an unreadable move,
//! flood their output). Each fault is said in words and the game goes on from the keyboard;
//! in a game under an event profile no engine is started at all (Article 11.3).

#![cfg(feature = "engine")]

mod common;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use common::live::Live;

/// What every fake engine does with the handshake: its name, an Elo setting, `uciok`,
/// `readyok`; `$GO` is what it does at `go`.
const FAKE: &str = r#"#!/bin/sh
# A fake UCI engine for rochade's tests.
while read -r line; do
  case "$line" in
    uci) echo "id name Fake Engine"
         echo "option name UCI_LimitStrength type check default false"
         echo "option name UCI_Elo type spin default 1500 min 1000 max 2000"
         echo uciok ;;
    isready) echo readyok ;;
    go*) $GO ;;
    quit) exit 0 ;;
  esac
done
"#;

/// The fake engines, by name: the shell commands each runs at `go` (the whole script for one
/// that never answers, and for the one that notes that it was started).
const FAKES: &[(&str, &str)] = &[
    ("dies", "echo 'bestmove e7e5'; exit 0"),
    ("illegal", "echo 'bestmove e8e1'"),
    ("unreadable", "echo 'bestmove (none)'"),
    (
        "flood",
        "yes 'info depth 1 seldepth 1 score cp 13 nodes 20 pv e7e5' | head -n 200000; \
         head -c 50000000 /dev/zero | tr '\\0' x; echo; echo 'bestmove e7e5'",
    ),
];

/// A fake engine that writes every line it is sent to `log` beside it, and plays e7e5, then
/// b8c6.
const LOGGER: &str = r#"#!/bin/sh
# A fake UCI engine for rochade's tests that notes what it is told.
log="$(dirname "$0")/log"
n=0
while read -r line; do
  echo "$line" >> "$log"
  case "$line" in
    uci) echo "id name Fake Engine"; echo uciok ;;
    isready) echo readyok ;;
    go*) n=$((n+1))
         if [ "$n" = 1 ]; then echo "bestmove e7e5"; else echo "bestmove b8c6"; fi ;;
    quit) exit 0 ;;
  esac
done
"#;

/// A fake engine that knows a few positions: the best move for either side there (so that a
/// `hint` for White has an answer too), and an evaluation before its move: `$SCORE`
/// centipawns for itself, after a second's thought (a draw offer made meanwhile is answered
/// with that evaluation).
const KNOWER: &str = r#"#!/bin/sh
# A fake UCI engine for rochade's tests that knows a few positions.
pos=""
while read -r line; do
  case "$line" in
    uci) echo "id name Fake Engine"; echo uciok ;;
    isready) echo readyok ;;
    position*) pos="$line" ;;
    go*) case "$pos" in
           *"moves e2e4") echo "info depth 5 score cp $SCORE pv e7e5"; sleep 1; echo "bestmove e7e5" ;;
           *"moves e2e4 e7e5") echo "bestmove g1f3" ;;
           *"moves e2e4 e7e5 d2d4") echo "info depth 5 score cp $SCORE pv e5d4"; sleep 1; echo "bestmove e5d4" ;;
           *) echo "bestmove e2e4" ;;
         esac ;;
    quit) exit 0 ;;
  esac
done
"#;

/// A fake engine that knows the moves of one opening for Black, writes every position it is
/// told to `log-fragile` beside it, and ends after its fifth move (each process it is started
/// as counts from one).
const FRAGILE: &str = r#"#!/bin/sh
# A fake UCI engine for rochade's tests that ends after its fifth move.
log="$(dirname "$0")/log-fragile"
n=0
pos=""
while read -r line; do
  case "$line" in
    uci) echo "id name Fake Engine"; echo uciok ;;
    isready) echo readyok ;;
    position*) pos="$line"; echo "$line" >> "$log" ;;
    go*) case "$pos" in
           *"moves e2e4") m=e7e5 ;;
           *"e7e5 g1f3") m=b8c6 ;;
           *"b8c6 f1c4") m=f8c5 ;;
           *"f8c5 b1c3") m=g8f6 ;;
           *"g8f6 d2d3") m=d7d6 ;;
           *"d7d6 c1g5") m=h7h6 ;;
           *) m=a7a6 ;;
         esac
         echo "bestmove $m"
         n=$((n+1))
         if [ "$n" = 5 ]; then exit 0; fi ;;
    quit) exit 0 ;;
  esac
done
"#;

/// The folder of the fake engines, written once before any test starts a process (a script
/// still open for writing in a process being started elsewhere could not be run).
fn fakes() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("fake-engines");
        std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
        let mut scripts: Vec<(String, String)> = FAKES
            .iter()
            .map(|(name, go)| ((*name).to_owned(), FAKE.replace("$GO", go)))
            .collect();
        scripts.push((
            "silent".to_owned(),
            "#!/bin/sh\n# Reads everything and never answers.\nwhile read -r line; do :; done\n"
                .to_owned(),
        ));
        scripts.push((
            "marker".to_owned(),
            FAKE.replacen(
                "while read",
                "touch \"$(dirname \"$0\")/marker-$ROCHADE_TEST_MARK\"\nwhile read",
                1,
            )
            .replace("$GO", "echo 'bestmove e7e5'"),
        ));
        scripts.push(("logger".to_owned(), LOGGER.to_owned()));
        scripts.push(("fragile".to_owned(), FRAGILE.to_owned()));
        scripts.push(("losing".to_owned(), KNOWER.replace("$SCORE", "-300")));
        scripts.push(("better".to_owned(), KNOWER.replace("$SCORE", "80")));
        for (name, text) in scripts {
            let path = dir.join(&name);
            if std::fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
                std::fs::write(&path, &text).unwrap_or_else(|e| panic!("{e}"));
            }
            #[cfg(unix)]
            {
                use std::os::unix::fs::PermissionsExt;
                std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755))
                    .unwrap_or_else(|e| panic!("{e}"));
            }
        }
        dir
    })
}

fn fake(name: &str) -> String {
    fakes().join(name).display().to_string()
}

/// A game in English against `engine`, with `more` options.
fn against(data: &Path, engine: &str, more: &[&str]) -> Live {
    let mut args = vec!["--lang", "en", "--screen-reader", "off", "--engine", engine];
    args.extend_from_slice(more);
    Live::start(data, &args)
}

/// After a fault the game goes on from the keyboard: Black's move typed is played.
fn black_typed_is_played(game: &mut Live, typed: &str, said: &str) {
    game.send(typed);
    game.expect(said);
}

/// What the engine is told: the handshake, then at each of its turns the position from the
/// start with every move, and `go` with the thinking time; one search a move, no more.
#[test]
fn the_engine_is_told_each_position_once_and_its_moves_are_played() {
    let log = fakes().join("log");
    let _ = std::fs::remove_file(&log);
    let data = common::tempdir();
    let mut game = against(data.path(), &fake("logger"), &["--engine-movetime", "50"]);
    game.expect("Fake Engine plays Black, at full strength.");
    game.send("e4");
    game.expect("Pawn e5");
    game.send("Nf3");
    game.expect("Knight c6");
    game.quit();
    let told = std::fs::read_to_string(&log).unwrap_or_default();
    let told: Vec<&str> = told.lines().filter(|l| *l != "quit").collect();
    assert_eq!(
        told,
        [
            "uci",
            "ucinewgame",
            "isready",
            "position startpos moves e2e4",
            "go movetime 50",
            "position startpos moves e2e4 e7e5 g1f3",
            "go movetime 50",
        ]
    );
}

#[test]
fn an_engine_that_never_answers_is_said_and_the_game_goes_on() {
    let data = common::tempdir();
    let mut game = against(data.path(), &fake("silent"), &[]);
    game.expect("New game");
    game.send("e4");
    game.expect("Pawn e4");
    let (at, _) = game.expect_timed("The chess engine did not answer in time.");
    // The handshake's deadline is five seconds.
    assert!(at.elapsed() < std::time::Duration::from_secs(20));
    black_typed_is_played(&mut game, "e5", "Pawn e5");
    game.send("Nf3");
    game.expect("Knight f3");
    game.quit();
}

#[test]
fn an_engine_that_ends_after_its_first_move_is_said_and_the_game_goes_on() {
    let data = common::tempdir();
    let mut game = against(data.path(), &fake("dies"), &[]);
    game.expect("Fake Engine plays Black, at full strength.");
    game.send("e4");
    game.expect("Pawn e4");
    // Its move is played, then its end is said.
    game.expect("Pawn e5");
    game.expect("The chess engine has stopped.");
    game.send("Nf3");
    game.expect("Knight f3");
    black_typed_is_played(&mut game, "Nc6", "Knight c6");
    game.send("score");
    game.expect("Move 2: White Knight f3. Black Knight c6.");
    // The engine that went away gives no hint, and undo takes back one move as between
    // people.
    game.send("hint");
    game.expect("No engine plays in this game, so there is no hint.");
    game.send("undo");
    game.expect("Taken back: Knight c6.");
    game.send("turn");
    game.expect("Black to move");
    game.quit();
}

/// An engine that ends after its fifth move is started again with `engine restart` and told
/// the game from the record: it plays on from there, and the record keeps every move.
#[test]
fn an_engine_that_dies_after_move_five_is_started_again_from_the_record() {
    let log = fakes().join("log-fragile");
    let _ = std::fs::remove_file(&log);
    let data = common::tempdir();
    let mut game = against(data.path(), &fake("fragile"), &["--engine-movetime", "50"]);
    game.expect("Fake Engine plays Black, at full strength.");
    // Before any fault there is nothing to start again.
    game.send("engine restart");
    game.expect("The chess engine is playing already.");
    for (typed, reply) in [
        ("e4", "Pawn e5"),
        ("Nf3", "Knight c6"),
        ("Bc4", "Bishop c5"),
        ("Nc3", "Knight f6"),
        ("d3", "Pawn d6"),
    ] {
        game.send(typed);
        game.expect(reply);
    }
    game.expect("The chess engine has stopped.");
    game.send("engine restart");
    game.expect("Starting the chess engine again, from the position of the game.");
    game.expect("Fake Engine plays Black, at full strength.");
    game.send("Bg5");
    game.expect("Pawn h6");
    game.send("score");
    game.expect("Move 6: White Bishop g5. Black Pawn h6.");
    game.quit();
    let told = std::fs::read_to_string(&log).unwrap_or_default();
    assert!(
        told.lines().any(|l| l
            == "position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 b1c3 g8f6 d2d3 d7d6 c1g5"),
        "{told}"
    );
}

#[test]
fn an_illegal_or_unreadable_move_is_not_played_and_is_said() {
    for engine in ["illegal", "unreadable"] {
        let data = common::tempdir();
        let mut game = against(data.path(), &fake(engine), &["--engine-elo", "1200"]);
        game.expect("Fake Engine plays Black, at a strength of 1200 Elo.");
        game.send("e4");
        game.expect("Pawn e4");
        game.expect("The chess engine sent an illegal or unreadable move; it is not played.");
        black_typed_is_played(&mut game, "e5", "Pawn e5");
        game.send("score");
        game.expect("Move 1: White Pawn e4. Black Pawn e5.");
        game.quit();
    }
}

#[test]
fn a_flood_of_output_neither_stops_the_engine_nor_grows_the_memory() {
    let data = common::tempdir();
    let mut game = against(data.path(), &fake("flood"), &["--engine-elo", "3000"]);
    // Above the engine's highest Elo: its highest.
    game.expect("Fake Engine plays Black, at a strength of 2000 Elo.");
    game.send("e4");
    game.expect("Pawn e4");
    // 200,000 lines and one of 50 MB before its move: the move comes, and the line of 50 MB
    // was never held (at most 4 KiB of a line is kept).
    game.expect("Pawn e5");
    #[cfg(target_os = "linux")]
    {
        let status =
            std::fs::read_to_string(format!("/proc/{}/status", game.pid())).unwrap_or_default();
        let peak_kib: u64 = status
            .lines()
            .find_map(|l| l.strip_prefix("VmHWM:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap_or(0);
        assert!(peak_kib > 0, "{status}");
        assert!(peak_kib < 40 * 1024, "peak memory {peak_kib} KiB");
    }
    game.send("Nf3");
    game.expect("Knight f3");
    game.quit();
}

#[test]
fn an_engine_that_is_not_there_is_said_and_the_game_goes_on() {
    fakes();
    let data = common::tempdir();
    let mut game = against(data.path(), "no-such-chess-engine", &[]);
    game.expect("No chess engine no-such-chess-engine was found.");
    game.send("e4");
    game.expect("Pawn e4");
    black_typed_is_played(&mut game, "e5", "Pawn e5");
    game.quit();
}

/// Article 11.3: in a game under an event profile the engine is refused in words, and its
/// program is never started (the fake one notes every start in a file).
#[test]
fn in_a_game_under_an_event_profile_no_engine_is_started() {
    let dir = fakes();
    let data = common::tempdir();
    let event = data.path().join("event.toml");
    std::fs::write(&event, "edition = \"2023\"\n").unwrap_or_else(|e| panic!("{e}"));
    let mark = format!("{}-{}", std::process::id(), "event");
    let marker = dir.join(format!("marker-{mark}"));
    let _ = std::fs::remove_file(&marker);
    let run = common::rochade(
        &[
            "--line-mode",
            "--speech",
            "none",
            "--screen-reader",
            "off",
            "--lang",
            "en",
            "--event",
            &event.display().to_string(),
            "--engine",
            &fake("marker"),
        ],
        &[
            ("ROCHADE_DATA_DIR", data.path().as_os_str()),
            ("ROCHADE_TEST_MARK", std::ffi::OsStr::new(&mark)),
        ],
        "e4\ne5\nscore\nquit\n",
    );
    assert!(
        run.stdout.contains(
            "This game is played under an event profile, so no chess engine can be used in it"
        ),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("Move 1: White Pawn e4. Black Pawn e5."),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("Fake Engine"), "{}", run.stdout);
    assert!(!marker.exists(), "the engine was started");
    // The same fake engine, without the profile, is started (the marker works). Without
    // ROCHADE_TEST_MARK in its environment the fake notes "marker-".
    let started = dir.join("marker-");
    let _ = std::fs::remove_file(&started);
    let data = common::tempdir();
    let mut game = Live::start(
        data.path(),
        &[
            "--lang",
            "en",
            "--screen-reader",
            "off",
            "--engine",
            &fake("marker"),
        ],
    );
    game.expect("Fake Engine plays Black");
    game.quit();
    assert!(started.exists(), "the fake engine notes its start");
}

/// `hint` asks the engine for the player's best move, said in words on the player's turn;
/// `undo` against the engine takes back its reply with the player's move.
#[test]
fn a_hint_is_the_engines_best_move_for_the_player_and_undo_takes_back_a_pair() {
    let data = common::tempdir();
    let mut game = against(data.path(), &fake("better"), &["--engine-movetime", "50"]);
    game.expect("Fake Engine plays Black, at full strength.");
    game.send("hint");
    game.expect("The engine's hint: Pawn e4.");
    game.send("e4");
    game.expect("Pawn e5");
    game.send("hint");
    game.expect("The engine's hint: Knight f3.");
    game.send("undo");
    game.expect("Taken back: Pawn e5.");
    game.expect("Taken back: Pawn e4.");
    game.send("turn");
    game.expect("White to move");
    // The same move again gets the same reply: the engine follows the game taken back.
    game.send("e4");
    game.expect("Pawn e5");
    game.send("score");
    game.expect("Move 1: White Pawn e4. Black Pawn e5.");
    game.quit();
}

/// The engine answers a draw offer from its evaluation: it accepts when it is clearly worse,
/// and declines (and plays on) when it is better.
#[test]
fn the_engine_accepts_a_draw_when_it_is_worse_and_declines_when_it_is_better() {
    for (engine, accepts) in [("losing", true), ("better", false)] {
        let data = common::tempdir();
        let mut game = against(data.path(), &fake(engine), &["--engine-movetime", "50"]);
        game.expect("Fake Engine plays Black");
        game.send("e4");
        game.expect("Pawn e5");
        // The offer is made while the engine thinks about its reply to d4.
        game.send("d4");
        game.send("draw");
        if accepts {
            game.expect("by agreement");
        } else {
            game.expect("declines the draw offer. The game goes on.");
            game.expect("Pawn e takes d4");
        }
        let lines = game.quit();
        let drawn = lines.iter().any(|l| l.contains("by agreement"));
        assert_eq!(drawn, accepts, "{engine}: {lines:?}");
    }
}

/// Without an engine, and in a tournament game, `hint` is refused in words.
#[test]
fn no_hint_without_an_engine_or_in_a_tournament_game() {
    let data = common::tempdir();
    let mut game = Live::start(data.path(), &["--lang", "en", "--screen-reader", "off"]);
    game.send("hint");
    game.expect("No engine plays in this game, so there is no hint.");
    game.send("engine restart");
    game.expect("No chess engine stopped in this game, so there is none to start again.");
    game.quit();
    let event = data.path().join("event.toml");
    std::fs::write(&event, "edition = \"2023\"\n").unwrap_or_else(|e| panic!("{e}"));
    let data = common::tempdir();
    let mut game = Live::start(
        data.path(),
        &[
            "--lang",
            "en",
            "--screen-reader",
            "off",
            "--event",
            &event.display().to_string(),
        ],
    );
    game.send("hint");
    game.expect("There is no hint in a tournament game");
    game.send("analyse");
    game.expect("There is no analysis in a tournament game");
    game.send("engine restart");
    game.expect("No chess engine stopped in this game, so there is none to start again.");
    game.quit();
}

/// Whether Stockfish is there, found as rochade finds it (on PATH, or in Debian's games
/// folder); when it is not, the test says so and skips, unless ROCHADE_REQUIRE_SYSTEM_TESTS=1
/// (as in CI) makes that a failure.
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

/// After a game (here the fool's mate, both sides typed), `analyse` has Stockfish analyse
/// it and the player goes through it: the next move, the next marked move (2. g4, the
/// blunder), a move by number, the move before.
#[test]
fn after_the_game_analyse_goes_through_it_move_by_move() {
    fakes();
    if !stockfish_present() {
        return;
    }
    let data = common::tempdir();
    let mut game = Live::start(data.path(), &["--lang", "en", "--screen-reader", "off"]);
    game.send("analyse");
    game.expect("The analysis comes when the game has ended.");
    for m in ["f3", "e5", "g4", "Qh4"] {
        game.send(m);
    }
    game.expect("Black wins by checkmate");
    game.send("next");
    game.expect("There is no analysis yet");
    game.send("analyse");
    game.expect("Analysing the game with the chess engine");
    game.expect("The analysis is ready.");
    game.send("next");
    game.expect("Move 1, White: Pawn f3.");
    game.send("next mistake");
    game.expect("Move 2, White: Pawn g4. Black mates in one move. A blunder; better was");
    game.send("previous");
    game.expect("Move 1, Black: Pawn e5.");
    game.send("move 2");
    game.expect("Move 2, White: Pawn g4.");
    game.send("next");
    game.expect("Move 2, Black: Queen h4");
    game.send("next");
    game.expect("That was the last move of the analysis.");
    game.quit();
}

/// A few moves against Stockfish at its lowest strength under the table protocol: the
/// player's move is confirmed by the engine, the engine's reply is announced in words and
/// completed by the player's `confirm`, and the scoresheet holds every move.
#[test]
fn a_game_against_stockfish_under_the_table_protocol() {
    fakes();
    if !stockfish_present() {
        return;
    }
    let data = common::tempdir();
    let mut game = against(
        data.path(),
        "stockfish",
        &[
            "--engine-elo",
            "1350",
            "--engine-movetime",
            "100",
            "--confirm",
        ],
    );
    game.expect("Stockfish");
    // A knight out and back: legal whatever Black replies in its first two moves.
    for (typed, said) in [
        ("Nf3", "Knight f3"),
        ("Ng1", "Knight g1"),
        ("Nf3", "Knight f3"),
    ] {
        game.send(typed);
        game.expect(&format!("White announces {said}."));
        // Stockfish, as the opponent, confirms it: it is completed.
        game.expect(said);
        // Its reply is announced in words, and the player completes it.
        let reply = game.expect("Black announces ");
        assert!(reply.ends_with("White, please confirm."), "{reply}");
        game.send("confirm");
    }
    game.send("score");
    let last = game.expect("Move 3: White Knight f3. Black ");
    assert!(last.ends_with('.'), "{last}");
    game.quit();
}

/// Stockfish as White with a clock: it moves first, is told both clocks, and its clock is
/// charged for its thinking like a person's (the exported game's clock readings).
#[test]
fn stockfish_as_white_with_a_clock_is_charged_for_its_thinking() {
    fakes();
    if !stockfish_present() {
        return;
    }
    let data = common::tempdir();
    let mut game = against(
        data.path(),
        "stockfish",
        &["--side", "black", "--time-control", "10+0"],
    );
    game.expect("Stockfish");
    // Its first move is the next line; a knight's move is legal after any first move.
    let first = game.expect("");
    assert!(!first.contains("Black"), "{first}");
    game.send("Nf6");
    game.expect("Knight f6");
    let second = game.expect("");
    assert!(!second.is_empty(), "{second}");
    // Stockfish's hint for Black, in words.
    game.send("hint");
    game.expect("The engine's hint: ");
    game.quit();
    let run = common::rochade(
        &["export", "--lang", "en"],
        &[("ROCHADE_DATA_DIR", data.path().as_os_str())],
        "",
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let pgn = run.stdout;
    assert!(pgn.contains("1... Nf6 {[%clk"), "{pgn}");
    assert!(pgn.contains(" 2. "), "{pgn}");
    // White's clock after its first move: less than the ten seconds it started with.
    let white = pgn
        .split("1. ")
        .nth(1)
        .and_then(|rest| rest.split("[%clk ").nth(1))
        .map(|r| r.chars().take(7).collect::<String>())
        .unwrap_or_default();
    assert!(white.starts_with("0:00:0"), "{white}\n{pgn}");
}
