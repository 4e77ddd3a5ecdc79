//! Questions start with the question (the third language review's fourth class): a player
//! interrupted after a few words has heard what is asked, not a result or a summary, and the
//! present and the new value of a clock are said with distinct words.

mod common;

use rochade::Lang;
use rochade::i18n::msg;

/// The text up to and including the first sentence's end.
fn first_sentence(text: &str) -> &str {
    let end = text
        .char_indices()
        .find(|(_, c)| matches!(c, '.' | '?' | '!'))
        .map_or(text.len(), |(i, c)| i + c.len_utf8());
    &text[..end]
}

#[test]
fn the_resign_question_opens_with_the_question_in_every_language() {
    for lang in Lang::ALL {
        for colour in ["white", "black"] {
            let q = msg::game_resign_question(lang, colour);
            assert!(first_sentence(&q).ends_with('?'), "{lang}: {q}");
            // Not the result: the ending's verb in the third person is not in the question.
            let result = match lang {
                Lang::En => "resigns",
                Lang::De => "gibt auf",
                Lang::Es => "abandonan",
                Lang::Ru => "сдаются",
                other => panic!("{other}: which verb says the result?"),
            };
            assert!(!q.contains(result), "{lang}: {q}");
        }
    }
}

#[test]
fn the_new_game_question_says_the_summary_first_and_asks_last() {
    for lang in Lang::ALL {
        let summary = msg::game_summary(lang, "white", "Zeppelin", 2, 2);
        let q = msg::game_new_question(lang, summary.as_str());
        // No sentence ends inside parentheses; the question follows the summary.
        assert!(!q.contains('('), "{lang}: {q}");
        let asked = q
            .find('?')
            .unwrap_or_else(|| panic!("{lang}: no question in {q}"));
        let summed = q.find(summary.as_str()).unwrap_or(usize::MAX);
        assert!(summed < asked, "{lang}: {q}");
        // The summary is one stretch of speech, its numbers words.
        assert!(!summary.contains('.'), "{lang}: {summary}");
        assert!(
            !summary.chars().any(|c| c.is_ascii_digit()),
            "{lang}: {summary}"
        );
    }
}

#[test]
fn an_arbiters_setting_says_the_reading_so_far_not_now() {
    for lang in Lang::ALL {
        let set = msg::game_arbiter_set(lang, "white", "Zeppelinone", "Zeppelintwo");
        let deduct = msg::game_arbiter_deduct(lang, "Zeppelinthree", "white", "Zeppelinone");
        for text in [set, deduct] {
            let words: Vec<String> = text
                .split(|c: char| !c.is_alphanumeric())
                .map(str::to_lowercase)
                .collect();
            let bare_now = match lang {
                Lang::En => words.iter().any(|w| w == "now"),
                Lang::De => words.iter().any(|w| w == "jetzt"),
                Lang::Es => text.contains(", ahora"),
                Lang::Ru => words.iter().any(|w| w == "сейчас"),
                other => panic!("{other}: which word is 'now'?"),
            };
            assert!(!bare_now, "{lang}: {text}");
        }
    }
}

#[test]
fn the_first_illegal_move_is_counted_with_an_ordinal() {
    for lang in Lang::ALL {
        let text = msg::game_illegal_recorded(lang, "black", 1);
        assert!(!text.chars().any(|c| c.is_ascii_digit()), "{lang}: {text}");
    }
    assert_eq!(
        msg::game_illegal_recorded(Lang::En, "black", 1),
        "Black's first illegal move recorded."
    );
}

/// A claim whose written move cannot be played says the move and the reason in one frame,
/// not a label inside a label ("Claim not made, …: Illegal move: Queen h8. No Queen …").
#[test]
fn a_claims_impossible_written_move_is_said_in_one_frame() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let run = common::rochade(
        &["--lang", "en", "--line-mode", "--no-speech"],
        &[("ROCHADE_DATA_DIR", data.path().as_os_str())],
        "e4\ne5\nclaim repetition Qh8\nquit\n",
    );
    assert!(
        run.stdout.contains(
            "Claim not made: the written move, Queen h8, is not possible. \
             No queen of yours can reach h8."
        ),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("Illegal move"), "{}", run.stdout);
}
