//! The one event loop: input threads send [`Event`]s into a channel; the loop blocks on it
//! until the next wake-up the core asks for ([`next_wakeup`]), runs [`update`], and carries out
//! the effects. Nothing polls; the screen is drawn only after a change.

use std::io::{BufRead, Write};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::Instant;

use anyhow::Context;

use super::core::{Effect, Event, Key, State, next_wakeup, update};
use crate::speech::{CuePlayer, Speaker, SpeechError, Utterance};
use crate::ui::{self, Look};

/// How the session is shown.
pub enum View {
    /// Plain lines on a writer (standard output).
    Lines(Box<dyn Write>),
    /// The full-screen view.
    Screen(ratatui::DefaultTerminal, Look),
}

/// The adapters that carry out effects.
pub struct Shell {
    /// Speech (with the transcript file behind it).
    pub speaker: Box<dyn Speaker>,
    /// Sound cues (they never carry anything that is not also said).
    pub cues: CuePlayer,
    /// The view.
    pub view: View,
    /// What the adapters must tell the player; fed back to the core as [`Event::Notice`].
    pub notices: Vec<String>,
}

impl Shell {
    /// Carries out `effects`; returns whether the session ends.
    ///
    /// # Errors
    /// When the terminal or standard output can no longer be written.
    pub fn apply(&mut self, effects: &[Effect], state: &State) -> anyhow::Result<bool> {
        let mut redraw = false;
        let mut quit = false;
        for e in effects {
            match e {
                Effect::Speak {
                    text,
                    lang,
                    priority,
                } => {
                    match self
                        .speaker
                        .speak(&Utterance::new(text.clone(), *lang, *priority))
                    {
                        Ok(()) => {}
                        // The voice failed and speech fell back: say so, once.
                        Err(SpeechError::Degraded(why)) => self.notices.push(why),
                        // Anything else is already handled by the speech layer's fallback.
                        Err(_) => {}
                    }
                    if let View::Lines(w) = &mut self.view
                        && let Some(line) = ui::line::line(e)
                    {
                        writeln!(w, "{line}").context("cannot write to standard output")?;
                    }
                }
                Effect::Cue(cue) => self.cues.play(*cue),
                // The journal and scoresheet plug in here.
                Effect::Journal(_) => {}
                Effect::Redraw => redraw = true,
                Effect::Quit => quit = true,
            }
        }
        match &mut self.view {
            View::Lines(w) => w.flush().context("cannot write to standard output")?,
            View::Screen(term, look) => {
                if redraw && !quit {
                    let look = *look;
                    term.draw(|f| ui::draw(f, state, look))
                        .context("cannot draw on the terminal")?;
                }
            }
        }
        Ok(quit)
    }
}

/// Runs the loop until the core says quit. `rx` carries the input events.
///
/// # Errors
/// When the view cannot be written.
pub fn run_loop(
    shell: &mut Shell,
    state: &mut State,
    rx: &Receiver<Event>,
    first: Vec<Event>,
) -> anyhow::Result<()> {
    let start = Instant::now();
    for ev in first {
        if step(shell, state, ev, start)? {
            return Ok(());
        }
    }
    loop {
        let now = start.elapsed();
        let event = match next_wakeup(state, now) {
            Some(at) => match rx.recv_timeout(at.saturating_sub(now)) {
                Ok(e) => e,
                Err(RecvTimeoutError::Timeout) => Event::Tick,
                Err(RecvTimeoutError::Disconnected) => Event::EndOfInput,
            },
            None => rx.recv().unwrap_or(Event::EndOfInput),
        };
        if step(shell, state, event, start)? {
            return Ok(());
        }
    }
}

/// One event through the core, its effects through the shell, then any notices the adapters
/// raised; returns whether the session ends.
fn step(
    shell: &mut Shell,
    state: &mut State,
    event: Event,
    start: Instant,
) -> anyhow::Result<bool> {
    let effects = update(state, event, start.elapsed());
    if shell.apply(&effects, state)? {
        return Ok(true);
    }
    while !shell.notices.is_empty() {
        for notice in std::mem::take(&mut shell.notices) {
            let effects = update(state, Event::Notice(notice), start.elapsed());
            if shell.apply(&effects, state)? {
                return Ok(true);
            }
        }
    }
    Ok(false)
}

/// Reads lines from `input` on a thread; each becomes [`Event::Line`], the end
/// [`Event::EndOfInput`]. Bytes that are not UTF-8 are replaced, never fatal.
pub fn spawn_line_reader<R: BufRead + Send + 'static>(mut input: R, tx: Sender<Event>) {
    thread::spawn(move || {
        let mut buf = Vec::new();
        loop {
            buf.clear();
            match input.read_until(b'\n', &mut buf) {
                Ok(0) | Err(_) => break,
                Ok(_) => {
                    let line = String::from_utf8_lossy(&buf).into_owned();
                    if tx.send(Event::Line(line)).is_err() {
                        return;
                    }
                }
            }
        }
        let _ = tx.send(Event::EndOfInput);
    });
}

/// Reads terminal events (keys, resizes) on a thread. `crossterm::event::read` blocks, so the
/// thread sleeps until the user does something.
pub fn spawn_key_reader(tx: Sender<Event>) {
    use crossterm::event::{self, Event as Term, KeyCode, KeyEventKind, KeyModifiers};
    thread::spawn(move || {
        loop {
            let ev = match event::read() {
                Ok(e) => e,
                Err(_) => {
                    let _ = tx.send(Event::EndOfInput);
                    return;
                }
            };
            let mapped = match ev {
                Term::Key(k) if k.kind != KeyEventKind::Release => {
                    let ctrl = k.modifiers.contains(KeyModifiers::CONTROL);
                    match k.code {
                        KeyCode::Char('c' | 'd') if ctrl => Some(Key::Interrupt),
                        KeyCode::Char(c) if !ctrl => Some(Key::Char(c)),
                        KeyCode::Enter => Some(Key::Enter),
                        KeyCode::Backspace => Some(Key::Backspace),
                        KeyCode::Esc => Some(Key::Escape),
                        KeyCode::Up => Some(Key::Up),
                        KeyCode::Down => Some(Key::Down),
                        KeyCode::Left => Some(Key::Left),
                        KeyCode::Right => Some(Key::Right),
                        _ => None,
                    }
                    .map(Event::Key)
                }
                Term::Resize(cols, rows) => Some(Event::Resize { cols, rows }),
                Term::Paste(text) => Some(Event::Line(text)),
                _ => None,
            };
            if let Some(e) = mapped
                && tx.send(e).is_err()
            {
                return;
            }
        }
    });
}

/// A channel for input events.
pub fn channel() -> (Sender<Event>, Receiver<Event>) {
    mpsc::channel()
}
