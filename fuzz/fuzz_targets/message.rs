//! The network layer's message codec: any bytes from the network ([`rochade::net::fuzz::messages`]).
//! Nothing may panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    rochade::net::fuzz::messages(data);
});
