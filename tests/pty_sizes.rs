//! The built binary in a pseudo-terminal (vt100) at each size of the low-vision trial,
//! 40×15, 60×20, 80×24 and 200×60: the board, the side to move, the running clock, the last
//! answer and the input line are on the screen after a move (issue 33's proof, rows L1–L3).

mod common;

use common::pty::Terminal;

/// Whether a line of the screen holds the file letters a to h in order, each alone.
fn has_files(screen: &str) -> bool {
    screen.lines().any(|line| {
        let words: Vec<&str> = line.split_whitespace().collect();
        words
            .windows(8)
            .any(|w| w == ["a", "b", "c", "d", "e", "f", "g", "h"])
    })
}

#[test]
fn at_every_trial_size_the_board_turn_clock_answer_and_input_line_are_on_screen() {
    for (cols, rows) in [(40, 15), (60, 20), (80, 24), (200, 60)] {
        let mut cmd = common::pty::rochade(&["--lang", "en", "--time-control", "rapid"]);
        cmd.args(["--speech", "none"]);
        let data = common::tempdir();
        cmd.env("ROCHADE_DATA_DIR", data.path());
        let mut t = Terminal::start(cmd, cols, rows);
        t.wait_for("White to move");
        t.type_keys(b"e4\r");
        t.wait_for("Pawn e4");
        t.wait_for("Black to move");
        let screen = t.screen();
        let at = format!("{cols}x{rows}:\n{screen}");
        assert!(has_files(&screen), "the board's files at {at}");
        // Black's back rank, in whatever size the pieces are drawn.
        assert!(screen.contains('8'), "the board's ranks at {at}");
        assert!(screen.contains("White 0:1"), "the clock at {at}");
        assert!(screen.contains("Black 0:1"), "the clock at {at}");
        assert!(screen.contains("> "), "the input line at {at}");
        assert!(!screen.contains("too small"), "{at}");
        t.type_keys(b"quit\r");
        assert_eq!(t.exit_code(), 0, "{at}");
    }
}
