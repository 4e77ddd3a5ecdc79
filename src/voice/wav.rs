//! Recordings: WAV files read into 16 kHz mono samples, the recogniser's input, with bounded
//! length and size (a recording of a move is a few seconds).

use std::path::Path;

use hound::{SampleFormat, WavReader, WavSpec, WavWriter};

use super::VoiceError;

/// The sample rate the recogniser hears.
pub const RATE: u32 = 16_000;

/// The longest recording heard, in seconds.
pub const MAX_SECONDS: u32 = 10;

/// The largest recording file read, in megabytes (10 s of 48 kHz stereo 16-bit is 1.9 MB).
pub const MAX_MEGABYTES: u32 = 5;

/// [`MAX_MEGABYTES`] in bytes.
pub const MAX_BYTES: u64 = MAX_MEGABYTES as u64 * 1024 * 1024;

/// The lowest and highest sample rates read (resampled to [`RATE`]).
pub const RATES: std::ops::RangeInclusive<u32> = 8_000..=96_000;

/// How far below the loudest frame (in decibels) a frame still counts as sound when the
/// silence around a recording is cut ([`Audio::trimmed`]).
pub const SPEECH_DB: f64 = 35.0;

/// How far above the room's noise (the loudness of the quietest tenth of a recording's
/// frames, in decibels) a frame must be to count as sound when the silence around it is cut
/// ([`Audio::trimmed`]). A hall's murmur left around the words is fitted by the first and
/// last words, for the grammar has no word for silence: with pink noise 24 dB under the
/// voice, 10 of 200 German announcements of real games were heard as another move and 14
/// not at all; with the murmur cut, 3 and 9 (6 dB: 7 and 15 with an echo as well; 15 dB: 5
/// and 10; 10 dB: 6 and 5).
pub const ABOVE_NOISE_DB: f64 = 10.0;

/// The loudness (root mean square of a 10 ms frame's samples) below which a frame is quiet
/// however quiet the loudest is: about 50 dB below full scale, the faint tail a voice leaves
/// after a word. A recogniser without silence words must fit its words to what is kept, and
/// a short "nein" with its tail kept was heard as nothing.
pub const QUIET: f64 = 100.0;

/// How little the loudness of a steady sound varies ([`Audio::is_steady`]): its frames'
/// standard deviation against their mean.
pub const STEADY: f64 = 0.15;

/// The normalised autocorrelation at a voice's pitch above which a step of sound is voiced
/// ([`Audio::voiced_steps`]).
pub const VOICED: f64 = 0.5;

/// A recording: 16-bit samples, mono, at [`RATE`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Audio {
    /// The samples.
    pub samples: Vec<i16>,
}

impl Audio {
    /// How long it lasts, in seconds.
    pub fn seconds(&self) -> f64 {
        self.samples.len() as f64 / f64::from(RATE)
    }

    /// The part of the recording that holds sound: from 20 ms before the first 10 ms frame
    /// whose loudness comes within [`SPEECH_DB`] of the loudest frame's (and is above
    /// [`QUIET`] and [`ABOVE_NOISE_DB`] above the room's noise) to 20 ms after the last one (with 50 ms of a synthesised voice's digital
    /// silence kept, a short "nein" was heard as nothing). The recogniser's grammar has no word for silence (silence words swallow
    /// whole words), so the silence around a recording is cut before it is heard. A
    /// recording without sound stays as it is.
    pub fn trimmed(&self) -> Audio {
        const FRAME: usize = RATE as usize / 100;
        const MARGIN: usize = 2;
        let energy: Vec<f64> = self
            .samples
            .chunks(FRAME)
            .map(|c| c.iter().map(|s| f64::from(*s).powi(2)).sum::<f64>() / c.len() as f64)
            .collect();
        let loudest = energy.iter().copied().fold(0.0, f64::max);
        if loudest <= 0.0 {
            return self.clone();
        }
        let mut sorted = energy.clone();
        sorted.sort_by(f64::total_cmp);
        let noise = sorted.get(sorted.len() / 10).copied().unwrap_or(0.0);
        // A floor above the loudest frame (noise alone) keeps the whole recording.
        let floor = (loudest * 10f64.powf(-SPEECH_DB / 10.0))
            .max(QUIET.powi(2))
            .max(noise * 10f64.powf(ABOVE_NOISE_DB / 10.0));
        let first = energy.iter().position(|e| *e >= floor).unwrap_or(0);
        let last = energy
            .iter()
            .rposition(|e| *e >= floor)
            .unwrap_or(energy.len());
        let start = first.saturating_sub(MARGIN) * FRAME;
        let end = ((last + 1 + MARGIN) * FRAME).min(self.samples.len());
        Audio {
            samples: self.samples.get(start..end).unwrap_or_default().to_vec(),
        }
    }

    /// Whether the sound is steady: the loudness of its 10 ms frames varies by less than
    /// [`STEADY`] of their mean (a hum, a tone, a fan), which no spoken word does. A steady
    /// hum fits a short nasal word ("no", "nein") as well as any sounds do, so a recogniser
    /// would take it for an answer.
    pub fn is_steady(&self) -> bool {
        const FRAME: usize = RATE as usize / 100;
        let levels: Vec<f64> = self
            .samples
            .chunks_exact(FRAME)
            .map(|c| (c.iter().map(|s| f64::from(*s).powi(2)).sum::<f64>() / FRAME as f64).sqrt())
            .collect();
        if levels.len() < 2 {
            return false;
        }
        let n = levels.len() as f64;
        let mean = levels.iter().sum::<f64>() / n;
        if mean <= 0.0 {
            return false;
        }
        let var = levels.iter().map(|l| (l - mean).powi(2)).sum::<f64>() / n;
        var.sqrt() / mean < STEADY
    }

    /// How many of its 20 ms steps are voiced: loud (at least a tenth of the loudest step's
    /// level) and periodic at a voice's pitch (50 to 400 Hz: the normalised autocorrelation of
    /// the sound's differences, 40 ms at a time, reaches [`VOICED`]). Every announcement has
    /// vowels; noise and a cough (breath through the throat) have hardly any. The differences
    /// take out the slow swell of low noise (brown noise's neighbouring samples are alike at
    /// any lag a voice has); the sound is halved to 8 kHz first (pitch needs no more).
    pub fn voiced_steps(&self) -> usize {
        const HALF: usize = RATE as usize / 2;
        const STEP: usize = HALF / 50;
        const WINDOW: usize = HALF / 25;
        let lags = (HALF / 400)..=(HALF / 50);
        let halved: Vec<f64> = self
            .samples
            .chunks_exact(2)
            .map(|p| f64::from(p[0]) + f64::from(p[1]))
            .collect();
        let d: Vec<f64> = halved.windows(2).map(|w| w[1] - w[0]).collect();
        let starts: Vec<usize> = (0..d.len().saturating_sub(WINDOW)).step_by(STEP).collect();
        let level = |at: usize| d[at..at + WINDOW].iter().map(|x| x * x).sum::<f64>();
        let loudest = starts.iter().map(|&at| level(at)).fold(0.0, f64::max);
        if loudest <= 0.0 {
            return 0;
        }
        starts
            .iter()
            .filter(|&&at| level(at) >= loudest / 100.0)
            .filter(|&&at| {
                let w = &d[at..at + WINDOW];
                lags.clone().any(|lag| {
                    let (a, b) = (&w[..WINDOW - lag], &w[lag..]);
                    let ab: f64 = a.iter().zip(b).map(|(x, y)| x * y).sum();
                    let aa: f64 = a.iter().map(|x| x * x).sum();
                    let bb: f64 = b.iter().map(|x| x * x).sum();
                    aa > 0.0 && bb > 0.0 && ab / (aa * bb).sqrt() >= VOICED
                })
            })
            .count()
    }

    /// Writes it as a 16 kHz mono 16-bit WAV file.
    ///
    /// # Errors
    /// What the WAV writer says.
    pub fn write(&self, path: &Path) -> Result<(), hound::Error> {
        let spec = WavSpec {
            channels: 1,
            sample_rate: RATE,
            bits_per_sample: 16,
            sample_format: SampleFormat::Int,
        };
        let mut w = WavWriter::create(path, spec)?;
        for s in &self.samples {
            w.write_sample(*s)?;
        }
        w.finalize()
    }
}

/// Reads the WAV file `path`: any rate in [`RATES`] (resampled), mono or several channels
/// (mixed), integer samples of 8 to 32 bits or float samples. Refuses, in words, a file larger
/// than [`MAX_BYTES`] or a recording longer than [`MAX_SECONDS`] before reading its samples.
///
/// # Errors
/// [`VoiceError::TooLarge`], [`VoiceError::TooLong`], [`VoiceError::Format`], or
/// [`VoiceError::Unreadable`] for what is not WAV.
pub fn read(path: &Path) -> Result<Audio, VoiceError> {
    let file = path.display().to_string();
    let unreadable = |e: &dyn std::fmt::Display| VoiceError::Unreadable {
        file: file.clone(),
        detail: e.to_string(),
    };
    let size = std::fs::metadata(path).map_err(|e| unreadable(&e))?.len();
    if size > MAX_BYTES {
        return Err(VoiceError::TooLarge {
            file,
            max_megabytes: MAX_MEGABYTES,
        });
    }
    let mut reader = WavReader::open(path).map_err(|e| unreadable(&e))?;
    let spec = reader.spec();
    let format = |detail: String| VoiceError::Format {
        file: file.clone(),
        detail,
    };
    if !RATES.contains(&spec.sample_rate) {
        return Err(format(format!("{} Hz", spec.sample_rate)));
    }
    if spec.channels == 0 {
        return Err(format("no channels".to_owned()));
    }
    let frames = u64::from(reader.duration());
    if frames > u64::from(MAX_SECONDS) * u64::from(spec.sample_rate) {
        return Err(VoiceError::TooLong {
            file,
            max: MAX_SECONDS,
        });
    }
    // Every sample as a float in [-1, 1].
    let mut mono: Vec<f32> = Vec::with_capacity(usize::try_from(frames).unwrap_or(0));
    let channels = usize::from(spec.channels);
    let mut frame_sum = 0.0f32;
    let mut in_frame = 0usize;
    let mut add = |x: f32, mono: &mut Vec<f32>| {
        frame_sum += x;
        in_frame += 1;
        if in_frame == channels {
            mono.push(frame_sum / channels as f32);
            frame_sum = 0.0;
            in_frame = 0;
        }
    };
    match (spec.sample_format, spec.bits_per_sample) {
        (SampleFormat::Int, bits @ 8..=32) => {
            let scale = (1u64 << (bits - 1)) as f32;
            for s in reader.samples::<i32>() {
                let s = s.map_err(|e| unreadable(&e))?;
                add(s as f32 / scale, &mut mono);
            }
        }
        (SampleFormat::Float, 32) => {
            for s in reader.samples::<f32>() {
                let s = s.map_err(|e| unreadable(&e))?;
                add(s, &mut mono);
            }
        }
        (f, bits) => {
            let kind = if f == SampleFormat::Float {
                "float"
            } else {
                "integer"
            };
            return Err(format(format!("{bits}-bit {kind} samples")));
        }
    }
    Ok(Audio {
        samples: resample(&mono, spec.sample_rate),
    })
}

/// `mono` at `rate` to 16-bit samples at [`RATE`] (linear interpolation, enough for speech
/// recorded at a common rate).
fn resample(mono: &[f32], rate: u32) -> Vec<i16> {
    let to_i16 = |x: f32| (x.clamp(-1.0, 1.0) * f32::from(i16::MAX)) as i16;
    if rate == RATE {
        return mono.iter().map(|x| to_i16(*x)).collect();
    }
    let step = f64::from(rate) / f64::from(RATE);
    let count = (mono.len() as f64 / step) as usize;
    (0..count)
        .map(|i| {
            let at = i as f64 * step;
            let j = at as usize;
            let frac = (at - j as f64) as f32;
            let a = mono.get(j).copied().unwrap_or(0.0);
            let b = mono.get(j + 1).copied().unwrap_or(a);
            to_i16(a + (b - a) * frac)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_voice_is_voiced_and_noise_is_not() {
        // A buzz at 150 Hz with its harmonics (a vowel's source) and rising loudness.
        let voice = Audio {
            samples: (0..16_000)
                .map(|i| {
                    let phase = (i % 107) as f64 / 107.0;
                    (phase * 8000.0 * (1.0 + i as f64 / 16_000.0)) as i16
                })
                .collect(),
        };
        assert!(voice.voiced_steps() > 40, "{}", voice.voiced_steps());
        // Noise from a small generator, swelling and dying as a cough does.
        let mut seed = 29u64;
        let noise = Audio {
            samples: (0..8_000)
                .map(|i| {
                    seed = seed
                        .wrapping_mul(6_364_136_223_846_793_005)
                        .wrapping_add(1_442_695_040_888_963_407);
                    let swell = (i as f64 / 8_000.0 * std::f64::consts::PI).sin();
                    (((seed >> 49) as f64 - 16_384.0) * swell) as i16
                })
                .collect(),
        };
        assert_eq!(noise.voiced_steps(), 0);
        assert_eq!(
            Audio {
                samples: vec![0; 16_000]
            }
            .voiced_steps(),
            0
        );
    }

    fn write(path: &Path, rate: u32, channels: u16, seconds: f32) {
        let spec = WavSpec {
            channels,
            sample_rate: rate,
            bits_per_sample: 16,
            sample_format: SampleFormat::Int,
        };
        let mut w = WavWriter::create(path, spec).unwrap_or_else(|e| panic!("{e}"));
        let n = (rate as f32 * seconds) as usize * usize::from(channels);
        for i in 0..n {
            w.write_sample(((i % 100) as i16 - 50) * 100)
                .unwrap_or_else(|e| panic!("{e}"));
        }
        w.finalize().unwrap_or_else(|e| panic!("{e}"));
    }

    fn dir() -> std::path::PathBuf {
        let d = std::env::temp_dir().join(format!("rochade-wav-test-{}", std::process::id()));
        std::fs::create_dir_all(&d).unwrap_or_else(|e| panic!("{e}"));
        d
    }

    #[test]
    fn reads_and_resamples() {
        let d = dir();
        let p = d.join("a.wav");
        write(&p, 16_000, 1, 1.0);
        assert_eq!(read(&p).map(|a| a.samples.len()).ok(), Some(16_000));
        write(&p, 44_100, 2, 2.0);
        let a = read(&p).unwrap_or_else(|e| panic!("{e}"));
        assert!((a.seconds() - 2.0).abs() < 0.01, "{}", a.seconds());
        let _ = std::fs::remove_dir_all(d.join("a.wav"));
    }

    #[test]
    fn a_hum_is_steady_and_a_word_is_not() {
        let hum: Vec<i16> = (0..16_000)
            .map(|i| {
                (8000.0 * (f64::from(i) * 100.0 * std::f64::consts::TAU / 16_000.0).sin()) as i16
            })
            .collect();
        assert!(
            Audio {
                samples: hum.clone()
            }
            .is_steady()
        );
        // The same tone rising and falling, as a word's loudness does.
        let word: Vec<i16> = hum
            .iter()
            .enumerate()
            .map(|(i, s)| {
                (f64::from(*s) * (i as f64 * std::f64::consts::PI / 16_000.0).sin()) as i16
            })
            .collect();
        assert!(!Audio { samples: word }.is_steady());
        assert!(!Audio::default().is_steady());
    }

    #[test]
    fn silence_around_the_sound_is_cut() {
        let mut samples = vec![0i16; 16_000];
        for (i, s) in samples.iter_mut().enumerate().skip(6_000).take(4_000) {
            *s = if i % 2 == 0 { 8_000 } else { -8_000 };
        }
        let a = Audio { samples }.trimmed();
        // The frames of sound (from 6,000 to 10,000: frames 37 to 62) and 2 frames of 160
        // samples either side.
        assert_eq!(a.samples.len(), (62 - 37 + 1 + 4) * 160);
        let silence = Audio {
            samples: vec![0; 1_000],
        };
        assert_eq!(silence.trimmed(), silence);
        assert_eq!(Audio::default().trimmed(), Audio::default());
    }

    #[test]
    fn the_rooms_noise_around_the_sound_is_cut_as_silence_is() {
        // A hall's murmur under the whole recording, 27 dB under the sound: within
        // SPEECH_DB of the loudest frame, but the quietest tenth of the frames tells it.
        let mut seed = 29u32;
        let mut samples: Vec<i16> = (0..16_000)
            .map(|_| {
                seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                i16::try_from((seed >> 16) % 701).unwrap_or(0) - 350
            })
            .collect();
        for (i, s) in samples.iter_mut().enumerate().skip(6_000).take(4_000) {
            *s += if i % 2 == 0 { 8_000 } else { -8_000 };
        }
        let a = Audio { samples }.trimmed();
        assert_eq!(a.samples.len(), (62 - 37 + 1 + 4) * 160);
        // Noise alone, without a louder part, is kept whole (it is for the recogniser's
        // checks to find no word in it).
        let murmur = Audio {
            samples: (0..8_000).map(|i| [120, -90, 200, -150][i % 4]).collect(),
        };
        assert_eq!(murmur.trimmed(), murmur);
    }

    #[test]
    fn refuses_what_is_too_long_too_large_or_not_wav() {
        let d = dir();
        let long = d.join("long.wav");
        write(&long, 8_000, 1, 11.0);
        assert!(matches!(
            read(&long),
            Err(VoiceError::TooLong { max: 10, .. })
        ));
        let large = d.join("large.wav");
        std::fs::write(&large, vec![0u8; 6 * 1024 * 1024]).unwrap_or_else(|e| panic!("{e}"));
        assert!(matches!(read(&large), Err(VoiceError::TooLarge { .. })));
        let text = d.join("text.wav");
        std::fs::write(&text, "Springer Felix drei").unwrap_or_else(|e| panic!("{e}"));
        assert!(matches!(read(&text), Err(VoiceError::Unreadable { .. })));
        let slow = d.join("slow.wav");
        write(&slow, 4_000, 1, 1.0);
        assert!(matches!(read(&slow), Err(VoiceError::Format { .. })));
        assert!(matches!(
            read(&d.join("missing.wav")),
            Err(VoiceError::Unreadable { .. })
        ));
        for f in [long, large, text, slow] {
            let _ = std::fs::remove_file(f);
        }
    }
}
