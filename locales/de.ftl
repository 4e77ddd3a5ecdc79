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
