//! A stand-in for the espeak-ng program: a shell script that appends each utterance it is
//! given to a file, one line each, so a test can read what the fallback voice said.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Writes the stand-in as `dir/bin/espeak-ng` (put `dir/bin` first in `PATH`); it appends each
/// utterance to `dir/espeak.txt`. Returns its path.
pub fn fake_espeak(dir: &Path) -> PathBuf {
    let bin = dir.join("bin");
    std::fs::create_dir_all(&bin).expect("bin folder");
    let program = bin.join("espeak-ng");
    let log = dir.join("espeak.txt");
    let script = format!(
        "#!/bin/sh\n[ \"$1\" = --version ] && exit 0\ntext=$(cat)\nprintf '%s\\n' \"$text\" >> '{}'\n",
        log.display()
    );
    std::fs::write(&program, script).expect("fake espeak-ng");
    std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    program
}

/// What the stand-in in `dir` has said so far, a line each.
pub fn espeak_said(dir: &Path) -> Vec<String> {
    std::fs::read_to_string(dir.join("espeak.txt"))
        .unwrap_or_default()
        .lines()
        .map(str::to_owned)
        .collect()
}

/// Waits at most `patience` until the stand-in in `dir` has said `count` lines; returns them.
pub fn wait_for_espeak(dir: &Path, count: usize, patience: Duration) -> Vec<String> {
    let deadline = Instant::now() + patience;
    loop {
        let said = espeak_said(dir);
        if said.len() >= count || Instant::now() > deadline {
            return said;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}
