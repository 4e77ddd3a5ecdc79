//! The sighted player's DGT e-board, end to end: the real binary reads a DGT board emulated on
//! a pseudo-terminal (`--eboard dgt:/dev/pts/N`). The emulator answers the board's commands
//! (0x42: the board dump; 0x4b, or 0x43 / 0x44: field updates from now on), sends a DGT 3000's
//! times when told to, and moves pieces as a person's hands would, lifting and putting down one
//! piece at a time with pauses. The blind player's moves are typed. Two boards run as two
//! processes over loopback, the e-board on either. Needs nothing but the built binary (Unix:
//! pseudo-terminals).

#![cfg(unix)]

mod common;

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use common::live::{self, Live};
use rochade::Lang;
use rochade::eboard::dgt::{code_of_piece, index_of_square};
use rochade::eboard::placement::Placement;
use rochade::eboard::watch::SETTLE;
use rochade::notation::{Style, words};
use serialport::{SerialPort, TTYPort};
use shakmaty::san::San;
use shakmaty::{Chess, Color, Piece, Position, Square};

/// The pause between two touches of the hands.
const TOUCH: Duration = Duration::from_millis(60);

/// The emulated board's state: its pieces, and whether it sends field updates.
struct Pieces {
    placement: Placement,
    updates: bool,
}

/// A DGT board on the master side of a pseudo-terminal.
struct Emulator {
    pieces: Arc<Mutex<Pieces>>,
    out: Arc<Mutex<TTYPort>>,
    /// Set when the emulator goes: its reader lets go of the master side.
    stop: Arc<AtomicBool>,
    /// The board stands turned around (Black at the bottom): each square the hands name is
    /// the square of the turned board.
    turned: bool,
    /// The pause after each touch.
    pause: Duration,
    /// The slave side, kept open so that the master reads nothing but what rochade writes.
    _slave: TTYPort,
    path: String,
}

/// A message as the board frames it.
fn frame(id: u8, payload: &[u8]) -> Vec<u8> {
    let len = 3 + payload.len();
    let mut bytes = vec![id, (len >> 7) as u8, (len & 0x7f) as u8];
    bytes.extend_from_slice(payload);
    bytes
}

fn dump(placement: &Placement) -> Vec<u8> {
    let mut codes = [0u8; 64];
    for square in Square::ALL {
        codes[usize::from(index_of_square(square))] = code_of_piece(placement.piece_at(square));
    }
    frame(0x86, &codes)
}

impl Emulator {
    /// A board with `position`'s pieces on it.
    fn new(position: &Chess) -> Emulator {
        Emulator::set_up(position, false)
    }

    /// A board with `position`'s pieces on it, set up turned around when `turned`.
    fn set_up(position: &Chess, turned: bool) -> Emulator {
        let (master, slave) = TTYPort::pair().unwrap_or_else(|e| panic!("no pty: {e}"));
        // Not inherited by rochade: the master must close when the emulator goes.
        close_on_exec(&master);
        close_on_exec(&slave);
        let path = slave
            .name()
            .unwrap_or_else(|| panic!("the pty has no name"));
        let mut reader = master
            .try_clone_native()
            .unwrap_or_else(|e| panic!("pty: {e}"));
        let out = Arc::new(Mutex::new(master));
        let placement = Placement::from_board(position.board());
        let pieces = Arc::new(Mutex::new(Pieces {
            placement: if turned {
                placement.rotated()
            } else {
                placement
            },
            updates: false,
        }));
        let stop = Arc::new(AtomicBool::new(false));
        let (p, o, halt) = (Arc::clone(&pieces), Arc::clone(&out), Arc::clone(&stop));
        thread::spawn(move || {
            let _ = reader.set_timeout(Duration::from_millis(50));
            let mut buf = [0u8; 64];
            while !halt.load(Ordering::SeqCst) {
                let n = match reader.read(&mut buf) {
                    Ok(0) | Err(_) => {
                        thread::sleep(Duration::from_millis(20));
                        continue;
                    }
                    Ok(n) => n,
                };
                for &command in &buf[..n] {
                    let mut pieces = p.lock().unwrap_or_else(|e| e.into_inner());
                    let answer = match command {
                        0x42 => dump(&pieces.placement),
                        0x43 | 0x44 | 0x4b => {
                            pieces.updates = true;
                            Vec::new()
                        }
                        0x40 => {
                            pieces.updates = false;
                            Vec::new()
                        }
                        _ => Vec::new(),
                    };
                    if !answer.is_empty() {
                        let mut out = o.lock().unwrap_or_else(|e| e.into_inner());
                        let _ = out.write_all(&answer);
                    }
                }
            }
        });
        Emulator {
            pieces,
            out,
            stop,
            turned,
            pause: TOUCH,
            _slave: slave,
            path,
        }
    }

    /// One touch: `square` holds `piece` now; a field update goes out if asked for.
    fn touch(&self, square: Square, piece: Option<Piece>) {
        let square = self.seen(square);
        {
            let mut pieces = self.pieces.lock().unwrap_or_else(|e| e.into_inner());
            pieces.placement.set(square, piece);
            if pieces.updates {
                let update = frame(0x8e, &[index_of_square(square), code_of_piece(piece)]);
                let mut out = self.out.lock().unwrap_or_else(|e| e.into_inner());
                let _ = out.write_all(&update);
            }
        }
        thread::sleep(self.pause);
    }

    /// A DGT 3000 on the board sends these 7 bytes of clock times.
    fn clock(&self, payload: [u8; 7]) {
        let mut out = self.out.lock().unwrap_or_else(|e| e.into_inner());
        let _ = out.write_all(&frame(0x8d, &payload));
    }

    /// Where `square` of the game is on this board.
    fn seen(&self, square: Square) -> Square {
        if self.turned {
            square.rotate_180()
        } else {
            square
        }
    }

    fn piece(&self, square: Square) -> Option<Piece> {
        let square = self.seen(square);
        self.pieces
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .placement
            .piece_at(square)
    }

    /// Lifts the piece on `from` and puts it on `to` (empty), one hand.
    fn slide(&self, from: Square, to: Square) {
        let piece = self.piece(from);
        self.touch(from, None);
        self.touch(to, piece);
    }

    /// Takes with the piece on `from` the one on `to`, the captured piece removed second: the
    /// capturing piece lifted, the captured one taken off, the capturing one put down.
    fn capture_removed_second(&self, from: Square, to: Square) {
        let piece = self.piece(from);
        self.touch(from, None);
        self.touch(to, None);
        self.touch(to, piece);
    }

    /// Carries out `m` from `before` as hands do: every piece that leaves its square lifted
    /// (the moving piece first), then on each square that gets a piece the piece standing
    /// there taken off and the new one put down. Castling lifts king and rook, a promotion puts
    /// the new piece on the last rank, en passant takes the pawn off its own square.
    fn hands(&self, before: &Chess, m: shakmaty::Move) {
        let mut after = before.clone();
        after.play_unchecked(m);
        let (b, a) = (before.board(), after.board());
        let mut leaving: Vec<Square> = Square::ALL
            .into_iter()
            .filter(|&sq| b.piece_at(sq).is_some() && a.piece_at(sq).is_none())
            .collect();
        leaving.sort_by_key(|&sq| Some(sq) != m.from());
        for sq in leaving {
            self.touch(sq, None);
        }
        for sq in Square::ALL {
            let new = a.piece_at(sq);
            if new.is_some() && new != b.piece_at(sq) {
                if b.piece_at(sq).is_some() {
                    self.touch(sq, None);
                }
                self.touch(sq, new);
            }
        }
    }

    /// Waits for the board to send field updates (rochade has started it).
    fn wait_for_updates(&self) {
        let until = Instant::now() + WAIT;
        while !self
            .pieces
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .updates
        {
            assert!(Instant::now() < until, "rochade never asked for updates");
            thread::sleep(Duration::from_millis(20));
        }
    }
}

/// Marks `port`'s descriptor close-on-exec (the pty pair is opened without it).
fn close_on_exec(port: &TTYPort) {
    use std::os::fd::AsRawFd;
    // SAFETY: fcntl on a descriptor this process owns, with an integer argument.
    let done = unsafe { libc::fcntl(port.as_raw_fd(), libc::F_SETFD, libc::FD_CLOEXEC) };
    assert_eq!(done, 0, "fcntl: {}", std::io::Error::last_os_error());
}

impl Drop for Emulator {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
    }
}

const WAIT: Duration = Duration::from_secs(20);

/// The binary in line mode with the e-board.
struct Session {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    seen: Vec<String>,
}

impl Session {
    fn start(data: &Path, eboard: &str, extra: &[&str]) -> Session {
        let config = data.join("config.toml");
        std::fs::write(&config, "").unwrap_or_else(|e| panic!("{e}"));
        let mut child = Command::new(env!("CARGO_BIN_EXE_rochade"))
            .args([
                "--line-mode",
                "--speech",
                "none",
                "--lang",
                "en",
                "--side",
                "black",
            ])
            .args(["--eboard", &format!("dgt:{eboard}")])
            .args(extra)
            .env("ROCHADE_DATA_DIR", data)
            .env("ROCHADE_CONFIG", &config)
            .env_remove("LANG")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start rochade: {e}"));
        let stdin = child.stdin.take().unwrap_or_else(|| panic!("no stdin"));
        let stdout = child.stdout.take().unwrap_or_else(|| panic!("no stdout"));
        let (tx, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Session {
            child,
            stdin,
            lines,
            seen: Vec::new(),
        }
    }

    /// Waits for a line containing `text`; every line is kept.
    fn expect(&mut self, text: &str) {
        let until = Instant::now() + WAIT;
        loop {
            let left = until.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let found = line.contains(text);
                    self.seen.push(line);
                    if found {
                        return;
                    }
                }
                Err(_) => panic!(
                    "no line with {text:?}; rochade said:\n{}",
                    self.seen.join("\n")
                ),
            }
        }
    }

    /// Waits for the line `text` exactly.
    fn expect_line(&mut self, text: &str) {
        let until = Instant::now() + WAIT;
        loop {
            let left = until.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let found = line == text;
                    self.seen.push(line);
                    if found {
                        return;
                    }
                }
                Err(_) => panic!("no line {text:?}; rochade said:\n{}", self.seen.join("\n")),
            }
        }
    }

    /// The lines that come within `time`.
    fn quiet_for(&mut self, time: Duration) -> Vec<String> {
        let until = Instant::now() + time;
        let mut got = Vec::new();
        while let Ok(line) = self
            .lines
            .recv_timeout(until.saturating_duration_since(Instant::now()))
        {
            self.seen.push(line.clone());
            got.push(line);
        }
        got
    }

    fn send(&mut self, text: &str) {
        writeln!(self.stdin, "{text}")
            .and_then(|()| self.stdin.flush())
            .unwrap_or_else(|e| panic!("cannot write to rochade: {e}"));
    }

    fn quit(mut self) -> Vec<String> {
        self.send("quit");
        let _ = self.child.wait();
        self.seen.extend(self.lines.try_iter());
        self.seen
    }
}

/// The move `san` in `pos`.
fn san_move(pos: &Chess, san: &str) -> shakmaty::Move {
    san.parse::<San>()
        .ok()
        .and_then(|s| s.to_move(pos).ok())
        .unwrap_or_else(|| panic!("{san}"))
}

/// The game and its words: plays `san` on `pos`, returning what rochade says for it.
fn play(pos: &mut Chess, san: &str) -> String {
    let m = san
        .parse::<San>()
        .ok()
        .and_then(|s| s.to_move(pos).ok())
        .unwrap_or_else(|| panic!("{san}"));
    let said = words(pos, m, Lang::En, Style::default());
    pos.play_unchecked(m);
    said
}

#[test]
fn a_game_with_the_sighted_players_moves_on_the_eboard() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut pos = Chess::default();
    let board = Emulator::new(&pos);
    let mut s = Session::start(dir.path(), &board.path, &[]);
    s.expect("The electronic board is connected.");
    s.expect("The electronic board shows the game.");
    board.wait_for_updates();

    // A piece lifted and put back: no move, noted as touched for the arbiter.
    let knight = board.piece(Square::G1);
    board.touch(Square::G1, None);
    thread::sleep(Duration::from_millis(500));
    board.touch(Square::G1, knight);
    s.expect_line("White touched and put back: g1: white Knight.");
    assert!(
        s.quiet_for(Duration::from_millis(800)).is_empty(),
        "{:?}",
        s.seen
    );

    // 1. e4: on the board.
    let said = play(&mut pos, "e4");
    board.slide(Square::E2, Square::E4);
    s.expect(&said);
    // 1... d5: typed, then carried out on the board: nothing more is said.
    let said = play(&mut pos, "d5");
    s.send("d5");
    s.expect(&said);
    board.slide(Square::D7, Square::D5);
    // 2. exd5, the captured pawn removed second.
    let said = play(&mut pos, "exd5");
    board.capture_removed_second(Square::E4, Square::D5);
    s.expect(&said);
    let said = play(&mut pos, "Nf6");
    s.send("Nf6");
    s.expect(&said);
    board.slide(Square::G8, Square::F6);
    let said = play(&mut pos, "Nf3");
    board.slide(Square::G1, Square::F3);
    s.expect(&said);
    let said = play(&mut pos, "Nxd5");
    s.send("Nxd5");
    s.expect(&said);
    board.touch(Square::D5, None);
    board.slide(Square::F6, Square::D5);
    let said = play(&mut pos, "Be2");
    board.slide(Square::F1, Square::E2);
    s.expect(&said);
    let said = play(&mut pos, "e6");
    s.send("e6");
    s.expect(&said);
    board.slide(Square::E7, Square::E6);
    // 5. O-O, the king first.
    let said = play(&mut pos, "O-O");
    board.slide(Square::E1, Square::G1);
    thread::sleep(Duration::from_millis(500));
    board.slide(Square::H1, Square::F1);
    s.expect(&said);

    // 5... Be7 typed, carried out wrongly (Bd6): the boards differ.
    let said = play(&mut pos, "Be7");
    s.send("Be7");
    s.expect(&said);
    board.slide(Square::F8, Square::D6);
    s.expect("reports that the boards differ");
    s.expect("The electronic board differs from the game.");
    // Set right: the board agrees again.
    board.slide(Square::D6, Square::E7);
    s.expect("The electronic board shows the game.");
    // The touch at the start is in the record, for the arbiter: the scoresheet read back
    // names it.
    s.send("score");
    s.expect("White touched and put back: g1: white Knight.");
    let seen = s.quit();
    // Nothing was refused.
    assert!(
        !seen
            .iter()
            .any(|l| l.contains("not your") || l.contains("Only") || l.contains("No move")),
        "{seen:?}"
    );
}

/// From the last touch on the emulated board to the move's line on rochade's standard output,
/// through the real binary: the serial line, the e-board's thread, the debounce, the core and
/// the line view. Prints the figures; fails only far beyond the debounce.
#[test]
fn the_sentence_comes_the_debounce_after_the_last_touch() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut pos = Chess::default();
    let board = Emulator::new(&pos);
    let mut s = Session::start(dir.path(), &board.path, &[]);
    s.expect("The electronic board shows the game.");
    board.wait_for_updates();
    let mut over = Vec::new();
    for (white, black) in [
        ("Nf3", "Nf6"),
        ("Nc3", "Nc6"),
        ("Nb1", "Nb8"),
        ("Ng1", "Ng8"),
        ("e4", "e5"),
        ("d4", "d5"),
    ] {
        let m = san_move(&pos, white);
        let said = words(&pos, m, Lang::En, Style::default());
        let from = m.from().unwrap_or(m.to());
        let piece = board.piece(from);
        board.touch(from, None);
        let last = Instant::now();
        board.touch(m.to(), piece);
        s.expect_line(&said);
        over.push(last.elapsed().saturating_sub(SETTLE));
        pos.play_unchecked(m);
        let m = san_move(&pos, black);
        let said = words(&pos, m, Lang::En, Style::default());
        s.send(black);
        s.expect_line(&said);
        board.hands(&pos, m);
        pos.play_unchecked(m);
    }
    over.sort();
    eprintln!("beyond the debounce: {over:?}");
    let median = over[over.len() / 2];
    assert!(median < Duration::from_millis(250), "{over:?}");
    let _ = s.quit();
}

#[test]
fn an_announced_move_carried_out_on_the_eboard_is_confirmed() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut pos = Chess::default();
    let board = Emulator::new(&pos);
    let mut s = Session::start(dir.path(), &board.path, &["--confirm"]);
    s.expect("The electronic board shows the game.");
    board.wait_for_updates();
    // White's e4 made on the board is completed as it is made (the blind player hears it
    // and executes it on the tactile board; nothing to confirm).
    let said = play(&mut pos, "e4");
    board.slide(Square::E2, Square::E4);
    s.expect(&said);
    // Black announces e5; carried out on the board, it is confirmed and completed.
    let e5 = play(&mut pos, "e5");
    s.send("e5");
    s.expect(&e5);
    let before = s.seen.len();
    board.slide(Square::E7, Square::E5);
    // The move completed: its words on a line of their own.
    s.expect_line(&e5);
    // Nf3 on the board after it is White's next move, completed as made.
    let nf3 = play(&mut pos, "Nf3");
    board.slide(Square::G1, Square::F3);
    s.expect(&nf3);
    // Black announces Nc6 and the sighted player plays Nf6 for it: the boards differ.
    let _ = play(&mut pos, "Nc6");
    s.send("Nc6");
    thread::sleep(Duration::from_millis(300));
    board.slide(Square::G8, Square::F6);
    s.expect("reports that the boards differ");
    let seen = s.quit();
    let after: Vec<&String> = seen.iter().skip(before).collect();
    assert!(
        !after
            .iter()
            .any(|l| l.contains("not your") || l.contains("Only") || l.contains("No move")),
        "{seen:?}"
    );
}

#[test]
fn a_dgt_clock_on_the_board_is_said_once() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let pos = Chess::default();
    let board = Emulator::new(&pos);
    let mut s = Session::start(dir.path(), &board.path, &[]);
    s.expect("The electronic board shows the game.");
    board.wait_for_updates();
    // 1:30:00 on the right, 1:29:59 on the left, running, left to move, connected.
    board.clock([0x01, 0x30, 0x00, 0x01, 0x29, 0x59, 0x29]);
    s.expect("A DGT clock is connected to the electronic board");
    board.clock([0x01, 0x30, 0x00, 0x01, 0x29, 0x58, 0x29]);
    board.clock([0x01, 0x30, 0x00, 0x01, 0x29, 0x57, 0x29]);
    let later = s.quiet_for(Duration::from_millis(500));
    assert!(later.is_empty(), "{later:?}");
    // The talking clock says the board's clock: White's time is the left one, which ran
    // while White was to move.
    s.send("clock");
    s.expect(
        "The clock on the board: White has one hour twenty-nine minutes left, Black has one \
         hour thirty minutes left. White's clock is running.",
    );
    board.clock([0; 7]);
    s.expect("The DGT clock at the electronic board sends no times any more.");
    // Without the board's clock, rochade's own: this game has none.
    s.send("clock");
    s.expect("No clock");
    let _ = s.quit();
}

#[test]
fn a_pulled_cable_is_said_once() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut pos = Chess::default();
    let board = Emulator::new(&pos);
    let mut s = Session::start(dir.path(), &board.path, &[]);
    s.expect("The electronic board shows the game.");
    board.wait_for_updates();
    // The line goes away: the master side closes (its reader lets go within 50 ms).
    drop(board);
    s.expect("The electronic board cannot be reached.");
    let later = s.quiet_for(Duration::from_millis(2500));
    assert!(
        !later.iter().any(|l| l.contains("cannot be reached")),
        "said more than once: {later:?}"
    );
    // The game goes on at the keyboard.
    let said = play(&mut pos, "e4");
    s.send("e4");
    s.expect(&said);
    let _ = s.quit();
}

#[test]
fn a_board_that_cannot_be_opened_is_said_and_the_game_goes_on() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let missing = dir.path().join("no-such-device");
    let missing = missing.to_string_lossy().into_owned();
    let mut s = Session::start(dir.path(), &missing, &[]);
    s.expect("The electronic board cannot be reached.");
    let mut pos = Chess::default();
    let said = play(&mut pos, "e4");
    s.send("e4");
    s.expect_line(&said);
    // Tried again every second, said once.
    let later = s.quiet_for(Duration::from_millis(2500));
    assert!(
        !later.iter().any(|l| l.contains("cannot be reached")),
        "said more than once: {later:?}"
    );
    let _ = s.quit();
}

#[test]
fn the_joined_opponents_eboard_plays_the_joined_side_and_its_moves_reach_the_host() {
    let a = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let b = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut pos = Chess::default();
    // The blind player hosts as White and types; the sighted opponent's board joins as Black
    // with the e-board: its side is known only from the host's welcome.
    let (mut h, code, addr) = live::host(a.path(), 0, &["--no-confirm"]);
    let board = Emulator::new(&pos);
    let eboard = format!("dgt:{}", board.path);
    let mut g = Live::start(
        b.path(),
        &[
            "join", &addr, "--code", &code, "--role", "opponent", "--lang", "en", "--eboard",
            &eboard,
        ],
    );
    g.expect("Connected to the host's board");
    g.expect("The electronic board shows the game.");
    h.expect("Connected: Black, the opponent.");
    board.wait_for_updates();
    // White's move typed at the host, carried out on the e-board: nothing more is said.
    let said = play(&mut pos, "e4");
    h.send("e4");
    g.expect(&said);
    board.slide(Square::E2, Square::E4);
    // Black's moves on the e-board reach the host's record.
    let said = play(&mut pos, "e5");
    board.slide(Square::E7, Square::E5);
    h.expect(&said);
    g.expect(&said);
    let said = play(&mut pos, "Nf3");
    h.send("Nf3");
    g.expect(&said);
    board.slide(Square::G1, Square::F3);
    let said = play(&mut pos, "Nc6");
    board.slide(Square::B8, Square::C6);
    h.expect(&said);
    let said = play(&mut pos, "Bb5");
    h.send("Bb5");
    g.expect(&said);
    board.slide(Square::F1, Square::B5);
    // A capture on the e-board, the captured piece removed second.
    let said = play(&mut pos, "Nd4");
    board.slide(Square::C6, Square::D4);
    h.expect(&said);
    let said = play(&mut pos, "Nxd4");
    h.send("Nxd4");
    g.expect(&said);
    board.capture_removed_second(Square::F3, Square::D4);
    let said = play(&mut pos, "exd4");
    board.capture_removed_second(Square::E5, Square::D4);
    h.expect(&said);
    let joined = g.quit();
    let host = h.quit();
    for lines in [&joined, &host] {
        assert!(
            !lines
                .iter()
                .any(|l| l.contains("differ") || l.contains("Only") || l.contains("not your")),
            "{lines:?}"
        );
    }
    let out = Command::new(env!("CARGO_BIN_EXE_rochade"))
        .args(["export", "--format", "pgn"])
        .env("ROCHADE_DATA_DIR", a.path())
        .output()
        .unwrap_or_else(|e| panic!("cannot run rochade export: {e}"));
    let exported = String::from_utf8_lossy(&out.stdout);
    assert!(
        exported.contains("1. e4 e5 2. Nf3 Nc6 3. Bb5 Nd4 4. Nxd4 exd4"),
        "{exported}"
    );
}

#[test]
fn an_eboard_joining_a_game_in_progress_reads_the_game_it_catches_up_to() {
    let a = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let b = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut pos = Chess::default();
    let (mut h, code, addr) = live::host(a.path(), 0, &["--no-confirm"]);
    // White's first move is made before the opponent's board joins; the e-board is set up
    // after it.
    let said = play(&mut pos, "e4");
    h.send("e4");
    h.expect(&said);
    let board = Emulator::new(&pos);
    let eboard = format!("dgt:{}", board.path);
    let mut g = Live::start(
        b.path(),
        &[
            "join", &addr, "--code", &code, "--role", "opponent", "--lang", "en", "--eboard",
            &eboard,
        ],
    );
    g.expect("The electronic board shows the game.");
    board.wait_for_updates();
    let said = play(&mut pos, "c5");
    board.slide(Square::C7, Square::C5);
    h.expect(&said);
    let joined = g.quit();
    let host = h.quit();
    for lines in [&joined, &host] {
        assert!(
            !lines.iter().any(|l| l.contains("differ")
                || l.contains("Only")
                || l.contains("not your")
                || l.contains("Touched")),
            "{lines:?}"
        );
    }
}

#[test]
fn between_two_boards_the_eboard_confirms_the_hosts_move_and_makes_its_own() {
    let a = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let b = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut pos = Chess::default();
    // The table protocol, as between two boards by default.
    let (mut h, code, addr) = live::host(a.path(), 0, &["--time-control", "rapid"]);
    let board = Emulator::new(&pos);
    let eboard = format!("dgt:{}", board.path);
    let mut g = Live::start(
        b.path(),
        &[
            "join", &addr, "--code", &code, "--role", "opponent", "--lang", "en", "--eboard",
            &eboard,
        ],
    );
    g.expect("The electronic board shows the game.");
    board.wait_for_updates();
    // White announces; carried out on the e-board, it is confirmed (D.2.1) and completed.
    let _ = play(&mut pos, "e4");
    h.send("e4");
    g.expect("White announces Pawn e4. Black, please confirm.");
    h.expect("White announces Pawn e4.");
    board.slide(Square::E2, Square::E4);
    h.expect("Pawn e4");
    h.send("clock");
    h.expect("Black's clock is running.");
    // Black's move made on the e-board is completed as it is made (the blind player hears it
    // and executes it on the tactile board: nothing to confirm).
    let said = play(&mut pos, "c5");
    board.slide(Square::C7, Square::C5);
    h.expect(&said);
    g.expect(&said);
    g.send("clock");
    g.expect("White's clock is running.");
    let joined = g.quit();
    let host = h.quit();
    for lines in [&joined, &host] {
        assert!(
            !lines
                .iter()
                .any(|l| l.contains("differ") || l.contains("Only") || l.contains("not your")),
            "{lines:?}"
        );
    }
}

#[test]
fn the_hosts_eboard_plays_the_side_that_is_not_the_hosts() {
    let a = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let b = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut pos = Chess::default();
    // The blind player hosts as Black; the sighted player's e-board (White) is on the host;
    // a viewer follows on a joined board.
    let board = Emulator::new(&pos);
    let eboard = format!("dgt:{}", board.path);
    let (mut h, code, addr) = live::host(
        a.path(),
        0,
        &["--no-confirm", "--side", "black", "--eboard", &eboard],
    );
    h.expect("The electronic board shows the game.");
    let mut v = Live::start(
        b.path(),
        &[
            "join", &addr, "--code", &code, "--role", "viewer", "--lang", "en",
        ],
    );
    v.expect("Connected to the host's board");
    board.wait_for_updates();
    let said = play(&mut pos, "d4");
    board.slide(Square::D2, Square::D4);
    h.expect(&said);
    v.expect(&said);
    let said = play(&mut pos, "Nf6");
    h.send("Nf6");
    v.expect(&said);
    board.slide(Square::G8, Square::F6);
    let said = play(&mut pos, "c4");
    board.slide(Square::C2, Square::C4);
    v.expect(&said);
    let host = h.quit();
    assert!(
        !host
            .iter()
            .any(|l| l.contains("differ") || l.contains("Only") || l.contains("not your")),
        "{host:?}"
    );
}

#[test]
fn en_passant_promotion_and_castling_rook_first_on_a_board_turned_around() {
    const FEN: &str = "4k3/1P6/8/4Pp2/8/8/8/4K2R w K f6 0 1";
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut pos: Chess = shakmaty::fen::Fen::from_ascii(FEN.as_bytes())
        .ok()
        .and_then(|f| f.into_position(shakmaty::CastlingMode::Standard).ok())
        .unwrap_or_else(|| panic!("{FEN}"));
    let board = Emulator::set_up(&pos, true);
    let mut s = Session::start(dir.path(), &board.path, &["--fen", FEN]);
    s.expect("The electronic board is read turned around, with Black at the bottom.");
    s.expect("The electronic board shows the game.");
    board.wait_for_updates();
    // En passant, the captured pawn removed first.
    let said = play(&mut pos, "exf6");
    board.touch(Square::F5, None);
    board.slide(Square::E5, Square::F6);
    s.expect_line(&said);
    let said = play(&mut pos, "Kd7");
    s.send("Kd7");
    s.expect_line(&said);
    board.slide(Square::E8, Square::D7);
    // A promotion: the pawn taken off, the queen put on the last rank.
    let said = play(&mut pos, "b8=Q");
    board.touch(Square::B7, None);
    board.touch(Square::B8, Some(Color::White.queen()));
    s.expect_line(&said);
    let said = play(&mut pos, "Kc6");
    s.send("Kc6");
    s.expect_line(&said);
    board.slide(Square::D7, Square::C6);
    // Castling, the rook first.
    let said = play(&mut pos, "O-O");
    board.slide(Square::H1, Square::F1);
    thread::sleep(Duration::from_millis(400));
    board.slide(Square::E1, Square::G1);
    s.expect_line(&said);
    let seen = s.quit();
    assert!(
        !seen
            .iter()
            .any(|l| l.contains("Rook f1") || l.contains("differ")),
        "{seen:?}"
    );
}

#[test]
fn a_real_game_with_the_sighted_players_moves_on_the_eboard_exports_as_played() {
    let source = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/WorldChamp1886.pgn"),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let games = rochade::pgn::read_games(&source);
    let game = games.first().unwrap_or_else(|| panic!("no game"));
    assert!(game.moves.len() > 80, "{}", game.moves.len());
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut pos = game.initial.clone();
    let mut board = Emulator::new(&pos);
    board.pause = Duration::from_millis(30);
    // Zukertort (White) plays on the e-board; Steinitz (Black, the blind player) types.
    let mut s = Session::start(dir.path(), &board.path, &[]);
    s.expect("The electronic board shows the game.");
    board.wait_for_updates();
    for &m in &game.moves {
        let said = words(&pos, m, Lang::En, Style::default());
        if pos.turn() == Color::White {
            board.hands(&pos, m);
            s.expect_line(&said);
        } else {
            s.send(&rochade::scoresheet::move_to_uci(m).to_string());
            s.expect_line(&said);
            board.hands(&pos, m);
        }
        pos.play_unchecked(m);
    }
    // The last move carried out, the board agrees: nothing is said.
    let later = s.quiet_for(Duration::from_millis(600));
    assert!(later.is_empty(), "{later:?}");
    let seen = s.quit();
    assert!(!seen.iter().any(|l| l.contains("differ")), "{seen:?}");
    let out = Command::new(env!("CARGO_BIN_EXE_rochade"))
        .args(["export", "--format", "pgn"])
        .env("ROCHADE_DATA_DIR", dir.path())
        .env("ROCHADE_CONFIG", dir.path().join("config.toml"))
        .output()
        .unwrap_or_else(|e| panic!("cannot run rochade export: {e}"));
    let exported = String::from_utf8_lossy(&out.stdout);
    let back = rochade::pgn::read_games(&exported);
    let back = back
        .first()
        .unwrap_or_else(|| panic!("nothing exported: {exported}"));
    assert_eq!(back.moves, game.moves, "{exported}");
}
