//! `rochade hear` on announcements synthesised at test time: espeak-ng's voices say 100 moves
//! of real games (the Tata Steel Masters 2022 in tests/data) as rochade itself says them, in
//! German Appendix D words and in English, Spanish and Russian games (the male voice at 150
//! words a minute with half a second of silence around, as a push-to-talk recording has, the
//! female variant `+f3` at 175 without); sox makes 16 kHz mono WAV of them, and rochade hears
//! them with PocketSphinx in the position each move was played in. Most must be heard as the
//! move announced, hardly any as another move (`-` is the answer when unsure), and noise or
//! silence gives `-`. Needs espeak-ng, sox, pocketsphinx and pocketsphinx-en-us: skipped
//! where one is missing, a failure under `ROCHADE_REQUIRE_SYSTEM_TESTS=1` (as in CI).

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use rochade::Lang;
use rochade::notation::{Style, words};
use rochade::speech::pronounce::Table;
use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{Chess, EnPassantMode, Move, Position};

// The floors and ceilings below guard what was measured on the development machine
// (2026-12-07, the 200 announcements of 100 moves of real games, see the README); each leaves
// a margin of about one announcement for another machine's build of the same programs. The
// issue's target, 95 % heard as the move announced and at most 1 in 100 as another move, was
// met in German, English and Spanish.

/// The share of Appendix D announcements in a German game that must be heard as the move
/// announced: measured 191 of 200 (95.5 %; of the legal moves of five constructed positions,
/// 136 of 140).
const FLOOR_RIGHT: f64 = 0.94;
/// The largest share heard as another move: measured 1 of 200 (0.5 %, "Turm Eva drei" as
/// "Turm Eva zwei"); at most 3 of 200 pass.
const CEILING_WRONG: f64 = 0.015;
/// A playing hall, for [`in_a_room`]: sox's reverb at 30 per cent and pink noise at 0.02 of
/// full scale, about 24 dB under the voice.
const HALL: (&str, &str) = ("30", "0.02");
/// The share of German announcements in [`HALL`] heard as the move announced: measured 188 of
/// 200 (94.0 %; 174 before the hall's murmur was cut with the silence).
const FLOOR_RIGHT_HALL: f64 = 0.9;
/// The largest share of them heard as another move: measured 5 of 200 (2.5 %; 14 before),
/// "drei" heard as "zwei", "Bella" as "Eva", "Felix" as "David": the model's confusions, which
/// no lead demanded tells from the moves heard right (their leads overlap).
const CEILING_WRONG_HALL: f64 = 0.04;
/// The share of English announcements in an English game ("Knight Felix three": Appendix D
/// squares with English words, heard beside the German Appendix D words) that must be heard
/// as the move announced: measured 195 of 200 (97.5 %).
const FLOOR_RIGHT_ENGLISH: f64 = 0.95;
/// The largest share of them heard as another move: measured 2 of 200 (1.0 %), "Bella" heard
/// as "Anna" after "Pawn" and "Rook" in the female voice at 175 words a minute.
const CEILING_WRONG_ENGLISH: f64 = 0.015;
/// The share of Spanish announcements in a Spanish game ("Caballo Félix drái") heard as the
/// move announced: measured 196 of 200 (98.0 %).
const FLOOR_RIGHT_SPANISH: f64 = 0.95;
/// The largest share of them heard as another move: measured 1 of 200 (0.5 %).
const CEILING_WRONG_SPANISH: f64 = 0.015;
/// The share of Russian announcements in a Russian game ("Шпрингер Феликс драй") heard as
/// the move announced: measured 178 of 200 (89.0 %); the US English model hears the Russian
/// voice worst of the four.
const FLOOR_RIGHT_RUSSIAN: f64 = 0.85;
/// The largest share of them heard as another move: measured 11 of 200 (5.5 %), mostly the
/// rank "фир" heard as "драй" (a wrong move is said back and needs a "да"): far from the
/// issue's 1 in 100.
const CEILING_WRONG_RUSSIAN: f64 = 0.08;

/// The start position: where noise, silence, yes and no are heard.
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// How many moves of real games are announced: spread evenly over the plies of the Tata Steel
/// Masters 2022 (tests/data), from the openings to the endings, each said by both voices.
const MOVES: usize = 100;

/// The moves of real games the announcements are made of: [`MOVES`] plies taken at an even
/// stride over every game of `tests/data/tatamast22.pgn`, each with the position before it.
fn real_moves() -> Vec<(Chess, Move)> {
    let games = rochade::pgn::read_games(include_str!("data/tatamast22.pgn"));
    let mut plies = Vec::new();
    for g in games {
        let mut pos = g.initial;
        for m in g.moves {
            plies.push((pos.clone(), m));
            pos.play_unchecked(m);
        }
    }
    let stride = (plies.len() / MOVES).max(1);
    plies.into_iter().step_by(stride).take(MOVES).collect()
}

fn require_all() -> bool {
    common::require_program("espeak-ng", "espeak-ng")
        && common::require_program("sox", "sox")
        && common::require_program("pocketsphinx_batch", "pocketsphinx")
        && common::require_file(
            "/usr/share/pocketsphinx/model/en-us/en-us/mdef",
            "pocketsphinx-en-us",
        )
}

/// `text` said by espeak-ng's voice `voice` at `speed` words a minute, as a 16 kHz mono WAV,
/// with `pad` seconds of silence before and after (as a push-to-talk recording has).
fn synthesise(text: &str, voice: &str, speed: u32, pad: &str, wav: &Path) {
    let raw = wav.with_extension("raw.wav");
    let ok = Command::new("espeak-ng")
        .args(["-v", voice, "-s", &speed.to_string(), "-w"])
        .arg(&raw)
        .arg("--")
        .arg(text)
        .status()
        .is_ok_and(|s| s.success());
    assert!(ok, "espeak-ng {text:?}");
    sox(&[
        raw.as_os_str(),
        "-r".as_ref(),
        "16000".as_ref(),
        "-c".as_ref(),
        "1".as_ref(),
        "-b".as_ref(),
        "16".as_ref(),
        wav.as_os_str(),
        "pad".as_ref(),
        pad.as_ref(),
        pad.as_ref(),
    ]);
    let _ = std::fs::remove_file(raw);
}

/// `wav` as a microphone in a playing hall hears it: the room's echo (sox's `reverb` at
/// `reverb` per cent) and the hall's murmur (pink noise at `noise` of full scale) under it.
fn in_a_room(wav: &Path, reverb: &str, noise: &str) {
    let echo = wav.with_extension("echo.wav");
    let murmur = wav.with_extension("murmur.wav");
    sox(&[
        wav.as_os_str(),
        echo.as_os_str(),
        "reverb".as_ref(),
        reverb.as_ref(),
    ]);
    sox(&[
        echo.as_os_str(),
        murmur.as_os_str(),
        "synth".as_ref(),
        "pinknoise".as_ref(),
        "vol".as_ref(),
        noise.as_ref(),
    ]);
    sox(&[
        "-m".as_ref(),
        echo.as_os_str(),
        murmur.as_os_str(),
        wav.as_os_str(),
    ]);
    let _ = std::fs::remove_file(echo);
    let _ = std::fs::remove_file(murmur);
}

fn sox(args: &[&std::ffi::OsStr]) {
    // Repeatable: the same noise and dither in every run.
    let ok = Command::new("sox")
        .arg("-R")
        .args(args)
        .status()
        .is_ok_and(|s| s.success());
    assert!(ok, "sox {args:?}");
}

/// `rochade hear --lang LANG --fen FEN files…`: each file's line.
fn hear(fen: &str, lang: &str, files: &[PathBuf]) -> Vec<(String, String)> {
    let mut args = vec!["hear", "--lang", lang, "--fen", fen];
    let names: Vec<String> = files.iter().map(|f| f.display().to_string()).collect();
    args.extend(names.iter().map(String::as_str));
    let run = common::rochade(&args, &[], "");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stderr.is_empty(), "{}", run.stderr);
    run.stdout
        .lines()
        .filter_map(|l| l.split_once('\t'))
        .map(|(a, b)| (a.to_owned(), b.to_owned()))
        .collect()
}

/// How a set of announcements was heard.
#[derive(Default)]
struct Tally {
    right: usize,
    wrong: usize,
    unsure: usize,
    misses: Vec<String>,
}

impl Tally {
    fn shares(&self) -> (f64, f64) {
        let total = (self.right + self.wrong + self.unsure) as f64;
        (self.right as f64 / total, self.wrong as f64 / total)
    }

    fn report(&self, what: &str) {
        let (r, w) = self.shares();
        eprintln!(
            "{what}: heard {} right, {} as another move, {} not at all: {:.1} % right, {:.1} % wrong\n{}",
            self.right,
            self.wrong,
            self.unsure,
            r * 100.0,
            w * 100.0,
            self.misses.join("\n")
        );
    }
}

/// The moves of [`real_moves`] said in `words_lang`'s words by each of `voices` (espeak-ng
/// voice, words a minute, silence around), heard by `rochade hear --lang hear_lang` in the
/// position each was played in.
fn measure(words_lang: Lang, voices: &[(&str, u32, &str)], hear_lang: &str) -> Tally {
    measure_in(words_lang, voices, hear_lang, None)
}

/// [`measure`], each recording [`in_a_room`] with `room` (reverb, noise) when given.
fn measure_in(
    words_lang: Lang,
    voices: &[(&str, u32, &str)],
    hear_lang: &str,
    room: Option<(&str, &str)>,
) -> Tally {
    let dir = common::tempdir();
    let respell = Table::for_voice(words_lang);
    let mut tally = Tally::default();
    for (p, (pos, m)) in real_moves().iter().enumerate() {
        let said = words(pos, *m, words_lang, Style::default());
        let san = SanPlus::from_move(pos.clone(), *m).to_string();
        let mut files = Vec::new();
        for (v, speed, pad) in voices {
            let wav = dir.path().join(format!("m{p}s{speed}.wav"));
            synthesise(&respell.respell(&said, words_lang), v, *speed, pad, &wav);
            if let Some((reverb, noise)) = room {
                in_a_room(&wav, reverb, noise);
            }
            files.push(wav);
        }
        let fen = Fen::from_position(pos, EnPassantMode::Legal).to_string();
        let lines = hear(&fen, hear_lang, &files);
        assert_eq!(lines.len(), files.len(), "{lines:?}");
        for (_, got) in lines {
            if got == san {
                tally.right += 1;
            } else if got == "-" {
                tally.unsure += 1;
                tally.misses.push(format!("{said} ({san}): -"));
            } else {
                tally.wrong += 1;
                tally.misses.push(format!("{said} ({san}): {got}"));
            }
        }
    }
    tally
}

#[test]
fn announcements_are_heard_as_the_move_or_not_at_all() {
    if !require_all() {
        return;
    }
    // A German game hears the Appendix D words only.
    let voices = [("de", 150, "0.5"), ("de+f3", 175, "0")];
    let tally = measure(Lang::APPENDIX_D, &voices, "de");
    tally.report("Appendix D words");
    let (r, w) = tally.shares();
    assert!(r >= FLOOR_RIGHT, "right {r:.3} < {FLOOR_RIGHT}");
    assert!(w <= CEILING_WRONG, "wrong {w:.3} > {CEILING_WRONG}");
}

#[test]
fn announcements_are_heard_in_a_playing_hall() {
    if !require_all() {
        return;
    }
    // The same German announcements with the room's echo and the hall's murmur under them.
    let voices = [("de", 150, "0.5"), ("de+f3", 175, "0")];
    let tally = measure_in(Lang::APPENDIX_D, &voices, "de", Some(HALL));
    tally.report("Appendix D words in a hall");
    let (r, w) = tally.shares();
    assert!(r >= FLOOR_RIGHT_HALL, "right {r:.3} < {FLOOR_RIGHT_HALL}");
    assert!(
        w <= CEILING_WRONG_HALL,
        "wrong {w:.3} > {CEILING_WRONG_HALL}"
    );
}

#[test]
fn english_announcements_are_heard_in_an_english_game() {
    if !require_all() {
        return;
    }
    // Announced as Appendix D says for English: "Knight Felix three" (the letters rhyme).
    rochade::notation::lexicon::say_squares(rochade::notation::lexicon::SquareChoice::AppendixD);
    let voices = [("en-us", 150, "0.5"), ("en-us+f3", 175, "0")];
    let tally = measure(Lang::En, &voices, "en");
    tally.report("English words");
    let (r, w) = tally.shares();
    assert!(
        r >= FLOOR_RIGHT_ENGLISH,
        "right {r:.3} < {FLOOR_RIGHT_ENGLISH}"
    );
    assert!(
        w <= CEILING_WRONG_ENGLISH,
        "wrong {w:.3} > {CEILING_WRONG_ENGLISH}"
    );
}

#[test]
fn spanish_announcements_are_heard_in_a_spanish_game() {
    if !require_all() {
        return;
    }
    // "Caballo Félix drái": the Spanish pieces with the Appendix D squares, as rochade's
    // Spanish voice says them.
    let voices = [("es", 150, "0.5"), ("es+f3", 175, "0")];
    let tally = measure(Lang::Es, &voices, "es");
    tally.report("Spanish words");
    let (r, w) = tally.shares();
    assert!(
        r >= FLOOR_RIGHT_SPANISH,
        "right {r:.3} < {FLOOR_RIGHT_SPANISH}"
    );
    assert!(
        w <= CEILING_WRONG_SPANISH,
        "wrong {w:.3} > {CEILING_WRONG_SPANISH}"
    );
}

#[test]
fn russian_announcements_are_heard_in_a_russian_game() {
    if !require_all() {
        return;
    }
    // "Шпрингер Феликс драй": the Appendix D words as the Russian edition writes them, as
    // rochade's Russian voice says them.
    let voices = [("ru", 150, "0.5"), ("ru+f3", 175, "0")];
    let tally = measure(Lang::Ru, &voices, "ru");
    tally.report("Russian words");
    let (r, w) = tally.shares();
    assert!(
        r >= FLOOR_RIGHT_RUSSIAN,
        "right {r:.3} < {FLOOR_RIGHT_RUSSIAN}"
    );
    assert!(
        w <= CEILING_WRONG_RUSSIAN,
        "wrong {w:.3} > {CEILING_WRONG_RUSSIAN}"
    );
}

#[test]
fn noise_and_silence_are_not_moves() {
    if !require_all() {
        return;
    }
    let dir = common::tempdir();
    let mut files = Vec::new();
    for (name, effect) in [
        ("silence", vec!["trim", "0", "2"]),
        ("white", vec!["synth", "2", "whitenoise", "vol", "0.3"]),
        ("brown", vec!["synth", "2", "brownnoise", "vol", "0.5"]),
        ("hum", vec!["synth", "2", "sine", "100", "vol", "0.3"]),
        ("tone", vec!["synth", "2", "sine", "150", "vol", "0.3"]),
        // Coughs: short bursts of noise that rise and die away.
        (
            "cough",
            vec![
                "synth",
                "0.35",
                "pinknoise",
                "fade",
                "q",
                "0.02",
                "0.35",
                "0.25",
                "vol",
                "0.8",
                "pad",
                "0.5",
                "0.5",
            ],
        ),
        (
            "cough twice",
            vec![
                "synth",
                "0.4",
                "brownnoise",
                "fade",
                "h",
                "0.03",
                "0.4",
                "0.3",
                "pad",
                "0.5",
                "0.5",
                "repeat",
                "1",
            ],
        ),
    ] {
        let wav = dir.path().join(format!("{name}.wav"));
        let mut args: Vec<&std::ffi::OsStr> = ["-n", "-r", "16000", "-c", "1", "-b", "16"]
            .iter()
            .map(|a| a.as_ref())
            .collect();
        args.push(wav.as_os_str());
        args.extend(effect.iter().map(std::ffi::OsStr::new));
        sox(&args);
        files.push(wav);
    }
    // In a German game and in an English one (whose short "no" a hum fits as well as any
    // sounds do).
    for lang in ["de", "en", "es", "ru"] {
        for (name, got) in hear(START, lang, &files) {
            assert_eq!(got, "-", "{lang}: {name}");
        }
    }
}

#[test]
fn yes_and_no_are_heard_in_the_games_language() {
    if !require_all() {
        return;
    }
    let dir = common::tempdir();
    for (lang, voice, said, expected) in [
        ("de", "de", "ja", "ja"),
        ("de", "de", "nein", "nein"),
        ("de", "de+f3", "ja", "ja"),
        ("en", "en-us", "yes", "ja"),
        ("en", "en-us", "no", "nein"),
        ("en", "de", "ja", "ja"),
        ("es", "es", "sí", "ja"),
        ("es", "es", "no", "nein"),
        // The male Russian voice's short "да" is heard as nothing (asked again), the female
        // one's as yes.
        ("ru", "ru", "да", "-"),
        ("ru", "ru", "нет", "nein"),
        ("ru", "ru+f3", "да", "ja"),
    ] {
        let wav = dir.path().join(format!("{lang}-{voice}-{said}.wav"));
        synthesise(said, voice, 150, "0.5", &wav);
        let got = hear(START, lang, std::slice::from_ref(&wav));
        assert_eq!(got.len(), 1);
        assert_eq!(got[0].1, expected, "{lang} game, {voice} says {said}");
    }
}

#[test]
fn a_recording_too_long_is_refused_in_words() {
    if !require_all() {
        return;
    }
    let dir = common::tempdir();
    let long = dir.path().join("long.wav");
    sox(&[
        "-n".as_ref(),
        "-r".as_ref(),
        "16000".as_ref(),
        "-c".as_ref(),
        "1".as_ref(),
        "-b".as_ref(),
        "16".as_ref(),
        long.as_os_str(),
        "synth".as_ref(),
        "11".as_ref(),
        "whitenoise".as_ref(),
        "vol".as_ref(),
        "0.1".as_ref(),
    ]);
    let name = long.display().to_string();
    let run = common::rochade(&["hear", "--lang", "en", &name], &[], "");
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert_eq!(run.stdout, format!("{name}\t-\n"));
    assert!(
        run.stderr
            .contains("is longer than ten seconds. It is not heard."),
        "{}",
        run.stderr
    );
}

#[test]
fn without_a_recogniser_hear_says_so_in_words() {
    // An empty PATH: no pocketsphinx_batch to be found (needs nothing installed).
    let run = common::rochade(
        &["hear", "--lang", "en", "move.wav"],
        &[("PATH", std::ffi::OsStr::new(""))],
        "",
    );
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert!(run.stdout.is_empty(), "{}", run.stdout);
    assert!(
        run.stderr.contains(
            "No speech recogniser was found. Voice input needs the packages pocketsphinx and \
             pocketsphinx-en-us."
        ),
        "{}",
        run.stderr
    );
    let de = common::rochade(
        &["hear", "--lang", "de", "move.wav"],
        &[("PATH", std::ffi::OsStr::new(""))],
        "",
    );
    assert!(
        de.stderr
            .contains("Es wurde keine Spracherkennung gefunden."),
        "{}",
        de.stderr
    );
}

#[cfg(unix)]
#[test]
fn without_espeak_hear_says_so_in_words() {
    if !require_all() {
        return;
    }
    // A PATH with the recogniser only.
    let dir = common::tempdir();
    let bin = dir.path().join("bin");
    std::fs::create_dir(&bin).unwrap_or_else(|e| panic!("{e}"));
    let which = Command::new("sh")
        .args(["-c", "command -v pocketsphinx_batch"])
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    let program = String::from_utf8_lossy(&which.stdout).trim().to_owned();
    std::os::unix::fs::symlink(&program, bin.join("pocketsphinx_batch"))
        .unwrap_or_else(|e| panic!("{e}"));
    let wav = dir.path().join("move.wav");
    synthesise("Springer Felix drei", "de", 175, "0", &wav);
    let name = wav.display().to_string();
    let run = common::rochade(
        &["hear", "--lang", "en", &name],
        &[("PATH", bin.as_os_str())],
        "",
    );
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert!(
        run.stderr.contains(
            "the program espeak-ng cannot be run. Voice input needs the package espeak-ng."
        ),
        "{}",
        run.stderr
    );
}

#[test]
fn commands_said_at_the_table_are_heard() {
    if !require_all() {
        return;
    }
    let dir = common::tempdir();
    let mut wrong = Vec::new();
    for (lang, voice, said, expected) in [
        ("de", "de", "Uhr", "clock"),
        ("de", "de", "wiederholen", "repeat"),
        ("de", "de", "wer ist am Zug", "turn"),
        ("de", "de", "letzter Zug", "last"),
        ("de", "de", "Remis", "offer"),
        ("de", "de", "aufgeben", "resign"),
        ("de", "de+f3", "Material", "material"),
        ("en", "en-us", "clock", "clock"),
        ("en", "en-us", "repeat", "repeat"),
        ("en", "en-us", "resign", "resign"),
        ("en", "en-us", "offer draw", "offer"),
        ("en", "en-us", "accept", "accept"),
        ("es", "es", "reloj", "clock"),
        ("es", "es", "abandono", "resign"),
        ("ru", "ru", "часы", "clock"),
        ("ru", "ru", "сдаюсь", "resign"),
    ] {
        let wav = dir.path().join(format!("{lang}-{voice}-{expected}.wav"));
        synthesise(said, voice, 150, "0.5", &wav);
        let got = hear(START, lang, std::slice::from_ref(&wav));
        assert_eq!(got.len(), 1);
        if got[0].1 != expected {
            wrong.push(format!("{lang} game, {voice} says {said}: {}", got[0].1));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
