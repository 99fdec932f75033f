### The main menu, the new-game screen and the app's own words (English).
### Ids are the shell's own: none starts with a game's id.

## The main menu
menu-subtitle = Día de los Muertos at your table
menu-new-game = New game  ›
menu-load = Load a game
menu-load-tip = Your games in progress, your copies and finished games.
menu-settings-tip = Window, text size, colours, speeds and sound.
menu-how-to-play = How to play
menu-how-to-play-tip = The rules of every game, with examples.
menu-stats = Statistics
menu-stats-tip = Games played, wins and best scores, per game and mode.
menu-quit = Quit
menu-show-details = Show the details
menu-show-details-tip = The error and where it happened, to report it.
menu-failed-title = A game failed to load
menu-ok = OK
menu-no-games = No games are installed.
menu-keys-continue = Enter  continue   ·   Esc  quit
menu-keys = Esc  quit
menu-broken-title = A game could not be loaded
menu-broken-tip = The other screens still work. Reinstalling the game usually mends this; the details say which file and line failed.
menu-continue = Continue

## A game package that cannot be read
registry-import-failed = The game package '{ $package }' failed to import: { $error }
registry-not-game = { $package }.GAME is not a GameInfo
registry-same-id = two game packages register the id '{ $id }'
registry-not-rules = { $path } is not a game's rules entry (game.contracts.GameRules): it has no { $missing }

## AI levels when a game names none of its own
level-easy = AI · Easy
level-hard = AI · Hard

## The new-game screen
new-game-subtitle = A new game
new-game-mode = Mode
new-game-players = Players
new-game-seats = Seats
new-game-options = Options
new-game-seed = Seed (optional)
new-game-start = Start
new-game-read-rules = Read the rules
new-game-random = random
new-game-seed-random = seed: random
new-game-seed-blank = Blank: a random deal.
new-game-seed-same = The same seed deals the same game.
new-game-seat-cycle-tip = Click for the next choice: you, hotseat or an AI level.
new-game-hotseat-note = Hotseat: between turns the table is covered until the next player says they are ready, so nobody sees another's hand.
new-game-seating-by-lot = Turn order is drawn by lot.
new-game-you = You
new-game-you-tip = You play this seat: the table is shown from here.
new-game-hotseat = Hotseat
new-game-hotseat-tip = Another person at this computer: the screen is passed between you, and each hand stays hidden from the others.
new-game-seed-digits = A seed is a whole number: digits 0-9 only. Leave it blank for a random deal.
new-game-one-here = At least one seat is played at this computer: choose You for one of them.
new-game-on = On
new-game-off = Off

## The app's own messages
table-not-available = The { $title } table is not available in this version yet.
settings-not-saved = Settings could not be saved: { $reason }
