//! This board's static key (its identity for reconnections) and the peers' public keys.

use std::fmt;
use std::path::Path;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::{RESUME_PATTERN, SecureError, params};

/// Length of an X25519 key.
pub const KEY_LEN: usize = 32;

/// A board's public key, learnt from the other board at pairing; written as 64 hex digits.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PeerKey(pub [u8; KEY_LEN]);

/// This board's static X25519 key pair: who it is to the boards it paired with.
///
/// Generated once and kept in a file ([`StaticKey::save`], [`StaticKey::load`]); the private
/// key is never shown (its `Debug` prints the public key only).
#[derive(Clone)]
pub struct StaticKey {
    private: [u8; KEY_LEN],
    public: PeerKey,
}

/// Why a key file could not be written or read.
#[derive(Debug, thiserror::Error)]
pub enum KeyFileError {
    /// Reading or writing the file failed.
    #[error("key file: {0}")]
    Io(#[from] std::io::Error),
    /// The file does not hold a key in the expected form.
    #[error("key file: {0}")]
    Malformed(String),
    /// Others than the owner may read or write the file (unix mode shown in octal).
    #[error("key file: others may read it (mode {mode:o}); it must be 600")]
    Permissions {
        /// The file's permission bits.
        mode: u32,
    },
}

impl StaticKey {
    /// A new key pair from the operating system's random generator (through snow).
    ///
    /// # Errors
    /// [`SecureError::Protocol`] when no randomness or key generator is available.
    pub fn generate() -> Result<StaticKey, SecureError> {
        let pair = snow::Builder::new(params(RESUME_PATTERN)?)
            .generate_keypair()
            .map_err(|e| SecureError::Protocol(format!("key generation: {e}")))?;
        let private = pair.private.as_slice().try_into();
        let public = pair.public.as_slice().try_into();
        match (private, public) {
            (Ok(private), Ok(public)) => Ok(StaticKey {
                private,
                public: PeerKey(public),
            }),
            _ => Err(SecureError::Protocol("key generation: wrong length".into())),
        }
    }

    /// The public half, which the other board learns at pairing.
    pub fn public(&self) -> PeerKey {
        self.public
    }

    pub(super) fn private(&self) -> &[u8; KEY_LEN] {
        &self.private
    }

    /// The key pair as the text of a key file.
    fn to_text(&self) -> String {
        format!(
            "# rochade static key: keep this file private\nprivate = {}\npublic = {}\n",
            hex(&self.private),
            self.public
        )
    }

    /// Reads the text of a key file.
    fn from_text(text: &str) -> Result<StaticKey, KeyFileError> {
        let mut private = None;
        let mut public = None;
        for line in text.lines().map(str::trim) {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (name, value) = line
                .split_once('=')
                .ok_or_else(|| KeyFileError::Malformed(format!("not `name = value`: {line}")))?;
            let key = unhex(value.trim())
                .ok_or_else(|| KeyFileError::Malformed(format!("not a key: {}", name.trim())))?;
            match name.trim() {
                "private" => private = Some(key),
                "public" => public = Some(key),
                other => return Err(KeyFileError::Malformed(format!("unknown entry {other}"))),
            }
        }
        match (private, public) {
            (Some(private), Some(public)) => Ok(StaticKey {
                private,
                public: PeerKey(public),
            }),
            _ => Err(KeyFileError::Malformed(
                "needs a private and a public key".into(),
            )),
        }
    }

    /// Writes the key pair to `path`, readable by the owner only (mode 600 on unix), as a
    /// whole ([`crate::store::write_private`]).
    ///
    /// # Errors
    /// [`KeyFileError::Io`].
    pub fn save(&self, path: &Path) -> Result<(), KeyFileError> {
        crate::store::write_private(path, self.to_text())?;
        Ok(())
    }

    /// Reads a key pair written by [`StaticKey::save`].
    ///
    /// # Errors
    /// [`KeyFileError`]; on unix also when others than the owner may read or write the file
    /// ([`KeyFileError::Permissions`]), as ssh does for its keys.
    pub fn load(path: &Path) -> Result<StaticKey, KeyFileError> {
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(path)?.permissions().mode() & 0o777;
            if mode & 0o077 != 0 {
                return Err(KeyFileError::Permissions { mode });
            }
        }
        StaticKey::from_text(&std::fs::read_to_string(path)?)
    }
}

impl fmt::Debug for StaticKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("StaticKey")
            .field("public", &self.public)
            .finish_non_exhaustive()
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Option<[u8; KEY_LEN]> {
    if text.len() != 2 * KEY_LEN || !text.is_ascii() {
        return None;
    }
    let mut out = [0u8; KEY_LEN];
    for (i, byte) in out.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

impl fmt::Display for PeerKey {
    /// 64 lower-case hex digits.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&hex(&self.0))
    }
}

impl fmt::Debug for PeerKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PeerKey({self})")
    }
}

/// Text that is not 64 hex digits.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("a key is 64 hex digits")]
pub struct NotAKey;

impl FromStr for PeerKey {
    type Err = NotAKey;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        unhex(s.trim()).map(PeerKey).ok_or(NotAKey)
    }
}

impl Serialize for PeerKey {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for PeerKey {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_new_each_time_and_never_printed() {
        let a = StaticKey::generate().unwrap();
        let b = StaticKey::generate().unwrap();
        assert_ne!(a.public(), b.public());
        assert_ne!(a.private, b.private);
        let shown = format!("{a:?}");
        assert!(shown.contains(&a.public().to_string()));
        assert!(!shown.contains(&hex(&a.private)));
    }

    #[test]
    fn a_saved_key_loads_again_and_is_private() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("static.key");
        let key = StaticKey::generate().unwrap();
        key.save(&path).unwrap();
        let back = StaticKey::load(&path).unwrap();
        assert_eq!(back.private, key.private);
        assert_eq!(back.public(), key.public());
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode, 0o600);
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
            assert!(matches!(
                StaticKey::load(&path),
                Err(KeyFileError::Permissions { mode: 0o644 })
            ));
            // Saving again over it makes it private again.
            key.save(&path).unwrap();
            assert!(StaticKey::load(&path).is_ok());
        }
    }

    #[test]
    fn malformed_key_files_are_refused() {
        for text in [
            "",
            "private = 00\npublic = 00\n",
            "private = zz\n",
            "just words",
            &format!("private = {}\n", "ab".repeat(32)),
            &format!(
                "private = {0}\npublic = {0}\nsecret = {0}\n",
                "ab".repeat(32)
            ),
        ] {
            assert!(
                matches!(StaticKey::from_text(text), Err(KeyFileError::Malformed(_))),
                "{text}"
            );
        }
    }

    #[test]
    fn peer_keys_are_hex_in_text_and_json() {
        let key = StaticKey::generate().unwrap().public();
        let text = key.to_string();
        assert_eq!(text.len(), 64);
        assert_eq!(text.parse::<PeerKey>(), Ok(key));
        assert_eq!(text.to_uppercase().parse::<PeerKey>(), Ok(key));
        let json = serde_json::to_string(&vec![key]).unwrap();
        assert_eq!(json, format!("[\"{text}\"]"));
        assert_eq!(
            serde_json::from_str::<Vec<PeerKey>>(&json).unwrap(),
            vec![key]
        );
        assert_eq!("abc".parse::<PeerKey>(), Err(NotAKey));
        assert_eq!("é".repeat(32).parse::<PeerKey>(), Err(NotAKey));
    }
}
