### Die of the Dead: Ofrenda Variant: the game's words (English): names, the log, moves, the table, the bots' reasons

## Names (data/dotd/components.yaml, steps.yaml, scoring.yaml by their ids)
dotd-colour-red = red
dotd-colour-blue = blue
dotd-colour-green = green
dotd-colour-yellow = yellow
dotd-colour-purple = purple
dotd-value-skull = skull
dotd-die = { $power ->
        [yes] { $colour } power die
       *[no] { $colour } die
    }
dotd-die-skull = { $colour } skull
dotd-die-face = { $power ->
        [yes] { $colour } power { $face }
       *[no] { $colour } { $face }
    }
dotd-item-candle = candle
dotd-item-marigold = marigold
dotd-item-bread = bread
dotd-item-incense = incense
dotd-item-candle-plural = Candles
dotd-item-marigold-plural = Marigolds
dotd-item-bread-plural = Bread
dotd-item-incense-plural = Incense
dotd-casket-candle = the candle casket
dotd-casket-marigold = the marigold casket
dotd-casket-bread = the bread casket
dotd-casket-incense = the incense casket
dotd-token-candle = candle token
dotd-token-marigold = marigold token
dotd-token-bread = bread token
dotd-token-incense = incense token
dotd-a-token-candle = a candle token
dotd-a-token-marigold = a marigold token
dotd-a-token-bread = a bread token
dotd-a-token-incense = an incense token
dotd-section-candle = candle section
dotd-section-marigold = marigold section
dotd-section-bread = bread section
dotd-section-incense = incense section
dotd-corner = { $first } and { $second } corner
dotd-the-cell = the { $cell }
dotd-your-cell = your { $cell }
dotd-square-token = the { $token } square
dotd-square-skull = the skull square
dotd-square-face = the any-face square
dotd-square-blank = the blank square
dotd-requirement-same-colour-over-10 = One colour, total above 10
dotd-requirement-over-16 = Total above 16
dotd-requirement-exactly-16 = Total of exactly 16
dotd-requirement-four-colours-pair = Four colours, two values alike
dotd-requirement-three-alike = Three values alike
dotd-requirement-four-alike = All four values alike
dotd-requirement-alternating-pair = Colours alternate, two neighbours in sequence
dotd-requirement-run-of-3 = Three neighbours in sequence
dotd-requirement-run-of-4 = All four in sequence
dotd-requirement-all-different = Four colours, four values
dotd-requirement-urn = An urn matched in colour and value
dotd-mark-good = Good
dotd-mark-perfect = Perfect
dotd-list = { $items }
dotd-nothing = nothing
dotd-empty = empty

## What tokens and squares do
dotd-band-first = Still gathering
dotd-verdict-none = The altar is sparse yet: more sections scored, and the steps will follow.
dotd-verdict-good = A good ofrenda: the family will feel welcome.
dotd-verdict-perfect = A perfect ofrenda: every candle, marigold, loaf and wisp of incense in its place.
dotd-token-effect-candle = At the start of your turn (the Round Starter: before opening), two caskets change places, with the dice on their lids.
dotd-token-effect-marigold = As Round Starter, move a die from your preparation board to your ofrenda instead of drafting; if the City of the Dead still has dice, one of them joins your supply.
dotd-token-effect-bread = When you draft a normal die, turn it to another value shown by a die in the casket (skulls do not count).
dotd-token-effect-incense = When you draft a normal die, turn it one up or one down (1 does not become 6, nor 6 become 1).
dotd-solo-token-effect-marigold = Move a die from your preparation board to your ofrenda as your action, free (no City die is spent).
dotd-square-effect-skull = Turn one of your power dice (preparation board or ofrenda) to its skull: wild when its section is scored.
dotd-square-effect-face = Turn one normal die on your preparation board to any value.
dotd-square-effect-blank = Nothing.
dotd-solo-square-effect-skull = Nothing, solo (there are no power dice).
dotd-square-effect-token = Gain { $token }, if one is left on its board.
dotd-end-reason-city = The City of the Dead is empty
dotd-end-reason-ofrenda = An ofrenda is complete
dotd-end-reason-sections = An ofrenda has three sections complete
dotd-end-reason-other = The game ends

## A section's score
dotd-met-line = { $caption }{ $times ->
        [1] {""}
       *[other] {" "}×{ $times }
    }: +{ $steps }
dotd-met-why = { $caption }{ $times ->
        [1] {""}
       *[other] {" "}×{ $times }
    }
dotd-no-requirement-met = No requirement met: +0
dotd-capped-at = Capped at { $n } steps
dotd-skull-counts-as = The skull counts as { $value }
dotd-requirement-line = { $caption }: { $steps }{ $each ->
        [yes] {" "}each
       *[no] {""}
    }

## The bots' reasons
dotd-reason-place-first = { $casket } has no die yet: it starts with a { $colour } one
dotd-reason-place-new = { $casket } has no { $colour } die yet: it will hold { $colours }
dotd-reason-place-alike = { $casket } will hold { $dice }
dotd-reason-prep = the die waits on the preparation board for a later section
dotd-reason-fits = the die then fits its place best
dotd-reason-only-move = nothing else can be done now
dotd-reason-completes = it completes the { $sections }: { $steps } when scored
dotd-reason-holds = the { $section } then holds { $held } of its { $size } dice
dotd-reason-parts = { $parts }
dotd-reason-ascend = it climbs { $steps } at once
dotd-reason-token-swap = the { $token } is worth a token given up for it
dotd-reason-token = { $tokens } in hand then
dotd-reason-pass = it takes nothing from { $casket }
dotd-reason-model = the model values the caskets most this way
dotd-reason-climbs = it climbs { $steps } now
dotd-reason-no-step = no step now, but the most from the scoring choices after it

## The log
dotd-ev-setup-solo = A solo game begins.
dotd-ev-setup = A game for { $players } players begins.
dotd-ev-place = { $you ->
        [yes] You place
       *[no] { $name } places
    } a { $colour } die in { $casket }.
dotd-ev-place-hidden = { $you ->
        [yes] You place
       *[no] { $name } places
    } a die in a casket ({ $count } of 4).
dotd-ev-reveal-solo = The caskets are set up.
dotd-placed-in = { $colour } in { $item }
dotd-seat-part = { $name }: { $what }
dotd-ev-reveal = The caskets' dice are revealed. { $parts }.
dotd-ev-start-roll = { $again ->
        [yes] A tie: rolling again:
       *[no] Rolling for the start player:
    } { $rolls }.
dotd-ev-start-player = { $you ->
        [yes] You rolled highest: you are the Round Starter.
       *[no] { $name } rolled highest and is the Round Starter.
    }
dotd-ev-round-solo = Round { $round }.
dotd-ev-round = Round { $round }: { $you ->
        [yes] you are
       *[no] { $name } is
    } the Round Starter.
dotd-ev-swap = { $you ->
        [yes] You play
       *[no] { $name } plays
    } a candle token: { $first } and { $second } change places.
dotd-ev-open = { $lid ->
        [0] { $you ->
            [yes] You open
           *[no] { $name } opens
        } { $casket }: { $shown }.
       *[other] { $you ->
            [yes] You tip { $dice } into { $casket } and open
           *[no] { $name } tips { $dice } into { $casket } and opens
        } it: { $shown }.
    }
dotd-ev-draft = { $you ->
        [yes] You draft the { $die } to your
       *[no] { $name } drafts the { $die } to their
    } { $prep ->
        [yes] preparation board
       *[no] { $cell }
    }.
dotd-ev-complete = { $you ->
        [yes] Your
       *[no] { $ends ->
            [yes] { $name }'
           *[no] { $name }'s
        }
    } { $section } is complete.
dotd-ev-retune = { $you ->
        [yes] You play
       *[no] { $name } plays
    } { $token }: the { $die } becomes a { $value }.
dotd-ev-pay = { $you ->
        [yes] You pay
       *[no] { $name } pays
    } with a { $die } from { $source ->
        [city] the City of the Dead
        [supply] { $you ->
            [yes] your
           *[no] their
        } supply
        [prep] { $you ->
            [yes] your
           *[no] their
        } preparation board
       *[ofrenda] { $you ->
            [yes] your
           *[no] their
        } ofrenda
    }, onto the lid of { $casket }.
dotd-ev-move = { $you ->
        [yes] { $marigold ->
            [yes] You play a marigold token and move
           *[no] You move
        } the { $die } from your preparation board to your
       *[no] { $marigold ->
            [yes] { $name } plays a marigold token and moves
           *[no] { $name } moves
        } the { $die } from their preparation board to their
    } { $cell }.
dotd-ev-city-gain = { $you ->
        [yes] You take a { $die } from the City of the Dead into your supply.
       *[no] { $name } takes a { $die } from the City of the Dead into their supply.
    }
dotd-ev-city-spend = A { $die } leaves the City of the Dead.
dotd-ev-token = { $you ->
        [yes] { $take ->
            [yes] You take
           *[no] You gain
        }
       *[no] { $take ->
            [yes] { $name } takes
           *[no] { $name } gains
        }
    } { $token }.
dotd-ev-discard = { $you ->
        [yes] You discard
       *[no] { $name } discards
    } { $token }.
dotd-ev-ascend = { $you ->
        [yes] You find nothing to take and ascend
       *[no] { $name } finds nothing to take and ascends
    } { $steps }.
dotd-ev-pass = { $you ->
        [yes] You can
       *[no] { $name } can
    } do nothing this turn.
dotd-ev-score = { $you ->
        [yes] Your
       *[no] { $ends ->
            [yes] { $name }'
           *[no] { $name }'s
        }
    } { $section } scores { $steps }{ $capped ->
        [yes] {" "}(capped from { $raw })
       *[no] {""}
    }{ $reasons ->
        [yes] : { $why }.
       *[no] .
    }
dotd-ev-cash = { $you ->
        [yes] You discard
       *[no] { $name } discards
    } the { $items } tokens to climb { $steps }.
dotd-ev-finish-scoring = { $you ->
        [yes] You keep your
       *[no] { $name } keeps their
    } tokens.
dotd-ev-climb = { $you ->
        [yes] You climb
       *[no] { $name } climbs
    } { $steps } to step { $step }{ $past ->
        [yes] , past the top: the scoring die turns to { $face }
       *[no] {""}
    }.
dotd-ev-land = { $you ->
        [yes] You land
       *[no] { $name } lands
    } on { $square } of step { $step }.
dotd-ev-skull = { $you ->
        [yes] You turn
       *[no] { $name } turns
    } the { $die } to its skull: it is wild now.
dotd-ev-set-face = { $you ->
        [yes] You turn the { $die } on your
       *[no] { $name } turns the { $die } on their
    } preparation board to { $value }.
dotd-ev-rotate = The caskets move one place along{ $stuck ->
        [yes] {" "}(the Round Starter could do nothing)
       *[no] {""}
    }.
dotd-ev-game-over = { $reason }: the game is over.

## Moves (data/dotd/moves.yaml by their kinds, and the moves worded in code)
dotd-move-place = Put a { $a_colour } die in { $casket }
dotd-move-swap = Play a candle token: swap { $first } and { $second }
dotd-move-keep-face = Keep the drafted die's value
dotd-move-discard = Discard { $a_token }
dotd-move-ascend = Nothing to take: ascend one step (no bonus)
dotd-move-pass = Pass: nothing can be done
dotd-move-city-die = The { $colour } die from the City of the Dead
dotd-move-score-section = Score your { $section }
dotd-move-finish-scoring = Finish scoring and keep your tokens
dotd-do-open = Open { $casket }
dotd-do-open-counted = Open { $casket } ({ $inside } inside, { $lid } on the lid)
dotd-do-draft = Draft the { $die } to your { $prep ->
        [yes] preparation board
       *[no] { $cell }
    }
dotd-do-retune = Play { $token } ({ $bread ->
        [yes] another value in the casket
       *[no] one up or down
    }): the drafted die becomes a { $value }
dotd-do-pay = Pay with a { $die } from { $source ->
        [city] the City of the Dead
       *[supply] your supply
    } onto the lid of { $casket }
dotd-do-pay-board = Pay with { $what } onto the lid of { $casket }
dotd-from-your-prep = from your preparation board
dotd-from-your-cell = from your { $cell }
dotd-on-your-prep = on your preparation board
dotd-in-your-cell = in your { $cell }
dotd-the-die-where = the { $die } { $where }
dotd-a-die-where = the die { $where }
dotd-do-move = { $marigold ->
        [yes] Play a marigold token: move
       *[no] Move
    } { $what } to your { $cell }
dotd-do-take = Take { $token }
dotd-do-take-any = Take a token
dotd-do-cash = Discard the { $items } tokens to climb { $steps }
dotd-do-land = Land on { $square }
dotd-do-land-numbered = Land on square { $square }
dotd-do-skull = Turn { $what } to its skull
dotd-do-set-face = Turn { $what } to { $value }

## The score sheet
dotd-sheet-section = { $items } section
dotd-sheet-scored = scored
dotd-sheet-not-completed = not completed
dotd-sheet-tokens-for-steps = Tokens for steps
dotd-sheet-ascending = Ascending
dotd-sheet-steps-climbed = Steps climbed
dotd-sheet-headline = { $n ->
        [one] { $n } step
       *[other] { $n } steps
    } climbed: { $title }
dotd-sheet-tokens-held = Tokens held
dotd-sheet-tie-tokens = Tied on steps: broken by the most tokens held.
dotd-sheet-tie-shared = Tied on steps and tokens: the win is shared.
dotd-sheet-verdict = The most steps climbed wins; ties go to the most tokens held.

## The table: the prompt bar and the action panel
dotd-pay-from-city = from the City of the Dead
dotd-pay-from-supply = from your supply
dotd-pay-from-prep = from your preparation board
dotd-pay-from-ofrenda = (or one of an incomplete section)
dotd-waiting-open = { $name } is choosing a casket to open…
dotd-waiting-act = { $name } is acting on the { $item } casket…
dotd-waiting-retune = { $name } may change the die with a token…
dotd-waiting-pay = { $name } is paying for a die…
dotd-waiting-city = { $name } is choosing a City die…
dotd-waiting-discard = { $name } is discarding a token…
dotd-waiting-score = { $name } is scoring…
dotd-waiting-land = { $name } is choosing a square…
dotd-waiting-skull = { $name } is choosing a die for the skull…
dotd-waiting-face = { $name } is turning a die…
dotd-waiting-other = { $name } is playing…
dotd-open-telling = { $lid ->
        [0] { $you ->
            [yes] You open
           *[no] { $name } opens
        } the { $item } casket…
       *[other] { $you ->
            [yes] You tip
           *[no] { $name } tips
        } { $dice } into the { $item } casket…
    }
dotd-draft-prompt = { $starter ->
        [yes] Draft a die: drag it from the { $item } casket to a { $item } space or to your preparation board.
       *[no] Your action: draft from the { $item } casket, move a prepared die, or take a token.
    }
dotd-act-how = { $moves ->
        [yes] Drag a die to draft or to move it{ $marigold ->
            [yes] {" "}(marigold token)
           *[no] {""}
        }
       *[no] Drag a die from the casket to draft it
    }; or:
dotd-climbed-line = { $steps } climbed{ $lapped ->
        [yes] {" "}(the die shows { $face }: { $laps } past the top)
       *[no] {""}
    }.
dotd-city-line-solo = { $dice } left: each round spends one (a move, or a pass). When the City is empty, that round is the last.
dotd-city-line = { $dice } left. The Round Starter pays for a draft with one of them (any colour); a marigold token brings one into your supply.
dotd-cell-may-hold = { $corner ->
        [yes] A die from the { $first } or the { $second } casket may go here. A corner counts in both sections.
       *[no] A die from the { $first } casket may go here.
    }
dotd-scored-sections = Scored: { $list }
dotd-scored-part = { $item } +{ $steps }
dotd-no-section-scored = No section scored yet
dotd-solo-end-city = The scoring die stands on step { $step }{ $lapped ->
        [yes] , lap { $face }
       *[no] {""}
    }; the City of the Dead ran out in round { $round }.
dotd-solo-end-ofrenda = The scoring die stands on step { $step }; the ofrenda was complete in round { $round }.
dotd-end-board-label = { $you ->
        [yes] You
       *[no] { $name }
    } · { $n ->
        [one] { $n } step
       *[other] { $n } steps
    }
dotd-end-board-label-solo = { $n ->
        [one] { $n } step
       *[other] { $n } steps
    } climbed
dotd-casket-rolled = The { $item } casket is rolled…
dotd-swap-prompt = Candle token: click two caskets to swap them{ $chosen ->
        [yes] {" "}(one chosen).
       *[no] .
    }
dotd-pay-prompt = Pay for your die: drag a die { $sources } onto a closed casket.
dotd-pay-panel = Drag a die { $sources } onto a closed casket's lid.
dotd-boards-shown = { $you ->
        [yes] Your
       *[no] { $ends ->
            [yes] { $name }'
           *[no] { $name }'s
        }
    } boards. Click anywhere or press Esc to return to yours.
dotd-landing-prompt = Your scoring die reaches step { $step }: click the square it lands on.
dotd-landing-refusal = Your scoring die lands on step { $step }: choose one of its squares.
dotd-waiting-for-placements = Waiting for { $names } to place dice…
dotd-placed-so-far = You have placed { $placed } of { $total } dice.
dotd-placed-by = { $name }: { $placed } of { $total }.
dotd-turn-of = { $name }'s turn
dotd-setup-title = Setup · { $placed } of { $total } placed
dotd-open-title = Round { $round } · you open a casket
dotd-act-title = { $item ->
        [candle] Candle
        [marigold] Marigold
        [bread] Bread
       *[incense] Incense
    } casket · your action
dotd-retune-line = A token may turn the { $die } to another value:
dotd-hand-full-line = You hold { $n } tokens: discard one to take the new one (it may be of the same kind).
dotd-scoring-line = { $pending ->
        [yes] Score each completed section.{" "}
       *[no] {""}
    }Three different tokens climb a step, four climb two: mark them in your hand.
dotd-step-title = Step { $step }
dotd-take-token-label = Take { $item ->
        [incense] an
       *[other] a
    } { $item } token
dotd-discard-label = Discard { $item }
dotd-score-label = Score { $items } +{ $steps }
dotd-cash-label = Cash in
dotd-cash-label-steps = Cash in +{ $steps }
dotd-keep-label = Keep the { $face }
dotd-keep-label-value = Keep its value
dotd-button-refusal = { $what }: { $why }
dotd-cash-tip = Discard tokens for steps: { $reason }
dotd-cash-tip-marked = Discard the marked tokens for steps
dotd-cash-refusal = Three tokens of different kinds climb a step, four climb two: you hold { $kinds }.
dotd-token-refusal = { $item ->
        [candle] Candle
        [marigold] Marigold
        [bread] Bread
       *[incense] Incense
    } tokens are played on a die you have just drafted.

## The table: the boards' labels
dotd-starts = { $you ->
        [yes] You start
       *[no] { $name } starts
    }
dotd-your-steps = You: { $n ->
        [one] { $n } step
       *[other] { $n } steps
    }
dotd-city-pill = City: { $n ->
        [one] { $n } die
       *[other] { $n } dice
    } left
dotd-solo-title = Solo · { $n ->
        [one] { $n } step
       *[other] { $n } steps
    }
dotd-city-dice-left = City of the Dead: { $n ->
        [one] { $n } die
       *[other] { $n } dice
    } left
dotd-tokens-on-boards = Tokens on the boards: { $tokens }
dotd-sheet-title = { $you ->
        [yes] Your
       *[no] { $ends ->
            [yes] { $name }'
           *[no] { $name }'s
        }
    } ofrenda · board { $board }
dotd-steps-climbed = Steps climbed: { $n }
dotd-on-step = on step { $step }{ $lapped ->
        [yes] , lap { $face }
       *[no] {""}
    }
dotd-placed-count = placed { $placed }/{ $total }
dotd-inside-count = { $n } inside
dotd-supply-caption = Your supply · { $n }
dotd-tokens-caption = Your tokens · { $held } of { $limit }
dotd-into-casket = Into { $casket }
dotd-onto-lid = Onto the lid of { $casket }
dotd-to-place = To { $where }
dotd-move-to = Move it to { $where }{ $marigold ->
        [yes] {" "}(marigold token)
       *[no] {""}
    }
dotd-cash-card-title = { $you ->
        [yes] Your
       *[no] { $ends ->
            [yes] { $name }'
           *[no] { $name }'s
        }
    } tokens for steps
dotd-section-title = { $you ->
        [yes] Your
       *[no] { $ends ->
            [yes] { $name }'
           *[no] { $name }'s
        }
    } { $items } section
dotd-capped-line = { $met } steps met: capped at { $cap }
dotd-skull-as = as { $value }
dotd-requirement-gain = (+{ $steps }{ $each ->
        [yes] {" "}each
       *[no] {""}
    })

## The table: tooltips
dotd-open-die-line = In the open { $item } casket: drag it to a { $item } space of your ofrenda or to your preparation board to draft it (then pay).
dotd-lid-die-line = On the lid of { $casket }: it goes in, and is rolled, when that casket opens.
dotd-city-die-line = In the City of the Dead.{ $solo ->
        [yes] {" "}Each round spends one: when it is empty the game ends.
       *[no] {" "}The Round Starter pays with these.
    }
dotd-tokens-left-on-board = { $tokens } left on its board.
dotd-standing-here = Here: { $names }.
dotd-square-title = Step { $step } · { $kind }
dotd-square-title-skull = Skull square
dotd-square-title-face = Any-face square
dotd-square-title-blank = Blank square
dotd-square-title-token = { $item ->
        [candle] Candle
        [marigold] Marigold
        [bread] Bread
       *[incense] Incense
    } token square
dotd-scoring-die-title = { $you ->
        [yes] Your
       *[no] { $ends ->
            [yes] { $name }'
           *[no] { $name }'s
        }
    } scoring die
dotd-board-tokens-line = { $tokens } left on the board.{ $solo ->
        [yes] {" "}A token played solo leaves the game.
       *[no] {""}
    }
dotd-board-casket-note = The casket standing here is the { $item } casket: its dice go to your { $item } section.
dotd-token-board-title = The { $item } token board
dotd-open-casket-line = Open this round: { $dice }.
dotd-inside-line = Inside: { $dice }.
dotd-lid-line = On the lid: { $dice }.
dotd-you-put-here = You put { $colours } here.
dotd-casket-note = Before the { $item } board: its dice go to { $item } spaces. The caskets move along after a round with scoring.
dotd-casket-title = The { $item } casket
dotd-section-cap-line = At most { $steps } a section.
dotd-section-scored-line = Scored: +{ $steps }.
dotd-section-as-it-lies = As it lies: +{ $steps }
dotd-spaces-filled = { $n } of 4 spaces filled.
dotd-side-top = the top side
dotd-side-right = the right side
dotd-side-bottom = the bottom side
dotd-side-left = the left side
dotd-urn-line = A { $die } on this space scores a step when the incense section is scored.
dotd-urn-wants = Its urn wants a { $die }.
dotd-cell-title = { $where }: { $die }
dotd-prep-title = Preparation space { $space }: { $die }
dotd-supply-line = { $dice }. You pay for a draft with a die from your supply (the Round Starter: from the City of the Dead).
dotd-supply-kind-line = { $dice } of this kind in your supply.
dotd-token-space-line = You may hold { $limit } tokens; you hold { $held }.
dotd-token-title = { $item ->
        [candle] Candle
        [marigold] Marigold
        [bread] Bread
       *[incense] Incense
    } token
dotd-solo-marks-line = { $steps } so far; { $marks }.
dotd-solo-mark = { $title } at { $steps }
dotd-solo-city-line = The City of the Dead has { $dice } left: the round it runs out is the last.
dotd-other-line = { $steps } climbed; { $tokens } in hand; { $dice } in supply.
dotd-placing-line = Placing dice: { $placed } of { $total } (where is hidden until everyone is done).

## The end screen
dotd-end-title = { $reason } · round { $round }
dotd-rounds-played = { $n } rounds
dotd-sections-scored = { $n } of 4 sections scored
dotd-from-tokens = { $n } from tokens
dotd-scored-plus = Scored +{ $n }
dotd-not-completed = Not completed ({ $n } of 4 spaces).
dotd-end-section-title = { $name }: { $items } section
dotd-end-board-line = { $steps } climbed, { $tokens } held.

## Counts, in words up to ten
dotd-num = { $n ->
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
dotd-n-steps = { $n ->
        [0] no steps
        [1] one step
        [2] two steps
        [3] three steps
        [4] four steps
        [5] five steps
        [6] six steps
        [7] seven steps
        [8] eight steps
        [9] nine steps
        [10] ten steps
       *[other] { $n } steps
    }
dotd-n-dice = { $n ->
        [0] no dice
        [1] one die
        [2] two dice
        [3] three dice
        [4] four dice
        [5] five dice
        [6] six dice
        [7] seven dice
        [8] eight dice
        [9] nine dice
        [10] ten dice
       *[other] { $n } dice
    }
dotd-n-power-dice = { $n ->
        [0] no power dice
        [1] one power die
        [2] two power dice
        [3] three power dice
        [4] four power dice
        [5] five power dice
        [6] six power dice
        [7] seven power dice
        [8] eight power dice
        [9] nine power dice
        [10] ten power dice
       *[other] { $n } power dice
    }
dotd-n-lid-dice = { $n ->
        [0] no lid dice
        [1] one lid die
        [2] two lid dice
        [3] three lid dice
        [4] four lid dice
        [5] five lid dice
        [6] six lid dice
        [7] seven lid dice
        [8] eight lid dice
        [9] nine lid dice
        [10] ten lid dice
       *[other] { $n } lid dice
    }
dotd-n-tokens = { $n ->
        [0] no tokens
        [1] one token
        [2] two tokens
        [3] three tokens
        [4] four tokens
        [5] five tokens
        [6] six tokens
        [7] seven tokens
        [8] eight tokens
        [9] nine tokens
        [10] ten tokens
       *[other] { $n } tokens
    }
dotd-n-kinds = { $n ->
        [0] no kinds
        [1] one kind
        [2] two kinds
        [3] three kinds
        [4] four kinds
        [5] five kinds
        [6] six kinds
        [7] seven kinds
        [8] eight kinds
        [9] nine kinds
        [10] ten kinds
       *[other] { $n } kinds
    }
dotd-n-colours = { $n ->
        [0] no colours
        [1] one colour
        [2] two colours
        [3] three colours
        [4] four colours
        [5] five colours
        [6] six colours
        [7] seven colours
        [8] eight colours
        [9] nine colours
        [10] ten colours
       *[other] { $n } colours
    }
dotd-n-times = { $n ->
        [0] no times
        [1] one time
        [2] two times
        [3] three times
        [4] four times
        [5] five times
        [6] six times
        [7] seven times
        [8] eight times
        [9] nine times
        [10] ten times
       *[other] { $n } times
    }
dotd-n-item-tokens = { $n ->
        [0] no { $item } tokens
        [1] one { $item } token
        [2] two { $item } tokens
        [3] three { $item } tokens
        [4] four { $item } tokens
        [5] five { $item } tokens
        [6] six { $item } tokens
        [7] seven { $item } tokens
        [8] eight { $item } tokens
        [9] nine { $item } tokens
        [10] ten { $item } tokens
       *[other] { $n } { $item } tokens
    }
dotd-n-colour-dice = { $n ->
        [0] no { $colour } dice
        [1] one { $colour } die
        [2] two { $colour } dice
        [3] three { $colour } dice
        [4] four { $colour } dice
        [5] five { $colour } dice
        [6] six { $colour } dice
        [7] seven { $colour } dice
        [8] eight { $colour } dice
        [9] nine { $colour } dice
        [10] ten { $colour } dice
       *[other] { $n } { $colour } dice
    }

## What a die would score (the preview)
dotd-preview-points = +{ $n ->
        [one] { $n } step
       *[other] { $n } steps
    } at the round's end
dotd-preview-no-steps = No steps yet
dotd-preview-open = { $item ->
        [candle] Candle section
        [marigold] Marigold section
        [bread] Bread section
       *[incense] Incense section
    }: { $filled } of { $size } spaces filled
dotd-preview-completes = Completes the { $section }: { $n ->
        [one] { $n } step
       *[other] { $n } steps
    }
dotd-preview-met = · { $caption }{ $times ->
        [1] {""}
       *[other] {" "}x{ $times }
    }: +{ $steps }
dotd-preview-none-met = · No requirement met
dotd-preview-capped = · Capped at { $n ->
        [one] { $n } step
       *[other] { $n } steps
    }
dotd-preview-skull = · A skull counts as { $value }

## The table's own words (scenes/dotd)
dotd-t-the-game-is-over-counting-the = The game is over. Counting the steps…
dotd-t-now-click-where-it-goes-the = Now click where it goes (the lit places), or Esc to put it down.
dotd-t-fill-the-caskets-drag-three-dice = Fill the caskets: drag three dice of different colours into each one.
dotd-t-put-one-die-in-each-casket = Put one die in each casket: drag it from your dice onto the casket. Nobody sees where until all are done.
dotd-t-you-are-the-round-starter-click = You are the Round Starter: click a casket to open it.
dotd-t-a-token-may-change-the-die = A token may change the die you drafted: choose its new value, or keep it.
dotd-t-choose-the-city-of-the-dead = Choose the City of the Dead die that joins your supply.
dotd-t-choose-the-city-of-the-dead-2 = Choose the City of the Dead die to spend (click it).
dotd-t-your-hand-is-full-discard-a = Your hand is full: discard a token to make room.
dotd-t-score-your-completed-sections-click-a = Score your completed sections: click a section's button or its caption.
dotd-t-discard-three-or-four-different-tokens = Discard three or four different tokens for steps, or finish scoring.
dotd-t-skull-bonus-click-one-of-your = Skull bonus: click one of your power dice to turn it to its skull.
dotd-t-any-face-bonus-click-a-normal = Any-face bonus: click a normal die on your preparation board.
dotd-t-any-face-bonus-choose-its-new = Any-face bonus: choose its new value.
dotd-t-the-table = The table
dotd-t-setting-up = Setting up
dotd-t-game-over = Game over
dotd-t-the-final-steps-are-counted = The final steps are counted.
dotd-t-three-dice-of-different-colours-in = Three dice of different colours in each casket.
dotd-t-one-die-in-each-casket-of = One die in each casket, of the colour you choose.
dotd-t-drag-a-die-onto-a-casket = Drag a die onto a casket, or click it and then the casket.
dotd-t-its-lid-dice-go-in-it = Its lid dice go in, it is rolled and opened; then you draft from it.
dotd-t-the-glowing-caskets-are-those-you = The glowing caskets are those you can act on.
dotd-t-change-the-drafted-die = Change the drafted die?
dotd-t-pay-for-your-die = Pay for your die
dotd-t-it-goes-into-that-casket-when = It goes into that casket when it is next opened.
dotd-t-the-city-of-the-dead = The City of the Dead
dotd-t-which-colour-of-die = Which colour of die?
dotd-t-your-hand-is-full = Your hand is full
dotd-t-scoring = Scoring
dotd-t-choose-the-square-your-scoring-die = Choose the square your scoring die lands on.
dotd-t-skull-bonus = Skull bonus
dotd-t-click-a-power-die-on-your = Click a power die on your preparation board or ofrenda: it turns to its skull, wild when its section is scored.
dotd-t-any-face-bonus = Any-face bonus
dotd-t-click-a-normal-die-on-your = Click a normal die on your preparation board, then its new value.
dotd-t-its-new-value = Its new value:
dotd-t-tokens = Tokens
dotd-t-supply = Supply
dotd-t-click-or-esc-to-close = click or Esc to close
dotd-t-thinking = thinking…
dotd-t-none = none
dotd-t-empty = empty
dotd-t-the-marks = The marks
dotd-t-no-tokens = no tokens
dotd-t-complete-not-scored = Complete, not scored.
dotd-t-click-to-bring-this-ofrenda-forward = Click to bring this ofrenda forward.
dotd-t-drag-one-of-its-dice-onto = Drag one of its dice onto your ofrenda or your preparation board to draft it.
dotd-t-that-casket-is-closed-this-round = That casket is closed this round.
dotd-t-drag-the-die-you-pay-with = Drag the die you pay with onto this casket's lid (or click the die first).
dotd-t-that-is-a-power-die = That is a power die.
dotd-t-not-now = Not now.
dotd-t-drag-a-die-from-your-preparation = Drag a die from your preparation board to a space of the open casket's item: the marigold token moves it instead of a draft.
dotd-t-the-marigold-token-is-played-when = The marigold token is played when you act: drag a prepared die to the ofrenda.
dotd-t-the-marigold-token-lets-the-round = The marigold token lets the Round Starter move a die instead of drafting.
dotd-t-choose-the-new-value-with-the = Choose the new value with the buttons below.
dotd-t-cancel = Cancel
dotd-t-to-your-preparation-board = To your preparation board
dotd-t-you-pay-from-the-city-of = You pay from the City of the Dead
dotd-t-empty-you-pay-from-your-preparation = Empty: you pay from your preparation board
dotd-t-a-value-in-the-casket = a value in the casket
dotd-t-one-up-or-down = one up or down
dotd-t-drafted = drafted
dotd-t-ascend-one-step = Ascend one step
dotd-t-pass = Pass
dotd-t-cancel-the-swap = Cancel the swap
dotd-t-swap-two-caskets = Swap two caskets
dotd-t-finish-scoring = Finish scoring
dotd-t-skull = Skull
dotd-t-any-face = Any face
dotd-t-blank = Blank
dotd-t-put-it-down = Put it down
dotd-t-let-go-of-the-die-you = Let go of the die you picked up (Esc)
dotd-t-discard-tokens-for-steps = Discard tokens for steps
dotd-t-three-tokens-of-different-kinds-climb = Three tokens of different kinds climb one step, four climb two.
dotd-t-your-turn = Your turn
dotd-t-to-score = to score
dotd-t-you = You
dotd-t-move-the-die = Move the die
dotd-t-solo-a-move-spends-a-die = Solo, a move spends a die of the City of the Dead, or your marigold token instead.
dotd-t-spend-a-city-die = Spend a City die
dotd-t-play-the-marigold-token = Play the marigold token
dotd-t-a-power-die-it-shows-a = A power die: it shows a skull where a normal die shows 3 and 4; a skull is wild when its section is scored.
dotd-t-click-to-land-here = Click to land here.
dotd-t-still-below-the-first-step = Still below the first step.
dotd-t-steps-climbed-9-face-1-the = Steps climbed = 9 × (face − 1) + the step it stands on.
dotd-t-click-to-open-it = Click to open it.
dotd-t-click-to-score-it = Click to score it.
dotd-t-an-incense-urn = An incense urn
dotd-t-a-skull-counts-as-the-value = A skull counts as the value it needs.
dotd-t-a-skull-wild-it-counts-as = A skull: wild, it counts as whatever value suits the section best.
dotd-t-dice-on-the-ofrenda-stay-where = Dice on the ofrenda stay where they are.
dotd-t-click-to-turn-it-to-its = Click to turn it to its skull.
dotd-t-your-preparation-board = Your preparation board
dotd-t-three-spaces-where-drafted-dice-wait = Three spaces where drafted dice wait; move one to the ofrenda as an action when its casket is open.
dotd-t-a-die-drafted-here-waits-for = A die drafted here waits for a casket of its section's item.
dotd-t-drag-it-to-a-space-of = Drag it to a space of the open casket's item to move it there.
dotd-t-drag-it-onto-a-closed-casket = Drag it onto a closed casket to pay with it (when your supply is empty).
dotd-t-click-it-then-choose-its-new = Click it, then choose its new value.
dotd-t-a-skull-wild-when-its-section = A skull: wild when its section is scored.
dotd-t-your-supply = Your supply
dotd-t-drag-one-onto-a-casket-to = Drag one onto a casket to put it there.
dotd-t-drag-one-onto-a-closed-caskets = Drag one onto a closed casket's lid to pay.
dotd-t-an-empty-token-space = An empty token space
dotd-t-click-to-discard-it = Click to discard it.
dotd-t-click-to-mark-it-for-discarding = Click to mark it for discarding: three different kinds climb a step, four climb two.
dotd-t-click-it-then-the-two-caskets = Click it, then the two caskets to swap.
dotd-t-the-round-starter-marker = The Round Starter marker
dotd-t-you-open-a-casket-this-round = You open a casket this round and draft first; you pay from the City of the Dead. It passes clockwise after the round.
dotd-t-solo-climb-against-the-city-of = Solo: climb against the City of the Dead
dotd-t-click-to-see-their-boards-whole = Click to see their boards whole.
dotd-t-round = Round { $round }
dotd-nowhere-draft = Not there: a drafted die goes on a lit space of your ofrenda or on your preparation board.
dotd-nowhere-move = Not there: a prepared die moves to a lit space of your ofrenda.
dotd-nowhere-pay = Not there: pay by letting the die go on a lit casket's lid.
dotd-nowhere-place = Not there: let the die go on one of the caskets.
dotd-tokens-help = 3 kinds: +1 step · 4 kinds: +2
dotd-tokens-help-ready = Cash them in when you score
dotd-game-is-over = The game is over

## Refusals (why a move is not allowed now)
dotd-refuse-no-such-colour = There are no { $colour } dice.
dotd-refuse-no-city-colour = No { $colour } die is left in the City of the Dead.
dotd-refuse-no-such-token = There are no { $token } tokens.
dotd-refuse-you-hold-no = You hold no { $token }.
dotd-refuse-why-boards-full = your preparation board and your { $section } are full
dotd-refuse-why-section-full = your { $section } is full
dotd-refuse-solo-empty-casket = The { $item } casket is empty: you could only move a die to your { $section } or take its token, but { $why } and no { $item } token is left.
dotd-refuse-empty-casket = The { $item } casket is empty: open one with dice in it.
dotd-refuse-nothing-to-do = Opening the { $item } casket would leave you nothing to do: { $why }.
dotd-refuse-no-token-left = No { $token } is left on its board.
dotd-refuse-you-have-no = You have no { $token }.
dotd-refuse-already-played = You have already played a { $token } on this die.
dotd-refuse-already-shows = The die already shows { $face }.
dotd-refuse-bread-no-such-value = No other die in the casket shows { $face } (skulls do not count).
dotd-refuse-no-such-section = There is no { $section } section.
dotd-refuse-already-scored = Your { $section } is already scored.
dotd-refuse-not-completed = Your { $section } was not completed this round.
dotd-refuse-square-no-token = No { $token } is left: that square gives nothing.
dotd-refuse-a-casket-is-already-open-this = A casket is already open this round.
dotd-refuse-nothing-can-be-done-now = Nothing can be done now.
dotd-refuse-a-candle-token-is-played-at = A candle token is played at the start of your turn, before your action.
dotd-refuse-you-have-no-candle-token = You have no candle token.
dotd-refuse-there-is-no-such-casket = There is no such casket.
dotd-refuse-choose-two-different-caskets-to-swap = Choose two different caskets to swap.
dotd-refuse-there-is-no-such-ofrenda-space = There is no such ofrenda space.
dotd-refuse-that-ofrenda-space-is-taken-dice = That ofrenda space is taken: dice on the ofrenda stay where they are.
dotd-refuse-the-open-casket-holds-no-such = The open casket holds no such die.
dotd-refuse-your-preparation-board-is-full = Your preparation board is full.
dotd-refuse-you-have-nothing-to-pay-for = You have nothing to pay for a die with.
dotd-refuse-you-have-no-marigold-token = You have no marigold token.
dotd-refuse-the-marigold-token-lets-the-round = The marigold token lets the Round Starter move a die instead of drafting.
dotd-refuse-the-round-starter-must-draft-a = The Round Starter must draft (a marigold token lets you move a die instead).
dotd-refuse-the-city-of-the-dead-is = The City of the Dead is empty.
dotd-refuse-there-is-no-die-on-that = There is no die on that preparation space.
dotd-refuse-the-round-starter-cannot-take-a = The Round Starter cannot take a token: draft a die.
dotd-refuse-the-solo-game-has-no-ascending = The solo game has no ascending action.
dotd-refuse-the-round-starter-cannot-ascend-draft = The Round Starter cannot ascend: draft a die.
dotd-refuse-you-may-ascend-only-when-the = You may ascend only when the open casket has no die and no token left.
dotd-refuse-you-can-still-take-an-action = You can still take an action: passing is only for a turn with nothing to do.
dotd-refuse-only-a-bread-or-an-incense = Only a bread or an incense token changes a drafted die.
dotd-refuse-an-incense-token-turns-the-die = An incense token turns the die one up or down: 1 cannot become 6, nor 6 become 1.
dotd-refuse-an-incense-token-turns-the-die-2 = An incense token turns the die one up or one down.
dotd-refuse-pay-onto-the-lid-of-a = Pay onto the lid of a closed casket, not the open one.
dotd-refuse-only-the-round-starter-pays-from = Only the Round Starter pays from the City of the Dead.
dotd-refuse-the-city-of-the-dead-is-2 = The City of the Dead is empty: pay from your supply.
dotd-refuse-the-round-starter-pays-with-a = The Round Starter pays with a die from the City of the Dead.
dotd-refuse-your-supply-is-empty-pay-with = Your supply is empty: pay with a die from your preparation board.
dotd-refuse-pay-from-your-supply-while-it = Pay from your supply while it has dice.
dotd-refuse-dice-on-the-ofrenda-stay-where = Dice on the ofrenda stay where they are (only with five players may an incomplete section pay).
dotd-refuse-pay-from-the-city-of-the = Pay from the City of the Dead, your supply, your preparation board or (five players) your ofrenda.
dotd-refuse-a-die-there-is-named-by = A die there is named by its colour and kind, not by a place.
dotd-refuse-a-die-on-your-boards-is = A die on your boards is named by its place only.
dotd-refuse-the-die-you-just-drafted-cannot = The die you just drafted cannot pay for itself.
dotd-refuse-there-is-no-die-on-that-2 = There is no die on that ofrenda space.
dotd-refuse-that-die-belongs-to-a-completed = That die belongs to a completed section: only an incomplete section's dice may pay.
dotd-refuse-you-have-finished-scoring-this-round = You have finished scoring this round.
dotd-refuse-discard-candle-marigold-bread-or-incense = Discard candle, marigold, bread or incense tokens.
dotd-refuse-discard-three-or-four-tokens-all = Discard three or four tokens, all of different kinds.
dotd-refuse-score-your-completed-sections-first = Score your completed sections first.
dotd-refuse-a-step-has-four-squares = A step has four squares.
dotd-refuse-you-have-no-power-die-to = You have no power die to turn to its skull: that square gives nothing.
dotd-refuse-no-normal-die-is-on-your = No normal die is on your preparation board: that square gives nothing.
dotd-refuse-choose-a-die-on-your-preparation = Choose a die on your preparation board or your ofrenda.
dotd-refuse-there-is-no-die-there = There is no die there.
dotd-refuse-that-is-a-normal-die-only = That is a normal die: only a power die has a skull.
dotd-refuse-that-die-already-shows-its-skull = That die already shows its skull.
dotd-refuse-that-is-a-power-die-this = That is a power die: this bonus turns a normal die.
dotd-refuse-a-die-shows-1-to-6 = A die shows 1 to 6.
dotd-refuse-casket-full-solo = The { $item } casket already holds its { $n } dice.
dotd-refuse-casket-has-colour = The { $item } casket already holds a { $colour } die: its dice are all of different colours.
dotd-refuse-already-put = You have already put a die in the { $item } casket.
dotd-refuse-no-colour-left = You have no { $colour } die left to place.
dotd-refuse-wrong-space = That is { $corner ->
        [yes] { $first ->
            [incense] an
           *[other] a
        } { $first } or { $second }
       *[no] { $first ->
            [incense] an
           *[other] a
        } { $first }
    } space: a die from the { $item } casket goes to one of your { $item } spaces.
dotd-refuse-no-die-there = There is no { $colour } { $power ->
        [yes] power die
       *[no] normal die
    } { $source ->
        [city] in the City of the Dead
       *[supply] in your supply
    }.
dotd-refuse-why-nothing-to-pay = you have nothing to pay with
dotd-refuse-why-prep-empty = your preparation board has no die
dotd-refuse-why-city-empty = the City of the Dead has no die to spend
dotd-prompt-place = First put your dice into the caskets.
dotd-prompt-open = Open a casket first.
dotd-prompt-act = Choose your action for the open casket.
dotd-prompt-retune = First decide whether a token changes the die you drafted.
dotd-prompt-pay = Pay for the die you drafted first.
dotd-prompt-city = Choose the City of the Dead die first.
dotd-prompt-discard = Your hand is full: discard a token first.
dotd-prompt-score = Score your completed sections (or discard tokens for steps) first.
dotd-prompt-land = Choose the square your scoring die lands on first.
dotd-prompt-skull = Choose the power die to turn to its skull first.
dotd-prompt-face = Choose the preparation die to turn, and its new face, first.
dotd-t-n-left = { $n } left

## The progress line of a save (the Load screen, Continue)
## Words on the pictures (game/rules/dotd/lettering.py): the boards' printed captions
dotd-board-city = City of the Dead
dotd-board-preparation = Preparation
dotd-board-start = start
dotd-board-pattern-same = One colour
dotd-board-pattern-different = Four colours
dotd-board-pattern-alternate = Colours alternate
dotd-board-run = run of { $n }
dotd-board-alike = { $n } alike
dotd-board-total-over = total > { $n }
dotd-board-total-equal = total = { $n }
dotd-board-values-differ = values differ
dotd-board-urn-match = urn match
dotd-board-urn-each = +1 each
