//! Every clock sentence a user hears or reads, in German, English and Russian (D.2.6,
//! D.2.10.4): spoken durations, the on-request report, alerts, flag and exemption
//! announcements, verdicts, and adjustments read aloud.
//!
//! German spells numbers up to 99 in words ("eine Stunde zwölf Minuten"), as a German talking
//! clock does; English and Russian use digits, which every speech engine reads, and Russian
//! chooses the plural form the number needs ("1 час", "4 минуты", "5 минут", "21 минута").

use std::time::Duration;

use shakmaty::Color;

use super::control::{Mode, TimeControl};
use super::log::{Actor, Adjustment, Change, Reason};
use super::state::{ClockEvent, Snapshot, Status};
use super::verdict::{FlagVerdict, IllegalMoveVerdict};
use crate::lang::Lang;

#[derive(Clone, Copy)]
enum Unit {
    Hour,
    Minute,
    Second,
    Move,
}

/// German number words for 0 to 99; `feminine` gives "eine" for 1 (eine Minute).
fn german_number(n: u64, feminine: bool) -> String {
    const ONES: [&str; 20] = [
        "null",
        "eins",
        "zwei",
        "drei",
        "vier",
        "fünf",
        "sechs",
        "sieben",
        "acht",
        "neun",
        "zehn",
        "elf",
        "zwölf",
        "dreizehn",
        "vierzehn",
        "fünfzehn",
        "sechzehn",
        "siebzehn",
        "achtzehn",
        "neunzehn",
    ];
    const TENS: [&str; 10] = [
        "", "", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig",
        "neunzig",
    ];
    match n {
        1 if feminine => "eine".to_owned(),
        0..=19 => ONES[n as usize].to_owned(),
        20..=99 => {
            let (t, o) = ((n / 10) as usize, n % 10);
            match o {
                0 => TENS[t].to_owned(),
                1 => format!("einund{}", TENS[t]),
                _ => format!("{}und{}", ONES[o as usize], TENS[t]),
            }
        }
        _ => n.to_string(),
    }
}

/// Which of the three Russian forms a number takes: 1 час, 2 часа, 5 часов.
fn russian_form(n: u64) -> usize {
    match (n % 10, n % 100) {
        (1, r) if r != 11 => 0,
        (2..=4, r) if !(12..=14).contains(&r) => 1,
        _ => 2,
    }
}

/// "eine Minute", "4 minutes", "21 минута".
fn count(n: u64, unit: Unit, lang: Lang) -> String {
    match lang {
        Lang::De => {
            let (one, many, feminine) = match unit {
                Unit::Hour => ("Stunde", "Stunden", true),
                Unit::Minute => ("Minute", "Minuten", true),
                Unit::Second => ("Sekunde", "Sekunden", true),
                Unit::Move => ("Zug", "Züge", false),
            };
            let word = if n == 1 { one } else { many };
            let number = if matches!(unit, Unit::Move) {
                if n == 1 {
                    "ein".to_owned()
                } else {
                    n.to_string()
                }
            } else {
                german_number(n, feminine)
            };
            format!("{number} {word}")
        }
        Lang::En => {
            let (one, many) = match unit {
                Unit::Hour => ("hour", "hours"),
                Unit::Minute => ("minute", "minutes"),
                Unit::Second => ("second", "seconds"),
                Unit::Move => ("move", "moves"),
            };
            format!("{n} {}", if n == 1 { one } else { many })
        }
        Lang::Ru => {
            let forms = match unit {
                Unit::Hour => ["час", "часа", "часов"],
                Unit::Minute => ["минута", "минуты", "минут"],
                Unit::Second => ["секунда", "секунды", "секунд"],
                Unit::Move => ["ход", "хода", "ходов"],
            };
            format!("{n} {}", forms[russian_form(n)])
        }
    }
}

fn parts(h: u64, m: u64, s: u64, lang: Lang) -> String {
    let mut out = Vec::new();
    if h > 0 {
        out.push(count(h, Unit::Hour, lang));
    }
    if m > 0 {
        out.push(count(m, Unit::Minute, lang));
    }
    if s > 0 || out.is_empty() {
        out.push(count(s, Unit::Second, lang));
    }
    out.join(" ")
}

/// A duration spoken exactly to the second (sub-seconds dropped): "2 minutes",
/// "eine Stunde dreißig Minuten", "1 час 12 минут", "0 seconds".
pub fn duration(d: Duration, lang: Lang) -> String {
    let secs = d.as_secs();
    parts(secs / 3600, secs / 60 % 60, secs % 60, lang)
}

/// A remaining time as the talking clock says it, starting from the whole seconds the display
/// shows (rounded up): from ten minutes up, hours and whole minutes, the seconds dropped
/// ("1 hour 12 minutes" for 1:12:45); below ten minutes, minutes and seconds
/// ("4 minutes 30 seconds").
pub fn remaining(d: Duration, lang: Lang) -> String {
    let shown = d.as_secs() + u64::from(d.subsec_nanos() > 0);
    if shown >= 600 {
        let mins = shown / 60;
        parts(mins / 60, mins % 60, 0, lang)
    } else {
        parts(0, shown / 60, shown % 60, lang)
    }
}

/// "White" / "Weiß" / "белые", capitalised when `start`.
pub fn color(c: Color, lang: Lang, start: bool) -> &'static str {
    match (lang, c, start) {
        (Lang::De, Color::White, _) => "Weiß",
        (Lang::De, Color::Black, _) => "Schwarz",
        (Lang::En, Color::White, _) => "White",
        (Lang::En, Color::Black, _) => "Black",
        (Lang::Ru, Color::White, true) => "Белые",
        (Lang::Ru, Color::Black, true) => "Чёрные",
        (Lang::Ru, Color::White, false) => "белые",
        (Lang::Ru, Color::Black, false) => "чёрные",
    }
}

/// Russian genitive "белых"/"чёрных" (у белых упал флажок).
fn ru_genitive(c: Color) -> &'static str {
    match c {
        Color::White => "белых",
        Color::Black => "чёрных",
    }
}

/// Russian dative "белым"/"чёрным" (добавлено белым).
fn ru_dative(c: Color) -> &'static str {
    match c {
        Color::White => "белым",
        Color::Black => "чёрным",
    }
}

/// The on-request report (D.2.10): both players' remaining times, moves completed and moves
/// left to the next time control, and whether the clock is stopped.
pub fn report(snap: &Snapshot, lang: Lang) -> String {
    let mut out = Vec::new();
    for c in [Color::White, Color::Black] {
        let time = remaining(snap.remaining[c], lang);
        let moves = snap.moves_completed[c];
        let owed = snap.moves_to_control[c];
        let line = match lang {
            Lang::De => {
                let mut l = format!(
                    "{} {time}, {} gespielt",
                    color(c, lang, true),
                    count(moves.into(), Unit::Move, lang)
                );
                if let Some(k) = owed {
                    l.push_str(&format!(
                        ", noch {} bis zur Zeitkontrolle",
                        count(k.into(), Unit::Move, lang)
                    ));
                }
                l
            }
            Lang::En => {
                let mut l = format!(
                    "{} {time}, {} completed",
                    color(c, lang, true),
                    count(moves.into(), Unit::Move, lang)
                );
                if let Some(k) = owed {
                    l.push_str(&format!(
                        ", {} to the time control",
                        count(k.into(), Unit::Move, lang)
                    ));
                }
                l
            }
            Lang::Ru => {
                let mut l = format!(
                    "{}: {time}, сделано {}",
                    color(c, lang, true),
                    count(moves.into(), Unit::Move, lang)
                );
                if let Some(k) = owed {
                    l.push_str(&format!(
                        ", до контроля {}",
                        count(k.into(), Unit::Move, lang)
                    ));
                }
                l
            }
        };
        out.push(format!("{line}."));
    }
    match (snap.status, lang) {
        (Status::Paused { .. }, Lang::De) => out.push("Die Uhr ist angehalten.".into()),
        (Status::Paused { .. }, Lang::En) => out.push("The clock is stopped.".into()),
        (Status::Paused { .. }, Lang::Ru) => out.push("Часы остановлены.".into()),
        // Whose clock runs, in words: the side to move.
        (Status::Running { to_move }, Lang::De) => {
            out.push(format!("Die Uhr von {} läuft.", color(to_move, lang, true)));
        }
        (Status::Running { to_move }, Lang::En) => {
            out.push(format!(
                "{}'s clock is running.",
                color(to_move, lang, true)
            ));
        }
        (Status::Running { to_move }, Lang::Ru) => {
            out.push(format!("Идут часы {}.", ru_genitive(to_move)));
        }
        (Status::NotStarted, _) => {}
    }
    out.join(" ")
}

/// An automatic alert for the listener's own clock: "1 minute left."
pub fn alert(threshold: Duration, lang: Lang) -> String {
    let t = duration(threshold, lang);
    match lang {
        Lang::De => format!("Noch {t}."),
        Lang::En => format!("{t} left."),
        Lang::Ru => {
            // The verb agrees with the first number: остался 1 час, осталась 1 минута,
            // осталось 5 минут.
            let secs = threshold.as_secs();
            let (lead, masculine) = if secs >= 3600 {
                (secs / 3600, true)
            } else if secs >= 60 {
                (secs / 60 % 60, false)
            } else {
                (secs, false)
            };
            let verb = match (russian_form(lead), masculine) {
                (0, true) => "Остался",
                (0, false) => "Осталась",
                _ => "Осталось",
            };
            format!("{verb} {t}.")
        }
    }
}

/// A low-time alert that names whose clock it is ("Schwarz hat noch dreißig Sekunden."), for
/// a listener whose own clock it is not: said plainly it would sound like their own.
pub fn alert_of(c: Color, threshold: Duration, lang: Lang) -> String {
    let t = duration(threshold, lang);
    match lang {
        Lang::De => format!("{} hat noch {t}.", color(c, lang, true)),
        Lang::En => format!("{} has {t} left.", color(c, lang, true)),
        Lang::Ru => {
            // "Осталось пять минут." -> "У чёрных осталось пять минут."
            let plain = alert(threshold, lang);
            let mut chars = plain.chars();
            let first = chars.next().map(|f| f.to_lowercase().to_string());
            format!(
                "У {} {}{}",
                ru_genitive(c),
                first.unwrap_or_default(),
                chars.as_str()
            )
        }
    }
}

/// A flag fell: who, and the request to complete the scoresheets (8.5).
pub fn flag_fell(c: Color, lang: Lang) -> String {
    match lang {
        Lang::De => format!(
            "{}: Zeit überschritten, das Fallblättchen ist gefallen. Bitte die Partieformulare vervollständigen (Artikel 8.5).",
            color(c, lang, true)
        ),
        Lang::En => format!(
            "{}'s flag has fallen. Please complete the scoresheets (article 8.5).",
            color(c, lang, true)
        ),
        Lang::Ru => format!(
            "У {} упал флажок. Заполните бланки записи партии (статья 8.5).",
            ru_genitive(c)
        ),
    }
}

/// Both flags are down; `first` fell first.
pub fn both_flags(first: Color, lang: Lang) -> String {
    match lang {
        Lang::De => format!(
            "Beide Fallblättchen sind gefallen, zuerst das von {} (Artikel 6.11).",
            color(first, lang, true)
        ),
        Lang::En => format!(
            "Both flags have fallen, {}'s first (article 6.11).",
            color(first, lang, true)
        ),
        Lang::Ru => format!(
            "Упали оба флажка, первым у {} (статья 6.11).",
            ru_genitive(first)
        ),
    }
}

/// The result a flag fall leads to.
pub fn flag_verdict(v: FlagVerdict, lang: Lang) -> String {
    match (v, lang) {
        (FlagVerdict::Loses(c), Lang::De) => format!("{} verliert durch Zeitüberschreitung (Artikel 6.9).", color(c, lang, true)),
        (FlagVerdict::Loses(c), Lang::En) => format!("{} loses on time (article 6.9).", color(c, lang, true)),
        (FlagVerdict::Loses(c), Lang::Ru) => format!("{} проигрывают по времени (статья 6.9).", color(c, lang, true)),
        (FlagVerdict::DrawOpponentCannotMate { flagged }, Lang::De) => format!(
            "Remis: {} kann nicht mehr mattsetzen (Artikel 6.9).",
            color(!flagged, lang, true)
        ),
        (FlagVerdict::DrawOpponentCannotMate { flagged }, Lang::En) => format!(
            "Draw: {} cannot checkmate by any series of legal moves (article 6.9).",
            color(!flagged, lang, true)
        ),
        (FlagVerdict::DrawOpponentCannotMate { flagged }, Lang::Ru) => format!(
            "Ничья: {} не могут поставить мат (статья 6.9).",
            color(!flagged, lang, true)
        ),
        (FlagVerdict::PlayOn, Lang::De) => "Beide Fallblättchen gefallen, Reihenfolge unbekannt: Die Partie geht weiter (Artikel 6.11).".into(),
        (FlagVerdict::PlayOn, Lang::En) => "Both flags down, order unknown: the game continues (article 6.11).".into(),
        (FlagVerdict::PlayOn, Lang::Ru) => "Оба флажка упали, порядок неизвестен: партия продолжается (статья 6.11).".into(),
        (FlagVerdict::DrawBothFlags, Lang::De) => "Beide Fallblättchen in der letzten Periode gefallen: Remis (Artikel 6.11).".into(),
        (FlagVerdict::DrawBothFlags, Lang::En) => "Both flags down in the last period: draw (article 6.11).".into(),
        (FlagVerdict::DrawBothFlags, Lang::Ru) => "Оба флажка упали в последнем периоде: ничья (статья 6.11).".into(),
    }
}

/// What follows an illegal move (7.5.5).
pub fn illegal_move_verdict(v: IllegalMoveVerdict, lang: Lang) -> String {
    match (v, lang) {
        (IllegalMoveVerdict::AddTime { to, amount }, Lang::De) => format!(
            "Unregelmäßiger Zug: {} erhält {} (Artikel 7.5.5).",
            color(to, lang, true),
            duration(amount, lang)
        ),
        (IllegalMoveVerdict::AddTime { to, amount }, Lang::En) => format!(
            "Illegal move: {} gets {} (article 7.5.5).",
            color(to, lang, true),
            duration(amount, lang)
        ),
        (IllegalMoveVerdict::AddTime { to, amount }, Lang::Ru) => format!(
            "Невозможный ход: {} добавлено {} (статья 7.5.5).",
            ru_dative(to),
            duration(amount, lang)
        ),
        (IllegalMoveVerdict::Loses(c), Lang::De) => format!(
            "{} verliert durch einen weiteren unregelmäßigen Zug (Artikel 7.5.5).",
            color(c, lang, true)
        ),
        (IllegalMoveVerdict::Loses(c), Lang::En) => format!(
            "{} loses by another illegal move (article 7.5.5).",
            color(c, lang, true)
        ),
        (IllegalMoveVerdict::Loses(c), Lang::Ru) => format!(
            "{} проигрывают из-за повторного невозможного хода (статья 7.5.5).",
            color(c, lang, true)
        ),
        (IllegalMoveVerdict::DrawOpponentCannotMate { offender }, Lang::De) => format!(
            "Remis: {} kann nicht mehr mattsetzen (Artikel 7.5.5).",
            color(!offender, lang, true)
        ),
        (IllegalMoveVerdict::DrawOpponentCannotMate { offender }, Lang::En) => format!(
            "Draw: {} cannot checkmate by any series of legal moves (article 7.5.5).",
            color(!offender, lang, true)
        ),
        (IllegalMoveVerdict::DrawOpponentCannotMate { offender }, Lang::Ru) => format!(
            "Ничья: {} не могут поставить мат (статья 7.5.5).",
            color(!offender, lang, true)
        ),
        (IllegalMoveVerdict::LeftToClaim, Lang::De) => {
            "Unregelmäßiger Zug: Der Gegner kann reklamieren.".into()
        }
        (IllegalMoveVerdict::LeftToClaim, Lang::En) => {
            "Illegal move: the opponent may claim.".into()
        }
        (IllegalMoveVerdict::LeftToClaim, Lang::Ru) => {
            "Невозможный ход: соперник может заявить претензию.".into()
        }
    }
}

/// The player need not record moves for the rest of the period (8.4).
pub fn exemption_begins(c: Color, lang: Lang) -> String {
    match lang {
        Lang::De => format!(
            "{} hat weniger als fünf Minuten und muss bis zum Ende dieser Periode nicht mitschreiben (Artikel 8.4).",
            color(c, lang, true)
        ),
        Lang::En => format!(
            "{} has less than five minutes and need not record the moves for the rest of this period (article 8.4).",
            color(c, lang, true)
        ),
        Lang::Ru => format!(
            "У {} меньше пяти минут: до конца периода можно не записывать ходы (статья 8.4).",
            ru_genitive(c)
        ),
    }
}

/// A new period began: the player records moves again (8.4).
pub fn exemption_ends(c: Color, lang: Lang) -> String {
    match lang {
        Lang::De => format!(
            "Neue Periode: {} schreibt wieder mit (Artikel 8.4).",
            color(c, lang, true)
        ),
        Lang::En => format!(
            "New period: {} records the moves again (article 8.4).",
            color(c, lang, true)
        ),
        Lang::Ru => format!(
            "Новый период: {} снова записывают ходы (статья 8.4).",
            color(c, lang, false)
        ),
    }
}

/// The player reached a time control and got the next period's time (6.3.2).
pub fn control_reached(c: Color, added: Duration, lang: Lang) -> String {
    let d = duration(added, lang);
    match lang {
        Lang::De => format!(
            "{} hat die Zeitkontrolle erreicht: {d} dazu.",
            color(c, lang, true)
        ),
        Lang::En => format!(
            "{} reached the time control: {d} added.",
            color(c, lang, true)
        ),
        Lang::Ru => format!("{} прошли контроль: добавлено {d}.", color(c, lang, true)),
    }
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
    match (a, lang) {
        (Actor::Arbiter, Lang::De) => "Schiedsrichter".into(),
        (Actor::Arbiter, Lang::En) => "Arbiter".into(),
        (Actor::Arbiter, Lang::Ru) => "Арбитр".into(),
        (Actor::Player(c), _) => color(c, lang, true).into(),
        (Actor::Profile, Lang::De) => "Turnierregeln".into(),
        (Actor::Profile, Lang::En) => "Event rules".into(),
        (Actor::Profile, Lang::Ru) => "Регламент".into(),
        (Actor::Assistant(c), Lang::De) => format!("Assistent von {}", color(c, lang, true)),
        (Actor::Assistant(c), Lang::En) => format!("{}'s assistant", color(c, lang, true)),
        (Actor::Assistant(c), Lang::Ru) => format!("Ассистент {}", ru_genitive(c)),
        (Actor::System, Lang::De) => "rochade".into(),
        (Actor::System, Lang::En) => "rochade".into(),
        (Actor::System, Lang::Ru) => "рохаде".into(),
    }
}

fn reason(r: &Reason, lang: Lang) -> String {
    match (r, lang) {
        (Reason::IllegalMove, Lang::De) => "unregelmäßiger Zug des Gegners".into(),
        (Reason::IllegalMove, Lang::En) => "the opponent's illegal move".into(),
        (Reason::IllegalMove, Lang::Ru) => "невозможный ход соперника".into(),
        (Reason::IncorrectClaim, Lang::De) => "unberechtigte Remisreklamation des Gegners".into(),
        (Reason::IncorrectClaim, Lang::En) => "the opponent's incorrect draw claim".into(),
        (Reason::IncorrectClaim, Lang::Ru) => "необоснованное требование ничьей соперником".into(),
        (Reason::AssistantAdjustment, Lang::De) => "Ausgleich für einen Assistenten".into(),
        (Reason::AssistantAdjustment, Lang::En) => "adjustment for an assistant".into(),
        (Reason::AssistantAdjustment, Lang::Ru) => "поправка за помощника".into(),
        (Reason::ClockCorrection, Lang::De) => "Uhr berichtigt".into(),
        (Reason::ClockCorrection, Lang::En) => "clock corrected".into(),
        (Reason::ClockCorrection, Lang::Ru) => "исправление часов".into(),
        (Reason::MoveCounterCorrection, Lang::De) => "Zugzähler berichtigt".into(),
        (Reason::MoveCounterCorrection, Lang::En) => "move counter corrected".into(),
        (Reason::MoveCounterCorrection, Lang::Ru) => "исправление счётчика ходов".into(),
        (Reason::Interruption, Lang::De) => "Unterbrechung".into(),
        (Reason::Interruption, Lang::En) => "interruption".into(),
        (Reason::Interruption, Lang::Ru) => "перерыв".into(),
        (Reason::Reconciliation, Lang::De) => "Bretter abgeglichen".into(),
        (Reason::Reconciliation, Lang::En) => "boards reconciled".into(),
        (Reason::Reconciliation, Lang::Ru) => "сверка досок".into(),
        (Reason::Other(text), _) => text.clone(),
    }
}

/// One adjustment read aloud: who, what, why, under which article.
pub fn adjustment(a: &Adjustment, lang: Lang) -> String {
    let who = actor(a.actor, lang);
    let what = match (&a.change, lang) {
        (Change::Added { color: c, amount }, Lang::De) => {
            format!("{} für {}", duration(*amount, lang), color(*c, lang, true))
        }
        (Change::Added { color: c, amount }, Lang::En) => format!(
            "{} added to {}",
            duration(*amount, lang),
            color(*c, lang, true)
        ),
        (Change::Added { color: c, amount }, Lang::Ru) => {
            format!("{} добавлено {}", ru_dative(*c), duration(*amount, lang))
        }
        (
            Change::Deducted {
                color: c, applied, ..
            },
            Lang::De,
        ) => format!(
            "{} von {} abgezogen",
            duration(*applied, lang),
            color(*c, lang, true)
        ),
        (
            Change::Deducted {
                color: c, applied, ..
            },
            Lang::En,
        ) => format!(
            "{} taken from {}",
            duration(*applied, lang),
            color(*c, lang, true)
        ),
        (
            Change::Deducted {
                color: c, applied, ..
            },
            Lang::Ru,
        ) => format!("у {} снято {}", ru_genitive(*c), duration(*applied, lang)),
        (Change::SetRemaining { color: c, to, .. }, Lang::De) => format!(
            "Uhr von {} auf {} gestellt",
            color(*c, lang, true),
            duration(*to, lang)
        ),
        (Change::SetRemaining { color: c, to, .. }, Lang::En) => format!(
            "{}'s clock set to {}",
            color(*c, lang, true),
            duration(*to, lang)
        ),
        (Change::SetRemaining { color: c, to, .. }, Lang::Ru) => format!(
            "часы {} выставлены на {}",
            ru_genitive(*c),
            duration(*to, lang)
        ),
        (Change::SetMoves { color: c, to, .. }, Lang::De) => {
            format!("Zugzähler von {} auf {to} gestellt", color(*c, lang, true))
        }
        (Change::SetMoves { color: c, to, .. }, Lang::En) => {
            format!("{}'s move counter set to {to}", color(*c, lang, true))
        }
        (Change::SetMoves { color: c, to, .. }, Lang::Ru) => {
            format!("счётчик ходов {} выставлен на {to}", ru_genitive(*c))
        }
        (Change::Paused, Lang::De) => "Uhr angehalten".into(),
        (Change::Paused, Lang::En) => "clock stopped".into(),
        (Change::Paused, Lang::Ru) => "часы остановлены".into(),
        (Change::Resumed, Lang::De) => "Uhr wieder gestartet".into(),
        (Change::Resumed, Lang::En) => "clock restarted".into(),
        (Change::Resumed, Lang::Ru) => "часы снова запущены".into(),
    };
    let why = reason(&a.reason, lang);
    let article = match (&a.article, lang) {
        (Some(art), Lang::De) => format!(" (Artikel {art})"),
        (Some(art), Lang::En) => format!(" (article {art})"),
        (Some(art), Lang::Ru) => format!(" (статья {art})"),
        (None, _) => String::new(),
    };
    format!("{who}: {what}, {why}{article}.")
}

/// The remaining time after an adjustment, said after it: "Weiß hat jetzt eine Stunde."
pub fn reading_after(c: Color, d: Duration, lang: Lang) -> String {
    let t = duration(d, lang);
    match lang {
        Lang::De => format!("{} hat jetzt {t}.", color(c, lang, true)),
        Lang::En => format!("{} now has {t}.", color(c, lang, true)),
        Lang::Ru => format!("У {} теперь {t}.", ru_genitive(c)),
    }
}

/// A time control in words: "40 moves in 1 hour 30 minutes, then the rest of the game in 30
/// minutes; 30 seconds added per move from move 1."
pub fn time_control(tc: &TimeControl, lang: Lang) -> String {
    let periods = tc.periods();
    let mut out = Vec::new();
    for (i, p) in periods.iter().enumerate() {
        let t = duration(p.time, lang);
        let repeating = i + 1 == periods.len() && p.moves.is_some() && i > 0;
        let mut s = match (p.moves, lang) {
            (Some(m), Lang::De) => format!("{} in {t}", count(m.into(), Unit::Move, lang)),
            (Some(m), Lang::En) => format!("{} in {t}", count(m.into(), Unit::Move, lang)),
            (Some(m), Lang::Ru) => format!("{} за {t}", count(m.into(), Unit::Move, lang)),
            (None, Lang::De) => format!("{t} für den Rest der Partie"),
            (None, Lang::En) => format!("{t} for the rest of the game"),
            (None, Lang::Ru) => format!("{t} до конца партии"),
        };
        if repeating || (periods.len() == 1 && p.moves.is_some()) {
            s.push_str(match lang {
                Lang::De => ", wiederholt",
                Lang::En => ", repeated",
                Lang::Ru => ", повторяется",
            });
        }
        if !p.increment.is_zero() {
            let inc = duration(p.increment, lang);
            s.push_str(&match (tc.mode(), lang) {
                (Mode::Fischer, Lang::De) => format!(", plus {inc} pro Zug"),
                (Mode::Fischer, Lang::En) => format!(", plus {inc} per move"),
                (Mode::Fischer, Lang::Ru) => format!(", плюс {inc} за ход"),
                (Mode::Bronstein, Lang::De) => format!(", Bronstein-Verzögerung {inc} pro Zug"),
                (Mode::Bronstein, Lang::En) => format!(", Bronstein delay of {inc} per move"),
                (Mode::Bronstein, Lang::Ru) => format!(", задержка Бронштейна {inc} на ход"),
                (Mode::Delay, Lang::De) => format!(", einfache Verzögerung {inc} pro Zug"),
                (Mode::Delay, Lang::En) => format!(", simple delay of {inc} per move"),
                (Mode::Delay, Lang::Ru) => format!(", простая задержка {inc} на ход"),
            });
            if p.increment_from_move > 1 {
                let n = p.increment_from_move;
                s.push_str(&match lang {
                    Lang::De => format!(" ab Zug {n}"),
                    Lang::En => format!(" from move {n}"),
                    Lang::Ru => format!(" начиная с {n}-го хода"),
                });
            }
        }
        out.push(s);
    }
    let then = match lang {
        Lang::De => ", dann ",
        Lang::En => ", then ",
        Lang::Ru => ", затем ",
    };
    out.join(then)
}

/// "No clock" in words.
pub fn untimed(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "ohne Uhr",
        Lang::En => "no clock",
        Lang::Ru => "без часов",
    }
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
            (4320, Lang::En, "1 hour 12 minutes"),
            (4320, Lang::Ru, "1 час 12 минут"),
            (270, Lang::En, "4 minutes 30 seconds"),
            (270, Lang::De, "vier Minuten dreißig Sekunden"),
            (270, Lang::Ru, "4 минуты 30 секунд"),
            (300, Lang::Ru, "5 минут"),
            (1260, Lang::Ru, "21 минута"),
            (660, Lang::Ru, "11 минут"),
            (22, Lang::Ru, "22 секунды"),
            (7200, Lang::Ru, "2 часа"),
            (5 * 3600, Lang::Ru, "5 часов"),
            (1, Lang::En, "1 second"),
            (1, Lang::De, "eine Sekunde"),
            (0, Lang::De, "null Sekunden"),
            (0, Lang::En, "0 seconds"),
            (1260, Lang::De, "einundzwanzig Minuten"),
            (57 * 60, Lang::De, "siebenundfünfzig Minuten"),
            (3600 + 1, Lang::En, "1 hour 1 second"),
            (150 * 3600, Lang::De, "150 Stunden"),
        ];
        for (secs, lang, want) in table {
            assert_eq!(duration(s(*secs), *lang), *want, "{secs} {lang}");
        }
    }

    #[test]
    fn remaining_time_drops_seconds_above_ten_minutes_and_rounds_up_below() {
        assert_eq!(remaining(s(4365), Lang::En), "1 hour 12 minutes");
        assert_eq!(remaining(s(600), Lang::En), "10 minutes");
        assert_eq!(
            remaining(s(599) + Duration::from_millis(1), Lang::En),
            "10 minutes"
        );
        assert_eq!(
            remaining(s(269) + Duration::from_millis(400), Lang::En),
            "4 minutes 30 seconds"
        );
        assert_eq!(remaining(Duration::ZERO, Lang::Ru), "0 секунд");
    }

    #[test]
    fn alerts_agree_in_every_language() {
        assert_eq!(alert(s(60), Lang::En), "1 minute left.");
        assert_eq!(alert(s(300), Lang::De), "Noch fünf Minuten.");
        assert_eq!(alert(s(60), Lang::Ru), "Осталась 1 минута.");
        assert_eq!(alert(s(300), Lang::Ru), "Осталось 5 минут.");
        assert_eq!(alert(s(3600), Lang::Ru), "Остался 1 час.");
        assert_eq!(alert(s(30), Lang::Ru), "Осталось 30 секунд.");
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
            "White 1 hour 12 minutes, 23 moves completed, 17 moves to the time control. \
             Black 4 minutes 30 seconds, 22 moves completed, 18 moves to the time control. \
             Black's clock is running."
        );
        assert_eq!(
            report(&snap, Lang::De),
            "Weiß eine Stunde zwölf Minuten, 23 Züge gespielt, noch 17 Züge bis zur Zeitkontrolle. \
             Schwarz vier Minuten dreißig Sekunden, 22 Züge gespielt, noch 18 Züge bis zur Zeitkontrolle. \
             Die Uhr von Schwarz läuft."
        );
        assert_eq!(
            report(&snap, Lang::Ru),
            "Белые: 1 час 12 минут, сделано 23 хода, до контроля 17 ходов. \
             Чёрные: 4 минуты 30 секунд, сделано 22 хода, до контроля 18 ходов. \
             Идут часы чёрных."
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
            r.ends_with("0 moves completed. The clock is stopped."),
            "{r}"
        );
        assert!(r.contains("1 move completed."), "{r}");
        assert!(report(&paused, Lang::De).contains("ein Zug gespielt"));
    }

    #[test]
    fn time_controls_in_words() {
        assert_eq!(
            time_control(&Preset::FideClassical.time_control(), Lang::En),
            "40 moves in 1 hour 30 minutes, plus 30 seconds per move, then 30 minutes for the rest of the game, plus 30 seconds per move"
        );
        assert_eq!(
            time_control(&Preset::Blitz.time_control(), Lang::De),
            "drei Minuten für den Rest der Partie, plus zwei Sekunden pro Zug"
        );
        assert_eq!(
            time_control(&TimeControl::from_pgn("40/7200:20/3600").unwrap(), Lang::Ru),
            "40 ходов за 2 часа, затем 20 ходов за 1 час, повторяется"
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
            change: Change::Added {
                color: Color::Black,
                amount: s(120),
            },
            reason: Reason::IllegalMove,
            article: Some("7.5.5".into()),
        };
        assert_eq!(
            adjustment(&a, Lang::En),
            "Arbiter: 2 minutes added to Black, the opponent's illegal move (article 7.5.5)."
        );
        assert_eq!(
            adjustment(&a, Lang::Ru),
            "Арбитр: чёрным добавлено 2 минуты, невозможный ход соперника (статья 7.5.5)."
        );
        assert_eq!(
            adjustment(&a, Lang::De),
            "Schiedsrichter: zwei Minuten für Schwarz, unberechtigter Zug des Gegners (Artikel 7.5.5).".replace("unberechtigter", "unregelmäßiger")
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
