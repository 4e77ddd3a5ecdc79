//! The reason said is the reason (the third language review's first class): a reply typed
//! while the announced move waits for its confirmation is answered with "confirm that move
//! first", not read as an illegal move of the side to move ("No pawn of yours can reach d5").

mod common;

use rochade::Lang;
use rochade::i18n::msg;

#[test]
fn a_reply_before_the_confirmation_asks_for_the_confirmation_in_every_language() {
    for lang in Lang::ALL {
        let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let run = common::rochade(
            &[
                "--lang",
                lang.code(),
                "--line-mode",
                "--no-speech",
                "--confirm",
            ],
            &[("ROCHADE_DATA_DIR", data.path().as_os_str())],
            "e4\nd5\n",
        );
        assert_eq!(run.code, Some(0), "{lang}: {}", run.stderr);
        let start = shakmaty::Chess::default();
        let e4 = rochade::notation::read_move(&start, "e2e4", rochade::lang::InputLang::Auto)
            .map(|m| rochade::notation::words(&start, m, lang, Default::default()))
            .unwrap_or_else(|e| panic!("{e:?}"));
        let want = msg::game_confirm_first(lang, "white", e4.as_str());
        assert!(
            run.stdout.contains(&want),
            "{lang}: {want} in\n{}",
            run.stdout
        );
        // Not the reading of the reply as White's move.
        let illegal = msg::move_illegal(lang, "", "");
        let label = illegal.trim_end_matches(['.', ' ', ':']);
        assert!(!run.stdout.contains(label), "{lang}: {}", run.stdout);
    }
}
