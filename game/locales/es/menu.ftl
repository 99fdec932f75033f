### El menú principal, la pantalla de partida nueva y los mensajes de la aplicación (español).
### Los ids son del shell: ninguno empieza con el id de un juego.

## El menú principal
menu-subtitle = Día de los Muertos en tu mesa
menu-new-game = Partida nueva  ›
menu-load = Cargar partida
menu-load-tip = Tus partidas en curso, tus copias y las partidas terminadas.
menu-settings-tip = Ventana, tamaño del texto, colores, velocidades y sonido.
menu-how-to-play = Cómo se juega
menu-how-to-play-tip = Las reglas de cada juego, con ejemplos.
menu-stats = Estadísticas
menu-stats-tip = Partidas jugadas, victorias y mejores puntajes, por juego y modo.
menu-quit = Salir
menu-show-details = Ver los detalles
menu-show-details-tip = El error y dónde ocurrió, para reportarlo.
menu-failed-title = Un juego no se pudo cargar
menu-ok = Aceptar
menu-no-games = No hay juegos instalados.
menu-keys-continue = Enter  continuar   ·   Esc  salir
menu-keys = Esc  salir
menu-broken-title = No se pudo cargar un juego
menu-broken-tip = Las demás pantallas siguen funcionando. Reinstalar el juego suele arreglarlo; los detalles dicen qué archivo y qué línea fallaron.
menu-continue = Continuar

## Un paquete de juego que no se puede leer
registry-import-failed = El paquete de juego '{ $package }' no se pudo importar: { $error }
registry-not-game = { $package }.GAME no es un GameInfo
registry-same-id = dos paquetes de juego registran el id '{ $id }'
registry-not-rules = { $path } no es la entrada de reglas de un juego (game.contracts.GameRules): le falta { $missing }

## Niveles de IA cuando un juego no nombra los suyos
level-easy = IA · Fácil
level-hard = IA · Difícil

## La pantalla de partida nueva
new-game-subtitle = Una partida nueva
new-game-mode = Modo
new-game-players = Jugadores
new-game-seats = Lugares
new-game-options = Opciones
new-game-seed = Semilla (opcional)
new-game-start = Empezar
new-game-read-rules = Leer las reglas
new-game-random = al azar
new-game-seed-random = semilla: al azar
new-game-seed-blank = En blanco: un reparto al azar.
new-game-seed-same = La misma semilla reparte la misma partida.
new-game-seat-cycle-tip = Haz clic para la siguiente opción: tú, otra persona aquí o un nivel de IA.
new-game-hotseat-note = Por turnos en esta computadora: entre turnos la mesa se tapa hasta que el siguiente jugador diga que está listo, así nadie ve la mano de otro.
new-game-seating-by-lot = El orden de los turnos se sortea.
new-game-you = Tú
new-game-you-tip = Tú juegas este lugar: la mesa se muestra desde aquí.
new-game-hotseat = Persona
new-game-hotseat-tip = Otra persona en esta computadora: se pasan la pantalla entre ustedes, y cada mano queda oculta para los demás.
new-game-seed-digits = Una semilla es un número entero: solo dígitos del 0 al 9. Déjala en blanco para un reparto al azar.
new-game-one-here = Al menos un lugar se juega en esta computadora: elige Tú para uno de ellos.
new-game-on = Sí
new-game-off = No

## Los mensajes de la aplicación
table-not-available = La mesa de { $title } todavía no está disponible en esta versión.
settings-not-saved = No se pudo guardar la configuración: { $reason }
