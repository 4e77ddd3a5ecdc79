//! The interactive game: the pure core ([`core`]), the one event loop ([`event_loop`]), and the
//! two views (full-screen and line mode, in [`crate::ui`]).

pub mod commands;
pub mod core;
#[path = "loop.rs"]
pub mod event_loop;
pub mod phrases;

use std::io::IsTerminal;

use anyhow::Context;
use shakmaty::Color;

use self::core::{Event, Options, State};
use self::event_loop::{Shell, TranscriptOnly, View};
use crate::game::Game;
use crate::lang::Lang;

/// The side the player sits at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Side {
    /// White (the board is drawn from White's side).
    #[default]
    White,
    /// Black.
    Black,
}

/// Options of the interactive game (`rochade` with no subcommand, or `rochade play`).
#[derive(Debug, Clone, clap::Args, Default)]
pub struct PlayArgs {
    /// Language of announcements and interface: de (Appendix D words), en or ru.
    #[arg(long, default_value = "de")]
    pub lang: Lang,
    /// One plain line per announcement and answer, no screen drawing (for screen readers and
    /// braille displays). Chosen automatically when input or output is not a terminal, or
    /// TERM=dumb.
    #[arg(long)]
    pub line_mode: bool,
    /// Start from this position (FEN) instead of the standard one.
    #[arg(long)]
    pub fen: Option<String>,
    /// The player's side: the board is drawn from it, the other side's moves are alerts.
    #[arg(long, value_enum, default_value = "white")]
    pub side: Side,
    /// Speak nothing aloud; only write.
    #[arg(long)]
    pub no_speech: bool,
}

/// Whether line mode applies: asked for, or output/input is not a terminal, or TERM=dumb.
pub fn wants_line_mode(args: &PlayArgs) -> bool {
    args.line_mode
        || !std::io::stdout().is_terminal()
        || !std::io::stdin().is_terminal()
        || std::env::var("TERM").is_ok_and(|t| t == "dumb")
}

/// Restores the terminal when the full-screen view ends, however it ends.
struct Restore;

impl Drop for Restore {
    fn drop(&mut self) {
        ratatui::restore();
    }
}

/// Runs an interactive game until the player quits or input ends.
///
/// # Errors
/// When the starting position is not valid, or the terminal cannot be used.
pub fn run(args: PlayArgs) -> anyhow::Result<()> {
    let game = match &args.fen {
        Some(fen) => Game::from_fen(fen).with_context(|| format!("--fen {fen}"))?,
        None => Game::default(),
    };
    let player = match args.side {
        Side::White => Color::White,
        Side::Black => Color::Black,
    };
    let mut state = State::new(Options {
        lang: args.lang,
        player,
        game,
    });
    // The speech backend replaces this (one line), honouring `args.no_speech`.
    let speaker = Box::new(TranscriptOnly);
    let (tx, rx) = event_loop::channel();
    if wants_line_mode(&args) {
        event_loop::spawn_line_reader(std::io::BufReader::new(std::io::stdin()), tx);
        let mut shell = Shell {
            speaker,
            view: View::Lines(Box::new(std::io::stdout())),
        };
        return event_loop::run_loop(&mut shell, &mut state, &rx, vec![Event::Start]);
    }
    let terminal = ratatui::try_init().context("cannot use the terminal")?;
    let _restore = Restore;
    let size = terminal.size().context("cannot read the terminal size")?;
    event_loop::spawn_key_reader(tx);
    let mut shell = Shell {
        speaker,
        view: View::Screen(terminal, crate::ui::Look::from_env()),
    };
    event_loop::run_loop(
        &mut shell,
        &mut state,
        &rx,
        vec![
            Event::Resize {
                cols: size.width,
                rows: size.height,
            },
            Event::Start,
        ],
    )
}
