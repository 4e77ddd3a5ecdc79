//! Serde adapters for fields whose types have no serde form of their own, shared by the
//! record, the intents, the clock and the game (`#[serde(with = "crate::serde_helpers::…")]`):
//! durations as whole milliseconds and colours as `"white"` / `"black"` (shakmaty's serde
//! feature is not enabled). A leaf: it depends on nothing in rochade.

/// A [`Duration`](std::time::Duration) as whole milliseconds.
pub mod ms {
    use serde::{Deserialize, Deserializer, Serializer};
    use std::time::Duration;

    /// Writes the duration.
    pub fn serialize<S: Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u64(u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
    }

    /// Reads the duration.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Duration, D::Error> {
        u64::deserialize(d).map(Duration::from_millis)
    }
}

/// An optional [`Duration`](std::time::Duration) as whole milliseconds.
pub mod opt_ms {
    use serde::{Deserialize, Deserializer, Serializer};
    use std::time::Duration;

    /// Writes the duration.
    pub fn serialize<S: Serializer>(d: &Option<Duration>, s: S) -> Result<S::Ok, S::Error> {
        match d {
            Some(d) => s.serialize_some(&u64::try_from(d.as_millis()).unwrap_or(u64::MAX)),
            None => s.serialize_none(),
        }
    }

    /// Reads the duration.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Duration>, D::Error> {
        Ok(Option::<u64>::deserialize(d)?.map(Duration::from_millis))
    }
}

/// A [`Color`](shakmaty::Color) as `"white"` / `"black"`.
pub mod color {
    use serde::{Deserialize, Deserializer, Serializer};
    use shakmaty::Color;

    /// Writes the colour.
    pub fn serialize<S: Serializer>(c: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(if c.is_white() { "white" } else { "black" })
    }

    /// Reads the colour.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        let text = String::deserialize(d)?;
        match text.as_str() {
            "white" => Ok(Color::White),
            "black" => Ok(Color::Black),
            other => Err(serde::de::Error::custom(format!(
                "\"{other}\" is not a colour (white or black)"
            ))),
        }
    }
}

/// An optional [`Color`](shakmaty::Color) as `"white"` / `"black"` / null.
pub mod opt_color {
    use serde::{Deserialize, Deserializer, Serializer};
    use shakmaty::Color;

    /// Writes the colour.
    pub fn serialize<S: Serializer>(c: &Option<Color>, s: S) -> Result<S::Ok, S::Error> {
        match c {
            Some(Color::White) => s.serialize_some("white"),
            Some(Color::Black) => s.serialize_some("black"),
            None => s.serialize_none(),
        }
    }

    /// Reads the colour.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Color>, D::Error> {
        match Option::<String>::deserialize(d)?.as_deref() {
            None => Ok(None),
            Some("white") => Ok(Some(Color::White)),
            Some("black") => Ok(Some(Color::Black)),
            Some(other) => Err(serde::de::Error::custom(format!(
                "\"{other}\" is not a colour (white or black)"
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use serde::{Deserialize, Serialize};
    use shakmaty::Color;
    use std::time::Duration;

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Fields {
        #[serde(with = "super::ms")]
        took: Duration,
        #[serde(with = "super::opt_ms")]
        left: Option<Duration>,
        #[serde(with = "super::color")]
        side: Color,
        #[serde(with = "super::opt_color")]
        by: Option<Color>,
    }

    #[test]
    fn fields_round_trip_in_their_written_form() {
        let f = Fields {
            took: Duration::from_millis(1500),
            left: None,
            side: Color::Black,
            by: Some(Color::White),
        };
        let text = serde_json::to_string(&f).unwrap();
        assert_eq!(
            text,
            r#"{"took":1500,"left":null,"side":"black","by":"white"}"#
        );
        assert_eq!(serde_json::from_str::<Fields>(&text).unwrap(), f);
        let bad = r#"{"took":1,"left":2,"side":"red","by":null}"#;
        assert!(serde_json::from_str::<Fields>(bad).is_err());
    }
}

/// A [`Square`](shakmaty::Square) as its name, `"g1"`.
pub mod square {
    use serde::{Deserialize, Deserializer, Serializer};
    use shakmaty::Square;

    /// Writes the square.
    pub fn serialize<S: Serializer>(sq: &Square, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(sq)
    }

    /// Reads the square.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Square, D::Error> {
        let text = String::deserialize(d)?;
        text.parse::<Square>()
            .map_err(|_| serde::de::Error::custom(format!("\"{text}\" is not a square (a1 to h8)")))
    }
}

/// An optional [`Square`](shakmaty::Square) as its name, `"g1"`.
pub mod opt_square {
    use serde::{Deserialize, Deserializer, Serializer};
    use shakmaty::Square;

    /// Writes the square.
    pub fn serialize<S: Serializer>(sq: &Option<Square>, s: S) -> Result<S::Ok, S::Error> {
        match sq {
            Some(sq) => s.collect_str(sq),
            None => s.serialize_none(),
        }
    }

    /// Reads the square.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Square>, D::Error> {
        match Option::<String>::deserialize(d)? {
            None => Ok(None),
            Some(text) => text.parse::<Square>().map(Some).map_err(|_| {
                serde::de::Error::custom(format!("\"{text}\" is not a square (a1 to h8)"))
            }),
        }
    }
}
