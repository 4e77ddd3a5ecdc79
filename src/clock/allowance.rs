//! Equitable clock adjustment for players who use an assistant (6.2.6, 8.1.6, Arbiters'
//! Manual): usually 10 minutes are taken from a player whose assistant operates the clock or
//! keeps the score, but never from a player with a disability (from the 2018 edition on;
//! see [`Edition::adjustment_spares_disabled`]). The arbiter may set the amount per player.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::rules::Edition;

/// The Arbiters' Manual's usual deduction.
pub const DEFAULT_DEDUCTION: Duration = Duration::from_secs(600);

/// Something an assistant does for a player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Duty {
    /// Moving the pieces (4.9; D.2.10: making either player's move on the opponent's board).
    MovePieces,
    /// Operating the clock (6.2.6; D.2.10: starting the opponent's clock).
    Clock,
    /// Keeping the score (8.1.6; D.2.10).
    Scoresheet,
    /// Announcing both players' moves (D.2.10).
    AnnounceMoves,
    /// Telling the player, on request, the moves completed and the time used (D.2.10).
    TellTimes,
    /// Claiming a flag fall and reporting a touched piece (D.2.10).
    ClaimFlag,
    /// The formalities of an adjournment (D.2.10).
    Adjournment,
}

impl Duty {
    /// All duties in a stable order.
    pub const ALL: [Duty; 7] = [
        Duty::MovePieces,
        Duty::Clock,
        Duty::Scoresheet,
        Duty::AnnounceMoves,
        Duty::TellTimes,
        Duty::ClaimFlag,
        Duty::Adjournment,
    ];

    /// The name used in profiles.
    pub fn name(self) -> &'static str {
        match self {
            Duty::MovePieces => "move-pieces",
            Duty::Clock => "clock",
            Duty::Scoresheet => "scoresheet",
            Duty::AnnounceMoves => "announce-moves",
            Duty::TellTimes => "tell-times",
            Duty::ClaimFlag => "claim-flag",
            Duty::Adjournment => "adjournment",
        }
    }

    /// The article that allows it.
    pub fn article(self) -> &'static str {
        match self {
            Duty::MovePieces => "4.9",
            Duty::Clock => "6.2.6",
            Duty::Scoresheet => "8.1.6",
            _ => "D.2.10",
        }
    }
}

/// What a player needs, as far as the clock is concerned.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Needs {
    /// The player is blind or visually disabled (Appendix D).
    pub visually_disabled: bool,
    /// The player has another disability.
    pub other_disability: bool,
    /// The assistant's duties; empty when the player has no assistant.
    pub duties: Vec<Duty>,
}

impl Needs {
    /// Whether the player has any disability.
    pub fn disabled(&self) -> bool {
        self.visually_disabled || self.other_disability
    }
}

/// The equitable adjustment decided for one player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Allowance {
    /// Nothing is taken, and why.
    None(NoDeduction),
    /// `amount` is taken from the player's time at the start, under `article`.
    Deduct {
        /// How much.
        amount: Duration,
        /// "6.2.6", "8.1.6" or "6.2.6, 8.1.6".
        article: String,
        /// Whether the arbiter set the amount.
        by_arbiter: bool,
    },
}

/// Why no time is taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoDeduction {
    /// No assistant for the clock or the scoresheet.
    NoClockOrScoresheetAssistant,
    /// The player has a disability (6.2.6, 8.1.6, from 2018).
    Disabled,
    /// The arbiter set the amount to zero.
    ArbiterSetZero,
}

/// Decides the equitable adjustment for one player.
///
/// `standard` is the event's usual amount ([`DEFAULT_DEDUCTION`] unless the profile says
/// otherwise); `arbiter` is the arbiter's amount for this player, which, when given, is
/// applied as it stands (zero meaning nothing), whatever the player's needs.
pub fn equitable_adjustment(
    edition: Edition,
    needs: &Needs,
    standard: Duration,
    arbiter: Option<Duration>,
) -> Allowance {
    let clock = needs.duties.contains(&Duty::Clock);
    let score = needs.duties.contains(&Duty::Scoresheet);
    let article = match (clock, score) {
        (true, true) => "6.2.6, 8.1.6",
        (true, false) => "6.2.6",
        (false, true) => "8.1.6",
        (false, false) => "6.2.6, 8.1.6",
    }
    .to_owned();
    if let Some(amount) = arbiter {
        return if amount.is_zero() {
            Allowance::None(NoDeduction::ArbiterSetZero)
        } else {
            Allowance::Deduct {
                amount,
                article,
                by_arbiter: true,
            }
        };
    }
    if !clock && !score {
        return Allowance::None(NoDeduction::NoClockOrScoresheetAssistant);
    }
    if needs.disabled() && edition.adjustment_spares_disabled() {
        return Allowance::None(NoDeduction::Disabled);
    }
    if standard.is_zero() {
        return Allowance::None(NoDeduction::ArbiterSetZero);
    }
    Allowance::Deduct {
        amount: standard,
        article,
        by_arbiter: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_combination_of_disability_assistant_and_edition() {
        let ten = DEFAULT_DEDUCTION;
        let duty_sets: [(&[Duty], bool, &str); 6] = [
            (&[], false, ""),
            (&[Duty::MovePieces], false, ""),
            (
                &[Duty::AnnounceMoves, Duty::TellTimes, Duty::ClaimFlag],
                false,
                "",
            ),
            (&[Duty::Clock], true, "6.2.6"),
            (&[Duty::Scoresheet], true, "8.1.6"),
            (
                &[Duty::MovePieces, Duty::Clock, Duty::Scoresheet],
                true,
                "6.2.6, 8.1.6",
            ),
        ];
        for edition in [Edition::Fide2009, Edition::Fide2018, Edition::Fide2023] {
            for visually in [false, true] {
                for other in [false, true] {
                    for (duties, adjustable, article) in duty_sets {
                        let needs = Needs {
                            visually_disabled: visually,
                            other_disability: other,
                            duties: duties.to_vec(),
                        };
                        let got = equitable_adjustment(edition, &needs, ten, None);
                        let spared = (visually || other) && edition != Edition::Fide2009;
                        let want = if !adjustable {
                            Allowance::None(NoDeduction::NoClockOrScoresheetAssistant)
                        } else if spared {
                            Allowance::None(NoDeduction::Disabled)
                        } else {
                            Allowance::Deduct {
                                amount: ten,
                                article: article.to_owned(),
                                by_arbiter: false,
                            }
                        };
                        assert_eq!(
                            got, want,
                            "{edition} vis={visually} other={other} {duties:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn the_arbiter_decides_last() {
        let blind = Needs {
            visually_disabled: true,
            duties: vec![Duty::Clock],
            ..Needs::default()
        };
        let five = Duration::from_secs(300);
        assert_eq!(
            equitable_adjustment(Edition::Fide2023, &blind, DEFAULT_DEDUCTION, Some(five)),
            Allowance::Deduct {
                amount: five,
                article: "6.2.6".into(),
                by_arbiter: true
            }
        );
        let sighted = Needs {
            duties: vec![Duty::Scoresheet],
            ..Needs::default()
        };
        assert_eq!(
            equitable_adjustment(
                Edition::Fide2023,
                &sighted,
                DEFAULT_DEDUCTION,
                Some(Duration::ZERO)
            ),
            Allowance::None(NoDeduction::ArbiterSetZero)
        );
        assert_eq!(
            equitable_adjustment(Edition::Fide2023, &sighted, five, None),
            Allowance::Deduct {
                amount: five,
                article: "8.1.6".into(),
                by_arbiter: false
            }
        );
    }
}
