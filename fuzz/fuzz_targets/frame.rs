//! The network layer's frame decoder: any bytes from the network ([`rochade::net::fuzz::frames`]).
//! Nothing may panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    rochade::net::fuzz::frames(data);
});
