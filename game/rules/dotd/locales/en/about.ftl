### Die of the Dead: what the shell says about the game before its table is open (the menu, the new-game
### and Load screens): its declaration's words (game/rules/dotd/__init__.py: the tagline, the
### modes, the options, the AI levels) and its progress line; read before its other words
### (game/text.py, subject_file)

dotd-tagline = Draft dice from the caskets to dress your ofrenda, and climb the marigold steps.
dotd-mode-solo = Solo
dotd-mode-solo-description = A puzzle against the City of the Dead: when its dice run out, the game ends. Climb 12 steps for a good ofrenda, 18 for a perfect one.
dotd-mode-multi = 2 to 5 players
dotd-mode-multi-description = Take turns opening the caskets; the most steps climbed when an ofrenda is complete wins (with five players, three sections end the game).
dotd-bot-easy = Easy
dotd-bot-hard = Hard

## The progress line of a game in progress (summary(), kept in its save)
dotd-progress-over = Game over
dotd-progress-setup = Setting up
dotd-progress-round = Round { $round }
dotd-progress-round-city = Round { $round } · City: { $n ->
        [one] { $n } die
       *[other] { $n } dice
    } left

## The cover's subtitle (lettered over the cover's picture: game/rules/dotd/lettering.py)
dotd-cover-subtitle = Ofrenda Variant
