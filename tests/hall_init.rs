//! `rochade hall init`'s set-up, used as it is written: mosquitto started from the generated
//! configuration (from another directory) takes a board and the hall over TLS with the
//! generated certificate, listens on the address given only, and, started as root, reads
//! every file after dropping to its own user; another user's set-up is theirs and says what
//! to chown. Without openssl the set-up says why it has no TLS.
//!
//! Skipped with a message where mosquitto or openssl is not installed, unless
//! ROCHADE_REQUIRE_SYSTEM_TESTS=1.

mod common;

use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::free_port;

const EVENT: &str = "Test Open";

use common::logged::Logged as Process;

/// `rochade` with `args`, its home `home`, its output in `out`.
fn rochade(args: &[&str], home: &Path, out: PathBuf) -> Process {
    Process::rochade(args, home, out)
}

/// Whether this test runs as root (the owner of a file it makes).
#[cfg(unix)]
fn as_root(dir: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    let probe = dir.join("whoami");
    std::fs::write(&probe, "").unwrap();
    std::fs::metadata(&probe).unwrap().uid() == 0
}

/// Opens `dir` to other users (a temporary directory is its maker's only, and mosquitto
/// started as root reads the set-up as its own user).
#[cfg(unix)]
fn open_to_others(dir: &Path) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o755)).unwrap();
}

/// Runs `hall init` in `cwd` with `extra` options (English); its standard output.
fn init(cwd: &Path, path: Option<&std::ffi::OsStr>, extra: &[&str]) -> String {
    let mut c = Command::new(env!("CARGO_BIN_EXE_rochade"));
    c.args([
        "--lang", "en", "hall", "init", "--event", EVENT, "--boards", "2",
    ])
    .args(extra)
    .current_dir(cwd)
    .env_remove("ROCHADE_CONFIG");
    if let Some(p) = path {
        c.env("PATH", p);
    }
    let out = c.output().unwrap();
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// Puts a password of its own (`pw-USER`) for each user into the generated script and runs it.
fn make_passwords(setup: &Path) {
    let script = setup.join("make-passwords.sh");
    let text = std::fs::read_to_string(&script).unwrap();
    std::fs::write(&script, text.replace("CHANGE-ME-", "pw-")).unwrap();
    let run = Command::new("sh").arg(&script).output().unwrap();
    assert!(run.status.success(), "{run:?}");
}

/// mosquitto started from `conf` in the root directory (the configuration's paths must not
/// depend on where it is started); waits until it takes connections on `port`.
fn mosquitto(conf: &Path, port: u16, log: &Path) -> Process {
    let child = Command::new("mosquitto")
        .arg("-c")
        .arg(conf)
        .current_dir("/")
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(log).unwrap())
        .spawn()
        .expect("start mosquitto");
    let m = Process {
        child,
        stdin: None,
        out: log.to_path_buf(),
    };
    let deadline = Instant::now() + Duration::from_secs(10);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            Instant::now() < deadline,
            "mosquitto did not start: {}",
            m.output()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    m
}

/// The user id a process runs as (Linux).
fn uid_of(pid: u32) -> Option<u32> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("Uid:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// The user id of `user`, if there is one.
fn user_id(user: &str) -> Option<u32> {
    let out = Command::new("id").args(["-u", user]).output().ok()?;
    String::from_utf8_lossy(&out.stdout).trim().parse().ok()
}

#[cfg(unix)]
#[test]
fn the_generated_setup_takes_a_board_and_the_hall_over_tls_from_any_directory() {
    if !common::require_program("mosquitto", "mosquitto")
        || !common::require_program("mosquitto_passwd", "mosquitto")
        || !common::require_program("openssl", "openssl")
    {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    open_to_others(dir);
    let root = as_root(dir);
    let port = free_port();
    // A relative directory: the configuration still names every file by its absolute path.
    let said = init(dir, None, &["--dir", "setup", "--port", &port.to_string()]);
    let setup = dir.join("setup").canonicalize().unwrap();
    let conf = std::fs::read_to_string(setup.join("mosquitto.conf")).unwrap();
    assert!(
        conf.contains(&format!("\nlistener {port} 127.0.0.1\n")),
        "{conf}"
    );
    for file in [
        "ca.pem",
        "server.pem",
        "server.key",
        "rochade.passwd",
        "rochade.acl",
    ] {
        assert!(
            conf.contains(&format!(" {}\n", setup.join(file).display())),
            "{file}: {conf}"
        );
    }
    assert!(
        said.contains(&format!(
            "The broker listens on 127.0.0.1:{port} with TLS: boards and the hall connect with addresses that begin with mqtts, and check it with {}",
            setup.join("ca.pem").display()
        )),
        "{said}"
    );
    let broker_user = user_id("mosquitto");
    if root {
        let expected = if broker_user.is_some() {
            "The files mosquitto reads belong to its user mosquitto"
        } else {
            "There is no user mosquitto on this machine"
        };
        assert!(said.contains(expected), "{said}");
    } else {
        assert!(said.contains("chown -R mosquitto "), "{said}");
        eprintln!("not root: mosquitto runs as this user and does not drop to its own");
    }
    // Written again, the set-up keeps its certificates (the boards hold its authority).
    let ca_before = std::fs::read(setup.join("ca.pem")).unwrap();
    init(dir, None, &["--dir", "setup", "--port", &port.to_string()]);
    assert_eq!(std::fs::read(setup.join("ca.pem")).unwrap(), ca_before);
    make_passwords(&setup);
    let broker = mosquitto(
        &setup.join("mosquitto.conf"),
        port,
        &dir.join("mosquitto.log"),
    );
    match (root, broker_user) {
        (true, Some(uid)) => {
            // Started as root, it dropped to its own user and still read every file.
            std::thread::sleep(Duration::from_millis(200));
            assert_eq!(uid_of(broker.child.id()), Some(uid), "{}", broker.output());
        }
        (true, None) => {
            eprintln!("SKIPPED (the drop to the user mosquitto): there is no such user")
        }
        (false, _) => {}
    }
    board_and_hall_over_tls(dir, &setup, port, &broker);
}

/// A hall and board one speak to the broker on `port` over TLS with `setup`'s certificate
/// authority: the board's move reaches the hall; the broker's log says no file was
/// unreadable; a plain connection gets no answer.
fn board_and_hall_over_tls(dir: &Path, setup: &Path, port: u16, broker: &Process) {
    let ca = setup.join("ca.pem");
    let ca = ca.to_str().unwrap();
    let hall_url = format!("mqtts://hall:pw-hall@127.0.0.1:{port}");
    let pgn = dir.join("live.pgn");
    let hall = rochade(
        &[
            "hall",
            "--broker",
            &hall_url,
            "--event",
            EVENT,
            "--ca",
            ca,
            "--lang",
            "en",
            "--line-mode",
            "--no-speech",
            "--pgn",
            pgn.to_str().unwrap(),
        ],
        &dir.join("hall-home"),
        dir.join("hall.out"),
    );
    hall.wait_for("listens to the broker");
    let board_url = format!("mqtts://board1:pw-board1@localhost:{port}");
    let profile = dir.join("event.toml");
    std::fs::write(&profile, format!("event = \"{EVENT}\"\n")).unwrap();
    let mut board = rochade(
        &[
            "--event",
            profile.to_str().unwrap(),
            "--hall",
            &board_url,
            "--hall-ca",
            ca,
            "--board",
            "1",
            "--lang",
            "en",
            "--line-mode",
            "--no-speech",
            "--no-cues",
        ],
        &dir.join("home1"),
        dir.join("board1.out"),
    );
    board.say("e4");
    board.wait_for("Pawn e4");
    hall.wait_for("Board one, White: Pawn e4");
    let log = broker.output();
    assert!(!log.contains("Unable to"), "{log}");
    // The password crosses only TLS: a plain MQTT connection gets no answer from the listener.
    let plain = rumqttc_plain_refused(port);
    assert!(plain, "a plain connection was answered");
    assert!(!board.output().contains("refused"), "{}", board.output());
}

/// Whether a plain (not TLS) MQTT connection to `port` is left without a CONNACK.
fn rumqttc_plain_refused(port: u16) -> bool {
    let mut o = rumqttc::MqttOptions::new("plain", "127.0.0.1", port);
    o.set_credentials("hall", "pw-hall");
    let (_client, mut connection) = rumqttc::Client::new(o, 10);
    for event in connection.iter().take(3) {
        if let Ok(rumqttc::Event::Incoming(rumqttc::Packet::ConnAck(_))) = event {
            return false;
        }
    }
    true
}

#[cfg(unix)]
#[test]
fn without_openssl_the_setup_says_why_it_has_no_tls_and_listens_where_it_is_told() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700)).unwrap();
    }
    // A PATH with `id` (asked who mosquitto is) and no openssl.
    let bin = dir.join("bin");
    std::fs::create_dir(&bin).unwrap();
    let id = ["/usr/bin/id", "/bin/id"]
        .into_iter()
        .find(|p| Path::new(p).exists())
        .expect("id");
    std::os::unix::fs::symlink(id, bin.join("id")).unwrap();
    let said = init(
        dir,
        Some(bin.as_os_str()),
        &["--dir", "plain", "--listen", "192.0.2.5"],
    );
    assert!(
        said.contains("The openssl program is not installed, so the broker listens on 192.0.2.5:1883 without TLS, and every password crosses the network readable."),
        "{said}"
    );
    let conf = std::fs::read_to_string(dir.join("plain/mosquitto.conf")).unwrap();
    assert!(conf.contains("\nlistener 1883 192.0.2.5\n"), "{conf}");
    assert!(!conf.contains("certfile"), "{conf}");
    // The temporary directory is closed to other users: said, with what to do.
    assert!(
        said.contains(&format!(
            "is closed to other users. Choose another directory, or let other users pass through {} (chmod, the x permission for others)",
            dir.canonicalize().unwrap().display()
        )),
        "{said}"
    );
}

/// The user this test runs the set-up as when it runs as root: nobody.
const NOBODY: &str = "65534";

/// `program args` as the user nobody (setpriv), in `cwd`.
fn as_nobody(program: &str, args: &[&str], cwd: &Path) -> Command {
    let mut c = Command::new("setpriv");
    c.args(["--reuid", NOBODY, "--regid", NOBODY, "--clear-groups", "--"])
        .arg(program)
        .args(args)
        .current_dir(cwd)
        .env("HOME", cwd)
        .env_remove("ROCHADE_CONFIG");
    c
}

#[cfg(unix)]
#[test]
fn made_by_another_user_the_setup_is_theirs_says_what_to_chown_and_runs_as_them() {
    if !common::require_program("mosquitto", "mosquitto")
        || !common::require_program("mosquitto_passwd", "mosquitto")
        || !common::require_program("openssl", "openssl")
    {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    open_to_others(dir);
    if !as_root(dir) {
        // the_generated_setup_takes_… runs the set-up as this user already.
        eprintln!("SKIPPED: not root, so no other user to make the set-up as");
        return;
    }
    if Command::new("setpriv").arg("--version").output().is_err() {
        eprintln!("SKIPPED: setpriv (util-linux) is not installed");
        return;
    }
    let home = dir.join("user");
    std::fs::create_dir(&home).unwrap();
    std::os::unix::fs::chown(&home, Some(65534), Some(65534)).unwrap();
    let port = free_port();
    let port_text = port.to_string();
    let init = as_nobody(
        env!("CARGO_BIN_EXE_rochade"),
        &[
            "--lang", "en", "hall", "init", "--event", EVENT, "--boards", "2", "--dir", "setup",
            "--port", &port_text,
        ],
        &home,
    )
    .output()
    .unwrap();
    assert!(init.status.success(), "{init:?}");
    let said = String::from_utf8(init.stdout).unwrap();
    let setup = home.join("setup");
    assert!(
        said.contains(&format!(
            "Started as root, as a service is, it drops to its user mosquitto: then, after make-passwords.sh, run as root: chown -R mosquitto {}",
            setup.join("data").display()
        )),
        "{said}"
    );
    {
        use std::os::unix::fs::MetadataExt;
        let key = std::fs::metadata(setup.join("server.key")).unwrap();
        assert_eq!((key.uid(), key.mode() & 0o777), (65534, 0o600));
    }
    let script = setup.join("make-passwords.sh");
    let text = std::fs::read_to_string(&script).unwrap();
    std::fs::write(&script, text.replace("CHANGE-ME-", "pw-")).unwrap();
    let made = as_nobody("sh", &[script.to_str().unwrap()], &home)
        .output()
        .unwrap();
    assert!(made.status.success(), "{made:?}");
    // mosquitto started as that user reads the files as they are.
    let log = dir.join("mosquitto.log");
    let child = as_nobody(
        "mosquitto",
        &["-c", setup.join("mosquitto.conf").to_str().unwrap()],
        Path::new("/"),
    )
    .stdout(Stdio::null())
    .stderr(std::fs::File::create(&log).unwrap())
    .spawn()
    .unwrap();
    let broker = Process {
        child,
        stdin: None,
        out: log,
    };
    let deadline = Instant::now() + Duration::from_secs(10);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "mosquitto: {}", broker.output());
        std::thread::sleep(Duration::from_millis(50));
    }
    board_and_hall_over_tls(dir, &setup, port, &broker);
}
