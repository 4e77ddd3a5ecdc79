//! Every interface sentence of the interactive game, in German, English and Russian.
//! (Move words come from the notation layer; board answers from [`crate::board::phrases`].)

use shakmaty::{Color, KnownOutcome};

use super::commands::{Command, HELP_ORDER, name};
use crate::board::phrases::colour;
use crate::lang::Lang;

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
        (Lang::De, Undo) => "den letzten Zug zurücknehmen",
        (Lang::De, Flip) => "das Brett von der anderen Seite zeigen",
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
        (Lang::En, Undo) => "take back the last move",
        (Lang::En, Flip) => "show the board from the other side",
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
        (Lang::Ru, Undo) => "взять последний ход назад",
        (Lang::Ru, Flip) => "показать доску с другой стороны",
        (Lang::Ru, Help) => "эта справка",
        (Lang::Ru, Quit) => "закончить",
    }
}

/// The help text: how to enter a move, then every command available now.
pub fn help(lang: Lang, can_undo: bool) -> String {
    let head = match lang {
        Lang::De => {
            "Einen Zug ansagen, z. B. Springer Felix drei oder Sf3. Pfeiltasten bewegen den Feldzeiger. Befehle:"
        }
        Lang::En => {
            "Announce a move, e.g. Knight f3 or Nf3. Arrow keys move the square cursor. Commands:"
        }
        Lang::Ru => {
            "Назовите ход, например: Шпрингер Феликс драй или Кf3. Стрелки двигают курсор по полям. Команды:"
        }
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

/// The game is over.
pub fn outcome(lang: Lang, o: KnownOutcome, stalemate: bool) -> String {
    match (lang, o.winner()) {
        (Lang::De, Some(c)) => format!("Partie zu Ende: {} gewinnt.", colour(lang, c)),
        (Lang::En, Some(c)) => format!("Game over: {} wins.", colour(lang, c)),
        (Lang::Ru, Some(c)) => format!("Партия окончена: победили {}.", colour(lang, c)),
        (Lang::De, None) if stalemate => "Patt. Partie remis.".into(),
        (Lang::En, None) if stalemate => "Stalemate. The game is drawn.".into(),
        (Lang::Ru, None) if stalemate => "Пат. Ничья.".into(),
        (Lang::De, None) => "Partie remis.".into(),
        (Lang::En, None) => "The game is drawn.".into(),
        (Lang::Ru, None) => "Ничья.".into(),
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
