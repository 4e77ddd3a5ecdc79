//! Event profile.
