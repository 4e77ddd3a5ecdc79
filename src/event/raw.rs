//! The profile as written in TOML, before checking. Every table refuses unknown keys.

use serde::Deserialize;

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Raw {
    pub event: Option<String>,
    pub edition: Option<toml::Value>,
    pub tempo: Option<String>,
    pub table_protocol: Option<String>,
    pub arbiter_starts_clock: Option<bool>,
    pub arbiter_code: Option<String>,
    pub time_control: Option<RawTimeControl>,
    pub draw_offers: Option<RawDrawOffers>,
    pub penalties: Option<RawPenalties>,
    pub alerts: Option<RawAlerts>,
    pub adjustment: Option<RawAdjustment>,
    pub white: Option<RawPlayer>,
    pub black: Option<RawPlayer>,
    pub hall: Option<String>,
    pub board: Option<u32>,
    pub eboard: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawTimeControl {
    pub preset: Option<String>,
    pub pgn: Option<String>,
    pub mode: Option<String>,
    pub period: Option<Vec<RawPeriod>>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawPeriod {
    pub moves: Option<u32>,
    pub time: Option<String>,
    pub increment: Option<String>,
    pub increment_from_move: Option<u32>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawDrawOffers {
    pub not_before_move: Option<u32>,
    pub arbiter_consent: Option<bool>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawPenalties {
    pub illegal_move: Option<String>,
    pub wrong_claim: Option<String>,
    pub illegal_moves_that_lose: Option<u32>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawAlerts {
    pub enabled: Option<bool>,
    pub at: Option<Vec<String>>,
    pub countdown_from: Option<String>,
    pub countdown_every: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawAdjustment {
    pub assistant: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawPlayer {
    pub name: Option<String>,
    pub visually_disabled: Option<bool>,
    pub other_disability: Option<bool>,
    pub assistant: Option<bool>,
    pub duties: Option<Vec<String>>,
    pub adjustment: Option<String>,
}
