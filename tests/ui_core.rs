//! Whole games scripted as events through the pure core, asserting the exact effects.

mod common;

use common::effects::spoken;
use common::game_core::state;

use std::time::Duration;

use rochade::Lang;
use rochade::app::core::{Cue, Effect, Input, Key, Options, Priority, State, next_wakeup, update};
use rochade::game::Game;
use rochade::record::{Actor, Entry};
use rochade::scoresheet::{self, Start};
use shakmaty::{Color, Square};

fn line(s: &mut State, text: &str) -> Vec<Effect> {
    plain(common::game_core::line(s, text))
}

/// The effects with the position hashes of journal entries set to zero (the record's own
/// tests check them), so that whole sequences can be compared.
fn plain(effects: Vec<Effect>) -> Vec<Effect> {
    effects
        .into_iter()
        .map(|e| match e {
            Effect::Record(mut r) => {
                r.entry.before = 0;
                r.entry.after = 0;
                r.number = 0;
                Effect::Record(r)
            }
            other => other,
        })
        .collect()
}

fn entry(actor: Actor, ply: u32, event: scoresheet::Event) -> Effect {
    Effect::Record(rochade::record::Recorded {
        number: 0,
        entry: Entry {
            game: String::new(),
            actor,
            ply,
            before: 0,
            after: 0,
            clock: None,
            event,
        },
    })
}

fn speak(text: &str, lang: Lang, priority: Priority) -> Effect {
    Effect::Speak {
        text: text.to_owned(),
        lang,
        priority,
    }
}

/// The journal entry of the move `uci`, played by `by` after `ply` plies.
fn journal(ply: u32, uci: &str, by: Color) -> Effect {
    entry(
        Actor::Player(by),
        ply,
        scoresheet::Event::Move {
            uci: uci.parse().unwrap(),
            clock: None,
            recorded: false,
        },
    )
}

#[test]
fn a_whole_game_to_mate_in_appendix_d_words() {
    let de = Lang::De;
    let mut s = state(de);
    assert_eq!(
        plain(update(&mut s, Input::Start, Duration::ZERO)),
        vec![
            entry(Actor::System, 0, scoresheet::Event::Start(Start::default())),
            speak(
                "Neue Partie. Weiß ist am Zug. Züge ansagen oder tippen; das Wort hilfe nennt die Befehle.",
                de,
                Priority::Normal
            ),
            Effect::Redraw
        ]
    );
    // The player's own move is Normal, the opponent's an Alert. The journal record comes
    // first: the shell writes it to disk before it says the move.
    assert_eq!(
        line(&mut s, "Bauer Eva vier"),
        vec![
            journal(0, "e2e4", Color::White),
            speak("Bauer Eva vier", de, Priority::Normal),
            Effect::Cue(Cue::Move),
            Effect::Redraw
        ]
    );
    assert_eq!(
        line(&mut s, "e5"),
        vec![
            journal(1, "e7e5", Color::Black),
            speak("Bauer Eva fünf", de, Priority::Alert),
            Effect::Cue(Cue::Move),
            Effect::Redraw
        ]
    );
    assert_eq!(spoken(&line(&mut s, "Lc4")), ["Läufer Cesar vier"]);
    assert_eq!(
        spoken(&line(&mut s, "Springer Bella acht nach Cesar sechs")),
        ["Springer Cesar sechs"]
    );
    assert_eq!(
        spoken(&line(&mut s, "Dame Hector fünf")),
        ["Dame Hector fünf"]
    );
    assert_eq!(spoken(&line(&mut s, "Sf6")), ["Springer Felix sechs"]);
    assert_eq!(
        line(&mut s, "Dame nimmt Felix sieben"),
        vec![
            journal(6, "h5f7", Color::White),
            speak("Dame nimmt Felix sieben Matt", de, Priority::Normal),
            Effect::Cue(Cue::Check),
            speak(
                "Partie zu Ende. Weiß gewinnt durch Matt (Artikel 5.1.1).",
                de,
                Priority::Alert
            ),
            Effect::Redraw
        ]
    );
    // After the end no move is taken; questions still are.
    assert_eq!(
        spoken(&line(&mut s, "a6")),
        [
            "Die Partie ist zu Ende, es wird kein Zug mehr angenommen. Weiß gewinnt durch Matt (Artikel 5.1.1). Das Wort neu beginnt eine neue Partie; Abfragen gehen weiter."
        ]
    );
    assert_eq!(s.game().moves().len(), 7);
    assert_eq!(
        spoken(&line(&mut s, "letzter")),
        ["Letzter Zug, Zug vier: Weiß, Dame nimmt Felix sieben Matt. Geschlagen: schwarzer Bauer."]
    );
    assert_eq!(
        spoken(&line(&mut s, "züge 3")),
        [
            "Letzte Züge. Zug drei: Dame Hector fünf, Springer Felix sechs. Zug vier: Dame nimmt Felix sieben Matt."
        ]
    );
    assert_eq!(
        line(&mut s, "ende"),
        vec![
            speak("Sitzung beendet.", de, Priority::Normal),
            Effect::Quit,
            Effect::Redraw
        ]
    );
    assert!(s.quitting);
}

#[test]
fn a_bad_move_an_unknown_command_and_a_bad_square_change_nothing() {
    let de = Lang::De;
    let mut s = state(de);
    line(&mut s, "e4");
    let before = s.game().position().clone();
    let moves = s.game().moves().len();

    let bad = line(&mut s, "Springer Eva fünf");
    assert_eq!(
        bad,
        vec![
            speak(
                "Regelwidriger Zug: Springer Eva fünf. Kein Springer von Ihnen kann Eva fünf erreichen.",
                de,
                Priority::Normal
            ),
            Effect::Cue(Cue::Illegal),
            Effect::Redraw
        ]
    );
    let unknown = line(&mut s, "tanzen");
    assert_eq!(
        spoken(&unknown),
        ["Nicht erkannt: tanzen ist kein Schachwort. Das Wort hilfe nennt die Befehle."]
    );
    assert!(unknown.contains(&Effect::Cue(Cue::Illegal)));
    let square = line(&mut s, "feld Eva neun");
    assert_eq!(
        spoken(&square),
        [
            "Kein Feld: Eva neun. Ein Feld ist eine Linie von Anna bis Hector und eine Reihe von eins bis acht, zum Beispiel Eva vier oder e4."
        ]
    );
    assert_eq!(spoken(&line(&mut s, "feld z9")).len(), 1);
    assert_eq!(s.game().position(), &before);
    assert_eq!(s.game().moves().len(), moves);
    // Nothing was played, so the opponent's move still follows.
    assert_eq!(spoken(&line(&mut s, "c5")), ["Bauer Cesar fünf"]);
}

#[test]
fn board_queries_answer_in_words() {
    let de = Lang::De;
    let mut s = state(de);
    for m in ["e4", "d5"] {
        line(&mut s, m);
    }
    let ask = |s: &mut State, q: &str| spoken(&line(s, q)).join(" | ");
    assert_eq!(
        ask(&mut s, "was steht auf Eva vier"),
        "Eva vier: weißer Bauer"
    );
    assert_eq!(ask(&mut s, "feld e3"), "Eva drei: leer");
    assert_eq!(
        ask(&mut s, "angriff d5"),
        "David fünf: schwarzer Bauer. Angreifer: weißer Bauer Eva vier. Deckung: schwarze Dame David acht."
    );
    assert_eq!(
        ask(&mut s, "wo weiß Springer"),
        "Springer: Weiß Bella eins, Gustav eins."
    );
    assert_eq!(
        ask(&mut s, "züge Springer Gustav eins"),
        "Gustav eins: weißer Springer: Springer Eva zwei, Springer Felix drei, Springer Hector drei."
    );
    assert_eq!(
        ask(&mut s, "züge David fünf"),
        // On the opponent's time: its next moves, for planning.
        "David fünf: schwarzer Bauer, im nächsten Zug: Bauer David nimmt Eva vier, Bauer David vier."
    );
    assert_eq!(
        ask(&mut s, "reihe fünf"),
        "Reihe fünf: Anna fünf bis Cesar fünf leer, David fünf schwarzer Bauer, Eva fünf bis Hector fünf leer."
    );
    assert_eq!(ask(&mut s, "wer"), "Weiß ist am Zug, Zug zwei.");
    assert_eq!(
        ask(&mut s, "letzter"),
        "Letzter Zug, Zug eins: Schwarz, Bauer David fünf."
    );
    assert_eq!(
        ask(&mut s, "wiederholen"),
        "Letzter Zug, Zug eins: Schwarz, Bauer David fünf."
    );
    assert!(ask(&mut s, "hilfe").contains("brett, partie, uhr, partieformular, schiedsrichter"));
    assert!(ask(&mut s, "hilfe brett").contains("züge: wohin eine Figur ziehen kann"));
    assert!(ask(&mut s, "hilfe züge").starts_with("züge: wohin eine Figur ziehen kann"));
    assert!(ask(&mut s, "hilfe tanzen").contains("keine Hilfe"));
    // Query answers are the lowest priority.
    let eff = line(&mut s, "material");
    assert!(matches!(
        eff[0],
        Effect::Speak {
            priority: Priority::Query,
            ..
        }
    ));
    // A capture: cue and the words.
    let eff = line(&mut s, "exd5");
    assert_eq!(spoken(&eff), ["Bauer Eva nimmt David fünf"]);
    assert!(eff.contains(&Effect::Cue(Cue::Capture)));
    assert_eq!(
        ask(&mut s, "letzter"),
        "Letzter Zug, Zug zwei: Weiß, Bauer Eva nimmt David fünf. Geschlagen: schwarzer Bauer."
    );
    assert_eq!(
        ask(&mut s, "zurück"),
        "Zurückgenommen: Bauer Eva nimmt David fünf."
    );
    assert_eq!(ask(&mut s, "feld d5"), "David fünf: schwarzer Bauer");
}

#[test]
fn english_and_russian_commands() {
    let mut en = state(Lang::En);
    assert_eq!(spoken(&line(&mut en, "Nf3")), ["Knight f3"]);
    assert_eq!(
        spoken(&line(&mut en, "what is on f3")),
        ["f3: white Knight"]
    );
    assert_eq!(
        spoken(&line(&mut en, "whose turn")),
        ["Black to move, move one."]
    );
    assert_eq!(
        spoken(&line(&mut en, "where black queen")),
        ["Queen: Black d8."]
    );
    let mut ru = state(Lang::Ru);
    assert_eq!(spoken(&line(&mut ru, "Кf3")), ["Шпрингер Феликс драй"]);
    assert_eq!(
        spoken(&line(&mut ru, "поле Феликс драй")),
        ["Феликс драй: Шпрингер белых"]
    );
    assert_eq!(
        spoken(&line(&mut ru, "чей ход")),
        ["Ход чёрных, ход номер один."]
    );
}

#[test]
fn the_cursor_walks_the_board_from_the_players_side() {
    let mut s = state(Lang::De);
    assert_eq!(s.session.cursor, Square::E1);
    let eff = update(&mut s, Input::Key(Key::Up), Duration::ZERO);
    assert_eq!(
        eff,
        vec![
            speak("Eva zwei: weißer Bauer", Lang::De, Priority::Query),
            Effect::Redraw
        ]
    );
    update(&mut s, Input::Key(Key::Right), Duration::ZERO);
    assert_eq!(s.session.cursor, Square::F2);
    // At the edge the cursor stays and says the square again.
    let mut s = State::new(Options {
        lang: Lang::En,
        player: Color::Black,
        game: Game::default(),
        ..Options::default()
    });
    assert_eq!(s.session.cursor, Square::E8);
    let eff = update(&mut s, Input::Key(Key::Down), Duration::ZERO);
    assert_eq!(spoken(&eff), ["e8: black King"]);
    update(&mut s, Input::Key(Key::Up), Duration::ZERO);
    assert_eq!(s.session.cursor, Square::E7);
    // Moves typed key by key and submitted with Enter.
    let mut s = state(Lang::En);
    for c in "e4".chars() {
        update(&mut s, Input::Key(Key::Char(c)), Duration::ZERO);
    }
    assert_eq!(s.session.input, "e4");
    let eff = update(&mut s, Input::Key(Key::Enter), Duration::ZERO);
    assert_eq!(spoken(&eff), ["Pawn e4"]);
    assert!(s.session.input.is_empty());
    // Repeat does not repeat a cursor step: it gives the last announcement.
    update(&mut s, Input::Key(Key::Up), Duration::ZERO);
    assert_eq!(spoken(&line(&mut s, "repeat")), ["Pawn e4"]);
}

#[test]
fn end_of_input_and_ticks() {
    let mut s = state(Lang::En);
    assert_eq!(next_wakeup(&s, Duration::ZERO), None);
    assert!(update(&mut s, Input::Tick, Duration::from_secs(1)).is_empty());
    let eff = update(&mut s, Input::EndOfInput, Duration::ZERO);
    assert_eq!(eff.last(), Some(&Effect::Quit));
    // A second end says nothing more.
    assert!(update(&mut s, Input::EndOfInput, Duration::ZERO).is_empty());
}

#[test]
fn a_small_terminal_is_said_once() {
    let mut s = state(Lang::En);
    let eff = update(&mut s, Input::Resize { cols: 30, rows: 10 }, Duration::ZERO);
    assert_eq!(
        spoken(&eff),
        [
            "Terminal too small for the board: 30 by 10, need 26 by 13. Answers and the input \
             line go on; line mode fits any size."
        ]
    );
    let eff = update(&mut s, Input::Resize { cols: 31, rows: 10 }, Duration::ZERO);
    assert!(spoken(&eff).is_empty());
    // The compact view holds the board from 26 by 13: nothing to say there.
    let eff = update(&mut s, Input::Resize { cols: 40, rows: 15 }, Duration::ZERO);
    assert_eq!(eff, vec![Effect::Redraw]);
    let eff = update(&mut s, Input::Resize { cols: 80, rows: 24 }, Duration::ZERO);
    assert_eq!(eff, vec![Effect::Redraw]);
}

#[test]
fn a_huge_paste_does_not_grow_the_input_line_past_its_bound() {
    let mut s = state(Lang::En);
    for _ in 0..(rochade::limits::MAX_INPUT_LINE_BYTES + 500) {
        update(&mut s, Input::Key(Key::Char('x')), Duration::ZERO);
    }
    assert_eq!(s.session.input.len(), rochade::limits::MAX_INPUT_LINE_BYTES);
}
