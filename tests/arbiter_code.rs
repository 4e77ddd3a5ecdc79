//! The arbiter is a seat, not a word: in an event whose profile sets `arbiter_code`, an
//! arbiter's command typed at a player's keyboard asks for the code first and changes nothing
//! without it; the code is never said, shown, written to the transcript or the journal, or
//! sent; wrong codes make the arbiter's commands wait. Without a code a casual game works as
//! before.

mod common;

use std::time::Duration;

use common::effects::spoken;
use rochade::Lang;
use rochade::app::core::{Effect, Input, Options, State, update};
use rochade::clock::{AlertConfig, Clock, Preset};
use rochade::event::{ArbiterCode, EventProfile};
use shakmaty::Color;

const CODE: &str = "Turm-7319";

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

/// A classical game in English, with the arbiter's code `code`.
fn session(code: Option<&str>) -> State {
    let mut s = State::new(Options {
        lang: Lang::En,
        player: Color::White,
        clock: Some(Clock::new(
            Preset::FideClassical.time_control(),
            AlertConfig::new(&[]),
        )),
        ..Options::default()
    });
    s.set_arbiter_code(code.and_then(ArbiterCode::new));
    update(&mut s, Input::Start, secs(0));
    s
}

fn line(s: &mut State, text: &str, at: u64) -> Vec<Effect> {
    update(s, Input::Line(text.into()), secs(at))
}

fn black_time(s: &State, at: u64) -> Duration {
    s.clock()
        .map(|c| c.remaining(Color::Black, secs(at)))
        .unwrap_or_default()
}

/// An event profile in `dir` with the arbiter's code and a rapid clock; returns its path.
fn rapid_event(dir: &std::path::Path) -> std::path::PathBuf {
    let profile = dir.join("event.toml");
    std::fs::write(
        &profile,
        format!(
            "event = \"Test\"\narbiter_code = \"{CODE}\"\n[time_control]\npreset = \"rapid\"\n"
        ),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    profile
}

/// Everything the effects carry, as text: what is said, written, journalled and sent.
fn everything(effects: &[Effect]) -> String {
    format!("{effects:?}")
}

#[test]
fn without_the_code_nothing_changes_and_with_it_the_command_is_carried_out() {
    let mut s = session(Some(CODE));
    let before = black_time(&s, 0);
    let e = line(&mut s, "arbiter add black 2", 0);
    let said = spoken(&e).join(" ");
    assert!(said.contains("The arbiter types the code now"), "{said}");
    assert!(e.contains(&Effect::Conceal(true)), "{e:?}");
    assert!(s.conceals_input());
    // A wrong code: refused in words, the clock as it was.
    let e = line(&mut s, "1234", 1);
    assert!(
        spoken(&e)
            .join(" ")
            .contains("Wrong code. Nothing changed."),
        "{e:?}"
    );
    assert!(e.contains(&Effect::Conceal(false)), "{e:?}");
    assert_eq!(black_time(&s, 0), before);
    // The command again, and the right code: carried out.
    line(&mut s, "arbiter add black 2", 2);
    let e = line(&mut s, CODE, 3);
    assert!(
        spoken(&e).join(" ").contains("two minutes"),
        "{:?}",
        spoken(&e)
    );
    assert_eq!(black_time(&s, 0), before + secs(120));
    assert!(!s.conceals_input());
}

#[test]
fn the_code_is_never_said_journalled_or_sent() {
    let mut s = session(Some(CODE));
    let mut all = Vec::new();
    for (text, at) in [
        ("e4", 1),
        ("arbiter add black 2", 2),
        (CODE, 3),
        ("arbiter pause", 4),
        ("wrong", 5),
        ("arbiter pause", 6),
        (CODE, 7),
    ] {
        all.extend(line(&mut s, text, at));
    }
    let text = everything(&all);
    assert!(!text.contains(CODE), "the code appears in: {text}");
    assert!(
        !text.contains("Turm-"),
        "part of the code appears in: {text}"
    );
    // The state's own description (what a log or a crash report would print) hides it too.
    assert!(!format!("{s:?}").contains(CODE));
}

#[test]
fn wrong_codes_make_the_arbiters_commands_wait() {
    let mut s = session(Some(CODE));
    for at in 0..3 {
        line(&mut s, "arbiter add black 2", at * 2);
        line(&mut s, "0000", at * 2 + 1);
    }
    // The third wrong code: the commands wait 30 seconds, even with the right code.
    let e = line(&mut s, "arbiter add black 2", 10);
    let said = spoken(&e).join(" ");
    assert!(said.contains("wait"), "{said}");
    assert!(!s.conceals_input());
    let before = black_time(&s, 10);
    line(&mut s, CODE, 11);
    assert_eq!(black_time(&s, 10), before);
    // After the wait the right code works again.
    line(&mut s, "arbiter add black 2", 40);
    line(&mut s, CODE, 41);
    assert_eq!(black_time(&s, 10), before + secs(120));
}

#[test]
fn a_casual_game_without_a_code_works_as_before() {
    let mut s = session(None);
    let before = black_time(&s, 0);
    let e = line(&mut s, "arbiter add black 2", 0);
    assert!(!e.contains(&Effect::Conceal(true)));
    assert_eq!(black_time(&s, 0), before + secs(120));
}

#[test]
fn the_profile_reads_the_code_and_never_shows_it() {
    let p = EventProfile::from_toml(&format!("arbiter_code = \" {CODE} \"\n"))
        .unwrap_or_else(|e| panic!("{e}"));
    let code = p.arbiter_code.clone().unwrap_or_else(|| panic!("no code"));
    assert!(code.matches(CODE));
    assert!(!code.matches("turm-7319"));
    assert!(!format!("{p:?}").contains(CODE));
    let shown = rochade::event::describe(&p, Lang::En);
    assert!(shown.contains("Arbiter's code: set"), "{shown}");
    assert!(!shown.contains(CODE), "{shown}");
    let none = EventProfile::from_toml("arbiter_code = \"  \"\n").unwrap_or_else(|e| panic!("{e}"));
    assert!(none.arbiter_code.is_none());
    let shown = rochade::event::describe(&none, Lang::En);
    assert!(shown.contains("Arbiter's code: none"), "{shown}");
}

#[test]
fn through_the_binary_the_code_reaches_no_output_transcript_or_journal() {
    let data = common::tempdir();
    let profile = rapid_event(data.path());
    let run = common::game(
        data.path(),
        &["--lang", "en", "--event", &profile.to_string_lossy()],
        &format!("e4\narbiter add black 2\nnope\narbiter add black 2\n{CODE}\nquit\n"),
    );
    assert!(
        run.stdout.contains("The arbiter types the code now"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("Wrong code."), "{}", run.stdout);
    assert!(!run.stdout.contains(CODE), "{}", run.stdout);
    assert!(!run.stderr.contains(CODE), "{}", run.stderr);
    // Nothing rochade wrote in its data folder holds the code.
    let mut stack = vec![data.path().to_path_buf()];
    let mut files = 0;
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{e}"))
            .flatten()
        {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path != profile {
                files += 1;
                let text =
                    String::from_utf8_lossy(&std::fs::read(&path).unwrap_or_default()).into_owned();
                assert!(!text.contains(CODE), "{} holds the code", path.display());
            }
        }
    }
    assert!(files >= 2, "the transcript and the journal were written");
}

#[test]
fn a_no_drops_the_command_and_is_no_wrong_code() {
    let mut s = session(Some(CODE));
    let before = black_time(&s, 0);
    // Three times asked and three times a no: no wrong code counted, nothing changed.
    for at in 0..3 {
        line(&mut s, "arbiter add black 2", at * 2);
        let e = line(&mut s, "no", at * 2 + 1);
        assert!(e.contains(&Effect::Conceal(false)), "{e:?}");
        let said = spoken(&e).join(" ");
        assert!(!said.contains("Wrong code"), "{said}");
        assert!(!s.conceals_input());
    }
    assert_eq!(black_time(&s, 0), before);
    // The commands do not wait: the right code works at once.
    line(&mut s, "arbiter add black 2", 7);
    line(&mut s, CODE, 8);
    assert_eq!(black_time(&s, 0), before + secs(120));
}

#[test]
fn the_question_lapses_and_the_next_line_is_read_as_usual() {
    let mut s = session(Some(CODE));
    line(&mut s, "arbiter add black 2", 0);
    assert!(s.conceals_input());
    // The loop wakes for the lapse.
    let due = rochade::app::core::next_wakeup(&s, secs(1)).unwrap_or_else(|| panic!("no wake-up"));
    assert!(due <= secs(60), "{due:?}");
    update(&mut s, Input::Tick, secs(30));
    assert!(s.conceals_input(), "not before its time");
    let e = update(&mut s, Input::Tick, secs(60));
    assert!(e.contains(&Effect::Conceal(false)), "{e:?}");
    let said = spoken(&e).join(" ");
    assert!(said.contains("No code came within a minute"), "{said}");
    assert!(!s.conceals_input());
    // A move typed afterwards is a move, not a wrong code.
    let e = line(&mut s, "e4", 61);
    let said = spoken(&e).join(" ");
    assert!(said.contains("e4"), "{said}");
    assert!(!said.contains("Wrong code"), "{said}");
    assert_eq!(s.log().len(), 2, "the start and the move");
}

#[test]
fn a_question_answered_in_time_does_not_lapse_later() {
    let mut s = session(Some(CODE));
    line(&mut s, "arbiter add black 2", 0);
    line(&mut s, "no", 1);
    // Asked again; the first question's lapse must not end the second.
    line(&mut s, "arbiter add black 2", 30);
    let e = update(&mut s, Input::Tick, secs(60));
    assert!(!e.contains(&Effect::Conceal(false)), "{e:?}");
    assert!(s.conceals_input());
    let e = update(&mut s, Input::Tick, secs(90));
    assert!(e.contains(&Effect::Conceal(false)), "{e:?}");
}

#[test]
fn a_game_resumed_without_its_event_refuses_the_arbiters_commands() {
    let data = common::tempdir();
    let profile = rapid_event(data.path());
    let event = profile.to_string_lossy().into_owned();
    let first = common::game(
        data.path(),
        &["--lang", "en", "--event", &event],
        "e4\nquit\n",
    );
    assert_eq!(first.code, Some(0), "{}", first.stdout);
    // Without the profile there is no code to check: refused, the clock as it was.
    let second = common::game(
        data.path(),
        &["--lang", "en", "--resume"],
        "arbiter add black 2\nquit\n",
    );
    assert!(
        second
            .stdout
            .contains("This game's arbiter's commands need the code of its event"),
        "{}",
        second.stdout
    );
    assert!(!second.stdout.contains("two minutes"), "{}", second.stdout);
    // With the profile again, the code works.
    let third = common::game(
        data.path(),
        &["--lang", "en", "--resume", "--event", &event],
        &format!("arbiter add black 2\n{CODE}\nquit\n"),
    );
    assert!(third.stdout.contains("two minutes"), "{}", third.stdout);
    assert!(!third.stdout.contains(CODE), "{}", third.stdout);
}

/// Ctrl-C while the code is typed (the terminal's echo off) ends rochade as before, and the
/// terminal shows what is typed again: the shell after it is usable.
#[cfg(unix)]
#[test]
fn ctrl_c_at_the_code_question_leaves_the_terminal_echoing() {
    let data = common::tempdir();
    let profile = data.path().join("event.toml");
    std::fs::write(
        &profile,
        format!("event = \"Test\"\narbiter_code = \"{CODE}\"\n"),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let config = data.path().join("config.toml");
    std::fs::write(&config, "").unwrap_or_else(|e| panic!("{e}"));
    let event = profile.to_string_lossy().into_owned();
    let mut cmd = common::pty::rochade(&[
        "--lang",
        "en",
        "--line-mode",
        "--speech",
        "none",
        "--event",
        &event,
    ]);
    cmd.env("ROCHADE_DATA_DIR", data.path());
    cmd.env("ROCHADE_CONFIG", &config);
    let mut t = common::pty::Terminal::start(cmd, 100, 30);
    t.wait_for("White to move.");
    assert_eq!(t.echoes(), Some(true));
    t.type_keys(b"arbiter add black 2\r");
    t.wait_for("The arbiter types the code now");
    t.wait_until("the echo off", Duration::from_secs(10), |t| {
        t.echoes() == Some(false)
    });
    t.type_keys(b"\x03");
    // Ended by the signal, as before.
    let code = t.exit_code();
    assert_ne!(code, 0, "{}", t.screen());
    assert_eq!(t.echoes(), Some(true), "the echo stayed off");
}
