//! Clock phrases.
