### Play over the network: what a host and its guests tell each other, and the lobby and join screens (English).

## Refusals of a message that cannot be taken (the connection stays open)
net-refused-binary = The host reads text messages only.
net-refused-too-large = That message is too large (the limit is { $limit } KB).
net-refused-not-json = That message could not be read.
net-refused-no-type = That message does not say what it is.
net-refused-unknown-type = A message of an unknown kind ({ $kind }) was turned down.
net-refused-unknown-field = A “{ $kind }” message with an unknown part ({ $field }) was turned down.
net-refused-missing-field = A “{ $kind }” message without its “{ $field }” was turned down.
net-refused-bad-field = A “{ $kind }” message whose “{ $field }” is of the wrong kind was turned down.
net-move-on-its-way = Your last move is on its way to the host.
net-refused-action = That is not a move of this game.
net-refused-unreadable = The other computer sent something this program cannot read.
net-not-started = The game has not started yet.
net-nothing-to-undo = There is nothing of yours to take back.
net-nothing-to-redo = There is nothing to redo.
net-hello-once = This computer has already joined.

## Why a connection is turned away or closed
net-refused-name = Give a name to join with.
net-version-mismatch = This game is hosted with Cempasúchil { $host }, and this computer has { $guest }. Both need the same version to play together.
net-wrong-code = That code does not open this game. Check it with the host.
net-unknown-token = This game does not know this computer's seat any more. Join again with the code.
net-table-full = Every seat at this table is taken.
net-seat-taken = That seat is taken. Choose another one.
net-hello-first = A guest must say who it is first.
net-replaced = This seat was taken up again from another window.
net-too-fast = This computer sent messages too fast and was disconnected.
net-closed = The connection to the other computer was closed.
net-host-unreadable = The host sent something this program cannot read ({ $detail }).

## The new-game screen: a seat a friend plays from their own computer
new-game-friend = Online
new-game-friend-tip = A friend on another computer plays this seat: they join with the address and code the next screen gives you.
new-game-friends-note = Friends on other computers join from the next screen, with its address and code.

## The lobby: the host waits for friends to join (and a guest for the host to start)
lobby-title = Waiting for friends
lobby-guest-title = At the table
lobby-subtitle = { $game } · { $mode }
lobby-invite = Give your friends this address and code. In Cempasúchil they choose “Join a game”.
lobby-address = Address: { $address }
lobby-also = Also: { $list }
lobby-code = Code: { $code }
lobby-copy = Copy invitation
lobby-copied = The invitation is copied: paste it to your friends.
lobby-copy-failed = This computer cannot copy text: read the address and code to your friends.
lobby-start = Start
lobby-continue = Continue
lobby-cancel = Cancel
lobby-leave = Leave
lobby-seat = Seat { $n }
lobby-here = { $name } · At this computer
lobby-ai-seat = { $name } · The AI plays
lobby-state-waiting = Waiting for a friend…
lobby-state-joined = { $name } is here
lobby-state-gone = { $name } is away
lobby-state-ai = The AI plays until { $name } is back
lobby-state-ai-empty = The AI will play this seat
lobby-sit-here = Sit here
lobby-let-ai = Let the AI play
lobby-wait = Wait
lobby-start-tip = Start once every friend has joined (or the AI plays their seat).
lobby-listen-failed = This computer cannot host a game now: { $error }
lobby-waiting-host = Waiting for the host to start the game.
lobby-you-sit = You sit at seat { $n }.
lobby-started-away = The game is under way: it goes on when you continue; friends rejoin with the same address and code.

## Joining a game hosted on another computer
join-title = Join a game
join-subtitle = Play with friends on other computers
join-found = Games on this network
join-none-found = No game found on this network yet: type the address and code your host gave you.
join-found-game = { $game } · { $host } · { $free ->
    [one] 1 seat free
   *[other] { $free } seats free
}
join-address = Address
join-address-tip = What the host's lobby shows, such as 192.168.1.20:47800
join-code = Code
join-name = Your name
join-join = Join
join-joining = Joining…
join-failed = Could not join: { $why }
join-unreachable = Nobody answers at { $address }. Check the address, and that the host's game is open.
join-needs = Type the address and the code first.
join-rejoin = Rejoin
join-kept = Your network games
join-kept-line = { $game } at { $address } (seat { $n })

## At a network table
play-net-lost = The connection to the host was lost. Trying again…
play-net-back = Connected again.
play-net-away = { $name } is away: the game waits, or the AI can play for now.
play-net-away-guest = { $name } is away: the game waits for them (the host may let the AI play for now).
net-guest-other-version = Someone tried to join with Cempasúchil { $guest }; this computer has { $host }. Both need the same version.
play-net-let-ai = Let the AI play
play-net-friend-back = { $name } is back.
menu-join = Join a game
menu-join-tip = Play a game a friend hosts on another computer.
play-net-host-keeps = The host keeps this game: it is saved on their computer.

## The Load screen: the network games this computer took a seat at
section-network = Network games
load-network-row = at { $address }, seat { $seat }
