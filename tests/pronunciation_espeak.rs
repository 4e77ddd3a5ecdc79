//! Every entry of the pronunciation tables (`audio/pronunciation/<voice>.toml`) rendered by the
//! real espeak-ng with the voice of its table: each must produce audio and phonemes, and the
//! review's cases must come out as a native speaker says them. Needs espeak-ng: skipped where
//! it is not installed, a failure under `ROCHADE_REQUIRE_SYSTEM_TESTS=1` (as in CI).

mod common;

use std::path::Path;
use std::process::Command;

use rochade::Lang;

fn require_espeak() -> bool {
    common::require_program("espeak-ng", "espeak-ng")
}

/// The phonemes espeak-ng says for `text` with the voice `voice`, and the audio it renders
/// (the samples of the WAV file after its header).
fn render(voice: &str, text: &str, wav: &Path) -> (String, Vec<u8>) {
    let out = Command::new("espeak-ng")
        .args(["-v", voice, "-x", "-w"])
        .arg(wav)
        .arg("--")
        .arg(text)
        .output()
        .unwrap_or_else(|e| panic!("espeak-ng: {e}"));
    assert!(
        out.status.success(),
        "{voice} {text:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let audio = std::fs::read(wav).unwrap_or_else(|e| panic!("{}: {e}", wav.display()));
    (
        String::from_utf8_lossy(&out.stdout).trim().to_owned(),
        audio.get(44..).unwrap_or_default().to_vec(),
    )
}

#[test]
fn every_entry_of_every_table_is_said_by_its_voice() {
    if !require_espeak() {
        return;
    }
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let wav = dir.path().join("entry.wav");
    let mut failures = Vec::new();
    let mut count = 0;
    for voice in Lang::ALL {
        let text = rochade::i18n::files(voice).pronunciation;
        let table: toml::Table = toml::from_str(text).unwrap_or_else(|e| panic!("{voice}: {e}"));
        for (vocabulary, section) in &table {
            let Some(words) = section.get("words").and_then(toml::Value::as_table) else {
                continue;
            };
            for (word, said) in words {
                let said = said.as_str().unwrap_or_default();
                let (phonemes, audio) = render(voice.code(), said, &wav);
                count += 1;
                // Some sound: not only the header, not only silence.
                if phonemes.is_empty() || audio.len() < 1000 || audio.iter().all(|b| *b == 0) {
                    failures.push(format!("{voice} [{vocabulary}] {word} = {said:?}"));
                }
            }
        }
    }
    assert!(count > 200, "only {count} entries");
    assert!(
        failures.is_empty(),
        "no audio for:\n{}",
        failures.join("\n")
    );
}

#[test]
fn the_reviewed_words_sound_right() {
    if !require_espeak() {
        return;
    }
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let wav = dir.path().join("word.wav");
    let said = |text: &str, from: Lang, voice: Lang| {
        let respelled = rochade::speech::pronounce::for_voice(text, from, voice);
        render(voice.code(), &respelled, &wav).0
    };
    // A German voice: "Cesar" begins with "ts", not "k" (espeak-ng writes ts as "ts").
    let cesar = said("Cesar", Lang::De, Lang::De);
    assert!(cesar.starts_with("ts"), "{cesar}");
    // A German voice reads the Russian edition's words as German words, not letter by letter:
    // "Шпрингер" sounds like "Springer".
    let springer = said("Шпрингер", Lang::Ru, Lang::De);
    let german = render("de", "Springer", &wav).0;
    assert_eq!(springer, german);
    // A Russian voice says Hector with the Russian "х" (espeak-ng: x), as the Russian edition.
    let hector = said("Hector", Lang::De, Lang::Ru);
    assert!(hector.contains('x'), "{hector}");
}
