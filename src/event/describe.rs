//! The effective rules of a profile in words, one per line (`rochade event show FILE`).
//! Clock wording comes from [`crate::clock::phrases`]; the rest of the event's sentences live
//! here, in de, en and ru.

use shakmaty::Color;

use super::{EventProfile, PlayerProfile};
use crate::clock::allowance::{Allowance, Duty, NoDeduction};
use crate::clock::phrases;
use crate::lang::Lang;
use crate::rules::Tempo;

fn pick<'a>(lang: Lang, de: &'a str, en: &'a str, ru: &'a str) -> &'a str {
    match lang {
        Lang::De => de,
        Lang::En => en,
        Lang::Ru => ru,
    }
}

fn duty(d: Duty, lang: Lang) -> String {
    let name = match d {
        Duty::MovePieces => pick(
            lang,
            "Figuren ziehen",
            "moving the pieces",
            "передвигать фигуры",
        ),
        Duty::Clock => pick(lang, "Uhr bedienen", "operating the clock", "нажимать часы"),
        Duty::Scoresheet => pick(
            lang,
            "Partie mitschreiben",
            "keeping the score",
            "записывать партию",
        ),
        Duty::AnnounceMoves => pick(
            lang,
            "Züge ansagen",
            "announcing the moves",
            "объявлять ходы",
        ),
        Duty::TellTimes => pick(
            lang,
            "Zeit und Zugzahl auf Wunsch sagen",
            "telling times and moves on request",
            "сообщать время и число ходов по просьбе",
        ),
        Duty::ClaimFlag => pick(
            lang,
            "Zeitüberschreitung reklamieren",
            "claiming a flag fall",
            "заявлять о падении флажка",
        ),
        Duty::Adjournment => pick(
            lang,
            "Hängepartie-Formalitäten",
            "adjournment formalities",
            "формальности при откладывании",
        ),
    };
    format!("{name} ({})", d.article())
}

fn player(color: Color, p: &PlayerProfile, allowance: &Allowance, lang: Lang) -> String {
    let mut parts = Vec::new();
    if let Some(name) = &p.name {
        parts.push(name.clone());
    }
    if p.needs.visually_disabled {
        parts.push(
            pick(
                lang,
                "sehbehindert",
                "visually disabled",
                "незрячий или слабовидящий",
            )
            .into(),
        );
    }
    if p.needs.other_disability {
        parts.push(
            pick(
                lang,
                "andere Behinderung",
                "other disability",
                "другая инвалидность",
            )
            .into(),
        );
    }
    if p.needs.duties.is_empty() {
        parts.push(pick(lang, "kein Assistent", "no assistant", "без помощника").into());
    } else {
        let duties: Vec<String> = p.needs.duties.iter().map(|d| duty(*d, lang)).collect();
        parts.push(format!(
            "{}: {}",
            pick(lang, "Assistent für", "assistant for", "помощник"),
            duties.join(", ")
        ));
    }
    parts.push(match allowance {
        Allowance::Deduct {
            amount,
            article,
            by_arbiter,
        } => {
            let who = if *by_arbiter {
                pick(lang, " (Schiedsrichter)", " (arbiter)", " (судья)")
            } else {
                ""
            };
            format!(
                "{} {}{who} ({article})",
                pick(
                    lang,
                    "Zeitabzug",
                    "clock adjustment: minus",
                    "вычет времени"
                ),
                phrases::duration(*amount, lang)
            )
        }
        Allowance::None(why) => {
            let why = match why {
                NoDeduction::NoClockOrScoresheetAssistant => "",
                NoDeduction::Disabled => pick(
                    lang,
                    " (Spieler mit Behinderung, 6.2.6, 8.1.6)",
                    " (player with a disability, 6.2.6, 8.1.6)",
                    " (игрок с инвалидностью, 6.2.6, 8.1.6)",
                ),
                NoDeduction::ArbiterSetZero => {
                    pick(lang, " (Schiedsrichter)", " (arbiter)", " (судья)")
                }
            };
            format!(
                "{}{why}",
                pick(
                    lang,
                    "kein Zeitabzug",
                    "no clock adjustment",
                    "без вычета времени"
                )
            )
        }
    });
    format!(
        "{}: {}",
        phrases::color(color, lang, true),
        parts.join("; ")
    )
}

/// The profile's effective rules in words, one per line.
pub fn describe(p: &EventProfile, lang: Lang) -> String {
    let mut lines = Vec::new();
    if let Some(event) = &p.event {
        lines.push(format!(
            "{}: {event}",
            pick(lang, "Turnier", "Event", "Турнир")
        ));
    }
    lines.push(format!(
        "{} {}",
        pick(
            lang,
            "Regeln: FIDE-Schachregeln",
            "Rules: FIDE Laws of Chess",
            "Правила: Правила игры ФИДЕ"
        ),
        p.edition.year()
    ));
    let tempo = match p.tempo {
        Tempo::Standard => pick(lang, "Standardpartie", "standard", "классические шахматы"),
        Tempo::Rapid => pick(lang, "Schnellschach", "rapid", "быстрые шахматы"),
        Tempo::Blitz => pick(lang, "Blitz", "blitz", "блиц"),
    };
    lines.push(format!(
        "{}: {tempo}",
        pick(lang, "Spielart", "Play", "Вид игры")
    ));
    let tc = match &p.time_control {
        Some(tc) => format!("{} (PGN {})", phrases::time_control(tc, lang), tc.to_pgn()),
        None => phrases::untimed(lang).to_owned(),
    };
    lines.push(format!(
        "{}: {tc}",
        pick(lang, "Bedenkzeit", "Time control", "Контроль времени")
    ));
    let d = p.draw_offers;
    let draws = match (d.not_before_move > 1, d.arbiter_consent, lang) {
        (false, false, _) => pick(
            lang,
            "jederzeit erlaubt",
            "allowed at any time",
            "разрешены в любой момент",
        )
        .to_owned(),
        (true, false, Lang::De) => format!("erst ab Zug {}", d.not_before_move),
        (true, false, Lang::En) => format!("not before move {}", d.not_before_move),
        (true, false, Lang::Ru) => format!("не раньше {}-го хода", d.not_before_move),
        (false, true, _) => pick(
            lang,
            "nur mit Zustimmung des Schiedsrichters",
            "only with the arbiter's consent",
            "только с согласия судьи",
        )
        .to_owned(),
        (true, true, Lang::De) => format!(
            "erst ab Zug {}, und nur mit Zustimmung des Schiedsrichters",
            d.not_before_move
        ),
        (true, true, Lang::En) => format!(
            "not before move {}, and only with the arbiter's consent",
            d.not_before_move
        ),
        (true, true, Lang::Ru) => format!(
            "не раньше {}-го хода и только с согласия судьи",
            d.not_before_move
        ),
    };
    lines.push(format!(
        "{}: {draws} (9.1)",
        pick(lang, "Remisangebote", "Draw offers", "Предложения ничьей")
    ));
    let to_opponent = |amount: Option<std::time::Duration>| match amount {
        Some(a) => format!(
            "{} {}",
            phrases::duration(a, lang),
            pick(lang, "für den Gegner", "to the opponent", "сопернику")
        ),
        None => pick(
            lang,
            "nur auf Reklamation",
            "only on the opponent's claim",
            "только по заявлению соперника",
        )
        .to_owned(),
    };
    let nth = p.penalties.illegal_moves_that_lose;
    let loses = match lang {
        Lang::De => format!("der {nth}. verliert"),
        Lang::En => format!(
            "the {} loses",
            match nth {
                1 => "first".to_owned(),
                2 => "second".to_owned(),
                3 => "third".to_owned(),
                n => format!("{n}th"),
            }
        ),
        Lang::Ru => format!("{nth}-й проигрывает"),
    };
    lines.push(format!(
        "{}: {}; {loses} (7.5.5)",
        pick(
            lang,
            "Unregelmäßiger Zug",
            "Illegal move",
            "Невозможный ход"
        ),
        to_opponent(p.penalties.illegal_move)
    ));
    lines.push(format!(
        "{}: {} (9.5.3)",
        pick(
            lang,
            "Unberechtigte Remisreklamation",
            "Incorrect draw claim",
            "Необоснованное требование ничьей"
        ),
        to_opponent(p.penalties.wrong_claim)
    ));
    let yes_no = |b: bool| {
        if b {
            pick(lang, "ja", "yes", "да")
        } else {
            pick(lang, "nein", "no", "нет")
        }
    };
    lines.push(format!(
        "{}: {} (9.6)",
        pick(
            lang,
            "Automatisches Remis nach fünffacher Wiederholung und 75 Zügen",
            "Automatic draw by fivefold repetition and the 75-move rule",
            "Автоматическая ничья при пятикратном повторении и правиле 75 ходов"
        ),
        yes_no(p.edition.automatic_draws())
    ));
    lines.push(format!(
        "{}: {} (5.1.2)",
        pick(
            lang,
            "Aufgabe, wenn der Gegner nicht mattsetzen kann, ist remis",
            "Resigning when the opponent cannot checkmate is a draw",
            "Сдача, когда соперник не может поставить мат, считается ничьей"
        ),
        yes_no(p.edition.resignation_against_no_mate_is_draw())
    ));
    let alerts = if p.alerts.enabled() {
        let times: Vec<String> = p
            .alerts
            .thresholds()
            .iter()
            .map(|t| phrases::duration(*t, lang))
            .collect();
        format!("{} (D.2.6)", times.join(", "))
    } else {
        pick(
            lang,
            "aus, Zeiten nur auf Anfrage (D.2.10)",
            "off, times only on request (D.2.10)",
            "выключены, время только по запросу (D.2.10)",
        )
        .to_owned()
    };
    lines.push(format!(
        "{}: {alerts}",
        pick(lang, "Zeitansagen", "Clock alerts", "Сигналы времени")
    ));
    for color in [Color::White, Color::Black] {
        lines.push(player(color, &p.players[color], &p.allowance(color), lang));
    }
    lines.join("\n")
}
