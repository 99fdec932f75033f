### Portents: lo que el menú y las pantallas de partida nueva y de cargar dicen del juego antes de
### abrir su mesa: las palabras de su declaración (game/rules/portents/__init__.py: el lema, los
### modos, las opciones, los niveles de la IA) y su línea de progreso

portents-tagline = Desliza los sacrificios del altar para formar Presagios y lee los Augurios antes que el Michi.
portents-mode-solo = Solitario contra el Michi
portents-mode-solo-description = Haz un Presagio cada turno y reúne tu objetivo de Augurios antes de que el Michi le dé dos vueltas al altar.
portents-mode-duel = Duelo
portents-mode-duel-description = Dos adivinos, las dos manos a la vista: gana una Fortuna de 4 o dos de 3.
portents-option-difficulty = Dificultad
portents-option-difficulty-description = Clarividente Cuchi, Médium Mediocre, Profeta Promedio, Evocador Experto u Oráculo Omnisciente: la colección que debes reunir.
portents-option-difficulty-cute = Clarividente Cuchi
portents-option-difficulty-middling = Médium Mediocre
portents-option-difficulty-standard = Profeta Promedio
portents-option-difficulty-expert = Evocador Experto
portents-option-difficulty-oracle = Oráculo Omnisciente
portents-option-chaotic-cat = Michi Caótico
portents-option-chaotic-cat-description = Cada loseta que mete el Michi sale de la bolsa.
portents-option-feed-the-cat = Dale de comer al Michi
portents-option-feed-the-cat-description = Termina cada turno cambiando una loseta de tu mano por una de la bolsa.
portents-option-felis-pyromanias = Felis Pyromanias
portents-option-felis-pyromanias-description = Menos de dos Ofrendas Quemadas tras tu turno: el Michi avanza un paso más.
portents-option-dont-disturb = No molestes al Michi
portents-option-dont-disturb-description = No puedes empujar desde un lado junto al que está el Michi.

## La línea de progreso de una partida en curso (summary(), guardada en su archivo)
portents-progress-best = ; mejor Fortuna { $n } ({ $attr })
portents-progress-target = ; objetivo: { $target }
portents-progress-over = Partida terminada
portents-progress-solo = Turno { $turn }, vuelta { $lap } del Michi
portents-progress-turn = Turno { $turn }
