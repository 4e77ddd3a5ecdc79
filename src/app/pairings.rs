//! The host's record of the boards it paired with: for each board's key, the game it was
//! paired in and the role and side the host gave it then.
//!
//! The host decides roles: a board's role and side are fixed when it pairs with the code, and
//! a board that comes back without a code gets exactly that role and side again, whatever its
//! hello asks. A pairing belongs to one game: a board paired in one game does not enter the
//! next without a new code, unless the host carries the pairings over (a new game started in
//! the same session, with the boards there). The host can list the pairings and revoke one.
//!
//! Kept in `keys/pairings.json` of the data directory, rewritten whole on every change (to a
//! new file, then renamed over the old one).

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use serde::{Deserialize, Serialize};

use crate::net::message::Side;
use crate::net::secure::PeerKey;
use crate::record::Role;

/// The longest name of a board that is kept and said, in characters.
pub const MAX_NAME_CHARS: usize = 40;

/// A board the host paired with.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pairing {
    /// The board's public key.
    pub key: PeerKey,
    /// The game it was paired in (or carried over to).
    pub game: String,
    /// What the host made it.
    pub role: Role,
    /// The colour it plays or assists, if any.
    pub side: Option<Side>,
    /// The name it gave, cleaned ([`clean_name`]).
    pub name: Option<String>,
}

/// The host's pairings, shared by the connections' threads.
#[derive(Debug, Default)]
pub struct Pairings {
    path: Option<PathBuf>,
    list: Mutex<Vec<Pairing>>,
}

impl Pairings {
    /// The pairings kept in `keys_dir/pairings.json` (none when the file is missing or cannot
    /// be read: every board then pairs again with the code).
    pub fn open(keys_dir: &Path) -> Pairings {
        let path = keys_dir.join("pairings.json");
        let list = std::fs::read(&path)
            .ok()
            .and_then(|b| serde_json::from_slice(&b).ok())
            .unwrap_or_default();
        Pairings {
            path: Some(path),
            list: Mutex::new(list),
        }
    }

    /// Pairings kept in memory only (tests).
    pub fn in_memory() -> Pairings {
        Pairings::default()
    }

    fn with<T>(&self, f: impl FnOnce(&mut Vec<Pairing>) -> (T, bool)) -> T {
        let mut list = match self.list.lock() {
            Ok(l) => l,
            Err(poisoned) => poisoned.into_inner(),
        };
        let (out, changed) = f(&mut list);
        if changed && let Some(path) = &self.path {
            save(path, &list);
        }
        out
    }

    /// Every pairing, oldest first.
    pub fn all(&self) -> Vec<Pairing> {
        self.with(|l| (l.clone(), false))
    }

    /// The pairings of `game`, oldest first.
    pub fn of_game(&self, game: &str) -> Vec<Pairing> {
        self.with(|l| {
            (
                l.iter().filter(|p| p.game == game).cloned().collect(),
                false,
            )
        })
    }

    /// The pairing of `key`, in whatever game.
    pub fn find(&self, key: &PeerKey) -> Option<Pairing> {
        self.with(|l| (l.iter().find(|p| p.key == *key).cloned(), false))
    }

    /// Records a pairing made with the code; returns the one it replaces (the same board
    /// paired before, in this game or another).
    pub fn pair(&self, pairing: Pairing) -> Option<Pairing> {
        self.with(|l| {
            let before = l
                .iter()
                .position(|p| p.key == pairing.key)
                .map(|i| l.remove(i));
            l.push(pairing);
            (before, true)
        })
    }

    /// Forgets the pairing of `key`: that board needs a code to come back.
    pub fn revoke(&self, key: &PeerKey) -> Option<Pairing> {
        self.with(|l| {
            let gone = l.iter().position(|p| p.key == *key).map(|i| l.remove(i));
            let changed = gone.is_some();
            (gone, changed)
        })
    }

    /// Carries the pairings of game `from` over to game `to` (a new game started with the
    /// same boards).
    pub fn carry_over(&self, from: &str, to: &str) {
        if from == to {
            return;
        }
        self.with(|l| {
            let mut changed = false;
            for p in l.iter_mut().filter(|p| p.game == from) {
                p.game = to.to_owned();
                changed = true;
            }
            ((), changed)
        });
    }
}

fn save(path: &Path, list: &[Pairing]) {
    let Ok(text) = serde_json::to_vec_pretty(list) else {
        return;
    };
    let _ = crate::store::write(path, text);
}

/// A board's name as it may be said: control and formatting characters removed, spaces
/// collapsed, at most [`MAX_NAME_CHARS`] characters; `None` when nothing is left.
pub fn clean_name(name: &str) -> Option<String> {
    let kept: String = name
        .chars()
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .filter(|c| !c.is_control() && !is_format(*c))
        .collect();
    let words: Vec<&str> = kept.split_whitespace().collect();
    let joined = words.join(" ");
    let cut: String = joined.chars().take(MAX_NAME_CHARS).collect();
    let cut = cut.trim().to_owned();
    (!cut.is_empty()).then_some(cut)
}

/// Invisible formatting characters (direction marks and overrides, zero-width characters):
/// they could change how the rest of a sentence is shown.
fn is_format(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{061C}'
            | '\u{180E}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{206F}'
            | '\u{FEFF}'
            | '\u{FFF9}'..='\u{FFFB}'
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(b: u8) -> PeerKey {
        PeerKey([b; 32])
    }

    fn pairing(b: u8, game: &str, role: Role) -> Pairing {
        Pairing {
            key: key(b),
            game: game.into(),
            role,
            side: None,
            name: None,
        }
    }

    #[test]
    fn pairings_belong_to_a_game_and_survive_a_restart() {
        let dir = tempfile::tempdir().unwrap();
        let p = Pairings::open(dir.path());
        assert_eq!(p.pair(pairing(1, "g1", Role::Viewer)), None);
        p.pair(pairing(2, "g1", Role::Opponent));
        assert_eq!(p.of_game("g1").len(), 2);
        assert!(p.of_game("g2").is_empty());
        // Paired again: the new pairing replaces the old, which is returned.
        let before = p.pair(pairing(1, "g1", Role::Arbiter));
        assert_eq!(before.map(|b| b.role), Some(Role::Viewer));
        let again = Pairings::open(dir.path());
        assert_eq!(again.all(), p.all());
        assert_eq!(again.find(&key(1)).map(|b| b.role), Some(Role::Arbiter));
        again.carry_over("g1", "g2");
        assert_eq!(again.of_game("g2").len(), 2);
        assert!(again.revoke(&key(2)).is_some());
        assert!(again.revoke(&key(2)).is_none());
        assert_eq!(Pairings::open(dir.path()).of_game("g2").len(), 1);
    }

    #[test]
    fn names_lose_control_characters_and_are_cut() {
        assert_eq!(
            clean_name("  Bella \n\t Bauer "),
            Some("Bella Bauer".into())
        );
        assert_eq!(clean_name("a\u{7}b\u{1b}[2Jc"), Some("ab[2Jc".into()));
        assert_eq!(clean_name("\u{202E}evil"), Some("evil".into()));
        assert_eq!(clean_name("\n\r "), None);
        let long = "x".repeat(60_000);
        assert_eq!(
            clean_name(&long).map(|n| n.chars().count()),
            Some(MAX_NAME_CHARS)
        );
    }
}
