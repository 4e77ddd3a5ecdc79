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

## Game: src/app (phrases.rs, core/narrate.rs), colour names (src/lang.rs)
## (messages of the interactive game, help by topic, start-up, errors of the game)
##

## Clock and scoresheet: src/clock/phrases.rs, src/scoresheet/phrases.rs, src/scoresheet/export.rs
## (talking clock, alerts, adjustments, read-back, exported headers)
##

## Board, moves, speech, events: src/board, src/notation, src/speech, src/event, src/ui
## (board answers, move errors, speech notices, event profile description, screen texts)
##
