### Jugar en red: lo que se dicen el anfitrión y sus invitados, y las pantallas de la sala y de unirse (español).

## Mensajes rechazados (la conexión sigue abierta)
net-refused-binary = El anfitrión solo lee mensajes de texto.
net-refused-too-large = Ese mensaje es demasiado grande (el límite es { $limit } KB).
net-refused-not-json = No se pudo leer ese mensaje.
net-refused-no-type = Ese mensaje no dice qué es.
net-refused-unknown-type = Se rechazó un mensaje de un tipo desconocido ({ $kind }).
net-refused-unknown-field = Se rechazó un mensaje «{ $kind }» con una parte desconocida ({ $field }).
net-refused-missing-field = Se rechazó un mensaje «{ $kind }» sin su «{ $field }».
net-refused-bad-field = Se rechazó un mensaje «{ $kind }» cuyo «{ $field }» no es del tipo correcto.
net-move-on-its-way = Tu última jugada va en camino al anfitrión.
net-refused-action = Esa no es una jugada de este juego.
net-refused-unreadable = La otra computadora mandó algo que este programa no puede leer.
net-not-started = La partida todavía no empieza.
net-nothing-to-undo = No hay nada tuyo que deshacer.
net-nothing-to-redo = No hay nada que rehacer.
net-hello-once = Esta computadora ya se unió.

## Por qué se rechaza o se cierra una conexión
net-refused-name = Escribe un nombre para unirte.
net-version-mismatch = Esta partida se juega con Cempasúchil { $host } y esta computadora tiene { $guest }. Las dos necesitan la misma versión para jugar juntas.
net-wrong-code = Ese código no abre esta partida. Confírmalo con el anfitrión.
net-unknown-token = Esta partida ya no reconoce el lugar de esta computadora. Vuelve a unirte con el código.
net-table-full = Todos los lugares de esta mesa están ocupados.
net-seat-taken = Ese lugar está ocupado. Elige otro.
net-hello-first = Un invitado primero debe decir quién es.
net-replaced = Alguien volvió a tomar este lugar desde otra ventana.
net-too-fast = Esta computadora mandó mensajes demasiado rápido y se desconectó.
net-closed = Se cerró la conexión con la otra computadora.
net-host-unreadable = El anfitrión mandó algo que este programa no puede leer ({ $detail }).

## La pantalla de partida nueva: un lugar que un amigo juega desde su computadora
new-game-friend = En red
new-game-friend-tip = Un amigo juega este lugar desde otra computadora: se une con la dirección y el código que te da la siguiente pantalla.
new-game-friends-note = Tus amigos se unen desde sus computadoras con la dirección y el código de la siguiente pantalla.

## La sala: el anfitrión espera a sus amigos (y un invitado, a que el anfitrión empiece)
lobby-title = Esperando a tus amigos
lobby-guest-title = En la mesa
lobby-subtitle = { $game } · { $mode }
lobby-invite = Dales a tus amigos esta dirección y este código. En Cempasúchil eligen «Unirse a una partida».
lobby-address = Dirección: { $address }
lobby-also = También: { $list }
lobby-code = Código: { $code }
lobby-copy = Copiar invitación
lobby-copied = La invitación está copiada: pégala para tus amigos.
lobby-copy-failed = Esta computadora no puede copiar texto: léeles la dirección y el código a tus amigos.
lobby-start = Empezar
lobby-continue = Continuar
lobby-cancel = Cancelar
lobby-leave = Salir
lobby-seat = Lugar { $n }
lobby-here = { $name } · En esta computadora
lobby-ai-seat = { $name } · Juega la IA
lobby-state-waiting = Esperando a un amigo…
lobby-state-joined = { $name } está aquí
lobby-state-gone = { $name } no está
lobby-state-ai = La IA juega hasta que { $name } vuelva
lobby-state-ai-empty = La IA jugará este lugar
lobby-sit-here = Sentarme aquí
lobby-let-ai = Que juegue la IA
lobby-wait = Esperar
lobby-start-tip = Empieza cuando todos tus amigos se hayan unido (o la IA juegue su lugar).
lobby-listen-failed = Esta computadora no puede ser anfitriona ahora: { $error }
lobby-waiting-host = Esperando a que el anfitrión empiece la partida.
lobby-you-sit = Te sientas en el lugar { $n }.
lobby-started-away = La partida ya empezó: sigue cuando continúes; tus amigos vuelven con la misma dirección y el mismo código.

## Unirse a una partida de otra computadora
join-title = Unirse a una partida
join-subtitle = Juega con amigos desde otras computadoras
join-found = Partidas en esta red
join-none-found = Todavía no hay partidas en esta red: escribe la dirección y el código que te dio el anfitrión.
join-found-game = { $game } · { $host } · { $free ->
    [one] 1 lugar libre
   *[other] { $free } lugares libres
}
join-address = Dirección
join-address-tip = Lo que muestra la sala del anfitrión, como 192.168.1.20:47800
join-code = Código
join-name = Tu nombre
join-join = Unirse
join-joining = Uniéndose…
join-failed = No se pudo unir: { $why }
join-unreachable = Nadie responde en { $address }. Revisa la dirección y que la partida del anfitrión esté abierta.
join-needs = Primero escribe la dirección y el código.
join-rejoin = Volver
join-kept = Tus partidas en red
join-kept-line = { $game } en { $address } (lugar { $n })

## En una mesa en red
play-net-lost = Se perdió la conexión con el anfitrión. Intentando de nuevo…
play-net-back = Conectado de nuevo.
play-net-away = { $name } no está: la partida espera, o la IA puede jugar por ahora.
play-net-away-guest = { $name } no está: la partida lo espera (el anfitrión puede dejar que la IA juegue por ahora).
net-guest-other-version = Alguien intentó unirse con Cempasúchil { $guest }; esta computadora tiene { $host }. Las dos necesitan la misma versión.
play-net-let-ai = Que juegue la IA
play-net-friend-back = { $name } volvió.
menu-join = Unirse a una partida
menu-join-tip = Juega una partida que un amigo organiza en otra computadora.
play-net-host-keeps = El anfitrión guarda esta partida: queda guardada en su computadora.

## The Load screen: the network games this computer took a seat at
section-network = Partidas en red
load-network-row = en { $address }, lugar { $seat }
