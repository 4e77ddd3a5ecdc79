//! The one event loop: input threads send [`Event`]s into a channel; the loop blocks on it
//! until the next wake-up the core asks for ([`next_wakeup`]), runs [`update`], and carries out
//! the effects. Nothing polls; the screen is drawn only after a change.

use std::io::{BufRead, Write};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::Instant;

use anyhow::Context;

use super::core::{Effect, Event, Key, Priority, State, next_wakeup, update};
use crate::lang::Lang;
use crate::ui::{self, Look};

/// Where spoken text goes. The shell holds one as `Box<dyn Speaker>`; the real speech backend
/// plugs in by implementing this (or wrapping `crate::speech`) and replacing
/// [`Shell::speaker`].
pub trait Speaker {
    /// Says `text` in `lang` with `priority` (a higher priority may interrupt a lower one).
    fn speak(&mut self, text: &str, lang: Lang, priority: Priority);
}

/// The speaker until speech is connected: says nothing aloud. The text still reaches the user
/// through the view (the transcript pane, or a printed line in line mode).
#[derive(Debug, Default, Clone, Copy)]
pub struct TranscriptOnly;

impl Speaker for TranscriptOnly {
    fn speak(&mut self, _text: &str, _lang: Lang, _priority: Priority) {}
}

/// How the session is shown.
pub enum View {
    /// Plain lines on a writer (standard output).
    Lines(Box<dyn Write>),
    /// The full-screen view.
    Screen(ratatui::DefaultTerminal, Look),
}

/// The adapters that carry out effects.
pub struct Shell {
    /// Speech. Swap this one field to connect a real speech backend.
    pub speaker: Box<dyn Speaker>,
    /// The view.
    pub view: View,
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
                    self.speaker.speak(text, *lang, *priority);
                    if let View::Lines(w) = &mut self.view
                        && let Some(line) = ui::line::line(e)
                    {
                        writeln!(w, "{line}").context("cannot write to standard output")?;
                    }
                }
                // Sound cues: the audio backend plugs in here.
                Effect::Cue(_) => {}
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
        let effects = update(state, ev, start.elapsed());
        if shell.apply(&effects, state)? {
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
        let effects = update(state, event, start.elapsed());
        if shell.apply(&effects, state)? {
            return Ok(());
        }
    }
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
