//! Speech that starts reliably (table trial P1): a speech-dispatcher that accepts the
//! connection but never answers is found within a few hundred ms, before the first sentence;
//! one that dies or hangs mid-game is left at the next sentence; the fallback says its notice
//! first, then everything that may not have been heard; a daemon rochade starts ends with it.
//!
//! The daemons here are fakes on a unix socket (they speak just enough of SSIP), except in
//! the last test, which starts the real speech-dispatcher through rochade. espeak-ng is a
//! shell script that writes each utterance to a file, one line each.
#![cfg(target_os = "linux")]

mod common;

use std::io::{BufRead, BufReader, Read, Write};
use std::os::unix::fs::PermissionsExt;
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use common::espeak::{espeak_said, fake_espeak};

use rochade::Lang;
use rochade::speech::ssip::{SsipOptions, SsipSpeaker};
use rochade::speech::{
    Backend, Priority, Speaker, SpeechConfig, SpeechError, SpeechSettings, Utterance, open,
};

/// The time any expected line may take to show up.
const PATIENCE: Duration = Duration::from_secs(15);

/// What a fake daemon does after it has queued `after` messages.
#[derive(Clone, Copy)]
enum Fault {
    /// It accepts connections and never answers anything.
    Silent,
    /// It answers, and closes everything after queuing this many messages (it died).
    DiesAfter(usize),
    /// It answers, and stops answering after queuing this many messages (it hangs).
    HangsAfter(usize),
    /// It answers everything and sends its events, but never begins a message (its sound
    /// output does not work).
    Mute,
    /// As `Mute`, except that it says its first message to the end (begins and ends it).
    SpeaksOnce,
}

/// A fake speech-dispatcher on a unix socket.
struct FakeDaemon {
    socket: PathBuf,
    stop: Arc<AtomicBool>,
}

impl FakeDaemon {
    fn start(dir: &Path, fault: Fault) -> FakeDaemon {
        let socket = dir.join("speechd.sock");
        let listener = UnixListener::bind(&socket).expect("bind the fake daemon");
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = Arc::clone(&stop);
        std::thread::spawn(move || {
            let mut held = Vec::new();
            for stream in listener.incoming() {
                let Ok(stream) = stream else { return };
                if stopped.load(Ordering::SeqCst) {
                    return;
                }
                match fault {
                    Fault::Silent => held.push(stream),
                    Fault::DiesAfter(n) => {
                        // One client; the daemon is gone (listener closed) when it dies.
                        serve(stream, n, false, Events::Refused);
                        return;
                    }
                    Fault::HangsAfter(_) | Fault::Mute | Fault::SpeaksOnce => {
                        let (n, events) = match fault {
                            Fault::HangsAfter(n) => (n, Events::Refused),
                            Fault::SpeaksOnce => (usize::MAX, Events::FirstOnly),
                            _ => (usize::MAX, Events::Never),
                        };
                        let stopped = Arc::clone(&stopped);
                        std::thread::spawn(move || {
                            let stream = serve(stream, n, true, events);
                            while !stopped.load(Ordering::SeqCst) {
                                std::thread::sleep(Duration::from_millis(50));
                            }
                            drop(stream);
                        });
                    }
                }
            }
        });
        FakeDaemon { socket, stop }
    }
}

impl Drop for FakeDaemon {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        // Wakes the accept loop so that it sees the stop.
        let _ = UnixStream::connect(&self.socket);
    }
}

/// Which of its events a fake daemon sends.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Events {
    /// It refuses them, as a daemon without events would.
    Refused,
    /// It grants them and never sends one (nothing is ever begun).
    Never,
    /// It grants them and begins and ends the first message only.
    FirstOnly,
}

/// Answers SSIP until `after` messages are queued; then returns the stream (to be held open
/// when `hang`, dropped otherwise).
fn serve(stream: UnixStream, after: usize, hang: bool, events: Events) -> Option<UnixStream> {
    let mut out = stream.try_clone().ok()?;
    let mut lines = BufReader::new(stream.try_clone().ok()?);
    let mut queued = 0;
    let mut line = String::new();
    loop {
        line.clear();
        if lines.read_line(&mut line).ok()? == 0 {
            return None;
        }
        let command = line.trim_end().to_ascii_uppercase();
        let answer = if command == "SPEAK" {
            out.write_all(b"230 OK RECEIVING DATA\r\n").ok()?;
            loop {
                line.clear();
                if lines.read_line(&mut line).ok()? == 0 {
                    return None;
                }
                if line.trim_end() == "." {
                    break;
                }
            }
            queued += 1;
            let mut reply = format!("225-{queued}\r\n225 OK MESSAGE QUEUED\r\n");
            if events == Events::FirstOnly && queued == 1 {
                reply.push_str("701-1\r\n701-7\r\n701 BEGIN\r\n702-1\r\n702-7\r\n702 END\r\n");
            }
            reply
        } else if command.contains("CLIENT_NAME") {
            "208 OK CLIENT NAME SET\r\n".into()
        } else if command.contains(" RATE ") {
            "203 OK RATE SET\r\n".into()
        } else if command.contains(" LANGUAGE ") {
            "201 OK LANGUAGE SET\r\n".into()
        } else if command.contains(" PRIORITY ") {
            "202 OK PRIORITY SET\r\n".into()
        } else if command.starts_with("CANCEL") {
            "213 OK CANCELED\r\n".into()
        } else if command.contains(" NOTIFICATION ") && events != Events::Refused {
            "220 OK NOTIFICATION SET\r\n".into()
        } else if command.contains(" NOTIFICATION ") {
            "500 ERR NOT IMPLEMENTED\r\n".into()
        } else {
            "209 OK VOICE SET\r\n".into()
        };
        out.write_all(answer.as_bytes()).ok()?;
        if queued == after && command == "SPEAK" {
            return if hang { Some(stream) } else { None };
        }
    }
}

/// Waits until espeak-ng has said `count` lines; returns them.
fn wait_for_espeak(dir: &Path, count: usize) -> Vec<String> {
    common::espeak::wait_for_espeak(dir, count, PATIENCE)
}

fn config(socket: &Path, espeak: PathBuf) -> SpeechConfig {
    let settings = SpeechSettings {
        backend: Backend::Auto,
        autospawn: false,
        ..SpeechSettings::default()
    };
    let mut c = SpeechConfig::new(settings, Lang::En);
    c.speechd_socket = Some(socket.to_path_buf());
    c.espeak_program = espeak;
    c
}

fn say(speaker: &mut Box<dyn Speaker>, text: &str, priority: Priority) -> Result<(), SpeechError> {
    speaker.speak(&Utterance::new(text, Lang::En, priority))
}

#[test]
fn a_daemon_that_accepts_and_never_answers_is_left_before_the_first_sentence() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let daemon = FakeDaemon::start(dir.path(), Fault::Silent);
    let espeak = fake_espeak(dir.path());
    // The daemon itself is given up within a few hundred ms (the default deadline).
    let started = Instant::now();
    let err = SsipSpeaker::connect(&SsipOptions {
        socket: Some(daemon.socket.clone()),
        autospawn: false,
        ..SsipOptions::default()
    })
    .expect_err("a daemon that never answers");
    let took = started.elapsed();
    assert!(matches!(err, SpeechError::Timeout), "{err}");
    assert!(took < Duration::from_millis(800), "given up after {took:?}");
    // And speech opens through the fallback, with the notice.
    let (mut speaker, notice) = open(config(&daemon.socket, espeak));
    assert_eq!(speaker.name(), "espeak-ng");
    assert_eq!(
        notice.map(|n| n.text).as_deref(),
        Some("Speaking through espeak-ng: speech-dispatcher is not reachable.")
    );
    say(&mut speaker, "White pawn e4", Priority::Normal).expect("espeak speaks");
    assert_eq!(wait_for_espeak(dir.path(), 1), ["White pawn e4"]);
}

/// The fallback's lines after a daemon failed at the third message: the notice first, then
/// the two messages the daemon had queued (maybe never said), then the third.
fn assert_replayed(dir: &Path, notice: &str) {
    let said = wait_for_espeak(dir, 4);
    assert_eq!(
        said,
        [notice, "New game", "White pawn e4", "Black pawn e5"],
        "espeak-ng said"
    );
}

#[test]
fn a_daemon_that_dies_mid_game_loses_no_announcement() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let daemon = FakeDaemon::start(dir.path(), Fault::DiesAfter(2));
    let espeak = fake_espeak(dir.path());
    let (mut speaker, notice) = open(config(&daemon.socket, espeak));
    assert_eq!(notice, None, "the daemon answers at first");
    assert_eq!(speaker.name(), "speech-dispatcher");
    say(&mut speaker, "New game", Priority::Normal).expect("queued");
    say(&mut speaker, "White pawn e4", Priority::Normal).expect("queued");
    assert!(espeak_said(dir.path()).is_empty());
    let err = say(&mut speaker, "Black pawn e5", Priority::Normal).expect_err("daemon gone");
    let SpeechError::Degraded(notice) = err else {
        panic!("{err}")
    };
    assert!(notice.starts_with("Speaking through espeak-ng"), "{notice}");
    assert_replayed(dir.path(), &notice);
    // The core passes the notice on to be said: it is not said a second time.
    say(&mut speaker, &notice, Priority::Normal).expect("espeak");
    say(&mut speaker, "Knight f3", Priority::Normal).expect("espeak");
    let said = wait_for_espeak(dir.path(), 5);
    assert_eq!(said.len(), 5, "{said:?}");
    assert_eq!(said[4], "Knight f3");
}

#[test]
fn a_daemon_that_hangs_mid_game_loses_no_announcement() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let daemon = FakeDaemon::start(dir.path(), Fault::HangsAfter(2));
    let espeak = fake_espeak(dir.path());
    let (mut speaker, notice) = open(config(&daemon.socket, espeak));
    assert_eq!(notice, None, "the daemon answers at first");
    say(&mut speaker, "New game", Priority::Normal).expect("queued");
    say(&mut speaker, "White pawn e4", Priority::Normal).expect("queued");
    let err = say(&mut speaker, "Black pawn e5", Priority::Normal).expect_err("daemon hangs");
    let SpeechError::Degraded(notice) = err else {
        panic!("{err}")
    };
    assert_replayed(dir.path(), &notice);
}

/// The notice when speech-dispatcher takes the words and never says them.
const SILENT: &str =
    "Speaking through espeak-ng: speech-dispatcher takes the words but does not say them.";

#[test]
fn a_daemon_that_queues_and_never_speaks_is_left_within_seconds() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let daemon = FakeDaemon::start(dir.path(), Fault::Mute);
    let espeak = fake_espeak(dir.path());
    let (mut speaker, notice) = open(config(&daemon.socket, espeak));
    assert_eq!(notice, None, "the daemon answers");
    assert_eq!(speaker.deadline(), None, "nothing sent, nothing to judge");
    let sent = Instant::now();
    say(&mut speaker, "New game", Priority::Normal).expect("queued");
    say(&mut speaker, "White pawn e4", Priority::Normal).expect("queued");
    let due = speaker.deadline().expect("a message waits to begin");
    // Judged within a few seconds of the first message, not at the next one.
    assert!(
        due > sent && due <= sent + Duration::from_secs(5),
        "due after {:?}",
        due - sent
    );
    speaker.check(Instant::now()).expect("not yet overdue");
    assert!(espeak_said(dir.path()).is_empty());
    std::thread::sleep(due.saturating_duration_since(Instant::now()));
    let err = speaker.check(Instant::now()).expect_err("overdue");
    let SpeechError::Degraded(notice) = err else {
        panic!("{err}")
    };
    assert_eq!(notice, SILENT);
    // The notice first, then everything the daemon took and never said.
    assert_eq!(
        wait_for_espeak(dir.path(), 3),
        [SILENT, "New game", "White pawn e4"]
    );
    assert_eq!(speaker.name(), "espeak-ng");
    // espeak-ng is judged in its turn, a moment after it was given the words: it speaks.
    let due = speaker.deadline().expect("espeak-ng is judged too");
    std::thread::sleep(due.saturating_duration_since(Instant::now()));
    speaker.check(Instant::now()).expect("espeak-ng speaks");
    assert_eq!(speaker.deadline(), None);
}

#[test]
fn a_daemon_that_has_spoken_is_given_longer() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let daemon = FakeDaemon::start(dir.path(), Fault::SpeaksOnce);
    let mut speaker = SsipSpeaker::connect(&SsipOptions {
        socket: Some(daemon.socket.clone()),
        autospawn: false,
        ..SsipOptions::default()
    })
    .expect("the daemon answers");
    let u = |t: &str| Utterance::new(t, Lang::En, Priority::Normal);
    speaker.speak(&u("New game")).expect("queued");
    // Its end is read; nothing of ours is open then.
    let deadline = Instant::now() + PATIENCE;
    while speaker.deadline().is_some() {
        speaker.check(Instant::now()).expect("heard");
        assert!(Instant::now() < deadline, "the end was never read");
        std::thread::sleep(Duration::from_millis(10));
    }
    let sent = Instant::now();
    speaker.speak(&u("White pawn e4")).expect("queued");
    let due = speaker.deadline().expect("the move waits to begin");
    // The daemon can speak: only another program's long speech delays ours.
    let wait = due.saturating_duration_since(sent);
    assert!(
        wait > Duration::from_secs(10) && wait <= Duration::from_secs(16),
        "{wait:?}"
    );
    speaker
        .check(Instant::now() + Duration::from_secs(5))
        .expect("not overdue after five seconds");
}

#[test]
fn a_daemon_without_events_is_not_judged() {
    let dir = tempfile::tempdir().expect("temporary folder");
    // This fake refuses events (as a daemon without them would) and answers everything.
    let daemon = FakeDaemon::start(dir.path(), Fault::HangsAfter(usize::MAX));
    let mut speaker = SsipSpeaker::connect(&SsipOptions {
        socket: Some(daemon.socket.clone()),
        autospawn: false,
        ..SsipOptions::default()
    })
    .expect("the daemon answers");
    assert!(!speaker.has_events());
    speaker
        .speak(&Utterance::new("New game", Lang::En, Priority::Normal))
        .expect("queued");
    // The loop wakes once, after the words' estimated end, to notice a closed connection;
    // nothing is judged unheard.
    assert!(speaker.deadline().is_some());
    speaker
        .check(Instant::now() + Duration::from_secs(60))
        .expect("nothing to judge without events");
    assert_eq!(speaker.deadline(), None, "woken once");
}

#[test]
fn the_real_program_says_the_notice_before_the_next_move_when_the_daemon_never_speaks() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let daemon = FakeDaemon::start(dir.path(), Fault::Mute);
    fake_espeak(dir.path());
    let address = format!("unix_socket:{}", daemon.socket.display());
    let started = Instant::now();
    let mut child = rochade_with_speech(
        dir.path(),
        &[("SPEECHD_ADDRESS", std::ffi::OsStr::new(&address))],
    );
    // The table trial: e4, then nothing for a while.
    if let Some(stdin) = child.stdin.as_mut() {
        let _ = writeln!(stdin, "e4");
    }
    let said = wait_for_espeak(dir.path(), 3);
    let took = started.elapsed();
    if let Some(stdin) = child.stdin.as_mut() {
        let _ = writeln!(stdin, "e5");
    }
    let all = wait_for_espeak(dir.path(), 4);
    let out = finish(child);
    assert_eq!(
        said.first().map(String::as_str),
        Some(SILENT),
        "{said:?}\n{out}"
    );
    assert!(said[1].starts_with("New game"), "{said:?}");
    assert_eq!(said[2], "Pawn e4", "{said:?}");
    assert!(
        took < Duration::from_secs(8),
        "the notice came after {took:?}"
    );
    assert_eq!(all.get(3).map(String::as_str), Some("Pawn e5"), "{all:?}");
}

#[test]
fn a_hung_daemon_costs_a_sentence_at_most_a_few_hundred_ms() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let daemon = FakeDaemon::start(dir.path(), Fault::HangsAfter(1));
    let mut speaker = SsipSpeaker::connect(&SsipOptions {
        socket: Some(daemon.socket.clone()),
        autospawn: false,
        ..SsipOptions::default()
    })
    .expect("the daemon answers at first");
    let u = |t: &str| Utterance::new(t, Lang::En, Priority::Normal);
    speaker.speak(&u("New game")).expect("queued");
    let started = Instant::now();
    let err = speaker
        .speak(&u("White pawn e4"))
        .expect_err("the daemon hangs");
    let took = started.elapsed();
    assert!(matches!(err, SpeechError::Timeout), "{err}");
    assert!(took < Duration::from_millis(800), "found after {took:?}");
    // What it had queued may not have been said: it is handed to the fallback.
    assert_eq!(speaker.unsaid(), [u("New game")]);
    // From then on every call fails at once.
    let started = Instant::now();
    assert!(speaker.speak(&u("Black pawn e5")).is_err());
    assert!(started.elapsed() < Duration::from_millis(50));
}

/// A rochade process in line mode with its data, settings and speech in `dir`.
fn rochade_with_speech(dir: &Path, env: &[(&str, &std::ffi::OsStr)]) -> Child {
    let path = format!(
        "{}:{}",
        dir.join("bin").display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let settings = dir.join("config.toml");
    std::fs::write(&settings, "").expect("settings file");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_rochade"));
    cmd.args(["--line-mode", "--lang", "en", "--speech", "auto"])
        .env("ROCHADE_DATA_DIR", dir.join("data"))
        .env("ROCHADE_CONFIG", &settings)
        .env("PATH", path)
        .env_remove("SPEECHD_ADDRESS")
        .env("XDG_RUNTIME_DIR", dir.join("run"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.spawn().expect("rochade starts")
}

/// Ends `child` by closing its input, and waits at most `PATIENCE`.
fn finish(mut child: Child) -> String {
    drop(child.stdin.take());
    let deadline = Instant::now() + PATIENCE;
    while Instant::now() < deadline {
        if let Ok(Some(_)) = child.try_wait() {
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    let _ = child.wait();
    let mut out = String::new();
    if let Some(mut stdout) = child.stdout.take() {
        let _ = stdout.read_to_string(&mut out);
    }
    out
}

#[test]
fn the_real_program_says_the_notice_first_then_the_game() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let daemon = FakeDaemon::start(dir.path(), Fault::Silent);
    fake_espeak(dir.path());
    let address = format!("unix_socket:{}", daemon.socket.display());
    let mut child = rochade_with_speech(
        dir.path(),
        &[("SPEECHD_ADDRESS", std::ffi::OsStr::new(&address))],
    );
    let said = wait_for_espeak(dir.path(), 2);
    if let Some(stdin) = child.stdin.as_mut() {
        let _ = writeln!(stdin, "e4");
    }
    let said_after = wait_for_espeak(dir.path(), said.len() + 1);
    let out = finish(child);
    assert!(
        said.first().is_some_and(|l| l
            == "Speaking through espeak-ng: speech-dispatcher is not reachable."),
        "the notice comes first: {said:?}\nstdout:\n{out}"
    );
    assert!(
        said.get(1).is_some_and(|l| l.starts_with("New game")),
        "then the game: {said:?}"
    );
    assert!(
        said_after
            .iter()
            .any(|l| l.contains("e4") || l.contains("e 4")),
        "the move is said: {said_after:?}"
    );
}

#[test]
fn the_real_program_loses_no_announcement_when_the_daemon_dies() {
    let dir = tempfile::tempdir().expect("temporary folder");
    // The daemon queues the greeting, then dies.
    let daemon = FakeDaemon::start(dir.path(), Fault::DiesAfter(1));
    fake_espeak(dir.path());
    let address = format!("unix_socket:{}", daemon.socket.display());
    let mut child = rochade_with_speech(
        dir.path(),
        &[("SPEECHD_ADDRESS", std::ffi::OsStr::new(&address))],
    );
    // The death is found when the daemon closes the connection, before any move is typed:
    // the notice first, then the greeting the daemon had queued, said again.
    let said = wait_for_espeak(dir.path(), 2);
    assert!(
        said[0].starts_with("Speaking through espeak-ng"),
        "the notice first: {said:?}"
    );
    assert!(said[1].starts_with("New game"), "{said:?}");
    if let Some(stdin) = child.stdin.as_mut() {
        let _ = writeln!(stdin, "e4");
    }
    let said = wait_for_espeak(dir.path(), 3);
    let out = finish(child);
    assert_eq!(said.len(), 3, "espeak-ng said {said:?}\nstdout:\n{out}");
    // Then the move.
    assert_eq!(said[2], "Pawn e4", "{said:?}");
    // The notice is said once.
    assert_eq!(
        said.iter()
            .filter(|l| l.starts_with("Speaking through"))
            .count(),
        1
    );
}

/// A `speech-dispatcher` in `dir/bin` that notes its process id and runs the real daemon
/// with a headless configuration (its only voice writes to `dir/said.txt`).
fn wrapped_daemon(dir: &Path) -> PathBuf {
    let conf = dir.join("conf");
    std::fs::create_dir_all(conf.join("modules")).expect("config folder");
    std::fs::write(
        conf.join("speechd.conf"),
        "AudioOutputMethod \"libao\"\n\
         AddModule \"recorder\" \"sd_generic\" \"recorder.conf\"\n\
         DefaultModule recorder\n\
         DefaultLanguage \"en\"\n",
    )
    .expect("speechd.conf");
    std::fs::write(dir.join(".libao"), "default_driver=null\n").expect(".libao");
    let said = dir.join("said.txt");
    std::fs::write(
        conf.join("modules").join("recorder.conf"),
        format!(
            "GenericExecuteSynth \"printf '%s\\\\n' '$DATA' >> {}\"\nAddVoice \"en\" \"MALE1\" \"en\"\n",
            said.display()
        ),
    )
    .expect("module");
    let real = [
        "/usr/bin/speech-dispatcher",
        "/usr/local/bin/speech-dispatcher",
    ]
    .into_iter()
    .find(|p| Path::new(p).exists())
    .unwrap_or("speech-dispatcher");
    let bin = dir.join("bin");
    std::fs::create_dir_all(&bin).expect("bin folder");
    let program = bin.join("speech-dispatcher");
    std::fs::write(
        &program,
        format!(
            "#!/bin/sh\necho $$ > '{pid}'\nHOME='{home}' exec {real} -C '{conf}' \"$@\"\n",
            pid = dir.join("daemon.pid").display(),
            home = dir.display(),
            conf = conf.display()
        ),
    )
    .expect("wrapper");
    std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    dir.join("daemon.pid")
}

fn running(pid: &str) -> bool {
    // A zombie is not running: its status line says so.
    std::fs::read_to_string(format!("/proc/{pid}/status")).is_ok_and(|s| {
        !s.lines()
            .any(|l| l.starts_with("State:") && l.contains('Z'))
    })
}

#[test]
fn a_daemon_rochade_starts_ends_with_rochade() {
    if !common::require_program("speech-dispatcher", "speech-dispatcher") {
        return;
    }
    let dir = tempfile::tempdir().expect("temporary folder");
    std::fs::create_dir_all(dir.path().join("run")).expect("runtime folder");
    std::fs::set_permissions(
        dir.path().join("run"),
        std::fs::Permissions::from_mode(0o700),
    )
    .expect("chmod");
    let pid_file = wrapped_daemon(dir.path());
    fake_espeak(dir.path());
    let mut child = rochade_with_speech(dir.path(), &[]);
    if let Some(stdin) = child.stdin.as_mut() {
        let _ = writeln!(stdin, "e4");
    }
    // The daemon rochade started says the game.
    let said = dir.path().join("said.txt");
    let deadline = Instant::now() + PATIENCE;
    while !std::fs::read_to_string(&said).is_ok_and(|s| s.contains("e4") || s.contains("e 4")) {
        assert!(
            Instant::now() < deadline,
            "the started daemon never said the move: {:?}; espeak-ng said {:?}",
            std::fs::read_to_string(&said),
            espeak_said(dir.path())
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let pid = std::fs::read_to_string(&pid_file).expect("the daemon was started");
    let pid = pid.trim().to_owned();
    assert!(running(&pid), "the daemon runs during the game");
    let ended = Instant::now();
    finish(child);
    // Well before the daemon's own idle timeout (5 s): rochade ended it.
    while running(&pid) {
        assert!(
            ended.elapsed() < Duration::from_secs(3),
            "the daemon {pid} outlived rochade"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}
