//! rochade under a real screen reader: Orca reading gnome-terminal on Xvfb, Orca and rochade
//! speaking through one private speech-dispatcher (espeak-ng, audio to a PulseAudio null sink
//! that plays in real time, so speech takes as long as it would).
//!
//! rochade is started as a new user would: no options, an empty settings file, its own data
//! folder. The test types a short game with xdotool (`e4`, `e5`, `Sf3`, `Sc6`, `feld e4`,
//! `ende`), each line once the speech about the last one is over (at most 8 s later), and
//! judges what was heard from the logs:
//!
//! - speech-dispatcher's log (LogLevel 5) decides what was *begun*: every message it queued
//!   (`Queueing message |…| with priority N`, after the client's `SPEAK`), with the client
//!   that sent it (`SET self CLIENT_NAME`: rochade names itself "rochade", Orca "Orca"), and
//!   whether the output module began to speak it (`before: |…|`, then
//!   `INDEX MARK: __spd_begin`);
//! - Orca's debug log gives what Orca said (`SPEECH OUTPUT:`) and the braille line it would
//!   send to a display (`BRAILLE LINE:`), placed in time by their time stamps.
//!
//! What the issue asks, per typed line (from its Return until the speech is over): at most
//! 120 characters begun from both voices together; the move's words (its square as shown,
//! `e4`, or as said, `Eva vier`) begun exactly once; the answer to `feld e4` (`weißer Bauer`)
//! begun exactly once; the last braille line shows the move or the side to move. A second
//! window with `--time-control blitz`, idle for 15 s after `e4` with the clock running: at
//! most one utterance begun and two braille updates. All findings are listed together, with
//! what was heard in each stretch (run with `--nocapture` to see it when the test passes).
//!
//! Needs Xvfb, dbus-daemon, gsettings, at-spi2-core, pulseaudio, speech-dispatcher with
//! espeak-ng, openbox, orca, gnome-terminal and xdotool (see `.ci/run`). Without them it says
//! so and skips, unless `ROCHADE_REQUIRE_SYSTEM_TESTS=1`, where that is a failure.
//! `ROCHADE_SKIP_ORCA=1` skips it always. For a manual check, `ROCHADE_ORCA_EXTRA_ARGS`
//! (split at blanks) is appended to rochade's command line, for instance
//! `--line-mode --speech none`; `ROCHADE_ORCA_KEEP=1` keeps the temporary folder with all
//! logs and prints where. It takes about 100 s (130 s when every wait runs to its limit).
#![cfg(target_os = "linux")]

use std::collections::HashMap;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The most characters both voices may begin for one typed line.
const MAX_CHARS_PER_MOVE: usize = 120;
/// Idle with a clock running: how long, and how much may happen meanwhile.
const IDLE: Duration = Duration::from_secs(15);
const MAX_IDLE_UTTERANCES: usize = 1;
const MAX_IDLE_BRAILLE: usize = 2;
/// After a Return: speech counts as finished when neither log grew for this long...
const QUIET: Duration = Duration::from_millis(2500);
/// ...but the next line is typed after this at the latest (a whole-screen reading runs ~47 s).
const MAX_WAIT_PER_LINE: Duration = Duration::from_secs(8);
/// After Orca's "Screen reader on", before the terminal opens.
const ORCA_SETTLE: Duration = Duration::from_secs(3);
/// The welcome: the same, with a longer cap (rochade's welcome with a clock is three
/// messages, about 20 s of speech; what is left of it would be heard in the next stretch).
const MAX_WAIT_START: Duration = Duration::from_secs(25);
/// Before the idle stretch: everything said about the move must be over.
const MAX_WAIT_BEFORE_IDLE: Duration = Duration::from_secs(20);

/// The programs the test drives, and the Debian package of each.
const PROGRAMS: &[(&str, &str)] = &[
    ("Xvfb", "xvfb"),
    ("dbus-daemon", "dbus-daemon"),
    ("gsettings", "libglib2.0-bin"),
    ("/usr/libexec/at-spi-bus-launcher", "at-spi2-core"),
    ("pulseaudio", "pulseaudio"),
    ("speech-dispatcher", "speech-dispatcher"),
    (
        "/usr/lib/speech-dispatcher-modules/sd_espeak-ng",
        "speech-dispatcher-espeak-ng",
    ),
    ("openbox", "openbox"),
    ("orca", "orca"),
    ("gnome-terminal", "gnome-terminal"),
    ("xdotool", "xdotool"),
];

fn on_path(program: &str) -> bool {
    if program.contains('/') {
        return Path::new(program).is_file();
    }
    std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).any(|d| d.join(program).is_file()))
        .unwrap_or(false)
}

/// Whether the test runs: `ROCHADE_SKIP_ORCA=1` skips; a missing program skips, unless
/// `ROCHADE_REQUIRE_SYSTEM_TESTS=1`, where it fails.
fn should_run() -> bool {
    if std::env::var("ROCHADE_SKIP_ORCA").as_deref() == Ok("1") {
        eprintln!("SKIPPED: ROCHADE_SKIP_ORCA=1");
        return false;
    }
    let missing: Vec<&(&str, &str)> = PROGRAMS.iter().filter(|(p, _)| !on_path(p)).collect();
    if missing.is_empty() && Path::new("/etc/speech-dispatcher/speechd.conf").is_file() {
        return true;
    }
    let names: Vec<&str> = PROGRAMS.iter().map(|(p, _)| *p).collect();
    let packages: Vec<&str> = missing.iter().map(|(_, k)| *k).collect();
    let msg = format!(
        "SKIPPED: needs {} (missing: {}; apt-get install --no-install-recommends {}, \
         see .ci/run)",
        names.join(", "),
        missing
            .iter()
            .map(|(p, _)| *p)
            .collect::<Vec<_>>()
            .join(", "),
        packages.join(" ")
    );
    assert!(
        std::env::var("ROCHADE_REQUIRE_SYSTEM_TESTS").as_deref() != Ok("1"),
        "{msg}, and ROCHADE_REQUIRE_SYSTEM_TESTS=1 requires it"
    );
    eprintln!("{msg}; skipping");
    false
}

/// The desktop: Xvfb, a session bus, the accessibility bus, PulseAudio, speech-dispatcher,
/// openbox and Orca, all in one temporary folder. Every process started here, and every one
/// they start (D-Bus activation included), carries `ROCHADE_ORCA_TAG` in its environment;
/// dropping the desktop ends them all, also when the test panics.
struct Desktop {
    dir: Option<tempfile::TempDir>,
    root: PathBuf,
    tag: String,
    env: Vec<(String, OsString)>,
    children: Vec<(&'static str, Child)>,
    /// The terminal Orca writes its debug log to (see [`Desktop::start`]).
    orca_pty: Option<portable_pty::PtyPair>,
    t0: Instant,
}

impl Drop for Desktop {
    fn drop(&mut self) {
        for (_, c) in &mut self.children {
            // SAFETY: a plain kill(2) of our own child's pid.
            unsafe { libc::kill(c.id() as i32, libc::SIGTERM) };
        }
        end_tagged(&self.tag);
        for (_, c) in &mut self.children {
            let _ = c.kill();
            let _ = c.wait();
        }
        // Orca is gone: closing the terminal ends the thread that copies its log.
        self.orca_pty = None;
        if std::env::var("ROCHADE_ORCA_KEEP").as_deref() == Ok("1")
            && let Some(d) = self.dir.take()
        {
            eprintln!("logs kept in {}", d.keep().display());
        }
    }
}

/// The pids of the processes whose environment holds `ROCHADE_ORCA_TAG=tag`.
fn tagged(tag: &str) -> Vec<i32> {
    let needle = format!("ROCHADE_ORCA_TAG={tag}");
    let me = std::process::id() as i32;
    let Ok(dir) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    dir.filter_map(|e| e.ok()?.file_name().to_str()?.parse::<i32>().ok())
        .filter(|&pid| pid != me)
        .filter(|pid| {
            std::fs::read(format!("/proc/{pid}/environ"))
                .is_ok_and(|env| env.split(|&b| b == 0).any(|var| var == needle.as_bytes()))
        })
        .collect()
}

/// Ends every tagged process: SIGTERM, up to 2 s to go, then SIGKILL.
fn end_tagged(tag: &str) {
    for pid in tagged(tag) {
        // SAFETY: kill(2) of a process this test started (it carries the test's tag).
        unsafe { libc::kill(pid, libc::SIGTERM) };
    }
    let deadline = Instant::now() + Duration::from_secs(2);
    while Instant::now() < deadline {
        let left: Vec<i32> = tagged(tag)
            .into_iter()
            .filter(|pid| !is_zombie(*pid))
            .collect();
        if left.is_empty() {
            return;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    for pid in tagged(tag) {
        // SAFETY: as above.
        unsafe { libc::kill(pid, libc::SIGKILL) };
    }
}

fn is_zombie(pid: i32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .map(|s| {
            s.rsplit_once(')')
                .is_some_and(|(_, r)| r.trim_start().starts_with('Z'))
        })
        .unwrap_or(true)
}

/// A display number nobody uses.
fn free_display() -> u32 {
    let base = 200 + std::process::id() % 600;
    (0..200)
        .map(|i| base + i)
        .find(|n| {
            !Path::new(&format!("/tmp/.X{n}-lock")).exists()
                && !Path::new(&format!("/tmp/.X11-unix/X{n}")).exists()
        })
        .expect("a free X display number")
}

fn wait_for(what: &str, limit: Duration, mut ready: impl FnMut() -> bool) -> Duration {
    let start = Instant::now();
    while !ready() {
        assert!(start.elapsed() < limit, "{what} not ready after {limit:?}");
        std::thread::sleep(Duration::from_millis(50));
    }
    start.elapsed()
}

impl Desktop {
    fn start() -> Desktop {
        let dir = tempfile::Builder::new()
            .prefix("rochade-orca-")
            .tempdir()
            .expect("temporary folder");
        let root = dir.path().to_path_buf();
        let run = root.join("run");
        for d in ["home", "run", "speechd-log"] {
            std::fs::create_dir_all(root.join(d)).expect("folder");
        }
        std::fs::set_permissions(&run, std::os::unix::fs::PermissionsExt::from_mode(0o700))
            .expect("chmod run");
        let tag = format!(
            "{}-{}",
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos())
                .unwrap_or(0)
        );
        let display = free_display();
        let sock = |name: &str| run.join(name);
        let env: Vec<(String, OsString)> = vec![
            ("ROCHADE_ORCA_TAG".into(), tag.clone().into()),
            ("HOME".into(), root.join("home").into()),
            ("XDG_RUNTIME_DIR".into(), run.clone().into()),
            ("XDG_CONFIG_HOME".into(), root.join("home/.config").into()),
            (
                "XDG_DATA_HOME".into(),
                root.join("home/.local/share").into(),
            ),
            ("XDG_CACHE_HOME".into(), root.join("home/.cache").into()),
            ("DISPLAY".into(), format!(":{display}").into()),
            ("LANG".into(), "C.UTF-8".into()),
            ("TZ".into(), "UTC".into()),
            ("GTK_MODULES".into(), "gail:atk-bridge".into()),
            (
                "DBUS_SESSION_BUS_ADDRESS".into(),
                format!("unix:path={}", sock("bus").display()).into(),
            ),
            (
                "SPEECHD_ADDRESS".into(),
                format!("unix_socket:{}", sock("speechd.sock").display()).into(),
            ),
            (
                "PULSE_SERVER".into(),
                format!("unix:{}", sock("pulse/native").display()).into(),
            ),
        ];
        let mut desk = Desktop {
            dir: Some(dir),
            root: root.clone(),
            tag,
            env,
            children: Vec::new(),
            orca_pty: None,
            t0: Instant::now(),
        };

        desk.spawn(
            "Xvfb",
            Command::new("Xvfb").args([
                &format!(":{display}"),
                "-screen",
                "0",
                "1280x1024x24",
                "-nolisten",
                "tcp",
            ]),
        );
        let x = PathBuf::from(format!("/tmp/.X11-unix/X{display}"));
        let took = wait_for("Xvfb", Duration::from_secs(10), || x.exists());
        // Another server that took the number meanwhile would make ours quit at once.
        std::thread::sleep(Duration::from_millis(200));
        let xvfb = &mut desk.children[0].1;
        if let Ok(Some(status)) = xvfb.try_wait() {
            let log = std::fs::read_to_string(root.join("Xvfb.log")).unwrap_or_default();
            panic!("Xvfb :{display} ended ({status}):\n{log}");
        }
        desk.note(&format!("Xvfb :{display} up after {took:?}"));

        desk.spawn(
            "dbus-daemon",
            Command::new("dbus-daemon").args([
                "--session".into(),
                "--nofork".into(),
                format!("--address=unix:path={}", sock("bus").display()),
            ]),
        );
        let bus = sock("bus");
        wait_for("dbus-daemon", Duration::from_secs(10), || bus.exists());

        for (schema, key) in [
            ("org.gnome.desktop.interface", "toolkit-accessibility"),
            (
                "org.gnome.desktop.a11y.applications",
                "screen-reader-enabled",
            ),
        ] {
            let ok = desk
                .command("gsettings")
                .args(["set", schema, key, "true"])
                .status()
                .is_ok_and(|s| s.success());
            assert!(ok, "gsettings set {schema} {key} true failed");
        }

        desk.spawn(
            "at-spi-bus-launcher",
            Command::new("/usr/libexec/at-spi-bus-launcher").arg("--launch-immediately"),
        );
        desk.spawn(
            "pulseaudio",
            Command::new("pulseaudio").args([
                "--daemonize=no",
                "-n",
                "--exit-idle-time=-1",
                "--load=module-null-sink sink_name=null",
                "--load=module-native-protocol-unix",
                "--load=module-always-sink",
            ]),
        );
        let pulse = sock("pulse/native");
        wait_for("pulseaudio", Duration::from_secs(10), || pulse.exists());

        // speech-dispatcher: the system's configuration (modules, symbols, clients) with the
        // most detailed log and PulseAudio output.
        let conf = root.join("speechd-conf");
        let ok = Command::new("cp")
            .args(["-r", "/etc/speech-dispatcher"])
            .arg(&conf)
            .status()
            .is_ok_and(|s| s.success());
        assert!(ok, "cannot copy /etc/speech-dispatcher");
        let main = conf.join("speechd.conf");
        let text = std::fs::read_to_string(&main).expect("speechd.conf");
        let text: String = text
            .lines()
            .filter(|l| !l.starts_with("LogLevel") && !l.starts_with("AudioOutputMethod"))
            .map(|l| format!("{l}\n"))
            .collect();
        std::fs::write(
            &main,
            format!("{text}LogLevel 5\nAudioOutputMethod \"pulse\"\n"),
        )
        .expect("speechd.conf");
        desk.spawn(
            "speech-dispatcher",
            Command::new("speech-dispatcher")
                .args(["-s", "-t", "0", "-l", "5", "-c", "unix_socket", "-L"])
                .arg(root.join("speechd-log"))
                .arg("-C")
                .arg(&conf)
                .arg("-S")
                .arg(sock("speechd.sock")),
        );
        let sd = sock("speechd.sock");
        wait_for("speech-dispatcher", Duration::from_secs(15), || sd.exists());

        desk.spawn("openbox", &mut Command::new("openbox"));

        // Orca writes its debug log with Python's buffering: in blocks of 8 KiB to a file,
        // a line at a time to a terminal. So it gets a terminal of its own, and a thread
        // copies what it writes there to orca.out.
        let orca_out = root.join("orca.out");
        let pty = portable_pty::native_pty_system()
            .openpty(portable_pty::PtySize::default())
            .expect("a terminal for Orca's log");
        let tty = pty.master.tty_name().expect("the terminal's name");
        let mut reader = pty.master.try_clone_reader().expect("terminal reader");
        let mut file = std::fs::File::create(&orca_out).expect("orca.out");
        std::thread::spawn(move || {
            let mut buf = [0u8; 65536];
            while let Ok(n) = std::io::Read::read(&mut reader, &mut buf) {
                if n == 0 || std::io::Write::write_all(&mut file, &buf[..n]).is_err() {
                    break;
                }
            }
        });
        desk.orca_pty = Some(pty);
        let started = Instant::now();
        desk.spawn(
            "orca",
            Command::new("orca")
                .args(["--replace", "-e", "braille"])
                .arg(format!("--debug-file={}", tty.display())),
        );
        wait_for("Orca", Duration::from_secs(30), || {
            std::fs::read_to_string(&orca_out)
                .is_ok_and(|t| t.contains("SPEECH OUTPUT: 'Screen reader on.'"))
        });
        desk.note(&format!(
            "Orca said \"Screen reader on\" {:?} after its start",
            started.elapsed()
        ));
        // A terminal opened at once leaves Orca stuck after its first reading (seen with
        // Orca 43.1): give it time to settle first.
        std::thread::sleep(ORCA_SETTLE);
        desk.settle(MAX_WAIT_START);
        desk
    }

    fn note(&self, what: &str) {
        eprintln!("[{:6.1} s] {what}", self.t0.elapsed().as_secs_f64());
    }

    /// A command with the desktop's environment.
    fn command(&self, program: impl AsRef<std::ffi::OsStr>) -> Command {
        let mut cmd = Command::new(program);
        for var in [
            "LC_ALL",
            "LC_MESSAGES",
            "LANGUAGE",
            "NO_COLOR",
            "WAYLAND_DISPLAY",
            "AT_SPI_BUS_ADDRESS",
            "XAUTHORITY",
            "ROCHADE_DATA_DIR",
            "ROCHADE_CONFIG",
            "SESSION_MANAGER",
        ] {
            cmd.env_remove(var);
        }
        for (k, v) in &self.env {
            cmd.env(k, v);
        }
        cmd.current_dir(self.root.join("home"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        cmd
    }

    /// Starts `cmd` (its program and arguments) with the desktop's environment, its output
    /// to `<name>.log`.
    fn spawn(&mut self, name: &'static str, cmd: &mut Command) {
        let mut full = self.command(cmd.get_program());
        full.args(cmd.get_args());
        let log = std::fs::File::create(self.root.join(format!("{name}.log"))).expect("log");
        full.stdout(log.try_clone().expect("log")).stderr(log);
        let child = full
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {name}: {e}"));
        self.children.push((name, child));
    }

    fn speechd_log(&self) -> PathBuf {
        self.root.join("speechd-log/speech-dispatcher.log")
    }

    fn orca_log(&self) -> PathBuf {
        self.root.join("orca.out")
    }

    /// Where both logs end now, and the time (Orca's log is written in blocks: its entries
    /// are placed by their time stamps).
    fn mark(&self) -> Mark {
        let len = |p: &Path| std::fs::metadata(p).map(|m| m.len()).unwrap_or(0);
        Mark {
            speechd: len(&self.speechd_log()),
            orca: len(&self.orca_log()),
            time: time_of_day(),
        }
    }

    /// Waits until neither log has grown for [`QUIET`], at most `limit`; returns how long
    /// it waited.
    fn settle(&self, limit: Duration) -> Duration {
        let start = Instant::now();
        let mut last = self.mark();
        let mut since = Instant::now();
        while start.elapsed() < limit {
            std::thread::sleep(Duration::from_millis(100));
            let now = self.mark();
            if (now.speechd, now.orca) != (last.speechd, last.orca) {
                last = now;
                since = Instant::now();
            } else if since.elapsed() >= QUIET {
                break;
            }
        }
        start.elapsed()
    }

    fn xdotool(&self, args: &[&str]) {
        let ok = self
            .command("xdotool")
            .args(args)
            .status()
            .is_ok_and(|s| s.success());
        assert!(ok, "xdotool {args:?} failed");
    }

    /// Opens a gnome-terminal (100×30) running rochade with `args`, as a new user would: an
    /// empty settings file and its own data folder.
    fn open_rochade(&mut self, name: &'static str, args: &[String]) {
        let config = self.root.join(format!("{name}-config.toml"));
        std::fs::write(&config, "").expect("settings file");
        let data = self.root.join(format!("{name}-data"));
        std::fs::create_dir_all(&data).expect("data folder");
        let mut cmd = Command::new("gnome-terminal");
        cmd.args(["--wait", "--geometry=100x30", "--", "env"])
            .arg(format!("ROCHADE_DATA_DIR={}", data.display()))
            .arg(format!("ROCHADE_CONFIG={}", config.display()))
            .arg(env!("CARGO_BIN_EXE_rochade"))
            .args(args);
        self.spawn(name, &mut cmd);
    }

    /// Types `line` and Return into the focused window; returns the marks before the
    /// Return.
    fn type_line(&self, line: &str) -> Mark {
        self.xdotool(&["type", "--delay", "120", line]);
        let m = self.mark();
        self.xdotool(&["key", "Return"]);
        m
    }

    /// What happened in each stretch.
    fn windows(&self, stretches: &[(Mark, Mark)]) -> Vec<Window> {
        let speechd = std::fs::read(self.speechd_log()).unwrap_or_default();
        let orca = String::from_utf8_lossy(&std::fs::read(self.orca_log()).unwrap_or_default())
            .into_owned();
        let speech = orca_entries(&orca, "SPEECH OUTPUT:");
        let braille = orca_entries(&orca, "BRAILLE LINE:");
        let slice = |from: u64, to: u64| {
            let to = (to as usize).min(speechd.len());
            let from = (from as usize).min(to);
            String::from_utf8_lossy(&speechd[from..to]).into_owned()
        };
        let within = |entries: &[(f64, String)], from: &Mark, to: &Mark| -> Vec<String> {
            entries
                .iter()
                .filter(|(t, _)| after(*t, from.time) && !after(*t, to.time))
                .map(|(_, e)| e.clone())
                .collect()
        };
        let mut clients = Clients::default();
        let mut read_to = 0;
        stretches
            .iter()
            .map(|(from, to)| {
                // The gap since the last stretch keeps the client names and the queue.
                clients.parse(&slice(read_to, from.speechd));
                read_to = to.speechd;
                Window {
                    messages: clients.parse(&slice(from.speechd, to.speechd)),
                    orca_speech: within(&speech, from, to),
                    braille: within(&braille, from, to),
                }
            })
            .collect()
    }
}

/// Seconds since midnight, UTC (the desktop runs with TZ=UTC, as Orca's time stamps).
fn time_of_day() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs_f64() % 86_400.0)
        .unwrap_or(0.0)
}

/// Whether time of day `t` comes after `mark` (across midnight too).
fn after(t: f64, mark: f64) -> bool {
    let d = t - mark;
    (d > 0.0 && d < 43_200.0) || d < -43_200.0
}

#[derive(Clone, Copy, Debug, PartialEq)]
struct Mark {
    speechd: u64,
    orca: u64,
    time: f64,
}

/// One message speech-dispatcher queued.
#[derive(Debug, Clone)]
struct Message {
    /// The order in which the daemon queued it.
    seq: u64,
    client: String,
    priority: u8,
    text: String,
    begun: bool,
}

/// What the daemon's log says, read in pieces: the client name per connection, and the
/// messages queued and begun.
#[derive(Default)]
struct Clients {
    names: HashMap<String, String>,
    /// The connection whose SPEAK the daemon is receiving.
    speaking: String,
    /// Queued messages not yet handed to the output module, oldest first.
    waiting: Vec<Message>,
    /// The message handed to the output module last, not yet known to have begun.
    current: Option<Message>,
    /// Messages queued so far.
    seq: u64,
}

/// The log's records: each starts with `[<date> : <µs>] speechd: ` and may span lines.
fn speechd_records(log: &str) -> Vec<&str> {
    let mut starts: Vec<usize> = Vec::new();
    let mut pos = 0;
    for line in log.split_inclusive('\n') {
        if line.starts_with('[') && line.contains("] speechd:") {
            starts.push(pos);
        }
        pos += line.len();
    }
    starts.push(log.len());
    starts
        .windows(2)
        .map(|w| {
            let rec = &log[w[0]..w[1]];
            rec.split_once("] speechd:")
                .map_or(rec, |(_, body)| body.trim_start())
                .trim_end_matches('\n')
        })
        .collect()
}

/// Text between the first `|` and the last `|` of `s`.
fn between_bars(s: &str) -> Option<&str> {
    let a = s.find('|')?;
    let b = s.rfind('|')?;
    (b > a).then(|| &s[a + 1..b])
}

/// `text` without SSML tags and entities.
fn plain(text: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in text.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => in_tag = false,
            _ if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&amp;", "&")
        .trim()
        .to_owned()
}

impl Clients {
    /// The messages of one stretch of the log: those handed to the output module in it
    /// (begun, or stopped before they began), then those queued in it and never handed on
    /// (cancelled, or dropped for a higher priority, or still waiting).
    fn parse(&mut self, log: &str) -> Vec<Message> {
        let mut out: Vec<Message> = Vec::new();
        let mut queued_here: Vec<Message> = Vec::new();
        for rec in speechd_records(log) {
            if let Some((fd, cmd)) = rec.split_once(":DATA:|")
                && !fd.is_empty()
                && fd.chars().all(|c| c.is_ascii_digit())
            {
                // The command ends at its CR LF; the log adds "\n| (length)".
                let cmd = cmd.split(['\r', '\n']).next().unwrap_or("").trim_end();
                if let Some(name) = cmd.strip_prefix("SET self CLIENT_NAME ") {
                    self.names.insert(fd.to_owned(), name.to_owned());
                } else if cmd.eq_ignore_ascii_case("SPEAK") {
                    self.speaking = fd.to_owned();
                } else if cmd.eq_ignore_ascii_case("CANCEL self") {
                    let name = self.names.get(fd).cloned().unwrap_or_default();
                    self.waiting.retain(|m| m.client != name);
                }
            } else if let Some(rest) = rec.strip_prefix("Queueing message ") {
                let (body, prio) = rest.rsplit_once(" with priority ").unwrap_or((rest, "0"));
                let text = between_bars(body).unwrap_or(body);
                let client = self
                    .names
                    .get(&self.speaking)
                    .cloned()
                    .unwrap_or_else(|| format!("fd {}", self.speaking));
                self.seq += 1;
                let m = Message {
                    seq: self.seq,
                    client,
                    priority: prio.trim().parse().unwrap_or(0),
                    text: plain(text),
                    begun: false,
                };
                self.waiting.push(m.clone());
                queued_here.push(m);
            } else if let Some(rest) = rec.strip_prefix("before: ") {
                // The daemon takes a message from its queue for the output module, logging
                // its text before symbol substitution: the newest waiting message with it
                // (older ones with the same text may have been dropped unseen).
                let text = plain(between_bars(rest).unwrap_or(rest));
                let m = match self.waiting.iter().rposition(|m| m.text == text) {
                    Some(i) => self.waiting.remove(i),
                    None => Message {
                        seq: 0,
                        client: "?".into(),
                        priority: 0,
                        text,
                        begun: false,
                    },
                };
                if let Some(prev) = self.current.replace(m) {
                    out.push(prev);
                }
            } else if rec.starts_with("INDEX MARK: __spd_begin")
                && let Some(m) = &mut self.current
            {
                m.begun = true;
            }
        }
        if let Some(m) = self.current.take() {
            if m.begun {
                out.push(m);
            } else {
                self.current = Some(m);
            }
        }
        let handed: Vec<u64> = out.iter().map(|m| m.seq).collect();
        let current = self.current.as_ref().map(|m| m.seq);
        out.extend(
            queued_here
                .into_iter()
                .filter(|m| !handed.contains(&m.seq) && Some(m.seq) != current),
        );
        out
    }
}

/// The quoted texts after `key` in Orca's debug log, with their time (seconds since
/// midnight). An entry may span lines: Orca indents its continuation lines, and ends a
/// speech entry with `'` and the voice (`{'established': …}`).
fn orca_entries(log: &str, key: &str) -> Vec<(f64, String)> {
    let mut out = Vec::new();
    let mut lines = log.lines().peekable();
    while let Some(line) = lines.next() {
        let Some((stamp, rest)) = line.split_once(key) else {
            continue;
        };
        let Some(time) = stamp_seconds(stamp) else {
            continue;
        };
        let mut text = rest
            .trim_start()
            .strip_prefix('\'')
            .unwrap_or(rest)
            .to_owned();
        while let Some(next) = lines.peek() {
            // A new entry starts with a time stamp ("02:51:23.965122 - ").
            if !next.starts_with("                  ") {
                break;
            }
            text.push('\n');
            text.push_str(next.trim_start());
            lines.next();
        }
        if let Some(voice) = text.rfind("{'") {
            text.truncate(voice);
            text = text.trim_end_matches(['[', ' ']).to_owned();
        }
        if text.ends_with('\'') {
            text.pop();
        }
        out.push((time, text));
    }
    out
}

/// "02:51:23.965122 - " → seconds since midnight.
fn stamp_seconds(stamp: &str) -> Option<f64> {
    let t = stamp.trim().trim_end_matches('-').trim();
    let mut parts = t.split(':');
    let h: f64 = parts.next()?.parse().ok()?;
    let m: f64 = parts.next()?.parse().ok()?;
    let s: f64 = parts.next()?.parse().ok()?;
    Some(h * 3600.0 + m * 60.0 + s)
}

/// One stretch of the run: the daemon's messages, what Orca said and brailled.
struct Window {
    messages: Vec<Message>,
    orca_speech: Vec<String>,
    braille: Vec<String>,
}

impl Window {
    fn begun(&self) -> impl Iterator<Item = &Message> {
        self.messages.iter().filter(|m| m.begun)
    }

    fn chars(&self) -> usize {
        self.begun().map(|m| m.text.chars().count()).sum()
    }

    /// At most [`MAX_CHARS_PER_MOVE`] characters begun from both voices.
    fn judge_length(&self, name: &str, failures: &mut Vec<String>) {
        if self.chars() > MAX_CHARS_PER_MOVE {
            failures.push(format!(
                "{name}: {} characters begun (at most {MAX_CHARS_PER_MOVE})",
                self.chars()
            ));
        }
    }

    fn report(&self, title: &str) -> String {
        let mut s = format!(
            "== {title}: {} characters begun in {} messages\n",
            self.chars(),
            self.begun().count()
        );
        for m in &self.messages {
            let text = one_line(&m.text, 160);
            s.push_str(&format!(
                "   {} {:<8} prio {} {:>5} ch: {text}\n",
                if m.begun { "begun    " } else { "not begun" },
                short_client(&m.client),
                m.priority,
                m.text.chars().count()
            ));
        }
        for t in &self.orca_speech {
            s.push_str(&format!("   Orca said: {}\n", one_line(t, 160)));
        }
        s.push_str(&format!(
            "   braille updates: {}; last: \"{}\"\n",
            self.braille.len(),
            one_line(self.braille.last().map(String::as_str).unwrap_or(""), 200)
        ));
        s
    }
}

/// `text` on one line (line breaks as ⏎), cut after `max` characters.
fn one_line(text: &str, max: usize) -> String {
    let flat = text.replace('\n', " ⏎ ");
    let n = flat.chars().count();
    let mut out: String = flat.chars().take(max).collect();
    if n > max {
        out.push_str(&format!("… ({n})"));
    }
    out
}

fn short_client(c: &str) -> String {
    // "user:rochade:main" → "rochade"; "unknown:Orca:default" → "Orca".
    c.split(':').nth(1).unwrap_or(c).to_owned()
}

fn extra_args() -> Vec<String> {
    std::env::var("ROCHADE_ORCA_EXTRA_ARGS")
        .map(|a| a.split_whitespace().map(str::to_owned).collect())
        .unwrap_or_default()
}

/// Whether `text` names `square` (`e4`) as shown or as said in German (`Eva vier`).
fn names_square(text: &str, square: &str) -> bool {
    let t = text.to_lowercase();
    let mut cs = square.chars();
    let (Some(f), Some(r)) = (cs.next(), cs.next()) else {
        return false;
    };
    let file = match f {
        'a' => "anna",
        'b' => "bella",
        'c' => "cesar",
        'd' => "david",
        'e' => "eva",
        'f' => "felix",
        'g' => "gustav",
        _ => "hector",
    };
    let rank = [
        "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht",
    ][(r as usize).saturating_sub('1' as usize).min(7)];
    t.contains(square) || t.contains(&format!("{file} {rank}"))
}

/// What a stretch is, and what it must show.
enum Check {
    /// Nothing asked (the start, `ende`).
    None,
    /// A move: the square its words name, and the side to move afterwards.
    Move(&'static str, &'static str),
    /// `feld e4`: the answer names a white pawn.
    Query,
    /// Idle with the clock running.
    Idle,
}

#[test]
fn a_game_under_orca() {
    if !should_run() {
        return;
    }
    let extra = extra_args();
    // Orca itself sometimes does not come up, or hears nothing at all (not even its own echo
    // of Return): that is the harness, not rochade, and the whole game is played once more.
    // What rochade did wrong is never retried.
    for attempt in 1..=2 {
        let played =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| play_under_orca(&extra)));
        match played {
            Ok((failures, orca_heard)) if orca_heard > 0 || attempt == 2 => {
                assert!(
                    orca_heard > 0,
                    "Orca heard nothing in two attempts: the harness, not rochade"
                );
                assert!(
                    failures.is_empty(),
                    "rochade under Orca (extra arguments {extra:?}):\n  {}",
                    failures.join("\n  ")
                );
                return;
            }
            Ok(_) => eprintln!("Orca heard nothing at all: the game once more"),
            Err(panic) if attempt == 2 => std::panic::resume_unwind(panic),
            Err(_) => eprintln!("the desktop did not come up: the game once more"),
        }
    }
}

/// Plays the game under Orca; returns what rochade did wrong, and how many messages Orca
/// itself began (none means Orca heard nothing: the harness failed).
fn play_under_orca(extra: &[String]) -> (Vec<String>, usize) {
    let started = Instant::now();
    let mut desk = Desktop::start();
    let mut stretches: Vec<(String, Check, Mark, Mark)> = Vec::new();

    // 1. A game as a new user starts it: no options.
    let from = desk.mark();
    desk.open_rochade("game", extra);
    let took = desk.settle(MAX_WAIT_START);
    desk.note(&format!(
        "rochade started, quiet after {:.1} s",
        took.as_secs_f64()
    ));
    stretches.push(("start".into(), Check::None, from, desk.mark()));
    let lines: [(&str, Check); 6] = [
        ("e4", Check::Move("e4", "Schwarz")),
        ("e5", Check::Move("e5", "Weiß")),
        ("Sf3", Check::Move("f3", "Schwarz")),
        ("Sc6", Check::Move("c6", "Weiß")),
        ("feld e4", Check::Query),
        ("ende", Check::None),
    ];
    for (typed, check) in lines {
        let from = desk.type_line(typed);
        let took = desk.settle(MAX_WAIT_PER_LINE);
        let title = format!("{typed} (quiet after {:.1} s)", took.as_secs_f64());
        stretches.push((title, check, from, desk.mark()));
    }

    // 2. Idle with a clock running: a second window, a clock, one move, then 15 s.
    let mut args = vec!["--time-control".to_owned(), "blitz".to_owned()];
    args.extend(extra.iter().cloned());
    let from = desk.mark();
    desk.open_rochade("clock", &args);
    let took = desk.settle(MAX_WAIT_START);
    let title = format!(
        "start with --time-control blitz (quiet after {:.1} s)",
        took.as_secs_f64()
    );
    stretches.push((title, Check::None, from, desk.mark()));
    let from = desk.type_line("e4");
    let took = desk.settle(MAX_WAIT_BEFORE_IDLE);
    let title = format!(
        "e4 with the clock (quiet after {:.1} s)",
        took.as_secs_f64()
    );
    stretches.push((title, Check::None, from, desk.mark()));
    let from = desk.mark();
    std::thread::sleep(IDLE);
    stretches.push((
        "idle 15 s, clock running".into(),
        Check::Idle,
        from,
        desk.mark(),
    ));

    // The last lines of Orca's log through its terminal.
    std::thread::sleep(Duration::from_millis(500));
    let marks: Vec<(Mark, Mark)> = stretches.iter().map(|(_, _, f, t)| (*f, *t)).collect();
    let windows = desk.windows(&marks);
    let mut failures: Vec<String> = Vec::new();
    let mut report = String::new();
    for ((title, check, _, _), w) in stretches.iter().zip(&windows) {
        report.push_str(&w.report(title));
        let name = title.split(' ').next().unwrap_or("");
        let name = if let Check::Query = check {
            "feld e4"
        } else {
            name
        };
        match check {
            Check::None => {}
            Check::Move(square, to_move) => {
                w.judge_length(name, &mut failures);
                let count = w.begun().filter(|m| names_square(&m.text, square)).count();
                if count != 1 {
                    failures.push(format!(
                        "{name}: the move's words begun {count} times (once)"
                    ));
                }
                let last = w.braille.last().cloned().unwrap_or_default();
                if !(names_square(&last, square) || last.contains(to_move)) {
                    failures.push(format!(
                        "{name}: the braille line after it, \"{}\", shows neither the move \
                         nor \"{to_move}\"",
                        one_line(&last, 120)
                    ));
                }
            }
            Check::Query => {
                w.judge_length(name, &mut failures);
                let count = w
                    .begun()
                    .filter(|m| m.text.to_lowercase().contains("bauer"))
                    .count();
                if count != 1 {
                    failures.push(format!(
                        "{name}: the answer (weißer Bauer) begun {count} times (once)"
                    ));
                }
            }
            Check::Idle => {
                let utterances = w.begun().count();
                if utterances > MAX_IDLE_UTTERANCES {
                    failures.push(format!(
                        "idle 15 s with the clock running: {utterances} utterances begun (at \
                         most {MAX_IDLE_UTTERANCES})"
                    ));
                }
                if w.braille.len() > MAX_IDLE_BRAILLE {
                    failures.push(format!(
                        "idle 15 s with the clock running: {} braille updates (at most \
                         {MAX_IDLE_BRAILLE})",
                        w.braille.len()
                    ));
                }
            }
        }
    }
    eprintln!("{report}");
    desk.note(&format!("done in {:.1} s", started.elapsed().as_secs_f64()));
    drop(desk);
    let orca_heard = windows
        .iter()
        .flat_map(Window::begun)
        .filter(|m| short_client(&m.client) == "Orca")
        .count();
    (failures, orca_heard)
}
