//! Every sentence the scoresheet says or writes: thin calls into the message catalogue
//! (`locales/<code>.ftl`, messages `score-…`): entries, endings, durations, headings, and the
//! read-back of moves (moves themselves in the Appendix D words of `notation::render::words`).

use std::time::Duration;

use shakmaty::{Color, Position};

use super::{Note, Scoresheet};
use crate::game::{ClaimKind, Ending, GameResult, Termination};
use crate::i18n::msg;
use crate::lang::Lang;
use crate::notation::render::{Style, words};

/// "White" / "Weiß" / "Белые".
pub fn color(lang: Lang, c: Color) -> &'static str {
    crate::i18n::colour_name(lang, c)
}

fn key(c: Color) -> &'static str {
    crate::i18n::colour_key(c)
}

/// A duration in words, in the form each unit's number asks for ("eine Stunde neunundzwanzig
/// Minuten", "одна минута"); zero parts are left out.
pub fn duration(lang: Lang, d: Duration) -> String {
    let s = d.as_secs();
    let (h, m, sec) = (s / 3600, (s / 60) % 60, s % 60);
    let mut parts = Vec::new();
    if h > 0 {
        parts.push(msg::hours(lang, h));
    }
    if m > 0 {
        parts.push(msg::minutes(lang, m));
    }
    if sec > 0 || parts.is_empty() {
        parts.push(msg::seconds(lang, sec));
    }
    parts.join(" ")
}

/// The name of a claim.
pub fn claim_kind(lang: Lang, k: ClaimKind) -> String {
    match k {
        ClaimKind::Threefold => msg::score_claim_threefold(lang),
        ClaimKind::FiftyMoves => msg::score_claim_fifty_moves(lang),
    }
}

/// The result in words ("Weiß gewinnt", "Remis").
pub fn result(lang: Lang, r: GameResult) -> String {
    msg::score_result(lang, r.winner().map_or("none", key))
}

/// The game has just ended: result, reason, article.
pub fn game_over(lang: Lang, e: &Ending) -> String {
    msg::game_over(lang, ending(lang, e))
}

/// The ending in a sentence: "Schwarz gewinnt durch Matt (Artikel 5.1.1)."
pub fn ending(lang: Lang, e: &Ending) -> String {
    let result = result(lang, e.result);
    let article = e.article();
    match &e.reason {
        Termination::Checkmate => msg::score_ending_checkmate(lang, article, result),
        Termination::Stalemate => msg::score_ending_stalemate(lang, article, result),
        Termination::DeadPosition => msg::score_ending_dead_position(lang, article, result),
        Termination::Resignation { by } => {
            msg::score_ending_resignation(lang, article, key(*by), result)
        }
        Termination::ResignationNoMate { by } => {
            msg::score_ending_resignation_no_mate(lang, article, key(*by), result)
        }
        Termination::Agreement => msg::score_ending_agreement(lang, article, result),
        Termination::Threefold { by } => msg::score_ending_claim(
            lang,
            article,
            key(*by),
            claim_kind(lang, ClaimKind::Threefold),
            result,
        ),
        Termination::FiftyMoves { by } => msg::score_ending_claim(
            lang,
            article,
            key(*by),
            claim_kind(lang, ClaimKind::FiftyMoves),
            result,
        ),
        Termination::Fivefold => msg::score_ending_fivefold(lang, article, result),
        Termination::SeventyFiveMoves => msg::score_ending_seventy_five(lang, article, result),
        Termination::FlagFall { by } => {
            msg::score_ending_flag_fall(lang, article, key(*by), result)
        }
        Termination::FlagFallNoMate { by } => {
            msg::score_ending_flag_fall_no_mate(lang, article, key(*by), result)
        }
        Termination::IllegalMoves { by } => {
            msg::score_ending_illegal_moves(lang, article, key(*by), result)
        }
        Termination::IllegalMovesNoMate { by } => {
            msg::score_ending_illegal_moves_no_mate(lang, article, key(*by), result)
        }
        Termination::Arbiter { note } => {
            msg::score_ending_arbiter(lang, article, note.as_str(), result)
        }
        Termination::Recorded => msg::score_ending_recorded(lang, article, result),
    }
}

fn or_none(text: Option<String>) -> String {
    text.filter(|t| !t.is_empty())
        .unwrap_or_else(|| "none".to_owned())
}

/// After a crash: whose clock was charged up to its last checkpoint, and how much time before
/// the interruption is not known (for the players and the arbiter, 6.10.2).
pub fn uncounted(lang: Lang, u: &super::Uncounted) -> String {
    msg::score_uncounted(lang, duration(lang, u.at_most), key(u.by))
}

/// One entry other than a move, in a written sentence (moves in notation: "Sc3"); `None`
/// for moves.
pub fn note(lang: Lang, n: &Note) -> Option<String> {
    note_in(lang, n, false)
}

/// One entry other than a move, in a sentence to be heard (moves in words: "Springer Cesar
/// drei", never notation a voice spells); `None` for moves.
pub fn note_said(lang: Lang, n: &Note) -> Option<String> {
    note_in(lang, n, true)
}

/// `by` touched the `piece` on `square` and put it back, making no move (Article 4.3).
pub fn touched(
    lang: Lang,
    by: shakmaty::Color,
    square: shakmaty::Square,
    piece: Option<shakmaty::Piece>,
) -> String {
    let square = crate::notation::lexicon::vocabulary(lang).square(square);
    let what = piece.map_or_else(
        || square.clone(),
        |p| crate::board::phrases::square(lang, &square, &crate::board::phrases::piece(lang, p)),
    );
    msg::score_touched(lang, key(by), what)
}

fn note_in(lang: Lang, n: &Note, said: bool) -> Option<String> {
    let san = |m| {
        if said {
            crate::notation::render::san_words(m, false, lang, Style::default())
        } else {
            crate::notation::render::written_san(m, lang)
        }
    };
    Some(match n {
        Note::Move { .. } => return None,
        Note::Offer { by } => msg::score_offer(lang, key(*by)),
        Note::OfferAnswered { by, accepted } => {
            msg::score_offer_answered(lang, if *accepted { "yes" } else { "no" }, key(*by))
        }
        Note::OfferLapsed { by } => msg::score_offer_lapsed(lang, key(*by)),
        Note::Touched { by, square, piece } => touched(lang, *by, *square, *piece),
        Note::Claim {
            by,
            kind,
            declared,
            correct,
            penalty,
        } => msg::score_claim(
            lang,
            if *correct { kind.article() } else { "9.5.3" },
            key(*by),
            if *correct { "yes" } else { "no" },
            or_none(declared.map(san)),
            claim_kind(lang, *kind),
            or_none(penalty.map(|d| duration(lang, d))),
        ),
        Note::Illegal {
            by,
            count,
            penalty,
            note,
        } => msg::score_illegal(
            lang,
            key(*by),
            *count,
            or_none(penalty.map(|d| duration(lang, d))),
            or_none(note.clone()),
        ),
        Note::Clock(cl) => clock_note(lang, cl),
        Note::Adjustment(a) => adjustment_note(lang, a),
        Note::Pause {
            duration: d,
            kind,
            note,
        } => pause_note(lang, *d, *kind, note),
        Note::Uncounted(u) => uncounted(lang, u),
        Note::Exemption {
            by,
            from_move,
            resumed,
        } => exemption_note(lang, *by, *from_move, *resumed),
        Note::Result(e) => ending(lang, e),
        // An announcement is followed by its move; only a correction is worth a line.
        Note::Announced {
            corrected: false, ..
        } => return None,
        Note::Announced { by, san: m, .. } => msg::score_corrected(lang, key(*by), san(*m)),
        Note::RepeatDiffers {
            by,
            announced,
            repeated,
        } => msg::score_repeat_differs(lang, san(*announced), key(*by), san(*repeated)),
        Note::BoardsDiffer { by } => msg::score_boards_differ(lang, key(*by)),
        Note::Reconciled { ply, taken } => {
            let moves: Vec<String> = taken.iter().map(|m| san(*m)).collect();
            msg::score_reconciled(lang, *ply, or_none(Some(moves.join(", "))))
        }
        Note::TakeBack { by, number, san: m } => {
            msg::score_take_back(lang, key(*by), *number, san(*m))
        }
    })
}

/// Both clocks' readings ("unknown" for one not read).
fn clock_note(lang: Lang, cl: &super::Clocks) -> String {
    let r = |x: Option<Duration>| {
        x.map_or_else(|| msg::score_clock_unknown(lang), |d| duration(lang, d))
    };
    msg::score_clock(lang, r(cl.black), r(cl.white))
}

/// A change to a clock, with the player's time after it when read.
fn adjustment_note(lang: Lang, a: &super::Adjustment) -> String {
    let said = crate::clock::phrases::adjustment(&a.to_clock(Duration::ZERO), lang);
    match (a.player(), a.reading) {
        (Some(p), Some(d)) => format!(
            "{said} {}",
            crate::clock::phrases::reading_after(p, d, lang)
        ),
        _ => said,
    }
}

/// A pause of the clock: how long, of which kind, and its note.
fn pause_note(lang: Lang, d: Duration, kind: super::PauseKind, note: &str) -> String {
    msg::score_pause(
        lang,
        duration(lang, d),
        match kind {
            super::PauseKind::Arbiter => "arbiter",
            super::PauseKind::Player => "player",
            super::PauseKind::Downtime => "downtime",
        },
        or_none(Some(note.to_owned())),
    )
}

/// A player's exemption from recording the moves, from move `from_move` (or its end,
/// `resumed`).
fn exemption_note(lang: Lang, by: Color, from_move: u32, resumed: bool) -> String {
    msg::score_exemption(lang, key(by), from_move, if resumed { "yes" } else { "no" })
}

/// Column headings and labels of the written scoresheet.
pub fn label(lang: Lang, key: Label) -> String {
    use Label::*;
    match key {
        Notes => msg::score_label_notes(lang),
        ResultLabel => msg::score_label_result(lang),
        Unfinished => msg::score_label_unfinished(lang),
        Move => msg::score_label_move(lang),
        AfterMove => msg::score_label_after_move(lang),
        BeforeFirst => msg::score_label_before_first(lang),
        NoMoves => msg::score_no_moves(lang),
        NoSuchMove => msg::score_no_such_move(lang),
    }
}

/// A tag of the game's start (its PGN name) as the written scoresheet of `lang` heads it.
pub fn tag(lang: Lang, name: &str) -> String {
    msg::score_tag(lang, name)
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
    let mut parts = vec![msg::score_readback_head(lang, number)];
    for i in plies {
        let pm = &game.moves()[i];
        let w = words(&pm.before, pm.mv, lang, Style::default());
        let left = or_none(sheet.clock_after(i).map(|d| duration(lang, d)));
        parts.push(msg::score_readback_ply(
            lang,
            key(pm.before.turn()),
            left,
            w,
        ));
        let after = sheet
            .rows()
            .iter()
            .filter(|e| e.ply == i + 1 && !matches!(e.note, Note::Result(_)));
        for e in after {
            if let Some(s) = note_said(lang, &e.note) {
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
        out.push(label(lang, Label::NoMoves));
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
        .rows()
        .iter()
        .filter(|e| e.ply == 0 && !matches!(e.note, Note::Result(_)))
        .filter_map(|e| note_said(lang, &e.note))
        .collect();
    out.extend(last_moves(sheet, usize::MAX, lang));
    out
}
