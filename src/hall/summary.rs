//! A board at a glance, as the board publishes it (retained) and the hall shows it: the same
//! function makes it from the board's own game and from the hall's copy of it.

use std::time::Duration;

use serde::{Deserialize, Serialize};
use shakmaty::{Color, Position};

use crate::clock::{Actor, Clock, Status as ClockStatus};
use crate::lang::Lang;
use crate::record::Entry;
use crate::scoresheet::{Event, Scoresheet};

/// How a board's game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Being played.
    Playing,
    /// A player stopped the clock to call the arbiter (6.12.2).
    Called,
    /// The clock is stopped otherwise (by the arbiter).
    Paused,
    /// The game is over.
    Over,
}

impl Status {
    /// The word the catalogue's `hall-status` selects on.
    pub fn key(self) -> &'static str {
        match self {
            Status::Playing => "playing",
            Status::Called => "called",
            Status::Paused => "paused",
            Status::Over => "over",
        }
    }
}

/// A board at a glance.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Summary {
    /// The board's number.
    pub board: u32,
    /// The game's identity.
    pub game: String,
    /// White's name (the `White` tag).
    pub white: String,
    /// Black's name.
    pub black: String,
    /// Entries in the record (the next one's number).
    pub entries: u64,
    /// The number of the move being played.
    pub number: u32,
    /// Whose move it is.
    #[serde(with = "crate::serde_helpers::color")]
    pub to_move: Color,
    /// White's time left, milliseconds, when the game has a clock.
    pub white_ms: Option<u64>,
    /// Black's time left.
    pub black_ms: Option<u64>,
    /// The last move, in UCI form.
    pub last: Option<String>,
    /// How the game stands.
    pub status: Status,
    /// The result in PGN form, when the game is over.
    pub result: Option<String>,
    /// The side that called the arbiter, while the call stands.
    #[serde(default, with = "opt_color")]
    pub called_by: Option<Color>,
}

mod opt_color {
    use serde::{Deserialize, Deserializer, Serializer};
    use shakmaty::Color;

    pub fn serialize<S: Serializer>(c: &Option<Color>, s: S) -> Result<S::Ok, S::Error> {
        match c {
            Some(c) => s.serialize_some(c.fold_wb("white", "black")),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Color>, D::Error> {
        let s: Option<String> = Option::deserialize(d)?;
        Ok(match s.as_deref() {
            Some("white") => Some(Color::White),
            Some("black") => Some(Color::Black),
            _ => None,
        })
    }
}

/// Who stopped the clock, while it stands stopped: the actor of the last pause in the record
/// (`None` when the clock runs).
fn paused_by(state: Standing<'_>) -> Option<Actor> {
    let clock = state.clock?;
    if !matches!(clock.status(), ClockStatus::Paused { .. }) {
        return None;
    }
    state.log.iter().rev().find_map(|e| match &e.event {
        Event::Adjustment(a) if a.change == crate::clock::ClockChange::Paused => Some(a.actor),
        _ => None,
    })
}

/// What a board's summary is made from: its scoresheet, clock and record.
#[derive(Debug, Clone, Copy)]
pub struct Standing<'a> {
    /// The scoresheet (tags, game, result).
    pub sheet: &'a Scoresheet,
    /// The clock, when the game has one.
    pub clock: Option<&'a Clock>,
    /// The entries of the record.
    pub log: &'a [Entry],
}

/// A board's game that can tell how it stands (the board's own, or the hall's copy of it):
/// all the hall needs of it.
pub trait Stands {
    /// The game as it stands.
    fn standing(&self) -> Standing<'_>;
    /// The game's time now (what its clock is read at).
    fn now(&self) -> Duration;
}

/// `board`'s summary from its game as it stands at `now`.
pub fn summary_of(state: &impl Stands, board: u32, now: Duration) -> Summary {
    let state = state.standing();
    let sheet = state.sheet;
    let tag = |name: &str| {
        sheet
            .start()
            .tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
            .unwrap_or_else(|| "?".to_owned())
    };
    let game = sheet.game();
    let ms = |c: Color| {
        state
            .clock
            .map(|k| u64::try_from(k.remaining(c, now).as_millis()).unwrap_or(u64::MAX))
    };
    let by = paused_by(state);
    let called_by = match by {
        Some(Actor::Player(c) | Actor::Assistant(c)) => Some(c),
        _ => None,
    };
    let status = if game.is_over() {
        Status::Over
    } else if called_by.is_some() {
        Status::Called
    } else if by.is_some() {
        Status::Paused
    } else {
        Status::Playing
    };
    Summary {
        board,
        game: sheet.start().game.clone(),
        white: tag("White"),
        black: tag("Black"),
        entries: state.log.len() as u64,
        number: game.position().fullmoves().get(),
        to_move: game.position().turn(),
        white_ms: ms(Color::White),
        black_ms: ms(Color::Black),
        last: game
            .last()
            .map(|m| crate::scoresheet::move_to_uci(m.mv).to_string()),
        status,
        result: sheet
            .result()
            .map(|r| crate::pgn::result_text(r.outcome()).to_owned()),
        called_by,
    }
}

/// The catalogue's key of a PGN result ("1-0": white).
fn result_key(result: &str) -> &'static str {
    match result {
        "1-0" => "white",
        "0-1" => "black",
        _ => "draw",
    }
}

/// A player's name as said: the PGN's unknown "?" (or nothing) is the colour's name, since a
/// voice drops "?" ("Board three: against, move one", language-3, R4).
fn said_name(lang: Lang, name: &str, colour: Color) -> String {
    match name.trim() {
        "" | "?" => crate::board::phrases::colour(lang, colour).to_owned(),
        named => named.to_owned(),
    }
}

impl Summary {
    /// The summary said in words.
    pub fn words(&self, lang: Lang) -> String {
        use crate::i18n::msg;
        let result = self
            .result
            .as_deref()
            .map(|r| msg::hall_result(lang, result_key(r)))
            .unwrap_or_default();
        let status = msg::hall_status(lang, result, self.status.key());
        msg::hall_summary(
            lang,
            said_name(lang, &self.black, Color::Black),
            self.board,
            self.number,
            status,
            said_name(lang, &self.white, Color::White),
        )
    }

    /// How urgent the board is for the arbiters (lower first): a call, then a stopped clock,
    /// then games being played, then finished ones.
    pub fn urgency(&self) -> u8 {
        match self.status {
            Status::Called => 0,
            Status::Paused => 1,
            Status::Playing => 2,
            Status::Over => 3,
        }
    }
}

/// Milliseconds as `h:mm:ss`.
pub fn hms(ms: u64) -> String {
    let s = ms / 1000;
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unnamed_players_are_said_by_their_colour() {
        assert_eq!(said_name(Lang::En, "?", Color::White), "White");
        assert_eq!(said_name(Lang::De, " ", Color::Black), "Schwarz");
        assert_eq!(said_name(Lang::En, "Anna", Color::White), "Anna");
    }
}
