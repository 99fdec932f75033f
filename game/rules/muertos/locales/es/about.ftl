### Día de los Muertos: lo que el menú y las pantallas de partida nueva y de cargar dicen del juego antes de
### abrir su mesa: las palabras de su declaración (game/rules/muertos/__init__.py: el lema, los
### modos, las opciones, los niveles de la IA) y su línea de progreso

muertos-tagline = Gana bazas para juntar Comida y espíritus de la noche, con tu pareja enfrente.
muertos-mode-table = 3 o 4 jugadores
muertos-mode-table-description = Tres noches de bazas. Cuatro jugadores: dos parejas sentadas frente a frente. Tres: cada jugador hace pareja una noche con una mano abierta, boca arriba.
muertos-mode-table-seating = Los lugares 1 y 3 son pareja contra el 2 y el 4.
muertos-mode-table-seating-3 = Cada noche, uno de ustedes hace pareja con la mano abierta de enfrente.

## La línea de progreso de una partida en curso (summary(), guardada en su archivo)
muertos-progress-over = Partida terminada
muertos-progress = Noche { $night } de { $nights } · baza { $trick } de { $tricks }
