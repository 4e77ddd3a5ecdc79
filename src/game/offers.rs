//! Draw offers (9.1) and the competition's restrictions on them.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

/// What the competition rules say about draw offers (9.1.1). The tournament profile fills it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DrawOfferPolicy {
    /// No draw offer before the offering player has completed this many moves (0: no limit),
    /// unless the arbiter consents.
    pub min_moves: u32,
    /// Every draw offer needs the arbiter's consent.
    pub arbiter_consent: bool,
}

/// A draw offer that stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Offer {
    /// Who offered.
    pub by: Color,
    /// The number of plies played when the offer was made.
    pub at_ply: usize,
}
