//! Parse + resolve time per move, rochade against shakmaty's own `San` parse + `to_move`, on
//! the real moves of the 1886 world championship match. Target: rochade within 2x shakmaty
//! (German written notation and SAN, Appendix D words); English and Russian words are
//! measured beside them.
//!
//! Run with `cargo bench --bench notation`.

use rochade::notation::{Style, read_move, words, written};
use rochade::pgn::read_games;
use rochade::{InputLang, Lang};
use shakmaty::san::San;
use shakmaty::{Chess, Position};

fn main() {
    divan::main();
}

struct Case {
    pos: Chess,
    san: String,
    written_de: String,
    words_de: String,
    words_en: String,
    words_ru: String,
}

fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    for g in read_games(include_str!("../tests/data/WorldChamp1886.pgn")) {
        let mut pos = g.initial.clone();
        for m in g.moves {
            out.push(Case {
                san: shakmaty::san::SanPlus::from_move(pos.clone(), m).to_string(),
                written_de: written(&pos, m, Lang::De),
                words_de: words(&pos, m, Lang::De, Style::default()),
                words_en: words(&pos, m, Lang::En, Style::default()),
                words_ru: words(&pos, m, Lang::Ru, Style::default()),
                pos: pos.clone(),
            });
            pos.play_unchecked(m);
        }
    }
    out
}

#[divan::bench]
fn shakmaty_san(bencher: divan::Bencher) {
    let cases = cases();
    bencher
        .counter(divan::counter::ItemsCount::new(cases.len()))
        .bench_local(|| {
            for c in &cases {
                let m = San::from_ascii(c.san.as_bytes())
                    .ok()
                    .and_then(|s| s.to_move(&c.pos).ok());
                divan::black_box(m);
            }
        });
}

/// rochade's reading of each case's text `text` in `lang`.
fn rochade_reads(bencher: divan::Bencher, text: impl Fn(&Case) -> &String, lang: Lang) {
    let cases = cases();
    bencher
        .counter(divan::counter::ItemsCount::new(cases.len()))
        .bench_local(|| {
            for c in &cases {
                divan::black_box(read_move(&c.pos, text(c), InputLang::One(lang)).ok());
            }
        });
}

#[divan::bench]
fn rochade_san_english(bencher: divan::Bencher) {
    rochade_reads(bencher, |c| &c.san, Lang::En);
}

#[divan::bench]
fn rochade_written_german(bencher: divan::Bencher) {
    rochade_reads(bencher, |c| &c.written_de, Lang::De);
}

#[divan::bench]
fn rochade_appendix_d_words(bencher: divan::Bencher) {
    rochade_reads(bencher, |c| &c.words_de, Lang::De);
}

#[divan::bench]
fn rochade_english_words(bencher: divan::Bencher) {
    rochade_reads(bencher, |c| &c.words_en, Lang::En);
}

#[divan::bench]
fn rochade_russian_words(bencher: divan::Bencher) {
    rochade_reads(bencher, |c| &c.words_ru, Lang::Ru);
}
