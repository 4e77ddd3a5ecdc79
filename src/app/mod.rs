//! The interactive game: core state machine, event loop, terminal and line-mode views.
//! (Placeholder until the game loop lands; see issue 3.)

/// Options of the interactive game (`rochade` with no subcommand, or `rochade play`).
#[derive(Debug, Clone, clap::Args, Default)]
pub struct PlayArgs {
    /// Language of announcements and interface: de (Appendix D words), en or ru.
    #[arg(long, default_value = "de")]
    pub lang: String,
}

/// Runs an interactive game until the player quits.
///
/// # Errors
/// When the terminal cannot be used.
pub fn run(_args: PlayArgs) -> anyhow::Result<()> {
    println!(
        "rochade: the interactive game is not built yet; try `rochade announce` or `rochade notate`."
    );
    Ok(())
}
