# Ofrenda: the game's words (game/rules/ofrenda/words.py and the table, scenes/ofrenda/).
# Numbers in words while there is a word for them.
ofrenda-num = { $n ->
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
    [11] eleven
    [12] twelve
   *[other] { $n }
}
ofrenda-count-marigold = { $n ->
    [one] { $n } marigold
   *[other] { $n } marigolds
}
ofrenda-count-portrait = { $n ->
    [one] { $n } portrait
   *[other] { $n } portraits
}
ofrenda-count-candle = { $n ->
    [one] { $n } candle
   *[other] { $n } candles
}
ofrenda-nothing = nothing
ofrenda-the-portrait = the portrait

## Objectives: a portrait's wish as a sentence
ofrenda-objective-colour-at-least = Lights up when at least { $n } adjacent portraits are { $colour }.
ofrenda-objective-offering-at-least = Lights up when at least { $n } adjacent portraits offer { $offering }.
ofrenda-objective-distinct-colours = Lights up when its adjacent portraits show at least { $n } different colours.
ofrenda-objective-distinct-offerings = Lights up when its adjacent portraits bring at least { $n } different offerings.
ofrenda-objective-no-colour = Lights up when no adjacent portrait is { $colour }.
ofrenda-objective-no-offering = Lights up when no adjacent portrait offers { $offering }.
ofrenda-objective-own = Lights up when at least one adjacent portrait is { $colour } (its own colour) and at least one offers { $offering } (its own offering).
## ...and in a few words ($count: $n in words)
ofrenda-wish-colour-at-least = { $n ->
    [one] { $count } { $colour } neighbour
   *[other] { $count } { $colour } neighbours
}
ofrenda-wish-offering-at-least = { $n ->
    [one] { $count } neighbour with { $offering }
   *[other] { $count } neighbours with { $offering }
}
ofrenda-wish-distinct-colours = { $count } different colours around it
ofrenda-wish-distinct-offerings = { $count } different offerings around it
ofrenda-wish-no-colour = no { $colour } neighbour
ofrenda-wish-no-offering = no neighbour with { $offering }
ofrenda-wish-own = a { $colour } neighbour and one with { $offering }
## What a portrait still needs ($more: yes when some are there already)
ofrenda-need-colour = { $more ->
    [yes] { $n ->
        [one] { $count } more { $colour } neighbour
       *[other] { $count } more { $colour } neighbours
    }
   *[no] { $n ->
        [one] { $count } { $colour } neighbour
       *[other] { $count } { $colour } neighbours
    }
}
ofrenda-need-offering = { $more ->
    [yes] { $n ->
        [one] { $count } more neighbour with { $offering }
       *[other] { $count } more neighbours with { $offering }
    }
   *[no] { $n ->
        [one] { $count } neighbour with { $offering }
       *[other] { $count } neighbours with { $offering }
    }
}
ofrenda-need-colours = { $n ->
    [one] { $count } more colour around it
   *[other] { $count } more colours around it
}
ofrenda-need-offerings = { $n ->
    [one] { $count } more offering around it
   *[other] { $count } more offerings around it
}

## Candles ($when: now, or end for an end-of-game candle)
ofrenda-candle-colour-count = { $when ->
    [end] Lights at the end of the game if
   *[now] Lights as soon as
} your ofrenda holds { $n } or more { $colour } portraits.
ofrenda-candle-offering-count = { $when ->
    [end] Lights at the end of the game if
   *[now] Lights as soon as
} your ofrenda holds { $n } or more portraits offering { $offering }.
ofrenda-candle-all-colours = { $when ->
    [end] Lights at the end of the game if
   *[now] Lights as soon as
} your ofrenda holds portraits of all five colours.
ofrenda-candle-all-offerings = { $when ->
    [end] Lights at the end of the game if
   *[now] Lights as soon as
} your ofrenda holds portraits with all five offerings.
ofrenda-candle-marigolds-placed = { $when ->
    [end] Lights at the end of the game if
   *[now] Lights as soon as
} { $n } or more marigolds are placed on your ofrenda.
ofrenda-candle-one-colour-count = { $when ->
    [end] Lights at the end of the game if
   *[now] Lights as soon as
} { $n } or more portraits on your ofrenda share one colour.
ofrenda-candle-lit-portraits = { $when ->
    [end] Lights at the end of the game if
   *[now] Lights as soon as
} { $n } or more of your portraits are lit.
ofrenda-candle-all-slots-filled = { $when ->
    [end] Lights at the end of the game if
   *[now] Lights as soon as
} all twelve portrait slots are filled.
ofrenda-candle-most-lit-portraits = { $when ->
    [end] Lights at the end of the game if
   *[now] Lights as soon as
} you have the most lit portraits (ties count).
ofrenda-candle-most-marigolds-placed = { $when ->
    [end] Lights at the end of the game if
   *[now] Lights as soon as
} you placed the most marigolds (ties count).
ofrenda-candle-most-of-one-colour = { $when ->
    [end] Lights at the end of the game if
   *[now] Lights as soon as
} you have the most portraits of a single colour (ties count).
ofrenda-candle-fewest-empty-slots = { $when ->
    [end] Lights at the end of the game if
   *[now] Lights as soon as
} you have the fewest empty portrait slots (ties count).
ofrenda-candle-wish-colour-count = { $count } { $colour } portraits
ofrenda-candle-wish-offering-count = { $count } portraits with { $offering }
ofrenda-candle-wish-all-colours = all five colours
ofrenda-candle-wish-all-offerings = all five offerings
ofrenda-candle-wish-marigolds-placed = { $count } marigolds on the ofrenda
ofrenda-candle-wish-one-colour-count = { $count } portraits of one colour
ofrenda-candle-wish-lit-portraits = { $count } lit portraits at the end
ofrenda-candle-wish-all-slots-filled = every portrait slot filled at the end
ofrenda-candle-wish-most-lit-portraits = the most lit portraits at the end
ofrenda-candle-wish-most-marigolds-placed = the most marigolds placed at the end
ofrenda-candle-wish-most-of-one-colour = the most portraits of one colour at the end
ofrenda-candle-wish-fewest-empty-slots = the fewest empty slots at the end
## Slots
ofrenda-slot-golden-name = Golden slot
ofrenda-slot-gain-name = Gain slot
ofrenda-slot-cost-name = Cost slot
ofrenda-slot-golden = { $name }: the portrait here scores double.
ofrenda-slot-gain = { $name }: placing a portrait here gains you 1 marigold.
ofrenda-slot-cost = { $name }: placing a portrait here costs 1 marigold (not allowed with none).
ofrenda-slot-plain = A plain slot.

## Common Goals
ofrenda-goal-text-offerings = Have { $n } or more portraits offering { $offering } on your ofrenda.
ofrenda-goal-candle-slots = { $n ->
    [one] { $count } candle slot
   *[other] { $count } candle slots
}
ofrenda-goal-marigold-slots = { $n ->
    [one] { $count } marigold slot
   *[other] { $count } marigold slots
}
ofrenda-goal-and = { $first } and { $next }
ofrenda-goal-text-surround = Surround { $slots } (all three portraits around each placed).
ofrenda-goal-text-decorated = Have { $count } { $holds ->
    [candle] candles
   *[marigold] marigolds
} placed in their slots on your ofrenda.
ofrenda-goal-text-shape = Place { $shape }.
ofrenda-shape-goal-four-in-a-row = four portraits side by side on one shelf
ofrenda-shape-goal-diamond = a diamond: two portraits side by side, one above them and one below
ofrenda-shape-goal-three-and-one = three portraits side by side with one more above them
ofrenda-shape-goal-pyramid = a little pyramid: three side by side with two above them
ofrenda-shape-goal-five-in-a-row = five portraits side by side on the bottom shelf
ofrenda-shape-other = the pattern shown on the card
ofrenda-goal-so-far = { $have } of { $n } so far.
ofrenda-goal-surrounded-candle = candle slots { $have } of { $n }
ofrenda-goal-surrounded-marigold = marigold slots { $have } of { $n }
ofrenda-goal-surrounded = Surrounded: { $parts }.
ofrenda-goal-placed = { $have } of { $n } placed.
ofrenda-goal-best-spot = Best spot so far: { $have } of { $n } slots filled.

## The log ($you: yes when the reader is the one who acts; $who: the actor's name otherwise)
ofrenda-event-setup-solo = The family gathers: four portraits and four candles wait on the family board. Abuela goes first.
ofrenda-event-setup = The family gathers around the family board: { $count } players, twelve turns each. { $you ->
    [yes] { $starter } go
   *[no] { $starter } goes
} first.
ofrenda-event-setup-goals = {" "}Common Goals: { $goals }.
ofrenda-event-deal = { $you ->
    [yes] { $who } are
   *[no] { $who } is
} dealt { $cards }.
ofrenda-event-deal-hidden = { $you ->
    [yes] { $who } are
   *[no] { $who } is
} dealt { $n ->
    [one] { $n } portrait
   *[other] { $n } portraits
}, face down.
ofrenda-event-turn-yours = Round { $rnd } of { $turns }: your turn.
ofrenda-event-turn = Round { $rnd } of { $turns }: { $name }'s turn.
ofrenda-event-abuela-portrait = Abuela rolls a { $roll } and discards { $card } from space { $space }{ $paid ->
    [0] {""}
    [one] , placing { $paid } marigold from the supply on the portrait before it
   *[other] , placing { $paid } marigolds from the supply on the portraits before it
}{ $returned ->
    [0] {""}
    [one] ; the { $returned } marigold on it goes back to the supply
   *[other] ; the { $returned } marigolds on it go back to the supply
}.
ofrenda-event-abuela-no-candle = She rolls again, a { $roll }, but there is no candle above space { $space }.
ofrenda-event-abuela-candle = A { $first } also costs a candle: she rolls a { $roll } and discards the candle above space { $space }{ $pays ->
    [yes] , paying a marigold from the supply onto the portrait below it
   *[no] {""}
}.
ofrenda-event-take-portrait = { $you ->
    [yes] { $who } take
   *[no] { $who } takes
} { $card } from space { $space }{ $paying }{ $gaining }.
ofrenda-clause-paying = { $n ->
    [one] , paying { $n } marigold
   *[other] , paying { $n } marigolds
}
ofrenda-clause-gaining = { $also ->
    [yes] {" "}and
   *[no] ,
} gaining the { $n ->
    [one] { $n } marigold
   *[other] { $n } marigolds
} on it
ofrenda-event-take-candle = { $you ->
    [yes] { $who } take
   *[no] { $who } takes
} the candle above space { $space }{ $pays ->
    [yes] , paying a marigold onto the portrait below it.
   *[no] {" "}for free.
}
ofrenda-event-skip-candle = { $you ->
    [yes] { $who } take
   *[no] { $who } takes
} no candle.
ofrenda-event-place-portrait = { $you ->
    [yes] { $who } place
   *[no] { $who } places
} { $card } in slot { $slot }{ $effect ->
    [gain] {" "}and { $you ->
        [yes] gain
       *[no] gains
    } a marigold
    [cost] , paying a marigold
   *[none] {""}
}.
ofrenda-event-discard-portrait = { $you ->
    [yes] { $who } discard { $card } and gain
   *[no] { $who } discards { $card } and gains
} { $n ->
    [one] { $n } marigold
   *[other] { $n } marigolds
}.
ofrenda-event-portrait-lit = { $card } ({ $slot }) is pleased and lights up.
ofrenda-event-portrait-lit-on = On { $who }'s ofrenda, { $card } ({ $slot }) is pleased and lights up.
ofrenda-event-portrait-lit-final = At the final check, { $card } ({ $slot }) is pleased and lights up.
ofrenda-event-candle-lit = { $you ->
    [yes] The candle in slot { $deco }
   *[no] The candle in { $who }'s slot { $deco }
} lights: its wish is granted.
ofrenda-event-candle-lit-final = { $you ->
    [yes] At the final check, the candle in slot { $deco }
   *[no] At the final check, the candle in { $who }'s slot { $deco }
} lights: its wish is granted.
ofrenda-event-place-candle = { $you ->
    [yes] { $who } place
   *[no] { $who } places
} a candle in slot { $slot }.
ofrenda-event-place-marigold = { $you ->
    [yes] { $who } place
   *[no] { $who } places
} a marigold in slot { $slot }.
ofrenda-event-goal-token = { $you ->
    [yes] { $who } achieve the Common Goal { $goal } and take
   *[no] { $who } achieves the Common Goal { $goal } and takes
} its { $value }-point token.
ofrenda-event-over-solo = Twelve turns are done. Your ofrenda scores { $points } points.
ofrenda-event-over-winner = Twelve turns each are done. { $you ->
    [yes] { $name } win
   *[no] { $name } wins
} with { $points } points{ $tie ->
    [lit] {" "}(a tie broken by lit portraits)
    [stored] {" "}(a tie broken by marigolds in storage)
   *[none] {""}
}.
ofrenda-event-over-shared = Twelve turns each are done. { $names } share the win with { $points } points.

## Moves, as suggestions and tooltips say them
ofrenda-move-take-portrait = Take { $card } from space { $space }{ $n ->
    [0] {" "}(free).
    [one] {" "}(pay { $n } marigold).
   *[other] {" "}(pay { $n } marigolds).
}
ofrenda-move-take-candle = Take the candle above space { $space }{ $free ->
    [yes] {" "}(free).
   *[no] {" "}(pay 1 marigold).
}
ofrenda-move-skip-candle = Take no candle.
ofrenda-move-place-portrait = Place { $card } in slot { $slot }.
ofrenda-move-discard-portrait = Discard { $card } for 3 marigolds.
ofrenda-move-place-candle = Place a candle in slot { $slot }.
ofrenda-move-place-marigold = Place a marigold in slot { $slot }.
ofrenda-move-end-turn = End your turn.
ofrenda-move-abuela-turn = Abuela takes her turn.

## The table's sentences ($holds, $what: candle or marigold)
ofrenda-score-now = now
ofrenda-score-ending = ending now
ofrenda-candles-lit = { $n } lit
ofrenda-marigolds-placed = { $n } placed
ofrenda-ending-tip = If the game ended now: { $total } (every unlit portrait checked once more, empty slots left out; candles checked too).
ofrenda-prompt-abuela = Abuela is rolling…
ofrenda-prompt-take-portrait = Take a portrait from the family board: click it, or drag it to your hand.
ofrenda-prompt-take-candle = Take a candle (click or drag it to your storage), or click “No candle”.
ofrenda-prompt-play-portrait = Drag a portrait onto your ofrenda, or onto the discard pile for 3 marigolds.
ofrenda-prompt-decorate = Place a candle or marigold in the slots you just surrounded, or end your turn.
ofrenda-prompt-game-over = Twelve turns are done. The spirits are gathering…
ofrenda-over-multi = Twelve turns each are done. Counting the altars…
ofrenda-replay = A replay: step through the game with the arrows.
ofrenda-thinking = { $name } is thinking…
ofrenda-others = { $name } plays…
ofrenda-others-take-portrait = { $name } takes a portrait…
ofrenda-others-take-candle = { $name } chooses a candle…
ofrenda-others-play-portrait = { $name } plays a portrait…
ofrenda-others-decorate = { $name } decorates…
ofrenda-place-chosen = Now click a glowing slot for { $name }, or the discard pile. Right-click to cancel.
ofrenda-decorate-chosen = Now click a glowing decoration slot. Right-click to cancel.
ofrenda-decorate-wants = You surrounded a decoration slot: drag { $wants }, or end your turn.
ofrenda-want = { $holds ->
    [candle] a candle onto { $slot }
   *[marigold] a marigold onto { $slot }
}
ofrenda-decorate-many = Decorate { $n } surrounded slots ({ $groups }), or end your turn.
ofrenda-on-one = { $holds ->
    [candle] a candle on { $slots }
   *[marigold] a marigold on { $slots }
}
ofrenda-on-many = { $holds ->
    [candle] candles on { $slots }
   *[marigold] marigolds on { $slots }
}
ofrenda-not-decorating = { $what ->
    [candle] A candle can only be placed right after a portrait surrounds its slot.
   *[marigold] A marigold can only be placed right after a portrait surrounds its slot.
}
ofrenda-none-surrounded = { $what ->
    [candle] No candle slot was surrounded this turn.
   *[marigold] No marigold slot was surrounded this turn.
}
ofrenda-solo = Solo against Abuela
ofrenda-players = { $n } players
ofrenda-players-goals = { $n } players · Common Goals
ofrenda-round = Round { $rnd } of { $turns }
ofrenda-final = Final
ofrenda-your-turn = your turn
ofrenda-turn-of = { $name }'s turn
ofrenda-ofrenda-of = { $name }'s ofrenda
ofrenda-hand = Hand: { $n ->
    [one] { $n } portrait
   *[other] { $n } portraits
}
ofrenda-enlarged = { $tag } · { $points } points so far · { $played } of { $turns } turns · click anywhere or press Esc to close
ofrenda-face-down = Face down: dealt at the start, never seen.
ofrenda-face-up = Face up: taken from the family board.
ofrenda-tokens-left = Tokens left: { $left } (the top one goes to the next player to reach it, at the end of their turn).
ofrenda-tokens-none = none
ofrenda-waiting = { $n ->
    [one] { $n } marigold wait on it for whoever takes it.
   *[other] { $n } marigolds wait on it for whoever takes it.
}
ofrenda-adjacent = Adjacent slots: { $slots } ({ $n }).
ofrenda-not-lit-yet = Not lit yet: checked once { $slots } is filled (or at the end).
ofrenda-not-lit-yet-many = Not lit yet: checked once { $slots } are filled (or at the end).
ofrenda-surrounded-by = Surrounded by slots { $slots }.
ofrenda-just-surrounded = { $head } place a { $holds ->
    [candle] candle
   *[marigold] marigold
} from your storage here now, or the chance is gone.
ofrenda-just-surrounded-head = You just surrounded it:
ofrenda-lit = lit
ofrenda-not-lit = not lit yet
ofrenda-may-hold = When a portrait completes the three, you may place a { $holds ->
    [candle] candle
   *[marigold] marigold
} here that turn.
ofrenda-marigold-worth = Holds a marigold: worth { $points } now (1 per adjacent lit portrait).
ofrenda-candle-worth = Holds a candle, { $state }: worth { $points } now.
ofrenda-deck = { $n ->
    [one] { $n } portrait left face down. New portraits enter the family board from here.
   *[other] { $n } portraits left face down. New portraits enter the family board from here.
}
ofrenda-bag = { $n ->
    [one] { $n } candle left in the bag; an empty candle space is refilled at random.
   *[other] { $n } candles left in the bag; an empty candle space is refilled at random.
}
ofrenda-abuela-discarded = { $p ->
    [one] { $p } portrait
   *[other] { $p } portraits
} and { $c ->
    [one] { $c } candle
   *[other] { $c } candles
} discarded by Abuela.
ofrenda-latest = Latest: { $names }.
ofrenda-taken = Taken: { $who }.
ofrenda-in-storage = { $n ->
    [one] { $n } marigold in storage
   *[other] { $n } marigolds in storage
}
ofrenda-discarded = Discarded so far: { $names }.
ofrenda-drop-golden = Golden: scores double
ofrenda-drop-gain = +1 marigold
ofrenda-drop-cost = Costs 1 marigold
ofrenda-drop-slot = Place in { $slot }
ofrenda-drop-deco = { $holds ->
    [candle] Place the candle in { $slot }
   *[marigold] Place the marigold in { $slot }
}
ofrenda-drop-discard = Discard: +3 marigolds
ofrenda-drop-take-free = Take it (free)
ofrenda-drop-take-pay = Take it: pay { $n ->
    [one] { $n } marigold
   *[other] { $n } marigolds
}
ofrenda-drop-take-candle = Take it: 1 marigold

## An opponent's summary
ofrenda-opponent-turns = { $tag } · { $played } of { $turns } turns played.
ofrenda-opponent-points = Lit portraits: { $lit } · points so far: { $points }{ $goals }.
ofrenda-opponent-goal-tokens = {" "}(goal tokens { $n })
ofrenda-opponent-storage = Storage: { $marigolds ->
    [one] { $marigolds } marigold
   *[other] { $marigolds } marigolds
}, { $candles ->
    [one] { $candles } candle
   *[other] { $candles } candles
}.
ofrenda-opponent-hand = Hand: { $n ->
    [one] { $n } portrait
   *[other] { $n } portraits
}{ $known }.
ofrenda-opponent-known = , of which { $names } taken from the family board

## A portrait on the family board, a slot, a decoration
ofrenda-free = Free
ofrenda-costs = { $n ->
    [one] Costs { $n } marigold
   *[other] Costs { $n } marigolds
}
ofrenda-cost-free = { $free }: it is the portrait furthest from the deck
ofrenda-cost-pay = { $costs } (one on each portrait you skip)
ofrenda-cost-gain = { $n ->
    [one] ; gain the { $n } marigold on it.
   *[other] ; gain the { $n } marigolds on it.
}
ofrenda-lit-word = Lit
ofrenda-slot-lit-worth = { $lit } — worth { $points } { $n ->
    [one] point
   *[other] points
} now (2 per adjacent lit portrait, 1 per unlit{ $golden ->
    [yes] , doubled here
   *[no] {""}
}).
ofrenda-around = { $slots }.
ofrenda-around-card = { $slot }: { $card }
ofrenda-around-lit = { $slot }: { $card } (lit)
ofrenda-around-empty = { $slot }: empty
ofrenda-last-roll = Her last roll: { $roll }.
ofrenda-last-rolls-candle = Her last roll: { $roll }, then { $candle } for the candle.
ofrenda-abuela-space = Space { $space }: { $card }
ofrenda-abuela-candle = { $took ->
    [yes] and the candle above space { $space }
   *[no] no candle above space { $space }
}

## What a placement would score, and why
ofrenda-preview-points = { $points } points now
ofrenda-preview-none = No points now
ofrenda-preview-at-end = If the game ended now: { $points }
ofrenda-why-lights = { $card } lights in { $slot }: { $points }{ $golden ->
    [yes] {" "}(golden slot, doubled)
   *[no] {""}
}
ofrenda-why-neighbour = Lit { $card } in { $slot }: { $points } for its new neighbour
ofrenda-why-candle-lit = The candle in { $deco } lights: { $wish }
ofrenda-why-decoration = { $holds ->
    [candle] Candle in { $deco }: { $points }
   *[marigold] Marigold in { $deco }: { $points }
}
ofrenda-why-goal = Common Goal token: { $points }
ofrenda-why-waits = Lights once { $n ->
    [one] { $n } empty neighbour is filled
   *[other] { $n } empty neighbours are filled
}; its wish { $met ->
    [yes] holds so far
   *[no] is not met yet
}
ofrenda-why-unmet = Its wish is not met: it stays unlit
ofrenda-why-candle-waits = Unlit until its wish is met: { $wish }{ $met ->
    [yes] {" "}(it would be, at the end)
   *[no] {""}
}
ofrenda-why-marigold-waits = 1 point for each lit portrait around it, none lit yet

## The game's declarations (game/rules/ofrenda/__init__.py), as the menus and the new-game dialog show them
## The score sheet
ofrenda-sheet-portraits = Portraits
ofrenda-sheet-lit-of = { $lit } lit of { $n }
ofrenda-sheet-golden = Golden doubling
ofrenda-sheet-lit-golden = { $n } lit on golden slots
ofrenda-sheet-marigolds = Marigolds
ofrenda-sheet-candles = Candles
ofrenda-sheet-candles-lit = { $lit } of { $n } lit
ofrenda-sheet-goals = Common Goals
ofrenda-sheet-total = Total
ofrenda-sheet-lit-portraits = Lit portraits
ofrenda-sheet-stored = Marigolds in storage
ofrenda-sheet-tie-broken = { $how ->
    [lit] Tied on points: broken by lit portraits.
   *[stored] Tied on points: broken by marigolds in storage.
}
ofrenda-sheet-tie-shared = Tied on points, lit portraits and marigolds in storage: the win is shared.
ofrenda-sheet-verdict = { $points } points. Ties go to the most lit portraits, then the most marigolds left in storage.

## Names and texts of the data files (data/ofrenda/*.yaml), by their ids
# the solo tiers (solo.yaml), by their lowest score
ofrenda-tier-0 = A humble beginning
ofrenda-tier-0-verdict = The spirits found the altar a little bare this year. Abuela shakes her head, then hands you a marigold to try again.
ofrenda-tier-70 = Taking shape
ofrenda-tier-70-verdict = The altar begins to glow, but some of the elders were left waiting. Listen to what each portrait asks for.
ofrenda-tier-80 = A warm welcome
ofrenda-tier-80-verdict = Many of your loved ones came home tonight, drawn by the candlelight. Abuela almost smiles.
ofrenda-tier-90 = A beautiful ofrenda
ofrenda-tier-90-verdict = Portraits glowing, candles bright, marigolds everywhere. The whole family lingers until dawn.
ofrenda-tier-110 = Legendary
ofrenda-tier-110-verdict = The finest altar either world has seen. Even Abuela is lost for words, and the spirits will speak of it for generations.
# the family branches' colours and the offerings (portraits.yaml)
ofrenda-branch-blue = Blue
ofrenda-branch-pink = Pink
ofrenda-branch-orange = Orange
ofrenda-branch-green = Green
ofrenda-branch-purple = Purple
ofrenda-offering-calavera = Calavera
ofrenda-offering-calavera-description = sugar skulls
ofrenda-offering-water = Water
ofrenda-offering-water-description = a glass of water
ofrenda-offering-salt = Salt
ofrenda-offering-salt-description = a dish of salt
ofrenda-offering-fruit = Fruit
ofrenda-offering-fruit-description = a bowl of fruit
ofrenda-offering-papel-picado = Papel picado
ofrenda-offering-papel-picado-description = paper banners
# the Common Goals (goals.yaml)
ofrenda-goal-calavera = Sweet tooth
ofrenda-goal-water = Quenched
ofrenda-goal-salt = Purified
ofrenda-goal-fruit = Harvest table
ofrenda-goal-papel = Paper garlands
ofrenda-goal-two-candle-slots = Two candle nooks
ofrenda-goal-two-marigold-slots = Two marigold nooks
ofrenda-goal-one-of-each-slot = A nook of each
ofrenda-goal-two-candles = Candlelight
ofrenda-goal-two-marigolds = Flower path
ofrenda-goal-four-in-a-row = Four on a shelf
ofrenda-goal-diamond = Diamond
ofrenda-goal-three-and-one = Three and a crown
ofrenda-goal-pyramid = Little pyramid
ofrenda-goal-five-in-a-row = Five on a shelf

## The table (scenes/ofrenda/)
ofrenda-you = You
ofrenda-your-storage = Your storage
ofrenda-discard-pile = Discard pile
ofrenda-ofrenda-so-far = Your ofrenda so far
ofrenda-tray-lit-portraits = Lit portraits
ofrenda-tray-golden = Golden slots ×2
ofrenda-tray-goal-tokens = Goal tokens
ofrenda-tray-solo-tiers = solo tiers
ofrenda-tray-standings = standings so far
ofrenda-tag-cost = Cost { $n }
ofrenda-turn-order = Turn order
ofrenda-turns-of = { $played } of { $turns } turns
ofrenda-pts = { $n } pts
ofrenda-stack-left = { $n } left
ofrenda-all-taken = all taken
ofrenda-storage = Storage
ofrenda-discarded-n = Discarded: { $n }
ofrenda-goal-tokens-label = Goal tokens:
ofrenda-button-no-candle = No candle
ofrenda-button-no-candle-tip = Take no candle this turn
ofrenda-button-end-turn = End turn
ofrenda-button-end-turn-tip = End your turn without decorating further
ofrenda-log-round = Round { $rnd }
ofrenda-chip-seed = Seed { $seed }
ofrenda-chip-score = Score { $n }
## tooltips
ofrenda-tip-their-turn = It is their turn.
ofrenda-tip-click-large = Click to see their ofrenda large.
ofrenda-tip-you = You:
ofrenda-tip-one-token = One token per goal and player.
ofrenda-tip-goal-type = (type { $numeral })
ofrenda-tip-family = { $colour } family · offers { $offering }
ofrenda-tip-hand = Drag it onto a glowing slot of your ofrenda, or onto the discard pile for 3 marigolds. Or click it, then click a slot.
ofrenda-tip-take-portrait = Click or drag it to your hand to take it.
ofrenda-tip-space = (space { $space })
ofrenda-tip-end-only = Checked only at the end of the game.
ofrenda-tip-candle-scores = A lit candle scores 2 points per adjacent lit portrait; an unlit one scores nothing. Candles left in storage score nothing.
ofrenda-tip-candle-lit = Candle — lit
ofrenda-tip-candle = Candle
ofrenda-tip-candle-free = { $free }: it is above the portrait you took.
ofrenda-tip-candle-cost = [b]Costs 1 marigold[/b], placed on the portrait below it.
ofrenda-tip-take-candle = Click or drag it to your storage to take it.
ofrenda-tip-candle-later = After taking a portrait you may take one candle: free above that portrait, 1 marigold elsewhere.
ofrenda-tip-checked-when = A portrait here is checked when all its adjacent slots are filled.
ofrenda-tip-empty-slot = Empty slot { $slot }
ofrenda-tip-not-met = Not lit: its wish was not met when it was surrounded.
ofrenda-tip-checked-again = It is checked once more at the end of the game.
ofrenda-tip-slot = (slot { $slot })
ofrenda-tip-earlier = Surrounded on an earlier turn: it stays empty.
ofrenda-tip-candle-per = A lit candle scores 2 per adjacent lit portrait.
ofrenda-tip-marigold-per = A marigold scores 1 per adjacent lit portrait.
ofrenda-tip-deco-slot = { $holds ->
    [candle] Candle slot { $slot }
   *[marigold] Marigold slot { $slot }
}
ofrenda-tip-deck = The deck
ofrenda-tip-bag = The candle bag
ofrenda-tip-abuela = Strict Abuela takes a turn before each of yours. She rolls her die and discards the portrait in that space: [b]1 or 5[/b] → space 1, [b]2 or 6[/b] → space 2, [b]3[/b] → space 3, [b]4[/b] → space 4, paying marigolds from the supply onto the portraits before it.
ofrenda-tip-abuela-candle = On a [b]5 or 6[/b] she also rolls again and discards a candle.
ofrenda-tip-die = Abuela's die
ofrenda-tip-not-rolled = She has not rolled yet.
ofrenda-tip-abuela-discards = Abuela's discards
ofrenda-tip-marigolds-spend = Spend them to take portraits further along the family board, to take a candle that is not above your portrait, and to place a portrait on a cost slot (M2, M3).
ofrenda-tip-marigolds-place = Place one in a marigold slot you surround: 1 point per adjacent lit portrait at the end.
ofrenda-tip-marigolds-gain = Discarding a portrait gains 3; the gain slots B1 and B5 give 1.
ofrenda-tip-discard = Drop a portrait from your hand here to discard it and gain [b]3 marigolds[/b]. Its slot on your ofrenda will stay empty at the end.
ofrenda-tip-discard-pile = Your discard pile
ofrenda-tip-rounds = Twelve rounds: Abuela rolls, then you take a portrait, maybe a candle, and play a portrait.
ofrenda-tip-seed = The seed fixes the shuffle and Abuela's dice. Start a new game with this seed (or use “Replay this seed” at the end) to play the very same deal.
ofrenda-tip-score-portraits = Lit portraits: { $lit } — { $points } points, plus { $golden } from golden slots.
ofrenda-tip-score-decorations = Marigolds: { $marigolds } · candles: { $candles }.
ofrenda-tip-at-this-computer = at this computer
## the score screen
ofrenda-end-title = Final score
ofrenda-end-your-ofrenda = Your ofrenda
ofrenda-board-of = { $kind ->
    [you] your ofrenda
    [s] { $name }' ofrenda
   *[other] { $name }'s ofrenda
}
ofrenda-end-lit-of = { $lit } of { $n } portraits lit
ofrenda-end-discarded = { $n } discarded
ofrenda-end-marigolds-left = { $n ->
    [one] { $n } marigold left
   *[other] { $n } marigolds left
}
ofrenda-end-candles-unused = { $n ->
    [one] { $n } candle unused
   *[other] { $n } candles unused
}
ofrenda-end-complete = Your ofrenda, complete
ofrenda-end-caption = Lit portraits glow with their points; unlit ones are dimmed.
ofrenda-end-caption-multi = Lit portraits glow with their points; unlit ones are dimmed. Click a small ofrenda (or press ← →) to bring it up.
ofrenda-end-points = { $n } points
ofrenda-end-winner = Winner
ofrenda-end-shared-win = Shared win
ofrenda-end-shares-win = Shares the win
ofrenda-end-place = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
} of { $seats }
ofrenda-end-no-tokens = No Common Goal tokens won.
ofrenda-end-slot = Slot { $slot }
ofrenda-end-left-empty = Left empty.
ofrenda-not-lit-word = Not lit
ofrenda-end-lit-points = { $lit }: { $n ->
    [one] { $n } point.
   *[other] { $n } points.
}
ofrenda-end-no-points = { $unlit }: no points.
ofrenda-end-marigold-in = Marigold in { $deco }
ofrenda-end-marigold-points = { $n ->
    [one] { $n } point: 1 per adjacent lit portrait.
   *[other] { $n } points: 1 per adjacent lit portrait.
}
ofrenda-end-candle-in = Candle in { $deco }
ofrenda-end-candle-points = { $n ->
    [one] Lit: { $n } point (2 per adjacent lit portrait).
   *[other] Lit: { $n } points (2 per adjacent lit portrait).
}
ofrenda-end-thumb = { $points } points · { $lit } of { $n } portraits lit
ofrenda-end-shown-large = Shown large.
ofrenda-end-click-to-show = Click to bring it up.

## Refusals: why a move is not allowed now (game/rules/ofrenda/refusals.py)
ofrenda-refuse-over = The game is over.
ofrenda-refuse-not-ofrenda = { $action } is not an Ofrenda action.
ofrenda-refuse-abuela-own = Abuela only ever takes her own turn.
ofrenda-refuse-not-abuelas-turn = It is not Abuela's turn.
ofrenda-refuse-only-abuela = Only Abuela takes Abuela's turn.
ofrenda-refuse-taken-portrait = You have already taken a portrait this turn.
ofrenda-refuse-no-portrait = There is no portrait in that space.
ofrenda-refuse-portrait-cost = Taking the portrait in space { $space } costs { $n ->
    [one] { $n } marigold
   *[other] { $n } marigolds
} (one on each portrait you skip); you have { $have }.
ofrenda-refuse-portrait-first = Take a portrait first: a candle comes after it.
ofrenda-refuse-candle-when = Candles can only be taken right after taking a portrait.
ofrenda-refuse-no-candle = There is no candle in that space.
ofrenda-refuse-three-candles = Your storage already holds three candles.
ofrenda-refuse-candle-cost = That candle is not above the portrait you took, so it costs a marigold, and your storage has none.
ofrenda-refuse-no-skip = There is no candle choice to skip now.
ofrenda-refuse-first-portrait = First take a portrait from the family board.
ofrenda-refuse-first-candle = First take a candle or choose to take none.
ofrenda-refuse-played = You have already played a portrait this turn.
ofrenda-refuse-not-in-hand = That portrait is not in your hand.
ofrenda-refuse-no-slot = There is no slot { $slot } on the ofrenda.
ofrenda-refuse-slot-held = Slot { $slot } already holds { $card }.
ofrenda-refuse-slot-cost = Slot { $slot } costs a marigold, and your storage has none.
ofrenda-refuse-no-deco = There is no decoration slot { $slot }.
ofrenda-refuse-holds-only = { $holds ->
    [candle] Slot { $slot } holds only a candle.
   *[marigold] Slot { $slot } holds only a marigold.
}
ofrenda-refuse-decorated = Slot { $slot } is already decorated.
ofrenda-refuse-not-surrounded = Slot { $slot } was not surrounded by this turn's portrait; decorations go only where the third portrait was just placed.
ofrenda-refuse-candle-not-stored = That candle is not in your storage.
ofrenda-refuse-no-marigold = Your storage has no marigold to place.
ofrenda-refuse-end-turn = Play a portrait before ending the turn.

## The AI's reasons for its moves (game/rules/ofrenda/bots/hint.py): the move is shown beside them
ofrenda-branch-lower = { $branch ->
    [blue] blue
    [pink] pink
    [orange] orange
    [green] green
   *[purple] purple
}
ofrenda-offering-lower = { $offering ->
    [calavera] calavera
    [water] water
    [salt] salt
    [fruit] fruit
   *[papel-picado] papel picado
}
ofrenda-reason-only-move = it is the only move left
ofrenda-reason-only-move-sentence = It is the only move left.
ofrenda-reason-bonus = { $n ->
    [one] ; the marigold on it comes along
   *[other] ; the { $count } marigolds on it come along
}
ofrenda-reason-discard-later = nothing in hand fits a slot, so a card goes for three marigolds{ $bonus }
ofrenda-reason-take-for = in { $slot } { $why }{ $bonus }
ofrenda-reason-take-keep = kept for a later turn, while { $card } goes to { $slot }: { $why }{ $bonus }
ofrenda-reason-candle = this ofrenda can give it { $wish }{ $free ->
    [yes] , and it costs nothing
   *[no] {""}
}
ofrenda-reason-no-candle-slot = no candle slot is left open for one
ofrenda-reason-candles-cover = the candles in storage already cover the open candle slots
ofrenda-reason-candles-not-worth = none of these candles is worth a marigold yet
ofrenda-reason-discard = no open slot suits it, and three marigolds pay for better turns
ofrenda-reason-decorate-lit = { $holds ->
    [candle] { $n ->
        [one] { $count } lit portrait around it already, 2 points each once the candle lights
       *[other] { $count } lit portraits around it already, 2 points each once the candle lights
    }
   *[marigold] { $n ->
        [one] { $count } lit portrait around it already, a point each
       *[other] { $count } lit portraits around it already, a point each
    }
}
ofrenda-reason-decorate-chance = { $holds ->
    [candle] 2 points for each portrait around it that lights once the candle lights, and this is the only chance to fill it
   *[marigold] a point for each portrait around it that lights, and this is the only chance to fill it
}
ofrenda-reason-end-turn = what is left in storage is worth more in a later slot
ofrenda-reason-note = { $effect ->
    [golden] {" "}(golden: points double)
    [gain] {" "}(+1 marigold)
   *[none] {""}
}
ofrenda-reason-also-one = , and so does { $card }
ofrenda-reason-also-more = , and { $count } more light up
ofrenda-reason-lights-at-once = it lights up at once with { $wish }{ $also }{ $note }
ofrenda-reason-light-beside = { $n ->
    [one] { $who } lights up beside it{ $note }
   *[other] { $who } light up beside it{ $note }
}
ofrenda-reason-light-beside-many = { $count } portraits light up beside it{ $note }
ofrenda-reason-has-so-far = it has { $wish } so far, and lights if it stays so{ $note }
ofrenda-reason-has-already = it already has { $wish } there, so it will light{ $note }
ofrenda-reason-spare-slot = it fills a spare slot no better card wants{ $note }
ofrenda-reason-needs = it needs { $need }, and { $n ->
    [one] { $count } slot around it is open
   *[other] { $count } slots around it are open
}{ $note }
ofrenda-drag-onto-slot = drag onto a slot
ofrenda-candles-of = candles { $n }/3
ofrenda-free-tag = free
ofrenda-her-discards = her discards

## The progress line of a save (the Load screen, Continue)
