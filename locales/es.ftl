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

hours-within = { WORDS($n, form: "feminine") } { $n ->
    [one] hora
   *[other] horas
}
minutes-within = { WORDS($n, form: "masculine") } { $n ->
    [one] minuto
   *[other] minutos
}
seconds-within = { WORDS($n, form: "masculine") } { $n ->
    [one] segundo
   *[other] segundos
}

# Complemento directo: "recibe una hora", "puesto en un minuto".
hours-object = { WORDS($n, form: "feminine") } { $n ->
    [one] hora
   *[other] horas
}
minutes-object = { WORDS($n, form: "masculine") } { $n ->
    [one] minuto
   *[other] minutos
}
seconds-object = { WORDS($n, form: "masculine") } { $n ->
    [one] segundo
   *[other] segundos
}

article-number = artículo { $number }
article-appendix = artículo D.{ $point }

## Game: src/app (phrases.rs, core/narrate.rs), colour names (src/lang.rs)
## (messages of the interactive game, help by topic, start-up, errors of the game)
##
colour-white = Blancas
colour-black = Negras
game-greeting = Partida nueva. Juegan { $colour ->
    [white] las blancas
   *[black] las negras
}. Diga o escriba las jugadas; diga ayuda para oír los comandos.
game-not-understood = { $why } Diga ayuda para oír los comandos.
game-bad-square = No es una casilla: { $text }. Una casilla se dice con su columna, de Anna a Hector, y su fila, de eins a acht, por ejemplo Eva vier; también se entiende escrita, por ejemplo e4.
game-which-square = ¿Qué casilla? Una casilla se dice con su columna, de Anna a Hector, y su fila, de eins a acht, por ejemplo Eva vier; también se entiende escrita, por ejemplo e4.
game-bad-rank = No es una fila: { $text }. Las filas van del uno al ocho.
game-bad-file = No es una columna: { $text }. Las columnas van de Anna a Hector.
game-bad-piece = Ni pieza ni color: { $text }. Por ejemplo dónde caballo, o dónde dama blanca.
game-nothing-to-repeat = Todavía no se ha anunciado nada.
game-no-clock = Esta partida no tiene reloj.
game-to-move-mark = { $colour ->
    [white] juegan
   *[black] juegan
}
game-clock-placeholder = Reloj: ninguno
game-undone = Jugada retirada: { $words }.
game-flipped = Tablero visto desde el lado de { $colour ->
    [white] las blancas
   *[black] las negras
}.
game-goodbye = Sesión terminada.
game-too-small = Ventana demasiado pequeña para el tablero: { $cols } por { $rows }, hacen falta { $needcols } por { $needrows }. Las respuestas y la línea de entrada siguen; el modo de líneas cabe en cualquier tamaño.
game-pane-board = Tablero
game-pane-moves = Jugadas
game-pane-transcript = Dicho
game-pane-input = Entrada (jugada o comando, Intro)
game-legend = Mayúsculas: blancas. Minúsculas: negras. Asterisco: última jugada. Corchetes: cursor. Dos puntos: casilla oscura.
game-summary = { $plies ->
    [one] una media jugada hecha
   *[other] { WORDS($plies, form: "feminine") } medias jugadas hechas
}{ $last ->
    [none] {""}
   *[other] ; última jugada: { $last }
}; juegan { $colour ->
    [white] las blancas
   *[black] las negras
}, jugada { WORDS($number, form: "feminine") }
game-resume-offer = Hay una partida interrumpida: { $summary }. Para continuarla, diga continuar; una jugada de esa partida también la continúa; la palabra nueva empieza una partida nueva.
game-resumed = Partida reanudada: { $summary }.
game-back-in-game = De vuelta en la partida tras la jugada { WORDS($number) }: { $summary }.
game-nothing-to-resume = No hay ninguna partida interrumpida que continuar.
game-in-progress = La partida sigue en juego. Primero abandone o acuerde tablas, o termine la sesión; la partida queda en el registro de partidas.
game-over = Partida terminada. { $what }
game-already-over = La partida ha terminado; ya no se aceptan jugadas. { $what } Diga nueva para una partida nueva; las consultas siguen funcionando.
# A reply typed while the announced move ($words) of $colour waits for the opponent's confirmation.
game-confirm-first = Confirme primero la jugada de { $colour ->
    [white] las blancas
   *[black] las negras
}: { $words }.
# A move typed at the arbiter's joined board.
game-only-players-move = Solo los jugadores hacen jugadas; este tablero no.
# A resignation typed at the arbiter's joined board.
game-only-players-resign = Solo los jugadores abandonan; este tablero no.
# A player's request (a draw offer, an answer, a claim, a stop of the clock, a confirmation) typed at the arbiter's joined board, refused by the host as another side's.
game-only-players = Eso solo lo hacen los jugadores, no este tablero.
game-announced = { $colour ->
    [white] Las blancas
   *[black] Las negras
} anuncian { $words }. { $colour ->
    [white] Negras
   *[black] Blancas
}, confirmen, por favor.
game-corrected = { $colour ->
    [white] Las blancas
   *[black] Las negras
} corrigen el anuncio: { $words } en lugar de { $old } (artículo D.2.8). { $colour ->
    [white] Negras
   *[black] Blancas
}, confirmen, por favor.
game-repeat-differs = Atención: { $colour ->
    [white] Las blancas
   *[black] Las negras
} repiten { $repeated }, pero se anunció { $announced }. La jugada no se ha completado; aclárenlo, por favor.
game-nothing-announced = No se ha anunciado ninguna jugada.
game-correction-too-late = La jugada ya está completada y no se puede corregir; ahora es cosa del árbitro (artículo 7).
game-correction-same = Esa es la jugada ya anunciada: { $move }.
game-confirmer-away = El tablero de { $colour ->
    [white] las blancas
   *[black] las negras
} no está conectado: la jugada espera su confirmación hasta que el tablero vuelva.
game-not-confirmed = Aún sin confirmar: { $colour ->
    [white] Las blancas
   *[black] Las negras
} anunciaron { $words }.
game-boards-differ = { $colour ->
    [white] Las blancas
   *[black] Las negras
} comunican que los tableros no coinciden (artículo D.2.9). El reloj está parado. El árbitro compara las planillas y decide la posición desde la que se sigue.
game-reconciled = Árbitro: la partida sigue después de la jugada { WORDS($number) } de { $colour ->
    [white] las blancas
   *[black] las negras
} (artículo D.2.9). { $taken ->
    [none] No se retira ninguna jugada.
   *[other] Retiradas: { $taken }.
}
game-scoresheets-agree = Las planillas coinciden; el tablero que difiere se corrige según ellas.
game-scoresheets-compared = { $agreed ->
    [0] Las planillas difieren desde la primera media jugada.
   *[other] Las planillas coinciden hasta la media jugada { $agreed }.
} Después, aquí: { $ours ->
    [none] nada
   *[other] { $ours }
}. En el otro tablero: { $theirs ->
    [none] nada
   *[other] { $theirs }
}.
game-squares-to-correct = Hay que corregir en el tablero: { $list }.
game-no-such-position = En esta partida no hay jugada { WORDS($number) } de { $colour ->
    [white] las blancas
   *[black] las negras
}.
game-role = { $role ->
    [opponent] { $colour ->
    [white] Blancas
   *[black] Negras
}, el adversario
    [assistant] el asistente de { $colour ->
    [white] las blancas
   *[black] las negras
}
    [arbiter] el árbitro
   *[viewer] un oyente
}
game-peer-joined = { $back ->
    [yes] Conectado de nuevo
   *[no] Conectado
}: { $who }{ $name }.
# A board's session ended on purpose (quit on that board); $who and $name as in game-peer-left.
game-peer-ended = { $who }{ $name } ha terminado la sesión en ese tablero.
game-peer-left = Conexión perdida: { $who }{ $name }. Volviendo a conectar.
game-request-not-legal = Esa jugada no es posible en el tablero del anfitrión; puede que los tableros no coincidan.
game-new-game-instead = Esta es una partida nueva; la partida interrumpida queda guardada y se puede continuar más tarde.
game-request-stale = La partida cambió en el tablero del anfitrión antes de que llegara su petición, así que no se llevó a cabo. Dígala otra vez, por favor.
game-request-corrected = La jugada se corrigió antes de que llegara su confirmación; confírmela otra vez.
game-request-other-game = Su tablero y el del anfitrión están en partidas distintas; la petición no se llevó a cabo.
game-request-not-done = El tablero del anfitrión no atendió la petición.
game-no-game-yet = La partida del anfitrión aún no ha llegado; espere un momento, por favor.
game-connected-to-host = Conectado al tablero del anfitrión{ $name }. Aquí: { $who }.
game-net-wrong-code-tried = Alguien intentó conectarse con un código equivocado. La partida no ha cambiado.
game-net-pairing-locked = Tras varios códigos equivocados, la conexión queda bloqueada un rato.
game-net-unknown-board = Un tablero desconocido intentó conectarse sin código y fue rechazado.
game-net-wrong-code = El código no coincide con el del anfitrión. Pida el código otra vez, por favor.
game-net-not-accepted = El anfitrión no acepta conexiones ahora.
game-net-lost = Se ha perdido la conexión con el anfitrión; el programa vuelve a conectarse solo.
game-net-locked = El anfitrión ha bloqueado la conexión tras códigos equivocados, durante { $duration } más. Espere, por favor, y vuelva a conectarse con el código.
game-net-other-game-board = Un tablero de una partida anterior intentó volver sin el código nuevo y fue rechazado.
game-other-game = El tablero del anfitrión está ahora en otra partida; este tablero se conectó para una anterior. Pida el código nuevo y vuelva a conectarse.
game-host-ended = El tablero del anfitrión ha terminado la sesión.
game-revoked-here = El anfitrión ha desconectado este tablero. Para volver, únase de nuevo con el código del anfitrión.
game-net-other-version = El anfitrión usa otra versión de rochade y los dos tableros no se entienden: su protocolo es el número { $theirs }, el de este tablero el número { $ours }. Use la misma versión de rochade en ambos tableros.
# A board's name is said only inside this frame, never on its own, so that it cannot sound like a game event.
game-peer-name = , con el nombre { $name }
game-role-kept = Un tablero pidió otro papel. Se queda: { $who }{ $name }. Pedido: { $asked }. Un cambio necesita una conexión nueva con el código.
game-role-kept-here = El anfitrión mantiene este tablero como antes: { $who }. Para cambiar de papel, vuelva a conectarse con el código del anfitrión.
game-role-changed = Un tablero volvió a conectarse con el código y cambió de papel. Antes: { $before }{ $name }. Ahora: { $after }.
game-boards-none = Ningún tablero está conectado con el código.
game-boards-heading = Tableros conectados con el código: { WORDS($count) }.
game-boards-item = { $number }: { $who }{ $name }, { $connected ->
    [yes] conectado ahora
   *[no] no conectado ahora
}.
game-boards-how = Para revocar un tablero, diga revocar y su número.
game-boards-host-only = Solo el tablero del anfitrión lleva los tableros conectados con el código.
game-no-such-board = ¿Qué tablero? Diga revocar y su número, del uno al { WORDS($count) }.
game-board-revoked = Revocado: { $who }{ $name }. Ese tablero necesita el código para volver.
game-hosting = Esta partida espera al segundo tablero. Código de conexión: { $code }. Puerto { $port }.
game-joining = Conectando con la partida en { $addr }.
game-host-code-line = Código de conexión para teclear en el otro tablero: { $code }
game-host-address-line = Dirección de este tablero: { $address }
game-clock-started = Ya están conectados los dos tableros: el reloj se pone en marcha. Corre el reloj de { $colour ->
    [white] las blancas
   *[black] las negras
}.
# On a joined board, the host's clock started (by the opponent's board joining, or by the arbiter: this board cannot tell which).
game-clock-starts = El reloj se pone en marcha. Corre el reloj de { $colour ->
    [white] las blancas
   *[black] las negras
}.
game-clock-waits-for-arbiter = Los dos tableros están conectados. El reloj espera a que el árbitro lo ponga en marcha con las palabras árbitro seguir.
# On a joined board, the event wants the arbiter to start the clock: said without "both boards" (this board cannot know the opponent's is connected); $who is arbiter on the arbiter's own board, other elsewhere.
game-clock-waits-joined = { $who ->
    [arbiter] Le toca a usted poner el reloj en marcha: en cuanto estén conectados los tableros de los dos jugadores, diga árbitro seguir.
   *[other] El reloj espera a que el árbitro lo ponga en marcha con las palabras árbitro seguir.
}
game-clock-started-by-arbiter = El árbitro pone en marcha el reloj. Corre el reloj de { $colour ->
    [white] las blancas
   *[black] las negras
}.
game-contact-lost = Atención: sin contacto con el anfitrión desde hace { $duration }; este es el último estado conocido.
game-viewer-only-listens = Un oyente solo puede escuchar, no jugar.
game-forbidden-arbiter = Eso solo puede hacerlo el árbitro.
game-forbidden-side = Eso solo pueden hacerlo { $colour ->
    [white] las blancas
   *[black] las negras
}.
game-forbidden-clock = Eso solo lo comunica el reloj.
game-declared-move-required = Tras la reclamación incorrecta hay que jugar la jugada anotada: { $words } (artículo 9.5.3).
game-no-offer = No hay ninguna oferta de tablas.
game-own-offer = No puede responder a su propia oferta de tablas.
game-offer-stands = Ya hay una oferta de tablas.
game-offer-too-early = Solo se pueden ofrecer tablas a partir de la jugada { WORDS($number) } (artículo 9.1.1).
# A draw offered by the side to move, before its move: valid, but the Laws ask for it after one's move.
game-offer-before-move = La oferta es válida, aunque las tablas se ofrecen después de la propia jugada (artículo 9.1.2.1).
# A draw offer said to a listener (the hall, a listener's board): the event only.
game-offered-to-listener = { $colour ->
    [white] Las blancas
   *[black] Las negras
} ofrecen tablas.
game-offered = { $colour ->
    [white] Las blancas
   *[black] Las negras
} ofrecen tablas. Responda aceptar o rechazar.
game-declined = { $colour ->
    [white] Las blancas
   *[black] Las negras
} rechazan la oferta de tablas. La partida sigue.
game-wrong-claim = La reclamación de { $colour ->
    [white] las blancas
   *[black] las negras
} no es correcta: { $kind }.
game-wrong-claim-penalty = { $colour ->
    [white] Las blancas
   *[black] Las negras
} reciben { $duration } más (artículo 9.5.3).
game-wrong-claim-declared = Hay que jugar la jugada anotada: { $words }.
game-bad-declared-move = Reclamación no hecha, la jugada anotada no se puede leer: { $why }
game-illegal-declared-move = Reclamación no hecha: la jugada anotada, { $move }, no es posible. { $why }
game-bad-number = No es un número de jugada: { $text }. Por ejemplo jugada 12 o últimas 5.
game-journal-failed = Atención: el registro de partidas no se puede guardar. La partida sigue, pero no se guarda en el disco.
game-arbiter-usage = No se ha entendido el comando del árbitro. Opciones: { $list }.
game-bad-arbiter-arguments = No se ha entendido: { $text }. No se ha cambiado nada. Por ejemplo: { $example }.
game-clock-paused = El reloj ya está parado.
game-clock-not-paused = El reloj está en marcha; no está parado.
game-clock-not-started = El reloj todavía no se ha puesto en marcha.
game-interrupted = La partida está interrumpida (artículo 6.12). No hay jugadas hasta que el árbitro vuelva a poner en marcha el reloj.
game-arbiter-called = { $colour ->
    [white] Las blancas
   *[black] Las negras
} paran el reloj y llaman al árbitro (artículo 6.12.2). La partida está interrumpida.
game-illegal-recorded = Anotada { $count ->
    [1] la primera
    [2] la segunda
    [3] la tercera
   *[other] otra
} jugada ilegal de { $colour ->
    [white] las blancas
   *[black] las negras
}.
game-illegal-move-again = { $colour ->
    [white] Las blancas
   *[black] Las negras
} vuelven a jugar, con la misma pieza si es posible (artículo 7.5.1).
game-nothing-to-revert = No hay ningún cambio del árbitro en el reloj que deshacer.
game-arbiter-set = { $colour ->
    [white] Blancas
   *[black] Negras
}: poner el reloj en { $to }, hasta ahora { $now }.
game-arbiter-add = { $colour ->
    [white] Blancas
   *[black] Negras
}: añadir { $amount }.
game-arbiter-deduct = { $colour ->
    [white] Blancas
   *[black] Negras
}: quitar { $amount }, hasta ahora { $now }.
game-arbiter-illegal = { $colour ->
    [white] Blancas
   *[black] Negras
}: jugada ilegal.
game-arbiter-confirm = { $what } { $ends ->
    [yes] Con esto termina la partida. Diga sí para confirmar, no para descartarlo.
   *[no] Diga sí para confirmar, no para descartarlo.
}
game-arbiter-dropped = Cambio descartado, no se ha cambiado nada.
# A resignation typed at the keyboard waits for a yes ($colour: white or black).
game-resign-question = { $colour ->
    [white] ¿Abandonar la partida con las blancas?
   *[black] ¿Abandonar la partida con las negras?
} Diga sí para abandonar, no para seguir jugando.
game-resign-dropped = No se abandona; la partida sigue.
# "new" while an interrupted game is offered: it is not continued.
game-new-question = Hay una partida interrumpida: { $summary }. Queda en el registro de partidas. ¿Empezar una partida nueva en su lugar? Diga sí o no.
game-new-dropped = No hay partida nueva. Diga continuar para seguir la partida interrumpida.
# A move typed while an interrupted game is offered, which is not a move of that game.
game-resume-or-new = Esa no es una jugada de la partida interrumpida ({ $summary }). Diga continuar para seguirla, o nueva para una partida nueva.
# A take-back of a completed move at one keyboard waits for the opponent's yes.
game-take-back-question = { $colour ->
    [white] Las blancas piden retirar { $move }. ¿Están de acuerdo las negras?
   *[black] Las negras piden retirar { $move }. ¿Están de acuerdo las blancas?
} Digan sí o no.
game-take-back-declined = Sin acuerdo: la jugada se mantiene.
# Between two boards: the take-back is asked of the opponent's board; an answer with no question standing.
game-take-back-asked = Se pide su acuerdo al adversario; hasta entonces la jugada se mantiene.
game-take-back-not-asked = Ninguna retirada de jugada espera respuesta.
game-no-adjustments = Todavía no se ha hecho ningún cambio en el reloj.
game-input-too-long = Esa entrada es demasiado larga, más de { $max } caracteres; no se ha hecho nada. Diga una jugada o un comando, por favor.

## La sala del torneo: src/hall (lo que los árbitros saben de cada tablero a través del bróker)

hall-board = Tablero { WORDS($board) }: { $text }
# A board's move said in the hall, with the side that made it.
hall-board-move = Tablero { WORDS($board) }, { $colour ->
    [white] blancas
   *[black] negras
}: { $text }
hall-arbiter-called = Tablero { WORDS($board) }: { $colour ->
    [white] las blancas han
   *[black] las negras han
} llamado al árbitro.
hall-forged = Tablero { WORDS($board) }: se ha rechazado un mensaje que no corresponde a la partida; puede ser falso. Se pide de nuevo la partida del tablero.
hall-forged-number = Tablero { WORDS($board) }: se ha rechazado un mensaje con el número de una anotación ya registrada y otro contenido; puede ser falso.
hall-unreadable = Tablero { WORDS($board) }: se ha rechazado un mensaje ilegible.
hall-refused-count = Tablero { WORDS($board) }: en el último minuto, { $count ->
    [one] un mensaje más rechazado
   *[other] { WORDS($count) } mensajes más rechazados
}.
hall-start-breaks = Tablero { WORDS($board) }: ha llegado el inicio de otra partida mientras esta sigue en juego. Se mantiene la partida y se pide de nuevo el registro del tablero.
hall-acknowledged = Tablero { WORDS($board) }: llamada atendida.
hall-no-board = No hay tablero { WORDS($board) }.
hall-no-boards = Todavía no ha informado ningún tablero.
hall-silent = { $count ->
    [one] El tablero { $boards } no ha
   *[other] Los tableros { $boards } no han
} informado.
hall-silent-all = Ninguno de los { WORDS($count) } tableros ha informado. ¿El nombre del torneo es el que usan los tableros?
hall-summary = Tablero { WORDS($board) }: { $white } contra { $black }, jugada { WORDS($number) }, { $status }.
hall-status = { $status ->
    [called] se ha llamado al árbitro
    [paused] el reloj está parado
    [over] terminada, { $result }
   *[playing] en juego
}
hall-result = { $result ->
    [white] ganan las blancas
    [black] ganan las negras
   *[draw] tablas
}
hall-sheet-row = Jugada { WORDS($number) }: { $white }{ $black ->
    [none] {""}
   *[other] , { $black }
}
# Said before the rows of a board's scoresheet read in the hall.
hall-sheet-title = Tablero { WORDS($board) }, planilla.
hall-sheet-empty = Tablero { WORDS($board) }: todavía ninguna jugada.
hall-listening = La sala del torneo { $event } escucha al bróker en { $broker }.
hall-broker-lost = Se ha perdido la conexión con el bróker; el programa vuelve a conectarse solo.
hall-broker-back = Conectado con el bróker.
hall-broker-refused = El bróker ha rechazado la sala: { $why ->
    [password] el usuario o la contraseña no son correctos.
    [forbidden] el usuario o la contraseña no son correctos, o este usuario no puede conectarse.
   *[other] no da un motivo que rochade conozca.
} rochade vuelve a intentarlo sola.
hall-board-refused = El bróker de la sala ha rechazado este tablero: { $why ->
    [password] el usuario o la contraseña no son correctos.
    [forbidden] el usuario o la contraseña no son correctos, o este usuario no puede conectarse.
    [denied] su cuenta no puede informar con este número de tablero.
   *[other] no da un motivo que rochade conozca.
} La partida sigue, pero la sala no la ve. Avise al árbitro, por favor.
hall-serving = El PGN en directo se sirve en { $url }.
hall-pgn-failed = El PGN en directo no se puede escribir en { $file }; la sala sigue.
hall-help = Comandos: { $ack } y un número de tablero atiende una llamada; { $sheet } y un número de tablero lee la planilla de ese tablero; { $boards } lee todos los tableros; { $quit } termina.
hall-unknown = No se ha entendido: { $text }. Diga { $help } para los comandos.
hall-start-broker = La dirección del bróker { $url } no se puede usar. Se escribe mqtt://equipo:puerto, o mqtts://equipo:puerto para TLS.
hall-start-board = El tablero informa a la sala solo con su número: --board y un número desde 1.
hall-start-needs = La sala necesita el bróker y el nombre del torneo: --broker mqtt://equipo:puerto --event nombre.
hall-start-serve = El PGN en directo no se puede servir en { $addr }.
hall-serve-stopped = El servidor del PGN en directo se ha detenido ({ $why }): las retransmisiones y los navegadores ya no reciben nada. Inicie la sala de nuevo para servirlo.
hall-start-init = Los ajustes del bróker no se pueden escribir en { $dir }.
hall-init-tls = El bróker escucha en { $addr } con TLS: los tableros y la sala se conectan con direcciones que empiezan por mqtts, y lo comprueban con { $ca } (--hall-ca en un tablero, --ca en la sala).
hall-init-no-openssl = El programa openssl no está instalado, así que el bróker escucha en { $addr } sin TLS, y cada contraseña cruza la red legible. Instale openssl y ejecute hall init otra vez.
hall-init-tls-failed = openssl no pudo crear el certificado del bróker ({ $why }), así que el bróker escucha en { $addr } sin TLS, y cada contraseña cruza la red legible.
hall-init-owner-broker = Los archivos que lee mosquitto pertenecen a su usuario { $user }: iniciado como root, pasa a ese usuario. Ejecute make-passwords.sh también como root.
hall-init-no-broker-user = En esta máquina no existe el usuario { $user }, al que mosquitto pasa cuando se inicia como root. Añada una línea user a mosquitto.conf y dé a ese usuario { $files }.
hall-init-owner-maker = Iniciado con su usuario, mosquitto lee estos archivos tal como están. Iniciado como root, como lo hace un servicio, pasa a su usuario { $user }: entonces, después de make-passwords.sh, ejecute como root: chown -R { $user } { $files }
hall-init-closed = mosquitto, como su usuario { $user }, no puede llegar a { $dir }: { $closed } está cerrado a otros usuarios. Elija otro directorio, o deje pasar a otros usuarios por { $closed } (chmod, el permiso x para otros).
hall-column-board = Tablero
hall-column-white = Blancas
hall-column-black = Negras
hall-column-move = Jugada
hall-column-clocks = Relojes
hall-column-last = Última jugada
hall-column-status = Estado
hall-column-title = Sala del torneo

help-intro = Anuncie una jugada con palabras, por ejemplo Caballo Felix drei, o en notación, por ejemplo Cf3.{ $arrows ->
    [yes] {" "}Las flechas mueven el cursor de casillas.
   *[no] {""}
} Hay ayuda sobre estos temas: { $topics }. Diga, por ejemplo, { $example }. Con { $quit } termina la sesión. El idioma se elige al empezar con la opción --lang, o con lang en el archivo de ajustes { $file }.
help-topic = Ayuda sobre { $topic ->
    [partida] la partida
    [planilla] la planilla
   *[other] el { $topic }
}. { $list }.
help-entry = { $command }: { $what }
help-unknown = No hay ayuda sobre { $text }. Los temas son: { $topics }.
help-square = qué hay en una casilla, por ejemplo casilla Eva vier
help-where = dónde están las piezas, por ejemplo dónde caballo, o dónde blancas
help-rank = todas las casillas de una fila, por ejemplo fila dos
help-file = todas las casillas de una columna, por ejemplo columna Eva
help-diagonal = las diagonales que pasan por una casilla, por ejemplo diagonal Anna eins
help-attackers = qué piezas atacan una casilla y cuáles la defienden, por ejemplo ataque Eva vier
help-moves = adónde puede ir una pieza, o las últimas jugadas, por ejemplo jugadas Gustav eins, o jugadas 5
help-last = la última jugada y lo que capturó
help-turn = a quién le toca jugar
help-material = el material de ambos bandos
help-repeat = repite el último anuncio
help-clock = el tiempo que queda en ambos relojes
help-confirm = confirma la jugada que anunció el adversario y la ejecuta
help-correct = corrige su propio anuncio mientras no esté confirmado, por ejemplo corregir Caballo Felix drei
help-boards-differ = comunica que los tableros no coinciden: el reloj se detiene y el árbitro compara las planillas
help-undo = retira la última jugada; contra un motor, también su respuesta; en un estudio, sale de la variante un nivel
help-hint = dice la mejor jugada que el motor ve para usted
help-engine-restart = vuelve a iniciar el motor de ajedrez después de que se detuvo
help-analyse = tras la partida, el motor la analiza para recorrerla jugada a jugada
help-next = en el análisis o un estudio: la jugada siguiente
help-previous = en el análisis o un estudio: la jugada anterior
help-next-mistake = en el análisis: la siguiente jugada marcada como imprecisión o fallo
game-hint = Pista del motor: { $words }.
game-hint-no-engine = En esta partida no juega ningún motor, así que no hay pista.
game-engine-restart = El motor de ajedrez se inicia de nuevo, en la posición de la partida.
game-engine-restart-playing = El motor de ajedrez ya está jugando.
game-engine-restart-none = En esta partida no se ha detenido ningún motor de ajedrez, así que no hay ninguno que reiniciar.
game-analyse = El motor de ajedrez analiza la partida; esto lleva un rato.
game-analyse-event = En una partida de torneo no hay análisis: allí ningún motor puede ayudar, artículo 11.3.
game-analyse-not-over = El análisis llega cuando la partida ha terminado.
game-analyse-busy = El análisis ya está en marcha.
game-analyse-ready = El análisis está listo. Jugadas marcadas: { $marked }. Diga siguiente, anterior, jugada y un número, o siguiente fallo.
game-analyse-none = Todavía no hay análisis: diga analizar cuando la partida haya terminado.
game-analyse-last = Esa era la última jugada del análisis.
game-analyse-first = Este es el comienzo del análisis.
game-analyse-no-mistake = Después de esta no hay ninguna jugada marcada.
game-analyse-no-move = El análisis no tiene la jugada { WORDS($number) }.
game-engine-not-built = Esta versión de rochade no incluye ningún motor; la partida se juega sin él.
game-hint-event = En una partida de torneo no hay pistas: ningún motor puede ayudar, artículo 11.3.
game-hint-not-now = La pista llega cuando le toca mover.
help-flip = muestra el tablero desde el otro lado
help-offer = ofrece tablas, después de su propia jugada
help-accept = acepta la oferta de tablas
help-decline = rechaza la oferta de tablas
help-claim = reclama tablas, también con una jugada aún no hecha, por ejemplo reclamar Caballo Felix drei
help-resign = abandona la partida
help-score = lee la partida entera
help-last-moves = lee las últimas jugadas, por ejemplo últimas 5
help-move-number = lee una jugada, por ejemplo jugada 12
help-resume = continúa la partida interrumpida
help-new = empieza una partida nueva
help-boards = nombra los tableros conectados con el código, en el anfitrión
help-revoke = revoca un tablero conectado con el código: revocar 2
help-arbiter = para el árbitro; lo que sigue está en la ayuda sobre el árbitro
help-arbiter-in-topic = con esta palabra empiezan los comandos del árbitro
# What an arbiter's action does, said after its example in the help on the arbiter ($action: pause, resume, time, moves, add, deduct, illegal, position, revert, take-back); the values are those of the examples.
help-arbiter-action = { $action ->
    [pause] detiene el reloj; no se juega hasta que el árbitro lo pone de nuevo en marcha
    [resume] pone de nuevo el reloj en marcha
    [time] pone el reloj de las blancas en ochenta y cinco minutos
    [moves] pone en cuarenta el número de jugadas hechas por las blancas
    [add] da dos minutos más a las blancas
    [deduct] quita dos minutos a las blancas
    [illegal] anota una jugada ilegal completada por las negras; la jugada se retira
    [position] la partida sigue desde la posición tras la duodécima jugada de las blancas; las jugadas posteriores se retiran
    [revert] anula el último cambio del árbitro en un reloj o en un contador de jugadas; las jugadas quedan como están
   *[take-back] retira la última jugada del tablero; los cambios del árbitro en los relojes se mantienen
}
help-stop-clock = detiene el reloj para llamar al árbitro
help-adjustments = lee todos los cambios hechos en el reloj
help-help = ayuda sobre un tema, por ejemplo ayuda tablero
help-quit = termina la sesión
help-arbiter-times = Los tiempos se dicen en minutos enteros, por ejemplo ochenta y cinco para una hora y veinticinco minutos, o en horas, minutos y segundos separados por dos puntos.

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
    [0] Un ajuste del archivo de ajustes { $file } no se usa: { $why }; los demás se aplican.
   *[other] El ajuste de la línea { $line } del archivo de ajustes { $file } no se usa: { $why }; los demás se aplican.
}
# Why a setting is not used: $name is config-setting-name, $expected is config-expected.
config-must-be = { $name } debe ser { $expected }
config-unknown-setting = rochade no conoce el ajuste { $key }
# A setting whose name, as written, is empty or only invisible characters.
config-unknown-setting-unnamed = rochade no conoce este ajuste
# The name of a setting, said ($key is the name written in the file).
config-setting-name = { $key ->
    [eboard] el tablero electrónico
    [lang] el idioma
    [line_mode] el modo de líneas
    [screen_reader] el modo para lector de pantalla
    [speech] la salida de voz
    [rate] la velocidad de la voz
    [voice] la voz
    [voice_lang] el idioma de la voz
    [cues] las señales sonoras
    [confirm] la confirmación de las jugadas
    [side] el bando
    [own_alerts] solo los avisos propios
    [time_control] el ritmo de juego
   *[event] el perfil del torneo
}
# What a setting's value must be ($kind: language, rate, speech, side, yes-no or text).
config-expected = { $kind ->
    [eboard] dgt, dos puntos y el dispositivo serie, entre comillas
    [language] de, en, es o ru
    [rate] un número entero de menos 100 a 100
    [speech] auto, speechd, espeak, system o none
    [side] white o black
    [yes-no] true o false
    [screen-reader] auto, on u off
    [time-control] fide-classical, fide-championship, rapid o blitz, o un ritmo en forma PGN, entre comillas
   *[text] un texto entre comillas
}
config-unreadable = El archivo de ajustes { $file } no se pudo usar; se aplican los valores predeterminados.
config-missing = El archivo de ajustes { $file } no existe; se aplican los valores predeterminados.
config-detail = Detalle técnico de los ajustes: { $detail }


start-failed = rochade no ha podido arrancar.
start-time-control = El ritmo de juego { $text } no se puede leer. Indique uno de los ritmos predefinidos fide-classical, fide-championship, rapid o blitz, o el ritmo en forma PGN, por ejemplo 40/5400+30:1800+30.
start-time-control-with-event = El ritmo de juego { $text } de la línea de órdenes sustituye al del torneo; los descuentos de tiempo y las penalizaciones del torneo se aplican también a él.
start-resume = No hay ninguna partida interrumpida que continuar, o no se puede leer.
start-read-file = El archivo { $file } no se puede leer.
start-event-profile = El perfil del torneo { $file } no se puede usar; a continuación, lo que tiene mal.
start-event-profile-keys = El perfil del torneo { $file } no se puede usar. { $count ->
    [one] El valor de esta clave es incorrecto
   *[other] Los valores de estas claves son incorrectos
}: { $keys }. El detalle técnico dice por qué.
start-event-profile-at = El perfil del torneo { $file } no se puede usar. Línea { $line }, clave { $key }: { $what }
start-event-profile-at-line = El perfil del torneo { $file } no se puede usar. Línea { $line }: { $what }
event-problem-unknown-key = esa clave no existe; aquí las claves son { $allowed }.
event-problem-wrong-type = el valor debe ser { $expected ->
    [text] un texto entre comillas
    [whole] un número entero
    [yes-no] true o false
    [list] una lista entre corchetes
    [table] una tabla
   *[other] de otro tipo
}.
event-problem-out-of-range = el valor { $value } está fuera del rango; debe ser un número entero, cero o más.
event-problem-missing-key = falta la clave { $key }.
event-problem-duplicate = esta clave aparece dos veces.
event-problem-syntax = la línea no está escrita como pide el formato del perfil; el detalle técnico dice cómo.
start-pgn-game = La partida de { $file } no se puede continuar: no existe, no tiene comienzo o ya ha terminado.
start-fen = La posición { $text } no se puede usar.
start-data-dir = No hay ninguna carpeta donde rochade pueda guardar sus partidas y claves.
start-listen = No se puede abrir ninguna conexión en el puerto { $port }; quizá lo usa otro programa.
start-pairing-code = No se puede crear ningún código de conexión.
start-no-host = No se ha encontrado ninguna partida en espera en la red local; indique la dirección del anfitrión.
start-host-address = No se encuentra el anfitrión { $text }.
start-code = El código de conexión no se puede leer. Son tres o cuatro casillas, por ejemplo f7b3d1, o las mismas en palabras.
start-terminal = No se puede usar el terminal; inténtelo otra vez con --line-mode.
start-output = No se puede escribir la salida.
start-braille = No se ha escrito nada en braille: el braille del propio idioma necesita el traductor liblouis (el programa lou_translate, paquete liblouis-bin), que no está instalado o no funciona.
start-no-game-to-export = Todavía no hay ninguna partida que exportar.
start-no-such-game = No hay ninguna partida llamada { $name }. Los registros de partidas están en { $dir }; los más recientes: { $newest }.
start-detail = Detalle técnico: { $detail }

## Clock and scoresheet: src/clock/phrases.rs, src/scoresheet/phrases.rs, src/scoresheet/export.rs
## (talking clock, alerts, adjustments, read-back, exported headers)
##
clock-report-side = { $colour ->
    [white] Las blancas tienen
   *[black] Las negras tienen
} { $time }, { $count ->
    [one] { $moves } hecha
   *[other] { $moves } hechas
}{ $owed ->
    [none] {""}
   *[other] , { $owed } hasta el control de tiempo
}.
clock-report-board = El reloj del tablero: a las blancas les quedan { $white }, a las negras { $black }.
clock-report-paused = El reloj está parado.
clock-report-running = Corre el reloj de { $colour ->
    [white] las blancas
   *[black] las negras
}.
clock-alert = { $unit ->
    [hour] { $lead ->
        [one] Queda
       *[other] Quedan
    }
   *[other] { $lead ->
        [one] Queda
       *[other] Quedan
    }
} { $time }.
clock-alert-of = A { $colour ->
    [white] las blancas
   *[black] las negras
} les { $unit ->
    [hour] { $lead ->
        [one] queda
       *[other] quedan
    }
   *[other] { $lead ->
        [one] queda
       *[other] quedan
    }
} { $time }.
clock-flag-fell = Ha caído la bandera de { $colour ->
    [white] las blancas
   *[black] las negras
}. Completen las planillas, por favor (artículo 8.5).
clock-both-flags = Han caído las dos banderas, primero la de { $colour ->
    [white] las blancas
   *[black] las negras
} (artículo 6.11).
clock-flag-loses = { $colour ->
    [white] Las blancas pierden
   *[black] Las negras pierden
} por tiempo (artículo 6.9).
clock-flag-draw-no-mate = Tablas: { $colour ->
    [white] las blancas
   *[black] las negras
} no pueden dar mate con ninguna serie de jugadas legales (artículo 6.9).
clock-flag-play-on = Han caído las dos banderas y no se sabe en qué orden: la partida sigue (artículo 6.11).
clock-flag-draw-both = Han caído las dos banderas en el último periodo: la partida es tablas (artículo 6.11).
clock-illegal-add-time = Jugada ilegal: { $colour ->
    [white] las blancas reciben
   *[black] las negras reciben
} { $amount } (artículo 7.5.5).
clock-illegal-loses = { $colour ->
    [white] Las blancas pierden
   *[black] Las negras pierden
} por otra jugada ilegal (artículo 7.5.5).
clock-illegal-draw-no-mate = Tablas: { $colour ->
    [white] las blancas
   *[black] las negras
} no pueden dar mate con ninguna serie de jugadas legales (artículo 7.5.5).
clock-illegal-left-to-claim = Jugada ilegal: el adversario puede reclamar.
clock-exemption-begins = { $colour ->
    [white] Las blancas tienen
   *[black] Las negras tienen
} menos de cinco minutos y no necesitan anotar hasta el final de este periodo (artículo 8.4).
clock-exemption-ends = Nuevo periodo: { $colour ->
    [white] las blancas vuelven
   *[black] las negras vuelven
} a anotar (artículo 8.4).
clock-control-reached = { $colour ->
    [white] Las blancas han llegado
   *[black] Las negras han llegado
} al control de tiempo y reciben { $amount } más.
clock-actor = { $actor ->
    [arbiter] Árbitro
    [player] { $colour ->
        [white] Blancas
       *[black] Negras
    }
    [assistant] { $colour ->
        [white] Asistente de las blancas
       *[black] Asistente de las negras
    }
    [profile] Reglamento del torneo
   *[system] rochade
}
clock-change = { $change ->
    [added] { $amount } más para { $colour ->
        [white] las blancas
       *[black] las negras
    }
    [deducted] { $amount } menos para { $colour ->
        [white] las blancas
       *[black] las negras
    }
    [set] reloj de { $colour ->
        [white] las blancas
       *[black] las negras
    } puesto en { $object }
    [moves] contador de jugadas de { $colour ->
        [white] las blancas
       *[black] las negras
    } puesto en { WORDS($to) }
    [paused] reloj parado
   *[resumed] reloj en marcha de nuevo
}
clock-reason = { $reason ->
    [illegal-move] jugada ilegal del adversario
    [incorrect-claim] reclamación de tablas incorrecta del adversario
    [assistant] compensación por un asistente
    [clock] reloj corregido
    [move-counter] contador de jugadas corregido
    [interruption] partida interrumpida
    [interruption-end] tras la interrupción de la partida
    [reconciliation] diferencia de tableros comunicada
    [withdrawal] anulado el cambio anterior del árbitro
   *[other] { $text }
}
clock-adjustment = { $who }: { $what }, { $why }{ $article ->
    [none] {""}
   *[other] {" "}(artículo { $article })
}.
clock-reading-after = { $colour ->
    [white] Las blancas tienen
   *[black] Las negras tienen
} ahora { $time }.
clock-tc-period = { $moves ->
    [none] { $time } para el resto de la partida
   *[other] { $moves } en { $within }
}
clock-tc-repeated = se repite
clock-tc-increment = { $mode ->
    [fischer] más { $inc } por jugada
    [bronstein] retardo Bronstein de { $inc } por jugada
   *[delay] retardo simple de { $inc } por jugada
}
clock-tc-from-move = desde la jugada { WORDS($number) }
clock-tc-then = después
clock-untimed = sin reloj


score-claim-threefold = triple repetición de la posición
score-claim-fifty-moves = la regla de las cincuenta jugadas
score-result = { $winner ->
    [white] Ganan las blancas
    [black] Ganan las negras
   *[none] Tablas
}
score-ending-checkmate = { $result } por jaque mate (artículo { $article }).
score-ending-stalemate = { $result } por ahogado (artículo { $article }).
score-ending-dead-position = { $result }: la posición está muerta, ya no es posible el mate (artículo { $article }).
score-ending-resignation = { $result }, { $colour ->
    [white] las blancas abandonan
   *[black] las negras abandonan
} (artículo { $article }).
score-ending-resignation-no-mate = { $result }: { $colour ->
    [white] las blancas abandonan
   *[black] las negras abandonan
}, pero el adversario no puede dar mate (artículo { $article }).
score-ending-agreement = { $result } por acuerdo (artículo { $article }).
score-ending-claim = { $result }: { $colour ->
    [white] las blancas reclaman
   *[black] las negras reclaman
} { $kind } con razón (artículo { $article }).
score-ending-fivefold = { $result } por quíntuple repetición de la posición (artículo { $article }).
score-ending-seventy-five = { $result }: setenta y cinco jugadas sin mover un peón ni capturar (artículo { $article }).
score-ending-flag-fall = { $result }, { $colour ->
    [white] las blancas pierden
   *[black] las negras pierden
} por tiempo (artículo { $article }).
score-ending-flag-fall-no-mate = { $result }: { $colour ->
    [white] las blancas agotan
   *[black] las negras agotan
} el tiempo, pero el adversario no puede dar mate (artículo { $article }).
score-ending-illegal-moves = { $result } por jugadas ilegales de { $colour ->
    [white] las blancas
   *[black] las negras
} (artículo { $article }).
score-ending-illegal-moves-no-mate = { $result }: jugadas ilegales de { $colour ->
    [white] las blancas
   *[black] las negras
}, pero el adversario no puede dar mate (artículo { $article }).
score-ending-arbiter = { $result } por decisión del árbitro: { $note } (artículo { $article }).
score-ending-recorded = { $result }, según la planilla (artículo { $article }).
score-offer = { $colour ->
    [white] Las blancas ofrecen
   *[black] Las negras ofrecen
} tablas.
score-offer-answered = { $colour ->
    [white] Las blancas
   *[black] Las negras
} { $accepted ->
    [yes] aceptan la oferta de tablas.
   *[no] rechazan la oferta de tablas.
}
score-touched = { $colour ->
    [white] Las blancas tocaron
   *[black] Las negras tocaron
} y devolvieron a su sitio: { $what }.
score-offer-lapsed = { $colour ->
    [white] Las blancas tocan
   *[black] Las negras tocan
} una pieza; la oferta de tablas decae.
score-claim = { $colour ->
    [white] Las blancas reclaman
   *[black] Las negras reclaman
} tablas por { $kind }{ $declared ->
    [none] {""}
   *[other] {" "}con la jugada anotada { $declared }
}: { $correct ->
    [yes] con razón
   *[no] sin razón
}{ $penalty ->
    [none] {""}
   *[other] , { $penalty } más para { $colour ->
        [white] las negras
       *[black] las blancas
    }
} (artículo { $article }).
score-illegal = { $count ->
    [1] Primera
    [2] Segunda
    [3] Tercera
   *[other] Otra
} jugada ilegal de { $colour ->
    [white] las blancas
   *[black] las negras
}{ $what ->
    [none] {""}
   *[other] {" "}({ $what })
}{ $penalty ->
    [none] {""}
   *[other] , { $penalty } más para { $colour ->
        [white] las negras
       *[black] las blancas
    }
} (artículo 7.5).
score-clock = Reloj: a las blancas les quedan { $white }, a las negras { $black }.
score-clock-unknown = desconocido
score-pause = La partida estuvo detenida { $duration }, { $kind ->
    [arbiter] por el árbitro
    [player] por un jugador
   *[downtime] mientras rochade no funcionaba
}{ $note ->
    [none] {""}
   *[other] , { $note }
}.
# After a crash: the running clock was charged up to its last saved reading; $at_most of the player's time before the interruption is not known.
score-uncounted = El reloj de { $colour ->
    [white] las blancas
   *[black] las negras
} cuenta hasta su última lectura guardada; como mucho { $at_most } antes de la interrupción no se conocen, y el árbitro decide sobre ellos (artículo 6.10.2).
score-exemption = { $colour ->
    [white] Las blancas
   *[black] Las negras
} { $resumed ->
    [yes] vuelven a anotar desde la jugada { $number }.
   *[no] no tienen que anotar desde la jugada { $number } (artículo 8.4).
}
score-corrected = { $colour ->
    [white] Las blancas corrigen
   *[black] Las negras corrigen
} el anuncio a { $san } (artículo D.2.8).
score-repeat-differs = { $colour ->
    [white] Las blancas repiten
   *[black] Las negras repiten
} { $repeated }, pero se anunció { $announced }; no se completó nada (artículo D.2.1).
score-boards-differ = { $colour ->
    [white] Las blancas comunican
   *[black] Las negras comunican
} que los tableros no coinciden (artículo D.2.9).
score-reconciled = Posición confirmada después de { $plies ->
    [one] una media jugada
   *[other] { WORDS($plies, form: "feminine") } medias jugadas
}{ $taken ->
    [none] {""}
   *[other] , retiradas: { $taken }
} (artículo D.2.9).
score-take-back = Jugada { $number } de { $colour ->
    [white] las blancas
   *[black] las negras
}, { $san }, retirada.
score-label-notes = Notas
score-label-result = Resultado
score-label-unfinished = Partida en juego
score-label-move = Jugada
score-label-after-move = después de la jugada
score-label-before-first = antes de la primera jugada
score-braille-title = Planilla
score-no-moves = Todavía no hay jugadas.
score-no-such-move = Esa jugada todavía no existe.
score-tag = { $name ->
    [Event] Torneo
    [Site] Lugar
    [Date] Fecha
    [Round] Ronda
    [White] Blancas
    [Black] Negras
    [Result] Resultado
    [TimeControl] Ritmo de juego
    [Annotator] Comentarista
    [WhiteElo] Elo de las blancas
    [BlackElo] Elo de las negras
   *[other] { $name }
}
score-readback-head = Jugada { $number }:
score-readback-ply = { $colour ->
    [white] Blancas
   *[black] Negras
} { $words }{ $left ->
    [none] {""}
   *[other] , tiempo restante { $left }
}.

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
board-where-none = { $colour ->
    [white] Las blancas
   *[black] Las negras
} no tienen { $role ->
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
    [pawn] Capturado: { LOWER($what) }.
   *[other] Capturado: { LOWER($what) }.
}
board-moves-numbered = jugada { WORDS($n) }: { $moves }
board-moves-numbered-black = jugada { WORDS($n) }, negras: { $moves }
board-last-moves = Últimas jugadas. { $moves }.

# --- Leer una jugada (src/notation/phrases.rs)

move-nothing-said = No se dijo ninguna jugada.
move-unknown-word-alone = No reconocido: { $word } no es una palabra de ajedrez.
move-unknown-word = No reconocido: { $word }, en la posición { WORDS($column) }, no es una palabra de ajedrez.
move-null-move = { $word } es una jugada nula, un turno sin jugada; no existe en una partida de ajedrez, así que no se ha leído.
move-expected-square = Falta la casilla de destino después de { $after }.
move-expected-promotion = Después de { $after }, diga la pieza a la que corona el peón.
move-expected-move = Una jugada empieza por una pieza, una casilla o un enroque.
move-game-over = La partida ha terminado: no queda ninguna jugada posible.
move-no-piece = { $role ->
    [queen] Ya no le queda ninguna { LOWER($piece) }.
    [rook] Ya no le queda ninguna { LOWER($piece) }.
    [pawn] Ya no le queda ningún peón.
   *[other] Ya no le queda ningún { LOWER($piece) }.
}
move-no-piece-on = { $role ->
    [queen] No tiene ninguna { LOWER($piece) } en { $square }.
    [rook] No tiene ninguna { LOWER($piece) } en { $square }.
   *[other] No tiene ningún { LOWER($piece) } en { $square }.
}
move-none-of-yours-on = Ninguna de sus piezas está en { $square }.
move-own-piece-on = { $role ->
    [pawn] En { $square } ya está su peón.
   *[other] En { $square } ya está su { LOWER($piece) }.
}
move-cannot-reach = { $role ->
    [queen] Ninguna { LOWER($piece) } suya puede llegar a { $square }.
    [rook] Ninguna { LOWER($piece) } suya puede llegar a { $square }.
   *[other] Ningún { LOWER($piece) } suyo puede llegar a { $square }.
}
move-king-into-check = Su rey estaría en jaque en { $square }.
move-in-check = Su rey está en jaque y esta jugada no lo evita.
move-pinned = { $role ->
    [queen] Esa { LOWER($piece) } está clavada
    [rook] Esa { LOWER($piece) } está clavada
   *[other] Ese { LOWER($piece) } está clavado
}: su rey quedaría en jaque.
move-nothing-to-capture = En { $square } no hay nada que capturar.
move-not-a-promotion = Eso no es una coronación: solo corona un peón que llega a la última fila.
move-bad-promotion-piece = Un peón solo puede coronar { LOWER($queen) }, { LOWER($rook) }, { LOWER($bishop) } o { LOWER($knight) }.
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
move-capture-not-said = Jugada no hecha: { $move } no es aquí una jugada de peón. ¿Quiere decir { $choices }? Una captura se dice con toma.
move-castling-said-as-king-move = Jugada no hecha: { $move } es aquí un enroque, no una jugada de rey. ¿Quiere decir { $choices }?
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
speech-reason-turned-off = desactivada en los ajustes
speech-reason-not-chosen = no elegido
speech-reason-speechd-unreachable = speech-dispatcher no está disponible
speech-reason-speechd-silent = speech-dispatcher acepta las palabras pero no las dice
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
    [rapid] Modalidad: ajedrez rápido
    [blitz] Modalidad: ajedrez relámpago
   *[standard] Modalidad: ajedrez clásico
}
event-time-control = Ritmo de juego: { $control }
event-time-control-pgn = { $control } (PGN { $pgn })
event-draws-any-time = Ofertas de tablas: permitidas en cualquier momento (artículo 9.1)
event-draws-not-before = Ofertas de tablas: no antes de la jugada { WORDS($n) } (artículo 9.1)
event-draws-arbiter = Ofertas de tablas: solo con el consentimiento del árbitro (artículo 9.1)
event-draws-not-before-arbiter = Ofertas de tablas: no antes de la jugada { WORDS($n) }, y solo con el consentimiento del árbitro (artículo 9.1)
event-to-opponent = { $time } para el adversario
event-on-claim = solo si el adversario lo reclama
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
event-resign-no-mate = Abandonar cuando el adversario no puede dar mate es tablas: { $yes ->
    [yes] sí
   *[no] no
} (artículo 5.1.2)
event-alerts = Avisos de tiempo: { $times } (artículo D.2.6)
event-alerts-off = Avisos de tiempo: desactivados, el tiempo solo a petición (artículo D.2.10)
event-clock-start = Puesta en marcha del reloj entre dos tableros: { $yes ->
    [yes] por el árbitro, con las palabras árbitro seguir
   *[no] en cuanto esté conectado el tablero del adversario
}
event-arbiter-code = Código del árbitro: { $yes ->
    [yes] fijado; un comando del árbitro en el teclado de un jugador lo pide primero
   *[no] ninguno; cualquiera en el teclado puede actuar como árbitro
}

# --- Pantalla (src/ui)

ui-title-board = Tablero: { $status }
ui-title-moves = Jugadas
ui-title-transcript = Transcripción
ui-title-input = Entrada: una jugada o un comando, después la tecla Intro
ui-legend = Mayúsculas: blancas. Minúsculas en vídeo inverso: negras. Asterisco: última jugada. Corchetes: cursor. Dos puntos: casilla oscura.
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
batch-variant = Partida { $game }: las partidas de { $variant } no se admiten; rochade solo lee ajedrez clásico.
batch-not-read = Partida { $game }: { $reason }
batch-unclosed = El comentario o la variante abiertos en la línea { $line } no se cierran nunca; lo que sigue no se ha leído como jugadas.
batch-variation-start = Variante:
batch-variation-end = Fin de la variante
batch-nag = { $nag ->
    [1] buena jugada
    [2] error
    [3] jugada brillante
    [4] error grave
    [5] jugada interesante
    [6] jugada dudosa
    [7] jugada forzada
    [8] única jugada
    [9] la peor jugada
    [10] posición de tablas
    [11] posición igualada y tranquila
    [12] posición igualada y viva
    [13] posición poco clara
    [14] las blancas están algo mejor
    [15] las negras están algo mejor
    [16] las blancas están mejor
    [17] las negras están mejor
    [18] las blancas tienen ventaja decisiva
    [19] las negras tienen ventaja decisiva
    [146] novedad
   *[other] anotación { $nag }
}
batch-illegal-move = Partida { $game }: la jugada { $number } de las { $colour ->
    [white] blancas
   *[black] negras
}, { $move }, no es legal en su posición.

# --- El lector de pantalla del jugador (src/screen_reader.rs, src/app/loop.rs)
screen-reader-start = { $why ->
        [found] Hay un lector de pantalla en marcha.
       *[asked] Modo para lector de pantalla.
    } { $view ->
        [screen] rochade dibuja la pantalla completa para él, sin líneas de recuadro.
       *[lines] rochade escribe una línea por cada suceso, para que la lea.
    } { $voice ->
        [own] rochade también habla; apague la voz del lector de pantalla para oír cada frase una sola vez.
       *[quiet] La voz propia de rochade calla.
    } La opción screen-reader off lo cambia.
line-prompt = { $colour ->
        [white] Juegan las blancas.
       *[black] Juegan las negras.
    }
line-prompt-over = Partida terminada.

# --- El código del árbitro (src/app/core/command/arbiter.rs)
arbiter-code-ask = Este es un comando del árbitro. El árbitro escribe ahora el código; no se muestra.
arbiter-code-wrong = Código equivocado. No ha cambiado nada.
arbiter-code-locked = Tras códigos equivocados, los comandos del árbitro esperan { $time } más. No ha cambiado nada.
arbiter-code-lapsed = No llegó ningún código en un minuto. Se descarta el comando del árbitro; lo que se escribe vuelve a mostrarse.
arbiter-code-missing = Los comandos del árbitro en esta partida necesitan el código de su torneo. Inicia rochade con el perfil del torneo, es decir con --event. No ha cambiado nada.
arbiter-own-board = En este torneo el árbitro decide desde su propio tablero (rochade join --role arbiter), no desde el teclado de un jugador; con un código de árbitro en el perfil del torneo el árbitro puede escribir aquí el código. No ha cambiado nada.

# --- El motor de ajedrez como adversario (src/engine/phrases.rs)
engine-playing-elo = { $name } juega con { $colour ->
        [white] las blancas
       *[black] las negras
    }, con una fuerza de { $elo } Elo.
engine-playing-level = { $name } juega con { $colour ->
        [white] las blancas
       *[black] las negras
    }, en su nivel { $level }; no tiene ajuste de Elo.
engine-playing-full = { $name } juega con { $colour ->
        [white] las blancas
       *[black] las negras
    }, con toda su fuerza.
engine-not-found = No se ha encontrado el motor de ajedrez { $engine }. La partida sigue sin motor: se escriben las jugadas de los dos bandos.
engine-cannot-start = No se puede iniciar el motor de ajedrez { $engine }. La partida sigue sin motor: se escriben las jugadas de los dos bandos.
engine-no-answer = El motor de ajedrez no ha respondido a tiempo. La partida sigue sin él: se escriben las jugadas de los dos bandos.
engine-stopped = El motor de ajedrez se ha detenido. La partida sigue sin él: se escriben las jugadas de los dos bandos.
engine-bad-move = El motor de ajedrez ha enviado una jugada ilegal o ilegible; no se juega. La partida sigue sin el motor: se escriben las jugadas de los dos bandos.
engine-refused-event = Esta partida se juega con un perfil de torneo, así que en ella no se puede usar ningún motor de ajedrez, como exige el artículo 11.3 de las Leyes del Ajedrez. La partida empieza sin motor.
engine-not-between-boards = Un motor de ajedrez solo juega en una partida en un tablero, no entre dos tableros. La partida empieza sin motor.
engine-detail = Detalle técnico del motor de ajedrez: { $detail }

## El tablero electrónico: el tablero DGT del jugador vidente (src/app/eboard.rs)
eboard-connected = El tablero electrónico está conectado.
eboard-lost = No se llega al tablero electrónico. rochade lo sigue intentando; mientras tanto se pueden teclear las jugadas.
eboard-back = El tablero electrónico ha vuelto. Se lee de nuevo su posición.
eboard-detail = Detalle técnico del tablero electrónico: { $detail }
eboard-agrees = El tablero electrónico muestra la partida.
eboard-differs = El tablero electrónico no coincide con la partida. Hay que corregir: { $list }.
eboard-differs-many = El tablero electrónico no coincide con la partida en { WORDS($count) } casillas. Hay que colocar la posición de la partida.
eboard-clock = { $connected ->
        [yes] Hay un reloj DGT conectado al tablero electrónico; sus tiempos llegan a través del tablero.
       *[no] El reloj DGT del tablero electrónico ya no envía tiempos.
    }
eboard-turned = { $turned ->
        [yes] El tablero electrónico se lee al revés, con las negras abajo.
       *[no] El tablero electrónico se lee con las blancas abajo.
    }

# --- Entrada por voz (src/voice/phrases.rs): `rochade hear` y, más adelante, la voz en la partida.
voice-no-recogniser = No se ha encontrado ningún reconocedor de voz. La entrada por voz necesita los paquetes pocketsphinx y pocketsphinx-en-us.
voice-no-vosk-library = No se puede cargar la biblioteca del reconocedor de voz Vosk. Instale Vosk, o indique el archivo con la opción vosk library.
voice-no-vosk-model = En la carpeta { $dir } no hay ningún modelo de Vosk. Descargue un modelo de su idioma e indique su carpeta con la opción vosk model.
voice-vosk-without-grammar = El modelo de Vosk de la carpeta { $dir } no se puede limitar a los anuncios de jugadas: es un modelo grande. Use un modelo pequeño de su idioma.
voice-vosk-lacks-words = El modelo de Vosk de la carpeta { $dir } no conoce ninguna de las palabras de los anuncios. Use un modelo del idioma en que anuncia.
voice-no-model = El reconocedor de voz no tiene modelo acústico en la carpeta { $dir }. La entrada por voz necesita el paquete pocketsphinx-en-us.
voice-no-phonemes = No se puede obtener la pronunciación de las palabras: el programa espeak-ng no se puede ejecutar. La entrada por voz necesita el paquete espeak-ng.
voice-failed = El reconocedor de voz ha fallado.
voice-timeout = El reconocedor de voz no ha terminado a tiempo.
voice-unreadable = La grabación { $file } no se puede leer como archivo WAV.
voice-too-long = La grabación { $file } dura más de { WORDS($max) } segundos. No se escucha.
voice-too-large = La grabación { $file } ocupa más de { WORDS($max) } megabytes. No se escucha.
voice-format = La grabación { $file } tiene una forma que no se puede escuchar. Grábela como archivo WAV, mono, con dieciséis mil muestras por segundo.

# --- Análisis de oído: rochade analyse
analyse-start = Posición inicial: { $eval }.
analyse-move = Jugada { $number }, { $colour ->
        [white] blancas
       *[black] negras
    }: { $move }. { $eval }.
analyse-eval = { $stands }, { $figure }
analyse-pawns = { $sign ->
        [plus] más { WORDS($whole) }
        [minus] menos { WORDS($whole) }
       *[none] { WORDS($whole) }
    } coma { WORDS($tenths) }
analyse-equal = La posición está igualada
analyse-slightly = { $colour ->
        [white] Las blancas están
       *[black] Las negras están
    } algo mejor
analyse-clearly = { $colour ->
        [white] Las blancas están
       *[black] Las negras están
    } claramente mejor
analyse-winning = { $colour ->
        [white] Las blancas
       *[black] Las negras
    } tienen la partida ganada
analyse-mate-in = { $colour ->
        [white] Las blancas
       *[black] Las negras
    } dan mate en { $moves ->
        [one] una jugada
       *[other] { WORDS($moves, form: "feminine") } jugadas
    }
analyse-mated = { $colour ->
        [white] Las blancas
       *[black] Las negras
    } están en jaque mate
analyse-judged = { $judgement ->
        [inaccuracy] Una imprecisión.
        [mistake] Un error.
       *[blunder] Un error grave.
    }
analyse-judged-better = { $judgement ->
        [inaccuracy] Una imprecisión
        [mistake] Un error
       *[blunder] Un error grave
    }; era mejor { $better }.
analyse-line = La línea: { $moves }.
analyse-spent = Tiempo empleado: { $time }.
analyse-progress = Analizando: posición { $number } de { $total }.
analyse-not-found = No se encontró el programa de ajedrez { $engine }, así que no se analizó nada. Instale uno, por ejemplo Stockfish, o indique su programa con la opción engine.
analyse-cannot-start = El programa de ajedrez { $engine } no se puede iniciar, así que no se analizó nada.
analyse-no-answer = El programa de ajedrez { $engine } no respondió a tiempo. El análisis se detuvo.
analyse-stopped = El programa de ajedrez { $engine } se ha detenido. El análisis se detuvo.
analyse-bad-answer = El programa de ajedrez { $engine } envió una respuesta que no se puede usar. El análisis se detuvo.
analyse-no-game = El archivo { $file } no contiene ninguna partida.
analyse-no-such-game = El archivo { $file } contiene { $found ->
        [one] una partida
       *[other] { WORDS($found, form: "feminine") } partidas
    }; no hay partida { $wanted }.
analyse-not-built = Esta versión de rochade no tiene programa de ajedrez, así que no puede analizar partidas.

# --- Entrada por voz en la partida (src/app/core/voice.rs, src/app/voice_seat.rs)
voice-no-microphone = No se puede usar el micrófono: { $detail }. Compruebe que está conectado y libre; el teclado sigue funcionando.
voice-heard = ¿{ $words }? Sí o no.
voice-dropped = No se ha jugado. Anuncie la jugada otra vez, por favor.
voice-repeat = Repita, por favor.
voice-off = La entrada por voz está apagada. Se enciende al empezar con la opción voice input, o en el archivo de ajustes.
voice-busy = Ya estoy escuchando.
voice-nothing-asked = No hay ninguna pregunta abierta.
voice-ready = Entrada por voz encendida: escriba { $command }, anuncie la jugada y confírmela con sí o con Intro.
help-listen = escucha una vez: la jugada anunciada se repite y solo se juega tras un sí; si el micrófono escucha todo el tiempo, detiene o reanuda la escucha
voice-ready-continuous = Entrada por voz encendida, el micrófono escucha todo el tiempo: después del tono, anuncie la jugada y confírmela con sí o con Intro. { $command } detiene y reanuda la escucha.
voice-paused = El micrófono ha dejado de escuchar. Con { $command } vuelve a escuchar.
voice-answer-typed = Responda a esta pregunta con el teclado, por favor.
voice-command-typed = El micrófono escucha siempre; escriba esto con el teclado, por favor: { $command }.
voice-resumed = El micrófono vuelve a escuchar.

# --- Estudio de una partida (rochade study; src/app/core/study.rs)
study-begin = La partida está cargada para estudiarla: { $moves ->
        [one] una jugada
       *[other] { WORDS($moves) } jugadas
    }. No se registra nada y no corre ningún reloj. Diga siguiente, anterior, jugada y un número, variante, atrás o volver a la partida; las preguntas sobre el tablero funcionan como en una partida.
study-players = { $white } contra { $black }.
study-move = Jugada { WORDS($number) }, { $colour ->
        [white] blancas
       *[black] negras
    }: { $move }.
study-nag = Valoración: { $nag }.
study-comment = Comentario: { $text }
study-variations = { $count ->
        [one] Aquí empieza una variante: { $first }. Diga variante para oírla.
       *[other] Aquí empiezan { WORDS($count) } variantes, la primera: { $first }. Diga variante y su número para oír una.
    }
study-entered = { $count ->
        [one] Variante.
       *[other] Variante { WORDS($number) } de { WORDS($count) }.
    }
study-start = La posición inicial de la partida, antes de la primera jugada.
study-variation-start = El comienzo de la variante, antes de su primera jugada.
study-game-end = Esa era la última jugada de la partida.
study-result = { $result ->
        [white] Resultado: ganaron las blancas.
        [black] Resultado: ganaron las negras.
       *[draw] Resultado: tablas.
    }
study-line-end = Esa era la última jugada de la variante. Diga atrás o volver a la partida.
study-first = Esta es la posición inicial; no hay ninguna jugada antes.
study-variation-first = Este es el comienzo de la variante; atrás sale de ella.
study-no-variation = Aquí no empieza ninguna variante.
study-no-such-variation = { $count ->
        [one] Aquí solo empieza una variante
       *[other] Aquí empiezan { WORDS($count) } variantes
    }; no hay variante { WORDS($number) }.
study-in-game = Usted ya está en la partida, en ninguna variante.
study-back-game = De vuelta en la partida.
study-back-variation = De vuelta en la variante de arriba.
study-no-move = Esta línea no tiene la jugada { WORDS($number) }.
study-not-here = Esto es un estudio: aquí no se juega y no se registra nada. Diga siguiente, anterior, jugada y un número, variante o volver a la partida.
study-none = Las variantes están en una partida cargada para estudiarla: rochade study y el nombre del archivo.
study-problem = La partida se estudia hasta este punto: { $problem }
help-variation = en un estudio: a la variante de la jugada que se acaba de decir, con un número a esa, por ejemplo variante 2
help-back-to-game = en un estudio: sale de todas las variantes y vuelve a la partida, a la jugada donde se separa la variante
