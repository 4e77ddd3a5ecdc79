//! `rochade hall`: the [`Hall`] wired to the broker (its own thread), the keyboard, speech,
//! the live PGN file and HTTP server, and the view (one spoken line per event, or a
//! full-screen table of every board).

use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use crate::app::start::{Because, Result, StartProblem};
use rumqttc::v5::mqttbytes::QoS;
use rumqttc::v5::mqttbytes::v5::Packet;
use rumqttc::v5::{Client, ConnectionError, Event as MqttEvent};

use super::screen::Screen;
use super::watch::{Hall, Outcome, Said};
use crate::app::core::Input as GameInput;
use crate::app::event_loop::{LineView, Machine, drive, earliest, read_keys, read_lines};
use crate::hall::live::Live;
use crate::hall::serve::{Limits, serve_reporting};
use crate::hall::{Broker, Refused, Replay, publish, topic, topic_name};
use crate::i18n::msg;
use crate::lang::Lang;
use crate::speech::{Priority, Speaker, Utterance};

/// How the hall runs.
#[derive(Debug, Clone)]
pub struct HallOptions {
    /// The broker.
    pub broker: Broker,
    /// The event's name (as the boards' profiles name it).
    pub event: String,
    /// The arbiters' language.
    pub lang: Lang,
    /// One line per event, no screen drawing.
    pub line_mode: bool,
    /// Speech: engine, rate, voice (as for the game).
    pub sound: crate::app::SpeechArgs,
    /// Keep the live PGN of all boards in this file.
    pub pgn: Option<PathBuf>,
    /// Serve the live PGN over HTTP on this address.
    pub serve: Option<String>,
    /// How many boards the event has (0: not said); those that have not reported are said.
    pub boards: u32,
}

/// What reaches the hall's loop.
enum Input {
    /// A message on `topic`.
    Message(String, Vec<u8>),
    /// Connected to the broker (again).
    Connected,
    /// The connection to the broker is lost.
    Lost,
    /// The broker turned the connection away.
    Refused(Refused),
    /// A line typed (line mode) or entered (screen).
    Line(String),
    /// A key on the screen.
    Key(crate::app::core::Key),
    /// The keyboard is gone.
    End,
    /// The screen is drawn again (its clocks show the next second, or its size changed).
    Redraw,
    /// The live PGN's HTTP server stopped (said once, as urgent).
    ServeStopped(crate::hall::serve::Stopped),
}

/// Drives the broker connection on its own thread.
fn connect(o: &HallOptions, tx: Sender<Input>) -> Result<Client, crate::hall::TlsError> {
    let id = format!(
        "rochade-{}-hall-{}",
        topic_name(&o.event),
        std::process::id()
    );
    let (client, mut connection) = Client::new(publish::options(&o.broker, &id, true)?, 10_000);
    let sub = client.clone();
    let base = format!("rochade/{}/+/", topic_name(&o.event));
    thread::spawn(move || {
        // What was said of the connection since it was last up: said once each.
        let mut down: Option<Option<Refused>> = None;
        while let Ok(n) = connection.recv() {
            let input = match n {
                Ok(MqttEvent::Incoming(Packet::ConnAck(_))) => {
                    down = None;
                    let _ = sub.try_subscribe(format!("{base}summary"), QoS::AtLeastOnce);
                    let _ = sub.try_subscribe(format!("{base}entry"), QoS::AtLeastOnce);
                    Input::Connected
                }
                Ok(MqttEvent::Incoming(Packet::Publish(p))) => Input::Message(
                    String::from_utf8_lossy(&p.topic).into_owned(),
                    p.payload.to_vec(),
                ),
                Ok(_) => continue,
                Err(e) => {
                    thread::sleep(publish::RETRY);
                    let why = match e {
                        ConnectionError::ConnectionRefused(code) => Some(Refused::of_v5(code)),
                        _ => None,
                    };
                    if down == Some(why) {
                        continue;
                    }
                    down = Some(why);
                    why.map_or(Input::Lost, Input::Refused)
                }
            };
            if tx.send(input).is_err() {
                return;
            }
        }
    });
    Ok(client)
}

/// Ends the hall cleanly on SIGTERM or SIGINT (as a service is stopped): the loop finishes
/// what arrived, the live PGN is complete, and rochade exits with success.
#[cfg(unix)]
fn stop_on_signals(tx: mpsc::Sender<Input>) {
    use signal_hook::consts::{SIGINT, SIGTERM};
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGTERM, SIGINT]) else {
        return;
    };
    thread::spawn(move || {
        if signals.forever().next().is_some() {
            let _ = tx.send(Input::End);
        }
    });
}

#[cfg(not(unix))]
fn stop_on_signals(_tx: mpsc::Sender<Input>) {}

/// Runs the hall until the arbiter quits, the keyboard closes, or it is told to stop
/// (SIGTERM, SIGINT).
///
/// # Errors
/// When the HTTP address cannot be bound or the terminal cannot be used.
pub fn run(o: HallOptions) -> Result<()> {
    let lang = o.lang;
    let (tx, rx) = mpsc::channel();
    let live = Arc::new(Mutex::new(Live::new(std::time::SystemTime::now())));
    let serving = start_serving(&o, &live, &tx)?;
    let client = connect(&o, tx.clone()).because_with(|| {
        StartProblem::HallBroker(format!("{}:{}", o.broker.host, o.broker.port))
    })?;
    let play = crate::app::PlayArgs {
        lang,
        sound: o.sound.clone(),
        ..crate::app::PlayArgs::default()
    };
    // Speech that cannot be used at start is said (on the screen or standard output) and the
    // hall goes on with the transcript, as a game does.
    let (speaker, _cues, notice) = crate::app::open_speech(&play);
    stop_on_signals(tx.clone());
    let view = open_view(&o, &tx)?;
    let screen = view.is_some();
    let mut voice = Voice {
        speaker,
        lines: LineView::new(Box::new(std::io::stdout()), false),
        lang,
    };
    let mut view = view;
    let mut first = first_said(&o, serving);
    first.extend(notice.map(|text| Said { text, urgent: true }));
    voice.say(&first, &mut view)?;
    let mut machine = HallLoop {
        hall: Hall::new(lang, &o.event).expecting(o.boards),
        o,
        view,
        voice,
        client,
        live,
        start: Instant::now(),
        pending: Outcome::default(),
        pgn_failed: false,
        connected_once: false,
    };
    let ran = drive(&mut machine, &rx, Vec::new());
    if screen {
        ratatui::restore();
    }
    ran
}

/// The hall on the one event loop: its core ([`Hall`]) and the adapters that carry out what
/// it decides (speech and the view, the broker, the live PGN file and server).
struct HallLoop {
    o: HallOptions,
    hall: Hall,
    /// The full-screen table, or `None` in line mode.
    view: Option<Screen>,
    voice: Voice,
    client: Client,
    live: Arc<Mutex<Live>>,
    start: Instant,
    /// What the inputs taken in since the view last settled ask for: carried out once for
    /// all of them (at a busy moment of a big event, many boards move within a millisecond,
    /// and the PGN is written once).
    pending: Outcome,
    /// The live PGN file could not be written (said once, until it can be again).
    pgn_failed: bool,
    /// The broker was connected before (a connection after that is a return).
    connected_once: bool,
}

impl Machine for HallLoop {
    type Input = Input;

    fn started(&self) -> Instant {
        self.start
    }

    fn step(&mut self, input: Input, now: Duration) -> Result<bool> {
        let lang = self.o.lang;
        let more = handle(
            &mut self.hall,
            input,
            &mut self.view,
            now,
            lang,
            &mut self.connected_once,
        );
        absorb(&mut self.pending, more);
        if self.pending.quit {
            // What the last inputs asked for is done before the hall ends.
            self.carry_out(now)?;
            return Ok(true);
        }
        Ok(false)
    }

    fn settle(&mut self, now: Duration) -> Result<bool> {
        self.carry_out(now)?;
        // Speech that is not heard falls back before the loop sleeps.
        self.voice.heard(&mut self.view)?;
        Ok(false)
    }

    fn wake_at(&mut self, now: Duration) -> Option<Duration> {
        // The screen's clocks show the next second; in line mode nothing changes by itself.
        let second = self
            .view
            .is_some()
            .then(|| Duration::from_secs(now.as_secs() + 1));
        let speech = self
            .voice
            .speaker
            .deadline()
            .map(|at| at.saturating_duration_since(self.start));
        // The hall's own deadline: the count of refused messages, said once a minute.
        earliest(earliest(second, self.hall.due()), speech)
    }

    fn woken(&mut self, _now: Duration) -> Option<Input> {
        Some(Input::Redraw)
    }

    fn ended(&self) -> Input {
        Input::End
    }
}

impl HallLoop {
    /// Carries out what the inputs since the last time asked for, with the hall's own count
    /// of refused messages at `now`: the boards asked for their records, the words said and
    /// shown, the live PGN written and served, the screen drawn.
    fn carry_out(&mut self, now: Duration) -> Result<()> {
        let mut outcome = std::mem::take(&mut self.pending);
        // Refused messages counted over the last minute, said once together.
        absorb(&mut outcome, self.hall.tick(now));
        ask_replays(&self.client, &self.o.event, &outcome.replay);
        self.voice.say(&outcome.said, &mut self.view)?;
        if outcome.changed {
            let all = self.hall.pgn();
            if let Some(text) = write_pgn(&self.o, &all, &mut self.pgn_failed) {
                self.voice
                    .say(&[Said { text, urgent: true }], &mut self.view)?;
            }
            if self.o.serve.is_some() {
                serve_boards(&self.live, &self.hall, all);
            }
        }
        if let Some(v) = self.view.as_mut()
            && (outcome.redraw || !outcome.said.is_empty())
        {
            v.draw(&self.hall, now)?;
        }
        Ok(())
    }
}

/// What the hall says first: the broker and event it listens to, and where it serves the
/// live PGN (`serving`).
fn first_said(o: &HallOptions, serving: Option<String>) -> Vec<Said> {
    let listening = msg::hall_listening(
        o.lang,
        format!("{}:{}", o.broker.host, o.broker.port),
        o.event.as_str(),
    );
    let mut first = vec![Said {
        text: listening,
        urgent: false,
    }];
    first.extend(serving.map(|text| Said {
        text,
        urgent: false,
    }));
    first
}

/// Writes the live PGN of all boards (`all`) to its file, if the hall keeps one: the sentence
/// to say when it cannot, said once (`failed`) until it can be written again.
fn write_pgn(o: &HallOptions, all: &str, failed: &mut bool) -> Option<String> {
    let path = o.pgn.as_ref()?;
    // Said once, until it can be written again.
    let now_failed = crate::store::write(path, all).is_err();
    let text =
        (now_failed && !*failed).then(|| msg::hall_pgn_failed(o.lang, path.display().to_string()));
    *failed = now_failed;
    text
}

/// Serves the live PGN over HTTP when asked to: the sentence that says where, if it does. If
/// the server ever stops, the hall's loop is told through `tx` and says so.
fn start_serving(
    o: &HallOptions,
    live: &Arc<Mutex<Live>>,
    tx: &Sender<Input>,
) -> Result<Option<String>> {
    let Some(addr) = &o.serve else {
        return Ok(None);
    };
    let stopped = tx.clone();
    let on_stop = Box::new(move |why: crate::hall::serve::Stopped| {
        let _ = stopped.send(Input::ServeStopped(why));
    });
    let bound = serve_reporting(addr, Arc::clone(live), Limits::default(), on_stop)
        .because_with(|| StartProblem::HallServe(addr.clone()))?;
    Ok(Some(msg::hall_serving(
        o.lang,
        format!("http://{bound}/live.pgn"),
    )))
}

/// Starts reading the arbiter's input into `tx`: lines in line mode (no screen, `None`), or
/// keys for the full-screen table it returns.
fn open_view(o: &HallOptions, tx: &Sender<Input>) -> Result<Option<Screen>> {
    let line_mode = crate::app::wants_line_mode(&crate::app::PlayArgs {
        line_mode: o.line_mode,
        ..crate::app::PlayArgs::default()
    });
    if line_mode {
        let (lines, end) = (tx.clone(), tx.clone());
        // Without a terminal (a service, standard input closed or a file), the end of input
        // is not the arbiter's word: the hall runs until it is told to stop.
        let ends_at_eof = std::io::stdin().is_terminal();
        read_lines(
            std::io::BufReader::new(std::io::stdin()),
            move |line| lines.send(Input::Line(line)).is_ok(),
            move || {
                if ends_at_eof {
                    let _ = end.send(Input::End);
                }
            },
        );
        return Ok(None);
    }
    let terminal = ratatui::try_init().because(StartProblem::Terminal)?;
    let keys = tx.clone();
    // The game's key reader: keys for the table, a new size redraws it.
    read_keys(move |e| {
        let input = match e {
            GameInput::Key(k) => Input::Key(k),
            GameInput::Resize { .. } => Input::Redraw,
            GameInput::EndOfInput => Input::End,
            _ => return true,
        };
        keys.send(input).is_ok()
    });
    Ok(Some(Screen::new(terminal, o.lang, &o.event)))
}

/// Where the hall's lines go: speech, and the screen or standard output.
struct Voice {
    /// The speech engine.
    speaker: Box<dyn Speaker>,
    /// Standard output, in line mode: the game's line view, without a prompt.
    lines: LineView,
    /// The arbiters' language.
    lang: Lang,
}

impl Voice {
    /// Says `said` in the boards' order, as urgent up to its last urgent line
    /// ([`super::watch::in_order`]), and shows it on `view` (or writes it, in line mode).
    fn say(&mut self, said: &[Said], view: &mut Option<Screen>) -> Result<()> {
        for (s, urgent) in super::watch::in_order(said) {
            let priority = if urgent {
                Priority::Alert
            } else {
                Priority::Normal
            };
            // Speech that fails falls back to the transcript; its notice is shown too.
            let fell_back =
                match self
                    .speaker
                    .speak(&Utterance::new(s.text.clone(), self.lang, priority))
                {
                    Err(crate::speech::SpeechError::Degraded(n)) => Some(n),
                    _ => None,
                };
            self.show(&s.text, s.urgent, view)?;
            if let Some(notice) = fell_back {
                self.show(&notice, true, view)?;
            }
        }
        self.flush(view)
    }

    /// Shows `text` on the screen, or writes it in line mode (speech has it already).
    fn show(&mut self, text: &str, urgent: bool, view: &mut Option<Screen>) -> Result<()> {
        match view {
            Some(v) => v.said(text, urgent),
            None => self.lines.line(text).because(StartProblem::Output)?,
        }
        Ok(())
    }

    fn flush(&mut self, view: &Option<Screen>) -> Result<()> {
        if view.is_none() {
            self.lines.flush().because(StartProblem::Output)?;
        }
        Ok(())
    }

    /// Judges whether what speech was given is heard; when it fell back (a daemon that takes
    /// the words and does not say them, one that went away), its notice is shown, once.
    fn heard(&mut self, view: &mut Option<Screen>) -> Result<()> {
        if let Err(crate::speech::SpeechError::Degraded(n)) = self.speaker.check(Instant::now()) {
            self.show(&n, true, view)?;
            self.flush(view)?;
        }
        Ok(())
    }
}

/// What the hall does with one input at `now`, saying its own news in `lang`;
/// `connected_once` tells a reconnection from the first connection.
fn handle(
    hall: &mut Hall,
    input: Input,
    view: &mut Option<Screen>,
    now: Duration,
    lang: Lang,
    connected_once: &mut bool,
) -> Outcome {
    match input {
        Input::Message(topic, payload) => hall.message(&topic, &payload, now),
        Input::Connected => {
            let mut o = hall.reconnected(now);
            if *connected_once {
                o.said.push(Said {
                    text: msg::hall_broker_back(lang).to_owned(),
                    urgent: false,
                });
            }
            *connected_once = true;
            o
        }
        Input::Refused(why) => Outcome {
            said: vec![Said {
                text: msg::hall_broker_refused(lang, why.key()),
                urgent: true,
            }],
            ..Outcome::default()
        },
        Input::Lost => Outcome {
            said: vec![Said {
                text: msg::hall_broker_lost(lang).to_owned(),
                urgent: true,
            }],
            ..Outcome::default()
        },
        Input::Line(line) => hall.command(&line, now),
        Input::Key(k) => match view.as_mut().and_then(|v| v.key(k)) {
            Some(line) => hall.command(&line, now),
            None => Outcome::default(),
        },
        Input::End => Outcome {
            quit: true,
            ..Outcome::default()
        },
        Input::Redraw => Outcome {
            redraw: true,
            ..Outcome::default()
        },
        Input::ServeStopped(stopped) => Outcome {
            said: vec![Said {
                text: stopped.said(lang),
                urgent: true,
            }],
            ..Outcome::default()
        },
    }
}

/// Adds to `outcome` what the hall must do after another input.
fn absorb(outcome: &mut Outcome, more: Outcome) {
    outcome.said.extend(more.said);
    outcome.replay.extend(more.replay);
    outcome.changed |= more.changed;
    outcome.redraw |= more.redraw;
    outcome.quit |= more.quit;
}

/// Asks each board in `replay` for its entries again, from the number given.
fn ask_replays(client: &Client, event: &str, replay: &[(u32, u64)]) {
    for (board, from) in replay {
        if let Ok(payload) = serde_json::to_vec(&Replay { from: *from }) {
            let _ = client.try_publish(
                topic(event, *board, "replay"),
                QoS::AtLeastOnce,
                false,
                payload,
            );
        }
    }
}

/// Hands the HTTP server the live PGN: every board's, and `all` of them.
fn serve_boards(live: &Mutex<Live>, hall: &Hall, all: String) {
    let boards = hall
        .boards()
        .filter_map(|n| hall.board_pgn(n).map(|p| (n, p)))
        .collect();
    let mut l = live.lock().unwrap_or_else(PoisonError::into_inner);
    l.update(all, boards, std::time::SystemTime::now());
}
