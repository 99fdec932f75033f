### Día de los Muertos: what its declaration names (game/rules/muertos/__init__.py: the tagline, the modes,
### the options, the AI levels), read before the game's other words (game/text.py, subject_file)

muertos-tagline = Win tricks to pair Food with the spirits of the night, with your partner across the table.
muertos-mode-table = 3 or 4 players
muertos-mode-table-description = Three nights of tricks. Four players: two partnerships sitting opposite. Three: each player partners a face-up dummy for one night.
muertos-mode-table-seating = Seats 1 and 3 are partners against 2 and 4.
muertos-mode-table-seating-3 = Each night, one of you partners the face-up dummy opposite.
