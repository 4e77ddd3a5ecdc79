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

/// The Appendix D words and piece words, and the second review's words, through each
/// language's voice: espeak-ng's phonemes (`-x`) compared with the expected ones, so that a
/// respelling or a voice that changes the sound is seen.
#[test]
fn the_appendix_d_words_through_every_voice_have_their_expected_phonemes() {
    if !require_espeak() {
        return;
    }
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let wav = dir.path().join("w.wav");
    // (voice, German word, expected phonemes); ' marks the stressed syllable.
    let expected: &[(&str, &str, &str)] = &[
        // German voice: David stressed on the first syllable; en passant with a nasal, not
        // "een"; Cesar with "ts".
        ("de", "David", "d'A:vIt"),
        ("de", "en", "_!'aN"),
        ("de", "passant", "p'asaN"),
        ("de", "Cesar", "ts'E:zA:r"),
        ("de", "zwei", "tsv'aI"),
        ("de", "Springer", "Spr'IN3"),
        ("de", "König", "k'Y:nIC"),
        ("de", "Remis", "re:m'i:"),
        // Russian voice: as the Russian edition says them (Кюрц рохад, Ланг рохад), remis
        // stressed on its last syllable, "en" as "ан".
        ("ru", "Kurze", "k;'u\"rts"),
        ("ru", "Lange", "l'Ank"),
        ("ru", "Rochade", "@-rVx'At"),
        ("ru", "Remis", "@-rE#m;'iI"),
        ("ru", "en", "'An_"),
        ("ru", "Hector", "x'ektVr"),
        ("ru", "zwei", "tsv'Aj"),
        ("ru", "Springer", "Sp@-r;'ing;ir"),
        ("ru", "Bauer", "b'AuE2r"),
        // Spanish voice: Hector stressed on its first syllable, Eva with the German f-sound.
        ("es", "Hector", "x'ektor"),
        ("es", "Eva", "'efa"),
        ("es", "David", "d'afid"),
        ("es", "Springer", "Sp**'iNger"),
        ("es", "Rochade", "R2ox'aDe"),
        ("es", "Remis", "R2em'i"),
        // English voice.
        ("en", "Eva", "'eIv@"),
        ("en", "eins", "'aInz"),
        ("en", "Lange", "l'aNg@"),
        ("en", "Hector", "h'Ekt3"),
    ];
    let mut failures = Vec::new();
    for (code, word, phonemes) in expected {
        let voice = Lang::from_code(code).unwrap_or_else(|| panic!("no {code}"));
        let respelled = rochade::speech::pronounce::for_voice(word, Lang::De, voice);
        let said = render(code, &respelled, &wav).0;
        if said != *phonemes {
            failures.push(format!(
                "{code} {word} ({respelled}): {said}, expected {phonemes}"
            ));
        }
    }
    // The Spanish words through a Russian voice: "ge" and "jaque" with the Russian х.
    let ge = rochade::speech::pronounce::for_voice("ge jaque", Lang::Es, Lang::Ru);
    let said = render("ru", &ge, &wav).0;
    if !said.contains('x') {
        failures.push(format!("ru ge jaque ({ge}): {said}"));
    }
    // Every Appendix D word and piece word through every voice gives phonemes and no letter
    // names (a word spelled out shows as several stressed parts).
    let words = [
        "Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector", "eins", "zwei",
        "drei", "vier", "fünf", "sechs", "sieben", "acht", "König", "Dame", "Turm", "Läufer",
        "Springer", "Bauer",
    ];
    for voice in Lang::ALL {
        for w in words {
            let respelled = rochade::speech::pronounce::for_voice(w, Lang::De, voice);
            let said = render(voice.code(), &respelled, &wav).0;
            if said.is_empty() || said.matches('\'').count() > 2 {
                failures.push(format!("{voice} {w} ({respelled}): {said}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
