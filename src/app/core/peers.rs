//! Two boards, one game: the people at the partner's boards, and what the core does with
//! them. The board that hosts the game decides (its core is the authority); every entry it
//! records goes to every peer, numbered, and a peer that missed some asks for them again. A
//! joined board applies the host's entries as recorded and sends what its player asks for to
//! the host instead of deciding it.

use shakmaty::{Color, Position};

pub use crate::net::message::Message;

use super::change::{Change, Intent, Origin, apply};
use super::{Effect, Priority, State, phrases};
use crate::record::{Actor, Entry, Role};
use crate::refusal::Refusal;

/// Someone connected at another board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Peer {
    /// The connection's number, given by the network adapter.
    pub id: u32,
    /// What the person does in the game.
    pub role: Role,
    /// The colour played or assisted, if any.
    pub side: Option<Color>,
    /// A name to say, if given.
    pub name: Option<String>,
    /// The language the person there hears (a refusal is said to them in it).
    pub lang: crate::lang::Lang,
}

/// A board the host paired with, as the host's record has it (listed by `boards`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Paired {
    /// Its key, 64 hex digits (what a revocation names).
    pub key: String,
    /// What the host made it.
    pub role: Role,
    /// The colour it plays or assists.
    pub side: Option<Color>,
    /// The name it gave (cleaned).
    pub name: Option<String>,
    /// Whether it is connected now.
    pub connected: bool,
}

/// How this board takes part.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Link {
    /// No other board.
    #[default]
    Alone,
    /// This board hosts the game: it decides and sends its entries to the peers.
    Host,
    /// This board joined a game: the host decides.
    Joined,
}

impl Link {
    /// This board decides what is asked of it (it plays alone or hosts); a joined board
    /// forwards every request to the host and follows the host's record.
    pub fn decides(self) -> bool {
        !self.follows()
    }

    /// This board follows the host's record: it joined a game, and decides nothing itself.
    pub fn follows(self) -> bool {
        matches!(self, Link::Joined)
    }

    /// This board hosts a game: it sends its entries and answers to the other boards.
    pub fn hosts(self) -> bool {
        matches!(self, Link::Host)
    }

    /// This board plays with other boards (it hosts or joined).
    pub fn paired(self) -> bool {
        !matches!(self, Link::Alone)
    }
}

/// What the network adapter tells the player, in the session's language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NetNotice {
    /// Someone tried to pair with a wrong code (said on the host).
    WrongCodeTried,
    /// Pairing is locked for a while after several wrong codes.
    PairingLocked,
    /// A board that never paired with this one tried to come back without a code (said on
    /// the host).
    UnknownBoard,
    /// This board's code is not the host's.
    WrongCode,
    /// The host does not pair now, or does not know this board.
    NotAccepted,
    /// The connection to the host is lost; rochade tries again by itself.
    Lost,
    /// The host has locked pairing after wrong codes, for this many seconds still (said on
    /// the joining board).
    Locked {
        /// Seconds left.
        secs: u64,
    },
    /// A board paired in an earlier game tried to come back without the new code (said on
    /// the host).
    OtherGameBoard,
    /// The host's board ended the session on purpose (said on a joined board).
    HostEnded,
    /// The host revoked this board's pairing: it needs the host's code to come back (said on
    /// the joined board).
    Revoked,
    /// The host speaks another version of rochade's protocol, this one (said on the joining
    /// board, which does not try again).
    OtherVersion {
        /// The host's protocol version.
        theirs: u32,
    },
}

/// A message of the game from the board at connection `id` (the host is 0 on a joined
/// board); the handshake's messages are the network adapter's and change nothing here.
pub(super) fn received(state: &mut State, id: u32, message: Message, out: &mut Vec<Effect>) {
    match message {
        Message::Entry { seq, entry } => self::entry(state, seq, *entry, out),
        Message::Request { at, intent } => request(state, id, at, intent, out),
        Message::Resend { from } => resend(state, id, from, out),
        Message::Refused { refusal } => refused(state, refusal, out),
        Message::ClockReading { state: reading } => {
            super::host_clock::host_clock(state, &reading, out);
        }
        Message::Hello { .. }
        | Message::Welcome { .. }
        | Message::Ping { .. }
        | Message::Pong { .. }
        | Message::Bye
        | Message::Revoked => {}
    }
}

/// Where a [`Message`] goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum To {
    /// Every peer (a joined board: the host).
    All,
    /// One peer.
    Peer(u32),
}

/// Says who has connected (and in which role, at which colour), or come back.
pub(super) fn joined(state: &mut State, peer: Peer, out: &mut Vec<Effect>) {
    let back = state.peering.peers.iter().any(|p| p.id == peer.id);
    let text = phrases::peer_joined(state.lang, peer.role, peer.side, peer.name.as_deref(), back);
    state.peering.peers.retain(|p| p.id != peer.id);
    let id = peer.id;
    let role = peer.role;
    state.peering.peers.push(peer);
    state.say(out, text, Priority::Alert);
    // The newcomer gets the whole game so far.
    if state.peering.link.hosts() {
        resend(state, id, 0, out);
        if role == Role::Opponent {
            super::host_clock::start_clock(state, out);
        } else {
            super::host_clock::clock_reading(state, out);
        }
    }
}

/// A joined board is connected (again): the host says as what; the entries it missed are
/// asked for.
pub(super) fn connected(
    state: &mut State,
    role: Role,
    side: Option<Color>,
    name: Option<String>,
    out: &mut Vec<Effect>,
) {
    state.peering.joined_as = Some((role, side));
    if let Some(c) = side.filter(|_| matches!(role, Role::Opponent | Role::Assistant)) {
        state.seat = Some(c);
        state.player = c;
        state.session.orientation = c;
    }
    state.peering.contact_lost = None;
    let text = phrases::connected_to_host(state.lang, role, side, name.as_deref());
    state.say(out, text, Priority::Alert);
    out.push(Effect::Send {
        to: To::All,
        message: Message::Resend {
            from: state.log().len() as u64,
        },
    });
    // A request that may have been lost with the connection goes again (the host decides it
    // only if it has not yet).
    if let Some((at, intent)) = state.peering.pending.clone() {
        out.push(Effect::Send {
            to: To::All,
            message: Message::Request { at, intent },
        });
    }
}

/// Says what the network adapter reports.
pub(super) fn notice(state: &mut State, n: NetNotice, out: &mut Vec<Effect>) {
    if n == NetNotice::Lost && state.peering.contact_lost.is_none() {
        state.peering.contact_lost = Some(state.now);
    }
    let text = phrases::net_notice(state.lang, n).to_owned();
    state.say(out, text, Priority::Alert);
}

/// The host lists the boards paired with it: number, role, name, and whether connected.
pub(super) fn list_boards(state: &mut State, out: &mut Vec<Effect>) {
    if !state.peering.link.hosts() {
        state.refuse_with(out, phrases::boards_host_only(state.lang));
        return;
    }
    let lines = phrases::boards_list(state.lang, &state.peering.paired);
    state.read_back(out, lines);
}

/// The host revokes the paired board with the number `args` names (as `boards` lists them).
pub(super) fn revoke(state: &mut State, args: &[String], out: &mut Vec<Effect>) {
    if !state.peering.link.hosts() {
        state.refuse_with(out, phrases::boards_host_only(state.lang));
        return;
    }
    let number = args.first().and_then(|a| a.parse::<u64>().ok());
    let board = number
        .and_then(|n| usize::try_from(n).ok())
        .and_then(|n| n.checked_sub(1))
        .and_then(|i| state.peering.paired.get(i).cloned());
    let Some(board) = board else {
        let text = phrases::no_such_board(state.lang, state.peering.paired.len());
        state.refuse_with(out, text);
        return;
    };
    state.peering.paired.retain(|p| p.key != board.key);
    out.push(Effect::Revoke(board.key.clone()));
    let text = phrases::board_revoked(state.lang, &board);
    state.say(out, text, Priority::Normal);
}

/// Says that a peer has left (or lost the connection).
pub(super) fn left(state: &mut State, id: u32, out: &mut Vec<Effect>) {
    let Some(peer) = state.peering.peers.iter().find(|p| p.id == id).cloned() else {
        return;
    };
    let text = phrases::peer_left(state.lang, peer.role, peer.side, peer.name.as_deref());
    state.say(out, text, Priority::Alert);
}

/// Says that a peer ended its session on purpose ("quit" on that board): it is not said to
/// reconnect (language-3, R2).
pub(super) fn ended(state: &mut State, id: u32, out: &mut Vec<Effect>) {
    let Some(peer) = state.peering.peers.iter().find(|p| p.id == id).cloned() else {
        return;
    };
    let text = phrases::peer_ended(state.lang, peer.role, peer.side, peer.name.as_deref());
    state.say(out, text, Priority::Alert);
}

/// The host sends entry `from` and every later one to peer `id`.
pub(super) fn resend(state: &mut State, id: u32, from: u64, out: &mut Vec<Effect>) {
    let start = usize::try_from(from).unwrap_or(usize::MAX);
    for (seq, entry) in state.log().iter().enumerate().skip(start) {
        out.push(Effect::Send {
            to: To::Peer(id),
            message: Message::Entry {
                seq: seq as u64,
                entry: Box::new(entry.clone()),
            },
        });
    }
}

/// The host decides what a peer asks for, as that peer's role may; a refusal is answered to
/// that peer only, in words, and changes nothing. On a joined board, the host asks its
/// player something ([`super::consent::asked_by_host`]).
pub(super) fn request(state: &mut State, id: u32, at: u64, intent: Intent, out: &mut Vec<Effect>) {
    // The host asks a joined board's player (whether the opponent may take a move back).
    if state.peering.link.follows() {
        super::consent::asked_by_host(state, &intent, out);
        return;
    }
    let peer = state.peering.peers.iter().find(|p| p.id == id).cloned();
    let Some(actor) = peer.and_then(|p| p.role.actor(p.side)) else {
        refuse_peer(id, Refusal::ViewerOnlyListens, out);
        return;
    };
    match made_on(state, at, actor, &intent) {
        Made::Current => decide(state, id, actor, intent, out),
        Made::Decided => {}
        Made::Stale(why) => refuse_peer(id, why, out),
    }
}

/// Answers peer `id` with a refusal, worded there.
fn refuse_peer(id: u32, refusal: Refusal, out: &mut Vec<Effect>) {
    out.push(Effect::Send {
        to: To::Peer(id),
        message: Message::Refused { refusal },
    });
}

/// How a peer's request stands against the game it was made on.
enum Made {
    /// Made on the game as it stands (or taken whatever the numbers): it is decided.
    Current,
    /// Sent again after a reconnection and decided already: its entry is the answer.
    Decided,
    /// Made on another game state: refused for this reason.
    Stale(Refusal),
}

/// Whether `actor`'s request `intent`, made when the record had `at` entries, is decided now.
/// Made on another game state it is answered all the same, never dropped without a word. A
/// report that the boards differ is about exactly that: it is taken whatever the numbers.
fn made_on(state: &State, at: u64, actor: Actor, intent: &Intent) -> Made {
    let len = state.log().len() as u64;
    let differ = matches!(intent, Intent::BoardsDiffer { .. });
    if !differ && at > len {
        return Made::Stale(Refusal::OtherGameState);
    }
    if !differ && at < len {
        let since = state.log().get(usize::try_from(at).unwrap_or(usize::MAX)..);
        let since = since.unwrap_or_default();
        // Sent again after a reconnection and decided already: its entry is the answer.
        if since.iter().any(|e| e.actor == actor) {
            return Made::Decided;
        }
        // Crossed with a change on the way: refused with the reason. Only a pause of the
        // clock (the time the host was down, say) leaves it as it was made.
        let neutral = |e: &Entry| {
            matches!(
                e.event,
                crate::scoresheet::Event::Pause { .. } | crate::scoresheet::Event::Clock { .. }
            )
        };
        if !since.iter().all(neutral) {
            let corrected = *intent == Intent::Confirm
                && since.iter().any(|e| {
                    matches!(
                        e.event,
                        crate::scoresheet::Event::Announce {
                            correction: true,
                            ..
                        }
                    )
                });
            return Made::Stale(if corrected {
                Refusal::AfterCorrection
            } else {
                Refusal::Stale
            });
        }
    }
    Made::Current
}

/// Decides peer `id`'s request `intent` as `actor` does, once: what is recorded stands; a
/// refusal records nothing and is answered to the peer as it was decided, to be worded there
/// in that board's language.
fn decide(state: &mut State, id: u32, actor: Actor, intent: Intent, out: &mut Vec<Effect>) {
    let now = state.now;
    // A refusal records nothing, and what it changed besides is put back: a copy of everything
    // but the record (the transcript moves into it) is kept until the decision is known.
    let before = state.copy_but_record();
    state.dialog.answering = Some(Vec::new());
    let effects = apply(state, Origin::Partner(actor), Change::Intent(intent), now);
    let refusals = state.dialog.answering.take().unwrap_or_default();
    let answers: Vec<Effect> = refusals
        .into_iter()
        .map(|refusal| Effect::Send {
            to: To::Peer(id),
            message: Message::Refused { refusal },
        })
        .collect();
    // What was recorded stands, and whatever was not refused: a take-back asked of the
    // opponent, the start of a clock that waited.
    let recorded = effects.iter().any(|e| matches!(e, Effect::Record(_)));
    if recorded || answers.is_empty() {
        state.keep_said(before);
        out.extend(effects);
        out.extend(answers);
        return;
    }
    state.restore_but_record(before);
    out.extend(answers);
}

/// A joined board sends its next request once the one before is decided.
fn send_next(state: &mut State, out: &mut Vec<Effect>) {
    if state.peering.pending.is_some() || state.peering.queued.is_empty() {
        return;
    }
    let intent = state.peering.queued.remove(0);
    let at = state.log().len() as u64;
    state.peering.pending = Some((at, intent.clone()));
    out.push(Effect::Send {
        to: To::All,
        message: Message::Request { at, intent },
    });
}

/// A joined board receives entry number `seq` from the host: applied once, in order; a
/// duplicate is ignored, a gap asks for what is missing, another entry at a number already
/// held is a divergence.
pub(super) fn entry(state: &mut State, seq: u64, entry: Entry, out: &mut Vec<Effect>) {
    // The host started another game: this board follows it (its numbers start again at 0).
    if seq == 0
        && matches!(entry.event, crate::scoresheet::Event::Start(_))
        && state.log().first().is_some_and(|s| s.game != entry.game)
    {
        state.table.record.clear_entries();
        state.peering.pending = None;
        state.peering.queued.clear();
        state.peering.catch_up = None;
    }
    let next = state.log().len() as u64;
    if seq < next {
        // A duplicate is the same entry again. Another entry at a number this board holds
        // means the host's record lost what it had sent (a power cut before its flush to
        // disk) and went on differently: the boards differ, and the host's record is taken.
        let held = usize::try_from(seq).ok().and_then(|i| state.log().get(i));
        if held.is_some_and(|held| *held != entry) {
            diverged(state, seq, out);
        }
        return;
    }
    if seq > next {
        // The missing entries are asked for once; again only after several more arrived out
        // of order (the answer may have been lost), not for every one of them.
        match state.peering.gap {
            Some((from, n)) if from == next && n < RESEND_AFTER => {
                state.peering.gap = Some((from, n + 1));
            }
            _ => {
                state.peering.gap = Some((next, 0));
                out.push(Effect::Send {
                    to: To::All,
                    message: Message::Resend { from: next },
                });
            }
        }
        return;
    }
    let actor = entry.actor;
    let now = state.now;
    let effects = apply(state, Origin::Partner(actor), Change::Recorded(entry), now);
    match state.peering.catch_up {
        // Taking in a game already under way: recorded, not read out move by move.
        Some(n) => {
            out.extend(
                effects.into_iter().filter(|e| {
                    !matches!(e, Effect::Speak { .. } | Effect::Cue(_) | Effect::Hush(_))
                }),
            );
            if state.log().len() as u64 >= n {
                state.peering.catch_up = None;
                back_in_game(state, out);
            }
        }
        None => out.extend(effects),
    }
    if state.log().len() as u64 == next {
        // The host's entry does not fit this board's game (another position): the boards
        // differ (D.2.9). Said here, reported to the host (whose clock stops), and this
        // board's record is rebuilt from the host's, the record of the game.
        diverged(state, seq, out);
        return;
    }
    // A request of this board's player has been decided once the game went past it.
    if state
        .peering
        .pending
        .as_ref()
        .is_some_and(|(at, _)| *at < state.log().len() as u64)
    {
        state.peering.pending = None;
    }
    send_next(state, out);
}

/// Says where the game stands after a joined board took it in.
fn back_in_game(state: &mut State, out: &mut Vec<Effect>) {
    let summary = super::summary(state.lang, state.sheet());
    let fm = state.game().fullmove_number();
    let number = if state.pos().turn() == Color::White {
        fm.saturating_sub(1)
    } else {
        fm
    };
    let text = phrases::back_in_game(state.lang, number, &summary);
    state.say(out, text, Priority::Alert);
}

/// After how many entries out of order a joined board asks again for the ones it misses.
const RESEND_AFTER: u32 = 8;

/// This board's record and the host's differ: say it, report it to the host, and take the
/// host's record again from its start: the entries before number `agreed` (where the two
/// records part) are taken in without reading each out and where the game stands is said,
/// then the host's entries from there on are said as they come; the journal of the game is
/// begun again.
fn diverged(state: &mut State, agreed: u64, out: &mut Vec<Effect>) {
    let by = state.own_side();
    let text = phrases::boards_differ(state.lang, by);
    state.say(out, text, Priority::Alert);
    out.push(Effect::Send {
        to: To::All,
        message: Message::Request {
            at: state.log().len() as u64,
            intent: Intent::BoardsDiffer {
                by,
                theirs: state
                    .game()
                    .moves()
                    .iter()
                    .map(|m| crate::intent::uci(m.mv))
                    .collect(),
            },
        },
    });
    state.table.record.clear_entries();
    state.peering.pending = None;
    state.peering.catch_up = Some(agreed);
    state.peering.gap = Some((0, 0));
    out.push(Effect::JournalAnew);
    out.push(Effect::Send {
        to: To::All,
        message: Message::Resend { from: 0 },
    });
}

/// The host refused this board's request: said, and it is no longer waiting.
pub(super) fn refused(state: &mut State, refusal: Refusal, out: &mut Vec<Effect>) {
    state.peering.pending = None;
    state.refuse(out, refusal);
    send_next(state, out);
}
