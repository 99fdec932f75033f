### La pantalla Cargar, las repeticiones, las pantallas de puntuación, las estadísticas, los diálogos y los errores de las partidas guardadas (español).
### Los ids propios del shell (back, main-menu...) están en shell.ftl; estos son de esta parte.

## Los botones de un diálogo que no nombra los suyos
dialog-ok = Aceptar
dialog-cancel = Cancelar

## La pantalla Cargar
load-title = Cargar partida
load-subtitle = Partidas en curso, tus copias y partidas terminadas
load-verb-continue = Continuar
load-verb-open-copy = Abrir copia
load-verb-replay = Ver repetición
load-delete = Borrar
load-delete-tip = Borra este archivo (pregunta antes).
load-undo = Deshacer
load-undo-tip = Trae de vuelta lo que borraste en esta pantalla.
load-clear = Quitar terminadas
load-clear-tip = Borra todas las partidas terminadas (pregunta antes; las partidas en curso se quedan).
load-all-games = Todos los juegos
load-keep-it = No borrar
load-nothing-to-clear = No hay partidas terminadas que quitar.
load-clear-title = ¿Quitar las partidas terminadas?
load-clear-them = Quitarlas
load-keep-them = Conservarlas
load-delete-failed = No se pudo borrar el archivo
load-undo-failed = No se pudo traer de vuelta
load-brought-back = Listo: lo borrado está de vuelta.
load-column-game = JUEGO
load-column-progress = AVANCE
load-column-scores = PUNTOS
load-column-last-played = ÚLTIMA VEZ
load-damaged = Dañada
load-newer = Versión más nueva
load-damaged-save = Partida dañada
load-cannot-be-opened = No se puede abrir.
load-score-solo = { $score } pts
load-seat = Lugar { $number }
load-you = Tú
level-word-easy = Fácil
level-word-hard = Difícil

## Abrir una partida guardada, y por qué no se abre
load-cannot-open = Esta partida no se puede abrir
load-cannot-replay = Esta partida no se puede repetir
load-backup-cannot-open = El respaldo tampoco se puede abrir
load-close = Cerrar
load-backup = Cargar el respaldo
load-backup-loaded = Se cargó la copia de respaldo de esa partida.
load-start-new = Empezar una nueva
load-continue-that = Continuar esa partida
load-reason-unreadable = No se puede leer: quizá quedó cortada o se sobrescribió.
load-reason-not-a-save = No es una partida guardada de este programa.
load-reason-description = Su descripción de la partida está dañada.
load-reason-newer = La hizo una versión más nueva del juego (formato { $version }): actualiza el juego para abrirla.
save-source-save = La partida
save-source-game = La partida guardada
save-gone = Esa partida guardada ya no existe.
save-not-text = La partida guardada está dañada (no es texto; quizá se sobrescribió).
save-unreadable = No se puede leer la partida guardada ({ $error }).
save-not-json = { $source } está dañada (no es JSON legible; quizá quedó cortada).
save-wrong-format = { $source } no es una partida guardada de { $program }.
save-no-version = { $source } no tiene versión de formato; está dañada.
save-unknown-version = { $source } tiene una versión de formato desconocida ({ $version }); está dañada.
save-newer = { $source } es de una versión más nueva del juego (formato { $version }; esta versión lee hasta el { $known }). Actualiza el juego para abrirla.
save-bad-entry = { $source } está dañada: su entrada «{ $key }» falta o está mal.
save-unknown-game = { $source } es de un juego que esta versión no tiene ({ $game }).
save-no-mode = { $source } está dañada: su configuración no indica ningún modo.
save-unknown-mode = { $source } usa un modo que { $game } no tiene ({ $mode }).
save-damaged = { $source } está dañada: { $error }
save-digest = { $source } no llega a la posición que guardó al repetirla (quizá cambiaron los datos de las cartas desde que se hizo).
save-cannot-open = { $source } no se puede abrir: { $error }
save-log-move = la jugada { $number } del registro
save-move-unreadable = { $source } está dañada: { $where } no se puede leer: { $error }
save-move-after-end = { $source } está dañada: { $where } viene después del final de la partida.
save-move-illegal = { $source } está dañada: { $where } ({ $action }) no está permitida: { $reason }
# por qué el registro de una partida guardada no se vuelve a jugar (tras "save-damaged"; un detalle son palabras del programa)
record-setup-unusable = su configuración no se puede usar: { $detail }
record-move-not-a-move = { $where } no se puede leer: no es un asiento con una jugada
record-move-no-such-seat = { $where } nombra un asiento que esta partida no tiene ({ $seat })
record-move-bad-note = { $where } tiene una nota que no se puede leer: { $detail }
record-move-note-not-text = { $where } tiene una nota que no es texto
record-move-unreadable = { $where } no se puede leer: { $detail }
record-move-illegal = { $where } ({ $action }) no está permitida: { $reason }
record-move-fails = { $where } ({ $action }) no se puede jugar: { $detail }
record-guided-step = el paso de su partida guiada no se puede leer

## Las repeticiones
replay-tip-first = El reparto (Inicio)
replay-tip-back = Un paso atrás (flecha izquierda)
replay-tip-play = La partida avanza sola (Espacio)
replay-tip-next = Un paso adelante (flecha derecha)
replay-tip-last = El final de la partida (Fin)

## Las pantallas de puntuación
score-final = Puntuación final
score-solo-tiers = Rangos en solitario
score-new-game = Nueva partida
score-new-game-tip = El mismo modo, un reparto nuevo (N)
score-replay-seed = Repetir semilla
score-main-menu-tip = Volver al menú principal (M)
score-tie-break-caption = DESEMPATE
score-click-for-detail = Haz clic para verlo en detalle.
score-winner = Gana
score-shares-win = Comparte la victoria
score-tie-break-tip = No son puntos: solo sirve para desempatar el total.

## Las estadísticas
stats-title = Estadísticas
stats-subtitle = Tus partidas hasta ahora, guardadas en esta computadora
stats-human = En esta computadora
stats-other-games = Otros juegos

## La pantalla de reglas sin juegos
rules-no-games-title = No hay juegos
rules-no-games = No hay juegos instalados.

## La copia de ejemplo de las capturas (un nombre que escribiría quien juega)
load-sample-copy = Domingo con la abuela
