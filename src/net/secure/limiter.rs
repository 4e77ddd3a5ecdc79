//! Slowing down guesses: after a few wrong pairing codes in a row, pairing is locked for a
//! while, longer each time. Pure: the caller passes the time in.

use std::time::{Duration, Instant};

/// Pairing is locked: how long until it opens again.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("pairing is locked for {} more seconds after wrong codes", remaining.as_secs())]
pub struct Locked {
    /// Time until pairing opens.
    pub remaining: Duration,
}

/// Counts wrong pairing codes in a row and locks pairing after `threshold` of them: for
/// `base`, then twice as long after each further wrong code, at most `max`. A right code
/// resets it.
///
/// With the defaults (3 wrong codes, 30 s, at most an hour) someone guessing the 24-bit code
/// gets about 3 tries a minute at first and 1 an hour soon after: years for an even chance.
#[derive(Debug, Clone)]
pub struct Limiter {
    threshold: u32,
    base: Duration,
    max: Duration,
    failures: u32,
    locked_until: Option<Instant>,
}

impl Default for Limiter {
    fn default() -> Limiter {
        Limiter::new(3, Duration::from_secs(30), Duration::from_secs(3600))
    }
}

impl Limiter {
    /// Locks after `threshold` wrong codes in a row (at least 1), for `base` doubling up to
    /// `max`.
    pub fn new(threshold: u32, base: Duration, max: Duration) -> Limiter {
        Limiter {
            threshold: threshold.max(1),
            base,
            max,
            failures: 0,
            locked_until: None,
        }
    }

    /// Whether a pairing may be tried at `now`.
    ///
    /// # Errors
    /// [`Locked`] with the time left.
    pub fn check(&self, now: Instant) -> Result<(), Locked> {
        match self.locked_until {
            Some(until) if until > now => Err(Locked {
                remaining: until - now,
            }),
            _ => Ok(()),
        }
    }

    /// A pairing starts at `now`: refused while locked; otherwise counted at once as a wrong
    /// code (undone by [`Limiter::success`]), so that guesses made on many connections at
    /// the same time are all counted before any of them ends. After `threshold` attempts in a
    /// row without a success, pairing locks: at most `threshold` guesses however many
    /// connections, then one per lock.
    ///
    /// # Errors
    /// [`Locked`] with the time left.
    pub fn attempt(&mut self, now: Instant) -> Result<(), Locked> {
        self.check(now)?;
        self.failure(now);
        Ok(())
    }

    /// A wrong code at `now`.
    pub fn failure(&mut self, now: Instant) {
        self.failures = self.failures.saturating_add(1);
        if self.failures >= self.threshold {
            let doublings = (self.failures - self.threshold).min(31);
            let lock = self
                .base
                .checked_mul(1u32 << doublings)
                .unwrap_or(self.max)
                .min(self.max);
            self.locked_until = Some(now + lock);
        }
    }

    /// A right code: the count starts again.
    pub fn success(&mut self) {
        self.failures = 0;
        self.locked_until = None;
    }

    /// Wrong codes in a row so far.
    pub fn failures(&self) -> u32 {
        self.failures
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const S: fn(u64) -> Duration = Duration::from_secs;

    #[test]
    fn three_wrong_codes_lock_for_thirty_seconds_then_doubling() {
        let t0 = Instant::now();
        let mut l = Limiter::default();
        l.failure(t0);
        l.failure(t0 + S(1));
        assert_eq!(l.check(t0 + S(2)), Ok(()), "two wrong codes: still open");
        l.failure(t0 + S(2));
        assert_eq!(l.check(t0 + S(2)), Err(Locked { remaining: S(30) }));
        assert_eq!(l.check(t0 + S(31)), Err(Locked { remaining: S(1) }));
        assert_eq!(l.check(t0 + S(32)), Ok(()));
        // The fourth wrong code in a row: 60 s; the fifth: 120 s.
        l.failure(t0 + S(40));
        assert_eq!(l.check(t0 + S(40)), Err(Locked { remaining: S(60) }));
        assert_eq!(l.check(t0 + S(100)), Ok(()));
        l.failure(t0 + S(100));
        assert_eq!(l.check(t0 + S(100)), Err(Locked { remaining: S(120) }));
        assert_eq!(l.failures(), 5);
    }

    #[test]
    fn the_lock_is_capped_and_a_right_code_resets() {
        let t0 = Instant::now();
        let mut l = Limiter::new(1, S(30), S(3600));
        for i in 0..100 {
            l.failure(t0 + S(i));
        }
        assert_eq!(l.check(t0 + S(99)), Err(Locked { remaining: S(3600) }));
        l.success();
        assert_eq!(l.check(t0 + S(99)), Ok(()));
        assert_eq!(l.failures(), 0);
        l.failure(t0 + S(100));
        assert_eq!(l.check(t0 + S(100)), Err(Locked { remaining: S(30) }));
    }

    #[test]
    fn attempts_count_when_they_start_however_many_at_once() {
        let t0 = Instant::now();
        let mut l = Limiter::default();
        let started: Vec<_> = (0..15).map(|_| l.attempt(t0)).collect();
        assert_eq!(started.iter().filter(|r| r.is_ok()).count(), 3);
        assert_eq!(started[3], Err(Locked { remaining: S(30) }));
        // After the lock, one attempt, which locks again for twice as long.
        assert_eq!(l.attempt(t0 + S(30)), Ok(()));
        assert_eq!(l.check(t0 + S(30)), Err(Locked { remaining: S(60) }));
        // A right code among them resets the count.
        l.success();
        assert_eq!(l.attempt(t0 + S(31)), Ok(()));
    }

    #[test]
    fn a_threshold_of_zero_means_one() {
        let t0 = Instant::now();
        let mut l = Limiter::new(0, S(5), S(10));
        assert_eq!(l.check(t0), Ok(()));
        l.failure(t0);
        assert_eq!(l.check(t0), Err(Locked { remaining: S(5) }));
    }
}
