//! The journal line decoder and replay: any bytes as the text of a journal file. Nothing may
//! panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let _ = rochade::journal::replay(&text, "fuzz.jsonl");
});
