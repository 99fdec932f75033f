### Las palabras del programa (español): los menús, las pantallas de Cargar y de partida nueva, lo que
### rodea a la mesa (cortina, herramientas, pausa, guía), las pantallas de puntuación y estadísticas, y
### lo que toda mesa dice igual. Los ids de un juego empiezan con su id (game/rules/<id>/locales).

## Listas y palabras pequeñas
list-none = nada
list-next = { $first }, { $next }
list-last = { $first } y { $next }
sep = {" "}·{" "}

## Lo que toda mesa dice igual
replay-prompt = Una repetición: avanza por la partida con la barra de arriba.
not-there = Ahí no.
replay-refusal = Esto es una repetición: avanza por la partida con la barra de arriba.
settings-reset = No se pudo leer tu configuración: se restableció la predeterminada.

## Cuándo: «justo ahora», «hace 2 horas», «ayer»
ago-now = justo ahora
ago-minutes = { $n ->
    [one] hace 1 minuto
   *[other] hace { $n } minutos
}
ago-hours = { $n ->
    [one] hace 1 hora
   *[other] hace { $n } horas
}
ago-yesterday = ayer
ago-days = hace { $n } días
ago-date = el { $day } de { $month } de { $year }
month-1 = ene
month-2 = feb
month-3 = mar
month-4 = abr
month-5 = may
month-6 = jun
month-7 = jul
month-8 = ago
month-9 = sep
month-10 = oct
month-11 = nov
month-12 = dic

## Las partidas guardadas, como las nombran los menús
mode-learn = aprender a jugar
mode-players = { $n ->
    [one] en solitario
    [0] en solitario
   *[other] { $n } jugadores
}
seat-you = tú
seat-with-level = { $name } ({ $level })
quoted = «{ $label }»
continue-tooltip = Sigue con { $game } ({ $mode }: { $seats }), { $progress }, jugada por última vez { $ago }.
section-progress = En curso
section-copies = Tus copias
section-finished = Terminadas
empty-title = Aún no hay partidas guardadas
empty-line-1 = Cada partida que empiezas se guarda aquí hasta que termina, y Ctrl+S la guarda al instante.
empty-line-2 = Empieza una desde el menú principal: elige un juego y pulsa Empezar.
empty-filtered = Aún no hay partidas de { $title } aquí.
in-progress-title = Una partida en curso
in-progress-offer = Tienes { $count ->
        [one] una partida
       *[other] { $count } partidas
    } de { $game } en curso. La última que jugaste: { $mode } con { $seats }, { $progress }, { $ago }.
in-progress-question = ¿La continúas o empiezas una nueva? Una partida nueva nunca reemplaza a una en curso: todas se quedan en Cargar partida.
delete-game-title = ¿Borrar esta partida?
delete-save-title = ¿Borrar este archivo?
delete-damaged = Este archivo dañado se borrará, junto con su respaldo. Puedes deshacerlo hasta que salgas de esta pantalla.
delete-progress = Tu partida de { $game } en curso ({ $progress }, { $seats }) se borrará, junto con su respaldo. Puedes deshacerlo hasta que salgas de esta pantalla.
delete-copy = La copia { $label } de { $game } se borrará, junto con su respaldo. Puedes deshacerlo hasta que salgas de esta pantalla.
delete-finished = La partida terminada de { $game } se borrará, junto con su respaldo. Puedes deshacerlo hasta que salgas de esta pantalla.
many-saved = Aquí se guardan { $n } partidas. Puedes quitar las terminadas para acortar la lista; las partidas en curso se quedan hasta que las borres.

## Fallas y las palabras de la pantalla Cargar
left-as-it-was = El archivo se dejó exactamente como estaba.
backup-there = {" "}Todavía está una copia anterior (su respaldo).
both-left = Los dos archivos se dejaron como estaban.
see-all = Ver las { $n }
clear-finished-question = Se borrarán las { $n } partidas terminadas que se guardan para repeticiones. Las partidas en curso y tus copias se quedan. Puedes deshacerlo hasta que salgas de esta pantalla.
deleted = { $n ->
    [one] Borrada. Deshacer la trae de vuelta hasta que salgas de esta pantalla.
   *[other] { $n } partidas borradas. Deshacer las trae de vuelta hasta que salgas de esta pantalla.
}
list-footer = { $n ->
    [one] 1 archivo
   *[other] { $n } archivos
}   ·   doble clic o Enter para abrir   ·   tecla Supr para borrar   ·   se guardan las 50 partidas terminadas más recientes
autosave-failed = Falló el guardado automático: { $reason }. Tu partida sigue, y lo guardado antes se conserva; se vuelve a guardar después de tu próxima jugada.
save-failed = No se pudo guardar: { $reason }. Tu partida sigue; no cambió nada de lo guardado antes.

## Guardar y «Guardar una copia…» en la mesa
replay-kept = Esto es la repetición de una partida terminada: ya está guardada.
saved = Partida guardada.
copy-title = Guardar una copia
copy-ask = Una copia conserva este momento de la partida. Cárgala después desde Cargar partida; esta partida sigue como antes.
copy-ok = Guardar la copia
copy-failed = No se pudo guardar la copia: { $reason }. Tu partida sigue.
copy-saved = Copia guardada: «{ $label }»
copy-name = { $title } { $day } { $month } { $time }

## Salir de una mesa cuya partida no se puede escribir
not-saved-title = Tu partida no está guardada
leave-stay = Quedarme
leave-retry = Reintentar guardar
leave-copy = Guardar una copia…
leave-anyway = Salir de todos modos
leave-go-on = Seguir
copy-folder-title = Guardar una copia en una carpeta
copy-folder-ask = La carpeta para una copia de esta partida (se crea si no existe). Escribe su ruta y luego Guardar la copia.
copy-folder-ok = Guardar la copia
copy-folder-back = Volver
copy-folder-failed-title = No se pudo guardar la copia
copy-folder-done-title = Se guardó una copia
not-saved-stay = No se pudo guardar esta partida: { $reason }. Lo guardado antes se conserva, pero tus últimas jugadas solo están aquí: si sales ahora, se pierden. Reintenta, o guarda una copia en otra carpeta. Quédate para seguir jugando; la partida se vuelve a guardar después de tu próxima jugada.
not-saved-choose = No se pudo guardar esta partida: { $reason }. Lo guardado antes se conserva, pero tus últimas jugadas solo están aquí: si sales ahora, se pierden. Reintenta, o guarda una copia en otra carpeta. La partida se queda como está hasta que elijas.
copy-folder-failed = No se pudo escribir nada en { $folder }: { $reason }. Tu partida sigue aquí; elige de nuevo.
copy-folder-done = Esta partida se guardó en { $path }. Para volver a jugarla, pon ese archivo en tu carpeta de partidas ({ $saves }): aparecerá en la pantalla Cargar, entre tus copias.

## Repeticiones y estadísticas
replay-step = Paso { $step } de { $total }
replay-deal = El reparto  ·  { $total } pasos
replay-playing = {"  "}·  reproduciendo
stats-empty-title = Aún no hay partidas terminadas.
stats-empty-line = Termina una partida y su resultado se cuenta aquí.
stats-played = { $n ->
    [one] 1 partida terminada
   *[other] { $n } partidas terminadas
}
stats-best = {"  "}·  mejor { $best }
stats-mean = {"  "}·  promedio { $mean }
stats-wins = { $kind }: { $wins ->
    [one] 1 victoria
   *[other] { $wins } victorias
}{ $draws ->
    [0] {""}
    [one] , 1 empate
   *[other] , { $draws } empates
} en { $seats ->
    [one] 1 lugar
   *[other] { $seats } lugares
} ({ $percent })
stats-won = Ganadas { $won } de { $played } ({ $percent })

## La pantalla de reglas
toc-earlier = Anteriores
toc-later = Siguientes
toc-step-tip = Más secciones de esta página (la rueda sobre la lista también las recorre).
games-earlier = Anteriores
games-later = Siguientes
games-step-tip = Hay más juegos de los que caben en la lista: recórrelos.
rules-missing-title = No se encontraron las reglas
rules-missing = Las reglas de este juego no vienen en esta copia del juego (se buscó *{ $name }*).

## La pantalla de partida nueva
computer-plays = La computadora juega este lugar ({ $level }).
seating-note = { $seating } Los jugadores de IA piensan mientras miras, y el registro dice por qué jugaron así.
seed-too-long = Esa semilla es muy larga: { $digits } dígitos como máximo.
seed-to-replay = Semilla { $seed }: escríbela para repetir exactamente este reparto.
seat-without-name = El lugar { $number } necesita un nombre.
name-too-long = El nombre del lugar { $number } es muy largo ({ $length } letras): un nombre tiene { $letters } como máximo.
name-undrawable = El nombre del lugar { $number } tiene un signo que el juego no puede dibujar (un emoji o una letra rara): usa letras, dígitos y signos de puntuación.
same-name = Los lugares { $first } y { $second } se llaman los dos { $name }: dale a cada uno su propio nombre.
name-is-you = El lugar { $number } se llama You (tú): la mesa le habla a cada jugador de tú, así que dale otro nombre al lugar.
how-to-play = Cómo se juega { $title }, con ejemplos.
ai-other = IA
ai-title = IA · { $level }
players = { $n ->
    [one] 1 jugador
   *[other] { $n } jugadores
}

## Lo que rodea a la mesa
waiting-for = Esperando a que { $name } llegue a la pantalla.
pass-to = Pásale a { $name }
table-hidden-until = La mesa queda oculta hasta que { $name } esté frente a la pantalla.
show-my-table = Soy { $name }: mostrar mi mesa
show-my-table-tip = Mostrar la mano y la mesa de { $name }
since-last-move = Desde tu última jugada
since-the-start = Hasta ahora
nothing-since = No ha pasado nada desde tu última jugada.
bot-failed = { $name } no pudo decidir ({ $error }); juega una jugada al azar.
suggest-on-your-turn = Las sugerencias llegan en tu turno.
suggestion-failed = El ayudante no pudo terminar de pensar.
thinking = Pensando…
suggested-move = Jugada sugerida
suggest = Sugerir
do-it = Hacerla
do-it-tip = Jugar la jugada sugerida
dismiss = Descartar
dismiss-tip = Ocultar la sugerencia
tool-menu-tip = Menú (Esc): continuar, guardar, reglas, configuración, menú principal
tool-rules-tip = Reglas del juego
tool-save-tip = Guardar la partida (Ctrl+S)
tool-redo-tip = Rehacer (Ctrl+Y)
tool-undo-tip = Deshacer (Ctrl+Z)
tool-suggest-tip = Sugerir una jugada (H): el ayudante busca una buena
paused = En pausa
resume = Continuar
save-game = Guardar partida
save-a-copy = Guardar una copia…
rules = Reglas
settings = Configuración
main-menu = Menú principal
no-rules-screen = La pantalla de reglas no está disponible en esta versión.
no-settings-screen = La pantalla de configuración no está disponible en esta versión.
nothing-to-redo = No hay nada que rehacer.
paused-subtitle = { $title } · tu partida se guarda después de cada jugada
paused-not-saved = { $title } · el guardado está fallando: tus últimas jugadas aún no están guardadas
bot-note = { $name }: { $reason }
bot-why-clear-best = la mejor jugada, sin duda
bot-why-only-move = la única jugada
bot-why-searched = salió mejor en { $n ->
    [one] { $n } partida simulada
   *[other] { $n } partidas simuladas
}
bot-why-searched-contest = salió mejor en { $n ->
    [one] { $n } partida simulada
   *[other] { $n } partidas simuladas
} (cerca de { $percent } % de ganar)
repeated-step = { $step } ×{ $times }
more-steps = …y más pasos
nothing-to-undo-moved = No hay nada que deshacer: { $name } ya jugó desde entonces, y solo tus propias jugadas se pueden deshacer.
nothing-to-undo-hidden = No hay nada que deshacer: las tiradas de dados, las cartas recién robadas y las jugadas de los demás no se pueden deshacer.
nothing-to-undo-yet = Aún no hay nada que deshacer.

## Las pantallas de puntuación
score-subtitle = { $title } · { $mode } · semilla { $seed }
replay-seed-tip = Jugar otra vez la semilla { $seed }, con el mismo reparto (R)
points = { $n ->
    [one] 1 punto
   *[other] { $n } puntos
}

## Una primera partida guiada
coach-title = Aprende a jugar · paso { $step } de { $steps }
coach-title-done = Aprende a jugar · ¡bien hecho!
coach-next = Siguiente
coach-skip = Saltar paso
coach-got-it = Entendido
coach-show = Guía
coach-show-tip = La nota de la partida guiada otra vez: reléela, o salta a las notas finales.
coach-leave = Salir
coach-wants = La guía pide otra jugada aquí: { $move }
coach-read-first = Primero lee la nota de la guía y luego haz clic en Siguiente.
coach-watch = Primero mira el turno de los demás jugadores.
coach-prompt = Lee la nota de la guía y luego pulsa Siguiente (o Enter).
coach-hint = La jugada que pide este paso de la partida guiada.
coach-done = Hasta aquí llega la parte guiada de { $game }. Ya sabes lo suficiente para jugar una partida de verdad: empieza una con la misma configuración, o sigue esta hasta el final.
coach-done-over = Esa fue tu primera partida de { $game }. Mira cómo se puntuó, o empieza una partida de verdad con la misma configuración.
coach-lost = La partida guiada no pudo seguir; la partida en sí se conserva.
coach-real-game = Jugar una partida de verdad
coach-play-on = Seguir jugando
coach-scores = Ver la puntuación
learn-to-play = Aprender a jugar
learn-not-now = Empezar una partida
learn-offer-title = ¿Nuevo en { $game }?
learn-offer = Una primera partida guiada te enseña { $game } mientras juegas: una cosa a la vez, con una guía junto a la mesa. Dura unos diez minutos, y puedes dejarla cuando quieras.
learned = Aprendido
learn-cannot-open = No se puede abrir la partida guiada de { $game }.
close-sheet-tip = Un clic en cualquier parte la guarda.

## Configuración
back = Volver
settings-subtitle = Los cambios se aplican al instante y se recuerdan
settings-language = Idioma
settings-language-tip = Todas las palabras del juego, al instante.
settings-window = Tamaño de la ventana
settings-window-tip = O arrastra el borde de la ventana a cualquier tamaño.
settings-fullscreen = Pantalla completa
settings-fullscreen-tip = F11 la cambia en cualquier momento.
settings-scale = Tamaño del texto y los paneles
settings-scale-tip = Letras y paneles más grandes en todas partes.
settings-colour-blind = Modo para daltonismo
settings-colour-blind-tip = Formas y símbolos en cada rama, más contraste.
settings-animation = Velocidad de las animaciones
settings-animation-tip = Qué tan rápido vuelan cartas y se encienden velas.
settings-automaton = Velocidad de la Abuela
settings-automaton-tip = Cuánto duran en pantalla sus turnos.
settings-volume = Volumen
settings-volume-tip = Música y efectos.
settings-off = No
settings-on = Sí
speed-off = Sin animación
speed-instant = Al instante
speed-fast = Rápida
speed-normal = Normal
speed-slow = Lenta
settings-restore = Restablecer
settings-restore-tip = Toda la configuración como estaba al principio (conserva las partidas).
settings-restored = Se restableció la configuración predeterminada.
settings-no-audio = Sin dispositivo de audio
how-to-play-title = Cómo se juega
rules-games = JUEGOS
rules-on-this-page = EN ESTA PÁGINA

## Las palabras de la plataforma para todos los juegos: quién ganó, de quién es el turno
you-name = Tú
player-name = Jugador { $n }
name-automaton = El autómata
name-the-game = El juego
headline-wins = { $you ->
    [yes] ¡Ganaste!
   *[no] ¡Gana { $name }!
}
headline-shared = Victoria compartida de { $names }
headline-nobody = Nadie gana
refusal-game-over = La partida terminó.
refusal-say-which-seat = Varios asientos deben mover: di cuál juega.
refusal-nobody-moves = Nadie puede jugar ahora.
refusal-wait-for = { $you ->
    [yes] Espera: es tu turno.
   *[no] Espera: es el turno de { $name }.
}
refusal-not-your-turn = Espera: no es tu turno.
