### Ofrenda: what its declaration names (game/rules/ofrenda/__init__.py: the tagline, the modes,
### the options, the AI levels), read before the game's other words (game/text.py, subject_file)

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
