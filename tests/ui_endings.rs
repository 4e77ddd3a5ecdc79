//! Draw offers, claims, resignation, the end of the game, scoresheet read-back and the offer to
//! resume, scripted through the pure core: each record for the journal comes before the words
//! that acknowledge it.

mod common;

use common::effects::{records, spoken};
use common::game_core::{line, state, unfinished};

use std::path::PathBuf;
use std::time::Duration;

use rochade::Lang;
use rochade::app::core::{Effect, Input, Priority, State, update};
use rochade::game::ClaimKind;
use rochade::record::{Actor, Entry, position_hash};
use rochade::scoresheet::Event as Rec;
use rochade::scoresheet::{self, Note};
use shakmaty::Color;

/// The journal record is the first effect (before anything is said).
fn journal_first(effects: &[Effect]) {
    assert!(
        matches!(effects.first(), Some(Effect::Record(_))),
        "{effects:?}"
    );
}

fn play(s: &mut State, moves: &[&str]) {
    for m in moves {
        let e = line(s, m);
        assert_eq!(records(&e).len(), 1, "{m}: {e:?}");
    }
}

#[test]
fn a_draw_offered_declined_offered_again_and_agreed() {
    let mut s = state(Lang::De);
    play(&mut s, &["e4", "e5"]);
    // At a shared keyboard the player who is not this keyboard's (--side) names the colour.
    let e = line(&mut s, "remis anbieten schwarz");
    journal_first(&e);
    assert_eq!(
        records(&e),
        [&Rec::Offer {
            by: Color::Black,
            arbiter_consent: false
        }]
    );
    assert_eq!(
        spoken(&e),
        ["Schwarz bietet Remis an. Antwort mit annehmen oder ablehnen."]
    );
    let e = line(&mut s, "remis");
    assert_eq!(spoken(&e), ["Es liegt bereits ein Remisangebot vor."]);
    assert!(records(&e).is_empty());
    let e = line(&mut s, "ablehnen");
    journal_first(&e);
    assert_eq!(
        records(&e),
        [&Rec::Answer {
            by: Color::White,
            accept: false
        }]
    );
    assert_eq!(
        spoken(&e),
        ["Weiß lehnt das Remisangebot ab. Die Partie geht weiter."]
    );
    assert_eq!(
        spoken(&line(&mut s, "annehmen")),
        ["Es liegt kein Remisangebot vor."]
    );
    play(&mut s, &["Sf3"]);
    line(&mut s, "remis");
    let e = line(&mut s, "annehmen");
    journal_first(&e);
    assert_eq!(
        spoken(&e),
        ["Partie zu Ende. Remis durch Vereinbarung (Artikel 9.1)."]
    );
    assert!(e.iter().any(|x| matches!(
        x,
        Effect::Speak {
            priority: Priority::Alert,
            ..
        }
    )));
    // The end: moves, offers and take-backs are refused; questions are answered.
    let e = line(&mut s, "Sc6");
    assert!(records(&e).is_empty());
    assert!(spoken(&e)[0].starts_with("Die Partie ist zu Ende"));
    assert!(records(&line(&mut s, "zurück")).is_empty());
    assert!(records(&line(&mut s, "aufgeben")).is_empty());
    assert_eq!(s.game().moves().len(), 3);
    assert_eq!(spoken(&line(&mut s, "wer")).len(), 1);
    // The scoresheet holds the offers and the result.
    let sheet = s.sheet();
    assert_eq!(
        sheet
            .rows()
            .iter()
            .filter(|e| matches!(e.note, Note::Offer { .. }))
            .count(),
        2
    );
    assert!(sheet.ending().is_some());
}

#[test]
fn claims_with_a_written_move_right_and_wrong() {
    // Right: the written move repeats the position a third time (9.2.1.1); it is not played.
    let mut s = state(Lang::De);
    play(&mut s, &["Sf3", "Sf6", "Sg1", "Sg8", "Sf3", "Sf6", "Sg1"]);
    let e = line(&mut s, "reklamieren Springer Gustav acht");
    journal_first(&e);
    assert_eq!(
        records(&e),
        [&Rec::Claim {
            by: Color::Black,
            kind: ClaimKind::Threefold,
            declared: Some("f6g8".parse().unwrap())
        }]
    );
    let said = spoken(&e);
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(
        said[0].starts_with(
            "Partie zu Ende. Remis: Schwarz reklamiert dreimalige Stellungswiederholung zu Recht"
        ),
        "{said:?}"
    );
    assert_eq!(s.game().moves().len(), 7);

    // Wrong: time for the opponent, and the written move must be played (9.5.3).
    let mut s = state(Lang::En);
    play(&mut s, &["e4"]);
    let e = line(&mut s, "claim Knight f6");
    journal_first(&e);
    let said = spoken(&e);
    assert!(
        said[0].starts_with("Black's claim is not correct: threefold repetition."),
        "{said:?}"
    );
    assert!(
        said[0].ends_with("The written move must be played: Knight f6."),
        "{said:?}"
    );
    assert!(!s.game().is_over());
    let e = line(&mut s, "e5");
    assert!(records(&e).is_empty());
    assert_eq!(
        spoken(&e),
        ["After the incorrect claim the written move must be played: Knight f6 (article 9.5.3)."]
    );
    play(&mut s, &["Nf6"]);
    // A claim whose move cannot be read is no claim.
    let e = line(&mut s, "claim Knight z9");
    assert!(records(&e).is_empty());
    assert!(spoken(&e)[0].starts_with("Claim not made"));
}

/// A written move in a claim is read as a move is read: a piece letter that is also a file's
/// letter (English B, German D, Spanish C and A) names the piece, not a pawn's file.
#[test]
fn a_claims_written_move_keeps_its_piece_letter_in_every_language() {
    for (lang, opening, claim, meant) in [
        (
            Lang::En,
            &["e4", "e5", "Nf3", "Nc6"][..],
            "claim repetition Bb5",
            "Bishop b5",
        ),
        (
            Lang::De,
            &["e4", "e5"][..],
            "reklamieren wiederholung Dh5",
            "Dame Hector fünf",
        ),
        (
            Lang::Es,
            &["e4", "e5"][..],
            "reclamar repetición Cf3",
            "Caballo Felix drei",
        ),
        (
            Lang::Es,
            &["e4", "e5"][..],
            "reclamar repetición Ac4",
            "Alfil Cesar vier",
        ),
    ] {
        let mut s = state(lang);
        play(&mut s, opening);
        let e = line(&mut s, claim);
        let said = spoken(&e).join(" ");
        // Not a repetition: a wrong claim, whose written move must then be played.
        assert!(said.contains(meant), "{claim}: {said}");
        assert!(!said.contains("Claim not made"), "{claim}: {said}");
        assert_eq!(records(&e).len(), 1, "{claim}: {said}");
    }
}

#[test]
fn resignation_in_three_languages() {
    let mut s = state(Lang::En);
    play(&mut s, &["e4"]);
    // A resignation is said back and waits for a yes (it cannot be undone).
    let asked = line(&mut s, "resign black");
    assert!(records(&asked).is_empty(), "{asked:?}");
    let e = line(&mut s, "yes");
    journal_first(&e);
    assert_eq!(records(&e), [&Rec::Resign { by: Color::Black }]);
    assert_eq!(
        spoken(&e),
        ["Game over. White wins, Black resigns (article 5.1.2)."]
    );
    let mut s = state(Lang::Ru);
    line(&mut s, "сдаюсь");
    let e = line(&mut s, "да");
    assert_eq!(records(&e), [&Rec::Resign { by: Color::White }]);
    assert!(spoken(&e)[0].starts_with("Партия окончена."), "{e:?}");
    let mut s = state(Lang::De);
    line(&mut s, "aufgeben schwarz");
    let e = line(&mut s, "ja");
    assert_eq!(records(&e), [&Rec::Resign { by: Color::Black }]);
    // A new game after the end; the next record goes into a new journal.
    let e = line(&mut s, "neu");
    // A new game after the end: its start goes to the journal, which begins a new file.
    assert!(
        e.iter()
            .any(|x| matches!(x, Effect::Record(r) if matches!(r.entry.event, Rec::Start(_)))),
        "{e:?}"
    );
    assert!(records(&e).is_empty());
    assert!(!s.game().is_over());
    assert!(spoken(&e)[0].starts_with("Neue Partie."));
}

#[test]
fn a_new_game_is_refused_while_one_is_played() {
    let mut s = state(Lang::En);
    play(&mut s, &["e4"]);
    let e = line(&mut s, "new");
    assert!(records(&e).is_empty());
    assert!(spoken(&e)[0].starts_with("The game is still in progress."));
    assert_eq!(s.game().moves().len(), 1);
}

#[test]
fn the_scoresheet_is_read_back_whole_by_number_and_the_last_moves() {
    let mut s = state(Lang::De);
    play(&mut s, &["e4", "e5", "Sf3", "Sc6", "Lb5"]);
    assert_eq!(
        spoken(&line(&mut s, "partie")),
        [
            "Zug 1: Weiß Bauer Eva vier. Schwarz Bauer Eva fünf.",
            "Zug 2: Weiß Springer Felix drei. Schwarz Springer Cesar sechs.",
            "Zug 3: Weiß Läufer Bella fünf."
        ]
    );
    assert_eq!(
        spoken(&line(&mut s, "zug 2")),
        ["Zug 2: Weiß Springer Felix drei. Schwarz Springer Cesar sechs."]
    );
    assert_eq!(
        spoken(&line(&mut s, "letzte 1")),
        ["Zug 3: Weiß Läufer Bella fünf."]
    );
    assert_eq!(spoken(&line(&mut s, "letzte")).len(), 3);
    assert_eq!(spoken(&line(&mut s, "zug 9")).len(), 1);
    assert!(spoken(&line(&mut s, "zug neun"))[0].starts_with("Keine Zugnummer"));
    let mut s = state(Lang::En);
    play(&mut s, &["e4"]);
    assert_eq!(spoken(&line(&mut s, "last 3")), ["Move 1: White Pawn e4."]);
    assert_eq!(spoken(&line(&mut s, "score")), ["Move 1: White Pawn e4."]);
    let mut s = state(Lang::Ru);
    play(&mut s, &["e4"]);
    assert_eq!(spoken(&line(&mut s, "ход 1")).len(), 1);
    assert_eq!(spoken(&line(&mut s, "партия")).len(), 1);
}

#[test]
fn a_take_back_is_recorded_before_it_is_said() {
    let mut s = state(Lang::De);
    play(&mut s, &["e4", "e5"]);
    let e = line(&mut s, "zurück");
    journal_first(&e);
    assert_eq!(records(&e), [&Rec::TakeBack]);
    assert_eq!(s.game().moves().len(), 1);
    assert_eq!(s.sheet().game().moves().len(), 1);
    assert!(
        s.sheet()
            .rows()
            .iter()
            .any(|e| matches!(e.note, Note::TakeBack { .. }))
    );
}

#[test]
fn an_unfinished_game_is_offered_and_resumed() {
    let mut s = state(Lang::De);
    s.offer_resume(unfinished(
        "game-1.jsonl",
        vec!["Zeile 5 des Protokolls wurde beim Absturz abgeschnitten.".into()],
    ));
    let e = update(&mut s, Input::Start, Duration::ZERO);
    // The offer is said first, with no "new game" before it.
    assert_eq!(
        spoken(&e)[..],
        [
            "Zeile 5 des Protokolls wurde beim Absturz abgeschnitten.",
            "Unterbrochene Partie gefunden: drei Halbzüge gespielt; letzter Zug: Weiß, Springer Felix drei; Schwarz ist am Zug, Zug zwei. Das Wort weiter setzt sie fort, ebenso ein Zug dieser Partie; das Wort neu beginnt eine neue Partie."
        ]
    );
    // Questions leave the offer standing.
    line(&mut s, "wer");
    let e = line(&mut s, "weiter");
    assert_eq!(e[0], Effect::Resume(PathBuf::from("game-1.jsonl")));
    assert_eq!(
        spoken(&e),
        [
            "Partie fortgesetzt: drei Halbzüge gespielt; letzter Zug: Weiß, Springer Felix drei; Schwarz ist am Zug, Zug zwei."
        ]
    );
    assert_eq!(s.game().moves().len(), 3);
    // The pause the journal recorded on resuming is noted in the core's record too.
    let here = position_hash(s.game().position());
    update(
        &mut s,
        Input::Journaled(Entry {
            game: String::new(),
            actor: Actor::System,
            ply: 3,
            before: here,
            after: here,
            clock: None,
            event: scoresheet::Event::Pause {
                duration: Duration::from_secs(60),
                kind: scoresheet::PauseKind::Downtime,
                note: String::new(),
                uncounted: None,
            },
        }),
        Duration::ZERO,
    );
    assert!(matches!(
        s.sheet().rows().last().map(|e| &e.note),
        Some(Note::Pause { .. })
    ));
    play(&mut s, &["d6"]);
    assert_eq!(
        spoken(&line(&mut s, "weiter")),
        ["Es gibt keine unterbrochene Partie zum Fortsetzen."]
    );
}

#[test]
fn a_move_that_is_not_of_the_interrupted_game_is_answered_with_the_choice() {
    // Table trial P5: a new game never starts without a word.
    let mut s = state(Lang::En);
    s.offer_resume(unfinished("g.jsonl", Vec::new()));
    update(&mut s, Input::Start, Duration::ZERO);
    let e = line(&mut s, "d4");
    assert!(records(&e).is_empty(), "{e:?}");
    assert_eq!(
        spoken(&e),
        [
            "That is not a move of the interrupted game (three half-moves played; last move: White, Knight f3; Black to move, move two). Say resume to continue it, or new for a new game."
        ]
    );
    assert!(s.resume_offer().is_some());
    assert!(s.game().moves().is_empty());
    // "new" replaces the interrupted game only after a yes.
    let e = line(&mut s, "new");
    assert!(records(&e).is_empty(), "{e:?}");
    assert!(spoken(&e)[0].starts_with("There is an interrupted game: three half-moves played;"));
    assert!(s.resume_offer().is_some());
    assert_eq!(
        spoken(&line(&mut s, "no")),
        ["No new game. Say resume to continue the interrupted game."]
    );
    assert!(s.resume_offer().is_some());
    line(&mut s, "new");
    let e = line(&mut s, "yes");
    assert!(spoken(&e)[0].starts_with("New game."), "{e:?}");
    assert!(s.resume_offer().is_none());
    play(&mut s, &["d4"]);
    assert_eq!(
        spoken(&line(&mut s, "resume")),
        ["There is no interrupted game to resume."]
    );
}

#[test]
fn a_move_of_the_interrupted_game_resumes_it_and_is_played() {
    let mut s = state(Lang::En);
    s.offer_resume(unfinished("g.jsonl", Vec::new()));
    update(&mut s, Input::Start, Duration::ZERO);
    let e = line(&mut s, "Nc6");
    assert_eq!(e[0], Effect::Resume(PathBuf::from("g.jsonl")), "{e:?}");
    let said = spoken(&e);
    assert!(
        said[0].starts_with("Game resumed: three half-moves played"),
        "{said:?}"
    );
    assert_eq!(said.last().copied(), Some("Knight c6"), "{said:?}");
    assert_eq!(s.game().moves().len(), 4);
    assert!(s.resume_offer().is_none());
}

#[test]
fn a_wrong_claim_without_a_clock_adds_no_time() {
    let mut s = state(Lang::En);
    let e = line(&mut s, "claim");
    let said = spoken(&e);
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(!said[0].contains("minutes"), "{said:?}");
    assert!(
        said[0].contains("incorrect") || said[0].contains("not"),
        "{said:?}"
    );
}

/// "Do you mean Knight b d2 or Knight f d2?" is answered with the word that tells them apart,
/// in every language's way of naming a file or a rank (newcomer trial N9); an answer that
/// tells nothing apart, or a later line, is read as usual.
#[test]
fn an_ambiguous_move_is_completed_by_the_word_that_tells_the_moves_apart() {
    for (lang, said, answer, meant) in [
        (Lang::En, "Nd2", "b", "b1d2"),
        (Lang::De, "Springer David zwei", "Bella", "b1d2"),
        (Lang::De, "Springer David zwei", "Felix", "f3d2"),
        (Lang::Ru, "Кd2", "b", "b1d2"),
    ] {
        let mut s = state(lang);
        play(&mut s, &["d4", "e5", "Nf3", "e4"]);
        let asked = line(&mut s, said);
        assert!(records(&asked).is_empty(), "{said}: {asked:?}");
        let e = line(&mut s, answer);
        assert_eq!(
            records(&e),
            [&Rec::Move {
                uci: meant.parse().unwrap(),
                clock: None,
                recorded: false
            }],
            "{lang} {said} / {answer}: {:?}",
            spoken(&e)
        );
    }
    // A word that tells nothing apart is read as usual (here: not a move), and the question
    // is over.
    let mut s = state(Lang::En);
    play(&mut s, &["d4", "e5", "Nf3", "e4"]);
    line(&mut s, "Nd2");
    let e = line(&mut s, "d");
    assert!(records(&e).is_empty(), "{e:?}");
    let e = line(&mut s, "b");
    assert!(records(&e).is_empty(), "the question was over: {e:?}");
}
