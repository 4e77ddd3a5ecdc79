//! Names the build for `rochade --version`: the package version and, when built from a git
//! checkout with git available, the commit. Outside git the version alone is used; nothing
//! here can fail the build.

use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    if !out.status.success() {
        return None;
    }
    let text = String::from_utf8(out.stdout).ok()?;
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_owned())
}

fn main() {
    let version = env!("CARGO_PKG_VERSION");
    let commit = git(&["rev-parse", "--short=12", "HEAD"]);
    let full = match commit {
        Some(c) => format!("{version} (git {c})"),
        None => version.to_owned(),
    };
    println!("cargo:rustc-env=ROCHADE_VERSION={full}");
    // Build again when the checked-out commit changes.
    for path in ["HEAD", "logs/HEAD"] {
        if let Some(p) = git(&["rev-parse", "--git-path", path]) {
            println!("cargo:rerun-if-changed={p}");
        }
    }
    println!("cargo:rerun-if-env-changed=ROCHADE_VERSION");
    println!("cargo:rerun-if-changed=build.rs");
}
