### The shell's words (English): the menus, the Load and new-game screens, the table's shell (curtain,
### toolbar, pause menu, coach), the score and statistics screens, and what every table says alike.
### Ids are the shell's own; a game's start with its id (game/rules/<id>/locales).

## Lists and little words every catalogue uses
list-none = nothing
list-next = { $first }, { $next }
list-last = { $first } and { $next }
sep = {" "}·{" "}

## What every table says the same way
replay-prompt = A replay: step through the game with the bar above.
not-there = Not there.
replay-refusal = This is a replay: step through the game with the bar above.
settings-reset = Your settings could not be read: they are back to the defaults.

## When: "just now", "2 hours ago", "yesterday"
ago-now = just now
ago-minutes = { $n ->
    [one] 1 minute ago
   *[other] { $n } minutes ago
}
ago-hours = { $n ->
    [one] 1 hour ago
   *[other] { $n } hours ago
}
ago-yesterday = yesterday
ago-days = { $n } days ago
ago-date = on { $day } { $month } { $year }
month-1 = Jan
month-2 = Feb
month-3 = Mar
month-4 = Apr
month-5 = May
month-6 = Jun
month-7 = Jul
month-8 = Aug
month-9 = Sep
month-10 = Oct
month-11 = Nov
month-12 = Dec

## Saves as the menus name them
mode-learn = learn to play
mode-players = { $n ->
    [one] solo
    [0] solo
   *[other] { $n } players
}
seat-you = you
seat-with-level = { $name } ({ $level })
quoted = “{ $label }”
continue-tooltip = Carry on with { $game } ({ $mode }: { $seats }), { $progress }, last played { $ago }.
section-progress = In progress
section-copies = Your copies
section-finished = Finished
empty-title = No saved games yet
empty-line-1 = Every game you start is kept here until it ends, and Ctrl+S saves it at once.
empty-line-2 = Start one from the main menu: pick a game and press Start.
empty-filtered = No games of { $title } here yet.
in-progress-title = A game in progress
in-progress-offer = You have { $count ->
        [one] a game
       *[other] { $count } games
    } of { $game } in progress. The last one played: { $mode } with { $seats }, { $progress }, { $ago }.
in-progress-question = Continue it, or start a new one? A new game never replaces a game in progress: every one stays in Load a game.
delete-game-title = Delete this game?
delete-save-title = Delete this save?
delete-damaged = This damaged file will be removed, with its backup. You can undo this until you leave this screen.
delete-progress = Your game of { $game } in progress ({ $progress }, { $seats }) will be removed, with its backup. You can undo this until you leave this screen.
delete-copy = The copy { $label } of { $game } will be removed, with its backup. You can undo this until you leave this screen.
delete-finished = The finished game of { $game } will be removed, with its backup. You can undo this until you leave this screen.
many-saved = { $n } games are kept here. Finished games can be cleared to make the list shorter; games in progress stay until you delete them.

## Failures, the Load screen's words
left-as-it-was = The file has been left exactly as it was.
backup-there = {" "}An earlier copy of it (its backup) is still there.
both-left = Both files have been left as they were.
see-all = See all { $n }
clear-finished-question = The { $n } finished games kept for replays will be removed. Games in progress and your copies stay. You can undo this until you leave this screen.
deleted = { $n ->
    [one] Deleted. Undo brings it back until you leave this screen.
   *[other] { $n } games deleted. Undo brings them back until you leave this screen.
}
list-footer = { $n ->
    [one] 1 save
   *[other] { $n } saves
}   ·   double-click or Enter to open   ·   Delete key to remove   ·   the newest 50 finished games are kept
autosave-failed = Autosave failed: { $reason }. Your game goes on, and what was saved before is kept; it is saved again after your next move.
save-failed = Could not save: { $reason }. Your game goes on; nothing saved before was changed.

## The table's Save and "Save a copy…"
replay-kept = This is a replay of a finished game: it is kept already.
saved = Game saved.
copy-title = Save a copy
copy-ask = A copy keeps this moment of the game. Load it later from Load a game; this game goes on as before.
copy-ok = Save the copy
copy-failed = Could not save the copy: { $reason }. Your game goes on.
copy-saved = Copy saved: “{ $label }”
copy-name = { $title } { $day } { $month } { $time }

## Leaving a table whose game cannot be written
not-saved-title = Your game is not saved
leave-stay = Stay
leave-retry = Retry saving
leave-copy = Save a copy…
leave-anyway = Leave anyway
leave-go-on = Go on
copy-folder-title = Save a copy in a folder
copy-folder-ask = The folder for a copy of this game (it is made if it is not there). Type its path, then Save the copy.
copy-folder-ok = Save the copy
copy-folder-back = Back
copy-folder-failed-title = The copy could not be saved
copy-folder-done-title = A copy is saved
not-saved-stay = This game could not be saved: { $reason }. What was saved before is kept, but your latest moves are only here: if you leave now, they are lost. Retry, or save a copy in another folder. Stay to keep playing; the game is saved again after your next move.
not-saved-choose = This game could not be saved: { $reason }. What was saved before is kept, but your latest moves are only here: if you leave now, they are lost. Retry, or save a copy in another folder. The game stays as it is until you choose.
copy-folder-failed = Nothing could be written in { $folder }: { $reason }. Your game is still here; choose again.
copy-folder-done = This game is kept in { $path }. To play it again, put that file in your saves folder ({ $saves }): it is then listed on the Load screen under your copies.

## Replays and statistics
replay-step = Step { $step } of { $total }
replay-deal = The deal  ·  { $total } steps
replay-playing = {"  "}·  playing
stats-empty-title = No games finished yet.
stats-empty-line = Finish a game and its result is counted here.
stats-played = { $n ->
    [one] 1 game
   *[other] { $n } games
} finished
stats-best = {"  "}·  best { $best }
stats-mean = {"  "}·  mean { $mean }
stats-wins = { $kind }: { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}{ $draws ->
    [0] {""}
    [one] , 1 draw
   *[other] , { $draws } draws
} in { $seats ->
    [one] 1 seat
   *[other] { $seats } seats
} ({ $percent })
stats-won = Won { $won } of { $played } ({ $percent })

## The rules screen
toc-earlier = Earlier
toc-later = Later
toc-step-tip = More sections of this page (the wheel over the list steps through them too).
games-earlier = Previous
games-later = Next
games-step-tip = More games than fit in the list: step through them.
rules-missing-title = Rules not found
rules-missing = The rules for this game are not included in this copy of the game (looked for *{ $name }*).

## The new-game screen
computer-plays = The computer plays this seat ({ $level }).
seating-note = { $seating } AI players think while you watch, and the log says why they played.
seed-too-long = That seed is too long: { $digits } digits at most.
seed-to-replay = Seed { $seed }: type it in to replay this exact deal.
seat-without-name = Seat { $number } needs a name.
name-too-long = Seat { $number }'s name is too long ({ $length } letters): a name has { $letters } at most.
name-undrawable = Seat { $number }'s name has a sign the game cannot draw (an emoji or a rare letter): use letters, digits and punctuation.
same-name = Seats { $first } and { $second } are both called { $name }: give each its own name.
name-is-you = Seat { $number } is called You: the table speaks to each player as you, so give the seat another name.
how-to-play = How { $title } is played, with examples.
ai-other = AI
ai-title = AI · { $level }
players = { $n ->
    [one] 1 player
   *[other] { $n } players
}

## The table's shell
waiting-for = Waiting for { $name } to come to the screen.
pass-to = Pass to { $name }
table-hidden-until = The table stays hidden until { $name } is at the screen.
show-my-table = I am { $name }: show my table
show-my-table-tip = Show { $name }'s hand and table
since-last-move = Since your last move
since-the-start = So far
nothing-since = Nothing has happened since your last move.
bot-failed = { $name } could not decide ({ $error }); playing a random move.
suggest-on-your-turn = Suggestions come on your turn.
suggestion-failed = The helper could not finish its thinking.
thinking = Thinking…
suggested-move = Suggested move
suggest = Suggest
do-it = Do it
do-it-tip = Play the suggested move
dismiss = Dismiss
dismiss-tip = Hide the suggestion
tool-menu-tip = Menu (Esc): resume, save, rules, settings, main menu
tool-rules-tip = Rules of the game
tool-save-tip = Save the game (Ctrl+S)
tool-redo-tip = Redo (Ctrl+Y)
tool-undo-tip = Undo (Ctrl+Z)
tool-suggest-tip = Suggest a move (H): the helper looks for a good one
paused = Paused
resume = Resume
save-game = Save game
save-a-copy = Save a copy…
rules = Rules
settings = Settings
main-menu = Main menu
no-rules-screen = The rules screen is not available in this build.
no-settings-screen = The settings screen is not available in this build.
nothing-to-redo = Nothing to redo.
paused-subtitle = { $title } · your game is saved after every move
paused-not-saved = { $title } · saving is failing: your last moves are not saved yet
bot-note = { $name }: { $reason }
bot-why-clear-best = the clear best move
bot-why-only-move = the only move
bot-why-searched = it came out best in { $n } simulated { $n ->
    [one] game
   *[other] games
}
bot-why-searched-contest = it came out best in { $n } simulated { $n ->
    [one] game
   *[other] games
} (about { $percent }% to win)
repeated-step = { $step } ×{ $times }
more-steps = …and more steps
nothing-to-undo-moved = Nothing to undo: { $name } has moved since, and only your own moves can be taken back.
nothing-to-undo-hidden = Nothing to undo: die rolls, newly drawn cards and other players' moves cannot be taken back.
nothing-to-undo-yet = Nothing to undo yet.

## The score screens
score-subtitle = { $title } · { $mode } · seed { $seed }
replay-seed-tip = Play seed { $seed } again, from the same deal (R)
points = { $n ->
    [one] 1 point
   *[other] { $n } points
}

## A guided first game
coach-title = Learn to play · step { $step } of { $steps }
coach-title-done = Learn to play · well done
coach-next = Next
coach-skip = Skip step
coach-got-it = Got it
coach-show = Coach
coach-show-tip = The guided game's note again: read it once more, or skip on to the closing notes.
coach-leave = Leave
coach-wants = The coach asks for another move here: { $move }
coach-read-first = Read the coach's note first, then click Next.
coach-watch = Watch the other players' turn first.
coach-prompt = Read the coach's note, then press Next (or Enter).
coach-hint = The move this step of the guided game asks for.
coach-done = That is the guided part of { $game }. You know enough to play a real game: start one with the same settings, or play this one on to its end.
coach-done-over = That was your first game of { $game }. See how it scored, or start a real game with the same settings.
coach-lost = The guided game could not go on; the game itself is kept.
coach-real-game = Play a real game
coach-play-on = Play on
coach-scores = See the scores
learn-to-play = Learn to play
learn-not-now = Start a game
learn-offer-title = New to { $game }?
learn-offer = A guided first game teaches { $game } as you play it: one thing at a time, with a coach beside the table. It takes about ten minutes, and you can leave it whenever you like.
learned = Learned
learn-cannot-open = The guided game of { $game } cannot be opened.
close-sheet-tip = A click anywhere on it puts it away.

## Settings
back = Back
settings-subtitle = Changes take effect at once and are remembered
settings-language = Language
settings-language-tip = Every word of the game, at once.
settings-window = Window size
settings-window-tip = Or drag the window's edge to any size.
settings-fullscreen = Fullscreen
settings-fullscreen-tip = F11 switches it at any time.
settings-scale = Text and panel size
settings-scale-tip = Larger lettering and panels everywhere.
settings-colour-blind = Colour-blind mode
settings-colour-blind-tip = Shapes and symbols on every branch, more contrast.
settings-animation = Animation speed
settings-animation-tip = How fast cards fly and candles light up.
settings-automaton = Abuela's speed
settings-automaton-tip = How long Abuela's turns stay on screen.
settings-volume = Sound volume
settings-volume-tip = Music and effects.
settings-off = Off
settings-on = On
speed-off = Off
speed-instant = Instant
speed-fast = Fast
speed-normal = Normal
speed-slow = Slow
settings-restore = Restore defaults
settings-restore-tip = Every setting back to how it was at first (keeps saves).
settings-restored = Settings restored to their defaults.
settings-no-audio = No audio device
how-to-play-title = How to play
rules-games = GAMES
rules-on-this-page = ON THIS PAGE

## The platform's words for every game: who won, whose turn
you-name = You
player-name = Player { $n }
name-automaton = The automaton
name-the-game = The game
headline-wins = { $you ->
    [yes] You win!
   *[no] { $name } wins!
}
headline-shared = A shared win for { $names }
headline-nobody = Nobody wins
refusal-game-over = The game is over.
refusal-nobody-moves = Nobody may move now.
refusal-wait-for = { $you ->
    [yes] Wait: it is your turn.
   *[no] Wait: it is { $name }'s turn.
}
refusal-not-your-turn = Wait: it is not your turn.
refusal-say-which-seat = Several seats are to move: say which one plays.
