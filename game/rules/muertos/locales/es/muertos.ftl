### Día de los Muertos: todo lo que dice el juego (español)

## Nombres: las cartas (data/muertos/cards.yaml, por id), sus tipos, los colores, las noches
muertos-card-choose = Elige
muertos-card-spoiled = Podrido
muertos-card-ask = Pregunta
muertos-card-swap = Trueque
muertos-card-no10-black = 3 negro
muertos-card-start = Salida
muertos-card-ten-1 = 10 negro
muertos-card-ten-2 = 10 negro
muertos-card-ten-3 = 10 negro
muertos-card-no10-pink = 3 rosa
muertos-card-five-pink = 5 rosa
muertos-card-seven-pink = 7 rosa
muertos-card-eight-pink = 8 rosa
muertos-card-no10-green = 3 verde
muertos-card-five-green = 5 verde
muertos-card-seven-green = 7 verde
muertos-card-eight-green = 8 verde
muertos-card-no10-blue = 3 azul
muertos-card-five-blue = 5 azul
muertos-card-seven-blue = 7 azul
muertos-card-eight-blue = 8 azul
muertos-card-food-1 = Pan de muerto
muertos-card-food-2 = Tamales
muertos-card-food-3 = Mole
muertos-card-food-4 = Calabaza en tacha
muertos-card-food-5 = Atole
muertos-card-food-6 = Calaverita de azúcar
muertos-card-food-7 = Chocolate caliente
muertos-card-food-8 = Pozole
muertos-card-food-9 = Canasta de fruta
muertos-card-animal-1 = Xolo, el perro
muertos-card-animal-2 = El gato
muertos-card-animal-3 = La mariposa monarca
muertos-card-animal-4 = El colibrí
muertos-card-child-1 = Anita
muertos-card-child-2 = Betito
muertos-card-child-3 = Chelita
muertos-card-child-4 = Danielito
muertos-card-adult-1 = Don Emilio
muertos-card-adult-2 = Doña Flor
muertos-card-adult-3 = Don Gabino
muertos-card-adult-4 = Doña Hilda
muertos-card-scoring = { $name } ({ $what } { $rank })
muertos-card-ranked = { $name } { $rank }
muertos-card-the-start = la Salida { $rank }
muertos-cards = { $cards }
muertos-kind-food = Comida
muertos-group-animal = Animal
muertos-group-child = Niño
muertos-group-adult = Adulto
muertos-colour-black = negro
muertos-colour-pink = rosa
muertos-colour-green = verde
muertos-colour-blue = azul
muertos-colour-name-black = Negro
muertos-colour-name-pink = Rosa
muertos-colour-name-green = Verde
muertos-colour-name-blue = Azul
muertos-night-animal = Noche de los animales
muertos-night-child = Noche de los niños
muertos-night-adult = Noche de los adultos

## Quién: tú, la mano abierta, otro jugador
muertos-you = Tú
muertos-you-object = tú
muertos-the-dummy = la mano abierta
muertos-the-game = El juego
muertos-and = y
muertos-for-the-dummy = { $name }, por la mano abierta,
muertos-object = { $who ->
    [you] ti
    [dummy] la mano abierta
   *[other] { $name }
}
muertos-themselves = { $you ->
    [yes] ti
   *[no] sí
}

## Las preguntas de Pregunta y sus respuestas
muertos-question-highest = ¿cuál es tu carta más alta?
muertos-question-rank = ¿cuántos { $rank } tienes?
muertos-question-colour = ¿cuántas cartas { $colour ->
    [black] negras
    [pink] rosas
    [green] verdes
   *[blue] azules
} tienes?
muertos-question-most = ¿de qué color tienes más cartas?
muertos-question-hold = ¿tienes un { $rank } { $colour ->
    [black] negro
    [pink] rosa
    [green] verde
   *[blue] azul
}?
muertos-answer-none = no le quedan cartas
muertos-answer-yes = sí
muertos-answer-no = no

## El registro
muertos-log-night = { $night }: siete cartas cada quien.
muertos-log-night-dummy = { $you ->
    [yes] Tú juegas
   *[no] { $name } juega
} con la mano abierta esta noche.
muertos-log-night-lead = { $name } { $you ->
    [yes] sales
   *[no] sale
} con la carta de Salida.
muertos-log-deal = Tu mano: { $cards }.
muertos-log-deal-dummy = La mano abierta, boca arriba: { $cards }.
muertos-log-play = { $name } { $you ->
    [yes] juegas
   *[no] juega
} { $card }.
muertos-log-play-naming = { $name } { $you ->
    [yes] juegas
   *[no] juega
} { $card } y dice { $colour }.
muertos-log-set-aside = { $name } { $you ->
    [yes] apartas
   *[no] aparta
} { $card }: no se podía jugar ninguna carta de la mano.
muertos-log-ask = { $name } { $you ->
    [yes] preguntas
   *[no] pregunta
} a { $asked }: { $question }
muertos-log-ask-tie = Varios colores empatan: la respuesta la elige el jugador preguntado.
muertos-log-ask-answer = Respuesta: { $answer }.
muertos-log-answer = { $name } { $you ->
    [yes] respondes
   *[no] responde
} { $colour }.
muertos-log-swap-give = { $name } { $you ->
    [yes] pasas
   *[no] pasa
} { $card } al otro lado, a { $other }.
muertos-log-swap-return = { $name } { $you ->
    [yes] devuelves
   *[no] devuelve
} { $card } a { $other }.
muertos-log-gift-take = { $name } { $you ->
    [yes] tomas
   *[no] toma
} { $card } de { $other }.
muertos-log-gift-give = { $name } { $you ->
    [yes] das
   *[no] da
} { $card } a { $other }.
muertos-a-card = una carta
muertos-a-card-at-random = una carta al azar
muertos-log-cancel = { $who ->
    [you] Tu 3
    [dummy] El 3 de la mano abierta
   *[other] El 3 de { $name }
} anula { $whom ->
    [you] tu 10
    [dummy] el 10 de la mano abierta
   *[other] el 10 de { $other }
}.
muertos-log-trick = { $name } { $you ->
    [yes] ganas
   *[no] gana
} la baza.
muertos-log-trick-won = { $name } { $you ->
    [yes] ganas la baza y capturas
   *[no] gana la baza y captura
} { $cards }.
muertos-log-gifts = Se intercambian regalos.
muertos-log-gifts-spoiled = Estaba el Podrido: se intercambian regalos.
muertos-log-side-count = { $first } y { $second }: { $food ->
    [one] 1 Comida
   *[other] { $food } Comidas
}, { $muertos ->
    [one] 1 Muerto
   *[other] { $muertos } Muertos
}
muertos-log-sides = { $first }; { $second }
muertos-log-night-over = Terminó la { $night }. { $sides }.
muertos-log-game-over = Terminó la tercera noche: { $winners } { $many ->
    [yes] ganan
   *[no] gana
}.

## Las jugadas en palabras (data/muertos/moves.yaml, por jugada; jugar y preguntar)
muertos-move-set-aside = Aparta { $card }.
muertos-move-swap-give = Pasa { $card } a tu compañero.
muertos-move-swap-return = Devuelve { $card }.
muertos-move-gift-take = Toma { $card } de la mano abierta.
muertos-move-gift-give = Da { $card }.
muertos-move-answer = Responde { $colour }.
muertos-move-cancel-ten = Anula el 10 jugado desde el lugar { $place }.
muertos-do-play = Juega { $card }.
muertos-do-play-naming = Juega { $card } y di { $colour }.
muertos-do-ask-yourself = Pregúntate a ti: { $question }
muertos-do-ask = Pregunta al jugador del lugar { $place }: { $question }

## La hoja de puntuación
muertos-sheet-food = Comida capturada
muertos-sheet-muertos = Muertos capturados
muertos-sheet-pairs = Pares
muertos-sheet-food-muertos = Comida / Muertos
muertos-sheet-kingmaker = { $name }: sin forma de ganar antes de la última noche, con el mismo resultado que { $you ->
    [yes] tú
   *[no] { $mate }
}.
muertos-headline-partners = ¡{ $first } y { $second } ganan!
muertos-headline-shared = { $you ->
    [yes] ¡Ganas tú
   *[no] ¡Gana { $name }
}, y { $n ->
    [one] también { $others }
   *[other] también { $others }
}!
muertos-headline-one = ¡{ $name } { $you ->
    [yes] ganas
   *[no] gana
}!
muertos-headline-many = Victoria compartida para { $names }
muertos-headline-nobody = Nadie gana
muertos-sheet-tied-food = Empate en pares: lo rompe la mayor cantidad de Comida.
muertos-sheet-tied-muertos = Empate en pares y Comida: lo rompe la mayor cantidad de Muertos.
muertos-sheet-tied-shared = Empate en pares, Comida y Muertos: la victoria se comparte.
muertos-verdict-tiebreak-food = { $pairs ->
    [one] 1 par
   *[other] { $pairs } pares
} cada quien en la cima tras tres noches: el empate se lo lleva quien tiene más Comida, { $won } a { $lost }.
muertos-verdict-tiebreak-muertos = { $pairs ->
    [one] 1 par
   *[other] { $pairs } pares
} cada quien en la cima tras tres noches: con la misma Comida, el empate se lo lleva quien tiene más Muertos, { $won } a { $lost }.
muertos-verdict-shared = { $pairs ->
    [one] 1 par
   *[other] { $pairs } pares
} cada quien tras tres noches, y la misma Comida y Muertos: la victoria se comparte.
muertos-verdict-level = { $pairs ->
    [one] 1 par
   *[other] { $pairs } pares
} cada quien tras tres noches.
muertos-verdict = { $pairs ->
    [one] 1 par
   *[other] { $pairs } pares
} contra { $rest } tras tres noches. Los empates los gana quien tiene más Comida, y luego más Muertos.

## Las razones de los bots para sus jugadas (tras el nombre del bot en el registro)
muertos-why-searched = salió mejor en { $n } partidas simuladas
muertos-why-looked-best = parecía la mejor
muertos-why-set-aside-lowest = no podía jugar ninguna carta: aparta su carta más baja, { $card }
muertos-why-set-aside = no podía jugar ninguna carta: aparta { $card }
muertos-why-swap-highest = pasa su carta más alta, { $card }, a su compañero
muertos-why-swap = pasa { $card } a su compañero: { $searched }
muertos-why-take-scoring = toma { $card } de la mano abierta: una carta de puntuación
muertos-why-take-highest = toma la carta más alta de la mano abierta, { $card }
muertos-why-take = toma { $card } de la mano abierta: { $searched }
muertos-why-cancel-winning = anula el 10 que iba ganando la baza
muertos-why-cancel = anula un 10 rival que no iba ganando: { $searched }
muertos-why-ask = pregunta a { $whom ->
    [self] sí mismo
    [partner] su compañero
   *[opponent] un rival
}: { $question }
muertos-why-answer = dice { $colour }, uno de los colores que más tiene
muertos-why-give = da { $card } a { $to ->
    [winner] quien ganó la baza
   *[partner] su compañero
}: { $searched }
muertos-why-give-lowest = da su carta más baja, { $card }, a { $to ->
    [winner] quien ganó la baza
   *[partner] su compañero
}
muertos-why-give-keeping = da { $card } a { $to ->
    [winner] quien ganó la baza
   *[partner] su compañero
} y se queda con su Comida y sus Muertos
muertos-why-lead-muertos = sale con { $card }: { $n ->
    [0] ninguna carta que queda puede ganarle
    [1] solo 1 carta que queda puede ganarle
   *[other] { $n } cartas que quedan podrían ganarle
}
muertos-why-lead-lowest = sale con su carta más baja, { $card }, y guarda las fuertes para después
muertos-why-lead-lowest-colour = sale con su carta { $colour ->
    [black] negra
    [pink] rosa
    [green] verde
   *[blue] azul
} más baja, { $card }
muertos-why-lead-highest = sale con su carta más alta, { $card }
muertos-why-lead = sale con { $card }: { $searched }
muertos-why-over-partner = juega { $card } sobre el { $rank } de su compañero: { $searched }
muertos-why-add-to-partner = añade { $card } a la baza que va ganando su compañero
muertos-why-under-partner = juega { $card } bajo el { $rank } de su compañero, que va ganando la baza
muertos-why-play-three = juega { $card } para anular el 10 rival al final de la baza
muertos-why-take-lead-capture = se pone al frente de la baza con { $card } para capturar { $cards }{ $pairs ->
    [0] {""}
    [1] : un par nuevo esta noche
   *[other] : { $pairs } pares nuevos esta noche
}
muertos-why-take-lead = se pone al frente de la baza con { $card }
muertos-why-only-scoring = solo tiene cartas de puntuación: { $card } va a la baza que ganan los rivales
muertos-why-let-scoring-go = deja ir { $card } a la baza que ganan los rivales: { $searched }
muertos-why-match = iguala el { $rank } más alto, pero la carta jugada primero se queda con la baza
muertos-why-cannot-lowest = no puede ganar la baza: juega su carta más baja, { $card }
muertos-why-cannot = no puede ganar la baza: juega { $card }
muertos-why-let-go-lowest = deja ir la baza con su carta más baja, { $card }, y guarda las más fuertes
muertos-why-let-go = deja ir la baza con { $card }: { $searched }

## La mesa: lo que hace cada carta (ayudas)
muertos-help-choose = Di un color al jugarla; no el color de los Muertos de esta noche.
muertos-help-spoiled = Ninguna Comida puede seguirla en esta baza; quien la gane intercambia regalos.
muertos-help-ask = Hazle a cualquiera una pregunta; te responde con la verdad.
muertos-help-swap = Pasa una carta a tu compañero, que te devuelve una.
muertos-help-no10 = Al final de la baza anula un 10 rival.
muertos-help-start = Abre la primera baza de cada noche.
muertos-help-food = De puntuación: hace par con una carta de Muertos.
muertos-help-muertos = De puntuación: hace par con una carta de Comida.
muertos-help-plain = Un { $rank } { $colour }.

## Las palabras de la mesa
muertos-table-trick-colours = Colores en esta baza:
muertos-table-spoiled = Podrido: ya no hay Comida en esta baza
muertos-table-captured = Capturas de esta noche
muertos-table-captured-none = nada todavía
muertos-table-captured-key = C: Comida · M: Muertos
muertos-table-discards = Descartes
muertos-table-discards-tip = Los descartes
muertos-table-discards-how = Haz clic para revisarlos.
muertos-table-discards-click = clic para ver
muertos-table-discards-sheet = Descartes de esta noche, ordenados (clic o Esc para cerrar)
muertos-table-discards-none = Esta noche no se ha descartado nada.
muertos-table-partner = Compañero
muertos-table-partner-tonight = Compañero hoy
muertos-table-opponent = Rival
muertos-table-thinking = pensando…
muertos-table-scores = Puntuación
muertos-table-tonight = Esta noche
muertos-table-pairs = Pares
muertos-table-kingmaker = Hacedor de reyes:
muertos-table-three-nights = Tres noches
muertos-table-replay = Una repetición: avanza por la partida con la barra de arriba.
muertos-table-over = Terminó la tercera noche. Contando los pares…
muertos-table-wins = Gana
muertos-table-cancels = anula
muertos-seating-4 = Las parejas se sientan enfrente.
muertos-seating-3-1 = Tres jugadores: la mano
muertos-seating-3-2 = abierta juega boca arriba
muertos-seating-3-3 = con su compañero de hoy.
muertos-score-hint-4 = Un par es una Comida y un Muerto, de cualquier noche.
muertos-score-hint-3 = Cada noche, cada jugador suma lo que capturó su bando.
muertos-card-count = { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
muertos-dummy-tag = Mano abierta ({ $yours ->
    [yes] tuya
   *[no] { $name }
})
muertos-tally-short = { $food } C · { $muertos } M
muertos-tally = { $food ->
    [one] 1 Comida
   *[other] { $food } Comidas
}, { $muertos ->
    [one] 1 Muerto
   *[other] { $muertos } Muertos
}
muertos-score-cell = { $food }C { $muertos }M
muertos-night-label = Noche { $n }
muertos-night-tag = { $night } · noche { $n } de 3
muertos-trick-tag = Baza { $n } de 7
muertos-colour-tag = Color de los Muertos: { $colour }
muertos-night-heading = { $night } · color de los Muertos { $colour }
muertos-played-as = como { $colour }
muertos-side-yours = Tu bando
muertos-side-theirs = Su bando
muertos-side-theirs-short = Ellos
muertos-you-label = Tú
muertos-you-dummy = la mano abierta
muertos-thinking = { $name } está pensando…
muertos-kingmaker-you = ya no puedes ganar solo; ganas si gana { $mate }.
muertos-kingmaker = { $name } ya no puede ganar solo; { $name } gana si { $you ->
    [yes] ganas tú
   *[no] gana { $mate }
}.

## Pregunta: a quién, qué pregunta, qué valor o color
muertos-ask-button-highest = ¿Carta más alta?
muertos-ask-button-rank = ¿Cuántas de un valor?
muertos-ask-button-colour = ¿Cuántas de un color?
muertos-ask-button-most = ¿Color que más tiene?
muertos-ask-button-hold = ¿Tiene cierta carta?
muertos-ask-tip-highest = Pregunta por el valor más alto de su mano.
muertos-ask-tip-rank = Pregunta cuántas cartas de un valor tiene: luego eliges el valor.
muertos-ask-tip-colour = Pregunta cuántas cartas de un color tiene: luego eliges el color.
muertos-ask-tip-most = Pregunta de qué color tiene más cartas (si hay empate, elige uno de los colores empatados).
muertos-ask-tip-hold = Pregunta si tiene una carta, un valor de un color: eliges el valor y luego el color.
muertos-ask-back-label = Atrás
muertos-ask-back-target = Pregunta a otro jugador.
muertos-ask-back-question = Elige otra pregunta.
muertos-ask-back-rank = Elige otro valor.
muertos-tip-answer = Tu respuesta.
muertos-tip-target = Pregunta a este jugador.
muertos-tip-rank = Este valor.
muertos-tip-colour = Este color.
muertos-tip-name-colour = Di { $colour }.
muertos-ask-me = Yo
muertos-ask-dummy = Mano ab.
muertos-ask-step-question = Pregunta a { $who ->
    [you] ti
    [dummy] la mano abierta
   *[other] { $name }
}: ¿qué pregunta?
muertos-ask-step-rank = Pregunta a { $who ->
    [you] ti
    [dummy] la mano abierta
   *[other] { $name }
}: ¿qué valor?
muertos-ask-step-colour = Pregunta a { $who ->
    [you] ti
    [dummy] la mano abierta
   *[other] { $name }
}: ¿qué color?

## La barra de indicaciones
muertos-prompt-ask = Pregunta: a quién y luego qué.
muertos-prompt-answer = Varios colores empatan como los que más tienes: elige la respuesta.
muertos-prompt-swap-return = Trueque: haz clic en la carta que devuelves.
muertos-prompt-cancel = Tu 3 enfrenta varios 10 rivales: haz clic en el que anula.
muertos-prompt-gift-take = Ganó la mano abierta: haz clic en la carta que le tomas.
muertos-prompt-gift-give = Intercambio de regalos: haz clic en la carta que le das a quien ganó.
muertos-prompt-set-aside = No se puede jugar ninguna carta de { $dummy ->
    [yes] la mano abierta
   *[no] tu mano
}: haz doble clic en una para apartarla.
muertos-prompt-choosing = Di el color que cuenta Elige:
muertos-prompt-play = Juega una carta de { $dummy ->
    [yes] la mano abierta
   *[no] tu mano
}: arrástrala a la mesa o haz doble clic.
muertos-prompt-swap-give = Trueque: haz clic en la carta que { $dummy ->
    [yes] la mano abierta pasa
   *[no] pasas
} al compañero.

## Las caras de las cartas: la placa sobre el dibujo, la cinta de abajo
muertos-plate-choose = Elige
muertos-plate-spoiled = Podrido
muertos-plate-ask = Pregunta
muertos-plate-swap = Trueque
muertos-plate-no10 = Sin 10
muertos-plate-start = Salida
muertos-plate-food = Comida
muertos-plate-animal = Animal
muertos-plate-child = Niño
muertos-plate-adult = Adulto
muertos-effect-choose = Dile un color
muertos-effect-spoiled = Ninguna Comida la sigue
muertos-effect-ask = Pregunta lo que sea
muertos-effect-swap = Cambia con tu compañero
muertos-effect-no10 = Anula un 10 rival
muertos-effect-start = Abre la primera baza

## La línea bajo una baza terminada
muertos-read-wins = { $name } { $you ->
    [yes] ganas
   *[no] gana
} la baza con { $card }
muertos-read-both-cancelled = : los dos 3 anularon los dos 10.
muertos-read-cancelled = { $who ->
    [you] tu 3
    [dummy] el 3 de la mano abierta
   *[other] el 3 de { $name }
} anuló { $whom ->
    [you] tu 10
    [dummy] el 10 de la mano abierta
   *[other] el 10 de { $other }
}.
muertos-read-cancelled-start = { $who ->
    [you] Tu 3
    [dummy] El 3 de la mano abierta
   *[other] El 3 de { $name }
} anuló { $whom ->
    [you] tu 10
    [dummy] el 10 de la mano abierta
   *[other] el 10 de { $other }
}.
muertos-read-tie = : se jugó primero y le gana { $who ->
    [you] a tu
    [dummy] al de la mano abierta:
   *[other] al de { $name }:
} { $card }.
muertos-read-aside = : { $who ->
    [you] tu
    [dummy] el de la mano abierta,
   *[other] el de { $name },
} { $card }, se apartó y no cuenta.
muertos-read-highest = , la carta más alta.

## Negativas: por qué no se puede hacer una jugada ahora
muertos-refuse-not-in-hand = Esa carta no está en la mano.
muertos-refuse-choose-needs-colour = Elige necesita un color: negro, rosa, verde o azul.
muertos-refuse-choose-muertos-colour = Elige no puede decir { $colour }, el color de los Muertos de esta noche.
muertos-refuse-only-choose = Solo Elige dice un color.
muertos-refuse-set-aside = Se puede jugar una carta de la mano, así que no se puede apartar ninguna.
muertos-refuse-ask-someone = Pregúntale a alguien de la mesa.
muertos-refuse-ask-questions = Haz una de estas preguntas: { $questions }.
muertos-refuse-question-needs = Esa pregunta necesita { $question ->
    [rank] un valor
    [colour] un color
    [hold] un valor y un color
   *[other] nada más
}
muertos-refuse-no-rank = Ninguna carta tiene ese valor.
muertos-refuse-colours = Los colores son negro, rosa, verde y azul.
muertos-refuse-no-card = Ninguna carta tiene ese valor y ese color.
muertos-refuse-answer = Responde con uno de los colores que más tienes.
muertos-refuse-not-a-ten = Ese no es un 10 rival de esta baza.
muertos-refuse-not-in-dummy = Esa carta no está en la mano abierta.
muertos-refuse-no-such-move = Esa jugada no existe en este juego.
muertos-refuse-start-leads = La carta de Salida abre la primera baza de la noche.
muertos-refuse-spoiled = El Podrido está en esta baza: ninguna Comida puede seguirlo.
muertos-refuse-colour-played = El { $colour ->
    [black] negro
    [pink] rosa
    [green] verde
   *[blue] azul
} ya se jugó en esta baza.
muertos-refuse-phase-play = Juega una carta a la baza.
muertos-refuse-phase-ask = Primero haz tu pregunta.
muertos-refuse-phase-answer = Primero responde la pregunta.
muertos-refuse-phase-swap-give = Primero pasa una carta a tu compañero.
muertos-refuse-phase-swap-return = Primero devuelve una carta.
muertos-refuse-phase-cancel = Primero elige qué 10 anula el 3.
muertos-refuse-phase-gift-take = Primero elige la carta que tomas de la mano abierta.
muertos-refuse-phase-gift-give = Primero da una carta a quien ganó la baza.
muertos-refuse-phase-over = La partida terminó.

## La línea de progreso de una partida guardada (la pantalla Cargar, Continuar)
