### Portents: las palabras del juego (español)

## data/portents/altar.yaml
portents-colour-yellow = Amarillo
portents-colour-red = Rojo
portents-colour-blue = Azul
portents-colour-white = Blanco
portents-shape-skull = Calavera
portents-shape-claw = Garra
portents-shape-wishbone = Espoleta
portents-shape-wing = Ala
portents-tile-yellow-skull = Calavera Amarilla
portents-tile-yellow-claw = Garra Amarilla
portents-tile-yellow-wishbone = Espoleta Amarilla
portents-tile-yellow-wing = Ala Amarilla
portents-tile-red-skull = Calavera Roja
portents-tile-red-claw = Garra Roja
portents-tile-red-wishbone = Espoleta Roja
portents-tile-red-wing = Ala Roja
portents-tile-blue-skull = Calavera Azul
portents-tile-blue-claw = Garra Azul
portents-tile-blue-wishbone = Espoleta Azul
portents-tile-blue-wing = Ala Azul
portents-tile-white-skull = Calavera Blanca
portents-tile-white-claw = Garra Blanca
portents-tile-white-wishbone = Espoleta Blanca
portents-tile-white-wing = Ala Blanca
portents-difficulty-cute = Clarividente Cuchi
portents-difficulty-middling = Médium Mediocre
portents-difficulty-standard = Profeta Promedio
portents-difficulty-expert = Evocador Experto
portents-difficulty-oracle = Oráculo Omnisciente
portents-challenge-chaotic-cat = Michi Caótico
portents-challenge-chaotic-cat-text = Ninguna loseta espera sobre la ficha del Michi; cada loseta que mete el Michi se saca de la bolsa.
portents-challenge-feed-the-cat = Dale de comer al Michi
portents-challenge-feed-the-cat-text = Al final de cada uno de tus turnos, sacrifica una loseta de tu mano a la bolsa tras sacar su reemplazo.
portents-challenge-felis-pyromanias = Felis Pyromanias
portents-challenge-felis-pyromanias-text = Si terminas tu turno con menos de dos Ofrendas Quemadas, el Michi avanza un paso extra.
portents-challenge-dont-disturb = No molestes al Michi
portents-challenge-dont-disturb-text = No puedes empujar desde un lado que toque el Michi.

## data/portents/moves.yaml
portents-move-shift = Empujar { $lane } { $side }
portents-move-place = Poner { $tile } en { $square }
portents-move-pass = Pasar: no hay empuje posible
portents-move-burn = Encender { $tile }
portents-move-snuff = Apagar { $tile }
portents-move-sacrifice = Sacrificar { $tile } a la bolsa
portents-move-kitty = El turno del Michi

## nombres
portents-number = { $n ->
    [0] cero
    [1] uno
    [2] dos
    [3] tres
    [4] cuatro
    [5] cinco
    [6] seis
    [7] siete
    [8] ocho
    [9] nueve
    [10] diez
   *[other] { $n }
}
portents-nothing = nada
portents-stop = .
portents-then = , luego{" "}
portents-the-kitty = El Michi
portents-the-tile = la { $tile }
portents-the-omen = el Augurio de { $tile }
portents-square-top-left = la casilla de arriba a la izquierda
portents-square-top = la casilla de arriba
portents-square-top-right = la casilla de arriba a la derecha
portents-square-left = la casilla de la izquierda
portents-square-centre = la casilla del centro
portents-square-right = la casilla de la derecha
portents-square-bottom-left = la casilla de abajo a la izquierda
portents-square-bottom = la casilla de abajo
portents-square-bottom-right = la casilla de abajo a la derecha
portents-line-row-top = la fila de arriba
portents-line-row-middle = la fila del medio
portents-line-row-bottom = la fila de abajo
portents-line-column-left = la columna izquierda
portents-line-column-middle = la columna del medio
portents-line-column-right = la columna derecha
portents-line-diagonal-down = la diagonal desde arriba a la izquierda
portents-line-diagonal-up = la diagonal desde abajo a la izquierda
portents-corner-top-left = la esquina de arriba a la izquierda
portents-corner-top-right = la esquina de arriba a la derecha
portents-corner-bottom-left = la esquina de abajo a la izquierda
portents-corner-bottom-right = la esquina de abajo a la derecha
portents-slot-by-top = el espacio sobre { $line }
portents-slot-by-bottom = el espacio bajo { $line }
portents-slot-by-left = el espacio a la izquierda de { $line }
portents-slot-by-right = el espacio a la derecha de { $line }
portents-from-top = desde arriba
portents-from-bottom = desde abajo
portents-from-left = desde la izquierda
portents-from-right = desde la derecha
portents-by-top = junto al borde de arriba
portents-by-bottom = junto al borde de abajo
portents-by-left = junto al borde izquierdo
portents-by-right = junto al borde derecho
portents-of-top = de arriba
portents-of-bottom = de abajo
portents-of-left = de la izquierda
portents-of-right = de la derecha
portents-ending-fortune = una Fortuna de cuatro Augurios
portents-ending-fortunes = dos Fortunas de tres Augurios
portents-ending-burnt = cuatro Ofrendas Quemadas en el altar al final del turno
portents-ending-target = la colección objetivo
portents-ending-laps = la segunda vuelta del Michi alrededor del altar
portents-ending-kitty-fortune = la Fortuna de tres Augurios del Michi
portents-ending-kitty-fortunes = las dos Fortunas de dos Augurios del Michi
portents-ending-passes = que ambos jugadores pasaron seguidos
portents-ending-dry = cincuenta turnos seguidos sin recoger un Augurio
portents-target-omens = { $n } Augurios o más
portents-target = { $fours ->
    [0] { $threes_count } de 3, cada una de un color o una forma distintos
    [one] una Fortuna de 4 y { $threes_count } de 3, cada una de un color o una forma distintos
   *[other] { $fours_count } Fortunas de 4 y { $threes_count } de 3, cada una de un color o una forma distintos
}
portents-levels-tip = Lo que debes reunir antes de que el Michi le dé dos vueltas al altar (cada Fortuna de un color o una forma distintos):
portents-level = { $fours ->
    [one] { $level }: 1 Fortuna de 4, { $threes } de 3.
   *[other] { $level }: { $fours } Fortunas de 4, { $threes } de 3.
}
portents-level-omens = { $level }: { $n } Augurios o más.

## la bitácora
portents-log-deal = Nueve losetas se colocan en el altar y los dieciséis Augurios a su alrededor; se reparten las manos.
portents-log-solo = Solitario contra el Michi en { $level }: reúne { $target }.
portents-log-solo-challenges = Solitario contra el Michi en { $level }: reúne { $target }. Desafíos: { $challenges }.
portents-log-first = { $you ->
    [first] Juegas primero; { $other } enciende la primera Ofrenda Quemada.
    [second] { $name } juega primero; tú enciendes la primera Ofrenda Quemada.
   *[no] { $name } juega primero; { $other } enciende la primera Ofrenda Quemada.
}
portents-log-opening = { $you ->
    [yes] Enciendes { $tile } como la primera Ofrenda Quemada.
   *[no] { $name } enciende { $tile } como la primera Ofrenda Quemada.
}
portents-log-kitty-turn = El turno del Michi.
portents-log-turn = { $you ->
    [yes] Tu turno.
   *[no] Turno de { $name }.
}
portents-log-shift = { $you ->
    [yes] Empujas { $lane } { $side }: se cae { $tile }.
   *[no] { $name } empuja { $lane } { $side }: se cae { $tile }.
}
portents-log-place = { $you ->
    [yes] Pones { $tile } en { $square }.
   *[no] { $name } pone { $tile } en { $square }.
}
portents-log-palm = { $you ->
    [yes] Empalmas { $tiles }.
   *[no] { $name } empalma { $tiles }.
}
portents-log-pass = { $you ->
    [yes] No puedes empujar y pasas.
   *[no] { $name } no puede empujar y pasa.
}
portents-log-portent = { $you ->
    [yes] Haces un Presagio { $kind ->
        [shape] de { $attr }
       *[colour] { $attr }
    } en { $line }.
   *[no] { $name } hace un Presagio { $kind ->
        [shape] de { $attr }
       *[colour] { $attr }
    } en { $line }.
}
portents-log-collect = { $you ->
    [yes] Recoges { $omen } de { $slot }.
   *[no] { $name } recoge { $omen } de { $slot }.
}
portents-log-lit = { $tile } se enciende como Ofrenda Quemada.
portents-log-burn-kitty = { $you ->
    [yes] Enciendes { $tile } para el Presagio del Michi.
   *[no] { $name } enciende { $tile } para el Presagio del Michi.
}
portents-log-burn = { $you ->
    [yes] Enciendes { $tile } como Ofrenda Quemada.
   *[no] { $name } enciende { $tile } como Ofrenda Quemada.
}
portents-log-snuff = { $tile } se apaga: ya no bloquea ningún Presagio.
portents-log-stays-lit = { $tile } sigue encendida: voltearla de nuevo formaría un Presagio.
portents-log-sacrifice = { $you ->
    [yes] Le das al Michi { $tile } y sacas { $drawn }.
   *[no] { $name } le da al Michi { $tile } y saca { $drawn }.
}
portents-log-steal-nothing = Ningún Presagio nuevo el turno pasado, pero el espacio junto al Michi está vacío: no hay nada que robar.
portents-log-steal = Ningún Presagio nuevo el turno pasado: el Michi roba { $omen } del espacio junto al que está.
portents-log-kitty-blocked = { $lanes ->
    [one] Una Ofrenda Quemada en el borde del fondo detiene el carril que mira el Michi: nada se mueve.
   *[other] Una Ofrenda Quemada en el borde del fondo detiene todos los carriles que mira el Michi: nada se mueve.
}
portents-log-kitty-blocked-swap = { $lanes ->
    [one] Una Ofrenda Quemada en el borde del fondo detiene el carril que mira el Michi: nada se mueve, y cambia { $old } de su ficha por { $new } de la bolsa.
   *[other] Una Ofrenda Quemada en el borde del fondo detiene todos los carriles que mira el Michi: nada se mueve, y cambia { $old } de su ficha por { $new } de la bolsa.
}
portents-log-prowl = El Michi merodea en el sentido de las manecillas del reloj hasta { $slot }
portents-log-prowl-extra = Felis Pyromanias (menos de dos Ofrendas Quemadas): el Michi merodea un paso más, hasta { $slot }
portents-log-prowl-past = { $n ->
    [one] , tras pasar { $count } espacio vacío
   *[other] , tras pasar { $count } espacios vacíos
}
portents-comma = ,
portents-log-prowl-lap = { $laps ->
    [1] {" "}y completa su primera vuelta: se pone su sombrerito de mago
   *[other] {" "}y completa la vuelta { $laps }
}
portents-log-draw = La partida termina en empate: { $why }.
portents-log-kitty-wins = El Michi gana: { $why }.
portents-log-wins = { $you ->
    [yes] Ganas con { $why }.
   *[no] { $name } gana con { $why }.
}
portents-going-bag = { $tiles } de la bolsa
portents-going-token = { $tile } de su ficha
portents-going-token-bag = { $tile } de su ficha, luego { $tiles } de la bolsa
portents-kitty-push-wide = Desde su esquina, el Michi empuja a lo ancho { $side }, un paso en { $lanes }: { $going }; { $falling }.
portents-in-goes = { $n ->
    [one] entra { $going }
   *[other] entran { $going }
}
portents-off-falls = { $n ->
    [one] se cae { $off }
   *[other] se caen { $off }
}
portents-kitty-push-held = {" "}Una Ofrenda Quemada en el borde del fondo detiene { $lanes }.
portents-kitty-push-deep = { $n ->
    [one] {" "}(una Ofrenda Quemada lo detiene tras { $count } loseta)
   *[other] {" "}(una Ofrenda Quemada lo detiene tras { $count } losetas)
}
portents-kitty-push-long = El Michi empuja { $lane } { $side }, un empuje largo{ $deep }: { $going }; { $falling }.
portents-kitty-draw-chaotic = { $off ->
    [one] Michi Caótico: nada espera sobre su ficha, y la loseta que se cayó va a la bolsa.
   *[other] Michi Caótico: nada espera sobre su ficha, y las losetas que se cayeron van a la bolsa.
}
portents-kitty-draw = { $off ->
    [one] Saca { $tile } de la bolsa para su ficha, y la loseta que se cayó va a la bolsa.
   *[other] Saca { $tile } de la bolsa para su ficha, y las losetas que se cayeron van a la bolsa.
}
portents-kitty-turn-steal = El turno del Michi: no hiciste ningún Presagio nuevo, así que primero roba el Augurio junto a su espacio
portents-kitty-turn-no-steal = El turno del Michi: hiciste un Presagio nuevo, así que no roba nada
portents-kitty-turn-extra = ; menos de dos Ofrendas Quemadas, así que merodea un paso más (Felis Pyromanias)

## sugerencias y la hoja de puntuación
portents-plan-lane-times = { $n ->
    [1] { $lane }
    [2] { $lane } dos veces
    [3] { $lane } tres veces
   *[other] { $lane } { $n } veces
}
portents-plan-push = Empujar { $side }: { $lanes }
portents-plan-place = Poner { $tile } en { $square }
portents-plan-fill = Rellenar los huecos con { $tiles }
portents-plan-light = Encender { $tiles }
portents-plan-snuff = Apagar { $tiles }
portents-omens-count = { $n ->
    [one] { $count } Augurio
   *[other] { $count } Augurios
}
portents-row-omens = Augurios recogidos
portents-row-largest = Fortuna más grande
portents-row-fours = Fortunas de 4 o más
portents-row-threes = Fortunas de 3 o más
portents-row-win = Victoria
portents-row-total = Total
portents-note-burnt = La regla de las cuatro ofrendas terminó la partida: había cuatro Ofrendas Quemadas en el altar al final de un turno.
portents-headline-goes-on = La lectura continúa
portents-headline-beat = ¡Le ganaste al Michi en { $level }!
portents-headline-kitty-wins = El Michi gana
portents-verdict-target = Objetivo en { $level }: { $target }.
portents-verdict-ended = {" "}La partida terminó por { $why }.
portents-note-challenges = { $beaten ->
    [yes] Desafíos superados: { $challenges }.
   *[no] Desafíos: { $challenges }.
}
portents-note-kitty = { $n ->
    [one] El Michi recogió { $count } Augurio en { $laps ->
        [one] { $laps } vuelta.
       *[other] { $laps } vueltas.
    }
   *[other] El Michi recogió { $count } Augurios en { $laps ->
        [one] { $laps } vuelta.
       *[other] { $laps } vueltas.
    }
}
portents-headline-draw = Empate
portents-headline-duel-goes-on = El duelo continúa
portents-verdict-ended-duel = La partida terminó por { $why }.
portents-verdict-duel = Gana una Fortuna de 4 o dos Fortunas de 3; también cuatro Ofrendas Quemadas al final de tu turno.

## la mesa
portents-omen-figures = { $n ->
    [one] { $n } Augurio
   *[other] { $n } Augurios
}
portents-offerings-figures = { $n ->
    [one] { $n } Ofrenda Quemada
   *[other] { $n } Ofrendas Quemadas
}
portents-seat-omens-title = { $name } · { $n ->
    [one] { $n } Augurio
   *[other] { $n } Augurios
}
portents-your-omens-title = Tus Augurios · { $n }
portents-your-hand = Tu mano
portents-hand-of = Mano de { $name }
portents-pushed-to = empujadas → mano de { $name }
portents-pushed-tile-yours = Empujada fuera este turno: se une a tu mano cuando se rellenen los huecos.
portents-pushed-tile-of = Empujada fuera este turno: se une a la mano de { $name } cuando se rellenen los huecos.
portents-pill-turn = Turno { $n }
portents-pill-lap = Vuelta del Michi: { $lap } de { $laps }
portents-pill-duel-turn = Duelo · turno { $n }
portents-your-turn-pill = Tu turno
portents-turn-of = Turno de { $name }
portents-pill-offerings = { $n ->
    [one] { $n } Ofrenda Quemada de 4
   *[other] { $n } Ofrendas Quemadas de 4
}
portents-stall-count = Turnos sin Augurio: { $n } de { $of }
portents-stall-title = Ningún Augurio recogido últimamente
portents-stall-line = { $left ->
    [one] Llevan { $n } turnos seguidos sin recoger un Augurio. Tras { $of }, el duelo termina en empate: queda { $count } turno para leer un Augurio.
   *[other] Llevan { $n } turnos seguidos sin recoger un Augurio. Tras { $of }, el duelo termina en empate: quedan { $count } turnos para leer un Augurio.
}
portents-seed = Semilla { $seed }
portents-item-omens = Augurios: { $n } de { $of }
portents-item-fours = Fortunas de 4: { $n } de { $of }
portents-item-threes-up = Fortunas de 3+: { $n } de { $of }
portents-item-largest = Fortuna más grande: { $n } de { $of }
portents-item-threes = Fortunas de 3: { $n } de { $of }
portents-item-twos = Fortunas de 2: { $n } de { $of }
portents-attr-count = { $attr } { $n }
portents-fortunes-panel = Fortunas: { $fortunes }
portents-fortunes-line = Fortunas: { $fortunes }.
portents-kitty-lap = { $hat ->
    [yes] Vuelta { $lap } de { $laps } · con sombrero
   *[no] Vuelta { $lap } de { $laps }
}
portents-kitty-steals-next = Roba el próximo turno
portents-challenges-line = { $beaten ->
    [yes] Superados: { $challenges }
   *[no] Desafíos: { $challenges }
}
portents-lap-complete = { $lap ->
    [1] Vuelta { $lap } completa: ¡el sombrero!
   *[other] Vuelta { $lap } completa
}
portents-portent-tag = { $kind ->
    [shape] Presagio de { $attr } · { $line }
   *[colour] Presagio { $attr } · { $line }
}
portents-place-hint = Pon aquí la { $tile }
portents-reading-the-altar = { $name } está leyendo el altar…
portents-click-a-gap-for = Ahora haz clic en un hueco para la { $tile }.
portents-fill-the-gaps = Rellena los huecos: arrastra una loseta de tu mano a cada uno (quedan { $n }).
portents-push-again = Empuja otra vez { $side }, o arrastra losetas de tu mano a los huecos.
portents-burn-prompt = { $kitty ->
    [yes] { $n ->
        [one] El Presagio del Michi: haz clic en una loseta brillante para encenderla como Ofrenda Quemada (una por Presagio).
       *[other] Los Presagios del Michi: haz clic en una loseta brillante para encenderla como Ofrenda Quemada (una por Presagio).
    }
   *[no] { $n ->
        [one] Un Presagio nuevo: haz clic en una loseta brillante para encenderla como Ofrenda Quemada (una por Presagio).
       *[other] { $n } Presagios nuevos: haz clic en una loseta brillante para encenderla como Ofrenda Quemada (una por Presagio).
    }
}
portents-arrow-title = { $lane }, empujada { $side }
portents-arrow-falls = { $tile } se cae y se une a tu mano; se abre un hueco { $side }.
portents-arrow-shift = Desplazamiento { $n } de { $of } como máximo, todos desde un mismo lado.
portents-hand-tile = En tu mano.
portents-hand-tile-push = En tu mano. Arrástrala a un hueco del altar (o haz clic en ella y luego en un hueco).
portents-rival-tile = En la mano de { $name } (las dos manos están a la vista).
portents-square-line = { $square }.
portents-a-burnt-offering = Una Ofrenda Quemada
portents-burnt-square = { $offering }: no puede formar parte de un nuevo Presagio; puede deslizarse hasta el borde del altar, pero nunca caerse.
portents-click-to-light = Haz clic para encenderla.
portents-click-to-snuff = Haz clic para apagarla ya.
portents-slot-empty = En un extremo de { $line }.
portents-slot-collects = En un extremo de { $line }: un Presagio { $colour } o de { $shape } a lo largo de ella lo recoge.
portents-slot-kitty = El Michi está junto a él.
portents-slot-kitty-steals = El Michi está junto a él y lo roba si no haces ningún Presagio este turno.
portents-kitty-next-wide = un empuje a lo ancho, un paso en cada carril { $side }
portents-kitty-next-long = un empuje largo de hasta tres losetas { $side }
portents-kitty-tip-lap = { $hat ->
    [yes] Vuelta { $lap } de { $laps }: lleva puesto su sombrero.
   *[no] Vuelta { $lap } de { $laps }; gana cuando termina su segunda vuelta.
}
portents-kitty-tip-next = Luego hará { $how }: primero entra la loseta de su ficha y luego losetas de la bolsa.
portents-kitty-tip-token = Sobre su ficha: { $tile }.
portents-kitty-tip-wins = Con una Fortuna de tres Augurios, o dos Fortunas de dos, el Michi gana.
portents-kitty-tip-dont-disturb = No molestes al Michi: no puedes empujar desde un lado junto al que está.
portents-bag-title = { $n ->
    [one] La bolsa: { $n } loseta
   *[other] La bolsa: { $n } losetas
}
portents-bag-line = Dentro: { $tiles }.
portents-your-omens = Tus Augurios
portents-omens-of = Augurios de { $name }
portents-target-line = Objetivo: { $target }.
portents-winning-fortunes = { $kitty ->
    [yes] Fortunas del Michi: { $fortunes }
   *[no] Fortunas ganadoras: { $fortunes }
}
portents-offerings-caption-rule = { $n ->
    [one] { $n } Ofrenda Quemada · la regla de las cuatro ofrendas
   *[other] { $n } Ofrendas Quemadas · la regla de las cuatro ofrendas
}
portents-fortune-count = { $attr }: { $n }
portents-prompt-opening = Enciende cualquier loseta del altar como la primera Ofrenda Quemada: haz clic en ella.
portents-prompt-snuff = Apaga las ofrendas viejas en el orden que quieras: haz clic primero en la que vas a voltear de nuevo.
portents-prompt-sacrifice = Dale de comer al Michi: haz clic en una loseta de tu mano para sacrificarla a la bolsa.

## las razones de la IA (las partidas guardadas las conservan como mensajes)
portents-reason-no-push = no hay empuje posible
portents-reason-only = la única jugada
portents-reason-fourth-offering = enciende la cuarta Ofrenda Quemada, con lo que gana el duelo
portents-reason-target = completa la colección objetivo
portents-reason-winning-fortune = completa una Fortuna ganadora
portents-reason-reads-of = lee { $omens }: ya van { $count } de { $of }
portents-reason-reads = { $kind ->
    [shape] { $n ->
        [one] lee { $omens }: ya tiene { $count } Augurio de { $attr }
       *[other] lee { $omens }: ya tiene { $count } Augurios de { $attr }
    }
   *[colour] { $n ->
        [one] lee { $omens }: ya tiene { $count } Augurio { $attr }
       *[other] lee { $omens }: ya tiene { $count } Augurios de color { $attr }
    }
}
portents-reason-no-steal = un Presagio evita que el Michi robe
portents-reason-will-steal = ningún empuje forma un Presagio: el Michi robará
portents-reason-lines-up-burn = alinea Presagios que podrían encender la cuarta ofrenda en el próximo empuje
portents-reason-lines-up-read = prepara un Augurio para el próximo empuje
portents-reason-least-to-read = le deja al rival lo mínimo para leer
portents-reason-kitty-burn = esa ofrenda deja el altar en la mejor forma para el próximo empuje
portents-reason-kitty-snuff = apagar en este orden deja encendidas las menos ofrendas
portents-reason-kitty-best = el mejor final para el turno del Michi
portents-reason-least-next-push = { $tile } es la que menos aporta al próximo empuje
portents-reason-blocks-most = bloquea lo más que podría recoger el primer empuje
portents-reason-push-from = un empuje { $side } salió mejor en sus partidas de prueba
portents-reason-one-more-shift = un desplazamiento más alinea mejor las losetas
portents-reason-completes-reads = { $tile } completa ahí un Presagio que lee un Augurio
portents-reason-completes = { $tile } completa ahí un Presagio
portents-reason-fits = { $tile } es la que mejor encaja en ese hueco
portents-reason-fewest-blocked = esa ofrenda bloquea la menor cantidad de Presagios futuros
portents-reason-snuff-first = apagar esa primero mantiene abierto el altar
portents-reason-least-useful = esa loseta es la menos útil en la mano

## las etiquetas de la mesa (scenes/portents)
portents-you = Tú
portents-pass = Pasar
portents-pass-tip = Pasar: no hay empuje posible; la Adivinación sí ocurre.
portents-prompt-over = La lectura terminó…
portents-prompt-kitty-prowls = El Michi merodea alrededor del altar…
portents-prompt-pass = No hay empuje posible este turno: pasa (la Adivinación sí ocurre).
portents-prompt-push = Empuja: pon el puntero sobre la flecha de un carril para ver el deslizamiento; haz clic para empujar (de 1 a 3 desplazamientos, un solo lado).
portents-prompt-fill = Rellena los huecos: arrastra losetas de tu mano hasta ellos.
portents-skip-hint = clic o Espacio para saltar
portents-pushed-off = empujadas
portents-to-win-the-duel = Para ganar el duelo
portents-on-its-token = en su ficha
portents-its-omens = Sus Augurios
portents-open-hand = mano abierta
portents-falls-off = se cae
portents-ended-by-offerings = Terminó por cuatro Ofrendas Quemadas
portents-altar-and-omens = El altar y los Augurios
portents-no-fortune-yet = aún sin Fortuna
portents-push-first = Primero empuja: haz clic en la flecha de un carril y se abrirán huecos donde se deslicen las losetas.
portents-none-yet = aún ninguno
portents-join-your-hand = a tu mano
portents-to-your-hand = → tu mano
portents-snuffed = apagada
portents-stays-lit = sigue encendida
portents-blocks-the-push = bloquea el empuje
portents-click-to-sacrifice = Haz clic para sacrificarla a la bolsa.
portents-burnt-tile-line = Una Ofrenda Quemada: no forma parte de ningún Presagio nuevo, y puede deslizarse hasta el borde, pero nunca caerse.
portents-gap-line = Un hueco: suelta aquí una loseta de tu mano.
portents-empty-slot = Un espacio de Augurio vacío
portents-row-colour-column-shape = Una fila es un color y una columna una forma: cada Augurio cuenta para ambos.
portents-duel-win-tip = Una Fortuna de cuatro Augurios, o dos Fortunas de tres, gana el duelo.

## rechazos (por qué una jugada no es legal)
portents-refusal-kitty-turn = Es el turno del Michi.
portents-refusal-only-kitty = Solo el Michi juega el turno del Michi.
portents-refusal-must-push = Hay un empuje posible, así que debes empujar: pasa solo cuando no haya ninguno.
portents-refusal-no-push = No hay empuje posible este turno: pasa.
portents-refusal-push-then-fill = Empuja carriles desde un lado y luego rellena los huecos con tu mano.
portents-refusal-light-first = Enciende una loseta del altar como la primera Ofrenda Quemada.
portents-refusal-on-the-altar = Enciende una loseta que esté en el altar.
portents-refusal-light-each = Primero enciende una Ofrenda Quemada por cada Presagio nuevo.
portents-refusal-already-lit = Esa loseta ya está encendida para un Presagio nuevo.
portents-refusal-portent-line = Solo una loseta de la línea de un Presagio nuevo puede ser su Ofrenda Quemada.
portents-refusal-own-offering = Así algún Presagio nuevo se quedaría sin su propia Ofrenda Quemada: enciende otra loseta.
portents-refusal-snuff-first = Primero apaga las Ofrendas Quemadas viejas que ya no bloquean ningún Presagio.
portents-refusal-not-offering = Esa loseta no es una Ofrenda Quemada.
portents-refusal-lit-before = Solo se apagan las ofrendas encendidas antes de este turno.
portents-refusal-feed = Dale de comer al Michi: elige una loseta de tu mano para sacrificarla.
portents-refusal-sacrifice-hand = Sacrifica una loseta de tu mano.
portents-refusal-not-a-move = Esa no es una jugada de este juego.
portents-refusal-name-side = Nombra un lado del altar: top, right, bottom o left.
portents-refusal-three-lanes = Cada lado tiene tres carriles: 0, 1 y 2.
portents-refusal-begun-filling = Ya empezaste a rellenar los huecos: el empuje terminó.
portents-refusal-dont-disturb = No molestes al Michi: no puedes empujar desde un lado junto al que está el Michi.
portents-refusal-lane-empty = A ese carril no le queda ninguna loseta que empujar fuera.
portents-refusal-push-bad-hand = Termine como termine, ese empuje te dejaría en la mano tres losetas que comparten color o forma: ninguna mano puede terminar así el Juego de Manos.
portents-refusal-no-such-tile = No existe esa loseta.
portents-refusal-push-first = Primero empuja: los huecos se abren donde se deslizan las losetas.
portents-refusal-squares-numbered = Las casillas del altar van del 0 al 8.
portents-refusal-into-a-gap = Pon una loseta en un hueco que abrió el empuje.
portents-refusal-keep-bad-hand = Quedarte con las demás te dejaría en la mano tres losetas que comparten color o forma: pon primero otra loseta.
portents-refusal-stays-lit = Voltear de nuevo la { $tile } formaría un Presagio: sigue encendida.
portents-refusal-one-side = El empuje de este turno viene { $side }: todos los desplazamientos de un turno se hacen desde un mismo lado.
portents-refusal-most-shifts = { $n } desplazamientos es lo máximo que permite un turno: rellena ya los huecos.
portents-refusal-burnt-edge = La { $tile } es una Ofrenda Quemada: puede llegar al borde del altar, pero nunca caerse de él.
portents-refusal-not-in-hand = La { $tile } no está en tu mano.

## La línea de progreso de una partida guardada (la pantalla Cargar, Continuar)
