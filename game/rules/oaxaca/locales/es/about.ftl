### Oaxaca: lo que el menú y las pantallas de partida nueva y de cargar dicen del juego antes de
### abrir su mesa: las palabras de su declaración (game/rules/oaxaca/__init__.py: el lema, los
### modos, las opciones, los niveles de la IA) y su línea de progreso

oaxaca-tagline = Tira, recolecta y elabora: llena tu Puesto del Mercado con las mejores artesanías de Oaxaca.
oaxaca-mode-solo = Satisfacción del Cliente
oaxaca-mode-solo-description = Tres rondas de artesanía; al final de cada ronda, cinco clientes le compran a tu Puesto del Mercado. Su reseña depende de lo que vendiste.
oaxaca-mode-multi = De 2 a 4 jugadores
oaxaca-mode-multi-description = Tres rondas. Gana el Puesto del Mercado más valioso.
oaxaca-bot-easy = Fácil
oaxaca-bot-hard = Difícil

## La línea de progreso de una partida en curso (summary(), guardada en su archivo)
oaxaca-progress-over = Partida terminada
oaxaca-progress-round = Ronda { $round } de { $rounds }
