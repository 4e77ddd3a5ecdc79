//! Short sound cues (move, capture, check, illegal move, low time).
//!
//! Cues only accompany speech: everything a cue means is also said, so a missing player
//! program or a muted machine loses nothing. The WAV files in `audio/cues/` are made by
//! [`render`] (run `cargo run --example make_cues` to write them again); a test checks that
//! the committed files are exactly what [`render`] produces. They are embedded in the binary
//! and written to a private temporary folder for the player program.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A sound cue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Cue {
    /// A move was made.
    Move,
    /// A move captured a piece.
    Capture,
    /// A move gives check.
    Check,
    /// An input was refused (illegal move, unknown command).
    Illegal,
    /// A clock is running low.
    LowTime,
    /// The microphone opens: voice input listens now (its meaning is said once, when voice
    /// input starts: "after the tone, announce the move").
    Listen,
}

/// Sample rate of the cues (mono, 16-bit PCM).
pub const SAMPLE_RATE: u32 = 22_050;

/// A tone: frequency in Hz (0 for silence) and length in milliseconds.
type Tone = (u32, u32);

impl Cue {
    /// All cues.
    pub const ALL: [Cue; 6] = [
        Cue::Move,
        Cue::Capture,
        Cue::Check,
        Cue::Illegal,
        Cue::LowTime,
        Cue::Listen,
    ];

    /// The file name in `audio/cues/`.
    pub fn file_name(self) -> &'static str {
        match self {
            Cue::Move => "move.wav",
            Cue::Capture => "capture.wav",
            Cue::Check => "check.wav",
            Cue::Illegal => "illegal.wav",
            Cue::LowTime => "low-time.wav",
            Cue::Listen => "listen.wav",
        }
    }

    /// The committed WAV file, embedded at build time.
    pub fn embedded(self) -> &'static [u8] {
        match self {
            Cue::Move => include_bytes!("../../audio/cues/move.wav"),
            Cue::Capture => include_bytes!("../../audio/cues/capture.wav"),
            Cue::Check => include_bytes!("../../audio/cues/check.wav"),
            Cue::Illegal => include_bytes!("../../audio/cues/illegal.wav"),
            Cue::LowTime => include_bytes!("../../audio/cues/low-time.wav"),
            Cue::Listen => include_bytes!("../../audio/cues/listen.wav"),
        }
    }

    fn tones(self) -> &'static [Tone] {
        match self {
            // One soft, short mid tone.
            Cue::Move => &[(660, 70)],
            // Falling pair: something was taken.
            Cue::Capture => &[(880, 60), (0, 15), (587, 90)],
            // Two quick high tones.
            Cue::Check => &[(1320, 55), (0, 45), (1320, 55)],
            // Low, longer, rough (two close low tones one after the other).
            Cue::Illegal => &[(196, 110), (185, 130)],
            // Three ticks.
            Cue::LowTime => &[(1000, 35), (0, 80), (1000, 35), (0, 80), (1000, 35)],
            // Rising pair, like a question: speak now.
            Cue::Listen => &[(523, 60), (0, 20), (784, 90)],
        }
    }

    /// How long the cue sounds.
    pub fn length(self) -> std::time::Duration {
        let ms: u32 = self.tones().iter().map(|(_, ms)| ms).sum();
        std::time::Duration::from_millis(u64::from(ms))
    }
}

/// sin(2πx) for x in turns, with only additions and multiplications (so every platform
/// computes the same samples and the committed files stay reproducible).
fn sine_turns(x: f64) -> f64 {
    // Fold into [-0.25, 0.25] turns, where sin is odd and monotonic.
    let mut t = x - x.floor(); // [0, 1)
    if t >= 0.5 {
        return -sine_turns(t - 0.5);
    }
    if t > 0.25 {
        t = 0.5 - t;
    }
    let r = t * 2.0 * std::f64::consts::PI; // [0, π/2]
    let r2 = r * r;
    // Taylor series to r^11: error below 1e-8 on [0, π/2].
    r * (1.0
        - r2 / 6.0 * (1.0 - r2 / 20.0 * (1.0 - r2 / 42.0 * (1.0 - r2 / 72.0 * (1.0 - r2 / 110.0)))))
}

fn samples(tones: &[Tone]) -> Vec<i16> {
    let mut out = Vec::new();
    let ramp = (SAMPLE_RATE / 200) as usize; // 5 ms fade in and out: no clicks
    for &(freq, ms) in tones {
        let n = (SAMPLE_RATE * ms / 1000) as usize;
        for i in 0..n {
            if freq == 0 {
                out.push(0);
                continue;
            }
            let edge = i.min(n - 1 - i);
            let envelope = if edge < ramp {
                edge as f64 / ramp as f64
            } else {
                1.0
            };
            let phase = f64::from(freq) * i as f64 / f64::from(SAMPLE_RATE);
            let value = 0.35 * envelope * sine_turns(phase) * f64::from(i16::MAX);
            out.push(value.round() as i16);
        }
    }
    out
}

/// The WAV file of `cue`, computed (what `examples/make_cues.rs` writes to `audio/cues/`).
pub fn render(cue: Cue) -> Vec<u8> {
    let data = samples(cue.tones());
    let data_len = u32::try_from(data.len() * 2).unwrap_or(u32::MAX);
    let mut wav = Vec::with_capacity(44 + data.len() * 2);
    wav.extend_from_slice(b"RIFF");
    wav.extend_from_slice(&(36 + data_len).to_le_bytes());
    wav.extend_from_slice(b"WAVEfmt ");
    wav.extend_from_slice(&16u32.to_le_bytes()); // fmt chunk size
    wav.extend_from_slice(&1u16.to_le_bytes()); // PCM
    wav.extend_from_slice(&1u16.to_le_bytes()); // mono
    wav.extend_from_slice(&SAMPLE_RATE.to_le_bytes());
    wav.extend_from_slice(&(SAMPLE_RATE * 2).to_le_bytes()); // bytes per second
    wav.extend_from_slice(&2u16.to_le_bytes()); // block align
    wav.extend_from_slice(&16u16.to_le_bytes()); // bits per sample
    wav.extend_from_slice(b"data");
    wav.extend_from_slice(&data_len.to_le_bytes());
    for s in data {
        wav.extend_from_slice(&s.to_le_bytes());
    }
    wav
}

/// A program that plays a WAV file given as its last argument.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerProgram {
    /// The program.
    pub program: PathBuf,
    /// Arguments before the file.
    pub args: Vec<String>,
}

/// The first sound player found in `path` (a `PATH`-style list): `paplay`, `pw-play`,
/// `aplay -q`, or `afplay` (macOS).
pub fn find_player(path: Option<&std::ffi::OsStr>) -> Option<PlayerProgram> {
    let candidates: [(&str, &[&str]); 4] = [
        ("paplay", &[]),
        ("pw-play", &[]),
        ("aplay", &["-q"]),
        ("afplay", &[]),
    ];
    let dirs: Vec<PathBuf> = path.map(|p| std::env::split_paths(p).collect())?;
    candidates.iter().find_map(|(name, args)| {
        dirs.iter()
            .map(|d| d.join(name))
            .find(|p| p.is_file())
            .map(|program| PlayerProgram {
                program,
                args: args.iter().map(|a| (*a).to_owned()).collect(),
            })
    })
}

/// Plays cues through a player program without waiting for it. A new cue cuts the one still
/// playing. Never fails: without a player, or when turned off, it does nothing.
#[derive(Debug)]
pub struct CuePlayer {
    enabled: bool,
    player: Option<PlayerProgram>,
    dir: Option<PathBuf>,
    playing: Option<Child>,
}

impl CuePlayer {
    /// A player using the first sound program found in `PATH`; `enabled` false plays nothing.
    pub fn new(enabled: bool) -> Self {
        let player = find_player(std::env::var_os("PATH").as_deref());
        Self::with_player(enabled, player)
    }

    /// A player using `player` (or none).
    pub fn with_player(enabled: bool, player: Option<PlayerProgram>) -> Self {
        CuePlayer {
            enabled,
            player,
            dir: None,
            playing: None,
        }
    }

    /// Turns cues on or off.
    pub fn set_enabled(&mut self, enabled: bool) {
        self.enabled = enabled;
        if !enabled {
            self.stop();
        }
    }

    /// Whether cues are on and a player program was found.
    pub fn is_active(&self) -> bool {
        self.enabled && self.player.is_some()
    }

    /// Writes the cue files into a private temporary folder, once.
    fn cue_dir(&mut self) -> Option<&Path> {
        if self.dir.is_none() {
            static NEXT: AtomicUsize = AtomicUsize::new(0);
            let n = NEXT.fetch_add(1, Ordering::Relaxed);
            let dir = std::env::temp_dir().join(format!("rochade-cues-{}-{n}", std::process::id()));
            std::fs::create_dir_all(&dir).ok()?;
            for cue in Cue::ALL {
                std::fs::write(dir.join(cue.file_name()), cue.embedded()).ok()?;
            }
            self.dir = Some(dir);
        }
        self.dir.as_deref()
    }

    fn stop(&mut self) {
        if let Some(mut child) = self.playing.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Whether the last cue still sounds: its player program has not ended (a player such as
    /// aplay ends when the sound has been played out).
    pub fn sounding(&mut self) -> bool {
        self.playing
            .as_mut()
            .is_some_and(|child| matches!(child.try_wait(), Ok(None)))
    }

    /// Starts playing `cue` and returns at once. Does nothing when off or without a player;
    /// a player that cannot be started is not tried again.
    pub fn play(&mut self, cue: Cue) {
        if !self.is_active() {
            return;
        }
        self.stop();
        let Some(file) = self.cue_dir().map(|d| d.join(cue.file_name())) else {
            self.player = None;
            return;
        };
        let Some(player) = &self.player else {
            return;
        };
        let started = Command::new(&player.program)
            .args(&player.args)
            .arg(&file)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn();
        match started {
            Ok(child) => self.playing = Some(child),
            Err(_) => self.player = None,
        }
    }
}

impl Drop for CuePlayer {
    fn drop(&mut self) {
        self.stop();
        if let Some(dir) = self.dir.take() {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn committed_cue_files_are_what_the_generator_makes() {
        for cue in Cue::ALL {
            assert!(
                cue.embedded() == render(cue).as_slice(),
                "audio/cues/{} differs from render(); run `cargo run --example make_cues`",
                cue.file_name()
            );
        }
    }

    #[test]
    fn cues_are_short_distinct_valid_wavs() {
        let mut seen = std::collections::HashSet::new();
        for cue in Cue::ALL {
            let wav = render(cue);
            assert_eq!(&wav[0..4], b"RIFF");
            assert_eq!(&wav[8..16], b"WAVEfmt ");
            let data_len = u32::from_le_bytes([wav[40], wav[41], wav[42], wav[43]]) as usize;
            assert_eq!(wav.len(), 44 + data_len);
            let seconds = data_len as f64 / 2.0 / f64::from(SAMPLE_RATE);
            assert!(seconds > 0.03 && seconds < 0.4, "{cue:?}: {seconds}s");
            assert!(seen.insert(wav), "{cue:?} sounds like another cue");
        }
    }

    #[test]
    fn sine_is_accurate() {
        for i in 0..1000 {
            let x = f64::from(i) / 997.0;
            let exact = (x * 2.0 * std::f64::consts::PI).sin();
            assert!((sine_turns(x) - exact).abs() < 1e-6, "{x}");
        }
    }

    #[test]
    fn without_a_player_or_when_off_nothing_happens() {
        let mut none = CuePlayer::with_player(true, None);
        none.play(Cue::Move);
        assert!(!none.is_active());
        let mut off = CuePlayer::with_player(
            false,
            Some(PlayerProgram {
                program: PathBuf::from("/nonexistent/player"),
                args: vec![],
            }),
        );
        off.play(Cue::Move);
        assert!(off.playing.is_none() && off.dir.is_none());
    }

    #[test]
    fn a_player_that_cannot_start_is_dropped_silently() {
        let mut p = CuePlayer::with_player(
            true,
            Some(PlayerProgram {
                program: PathBuf::from("/nonexistent/rochade-test/player"),
                args: vec![],
            }),
        );
        p.play(Cue::Check);
        assert!(!p.is_active());
    }

    #[test]
    fn find_player_looks_in_the_given_path_only() {
        assert_eq!(find_player(None), None);
        assert_eq!(
            find_player(Some(std::ffi::OsStr::new("/nonexistent/rochade"))),
            None
        );
    }

    #[cfg(unix)]
    #[test]
    fn the_player_gets_the_cue_file_and_does_not_wait() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let copy = dir.path().join("played.wav");
        let program = dir.path().join("player");
        let script = format!(
            "#!/bin/sh\ncp \"$2\" '{}.tmp' && mv '{0}.tmp' '{0}'\n",
            copy.display()
        );
        std::fs::write(&program, script).unwrap();
        std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).unwrap();
        let mut player = CuePlayer::with_player(
            true,
            Some(PlayerProgram {
                program,
                args: vec!["-q".into()],
            }),
        );
        player.play(Cue::Capture);
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
        while !copy.exists() {
            assert!(std::time::Instant::now() < deadline, "the player never ran");
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        assert_eq!(std::fs::read(&copy).unwrap(), Cue::Capture.embedded());
        let cue_dir = player.dir.clone().unwrap();
        drop(player);
        assert!(!cue_dir.exists(), "the cue folder is removed");
    }
}
