### Oaxaca: what the shell says about the game before its table is open (the menu, the new-game
### and Load screens): its declaration's words (game/rules/oaxaca/__init__.py: the tagline, the
### modes, the options, the AI levels) and its progress line; read before its other words
### (game/text.py, subject_file)

oaxaca-tagline = Roll, gather and craft: fill your Market Stall with the finest handicrafts of Oaxaca.
oaxaca-mode-solo = Customer Satisfaction
oaxaca-mode-solo-description = Three rounds of crafting; at each round's end five customers buy from your Market Stall. Their review depends on what you sold.
oaxaca-mode-multi = 2 to 4 players
oaxaca-mode-multi-description = Three rounds. The most valuable Market Stall wins.
oaxaca-bot-easy = Easy
oaxaca-bot-hard = Hard

## The progress line of a game in progress (summary(), kept in its save)
oaxaca-progress-over = Game over
oaxaca-progress-round = Round { $round } of { $rounds }
