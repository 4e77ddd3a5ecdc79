//! The player's own screen reader: whether one is running, and what rochade does about it.
//!
//! Almost every blind player starts the terminal with a screen reader (Orca, NVDA, JAWS,
//! VoiceOver) and keeps it running. With one, the full-screen view makes it read the whole
//! screen after every move and rochade's own voice says every sentence a second time. So when
//! a screen reader runs, rochade writes one plain line per event for it to read (line mode)
//! and keeps its own voice quiet (sound cues stay); the player can choose otherwise with
//! `--screen-reader off`, `--speech …` or `--full-screen` (and the settings of the same names).
//!
//! How a running screen reader is found ([`probe`]):
//! - Linux: the accessibility bus's `ScreenReaderEnabled` property (interface
//!   `org.a11y.Status` of `org.a11y.Bus` at `/org/a11y/bus` on the session bus), which Orca
//!   sets while it runs. The bus is asked only when that name has an owner, so no accessibility
//!   service is started for the question.
//! - Windows: `SystemParametersInfo(SPI_GETSCREENREADER)`, the flag NVDA, JAWS and Narrator
//!   set.
//! - macOS: VoiceOver's switch (`com.apple.universalaccess voiceOverOnOffKey`).
//!
//! The probe runs on a thread of its own and is given [`PROBE_LIMIT`]: a bus that does not
//! answer in time counts as "none found", never as a wait.

use std::sync::mpsc;
use std::time::Duration;

use serde::Deserialize;

/// How long the start waits for the probe at most.
pub const PROBE_LIMIT: Duration = Duration::from_millis(300);

/// What the player asked for (`--screen-reader`, setting `screen_reader`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum Choice {
    /// Find out whether a screen reader runs, and suit it when one does.
    #[default]
    Auto,
    /// Suit a screen reader (or a braille display) whether one is found or not.
    On,
    /// Never suit one: the full-screen view and rochade's own voice, as without one.
    Off,
}

impl std::str::FromStr for Choice {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_lowercase().as_str() {
            "auto" => Ok(Choice::Auto),
            "on" | "yes" | "true" => Ok(Choice::On),
            "off" | "no" | "false" => Ok(Choice::Off),
            other => Err(format!("{other}: auto, on or off")),
        }
    }
}

/// What the probe found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Probe {
    /// A screen reader runs.
    Running,
    /// None runs (the platform says so).
    NotRunning,
    /// It could not be told (no accessibility bus, no answer in time, a platform without a
    /// probe); taken as none found. The reason is for the transcript.
    Unknown(String),
}

impl Probe {
    /// Whether a screen reader was found.
    pub fn found(&self) -> bool {
        *self == Probe::Running
    }
}

/// Whether rochade suits a screen reader, given the player's choice and, for `auto`, what the
/// probe (run only then) finds.
pub fn active(choice: Choice, probe: impl FnOnce() -> Probe) -> (bool, Option<Probe>) {
    match choice {
        Choice::On => (true, None),
        Choice::Off => (false, None),
        Choice::Auto => {
            let found = probe();
            (found.found(), Some(found))
        }
    }
}

/// Asks the platform whether a screen reader runs, waiting at most `limit`.
pub fn probe(limit: Duration) -> Probe {
    within(limit, platform::probe)
}

/// [`probe`] on the D-Bus session bus at `address` (a D-Bus address such as
/// `unix:path=/run/user/1000/bus`) instead of the user's.
#[cfg(target_os = "linux")]
pub fn probe_bus(address: &str, limit: Duration) -> Probe {
    let address = address.to_owned();
    within(limit, move || platform::probe_at(Some(&address)))
}

/// Runs `probe` on a thread of its own; what it has not answered within `limit` is not known.
fn within(limit: Duration, probe: impl FnOnce() -> Probe + Send + 'static) -> Probe {
    let (tx, rx) = mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name("screen-reader-probe".into())
        .spawn(move || {
            let _ = tx.send(probe());
        });
    if let Err(e) = spawned {
        return Probe::Unknown(format!("no thread for the probe: {e}"));
    }
    rx.recv_timeout(limit)
        .unwrap_or_else(|_| Probe::Unknown(format!("no answer within {} ms", limit.as_millis())))
}

#[cfg(target_os = "linux")]
mod platform {
    use super::Probe;

    /// The accessibility bus's name on the session bus, its object and the interface of its
    /// status properties.
    const A11Y_BUS: &str = "org.a11y.Bus";
    const A11Y_PATH: &str = "/org/a11y/bus";
    const A11Y_STATUS: &str = "org.a11y.Status";

    pub fn probe() -> Probe {
        probe_at(None)
    }

    /// The probe on the session bus at `address`, or the user's.
    pub fn probe_at(address: Option<&str>) -> Probe {
        match screen_reader_enabled(address) {
            Ok(true) => Probe::Running,
            Ok(false) => Probe::NotRunning,
            Err(e) => Probe::Unknown(e.to_string()),
        }
    }

    fn screen_reader_enabled(address: Option<&str>) -> zbus::Result<bool> {
        let bus = match address {
            Some(a) => zbus::blocking::connection::Builder::address(a)?.build()?,
            None => zbus::blocking::Connection::session()?,
        };
        // Only a running accessibility bus is asked: a question to an owner-less name would
        // start it (D-Bus activation).
        let dbus = zbus::blocking::fdo::DBusProxy::new(&bus)?;
        let name = zbus::names::BusName::try_from(A11Y_BUS)?;
        if !dbus.name_has_owner(name)? {
            return Ok(false);
        }
        let reply = bus.call_method(
            Some(A11Y_BUS),
            A11Y_PATH,
            Some("org.freedesktop.DBus.Properties"),
            "Get",
            &(A11Y_STATUS, "ScreenReaderEnabled"),
        )?;
        let value: zbus::zvariant::OwnedValue = reply.body().deserialize()?;
        Ok(bool::try_from(value).unwrap_or(false))
    }
}

#[cfg(windows)]
mod platform {
    use super::Probe;

    pub fn probe() -> Probe {
        use windows_sys::Win32::UI::WindowsAndMessaging::{
            SPI_GETSCREENREADER, SystemParametersInfoW,
        };
        let mut on: i32 = 0;
        // SAFETY: SPI_GETSCREENREADER writes one BOOL to the pointer it is given, which
        // points at `on` and lives for the call.
        let ok = unsafe {
            SystemParametersInfoW(
                SPI_GETSCREENREADER,
                0,
                (&raw mut on).cast::<core::ffi::c_void>(),
                0,
            )
        };
        if ok == 0 {
            Probe::Unknown("SystemParametersInfo(SPI_GETSCREENREADER) failed".into())
        } else if on != 0 {
            Probe::Running
        } else {
            Probe::NotRunning
        }
    }
}

#[cfg(target_os = "macos")]
mod platform {
    use super::Probe;

    pub fn probe() -> Probe {
        let out = std::process::Command::new("defaults")
            .args(["read", "com.apple.universalaccess", "voiceOverOnOffKey"])
            .stdin(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .output();
        match out {
            Ok(o) if o.status.success() => {
                if String::from_utf8_lossy(&o.stdout).trim() == "1" {
                    Probe::Running
                } else {
                    Probe::NotRunning
                }
            }
            // The key is absent until VoiceOver was first switched on.
            Ok(_) => Probe::NotRunning,
            Err(e) => Probe::Unknown(e.to_string()),
        }
    }
}

#[cfg(not(any(target_os = "linux", windows, target_os = "macos")))]
mod platform {
    use super::Probe;

    pub fn probe() -> Probe {
        Probe::Unknown("no screen reader probe on this platform".into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_auto_asks_the_platform() {
        let asked = std::cell::Cell::new(0);
        let probe = || {
            asked.set(asked.get() + 1);
            Probe::Running
        };
        assert_eq!(active(Choice::On, probe), (true, None));
        assert_eq!(active(Choice::Off, probe), (false, None));
        assert_eq!(asked.get(), 0);
        assert_eq!(active(Choice::Auto, probe), (true, Some(Probe::Running)));
        assert_eq!(asked.get(), 1);
        let none = || Probe::Unknown("no bus".into());
        assert!(!active(Choice::Auto, none).0);
        assert!(!active(Choice::Auto, || Probe::NotRunning).0);
    }

    #[test]
    fn the_choice_reads_from_words() {
        assert_eq!("auto".parse::<Choice>(), Ok(Choice::Auto));
        assert_eq!(" On ".parse::<Choice>(), Ok(Choice::On));
        assert_eq!("off".parse::<Choice>(), Ok(Choice::Off));
        assert!("loud".parse::<Choice>().is_err());
    }
}
