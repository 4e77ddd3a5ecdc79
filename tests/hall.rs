//! The tournament hall with a real mosquitto on 127.0.0.1: boards publish their games, the
//! hall says their moves, a flag and an arbiter call, keeps a live PGN equal to the boards'
//! own exports, and loses or doubles nothing when the broker restarts or the hall restarts;
//! the broker's ACL keeps a board to its own number.
//!
//! Each test starts its own mosquitto on a free port with its own configuration (persistence
//! off). Skipped with a message where mosquitto is not installed, unless
//! ROCHADE_REQUIRE_SYSTEM_TESTS=1.

mod common;

use std::io::Write;
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::free_port;

/// A mosquitto of the test's own, ended when dropped.
struct Mosquitto {
    child: Child,
    conf: PathBuf,
    port: u16,
}

impl Mosquitto {
    fn start(dir: &Path, port: u16, extra: &str) -> Mosquitto {
        let conf = dir.join("mosquitto.conf");
        std::fs::write(
            &conf,
            format!("listener {port} 127.0.0.1\npersistence false\nlog_type all\n{extra}\n"),
        )
        .unwrap();
        let mut m = Mosquitto {
            child: spawn_mosquitto(&conf, dir),
            conf,
            port,
        };
        m.wait_up();
        m
    }

    /// One that lets anyone in, on a free port; returns it and its address.
    fn anonymous(dir: &Path) -> (Mosquitto, String) {
        let port = free_port();
        let m = Mosquitto::start(dir, port, "allow_anonymous true");
        (m, format!("mqtt://127.0.0.1:{port}"))
    }

    fn wait_up(&mut self) {
        let deadline = Instant::now() + Duration::from_secs(10);
        while TcpStream::connect(("127.0.0.1", self.port)).is_err() {
            assert!(Instant::now() < deadline, "mosquitto did not start");
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn stop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    fn restart(&mut self, dir: &Path) {
        self.stop();
        self.child = spawn_mosquitto(&self.conf, dir);
        self.wait_up();
    }
}

impl Drop for Mosquitto {
    fn drop(&mut self) {
        self.stop();
    }
}

fn spawn_mosquitto(conf: &Path, dir: &Path) -> Child {
    Command::new("mosquitto")
        .arg("-c")
        .arg(conf)
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(dir.join("mosquitto.log")).unwrap())
        .spawn()
        .expect("start mosquitto")
}

use common::logged::Logged as Rochade;

/// `rochade` with `args`, its home `home`, its output in `out`.
fn start(args: &[&str], home: &Path, out: PathBuf) -> Rochade {
    Rochade::rochade(args, home, out)
}

const EVENT: &str = "Test Open";

fn profile(dir: &Path, name: &str, control: &str, white: &str, black: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(
        &path,
        format!(
            "event = \"{EVENT}\"\n[time_control]\npgn = \"{control}\"\n[white]\nname = \"{white}\"\n[black]\nname = \"{black}\"\n"
        ),
    )
    .unwrap();
    path
}

/// Board `n` with the event `profile`, reporting to the hall on `url`.
fn board(dir: &Path, url: &str, n: u32, profile: &Path) -> Rochade {
    let n_text = n.to_string();
    board_with(
        dir,
        n,
        &[
            "--event",
            profile.to_str().unwrap(),
            "--hall",
            url,
            "--board",
            &n_text,
        ],
    )
}

/// Board `n`'s rochade with `options` first, in English line mode without speech or cues; its
/// home and its output in `dir`.
fn board_with(dir: &Path, n: u32, options: &[&str]) -> Rochade {
    let args = ["--lang", "en", "--line-mode", "--no-speech", "--no-cues"];
    start(
        &[options, &args[..]].concat(),
        &dir.join(format!("home{n}")),
        dir.join(format!("board{n}.out")),
    )
}

fn hall(dir: &Path, url: &str, name: &str) -> Rochade {
    hall_with(dir, url, name, &[])
}

fn hall_with(dir: &Path, url: &str, name: &str, extra: &[&str]) -> Rochade {
    let pgn = dir.join(format!("{name}.pgn"));
    let h = hall_process(
        dir,
        url,
        name,
        &[&["--pgn", pgn.to_str().unwrap()][..], extra].concat(),
    );
    h.wait_for("listens to the broker");
    h
}

/// `rochade hall` for the event on the broker at `url`, in English line mode without speech,
/// with `extra` options last; its home and its output in `dir`, named by `name`.
fn hall_process(dir: &Path, url: &str, name: &str, extra: &[&str]) -> Rochade {
    let args = [
        "hall",
        "--broker",
        url,
        "--event",
        EVENT,
        "--lang",
        "en",
        "--line-mode",
        "--no-speech",
    ];
    start(
        &[&args[..], extra].concat(),
        &dir.join(format!("{name}-home")),
        dir.join(format!("{name}.out")),
    )
}

/// The PGN `rochade export` writes of board `n`'s last game (its own journal).
fn export(dir: &Path, n: u32) -> String {
    let home = dir.join(format!("home{n}"));
    let out = Command::new(env!("CARGO_BIN_EXE_rochade"))
        .args(["export", "--format", "pgn", "--lang", "en"])
        .env("HOME", &home)
        .env("XDG_DATA_HOME", home.join("data"))
        .output()
        .expect("export");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Waits until the file at `path` holds `expected`.
fn wait_for_file(path: &Path, expected: &str) {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        if text.trim() == expected.trim() {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "{} is\n{text}\nnot\n{expected}",
            path.display()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn two_boards_report_moves_a_flag_and_a_call_and_the_live_pgn_is_their_record() {
    if !common::require_program("mosquitto", "mosquitto") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let (_broker, url) = Mosquitto::anonymous(dir);
    let http = format!("127.0.0.1:{}", free_port());
    let mut hall1 = hall_with(dir, &url, "hall1", &["--serve", &http]);
    hall1.wait_for(&format!(
        "The live PGN is served at http://{http}/live.pgn."
    ));
    let long = profile(dir, "long.toml", "900+10", "Anna", "Boris");
    let short = profile(dir, "short.toml", "3+0", "Carla", "Dmitri");
    let mut b3 = board(dir, &url, 3, &long);
    // Board four reports through its event profile's `hall` and `board` keys.
    let mut text = std::fs::read_to_string(&short).unwrap();
    text.insert_str(0, &format!("hall = \"{url}\"\nboard = 4\n"));
    std::fs::write(&short, text).unwrap();
    let mut b4 = board_with(dir, 4, &["--event", short.to_str().unwrap()]);
    for m in ["e4", "e5", "Nf3", "Nc6", "stop clock"] {
        b3.say(m);
    }
    b4.say("d4");
    // Board four's black player does not move: the flag falls after three seconds.
    b3.wait_for("calls the arbiter");
    b4.wait_for("loses on time");
    let said = hall1.wait_for("Board three: White has called the arbiter.");
    for line in [
        "Board three: Anna against Boris, move one, playing.",
        "Board three, White: Pawn e4",
        "Board three, Black: Knight c6",
        "Board four, White: Pawn d4",
    ] {
        assert_eq!(said.matches(line).count(), 1, "{line:?} once in:\n{said}");
    }
    hall1.wait_for("Board four: Game over. White wins, Black loses on time");
    // A hall started now rebuilds the same picture: the retained summaries, then the boards'
    // records replayed on its request.
    let mut hall2 = hall(dir, &url, "hall2");
    let live1 = std::fs::read_to_string(dir.join("hall1.pgn")).unwrap();
    wait_for_file(&dir.join("hall2.pgn"), &live1);
    for h in [&mut hall1, &mut hall2] {
        h.say("boards");
        let picture =
            h.wait_for("Board four: Carla against Dmitri, move one, finished, White won.");
        assert!(
            picture.contains("Board three: Anna against Boris, move three, the arbiter is called."),
            "{picture}"
        );
        // The call is listed before the finished game.
        let call = picture
            .rfind("Board three: Anna against Boris, move three")
            .unwrap();
        let over = picture
            .rfind("Board four: Carla against Dmitri, move one, finished")
            .unwrap();
        assert!(call < over, "{picture}");
    }
    // The restarted hall did not say the moves again, only what is urgent.
    let again = hall2.output();
    assert!(!again.contains("Pawn e4"), "{again}");
    hall1.say("ack 3");
    hall1.say("sheet 3");
    let said = hall1.wait_for("two: Knight f3, Knight c6");
    assert!(
        said.contains("Board three: the call is acknowledged."),
        "{said}"
    );
    assert!(
        said.contains("Board three, scoresheet.\nMove one: Pawn e4, Pawn e5"),
        "{said}"
    );
    hall1.say("boards");
    hall1.wait_for("Board three: Anna against Boris, move three, the clock is stopped.");
    b3.finish();
    b4.finish();
    let expected = format!("{}\n{}", export(dir, 3), export(dir, 4));
    wait_for_file(&dir.join("hall1.pgn"), &expected);
    wait_for_file(&dir.join("hall2.pgn"), &expected);
    // The same over HTTP, whole and by board.
    assert_eq!(get(&http, "/live.pgn").trim(), expected.trim());
    assert_eq!(get(&http, "/board/3.pgn").trim(), export(dir, 3).trim());
    assert!(get(&http, "/board/9.pgn").starts_with("not found"));
}

/// The body of `GET path` from the server at `addr`.
fn get(addr: &str, path: &str) -> String {
    use std::io::Read;
    let mut s = TcpStream::connect(addr).unwrap();
    write!(s, "GET {path} HTTP/1.0\r\nHost: {addr}\r\n\r\n").unwrap();
    let mut text = String::new();
    s.read_to_string(&mut text).unwrap();
    text.split_once("\r\n\r\n")
        .map(|(_, b)| b.to_owned())
        .unwrap_or_default()
}

/// Runs `rochade args` with `env` set; asserts that it is refused (exit code 1) with `says` on
/// standard error.
fn refused(args: &[&str], env: &[(&str, &std::ffi::OsStr)], says: &str) {
    let run = common::rochade(args, env, "");
    assert_eq!(run.code, Some(1), "{run:?}");
    assert!(run.stderr.contains(says), "{run:?}");
}

#[test]
fn a_hall_or_a_report_without_what_it_needs_is_refused_in_words() {
    let dir = tempfile::tempdir().unwrap();
    let env: [(&str, &std::ffi::OsStr); 2] = [
        ("HOME", dir.path().as_os_str()),
        ("XDG_DATA_HOME", dir.path().as_os_str()),
    ];
    refused(
        &[
            "--hall",
            "mqtt://127.0.0.1:1",
            "--lang",
            "en",
            "--line-mode",
            "--no-speech",
        ],
        &[],
        "The board reports to the hall only with its number",
    );
    refused(
        &[
            "--hall",
            "http://x",
            "--board",
            "2",
            "--lang",
            "de",
            "--line-mode",
            "--no-speech",
        ],
        &[],
        "Die Broker-Adresse http://x ist nicht verwendbar",
    );
    refused(
        &["hall", "--lang", "en"],
        &env,
        "The hall needs the broker and the event's name",
    );
}

#[test]
fn a_broker_restart_mid_game_loses_and_doubles_nothing() {
    if !common::require_program("mosquitto", "mosquitto") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let (mut broker, url) = Mosquitto::anonymous(dir);
    let hall = hall(dir, &url, "hall");
    let long = profile(dir, "long.toml", "900+10", "Anna", "Boris");
    let mut b5 = board(dir, &url, 5, &long);
    b5.say("e4");
    b5.say("e5");
    hall.wait_for("Board five, Black: Pawn e5");
    broker.stop();
    // The game goes on untouched while the broker is away.
    let t = Instant::now();
    b5.say("Nf3");
    b5.say("Nc6");
    b5.wait_for("Knight c6");
    assert!(t.elapsed() < Duration::from_secs(2), "{:?}", t.elapsed());
    broker.restart(dir);
    b5.say("Bb5");
    let said = hall.wait_for("Board five, White: Bishop b5");
    for (line, at_most) in [
        ("Board five, White: Pawn e4", 1),
        ("Board five, Black: Pawn e5", 1),
        ("Board five, White: Knight f3", 1),
        ("Board five, Black: Knight c6", 1),
        ("Board five, White: Bishop b5", 1),
    ] {
        assert!(
            said.matches(line).count() <= at_most,
            "{line:?} in:\n{said}"
        );
    }
    b5.finish();
    wait_for_file(&dir.join("hall.pgn"), &export(dir, 5));
    let said = hall.output();
    assert_eq!(
        said.matches("Board five, White: Bishop b5").count(),
        1,
        "{said}"
    );
}

#[test]
fn a_board_can_publish_under_its_own_number_only() {
    if !common::require_program("mosquitto", "mosquitto")
        || !common::require_program("mosquitto_passwd", "mosquitto")
    {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let setup = dir.join("setup");
    let init = Command::new(env!("CARGO_BIN_EXE_rochade"))
        .args(["hall", "init", "--event", EVENT, "--boards", "4", "--dir"])
        .arg(&setup)
        .output()
        .unwrap();
    assert!(init.status.success(), "{init:?}");
    let passwd = setup.join("rochade.passwd");
    std::fs::write(&passwd, "").unwrap();
    for (user, pass) in [("hall", "h-pw"), ("board3", "b3-pw"), ("board4", "b4-pw")] {
        let made = Command::new("mosquitto_passwd")
            .arg("-b")
            .arg(&passwd)
            .args([user, pass])
            .output()
            .unwrap();
        assert!(made.status.success(), "{made:?}");
    }
    let port = free_port();
    let _broker = Mosquitto::start(
        dir,
        port,
        &format!(
            "allow_anonymous false\npassword_file {}\nacl_file {}",
            passwd.display(),
            setup.join("rochade.acl").display()
        ),
    );
    let hall = hall(dir, &format!("mqtt://hall:h-pw@127.0.0.1:{port}"), "hall");
    let long = profile(dir, "long.toml", "900+10", "Anna", "Boris");
    // Board three's credentials, publishing as board four: the broker drops it.
    let mut forger = board(
        dir,
        &format!("mqtt://board3:b3-pw@127.0.0.1:{port}"),
        4,
        &long,
    );
    forger.say("e4");
    forger.wait_for("Pawn e4");
    let mut b3 = board(
        dir,
        &format!("mqtt://board3:b3-pw@127.0.0.1:{port}"),
        3,
        &long,
    );
    b3.say("d4");
    hall.wait_for("Board three, White: Pawn d4");
    // The forger was connected and published (the broker says so), and was refused.
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let log = std::fs::read_to_string(dir.join("mosquitto.log")).unwrap_or_default();
        if log.contains("Denied PUBLISH from rochade-Test-Open-board-4") {
            break;
        }
        assert!(Instant::now() < deadline, "{log}");
        std::thread::sleep(Duration::from_millis(50));
    }
    let mut hall = hall;
    hall.say("boards");
    let said = hall.wait_for("Board three: Anna against Boris, move one, playing.");
    assert!(!said.contains("Board four"), "{said}");
    b3.finish();
    forger.finish();
}

/// Runs `openssl` with `args` in `dir`.
fn openssl(dir: &Path, args: &[&str]) {
    let out = Command::new("openssl")
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    assert!(out.status.success(), "openssl {args:?}: {out:?}");
}

#[cfg(unix)]
#[test]
fn over_tls_the_hall_hears_a_board_and_a_broker_it_cannot_check_is_refused() {
    if !common::require_program("mosquitto", "mosquitto")
        || !common::require_program("openssl", "openssl")
    {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    // A certificate authority and the broker's certificate for 127.0.0.1, made here.
    openssl(
        dir,
        &[
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-keyout",
            "ca.key",
            "-out",
            "ca.pem",
            "-days",
            "1",
            "-subj",
            "/CN=rochade test authority",
        ],
    );
    openssl(
        dir,
        &[
            "req",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-keyout",
            "server.key",
            "-out",
            "server.csr",
            "-subj",
            "/CN=127.0.0.1",
        ],
    );
    std::fs::write(
        dir.join("ext.cnf"),
        "subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\n",
    )
    .unwrap();
    openssl(
        dir,
        &[
            "x509",
            "-req",
            "-in",
            "server.csr",
            "-CA",
            "ca.pem",
            "-CAkey",
            "ca.key",
            "-CAcreateserial",
            "-out",
            "server.pem",
            "-days",
            "1",
            "-extfile",
            "ext.cnf",
        ],
    );
    // mosquitto started as root reads its key as the mosquitto user: a test key may be read.
    {
        use std::os::unix::fs::PermissionsExt;
        let open =
            |p: &Path, mode| std::fs::set_permissions(p, std::fs::Permissions::from_mode(mode));
        open(dir, 0o755).unwrap();
        open(&dir.join("server.key"), 0o644).unwrap();
    }
    let port = free_port();
    let _broker = Mosquitto::start(
        dir,
        port,
        &format!(
            "allow_anonymous true\ncafile {0}/ca.pem\ncertfile {0}/server.pem\nkeyfile {0}/server.key",
            dir.display()
        ),
    );
    let url = format!("mqtts://127.0.0.1:{port}");
    let ca = dir.join("ca.pem");
    let pgn = dir.join("tls.pgn");
    let hall = hall_process(
        dir,
        &url,
        "hall",
        &["--ca", ca.to_str().unwrap(), "--pgn", pgn.to_str().unwrap()],
    );
    hall.wait_for("listens to the broker");
    let long = profile(dir, "long.toml", "900+10", "Anna", "Boris");
    let n = "6";
    let mut b6 = board_with(
        dir,
        6,
        &[
            "--event",
            long.to_str().unwrap(),
            "--hall",
            &url,
            "--hall-ca",
            ca.to_str().unwrap(),
            "--board",
            n,
        ],
    );
    b6.say("c4");
    hall.wait_for("Board six, White: Pawn c4");
    // A hall that checks the broker against another authority (the system's) hears nothing.
    let other = hall_process(dir, &url, "other", &[]);
    b6.say("e5");
    hall.wait_for("Board six, Black: Pawn e5");
    std::thread::sleep(Duration::from_millis(500));
    let heard = other.output();
    assert!(!heard.contains("Board six"), "{heard}");
    b6.finish();
    wait_for_file(&pgn, &export(dir, 6));
}

#[test]
fn on_a_terminal_the_hall_is_a_table_of_every_board() {
    if !common::require_program("mosquitto", "mosquitto") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let (_broker, url) = Mosquitto::anonymous(dir);
    let mut cmd = common::pty::rochade(&[
        "hall",
        "--broker",
        &url,
        "--event",
        EVENT,
        "--lang",
        "en",
        "--no-speech",
    ]);
    cmd.env("XDG_DATA_HOME", dir.join("hall-data"));
    cmd.env("HOME", dir.join("hall-home"));
    cmd.cwd(dir);
    let mut hall = common::pty::Terminal::start(cmd, 100, 24);
    hall.wait_for("Last move");
    let long = profile(dir, "long.toml", "900+10", "Anna", "Boris");
    let mut b3 = board(dir, &url, 3, &long);
    b3.say("e4");
    b3.say("stop clock");
    let s = hall.wait_for("Board three: White has called the arbiter.");
    let row = s
        .lines()
        .find(|l| l.contains("Anna"))
        .unwrap_or_else(|| panic!("{s}"));
    for cell in [
        "3",
        "Boris",
        "Pawn e4",
        "0:15:09 0:14:5",
        "the arbiter is called",
    ] {
        assert!(row.contains(cell), "{cell:?} in {row:?}\n{s}");
    }
    hall.type_keys(b"ack 3\r");
    let s = hall.wait_for("the call is acknowledged");
    assert!(s.contains("the clock is stopped"), "{s}");
    hall.type_keys(b"quit\r");
    assert_eq!(hall.exit_code(), 0);
    b3.finish();
}

/// A hall started as a service: standard input closed, no terminal. It runs until it is told
/// to stop, and SIGTERM ends it cleanly with the live PGN holding every move.
#[test]
fn a_hall_without_a_terminal_runs_until_it_is_told_to_stop() {
    if !common::require_program("mosquitto", "mosquitto") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let (_broker, url) = Mosquitto::anonymous(dir);
    let mut hall = hall(dir, &url, "hall");
    // Standard input ends at once, as for a service.
    hall.stdin = None;
    let long = profile(dir, "long.toml", "900+10", "Anna", "Boris");
    let mut b6 = board(dir, &url, 6, &long);
    b6.say("d4");
    b6.say("d5");
    hall.wait_for("Board six, Black: Pawn d5");
    std::thread::sleep(Duration::from_millis(1000));
    assert!(
        matches!(hall.child.try_wait(), Ok(None)),
        "the hall ended with its input:\n{}",
        hall.output()
    );
    let pid = i32::try_from(hall.child.id()).unwrap();
    // SAFETY: kill(2) on the hall's own process id, which this test started and still waits for.
    assert_eq!(unsafe { libc::kill(pid, libc::SIGTERM) }, 0);
    let deadline = Instant::now() + Duration::from_secs(10);
    let status = loop {
        if let Ok(Some(status)) = hall.child.try_wait() {
            break status;
        }
        assert!(Instant::now() < deadline, "no end 10 s after SIGTERM");
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success(), "{status:?}");
    b6.finish();
    let pgn = std::fs::read_to_string(dir.join("hall.pgn")).unwrap();
    assert!(
        pgn.contains("1. d4 {") && pgn.contains("1... d5 {"),
        "{pgn}"
    );
}

/// A hall whose speech cannot be used says so (on standard output, in line mode) and goes on:
/// it hears the boards as before. Before, the notice was dropped and the arbiter heard
/// nothing without knowing why.
#[test]
fn a_hall_without_speech_says_so_and_goes_on() {
    if !common::require_program("mosquitto", "mosquitto") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let (_broker, url) = Mosquitto::anonymous(dir);
    let home = dir.join("deaf-home");
    std::fs::create_dir_all(&home).unwrap();
    let out = dir.join("deaf.out");
    let mut child = Command::new(env!("CARGO_BIN_EXE_rochade"))
        .args([
            "hall",
            "--broker",
            &url,
            "--event",
            EVENT,
            "--lang",
            "en",
            "--line-mode",
            "--speech",
            "speechd",
        ])
        .env("HOME", &home)
        .env("XDG_DATA_HOME", home.join("data"))
        .env("SPEECHD_ADDRESS", "unix_socket:/nonexistent/speechd.sock")
        .env("PATH", dir)
        .env_remove("ROCHADE_CONFIG")
        .stdin(Stdio::piped())
        .stdout(std::fs::File::create(&out).unwrap())
        .stderr(std::fs::File::create(out.with_extension("err")).unwrap())
        .spawn()
        .expect("start rochade");
    let stdin = child.stdin.take();
    let hall = Rochade { child, stdin, out };
    let said = hall.wait_for("listens to the broker");
    let said = if said.contains("speech-dispatcher") {
        said
    } else {
        hall.wait_for("speech-dispatcher")
    };
    assert!(said.contains("speech-dispatcher"), "{said}");
    let long = profile(dir, "long.toml", "900+10", "Anna", "Boris");
    let mut b2 = board(dir, &url, 2, &long);
    b2.say("e4");
    hall.wait_for("Board two, White: Pawn e4");
    b2.finish();
}

/// `rochade hall init`'s configuration for `boards` boards, as extra lines for
/// [`Mosquitto::start`] (its own listener on 127.0.0.1, persistence off), with the hall's and
/// each board's password (`pw-USER`) made in `dir`.
fn init_setup(dir: &Path, boards: u32) -> String {
    let setup = dir.join("setup");
    let init = Command::new(env!("CARGO_BIN_EXE_rochade"))
        .args([
            "hall",
            "init",
            "--event",
            EVENT,
            "--boards",
            &boards.to_string(),
        ])
        .arg("--dir")
        .arg(&setup)
        .output()
        .unwrap();
    assert!(init.status.success(), "{init:?}");
    let passwd = setup.join("rochade.passwd");
    std::fs::write(&passwd, "").unwrap();
    let users = ["hall".to_owned(), "hall2".to_owned()]
        .into_iter()
        .chain((1..=boards).map(|n| format!("board{n}")));
    for user in users {
        let made = Command::new("mosquitto_passwd")
            .arg("-b")
            .arg(&passwd)
            .args([user.as_str(), &format!("pw-{user}")])
            .output()
            .unwrap();
        assert!(made.status.success(), "{made:?}");
    }
    let conf = std::fs::read_to_string(setup.join("mosquitto.conf")).unwrap();
    // The test's own plain listener instead of the generated TLS one (tests/hall_init.rs
    // runs that); the files by the absolute paths the configuration names.
    let own = ["listener", "persistence", "cafile", "certfile", "keyfile"];
    conf.lines()
        .filter(|l| !own.iter().any(|o| l.starts_with(o)))
        .collect::<Vec<_>>()
        .join("\n")
}

/// An MQTT client of the test's own on 127.0.0.1:`port` as `user` (password `pw-USER`) with
/// client id `id`: publishes each of `messages` (topic, payload, retained) at QoS 1, and
/// returns once the broker has taken them all (ten seconds at most).
fn publish_as(port: u16, user: &str, id: &str, messages: Vec<(String, Vec<u8>, bool)>) {
    let mut o = rumqttc::MqttOptions::new(id, "127.0.0.1", port);
    o.set_credentials(user, format!("pw-{user}"));
    o.set_max_packet_size(8 << 20, 8 << 20);
    let (client, mut connection) = rumqttc::Client::new(o, 1000);
    let count = messages.len();
    let sender = std::thread::spawn(move || {
        for (topic, payload, retain) in messages {
            client
                .publish(topic, rumqttc::QoS::AtLeastOnce, retain, payload)
                .unwrap();
        }
        client
    });
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut acked = 0;
    while acked < count {
        assert!(Instant::now() < deadline, "{acked} of {count} acknowledged");
        if let Ok(Ok(rumqttc::Event::Incoming(rumqttc::Packet::PubAck(_)))) =
            connection.recv_timeout(Duration::from_millis(200))
        {
            acked += 1;
        }
    }
    drop(sender.join());
}

#[test]
fn one_boards_account_cannot_blind_the_hall_on_the_set_up_hall_init_writes() {
    if !common::require_program("mosquitto", "mosquitto")
        || !common::require_program("mosquitto_passwd", "mosquitto")
    {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let extra = init_setup(dir, 3);
    assert!(extra.contains("message_size_limit 65536"), "{extra}");
    let port = free_port();
    let _broker = Mosquitto::start(dir, port, &extra);
    let url = |user: &str| format!("mqtt://{user}:pw-{user}@127.0.0.1:{port}");
    let http = format!("127.0.0.1:{}", free_port());
    let hall = hall_with(dir, &url("hall"), "hall", &["--serve", &http]);
    let long = profile(dir, "long.toml", "900+10", "Anna", "Boris");
    let mut b1 = board(dir, &url("board1"), 1, &long);
    b1.say("e4");
    hall.wait_for("Board one, White: Pawn e4");
    // Board two's account: a retained summary of 100 KB, 500 one-byte entries and 20 of
    // random bytes, under the client id board one's connection would have.
    let summary = rochade::hall::topic(EVENT, 2, "summary");
    let entry = rochade::hall::topic(EVENT, 2, "entry");
    let mut junk = vec![(summary, vec![b'{'; 100 * 1024], true)];
    junk.extend((0..500).map(|_| (entry.clone(), b"x".to_vec(), false)));
    junk.extend((0u8..20).map(|i| {
        let bytes = (0u8..64)
            .map(|j| i.wrapping_mul(31).wrapping_add(j.wrapping_mul(7)))
            .collect();
        (entry.clone(), bytes, false)
    }));
    publish_as(port, "board2", "rochade-Test-Open-board-1", junk);
    // Board one's next move still reaches the hall's PGN at once.
    let moved = Instant::now();
    b1.say("e5");
    let deadline = moved + Duration::from_secs(5);
    while !get(&http, "/board/1.pgn").contains("e5") {
        assert!(Instant::now() < deadline, "{}", hall.output());
        std::thread::sleep(Duration::from_millis(10));
    }
    let took = moved.elapsed();
    eprintln!("board one's move in the hall's PGN {took:?} after it was played");
    assert!(took < Duration::from_secs(2), "{took:?}");
    let said = hall.wait_for("Board one, Black: Pawn e5");
    // One line for board two, no reconnection.
    assert_eq!(
        said.matches("Board two:").count(),
        1,
        "board two said more than once:\n{said}"
    );
    assert!(
        said.contains("Board two: a message that cannot be read was refused."),
        "{said}"
    );
    assert!(!said.contains("connection to the broker is lost"), "{said}");
    // The broker kept board one's connection: its client id is its user's.
    let log = std::fs::read_to_string(dir.join("mosquitto.log")).unwrap_or_default();
    assert!(!log.contains("already connected"), "{log}");
    b1.finish();
}

#[test]
fn a_retained_oversized_summary_costs_a_hall_on_an_open_broker_one_line() {
    if !common::require_program("mosquitto", "mosquitto") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let (broker, url) = Mosquitto::anonymous(dir);
    // The broker takes them (no size limit). The hall's client takes the first and refuses
    // it; the second is over the largest packet the hall said it takes when it connected
    // (MQTT 5), and the broker does not send it.
    publish_as(
        broker.port,
        "anyone",
        "attacker",
        vec![
            (
                rochade::hall::topic(EVENT, 2, "summary"),
                vec![b'{'; 200 * 1024],
                true,
            ),
            (
                rochade::hall::topic(EVENT, 4, "summary"),
                vec![b'{'; 5 << 20],
                true,
            ),
        ],
    );
    let hall = hall(dir, &url, "hall");
    let long = profile(dir, "long.toml", "900+10", "Anna", "Boris");
    let mut b3 = board(dir, &url, 3, &long);
    b3.say("Nf3");
    let said = hall.wait_for("Board three, White: Knight f3");
    assert!(!said.contains("connection to the broker is lost"), "{said}");
    assert!(
        said.contains("Board two: a message that cannot be read was refused."),
        "{said}"
    );
    assert!(!said.contains("Board four"), "{said}");
    b3.finish();
}

/// The first message on `topic` whose payload holds `"seq":0`, read as `user` (ten seconds
/// at most); the reader is subscribed when this returns.
fn first_start(port: u16, user: &str, topic: String) -> std::sync::mpsc::Receiver<Vec<u8>> {
    let mut o = rumqttc::MqttOptions::new(user, "127.0.0.1", port);
    o.set_credentials(user, format!("pw-{user}"));
    let (client, mut connection) = rumqttc::Client::new(o, 10);
    client.subscribe(topic, rumqttc::QoS::AtLeastOnce).unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    let (subscribed, ready) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _client = client;
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            match connection.recv_timeout(Duration::from_millis(200)) {
                Ok(Ok(rumqttc::Event::Incoming(rumqttc::Packet::SubAck(_)))) => {
                    let _ = subscribed.send(());
                }
                Ok(Ok(rumqttc::Event::Incoming(rumqttc::Packet::Publish(p))))
                    if String::from_utf8_lossy(&p.payload).contains("\"seq\":0") =>
                {
                    let _ = tx.send(p.payload.to_vec());
                    return;
                }
                _ => {}
            }
        }
    });
    ready.recv_timeout(Duration::from_secs(10)).unwrap();
    rx
}

#[test]
fn a_start_of_another_game_under_a_board_s_record_is_an_alarm_and_the_game_stays() {
    if !common::require_program("mosquitto", "mosquitto")
        || !common::require_program("mosquitto_passwd", "mosquitto")
    {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let extra = init_setup(dir, 2);
    let port = free_port();
    let _broker = Mosquitto::start(dir, port, &extra);
    let url = |user: &str| format!("mqtt://{user}:pw-{user}@127.0.0.1:{port}");
    let http = format!("127.0.0.1:{}", free_port());
    let hall = hall_with(dir, &url("hall"), "hall", &["--serve", &http]);
    let start = first_start(port, "hall2", rochade::hall::topic(EVENT, 2, "entry"));
    let long = profile(dir, "long.toml", "900+10", "Anna", "Boris");
    let mut b2 = board(dir, &url("board2"), 2, &long);
    for m in ["d4", "d5", "c4"] {
        b2.say(m);
    }
    hall.wait_for("Board two, White: Pawn c4");
    // Board two's own start, under another game's identity, from board two's account.
    let own: serde_json::Value =
        serde_json::from_slice(&start.recv_timeout(Duration::from_secs(10)).unwrap()).unwrap();
    let game = own["entry"]["game"].as_str().unwrap().to_owned();
    let forged = serde_json::to_string(&own)
        .unwrap()
        .replace(&format!("\"{game}\""), "\"another-game\"");
    assert!(forged.contains("another-game"), "{forged}");
    publish_as(
        port,
        "board2",
        "forger",
        vec![(
            rochade::hall::topic(EVENT, 2, "entry"),
            forged.into_bytes(),
            false,
        )],
    );
    let said = hall.wait_for(
        "Board two: the start of another game arrived while this game is under way. The game is \
         kept, and the board's record is asked for again.",
    );
    assert_eq!(
        said.matches("Board two: Anna against Boris").count(),
        1,
        "{said}"
    );
    // The hall's game of board two stays as the board has it, while the board sends its
    // record again and after.
    let until = Instant::now() + Duration::from_secs(2);
    while Instant::now() < until {
        let pgn = get(&http, "/board/2.pgn");
        assert!(pgn.contains("c4"), "{pgn}");
        std::thread::sleep(Duration::from_millis(100));
    }
    b2.say("e6");
    hall.wait_for("Board two, Black: Pawn e6");
    b2.finish();
    let expected = export(dir, 2);
    let deadline = Instant::now() + Duration::from_secs(10);
    while get(&http, "/board/2.pgn").trim() != expected.trim() {
        assert!(
            Instant::now() < deadline,
            "{}\nnot\n{expected}",
            get(&http, "/board/2.pgn")
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn a_wrong_password_is_said_once_on_the_board_and_in_the_hall() {
    if !common::require_program("mosquitto", "mosquitto")
        || !common::require_program("mosquitto_passwd", "mosquitto")
    {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let extra = init_setup(dir, 2);
    let port = free_port();
    let _broker = Mosquitto::start(dir, port, &extra);
    let wrong = |user: &str| format!("mqtt://{user}:WRONG@127.0.0.1:{port}");
    let hall = hall(dir, &wrong("hall"), "hall");
    let long = profile(dir, "long.toml", "900+10", "Anna", "Boris");
    let mut b1 = board(dir, &wrong("board1"), 1, &long);
    let refused = "The hall's broker refused this board: the user name or password is wrong";
    b1.wait_for(refused);
    hall.wait_for("The broker refused the hall: the user name or password is wrong");
    // It plays on, and neither says it again while the broker goes on refusing (every 0.3 s).
    b1.say("e4");
    b1.wait_for("Pawn e4");
    std::thread::sleep(Duration::from_secs(2));
    let board_said = b1.output();
    assert_eq!(board_said.matches(refused).count(), 1, "{board_said}");
    let hall_said = hall.output();
    assert_eq!(
        hall_said.matches("The broker refused the hall").count(),
        1,
        "{hall_said}"
    );
    assert!(
        !hall_said.contains("connection to the broker is lost"),
        "{hall_said}"
    );
    b1.finish();
}

#[test]
fn a_board_number_its_account_may_not_write_is_said_on_the_board() {
    if !common::require_program("mosquitto", "mosquitto")
        || !common::require_program("mosquitto_passwd", "mosquitto")
    {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let extra = init_setup(dir, 3);
    let port = free_port();
    let _broker = Mosquitto::start(dir, port, &extra);
    let long = profile(dir, "long.toml", "900+10", "Anna", "Boris");
    // Board three's account, with board five's number: the broker denies every publish.
    let mut b5 = board(
        dir,
        &format!("mqtt://board3:pw-board3@127.0.0.1:{port}"),
        5,
        &long,
    );
    let denied = "The hall's broker refused this board: its account may not report under this \
                  board number.";
    b5.wait_for(denied);
    b5.say("e4");
    b5.wait_for("Pawn e4");
    std::thread::sleep(Duration::from_secs(1));
    let said = b5.output();
    assert_eq!(said.matches(denied).count(), 1, "{said}");
    b5.finish();
}

#[test]
fn a_hall_told_how_many_boards_there_are_names_the_silent_ones() {
    if !common::require_program("mosquitto", "mosquitto") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let (_broker, url) = Mosquitto::anonymous(dir);
    let mut hall = hall_with(dir, &url, "hall", &["--boards", "3"]);
    // A hall listening to a misspelt event hears nobody, and says what may be wrong.
    let misspelt = start(
        &[
            "hall",
            "--broker",
            &url,
            "--event",
            "Test Opne",
            "--lang",
            "en",
            "--line-mode",
            "--no-speech",
            "--boards",
            "3",
        ],
        &dir.join("misspelt-home"),
        dir.join("misspelt.out"),
    );
    let long = profile(dir, "long.toml", "900+10", "Anna", "Boris");
    let mut b2 = board(dir, &url, 2, &long);
    b2.say("e4");
    hall.wait_for("Board two, White: Pawn e4");
    hall.say("boards");
    hall.wait_for("Boards one, three have not reported.");
    let mut misspelt = misspelt;
    misspelt.wait_for("listens to the broker");
    misspelt.say("boards");
    misspelt.wait_for("None of the three boards has reported.");
    b2.finish();
}

/// The hall relays a board in its own frame and in the board's order (language-3, rows 34 to
/// 36): an arbiter's illegal-move ruling is heard as the board heard it ("Taken back" before
/// "Black moves again"), moves with the side that made them, a draw offer without the
/// player's instruction, players not named as White and Black (no "?"), the scoresheet framed
/// by its board with "Move", and numbers in words.
#[test]
fn the_hall_says_a_board_in_its_own_frame_and_in_the_boards_order() {
    if !common::require_program("mosquitto", "mosquitto") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let (_broker, url) = Mosquitto::anonymous(dir);
    // A board without an event profile reports under the event "rochade".
    let mut h = start(
        &[
            "hall",
            "--broker",
            &url,
            "--event",
            "rochade",
            "--lang",
            "en",
            "--line-mode",
            "--no-speech",
        ],
        &dir.join("hall-home"),
        dir.join("hall.out"),
    );
    h.wait_for("listens to the broker");
    let mut b3 = board_with(
        dir,
        3,
        &["--hall", &url, "--board", "3", "--time-control", "rapid"],
    );
    for m in ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"] {
        b3.say(m);
    }
    b3.say("arbiter illegal black");
    b3.say("a6");
    b3.say("draw");
    let board = b3.wait_for("The offer stands");
    h.wait_for("Board three: The offer stands");
    h.say("sheet 3");
    h.say("sheet 99");
    let said = h.wait_for("There is no board ninety-nine.");
    // The board's own order, and the hall's: each line after the one before it.
    let order = |text: &str, lines: &[&str]| {
        let mut from = 0;
        for l in lines {
            let at = text[from..]
                .find(l)
                .unwrap_or_else(|| panic!("{l:?} not after {from} in:\n{text}"));
            from += at + l.len();
        }
    };
    order(
        &board,
        &[
            "Taken back: Pawn a6.",
            "Black's first illegal move recorded.",
            "Black moves again",
        ],
    );
    order(
        &said,
        &[
            "Board three: White against Black, move one, playing.",
            "Board three, Black: Pawn a6",
            "Board three: Taken back: Pawn a6.",
            "Board three: Black's first illegal move recorded.",
            "Board three: Black moves again",
            "Board three, Black: Pawn a6",
            "Board three: White offers a draw.",
            "Board three, scoresheet.\nMove one: Pawn e4, Pawn e5\nMove two: Knight f3, Knight c6\nMove three: Bishop b5, Pawn a6",
        ],
    );
    assert!(!said.contains('?'), "{said}");
    assert!(!said.contains("accept"), "{said}");
    b3.finish();
}
