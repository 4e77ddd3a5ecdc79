//! The move reader: any bytes, read as one move, as a line of moves and as `notate` input in
//! every reading language, and as a command of the game. Nothing may panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rochade::batch::Notator;
use rochade::notation::{read_line, read_move};
use rochade::{InputLang, Lang};
use shakmaty::{Chess, Position};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let start = Chess::default();
    // A position with more to say: promotions, castling both ways, en passant.
    let busy: Chess = "r3k2r/1P3ppp/8/3pP3/8/8/5PPP/R3K2R w KQkq d6 0 1"
        .parse::<shakmaty::fen::Fen>()
        .ok()
        .and_then(|f| f.into_position(shakmaty::CastlingMode::Standard).ok())
        .unwrap_or_default();
    for lang in [
        InputLang::One(Lang::De),
        InputLang::One(Lang::En),
        InputLang::One(Lang::Ru),
        InputLang::Auto,
    ] {
        for pos in [&start, &busy] {
            if let Ok(m) = read_move(pos, &text, lang) {
                assert!(pos.is_legal(m));
            }
            let line = read_line(pos, &text, lang);
            let mut p = pos.clone();
            for m in line.moves {
                assert!(p.is_legal(m));
                p.play_unchecked(m);
            }
        }
        let mut notator = Notator::new(lang, &start);
        for l in text.lines() {
            if notator.line(l, |_| {}).is_err() {
                break;
            }
        }
        let _ = notator.finish();
    }
    for lang in Lang::ALL {
        let _ = rochade::app::commands::parse(lang, &text);
    }
});
