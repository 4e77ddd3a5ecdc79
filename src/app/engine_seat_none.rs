//! The engine opponent's seat in a build without the engine (the `engine` feature off, for
//! federations that want no engine in the program at all): nothing can start one, and a game
//! asked to play against one says so and goes on between people.

use std::sync::mpsc::Sender;

use shakmaty::Color;

use super::PlayArgs;
use super::core::{Input, Notice, State};

/// No engine plays in this build: a seat that cannot be had.
#[derive(Debug)]
pub enum EngineSeat {}

impl EngineSeat {
    /// Nothing to tell: there is no engine.
    pub fn observe(&mut self, _state: &State) {
        match *self {}
    }

    /// Nothing to ask: there is no engine.
    pub fn hint(&self, _state: &State) {
        match *self {}
    }

    /// Nothing to start again: there is no engine.
    pub fn restart(&mut self) {
        match *self {}
    }
}

/// No analysis in this build: `analyse` is answered that this build has no engine.
#[derive(Debug)]
pub struct Analyst {
    lang: crate::lang::Lang,
    tx: Sender<Input>,
}

impl Analyst {
    /// The analyst of a session with `args`, whose answers go to `tx`.
    pub fn new(args: &PlayArgs, tx: Sender<Input>) -> Analyst {
        Analyst {
            lang: args.lang,
            tx,
        }
    }

    /// Says that this build has no engine to analyse with.
    pub fn start(&self, _state: &State) {
        let said = crate::i18n::msg::analyse_not_built(self.lang).to_owned();
        let _ = self.tx.send(Input::Notice(said));
        let _ = self.tx.send(Input::Analysed(None));
    }
}

/// No engine, and when `--engine` (or the settings file's `engine`) asks for one, the
/// sentence that says this build has none.
pub fn start(
    args: &PlayArgs,
    _player: Color,
    _event: bool,
    _alone: bool,
    _tx: &Sender<Input>,
) -> (Option<EngineSeat>, Vec<Notice>) {
    let said = args
        .engine
        .as_ref()
        .map(|_| super::phrases::engine_not_built(args.lang).into());
    (None, said.into_iter().collect())
}
