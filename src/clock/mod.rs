//! The tournament clock: time controls, the two-player clock over injected time, alerts,
//! flag-fall consequences, penalties, equitable adjustments for assistants, and the talking
//! clock's phrases.
//!
//! Everything here is pure: time is passed in as a [`std::time::Duration`] since an arbitrary
//! monotonic origin, so a six-hour game runs in microseconds in tests with no drift.
//!
//! - [`control`] — [`TimeControl`], [`Period`], [`Mode`], [`Preset`], the PGN `TimeControl` tag.
//! - [`state`] — [`Clock`] and its [`ClockEvent`]s.
//! - [`alerts`] — [`AlertConfig`].
//! - [`log`] — the [`Adjustment`] record of every change made by hand.
//! - [`verdict`] — what a flag fall or an illegal move means for the result (6.9, 6.11, 7.5.5).
//! - [`allowance`] — equitable adjustment for assistants (6.2.6, 8.1.6).
//! - [`phrases`] — every clock sentence a user hears or reads, in de, en and ru.
//! - [`duration`] — durations as written in profiles (`1h30m`).

pub mod alerts;
pub mod allowance;
pub mod control;
pub mod duration;
pub mod log;
pub mod phrases;
pub mod state;
pub mod verdict;

pub use crate::actor::Actor;
pub use alerts::AlertConfig;
pub use allowance::{Allowance, Duty, Needs};
pub use control::{Mode, Period, Preset, TimeControl, TimeControlError, TimeControlTag};
pub use log::{Adjustment, ClockChange, Reason};
pub use state::{
    Cause, Clock, ClockError, ClockEvent, ClockState, PhaseState, SideState, Snapshot, Status,
};
pub use verdict::{FlagVerdict, IllegalMoveVerdict, Penalties};
