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

## Game: src/app (phrases.rs, core/narrate.rs), colour names (src/lang.rs)
## (messages of the interactive game, help by topic, start-up, errors of the game)
##

## Clock and scoresheet: src/clock/phrases.rs, src/scoresheet/phrases.rs, src/scoresheet/export.rs
## (talking clock, alerts, adjustments, read-back, exported headers)
##

## Board, moves, speech, events: src/board, src/notation, src/speech, src/event, src/ui
## (board answers, move errors, speech notices, event profile description, screen texts)
##
