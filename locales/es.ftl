# Los mensajes de rochade en español. Los mismos mensajes con las mismas variables que en.ftl.
# Escrito para el oído: sin abreviaturas ni símbolos que una voz lea en voz alta; los números
# que cuentan algo, en palabras (WORDS) y en el género del sustantivo.

## Numbers and durations

hours = { WORDS($n, form: "feminine") } { $n ->
    [one] hora
   *[other] horas
}
minutes = { WORDS($n, form: "masculine") } { $n ->
    [one] minuto
   *[other] minutos
}
seconds = { WORDS($n, form: "masculine") } { $n ->
    [one] segundo
   *[other] segundos
}
moves = { WORDS($n, form: "feminine") } { $n ->
    [one] jugada
   *[other] jugadas
}
points = { WORDS($n, form: "masculine") } { $n ->
    [one] punto
   *[other] puntos
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
