### Dia de los Muertos: the guided first game's words (Spanish)


# 1-4: the goal, the table, the night
muertos-tutorial-welcome = Te damos la bienvenida a Día de los Muertos, un juego de cartas de bazas para dos equipos de dos. A lo largo de tres noches, tu equipo intenta capturar cartas de [b]Comida[/b] y cartas de [b]Muertos[/b] (los espíritus). Una Comida con un Muerto forma un [b]par[/b], y gana el equipo con más pares al terminar la tercera noche.
muertos-tutorial-partners = Lupita, frente a ti al otro lado de la mesa, es tu compañera: todo lo que capture cualquiera de los dos cuenta para ambos. Mateo, a tu izquierda, y Diego, a tu derecha, juegan en contra de ustedes.
muertos-tutorial-your-hand = Estas son tus siete cartas, con valores del 0 al 10 y de color negro, rosa, verde o azul (la marca de la esquina las distingue: una estrella para el negro, un corazón para el rosa, un triángulo para el verde y un rombo para el azul). Cada quien juega una carta en cada [b]baza[/b]; siete bazas forman una noche. Pasa el puntero sobre cualquier carta para leer lo que hace.
muertos-tutorial-night-of-animals = Esta es la noche de los animales: las cuatro cartas de Muertos son Animales verdes de valor 4, y en la baraja hay tres cartas de Comida (los 2 negros). Cada noche trae sus propios espíritus y tres Comidas más.

# 5-9: trick 1, the colour rule, Spoiled, a gift exchange
muertos-tutorial-start-card = Quien tiene la carta de Salida (el 6 negro) abre la primera baza. La tiene Lupita, así que ella empieza; se juega en el sentido de las manecillas del reloj, así que luego va Diego y después tú. Mira cómo juegan.
muertos-tutorial-colour-rule = La [b]regla del color[/b]: el negro siempre se puede jugar, pero el rosa, el verde y el azul solo pueden aparecer una vez cada uno en una baza. Los puntos de arriba a la izquierda muestran qué colores ya salieron en la baza. El 7 verde de Diego ya usó el verde, así que tus cartas verdes no se pueden jugar en esta baza.
muertos-tutorial-play-spoiled = La carta más alta gana la baza, y nada de lo que tienes le gana al 7 de Diego (tu 7 rosa solo empataría, y un empate lo gana la carta que se jugó primero). Así que haz que le cueste: juega [b]Podrido[/b], un 0 negro. Después de él no se puede jugar ninguna Comida, y quien gane una baza con Podrido tiene que intercambiar regalos. Arrástralo al centro o haz doble clic en él.
muertos-tutorial-play-spoiled-wrong = En esta baza juega Podrido, el 0 negro que dice PODRIDO: no puedes ganar, así que mejor echa a perder la baza.
muertos-tutorial-mateo-plays-last = Mateo juega al último. Entonces se decide la baza, y como tiene Podrido, su ganador tiene que cambiar una carta en un [b]intercambio de regalos[/b].
muertos-tutorial-gift-exchange = Diego ganó con su 7. En un [b]intercambio de regalos[/b], el jugador a la derecha del ganador, el que juega justo antes que él (aquí tu compañera Lupita), toma al azar una carta de la mano del ganador, la mira y luego le devuelve la carta que ella quiera, quizá esa misma. Lupita acaba de tomar la suya. Ganar una carta de Comida o de Muertos también provoca un intercambio de regalos.
muertos-tutorial-gift-back = Mira cómo Lupita le devuelve una carta a Diego. Luego Diego, que ganó la baza, abre la siguiente.

# 10-12: trick 2, a capture, how pairs score
muertos-tutorial-play-pink-seven = Diego abrió con un Animal verde, una carta de Muertos: quien gane esta baza se lo lleva. Tu 7 rosa le gana a su 4 y el rosa sigue libre. Juégalo.
muertos-tutorial-play-pink-seven-wrong = Juega tu 7 rosa: le gana al Animal, y el rosa todavía no se ha usado en esta baza.
muertos-tutorial-finish-trick-two = Mateo y Lupita juegan para terminar la baza. Con valores iguales ganaría la carta jugada primero; aquí simplemente se la lleva la carta más alta.
muertos-tutorial-animal-captured = El 10 negro de Lupita se llevó la baza, así que tu equipo capturó el Animal: aquí lo tienes, bajo el nombre de tu equipo. Como ella capturó una carta de puntuación, Mateo, que está a su derecha, hace ahora un intercambio de regalos con ella: ya tomó al azar una carta de su mano, y le devuelve una.
muertos-tutorial-mateo-gift = Mira el regalo de Mateo a Lupita. Luego Lupita, que ganó la baza, abre la siguiente, y después va Diego.
muertos-tutorial-scoring = La puntuación: al final de la partida, cada Comida que capturó tu equipo forma par con un Muerto, y solo cuentan los pares. Un equipo con 4 Comidas y 6 Muertos tiene 4 pares. Los empates los gana el equipo con más Comida y, después, el que tenga más Muertos. Las cartas que nadie capturó al terminar una noche salen del juego.

# 13-14: trick 3, Choose
muertos-tutorial-choose-card = Lupita abrió con un 3 rosa y Diego jugó un 5 verde: el rosa y el verde ya se usaron en esta baza (mira los puntos). Tienes [b]Elige[/b], un 0 negro: cuando lo juegas, dices de qué color cuenta. Puedes decir negro, rosa o azul, pero nunca el color de los Muertos de esta noche (el verde).
muertos-tutorial-play-choose = Juega Elige y di [b]azul[/b]: con el rosa, el verde y el azul ya usados, Mateo solo podrá jugar una negra después de ti. Haz clic en Elige y luego en el botón Azul de la barra que está sobre tus cartas.
muertos-tutorial-play-choose-wrong = Juega Elige y di azul, para que al siguiente jugador solo le queden cartas negras.

# 15-16: Ask
muertos-tutorial-black-only = Ahora Mateo solo puede jugar negras. Mira cómo termina la baza.
muertos-tutorial-diego-wins-food = El 5 verde de Diego ganó y se llevó la Comida que jugó Mateo: es una captura, así que Lupita, que está a la derecha de Diego, hace un intercambio de regalos con él. Ya tomó al azar una carta de su mano; mira cómo le devuelve una, y cómo Diego abre la siguiente baza.
muertos-tutorial-ask-card = Diego abrió con [b]Pregunta[/b], un 0 negro: quien la juega le hace a cualquiera (incluso a sí mismo) una pregunta que se tiene que responder con la verdad, como cuál es su valor más alto o cuántas cartas de un color tiene. Le preguntó a Mateo cuál es su carta más alta: un 10. El registro de la partida, a la derecha, guarda todas las respuestas.

# 17-19: Swap
muertos-tutorial-play-swap = Te toca. Juega [b]Trueque[/b], el 1 negro: le pasas una carta a tu compañera, que la mira y te devuelve la carta que quiera, a lo mejor la misma.
muertos-tutorial-play-swap-wrong = Juega Trueque, el 1 negro: te permite cambiar una carta con Lupita.
muertos-tutorial-pass-green-three = Haz clic en la carta que vas a pasar. Dale a Lupita tu [b]3 verde[/b]: tienes dos 3, y ella puede devolverte lo que más te ayude.
muertos-tutorial-pass-green-three-wrong = Pásale tu 3 verde a Lupita en este Trueque.
muertos-tutorial-swap-back = Lupita te devuelve una carta y la baza sigue sin ti: una carta recibida en un Trueque hasta se podría jugar en ese mismo momento. Mira cómo termina.
muertos-tutorial-mateo-wins = Mateo la ganó con su 8 rosa; no había nada de puntuación en ella, así que esta vez no hay regalos. Él abre la siguiente baza: mira cómo juegan él y los demás.

# 20-22: the 3 that cancels a 10
muertos-tutorial-cancel-ten = Lupita te pasó un [b]3 negro[/b] y jugó tu 3 verde de inmediato. Mateo abrió con un 10 negro, el valor más alto, y luego vinieron el 7 azul de Lupita y el 8 verde de Diego. Al terminar una baza, cada 3 elimina un 10 jugado por un rival (nunca el de tu compañero): ese 10 se va a los descartes y no puede ganar.
muertos-tutorial-play-black-three = El azul y el verde ya se usaron en esta baza, así que tu 3 azul y el Xolo no se pueden jugar; el negro siempre se puede jugar. Juega tu 3 negro para anular el 10 de Mateo.
muertos-tutorial-play-black-three-wrong = Juega el 3 negro que te pasó Lupita: anula el 10 de Mateo.
muertos-tutorial-ten-knocked-out = Tu 3 eliminó el 10 de Mateo (lo dice el registro de la partida): está en los descartes. Entonces el 8 verde de Diego quedó como la carta más alta, así que él ganó la baza, sin nada de puntuación en ella. Un 3 rinde más cuando tu equipo tiene la siguiente carta más alta de la baza.

# 23-24: a whole turn, the other moves, then the rest of the night alone
muertos-tutorial-whole-turn = Eso es un turno completo: cuando te toca, juega una carta permitida y usa su poder si tiene uno. Si no puedes jugar ninguna carta de tu mano, en su lugar apartas una: no puede ganar ni ser ganada. Más adelante también podrás dar un regalo (cuando juegues justo antes que el ganador de una baza), responder una pregunta o escoger qué 10 anula tu 3.
muertos-tutorial-play-on = Juega el resto de esta noche como quieras; la pila de descartes muestra todas las cartas que ya salieron. Recuerda: gana Comida y Muertos para tu equipo, y dale a tu compañera la oportunidad de llevarse bazas.

# 25-26: closing notes
muertos-tutorial-night-over = Terminó la noche. Cada noche, el marcador anota la Comida y los Muertos que capturó cada equipo; la línea de pares los cuenta a lo largo de las noches. Las cartas de puntuación que nadie capturó se pierden para siempre.
muertos-tutorial-two-nights-left = Quedan dos noches: la de los niños (rosa) y la de los adultos (azul), cada una con tres Comidas nuevas. Al terminar la tercera noche gana el equipo con más pares; después cuenta la Comida y luego los Muertos. Sigue jugando desde aquí con tu compañera: ¡buena suerte!
