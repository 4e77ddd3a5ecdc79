//! Writes the sound cues to `audio/cues/` (deterministic: the same bytes on every run).
//!
//! Run from the repository root: `cargo run --example make_cues`.

use std::path::Path;

use rochade::speech::cues::{Cue, render};

fn main() -> std::io::Result<()> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("audio")
        .join("cues");
    std::fs::create_dir_all(&dir)?;
    for cue in Cue::ALL {
        let path = dir.join(cue.file_name());
        std::fs::write(&path, render(cue))?;
        println!("wrote {}", path.display());
    }
    Ok(())
}
