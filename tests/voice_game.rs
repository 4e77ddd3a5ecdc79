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
        .filter(|e| matches!(e, Effect::Listen))
        .count()
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

#[test]
fn a_move_announced_into_the_microphone_is_said_back_and_played_on_ja() {
    if !require_recogniser() {
        return;
    }
    let dir = common::tempdir();
    let d = dir.path();
    let pos = Chess::default();
    let nf3 = uci("g1f3").to_move(&pos).unwrap_or_else(|e| panic!("{e}"));
    let said = words(&pos, nf3, Lang::APPENDIX_D, Style::default());
    let voice = rochade::speech::pronounce::Table::for_voice(Lang::APPENDIX_D);
    // The microphone hears, in turn: the move, "nein"'s counterpart "ja", and silence.
    announcement(&voice.respell(&said, Lang::APPENDIX_D), d, "1");
    announcement("ja", d, "2");
    std::fs::write(d.join("3.raw"), vec![0u8; 32_000 * 6]).unwrap_or_else(|e| panic!("{e}"));
    let script = d.join("recorder.sh");
    let counter = d.join("counter");
    std::fs::write(
        &script,
        format!(
            "n=$(cat '{c}' 2>/dev/null || echo 1)\necho $((n + 1)) > '{c}'\nexec cat '{d}/'$n.raw\n",
            c = counter.display(),
            d = d.display()
        ),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let recorder = format!("sh {}", script.display());
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
