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

hours-within = { WORDS($n) } { $n ->
    [one] час
    [few] часа
   *[many] часов
}
minutes-within = { WORDS($n, form: "feminine_accusative") } { $n ->
    [one] минуту
    [few] минуты
   *[many] минут
}
seconds-within = { WORDS($n, form: "feminine_accusative") } { $n ->
    [one] секунду
    [few] секунды
   *[many] секунд
}

# Винительный падеж: «добавить одну минуту», «поставить часы на двадцать одну минуту».
hours-object = { WORDS($n) } { $n ->
    [one] час
    [few] часа
   *[many] часов
}
minutes-object = { WORDS($n, form: "feminine_accusative") } { $n ->
    [one] минуту
    [few] минуты
   *[many] минут
}
seconds-object = { WORDS($n, form: "feminine_accusative") } { $n ->
    [one] секунду
    [few] секунды
   *[many] секунд
}

# Статья Правил через ARTICLE($article); пункт приложения Д — русской буквой.
article-number = статья { $number }
article-appendix = приложение Д, пункт { $point }

## Game: src/app (phrases.rs, core/narrate.rs), colour names (src/lang.rs)
## (messages of the interactive game, help by topic, start-up, errors of the game)
##
colour-white = Белые
colour-black = Чёрные
game-greeting = Новая партия. Ход за { $colour ->
    [white] белыми
   *[black] чёрными
}. Называйте ходы; список команд — по слову помощь.
game-not-understood = { $why } Список команд — по слову помощь.
game-bad-square = Нет такого поля: { $text }. Поле называют вертикалью от Анны до Хектора и горизонталью от айн до ахт, например Ева фир.
game-which-square = Какое поле? Поле называют вертикалью от Анны до Хектора и горизонталью от айн до ахт, например Ева фир.
game-bad-rank = Нет такой горизонтали: { $text }. Горизонтали называются от айн до ахт.
game-bad-file = Нет такой вертикали: { $text }. Вертикали называются от Анны до Хектора.
game-bad-piece = Не фигура и не цвет: { $text }. Например где Шпрингер, или где белые Даме.
game-nothing-to-repeat = Ещё ничего не объявлено.
game-no-clock = В этой партии нет часов.
game-to-move-mark = { $colour ->
    [white] ход белых
   *[black] ход чёрных
}
game-clock-placeholder = Часы: нет
game-undone = Ход взят назад: { $words }.
game-flipped = Доска с точки зрения { $colour ->
    [white] белых
   *[black] чёрных
}.
game-goodbye = Сеанс завершён.
game-too-small = Окно слишком маленькое для доски: { $cols } на { $rows }, нужно { $needcols } на { $needrows }. Ответы и строка ввода остаются; строчный режим подходит для любого размера.
game-pane-board = Доска
game-pane-moves = Ходы
game-pane-transcript = Сказано
game-pane-input = Ввод (ход или команда, Enter)
game-legend = Заглавные: белые. Строчные: чёрные. Звёздочка: последний ход. Скобки: курсор. Двоеточие: тёмное поле.
game-summary = { $plies ->
    [one] сыгран { WORDS($plies) } полуход
    [few] сыграно { WORDS($plies) } полухода
   *[many] сыграно { WORDS($plies) } полуходов
}{ $last ->
    [none] {""}
   *[other] ; последний ход: { $last }
}; ход за { $colour ->
    [white] белыми
   *[black] чёрными
}, ход { WORDS($number) }
game-resume-offer = Найдена прерванная партия: { $summary }. Чтобы продолжить её, скажите слово продолжить; ход этой партии тоже продолжает её; слово новая начинает новую партию.
game-resumed = Партия продолжена: { $summary }.
game-back-in-game = Снова в партии после хода { WORDS($number) }: { $summary }.
game-nothing-to-resume = Нет прерванной партии, которую можно продолжить.
game-in-progress = Партия ещё идёт. Сначала сдайтесь или договоритесь о ничьей, или закончите сеанс; партия сохранится в журнале партии.
game-over = Партия окончена. { $what }
game-already-over = Партия окончена, ходы больше не принимаются. { $what } Слово новая начинает новую партию; вопросы по-прежнему работают.
# A reply typed while the announced move ($words) of $colour waits for the opponent's confirmation.
game-confirm-first = Сначала подтвердите ход { $colour ->
    [white] белых
   *[black] чёрных
}: { $words }.
# A move typed at the arbiter's joined board.
game-only-players-move = Ходы делают только игроки, не эта доска.
# A resignation typed at the arbiter's joined board.
game-only-players-resign = Сдаются только игроки, не эта доска.
# A player's request (a draw offer, an answer, a claim, a stop of the clock, a confirmation) typed at the arbiter's joined board, refused by the host as another side's.
game-only-players = Это делают только игроки, не эта доска.
game-announced = { $colour ->
    [white] Белые
   *[black] Чёрные
} объявляют: { $words }. { $colour ->
    [white] Чёрные
   *[black] Белые
}, подтвердите.
game-corrected = { $colour ->
    [white] Белые
   *[black] Чёрные
} исправляют объявленный ход: { $words } вместо { $old } (приложение Д, пункт 2.8). { $colour ->
    [white] Чёрные
   *[black] Белые
}, подтвердите.
game-repeat-differs = Внимание: { $colour ->
    [white] Белые
   *[black] Чёрные
} повторяют { $repeated }, а объявлен был ход { $announced }. Ход не выполнен; выясните, пожалуйста.
game-nothing-announced = Ни один ход не объявлен.
game-correction-too-late = Ход уже выполнен, исправить его нельзя; теперь это дело арбитра (статья 7).
game-correction-same = Это уже объявленный ход: { $move }.
game-confirmer-away = Доска { $colour ->
    [white] белых
   *[black] чёрных
} не подключена: ход ждёт подтверждения, пока доска не вернётся.
game-not-confirmed = Ещё не подтверждено: { $colour ->
    [white] Белые
   *[black] Чёрные
} объявили { $words }.
game-boards-differ = { $colour ->
    [white] Белые
   *[black] Чёрные
} сообщают: доски не совпадают (приложение Д, пункт 2.9). Часы остановлены. Арбитр сверяет бланки записи и определяет позицию, с которой партия продолжается.
game-reconciled = Арбитр: партия продолжается после { WORDS($number, form: "ordinal_genitive") } хода { $colour ->
    [white] белых
   *[black] чёрных
} (приложение Д, пункт 2.9). { $taken ->
    [none] Ни один ход не взят назад.
   *[other] Взяты назад: { $taken }.
}
game-scoresheets-agree = Бланки записи совпадают; отличающаяся доска исправляется по ним.
game-scoresheets-compared = { $agreed ->
    [0] Бланки расходятся с первого полухода.
   *[other] Бланки совпадают до полухода { $agreed } включительно.
} Дальше здесь: { $ours ->
    [none] ничего
   *[other] { $ours }
}. На другой доске: { $theirs ->
    [none] ничего
   *[other] { $theirs }
}.
game-squares-to-correct = Исправьте на доске: { $list }.
game-no-such-position = В этой партии нет { WORDS($number, form: "ordinal_genitive") } хода { $colour ->
    [white] белых
   *[black] чёрных
}.
game-role = { $role ->
    [opponent] { $colour ->
    [white] Белые
   *[black] Чёрные
}, соперник
    [assistant] помощник { $colour ->
    [white] белых
   *[black] чёрных
}
    [arbiter] арбитр
   *[viewer] слушатель
}
game-peer-joined = { $back ->
    [yes] Снова подключено
   *[no] Подключено
}: { $who }{ $name }.
# A board's session ended on purpose (quit on that board); $who and $name as in game-peer-left.
game-peer-ended = { $who }{ $name }: сеанс на той доске завершён.
game-peer-left = Связь потеряна: { $who }{ $name }. Переподключение.
game-request-not-legal = Этот ход невозможен на ведущей доске; возможно, доски не совпадают.
game-new-game-instead = Это новая партия; прерванная партия сохранена, её можно продолжить позже.
game-request-stale = Партия на ведущей доске изменилась раньше, чем пришла просьба, поэтому она не выполнена. Повторите, пожалуйста.
game-request-corrected = Ход исправили раньше, чем пришло подтверждение; подтвердите его ещё раз.
game-request-other-game = Эта доска и ведущая доска в разных партиях; просьба не выполнена.
game-request-not-done = Ведущая доска не выполнила просьбу.
game-no-game-yet = Партия с ведущей доски ещё не пришла; подождите немного, пожалуйста.
game-connected-to-host = Связь с ведущей доской установлена{ $name }. Здесь: { $who }.
game-net-wrong-code-tried = Кто-то пытался подключиться с неверным кодом. Партия не затронута.
game-net-pairing-locked = После нескольких неверных кодов подключение на время закрыто.
game-net-unknown-board = Незнакомая доска пыталась подключиться без кода и получила отказ.
game-net-wrong-code = Код не совпадает с кодом ведущей доски. Уточните код, пожалуйста.
game-net-not-accepted = Ведущая доска сейчас не принимает подключения.
game-net-lost = Связь с ведущей доской прервана; программа переподключится сама.
game-net-locked = Ведущая доска закрыла подключение после неверных кодов, ещё на { $duration }. Подождите, пожалуйста, и подключитесь снова с кодом.
game-net-other-game-board = Доска из прежней партии пыталась вернуться без нового кода и получила отказ.
game-other-game = Ведущая доска теперь в другой партии; эта доска была подключена для прежней. Уточните новый код и подключитесь снова.
game-host-ended = Ведущая доска завершила сеанс.
game-revoked-here = Ведущая доска отключила эту доску. Чтобы вернуться, подключитесь снова с кодом ведущей доски.
game-net-other-version = На ведущей доске другая версия rochade, и доски не понимают друг друга: её протокол номер { $theirs }, протокол этой доски номер { $ours }. Используйте одну и ту же версию rochade на обеих досках.
# A board's name is said only inside this frame, never on its own, so that it cannot sound like a game event.
game-peer-name = , по имени { $name }
game-role-kept = Доска просила другую роль. Остаётся: { $who }{ $name }. Просила: { $asked }. Для смены нужно новое подключение с кодом.
game-role-kept-here = Ведущая доска оставляет эту доску как раньше: { $who }. Чтобы сменить роль, подключитесь снова с кодом ведущей доски.
game-role-changed = Доска заново подключилась с кодом и сменила роль. Было: { $before }{ $name }. Теперь: { $after }.
game-boards-none = Ни одна доска не подключена по коду.
game-boards-heading = Досок, подключённых по коду: { WORDS($count) }.
game-boards-item = { $number }: { $who }{ $name }, { $connected ->
    [yes] сейчас на связи
   *[no] сейчас не на связи
}.
game-boards-how = Чтобы отключить доску, скажите отключить и её номер.
game-boards-host-only = Подключёнными по коду досками управляет только ведущая доска.
game-no-such-board = Какую доску? Скажите отключить и её номер; всего досок: { WORDS($count) }.
game-board-revoked = Отключена: { $who }{ $name }. Этой доске нужен код, чтобы вернуться.
game-hosting = Партия ждёт вторую доску. Код подключения: { $code }. Порт { $port }.
game-joining = Подключение к партии на { $addr }.
game-host-code-line = Код подключения для ввода на другой доске: { $code }
game-host-address-line = Адрес этой доски: { $address }
game-clock-started = Обе доски подключены: часы запущены. Идут часы { $colour ->
    [white] белых
   *[black] чёрных
}.
# On a joined board, the host's clock started (by the opponent's board joining, or by the arbiter: this board cannot tell which).
game-clock-starts = Часы запущены. Идут часы { $colour ->
    [white] белых
   *[black] чёрных
}.
game-clock-waits-for-arbiter = Обе доски подключены. Часы ждут, когда их пустит арбитр словами арбитр пуск.
# On a joined board, the event wants the arbiter to start the clock: said without "both boards" (this board cannot know the opponent's is connected); $who is arbiter on the arbiter's own board, other elsewhere.
game-clock-waits-joined = { $who ->
    [arbiter] Часы ждут вас: когда доски обоих игроков будут подключены, пустите их словами арбитр пуск.
   *[other] Часы ждут, когда их пустит арбитр словами арбитр пуск.
}
game-clock-started-by-arbiter = Арбитр пускает часы. Идут часы { $colour ->
    [white] белых
   *[black] чёрных
}.
game-contact-lost = Внимание: связи с ведущей доской нет уже { $duration }; это последнее известное состояние.
game-viewer-only-listens = Слушатель может только слушать, но не играть.
game-forbidden-arbiter = Это может сделать только арбитр.
game-forbidden-side = Это могут сделать только { $colour ->
    [white] белые
   *[black] чёрные
}.
game-forbidden-clock = Об этом сообщают только часы.
game-declared-move-required = После необоснованного заявления нужно сделать записанный ход: { $words } (статья 9.5.3).
game-no-offer = Предложения ничьей нет.
game-own-offer = Нельзя ответить на собственное предложение ничьей.
game-offer-stands = Предложение ничьей уже сделано.
game-offer-too-early = Предлагать ничью можно только с { WORDS($number, form: "ordinal_genitive") } хода (статья 9.1.1).
# A draw offered by the side to move, before its move: valid, but the Laws ask for it after one's move.
game-offer-before-move = Предложение действует, хотя ничью предлагают после своего хода (статья 9.1.2.1).
# A draw offer said to a listener (the hall, a listener's board): the event only.
game-offered-to-listener = { $colour ->
    [white] Белые
   *[black] Чёрные
} предлагают ничью.
game-offered = { $colour ->
    [white] Белые
   *[black] Чёрные
} предлагают ничью. Ответьте словом принять или отклонить.
game-declined = { $colour ->
    [white] Белые
   *[black] Чёрные
} отклоняют ничью. Партия продолжается.
game-wrong-claim = { $colour ->
    [white] Белые
   *[black] Чёрные
} заявили о ничьей необоснованно: { $kind }.
game-wrong-claim-penalty = В пользу { $colour ->
    [white] белых
   *[black] чёрных
} { $duration } (статья 9.5.3).
game-wrong-claim-declared = Записанный ход нужно сделать: { $words }.
game-bad-declared-move = Заявление не принято, записанный ход не распознан: { $why }
game-illegal-declared-move = Заявление не принято: записанный ход, { $move }, невозможен. { $why }
game-bad-number = Нет номера хода: { $text }. Например: ход 12 или последние 5.
game-journal-failed = Внимание: журнал партии не сохраняется. Партия продолжается, но на диск не записывается.
game-arbiter-usage = Команда арбитра не распознана. Варианты: { $list }.
game-bad-arbiter-arguments = Не распознано: { $text }. Ничего не изменено. Например: { $example }.
game-clock-paused = Часы уже остановлены.
game-clock-not-paused = Часы идут, они не остановлены.
game-clock-not-started = Часы ещё не запущены.
game-interrupted = Партия прервана (статья 6.12). Ходы только после того, как арбитр снова запустит часы.
game-arbiter-called = { $colour ->
    [white] Белые
   *[black] Чёрные
} останавливают часы и вызывают арбитра (статья 6.12.2). Партия прервана.
game-illegal-recorded = Записан { $count ->
    [1] первый
    [2] второй
    [3] третий
   *[other] ещё один
} невозможный ход { $colour ->
    [white] белых
   *[black] чёрных
}.
game-illegal-move-again = { $colour ->
    [white] Белые
   *[black] Чёрные
} снова делают ход, по возможности той же фигурой (статья 7.5.1).
game-nothing-to-revert = Нет изменения часов арбитром, которое можно отменить.
game-arbiter-set = { $colour ->
    [white] Белые
   *[black] Чёрные
}: поставить часы на { $to }, было: { $now }.
game-arbiter-add = { $colour ->
    [white] Белые
   *[black] Чёрные
}: добавить { $amount }.
game-arbiter-deduct = { $colour ->
    [white] Белые
   *[black] Чёрные
}: снять { $amount }, было: { $now }.
game-arbiter-illegal = { $colour ->
    [white] Белые
   *[black] Чёрные
}: невозможный ход.
game-arbiter-confirm = { $what } { $ends ->
    [yes] Это завершает партию. Подтвердите: да или нет.
   *[no] Подтвердите: да или нет.
}
game-arbiter-dropped = Изменение отброшено, ничего не изменено.
# A resignation typed at the keyboard waits for a yes ($colour: white or black).
game-resign-question = { $colour ->
    [white] Сдать партию за белых?
   *[black] Сдать партию за чёрных?
} Скажите да, чтобы сдаться, или нет, чтобы играть дальше.
game-resign-dropped = Не сдались; партия продолжается.
# "new" while an interrupted game is offered: it is not continued.
game-new-question = Есть прерванная партия: { $summary }. Она останется в журнале партий. Начать вместо неё новую партию? Да или нет?
game-new-dropped = Новой партии нет. Скажите слово продолжить, чтобы продолжить прерванную партию.
# A move typed while an interrupted game is offered, which is not a move of that game.
game-resume-or-new = Это не ход прерванной партии ({ $summary }). Скажите слово продолжить, чтобы продолжить её, или слово новая для новой партии.
# A take-back of a completed move at one keyboard waits for the opponent's yes.
game-take-back-question = { $colour ->
    [white] Белые просят вернуть ход { $move }. Чёрные
   *[black] Чёрные просят вернуть ход { $move }. Белые
}, вы согласны? Да или нет.
game-take-back-declined = Согласия нет: ход остаётся.
# Between two boards: the take-back is asked of the opponent's board; an answer with no question standing.
game-take-back-asked = Сопернику задан вопрос о согласии; до ответа ход остаётся.
game-take-back-not-asked = Нет просьбы о возврате хода, ожидающей ответа.
game-no-adjustments = Изменений часов ещё не было.
game-input-too-long = Слишком длинный ввод, больше { $max } знаков; ничего не сделано. Назовите один ход или одну команду.

## Турнирный зал: src/hall (что арбитры узнают о каждой доске через брокер)

hall-board = Доска { WORDS($board) }: { $text }
# A board's move said in the hall, with the side that made it.
hall-board-move = Доска { WORDS($board) }, { $colour ->
    [white] белые
   *[black] чёрные
}: { $text }
hall-arbiter-called = Доска { WORDS($board) }: { $colour ->
    [white] белые вызвали
   *[black] чёрные вызвали
} арбитра.
hall-forged = Доска { WORDS($board) }: отклонено сообщение, которое не подходит к партии; оно может быть поддельным. Запись партии этой доски запрошена заново.
hall-forged-number = Доска { WORDS($board) }: отклонено сообщение с номером уже записанной записи, но с другим содержанием; оно может быть поддельным.
hall-unreadable = Доска { WORDS($board) }: отклонено нечитаемое сообщение.
hall-refused-count = Доска { WORDS($board) }: за последнюю минуту отклонено ещё сообщений: { WORDS($count) }.
hall-start-breaks = Доска { WORDS($board) }: пришло начало другой партии, пока эта партия идёт. Партия сохранена, запись доски запрошена заново.
hall-acknowledged = Доска { WORDS($board) }: вызов принят.
hall-no-board = Доски { WORDS($board) } нет.
hall-no-boards = Ни одна доска ещё не сообщила о себе.
hall-silent = { $count ->
    [one] Не сообщила о себе доска номер { $boards }.
   *[other] Не сообщили о себе доски с номерами { $boards }.
}
hall-silent-all = Ни одна из досок не сообщила о себе, всего их { WORDS($count) }. Совпадает ли название турнира с тем, что на досках?
hall-summary = Доска { WORDS($board) }: { $white } — { $black }, ход { WORDS($number) }, { $status }.
hall-status = { $status ->
    [called] вызван арбитр
    [paused] часы остановлены
    [over] партия окончена, { $result }
   *[playing] партия идёт
}
hall-result = { $result ->
    [white] победа белых
    [black] победа чёрных
   *[draw] ничья
}
hall-sheet-row = Ход { WORDS($number) }: { $white }{ $black ->
    [none] {""}
   *[other] , { $black }
}
# Said before the rows of a board's scoresheet read in the hall.
hall-sheet-title = Доска { WORDS($board) }, бланк.
hall-sheet-empty = Доска { WORDS($board) }: ходов ещё нет.
hall-listening = Турнирный зал { $event } слушает брокер { $broker }.
hall-broker-lost = Связь с брокером потеряна; программа подключится снова сама.
hall-broker-back = Связь с брокером есть.
hall-broker-refused = Брокер отказал залу: { $why ->
    [password] неверное имя пользователя или пароль.
    [forbidden] неверное имя пользователя или пароль, или этому пользователю нельзя подключаться.
   *[other] причина, которую rochade не знает.
} rochade пробует снова сам.
hall-board-refused = Брокер зала отказал этой доске: { $why ->
    [password] неверное имя пользователя или пароль.
    [forbidden] неверное имя пользователя или пароль, или этому пользователю нельзя подключаться.
    [denied] этой учётной записи нельзя сообщать под этим номером доски.
   *[other] причина, которую rochade не знает.
} Партия продолжается, но зал её не видит. Пожалуйста, скажите арбитру.
hall-serving = PGN-трансляция доступна по адресу { $url }.
hall-pgn-failed = PGN-трансляцию нельзя записать в { $file }; зал продолжает работу.
hall-help = Команды: { $ack } и номер доски принимает вызов; { $sheet } и номер доски читает запись партии этой доски; { $boards } читает все доски; { $quit } завершает.
hall-unknown = Не распознано: { $text }. Скажите { $help }, чтобы услышать команды.
hall-start-broker = Адрес брокера { $url } использовать нельзя. Он пишется mqtt://узел:порт, или mqtts://узел:порт для TLS.
hall-start-board = Доска сообщает в турнирный зал только со своим номером: --board и число от 1.
hall-start-needs = Турнирному залу нужны брокер и название турнира: --broker mqtt://узел:порт --event название.
hall-start-serve = PGN-трансляцию нельзя открыть по адресу { $addr }.
hall-serve-stopped = Сервер PGN-трансляции остановлен ({ $why }): трансляции и браузеры больше ничего не получают. Запустите турнирный зал снова, чтобы он снова раздавал PGN.
hall-start-init = Настройку брокера нельзя записать в { $dir }.
hall-init-tls = Брокер слушает { $addr } с TLS: доски и турнирный зал подключаются по адресам, начинающимся с mqtts, и проверяют его по { $ca } (--hall-ca на доске, --ca в зале).
hall-init-no-openssl = Программа openssl не установлена, поэтому брокер слушает { $addr } без TLS, и каждый пароль идёт по сети открыто. Установите openssl и снова запустите hall init.
hall-init-tls-failed = openssl не смог создать сертификат брокера ({ $why }), поэтому брокер слушает { $addr } без TLS, и каждый пароль идёт по сети открыто.
hall-init-owner-broker = Файлы, которые читает mosquitto, принадлежат его пользователю { $user }: запущенный от root, он переходит к этому пользователю. Запускайте make-passwords.sh тоже от root.
hall-init-no-broker-user = На этой машине нет пользователя { $user }, к которому mosquitto переходит при запуске от root. Добавьте строку user в mosquitto.conf и отдайте этому пользователю { $files }.
hall-init-owner-maker = Запущенный от вашего имени, mosquitto читает эти файлы как есть. Запущенный от root, как служба, он переходит к своему пользователю { $user }: тогда после make-passwords.sh выполните от root: chown -R { $user } { $files }
hall-init-closed = mosquitto от имени пользователя { $user } не может добраться до { $dir }: { $closed } закрыт для других пользователей. Выберите другой каталог или разрешите другим пользователям проходить через { $closed } (chmod, право x для других).
hall-column-board = Доска
hall-column-white = Белые
hall-column-black = Чёрные
hall-column-move = Ход
hall-column-clocks = Часы
hall-column-last = Последний ход
hall-column-status = Состояние
hall-column-title = Турнирный зал

help-intro = Назовите ход словами, например Шпрингер Феликс драй.{ $arrows ->
    [yes] {" "}Стрелки двигают курсор по полям.
   *[no] {""}
} Справка есть по темам: { $topics }. Скажите, например, { $example }. Команда { $quit } завершает сеанс. Язык выбирается при запуске параметром --lang или настройкой lang в файле настроек { $file }.
help-topic = Справка по теме { $topic }. { $list }.
help-entry = { $command }: { $what }
help-unknown = По слову { $text } справки нет. Темы: { $topics }.
help-square = что стоит на поле, например поле Ева фир
help-where = где стоят фигуры, например где Шпрингер, или где белые
help-rank = все поля горизонтали, например горизонталь цвай
help-file = все поля вертикали, например вертикаль Ева
help-diagonal = диагонали через поле, например диагональ Анна айн
help-attackers = кто нападает на поле и кто его защищает, например атака Ева фир
help-moves = куда может пойти фигура, или последние ходы, например ходы Шпрингер Густав айн, или ходы 5
help-last = последний ход и что он взял
help-turn = чей сейчас ход
help-material = материал обеих сторон
help-repeat = повторяет последнее объявление
help-clock = сколько времени осталось у обеих сторон
help-confirm = подтверждает ход, объявленный соперником, и выполняет его
help-correct = исправляет свой объявленный ход, пока он не подтверждён, например исправляю Шпрингер Феликс драй
help-boards-differ = сообщает, что доски не совпадают: часы останавливаются, и арбитр сверяет бланки записи
help-undo = берёт последний ход назад; против движка и его ответ; при изучении выходит из варианта на уровень выше
help-hint = называет лучший ход, который движок видит для вас
help-engine-restart = запускает шахматную программу заново после её остановки
help-analyse = после партии шахматная программа анализирует её, чтобы пройти ход за ходом
help-next = в анализе или при изучении: следующий ход
help-previous = в анализе или при изучении: предыдущий ход
help-next-mistake = в анализе: следующий ход, отмеченный как неточность, ошибка или грубая ошибка
game-hint = Подсказка движка: { $words }.
game-hint-no-engine = В этой партии не играет движок, поэтому подсказки нет.
game-engine-restart = Шахматная программа запускается заново с позиции партии.
game-engine-restart-playing = Шахматная программа уже играет.
game-engine-restart-none = В этой партии ни одна шахматная программа не останавливалась, поэтому перезапускать нечего.
game-analyse = Шахматная программа анализирует партию; это займёт некоторое время.
game-analyse-event = В турнирной партии анализа нет: там не может помогать ни одна шахматная программа, статья 11.3.
game-analyse-not-over = Анализ будет, когда партия закончится.
game-analyse-busy = Анализ уже идёт.
game-analyse-ready = Анализ готов. Отмеченных ходов: { $marked }. Скажите следующий, предыдущий, ход и номер или следующая ошибка.
game-analyse-none = Анализа ещё нет: скажите анализ, когда партия закончится.
game-analyse-last = Это был последний ход анализа.
game-analyse-first = Это начало анализа.
game-analyse-no-mistake = После этого хода отмеченных ходов нет.
game-analyse-no-move = В анализе нет хода { WORDS($number) }.
game-engine-not-built = В этой сборке rochade нет движка; партия идёт без него.
game-hint-event = В турнирной партии подсказок нет: движок там помогать не может, статья 11.3.
game-hint-not-now = Подсказка будет, когда ваш ход.
help-flip = показывает доску с другой стороны
help-offer = предлагает ничью после своего хода
help-accept = принимает предложение ничьей
help-decline = отклоняет предложение ничьей
help-claim = требует ничью, также с ещё не сделанным ходом, например требую ничью Шпрингер Феликс драй
help-resign = сдаёт партию
help-score = читает всю партию
help-last-moves = читает последние ходы, например последние 5
help-move-number = читает один ход, например ход 12
help-resume = продолжает прерванную партию
help-new = начинает новую партию
help-boards = называет доски, подключённые по коду, на ведущей доске
help-revoke = отключает доску, подключённую по коду: отключить 2
help-arbiter = для арбитра; что говорить дальше, сказано в справке по теме арбитр
help-arbiter-in-topic = с этого слова начинаются команды арбитра
# What an arbiter's action does, said after its example in the help on the arbiter ($action: pause, resume, time, moves, add, deduct, illegal, position, revert, take-back); the values are those of the examples.
help-arbiter-action = { $action ->
    [pause] останавливает часы; ходы делаются, только когда арбитр снова запустит часы
    [resume] снова запускает часы
    [time] ставит на часах белых восемьдесят пять минут
    [moves] ставит счётчик ходов белых на сорок
    [add] добавляет белым две минуты
    [deduct] снимает у белых две минуты
    [illegal] записывает сделанный невозможный ход чёрных; ход берётся назад
    [position] партия продолжается с позиции после двенадцатого хода белых; ходы после него берутся назад
    [revert] отменяет последнее изменение арбитра на часах или в счётчике ходов; ходы остаются как есть
   *[take-back] берёт назад последний ход на доске; изменения часов, сделанные арбитром, остаются
}
help-stop-clock = останавливает часы, чтобы позвать арбитра
help-adjustments = читает все изменения часов
help-help = справка по теме, например помощь доска
help-quit = завершает сеанс
help-arbiter-times = Время называется в целых минутах, например восемьдесят пять — это один час двадцать пять минут, или в часах, минутах и секундах через двоеточие.

game-error-not-your-move = Требовать ничью может только тот, чей ход (статьи 9.2 и 9.3).
game-error-consent-needed = Ничья только с согласия арбитра (статья 9.1.1).
game-error-illegal = В этой позиции ход { $move } невозможен.
game-error-nothing-to-take-back = Нет хода, который можно взять назад.
game-error-nothing-announced = Ни один ход не объявлен.
game-error-already-announced = Ход уже объявлен и ждёт подтверждения; исправьте его.
game-error-no-such-ply = В этой партии нет позиции после полухода { $ply }.
game-error-not-announced-move = { $move } — не тот ход, который был объявлен.
game-error-record = Это изменение не согласуется с записью партии; ничего не изменено.

journal-torn-line = Строка { $line } журнала партии оборвалась при сбое и не использована; всё, что до неё, сохранено.
journal-damaged-line = Строка { $line } журнала партии повреждена и пропущена; всё остальное восстановлено.
journal-stopped = Строку { $line } журнала партии не удалось воспроизвести; она и следующие за ней строки, всего { $rest }, опущены.
journal-unreadable = Последнюю партию в журнале прочитать нельзя. Файл оставлен без изменений.
journal-detail = Техническая подробность о журнале партии: { $detail }
config-setting-ignored = { $line ->
    [0] Одна настройка из файла настроек { $file } не используется: { $why }; остальные действуют.
   *[other] Настройка в строке { $line } файла настроек { $file } не используется: { $why }; остальные действуют.
}
# Why a setting is not used: $name is config-setting-name, $expected is config-expected.
config-must-be = { $name }: нужно { $expected }
config-unknown-setting = рохаде не знает настройки { $key }
# A setting whose name, as written, is empty or only invisible characters.
config-unknown-setting-unnamed = рохаде не знает такой настройки
# The name of a setting, said ($key is the name written in the file).
config-setting-name = { $key ->
    [eboard] электронная доска
    [lang] язык
    [line_mode] построчный режим
    [screen_reader] режим для программы экранного доступа
    [speech] речевой вывод
    [rate] скорость речи
    [voice] голос
    [voice_lang] язык голоса
    [cues] звуковые сигналы
    [confirm] подтверждение ходов
    [side] сторона
    [own_alerts] только свои предупреждения
    [time_control] контроль времени
   *[event] профиль турнира
}
# What a setting's value must be ($kind: language, rate, speech, side, yes-no or text).
config-expected = { $kind ->
    [eboard] dgt, двоеточие и последовательное устройство, в кавычках
    [language] de, en, es или ru
    [rate] целое число от минус 100 до 100
    [speech] auto, speechd, espeak, system или none
    [side] white или black
    [yes-no] true или false
    [screen-reader] auto, on или off
    [time-control] fide-classical, fide-championship, rapid или blitz, или контроль времени в форме PGN, в кавычках
   *[text] текст в кавычках
}
config-unreadable = Файл настроек { $file } не удалось использовать; действуют настройки по умолчанию.
config-missing = Файла настроек { $file } нет; действуют настройки по умолчанию.
config-detail = Техническая подробность о настройках: { $detail }


start-failed = рохаде не удалось запустить.
start-time-control = Контроль времени { $text } не распознан. Укажите один из готовых вариантов: fide-classical, fide-championship, rapid или blitz, или контроль времени в форме PGN, например 40/5400+30:1800+30.
start-time-control-with-event = Контроль времени { $text } из командной строки заменяет контроль турнира; вычеты времени и штрафы турнира действуют и для него.
start-resume = Нет прерванной партии, которую можно продолжить, или её нельзя прочитать.
start-read-file = Файл { $file } нельзя прочитать.
start-event-profile = Профиль турнира { $file } нельзя использовать; что в нём не так, сказано дальше.
start-event-profile-keys = Профиль турнира { $file } нельзя использовать. { $count ->
    [one] Неверно значение ключа
   *[other] Неверны значения ключей
}: { $keys }. Почему, сказано в технической подробности.
start-event-profile-at = Профиль турнира { $file } нельзя использовать. Строка { $line }, ключ { $key }: { $what }
start-event-profile-at-line = Профиль турнира { $file } нельзя использовать. Строка { $line }: { $what }
event-problem-unknown-key = такого ключа нет; здесь возможны ключи { $allowed }.
event-problem-wrong-type = значение должно быть { $expected ->
    [text] текстом в кавычках
    [whole] целым числом
    [yes-no] true или false
    [list] списком в квадратных скобках
    [table] таблицей
   *[other] другого вида
}.
event-problem-out-of-range = значение { $value } вне допустимого диапазона; нужно целое число, ноль или больше.
event-problem-missing-key = нет ключа { $key }.
event-problem-duplicate = этот ключ указан дважды.
event-problem-syntax = строка записана не так, как требует формат профиля; как именно, сказано в технической подробности.
start-pgn-game = Партию из файла { $file } нельзя продолжить: её нет, у неё нет начала или она уже окончена.
start-fen = Позицию { $text } нельзя использовать.
start-data-dir = Нет папки, где рохаде может хранить партии и ключи.
start-listen = На порту { $port } нельзя открыть подключение; возможно, его занимает другая программа.
start-pairing-code = Не удалось создать код подключения.
start-no-host = В локальной сети не найдена ожидающая партия; укажите адрес ведущей доски.
start-host-address = Ведущая доска { $text } не найдена.
start-code = Код подключения не распознан. Он состоит из трёх или четырёх полей, названных буквами и цифрами или словами.
start-terminal = Терминал нельзя использовать; попробуйте ещё раз с ключом --line-mode.
start-output = Вывод нельзя записать.
start-braille = Шрифт Брайля не записан: для брайля своего языка нужна программа-переводчик liblouis (программа lou_translate, пакет liblouis-bin), а она не установлена или не работает.
start-no-game-to-export = Пока нет партии для экспорта.
start-no-such-game = Партии с именем { $name } нет. Журналы партий лежат в { $dir }; последние: { $newest }.
start-detail = Техническая подробность: { $detail }

## Clock and scoresheet: src/clock/phrases.rs, src/scoresheet/phrases.rs, src/scoresheet/export.rs
## (talking clock, alerts, adjustments, read-back, exported headers)
##
clock-report-side = У { $colour ->
    [white] белых
   *[black] чёрных
} на часах { $time }, { $count ->
    [one] сделан { $moves }
   *[other] сделано { $moves }
}{ $owed ->
    [none] {""}
   *[other] , до контроля { $owed }
}.
clock-report-board = Часы у доски: у белых осталось { $white }, у чёрных { $black }.
clock-report-paused = Часы остановлены.
clock-report-running = Идут часы { $colour ->
    [white] белых
   *[black] чёрных
}.
clock-alert = { $unit ->
    [hour] { $lead ->
        [one] Остался
       *[other] Осталось
    }
   *[other] { $lead ->
        [one] Осталась
       *[other] Осталось
    }
} { $time }.
clock-alert-of = У { $colour ->
    [white] белых
   *[black] чёрных
} { $unit ->
    [hour] { $lead ->
        [one] остался
       *[other] осталось
    }
   *[other] { $lead ->
        [one] осталась
       *[other] осталось
    }
} { $time }.
clock-flag-fell = У { $colour ->
    [white] белых
   *[black] чёрных
} упал флажок. Заполните бланки записи партии (статья 8.5).
clock-both-flags = Упали оба флажка, первым у { $colour ->
    [white] белых
   *[black] чёрных
} (статья 6.11).
clock-flag-loses = { $colour ->
    [white] Белые
   *[black] Чёрные
} проигрывают по времени (статья 6.9).
clock-flag-draw-no-mate = Ничья: { $colour ->
    [white] белые
   *[black] чёрные
} не могут поставить мат (статья 6.9).
clock-flag-play-on = Оба флажка упали, порядок неизвестен: партия продолжается (статья 6.11).
clock-flag-draw-both = Оба флажка упали в последнем периоде: ничья (статья 6.11).
clock-illegal-add-time = Невозможный ход: { $colour ->
    [white] белые
   *[black] чёрные
} получают ещё { $amount } (статья 7.5.5).
clock-illegal-loses = { $colour ->
    [white] Белые
   *[black] Чёрные
} проигрывают из-за повторного невозможного хода (статья 7.5.5).
clock-illegal-draw-no-mate = Ничья: { $colour ->
    [white] белые
   *[black] чёрные
} не могут поставить мат (статья 7.5.5).
clock-illegal-left-to-claim = Невозможный ход: соперник может сделать заявление арбитру.
clock-exemption-begins = У { $colour ->
    [white] белых
   *[black] чёрных
} меньше пяти минут: до конца периода можно не записывать ходы (статья 8.4).
clock-exemption-ends = Новый период: { $colour ->
    [white] белые
   *[black] чёрные
} снова записывают ходы (статья 8.4).
clock-control-reached = { $colour ->
    [white] Белые
   *[black] Чёрные
} прошли контроль и получают ещё { $amount }.
clock-actor = { $actor ->
    [arbiter] Арбитр
    [player] { $colour ->
        [white] Белые
       *[black] Чёрные
    }
    [assistant] { $colour ->
        [white] Помощник белых
       *[black] Помощник чёрных
    }
    [profile] Регламент
   *[system] рохаде
}
clock-change = { $change ->
    [added] { $amount } в пользу { $colour ->
        [white] белых
       *[black] чёрных
    }
    [deducted] у { $colour ->
        [white] белых
       *[black] чёрных
    } сняли { $object }
    [set] часы { $colour ->
        [white] белых
       *[black] чёрных
    } поставили на { $object }
    [moves] счётчик ходов { $colour ->
        [white] белых
       *[black] чёрных
    } поставили на { WORDS($to) }
    [paused] часы остановлены
   *[resumed] часы снова запущены
}
clock-reason = { $reason ->
    [illegal-move] невозможный ход соперника
    [incorrect-claim] необоснованное заявление соперника о ничьей
    [assistant] поправка за помощника
    [clock] исправление часов
    [move-counter] исправление счётчика ходов
    [interruption] партия прервана
    [interruption-end] после остановки партии
    [reconciliation] сообщено о расхождении досок
    [withdrawal] отмена предыдущего изменения арбитра
   *[other] { $text }
}
clock-adjustment = { $who }: { $what }, { $why }{ $article ->
    [none] {""}
   *[other] {" "}({ ARTICLE($article) })
}.
clock-reading-after = У { $colour ->
    [white] белых
   *[black] чёрных
} теперь { $time }.
clock-tc-period = { $moves ->
    [none] { $time } до конца партии
   *[other] { $moves } за { $within }
}
clock-tc-repeated = повторяется
clock-tc-increment = { $mode ->
    [fischer] плюс { $inc } за ход
    [bronstein] задержка Бронштейна { $inc } на ход
   *[delay] простая задержка { $inc } на ход
}
clock-tc-from-move = начиная с хода { WORDS($number) }
clock-tc-then = затем
clock-untimed = без часов


score-claim-threefold = троекратное повторение позиции
score-claim-fifty-moves = правило пятидесяти ходов
score-result = { $winner ->
    [white] Белые выиграли
    [black] Чёрные выиграли
   *[none] Ничья
}
score-ending-checkmate = { $result }, мат ({ ARTICLE($article) }).
score-ending-stalemate = { $result }, пат ({ ARTICLE($article) }).
score-ending-dead-position = { $result }: позиция мёртвая, мат невозможен ({ ARTICLE($article) }).
score-ending-resignation = { $result }, { $colour ->
    [white] белые
   *[black] чёрные
} сдались ({ ARTICLE($article) }).
score-ending-resignation-no-mate = { $result }: { $colour ->
    [white] белые
   *[black] чёрные
} сдались, но соперник не может поставить мат ({ ARTICLE($article) }).
score-ending-agreement = { $result } по соглашению ({ ARTICLE($article) }).
score-ending-claim = { $result }: { $colour ->
    [white] белые
   *[black] чёрные
} обоснованно заявили о ничьей, { $kind } ({ ARTICLE($article) }).
score-ending-fivefold = { $result }, пятикратное повторение позиции ({ ARTICLE($article) }).
score-ending-seventy-five = { $result }: семьдесят пять ходов без хода Бауэром и без взятия ({ ARTICLE($article) }).
score-ending-flag-fall = { $result }, у { $colour ->
    [white] белых
   *[black] чёрных
} просрочка времени ({ ARTICLE($article) }).
score-ending-flag-fall-no-mate = { $result }: у { $colour ->
    [white] белых
   *[black] чёрных
} просрочка времени, но соперник не может поставить мат ({ ARTICLE($article) }).
score-ending-illegal-moves = { $result }: невозможные ходы { $colour ->
    [white] белых
   *[black] чёрных
} ({ ARTICLE($article) }).
score-ending-illegal-moves-no-mate = { $result }: невозможные ходы { $colour ->
    [white] белых
   *[black] чёрных
}, но соперник не может поставить мат ({ ARTICLE($article) }).
score-ending-arbiter = { $result } по решению арбитра: { $note } ({ ARTICLE($article) }).
score-ending-recorded = { $result }, по бланку записи ({ ARTICLE($article) }).
score-offer = { $colour ->
    [white] Белые
   *[black] Чёрные
} предлагают ничью.
score-offer-answered = { $colour ->
    [white] Белые
   *[black] Чёрные
} { $accepted ->
    [yes] принимают ничью.
   *[no] отклоняют ничью.
}
score-touched = { $colour ->
    [white] Белые тронули
   *[black] Чёрные тронули
} и вернули на место: { $what }.
score-offer-lapsed = { $colour ->
    [white] Белые
   *[black] Чёрные
} коснулись фигуры; предложение ничьей снято.
score-claim = { $colour ->
    [white] Белые
   *[black] Чёрные
} заявляют о ничьей, { $kind }{ $declared ->
    [none] {""}
   *[other] , с записанным ходом { $declared }
}; { $correct ->
    [yes] заявление обоснованное
   *[no] заявление необоснованное
}{ $penalty ->
    [none] {""}
   *[other] , { $penalty } в пользу { $colour ->
        [white] чёрных
       *[black] белых
    }
} ({ ARTICLE($article) }).
score-illegal = { $count ->
    [1] Первый
    [2] Второй
    [3] Третий
   *[other] Ещё один
} невозможный ход { $colour ->
    [white] белых
   *[black] чёрных
}{ $what ->
    [none] {""}
   *[other] {" "}({ $what })
}{ $penalty ->
    [none] {""}
   *[other] , { $penalty } в пользу { $colour ->
        [white] чёрных
       *[black] белых
    }
} (статья 7.5).
score-clock = Часы: у белых { $white }, у чёрных { $black }.
score-clock-unknown = неизвестно
score-pause = Партия была прервана{ $kind ->
    [arbiter] {" "}арбитром
    [player] {" "}игроком
   *[downtime] , пока программа не работала
}{ $note ->
    [none] {""}
   *[other] , { $note }
}; продолжительность остановки { $duration }.
# After a crash: the running clock was charged up to its last saved reading; $at_most of the player's time before the interruption is not known.
score-uncounted = Часы { $colour ->
    [white] белых
   *[black] чёрных
} учтены до последнего сохранённого показания; не более { $at_most } перед перерывом неизвестно, об этом решает арбитр (статья 6.10.2).
score-exemption = { $colour ->
    [white] Белые
   *[black] Чёрные
} { $resumed ->
    [yes] снова записывают ходы с хода { $number }.
   *[no] могут не записывать ходы с хода { $number } (статья 8.4).
}
score-corrected = { $colour ->
    [white] Белые
   *[black] Чёрные
} исправляют объявленный ход на { $san } (приложение Д, пункт 2.8).
score-repeat-differs = { $colour ->
    [white] Белые
   *[black] Чёрные
} повторяют { $repeated }, а объявлен был { $announced }; ход не выполнен (приложение Д, пункт 2.1).
score-boards-differ = { $colour ->
    [white] Белые
   *[black] Чёрные
} сообщают, что доски не совпадают (приложение Д, пункт 2.9).
score-reconciled = Подтверждена позиция после полухода номер { WORDS($plies) }{ $taken ->
    [none] {""}
   *[other] , взяты назад: { $taken }
} (приложение Д, пункт 2.9).
score-take-back = Ход { $number } { $colour ->
    [white] белых
   *[black] чёрных
}, { $san }, взят назад.
score-label-notes = Примечания
score-label-result = Результат
score-label-unfinished = Партия не окончена
score-label-move = Ход
score-label-after-move = после хода
score-label-before-first = до первого хода
score-braille-title = Бланк партии
score-no-moves = Ходов ещё нет.
score-no-such-move = Такого хода ещё нет.
score-tag = { $name ->
    [Event] Турнир
    [Site] Место
    [Date] Дата
    [Round] Тур
    [White] Белые
    [Black] Чёрные
    [Result] Результат
    [TimeControl] Контроль времени
    [Annotator] Комментатор
    [WhiteElo] Рейтинг белых
    [BlackElo] Рейтинг чёрных
   *[other] { $name }
}
score-readback-head = Ход { $number }:
score-readback-ply = { $colour ->
    [white] Белые
   *[black] Чёрные
} { $words }{ $left ->
    [none] {""}
   *[other] , на часах { $left }
}.

## Board, moves, speech, events: src/board, src/notation, src/speech, src/event, src/ui
## (board answers, move errors, speech notices, event profile description, screen texts)
##

# Ключи (не показываются): $colour — "white" или "black"; $role — "king", "queen", "rook",
# "bishop", "knight" или "pawn" (для рода слова фигуры); $piece — слово словаря для фигуры
# («Шпрингер»), $square — его слова для поля. Пешка — не «фигура»: для неё свои варианты.

# --- Доска (src/board)

# (Род фигуры здесь не нужен; выбор по $role только сохраняет переменные других языков.)
board-piece = { $role ->
   *[any] { $piece }
} { $colour ->
    [white] белых
   *[black] чёрных
}
board-empty = пусто
board-square = { $square }: { $what }
board-empty-run = от поля { $from } до поля { $to } пусто
board-where-none = У { $colour ->
    [white] белых
   *[black] чёрных
} { $role ->
   *[any] нет
}
board-rank = Горизонталь { $rank }
board-file = Вертикаль { $file }
board-diagonal = Диагональ от поля { $from } до поля { $to }
board-scan = { $label }: { $squares }.
board-attacked-by = Нападают: { $pieces }.
board-not-attacked = Никто не нападает.
board-defended-by = Защищают: { $pieces }.
board-not-defended = Никто не защищает.
board-reached-by = { $colour ->
    [white] Белые бьют это поле
   *[black] Чёрные бьют это поле
}: { $pieces }.
board-reached-by-none = { $colour ->
    [white] Белые это поле не бьют.
   *[black] Чёрные это поле не бьют.
}
board-moves-list = { $what }: { $moves }.
board-no-moves = { $what }: ходов нет.
board-next-moves = { $what }, следующим ходом: { $moves }.
board-no-moves-next = { $what }: в нынешней позиции следующим ходом ходов не будет.
board-not-their-turn = { $what }: сейчас ход { $colour ->
    [white] белых
   *[black] чёрных
}, с этого поля сейчас не ходят.
board-turn = Ход { $colour ->
    [white] белых
   *[black] чёрных
}, ход номер { WORDS($n) }.
board-in-check = Шах { $colour ->
    [white] белым
   *[black] чёрным
}.
board-piece-count = { $role ->
    [king] { WORDS($n) } { $n ->
        [one] Кёниг
        [few] Кёнига
       *[many] Кёнигов
    }
    [queen] { WORDS($n, form: "feminine") } Даме
    [rook] { WORDS($n) } { $n ->
        [one] Турм
        [few] Турма
       *[many] Турмов
    }
    [bishop] { WORDS($n) } { $n ->
        [one] Лойфер
        [few] Лойфера
       *[many] Лойферов
    }
    [knight] { WORDS($n) } { $n ->
        [one] Шпрингер
        [few] Шпрингера
       *[many] Шпрингеров
    }
   *[pawn] { WORDS($n) } { $n ->
        [one] Бауэр
        [few] Бауэра
       *[many] Бауэров
    }
}
board-material-side = У { $colour ->
    [white] белых
   *[black] чёрных
} { points }: { $pieces }.
board-material-bare = У { $colour ->
    [white] белых
   *[black] чёрных
} остался только Кёниг.
board-material-equal = Материал равный.
board-material-ahead = У { $colour ->
    [white] белых
   *[black] чёрных
} на { points } больше.
board-no-move-yet = Ещё не сделано ни одного хода.
board-last-move = Последний ход, ход номер { WORDS($n) }: { $colour ->
    [white] белые
   *[black] чёрные
}, { $move }.
board-captured = { $role ->
    [queen] Взята { $what }.
   *[other] Взят { $what }.
}
board-moves-numbered = ход номер { WORDS($n) }: { $moves }
board-moves-numbered-black = ход номер { WORDS($n) }, чёрные: { $moves }
board-last-moves = Последние ходы. { $moves }.

# --- Чтение хода (src/notation/phrases.rs)

move-nothing-said = Ход не назван.
move-unknown-word-alone = Не распознано слово { $word }: это не шахматное слово.
move-unknown-word = Не распознано слово { $word } в символе номер { WORDS($column) }: это не шахматное слово.
move-null-move = { $word } — нулевой ход, пропуск хода; в шахматной партии его не бывает, поэтому он не прочитан.
move-expected-square = После { $after } не хватает поля.
move-expected-promotion = После { $after } назовите фигуру, в которую превращается Бауэр.
move-expected-move = Ход начинается с фигуры, поля или рокировки.
move-game-over = Партия окончена: ходов больше нет.
move-no-piece = { $role ->
    [pawn] У вас не осталось ни одного Бауэра.
   *[other] У вас нет фигуры { $piece }.
}
move-no-piece-on = { $role ->
    [pawn] На { $square } нет вашего Бауэра.
   *[other] На { $square } нет вашей фигуры { $piece }.
}
move-none-of-yours-on = На { $square } нет ни вашей фигуры, ни вашего Бауэра.
move-own-piece-on = На { $square } уже стоит { $role ->
    [queen] ваша
   *[other] ваш
} { $piece }.
move-cannot-reach = { $role ->
    [queen] Ни одна ваша
   *[other] Ни один ваш
} { $piece } не может пойти на { $square }.
move-king-into-check = Ваш Кёниг на { $square } был бы под шахом.
move-in-check = Ваш Кёниг под шахом, и этот ход не защищает от шаха.
move-pinned = { $role ->
    [queen] Ваша { $piece } связана
   *[other] Ваш { $piece } связан
}: ваш Кёниг оказался бы под шахом.
move-nothing-to-capture = На { $square } нечего бить.
move-not-a-promotion = Это не превращение: превращается только Бауэр, дошедший до последней горизонтали.
move-bad-promotion-piece = Бауэр превращается только в { $queen }, { $rook }, { $bishop } или { $knight }.
move-no-en-passant = Взятие на проходе на { $square } невозможно.
move-castling-rights-lost = { $side ->
    [short] Короткая рокировка
   *[long] Длинная рокировка
} больше невозможна: Кёниг или этот Турм уже ходили.
move-castling-blocked = { $side ->
    [short] Короткая рокировка
   *[long] Длинная рокировка
} невозможна: между Кёнигом и Турмом стоят фигуры.
move-castling-in-check = Под шахом рокироваться нельзя.
move-castling-through-check = { $side ->
    [short] Короткая рокировка
   *[long] Длинная рокировка
} невозможна: Кёниг прошёл бы через битое поле или встал бы на него.
move-illegal = Невозможный ход: { $move }. { $why }
move-ambiguous = Неоднозначно: { $move }. Вы имеете в виду { $choices }?
move-capture-not-said = Ход не сделан: { $move } здесь не ход Бауэра. Вы имеете в виду { $choices }? Взятие называют словом бьёт.
move-castling-said-as-king-move = Ход не сделан: { $move } здесь рокировка, а не ход Кёнига. Вы имеете в виду { $choices }?
move-choice-or = { $first } или { $last }
move-promotion-missing = Превращение без фигуры: { $move }. Назовите фигуру, например { $example }.
move-more-than-one = Назовите только один ход. Число распознанных ходов: { WORDS($n) }.
move-line-too-long = Строка слишком длинная и не прочитана; допустимая длина строки { WORDS($n) } { $n ->
    [one] килобайт
    [few] килобайта
   *[many] килобайт
}. Ходы до неё сохранены.
move-too-many-moves = В этой партии больше { $n } полуходов, больше, чем допускает правило семидесяти пяти ходов; ходы до этого места сохранены.

# --- Сообщения о речи (src/speech/phrases.rs)

speech-engine-speechd = speech-dispatcher
speech-engine-espeak = espeak-ng
speech-engine-system = системный синтезатор речи
speech-reason-turned-off = так выбрано в настройках
speech-reason-not-chosen = не выбран
speech-reason-speechd-unreachable = speech-dispatcher недоступен
speech-reason-speechd-silent = speech-dispatcher принимает текст, но не произносит его
speech-reason-speechd-unsupported = speech-dispatcher в этой системе нет
speech-reason-espeak-missing = espeak-ng не установлен
speech-reason-espeak-failed = espeak-ng не работает
speech-reason-system-failed = системный синтезатор речи не работает
speech-off = Речь выключена: { $why }. Ведётся только текстовая запись.
speech-degraded = Речь через { $engine }: { $why }.
speech-lost = Речь прервана: { $engine } перестал работать. Ведётся только текстовая запись.
speech-detail = Технические подробности о речи: { $detail }

# --- Профиль турнира (src/event/describe.rs, `rochade event show`)

event-duty-move-pieces = передвигать фигуры
event-duty-clock = переключать часы
event-duty-scoresheet = записывать партию
event-duty-announce-moves = объявлять ходы
event-duty-tell-times = сообщать время и число ходов по просьбе
event-duty-claim-flag = заявлять о падении флажка
event-duty-adjournment = формальности при откладывании партии
event-duty = { $duty } ({ ARTICLE($article) })
event-visually-disabled = незрячий или слабовидящий
event-other-disability = другая инвалидность
event-no-assistant = без помощника
event-assistant-for = помощник, обязанности: { $duties }
event-deduction = вычет времени: { $time } ({ ARTICLE($article) })
event-deduction-by-arbiter = вычет времени по решению арбитра: { $time } ({ ARTICLE($article) })
event-no-deduction = без вычета времени
event-no-deduction-disabled = без вычета времени (игрок с инвалидностью, статьи 6.2.6 и 8.1.6)
event-no-deduction-arbiter = без вычета времени (по решению арбитра)
event-player = { $colour ->
    [white] Белые
   *[black] Чёрные
}: { $parts }
event-name = Турнир: { $name }
event-rules = Правила: Правила игры в шахматы ФИДЕ, редакция { $year } года
event-tempo = { $tempo ->
    [rapid] Вид игры: быстрые шахматы
    [blitz] Вид игры: блиц
   *[standard] Вид игры: классические шахматы
}
event-time-control = Контроль времени: { $control }
event-time-control-pgn = { $control } (PGN { $pgn })
event-draws-any-time = Предложения ничьей: разрешены в любой момент (статья 9.1)
event-draws-not-before = Предложения ничьей: не раньше хода номер { WORDS($n) } (статья 9.1)
event-draws-arbiter = Предложения ничьей: только с согласия арбитра (статья 9.1)
event-draws-not-before-arbiter = Предложения ничьей: не раньше хода номер { WORDS($n) } и только с согласия арбитра (статья 9.1)
event-to-opponent = { $time } сопернику
event-on-claim = только по заявлению соперника
event-illegal-move = Невозможный ход: { $penalty }; { $n ->
    [1] первый невозможный ход
    [2] второй невозможный ход
    [3] третий невозможный ход
    [4] четвёртый невозможный ход
    [5] пятый невозможный ход
   *[other] невозможный ход номер { WORDS($n) }
} ведёт к поражению (статья 7.5.5)
event-wrong-claim = Необоснованное заявление о ничьей: { $penalty } (статья 9.5.3)
event-automatic-draws = Автоматическая ничья при пятикратном повторении позиции и по правилу семидесяти пяти ходов: { $yes ->
    [yes] да
   *[no] нет
} (статья 9.6)
event-resign-no-mate = Сдача, когда соперник не может поставить мат, считается ничьей: { $yes ->
    [yes] да
   *[no] нет
} (статья 5.1.2)
event-alerts = Сигналы времени: { $times } (приложение Д, пункт 2.6)
event-alerts-off = Сигналы времени: выключены, время только по запросу (приложение Д, пункт 2.10)
event-clock-start = Пуск часов на двух досках: { $yes ->
    [yes] арбитром, словами арбитр пуск
   *[no] когда подключена доска соперника
}
event-arbiter-code = Код арбитра: { $yes ->
    [yes] задан; команда арбитра с клавиатуры игрока сначала требует его
   *[no] не задан; любой за клавиатурой может действовать как арбитр
}

# --- Экран (src/ui)

ui-title-board = Доска: { $status }
ui-title-moves = Ходы
ui-title-transcript = Текстовая запись
ui-title-input = Ввод: ход или команда, затем клавиша Enter
ui-legend = Заглавные: белые. Строчные, в инверсии: чёрные. Звёздочка: последний ход. Скобки: курсор. Двоеточие: тёмное поле.
ui-clock-none = Часы: нет
ui-pawn-letter = П
ui-turn = Ход { $colour ->
    [white] белых
   *[black] чёрных
}, ход { $n }.
ui-in-check = Шах { $colour ->
    [white] белым
   *[black] чёрным
}.

# --- Пакетные команды (src/batch.rs: announce, notate)

batch-bad-fen = Партия { $game }: тег FEN не задаёт допустимую позицию.
batch-too-many-moves = Партия { $game }: в ней больше { $n } полуходов; остальное не прочитано.
batch-unreadable = Партия { $game }: дальше PGN прочитать нельзя.
batch-variant = Партия { $game }: партии в варианте { $variant } не поддерживаются; rochade читает только обычные шахматы.
batch-not-read = Партия { $game }: { $reason }
batch-unclosed = Комментарий или вариант, открытый в строке { $line }, так и не закрыт; всё после него не прочитано как ходы.
batch-variation-start = Вариант:
batch-variation-end = Конец варианта
batch-nag = { $nag ->
    [1] хороший ход
    [2] ошибка
    [3] отличный ход
    [4] грубая ошибка
    [5] интересный ход
    [6] сомнительный ход
    [7] вынужденный ход
    [8] единственный ход
    [9] худший ход
    [10] ничейная позиция
    [11] равная спокойная позиция
    [12] равная острая позиция
    [13] неясная позиция
    [14] у белых немного лучше
    [15] у чёрных немного лучше
    [16] у белых лучше
    [17] у чёрных лучше
    [18] у белых решающее преимущество
    [19] у чёрных решающее преимущество
    [146] новинка
   *[other] примечание { $nag }
}
batch-illegal-move = Партия { $game }: ход { $number } { $colour ->
    [white] белых
   *[black] чёрных
}, { $move }, невозможен в этой позиции.

# --- Программа экранного доступа игрока (src/screen_reader.rs, src/app/loop.rs)
screen-reader-start = { $why ->
        [found] Работает программа экранного доступа.
       *[asked] Режим для программы экранного доступа.
    } { $view ->
        [screen] rochade рисует для неё весь экран, без рамок.
       *[lines] rochade пишет по одной строке на каждое событие, чтобы она их читала.
    } { $voice ->
        [own] rochade тоже говорит; выключите речь программы экранного доступа, чтобы слышать каждую фразу один раз.
       *[quiet] Собственный голос rochade молчит.
    } Изменить это можно параметром screen-reader off.
line-prompt = { $colour ->
        [white] Ход белых.
       *[black] Ход чёрных.
    }
line-prompt-over = Партия окончена.

# --- Код арбитра (src/app/core/command/arbiter.rs)
arbiter-code-ask = Это команда арбитра. Арбитр сейчас вводит код; он не показывается.
arbiter-code-wrong = Неверный код. Ничего не изменено.
arbiter-code-locked = После неверных кодов команды арбитра ждут ещё { $time }. Ничего не изменено.
arbiter-code-lapsed = За минуту код не введён. Команда арбитра отменена; вводимое снова показывается.
arbiter-code-missing = Для команд арбитра в этой партии нужен код её турнира. Запустите rochade с профилем турнира, то есть с --event. Ничего не изменено.
arbiter-own-board = В этом турнире арбитр решает со своей собственной доски (rochade join --role arbiter), а не с клавиатуры игрока; с кодом арбитра в профиле турнира арбитр может ввести код здесь. Ничего не изменилось.

# --- Шахматная программа как соперник (src/engine/phrases.rs)
engine-playing-elo = { $name } играет { $colour ->
        [white] белыми
       *[black] чёрными
    }, сила игры { $elo } Эло.
engine-playing-level = { $name } играет { $colour ->
        [white] белыми
       *[black] чёрными
    }, уровень { $level }; настройки Эло у неё нет.
engine-playing-full = { $name } играет { $colour ->
        [white] белыми
       *[black] чёрными
    } в полную силу.
engine-not-found = Шахматная программа { $engine } не найдена. Партия продолжается без программы: ходы обеих сторон вводятся с клавиатуры.
engine-cannot-start = Шахматную программу { $engine } не удаётся запустить. Партия продолжается без программы: ходы обеих сторон вводятся с клавиатуры.
engine-no-answer = Шахматная программа не ответила вовремя. Партия продолжается без неё: ходы обеих сторон вводятся с клавиатуры.
engine-stopped = Шахматная программа завершила работу. Партия продолжается без неё: ходы обеих сторон вводятся с клавиатуры.
engine-bad-move = Шахматная программа прислала невозможный ход или ход, который нельзя прочитать; он не сделан. Партия продолжается без программы: ходы обеих сторон вводятся с клавиатуры.
engine-refused-event = Эта партия играется по профилю турнира, поэтому шахматную программу в ней использовать нельзя, как требует статья 11.3 Правил игры в шахматы. Партия начинается без программы.
engine-not-between-boards = Шахматная программа играет только в партии за одной доской, а не между двумя досками. Партия начинается без программы.
engine-detail = Техническая подробность о шахматной программе: { $detail }

## Электронная доска: доска DGT зрячего игрока (src/app/eboard.rs)
eboard-connected = Электронная доска подключена.
eboard-lost = Электронная доска недоступна. rochade продолжает попытки; пока ходы можно вводить с клавиатуры.
eboard-back = Электронная доска снова на связи. Её позиция читается заново.
eboard-detail = Техническая подробность об электронной доске: { $detail }
eboard-agrees = Электронная доска показывает позицию партии.
eboard-differs = Электронная доска не совпадает с партией. Исправить: { $list }.
eboard-differs-many = Электронная доска не совпадает с партией. Полей с отличиями: { WORDS($count) }. Расставьте позицию партии.
eboard-clock = { $connected ->
        [yes] К электронной доске подключены часы DGT; их время приходит через доску.
       *[no] Часы DGT у электронной доски больше не передают время.
    }
eboard-turned = { $turned ->
        [yes] Электронная доска читается перевёрнутой, чёрные внизу.
       *[no] Электронная доска читается белыми внизу.
    }

# --- Голосовой ввод (src/voice/phrases.rs): `rochade hear`, а позже голосовой ввод в партии.
voice-no-recogniser = Распознаватель речи не найден. Для голосового ввода нужны пакеты pocketsphinx и pocketsphinx-en-us.
voice-no-vosk-library = Не удаётся загрузить библиотеку распознавателя речи Vosk. Установите Vosk или укажите файл параметром vosk library.
voice-no-vosk-model = В папке { $dir } нет модели Vosk. Скачайте модель вашего языка и укажите её папку параметром vosk model.
voice-vosk-without-grammar = Модель Vosk в папке { $dir } нельзя ограничить объявлениями ходов: это большая модель. Возьмите малую модель вашего языка.
voice-vosk-lacks-words = Модель Vosk в папке { $dir } не знает ни одного слова объявлений ходов. Возьмите модель того языка, на котором вы объявляете ходы.
voice-no-model = У распознавателя речи нет акустической модели в папке { $dir }. Для голосового ввода нужен пакет pocketsphinx-en-us.
voice-no-phonemes = Произношение слов получить нельзя: программа espeak-ng не запускается. Для голосового ввода нужен пакет espeak-ng.
voice-failed = Распознаватель речи дал сбой.
voice-timeout = Распознаватель речи не успел закончить.
voice-unreadable = Запись { $file } нельзя прочитать как файл WAV.
voice-too-long = Запись { $file } слишком длинная: не больше { WORDS($max) } секунд. Она не прослушивается.
voice-too-large = Запись { $file } слишком большая: не больше { WORDS($max) } мегабайт. Она не прослушивается.
voice-format = Запись { $file } в таком виде прослушать нельзя. Запишите её как файл WAV, моно, шестнадцать тысяч отсчётов в секунду.

# --- Анализ на слух: rochade analyse
analyse-start = Начальная позиция: { $eval }.
analyse-move = Ход { $number }, { $colour ->
        [white] белые
       *[black] чёрные
    }: { $move }. { $eval }.
analyse-eval = { $stands }, { $figure }
analyse-pawns = { $sign ->
        [plus] плюс { WORDS($whole) }
        [minus] минус { WORDS($whole) }
       *[none] { WORDS($whole) }
    } и { WORDS($tenths) }
analyse-equal = Позиция равная
analyse-slightly = { $colour ->
        [white] У белых
       *[black] У чёрных
    } небольшой перевес
analyse-clearly = { $colour ->
        [white] У белых
       *[black] У чёрных
    } явный перевес
analyse-winning = { $colour ->
        [white] Белые
       *[black] Чёрные
    } выигрывают
analyse-mate-in = { $colour ->
        [white] Белые
       *[black] Чёрные
    } ставят мат в { WORDS($moves) } { $moves ->
        [one] ход
        [few] хода
       *[many] ходов
    }
analyse-mated = { $colour ->
        [white] Белым
       *[black] Чёрным
    } поставлен мат
analyse-judged = { $judgement ->
        [inaccuracy] Неточность.
        [mistake] Ошибка.
       *[blunder] Грубая ошибка.
    }
analyse-judged-better = { $judgement ->
        [inaccuracy] Неточность
        [mistake] Ошибка
       *[blunder] Грубая ошибка
    }; лучше было { $better }.
analyse-line = Вариант: { $moves }.
analyse-spent = Затрачено времени: { $time }.
analyse-progress = Анализ: позиция { $number } из { $total }.
analyse-not-found = Шахматная программа { $engine } не найдена, поэтому ничего не проанализировано. Установите программу, например Stockfish, или укажите её в параметре engine.
analyse-cannot-start = Шахматную программу { $engine } не удаётся запустить, поэтому ничего не проанализировано.
analyse-no-answer = Шахматная программа { $engine } не ответила вовремя. Анализ прерван.
analyse-stopped = Шахматная программа { $engine } завершилась. Анализ прерван.
analyse-bad-answer = Шахматная программа { $engine } прислала непригодный ответ. Анализ прерван.
analyse-no-game = В файле { $file } нет ни одной партии.
analyse-no-such-game = В файле { $file } { $found ->
        [one] { WORDS($found, form: "feminine") } партия
        [few] { WORDS($found, form: "feminine") } партии
       *[many] { WORDS($found) } партий
    }; партии { $wanted } нет.
analyse-not-built = В этой сборке рохаде нет шахматной программы, поэтому она не может анализировать партии.

# --- Голосовой ввод в партии (src/app/core/voice.rs, src/app/voice_seat.rs)
voice-no-microphone = Микрофоном нельзя воспользоваться: { $detail }. Проверьте, что он подключён и свободен; клавиатура продолжает работать.
voice-heard = { $words }? Да или нет.
voice-dropped = Ход не сделан. Объявите его ещё раз, пожалуйста.
voice-repeat = Повторите, пожалуйста.
voice-off = Голосовой ввод выключен. Он включается при запуске параметром voice input или в файле настроек.
voice-busy = Я уже слушаю.
voice-nothing-asked = Никакой вопрос сейчас не задан.
voice-ready = Голосовой ввод включён: наберите { $command }, объявите ход и подтвердите его словом да или клавишей Enter.
help-listen = слушает один раз: объявленный ход повторяется и делается только после ответа да; если микрофон слушает всё время, приостанавливает или возобновляет прослушивание
voice-ready-continuous = Голосовой ввод включён, микрофон слушает всё время: после сигнала объявите ход и подтвердите его словом да или клавишей Enter. Команда { $command } приостанавливает и возобновляет прослушивание.
voice-paused = Микрофон больше не слушает. Команда { $command } включает его снова.
voice-answer-typed = На этот вопрос ответьте, пожалуйста, с клавиатуры.
voice-command-typed = Микрофон слушает всё время; это введите, пожалуйста, с клавиатуры: { $command }.
voice-resumed = Микрофон снова слушает.

# --- Изучение партии (rochade study; src/app/core/study.rs)
study-begin = Партия загружена для изучения: { $moves ->
        [one] { WORDS($moves) } ход
        [few] { WORDS($moves) } хода
       *[many] { WORDS($moves) } ходов
    }. Ничего не записывается, и часы не идут. Скажите следующий, предыдущий, ход и номер, вариант, назад или назад к партии; вопросы о доске работают как в партии.
study-players = { $white } против { $black }.
study-move = Ход { WORDS($number) }, { $colour ->
        [white] белые
       *[black] чёрные
    }: { $move }.
study-nag = Оценка: { $nag }.
study-comment = Комментарий: { $text }
study-variations = { $count ->
        [one] Здесь начинается вариант: { $first }. Скажите вариант, чтобы его услышать.
       *[other] Здесь начинаются варианты, всего { WORDS($count) }, первый: { $first }. Скажите вариант и его номер, чтобы услышать один из них.
    }
study-entered = { $count ->
        [one] Вариант.
       *[other] Вариант { WORDS($number) } из { WORDS($count) }.
    }
study-start = Начальная позиция партии, до первого хода.
study-variation-start = Начало варианта, до его первого хода.
study-game-end = Это был последний ход партии.
study-result = { $result ->
        [white] Результат: выиграли белые.
        [black] Результат: выиграли чёрные.
       *[draw] Результат: ничья.
    }
study-line-end = Это был последний ход варианта. Скажите назад или назад к партии.
study-first = Это начальная позиция; хода до неё нет.
study-variation-first = Это начало варианта; назад выходит из него.
study-no-variation = Здесь не начинается ни один вариант.
study-no-such-variation = { $count ->
        [one] Здесь начинается только один вариант
       *[other] Здесь начинаются варианты, всего { WORDS($count) }
    }; варианта { WORDS($number) } нет.
study-in-game = Вы уже в партии, ни в каком варианте.
study-back-game = Снова в партии.
study-back-variation = Снова в варианте уровнем выше.
study-no-move = В этой линии нет хода { WORDS($number) }.
study-not-here = Это изучение партии: здесь не ходят и ничего не записывают. Скажите следующий, предыдущий, ход и номер, вариант или назад к партии.
study-none = Варианты есть в партии, загруженной для изучения: rochade study и имя файла.
study-problem = Партия изучается до этого места: { $problem }
help-variation = при изучении: в вариант к только что названному ходу, с номером в вариант с этим номером, например вариант 2
help-back-to-game = при изучении: из всех вариантов назад в партию, к ходу, где вариант ответвляется
