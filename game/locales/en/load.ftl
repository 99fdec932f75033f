### The Load screen, replays, the score screens, statistics, dialogs and the saves' errors (English).
### The shell's own ids (back, main-menu...) are in shell.ftl; these are this part's.

## Dialogs' buttons when a dialog names none
dialog-ok = OK
dialog-cancel = Cancel

## The Load screen
load-title = Load a game
load-subtitle = Games in progress, your copies and finished games
load-verb-continue = Continue
load-verb-open-copy = Open copy
load-verb-replay = Replay
load-delete = Delete
load-delete-tip = Delete this save (asks first).
load-undo = Undo
load-undo-tip = Bring back what you deleted on this screen.
load-clear = Clear finished games
load-clear-tip = Delete every finished game (asks first; games in progress stay).
load-all-games = All games
load-keep-it = Keep it
load-nothing-to-clear = There are no finished games to clear.
load-clear-title = Clear the finished games?
load-clear-them = Clear them
load-keep-them = Keep them
load-delete-failed = The save could not be deleted
load-undo-failed = It could not be brought back
load-brought-back = Brought back.
load-column-game = GAME
load-column-progress = PROGRESS
load-column-scores = SCORES
load-column-last-played = LAST PLAYED
load-damaged = Damaged
load-newer = Newer version
load-damaged-save = Damaged save
load-cannot-be-opened = It cannot be opened.
load-score-solo = { $score } pts
load-seat = Seat { $number }
load-you = You
level-word-easy = Easy
level-word-hard = Hard

## Opening a save, and why it does not open
load-cannot-open = This save cannot be opened
load-cannot-replay = This game cannot be replayed
load-backup-cannot-open = The backup cannot be opened either
load-close = Close
load-backup = Load the backup
load-backup-loaded = Loaded the backup copy of that save.
load-start-new = Start a new one
load-continue-that = Continue that game
load-reason-unreadable = It cannot be read: it may have been cut short or overwritten.
load-reason-not-a-save = It is not a saved game of this program.
load-reason-description = Its description of the game is damaged.
load-reason-newer = It was made by a newer version of the game (save format { $version }): update the game to open it.
save-source-save = save
save-source-game = saved game
save-gone = That saved game no longer exists.
save-not-text = The saved game is damaged (it is not text; it may have been overwritten).
save-unreadable = The saved game cannot be read ({ $error }).
save-not-json = The { $source } is damaged (not readable JSON; it may have been cut short).
save-wrong-format = The { $source } is not a { $program } saved game.
save-no-version = The { $source } has no format version; it is damaged.
save-unknown-version = The { $source } has an unknown save format version ({ $version }); it is damaged.
save-newer = The { $source } was made by a newer version of the game (save format { $version }; this version reads up to { $known }). Update the game to open it.
save-bad-entry = The { $source } is damaged: its '{ $key }' entry is missing or wrong.
save-unknown-game = The { $source } is for a game this version does not have ({ $game }).
save-no-mode = The { $source } is damaged: its setup names no mode.
save-unknown-mode = The { $source } uses a mode { $game } does not have ({ $mode }).
save-damaged = The { $source } is damaged: { $error }
save-digest = The { $source } does not replay to the position it recorded (the card data may have changed since it was made).
save-cannot-open = The { $source } cannot be opened: { $error }
save-log-move = move { $number } of the log
save-move-unreadable = The { $source } is damaged: { $where } cannot be read: { $error }
save-move-after-end = The { $source } is damaged: { $where } comes after the end of the game.
save-move-illegal = The { $source } is damaged: { $where } ({ $action }) is not legal: { $reason }
# why a save's record does not replay (after "save-damaged"; a detail is the program's own words)
record-setup-unusable = its setup cannot be used: { $detail }
record-move-not-a-move = { $where } cannot be read: it is not a seat and an action
record-move-no-such-seat = { $where } names a seat this game does not have ({ $seat })
record-move-bad-note = { $where } has a note that cannot be read: { $detail }
record-move-note-not-text = { $where } has a note that is not text
record-move-unreadable = { $where } cannot be read: { $detail }
record-move-illegal = { $where } ({ $action }) is not legal: { $reason }
record-move-fails = { $where } ({ $action }) cannot be played: { $detail }
record-guided-step = its guided game's step cannot be read

## Replays
replay-tip-first = The deal (Home)
replay-tip-back = One step back (Left)
replay-tip-play = Play the game on by itself (Space)
replay-tip-next = One step on (Right)
replay-tip-last = The end of the game (End)

## The score screens
score-final = Final score
score-solo-tiers = Solo tiers
score-new-game = New game
score-new-game-tip = Same mode, a new deal (N)
score-replay-seed = Replay this seed
score-main-menu-tip = Back to the main menu (M)
score-tie-break-caption = TIE-BREAK
score-click-for-detail = Click to see it in detail.
score-winner = Winner
score-shares-win = Shares the win
score-tie-break-tip = Not points: it only breaks a tie on the total.

## Statistics
stats-title = Statistics
stats-subtitle = Your games so far, kept on this computer
stats-human = At this computer
stats-other-games = Other games

## The rules screen without a game
rules-no-games-title = No games
rules-no-games = There are no games installed.

## The shots' sample copy (a name a player would type)
load-sample-copy = Sunday with Abuela
