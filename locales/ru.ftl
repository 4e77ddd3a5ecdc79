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
