### Oaxaca: what its declaration names (game/rules/oaxaca/__init__.py: the tagline, the modes,
### the options, the AI levels), read before the game's other words (game/text.py, subject_file)

oaxaca-tagline = Roll, gather and craft: fill your Market Stall with the finest handicrafts of Oaxaca.
oaxaca-mode-solo = Customer Satisfaction
oaxaca-mode-solo-description = Three rounds of crafting; at each round's end five customers buy from your Market Stall. Their review depends on what you sold.
oaxaca-mode-multi = 2 to 4 players
oaxaca-mode-multi-description = Three rounds. The most valuable Market Stall wins.
oaxaca-bot-easy = Easy
oaxaca-bot-hard = Hard
