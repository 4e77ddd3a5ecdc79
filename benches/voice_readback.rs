//! Voice input: from the end of a recording to the sentence that says the move back, as the
//! game does it (the voice seat's thread and the core): the position's phrases made, the
//! recording heard by PocketSphinx (three decodings), what was heard handed to the core
//! (`Input::Voice`) and the read-back sentence it says. The recordings are espeak-ng's German
//! voice saying legal moves of a middlegame position, made before the timing starts; the
//! recogniser is warmed up by one recording first (the words' pronunciations are made once a
//! run). Prints the median and the 99th percentile over `ROCHADE_BENCH_ROUNDS` rounds of all
//! recordings (default 5). Target: at most 300 ms.
//!
//! Needs espeak-ng, pocketsphinx and pocketsphinx-en-us; says so and ends where one is absent.

use std::process::Command;
use std::time::{Duration, Instant};

use rochade::Lang;
use rochade::app::core::{Effect, Input, Options, State, Voiced, update};
use rochade::game::Game;
use rochade::notation::{Style, words};
use rochade::speech::pronounce::Table;
use rochade::voice::sphinx::PocketSphinx;
use rochade::voice::{Answer, Audio, Phrases, Recogniser};
use shakmaty::{Chess, Position};

const MIDDLEGAME: &str = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9";

/// `text` said by espeak-ng's German voice, read as rochade reads a recording.
fn synthesise(text: &str, dir: &std::path::Path, i: usize) -> Option<Audio> {
    let wav = dir.join(format!("{i}.wav"));
    let ok = Command::new("espeak-ng")
        .args(["-v", "de", "-s", "150", "-w"])
        .arg(&wav)
        .arg("--")
        .arg(text)
        .status()
        .is_ok_and(|s| s.success());
    if !ok {
        return None;
    }
    rochade::voice::wav::read(&wav).ok()
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted.get(i).copied().unwrap_or_default()
}

fn main() {
    let Ok(mut recogniser) = PocketSphinx::find() else {
        println!("voice_readback: pocketsphinx or its model is not installed; nothing measured");
        return;
    };
    let Ok(dir) = tempfile::tempdir() else {
        println!("voice_readback: no temporary folder");
        return;
    };
    let game = Game::from_fen(MIDDLEGAME).unwrap_or_default();
    let pos: Chess = game.position().clone();
    let voice = Table::for_voice(Lang::APPENDIX_D);
    let moves: Vec<_> = pos.legal_moves().into_iter().step_by(4).take(8).collect();
    let mut recordings = Vec::new();
    for (i, m) in moves.iter().enumerate() {
        let said = words(&pos, *m, Lang::APPENDIX_D, Style::default());
        match synthesise(&voice.respell(&said, Lang::APPENDIX_D), dir.path(), i) {
            Some(audio) => recordings.push(audio),
            None => {
                println!("voice_readback: espeak-ng is not installed; nothing measured");
                return;
            }
        }
    }
    let rounds: usize = std::env::var("ROCHADE_BENCH_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5);
    // Warm-up: the words' pronunciations are made once a run.
    let _ = recogniser.recognise(&recordings[0], &Phrases::for_position(&pos));
    let mut times = Vec::new();
    let mut heard = 0usize;
    for _ in 0..rounds {
        for audio in &recordings {
            let mut state = State::new(Options {
                lang: Lang::De,
                game: game.clone(),
                ..Options::default()
            });
            state.set_voice_input(true);
            let _ = update(&mut state, Input::Start, Duration::ZERO);
            let started = Instant::now();
            let phrases = Phrases::for_position(&pos);
            let voiced = match recogniser.recognise(audio, &phrases) {
                Ok(Some(h)) => match h.answer {
                    Answer::Move(m) => Voiced::Move(rochade::intent::uci(m)),
                    Answer::Yes => Voiced::Yes,
                    Answer::No => Voiced::No,
                    Answer::Command(c) => Voiced::Command(c),
                },
                _ => Voiced::Nothing,
            };
            let effects = update(&mut state, Input::Voice(voiced), Duration::from_secs(1));
            let said = effects.iter().any(|e| matches!(e, Effect::Speak { .. }));
            times.push(started.elapsed());
            heard += usize::from(said);
        }
    }
    times.sort();
    println!(
        "voice_readback: {} recordings ({} rounds of {}): median {:.0} ms, 99th percentile {:.0} ms, {} answered",
        times.len(),
        rounds,
        recordings.len(),
        percentile(&times, 0.5).as_secs_f64() * 1000.0,
        percentile(&times, 0.99).as_secs_f64() * 1000.0,
        heard
    );
}
