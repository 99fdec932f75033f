### Ofrenda: what the shell says about the game before its table is open (the menu, the new-game
### and Load screens): its declaration's words (game/rules/ofrenda/__init__.py: the tagline, the
### modes, the options, the AI levels) and its progress line; read before its other words
### (game/text.py, subject_file)

ofrenda-tagline = Arrange your family's portraits, candles and marigolds on the altar.
ofrenda-mode-solo = Solo against Abuela
ofrenda-mode-solo-description = Twelve turns against strict Abuela, who discards from the family board by the roll of a die.
ofrenda-mode-solo-seating = Turn order is drawn by lot.
ofrenda-mode-multi = 2 to 4 players
ofrenda-mode-multi-description = Twelve turns each around one family board. Take portraits, light them on your altar, and outscore the family. Each seat is you, a friend at this computer, or an AI.
ofrenda-mode-multi-seating = Turn order is drawn by lot.
ofrenda-option-goals = Common Goals
ofrenda-option-goals-description = Three shared goals: the first to reach one takes its best token.
ofrenda-bot-easy = AI · Easy
ofrenda-bot-hard = AI · Hard

## The progress line of a game in progress (summary(), kept in its save)
ofrenda-progress-have = You have { $have } of { $n }.
ofrenda-progress-colours = You have { $have } of 5 colours.
ofrenda-progress-offerings = You have { $have } of 5 offerings.
ofrenda-progress-marigolds = Marigolds placed so far: { $have }.
ofrenda-progress-group = Your largest colour group: { $have }.
ofrenda-progress-lit = Lit portraits so far: { $have }.
ofrenda-progress-filled = Slots filled so far: { $have } of 12.
ofrenda-progress-over = Finished
ofrenda-progress-round = Round { $round } of { $rounds }
ofrenda-progress-turn = Round { $round } of { $rounds } · { $name } to play
