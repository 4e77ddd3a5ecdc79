//! The messages two boards exchange, one per encrypted frame: JSON of an [`Envelope`] (the
//! protocol version and one [`Message`]).
//!
//! What is decided travels as the record's own [`Entry`] (the journal line), numbered, so
//! resending after a reconnection is sending the game's entries from a number. What a peer
//! asks the deciding board to do travels as the core's own [`Intent`] (moves in UCI form): the
//! board that receives it decides, exactly as for a line typed at its own keyboard.
//!
//! Decoding never panics: a message from another protocol version is refused with
//! [`MessageError::Version`], one this version does not know with [`MessageError::Unknown`],
//! anything else that does not read with [`MessageError::Malformed`]. Fields this version does
//! not know are ignored, so a later version may add optional fields without a new number.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use crate::clock::ClockState;
use crate::intent::Intent;
use crate::record::Entry;
pub use crate::record::Role;

/// The protocol version this build speaks (2: a request is the core's [`Intent`]; 3: a
/// refusal is typed; 4: a piece touched on an electronic board is an intent).
pub const VERSION: u32 = 4;

/// One message with the protocol version it is written in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Envelope {
    /// The protocol version ([`VERSION`]).
    pub v: u32,
    /// The message.
    pub msg: Message,
}

/// A side of the board, written `"white"` / `"black"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// White.
    White,
    /// Black.
    Black,
}

impl From<Color> for Side {
    fn from(c: Color) -> Side {
        match c {
            Color::White => Side::White,
            Color::Black => Side::Black,
        }
    }
}

impl From<Side> for Color {
    fn from(s: Side) -> Color {
        match s {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

/// A message between two boards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", content = "body", rename_all = "snake_case")]
pub enum Message {
    /// The joining board introduces itself (its first message).
    Hello {
        /// The game it wants to join or rejoin (empty when it joins for the first time).
        game: String,
        /// What it asks to be there as.
        role: Role,
        /// The side it asks for, if any.
        side: Option<Side>,
        /// The name of the person there, to be said to the other.
        name: Option<String>,
        /// Entries it already has of that game (0 when new): the entries from there on
        /// follow.
        have: u64,
        /// The language its person hears (refusals are said to them in it).
        #[serde(default)]
        lang: Option<crate::lang::Lang>,
        /// Whether the role and side were asked for on purpose: the host keeps a returning
        /// board's role as paired, and says so when this asks for another.
        #[serde(default)]
        ask: bool,
    },
    /// The hosting board accepts: the game, and what the joining board is there as. The
    /// entries it lacks follow (the first is the game's start: rules, position, clock).
    Welcome {
        /// The game's identity.
        game: String,
        /// What the joining board is there as.
        role: Role,
        /// Its side, if it has one.
        side: Option<Side>,
        /// The name of the person at the hosting board.
        name: Option<String>,
        /// Entries the host has now: a board that has none takes them in without reading
        /// each out, and says where the game stands.
        #[serde(default)]
        entries: u64,
    },
    /// One decided change, as recorded in the journal, with its number in the game (the
    /// start is 0): applied once, in order.
    Entry {
        /// Its number.
        seq: u64,
        /// The entry.
        entry: Box<Entry>,
    },
    /// Something the sending board's person asks for, for the receiving board to decide,
    /// made when the sender had `at` entries (a request sent again after a reconnection is
    /// decided once: the host takes it only while it has that many).
    Request {
        /// Entries the sender had.
        at: u64,
        /// What it asks for.
        intent: Intent,
    },
    /// Send the entries from this number on again (after a reconnection or a gap).
    Resend {
        /// The first entry wanted.
        from: u64,
    },
    /// The deciding board's clock as it is now (at a join and every few seconds while it
    /// runs), so that every board's clock runs in step with it.
    ClockReading {
        /// The clock's state.
        state: ClockState,
    },
    /// A request or a hello is refused, and why: decided by the host, worded by the board
    /// that asked, in its own language.
    Refused {
        /// Why.
        refusal: crate::refusal::Refusal,
    },
    /// Are you there? (keeps the connection alive, measures the round trip)
    Ping {
        /// The sender's time in milliseconds, echoed in the answer.
        t_ms: u64,
    },
    /// The answer to a [`Message::Ping`].
    Pong {
        /// The time from the ping.
        t_ms: u64,
    },
    /// The sender leaves on purpose (not a broken connection).
    Bye,
    /// The host has revoked this board's pairing: the connection ends, and the board needs
    /// the host's code to come back (it does not try again by itself).
    Revoked,
}

impl Message {
    /// The name each message is tagged with on the wire, in declaration order.
    pub const TAGS: [&'static str; 11] = [
        "hello",
        "welcome",
        "entry",
        "request",
        "resend",
        "clock_reading",
        "refused",
        "ping",
        "pong",
        "bye",
        "revoked",
    ];

    /// The name this message is tagged with on the wire.
    pub fn tag(&self) -> &'static str {
        match self {
            Message::Hello { .. } => "hello",
            Message::Welcome { .. } => "welcome",
            Message::Entry { .. } => "entry",
            Message::Request { .. } => "request",
            Message::Resend { .. } => "resend",
            Message::ClockReading { .. } => "clock_reading",
            Message::Refused { .. } => "refused",
            Message::Ping { .. } => "ping",
            Message::Pong { .. } => "pong",
            Message::Bye => "bye",
            Message::Revoked => "revoked",
        }
    }
}

/// Why bytes are not a message this build reads.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MessageError {
    /// Written in another protocol version.
    #[error("protocol version {found} (this rochade speaks version {supported})")]
    Version {
        /// The version in the message.
        found: u32,
        /// [`VERSION`].
        supported: u32,
    },
    /// A message this version does not know.
    #[error("unknown message \"{tag}\"")]
    Unknown {
        /// Its tag.
        tag: String,
    },
    /// Not a message: not JSON, no version, or fields that do not fit.
    #[error("malformed message: {0}")]
    Malformed(String),
}

impl Envelope {
    /// `msg` in this build's version.
    pub fn new(msg: Message) -> Envelope {
        Envelope { v: VERSION, msg }
    }

    /// The bytes that travel (JSON).
    pub fn encode(&self) -> Vec<u8> {
        // Serialising these types cannot fail: all map keys are strings and no Serialize
        // impl reports an error. Should it ever, the empty result is refused by the peer as
        // malformed rather than panicking here.
        serde_json::to_vec(self).unwrap_or_default()
    }

    /// Reads an envelope of this build's version.
    ///
    /// # Errors
    /// [`MessageError`]: another version, an unknown message, or not a message at all.
    pub fn decode(bytes: &[u8]) -> Result<Envelope, MessageError> {
        #[derive(Deserialize)]
        struct Probe {
            v: u32,
            msg: Option<TagProbe>,
        }
        #[derive(Deserialize)]
        struct TagProbe {
            #[serde(rename = "type")]
            tag: String,
        }
        let malformed = |e: serde_json::Error| MessageError::Malformed(e.to_string());
        let probe: Probe = serde_json::from_slice(bytes).map_err(malformed)?;
        if probe.v != VERSION {
            return Err(MessageError::Version {
                found: probe.v,
                supported: VERSION,
            });
        }
        serde_json::from_slice(bytes).map_err(|e| match probe.msg {
            Some(TagProbe { tag }) if !Message::TAGS.contains(&tag.as_str()) => {
                MessageError::Unknown { tag }
            }
            _ => malformed(e),
        })
    }
}

/// The bytes of `msg` in this build's version ([`Envelope::encode`]).
pub fn encode(msg: Message) -> Vec<u8> {
    Envelope::new(msg).encode()
}

/// The message in `bytes` ([`Envelope::decode`]).
///
/// # Errors
/// [`MessageError`].
pub fn decode(bytes: &[u8]) -> Result<Message, MessageError> {
    Envelope::decode(bytes).map(|e| e.msg)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::actor::Actor;
    use crate::clock::{AlertConfig, Clock, Preset};
    use crate::scoresheet::Event;
    use proptest::prelude::*;
    use std::time::Duration;

    fn clock_state() -> ClockState {
        Clock::new(Preset::Rapid.time_control(), AlertConfig::off()).state(Duration::ZERO)
    }

    fn every_message() -> Vec<Message> {
        let entry = Entry {
            game: "g-1".into(),
            actor: Actor::Player(Color::White),
            ply: 0,
            before: 1,
            after: 2,
            clock: Some(Box::new(clock_state())),
            event: Event::Move {
                uci: "e2e4".parse().unwrap(),
                clock: Some(Duration::from_millis(899_000)),
                recorded: false,
            },
        };
        let requests = crate::intent::every_intent();
        let mut all = vec![
            Message::Hello {
                game: String::new(),
                role: Role::Opponent,
                side: Some(Side::Black),
                name: Some("Bella".into()),
                have: 0,
                lang: Some(crate::lang::Lang::Ru),
                ask: true,
            },
            Message::Welcome {
                game: "g-1".into(),
                role: Role::Assistant,
                side: Some(Side::White),
                name: None,
                entries: 7,
            },
            Message::Entry {
                seq: 3,
                entry: Box::new(entry),
            },
            Message::Resend { from: 7 },
            Message::ClockReading {
                state: clock_state(),
            },
            Message::Refused {
                refusal: crate::refusal::Refusal::OtherGame,
            },
            Message::Refused {
                refusal: crate::refusal::Refusal::Forbidden(crate::refusal::Forbidden::SideOnly(
                    Color::Black,
                )),
            },
            Message::Refused {
                refusal: crate::refusal::Refusal::NoSuchPosition {
                    side: Color::White,
                    number: 12,
                },
            },
            Message::Ping { t_ms: 5 },
            Message::Pong { t_ms: 5 },
            Message::Bye,
            Message::Revoked,
        ];
        all.extend(
            requests
                .into_iter()
                .map(|intent| Message::Request { at: 4, intent }),
        );
        for role in [Role::Arbiter, Role::Viewer] {
            all.push(Message::Hello {
                game: "g-1".into(),
                role,
                side: None,
                name: None,
                have: 3,
                lang: None,
                ask: false,
            });
        }
        all
    }

    #[test]
    fn every_message_round_trips_and_has_a_known_tag() {
        let mut tags = std::collections::BTreeSet::new();
        for msg in every_message() {
            let bytes = encode(msg.clone());
            assert_eq!(
                decode(&bytes),
                Ok(msg.clone()),
                "{}",
                String::from_utf8_lossy(&bytes)
            );
            let json: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
            assert_eq!(json["v"], VERSION);
            assert_eq!(json["msg"]["type"], msg.tag());
            tags.insert(msg.tag());
        }
        assert_eq!(tags.len(), Message::TAGS.len(), "every message is tested");
        assert!(tags.iter().all(|t| Message::TAGS.contains(t)));
    }

    #[test]
    fn the_wire_form_is_stable() {
        assert_eq!(
            String::from_utf8(encode(Message::Request {
                at: 2,
                intent: Intent::Answer {
                    by: Color::Black,
                    accept: false
                }
            }))
            .unwrap(),
            r#"{"v":4,"msg":{"type":"request","body":{"at":2,"intent":{"answer":{"by":"black","accept":false}}}}}"#
        );
        assert_eq!(
            String::from_utf8(encode(Message::Bye)).unwrap(),
            r#"{"v":4,"msg":{"type":"bye"}}"#
        );
        // A piece touched on an electronic board names its square (version 4).
        let touch = r#"{"v":4,"msg":{"type":"request","body":{"at":2,"intent":{"touch":{"by":"white","square":"g1"}}}}}"#;
        assert_eq!(
            decode(touch.as_bytes()).unwrap(),
            Message::Request {
                at: 2,
                intent: Intent::Touch {
                    by: Color::White,
                    square: shakmaty::Square::G1
                }
            }
        );
        assert_eq!(
            String::from_utf8(encode(decode(touch.as_bytes()).unwrap())).unwrap(),
            touch
        );
        assert!(decode(touch.replace("g1", "k9").as_bytes()).is_err());
        // Its entry names the square; an entry without it (older records) still reads.
        let entry = r#"{"v":4,"msg":{"type":"entry","body":{"seq":3,"entry":{"game":"g-1","actor":{"player":"white"},"ply":0,"before":2,"after":2,"event":{"type":"touch","by":"white","square":"g1"}}}}}"#;
        for (text, square) in [
            (entry.to_owned(), Some(shakmaty::Square::G1)),
            (entry.replace(r#","square":"g1""#, ""), None),
        ] {
            match decode(text.as_bytes()) {
                Ok(Message::Entry { entry, .. }) => assert_eq!(
                    entry.event,
                    crate::scoresheet::Event::Touch {
                        by: Color::White,
                        square
                    }
                ),
                other => panic!("{other:?}"),
            }
        }
        // A refusal travels as its reason, never in words: each board words it.
        assert_eq!(
            String::from_utf8(encode(Message::Refused {
                refusal: crate::refusal::Refusal::NoSuchPosition {
                    side: Color::Black,
                    number: 7
                }
            }))
            .unwrap(),
            r#"{"v":4,"msg":{"type":"refused","body":{"refusal":{"why":"no_such_position","of":{"side":"black","number":7}}}}}"#
        );
    }

    #[test]
    fn another_version_is_refused_by_number() {
        assert_eq!(
            decode(br#"{"v":2,"msg":{"type":"bye"}}"#),
            Err(MessageError::Version {
                found: 2,
                supported: VERSION
            })
        );
        // Whatever the message of another version looks like.
        assert_eq!(
            decode(br#"{"v":0,"msg":{"type":"teleport","body":[1,2]}}"#),
            Err(MessageError::Version {
                found: 0,
                supported: VERSION
            })
        );
    }

    #[test]
    fn unknown_and_malformed_messages_are_told_apart() {
        assert_eq!(
            decode(br#"{"v":4,"msg":{"type":"teleport","body":{}}}"#),
            Err(MessageError::Unknown {
                tag: "teleport".into()
            })
        );
        for bad in [
            &br#"{"v":4,"msg":{"type":"resend","body":{"from":"seven"}}}"#[..],
            br#"{"v":4}"#,
            br#"{"msg":{"type":"bye"}}"#,
            br#"{"v":-1,"msg":{"type":"bye"}}"#,
            br#"{"v":4,"msg":{"type":"request","body":{"at":0,"intent":"fly"}}}"#,
            b"",
            b"\xff\xfe",
            b"[]",
        ] {
            assert!(
                matches!(decode(bad), Err(MessageError::Malformed(_))),
                "{}",
                String::from_utf8_lossy(bad)
            );
        }
    }

    #[test]
    fn fields_a_later_version_adds_are_ignored() {
        assert_eq!(
            decode(br#"{"v":4,"extra":true,"msg":{"type":"ping","body":{"t_ms":9,"new":1}}}"#),
            Ok(Message::Ping { t_ms: 9 })
        );
    }

    proptest! {
        #[test]
        fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
            let _ = decode(&bytes);
        }

        /// Real messages with bytes changed, cut or inserted: an error or a message, no panic.
        #[test]
        fn damaged_messages_never_panic(
            which in 0usize..40,
            edits in proptest::collection::vec((any::<usize>(), any::<u8>(), 0u8..3), 1..6),
        ) {
            let all = every_message();
            let mut bytes = encode(all[which % all.len()].clone());
            for (at, b, op) in edits {
                let at = at % (bytes.len() + 1);
                match op {
                    0 if at < bytes.len() => bytes[at] = b,
                    1 => bytes.insert(at, b),
                    _ => bytes.truncate(at),
                }
            }
            let _ = decode(&bytes);
        }
    }
}
