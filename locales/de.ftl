# rochades Meldungen auf Deutsch. Dieselben Meldungen mit denselben Variablen wie en.ftl.
# Für das Ohr geschrieben: keine Abkürzungen, keine Zeichen, die eine Stimme vorliest, Zahlen in
# Worten (WORDS), ein Begriff für eine Regel ("regelwidriger Zug").

## Numbers and durations

hours = { WORDS($n, form: "feminine") } { $n ->
    [one] Stunde
   *[other] Stunden
}
minutes = { WORDS($n, form: "feminine") } { $n ->
    [one] Minute
   *[other] Minuten
}
seconds = { WORDS($n, form: "feminine") } { $n ->
    [one] Sekunde
   *[other] Sekunden
}
moves = { WORDS($n, form: "masculine") } { $n ->
    [one] Zug
   *[other] Züge
}
points = { WORDS($n, form: "masculine") } { $n ->
    [one] Punkt
   *[other] Punkte
}

hours-within = { WORDS($n, form: "dative") } { $n ->
    [one] Stunde
   *[other] Stunden
}
minutes-within = { WORDS($n, form: "dative") } { $n ->
    [one] Minute
   *[other] Minuten
}
seconds-within = { WORDS($n, form: "dative") } { $n ->
    [one] Sekunde
   *[other] Sekunden
}

# Akkusativ: "erhält eine Stunde dazu", "auf eine Minute gestellt".
hours-object = { WORDS($n, form: "feminine") } { $n ->
    [one] Stunde
   *[other] Stunden
}
minutes-object = { WORDS($n, form: "feminine") } { $n ->
    [one] Minute
   *[other] Minuten
}
seconds-object = { WORDS($n, form: "feminine") } { $n ->
    [one] Sekunde
   *[other] Sekunden
}

article-number = Artikel { $number }
article-appendix = Artikel D.{ $point }

## Game: src/app (phrases.rs, core/narrate.rs), colour names (src/lang.rs)
## (messages of the interactive game, help by topic, start-up, errors of the game)
##
colour-white = Weiß
colour-black = Schwarz
game-greeting = Neue Partie. { $colour ->
    [white] Weiß
   *[black] Schwarz
} ist am Zug. Züge ansagen oder tippen; das Wort hilfe nennt die Befehle.
game-not-understood = { $why } Das Wort hilfe nennt die Befehle.
game-bad-square = Kein Feld: { $text }. Ein Feld ist eine Linie von Anna bis Hector und eine Reihe von eins bis acht, zum Beispiel Eva vier oder e4.
game-which-square = Welches Feld? Ein Feld ist eine Linie von Anna bis Hector und eine Reihe von eins bis acht, zum Beispiel Eva vier oder e4.
game-bad-rank = Keine Reihe: { $text }. Reihen sind eins bis acht.
game-bad-file = Keine Linie: { $text }. Linien sind Anna bis Hector.
game-bad-piece = Keine Figur und keine Farbe: { $text }. Zum Beispiel wo Springer, oder wo weiße Dame.
game-nothing-to-repeat = Es wurde noch nichts angesagt.
game-no-clock = Keine Uhr in dieser Partie.
game-to-move-mark = { $colour ->
    [white] am Zug
   *[black] am Zug
}
game-clock-placeholder = Uhr: keine
game-undone = Zurückgenommen: { $words }.
game-flipped = Brett aus Sicht von { $colour ->
    [white] Weiß
   *[black] Schwarz
}.
game-goodbye = Sitzung beendet.
game-too-small = Fenster zu klein für das Brett: { $cols } mal { $rows } Zeichen, nötig sind { $needcols } mal { $needrows }. Antworten und Eingabezeile bleiben; der Zeilenmodus passt in jedes Fenster.
game-pane-board = Brett
game-pane-moves = Züge
game-pane-transcript = Gesagt
game-pane-input = Eingabe (Zug oder Befehl, Enter)
game-legend = Groß: Weiß. Klein: Schwarz. Stern: letzter Zug. Klammern: Zeiger. Doppelpunkt: dunkles Feld.
game-summary = { $plies ->
    [one] ein Halbzug gespielt
   *[other] { WORDS($plies) } Halbzüge gespielt
}{ $last ->
    [none] {""}
   *[other] ; letzter Zug: { $last }
}; { $colour ->
    [white] Weiß
   *[black] Schwarz
} ist am Zug, Zug { WORDS($number) }
game-resume-offer = Unterbrochene Partie gefunden: { $summary }. Das Wort weiter setzt sie fort, ebenso ein Zug dieser Partie; das Wort neu beginnt eine neue Partie.
game-resumed = Partie fortgesetzt: { $summary }.
game-back-in-game = Wieder in der Partie nach Zug { WORDS($number) }: { $summary }.
game-nothing-to-resume = Es gibt keine unterbrochene Partie zum Fortsetzen.
game-in-progress = Die Partie läuft noch. Erst aufgeben oder Remis vereinbaren, oder die Sitzung beenden; die Partie bleibt im Spielprotokoll.
game-over = Partie zu Ende. { $what }
game-already-over = Die Partie ist zu Ende, es wird kein Zug mehr angenommen. { $what } Das Wort neu beginnt eine neue Partie; Abfragen gehen weiter.
# A reply typed while the announced move ($words) of $colour waits for the opponent's confirmation.
game-confirm-first = Bitte zuerst den Zug von { $colour ->
    [white] Weiß
   *[black] Schwarz
} bestätigen: { $words }.
# A move typed at the arbiter's joined board.
game-only-players-move = Nur die Spieler ziehen; an diesem Brett wird nicht gezogen.
# A resignation typed at the arbiter's joined board.
game-only-players-resign = Nur die Spieler geben auf; an diesem Brett wird nicht aufgegeben.
# A player's request (a draw offer, an answer, a claim, a stop of the clock, a confirmation) typed at the arbiter's joined board, refused by the host as another side's.
game-only-players = Das tun nur die Spieler, nicht dieses Brett.
game-announced = { $colour ->
    [white] Weiß
   *[black] Schwarz
} sagt an: { $words }. { $colour ->
    [white] Schwarz
   *[black] Weiß
}, bitte bestätigen.
game-corrected = { $colour ->
    [white] Weiß
   *[black] Schwarz
} korrigiert die Ansage: { $words } statt { $old } (Artikel D.2.8). { $colour ->
    [white] Schwarz
   *[black] Weiß
}, bitte bestätigen.
game-repeat-differs = Achtung: { $colour ->
    [white] Weiß
   *[black] Schwarz
} wiederholt { $repeated }, angesagt war { $announced }. Der Zug ist nicht ausgeführt; bitte klären.
game-nothing-announced = Es ist kein Zug angesagt.
game-correction-too-late = Der Zug ist schon ausgeführt und kann nicht mehr korrigiert werden; das ist jetzt Sache des Schiedsrichters (Artikel 7).
game-correction-same = Das ist der schon angesagte Zug: { $move }.
game-confirmer-away = Das Brett von { $colour ->
    [white] Weiß
   *[black] Schwarz
} ist nicht verbunden: der Zug wartet auf die Bestätigung, bis das Brett wieder da ist.
game-not-confirmed = Noch nicht bestätigt: { $colour ->
    [white] Weiß
   *[black] Schwarz
} hat { $words } angesagt.
game-boards-differ = { $colour ->
    [white] Weiß
   *[black] Schwarz
} meldet: Die Bretter weichen ab (Artikel D.2.9). Die Uhr ist angehalten. Der Schiedsrichter vergleicht die Partieformulare und bestimmt die Stellung, von der aus weitergespielt wird.
game-reconciled = Schiedsrichter: Es geht weiter nach dem { WORDS($number, form: "ordinal") } Zug von { $colour ->
    [white] Weiß
   *[black] Schwarz
} (Artikel D.2.9). { $taken ->
    [none] Kein Zug wird zurückgenommen.
   *[other] Zurückgenommen: { $taken }.
}
game-scoresheets-agree = Die Partieformulare stimmen überein; das abweichende Brett wird nach ihnen berichtigt.
game-scoresheets-compared = { $agreed ->
    [0] Die Partieformulare weichen vom ersten Halbzug an ab.
   *[other] Die Partieformulare stimmen bis Halbzug { $agreed } überein.
} Danach hier: { $ours ->
    [none] nichts
   *[other] { $ours }
}. Auf dem anderen Brett: { $theirs ->
    [none] nichts
   *[other] { $theirs }
}.
game-squares-to-correct = Auf dem Brett zu berichtigen: { $list }.
game-no-such-position = Einen { WORDS($number, form: "ordinal") } Zug von { $colour ->
    [white] Weiß
   *[black] Schwarz
} gibt es in dieser Partie nicht.
game-role = { $role ->
    [opponent] { $colour ->
    [white] Weiß
   *[black] Schwarz
}, Gegner
    [assistant] Assistent von { $colour ->
    [white] Weiß
   *[black] Schwarz
}
    [arbiter] Schiedsrichter
   *[viewer] ein Zuhörer
}
game-peer-joined = { $back ->
    [yes] Wieder verbunden
   *[no] Verbunden
}: { $who }{ $name }.
# A board's session ended on purpose (quit on that board); $who and $name as in game-peer-left.
game-peer-ended = { $who }{ $name } hat die Sitzung an jenem Brett beendet.
game-peer-left = Verbindung getrennt: { $who }{ $name }. Es wird neu verbunden.
game-request-not-legal = Der Zug ist auf dem Brett des Gastgebers nicht möglich; vielleicht weichen die Bretter ab.
game-new-game-instead = Das ist eine neue Partie; die unterbrochene Partie bleibt gespeichert und kann später fortgesetzt werden.
game-request-stale = Die Partie hat sich auf dem Brett des Gastgebers geändert, bevor die Bitte ankam; sie wurde nicht ausgeführt. Bitte noch einmal sagen.
game-request-corrected = Der Zug wurde berichtigt, bevor die Bestätigung ankam; bitte noch einmal bestätigen.
game-request-other-game = Dieses Brett und das des Gastgebers sind in verschiedenen Partien; die Bitte wurde nicht ausgeführt.
game-request-not-done = Das Brett des Gastgebers hat die Bitte nicht ausgeführt.
game-no-game-yet = Die Partie des Gastgebers ist noch nicht angekommen; bitte einen Moment warten.
game-connected-to-host = Mit dem Brett des Gastgebers verbunden{ $name }. Hier: { $who }.
game-net-wrong-code-tried = Jemand hat versucht, sich mit einem falschen Code zu verbinden. Die Partie ist unberührt.
game-net-pairing-locked = Nach mehreren falschen Codes ist das Verbinden eine Weile gesperrt.
game-net-unknown-board = Ein unbekanntes Brett wollte sich ohne Code verbinden und wurde abgewiesen.
game-net-wrong-code = Der Code stimmt nicht mit dem des Gastgebers überein. Bitte den Code noch einmal erfragen.
game-net-not-accepted = Der Gastgeber nimmt gerade keine Verbindung an.
game-net-lost = Die Verbindung zum Gastgeber ist unterbrochen; rochade verbindet sich von selbst neu.
game-net-locked = Der Gastgeber hat das Verbinden nach falschen Codes gesperrt, noch { $duration }. Bitte warten und dann mit dem Code neu verbinden.
game-net-other-game-board = Ein Brett aus einer früheren Partie wollte ohne den neuen Code zurückkommen und wurde abgewiesen.
game-other-game = Das Brett des Gastgebers ist jetzt in einer anderen Partie; dieses Brett war für eine frühere verbunden. Bitte den neuen Code erfragen und neu verbinden.
game-host-ended = Das Brett des Gastgebers hat die Sitzung beendet.
game-revoked-here = Der Gastgeber hat dieses Brett getrennt. Um zurückzukommen, treten Sie der Partie wieder mit dem Code des Gastgebers bei.
game-net-other-version = Auf dem Gastgeber läuft eine andere Version von rochade, die beiden Bretter verstehen einander nicht: sein Protokoll hat die Nummer { $theirs }, das dieses Bretts die Nummer { $ours }. Verwende auf beiden Brettern dieselbe Version von rochade.
# A board's name is said only inside this frame, never on its own, so that it cannot sound like a game event.
game-peer-name = , mit dem Namen { $name }
game-role-kept = Ein Brett wollte eine andere Rolle. Es bleibt: { $who }{ $name }. Gewünscht: { $asked }. Eine Änderung braucht eine neue Verbindung mit dem Code.
game-role-kept-here = Der Gastgeber behält dieses Brett wie bisher: { $who }. Für eine andere Rolle bitte mit dem Code des Gastgebers neu verbinden.
game-role-changed = Ein Brett hat sich mit dem Code neu verbunden und die Rolle gewechselt. Vorher: { $before }{ $name }. Jetzt: { $after }.
game-boards-none = Kein Brett ist mit dem Code verbunden.
game-boards-heading = Mit dem Code verbundene Bretter: { WORDS($count) }.
game-boards-item = { $number }: { $who }{ $name }, { $connected ->
    [yes] jetzt verbunden
   *[no] jetzt nicht verbunden
}.
game-boards-how = Zum Entkoppeln das Wort entkoppeln und die Nummer des Bretts sagen.
game-boards-host-only = Nur das Brett des Gastgebers führt die mit dem Code verbundenen Bretter.
game-no-such-board = Welches Brett? Bitte entkoppeln und seine Nummer sagen, von eins bis { WORDS($count) }.
game-board-revoked = Entkoppelt: { $who }{ $name }. Dieses Brett braucht den Code, um zurückzukommen.
game-hosting = Diese Partie wartet auf das zweite Brett. Verbindungscode: { $code }. Port { $port }.
game-joining = Verbinde mit der Partie auf { $addr }.
game-host-code-line = Verbindungscode zum Eintippen am anderen Brett: { $code }
game-host-address-line = Adresse dieses Bretts: { $address }
game-clock-started = Beide Bretter sind verbunden: Die Uhr startet. Die Uhr von { $colour ->
    [white] Weiß
   *[black] Schwarz
} läuft.
# On a joined board, the host's clock started (by the opponent's board joining, or by the arbiter: this board cannot tell which).
game-clock-starts = Die Uhr startet. Die Uhr von { $colour ->
    [white] Weiß
   *[black] Schwarz
} läuft.
game-clock-waits-for-arbiter = Beide Bretter sind verbunden. Die Uhr wartet auf den Schiedsrichter; er startet sie mit den Worten schiedsrichter start.
# On a joined board, the event wants the arbiter to start the clock: said without "both boards" (this board cannot know the opponent's is connected); $who is arbiter on the arbiter's own board, other elsewhere.
game-clock-waits-joined = { $who ->
    [arbiter] Die Uhr wartet auf Sie: Sobald die Bretter beider Spieler verbunden sind, starten Sie sie mit den Worten schiedsrichter start.
   *[other] Die Uhr wartet auf den Schiedsrichter; er startet sie mit den Worten schiedsrichter start.
}
game-clock-started-by-arbiter = Der Schiedsrichter startet die Uhr. Die Uhr von { $colour ->
    [white] Weiß
   *[black] Schwarz
} läuft.
game-contact-lost = Achtung: seit { $duration } keine Verbindung zum Gastgeber; das ist der letzte bekannte Stand.
game-viewer-only-listens = Zuhörer können nur zuhören, nicht spielen.
game-forbidden-arbiter = Das darf nur der Schiedsrichter.
game-forbidden-side = Das darf nur { $colour ->
    [white] Weiß
   *[black] Schwarz
}.
game-forbidden-clock = Das meldet nur die Uhr.
game-declared-move-required = Nach der unberechtigten Reklamation muss der aufgeschriebene Zug gespielt werden: { $words } (Artikel 9.5.3).
game-no-offer = Es liegt kein Remisangebot vor.
game-own-offer = Das eigene Remisangebot kann man nicht beantworten.
game-offer-stands = Es liegt bereits ein Remisangebot vor.
game-offer-too-early = Remisangebote erst ab Zug { WORDS($number) } (Artikel 9.1.1).
# A draw offered by the side to move, before its move: valid, but the Laws ask for it after one's move.
game-offer-before-move = Das Angebot gilt, doch Remis bietet man nach dem eigenen Zug an (Artikel 9.1.2.1).
# A draw offer said to a listener (the hall, a listener's board): the event only.
game-offered-to-listener = { $colour ->
    [white] Weiß
   *[black] Schwarz
} bietet Remis an.
game-offered = { $colour ->
    [white] Weiß
   *[black] Schwarz
} bietet Remis an. Antwort mit annehmen oder ablehnen.
game-declined = { $colour ->
    [white] Weiß
   *[black] Schwarz
} lehnt das Remisangebot ab. Die Partie geht weiter.
game-wrong-claim = Reklamation von { $colour ->
    [white] Weiß
   *[black] Schwarz
} nicht berechtigt: { $kind }.
game-wrong-claim-penalty = { $colour ->
    [white] Weiß
   *[black] Schwarz
} erhält { $duration } dazu (Artikel 9.5.3).
game-wrong-claim-declared = Der aufgeschriebene Zug muss gespielt werden: { $words }.
game-bad-declared-move = Reklamation nicht angenommen, der aufgeschriebene Zug ist nicht lesbar: { $why }
game-illegal-declared-move = Reklamation nicht angenommen: Der aufgeschriebene Zug, { $move }, ist nicht möglich. { $why }
game-bad-number = Keine Zugnummer: { $text }. Zum Beispiel zug 12 oder letzte 5.
game-journal-failed = Achtung: das Spielprotokoll kann nicht gespeichert werden. Die Partie geht weiter, wird aber nicht auf der Festplatte gesichert.
game-arbiter-usage = Schiedsrichterbefehl nicht verstanden. Möglich sind: { $list }.
game-bad-arbiter-arguments = Nicht verstanden: { $text }. Nichts geändert. Beispiel: { $example }.
game-clock-paused = Die Uhr ist schon angehalten.
game-clock-not-paused = Die Uhr läuft; sie ist nicht angehalten.
game-clock-not-started = Die Uhr läuft noch nicht.
game-interrupted = Die Partie ist unterbrochen (Artikel 6.12). Züge erst, wenn der Schiedsrichter die Uhr wieder startet.
game-arbiter-called = { $colour ->
    [white] Weiß
   *[black] Schwarz
} hält die Uhr an und ruft den Schiedsrichter (Artikel 6.12.2). Die Partie ist unterbrochen.
game-illegal-recorded = { $count ->
    [1] Erster
    [2] Zweiter
    [3] Dritter
   *[other] Noch ein
} regelwidriger Zug von { $colour ->
    [white] Weiß
   *[black] Schwarz
} vermerkt.
game-illegal-move-again = { $colour ->
    [white] Weiß
   *[black] Schwarz
} ist wieder am Zug und muss, wenn möglich, mit derselben Figur ziehen (Artikel 7.5.1).
game-nothing-to-revert = Keine Änderung des Schiedsrichters an der Uhr, die widerrufen werden kann.
game-arbiter-set = { $colour ->
    [white] Weiß
   *[black] Schwarz
}: Uhr auf { $to } stellen, bisher { $now }.
game-arbiter-add = { $colour ->
    [white] Weiß
   *[black] Schwarz
}: { $amount } dazugeben.
game-arbiter-deduct = { $colour ->
    [white] Weiß
   *[black] Schwarz
}: { $amount } abziehen, bisher { $now }.
game-arbiter-illegal = { $colour ->
    [white] Weiß
   *[black] Schwarz
}: regelwidriger Zug.
game-arbiter-confirm = { $what } { $ends ->
    [yes] Damit endet die Partie. Bestätigen mit ja, verwerfen mit nein.
   *[no] Bestätigen mit ja, verwerfen mit nein.
}
game-arbiter-dropped = Änderung verworfen, nichts geändert.
# A resignation typed at the keyboard waits for a yes ($colour: white or black).
game-resign-question = { $colour ->
    [white] Die Partie als Weiß aufgeben?
   *[black] Die Partie als Schwarz aufgeben?
} Aufgeben mit ja, weiterspielen mit nein.
game-resign-dropped = Nicht aufgegeben; die Partie geht weiter.
# "new" while an interrupted game is offered: it is not continued.
game-new-question = Es gibt eine unterbrochene Partie: { $summary }. Sie bleibt im Spielprotokoll. Stattdessen eine neue Partie beginnen? Ja oder nein?
game-new-dropped = Keine neue Partie. Das Wort weiter setzt die unterbrochene Partie fort.
# A move typed while an interrupted game is offered, which is not a move of that game.
game-resume-or-new = Das ist kein Zug der unterbrochenen Partie ({ $summary }). Das Wort weiter setzt sie fort, das Wort neu beginnt eine neue Partie.
# A take-back of a completed move at one keyboard waits for the opponent's yes.
game-take-back-question = { $colour ->
    [white] Weiß möchte { $move } zurücknehmen. Schwarz
   *[black] Schwarz möchte { $move } zurücknehmen. Weiß
}, einverstanden? Ja oder nein.
game-take-back-declined = Nicht einverstanden: Der Zug bleibt.
# Between two boards: the take-back is asked of the opponent's board; an answer with no question standing.
game-take-back-asked = Ihr Gegner wird um sein Einverständnis gebeten; bis dahin bleibt der Zug.
game-take-back-not-asked = Es wartet keine Zugrücknahme auf eine Antwort.
game-no-adjustments = Noch keine Änderungen an der Uhr.
game-input-too-long = Diese Eingabe ist zu lang, mehr als { $max } Zeichen; nichts wurde ausgeführt. Bitte einen Zug oder einen Befehl.

## Der Turniersaal: src/hall (was die Schiedsrichter von jedem Brett über den Broker erfahren)

hall-board = Brett { WORDS($board) }: { $text }
# A board's move said in the hall, with the side that made it.
hall-board-move = Brett { WORDS($board) }, { $colour ->
    [white] Weiß
   *[black] Schwarz
}: { $text }
hall-arbiter-called = Brett { WORDS($board) }: { $colour ->
    [white] Weiß
   *[black] Schwarz
} hat den Schiedsrichter gerufen.
hall-forged = Brett { WORDS($board) }: eine Meldung, die nicht zur Partie passt, wurde abgewiesen; sie kann gefälscht sein. Die Partie des Bretts wird neu angefordert.
hall-forged-number = Brett { WORDS($board) }: eine Meldung unter der Nummer eines schon aufgezeichneten Eintrags, mit anderem Inhalt, wurde abgewiesen; sie kann gefälscht sein.
hall-unreadable = Brett { WORDS($board) }: eine unlesbare Meldung wurde abgewiesen.
hall-refused-count = Brett { WORDS($board) }: in der letzten Minute { $count ->
    [one] eine weitere Meldung
   *[other] { WORDS($count) } weitere Meldungen
} abgewiesen.
hall-start-breaks = Brett { WORDS($board) }: der Beginn einer anderen Partie kam, während diese Partie läuft. Die Partie bleibt, und die Aufzeichnung des Bretts wird neu angefordert.
hall-acknowledged = Brett { WORDS($board) }: Ruf nach dem Schiedsrichter quittiert.
hall-no-board = Es gibt kein Brett { WORDS($board) }.
hall-no-boards = Noch hat kein Brett gemeldet.
hall-silent = { $count ->
    [one] Brett { $boards } hat
   *[other] Die Bretter { $boards } haben
} sich nicht gemeldet.
hall-silent-all = Keines der { WORDS($count) } Bretter hat sich gemeldet. Ist der Name des Turniers der, den die Bretter verwenden?
hall-summary = Brett { WORDS($board) }: { $white } gegen { $black }, Zug { WORDS($number) }, { $status }.
hall-status = { $status ->
    [called] der Schiedsrichter ist gerufen
    [paused] die Uhr ist angehalten
    [over] beendet, { $result }
   *[playing] die Partie läuft
}
hall-result = { $result ->
    [white] Weiß hat gewonnen
    [black] Schwarz hat gewonnen
   *[draw] Remis
}
hall-sheet-row = Zug { WORDS($number) }: { $white }{ $black ->
    [none] {""}
   *[other] , { $black }
}
# Said before the rows of a board's scoresheet read in the hall.
hall-sheet-title = Brett { WORDS($board) }, Partieformular.
hall-sheet-empty = Brett { WORDS($board) }: noch kein Zug.
hall-listening = Der Turniersaal { $event } empfängt die Bretter über den Broker { $broker }.
hall-broker-lost = Die Verbindung zum Broker ist unterbrochen; rochade verbindet sich von selbst neu.
hall-broker-back = Mit dem Broker verbunden.
hall-broker-refused = Der Broker hat die Halle abgewiesen: { $why ->
    [password] Benutzername oder Passwort sind falsch.
    [forbidden] Benutzername oder Passwort sind falsch, oder dieser Benutzer darf sich nicht verbinden.
   *[other] er nennt keinen Grund, den rochade kennt.
} rochade versucht es von selbst weiter.
hall-board-refused = Der Broker der Halle hat dieses Brett abgewiesen: { $why ->
    [password] Benutzername oder Passwort sind falsch.
    [forbidden] Benutzername oder Passwort sind falsch, oder dieser Benutzer darf sich nicht verbinden.
    [denied] sein Zugang darf nicht unter dieser Brettnummer melden.
   *[other] er nennt keinen Grund, den rochade kennt.
} Die Partie geht weiter, aber die Halle sieht sie nicht. Bitte sagen Sie es dem Schiedsrichter.
hall-serving = Die Live-PGN wird unter { $url } angeboten.
hall-pgn-failed = Die Live-PGN kann nicht nach { $file } geschrieben werden; der Turniersaal läuft weiter.
hall-help = Befehle: { $ack } und eine Brettnummer bestätigt einen Ruf; { $sheet } und eine Brettnummer liest das Partieformular dieses Bretts; { $boards } liest alle Bretter; { $quit } beendet.
hall-unknown = Nicht verstanden: { $text }. { $help } nennt die Befehle.
hall-start-broker = Die Broker-Adresse { $url } ist nicht verwendbar. Sie lautet mqtt://Rechner:Port, oder mqtts://Rechner:Port für TLS.
hall-start-board = Das Brett meldet an den Turniersaal nur mit seiner Nummer: --board und eine Zahl ab 1.
hall-start-needs = Der Turniersaal braucht den Broker und den Namen des Turniers: --broker mqtt://Rechner:Port --event Name.
hall-start-serve = Die Live-PGN kann unter { $addr } nicht angeboten werden.
hall-serve-stopped = Der Server der Live-PGN ist beendet ({ $why }): Übertragungen und Browser bekommen nichts mehr. Starten Sie den Turniersaal neu, damit er sie wieder anbietet.
hall-start-init = Die Einrichtung des Brokers kann nicht in { $dir } geschrieben werden.
hall-init-tls = Der Broker lauscht mit TLS auf { $addr }: Bretter und Turniersaal verbinden sich mit Adressen, die mit mqtts beginnen, und prüfen ihn mit { $ca } (--hall-ca an einem Brett, --ca im Turniersaal).
hall-init-no-openssl = Das Programm openssl ist nicht installiert, daher lauscht der Broker ohne TLS auf { $addr }, und jedes Passwort geht lesbar durch das Netz. Installieren Sie openssl und rufen Sie hall init noch einmal auf.
hall-init-tls-failed = openssl konnte das Zertifikat des Brokers nicht erstellen ({ $why }), daher lauscht der Broker ohne TLS auf { $addr }, und jedes Passwort geht lesbar durch das Netz.
hall-init-owner-broker = Die Dateien, die mosquitto liest, gehören seinem Benutzer { $user }: als root gestartet, wechselt es zu diesem Benutzer. Führen Sie make-passwords.sh ebenfalls als root aus.
hall-init-no-broker-user = Auf diesem Rechner gibt es keinen Benutzer { $user }, zu dem mosquitto wechselt, wenn es als root startet. Ergänzen Sie eine user-Zeile in mosquitto.conf und geben Sie diesem Benutzer { $files }.
hall-init-owner-maker = Unter Ihrem Benutzer gestartet, liest mosquitto diese Dateien so, wie sie sind. Als root gestartet, wie ein Dienst, wechselt es zu seinem Benutzer { $user }: dann führen Sie nach make-passwords.sh als root aus: chown -R { $user } { $files }
hall-init-closed = mosquitto kann als sein Benutzer { $user } { $dir } nicht erreichen: { $closed } ist für andere Benutzer verschlossen. Wählen Sie ein anderes Verzeichnis, oder geben Sie anderen Benutzern dort das Recht zum Durchgehen (chmod, Recht x für andere) auf { $closed }.
hall-column-board = Brett
hall-column-white = Weiß
hall-column-black = Schwarz
hall-column-move = Zug
hall-column-clocks = Uhren
hall-column-last = Letzter Zug
hall-column-status = Stand
hall-column-title = Turniersaal

help-intro = Einen Zug in Worten ansagen, zum Beispiel Springer Felix drei, oder in Notation, zum Beispiel Sf3.{ $arrows ->
    [yes] {" "}Die Pfeiltasten bewegen den Feldzeiger.
   *[no] {""}
} Hilfe gibt es zu diesen Themen: { $topics }. Sagen Sie zum Beispiel { $example }. Mit { $quit } endet die Sitzung. Die Sprache wählen Sie beim Start mit der Option --lang oder mit lang in der Einstellungsdatei { $file }.
help-topic = Hilfe zum Thema { $topic }. { $list }.
help-entry = { $command }: { $what }
help-unknown = Zu { $text } gibt es keine Hilfe. Die Themen sind: { $topics }.
help-square = was auf einem Feld steht, zum Beispiel feld Eva vier
help-where = wo Figuren stehen, zum Beispiel wo Springer, oder wo weiß
help-rank = alle Felder einer Reihe, zum Beispiel reihe zwei
help-file = alle Felder einer Linie, zum Beispiel linie Eva
help-diagonal = die Diagonalen durch ein Feld, zum Beispiel diagonale Anna eins
help-attackers = welche Figuren ein Feld angreifen und welche es verteidigen, zum Beispiel angriff Eva vier
help-moves = wohin eine Figur ziehen kann, oder die letzten Züge, zum Beispiel züge Springer Gustav eins, oder züge 5
help-last = der letzte Zug und was er geschlagen hat
help-turn = wer am Zug ist
help-material = das Material beider Seiten
help-repeat = sagt die letzte Ansage noch einmal
help-clock = die Restzeit auf beiden Uhren
help-confirm = bestätigt den Zug, den der Gegner angesagt hat, und führt ihn aus
help-correct = korrigiert die eigene Ansage, solange sie nicht bestätigt ist, zum Beispiel korrigiere Springer Felix drei
help-boards-differ = meldet, dass die Bretter abweichen: die Uhr hält an, und der Schiedsrichter vergleicht die Partieformulare
help-undo = nimmt den letzten Zug zurück; gegen eine Engine auch ihre Antwort davor; in einer Studie: aus der Variante eine Ebene hinaus
help-hint = sagt den besten Zug, den die Engine für Sie sieht
help-engine-restart = startet das Schachprogramm neu, nachdem es angehalten hat
help-analyse = lässt nach der Partie das Schachprogramm die Partie analysieren, Zug für Zug zum Durchgehen
help-next = in der Analyse oder einer Studie: der nächste Zug
help-previous = in der Analyse oder einer Studie: der Zug davor
help-next-mistake = in der Analyse: der nächste Zug, der als Ungenauigkeit, Fehler oder grober Fehler markiert ist
game-hint = Tipp der Engine: { $words }.
game-hint-no-engine = In dieser Partie spielt keine Engine, also gibt es keinen Tipp.
game-engine-restart = Das Schachprogramm wird neu gestartet, in der Stellung der Partie.
game-engine-restart-playing = Das Schachprogramm spielt bereits.
game-engine-restart-none = In dieser Partie hat kein Schachprogramm angehalten, daher gibt es keines neu zu starten.
game-analyse = Das Schachprogramm analysiert die Partie; das dauert eine Weile.
game-analyse-event = In einer Turnierpartie gibt es keine Analyse: dort darf kein Schachprogramm helfen, Artikel 11.3.
game-analyse-not-over = Die Analyse gibt es, wenn die Partie beendet ist.
game-analyse-busy = Die Analyse läuft bereits.
game-analyse-ready = Die Analyse ist fertig. Markierte Züge: { $marked }. Sagen Sie nächster, voriger, Zug und eine Zahl, oder nächster Fehler.
game-analyse-none = Es gibt noch keine Analyse: sagen Sie analyse, wenn die Partie beendet ist.
game-analyse-last = Das war der letzte Zug der Analyse.
game-analyse-first = Das ist der Anfang der Analyse.
game-analyse-no-mistake = Nach diesem Zug ist kein Zug mehr markiert.
game-analyse-no-move = Die Analyse hat keinen Zug { WORDS($number) }.
game-engine-not-built = Diese Ausgabe von rochade enthält keine Engine; die Partie wird ohne Engine gespielt.
game-hint-event = In einer Turnierpartie gibt es keinen Tipp: Dort darf keine Engine helfen, Artikel 11.3.
game-hint-not-now = Einen Tipp gibt es, wenn Sie am Zug sind.
help-flip = zeigt das Brett von der anderen Seite
help-offer = bietet Remis an, nach dem eigenen Zug
help-accept = nimmt das Remisangebot an
help-decline = lehnt das Remisangebot ab
help-claim = reklamiert Remis, auch mit einem noch nicht ausgeführten Zug, zum Beispiel reklamieren Springer Felix drei
help-resign = gibt die Partie auf
help-score = liest die ganze Partie vor
help-last-moves = liest die letzten Züge vor, zum Beispiel letzte 5
help-move-number = liest einen Zug vor, zum Beispiel zug 12
help-resume = setzt die unterbrochene Partie fort
help-new = beginnt eine neue Partie
help-boards = nennt die mit dem Code verbundenen Bretter, beim Gastgeber
help-revoke = entkoppelt ein mit dem Code verbundenes Brett: entkoppeln 2
help-arbiter = für den Schiedsrichter; was danach kommt, steht in der Hilfe zum Schiedsrichter
help-arbiter-in-topic = damit beginnen die Befehle des Schiedsrichters
# What an arbiter's action does, said after its example in the help on the arbiter ($action: pause, resume, time, moves, add, deduct, illegal, position, revert, take-back); the values are those of the examples.
help-arbiter-action = { $action ->
    [pause] hält die Uhr an; gezogen wird erst, wenn der Schiedsrichter sie wieder startet
    [resume] startet die Uhr wieder
    [time] stellt die Uhr von Weiß auf fünfundachtzig Minuten
    [moves] setzt die Zahl der Züge, die Weiß gespielt hat, auf vierzig
    [add] gibt Weiß zwei Minuten dazu
    [deduct] zieht Weiß zwei Minuten ab
    [illegal] vermerkt einen ausgeführten regelwidrigen Zug von Schwarz; der Zug wird zurückgenommen
    [position] die Partie geht von der Stellung nach dem zwölften Zug von Weiß weiter; die Züge danach werden zurückgenommen
    [revert] widerruft die letzte Änderung des Schiedsrichters an einer Uhr oder einem Zugzähler; die Züge bleiben, wie sie sind
   *[take-back] nimmt den letzten Zug auf dem Brett zurück; die Änderungen des Schiedsrichters an den Uhren bleiben
}
help-stop-clock = hält die Uhr an, um den Schiedsrichter zu rufen
help-adjustments = liest alle Änderungen an der Uhr vor
help-help = Hilfe zu einem Thema, zum Beispiel hilfe Brett
help-quit = beendet die Sitzung
help-arbiter-times = Zeiten werden in ganzen Minuten angegeben, zum Beispiel fünfundachtzig für eine Stunde fünfundzwanzig Minuten, oder als Stunden, Minuten und Sekunden, durch Doppelpunkte getrennt.

game-error-not-your-move = Remis reklamieren kann nur, wer am Zug ist (Artikel 9.2 und 9.3).
game-error-consent-needed = Remis nur mit Zustimmung des Schiedsrichters (Artikel 9.1.1).
game-error-illegal = { $move } ist in dieser Stellung ein regelwidriger Zug.
game-error-nothing-to-take-back = Es gibt keinen Zug, der zurückgenommen werden kann.
game-error-nothing-announced = Es ist kein Zug angesagt.
game-error-already-announced = Ein Zug ist schon angesagt und wartet auf die Bestätigung; bitte ihn korrigieren.
game-error-no-such-ply = Nach Halbzug { $ply } gibt es in dieser Partie keine Stellung.
game-error-not-announced-move = { $move } ist nicht der angesagte Zug.
game-error-record = Diese Änderung passt nicht zum Partieformular; nichts wurde geändert.

journal-torn-line = Zeile { $line } des Spielprotokolls wurde beim Absturz abgeschnitten und nicht verwendet; alles davor ist erhalten.
journal-damaged-line = Zeile { $line } des Spielprotokolls ist beschädigt und wurde übersprungen; alles andere ist wiederhergestellt.
journal-stopped = Zeile { $line } des Spielprotokolls konnte nicht nachgespielt werden; sie und die { $rest } Zeilen danach wurden weggelassen.
journal-unreadable = Die letzte Partie im Spielprotokoll kann nicht gelesen werden. Die Datei bleibt unverändert.
journal-detail = Technische Angabe zum Spielprotokoll: { $detail }
config-setting-ignored = { $line ->
    [0] Eine Einstellung der Einstellungsdatei { $file } wird nicht verwendet: { $why }; die übrigen gelten.
   *[other] Die Einstellung in Zeile { $line } der Einstellungsdatei { $file } wird nicht verwendet: { $why }; die übrigen gelten.
}
# Why a setting is not used: $name is config-setting-name, $expected is config-expected.
config-must-be = { $name } muss { $expected } sein
config-unknown-setting = rochade kennt die Einstellung { $key } nicht
# A setting whose name, as written, is empty or only invisible characters.
config-unknown-setting-unnamed = rochade kennt diese Einstellung nicht
# The name of a setting, said ($key is the name written in the file).
config-setting-name = { $key ->
    [eboard] das elektronische Brett
    [lang] die Sprache
    [line_mode] der Zeilenmodus
    [screen_reader] der Modus für Screenreader
    [speech] die Sprachausgabe
    [rate] das Sprechtempo
    [voice] die Stimme
    [voice_lang] die Sprache der Stimme
    [cues] die Klangsignale
    [confirm] das Bestätigen der Züge
    [side] die Seite
    [own_alerts] nur die eigenen Zeitwarnungen
    [time_control] die Bedenkzeit
   *[event] das Turnierprofil
}
# What a setting's value must be ($kind: language, rate, speech, side, yes-no or text).
config-expected = { $kind ->
    [eboard] dgt, ein Doppelpunkt und das serielle Gerät, in Anführungszeichen
    [language] de, en, es oder ru
    [rate] eine ganze Zahl von minus 100 bis 100
    [speech] auto, speechd, espeak, system oder none
    [side] white oder black
    [yes-no] true oder false
    [screen-reader] auto, on oder off
    [time-control] fide-classical, fide-championship, rapid oder blitz, oder eine Bedenkzeit in PGN-Form, in Anführungszeichen
   *[text] ein Text in Anführungszeichen
}
config-unreadable = Die Einstellungsdatei { $file } konnte nicht verwendet werden; es gelten die Voreinstellungen.
config-missing = Die Einstellungsdatei { $file } gibt es nicht; es gelten die Voreinstellungen.
config-detail = Technische Angabe zu den Einstellungen: { $detail }


start-failed = rochade konnte nicht starten.
start-time-control = Die Bedenkzeit { $text } ist nicht lesbar. Bitte eine der Voreinstellungen fide-classical, fide-championship, rapid oder blitz angeben, oder die Bedenkzeit in PGN-Form, zum Beispiel 40/5400+30:1800+30.
start-time-control-with-event = Die Bedenkzeit { $text } von der Befehlszeile ersetzt die des Turniers; die Zeitabzüge und Strafen des Turniers gelten auch für sie.
start-resume = Es gibt keine unterbrochene Partie zum Fortsetzen, oder sie ist nicht lesbar.
start-read-file = Die Datei { $file } kann nicht gelesen werden.
start-event-profile = Das Turnierprofil { $file } ist nicht verwendbar; was daran falsch ist, folgt.
start-event-profile-keys = Das Turnierprofil { $file } ist nicht verwendbar. { $count ->
    [one] Der Wert dieses Schlüssels ist falsch
   *[other] Die Werte dieser Schlüssel sind falsch
}: { $keys }. Warum, sagt die technische Angabe.
start-event-profile-at = Das Turnierprofil { $file } ist nicht verwendbar. Zeile { $line }, Schlüssel { $key }: { $what }
start-event-profile-at-line = Das Turnierprofil { $file } ist nicht verwendbar. Zeile { $line }: { $what }
event-problem-unknown-key = Diesen Schlüssel gibt es nicht; möglich sind hier { $allowed }.
event-problem-wrong-type = Der Wert muss { $expected ->
    [text] ein Text in Anführungszeichen
    [whole] eine ganze Zahl
    [yes-no] true oder false
    [list] eine Liste in eckigen Klammern
    [table] eine Tabelle
   *[other] von anderer Art
} sein.
event-problem-out-of-range = Der Wert { $value } liegt außerhalb des Bereichs; nötig ist eine ganze Zahl ab null.
event-problem-missing-key = Der Schlüssel { $key } fehlt.
event-problem-duplicate = Dieser Schlüssel steht zweimal in der Datei.
event-problem-syntax = Die Zeile ist nicht so geschrieben, wie das Format des Profils es verlangt; die technische Angabe sagt, wie.
start-pgn-game = Die Partie in { $file } kann nicht fortgesetzt werden: Es gibt sie nicht, sie hat keinen Anfang, oder sie ist schon zu Ende.
start-fen = Die Stellung { $text } ist nicht verwendbar.
start-data-dir = Es gibt keinen Ordner, in dem rochade seine Partien und Schlüssel aufbewahren kann.
start-listen = Auf Port { $port } kann keine Verbindung geöffnet werden; vielleicht verwendet ihn ein anderes Programm.
start-pairing-code = Es kann kein Verbindungscode erzeugt werden.
start-no-host = Im lokalen Netz wurde keine wartende Partie gefunden; bitte die Adresse des Gastgebers angeben.
start-host-address = Der Gastgeber { $text } ist nicht zu finden.
start-code = Der Verbindungscode ist nicht lesbar. Er besteht aus drei oder vier Feldern, zum Beispiel f7b3d1, oder denselben in Worten.
start-terminal = Das Terminal kann nicht verwendet werden; bitte mit --line-mode noch einmal versuchen.
start-output = Die Ausgabe kann nicht geschrieben werden.
start-braille = Es wurde keine Brailleschrift geschrieben: Brailleschrift im Code der eigenen Sprache braucht das Übersetzungsprogramm liblouis (das Programm lou_translate, Paket liblouis-bin), und es ist nicht installiert oder funktioniert nicht.
start-no-game-to-export = Es gibt noch keine Partie zum Exportieren.
start-no-such-game = Eine Partie namens { $name } gibt es nicht. Die Partieprotokolle liegen in { $dir }; die neuesten: { $newest }.
start-detail = Technische Angabe: { $detail }

## Clock and scoresheet: src/clock/phrases.rs, src/scoresheet/phrases.rs, src/scoresheet/export.rs
## (talking clock, alerts, adjustments, read-back, exported headers)
##
clock-report-side = { $colour ->
    [white] Weiß
   *[black] Schwarz
} hat noch { $time }, { $count ->
    [one] { $moves } gespielt
   *[other] { $moves } gespielt
}{ $owed ->
    [none] {""}
   *[other] , noch { $owed } bis zur Zeitkontrolle
}.
clock-report-board = Die Uhr am Brett: Weiß hat noch { $white }, Schwarz hat noch { $black }.
clock-report-paused = Die Uhr ist angehalten.
clock-report-running = Die Uhr von { $colour ->
    [white] Weiß
   *[black] Schwarz
} läuft.
clock-alert = { $unit ->
    [hour] Noch { $time }.
   *[other] { $lead ->
        [one] Noch { $time }.
       *[other] Noch { $time }.
    }
}
clock-alert-of = { $colour ->
    [white] Weiß
   *[black] Schwarz
} hat noch { $unit ->
    [hour] { $time }
   *[other] { $lead ->
        [one] { $time }
       *[other] { $time }
    }
}.
clock-flag-fell = { $colour ->
    [white] Weiß
   *[black] Schwarz
} hat die Zeit überschritten, das Fallblättchen ist gefallen. Bitte die Partieformulare vervollständigen (Artikel 8.5).
clock-both-flags = Beide Fallblättchen sind gefallen, zuerst das von { $colour ->
    [white] Weiß
   *[black] Schwarz
} (Artikel 6.11).
clock-flag-loses = { $colour ->
    [white] Weiß
   *[black] Schwarz
} verliert durch Zeitüberschreitung (Artikel 6.9).
clock-flag-draw-no-mate = Remis: { $colour ->
    [white] Weiß
   *[black] Schwarz
} kann nicht mehr mattsetzen (Artikel 6.9).
clock-flag-play-on = Beide Fallblättchen sind gefallen, die Reihenfolge ist unbekannt: Die Partie geht weiter (Artikel 6.11).
clock-flag-draw-both = Beide Fallblättchen sind in der letzten Periode gefallen: Die Partie endet remis (Artikel 6.11).
clock-illegal-add-time = Regelwidriger Zug: { $colour ->
    [white] Weiß
   *[black] Schwarz
} erhält { $amount } dazu (Artikel 7.5.5).
clock-illegal-loses = { $colour ->
    [white] Weiß
   *[black] Schwarz
} verliert durch einen weiteren regelwidrigen Zug (Artikel 7.5.5).
clock-illegal-draw-no-mate = Remis: { $colour ->
    [white] Weiß
   *[black] Schwarz
} kann nicht mehr mattsetzen (Artikel 7.5.5).
clock-illegal-left-to-claim = Regelwidriger Zug: Der Gegner kann reklamieren.
clock-exemption-begins = { $colour ->
    [white] Weiß
   *[black] Schwarz
} hat weniger als fünf Minuten und muss bis zum Ende dieser Periode nicht mitschreiben (Artikel 8.4).
clock-exemption-ends = Neue Periode: { $colour ->
    [white] Weiß
   *[black] Schwarz
} schreibt wieder mit (Artikel 8.4).
clock-control-reached = { $colour ->
    [white] Weiß
   *[black] Schwarz
} hat die Zeitkontrolle erreicht und erhält { $amount } dazu.
clock-actor = { $actor ->
    [arbiter] Schiedsrichter
    [player] { $colour ->
        [white] Weiß
       *[black] Schwarz
    }
    [assistant] { $colour ->
        [white] Assistent von Weiß
       *[black] Assistent von Schwarz
    }
    [profile] Turnierregeln
   *[system] rochade
}
clock-change = { $change ->
    [added] { $amount } für { $colour ->
        [white] Weiß
       *[black] Schwarz
    }
    [deducted] { $amount } von { $colour ->
        [white] Weiß
       *[black] Schwarz
    } abgezogen
    [set] Uhr von { $colour ->
        [white] Weiß
       *[black] Schwarz
    } auf { $object } gestellt
    [moves] Zugzähler von { $colour ->
        [white] Weiß
       *[black] Schwarz
    } auf { WORDS($to) } gestellt
    [paused] Uhr angehalten
   *[resumed] Uhr wieder gestartet
}
clock-reason = { $reason ->
    [illegal-move] regelwidriger Zug des Gegners
    [incorrect-claim] unberechtigte Remisreklamation des Gegners
    [assistant] Ausgleich für einen Assistenten
    [clock] Uhr berichtigt
    [move-counter] Zugzähler berichtigt
    [interruption] Unterbrechung der Partie
    [interruption-end] nach der Unterbrechung der Partie
    [reconciliation] Abweichung der Bretter gemeldet
    [withdrawal] vorige Änderung des Schiedsrichters widerrufen
   *[other] { $text }
}
clock-adjustment = { $who }: { $what }, { $why }{ $article ->
    [none] {""}
   *[other] {" "}(Artikel { $article })
}.
clock-reading-after = { $colour ->
    [white] Weiß
   *[black] Schwarz
} hat jetzt { $time }.
clock-tc-period = { $moves ->
    [none] { $time } für den Rest der Partie
   *[other] { $moves } in { $within }
}
clock-tc-repeated = wiederholt
clock-tc-increment = { $mode ->
    [fischer] plus { $inc } pro Zug
    [bronstein] Bronstein-Verzögerung von { $inc } pro Zug
   *[delay] einfache Verzögerung von { $inc } pro Zug
}
clock-tc-from-move = ab Zug { WORDS($number) }
clock-tc-then = dann
clock-untimed = ohne Uhr


score-claim-threefold = dreimalige Stellungswiederholung
score-claim-fifty-moves = die Fünfzig-Züge-Regel
score-result = { $winner ->
    [white] Weiß gewinnt
    [black] Schwarz gewinnt
   *[none] Remis
}
score-ending-checkmate = { $result } durch Matt (Artikel { $article }).
score-ending-stalemate = { $result } durch Patt (Artikel { $article }).
score-ending-dead-position = { $result }: Die Stellung ist tot, kein Matt ist mehr möglich (Artikel { $article }).
score-ending-resignation = { $result }, { $colour ->
    [white] Weiß
   *[black] Schwarz
} gibt auf (Artikel { $article }).
score-ending-resignation-no-mate = { $result }: { $colour ->
    [white] Weiß
   *[black] Schwarz
} gibt auf, aber der Gegner kann nicht mattsetzen (Artikel { $article }).
score-ending-agreement = { $result } durch Vereinbarung (Artikel { $article }).
score-ending-claim = { $result }: { $colour ->
    [white] Weiß
   *[black] Schwarz
} reklamiert { $kind } zu Recht (Artikel { $article }).
score-ending-fivefold = { $result } durch fünfmalige Stellungswiederholung (Artikel { $article }).
score-ending-seventy-five = { $result }: fünfundsiebzig Züge ohne Bauernzug und ohne Schlagen (Artikel { $article }).
score-ending-flag-fall = { $result } durch Zeitüberschreitung von { $colour ->
    [white] Weiß
   *[black] Schwarz
} (Artikel { $article }).
score-ending-flag-fall-no-mate = { $result }: Zeitüberschreitung von { $colour ->
    [white] Weiß
   *[black] Schwarz
}, aber der Gegner kann nicht mattsetzen (Artikel { $article }).
score-ending-illegal-moves = { $result } durch regelwidrige Züge von { $colour ->
    [white] Weiß
   *[black] Schwarz
} (Artikel { $article }).
score-ending-illegal-moves-no-mate = { $result }: regelwidrige Züge von { $colour ->
    [white] Weiß
   *[black] Schwarz
}, aber der Gegner kann nicht mattsetzen (Artikel { $article }).
score-ending-arbiter = { $result } durch Entscheidung des Schiedsrichters: { $note } (Artikel { $article }).
score-ending-recorded = { $result } laut Partieformular (Artikel { $article }).
score-offer = { $colour ->
    [white] Weiß
   *[black] Schwarz
} bietet Remis an.
score-offer-answered = { $colour ->
    [white] Weiß
   *[black] Schwarz
} { $accepted ->
    [yes] nimmt das Remisangebot an.
   *[no] lehnt das Remisangebot ab.
}
score-touched = { $colour ->
    [white] Weiß
   *[black] Schwarz
} hat berührt und zurückgestellt: { $what }.
score-offer-lapsed = { $colour ->
    [white] Weiß
   *[black] Schwarz
} berührt eine Figur; das Remisangebot erlischt.
score-claim = { $colour ->
    [white] Weiß
   *[black] Schwarz
} reklamiert Remis durch { $kind }{ $declared ->
    [none] {""}
   *[other] {" "}mit dem aufgeschriebenen Zug { $declared }
}: { $correct ->
    [yes] berechtigt
   *[no] unberechtigt
}{ $penalty ->
    [none] {""}
   *[other] , { $penalty } für { $colour ->
        [white] Schwarz
       *[black] Weiß
    }
} (Artikel { $article }).
score-illegal = { $count ->
    [1] Erster
    [2] Zweiter
    [3] Dritter
   *[other] Weiterer
} regelwidriger Zug von { $colour ->
    [white] Weiß
   *[black] Schwarz
}{ $what ->
    [none] {""}
   *[other] {" "}({ $what })
}{ $penalty ->
    [none] {""}
   *[other] , { $penalty } für { $colour ->
        [white] Schwarz
       *[black] Weiß
    }
} (Artikel 7.5).
score-clock = Uhr: Weiß hat { $white }, Schwarz hat { $black }.
score-clock-unknown = unbekannt
score-pause = Die Partie war { $duration } unterbrochen, { $kind ->
    [arbiter] vom Schiedsrichter
    [player] von einem Spieler
   *[downtime] weil rochade nicht lief
}{ $note ->
    [none] {""}
   *[other] , { $note }
}.
# After a crash: the running clock was charged up to its last saved reading; $at_most of the player's time before the interruption is not known.
score-uncounted = Die Uhr von { $colour ->
    [white] Weiß
   *[black] Schwarz
} läuft bis zum letzten gespeicherten Stand weiter; höchstens { $at_most } davor sind nicht bekannt, darüber entscheidet der Schiedsrichter (Artikel 6.10.2).
score-exemption = { $colour ->
    [white] Weiß
   *[black] Schwarz
} { $resumed ->
    [yes] schreibt ab Zug { $number } wieder auf.
   *[no] muss ab Zug { $number } nicht mehr aufschreiben (Artikel 8.4).
}
score-corrected = { $colour ->
    [white] Weiß
   *[black] Schwarz
} korrigiert die Ansage zu { $san } (Artikel D.2.8).
score-repeat-differs = { $colour ->
    [white] Weiß
   *[black] Schwarz
} wiederholt { $repeated }, angesagt war { $announced }; nichts wurde ausgeführt (Artikel D.2.1).
score-boards-differ = { $colour ->
    [white] Weiß
   *[black] Schwarz
} meldet, dass die Bretter abweichen (Artikel D.2.9).
score-reconciled = Stellung nach { $plies ->
    [one] einem Halbzug
   *[other] { WORDS($plies) } Halbzügen
} bestätigt{ $taken ->
    [none] {""}
   *[other] , zurückgenommen: { $taken }
} (Artikel D.2.9).
score-take-back = Zug { $number } von { $colour ->
    [white] Weiß
   *[black] Schwarz
}, { $san }, zurückgenommen.
score-label-notes = Anmerkungen
score-label-result = Ergebnis
score-label-unfinished = Partie läuft
score-label-move = Zug
score-label-after-move = nach Zug
score-label-before-first = vor dem ersten Zug
score-braille-title = Partieformular
score-no-moves = Noch keine Züge.
score-no-such-move = Diesen Zug gibt es noch nicht.
score-tag = { $name ->
    [Event] Turnier
    [Site] Ort
    [Date] Datum
    [Round] Runde
    [White] Weiß
    [Black] Schwarz
    [Result] Ergebnis
    [TimeControl] Bedenkzeit
    [Annotator] Kommentator
    [WhiteElo] Wertung Weiß
    [BlackElo] Wertung Schwarz
   *[other] { $name }
}
score-readback-head = Zug { $number }:
score-readback-ply = { $colour ->
    [white] Weiß
   *[black] Schwarz
} { $words }{ $left ->
    [none] {""}
   *[other] , Restzeit { $left }
}.

## Board, moves, speech, events: src/board, src/notation, src/speech, src/event, src/ui
## (board answers, move errors, speech notices, event profile description, screen texts)
##

# Schlüssel (nie gezeigt): $colour ist "white" oder "black"; $role ist "king", "queen",
# "rook", "bishop", "knight" oder "pawn" (für das Geschlecht des Figurenworts); $piece ist
# das Wort des Wortschatzes für die Figur ("Springer"), $square seine Wörter für ein Feld.

# --- Das gespiegelte Brett (src/board)

board-piece = { $colour ->
    [white] { $role ->
        [queen] weiße
       *[other] weißer
    }
   *[black] { $role ->
        [queen] schwarze
       *[other] schwarzer
    }
} { $piece }
board-empty = leer
board-square = { $square }: { $what }
board-empty-run = { $from } bis { $to } leer
board-where-none = { $colour ->
    [white] Weiß
   *[black] Schwarz
} hat { $role ->
    [queen] keine
   *[other] keinen
}
board-rank = Reihe { $rank }
board-file = Linie { $file }
board-diagonal = Diagonale { $from } bis { $to }
board-scan = { $label }: { $squares }.
board-attacked-by = Angreifer: { $pieces }.
board-not-attacked = Nicht angegriffen.
board-defended-by = Deckung: { $pieces }.
board-not-defended = Nicht gedeckt.
board-reached-by = { $colour ->
    [white] Weiße Angreifer
   *[black] Schwarze Angreifer
}: { $pieces }.
board-reached-by-none = { $colour ->
    [white] Kein weißer Angreifer.
   *[black] Kein schwarzer Angreifer.
}
board-moves-list = { $what }: { $moves }.
board-no-moves = { $what }: keine Züge.
board-next-moves = { $what }, im nächsten Zug: { $moves }.
board-no-moves-next = { $what }: im nächsten Zug keine Züge, wie die Stellung jetzt ist.
board-not-their-turn = { $what }: { $colour ->
    [white] Weiß
   *[black] Schwarz
} ist am Zug, diese Figur zieht jetzt nicht.
board-turn = { $colour ->
    [white] Weiß
   *[black] Schwarz
} ist am Zug, Zug { WORDS($n) }.
board-in-check = { $colour ->
    [white] Weiß
   *[black] Schwarz
} steht im Schach.
board-piece-count = { $role ->
    [king] { $n ->
        [one] ein König
       *[other] { WORDS($n) } Könige
    }
    [queen] { $n ->
        [one] eine Dame
       *[other] { WORDS($n) } Damen
    }
    [rook] { $n ->
        [one] ein Turm
       *[other] { WORDS($n) } Türme
    }
    [bishop] { $n ->
        [one] ein Läufer
       *[other] { WORDS($n) } Läufer
    }
    [knight] { $n ->
        [one] ein Springer
       *[other] { WORDS($n) } Springer
    }
   *[pawn] { $n ->
        [one] ein Bauer
       *[other] { WORDS($n) } Bauern
    }
}
board-material-side = { $colour ->
    [white] Weiß
   *[black] Schwarz
} hat { $n ->
    [one] einen Punkt
   *[other] { WORDS($n) } Punkte
}: { $pieces }.
board-material-bare = { $colour ->
    [white] Weiß
   *[black] Schwarz
} hat nur noch den König.
board-material-equal = Das Material ist ausgeglichen.
board-material-ahead = { $colour ->
    [white] Weiß
   *[black] Schwarz
} hat { $n ->
    [one] einen Punkt
   *[other] { WORDS($n) } Punkte
} mehr.
board-no-move-yet = Noch kein Zug gespielt.
board-last-move = Letzter Zug, Zug { WORDS($n) }: { $colour ->
    [white] Weiß
   *[black] Schwarz
}, { $move }.
board-captured = { $role ->
    [pawn] Geschlagen: { $what }.
   *[other] Geschlagen: { $what }.
}
board-moves-numbered = Zug { WORDS($n) }: { $moves }
board-moves-numbered-black = Zug { WORDS($n) }, Schwarz: { $moves }
board-last-moves = Letzte Züge. { $moves }.

# --- Einen Zug lesen (src/notation/phrases.rs)

move-nothing-said = Kein Zug gesagt.
move-unknown-word-alone = Nicht erkannt: { $word } ist kein Schachwort.
move-unknown-word = Nicht erkannt: { $word } an Stelle { WORDS($column) } ist kein Schachwort.
move-null-move = { $word } ist ein Nullzug, ein Zugrecht ohne Zug; so etwas gibt es in einer Schachpartie nicht, daher wurde er nicht gelesen.
move-expected-square = Nach { $after } fehlt das Zielfeld.
move-expected-promotion = Nach { $after } bitte die Figur nennen, die der Bauer wird.
move-expected-move = Ein Zug beginnt mit einer Figur, einem Feld oder einer Rochade.
move-game-over = Die Partie ist beendet: es ist kein Zug mehr möglich.
move-no-piece = { $role ->
    [king] Sie haben keinen König mehr.
    [queen] Sie haben keine Dame mehr.
    [pawn] Sie haben keinen Bauern mehr.
   *[other] Sie haben keinen { $piece } mehr.
}
move-no-piece-on = Auf { $square } steht { $role ->
    [queen] keine
   *[other] kein
} { $piece } von Ihnen.
move-none-of-yours-on = Auf { $square } steht keine Ihrer Figuren.
move-own-piece-on = Auf { $square } steht schon { $role ->
    [queen] Ihre
   *[other] Ihr
} { $piece }.
move-cannot-reach = { $role ->
    [queen] Keine
   *[other] Kein
} { $piece } von Ihnen kann { $square } erreichen.
move-king-into-check = Ihr König stünde auf { $square } im Schach.
move-in-check = Ihr König steht im Schach, und dieser Zug hebt das Schach nicht auf.
move-pinned = { $role ->
    [queen] Die
   *[other] Der
} { $piece } ist gefesselt: Ihr König stünde sonst im Schach.
move-nothing-to-capture = Auf { $square } gibt es nichts zu schlagen.
move-not-a-promotion = Das ist keine Umwandlung: nur ein Bauer, der die letzte Reihe erreicht, wird umgewandelt.
move-bad-promotion-piece = Ein Bauer kann nur { $queen }, { $rook }, { $bishop } oder { $knight } werden.
move-no-en-passant = Auf { $square } ist kein Schlagen en passant möglich.
move-castling-rights-lost = { $side ->
    [short] Die kurze Rochade
   *[long] Die lange Rochade
} ist nicht mehr erlaubt: der König oder dieser Turm hat schon gezogen.
move-castling-blocked = { $side ->
    [short] Die kurze Rochade
   *[long] Die lange Rochade
} geht nicht: zwischen König und Turm stehen Figuren.
move-castling-in-check = Im Schach darf nicht rochiert werden.
move-castling-through-check = { $side ->
    [short] Die kurze Rochade
   *[long] Die lange Rochade
} geht nicht: der König würde ein angegriffenes Feld überqueren oder betreten.
move-illegal = Regelwidriger Zug: { $move }. { $why }
move-ambiguous = Mehrdeutig: { $move }. Meinen Sie { $choices }?
move-capture-not-said = Nicht ausgeführt: { $move } ist hier kein Bauernzug. Meinen Sie { $choices }? Ein Schlagzug wird mit nimmt angesagt.
move-castling-said-as-king-move = Nicht ausgeführt: { $move } ist hier eine Rochade, kein Königszug. Meinen Sie { $choices }?
move-choice-or = { $first } oder { $last }
move-promotion-missing = Umwandlung ohne Figur: { $move }. Bitte die Figur nennen, zum Beispiel { $example }.
move-more-than-one = Bitte nur einen Zug auf einmal sagen; erkannt wurden { moves }.
move-line-too-long = Diese Zeile ist zu lang; gelesen werden Zeilen bis { $n ->
    [one] ein Kilobyte
   *[other] { WORDS($n) } Kilobyte
}. Die Züge davor bleiben erhalten.
move-too-many-moves = Diese Partie hat mehr als { $n } Halbzüge, mehr als nach der Fünfundsiebzig-Züge-Regel möglich; die Züge bis dahin bleiben erhalten.

# --- Meldungen der Sprachausgabe (src/speech/phrases.rs)

speech-engine-speechd = speech-dispatcher
speech-engine-espeak = espeak-ng
speech-engine-system = die Sprachausgabe des Systems
speech-reason-turned-off = in den Einstellungen ausgeschaltet
speech-reason-not-chosen = nicht gewählt
speech-reason-speechd-unreachable = speech-dispatcher ist nicht erreichbar
speech-reason-speechd-silent = speech-dispatcher nimmt die Worte an, spricht sie aber nicht
speech-reason-speechd-unsupported = speech-dispatcher gibt es auf diesem System nicht
speech-reason-espeak-missing = espeak-ng ist nicht installiert
speech-reason-espeak-failed = espeak-ng funktioniert nicht
speech-reason-system-failed = die Sprachausgabe des Systems ist ausgefallen
speech-off = Sprachausgabe aus: { $why }. Es wird nur die Mitschrift geschrieben.
speech-degraded = Sprachausgabe über { $engine }: { $why }.
speech-lost = Sprachausgabe unterbrochen: { $engine } ist ausgefallen. Es wird nur die Mitschrift geschrieben.
speech-detail = Technische Angabe zur Sprachausgabe: { $detail }

# --- Turnierprofil (src/event/describe.rs, `rochade event show`)

event-duty-move-pieces = Figuren ziehen
event-duty-clock = Uhr bedienen
event-duty-scoresheet = Partie mitschreiben
event-duty-announce-moves = Züge ansagen
event-duty-tell-times = Zeit und Zugzahl auf Wunsch sagen
event-duty-claim-flag = Zeitüberschreitung reklamieren
event-duty-adjournment = Formalitäten bei Hängepartien
event-duty = { $duty } (Artikel { $article })
event-visually-disabled = sehbehindert
event-other-disability = andere Behinderung
event-no-assistant = kein Assistent
event-assistant-for = Assistent für: { $duties }
event-deduction = Zeitabzug: { $time } (Artikel { $article })
event-deduction-by-arbiter = Zeitabzug, vom Schiedsrichter festgelegt: { $time } (Artikel { $article })
event-no-deduction = kein Zeitabzug
event-no-deduction-disabled = kein Zeitabzug (Spieler mit Behinderung, Artikel 6.2.6 und 8.1.6)
event-no-deduction-arbiter = kein Zeitabzug (vom Schiedsrichter festgelegt)
event-player = { $colour ->
    [white] Weiß
   *[black] Schwarz
}: { $parts }
event-name = Turnier: { $name }
event-rules = Regeln: FIDE-Schachregeln { $year }
event-tempo = { $tempo ->
    [rapid] Spielart: Schnellschach
    [blitz] Spielart: Blitz
   *[standard] Spielart: Standardpartie
}
event-time-control = Bedenkzeit: { $control }
event-time-control-pgn = { $control } (PGN { $pgn })
event-draws-any-time = Remisangebote: jederzeit erlaubt (Artikel 9.1)
event-draws-not-before = Remisangebote: erst ab Zug { WORDS($n) } (Artikel 9.1)
event-draws-arbiter = Remisangebote: nur mit Zustimmung des Schiedsrichters (Artikel 9.1)
event-draws-not-before-arbiter = Remisangebote: erst ab Zug { WORDS($n) }, und nur mit Zustimmung des Schiedsrichters (Artikel 9.1)
event-to-opponent = { $time } für den Gegner
event-on-claim = nur auf Reklamation des Gegners
event-illegal-move = Regelwidriger Zug: { $penalty }; der { $n ->
    [1] erste
    [2] zweite
    [3] dritte
    [4] vierte
    [5] fünfte
   *[other] regelwidrige Zug Nummer { WORDS($n) }
} verliert (Artikel 7.5.5)
event-wrong-claim = Unberechtigte Remisreklamation: { $penalty } (Artikel 9.5.3)
event-automatic-draws = Automatisches Remis nach fünfmaliger Stellungswiederholung und nach fünfundsiebzig Zügen: { $yes ->
    [yes] ja
   *[no] nein
} (Artikel 9.6)
event-resign-no-mate = Aufgabe, wenn der Gegner nicht mattsetzen kann, ist remis: { $yes ->
    [yes] ja
   *[no] nein
} (Artikel 5.1.2)
event-alerts = Zeitansagen: { $times } (Artikel D.2.6)
event-alerts-off = Zeitansagen: aus, Zeiten nur auf Anfrage (Artikel D.2.10)
event-clock-start = Uhrstart zwischen zwei Brettern: { $yes ->
    [yes] durch den Schiedsrichter, mit den Worten schiedsrichter start
   *[no] sobald das Brett des Gegners verbunden ist
}
event-arbiter-code = Code des Schiedsrichters: { $yes ->
    [yes] gesetzt; ein Befehl des Schiedsrichters an der Tastatur eines Spielers verlangt ihn zuerst
   *[no] keiner; jeder an der Tastatur kann als Schiedsrichter handeln
}

# --- Bildschirm (src/ui)

ui-title-board = Brett: { $status }
ui-title-moves = Züge
ui-title-transcript = Mitschrift
ui-title-input = Eingabe: ein Zug oder ein Befehl, dann die Eingabetaste
ui-legend = Groß: Weiß. Klein und umgekehrt dargestellt: Schwarz. Stern: letzter Zug. Klammern: Zeiger. Doppelpunkt: dunkles Feld.
ui-clock-none = Uhr: keine
ui-pawn-letter = B
ui-turn = { $colour ->
    [white] Weiß
   *[black] Schwarz
} ist am Zug, Zug { $n }.
ui-in-check = { $colour ->
    [white] Weiß
   *[black] Schwarz
} steht im Schach.

# --- Stapelwerkzeuge (src/batch.rs: announce, notate)

batch-bad-fen = Partie { $game }: die FEN-Angabe ist keine gültige Stellung.
batch-too-many-moves = Partie { $game }: sie hat mehr als { $n } Halbzüge; der Rest wurde nicht gelesen.
batch-unreadable = Partie { $game }: das PGN ist ab hier nicht lesbar.
batch-variant = Partie { $game }: Partien der Variante { $variant } werden nicht unterstützt; rochade liest nur Schach nach den gewöhnlichen Regeln.
batch-not-read = Partie { $game }: { $reason }
batch-unclosed = Der Kommentar oder die Variante aus Zeile { $line } wird nie geschlossen; was danach kommt, wurde nicht als Züge gelesen.
batch-variation-start = Variante:
batch-variation-end = Ende der Variante
batch-nag = { $nag ->
    [1] guter Zug
    [2] Fehler
    [3] sehr guter Zug
    [4] grober Fehler
    [5] interessanter Zug
    [6] zweifelhafter Zug
    [7] erzwungener Zug
    [8] einziger Zug
    [9] schlechtester Zug
    [10] remisliche Stellung
    [11] ausgeglichene, ruhige Stellung
    [12] ausgeglichene, lebhafte Stellung
    [13] unklare Stellung
    [14] Weiß steht etwas besser
    [15] Schwarz steht etwas besser
    [16] Weiß steht besser
    [17] Schwarz steht besser
    [18] Weiß steht auf Gewinn
    [19] Schwarz steht auf Gewinn
    [146] Neuerung
   *[other] Anmerkung { $nag }
}
batch-illegal-move = Partie { $game }: der Zug { $number } von { $colour ->
    [white] Weiß
   *[black] Schwarz
}, { $move }, ist in seiner Stellung regelwidrig.

# --- Der Screenreader des Spielers (src/screen_reader.rs, src/app/loop.rs)
screen-reader-start = { $why ->
        [found] Ein Screenreader läuft.
       *[asked] Modus für Screenreader.
    } { $view ->
        [screen] rochade zeichnet den ganzen Bildschirm für ihn, ohne Rahmenlinien.
       *[lines] rochade schreibt jedes Ereignis als eine Zeile, die er vorliest.
    } { $voice ->
        [own] rochade spricht auch; schalten Sie die Sprache des Screenreaders aus, damit jeder Satz nur einmal zu hören ist.
       *[quiet] Die eigene Stimme von rochade schweigt.
    } Die Option screen-reader off ändert das.
line-prompt = { $colour ->
        [white] Weiß am Zug.
       *[black] Schwarz am Zug.
    }
line-prompt-over = Partie beendet.

# --- Der Code des Schiedsrichters (src/app/core/command/arbiter.rs)
arbiter-code-ask = Das ist ein Befehl des Schiedsrichters. Der Schiedsrichter tippt jetzt den Code; er wird nicht angezeigt.
arbiter-code-wrong = Falscher Code. Nichts geändert.
arbiter-code-locked = Nach falschen Codes warten die Befehle des Schiedsrichters noch { $time }. Nichts geändert.
arbiter-code-lapsed = Innerhalb einer Minute kam kein Code. Der Befehl des Schiedsrichters ist verworfen; was jetzt getippt wird, wird wieder angezeigt.
arbiter-code-missing = Für die Befehle des Schiedsrichters braucht diese Partie den Code ihres Turniers. Starte rochade mit dem Turnierprofil, also mit --event. Nichts geändert.
arbiter-own-board = In diesem Turnier entscheidet der Schiedsrichter an seinem eigenen Brett (rochade join --role arbiter), nicht an der Tastatur eines Spielers; mit einem Schiedsrichtercode im Turnierprofil kann der Schiedsrichter hier den Code eingeben. Nichts wurde geändert.

# --- Das Schachprogramm als Gegner (src/engine/phrases.rs)
engine-playing-elo = { $name } spielt { $colour ->
        [white] Weiß
       *[black] Schwarz
    }, Spielstärke { $elo } Elo.
engine-playing-level = { $name } spielt { $colour ->
        [white] Weiß
       *[black] Schwarz
    }, Spielstufe { $level }; eine Elo-Einstellung hat es nicht.
engine-playing-full = { $name } spielt { $colour ->
        [white] Weiß
       *[black] Schwarz
    }, mit voller Spielstärke.
engine-not-found = Kein Schachprogramm { $engine } gefunden. Die Partie geht ohne Programm weiter: die Züge beider Seiten werden eingegeben.
engine-cannot-start = Das Schachprogramm { $engine } lässt sich nicht starten. Die Partie geht ohne Programm weiter: die Züge beider Seiten werden eingegeben.
engine-no-answer = Das Schachprogramm hat nicht rechtzeitig geantwortet. Die Partie geht ohne es weiter: die Züge beider Seiten werden eingegeben.
engine-stopped = Das Schachprogramm hat sich beendet. Die Partie geht ohne es weiter: die Züge beider Seiten werden eingegeben.
engine-bad-move = Das Schachprogramm hat einen regelwidrigen oder unlesbaren Zug geschickt; er wird nicht ausgeführt. Die Partie geht ohne das Programm weiter: die Züge beider Seiten werden eingegeben.
engine-refused-event = Diese Partie wird mit einem Turnierprofil gespielt, darum darf in ihr kein Schachprogramm verwendet werden, wie es Artikel 11.3 der FIDE-Schachregeln verlangt. Die Partie beginnt ohne Programm.
engine-not-between-boards = Ein Schachprogramm spielt nur in einer Partie an einem Brett, nicht zwischen zwei Brettern. Die Partie beginnt ohne Programm.
engine-detail = Technische Angabe zum Schachprogramm: { $detail }

## Das elektronische Brett: das DGT-Brett des sehenden Spielers (src/app/eboard.rs)
eboard-connected = Das elektronische Brett ist verbunden.
eboard-lost = Das elektronische Brett ist nicht erreichbar. rochade versucht es weiter; Züge können solange eingetippt werden.
eboard-back = Das elektronische Brett ist wieder da. Seine Stellung wird neu gelesen.
eboard-detail = Technische Angabe zum elektronischen Brett: { $detail }
eboard-agrees = Das elektronische Brett zeigt die Partie.
eboard-differs = Das elektronische Brett weicht von der Partie ab. Zu berichtigen: { $list }.
eboard-differs-many = Das elektronische Brett weicht auf { WORDS($count) } Feldern von der Partie ab. Bitte die Stellung der Partie aufbauen.
eboard-clock = { $connected ->
        [yes] Am elektronischen Brett hängt eine DGT-Uhr; ihre Zeiten kommen über das Brett.
       *[no] Die DGT-Uhr am elektronischen Brett sendet keine Zeiten mehr.
    }
eboard-turned = { $turned ->
        [yes] Das elektronische Brett wird umgedreht gelesen, Schwarz unten.
       *[no] Das elektronische Brett wird mit Weiß unten gelesen.
    }

# --- Spracheingabe (src/voice/phrases.rs): `rochade hear` und später die Spracheingabe in der Partie.
voice-no-recogniser = Es wurde keine Spracherkennung gefunden. Die Spracheingabe braucht die Pakete pocketsphinx und pocketsphinx-en-us.
voice-no-vosk-library = Die Bibliothek der Spracherkennung Vosk lässt sich nicht laden. Bitte installieren Sie Vosk, oder nennen Sie die Datei mit der Option vosk library.
voice-no-vosk-model = Im Ordner { $dir } liegt kein Vosk-Modell. Bitte laden Sie ein Modell Ihrer Sprache herunter und nennen Sie seinen Ordner mit der Option vosk model.
voice-vosk-without-grammar = Das Vosk-Modell im Ordner { $dir } lässt sich nicht auf die Zugansagen beschränken: ein großes Modell. Bitte nehmen Sie ein kleines Modell Ihrer Sprache.
voice-vosk-lacks-words = Das Vosk-Modell im Ordner { $dir } kennt keines der Wörter der Zugansagen. Bitte nehmen Sie ein Modell der Sprache, in der Sie ansagen.
voice-no-model = Die Spracherkennung hat kein Sprachmodell im Ordner { $dir }. Die Spracheingabe braucht das Paket pocketsphinx-en-us.
voice-no-phonemes = Die Aussprache der Wörter kann nicht ermittelt werden: das Programm espeak-ng lässt sich nicht starten. Die Spracheingabe braucht das Paket espeak-ng.
voice-failed = Die Spracherkennung ist fehlgeschlagen.
voice-timeout = Die Spracherkennung ist nicht rechtzeitig fertig geworden.
voice-unreadable = Die Aufnahme { $file } kann nicht als WAV-Datei gelesen werden.
voice-too-long = Die Aufnahme { $file } ist länger als { WORDS($max) } Sekunden. Sie wird nicht angehört.
voice-too-large = Die Aufnahme { $file } ist größer als { WORDS($max) } Megabyte. Sie wird nicht angehört.
voice-format = Die Aufnahme { $file } liegt in einer Form vor, die nicht angehört werden kann. Bitte als WAV-Datei aufnehmen, mono, mit sechzehntausend Abtastwerten pro Sekunde.

# --- Analyse nach Gehör: rochade analyse
analyse-start = Ausgangsstellung: { $eval }.
analyse-move = Zug { $number }, { $colour ->
        [white] Weiß
       *[black] Schwarz
    }: { $move }. { $eval }.
analyse-eval = { $stands }, { $figure }
analyse-pawns = { $sign ->
        [plus] plus { WORDS($whole) }
        [minus] minus { WORDS($whole) }
       *[none] { WORDS($whole) }
    } Komma { WORDS($tenths) }
analyse-equal = Die Stellung ist ausgeglichen
analyse-slightly = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } steht etwas besser
analyse-clearly = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } steht deutlich besser
analyse-winning = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } steht auf Gewinn
analyse-mate-in = Matt in { $moves ->
        [one] einem Zug
       *[other] { WORDS($moves) } Zügen
    } für { $colour ->
        [white] Weiß
       *[black] Schwarz
    }
analyse-mated = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } ist matt
analyse-judged = { $judgement ->
        [inaccuracy] Eine Ungenauigkeit.
        [mistake] Ein Fehler.
       *[blunder] Ein grober Fehler.
    }
analyse-judged-better = { $judgement ->
        [inaccuracy] Eine Ungenauigkeit
        [mistake] Ein Fehler
       *[blunder] Ein grober Fehler
    }; besser war { $better }.
analyse-line = Die Fortsetzung: { $moves }.
analyse-spent = Bedenkzeit: { $time }.
analyse-progress = Analyse: Stellung { $number } von { $total }.
analyse-not-found = Kein Schachprogramm { $engine } gefunden, daher wurde nichts analysiert. Installieren Sie eines, zum Beispiel Stockfish, oder nennen Sie sein Programm mit der Option engine.
analyse-cannot-start = Das Schachprogramm { $engine } lässt sich nicht starten, daher wurde nichts analysiert.
analyse-no-answer = Das Schachprogramm { $engine } hat nicht rechtzeitig geantwortet. Die Analyse wurde abgebrochen.
analyse-stopped = Das Schachprogramm { $engine } hat sich beendet. Die Analyse wurde abgebrochen.
analyse-bad-answer = Das Schachprogramm { $engine } hat eine unbrauchbare Antwort geschickt. Die Analyse wurde abgebrochen.
analyse-no-game = Die Datei { $file } enthält keine Partie.
analyse-no-such-game = Die Datei { $file } enthält { $found ->
        [one] eine Partie
       *[other] { WORDS($found, form: "feminine") } Partien
    }; eine Partie { $wanted } gibt es nicht.
analyse-not-built = Diese Ausgabe von rochade hat kein Schachprogramm und kann daher keine Partien analysieren.

# --- Spracheingabe im Spiel (src/app/core/voice.rs, src/app/voice_seat.rs)
voice-no-microphone = Das Mikrofon kann nicht benutzt werden: { $detail }. Bitte prüfen Sie, ob es angeschlossen und frei ist; die Tastatur geht weiter.
voice-heard = { $words }? Ja oder nein.
voice-dropped = Nicht gespielt. Bitte sagen Sie den Zug noch einmal an.
voice-repeat = Bitte wiederholen.
voice-off = Die Spracheingabe ist aus. Sie wird beim Start mit der Option voice input eingeschaltet, oder in der Einstellungsdatei.
voice-busy = Ich höre schon zu.
voice-nothing-asked = Es ist keine Frage offen.
voice-ready = Spracheingabe an: tippen Sie { $command }, sagen Sie den Zug an und bestätigen Sie ihn mit ja oder der Eingabetaste.
help-listen = hört einmal zu: der angesagte Zug wird wiederholt und erst nach ja gespielt; hört das Mikrofon immer zu, hält es das Zuhören an oder setzt es fort
voice-ready-continuous = Spracheingabe an, das Mikrofon hört immer zu: sagen Sie den Zug nach dem Ton an und bestätigen Sie ihn mit ja oder der Eingabetaste. { $command } hält das Zuhören an und setzt es fort.
voice-paused = Das Mikrofon hört nicht mehr zu. Mit { $command } hört es wieder zu.
voice-answer-typed = Diese Frage beantworten Sie bitte mit der Tastatur.
voice-command-typed = Das Mikrofon hört immer zu; dies geben Sie bitte mit der Tastatur ein: { $command }.
voice-resumed = Das Mikrofon hört wieder zu.

# --- Studie einer Partie (rochade study; src/app/core/study.rs)
study-begin = Die Partie ist zum Studium geladen: { $moves ->
        [one] ein Zug
       *[other] { WORDS($moves) } Züge
    }. Es wird nichts aufgezeichnet, und keine Uhr läuft. Sagen Sie nächster, voriger, Zug und eine Zahl, Variante, zurück oder zurück zur Partie; die Fragen zum Brett gehen wie in der Partie.
study-players = { $white } gegen { $black }.
study-move = Zug { WORDS($number) }, { $colour ->
        [white] Weiß
       *[black] Schwarz
    }: { $move }.
study-nag = Bewertung: { $nag }.
study-comment = Kommentar: { $text }
study-variations = { $count ->
        [one] Hier beginnt eine Variante: { $first }. Sie hören sie mit Variante.
       *[other] Hier beginnen { WORDS($count) } Varianten, die erste: { $first }. Sie hören eine mit Variante und ihrer Nummer.
    }
study-entered = { $count ->
        [one] Variante.
       *[other] Variante { WORDS($number) } von { WORDS($count) }.
    }
study-start = Ausgangsstellung der Partie, vor dem ersten Zug.
study-variation-start = Anfang der Variante, vor ihrem ersten Zug.
study-game-end = Das war der letzte Zug der Partie.
study-result = { $result ->
        [white] Ergebnis: Weiß hat gewonnen.
        [black] Ergebnis: Schwarz hat gewonnen.
       *[draw] Ergebnis: Remis.
    }
study-line-end = Das war der letzte Zug der Variante. Sagen Sie zurück oder zurück zur Partie.
study-first = Das ist die Ausgangsstellung; davor gibt es keinen Zug.
study-variation-first = Das ist der Anfang der Variante; zurück verlässt sie.
study-no-variation = Hier beginnt keine Variante.
study-no-such-variation = Hier { $count ->
        [one] beginnt nur eine Variante
       *[other] beginnen { WORDS($count) } Varianten
    }; eine Variante { WORDS($number) } gibt es nicht.
study-in-game = Sie sind schon in der Partie, in keiner Variante.
study-back-game = Zurück in der Partie.
study-back-variation = Zurück in der Variante darüber.
study-no-move = Diese Zeile hat keinen Zug { WORDS($number) }.
study-not-here = Dies ist eine Studie: Hier wird nicht gezogen und nichts aufgezeichnet. Sagen Sie nächster, voriger, Zug und eine Zahl, Variante oder zurück zur Partie.
study-none = Varianten gibt es in einer geladenen Partie: rochade study und der Name der Datei.
study-problem = Die Partie wird bis vor diese Stelle studiert: { $problem }
help-variation = in einer Studie: in die Variante zum eben gesagten Zug, mit einer Zahl in die so vielte, zum Beispiel Variante 2
help-back-to-game = in einer Studie: aus allen Varianten zurück in die Partie, an den Zug, an dem die Variante abzweigt
