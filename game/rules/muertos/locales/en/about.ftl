### Día de los Muertos: what the shell says about the game before its table is open (the menu, the new-game
### and Load screens): its declaration's words (game/rules/muertos/__init__.py: the tagline, the
### modes, the options, the AI levels) and its progress line; read before its other words
### (game/text.py, subject_file)

muertos-tagline = Win tricks to pair Food with the spirits of the night, with your partner across the table.
muertos-mode-table = 3 or 4 players
muertos-mode-table-description = Three nights of tricks. Four players: two partnerships sitting opposite. Three: each player partners a face-up dummy for one night.
muertos-mode-table-seating = Seats 1 and 3 are partners against 2 and 4.
muertos-mode-table-seating-3 = Each night, one of you partners the face-up dummy opposite.

## The progress line of a game in progress (summary(), kept in its save)
muertos-progress-over = Game over
muertos-progress = Night { $night } of { $nights } · trick { $trick } of { $tricks }
