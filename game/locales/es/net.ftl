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
