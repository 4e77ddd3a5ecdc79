//! The Vosk backend of voice input through the binary, with a stand-in for Vosk's library
//! (`tests/data/vosk/fake_vosk.c`, built here with the system's C compiler): the library is
//! loaded at run time, the grammar holds the position's phrases in the words the model knows
//! and "[unk]", the recording reaches it, and its result becomes the move, or `-` when it is
//! "[unk]", unsure or no phrase; a missing library or model, or a model that knows none of
//! the words, is said in words. What a real Vosk model hears is measured by nobody here: no
//! German or English model can be had on this machine (README). Needs a C compiler (cc).

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

/// The stand-in library, built in `dir`.
fn fake_library(dir: &Path) -> PathBuf {
    let lib = dir.join("libfakevosk.so");
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/vosk/fake_vosk.c");
    let ok = Command::new("cc")
        .args(["-shared", "-fPIC", "-O1", "-o"])
        .arg(&lib)
        .arg(&source)
        .status()
        .is_ok_and(|s| s.success());
    assert!(ok, "cc could not build {}", source.display());
    lib
}

/// A model folder in `dir` that knows `words`, answering `answer` (Vosk's final result).
fn model(dir: &Path, words: &[&str], answer: &str) -> PathBuf {
    let m = dir.join("model");
    std::fs::create_dir_all(&m).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(m.join("words.txt"), words.join("\n")).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(m.join("answer.json"), answer).unwrap_or_else(|e| panic!("{e}"));
    m
}

/// A second of sound that rises and falls (no steady hum), as a WAV file.
fn recording(dir: &Path) -> PathBuf {
    let wav = dir.join("said.wav");
    let samples: Vec<i16> = (0..16_000u32)
        .map(|i| {
            let envelope = f64::from(i % 4000) / 4000.0;
            let wave = (f64::from(i) * 0.3).sin() + (f64::from(i) * 0.071).sin();
            (wave * envelope * 8000.0) as i16
        })
        .collect();
    rochade::voice::Audio { samples }
        .write(&wav)
        .unwrap_or_else(|e| panic!("{e}"));
    wav
}

/// `rochade hear --lang de` of `wav` with the Vosk model `model` and the library `library`.
fn hear(model: &Path, library: &Path, wav: &Path) -> common::Run {
    let (model, library, wav) = (
        model.display().to_string(),
        library.display().to_string(),
        wav.display().to_string(),
    );
    common::rochade(
        &[
            "hear",
            "--lang",
            "de",
            "--vosk-model",
            &model,
            "--vosk-library",
            &library,
            &wav,
        ],
        &[],
        "",
    )
}

/// A test's folder with the stand-in library built in it and a recording, or `None` (the
/// test skipped) without a C compiler.
struct Bench {
    dir: tempfile::TempDir,
    lib: PathBuf,
    wav: PathBuf,
}

fn bench() -> Option<Bench> {
    if !common::require_program("cc", "gcc") {
        return None;
    }
    let dir = common::tempdir();
    let lib = fake_library(dir.path());
    let wav = recording(dir.path());
    Some(Bench { dir, lib, wav })
}

const WORDS: [&str; 6] = ["springer", "felix", "drei", "ja", "nein", "bauer"];

fn result(text: &str, conf: f64) -> String {
    let words: Vec<String> = text
        .split_whitespace()
        .map(|w| format!(r#"{{"conf": {conf}, "word": "{w}"}}"#))
        .collect();
    format!(r#"{{"result": [{}], "text": "{text}"}}"#, words.join(", "))
}

#[test]
fn vosk_hears_the_move_its_result_names_in_the_words_the_model_knows() {
    let Some(Bench { dir, lib, wav }) = bench() else {
        return;
    };
    let d = dir.path();
    let m = model(d, &WORDS, &result("springer felix drei", 1.0));
    let run = hear(&m, &lib, &wav);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(run.stdout, format!("{}\tNf3\n", wav.display()));
    // The grammar: the phrases the model has every word of, and "[unk]" for anything else.
    let grammar = std::fs::read_to_string(m.join("grammar.json")).unwrap_or_default();
    let list: Vec<String> = serde_json::from_str(&grammar).unwrap_or_else(|e| panic!("{e}"));
    for phrase in ["springer felix drei", "ja", "nein", "[unk]"] {
        assert!(list.iter().any(|p| p == phrase), "{phrase}: {list:?}");
    }
    assert!(
        list.iter()
            .all(|p| p == "[unk]" || p.split(' ').all(|w| WORDS.contains(&w))),
        "a phrase with a word the model does not know: {list:?}"
    );
    // The recording reached it (trimmed of its quiet ends at most).
    let samples: usize = std::fs::read_to_string(m.join("samples.txt"))
        .unwrap_or_default()
        .trim()
        .parse()
        .unwrap_or(0);
    assert!(samples > 8_000, "{samples}");
}

#[test]
fn unknown_unsure_or_unlisted_results_are_nothing_heard() {
    let Some(Bench { dir, lib, wav }) = bench() else {
        return;
    };
    let d = dir.path();
    for answer in [
        result("[unk]", 1.0),
        result("springer felix drei", 0.3),
        result("springer felix", 1.0),
        r#"{"text": ""}"#.to_owned(),
    ] {
        let m = model(d, &WORDS, &answer);
        let run = hear(&m, &lib, &wav);
        assert_eq!(run.code, Some(0), "{}", run.stderr);
        assert_eq!(run.stdout, format!("{}\t-\n", wav.display()), "{answer}");
    }
}

#[test]
fn a_missing_library_or_model_or_a_model_without_the_words_is_said() {
    let Some(Bench { dir, lib, wav }) = bench() else {
        return;
    };
    let d = dir.path();
    let m = model(d, &WORDS, &result("ja", 1.0));
    let missing = d.join("nowhere");
    let cases: [(&Path, &Path, &str); 3] = [
        (&m, &missing, "lässt sich nicht laden"),
        (&missing, &lib, "liegt kein Vosk-Modell"),
        (d, &lib, "liegt kein Vosk-Modell"),
    ];
    for (model_dir, library, said) in cases {
        let run = hear(model_dir, library, &wav);
        assert_eq!(run.code, Some(1), "{}", run.stderr);
        assert!(run.stdout.is_empty(), "{}", run.stdout);
        assert!(run.stderr.contains(said), "{said}: {}", run.stderr);
    }
    // A large model (its graph compiled whole) cannot be held to the phrases.
    let large = model(&d.join("large"), &WORDS, &result("ja", 1.0));
    std::fs::create_dir_all(large.join("graph")).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(large.join("graph/HCLG.fst"), b"").unwrap_or_else(|e| panic!("{e}"));
    let run = hear(&large, &lib, &wav);
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert!(run.stderr.contains("ein großes Modell"), "{}", run.stderr);
    let english = model(&d.join("en"), &["knight", "three"], &result("knight", 1.0));
    let run = hear(&english, &lib, &wav);
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert!(
        run.stderr.contains("kennt keines der Wörter"),
        "{}",
        run.stderr
    );
}

#[test]
fn in_the_game_vosk_hears_the_announcement_and_it_is_said_back() {
    let Some(Bench { dir, lib, wav }) = bench() else {
        return;
    };
    let d = dir.path();
    let m = model(d, &WORDS, &result("springer felix drei", 1.0));
    // Half a second of quiet, the sound, then quiet: an announcement into the microphone.
    let sound = rochade::voice::wav::read(&wav).unwrap_or_else(|e| panic!("{e}"));
    let raw: Vec<u8> = std::iter::repeat_n(0i16, 8_000)
        .chain(sound.samples)
        .chain(std::iter::repeat_n(0i16, 24_000))
        .flat_map(i16::to_le_bytes)
        .collect();
    std::fs::write(d.join("said.raw"), raw).unwrap_or_else(|e| panic!("{e}"));
    let recorder = format!("cat {}", d.join("said.raw").display());
    let (model_dir, library) = (m.display().to_string(), lib.display().to_string());
    let mut game = common::live::Live::start(
        d,
        &[
            "--lang",
            "de",
            "--no-cues",
            "--voice-input",
            "--voice-recorder",
            &recorder,
            "--vosk-model",
            &model_dir,
            "--vosk-library",
            &library,
        ],
    );
    game.expect("Spracheingabe an");
    game.send("hören");
    game.expect("Springer Felix drei? Ja oder nein.");
    game.send("");
    game.send("feld f3");
    game.expect("Springer");
    game.quit();
}
