//! The PGN reader and `announce`: any bytes. Nothing may panic; every move kept is legal.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rochade::Lang;
use rochade::notation::Style;
use shakmaty::Position;

fuzz_target!(|data: &[u8]| {
    rochade::pgn::read_games_from(data, |g| {
        assert!(g.moves.len() <= rochade::pgn::MAX_PLIES);
        let mut pos = g.initial.clone();
        for m in &g.moves {
            assert!(pos.is_legal(*m));
            pos.play_unchecked(*m);
        }
    });
    rochade::batch::announce_from(data, Lang::Ru, Style::default(), |_| {}, |_| {});
});
