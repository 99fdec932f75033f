### Oaxaca: the guided first game's words (Spanish)


# La meta del juego y los clientes del solitario
oaxaca-tutorial-welcome = Te damos la bienvenida a Oaxaca. Durante tres rondas guías a una familia de artesanos. Llevas cartas de artesanía a tu Taller, les quitas las fichas trabajándolas con tus dados, y una carta sin fichas queda terminada: pasa a tu Puesto del Mercado.
oaxaca-tutorial-customers = Si juegas solo, tus puntos vienen únicamente de las ventas. Estos cinco dados son tus clientes: cada uno quiere un tipo de artesanía. Un cliente paga el doble del valor de una carta terminada de su propia artesanía; el cliente estrella (comodín) compra cualquier carta por su valor. Dos de ellos quieren alfarería (el jarrón).

# Turno 1: la tirada, una nueva tirada y una recolección
oaxaca-tutorial-reroll = Cada ronda empieza con una tirada de tus cinco dados, aquí en la casilla de Luz del Día. Cada cara es una artesanía: alfarería (el jarrón), joyería (la gema), textil (la tela), talla en madera (el trompo), hojalata (el corazón); una estrella es comodín. Puedes volver a tirar algunos una vez más. Conserva el dado de alfarería y la estrella: haz clic en la tela, la gema y el corazón, y luego pulsa [b]Volver a tirar 3 dados[/b].
oaxaca-tutorial-reroll-wrong = Haz clic en los dados de textil (tela), joyería (gema) y hojalata (corazón), y luego pulsa Volver a tirar 3 dados en la línea de indicaciones.
oaxaca-tutorial-gather = Ahora tienes dos dados de alfarería, uno de joyería, la estrella y uno de talla en madera. Cada turno usa un dado para una de dos cosas: recolectar o elaborar. Para recolectar, un dado roba dos cartas de su propio mazo y tú te quedas con una. Arrastra un dado de alfarería (el jarrón) sobre el mazo de alfarería.
oaxaca-tutorial-gather-wrong = Arrastra un dado de alfarería (el jarrón) sobre el mazo de alfarería, el primer mazo de la izquierda.
oaxaca-tutorial-keep-card = Dos cartas de alfarería. El número de la esquina es su valor y también las fichas que debes quitarle. El Tazón vidriado vale 3, así que tres elaboraciones lo terminan. Pulsa [b]Conservar[/b] debajo del Tazón vidriado.
oaxaca-tutorial-keep-card-wrong = Pulsa Conservar debajo del Tazón vidriado: una carta pequeña se termina antes, y esta misma ronda todavía se puede vender.
oaxaca-tutorial-put-back = La otra carta vuelve a su mazo, encima o debajo. La Olla de barro vale 5 y dos clientes quieren alfarería: pulsa [b]Encima[/b] debajo de ella, para volver a robarla pronto.
oaxaca-tutorial-put-back-wrong = Pulsa Encima debajo de la Olla de barro: esperará encima de su mazo.
oaxaca-tutorial-workshop = El tazón está en tu Taller, con tres fichas. En el Taller caben tres cartas; una carta a la que renuncies se puede arrastrar de vuelta a su mazo (se desecha) y pierde sus fichas. Tu dado descansa en la casilla de Anochecer hasta la siguiente ronda.
oaxaca-tutorial-end-turn = Tu dado ya está usado, así que el turno puede terminar. Antes de terminar, en un turno también puedes usar hasta dos cartas del Puesto del Mercado y, una vez por ronda, uno de los turistas de arriba. Por ahora nada más: pulsa [b]Terminar turno[/b].
oaxaca-tutorial-end-turn-wrong = Pulsa Terminar turno en la línea de indicaciones.

# Turno 2: una elaboración, un turista y un comodín gratis
oaxaca-tutorial-craft = Elaborar: un dado quita una ficha de cada carta del Taller de su propia artesanía. Arrastra tu otro dado de alfarería sobre tu Taller para trabajar el tazón.
oaxaca-tutorial-craft-wrong = Arrastra el otro dado de alfarería (el jarrón) sobre tu Taller.
oaxaca-tutorial-tourist = Los turistas ayudan una vez por ronda. La pareja de esta ronda es la primera columna, marcada Ronda 1; los demás esperan su ronda. El Artista Errante da un resultado comodín gratis, además de tu dado. Haz clic en el Artista Errante.
oaxaca-tutorial-tourist-wrong = Haz clic en el Artista Errante, el turista de abajo de la primera columna.
oaxaca-tutorial-free-wild = El resultado gratis espera en la casilla [b]Resultados gratis de este turno[/b] y funciona como un dado, pero solo durante este turno. Un comodín elabora una carta de cualquier artesanía: arrástralo sobre el Tazón vidriado para quitarle una ficha más.
oaxaca-tutorial-free-wild-wrong = Arrastra el comodín gratis de la casilla de Resultados gratis sobre el Tazón vidriado.
oaxaca-tutorial-end-turn-again = Al tazón le queda una ficha. Termina el turno.
oaxaca-tutorial-end-turn-again-wrong = Pulsa Terminar turno en la línea de indicaciones.

# Turno 3: una combinación, el Puesto del Mercado y una recolección con comodín
oaxaca-tutorial-combine = Ya no te queda ningún dado de alfarería, pero dos resultados juntos hacen la artesanía que quieras. Arrastra el dado de talla en madera (el trompo) sobre el dado de joyería (la gema): la pareja pasa a la casilla de Resultados gratis, marcada [b]cualquier artesanía[/b]. Luego arrastra la pareja sobre el Tazón vidriado para elaborar alfarería.
oaxaca-tutorial-combine-wrong = Arrastra el dado del trompo sobre el dado de la gema y luego arrastra la pareja de la casilla de Resultados gratis sobre el Tazón vidriado: con eso queda terminado.
oaxaca-tutorial-finished = El tazón ya no tiene fichas, así que está terminado y se queda en tu Puesto del Mercado, listo para un cliente. Una carta del puesto también da su bonificación una vez por ronda; el Estandarte, que no vale nada, da un comodín gratis.
oaxaca-tutorial-banner = Usa ahora el Estandarte: haz clic en él para obtener un resultado comodín gratis. Una carta del puesto que se gira así descansa hasta la siguiente ronda.
oaxaca-tutorial-banner-wrong = Haz clic en el Estandarte de tu Puesto del Mercado.
oaxaca-tutorial-wild-gather = Un comodín recolecta una sola carta, pero de cualquier mazo. Arrastra el comodín sobre el mazo de alfarería: robará la Olla de barro que pusiste encima.
oaxaca-tutorial-wild-gather-wrong = Arrastra el comodín gratis de tu tapete sobre el mazo de alfarería, el primero.
oaxaca-tutorial-end-turn-last-die = Termina el turno. Te queda un dado: la estrella.
oaxaca-tutorial-end-turn-last-die-wrong = Pulsa Terminar turno en la línea de indicaciones.

# Turno 4: el último dado
oaxaca-tutorial-early-riser = Tu último dado es la estrella. En lugar de usarlo ahora, el último dado de una ronda puede esperar en la casilla marcada [b]Madrugada[/b], girado a cualquier cara. Arrástralo ahí y elige alfarería.
oaxaca-tutorial-early-riser-wrong = Arrastra el dado de la estrella a la casilla de Madrugada y elige alfarería.
oaxaca-tutorial-end-round = Ya usaste todos tus dados: termina el turno y la ronda se acaba.
oaxaca-tutorial-end-round-wrong = Pulsa Terminar turno en la línea de indicaciones.

# El final de la ronda en solitario: la ficha del dado de Madrugada y las ventas
oaxaca-tutorial-early-token = El dado de Madrugada puede empezar la siguiente ronda con su cara. Si juegas solo, en cambio, puede convertirse en una ficha de bonificación junto a cualquier mazo: cada ficha suma un punto a cada venta de esa artesanía, durante toda la partida. Dos clientes quieren alfarería: arrástralo sobre el mazo de alfarería, justo antes de vender el tazón.
oaxaca-tutorial-early-token-wrong = Arrastra el dado de Madrugada sobre el mazo de alfarería.
oaxaca-tutorial-sell = Las ventas. Cada cliente compra como máximo una carta por ronda. Arrastra el Tazón vidriado sobre el primer cliente, que quiere alfarería: el doble de su valor 3, más 1 por la ficha de alfarería, son 7 puntos.
oaxaca-tutorial-sell-wrong = Arrastra el Tazón vidriado sobre el primer cliente, el de alfarería.
oaxaca-tutorial-close-stall = No hay nada más que vender: cierra el puesto.
oaxaca-tutorial-close-stall-wrong = Pulsa Cerrar el puesto en la línea de indicaciones.
oaxaca-tutorial-keep-customers = El cliente que compró tirará para pedir un nuevo deseo. Los demás pueden conservar el suyo o volver a tirar. Dos quieren cualquier cosa, uno textil y uno alfarería, para tu Olla de barro: consérvalos.
oaxaca-tutorial-keep-customers-wrong = Pulsa Conservarlos: el cliente de alfarería espera tu Olla de barro.

# Las rondas libres y la nota final
oaxaca-tutorial-free-play = Esa fue una ronda completa. Siguen dos más, con la siguiente columna de turistas. Ahora dos clientes quieren alfarería: termina tu Olla de barro para uno de ellos y guarda algunas artesanías para las últimas ventas. Sigue jugando hasta el final de la tercera ronda.
oaxaca-tutorial-game-over = La partida terminó. Solo puntúan las ventas: el doble del valor con un cliente de la misma artesanía, el valor con uno comodín, más las fichas de bonificación de esa artesanía. Las cartas que quedan en tu Taller o en tu Puesto no puntúan. Los clientes te dan su reseña: 45 o más es la mejor; menos de 30, la peor.
