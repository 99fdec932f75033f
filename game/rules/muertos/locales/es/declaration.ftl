### Día de los Muertos: lo que nombra su declaración (game/rules/muertos/__init__.py: el lema, los modos, las
### opciones, los niveles de la IA), leído antes que las demás palabras del juego

muertos-tagline = Gana bazas para juntar Comida y espíritus de la noche, con tu pareja enfrente.
muertos-mode-table = 3 o 4 jugadores
muertos-mode-table-description = Tres noches de bazas. Cuatro jugadores: dos parejas sentadas frente a frente. Tres: cada jugador hace pareja una noche con una mano abierta, boca arriba.
muertos-mode-table-seating = Los lugares 1 y 3 son pareja contra el 2 y el 4.
muertos-mode-table-seating-3 = Cada noche, uno de ustedes hace pareja con la mano abierta de enfrente.
