//! The electronic board: a DGT board as the sighted player's board.
//!
//! The e-board is an adapter with a seat, like the terminal and the network: it reads the
//! board over its serial line ([`serial`]), waits for the pieces to stand still and decides
//! what they show ([`watch`]), and hands the core intents (a move, a confirmation, "the boards
//! differ"), never text. The pure parts have no I/O: the board's protocol ([`dgt`]), the
//! decision which move a placement shows ([`placement`]) and the debounce ([`watch`]).

pub mod dgt;
pub mod fuzz;
pub mod placement;
pub mod serial;
pub mod watch;

use std::path::PathBuf;

/// Which electronic board, and where (`--eboard dgt:PATH`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EboardSpec {
    /// A DGT board on the serial device at this path.
    Dgt(PathBuf),
}

/// An `--eboard` value that names no board rochade reads.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SpecError {
    /// No `KIND:` before the path.
    #[error("\"{0}\" names no board: write dgt:PATH, for example dgt:/dev/ttyUSB0")]
    NoKind(String),
    /// A kind of board rochade does not read.
    #[error("\"{0}\" is no board rochade reads: write dgt:PATH")]
    UnknownKind(String),
    /// No path after the kind.
    #[error("no device after \"{0}:\": write dgt:PATH, for example dgt:/dev/ttyUSB0")]
    NoPath(String),
}

impl EboardSpec {
    /// The device's path.
    pub fn path(&self) -> &std::path::Path {
        match self {
            EboardSpec::Dgt(path) => path,
        }
    }
}

impl std::str::FromStr for EboardSpec {
    type Err = SpecError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let text = text.trim();
        let Some((kind, path)) = text.split_once(':') else {
            return Err(SpecError::NoKind(text.to_owned()));
        };
        let kind = kind.trim().to_ascii_lowercase();
        if path.trim().is_empty() {
            return Err(SpecError::NoPath(kind));
        }
        match kind.as_str() {
            "dgt" => Ok(EboardSpec::Dgt(PathBuf::from(path.trim()))),
            _ => Err(SpecError::UnknownKind(kind)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_read_and_refused() {
        assert_eq!(
            "dgt:/dev/ttyUSB0".parse::<EboardSpec>(),
            Ok(EboardSpec::Dgt(PathBuf::from("/dev/ttyUSB0")))
        );
        assert_eq!(
            " DGT:COM3 ".parse::<EboardSpec>(),
            Ok(EboardSpec::Dgt(PathBuf::from("COM3")))
        );
        assert!(matches!(
            "/dev/ttyUSB0".parse::<EboardSpec>(),
            Err(SpecError::NoKind(_))
        ));
        assert!(matches!(
            "millennium:/dev/ttyUSB0".parse::<EboardSpec>(),
            Err(SpecError::UnknownKind(_))
        ));
        assert!(matches!(
            "dgt:".parse::<EboardSpec>(),
            Err(SpecError::NoPath(_))
        ));
    }
}
