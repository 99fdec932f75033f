### Portents: the game's words (English)

## data/portents/altar.yaml
portents-colour-yellow = Yellow
portents-colour-red = Red
portents-colour-blue = Blue
portents-colour-white = White
portents-shape-skull = Skull
portents-shape-claw = Claw
portents-shape-wishbone = Wishbone
portents-shape-wing = Wing
portents-tile-yellow-skull = Yellow Skull
portents-tile-yellow-claw = Yellow Claw
portents-tile-yellow-wishbone = Yellow Wishbone
portents-tile-yellow-wing = Yellow Wing
portents-tile-red-skull = Red Skull
portents-tile-red-claw = Red Claw
portents-tile-red-wishbone = Red Wishbone
portents-tile-red-wing = Red Wing
portents-tile-blue-skull = Blue Skull
portents-tile-blue-claw = Blue Claw
portents-tile-blue-wishbone = Blue Wishbone
portents-tile-blue-wing = Blue Wing
portents-tile-white-skull = White Skull
portents-tile-white-claw = White Claw
portents-tile-white-wishbone = White Wishbone
portents-tile-white-wing = White Wing
portents-difficulty-cute = Cute Clairvoyant
portents-difficulty-middling = Middling Medium
portents-difficulty-standard = Standard Seer
portents-difficulty-expert = Expert Evocator
portents-difficulty-oracle = Omniscient Oracle
portents-challenge-chaotic-cat = Chaotic Cat
portents-challenge-chaotic-cat-text = No tile waits on the Kitty's token; every tile the Kitty pushes in is drawn from the bag.
portents-challenge-feed-the-cat = Feed the Cat
portents-challenge-feed-the-cat-text = At the end of each of your turns, sacrifice a tile from your hand to the bag after drawing its replacement.
portents-challenge-felis-pyromanias = Felis Pyromanias
portents-challenge-felis-pyromanias-text = End your turn with fewer than two Burnt Offerings and the Kitty advances one extra step.
portents-challenge-dont-disturb = Don't Disturb the Cat
portents-challenge-dont-disturb-text = You may not push from a side the Kitty touches.

## data/portents/moves.yaml
portents-move-shift = Push { $lane } { $side }
portents-move-place = Place { $tile } on { $square }
portents-move-pass = Pass: no push is possible
portents-move-burn = Light { $tile }
portents-move-snuff = Snuff { $tile }
portents-move-sacrifice = Sacrifice { $tile } to the bag
portents-move-kitty = The Kitty's turn

## names
portents-number = { $n ->
    [0] no
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
   *[other] { $n }
}
portents-nothing = nothing
portents-stop = .
portents-then = , then{" "}
portents-the-kitty = The Kitty
portents-the-tile = the { $tile }
portents-the-omen = the { $tile } Omen
portents-square-top-left = the top-left square
portents-square-top = the top square
portents-square-top-right = the top-right square
portents-square-left = the left square
portents-square-centre = the centre square
portents-square-right = the right square
portents-square-bottom-left = the bottom-left square
portents-square-bottom = the bottom square
portents-square-bottom-right = the bottom-right square
portents-line-row-top = the top row
portents-line-row-middle = the middle row
portents-line-row-bottom = the bottom row
portents-line-column-left = the left column
portents-line-column-middle = the middle column
portents-line-column-right = the right column
portents-line-diagonal-down = the diagonal from the top-left
portents-line-diagonal-up = the diagonal from the bottom-left
portents-corner-top-left = the top-left corner
portents-corner-top-right = the top-right corner
portents-corner-bottom-left = the bottom-left corner
portents-corner-bottom-right = the bottom-right corner
portents-slot-by-top = the slot above { $line }
portents-slot-by-bottom = the slot below { $line }
portents-slot-by-left = the slot left of { $line }
portents-slot-by-right = the slot right of { $line }
portents-from-top = from the top
portents-from-bottom = from the bottom
portents-from-left = from the left
portents-from-right = from the right
portents-by-top = by the top
portents-by-bottom = by the bottom
portents-by-left = by the left
portents-by-right = by the right
portents-of-top = top
portents-of-bottom = bottom
portents-of-left = left
portents-of-right = right
portents-ending-fortune = a Fortune of four Omens
portents-ending-fortunes = two Fortunes of three Omens
portents-ending-burnt = four Burnt Offerings on the altar at the end of the turn
portents-ending-target = the target collection
portents-ending-laps = the Kitty's second lap around the altar
portents-ending-kitty-fortune = the Kitty's Fortune of three Omens
portents-ending-kitty-fortunes = the Kitty's two Fortunes of two Omens
portents-ending-passes = both players passing in a row
portents-ending-dry = fifty turns in a row without an Omen collected
portents-target-omens = { $n } Omens or more
portents-target = { $fours ->
    [0] { $threes_count } of 3, each of a different colour or shape
    [one] one Fortune of 4 and { $threes_count } of 3, each of a different colour or shape
   *[other] { $fours_count } Fortunes of 4 and { $threes_count } of 3, each of a different colour or shape
}
portents-levels-tip = What you must collect before the Kitty circles the altar twice (each Fortune of a different colour or shape):
portents-level = { $fours ->
    [one] { $level }: 1 Fortune of 4, { $threes } of 3.
   *[other] { $level }: { $fours } Fortunes of 4, { $threes } of 3.
}
portents-level-omens = { $level }: { $n } Omens or more.

## the log
portents-log-deal = Nine tiles are laid on the altar and the sixteen Omens around it; the hands are dealt.
portents-log-solo = Solo against the Kitty at { $level }: collect { $target }.
portents-log-solo-challenges = Solo against the Kitty at { $level }: collect { $target }. Challenges: { $challenges }.
portents-log-first = { $you ->
    [first] You play first; { $other } lights the first Burnt Offering.
    [second] { $name } plays first; you light the first Burnt Offering.
   *[no] { $name } plays first; { $other } lights the first Burnt Offering.
}
portents-log-opening = { $you ->
    [yes] You light { $tile } as the first Burnt Offering.
   *[no] { $name } lights { $tile } as the first Burnt Offering.
}
portents-log-kitty-turn = The Kitty's turn.
portents-log-turn = { $you ->
    [yes] Your turn.
   *[no] { $name }'s turn.
}
portents-log-shift = { $you ->
    [yes] You push { $lane } { $side }: { $tile } falls off.
   *[no] { $name } pushes { $lane } { $side }: { $tile } falls off.
}
portents-log-place = { $you ->
    [yes] You place { $tile } on { $square }.
   *[no] { $name } places { $tile } on { $square }.
}
portents-log-palm = { $you ->
    [yes] You palm { $tiles }.
   *[no] { $name } palms { $tiles }.
}
portents-log-pass = { $you ->
    [yes] You cannot push and pass.
   *[no] { $name } cannot push and passes.
}
portents-log-portent = { $you ->
    [yes] You make a { $kind ->
       *[colour] { $attr }
    } Portent in { $line }.
   *[no] { $name } makes a { $kind ->
       *[colour] { $attr }
    } Portent in { $line }.
}
portents-log-collect = { $you ->
    [yes] You collect { $omen } from { $slot }.
   *[no] { $name } collects { $omen } from { $slot }.
}
portents-log-lit = { $tile } is lit as a Burnt Offering.
portents-log-burn-kitty = { $you ->
    [yes] You light { $tile } for the Kitty's Portent.
   *[no] { $name } lights { $tile } for the Kitty's Portent.
}
portents-log-burn = { $you ->
    [yes] You light { $tile } as a Burnt Offering.
   *[no] { $name } lights { $tile } as a Burnt Offering.
}
portents-log-snuff = { $tile } is snuffed: it no longer blocks a Portent.
portents-log-stays-lit = { $tile } stays lit: turning it back would make a Portent.
portents-log-sacrifice = { $you ->
    [yes] You feed the Kitty { $tile } and draw { $drawn }.
   *[no] { $name } feeds the Kitty { $tile } and draws { $drawn }.
}
portents-log-steal-nothing = No new Portent last turn, but the slot the Kitty sits by is empty: nothing to steal.
portents-log-steal = No new Portent last turn: the Kitty steals { $omen } from the slot it sits by.
portents-log-kitty-blocked = { $lanes ->
    [one] A Burnt Offering at the far edge holds the lane the Kitty faces: nothing moves.
   *[other] A Burnt Offering at the far edge holds every lane the Kitty faces: nothing moves.
}
portents-log-kitty-blocked-swap = { $lanes ->
    [one] A Burnt Offering at the far edge holds the lane the Kitty faces: nothing moves, and it swaps { $old } on its token for { $new } from the bag.
   *[other] A Burnt Offering at the far edge holds every lane the Kitty faces: nothing moves, and it swaps { $old } on its token for { $new } from the bag.
}
portents-log-prowl = The Kitty prowls clockwise to { $slot }
portents-log-prowl-extra = Felis Pyromanias (fewer than two Burnt Offerings): the Kitty prowls one step further, to { $slot }
portents-log-prowl-past = { $n ->
    [one] , past { $count } empty slot
   *[other] , past { $count } empty slots
}
portents-comma = ,
portents-log-prowl-lap = { $laps ->
    [1] {" "}and completes its first lap: it puts on its wizard hat
   *[other] {" "}and completes lap { $laps }
}
portents-log-draw = The game is a draw: { $why }.
portents-log-kitty-wins = The Kitty wins: { $why }.
portents-log-wins = { $you ->
    [yes] You win with { $why }.
   *[no] { $name } wins with { $why }.
}
portents-going-bag = { $tiles } from the bag
portents-going-token = { $tile } from its token
portents-going-token-bag = { $tile } from its token, then { $tiles } from the bag
portents-kitty-push-wide = From its corner the Kitty pushes wide { $side }, one step in { $lanes }: { $going }; { $falling }.
portents-in-goes = { $n ->
    [one] in goes { $going }
   *[other] in go { $going }
}
portents-off-falls = { $n ->
    [one] off falls { $off }
   *[other] off fall { $off }
}
portents-kitty-push-held = {" "}A Burnt Offering at the far edge holds { $lanes }.
portents-kitty-push-deep = { $n ->
    [one] {" "}(a Burnt Offering stops it after { $count } tile)
   *[other] {" "}(a Burnt Offering stops it after { $count } tiles)
}
portents-kitty-push-long = The Kitty pushes { $lane } { $side }, a long push{ $deep }: { $going }; { $falling }.
portents-kitty-draw-chaotic = { $off ->
    [one] Chaotic Cat: nothing waits on its token, and the tile knocked off goes into the bag.
   *[other] Chaotic Cat: nothing waits on its token, and the tiles knocked off go into the bag.
}
portents-kitty-draw = { $off ->
    [one] It draws { $tile } from the bag for its token, and the tile knocked off goes into the bag.
   *[other] It draws { $tile } from the bag for its token, and the tiles knocked off go into the bag.
}
portents-kitty-turn-steal = The Kitty's turn: you made no new Portent, so it steals the Omen by its slot first
portents-kitty-turn-no-steal = The Kitty's turn: you made a new Portent, so it steals nothing
portents-kitty-turn-extra = ; fewer than two Burnt Offerings, so it prowls one step further (Felis Pyromanias)

## suggestions and the score sheet
portents-plan-lane-times = { $n ->
    [1] { $lane }
    [2] { $lane } twice
    [3] { $lane } three times
   *[other] { $lane } { $n } times
}
portents-plan-push = Push { $side }: { $lanes }
portents-plan-place = Place { $tile } on { $square }
portents-plan-fill = Fill the gaps with { $tiles }
portents-plan-light = Light { $tiles }
portents-plan-snuff = Snuff { $tiles }
portents-omens-count = { $n ->
    [one] { $count } Omen
   *[other] { $count } Omens
}
portents-row-omens = Omens collected
portents-row-largest = Largest Fortune
portents-row-fours = Fortunes of 4 or more
portents-row-threes = Fortunes of 3 or more
portents-row-win = Win
portents-row-total = Total
portents-note-burnt = The four-offerings rule ended the game: four Burnt Offerings lay on the altar at the end of a turn.
portents-headline-goes-on = The reading goes on
portents-headline-beat = You beat the Kitty at { $level }!
portents-headline-kitty-wins = The Kitty wins
portents-verdict-target = Target at { $level }: { $target }.
portents-verdict-ended = {" "}The game ended on { $why }.
portents-note-challenges = { $beaten ->
    [yes] Challenges beaten: { $challenges }.
   *[no] Challenges: { $challenges }.
}
portents-note-kitty = { $n ->
    [one] The Kitty collected { $count } Omen in { $laps ->
        [one] { $laps } lap.
       *[other] { $laps } laps.
    }
   *[other] The Kitty collected { $count } Omens in { $laps ->
        [one] { $laps } lap.
       *[other] { $laps } laps.
    }
}
portents-headline-draw = A draw
portents-headline-duel-goes-on = The duel goes on
portents-verdict-ended-duel = The game ended on { $why }.
portents-verdict-duel = One Fortune of 4 or two Fortunes of 3 win; so do four Burnt Offerings at the end of your turn.

## the table
portents-omen-figures = { $n ->
    [one] { $n } Omen
   *[other] { $n } Omens
}
portents-offerings-figures = { $n ->
    [one] { $n } Burnt Offering
   *[other] { $n } Burnt Offerings
}
portents-seat-omens-title = { $name } · { $n ->
    [one] { $n } Omen
   *[other] { $n } Omens
}
portents-your-omens-title = Your Omens · { $n }
portents-your-hand = Your hand
portents-hand-of = { $name }'s hand
portents-pushed-to = pushed off → { $name }'s hand
portents-pushed-tile-yours = Pushed off this turn: it joins your hand once the gaps are filled.
portents-pushed-tile-of = Pushed off this turn: it joins { $name }'s hand once the gaps are filled.
portents-pill-turn = Turn { $n }
portents-pill-lap = Kitty lap { $lap } of { $laps }
portents-pill-duel-turn = Duel · turn { $n }
portents-your-turn-pill = Your turn
portents-turn-of = { $name }'s turn
portents-pill-offerings = { $n ->
    [one] { $n } Burnt Offering of 4
   *[other] { $n } Burnt Offerings of 4
}
portents-stall-count = Turns without an Omen: { $n } of { $of }
portents-stall-title = No Omen collected lately
portents-stall-line = { $left ->
    [one] { $n } turns in a row have gone by without an Omen collected. After { $of } the duel ends in a draw: { $count } turn left to read an Omen.
   *[other] { $n } turns in a row have gone by without an Omen collected. After { $of } the duel ends in a draw: { $count } turns left to read an Omen.
}
portents-seed = Seed { $seed }
portents-item-omens = Omens: { $n } of { $of }
portents-item-fours = Fortunes of 4: { $n } of { $of }
portents-item-threes-up = Fortunes of 3+: { $n } of { $of }
portents-item-largest = Largest Fortune: { $n } of { $of }
portents-item-threes = Fortunes of 3: { $n } of { $of }
portents-item-twos = Fortunes of 2: { $n } of { $of }
portents-attr-count = { $attr } { $n }
portents-fortunes-panel = Fortunes: { $fortunes }
portents-fortunes-line = Fortunes: { $fortunes }.
portents-kitty-lap = { $hat ->
    [yes] Lap { $lap } of { $laps } · hat on
   *[no] Lap { $lap } of { $laps }
}
portents-kitty-steals-next = Steals next turn
portents-challenges-line = { $beaten ->
    [yes] Beaten: { $challenges }
   *[no] Challenges: { $challenges }
}
portents-lap-complete = { $lap ->
    [1] Lap { $lap } complete: the hat!
   *[other] Lap { $lap } complete
}
portents-portent-tag = { $kind ->
   *[colour] { $attr } Portent · { $line }
}
portents-place-hint = Place the { $tile } here
portents-reading-the-altar = { $name } is reading the altar…
portents-click-a-gap-for = Now click a gap for the { $tile }.
portents-fill-the-gaps = Fill the gaps: drag a tile of your hand into each ({ $n } left).
portents-push-again = Push again { $side }, or drag tiles from your hand into the gaps.
portents-burn-prompt = { $kitty ->
    [yes] { $n ->
        [one] The Kitty's Portent: click a glowing tile to light it as a Burnt Offering (one per Portent).
       *[other] The Kitty's Portents: click a glowing tile to light it as a Burnt Offering (one per Portent).
    }
   *[no] { $n ->
        [one] A new Portent: click a glowing tile to light it as a Burnt Offering (one per Portent).
       *[other] { $n } new Portents: click a glowing tile to light it as a Burnt Offering (one per Portent).
    }
}
portents-arrow-title = { $lane }, pushed { $side }
portents-arrow-falls = { $tile } falls off and joins your hand; a gap opens { $side }.
portents-arrow-shift = Shift { $n } of at most { $of }, all from one side.
portents-hand-tile = In your hand.
portents-hand-tile-push = In your hand. Drag it into a gap of the altar (or click it, then a gap).
portents-rival-tile = In { $name }'s hand (both hands are open).
portents-square-line = { $square }.
portents-a-burnt-offering = A Burnt Offering
portents-burnt-square = { $offering }: it cannot be part of a new Portent; it may slide to the edge of the altar but never off.
portents-click-to-light = Click to light it.
portents-click-to-snuff = Click to snuff it now.
portents-slot-empty = At an end of { $line }.
portents-slot-collects = At an end of { $line }: a { $colour } or a { $shape } Portent along it collects it.
portents-slot-kitty = The Kitty sits by it.
portents-slot-kitty-steals = The Kitty sits by it and steals it if you make no Portent this turn.
portents-kitty-next-wide = a wide push, one step in each lane of the { $side }
portents-kitty-next-long = a long push of up to three tiles { $side }
portents-kitty-tip-lap = { $hat ->
    [yes] Lap { $lap } of { $laps }: it wears its hat.
   *[no] Lap { $lap } of { $laps }; it wins when its second lap ends.
}
portents-kitty-tip-next = Next it makes { $how }, its token's tile going in first, then tiles from the bag.
portents-kitty-tip-token = On its token: { $tile }.
portents-kitty-tip-wins = With a Fortune of three Omens, or two Fortunes of two, the Kitty wins.
portents-kitty-tip-dont-disturb = Don't Disturb the Cat: you may not push from a side it sits by.
portents-bag-title = { $n ->
    [one] The bag: { $n } tile
   *[other] The bag: { $n } tiles
}
portents-bag-line = In it: { $tiles }.
portents-your-omens = Your Omens
portents-omens-of = { $name }'s Omens
portents-target-line = Target: { $target }.
portents-winning-fortunes = { $kitty ->
    [yes] The Kitty's Fortunes: { $fortunes }
   *[no] Winning Fortunes: { $fortunes }
}
portents-offerings-caption-rule = { $n ->
    [one] { $n } Burnt Offering · the four-offerings rule
   *[other] { $n } Burnt Offerings · the four-offerings rule
}
portents-fortune-count = { $attr }: { $n }
portents-prompt-opening = Light any tile of the altar as the first Burnt Offering: click it.
portents-prompt-snuff = Snuff the old offerings in your order: click the one to turn back first.
portents-prompt-sacrifice = Feed the Cat: click a tile of your hand to sacrifice it to the bag.

## the AI's reasons (saves keep them as messages)
portents-reason-no-push = no push is possible
portents-reason-only = the only move
portents-reason-fourth-offering = it lights the fourth Burnt Offering, which wins the duel
portents-reason-target = it completes the target collection
portents-reason-winning-fortune = it completes a winning Fortune
portents-reason-reads-of = it reads { $omens }: { $count } of the { $of } now
portents-reason-reads = { $kind ->
   *[colour] { $n ->
        [one] it reads { $omens }: { $count } { $attr } Omen now
       *[other] it reads { $omens }: { $count } { $attr } Omens now
    }
}
portents-reason-no-steal = a Portent keeps the Kitty from stealing
portents-reason-will-steal = no push makes a Portent: the Kitty will steal
portents-reason-lines-up-burn = it lines up Portents that could light the fourth offering on the next push
portents-reason-lines-up-read = it lines up an Omen for the next push
portents-reason-least-to-read = it leaves the opponent the least to read
portents-reason-kitty-burn = that offering leaves the altar best for the next push
portents-reason-kitty-snuff = snuffing in this order keeps the fewest offerings lit
portents-reason-kitty-best = the best end to the Kitty's turn
portents-reason-least-next-push = { $tile } does least for the next push
portents-reason-blocks-most = it blocks the most the first push could collect
portents-reason-push-from = a push { $side } looked best in its trial games
portents-reason-one-more-shift = one more shift lines the tiles up better
portents-reason-completes-reads = { $tile } completes a Portent there that reads an Omen
portents-reason-completes = { $tile } completes a Portent there
portents-reason-fits = { $tile } fits that gap best
portents-reason-fewest-blocked = that offering blocks the fewest future Portents
portents-reason-snuff-first = snuffing that one first keeps the altar open
portents-reason-least-useful = that tile is the least useful in hand

## the table's labels (scenes/portents)
portents-you = You
portents-pass = Pass
portents-pass-tip = Pass: no push is possible; the Scrying still happens.
portents-prompt-over = The reading is over…
portents-prompt-kitty-prowls = The Kitty prowls round the altar…
portents-prompt-pass = No push is possible this turn: pass (the Scrying still happens).
portents-prompt-push = Push: hover a lane's arrow to see the slide, click to push (1 to 3 shifts, one side).
portents-prompt-fill = Fill the gaps: drag tiles from your hand into them.
portents-skip-hint = click or Space to skip
portents-pushed-off = pushed off
portents-to-win-the-duel = To win the duel
portents-on-its-token = on its token
portents-its-omens = Its Omens
portents-open-hand = open hand
portents-falls-off = falls off
portents-ended-by-offerings = Ended by four Burnt Offerings
portents-altar-and-omens = The altar and the Omens
portents-no-fortune-yet = no Fortune yet
portents-push-first = Push first: click a lane's arrow, and gaps open where the tiles slide.
portents-none-yet = none yet
portents-join-your-hand = join your hand
portents-to-your-hand = → your hand
portents-snuffed = snuffed
portents-stays-lit = stays lit
portents-blocks-the-push = blocks the push
portents-click-to-sacrifice = Click to sacrifice it to the bag.
portents-burnt-tile-line = A Burnt Offering: it is part of no new Portent, and it may slide to the edge but never off.
portents-gap-line = A gap: drop a tile from your hand here.
portents-empty-slot = An empty Omen slot
portents-row-colour-column-shape = A row is a colour, a column a shape: each Omen counts for both.
portents-duel-win-tip = A Fortune of four Omens, or two Fortunes of three, wins the duel.

## refusals (why a move is not legal)
portents-refusal-kitty-turn = It is the Kitty's turn.
portents-refusal-only-kitty = Only the Kitty takes the Kitty's turn.
portents-refusal-must-push = A push is possible, so you must push: pass only when none is.
portents-refusal-no-push = No push is possible this turn: pass.
portents-refusal-push-then-fill = Push lanes from one side, then fill the gaps from your hand.
portents-refusal-light-first = Light one tile of the altar as the first Burnt Offering.
portents-refusal-on-the-altar = Light a tile that is on the altar.
portents-refusal-light-each = Light a Burnt Offering for each new Portent first.
portents-refusal-already-lit = That tile is already lit for a new Portent.
portents-refusal-portent-line = Only a tile of a new Portent's line can become its Burnt Offering.
portents-refusal-own-offering = Then some new Portent would be left without a Burnt Offering of its own: light another tile.
portents-refusal-snuff-first = Snuff the old Burnt Offerings that no longer block a Portent first.
portents-refusal-not-offering = That tile is not a Burnt Offering.
portents-refusal-lit-before = Only the offerings lit before this turn are snuffed.
portents-refusal-feed = Feed the Cat: choose a tile of your hand to sacrifice.
portents-refusal-sacrifice-hand = Sacrifice a tile from your hand.
portents-refusal-not-a-move = That is not a move of this game.
portents-refusal-name-side = Name a side of the altar: top, right, bottom or left.
portents-refusal-three-lanes = Each side has three lanes: 0, 1 and 2.
portents-refusal-begun-filling = You have begun filling the gaps: the push is over.
portents-refusal-dont-disturb = Don't Disturb the Cat: you may not push from a side the Kitty sits by.
portents-refusal-lane-empty = That lane has no tile left to push off.
portents-refusal-push-bad-hand = However it ends, that push would leave three tiles sharing a colour or a shape in your hand: no hand may end the Sleight of Hand so.
portents-refusal-no-such-tile = There is no such tile.
portents-refusal-push-first = Push first: gaps open where the tiles slide.
portents-refusal-squares-numbered = The altar's squares are numbered 0 to 8.
portents-refusal-into-a-gap = Place a tile into a gap the push opened.
portents-refusal-keep-bad-hand = Keeping the others would leave three tiles sharing a colour or a shape in your hand: place another tile first.
portents-refusal-stays-lit = Turning the { $tile } back would make a Portent: it stays lit.
portents-refusal-one-side = This turn's push comes { $side }: every shift of a turn is made from one side.
portents-refusal-most-shifts = { $n } shifts is the most a turn allows: fill the gaps now.
portents-refusal-burnt-edge = The { $tile } is a Burnt Offering: it may reach the edge of the altar but never be pushed off.
portents-refusal-not-in-hand = The { $tile } is not in your hand.

## The progress line of a save (the Load screen, Continue)
