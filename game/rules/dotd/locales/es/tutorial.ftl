### Die of the Dead: the guided first game's words (Spanish)

# the title

# the goal
dotd-tutorial-welcome = Te damos la bienvenida a Die of the Dead, en solitario. Vas a arreglar una ofrenda con dados que escoges de cuatro ataúdes. Cada lado que completes hace subir tu dado marcador por estos [b]escalones de cempasúchil[/b]: los escalones que subas son tu puntuación. Llega a 12 para una buena ofrenda y a 18 para una perfecta.
dotd-tutorial-ofrenda = Esta es tu ofrenda: doce espacios alrededor de un cuadro. Cada lado es la sección de un elemento: cempasúchil arriba, incienso a la derecha, velas abajo y pan a la izquierda. Un espacio de esquina pertenece a los dos lados que se juntan ahí. Cuando un lado tiene cuatro dados, se puntúa.
dotd-tutorial-caskets = Estos son los cuatro ataúdes. El tablero de fichas debajo de cada uno indica su elemento: vela, cempasúchil, pan, incienso. De un ataúd escoges dados, y un dado escogido de él solo puede ir a la sección de ese elemento.

# setup: stocked for the learner but the last die
dotd-tutorial-place-last-die = Antes de la primera ronda se llenan los ataúdes: tres dados de tres colores distintos en cada uno, elegidos de la caja de este panel. Ya están todos menos el último. Pon un dado [b]morado[/b] en el ataúd de incienso: arrástralo hasta ahí, o haz clic en él y luego en el ataúd. Los dados que queden en la caja salen del juego.
dotd-tutorial-place-last-die-wrong = Pon un dado morado en el ataúd de incienso, el de la derecha.
dotd-tutorial-city = Esta es la Ciudad de los Muertos: quince dados, tres de cada color. Cada dado que escoges se paga con uno de ellos, así que la Ciudad es tu reloj. El juego termina en la ronda en que se gasta su último dado (o cuando tu ofrenda está llena).

# round 1: open, draft, pay
dotd-tutorial-open-candle = Una ronda empieza cuando abres un ataúd: los dados que haya sobre su tapa caen adentro y se tira todo lo que tiene. Abre el ataúd de [b]vela[/b].
dotd-tutorial-open-candle-wrong = Abre el ataúd de vela: haz clic en él.
dotd-tutorial-draft-red-4 = Sus tres dados sacaron 4. Escoge uno: va a un espacio de la sección de velas (la fila de abajo) o a tu tablero de preparación. Arrastra el [b]4 rojo[/b] al espacio iluminado, la esquina inferior izquierda, que también cuenta para el pan.
dotd-tutorial-draft-red-4-wrong = Arrastra el 4 rojo del ataúd abierto a la esquina inferior izquierda de tu ofrenda.
dotd-tutorial-pay-purple = Ahora págalo: un dado de la Ciudad sobre la tapa de un ataúd cerrado. Ese dado se queda en la tapa hasta que se abre el ataúd; entonces entra y se tira con los demás, así que pagar también surte un ataúd con un color. Arrastra un dado [b]morado[/b] de la Ciudad al ataúd de pan.
dotd-tutorial-pay-purple-wrong = Arrastra un dado morado de la Ciudad de los Muertos a la tapa del ataúd de pan.
dotd-tutorial-the-aim = Esa fue una ronda completa: abrir, actuar, pagar. Ahora, la meta. Cada lado se puntúa según sus propios requisitos, impresos a su lado; los de las velas están debajo de la fila de abajo: cuatro colores con dos valores iguales suben 2 escalones, tres valores iguales 1 más, los cuatro iguales 1 más.

# round 2
dotd-tutorial-open-candle-again = Ronda dos. Abre otra vez el ataúd de [b]vela[/b]: sus dos dados se vuelven a tirar.
dotd-tutorial-open-candle-again-wrong = Abre el ataúd de vela una vez más.
dotd-tutorial-draft-green-1 = Un 6 azul y un 1 verde. Para la parte de 2 escalones de las velas quieres cuatro colores y dos valores iguales: el verde es un color nuevo, y un segundo 1 podría llegar después. Escoge el [b]1 verde[/b] y llévalo al espacio iluminado, el tercero de la fila de abajo.
dotd-tutorial-draft-green-1-wrong = Arrastra el 1 verde al tercer espacio de la fila de abajo.
dotd-tutorial-pay-purple-again = Vuelve a pagar con un dado [b]morado[/b] de la Ciudad, sobre el ataúd de pan.
dotd-tutorial-pay-purple-again-wrong = Arrastra un dado morado de la Ciudad a la tapa del ataúd de pan.

# round 3: a shared corner
dotd-tutorial-open-incense = La esquina inferior derecha iluminada pertenece a las velas y al incienso, así que ahí puede ir un dado de cualquiera de los dos ataúdes. Los dos espacios centrales del lado del incienso tienen [b]urnas[/b], cada una impresa con un color y un valor, aquí un 2 azul y un 5 rojo: un dado que coincide con su urna sube un escalón más cuando se puntúa el lado del incienso. Abre el ataúd de [b]incienso[/b].
dotd-tutorial-open-incense-wrong = Abre el ataúd de incienso, el de la derecha.
dotd-tutorial-draft-blue-1 = Un 1 azul: justo lo que quieren las velas. Escógelo y llévalo a la [b]esquina inferior derecha[/b] iluminada.
dotd-tutorial-draft-blue-1-wrong = Arrastra el 1 azul a la esquina inferior derecha de tu ofrenda.
dotd-tutorial-pay-purple-candle = Paga con el último dado [b]morado[/b] de la Ciudad sobre el ataúd de [b]vela[/b]. La próxima vez que se abra ese ataúd, tendrá un dado morado adentro.
dotd-tutorial-pay-purple-candle-wrong = Esta vez arrastra un dado morado de la Ciudad a la tapa del ataúd de vela.

# round 4: the section scored
dotd-tutorial-open-candle-third = Abre el ataúd de [b]vela[/b]: el dado morado de su tapa cae adentro y se tira junto con el azul.
dotd-tutorial-open-candle-third-wrong = Abre el ataúd de vela.
dotd-tutorial-draft-purple-1 = El dado morado sacó 1. Escógelo y llévalo al último espacio vacío de las velas: así el lado de las velas tiene cuatro dados y queda completo.
dotd-tutorial-draft-purple-1-wrong = Arrastra el 1 morado al último espacio vacío de las velas.
dotd-tutorial-pay-yellow = Paga como siempre: un dado [b]amarillo[/b] de la Ciudad sobre el ataúd de cempasúchil. Las secciones completas se puntúan al final de la ronda, justo después de que pagas.
dotd-tutorial-pay-yellow-wrong = Arrastra un dado amarillo de la Ciudad a la tapa del ataúd de cempasúchil.
dotd-tutorial-candles-scored = Las velas puntuaron 3: 4 rojo, 1 verde, 1 morado y 1 azul son cuatro colores con un par (2 escalones) y tres valores iguales (1 escalón). No coinciden los cuatro, así que no llegan a 4. Tu dado marcador sube al tercer escalón.
dotd-tutorial-land-incense-token = Tú eliges la casilla donde cae tu dado y ganas lo que muestra: una ficha, una calavera (en solitario no hace nada) o nada. Cae en la casilla de más a la izquierda, la [b]ficha de incienso[/b]: haz clic en ella o en su botón del panel.
dotd-tutorial-land-incense-token-wrong = Cae en la ficha de incienso: la casilla de más a la izquierda del tercer escalón, o su botón.
dotd-tutorial-caskets-moved = Se puntuó una sección, así que cada ataúd avanzó un lugar y el último regresó al primer lugar, con sus dados y sus tapas. Los tableros de fichas se quedan: el elemento de un ataúd es el del tablero detrás del que ahora está.
dotd-tutorial-tokens = Tus fichas. Esta ficha de incienso sube o baja uno un dado que escoges. Las demás: la vela intercambia dos ataúdes, el cempasúchil te deja mover un dado en lugar de escoger, el pan cambia un dado escogido a otro valor de su ataúd. Cada una se usa una vez. Al puntuar, descartar tres fichas distintas sube 1 escalón; cuatro, 2.

# round 5: a token
dotd-tutorial-open-bread = Además de escoger hay dos acciones más. Abre el ataúd de [b]pan[/b] para ver una de ellas.
dotd-tutorial-open-bread-wrong = Abre el ataúd de pan, el tercero desde la izquierda.
dotd-tutorial-take-token = En lugar de escoger puedes [b]tomar la ficha del ataúd[/b] del tablero que está frente a él. No cuesta ningún dado de la Ciudad, así que el reloj no avanza. Toma la ficha de pan con este botón.
dotd-tutorial-take-token-wrong = Esta vez toma la ficha de pan: usa el botón del panel de acciones.

# rounds 6 and 7: the preparation board, a token used, a move
dotd-tutorial-open-marigold = Ronda seis: abre el ataúd de [b]cempasúchil[/b]. Tiene un solo dado.
dotd-tutorial-open-marigold-wrong = Abre el ataúd de cempasúchil, el segundo desde la izquierda.
dotd-tutorial-draft-to-prep = Un 5 azul. Guárdalo para después: arrástralo a tu [b]tablero de preparación[/b]. Un dado que espera ahí puede ir a otra sección en una ronda posterior.
dotd-tutorial-draft-to-prep-wrong = Esta vez arrastra el 5 azul al tablero de preparación.
dotd-tutorial-use-incense = Ahora tu ficha de incienso puede subir o bajar uno el dado escogido, y luego se gasta. El lado del pan, a la izquierda, prefiere los totales altos: conviértelo en un [b]6[/b] (haz clic en el 6 junto a Incienso en el panel).
dotd-tutorial-use-incense-wrong = Usa la ficha de incienso para convertir el dado azul en un 6.
dotd-tutorial-pay-red = Paga con un dado [b]rojo[/b] de la Ciudad sobre el ataúd de pan.
dotd-tutorial-pay-red-wrong = Arrastra un dado rojo de la Ciudad a la tapa del ataúd de pan.
dotd-tutorial-open-bread-again = Ronda siete: abre el ataúd de [b]pan[/b].
dotd-tutorial-open-bread-again-wrong = Abre el ataúd de pan.
dotd-tutorial-move-die = La tercera acción: en lugar de escoger, [b]mueve[/b] un dado de tu tablero de preparación a la sección del ataúd abierto. Arrastra el 6 azul al espacio iluminado del lado izquierdo.
dotd-tutorial-move-die-wrong = Arrastra el 6 azul del tablero de preparación al espacio central superior del lado izquierdo.
dotd-tutorial-move-costs = En solitario, un movimiento también hace correr el reloj: un dado de la Ciudad sale del juego. Elige el [b]azul[/b], en la Ciudad o en el panel.
dotd-tutorial-move-costs-wrong = Elige un dado azul de la Ciudad de los Muertos.

# free play and the end
dotd-tutorial-free-play = Sigue jugando por tu cuenta hasta que la Ciudad se quede vacía. Apunta cada lado a sus requisitos y paga sobre las tapas los colores que necesites; un dado de esquina ayuda a dos secciones. ¿Te atoraste? Pulsa Sugerir.
dotd-tutorial-game-over = Se acabó el juego. Tu puntuación son los escalones que subió tu dado marcador, sumando cada sección y cada canje de fichas (máximo 4 escalones por sección). 12 es una buena ofrenda y 18 una perfecta: la pantalla final muestra de dónde salió cada escalón.
