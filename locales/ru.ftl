# Сообщения rochade по-русски. Те же сообщения с теми же переменными, что в en.ftl.
# Для слуха: без сокращений и знаков, которые голос читает вслух; числа словами (WORDS) в нужном
# роде; один термин для одного правила.

## Numbers and durations

hours = { WORDS($n) } { $n ->
    [one] час
    [few] часа
   *[many] часов
}
minutes = { WORDS($n, form: "feminine") } { $n ->
    [one] минута
    [few] минуты
   *[many] минут
}
seconds = { WORDS($n, form: "feminine") } { $n ->
    [one] секунда
    [few] секунды
   *[many] секунд
}
moves = { WORDS($n) } { $n ->
    [one] ход
    [few] хода
   *[many] ходов
}
points = { WORDS($n, form: "neuter") } { $n ->
    [one] очко
    [few] очка
   *[many] очков
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
