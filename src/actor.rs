//! Who acts: the one type the record, the intents and the clock's log name an actor with. A
//! leaf, so that the clock and the game below the record can name actors without reaching up.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use crate::serde_helpers::color;

/// Who acts: a person at one of the boards, or rochade itself. Every entry of the record
/// names its actor, and every intent is asked for by one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Actor {
    /// The arbiter.
    Arbiter,
    /// A player (for example pausing the clock to call the arbiter, 6.12.2).
    #[serde(with = "color")]
    Player(Color),
    /// rochade itself, applying the event profile (equitable adjustment at the start).
    Profile,
    /// A player's assistant, acting for that player (D.2.10).
    #[serde(with = "color")]
    Assistant(Color),
    /// rochade itself: the clock reporting a flag fall, the time rochade was not running.
    System,
}

impl Actor {
    /// The colour this actor plays or acts for (a player, an assistant).
    pub fn side(self) -> Option<Color> {
        match self {
            Actor::Player(c) | Actor::Assistant(c) => Some(c),
            Actor::Arbiter | Actor::Profile | Actor::System => None,
        }
    }
}
