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
ofrenda-progress-have = You have { $have } of { $n }.
ofrenda-progress-colours = You have { $have } of 5 colours.
ofrenda-progress-offerings = You have { $have } of 5 offerings.
ofrenda-progress-marigolds = Marigolds placed so far: { $have }.
ofrenda-progress-group = Your largest colour group: { $have }.
ofrenda-progress-lit = Lit portraits so far: { $have }.
ofrenda-progress-filled = Slots filled so far: { $have } of 12.

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
