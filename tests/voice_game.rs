//! Voice input in the game, through the core: `listen` asks the microphone once; a move
//! heard is said back in words and played only on a yes (typed, Enter, or said); a no keeps
//! the position; nothing heard is "please repeat"; a move heard in a position the game has
//! left is not said back. The recogniser is the adapter's (`tests/voice_hear.rs` and the
//! binary test below hear real speech); here the core gets what it would hand over.

mod common;

use std::time::Duration;

use common::effects::{records, spoken};
use rochade::Lang;
use rochade::app::core::{Effect, Input, Options, State, Voiced, update};
use rochade::i18n::msg;
use rochade::notation::{Style, words};
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Position};

fn uci(s: &str) -> UciMove {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// A game at one keyboard in `lang`, voice input on when `voice`.
fn game(lang: Lang, voice: bool) -> State {
    let mut s = State::new(Options {
        lang,
        ..Options::default()
    });
    s.set_voice_input(voice);
    update(&mut s, Input::Start, Duration::ZERO);
    s
}

fn listens(effects: &[Effect]) -> usize {
    effects
        .iter()
        .filter(|e| matches!(e, Effect::Listen { .. }))
        .count()
}

/// Whether the effects ask to listen with the tone (`Some(true)`), silently (`Some(false)`),
/// or not at all.
fn listen_cue(effects: &[Effect]) -> Option<bool> {
    effects.iter().find_map(|e| match e {
        Effect::Listen { cue } => Some(*cue),
        _ => None,
    })
}

/// A game at one keyboard in `lang` whose microphone listens all the time, with the effects
/// of its start.
fn continuous(lang: Lang) -> (State, Vec<Effect>) {
    let mut s = State::new(Options {
        lang,
        ..Options::default()
    });
    s.set_voice_input(true);
    s.set_voice_continuous(true);
    let e = update(&mut s, Input::Start, Duration::ZERO);
    (s, e)
}

fn step(s: &mut State, input: Input) -> Vec<Effect> {
    update(s, input, Duration::from_secs(1))
}

fn moves(s: &State) -> usize {
    s.game().moves().len()
}

/// What the read-back of `m` in the starting position says in `lang`.
fn read_back(lang: Lang, m: &str) -> String {
    let pos = Chess::default();
    let mv = uci(m).to_move(&pos).unwrap_or_else(|e| panic!("{e}"));
    msg::voice_heard(lang, words(&pos, mv, lang, Style::default()))
}

#[test]
fn listen_asks_the_microphone_once_and_only_where_voice_input_is_on() {
    let mut off = game(Lang::De, false);
    let e = step(&mut off, Input::Line("hören".into()));
    assert_eq!(listens(&e), 0);
    assert_eq!(spoken(&e), [msg::voice_off(Lang::De)]);

    let mut on = game(Lang::De, true);
    let e = step(&mut on, Input::Line("hören".into()));
    assert_eq!(listens(&e), 1);
    // Nothing is said while the microphone listens: it would hear it.
    assert!(spoken(&e).is_empty(), "{:?}", spoken(&e));
    let e = step(&mut on, Input::Line("hören".into()));
    assert_eq!(listens(&e), 0);
    assert_eq!(spoken(&e), [msg::voice_busy(Lang::De)]);
    // What was heard ends the listening: the next `listen` listens again.
    step(&mut on, Input::Voice(Voiced::Nothing));
    let e = step(&mut on, Input::Line("hoeren".into()));
    assert_eq!(listens(&e), 1, "typed without the umlaut");
}

#[test]
fn a_move_heard_is_said_back_and_played_only_on_a_yes() {
    for (lang, yes_word) in [
        (Lang::De, "ja"),
        (Lang::En, "yes"),
        (Lang::Es, "sí"),
        (Lang::Ru, "да"),
    ] {
        for yes in ["typed", "", "voice"] {
            let mut s = game(lang, true);
            step(&mut s, Input::Line("listen".into()));
            let e = step(&mut s, Input::Voice(Voiced::Move(uci("g1f3"))));
            assert_eq!(spoken(&e), [read_back(lang, "g1f3")], "{lang:?}");
            assert!(records(&e).is_empty(), "played before the yes");
            assert_eq!(moves(&s), 0);
            let answer = match yes {
                "voice" => Input::Voice(Voiced::Yes),
                "" => Input::Line(String::new()),
                _ => Input::Line(yes_word.into()),
            };
            let e = step(&mut s, answer);
            assert_eq!(records(&e).len(), 1, "{lang:?} {yes:?}: {:?}", spoken(&e));
            assert_eq!(moves(&s), 1);
            assert_eq!(
                s.game().position().board().piece_at(shakmaty::Square::F3),
                Some(shakmaty::Piece::from_char('N').unwrap_or_else(|| panic!()))
            );
        }
    }
}

#[test]
fn a_no_keeps_the_position_and_a_new_announcement_replaces_the_one_said_back() {
    let mut s = game(Lang::De, true);
    step(&mut s, Input::Voice(Voiced::Move(uci("e2e4"))));
    let e = step(&mut s, Input::Voice(Voiced::No));
    assert_eq!(spoken(&e), [msg::voice_dropped(Lang::De)]);
    assert!(records(&e).is_empty());
    assert_eq!(moves(&s), 0);
    // Typed "nein" likewise.
    step(&mut s, Input::Voice(Voiced::Move(uci("e2e4"))));
    let e = step(&mut s, Input::Line("nein".into()));
    assert!(records(&e).is_empty());
    assert_eq!(moves(&s), 0);
    // A second announcement heard replaces the first: the yes plays the second.
    step(&mut s, Input::Voice(Voiced::Move(uci("e2e4"))));
    let e = step(&mut s, Input::Voice(Voiced::Move(uci("d2d4"))));
    assert_eq!(spoken(&e), [read_back(Lang::De, "d2d4")]);
    step(&mut s, Input::Voice(Voiced::Yes));
    assert_eq!(moves(&s), 1);
    assert!(
        s.game()
            .position()
            .board()
            .piece_at(shakmaty::Square::D4)
            .is_some()
    );
    // A move typed instead of the yes is played, and the one heard is dropped.
    step(&mut s, Input::Voice(Voiced::Move(uci("g8f6"))));
    step(&mut s, Input::Line("d5".into()));
    assert_eq!(moves(&s), 2);
    assert!(
        s.game()
            .position()
            .board()
            .piece_at(shakmaty::Square::D5)
            .is_some()
    );
    let e = step(&mut s, Input::Line(String::new()));
    assert!(records(&e).is_empty(), "the dropped move came back");
}

#[test]
fn nothing_heard_a_fault_and_a_move_of_a_position_left_behind_are_said_not_played() {
    let mut s = game(Lang::En, true);
    let e = step(&mut s, Input::Voice(Voiced::Nothing));
    assert_eq!(spoken(&e), [msg::voice_repeat(Lang::En)]);
    let e = step(
        &mut s,
        Input::Voice(Voiced::Failed("The microphone …".into())),
    );
    assert_eq!(spoken(&e), ["The microphone …"]);
    let e = step(&mut s, Input::Voice(Voiced::Yes));
    assert_eq!(spoken(&e), [msg::voice_nothing_asked(Lang::En)]);
    // e4 typed while the microphone listened: "e2e4" heard after it is no move any more.
    step(&mut s, Input::Line("listen".into()));
    step(&mut s, Input::Line("e4".into()));
    let e = step(&mut s, Input::Voice(Voiced::Move(uci("e2e4"))));
    assert_eq!(spoken(&e), [msg::voice_repeat(Lang::En)]);
    let e = step(&mut s, Input::Line(String::new()));
    assert!(records(&e).is_empty());
    assert_eq!(moves(&s), 1);
    assert_eq!(s.game().position().turn(), shakmaty::Color::Black);
}

#[test]
fn continuous_listening_opens_the_microphone_again_after_everything_but_a_pause() {
    for lang in Lang::ALL {
        let (mut s, e) = continuous(lang);
        assert_eq!(
            listen_cue(&e),
            Some(true),
            "{lang:?}: listens from the start"
        );
        // Silence: listens on without a word and without the tone.
        let e = step(&mut s, Input::Voice(Voiced::Silence));
        assert!(spoken(&e).is_empty(), "{lang:?}: {:?}", spoken(&e));
        assert_eq!(listen_cue(&e), Some(false));
        // rochade spoke over the recording: the same.
        let e = step(&mut s, Input::Voice(Voiced::Interrupted));
        assert!(spoken(&e).is_empty(), "{lang:?}: {:?}", spoken(&e));
        assert_eq!(listen_cue(&e), Some(false));
        // Words not understood: asked to repeat, then the tone again.
        let e = step(&mut s, Input::Voice(Voiced::Nothing));
        assert_eq!(spoken(&e), [msg::voice_repeat(lang)]);
        assert_eq!(listen_cue(&e), Some(true));
        // A move: said back, and the microphone opens for the answer.
        let e = step(&mut s, Input::Voice(Voiced::Move(uci("g1f3"))));
        assert_eq!(spoken(&e), [read_back(lang, "g1f3")]);
        assert_eq!(listen_cue(&e), Some(true));
        assert_eq!(moves(&s), 0, "never played on the recogniser alone");
        let e = step(&mut s, Input::Voice(Voiced::Yes));
        assert_eq!(records(&e).len(), 1, "{lang:?}");
        assert_eq!(moves(&s), 1);
        assert_eq!(listen_cue(&e), Some(true));
    }
}

#[test]
fn listen_pauses_and_resumes_continuous_listening() {
    let (mut s, _) = continuous(Lang::De);
    let e = step(&mut s, Input::Line("hören".into()));
    assert!(e.iter().any(|e| matches!(e, Effect::StopListening)));
    assert_eq!(listens(&e), 0);
    let listen = rochade::app::commands::name(Lang::De, rochade::app::commands::Command::Listen);
    assert_eq!(spoken(&e), [msg::voice_paused(Lang::De, listen)]);
    // The recording stopped by the pause comes back: the microphone stays closed.
    let e = step(&mut s, Input::Voice(Voiced::Interrupted));
    assert_eq!(listens(&e), 0);
    assert!(spoken(&e).is_empty(), "{:?}", spoken(&e));
    // A move typed meanwhile does not open it either.
    let e = step(&mut s, Input::Line("e4".into()));
    assert_eq!(listens(&e), 0);
    let e = step(&mut s, Input::Key(rochade::app::core::Key::Listen));
    assert_eq!(spoken(&e), [msg::voice_resumed(Lang::De)]);
    assert_eq!(listen_cue(&e), Some(true), "F2 resumes, with the tone");
}

#[test]
fn a_microphone_that_fails_pauses_continuous_listening_and_the_end_of_the_game_stops_it() {
    let (mut s, _) = continuous(Lang::En);
    let e = step(
        &mut s,
        Input::Voice(Voiced::Failed("The microphone cannot be used.".into())),
    );
    let listen = rochade::app::commands::name(Lang::En, rochade::app::commands::Command::Listen);
    assert_eq!(
        spoken(&e),
        [
            "The microphone cannot be used.".to_owned(),
            msg::voice_paused(Lang::En, listen)
        ]
    );
    assert_eq!(listens(&e), 0, "no loop of failures");
    let e = step(&mut s, Input::Line("listen".into()));
    assert_eq!(listen_cue(&e), Some(true));
    // Fool's mate: after the mate heard and confirmed, the microphone stays closed.
    for m in ["f3", "e5", "g4"] {
        step(&mut s, Input::Line(m.into()));
    }
    step(&mut s, Input::Voice(Voiced::Silence));
    let e = step(&mut s, Input::Voice(Voiced::Move(uci("d8h4"))));
    assert_eq!(listen_cue(&e), Some(true));
    let e = step(&mut s, Input::Voice(Voiced::Yes));
    assert!(s.game().is_over());
    assert_eq!(listens(&e), 0);
    // A new game (after a game that has ended, at once): the microphone listens again from
    // its start.
    let e = step(&mut s, Input::Line("new".into()));
    assert_eq!(moves(&s), 0);
    assert!(!s.game().is_over());
    assert_eq!(listen_cue(&e), Some(true));
}

/// Needs espeak-ng (the announcements are synthesised), pocketsphinx and its model.
fn require_recogniser() -> bool {
    common::require_program("espeak-ng", "espeak-ng")
        && common::require_program("pocketsphinx_batch", "pocketsphinx")
        && common::require_file(
            "/usr/share/pocketsphinx/model/en-us/en-us/mdef",
            "pocketsphinx-en-us",
        )
}

/// `text` said by espeak-ng's German voice, as the raw samples a recording program writes
/// (16-bit little-endian mono at 16 kHz), with half a second of quiet before and a pause
/// after, as a player announcing into a microphone.
fn announcement(text: &str, dir: &std::path::Path, name: &str) {
    let wav = dir.join(format!("{name}.wav"));
    let ok = std::process::Command::new("espeak-ng")
        .args(["-v", "de", "-s", "150", "-w"])
        .arg(&wav)
        .arg("--")
        .arg(text)
        .status()
        .is_ok_and(|s| s.success());
    assert!(ok, "espeak-ng {text:?}");
    let audio = rochade::voice::wav::read(&wav).unwrap_or_else(|e| panic!("{e}"));
    let quiet = |ms: usize| vec![0i16; ms * 16];
    let samples: Vec<i16> = quiet(500)
        .into_iter()
        .chain(audio.samples)
        .chain(quiet(1500))
        .collect();
    let bytes: Vec<u8> = samples.iter().flat_map(|s| s.to_le_bytes()).collect();
    std::fs::write(dir.join(format!("{name}.raw")), bytes).unwrap_or_else(|e| panic!("{e}"));
}

/// A recording program for rochade's `--voice-recorder` in `d`: its n-th start (from one)
/// plays `d/n.raw` when there is one, else a second of quiet after a second's wait (a room
/// where nobody speaks). Each start is noted with its time (`open <seconds>`) in
/// `d/opened.log`.
fn recorder(d: &std::path::Path) -> String {
    std::fs::write(d.join("quiet.raw"), vec![0u8; 32_000]).unwrap_or_else(|e| panic!("{e}"));
    let script = d.join("recorder.sh");
    std::fs::write(
        &script,
        format!(
            "echo \"open $(date +%s.%N)\" >> '{d}/opened.log'\n\
             n=$(cat '{d}/counter' 2>/dev/null || echo 1)\necho $((n + 1)) > '{d}/counter'\n\
             if [ -e '{d}/'$n.raw ]; then exec cat '{d}/'$n.raw; fi\n\
             sleep 1\nexec cat '{d}/quiet.raw'\n",
            d = d.display()
        ),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    format!("sh {}", script.display())
}

/// The microphone of a test in `d` hears, in turn, the Appendix D words of `m` (UCI, in the
/// starting position), "ja", then any recordings the caller writes (`d/3.raw` on), then only
/// quiet. Returns the recording program and the words of the move.
fn move_then_ja(d: &std::path::Path, m: &str) -> (String, String) {
    let pos = Chess::default();
    let mv = uci(m).to_move(&pos).unwrap_or_else(|e| panic!("{e}"));
    let said = words(&pos, mv, Lang::APPENDIX_D, Style::default());
    let voice = rochade::speech::pronounce::Table::for_voice(Lang::APPENDIX_D);
    announcement(&voice.respell(&said, Lang::APPENDIX_D), d, "1");
    announcement("ja", d, "2");
    (recorder(d), said)
}

#[test]
fn a_move_announced_into_the_microphone_is_said_back_and_played_on_ja() {
    if !require_recogniser() {
        return;
    }
    let dir = common::tempdir();
    let d = dir.path();
    // The microphone hears, in turn: the move, "ja", and six seconds of silence.
    let (recorder, said) = move_then_ja(d, "g1f3");
    std::fs::write(d.join("3.raw"), vec![0u8; 32_000 * 6]).unwrap_or_else(|e| panic!("{e}"));
    let mut game = common::live::Live::start(
        d,
        &[
            "--lang",
            "de",
            "--no-cues",
            "--voice-input",
            "--voice-recorder",
            &recorder,
        ],
    );
    game.expect("Spracheingabe an");
    game.send("hören");
    let back = game.expect("? Ja oder nein.");
    assert!(back.contains(&said), "heard {back:?}, announced {said:?}");
    // A query meanwhile leaves the move said back open.
    game.send("feld f3");
    game.expect("Felix drei: leer");
    game.send("hören");
    // Played on the "ja" heard: said, and the knight stands on f3.
    game.expect(&said);
    game.send("feld f3");
    game.expect("Springer");
    // Silence is not a move: asked to repeat, nothing played.
    game.send("hören");
    game.expect("Bitte wiederholen.");
    game.send("wer");
    let turn = game.expect("am Zug");
    assert!(turn.contains("Schwarz"), "{turn}");
    game.quit();
}

#[test]
fn with_continuous_listening_a_move_is_announced_and_confirmed_without_a_key() {
    if !require_recogniser() {
        return;
    }
    let dir = common::tempdir();
    let d = dir.path();
    let (recorder, said) = move_then_ja(d, "e2e4");
    let mut game = common::live::Live::start(d, &continuous_args(&recorder));
    game.expect("das Mikrofon hört immer zu");
    // Nothing typed: the move is heard, said back, and played on the "ja" heard.
    let back = game.expect("? Ja oder nein.");
    assert!(back.contains(&said), "heard {back:?}, announced {said:?}");
    game.expect(&said);
    game.send("feld e4");
    game.expect("Bauer");
    // Quiet is no move, and is not answered: listening goes on until it is paused.
    game.send("hören");
    game.expect("Das Mikrofon hört nicht mehr zu.");
    game.send("wer");
    let turn = game.expect("am Zug");
    assert!(turn.contains("Schwarz"), "{turn}");
    let seen = game.seen.join("\n");
    assert!(!seen.contains("Bitte wiederholen"), "{seen}");
    game.quit();
}

/// The options of a German game at one keyboard whose microphone listens all the time
/// through `recorder`.
fn continuous_args(recorder: &str) -> [&str; 6] {
    [
        "--lang",
        "de",
        "--no-cues",
        "--voice-continuous",
        "--voice-recorder",
        recorder,
    ]
}

/// The times `[start, end]` of what a log of `start <t>` / `end <t>` lines holds.
fn spans(log: &str) -> Vec<(f64, f64)> {
    let mut out = Vec::new();
    let mut begun = None;
    for line in log.lines() {
        let mut parts = line.split_whitespace();
        let (Some(what), Some(t)) = (parts.next(), parts.next().and_then(|t| t.parse().ok()))
        else {
            continue;
        };
        match what {
            "start" => begun = Some(t),
            "end" => out.extend(begun.take().map(|b| (b, t))),
            _ => {}
        }
    }
    out
}

/// A stand-in for espeak-ng in `bin`: each sentence it is to say takes a second and a half,
/// noted with its times in `spoke` (`start <seconds>`, `end <seconds>`); the pronunciations
/// voice input asks of it are the real program's.
fn slow_espeak(bin: &std::path::Path, spoke: &std::path::Path) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::create_dir_all(bin).unwrap_or_else(|e| panic!("{e}"));
    let real = std::process::Command::new("sh")
        .args(["-c", "command -v espeak-ng"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned())
        .unwrap_or_default();
    let stand_in = bin.join("espeak-ng");
    std::fs::write(
        &stand_in,
        format!(
            "#!/bin/sh\ncase \" $* \" in\n*' --stdin '*)\n\
             echo \"start $(date +%s.%N)\" >> '{s}'\ncat > /dev/null\nsleep 1.5\n\
             echo \"end $(date +%s.%N)\" >> '{s}'\n;;\n*) exec '{real}' \"$@\";;\nesac\n",
            s = spoke.display()
        ),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    std::fs::set_permissions(&stand_in, std::fs::Permissions::from_mode(0o755))
        .unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn the_microphone_never_opens_while_rochade_speaks() {
    if !require_recogniser() {
        return;
    }
    let dir = common::tempdir();
    let d = dir.path();
    let (recorder, said) = move_then_ja(d, "e2e4");
    let (spoke, opened, bin) = (d.join("spoke.log"), d.join("opened.log"), d.join("bin"));
    slow_espeak(&bin, &spoke);
    let mut game = common::live::Live::start_speaking(d, &continuous_args(&recorder), &bin);
    // The move heard, said back, confirmed by the "ja" heard, and played.
    game.expect("? Ja oder nein.");
    game.expect(&said);
    game.send("feld e4");
    game.expect("Bauer");
    // After the move and the answer are said, the microphone opens a third time.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(15);
    let read = |p: &std::path::Path| std::fs::read_to_string(p).unwrap_or_default();
    while read(&opened).lines().count() < 3 && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    let spoke = read(&spoke);
    let opened = read(&opened);
    let spoken = spans(&spoke);
    let opens: Vec<f64> = opened
        .lines()
        .filter_map(|l| l.strip_prefix("open ")?.parse().ok())
        .collect();
    assert!(
        spoken.len() >= 3,
        "the start, the read-back, the move:\n{spoke}"
    );
    assert!(opens.len() >= 3, "{opened}");
    for t in &opens {
        assert!(
            !spoken.iter().any(|(a, b)| a <= t && t <= b),
            "the microphone opened at {t} while rochade spoke:\n{spoke}\n{opened}"
        );
    }
    game.quit();
}

#[test]
fn continuous_listening_answers_only_the_move_it_said_back() {
    let (mut s, _) = continuous(Lang::De);
    // A "ja" heard with nothing asked: let be, without a word.
    let e = step(&mut s, Input::Voice(Voiced::Yes));
    assert!(spoken(&e).is_empty(), "{:?}", spoken(&e));
    // A resignation asked at the keyboard: a "ja" heard at the table does not answer it.
    step(&mut s, Input::Line("aufgeben".into()));
    let e = step(&mut s, Input::Voice(Voiced::Yes));
    assert_eq!(spoken(&e), [msg::voice_answer_typed(Lang::De)]);
    assert!(!s.game().is_over(), "resigned on a word heard");
    let e = step(&mut s, Input::Line("nein".into()));
    assert!(records(&e).is_empty());
    // The move said back is answered by voice.
    step(&mut s, Input::Voice(Voiced::Move(uci("e2e4"))));
    step(&mut s, Input::Voice(Voiced::Yes));
    assert_eq!(moves(&s), 1);
}

#[test]
fn a_listening_rochade_spoke_over_before_the_player_began_is_begun_again() {
    let mut s = game(Lang::En, true);
    step(&mut s, Input::Line("listen".into()));
    // "I am listening already" stops the recording before anyone spoke.
    let e = step(&mut s, Input::Line("listen".into()));
    assert_eq!(spoken(&e), [msg::voice_busy(Lang::En)]);
    let e = step(&mut s, Input::Voice(Voiced::Interrupted));
    assert!(spoken(&e).is_empty(), "{:?}", spoken(&e));
    assert_eq!(listen_cue(&e), Some(true), "listens again, with the tone");
}

#[test]
fn the_opening_of_a_real_game_is_played_by_voice_alone() {
    if !require_recogniser() {
        return;
    }
    let dir = common::tempdir();
    let d = dir.path();
    // The first plies of a game of the Tata Steel Masters 2022, each announced in Appendix D
    // words into the microphone and confirmed with a "ja" said.
    let games = rochade::pgn::read_games(include_str!("data/tatamast22.pgn"));
    let game = games
        .iter()
        .find(|g| g.moves.len() >= PLIES)
        .unwrap_or_else(|| panic!("no game in tests/data"));
    let voice = rochade::speech::pronounce::Table::for_voice(Lang::APPENDIX_D);
    let mut pos = game.initial.clone();
    let mut said = Vec::new();
    for (i, m) in game.moves.iter().take(PLIES).enumerate() {
        let words = words(&pos, *m, Lang::APPENDIX_D, Style::default());
        announcement(
            &voice.respell(&words, Lang::APPENDIX_D),
            d,
            &(2 * i + 1).to_string(),
        );
        announcement("ja", d, &(2 * i + 2).to_string());
        said.push((words, shakmaty::san::San::from_move(&pos, *m).to_string()));
        pos.play_unchecked(*m);
    }
    let recorder = recorder(d);
    let mut live = common::live::Live::start(d, &continuous_args(&recorder));
    for (words, san) in &said {
        let back = live.expect("? Ja oder nein.");
        assert!(
            back.contains(words),
            "heard {back:?}, announced {words:?} ({san})"
        );
        live.expect(words);
    }
    live.send("hören");
    live.expect("Das Mikrofon hört nicht mehr zu.");
    // The scoresheet holds the game's moves, in the order played.
    live.send("partie");
    let mut sheet = String::new();
    let last = &said[PLIES - 1].0;
    while !sheet.contains(last.as_str()) {
        sheet.push_str(&live.expect(""));
        sheet.push('\n');
    }
    let mut from = 0;
    for (words, san) in &said {
        let at = sheet[from..]
            .find(words.as_str())
            .unwrap_or_else(|| panic!("{san} ({words}) not next on the scoresheet:\n{sheet}"));
        from += at + words.len();
    }
    live.quit();
}

/// How many plies of a real game [`the_opening_of_a_real_game_is_played_by_voice_alone`]
/// announces.
const PLIES: usize = 10;

/// `spoken` said by a game at `s`'s keyboard as `line` typed: the same words, from a copy of
/// the game.
fn as_typed(s: &State, line: &str) -> Vec<String> {
    let mut copy = s.clone();
    spoken(&step(&mut copy, Input::Line(line.into())))
        .into_iter()
        .map(str::to_owned)
        .collect()
}

#[test]
fn a_command_said_at_the_table_is_taken_as_typed() {
    use rochade::voice::Spoken;
    for (lang, listen) in [
        (Lang::De, "hören"),
        (Lang::En, "listen"),
        (Lang::Es, "escuchar"),
        (Lang::Ru, "слушай"),
    ] {
        let mut s = game(lang, true);
        step(&mut s, Input::Line("e4".into()));
        // The questions: answered as the same words typed are.
        for c in [Spoken::Clock, Spoken::Turn, Spoken::Last, Spoken::Material] {
            step(&mut s, Input::Line(listen.into()));
            let typed = as_typed(&s, &c.typed(lang));
            assert!(!typed.is_empty(), "{lang:?} {c:?}");
            let e = step(&mut s, Input::Voice(Voiced::Command(c)));
            assert_eq!(spoken(&e), typed, "{lang:?} {c:?}");
        }
        // A draw offered by voice is said back first: a no keeps the game, a yes offers it
        // as typed.
        for (answer, recorded) in [(Voiced::No, 0), (Voiced::Yes, 1)] {
            step(&mut s, Input::Line(listen.into()));
            let e = step(&mut s, Input::Voice(Voiced::Command(Spoken::Offer)));
            assert!(records(&e).is_empty(), "{lang:?}: offered unasked");
            let words = Spoken::Offer.typed(lang);
            assert!(
                spoken(&e).concat().to_lowercase().contains(&words),
                "{lang:?}: {:?}",
                spoken(&e)
            );
            step(&mut s, Input::Line(listen.into()));
            let e = step(&mut s, Input::Voice(answer.clone()));
            assert_eq!(
                records(&e).len(),
                recorded,
                "{lang:?} {answer:?}: {:?}",
                spoken(&e)
            );
        }
        // A resignation by voice is asked first, as typed; a no keeps the game.
        step(&mut s, Input::Line(listen.into()));
        let e = step(&mut s, Input::Voice(Voiced::Command(Spoken::Resign)));
        assert!(records(&e).is_empty(), "{lang:?}: resigned unasked");
        let e = step(&mut s, Input::Voice(Voiced::No));
        assert!(records(&e).is_empty(), "{lang:?}: {:?}", spoken(&e));
        assert!(!s.game().is_over(), "{lang:?}");
    }
}

#[test]
fn an_always_open_microphone_asks_but_changes_nothing_by_a_command() {
    use rochade::voice::Spoken;
    let (mut s, _) = continuous(Lang::De);
    step(&mut s, Input::Line("e4".into()));
    // What is said at the table neither offers a draw nor resigns: typed instead.
    for c in [
        Spoken::Offer,
        Spoken::Resign,
        Spoken::Accept,
        Spoken::Decline,
    ] {
        let e = step(&mut s, Input::Voice(Voiced::Command(c)));
        assert_eq!(
            spoken(&e),
            [msg::voice_command_typed(Lang::De, c.typed(Lang::De))],
            "{c:?}"
        );
        assert!(records(&e).is_empty(), "{c:?}");
        assert_eq!(listen_cue(&e), Some(true), "listens on after {c:?}");
    }
    // A question is answered.
    let typed = as_typed(&s, "uhr");
    let e = step(&mut s, Input::Voice(Voiced::Command(Spoken::Clock)));
    assert_eq!(spoken(&e), typed);
}
