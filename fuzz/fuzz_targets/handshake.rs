//! The network layer's handshakes, host and joiner side: any bytes from the network ([`rochade::net::fuzz::handshake`]).
//! Nothing may panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    rochade::net::fuzz::handshake(data);
});
