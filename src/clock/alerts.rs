//! Automatic spoken alerts for a player's own clock (D.2.6, D.2.10.4).

use std::time::Duration;

use serde::{Deserialize, Serialize};

/// When the talking clock speaks on its own.
///
/// Each threshold fires once when the running player's remaining time falls to it (time taken
/// from a player whose clock is not running, by the arbiter, is not announced as an alert). It is
/// armed again only when the player's time has grown to more than twice the threshold (a new
/// period, increments, time added): a player hovering around one minute with a small
/// increment hears "one minute" once, not after every move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AlertConfig {
    /// Thresholds, longest first, without duplicates and without zero (the flag is announced
    /// anyway). Empty means no automatic alerts ("only at his request", D.2.10.4).
    thresholds: Vec<Duration>,
}

impl Default for AlertConfig {
    /// 10 minutes, 5 minutes, 1 minute, then 30, 20 and 10 seconds.
    fn default() -> Self {
        AlertConfig::with_countdown(
            &[
                Duration::from_secs(600),
                Duration::from_secs(300),
                Duration::from_secs(60),
            ],
            Duration::from_secs(30),
            Duration::from_secs(10),
        )
    }
}

impl AlertConfig {
    /// No automatic alerts: the clock speaks only on request.
    pub fn off() -> Self {
        AlertConfig {
            thresholds: Vec::new(),
        }
    }

    /// Alerts at the given thresholds (any order; zero and duplicates are dropped).
    pub fn new(thresholds: &[Duration]) -> Self {
        let mut t: Vec<Duration> = thresholds
            .iter()
            .copied()
            .filter(|d| !d.is_zero())
            .collect();
        t.sort_unstable_by(|a, b| b.cmp(a));
        t.dedup();
        AlertConfig { thresholds: t }
    }

    /// Alerts at `thresholds` plus a countdown every `every` from `from` down (for example
    /// every 10 s from 30 s: 30, 20, 10 s). A zero `every` adds no countdown.
    pub fn with_countdown(thresholds: &[Duration], from: Duration, every: Duration) -> Self {
        let mut all = thresholds.to_vec();
        if !every.is_zero() {
            let mut t = from;
            // At most 1000 countdown steps, so a silly setting cannot build a huge list.
            for _ in 0..1000 {
                if t.is_zero() {
                    break;
                }
                all.push(t);
                t = t.saturating_sub(every);
            }
        }
        AlertConfig::new(&all)
    }

    /// The thresholds, longest first.
    pub fn thresholds(&self) -> &[Duration] {
        &self.thresholds
    }

    /// Whether any automatic alert is configured.
    pub fn enabled(&self) -> bool {
        !self.thresholds.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    #[test]
    fn default_is_ten_five_one_minutes_and_a_countdown() {
        assert_eq!(
            AlertConfig::default().thresholds(),
            &[secs(600), secs(300), secs(60), secs(30), secs(20), secs(10)]
        );
        assert!(!AlertConfig::off().enabled());
    }

    #[test]
    fn thresholds_are_sorted_without_zero_or_duplicates() {
        let a = AlertConfig::with_countdown(
            &[secs(60), secs(0), secs(300), secs(60)],
            secs(25),
            secs(10),
        );
        assert_eq!(
            a.thresholds(),
            &[secs(300), secs(60), secs(25), secs(15), secs(5)]
        );
        let huge = AlertConfig::with_countdown(&[], Duration::MAX, Duration::from_nanos(1));
        assert_eq!(huge.thresholds().len(), 1000);
    }
}
