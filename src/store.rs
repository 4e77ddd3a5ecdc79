//! Writing the files rochade keeps (keys, journals repaired, pairings, a joined board's
//! requests, the boards paired with, the live PGN), all in one way: the new content goes to a
//! temporary file in the same directory, which is synced to disk and renamed over the old
//! file, and then the directory is synced so that the rename itself survives a power cut.
//!
//! A reader (or rochade after a crash) finds the old file or the new one, never a part of
//! either; a write that fails leaves the old file as it was and no temporary file behind.

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Who may read a file written here.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// As any new file (the process's umask decides).
    Shared,
    /// The owner only (mode 600 on unix): for secret keys.
    Private,
}

/// Writes `bytes` to `path` as a whole, readable as any new file: see the module's
/// documentation.
///
/// # Errors
/// When the temporary file cannot be created, written or synced, or cannot be renamed over
/// `path`; the old file is then left as it was.
pub fn write(path: &Path, bytes: impl AsRef<[u8]>) -> io::Result<()> {
    write_with(path, Access::Shared, |f| f.write_all(bytes.as_ref()))
}

/// Writes `bytes` to `path` as a whole, readable by the owner only (mode 600 on unix, also
/// when an older file had another mode).
///
/// # Errors
/// As [`write()`].
pub fn write_private(path: &Path, bytes: impl AsRef<[u8]>) -> io::Result<()> {
    write_with(path, Access::Private, |f| f.write_all(bytes.as_ref()))
}

/// Writes `path` as a whole with what `fill` writes into the (new, empty) temporary file.
///
/// # Errors
/// As [`write()`], and whatever `fill` returns.
pub fn write_with(
    path: &Path,
    access: Access,
    fill: impl FnOnce(&mut File) -> io::Result<()>,
) -> io::Result<()> {
    let tmp = temporary(path);
    let result = create(&tmp, access).and_then(|mut file| {
        fill(&mut file)?;
        file.sync_all()?;
        drop(file);
        std::fs::rename(&tmp, path)
    });
    if let Err(e) = result {
        let _ = std::fs::remove_file(&tmp);
        return Err(e);
    }
    sync_directory(path);
    Ok(())
}

/// A name beside `path` that no other write uses: hidden, with the process and a counter,
/// ending in `.tmp` (so that nothing looking for journals or keys takes it for one).
fn temporary(path: &Path) -> PathBuf {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "file".to_owned());
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let tmp = format!(".{name}.{}-{n}.tmp", std::process::id());
    match path.parent().filter(|d| !d.as_os_str().is_empty()) {
        Some(dir) => dir.join(tmp),
        None => PathBuf::from(tmp),
    }
}

fn create(tmp: &Path, access: Access) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    if access == Access::Private {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let file = options.open(tmp)?;
    #[cfg(unix)]
    if access == Access::Private {
        // The umask may have taken bits away: the owner must still read and write it.
        use std::os::unix::fs::PermissionsExt;
        if let Err(e) = file.set_permissions(std::fs::Permissions::from_mode(0o600)) {
            drop(file);
            let _ = std::fs::remove_file(tmp);
            return Err(e);
        }
    }
    #[cfg(not(unix))]
    let _ = access;
    Ok(file)
}

/// Syncs the directory holding `path`, so that the rename is on disk too (best effort: some
/// systems cannot open a directory for that).
fn sync_directory(path: &Path) {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let _ = File::open(dir).and_then(|d| d.sync_all());
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(dir: &Path) -> Vec<String> {
        let mut all: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        all.sort();
        all
    }

    #[test]
    fn writing_replaces_the_file_as_a_whole() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("live.pgn");
        write(&path, "one").unwrap();
        write(&path, "two").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "two");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn a_failed_write_leaves_the_old_file_and_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("pairings.json");
        write(&path, "old").unwrap();
        let failed = write_with(&path, Access::Shared, |f| {
            f.write_all(b"half of the n")?;
            Err(io::Error::other("disk full"))
        });
        assert!(failed.is_err());
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "old");
        assert_eq!(names(dir.path()), ["pairings.json"]);
    }

    #[test]
    fn a_failed_rename_leaves_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("taken");
        std::fs::create_dir(&path).unwrap();
        std::fs::write(path.join("inside"), "kept").unwrap();
        assert!(write(&path, "new").is_err());
        assert_eq!(names(dir.path()), ["taken"]);
        assert_eq!(
            std::fs::read_to_string(path.join("inside")).unwrap(),
            "kept"
        );
    }

    #[test]
    fn a_file_in_a_missing_directory_is_an_error() {
        let dir = tempfile::tempdir().unwrap();
        assert!(write(&dir.path().join("no/such/file"), "x").is_err());
        assert!(names(dir.path()).is_empty());
    }

    #[cfg(unix)]
    #[test]
    fn a_private_file_is_the_owners_only_even_over_a_readable_one() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("key");
        write(&path, "public").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
        write_private(&path, "secret").unwrap();
        let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "secret");
        assert_eq!(names(dir.path()), ["key"]);
    }
}
