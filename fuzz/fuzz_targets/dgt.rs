//! The DGT e-board's decoder and the debounce behind it: any bytes from the serial line
//! ([`rochade::eboard::fuzz::bytes`]). Nothing may panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    rochade::eboard::fuzz::bytes(data);
});
