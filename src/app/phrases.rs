//! Every interface sentence of the interactive game: thin calls into the message catalogue
//! (`locales/<code>.ftl`, messages `game-…`, `help-…`, `journal-…`, `config-…`). Move words
//! come from the notation layer; board answers from [`crate::board::phrases`]. A side is passed
//! to the catalogue by its key (`white`, `black`): each language says it in the form its
//! sentence needs.

use std::time::Duration;

use shakmaty::Color;

use super::commands::{
    ArbiterAction, Command, CommandWords, HelpTopic, arbiter_action_name, colour_word, name,
    topic_name,
};
use crate::clock::ClockError;
use crate::game::{ClaimKind, Ending};
use crate::i18n::colour_key;
use crate::i18n::msg;
use crate::lang::Lang;
use crate::refusal::Refusal;
use crate::scoresheet::phrases as sheet_phrases;

/// The first thing said when a game starts.
pub fn greeting(lang: Lang, to_move: Color) -> String {
    msg::game_greeting(lang, colour_key(to_move))
}

/// The prompt after the lines of line mode at a terminal: the side to move, or that the game
/// is over.
pub fn line_prompt(state: &super::core::State) -> String {
    use shakmaty::Position;
    let game = state.game();
    if game.is_over() {
        msg::line_prompt_over(state.lang)
    } else {
        msg::line_prompt(state.lang, colour_key(game.position().turn()))
    }
}

/// What rochade does for the player's screen reader, said once at the start: `found` (one
/// runs; else the player asked for it), `full_screen` (the view drawn for it; else lines),
/// `own_voice` (rochade speaks too; else its voice stays quiet).
pub fn screen_reader_start(lang: Lang, found: bool, full_screen: bool, own_voice: bool) -> String {
    // The catalogue's variables in alphabetical order: view, voice, why.
    msg::screen_reader_start(
        lang,
        if full_screen { "screen" } else { "lines" },
        if own_voice { "own" } else { "quiet" },
        if found { "found" } else { "asked" },
    )
}

/// A line that is neither a command nor a move: the notation layer's explanation, then where to
/// find the commands.
pub fn not_understood(lang: Lang, why: &str) -> String {
    msg::game_not_understood(lang, why)
}

fn or_dash(text: &str) -> &str {
    if text.is_empty() { "—" } else { text }
}

/// A command needs a square and got words that are not one.
pub fn bad_square(lang: Lang, text: &str) -> String {
    // No square at all: asked for, not called wrong.
    if text.trim().is_empty() {
        return msg::game_which_square(lang);
    }
    msg::game_bad_square(lang, or_dash(text))
}

/// `rank` got words that are not a rank.
pub fn bad_rank(lang: Lang, text: &str) -> String {
    msg::game_bad_rank(lang, or_dash(text))
}

/// `file` got words that are not a file.
pub fn bad_file(lang: Lang, text: &str) -> String {
    msg::game_bad_file(lang, or_dash(text))
}

/// `where` got words that are neither a piece nor a colour.
pub fn bad_piece(lang: Lang, text: &str) -> String {
    msg::game_bad_piece(lang, or_dash(text))
}

/// Nothing has been announced yet to repeat.
pub fn nothing_to_repeat(lang: Lang) -> String {
    msg::game_nothing_to_repeat(lang)
}

/// The clock is not connected yet.
pub fn no_clock(lang: Lang) -> String {
    msg::game_no_clock(lang)
}

/// The words after the time of the side whose clock runs, in the clock line (with the space
/// before them).
pub fn to_move_mark(lang: Lang, c: Color) -> String {
    format!(" {}", msg::game_to_move_mark(lang, colour_key(c)))
}

/// The placeholder shown in the clock area.
pub fn clock_placeholder(lang: Lang) -> String {
    msg::game_clock_placeholder(lang)
}

/// A move was taken back.
/// The engine's hint: the best move it sees for the player, in words.
pub fn hint(lang: Lang, words: &str) -> String {
    msg::game_hint(lang, words)
}

/// `hint` in a tournament game: no engine may help there (Article 11.3).
pub fn hint_in_event(lang: Lang) -> String {
    msg::game_hint_event(lang).to_owned()
}

/// The talking clock with a DGT clock on the electronic board: its times (which the clock
/// says), whose runs or that it stands; rochade's own clock is not said.
pub fn board_clock(lang: Lang, clock: &crate::app::core::BoardClock) -> String {
    use crate::clock::phrases::remaining;
    let Some((white, black)) = clock.by_color() else {
        return String::new();
    };
    let mut said = msg::clock_report_board(lang, remaining(black, lang), remaining(white, lang));
    match clock.running() {
        Some(side) if clock.times.running => {
            said.push(' ');
            said.push_str(&msg::clock_report_running(lang, colour_key(side)));
        }
        _ => {
            said.push(' ');
            said.push_str(&msg::clock_report_paused(lang));
        }
    }
    said
}

/// `--engine` in a build without the engine.
pub fn engine_not_built(lang: Lang) -> String {
    msg::game_engine_not_built(lang).to_owned()
}

/// `engine restart`: the engine is started again from the game's position.
pub fn engine_restarting(lang: Lang) -> String {
    msg::game_engine_restart(lang).to_owned()
}

/// `engine restart` while the engine plays.
pub fn engine_restart_playing(lang: Lang) -> String {
    msg::game_engine_restart_playing(lang).to_owned()
}

/// `engine restart` in a game no engine played (or in a tournament game, where none may).
pub fn engine_restart_none(lang: Lang) -> String {
    msg::game_engine_restart_none(lang).to_owned()
}

/// `hint` in a game no engine plays.
pub fn hint_without_engine(lang: Lang) -> String {
    msg::game_hint_no_engine(lang).to_owned()
}

/// `hint` while it is not the player's move (or no move can be made).
pub fn hint_not_now(lang: Lang) -> String {
    msg::game_hint_not_now(lang).to_owned()
}

/// A move taken back, said in words.
pub fn undone(lang: Lang, words: &str) -> String {
    msg::game_undone(lang, words)
}

/// The board is shown from the other side.
pub fn flipped(lang: Lang, side: Color) -> String {
    msg::game_flipped(lang, colour_key(side))
}

/// The session ends.
pub fn goodbye(lang: Lang) -> String {
    msg::game_goodbye(lang)
}

pub use crate::ui::too_small;

/// Titles of the screen's panes.
pub fn title(lang: Lang, pane: Pane) -> String {
    match pane {
        Pane::Board => msg::game_pane_board(lang),
        Pane::Moves => msg::game_pane_moves(lang),
        Pane::Transcript => msg::game_pane_transcript(lang),
        Pane::Input => msg::game_pane_input(lang),
    }
}

/// The legend under the board: how pieces are written.
pub fn legend(lang: Lang) -> String {
    msg::game_legend(lang)
}

fn summary_text(lang: Lang, s: &Summary) -> String {
    msg::game_summary(
        lang,
        colour_key(s.to_move),
        s.last.as_deref().unwrap_or("none"),
        s.number,
        s.plies,
    )
}

/// An unfinished game was found: how far it came and how to continue it or start anew.
pub fn resume_offer(lang: Lang, s: &Summary) -> String {
    msg::game_resume_offer(lang, summary_text(lang, s))
}

/// The command line's time control replaces the event's, with the event's allowances and
/// penalties.
pub fn time_control_with_event(lang: Lang, text: &str) -> String {
    msg::start_time_control_with_event(lang, text)
}

/// "new" while an interrupted game is offered: start anew instead? (yes or no)
pub fn new_game_question(lang: Lang, s: &Summary) -> String {
    msg::game_new_question(lang, summary_text(lang, s))
}

/// No new game after all: the interrupted game is still offered.
pub fn new_game_dropped(lang: Lang) -> String {
    msg::game_new_dropped(lang)
}

/// A move typed while an interrupted game is offered that is no move of that game.
pub fn resume_or_new(lang: Lang, s: &Summary) -> String {
    msg::game_resume_or_new(lang, summary_text(lang, s))
}

/// The game from the journal is continued.
pub fn resumed(lang: Lang, s: &Summary) -> String {
    msg::game_resumed(lang, summary_text(lang, s))
}

/// The host's clock starts, both boards being there.
pub fn clock_started(lang: Lang, to_move: Color) -> String {
    msg::game_clock_started(lang, colour_key(to_move))
}

/// Both boards are there, and the event wants the arbiter to start the clock.
pub fn clock_waits_for_arbiter(lang: Lang) -> String {
    msg::game_clock_waits_for_arbiter(lang)
}

/// On a joined board, the event wants the arbiter to start the clock: said to the arbiter on
/// the arbiter's own board (`arbiter_here`), else of the arbiter; never "both boards are
/// here", which a joined board cannot know (the arbiter's board heard it with only the host
/// connected, language-3, row 30).
pub fn clock_waits_joined(lang: Lang, arbiter_here: bool) -> String {
    msg::game_clock_waits_joined(lang, if arbiter_here { "arbiter" } else { "other" })
}

/// On a joined board: the host's clock has started, for whatever reason (the opponent's
/// board joined, or the arbiter started it); "both boards are here" would be false when only
/// the arbiter's board is (language-3, R3).
pub fn clock_starts(lang: Lang, to_move: Color) -> String {
    msg::game_clock_starts(lang, colour_key(to_move))
}

/// The arbiter (or the host as arbiter) starts a hosted game's clock before the opponent's
/// board is there.
pub fn clock_started_by_arbiter(lang: Lang, to_move: Color) -> String {
    msg::game_clock_started_by_arbiter(lang, colour_key(to_move))
}

/// A joined board that came back (restarted, or joined mid-game): where the game stands.
pub fn back_in_game(lang: Lang, number: u32, s: &Summary) -> String {
    msg::game_back_in_game(lang, number, summary_text(lang, s))
}

/// "resume" with no game to continue.
pub fn nothing_to_resume(lang: Lang) -> String {
    msg::game_nothing_to_resume(lang)
}

/// "new" while a game is being played.
pub fn game_in_progress(lang: Lang) -> String {
    msg::game_in_progress(lang)
}

pub use crate::scoresheet::phrases::game_over;

/// A move or action after the end of the game.
pub fn already_over(lang: Lang, e: &Ending) -> String {
    msg::game_already_over(lang, sheet_phrases::ending(lang, e))
}

/// A move announced, said back in Appendix D words, and the opponent asked to confirm it
/// (D.2.1).
pub fn announced(lang: Lang, by: Color, words: &str) -> String {
    msg::game_announced(lang, colour_key(by), words)
}

/// A move typed at the arbiter's board: only the players move.
pub fn only_players_move(lang: Lang) -> String {
    msg::game_only_players_move(lang)
}

/// A player's request typed at the arbiter's joined board: only the players do that.
pub fn only_players(lang: Lang) -> String {
    msg::game_only_players(lang)
}

/// A resignation typed at the arbiter's joined board: only the players resign.
pub fn only_players_resign(lang: Lang) -> String {
    msg::game_only_players_resign(lang)
}

/// A reply typed while the announced move waits for its confirmation: the opponent of
/// `by` confirms it first (D.2.1).
pub fn confirm_first(lang: Lang, by: Color, words: &str) -> String {
    msg::game_confirm_first(lang, colour_key(by), words)
}

/// The mover corrected the announced move before it was completed (D.2.8).
pub fn corrected(lang: Lang, by: Color, words: &str, old: &str) -> String {
    msg::game_corrected(lang, colour_key(by), old, words)
}

/// The opponent repeated another move than the one announced: nothing is completed.
pub fn repeat_differs(lang: Lang, by: Color, announced: &str, repeated: &str) -> String {
    msg::game_repeat_differs(lang, announced, colour_key(by), repeated)
}

/// A confirmation or correction with no move announced.
pub fn nothing_announced(lang: Lang) -> String {
    msg::game_nothing_announced(lang)
}

/// A correction after the move was completed.
pub fn correction_too_late(lang: Lang) -> String {
    msg::game_correction_too_late(lang)
}

/// A correction to the very move already announced.
pub fn correction_same(lang: Lang, words: &str) -> String {
    msg::game_correction_same(lang, words)
}

/// The board of `colour`, which confirms the move announced, is not connected (said on the
/// host).
pub fn confirmer_away(lang: Lang, colour: Color) -> String {
    msg::game_confirmer_away(lang, colour_key(colour))
}

/// The announced move still waits for the opponent's confirmation.
pub fn not_confirmed(lang: Lang, by: Color, words: &str) -> String {
    msg::game_not_confirmed(lang, colour_key(by), words)
}

/// A player reported that the boards differ (D.2.9).
pub fn boards_differ(lang: Lang, by: Color) -> String {
    msg::game_boards_differ(lang, colour_key(by))
}

fn list_or_none(list: &[String], sep: &str) -> String {
    if list.is_empty() {
        "none".to_owned()
    } else {
        list.join(sep)
    }
}

/// The arbiter confirmed the position after move `number` of `c`; `taken` are the moves
/// taken back, in words (D.2.9).
pub fn reconciled(lang: Lang, c: Color, number: u32, taken: &[String]) -> String {
    msg::game_reconciled(lang, colour_key(c), number, list_or_none(taken, ", "))
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
    if ours.is_empty() && theirs.is_empty() {
        return msg::game_scoresheets_agree(lang);
    }
    msg::game_scoresheets_compared(
        lang,
        agreed,
        list_or_none(ours, ", "),
        list_or_none(theirs, ", "),
    )
}

/// The squares to set right on the board after the arbiter's decision (D.2.9), each with
/// what stands there now.
pub fn squares_to_correct(lang: Lang, squares: &[String]) -> String {
    msg::game_squares_to_correct(lang, squares.join("; "))
}

/// The game has no move `number` of `c` to continue from.
pub fn no_such_position(lang: Lang, c: Color, number: u32) -> String {
    msg::game_no_such_position(lang, colour_key(c), number)
}

/// The words for a role at the partner's board, with its colour.
fn role_words(lang: Lang, role: crate::record::Role, side: Option<Color>) -> String {
    use crate::record::Role;
    let role = match (role, side) {
        (Role::Opponent, Some(_)) => "opponent",
        (Role::Assistant, Some(_)) => "assistant",
        (Role::Arbiter, _) => "arbiter",
        _ => "viewer",
    };
    msg::game_role(lang, side.map_or("none", colour_key), role)
}

/// A board's name, said only inside a fixed frame (", named “…”"), so that a name that is a
/// sentence never sounds like a game event; nothing without a name.
fn name_part(lang: Lang, name: Option<&str>) -> String {
    name.and_then(crate::app::pairings::clean_name)
        .map(|n| msg::game_peer_name(lang, n))
        .unwrap_or_default()
}

/// A paired board's role said back to the host ("Black, the opponent").
fn paired_words(lang: Lang, p: &crate::app::core::Paired) -> String {
    role_words(lang, p.role, p.side)
}

/// The host keeps a returning board's role: what it asked for is not given.
pub fn role_kept(
    lang: Lang,
    kept: &crate::app::core::Paired,
    asked: crate::record::Role,
    asked_side: Option<Color>,
) -> String {
    msg::game_role_kept(
        lang,
        role_words(lang, asked, asked_side),
        name_part(lang, kept.name.as_deref()),
        paired_words(lang, kept),
    )
}

/// Said to a returning board whose hello asked for another role than the host keeps.
pub fn role_kept_here(lang: Lang, role: crate::record::Role, side: Option<Color>) -> String {
    msg::game_role_kept_here(lang, role_words(lang, role, side))
}

/// A board paired again with the code and now has another role or side.
pub fn role_changed(
    lang: Lang,
    before: &crate::app::core::Paired,
    after: &crate::app::core::Paired,
) -> String {
    msg::game_role_changed(
        lang,
        paired_words(lang, after),
        paired_words(lang, before),
        name_part(lang, before.name.as_deref()),
    )
}

/// Said to a board paired for an earlier game that comes back without the new code.
pub fn other_game(lang: Lang) -> String {
    msg::game_other_game(lang)
}

/// The host's board ended the session (said on a joined board).
pub fn host_ended(lang: Lang) -> String {
    msg::game_host_ended(lang)
}

/// `boards` on a board that does not host.
pub fn boards_host_only(lang: Lang) -> String {
    msg::game_boards_host_only(lang)
}

/// The boards paired with the host, one line each, and how to revoke one.
pub fn boards_list(lang: Lang, paired: &[crate::app::core::Paired]) -> Vec<String> {
    if paired.is_empty() {
        return vec![msg::game_boards_none(lang)];
    }
    let mut lines = vec![msg::game_boards_heading(lang, paired.len())];
    for (i, p) in paired.iter().enumerate() {
        lines.push(msg::game_boards_item(
            lang,
            if p.connected { "yes" } else { "no" },
            name_part(lang, p.name.as_deref()),
            i + 1,
            paired_words(lang, p),
        ));
    }
    lines.push(msg::game_boards_how(lang));
    lines
}

/// `revoke` without a number of the list.
pub fn no_such_board(lang: Lang, count: usize) -> String {
    if count == 0 {
        msg::game_boards_none(lang)
    } else {
        msg::game_no_such_board(lang, count)
    }
}

/// A paired board revoked by the host.
pub fn board_revoked(lang: Lang, p: &crate::app::core::Paired) -> String {
    msg::game_board_revoked(
        lang,
        name_part(lang, p.name.as_deref()),
        paired_words(lang, p),
    )
}

/// Someone connected at another board, or came back after a lost connection.
pub fn peer_joined(
    lang: Lang,
    role: crate::record::Role,
    side: Option<Color>,
    name: Option<&str>,
    back: bool,
) -> String {
    msg::game_peer_joined(
        lang,
        if back { "yes" } else { "no" },
        name_part(lang, name),
        role_words(lang, role, side),
    )
}

/// A peer ended its session on purpose: nothing reconnects.
pub fn peer_ended(
    lang: Lang,
    role: crate::record::Role,
    side: Option<Color>,
    name: Option<&str>,
) -> String {
    msg::game_peer_ended(lang, name_part(lang, name), role_words(lang, role, side))
}

/// A peer's connection was lost; rochade reconnects.
pub fn peer_left(
    lang: Lang,
    role: crate::record::Role,
    side: Option<Color>,
    name: Option<&str>,
) -> String {
    msg::game_peer_left(lang, name_part(lang, name), role_words(lang, role, side))
}

/// A request from the other board whose move is not legal here (the boards differ?).
pub fn request_not_legal(lang: Lang) -> String {
    msg::game_request_not_legal(lang)
}

/// A request that crossed a change on the host's board: refused, to be said again.
pub fn request_stale(lang: Lang) -> String {
    msg::game_request_stale(lang)
}

/// A confirmation that crossed the mover's correction.
pub fn request_after_correction(lang: Lang) -> String {
    msg::game_request_corrected(lang)
}

/// A request made in another game than the host's.
pub fn request_other_game(lang: Lang) -> String {
    msg::game_request_other_game(lang)
}

/// A request the host did not carry out and said nothing about.
pub fn request_not_done(lang: Lang) -> String {
    msg::game_request_not_done(lang)
}

/// A joined board's request before the host's game arrived.
pub fn no_game_yet(lang: Lang) -> String {
    msg::game_no_game_yet(lang)
}

/// The first move was made while an unfinished game was offered: it went into a new game.
pub fn new_game_instead(lang: Lang) -> String {
    msg::game_new_game_instead(lang)
}

/// A joined board is connected to the host, as `role` for `side`.
pub fn connected_to_host(
    lang: Lang,
    role: crate::record::Role,
    side: Option<Color>,
    name: Option<&str>,
) -> String {
    msg::game_connected_to_host(lang, name_part(lang, name), role_words(lang, role, side))
}

/// What the network adapter reports, in words.
pub fn net_notice(lang: Lang, n: crate::app::core::NetNotice) -> String {
    use crate::app::core::NetNotice::*;
    match n {
        WrongCodeTried => msg::game_net_wrong_code_tried(lang),
        PairingLocked => msg::game_net_pairing_locked(lang),
        UnknownBoard => msg::game_net_unknown_board(lang),
        WrongCode => msg::game_net_wrong_code(lang),
        NotAccepted => msg::game_net_not_accepted(lang),
        Lost => msg::game_net_lost(lang),
        Locked { secs } => {
            let d = crate::clock::phrases::duration(Duration::from_secs(secs.max(1)), lang);
            msg::game_net_locked(lang, d)
        }
        OtherGameBoard => msg::game_net_other_game_board(lang),
        HostEnded => msg::game_host_ended(lang),
        Revoked => msg::game_revoked_here(lang),
        OtherVersion { theirs } => {
            msg::game_net_other_version(lang, crate::net::message::VERSION, theirs)
        }
    }
}

/// This board hosts the game: the pairing code in square words, and the port.
pub fn hosting(lang: Lang, code: &str, port: u16) -> String {
    msg::game_hosting(lang, code, port)
}

/// The host's first printed line: the pairing code as the one token typed on the other board
/// (`rochade join --code TOKEN`), after a colon and a space.
pub fn host_code_line(lang: Lang, token: &str) -> String {
    msg::game_host_code_line(lang, token)
}

/// The host's second printed line: the address it listens on (`rochade join ADDRESS`), after
/// a colon and a space.
pub fn host_address_line(lang: Lang, address: &str) -> String {
    msg::game_host_address_line(lang, address)
}

/// This board joins the game at `addr`.
pub fn joining(lang: Lang, addr: &str) -> String {
    msg::game_joining(lang, addr)
}

/// A joined board's clock report while the host cannot be reached ("seit einer Minute",
/// "уже одну минуту": the duration after a preposition).
pub fn contact_lost(lang: Lang, secs: u64) -> String {
    let d = crate::clock::phrases::duration_within(Duration::from_secs(secs), lang);
    msg::game_contact_lost(lang, d)
}

/// A listener asked for a change.
pub fn viewer_only_listens(lang: Lang) -> String {
    msg::game_viewer_only_listens(lang)
}

/// Why something was not done, in words of `lang`: the one wording of every
/// [`Refusal`], whichever board decided it. `pos` is the position of the game this board
/// holds (a move the refusal names is said in words of it).
pub fn refusal(lang: Lang, pos: &shakmaty::Chess, r: &Refusal) -> String {
    match r {
        Refusal::Forbidden(why) => forbidden(lang, *why),
        Refusal::Over(ending) => already_over(lang, ending),
        Refusal::Interrupted => interrupted(lang),
        Refusal::NoOffer => no_offer(lang),
        Refusal::NothingAnnounced => nothing_announced(lang),
        Refusal::CorrectionTooLate => correction_too_late(lang),
        Refusal::GameInProgress => game_in_progress(lang),
        Refusal::OwnOffer => own_offer(lang),
        Refusal::OfferStands => offer_stands(lang),
        Refusal::OfferTooEarly(n) => offer_too_early(lang, *n),
        Refusal::NotYourMove => msg::game_error_not_your_move(lang),
        Refusal::ArbiterConsentNeeded => msg::game_error_consent_needed(lang),
        Refusal::DeclaredMoveRequired(u) => match u.to_move(pos) {
            Ok(m) => {
                let w = crate::notation::words(pos, m, lang, crate::notation::Style::default());
                declared_move_required(lang, &w)
            }
            Err(_) => illegal_uci(lang, u),
        },
        Refusal::Illegal(u) => illegal_uci(lang, u),
        Refusal::NotLegalHere => request_not_legal(lang),
        Refusal::NoMoveYet => crate::board::phrases::no_move_yet(lang),
        Refusal::NothingToTakeBack => msg::game_error_nothing_to_take_back(lang),
        Refusal::NoneAnnounced => msg::game_error_nothing_announced(lang),
        Refusal::AlreadyAnnounced => msg::game_error_already_announced(lang),
        Refusal::SameAsAnnounced(u) => match u.to_move(pos) {
            Ok(m) => {
                let w = crate::notation::words(pos, m, lang, crate::notation::Style::default());
                correction_same(lang, &w)
            }
            Err(_) => illegal_uci(lang, u),
        },
        Refusal::NoSuchPly(n) => msg::game_error_no_such_ply(lang, *n),
        Refusal::NotTheAnnouncedMove(m) => msg::game_error_not_announced_move(lang, m.as_str()),
        Refusal::Record => msg::game_error_record(lang),
        Refusal::NoClock => no_clock(lang),
        Refusal::Clock(e) => clock_refused(lang, *e),
        Refusal::NothingToRevert => nothing_to_revert(lang),
        Refusal::NoSuchPosition { side, number } => no_such_position(lang, *side, *number),
        Refusal::NothingToResume => nothing_to_resume(lang),
        Refusal::TakeBackAsked => take_back_asked(lang),
        Refusal::TakeBackNotAsked => take_back_not_asked(lang),
        Refusal::TakeBackDeclined => take_back_declined(lang),
        Refusal::ViewerOnlyListens => viewer_only_listens(lang),
        Refusal::OtherGameState => request_other_game(lang),
        Refusal::AfterCorrection => request_after_correction(lang),
        Refusal::Stale => request_stale(lang),
        Refusal::NotDone => request_not_done(lang),
        Refusal::NoGameYet => no_game_yet(lang),
        Refusal::OtherGame => other_game(lang),
        Refusal::RoleKept { role, side } => role_kept_here(lang, *role, *side),
    }
}

/// Someone asked for something only another person at the table may do.
pub fn forbidden(lang: Lang, why: crate::app::core::Forbidden) -> String {
    use crate::app::core::Forbidden;
    match why {
        Forbidden::ArbiterOnly => msg::game_forbidden_arbiter(lang),
        Forbidden::SideOnly(c) => msg::game_forbidden_side(lang, colour_key(c)),
        Forbidden::ClockOnly => msg::game_forbidden_clock(lang),
    }
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
        Hint => msg::help_hint(lang),
        Listen => msg::help_listen(lang),
        EngineRestart => msg::help_engine_restart(lang),
        Analyse => msg::help_analyse(lang),
        Next => msg::help_next(lang),
        Previous => msg::help_previous(lang),
        NextMistake => msg::help_next_mistake(lang),
        Variation => msg::help_variation(lang),
        BackToGame => msg::help_back_to_game(lang),
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
        Boards => msg::help_boards(lang),
        Revoke => msg::help_revoke(lang),
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
/// session, and where the language is chosen (the option `--lang`, the settings file at
/// `settings_file`, when there is one). The arrow keys are named only where they work (the
/// full-screen view, `arrows`).
pub fn help(lang: Lang, arrows: bool, settings_file: Option<&str>) -> String {
    let example = format!(
        "{} {}",
        name(lang, Command::Help),
        topic_name(lang, HelpTopic::Board)
    );
    msg::help_intro(
        lang,
        if arrows { "yes" } else { "no" },
        example,
        settings_file.unwrap_or("config.toml").to_owned(),
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
        .map(|c| {
            // In the arbiter's own topic the arbiter command does not point to that topic.
            let what = if topic == HelpTopic::Arbiter && *c == Command::Arbiter {
                msg::help_arbiter_in_topic(lang)
            } else {
                describe(lang, *c)
            };
            msg::help_entry(lang, name(lang, *c), what)
        })
        .collect();
    if topic == HelpTopic::Arbiter {
        // One entry per action, as the other topics have: what it does, with the example's
        // values ("arbiter revert" and "arbiter take back" were a bare list, language-3).
        list.extend(ArbiterAction::ALL.iter().map(|a| {
            msg::help_entry(
                lang,
                arbiter_example(lang, *a),
                msg::help_arbiter_action(lang, arbiter_action_key(*a)),
            )
        }));
    }
    let mut text = msg::help_topic(lang, list.join("; "), topic_name(lang, topic));
    if topic == HelpTopic::Arbiter {
        text.push(' ');
        text.push_str(&msg::help_arbiter_times(lang));
    }
    text
}

/// The catalogue's key for an arbiter's action.
fn arbiter_action_key(action: ArbiterAction) -> &'static str {
    match action {
        ArbiterAction::Pause => "pause",
        ArbiterAction::Resume => "resume",
        ArbiterAction::Time => "time",
        ArbiterAction::Moves => "moves",
        ArbiterAction::Add => "add",
        ArbiterAction::Deduct => "deduct",
        ArbiterAction::Illegal => "illegal",
        ArbiterAction::Position => "position",
        ArbiterAction::Revert => "revert",
        ArbiterAction::TakeBack => "take-back",
    }
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

/// A move named by its squares (UCI) that is not legal here, in the session's words.
pub fn illegal_uci(lang: Lang, u: &shakmaty::uci::UciMove) -> String {
    let v = crate::notation::lexicon::vocabulary(lang);
    let squares: Vec<String> = match *u {
        shakmaty::uci::UciMove::Normal { from, to, .. } => vec![v.square(from), v.square(to)],
        shakmaty::uci::UciMove::Put { to, .. } => vec![v.square(to)],
        shakmaty::uci::UciMove::Null => Vec::new(),
    };
    msg::game_error_illegal(lang, squares.join(" "))
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

/// One setting of the settings file at `file` could not be used (on `line`, 0 when not
/// known); the others apply. The second part is the technical detail, for the transcript only.
pub fn config_key_ignored(
    lang: Lang,
    file: &str,
    bad: &super::config::BadSetting,
) -> (String, Option<String>) {
    let why = match bad.expected {
        Some(e) => msg::config_must_be(
            lang,
            msg::config_expected(lang, e.key()),
            msg::config_setting_name(lang, bad.key.as_str()),
        ),
        // The name as the user wrote it, quoted back (invisible characters left out).
        None => match crate::app::pairings::clean_name(&bad.key) {
            Some(key) => msg::config_unknown_setting(lang, &key),
            None => msg::config_unknown_setting_unnamed(lang),
        },
    };
    (
        msg::config_setting_ignored(lang, file, bad.line, why),
        Some(msg::config_detail(lang, &bad.detail)),
    )
}

/// The settings file named by `ROCHADE_CONFIG` does not exist; the built-in defaults apply.
pub fn config_missing(lang: Lang, file: &str) -> String {
    msg::config_missing(lang, file)
}

/// The settings file at `file` could not be used; the built-in defaults apply. The second
/// part is the technical detail, for the transcript only.
pub fn config_unusable(lang: Lang, file: &str, detail: &str) -> (String, Option<String>) {
    (
        msg::config_unreadable(lang, file),
        Some(msg::config_detail(lang, detail)),
    )
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
    /// The last move with its colour, in words ("Schwarz, Springer Felix sechs").
    pub last: Option<String>,
    /// The side to move.
    pub to_move: Color,
    /// The number of the move to be made.
    pub number: u32,
}

/// After a wrong claim with a written move, another move was tried.
pub fn declared_move_required(lang: Lang, words: &str) -> String {
    msg::game_declared_move_required(lang, words)
}

/// "accept"/"decline" with no offer standing.
pub fn no_offer(lang: Lang) -> String {
    msg::game_no_offer(lang)
}

/// A player tried to answer their own offer.
pub fn own_offer(lang: Lang) -> String {
    msg::game_own_offer(lang)
}

/// A second offer while one stands.
pub fn offer_stands(lang: Lang) -> String {
    msg::game_offer_stands(lang)
}

/// An offer before the move the competition allows.
pub fn offer_too_early(lang: Lang, n: u32) -> String {
    msg::game_offer_too_early(lang, n)
}

/// A draw offer was made.
pub fn offered(lang: Lang, by: Color) -> String {
    msg::game_offered(lang, colour_key(by))
}

/// A draw offer as a listener hears it: the event, without the players' instruction.
pub fn offered_to_listener(lang: Lang, by: Color) -> String {
    msg::game_offered_to_listener(lang, colour_key(by))
}

/// A draw offered by the side to move, before its move: it stands, but the Laws ask for an
/// offer after one's own move (9.1.2.1).
pub fn offer_before_move(lang: Lang) -> String {
    msg::game_offer_before_move(lang)
}

/// A draw offer was declined.
pub fn declined(lang: Lang, by: Color) -> String {
    msg::game_declined(lang, colour_key(by))
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
    let mut text =
        msg::game_wrong_claim(lang, colour_key(by), sheet_phrases::claim_kind(lang, kind));
    if let Some((to, d)) = penalty {
        text.push(' ');
        text.push_str(&msg::game_wrong_claim_penalty(
            lang,
            colour_key(to),
            sheet_phrases::duration(lang, d),
        ));
    }
    if let Some(w) = declared {
        text.push(' ');
        text.push_str(&msg::game_wrong_claim_declared(lang, w));
    }
    text
}

/// The move written with a claim cannot be read.
pub fn bad_declared_move(lang: Lang, why: &str) -> String {
    msg::game_bad_declared_move(lang, why)
}

/// A claim whose written move (`said`, in words) was read but cannot be played, and why: not
/// the same as one that cannot be read.
pub fn illegal_declared_move(lang: Lang, said: &str, why: &str) -> String {
    msg::game_illegal_declared_move(lang, said, why)
}

/// A read-back command needs a number.
pub fn bad_number(lang: Lang, text: &str) -> String {
    msg::game_bad_number(lang, or_dash(text))
}

/// The journal cannot be written: play goes on, unrecorded on disk. The sentence, and the
/// technical detail (`why`, the system's words) for the transcript.
pub fn journal_failed(lang: Lang, why: &str) -> (String, Option<String>) {
    (
        msg::game_journal_failed(lang),
        Some(msg::journal_detail(lang, why)),
    )
}

/// How an arbiter's command is said: every action with an example, from the word tables.
pub fn arbiter_usage(lang: Lang) -> String {
    let list: Vec<String> = ArbiterAction::ALL
        .iter()
        .map(|a| arbiter_example(lang, *a))
        .collect();
    msg::game_arbiter_usage(lang, list.join("; "))
}

/// An arbiter's command whose colour or value is missing or wrong: nothing was changed.
pub fn bad_arbiter_arguments(lang: Lang, action: ArbiterAction, text: &str) -> String {
    let mut said =
        msg::game_bad_arbiter_arguments(lang, arbiter_example(lang, action), or_dash(text));
    if matches!(
        action,
        ArbiterAction::Time | ArbiterAction::Add | ArbiterAction::Deduct
    ) {
        said.push(' ');
        said.push_str(&msg::help_arbiter_times(lang));
    }
    said
}

/// The clock cannot do what was asked (already stopped, not stopped, not started).
pub fn clock_refused(lang: Lang, e: ClockError) -> String {
    match e {
        ClockError::Paused => msg::game_clock_paused(lang),
        ClockError::NotPaused => msg::game_clock_not_paused(lang),
        _ => msg::game_clock_not_started(lang),
    }
}

/// The game is interrupted (6.12): the clock is stopped, and moves wait for the arbiter.
pub fn interrupted(lang: Lang) -> String {
    msg::game_interrupted(lang)
}

/// A player stopped the clock to call the arbiter (6.12.2).
pub fn arbiter_called(lang: Lang, by: Color) -> String {
    msg::game_arbiter_called(lang, colour_key(by))
}

/// A completed illegal move was recorded, with the offender's count so far (7.5.5).
pub fn illegal_recorded(lang: Lang, by: Color, count: u32) -> String {
    msg::game_illegal_recorded(lang, colour_key(by), count)
}

/// After an illegal move was taken back: the offender moves again, with the same piece where
/// possible (7.5.1 with 4.3 in the 2018 and 2023 numbering; 7.5.3 is a clock pressed without a
/// move).
pub fn illegal_move_again(lang: Lang, by: Color) -> String {
    msg::game_illegal_move_again(lang, colour_key(by))
}

/// There is no change of the arbiter's to undo.
pub fn nothing_to_revert(lang: Lang) -> String {
    msg::game_nothing_to_revert(lang)
}

/// An arbiter's setting of a clock, said back before it is confirmed.
pub fn arbiter_set_words(lang: Lang, c: Color, to: &str, now: &str) -> String {
    msg::game_arbiter_set(lang, colour_key(c), now, to)
}

/// An arbiter's addition of time, said back before it is confirmed.
pub fn arbiter_add_words(lang: Lang, c: Color, amount: &str) -> String {
    msg::game_arbiter_add(lang, amount, colour_key(c))
}

/// An arbiter's deduction of time, said back before it is confirmed.
pub fn arbiter_deduct_words(lang: Lang, c: Color, amount: &str, now: &str) -> String {
    msg::game_arbiter_deduct(lang, amount, colour_key(c), now)
}

/// An arbiter's illegal-move ruling, said back before it is confirmed.
pub fn arbiter_illegal_words(lang: Lang, c: Color) -> String {
    msg::game_arbiter_illegal(lang, colour_key(c))
}

/// The arbiter is asked to confirm a change said back in words (`what`); `ends`: it ends
/// the game.
pub fn arbiter_confirm(lang: Lang, what: &str, ends: bool) -> String {
    msg::game_arbiter_confirm(lang, if ends { "yes" } else { "no" }, what)
}

/// An arbiter's command at a player's keyboard: the code, please (not shown).
pub fn arbiter_code_ask(lang: Lang) -> String {
    msg::arbiter_code_ask(lang)
}

/// A wrong arbiter's code: nothing changed.
pub fn arbiter_code_wrong(lang: Lang) -> String {
    msg::arbiter_code_wrong(lang)
}

/// After wrong codes the arbiter's commands wait `wait` more.
pub fn arbiter_code_locked(lang: Lang, wait: Duration) -> String {
    // Whole seconds, rounded up: never "0 seconds" while it still waits.
    let secs = Duration::from_secs(wait.as_secs() + u64::from(wait.subsec_nanos() > 0));
    msg::arbiter_code_locked(lang, crate::clock::phrases::duration_object(secs, lang))
}

/// The question for the arbiter's code lapsed: the command is dropped.
pub fn arbiter_code_lapsed(lang: Lang) -> String {
    msg::arbiter_code_lapsed(lang)
}

/// At a host's keyboard in an event without an arbiter's code: the arbiter rules from the
/// arbiter's own board.
pub fn arbiter_own_board(lang: Lang) -> String {
    msg::arbiter_own_board(lang)
}

/// The game's event set an arbiter's code, and this session has no profile to check it.
pub fn arbiter_code_missing(lang: Lang) -> String {
    msg::arbiter_code_missing(lang)
}

/// The arbiter's change waiting for confirmation was dropped.
pub fn arbiter_dropped(lang: Lang) -> String {
    msg::game_arbiter_dropped(lang)
}

/// `by` resigns: the game ends; yes or no?
pub fn resign_question(lang: Lang, by: Color) -> String {
    msg::game_resign_question(lang, colour_key(by))
}

/// The resignation was not confirmed.
pub fn resign_dropped(lang: Lang) -> String {
    msg::game_resign_dropped(lang)
}

/// `by` asks to take back its move `words`; does the opponent agree?
pub fn take_back_question(lang: Lang, by: Color, words: &str) -> String {
    msg::game_take_back_question(lang, colour_key(by), words)
}

/// The opponent did not agree to take the move back.
pub fn take_back_declined(lang: Lang) -> String {
    msg::game_take_back_declined(lang)
}

/// Between two boards: the opponent is asked to agree to the take-back.
pub fn take_back_asked(lang: Lang) -> String {
    msg::game_take_back_asked(lang)
}

/// An answer to a take-back that nobody asked for (or that the game has gone past).
pub fn take_back_not_asked(lang: Lang) -> String {
    msg::game_take_back_not_asked(lang)
}

/// No change has been made to the clock by hand.
pub fn no_adjustments(lang: Lang) -> String {
    msg::game_no_adjustments(lang)
}

/// A typed or dictated line longer than the game reads (`max` bytes); nothing was done.
pub fn input_too_long(lang: Lang, max: usize) -> String {
    msg::game_input_too_long(lang, max)
}

/// The electronic board was opened and its position is read.
pub fn eboard_connected(lang: Lang) -> String {
    msg::eboard_connected(lang)
}

/// The electronic board cannot be reached (said once, until it is back), with the system's
/// words for the transcript only.
pub fn eboard_lost(lang: Lang, why: &str) -> (String, Option<String>) {
    (msg::eboard_lost(lang), Some(msg::eboard_detail(lang, why)))
}

/// The electronic board is back; its position is read again.
pub fn eboard_back(lang: Lang) -> String {
    msg::eboard_back(lang)
}

/// The electronic board shows the game (again).
pub fn eboard_agrees(lang: Lang) -> String {
    msg::eboard_agrees(lang)
}

/// The electronic board differs from `expected` on `squares`: each square with what should
/// stand there, or, when there are more than a listener can follow, their number.
pub fn eboard_differs(
    lang: Lang,
    expected: &shakmaty::Chess,
    squares: &[shakmaty::Square],
) -> String {
    if squares.len() > crate::eboard::watch::MAX_SQUARES_SAID {
        return msg::eboard_differs_many(lang, squares.len());
    }
    let list: Vec<String> = squares
        .iter()
        .map(|sq| crate::board::square(expected, *sq, lang))
        .collect();
    msg::eboard_differs(lang, list.join("; "))
}

/// A DGT clock connected to the electronic board sends its times (`true`), or no longer does.
pub fn eboard_clock(lang: Lang, connected: bool) -> String {
    msg::eboard_clock(lang, if connected { "yes" } else { "no" })
}

/// How the electronic board is read: turned around (Black at the bottom) or not.
pub fn eboard_turned(lang: Lang, turned: bool) -> String {
    msg::eboard_turned(lang, if turned { "yes" } else { "no" })
}

/// A move heard by voice, said back in words: a yes (or Enter) plays it.
pub fn voice_heard(lang: Lang, words: &str) -> String {
    msg::voice_heard(lang, words)
}

/// A move heard by voice and said back was answered no: not played.
pub fn voice_dropped(lang: Lang) -> String {
    msg::voice_dropped(lang).to_owned()
}

/// Voice input heard nothing it could be sure of.
pub fn voice_repeat(lang: Lang) -> String {
    msg::voice_repeat(lang).to_owned()
}

/// `listen` with voice input off.
pub fn voice_off(lang: Lang) -> String {
    msg::voice_off(lang).to_owned()
}

/// `listen` while the microphone listens already.
pub fn voice_busy(lang: Lang) -> String {
    msg::voice_busy(lang).to_owned()
}

/// A yes or a no heard by voice with no question open.
pub fn voice_nothing_asked(lang: Lang) -> String {
    msg::voice_nothing_asked(lang).to_owned()
}

/// Voice input is on: how to use it.
pub fn voice_ready(lang: Lang) -> String {
    msg::voice_ready(
        lang,
        crate::app::commands::name(lang, crate::app::commands::Command::Listen),
    )
}

/// Voice input is on and listens all the time: how to use it.
pub fn voice_ready_continuous(lang: Lang) -> String {
    msg::voice_ready_continuous(
        lang,
        crate::app::commands::name(lang, crate::app::commands::Command::Listen),
    )
}

/// Continuous listening is paused: how to start it again.
pub fn voice_paused(lang: Lang) -> String {
    msg::voice_paused(
        lang,
        crate::app::commands::name(lang, crate::app::commands::Command::Listen),
    )
}

/// A yes or a no heard by the always-open microphone while a question other than a move
/// said back is open: it is answered at the keyboard.
pub fn voice_answer_typed(lang: Lang) -> String {
    msg::voice_answer_typed(lang).to_owned()
}

/// A command that changes the game (a draw, a resignation) heard by the always-open
/// microphone: it is typed instead.
pub fn voice_command_typed(lang: Lang, command: &str) -> String {
    msg::voice_command_typed(lang, command)
}

/// Continuous listening goes on again.
pub fn voice_resumed(lang: Lang) -> String {
    msg::voice_resumed(lang).to_owned()
}
