//! The two-player clock (Article 6) over injected time.
//!
//! Time is a [`Duration`] since an arbitrary monotonic origin chosen by the caller (`now`). The
//! clock never reads the wall clock, so the same inputs always give the same outputs, to the
//! nanosecond. Instants earlier than one already seen count as no time passing.

use std::time::Duration;

use shakmaty::{ByColor, Color};

use super::alerts::AlertConfig;
use super::control::{Mode, Period, TimeControl};
use super::log::{Adjustment, ClockChange, Reason};
use crate::actor::Actor;

/// Below this remaining time a player may stop recording moves (8.4) ...
pub const EXEMPTION_BELOW: Duration = Duration::from_secs(300);
/// ... unless at least this much is added with each move (8.4).
pub const EXEMPTION_INCREMENT: Duration = Duration::from_secs(30);

/// Something observable that happened on the clock, with the exact instant it happened (which
/// may be earlier than the `now` of the [`Clock::poll`] that reports it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClockEvent {
    /// A player's remaining time fell to an alert threshold.
    Alert {
        /// Whose clock.
        color: Color,
        /// The threshold reached.
        threshold: Duration,
        /// When.
        at: Duration,
    },
    /// A player's time reached zero (6.9).
    FlagFell {
        /// Whose flag.
        color: Color,
        /// When, exactly.
        at: Duration,
        /// Moves still owed in the period, or `None` in a rest-of-game period.
        moves_owed: Option<u32>,
    },
    /// The second flag fell; the first one's owner is known (6.11).
    BothFlagsDown {
        /// Whose flag fell first.
        first: Color,
        /// When the second fell.
        at: Duration,
    },
    /// A player has less than five minutes in a period without an increment of 30 s or more
    /// and need not record moves for the rest of the period (8.4).
    ExemptionBegins {
        /// The player.
        color: Color,
        /// When.
        at: Duration,
    },
    /// A new period started: the player must record moves again (8.4).
    ExemptionEnds {
        /// The player.
        color: Color,
        /// When.
        at: Duration,
    },
    /// A player completed the moves of a period; the next period's time was added (6.3.2).
    ControlReached {
        /// The player.
        color: Color,
        /// Index (from 0) of the period now started.
        period: usize,
        /// Time added.
        added: Duration,
        /// When.
        at: Duration,
    },
}

impl ClockEvent {
    /// When the event happened.
    pub fn at(&self) -> Duration {
        match self {
            ClockEvent::Alert { at, .. }
            | ClockEvent::FlagFell { at, .. }
            | ClockEvent::BothFlagsDown { at, .. }
            | ClockEvent::ExemptionBegins { at, .. }
            | ClockEvent::ExemptionEnds { at, .. }
            | ClockEvent::ControlReached { at, .. } => *at,
        }
    }
}

/// An operation that does not fit the clock's state.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum ClockError {
    /// The clock has not been started.
    #[error("the clock has not been started yet")]
    NotStarted,
    /// The clock was started already.
    #[error("the clock is already started")]
    AlreadyStarted,
    /// The clock is paused (6.12): resume it first.
    #[error("the clock is paused; the arbiter must restart it first")]
    Paused,
    /// Resume while not paused.
    #[error("the clock is not paused")]
    NotPaused,
}

/// Whether the clock runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Before [`Clock::start`].
    NotStarted,
    /// The clock of `to_move` runs.
    Running {
        /// The player whose clock runs.
        to_move: Color,
    },
    /// Stopped by [`Clock::pause`]; `to_move`'s clock runs again on [`Clock::resume`].
    Paused {
        /// The player whose clock will run.
        to_move: Color,
    },
}

/// Who did something to the clock, why, and under which article.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cause {
    /// Who.
    pub actor: Actor,
    /// Why.
    pub reason: Reason,
    /// Article of the Laws (defaults to the reason's usual article).
    pub article: Option<String>,
}

impl Cause {
    /// A cause with the reason's usual article.
    pub fn new(actor: Actor, reason: Reason) -> Self {
        let article = reason.article().map(str::to_owned);
        Cause {
            actor,
            reason,
            article,
        }
    }

    /// The same cause under another article.
    pub fn with_article(mut self, article: impl Into<String>) -> Self {
        self.article = Some(article.into());
        self
    }
}

/// Both players' clock state at one instant, for the talking clock's on-request report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Snapshot {
    /// Remaining time.
    pub remaining: ByColor<Duration>,
    /// Moves completed by each player.
    pub moves_completed: ByColor<u32>,
    /// Moves each player still owes before the next time control (`None` in a rest-of-game
    /// period).
    pub moves_to_control: ByColor<Option<u32>>,
    /// Whose clock runs (or would run).
    pub to_move: Color,
    /// Whether the clock runs.
    pub status: Status,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    NotStarted,
    Running { since: Duration },
    Paused { since: Duration },
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Side {
    /// Remaining time at the start of the current turn (for the player not to move: now).
    base: Duration,
    /// Time used in the current turn before the current running stretch (pauses split a turn).
    acc: Duration,
    moves: u32,
    period: usize,
    moves_in_period: u32,
    exempt: bool,
    flag: Option<Duration>,
    /// One flag per alert threshold: may it still fire?
    armed: Vec<bool>,
}

/// The tournament clock for two players.
///
/// The game loop calls [`Clock::press`] when the player to move has completed and announced a
/// move (D.2.3, D.2.4), [`Clock::poll`] to collect what happened, and sleeps until
/// [`Clock::next_wakeup`]. Every change made by hand is kept in [`Clock::log`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    alerts: AlertConfig,
    sides: ByColor<Side>,
    to_move: Color,
    phase: Phase,
    log: Vec<Adjustment>,
    pending: Vec<ClockEvent>,
    /// The instant of the last change made to the clock: nothing reported later happened
    /// before it.
    floor: Duration,
}

impl Clock {
    /// A clock set to the first period of `control`, not started, White to move.
    pub fn new(control: TimeControl, alerts: AlertConfig) -> Self {
        let time = control.periods().first().map_or(Duration::ZERO, |p| p.time);
        let armed: Vec<bool> = alerts.thresholds().iter().map(|h| time > *h).collect();
        let side = Side {
            base: time,
            acc: Duration::ZERO,
            moves: 0,
            period: 0,
            moves_in_period: 0,
            exempt: false,
            flag: None,
            armed,
        };
        Clock {
            control,
            alerts,
            sides: ByColor {
                white: side.clone(),
                black: side,
            },
            to_move: Color::White,
            phase: Phase::NotStarted,
            log: Vec::new(),
            pending: Vec::new(),
            floor: Duration::ZERO,
        }
    }

    /// Starts White's clock (6.2.1: the player with Black starts it).
    ///
    /// # Errors
    /// [`ClockError::AlreadyStarted`].
    pub fn start(&mut self, now: Duration) -> Result<(), ClockError> {
        self.start_with(now, Color::White)
    }

    /// Starts the clock of `to_move` (a game resumed with Black to move, for example).
    ///
    /// # Errors
    /// [`ClockError::AlreadyStarted`].
    pub fn start_with(&mut self, now: Duration, to_move: Color) -> Result<(), ClockError> {
        if self.phase != Phase::NotStarted {
            return Err(ClockError::AlreadyStarted);
        }
        self.to_move = to_move;
        self.phase = Phase::Running { since: now };
        self.floor = now;
        self.observe(now);
        Ok(())
    }

    /// The player to move has completed a move (D.2.3) and the opponent's clock starts
    /// (D.2.4). Applies the increment or delay of the move, counts it, and when the move
    /// completes a period adds the next period's time (6.3.2).
    ///
    /// # Errors
    /// [`ClockError::NotStarted`], [`ClockError::Paused`].
    pub fn press(&mut self, now: Duration) -> Result<(), ClockError> {
        match self.phase {
            Phase::NotStarted => return Err(ClockError::NotStarted),
            Phase::Paused { .. } => return Err(ClockError::Paused),
            Phase::Running { .. } => {}
        }
        self.observe(now);
        self.floor = self.floor.max(now);
        let mover = self.to_move;
        let used = self.turn_time(mover, now);
        let per_move = self.per_move(mover);
        let charged = self.charge(mover, used);
        let mode = self.control.mode();
        let last = self.control.periods().len().saturating_sub(1);
        let side = &mut self.sides[mover];
        let deducted = charged.min(side.base);
        let mut left = side.base - deducted;
        match mode {
            Mode::Fischer => left = left.saturating_add(per_move),
            Mode::Bronstein => left = left.saturating_add(per_move.min(deducted)),
            Mode::Delay => {}
        }
        side.moves = side.moves.saturating_add(1);
        side.moves_in_period = side.moves_in_period.saturating_add(1);
        side.acc = Duration::ZERO;
        let period_moves = self
            .control
            .periods()
            .get(side.period)
            .and_then(|p| p.moves);
        if let Some(k) = period_moves
            && side.moves_in_period >= k
        {
            let next = (side.period + 1).min(last);
            let added = self
                .control
                .periods()
                .get(next)
                .map_or(Duration::ZERO, |p| p.time);
            left = left.saturating_add(added);
            side.period = next;
            side.moves_in_period = 0;
            self.pending.push(ClockEvent::ControlReached {
                color: mover,
                period: next,
                added,
                at: now,
            });
        }
        let new_period = side.moves_in_period == 0 && period_moves.is_some();
        side.base = left;
        if new_period {
            self.end_exemption(mover, left, now);
        }
        self.rearm(mover, 2);
        self.to_move = !mover;
        self.phase = Phase::Running { since: now };
        self.observe(now);
        Ok(())
    }

    /// Stops the clock (6.12) and records who stopped it.
    ///
    /// # Errors
    /// [`ClockError::NotStarted`], [`ClockError::Paused`] (already paused).
    pub fn pause(&mut self, now: Duration, actor: Actor) -> Result<&Adjustment, ClockError> {
        self.pause_for(now, Cause::new(actor, Reason::Interruption))
    }

    /// Stops the clock for `cause` (the boards differ, D.2.9, for example) and records it.
    ///
    /// # Errors
    /// [`ClockError::NotStarted`], [`ClockError::Paused`] (already paused).
    pub fn pause_for(&mut self, now: Duration, cause: Cause) -> Result<&Adjustment, ClockError> {
        match self.phase {
            Phase::NotStarted => return Err(ClockError::NotStarted),
            Phase::Paused { .. } => return Err(ClockError::Paused),
            Phase::Running { .. } => {}
        }
        self.observe(now);
        let mover = self.to_move;
        self.sides[mover].acc = self.turn_time(mover, now);
        self.phase = Phase::Paused { since: now };
        Ok(self.record(now, cause, ClockChange::Paused))
    }

    /// Restarts the clock of the player to move after a pause (6.12).
    ///
    /// # Errors
    /// [`ClockError::NotPaused`].
    pub fn resume(&mut self, now: Duration, actor: Actor) -> Result<&Adjustment, ClockError> {
        if !matches!(self.phase, Phase::Paused { .. }) {
            return Err(ClockError::NotPaused);
        }
        self.phase = Phase::Running { since: now };
        self.floor = self.floor.max(now);
        self.observe(now);
        Ok(self.record(
            now,
            Cause::new(actor, Reason::Interruption),
            ClockChange::Resumed,
        ))
    }

    /// Adds time to a player (a penalty in the opponent's favour, 7.5.5 and 9.5.3, or any
    /// arbiter decision) and records it.
    pub fn add_time(
        &mut self,
        color: Color,
        amount: Duration,
        now: Duration,
        cause: Cause,
    ) -> &Adjustment {
        self.observe(now);
        self.floor = self.floor.max(now);
        let side = &mut self.sides[color];
        side.base = side.base.saturating_add(amount);
        self.rearm(color, 2);
        self.observe(now);
        self.record(now, cause, ClockChange::Added { color, amount })
    }

    /// Takes time from a player (the equitable adjustment for an assistant, 6.2.6 and 8.1.6)
    /// and records it; never more than the player has left.
    pub fn deduct_time(
        &mut self,
        color: Color,
        amount: Duration,
        now: Duration,
        cause: Cause,
    ) -> &Adjustment {
        self.observe(now);
        self.floor = self.floor.max(now);
        let applied = amount.min(self.remaining(color, now));
        let side = &mut self.sides[color];
        side.base = side.base.saturating_sub(applied);
        self.observe(now);
        self.record(
            now,
            cause,
            ClockChange::Deducted {
                color,
                amount,
                applied,
            },
        )
    }

    /// Sets a player's remaining time (6.10: the arbiter corrects a wrongly set clock). A
    /// flag recorded earlier is cleared when the new time is not zero, and the alerts are
    /// armed afresh.
    pub fn set_remaining(
        &mut self,
        color: Color,
        remaining: Duration,
        now: Duration,
        cause: Cause,
    ) -> &Adjustment {
        self.observe(now);
        self.floor = self.floor.max(now);
        let from = self.remaining(color, now);
        let charged = self.charge(color, self.turn_time(color, now));
        let side = &mut self.sides[color];
        side.base = remaining.saturating_add(charged);
        if !remaining.is_zero() {
            side.flag = None;
        }
        self.rearm(color, 1);
        self.observe(now);
        self.record(
            now,
            cause,
            ClockChange::SetRemaining {
                color,
                from,
                to: remaining,
            },
        )
    }

    /// Sets the number of moves a player has completed (6.10, 8.6) and places the player in
    /// the period that count belongs to. No time is added or taken: set that with
    /// [`Clock::set_remaining`]. Leaving a period ends a scoresheet exemption (8.4).
    pub fn set_moves_completed(
        &mut self,
        color: Color,
        moves: u32,
        now: Duration,
        cause: Cause,
    ) -> &Adjustment {
        self.observe(now);
        self.floor = self.floor.max(now);
        let (period, in_period) = self.control.period_after(moves);
        let side = &mut self.sides[color];
        let from = side.moves;
        side.moves = moves;
        side.moves_in_period = in_period;
        if side.period != period {
            side.period = period;
            let left = self.remaining(color, now);
            self.end_exemption(color, left, now);
        }
        self.observe(now);
        self.record(
            now,
            cause,
            ClockChange::SetMoves {
                color,
                from,
                to: moves,
            },
        )
    }

    /// Everything that happened up to `now` and was not reported yet, in time order.
    pub fn poll(&mut self, now: Duration) -> Vec<ClockEvent> {
        self.observe(now);
        std::mem::take(&mut self.pending)
    }

    /// The next instant after `now` at which something observable changes: the running
    /// clock's displayed second (see [`Clock::displayed_seconds`]), an alert, the scoresheet
    /// exemption, the flag. `Some(now)` when events are waiting for [`Clock::poll`]; `None`
    /// when nothing will change by itself (not started, paused, or the running player's time
    /// is out). The shell sleeps until then and calls [`Clock::poll`].
    pub fn next_wakeup(&self, now: Duration) -> Option<Duration> {
        self.wakeup(now, true)
    }

    /// Like [`Clock::next_wakeup`], but only for what is said (an alert, the exemption, the
    /// flag), not for the displayed second: for a shell that shows no clock (line mode), so a
    /// long game wakes the machine a handful of times instead of once a second.
    pub fn next_event(&self, now: Duration) -> Option<Duration> {
        self.wakeup(now, false)
    }

    fn wakeup(&self, now: Duration, shown_seconds: bool) -> Option<Duration> {
        if !self.pending.is_empty() {
            return Some(now);
        }
        let Phase::Running { .. } = self.phase else {
            return None;
        };
        let mover = self.to_move;
        let side = &self.sides[mover];
        let left = self.remaining(mover, now);
        let exemption_due = !side.exempt && self.per_move(mover) < EXEMPTION_INCREMENT;
        let alert_due = self
            .alerts
            .thresholds()
            .iter()
            .zip(&side.armed)
            .any(|(h, armed)| *armed && left <= *h);
        if alert_due
            || (exemption_due && left < EXEMPTION_BELOW)
            || (left.is_zero() && side.flag.is_none())
        {
            return Some(now);
        }
        if left.is_zero() {
            return None;
        }
        let step = match left.subsec_nanos() {
            0 => Duration::from_secs(1),
            n => Duration::from_nanos(u64::from(n)),
        };
        let mut targets = vec![Duration::ZERO];
        if shown_seconds {
            targets.push(left.saturating_sub(step));
        }
        targets.extend(
            self.alerts
                .thresholds()
                .iter()
                .zip(&side.armed)
                .filter(|(_, armed)| **armed)
                .map(|(h, _)| *h),
        );
        if exemption_due {
            targets.push(EXEMPTION_BELOW.saturating_sub(Duration::from_nanos(1)));
        }
        targets
            .into_iter()
            .filter(|t| *t < left)
            .filter_map(|t| self.reach_instant(mover, t))
            .min()
    }

    /// A player's remaining time at `now`.
    pub fn remaining(&self, color: Color, now: Duration) -> Duration {
        let side = &self.sides[color];
        side.base
            .saturating_sub(self.charge(color, self.turn_time(color, now)))
    }

    /// The whole seconds a display shows: the remaining time rounded up, so that `0:00`
    /// appears exactly when the flag falls.
    pub fn displayed_seconds(&self, color: Color, now: Duration) -> u64 {
        let left = self.remaining(color, now);
        left.as_secs() + u64::from(left.subsec_nanos() > 0)
    }

    /// Moves completed by a player.
    pub fn moves_completed(&self, color: Color) -> u32 {
        self.sides[color].moves
    }

    /// Moves a player still owes before the next time control, or `None` in a
    /// rest-of-game period.
    pub fn moves_to_next_control(&self, color: Color) -> Option<u32> {
        let side = &self.sides[color];
        self.period(color)
            .moves
            .map(|m| m.saturating_sub(side.moves_in_period))
    }

    /// Index (from 0) of the period a player is in.
    pub fn period_index(&self, color: Color) -> usize {
        self.sides[color].period
    }

    /// Whether the player is in the last period and it is for the rest of the game.
    pub fn in_last_period(&self, color: Color) -> bool {
        self.period(color).moves.is_none()
    }

    /// Whether the player is currently exempt from recording moves (8.4).
    pub fn is_exempt(&self, color: Color) -> bool {
        self.sides[color].exempt
    }

    /// When the player's flag fell, if it did.
    pub fn flag(&self, color: Color) -> Option<Duration> {
        self.sides[color].flag
    }

    /// Whose clock runs (or runs after start or resume).
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// Whether the clock runs.
    pub fn status(&self) -> Status {
        match self.phase {
            Phase::NotStarted => Status::NotStarted,
            Phase::Running { .. } => Status::Running {
                to_move: self.to_move,
            },
            Phase::Paused { .. } => Status::Paused {
                to_move: self.to_move,
            },
        }
    }

    /// The time control.
    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    /// The alert settings.
    pub fn alerts(&self) -> &AlertConfig {
        &self.alerts
    }

    /// Every change made by hand, oldest first.
    pub fn log(&self) -> &[Adjustment] {
        &self.log
    }

    /// Both players' times and move counts at `now` (for the on-request report, D.2.10).
    pub fn snapshot(&self, now: Duration) -> Snapshot {
        Snapshot {
            remaining: ByColor::new_with(|c| self.remaining(c, now)),
            moves_completed: ByColor::new_with(|c| self.moves_completed(c)),
            moves_to_control: ByColor::new_with(|c| self.moves_to_next_control(c)),
            to_move: self.to_move,
            status: self.status(),
        }
    }

    fn period(&self, color: Color) -> Period {
        let periods = self.control.periods();
        periods
            .get(self.sides[color].period)
            .or(periods.last())
            .copied()
            .unwrap_or(Period::new(None, Duration::ZERO, Duration::ZERO))
    }

    /// Increment or delay for the player's next move.
    fn per_move(&self, color: Color) -> Duration {
        let next_move = self.sides[color].moves.saturating_add(1);
        self.period(color).increment_for_move(next_move)
    }

    /// How much of `used` (time of the current turn) comes off the main time.
    fn charge(&self, color: Color, used: Duration) -> Duration {
        match self.control.mode() {
            Mode::Delay => used.saturating_sub(self.per_move(color)),
            Mode::Fischer | Mode::Bronstein => used,
        }
    }

    /// Time the player has used in the current turn.
    fn turn_time(&self, color: Color, now: Duration) -> Duration {
        let side = &self.sides[color];
        match self.phase {
            Phase::Running { since } if color == self.to_move => {
                side.acc.saturating_add(now.saturating_sub(since))
            }
            _ => side.acc,
        }
    }

    /// The first instant at which the running player's remaining time is at most `target`
    /// (`None` if that player's clock does not run, or never within `Duration`'s range).
    fn reach_instant(&self, color: Color, target: Duration) -> Option<Duration> {
        let Phase::Running { since } = self.phase else {
            return None;
        };
        if color != self.to_move {
            return None;
        }
        let side = &self.sides[color];
        let need = side.base.saturating_sub(target);
        let used = match self.control.mode() {
            _ if need.is_zero() => Duration::ZERO,
            Mode::Delay => need.checked_add(self.per_move(color))?,
            Mode::Fischer | Mode::Bronstein => need,
        };
        since.checked_add(used.saturating_sub(side.acc))
    }

    /// A new period began for `color`: the scoresheet exemption ends (8.4), unless the
    /// player is exempt in this period too (still less than five minutes, no increment of
    /// 30 s): then it goes on and nothing is said ("records again" at once followed by "need
    /// not record" told the player nothing).
    fn end_exemption(&mut self, color: Color, left: Duration, now: Duration) {
        let still = left < EXEMPTION_BELOW && self.per_move(color) < EXEMPTION_INCREMENT;
        let side = &mut self.sides[color];
        if side.exempt && !still {
            side.exempt = false;
            self.pending
                .push(ClockEvent::ExemptionEnds { color, at: now });
        }
    }

    /// Arms the alerts whose threshold the remaining time exceeds `factor` times.
    fn rearm(&mut self, color: Color, factor: u32) {
        let left = self.sides[color].base;
        let side = &mut self.sides[color];
        for (armed, h) in side.armed.iter_mut().zip(self.alerts.thresholds()) {
            let over = left > h.saturating_mul(factor);
            if factor == 1 {
                *armed = over;
            } else if over {
                *armed = true;
            }
        }
    }

    /// Finds what happened up to `now` and queues it.
    fn observe(&mut self, now: Duration) {
        if self.phase == Phase::NotStarted {
            return;
        }
        let mut events = Vec::new();
        for color in [Color::White, Color::Black] {
            let left = self.remaining(color, now);
            let running = matches!(self.phase, Phase::Running { .. }) && color == self.to_move;
            let floor = self.floor.min(now);
            let when = |target: Duration| {
                self.reach_instant(color, target)
                    .map_or(now, |t| t.clamp(floor, now))
            };
            let per_move = self.per_move(color);
            let moves_owed = self
                .period(color)
                .moves
                .map(|m| m.saturating_sub(self.sides[color].moves_in_period));
            let other_flag = self.sides[!color].flag;
            let thresholds = self.alerts.thresholds();
            let mut fired = Vec::new();
            for (i, h) in thresholds.iter().enumerate() {
                if self.sides[color].armed.get(i) == Some(&true) && left <= *h {
                    fired.push(i);
                    if running {
                        events.push(ClockEvent::Alert {
                            color,
                            threshold: *h,
                            at: when(*h),
                        });
                    }
                }
            }
            let exemption_at = when(EXEMPTION_BELOW.saturating_sub(Duration::from_nanos(1)));
            let flag_at = when(Duration::ZERO);
            let side = &mut self.sides[color];
            for i in fired {
                if let Some(a) = side.armed.get_mut(i) {
                    *a = false;
                }
            }
            if !side.exempt && left < EXEMPTION_BELOW && per_move < EXEMPTION_INCREMENT {
                side.exempt = true;
                events.push(ClockEvent::ExemptionBegins {
                    color,
                    at: exemption_at,
                });
            }
            if side.flag.is_none() && left.is_zero() {
                side.flag = Some(flag_at);
                events.push(ClockEvent::FlagFell {
                    color,
                    at: flag_at,
                    moves_owed,
                });
                if other_flag.is_some() {
                    events.push(ClockEvent::BothFlagsDown {
                        first: !color,
                        at: flag_at,
                    });
                }
            }
        }
        events.sort_by_key(ClockEvent::at);
        self.pending.extend(events);
    }

    fn record(&mut self, at: Duration, cause: Cause, change: ClockChange) -> &Adjustment {
        self.log.push(Adjustment {
            at,
            actor: cause.actor,
            change,
            reason: cause.reason,
            article: cause.article,
        });
        let last = self.log.len() - 1;
        &self.log[last]
    }
}

/// A clock's state at one instant, complete enough to build the same clock again
/// ([`Clock::restore`]): what every journal line carries after the change it records, so that a
/// replayed journal or the partner's board has exactly the clock the player had.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ClockState {
    /// Each side, White first.
    pub sides: [SideState; 2],
    /// Whose clock runs (or runs after start or resume).
    #[serde(with = "crate::serde_helpers::color")]
    pub to_move: Color,
    /// Whether the clock has started, runs or stands.
    pub phase: PhaseState,
}

/// Whether a clock runs, for [`ClockState`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PhaseState {
    /// Not started yet.
    NotStarted,
    /// Running for the side to move.
    Running,
    /// Stopped (6.12).
    Paused,
}

/// One side of a [`ClockState`].
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SideState {
    /// Remaining time at the start of the current turn (for the player not to move: now).
    #[serde(with = "crate::serde_helpers::ms")]
    pub base: Duration,
    /// Time used in the current turn so far.
    #[serde(with = "crate::serde_helpers::ms")]
    pub used: Duration,
    /// Moves completed.
    pub moves: u32,
    /// Index of the period.
    pub period: usize,
    /// Moves completed in that period.
    pub moves_in_period: u32,
    /// Exempt from recording (8.4).
    pub exempt: bool,
    /// Whether the flag has fallen.
    pub flagged: bool,
    /// Which alerts may still fire (one per threshold).
    pub armed: Vec<bool>,
}

impl Clock {
    /// The state at `now`, to be rebuilt with [`Clock::restore`]. Times are whole
    /// milliseconds (the journal's unit); the rest is exact.
    pub fn state(&self, now: Duration) -> ClockState {
        let ms =
            |d: Duration| Duration::from_millis(u64::try_from(d.as_millis()).unwrap_or(u64::MAX));
        let side = |c: Color| {
            let s = &self.sides[c];
            SideState {
                base: ms(s.base),
                used: ms(self.turn_time(c, now)),
                moves: s.moves,
                period: s.period,
                moves_in_period: s.moves_in_period,
                exempt: s.exempt,
                flagged: s.flag.is_some(),
                armed: s.armed.clone(),
            }
        };
        ClockState {
            sides: [side(Color::White), side(Color::Black)],
            to_move: self.to_move,
            phase: match self.phase {
                Phase::NotStarted => PhaseState::NotStarted,
                Phase::Running { .. } => PhaseState::Running,
                Phase::Paused { .. } => PhaseState::Paused,
            },
        }
    }

    /// A clock for `control` and `alerts` in `state`, going on from `now` (a running clock runs
    /// on from there for the side to move, with the time it had used in its turn). Nothing is
    /// added to the clock's log: restoring is not a change made by hand. Values that do not
    /// fit the control (a period that does not exist) are brought into range.
    pub fn restore(
        control: TimeControl,
        alerts: AlertConfig,
        state: &ClockState,
        now: Duration,
    ) -> Clock {
        let mut clock = Clock::new(control, alerts);
        let last = clock.control.periods().len().saturating_sub(1);
        let thresholds = clock.alerts.thresholds().len();
        for (c, s) in [Color::White, Color::Black].into_iter().zip(&state.sides) {
            let side = &mut clock.sides[c];
            side.base = s.base;
            side.acc = s.used;
            side.moves = s.moves;
            side.period = s.period.min(last);
            side.moves_in_period = s.moves_in_period;
            side.exempt = s.exempt;
            side.flag = s.flagged.then_some(now);
            side.armed = s.armed.clone();
            side.armed.resize(thresholds, false);
        }
        clock.to_move = state.to_move;
        clock.floor = now;
        clock.phase = match state.phase {
            PhaseState::NotStarted => Phase::NotStarted,
            PhaseState::Running => Phase::Running { since: now },
            PhaseState::Paused => Phase::Paused { since: now },
        };
        clock
    }

    /// Stops the clock for good when the game is over: nothing runs, nothing more is
    /// announced, and nothing is added to the log (it is not a pause of the game).
    pub fn halt(&mut self, now: Duration) {
        if let Phase::Running { .. } = self.phase {
            self.observe(now);
            let mover = self.to_move;
            self.sides[mover].acc = self.turn_time(mover, now);
            self.phase = Phase::Paused { since: now };
        }
    }

    /// Since when the clock stands, if it does.
    pub fn paused_since(&self) -> Option<Duration> {
        match self.phase {
            Phase::Paused { since } => Some(since),
            _ => None,
        }
    }

    /// The clock switched to `to_move` without a press (a move taken back, boards reconciled):
    /// no increment, no move counted; the side that no longer moves keeps the time it has
    /// now, and the side to move starts a fresh turn. The move counters are set to `moves`
    /// (completed moves per side, White first) and the periods follow them.
    pub fn switch_to(&mut self, to_move: Color, moves: [u32; 2], now: Duration) {
        self.observe(now);
        self.floor = self.floor.max(now);
        for (c, n) in [Color::White, Color::Black].into_iter().zip(moves) {
            let left = self.remaining(c, now);
            let (period, in_period) = self.control.period_after(n);
            let side = &mut self.sides[c];
            side.base = left;
            side.acc = Duration::ZERO;
            side.moves = n;
            side.period = period;
            side.moves_in_period = in_period;
        }
        self.to_move = to_move;
        if let Phase::Running { .. } = self.phase {
            self.phase = Phase::Running { since: now };
        }
        self.observe(now);
    }
}

#[cfg(test)]
#[path = "state_tests.rs"]
mod tests;
