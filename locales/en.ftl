# rochade's messages in English: the reference catalogue. Every message here has a typed
# function in `rochade::i18n::msg` (made by build.rs); every other locales/<code>.ftl has the
# same messages with the same variables (tests/catalogue.rs).
#
# Written for the ear: no abbreviations, no symbols a voice reads aloud, numbers that count
# something said as words (WORDS), one term for one rule.

## Numbers and durations

# A count of hours, minutes, seconds, moves, points.
hours = { $n ->
    [one] one hour
   *[other] { WORDS($n) } hours
}
minutes = { $n ->
    [one] one minute
   *[other] { WORDS($n) } minutes
}
seconds = { $n ->
    [one] one second
   *[other] { WORDS($n) } seconds
}
moves = { $n ->
    [one] one move
   *[other] { WORDS($n) } moves
}
points = { $n ->
    [one] one point
   *[other] { WORDS($n) } points
}

# A duration after "in" / "for" (German dative "in einer Stunde", Russian accusative "за одну минуту").
hours-within = { $n ->
    [one] one hour
   *[other] { WORDS($n) } hours
}
minutes-within = { $n ->
    [one] one minute
   *[other] { WORDS($n) } minutes
}
seconds-within = { $n ->
    [one] one second
   *[other] { WORDS($n) } seconds
}

# A duration as the object of a verb: "gets one hour", "set the clock to one minute" (German
# accusative "eine Stunde", Russian accusative "одну минуту").
hours-object = { $n ->
    [one] one hour
   *[other] { WORDS($n) } hours
}
minutes-object = { $n ->
    [one] one minute
   *[other] { WORDS($n) } minutes
}
seconds-object = { $n ->
    [one] one second
   *[other] { WORDS($n) } seconds
}

# An article of the Laws, through ARTICLE($article): a numbered article, or a point of Appendix D.
article-number = article { $number }
article-appendix = article D.{ $point }

## Game: src/app (phrases.rs, core/narrate.rs), colour names (src/lang.rs)
## (messages of the interactive game, help by topic, start-up, errors of the game)
##
# The sides as nouns, capitalised (on the screen and in sentences that name a side).
colour-white = White
colour-black = Black
# The first thing said when a game starts. $colour: the side to move ("white" or "black").
game-greeting = New game. { $colour ->
    [white] White
   *[black] Black
} to move. Say or type moves; say help for the commands.
# A line that is neither a command nor a move: the reason, then where the commands are.
game-not-understood = { $why } Say help for the commands.
game-bad-square = Not a square: { $text }. A square is a file a to h and a rank 1 to 8, for example e4.
game-which-square = Which square? A square is a file a to h and a rank 1 to 8, for example e4.
game-bad-rank = Not a rank: { $text }. Ranks are 1 to 8.
game-bad-file = Not a file: { $text }. Files are a to h.
game-bad-piece = Not a piece or colour: { $text }. For example where Knight, or where white Queen.
game-nothing-to-repeat = Nothing has been announced yet.
game-no-clock = No clock in this game.
# Shown after the time of the side whose clock runs, in the clock line on the screen.
game-to-move-mark = { $colour ->
    [white] to move
   *[black] to move
}
# Shown in the clock area when there is no clock.
game-clock-placeholder = Clock: none
game-undone = Taken back: { $words }.
game-flipped = Board seen from { $colour ->
    [white] White
   *[black] Black
}'s side.
game-goodbye = Session ended.
game-too-small = Terminal too small for the board: { $cols } by { $rows }, need { $needcols } by { $needrows }. Answers and the input line go on; line mode fits any size.
# Titles of the screen's panes.
game-pane-board = Board
game-pane-moves = Moves
game-pane-transcript = Spoken
game-pane-input = Input (move or command, Enter)
# The legend under the board (screen only).
game-legend = Upper case: White. Lower case: Black. Star: last move. Brackets: cursor. Colon: dark square.
# How far a game has come. $plies: half-moves played; $last: the last move in words, or ""; $number: the move to be made.
game-summary = { $plies ->
    [one] one half-move played
   *[other] { WORDS($plies) } half-moves played
}{ $last ->
    [none] {""}
   *[other] ; last move: { $last }
}; { $colour ->
    [white] White
   *[black] Black
} to move, move { WORDS($number) }
game-resume-offer = Unfinished game found: { $summary }. Say resume to continue it; a move of that game continues it too; the word new starts a new game.
game-resumed = Game resumed: { $summary }.
game-back-in-game = Back in the game after move { WORDS($number) }: { $summary }.
game-nothing-to-resume = There is no interrupted game to resume.
game-in-progress = The game is still in progress. Resign or agree a draw first, or end the session; the game stays in the game journal.
game-over = Game over. { $what }
game-already-over = The game is over; no more moves are accepted. { $what } Say new for a new game; questions still work.
# A move announced and said back; the opponent is asked to confirm it (D.2.1).
# A reply typed while the announced move ($words) of $colour waits for the opponent's confirmation.
game-confirm-first = Please confirm { $colour ->
    [white] White's
   *[black] Black's
} move first: { $words }.
# A move typed at the arbiter's joined board.
game-only-players-move = Only the players make moves; this board does not.
# A resignation typed at the arbiter's joined board.
game-only-players-resign = Only the players resign; this board does not.
# A player's request (a draw offer, an answer, a claim, a stop of the clock, a confirmation) typed at the arbiter's joined board, refused by the host as another side's.
game-only-players = Only the players do that; this board does not.
game-announced = { $colour ->
    [white] White
   *[black] Black
} announces { $words }. { $colour ->
    [white] Black
   *[black] White
}, please confirm.
game-corrected = { $colour ->
    [white] White
   *[black] Black
} corrects the announcement: { $words } instead of { $old } (article D.2.8). { $colour ->
    [white] Black
   *[black] White
}, please confirm.
game-repeat-differs = Attention: { $colour ->
    [white] White
   *[black] Black
} repeats { $repeated }, but { $announced } was announced. The move is not completed; please clear it up.
game-nothing-announced = No move has been announced.
game-correction-too-late = The move is already completed and can no longer be corrected; that is now a matter for the arbiter (article 7).
game-correction-same = That is the move already announced: { $move }.
game-confirmer-away = { $colour ->
    [white] White's
   *[black] Black's
} board is not connected: the move waits for its confirmation until the board is back.
game-not-confirmed = Not confirmed yet: { $colour ->
    [white] White
   *[black] Black
} announced { $words }.
game-boards-differ = { $colour ->
    [white] White
   *[black] Black
} reports that the boards differ (article D.2.9). The clock is stopped. The arbiter compares the scoresheets and decides the position to continue from.
# The arbiter confirmed the position after move $number of $side; $taken lists the moves taken back, or is "".
game-reconciled = Arbiter: the game continues after { $colour ->
    [white] White's
   *[black] Black's
} move { WORDS($number) } (article D.2.9). { $taken ->
    [none] No move is taken back.
   *[other] Taken back: { $taken }.
}
game-scoresheets-agree = The scoresheets agree; the board that deviates is corrected after them.
# Two scoresheets compared: they agree for $agreed half-moves; then the moves on each board ("none" for none).
game-scoresheets-compared = { $agreed ->
    [0] The scoresheets differ from the first half-move.
   *[other] The scoresheets agree up to half-move { $agreed }.
} After that, here: { $ours ->
    [none] nothing
   *[other] { $ours }
}. On the other board: { $theirs ->
    [none] nothing
   *[other] { $theirs }
}.
game-squares-to-correct = To set right on the board: { $list }.
game-no-such-position = { $colour ->
    [white] White has
   *[black] Black has
} no move { WORDS($number) } in this game.
# Who is at another board. $role: opponent, assistant, arbiter or viewer; $side: their colour ("" when none).
game-role = { $role ->
    [opponent] { $colour ->
    [white] White
   *[black] Black
}, the opponent
    [assistant] { $colour ->
    [white] White's
   *[black] Black's
} assistant
    [arbiter] the arbiter
   *[viewer] a listener
}
game-peer-joined = { $back ->
    [yes] Connected again
   *[no] Connected
}: { $who }{ $name }.
# A board's session ended on purpose (quit on that board); $who and $name as in game-peer-left.
game-peer-ended = { $who }{ $name } has ended the session on that board.
game-peer-left = Connection lost: { $who }{ $name }. Reconnecting.
game-request-not-legal = That move is not possible on the host's board; the boards may differ.
game-request-stale = The game changed on the host's board before your request arrived, so it was not carried out. Please say it again.
game-request-corrected = The move was corrected before your confirmation arrived; confirm it again.
game-request-other-game = Your board and the host's are in different games; the request was not carried out.
game-request-not-done = The host's board did not carry out the request.
game-no-game-yet = The host's game has not arrived yet; please wait a moment.
game-new-game-instead = This is a new game; the interrupted game stays saved and can be continued with rochade --resume.
game-connected-to-host = Connected to the host's board{ $name }. Here: { $who }.
game-net-wrong-code-tried = Someone tried to join with a wrong code. The game is untouched.
game-net-pairing-locked = After several wrong codes, joining is locked for a while.
game-net-unknown-board = A board that never paired with this one tried to connect without a code and was refused.
game-net-wrong-code = The code does not match the host's. Please ask for the code again.
game-net-not-accepted = The host does not accept a connection now.
game-net-lost = The connection to the host is lost; rochade reconnects by itself.
game-net-locked = The host has locked joining after wrong codes, for { $duration } more. Please wait, then join again with the code.
game-net-other-game-board = A board connected in an earlier game tried to come back without the new code and was refused.
game-other-game = The host's board is in another game now; this board was connected for an earlier one. Ask for the new code and join again.
game-host-ended = The host's board has ended the session.
game-revoked-here = The host has disconnected this board. To come back, join again with the host's code.
game-net-other-version = The host runs another version of rochade, and the two boards cannot talk to each other: its protocol is number { $theirs }, this board's number { $ours }. Use the same version of rochade on both boards.
# A board's name is said only inside this frame, never on its own, so that it cannot sound like a game event.
game-peer-name = , named { $name }
game-role-kept = A board asked for another role. It stays: { $who }{ $name }. Asked for: { $asked }. A change needs a new connection with the code.
game-role-kept-here = The host keeps this board as before: { $who }. To change the role, join again with the host's code.
game-role-changed = A board joined again with the code and changed its role. Before: { $before }{ $name }. Now: { $after }.
game-boards-none = No board is connected with this one by code.
game-boards-heading = Boards connected by code: { WORDS($count) }.
game-boards-item = { $number }: { $who }{ $name }, { $connected ->
    [yes] connected now
   *[no] not connected now
}.
game-boards-how = To revoke a board, say revoke and its number.
game-boards-host-only = Only the host's board keeps the boards connected by code.
game-no-such-board = Which board? Say revoke and its number, from one to { WORDS($count) }.
game-board-revoked = Revoked: { $who }{ $name }. That board needs the code to come back.
game-hosting = This game waits for the second board. Pairing code: { $code }. Port { $port }.
game-joining = Joining the game at { $addr }.
# The host's first two lines, printed before the game: the pairing code as the one token typed
# on the other board, and the address this board listens on. The value comes last, after ": ".
game-host-code-line = Pairing code to type on the other board: { $code }
game-host-address-line = Address of this board: { $address }
# $duration: how long, after "for" (the within form: "seit einer Minute", "уже одну минуту").
game-clock-started = Both boards are here: the clock starts. { $colour ->
    [white] White's
   *[black] Black's
} clock is running.
# On a joined board, the host's clock started (by the opponent's board joining, or by the arbiter: this board cannot tell which).
game-clock-starts = The clock starts. { $colour ->
    [white] White's
   *[black] Black's
} clock is running.
game-clock-waits-for-arbiter = Both boards are here. The clock waits for the arbiter to start it with the words arbiter start.
# On a joined board, the event wants the arbiter to start the clock: said without "both boards" (this board cannot know the opponent's is connected); $who is arbiter on the arbiter's own board, other elsewhere.
game-clock-waits-joined = { $who ->
    [arbiter] The clock waits for you: once both players' boards are connected, start it with the words arbiter start.
   *[other] The clock waits for the arbiter, who starts it with the words arbiter start.
}
game-clock-started-by-arbiter = The arbiter starts the clock. { $colour ->
    [white] White's
   *[black] Black's
} clock is running.
game-contact-lost = Attention: no contact with the host for { $duration }; this is the last known state.
game-viewer-only-listens = A listener can only listen, not play.
game-forbidden-arbiter = Only the arbiter may do that.
game-forbidden-side = Only { $colour ->
    [white] White
   *[black] Black
} may do that.
game-forbidden-clock = Only the clock reports that.
game-declared-move-required = After the incorrect claim the written move must be played: { $words } (article 9.5.3).
game-no-offer = There is no draw offer.
game-own-offer = A player cannot answer their own draw offer.
game-offer-stands = A draw offer already stands.
game-offer-too-early = Draw offers only from move { WORDS($number) } (article 9.1.1).
# A draw offered by the side to move, before its move: valid, but the Laws ask for it after one's move.
game-offer-before-move = The offer stands, though a draw is offered after one's own move (article 9.1.2.1).
# A draw offer said to a listener (the hall, a listener's board): the event only.
game-offered-to-listener = { $colour ->
    [white] White offers
   *[black] Black offers
} a draw.
game-offered = { $colour ->
    [white] White
   *[black] Black
} offers a draw. Answer accept or decline.
game-declined = { $colour ->
    [white] White
   *[black] Black
} declines the draw offer. The game goes on.
game-wrong-claim = { $colour ->
    [white] White
   *[black] Black
}'s claim is not correct: { $kind }.
game-wrong-claim-penalty = { $colour ->
    [white] White gets
   *[black] Black gets
} { $duration } more (article 9.5.3).
game-wrong-claim-declared = The written move must be played: { $words }.
game-bad-declared-move = Claim not made, the written move cannot be read: { $why }
# A written move that was read but cannot be played: $why says why.
game-illegal-declared-move = Claim not made: the written move, { $move }, is not possible. { $why }
game-bad-number = Not a move number: { $text }. For example move 12 or recent 5.
game-journal-failed = Warning: the game journal cannot be saved. The game goes on but is not saved to disk.
game-arbiter-usage = Arbiter's command not understood. Say: { $list }.
game-bad-arbiter-arguments = Not understood: { $text }. Nothing changed. For example: { $example }.
game-clock-paused = The clock is already stopped.
game-clock-not-paused = The clock is running; it is not stopped.
game-clock-not-started = The clock has not been started.
game-interrupted = The game is interrupted (article 6.12). No moves until the arbiter restarts the clock.
game-arbiter-called = { $colour ->
    [white] White
   *[black] Black
} stops the clock and calls the arbiter (article 6.12.2). The game is interrupted.
game-illegal-recorded = { $colour ->
    [white] White's
   *[black] Black's
} { $count ->
    [1] first
    [2] second
    [3] third
   *[other] next
} illegal move recorded.
game-illegal-move-again = { $colour ->
    [white] White
   *[black] Black
} moves again, with the same piece where possible (article 7.5.1).
game-nothing-to-revert = No change of the arbiter's to the clock to undo.
game-arbiter-set = { $colour ->
    [white] White
   *[black] Black
}: the clock shows { $now }; set it to { $to }?
game-arbiter-add = { $colour ->
    [white] White
   *[black] Black
}: add { $amount }.
game-arbiter-deduct = { $colour ->
    [white] White
   *[black] Black
}: the clock shows { $now }; take off { $amount }?
game-arbiter-illegal = { $colour ->
    [white] White
   *[black] Black
}: illegal move.
game-arbiter-confirm = { $what } { $ends ->
    [yes] This ends the game. Say yes to confirm, no to drop it.
   *[no] Say yes to confirm, no to drop it.
}
game-arbiter-dropped = Change dropped, nothing changed.
# A resignation typed at the keyboard waits for a yes ($colour: white or black): the question
# first, so that a player interrupted after a few words has heard what is asked, not a result.
game-resign-question = { $colour ->
    [white] Resign the game as White?
   *[black] Resign the game as Black?
} Say yes to resign, no to play on.
game-resign-dropped = Not resigned; the game goes on.
# "new" while an interrupted game is offered: it is not continued.
game-new-question = There is an interrupted game: { $summary }. It stays in the game journal. Start a new game instead? Say yes or no.
game-new-dropped = No new game. Say resume to continue the interrupted game.
# A move typed while an interrupted game is offered, which is not a move of that game.
game-resume-or-new = That is not a move of the interrupted game ({ $summary }). Say resume to continue it, or new for a new game.
# A take-back of a completed move at one keyboard waits for the opponent's yes.
game-take-back-question = { $colour ->
    [white] White asks to take back { $move }. Black
   *[black] Black asks to take back { $move }. White
}, do you agree? Say yes or no.
game-take-back-declined = Not agreed: the move stands.
# Between two boards: the take-back is asked of the opponent's board; an answer with no question standing.
game-take-back-asked = Your opponent is asked to agree; the move stands until then.
game-take-back-not-asked = No take-back is waiting for an answer.
game-no-adjustments = No changes made to the clock yet.
game-input-too-long = That input is too long, more than { $max } characters; nothing was done. Please say one move or one command.

## The tournament hall: src/hall (the arbiters' view of every board, through the broker)

# One line of the hall: what happened at board $board, in the words a joined board hears ($text).
hall-board = Board { WORDS($board) }: { $text }
# A board's move said in the hall, with the side that made it.
hall-board-move = Board { WORDS($board) }, { $colour ->
    [white] White
   *[black] Black
}: { $text }
# A player stopped the clock to call the arbiter (6.12.2), said in the hall.
hall-arbiter-called = Board { WORDS($board) }: { $colour ->
    [white] White
   *[black] Black
} has called the arbiter.
# A message on a board's topic that does not fit that board's game (game, number or position).
hall-forged = Board { WORDS($board) }: a message that does not fit the game was refused; it may be forged. The board's record is asked for again.
hall-forged-number = Board { WORDS($board) }: a message under the number of an entry already recorded, with other contents, was refused; it may be forged.
# A message on a board's topic that is too large or cannot be read at all.
hall-unreadable = Board { WORDS($board) }: a message that cannot be read was refused.
# More messages of board $board refused within the last minute ($count of them), said once a minute instead of one line each.
hall-refused-count = Board { WORDS($board) }: { $count ->
    [one] one more message
   *[other] { WORDS($count) } more messages
} refused in the last minute.
# A start of another game arrived on board $board's topic while its game is under way: the game is kept, and the board's whole record is asked for.
hall-start-breaks = Board { WORDS($board) }: the start of another game arrived while this game is under way. The game is kept, and the board's record is asked for again.
# The arbiter acknowledged the call at board $board.
hall-acknowledged = Board { WORDS($board) }: the call is acknowledged.
hall-no-board = There is no board { WORDS($board) }.
hall-no-boards = No board has reported yet.
# The boards of the event ($boards: their numbers in words, $count how many) that have not reported; said a while after the hall connects, and with every reading of the boards.
hall-silent = { $count ->
    [one] Board { $boards } has
   *[other] Boards { $boards } have
} not reported.
# None of the event's $count boards has reported: perhaps the event's name is not the boards' own.
hall-silent-all = None of the { WORDS($count) } boards has reported. Is the event's name the one the boards use?
# One board at a glance: $status is hall-status.
hall-summary = Board { WORDS($board) }: { $white } against { $black }, move { WORDS($number) }, { $status }.
# $status: playing, called, paused or over; $result: hall-result (only with over).
hall-status = { $status ->
    [called] the arbiter is called
    [paused] the clock is stopped
    [over] finished, { $result }
   *[playing] playing
}
# $result: white, black or draw.
hall-result = { $result ->
    [white] White won
    [black] Black won
   *[draw] drawn
}
# A board's scoresheet read to the arbiter: one move number with White's and Black's moves in words.
hall-sheet-row = Move { WORDS($number) }: { $white }{ $black ->
    [none] {""}
   *[other] , { $black }
}
# Said before the rows of a board's scoresheet read in the hall.
hall-sheet-title = Board { WORDS($board) }, scoresheet.
hall-sheet-empty = Board { WORDS($board) }: no move yet.
hall-listening = The hall of { $event } listens to the broker at { $broker }.
hall-broker-lost = The connection to the broker is lost; rochade reconnects by itself.
hall-broker-back = Connected to the broker.
# The broker turned the hall's connection away ($why: password, forbidden, other); said once until it connects.
hall-broker-refused = The broker refused the hall: { $why ->
    [password] the user name or password is wrong.
    [forbidden] the user name or password is wrong, or this user may not connect.
   *[other] it gave no reason rochade knows.
} rochade tries again by itself.
# The broker turned a board's connection to the hall away ($why as above); said once on the board, which plays on.
hall-board-refused = The hall's broker refused this board: { $why ->
    [password] the user name or password is wrong.
    [forbidden] the user name or password is wrong, or this user may not connect.
    [denied] its account may not report under this board number.
   *[other] it gave no reason rochade knows.
} The game goes on, but the hall does not see it. Please tell the arbiter.
hall-serving = The live PGN is served at { $url }.
hall-pgn-failed = The live PGN cannot be written to { $file }; the hall goes on.
hall-help = Commands: { $ack } and a board number acknowledges a call; { $sheet } and a board number reads that board's scoresheet; { $boards } reads every board; { $quit } ends.
hall-unknown = Not understood: { $text }. Say { $help } for the commands.
# Why the hall, or a board's report to it, cannot start ($url: the broker address given; $dir: a folder; $addr: an address).
hall-start-broker = The broker address { $url } cannot be used. It is written mqtt://host:port, or mqtts://host:port for TLS.
hall-start-board = The board reports to the hall only with its number: --board and a number from 1 on.
hall-start-needs = The hall needs the broker and the event's name: --broker mqtt://host:port --event name.
hall-start-serve = The live PGN cannot be served at { $addr }.
hall-serve-stopped = The live PGN's server has stopped ({ $why }): broadcasts and browsers get nothing more. Start the hall again to serve it.
hall-start-init = The broker's set-up cannot be written into { $dir }.
hall-init-tls = The broker listens on { $addr } with TLS: boards and the hall connect with addresses that begin with mqtts, and check it with { $ca } (--hall-ca on a board, --ca on the hall).
hall-init-no-openssl = The openssl program is not installed, so the broker listens on { $addr } without TLS, and every password crosses the network readable. Install openssl and run hall init again.
hall-init-tls-failed = openssl could not make the broker's certificate ({ $why }), so the broker listens on { $addr } without TLS, and every password crosses the network readable.
hall-init-owner-broker = The files mosquitto reads belong to its user { $user }: started as root, it drops to that user. Run make-passwords.sh as root too.
hall-init-no-broker-user = There is no user { $user } on this machine, whom mosquitto drops to when started as root. Add a user line to mosquitto.conf and give that user { $files }.
hall-init-owner-maker = Started as you, mosquitto reads these files as they are. Started as root, as a service is, it drops to its user { $user }: then, after make-passwords.sh, run as root: chown -R { $user } { $files }
hall-init-closed = mosquitto as its user { $user } cannot reach { $dir }: { $closed } is closed to other users. Choose another directory, or let other users pass through { $closed } (chmod, the x permission for others).
# The full-screen table of the hall: its title and column headings.
hall-column-board = Board
hall-column-white = White
hall-column-black = Black
hall-column-move = Move
hall-column-clocks = Clocks
hall-column-last = Last move
hall-column-status = Status
hall-column-title = Hall

# Help: the first answer to "help". $arrows is "yes" where the arrow keys move a cursor.
# $topics lists the topic words, $example is "help" with one of them, $file is the settings
# file's path.
help-intro = Announce a move in words, for example Knight f3, or in notation, for example Nf3.{ $arrows ->
    [yes] {" "}The arrow keys move the square cursor.
   *[no] {""}
} Help is given on these topics: { $topics }. Say, for example, { $example }. Say { $quit } to end the session. The language is chosen with the option --lang at the start, or with lang in the settings file { $file }.
# One topic of the help: its name, then each command and what it does.
help-topic = Help: { $topic }. { $list }.
# One command in the help: its word and what it does.
help-entry = { $command }: { $what }
# Help asked for a word that is neither a topic nor a command.
help-unknown = There is no help on { $text }. The topics are: { $topics }.
help-square = what stands on a square, for example square e4
help-where = where pieces stand, for example where Knight, or where white
help-rank = every square of a rank, for example rank 2
help-file = every square of a file, for example file e
help-diagonal = the diagonals through a square, for example diagonal a1
help-attackers = which pieces attack a square and which defend it, for example attackers e4
help-moves = where a piece can move, or the last moves, for example moves g1, or moves 5
help-last = the last move and what it captured
help-turn = whose turn it is
help-material = the material of both sides
help-repeat = says the last announcement again
help-clock = the time left on both clocks
help-confirm = confirms the move the opponent announced, and completes it
help-correct = corrects your own announcement before it is confirmed, for example correct Knight f3
help-boards-differ = reports that the boards differ: the clock stops and the arbiter compares the scoresheets
help-undo = takes back the last move; against an engine, its reply too; in a study, back leaves the variation by one level
help-hint = says the best move the engine sees for you
help-engine-restart = starts the chess engine again after it stopped
help-analyse = after the game, has the engine analyse it, to go through move by move
help-next = in the analysis or a study: the next move
help-previous = in the analysis or a study: the move before
help-next-mistake = in the analysis: the next move marked as an inaccuracy, mistake or blunder
game-hint = The engine's hint: { $words }.
game-hint-no-engine = No engine plays in this game, so there is no hint.
game-engine-restart = Starting the chess engine again, from the position of the game.
game-engine-restart-playing = The chess engine is playing already.
game-engine-restart-none = No chess engine stopped in this game, so there is none to start again.
game-analyse = Analysing the game with the chess engine; this takes a while.
game-analyse-event = There is no analysis in a tournament game: no engine may be used there, Article 11.3.
game-analyse-not-over = The analysis comes when the game has ended.
game-analyse-busy = The analysis is under way.
game-analyse-ready = The analysis is ready. Marked moves: { $marked }. Say next, previous, move and a number, or next mistake.
game-analyse-none = There is no analysis yet: say analyse when the game has ended.
game-analyse-last = That was the last move of the analysis.
game-analyse-first = That is the start of the analysis.
game-analyse-no-mistake = No move after this one is marked.
game-analyse-no-move = The analysis has no move { WORDS($number) }.
game-engine-not-built = This build of rochade has no engine; the game is played without one.
game-hint-event = There is no hint in a tournament game: no engine may help there, Article 11.3.
game-hint-not-now = A hint comes when it is your move.
help-flip = shows the board from the other side
help-offer = offers a draw, after your own move
help-accept = accepts the draw offer
help-decline = declines the draw offer
help-claim = claims a draw, also with a move not yet played, for example claim Knight f3
help-resign = gives up the game
help-score = reads the whole game
help-last-moves = reads the last moves, for example recent 5
help-move-number = reads one move, for example move 12
help-resume = continues the interrupted game
help-new = starts a new game
help-boards = lists the boards connected by code, on the host
help-revoke = revokes a board connected by code: revoke 2
help-arbiter = for the arbiter; what follows it is in the help on the arbiter
# The arbiter command in the arbiter's own topic (no pointer back to itself).
help-arbiter-in-topic = the arbiter's commands start with it
# What an arbiter's action does, said after its example in the help on the arbiter ($action: pause, resume, time, moves, add, deduct, illegal, position, revert, take-back); the values are those of the examples.
help-arbiter-action = { $action ->
    [pause] stops the clock; no move is made until the arbiter restarts it
    [resume] restarts the clock
    [time] sets White's clock to eighty-five minutes
    [moves] sets the number of moves White has made to forty
    [add] gives White two minutes more
    [deduct] takes two minutes from White
    [illegal] records Black's completed illegal move; the move is taken back
    [position] the game goes on from the position after White's twelfth move; the moves after it are taken back
    [revert] withdraws the arbiter's last change to a clock or a move counter; the moves stay as they are
   *[take-back] takes back the last move on the board; the arbiter's changes to the clocks stay
}
help-stop-clock = stops the clock to call the arbiter
help-adjustments = reads every change made to the clock
help-help = help on a topic, for example help board
help-quit = ends the session
# The arbiter's part of the help, after the arbiter's commands: how times are said.
help-arbiter-times = Times are said in whole minutes, for example eighty-five for one hour twenty-five minutes, or as hours, minutes and seconds separated by colons.

# Why the game refused something (the rules layer's reasons).
game-error-not-your-move = Only the player to move may claim a draw (articles 9.2 and 9.3).
game-error-consent-needed = In this competition a draw needs the arbiter's consent (article 9.1.1).
game-error-illegal = { $move } is not a legal move in this position.
game-error-nothing-to-take-back = There is no move to take back.
game-error-nothing-announced = No move has been announced.
game-error-already-announced = A move is already announced and waits for confirmation; correct it instead.
game-error-no-such-ply = The game has no position after half-move { $ply }.
game-error-not-announced-move = { $move } is not the move that was announced.
game-error-record = This change does not fit the game's record, so nothing was changed.

# Notices at start: the game journal (the file that keeps every game, "Spielprotokoll").
journal-torn-line = Line { $line } of the game journal was cut off by a crash and was not used; everything before it is kept.
journal-damaged-line = Line { $line } of the game journal is damaged and was skipped; everything else was recovered.
journal-stopped = Line { $line } of the game journal could not be replayed; it and the { $rest } lines after it were left out.
journal-unreadable = The last game in the game journal cannot be read. The file is left as it is.
# The technical detail of a journal problem, for the transcript only (never spoken).
journal-detail = Technical detail for the game journal: { $detail }
# The settings file: one setting, or the whole file, not used.
config-setting-ignored = { $line ->
    [0] One setting of the settings file { $file } is not used: { $why }; the others apply.
   *[other] The setting on line { $line } of the settings file { $file } is not used: { $why }; the others apply.
}
# Why a setting is not used: $name is config-setting-name, $expected is config-expected.
config-must-be = { $name } must be { $expected }
config-unknown-setting = rochade does not know the setting { $key }
# A setting whose name, as written, is empty or only invisible characters.
config-unknown-setting-unnamed = rochade does not know this setting
# The name of a setting, said ($key is the name written in the file).
config-setting-name = { $key ->
    [eboard] the electronic board
    [lang] the language
    [line_mode] line mode
    [screen_reader] the screen reader mode
    [speech] the speech engine
    [rate] the speech rate
    [voice] the voice
    [voice_lang] the voice's language
    [cues] sound cues
    [confirm] confirming moves
    [side] the side
    [own_alerts] own alerts only
    [time_control] the time control
   *[event] the event profile
}
# What a setting's value must be ($kind: language, rate, speech, side, yes-no, screen-reader, eboard or text).
config-expected = { $kind ->
    [eboard] dgt, a colon and the serial device, in quotes
    [language] de, en, es or ru
    [rate] a whole number from minus 100 to 100
    [speech] auto, speechd, espeak, system or none
    [side] white or black
    [yes-no] true or false
    [screen-reader] auto, on or off
    [time-control] fide-classical, fide-championship, rapid or blitz, or a time control in PGN form, in quotes
   *[text] a text in quotes
}
config-unreadable = The settings file { $file } could not be used; the built-in defaults apply.
config-missing = The settings file { $file } does not exist; the built-in defaults apply.
# The technical detail of a settings problem, for the transcript only (never spoken).
config-detail = Technical detail for the settings: { $detail }


# Why rochade could not start (said once, then the system's words as a technical detail).
start-failed = rochade could not start.
start-time-control = The time control { $text } cannot be read. Give one of the presets fide-classical, fide-championship, rapid or blitz, or the time control in PGN form, for example 40/5400+30:1800+30.
start-time-control-with-event = The time control { $text } from the command line replaces the event's; the event's allowances and penalties apply to it.
start-resume = There is no interrupted game to continue, or it cannot be read.
start-read-file = The file { $file } cannot be read.
start-event-profile = The event profile { $file } cannot be used; what is wrong with it follows.
# Values of the event profile that are wrong: $keys lists the keys as written, $count how many.
start-event-profile-keys = The event profile { $file } cannot be used. { $count ->
    [one] The value of this key is wrong
   *[other] The values of these keys are wrong
}: { $keys }. The technical detail says why.
# The event profile at the line the TOML reader stopped at: $line (from 1), $key (the key as
# written, with its table: alerts.enabled), $what (one of the event-problem messages).
start-event-profile-at = The event profile { $file } cannot be used. Line { $line }, key { $key }: { $what }
start-event-profile-at-line = The event profile { $file } cannot be used. Line { $line }: { $what }
# What is wrong at that line: $allowed lists the keys of the table, as they are written.
event-problem-unknown-key = there is no such key; the keys here are { $allowed }.
# $expected: text, whole, yes-no, list, table or other.
event-problem-wrong-type = the value must be { $expected ->
    [text] a text in quotes
    [whole] a whole number
    [yes-no] true or false
    [list] a list in square brackets
    [table] a table
   *[other] of another kind
}.
event-problem-out-of-range = the value { $value } is out of range; it must be a whole number, zero or more.
event-problem-missing-key = the key { $key } is missing.
event-problem-duplicate = this key is given twice.
event-problem-syntax = the line is not written as the profile's format wants; the technical detail says how.
start-pgn-game = The game in { $file } cannot be continued: it is not there, has no start, or has already ended.
start-fen = The position { $text } cannot be used.
start-data-dir = There is no folder where rochade can keep its games and keys.
start-listen = No connection can be opened on port { $port }; perhaps another program uses it.
start-pairing-code = No pairing code can be made.
start-no-host = No hosted game was found on the local network; give the host's address.
start-host-address = The host { $text } cannot be found.
start-code = The pairing code cannot be read. It is three or four squares, for example f7b3d1, or the same in words.
start-terminal = The terminal cannot be used; try again with --line-mode.
start-output = The output cannot be written.
start-braille = No braille was written: braille in the reader's own code needs the braille translator liblouis (the program lou_translate, package liblouis-bin), and it is not installed or does not work.
start-no-game-to-export = There is no game to export yet.
start-no-such-game = There is no game named { $name }. The journals are in { $dir }; the newest: { $newest }.
start-detail = Technical detail: { $detail }

## Clock and scoresheet: src/clock/phrases.rs, src/scoresheet/phrases.rs, src/scoresheet/export.rs
## (talking clock, alerts, adjustments, read-back, exported headers)
##
# The talking clock. $colour is the key of a side ("white", "black"); $time a duration in words.
# One side in the report on request: time left, moves completed ($moves in words, $count the number), moves to the control ($owed in words, or "none").
clock-report-side = { $colour ->
    [white] White
   *[black] Black
} has { $time } left, { $count ->
    [one] { $moves } completed
   *[other] { $moves } completed
}{ $owed ->
    [none] {""}
   *[other] , { $owed } to the time control
}.
clock-report-board = The clock on the board: White has { $white } left, Black has { $black } left.
clock-report-paused = The clock is stopped.
clock-report-running = { $colour ->
    [white] White's
   *[black] Black's
} clock is running.
# A low-time alert: $lead is the first number said, $unit its unit (hour, minute, second), for the agreement of the verb.
clock-alert = { $unit ->
    [hour] { $time } left.
   *[other] { $lead ->
        [one] { $time } left.
       *[other] { $time } left.
    }
}
clock-alert-of = { $colour ->
    [white] White
   *[black] Black
} has { $unit ->
    [hour] { $time }
   *[other] { $lead ->
        [one] { $time }
       *[other] { $time }
    }
} left.
clock-flag-fell = { $colour ->
    [white] White's
   *[black] Black's
} flag has fallen. Please complete the scoresheets (article 8.5).
clock-both-flags = Both flags have fallen, { $colour ->
    [white] White's
   *[black] Black's
} first (article 6.11).
clock-flag-loses = { $colour ->
    [white] White
   *[black] Black
} loses on time (article 6.9).
# A flag fell but the side named ($colour, the opponent of the flagged side) cannot checkmate.
clock-flag-draw-no-mate = Draw: { $colour ->
    [white] White
   *[black] Black
} cannot checkmate by any series of legal moves (article 6.9).
clock-flag-play-on = Both flags are down and the order is not known: the game continues (article 6.11).
clock-flag-draw-both = Both flags are down in the last period: the game is drawn (article 6.11).
# An illegal move: the opponent ($colour) gets $amount (a duration as the object).
clock-illegal-add-time = Illegal move: { $colour ->
    [white] White
   *[black] Black
} gets { $amount } (article 7.5.5).
clock-illegal-loses = { $colour ->
    [white] White
   *[black] Black
} loses by another illegal move (article 7.5.5).
clock-illegal-draw-no-mate = Draw: { $colour ->
    [white] White
   *[black] Black
} cannot checkmate by any series of legal moves (article 7.5.5).
clock-illegal-left-to-claim = Illegal move: the opponent may claim.
clock-exemption-begins = { $colour ->
    [white] White
   *[black] Black
} has less than five minutes and need not record the moves for the rest of this period (article 8.4).
clock-exemption-ends = New period: { $colour ->
    [white] White
   *[black] Black
} records the moves again (article 8.4).
clock-control-reached = { $colour ->
    [white] White
   *[black] Black
} reached the time control and gets { $amount } more.
# Who changed the clock: $actor is arbiter, player, assistant, profile or system.
clock-actor = { $actor ->
    [arbiter] Arbiter
    [player] { $colour ->
        [white] White
       *[black] Black
    }
    [assistant] { $colour ->
        [white] White's assistant
       *[black] Black's assistant
    }
    [profile] Event rules
   *[system] rochade
}
# What changed: $change is added, deducted, set, moves, paused or resumed; $amount a duration as the subject, $object the same as the object of a verb, $to a move count.
clock-change = { $change ->
    [added] { $amount } added to { $colour ->
        [white] White
       *[black] Black
    }
    [deducted] { $amount } taken from { $colour ->
        [white] White
       *[black] Black
    }
    [set] { $colour ->
        [white] White's
       *[black] Black's
    } clock set to { $object }
    [moves] { $colour ->
        [white] White's
       *[black] Black's
    } move counter set to { WORDS($to) }
    [paused] clock stopped
   *[resumed] clock restarted
}
# Why, as a cause: $reason is illegal-move, incorrect-claim, assistant, clock, move-counter, interruption (the clock stopped), interruption-end (the clock restarted), reconciliation (a difference of the boards reported), withdrawal (the arbiter withdrew the previous change), or other ($text says it).
clock-reason = { $reason ->
    [illegal-move] the opponent's illegal move
    [incorrect-claim] the opponent's incorrect draw claim
    [assistant] adjustment for an assistant
    [clock] clock corrected
    [move-counter] move counter corrected
    [interruption] the game was interrupted
    [interruption-end] after the game was stopped
    [reconciliation] a difference of the boards was reported
    [withdrawal] the arbiter's previous change withdrawn
   *[other] { $text }
}
clock-adjustment = { $who }: { $what }, { $why }{ $article ->
    [none] {""}
   *[other] {" "}(article { $article })
}.
clock-reading-after = { $colour ->
    [white] White
   *[black] Black
} now has { $time }.
# One period of a time control: $moves in words (or "none": the rest of the game), $time and $within the period's time.
clock-tc-period = { $moves ->
    [none] { $time } for the rest of the game
   *[other] { $moves } in { $within }
}
clock-tc-repeated = repeated
clock-tc-increment = { $mode ->
    [fischer] plus { $inc } per move
    [bronstein] Bronstein delay of { $inc } per move
   *[delay] simple delay of { $inc } per move
}
clock-tc-from-move = from move { WORDS($number) }
clock-tc-then = then
clock-untimed = no clock


# The scoresheet: what it says and writes. $colour is the key of a side ("white", "black").
score-claim-threefold = threefold repetition
score-claim-fifty-moves = the fifty-move rule
# The result: $winner is "white", "black" or "none" (a draw).
score-result = { $winner ->
    [white] White wins
    [black] Black wins
   *[none] Draw
}
# The ending in one sentence: $result is score-result, $article the article of the Laws.
score-ending-checkmate = { $result } by checkmate (article { $article }).
score-ending-stalemate = { $result } by stalemate (article { $article }).
score-ending-dead-position = { $result }: the position is dead, no checkmate is possible any more (article { $article }).
score-ending-resignation = { $result }, { $colour ->
    [white] White
   *[black] Black
} resigns (article { $article }).
score-ending-resignation-no-mate = { $result }: { $colour ->
    [white] White
   *[black] Black
} resigns, but the opponent cannot checkmate (article { $article }).
score-ending-agreement = { $result } by agreement (article { $article }).
score-ending-claim = { $result }: { $colour ->
    [white] White
   *[black] Black
} claims { $kind } correctly (article { $article }).
score-ending-fivefold = { $result } by fivefold repetition (article { $article }).
score-ending-seventy-five = { $result }: seventy-five moves without a pawn move or a capture (article { $article }).
score-ending-flag-fall = { $result }, { $colour ->
    [white] White
   *[black] Black
} loses on time (article { $article }).
score-ending-flag-fall-no-mate = { $result }: { $colour ->
    [white] White
   *[black] Black
} overstepped the time, but the opponent cannot checkmate (article { $article }).
score-ending-illegal-moves = { $result }: illegal moves by { $colour ->
    [white] White
   *[black] Black
} (article { $article }).
score-ending-illegal-moves-no-mate = { $result }: illegal moves by { $colour ->
    [white] White
   *[black] Black
}, but the opponent cannot checkmate (article { $article }).
score-ending-arbiter = { $result } by the arbiter's decision: { $note } (article { $article }).
score-ending-recorded = { $result }, as recorded (article { $article }).
# Entries other than moves.
score-offer = { $colour ->
    [white] White
   *[black] Black
} offers a draw.
score-offer-answered = { $colour ->
    [white] White
   *[black] Black
} { $accepted ->
    [yes] accepts
   *[no] declines
} the draw offer.
score-touched = { $colour ->
    [white] White
   *[black] Black
} touched and put back: { $what }.
score-offer-lapsed = { $colour ->
    [white] White
   *[black] Black
} touches a piece; the draw offer lapses.
# A draw claim: $kind, $declared the move written with it ("none" for none), $correct yes/no, $penalty the time added to the opponent ("none" for none).
score-claim = { $colour ->
    [white] White
   *[black] Black
} claims a draw by { $kind }{ $declared ->
    [none] {""}
   *[other] {" "}with the written move { $declared }
}: { $correct ->
    [yes] correct
   *[no] incorrect
}{ $penalty ->
    [none] {""}
   *[other] , { $penalty } added to { $colour ->
        [white] Black
       *[black] White
    }
} (article { $article }).
# A completed illegal move: $count how many that side has made, $what a note ("none" for none), $penalty as for a claim.
score-illegal = { $count ->
    [1] First
    [2] Second
    [3] Third
   *[other] Another
} illegal move by { $colour ->
    [white] White
   *[black] Black
}{ $what ->
    [none] {""}
   *[other] {" "}({ $what })
}{ $penalty ->
    [none] {""}
   *[other] , { $penalty } added to { $colour ->
        [white] Black
       *[black] White
    }
} (article 7.5).
score-clock = Clock: White has { $white }, Black has { $black }.
score-clock-unknown = not known
# The game was stopped: $kind is arbiter, player or downtime; $note an extra remark ("none" for none).
score-pause = The game was stopped for { $duration }, { $kind ->
    [arbiter] by the arbiter
    [player] by a player
   *[downtime] while rochade was not running
}{ $note ->
    [none] {""}
   *[other] , { $note }
}.
# After a crash: the running clock was charged up to its last saved reading; $at_most of the player's time before the interruption is not known.
score-uncounted = { $colour ->
    [white] White's
   *[black] Black's
} clock is charged up to its last saved reading; at most { $at_most } before the interruption is not known, and the arbiter decides about it (article 6.10.2).
score-exemption = { $colour ->
    [white] White
   *[black] Black
} { $resumed ->
    [yes] records the moves again from move { $number }.
   *[no] need not record the moves from move { $number } (article 8.4).
}
score-corrected = { $colour ->
    [white] White
   *[black] Black
} corrects the announcement to { $san } (article D.2.8).
score-repeat-differs = { $colour ->
    [white] White
   *[black] Black
} repeats { $repeated }, but { $announced } was announced; nothing was completed (article D.2.1).
score-boards-differ = { $colour ->
    [white] White
   *[black] Black
} reports that the boards differ (article D.2.9).
score-reconciled = Position after { $plies ->
    [one] one half-move
   *[other] { WORDS($plies) } half-moves
} confirmed{ $taken ->
    [none] {""}
   *[other] , taken back: { $taken }
} (article D.2.9).
score-take-back = Move { $number } of { $colour ->
    [white] White
   *[black] Black
}, { $san }, taken back.
# Headings and labels of the written scoresheet.
score-label-notes = Notes
score-label-result = Result
score-label-unfinished = Game in progress
score-label-move = Move
score-label-after-move = after move
score-label-before-first = before the first move
# The running title of braille pages when neither players nor event are named.
score-braille-title = Scoresheet
score-no-moves = No moves yet.
score-no-such-move = There is no such move yet.
# A tag of the game's start in the written scoresheet, by its PGN name.
score-tag = { $name ->
    [Event] Event
    [Site] Site
    [Date] Date
    [Round] Round
    [White] White
    [Black] Black
    [Result] Result
    [TimeControl] Time control
    [Annotator] Annotator
    [WhiteElo] White's rating
    [BlackElo] Black's rating
   *[other] { $name }
}
# The read-back of one move number: its heading, then each half-move with the time left.
score-readback-head = Move { $number }:
score-readback-ply = { $colour ->
    [white] White
   *[black] Black
} { $words }{ $left ->
    [none] {""}
   *[other] , time left { $left }
}.

## Board, moves, speech, events: src/board, src/notation, src/speech, src/event, src/ui
## (board answers, move errors, speech notices, event profile description, screen texts)
##

# Keys passed to these messages (never shown): $colour is "white" or "black"; $role is
# "king", "queen", "rook", "bishop", "knight" or "pawn" (for the grammatical gender of the
# piece word); $piece is the vocabulary's word for the piece ("Knight"), $square its words
# for a square.

# --- The mirrored board (src/board)

# A piece with its colour: "white Knight".
# (English does not inflect for the piece; the selector on $role only keeps the variables of
# the languages that do.)
board-piece = { $colour ->
    [white] white
   *[black] black
} { $role ->
   *[any] { $piece }
}
board-empty = empty
# A square and what stands on it: "f3: white Knight", "e4: empty".
board-square = { $square }: { $what }
board-empty-run = { $from } to { $to } empty
# No piece of the kind asked for, in a list of where pieces stand.
# A side that has no piece of the kind asked for: "Black has none."
board-where-none = { $colour ->
    [white] White
   *[black] Black
} has none{ $role ->
   *[any] {""}
}
board-rank = Rank { $rank }
board-file = File { $file }
board-diagonal = Diagonal { $from } to { $to }
# A scan: the label, then the squares.
board-scan = { $label }: { $squares }.
board-attacked-by = Attacked by { $pieces }.
board-not-attacked = Not attacked.
board-defended-by = Defended by { $pieces }.
board-not-defended = Not defended.
board-reached-by = { $colour ->
    [white] White attackers
   *[black] Black attackers
}: { $pieces }.
board-reached-by-none = { $colour ->
    [white] No white attacker.
   *[black] No black attacker.
}
board-moves-list = { $what }: { $moves }.
board-no-moves = { $what }: no moves.
board-next-moves = { $what }, on the next move: { $moves }.
board-no-moves-next = { $what }: no moves on the next move, as the position stands.
board-not-their-turn = { $what }: { $colour ->
    [white] White
   *[black] Black
} is to move; this piece cannot move now.
# Whose turn it is, spoken: "White to move, move twelve."
board-turn = { $colour ->
    [white] White
   *[black] Black
} to move, move { WORDS($n) }.
board-in-check = { $colour ->
    [white] White
   *[black] Black
} is in check.
# A count of pieces of one kind, for the material: "two rooks".
board-piece-count = { $role ->
    [king] { $n ->
        [one] one king
       *[other] { WORDS($n) } kings
    }
    [queen] { $n ->
        [one] one queen
       *[other] { WORDS($n) } queens
    }
    [rook] { $n ->
        [one] one rook
       *[other] { WORDS($n) } rooks
    }
    [bishop] { $n ->
        [one] one bishop
       *[other] { WORDS($n) } bishops
    }
    [knight] { $n ->
        [one] one knight
       *[other] { WORDS($n) } knights
    }
   *[pawn] { $n ->
        [one] one pawn
       *[other] { WORDS($n) } pawns
    }
}
# The material of one side: its points ($n) and its pieces ("one queen, two rooks, …").
board-material-side = { $colour ->
    [white] White
   *[black] Black
} has { points }: { $pieces }.
board-material-bare = { $colour ->
    [white] White
   *[black] Black
} has only the king.
board-material-equal = Material is equal.
board-material-ahead = { $colour ->
    [white] White
   *[black] Black
} is { points } ahead.
board-no-move-yet = No move has been played yet.
board-last-move = Last move, move { WORDS($n) }: { $colour ->
    [white] White
   *[black] Black
}, { $move }.
board-captured = { $role ->
    [pawn] A pawn was captured: { $what }.
   *[other] A piece was captured: { $what }.
}
# One move number and its moves in a list of the last moves.
board-moves-numbered = move { WORDS($n) }: { $moves }
board-moves-numbered-black = move { WORDS($n) }, Black: { $moves }
board-last-moves = Last moves. { $moves }.

# --- Reading a move (src/notation/phrases.rs)

move-nothing-said = No move was said.
move-unknown-word-alone = Not recognised: { $word } is not a chess word.
move-unknown-word = Not recognised: { $word }, at position { WORDS($column) }, is not a chess word.
move-null-move = { $word } is a null move, a turn passed without a move; there is none in a game of chess, so it was not read.
move-expected-square = The target square is missing after { $after }.
move-expected-promotion = After { $after }, please name the piece the pawn becomes.
move-expected-move = A move starts with a piece, a square or castling.
move-game-over = The game is over: there is no legal move.
move-no-piece = { $role ->
    [pawn] You have no pawn left.
   *[other] You have no { $piece } left.
}
move-no-piece-on = { $role ->
    [pawn] There is no pawn of yours on { $square }.
   *[other] There is no { $piece } of yours on { $square }.
}
move-none-of-yours-on = None of your pieces stands on { $square }.
move-own-piece-on = { $role ->
    [pawn] Your own pawn stands on { $square }.
   *[other] Your own { $piece } stands on { $square }.
}
move-cannot-reach = { $role ->
    [pawn] No pawn of yours can reach { $square }.
   *[other] No { LOWER($piece) } of yours can reach { $square }.
}
move-king-into-check = Your king would be in check on { $square }.
move-in-check = Your king is in check and this move does not stop the check.
move-pinned = { $role ->
    [pawn] That pawn is pinned: your king would be in check.
   *[other] That { $piece } is pinned: your king would be in check.
}
move-nothing-to-capture = There is nothing to capture on { $square }.
move-not-a-promotion = That is not a promotion: only a pawn reaching the last rank promotes.
move-bad-promotion-piece = A pawn can only become a { $queen }, a { $rook }, a { $bishop } or a { $knight }.
move-no-en-passant = No en passant capture is possible on { $square }.
move-castling-rights-lost = { $side ->
    [short] Short castling
   *[long] Long castling
} is no longer allowed: the king or that rook has already moved.
move-castling-blocked = { $side ->
    [short] Short castling
   *[long] Long castling
} is not possible: pieces stand between king and rook.
move-castling-in-check = You may not castle while in check.
move-castling-through-check = { $side ->
    [short] Short castling
   *[long] Long castling
} is not possible: the king would cross or land on an attacked square.
# A move that cannot be played: the move as understood, then why.
move-illegal = Illegal move: { $move }. { $why }
move-ambiguous = Ambiguous: { $move }. Do you mean { $choices }?
move-capture-not-said = Not played: { $move } is not a pawn move here. Do you mean { $choices }? A capture is said with takes.
move-castling-said-as-king-move = Not played: { $move } is castling here, not a king move. Do you mean { $choices }?
# The last two of a list of choices.
move-choice-or = { $first } or { $last }
move-promotion-missing = Promotion without a piece: { $move }. Please name the piece, for example { $example }.
move-more-than-one = Please say one move at a time; { moves } were recognised.
move-line-too-long = This line is too long; lines of up to { $n ->
    [one] one kilobyte
   *[other] { WORDS($n) } kilobytes
} are read. The moves before it are kept.
move-too-many-moves = This game has more than { $n } half-moves, more than the seventy-five-move rule allows; the moves up to there are kept.

# --- Speech notices (src/speech/phrases.rs)

speech-engine-speechd = speech-dispatcher
speech-engine-espeak = espeak-ng
speech-engine-system = the system speech engine
speech-reason-turned-off = turned off in the settings
speech-reason-not-chosen = not chosen
speech-reason-speechd-unreachable = speech-dispatcher is not reachable
speech-reason-speechd-silent = speech-dispatcher takes the words but does not say them
speech-reason-speechd-unsupported = speech-dispatcher does not exist on this system
speech-reason-espeak-missing = espeak-ng is not installed
speech-reason-espeak-failed = espeak-ng does not work
speech-reason-system-failed = the system speech engine failed
speech-off = Speech is off: { $why }. Only the transcript is written.
speech-degraded = Speaking through { $engine }: { $why }.
speech-lost = Speech stopped: { $engine } failed. Only the transcript is written.
# The technical detail of a speech problem, for the transcript only (never spoken).
speech-detail = Technical detail for speech: { $detail }

# --- Event profile (src/event/describe.rs, `rochade event show`)

event-duty-move-pieces = moving the pieces
event-duty-clock = operating the clock
event-duty-scoresheet = keeping the score
event-duty-announce-moves = announcing the moves
event-duty-tell-times = telling times and moves on request
event-duty-claim-flag = claiming a flag fall
event-duty-adjournment = adjournment formalities
# A duty of the assistant with its article of the Laws.
event-duty = { $duty } (article { $article })
event-visually-disabled = visually disabled
event-other-disability = other disability
event-no-assistant = no assistant
event-assistant-for = assistant for: { $duties }
event-deduction = clock adjustment: minus { $time } (article { $article })
event-deduction-by-arbiter = clock adjustment set by the arbiter: minus { $time } (article { $article })
event-no-deduction = no clock adjustment
event-no-deduction-disabled = no clock adjustment (player with a disability, articles 6.2.6 and 8.1.6)
event-no-deduction-arbiter = no clock adjustment (set by the arbiter)
event-player = { $colour ->
    [white] White
   *[black] Black
}: { $parts }
event-name = Event: { $name }
event-rules = Rules: FIDE Laws of Chess { $year }
event-tempo = { $tempo ->
    [rapid] Type of game: rapid chess
    [blitz] Type of game: blitz
   *[standard] Type of game: standard chess
}
event-time-control = Time control: { $control }
event-time-control-pgn = { $control } (PGN { $pgn })
event-draws-any-time = Draw offers: allowed at any time (article 9.1)
event-draws-not-before = Draw offers: not before move { WORDS($n) } (article 9.1)
event-draws-arbiter = Draw offers: only with the arbiter's consent (article 9.1)
event-draws-not-before-arbiter = Draw offers: not before move { WORDS($n) }, and only with the arbiter's consent (article 9.1)
event-to-opponent = { $time } to the opponent
event-on-claim = only on the opponent's claim
# $n: the illegal move that loses the game (the second, the third, …).
event-illegal-move = Illegal move: { $penalty }; the { $n ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
   *[other] illegal move number { WORDS($n) }
} loses (article 7.5.5)
event-wrong-claim = Incorrect draw claim: { $penalty } (article 9.5.3)
event-automatic-draws = Automatic draw by fivefold repetition and the seventy-five-move rule: { $yes ->
    [yes] yes
   *[no] no
} (article 9.6)
event-resign-no-mate = Resigning when the opponent cannot checkmate is a draw: { $yes ->
    [yes] yes
   *[no] no
} (article 5.1.2)
event-alerts = Clock alerts: { $times } (article D.2.6)
event-alerts-off = Clock alerts: off, times only on request (article D.2.10)
event-clock-start = Clock start between two boards: { $yes ->
    [yes] by the arbiter, with the words arbiter start
   *[no] when the opponent's board is connected
}
event-arbiter-code = Arbiter's code: { $yes ->
    [yes] set; an arbiter's command at a player's keyboard needs it first
   *[no] none; anyone at the keyboard may act as the arbiter
}

# --- Screen (src/ui)

ui-title-board = Board: { $status }
ui-title-moves = Moves
ui-title-transcript = Transcript
ui-title-input = Input: a move or a command, then Enter
ui-legend = Upper case: White. Lower case, inverted: Black. Star: last move. Brackets: cursor. Colon: dark square.
ui-clock-none = Clock: none
# The letter of a pawn on the drawn board (the other pieces use the notation letters).
ui-pawn-letter = P
# The status in the board's title, for the eye: "White to move, move 12."
ui-turn = { $colour ->
    [white] White
   *[black] Black
} to move, move { $n }.
ui-in-check = { $colour ->
    [white] White
   *[black] Black
} is in check.

# --- Batch tools (src/batch.rs: announce, notate)

batch-bad-fen = Game { $game }: the FEN tag is not a legal position.
batch-too-many-moves = Game { $game }: it has more than { $n } half-moves; the rest was not read.
batch-unreadable = Game { $game }: the PGN cannot be read from here on.
batch-variant = Game { $game }: { $variant } games are not supported; rochade reads standard chess only.
batch-not-read = Game { $game }: { $reason }
batch-unclosed = The comment or variation opened on line { $line } is never closed; what follows it was not read as moves.
batch-variation-start = Variation:
batch-variation-end = End of variation
batch-nag = { $nag ->
    [1] good move
    [2] mistake
    [3] brilliant move
    [4] blunder
    [5] interesting move
    [6] dubious move
    [7] forced move
    [8] only move
    [9] worst move
    [10] drawish position
    [11] equal, quiet position
    [12] equal, lively position
    [13] unclear position
    [14] White is slightly better
    [15] Black is slightly better
    [16] White is better
    [17] Black is better
    [18] White is winning
    [19] Black is winning
    [146] novelty
   *[other] annotation { $nag }
}
batch-illegal-move = Game { $game }: { $colour ->
    [white] White's
   *[black] Black's
} move { $number }, { $move }, is not legal in its position.

# --- The player's screen reader (src/screen_reader.rs, src/app/loop.rs)
# Said once at the start when rochade suits a screen reader: $why is found (one runs) or asked
# (--screen-reader on); $view is lines or screen (--full-screen); $voice is quiet (rochade's own
# voice off) or own (the player chose rochade's voice too).
screen-reader-start = { $why ->
        [found] A screen reader is running.
       *[asked] Screen reader mode.
    } { $view ->
        [screen] rochade draws the full screen for it, without box lines.
       *[lines] rochade writes one line per event for it to read.
    } { $voice ->
        [own] rochade speaks too; switch the screen reader's speech off to hear each sentence once.
       *[quiet] rochade's own voice stays quiet.
    } The option screen-reader off changes this.
# The prompt after the lines of line mode at a terminal: the side to move, so that the line at
# the cursor (a braille display's line) is never empty.
line-prompt = { $colour ->
        [white] White to move.
       *[black] Black to move.
    }
line-prompt-over = Game over.

# --- The arbiter's code (src/app/core/command/arbiter.rs)
arbiter-code-ask = This is the arbiter's command. The arbiter types the code now; it is not shown.
arbiter-code-wrong = Wrong code. Nothing changed.
arbiter-code-locked = After wrong codes the arbiter's commands wait { $time } more. Nothing changed.
arbiter-code-lapsed = No code came within a minute. The arbiter's command is dropped; what is typed is shown again.
arbiter-code-missing = This game's arbiter's commands need the code of its event. Start rochade with the event profile, that is with --event. Nothing changed.
arbiter-own-board = In this event the arbiter rules from the arbiter's own board (rochade join --role arbiter), not from a player's keyboard; an event profile with an arbiter's code lets the arbiter type the code here. Nothing changed.

# --- The engine opponent (src/engine/phrases.rs)
# Said at the start when the engine is ready: its $name (as the engine gives it), the $colour it
# plays, and its strength: $elo (limited through the engine's Elo setting), $level (the engine's
# own skill level, when it has no Elo setting), or its full strength.
engine-playing-elo = { $name } plays { $colour ->
        [white] White
       *[black] Black
    }, at a strength of { $elo } Elo.
engine-playing-level = { $name } plays { $colour ->
        [white] White
       *[black] Black
    }, at its skill level { $level }; it has no Elo setting.
engine-playing-full = { $name } plays { $colour ->
        [white] White
       *[black] Black
    }, at full strength.
# $engine is the name or the path the player gave.
engine-not-found = No chess engine { $engine } was found. The game goes on without an engine: the moves of both sides are typed.
engine-cannot-start = The chess engine { $engine } cannot be started. The game goes on without an engine: the moves of both sides are typed.
engine-no-answer = The chess engine did not answer in time. The game goes on without it: the moves of both sides are typed.
engine-stopped = The chess engine has stopped. The game goes on without it: the moves of both sides are typed.
engine-bad-move = The chess engine sent an illegal or unreadable move; it is not played. The game goes on without the engine: the moves of both sides are typed.
# Fair play at the tournament: the Laws forbid any device the arbiter has not approved (11.3).
engine-refused-event = This game is played under an event profile, so no chess engine can be used in it, as Article 11.3 of the Laws of Chess requires. The game starts without one.
engine-not-between-boards = A chess engine plays only in a game at one board, not between two boards. The game starts without one.
# The technical detail of an engine's fault, for the transcript only (never spoken).
engine-detail = Technical detail for the chess engine: { $detail }

## The electronic board: the sighted player's DGT board (src/app/eboard.rs)
# The e-board's device was opened and its position is read.
eboard-connected = The electronic board is connected.
# The e-board cannot be reached, at the start or during the game; said once, until it is back.
eboard-lost = The electronic board cannot be reached. rochade keeps trying; moves can be typed meanwhile.
eboard-back = The electronic board is back. Its position is read again.
# The technical detail of an e-board problem, for the transcript only (never spoken).
eboard-detail = Technical detail for the electronic board: { $detail }
eboard-agrees = The electronic board shows the game.
# $list: each square with what should stand there ("e4: white pawn; e2: empty").
eboard-differs = The electronic board differs from the game. To set right: { $list }.
eboard-differs-many = The electronic board differs from the game on { WORDS($count) } squares. Set up the game's position.
# Pieces lifted on the e-board and put back on their squares; a note for the arbiter (touch-move, 4.3). $list: each square with its piece ("g1: white Knight").
# $connected: yes when a DGT clock connected to the e-board begins to send its times through it, no when it stops.
eboard-clock = { $connected ->
        [yes] A DGT clock is connected to the electronic board; its times arrive through the board.
       *[no] The DGT clock at the electronic board sends no times any more.
    }
# $turned: yes when the board is read with Black at the bottom, no when with White.
eboard-turned = { $turned ->
        [yes] The electronic board is read turned around, with Black at the bottom.
       *[no] The electronic board is read with White at the bottom.
    }

# --- Voice input (src/voice/phrases.rs): `rochade hear` and, later, the game's voice input.
voice-no-recogniser = No speech recogniser was found. Voice input needs the packages pocketsphinx and pocketsphinx-en-us.
voice-no-vosk-library = The Vosk speech recogniser's library cannot be loaded. Please install Vosk, or name the file with the vosk library option.
# $dir is the folder named as the Vosk model.
voice-no-vosk-model = There is no Vosk model in the folder { $dir }. Please download a model of your language and name its folder with the vosk model option.
voice-vosk-without-grammar = The Vosk model in the folder { $dir } cannot be held to the announcements: it is a large model. Please take a small model of your language.
voice-vosk-lacks-words = The Vosk model in the folder { $dir } knows none of the words of the announcements. Please take a model of the language you announce in.
# $dir is the folder where the acoustic model was looked for.
voice-no-model = The speech recogniser has no acoustic model in { $dir }. Voice input needs the package pocketsphinx-en-us.
voice-no-phonemes = The pronunciations of the words cannot be made: the program espeak-ng cannot be run. Voice input needs the package espeak-ng.
voice-failed = The speech recogniser failed.
voice-timeout = The speech recogniser did not finish in time.
voice-unreadable = The recording { $file } cannot be read as a WAV file.
# $max is the longest recording heard, in seconds.
voice-too-long = The recording { $file } is longer than { WORDS($max) } seconds. It is not heard.
# $max is the largest file read, in megabytes.
voice-too-large = The recording { $file } is larger than { WORDS($max) } megabytes. It is not heard.
voice-format = The recording { $file } is in a form that cannot be heard. Please record it as a WAV file, mono, at sixteen thousand samples a second.

# --- Analysis by ear: rochade analyse (src/engine/analyse.rs, src/engine/analyser.rs)
# The evaluation of the start position; $eval is analyse-eval, analyse-mate-in or analyse-mated.
analyse-start = Start position: { $eval }.
# One move: its $number, the $colour that played it, the $move in words and the $eval after it.
analyse-move = Move { $number }, { $colour ->
        [white] White
       *[black] Black
    }: { $move }. { $eval }.
# How the position stands ($stands) and the figure in pawns ($figure).
analyse-eval = { $stands }, { $figure }
# The evaluation in pawns: $sign plus, minus or none; $whole pawns and $tenths.
analyse-pawns = { $sign ->
        [plus] plus { WORDS($whole) }
        [minus] minus { WORDS($whole) }
       *[none] { WORDS($whole) }
    } point { WORDS($tenths) }
analyse-equal = The position is equal
analyse-slightly = { $colour ->
        [white] White
       *[black] Black
    } is slightly better
analyse-clearly = { $colour ->
        [white] White
       *[black] Black
    } is clearly better
analyse-winning = { $colour ->
        [white] White
       *[black] Black
    } is winning
analyse-mate-in = { $colour ->
        [white] White
       *[black] Black
    } mates in { $moves ->
        [one] one move
       *[other] { WORDS($moves) } moves
    }
analyse-mated = { $colour ->
        [white] White
       *[black] Black
    } is checkmated
# A move judged by the lost winning chances (lichess's thresholds), and the engine's better move.
analyse-judged = { $judgement ->
        [inaccuracy] An inaccuracy.
        [mistake] A mistake.
       *[blunder] A blunder.
    }
analyse-judged-better = { $judgement ->
        [inaccuracy] An inaccuracy
        [mistake] A mistake
       *[blunder] A blunder
    }; better was { $better }.
# On standard error while the engine works: position $number (1 the start) of $total.
# The engine's best line after the better move, the moves in words ($moves).
analyse-line = The line: { $moves }.
# The time the mover spent on the move, from the game's clock comments; $time in words.
analyse-spent = Time spent: { $time }.
analyse-progress = Analysing: position { $number } of { $total }.
analyse-not-found = No chess engine { $engine } was found, so nothing was analysed. Install one, Stockfish for example, or name its program with the engine option.
analyse-cannot-start = The chess engine { $engine } cannot be started, so nothing was analysed.
analyse-no-answer = The chess engine { $engine } did not answer in time. The analysis stopped.
analyse-stopped = The chess engine { $engine } stopped. The analysis stopped.
analyse-bad-answer = The chess engine { $engine } sent an answer that cannot be used. The analysis stopped.
analyse-no-game = The file { $file } holds no game.
analyse-no-such-game = The file { $file } holds { $found ->
        [one] one game
       *[other] { WORDS($found) } games
    }; there is no game { $wanted }.
analyse-not-built = This build of rochade has no chess engine, so it cannot analyse games.

# --- Voice input in the game (src/app/core/voice.rs, src/app/voice_seat.rs)
voice-no-microphone = The microphone cannot be used: { $detail }. Please check that it is plugged in and free; the keyboard goes on working.
voice-heard = { $words }? Yes or no.
voice-dropped = Not played. Please announce the move again.
voice-repeat = Please repeat.
voice-off = Voice input is off. Turn it on with the voice input option at the start, or in the settings file.
voice-busy = I am listening already.
voice-nothing-asked = No question is open.
voice-ready = Voice input is on: type { $command }, announce the move, and confirm it with yes or Enter.
help-listen = listens once: the move announced is said back and played only after yes; when the microphone listens all the time, pauses or resumes the listening
voice-ready-continuous = Voice input is on and listens all the time: after the tone, announce the move, and confirm it with yes or Enter. { $command } pauses and resumes the listening.
voice-paused = The microphone has stopped listening. { $command } starts it again.
voice-answer-typed = Please answer this question at the keyboard.
voice-command-typed = The microphone listens all the time; please type this at the keyboard: { $command }.
voice-resumed = The microphone listens again.

# --- Studying a game (rochade study; src/app/core/study.rs)
study-begin = The game is loaded for study: { $moves ->
        [one] one move
       *[other] { WORDS($moves) } moves
    }. Nothing is recorded and no clock runs. Say next, previous, move and a number, variation, back, or back to game; the questions about the board work as in a game.
study-players = { $white } against { $black }.
study-move = Move { WORDS($number) }, { $colour ->
        [white] White
       *[black] Black
    }: { $move }.
study-nag = Annotation: { $nag }.
study-comment = Comment: { $text }
study-variations = { $count ->
        [one] A variation starts here: { $first }. Say variation to hear it.
       *[other] { WORDS($count) } variations start here, the first: { $first }. Say variation and its number to hear one.
    }
study-entered = { $count ->
        [one] Variation.
       *[other] Variation { WORDS($number) } of { WORDS($count) }.
    }
study-start = The starting position of the game, before the first move.
study-variation-start = The start of the variation, before its first move.
study-game-end = That was the last move of the game.
study-result = { $result ->
        [white] Result: White won.
        [black] Result: Black won.
       *[draw] Result: a draw.
    }
study-line-end = That was the last move of the variation. Say back, or back to game.
study-first = This is the starting position; there is no move before it.
study-variation-first = This is the start of the variation; back leaves it.
study-no-variation = No variation starts here.
study-no-such-variation = { $count ->
        [one] Only one variation starts here
       *[other] { WORDS($count) } variations start here
    }; there is no variation { WORDS($number) }.
study-in-game = You are in the game already, in no variation.
study-back-game = Back in the game.
study-back-variation = Back in the variation above.
study-no-move = This line has no move { WORDS($number) }.
study-not-here = This is a study: no moves are played here and nothing is recorded. Say next, previous, move and a number, variation, or back to game.
study-none = Variations are there in a game loaded for study: rochade study and the name of the file.
study-problem = The game is studied up to this point: { $problem }
help-variation = in a study: into the variation of the move just said, with a number into that one, for example variation 2
help-back-to-game = in a study: out of every variation back into the game, at the move where the variation branched
