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
