//! What the engine's seat says, in the session's language: thin calls into the catalogue.

use std::path::Path;

use shakmaty::Color;

use super::driver::Fault;
use crate::i18n::{colour_key, msg};
use crate::lang::Lang;

/// Who plays, at the start: the engine's `name`, its `side`, limited to `elo`.
pub fn playing_elo(lang: Lang, name: &str, side: Color, elo: i64) -> String {
    msg::engine_playing_elo(lang, colour_key(side), elo, name)
}

/// Who plays: the engine at its own skill `level` (it offers no Elo).
pub fn playing_level(lang: Lang, name: &str, side: Color, level: i64) -> String {
    msg::engine_playing_level(lang, colour_key(side), level, name)
}

/// Who plays: the engine at full strength.
pub fn playing_full(lang: Lang, name: &str, side: Color) -> String {
    msg::engine_playing_full(lang, colour_key(side), name)
}

/// No engine `name` was found (said at the start), with the detail for the transcript.
pub fn not_found(lang: Lang, name: &str) -> (String, Option<String>) {
    (
        msg::engine_not_found(lang, name),
        Some(msg::engine_detail(
            lang,
            format!("no program {name} on PATH nor in {}", super::DEBIAN_GAMES),
        )),
    )
}

/// The engine is refused in a game under an event profile (Article 11.3).
pub fn refused_in_event(lang: Lang) -> String {
    msg::engine_refused_event(lang)
}

/// The engine is refused in a game between two boards (the opponent's board plays).
pub fn refused_between_boards(lang: Lang) -> String {
    msg::engine_not_between_boards(lang)
}

/// A fault of the engine `program`, in words, with the detail for the transcript.
pub(super) fn fault(lang: Lang, program: &Path, fault: &Fault) -> (String, Option<String>) {
    let name = program.display().to_string();
    match fault {
        Fault::Start(e) => (
            msg::engine_cannot_start(lang, name.as_str()),
            Some(msg::engine_detail(lang, format!("{name}: {e}"))),
        ),
        Fault::NoAnswer(awaited) => (
            msg::engine_no_answer(lang),
            Some(msg::engine_detail(
                lang,
                format!("{name}: no {awaited} in time"),
            )),
        ),
        Fault::Stopped(why) => (
            msg::engine_stopped(lang),
            why.as_ref()
                .map(|w| msg::engine_detail(lang, format!("{name}: {w}"))),
        ),
        Fault::BadMove(text) => (
            msg::engine_bad_move(lang),
            Some(msg::engine_detail(lang, format!("{name}: bestmove {text}"))),
        ),
    }
}
