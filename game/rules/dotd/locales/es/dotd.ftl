### Die of the Dead: Ofrenda Variant: las palabras del juego (español): nombres, la bitácora, las jugadas, la mesa, las razones de los bots

## Nombres (data/dotd/components.yaml, steps.yaml, scoring.yaml por sus ids)
dotd-colour-red = rojo
dotd-colour-blue = azul
dotd-colour-green = verde
dotd-colour-yellow = amarillo
dotd-colour-purple = morado
dotd-value-skull = calavera
dotd-die = { $power ->
        [yes] dado de poder { $colour }
       *[no] dado { $colour }
    }
dotd-die-skull = dado { $colour } en calavera
dotd-die-face = { $power ->
        [yes] { $face } { $colour } de poder
       *[no] { $face } { $colour }
    }
dotd-item-candle = vela
dotd-item-marigold = cempasúchil
dotd-item-bread = pan
dotd-item-incense = incienso
dotd-item-candle-plural = Velas
dotd-item-marigold-plural = Cempasúchil
dotd-item-bread-plural = Pan
dotd-item-incense-plural = Incienso
dotd-casket-candle = ataúd de vela
dotd-casket-marigold = ataúd de cempasúchil
dotd-casket-bread = ataúd de pan
dotd-casket-incense = ataúd de incienso
dotd-token-candle = ficha de vela
dotd-token-marigold = ficha de cempasúchil
dotd-token-bread = ficha de pan
dotd-token-incense = ficha de incienso
dotd-a-token-candle = una ficha de vela
dotd-a-token-marigold = una ficha de cempasúchil
dotd-a-token-bread = una ficha de pan
dotd-a-token-incense = una ficha de incienso
dotd-section-candle = sección de velas
dotd-section-marigold = sección de cempasúchil
dotd-section-bread = sección de pan
dotd-section-incense = sección de incienso
dotd-corner = esquina de { $first } y { $second }
dotd-the-cell = la { $cell }
dotd-your-cell = tu { $cell }
dotd-square-token = la casilla de { $token }
dotd-square-skull = la casilla de calavera
dotd-square-face = la casilla de cara libre
dotd-square-blank = la casilla vacía
dotd-requirement-same-colour-over-10 = Un solo color, total mayor que 10
dotd-requirement-over-16 = Total mayor que 16
dotd-requirement-exactly-16 = Total de exactamente 16
dotd-requirement-four-colours-pair = Cuatro colores, dos valores iguales
dotd-requirement-three-alike = Tres valores iguales
dotd-requirement-four-alike = Los cuatro valores iguales
dotd-requirement-alternating-pair = Colores alternados, dos vecinos en secuencia
dotd-requirement-run-of-3 = Tres vecinos en secuencia
dotd-requirement-run-of-4 = Los cuatro en secuencia
dotd-requirement-all-different = Cuatro colores, cuatro valores
dotd-requirement-urn = Una urna con su color y su valor
dotd-mark-good = Buena
dotd-mark-perfect = Perfecta
dotd-list = { $items }
dotd-nothing = nada
dotd-empty = vacío

## Lo que hacen las fichas y las casillas
dotd-band-first = Todavía juntando
dotd-verdict-none = El altar aún se ve vacío: puntúa más secciones y los escalones llegarán.
dotd-verdict-good = Una buena ofrenda: la familia se sentirá bienvenida.
dotd-verdict-perfect = Una ofrenda perfecta: cada vela, cada flor de cempasúchil, cada pan y cada hilo de incienso en su lugar.
dotd-token-effect-candle = Al inicio de tu turno (el Iniciador de Ronda: antes de abrir), dos ataúdes intercambian su lugar, con los dados de sus tapas.
dotd-token-effect-marigold = Como Iniciador de Ronda, mueve un dado de tu tablero de preparación a tu ofrenda en lugar de escoger; si a la Ciudad de los Muertos todavía le quedan dados, uno de ellos se suma a tu reserva.
dotd-token-effect-bread = Cuando escojas un dado normal, cámbialo a otro valor que muestre un dado del ataúd (las calaveras no cuentan).
dotd-token-effect-incense = Cuando escojas un dado normal, súbelo o bájalo uno (el 1 no se vuelve 6, ni el 6 se vuelve 1).
dotd-solo-token-effect-marigold = Como tu acción, mueve gratis un dado de tu tablero de preparación a tu ofrenda (no se gasta ningún dado de la Ciudad).
dotd-square-effect-skull = Gira uno de tus dados de poder (tablero de preparación u ofrenda) a su calavera: es comodín cuando se puntúa su sección.
dotd-square-effect-face = Gira un dado normal de tu tablero de preparación al valor que quieras.
dotd-square-effect-blank = Nada.
dotd-solo-square-effect-skull = Nada, en solitario (no hay dados de poder).
dotd-square-effect-token = Ganas { $token }, si queda alguna en su tablero.
dotd-end-reason-city = La Ciudad de los Muertos está vacía
dotd-end-reason-ofrenda = Una ofrenda está completa
dotd-end-reason-sections = Una ofrenda tiene tres secciones completas
dotd-end-reason-other = La partida termina

## La puntuación de una sección
dotd-met-line = { $caption }{ $times ->
        [1] {""}
       *[other] {" "}×{ $times }
    }: +{ $steps }
dotd-met-why = { $caption }{ $times ->
        [1] {""}
       *[other] {" "}×{ $times }
    }
dotd-no-requirement-met = Ningún requisito cumplido: +0
dotd-capped-at = Tope de { $n } escalones
dotd-skull-counts-as = La calavera cuenta como { $value }
dotd-requirement-line = { $caption }: { $steps }{ $each ->
        [yes] {" "}cada una
       *[no] {""}
    }

## Las razones de los bots
dotd-reason-place-first = el { $casket } todavía no tiene dados: empieza con uno { $colour }
dotd-reason-place-new = el { $casket } todavía no tiene un dado { $colour }: tendrá { $colours }
dotd-reason-place-alike = el { $casket } tendrá { $dice }
dotd-reason-prep = el dado espera en el tablero de preparación a una sección posterior
dotd-reason-fits = así el dado queda en su mejor lugar
dotd-reason-only-move = no se puede hacer nada más ahora
dotd-reason-completes = completa la { $sections }: { $steps } al puntuarse
dotd-reason-holds = la { $section } queda con { $held } de sus { $size } dados
dotd-reason-parts = { $parts }
dotd-reason-ascend = sube { $steps } de inmediato
dotd-reason-token-swap = la { $token } vale la ficha que se descarta por ella
dotd-reason-token = { $tokens } en la mano después
dotd-reason-pass = no toma nada del { $casket }
dotd-reason-model = así el modelo valora más los ataúdes
dotd-reason-climbs = sube { $steps } ahora
dotd-reason-no-step = ningún escalón ahora, pero lo más de las elecciones de puntuación que siguen

## La bitácora
dotd-ev-setup-solo = Empieza una partida en solitario.
dotd-ev-setup = Empieza una partida de { $players } jugadores.
dotd-ev-place = { $you ->
        [yes] Pones
       *[no] { $name } pone
    } un dado { $colour } en el { $casket }.
dotd-ev-place-hidden = { $you ->
        [yes] Pones
       *[no] { $name } pone
    } un dado en un ataúd ({ $count } de 4).
dotd-ev-reveal-solo = Los ataúdes están listos.
dotd-placed-in = { $colour } en { $item }
dotd-seat-part = { $name }: { $what }
dotd-ev-reveal = Se revelan los dados de los ataúdes. { $parts }.
dotd-ev-start-roll = { $again ->
        [yes] Empate: se tira otra vez:
       *[no] Se tira para ver quién empieza:
    } { $rolls }.
dotd-ev-start-player = { $you ->
        [yes] Sacaste el total más alto: eres el Iniciador de Ronda.
       *[no] { $name } sacó el total más alto y es el Iniciador de Ronda.
    }
dotd-ev-round-solo = Ronda { $round }.
dotd-ev-round = Ronda { $round }: { $you ->
        [yes] tú eres
       *[no] { $name } es
    } el Iniciador de Ronda.
dotd-ev-swap = { $you ->
        [yes] Juegas
       *[no] { $name } juega
    } una ficha de vela: el { $first } y el { $second } intercambian su lugar.
dotd-ev-open = { $lid ->
        [0] { $you ->
            [yes] Abres
           *[no] { $name } abre
        } el { $casket }: { $shown }.
       *[other] { $you ->
            [yes] Echas { $dice } en el { $casket } y lo abres
           *[no] { $name } echa { $dice } en el { $casket } y lo abre
        }: { $shown }.
    }
dotd-ev-draft = { $you ->
        [yes] Escoges el { $die } para tu
       *[no] { $name } escoge el { $die } para su
    } { $prep ->
        [yes] tablero de preparación
       *[no] { $cell }
    }.
dotd-ev-complete = { $you ->
        [yes] Tu { $section } está completa.
       *[no] { $ends ->
            [yes] La { $section } de { $name } está completa.
           *[no] La { $section } de { $name } está completa.
        }
    }
dotd-ev-retune = { $you ->
        [yes] Juegas
       *[no] { $name } juega
    } { $token }: el { $die } se vuelve un { $value }.
dotd-ev-pay = { $you ->
        [yes] Pagas
       *[no] { $name } paga
    } con un { $die } de { $source ->
        [city] la Ciudad de los Muertos
        [supply] { $you ->
            [yes] tu
           *[no] su
        } reserva
        [prep] { $you ->
            [yes] tu
           *[no] su
        } tablero de preparación
       *[ofrenda] { $you ->
            [yes] tu
           *[no] su
        } ofrenda
    }, sobre la tapa del { $casket }.
dotd-ev-move = { $you ->
        [yes] { $marigold ->
            [yes] Juegas una ficha de cempasúchil y mueves
           *[no] Mueves
        } el { $die } de tu tablero de preparación a tu
       *[no] { $marigold ->
            [yes] { $name } juega una ficha de cempasúchil y mueve
           *[no] { $name } mueve
        } el { $die } de su tablero de preparación a su
    } { $cell }.
dotd-ev-city-gain = { $you ->
        [yes] Tomas un { $die } de la Ciudad de los Muertos para tu reserva.
       *[no] { $name } toma un { $die } de la Ciudad de los Muertos para su reserva.
    }
dotd-ev-city-spend = Un { $die } sale de la Ciudad de los Muertos.
dotd-ev-token = { $you ->
        [yes] { $take ->
            [yes] Tomas
           *[no] Ganas
        }
       *[no] { $take ->
            [yes] { $name } toma
           *[no] { $name } gana
        }
    } { $token }.
dotd-ev-discard = { $you ->
        [yes] Descartas
       *[no] { $name } descarta
    } { $token }.
dotd-ev-ascend = { $you ->
        [yes] No encuentras nada que tomar y subes
       *[no] { $name } no encuentra nada que tomar y sube
    } { $steps }.
dotd-ev-pass = { $you ->
        [yes] No puedes
       *[no] { $name } no puede
    } hacer nada este turno.
dotd-ev-score = { $you ->
        [yes] Tu { $section }
       *[no] { $ends ->
            [yes] La { $section } de { $name }
           *[no] La { $section } de { $name }
        }
    } puntúa { $steps }{ $capped ->
        [yes] {" "}(con tope; eran { $raw })
       *[no] {""}
    }{ $reasons ->
        [yes] : { $why }.
       *[no] .
    }
dotd-ev-cash = { $you ->
        [yes] Descartas
       *[no] { $name } descarta
    } las fichas de { $items } para subir { $steps }.
dotd-ev-finish-scoring = { $you ->
        [yes] Te quedas con tus
       *[no] { $name } se queda con sus
    } fichas.
dotd-ev-climb = { $you ->
        [yes] Subes
       *[no] { $name } sube
    } { $steps } hasta el escalón { $step }{ $past ->
        [yes] , más allá de la cima: el dado marcador pasa a { $face }
       *[no] {""}
    }.
dotd-ev-land = { $you ->
        [yes] Caes
       *[no] { $name } cae
    } en { $square } del escalón { $step }.
dotd-ev-skull = { $you ->
        [yes] Giras
       *[no] { $name } gira
    } el { $die } a su calavera: ahora es comodín.
dotd-ev-set-face = { $you ->
        [yes] Giras el { $die } de tu
       *[no] { $name } gira el { $die } de su
    } tablero de preparación a { $value }.
dotd-ev-rotate = Los ataúdes avanzan un lugar{ $stuck ->
        [yes] {" "}(el Iniciador de Ronda no pudo hacer nada)
       *[no] {""}
    }.
dotd-ev-game-over = { $reason }: la partida terminó.

## Las jugadas (data/dotd/moves.yaml por su tipo, y las que se dicen en el código)
dotd-move-place = Pon un dado { $a_colour } en el { $casket }
dotd-move-swap = Juega una ficha de vela: intercambia el { $first } y el { $second }
dotd-move-keep-face = Conserva el valor del dado escogido
dotd-move-discard = Descarta { $a_token }
dotd-move-ascend = Nada que tomar: sube un escalón (sin bono)
dotd-move-pass = Pasa: no se puede hacer nada
dotd-move-city-die = El dado { $colour } de la Ciudad de los Muertos
dotd-move-score-section = Puntúa tu { $section }
dotd-move-finish-scoring = Termina de puntuar y quédate con tus fichas
dotd-do-open = Abre el { $casket }
dotd-do-open-counted = Abre el { $casket } ({ $inside } dentro, { $lid } en la tapa)
dotd-do-draft = Escoge el { $die } para tu { $prep ->
        [yes] tablero de preparación
       *[no] { $cell }
    }
dotd-do-retune = Juega { $token } ({ $bread ->
        [yes] otro valor del ataúd
       *[no] uno arriba o abajo
    }): el dado escogido se vuelve un { $value }
dotd-do-pay = Paga con un { $die } de { $source ->
        [city] la Ciudad de los Muertos
       *[supply] tu reserva
    } sobre la tapa del { $casket }
dotd-do-pay-board = Paga con { $what } sobre la tapa del { $casket }
dotd-from-your-prep = de tu tablero de preparación
dotd-from-your-cell = de tu { $cell }
dotd-on-your-prep = en tu tablero de preparación
dotd-in-your-cell = en tu { $cell }
dotd-the-die-where = el { $die } { $where }
dotd-a-die-where = el dado { $where }
dotd-do-move = { $marigold ->
        [yes] Juega una ficha de cempasúchil: mueve
       *[no] Mueve
    } { $what } a tu { $cell }
dotd-do-take = Toma { $token }
dotd-do-take-any = Toma una ficha
dotd-do-cash = Descarta las fichas de { $items } para subir { $steps }
dotd-do-land = Cae en { $square }
dotd-do-land-numbered = Cae en la casilla { $square }
dotd-do-skull = Gira { $what } a su calavera
dotd-do-set-face = Gira { $what } a { $value }

## La hoja de puntuación
dotd-sheet-section = { $items }
dotd-sheet-scored = puntuada
dotd-sheet-not-completed = sin completar
dotd-sheet-tokens-for-steps = Fichas canjeadas
dotd-sheet-ascending = Subidas
dotd-sheet-steps-climbed = Escalones subidos
dotd-sheet-headline = { $n ->
        [one] { $n } escalón subido
       *[other] { $n } escalones subidos
    }: { $title }
dotd-sheet-tokens-held = Fichas en la mano
dotd-sheet-tie-tokens = Empate en escalones: lo rompe quien tenga más fichas.
dotd-sheet-tie-shared = Empate en escalones y en fichas: la victoria se comparte.
dotd-sheet-verdict = Gana quien suba más escalones; en caso de empate, quien tenga más fichas.

## La mesa: la barra de indicaciones y el panel de acciones
dotd-pay-from-city = de la Ciudad de los Muertos
dotd-pay-from-supply = de tu reserva
dotd-pay-from-prep = de tu tablero de preparación
dotd-pay-from-ofrenda = (o uno de una sección incompleta)
dotd-waiting-open = { $name } elige qué ataúd abrir…
dotd-waiting-act = { $name } actúa en el ataúd de { $item }…
dotd-waiting-retune = { $name } puede cambiar el dado con una ficha…
dotd-waiting-pay = { $name } paga un dado…
dotd-waiting-city = { $name } elige un dado de la Ciudad…
dotd-waiting-discard = { $name } descarta una ficha…
dotd-waiting-score = { $name } puntúa…
dotd-waiting-land = { $name } elige una casilla…
dotd-waiting-skull = { $name } elige un dado para la calavera…
dotd-waiting-face = { $name } gira un dado…
dotd-waiting-other = { $name } está jugando…
dotd-open-telling = { $lid ->
        [0] { $you ->
            [yes] Abres
           *[no] { $name } abre
        } el ataúd de { $item }…
       *[other] { $you ->
            [yes] Echas
           *[no] { $name } echa
        } { $dice } en el ataúd de { $item }…
    }
dotd-draft-prompt = { $starter ->
        [yes] Escoge un dado: arrástralo del ataúd de { $item } a un espacio de { $item } o a tu tablero de preparación.
       *[no] Tu acción: escoge del ataúd de { $item }, mueve un dado preparado o toma una ficha.
    }
dotd-act-how = { $moves ->
        [yes] Arrastra un dado para escogerlo o moverlo{ $marigold ->
            [yes] {" "}(ficha de cempasúchil)
           *[no] {""}
        }
       *[no] Arrastra un dado del ataúd para escogerlo
    }; o:
dotd-climbed-line = { $steps } subidos{ $lapped ->
        [yes] {" "}(el dado muestra { $face }: { $laps } más allá de la cima)
       *[no] {""}
    }.
dotd-city-line-solo = Quedan { $dice }: cada ronda gasta uno (un movimiento o un pase). Cuando la Ciudad se vacía, esa ronda es la última.
dotd-city-line = Quedan { $dice }. El Iniciador de Ronda paga una elección con uno de ellos (de cualquier color); una ficha de cempasúchil trae uno a tu reserva.
dotd-cell-may-hold = { $corner ->
        [yes] Aquí puede ir un dado del ataúd de { $first } o del de { $second }. Una esquina cuenta en las dos secciones.
       *[no] Aquí puede ir un dado del ataúd de { $first }.
    }
dotd-scored-sections = Puntuadas: { $list }
dotd-scored-part = { $item } +{ $steps }
dotd-no-section-scored = Ninguna sección puntuada todavía
dotd-solo-end-city = El dado marcador está en el escalón { $step }{ $lapped ->
        [yes] , vuelta { $face }
       *[no] {""}
    }; la Ciudad de los Muertos se vació en la ronda { $round }.
dotd-solo-end-ofrenda = El dado marcador está en el escalón { $step }; la ofrenda se completó en la ronda { $round }.
dotd-end-board-label = { $you ->
        [yes] Tú
       *[no] { $name }
    } · { $n ->
        [one] { $n } escalón
       *[other] { $n } escalones
    }
dotd-end-board-label-solo = { $n ->
        [one] { $n } escalón subido
       *[other] { $n } escalones subidos
    }
dotd-casket-rolled = Se tira el ataúd de { $item }…
dotd-swap-prompt = Ficha de vela: haz clic en dos ataúdes para intercambiarlos{ $chosen ->
        [yes] {" "}(uno elegido).
       *[no] .
    }
dotd-pay-prompt = Paga tu dado: arrastra un dado { $sources } a un ataúd cerrado.
dotd-pay-panel = Arrastra un dado { $sources } a la tapa de un ataúd cerrado.
dotd-boards-shown = { $you ->
        [yes] Tus tableros.
       *[no] { $ends ->
            [yes] Tableros de { $name }.
           *[no] Tableros de { $name }.
        }
    } Haz clic en cualquier lugar o pulsa Esc para volver a los tuyos.
dotd-landing-prompt = Tu dado marcador llega al escalón { $step }: haz clic en la casilla donde cae.
dotd-landing-refusal = Tu dado marcador cae en el escalón { $step }: elige una de sus casillas.
dotd-waiting-for-placements = Esperando a que { $names } coloquen sus dados…
dotd-placed-so-far = Has colocado { $placed } de { $total } dados.
dotd-placed-by = { $name }: { $placed } de { $total }.
dotd-turn-of = Turno de { $name }
dotd-setup-title = Preparación · { $placed } de { $total } colocados
dotd-open-title = Ronda { $round } · abres un ataúd
dotd-act-title = Ataúd de { $item ->
        [candle] vela
        [marigold] cempasúchil
        [bread] pan
       *[incense] incienso
    } · tu acción
dotd-retune-line = Una ficha puede cambiar el { $die } a otro valor:
dotd-hand-full-line = Tienes { $n } fichas: descarta una para tomar la nueva (puede ser del mismo tipo).
dotd-scoring-line = { $pending ->
        [yes] Puntúa cada sección completa.{" "}
       *[no] {""}
    }Tres fichas distintas suben un escalón, cuatro suben dos: márcalas en tu mano.
dotd-step-title = Escalón { $step }
dotd-take-token-label = Tomar ficha de { $item }
dotd-discard-label = Descartar { $item }
dotd-score-label = Puntuar { $items } +{ $steps }
dotd-cash-label = Canjear
dotd-cash-label-steps = Canjear +{ $steps }
dotd-keep-label = Conservar el { $face }
dotd-keep-label-value = Conservar su valor
dotd-button-refusal = { $what }: { $why }
dotd-cash-tip = Descartar fichas por escalones: { $reason }
dotd-cash-tip-marked = Descartar las fichas marcadas por escalones
dotd-cash-refusal = Tres fichas de tipos distintos suben un escalón, cuatro suben dos: tienes { $kinds }.
dotd-token-refusal = Las fichas de { $item ->
        [candle] vela
        [marigold] cempasúchil
        [bread] pan
       *[incense] incienso
    } se juegan sobre un dado que acabas de escoger.

## La mesa: los letreros de los tableros
dotd-starts = { $you ->
        [yes] Empiezas tú
       *[no] Empieza { $name }
    }
dotd-your-steps = Tú: { $n ->
        [one] { $n } escalón
       *[other] { $n } escalones
    }
dotd-city-pill = Ciudad: { $n ->
        [one] queda { $n } dado
       *[other] quedan { $n } dados
    }
dotd-solo-title = En solitario · { $n ->
        [one] { $n } escalón
       *[other] { $n } escalones
    }
dotd-city-dice-left = Ciudad de los Muertos: { $n ->
        [one] queda { $n } dado
       *[other] quedan { $n } dados
    }
dotd-tokens-on-boards = Fichas en los tableros: { $tokens }
dotd-sheet-title = { $you ->
        [yes] Tu ofrenda
       *[no] { $ends ->
            [yes] Ofrenda de { $name }
           *[no] Ofrenda de { $name }
        }
    } · tablero { $board }
dotd-steps-climbed = Escalones subidos: { $n }
dotd-on-step = en el escalón { $step }{ $lapped ->
        [yes] , vuelta { $face }
       *[no] {""}
    }
dotd-placed-count = colocados { $placed }/{ $total }
dotd-inside-count = { $n } dentro
dotd-supply-caption = Tu reserva · { $n }
dotd-tokens-caption = Tus fichas · { $held } de { $limit }
dotd-into-casket = En el { $casket }
dotd-onto-lid = Sobre la tapa del { $casket }
dotd-to-place = A { $where }
dotd-move-to = Muévelo a { $where }{ $marigold ->
        [yes] {" "}(ficha de cempasúchil)
       *[no] {""}
    }
dotd-cash-card-title = { $you ->
        [yes] Tus fichas
       *[no] { $ends ->
            [yes] Fichas de { $name }
           *[no] Fichas de { $name }
        }
    } por escalones
dotd-section-title = { $you ->
        [yes] Tu sección de { $items }
       *[no] { $ends ->
            [yes] Sección de { $items } de { $name }
           *[no] Sección de { $items } de { $name }
        }
    }
dotd-capped-line = { $met } escalones cumplidos: tope de { $cap }
dotd-skull-as = como { $value }
dotd-requirement-gain = (+{ $steps }{ $each ->
        [yes] {" "}cada una
       *[no] {""}
    })

## La mesa: las descripciones emergentes
dotd-open-die-line = En el ataúd de { $item } abierto: arrástralo a un espacio de { $item } de tu ofrenda o a tu tablero de preparación para escogerlo (y luego paga).
dotd-lid-die-line = Sobre la tapa del { $casket }: entra, y se tira, cuando se abre ese ataúd.
dotd-city-die-line = En la Ciudad de los Muertos.{ $solo ->
        [yes] {" "}Cada ronda gasta uno: cuando se vacía, termina la partida.
       *[no] {" "}El Iniciador de Ronda paga con estos.
    }
dotd-tokens-left-on-board = { $tokens } en su tablero.
dotd-standing-here = Aquí: { $names }.
dotd-square-title = Escalón { $step } · { $kind }
dotd-square-title-skull = Casilla de calavera
dotd-square-title-face = Casilla de cara libre
dotd-square-title-blank = Casilla vacía
dotd-square-title-token = Casilla de ficha de { $item ->
        [candle] vela
        [marigold] cempasúchil
        [bread] pan
       *[incense] incienso
    }
dotd-scoring-die-title = { $you ->
        [yes] Tu dado marcador
       *[no] { $ends ->
            [yes] Dado marcador de { $name }
           *[no] Dado marcador de { $name }
        }
    }
dotd-board-tokens-line = { $tokens } en el tablero.{ $solo ->
        [yes] {" "}En solitario, una ficha jugada sale de la partida.
       *[no] {""}
    }
dotd-board-casket-note = El ataúd que está aquí es el ataúd de { $item }: sus dados van a tu sección de { $item }.
dotd-token-board-title = El tablero de fichas de { $item }
dotd-open-casket-line = Abierto esta ronda: { $dice }.
dotd-inside-line = Dentro: { $dice }.
dotd-lid-line = En la tapa: { $dice }.
dotd-you-put-here = Aquí pusiste: { $colours }.
dotd-casket-note = Frente al tablero de { $item }: sus dados van a espacios de { $item }. Los ataúdes avanzan después de una ronda con puntuación.
dotd-casket-title = El ataúd de { $item }
dotd-section-cap-line = Como máximo { $steps } por sección.
dotd-section-scored-line = Puntuada: +{ $steps }.
dotd-section-as-it-lies = Tal como está: +{ $steps }
dotd-spaces-filled = { $n } de 4 espacios ocupados.
dotd-side-top = el lado de arriba
dotd-side-right = el lado derecho
dotd-side-bottom = el lado de abajo
dotd-side-left = el lado izquierdo
dotd-urn-line = Un { $die } en este espacio sube un escalón cuando se puntúa la sección de incienso.
dotd-urn-wants = Su urna pide un { $die }.
dotd-cell-title = { $where }: { $die }
dotd-prep-title = Espacio de preparación { $space }: { $die }
dotd-supply-line = { $dice }. Pagas una elección con un dado de tu reserva (el Iniciador de Ronda: de la Ciudad de los Muertos).
dotd-supply-kind-line = { $dice } de este tipo en tu reserva.
dotd-token-space-line = Puedes tener { $limit } fichas; tienes { $held }.
dotd-token-title = Ficha de { $item ->
        [candle] vela
        [marigold] cempasúchil
        [bread] pan
       *[incense] incienso
    }
dotd-solo-marks-line = { $steps } hasta ahora; { $marks }.
dotd-solo-mark = { $title } con { $steps }
dotd-solo-city-line = A la Ciudad de los Muertos le quedan { $dice }: la ronda en que se acaban es la última.
dotd-other-line = { $steps } subidos; { $tokens } en la mano; { $dice } en la reserva.
dotd-placing-line = Colocando dados: { $placed } de { $total } (dónde, se oculta hasta que todos terminen).

## La pantalla final
dotd-end-title = { $reason } · ronda { $round }
dotd-rounds-played = { $n } rondas
dotd-sections-scored = { $n } de 4 secciones puntuadas
dotd-from-tokens = { $n } por fichas
dotd-scored-plus = Puntuada +{ $n }
dotd-not-completed = Sin completar ({ $n } de 4 espacios).
dotd-end-section-title = { $name }: sección de { $items }
dotd-end-board-line = { $steps } subidos, { $tokens } en la mano.

## Cuentas
dotd-num = { $n ->
        [1] un
        [2] dos
        [3] tres
        [4] cuatro
        [5] cinco
       *[other] { $n }
    }
dotd-n-steps = { $n ->
        [one] un escalón
       *[other] { $n } escalones
    }
dotd-n-dice = { $n ->
        [0] ningún dado
        [one] un dado
       *[other] { $n } dados
    }
dotd-n-power-dice = { $n ->
        [0] ningún dado de poder
        [one] un dado de poder
       *[other] { $n } dados de poder
    }
dotd-n-lid-dice = { $n ->
        [one] un dado de la tapa
       *[other] { $n } dados de la tapa
    }
dotd-n-tokens = { $n ->
        [0] ninguna ficha
        [one] una ficha
       *[other] { $n } fichas
    }
dotd-n-kinds = { $n ->
        [0] ningún tipo
        [one] un tipo
       *[other] { $n } tipos
    }
dotd-n-colours = { $n ->
        [one] un color
       *[other] { $n } colores
    }
dotd-n-times = { $n ->
        [one] una vez
       *[other] { $n } veces
    }
dotd-n-item-tokens = { $n ->
        [0] ninguna ficha de { $item }
        [one] una ficha de { $item }
       *[other] { $n } fichas de { $item }
    }
dotd-n-colour-dice = { $n ->
        [one] un dado { $colour ->
            [red] rojo
            [blue] azul
            [green] verde
            [yellow] amarillo
           *[purple] morado
        }
       *[other] { $n } dados { $colour ->
            [red] rojos
            [blue] azules
            [green] verdes
            [yellow] amarillos
           *[purple] morados
        }
    }

## Lo que sumaría un dado (la vista previa)
dotd-preview-points = +{ $n ->
        [one] { $n } escalón
       *[other] { $n } escalones
    } al final de la ronda
dotd-preview-no-steps = Todavía ningún escalón
dotd-preview-open = { $item ->
        [candle] Sección de velas
        [marigold] Sección de cempasúchil
        [bread] Sección de pan
       *[incense] Sección de incienso
    }: { $filled } de { $size } espacios ocupados
dotd-preview-completes = Completa la { $section }: { $n ->
        [one] { $n } escalón
       *[other] { $n } escalones
    }
dotd-preview-met = · { $caption }{ $times ->
        [1] {""}
       *[other] {" "}x{ $times }
    }: +{ $steps }
dotd-preview-none-met = · Ningún requisito cumplido
dotd-preview-capped = · Tope de { $n ->
        [one] { $n } escalón
       *[other] { $n } escalones
    }
dotd-preview-skull = · Una calavera cuenta como { $value }

## Las palabras propias de la mesa (scenes/dotd)
dotd-t-the-game-is-over-counting-the = La partida terminó. Contando los escalones…
dotd-t-now-click-where-it-goes-the = Ahora haz clic donde va (los lugares iluminados), o Esc para soltarlo.
dotd-t-fill-the-caskets-drag-three-dice = Llena los ataúdes: arrastra tres dados de colores distintos a cada uno.
dotd-t-put-one-die-in-each-casket = Pon un dado en cada ataúd: arrástralo desde tus dados al ataúd. Nadie ve dónde hasta que todos terminen.
dotd-t-you-are-the-round-starter-click = Eres el Iniciador de Ronda: haz clic en un ataúd para abrirlo.
dotd-t-a-token-may-change-the-die = Una ficha puede cambiar el dado que escogiste: elige su nuevo valor, o consérvalo.
dotd-t-choose-the-city-of-the-dead = Elige el dado de la Ciudad de los Muertos que se suma a tu reserva.
dotd-t-choose-the-city-of-the-dead-2 = Elige el dado de la Ciudad de los Muertos que gastas (haz clic en él).
dotd-t-your-hand-is-full-discard-a = Tu mano está llena: descarta una ficha para hacer lugar.
dotd-t-score-your-completed-sections-click-a = Puntúa tus secciones completas: haz clic en el botón de una sección o en su letrero.
dotd-t-discard-three-or-four-different-tokens = Descarta tres o cuatro fichas distintas por escalones, o termina de puntuar.
dotd-t-skull-bonus-click-one-of-your = Bono de calavera: haz clic en uno de tus dados de poder para girarlo a su calavera.
dotd-t-any-face-bonus-click-a-normal = Bono de cara libre: haz clic en un dado normal de tu tablero de preparación.
dotd-t-any-face-bonus-choose-its-new = Bono de cara libre: elige su nuevo valor.
dotd-t-the-table = La mesa
dotd-t-setting-up = Preparación
dotd-t-game-over = Fin de la partida
dotd-t-the-final-steps-are-counted = Se cuentan los últimos escalones.
dotd-t-three-dice-of-different-colours-in = Tres dados de colores distintos en cada ataúd.
dotd-t-one-die-in-each-casket-of = Un dado en cada ataúd, del color que elijas.
dotd-t-drag-a-die-onto-a-casket = Arrastra un dado a un ataúd, o haz clic en él y luego en el ataúd.
dotd-t-its-lid-dice-go-in-it = Los dados de su tapa entran, se tira y se abre; luego escoges de él.
dotd-t-the-glowing-caskets-are-those-you = Los ataúdes que brillan son aquellos en los que puedes actuar.
dotd-t-change-the-drafted-die = ¿Cambiar el dado escogido?
dotd-t-pay-for-your-die = Paga tu dado
dotd-t-it-goes-into-that-casket-when = Entra en ese ataúd la próxima vez que se abra.
dotd-t-the-city-of-the-dead = La Ciudad de los Muertos
dotd-t-which-colour-of-die = ¿Qué color de dado?
dotd-t-your-hand-is-full = Tu mano está llena
dotd-t-scoring = Puntuación
dotd-t-choose-the-square-your-scoring-die = Elige la casilla donde cae tu dado marcador.
dotd-t-skull-bonus = Bono de calavera
dotd-t-click-a-power-die-on-your = Haz clic en un dado de poder de tu tablero de preparación o de tu ofrenda: gira a su calavera, comodín cuando se puntúa su sección.
dotd-t-any-face-bonus = Bono de cara libre
dotd-t-click-a-normal-die-on-your = Haz clic en un dado normal de tu tablero de preparación y luego en su nuevo valor.
dotd-t-its-new-value = Su nuevo valor:
dotd-t-thinking = pensando…
dotd-t-tokens = Fichas
dotd-t-none = ninguna
dotd-t-supply = Reserva
dotd-t-empty = vacía
dotd-t-click-or-esc-to-close = clic o Esc para cerrar
dotd-t-the-marks = Las metas
dotd-t-no-tokens = sin fichas
dotd-t-complete-not-scored = Completa, sin puntuar.
dotd-t-click-to-bring-this-ofrenda-forward = Haz clic para traer esta ofrenda al frente.
dotd-t-drag-one-of-its-dice-onto = Arrastra uno de sus dados a tu ofrenda o a tu tablero de preparación para escogerlo.
dotd-t-that-casket-is-closed-this-round = Ese ataúd está cerrado esta ronda.
dotd-t-drag-the-die-you-pay-with = Arrastra el dado con el que pagas a la tapa de este ataúd (o haz clic primero en el dado).
dotd-t-that-is-a-power-die = Ese es un dado de poder.
dotd-t-not-now = Ahora no.
dotd-t-drag-a-die-from-your-preparation = Arrastra un dado de tu tablero de preparación a un espacio del elemento del ataúd abierto: la ficha de cempasúchil lo mueve en lugar de escoger.
dotd-t-the-marigold-token-is-played-when = La ficha de cempasúchil se juega cuando actúas: arrastra un dado preparado a la ofrenda.
dotd-t-the-marigold-token-lets-the-round = La ficha de cempasúchil le permite al Iniciador de Ronda mover un dado en lugar de escoger.
dotd-t-choose-the-new-value-with-the = Elige el nuevo valor con los botones de abajo.
dotd-t-cancel = Cancelar
dotd-t-to-your-preparation-board = A tu tablero de preparación
dotd-t-drafted = escogido
dotd-t-you-pay-from-the-city-of = Pagas de la Ciudad de los Muertos
dotd-t-empty-you-pay-from-your-preparation = Vacía: pagas de tu tablero de preparación
dotd-t-a-value-in-the-casket = un valor del ataúd
dotd-t-one-up-or-down = uno arriba o abajo
dotd-t-ascend-one-step = Subir un escalón
dotd-t-pass = Pasar
dotd-t-cancel-the-swap = Cancelar el intercambio
dotd-t-swap-two-caskets = Intercambiar dos ataúdes
dotd-t-finish-scoring = Terminar de puntuar
dotd-t-skull = Calavera
dotd-t-any-face = Cara libre
dotd-t-blank = Vacía
dotd-t-put-it-down = Soltarlo
dotd-t-let-go-of-the-die-you = Suelta el dado que levantaste (Esc)
dotd-t-discard-tokens-for-steps = Descartar fichas por escalones
dotd-t-three-tokens-of-different-kinds-climb = Tres fichas de tipos distintos suben un escalón, cuatro suben dos.
dotd-t-your-turn = Tu turno
dotd-t-to-score = por puntuar
dotd-t-you = Tú
dotd-t-move-the-die = Mover el dado
dotd-t-solo-a-move-spends-a-die = En solitario, un movimiento gasta un dado de la Ciudad de los Muertos, o tu ficha de cempasúchil en su lugar.
dotd-t-spend-a-city-die = Gastar un dado de la Ciudad
dotd-t-play-the-marigold-token = Jugar la ficha de cempasúchil
dotd-t-a-power-die-it-shows-a = Un dado de poder: muestra una calavera donde un dado normal muestra 3 y 4; una calavera es comodín cuando se puntúa su sección.
dotd-t-click-to-land-here = Haz clic para caer aquí.
dotd-t-still-below-the-first-step = Todavía debajo del primer escalón.
dotd-t-steps-climbed-9-face-1-the = Escalones subidos = 9 × (cara − 1) + el escalón donde está.
dotd-t-click-to-open-it = Haz clic para abrirlo.
dotd-t-click-to-score-it = Haz clic para puntuarla.
dotd-t-an-incense-urn = Una urna de incienso
dotd-t-a-skull-counts-as-the-value = Una calavera cuenta como el valor que necesita.
dotd-t-a-skull-wild-it-counts-as = Una calavera: comodín, cuenta como el valor que más le convenga a la sección.
dotd-t-dice-on-the-ofrenda-stay-where = Los dados de la ofrenda se quedan donde están.
dotd-t-click-to-turn-it-to-its = Haz clic para girarlo a su calavera.
dotd-t-your-preparation-board = Tu tablero de preparación
dotd-t-three-spaces-where-drafted-dice-wait = Tres espacios donde esperan los dados escogidos; como acción, mueve uno a la ofrenda cuando su ataúd esté abierto.
dotd-t-a-die-drafted-here-waits-for = Un dado escogido aquí espera un ataúd del elemento de su sección.
dotd-t-drag-it-to-a-space-of = Arrástralo a un espacio del elemento del ataúd abierto para moverlo ahí.
dotd-t-drag-it-onto-a-closed-casket = Arrástralo a un ataúd cerrado para pagar con él (cuando tu reserva esté vacía).
dotd-t-click-it-then-choose-its-new = Haz clic en él y luego elige su nuevo valor.
dotd-t-a-skull-wild-when-its-section = Una calavera: comodín cuando se puntúa su sección.
dotd-t-your-supply = Tu reserva
dotd-t-drag-one-onto-a-casket-to = Arrastra uno a un ataúd para ponerlo ahí.
dotd-t-drag-one-onto-a-closed-caskets = Arrastra uno a la tapa de un ataúd cerrado para pagar.
dotd-t-an-empty-token-space = Un espacio de ficha vacío
dotd-t-click-to-discard-it = Haz clic para descartarla.
dotd-t-click-to-mark-it-for-discarding = Haz clic para marcarla para descartar: tres tipos distintos suben un escalón, cuatro suben dos.
dotd-t-click-it-then-the-two-caskets = Haz clic en ella y luego en los dos ataúdes que intercambias.
dotd-t-the-round-starter-marker = El marcador de Iniciador de Ronda
dotd-t-you-open-a-casket-this-round = Esta ronda abres un ataúd y escoges primero; pagas de la Ciudad de los Muertos. Pasa en el sentido de las manecillas del reloj al terminar la ronda.
dotd-t-solo-climb-against-the-city-of = En solitario: sube contra la Ciudad de los Muertos
dotd-t-click-to-see-their-boards-whole = Haz clic para ver sus tableros completos.
dotd-t-round = Ronda { $round }
dotd-nowhere-draft = Ahí no: un dado escogido va en un espacio iluminado de tu ofrenda o en tu tablero de preparación.
dotd-nowhere-move = Ahí no: un dado preparado se mueve a un espacio iluminado de tu ofrenda.
dotd-nowhere-pay = Ahí no: paga soltando el dado sobre la tapa de un ataúd iluminado.
dotd-nowhere-place = Ahí no: suelta el dado sobre uno de los ataúdes.
dotd-tokens-help = 3 tipos: +1 escalón · 4 tipos: +2
dotd-tokens-help-ready = Canjéalas cuando puntúes
dotd-game-is-over = La partida terminó

## Por qué no se permite una jugada ahora
dotd-refuse-no-such-colour = No hay dados { $colour }.
dotd-refuse-no-city-colour = No queda ningún dado { $colour } en la Ciudad de los Muertos.
dotd-refuse-no-such-token = No hay fichas { $token }.
dotd-refuse-you-hold-no = No tienes ninguna { $token }.
dotd-refuse-why-boards-full = tu tablero de preparación y tu { $section } están llenos
dotd-refuse-why-section-full = tu { $section } está llena
dotd-refuse-solo-empty-casket = El ataúd de { $item } está vacío: solo podrías mover un dado a tu { $section } o tomar su ficha, pero { $why } y no queda ninguna ficha de { $item }.
dotd-refuse-empty-casket = El ataúd de { $item } está vacío: abre uno que tenga dados.
dotd-refuse-nothing-to-do = Abrir el ataúd de { $item } te dejaría sin nada que hacer: { $why }.
dotd-refuse-no-token-left = No queda ninguna { $token } en su tablero.
dotd-refuse-you-have-no = No tienes ninguna { $token }.
dotd-refuse-already-played = Ya jugaste una { $token } sobre este dado.
dotd-refuse-already-shows = El dado ya muestra { $face }.
dotd-refuse-bread-no-such-value = Ningún otro dado del ataúd muestra { $face } (las calaveras no cuentan).
dotd-refuse-no-such-section = No hay sección { $section }.
dotd-refuse-already-scored = Tu { $section } ya está puntuada.
dotd-refuse-not-completed = Tu { $section } no se completó esta ronda.
dotd-refuse-square-no-token = No queda ninguna { $token }: esa casilla no da nada.
dotd-refuse-a-casket-is-already-open-this = Ya hay un ataúd abierto esta ronda.
dotd-refuse-nothing-can-be-done-now = Ahora no se puede hacer nada.
dotd-refuse-a-candle-token-is-played-at = Una ficha de vela se juega al inicio de tu turno, antes de tu acción.
dotd-refuse-you-have-no-candle-token = No tienes ninguna ficha de vela.
dotd-refuse-there-is-no-such-casket = No existe ese ataúd.
dotd-refuse-choose-two-different-caskets-to-swap = Elige dos ataúdes distintos para intercambiarlos.
dotd-refuse-there-is-no-such-ofrenda-space = No existe ese espacio de la ofrenda.
dotd-refuse-that-ofrenda-space-is-taken-dice = Ese espacio de la ofrenda está ocupado: los dados de la ofrenda se quedan donde están.
dotd-refuse-the-open-casket-holds-no-such = El ataúd abierto no tiene ese dado.
dotd-refuse-your-preparation-board-is-full = Tu tablero de preparación está lleno.
dotd-refuse-you-have-nothing-to-pay-for = No tienes con qué pagar un dado.
dotd-refuse-you-have-no-marigold-token = No tienes ninguna ficha de cempasúchil.
dotd-refuse-the-marigold-token-lets-the-round = La ficha de cempasúchil le permite al Iniciador de Ronda mover un dado en lugar de escoger.
dotd-refuse-the-round-starter-must-draft-a = El Iniciador de Ronda debe escoger (una ficha de cempasúchil te permite mover un dado en su lugar).
dotd-refuse-the-city-of-the-dead-is = La Ciudad de los Muertos está vacía.
dotd-refuse-there-is-no-die-on-that = No hay ningún dado en ese espacio de preparación.
dotd-refuse-the-round-starter-cannot-take-a = El Iniciador de Ronda no puede tomar una ficha: escoge un dado.
dotd-refuse-the-solo-game-has-no-ascending = La partida en solitario no tiene la acción de subir.
dotd-refuse-the-round-starter-cannot-ascend-draft = El Iniciador de Ronda no puede subir: escoge un dado.
dotd-refuse-you-may-ascend-only-when-the = Solo puedes subir cuando el ataúd abierto no tiene dados ni quedan fichas.
dotd-refuse-you-can-still-take-an-action = Todavía puedes hacer una acción: pasar es solo para un turno sin nada que hacer.
dotd-refuse-only-a-bread-or-an-incense = Solo una ficha de pan o de incienso cambia un dado escogido.
dotd-refuse-an-incense-token-turns-the-die = Una ficha de incienso sube o baja el dado uno: el 1 no se vuelve 6, ni el 6 se vuelve 1.
dotd-refuse-an-incense-token-turns-the-die-2 = Una ficha de incienso sube o baja el dado uno.
dotd-refuse-pay-onto-the-lid-of-a = Paga sobre la tapa de un ataúd cerrado, no del abierto.
dotd-refuse-only-the-round-starter-pays-from = Solo el Iniciador de Ronda paga de la Ciudad de los Muertos.
dotd-refuse-the-city-of-the-dead-is-2 = La Ciudad de los Muertos está vacía: paga de tu reserva.
dotd-refuse-the-round-starter-pays-with-a = El Iniciador de Ronda paga con un dado de la Ciudad de los Muertos.
dotd-refuse-your-supply-is-empty-pay-with = Tu reserva está vacía: paga con un dado de tu tablero de preparación.
dotd-refuse-pay-from-your-supply-while-it = Paga de tu reserva mientras tenga dados.
dotd-refuse-dice-on-the-ofrenda-stay-where = Los dados de la ofrenda se quedan donde están (solo con cinco jugadores puede pagar una sección incompleta).
dotd-refuse-pay-from-the-city-of-the = Paga de la Ciudad de los Muertos, de tu reserva, de tu tablero de preparación o (con cinco jugadores) de tu ofrenda.
dotd-refuse-a-die-there-is-named-by = Un dado de ahí se nombra por su color y su tipo, no por un lugar.
dotd-refuse-a-die-on-your-boards-is = Un dado de tus tableros se nombra solo por su lugar.
dotd-refuse-the-die-you-just-drafted-cannot = El dado que acabas de escoger no puede pagarse a sí mismo.
dotd-refuse-there-is-no-die-on-that-2 = No hay ningún dado en ese espacio de la ofrenda.
dotd-refuse-that-die-belongs-to-a-completed = Ese dado es de una sección completa: solo pueden pagar los dados de una sección incompleta.
dotd-refuse-you-have-finished-scoring-this-round = Ya terminaste de puntuar esta ronda.
dotd-refuse-discard-candle-marigold-bread-or-incense = Descarta fichas de vela, cempasúchil, pan o incienso.
dotd-refuse-discard-three-or-four-tokens-all = Descarta tres o cuatro fichas, todas de tipos distintos.
dotd-refuse-score-your-completed-sections-first = Primero puntúa tus secciones completas.
dotd-refuse-a-step-has-four-squares = Un escalón tiene cuatro casillas.
dotd-refuse-you-have-no-power-die-to = No tienes ningún dado de poder que girar a su calavera: esa casilla no da nada.
dotd-refuse-no-normal-die-is-on-your = No hay ningún dado normal en tu tablero de preparación: esa casilla no da nada.
dotd-refuse-choose-a-die-on-your-preparation = Elige un dado de tu tablero de preparación o de tu ofrenda.
dotd-refuse-there-is-no-die-there = Ahí no hay ningún dado.
dotd-refuse-that-is-a-normal-die-only = Ese es un dado normal: solo un dado de poder tiene calavera.
dotd-refuse-that-die-already-shows-its-skull = Ese dado ya muestra su calavera.
dotd-refuse-that-is-a-power-die-this = Ese es un dado de poder: este bono gira un dado normal.
dotd-refuse-a-die-shows-1-to-6 = Un dado muestra del 1 al 6.
dotd-refuse-casket-full-solo = El ataúd de { $item } ya tiene sus { $n } dados.
dotd-refuse-casket-has-colour = El ataúd de { $item } ya tiene un dado { $colour }: todos sus dados son de colores distintos.
dotd-refuse-already-put = Ya pusiste un dado en el ataúd de { $item }.
dotd-refuse-no-colour-left = No te queda ningún dado { $colour } para colocar.
dotd-refuse-wrong-space = Ese es un espacio de { $corner ->
        [yes] { $first } o de { $second }
       *[no] { $first }
    }: un dado del ataúd de { $item } va en uno de tus espacios de { $item }.
dotd-refuse-no-die-there = No hay ningún { $power ->
        [yes] dado de poder
       *[no] dado normal
    } { $colour } { $source ->
        [city] en la Ciudad de los Muertos
       *[supply] en tu reserva
    }.
dotd-refuse-why-nothing-to-pay = no tienes con qué pagar
dotd-refuse-why-prep-empty = tu tablero de preparación no tiene dados
dotd-refuse-why-city-empty = la Ciudad de los Muertos no tiene dados que gastar
dotd-prompt-place = Primero pon tus dados en los ataúdes.
dotd-prompt-open = Primero abre un ataúd.
dotd-prompt-act = Elige tu acción para el ataúd abierto.
dotd-prompt-retune = Primero decide si una ficha cambia el dado que escogiste.
dotd-prompt-pay = Primero paga el dado que escogiste.
dotd-prompt-city = Primero elige el dado de la Ciudad de los Muertos.
dotd-prompt-discard = Tu mano está llena: primero descarta una ficha.
dotd-prompt-score = Primero puntúa tus secciones completas (o descarta fichas por escalones).
dotd-prompt-land = Primero elige la casilla donde cae tu dado marcador.
dotd-prompt-skull = Primero elige el dado de poder que giras a su calavera.
dotd-prompt-face = Primero elige el dado de preparación que giras y su nueva cara.
dotd-t-n-left = quedan { $n }

## La línea de progreso de una partida guardada (la pantalla Cargar, Continuar)
## Words on the pictures (game/rules/dotd/lettering.py): the boards' printed captions
dotd-board-city = Ciudad de los Muertos
dotd-board-preparation = Preparación
dotd-board-start = salida
dotd-board-pattern-same = Un color
dotd-board-pattern-different = Cuatro colores
dotd-board-pattern-alternate = Colores alternados
dotd-board-run = { $n } seguidos
dotd-board-alike = { $n } iguales
dotd-board-total-over = total > { $n }
dotd-board-total-equal = total = { $n }
dotd-board-values-differ = cuatro valores
dotd-board-urn-match = urna igual
dotd-board-urn-each = +1 cada una
