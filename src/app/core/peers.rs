//! Two boards, one game: the people at the partner's boards, and what the core does with
//! them. The board that hosts the game decides (its core is the authority); every entry it
//! records goes to every peer, numbered, and a peer that missed some asks for them again. A
//! joined board applies the host's entries as recorded and sends what its player asks for to
//! the host instead of deciding it.

use shakmaty::Color;

use super::change::{Change, Intent, Origin, apply};
use super::{Effect, Priority, State, phrases};
use crate::record::{Entry, Role};

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

/// What the core hands the network adapter to send.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outgoing {
    /// An entry of the game, with its number in the game (the start is 0).
    Entry {
        /// Its number.
        seq: u64,
        /// The entry.
        entry: Box<Entry>,
    },
    /// A request of this board's player, for the host to decide.
    Request(Intent),
    /// The entries from this number on are missing here: send them again.
    Resend {
        /// The first one missing.
        from: u64,
    },
    /// What was asked for was refused, in words of the asker's language.
    Refused {
        /// Why.
        text: String,
    },
}

/// Where an [`Outgoing`] goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum To {
    /// Every peer (a joined board: the host).
    All,
    /// One peer.
    Peer(u32),
}

/// Says who has connected (and in which role, at which colour), or come back.
pub(super) fn joined(state: &mut State, peer: Peer, out: &mut Vec<Effect>) {
    let back = state.peers.iter().any(|p| p.id == peer.id);
    let text = phrases::peer_joined(state.lang, peer.role, peer.side, peer.name.as_deref(), back);
    state.peers.retain(|p| p.id != peer.id);
    let id = peer.id;
    state.peers.push(peer);
    state.say(out, text, Priority::Alert);
    // The newcomer gets the whole game so far.
    if state.link == Link::Host {
        resend(state, id, 0, out);
    }
}

/// Says that a peer has left (or lost the connection).
pub(super) fn left(state: &mut State, id: u32, out: &mut Vec<Effect>) {
    let Some(peer) = state.peers.iter().find(|p| p.id == id).cloned() else {
        return;
    };
    let text = phrases::peer_left(state.lang, peer.role, peer.side, peer.name.as_deref());
    state.say(out, text, Priority::Alert);
}

/// The host sends entry `from` and every later one to peer `id`.
pub(super) fn resend(state: &mut State, id: u32, from: u64, out: &mut Vec<Effect>) {
    let start = usize::try_from(from).unwrap_or(usize::MAX);
    for (seq, entry) in state.log.iter().enumerate().skip(start) {
        out.push(Effect::Send {
            to: To::Peer(id),
            message: Outgoing::Entry {
                seq: seq as u64,
                entry: Box::new(entry.clone()),
            },
        });
    }
}

/// The host decides what a peer asks for, as that peer's role may; a refusal is answered to
/// that peer only, in words, and changes nothing.
pub(super) fn request(state: &mut State, id: u32, intent: Intent, out: &mut Vec<Effect>) {
    let actor = state
        .peers
        .iter()
        .find(|p| p.id == id)
        .and_then(|p| p.role.actor(p.side));
    let Some(actor) = actor else {
        let text = phrases::viewer_only_listens(state.lang).to_owned();
        out.push(Effect::Send {
            to: To::Peer(id),
            message: Outgoing::Refused { text },
        });
        return;
    };
    let now = state.now;
    let (said, last) = (state.transcript.len(), state.last_said.clone());
    let effects = apply(state, Origin::Partner(actor), Change::Intent(intent), now);
    let recorded = effects.iter().any(|e| matches!(e, Effect::Journal(_)));
    if recorded {
        out.extend(effects);
        return;
    }
    // Refused: the words go to the one who asked; nothing is said here.
    state.transcript.truncate(said);
    state.last_said = last;
    for e in effects {
        if let Effect::Speak { text, .. } = e {
            out.push(Effect::Send {
                to: To::Peer(id),
                message: Outgoing::Refused { text },
            });
        }
    }
}

/// A joined board receives entry number `seq` from the host: applied once, in order; a
/// duplicate is ignored, a gap asks for what is missing.
pub(super) fn entry(state: &mut State, seq: u64, entry: Entry, out: &mut Vec<Effect>) {
    let next = state.log.len() as u64;
    if seq < next {
        return;
    }
    if seq > next {
        out.push(Effect::Send {
            to: To::All,
            message: Outgoing::Resend { from: next },
        });
        return;
    }
    let actor = entry.actor;
    let now = state.now;
    let effects = apply(state, Origin::Partner(actor), Change::Recorded(entry), now);
    out.extend(effects);
}
