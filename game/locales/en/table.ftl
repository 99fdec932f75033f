### The table kit's own words (English): what every table's parts and panels say alike, beside the
### shell's (shell.ftl). Ids start "table-".

## The game log's panel
table-game-log = Game log
table-log-newer = ↓ newer

## A piece held over a part of the table
table-not-now = Not now.
table-play-it = play it
table-push-it-in = push it in
