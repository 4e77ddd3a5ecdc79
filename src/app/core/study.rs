//! A game loaded for study (`rochade study FILE.pgn`): its moves with their comments, NAGs and
//! variations, and where the player is in it. The player steps through the line being read
//! (`next`, `previous`, `move N`), into a variation of the move just said (`variation`,
//! `variation 2`), one level out of it (`back`) or out of every variation (`back to game`).
//!
//! The cursor is a path into the tree: the plies read on the main line, and for each
//! variation entered which one it is and the plies read in it. Inside a variation, the line
//! above stands at the position before the move the variation replaces. After each step the
//! record is made anew from the moves on the path (nothing is recorded: no entry leaves the
//! core), so that every question about the board answers for the position reached.

use shakmaty::{Chess, KnownOutcome, Move, Outcome, Position};

use super::{Effect, Priority, State};
use crate::i18n::msg;
use crate::pgn::{Note, PgnGame, Variation};
use crate::record::{Actor, Record};
use crate::scoresheet::{Event, Scoresheet};

/// A game loaded for study and the player's place in it.
#[derive(Debug, Clone)]
pub struct Study {
    /// The game as read: its start, moves and notes.
    game: PgnGame,
    /// Plies read on the main line; inside a variation, the plies before the move it replaces.
    at: usize,
    /// The variations entered, outermost first.
    path: Vec<Step>,
}

/// One variation entered: which of the variations of its move (from 0), and the plies read
/// in it (inside a deeper one, those before the move that one replaces).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Step {
    nth: usize,
    at: usize,
}

/// One line of the tree: the main line or a variation.
#[derive(Clone, Copy)]
struct Line<'a> {
    lead: &'a [Note],
    moves: &'a [Move],
    notes: &'a [Vec<Note>],
}

impl<'a> Line<'a> {
    fn of(v: &'a Variation) -> Line<'a> {
        Line {
            lead: &v.lead,
            moves: &v.moves,
            notes: &v.notes,
        }
    }

    /// The notes after move `i` (none past the end).
    fn after(self, i: usize) -> &'a [Note] {
        self.notes.get(i).map_or(&[][..], Vec::as_slice)
    }

    /// The variations that replace move `i`, in the order written.
    fn variations(self, i: usize) -> Vec<&'a Variation> {
        self.after(i)
            .iter()
            .filter_map(|n| match n {
                Note::Variation(v) => Some(v),
                _ => None,
            })
            .collect()
    }
}

impl Study {
    /// A study of `game`, at its starting position.
    pub fn new(game: PgnGame) -> Study {
        Study {
            game,
            at: 0,
            path: Vec::new(),
        }
    }

    /// The game studied.
    pub fn game(&self) -> &PgnGame {
        &self.game
    }

    /// How deep in variations the player is (0: in the game).
    pub fn depth(&self) -> usize {
        self.path.len()
    }

    /// The moves from the start to the position reached.
    pub fn moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        let mut line = self.main();
        let mut at = self.at;
        for step in &self.path {
            moves.extend_from_slice(&line.moves[..at.min(line.moves.len())]);
            let Some(v) = line.variations(at).get(step.nth).copied() else {
                return moves;
            };
            line = Line::of(v);
            at = step.at;
        }
        moves.extend_from_slice(&line.moves[..at.min(line.moves.len())]);
        moves
    }

    fn main(&self) -> Line<'_> {
        Line {
            lead: &self.game.lead,
            moves: &self.game.moves,
            notes: &self.game.notes,
        }
    }

    /// The line being read and the plies read in it.
    fn here(&self) -> (Line<'_>, usize) {
        let mut line = self.main();
        let mut at = self.at;
        for step in &self.path {
            match line.variations(at).get(step.nth) {
                Some(v) => {
                    line = Line::of(v);
                    at = step.at;
                }
                None => break,
            }
        }
        (line, at)
    }

    /// The plies read in the line being read, to change.
    fn at_mut(&mut self) -> &mut usize {
        match self.path.last_mut() {
            Some(step) => &mut step.at,
            None => &mut self.at,
        }
    }
}

/// The position after `moves` from `initial`.
fn position_after(initial: &Chess, moves: &[Move]) -> Chess {
    let mut pos = initial.clone();
    for m in moves {
        pos.play_unchecked(*m);
    }
    pos
}

/// The record of the position reached: the start and the moves on the path, made anew (no
/// entry of it is handed to the shell, so nothing is journalled).
fn record_of(study: &Study) -> Record {
    let initial = study.game.initial.clone();
    let sheet = Scoresheet::from_position(initial, crate::game::GameRules::default());
    let mut record = Record::of_new_sheet(sheet);
    for m in study.moves() {
        let by = record.sheet().game().position().turn();
        let event = Event::Move {
            uci: crate::scoresheet::move_to_uci(m),
            clock: None,
            recorded: true,
        };
        // Every move of the tree was legal when it was read: one refused ends the path.
        if record.append(Actor::Player(by), event, |_| None).is_err() {
            break;
        }
    }
    record
}

/// The sentence of a move played from `before`, said as the narrator says it.
fn move_sentence(state: &State, before: &Chess, m: Move) -> String {
    let words = crate::notation::words(before, m, state.lang, Default::default());
    let colour = crate::i18n::colour_key(before.turn());
    msg::study_move(state.lang, colour, words, before.fullmoves().get())
}

/// What a comment says aloud: its text without embedded commands (`[%clk …]`), on one line;
/// empty when nothing is left.
fn comment_words(text: &str) -> String {
    crate::batch::without_commands(text)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The sentences of notes: each NAG in words, each comment; variations are said apart.
fn note_sentences(state: &State, notes: &[Note], said: &mut Vec<String>) {
    for n in notes {
        match n {
            Note::Nag(0) | Note::Variation(_) => {}
            Note::Nag(nag) => {
                let words = msg::batch_nag(state.lang, *nag);
                said.push(msg::study_nag(state.lang, words));
            }
            Note::Comment(text) => {
                let text = comment_words(text);
                if !text.is_empty() {
                    said.push(msg::study_comment(state.lang, text));
                }
            }
        }
    }
}

/// What is said of the position reached: the move that led there with its NAGs and comments,
/// the variations that start at it, and the end of the line when it is; at a line's start,
/// that it is the start, with the comments before its first move.
fn position_sentences(state: &State, study: &Study) -> Vec<String> {
    let lang = state.lang;
    let (line, at) = study.here();
    let mut said = Vec::new();
    if at == 0 {
        said.push(if study.depth() == 0 {
            msg::study_start(lang)
        } else {
            msg::study_variation_start(lang)
        });
        note_sentences(state, line.lead, &mut said);
        return said;
    }
    let path = study.moves();
    let before = position_after(&study.game.initial, &path[..path.len() - 1]);
    said.push(move_sentence(state, &before, line.moves[at - 1]));
    note_sentences(state, line.after(at - 1), &mut said);
    let variations = line.variations(at - 1);
    if let Some(first) = variations.first().and_then(|v| v.moves.first()) {
        let first = crate::notation::words(&before, *first, lang, Default::default());
        said.push(msg::study_variations(lang, variations.len(), first));
    }
    if at == line.moves.len() {
        said.extend(line_end(state, study));
    }
    said
}

/// The end of the line being read: of the game with its result, or of the variation.
fn line_end(state: &State, study: &Study) -> Vec<String> {
    let lang = state.lang;
    if study.depth() > 0 {
        return vec![msg::study_line_end(lang)];
    }
    let mut said = vec![msg::study_game_end(lang)];
    let result = match study.game.result {
        Outcome::Known(KnownOutcome::Decisive { winner }) => Some(crate::i18n::colour_key(winner)),
        Outcome::Known(KnownOutcome::Draw) => Some("draw"),
        Outcome::Unknown => None,
    };
    if let Some(result) = result {
        said.push(msg::study_result(lang, result));
    }
    said
}

impl State {
    /// Turns this session into the study of `game` (`rochade study`): its starting position,
    /// no clock, nothing recorded; the moves and commands typed go through the study
    /// ([`Study`]).
    pub fn study(&mut self, game: PgnGame) {
        let study = Study::new(game);
        self.table.record = record_of(&study);
        self.table.clock = None;
        self.study = Some(Box::new(study));
    }

    /// The game loaded for study, when this session is one.
    pub fn studied(&self) -> Option<&Study> {
        self.study.as_deref()
    }
}

/// The start of a study: what it is, the players, how to go through it, and the comments
/// before the first move.
pub(super) fn begin(state: &mut State, out: &mut Vec<Effect>) {
    let Some(study) = state.study.as_deref() else {
        return;
    };
    let lang = state.lang;
    let mut said = Vec::new();
    if let (Some(white), Some(black)) = (
        study
            .game
            .tag("White")
            .filter(|n| !n.is_empty() && *n != "?"),
        study
            .game
            .tag("Black")
            .filter(|n| !n.is_empty() && *n != "?"),
    ) {
        said.push(msg::study_players(lang, black.to_owned(), white.to_owned()));
    }
    let first = study.game.initial.fullmoves().get();
    let plies = study.game.moves.len();
    // How many numbered moves the player will hear (from the first move's number to the
    // last's).
    let last = if plies == 0 {
        0
    } else {
        let before = position_after(&study.game.initial, &study.game.moves[..plies - 1]);
        before.fullmoves().get() + 1 - first
    };
    said.push(msg::study_begin(lang, last));
    note_sentences(state, &study.game.lead, &mut said);
    for text in said {
        state.say(out, text, Priority::Normal);
    }
}

/// Goes to the place `study` now holds: the record is made anew and the position said, as a
/// read-back.
fn arrive(state: &mut State, study: Box<Study>, first: Option<String>, out: &mut Vec<Effect>) {
    state.table.record = record_of(&study);
    let mut said: Vec<String> = first.into_iter().collect();
    said.extend(position_sentences(state, &study));
    state.study = Some(study);
    // The sentences of a step queue and are heard whole (a query would replace the one
    // waiting before it); the next step cuts what is left of this one.
    state.read_back(out, said);
}

/// `next` and `previous` in the line being read; at either end, where the player stays is
/// said.
pub(super) fn step(state: &mut State, forward: bool, out: &mut Vec<Effect>) {
    let Some(study) = state.study.as_deref() else {
        return;
    };
    let lang = state.lang;
    let (line, at) = study.here();
    let refusal = match (forward, at) {
        (true, at) if at >= line.moves.len() => Some(line_end(state, study).join(" ")),
        (false, 0) if study.depth() == 0 => Some(msg::study_first(lang)),
        (false, 0) => Some(msg::study_variation_first(lang)),
        _ => None,
    };
    if let Some(text) = refusal {
        return state.refuse_with(out, text);
    }
    let Some(mut study) = state.study.take() else {
        return;
    };
    let at = study.at_mut();
    *at = if forward { *at + 1 } else { *at - 1 };
    arrive(state, study, None, out);
}

/// `move N` in the line being read: White's move N, or the first move of that number.
pub(super) fn to_move(state: &mut State, args: &[String], out: &mut Vec<Effect>) {
    let Some(study) = state.study.as_deref() else {
        return;
    };
    let number = match args {
        [n] => n.parse::<u32>().ok().filter(|n| *n > 0),
        _ => None,
    };
    let Some(number) = number else {
        let text = crate::app::phrases::bad_number(state.lang, &args.join(" "));
        return state.refuse_with(out, text);
    };
    let (line, _) = study.here();
    // The position where the line being read starts.
    let path = study.moves();
    let (_, at) = study.here();
    let mut pos = position_after(&study.game.initial, &path[..path.len() - at]);
    let mut found = None;
    for (i, m) in line.moves.iter().enumerate() {
        if pos.fullmoves().get() == number {
            found = Some(i + 1);
            break;
        }
        pos.play_unchecked(*m);
    }
    let Some(to) = found else {
        let said = args.join(" ");
        return state.refuse_with(out, msg::study_no_move(state.lang, said));
    };
    let Some(mut study) = state.study.take() else {
        return;
    };
    *study.at_mut() = to;
    arrive(state, study, None, out);
}

/// `variation` (`variation N`): into the first (the N-th) variation that replaces the move
/// just said; its first move is said.
pub(super) fn enter(state: &mut State, args: &[String], out: &mut Vec<Effect>) {
    let lang = state.lang;
    let Some(study) = state.study.as_deref() else {
        return state.refuse_with(out, msg::study_none(lang));
    };
    let (line, at) = study.here();
    let count = at.checked_sub(1).map_or(0, |i| line.variations(i).len());
    let number = match args {
        [] => Some(1),
        [n] => n.parse::<usize>().ok().filter(|n| *n > 0),
        _ => None,
    };
    let refusal = match number {
        _ if count == 0 => Some(msg::study_no_variation(lang)),
        Some(n) if n <= count => None,
        _ => Some(msg::study_no_such_variation(lang, count, args.join(" "))),
    };
    if let Some(text) = refusal {
        return state.refuse_with(out, text);
    }
    let n = number.unwrap_or(1);
    let Some(mut study) = state.study.take() else {
        return;
    };
    *study.at_mut() -= 1;
    study.path.push(Step { nth: n - 1, at: 1 });
    let entered = msg::study_entered(lang, count, n);
    let mut first = vec![entered];
    let (line, _) = study.here();
    note_sentences(state, line.lead, &mut first);
    arrive(state, study, Some(first.join(" ")), out);
}

/// `back`: one variation out, to the move it replaces in the line above; `back to game`
/// (`all`): out of every variation, to the move of the game where they branch.
pub(super) fn leave(state: &mut State, all: bool, out: &mut Vec<Effect>) {
    let lang = state.lang;
    let Some(study) = state.study.as_deref() else {
        return state.refuse_with(out, msg::study_none(lang));
    };
    if study.depth() == 0 {
        return state.refuse_with(out, msg::study_in_game(lang));
    }
    let Some(mut study) = state.study.take() else {
        return;
    };
    if all {
        study.path.clear();
    } else {
        study.path.pop();
    }
    *study.at_mut() += 1;
    let said = if study.depth() == 0 {
        msg::study_back_game(lang)
    } else {
        msg::study_back_variation(lang)
    };
    arrive(state, study, Some(said), out);
}

/// A move or a command that changes the game, typed in a study: refused, with what works.
pub(super) fn not_here(state: &mut State, out: &mut Vec<Effect>) {
    let text = msg::study_not_here(state.lang);
    state.refuse_with(out, text);
}
