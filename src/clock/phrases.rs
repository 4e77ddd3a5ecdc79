//! Every clock sentence a user hears or reads (D.2.6, D.2.10.4): spoken durations, the
//! on-request report, alerts, flag and exemption announcements, verdicts, and adjustments read
//! aloud. Thin calls into the message catalogue (`locales/<code>.ftl`, messages `clock-…` and
//! the numbers `hours`, `minutes`, `seconds`, `moves`): numbers are said in words, in the form
//! their noun and their sentence ask for ("eine Stunde zwölf Minuten", "одна минута", "за одну
//! минуту", "in einer Stunde").

use std::time::Duration;

use shakmaty::Color;

use super::control::{Mode, TimeControl};
use super::log::{Adjustment, ClockChange, Reason};
use super::state::{ClockEvent, Snapshot, Status};
use super::verdict::{FlagVerdict, IllegalMoveVerdict};
use crate::actor::Actor;
use crate::i18n::msg;
use crate::lang::Lang;

fn key(c: Color) -> &'static str {
    crate::i18n::colour_key(c)
}

/// The grammatical slot a duration fills; each language's catalogue states the form of each
/// (`hours`, `hours-within`, `hours-object`, …).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Slot {
    /// The subject, or a duration named on its own: "eine Minute", "одна минута".
    Plain,
    /// After "in" / "for" / "since": "in einer Minute", "seit einer Minute", "за одну минуту".
    Within,
    /// The object of a verb: "erhält eine Minute dazu", "добавить одну минуту".
    Object,
}

/// The parts of a duration (hours, minutes, seconds) in the form of `slot`, zero parts left
/// out.
fn parts(h: u64, m: u64, s: u64, lang: Lang, slot: Slot) -> String {
    let unit = |n: u64, k: usize| match (k, slot) {
        (0, Slot::Plain) => msg::hours(lang, n),
        (1, Slot::Plain) => msg::minutes(lang, n),
        (_, Slot::Plain) => msg::seconds(lang, n),
        (0, Slot::Within) => msg::hours_within(lang, n),
        (1, Slot::Within) => msg::minutes_within(lang, n),
        (_, Slot::Within) => msg::seconds_within(lang, n),
        (0, Slot::Object) => msg::hours_object(lang, n),
        (1, Slot::Object) => msg::minutes_object(lang, n),
        (_, Slot::Object) => msg::seconds_object(lang, n),
    };
    let mut out = Vec::new();
    if h > 0 {
        out.push(unit(h, 0));
    }
    if m > 0 {
        out.push(unit(m, 1));
    }
    if s > 0 || out.is_empty() {
        out.push(unit(s, 2));
    }
    out.join(" ")
}

/// A duration spoken exactly to the second (sub-seconds dropped), in words: "two minutes",
/// "eine Stunde dreißig Minuten", "один час двенадцать минут", "zero seconds".
pub fn duration(d: Duration, lang: Lang) -> String {
    let secs = d.as_secs();
    parts(secs / 3600, secs / 60 % 60, secs % 60, lang, Slot::Plain)
}

/// [`duration`] after a preposition ("in einer Stunde", "seit einer Minute", "за одну
/// минуту").
pub fn duration_within(d: Duration, lang: Lang) -> String {
    let secs = d.as_secs();
    parts(secs / 3600, secs / 60 % 60, secs % 60, lang, Slot::Within)
}

/// [`duration`] as the object of a verb ("erhält eine Stunde dazu", "добавить одну минуту",
/// "на двадцать одну минуту").
pub fn duration_object(d: Duration, lang: Lang) -> String {
    let secs = d.as_secs();
    parts(secs / 3600, secs / 60 % 60, secs % 60, lang, Slot::Object)
}

/// The whole seconds a display shows (rounded up), split as the talking clock says them: from
/// ten minutes up, hours and whole minutes, the seconds dropped; below, minutes and seconds.
fn said_parts(d: Duration) -> (u64, u64, u64) {
    let shown = d.as_secs() + u64::from(d.subsec_nanos() > 0);
    if shown >= 600 {
        let mins = shown / 60;
        (mins / 60, mins % 60, 0)
    } else {
        (0, shown / 60, shown % 60)
    }
}

/// A remaining time as the talking clock says it ("one hour twelve minutes" for 1:12:45;
/// "four minutes thirty seconds" below ten minutes).
pub fn remaining(d: Duration, lang: Lang) -> String {
    let (h, m, s) = said_parts(d);
    parts(h, m, s, lang, Slot::Plain)
}

/// "White" / "Weiß" / "Белые": the side as a noun.
pub fn color(c: Color, lang: Lang) -> &'static str {
    crate::i18n::colour_name(lang, c)
}

/// The on-request report (D.2.10): both players' remaining times, moves completed and moves
/// left to the next time control, and whether the clock is stopped.
pub fn report(snap: &Snapshot, lang: Lang) -> String {
    let mut out = Vec::new();
    for c in [Color::White, Color::Black] {
        let moves = snap.moves_completed[c];
        let owed =
            snap.moves_to_control[c].map_or_else(|| "none".to_owned(), |k| msg::moves(lang, k));
        out.push(msg::clock_report_side(
            lang,
            key(c),
            moves,
            msg::moves(lang, moves),
            owed,
            remaining(snap.remaining[c], lang),
        ));
    }
    match snap.status {
        Status::Paused { .. } => out.push(msg::clock_report_paused(lang)),
        // Whose clock runs, in words: the side to move.
        Status::Running { to_move } => out.push(msg::clock_report_running(lang, key(to_move))),
        Status::NotStarted => {}
    }
    out.join(" ")
}

/// The first number said of a duration, and its unit, for the agreement of a verb ("остался
/// один час", "осталась одна минута", "осталось пять минут").
fn lead(d: Duration) -> (u64, &'static str) {
    let secs = d.as_secs();
    if secs >= 3600 {
        (secs / 3600, "hour")
    } else if secs >= 60 {
        (secs / 60 % 60, "minute")
    } else {
        (secs, "second")
    }
}

/// An automatic alert for the listener's own clock: "One minute left."
pub fn alert(threshold: Duration, lang: Lang) -> String {
    let (n, unit) = lead(threshold);
    capitalised(&msg::clock_alert(lang, n, duration(threshold, lang), unit))
}

/// A low-time alert that names whose clock it is ("Schwarz hat noch dreißig Sekunden."), for
/// a listener whose own clock it is not: said plainly it would sound like their own.
pub fn alert_of(c: Color, threshold: Duration, lang: Lang) -> String {
    let (n, unit) = lead(threshold);
    msg::clock_alert_of(lang, key(c), n, duration(threshold, lang), unit)
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A flag fell: who, and the request to complete the scoresheets (8.5).
pub fn flag_fell(c: Color, lang: Lang) -> String {
    msg::clock_flag_fell(lang, key(c))
}

/// Both flags are down; `first` fell first.
pub fn both_flags(first: Color, lang: Lang) -> String {
    msg::clock_both_flags(lang, key(first))
}

/// The result a flag fall leads to.
pub fn flag_verdict(v: FlagVerdict, lang: Lang) -> String {
    match v {
        FlagVerdict::Loses(c) => msg::clock_flag_loses(lang, key(c)),
        FlagVerdict::DrawOpponentCannotMate { flagged } => {
            msg::clock_flag_draw_no_mate(lang, key(!flagged))
        }
        FlagVerdict::PlayOn => msg::clock_flag_play_on(lang),
        FlagVerdict::DrawBothFlags => msg::clock_flag_draw_both(lang),
    }
}

/// What follows an illegal move (7.5.5).
pub fn illegal_move_verdict(v: IllegalMoveVerdict, lang: Lang) -> String {
    match v {
        IllegalMoveVerdict::AddTime { to, amount } => {
            msg::clock_illegal_add_time(lang, duration_object(amount, lang), key(to))
        }
        IllegalMoveVerdict::Loses(c) => msg::clock_illegal_loses(lang, key(c)),
        IllegalMoveVerdict::DrawOpponentCannotMate { offender } => {
            msg::clock_illegal_draw_no_mate(lang, key(!offender))
        }
        IllegalMoveVerdict::LeftToClaim => msg::clock_illegal_left_to_claim(lang),
    }
}

/// The player need not record moves for the rest of the period (8.4).
pub fn exemption_begins(c: Color, lang: Lang) -> String {
    msg::clock_exemption_begins(lang, key(c))
}

/// A new period began: the player records moves again (8.4).
pub fn exemption_ends(c: Color, lang: Lang) -> String {
    msg::clock_exemption_ends(lang, key(c))
}

/// The player reached a time control and got the next period's time (6.3.2).
pub fn control_reached(c: Color, added: Duration, lang: Lang) -> String {
    msg::clock_control_reached(lang, duration_object(added, lang), key(c))
}

/// The sentence for any clock event.
pub fn event(e: &ClockEvent, lang: Lang) -> String {
    match e {
        ClockEvent::Alert { threshold, .. } => alert(*threshold, lang),
        ClockEvent::FlagFell { color, .. } => flag_fell(*color, lang),
        ClockEvent::BothFlagsDown { first, .. } => both_flags(*first, lang),
        ClockEvent::ExemptionBegins { color, .. } => exemption_begins(*color, lang),
        ClockEvent::ExemptionEnds { color, .. } => exemption_ends(*color, lang),
        ClockEvent::ControlReached { color, added, .. } => control_reached(*color, *added, lang),
    }
}

fn actor(a: Actor, lang: Lang) -> String {
    let (who, c) = match a {
        Actor::Arbiter => ("arbiter", None),
        Actor::Player(c) => ("player", Some(c)),
        Actor::Profile => ("profile", None),
        Actor::Assistant(c) => ("assistant", Some(c)),
        Actor::System => ("system", None),
    };
    msg::clock_actor(lang, who, c.map_or("none", key))
}

fn reason(r: &Reason, restart: bool, lang: Lang) -> String {
    let (key, text) = match r {
        Reason::IllegalMove => ("illegal-move", ""),
        Reason::IncorrectClaim => ("incorrect-claim", ""),
        Reason::AssistantAdjustment => ("assistant", ""),
        Reason::ClockCorrection => ("clock", ""),
        Reason::MoveCounterCorrection => ("move-counter", ""),
        // The restart of the clock says its cause: the game had been stopped (6.12).
        Reason::Interruption if restart => ("interruption-end", ""),
        Reason::Interruption => ("interruption", ""),
        Reason::Reconciliation => ("reconciliation", ""),
        Reason::Withdrawal => ("withdrawal", ""),
        Reason::Other(text) => ("other", text.as_str()),
    };
    msg::clock_reason(lang, key, text)
}

/// One adjustment read aloud: who, what, why, under which article.
pub fn adjustment(a: &Adjustment, lang: Lang) -> String {
    let (change, c, d, to) = match &a.change {
        ClockChange::Added { color, amount } => ("added", Some(*color), *amount, 0),
        ClockChange::Deducted { color, applied, .. } => ("deducted", Some(*color), *applied, 0),
        ClockChange::SetRemaining { color, to, .. } => ("set", Some(*color), *to, 0),
        ClockChange::SetMoves { color, to, .. } => ("moves", Some(*color), Duration::ZERO, *to),
        ClockChange::Paused => ("paused", None, Duration::ZERO, 0),
        ClockChange::Resumed => ("resumed", None, Duration::ZERO, 0),
    };
    let what = msg::clock_change(
        lang,
        duration(d, lang),
        change,
        c.map_or("none", key),
        duration_object(d, lang),
        to,
    );
    msg::clock_adjustment(
        lang,
        a.article.as_deref().unwrap_or("none"),
        what,
        actor(a.actor, lang),
        reason(&a.reason, matches!(a.change, ClockChange::Resumed), lang),
    )
}

/// The remaining time after an adjustment, said after it: "Weiß hat jetzt eine Stunde."
pub fn reading_after(c: Color, d: Duration, lang: Lang) -> String {
    msg::clock_reading_after(lang, key(c), duration(d, lang))
}

/// A time control in words: "forty moves in one hour thirty minutes, plus thirty seconds per
/// move, then thirty minutes for the rest of the game, plus thirty seconds per move".
pub fn time_control(tc: &TimeControl, lang: Lang) -> String {
    let periods = tc.periods();
    let mut out = Vec::new();
    for (i, p) in periods.iter().enumerate() {
        let moves = p
            .moves
            .map_or_else(|| "none".to_owned(), |m| msg::moves(lang, m));
        let mut s = msg::clock_tc_period(
            lang,
            moves,
            duration(p.time, lang),
            duration_within(p.time, lang),
        );
        let repeating = i + 1 == periods.len() && p.moves.is_some() && i > 0;
        if repeating || (periods.len() == 1 && p.moves.is_some()) {
            s.push_str(", ");
            s.push_str(&msg::clock_tc_repeated(lang));
        }
        if !p.increment.is_zero() {
            let mode = match tc.mode() {
                Mode::Fischer => "fischer",
                Mode::Bronstein => "bronstein",
                Mode::Delay => "delay",
            };
            s.push_str(", ");
            s.push_str(&msg::clock_tc_increment(
                lang,
                duration(p.increment, lang),
                mode,
            ));
            if p.increment_from_move > 1 {
                s.push(' ');
                s.push_str(&msg::clock_tc_from_move(lang, p.increment_from_move));
            }
        }
        out.push(s);
    }
    out.join(&format!(", {} ", msg::clock_tc_then(lang)))
}

/// "No clock" in words.
pub fn untimed(lang: Lang) -> String {
    msg::clock_untimed(lang)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::control::Preset;
    use crate::clock::state::Status;
    use shakmaty::ByColor;

    fn s(secs: u64) -> Duration {
        Duration::from_secs(secs)
    }

    #[test]
    fn durations_read_naturally() {
        let table: &[(u64, Lang, &str)] = &[
            (4320, Lang::De, "eine Stunde zwölf Minuten"),
            (4320, Lang::En, "one hour twelve minutes"),
            (4320, Lang::Ru, "один час двенадцать минут"),
            (270, Lang::En, "four minutes thirty seconds"),
            (270, Lang::De, "vier Minuten dreißig Sekunden"),
            (270, Lang::Ru, "четыре минуты тридцать секунд"),
            (300, Lang::Ru, "пять минут"),
            (60, Lang::Ru, "одна минута"),
            (120, Lang::Ru, "две минуты"),
            (1260, Lang::Ru, "двадцать одна минута"),
            (21, Lang::Ru, "двадцать одна секунда"),
            (660, Lang::Ru, "одиннадцать минут"),
            (22, Lang::Ru, "двадцать две секунды"),
            (7200, Lang::Ru, "два часа"),
            (5 * 3600, Lang::Ru, "пять часов"),
            (1, Lang::En, "one second"),
            (1, Lang::De, "eine Sekunde"),
            (0, Lang::De, "null Sekunden"),
            (0, Lang::En, "zero seconds"),
            (1260, Lang::De, "einundzwanzig Minuten"),
            (57 * 60, Lang::De, "siebenundfünfzig Minuten"),
            (3600 + 1, Lang::En, "one hour one second"),
            (150 * 3600, Lang::De, "hundertfünfzig Stunden"),
            (60, Lang::Es, "un minuto"),
            (3600, Lang::Es, "una hora"),
        ];
        for (secs, lang, want) in table {
            assert_eq!(duration(s(*secs), *lang), *want, "{secs} {lang}");
        }
        // After a preposition: German dative, Russian accusative (review row 15).
        assert_eq!(
            duration_within(s(5400), Lang::De),
            "einer Stunde dreißig Minuten"
        );
        assert_eq!(
            duration_within(s(3600 + 31 * 60), Lang::Ru),
            "один час тридцать одну минуту"
        );
        assert_eq!(duration_within(s(120), Lang::Ru), "две минуты");
    }

    #[test]
    fn remaining_time_drops_seconds_above_ten_minutes_and_rounds_up_below() {
        assert_eq!(remaining(s(4365), Lang::En), "one hour twelve minutes");
        assert_eq!(remaining(s(600), Lang::En), "ten minutes");
        assert_eq!(
            remaining(s(599) + Duration::from_millis(1), Lang::En),
            "ten minutes"
        );
        assert_eq!(
            remaining(s(269) + Duration::from_millis(400), Lang::En),
            "four minutes thirty seconds"
        );
        assert_eq!(remaining(Duration::ZERO, Lang::Ru), "ноль секунд");
    }

    #[test]
    fn alerts_agree_in_every_language() {
        assert_eq!(alert(s(60), Lang::En), "One minute left.");
        assert_eq!(alert(s(300), Lang::De), "Noch fünf Minuten.");
        assert_eq!(alert(s(60), Lang::Ru), "Осталась одна минута.");
        assert_eq!(alert(s(120), Lang::Ru), "Осталось две минуты.");
        assert_eq!(alert(s(300), Lang::Ru), "Осталось пять минут.");
        assert_eq!(alert(s(3600), Lang::Ru), "Остался один час.");
        assert_eq!(alert(s(30), Lang::Ru), "Осталось тридцать секунд.");
        assert_eq!(alert(s(21), Lang::Ru), "Осталась двадцать одна секунда.");
        assert_eq!(
            alert_of(Color::Black, s(60), Lang::Ru),
            "У чёрных осталась одна минута."
        );
        assert_eq!(
            alert_of(Color::Black, s(30), Lang::De),
            "Schwarz hat noch dreißig Sekunden."
        );
        assert_eq!(alert(s(60), Lang::Es), "Queda un minuto.");
    }

    #[test]
    fn the_report_names_times_and_moves() {
        let snap = Snapshot {
            remaining: ByColor {
                white: s(4320),
                black: s(270),
            },
            moves_completed: ByColor {
                white: 23,
                black: 22,
            },
            moves_to_control: ByColor {
                white: Some(17),
                black: Some(18),
            },
            to_move: Color::Black,
            status: Status::Running {
                to_move: Color::Black,
            },
        };
        assert_eq!(
            report(&snap, Lang::En),
            "White has one hour twelve minutes left, twenty-three moves completed, seventeen \
             moves to the time control. Black has four minutes thirty seconds left, twenty-two \
             moves completed, eighteen moves to the time control. Black's clock is running."
        );
        assert_eq!(
            report(&snap, Lang::De),
            "Weiß hat noch eine Stunde zwölf Minuten, dreiundzwanzig Züge gespielt, noch \
             siebzehn Züge bis zur Zeitkontrolle. Schwarz hat noch vier Minuten dreißig \
             Sekunden, zweiundzwanzig Züge gespielt, noch achtzehn Züge bis zur Zeitkontrolle. \
             Die Uhr von Schwarz läuft."
        );
        assert_eq!(
            report(&snap, Lang::Ru),
            "У белых на часах один час двенадцать минут, сделано двадцать три хода, до \
             контроля семнадцать ходов. У чёрных на часах четыре минуты тридцать секунд, \
             сделано двадцать два хода, до контроля восемнадцать ходов. Идут часы чёрных."
        );
        let paused = Snapshot {
            moves_to_control: ByColor {
                white: None,
                black: None,
            },
            moves_completed: ByColor { white: 1, black: 0 },
            status: Status::Paused {
                to_move: Color::Black,
            },
            ..snap
        };
        let r = report(&paused, Lang::En);
        assert!(
            r.ends_with("zero moves completed. The clock is stopped."),
            "{r}"
        );
        assert!(r.contains("one move completed."), "{r}");
        assert!(report(&paused, Lang::De).contains("ein Zug gespielt"));
        // The participle agrees with one (review row 12).
        assert!(report(&paused, Lang::Ru).contains("сделан один ход"));
    }

    #[test]
    fn time_controls_in_words() {
        assert_eq!(
            time_control(&Preset::FideClassical.time_control(), Lang::En),
            "forty moves in one hour thirty minutes, plus thirty seconds per move, then thirty \
             minutes for the rest of the game, plus thirty seconds per move"
        );
        assert_eq!(
            time_control(&Preset::Blitz.time_control(), Lang::De),
            "drei Minuten für den Rest der Partie, plus zwei Sekunden pro Zug"
        );
        assert_eq!(
            time_control(&TimeControl::from_pgn("40/7200:20/3600").unwrap(), Lang::Ru),
            "сорок ходов за два часа, затем двадцать ходов за один час, повторяется"
        );
        // Dative after "in", accusative after "за" (review row 15).
        assert!(
            time_control(&Preset::FideClassical.time_control(), Lang::De)
                .starts_with("vierzig Züge in einer Stunde dreißig Minuten"),
        );
        assert_eq!(
            time_control(&TimeControl::from_pgn("40/5460").unwrap(), Lang::Ru),
            "сорок ходов за один час тридцать одну минуту, повторяется"
        );
    }

    #[test]
    fn every_event_and_adjustment_has_a_sentence_in_every_language() {
        let events = [
            ClockEvent::Alert {
                color: Color::White,
                threshold: s(60),
                at: s(1),
            },
            ClockEvent::FlagFell {
                color: Color::Black,
                at: s(1),
                moves_owed: None,
            },
            ClockEvent::BothFlagsDown {
                first: Color::White,
                at: s(1),
            },
            ClockEvent::ExemptionBegins {
                color: Color::White,
                at: s(1),
            },
            ClockEvent::ExemptionEnds {
                color: Color::White,
                at: s(1),
            },
            ClockEvent::ControlReached {
                color: Color::White,
                period: 1,
                added: s(1800),
                at: s(1),
            },
        ];
        for lang in Lang::ALL {
            for e in &events {
                let text = event(e, lang);
                assert!(
                    text.len() > 10 && text.ends_with('.'),
                    "{lang} {e:?}: {text}"
                );
            }
        }
        assert_eq!(
            flag_fell(Color::White, Lang::En),
            "White's flag has fallen. Please complete the scoresheets (article 8.5)."
        );
        let a = Adjustment {
            at: s(100),
            actor: Actor::Arbiter,
            change: ClockChange::Added {
                color: Color::Black,
                amount: s(120),
            },
            reason: Reason::IllegalMove,
            article: Some("7.5.5".into()),
        };
        assert_eq!(
            adjustment(&a, Lang::En),
            "Arbiter: two minutes added to Black, the opponent's illegal move (article 7.5.5)."
        );
        assert_eq!(
            adjustment(&a, Lang::Ru),
            "Арбитр: две минуты в пользу чёрных, невозможный ход соперника (статья 7.5.5)."
        );
        assert_eq!(
            adjustment(&a, Lang::De),
            "Schiedsrichter: zwei Minuten für Schwarz, regelwidriger Zug des Gegners (Artikel 7.5.5)."
        );
        assert_eq!(
            flag_verdict(
                FlagVerdict::DrawOpponentCannotMate {
                    flagged: Color::White
                },
                Lang::En
            ),
            "Draw: Black cannot checkmate by any series of legal moves (article 6.9)."
        );
    }
}
