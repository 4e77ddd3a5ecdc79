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
help-intro = Anuncie una jugada con palabras, por ejemplo Caballo efe tres, o en notación, por ejemplo Cf3.{ $arrows ->
    [yes] {" "}Las flechas mueven el cursor de casillas.
   *[no] {""}
} Hay ayuda sobre estos temas: { $topics }. Diga, por ejemplo, { $example }. Con { $quit } termina la sesión.
help-topic = Ayuda sobre { $topic }: { $list }.
help-entry = { $command }: { $what }
help-unknown = No hay ayuda sobre «{ $text }». Los temas son: { $topics }.
help-square = qué hay en una casilla, por ejemplo casilla e4
help-where = dónde están las piezas, por ejemplo dónde caballo, o dónde blancas
help-rank = todas las casillas de una fila, por ejemplo fila dos
help-file = todas las casillas de una columna, por ejemplo columna e
help-diagonal = las diagonales que pasan por una casilla, por ejemplo diagonal a1
help-attackers = qué piezas atacan una casilla y cuáles la defienden, por ejemplo ataque e4
help-moves = adónde puede ir una pieza, o las últimas jugadas, por ejemplo jugadas g1, o jugadas 5
help-last = la última jugada y lo que capturó
help-turn = a quién le toca jugar
help-material = el material de ambos bandos
help-repeat = repite el último anuncio
help-clock = el tiempo que queda en ambos relojes
help-confirm = confirma la jugada que anunció el adversario y la ejecuta
help-correct = corrige su propio anuncio mientras no esté confirmado, por ejemplo corregir Caballo efe tres
help-boards-differ = comunica que los tableros no coinciden: el reloj se detiene y el árbitro compara las planillas
help-undo = retira la última jugada
help-flip = muestra el tablero desde el otro lado
help-offer = ofrece tablas, después de su propia jugada
help-accept = acepta la oferta de tablas
help-decline = rechaza la oferta de tablas
help-claim = reclama tablas, también con una jugada aún no hecha, por ejemplo reclamar Caballo efe tres
help-resign = abandona la partida
help-score = lee la partida entera
help-last-moves = lee las últimas jugadas, por ejemplo últimas 5
help-move-number = lee una jugada, por ejemplo jugada 12
help-resume = continúa la partida interrumpida
help-new = empieza una partida nueva
help-arbiter = para el árbitro; lo que sigue está en la ayuda sobre el árbitro
help-stop-clock = detiene el reloj para llamar al árbitro
help-adjustments = lee todos los cambios hechos en el reloj
help-help = ayuda sobre un tema, por ejemplo ayuda tablero
help-quit = termina la sesión
help-arbiter-times = Los tiempos se dicen en horas, minutos y segundos, por ejemplo 1:25:00, o en minutos enteros.

game-error-not-your-move = Solo el jugador que tiene el turno puede reclamar tablas (artículos 9.2 y 9.3).
game-error-consent-needed = En esta competición las tablas necesitan el consentimiento del árbitro (artículo 9.1.1).
game-error-illegal = { $move } no es una jugada legal en esta posición.
game-error-nothing-to-take-back = No hay ninguna jugada que retirar.
game-error-nothing-announced = No se ha anunciado ninguna jugada.
game-error-already-announced = Ya hay una jugada anunciada que espera confirmación; corríjala.
game-error-no-such-ply = La partida no tiene posición después de la media jugada { $ply }.
game-error-not-announced-move = { $move } no es la jugada anunciada.
game-error-record = Este cambio no encaja con la planilla de la partida; no se ha cambiado nada.

journal-torn-line = La línea { $line } del registro de partidas quedó cortada por un fallo y no se ha usado; todo lo anterior se conserva.
journal-damaged-line = La línea { $line } del registro de partidas está dañada y se ha omitido; todo lo demás se ha recuperado.
journal-stopped = La línea { $line } del registro de partidas no se pudo reproducir; ella y las { $rest } líneas siguientes se han omitido.
journal-unreadable = La última partida del registro de partidas no se puede leer. El archivo queda como estaba.
journal-detail = Detalle técnico del registro de partidas: { $detail }
config-setting-ignored = { $line ->
    [0] Un ajuste del archivo de ajustes no se usa; los demás se aplican.
   *[other] El ajuste de la línea { $line } del archivo de ajustes no se usa; los demás se aplican.
}
config-unreadable = El archivo de ajustes no se pudo usar; se aplican los valores predeterminados.
config-detail = Detalle técnico de los ajustes: { $detail }


## Clock and scoresheet: src/clock/phrases.rs, src/scoresheet/phrases.rs, src/scoresheet/export.rs
## (talking clock, alerts, adjustments, read-back, exported headers)
##

## Board, moves, speech, events: src/board, src/notation, src/speech, src/event, src/ui
## (board answers, move errors, speech notices, event profile description, screen texts)
##

# Claves (nunca se muestran): $colour es "white" o "black"; $role es "king", "queen", "rook",
# "bishop", "knight" o "pawn" (para el género de la palabra de la pieza: Dama y Torre son
# femeninas); $piece es la palabra del vocabulario para la pieza, $square sus palabras para
# una casilla.

# --- El tablero (src/board)

board-piece = { $piece } { $colour ->
    [white] { $role ->
        [queen] blanca
        [rook] blanca
       *[other] blanco
    }
   *[black] { $role ->
        [queen] negra
        [rook] negra
       *[other] negro
    }
}
board-empty = vacía
board-square = { $square }: { $what }
board-empty-run = de { $from } a { $to } vacías
board-where-none = { $role ->
    [queen] ninguna
    [rook] ninguna
   *[other] ninguno
}
board-rank = Fila { $rank }
board-file = Columna { $file }
board-diagonal = Diagonal de { $from } a { $to }
board-scan = { $label }: { $squares }.
board-attacked-by = Atacantes: { $pieces }.
board-not-attacked = Sin atacantes.
board-defended-by = Defensores: { $pieces }.
board-not-defended = Sin defensores.
board-reached-by = { $colour ->
    [white] Atacantes blancos
   *[black] Atacantes negros
}: { $pieces }.
board-reached-by-none = { $colour ->
    [white] Ningún atacante blanco.
   *[black] Ningún atacante negro.
}
board-moves-list = { $what }: { $moves }.
board-no-moves = { $what }: sin jugadas.
board-next-moves = { $what }, en la próxima jugada: { $moves }.
board-no-moves-next = { $what }: sin jugadas en la próxima jugada, tal como está la posición.
board-not-their-turn = { $what }: juegan las { $colour ->
    [white] blancas
   *[black] negras
}; esta pieza no puede mover ahora.
board-turn = Juegan las { $colour ->
    [white] blancas
   *[black] negras
}, jugada { WORDS($n) }.
board-in-check = Las { $colour ->
    [white] blancas
   *[black] negras
} están en jaque.
board-piece-count = { $role ->
    [king] { $n ->
        [one] un rey
       *[other] { WORDS($n) } reyes
    }
    [queen] { $n ->
        [one] una dama
       *[other] { WORDS($n) } damas
    }
    [rook] { $n ->
        [one] una torre
       *[other] { WORDS($n) } torres
    }
    [bishop] { $n ->
        [one] un alfil
       *[other] { WORDS($n) } alfiles
    }
    [knight] { $n ->
        [one] un caballo
       *[other] { WORDS($n) } caballos
    }
   *[pawn] { $n ->
        [one] un peón
       *[other] { WORDS($n) } peones
    }
}
board-material-side = Las { $colour ->
    [white] blancas
   *[black] negras
} tienen { points }: { $pieces }.
board-material-bare = Las { $colour ->
    [white] blancas
   *[black] negras
} solo tienen el rey.
board-material-equal = El material está igualado.
board-material-ahead = Las { $colour ->
    [white] blancas
   *[black] negras
} tienen { points } de ventaja.
board-no-move-yet = Todavía no se ha hecho ninguna jugada.
board-last-move = Última jugada, número { WORDS($n) }: { $colour ->
    [white] blancas
   *[black] negras
}, { $move }.
board-captured = { $role ->
    [pawn] Se capturó un peón: { $what }.
   *[other] Se capturó una pieza: { $what }.
}
board-moves-numbered = jugada { WORDS($n) }: { $moves }
board-moves-numbered-black = jugada { WORDS($n) }, negras: { $moves }
board-last-moves = Últimas jugadas. { $moves }.

# --- Leer una jugada (src/notation/phrases.rs)

move-nothing-said = No se dijo ninguna jugada.
move-unknown-word-alone = No reconocido: «{ $word }» no es una palabra de ajedrez.
move-unknown-word = No reconocido: «{ $word }», en la posición { WORDS($column) }, no es una palabra de ajedrez.
move-expected-square = Falta la casilla de destino después de «{ $after }».
move-expected-promotion = Después de «{ $after }», diga la pieza a la que corona el peón.
move-expected-move = Una jugada empieza por una pieza, una casilla o un enroque.
move-game-over = La partida ha terminado: no queda ninguna jugada posible.
move-no-piece = { $role ->
    [queen] Ya no le queda ninguna { $piece }.
    [rook] Ya no le queda ninguna { $piece }.
    [pawn] Ya no le queda ningún peón.
   *[other] Ya no le queda ningún { $piece }.
}
move-no-piece-on = { $role ->
    [queen] No tiene ninguna { $piece } en { $square }.
    [rook] No tiene ninguna { $piece } en { $square }.
   *[other] No tiene ningún { $piece } en { $square }.
}
move-none-of-yours-on = Ninguna de sus piezas está en { $square }.
move-own-piece-on = { $role ->
    [pawn] En { $square } ya está su peón.
   *[other] En { $square } ya está su { $piece }.
}
move-cannot-reach = { $role ->
    [queen] Ninguna { $piece } suya puede llegar a { $square }.
    [rook] Ninguna { $piece } suya puede llegar a { $square }.
   *[other] Ningún { $piece } suyo puede llegar a { $square }.
}
move-king-into-check = Su rey estaría en jaque en { $square }.
move-in-check = Su rey está en jaque y esta jugada no lo evita.
move-pinned = { $role ->
    [queen] Esa { $piece } está clavada
    [rook] Esa { $piece } está clavada
   *[other] Ese { $piece } está clavado
}: su rey quedaría en jaque.
move-nothing-to-capture = En { $square } no hay nada que capturar.
move-not-a-promotion = Eso no es una coronación: solo corona un peón que llega a la última fila.
move-bad-promotion-piece = Un peón solo puede coronar en { $queen }, { $rook }, { $bishop } o { $knight }.
move-no-en-passant = En { $square } no es posible capturar al paso.
move-castling-rights-lost = { $side ->
    [short] El enroque corto
   *[long] El enroque largo
} ya no está permitido: el rey o esa torre ya se han movido.
move-castling-blocked = { $side ->
    [short] El enroque corto
   *[long] El enroque largo
} no es posible: hay piezas entre el rey y la torre.
move-castling-in-check = No se puede enrocar estando en jaque.
move-castling-through-check = { $side ->
    [short] El enroque corto
   *[long] El enroque largo
} no es posible: el rey cruzaría una casilla atacada o llegaría a ella.
move-illegal = Jugada ilegal: { $move }. { $why }
move-ambiguous = Jugada ambigua: { $move }. ¿Quiere decir { $choices }?
move-choice-or = { $first } o { $last }
move-promotion-missing = Coronación sin pieza: { $move }. Diga la pieza, por ejemplo { $example }.
move-more-than-one = Diga una sola jugada cada vez; se reconocieron { moves }.
move-line-too-long = Esta línea es demasiado larga; se leen líneas de hasta { $n ->
    [one] un kilobyte
   *[other] { WORDS($n) } kilobytes
}. Las jugadas anteriores se conservan.
move-too-many-moves = Esta partida tiene más de { $n } medias jugadas, más de lo que permite la regla de las setenta y cinco jugadas; se conservan las jugadas hasta ese punto.

# --- Avisos de la voz (src/speech/phrases.rs)

speech-engine-speechd = speech-dispatcher
speech-engine-espeak = espeak-ng
speech-engine-system = el sintetizador de voz del sistema
speech-reason-turned-off = desactivada en la configuración
speech-reason-not-chosen = no elegido
speech-reason-speechd-unreachable = speech-dispatcher no está disponible
speech-reason-speechd-unsupported = speech-dispatcher no existe en este sistema
speech-reason-espeak-missing = espeak-ng no está instalado
speech-reason-espeak-failed = espeak-ng no funciona
speech-reason-system-failed = el sintetizador de voz del sistema ha fallado
speech-off = Voz desactivada: { $why }. Solo se escribe la transcripción.
speech-degraded = Se habla a través de { $engine }: { $why }.
speech-lost = Voz interrumpida: { $engine } ha fallado. Solo se escribe la transcripción.
speech-detail = Detalle técnico de la voz: { $detail }

# --- Perfil del torneo (src/event/describe.rs, `rochade event show`)

event-duty-move-pieces = mover las piezas
event-duty-clock = manejar el reloj
event-duty-scoresheet = anotar la partida en la planilla
event-duty-announce-moves = anunciar las jugadas
event-duty-tell-times = decir el tiempo y el número de jugadas cuando se pida
event-duty-claim-flag = reclamar la caída de bandera
event-duty-adjournment = formalidades del aplazamiento
event-duty = { $duty } (artículo { $article })
event-visually-disabled = con discapacidad visual
event-other-disability = otra discapacidad
event-no-assistant = sin asistente
event-assistant-for = asistente para: { $duties }
event-deduction = descuento de tiempo: { $time } (artículo { $article })
event-deduction-by-arbiter = descuento de tiempo fijado por el árbitro: { $time } (artículo { $article })
event-no-deduction = sin descuento de tiempo
event-no-deduction-disabled = sin descuento de tiempo (jugador con discapacidad, artículos 6.2.6 y 8.1.6)
event-no-deduction-arbiter = sin descuento de tiempo (fijado por el árbitro)
event-player = { $colour ->
    [white] Blancas
   *[black] Negras
}: { $parts }
event-name = Torneo: { $name }
event-rules = Reglas: Leyes del Ajedrez de la FIDE { $year }
event-tempo = { $tempo ->
    [rapid] Modalidad: rápidas
    [blitz] Modalidad: relámpago
   *[standard] Modalidad: clásicas
}
event-time-control = Control de tiempo: { $control }
event-time-control-pgn = { $control } (PGN { $pgn })
event-draws-any-time = Ofertas de tablas: permitidas en cualquier momento (artículo 9.1)
event-draws-not-before = Ofertas de tablas: no antes de la jugada { WORDS($n) } (artículo 9.1)
event-draws-arbiter = Ofertas de tablas: solo con el consentimiento del árbitro (artículo 9.1)
event-draws-not-before-arbiter = Ofertas de tablas: no antes de la jugada { WORDS($n) }, y solo con el consentimiento del árbitro (artículo 9.1)
event-to-opponent = { $time } para el rival
event-on-claim = solo si el rival lo reclama
event-illegal-move = Jugada ilegal: { $penalty }; la { $n ->
    [1] primera
    [2] segunda
    [3] tercera
    [4] cuarta
    [5] quinta
   *[other] jugada ilegal número { WORDS($n) }
} pierde la partida (artículo 7.5.5)
event-wrong-claim = Reclamación de tablas incorrecta: { $penalty } (artículo 9.5.3)
event-automatic-draws = Tablas automáticas por quíntuple repetición y por la regla de las setenta y cinco jugadas: { $yes ->
    [yes] sí
   *[no] no
} (artículo 9.6)
event-resign-no-mate = Abandonar cuando el rival no puede dar mate es tablas: { $yes ->
    [yes] sí
   *[no] no
} (artículo 5.1.2)
event-alerts = Avisos de tiempo: { $times } (artículo D.2.6)
event-alerts-off = Avisos de tiempo: desactivados, el tiempo solo a petición (artículo D.2.10)

# --- Pantalla (src/ui)

ui-title-board = Tablero: { $status }
ui-title-moves = Jugadas
ui-title-transcript = Transcripción
ui-title-input = Entrada: una jugada o una orden, después la tecla Intro
ui-legend = Mayúsculas = blancas, minúsculas = negras, * = última jugada, [ ] = cursor, : = casilla oscura
ui-clock-none = Reloj: ninguno
ui-pawn-letter = P
ui-turn = Juegan las { $colour ->
    [white] blancas
   *[black] negras
}, jugada { $n }.
ui-in-check = Las { $colour ->
    [white] blancas
   *[black] negras
} están en jaque.

# --- Herramientas por lotes (src/batch.rs: announce, notate)

batch-bad-fen = Partida { $game }: la etiqueta FEN no es una posición legal.
batch-too-many-moves = Partida { $game }: tiene más de { $n } medias jugadas; el resto no se ha leído.
batch-unreadable = Partida { $game }: el PGN no se puede leer a partir de aquí.
batch-illegal-move = Partida { $game }: la jugada { $number } de las { $colour ->
    [white] blancas
   *[black] negras
}, { $move }, no es legal en su posición.
