//! What one person at this board sees and types, apart from the game: the board's
//! orientation, the square cursor, the input line, the transcript and the screen. A joined
//! board and the host each have their own; nothing here is recorded or sent.

use shakmaty::{Color, Square};

use super::Said;

/// What this board's person sees and types ([`super::State::session`]).
#[derive(Debug, Clone)]
pub struct Session {
    /// The side the board is drawn from.
    pub orientation: Color,
    /// The square cursor moved with the arrow keys.
    pub cursor: Square,
    /// The input line being typed (full-screen view).
    pub input: String,
    /// Everything said, oldest first (the last [`super::TRANSCRIPT_KEEP`] lines).
    pub transcript: Vec<Said>,
    /// The last thing said, for `repeat`.
    pub last_said: Option<Said>,
    /// How many of the newest transcript lines the transcript pane is paged back past (0:
    /// the newest shows).
    pub scroll: usize,
    /// The terminal size, if known.
    pub screen: Option<(u16, u16)>,
    /// What the clock line showed when the clock was last read (each side's displayed
    /// seconds, the side to move): the screen is drawn again only when it changes.
    pub(super) clock_shown: Option<([u64; 2], Color)>,
    /// "The terminal is too small" was said for the present size.
    pub(super) too_small_said: bool,
    /// Where the settings file is (the help names it); `None` where there is no
    /// configuration directory.
    pub settings_file: Option<String>,
}

impl Session {
    /// The session of the player of `player`: the board drawn from that side, the cursor on
    /// its king's square, nothing typed or said yet.
    pub fn new(player: Color) -> Session {
        Session {
            orientation: player,
            cursor: player.fold_wb(Square::E1, Square::E8),
            input: String::new(),
            transcript: Vec::new(),
            last_said: None,
            scroll: 0,
            screen: None,
            clock_shown: None,
            too_small_said: false,
            settings_file: None,
        }
    }
}
