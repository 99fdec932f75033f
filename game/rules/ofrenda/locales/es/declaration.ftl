### Ofrenda: lo que nombra su declaración (game/rules/ofrenda/__init__.py: el lema, los modos, las
### opciones, los niveles de la IA), leído antes que las demás palabras del juego

ofrenda-tagline = Acomoda en el altar los retratos, las velas y los cempasúchiles de tu familia.
ofrenda-mode-solo = En solitario contra Abuela
ofrenda-mode-solo-description = Doce turnos contra la estricta Abuela, que descarta del tablero familiar según la tirada de un dado.
ofrenda-mode-solo-seating = El orden de los turnos se sortea.
ofrenda-mode-multi = De 2 a 4 jugadores
ofrenda-mode-multi-description = Doce turnos cada quien alrededor de un tablero familiar. Toma retratos, ilumínalos en tu altar y supera a la familia. Cada lugar eres tú, alguien más en esta computadora o una IA.
ofrenda-mode-multi-seating = El orden de los turnos se sortea.
ofrenda-option-goals = Metas comunes
ofrenda-option-goals-description = Tres metas compartidas: quien cumpla primero una se lleva su mejor ficha.
ofrenda-bot-easy = IA · Fácil
ofrenda-bot-hard = IA · Difícil
