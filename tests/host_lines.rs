//! The host's first two printed lines (the pairing code as one token, the address) are in
//! the host's language, from the catalogue, with the value after the colon for scripts.

mod common;

use common::live::Live;
use rochade::Lang;
use rochade::net::pairing::PairingCode;

#[test]
fn the_hosts_printed_lines_are_in_its_language() {
    for lang in Lang::ALL {
        let data = common::tempdir();
        let mut h = Live::start(
            data.path(),
            &[
                "host",
                "--bind",
                "127.0.0.1",
                "--port",
                "0",
                "--no-advertise",
                "--lang",
                lang.code(),
            ],
        );
        let (token, addr) = h.expect_host_lines(lang);
        let code = PairingCode::parse(&token).unwrap_or_else(|e| panic!("{lang:?} {token}: {e}"));
        assert_eq!(code.token(), token);
        let addr: std::net::SocketAddr = addr
            .parse()
            .unwrap_or_else(|e| panic!("{lang:?} {addr}: {e}"));
        assert!(addr.ip().is_loopback() && addr.port() > 0, "{addr}");
        // The lines before the game are all the catalogue's: the English ones only in English.
        let seen = h.seen.join("\n");
        if lang != Lang::En {
            for english in ["pairing code", "listening on", "Pairing code", "Address of"] {
                assert!(!seen.contains(english), "{lang:?}: {seen}");
            }
        }
        h.kill();
    }
}
