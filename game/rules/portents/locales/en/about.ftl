### Portents: what the shell says about the game before its table is open (the menu, the new-game
### and Load screens): its declaration's words (game/rules/portents/__init__.py: the tagline, the
### modes, the options, the AI levels) and its progress line; read before its other words
### (game/text.py, subject_file)

portents-tagline = Slide the sacrifices on the altar into Portents and read the Omens before the Kitty does.
portents-mode-solo = Solo against the Kitty
portents-mode-solo-description = Make a Portent every turn and collect your target of Omens before the Kitty circles the altar twice.
portents-mode-duel = Duel
portents-mode-duel-description = Two fortune-tellers, both hands open: one Fortune of 4 or two of 3 wins.
portents-option-difficulty = Difficulty
portents-option-difficulty-description = Cute Clairvoyant, Middling Medium, Standard Seer, Expert Evocator or Omniscient Oracle: the collection you must make.
portents-option-difficulty-cute = Cute Clairvoyant
portents-option-difficulty-middling = Middling Medium
portents-option-difficulty-standard = Standard Seer
portents-option-difficulty-expert = Expert Evocator
portents-option-difficulty-oracle = Omniscient Oracle
portents-option-chaotic-cat = Chaotic Cat
portents-option-chaotic-cat-description = Every tile the Kitty pushes in comes from the bag.
portents-option-feed-the-cat = Feed the Cat
portents-option-feed-the-cat-description = End each turn by swapping a hand tile for one from the bag.
portents-option-felis-pyromanias = Felis Pyromanias
portents-option-felis-pyromanias-description = Fewer than two Burnt Offerings after your turn: the Kitty runs a step further.
portents-option-dont-disturb = Don't Disturb the Cat
portents-option-dont-disturb-description = You may not push from a side the Kitty sits by.

## The progress line of a game in progress (summary(), kept in its save)
portents-progress-best = ; best Fortune { $n } ({ $attr })
portents-progress-target = ; target: { $target }
portents-progress-over = Game over
portents-progress-solo = Turn { $turn }, lap { $lap } of the Kitty
portents-progress-turn = Turn { $turn }
