//! The arbiters' hall: every board's entries, checked and narrated by the same core a joined
//! board runs (one replica per board: [`crate::app::core::update`] with
//! [`Input::Peer`] carrying the board's entries), so that the hall hears what a board's partner would hear, and
//! refuses what a board's partner would refuse.
//!
//! [`Hall`] holds no socket: [`Hall::message`] takes what the broker delivered and says
//! what to say and which boards to ask for a replay; [`run`] wires it to the broker, the
//! keyboard, speech, the live PGN and the screen.

use std::collections::BTreeMap;
use std::time::Duration;

use shakmaty::{Color, Position};

use crate::app::commands::{HallCommand, hall_command, hall_command_name};
use crate::app::core::{Effect, Input, Link, Message, Options, State, update};
use crate::clock::{Actor, ClockChange};
use crate::hall::summary::summary_of;
use crate::hall::{MAX_MESSAGE, Published, Status, Summary, parse_topic};
use crate::i18n::msg;
use crate::lang::Lang;
use crate::scoresheet::Event as Ev;

/// A line the hall says (and writes).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Said {
    /// The sentence.
    pub text: String,
    /// A flag, a call, boards that differ, an illegal move, a claim, a result, a refused
    /// message: said before anything else.
    pub urgent: bool,
}

/// The lines of `said` as they are said, each with whether it is said as urgent: in the order
/// the boards said them (an illegal move's "Taken back: Pawn a6" before "Black moves again",
/// as on the board; language-3, row 36, heard them the other way round when the urgent line
/// was said first). Every line up to the last urgent one is said as urgent, so that none of
/// them waits behind, or is dropped for, an urgent line after it.
pub fn in_order(said: &[Said]) -> impl Iterator<Item = (&Said, bool)> {
    let last = said.iter().rposition(|s| s.urgent);
    said.iter()
        .enumerate()
        .map(move |(i, s)| (s, last.is_some_and(|l| i <= l)))
}

/// What the hall must do after a message or a command.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Outcome {
    /// What to say, in order.
    pub said: Vec<Said>,
    /// Boards to ask for their entries again, from this number on.
    pub replay: Vec<(u32, u64)>,
    /// The record of a board changed (the live PGN is written again).
    pub changed: bool,
    /// What the screen shows changed.
    pub redraw: bool,
    /// The arbiter ends the hall.
    pub quit: bool,
}

/// One board as the hall knows it.
#[derive(Debug, Clone)]
struct Board {
    /// The hall's copy of the board's game (a joined board's state).
    replica: State,
    /// The newest summary the board published (retained: a hall started later knows the board
    /// from it before the entries come).
    published: Option<Summary>,
    /// The call acknowledged by the arbiter: the record's length when it was.
    acknowledged: Option<usize>,
    /// The replay last asked for (from, when): asked again only after a while.
    asked: Option<(u64, Duration)>,
    /// The game's PGN, made again when an entry is applied.
    pgn: Option<String>,
    /// The board's messages refused, said at most once a minute.
    refusals: Refusals,
    /// Starts of another game that arrived while the game was under way, said at most once a
    /// minute (apart from the other refusals: a flood of those does not hide them).
    breaks: Refusals,
    /// Such a start, held until the board confirms it (it sends it again, or the next entry
    /// of that game) or sends its own game's start again (the held one is dropped).
    held: Option<Published>,
}

/// The messages refused from one board (unreadable, too large, or not fitting its game): the
/// first is said at once, the rest counted and said together once a minute, so that a
/// flood from one account is one line a minute, not one a message.
#[derive(Debug, Clone, Copy, Default)]
struct Refusals {
    /// When a refusal was last said.
    said: Option<Duration>,
    /// Refused since then and not said yet.
    pending: u64,
}

/// How often a board's refused messages are said at most.
pub const REFUSALS_EVERY: Duration = Duration::from_secs(60);

/// After how long a replay is asked for again.
const ASK_AGAIN: Duration = Duration::from_secs(2);

fn replica(lang: Lang) -> State {
    let mut s = State::new(Options {
        lang,
        ..Options::default()
    });
    s.set_link(Link::Joined);
    // The hall only listens: the players' instructions are not relayed to the arbiters.
    s.set_listener();
    s
}

/// What a start entry is to a board's game ([`Board::another_start`]).
enum Another {
    /// Not the start of another game.
    No,
    /// A new game after one that is over, or before anything was played.
    Fresh,
    /// Another game's start while the board's game is under way.
    Breaks,
}

/// What a board's replica answered an entry with.
struct Reply {
    /// What it said.
    texts: Vec<String>,
    /// The entry it asked the board to send again from, if any.
    resend: Option<u64>,
    /// Whether it refused the entry (the board's record is taken again from its start).
    refused: bool,
}

impl Board {
    /// What a start entry `p` is to the board's game: not another game's start, the start of
    /// a new game after one that is over (or before anything was played), or one that breaks
    /// the record of a game under way.
    fn another_start(&self, p: &Published) -> Another {
        let other = p.seq == 0
            && matches!(p.entry.event, Ev::Start(_))
            && self
                .replica
                .log()
                .first()
                .is_some_and(|s| s.game != p.entry.game);
        if !other {
            Another::No
        } else if self.replica.log().len() > 1 && !self.replica.game().is_over() {
            Another::Breaks
        } else {
            Another::Fresh
        }
    }

    /// The replica starts again (a new game on the board).
    fn restart(&mut self, lang: Lang) {
        self.replica = replica(lang);
        self.acknowledged = None;
        self.held = None;
    }

    /// Applies the published entry `p` to the replica at `now`, as a joined board takes the
    /// host's entry: what it answered.
    fn follow(&mut self, p: Published, now: Duration) -> Reply {
        let have = self.replica.log().len() as u64;
        let next = p.seq == have;
        let effects = update(
            &mut self.replica,
            Input::Peer {
                id: 0,
                message: Message::Entry {
                    seq: p.seq,
                    entry: Box::new(p.entry),
                },
            },
            now,
        );
        // The hall's copy keeps no transcript (two hundred boards).
        self.replica.session.transcript.clear();
        self.replica.session.last_said = None;
        let mut reply = Reply {
            texts: Vec::new(),
            resend: None,
            refused: false,
        };
        for e in effects {
            match e {
                Effect::Speak { text, .. } => reply.texts.push(text),
                Effect::Send {
                    message: Message::Resend { from },
                    ..
                } => reply.resend = Some(from),
                _ => {}
            }
        }
        // The next entry that did not become the next of the record: the record's check (or
        // the game) refused it.
        reply.refused = next && self.replica.log().len() as u64 != have + 1;
        reply
    }
}

/// Which side an entry is about: the side that called the arbiter, or the side that moved.
struct SaidBy {
    called: Option<Color>,
    mover: Option<Color>,
}

/// What the hall says of an entry applied to board `n`: that a side (`called`) called the
/// arbiter, or who plays a new game (`start`), or else what the replica said (`texts`), a
/// move's words with the side that made it.
fn entry_said(
    lang: Lang,
    n: u32,
    by: SaidBy,
    start: Option<String>,
    texts: Vec<String>,
    urgent: bool,
) -> Vec<Said> {
    let SaidBy { called, mover } = by;
    if let Some(c) = called {
        return vec![Said {
            text: msg::hall_arbiter_called(lang, n, c.fold_wb("white", "black")),
            urgent: true,
        }];
    }
    if let Some(text) = start {
        return vec![Said { text, urgent }];
    }
    texts
        .into_iter()
        .enumerate()
        .map(|(i, text)| Said {
            text: match mover {
                // The replica says the move first.
                Some(c) if i == 0 => {
                    msg::hall_board_move(lang, n, c.fold_wb("white", "black"), text)
                }
                _ => msg::hall_board(lang, n, text),
            },
            urgent,
        })
        .collect()
}

/// The hall of one event.
#[derive(Debug, Clone)]
pub struct Hall {
    lang: Lang,
    event: String,
    boards: BTreeMap<u32, Board>,
    /// The boards the event has (1 to this), when the arbiter said how many (`--boards`).
    expected: u32,
    /// When to say which of them have not reported (a while after the first connection),
    /// until it is said.
    silent_due: Option<Duration>,
    /// Whether that moment was set (it is said once, after the first connection).
    silent_checked: bool,
}

/// How long after the first connection the hall says which boards have not reported.
pub const SILENT_AFTER: Duration = Duration::from_secs(30);

/// What kind of entry it is for the arbiters.
fn urgent_kind(event: &Ev) -> bool {
    match event {
        Ev::FlagFall { .. }
        | Ev::Illegal { .. }
        | Ev::Claim { .. }
        | Ev::BoardsDiffer { .. }
        | Ev::Resign { .. }
        | Ev::Arbiter { .. } => true,
        Ev::Adjustment(a) => a.change == ClockChange::Paused,
        _ => false,
    }
}

/// The side that called the arbiter with this entry, if it is a player's pause (6.12.2).
fn caller(event: &Ev) -> Option<Color> {
    match event {
        Ev::Adjustment(a) if a.change == ClockChange::Paused => match a.actor {
            Actor::Player(c) | Actor::Assistant(c) => Some(c),
            _ => None,
        },
        _ => None,
    }
}

impl Hall {
    /// An empty hall of `event`, speaking `lang`.
    pub fn new(lang: Lang, event: &str) -> Hall {
        Hall {
            lang,
            event: event.to_owned(),
            boards: BTreeMap::new(),
            expected: 0,
            silent_due: None,
            silent_checked: false,
        }
    }

    /// The same hall expecting boards 1 to `boards`: those that have not reported are said
    /// [`SILENT_AFTER`] the first connection, and with every reading of the boards.
    pub fn expecting(mut self, boards: u32) -> Hall {
        self.expected = boards;
        self
    }

    /// The expected boards that have not reported (no summary, no entry taken).
    pub fn silent(&self) -> Vec<u32> {
        (1..=self.expected)
            .filter(|n| {
                self.boards
                    .get(n)
                    .is_none_or(|b| b.published.is_none() && b.replica.log().is_empty())
            })
            .collect()
    }

    /// The expected boards that have not reported, in words; `None` when every one has.
    fn silent_said(&self) -> Option<String> {
        let silent = self.silent();
        if silent.is_empty() {
            return None;
        }
        let lang = self.lang;
        if silent.len() as u32 == self.expected {
            return Some(msg::hall_silent_all(lang, self.expected));
        }
        let words: Vec<String> = silent
            .iter()
            .map(|n| crate::i18n::number::words(lang, u64::from(*n), ""))
            .collect();
        Some(msg::hall_silent(lang, words.join(", "), silent.len()))
    }

    fn board(&mut self, n: u32) -> &mut Board {
        let lang = self.lang;
        self.boards.entry(n).or_insert_with(|| Board {
            replica: replica(lang),
            published: None,
            acknowledged: None,
            asked: None,
            pgn: None,
            refusals: Refusals::default(),
            breaks: Refusals::default(),
            held: None,
        })
    }

    fn ask(&mut self, n: u32, from: u64, now: Duration, out: &mut Outcome) {
        let b = self.board(n);
        if let Some((f, at)) = b.asked
            && f == from
            && now.saturating_sub(at) < ASK_AGAIN
        {
            return;
        }
        b.asked = Some((from, now));
        out.replay.push((n, from));
    }

    /// Takes a message the broker delivered on `topic` at `now` (the hall's monotonic time).
    /// A message too large, unreadable, or not fitting the board's game is refused, and said
    /// at most once a minute for each board ([`Hall::tick`] says the rest with a count).
    pub fn message(&mut self, topic: &str, payload: &[u8], now: Duration) -> Outcome {
        let mut out = Outcome::default();
        let Some((n, what)) = parse_topic(&self.event, topic) else {
            return out;
        };
        if !matches!(what, "entry" | "summary") {
            return out;
        }
        if payload.len() > MAX_MESSAGE {
            self.unreadable(n, what, now, &mut out);
            return out;
        }
        match what {
            "entry" => match serde_json::from_slice::<Published>(payload) {
                Ok(p) => self.entry(n, p, now, &mut out),
                Err(_) => self.unreadable(n, what, now, &mut out),
            },
            _ => match serde_json::from_slice::<Summary>(payload) {
                Ok(s) if s.board == n => {
                    let b = self.board(n);
                    let have = b.replica.log().len() as u64;
                    let same = b.replica.sheet().start().game == s.game;
                    let wanted = if same && have > 0 { have } else { 0 };
                    let behind = s.entries > have || !same;
                    b.published = Some(s);
                    out.redraw = true;
                    if behind {
                        self.ask(n, wanted, now, &mut out);
                    }
                }
                // An empty retained message clears the summary: nothing to refuse.
                _ if payload.is_empty() => {}
                _ => self.unreadable(n, what, now, &mut out),
            },
        }
        out
    }

    /// A message of board `n` refused at `now`: `first` is said if nothing of the board was
    /// refused in the last minute, otherwise it is counted.
    fn refuse(&mut self, n: u32, first: String, now: Duration, out: &mut Outcome) {
        self.refuse_as(n, false, first, now, out);
    }

    /// [`Hall::refuse`], counted with the other refusals, or with the starts that break a
    /// game under way (`breaks`).
    fn refuse_as(&mut self, n: u32, breaks: bool, first: String, now: Duration, out: &mut Outcome) {
        let lang = self.lang;
        let b = self.board(n);
        let r = if breaks {
            &mut b.breaks
        } else {
            &mut b.refusals
        };
        match r.said {
            Some(at) if now.saturating_sub(at) < REFUSALS_EVERY => r.pending += 1,
            _ => {
                let text = if r.pending > 0 {
                    msg::hall_refused_count(lang, n, r.pending + 1)
                } else {
                    first
                };
                *r = Refusals {
                    said: Some(now),
                    pending: 0,
                };
                out.said.push(Said { text, urgent: true });
            }
        }
    }

    /// A message of board `n` on `what` that is too large or cannot be read: refused; an
    /// entry's place is asked for again (the board's own may have been lost with it).
    fn unreadable(&mut self, n: u32, what: &str, now: Duration, out: &mut Outcome) {
        self.refuse(n, msg::hall_unreadable(self.lang, n), now, out);
        if what == "entry" {
            let have = self.board(n).replica.log().len() as u64;
            self.ask(n, have, now, out);
        }
    }

    /// Says the refused messages counted on each board whose minute is over at `now`.
    pub fn tick(&mut self, now: Duration) -> Outcome {
        let lang = self.lang;
        let mut out = Outcome::default();
        if self.silent_due.is_some_and(|at| now >= at) {
            self.silent_due = None;
            out.said.extend(self.silent_said().map(|text| Said {
                text,
                urgent: false,
            }));
        }
        for (n, b) in &mut self.boards {
            for r in [&mut b.refusals, &mut b.breaks] {
                if r.pending > 0
                    && r.said
                        .is_none_or(|at| now.saturating_sub(at) >= REFUSALS_EVERY)
                {
                    out.said.push(Said {
                        text: msg::hall_refused_count(lang, *n, r.pending),
                        urgent: false,
                    });
                    *r = Refusals {
                        said: Some(now),
                        pending: 0,
                    };
                }
            }
        }
        out
    }

    /// When [`Hall::tick`] has something to say, if ever (the hall's monotonic time).
    pub fn due(&self) -> Option<Duration> {
        self.boards
            .values()
            .flat_map(|b| [b.refusals, b.breaks])
            .filter(|r| r.pending > 0)
            .map(|r| r.said.map_or(Duration::ZERO, |at| at + REFUSALS_EVERY))
            .chain(self.silent_due)
            .min()
    }

    /// A start entry of board `n` weighed against the game under way there: a start that
    /// breaks the board's record is held (said as urgent, the whole record asked for) and
    /// `None` is returned; a held start is taken up when the board confirms it (sends it
    /// again, or the next entry of its game) and dropped when the game under way starts
    /// again. Returns the entry to follow.
    fn start_of(
        &mut self,
        n: u32,
        p: Published,
        now: Duration,
        out: &mut Outcome,
    ) -> Option<Published> {
        let lang = self.lang;
        let b = self.board(n);
        match b.another_start(&p) {
            Another::No => {}
            Another::Fresh => b.restart(lang),
            // Sent again (the board's replay of its record): the board's new game.
            Another::Breaks if b.held.as_ref() == Some(&p) => b.restart(lang),
            Another::Breaks => {
                // Kept out of the game until the board confirms it: the game is not emptied.
                b.held = Some(p);
                self.refuse_as(n, true, msg::hall_start_breaks(lang, n), now, out);
                self.ask(n, 0, now, out);
                return None;
            }
        }
        let b = self.board(n);
        if p.seq >= 1
            && let Some(start) = b.held.take_if(|s| s.entry.game == p.entry.game)
        {
            // The next entry of the held game: the board plays it.
            b.restart(lang);
            b.follow(start, now);
        }
        if p.seq == 0
            && b.replica
                .log()
                .first()
                .is_some_and(|s| s.game == p.entry.game)
        {
            // The start of the game under way again: the held start was not the board's.
            b.held = None;
        }
        Some(p)
    }

    fn entry(&mut self, n: u32, p: Published, now: Duration, out: &mut Outcome) {
        let lang = self.lang;
        let Some(p) = self.start_of(n, p, now, out) else {
            return;
        };
        let b = self.board(n);
        let before = b.replica.log().len();
        let held = usize::try_from(p.seq)
            .ok()
            .and_then(|i| b.replica.log().get(i))
            .map(|held| held.game == p.entry.game && *held != p.entry);
        if let Some(other) = held {
            // Another entry under a number this game has already: forged (the record stays
            // as it is). The same entry again is a duplicate: each takes effect once.
            if other {
                self.refuse(n, msg::hall_forged_number(lang, n), now, out);
            }
            return;
        }
        let b = self.board(n);
        // Entries the board has published since: this one is caught up, said only if urgent.
        let catching_up = b
            .published
            .as_ref()
            .is_some_and(|s| s.game == p.entry.game && p.seq + 1 < s.entries);
        let urgent = urgent_kind(&p.entry.event);
        let called = caller(&p.entry.event);
        // A move is said with the side that made it ("Board three, Black: Pawn a6").
        let mover =
            matches!(p.entry.event, Ev::Move { .. }).then(|| b.replica.game().position().turn());
        let Reply {
            texts,
            resend,
            refused,
        } = b.follow(p, now);
        let applied = b.replica.log().len() > before;
        if applied {
            b.pgn = Some(crate::scoresheet::export::pgn(b.replica.sheet(), lang));
        }
        let over = applied && b.replica.game().is_over();
        // A new game on the board: who plays there, instead of the players' greeting.
        let start = matches!(b.replica.log().last().map(|e| &e.event), Some(Ev::Start(_)))
            .then(|| summary_of(&b.replica, n, now).words(lang));
        if refused {
            // The entry does not fit the board's game (game, number or position hashes):
            // refused; the board's record is taken again from its start.
            self.refuse(n, msg::hall_forged(lang, n), now, out);
            self.ask(n, 0, now, out);
            return;
        }
        if let Some(from) = resend {
            self.ask(n, from, now, out);
        }
        if !applied {
            return;
        }
        out.changed = true;
        out.redraw = true;
        let urgent = urgent || over;
        if catching_up && !urgent {
            return;
        }
        out.said.extend(entry_said(
            lang,
            n,
            SaidBy { called, mover },
            start,
            texts,
            urgent,
        ));
    }

    /// Every board at `now`, the most urgent first (a standing call, a stopped clock, games
    /// being played, finished games), then by number.
    pub fn summaries(&self, now: Duration) -> Vec<Summary> {
        let mut all: Vec<Summary> = self
            .boards
            .iter()
            .filter_map(|(n, b)| {
                let have = b.replica.log().len() as u64;
                let mut s = match &b.published {
                    Some(p) if p.entries > have || have == 0 => p.clone(),
                    _ if have > 0 => summary_of(&b.replica, *n, now),
                    _ => return None,
                };
                if b.acknowledged.is_some_and(|at| at as u64 >= s.entries)
                    && s.status == Status::Called
                {
                    s.status = Status::Paused;
                }
                Some(s)
            })
            .collect();
        all.sort_by_key(|s| (s.urgency(), s.board));
        all
    }

    /// The PGN of board `n`'s game as the hall has it.
    pub fn board_pgn(&self, n: u32) -> Option<String> {
        self.boards.get(&n)?.pgn.clone()
    }

    /// The PGN of every board, by number, one game after the other.
    pub fn pgn(&self) -> String {
        let games: Vec<&str> = self
            .boards
            .values()
            .filter_map(|b| b.pgn.as_deref())
            .collect();
        games.join("\n")
    }

    /// Board `n`'s moves in words: whose scoresheet, then one line per move number.
    pub fn scoresheet(&self, n: u32) -> Vec<String> {
        let lang = self.lang;
        let Some(b) = self.boards.get(&n) else {
            return vec![msg::hall_no_board(lang, n)];
        };
        let moves = b.replica.game().moves();
        if moves.is_empty() {
            return vec![msg::hall_sheet_empty(lang, n)];
        }
        // Framed by the board: the rows alone do not say whose scoresheet they are.
        let mut lines = vec![msg::hall_sheet_title(lang, n)];
        let mut i = 0;
        while let Some(m) = moves.get(i) {
            let number = m.before.fullmoves().get();
            let w = crate::board::played_words(m, lang);
            let (white, black, step) = if m.before.turn() == Color::Black {
                ("—".to_owned(), Some(w), 1)
            } else {
                let black = moves
                    .get(i + 1)
                    .map(|b| crate::board::played_words(b, lang));
                (w, black, 2)
            };
            lines.push(msg::hall_sheet_row(
                lang,
                black.unwrap_or_else(|| "none".to_owned()),
                number,
                white,
            ));
            i += step;
        }
        lines
    }

    /// Every board ([`Hall::summaries`]) in words.
    pub fn read_boards(&self, now: Duration) -> Vec<String> {
        let all = self.summaries(now);
        let mut lines: Vec<String> = if all.is_empty() {
            vec![msg::hall_no_boards(self.lang).to_owned()]
        } else {
            all.iter().map(|s| s.words(self.lang)).collect()
        };
        lines.extend(self.silent_said());
        lines
    }

    /// An arbiter's command: `ack N`, `sheet N`, `boards`, `help`, `quit`.
    pub fn command(&mut self, line: &str, now: Duration) -> Outcome {
        let lang = self.lang;
        let mut out = Outcome::default();
        let mut words = line.split_whitespace();
        let say = |text: String| Said {
            text,
            urgent: false,
        };
        let number =
            |w: Option<&str>| w.and_then(|w| w.trim_start_matches('#').parse::<u32>().ok());
        let first = words.next();
        let command = first.map(|w| hall_command(lang, w));
        match (command, words.next()) {
            (None, _) => {}
            (Some(Some(HallCommand::Acknowledge)), w) => {
                match number(w).filter(|n| self.boards.contains_key(n)) {
                    Some(n) => {
                        let b = self.board(n);
                        b.acknowledged = Some(
                            b.replica
                                .log()
                                .len()
                                .max(b.published.as_ref().map_or(0, |s| s.entries as usize)),
                        );
                        out.said.push(say(msg::hall_acknowledged(lang, n)));
                        out.redraw = true;
                    }
                    None => out
                        .said
                        .push(say(msg::hall_no_board(lang, w.unwrap_or("")))),
                }
            }
            (Some(Some(HallCommand::Sheet)), w) => match number(w) {
                Some(n) => out.said.extend(self.scoresheet(n).into_iter().map(say)),
                None => out
                    .said
                    .push(say(msg::hall_no_board(lang, w.unwrap_or("")))),
            },
            (Some(Some(HallCommand::Boards)), _) => {
                out.said.extend(self.read_boards(now).into_iter().map(say))
            }
            (Some(Some(HallCommand::Help)), _) => out.said.push(say(msg::hall_help(
                lang,
                hall_command_name(lang, HallCommand::Acknowledge),
                hall_command_name(lang, HallCommand::Boards),
                hall_command_name(lang, HallCommand::Quit),
                hall_command_name(lang, HallCommand::Sheet),
            ))),
            (Some(Some(HallCommand::Quit)), _) => out.quit = true,
            _ => out.said.push(say(msg::hall_unknown(
                lang,
                hall_command_name(lang, HallCommand::Help),
                line.trim(),
            ))),
        }
        out
    }

    /// After a (re)connection to the broker: every board known is asked for what the hall
    /// lacks (entries published while the broker was away from the hall).
    pub fn reconnected(&mut self, now: Duration) -> Outcome {
        let mut out = Outcome::default();
        if self.expected > 0 && self.silent_due.is_none() && !self.silent_checked {
            self.silent_due = Some(now + SILENT_AFTER);
            self.silent_checked = true;
        }
        let wanted: Vec<(u32, u64)> = self
            .boards
            .iter()
            .map(|(n, b)| (*n, b.replica.log().len() as u64))
            .collect();
        for (n, from) in wanted {
            self.ask(n, from, now, &mut out);
        }
        out
    }
}

impl Hall {
    /// The numbers of the boards the hall knows.
    pub fn boards(&self) -> impl Iterator<Item = u32> + '_ {
        self.boards.keys().copied()
    }

    /// The last move of board `n` in words, as the hall's copy of its game has it.
    pub fn last_words(&self, n: u32) -> Option<String> {
        let b = self.boards.get(&n)?;
        b.replica
            .game()
            .last()
            .map(|m| crate::board::played_words(m, self.lang))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Entry;

    #[test]
    fn the_hall_says_lines_in_the_boards_order_urgent_up_to_the_last_urgent_one() {
        let line = |text: &str, urgent: bool| Said {
            text: text.to_owned(),
            urgent,
        };
        let said = [
            line("Board three: Taken back: Pawn a6.", false),
            line("Board three: Black's first illegal move recorded.", true),
            line("Board three: Black moves again.", true),
            line("Board five, White: Pawn e4", false),
        ];
        let order: Vec<(&str, bool)> = in_order(&said)
            .map(|(s, urgent)| (s.text.as_str(), urgent))
            .collect();
        assert_eq!(
            order,
            [
                ("Board three: Taken back: Pawn a6.", true),
                ("Board three: Black's first illegal move recorded.", true),
                ("Board three: Black moves again.", true),
                ("Board five, White: Pawn e4", false),
            ]
        );
        let calm = [line("a", false), line("b", false)];
        assert!(in_order(&calm).all(|(_, urgent)| !urgent));
    }

    /// The entries a board journals for `moves` (a game with the id "g1").
    fn journalled(moves: &[&str]) -> Vec<Entry> {
        journalled_as("g1", moves)
    }

    /// The entries a board journals for `moves` in the game `id`.
    fn journalled_as(id: &str, moves: &[&str]) -> Vec<Entry> {
        let mut state = State::new(Options {
            lang: Lang::En,
            id: id.to_owned(),
            tags: vec![
                ("White".to_owned(), "Anna".to_owned()),
                ("Black".to_owned(), "Boris".to_owned()),
            ],
            ..Options::default()
        });
        let mut entries = Vec::new();
        let mut take = |effects: Vec<Effect>| {
            for e in effects {
                if let Effect::Record(r) = e {
                    entries.push(r.entry);
                }
            }
        };
        take(update(&mut state, Input::Start, Duration::ZERO));
        for m in moves {
            take(update(
                &mut state,
                Input::Line((*m).to_owned()),
                Duration::ZERO,
            ));
        }
        entries
    }

    fn payload(seq: usize, entry: &Entry) -> Vec<u8> {
        serde_json::to_vec(&Published {
            seq: seq as u64,
            entry: entry.clone(),
        })
        .unwrap()
    }

    const TOPIC: &str = "rochade/Open/7/entry";

    #[test]
    fn each_entry_takes_effect_once_and_a_gap_asks_for_a_replay() {
        let entries = journalled(&["e4", "e5", "Nf3"]);
        assert_eq!(entries.len(), 4);
        let mut hall = Hall::new(Lang::En, "Open");
        let t = Duration::ZERO;
        let first = hall.message(TOPIC, &payload(0, &entries[0]), t);
        assert_eq!(
            first.said[0].text,
            "Board seven: Anna against Boris, move one, playing."
        );
        let e4 = hall.message(TOPIC, &payload(1, &entries[1]), t);
        assert_eq!(e4.said[0].text, "Board seven, White: Pawn e4");
        assert!(!e4.said[0].urgent);
        // Delivered again (QoS 1): nothing happens.
        assert_eq!(
            hall.message(TOPIC, &payload(1, &entries[1]), t),
            Outcome::default()
        );
        // Nf3 before e5: not applied, e5 is asked for.
        let gap = hall.message(TOPIC, &payload(3, &entries[3]), t);
        assert_eq!(gap.replay, vec![(7, 2)]);
        assert!(gap.said.is_empty() && !gap.changed);
        hall.message(TOPIC, &payload(2, &entries[2]), t);
        let nf3 = hall.message(TOPIC, &payload(3, &entries[3]), t);
        assert_eq!(nf3.said[0].text, "Board seven, White: Knight f3");
        assert_eq!(
            hall.scoresheet(7),
            [
                "Board seven, scoresheet.",
                "Move one: Pawn e4, Pawn e5",
                "Move two: Knight f3"
            ]
        );
        assert_eq!(hall.summaries(t)[0].entries, 4);
    }

    #[test]
    fn the_arbiters_commands_are_words_of_the_halls_language() {
        let entries = journalled(&["e4"]);
        let t = Duration::ZERO;
        let mut hall = Hall::new(Lang::De, "Open");
        hall.message(TOPIC, &payload(0, &entries[0]), t);
        hall.message(TOPIC, &payload(1, &entries[1]), t);
        let help = hall.command("hilfe", t);
        assert_eq!(
            help.said[0].text,
            "Befehle: quittieren und eine Brettnummer bestätigt einen Ruf; partieformular und \
             eine Brettnummer liest das Partieformular dieses Bretts; bretter liest alle \
             Bretter; ende beendet."
        );
        let sheet = hall.command("Partieformular 7", t);
        assert_eq!(sheet.said.len(), 2, "{sheet:?}");
        assert_eq!(sheet.said[0].text, "Brett sieben, Partieformular.");
        assert!(sheet.said[1].text.contains("Bauer"), "{sheet:?}");
        assert!(hall.command("ende", t).quit);
        // The short English words work in every language.
        assert!(hall.command("quit", t).quit);
        let unknown = hall.command("tanzen", t);
        assert_eq!(
            unknown.said[0].text,
            "Nicht verstanden: tanzen. hilfe nennt die Befehle."
        );
        let mut hall = Hall::new(Lang::Ru, "Open");
        hall.message(TOPIC, &payload(0, &entries[0]), t);
        assert!(hall.command("выход", t).quit);
        assert!(!hall.command("помощь", t).said[0].text.contains("ack"));
    }

    #[test]
    fn a_forged_entry_is_refused_and_said_as_such() {
        let entries = journalled(&["e4", "e5"]);
        let mut hall = Hall::new(Lang::De, "Open");
        let t = Duration::ZERO;
        hall.message(TOPIC, &payload(0, &entries[0]), t);
        hall.message(TOPIC, &payload(1, &entries[1]), t);
        // Black's reply with the position hash before it changed: it does not fit.
        let mut forged = entries[2].clone();
        forged.before ^= 1;
        let out = hall.message(TOPIC, &payload(2, &forged), t);
        assert_eq!(out.said.len(), 1, "{out:?}");
        assert!(out.said[0].urgent);
        assert!(
            out.said[0]
                .text
                .starts_with("Brett sieben: eine Meldung, die nicht zur Partie passt"),
            "{}",
            out.said[0].text
        );
        assert_eq!(out.replay, vec![(7, 0)]);
        // Another game's entry at the right number: refused too.
        let mut other = entries[2].clone();
        other.game = "another".to_owned();
        let later = Duration::from_secs(100);
        hall.message(TOPIC, &payload(0, &entries[0]), later);
        hall.message(TOPIC, &payload(1, &entries[1]), later);
        let out = hall.message(TOPIC, &payload(2, &other), later);
        assert!(
            out.said
                .iter()
                .any(|s| s.urgent && s.text.contains("gefälscht")),
            "{out:?}"
        );
        // Not JSON at all.
        let out = hall.message(TOPIC, b"{nonsense", Duration::from_secs(200));
        assert_eq!(
            out.said[0].text,
            "Brett sieben: eine unlesbare Meldung wurde abgewiesen."
        );
        // The true record is taken again from the start.
        hall.message(TOPIC, &payload(0, &entries[0]), t);
        hall.message(TOPIC, &payload(1, &entries[1]), t);
        hall.message(TOPIC, &payload(2, &entries[2]), t);
        // Another entry under a number already recorded: refused, the record unchanged.
        let mut rewritten = entries[1].clone();
        rewritten.actor = crate::record::Actor::Arbiter;
        let out = hall.message(TOPIC, &payload(1, &rewritten), Duration::from_secs(300));
        assert!(
            out.said[0].urgent && out.said[0].text.contains("gefälscht"),
            "{out:?}"
        );
        assert!(out.replay.is_empty() && !out.changed);
        assert_eq!(
            hall.scoresheet(7),
            [
                "Brett sieben, Partieformular.",
                "Zug eins: Bauer Eva vier, Bauer Eva fünf"
            ]
        );
    }

    #[test]
    fn a_flood_from_one_board_is_one_line_a_minute_with_a_count() {
        let entries = journalled(&["e4"]);
        let mut hall = Hall::new(Lang::En, "Open");
        let t = Duration::from_secs(10);
        hall.message(TOPIC, &payload(0, &entries[0]), t);
        let other = "rochade/Open/8/entry";
        hall.message(other, &payload(0, &entries[0]), t);
        let mut said = Vec::new();
        for i in 0..500u64 {
            let at = t + Duration::from_millis(i);
            let junk: &[u8] = if i % 2 == 0 {
                b"x"
            } else {
                &[0xff, 0x00, 0x13]
            };
            said.extend(hall.message(TOPIC, junk, at).said);
        }
        // Too large: refused before it is read, counted with the rest.
        let big = vec![b' '; MAX_MESSAGE + 1];
        said.extend(hall.message(TOPIC, &big, t).said);
        said.extend(hall.message("rochade/Open/7/summary", &big, t).said);
        assert_eq!(
            said,
            [Said {
                text: "Board seven: a message that cannot be read was refused.".to_owned(),
                urgent: true
            }]
        );
        // The other board still plays, and is heard.
        let e4 = hall.message(other, &payload(1, &entries[1]), t);
        assert_eq!(e4.said[0].text, "Board eight, White: Pawn e4");
        assert_eq!(hall.due(), Some(t + REFUSALS_EVERY));
        assert!(hall.tick(t + Duration::from_secs(59)).said.is_empty());
        let count = hall.tick(t + REFUSALS_EVERY);
        assert_eq!(
            count.said,
            [Said {
                text: "Board seven: five hundred and one more messages refused in the last minute."
                    .to_owned(),
                urgent: false
            }]
        );
        assert_eq!(hall.due(), None);
        assert!(hall.tick(t + 3 * REFUSALS_EVERY).said.is_empty());
        // A board whose refusals were said a minute ago: the next is said again at once.
        let again = hall.message(TOPIC, b"x", t + 3 * REFUSALS_EVERY);
        assert_eq!(again.said.len(), 1, "{again:?}");
        // An empty retained summary (one cleared) is no refusal.
        let cleared = hall.message("rochade/Open/8/summary", b"", t + 3 * REFUSALS_EVERY);
        assert!(cleared.said.is_empty());
    }

    #[test]
    fn a_start_that_breaks_a_game_under_way_is_an_alarm_and_the_game_is_kept() {
        let g1 = journalled(&["d4", "d5", "c4"]);
        let g2 = journalled_as("g2", &["e4"]);
        let mut hall = Hall::new(Lang::En, "Open");
        let t = Duration::from_secs(1);
        for (i, e) in g1.iter().enumerate() {
            hall.message(TOPIC, &payload(i, e), t);
        }
        let before = hall.board_pgn(7).unwrap();
        assert!(before.contains("c4"), "{before}");
        // Another game's start under board seven's record: said, held, the record asked for.
        let out = hall.message(TOPIC, &payload(0, &g2[0]), t);
        assert_eq!(
            out.said,
            [Said {
                text: "Board seven: the start of another game arrived while this game is under \
                       way. The game is kept, and the board's record is asked for again."
                    .to_owned(),
                urgent: true
            }]
        );
        assert_eq!(out.replay, vec![(7, 0)]);
        assert!(!out.changed);
        assert_eq!(hall.board_pgn(7).unwrap(), before);
        // The board's replay brings its own game: nothing changes, nothing more is said.
        for (i, e) in g1.iter().enumerate() {
            let out = hall.message(TOPIC, &payload(i, e), t);
            assert!(out.said.is_empty() && !out.changed, "{out:?}");
        }
        let d = hall.message(
            TOPIC,
            &payload(4, &journalled(&["d4", "d5", "c4", "e6"])[4]),
            t,
        );
        assert_eq!(d.said[0].text, "Board seven, Black: Pawn e6");
        // A flood of other refusals does not hide the next such start.
        hall.message(TOPIC, b"x", t);
        let out = hall.message(TOPIC, &payload(0, &g2[0]), t + Duration::from_secs(61));
        assert!(
            out.said[0].text.contains("start of another game"),
            "{out:?}"
        );
        // A board that really began a new game: its next entry of that game takes it.
        let out = hall.message(TOPIC, &payload(1, &g2[1]), t + Duration::from_secs(62));
        assert_eq!(out.said[0].text, "Board seven, White: Pawn e4");
        assert!(out.changed);
        assert_eq!(
            hall.scoresheet(7),
            ["Board seven, scoresheet.", "Move one: Pawn e4"]
        );
        // After a game that is over, a new start is simply the next game.
        let over = journalled_as("g3", &["f3", "e5", "g4", "Qh4"]);
        assert_eq!(over.len(), 5, "{over:?}");
        let mut hall = Hall::new(Lang::En, "Open");
        for (i, e) in over.iter().enumerate() {
            hall.message(TOPIC, &payload(i, e), t);
        }
        let out = hall.message(TOPIC, &payload(0, &g2[0]), t);
        assert!(out.said.iter().all(|s| !s.urgent), "{out:?}");
        assert!(out.changed);
    }

    #[test]
    fn the_boards_that_have_not_reported_are_said_once_and_with_every_reading() {
        let entries = journalled(&["e4"]);
        let mut hall = Hall::new(Lang::En, "Open").expecting(3);
        let t = Duration::from_secs(2);
        hall.reconnected(t);
        assert_eq!(hall.due(), Some(t + SILENT_AFTER));
        assert_eq!(
            hall.read_boards(t).last().map(String::as_str),
            Some(
                "None of the three boards has reported. Is the event's name the one the boards use?"
            )
        );
        hall.message("rochade/Open/2/entry", &payload(0, &entries[0]), t);
        assert!(hall.tick(t + Duration::from_secs(29)).said.is_empty());
        let said = hall.tick(t + SILENT_AFTER).said;
        assert_eq!(said.len(), 1, "{said:?}");
        assert_eq!(said[0].text, "Boards one, three have not reported.");
        assert_eq!(hall.due(), None);
        // Said once; a reconnection does not say it again.
        hall.reconnected(t + 2 * SILENT_AFTER);
        assert!(hall.tick(t + 4 * SILENT_AFTER).said.is_empty());
        hall.message("rochade/Open/3/entry", &payload(0, &entries[0]), t);
        assert_eq!(hall.silent(), [1]);
        assert_eq!(
            hall.read_boards(t).last().map(String::as_str),
            Some("Board one has not reported.")
        );
        // A hall that was not told how many boards there are says nothing of it.
        let mut hall = Hall::new(Lang::En, "Open");
        hall.reconnected(t);
        assert_eq!(hall.due(), None);
        assert!(hall.silent().is_empty());
    }
}
