//! What the state shows to those who read it without changing it: the full-screen view
//! ([`crate::ui::Shown`]), line mode ([`crate::ui::line::Printed`]) and the tournament hall
//! ([`crate::hall::summary::Stands`]).

use std::time::Duration;

use shakmaty::{Color, Square};

use super::{Effect, Said, State};
use crate::game::Game;
use crate::hall::summary::{Standing, Stands};
use crate::lang::Lang;
use crate::ui::Shown;
use crate::ui::line::Printed;

impl Shown for State {
    fn lang(&self) -> Lang {
        self.lang
    }

    fn game(&self) -> &Game {
        // While the player chooses whether to continue an unfinished game, the board shows
        // that game, as the question says it.
        match self.resume_offer() {
            Some(offer) => offer.sheet.game(),
            None => State::game(self),
        }
    }

    fn orientation(&self) -> Color {
        self.session.orientation
    }

    fn cursor(&self) -> Square {
        self.session.cursor
    }

    fn input(&self) -> &str {
        &self.session.input
    }

    fn conceals_input(&self) -> bool {
        State::conceals_input(self)
    }

    fn transcript(&self) -> &[Said] {
        &self.session.transcript
    }

    fn scroll(&self) -> usize {
        self.session.scroll
    }

    fn clock_text(&self) -> Option<String> {
        State::clock_text(self)
    }

    fn clock_text_minutes(&self) -> Option<String> {
        State::clock_text_minutes(self)
    }
}

impl Printed for Effect {
    /// Only what is said prints.
    fn printed(&self) -> Option<&str> {
        match self {
            Effect::Speak { text, .. } => Some(text),
            _ => None,
        }
    }
}

impl Stands for State {
    fn standing(&self) -> Standing<'_> {
        Standing {
            sheet: self.sheet(),
            clock: self.clock(),
            log: self.log(),
        }
    }

    fn now(&self) -> Duration {
        self.now
    }
}
