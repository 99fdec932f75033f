## Oaxaca: Crafts of a Culture, en español (México): todo lo que dice el juego (las palabras del tutorial están en tutorial.ftl).

## Nombres
oaxaca-craft-pottery = alfarería
oaxaca-craft-jewelry = joyería
oaxaca-craft-textile = textil
oaxaca-craft-woodcarving = talla en madera
oaxaca-craft-tin = hojalata
oaxaca-craft-wild = comodín
oaxaca-card-label = { $name } ({ $craft } { $value })
oaxaca-a-card = una carta
oaxaca-the-banner = el Estandarte
oaxaca-banner = estandarte
oaxaca-nothing = nada
oaxaca-or = { $first } o { $next }
oaxaca-and-next = { $first }, { $next }
oaxaca-and-last = { $first } y { $next }
oaxaca-ordinal = { $n ->
    [1] primera
    [2] segunda
    [3] tercera
    [4] cuarta
    [5] quinta
   *[other] { $n }.ª
}

## Cartas (data/oaxaca/cards.yaml, por nombre)
oaxaca-card-market-banner = Estandarte del Mercado
oaxaca-card-clay-pot = Olla de barro
oaxaca-card-painted-plate = Plato pintado
oaxaca-card-black-clay-jar = Cántaro de barro negro
oaxaca-card-glazed-bowl = Tazón vidriado
oaxaca-card-kiln = Horno
oaxaca-card-firing-pit = Pozo de cocción
oaxaca-card-potters-wheel = Torno de alfarero
oaxaca-card-silver-ring = Anillo de plata
oaxaca-card-filigree-earrings = Aretes de filigrana
oaxaca-card-coral-beads = Cuentas de coral
oaxaca-card-gold-pendant = Dije de oro
oaxaca-card-bracelet = Pulsera
oaxaca-card-jade-necklace = Collar de jade
oaxaca-card-crown-of-flowers = Corona de flores
oaxaca-card-rebozo = Rebozo
oaxaca-card-embroidered-huipil = Huipil bordado
oaxaca-card-serape = Sarape
oaxaca-card-wool-rug = Tapete de lana
oaxaca-card-woven-sash = Faja tejida
oaxaca-card-backstrap-loom = Telar de cintura
oaxaca-card-dye-vats = Tinas de tinte
oaxaca-card-alebrije-cat = Alebrije gato
oaxaca-card-carved-mask = Máscara tallada
oaxaca-card-alebrije-dragon = Alebrije dragón
oaxaca-card-wooden-spoon = Cuchara de madera
oaxaca-card-carved-chest = Baúl tallado
oaxaca-card-spinning-top = Trompo
oaxaca-card-alebrije-jaguar = Alebrije jaguar
oaxaca-card-tin-star = Estrella de hojalata
oaxaca-card-tin-heart = Corazón de hojalata
oaxaca-card-tin-mirror = Espejo de hojalata
oaxaca-card-tin-lantern = Farol de hojalata
oaxaca-card-tin-frame = Marco de hojalata
oaxaca-card-tin-skull = Calavera de hojalata
oaxaca-card-tin-rooster = Gallo de hojalata

## Turistas (data/oaxaca/cards.yaml, por id)
oaxaca-tourist-pottery = El Admirador del Alfarero
oaxaca-tourist-jewelry = El Coleccionista de Joyas
oaxaca-tourist-textile = La Amiga de la Tejedora
oaxaca-tourist-woodcarving = El Primo del Tallador
oaxaca-tourist-tin = La Vecina del Hojalatero
oaxaca-tourist-wild = El Artista Errante
oaxaca-tourist-reclaim = El Tempranero
oaxaca-tourist-reroll = El Apostador
oaxaca-tourist-gather = La Coleccionista
oaxaca-tourist-double = El Aprendiz
oaxaca-tourist-flip = La Acróbata
oaxaca-tourist-draw = El Recién Llegado
oaxaca-tourist-other-round = La Viajera del Tiempo
oaxaca-tourist-change = El Pícaro
oaxaca-tourist-workshop = El Crítico

## Reseñas (solitario) y lo que dicen los clientes
oaxaca-review-uninspired = Sin inspiración
oaxaca-review-only-average = Solo del montón
oaxaca-review-big-potential = Gran potencial
oaxaca-review-a-hidden-gem = Una joya escondida
oaxaca-review-truly-authentic = Auténtico de verdad
oaxaca-verdict-1 = Los clientes pasaron de largo: las artesanías no les dijeron nada.
oaxaca-verdict-2 = Buen trabajo, dicen los clientes, aunque nada que vayan a recordar.
oaxaca-verdict-3 = Los clientes ven promesa: un taller al que hay que seguirle la pista.
oaxaca-verdict-4 = Los clientes están encantados: uno de los secretos mejor guardados de la ciudad.
oaxaca-verdict-5 = Los clientes dicen que es lo auténtico: un puesto que ningún visitante debe perderse.

## Lo que hace cada bonificación
oaxaca-effect-free-result = Un resultado gratis de { $results }, para recolectar o elaborar este turno.
oaxaca-effect-remove-token-any = Quita una ficha de artesanía de cualquier carta del Taller.
oaxaca-effect-redistribute-tokens = Mueve una o dos fichas entre las cartas de tu Taller.
oaxaca-effect-workshop-space = Pasiva: un espacio más en tu Taller.
oaxaca-effect-wild-craft-bonus = Tras elaborar con comodín: quita tres fichas más de las cartas de tu Taller.
oaxaca-effect-return-and-remove = Manda una carta del Taller debajo de su mazo y luego quita hasta tres fichas de otra.
oaxaca-effect-points = { $points ->
    [one] Pasiva: { $points } punto más al final.
   *[other] Pasiva: { $points } puntos más al final.
}
oaxaca-effect-points-per-stall-type = Pasiva: un punto por cada tipo distinto de artesanía en tu Puesto del Mercado.
oaxaca-effect-points-per-workshop-card = Pasiva: un punto por cada carta de tu Taller.
oaxaca-effect-points-per-passive = Pasiva: un punto por cada carta pasiva de tu Puesto del Mercado.
oaxaca-effect-die-to-wild = Convierte uno de tus dados de Luz del Día en comodín.
oaxaca-effect-refresh-card = Endereza otra carta ya usada de tu Puesto del Mercado.
oaxaca-effect-textile-craft-bonus = Pasiva: elaborar textil también quita una ficha de cada carta del Taller.
oaxaca-effect-wild-gather-draws = Pasiva: recolectar con comodín roba dos cartas más.
oaxaca-effect-token-to-opponent = Pon una ficha de artesanía en una carta del Taller de un rival (solitario: una ficha de bonificación junto a un mazo).
oaxaca-effect-copy-bonus = Usa la bonificación de una carta del Puesto del Mercado de un rival (solitario: de una carta de tu Taller).
oaxaca-effect-remove-each-and-share = Quita una ficha de cada carta de tu Taller; cada rival puede quitar una de las suyas.
oaxaca-effect-move-tokens = Mueve hasta dos fichas de una de tus cartas a otra carta de la misma artesanía.
oaxaca-effect-tokens-to-opponent-workshop = Pon una ficha en cada carta del Taller de un rival (solitario: tres fichas de bonificación junto a los mazos).
oaxaca-effect-reroll-one = Vuelve a tirar uno de tus dados de Luz del Día.
oaxaca-effect-reroll-any = Vuelve a tirar los dados de Luz del Día que quieras.
oaxaca-effect-use-tourist = Usa la bonificación de cualquier turista boca arriba.
oaxaca-effect-reclaim-die = Recupera un dado usado, tíralo y ponlo en tu casilla de Luz del Día.
oaxaca-effect-gather-draws = Pasiva: cada recolección roba una carta más.
oaxaca-effect-gather-extra = Tu próxima recolección de este turno roba dos cartas más.
oaxaca-effect-craft-double = La elaboración de tu dado cuenta doble este turno.
oaxaca-effect-flip-die = Voltea uno de tus dados de Luz del Día a su cara opuesta.
oaxaca-effect-draw-tourist = Roba un turista nuevo para usarlo una vez esta ronda.
oaxaca-effect-other-round-tourist = Usa un turista de otra ronda.
oaxaca-effect-change-die = Pon uno de tus dados de Luz del Día en la cara que quieras.
oaxaca-effect-activate-workshop = Usa la bonificación de una carta que sigue en tu Taller.
oaxaca-effect-multi-token-to-opponent = Pon una ficha de artesanía en una carta del Taller de un rival.
oaxaca-effect-multi-copy-bonus = Usa la bonificación de una carta del Puesto del Mercado de un rival.
oaxaca-effect-multi-tokens-to-opponent-workshop = Pon una ficha en cada carta del Taller de un rival.
oaxaca-effect-solo-token-to-opponent = Pon una ficha de bonificación junto al mazo que elijas: cada una suma un punto a las ventas de esa artesanía.
oaxaca-effect-solo-tokens-to-opponent-workshop = Pon tres fichas de bonificación junto a los mazos que elijas.
oaxaca-effect-solo-copy-bonus = Usa la bonificación de una carta que sigue en tu Taller.

## Las mismas bonificaciones en pocas palabras (las caras de cartas y turistas)
oaxaca-short-free-result = Resultado gratis
oaxaca-short-remove-token-any = −1 ficha de cualquier carta
oaxaca-short-redistribute-tokens = Mueve hasta 2 de tus fichas
oaxaca-short-workshop-space = +1 espacio en el Taller
oaxaca-short-wild-craft-bonus = Con comodín: −3 fichas más
oaxaca-short-return-and-remove = Devuelve una, −3 en otra
oaxaca-short-points = { $points ->
    [one] +{ $points } punto
   *[other] +{ $points } puntos
}
oaxaca-short-points-per-stall-type = +1 por tipo en el puesto
oaxaca-short-points-per-workshop-card = +1 por carta del Taller
oaxaca-short-points-per-passive = +1 por carta pasiva
oaxaca-short-die-to-wild = Un dado se vuelve comodín
oaxaca-short-refresh-card = Endereza una carta usada
oaxaca-short-textile-craft-bonus = Textil: −1 en todas
oaxaca-short-wild-gather-draws = Comodín roba +2
oaxaca-short-token-to-opponent = +1 ficha a un rival
oaxaca-short-copy-bonus = Copia a un rival
oaxaca-short-remove-each-and-share = −1 en cada una; rivales −1
oaxaca-short-move-tokens = Mueve 2 fichas, misma artesanía
oaxaca-short-tokens-to-opponent-workshop = +1 en cada carta de un rival
oaxaca-short-reroll-one = Vuelve a tirar un dado
oaxaca-short-reroll-any = Vuelve a tirar dados
oaxaca-short-use-tourist = Usa un turista
oaxaca-short-reclaim-die = Recupera un dado usado
oaxaca-short-gather-draws = Cada recolección +1
oaxaca-short-gather-extra = Próxima recolección +2
oaxaca-short-craft-double = Tu dado cuenta doble
oaxaca-short-flip-die = Voltea un dado
oaxaca-short-draw-tourist = Roba un turista nuevo
oaxaca-short-other-round-tourist = Turista de otra ronda
oaxaca-short-change-die = Un dado a cualquier cara
oaxaca-short-activate-workshop = Bonificación del Taller
oaxaca-short-solo-token-to-opponent = +1 ficha junto a un mazo
oaxaca-short-solo-tokens-to-opponent-workshop = +3 fichas junto a mazos
oaxaca-short-solo-copy-bonus = Copia una carta del Taller
oaxaca-use-any = Gírala una vez por ronda, en cualquier momento de tu turno.
oaxaca-use-gather = Gírala con una acción de recolección.
oaxaca-use-craft = Gírala con una acción de elaboración.
oaxaca-use-passive = Pasiva: siempre activa, nunca se gira.

## De qué salió un resultado
oaxaca-source-die = un dado
oaxaca-source-free = un resultado gratis
oaxaca-source-combined = un resultado combinado
oaxaca-wild-source-die = un dado comodín
oaxaca-wild-source-free = un resultado gratis comodín
oaxaca-wild-source-combined = un resultado combinado comodín
oaxaca-die-n = el dado { $n }
oaxaca-the-deck = el mazo de { $craft }
oaxaca-borrowing = { $more ->
    [yes] tomando prestado { $what } ({ $inner })
   *[no] tomando prestado { $what }
}
oaxaca-die-to = el dado { $n } a { $face }
oaxaca-tokens-from-to = { $tokens } de { $source } a { $target }
oaxaca-tokens-off = { $tokens } menos en { $card }
oaxaca-customer-any = un cliente que compra lo que sea
oaxaca-customer-of = un cliente de { $face }

## La bitácora, según quién la lee ($you: yes cuando lo hizo quien lee)
oaxaca-ev-round-solo = Empieza la { $round } ronda.
oaxaca-ev-round = { $you ->
    [yes] Empieza la { $round } ronda; empiezas tú.
   *[no] Empieza la { $round } ronda; empieza { $name }.
}
oaxaca-ev-roll = { $you ->
    [yes] Tiras { $faces }.
   *[no] { $name } tira { $faces }.
}
oaxaca-ev-keep-roll = { $you ->
    [yes] Te quedas con la tirada.
   *[no] { $name } se queda con la tirada.
}
oaxaca-ev-reroll = { $you ->
    [yes] Vuelves a tirar { $dice }: { $faces }.
   *[no] { $name } vuelve a tirar { $dice }: { $faces }.
}
oaxaca-ev-turn = { $you ->
    [yes] Tu turno.
   *[no] Turno de { $name }.
}
oaxaca-ev-gather = { $you ->
    [yes] Recolectas { $craft } con { $how } y robas { $cards }.
   *[no] { $name } recolecta { $craft } con { $how } y roba { $cards }.
}
oaxaca-ev-drawn = { $you ->
    [yes] Robas { $cards }.
   *[no] { $name } roba { $cards }.
}
oaxaca-ev-keep = { $you ->
    [yes] Conservas { $card } con { $tokens }.
   *[no] { $name } conserva { $card } con { $tokens }.
}
oaxaca-ev-put-back = { $you ->
    [yes] { $bottom ->
        [yes] Devuelves una carta debajo del mazo de { $craft }.
       *[no] Devuelves una carta encima del mazo de { $craft }.
    }
   *[no] { $bottom ->
        [yes] { $name } devuelve una carta debajo del mazo de { $craft }.
       *[no] { $name } devuelve una carta encima del mazo de { $craft }.
    }
}
oaxaca-ev-put-back-card = { $you ->
    [yes] { $bottom ->
        [yes] Devuelves { $card } debajo.
       *[no] Devuelves { $card } encima.
    }
   *[no] { $bottom ->
        [yes] { $name } devuelve { $card } debajo.
       *[no] { $name } devuelve { $card } encima.
    }
}
oaxaca-ev-craft-none = { $you ->
    [yes] Elaboras { $what } con { $source }, pero no se trabaja ninguna carta.
   *[no] { $name } elabora { $what } con { $source }, pero no se trabaja ninguna carta.
}
oaxaca-ev-craft = { $you ->
    [yes] Elaboras { $what } con { $source }: { $took }.
   *[no] { $name } elabora { $what } con { $source }: { $took }.
}
oaxaca-ev-complete = { $you ->
    [yes] Terminas { $card }: pasa al Puesto del Mercado.
   *[no] { $name } termina { $card }: pasa al Puesto del Mercado.
}
oaxaca-ev-activate = { $you ->
    [yes] { $more ->
        [yes] Giras { $card }: { $bonus } ({ $rest }).
       *[no] Giras { $card }: { $bonus }.
    }
   *[no] { $more ->
        [yes] { $name } gira { $card }: { $bonus } ({ $rest }).
       *[no] { $name } gira { $card }: { $bonus }.
    }
}
oaxaca-ev-tourist = { $you ->
    [yes] { $more ->
        [yes] { $tourist } recibe tu visita: { $bonus } ({ $rest }).
       *[no] { $tourist } recibe tu visita: { $bonus }.
    }
   *[no] { $more ->
        [yes] { $tourist } recibe la visita de { $name }: { $bonus } ({ $rest }).
       *[no] { $tourist } recibe la visita de { $name }: { $bonus }.
    }
}
oaxaca-ev-tourist-drawn = { $you ->
    [yes] Robas un turista nuevo: { $tourist }.
   *[no] { $name } roba un turista nuevo: { $tourist }.
}
oaxaca-ev-dice = { $you ->
    [yes] Ahora tus dados muestran { $faces }.
   *[no] Ahora los dados de { $name } muestran { $faces }.
}
oaxaca-ev-scrap = { $you ->
    [yes] Desechas { $card }: va debajo de su mazo.
   *[no] { $name } desecha { $card }: va debajo de su mazo.
}
oaxaca-ev-early-riser = { $you ->
    [yes] Guardas el último dado para la madrugada, con { $face } arriba.
   *[no] { $name } guarda el último dado para la madrugada, con { $face } arriba.
}
oaxaca-ev-end-turn = { $you ->
    [yes] Terminas el turno.
   *[no] { $name } termina el turno.
}
oaxaca-ev-share-none = { $you ->
    [yes] No quitas ninguna ficha.
   *[no] { $name } no quita ninguna ficha.
}
oaxaca-ev-share = { $you ->
    [yes] Quitas una ficha de { $card }.
   *[no] { $name } quita una ficha de { $card }.
}
oaxaca-ev-round-end = Termina la { $round } ronda.
oaxaca-ev-early-keep = { $you ->
    [yes] Guardas el dado de Madrugada para la siguiente ronda.
   *[no] { $name } guarda el dado de Madrugada para la siguiente ronda.
}
oaxaca-ev-early-token = { $you ->
    [yes] Conviertes el dado de Madrugada en una ficha de bonificación junto al mazo de { $craft }.
   *[no] { $name } convierte el dado de Madrugada en una ficha de bonificación junto al mazo de { $craft }.
}
oaxaca-ev-customers = Los clientes quieren: { $faces }.
oaxaca-ev-sell = { $you ->
    [yes] Vendes { $card } a { $customer } por { $points }.
   *[no] { $name } vende { $card } a { $customer } por { $points }.
}
oaxaca-ev-stop-selling = { $you ->
    [yes] Cierras el puesto por esta ronda.
   *[no] { $name } cierra el puesto por esta ronda.
}
oaxaca-ev-game-over = La partida terminó.

## Jugadas (sugerencias, descripciones, la línea de comandos)
oaxaca-move-gather = Recolectar { $craft } con { $source }
oaxaca-move-keep = Conservar { $card }
oaxaca-move-scrap = Desechar { $card }
oaxaca-move-early-riser = Guardar el último dado para la madrugada como { $face }
oaxaca-move-end-turn = Terminar el turno
oaxaca-move-sell = Vender { $card } al cliente { $customer }
oaxaca-move-stop-selling = Dejar de vender
oaxaca-move-keep-roll = Quedarse con la tirada
oaxaca-move-reroll = Volver a tirar { $dice }
oaxaca-move-craft-wild = Elaborar { $card } con { $source }
oaxaca-move-craft = Elaborar { $craft } con { $source }
oaxaca-move-put-back = { $bottom ->
    [yes] Devolver { $card } debajo
   *[no] Devolver { $card } encima
}
oaxaca-move-activate = { $more ->
    [yes] Girar { $card } ({ $rest })
   *[no] Girar { $card }
}
oaxaca-move-tourist = { $more ->
    [yes] Visitar: { $tourist } ({ $rest })
   *[no] Visitar: { $tourist }
}
oaxaca-move-share-none = No quitar ninguna ficha
oaxaca-move-share = Quitar una ficha de { $card }
oaxaca-move-early-keep = Guardar el dado de Madrugada
oaxaca-move-early-token = Poner una ficha de bonificación junto al mazo de { $craft }
oaxaca-move-customers-keep = Conservar a los clientes
oaxaca-move-customers-reroll = Volver a tirar { $customers }

## La hoja de puntos
oaxaca-sheet-sales = Ventas, { $round } ronda
oaxaca-sheet-total = Total
oaxaca-sheet-workshop = Taller (2 c/u)
oaxaca-sheet-stall = Valores del Puesto
oaxaca-sheet-jewelry = Bonos de joyería
oaxaca-sheet-early = Madrugador
oaxaca-sheet-cards = Cartas en Taller / Puesto
oaxaca-tie-workshop = Empate a puntos: lo rompe quien tenga menos cartas en el Taller.
oaxaca-tie-stall = Empate a puntos y cartas del Taller: lo rompe quien tenga menos cartas en el Puesto del Mercado.
oaxaca-tie-shared = Empate a puntos, Taller y Puesto del Mercado: la victoria se comparte.
oaxaca-tie-rule = Los empates los gana quien tenga menos cartas en el Taller y, luego, menos cartas en el Puesto del Mercado.

## Las palabras de la mesa
oaxaca-gather-hint = Recolectar { $craft }: roba { $draws }, conserva 1
oaxaca-combine-hint = Combinar: juntos dan cualquier artesanía
oaxaca-combine-with-hint = Combinar con { $name }: cualquier artesanía
oaxaca-early-hint = Guárdalo para la madrugada (elige su cara)
oaxaca-early-token-hint = Una ficha de bonificación junto al mazo de { $craft }
oaxaca-scrap-hint = Desecharla: debajo de su mazo, sus fichas vuelven
oaxaca-wrong-deck = Una carta de { $craft } vuelve al mazo de { $craft }.
oaxaca-passive = { $name } es pasiva: su bonificación siempre está activa.
oaxaca-craft-value = Valor de artesanía { $value }: { $value } fichas para terminarla, { $value } puntos en el puesto.
oaxaca-deck-title = El mazo de { $craft }
oaxaca-visited-by = Visitado esta ronda por { $names }.
oaxaca-free-from = De { $source }, solo por este turno.
oaxaca-mat-prompt = Tapete de { $who }. Haz clic en cualquier lugar o pulsa Esc para volver al tuyo.
oaxaca-mat-label = Tapete de { $who } · clic o Esc para cerrar
oaxaca-roll-again = Volver a tirar { $n }
oaxaca-round-of = Ronda { $round } de { $rounds }
oaxaca-round = Ronda { $round }
oaxaca-sales = Ventas: { $points } puntos
oaxaca-review = { $points } puntos: { $title }
oaxaca-borrow = Tomar prestado: { $name }
oaxaca-seat-counts = Taller { $workshop } · Puesto { $stall }
oaxaca-waiting-reroll = { $who } decide si vuelve a tirar…
oaxaca-waiting-keep = { $who } elige una carta recolectada…
oaxaca-waiting-put-back = { $who } devuelve cartas…
oaxaca-waiting-share = { $who } puede quitar una ficha…
oaxaca-waiting = { $who } está jugando…
oaxaca-craft-hint = { $cards ->
    [one] Elaborar { $face }: una ficha menos en { $cards } carta
   *[other] Elaborar { $face }: una ficha menos en { $cards } cartas
}
oaxaca-craft-card-hint-wild = Elaborar con comodín: una ficha menos en esta carta
oaxaca-craft-card-hint = Elaborar { $craft }
oaxaca-times-two = { $value }×2
oaxaca-n-jewelry = { $n } de joyería
oaxaca-sale-hint = Vender por { $points } puntos ({ $parts })
oaxaca-tokens-to-go = { $n ->
    [one] Falta { $n } ficha. Arrástrala a su mazo para desecharla.
   *[other] Faltan { $n } fichas. Arrástrala a su mazo para desecharla.
}
oaxaca-deck-left = { $n ->
    [one] Queda { $n } carta.
   *[other] Quedan { $n } cartas.
}
oaxaca-deck-gathers = Un dado de { $craft } recolecta aquí (roba 2, conserva 1); un comodín roba 1 de cualquier mazo.
oaxaca-deck-tokens = Fichas de bonificación junto a él: { $n } (cada una suma un punto a cada venta de { $craft }).
oaxaca-deck-known = Sabes que hay: { $cards }
oaxaca-tourist-now = { $visited ->
    [yes] El turista de esta ronda. Tu meeple ya lo visitó.
   *[no] El turista de esta ronda. Haz clic para mandar a tu meeple.
}
oaxaca-die-used = Dado { $n }: usado
oaxaca-die-title = { $early ->
    [yes] Dado { $n }: { $face } (Madrugada)
   *[no] Dado { $n }: { $face }
}
oaxaca-die-uses-wild = Comodín: recolecta una carta de cualquier mazo, o quita una ficha de una carta cualquiera del Taller.
oaxaca-die-uses = Recolecta { $craft } (roba 2, conserva 1), o elabora: una ficha menos en cada carta de { $craft } de tu Taller.
oaxaca-free-title = Resultado gratis: { $faces }
oaxaca-customer-n = Cliente { $n }
oaxaca-customer-wants = Cliente { $n }: { $face }
oaxaca-customer-buys-any = Compra una carta cualquiera por su valor de artesanía.
oaxaca-customer-buys = Compra una carta de { $face } por el doble de su valor de artesanía.
oaxaca-workshop-spaces = { $solo ->
    [yes] { $used } de { $capacity } espacios ocupados. Una carta pasa al Puesto del Mercado cuando se le quita su última ficha.
   *[no] { $used } de { $capacity } espacios ocupados. Una carta pasa al Puesto del Mercado cuando se le quita su última ficha; cada carta que siga aquí vale 2 puntos al final.
}
oaxaca-opponent-summary = { $workshop ->
    [one] Taller: { $workshop } carta; Puesto del Mercado: { $stall }; { $points } puntos hasta ahora.
   *[other] Taller: { $workshop } cartas; Puesto del Mercado: { $stall }; { $points } puntos hasta ahora.
}
oaxaca-reroll-label = { $n ->
    [one] Volver a tirar { $n } dado
   *[other] Volver a tirar { $n } dados
}
oaxaca-starts = { $you ->
    [yes] Empiezas tú
   *[no] Empieza { $who }
}
oaxaca-whose-turn = { $you ->
    [yes] Tu turno
   *[no] Turno de { $who }
}
oaxaca-workshop-title = { $you ->
    [yes] Tu Taller · { $cards } de { $capacity } espacios
   *[no] Taller de { $who } · { $cards } de { $capacity } espacios
}
oaxaca-stall-title = { $you ->
    [yes] Tu Puesto del Mercado · valor de artesanía { $value }
   *[no] Puesto de { $who } · valor de artesanía { $value }
}
oaxaca-bonus-double = el dado cuenta doble
oaxaca-bonus-gather = recolección +{ $n }
oaxaca-bonus-wild-done = ya elaboraste con comodín
oaxaca-gathered-title = { $keeping ->
    [yes] Recolectadas del mazo de { $craft }: conserva una carta
   *[no] Recolectadas del mazo de { $craft }: devuelve las demás
}
oaxaca-die-choice = { $where ->
    [night] Dado { $n }: { $face } (usado)
    [early] Dado { $n }: { $face } (Madrugada)
   *[day] Dado { $n }: { $face }
}
oaxaca-to-face = { $turned ->
    [yes] Girado a { $face }
   *[no] A { $face }
}
oaxaca-card-choice = { $stall ->
    [yes] { $name } ({ $craft }, tu puesto)
   *[no] { $name } ({ $craft })
}
oaxaca-card-choice-tokens = { $owned ->
    [yes] { $tokens ->
        [one] { $name } ({ $craft }, { $tokens } ficha, de { $owner })
       *[other] { $name } ({ $craft }, { $tokens } fichas, de { $owner })
    }
   *[no] { $tokens ->
        [one] { $name } ({ $craft }, { $tokens } ficha)
       *[other] { $name } ({ $craft }, { $tokens } fichas)
    }
}
oaxaca-round-sales = { $points ->
    [one] Ronda { $round }: { $points } punto
   *[other] Ronda { $round }: { $points } puntos
}
oaxaca-points-line = { $early ->
    [yes] puesto { $stall } · joyería { $jewelry } · taller { $workshop } · madrugador 1
   *[no] puesto { $stall } · joyería { $jewelry } · taller { $workshop }
}
oaxaca-points-stall = Puesto del Mercado: { $stall } en valores de artesanía, { $jewelry } de joyería.
oaxaca-points-workshop = Taller: { $n } cartas, 2 puntos cada una.
oaxaca-points-early = Madrugador: 1 punto.
oaxaca-points-no-early = Sin dado de Madrugada.
oaxaca-asked-reroll = Tu tirada: haz clic en los dados que quieras volver a tirar (una vez) y confirma.
oaxaca-asked-keep = Conserva una de las cartas recolectadas.
oaxaca-asked-put-back = Devuelve cada una de las demás cartas encima o debajo de su mazo.
oaxaca-asked-share = Baúl tallado de un rival: quita una ficha de una carta de tu Taller (haz clic en ella), o ninguna.
oaxaca-asked-early = Tu dado de Madrugada: arrástralo a un mazo para poner ahí una ficha de bonificación, o guárdalo para la siguiente ronda.
oaxaca-asked-sell = Vende: arrastra cartas del Puesto del Mercado a los clientes que las quieren.
oaxaca-asked-customers = Haz clic en los clientes sin venta que deben volver a tirar y confirma.

## Lo que daría una venta o una elaboración (la vista previa)
oaxaca-preview-points = { $points } puntos
oaxaca-preview-no-points = Sin puntos por ahora
oaxaca-preview-sale = { $double ->
    [yes] { $card }: valor { $value }, doble: el cliente quiere su artesanía
   *[no] { $card }: valor { $value }
}
oaxaca-preview-deck-tokens = Fichas junto a su mazo: +{ $n }
oaxaca-preview-jewelry = Bono de joyería: +{ $n }
oaxaca-preview-worked = { $left ->
    [0] { $removed ->
        [one] { $card }: { $removed } ficha menos, terminada
       *[other] { $card }: { $removed } fichas menos, terminada
    }
   *[other] { $removed ->
        [one] { $card }: { $removed } ficha menos, faltan { $left }
       *[other] { $card }: { $removed } fichas menos, faltan { $left }
    }
}
oaxaca-preview-finished = { $card } pasa a tu Puesto del Mercado (valor { $value })
oaxaca-preview-category = { $what }: { $delta }
oaxaca-preview-category-workshop = Cartas del Taller, 2 c/u
oaxaca-preview-category-stall = Valores del Puesto del Mercado
oaxaca-preview-category-jewelry = Bonos de joyería
oaxaca-preview-category-early = Dado de Madrugada

## Las razones de la IA ($moving: se dice al mover las últimas fichas de una carta)
oaxaca-why-only-move = no se puede hacer otra cosa
oaxaca-why-nothing-better = no hay nada mejor por ahora
oaxaca-why-end-turn = ya no hay nada más que ganar este turno
oaxaca-why-no-better-use = este dado no tiene mejor uso esta ronda
oaxaca-why-deck-token = una ficha de bonificación junto al mazo de { $craft } suma un punto a cada una de sus ventas
oaxaca-why-new-tourist = el plan no les saca provecho a los turistas de esta ronda: uno nuevo puede ayudar
oaxaca-why-collector = así la próxima recolección elige entre cuatro cartas en vez de dos
oaxaca-why-die-to-wild = ese dado no tiene buen uso tal como está; como comodín sí
oaxaca-why-reroll-idle = esos dados no tienen buen uso esta ronda; una tirada nueva puede dárselo
oaxaca-why-slows-leader = frena al rival que va a la cabeza
oaxaca-why-slows-rival = frena a un rival cuyo Taller tiene { $cards }
oaxaca-why-card-gathered = la carta recolectada este turno
oaxaca-why-finishes-for = { $moving ->
    [yes] mover sus últimas fichas termina { $cards } para { $n ->
        [one] el cliente
       *[other] los clientes
    } de { $face }
   *[no] termina { $cards } para { $n ->
        [one] el cliente
       *[other] los clientes
    } de { $face }
}
oaxaca-why-finishes-last-sale = { $moving ->
    [yes] mover sus últimas fichas termina { $cards } a tiempo para la última venta
   *[no] termina { $cards } a tiempo para la última venta
}
oaxaca-why-finishes-to-sell = { $moving ->
    [yes] mover sus últimas fichas termina { $cards }, lista para vender
   *[no] termina { $cards }, lista para vender
}
oaxaca-why-finishes-worth = { $moving ->
    [yes] mover sus últimas fichas termina { $cards }: vale más en el Puesto del Mercado que en el Taller
   *[no] termina { $cards }: vale más en el Puesto del Mercado que en el Taller
}
oaxaca-why-finishes-points = { $moving ->
    [yes] mover sus últimas fichas termina { $cards }: { $points } más que en el Taller
   *[no] termina { $cards }: { $points } más que en el Taller
}
oaxaca-why-brings = deja { $cards }
oaxaca-why-down-to = { $card } con { $tokens }
oaxaca-why-plan-values = es lo que más valora ahora el plan de la ronda
oaxaca-why-free-for-customers = { $twice ->
    [yes] la elaboración del dado cuenta doble para las cartas que quieren los clientes
   *[no] un resultado gratis para las cartas que quieren los clientes
}
oaxaca-why-free-for-workshop = { $twice ->
    [yes] la elaboración del dado cuenta doble para el Taller este turno
   *[no] un resultado gratis para el Taller este turno
}
oaxaca-why-free-project = un resultado gratis para empezar otro proyecto
oaxaca-why-plan-lacks = le da al plan de este turno el resultado que le falta
oaxaca-why-customers-want = { $same ->
    [yes] { $n ->
        [one] { $customers } quiere { $craft }, y cada elaboración de { $craft } trabajará ambas cartas
       *[other] { $customers } quieren { $craft }, y cada elaboración de { $craft } trabajará ambas cartas
    }
   *[no] { $n ->
        [one] { $customers } quiere { $craft }
       *[other] { $customers } quieren { $craft }
    }
}
oaxaca-why-another-card = otra carta de { $craft }: cada elaboración de { $craft } las trabaja todas
oaxaca-why-has-buyers = la { $craft } tiene compradores por venir, y el Taller tiene espacio
oaxaca-why-project = un proyecto de { $craft }: dos puntos de inmediato, más al terminarlo
oaxaca-why-no-card-yet = ninguna carta de { $craft } del Taller tiene fichas todavía: no le queda nada mejor al dado
oaxaca-why-closer = { $n ->
    [1] la carta de { $craft } se acerca a los clientes que la quieren
    [2] dos cartas de { $craft } se acercan a los clientes que las quieren
    [3] tres cartas de { $craft } se acercan a los clientes que las quieren
    [4] cuatro cartas de { $craft } se acercan a los clientes que las quieren
    [5] cinco cartas de { $craft } se acercan a los clientes que las quieren
   *[other] { $n } cartas de { $craft } se acercan a los clientes que las quieren
}
oaxaca-why-tokens-gone = { $n ->
    [1] la carta de { $craft } necesita quitarse esta ficha antes del final de la partida
    [2] dos cartas de { $craft } necesitan quitarse estas fichas antes del final de la partida
    [3] tres cartas de { $craft } necesitan quitarse estas fichas antes del final de la partida
    [4] cuatro cartas de { $craft } necesitan quitarse estas fichas antes del final de la partida
    [5] cinco cartas de { $craft } necesitan quitarse estas fichas antes del final de la partida
   *[other] { $n } cartas de { $craft } necesitan quitarse estas fichas antes del final de la partida
}
oaxaca-why-takes = quita { $tokens } de { $card } y le { $left ->
    [0] no quedan fichas
    [1] queda una
    [2] quedan dos
    [3] quedan tres
    [4] quedan cuatro
    [5] quedan cinco
   *[other] quedan { $left }
}
oaxaca-why-early-deck-token = ninguna carta lo necesita ahora: como ficha de un mazo suma un punto a cada venta de esa artesanía
oaxaca-why-early-point = ninguna carta lo necesita ahora, y un dado de Madrugada vale un punto al final
oaxaca-why-early-tomorrow = ninguna carta lo necesita hoy: mañana empieza en la cara que necesita el Taller
oaxaca-why-jar = una ficha menos gratis en { $card }
oaxaca-why-chest = todas las cartas del Taller pierden una ficha a la vez
oaxaca-why-wheel = tres fichas menos en { $card }, que valen más que la carta devuelta
oaxaca-why-pit = tras elaborar con comodín, el Pozo de cocción quita tres fichas más
oaxaca-why-best-step = es el mejor paso siguiente del plan de la ronda
oaxaca-why-every-die-useful = { $solo ->
    [yes] cada dado ya muestra algo que el Taller o los clientes pueden usar
   *[no] cada dado ya muestra algo que el Taller o el Puesto del Mercado pueden usar
}
oaxaca-why-dice-useless = { $solo ->
    [yes] { $n ->
        [one] el dado de { $faces } sirve de poco al Taller y a los clientes esta ronda
       *[other] los dados de { $faces } sirven de poco al Taller y a los clientes esta ronda
    }
   *[no] { $n ->
        [one] el dado de { $faces } sirve de poco al Taller y al Puesto del Mercado esta ronda
       *[other] los dados de { $faces } sirven de poco al Taller y al Puesto del Mercado esta ronda
    }
}
oaxaca-and = { $first } y { $next }
oaxaca-why-keep-wanted = { $n ->
    [one] { $customers } quiere { $craft }, y esta es la que mejor paga sus fichas
   *[other] { $customers } quieren { $craft }, y esta es la que mejor paga sus fichas
}
oaxaca-why-keep-bonus = su bonificación dará una acción extra cada ronda en cuanto esté terminada
oaxaca-why-keep-value = el mejor valor por las fichas que necesita
oaxaca-why-put-good-top = una buena carta: encima se vuelve a robar en la próxima recolección
oaxaca-why-put-out-of-way = fuera del camino, para que la próxima recolección robe cartas nuevas
oaxaca-why-put-bottom = nadie más debería encontrarla encima
oaxaca-why-put-weak-top = una carta floja encima frena al próximo que recolecte
oaxaca-why-share = una ficha menos gratis en una carta casi terminada
oaxaca-why-share-none = ninguna carta gana nada con ello
oaxaca-why-early-keep = un dado con la cara elegida en la siguiente ronda vale más que una ficha
oaxaca-why-early-token = cada venta de { $craft } da un punto más de aquí en adelante
oaxaca-why-stop-later = las cartas que quedan valen más guardadas para clientes posteriores
oaxaca-why-stop-none = ningún cliente quiere lo que queda
oaxaca-why-sell-any = { $points } puntos de un cliente que compra lo que sea, y no hay mejor comprador para ella
oaxaca-why-sell-wanted = este cliente quiere { $face }: valor doble, { $points } puntos
oaxaca-why-customers-keep = los clientes que esperan ya quieren lo que está haciendo el Taller
oaxaca-why-customers-idle = { $n ->
    [one] nada del Taller es para el cliente de { $faces }
   *[other] nada del Taller es para los clientes de { $faces }
}
oaxaca-why-customers-spare = las cartas de { $faces } ya tienen compradores de sobra
oaxaca-why-parts = { $first }; { $next }
oaxaca-why-customers-reroll = { $parts }: caras nuevas pueden querer las próximas cartas

## Cuentas en palabras
oaxaca-n-cards = { $n ->
    [0] ninguna carta
    [1] una carta
    [2] dos cartas
    [3] tres cartas
    [4] cuatro cartas
    [5] cinco cartas
    [6] seis cartas
    [7] siete cartas
    [8] ocho cartas
    [9] nueve cartas
    [10] diez cartas
    [one] { $n } carta
   *[other] { $n } cartas
}
oaxaca-n-tokens = { $n ->
    [0] ninguna ficha
    [1] una ficha
    [2] dos fichas
    [3] tres fichas
    [4] cuatro fichas
    [5] cinco fichas
    [6] seis fichas
    [7] siete fichas
    [8] ocho fichas
    [9] nueve fichas
    [10] diez fichas
    [one] { $n } ficha
   *[other] { $n } fichas
}
oaxaca-n-dice = { $n ->
    [0] ningún dado
    [1] un dado
    [2] dos dados
    [3] tres dados
    [4] cuatro dados
    [5] cinco dados
    [6] seis dados
    [7] siete dados
    [8] ocho dados
    [9] nueve dados
    [10] diez dados
    [one] { $n } dado
   *[other] { $n } dados
}
oaxaca-n-points = { $n ->
    [0] ningún punto
    [1] un punto
    [2] dos puntos
    [3] tres puntos
    [4] cuatro puntos
    [5] cinco puntos
    [6] seis puntos
    [7] siete puntos
    [8] ocho puntos
    [9] nueve puntos
    [10] diez puntos
    [one] { $n } punto
   *[other] { $n } puntos
}
oaxaca-n-customers = { $n ->
    [0] ningún cliente
    [1] un cliente
    [2] dos clientes
    [3] tres clientes
    [4] cuatro clientes
    [5] cinco clientes
    [6] seis clientes
    [7] siete clientes
    [8] ocho clientes
    [9] nueve clientes
    [10] diez clientes
    [one] { $n } cliente
   *[other] { $n } clientes
}
oaxaca-a-customers = { $n ->
    [0] ningún cliente
    [1] un cliente
    [2] dos clientes
    [3] tres clientes
    [4] cuatro clientes
    [5] cinco clientes
    [6] seis clientes
    [7] siete clientes
    [8] ocho clientes
    [9] nueve clientes
    [10] diez clientes
    [one] { $n } cliente
   *[other] { $n } clientes
}
oaxaca-count-deck-token = { $n ->
    [one] { $n } ficha de mazo
   *[other] { $n } fichas de mazo
}

## Las piezas, las indicaciones y los globos de ayuda de la mesa (scenes/oaxaca)
oaxaca-face-free-result = { $any ->
    [yes] gratis: elige uno
   *[no] resultado gratis
}
oaxaca-that-is-all = Eso es todo
oaxaca-choose = Elige:
oaxaca-then = Luego:
oaxaca-end-stalls = Puestos del Mercado y Talleres
oaxaca-end-bought = Lo que compraron los clientes
oaxaca-refuse-combine = Esos dos no se combinan.
oaxaca-ask-scrap = ¿Desechar este proyecto? Va debajo de su mazo y sus fichas vuelven a la reserva.
oaxaca-scrap-it = Desecharlo
oaxaca-refuse-bonus = Esa bonificación no se puede usar ahora.
oaxaca-refuse-tourist = Ese turista no puede ayudar ahora.
oaxaca-tag-roll-again = volver a tirar
oaxaca-box-day = Luz del Día
oaxaca-box-night = Anochecer
oaxaca-box-early = Madrugada
oaxaca-box-free-own = Resultados gratis de este turno
oaxaca-box-free = Resultados gratis
oaxaca-box-this-round = Esta ronda
oaxaca-customers = Clientes
oaxaca-customers-each = Cada uno compra una carta por ronda.
oaxaca-customers-drag = Arrastra cartas del puesto hasta ellos.
oaxaca-keep-these = Conservar estos
oaxaca-keep-these-tip = Quedarte con la tirada tal como está.
oaxaca-reroll-tip = Volver a tirar los dados marcados.
oaxaca-end-turn = Terminar turno
oaxaca-end-turn-tip = Termina tu turno.
oaxaca-end-turn-first = Primero usa un dado: recolecta o elabora.
oaxaca-put-down = Soltarlo
oaxaca-put-down-tip = Suelta el resultado tomado o combinado (Esc).
oaxaca-take-none = Ninguna
oaxaca-take-none-tip = Deja tus fichas como están.
oaxaca-keep-die = Guardar el dado
oaxaca-keep-die-last = Guarda el dado de Madrugada: no sigue ninguna ronda y, en solitario, no puntúa.
oaxaca-keep-die-tip = Guarda el dado de Madrugada: empieza la siguiente ronda en su cara.
oaxaca-close-stall = Cerrar el puesto
oaxaca-close-stall-tip = No más ventas esta ronda.
oaxaca-keep-them = Conservarlos
oaxaca-keep-them-tip = Los clientes sin venta conservan sus deseos.
oaxaca-reroll-customers-tip = Volver a tirar los clientes marcados.
oaxaca-keep = Conservar
oaxaca-keep-tip = Conserva esta carta en tu Taller.
oaxaca-on-top = Encima
oaxaca-on-top-tip = De vuelta encima de su mazo.
oaxaca-bottom = Debajo
oaxaca-bottom-tip = Debajo de su mazo.
oaxaca-counting = Terminó la tercera ronda. Contando…
oaxaca-prompt-combined = Combinados: arrastra el par a un mazo para recolectar, o a una carta del Taller para elaborar su tipo.
oaxaca-prompt-picked = Ahora haz clic donde va: un mazo, tu Taller, una carta, otro dado.
oaxaca-prompt-used = Dado usado. Aún pueden ayudar resultados gratis, cartas del puesto y un turista; luego, Terminar turno.
oaxaca-prompt-turn = Arrastra un dado de Luz del Día a un mazo para recolectar, o a tu Taller para elaborar.
oaxaca-not-now = Ahora no.
oaxaca-early-riser = Madrugador
oaxaca-early-riser-ask = Guarda tu último dado para la siguiente ronda, en la cara que quieras.
oaxaca-tip-click-use = Haz clic para usarla.
oaxaca-tip-drag-sell = Arrástrala a un cliente para venderla.
oaxaca-tip-drawn = Robado esta ronda: tuyo para usarlo una vez antes de que acabe la ronda.
oaxaca-tip-night = En la casilla de Anochecer hasta la siguiente ronda.
oaxaca-tip-mark-reroll = Haz clic para marcarlo y volver a tirarlo.
oaxaca-tip-drag-die = Arrástralo a un mazo o a tu Taller, o sobre otro dado para combinarlos.
oaxaca-tip-free = Úsalo como un dado, o combínalo con un dado.
oaxaca-tip-bought = Ya compró esta ronda.
oaxaca-tip-price = Las fichas de bonificación del mazo y los bonos de joyería suman al precio.
oaxaca-your-workshop = Tu Taller
oaxaca-early-box = Casilla de Madrugada
oaxaca-tip-combined = Dos resultados juntos dan cualquier artesanía: arrástralos a un mazo para recolectar, o a una carta del Taller para elaborar su tipo. Esc los separa.
oaxaca-tip-see-mat = Haz clic para ver todo el tapete.
oaxaca-tip-not-this-round = No es de esta ronda: la Viajera del Tiempo o el Marco de hojalata aún pueden tomarlo prestado.
oaxaca-tip-early-die = { $solo ->
    [yes] Guardado para la madrugada: empieza la siguiente ronda en esta cara, o se vuelve una ficha de bonificación junto a un mazo al final de la ronda.
   *[no] Guardado para la madrugada: empieza la siguiente ronda en esta cara, y vale un punto al final si sigue aquí.
}
oaxaca-tip-early-box = { $solo ->
    [yes] Tu último dado de una ronda puede esperar aquí, en la cara que quieras, para la siguiente ronda: al final de la ronda puede volverse una ficha de bonificación junto a un mazo.
   *[no] Tu último dado de una ronda puede esperar aquí, en la cara que quieras, para la siguiente ronda: vale un punto al final.
}
oaxaca-you = Tú
oaxaca-customer-reviews = Reseñas de los clientes
oaxaca-workshop = Taller
oaxaca-seed = Semilla { $seed }
oaxaca-empty-stall = un puesto vacío
oaxaca-nothing-sold = nada vendido
oaxaca-pts = { $points } pts
oaxaca-stall-cards = cartas del puesto
oaxaca-visited-tourist = visitó a un turista
oaxaca-meeple-ready = meeple listo
oaxaca-empty-space = espacio libre
oaxaca-none-yet = aún no hay
oaxaca-any-craft = cualquier artesanía
oaxaca-supply = reserva
oaxaca-cancel = Cancelar
oaxaca-visited = ya visitó

## Negativas (why_illegal), dichas en la puerta
oaxaca-refuse-expected-reroll = Primero elige qué dados volver a tirar (o quédate con todos).
oaxaca-refuse-expected-keep = Primero conserva una de las cartas recolectadas.
oaxaca-refuse-expected-put-back = Primero devuelve las demás cartas recolectadas, encima o debajo del mazo.
oaxaca-refuse-expected-share = Elige una carta de la que quitar una ficha, o ninguna.
oaxaca-refuse-expected-early = Primero decide qué pasa con tu dado de Madrugada.
oaxaca-refuse-expected-sell = Vende a tus clientes, o deja de vender.
oaxaca-refuse-expected-customers = Primero elige qué clientes volver a tirar.
oaxaca-refuse-name-each-die = Nombra cada dado una sola vez.
oaxaca-refuse-reroll-daylight = Solo se pueden volver a tirar los dados de tu casilla de Luz del Día.
oaxaca-refuse-reroll-early = El dado de Madrugada conserva su cara: no se tira.
oaxaca-refuse-keep-drawn = Conserva una de las cartas que robaste.
oaxaca-refuse-put-back-drawn = Devuelve una de las cartas que robaste y no conservaste.
oaxaca-refuse-share-card = Elige una carta de tu Taller que todavía tenga fichas.
oaxaca-refuse-supply-empty = La reserva ya no tiene fichas de artesanía.
oaxaca-refuse-name-each-customer = Nombra cada cliente una sola vez.
oaxaca-refuse-no-customer = No existe ese cliente.
oaxaca-refuse-customer-bought-rolls = Un cliente que ya compró se vuelve a tirar de todos modos.
oaxaca-refuse-customer-bought = Ese cliente ya compró esta ronda.
oaxaca-refuse-sell-stall = Vende una carta de tu Puesto del Mercado.
oaxaca-refuse-banner-not-for-sale = Tu Estandarte no está a la venta.
oaxaca-refuse-name-source = Nombra un dado o un resultado gratis.
oaxaca-refuse-combine-two = Un resultado combina dos como máximo: un dado y otro resultado.
oaxaca-refuse-die-not-daylight = Ese dado no está en tu casilla de Luz del Día.
oaxaca-refuse-die-itself = Un dado no se puede combinar consigo mismo.
oaxaca-refuse-two-free = Dos resultados gratis nunca se combinan; combina un dado con uno.
oaxaca-refuse-free-not-yours = Ese resultado gratis no es tuyo para usar (ya se usó o nunca lo ganaste).
oaxaca-refuse-combine-die = Combina un dado con otro resultado.
oaxaca-refuse-die-first = Nombra primero el dado: d2+f0.
oaxaca-refuse-die-used-free = Ya usaste un dado este turno; te quedan resultados gratis.
oaxaca-refuse-die-used = Ya usaste un dado este turno.
oaxaca-refuse-workshop-full = Tu Taller está lleno: desecha un proyecto antes de recolectar.
oaxaca-refuse-workshop-empty-craft = Tu Taller está vacío: no hay nada que elaborar. Recolecta primero.
oaxaca-refuse-wild-only = Solo un resultado comodín elabora una sola carta de cualquier tipo.
oaxaca-refuse-wild-names-card = Elaborar con comodín nombra la carta del Taller que trabaja.
oaxaca-refuse-card-no-token = A esa carta ya no le quedan fichas.
oaxaca-refuse-craft-no-card = Un resultado de elaboración trabaja todas las cartas que coinciden: no nombres ninguna carta.
oaxaca-refuse-wild-one-card = Un resultado comodín elabora una sola carta: suéltalo sobre la carta.
oaxaca-refuse-activate-stall = Solo se pueden activar las cartas de tu Puesto del Mercado.
oaxaca-refuse-activate-two = Ya activaste dos cartas del Puesto del Mercado este turno.
oaxaca-refuse-no-tourist = No existe ese turista.
oaxaca-refuse-meeple-visited = Tu meeple ya visitó a un turista esta ronda.
oaxaca-refuse-tourists-this-round = Solo se puede visitar a los dos turistas de esta ronda.
oaxaca-refuse-scrap-workshop = Solo se puede desechar una carta de tu Taller.
oaxaca-refuse-early-last-die = Solo tu último dado de Luz del Día se puede guardar para la madrugada.
oaxaca-refuse-face-1-6 = Ponlo en una cara del 1 al 6.
oaxaca-refuse-end-turn-first = Primero usa un dado: recolecta o elabora (o guarda tu último dado para la madrugada).
oaxaca-refuse-not-a-turn-move = Eso no es algo que se haga en un turno.
oaxaca-refuse-bonus-choices = Esa bonificación necesita sus elecciones.
oaxaca-refuse-double-before = Ya usaste tu dado este turno: úsala antes de la elaboración del dado.
oaxaca-refuse-wild-first = Esto responde a una elaboración con comodín: elabora con comodín primero.
oaxaca-refuse-tourist-deck-empty = El mazo de turistas está vacío.
oaxaca-refuse-tourist-drawn = Ya robaste un turista esta ronda.
oaxaca-refuse-workshop-empty = Tu Taller está vacío.
oaxaca-refuse-refresh-choose = Elige otra de las cartas de tu puesto que esté girada de lado.
oaxaca-refuse-not-borrowable = Esa bonificación no se puede tomar prestada (las pasivas, la bonificación de elaborar con comodín y las cartas que toman prestado nunca se pueden).
oaxaca-refuse-borrowed-not-now = Esa bonificación prestada no se puede usar así ahora.
oaxaca-refuse-bonus-not-now = Esa bonificación no se puede usar así ahora.
oaxaca-refuse-name-deck = Nombra un mazo: { $names }.
oaxaca-refuse-customer-wants = Este cliente quiere { $want }, no { $craft }.
oaxaca-refuse-not-a-source = { $part } no es un dado (d0-d4) ni un resultado gratis (f0, f1...).
oaxaca-refuse-no-die = No tienes el dado { $part }.
oaxaca-refuse-result-gathers = Ese resultado recolecta { $faces }, no { $craft }.
oaxaca-refuse-deck-empty = El mazo de { $craft } está vacío.
oaxaca-refuse-name-craft = Nombra una artesanía: { $names }, o wild.
oaxaca-refuse-result-crafts = Ese resultado elabora { $faces }, no { $craft }.
oaxaca-refuse-passive = { $card } es pasiva: siempre activa, nunca se gira.
oaxaca-refuse-turned = { $card } ya está girada de lado esta ronda.
oaxaca-raw-craft = { $craft ->
    [pottery] alfarería
    [jewelry] joyería
    [textile] textil
    [woodcarving] talla en madera
    [tin] hojalata
    [wild] comodín
   *[other] { $craft }
}
oaxaca-count-token = { $n ->
    [one] { $n } ficha
   *[other] { $n } fichas
}

## La línea de progreso de una partida guardada (la pantalla Cargar, Continuar)
