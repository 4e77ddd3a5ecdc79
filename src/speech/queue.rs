//! The priority policy of speech, independent of any engine.
//!
//! Rules:
//! - a higher-priority utterance interrupts lower-priority speech in progress and drops every
//!   queued utterance of lower priority;
//! - an utterance of the same or lower priority than the one speaking waits in the queue, and
//!   it drops queued utterances of lower priority than itself (so the queue is always ordered
//!   from most to least urgent, and first come first served within a priority);
//! - except for [`Priority::Query`]: a new query replaces a query still waiting (the one in
//!   progress finishes). Moving the cursor across eight squares then says the square in
//!   progress and the last one, not a backlog of stale squares. This is also what
//!   speech-dispatcher does with its `text` priority, so every backend behaves alike;
//! - a read-back ([`Priority::ReadBack`]: the scoresheet, the last moves, the clock's log) is
//!   many lines the player asked for at once: they queue behind each other and are heard
//!   whole, unless the player does anything else (every other utterance outranks them) or
//!   asks for another read-back ([`SpeechQueue::hush`] first drops the old one).
//!
//! [`SpeechQueue`] only decides; the backend carries out the returned [`Step`] and reports
//! back with [`SpeechQueue::finished`] when an utterance has been said.

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use super::Utterance;

/// How urgent an utterance is. Ordered from least to most urgent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Priority {
    /// The lines of a read-back the player asked for (the scoresheet, the last moves, the
    /// clock's log): they queue and are heard whole; anything else the player does, and every
    /// event, outranks them.
    #[serde(rename = "readback")]
    ReadBack,
    /// Answers to board questions and cursor moves: the least urgent, interrupted by anything
    /// more urgent; a newer query replaces one still waiting.
    Query,
    /// The echo of the player's own move, messages and help.
    Normal,
    /// The opponent's move, a flag fall, an illegal move: interrupts everything else.
    Alert,
}

impl Priority {
    /// All priorities, from least to most urgent.
    pub const ALL: [Priority; 4] = [
        Priority::ReadBack,
        Priority::Query,
        Priority::Normal,
        Priority::Alert,
    ];

    /// Whether utterances of this priority wait behind each other (`false`: the newest
    /// replaces the one waiting).
    pub fn queues(self) -> bool {
        self != Priority::Query
    }
}

/// What the backend must do after [`SpeechQueue::push`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// Nothing was speaking: start saying this utterance now.
    Start(Utterance),
    /// Stop the utterance in progress (it is dropped), then start saying this one.
    Interrupt(Utterance),
    /// The utterance waits its turn; keep saying what is in progress.
    Queued,
}

/// A priority queue of utterances with one utterance in progress.
#[derive(Debug, Default, Clone)]
pub struct SpeechQueue {
    current: Option<Utterance>,
    waiting: VecDeque<Utterance>,
}

impl SpeechQueue {
    /// An empty queue with nothing in progress.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds an utterance and says what to do now.
    pub fn push(&mut self, utterance: Utterance) -> Step {
        let priority = utterance.priority;
        self.waiting
            .retain(|w| w.priority > priority || (w.priority == priority && priority.queues()));
        match &self.current {
            None => {
                self.current = Some(utterance.clone());
                Step::Start(utterance)
            }
            Some(current) if current.priority < priority => {
                // Everything waiting was at most as urgent as `current`, so it is gone too.
                self.waiting.clear();
                self.current = Some(utterance.clone());
                Step::Interrupt(utterance)
            }
            Some(_) => {
                self.waiting.push_back(utterance);
                Step::Queued
            }
        }
    }

    /// The utterance in progress has been said (or failed): returns the next one to start.
    pub fn finished(&mut self) -> Option<Utterance> {
        self.current = self.waiting.pop_front();
        self.current.clone()
    }

    /// Drops every utterance of at most `upto`'s priority, waiting or in progress; returns
    /// whether the one in progress was dropped (and must be stopped). The next one to start
    /// is then [`SpeechQueue::finished`]'s.
    pub fn hush(&mut self, upto: Priority) -> bool {
        self.waiting.retain(|w| w.priority > upto);
        match &self.current {
            Some(c) if c.priority <= upto => {
                self.current = None;
                true
            }
            _ => false,
        }
    }

    /// Drops everything; returns whether something was in progress (and must be stopped).
    pub fn clear(&mut self) -> bool {
        self.waiting.clear();
        self.current.take().is_some()
    }

    /// The utterance in progress, if any.
    pub fn current(&self) -> Option<&Utterance> {
        self.current.as_ref()
    }

    /// The utterances waiting, in the order they will be said.
    pub fn waiting(&self) -> impl Iterator<Item = &Utterance> {
        self.waiting.iter()
    }

    /// Whether nothing is in progress and nothing waits.
    pub fn is_idle(&self) -> bool {
        self.current.is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    fn u(text: &str, priority: Priority) -> Utterance {
        Utterance::new(text, Lang::De, priority)
    }

    fn texts(q: &SpeechQueue) -> Vec<String> {
        q.waiting().map(|w| w.text.clone()).collect()
    }

    #[test]
    fn first_utterance_starts_at_once() {
        let mut q = SpeechQueue::new();
        assert_eq!(
            q.push(u("a", Priority::Query)),
            Step::Start(u("a", Priority::Query))
        );
        assert_eq!(q.current().map(|c| c.text.as_str()), Some("a"));
    }

    #[test]
    fn same_priority_queues_in_order() {
        for p in [Priority::Normal, Priority::Alert] {
            let mut q = SpeechQueue::new();
            q.push(u("a", p));
            assert_eq!(q.push(u("b", p)), Step::Queued);
            assert_eq!(q.push(u("c", p)), Step::Queued);
            assert_eq!(texts(&q), ["b", "c"]);
            assert_eq!(q.finished().map(|n| n.text), Some("b".into()));
            assert_eq!(q.finished().map(|n| n.text), Some("c".into()));
            assert_eq!(q.finished(), None);
            assert!(q.is_idle());
        }
    }

    #[test]
    fn a_new_query_replaces_the_waiting_query_not_the_one_in_progress() {
        let mut q = SpeechQueue::new();
        q.push(u("a1", Priority::Query));
        assert_eq!(q.push(u("a2", Priority::Query)), Step::Queued);
        assert_eq!(q.push(u("a3", Priority::Query)), Step::Queued);
        assert_eq!(q.current().map(|c| c.text.as_str()), Some("a1"));
        assert_eq!(texts(&q), ["a3"]);
    }

    #[test]
    fn higher_priority_interrupts_and_drops_queued_lower() {
        let mut q = SpeechQueue::new();
        q.push(u("query 1", Priority::Query));
        q.push(u("query 2", Priority::Query));
        let step = q.push(u("Springer Felix drei", Priority::Alert));
        assert_eq!(
            step,
            Step::Interrupt(u("Springer Felix drei", Priority::Alert))
        );
        assert_eq!(texts(&q), Vec::<String>::new());
        assert_eq!(q.finished(), None);
    }

    #[test]
    fn lower_priority_waits_behind_higher() {
        let mut q = SpeechQueue::new();
        q.push(u("alert", Priority::Alert));
        assert_eq!(q.push(u("query", Priority::Query)), Step::Queued);
        assert_eq!(q.current().map(|c| c.priority), Some(Priority::Alert));
        assert_eq!(q.finished().map(|n| n.text), Some("query".into()));
    }

    #[test]
    fn queued_lower_are_dropped_even_when_not_interrupting() {
        let mut q = SpeechQueue::new();
        q.push(u("alert", Priority::Alert));
        q.push(u("query", Priority::Query));
        assert_eq!(q.push(u("normal", Priority::Normal)), Step::Queued);
        assert_eq!(texts(&q), ["normal"]);
        assert_eq!(q.push(u("alert 2", Priority::Alert)), Step::Queued);
        assert_eq!(texts(&q), ["alert 2"]);
    }

    #[test]
    fn a_read_back_queues_whole_and_anything_else_cuts_it() {
        let mut q = SpeechQueue::new();
        q.push(u("1. e4 e5", Priority::ReadBack));
        for l in ["2. Nf3 Nc6", "3. Bb5 a6", "4. Ba4 Nf6"] {
            assert_eq!(q.push(u(l, Priority::ReadBack)), Step::Queued);
        }
        assert_eq!(texts(&q), ["2. Nf3 Nc6", "3. Bb5 a6", "4. Ba4 Nf6"]);
        // A question of the player cuts it.
        assert_eq!(
            q.push(u("e4 white pawn", Priority::Query)),
            Step::Interrupt(u("e4 white pawn", Priority::Query))
        );
        assert_eq!(texts(&q), Vec::<String>::new());
        // A new read-back hushes the old one first.
        let mut q = SpeechQueue::new();
        q.push(u("old 1", Priority::ReadBack));
        q.push(u("old 2", Priority::ReadBack));
        assert!(q.hush(Priority::ReadBack));
        assert!(q.is_idle());
        q.push(u("alert", Priority::Alert));
        q.push(u("echo", Priority::Normal));
        assert!(!q.hush(Priority::ReadBack));
        assert_eq!(texts(&q), ["echo"]);
    }

    #[test]
    fn clear_reports_whether_something_was_speaking() {
        let mut q = SpeechQueue::new();
        assert!(!q.clear());
        q.push(u("a", Priority::Normal));
        q.push(u("b", Priority::Normal));
        assert!(q.clear());
        assert!(q.is_idle());
        assert_eq!(q.waiting().count(), 0);
    }

    #[test]
    fn waiting_is_always_ordered_most_urgent_first() {
        // Every sequence of four pushes of every priority keeps the invariant.
        for a in Priority::ALL {
            for b in Priority::ALL {
                for c in Priority::ALL {
                    for d in Priority::ALL {
                        let mut q = SpeechQueue::new();
                        for p in [a, b, c, d] {
                            q.push(u("x", p));
                        }
                        let current = q.current().map(|c| c.priority);
                        let w: Vec<Priority> = q.waiting().map(|w| w.priority).collect();
                        assert!(w.windows(2).all(|p| p[0] >= p[1]), "{w:?}");
                        assert!(w.iter().filter(|p| **p == Priority::Query).count() <= 1);
                        assert!(w.iter().all(|p| Some(*p) <= current), "{current:?} {w:?}");
                        // The most urgent utterance pushed so far is the one speaking.
                        assert_eq!(current, Some(a.max(b).max(c).max(d)));
                    }
                }
            }
        }
    }
}
