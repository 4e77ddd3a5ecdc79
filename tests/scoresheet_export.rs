//! Scoresheet exports: PGN round trips through pgn-extract and back for every real game in
//! tests/data, and a scripted game with every kind of entry in text, braille and BRF.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use rochade::clock::{Actor, ClockChange, Reason};
use rochade::game::{ClaimKind, GameResult, GameRules};
use rochade::lang::Lang;
use rochade::pgn::read_games;
use rochade::scoresheet::{
    Adjustment, Event, Format, ImportError, PauseKind, Scoresheet, Start, braille, export,
    import_pgn, move_to_uci, phrases,
};
use shakmaty::Color;
use shakmaty::san::San;

/// Debian installs pgn-extract outside the usual PATH.
const PGN_EXTRACT: &str = "/usr/games/pgn-extract";

fn data_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no PGN files in tests/data");
    files
}

fn sheet_from(text: &str, number: usize) -> Scoresheet {
    let events = import_pgn(text, number).unwrap_or_else(|e| panic!("game {number}: {e}"));
    Scoresheet::from_events(&events).unwrap_or_else(|(i, e)| panic!("game {number} event {i}: {e}"))
}

fn pgn_extract() -> Option<PathBuf> {
    let on_path: Vec<PathBuf> = std::env::var_os("PATH")
        .map(|paths| {
            std::env::split_paths(&paths)
                .map(|d| d.join("pgn-extract"))
                .collect()
        })
        .unwrap_or_default();
    if let Some(p) = on_path
        .into_iter()
        .chain([PathBuf::from(PGN_EXTRACT)])
        .find(|p| p.is_file())
    {
        return Some(p);
    }
    if std::env::var("ROCHADE_REQUIRE_SYSTEM_TESTS").as_deref() == Ok("1") {
        panic!("pgn-extract is not installed at {PGN_EXTRACT} and ROCHADE_REQUIRE_SYSTEM_TESTS=1");
    }
    eprintln!("SKIPPED: pgn-extract is not installed at {PGN_EXTRACT} (apt install pgn-extract)");
    None
}

#[test]
fn every_real_game_round_trips_through_rochade_and_pgn_extract() {
    let tmp = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    for file in data_files() {
        let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{e}"));
        let originals = read_games(&text);
        let mut exported = String::new();
        for (i, g) in originals.iter().enumerate() {
            let sheet = sheet_from(&text, i + 1);
            assert_eq!(
                sheet
                    .game()
                    .moves()
                    .iter()
                    .map(|m| m.mv)
                    .collect::<Vec<_>>(),
                g.moves,
                "{} game {}",
                file.display(),
                i + 1
            );
            let out = export(&sheet, Format::Pgn, Lang::En).unwrap_or_else(|e| panic!("{e}"));
            // rochade reads its own export back to the same game.
            let again = read_games(&out);
            assert_eq!(again.len(), 1);
            assert_eq!(again[0].moves, g.moves);
            assert_eq!(again[0].result, g.result);
            assert_eq!(again[0].tag("White"), g.tag("White"));
            exported.push_str(&out);
        }
        let Some(tool) = pgn_extract() else { return };
        let input = tmp.path().join("in.pgn");
        let output = tmp.path().join("out.pgn");
        std::fs::write(&input, &exported).unwrap_or_else(|e| panic!("{e}"));
        let run = Command::new(&tool)
            .arg("-s")
            .arg(&input)
            .arg(format!("-o{}", output.display()))
            .output()
            .unwrap_or_else(|e| panic!("running pgn-extract: {e}"));
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert!(
            stderr.trim().is_empty(),
            "pgn-extract complained about {}:\n{stderr}",
            file.display()
        );
        let back = std::fs::read_to_string(&output).unwrap_or_else(|e| panic!("{e}"));
        let back = read_games(&back);
        assert_eq!(back.len(), originals.len(), "{}", file.display());
        for (a, b) in back.iter().zip(&originals) {
            assert_eq!(a.problem, None);
            assert_eq!(a.moves, b.moves);
            assert_eq!(a.result, b.result);
        }
    }
}

fn uci(sheet: &Scoresheet, san: &str) -> shakmaty::uci::UciMove {
    let m = san
        .parse::<San>()
        .ok()
        .and_then(|s| s.to_move(sheet.game().position()).ok())
        .unwrap_or_else(|| panic!("{san}"));
    move_to_uci(m)
}

fn apply(sheet: &mut Scoresheet, e: Event) {
    sheet.apply(&e).unwrap_or_else(|err| panic!("{e:?}: {err}"));
}

fn mv(sheet: &mut Scoresheet, san: &str, secs: u64) {
    let u = uci(sheet, san);
    apply(
        sheet,
        Event::Move {
            uci: u,
            clock: Some(Duration::from_secs(secs)),
            recorded: false,
        },
    );
}

/// A game with every kind of entry.
fn scripted() -> Scoresheet {
    let mut s = Scoresheet::new(Start {
        tags: vec![
            ("Event".into(), "Blindenschach-Open".into()),
            ("White".into(), "Müller, Anna".into()),
            ("Black".into(), "Иванов, Пётр".into()),
            ("TimeControl".into(), "40/5400+30:1800+30".into()),
        ],
        fen: None,
        rules: GameRules::default(),
        ..Start::default()
    })
    .unwrap_or_else(|e| panic!("{e}"));
    apply(
        &mut s,
        Event::Pause {
            duration: Duration::from_secs(300),
            kind: PauseKind::Arbiter,
            note: "late start".into(),
            uncounted: None,
        },
    );
    mv(&mut s, "e4", 5390);
    mv(&mut s, "e5", 5380);
    mv(&mut s, "Nf3", 5350);
    apply(
        &mut s,
        Event::Offer {
            by: Color::White,
            arbiter_consent: false,
        },
    );
    apply(
        &mut s,
        Event::Answer {
            by: Color::Black,
            accept: false,
        },
    );
    mv(&mut s, "Nc6", 5300);
    apply(
        &mut s,
        Event::Illegal {
            by: Color::White,
            note: Some("Ke3".into()),
        },
    );
    mv(&mut s, "Bb5", 5200);
    mv(&mut s, "Nf6", 5100);
    mv(&mut s, "Ng1", 5000);
    mv(&mut s, "Ng8", 4900);
    mv(&mut s, "Nf3", 4800);
    let declared = uci(&s, "Nf6");
    apply(
        &mut s,
        Event::Claim {
            by: Color::Black,
            kind: ClaimKind::Threefold,
            declared: Some(declared),
        },
    );
    apply(
        &mut s,
        Event::Adjustment(Adjustment {
            actor: Actor::Arbiter,
            change: ClockChange::Added {
                color: Color::White,
                amount: Duration::from_secs(120),
            },
            reason: Reason::IncorrectClaim,
            article: Some("9.5.3".into()),
            reading: Some(Duration::from_secs(4920)),
        }),
    );
    mv(&mut s, "Nf6", 4700);
    apply(
        &mut s,
        Event::Exemption {
            by: Color::Black,
            resumed: false,
        },
    );
    mv(&mut s, "O-O", 4600);
    apply(&mut s, Event::Resign { by: Color::Black });
    s
}

#[test]
fn scripted_game_in_pgn_keeps_clocks_and_entries() {
    let s = scripted();
    assert_eq!(s.result(), Some(GameResult::WhiteWins));
    let pgn = export(&s, Format::Pgn, Lang::En).unwrap_or_else(|e| panic!("{e}"));
    for needle in [
        "[Event \"Blindenschach-Open\"]",
        "[TimeControl \"40/5400+30:1800+30\"]",
        "[Termination \"normal\"]",
        "[Result \"1-0\"]",
        "{[%clk 1:29:50] Before the first move: The game was stopped for five minutes, by the arbiter, late start.}",
        "[%clk 1:29:10] White offers a draw. Black declines the draw offer.",
        "First illegal move by White (Ke3), two minutes added to Black (article 7.5).",
        "Arbiter: two minutes added to White, the opponent's incorrect draw claim (article \
         9.5.3). White now has one hour twenty-two minutes.",
        "Black claims a draw by threefold repetition with the written move Nf6: incorrect, two \
         minutes added to White (article 9.5.3).",
        "Black need not record the moves from move 6 (article 8.4).",
        "White wins, Black resigns (article 5.1.2).",
        "1-0\n",
    ] {
        let flat = pgn.replace('\n', " ");
        assert!(
            flat.contains(&needle.replace('\n', " ")),
            "missing {needle:?} in\n{pgn}"
        );
    }
    // Read back: same moves, same clocks, same result.
    let again = import_pgn(&pgn, 1).unwrap_or_else(|e| panic!("{e}"));
    let back = Scoresheet::from_events(&again).unwrap_or_else(|(_, e)| panic!("{e}"));
    assert_eq!(back.game().moves(), s.game().moves());
    for i in 0..s.game().moves().len() {
        assert_eq!(back.clock_after(i), s.clock_after(i), "clock after ply {i}");
    }
    assert_eq!(back.result(), Some(GameResult::WhiteWins));
    if let Some(tool) = pgn_extract() {
        let tmp = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let input = tmp.path().join("g.pgn");
        std::fs::write(&input, &pgn).unwrap_or_else(|e| panic!("{e}"));
        let run = Command::new(tool)
            .arg("-s")
            .arg(&input)
            .output()
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(
            run.stderr.is_empty(),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
        let out = String::from_utf8_lossy(&run.stdout);
        assert!(out.contains("[%clk 1:29:50]"), "{out}");
        assert_eq!(read_games(&out)[0].moves, read_games(&pgn)[0].moves);
    }
}

#[test]
fn text_scoresheet_in_three_notations() {
    let s = scripted();
    let de = export(&s, Format::Text, Lang::De).unwrap_or_else(|e| panic!("{e}"));
    assert!(de.contains("Weiß: Müller, Anna"), "{de}");
    // The headers are in the scoresheet's language.
    assert!(de.contains("Turnier: Blindenschach-Open"), "{de}");
    assert!(de.contains("Bedenkzeit: 40/5400+30:1800+30"), "{de}");
    assert!(de.contains("   2. Sf3 (=) 1:29:10"), "{de}");
    assert!(de.contains("0-0 1:16:40"), "{de}");
    assert!(
        de.contains("Ergebnis: 1-0 Weiß gewinnt, Schwarz gibt auf (Artikel 5.1.2)."),
        "{de}"
    );
    assert!(
        de.contains(
            "nach Zug 5. Sf3: Schwarz reklamiert Remis durch dreimalige Stellungswiederholung mit \
             dem aufgeschriebenen Zug Sf6: unberechtigt, zwei Minuten für Weiß (Artikel 9.5.3)."
        ),
        "{de}"
    );
    let en = export(&s, Format::Text, Lang::En).unwrap_or_else(|e| panic!("{e}"));
    assert!(en.contains("   3. Bb5 1:26:40"), "{en}");
    assert!(en.contains("O-O"), "{en}");
    let ru = export(&s, Format::Text, Lang::Ru).unwrap_or_else(|e| panic!("{e}"));
    assert!(ru.contains("   2. Кf3 (=) 1:29:10"), "{ru}");
    assert!(ru.contains("Сb5"), "{ru}");
    assert!(ru.contains("Чёрные: Иванов, Пётр"), "{ru}");
    assert!(ru.contains("Контроль времени: 40/5400+30:1800+30"), "{ru}");
}

#[test]
fn braille_and_brf_follow_the_table_and_the_page() {
    // Braille in the reader's own code comes from liblouis (tests/braille_liblouis.rs checks
    // the code itself); here the lines and pages.
    if !common::require_program("lou_translate", "liblouis-bin") {
        return;
    }
    let s = scripted();
    let braille = |format, lang| export(&s, format, lang).unwrap_or_else(|e| panic!("{e}"));
    let uni = braille(Format::Braille, Lang::En);
    // "2. Nf3 (=) Nc6" in the Braille Chess Code (tests/braille_chess_code.rs checks the
    // code itself): the move number 2 as the lower digit ⠆ without numeric indicator, the
    // knight ⠎, f ⠋, the rank 3 as the lower digit ⠒, the draw offer ⠐⠶ …
    assert!(uni.lines().any(|l| l == "⠆⠀⠎⠋⠒⠐⠶⠀⠎⠉⠖"), "{uni}");
    // "3. Bb5 Nf6": the bishop is ⠇ (§2.1), never the b-file ⠃.
    assert!(uni.lines().any(|l| l == "⠒⠀⠇⠃⠢⠀⠎⠋⠖"), "{uni}");
    assert!(
        uni.lines()
            .all(|l| l.chars().count() <= braille::CELLS_PER_LINE)
    );
    assert!(
        uni.chars()
            .all(|c| c == '\n' || ('\u{2800}'..='\u{283f}').contains(&c))
    );
    let brf = braille(Format::Brf, Lang::En);
    assert!(brf.contains("\r\n2 sf3\"7 sc6\r\n"), "{brf}");
    assert!(brf.is_ascii());
    for page in brf.split('\u{c}').filter(|p| !p.is_empty()) {
        let lines: Vec<&str> = page.split("\r\n").filter(|l| !l.is_empty()).collect();
        assert!(lines.len() <= braille::LINES_PER_PAGE);
        assert!(
            lines.iter().all(|l| l.len() <= braille::CELLS_PER_LINE),
            "{page}"
        );
    }
    assert!(brf.ends_with('\u{c}'));
    // Russian pieces are Russian braille letters after the piece sign ⠰: Кf3 is К ⠅, f ⠋,
    // the lower 3 ⠒; no Latin-letter sign and no numeric indicator inside a move.
    let ru = braille(Format::Braille, Lang::Ru);
    assert!(ru.lines().any(|l| l == "⠆⠀⠰⠅⠋⠒⠐⠶⠀⠰⠅⠉⠖"), "{ru}");
}

#[test]
fn read_back_in_three_languages() {
    let s = scripted();
    let de = phrases::move_number(&s, 2, Lang::De).unwrap_or_default();
    assert!(
        de.starts_with(
            "Zug 2: Weiß Springer Felix drei, Restzeit eine Stunde neunundzwanzig Minuten zehn \
             Sekunden."
        ),
        "{de}"
    );
    assert!(
        de.contains("Weiß bietet Remis an. Schwarz lehnt das Remisangebot ab."),
        "{de}"
    );
    let en = phrases::move_number(&s, 1, Lang::En).unwrap_or_default();
    assert!(en.starts_with("Move 1: White "), "{en}");
    let ru = phrases::last_moves(&s, 1, Lang::Ru);
    assert_eq!(ru.len(), 2, "{ru:?}");
    assert_eq!(
        ru[0],
        "Ход 6: Белые Кюрц рохад, на часах один час шестнадцать минут сорок секунд."
    );
    assert!(
        ru[1].starts_with("Белые выиграли, чёрные сдались"),
        "{ru:?}"
    );
    assert!(phrases::move_number(&s, 30, Lang::En).is_none());
    let whole = phrases::whole(&s, Lang::En);
    assert!(
        whole[0].starts_with("The game was stopped for five minutes"),
        "{whole:?}"
    );
    assert_eq!(whole.len(), 1 + 6 + 1);
}

#[test]
fn unreadable_pgn_and_impossible_fen_are_refused_with_words() {
    let tmp = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = tmp.path().join("bad.pgn");
    let text = "[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n";
    std::fs::write(&path, text).unwrap_or_else(|e| panic!("{e}"));
    let read = std::fs::read_to_string(&path).unwrap_or_default();
    let err = import_pgn(&read, 1).err();
    assert!(matches!(err, Some(ImportError::Unreadable(_))));
    assert_eq!(
        err.map(|e| e.to_string()).unwrap_or_default(),
        "the game cannot be read to its end: move 2. Ke3 is not legal in its position"
    );
    assert_eq!(
        std::fs::read_to_string(&path).unwrap_or_default(),
        text,
        "file untouched"
    );
    assert!(matches!(
        import_pgn("no chess here", 1),
        Err(ImportError::NoGame) | Err(ImportError::Unreadable(_))
    ));
    assert!(matches!(
        import_pgn(text, 3),
        Err(ImportError::NoSuchGame {
            found: 1,
            wanted: 3
        })
    ));
    let fen = rochade::scoresheet::from_fen(
        "8/8/8/8/8/8/8/8 w - - 0 1",
        Vec::new(),
        GameRules::default(),
    );
    let msg = fen.err().map(|e| e.to_string()).unwrap_or_default();
    assert!(msg.starts_with("impossible position"), "{msg}");
    let adjourned = "[Event \"Adjourned\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 40\"]\n[SetUp \"1\"]\n\n40. e4 {[%clk 0:05:00]} Kd7 *\n";
    let s = sheet_from(adjourned, 1);
    assert!(!s.game().is_over());
    assert_eq!(s.clock_after(0), Some(Duration::from_secs(300)));
    assert_eq!(s.game().fullmove_number(), 41);
}
