//! Every interface sentence of the interactive game, in German, English and Russian.
//! (Move words come from the notation layer; board answers from [`crate::board::phrases`].)

use std::time::Duration;

use shakmaty::Color;

use super::commands::{
    ArbiterAction, Command, CommandWords, HelpTopic, arbiter_action_name, colour_word, name,
    topic_name,
};
use crate::board::phrases::colour;
use crate::clock::ClockError;
use crate::game::{ClaimKind, Ending};
use crate::i18n::msg;
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

/// What a command does, with an example, for the help.
fn describe(lang: Lang, c: Command) -> String {
    use Command::*;
    match c {
        Square => msg::help_square(lang),
        Where => msg::help_where(lang),
        Rank => msg::help_rank(lang),
        File => msg::help_file(lang),
        Diagonal => msg::help_diagonal(lang),
        Attackers => msg::help_attackers(lang),
        Moves => msg::help_moves(lang),
        Last => msg::help_last(lang),
        Turn => msg::help_turn(lang),
        Material => msg::help_material(lang),
        Repeat => msg::help_repeat(lang),
        Clock => msg::help_clock(lang),
        Confirm => msg::help_confirm(lang),
        Correct => msg::help_correct(lang),
        BoardsDiffer => msg::help_boards_differ(lang),
        Undo => msg::help_undo(lang),
        Flip => msg::help_flip(lang),
        Offer => msg::help_offer(lang),
        Accept => msg::help_accept(lang),
        Decline => msg::help_decline(lang),
        Claim => msg::help_claim(lang),
        Resign => msg::help_resign(lang),
        Score => msg::help_score(lang),
        LastMoves => msg::help_last_moves(lang),
        MoveNumber => msg::help_move_number(lang),
        Resume => msg::help_resume(lang),
        New => msg::help_new(lang),
        Arbiter => msg::help_arbiter(lang),
        StopClock => msg::help_stop_clock(lang),
        Adjustments => msg::help_adjustments(lang),
        Help => msg::help_help(lang),
        Quit => msg::help_quit(lang),
    }
}

fn topic_list(lang: Lang) -> String {
    let names: Vec<&str> = HelpTopic::ALL
        .iter()
        .map(|t| topic_name(lang, *t))
        .collect();
    names.join(", ")
}

/// The first answer to `help`: how to announce a move, the topics of the help, how to end the
/// session. The arrow keys are named only where they work (the full-screen view, `arrows`).
pub fn help(lang: Lang, arrows: bool) -> String {
    let example = format!(
        "{} {}",
        name(lang, Command::Help),
        topic_name(lang, HelpTopic::Board)
    );
    msg::help_intro(
        lang,
        if arrows { "yes" } else { "no" },
        example,
        name(lang, Command::Quit),
        topic_list(lang),
    )
}

/// The help on one topic: each of its commands and what it does (`undo` only where a move can
/// be taken back); the arbiter's topic lists each of the arbiter's commands with an example.
pub fn help_topic(lang: Lang, topic: HelpTopic, can_undo: bool) -> String {
    let mut list: Vec<String> = topic
        .commands()
        .iter()
        .filter(|c| can_undo || **c != Command::Undo)
        .map(|c| msg::help_entry(lang, name(lang, *c), describe(lang, *c)))
        .collect();
    if topic == HelpTopic::Arbiter {
        list.extend(ArbiterAction::ALL.iter().map(|a| arbiter_example(lang, *a)));
    }
    let mut text = msg::help_topic(lang, list.join("; "), topic_name(lang, topic));
    if topic == HelpTopic::Arbiter {
        text.push(' ');
        text.push_str(&msg::help_arbiter_times(lang));
    }
    text
}

/// The help on one command.
pub fn help_command(lang: Lang, command: Command) -> String {
    format!(
        "{}.",
        msg::help_entry(lang, name(lang, command), describe(lang, command))
    )
}

/// Help asked for a word that is neither a topic nor a command.
pub fn help_unknown(lang: Lang, text: &str) -> String {
    msg::help_unknown(lang, text, topic_list(lang))
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
            "Kein Feld: »{text}«. Ein Feld ist eine Linie von Anna bis Hector und eine Reihe von eins bis acht, zum Beispiel Eva vier oder e4."
        ),
        Lang::En => format!(
            "Not a square: \"{text}\". A square is a file a to h and a rank 1 to 8, for example e4."
        ),
        Lang::Ru => format!(
            "Нет такого поля: «{text}». Поле называют вертикалью от Анны до Хектора и горизонталью от айн до ахт, например Ева фир."
        ),
    }
}

/// `rank` got words that are not a rank.
pub fn bad_rank(lang: Lang, text: &str) -> String {
    match lang {
        Lang::De => format!("Keine Reihe: »{text}«. Reihen sind eins bis acht."),
        Lang::En => format!("Not a rank: \"{text}\". Ranks are 1 to 8."),
        Lang::Ru => {
            format!("Нет такой горизонтали: «{text}». Горизонтали называются от айн до ахт.")
        }
    }
}

/// `file` got words that are not a file.
pub fn bad_file(lang: Lang, text: &str) -> String {
    match lang {
        Lang::De => format!("Keine Linie: »{text}«. Linien sind Anna bis Hector (a bis h)."),
        Lang::En => format!("Not a file: \"{text}\". Files are a to h."),
        Lang::Ru => {
            format!("Нет такой вертикали: «{text}». Вертикали называются от Анны до Хектора.")
        }
    }
}

/// `where` got words that are neither a piece nor a colour.
pub fn bad_piece(lang: Lang, text: &str) -> String {
    match lang {
        Lang::De => {
            format!(
                "Keine Figur und keine Farbe: »{text}«. Zum Beispiel wo Springer, oder wo weiß Dame."
            )
        }
        Lang::En => {
            format!(
                "Not a piece or colour: \"{text}\". For example where Knight, or where white Queen."
            )
        }
        Lang::Ru => {
            format!("Не фигура и не цвет: «{text}». Например где Шпрингер, или где белые Даме.")
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
        Lang::Ru => ", их ход",
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
        Lang::De => format!("Brett aus Sicht von {}.", colour(lang, side)),
        Lang::En => format!("Board shown from {}'s side.", colour(lang, side)),
        Lang::Ru => format!("Доска с точки зрения {}.", side.fold_wb("белых", "чёрных")),
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
            let (played, word) = match (n % 10, n % 100) {
                (1, r) if r != 11 => ("сыгран", "полуход"),
                (2..=4, r) if !(12..=14).contains(&r) => ("сыграно", "полухода"),
                _ => ("сыграно", "полуходов"),
            };
            let last = s
                .last
                .as_ref()
                .map(|l| format!(", последний ход: {l}"))
                .unwrap_or_default();
            format!(
                "{played} {n} {word}{last}. Ход за {}, ход {}",
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
            "Найдена прерванная партия: {text}. Чтобы продолжить её, скажите «продолжить»; ход или слово «новая» начинает новую партию."
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
            "Die Partie läuft noch. Erst aufgeben oder Remis vereinbaren, oder die Sitzung beenden; die Partie bleibt im Spielprotokoll."
        }
        Lang::En => {
            "The game is still in progress. Resign or agree a draw first, or end the session; the game stays in the journal."
        }
        Lang::Ru => {
            "Партия ещё идёт. Сначала сдайтесь или договоритесь о ничьей, или закончите сеанс; партия сохранится в журнале партии."
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
            "Партия окончена, ходы больше не принимаются. {what} Слово «новая» начинает новую партию; вопросы по-прежнему работают."
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

/// Why the game or its record refused something, in words (the rules layer's reasons by
/// their type, never its English text). `Over` and the draw-offer errors have their own
/// sentences ([`already_over`], [`no_offer`], …), which the caller chooses first.
pub fn refused(lang: Lang, e: &crate::scoresheet::ApplyError) -> String {
    use crate::game::GameError;
    use crate::scoresheet::ApplyError;
    match e {
        ApplyError::Game(GameError::NotYourMove) => msg::game_error_not_your_move(lang),
        ApplyError::Game(GameError::ArbiterConsentNeeded) => msg::game_error_consent_needed(lang),
        ApplyError::Game(GameError::Illegal(m)) => illegal_move(lang, &m.0),
        ApplyError::NothingToTakeBack => msg::game_error_nothing_to_take_back(lang),
        ApplyError::NothingAnnounced => msg::game_error_nothing_announced(lang),
        ApplyError::AlreadyAnnounced => msg::game_error_already_announced(lang),
        ApplyError::NoSuchPly(n) => msg::game_error_no_such_ply(lang, *n),
        ApplyError::NotTheAnnouncedMove(m) => msg::game_error_not_announced_move(lang, m.as_str()),
        _ => msg::game_error_record(lang),
    }
}

/// A move that is not legal here, named by its squares in the session's words.
pub fn illegal_move(lang: Lang, m: &shakmaty::Move) -> String {
    let v = crate::notation::lexicon::vocabulary(lang);
    let squares: Vec<String> = [m.from(), Some(m.to())]
        .into_iter()
        .flatten()
        .map(|sq| v.square(sq))
        .collect();
    msg::game_error_illegal(lang, squares.join(" "))
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
        Lang::De => "Es liegt kein Remisangebot vor.",
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
        Lang::De => "Es liegt bereits ein Remisangebot vor.",
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
        Lang::Ru => format!("{c} предлагают ничью. Ответьте «принять» или «отклонить»."),
    }
}

/// A draw offer was declined.
pub fn declined(lang: Lang, by: Color) -> String {
    let c = colour(lang, by);
    match lang {
        Lang::De => format!("{c} lehnt das Remisangebot ab. Die Partie geht weiter."),
        Lang::En => format!("{c} declines the draw offer. The game goes on."),
        Lang::Ru => format!("{c} отклоняют ничью. Партия продолжается."),
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
        Lang::Ru => format!("{c} потребовали ничью неправомерно: {k}."),
    };
    if let Some((to, d)) = penalty {
        let to = colour(lang, to);
        let d = sheet_phrases::duration(lang, d);
        text.push(' ');
        text.push_str(&match lang {
            Lang::De => format!("{to} erhält {d} dazu (Artikel 9.5.3)."),
            Lang::En => format!("{d} added to {to} (article 9.5.3)."),
            Lang::Ru => format!("{to} получают ещё {d} (статья 9.5.3)."),
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
        Lang::De => format!("Keine Zugnummer: »{text}«. Zum Beispiel zug 12 oder letzte 5."),
        Lang::En => format!("Not a move number: \"{text}\". For example move 12 or recent 5."),
        Lang::Ru => format!("Нет номера хода: «{text}». Например: ход 12 или последние 5."),
    }
}

/// The journal cannot be written: play goes on, unrecorded on disk.
pub fn journal_failed(lang: Lang, why: &str) -> String {
    match lang {
        Lang::De => format!(
            "Achtung: das Spielprotokoll kann nicht gespeichert werden ({why}). Die Partie geht weiter, wird aber nicht auf der Festplatte gesichert."
        ),
        Lang::En => format!(
            "Warning: the game journal cannot be saved ({why}). The game goes on but is not saved to disk."
        ),
        Lang::Ru => format!(
            "Внимание: журнал партии не сохраняется ({why}). Партия продолжается, но на диск не записывается."
        ),
    }
}

/// The last game in the journal cannot be read at all (the file is left as it is): the
/// sentence to say, and the technical detail for the transcript.
pub fn journal_unreadable(lang: Lang, why: &str) -> (String, Option<String>) {
    (
        msg::journal_unreadable(lang),
        Some(msg::journal_detail(lang, why)),
    )
}

/// What journal recovery noticed, in words of the session's language; the reason the journal
/// layer gives (the system's words) goes to the transcript only, as the second part.
pub fn replay_warning(lang: Lang, w: &crate::journal::ReplayWarning) -> (String, Option<String>) {
    use crate::journal::ReplayWarning;
    match w {
        ReplayWarning::TornLastLine { line } => (msg::journal_torn_line(lang, *line), None),
        ReplayWarning::DamagedLine { line, reason } => (
            msg::journal_damaged_line(lang, *line),
            Some(msg::journal_detail(lang, reason.as_str())),
        ),
        ReplayWarning::Stopped { line, reason, rest } => (
            msg::journal_stopped(lang, *line, *rest),
            Some(msg::journal_detail(lang, reason.as_str())),
        ),
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
        Lang::Ru => format!(
            "Команда арбитра не распознана. Варианты: {}.",
            list.join("; ")
        ),
    }
}

/// One arbiter's command as an example ("arbiter time white 1:25:00").
pub fn arbiter_example(lang: Lang, action: ArbiterAction) -> String {
    if let Some((_, example)) = CommandWords::of(lang)
        .arbiter_examples
        .iter()
        .find(|(a, _)| *a == action)
    {
        return format!("{} {example}", name(lang, Command::Arbiter));
    }
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
    let hint = if times {
        format!(" {}", msg::help_arbiter_times(lang))
    } else {
        String::new()
    };
    match lang {
        Lang::De => {
            format!("Nicht verstanden: »{text}«. Nichts geändert. Beispiel: {example}.{hint}")
        }
        Lang::En => {
            format!("Not understood: \"{text}\". Nothing changed. For example: {example}.{hint}")
        }
        Lang::Ru => {
            format!("Не распознано: «{text}». Ничего не изменено. Например: {example}.{hint}")
        }
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
            format!("{c} останавливают часы и вызывают арбитра (статья 6.12.2). Партия прервана.")
        }
    }
}

/// A completed illegal move was recorded, with the offender's count so far (7.5.5).
pub fn illegal_recorded(lang: Lang, by: Color, count: u32) -> String {
    let c = colour(lang, by);
    match lang {
        Lang::De => format!("Regelwidriger Zug von {c} festgehalten, Nummer {count}."),
        Lang::En => format!("Illegal move by {c} recorded, number {count}."),
        Lang::Ru => format!("{c} сделали невозможный ход, он записан под номером {count}."),
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
        Lang::De => format!("{c}: regelwidriger Zug."),
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

/// One setting of the settings file could not be used (on `line`, 0 when not known); the
/// others apply. The second part is the technical detail, for the transcript only.
pub fn config_key_ignored(lang: Lang, line: usize, detail: &str) -> (String, Option<String>) {
    (
        msg::config_setting_ignored(lang, line),
        Some(msg::config_detail(lang, detail)),
    )
}

/// A settings file that could not be used; the built-in defaults apply. The second part is
/// the technical detail, for the transcript only.
pub fn config_unusable(lang: Lang, detail: &str) -> (String, Option<String>) {
    (
        msg::config_unreadable(lang),
        Some(msg::config_detail(lang, detail)),
    )
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
