# Ofrenda: las palabras del juego (game/rules/ofrenda/words.py y la mesa, scenes/ofrenda/).
# Los números con letra mientras haya palabra para ellos.
ofrenda-num = { $n ->
    [0] cero
    [1] un
    [2] dos
    [3] tres
    [4] cuatro
    [5] cinco
    [6] seis
    [7] siete
    [8] ocho
    [9] nueve
    [10] diez
    [11] once
    [12] doce
   *[other] { $n }
}
ofrenda-count-marigold = { $n ->
    [one] { $n } cempasúchil
   *[other] { $n } cempasúchiles
}
ofrenda-count-portrait = { $n ->
    [one] { $n } retrato
   *[other] { $n } retratos
}
ofrenda-count-candle = { $n ->
    [one] { $n } vela
   *[other] { $n } velas
}
ofrenda-nothing = nada
ofrenda-the-portrait = el retrato

## Objetivos: el deseo de un retrato en una oración
ofrenda-objective-colour-at-least = Se ilumina cuando al menos { $n } retratos vecinos son de color { $colour }.
ofrenda-objective-offering-at-least = Se ilumina cuando al menos { $n } retratos vecinos ofrecen { $offering }.
ofrenda-objective-distinct-colours = Se ilumina cuando sus retratos vecinos muestran al menos { $n } colores distintos.
ofrenda-objective-distinct-offerings = Se ilumina cuando sus retratos vecinos traen al menos { $n } elementos distintos.
ofrenda-objective-no-colour = Se ilumina cuando ningún retrato vecino es de color { $colour }.
ofrenda-objective-no-offering = Se ilumina cuando ningún retrato vecino ofrece { $offering }.
ofrenda-objective-own = Se ilumina cuando al menos un retrato vecino es de color { $colour } (su propio color) y al menos uno ofrece { $offering } (su propio elemento).
## ...y en pocas palabras ($count: $n con letra)
ofrenda-wish-colour-at-least = { $n ->
    [one] { $count } vecino de color { $colour }
   *[other] { $count } vecinos de color { $colour }
}
ofrenda-wish-offering-at-least = { $n ->
    [one] { $count } vecino con { $offering }
   *[other] { $count } vecinos con { $offering }
}
ofrenda-wish-distinct-colours = { $count } colores distintos a su alrededor
ofrenda-wish-distinct-offerings = { $count } elementos distintos a su alrededor
ofrenda-wish-no-colour = ningún vecino de color { $colour }
ofrenda-wish-no-offering = ningún vecino con { $offering }
ofrenda-wish-own = un vecino de color { $colour } y otro con { $offering }
## Lo que todavía necesita un retrato ($more: yes si ya hay alguno)
ofrenda-need-colour = { $more ->
    [yes] { $n ->
        [one] { $count } vecino más de color { $colour }
       *[other] { $count } vecinos más de color { $colour }
    }
   *[no] { $n ->
        [one] { $count } vecino de color { $colour }
       *[other] { $count } vecinos de color { $colour }
    }
}
ofrenda-need-offering = { $more ->
    [yes] { $n ->
        [one] { $count } vecino más con { $offering }
       *[other] { $count } vecinos más con { $offering }
    }
   *[no] { $n ->
        [one] { $count } vecino con { $offering }
       *[other] { $count } vecinos con { $offering }
    }
}
ofrenda-need-colours = { $n ->
    [one] { $count } color más a su alrededor
   *[other] { $count } colores más a su alrededor
}
ofrenda-need-offerings = { $n ->
    [one] { $count } elemento más a su alrededor
   *[other] { $count } elementos más a su alrededor
}

## Velas ($when: now, o end para una vela de fin de partida)
ofrenda-candle-colour-count = { $when ->
    [end] Se enciende al final de la partida si
   *[now] Se enciende en cuanto
} tu ofrenda tiene { $n } o más retratos de color { $colour }.
ofrenda-candle-offering-count = { $when ->
    [end] Se enciende al final de la partida si
   *[now] Se enciende en cuanto
} tu ofrenda tiene { $n } o más retratos que ofrecen { $offering }.
ofrenda-candle-all-colours = { $when ->
    [end] Se enciende al final de la partida si
   *[now] Se enciende en cuanto
} tu ofrenda tiene retratos de los cinco colores.
ofrenda-candle-all-offerings = { $when ->
    [end] Se enciende al final de la partida si
   *[now] Se enciende en cuanto
} tu ofrenda tiene retratos con los cinco elementos.
ofrenda-candle-marigolds-placed = { $when ->
    [end] Se enciende al final de la partida si
   *[now] Se enciende en cuanto
} hay { $n } o más cempasúchiles colocados en tu ofrenda.
ofrenda-candle-one-colour-count = { $when ->
    [end] Se enciende al final de la partida si
   *[now] Se enciende en cuanto
} { $n } o más retratos de tu ofrenda comparten un color.
ofrenda-candle-lit-portraits = { $when ->
    [end] Se enciende al final de la partida si
   *[now] Se enciende en cuanto
} { $n } o más de tus retratos están iluminados.
ofrenda-candle-all-slots-filled = { $when ->
    [end] Se enciende al final de la partida si
   *[now] Se enciende en cuanto
} las doce casillas de retrato están ocupadas.
ofrenda-candle-most-lit-portraits = { $when ->
    [end] Se enciende al final de la partida si
   *[now] Se enciende en cuanto
} tienes más retratos iluminados que nadie (los empates cuentan).
ofrenda-candle-most-marigolds-placed = { $when ->
    [end] Se enciende al final de la partida si
   *[now] Se enciende en cuanto
} colocaste más cempasúchiles que nadie (los empates cuentan).
ofrenda-candle-most-of-one-colour = { $when ->
    [end] Se enciende al final de la partida si
   *[now] Se enciende en cuanto
} tienes más retratos de un solo color que nadie (los empates cuentan).
ofrenda-candle-fewest-empty-slots = { $when ->
    [end] Se enciende al final de la partida si
   *[now] Se enciende en cuanto
} tienes menos casillas de retrato vacías que nadie (los empates cuentan).
ofrenda-candle-wish-colour-count = { $count } retratos de color { $colour }
ofrenda-candle-wish-offering-count = { $count } retratos con { $offering }
ofrenda-candle-wish-all-colours = los cinco colores
ofrenda-candle-wish-all-offerings = los cinco elementos
ofrenda-candle-wish-marigolds-placed = { $count } cempasúchiles en la ofrenda
ofrenda-candle-wish-one-colour-count = { $count } retratos de un mismo color
ofrenda-candle-wish-lit-portraits = { $count } retratos iluminados al final
ofrenda-candle-wish-all-slots-filled = todas las casillas de retrato ocupadas al final
ofrenda-candle-wish-most-lit-portraits = la mayor cantidad de retratos iluminados al final
ofrenda-candle-wish-most-marigolds-placed = la mayor cantidad de cempasúchiles colocados al final
ofrenda-candle-wish-most-of-one-colour = la mayor cantidad de retratos de un color al final
ofrenda-candle-wish-fewest-empty-slots = la menor cantidad de casillas vacías al final
## Casillas
ofrenda-slot-golden-name = Casilla dorada
ofrenda-slot-gain-name = Casilla de ganancia
ofrenda-slot-cost-name = Casilla de costo
ofrenda-slot-golden = { $name }: el retrato que esté aquí puntúa el doble.
ofrenda-slot-gain = { $name }: colocar un retrato aquí te da 1 cempasúchil.
ofrenda-slot-cost = { $name }: colocar un retrato aquí cuesta 1 cempasúchil (no se puede si no tienes).
ofrenda-slot-plain = Una casilla normal.

## Metas comunes
ofrenda-goal-text-offerings = Ten { $n } o más retratos que ofrezcan { $offering } en tu ofrenda.
ofrenda-goal-candle-slots = { $n ->
    [one] { $count } casilla de vela
   *[other] { $count } casillas de vela
}
ofrenda-goal-marigold-slots = { $n ->
    [one] { $count } casilla de cempasúchil
   *[other] { $count } casillas de cempasúchil
}
ofrenda-goal-and = { $first } y { $next }
ofrenda-goal-text-surround = Rodea { $slots } (con los tres retratos de alrededor colocados).
ofrenda-goal-text-decorated = Ten { $count } { $holds ->
    [candle] velas colocadas
   *[marigold] cempasúchiles colocados
} en sus casillas de tu ofrenda.
ofrenda-goal-text-shape = Coloca { $shape }.
ofrenda-shape-goal-four-in-a-row = cuatro retratos juntos en una misma repisa
ofrenda-shape-goal-diamond = un rombo: dos retratos juntos, uno arriba de ellos y otro abajo
ofrenda-shape-goal-three-and-one = tres retratos juntos con uno más arriba de ellos
ofrenda-shape-goal-pyramid = una pirámide pequeña: tres juntos con dos arriba de ellos
ofrenda-shape-goal-five-in-a-row = cinco retratos juntos en la repisa de abajo
ofrenda-shape-other = la figura que muestra la carta
ofrenda-goal-so-far = { $have } de { $n } hasta ahora.
ofrenda-goal-surrounded-candle = casillas de vela { $have } de { $n }
ofrenda-goal-surrounded-marigold = casillas de cempasúchil { $have } de { $n }
ofrenda-goal-surrounded = Rodeadas: { $parts }.
ofrenda-goal-placed = { $have } de { $n } colocados.
ofrenda-goal-best-spot = Mejor lugar hasta ahora: { $have } de { $n } casillas ocupadas.

## La bitácora ($you: yes cuando quien lee es quien actúa; $who: el nombre de quien actúa si no)
ofrenda-event-setup-solo = La familia se reúne: cuatro retratos y cuatro velas esperan en el tablero familiar. Abuela empieza.
ofrenda-event-setup = La familia se reúne alrededor del tablero familiar: { $count } jugadores, doce turnos cada uno. { $you ->
    [yes] Tú empiezas
   *[no] Empieza { $starter }
}.
ofrenda-event-setup-goals = {" "}Metas comunes: { $goals }.
ofrenda-event-deal = { $you ->
    [yes] Recibes
   *[no] { $who } recibe
} { $cards }.
ofrenda-event-deal-hidden = { $you ->
    [yes] Recibes
   *[no] { $who } recibe
} { $n ->
    [one] { $n } retrato
   *[other] { $n } retratos
} boca abajo.
ofrenda-event-turn-yours = Ronda { $rnd } de { $turns }: tu turno.
ofrenda-event-turn = Ronda { $rnd } de { $turns }: turno de { $name }.
ofrenda-event-abuela-portrait = Abuela saca un { $roll } y descarta { $card } del espacio { $space }{ $paid ->
    [0] {""}
    [one] , y pone { $paid } cempasúchil de la reserva general en el retrato anterior
   *[other] , y pone { $paid } cempasúchiles de la reserva general en los retratos anteriores
}{ $returned ->
    [0] {""}
    [one] ; el { $returned } cempasúchil que tenía vuelve a la reserva general
   *[other] ; los { $returned } cempasúchiles que tenía vuelven a la reserva general
}.
ofrenda-event-abuela-no-candle = Vuelve a tirar y saca un { $roll }, pero no hay vela arriba del espacio { $space }.
ofrenda-event-abuela-candle = Un { $first } también le cuesta una vela: saca un { $roll } y descarta la vela de arriba del espacio { $space }{ $pays ->
    [yes] , y paga un cempasúchil de la reserva general al retrato de abajo
   *[no] {""}
}.
ofrenda-event-take-portrait = { $you ->
    [yes] Tomas a
   *[no] { $who } toma a
} { $card } del espacio { $space }{ $paying }{ $gaining }.
ofrenda-clause-paying = { $n ->
    [one] , pagando { $n } cempasúchil
   *[other] , pagando { $n } cempasúchiles
}
ofrenda-clause-gaining = { $also ->
    [yes] {" "}y
   *[no] ,
} ganando { $n ->
    [one] el { $n } cempasúchil que tenía
   *[other] los { $n } cempasúchiles que tenía
}
ofrenda-event-take-candle = { $you ->
    [yes] Tomas
   *[no] { $who } toma
} la vela de arriba del espacio { $space }{ $pays ->
    [yes] , y paga un cempasúchil al retrato de abajo.
   *[no] {" "}gratis.
}
ofrenda-event-skip-candle = { $you ->
    [yes] No tomas
   *[no] { $who } no toma
} ninguna vela.
ofrenda-event-place-portrait = { $you ->
    [yes] Colocas
   *[no] { $who } coloca
} a { $card } en la casilla { $slot }{ $effect ->
    [gain] {" "}y { $you ->
        [yes] ganas
       *[no] gana
    } un cempasúchil
    [cost] , pagando un cempasúchil
   *[none] {""}
}.
ofrenda-event-discard-portrait = { $you ->
    [yes] Descartas a { $card } y ganas
   *[no] { $who } descarta a { $card } y gana
} { $n ->
    [one] { $n } cempasúchil
   *[other] { $n } cempasúchiles
}.
ofrenda-event-portrait-lit = { $card } ({ $slot }) está contento y se ilumina.
ofrenda-event-portrait-lit-on = En la ofrenda de { $who }, { $card } ({ $slot }) está contento y se ilumina.
ofrenda-event-portrait-lit-final = En la revisión final, { $card } ({ $slot }) está contento y se ilumina.
ofrenda-event-candle-lit = { $you ->
    [yes] La vela de la casilla { $deco }
   *[no] La vela de la casilla { $deco } de { $who }
} se enciende: su deseo se cumple.
ofrenda-event-candle-lit-final = { $you ->
    [yes] En la revisión final, la vela de la casilla { $deco }
   *[no] En la revisión final, la vela de la casilla { $deco } de { $who }
} se enciende: su deseo se cumple.
ofrenda-event-place-candle = { $you ->
    [yes] Colocas
   *[no] { $who } coloca
} una vela en la casilla { $slot }.
ofrenda-event-place-marigold = { $you ->
    [yes] Colocas
   *[no] { $who } coloca
} un cempasúchil en la casilla { $slot }.
ofrenda-event-goal-token = { $you ->
    [yes] Cumples la meta común { $goal } y tomas
   *[no] { $who } cumple la meta común { $goal } y toma
} su ficha de { $value } puntos.
ofrenda-event-over-solo = Terminaron los doce turnos. Tu ofrenda suma { $points } puntos.
ofrenda-event-over-winner = Terminaron los doce turnos de cada quien. { $you ->
    [yes] Ganas
   *[no] Gana { $name }
} con { $points } puntos{ $tie ->
    [lit] {" "}(empate roto por retratos iluminados)
    [stored] {" "}(empate roto por cempasúchiles en reserva)
   *[none] {""}
}.
ofrenda-event-over-shared = Terminaron los doce turnos de cada quien. { $names } comparten la victoria con { $points } puntos.

## Jugadas, como las dicen las sugerencias y los recuadros de ayuda
ofrenda-move-take-portrait = Toma a { $card } del espacio { $space }{ $n ->
    [0] {" "}(gratis).
    [one] {" "}(paga { $n } cempasúchil).
   *[other] {" "}(paga { $n } cempasúchiles).
}
ofrenda-move-take-candle = Toma la vela de arriba del espacio { $space }{ $free ->
    [yes] {" "}(gratis).
   *[no] {" "}(paga 1 cempasúchil).
}
ofrenda-move-skip-candle = No tomes ninguna vela.
ofrenda-move-place-portrait = Coloca a { $card } en la casilla { $slot }.
ofrenda-move-discard-portrait = Descarta a { $card } por 3 cempasúchiles.
ofrenda-move-place-candle = Coloca una vela en la casilla { $slot }.
ofrenda-move-place-marigold = Coloca un cempasúchil en la casilla { $slot }.
ofrenda-move-end-turn = Termina tu turno.
ofrenda-move-abuela-turn = Abuela juega su turno.

## Las oraciones de la mesa ($holds, $what: candle o marigold)
ofrenda-score-now = ahora
ofrenda-score-ending = si acaba ya
ofrenda-candles-lit = { $n ->
    [one] { $n } encendida
   *[other] { $n } encendidas
}
ofrenda-marigolds-placed = { $n ->
    [one] { $n } colocado
   *[other] { $n } colocados
}
ofrenda-ending-tip = Si la partida acabara ahora: { $total } (cada retrato apagado se revisa una vez más, sin contar las casillas vacías; también se revisan las velas).
ofrenda-prompt-abuela = Abuela está tirando el dado…
ofrenda-prompt-take-portrait = Toma un retrato del tablero familiar: haz clic en él o arrástralo a tu mano.
ofrenda-prompt-take-candle = Toma una vela (haz clic o arrástrala a tu reserva), o haz clic en “Sin vela”.
ofrenda-prompt-play-portrait = Arrastra un retrato a tu ofrenda, o a la pila de descarte por 3 cempasúchiles.
ofrenda-prompt-decorate = Coloca una vela o un cempasúchil en las casillas que acabas de rodear, o termina tu turno.
ofrenda-prompt-game-over = Terminaron los doce turnos. Los espíritus se están reuniendo…
ofrenda-over-multi = Terminaron los doce turnos de cada quien. Contando los altares…
ofrenda-replay = Una repetición: recorre la partida con las flechas.
ofrenda-thinking = { $name } está pensando…
ofrenda-others = { $name } juega…
ofrenda-others-take-portrait = { $name } toma un retrato…
ofrenda-others-take-candle = { $name } elige una vela…
ofrenda-others-play-portrait = { $name } juega un retrato…
ofrenda-others-decorate = { $name } decora…
ofrenda-place-chosen = Ahora haz clic en una casilla brillante para { $name }, o en la pila de descarte. Clic derecho para cancelar.
ofrenda-decorate-chosen = Ahora haz clic en una casilla de decoración brillante. Clic derecho para cancelar.
ofrenda-decorate-wants = Rodeaste una casilla de decoración: arrastra { $wants }, o termina tu turno.
ofrenda-want = { $holds ->
    [candle] una vela a { $slot }
   *[marigold] un cempasúchil a { $slot }
}
ofrenda-decorate-many = { $n ->
    [one] Decora { $n } casilla rodeada ({ $groups }), o termina tu turno.
   *[other] Decora { $n } casillas rodeadas ({ $groups }), o termina tu turno.
}
ofrenda-on-one = { $holds ->
    [candle] una vela en { $slots }
   *[marigold] un cempasúchil en { $slots }
}
ofrenda-on-many = { $holds ->
    [candle] velas en { $slots }
   *[marigold] cempasúchiles en { $slots }
}
ofrenda-not-decorating = { $what ->
    [candle] Una vela solo se puede colocar justo después de que un retrato rodee su casilla.
   *[marigold] Un cempasúchil solo se puede colocar justo después de que un retrato rodee su casilla.
}
ofrenda-none-surrounded = { $what ->
    [candle] Este turno no se rodeó ninguna casilla de vela.
   *[marigold] Este turno no se rodeó ninguna casilla de cempasúchil.
}
ofrenda-solo = En solitario contra Abuela
ofrenda-players = { $n } jugadores
ofrenda-players-goals = { $n } jugadores · Metas comunes
ofrenda-round = Ronda { $rnd } de { $turns }
ofrenda-final = Final
ofrenda-your-turn = tu turno
ofrenda-turn-of = turno de { $name }
ofrenda-ofrenda-of = Ofrenda de { $name }
ofrenda-hand = Mano: { $n ->
    [one] { $n } retrato
   *[other] { $n } retratos
}
ofrenda-enlarged = { $tag } · { $points } puntos hasta ahora · { $played } de { $turns } turnos · haz clic donde sea o presiona Esc para cerrar
ofrenda-face-down = Boca abajo: repartidos al inicio, nunca vistos.
ofrenda-face-up = Boca arriba: tomados del tablero familiar.
ofrenda-tokens-left = Fichas restantes: { $left } (la de arriba es para el siguiente jugador que la cumpla, al final de su turno).
ofrenda-tokens-none = ninguna
ofrenda-waiting = { $n ->
    [one] { $n } cempasúchil espera aquí a quien tome este retrato.
   *[other] { $n } cempasúchiles esperan aquí a quien tome este retrato.
}
ofrenda-adjacent = Casillas vecinas: { $slots } ({ $n }).
ofrenda-not-lit-yet = Aún apagado: se revisa cuando se ocupe { $slots } (o al final).
ofrenda-not-lit-yet-many = Aún apagado: se revisa cuando se ocupen { $slots } (o al final).
ofrenda-surrounded-by = Rodeada por las casillas { $slots }.
ofrenda-just-surrounded = { $head } coloca aquí { $holds ->
    [candle] una vela
   *[marigold] un cempasúchil
} de tu reserva ahora, o perderás la oportunidad.
ofrenda-just-surrounded-head = Acabas de rodearla:
ofrenda-lit = encendida
ofrenda-not-lit = aún apagada
ofrenda-may-hold = Cuando un retrato complete los tres, podrás colocar aquí { $holds ->
    [candle] una vela
   *[marigold] un cempasúchil
} en ese turno.
ofrenda-marigold-worth = Tiene un cempasúchil: vale { $points } ahora (1 por cada retrato vecino iluminado).
ofrenda-candle-worth = Tiene una vela, { $state }: vale { $points } ahora.
ofrenda-deck = { $n ->
    [one] Queda { $n } retrato boca abajo. De aquí salen los retratos nuevos del tablero familiar.
   *[other] Quedan { $n } retratos boca abajo. De aquí salen los retratos nuevos del tablero familiar.
}
ofrenda-bag = { $n ->
    [one] Queda { $n } vela en la bolsa; un espacio de vela vacío se repone al azar.
   *[other] Quedan { $n } velas en la bolsa; un espacio de vela vacío se repone al azar.
}
ofrenda-abuela-discarded = { $p ->
    [one] { $p } retrato
   *[other] { $p } retratos
} y { $c ->
    [one] { $c } vela
   *[other] { $c } velas
} descartados por Abuela.
ofrenda-latest = Últimos: { $names }.
ofrenda-taken = Tomadas: { $who }.
ofrenda-in-storage = { $n ->
    [one] { $n } cempasúchil en reserva
   *[other] { $n } cempasúchiles en reserva
}
ofrenda-discarded = Descartados hasta ahora: { $names }.
ofrenda-drop-golden = Dorada: puntúa el doble
ofrenda-drop-gain = +1 cempasúchil
ofrenda-drop-cost = Cuesta 1 cempasúchil
ofrenda-drop-slot = Colocar en { $slot }
ofrenda-drop-deco = { $holds ->
    [candle] Colocar la vela en { $slot }
   *[marigold] Colocar el cempasúchil en { $slot }
}
ofrenda-drop-discard = Descartar: +3 cempasúchiles
ofrenda-drop-take-free = Tomarlo (gratis)
ofrenda-drop-take-pay = Tomarlo: paga { $n ->
    [one] { $n } cempasúchil
   *[other] { $n } cempasúchiles
}
ofrenda-drop-take-candle = Tomarla: 1 cempasúchil

## El resumen de un rival
ofrenda-opponent-turns = { $tag } · { $played } de { $turns } turnos jugados.
ofrenda-opponent-points = Retratos iluminados: { $lit } · puntos hasta ahora: { $points }{ $goals }.
ofrenda-opponent-goal-tokens = {" "}(fichas de meta { $n })
ofrenda-opponent-storage = Reserva: { $marigolds ->
    [one] { $marigolds } cempasúchil
   *[other] { $marigolds } cempasúchiles
}, { $candles ->
    [one] { $candles } vela
   *[other] { $candles } velas
}.
ofrenda-opponent-hand = Mano: { $n ->
    [one] { $n } retrato
   *[other] { $n } retratos
}{ $known }.
ofrenda-opponent-known = , de los cuales { $names } vienen del tablero familiar

## Un retrato del tablero familiar, una casilla, una decoración
ofrenda-free = Gratis
ofrenda-costs = { $n ->
    [one] Cuesta { $n } cempasúchil
   *[other] Cuesta { $n } cempasúchiles
}
ofrenda-cost-free = { $free }: es el retrato más lejano del mazo
ofrenda-cost-pay = { $costs } (uno en cada retrato que te saltas)
ofrenda-cost-gain = { $n ->
    [one] ; ganas el { $n } cempasúchil que tiene.
   *[other] ; ganas los { $n } cempasúchiles que tiene.
}
ofrenda-lit-word = Iluminado
ofrenda-slot-lit-worth = { $lit } — vale { $points } { $n ->
    [one] punto
   *[other] puntos
} ahora (2 por cada retrato vecino iluminado, 1 por cada apagado{ $golden ->
    [yes] , el doble aquí
   *[no] {""}
}).
ofrenda-around = { $slots }.
ofrenda-around-card = { $slot }: { $card }
ofrenda-around-lit = { $slot }: { $card } (iluminado)
ofrenda-around-empty = { $slot }: vacía
ofrenda-last-roll = Su última tirada: { $roll }.
ofrenda-last-rolls-candle = Su última tirada: { $roll }, y luego { $candle } para la vela.
ofrenda-abuela-space = Espacio { $space }: { $card }
ofrenda-abuela-candle = { $took ->
    [yes] y la vela de arriba del espacio { $space }
   *[no] ninguna vela arriba del espacio { $space }
}

## Lo que daría una colocación, y por qué
ofrenda-preview-points = { $points } puntos ahora
ofrenda-preview-none = Ningún punto ahora
ofrenda-preview-at-end = Si la partida acabara ahora: { $points }
ofrenda-why-lights = { $card } se ilumina en { $slot }: { $points }{ $golden ->
    [yes] {" "}(casilla dorada, el doble)
   *[no] {""}
}
ofrenda-why-neighbour = { $card }, iluminado en { $slot }: { $points } por su nuevo vecino
ofrenda-why-candle-lit = La vela de { $deco } se enciende: { $wish }
ofrenda-why-decoration = { $holds ->
    [candle] Vela en { $deco }: { $points }
   *[marigold] Cempasúchil en { $deco }: { $points }
}
ofrenda-why-goal = Ficha de meta común: { $points }
ofrenda-why-waits = Se ilumina cuando { $n ->
    [one] se ocupe { $n } vecino vacío
   *[other] se ocupen { $n } vecinos vacíos
}; su deseo { $met ->
    [yes] se cumple por ahora
   *[no] aún no se cumple
}
ofrenda-why-unmet = Su deseo no se cumple: se queda apagado
ofrenda-why-candle-waits = Apagada hasta que se cumpla su deseo: { $wish }{ $met ->
    [yes] {" "}(se cumpliría, al final)
   *[no] {""}
}
ofrenda-why-marigold-waits = 1 punto por cada retrato iluminado a su alrededor; aún no hay ninguno

## Las declaraciones del juego (game/rules/ofrenda/__init__.py), como las muestran los menús y el diálogo de nueva partida
## La hoja de puntuación
ofrenda-sheet-portraits = Retratos
ofrenda-sheet-lit-of = { $lit } iluminados de { $n }
ofrenda-sheet-golden = Doble dorado
ofrenda-sheet-lit-golden = { $n ->
    [one] { $n } iluminado en casillas doradas
   *[other] { $n } iluminados en casillas doradas
}
ofrenda-sheet-marigolds = Cempasúchiles
ofrenda-sheet-candles = Velas
ofrenda-sheet-candles-lit = { $lit } de { $n } encendidas
ofrenda-sheet-goals = Metas comunes
ofrenda-sheet-total = Total
ofrenda-sheet-lit-portraits = Retratos iluminados
ofrenda-sheet-stored = En reserva
ofrenda-sheet-tie-broken = { $how ->
    [lit] Empate en puntos: lo rompen los retratos iluminados.
   *[stored] Empate en puntos: lo rompen los cempasúchiles en reserva.
}
ofrenda-sheet-tie-shared = Empate en puntos, retratos iluminados y cempasúchiles en reserva: comparten la victoria.
ofrenda-sheet-verdict = { $points } puntos. Los empates se los lleva quien tenga más retratos iluminados y luego más cempasúchiles en reserva.

## Nombres y textos de los archivos de datos (data/ofrenda/*.yaml), por sus ids
# los niveles del juego en solitario (solo.yaml), por su puntuación más baja
ofrenda-tier-0 = Un comienzo humilde
ofrenda-tier-0-verdict = Este año los espíritus encontraron el altar un poco vacío. Abuela niega con la cabeza y luego te da un cempasúchil para que lo intentes de nuevo.
ofrenda-tier-70 = Tomando forma
ofrenda-tier-70-verdict = El altar empieza a brillar, pero algunos de los mayores se quedaron esperando. Escucha lo que pide cada retrato.
ofrenda-tier-80 = Una cálida bienvenida
ofrenda-tier-80-verdict = Muchos de tus seres queridos volvieron a casa esta noche, atraídos por la luz de las velas. Abuela casi sonríe.
ofrenda-tier-90 = Una ofrenda hermosa
ofrenda-tier-90-verdict = Retratos que brillan, velas encendidas, cempasúchiles por todas partes. Toda la familia se queda hasta el amanecer.
ofrenda-tier-110 = Legendaria
ofrenda-tier-110-verdict = El altar más hermoso que ha visto cualquiera de los dos mundos. Hasta Abuela se queda sin palabras, y los espíritus hablarán de él por generaciones.
# los colores de las ramas de la familia y los elementos (portraits.yaml)
ofrenda-branch-blue = Azul
ofrenda-branch-pink = Rosa
ofrenda-branch-orange = Naranja
ofrenda-branch-green = Verde
ofrenda-branch-purple = Morado
ofrenda-offering-calavera = Calavera
ofrenda-offering-calavera-description = calaveritas de azúcar
ofrenda-offering-water = Agua
ofrenda-offering-water-description = un vaso de agua
ofrenda-offering-salt = Sal
ofrenda-offering-salt-description = un plato de sal
ofrenda-offering-fruit = Fruta
ofrenda-offering-fruit-description = un frutero
ofrenda-offering-papel-picado = Papel picado
ofrenda-offering-papel-picado-description = banderitas de papel
# las metas comunes (goals.yaml)
ofrenda-goal-calavera = Goloso
ofrenda-goal-water = Sed saciada
ofrenda-goal-salt = Purificado
ofrenda-goal-fruit = Mesa de cosecha
ofrenda-goal-papel = Guirnaldas de papel
ofrenda-goal-two-candle-slots = Dos rincones de vela
ofrenda-goal-two-marigold-slots = Dos rincones de flor
ofrenda-goal-one-of-each-slot = Un rincón de cada uno
ofrenda-goal-two-candles = Luz de velas
ofrenda-goal-two-marigolds = Camino de flores
ofrenda-goal-four-in-a-row = Cuatro en una repisa
ofrenda-goal-diamond = Rombo
ofrenda-goal-three-and-one = Tres y una corona
ofrenda-goal-pyramid = Pirámide pequeña
ofrenda-goal-five-in-a-row = Cinco en una repisa

## La mesa (scenes/ofrenda/)
ofrenda-you = Tú
ofrenda-your-storage = Tu reserva
ofrenda-discard-pile = Descarte
ofrenda-ofrenda-so-far = Tu ofrenda hasta ahora
ofrenda-tray-lit-portraits = Retratos iluminados
ofrenda-tray-golden = Casillas doradas ×2
ofrenda-tray-goal-tokens = Fichas de meta
ofrenda-tray-solo-tiers = niveles en solitario
ofrenda-tray-standings = posiciones hasta ahora
ofrenda-tag-cost = Cuesta { $n }
ofrenda-turn-order = Orden de turnos
ofrenda-turns-of = { $played } de { $turns } turnos
ofrenda-pts = { $n } pts
ofrenda-stack-left = { $n ->
    [one] queda { $n }
   *[other] quedan { $n }
}
ofrenda-all-taken = todas tomadas
ofrenda-storage = Reserva
ofrenda-discarded-n = Descartados: { $n }
ofrenda-goal-tokens-label = Fichas de meta:
ofrenda-button-no-candle = Sin vela
ofrenda-button-no-candle-tip = No tomar ninguna vela este turno
ofrenda-button-end-turn = Terminar turno
ofrenda-button-end-turn-tip = Terminar tu turno sin decorar más
ofrenda-log-round = Ronda { $rnd }
ofrenda-chip-seed = Semilla { $seed }
ofrenda-chip-score = Puntos { $n }
## recuadros de ayuda
ofrenda-tip-their-turn = Es su turno.
ofrenda-tip-click-large = Haz clic para ver su ofrenda en grande.
ofrenda-tip-you = Tú:
ofrenda-tip-one-token = Una ficha por meta y jugador.
ofrenda-tip-goal-type = (tipo { $numeral })
ofrenda-tip-family = Familia { $colour } · ofrece { $offering }
ofrenda-tip-hand = Arrástralo a una casilla brillante de tu ofrenda, o a la pila de descarte por 3 cempasúchiles. O haz clic en él y luego en una casilla.
ofrenda-tip-take-portrait = Haz clic o arrástralo a tu mano para tomarlo.
ofrenda-tip-space = (espacio { $space })
ofrenda-tip-end-only = Solo se revisa al final de la partida.
ofrenda-tip-candle-scores = Una vela encendida da 2 puntos por cada retrato vecino iluminado; una apagada no da nada. Las velas que quedan en tu reserva no dan nada.
ofrenda-tip-candle-lit = Vela — encendida
ofrenda-tip-candle = Vela
ofrenda-tip-candle-free = { $free }: está arriba del retrato que tomaste.
ofrenda-tip-candle-cost = [b]Cuesta 1 cempasúchil[/b], que se pone en el retrato de abajo.
ofrenda-tip-take-candle = Haz clic o arrástrala a tu reserva para tomarla.
ofrenda-tip-candle-later = Después de tomar un retrato puedes tomar una vela: gratis la de arriba de ese retrato, 1 cempasúchil cualquier otra.
ofrenda-tip-checked-when = Un retrato aquí se revisa cuando todas sus casillas vecinas estén ocupadas.
ofrenda-tip-empty-slot = Casilla vacía { $slot }
ofrenda-tip-not-met = Apagado: su deseo no se cumplía cuando quedó rodeado.
ofrenda-tip-checked-again = Se revisa una vez más al final de la partida.
ofrenda-tip-slot = (casilla { $slot })
ofrenda-tip-earlier = Se rodeó en un turno anterior: se queda vacía.
ofrenda-tip-candle-per = Una vela encendida da 2 por cada retrato vecino iluminado.
ofrenda-tip-marigold-per = Un cempasúchil da 1 por cada retrato vecino iluminado.
ofrenda-tip-deco-slot = { $holds ->
    [candle] Casilla de vela { $slot }
   *[marigold] Casilla de cempasúchil { $slot }
}
ofrenda-tip-deck = El mazo
ofrenda-tip-bag = La bolsa de velas
ofrenda-tip-abuela = La estricta Abuela juega un turno antes de cada uno de los tuyos. Tira su dado y descarta el retrato de ese espacio: [b]1 o 5[/b] → espacio 1, [b]2 o 6[/b] → espacio 2, [b]3[/b] → espacio 3, [b]4[/b] → espacio 4, y paga cempasúchiles de la reserva general a los retratos anteriores.
ofrenda-tip-abuela-candle = Si saca [b]5 o 6[/b], también vuelve a tirar y descarta una vela.
ofrenda-tip-die = El dado de Abuela
ofrenda-tip-not-rolled = Todavía no ha tirado.
ofrenda-tip-abuela-discards = Los descartes de Abuela
ofrenda-tip-marigolds-spend = Gástalos para tomar retratos más adelante en el tablero familiar, para tomar una vela que no esté arriba de tu retrato y para colocar un retrato en una casilla de costo (M2, M3).
ofrenda-tip-marigolds-place = Pon uno en una casilla de cempasúchil que rodees: 1 punto por cada retrato vecino iluminado al final.
ofrenda-tip-marigolds-gain = Descartar un retrato da 3; las casillas de ganancia B1 y B5 dan 1.
ofrenda-tip-discard = Suelta aquí un retrato de tu mano para descartarlo y ganar [b]3 cempasúchiles[/b]. Su casilla en tu ofrenda se quedará vacía al final.
ofrenda-tip-discard-pile = Tu pila de descarte
ofrenda-tip-rounds = Doce rondas: Abuela tira y luego tú tomas un retrato, quizá una vela, y juegas un retrato.
ofrenda-tip-seed = La semilla fija el barajado y los dados de Abuela. Empieza una partida nueva con esta semilla (o usa “Repetir esta semilla” al final) para jugar exactamente el mismo reparto.
ofrenda-tip-score-portraits = Retratos iluminados: { $lit } — { $points } puntos, más { $golden } de casillas doradas.
ofrenda-tip-score-decorations = Cempasúchiles: { $marigolds } · velas: { $candles }.
ofrenda-tip-at-this-computer = en esta computadora
## la pantalla de puntuación
ofrenda-end-title = Puntuación final
ofrenda-end-your-ofrenda = Tu ofrenda
ofrenda-board-of = { $kind ->
    [you] Tu ofrenda
    [s] Ofrenda de { $name }
   *[other] Ofrenda de { $name }
}
ofrenda-end-lit-of = { $lit } de { $n } retratos iluminados
ofrenda-end-discarded = { $n ->
    [one] { $n } descartado
   *[other] { $n } descartados
}
ofrenda-end-marigolds-left = { $n ->
    [one] queda { $n } cempasúchil
   *[other] quedan { $n } cempasúchiles
}
ofrenda-end-candles-unused = { $n ->
    [one] { $n } vela sin usar
   *[other] { $n } velas sin usar
}
ofrenda-end-complete = Tu ofrenda, completa
ofrenda-end-caption = Los retratos iluminados brillan con sus puntos; los apagados se ven tenues.
ofrenda-end-caption-multi = Los retratos iluminados brillan con sus puntos; los apagados se ven tenues. Haz clic en una ofrenda pequeña (o presiona ← →) para verla en grande.
ofrenda-end-points = { $n } puntos
ofrenda-end-winner = Ganador
ofrenda-end-shared-win = Victoria compartida
ofrenda-end-shares-win = Comparte la victoria
ofrenda-end-place = { $place ->
    [1] 1.º
    [2] 2.º
    [3] 3.º
   *[other] { $place }.º
} de { $seats }
ofrenda-end-no-tokens = No ganó fichas de metas comunes.
ofrenda-end-slot = Casilla { $slot }
ofrenda-end-left-empty = Quedó vacía.
ofrenda-not-lit-word = Apagado
ofrenda-end-lit-points = { $lit }: { $n ->
    [one] { $n } punto.
   *[other] { $n } puntos.
}
ofrenda-end-no-points = { $unlit }: sin puntos.
ofrenda-end-marigold-in = Cempasúchil en { $deco }
ofrenda-end-marigold-points = { $n ->
    [one] { $n } punto: 1 por cada retrato vecino iluminado.
   *[other] { $n } puntos: 1 por cada retrato vecino iluminado.
}
ofrenda-end-candle-in = Vela en { $deco }
ofrenda-end-candle-points = { $n ->
    [one] Encendida: { $n } punto (2 por cada retrato vecino iluminado).
   *[other] Encendida: { $n } puntos (2 por cada retrato vecino iluminado).
}
ofrenda-end-thumb = { $points } puntos · { $lit } de { $n } retratos iluminados
ofrenda-end-shown-large = Se muestra en grande.
ofrenda-end-click-to-show = Haz clic para verla en grande.

## Negativas: por qué no se permite una jugada ahora (game/rules/ofrenda/refusals.py)
ofrenda-refuse-over = La partida terminó.
ofrenda-refuse-not-ofrenda = { $action } no es una jugada de Ofrenda.
ofrenda-refuse-abuela-own = Abuela solo juega su propio turno.
ofrenda-refuse-not-abuelas-turn = No es el turno de Abuela.
ofrenda-refuse-only-abuela = Solo Abuela juega el turno de Abuela.
ofrenda-refuse-taken-portrait = Ya tomaste un retrato este turno.
ofrenda-refuse-no-portrait = No hay ningún retrato en ese espacio.
ofrenda-refuse-portrait-cost = Tomar el retrato del espacio { $space } cuesta { $n ->
    [one] { $n } cempasúchil
   *[other] { $n } cempasúchiles
} (uno en cada retrato que te saltas); tienes { $have }.
ofrenda-refuse-portrait-first = Primero toma un retrato: la vela viene después.
ofrenda-refuse-candle-when = Las velas solo se pueden tomar justo después de tomar un retrato.
ofrenda-refuse-no-candle = No hay ninguna vela en ese espacio.
ofrenda-refuse-three-candles = Tu reserva ya tiene tres velas.
ofrenda-refuse-candle-cost = Esa vela no está arriba del retrato que tomaste, así que cuesta un cempasúchil, y tu reserva no tiene ninguno.
ofrenda-refuse-no-skip = Ahora no hay ninguna elección de vela que saltar.
ofrenda-refuse-first-portrait = Primero toma un retrato del tablero familiar.
ofrenda-refuse-first-candle = Primero toma una vela o elige no tomar ninguna.
ofrenda-refuse-played = Ya jugaste un retrato este turno.
ofrenda-refuse-not-in-hand = Ese retrato no está en tu mano.
ofrenda-refuse-no-slot = No hay ninguna casilla { $slot } en la ofrenda.
ofrenda-refuse-slot-held = La casilla { $slot } ya tiene a { $card }.
ofrenda-refuse-slot-cost = La casilla { $slot } cuesta un cempasúchil, y tu reserva no tiene ninguno.
ofrenda-refuse-no-deco = No hay ninguna casilla de decoración { $slot }.
ofrenda-refuse-holds-only = { $holds ->
    [candle] La casilla { $slot } solo admite una vela.
   *[marigold] La casilla { $slot } solo admite un cempasúchil.
}
ofrenda-refuse-decorated = La casilla { $slot } ya está decorada.
ofrenda-refuse-not-surrounded = La casilla { $slot } no quedó rodeada por el retrato de este turno; las decoraciones solo van donde se acaba de colocar el tercer retrato.
ofrenda-refuse-candle-not-stored = Esa vela no está en tu reserva.
ofrenda-refuse-no-marigold = Tu reserva no tiene ningún cempasúchil para colocar.
ofrenda-refuse-end-turn = Juega un retrato antes de terminar el turno.

## Las razones de la IA para sus jugadas (game/rules/ofrenda/bots/hint.py): la jugada se muestra al lado
ofrenda-branch-lower = { $branch ->
    [blue] azul
    [pink] rosa
    [orange] naranja
    [green] verde
   *[purple] morado
}
ofrenda-offering-lower = { $offering ->
    [calavera] calavera
    [water] agua
    [salt] sal
    [fruit] fruta
   *[papel-picado] papel picado
}
ofrenda-reason-only-move = es la única jugada posible
ofrenda-reason-only-move-sentence = Es la única jugada posible.
ofrenda-reason-bonus = { $n ->
    [one] ; el cempasúchil que tiene viene con él
   *[other] ; los { $count } cempasúchiles que tiene vienen con él
}
ofrenda-reason-discard-later = nada de la mano cabe en una casilla, así que una carta se cambia por tres cempasúchiles{ $bonus }
ofrenda-reason-take-for = en { $slot } { $why }{ $bonus }
ofrenda-reason-take-keep = se guarda para otro turno, mientras { $card } va a { $slot }: { $why }{ $bonus }
ofrenda-reason-candle = esta ofrenda puede darle { $wish }{ $free ->
    [yes] , y no cuesta nada
   *[no] {""}
}
ofrenda-reason-no-candle-slot = no queda ninguna casilla de vela libre para ella
ofrenda-reason-candles-cover = las velas de la reserva ya cubren las casillas de vela libres
ofrenda-reason-candles-not-worth = ninguna de estas velas vale un cempasúchil todavía
ofrenda-reason-discard = ninguna casilla libre le conviene, y tres cempasúchiles pagan mejores turnos
ofrenda-reason-decorate-lit = { $holds ->
    [candle] { $n ->
        [one] ya tiene { $count } retrato iluminado alrededor, 2 puntos cada uno cuando la vela se encienda
       *[other] ya tiene { $count } retratos iluminados alrededor, 2 puntos cada uno cuando la vela se encienda
    }
   *[marigold] { $n ->
        [one] ya tiene { $count } retrato iluminado alrededor, un punto cada uno
       *[other] ya tiene { $count } retratos iluminados alrededor, un punto cada uno
    }
}
ofrenda-reason-decorate-chance = { $holds ->
    [candle] 2 puntos por cada retrato de alrededor que se ilumine, cuando la vela se encienda, y es la única oportunidad de llenarla
   *[marigold] un punto por cada retrato de alrededor que se ilumine, y es la única oportunidad de llenarla
}
ofrenda-reason-end-turn = lo que queda en la reserva vale más en una casilla posterior
ofrenda-reason-note = { $effect ->
    [golden] {" "}(dorada: puntos dobles)
    [gain] {" "}(+1 cempasúchil)
   *[none] {""}
}
ofrenda-reason-also-one = , y { $card } también
ofrenda-reason-also-more = , y { $count } más se iluminan
ofrenda-reason-lights-at-once = se ilumina de inmediato con { $wish }{ $also }{ $note }
ofrenda-reason-light-beside = { $n ->
    [one] { $who } se ilumina a su lado{ $note }
   *[other] { $who } se iluminan a su lado{ $note }
}
ofrenda-reason-light-beside-many = { $count } retratos se iluminan a su lado{ $note }
ofrenda-reason-has-so-far = tiene { $wish } por ahora, y se ilumina si sigue así{ $note }
ofrenda-reason-has-already = ya tiene { $wish } ahí, así que se iluminará{ $note }
ofrenda-reason-spare-slot = ocupa una casilla sobrante que ninguna carta mejor quiere{ $note }
ofrenda-reason-needs = necesita { $need }, y { $n ->
    [one] le queda { $count } casilla libre alrededor
   *[other] le quedan { $count } casillas libres alrededor
}{ $note }
ofrenda-drag-onto-slot = arrastra a una casilla
ofrenda-candles-of = velas { $n }/3
ofrenda-free-tag = gratis
ofrenda-her-discards = sus descartes

## La línea de progreso de una partida guardada (la pantalla Cargar, Continuar)
