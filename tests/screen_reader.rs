//! The player's screen reader: what rochade does with one (line mode, its own voice quiet, a
//! prompt under the braille display's fingers, a full screen drawn for it), the choice on the
//! command line and in the settings file, and the Linux probe against a real accessibility bus
//! (`dbus-daemon` and at-spi2-core's `at-spi-bus-launcher`; skipped without them unless
//! `ROCHADE_REQUIRE_SYSTEM_TESTS=1`).
#![cfg(target_os = "linux")]

mod common;

use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rochade::Lang;
use rochade::app::{Chosen, PlayArgs, SpeechArgs, suit_screen_reader};
use rochade::screen_reader::{Choice, Probe, active};
use rochade::speech::Backend;

fn args(lang: Lang) -> PlayArgs {
    PlayArgs {
        lang,
        sound: SpeechArgs {
            speech: Backend::Auto,
            ..SpeechArgs::default()
        },
        ..PlayArgs::default()
    }
}

#[test]
fn a_screen_reader_makes_line_mode_and_a_quiet_voice_the_defaults() {
    let mut a = args(Lang::En);
    let said = suit_screen_reader(&mut a, true, true).expect("said at the start");
    assert!(a.line_mode && a.screen_reader_active);
    assert_eq!(a.sound.speech, Backend::None);
    assert!(said.starts_with("A screen reader is running."), "{said}");
    assert!(said.contains("own voice stays quiet"), "{said}");
    assert!(said.contains("screen-reader off"), "{said}");

    // Asked for, not found: said as the player's choice.
    let mut a = args(Lang::De);
    let said = suit_screen_reader(&mut a, true, false).expect("said");
    assert!(said.starts_with("Modus für Screenreader."), "{said}");
}

#[test]
fn what_the_player_chose_stays() {
    // rochade's own voice, chosen: it speaks, and the player is told how to hear it once.
    let mut a = args(Lang::En);
    a.sound.speech = Backend::Espeak;
    a.chosen = Chosen {
        speech: true,
        view: false,
    };
    let said = suit_screen_reader(&mut a, true, true).expect("said");
    assert_eq!(a.sound.speech, Backend::Espeak);
    assert!(a.line_mode);
    assert!(said.contains("rochade speaks too"), "{said}");

    // The full screen, chosen: drawn for the screen reader.
    let mut a = args(Lang::En);
    a.full_screen = true;
    a.chosen = Chosen {
        speech: false,
        view: true,
    };
    let said = suit_screen_reader(&mut a, true, true).expect("said");
    assert!(!a.line_mode && a.full_screen);
    assert!(said.contains("draws the full screen"), "{said}");

    // Without a screen reader nothing changes and nothing is said.
    let mut a = args(Lang::En);
    assert_eq!(suit_screen_reader(&mut a, false, false), None);
    assert!(!a.line_mode && !a.screen_reader_active);
    assert_eq!(a.sound.speech, Backend::Auto);
}

#[test]
fn on_and_off_never_ask_the_platform() {
    let never = || panic!("the probe runs only for auto");
    assert!(active(Choice::On, never).0);
    assert!(!active(Choice::Off, never).0);
    assert!(active(Choice::Auto, || Probe::Running).0);
}

/// A private session bus with the accessibility bus launcher on it, ended when dropped.
struct Bus {
    address: String,
    children: Vec<Child>,
    _dir: tempfile::TempDir,
}

const LAUNCHER: &str = "/usr/libexec/at-spi-bus-launcher";

impl Bus {
    /// A session bus; with the accessibility bus launcher when `a11y`.
    fn start(a11y: bool) -> Bus {
        let dir = common::tempdir();
        let socket = dir.path().join("bus");
        let address = format!("unix:path={}", socket.display());
        let daemon = Command::new("dbus-daemon")
            .args(["--session", "--nofork", "--nopidfile"])
            .process_group(0)
            .arg(format!("--address={address}"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("dbus-daemon: {e}"));
        let mut bus = Bus {
            address,
            children: vec![daemon],
            _dir: dir,
        };
        wait_until("the session bus's socket", || socket.exists());
        if a11y {
            let launcher = Command::new(LAUNCHER)
                .arg("--launch-immediately")
                .env("DBUS_SESSION_BUS_ADDRESS", &bus.address)
                // No user's settings: ScreenReaderEnabled starts false.
                .env("GSETTINGS_BACKEND", "memory")
                // The accessibility bus's own socket goes in the test's folder.
                .env("HOME", bus._dir.path())
                .env("XDG_RUNTIME_DIR", bus._dir.path())
                .env_remove("DISPLAY")
                // Its own process group: the bus it starts ends with it.
                .process_group(0)
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .unwrap_or_else(|e| panic!("{LAUNCHER}: {e}"));
            bus.children.push(launcher);
            wait_until("org.a11y.Bus on the session bus", || {
                bus.connection()
                    .and_then(|c| {
                        let name = zbus::names::BusName::try_from("org.a11y.Bus")?;
                        Ok(zbus::blocking::fdo::DBusProxy::new(&c)?.name_has_owner(name)?)
                    })
                    .unwrap_or(false)
            });
        }
        bus
    }

    fn connection(&self) -> zbus::Result<zbus::blocking::Connection> {
        zbus::blocking::connection::Builder::address(self.address.as_str())?.build()
    }

    /// Sets `ScreenReaderEnabled`, as Orca does when it starts.
    fn set_screen_reader(&self, on: bool) {
        let bus = self.connection().unwrap_or_else(|e| panic!("{e}"));
        bus.call_method(
            Some("org.a11y.Bus"),
            "/org/a11y/bus",
            Some("org.freedesktop.DBus.Properties"),
            "Set",
            &(
                "org.a11y.Status",
                "ScreenReaderEnabled",
                zbus::zvariant::Value::from(on),
            ),
        )
        .unwrap_or_else(|e| panic!("Set ScreenReaderEnabled: {e}"));
    }
}

impl Drop for Bus {
    fn drop(&mut self) {
        for c in self.children.iter_mut().rev() {
            // The whole group (the launcher's accessibility bus too), asked first, then killed.
            if let Ok(pid) = i32::try_from(c.id()) {
                // SAFETY: kill(2) on a process group this test started (its leader's id).
                unsafe { libc::kill(-pid, libc::SIGTERM) };
            }
            std::thread::sleep(Duration::from_millis(50));
            if let Ok(pid) = i32::try_from(c.id()) {
                // SAFETY: as above.
                unsafe { libc::kill(-pid, libc::SIGKILL) };
            }
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

fn wait_until(what: &str, ok: impl Fn() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !ok() {
        assert!(Instant::now() < deadline, "no {what} after 10 s");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Whether the accessibility bus can be started here; says why not, or fails in CI.
fn have_bus() -> bool {
    common::require_program("dbus-daemon", "dbus-daemon")
        && common::require_file(LAUNCHER, "at-spi2-core")
}

const LIMIT: Duration = Duration::from_millis(300);

#[test]
fn the_probe_reads_screen_reader_enabled_on_the_accessibility_bus() {
    if !have_bus() {
        return;
    }
    // A session without the accessibility bus: none.
    let plain = Bus::start(false);
    assert_eq!(
        rochade::screen_reader::probe_bus(&plain.address, LIMIT),
        Probe::NotRunning
    );
    drop(plain);
    let bus = Bus::start(true);
    assert_eq!(
        rochade::screen_reader::probe_bus(&bus.address, LIMIT),
        Probe::NotRunning
    );
    bus.set_screen_reader(true);
    assert_eq!(
        rochade::screen_reader::probe_bus(&bus.address, LIMIT),
        Probe::Running
    );
    bus.set_screen_reader(false);
    assert_eq!(
        rochade::screen_reader::probe_bus(&bus.address, LIMIT),
        Probe::NotRunning
    );
}

#[test]
fn a_bus_that_never_answers_is_no_screen_reader_and_no_wait() {
    let dir = common::tempdir();
    let socket = dir.path().join("silent");
    // Accepts connections and never says a word.
    let listener =
        std::os::unix::net::UnixListener::bind(&socket).unwrap_or_else(|e| panic!("{e}"));
    let held = Arc::new(Mutex::new(Vec::new()));
    let keep = Arc::clone(&held);
    std::thread::spawn(move || {
        for s in listener.incoming().flatten() {
            if let Ok(mut k) = keep.lock() {
                k.push(s);
            }
        }
    });
    let started = Instant::now();
    let probe =
        rochade::screen_reader::probe_bus(&format!("unix:path={}", socket.display()), LIMIT);
    let took = started.elapsed();
    assert!(matches!(probe, Probe::Unknown(_)), "{probe:?}");
    // The limit, with room for a busy machine: never the seconds a D-Bus call waits.
    assert!(took < LIMIT + Duration::from_millis(700), "took {took:?}");
    // And no socket at all: none, at once.
    let gone = rochade::screen_reader::probe_bus("unix:path=/nonexistent/bus", LIMIT);
    assert!(matches!(gone, Probe::Unknown(_)), "{gone:?}");
}

/// `rochade` with its standard input piped, on the session bus `bus`, with the settings file
/// `config` (an empty one when `None`).
fn run_on_bus(bus: &str, args: &[&str], config: Option<&str>, input: &str) -> common::Run {
    let data = common::tempdir();
    let config_file = data.path().join("config.toml");
    std::fs::write(&config_file, config.unwrap_or("")).unwrap_or_else(|e| panic!("{e}"));
    let mut all = vec!["--lang", "en"];
    all.extend_from_slice(args);
    common::rochade(
        &all,
        &[
            ("ROCHADE_DATA_DIR", data.path().as_os_str()),
            ("ROCHADE_CONFIG", config_file.as_os_str()),
            ("DBUS_SESSION_BUS_ADDRESS", std::ffi::OsStr::new(bus)),
            // No speech daemon of the machine's is started by these runs.
            (
                "SPEECHD_ADDRESS",
                std::ffi::OsStr::new("unix_socket:/nonexistent/speechd"),
            ),
        ],
        input,
    )
}

#[test]
fn the_game_finds_the_screen_reader_and_the_player_can_say_off() {
    if !have_bus() {
        return;
    }
    let bus = Bus::start(true);
    bus.set_screen_reader(true);
    let run = run_on_bus(&bus.address, &[], None, "e4\nquit\n");
    let first = run.stdout.lines().next().unwrap_or_default();
    assert!(
        first.starts_with("A screen reader is running."),
        "{}",
        run.stdout
    );
    // Said once; rochade's own voice is quiet, so no notice about speech follows.
    assert_eq!(run.stdout.matches("A screen reader is running").count(), 1);
    assert!(!run.stdout.contains("espeak"), "{}", run.stdout);
    assert!(run.stdout.contains("Pawn e4"), "{}", run.stdout);

    // Off on the command line, or in the settings file: as without one.
    for (args, config) in [
        (&["--screen-reader", "off", "--speech", "none"][..], None),
        (&["--speech", "none"][..], Some("screen_reader = \"off\"\n")),
    ] {
        let run = run_on_bus(&bus.address, args, config, "quit\n");
        assert!(!run.stdout.contains("screen reader"), "{}", run.stdout);
    }
    // A setting that is not auto, on or off is named, and the rest still applies.
    let run = run_on_bus(
        &bus.address,
        &["--speech", "none"],
        Some("screen_reader = \"loud\"\n"),
        "quit\n",
    );
    assert!(
        run.stdout
            .contains("the screen reader mode must be auto, on or off"),
        "{}",
        run.stdout
    );

    // Without a screen reader running, nothing is said about one.
    bus.set_screen_reader(false);
    let run = run_on_bus(&bus.address, &["--speech", "none"], None, "quit\n");
    assert!(!run.stdout.contains("screen reader"), "{}", run.stdout);
}

/// rochade in English in a terminal of 120 by 40, with its own data folder and an empty
/// settings file.
struct Game {
    terminal: common::pty::Terminal,
    _data: tempfile::TempDir,
}

impl Game {
    fn start(args: &[&str]) -> Game {
        let mut cmd = common::pty::rochade(&["--lang", "en"]);
        cmd.args(args);
        let data = common::tempdir();
        let config: PathBuf = data.path().join("config.toml");
        std::fs::write(&config, "").unwrap_or_else(|e| panic!("{e}"));
        cmd.env("ROCHADE_DATA_DIR", data.path());
        cmd.env("ROCHADE_CONFIG", &config);
        Game {
            terminal: common::pty::Terminal::start(cmd, 120, 40),
            _data: data,
        }
    }

    /// Waits until the cursor's row holds `needle`; returns the screen.
    fn cursor_line_holds(&self, needle: &str) -> String {
        self.terminal.wait_until(
            &format!("{needle:?} on the cursor's line"),
            Duration::from_secs(10),
            |t| t.cursor_line().contains(needle),
        )
    }

    /// Waits until the screen holds `needle`.
    fn shows(&self, needle: &str) {
        self.terminal.wait_for(needle);
    }

    fn type_line(&mut self, text: &str) {
        self.terminal.type_keys(format!("{text}\r").as_bytes());
    }
}

#[test]
fn at_a_terminal_the_braille_line_shows_the_side_to_move_after_each_event() {
    let mut t = Game::start(&["--screen-reader", "on"]);
    let screen = t.cursor_line_holds("White to move.");
    assert!(screen.contains("Screen reader mode."), "{screen}");
    t.type_line("e4");
    let screen = t.cursor_line_holds("Black to move.");
    // The move is on the line above, said once; the prompt does not repeat it.
    assert_eq!(screen.matches("Pawn e4").count(), 1, "{screen}");
    t.type_line("square e4");
    t.shows("e4: white Pawn");
    let screen = t.cursor_line_holds("Black to move.");
    let line = t.terminal.cursor_line();
    assert!(!line.contains("Pawn"), "{line:?}\n{screen}");
    t.type_line("quit");
}

#[test]
fn the_full_screen_for_a_screen_reader_has_no_box_lines_and_the_cursor_on_the_newest_line() {
    let mut t = Game::start(&[
        "--screen-reader",
        "on",
        "--full-screen",
        "--time-control",
        "blitz",
    ]);
    t.shows("New game.");
    t.type_line("e4");
    let screen = t.cursor_line_holds("Pawn e4");
    let boxes: Vec<char> = screen
        .chars()
        .filter(|c| ('\u{2500}'..='\u{257f}').contains(c))
        .collect();
    assert!(
        boxes.is_empty(),
        "box-drawing characters: {boxes:?}\n{screen}"
    );
    // The clock in minutes: it does not change with every second.
    assert!(screen.contains("White 0:03,"), "{screen}");
    assert!(!screen.contains("0:03:0"), "{screen}");
    // Typing moves the cursor to the input line.
    t.terminal.type_keys(b"e");
    t.cursor_line_holds("> e");
}
