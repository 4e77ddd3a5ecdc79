//! `rochade hall init`: the broker's access rules for an event, as templates for mosquitto: a
//! password file's list of users (made with `mosquitto_passwd`) and an ACL file in which each
//! board may write only under its own number and only the hall reads everything.

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

/// The shell commands that make the password file: one `mosquitto_passwd -b` line per user,
/// with a password to replace.
pub fn passwords(boards: u32, file: &str) -> String {
    let mut s = format!(
        "#!/bin/sh\n# Make mosquitto's password file for the hall and {boards} boards: replace each\n\
         # CHANGE-ME with a password of its own, run this once, and give each board its line's\n\
         # user and password in --hall mqtt://USER:PASSWORD@HOST:PORT.\nset -e\n\
         touch {file}\nchmod 600 {file}\n\
         mosquitto_passwd -b {file} hall CHANGE-ME-hall\n\
         mosquitto_passwd -b {file} hall2 CHANGE-ME-hall2\n"
    );
    for n in 1..=boards {
        s.push_str(&format!(
            "mosquitto_passwd -b {file} board{n} CHANGE-ME-board{n}\n"
        ));
    }
    s
}

/// A mosquitto configuration for the event: one listener, no anonymous clients, the password
/// and ACL files, no message larger than rochade takes ([`MAX_MESSAGE`]: a board's account
/// cannot send the hall what it would refuse), and each client's id its user name (an
/// account cannot take over another board's connection or session).
pub fn config(port: u16, passwd: &str, acl: &str) -> String {
    format!(
        "# mosquitto configuration for a rochade tournament hall.\n\
         listener {port}\n\
         allow_anonymous false\n\
         password_file {passwd}\n\
         acl_file {acl}\n\
         # A client's id is its user name: one connection per account, and no account can\n\
         # disconnect another board or take its session over. A second hall needs an\n\
         # account of its own (hall2 in the password script and the ACL).\n\
         use_username_as_clientid true\n\
         # Larger messages are not taken from anyone (a board's are a few kilobytes).\n\
         message_size_limit {MAX_MESSAGE}\n\
         # Keep retained summaries and queued entries across a restart of the broker.\n\
         persistence true\n\
         persistence_location ./\n"
    )
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
        assert!(passwords(2, "passwd").contains("mosquitto_passwd -b passwd board2 "));
        let c = config(1883, "passwd", "acl");
        assert!(c.contains("\nuse_username_as_clientid true\n"), "{c}");
        assert!(c.contains("\nmessage_size_limit 65536\n"), "{c}");
    }
}
