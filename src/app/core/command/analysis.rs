//! `analyse` after a game and the way through its analysis: the next move, the one before,
//! a move by number, the next marked move. The analysis itself is made by the shell (the
//! engine's adapter) and handed back as `Input::Analysed`; here it is only said.

use crate::app::commands::Command;
use crate::app::core::{AnalysisLines, Effect, Priority, State};
use crate::i18n::msg;

/// `analyse`: the game that has ended is handed to the engine. Refused in a tournament game
/// (Article 11.3: no engine may help there, and none is started), in a build without the
/// engine, before the game has ended, and while an analysis is being made.
pub(super) fn analyse(state: &mut State, out: &mut Vec<Effect>) {
    let lang = state.lang;
    let refusal = if state.game().rules().arbitrated {
        Some(msg::game_analyse_event(lang))
    } else if !cfg!(feature = "engine") {
        // A build without the engine (for federations that want none) analyses nothing.
        Some(msg::analyse_not_built(lang))
    } else if !state.game().is_over() {
        Some(msg::game_analyse_not_over(lang))
    } else if state.analysing {
        Some(msg::game_analyse_busy(lang))
    } else {
        None
    };
    if let Some(text) = refusal {
        return state.refuse_with(out, text.to_owned());
    }
    state.analysing = true;
    state.analysis = None;
    state.say(out, msg::game_analyse(lang).to_owned(), Priority::Normal);
    out.push(Effect::Analyse);
}

/// The analysis has come: said to be ready, with the start position's evaluation.
pub(super) fn came(state: &mut State, lines: Option<Box<AnalysisLines>>, out: &mut Vec<Effect>) {
    state.analysing = false;
    let Some(lines) = lines else {
        return;
    };
    let marked = lines.moves.iter().filter(|m| m.marked).count();
    let text = format!(
        "{} {}",
        msg::game_analyse_ready(state.lang, marked),
        lines.start
    );
    state.analysis = Some((*lines, 0));
    state.say(out, text, Priority::Query);
}

/// Whether an analysis is there to go through (`zug 23` then says its move 23).
pub(super) fn shown(state: &State) -> bool {
    state.analysis.is_some() && state.game().is_over()
}

/// `next`, `previous`, `next mistake`: the move reached is said; at either end, or with no
/// marked move ahead, where the player stays is said.
pub(super) fn step(state: &mut State, command: Command, out: &mut Vec<Effect>) {
    let lang = state.lang;
    if !shown(state) {
        return state.refuse_with(out, msg::game_analyse_none(lang).to_owned());
    }
    let Some((lines, at)) = &state.analysis else {
        return;
    };
    let last = lines.moves.len();
    let to = match command {
        Command::Previous if *at == 0 => Err(msg::game_analyse_first(lang)),
        Command::Previous => Ok(at - 1),
        Command::NextMistake => lines
            .moves
            .iter()
            .enumerate()
            .skip(*at)
            .find(|(_, m)| m.marked)
            .map(|(i, _)| i + 1)
            .ok_or(msg::game_analyse_no_mistake(lang)),
        _ if *at >= last => Err(msg::game_analyse_last(lang)),
        _ => Ok(at + 1),
    };
    match to {
        Ok(to) => go(state, to, out),
        Err(text) => state.refuse_with(out, text.to_owned()),
    }
}

/// `zug 23` in the analysis: White's move 23 (or the first move of that number).
pub(super) fn to_move(state: &mut State, args: &[String], out: &mut Vec<Effect>) {
    let lang = state.lang;
    let number = match args {
        [n] => n.parse::<u32>().ok(),
        _ => None,
    };
    let found = state.analysis.as_ref().and_then(|(lines, _)| {
        let n = number?;
        lines.moves.iter().position(|m| m.number == n)
    });
    match found {
        Some(i) => go(state, i + 1, out),
        None => {
            let said = args.join(" ");
            state.refuse_with(out, msg::game_analyse_no_move(lang, said.as_str()));
        }
    }
}

/// Moves to `to` in the analysis and says it.
fn go(state: &mut State, to: usize, out: &mut Vec<Effect>) {
    let Some((lines, at)) = &mut state.analysis else {
        return;
    };
    *at = to;
    let text = match to {
        0 => lines.start.clone(),
        i => lines
            .moves
            .get(i - 1)
            .map(|m| m.said.clone())
            .unwrap_or_default(),
    };
    state.say(out, text, Priority::Query);
}

#[cfg(all(test, feature = "engine"))]
mod tests {
    use super::*;
    use crate::app::core::{AnalysedLine, Input, Options, update};
    use crate::lang::Lang;
    use std::time::Duration;

    fn said(out: &[Effect]) -> Vec<String> {
        out.iter()
            .filter_map(|e| match e {
                Effect::Speak { text, .. } => Some(text.clone()),
                _ => None,
            })
            .collect()
    }

    fn line(number: u32, said: &str, marked: bool) -> AnalysedLine {
        AnalysedLine {
            number,
            said: said.into(),
            marked,
        }
    }

    #[test]
    fn the_analysis_is_asked_after_the_game_and_gone_through_move_by_move() {
        let mut s = State::new(Options {
            lang: Lang::En,
            ..Options::default()
        });
        let t = Duration::ZERO;
        update(&mut s, Input::Start, t);
        let out = update(&mut s, Input::Line("analyse".into()), t);
        assert_eq!(said(&out), ["The analysis comes when the game has ended."]);
        update(&mut s, Input::Line("next".into()), t);
        for m in ["f3", "e5", "g4", "Qh4"] {
            update(&mut s, Input::Line(m.into()), t);
        }
        assert!(s.game().is_over());
        let out = update(&mut s, Input::Line("analyse".into()), t);
        assert!(out.iter().any(|e| matches!(e, Effect::Analyse)));
        let out = update(&mut s, Input::Line("analyse".into()), t);
        assert_eq!(said(&out), ["The analysis is under way."]);
        let lines = AnalysisLines {
            start: "Start.".into(),
            moves: vec![
                line(1, "One f3.", true),
                line(1, "One e5.", false),
                line(2, "Two g4.", true),
                line(2, "Two Qh4.", false),
            ],
        };
        let out = update(&mut s, Input::Analysed(Some(Box::new(lines))), t);
        assert!(said(&out)[0].starts_with("The analysis is ready. Marked moves: 2."));
        let mut say = |typed: &str| said(&update(&mut s, Input::Line(typed.into()), t)).join(" ");
        assert_eq!(say("previous"), "That is the start of the analysis.");
        assert_eq!(say("next"), "One f3.");
        assert_eq!(say("next mistake"), "Two g4.");
        assert_eq!(say("next mistake"), "No move after this one is marked.");
        assert_eq!(say("previous"), "One e5.");
        assert_eq!(say("move 2"), "Two g4.");
        assert_eq!(say("move 9"), "The analysis has no move 9.");
        assert_eq!(say("next"), "Two Qh4.");
        assert_eq!(say("next"), "That was the last move of the analysis.");
    }
}
