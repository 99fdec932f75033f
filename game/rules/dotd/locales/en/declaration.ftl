### Die of the Dead: what its declaration names (game/rules/dotd/__init__.py: the tagline, the modes,
### the options, the AI levels), read before the game's other words (game/text.py, subject_file)

dotd-tagline = Draft dice from the caskets to dress your ofrenda, and climb the marigold steps.
dotd-mode-solo = Solo
dotd-mode-solo-description = A puzzle against the City of the Dead: when its dice run out, the game ends. Climb 12 steps for a good ofrenda, 18 for a perfect one.
dotd-mode-multi = 2 to 5 players
dotd-mode-multi-description = Take turns opening the caskets; the most steps climbed when an ofrenda is complete wins (with five players, three sections end the game).
dotd-bot-easy = Easy
dotd-bot-hard = Hard
