//! The `rochade` command.

use std::io::Write;
use std::process::ExitCode;

use anyhow::Context;
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use rochade::app::PlayArgs;
use rochade::app::start::{Failure, StartProblem};
use rochade::game::Game;
use rochade::notation::Style;
use rochade::{InputLang, Lang, batch};

/// A terminal chess client for blind and visually impaired players (FIDE Appendix D).
/// The settings file and the exit codes, for `--help` and the man page.
const AFTER_HELP: &str = "Settings file: config.toml in the user's configuration directory \
(~/.config/rochade/config.toml on Linux), or the file named by ROCHADE_CONFIG; it keeps \
defaults for the options (lang, squares, speech, rate, …) and the command line wins over it. \
The in-game help names its path.

Exit codes: 0 success; 1 a move, game, file or option refused (the \
reason is on standard error; output before it is kept); 2 a command line that cannot be read.";

#[derive(Debug, Parser)]
#[command(name = "rochade", version = env!("ROCHADE_VERSION"), about, after_help = AFTER_HELP)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    play: PlayArgs,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Play a game at this keyboard (the default).
    Play(PlayArgs),
    /// Host a game for a second board (the opponent's, an assistant's, the arbiter's): says
    /// and prints a pairing code the other board joins with.
    Host(HostArgs),
    /// Join a game hosted on another board, with the pairing code it says.
    Join(JoinArgs),
    /// Read PGN and print every move in words, one ply per line.
    Announce {
        /// Language of the words: de (Appendix D), en, es or ru; by default the language
        /// chosen for rochade (the global --lang, the settings file, the system's locale).
        #[arg(long)]
        lang: Option<Lang>,
        /// Leave out the pawn word ("Eva vier" instead of "Bauer Eva vier").
        #[arg(long)]
        no_pawn_word: bool,
        /// PGN file, or - for standard input.
        #[arg(default_value = "-")]
        file: String,
        #[command(flatten)]
        quiet: Quiet,
    },
    /// Write the scoresheet of the last game (or a named one from the journal) to stdout.
    Export {
        /// pgn, txt, braille (Unicode) or brf (embosser).
        #[arg(
            long,
            default_value = "pgn",
            value_parser = rochade::cli_values::Listed::<rochade::scoresheet::Format>::new(rochade::cli_values::FORMATS)
        )]
        format: rochade::scoresheet::Format,
        /// Language of the scoresheet: de, en, es or ru; by default the language chosen for
        /// rochade (the global --lang, the settings file, the system's locale).
        #[arg(long, value_parser = rochade::cli_values::Listed::<Lang>::new(&rochade::lang::CODES))]
        lang: Option<Lang>,
        /// A game's journal name or path; the most recent game if not given.
        game: Option<String>,
        #[command(flatten)]
        quiet: Quiet,
    },
    /// Tournament profiles for the arbiter: time control, rules edition, assistants.
    #[command(subcommand)]
    Event(EventCommand),
    /// Analyse a game of a PGN file with a chess engine: each move with the evaluation in
    /// words, the inaccuracies, mistakes and blunders with the better move; as text or as
    /// annotated PGN.
    Analyse(AnalyseArgs),
    /// Study a game of a PGN file by ear, as in a game (line mode or the full screen): step
    /// through its moves with their comments and NAGs in words, into its variations and out
    /// again, and ask about the board at any move. Nothing is recorded and no clock runs.
    Study(StudyArgs),
    /// Read spoken or written moves and print PGN.
    Notate {
        /// Language of the input: de, en, es, ru or auto.
        #[arg(long, default_value = "auto")]
        lang: InputLang,
        /// Starting position (FEN); the standard one if not given.
        #[arg(long)]
        fen: Option<String>,
        /// Text file, or - for standard input.
        #[arg(default_value = "-")]
        file: String,
        #[command(flatten)]
        quiet: Quiet,
    },
    /// Hear recorded announcements (WAV, Appendix D words) and print for each a line: the file
    /// name, a tab, and the move understood in SAN, ja or nein, a command's key (clock, offer,
    /// resign …), or - when nothing was understood with enough confidence. Needs pocketsphinx, pocketsphinx-en-us and espeak-ng, or a Vosk
    /// model (--vosk-model).
    Hear {
        /// Language of the messages: de, en, es or ru (the moves are heard in Appendix D's
        /// German words, which every language understands).
        #[arg(long)]
        lang: Option<Lang>,
        /// The position the moves are played in (FEN); the standard one if not given.
        #[arg(long)]
        fen: Option<String>,
        /// Recordings: WAV, mono or stereo, at most ten seconds each.
        #[arg(required = true)]
        files: Vec<std::path::PathBuf>,
        /// Hear with Vosk and the model in this folder instead of PocketSphinx.
        #[arg(long, value_name = "DIR")]
        vosk_model: Option<std::path::PathBuf>,
        /// The Vosk library (libvosk); the system's if not given.
        #[arg(long, value_name = "FILE", requires = "vosk_model")]
        vosk_library: Option<std::path::PathBuf>,
        #[command(flatten)]
        quiet: Quiet,
    },
    /// The arbiters' tournament hall: every board of the event through an MQTT broker, the
    /// urgent events first, and a live PGN for broadcast.
    Hall(HallArgs),
    /// Print the manual page (roff) to standard output, e.g. `rochade man > rochade.1`.
    Man,
    /// Print a shell completion script to standard output.
    Completions {
        /// The shell: bash, zsh, fish, elvish or powershell.
        shell: clap_complete::Shell,
    },
}

/// The view and speech options every command takes. The batch tools write and do not speak:
/// there they are accepted and change nothing, so that one set of options works everywhere.
#[derive(Debug, clap::Args)]
#[command(next_help_heading = "Speech and view (as for the game)")]
struct Quiet {
    /// One plain line per thing written (the batch tools write lines anyway).
    #[arg(long)]
    line_mode: bool,
    #[command(flatten)]
    sound: rochade::app::SpeechArgs,
}

/// Options of `rochade analyse`.
#[derive(Debug, clap::Args)]
struct AnalyseArgs {
    /// Language of the words: de, en, es or ru; by default the language chosen for rochade.
    #[arg(long)]
    lang: Option<Lang>,
    /// The chess engine: a path, or a program's name looked for on PATH and in /usr/games.
    #[arg(long, value_name = "PATH_OR_NAME", default_value = "stockfish")]
    engine: String,
    /// Search each position to this depth (default 12).
    #[arg(long, value_name = "N", conflicts_with = "movetime", value_parser = clap::value_parser!(u8).range(1..=99))]
    depth: Option<u8>,
    /// Search each position for this many milliseconds instead of to a depth.
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..=600_000))]
    movetime: Option<u64>,
    /// How many seconds the engine may take for one position at a fixed depth before it is
    /// taken for one that does not answer.
    #[arg(long, value_name = "S", default_value_t = 60, value_parser = clap::value_parser!(u64).range(1..=3600))]
    timeout: u64,
    /// Which game of the file, from 1.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    game: u64,
    /// text (one line per move, for a screen reader) or pgn (annotated PGN).
    #[arg(long, value_enum, default_value = "text")]
    format: AnalyseFormat,
    /// The PGN file.
    file: std::path::PathBuf,
    #[command(flatten)]
    quiet: Quiet,
}

/// Options of `rochade study`.
#[derive(Debug, clap::Args)]
struct StudyArgs {
    /// The PGN file.
    file: std::path::PathBuf,
    /// Which game of the file, from 1 (the first if not given).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    game: Option<u64>,
    /// Language of the words: de, en, es or ru; by default the language chosen for rochade.
    #[arg(long)]
    lang: Option<Lang>,
    /// How squares are said: appendix-d or letters (as for the game).
    #[arg(long, value_enum)]
    squares: Option<rochade::app::SquareWords>,
    /// One plain line per sentence, no screen drawing (as for the game).
    #[arg(long)]
    line_mode: bool,
    /// The full-screen view even with a screen reader (as for the game).
    #[arg(long, conflicts_with = "line_mode")]
    full_screen: bool,
    /// The board's colours in the full-screen view (as for the game).
    #[arg(long, value_enum, default_value = "default", hide_default_value = true)]
    theme: rochade::ui::Theme,
    /// Suit a screen reader: auto, on or off (as for the game).
    #[arg(long, value_enum, default_value = "auto", hide_default_value = true)]
    screen_reader: rochade::screen_reader::Choice,
    /// The side the board is drawn from.
    #[arg(long, value_enum, default_value = "white", hide_default_value = true)]
    side: rochade::app::Side,
    #[command(flatten)]
    sound: rochade::app::SpeechArgs,
}

/// `rochade study`: game `--game N` of the file, gone through by ear; a file or game that
/// cannot be studied is said on standard error (exit code 1). `sub` holds its command line.
fn study(s: StudyArgs, sub: &clap::ArgMatches, global: Option<Lang>) -> anyhow::Result<ExitCode> {
    use rochade::app::config;
    let lang = chosen_lang(s.lang, global);
    let mut args = PlayArgs {
        lang,
        squares: s.squares,
        line_mode: s.line_mode,
        full_screen: s.full_screen,
        theme: s.theme,
        screen_reader: s.screen_reader,
        side: s.side,
        sound: s.sound,
        ..PlayArgs::default()
    };
    // The settings file's view and speech, where the command line gives none (the language
    // is chosen already; the game's other settings do not apply to a study).
    const OWN: [&str; 12] = [
        "squares",
        "line_mode",
        "full_screen",
        "theme",
        "screen_reader",
        "side",
        "speech",
        "no_speech",
        "rate",
        "voice",
        "voice_lang",
        "no_cues",
    ];
    let given = |id: &str| !OWN.contains(&id) || config::given_in(sub, id);
    if let Some(Ok((c, _))) = config::config_path().map(|p| config::load(&p)) {
        config::apply(&c, &mut args, given);
    }
    config::mark_chosen(&mut args, given);
    speak_in(lang);
    let number = s.game.map(|n| usize::try_from(n).unwrap_or(usize::MAX));
    let (game, notices) = match rochade::app::study_game(&s.file, number, lang) {
        Ok(found) => found,
        Err(said) => {
            for line in said {
                eprintln!("rochade study: {line}");
            }
            return Ok(ExitCode::FAILURE);
        }
    };
    rochade::app::run_study(args, game, notices)?;
    Ok(ExitCode::SUCCESS)
}

/// How `rochade analyse` writes.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
enum AnalyseFormat {
    /// One line per move for a screen reader.
    Text,
    /// An annotated PGN.
    Pgn,
}

/// `rochade analyse`: the analysis, or in a build without the engine the sentence that says
/// there is none.
fn analyse(a: AnalyseArgs, lang: Lang) -> ExitCode {
    speak_in(lang);
    #[cfg(feature = "engine")]
    {
        use rochade::engine::analyser::{self, Format, Limit, Options};
        let options = Options {
            file: a.file,
            lang,
            engine: a.engine,
            limit: match (a.movetime, a.depth) {
                (Some(ms), _) => Limit::MoveTime(std::time::Duration::from_millis(ms)),
                (None, d) => Limit::Depth(d.unwrap_or(analyser::DEFAULT_DEPTH)),
            },
            timeout: std::time::Duration::from_secs(a.timeout),
            game: usize::try_from(a.game).unwrap_or(usize::MAX),
            format: match a.format {
                AnalyseFormat::Text => Format::Text,
                AnalyseFormat::Pgn => Format::Pgn,
            },
        };
        let code = analyser::command(
            &options,
            &mut std::io::stdout().lock(),
            &mut std::io::stderr().lock(),
        );
        ExitCode::from(code)
    }
    #[cfg(not(feature = "engine"))]
    {
        let _ = (
            a.file, a.engine, a.depth, a.movetime, a.timeout, a.game, a.format,
        );
        eprintln!(
            "rochade analyse: {}",
            rochade::i18n::msg::analyse_not_built(lang)
        );
        ExitCode::FAILURE
    }
}

/// Options of `rochade host`.
#[derive(Debug, clap::Args)]
struct HostArgs {
    /// The port to listen on (0: any free port, said at the start).
    #[arg(long, default_value_t = rochade::app::DEFAULT_PORT)]
    port: u16,
    /// The address to listen on (127.0.0.1 keeps the game on this machine).
    #[arg(long, default_value = "0.0.0.0")]
    bind: std::net::IpAddr,
    /// Do not advertise the game on the local network (the other board then needs the
    /// address).
    #[arg(long)]
    no_advertise: bool,
    #[command(flatten)]
    play: PlayArgs,
}

/// Options of `rochade hall`.
#[derive(Debug, clap::Args)]
struct HallArgs {
    #[command(subcommand)]
    init: Option<HallCommand>,
    /// The broker: `mqtt://[USER:PASSWORD@]HOST[:PORT]` (the hall's own credentials).
    #[arg(long, value_name = "URL")]
    broker: Option<String>,
    /// The event's name, as the boards' event profiles name it.
    #[arg(long, value_name = "NAME")]
    event: Option<String>,
    /// Language of the arbiters: de, en, es or ru (default: the global --lang, else the
    /// settings file's, else the system's).
    #[arg(long)]
    lang: Option<Lang>,
    /// One spoken and written line per event, no full-screen table.
    #[arg(long)]
    line_mode: bool,
    #[command(flatten)]
    sound: rochade::app::SpeechArgs,
    /// Keep one PGN of every board in FILE, written again at every move.
    #[arg(long, value_name = "FILE")]
    pgn: Option<std::path::PathBuf>,
    /// Serve the live PGN over HTTP on ADDR (`/live.pgn`, `/board/N.pgn`).
    #[arg(long, value_name = "ADDR")]
    serve: Option<String>,
    /// How many boards the event has (1 to N): the hall says which have not reported.
    #[arg(long, value_name = "N")]
    boards: Option<u32>,
    /// With `--broker mqtts://…`: the certificate authority (PEM) that signed the broker's
    /// certificate; the system's authorities if not given.
    #[arg(long, value_name = "FILE")]
    ca: Option<std::path::PathBuf>,
}

/// What `rochade hall` can do besides running the hall.
#[derive(Debug, Subcommand)]
enum HallCommand {
    /// Write mosquitto's set-up for an event into a directory: the ACL file (each board
    /// writes under its own number only, the hall reads everything), a script that makes the
    /// password file, and a configuration.
    Init {
        /// The event's name.
        #[arg(long)]
        event: String,
        /// How many boards.
        #[arg(long)]
        boards: u32,
        /// The directory to write into (made if missing).
        #[arg(long, default_value = ".")]
        dir: std::path::PathBuf,
        /// The broker's port (8883 with TLS, 1883 without).
        #[arg(long)]
        port: Option<u16>,
        /// The address the broker listens on: this machine only unless another is given
        /// (0.0.0.0: every network).
        #[arg(long, value_name = "ADDR", default_value = "127.0.0.1")]
        listen: std::net::IpAddr,
        /// A name or address the boards reach the broker by, for its TLS certificate
        /// (besides the address listened on, localhost and this machine's name); repeatable.
        #[arg(long, value_name = "NAME")]
        cert_name: Vec<String>,
    },
}

/// What someone at a joining board is there as.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
enum RoleArg {
    /// The opponent (plays the colour the host does not).
    Opponent,
    /// An assistant, for the colour given with --side.
    Assistant,
    /// The arbiter.
    Arbiter,
    /// Listens only.
    Viewer,
}

/// Options of `rochade join`.
#[derive(Debug, clap::Args)]
struct JoinArgs {
    /// The host's address (`HOST` or `HOST:PORT`); found on the local network when not
    /// given.
    address: Option<String>,
    /// The pairing code the host says: squares in words ("Felix sieben Bella drei …") or as
    /// one token (f7b3d1e2). Not needed to come back to a host paired before.
    #[arg(long)]
    code: Option<String>,
    /// What this board's person asks to be there as: the host decides, when the board pairs
    /// with the code (the opponent when not given); a board that comes back is what it was
    /// paired as.
    #[arg(long, value_enum)]
    role: Option<RoleArg>,
    /// A name said on the host's board.
    #[arg(long)]
    name: Option<String>,
    #[command(flatten)]
    play: PlayArgs,
}

/// `rochade hall`: the init templates, or the hall itself.
fn hall(h: HallArgs, lang: Lang) -> anyhow::Result<ExitCode> {
    if let Some(HallCommand::Init {
        event,
        boards,
        dir,
        port,
        listen,
        cert_name,
    }) = h.init
    {
        return hall_init(
            &rochade::hall::init::Request {
                event,
                boards,
                dir,
                listen,
                port,
                names: cert_name,
            },
            lang,
        );
    }
    speak_in(lang);
    let (Some(url), Some(event)) = (h.broker, h.event) else {
        return Err(anyhow::Error::new(StartProblem::HallNeeds));
    };
    let mut broker: rochade::hall::Broker = url
        .parse()
        .with_context(|| StartProblem::HallBroker(url.clone()))?;
    broker.ca = h.ca;
    rochade::app::hall_view::run::run(rochade::app::hall_view::run::HallOptions {
        broker,
        event,
        lang,
        line_mode: h.line_mode,
        sound: h.sound,
        pgn: h.pgn,
        serve: h.serve,
        boards: h.boards.unwrap_or(0),
    })?;
    Ok(ExitCode::SUCCESS)
}

/// `rochade hall init`: writes the broker's set-up, prints each file's path and says what
/// it set up and what is left to do.
fn hall_init(req: &rochade::hall::init::Request, lang: Lang) -> anyhow::Result<ExitCode> {
    use rochade::hall::init::{BROKER_USER, NoTls, Owner};
    let problem = || StartProblem::HallInit(req.dir.display().to_string());
    let written = rochade::hall::init::write(req).with_context(problem)?;
    let mut out = std::io::stdout();
    for path in &written.files {
        writeln!(out, "{}", path.display()).context(StartProblem::Output)?;
    }
    let l = &written.listener;
    let addr = std::net::SocketAddr::new(l.address, l.port).to_string();
    let mut said = vec![match (&l.tls, &written.no_tls) {
        (Some(tls), _) => {
            rochade::i18n::msg::hall_init_tls(lang, addr.as_str(), tls.ca.display().to_string())
        }
        (None, Some(NoTls::Failed(why))) => {
            rochade::i18n::msg::hall_init_tls_failed(lang, addr.as_str(), why.as_str())
        }
        (None, _) => rochade::i18n::msg::hall_init_no_openssl(lang, addr.as_str()),
    }];
    let files = written
        .broker_reads
        .iter()
        .map(|p| p.display().to_string())
        .collect::<Vec<_>>()
        .join(" ");
    said.push(match written.owner {
        Owner::Broker => rochade::i18n::msg::hall_init_owner_broker(lang, BROKER_USER),
        Owner::NoBrokerUser => {
            rochade::i18n::msg::hall_init_no_broker_user(lang, files.as_str(), BROKER_USER)
        }
        Owner::Maker => {
            rochade::i18n::msg::hall_init_owner_maker(lang, files.as_str(), BROKER_USER)
        }
    });
    if let (Some(closed), Some(dir)) = (
        &written.closed,
        written.files.first().and_then(|f| f.parent()),
    ) {
        said.push(rochade::i18n::msg::hall_init_closed(
            lang,
            closed.display().to_string(),
            dir.display().to_string(),
            BROKER_USER,
        ));
    }
    for line in said {
        writeln!(out, "{line}").context(StartProblem::Output)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The address a `join` names: `HOST` or `HOST:PORT`, a name or an IP address.
fn join_address(text: &str) -> anyhow::Result<std::net::SocketAddr> {
    use std::net::ToSocketAddrs;
    let with_port = if text.parse::<std::net::SocketAddr>().is_ok() || text.contains(':') {
        text.to_owned()
    } else {
        format!("{text}:{}", rochade::app::DEFAULT_PORT)
    };
    with_port
        .to_socket_addrs()
        .with_context(|| StartProblem::HostAddress(text.to_owned()))?
        .next()
        .with_context(|| StartProblem::HostAddress(text.to_owned()))
}

#[derive(Debug, Subcommand)]
enum EventCommand {
    /// Print a commented profile template to fill in.
    Init,
    /// Check a profile and print the rules it sets, in words.
    Show {
        /// The profile (TOML).
        file: std::path::PathBuf,
        /// Language of the description: de, en, es or ru; by default the language chosen for
        /// rochade (the global --lang, the settings file, the system's locale).
        #[arg(long)]
        lang: Option<Lang>,
        #[command(flatten)]
        quiet: Quiet,
    },
}

/// Opens a file, or standard input for `-`, for reading as it comes (never whole).
fn open_input(file: &str) -> anyhow::Result<Box<dyn std::io::BufRead>> {
    if file == "-" {
        Ok(Box::new(std::io::BufReader::new(std::io::stdin())))
    } else {
        let f =
            std::fs::File::open(file).with_context(|| StartProblem::ReadFile(file.to_owned()))?;
        Ok(Box::new(std::io::BufReader::new(f)))
    }
}

/// `rochade notate`: reads line by line and prints each game as soon as it ends, so that
/// memory holds one line (at most [`batch::MAX_LINE_BYTES`]) and one game whatever the input.
fn notate(lang: InputLang, initial: &shakmaty::Chess, file: &str) -> anyhow::Result<ExitCode> {
    use rochade::limits::{BoundedLine, read_line_bounded};
    let mut input = open_input(file)?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut write_error = None;
    let mut print = |g: batch::NotatedGame| {
        if write_error.is_none()
            && let Err(e) = out.write_all(g.to_pgn().as_bytes())
        {
            write_error = Some(e);
        }
    };
    let mut notator = batch::Notator::new(lang, initial);
    let mut problem = None;
    while let Some(line) = read_line_bounded(&mut input, batch::MAX_LINE_BYTES)
        .with_context(|| StartProblem::ReadFile(file.to_owned()))?
    {
        let result = match line {
            BoundedLine::Text(text) => notator.line(&text, &mut print),
            BoundedLine::TooLong { start, bytes } => {
                Err(Box::new(notator.line_too_long(&start, bytes, &mut print)))
            }
        };
        if let Err(p) = result {
            problem = Some(p);
            break;
        }
    }
    if problem.is_none()
        && let Err(p) = notator.end(&mut print)
    {
        problem = Some(p);
    }
    if let Some(e) = write_error {
        return Err(e).context(StartProblem::Output);
    }
    out.flush().context(StartProblem::Output)?;
    match problem {
        None => Ok(ExitCode::SUCCESS),
        Some(p) => {
            eprintln!(
                "rochade notate: line {}: {}: {}",
                p.line,
                p.text.trim(),
                p.reason
            );
            Ok(ExitCode::FAILURE)
        }
    }
}

/// `rochade hear` (with Vosk's model and library where given): one line per recording,
/// `name<TAB>SAN` or `name<TAB>-`; a recording that cannot be heard is said on standard error
/// (and gets `-`), a missing recogniser ends it.
fn hear(
    lang: Lang,
    pos: &shakmaty::Chess,
    files: &[std::path::PathBuf],
    (vosk_model, vosk_library): (Option<std::path::PathBuf>, Option<std::path::PathBuf>),
) -> anyhow::Result<ExitCode> {
    use rochade::voice;
    let say = |e: &voice::VoiceError| eprintln!("rochade hear: {}", voice::phrases::error(lang, e));
    let choice = voice::Choice {
        vosk_model,
        vosk_library,
    };
    let mut recogniser = match voice::open(&choice) {
        Ok(r) => r,
        Err(e) => {
            say(&e);
            return Ok(ExitCode::FAILURE);
        }
    };
    let phrases = voice::Phrases::for_position_in(pos, lang);
    let mut out = std::io::stdout().lock();
    let mut failed = false;
    for file in files {
        let name = file.display();
        let heard = match voice::hear_file(recogniser.as_mut(), &phrases, file) {
            Ok(h) => h,
            Err(e) => {
                say(&e);
                failed = true;
                if e.stops_all() {
                    break;
                }
                None
            }
        };
        writeln!(out, "{name}\t{}", voice::said_as(pos, heard.as_ref()))
            .context(StartProblem::Output)?;
    }
    out.flush().context(StartProblem::Output)?;
    Ok(if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// `rochade announce`: reads PGN as it comes and prints each game's words as soon as it is
/// read.
fn announce(lang: Lang, style: Style, file: &str) -> anyhow::Result<ExitCode> {
    let input = open_input(file)?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut write_error = None;
    let mut problems = 0usize;
    batch::announce_from(
        input,
        lang,
        style,
        |text| {
            if write_error.is_none()
                && let Err(e) = out.write_all(text.as_bytes())
            {
                write_error = Some(e);
            }
        },
        |p| {
            problems += 1;
            eprintln!("rochade announce: {p}");
        },
    );
    if let Some(e) = write_error {
        return Err(e).context(StartProblem::Output);
    }
    out.flush().context(StartProblem::Output)?;
    Ok(if problems == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// Plays with the settings file's defaults under the command line's options; a settings file
/// that cannot be used is said at the start and the built-in defaults apply.
fn play(mut args: PlayArgs, matches: &clap::ArgMatches) -> anyhow::Result<ExitCode> {
    use rochade::app::config;
    let mut notices = Vec::new();
    // No --lang: the settings file's, else the system's locale's (applied below when the
    // file names none).
    if !config::given_in(matches, "lang") {
        args.lang = Lang::from_system();
    }
    if let Some(path) = config::config_path() {
        match config::load(&path) {
            // A file the user named that is not there is said, not ignored.
            Ok(_) if config::named_by_env() && !path.exists() => notices.push(
                rochade::app::phrases::config_missing(args.lang, &path.display().to_string())
                    .into(),
            ),
            Ok((c, bad)) => {
                config::apply(&c, &mut args, |id| config::given_in(matches, id));
                let file = path.display().to_string();
                notices.extend(bad.iter().map(|b| {
                    rochade::app::Notice::from(rochade::app::phrases::config_key_ignored(
                        args.lang, &file, b,
                    ))
                }));
            }
            Err(e) => notices.push(
                rochade::app::phrases::config_unusable(
                    args.lang,
                    &path.display().to_string(),
                    &e.to_string(),
                )
                .into(),
            ),
        }
    }
    config::mark_chosen(&mut args, |id| config::given_in(matches, id));
    speak_in(args.lang);
    rochade::app::run_with_notices(args, notices)?;
    Ok(ExitCode::SUCCESS)
}

/// The language of a subcommand: its own `--lang`, else the global `--lang` (`rochade --lang
/// en export`), else `lang` of the settings file, else the system's locale, else German.
fn chosen_lang(own: Option<Lang>, global: Option<Lang>) -> Lang {
    if let Some(l) = own.or(global) {
        return l;
    }
    let from_file = rochade::app::config::config_path()
        .and_then(|path| rochade::app::config::load(&path).ok())
        .and_then(|(c, _)| c.lang);
    from_file.unwrap_or_else(Lang::from_system)
}

/// The position `--fen` gives, else the standard start.
fn start_position(fen: Option<String>) -> anyhow::Result<shakmaty::Chess> {
    Ok(match fen {
        Some(f) => Game::from_fen(&f)
            .with_context(|| format!("--fen {f}"))
            .with_context(|| StartProblem::Fen(f.clone()))?
            .position()
            .clone(),
        None => shakmaty::Chess::default(),
    })
}

/// `rochade event init` and `rochade event show FILE`; `global` is the language given
/// before the subcommand.
fn event_command(command: EventCommand, global: Option<Lang>) -> anyhow::Result<ExitCode> {
    match command {
        EventCommand::Init => {
            let lang = chosen_lang(None, global);
            write!(std::io::stdout(), "{}", rochade::event::template_in(lang))
                .context(StartProblem::Output)?;
        }
        EventCommand::Show { file, lang, .. } => {
            let lang = chosen_lang(lang, global);
            speak_in(lang);
            let profile = rochade::event::EventProfile::load(&file).map_err(|e| {
                let problem =
                    rochade::app::start::event_profile_problem(&file.display().to_string(), &e);
                anyhow::Error::new(e).context(problem)
            })?;
            writeln!(
                std::io::stdout(),
                "{}",
                rochade::event::describe(&profile, lang)
            )
            .context(StartProblem::Output)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The command line with the game's options written before `play`, `host` or `join` moved
/// after it (`rochade --event FILE host` is `rochade host --event FILE`): those subcommands
/// take the same options, and before them they were read and then not used. An option the
/// subcommand's part names again is the subcommand's (the one before it is dropped, as it was
/// not used before either); `--help` and `--version` before it leave the line as it is.
fn game_options_after_subcommand(
    args: Vec<std::ffi::OsString>,
    cli: &clap::Command,
) -> Vec<std::ffi::OsString> {
    // The options before the subcommand, each with its value if it has one apart, and the
    // name it goes by.
    let mut groups: Vec<(String, std::ops::Range<usize>)> = Vec::new();
    let mut i = 1;
    while let Some(token) = args.get(i).and_then(|t| t.to_str()) {
        if matches!(token, "--" | "--help" | "-h" | "--version" | "-V") {
            return args;
        }
        let (name, named) = if let Some(long) = token.strip_prefix("--") {
            let long = long.split('=').next().unwrap_or(long);
            let arg = (!token.contains('='))
                .then(|| cli.get_arguments().find(|a| a.get_long() == Some(long)));
            (format!("--{long}"), arg.flatten())
        } else if let Some(short) = token.strip_prefix('-').filter(|s| !s.is_empty()) {
            let c = short.chars().next();
            let arg = (short.chars().count() == 1)
                .then(|| cli.get_arguments().find(|a| a.get_short() == c));
            (token.to_owned(), arg.flatten())
        } else {
            break;
        };
        // The next token is the value: of an option that takes one, unless the value is
        // optional and the next token is another option.
        let next_is_value = named.is_some_and(|a| {
            a.get_action().takes_values()
                && (a.get_num_args().is_none_or(|n| n.min_values() > 0)
                    || args
                        .get(i + 1)
                        .and_then(|t| t.to_str())
                        .is_some_and(|t| !t.starts_with('-')))
        });
        let len = if next_is_value { 2 } else { 1 };
        groups.push((name, i..(i + len).min(args.len())));
        i += len;
    }
    let Some(sub) = args.get(i).and_then(|t| t.to_str()) else {
        return args;
    };
    if groups.is_empty() || !matches!(sub, "play" | "host" | "join") {
        return args;
    }
    let after: Vec<&str> = args
        .iter()
        .skip(i + 1)
        .filter_map(|t| t.to_str())
        .map(|t| t.split('=').next().unwrap_or(t))
        .collect();
    let mut out = Vec::with_capacity(args.len());
    out.extend(args.first().cloned());
    out.extend(args.get(i).cloned());
    for (name, range) in groups {
        if !after.contains(&name.as_str()) {
            out.extend(args[range].iter().cloned());
        }
    }
    out.extend(args.iter().skip(i + 1).cloned());
    out
}

fn run() -> anyhow::Result<ExitCode> {
    let args = game_options_after_subcommand(std::env::args_os().collect(), &Cli::command());
    let matches = Cli::command().get_matches_from(args);
    let cli = Cli::from_arg_matches(&matches)?;
    let global = rochade::app::config::given_in(&matches, "lang").then_some(cli.play.lang);
    // The global --squares holds for the subcommands that say moves in words too (`rochade
    // --lang en --squares appendix-d announce`); a game's own choice is taken when it starts.
    rochade::notation::lexicon::say_squares(rochade::app::square_choice(cli.play.squares));
    match cli.command {
        None => play(cli.play, &matches),
        Some(Command::Play(args)) => {
            let sub = matches.subcommand_matches("play").unwrap_or(&matches);
            play(args, sub)
        }
        Some(Command::Host(h)) => {
            let sub = matches.subcommand_matches("host").unwrap_or(&matches);
            host(h, sub, global)
        }
        Some(Command::Join(j)) => {
            let sub = matches.subcommand_matches("join").unwrap_or(&matches);
            join(j, sub, global)
        }
        Some(Command::Announce {
            lang,
            no_pawn_word,
            file,
            quiet: _,
        }) => {
            let lang = chosen_lang(lang, global);
            speak_in(lang);
            let style = Style {
                pawn_word: !no_pawn_word,
            };
            announce(lang, style, &file)
        }
        Some(Command::Export {
            format, lang, game, ..
        }) => export(format, chosen_lang(lang, global), game.as_deref()),
        Some(Command::Analyse(a)) => {
            let lang = chosen_lang(a.lang, global);
            Ok(analyse(a, lang))
        }
        Some(Command::Study(s)) => {
            let sub = matches.subcommand_matches("study").unwrap_or(&matches);
            study(s, sub, global)
        }
        Some(Command::Event(e)) => event_command(e, global),
        Some(Command::Notate {
            lang, fen, file, ..
        }) => {
            if let InputLang::One(l) = lang {
                speak_in(l);
            }
            notate(lang, &start_position(fen)?, &file)
        }
        Some(Command::Hear {
            lang,
            fen,
            files,
            vosk_model,
            vosk_library,
            ..
        }) => {
            let lang = chosen_lang(lang, global);
            speak_in(lang);
            let choice = (vosk_model, vosk_library);
            hear(lang, &start_position(fen)?, &files, choice)
        }
        Some(Command::Hall(h)) => {
            // The hall speaks the arbiters' language as every command does: its own --lang,
            // the global one, the settings file's, the system's.
            let lang = chosen_lang(h.lang, global);
            hall(h, lang)
        }
        Some(Command::Man) => man(),
        Some(Command::Completions { shell }) => completions(shell),
    }
}

/// `rochade host`: a game that others join; `sub` holds its command line, `global` the
/// language given before it.
fn host(mut h: HostArgs, sub: &clap::ArgMatches, global: Option<Lang>) -> anyhow::Result<ExitCode> {
    if !rochade::app::config::given_in(sub, "lang") {
        h.play.lang = chosen_lang(None, global);
    }
    rochade::app::config::mark_chosen(&mut h.play, |id| rochade::app::config::given_in(sub, id));
    speak_in(h.play.lang);
    let net = rochade::app::Net::Host {
        bind: h.bind,
        port: h.port,
        advertise: !h.no_advertise,
    };
    rochade::app::run_game(h.play, Vec::new(), net)?;
    Ok(ExitCode::SUCCESS)
}

/// `rochade join`: a game hosted by another board; `sub` holds its command line, `global` the
/// language given before it.
fn join(mut j: JoinArgs, sub: &clap::ArgMatches, global: Option<Lang>) -> anyhow::Result<ExitCode> {
    if !rochade::app::config::given_in(sub, "lang") {
        j.play.lang = chosen_lang(None, global);
    }
    rochade::app::config::mark_chosen(&mut j.play, |id| rochade::app::config::given_in(sub, id));
    speak_in(j.play.lang);
    let addr = j.address.as_deref().map(join_address).transpose()?;
    let code = j
        .code
        .as_deref()
        .map(rochade::net::pairing::PairingCode::parse)
        .transpose()
        .context(StartProblem::Code)?;
    let role = j.role.map(|r| match r {
        RoleArg::Opponent => rochade::record::Role::Opponent,
        RoleArg::Assistant => rochade::record::Role::Assistant,
        RoleArg::Arbiter => rochade::record::Role::Arbiter,
        RoleArg::Viewer => rochade::record::Role::Viewer,
    });
    let side = match j.play.side {
        rochade::app::Side::White => shakmaty::Color::White,
        rochade::app::Side::Black => shakmaty::Color::Black,
    };
    let net = rochade::app::Net::Join {
        addr,
        code,
        role,
        side: Some(side),
        name: j.name,
    };
    rochade::app::run_game(j.play, Vec::new(), net)?;
    Ok(ExitCode::SUCCESS)
}

/// `rochade export`: a game of the journal (`game`, else the newest) written in `format` to
/// standard output, in `lang`.
fn export(
    format: rochade::scoresheet::Format,
    lang: Lang,
    game: Option<&str>,
) -> anyhow::Result<ExitCode> {
    speak_in(lang);
    let dir = rochade::journal::data_dir().context(StartProblem::DataDir)?;
    let out = rochade::journal::export_game(&dir, game, format, lang).map_err(|e| match e {
        // Said as what it is: there is no game yet.
        rochade::journal::JournalError::NoGames(_) => {
            anyhow::Error::new(e).context(StartProblem::NoGameToExport)
        }
        // No braille translator: said as such, in the user's language.
        rochade::journal::JournalError::Braille(_) => {
            anyhow::Error::new(e).context(StartProblem::Braille)
        }
        // A name that is no game's: where the journals are, and the newest games' names.
        rochade::journal::JournalError::NoSuchGame(ref name) => {
            let newest: Vec<String> = rochade::journal::journal_paths(&dir)
                .unwrap_or_default()
                .iter()
                .rev()
                .take(3)
                .filter_map(|p| p.file_stem().map(|s| s.to_string_lossy().into_owned()))
                .collect();
            let problem = StartProblem::NoSuchGame {
                name: name.clone(),
                dir: rochade::journal::games_dir(&dir).display().to_string(),
                newest: if newest.is_empty() {
                    "-".to_owned()
                } else {
                    newest.join(", ")
                },
            };
            anyhow::Error::new(e).context(problem)
        }
        other => other.into(),
    })?;
    std::io::stdout()
        .write_all(out.text.as_bytes())
        .context(StartProblem::Output)?;
    for w in &out.warnings {
        eprintln!("rochade export: {w}");
    }
    Ok(ExitCode::SUCCESS)
}

/// `rochade man`: the manual page, to standard output.
fn man() -> anyhow::Result<ExitCode> {
    let mut page = Vec::new();
    clap_mangen::Man::new(Cli::command()).render(&mut page)?;
    let page = with_value_names(&String::from_utf8_lossy(&page), &Cli::command());
    let page = with_environment_and_files(&without_subcommand_pages(&page));
    std::io::stdout()
        .write_all(page.as_bytes())
        .context(StartProblem::Output)?;
    Ok(ExitCode::SUCCESS)
}

/// `rochade completions`: the completion script for `shell`, to standard output.
fn completions(shell: clap_complete::Shell) -> anyhow::Result<ExitCode> {
    let mut command = Cli::command();
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut command, "rochade", &mut script);
    std::io::stdout()
        .write_all(&script)
        .context(StartProblem::Output)?;
    Ok(ExitCode::SUCCESS)
}

/// The manual page's list of subcommands names them as they are typed (`rochade play`), not
/// as pages of their own (`rochade-play(1)`), which are not installed: `rochade play --help`
/// describes each.
fn without_subcommand_pages(page: &str) -> String {
    let mut out = String::with_capacity(page.len());
    for line in page.lines() {
        match line
            .strip_prefix("rochade\\-")
            .and_then(|rest| rest.strip_suffix("(1)"))
        {
            Some(name) => out.push_str(&format!("\\fBrochade {name}\\fR")),
            None => out.push_str(line),
        }
        out.push('\n');
    }
    out.replace(
        ".SH SUBCOMMANDS\n",
        ".SH SUBCOMMANDS\nEach is described by \\fBrochade\\fR \\fIsubcommand\\fR \\fB\\-\\-help\\fR.\n",
    )
}

/// The manual page's ENVIRONMENT and FILES sections, before its exit codes.
const ENVIRONMENT_AND_FILES: &str = r#".SH ENVIRONMENT
.TP
\fBROCHADE_DATA_DIR\fR
The data directory: the game journals (\fIgames/\fR), the transcript, the boards paired with this one. By default the platform's data directory (on Linux \fI$XDG_DATA_HOME/rochade\fR, else \fI~/.local/share/rochade\fR).
.TP
\fBROCHADE_CONFIG\fR
The settings file. By default \fIconfig.toml\fR in the platform's configuration directory (on Linux \fI$XDG_CONFIG_HOME/rochade\fR, else \fI~/.config/rochade\fR). A file named here that does not exist is said at the start.
.TP
\fBLC_ALL\fR, \fBLC_MESSAGES\fR, \fBLANG\fR
The language, when neither \fB\-\-lang\fR nor the settings file names one (de, en, es or ru; else de).
.TP
\fBSPEECHD_ADDRESS\fR, \fBXDG_RUNTIME_DIR\fR
Where speech\-dispatcher listens (\fBunix_socket:\fR\fIPATH\fR), as its own client library finds it.
.TP
\fBTERM\fR
\fBdumb\fR chooses line mode.
.TP
\fBNO_COLOR\fR
No colours in the full\-screen view (nothing there is told by colour alone).
.SH FILES
.TP
\fI$XDG_CONFIG_HOME/rochade/config.toml\fR
The settings file (see \fBROCHADE_CONFIG\fR).
.TP
\fI$XDG_DATA_HOME/rochade/games/*.jsonl\fR
One journal per game, a line per entry, written before anything of it is said; \fBrochade export\fR and \fB\-\-resume\fR read them.
.TP
\fI$XDG_DATA_HOME/rochade/games/finished.txt\fR
The journals of finished games.
.TP
\fI$XDG_DATA_HOME/rochade/transcript.txt\fR
Everything said, one line each, for a screen reader or a braille display.
"#;

/// The page with [`ENVIRONMENT_AND_FILES`] before its exit codes (or at its end).
fn with_environment_and_files(page: &str) -> String {
    match page.find(".SH EXTRA") {
        Some(at) => format!("{}{ENVIRONMENT_AND_FILES}{}", &page[..at], &page[at..]),
        None => format!("{page}{ENVIRONMENT_AND_FILES}"),
    }
}

/// The manual page with the value name after each option of the synopsis that takes one
/// (`[--lang <LANG>]`, not `[--lang]`), as the OPTIONS section and `--help` write them.
fn with_value_names(page: &str, command: &clap::Command) -> String {
    let Some(start) = page.find(".SH SYNOPSIS") else {
        return page.to_owned();
    };
    let end = page[start + 1..]
        .find("\n.SH ")
        .map_or(page.len(), |i| start + 1 + i);
    let mut synopsis = page[start..end].to_owned();
    for arg in command.get_arguments() {
        let (Some(long), true) = (arg.get_long(), arg.get_action().takes_values()) else {
            continue;
        };
        let value = arg
            .get_value_names()
            .and_then(|names| names.first())
            .map_or_else(|| arg.get_id().as_str().to_uppercase(), ToString::to_string);
        let flag = format!("\\fB\\-\\-{}\\fR]", long.replace('-', "\\-"));
        // A value that may be left out (`--resume` alone) is written in brackets.
        let value = if arg.get_num_args().is_some_and(|n| n.min_values() == 0) {
            format!("[<{value}>]")
        } else {
            format!("<{value}>")
        };
        let named = format!(
            "\\fB\\-\\-{}\\fR \\fI{value}\\fR]",
            long.replace('-', "\\-")
        );
        synopsis = synopsis.replacen(&flag, &named, 1);
    }
    format!("{}{synopsis}{}", &page[..start], &page[end..])
}

/// The language the user chose (set once the command line and the settings are read): the
/// language a failure to start is said in.
static LANG: std::sync::OnceLock<Lang> = std::sync::OnceLock::new();

fn speak_in(lang: Lang) {
    let _ = LANG.set(lang);
}

/// What to tell the user about `e` in `lang`: the sentence for its [`StartProblem`] (found in
/// a [`Failure`] of the library or as the context of an error of this program's own; a
/// general sentence without one), and the technical detail, the system's words.
fn explain(e: &anyhow::Error, lang: Lang) -> (String, String) {
    let problem = e
        .chain()
        .find_map(|c| c.downcast_ref::<Failure>().and_then(Failure::problem))
        .or_else(|| e.chain().find_map(|c| c.downcast_ref::<StartProblem>()))
        .or_else(|| e.downcast_ref::<StartProblem>());
    let causes: Vec<String> = e.chain().map(ToString::to_string).collect();
    rochade::app::start::explain(problem, &causes, lang)
}

fn main() -> ExitCode {
    match run() {
        Ok(code) => code,
        // The reader went away (`rochade event show FILE | head`): nothing more to say.
        Err(e)
            if e.chain().any(|c| {
                c.downcast_ref::<std::io::Error>()
                    .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
                    || c.downcast_ref::<Failure>()
                        .is_some_and(Failure::reader_gone)
            }) =>
        {
            ExitCode::SUCCESS
        }
        Err(e) => {
            // A sentence of the user's language for the kind of failure, then the system's
            // own words as a technical detail.
            let lang = LANG.get().copied().unwrap_or_default();
            let (said, detail) = explain(&e, lang);
            eprintln!("rochade: {said}");
            if !detail.is_empty() {
                eprintln!("rochade: {detail}");
            }
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rochade::app::start::Because;

    #[test]
    fn a_problem_of_the_library_or_of_this_program_is_said_in_the_language() {
        let io = std::io::Error::new(std::io::ErrorKind::NotFound, "No such file or directory");
        // This program's own: an error with the problem as its context.
        let e = Err::<(), _>(io)
            .context(StartProblem::ReadFile("partie.pgn".into()))
            .unwrap_err();
        let (said, detail) = explain(&e, Lang::De);
        assert_eq!(said, "Die Datei partie.pgn kann nicht gelesen werden.");
        assert_eq!(detail, "Technische Angabe: No such file or directory");
        // The library's: a Failure, with a layer of this program's on top.
        let io = std::io::Error::new(std::io::ErrorKind::AddrInUse, "Address in use");
        let failure = Err::<(), _>(io)
            .because(StartProblem::Listen(7000))
            .unwrap_err();
        let e = anyhow::Error::new(failure).context("hosting");
        let (said, detail) = explain(&e, Lang::En);
        assert_eq!(said, StartProblem::Listen(7000).said(Lang::En));
        assert!(detail.ends_with("hosting: Address in use"), "{detail}");
        // An error of no known type still gets a sentence of the language.
        let (said, _) = explain(&anyhow::anyhow!("something odd"), Lang::Es);
        assert_eq!(said, rochade::i18n::msg::start_failed(Lang::Es));
    }

    #[test]
    fn game_options_before_the_subcommand_go_after_it() {
        let cli = Cli::command();
        let line = |s: &str| -> Vec<std::ffi::OsString> {
            s.split(' ').map(std::ffi::OsString::from).collect()
        };
        let moved = |s: &str| game_options_after_subcommand(line(s), &cli);
        assert_eq!(
            moved("rochade --event e.toml host --port 0"),
            line("rochade host --event e.toml --port 0")
        );
        assert_eq!(
            moved("rochade --event=e.toml --line-mode join x"),
            line("rochade join --event=e.toml --line-mode x")
        );
        // A value that is a subcommand's name is still the option's value.
        assert_eq!(
            moved("rochade --white host play"),
            line("rochade play --white host")
        );
        // Named again after it: the subcommand's.
        assert_eq!(
            moved("rochade --speech none --rate 10 host --speech espeak"),
            line("rochade host --rate 10 --speech espeak")
        );
        // An option whose value may be left out, followed by another option.
        assert_eq!(
            moved("rochade --resume --event e.toml host"),
            line("rochade host --resume --event e.toml")
        );
        for unchanged in [
            "rochade host --event e.toml",
            "rochade --lang en announce x.pgn",
            "rochade --line-mode",
            "rochade -- host",
            "rochade --version host",
            "rochade --line-mode --help join",
        ] {
            assert_eq!(moved(unchanged), line(unchanged), "{unchanged}");
        }
    }
}
