//! The few UCI lines the game needs, read and written through `shakmaty-uci`: which output
//! lines are kept, the strength options, and the `go` of a move.

use std::time::Duration;

use shakmaty::Color;
use shakmaty::uci::UciMove;
use shakmaty_uci::{UciMessage, UciOptionConfig, UciTimeControl};

use super::{Score, Situation, Times};
use crate::limits::BoundedLine;

/// A line of the engine's output that the game needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Line {
    /// A message read.
    Message(UciMessage),
    /// A `bestmove` line that does not read (its beginning, for the player to hear).
    BadBestMove(String),
    /// The evaluation of an `info` line (`score cp N`, `score mate N`; a bound is not kept),
    /// with the first moves of its `pv` (at most [`MAX_PV`]; none when it has none).
    Score(Score, Vec<UciMove>),
}

/// The most moves of an `info` line's `pv` kept.
pub(super) const MAX_PV: usize = 8;

/// The most `option` lines kept from one engine: a real one lists a few dozen.
pub(super) const MAX_OPTIONS: usize = 256;

/// What the reader keeps of one line of output: `None` for the lines the game does not need
/// (`info` without an exact score, and anything it does not know), which are dropped at once;
/// of an `info` line only its score is read.
pub(super) fn keep(line: &BoundedLine) -> Option<Line> {
    let (text, whole) = match line {
        BoundedLine::Text(t) => (t.as_str(), true),
        BoundedLine::TooLong { start, .. } => (start.as_str(), false),
    };
    let text = text.trim();
    let word = text.split_whitespace().next().unwrap_or_default();
    match word {
        "id" | "option" | "uciok" | "readyok" if whole => text.parse().ok().map(Line::Message),
        "info" => score(text).map(|s| Line::Score(s, pv(text))),
        "bestmove" => match text.parse() {
            Ok(m) if whole => Some(Line::Message(m)),
            _ => Some(Line::BadBestMove(short(text))),
        },
        _ => None,
    }
}

/// The exact score of an `info` line: `score cp N` or `score mate N`, not followed by
/// `lowerbound` or `upperbound`.
fn score(text: &str) -> Option<Score> {
    let mut words = text
        .split_whitespace()
        .skip_while(|w| *w != "score")
        .skip(1);
    let kind = words.next()?;
    let value: i32 = words.next()?.parse().ok()?;
    if matches!(words.next(), Some("lowerbound" | "upperbound")) {
        return None;
    }
    match kind {
        "cp" => Some(Score::Centipawns(value)),
        "mate" => Some(Score::Mate(value)),
        _ => None,
    }
}

/// The first moves of the `pv` of an `info` line (it comes last), at most [`MAX_PV`], up to
/// the first word that is no move.
fn pv(text: &str) -> Vec<UciMove> {
    text.split_whitespace()
        .skip_while(|w| *w != "pv")
        .skip(1)
        .map_while(|w| w.parse::<UciMove>().ok())
        .take(MAX_PV)
        .collect()
}

/// At most the first 40 characters of `text`, to be said.
fn short(text: &str) -> String {
    let rest = text.strip_prefix("bestmove").unwrap_or(text).trim();
    rest.chars().take(40).collect()
}

/// The strength the engine plays at, as it was set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Strength {
    /// Limited to this Elo (`UCI_LimitStrength`, `UCI_Elo`).
    Elo(i64),
    /// The engine's `Skill Level`, when it offers no Elo.
    Level(i64),
    /// Not limited.
    Full,
}

/// The options that set the strength `elo` among the engine's `options`: `UCI_Elo` (within the
/// engine's own bounds) where it offers it with `UCI_LimitStrength`, else `Skill Level`, from
/// Elo 800 (its lowest) to 2800 (its highest) in even steps; with neither, nothing.
pub(super) fn strength(
    options: &[UciOptionConfig],
    elo: Option<u32>,
) -> (Vec<UciMessage>, Strength) {
    let Some(elo) = elo else {
        return (Vec::new(), Strength::Full);
    };
    let elo = i64::from(elo);
    let spin = |wanted: &str| {
        options.iter().find_map(|o| match o {
            UciOptionConfig::Spin { name, min, max, .. } if name.eq_ignore_ascii_case(wanted) => {
                Some((*min, *max))
            }
            _ => None,
        })
    };
    let limits = options.iter().any(|o| {
        matches!(o, UciOptionConfig::Check { name, .. } if name.eq_ignore_ascii_case("UCI_LimitStrength"))
    });
    let set = |name: &str, value: String| UciMessage::SetOption {
        name: name.to_owned(),
        value: Some(value),
    };
    if let (true, Some((min, max))) = (limits, spin("UCI_Elo")) {
        let value = clamp(elo, min, max);
        return (
            vec![
                set("UCI_LimitStrength", "true".to_owned()),
                set("UCI_Elo", value.to_string()),
            ],
            Strength::Elo(value),
        );
    }
    if let Some((min, max)) = spin("Skill Level") {
        let lo = min.unwrap_or(0);
        let hi = max.unwrap_or(20).max(lo);
        let share = (elo.clamp(800, 2800) - 800) as f64 / 2000.0;
        let level = lo + ((hi - lo) as f64 * share).round() as i64;
        let level = level.clamp(lo, hi);
        return (
            vec![set("Skill Level", level.to_string())],
            Strength::Level(level),
        );
    }
    (Vec::new(), Strength::Full)
}

fn clamp(value: i64, min: Option<i64>, max: Option<i64>) -> i64 {
    let value = min.map_or(value, |m| value.max(m));
    max.map_or(value, |m| value.min(m))
}

/// The `position` of `s`: from the standard start or its FEN, with the moves completed.
pub(super) fn position(s: &Situation) -> UciMessage {
    UciMessage::Position {
        startpos: s.fen.is_none(),
        fen: s.fen.clone(),
        moves: s.moves.clone(),
    }
}

/// The `go` of a move: both clocks and increments (and the moves to go) when the game has a
/// clock, else a fixed thinking time. Returns it with the longest the engine may think.
pub(super) fn go(clock: Option<&Times>, side: Color, movetime: Duration) -> (UciMessage, Duration) {
    match clock {
        Some(t) => (
            UciMessage::Go {
                time_control: Some(UciTimeControl::TimeLeft {
                    white_time: Some(t.white),
                    black_time: Some(t.black),
                    white_increment: Some(t.white_increment),
                    black_increment: Some(t.black_increment),
                    moves_to_go: t.moves_to_go.and_then(|m| u8::try_from(m).ok()),
                }),
                search_control: None,
            },
            t.remaining(side),
        ),
        None => (UciMessage::go_movetime(movetime), movetime),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Option<Line> {
        keep(&BoundedLine::Text(text.to_owned()))
    }

    #[test]
    fn only_the_lines_the_game_needs_are_kept() {
        assert_eq!(read("uciok"), Some(Line::Message(UciMessage::UciOk)));
        assert_eq!(
            read("  readyok  "),
            Some(Line::Message(UciMessage::ReadyOk))
        );
        // Of an info line only an exact score is kept.
        assert_eq!(
            read("info depth 12 score cp 31 pv e2e4"),
            Some(Line::Score(
                Score::Centipawns(31),
                vec![UciMove::from_ascii(b"e2e4").unwrap_or_else(|e| panic!("{e}"))]
            ))
        );
        assert_eq!(
            read("info depth 9 seldepth 12 score mate -3 nodes 100"),
            Some(Line::Score(Score::Mate(-3), Vec::new()))
        );
        assert!(read("info depth 12 score cp 31 lowerbound pv e2e4").is_none());
        assert!(read("info depth 12 nodes 5000 nps 100000").is_none());
        assert!(read("info string score cp x").is_none());
        assert!(read("Stockfish 15.1 by the Stockfish developers").is_none());
        match read("id name Stockfish 15.1") {
            Some(Line::Message(UciMessage::Id { name, .. })) => {
                assert_eq!(name.as_deref(), Some("Stockfish 15.1"));
            }
            other => panic!("{other:?}"),
        }
        match read("option name Skill Level type spin default 20 min 0 max 20") {
            Some(Line::Message(UciMessage::Option(UciOptionConfig::Spin {
                name, max, ..
            }))) => {
                assert_eq!(name, "Skill Level");
                assert_eq!(max, Some(20));
            }
            other => panic!("{other:?}"),
        }
        match read("bestmove e7e5 ponder g1f3") {
            Some(Line::Message(UciMessage::BestMove { best_move, .. })) => {
                assert_eq!(best_move.to_string(), "e7e5");
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            read("bestmove (none)"),
            Some(Line::BadBestMove("(none)".into()))
        );
        assert_eq!(read("bestmove"), Some(Line::BadBestMove(String::new())));
        // A cut line is never read as a move.
        let cut = BoundedLine::TooLong {
            start: "bestmove e2e4".into(),
            bytes: 99_999,
        };
        assert_eq!(keep(&cut), Some(Line::BadBestMove("e2e4".into())));
    }

    fn options(lines: &[&str]) -> Vec<UciOptionConfig> {
        lines
            .iter()
            .filter_map(|l| match read(l) {
                Some(Line::Message(UciMessage::Option(o))) => Some(o),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn strength_is_elo_within_the_engines_bounds_else_its_skill_level() {
        let stockfish = options(&[
            "option name Skill Level type spin default 20 min 0 max 20",
            "option name UCI_LimitStrength type check default false",
            "option name UCI_Elo type spin default 1350 min 1350 max 2850",
        ]);
        let (set, s) = strength(&stockfish, Some(1000));
        assert_eq!(s, Strength::Elo(1350));
        let said: Vec<String> = set.iter().map(ToString::to_string).collect();
        assert_eq!(
            said,
            [
                "setoption name UCI_LimitStrength value true",
                "setoption name UCI_Elo value 1350"
            ]
        );
        assert_eq!(strength(&stockfish, Some(1800)).1, Strength::Elo(1800));
        assert_eq!(strength(&stockfish, None).1, Strength::Full);
        let skill = options(&["option name Skill Level type spin default 20 min 0 max 20"]);
        assert_eq!(strength(&skill, Some(1800)).1, Strength::Level(10));
        assert_eq!(strength(&skill, Some(100)).1, Strength::Level(0));
        assert_eq!(strength(&[], Some(1500)).1, Strength::Full);
    }

    #[test]
    fn go_tells_both_clocks_or_a_fixed_time() {
        let (go_fixed, think) = go(None, Color::Black, Duration::from_millis(100));
        assert_eq!(go_fixed.to_string(), "go movetime 100");
        assert_eq!(think, Duration::from_millis(100));
        let times = Times {
            white: Duration::from_secs(300),
            black: Duration::from_secs(290),
            white_increment: Duration::from_secs(2),
            black_increment: Duration::from_secs(2),
            moves_to_go: Some(38),
        };
        let (go_clock, think) = go(Some(&times), Color::Black, Duration::from_millis(100));
        let text = go_clock.to_string();
        for part in [
            "wtime 300000",
            "btime 290000",
            "winc 2000",
            "binc 2000",
            "movestogo 38",
        ] {
            assert!(text.contains(part), "{text}");
        }
        assert_eq!(think, Duration::from_secs(290));
    }
}
