//! Every interface sentence of the interactive game, in German, English and Russian.
//! (Move words come from the notation layer; board answers from [`crate::board::phrases`].)

use std::time::Duration;

use shakmaty::Color;

use super::commands::{ArbiterAction, Command, HELP_ORDER, arbiter_action_name, colour_word, name};
use crate::board::phrases::colour;
use crate::clock::ClockError;
use crate::game::{ClaimKind, Ending};
use crate::lang::Lang;
use crate::scoresheet::phrases as sheet_phrases;

/// The first thing said when a game starts.
pub fn greeting(lang: Lang, to_move: Color) -> String {
    let side = colour(lang, to_move);
    match lang {
        Lang::De => {
            format!("Neue Partie. {side} ist am Zug. Züge ansagen oder tippen; Hilfe mit »hilfe«.")
        }
        Lang::En => {
            format!("New game. {side} to move. Say or type moves; say \"help\" for commands.")
        }
        Lang::Ru => format!(
            "Новая партия. Ход за {}. Называйте ходы; «помощь» — список команд.",
            ru_instr(to_move)
        ),
    }
}

fn ru_instr(c: Color) -> &'static str {
    c.fold_wb("белыми", "чёрными")
}

/// What a command is for, with an example, for `help`.
fn describe(lang: Lang, c: Command) -> &'static str {
    use Command::*;
    match (lang, c) {
        (Lang::De, Square) => "was steht auf einem Feld, z. B. feld Eva vier",
        (Lang::De, Where) => "wo Figuren stehen, z. B. wo Springer, wo weiß",
        (Lang::De, Rank) => "eine Reihe abtasten, z. B. reihe zwei",
        (Lang::De, File) => "eine Linie abtasten, z. B. linie Eva",
        (Lang::De, Diagonal) => "die Diagonalen durch ein Feld, z. B. diagonale Anna eins",
        (Lang::De, Attackers) => "Angreifer und Verteidiger eines Feldes, z. B. angriff e4",
        (Lang::De, Moves) => {
            "Züge einer Figur oder die letzten Züge, z. B. züge Springer Gustav eins, züge 5"
        }
        (Lang::De, Last) => "der letzte Zug und was er geschlagen hat",
        (Lang::De, Turn) => "wer am Zug ist",
        (Lang::De, Material) => "Materialbilanz",
        (Lang::De, Repeat) => "die letzte Ansage wiederholen",
        (Lang::De, Clock) => "die Uhr",
        (Lang::De, Confirm) => "den angesagten Zug des Gegners bestätigen: er wird ausgeführt",
        (Lang::De, Correct) => {
            "die eigene Ansage korrigieren, solange sie nicht bestätigt ist, zum Beispiel korrigiere Springer Felix drei"
        }
        (Lang::De, BoardsDiffer) => {
            "melden, dass die Bretter abweichen: die Uhr hält an, der Schiedsrichter vergleicht die Partieformulare"
        }
        (Lang::De, Undo) => "den letzten Zug zurücknehmen",
        (Lang::De, Flip) => "das Brett von der anderen Seite zeigen",
        (Lang::De, Offer) => "Remis anbieten (nach dem eigenen Zug)",
        (Lang::De, Accept) => "das Remisangebot annehmen",
        (Lang::De, Decline) => "das Remisangebot ablehnen",
        (Lang::De, Claim) => {
            "Remis reklamieren, auch mit einem noch nicht ausgeführten Zug, z. B. reklamieren Springer Felix drei"
        }
        (Lang::De, Resign) => "aufgeben",
        (Lang::De, Score) => "die ganze Partie vorlesen",
        (Lang::De, LastMoves) => "die letzten Züge vorlesen, z. B. letzte 5",
        (Lang::De, MoveNumber) => "einen Zug vorlesen, z. B. zug 12",
        (Lang::De, Resume) => "die unterbrochene Partie fortsetzen",
        (Lang::De, New) => "eine neue Partie beginnen",
        (Lang::De, Arbiter) => {
            "Schiedsrichter: pause, weiter, zeit weiß 1:25:00, züge weiß 40, plus weiß 2, minus weiß 2, unzulässig schwarz"
        }
        (Lang::De, StopClock) => "die Uhr anhalten, um den Schiedsrichter zu rufen",
        (Lang::De, Adjustments) => "alle Änderungen an der Uhr vorlesen",
        (Lang::De, Help) => "diese Hilfe",
        (Lang::De, Quit) => "die Sitzung beenden",
        (Lang::En, Square) => "what stands on a square, e.g. square e4",
        (Lang::En, Where) => "where pieces stand, e.g. where Knight, where white",
        (Lang::En, Rank) => "scan a rank, e.g. rank 2",
        (Lang::En, File) => "scan a file, e.g. file e",
        (Lang::En, Diagonal) => "the diagonals through a square, e.g. diagonal a1",
        (Lang::En, Attackers) => "attackers and defenders of a square, e.g. attackers e4",
        (Lang::En, Moves) => "moves of a piece or the last moves, e.g. moves g1, moves 5",
        (Lang::En, Last) => "the last move and what it captured",
        (Lang::En, Turn) => "whose turn it is",
        (Lang::En, Material) => "material balance",
        (Lang::En, Repeat) => "repeat the last announcement",
        (Lang::En, Clock) => "the clock",
        (Lang::En, Confirm) => "confirm the opponent's announced move: it is completed",
        (Lang::En, Correct) => {
            "correct your own announcement before it is confirmed, for example correct knight f3"
        }
        (Lang::En, BoardsDiffer) => {
            "report that the boards differ: the clock stops and the arbiter compares the scoresheets"
        }
        (Lang::En, Undo) => "take back the last move",
        (Lang::En, Flip) => "show the board from the other side",
        (Lang::En, Offer) => "offer a draw (after your move)",
        (Lang::En, Accept) => "accept the draw offer",
        (Lang::En, Decline) => "decline the draw offer",
        (Lang::En, Claim) => "claim a draw, also with a move not yet played, e.g. claim Knight f3",
        (Lang::En, Resign) => "resign",
        (Lang::En, Score) => "read the whole game",
        (Lang::En, LastMoves) => "read the last moves, e.g. recent 5 or last 5",
        (Lang::En, MoveNumber) => "read one move, e.g. move 12",
        (Lang::En, Resume) => "continue the interrupted game",
        (Lang::En, New) => "start a new game",
        (Lang::En, Arbiter) => {
            "for the arbiter: pause, resume, time white 1:25:00, moves white 40, add white 2, deduct white 2, illegal black"
        }
        (Lang::En, StopClock) => "stop the clock to call the arbiter",
        (Lang::En, Adjustments) => "read every change made to the clock",
        (Lang::En, Help) => "this help",
        (Lang::En, Quit) => "end the session",
        (Lang::Ru, Square) => "что стоит на поле, например: поле Ева фир",
        (Lang::Ru, Where) => "где стоят фигуры, например: где Шпрингер, где белые",
        (Lang::Ru, Rank) => "горизонталь, например: горизонталь 2",
        (Lang::Ru, File) => "вертикаль, например: вертикаль Ева",
        (Lang::Ru, Diagonal) => "диагонали через поле, например: диагональ a1",
        (Lang::Ru, Attackers) => "кто нападает и защищает, например: атака e4",
        (Lang::Ru, Moves) => "ходы фигуры или последние ходы, например: ходы g1, ходы 5",
        (Lang::Ru, Last) => "последний ход и что он взял",
        (Lang::Ru, Turn) => "чей ход",
        (Lang::Ru, Material) => "соотношение материала",
        (Lang::Ru, Repeat) => "повторить последнее объявление",
        (Lang::Ru, Clock) => "часы",
        (Lang::Ru, Confirm) => "подтвердить объявленный ход соперника: он выполняется",
        (Lang::Ru, Correct) => {
            "исправить свой объявленный ход, пока он не подтверждён, например исправить Шпрингер Феликс драй"
        }
        (Lang::Ru, BoardsDiffer) => {
            "сообщить, что доски не совпадают: часы останавливаются, арбитр сверяет бланки"
        }
        (Lang::Ru, Undo) => "взять последний ход назад",
        (Lang::Ru, Flip) => "показать доску с другой стороны",
        (Lang::Ru, Offer) => "предложить ничью (после своего хода)",
        (Lang::Ru, Accept) => "принять предложение ничьей",
        (Lang::Ru, Decline) => "отклонить предложение ничьей",
        (Lang::Ru, Claim) => {
            "потребовать ничью, также с ещё не сделанным ходом, например: требую ничью Кf3"
        }
        (Lang::Ru, Resign) => "сдаться",
        (Lang::Ru, Score) => "прочитать всю партию",
        (Lang::Ru, LastMoves) => "прочитать последние ходы, например: последние 5",
        (Lang::Ru, MoveNumber) => "прочитать один ход, например: ход 12",
        (Lang::Ru, Resume) => "продолжить прерванную партию",
        (Lang::Ru, New) => "начать новую партию",
        (Lang::Ru, Arbiter) => {
            "для арбитра: пауза, продолжить, время белые 1:25:00, ходы белые 40, добавить белым 2, снять белым 2, невозможный чёрные"
        }
        (Lang::Ru, StopClock) => "остановить часы, чтобы позвать арбитра",
        (Lang::Ru, Adjustments) => "прочитать все изменения часов",
        (Lang::Ru, Help) => "эта справка",
        (Lang::Ru, Quit) => "закончить",
    }
}

/// The help text: how to enter a move, then every command available now. The arrow keys are
/// named only where they work (the full-screen view, `arrows`).
pub fn help(lang: Lang, can_undo: bool, arrows: bool) -> String {
    let head = match (lang, arrows) {
        (Lang::De, true) => {
            "Einen Zug ansagen, z. B. Springer Felix drei oder Sf3. Pfeiltasten bewegen den Feldzeiger. Befehle:"
        }
        (Lang::De, false) => "Einen Zug ansagen, z. B. Springer Felix drei oder Sf3. Befehle:",
        (Lang::En, true) => {
            "Announce a move, e.g. Knight f3 or Nf3. Arrow keys move the square cursor. Commands:"
        }
        (Lang::En, false) => "Announce a move, e.g. Knight f3 or Nf3. Commands:",
        (Lang::Ru, true) => {
            "Назовите ход, например: Шпрингер Феликс драй или Кf3. Стрелки двигают курсор по полям. Команды:"
        }
        (Lang::Ru, false) => "Назовите ход, например: Шпрингер Феликс драй или Кf3. Команды:",
    };
    let list: Vec<String> = HELP_ORDER
        .iter()
        .filter(|c| can_undo || **c != Command::Undo)
        .map(|c| format!("{}: {}", name(lang, *c), describe(lang, *c)))
        .collect();
    format!("{head} {}.", list.join("; "))
}

/// A line that is neither a command nor a move: the notation layer's explanation, then where to
/// find the commands.
pub fn not_understood(lang: Lang, why: &str) -> String {
    match lang {
        Lang::De => format!("{why} Befehle mit »hilfe«."),
        Lang::En => format!("{why} Say \"help\" for commands."),
        Lang::Ru => format!("{why} Список команд: «помощь»."),
    }
}

/// A command needs a square and got words that are not one.
pub fn bad_square(lang: Lang, text: &str) -> String {
    let text = if text.is_empty() { "—" } else { text };
    match lang {
        Lang::De => format!(
            "Kein Feld: »{text}«. Ein Feld ist eine Linie von Anna bis Hector und eine Reihe von eins bis acht, z. B. e4 oder Eva vier."
        ),
        Lang::En => format!(
            "Not a square: \"{text}\". A square is a file a to h and a rank 1 to 8, e.g. e4."
        ),
        Lang::Ru => format!(
            "Нет такого поля: «{text}». Поле — это вертикаль от a до h и горизонталь от 1 до 8, например e4 или Ева фир."
        ),
    }
}

/// `rank` got words that are not a rank.
pub fn bad_rank(lang: Lang, text: &str) -> String {
    match lang {
        Lang::De => format!("Keine Reihe: »{text}«. Reihen sind eins bis acht."),
        Lang::En => format!("Not a rank: \"{text}\". Ranks are 1 to 8."),
        Lang::Ru => format!("Нет такой горизонтали: «{text}». Горизонтали — от 1 до 8."),
    }
}

/// `file` got words that are not a file.
pub fn bad_file(lang: Lang, text: &str) -> String {
    match lang {
        Lang::De => format!("Keine Linie: »{text}«. Linien sind Anna bis Hector (a bis h)."),
        Lang::En => format!("Not a file: \"{text}\". Files are a to h."),
        Lang::Ru => format!("Нет такой вертикали: «{text}». Вертикали — от Анна до Хектор (a–h)."),
    }
}

/// `where` got words that are neither a piece nor a colour.
pub fn bad_piece(lang: Lang, text: &str) -> String {
    match lang {
        Lang::De => {
            format!("Keine Figur und keine Farbe: »{text}«. Z. B. wo Springer, wo weiß Dame.")
        }
        Lang::En => {
            format!("Not a piece or colour: \"{text}\". E.g. where Knight, where white Queen.")
        }
        Lang::Ru => {
            format!("Не фигура и не цвет: «{text}». Например: где Шпрингер, где белые Даме.")
        }
    }
}

/// Nothing has been announced yet to repeat.
pub fn nothing_to_repeat(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "Es wurde noch nichts angesagt.",
        Lang::En => "Nothing has been announced yet.",
        Lang::Ru => "Ещё ничего не объявлено.",
    }
}

/// The clock is not connected yet.
pub fn no_clock(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "Keine Uhr in dieser Partie.",
        Lang::En => "No clock in this game.",
        Lang::Ru => "В этой партии нет часов.",
    }
}

/// The words after the time of the side whose clock runs, in the clock line.
pub fn to_move_mark(lang: Lang) -> &'static str {
    match lang {
        Lang::De => " am Zug",
        Lang::En => " to move",
        Lang::Ru => " ходят",
    }
}

/// The placeholder shown in the clock area.
pub fn clock_placeholder(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "Uhr: keine",
        Lang::En => "Clock: none",
        Lang::Ru => "Часы: нет",
    }
}

/// A move was taken back.
pub fn undone(lang: Lang, words: &str) -> String {
    match lang {
        Lang::De => format!("Zurückgenommen: {words}."),
        Lang::En => format!("Taken back: {words}."),
        Lang::Ru => format!("Ход взят назад: {words}."),
    }
}

/// The board is shown from the other side.
pub fn flipped(lang: Lang, side: Color) -> String {
    match lang {
        Lang::De => format!("Brett von der Seite von {} gezeigt.", colour(lang, side)),
        Lang::En => format!("Board shown from {}'s side.", colour(lang, side)),
        Lang::Ru => format!(
            "Доска показана со стороны {}.",
            side.fold_wb("белых", "чёрных")
        ),
    }
}

/// The session ends.
pub fn goodbye(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "Sitzung beendet.",
        Lang::En => "Session ended.",
        Lang::Ru => "Сеанс завершён.",
    }
}

/// The terminal is too small for the board.
pub fn too_small(lang: Lang, cols: u16, rows: u16, need_cols: u16, need_rows: u16) -> String {
    match lang {
        Lang::De => format!(
            "Fenster zu klein: {cols} mal {rows} Zeichen, nötig sind {need_cols} mal {need_rows}."
        ),
        Lang::En => {
            format!("Terminal too small: {cols} by {rows}, need {need_cols} by {need_rows}.")
        }
        Lang::Ru => {
            format!("Окно слишком маленькое: {cols} на {rows}, нужно {need_cols} на {need_rows}.")
        }
    }
}

/// Titles of the screen's panes.
pub fn title(lang: Lang, pane: Pane) -> &'static str {
    match (lang, pane) {
        (Lang::De, Pane::Board) => "Brett",
        (Lang::De, Pane::Moves) => "Züge",
        (Lang::De, Pane::Transcript) => "Gesagt",
        (Lang::De, Pane::Input) => "Eingabe (Zug oder Befehl, Enter)",
        (Lang::En, Pane::Board) => "Board",
        (Lang::En, Pane::Moves) => "Moves",
        (Lang::En, Pane::Transcript) => "Spoken",
        (Lang::En, Pane::Input) => "Input (move or command, Enter)",
        (Lang::Ru, Pane::Board) => "Доска",
        (Lang::Ru, Pane::Moves) => "Ходы",
        (Lang::Ru, Pane::Transcript) => "Сказано",
        (Lang::Ru, Pane::Input) => "Ввод (ход или команда, Enter)",
    }
}

/// The legend under the board: how pieces are written.
pub fn legend(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "Groß = Weiß, klein = schwarz, * = letzter Zug, [ ] = Zeiger, : = dunkles Feld",
        Lang::En => "Upper = White, lower = Black, * = last move, [ ] = cursor, : = dark square",
        Lang::Ru => {
            "Заглавные = белые, строчные = чёрные, * = последний ход, [ ] = курсор, : = тёмное поле"
        }
    }
}

/// A pane of the full-screen view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pane {
    /// The board.
    Board,
    /// The move list.
    Moves,
    /// Everything said.
    Transcript,
    /// The input line.
    Input,
}

/// How far a game has come (for resuming it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    /// Half-moves played.
    pub plies: usize,
    /// The last move with its colour, in words ("Schwarz Springer Felix sechs").
    pub last: Option<String>,
    /// The side to move.
    pub to_move: Color,
    /// The number of the move to be made.
    pub number: u32,
}

fn summary_text(lang: Lang, s: &Summary) -> String {
    let side = colour(lang, s.to_move);
    let n = s.plies;
    match lang {
        Lang::De => {
            let played = if n == 1 {
                "1 Halbzug gespielt".to_owned()
            } else {
                format!("{n} Halbzüge gespielt")
            };
            let last = s
                .last
                .as_ref()
                .map(|l| format!(", letzter Zug: {l}"))
                .unwrap_or_default();
            format!("{played}{last}. {side} ist am Zug, Zug {}", s.number)
        }
        Lang::En => {
            let played = if n == 1 {
                "1 half-move played".to_owned()
            } else {
                format!("{n} half-moves played")
            };
            let last = s
                .last
                .as_ref()
                .map(|l| format!(", last move: {l}"))
                .unwrap_or_default();
            format!("{played}{last}. {side} to move, move {}", s.number)
        }
        Lang::Ru => {
            let word = match (n % 10, n % 100) {
                (1, r) if r != 11 => "полуход",
                (2..=4, r) if !(12..=14).contains(&r) => "полухода",
                _ => "полуходов",
            };
            let last = s
                .last
                .as_ref()
                .map(|l| format!(", последний ход: {l}"))
                .unwrap_or_default();
            format!(
                "сыграно {n} {word}{last}. Ход за {}, ход {}",
                ru_instr(s.to_move),
                s.number
            )
        }
    }
}

/// An unfinished game was found: how far it came and how to continue it or start anew.
pub fn resume_offer(lang: Lang, s: &Summary) -> String {
    let text = summary_text(lang, s);
    match lang {
        Lang::De => format!(
            "Unterbrochene Partie gefunden: {text}. Fortsetzen mit »weiter«; ein Zug oder »neu« beginnt eine neue Partie."
        ),
        Lang::En => format!(
            "Unfinished game found: {text}. Say \"resume\" to continue it; a move or \"new\" starts a new game."
        ),
        Lang::Ru => format!(
            "Найдена прерванная партия: {text}. «продолжить» — продолжить её; ход или «новая» — новая партия."
        ),
    }
}

/// The game from the journal is continued.
pub fn resumed(lang: Lang, s: &Summary) -> String {
    let text = summary_text(lang, s);
    match lang {
        Lang::De => format!("Partie fortgesetzt: {text}."),
        Lang::En => format!("Game resumed: {text}."),
        Lang::Ru => format!("Партия продолжена: {text}."),
    }
}

/// "resume" with no game to continue.
pub fn nothing_to_resume(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "Es gibt keine unterbrochene Partie zum Fortsetzen.",
        Lang::En => "There is no interrupted game to resume.",
        Lang::Ru => "Нет прерванной партии, которую можно продолжить.",
    }
}

/// "new" while a game is being played.
pub fn game_in_progress(lang: Lang) -> &'static str {
    match lang {
        Lang::De => {
            "Die Partie läuft noch. Erst aufgeben oder Remis vereinbaren, oder die Sitzung beenden; die Partie bleibt im Protokoll."
        }
        Lang::En => {
            "The game is still in progress. Resign or agree a draw first, or end the session; the game stays in the journal."
        }
        Lang::Ru => {
            "Партия ещё идёт. Сначала сдайтесь или согласуйте ничью, или закончите сеанс; партия сохранится в журнале."
        }
    }
}

/// The game has just ended: result, reason, article.
pub fn game_over(lang: Lang, e: &Ending) -> String {
    let what = sheet_phrases::ending(lang, e);
    match lang {
        Lang::De => format!("Partie zu Ende. {what}"),
        Lang::En => format!("Game over. {what}"),
        Lang::Ru => format!("Партия окончена. {what}"),
    }
}

/// A move or action after the end of the game.
pub fn already_over(lang: Lang, e: &Ending) -> String {
    let what = sheet_phrases::ending(lang, e);
    match lang {
        Lang::De => format!(
            "Die Partie ist zu Ende, es wird kein Zug mehr angenommen. {what} Neue Partie mit »neu«; Abfragen gehen weiter."
        ),
        Lang::En => format!(
            "The game is over; no more moves are accepted. {what} Say \"new\" for a new game; questions still work."
        ),
        Lang::Ru => format!(
            "Партия окончена, ходы больше не принимаются. {what} «новая» — новая партия; вопросы по-прежнему работают."
        ),
    }
}

/// A move announced, said back in Appendix D words, and the opponent asked to confirm it
/// (D.2.1).
pub fn announced(lang: Lang, by: Color, words: &str) -> String {
    match lang {
        Lang::De => format!(
            "{} sagt an: {words}. {}, bitte bestätigen.",
            colour(lang, by),
            colour(lang, !by)
        ),
        Lang::En => format!(
            "{} announces {words}. {}, please confirm.",
            colour(lang, by),
            colour(lang, !by)
        ),
        Lang::Ru => format!(
            "{} объявляют: {words}. {}, подтвердите.",
            colour(lang, by),
            colour(lang, !by)
        ),
    }
}

/// The mover corrected the announced move before it was completed (D.2.8).
pub fn corrected(lang: Lang, by: Color, words: &str, old: &str) -> String {
    match lang {
        Lang::De => format!(
            "{} korrigiert die Ansage: {words} statt {old} (Artikel D.2.8). {}, bitte bestätigen.",
            colour(lang, by),
            colour(lang, !by)
        ),
        Lang::En => format!(
            "{} corrects the announcement: {words} instead of {old} (article D.2.8). {}, please confirm.",
            colour(lang, by),
            colour(lang, !by)
        ),
        Lang::Ru => format!(
            "{} исправляют объявленный ход: {words} вместо {old} (статья D.2.8). {}, подтвердите.",
            colour(lang, by),
            colour(lang, !by)
        ),
    }
}

/// The opponent repeated another move than the one announced: nothing is completed.
pub fn repeat_differs(lang: Lang, by: Color, announced: &str, repeated: &str) -> String {
    match lang {
        Lang::De => format!(
            "Achtung: {} wiederholt {repeated}, angesagt war {announced}. Der Zug ist nicht ausgeführt; bitte klären.",
            colour(lang, by)
        ),
        Lang::En => format!(
            "Attention: {} repeats {repeated}, but {announced} was announced. The move is not completed; please clear it up.",
            colour(lang, by)
        ),
        Lang::Ru => format!(
            "Внимание: {} повторяют {repeated}, а объявлен был ход {announced}. Ход не выполнен; выясните, пожалуйста.",
            colour(lang, by)
        ),
    }
}

/// A confirmation or correction with no move announced.
pub fn nothing_announced(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "Es ist kein Zug angesagt.",
        Lang::En => "No move has been announced.",
        Lang::Ru => "Ни один ход не объявлен.",
    }
}

/// A correction after the move was completed.
pub fn correction_too_late(lang: Lang) -> &'static str {
    match lang {
        Lang::De => {
            "Der Zug ist schon ausgeführt und kann nicht mehr korrigiert werden; das ist jetzt Sache des Schiedsrichters (Artikel 7)."
        }
        Lang::En => {
            "The move is already completed and can no longer be corrected; that is now a matter for the arbiter (article 7)."
        }
        Lang::Ru => "Ход уже выполнен, исправить его нельзя; теперь это дело арбитра (статья 7).",
    }
}

/// The announced move still waits for the opponent's confirmation.
pub fn not_confirmed(lang: Lang, by: Color, words: &str) -> String {
    match lang {
        Lang::De => format!(
            "Noch nicht bestätigt: {} hat {words} angesagt.",
            colour(lang, by)
        ),
        Lang::En => format!("Not confirmed yet: {} announced {words}.", colour(lang, by)),
        Lang::Ru => format!(
            "Ещё не подтверждено: {} объявили {words}.",
            colour(lang, by)
        ),
    }
}

/// A player reported that the boards differ (D.2.9).
pub fn boards_differ(lang: Lang, by: Color) -> String {
    match lang {
        Lang::De => format!(
            "{} meldet: Die Bretter weichen ab (Artikel D.2.9). Die Uhr ist angehalten. Der Schiedsrichter vergleicht die Partieformulare und bestimmt die Stellung, von der aus weitergespielt wird.",
            colour(lang, by)
        ),
        Lang::En => format!(
            "{} reports that the boards differ (article D.2.9). The clock is stopped. The arbiter compares the scoresheets and decides the position to continue from.",
            colour(lang, by)
        ),
        Lang::Ru => format!(
            "{} сообщают: доски не совпадают (статья D.2.9). Часы остановлены. Арбитр сверяет бланки записи и определяет позицию, с которой партия продолжается.",
            colour(lang, by)
        ),
    }
}

/// The arbiter confirmed the position after move `number` of `c`; `taken` are the moves
/// taken back, in words (D.2.9).
pub fn reconciled(lang: Lang, c: Color, number: u32, taken: &[String]) -> String {
    let list = taken.join(", ");
    let who = |c: Color| colour(lang, c);
    match (lang, taken.is_empty()) {
        (Lang::De, true) => format!(
            "Schiedsrichter: Es geht weiter nach dem {number}. Zug von {} (Artikel D.2.9). Kein Zug wird zurückgenommen.",
            who(c)
        ),
        (Lang::De, false) => format!(
            "Schiedsrichter: Es geht weiter nach dem {number}. Zug von {} (Artikel D.2.9). Zurückgenommen: {list}.",
            who(c)
        ),
        (Lang::En, true) => format!(
            "Arbiter: the game continues after move {number} of {} (article D.2.9). No move is taken back.",
            who(c)
        ),
        (Lang::En, false) => format!(
            "Arbiter: the game continues after move {number} of {} (article D.2.9). Taken back: {list}.",
            who(c)
        ),
        (Lang::Ru, true) => format!(
            "Арбитр: партия продолжается после {number}-го хода {} (статья D.2.9). Ни один ход не взят назад.",
            ru_genitive_colour(c)
        ),
        (Lang::Ru, false) => format!(
            "Арбитр: партия продолжается после {number}-го хода {} (статья D.2.9). Взяты назад: {list}.",
            ru_genitive_colour(c)
        ),
    }
}

fn ru_genitive_colour(c: Color) -> &'static str {
    if c.is_white() {
        "белых"
    } else {
        "чёрных"
    }
}

/// Two scoresheets compared (D.2.9): they agree for `agreed` half-moves; then this board's
/// moves and the other board's, in words. When both are empty the scoresheets agree, and the
/// board that deviates is corrected after them.
pub fn scoresheets_compared(
    lang: Lang,
    agreed: usize,
    ours: &[String],
    theirs: &[String],
) -> String {
    let list = |m: &[String], none: &str| {
        if m.is_empty() {
            none.to_owned()
        } else {
            m.join(", ")
        }
    };
    if ours.is_empty() && theirs.is_empty() {
        return match lang {
            Lang::De => "Die Partieformulare stimmen überein; das abweichende Brett wird nach ihnen berichtigt.".into(),
            Lang::En => "The scoresheets agree; the board that deviates is corrected after them.".into(),
            Lang::Ru => "Бланки записи совпадают; отличающаяся доска исправляется по ним.".into(),
        };
    }
    let head = match (lang, agreed) {
        (Lang::De, 0) => "Die Partieformulare weichen vom ersten Halbzug an ab.".to_owned(),
        (Lang::En, 0) => "The scoresheets differ from the first half-move.".to_owned(),
        (Lang::Ru, 0) => "Бланки расходятся с первого полухода.".to_owned(),
        (Lang::De, n) => format!("Die Partieformulare stimmen bis Halbzug {n} überein."),
        (Lang::En, n) => format!("The scoresheets agree up to half-move {n}."),
        (Lang::Ru, n) => format!("Бланки совпадают до полухода {n} включительно."),
    };
    match lang {
        Lang::De => format!(
            "{head} Danach hier: {}. Auf dem anderen Brett: {}.",
            list(ours, "nichts"),
            list(theirs, "nichts")
        ),
        Lang::En => format!(
            "{head} After that, here: {}. On the other board: {}.",
            list(ours, "nothing"),
            list(theirs, "nothing")
        ),
        Lang::Ru => format!(
            "{head} Дальше здесь: {}. На другой доске: {}.",
            list(ours, "ничего"),
            list(theirs, "ничего")
        ),
    }
}

/// The squares to set right on the board after the arbiter's decision (D.2.9), each with
/// what stands there now.
pub fn squares_to_correct(lang: Lang, squares: &[String]) -> String {
    let list = squares.join("; ");
    match lang {
        Lang::De => format!("Auf dem Brett zu berichtigen: {list}."),
        Lang::En => format!("To set right on the board: {list}."),
        Lang::Ru => format!("Исправьте на доске: {list}."),
    }
}

/// The game has no move `number` of `c` to continue from.
pub fn no_such_position(lang: Lang, c: Color, number: u32) -> String {
    match lang {
        Lang::De => format!(
            "Einen {number}. Zug von {} gibt es in dieser Partie nicht.",
            colour(lang, c)
        ),
        Lang::En => format!(
            "There is no move {number} of {} in this game.",
            colour(lang, c)
        ),
        Lang::Ru => format!(
            "В этой партии нет {number}-го хода {}.",
            ru_genitive_colour(c)
        ),
    }
}

/// The words for a role at the partner's board, with its colour.
fn role_words(lang: Lang, role: crate::record::Role, side: Option<Color>) -> String {
    use crate::record::Role;
    let side = side.map(|c| colour(lang, c));
    match (lang, role, side) {
        (Lang::De, Role::Opponent, Some(c)) => format!("{c}, Gegner"),
        (Lang::De, Role::Assistant, Some(c)) => format!("Assistent von {c}"),
        (Lang::De, Role::Arbiter, _) => "Schiedsrichter".into(),
        (Lang::De, _, _) => "ein Zuhörer".into(),
        (Lang::En, Role::Opponent, Some(c)) => format!("{c}, the opponent"),
        (Lang::En, Role::Assistant, Some(c)) => format!("the assistant of {c}"),
        (Lang::En, Role::Arbiter, _) => "the arbiter".into(),
        (Lang::En, _, _) => "a listener".into(),
        (Lang::Ru, Role::Opponent, Some(c)) => format!("{c}, соперник"),
        (Lang::Ru, Role::Assistant, Some(c)) => format!("ассистент ({c})"),
        (Lang::Ru, Role::Arbiter, _) => "арбитр".into(),
        (Lang::Ru, _, _) => "слушатель".into(),
    }
}

/// Someone connected at another board, or came back after a lost connection.
pub fn peer_joined(
    lang: Lang,
    role: crate::record::Role,
    side: Option<Color>,
    name: Option<&str>,
    back: bool,
) -> String {
    let who = role_words(lang, role, side);
    let name = name.map(|n| format!(" ({n})")).unwrap_or_default();
    match (lang, back) {
        (Lang::De, false) => format!("Verbunden: {who}{name}."),
        (Lang::De, true) => format!("Wieder verbunden: {who}{name}."),
        (Lang::En, false) => format!("Connected: {who}{name}."),
        (Lang::En, true) => format!("Connected again: {who}{name}."),
        (Lang::Ru, false) => format!("Подключено: {who}{name}."),
        (Lang::Ru, true) => format!("Снова подключено: {who}{name}."),
    }
}

/// A peer's connection ended.
pub fn peer_left(
    lang: Lang,
    role: crate::record::Role,
    side: Option<Color>,
    name: Option<&str>,
) -> String {
    let who = role_words(lang, role, side);
    let name = name.map(|n| format!(" ({n})")).unwrap_or_default();
    match lang {
        Lang::De => format!("Verbindung getrennt: {who}{name}. Es wird neu verbunden."),
        Lang::En => format!("Connection lost: {who}{name}. Reconnecting."),
        Lang::Ru => format!("Связь потеряна: {who}{name}. Переподключение."),
    }
}

/// A request from the other board whose move is not legal here (the boards differ?).
pub fn request_not_legal(lang: Lang) -> &'static str {
    match lang {
        Lang::De => {
            "Der Zug ist auf dem Brett des Gastgebers nicht möglich; vielleicht weichen die Bretter ab."
        }
        Lang::En => "That move is not possible on the host's board; the boards may differ.",
        Lang::Ru => "Этот ход невозможен на доске хозяина; возможно, доски не совпадают.",
    }
}

/// The first move was made while an unfinished game was offered: it went into a new game.
pub fn new_game_instead(lang: Lang) -> &'static str {
    match lang {
        Lang::De => {
            "Das ist eine neue Partie; die unterbrochene Partie bleibt gespeichert und kann mit rochade --resume fortgesetzt werden."
        }
        Lang::En => {
            "This is a new game; the interrupted game stays saved and can be continued with rochade --resume."
        }
        Lang::Ru => {
            "Это новая партия; прерванная партия сохранена, её можно продолжить командой rochade --resume."
        }
    }
}

/// A joined board is connected to the host, as `role` for `side`.
pub fn connected_to_host(
    lang: Lang,
    role: crate::record::Role,
    side: Option<Color>,
    name: Option<&str>,
) -> String {
    let who = role_words(lang, role, side);
    let name = name.map(|n| format!(" ({n})")).unwrap_or_default();
    match lang {
        Lang::De => format!("Mit dem Brett des Gastgebers verbunden{name}. Hier: {who}."),
        Lang::En => format!("Connected to the host's board{name}. Here: {who}."),
        Lang::Ru => format!("Связь с доской хозяина установлена{name}. Здесь: {who}."),
    }
}

/// What the network adapter reports, in words.
pub fn net_notice(lang: Lang, n: crate::app::core::NetNotice) -> &'static str {
    use crate::app::core::NetNotice::*;
    match (lang, n) {
        (Lang::De, WrongCodeTried) => {
            "Jemand hat versucht, sich mit einem falschen Code zu verbinden. Die Partie ist unberührt."
        }
        (Lang::En, WrongCodeTried) => {
            "Someone tried to join with a wrong code. The game is untouched."
        }
        (Lang::Ru, WrongCodeTried) => {
            "Кто-то пытался подключиться с неверным кодом. Партия не затронута."
        }
        (Lang::De, PairingLocked) => {
            "Nach mehreren falschen Codes ist das Verbinden eine Weile gesperrt."
        }
        (Lang::En, PairingLocked) => "After several wrong codes, joining is locked for a while.",
        (Lang::Ru, PairingLocked) => {
            "После нескольких неверных кодов подключение на время закрыто."
        }
        (Lang::De, UnknownBoard) => {
            "Ein unbekanntes Brett wollte sich ohne Code verbinden und wurde abgewiesen."
        }
        (Lang::En, UnknownBoard) => {
            "A board that never paired with this one tried to connect without a code and was refused."
        }
        (Lang::Ru, UnknownBoard) => {
            "Незнакомая доска пыталась подключиться без кода и получила отказ."
        }
        (Lang::De, WrongCode) => {
            "Der Code stimmt nicht mit dem des Gastgebers überein. Bitte den Code noch einmal erfragen."
        }
        (Lang::En, WrongCode) => {
            "The code does not match the host's. Please ask for the code again."
        }
        (Lang::Ru, WrongCode) => "Код не совпадает с кодом хозяина. Уточните код, пожалуйста.",
        (Lang::De, NotAccepted) => "Der Gastgeber nimmt gerade keine Verbindung an.",
        (Lang::En, NotAccepted) => "The host does not accept a connection now.",
        (Lang::Ru, NotAccepted) => "Хозяин сейчас не принимает подключения.",
        (Lang::De, Lost) => {
            "Die Verbindung zum Gastgeber ist unterbrochen; rochade verbindet sich von selbst neu."
        }
        (Lang::En, Lost) => "The connection to the host is lost; rochade reconnects by itself.",
        (Lang::Ru, Lost) => "Связь с хозяином прервана; рохаде переподключится сам.",
    }
}

/// This board hosts the game: the pairing code in square words, and the port.
pub fn hosting(lang: Lang, code: &str, port: u16) -> String {
    match lang {
        Lang::De => format!(
            "Diese Partie wartet auf das zweite Brett. Verbindungscode: {code}. Port {port}."
        ),
        Lang::En => {
            format!("This game waits for the second board. Pairing code: {code}. Port {port}.")
        }
        Lang::Ru => format!("Партия ждёт вторую доску. Код подключения: {code}. Порт {port}."),
    }
}

/// This board joins the game at `addr`.
pub fn joining(lang: Lang, addr: &str) -> String {
    match lang {
        Lang::De => format!("Verbinde mit der Partie auf {addr}."),
        Lang::En => format!("Joining the game at {addr}."),
        Lang::Ru => format!("Подключение к партии на {addr}."),
    }
}

/// A joined board's clock report while the host cannot be reached.
pub fn contact_lost(lang: Lang, secs: u64) -> String {
    let d = crate::clock::phrases::duration(Duration::from_secs(secs), lang);
    match lang {
        Lang::De => format!(
            "Achtung: seit {d} keine Verbindung zum Gastgeber; das ist der letzte bekannte Stand."
        ),
        Lang::En => {
            format!("Attention: no contact with the host for {d}; this is the last known state.")
        }
        Lang::Ru => {
            format!("Внимание: связи с хозяином нет уже {d}; это последнее известное состояние.")
        }
    }
}

/// A listener asked for a change.
pub fn viewer_only_listens(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "Zuhörer können nur zuhören, nicht spielen.",
        Lang::En => "A listener can only listen, not play.",
        Lang::Ru => "Слушатель может только слушать, но не играть.",
    }
}

/// Someone asked for something only another person at the table may do.
pub fn forbidden(lang: Lang, why: crate::app::core::Forbidden) -> String {
    use crate::app::core::Forbidden;
    let side = |c: Color| crate::clock::phrases::color(c, lang, true);
    match (why, lang) {
        (Forbidden::ArbiterOnly, Lang::De) => "Das darf nur der Schiedsrichter.".into(),
        (Forbidden::ArbiterOnly, Lang::En) => "Only the arbiter may do that.".into(),
        (Forbidden::ArbiterOnly, Lang::Ru) => "Это может сделать только арбитр.".into(),
        (Forbidden::SideOnly(c), Lang::De) => format!("Das darf nur {}.", side(c)),
        (Forbidden::SideOnly(c), Lang::En) => format!("Only {} may do that.", side(c)),
        (Forbidden::SideOnly(c), Lang::Ru) => format!(
            "Это могут сделать только {}.",
            crate::clock::phrases::color(c, lang, false)
        ),
        (Forbidden::ClockOnly, Lang::De) => "Das meldet nur die Uhr.".into(),
        (Forbidden::ClockOnly, Lang::En) => "Only the clock reports that.".into(),
        (Forbidden::ClockOnly, Lang::Ru) => "Об этом сообщают только часы.".into(),
    }
}

/// The game refused something, for a reason given by the rules layer (in English).
pub fn refused(lang: Lang, why: &str) -> String {
    match lang {
        Lang::De => format!("Nicht möglich: {why}."),
        Lang::En => format!("Not possible: {why}."),
        Lang::Ru => format!("Невозможно: {why}."),
    }
}

/// After a wrong claim with a written move, another move was tried.
pub fn declared_move_required(lang: Lang, words: &str) -> String {
    match lang {
        Lang::De => format!(
            "Nach der falschen Reklamation muss der aufgeschriebene Zug gespielt werden: {words} (Artikel 9.5.3)."
        ),
        Lang::En => format!(
            "After the incorrect claim the written move must be played: {words} (article 9.5.3)."
        ),
        Lang::Ru => format!(
            "После неверного требования нужно сделать записанный ход: {words} (статья 9.5.3)."
        ),
    }
}

/// "accept"/"decline" with no offer standing.
pub fn no_offer(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "Es steht kein Remisangebot.",
        Lang::En => "There is no draw offer.",
        Lang::Ru => "Предложения ничьей нет.",
    }
}

/// A player tried to answer his own offer.
pub fn own_offer(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "Das eigene Remisangebot kann man nicht beantworten.",
        Lang::En => "A player cannot answer his own draw offer.",
        Lang::Ru => "Нельзя ответить на собственное предложение ничьей.",
    }
}

/// A second offer while one stands.
pub fn offer_stands(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "Es steht schon ein Remisangebot.",
        Lang::En => "A draw offer already stands.",
        Lang::Ru => "Предложение ничьей уже сделано.",
    }
}

/// An offer before the move the competition allows.
pub fn offer_too_early(lang: Lang, n: u32) -> String {
    match lang {
        Lang::De => format!("Remisangebote erst ab Zug {n} (Artikel 9.1.1)."),
        Lang::En => format!("Draw offers only from move {n} (article 9.1.1)."),
        Lang::Ru => format!("Предлагать ничью можно только с {n}-го хода (статья 9.1.1)."),
    }
}

/// A draw offer was made.
pub fn offered(lang: Lang, by: Color) -> String {
    let c = colour(lang, by);
    match lang {
        Lang::De => format!("{c} bietet Remis an. Antwort mit »annehmen« oder »ablehnen«."),
        Lang::En => format!("{c} offers a draw. Answer \"accept\" or \"decline\"."),
        Lang::Ru => format!("{c}: предложение ничьей. Ответ: «принять» или «отклонить»."),
    }
}

/// A draw offer was declined.
pub fn declined(lang: Lang, by: Color) -> String {
    let c = colour(lang, by);
    match lang {
        Lang::De => format!("{c} lehnt das Remisangebot ab. Die Partie geht weiter."),
        Lang::En => format!("{c} declines the draw offer. The game goes on."),
        Lang::Ru => format!("{c}: ничья отклонена. Партия продолжается."),
    }
}

/// A claim that was not correct: the kind, the time added to the opponent, the written move
/// that must now be played.
pub fn wrong_claim(
    lang: Lang,
    by: Color,
    kind: ClaimKind,
    penalty: Option<(Color, Duration)>,
    declared: Option<&str>,
) -> String {
    let c = colour(lang, by);
    let k = sheet_phrases::claim_kind(lang, kind);
    let mut text = match lang {
        Lang::De => format!("Reklamation von {c} nicht berechtigt: {k}."),
        Lang::En => format!("{c}'s claim is not correct: {k}."),
        Lang::Ru => format!("{c}: требование ничьей неверно: {k}."),
    };
    if let Some((to, d)) = penalty {
        let to = colour(lang, to);
        let d = sheet_phrases::duration(lang, d);
        text.push(' ');
        text.push_str(&match lang {
            Lang::De => format!("{to} erhält {d} dazu (Artikel 9.5.3)."),
            Lang::En => format!("{d} added to {to} (article 9.5.3)."),
            Lang::Ru => format!("{to}: плюс {d} (статья 9.5.3)."),
        });
    }
    if let Some(w) = declared {
        text.push(' ');
        text.push_str(&match lang {
            Lang::De => format!("Der aufgeschriebene Zug muss gespielt werden: {w}."),
            Lang::En => format!("The written move must be played: {w}."),
            Lang::Ru => format!("Записанный ход нужно сделать: {w}."),
        });
    }
    text
}

/// The move written with a claim cannot be read.
pub fn bad_declared_move(lang: Lang, why: &str) -> String {
    match lang {
        Lang::De => format!("Reklamation nicht angenommen, der Zug ist nicht lesbar: {why}"),
        Lang::En => format!("Claim not made, the written move cannot be read: {why}"),
        Lang::Ru => format!("Требование не принято, ход не прочитан: {why}"),
    }
}

/// A read-back command needs a number.
pub fn bad_number(lang: Lang, text: &str) -> String {
    let text = if text.is_empty() { "—" } else { text };
    match lang {
        Lang::De => format!("Keine Zugnummer: »{text}«. Z. B. zug 12 oder letzte 5."),
        Lang::En => format!("Not a move number: \"{text}\". E.g. move 12 or recent 5."),
        Lang::Ru => format!("Нет номера хода: «{text}». Например: ход 12 или последние 5."),
    }
}

/// The journal cannot be written: play goes on, unrecorded on disk.
pub fn journal_failed(lang: Lang, why: &str) -> String {
    match lang {
        Lang::De => format!(
            "Achtung: das Partieprotokoll kann nicht gespeichert werden ({why}). Die Partie geht weiter, wird aber nicht auf der Festplatte gesichert."
        ),
        Lang::En => format!(
            "Warning: the game journal cannot be saved ({why}). The game goes on but is not saved to disk."
        ),
        Lang::Ru => format!(
            "Внимание: журнал партии не сохраняется ({why}). Партия продолжается, но на диск не записывается."
        ),
    }
}

/// The last game in the journal cannot be read at all (the file is left as it is).
pub fn journal_unreadable(lang: Lang, why: &str) -> String {
    match lang {
        Lang::De => format!(
            "Die letzte Partie im Protokoll kann nicht gelesen werden: {why}. Die Datei bleibt unverändert."
        ),
        Lang::En => {
            format!(
                "The last game in the journal cannot be read: {why}. The file is left as it is."
            )
        }
        Lang::Ru => format!(
            "Последнюю партию в журнале прочитать нельзя: {why}. Файл оставлен без изменений."
        ),
    }
}

/// A line of the journal was cut off by a crash and not used.
pub fn torn_line(lang: Lang, line: usize) -> String {
    match lang {
        Lang::De => format!(
            "Zeile {line} des Protokolls wurde beim Absturz abgeschnitten und nicht verwendet; alles davor ist erhalten."
        ),
        Lang::En => format!(
            "Line {line} of the journal was cut off by a crash and was not used; everything before it is kept."
        ),
        Lang::Ru => format!(
            "Строка {line} журнала оборвалась при сбое и не использована; всё, что до неё, сохранено."
        ),
    }
}

/// What journal recovery noticed, in words: a torn last line in the session's language,
/// anything else as the journal words it.
pub fn replay_warning(lang: Lang, w: &crate::journal::ReplayWarning) -> String {
    match w {
        crate::journal::ReplayWarning::TornLastLine { line } => torn_line(lang, *line),
        other => match lang {
            Lang::De => format!("Protokoll: {other}."),
            Lang::En => format!("Journal: {other}."),
            Lang::Ru => format!("Журнал: {other}."),
        },
    }
}

/// How an arbiter's command is said: every action with an example, from the word tables.
pub fn arbiter_usage(lang: Lang) -> String {
    let list: Vec<String> = ArbiterAction::ALL
        .iter()
        .map(|a| arbiter_example(lang, *a))
        .collect();
    match lang {
        Lang::De => format!(
            "Schiedsrichterbefehl nicht verstanden. Möglich: {}.",
            list.join("; ")
        ),
        Lang::En => format!(
            "Arbiter's command not understood. Say: {}.",
            list.join("; ")
        ),
        Lang::Ru => format!("Команда арбитра не понята. Возможно: {}.", list.join("; ")),
    }
}

/// One arbiter's command as an example ("arbiter time white 1:25:00").
pub fn arbiter_example(lang: Lang, action: ArbiterAction) -> String {
    let mut words = vec![
        name(lang, Command::Arbiter),
        arbiter_action_name(lang, action),
    ];
    if action.needs_colour() {
        let c = if action == ArbiterAction::Illegal {
            Color::Black
        } else {
            Color::White
        };
        words.push(colour_word(lang, c));
    }
    words.extend(action.example_value());
    words.join(" ")
}

/// An arbiter's command whose colour or value is missing or wrong: nothing was changed.
pub fn bad_arbiter_arguments(lang: Lang, action: ArbiterAction, text: &str) -> String {
    let text = if text.is_empty() { "—" } else { text };
    let example = arbiter_example(lang, action);
    let times = matches!(
        action,
        ArbiterAction::Time | ArbiterAction::Add | ArbiterAction::Deduct
    );
    let hint = match (lang, times) {
        (Lang::De, true) => " Zeiten als h:mm:ss, m:ss oder Minuten.",
        (Lang::En, true) => " Times as h:mm:ss, m:ss or minutes.",
        (Lang::Ru, true) => " Время как ч:мм:сс, м:сс или минуты.",
        _ => "",
    };
    match lang {
        Lang::De => {
            format!("Nicht verstanden: »{text}«. Nichts geändert. Beispiel: {example}.{hint}")
        }
        Lang::En => {
            format!("Not understood: \"{text}\". Nothing changed. For example: {example}.{hint}")
        }
        Lang::Ru => format!("Не понято: «{text}». Ничего не изменено. Например: {example}.{hint}"),
    }
}

/// The clock cannot do what was asked (already stopped, not stopped, not started).
pub fn clock_refused(lang: Lang, e: ClockError) -> &'static str {
    match (lang, e) {
        (Lang::De, ClockError::Paused) => "Die Uhr ist schon angehalten.",
        (Lang::En, ClockError::Paused) => "The clock is already stopped.",
        (Lang::Ru, ClockError::Paused) => "Часы уже остановлены.",
        (Lang::De, ClockError::NotPaused) => "Die Uhr läuft; sie ist nicht angehalten.",
        (Lang::En, ClockError::NotPaused) => "The clock is running; it is not stopped.",
        (Lang::Ru, ClockError::NotPaused) => "Часы идут, они не остановлены.",
        (Lang::De, _) => "Die Uhr läuft noch nicht.",
        (Lang::En, _) => "The clock has not been started.",
        (Lang::Ru, _) => "Часы ещё не запущены.",
    }
}

/// The game is interrupted (6.12): the clock is stopped, and moves wait for the arbiter.
pub fn interrupted(lang: Lang) -> &'static str {
    match lang {
        Lang::De => {
            "Die Partie ist unterbrochen (Artikel 6.12). Züge erst, wenn der Schiedsrichter die Uhr wieder startet."
        }
        Lang::En => {
            "The game is interrupted (article 6.12). No moves until the arbiter restarts the clock."
        }
        Lang::Ru => {
            "Партия прервана (статья 6.12). Ходы только после того, как арбитр снова запустит часы."
        }
    }
}

/// A player stopped the clock to call the arbiter (6.12.2).
pub fn arbiter_called(lang: Lang, by: Color) -> String {
    let c = colour(lang, by);
    match lang {
        Lang::De => format!(
            "{c} hält die Uhr an und ruft den Schiedsrichter (Artikel 6.12.2). Die Partie ist unterbrochen."
        ),
        Lang::En => format!(
            "{c} stops the clock and calls the arbiter (article 6.12.2). The game is interrupted."
        ),
        Lang::Ru => {
            format!("{c}: часы остановлены, вызван арбитр (статья 6.12.2). Партия прервана.")
        }
    }
}

/// A completed illegal move was recorded, with the offender's count so far (7.5.5).
pub fn illegal_recorded(lang: Lang, by: Color, count: u32) -> String {
    let c = colour(lang, by);
    match lang {
        Lang::De => format!("Unzulässiger Zug von {c} festgehalten, Nummer {count}."),
        Lang::En => format!("Illegal move by {c} recorded, number {count}."),
        Lang::Ru => format!("{c}: невозможный ход записан, номер {count}."),
    }
}

/// After an illegal move was taken back: the offender moves again, with the same piece where
/// possible (7.5.3, 4.3).
pub fn illegal_move_again(lang: Lang, by: Color) -> String {
    let c = colour(lang, by);
    match lang {
        Lang::De => format!(
            "{c} ist wieder am Zug und muss, wenn möglich, mit derselben Figur ziehen (Artikel 7.5.3)."
        ),
        Lang::En => format!("{c} moves again, with the same piece where possible (article 7.5.3)."),
        Lang::Ru => format!("{c} снова делают ход, по возможности той же фигурой (статья 7.5.3)."),
    }
}

/// The arbiter's last change was undone by the opposite one (`change` says it).
pub fn reverted(lang: Lang, change: &str) -> String {
    match lang {
        Lang::De => format!("Letzte Änderung des Schiedsrichters widerrufen: {change}"),
        Lang::En => format!("The arbiter's last change undone: {change}"),
        Lang::Ru => format!("Последнее изменение арбитра отменено: {change}"),
    }
}

/// There is no change of the arbiter's to undo.
pub fn nothing_to_revert(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "Keine Änderung des Schiedsrichters an der Uhr, die widerrufen werden kann.",
        Lang::En => "No change of the arbiter's to the clock to undo.",
        Lang::Ru => "Нет изменения часов арбитром, которое можно отменить.",
    }
}

/// An arbiter's setting of a clock, said back before it is confirmed.
pub fn arbiter_set_words(lang: Lang, c: Color, to: &str, now: &str) -> String {
    let c = colour(lang, c);
    match lang {
        Lang::De => format!("{c}: Uhr auf {to} stellen, jetzt {now}."),
        Lang::En => format!("{c}: set the clock to {to}, now {now}."),
        Lang::Ru => format!("{c}: поставить часы на {to}, сейчас {now}."),
    }
}

/// An arbiter's addition of time, said back before it is confirmed.
pub fn arbiter_add_words(lang: Lang, c: Color, amount: &str) -> String {
    let c = colour(lang, c);
    match lang {
        Lang::De => format!("{c}: {amount} dazugeben."),
        Lang::En => format!("{c}: add {amount}."),
        Lang::Ru => format!("{c}: добавить {amount}."),
    }
}

/// An arbiter's deduction of time, said back before it is confirmed.
pub fn arbiter_deduct_words(lang: Lang, c: Color, amount: &str, now: &str) -> String {
    let c = colour(lang, c);
    match lang {
        Lang::De => format!("{c}: {amount} abziehen, jetzt {now}."),
        Lang::En => format!("{c}: take off {amount}, now {now}."),
        Lang::Ru => format!("{c}: снять {amount}, сейчас {now}."),
    }
}

/// An arbiter's illegal-move ruling, said back before it is confirmed.
pub fn arbiter_illegal_words(lang: Lang, c: Color) -> String {
    let c = colour(lang, c);
    match lang {
        Lang::De => format!("{c}: unzulässiger Zug."),
        Lang::En => format!("{c}: illegal move."),
        Lang::Ru => format!("{c}: невозможный ход."),
    }
}

/// The arbiter is asked to confirm a change said back in words (`what`); `ends`: it ends
/// the game.
pub fn arbiter_confirm(lang: Lang, what: &str, ends: bool) -> String {
    match (lang, ends) {
        (Lang::De, true) => {
            format!("{what} Damit endet die Partie. Bestätigen mit ja, verwerfen mit nein.")
        }
        (Lang::De, false) => format!("{what} Bestätigen mit ja, verwerfen mit nein."),
        (Lang::En, true) => {
            format!("{what} This ends the game. Say yes to confirm, no to drop it.")
        }
        (Lang::En, false) => format!("{what} Say yes to confirm, no to drop it."),
        (Lang::Ru, true) => format!("{what} Это завершает партию. Подтвердите: да или нет."),
        (Lang::Ru, false) => format!("{what} Подтвердите: да или нет."),
    }
}

/// The arbiter's change waiting for confirmation was dropped.
pub fn arbiter_dropped(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "Änderung verworfen, nichts geändert.",
        Lang::En => "Change dropped, nothing changed.",
        Lang::Ru => "Изменение отброшено, ничего не изменено.",
    }
}

/// No change has been made to the clock by hand.
pub fn no_adjustments(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "Noch keine Änderungen an der Uhr.",
        Lang::En => "No changes made to the clock yet.",
        Lang::Ru => "Изменений часов ещё не было.",
    }
}

/// One setting of the settings file could not be used; the others apply.
pub fn config_key_ignored(lang: Lang, detail: &str) -> String {
    match lang {
        Lang::De => format!("Einstellung nicht verwendet, die übrigen gelten: {detail}."),
        Lang::En => format!("Setting not used, the others apply: {detail}."),
        Lang::Ru => format!("Настройка не использована, остальные действуют: {detail}."),
    }
}

/// A settings file that could not be used; the built-in defaults apply.
pub fn config_unusable(lang: Lang, detail: &str) -> String {
    match lang {
        Lang::De => {
            format!("Einstellungsdatei nicht verwendet, es gelten die Voreinstellungen: {detail}.")
        }
        Lang::En => format!("Settings file not used, the built-in defaults apply: {detail}."),
        Lang::Ru => {
            format!("Файл настроек не использован, действуют настройки по умолчанию: {detail}.")
        }
    }
}

/// A typed or dictated line longer than the game reads (`max` bytes); nothing was done.
pub fn input_too_long(lang: Lang, max: usize) -> String {
    match lang {
        Lang::De => format!(
            "Diese Eingabe ist zu lang, mehr als {max} Zeichen; nichts wurde ausgeführt. Bitte einen Zug oder einen Befehl."
        ),
        Lang::En => format!(
            "That input is too long, more than {max} characters; nothing was done. Please say one move or one command."
        ),
        Lang::Ru => format!(
            "Слишком длинный ввод, больше {max} знаков; ничего не сделано. Назовите один ход или одну команду."
        ),
    }
}
