//! The espeak-ng fallback: the real program with rochade's arguments (writing a WAV file
//! instead of playing), and the backend's queueing and interrupting with a stand-in program.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use rochade::Lang;
use rochade::speech::espeak::{EspeakOptions, EspeakSpeaker, arguments};
use rochade::speech::{Priority, Speaker, Utterance};

fn require_espeak() -> bool {
    common::require_program("espeak-ng", "espeak-ng")
}

#[test]
fn real_espeak_ng_speaks_each_language_with_rochades_arguments() {
    if !require_espeak() {
        return;
    }
    let dir = tempfile::tempdir().expect("temporary folder");
    let options = EspeakOptions::default();
    for (text, lang) in [
        ("Springer Felix drei", Lang::De),
        ("Knight f three", Lang::En),
        ("Конь эф три", Lang::Ru),
    ] {
        let wav = dir.path().join(format!("{lang}.wav"));
        let utterance = Utterance::new(text, lang, Priority::Alert);
        let mut child = Command::new("espeak-ng")
            .args(arguments(&options, &utterance))
            .arg("-w")
            .arg(&wav)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("espeak-ng starts");
        {
            use std::io::Write;
            let mut stdin = child.stdin.take().expect("stdin");
            stdin.write_all(text.as_bytes()).expect("text sent");
        }
        let out = child.wait_with_output().expect("espeak-ng ends");
        assert!(
            out.status.success(),
            "{lang}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let bytes = std::fs::read(&wav).expect("a WAV file");
        assert_eq!(&bytes[..4], b"RIFF", "{lang}");
        // About a second of 22 kHz 16-bit speech, not an empty file.
        assert!(bytes.len() > 20_000, "{lang}: only {} bytes", bytes.len());
    }
}

/// A stand-in for espeak-ng that notes the start, waits `delay` seconds, then notes the end.
#[cfg(unix)]
fn stand_in(dir: &Path, delay: &str) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let program = dir.join("espeak-stand-in");
    let log = dir.join("said.txt");
    let script = format!(
        "#!/bin/sh\nT=$(cat)\necho \"start|$2|$T\" >> '{log}'\nsleep {delay}\necho \"end|$T\" >> '{log}'\n",
        log = log.display()
    );
    std::fs::write(&program, script).expect("script");
    std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    program
}

#[cfg(unix)]
fn wait_for(dir: &Path, line: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let said = std::fs::read_to_string(dir.join("said.txt")).unwrap_or_default();
        if said.lines().any(|l| l == line) {
            return said;
        }
        assert!(Instant::now() < deadline, "\"{line}\" never came:\n{said}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[cfg(unix)]
#[test]
fn the_backend_queues_same_priority_and_kills_on_interrupt() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let options = EspeakOptions {
        program: stand_in(dir.path(), "0.5"),
        ..EspeakOptions::default()
    };
    let mut speaker = EspeakSpeaker::start(options).expect("worker");
    let started = Instant::now();
    speaker
        .speak(&Utterance::new("Bauer e vier", Lang::De, Priority::Normal))
        .expect("handed over");
    speaker
        .speak(&Utterance::new("Pawn e four", Lang::En, Priority::Normal))
        .expect("handed over");
    assert!(
        started.elapsed() < Duration::from_millis(200),
        "speak() waited"
    );
    // Same priority: the second waits for the first, with its own language's voice.
    let said = wait_for(dir.path(), "start|en|Pawn e four");
    assert!(said.contains("end|Bauer e vier"), "{said}");
    // More urgent: cuts the one in progress.
    speaker
        .speak(&Utterance::new("Schach", Lang::De, Priority::Alert))
        .expect("handed over");
    let said = wait_for(dir.path(), "end|Schach");
    assert!(!said.contains("end|Pawn e four"), "not cut:\n{said}");
    // Cancel stops it all.
    speaker
        .speak(&Utterance::new("Remis", Lang::De, Priority::Normal))
        .expect("handed over");
    wait_for(dir.path(), "start|de|Remis");
    speaker.cancel().expect("cancelled");
    drop(speaker);
    // Longer than the stand-in would take to finish "Remis".
    std::thread::sleep(Duration::from_millis(700));
    let said = std::fs::read_to_string(dir.path().join("said.txt")).unwrap_or_default();
    assert!(!said.contains("end|Remis"), "not cancelled:\n{said}");
}

#[cfg(unix)]
#[test]
fn a_read_back_is_said_whole_and_a_new_one_replaces_it() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let options = EspeakOptions {
        program: stand_in(dir.path(), "0.05"),
        ..EspeakOptions::default()
    };
    let mut speaker = EspeakSpeaker::start(options).expect("worker");
    let lines: Vec<String> = (1..=6).map(|n| format!("Zug {n}")).collect();
    speaker.hush(Priority::ReadBack).expect("handed over");
    for l in &lines {
        speaker
            .speak(&Utterance::new(l.clone(), Lang::De, Priority::ReadBack))
            .expect("handed over");
    }
    let said = wait_for(dir.path(), "end|Zug 6");
    for l in &lines {
        assert!(said.contains(&format!("end|{l}\n")), "{l} cut:\n{said}");
    }
    // A new read-back replaces one still being read.
    for n in 1..=6 {
        speaker
            .speak(&Utterance::new(
                format!("alt {n}"),
                Lang::De,
                Priority::ReadBack,
            ))
            .expect("handed over");
    }
    wait_for(dir.path(), "start|de|alt 1");
    speaker.hush(Priority::ReadBack).expect("handed over");
    speaker
        .speak(&Utterance::new("neu", Lang::De, Priority::ReadBack))
        .expect("handed over");
    let said = wait_for(dir.path(), "end|neu");
    assert!(
        !said.contains("alt 6"),
        "the old read-back went on:\n{said}"
    );
}

/// A stand-in for espeak-ng on a machine without sound: it says nothing, writes the sound
/// system's complaint and espeak-ng's own `error:` line, and ends with success, as espeak-ng
/// does there.
#[cfg(unix)]
fn soundless(dir: &Path) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let program = dir.join("espeak-soundless");
    let script = "#!/bin/sh\ncat >/dev/null\n\
        echo \"ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default\" >&2\n\
        echo \"error: No such file or directory\" >&2\nexit 0\n";
    std::fs::write(&program, script).expect("script");
    std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    program
}

#[cfg(unix)]
#[test]
fn espeak_ng_without_sound_is_a_failure_found_without_another_sentence() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let options = EspeakOptions {
        program: soundless(dir.path()),
        ..EspeakOptions::default()
    };
    let mut speaker = EspeakSpeaker::start(options).expect("worker");
    assert_eq!(speaker.deadline(), None, "nothing given, nothing to judge");
    let given = Instant::now();
    speaker
        .speak(&Utterance::new("Neue Partie", Lang::De, Priority::Normal))
        .expect("handed over");
    let due = speaker.deadline().expect("judged a moment later");
    assert!(due > given && due <= given + Duration::from_secs(2));
    // The loop wakes then and asks: the failure, with espeak-ng's own words.
    let deadline = Instant::now() + Duration::from_secs(10);
    let err = loop {
        std::thread::sleep(due.saturating_duration_since(Instant::now()));
        match speaker.check(Instant::now()) {
            Err(e) => break e,
            Ok(()) => assert!(Instant::now() < deadline, "never judged"),
        }
    };
    let text = err.to_string();
    assert!(
        text.contains("no sound (error: No such file or directory)"),
        "{text}"
    );
}

#[cfg(unix)]
#[test]
fn the_program_says_in_the_transcript_that_espeak_ng_has_no_sound() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let bin = dir.path().join("bin");
    std::fs::create_dir_all(&bin).expect("bin folder");
    std::fs::copy(soundless(dir.path()), bin.join("espeak-ng")).expect("copy");
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(
            bin.join("espeak-ng"),
            std::fs::Permissions::from_mode(0o755),
        )
        .expect("chmod");
    }
    let config = dir.path().join("config.toml");
    std::fs::write(&config, "").expect("settings");
    let mut child = Command::new(env!("CARGO_BIN_EXE_rochade"))
        .args(["--line-mode", "--lang", "en", "--speech", "espeak"])
        .env("ROCHADE_DATA_DIR", dir.path().join("data"))
        .env("ROCHADE_CONFIG", &config)
        .env("PATH", &bin)
        .env(
            "SPEECHD_ADDRESS",
            format!("unix_socket:{}", dir.path().join("none.sock").display()),
        )
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("rochade starts");
    // Nothing is typed: the notice comes by itself, within a few seconds.
    let stdin = child.stdin.take();
    let stdout = child.stdout.take().expect("stdout");
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        use std::io::BufRead;
        for line in std::io::BufReader::new(stdout)
            .lines()
            .map_while(Result::ok)
        {
            if tx.send(line).is_err() {
                return;
            }
        }
    });
    let mut lines = Vec::new();
    let deadline = Instant::now() + Duration::from_secs(10);
    while !lines
        .iter()
        .any(|l: &String| l.starts_with("Speech stopped: espeak-ng"))
    {
        match rx.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
            Ok(line) => lines.push(line),
            Err(_) => panic!("no notice while nothing was typed:\n{}", lines.join("\n")),
        }
    }
    drop(stdin);
    let _ = child.wait();
    let greeting = lines.iter().position(|l| l.starts_with("New game"));
    assert_eq!(
        greeting,
        Some(0),
        "the greeting first:\n{}",
        lines.join("\n")
    );
}

/// Voice input opens the microphone only when rochade is quiet: the backend says it speaks
/// from the moment it is given a sentence until the program has finished the last one.
#[cfg(unix)]
#[test]
fn the_backend_says_whether_it_speaks_until_the_last_sentence_ends() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let options = EspeakOptions {
        program: stand_in(dir.path(), "0.4"),
        ..EspeakOptions::default()
    };
    let mut speaker = EspeakSpeaker::start(options).expect("worker");
    assert_eq!(
        speaker.speaking_until(Instant::now()),
        None,
        "quiet at first"
    );
    for text in ["Bauer e vier", "Springer f drei"] {
        speaker
            .speak(&Utterance::new(text, Lang::De, Priority::Normal))
            .expect("handed over");
    }
    let now = Instant::now();
    assert!(
        speaker.speaking_until(now).is_some_and(|t| t > now),
        "given a sentence: speaking"
    );
    // While the first is said, and the second waits: still speaking.
    wait_for(dir.path(), "end|Bauer e vier");
    assert!(speaker.speaking_until(Instant::now()).is_some());
    wait_for(dir.path(), "end|Springer f drei");
    let deadline = Instant::now() + Duration::from_secs(5);
    while speaker.speaking_until(Instant::now()).is_some() {
        assert!(Instant::now() < deadline, "never quiet again");
        std::thread::sleep(Duration::from_millis(10));
    }
}
