//! Every sentence the scoresheet says or writes, in German, English and Russian: entries,
//! endings, durations, headings, and the read-back of moves (moves themselves in the
//! Appendix D words of `notation::render::words`).

use std::time::Duration;

use shakmaty::{Color, Position};

use super::{Note, Scoresheet};
use crate::game::{ClaimKind, Ending, GameResult, Reason};
use crate::lang::Lang;
use crate::notation::render::{Style, words};

/// "White" / "Weiß" / "Белые".
pub fn color(lang: Lang, c: Color) -> &'static str {
    crate::lang::colour_name(lang, c)
}

/// Russian plural form: 1 минута, 2 минуты, 5 минут.
fn ru_plural<'a>(n: u64, one: &'a str, few: &'a str, many: &'a str) -> &'a str {
    let (m10, m100) = (n % 10, n % 100);
    if m10 == 1 && m100 != 11 {
        one
    } else if (2..=4).contains(&m10) && !(12..=14).contains(&m100) {
        few
    } else {
        many
    }
}

/// A duration in words with digits, for the written record (the talking clock spells
/// small German numbers out instead: `clock::phrases::duration`) ("1 Stunde 29 Minuten 58 Sekunden"); zero parts are left out.
pub fn duration(lang: Lang, d: Duration) -> String {
    let s = d.as_secs();
    let (h, m, sec) = (s / 3600, (s / 60) % 60, s % 60);
    let mut parts = Vec::new();
    let unit = |n: u64, k: usize| -> String {
        let w = match (lang, k) {
            (Lang::De, 0) => {
                if n == 1 {
                    "Stunde"
                } else {
                    "Stunden"
                }
            }
            (Lang::De, 1) => {
                if n == 1 {
                    "Minute"
                } else {
                    "Minuten"
                }
            }
            (Lang::De, _) => {
                if n == 1 {
                    "Sekunde"
                } else {
                    "Sekunden"
                }
            }
            (Lang::En, 0) => {
                if n == 1 {
                    "hour"
                } else {
                    "hours"
                }
            }
            (Lang::En, 1) => {
                if n == 1 {
                    "minute"
                } else {
                    "minutes"
                }
            }
            (Lang::En, _) => {
                if n == 1 {
                    "second"
                } else {
                    "seconds"
                }
            }
            (Lang::Ru, 0) => ru_plural(n, "час", "часа", "часов"),
            (Lang::Ru, 1) => ru_plural(n, "минута", "минуты", "минут"),
            (Lang::Ru, _) => ru_plural(n, "секунда", "секунды", "секунд"),
        };
        format!("{n} {w}")
    };
    if h > 0 {
        parts.push(unit(h, 0));
    }
    if m > 0 {
        parts.push(unit(m, 1));
    }
    if sec > 0 || parts.is_empty() {
        parts.push(unit(sec, 2));
    }
    parts.join(" ")
}

/// The name of a claim.
pub fn claim_kind(lang: Lang, k: ClaimKind) -> &'static str {
    match (lang, k) {
        (Lang::De, ClaimKind::Threefold) => "dreimalige Stellungswiederholung",
        (Lang::De, ClaimKind::FiftyMoves) => "50-Züge-Regel",
        (Lang::En, ClaimKind::Threefold) => "threefold repetition",
        (Lang::En, ClaimKind::FiftyMoves) => "the fifty-move rule",
        (Lang::Ru, ClaimKind::Threefold) => "троекратное повторение позиции",
        (Lang::Ru, ClaimKind::FiftyMoves) => "правило 50 ходов",
    }
}

/// "article" / "Artikel" / "статья".
fn article(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "Artikel",
        Lang::En => "article",
        Lang::Ru => "статья",
    }
}

/// The result in words ("Weiß gewinnt", "Remis").
pub fn result(lang: Lang, r: GameResult) -> String {
    match (lang, r.winner()) {
        (Lang::De, Some(c)) => format!("{} gewinnt", color(lang, c)),
        (Lang::En, Some(c)) => format!("{} wins", color(lang, c)),
        (Lang::Ru, Some(Color::White)) => "Белые выиграли".to_owned(),
        (Lang::Ru, Some(Color::Black)) => "Чёрные выиграли".to_owned(),
        (Lang::De, None) => "Remis".to_owned(),
        (Lang::En, None) => "Draw".to_owned(),
        (Lang::Ru, None) => "Ничья".to_owned(),
    }
}

fn reason(lang: Lang, r: &Reason) -> String {
    let c = |c: &Color| color(lang, *c);
    match (lang, r) {
        (Lang::De, Reason::Checkmate) => "durch Matt".into(),
        (Lang::En, Reason::Checkmate) => "by checkmate".into(),
        (Lang::Ru, Reason::Checkmate) => "мат".into(),
        (Lang::De, Reason::Stalemate) => "durch Patt".into(),
        (Lang::En, Reason::Stalemate) => "by stalemate".into(),
        (Lang::Ru, Reason::Stalemate) => "пат".into(),
        (Lang::De, Reason::DeadPosition) => "tote Stellung: kein Matt mehr möglich".into(),
        (Lang::En, Reason::DeadPosition) => "dead position: no checkmate possible".into(),
        (Lang::Ru, Reason::DeadPosition) => "мёртвая позиция: мат невозможен".into(),
        (Lang::De, Reason::Resignation { by }) => format!("{} gibt auf", c(by)),
        (Lang::En, Reason::Resignation { by }) => format!("{} resigns", c(by)),
        (Lang::Ru, Reason::Resignation { by }) => format!("{} сдались", c(by)),
        (Lang::De, Reason::ResignationNoMate { by }) => {
            format!("{} gibt auf, aber der Gegner kann nicht mattsetzen", c(by))
        }
        (Lang::En, Reason::ResignationNoMate { by }) => {
            format!("{} resigns, but the opponent cannot checkmate", c(by))
        }
        (Lang::Ru, Reason::ResignationNoMate { by }) => {
            format!("{} сдались, но соперник не может поставить мат", c(by))
        }
        (Lang::De, Reason::Agreement) => "durch Vereinbarung".into(),
        (Lang::En, Reason::Agreement) => "by agreement".into(),
        (Lang::Ru, Reason::Agreement) => "по соглашению".into(),
        (_, Reason::Threefold { by }) | (_, Reason::FiftyMoves { by }) => {
            let k = if matches!(r, Reason::Threefold { .. }) {
                ClaimKind::Threefold
            } else {
                ClaimKind::FiftyMoves
            };
            match lang {
                Lang::De => format!("{} reklamiert {} zu Recht", c(by), claim_kind(lang, k)),
                Lang::En => format!("{} claims {} correctly", c(by), claim_kind(lang, k)),
                Lang::Ru => format!("{} верно потребовали ничью: {}", c(by), claim_kind(lang, k)),
            }
        }
        (Lang::De, Reason::Fivefold) => "fünfmalige Stellungswiederholung".into(),
        (Lang::En, Reason::Fivefold) => "fivefold repetition".into(),
        (Lang::Ru, Reason::Fivefold) => "пятикратное повторение позиции".into(),
        (Lang::De, Reason::SeventyFiveMoves) => "75 Züge ohne Bauernzug und Schlagen".into(),
        (Lang::En, Reason::SeventyFiveMoves) => "75 moves without pawn move or capture".into(),
        (Lang::Ru, Reason::SeventyFiveMoves) => "75 ходов без хода пешкой и взятия".into(),
        (Lang::De, Reason::FlagFall { by }) => format!("Zeitüberschreitung von {}", c(by)),
        (Lang::En, Reason::FlagFall { by }) => format!("{} lost on time", c(by)),
        (Lang::Ru, Reason::FlagFall { by }) => format!("{}: просрочка времени", c(by)),
        (Lang::De, Reason::FlagFallNoMate { by }) => format!(
            "Zeitüberschreitung von {}, aber der Gegner kann nicht mattsetzen",
            c(by)
        ),
        (Lang::En, Reason::FlagFallNoMate { by }) => format!(
            "{} overstepped the time, but the opponent cannot checkmate",
            c(by)
        ),
        (Lang::Ru, Reason::FlagFallNoMate { by }) => format!(
            "{}: просрочка времени, но соперник не может поставить мат",
            c(by)
        ),
        (Lang::De, Reason::IllegalMoves { by }) => format!("regelwidrige Züge von {}", c(by)),
        (Lang::En, Reason::IllegalMoves { by }) => format!("illegal moves by {}", c(by)),
        (Lang::Ru, Reason::IllegalMoves { by }) => format!("{}: невозможные ходы", c(by)),
        (Lang::De, Reason::IllegalMovesNoMate { by }) => format!(
            "regelwidrige Züge von {}, aber der Gegner kann nicht mattsetzen",
            c(by)
        ),
        (Lang::En, Reason::IllegalMovesNoMate { by }) => format!(
            "illegal moves by {}, but the opponent cannot checkmate",
            c(by)
        ),
        (Lang::Ru, Reason::IllegalMovesNoMate { by }) => format!(
            "{}: невозможные ходы, но соперник не может поставить мат",
            c(by)
        ),
        (Lang::De, Reason::Arbiter { note }) => format!("Entscheidung des Schiedsrichters: {note}"),
        (Lang::En, Reason::Arbiter { note }) => format!("arbiter's decision: {note}"),
        (Lang::Ru, Reason::Arbiter { note }) => format!("решение арбитра: {note}"),
        (Lang::De, Reason::Recorded) => "laut Partieformular".into(),
        (Lang::En, Reason::Recorded) => "as recorded".into(),
        (Lang::Ru, Reason::Recorded) => "по бланку".into(),
    }
}

/// The ending in a sentence: "Schwarz gewinnt, durch Matt (Artikel 5.1.1)."
pub fn ending(lang: Lang, e: &Ending) -> String {
    format!(
        "{}: {} ({} {}).",
        result(lang, e.result),
        reason(lang, &e.reason),
        article(lang),
        e.article()
    )
}

fn ordinal(lang: Lang, n: u32) -> String {
    match lang {
        Lang::De => format!("{n}."),
        Lang::En => match n {
            1 => "1st".into(),
            2 => "2nd".into(),
            3 => "3rd".into(),
            _ => format!("{n}th"),
        },
        Lang::Ru => format!("{n}-й"),
    }
}

fn added(lang: Lang, d: Option<Duration>, to: Color) -> String {
    match (lang, d) {
        (_, None) => String::new(),
        (Lang::De, Some(d)) => format!(", {} für {}", duration(lang, d), color(lang, to)),
        (Lang::En, Some(d)) => format!(", {} added to {}", duration(lang, d), color(lang, to)),
        (Lang::Ru, Some(d)) => format!(", {}: плюс {}", color(lang, to), duration(lang, d)),
    }
}

/// One entry other than a move, in a sentence; `None` for moves.
pub fn note(lang: Lang, n: &Note) -> Option<String> {
    let c = |c: &Color| color(lang, *c);
    Some(match (lang, n) {
        (_, Note::Move { .. }) => return None,
        (Lang::De, Note::Offer { by }) => format!("{} bietet Remis an (=).", c(by)),
        (Lang::En, Note::Offer { by }) => format!("{} offers a draw (=).", c(by)),
        (Lang::Ru, Note::Offer { by }) => format!("{} предлагают ничью (=).", c(by)),
        (Lang::De, Note::OfferAnswered { by, accepted }) => format!(
            "{} {} das Remisangebot {}.",
            c(by),
            if *accepted { "nimmt" } else { "lehnt" },
            if *accepted { "an" } else { "ab" }
        ),
        (Lang::En, Note::OfferAnswered { by, accepted }) => format!(
            "{} {} the draw offer.",
            c(by),
            if *accepted { "accepts" } else { "declines" }
        ),
        (Lang::Ru, Note::OfferAnswered { by, accepted }) => format!(
            "{} {} ничью.",
            c(by),
            if *accepted {
                "принимают"
            } else {
                "отклоняют"
            }
        ),
        (Lang::De, Note::OfferLapsed { by }) => {
            format!("{} berührt eine Figur; das Remisangebot erlischt.", c(by))
        }
        (Lang::En, Note::OfferLapsed { by }) => {
            format!("{} touches a piece; the draw offer lapses.", c(by))
        }
        (Lang::Ru, Note::OfferLapsed { by }) => {
            format!("{} коснулись фигуры; предложение ничьей снято.", c(by))
        }
        (
            _,
            Note::Claim {
                by,
                kind,
                declared,
                correct,
                penalty,
            },
        ) => {
            let with = declared.map(|m| crate::notation::render::written_san(m, lang));
            let with = with.as_deref().map(|m| match lang {
                Lang::De => format!(" mit dem angesagten Zug {m}"),
                Lang::En => format!(" with the declared move {m}"),
                Lang::Ru => format!(" с записанным ходом {m}"),
            });
            let with = with.unwrap_or_default();
            let verdict = match (lang, correct) {
                (Lang::De, true) => "berechtigt".to_owned(),
                (Lang::En, true) => "correct".to_owned(),
                (Lang::Ru, true) => "требование верно".to_owned(),
                (Lang::De, false) => "unberechtigt".to_owned(),
                (Lang::En, false) => "incorrect".to_owned(),
                (Lang::Ru, false) => "требование неверно".to_owned(),
            } + &added(lang, *penalty, !*by);
            let art = if *correct { kind.article() } else { "9.5.3" };
            match lang {
                Lang::De => format!(
                    "{} reklamiert Remis ({}){with}: {verdict} ({} {art}).",
                    c(by),
                    claim_kind(lang, *kind),
                    article(lang)
                ),
                Lang::En => format!(
                    "{} claims a draw by {}{with}: {verdict} ({} {art}).",
                    c(by),
                    claim_kind(lang, *kind),
                    article(lang)
                ),
                Lang::Ru => format!(
                    "{} требуют ничью: {}{with}; {verdict} ({} {art}).",
                    c(by),
                    claim_kind(lang, *kind),
                    article(lang)
                ),
            }
        }
        (
            _,
            Note::Illegal {
                by,
                count,
                penalty,
                note,
            },
        ) => {
            let what = note
                .as_deref()
                .map(|t| format!(" ({t})"))
                .unwrap_or_default();
            let pen = added(lang, *penalty, !*by);
            match lang {
                Lang::De => format!(
                    "{}. regelwidriger Zug von {}{what}{pen} (Artikel 7.5).",
                    count,
                    c(by)
                ),
                Lang::En => format!(
                    "{} illegal move by {}{what}{pen} (article 7.5).",
                    ordinal(lang, *count),
                    c(by)
                ),
                Lang::Ru => format!(
                    "{} невозможный ход: {}{what}{pen} (статья 7.5).",
                    ordinal(lang, *count),
                    c(by)
                ),
            }
        }
        (_, Note::Clock(cl)) => {
            let r = |x: Option<Duration>| x.map(super::hms).unwrap_or_else(|| "?".into());
            match lang {
                Lang::De => format!("Uhr: Weiß {}, Schwarz {}.", r(cl.white), r(cl.black)),
                Lang::En => format!("Clock: White {}, Black {}.", r(cl.white), r(cl.black)),
                Lang::Ru => format!("Часы: белые {}, чёрные {}.", r(cl.white), r(cl.black)),
            }
        }
        (_, Note::Adjustment(a)) => {
            let said = crate::clock::phrases::adjustment(&a.to_clock(Duration::ZERO), lang);
            match (a.player(), a.reading) {
                (Some(p), Some(d)) => format!(
                    "{said} {}",
                    crate::clock::phrases::reading_after(p, d, lang)
                ),
                _ => said,
            }
        }
        (
            _,
            Note::Pause {
                duration: d,
                kind,
                note,
            },
        ) => {
            let why = match (lang, kind) {
                (Lang::De, super::PauseKind::Arbiter) => "vom Schiedsrichter",
                (Lang::De, super::PauseKind::Player) => "von einem Spieler",
                (Lang::De, super::PauseKind::Downtime) => "rochade lief nicht",
                (Lang::En, super::PauseKind::Arbiter) => "by the arbiter",
                (Lang::En, super::PauseKind::Player) => "by a player",
                (Lang::En, super::PauseKind::Downtime) => "rochade was not running",
                (Lang::Ru, super::PauseKind::Arbiter) => "арбитром",
                (Lang::Ru, super::PauseKind::Player) => "игроком",
                (Lang::Ru, super::PauseKind::Downtime) => "rochade не работала",
            };
            let extra = if note.is_empty() {
                String::new()
            } else {
                format!(", {note}")
            };
            match lang {
                Lang::De => format!("Unterbrechung {}, {why}{extra}.", duration(lang, *d)),
                Lang::En => format!("Pause of {}, {why}{extra}.", duration(lang, *d)),
                Lang::Ru => format!("Перерыв {}, {why}{extra}.", duration(lang, *d)),
            }
        }
        (
            _,
            Note::Exemption {
                by,
                from_move,
                resumed,
            },
        ) => match (lang, resumed) {
            (Lang::De, false) => format!(
                "{}: Aufschreiben ab Zug {from_move} nicht erforderlich (Artikel 8.4).",
                c(by)
            ),
            (Lang::De, true) => format!("{}: schreibt ab Zug {from_move} wieder auf.", c(by)),
            (Lang::En, false) => format!(
                "{}: recording not required from move {from_move} (article 8.4).",
                c(by)
            ),
            (Lang::En, true) => format!("{}: recording resumed from move {from_move}.", c(by)),
            (Lang::Ru, false) => format!(
                "{}: запись не обязательна с хода {from_move} (статья 8.4).",
                c(by)
            ),
            (Lang::Ru, true) => format!("{}: запись возобновлена с хода {from_move}.", c(by)),
        },
        (_, Note::Result(e)) => ending(lang, e),
        // An announcement is followed by its move; only a correction is worth a line.
        (
            _,
            Note::Announced {
                corrected: false, ..
            },
        ) => return None,
        (_, Note::Announced { by, san, .. }) => {
            let san = crate::notation::render::written_san(*san, lang);
            match lang {
                Lang::De => format!("{} korrigiert die Ansage zu {san} (Artikel D.2.8).", c(by)),
                Lang::En => format!(
                    "{} corrects the announcement to {san} (article D.2.8).",
                    c(by)
                ),
                Lang::Ru => format!(
                    "{} исправляют объявленный ход на {san} (статья D.2.8).",
                    c(by)
                ),
            }
        }
        (
            _,
            Note::RepeatDiffers {
                by,
                announced,
                repeated,
            },
        ) => {
            let a = crate::notation::render::written_san(*announced, lang);
            let r = crate::notation::render::written_san(*repeated, lang);
            match lang {
                Lang::De => format!(
                    "{} wiederholt {r}, angesagt war {a}; nichts ausgeführt (Artikel D.2.1).",
                    c(by)
                ),
                Lang::En => format!(
                    "{} repeats {r}, but {a} was announced; nothing completed (article D.2.1).",
                    c(by)
                ),
                Lang::Ru => format!(
                    "{} повторяют {r}, а объявлен был {a}; ход не выполнен (статья D.2.1).",
                    c(by)
                ),
            }
        }
        (_, Note::BoardsDiffer { by }) => match lang {
            Lang::De => format!(
                "{} meldet, dass die Bretter abweichen (Artikel D.2.9).",
                c(by)
            ),
            Lang::En => format!("{} reports that the boards differ (article D.2.9).", c(by)),
            Lang::Ru => format!("{} сообщают, что доски не совпадают (статья D.2.9).", c(by)),
        },
        (_, Note::Reconciled { ply, taken }) => {
            let moves: Vec<String> = taken
                .iter()
                .map(|s| crate::notation::render::written_san(*s, lang))
                .collect();
            let list = moves.join(", ");
            match (lang, moves.is_empty()) {
                (Lang::De, true) => {
                    format!("Stellung nach {ply} Halbzügen bestätigt (Artikel D.2.9).")
                }
                (Lang::De, false) => format!(
                    "Stellung nach {ply} Halbzügen bestätigt, zurückgenommen: {list} (Artikel D.2.9)."
                ),
                (Lang::En, true) => {
                    format!("Position after {ply} plies confirmed (article D.2.9).")
                }
                (Lang::En, false) => format!(
                    "Position after {ply} plies confirmed, taken back: {list} (article D.2.9)."
                ),
                (Lang::Ru, true) => {
                    format!("Позиция после {ply} полуходов подтверждена (статья D.2.9).")
                }
                (Lang::Ru, false) => format!(
                    "Позиция после {ply} полуходов подтверждена, взяты назад: {list} (статья D.2.9)."
                ),
            }
        }
        (_, Note::TakeBack { by, number, san }) => {
            let dots = if by.is_white() { "." } else { "..." };
            let san = crate::notation::render::written_san(*san, lang);
            match lang {
                Lang::De => format!("Zug {number}{dots} {san} von {} zurückgenommen.", c(by)),
                Lang::En => format!("Move {number}{dots} {san} by {} taken back.", c(by)),
                Lang::Ru => format!("Ход {number}{dots} {san} ({}) взят назад.", c(by)),
            }
        }
    })
}

/// Column headings and labels of the written scoresheet.
pub fn label(lang: Lang, key: Label) -> &'static str {
    use Label::*;
    match (lang, key) {
        (Lang::De, Notes) => "Anmerkungen",
        (Lang::En, Notes) => "Notes",
        (Lang::Ru, Notes) => "Примечания",
        (Lang::De, ResultLabel) => "Ergebnis",
        (Lang::En, ResultLabel) => "Result",
        (Lang::Ru, ResultLabel) => "Результат",
        (Lang::De, Unfinished) => "Partie läuft",
        (Lang::En, Unfinished) => "Game in progress",
        (Lang::Ru, Unfinished) => "Партия не окончена",
        (Lang::De, Move) => "Zug",
        (Lang::En, Move) => "Move",
        (Lang::Ru, Move) => "Ход",
        (Lang::De, AfterMove) => "nach Zug",
        (Lang::En, AfterMove) => "after move",
        (Lang::Ru, AfterMove) => "после хода",
        (Lang::De, BeforeFirst) => "vor dem ersten Zug",
        (Lang::En, BeforeFirst) => "before the first move",
        (Lang::Ru, BeforeFirst) => "до первого хода",
        (Lang::De, NoMoves) => "Noch keine Züge.",
        (Lang::En, NoMoves) => "No moves yet.",
        (Lang::Ru, NoMoves) => "Ходов ещё нет.",
        (Lang::De, NoSuchMove) => "Diesen Zug gibt es noch nicht.",
        (Lang::En, NoSuchMove) => "There is no such move yet.",
        (Lang::Ru, NoSuchMove) => "Такого хода ещё нет.",
    }
}

/// The labels of [`label`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Label {
    /// "Notes".
    Notes,
    /// "Result".
    ResultLabel,
    /// "Game in progress".
    Unfinished,
    /// "Move".
    Move,
    /// "after move".
    AfterMove,
    /// "before the first move".
    BeforeFirst,
    /// "No moves yet."
    NoMoves,
    /// "There is no such move yet."
    NoSuchMove,
}

/// The sentences for move number `number` (both half-moves that exist, with the mover's
/// clock, draw offers and other entries made after them), or `None` if it has not been played.
pub fn move_number(sheet: &Scoresheet, number: u32, lang: Lang) -> Option<String> {
    let game = sheet.game();
    let plies: Vec<usize> = game
        .moves()
        .iter()
        .enumerate()
        .filter(|(_, m)| m.before.fullmoves().get() == number)
        .map(|(i, _)| i)
        .collect();
    if plies.is_empty() {
        return None;
    }
    let mut parts = vec![format!("{} {number}:", label(lang, Label::Move))];
    for i in plies {
        let pm = &game.moves()[i];
        let w = words(&pm.before, pm.mv, lang, Style::default());
        let clock = sheet
            .clock_after(i)
            .map(|d| format!(", {}", duration(lang, d)))
            .unwrap_or_default();
        parts.push(format!("{} {w}{clock}.", color(lang, pm.before.turn())));
        let after = sheet
            .entries()
            .iter()
            .filter(|e| e.ply == i + 1 && !matches!(e.note, Note::Result(_)));
        for e in after {
            if let Some(s) = note(lang, &e.note) {
                parts.push(s);
            }
        }
    }
    Some(parts.join(" "))
}

/// The move numbers of the game, first to last.
fn numbers(sheet: &Scoresheet) -> Vec<u32> {
    let mut v: Vec<u32> = sheet
        .game()
        .moves()
        .iter()
        .map(|m| m.before.fullmoves().get())
        .collect();
    v.dedup();
    v
}

/// The last `n` move numbers read back, one sentence group per move number (the result at the
/// end if the game is over).
pub fn last_moves(sheet: &Scoresheet, n: usize, lang: Lang) -> Vec<String> {
    let nums = numbers(sheet);
    let skip = nums.len().saturating_sub(n);
    let mut out: Vec<String> = nums[skip..]
        .iter()
        .filter_map(|&k| move_number(sheet, k, lang))
        .collect();
    if out.is_empty() {
        out.push(label(lang, Label::NoMoves).to_owned());
    }
    if let Some(e) = sheet.ending() {
        out.push(ending(lang, e));
    }
    out
}

/// The whole scoresheet read back: entries before the first move, every move number, the
/// result.
pub fn whole(sheet: &Scoresheet, lang: Lang) -> Vec<String> {
    let mut out: Vec<String> = sheet
        .entries()
        .iter()
        .filter(|e| e.ply == 0 && !matches!(e.note, Note::Result(_)))
        .filter_map(|e| note(lang, &e.note))
        .collect();
    out.extend(last_moves(sheet, usize::MAX, lang));
    out
}
