//! What the tests that run the real binary share: start it with arguments, an environment and
//! standard input, and collect what it wrote.

#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Stdio};

/// What one run of `rochade` gave.
#[derive(Debug)]
pub struct Run {
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
    /// The exit code (`None` when a signal ended it).
    pub code: Option<i32>,
}

/// Runs `rochade args` with `env` set, `input` on standard input, and waits for it. A closed
/// pipe is fine: rochade may end before reading its input (a refused option).
pub fn rochade(args: &[&str], env: &[(&str, &std::ffi::OsStr)], input: &str) -> Run {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_rochade"));
    without_locale(cmd.args(args))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start rochade: {e}"));
    if let Some(mut stdin) = child.stdin.take()
        && let Err(e) = stdin.write_all(input.as_bytes())
    {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "write stdin: {e}");
    }
    let out = child
        .wait_with_output()
        .unwrap_or_else(|e| panic!("cannot wait for rochade: {e}"));
    Run {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        code: out.status.code(),
    }
}

/// `cmd` without the machine's locale and colour settings: a test names its language, or gets
/// the default.
fn without_locale(cmd: &mut Command) -> &mut Command {
    cmd.env_remove("NO_COLOR")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
}

/// Whether the system program `program` can be run (`--version`). When it cannot, the test
/// that needs it says so and skips, unless `ROCHADE_REQUIRE_SYSTEM_TESTS=1` (as in CI) makes
/// that a failure. `install` names the package that brings it.
#[allow(dead_code)]
pub fn require_program(program: &str, install: &str) -> bool {
    let present = std::process::Command::new(program)
        .arg("--version")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok();
    present_or_skip(present, program, install)
}

/// [`require_program`] for a program found by its path (one that has no `--version`, such as
/// `/usr/libexec/at-spi-bus-launcher`).
pub fn require_file(path: &str, install: &str) -> bool {
    present_or_skip(std::path::Path::new(path).exists(), path, install)
}

/// `present`, or says that `what` is missing and skips, unless `ROCHADE_REQUIRE_SYSTEM_TESTS=1`
/// makes it a failure.
fn present_or_skip(present: bool, what: &str, install: &str) -> bool {
    if present {
        return true;
    }
    let msg = format!("SKIPPED: {what} is not installed (apt-get install {install})");
    assert!(
        std::env::var("ROCHADE_REQUIRE_SYSTEM_TESTS").as_deref() != Ok("1"),
        "{msg}, and ROCHADE_REQUIRE_SYSTEM_TESTS=1 requires it"
    );
    eprintln!("{msg}");
    false
}

/// A game in line mode without speech (the tests must not start the machine's speech
/// daemon), with its journal and transcript in `data`.
pub fn game(data: &std::path::Path, args: &[&str], input: &str) -> Run {
    let mut all: Vec<&str> = Vec::new();
    if !args.contains(&"--line-mode") {
        all.push("--line-mode");
    }
    if !args.contains(&"--speech") {
        all.extend(["--speech", "none"]);
    }
    all.extend_from_slice(args);
    rochade(&all, &[("ROCHADE_DATA_DIR", data.as_os_str())], input)
}

/// A temporary folder, removed when dropped.
pub fn tempdir() -> tempfile::TempDir {
    tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"))
}

/// A free loopback port.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .unwrap_or_else(|e| panic!("{e}"))
}

/// The processor time process `pid` has used so far, in clock ticks (user and system).
pub fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the command name (which is in parentheses and may hold spaces); utime
    // and stime are the 14th and 15th fields of the whole line, 12 and 13 after the name.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let field = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<u64>().ok())
            .unwrap_or(0)
    };
    field(11) + field(12)
}

#[cfg(unix)]
pub mod espeak;
/// Driving the pure game core: a session and the lines typed into it.
pub mod pty;

pub mod game_core {
    use std::time::Duration;

    use rochade::Lang;
    use rochade::app::core::{Effect, Input, Options, State, update};
    use rochade::game::Game;
    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, Chess, Color};

    /// A session in `lang` for White at this keyboard, a new game without a clock.
    pub fn state(lang: Lang) -> State {
        State::new(Options {
            lang,
            player: Color::White,
            game: Game::default(),
            ..Options::default()
        })
    }

    /// An unfinished game as its journal holds it (1. e4 c5 2. Nf3, no clock), offered to be
    /// continued from `path`, with recovery's `warnings`.
    pub fn unfinished(path: &str, warnings: Vec<String>) -> rochade::app::core::ResumeOffer {
        use rochade::record::{Actor, Entry, position_hash};
        use rochade::scoresheet::{Event, Scoresheet};
        use shakmaty::Position;
        let mut sheet = Scoresheet::from_position(Chess::default(), Default::default());
        let mut entries = Vec::new();
        for uci in ["e2e4", "c7c5", "g1f3"] {
            let event = Event::Move {
                uci: uci.parse().unwrap_or_else(|e| panic!("{e}")),
                clock: None,
                recorded: false,
            };
            let ply = sheet.game().moves().len() as u32;
            let before = position_hash(sheet.game().position());
            let mover = sheet.game().position().turn();
            sheet.apply(&event).unwrap_or_else(|e| panic!("{e}"));
            entries.push(Entry {
                game: String::new(),
                actor: Actor::Player(mover),
                ply,
                before,
                after: position_hash(sheet.game().position()),
                clock: None,
                event,
            });
        }
        rochade::app::core::ResumeOffer {
            path: std::path::PathBuf::from(path),
            sheet,
            entries,
            warnings: warnings.into_iter().map(Into::into).collect(),
        }
    }

    /// Types `text` at time zero.
    pub fn line(s: &mut State, text: &str) -> Vec<Effect> {
        update(s, Input::Line(text.to_owned()), Duration::ZERO)
    }

    /// The position of the test FEN `fen`, or the starting position.
    pub fn position(fen: Option<&str>) -> Chess {
        match fen {
            Some(f) => f
                .parse::<Fen>()
                .ok()
                .and_then(|f| f.into_position::<Chess>(CastlingMode::Standard).ok())
                .unwrap_or_else(|| panic!("bad test FEN {f}")),
            None => Chess::default(),
        }
    }
}

/// Reading the effects the game core returns.
pub mod effects {
    use rochade::app::core::Effect;
    use rochade::scoresheet::Event;

    /// What was said, in order.
    pub fn spoken(effects: &[Effect]) -> Vec<&str> {
        effects
            .iter()
            .filter_map(|e| match e {
                Effect::Speak { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect()
    }

    /// What was recorded for the journal, in order (the events of the entries; a game's
    /// start is left out).
    pub fn records(effects: &[Effect]) -> Vec<&Event> {
        effects
            .iter()
            .filter_map(|e| match e {
                Effect::Record(r) if !r.begins_game() => Some(&r.entry.event),
                _ => None,
            })
            .collect()
    }
}

/// A rochade process that runs while a test talks to it: lines go to its standard input as
/// the test sends them, its standard output is read as it comes.
pub mod live {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Child, ChildStdin, Command, Stdio};
    use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
    use std::time::{Duration, Instant};

    /// How long a test waits for a line before it fails.
    pub const WAIT: Duration = Duration::from_secs(20);

    /// A running rochade in line mode without speech.
    pub struct Live {
        child: Child,
        stdin: Option<ChildStdin>,
        lines: Receiver<(Instant, String)>,
        /// Every line read so far, for failure messages.
        pub seen: Vec<String>,
    }

    impl Live {
        /// Starts `rochade args` with its data in `data`.
        pub fn start(data: &std::path::Path, args: &[&str]) -> Live {
            Live::start_under(data, &[], args)
        }

        /// Starts `wrapper… rochade args` (a program that runs rochade, such as `prlimit
        /// --nofile=64`), with its data in `data`.
        pub fn start_under(data: &std::path::Path, wrapper: &[&str], args: &[&str]) -> Live {
            Live::launch(data, wrapper, args, "none", None)
        }

        /// Starts `rochade args` with its data in `data`, speaking through espeak-ng, with
        /// `bin` first on `PATH` (where a test puts a stand-in for a system program).
        pub fn start_speaking(
            data: &std::path::Path,
            args: &[&str],
            bin: &std::path::Path,
        ) -> Live {
            Live::launch(data, &[], args, "espeak", Some(bin))
        }

        fn launch(
            data: &std::path::Path,
            wrapper: &[&str],
            args: &[&str],
            speech: &str,
            bin_first: Option<&std::path::Path>,
        ) -> Live {
            let bin = env!("CARGO_BIN_EXE_rochade");
            let mut cmd = match wrapper.split_first() {
                Some((program, rest)) => {
                    let mut c = Command::new(program);
                    c.args(rest).arg(bin);
                    c
                }
                None => Command::new(bin),
            };
            cmd.args(args)
                .args(["--line-mode", "--speech", speech])
                .env("ROCHADE_DATA_DIR", data);
            if let Some(first) = bin_first {
                let path = std::env::var_os("PATH").unwrap_or_default();
                let dirs = std::iter::once(first.to_owned()).chain(std::env::split_paths(&path));
                if let Ok(joined) = std::env::join_paths(dirs) {
                    cmd.env("PATH", joined);
                }
            }
            let mut child = super::without_locale(&mut cmd)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()
                .unwrap_or_else(|e| panic!("cannot start rochade: {e}"));
            let stdout = child.stdout.take().unwrap_or_else(|| panic!("no stdout"));
            let (tx, rx) = mpsc::channel();
            std::thread::spawn(move || {
                for line in BufReader::new(stdout).lines() {
                    let Ok(line) = line else { break };
                    if tx.send((Instant::now(), line)).is_err() {
                        break;
                    }
                }
            });
            Live {
                stdin: child.stdin.take(),
                child,
                lines: rx,
                seen: Vec::new(),
            }
        }

        /// The process id.
        pub fn pid(&self) -> u32 {
            self.child.id()
        }

        /// Types a line.
        pub fn send(&mut self, line: &str) {
            if let Some(stdin) = self.stdin.as_mut() {
                let _ = writeln!(stdin, "{line}");
                let _ = stdin.flush();
            }
        }

        /// Waits for a line that contains `needle`; returns it.
        pub fn expect(&mut self, needle: &str) -> String {
            self.expect_timed(needle).1
        }

        /// Waits for a line that contains `needle`; returns when it arrived, and the line.
        pub fn expect_timed(&mut self, needle: &str) -> (Instant, String) {
            let deadline = Instant::now() + WAIT;
            loop {
                let left = deadline.saturating_duration_since(Instant::now());
                match self.lines.recv_timeout(left) {
                    Ok((at, line)) => {
                        self.seen.push(line.clone());
                        if line.contains(needle) {
                            return (at, line);
                        }
                    }
                    Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => {
                        panic!("no line with {needle:?}; seen:\n{}", self.seen.join("\n"))
                    }
                }
            }
        }

        /// Waits for a line that contains `prefix`; returns what follows it, trimmed (a value
        /// the program reports, such as `pairing code: …`).
        pub fn expect_after(&mut self, prefix: &str) -> String {
            let line = self.expect(prefix);
            line.trim_start_matches(prefix).trim().to_owned()
        }

        /// Waits for a host's two printed lines in `lang` (the catalogue's
        /// `game-host-code-line` and `game-host-address-line`, each the value after its
        /// words); returns the pairing code's token and the address.
        pub fn expect_host_lines(&mut self, lang: rochade::Lang) -> (String, String) {
            use rochade::app::phrases::{host_address_line, host_code_line};
            let code = self.expect_after(&host_code_line(lang, ""));
            let addr = self.expect_after(&host_address_line(lang, ""));
            (code, addr)
        }

        /// Waits until every one of `needles` has been in a line, in any order.
        pub fn expect_all(&mut self, needles: &[&str]) {
            let mut left = needles.to_vec();
            while !left.is_empty() {
                let line = self.expect("");
                left.retain(|n| !line.contains(n));
            }
        }

        /// Types `quit`, ends its input, waits for it to end, and returns every line it wrote.
        pub fn quit(mut self) -> Vec<String> {
            self.send("quit");
            self.stdin.take();
            let _ = self.child.wait();
            while let Ok((_, line)) = self.lines.recv_timeout(Duration::from_secs(2)) {
                self.seen.push(line);
            }
            std::mem::take(&mut self.seen)
        }

        /// Ends its input and waits for it to end (killed after a while).
        pub fn finish(mut self) -> Vec<String> {
            self.stdin.take();
            let deadline = Instant::now() + WAIT;
            while Instant::now() < deadline {
                if let Ok(Some(_)) = self.child.try_wait() {
                    break;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
            let _ = self.child.kill();
            let _ = self.child.wait();
            while let Ok((_, line)) = self.lines.try_recv() {
                self.seen.push(line);
            }
            std::mem::take(&mut self.seen)
        }

        /// Kills it at once (a crash).
        pub fn kill(mut self) {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }

    impl Drop for Live {
        fn drop(&mut self) {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }

    /// The arguments of `rochade host` on 127.0.0.1 at `port` ("0": one the system picks), not
    /// advertised on the network, in English, with `options` last.
    pub fn host_args<'a>(port: &'a str, options: &[&'a str]) -> Vec<&'a str> {
        let mut args = vec![
            "host",
            "--bind",
            "127.0.0.1",
            "--port",
            port,
            "--no-advertise",
            "--lang",
            "en",
        ];
        args.extend_from_slice(options);
        args
    }

    /// A host as [`host_args`] starts it, with its data in `data`, once it has said its pairing
    /// code and its address; returns it, the code and the address.
    pub fn host(data: &std::path::Path, port: u16, options: &[&str]) -> (Live, String, String) {
        host_under(data, &[], port, options)
    }

    /// [`host`] under `wrapper` (see [`Live::start_under`]).
    pub fn host_under(
        data: &std::path::Path,
        wrapper: &[&str],
        port: u16,
        options: &[&str],
    ) -> (Live, String, String) {
        let port = port.to_string();
        let mut h = Live::start_under(data, wrapper, &host_args(&port, options));
        let (code, addr) = h.expect_host_lines(rochade::Lang::En);
        (h, code, addr)
    }

    /// Plays `moves` (what is typed, what is said) in turn, White first: each typed on its
    /// mover's board and waited for on the other.
    pub fn play_across(white: &mut Live, black: &mut Live, moves: &[(&str, &str)]) {
        for (i, (typed, said)) in moves.iter().enumerate() {
            let (mover, other) = if i % 2 == 0 {
                (&mut *white, &mut *black)
            } else {
                (&mut *black, &mut *white)
            };
            mover.send(typed);
            other.expect(said);
        }
    }
}

/// Tests that re-run themselves inside a fresh network namespace (`unshare -n`) that has only
/// the loopback interface, with multicast enabled on it: nothing they send leaves the machine.
pub mod netns {
    use std::process::Command;

    /// Set in the re-run inside the namespace.
    const INSIDE: &str = "ROCHADE_TEST_INSIDE_NETNS";
    /// Brings up loopback with multicast, routes multicast to it, then runs the rest.
    const SETUP: &str = "ip link set lo up && ip link set lo multicast on \
                         && ip route add 224.0.0.0/4 dev lo && exec \"$@\"";

    fn skip_or_fail(why: &str) {
        if std::env::var("ROCHADE_REQUIRE_SYSTEM_TESTS").as_deref() == Ok("1") {
            panic!("discovery test cannot run: {why}");
        }
        eprintln!("skipping the discovery test: {why}");
    }

    /// In the re-run inside the namespace: checks that only loopback is there, then runs
    /// `inside`. Otherwise re-runs the test named `test` (the caller) inside a namespace and
    /// asserts that it passed there. Where a namespace cannot be made (not root, no `unshare`
    /// or `ip`), says why and skips, unless ROCHADE_REQUIRE_SYSTEM_TESTS=1, when it fails.
    pub fn run(test: &str, inside: impl FnOnce()) {
        if std::env::var_os(INSIDE).is_some() {
            // Only loopback here: nothing can leave the machine.
            let links = Command::new("ip")
                .args(["-o", "link"])
                .output()
                .unwrap_or_else(|e| panic!("{e}"));
            let links = String::from_utf8_lossy(&links.stdout);
            assert_eq!(links.lines().count(), 1, "only loopback: {links}");
            inside();
            return;
        }
        let probe = Command::new("unshare")
            .args(["-n", "sh", "-c", SETUP, "sh", "true"])
            .output();
        match probe {
            Err(e) => return skip_or_fail(&format!("no unshare program ({e})")),
            Ok(out) if !out.status.success() => {
                return skip_or_fail(&format!(
                    "cannot make a network namespace with multicast on loopback (needs root): {}",
                    String::from_utf8_lossy(&out.stderr).trim()
                ));
            }
            Ok(_) => {}
        }
        let exe = std::env::current_exe().unwrap_or_else(|e| panic!("{e}"));
        let out = Command::new("unshare")
            .args(["-n", "sh", "-c", SETUP, "sh"])
            .arg(exe)
            .args(["--exact", test, "--nocapture", "--test-threads=1"])
            .env(INSIDE, "1")
            .output()
            .unwrap_or_else(|e| panic!("{e}"));
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            out.status.success() && stdout.contains("1 passed"),
            "inside the namespace:\n{stdout}\n{stderr}"
        );
    }
}

/// A child process whose standard output and error go to files (`out`, and `out` with the
/// extension `err`), read while it runs; killed when dropped.
pub mod logged {
    use std::io::Write;
    use std::path::PathBuf;
    use std::process::{Child, ChildStdin};
    use std::time::{Duration, Instant};

    /// The process, its input, and the file of its output.
    pub struct Logged {
        /// The process.
        pub child: Child,
        /// Its standard input, while open.
        pub stdin: Option<ChildStdin>,
        /// The file its standard output goes to.
        pub out: PathBuf,
    }

    impl Logged {
        /// The `rochade` binary with `args`, its home (and data under it) in `home`, no
        /// settings file, its output in `out`.
        pub fn rochade(args: &[&str], home: &std::path::Path, out: PathBuf) -> Logged {
            use std::process::{Command, Stdio};
            std::fs::create_dir_all(home).unwrap();
            let mut child = Command::new(env!("CARGO_BIN_EXE_rochade"))
                .args(args)
                .env("HOME", home)
                .env("XDG_DATA_HOME", home.join("data"))
                .env_remove("ROCHADE_CONFIG")
                .stdin(Stdio::piped())
                .stdout(std::fs::File::create(&out).unwrap())
                .stderr(std::fs::File::create(out.with_extension("err")).unwrap())
                .spawn()
                .expect("start rochade");
            let stdin = child.stdin.take();
            Logged { child, stdin, out }
        }

        /// Types a line.
        pub fn say(&mut self, line: &str) {
            if let Some(s) = self.stdin.as_mut() {
                writeln!(s, "{line}").unwrap();
            }
        }

        /// Everything it wrote so far.
        pub fn output(&self) -> String {
            std::fs::read_to_string(&self.out).unwrap_or_default()
        }

        /// Waits until the output contains `text` (ten seconds at most).
        pub fn wait_for(&self, text: &str) -> String {
            let deadline = Instant::now() + Duration::from_secs(10);
            loop {
                let out = self.output();
                if out.contains(text) {
                    return out;
                }
                assert!(
                    Instant::now() < deadline,
                    "waited for {text:?}; output so far:\n{out}\nerrors:\n{}",
                    std::fs::read_to_string(self.out.with_extension("err")).unwrap_or_default()
                );
                std::thread::sleep(Duration::from_millis(50));
            }
        }

        /// Ends the input and waits for the end (killed after ten seconds).
        pub fn finish(&mut self) {
            self.stdin = None;
            let deadline = Instant::now() + Duration::from_secs(10);
            while self.child.try_wait().ok().flatten().is_none() {
                if Instant::now() > deadline {
                    let _ = self.child.kill();
                    break;
                }
                std::thread::sleep(Duration::from_millis(50));
            }
        }
    }

    impl Drop for Logged {
        fn drop(&mut self) {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}
