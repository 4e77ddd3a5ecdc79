//! The interactive game: the pure core ([`core`]), the one event loop ([`event_loop`]), and the
//! two views (full-screen and line mode, in [`crate::ui`]), and the arbiters' hall that follows every
//! board ([`hall_view`]).

pub mod commands;
pub mod config;
pub mod core;
pub mod eboard;
#[cfg(feature = "engine")]
pub mod engine_seat;
/// The engine opponent's seat in a build without the engine (the `engine` feature off): no
/// engine can play, and `--engine` is said to be refused.
#[cfg(not(feature = "engine"))]
#[path = "engine_seat_none.rs"]
pub mod engine_seat;
#[path = "loop.rs"]
pub mod event_loop;
pub mod hall_view;
pub mod link;
pub mod pairings;
pub mod phrases;
pub mod start;
pub mod voice_seat;

use std::io::IsTerminal;

use shakmaty::Color;
use start::{Because, Failure, Result};

pub use self::core::Notice;
use self::core::{Input, Link, Options, ResumeOffer, State};
use self::event_loop::{Keeper, Shell, View};
use crate::game::Game;
use crate::lang::Lang;
use crate::speech::CuePlayer;

/// The side the player sits at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Side {
    /// White (the board is drawn from White's side).
    #[default]
    White,
    /// Black.
    Black,
}

/// How squares are said (`--squares`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum SquareWords {
    /// The Appendix D words (Anna … Hector, eins … acht; English ranks one … eight).
    AppendixD,
    /// The language's own letters and numbers, where its grammar file has them.
    Letters,
}

/// The words squares are said with for the choice the player made (`--squares`, setting
/// `squares`), or the language's own default without one.
pub fn square_choice(chosen: Option<SquareWords>) -> crate::notation::lexicon::SquareChoice {
    use crate::notation::lexicon::SquareChoice;
    match chosen {
        None => SquareChoice::LanguageDefault,
        Some(SquareWords::AppendixD) => SquareChoice::AppendixD,
        Some(SquareWords::Letters) => SquareChoice::Letters,
    }
}

/// Which options the player chose, on the command line or in the settings file.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Chosen {
    /// The speech engine (`--speech`, `--no-speech`, setting `speech`).
    pub speech: bool,
    /// The view (`--line-mode`, `--full-screen`, setting `line_mode`).
    pub view: bool,
}

/// The speech options every command takes: the game, `host` and `join`, the tournament hall,
/// and the batch tools (which write and do not speak: there they are accepted, so that one set
/// of options works for every command).
#[derive(Debug, Clone, clap::Args, Default)]
pub struct SpeechArgs {
    /// Speak nothing aloud; only write (the same as `--speech none`).
    #[arg(long)]
    pub no_speech: bool,
    /// Speech engine: auto (speech-dispatcher, else the espeak-ng program, else none),
    /// speechd, espeak, system (Windows / macOS) or none. Without it: `speech` in the
    /// settings file, else auto.
    #[arg(long, default_value = "auto", hide_default_value = true)]
    pub speech: crate::speech::Backend,
    /// Speech rate, -100 (slowest) to 100 (fastest); 0 is the voice's normal rate. Without
    /// it: `rate` in the settings file, else 0.
    #[arg(
        long,
        default_value_t = 0,
        allow_hyphen_values = true,
        hide_default_value = true,
        value_parser = clap::value_parser!(i8).range(-100..=100)
    )]
    pub rate: i8,
    /// A voice by name; by default a voice of each announcement's language.
    #[arg(long)]
    pub voice: Option<String>,
    /// The language of that voice, when it speaks one language only: the announcement words of
    /// other languages are then respelled for it (tables in audio/pronunciation/).
    #[arg(long, requires = "voice")]
    pub voice_lang: Option<Lang>,
    /// No sound cues.
    #[arg(long)]
    pub no_cues: bool,
}

/// Options of the interactive game (`rochade` with no subcommand, or `rochade play`).
#[derive(Debug, Clone, clap::Args, Default)]
#[command(group(clap::ArgGroup::new("voice_listening").multiple(true)))]
pub struct PlayArgs {
    /// Language of announcements and interface: de (Appendix D words), en, es or ru (or a
    /// language's name). Without it: `lang` in the settings file, else the system's locale
    /// (LC_ALL, LC_MESSAGES, LANG) when it is one of these, else de. Subcommands use it too
    /// (`rochade --lang en export`).
    #[arg(
        long,
        default_value = "de",
        hide_default_value = true,
        value_parser = crate::cli_values::Listed::<Lang>::new(&crate::lang::CODES)
    )]
    pub lang: Lang,
    /// How squares are said where the language has a choice: appendix-d (the Appendix D
    /// words, as FIDE recommends for announcing: Spanish "Caballo Felix drei", English
    /// "Knight Felix three") or letters (the language's own letters and numbers, Spanish
    /// "Caballo efe tres", English "Knight f3"). Both are understood. Without it: `squares`
    /// in the settings file, else appendix-d, except in English, where letters.
    #[arg(long, value_enum)]
    pub squares: Option<SquareWords>,
    /// One plain line per announcement and answer, no screen drawing (for screen readers and
    /// braille displays). Chosen automatically when input or output is not a terminal, or
    /// TERM=dumb.
    #[arg(long)]
    pub line_mode: bool,
    /// The full-screen view even with a screen reader (then drawn for it: no box lines, the
    /// clock in minutes, the terminal cursor on the newest line of the transcript).
    #[arg(long, conflicts_with = "line_mode")]
    pub full_screen: bool,
    /// The board's colours in the full-screen view: default (the terminal's palette),
    /// high-contrast (black and white squares, bold letters, a heavy frame), light or dark.
    /// Every theme keeps the letters at a contrast of 7:1 or more; `NO_COLOR` turns colour
    /// off. Without it: `theme` in the settings file.
    #[arg(long, value_enum, default_value = "default", hide_default_value = true)]
    pub theme: crate::ui::Theme,
    /// Suit a screen reader: auto (when one is found running), on, or off. With one, rochade
    /// writes one plain line per event for it to read and keeps its own voice quiet (sound
    /// cues stay), unless --speech or --full-screen choose otherwise. Without it:
    /// `screen_reader` in the settings file, else auto.
    #[arg(long, value_enum, default_value = "auto", hide_default_value = true)]
    pub screen_reader: crate::screen_reader::Choice,
    /// Which options the player chose (on the command line or in the settings file), as
    /// against the defaults: a screen reader changes only the defaults.
    #[arg(skip)]
    pub chosen: Chosen,
    /// Whether rochade suits a screen reader in this session (found running, or asked for);
    /// worked out at the start by [`suit_screen_reader`].
    #[arg(skip)]
    pub screen_reader_active: bool,
    /// Start from this position (FEN) instead of the standard one.
    #[arg(long)]
    pub fen: Option<String>,
    /// White's name for the scoresheet (the PGN `White` tag); it replaces the event
    /// profile's.
    #[arg(long, value_name = "NAME")]
    pub white: Option<String>,
    /// Black's name for the scoresheet (the PGN `Black` tag); it replaces the event profile's.
    #[arg(long, value_name = "NAME")]
    pub black: Option<String>,
    /// The player's side: the board is drawn from it, the other side's moves are alerts.
    /// Without it: `side` in the settings file, else white.
    #[arg(long, value_enum, default_value = "white", hide_default_value = true)]
    pub side: Side,
    /// Speech: engine, rate, voice and sound cues.
    #[command(flatten)]
    pub sound: SpeechArgs,
    /// Announce and confirm every move at this keyboard (Appendix D): a move typed is
    /// announced; the opponent completes it with `confirm`, and until then the mover may
    /// `correct` it (D.2.8). An event profile can require it.
    #[arg(long)]
    pub confirm: bool,
    /// Between two boards, complete a move at once instead of after the opponent's
    /// confirmation (practice; the table protocol is the default there).
    #[arg(long)]
    pub no_confirm: bool,
    /// Seconds after which an announced move that is not confirmed is recalled aloud; 0 for
    /// never.
    #[arg(long, value_name = "SECONDS", default_value_t = 30)]
    pub confirm_reminder: u64,
    /// Say only the low-time alerts of the player's own clock (`--side`); without it the
    /// opponent's are said too, naming the opponent.
    #[arg(long)]
    pub own_alerts: bool,
    /// Tournament profile (TOML, see `rochade event init`): rules edition, time control,
    /// assistants and allowances.
    #[arg(long)]
    pub event: Option<std::path::PathBuf>,
    /// A clock without a profile: a preset (fide-classical, fide-championship, rapid, blitz)
    /// or a PGN TimeControl value such as 40/5400+30:1800+30 or 900+10.
    #[arg(
        long,
        hide_possible_values = true,
        value_parser = crate::cli_values::Listed::<String>::new(crate::cli_values::TIME_CONTROL_PRESETS)
    )]
    pub time_control: Option<String>,
    /// Continue an unfinished game from the journal: the most recent one, or GAME (a journal
    /// name as `rochade export` takes it, or a path). Without this option rochade offers to
    /// continue the last game if it did not end.
    #[arg(long, value_name = "GAME", num_args = 0..=1, default_missing_value = "")]
    pub resume: Option<String>,
    /// Continue a game from a PGN file (an adjourned game, or one moved from another
    /// machine): its moves, clock readings and tags become the start of the record.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["resume", "fen"])]
    pub pgn: Option<std::path::PathBuf>,
    /// Which game of the PGN file (1 for the first); the last one if not given.
    #[arg(long, value_name = "N", requires = "pgn")]
    pub game: Option<usize>,
    /// Report every entry of the game to the tournament hall through this MQTT broker
    /// (`mqtt://[USER:PASSWORD@]HOST[:PORT]`); the event profile's `hall` if not given.
    #[arg(long, value_name = "URL")]
    pub hall: Option<String>,
    /// This board's number in the tournament hall; the event profile's `board` if not given.
    #[arg(long, value_name = "N")]
    pub board: Option<u32>,
    /// With `--hall mqtts://…`: the certificate authority (PEM) that signed the broker's
    /// certificate; the system's authorities if not given.
    #[arg(long, value_name = "FILE", requires = "hall")]
    pub hall_ca: Option<std::path::PathBuf>,
    /// Play against a UCI chess engine: a program's name on PATH (stockfish; Debian's games
    /// folder is looked in too) or its path. It plays the side that is not --side. Refused in
    /// a game with an event profile (Article 11.3). Without it: `engine` in the settings file.
    #[arg(long, value_name = "PATH_OR_NAME")]
    pub engine: Option<String>,
    /// Voice input: `listen` (or its word in the game's language) records one announcement
    /// from the microphone, says back the move heard and plays it on yes or Enter. Needs
    /// pocketsphinx, pocketsphinx-en-us and espeak-ng. Without it: `voice_input` in the
    /// settings file.
    #[arg(long, group = "voice_listening")]
    pub voice_input: bool,
    /// Voice input that listens all the time (implies --voice-input): after each
    /// announcement, answer or silence the microphone opens again, with a tone, whenever
    /// rochade is quiet; `listen` (or F2) pauses and resumes it. Without it:
    /// `voice_continuous` in the settings file.
    #[arg(long, group = "voice_listening")]
    pub voice_continuous: bool,
    /// The recording program for voice input and its arguments, one string: raw 16-bit
    /// little-endian mono samples at 16 kHz on its standard output. Without it: the setting
    /// `voice_recorder`, else `arecord -q -t raw -f S16_LE -r 16000 -c 1`.
    #[arg(long, value_name = "COMMAND", requires = "voice_listening")]
    pub voice_recorder: Option<String>,
    /// Voice input hears with Vosk and the model in this folder (a model of the language the
    /// moves are announced in) instead of PocketSphinx. Without it: `vosk_model` in the
    /// settings file.
    #[arg(long, value_name = "DIR", requires = "voice_listening")]
    pub vosk_model: Option<std::path::PathBuf>,
    /// The Vosk library (libvosk); the system's if not given. Without it: `vosk_library` in
    /// the settings file.
    #[arg(long, value_name = "FILE", requires = "vosk_model")]
    pub vosk_library: Option<std::path::PathBuf>,
    /// The engine's strength in Elo: its UCI_Elo setting (within the engine's own bounds),
    /// else its Skill Level; without it, the engine's full strength.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(100..=4000))]
    pub engine_elo: Option<u32>,
    /// How long the engine thinks about a move in a game without a clock, in milliseconds
    /// (with a clock it is told both players' times).
    #[arg(long, value_name = "MS", default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=600_000))]
    pub engine_movetime: u64,
    /// The sighted player's electronic board (the side that is not `--side`; with `join`, the
    /// joining board's own side): dgt:PATH for a DGT board on the serial device PATH
    /// (/dev/ttyUSB0, COM3). Its moves are recorded and said, and the blind player's announced
    /// moves carried out on it are confirmed. Without it: `eboard` in the event profile, else
    /// in the settings file.
    #[arg(long, value_name = "dgt:PATH")]
    pub eboard: Option<crate::eboard::EboardSpec>,
    /// `eboard` came from the settings file, not the command line: an event profile's
    /// `eboard` replaces it ([`eboard_of`]).
    #[arg(skip)]
    pub eboard_from_settings: bool,
}

/// The electronic board the session reads: `--eboard` on the command line, else the event
/// profile's `eboard`, else the settings file's.
pub fn eboard_of(
    args: &PlayArgs,
    profile: Option<&crate::event::EventProfile>,
) -> Option<crate::eboard::EboardSpec> {
    let from_profile = profile.and_then(|p| p.eboard.clone());
    match (&args.eboard, from_profile) {
        (Some(given), _) if !args.eboard_from_settings => Some(given.clone()),
        (_, Some(table)) => Some(table),
        (settings, None) => settings.clone(),
    }
}

/// The clock the arguments ask for: from `--time-control`, else from the `--event` profile,
/// else none.
///
/// # Errors
/// A time control or profile that does not read, with what is wrong in words.
fn make_clock(
    args: &PlayArgs,
    profile: Option<&crate::event::EventProfile>,
) -> Result<Option<crate::clock::Clock>> {
    use crate::clock::{AlertConfig, Clock, Preset, TimeControlTag};
    if let Some(text) = &args.time_control {
        let control = match Preset::ALL.iter().find(|p| p.name() == text.trim()) {
            Some(p) => p.time_control(),
            None => match TimeControlTag::parse(text)
                .because_with(|| start::StartProblem::TimeControl(text.clone()))?
            {
                TimeControlTag::Timed(tc) => tc,
                TimeControlTag::Unknown | TimeControlTag::Untimed => return Ok(None),
            },
        };
        // The event's allowances (an assistant's deduction, 6.2.6) apply to the given
        // control: the command line changes the control, never drops the arbiter's settings.
        if let Some(p) = profile {
            let mut p = p.clone();
            p.time_control = Some(control);
            return Ok(p.new_clock(std::time::Duration::ZERO));
        }
        return Ok(Some(Clock::new(control, AlertConfig::default())));
    }
    Ok(profile.and_then(|p| p.new_clock(std::time::Duration::ZERO)))
}

/// The rules of the game: the profile's edition, kind of play and draw-offer restrictions
/// (9.1); the kind of play follows the clock when no profile says it.
fn game_rules(
    profile: Option<&crate::event::EventProfile>,
    clock: Option<&crate::clock::Clock>,
    confirm: bool,
    paired: bool,
) -> crate::game::GameRules {
    use crate::rules::TableProtocol;
    let mut rules = crate::game::GameRules {
        protocol: match (confirm, paired) {
            // Between two boards the opponent's board repeats and confirms (D.2.1).
            (_, true) => TableProtocol::TwoBoards,
            (true, false) => TableProtocol::OneBoard,
            (false, false) => TableProtocol::Off,
        },
        ..crate::game::GameRules::default()
    };
    if let Some(p) = profile {
        if p.table_protocol.is_on() {
            rules.protocol = p.table_protocol;
        }
        rules.arbitrated = true;
        rules.arbiter_starts_clock = p.arbiter_starts_clock;
        rules.arbiter_code = p.arbiter_code.is_some();
        rules.edition = p.edition;
        rules.tempo = p.tempo;
        rules.offers.min_moves = p.draw_offers.not_before_move;
        rules.offers.arbiter_consent = p.draw_offers.arbiter_consent;
        // The event's own penalties, where they differ from the edition's (7.5.5, 9.5.3).
        if p.penalties != crate::clock::Penalties::for_rules(p.edition, p.tempo) {
            rules.penalties = Some(p.penalties);
        }
    } else if let Some(c) = clock {
        rules.tempo = c.control().fide_tempo();
    }
    rules
}

/// The tags a new game's record starts with: event, date, players (`names` from the command
/// line, else the profile's) and the time control (PGN `TimeControl`, written into exported
/// games).
fn start_tags(
    profile: Option<&crate::event::EventProfile>,
    clock: Option<&crate::clock::Clock>,
    today: std::time::SystemTime,
    names: [Option<&str>; 2],
) -> Vec<(String, String)> {
    let mut tags = Vec::new();
    if let Some(event) = profile.and_then(|p| p.event.clone()) {
        tags.push(("Event".to_owned(), event));
    }
    tags.push(("Date".to_owned(), pgn_date(today)));
    for ((tag, color), given) in [("White", Color::White), ("Black", Color::Black)]
        .into_iter()
        .zip(names)
    {
        let name = given
            .and_then(pairings::clean_name)
            .or_else(|| profile.and_then(|p| p.players[color].name.clone()));
        if let Some(name) = name {
            tags.push((tag.to_owned(), name));
        }
    }
    if let Some(c) = clock {
        tags.push(("TimeControl".to_owned(), c.control().to_pgn()));
    }
    tags
}

/// A PGN date (`2026.12.02`) from the system time (UTC).
fn pgn_date(t: std::time::SystemTime) -> String {
    let days = t
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400);
    // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    let z = i64::try_from(days).unwrap_or(0) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

/// Opens speech as the arguments say, with the transcript file in the data directory;
/// returns the speaker, the cue player and the notice to say once (speech off or degraded,
/// and why), if any.
pub(crate) fn open_speech(
    args: &PlayArgs,
) -> (Box<dyn crate::speech::Speaker>, CuePlayer, Option<String>) {
    use crate::speech::{Backend, SpeechConfig, SpeechSettings};
    let backend = if args.sound.no_speech {
        Backend::None
    } else {
        args.sound.speech
    };
    let settings = SpeechSettings {
        backend,
        rate: args.sound.rate,
        voice: args.sound.voice.clone(),
        voice_lang: args.sound.voice_lang,
        // With a screen reader speaking, rochade's own voice may be quiet: the cues stay.
        cues: !args.sound.no_cues && (backend != Backend::None || args.screen_reader_active),
        ..SpeechSettings::default()
    };
    let cues = CuePlayer::new(settings.cues);
    let mut config = SpeechConfig::new(settings, args.lang);
    if let Some(file) = transcript_file() {
        config = config.with_transcript(Box::new(file));
    }
    let (speaker, notice) = crate::speech::open(config);
    // rochade's own voice quiet for the player's screen reader: the screen reader says the
    // words, for as long as they take (voice input waits for it).
    let speaker: Box<dyn crate::speech::Speaker> =
        if args.screen_reader_active && backend == Backend::None {
            Box::new(crate::speech::read_aloud::ReadAloud::new(speaker))
        } else {
            speaker
        };
    // Speech the player turned off needs no announcement.
    let notice = notice.filter(|_| backend != Backend::None).map(|n| n.text);
    (speaker, cues, notice)
}

/// The transcript file (every utterance, one line each, for screen readers and braille
/// displays), appended to in the data directory; `None` where there is none.
fn transcript_file() -> Option<std::fs::File> {
    let dir = crate::journal::data_dir().ok()?;
    std::fs::create_dir_all(&dir).ok()?;
    std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(dir.join("transcript.txt"))
        .ok()
}

/// Suits the options to the player's screen reader when rochade suits one (`active`: one was
/// `found` running, or the player asked for it): line mode unless the player chose the view,
/// rochade's own voice quiet unless the player chose a speech engine (the sound cues stay).
/// Returns the sentence that says so, once, at the start; `None` without a screen reader,
/// when nothing changes.
pub fn suit_screen_reader(args: &mut PlayArgs, active: bool, found: bool) -> Option<String> {
    args.screen_reader_active = active;
    if !active {
        return None;
    }
    if !args.chosen.view {
        args.line_mode = true;
    }
    if !args.chosen.speech {
        args.sound.speech = crate::speech::Backend::None;
    }
    let own_voice = !args.sound.no_speech && args.sound.speech != crate::speech::Backend::None;
    Some(phrases::screen_reader_start(
        args.lang,
        found,
        args.full_screen || !args.line_mode,
        own_voice,
    ))
}

/// Whether line mode applies: asked for, or output/input is not a terminal, or TERM=dumb.
pub fn wants_line_mode(args: &PlayArgs) -> bool {
    (args.line_mode && !args.full_screen)
        || !std::io::stdout().is_terminal()
        || !std::io::stdin().is_terminal()
        || std::env::var("TERM").is_ok_and(|t| t == "dumb")
}

/// The session's state and journal keeper, and what to tell the player at the start: a game
/// continued with `--resume` (its own start holds its clock and rules), or a new one with the
/// offer to continue the last game if it did not end (an unreadable last journal is named
/// and left alone).
fn open_game(args: &PlayArgs, options: Options) -> Result<(State, Keeper, Vec<Notice>)> {
    let lang = args.lang;
    let player = options.player;
    let dir = crate::journal::data_dir();
    let mut notices = Vec::new();
    if let Some(name) = &args.resume {
        let dir = dir.because(start::StartProblem::Resume)?;
        let path =
            crate::journal::game_to_resume(&dir, name).because(start::StartProblem::Resume)?;
        let (journal, replay) = crate::journal::Journal::open(&path, std::time::SystemTime::now())
            .because(start::StartProblem::Resume)?;
        notices.extend(
            replay
                .warnings
                .iter()
                .map(|w| Notice::from(phrases::replay_warning(lang, w))),
        );
        // After a crash with the clock running: how much of it is not known.
        notices.extend(
            replay
                .entries
                .last()
                .and_then(crate::app::core::uncounted_of)
                .map(|u| Notice::from(crate::scoresheet::phrases::uncounted(lang, &u))),
        );
        // A journal older than the clock in the record (format 2) takes the command line's.
        let state = State::resumed(
            lang,
            player,
            replay.sheet.start(),
            &replay.entries,
            options.clock,
        );
        return Ok((state, Keeper::open(lang, journal), notices));
    }
    if let Some(file) = &args.pgn {
        let (state, keeper) = continue_pgn(args, file, options, dir)?;
        return Ok((state, keeper, notices));
    }
    let mut state = State::new(options);
    if let Ok(d) = &dir {
        // Only the newest game that was started is read: the finished games before it are
        // not replayed, and a game quit before its first move (or announcement) does not
        // hide an older unfinished one.
        match crate::journal::newest_started_game(d) {
            Ok(Some(last)) => match last.replay {
                Ok(r) if r.sheet.ending().is_none() => state.offer_resume(ResumeOffer {
                    path: last.path,
                    warnings: r
                        .warnings
                        .iter()
                        .map(|w| Notice::from(phrases::replay_warning(lang, w)))
                        .collect(),
                    sheet: r.sheet,
                    entries: r.entries,
                }),
                Ok(_) => {}
                Err(e) => notices.push(phrases::journal_unreadable(lang, &e.to_string()).into()),
            },
            Ok(None) => {}
            Err(e) => notices.push(phrases::journal_unreadable(lang, &e.to_string()).into()),
        }
    }
    Ok((state, Keeper::new(lang, dir), notices))
}

/// A session that continues game `--game N` (or the last) of a PGN file: the record starts
/// with the PGN's tags, position, moves and clock readings, all written to a new journal at
/// once so that nothing imported can be lost.
fn continue_pgn(
    args: &PlayArgs,
    file: &std::path::Path,
    options: Options,
    dir: Result<std::path::PathBuf, crate::journal::JournalError>,
) -> Result<(State, Keeper)> {
    use crate::scoresheet::Event as SheetEvent;
    let text = std::fs::read(file)
        .because_with(|| start::StartProblem::ReadFile(file.display().to_string()))?;
    let text = String::from_utf8_lossy(&text);
    let number = match args.game {
        Some(n) => n,
        None => crate::pgn::read_games(&text).len().max(1),
    };
    let pgn_game = || start::StartProblem::PgnGame(file.display().to_string());
    let events = crate::scoresheet::import_pgn(&text, number).map_err(|e| {
        Failure::new(
            pgn_game(),
            format!("{}, game {number}: {e}", file.display()),
        )
    })?;
    let Some((SheetEvent::Start(imported), rest)) = events.split_first() else {
        return Err(Failure::new(
            pgn_game(),
            format!("{}: game {number} has no start", file.display()),
        ));
    };
    if let Some(SheetEvent::Recorded { result }) = rest.last() {
        return Err(Failure::new(
            pgn_game(),
            format!(
                "{}, game {number}: the game has ended ({}); there is nothing to continue \
                 (`rochade study FILE` goes through a finished game move by move, its \
                 variations too)",
                file.display(),
                result.pgn()
            ),
        ));
    }
    let mut start = imported.clone();
    let ours = options.start();
    start.game = ours.game;
    // The clock: the command line's or the profile's, else the game's own TimeControl tag.
    start.clock = ours.clock.or_else(|| {
        let tag = start
            .tags
            .iter()
            .find(|(n, _)| n == "TimeControl")
            .map(|(_, v)| v.as_str())?;
        match crate::clock::TimeControlTag::parse(tag).ok()? {
            crate::clock::TimeControlTag::Timed(tc) => {
                let clock = crate::clock::Clock::new(tc, crate::clock::AlertConfig::default());
                Some(Box::new(crate::scoresheet::ClockSetup::of(
                    &clock,
                    std::time::Duration::ZERO,
                )))
            }
            _ => None,
        }
    });
    let dir = dir.because(start::StartProblem::DataDir)?;
    let (journal, entries) =
        crate::journal::Journal::import(&dir, &start, rest, std::time::SystemTime::now())?;
    let state = State::resumed(args.lang, options.player, &start, &entries, None);
    Ok((state, Keeper::open(args.lang, journal)))
}

/// A new game's identity: unpredictable, and different for every game started on this
/// machine (the hasher's random keys, the time and the process).
fn new_game_id() -> String {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    h.write_u32(std::process::id());
    format!("{:016x}", h.finish())
}

/// Starts the network side of a hosted or joined game: the keys, the listener and pairing
/// code (said, and printed as [`phrases::host_code_line`] and [`phrases::host_address_line`]),
/// the advertisement,
/// or the connection to the host. Returns the links the shell sends through, the
/// advertisement (kept alive while the game runs) and what to say at the start.
fn start_net(
    args: &PlayArgs,
    net: &Net,
    state: &mut State,
    game: String,
    tx: &std::sync::mpsc::Sender<Input>,
) -> Result<(
    Option<link::Links>,
    Option<crate::net::discovery::Advertisement>,
    Vec<String>,
)> {
    match net {
        Net::Alone => Ok((None, None, Vec::new())),
        Net::Host {
            bind,
            port,
            advertise,
        } => {
            let (links, advertised, said) =
                start_host(args, *bind, *port, *advertise, state, game, tx)?;
            Ok((Some(links), advertised, vec![said]))
        }
        Net::Join {
            addr,
            code,
            role,
            side,
            name,
        } => {
            let keys = open_keys()?;
            let addr = match addr {
                Some(a) => *a,
                None => find_host()?,
            };
            let hello = link::Hello {
                role: role.unwrap_or(crate::record::Role::Opponent),
                side: *side,
                name: name.clone(),
                lang: args.lang,
                ask: role.is_some(),
            };
            let links = start_join(keys, addr, *code, hello, state, tx);
            let said = phrases::joining(args.lang, &addr.to_string());
            Ok((Some(links), None, vec![said]))
        }
    }
}

/// This board's keys, in the data directory.
fn open_keys() -> Result<std::sync::Arc<link::Keys>> {
    let dir = crate::journal::data_dir().because(start::StartProblem::DataDir)?;
    Ok(std::sync::Arc::new(link::Keys::open(&dir)?))
}

/// Hosts `game` on `bind:port`: the listener and a new pairing code (said, and printed), the
/// advertisement when `advertise`. Returns the links, the advertisement and what to say.
fn start_host(
    args: &PlayArgs,
    bind: std::net::IpAddr,
    port: u16,
    advertise: bool,
    state: &mut State,
    game: String,
    tx: &std::sync::mpsc::Sender<Input>,
) -> Result<(
    link::Links,
    Option<crate::net::discovery::Advertisement>,
    String,
)> {
    let keys = open_keys()?;
    let listener = link::listen(bind, port).map_err(|e| {
        Failure::new(
            start::StartProblem::Listen(port),
            format!("cannot listen on {bind} port {port}: {e}"),
        )
    })?;
    let local = listener
        .local_addr()
        .because(start::StartProblem::Listen(port))?;
    let code = crate::net::pairing::PairingCode::generate()
        .map_err(|e| Failure::new(start::StartProblem::PairingCode, e))?;
    // Printed before the game starts, in the player's language; what follows the colon is
    // the value as it is typed (scripts and tests read it there).
    println!("{}", phrases::host_code_line(args.lang, &code.token()));
    println!(
        "{}",
        phrases::host_address_line(args.lang, &local.to_string())
    );
    let seat = match args.side {
        Side::White => Color::White,
        Side::Black => Color::Black,
    };
    state.set_link(Link::Host);
    state.set_seat(Some(seat));
    let pairings = std::sync::Arc::new(pairings::Pairings::open(&keys.dir()));
    let links = link::Links::hosting(pairings, game.clone(), tx.clone());
    links.set_entries(state.log().len() as u64);
    if let Some(offer) = state.resume_offer() {
        links.await_choice(&offer.sheet.start().game);
    }
    let said = phrases::hosting(args.lang, &code.words(args.lang), local.port());
    let advertised = if advertise {
        crate::net::discovery::advertise(local.port(), &game, bind).ok()
    } else {
        None
    };
    link::host(listener, keys, code, seat, links.clone(), tx.clone());
    Ok((links, advertised, said))
}

/// The address of a game hosted on the local network, looked for for a few seconds.
fn find_host() -> Result<std::net::SocketAddr> {
    let found = crate::net::discovery::browse(std::time::Duration::from_secs(3)).map_err(|e| {
        Failure::new(
            start::StartProblem::NoHostFound,
            format!("cannot look for games: {e}"),
        )
    })?;
    let f = found.first().because(start::StartProblem::NoHostFound)?;
    Ok(std::net::SocketAddr::new(f.addr, f.port))
}

/// Joins the game hosted at `addr` with `keys`, the pairing `code` (if any) and `hello`, the
/// requests not yet decided kept beside the keys. Returns the links.
fn start_join(
    keys: std::sync::Arc<link::Keys>,
    addr: std::net::SocketAddr,
    code: Option<crate::net::pairing::PairingCode>,
    hello: link::Hello,
    state: &mut State,
    tx: &std::sync::mpsc::Sender<Input>,
) -> link::Links {
    state.set_link(Link::Joined);
    let mut links = link::Links::default();
    let kept = links.keep_requests_in(keys.dir().with_file_name("requests.json"));
    state.restore_requests(kept);
    link::join(addr, keys, code, hello, links.clone(), tx.clone());
    links
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
pub fn run(args: PlayArgs) -> Result<()> {
    run_with_notices(args, Vec::new())
}

/// [`run`], saying `notices` once at the start (for example a settings file that could not
/// be used).
///
/// # Errors
/// As [`run`].
pub fn run_with_notices(args: PlayArgs, notices: Vec<Notice>) -> Result<()> {
    run_game(args, notices, Net::Alone)
}

/// The relay to the tournament hall that the arguments or the event profile ask for (`--hall`
/// and `--board`), started with the game's entries so far; `None` without a hall. When the
/// broker turns the board away, the player is told through `tx`, once.
///
/// # Errors
/// A broker address that cannot be read, or a hall without a board number.
fn hall_relay(
    args: &PlayArgs,
    profile: Option<&crate::event::EventProfile>,
    state: &State,
    tx: &std::sync::mpsc::Sender<Input>,
) -> Result<Option<crate::hall::publish::Relay>> {
    let Some(url) = args
        .hall
        .clone()
        .or_else(|| profile.and_then(|p| p.hall.clone()))
    else {
        return Ok(None);
    };
    let mut broker: crate::hall::Broker = url
        .parse()
        .because_with(|| start::StartProblem::HallBroker(url.clone()))?;
    broker.ca = args.hall_ca.clone();
    let board = args
        .board
        .or_else(|| profile.and_then(|p| p.board))
        .filter(|n| *n > 0)
        .because(start::StartProblem::HallBoard)?;
    let event = profile
        .and_then(|p| p.event.clone())
        .unwrap_or_else(|| "rochade".to_owned());
    let (lang, tell) = (args.lang, tx.clone());
    let refused: crate::hall::publish::OnRefused = Box::new(move |why| {
        let text = crate::i18n::msg::hall_board_refused(lang, why.key());
        let _ = tell.send(Input::Notice(text));
    });
    Ok(Some(
        crate::hall::publish::Relay::start(&broker, &event, board, state.log(), Some(refused))
            .because_with(|| start::StartProblem::HallBroker(url.clone()))?,
    ))
}

/// How this board takes part in the game over the network.
#[derive(Debug, Clone)]
pub enum Net {
    /// No other board.
    Alone,
    /// Host the game: listen on `bind:port`, pair with a new code, and (unless
    /// `advertise` is off) let boards on the local network find it.
    Host {
        /// The address to listen on.
        bind: std::net::IpAddr,
        /// The port (0: any free one, said at the start).
        port: u16,
        /// Advertise the game on the local network (DNS-SD over mDNS).
        advertise: bool,
    },
    /// Join the game hosted at `addr` (found on the local network when not given).
    Join {
        /// The host's address.
        addr: Option<std::net::SocketAddr>,
        /// The pairing code the host said (not needed to come back to a host paired before).
        code: Option<crate::net::pairing::PairingCode>,
        /// What this board's person asks to be there as (`None`: as paired before, or the
        /// opponent when it pairs now). The host decides.
        role: Option<crate::record::Role>,
        /// The colour assisted (an assistant).
        side: Option<Color>,
        /// A name to say on the other board.
        name: Option<String>,
    },
}

/// The default port of a hosted game.
pub const DEFAULT_PORT: u16 = 7441;

/// The event profile `--event` names, read and checked.
///
/// # Errors
/// A profile that cannot be used, said by [`start::StartProblem::EventProfile`].
fn load_profile(args: &PlayArgs) -> Result<Option<crate::event::EventProfile>> {
    args.event
        .as_ref()
        .map(|path| {
            crate::event::EventProfile::load(path).or_else(|e| {
                let problem = start::event_profile_problem(&path.display().to_string(), &e);
                Err(e).because(problem)
            })
        })
        .transpose()
}

/// The engine opponent the arguments ask for, started and made known to the core, with what
/// to say at the start added to `first`: never in a game under an event profile (a game
/// resumed from an event's journal is the event's game, profile given or not), never between
/// two boards.
fn start_engine(
    args: &PlayArgs,
    profile: Option<&crate::event::EventProfile>,
    net: &Net,
    state: &mut State,
    tx: &std::sync::mpsc::Sender<Input>,
    first: &mut Vec<Input>,
) -> Option<engine_seat::EngineSeat> {
    let event = profile.is_some() || state.game().rules().arbitrated;
    let (engine, notices) =
        engine_seat::start(args, state.player, event, matches!(net, Net::Alone), tx);
    first.extend(notices.into_iter().flat_map(Notice::events));
    if engine.is_some() {
        state.set_engine(Some(!state.player));
    }
    engine
}

/// The seats that help the player at this board, started, with what they say at the start
/// added to `first`: voice input (`--voice-input`) and the analyst of the game after its end
/// (never in a tournament game, Article 11.3).
fn start_helpers(
    args: &PlayArgs,
    profile: Option<&crate::event::EventProfile>,
    state: &mut State,
    tx: &std::sync::mpsc::Sender<Input>,
    first: &mut Vec<Input>,
) -> (Option<voice_seat::VoiceSeat>, Option<engine_seat::Analyst>) {
    let (voice, voice_notices) = voice_seat::VoiceSeat::start(args, tx);
    state.set_voice_input(voice.is_some());
    state.set_voice_continuous(voice.is_some() && args.voice_continuous);
    first.extend(voice_notices.into_iter().flat_map(Notice::events));
    let event = profile.is_some() || state.game().rules().arbitrated;
    let analyst = (!event).then(|| engine_seat::Analyst::new(args, tx.clone()));
    (voice, analyst)
}

/// [`run_with_notices`] for a board that hosts or joins a game over the network.
///
/// # Errors
/// As [`run`]; also when the network cannot be used (the address cannot be bound, no
/// host is found, no data directory for the keys).
pub fn run_game(args: PlayArgs, notices: Vec<Notice>, net: Net) -> Result<()> {
    let mut args = args;
    let (suited, probe_detail) = screen_reader_setup(&mut args);
    // Without a choice of its own the game keeps the one made before it (the default).
    if args.squares.is_some() {
        crate::notation::lexicon::say_squares(square_choice(args.squares));
    }
    let profile = load_profile(&args)?;
    args.eboard = eboard_of(&args, profile.as_ref());
    let mut notices = notices;
    let options = game_options(&args, profile.as_ref(), &net, &mut notices)?;
    let reminder = options.confirm_reminder;
    let game_id = options.id.clone();
    let (mut state, journal, journal_notices) = match &net {
        // A joined board has no game of its own: the host's comes over the network.
        Net::Join { .. } => (
            State::new(options),
            event_loop::Keeper::following(args.lang, crate::journal::data_dir()),
            Vec::new(),
        ),
        _ => open_game(&args, options)?,
    };
    let mut journal = journal;
    state.set_seat(None);
    state.set_arbiter_code(profile.as_ref().and_then(|p| p.arbiter_code.clone()));
    state.set_confirm_reminder(reminder);
    state.set_own_alerts_only(args.own_alerts);
    state.set_settings_file(config::config_path().map(|p| p.display().to_string()));
    let (speaker, cues, notice) = open_speech(&args);
    // The state of speech comes first, through the engine that will speak: "speech through
    // espeak-ng" before "new game", so that the player knows why the voice changed.
    let mut first: Vec<Input> = notice.map(Input::Notice).into_iter().collect();
    first.extend(suited.map(Input::Notice));
    first.extend(probe_detail.map(Input::Detail));
    first.push(Input::Start);
    first.extend(journal_notices.into_iter().flat_map(Notice::events));
    first.extend(notices.into_iter().flat_map(Notice::events));
    let (tx, rx) = event_loop::channel();
    if let Some(relay) = hall_relay(&args, profile.as_ref(), &state, &tx)? {
        journal.set_hall(relay);
    }
    // The host's pairings belong to the game it plays (a resumed game keeps its boards).
    let game_id = state
        .log()
        .first()
        .map(|e| e.game.clone())
        .filter(|g| !g.is_empty())
        .unwrap_or(game_id);
    let (links, _advertised, net_notices) = start_net(&args, &net, &mut state, game_id, &tx)?;
    first.extend(net_notices.into_iter().map(Input::Notice));
    let engine = start_engine(&args, profile.as_ref(), &net, &mut state, &tx, &mut first);
    let (voice, analyst) = start_helpers(&args, profile.as_ref(), &mut state, &tx, &mut first);
    // The sighted player's electronic board: the side that is not `--side`, or on a joined
    // board its own side, known from the game it follows (`eboard::view_of`).
    let eboard = args
        .eboard
        .clone()
        .map(|spec| eboard::Eboard::start(spec, args.lang, tx.clone()));
    let (view, resize, _restore) = open_view(&args, tx)?;
    let mut shell = Shell {
        speaker,
        cues,
        view,
        notices: Vec::new(),
        journal,
        feedback: Vec::new(),
        links,
        eboard,
        engine,
        voice,
        analyst,
    };
    if let Some(resize) = resize {
        first.insert(0, resize);
    }
    event_loop::run_loop(&mut shell, &mut state, &rx, first)
}

/// Game `number` (from 1; the first when `None`) of the PGN file `file`, to study, with what
/// to say at the start: where a move could not be read, the game is studied up to it.
///
/// # Errors
/// The sentences that say why there is nothing to study (the file cannot be read, it holds
/// no game, or not that one), the system's detail last.
pub fn study_game(
    file: &std::path::Path,
    number: Option<usize>,
    lang: Lang,
) -> std::result::Result<(crate::pgn::PgnGame, Vec<Notice>), Vec<String>> {
    use crate::i18n::msg;
    let name = file.display().to_string();
    let input = std::fs::File::open(file).map_err(|e| {
        vec![
            msg::start_read_file(lang, name.as_str()),
            msg::start_detail(lang, e.to_string()),
        ]
    })?;
    let wanted = number.unwrap_or(1);
    let mut found = 0usize;
    let mut game = None;
    crate::pgn::read_games_from(std::io::BufReader::new(input), |g| {
        if g.tags.is_empty() && g.moves.is_empty() && g.problem.is_none() {
            return;
        }
        found += 1;
        if found == wanted {
            game = Some(g);
        }
    });
    let Some(game) = game else {
        return Err(vec![if found == 0 {
            msg::analyse_no_game(lang, name.as_str())
        } else {
            msg::analyse_no_such_game(lang, name.as_str(), found, wanted)
        }]);
    };
    let notices = match &game.problem {
        Some(p) => vec![Notice::from((
            msg::study_problem(lang, p.said(lang, wanted)),
            Some(msg::start_detail(lang, p.to_string())),
        ))],
        None => Vec::new(),
    };
    Ok((game, notices))
}

/// Studies `game` (`rochade study`): its moves, comments, NAGs and variations gone through
/// on the event loop and core of a game, in line mode or on the full screen, with the
/// questions about the board for the position reached; no journal, no clock, no engine, no
/// other board. `notices` are said once at the start.
///
/// # Errors
/// When the terminal cannot be used.
pub fn run_study(args: PlayArgs, game: crate::pgn::PgnGame, notices: Vec<Notice>) -> Result<()> {
    let mut args = args;
    let (suited, probe_detail) = screen_reader_setup(&mut args);
    if args.squares.is_some() {
        crate::notation::lexicon::say_squares(square_choice(args.squares));
    }
    let player = match args.side {
        Side::White => Color::White,
        Side::Black => Color::Black,
    };
    let mut state = State::new(Options {
        lang: args.lang,
        player,
        confirm_reminder: None,
        ..Options::default()
    });
    state.study(game);
    state.set_settings_file(config::config_path().map(|p| p.display().to_string()));
    let (speaker, cues, notice) = open_speech(&args);
    let mut first: Vec<Input> = notice.map(Input::Notice).into_iter().collect();
    first.extend(suited.map(Input::Notice));
    first.extend(probe_detail.map(Input::Detail));
    first.push(Input::Start);
    first.extend(notices.into_iter().flat_map(Notice::events));
    let (tx, rx) = event_loop::channel();
    let (view, resize, _restore) = open_view(&args, tx)?;
    let mut shell = Shell {
        speaker,
        cues,
        view,
        notices: Vec::new(),
        journal: Keeper::none(args.lang),
        feedback: Vec::new(),
        links: None,
        eboard: None,
        engine: None,
        voice: None,
        analyst: None,
    };
    if let Some(resize) = resize {
        first.insert(0, resize);
    }
    event_loop::run_loop(&mut shell, &mut state, &rx, first)
}

/// Whether a screen reader runs, with the settings suited to it: what to say of them, and
/// why none was found when the probe could not tell (for the transcript, never said).
fn screen_reader_setup(args: &mut PlayArgs) -> (Option<String>, Option<String>) {
    let (active, probe) = crate::screen_reader::active(args.screen_reader, || {
        crate::screen_reader::probe(crate::screen_reader::PROBE_LIMIT)
    });
    let found = probe
        .as_ref()
        .is_some_and(crate::screen_reader::Probe::found);
    let suited = suit_screen_reader(args, active, found);
    // Why none was found, when the probe could not tell: for the transcript, never said.
    let probe_detail = match probe {
        Some(crate::screen_reader::Probe::Unknown(why)) => {
            Some(format!("screen reader probe: {why}"))
        }
        _ => None,
    };
    (suited, probe_detail)
}

/// The new game the arguments and the event `profile` ask for: its rules, position, clock and
/// tags. When the command line replaced the event's time control, that is added to
/// `notices`.
fn game_options(
    args: &PlayArgs,
    profile: Option<&crate::event::EventProfile>,
    net: &Net,
    notices: &mut Vec<Notice>,
) -> Result<Options> {
    let clock = make_clock(args, profile)?;
    let paired = matches!(net, Net::Host { .. }) && !args.no_confirm;
    let mut rules = game_rules(profile, clock.as_ref(), args.confirm, paired);
    if args.no_confirm {
        rules.protocol = crate::rules::TableProtocol::Off;
    }
    let initial = match &args.fen {
        Some(fen) => Game::from_fen(fen)
            .because_with(|| start::StartProblem::Fen(fen.clone()))?
            .initial()
            .clone(),
        None => shakmaty::Chess::default(),
    };
    let game = Game::with_rules(initial, rules);
    let player = match args.side {
        Side::White => Color::White,
        Side::Black => Color::Black,
    };
    let names = [args.white.as_deref(), args.black.as_deref()];
    let mut tags = start_tags(profile, clock.as_ref(), std::time::SystemTime::now(), names);
    // Which time control was used, when the command line replaced the event's: recorded in
    // the journal's start and the PGN, and said at the start.
    if let (Some(_), Some(text)) = (profile, &args.time_control) {
        tags.push((
            "TimeControlSource".to_owned(),
            "command line, with the event's allowances and penalties".to_owned(),
        ));
        notices.push(Notice::from(phrases::time_control_with_event(
            args.lang, text,
        )));
    }
    Ok(Options {
        lang: args.lang,
        player,
        game,
        clock,
        id: new_game_id(),
        tags,
        confirm_reminder: (args.confirm_reminder > 0)
            .then(|| std::time::Duration::from_secs(args.confirm_reminder)),
    })
}

/// The view the player chose (lines, or the full screen), with its input read into `tx`: the
/// screen's size to begin with, and the guard that restores the terminal after it.
fn open_view(
    args: &PlayArgs,
    tx: std::sync::mpsc::Sender<Input>,
) -> Result<(View, Option<Input>, Option<Restore>)> {
    if wants_line_mode(args) {
        event_loop::spawn_line_reader(std::io::BufReader::new(std::io::stdin()), tx);
        let view = View::Lines(event_loop::LineView::new(
            Box::new(std::io::stdout()),
            std::io::stdout().is_terminal(),
        ));
        return Ok((view, None, None));
    }
    let terminal = ratatui::try_init().because(start::StartProblem::Terminal)?;
    let restore = Restore;
    let size = terminal.size().because(start::StartProblem::Terminal)?;
    event_loop::spawn_key_reader(tx);
    let view = View::Screen(
        terminal,
        crate::ui::Look::from_env()
            .with_theme(args.theme)
            .for_screen_reader(args.screen_reader_active),
    );
    let resize = Input::Resize {
        cols: size.width,
        rows: size.height,
    };
    Ok((view, Some(resize), Some(restore)))
}
