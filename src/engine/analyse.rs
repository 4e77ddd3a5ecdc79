//! Analysis by ear (`rochade analyse FILE.pgn`), the pure part: the engine's evaluations of a
//! game's positions turned into what a player hears (the evaluation in words, the moves that
//! lost the most) and into an annotated PGN (`[%eval]` comments, NAGs, the better move as a
//! variation).
//!
//! The moves are judged as lichess judges them (lila, `modules/tree/src/main/Advice.scala` and
//! `WinPercent.scala`): a centipawn score `cp`, capped at ±1000, gives the winning chances
//! `2 / (1 + exp(-0.00368208 * cp)) - 1` (from -1 to +1; the win percentage is
//! `50 + 50 * chances`), and a move that lowers its mover's winning chances by at least 0.3 is a
//! blunder (`??`), by 0.2 a mistake (`?`), by 0.1 an inaccuracy (`?!`): in win percentage, a
//! loss of 15, 10 and 5 points. Where a mate is found or lost, lichess's mate rules apply
//! ([`judge`]).

use std::fmt::Write as _;
use std::time::Duration;

use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, Move, Position};

use super::Score;
use crate::i18n::{colour_key, msg};
use crate::lang::Lang;
use crate::notation::{Style, words};

/// lichess's multiplier of centipawns in the winning chances (lila pull request 11148).
pub const MULTIPLIER: f64 = -0.00368208;

/// The centipawns beyond which lichess counts no more (its `Cp.CEILING`).
pub const CEILING: i32 = 1000;

/// A loss of winning chances (from -1 to +1) from which a move is a blunder.
pub const BLUNDER: f64 = 0.3;
/// A loss of winning chances from which a move is a mistake.
pub const MISTAKE: f64 = 0.2;
/// A loss of winning chances from which a move is an inaccuracy.
pub const INACCURACY: f64 = 0.1;

/// The most centipawns either way (exclusive) at which a position is said to be equal.
pub const EQUAL_BELOW: i32 = 50;
/// The most centipawns (exclusive) at which one side is said to stand slightly better.
pub const SLIGHTLY_BELOW: i32 = 150;
/// The most centipawns (exclusive) at which one side is said to stand clearly better; from
/// here on it is winning.
pub const CLEARLY_BELOW: i32 = 300;

/// An evaluation of a position from White's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Eval {
    /// In hundredths of a pawn, for White (negative: Black is better).
    Cp(i32),
    /// `winner` mates in `moves` moves (0: the other side is checkmated).
    Mate {
        /// The side that mates.
        winner: Color,
        /// In how many moves.
        moves: u32,
    },
}

impl Eval {
    /// The engine's `score`, which is for the side to move (`turn`), from White's side.
    pub fn from_engine(score: Score, turn: Color) -> Eval {
        match score {
            Score::Centipawns(cp) => Eval::Cp(turn.fold_wb(cp, cp.saturating_neg())),
            Score::Mate(n) if n > 0 => Eval::Mate {
                winner: turn,
                moves: n.unsigned_abs(),
            },
            Score::Mate(n) => Eval::Mate {
                winner: !turn,
                moves: n.unsigned_abs(),
            },
        }
    }

    /// The evaluation for `side`: centipawns for it, or the mate with `side`'s sign (positive
    /// when `side` mates).
    fn for_side(self, side: Color) -> Eval {
        match self {
            Eval::Cp(cp) => Eval::Cp(side.fold_wb(cp, cp.saturating_neg())),
            m => m,
        }
    }
}

/// lichess's winning chances of `cp` centipawns, from -1 to +1 (`cp` capped at ±1000).
pub fn winning_chances(cp: i32) -> f64 {
    let cp = f64::from(cp.clamp(-CEILING, CEILING));
    (2.0 / (1.0 + (MULTIPLIER * cp).exp()) - 1.0).clamp(-1.0, 1.0)
}

/// The win percentage of `eval` for White: `50 + 50 * chances`, 100 when White mates, 0 when
/// Black does.
pub fn win_percent(eval: Eval) -> f64 {
    match eval {
        Eval::Cp(cp) => 50.0 + 50.0 * winning_chances(cp),
        Eval::Mate { winner, .. } => winner.fold_wb(100.0, 0.0),
    }
}

/// How bad a move was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Judgement {
    /// `?!`, NAG 6.
    Inaccuracy,
    /// `?`, NAG 2.
    Mistake,
    /// `??`, NAG 4.
    Blunder,
}

impl Judgement {
    /// The PGN numeric annotation glyph.
    pub fn nag(self) -> u8 {
        match self {
            Judgement::Inaccuracy => 6,
            Judgement::Mistake => 2,
            Judgement::Blunder => 4,
        }
    }

    /// The glyph as players write it.
    pub fn glyph(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "?!",
            Judgement::Mistake => "?",
            Judgement::Blunder => "??",
        }
    }

    fn key(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }
}

/// The judgement of a move by `mover` that took the evaluation from `before` to `after`, as
/// lichess judges it:
/// - both in centipawns: by the mover's loss of winning chances ([`BLUNDER`], [`MISTAKE`],
///   [`INACCURACY`]);
/// - a mate for the opponent where there was none: a blunder, a mistake when the mover was
///   already more than 700 centipawns down, an inaccuracy when more than 999;
/// - a mate for the mover given away (to a centipawn score, or to a mate for the opponent): a
///   blunder, a mistake when the mover is still more than 700 centipawns up, an inaccuracy when
///   more than 999;
/// - anything else (a mate delayed, a mate found): no judgement.
pub fn judge(before: Eval, after: Eval, mover: Color) -> Option<Judgement> {
    match (before.for_side(mover), after.for_side(mover)) {
        (Eval::Cp(b), Eval::Cp(a)) => {
            let loss = winning_chances(b) - winning_chances(a);
            [
                (BLUNDER, Judgement::Blunder),
                (MISTAKE, Judgement::Mistake),
                (INACCURACY, Judgement::Inaccuracy),
            ]
            .into_iter()
            .find(|(t, _)| loss >= *t)
            .map(|(_, j)| j)
        }
        // A mate against the mover, created by the move.
        (Eval::Cp(b), Eval::Mate { winner, .. }) if winner != mover => Some(if b < -999 {
            Judgement::Inaccuracy
        } else if b < -700 {
            Judgement::Mistake
        } else {
            Judgement::Blunder
        }),
        // The mover's mate, lost.
        (Eval::Mate { winner, .. }, after) if winner == mover => {
            let a = match after {
                Eval::Cp(a) => a,
                Eval::Mate { winner, .. } if winner == mover => return None,
                Eval::Mate { .. } => 0,
            };
            Some(if a > 999 {
                Judgement::Inaccuracy
            } else if a > 700 {
                Judgement::Mistake
            } else {
                Judgement::Blunder
            })
        }
        _ => None,
    }
}

/// How the position stands, in words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Standing {
    /// Less than [`EQUAL_BELOW`] centipawns either way.
    Equal,
    /// This side stands slightly better (less than [`SLIGHTLY_BELOW`]).
    Slightly(Color),
    /// This side stands clearly better (less than [`CLEARLY_BELOW`]).
    Clearly(Color),
    /// This side is winning.
    Winning(Color),
}

/// How a position of `cp` centipawns (for White) stands.
pub fn standing(cp: i32) -> Standing {
    let side = if cp > 0 { Color::White } else { Color::Black };
    match cp.unsigned_abs() {
        n if n < EQUAL_BELOW.unsigned_abs() => Standing::Equal,
        n if n < SLIGHTLY_BELOW.unsigned_abs() => Standing::Slightly(side),
        n if n < CLEARLY_BELOW.unsigned_abs() => Standing::Clearly(side),
        _ => Standing::Winning(side),
    }
}

/// `eval` as `[%eval]` writes it (lichess's form): pawns with two decimals (`0.35`, `-1.20`)
/// or the mate (`#3`, `#-2`); none for a position already checkmated.
pub fn pgn_eval(eval: Eval) -> Option<String> {
    match eval {
        Eval::Cp(cp) => {
            let sign = if cp < 0 { "-" } else { "" };
            let n = cp.unsigned_abs();
            Some(format!("{sign}{}.{:02}", n / 100, n % 100))
        }
        Eval::Mate { moves: 0, .. } => None,
        Eval::Mate { winner, moves } => Some(format!(
            "#{}{moves}",
            if winner.is_white() { "" } else { "-" }
        )),
    }
}

/// `eval` in words in `lang`: how the position stands and the figure ("White is slightly
/// better, plus zero point four"), or the mate ("White mates in three moves").
pub fn eval_words(eval: Eval, lang: Lang) -> String {
    match eval {
        Eval::Mate { winner, moves: 0 } => msg::analyse_mated(lang, colour_key(!winner)),
        Eval::Mate { winner, moves } => msg::analyse_mate_in(lang, colour_key(winner), moves),
        Eval::Cp(cp) => {
            let tenths = (cp.unsigned_abs() + 5) / 10;
            let sign = match (cp, tenths) {
                (_, 0) => "none",
                (c, _) if c > 0 => "plus",
                _ => "minus",
            };
            let figure = msg::analyse_pawns(lang, sign, tenths % 10, tenths / 10);
            let stands = match standing(cp) {
                Standing::Equal => msg::analyse_equal(lang),
                Standing::Slightly(c) => msg::analyse_slightly(lang, colour_key(c)),
                Standing::Clearly(c) => msg::analyse_clearly(lang, colour_key(c)),
                Standing::Winning(c) => msg::analyse_winning(lang, colour_key(c)),
            };
            msg::analyse_eval(lang, figure, stands)
        }
    }
}

/// One move of the analysed game.
#[derive(Debug, Clone)]
pub struct AnalysedMove {
    /// The move played.
    pub played: Move,
    /// The evaluation after it.
    pub eval: Eval,
    /// The engine's best move in the position before it, if it had one.
    pub best: Option<Move>,
    /// The engine's best line in the position before it, from its best move (empty without
    /// one).
    pub line: Vec<Move>,
    /// How bad it was, if it was.
    pub judgement: Option<Judgement>,
    /// The clock comment (`[%clk …]`) the game had after it, kept for the annotated PGN.
    pub clock: Option<String>,
    /// The time its mover spent on it, where the game's clock comments tell it
    /// ([`time_spent`]).
    pub spent: Option<Duration>,
}

/// A game with an evaluation of every position.
#[derive(Debug, Clone)]
pub struct Analysis {
    /// The game's tags, in the order read.
    pub tags: Vec<(String, String)>,
    /// The start position.
    pub initial: Chess,
    /// The evaluation of the start position.
    pub start: Eval,
    /// The moves.
    pub moves: Vec<AnalysedMove>,
    /// The result, as PGN writes it.
    pub result: String,
}

/// The evaluation of a position with no legal move (checkmate, stalemate), which the engine
/// is not asked for; `None` where there is a move to play.
pub fn final_eval(pos: &Chess) -> Option<Eval> {
    if pos.is_checkmate() {
        Some(Eval::Mate {
            winner: !pos.turn(),
            moves: 0,
        })
    } else if pos.is_stalemate() {
        Some(Eval::Cp(0))
    } else {
        None
    }
}

/// The `[%clk …]` command of a move's comments, if one has it.
pub fn clock_of(comments: &[String]) -> Option<String> {
    comments.iter().find_map(|c| {
        let at = c.find("[%clk")?;
        let end = c[at..].find(']')?;
        Some(c[at..=at + end].to_owned())
    })
}

/// The base time and increment of a PGN `TimeControl` tag's first period (`300+2`,
/// `40/7200:3600`, `5400+30`), in seconds; `None` for anything else (`-`, `?`, a sandclock).
pub fn time_control(tag: &str) -> Option<(Duration, Duration)> {
    let first = tag.split(':').next()?.trim();
    let period = first.split_once('/').map_or(first, |(_, t)| t);
    let (base, inc) = period.split_once('+').unwrap_or((period, "0"));
    let base: u64 = base.trim().parse().ok()?;
    let inc: u64 = inc.trim().parse().ok()?;
    Some((Duration::from_secs(base), Duration::from_secs(inc)))
}

/// The time spent on each move, from the clock readings after the moves (`clocks[i]` after
/// move `i`, the first move's mover `first`) and the game's time control: the mover's
/// previous reading (or the base time before its first move) plus the increment, less the
/// reading after the move. `None` where a reading is missing or the clock went up by more
/// than the increment (time added).
pub fn time_spent(
    clocks: &[Option<Duration>],
    control: Option<(Duration, Duration)>,
) -> Vec<Option<Duration>> {
    let inc = control.map_or(Duration::ZERO, |(_, i)| i);
    let mut last = [control.map(|(b, _)| b); 2];
    clocks
        .iter()
        .enumerate()
        .map(|(i, now)| {
            let side = i % 2;
            let before = last[side];
            last[side] = *now;
            (before? + inc).checked_sub((*now)?)
        })
        .collect()
}

/// The analysis as lines for a screen reader, in `lang`: the start position's evaluation,
/// then one line per move with its evaluation and, for a move judged bad, its judgement and
/// the better move.
pub fn text(a: &Analysis, lang: Lang) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        msg::analyse_start(lang, eval_words(a.start, lang))
    );
    let mut pos = a.initial.clone();
    for m in &a.moves {
        let number = pos.fullmoves().get();
        let mover = pos.turn();
        let said = words(&pos, m.played, lang, Style::default());
        let mut line = msg::analyse_move(
            lang,
            colour_key(mover),
            eval_words(m.eval, lang),
            said,
            number,
        );
        if let Some(j) = m.judgement {
            let better = m
                .best
                .filter(|b| *b != m.played)
                .map(|b| words(&pos, b, lang, Style::default()));
            line.push(' ');
            line.push_str(&match better {
                Some(b) => msg::analyse_judged_better(lang, b, j.key()),
                None => msg::analyse_judged(lang, j.key()),
            });
            if m.best.is_some_and(|b| b != m.played) && m.line.len() > 1 {
                line.push(' ');
                line.push_str(&msg::analyse_line(lang, line_words(&pos, &m.line, lang)));
            }
        }
        if let Some(spent) = m.spent {
            line.push(' ');
            line.push_str(&msg::analyse_spent(
                lang,
                crate::clock::phrases::duration(spent, lang),
            ));
        }
        let _ = writeln!(out, "{line}");
        pos.play_unchecked(m.played);
    }
    out
}

/// The moves of `line` from `pos` in words, one after the other.
fn line_words(pos: &Chess, line: &[Move], lang: Lang) -> String {
    let mut at = pos.clone();
    let mut said = Vec::with_capacity(line.len());
    for m in line {
        said.push(words(&at, *m, lang, Style::default()));
        at.play_unchecked(*m);
    }
    said.join(", ")
}

/// The moves of `line` from `pos` as a PGN variation: `( 12... Nf6 13. Nc3 Be7 )`.
fn variation(pos: &Chess, line: &[Move]) -> String {
    let mut at = pos.clone();
    let mut out = String::from("(");
    for (i, m) in line.iter().enumerate() {
        let number = at.fullmoves().get();
        if at.turn().is_white() {
            let _ = write!(out, " {number}.");
        } else if i == 0 {
            let _ = write!(out, " {number}...");
        }
        let _ = write!(
            out,
            " {}",
            SanPlus::from_move_and_play_unchecked(&mut at, *m)
        );
    }
    out.push_str(" )");
    out
}

fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The analysis as an annotated PGN (lichess's form): the game's tags, each move with `{ [%eval …] }` (and its
/// `[%clk …]` when it had one), the NAG of a bad move (`$6`, `$2`, `$4`) and the better move
/// as a variation.
pub fn pgn(a: &Analysis) -> String {
    let mut out = String::new();
    let value = |name: &str| a.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v);
    for name in crate::pgn::SEVEN_TAGS {
        let v = if name == "Result" {
            a.result.as_str()
        } else {
            value(name).map_or("?", String::as_str)
        };
        let _ = writeln!(out, "[{name} \"{}\"]", escape(v));
    }
    for (name, v) in &a.tags {
        if crate::pgn::SEVEN_TAGS.contains(&name.as_str()) || name == "FEN" || name == "SetUp" {
            continue;
        }
        let _ = writeln!(out, "[{name} \"{}\"]", escape(v));
    }
    if a.initial != Chess::default() {
        let fen = shakmaty::fen::Fen::from_position(&a.initial, shakmaty::EnPassantMode::Legal);
        let _ = writeln!(out, "[SetUp \"1\"]\n[FEN \"{fen}\"]");
    }
    out.push('\n');
    // The start position's evaluation is said in the text only: a comment before the first
    // move is where many readers look for the game's introduction.
    let mut tokens: Vec<String> = Vec::new();
    let mut pos = a.initial.clone();
    let mut interrupted = true;
    for m in &a.moves {
        let number = pos.fullmoves().get();
        let white = pos.turn().is_white();
        if white {
            tokens.push(format!("{number}."));
        } else if interrupted {
            tokens.push(format!("{number}..."));
        }
        let before = pos.clone();
        tokens.push(SanPlus::from_move_and_play_unchecked(&mut pos, m.played).to_string());
        if let Some(j) = m.judgement {
            tokens.push(format!("${}", j.nag()));
        }
        let mut comment = Vec::new();
        if let Some(e) = pgn_eval(m.eval) {
            comment.push(format!("[%eval {e}]"));
        }
        comment.extend(m.clock.iter().map(|c| c.replace('}', ")")));
        interrupted = !comment.is_empty();
        if interrupted {
            tokens.push(format!("{{ {} }}", comment.join(" ")));
        }
        if m.judgement.is_some() && m.best.is_some_and(|b| b != m.played) {
            // Written as one token per move, so that a long line wraps between moves.
            tokens.extend(
                variation(&before, &m.line)
                    .split(' ')
                    .map(str::to_owned)
                    .collect::<Vec<_>>(),
            );
            interrupted = true;
        }
    }
    tokens.push(a.result.clone());
    crate::pgn::push_movetext(&mut out, tokens);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn winning_chances_are_lichess_s() {
        assert!(winning_chances(0).abs() < 1e-12);
        // 2 / (1 + e^(-0.368208)) - 1 = 0.18205...
        assert!((winning_chances(100) - 0.182_05).abs() < 1e-4);
        assert!((winning_chances(-100) + 0.182_05).abs() < 1e-4);
        // Capped at 1000 centipawns.
        assert_eq!(winning_chances(5000), winning_chances(1000));
        assert!((win_percent(Eval::Cp(0)) - 50.0).abs() < 1e-12);
        assert!((win_percent(Eval::Cp(100)) - 59.1026).abs() < 1e-3);
        let mate = |winner, moves| Eval::Mate { winner, moves };
        assert_eq!(win_percent(mate(Color::White, 3)), 100.0);
        assert_eq!(win_percent(mate(Color::Black, 1)), 0.0);
    }

    #[test]
    fn scores_are_read_from_the_side_to_move() {
        let w = Color::White;
        let b = Color::Black;
        assert_eq!(Eval::from_engine(Score::Centipawns(30), w), Eval::Cp(30));
        assert_eq!(Eval::from_engine(Score::Centipawns(30), b), Eval::Cp(-30));
        assert_eq!(
            Eval::from_engine(Score::Mate(2), b),
            Eval::Mate {
                winner: b,
                moves: 2
            }
        );
        assert_eq!(
            Eval::from_engine(Score::Mate(-1), b),
            Eval::Mate {
                winner: w,
                moves: 1
            }
        );
    }

    #[test]
    fn moves_are_judged_by_the_lost_winning_chances() {
        let w = Color::White;
        let b = Color::Black;
        let cp = Eval::Cp;
        // Level to -1.0: chances 0 to -0.182: an inaccuracy for White.
        assert_eq!(judge(cp(0), cp(-100), w), Some(Judgement::Inaccuracy));
        assert_eq!(judge(cp(0), cp(-50), w), None);
        // 0 to -1.2: -0.216, a mistake; to -2.0: -0.352, a blunder.
        assert_eq!(judge(cp(0), cp(-120), w), Some(Judgement::Mistake));
        assert_eq!(judge(cp(0), cp(-200), w), Some(Judgement::Blunder));
        // The same for Black, mirrored; a gain is no fault.
        assert_eq!(judge(cp(0), cp(200), b), Some(Judgement::Blunder));
        assert_eq!(judge(cp(0), cp(-200), b), None);
        // Far ahead, a pawn more or less hardly changes the chances.
        assert_eq!(judge(cp(900), cp(700), w), None);
        let mate = |winner, moves| Eval::Mate { winner, moves };
        // A mate walked into.
        assert_eq!(judge(cp(20), mate(b, 3), w), Some(Judgement::Blunder));
        assert_eq!(judge(cp(-800), mate(b, 3), w), Some(Judgement::Mistake));
        assert_eq!(judge(cp(-1200), mate(b, 3), w), Some(Judgement::Inaccuracy));
        // A mate given away.
        assert_eq!(judge(mate(w, 2), cp(300), w), Some(Judgement::Blunder));
        assert_eq!(judge(mate(w, 2), cp(800), w), Some(Judgement::Mistake));
        assert_eq!(judge(mate(w, 2), cp(1500), w), Some(Judgement::Inaccuracy));
        assert_eq!(judge(mate(w, 2), mate(b, 4), w), Some(Judgement::Blunder));
        // A mate delayed, or played: no fault.
        assert_eq!(judge(mate(w, 2), mate(w, 3), w), None);
        assert_eq!(judge(mate(w, 1), mate(w, 0), w), None);
        assert_eq!(judge(cp(200), mate(w, 4), w), None);
    }

    #[test]
    fn standings_have_their_thresholds() {
        assert_eq!(standing(0), Standing::Equal);
        assert_eq!(standing(-49), Standing::Equal);
        assert_eq!(standing(50), Standing::Slightly(Color::White));
        assert_eq!(standing(-149), Standing::Slightly(Color::Black));
        assert_eq!(standing(150), Standing::Clearly(Color::White));
        assert_eq!(standing(-300), Standing::Winning(Color::Black));
    }

    #[test]
    fn evaluations_are_written_and_said() {
        assert_eq!(pgn_eval(Eval::Cp(35)).as_deref(), Some("0.35"));
        assert_eq!(pgn_eval(Eval::Cp(-120)).as_deref(), Some("-1.20"));
        assert_eq!(pgn_eval(Eval::Cp(-5)).as_deref(), Some("-0.05"));
        let mate = |winner, moves| Eval::Mate { winner, moves };
        assert_eq!(pgn_eval(mate(Color::White, 3)).as_deref(), Some("#3"));
        assert_eq!(pgn_eval(mate(Color::Black, 2)).as_deref(), Some("#-2"));
        assert_eq!(pgn_eval(mate(Color::Black, 0)), None);
        assert_eq!(
            eval_words(Eval::Cp(120), Lang::En),
            "White is slightly better, plus one point two"
        );
        assert_eq!(
            eval_words(Eval::Cp(-4), Lang::En),
            "The position is equal, zero point zero"
        );
        assert_eq!(
            eval_words(Eval::Cp(120), Lang::De),
            "Weiß steht etwas besser, plus eins Komma zwei"
        );
        assert_eq!(
            eval_words(mate(Color::White, 3), Lang::En),
            "White mates in three moves"
        );
        assert_eq!(
            eval_words(mate(Color::White, 3), Lang::De),
            "Matt in drei Zügen für Weiß"
        );
    }

    #[test]
    fn time_spent_is_read_from_the_clock_comments() {
        let s = Duration::from_secs;
        assert_eq!(time_control("300+2"), Some((s(300), s(2))));
        assert_eq!(time_control("40/7200:3600"), Some((s(7200), s(0))));
        assert_eq!(time_control("-"), None);
        let clocks = [Some(s(299)), Some(s(290)), Some(s(280)), None, Some(s(300))];
        assert_eq!(
            time_spent(&clocks, Some((s(300), s(2)))),
            [Some(s(3)), Some(s(12)), Some(s(21)), None, None]
        );
        // Without a time control, the first move of each side has no time.
        assert_eq!(time_spent(&clocks[..3], None), [None, None, Some(s(19))]);
    }

    #[test]
    fn clock_comments_are_found() {
        assert_eq!(
            clock_of(&["good [%clk 0:04:58] idea".into()]).as_deref(),
            Some("[%clk 0:04:58]")
        );
        assert_eq!(clock_of(&["nothing".into()]), None);
    }
}
