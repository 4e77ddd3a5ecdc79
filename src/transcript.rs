//! A line of the transcript: something said, with how urgent it was. Kept by the game's core
//! and shown by the views ([`crate::ui`]).

use crate::speech::Priority;

/// A line of the transcript: something said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Said {
    /// What was said.
    pub text: String,
    /// How urgent it was.
    pub priority: Priority,
}
