//! `rochade hall init`: the broker's set-up for an event, for mosquitto: a password file's list
//! of users (made with `mosquitto_passwd`), an ACL file in which each board may write only
//! under its own number and only the hall reads everything, a TLS certificate made with the
//! `openssl` program, and a configuration with a listener on the address given only and
//! absolute paths, whose files mosquitto can read after it drops to its own user.

use std::net::IpAddr;
use std::path::{Path, PathBuf};
use std::process::Command;

use super::{MAX_MESSAGE, topic_name};

/// The ACL file for `boards` boards of `event`: user `board<N>` writes its entries and summary
/// under `rochade/<event>/<N>/` and reads its replay requests; user `hall` reads everything of
/// the event and writes replay requests.
pub fn acl(event: &str, boards: u32) -> String {
    let e = topic_name(event);
    let mut s = format!(
        "# mosquitto ACL for the rochade event \"{event}\" (acl_file in mosquitto.conf).\n\
         # The hall reads every board and asks boards for replays.\n\
         user hall\n\
         topic read rochade/{e}/#\n\
         topic write rochade/{e}/+/replay\n\n\
         # A second hall (each connection needs an account of its own).\n\
         user hall2\n\
         topic read rochade/{e}/#\n\
         topic write rochade/{e}/+/replay\n\n"
    );
    for n in 1..=boards {
        s.push_str(&format!(
            "user board{n}\n\
             topic write rochade/{e}/{n}/entry\n\
             topic write rochade/{e}/{n}/summary\n\
             topic read rochade/{e}/{n}/replay\n\n"
        ));
    }
    s
}

/// The user mosquitto drops to when it is started as root (its default `user`).
pub const BROKER_USER: &str = "mosquitto";

/// The shell commands that make the password file `file`: one `mosquitto_passwd -b` line per
/// user, with a password to replace; run as root, the file is then given to [`BROKER_USER`]
/// (mosquitto reads it after dropping to that user), otherwise it stays its maker's, readable
/// by no one else.
pub fn passwords(boards: u32, file: &str) -> String {
    let mut s = format!(
        "#!/bin/sh\n# Make mosquitto's password file for the hall and {boards} boards: replace each\n\
         # CHANGE-ME with a password of its own, run this once, and give each board its line's\n\
         # user and password in --hall mqtts://USER:PASSWORD@HOST:PORT.\nset -e\n\
         umask 077\ntouch '{file}'\nchmod 600 '{file}'\n\
         mosquitto_passwd -b '{file}' hall CHANGE-ME-hall\n\
         mosquitto_passwd -b '{file}' hall2 CHANGE-ME-hall2\n"
    );
    for n in 1..=boards {
        s.push_str(&format!(
            "mosquitto_passwd -b '{file}' board{n} CHANGE-ME-board{n}\n"
        ));
    }
    s.push_str(&format!(
        "# mosquitto started as root reads this file as its user {BROKER_USER}.\n\
         if [ \"$(id -u)\" = 0 ] && id {BROKER_USER} >/dev/null 2>&1; then\n\
         \x20 chown {BROKER_USER} '{file}'\nfi\n"
    ));
    s
}

/// The broker's TLS files, absolute paths.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TlsFiles {
    /// The certificate authority the boards and the hall check the broker with (public).
    pub ca: PathBuf,
    /// The broker's certificate (public).
    pub cert: PathBuf,
    /// The broker's private key (read by mosquitto only).
    pub key: PathBuf,
}

/// The broker's listener and the files it reads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listener {
    /// The address it listens on.
    pub address: IpAddr,
    /// Its port.
    pub port: u16,
    /// Its TLS files; a plain listener without.
    pub tls: Option<TlsFiles>,
}

/// A mosquitto configuration for the event: one listener on the address given (with TLS when
/// its files are there), no anonymous clients, the password and ACL files and the persistence
/// directory by absolute path (the configuration works from any directory), no message larger
/// than rochade takes ([`MAX_MESSAGE`]: a board's account cannot send the hall what it would
/// refuse), and each client's id its user name (an account cannot take over another board's
/// connection or session).
pub fn config(listener: &Listener, dir: &Path) -> String {
    let at = |name: &str| dir.join(name).display().to_string();
    let mut s = format!(
        "# mosquitto configuration for a rochade tournament hall.\n\
         # Started as root (as a service is), mosquitto drops to its user {BROKER_USER} before\n\
         # it reads the files below: they must be that user's (make-passwords.sh sees to the\n\
         # password file when run as root).\n\
         listener {} {}\n",
        listener.port, listener.address
    );
    if let Some(tls) = &listener.tls {
        s.push_str(&format!(
            "# TLS: boards and the hall connect with mqtts:// and check the broker against cafile.\n\
             cafile {}\ncertfile {}\nkeyfile {}\n",
            tls.ca.display(),
            tls.cert.display(),
            tls.key.display()
        ));
    }
    s.push_str(&format!(
        "allow_anonymous false\n\
         password_file {}\n\
         acl_file {}\n\
         # A client's id is its user name: one connection per account, and no account can\n\
         # disconnect another board or take its session over. A second hall needs an\n\
         # account of its own (hall2 in the password script and the ACL).\n\
         use_username_as_clientid true\n\
         # Larger messages are not taken from anyone (a board's are a few kilobytes).\n\
         message_size_limit {MAX_MESSAGE}\n\
         # Keep retained summaries and queued entries across a restart of the broker.\n\
         persistence true\n\
         persistence_location {}/\n",
        at(PASSWD),
        at(ACL),
        at(DATA)
    ));
    s
}

/// The password file's name in the set-up's directory.
pub const PASSWD: &str = "rochade.passwd";
/// The ACL file's name.
pub const ACL: &str = "rochade.acl";
/// The persistence directory's name.
pub const DATA: &str = "data";

/// What `hall init` is asked for.
#[derive(Debug, Clone)]
pub struct Request {
    /// The event's name.
    pub event: String,
    /// How many boards.
    pub boards: u32,
    /// The directory to write into.
    pub dir: PathBuf,
    /// The address the broker listens on.
    pub listen: IpAddr,
    /// The port; 8883 with TLS, 1883 without when not given.
    pub port: Option<u16>,
    /// More names or addresses the boards reach the broker by, for its certificate.
    pub names: Vec<String>,
}

/// Why the set-up has no TLS.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NoTls {
    /// The `openssl` program is not installed.
    NoOpenssl,
    /// `openssl` failed: its words.
    Failed(String),
}

/// Who the files mosquitto reads belong to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Owner {
    /// Made as root and given to [`BROKER_USER`].
    Broker,
    /// Made as root, but there is no [`BROKER_USER`] on this machine.
    NoBrokerUser,
    /// Made as another user: theirs (to give to [`BROKER_USER`] for a broker started as root).
    Maker,
}

/// What `hall init` wrote.
#[derive(Debug, Clone)]
pub struct Written {
    /// Every file written, absolute paths.
    pub files: Vec<PathBuf>,
    /// The listener of the configuration.
    pub listener: Listener,
    /// Why there is no TLS, when there is none.
    pub no_tls: Option<NoTls>,
    /// Who the broker's files belong to.
    pub owner: Owner,
    /// What mosquitto reads (to give to [`BROKER_USER`] when made by another user).
    pub broker_reads: Vec<PathBuf>,
    /// A directory on the way to the set-up that other users cannot enter (mosquitto, run as
    /// its own user, cannot reach the files).
    pub closed: Option<PathBuf>,
}

/// Writes the set-up `req` asks for into its directory (made if missing).
///
/// # Errors
/// When the directory or a file cannot be made or written.
pub fn write(req: &Request) -> std::io::Result<Written> {
    std::fs::create_dir_all(&req.dir)?;
    let dir = std::path::absolute(&req.dir)?;
    let dir = dir.canonicalize().unwrap_or(dir);
    let mut files = Vec::new();
    let put = |name: &str, text: String, mode: u32, files: &mut Vec<PathBuf>| {
        let path = dir.join(name);
        std::fs::write(&path, text)?;
        set_mode(&path, mode)?;
        files.push(path);
        std::io::Result::Ok(())
    };
    put(ACL, acl(&req.event, req.boards), 0o644, &mut files)?;
    let passwd = dir.join(PASSWD).display().to_string();
    put(
        "make-passwords.sh",
        passwords(req.boards, &passwd),
        0o700,
        &mut files,
    )?;
    let data = dir.join(DATA);
    std::fs::create_dir_all(&data)?;
    set_mode(&data, 0o700)?;
    let (tls, no_tls) = match certificate(&dir, req) {
        Ok(tls) => (Some(tls), None),
        Err(why) => (None, Some(why)),
    };
    let listener = Listener {
        address: req.listen,
        port: req.port.unwrap_or(if tls.is_some() { 8883 } else { 1883 }),
        tls,
    };
    put("mosquitto.conf", config(&listener, &dir), 0o644, &mut files)?;
    if let Some(t) = &listener.tls {
        files.extend([t.ca.clone(), t.cert.clone(), t.key.clone()]);
    }
    let mut broker_reads = vec![data];
    broker_reads.extend(listener.tls.as_ref().map(|t| t.key.clone()));
    let owner = give_to_broker(&files[0], &broker_reads)?;
    broker_reads.push(dir.join(PASSWD));
    Ok(Written {
        files,
        listener,
        no_tls,
        owner,
        broker_reads,
        closed: closed_on_the_way(&dir),
    })
}

/// Sets `path`'s permission bits (nothing where there are none).
fn set_mode(path: &Path, mode: u32) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode))
    }
    #[cfg(not(unix))]
    {
        let _ = (path, mode);
        Ok(())
    }
}

/// Gives `paths` to [`BROKER_USER`] when this runs as root (the owner of `made`, a file just
/// written, says who runs it); says whose they are.
fn give_to_broker(made: &Path, paths: &[PathBuf]) -> std::io::Result<Owner> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if std::fs::metadata(made)?.uid() != 0 {
            return Ok(Owner::Maker);
        }
        let Some((uid, gid)) = user_ids(BROKER_USER) else {
            return Ok(Owner::NoBrokerUser);
        };
        for p in paths {
            std::os::unix::fs::chown(p, Some(uid), Some(gid))?;
        }
        Ok(Owner::Broker)
    }
    #[cfg(not(unix))]
    {
        let _ = (made, paths);
        Ok(Owner::Maker)
    }
}

/// The user and group id of `user` (the `id` program's answer), if there is such a user.
fn user_ids(user: &str) -> Option<(u32, u32)> {
    let id = |flag: &str| {
        let out = Command::new("id").args([flag, user]).output().ok()?;
        if !out.status.success() {
            return None;
        }
        String::from_utf8_lossy(&out.stdout).trim().parse().ok()
    };
    Some((id("-u")?, id("-g")?))
}

/// The first directory from the root down to `dir` that other users may not enter.
fn closed_on_the_way(dir: &Path) -> Option<PathBuf> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mut ancestors: Vec<&Path> = dir.ancestors().collect();
        ancestors.reverse();
        ancestors.into_iter().find_map(|d| {
            let mode = std::fs::metadata(d).ok()?.permissions().mode();
            (mode & 0o001 == 0).then(|| d.to_path_buf())
        })
    }
    #[cfg(not(unix))]
    {
        let _ = dir;
        None
    }
}

/// The names in the broker's certificate: the listening address (unless it is every
/// interface's), this machine's loopback and host names, and the names asked for.
fn names(req: &Request) -> Vec<String> {
    let mut names = vec![
        "localhost".to_owned(),
        "127.0.0.1".to_owned(),
        "::1".to_owned(),
    ];
    if !req.listen.is_unspecified() {
        names.push(req.listen.to_string());
    }
    if let Ok(host) = std::fs::read_to_string("/proc/sys/kernel/hostname") {
        let host = host.trim();
        if !host.is_empty() {
            names.extend([host.to_owned(), format!("{host}.local")]);
        }
    }
    names.extend(req.names.iter().cloned());
    let mut seen = std::collections::HashSet::new();
    names.retain(|n| seen.insert(n.clone()));
    names
}

/// openssl's configuration for the authority and the broker's certificate, with `names` as
/// the broker's.
fn openssl_config(names: &[String]) -> String {
    let mut s = String::from(
        "[req]\ndistinguished_name = dn\nprompt = no\n[dn]\nCN = rochade\n\
         [authority]\nbasicConstraints = critical, CA:TRUE\n\
         keyUsage = critical, keyCertSign, cRLSign\nsubjectKeyIdentifier = hash\n\
         [broker]\nbasicConstraints = critical, CA:FALSE\n\
         keyUsage = critical, digitalSignature\nextendedKeyUsage = serverAuth\n\
         subjectAltName = @names\n[names]\n",
    );
    let (mut ip, mut dns) = (0, 0);
    for n in names {
        if n.parse::<IpAddr>().is_ok() {
            ip += 1;
            s.push_str(&format!("IP.{ip} = {n}\n"));
        } else {
            dns += 1;
            s.push_str(&format!("DNS.{dns} = {n}\n"));
        }
    }
    s
}

/// How long the certificates are valid, in days.
const VALID_DAYS: &str = "825";

/// Makes a certificate authority and the broker's certificate (P-256 keys) in `dir` with the
/// `openssl` program; the authority's key stays there, readable by its maker only. A set-up
/// written again keeps the certificates it has (the boards already hold its authority).
fn certificate(dir: &Path, req: &Request) -> Result<TlsFiles, NoTls> {
    let tls = TlsFiles {
        ca: dir.join("ca.pem"),
        cert: dir.join("server.pem"),
        key: dir.join("server.key"),
    };
    if [&tls.ca, &tls.cert, &tls.key].iter().all(|p| p.is_file()) {
        return Ok(tls);
    }
    let made = make_certificates(dir, req);
    for spare in ["openssl.cnf", "server.csr", "ca.srl"] {
        let _ = std::fs::remove_file(dir.join(spare));
    }
    made?;
    for (file, mode) in [(&tls.ca, 0o644), (&tls.cert, 0o644), (&tls.key, 0o600)] {
        set_mode(file, mode).map_err(|e| NoTls::Failed(e.to_string()))?;
    }
    set_mode(&dir.join("ca.key"), 0o600).map_err(|e| NoTls::Failed(e.to_string()))?;
    Ok(tls)
}

/// Makes the authority (`ca.pem`, `ca.key`) and the broker's certificate (`server.pem`,
/// `server.key`) in `dir` with openssl, for the names of `req`.
fn make_certificates(dir: &Path, req: &Request) -> Result<(), NoTls> {
    let cnf = dir.join("openssl.cnf");
    std::fs::write(&cnf, openssl_config(&names(req))).map_err(|e| NoTls::Failed(e.to_string()))?;
    let cnf_arg = cnf.display().to_string();
    let subject = format!("/CN=rochade {} authority", topic_name(&req.event));
    let key = [
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
    ];
    let common = ["-config", cnf_arg.as_str(), "-days", VALID_DAYS];
    openssl(
        dir,
        &[
            &[
                "req",
                "-x509",
                "-extensions",
                "authority",
                "-subj",
                &subject,
            ],
            &key[..],
            &common[..],
            &["-keyout", "ca.key", "-out", "ca.pem"],
        ]
        .concat(),
    )
    .and_then(|()| {
        openssl(
            dir,
            &[
                &["req", "-new", "-subj", "/CN=rochade broker"],
                &key[..],
                &[
                    "-config",
                    cnf_arg.as_str(),
                    "-keyout",
                    "server.key",
                    "-out",
                    "server.csr",
                ],
            ]
            .concat(),
        )
    })
    .and_then(|()| {
        openssl(
            dir,
            &[&[
                "x509",
                "-req",
                "-in",
                "server.csr",
                "-CA",
                "ca.pem",
                "-CAkey",
                "ca.key",
                "-CAcreateserial",
                "-extfile",
                cnf_arg.as_str(),
                "-extensions",
                "broker",
                "-days",
                VALID_DAYS,
                "-out",
                "server.pem",
            ][..]]
            .concat(),
        )
    })
}

/// Runs `openssl` with `args` in `dir`.
fn openssl(dir: &Path, args: &[&str]) -> Result<(), NoTls> {
    let out = Command::new("openssl")
        .args(args)
        .current_dir(dir)
        .stdin(std::process::Stdio::null())
        .output()
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => NoTls::NoOpenssl,
            _ => NoTls::Failed(e.to_string()),
        })?;
    if out.status.success() {
        return Ok(());
    }
    let words = String::from_utf8_lossy(&out.stderr);
    let line = words.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    Err(NoTls::Failed(line.trim().to_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_board_writes_under_its_own_number_only() {
        let a = acl("Open 2026", 2);
        assert!(a.contains("user board2\ntopic write rochade/Open-2026/2/entry\n"));
        assert!(!a.contains("user board2\ntopic write rochade/Open-2026/1/"));
        assert!(a.contains("user hall\ntopic read rochade/Open-2026/#\n"));
        assert!(a.contains("user hall2\ntopic read rochade/Open-2026/#\n"));
        assert!(passwords(2, "/e/passwd").contains("mosquitto_passwd -b '/e/passwd' board2 "));
        let plain = Listener {
            address: "127.0.0.1".parse().unwrap(),
            port: 1883,
            tls: None,
        };
        let c = config(&plain, Path::new("/srv/hall"));
        assert!(c.contains("\nlistener 1883 127.0.0.1\n"), "{c}");
        assert!(
            c.contains("\npassword_file /srv/hall/rochade.passwd\n"),
            "{c}"
        );
        assert!(
            c.contains("\npersistence_location /srv/hall/data/\n"),
            "{c}"
        );
        assert!(c.contains("\nuse_username_as_clientid true\n"), "{c}");
        assert!(c.contains("\nmessage_size_limit 65536\n"), "{c}");
        assert!(!c.contains("certfile"), "{c}");
    }

    #[test]
    fn the_certificate_names_the_address_listened_on_and_the_names_asked_for() {
        let req = Request {
            event: "e".to_owned(),
            boards: 1,
            dir: PathBuf::from("/x"),
            listen: "192.0.2.7".parse().unwrap(),
            port: None,
            names: vec!["hall.example".to_owned()],
        };
        let cnf = openssl_config(&names(&req));
        assert!(cnf.contains("IP.1 = 127.0.0.1\n"), "{cnf}");
        assert!(cnf.contains(" = 192.0.2.7\n"), "{cnf}");
        assert!(cnf.contains("DNS.1 = localhost\n"), "{cnf}");
        assert!(cnf.contains(" = hall.example\n"), "{cnf}");
        let every = Request {
            listen: "0.0.0.0".parse().unwrap(),
            ..req
        };
        assert!(!openssl_config(&names(&every)).contains("0.0.0.0"));
    }
}
