//! The effective rules of a profile in words, one per line (`rochade event show FILE`).
//! Clock wording comes from [`crate::clock::phrases`]; the rest of the event's sentences live
//! in the message catalogue (`locales/<code>.ftl`, messages `event-…`).

use shakmaty::Color;

use super::{EventProfile, PlayerProfile};
use crate::clock::allowance::{Allowance, Duty, NoDeduction};
use crate::clock::phrases;
use crate::i18n::colour_key;
use crate::i18n::msg;
use crate::lang::Lang;
use crate::rules::Tempo;

fn duty(d: Duty, lang: Lang) -> String {
    let name = match d {
        Duty::MovePieces => msg::event_duty_move_pieces(lang),
        Duty::Clock => msg::event_duty_clock(lang),
        Duty::Scoresheet => msg::event_duty_scoresheet(lang),
        Duty::AnnounceMoves => msg::event_duty_announce_moves(lang),
        Duty::TellTimes => msg::event_duty_tell_times(lang),
        Duty::ClaimFlag => msg::event_duty_claim_flag(lang),
        Duty::Adjournment => msg::event_duty_adjournment(lang),
    };
    msg::event_duty(lang, d.article(), name)
}

fn player(color: Color, p: &PlayerProfile, allowance: &Allowance, lang: Lang) -> String {
    let mut parts = Vec::new();
    if let Some(name) = &p.name {
        parts.push(name.clone());
    }
    if p.needs.visually_disabled {
        parts.push(msg::event_visually_disabled(lang));
    }
    if p.needs.other_disability {
        parts.push(msg::event_other_disability(lang));
    }
    if p.needs.duties.is_empty() {
        parts.push(msg::event_no_assistant(lang));
    } else {
        let duties: Vec<String> = p.needs.duties.iter().map(|d| duty(*d, lang)).collect();
        parts.push(msg::event_assistant_for(lang, duties.join(", ")));
    }
    parts.push(match allowance {
        Allowance::Deduct {
            amount,
            article,
            by_arbiter,
        } => {
            let time = phrases::duration(*amount, lang);
            if *by_arbiter {
                msg::event_deduction_by_arbiter(lang, article.as_str(), time)
            } else {
                msg::event_deduction(lang, article.as_str(), time)
            }
        }
        Allowance::None(why) => match why {
            NoDeduction::NoClockOrScoresheetAssistant => msg::event_no_deduction(lang),
            NoDeduction::Disabled => msg::event_no_deduction_disabled(lang),
            NoDeduction::ArbiterSetZero => msg::event_no_deduction_arbiter(lang),
        },
    });
    msg::event_player(lang, colour_key(color), parts.join("; "))
}

fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// The profile's effective rules in words, one per line.
pub fn describe(p: &EventProfile, lang: Lang) -> String {
    let mut lines = Vec::new();
    if let Some(event) = &p.event {
        lines.push(msg::event_name(lang, event.as_str()));
    }
    lines.push(msg::event_rules(lang, p.edition.year().to_string()));
    let tempo = match p.tempo {
        Tempo::Standard => "standard",
        Tempo::Rapid => "rapid",
        Tempo::Blitz => "blitz",
    };
    lines.push(msg::event_tempo(lang, tempo));
    let tc = match &p.time_control {
        Some(tc) => msg::event_time_control_pgn(lang, phrases::time_control(tc, lang), tc.to_pgn()),
        None => phrases::untimed(lang).to_owned(),
    };
    lines.push(msg::event_time_control(lang, tc));
    let d = p.draw_offers;
    let n = d.not_before_move;
    lines.push(match (n > 1, d.arbiter_consent) {
        (false, false) => msg::event_draws_any_time(lang),
        (true, false) => msg::event_draws_not_before(lang, n),
        (false, true) => msg::event_draws_arbiter(lang),
        (true, true) => msg::event_draws_not_before_arbiter(lang, n),
    });
    let to_opponent = |amount: Option<std::time::Duration>| match amount {
        Some(a) => msg::event_to_opponent(lang, phrases::duration(a, lang)),
        None => msg::event_on_claim(lang),
    };
    lines.push(msg::event_illegal_move(
        lang,
        p.penalties.illegal_moves_that_lose,
        to_opponent(p.penalties.illegal_move),
    ));
    lines.push(msg::event_wrong_claim(
        lang,
        to_opponent(p.penalties.wrong_claim),
    ));
    lines.push(msg::event_automatic_draws(
        lang,
        yes(p.edition.automatic_draws()),
    ));
    lines.push(msg::event_resign_no_mate(
        lang,
        yes(p.edition.resignation_against_no_mate_is_draw()),
    ));
    lines.push(msg::event_clock_start(lang, yes(p.arbiter_starts_clock)));
    lines.push(msg::event_arbiter_code(lang, yes(p.arbiter_code.is_some())));
    lines.push(if p.alerts.enabled() {
        let times: Vec<String> = p
            .alerts
            .thresholds()
            .iter()
            .map(|t| phrases::duration(*t, lang))
            .collect();
        msg::event_alerts(lang, times.join(", "))
    } else {
        msg::event_alerts_off(lang)
    });
    for color in [Color::White, Color::Black] {
        lines.push(player(color, &p.players[color], &p.allowance(color), lang));
    }
    lines.join("\n")
}
