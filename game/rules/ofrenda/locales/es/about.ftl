### Ofrenda: lo que el menú y las pantallas de partida nueva y de cargar dicen del juego antes de
### abrir su mesa: las palabras de su declaración (game/rules/ofrenda/__init__.py: el lema, los
### modos, las opciones, los niveles de la IA) y su línea de progreso

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

## La línea de progreso de una partida en curso (summary(), guardada en su archivo)
ofrenda-progress-have = Tienes { $have } de { $n }.
ofrenda-progress-colours = Tienes { $have } de 5 colores.
ofrenda-progress-offerings = Tienes { $have } de 5 elementos.
ofrenda-progress-marigolds = Cempasúchiles colocados hasta ahora: { $have }.
ofrenda-progress-group = Tu grupo más grande de un color: { $have }.
ofrenda-progress-lit = Retratos iluminados hasta ahora: { $have }.
ofrenda-progress-filled = Casillas ocupadas hasta ahora: { $have } de 12.
ofrenda-progress-over = Terminada
ofrenda-progress-round = Ronda { $round } de { $rounds }
ofrenda-progress-turn = Ronda { $round } de { $rounds } · juega { $name }
