### Ofrenda: the guided first game's words (Spanish)


# the goal
ofrenda-tutorial-welcome = Te damos la bienvenida a Ofrenda. En doce turnos armas un altar familiar, tu ofrenda, con retratos de tus seres queridos, y luego lo adornas con velas y cempasúchiles. Al final solo puntúa lo que [b]se ilumina[/b]. Jugaremos juntos tus primeros cinco turnos; después, el altar es tuyo para terminarlo.
ofrenda-tutorial-abuela = Juegas contra la estricta Abuela. Antes de cada uno de tus turnos tira su dado y retira un retrato del tablero familiar; si saca 5 o 6, también se lleva una vela. Observa su primer turno.

# turn 1: a portrait, a candle, a placement
ofrenda-tutorial-family-board = Este es el tablero familiar: cuatro retratos en fila, con una vela encima de cada uno. Cada turno tomas un retrato. El espacio 1 es gratis; cada espacio más allá cuesta un cempasúchil, que se deja sobre cada retrato que te saltas. Los cempasúchiles que haya sobre un retrato son para quien lo tome.
ofrenda-tutorial-take-rosa = Toma el retrato del espacio 2, Abuela Rosa. Cuesta un cempasúchil, que se queda sobre Don Teodoro en el espacio 1: quien lo tome después se lo lleva.
ofrenda-tutorial-take-rosa-wrong = Esta vez toma el retrato del espacio 2, Abuela Rosa: así verás lo que compra un cempasúchil.
ofrenda-tutorial-storage = Tu reserva guarda tus cempasúchiles y hasta tres velas. Empezaste con tres cempasúchiles; ahora tienes dos. Los cempasúchiles compran retratos más alejados y las casillas más caras, y colocados en el altar dan puntos.
ofrenda-tutorial-take-free-candle = Ahora puedes tomar una vela. La que está encima del espacio del que acabas de tomar tu retrato es gratis; cualquier otra cuesta un cempasúchil. Toma la gratis. Cada vela le pide algo a toda tu ofrenda, por ejemplo tres retratos verdes.
ofrenda-tutorial-take-free-candle-wrong = Toma la vela que está encima del espacio 2: es gratis porque tomaste el retrato de ese espacio.
ofrenda-tutorial-hand = Tienes cuatro retratos. Cada uno pertenece a una rama de la familia (un color y una forma), trae un elemento de ofrenda y desea ciertos vecinos en el altar. Señala un retrato con el puntero para leer su deseo.
ofrenda-tutorial-place-lupita = Por último, juegas un retrato: lo colocas en tu ofrenda o lo descartas a cambio de tres cempasúchiles. Coloca a Madrina Lupita en la casilla B1, la esquina de abajo a la izquierda: B1 y B5 te dan un cempasúchil cada una. Arrástrala ahí, o haz clic en ella y luego en la casilla.
ofrenda-tutorial-place-lupita-wrong = Coloca a Madrina Lupita en la casilla de abajo a la izquierda, B1: esa esquina te da un cempasúchil.
ofrenda-tutorial-whole-turn = Ese fue un turno completo: un retrato, quizá una vela, y luego un retrato colocado o descartado. Ahora le toca a Abuela. Su dado indica el espacio que retira (un 5 significa el espacio 1; un 6, el espacio 2), y cada retrato que se salta recibe un cempasúchil, igual que cuando tomas tú. Después la fila se recorre hacia el espacio 1 y se vuelve a llenar.

# turn 2: the free portrait, the free candle
ofrenda-tutorial-abuela-rolled-five = Abuela sacó un 5: retiró el espacio 1, y el cempasúchil que había ahí regresó a la reserva general; volvió a tirar para una vela. Es tu segundo turno. Doña Pilar, en el espacio 1, no cuesta nada, y la vela que tiene encima tampoco.
ofrenda-tutorial-take-pilar = Toma a Doña Pilar del espacio 1: el primer espacio siempre es gratis.
ofrenda-tutorial-take-pilar-wrong = Toma el retrato gratis del espacio 1, Doña Pilar.
ofrenda-tutorial-all-offerings-candle = Toma la vela que está encima del espacio 1. Se enciende en cuanto tu ofrenda tenga los cinco elementos: calavera, agua, sal, fruta y papel picado. Tus primeros cinco retratos pueden lograrlo.
ofrenda-tutorial-all-offerings-candle-wrong = Toma la vela que está encima del espacio 1: es gratis, porque tomaste el retrato de ese espacio.
ofrenda-tutorial-ofrenda-slots = Tu ofrenda tiene doce casillas en tres filas: T1 a T3 arriba, M1 a M4 en medio y B1 a B5 abajo. Las casillas del centro, M2 y M3, cuestan un cempasúchil; T2 y B3, con borde dorado, duplican los puntos de su retrato. Los pequeños círculos donde se juntan tres casillas llevan una vela (C1 a C3) o un cempasúchil (G1 a G3).
ofrenda-tutorial-place-efrain = Coloca a Compadre Efraín en T1, la casilla de arriba a la izquierda. Junto con T2 y M2 rodeará la casilla de vela C1.
ofrenda-tutorial-place-efrain-wrong = Coloca a Compadre Efraín en la casilla T1: estás armando alrededor de la casilla de vela C1.
ofrenda-tutorial-abuela-die = Turno de Abuela. Si saca de 1 a 4, solo retira ese espacio; con un 5 o un 6 retira el espacio 1 o 2 y vuelve a tirar su dado para una vela.

# turn 3: marigolds come back, no candle
ofrenda-tutorial-take-socorro = Abuela sacó un 4: retiró el espacio 4 y dejó un cempasúchil sobre cada uno de los tres retratos anteriores. Toma a Doña Socorro del espacio 1: es gratis, y su cempasúchil es tuyo.
ofrenda-tutorial-take-socorro-wrong = Toma a Doña Socorro del espacio 1: es gratis y tiene un cempasúchil encima.
ofrenda-tutorial-no-candle = Nunca es obligatorio tomar una vela, y tu reserva no guarda más de tres. Este turno no tomes ninguna: presiona Sin vela.
ofrenda-tutorial-no-candle-wrong = Este turno no tomes ninguna vela: presiona Sin vela.
ofrenda-tutorial-place-fermin = Coloca a Tío Fermín en T2, una casilla dorada. Desea dos vecinos que traigan fruta, y Compadre Efraín, a su lado, ya la trae. Cuando sus cuatro vecinos estén ocupados, se iluminará si se cumple su deseo.
ofrenda-tutorial-place-fermin-wrong = Coloca a Tío Fermín en la casilla dorada T2, junto a Compadre Efraín.
ofrenda-tutorial-abuela-again = Otra vez le toca a Abuela.

# turn 4: a costly slot, a candle placed
ofrenda-tutorial-take-chente = Otro 4: ahora hay dos cempasúchiles sobre Primo Chente en el espacio 1. Tómalo: es gratis y los cempasúchiles vienen con él.
ofrenda-tutorial-take-chente-wrong = Toma a Primo Chente del espacio 1: es gratis y tiene dos cempasúchiles encima.
ofrenda-tutorial-keep-candle = Este turno tampoco tomes vela: ya tienes la que quieres.
ofrenda-tutorial-keep-candle-wrong = Este turno no tomes ninguna vela: presiona Sin vela.
ofrenda-tutorial-place-rosa = Coloca a Abuela Rosa en M2. La casilla cuesta un cempasúchil, pero ocupa la última de las tres casillas alrededor de la casilla de vela C1.
ofrenda-tutorial-place-rosa-wrong = Coloca a Abuela Rosa en la casilla M2: cierra el círculo alrededor de la casilla de vela C1.
ofrenda-tutorial-c1-surrounded = T1, T2 y M2 están ocupadas, así que C1 está rodeada. Cuando una colocación rodea una casilla de vela o de cempasúchil, puedes decorarla en ese momento: con una vela de tu reserva o con un cempasúchil. Si en vez de eso terminas tu turno, esa casilla se queda vacía para siempre.
ofrenda-tutorial-place-candle = Arrastra la vela de todos los elementos desde tu reserva hasta C1. Una vela colocada se enciende en cuanto tu ofrenda cumple su deseo, y solo una vela encendida da puntos.
ofrenda-tutorial-place-candle-wrong = Coloca la vela de todos los elementos (no la verde) en la casilla C1.
ofrenda-tutorial-turn-ends = Tu turno termina cuando ya no queda nada por decorar. Turno de Abuela.

# turn 5: water lights the candle, a marigold placed
ofrenda-tutorial-take-rufino = A tu ofrenda todavía le falta agua. Padrino Rufino, en el espacio 2, la trae, y tiene dos cempasúchiles encima. Tómalo: pagas uno, que se queda sobre Bisabuela Consuelo en el espacio 1, y ganas sus dos.
ofrenda-tutorial-take-rufino-wrong = Toma a Padrino Rufino del espacio 2: trae agua, el elemento que todavía le falta a tu vela.
ofrenda-tutorial-skip-candle = No tomes vela.
ofrenda-tutorial-skip-candle-wrong = Este turno no tomes ninguna vela: presiona Sin vela.
ofrenda-tutorial-place-rufino = Coloca a Padrino Rufino en M3, otra casilla que cuesta un cempasúchil. Trae el quinto elemento y rodea la casilla de cempasúchil G3 (T2, M2 y M3).
ofrenda-tutorial-place-rufino-wrong = Coloca a Padrino Rufino en la casilla M3.
ofrenda-tutorial-candle-lit = Tu vela de C1 se encendió: los cinco elementos están en el altar. Una vela encendida da 2 puntos por cada retrato iluminado a su alrededor, y todavía no hay ninguno: tu puntuación muestra Velas (1 encendida), 0 puntos. Ahora decora G3 con un cempasúchil: sostenlo sobre G3 para ver cuánto daría.
ofrenda-tutorial-candle-lit-wrong = Coloca un cempasúchil en la casilla G3.
ofrenda-tutorial-five-turns = Listos los cinco turnos. Abuela juega y luego la partida es tuya.

# free play
ofrenda-tutorial-free-play = Sigue jugando como quieras. Un retrato se ilumina en cuanto todas las casillas de su alrededor están ocupadas y se cumple su deseo: señala una casilla con el puntero para ver lo que todavía necesita su retrato. ¿Te faltan cempasúchiles? Arrastra un retrato a la pila de descarte y recibe tres.
ofrenda-tutorial-portrait-lit = Un retrato se iluminó. Se queda iluminado, y al final solo puntúan los retratos iluminados. Señala una casilla de tu ofrenda con el puntero para ver lo que pide su retrato.
ofrenda-tutorial-play-on = Sigue jugando hasta tu duodécimo turno. Las velas que colocas se encienden igual, cuando toda tu ofrenda cumple su deseo.

# the score
ofrenda-tutorial-game-over = La partida terminó. Primero, cada retrato que seguía apagado tuvo una última oportunidad: su deseo se revisó con los vecinos que tiene, sin contar las casillas vacías. Luego, un retrato iluminado da 2 puntos por cada vecino iluminado y 1 por cada vecino apagado, el doble en las casillas doradas T2 y B3. Un cempasúchil en el altar da 1 punto por cada retrato iluminado que toca, y una vela encendida, 2. Lo que no está iluminado no da nada. Abuela juzga el total: 90 o más es una ofrenda hermosa.
