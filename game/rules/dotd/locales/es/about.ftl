### Die of the Dead: lo que el menú y las pantallas de partida nueva y de cargar dicen del juego antes de
### abrir su mesa: las palabras de su declaración (game/rules/dotd/__init__.py: el lema, los
### modos, las opciones, los niveles de la IA) y su línea de progreso

dotd-tagline = Escoge dados de los ataúdes para arreglar tu ofrenda y sube los escalones de cempasúchil.
dotd-mode-solo = En solitario
dotd-mode-solo-description = Un rompecabezas contra la Ciudad de los Muertos: cuando se acaban sus dados, termina la partida. Sube 12 escalones para una buena ofrenda, 18 para una perfecta.
dotd-mode-multi = De 2 a 5 jugadores
dotd-mode-multi-description = Tomen turnos para abrir los ataúdes; gana quien haya subido más escalones cuando se complete una ofrenda (con cinco jugadores, tres secciones terminan la partida).
dotd-bot-easy = Fácil
dotd-bot-hard = Difícil

## La línea de progreso de una partida en curso (summary(), guardada en su archivo)
dotd-progress-over = Partida terminada
dotd-progress-setup = Preparación
dotd-progress-round = Ronda { $round }
dotd-progress-round-city = Ronda { $round } · Ciudad: { $n ->
        [one] queda { $n } dado
       *[other] quedan { $n } dados
    }

## El subtítulo de la portada (rotulado sobre la imagen: game/rules/dotd/lettering.py)
dotd-cover-subtitle = Variante Ofrenda
