### Las palabras del kit de la mesa (español de México): lo que las partes y los paneles de toda mesa
### dicen igual, junto a las del shell (shell.ftl). Los ids empiezan con "table-".

## El panel del registro de la partida
table-game-log = Registro de la partida
table-log-newer = ↓ más recientes

## Una pieza sostenida sobre una parte de la mesa
table-not-now = Ahora no.
table-play-it = jugarla
table-push-it-in = empujarla
