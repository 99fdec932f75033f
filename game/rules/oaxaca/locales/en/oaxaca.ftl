## Oaxaca: Crafts of a Culture, in English: everything the game says (the tutorial's words are in tutorial.ftl).

## Names
oaxaca-craft-pottery = pottery
oaxaca-craft-jewelry = jewelry
oaxaca-craft-textile = textile
oaxaca-craft-woodcarving = woodcarving
oaxaca-craft-tin = tin art
oaxaca-craft-wild = wild
oaxaca-card-label = { $name } ({ $craft } { $value })
oaxaca-a-card = a card
oaxaca-the-banner = the banner
oaxaca-banner = banner
oaxaca-nothing = nothing
oaxaca-or = { $first } or { $next }
oaxaca-and-next = { $first }, { $next }
oaxaca-and-last = { $first } and { $next }
oaxaca-ordinal = { $n ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
   *[other] { $n }
}

## Cards (data/oaxaca/cards.yaml, by name)
oaxaca-card-market-banner = Market Banner
oaxaca-card-clay-pot = Clay Pot
oaxaca-card-painted-plate = Painted Plate
oaxaca-card-black-clay-jar = Black Clay Jar
oaxaca-card-glazed-bowl = Glazed Bowl
oaxaca-card-kiln = Kiln
oaxaca-card-firing-pit = Firing Pit
oaxaca-card-potters-wheel = Potter's Wheel
oaxaca-card-silver-ring = Silver Ring
oaxaca-card-filigree-earrings = Filigree Earrings
oaxaca-card-coral-beads = Coral Beads
oaxaca-card-gold-pendant = Gold Pendant
oaxaca-card-bracelet = Bracelet
oaxaca-card-jade-necklace = Jade Necklace
oaxaca-card-crown-of-flowers = Crown of Flowers
oaxaca-card-rebozo = Rebozo
oaxaca-card-embroidered-huipil = Embroidered Huipil
oaxaca-card-serape = Serape
oaxaca-card-wool-rug = Wool Rug
oaxaca-card-woven-sash = Woven Sash
oaxaca-card-backstrap-loom = Backstrap Loom
oaxaca-card-dye-vats = Dye Vats
oaxaca-card-alebrije-cat = Alebrije Cat
oaxaca-card-carved-mask = Carved Mask
oaxaca-card-alebrije-dragon = Alebrije Dragon
oaxaca-card-wooden-spoon = Wooden Spoon
oaxaca-card-carved-chest = Carved Chest
oaxaca-card-spinning-top = Spinning Top
oaxaca-card-alebrije-jaguar = Alebrije Jaguar
oaxaca-card-tin-star = Tin Star
oaxaca-card-tin-heart = Tin Heart
oaxaca-card-tin-mirror = Tin Mirror
oaxaca-card-tin-lantern = Tin Lantern
oaxaca-card-tin-frame = Tin Frame
oaxaca-card-tin-skull = Tin Skull
oaxaca-card-tin-rooster = Tin Rooster

## Tourists (data/oaxaca/cards.yaml, by id)
oaxaca-tourist-pottery = The Potter's Admirer
oaxaca-tourist-jewelry = The Jewel Collector
oaxaca-tourist-textile = The Weaver's Friend
oaxaca-tourist-woodcarving = The Carver's Cousin
oaxaca-tourist-tin = The Tinsmith's Neighbour
oaxaca-tourist-wild = The Wandering Artist
oaxaca-tourist-reclaim = The Early Bird
oaxaca-tourist-reroll = The Gambler
oaxaca-tourist-gather = The Collector
oaxaca-tourist-double = The Apprentice
oaxaca-tourist-flip = The Acrobat
oaxaca-tourist-draw = The Newcomer
oaxaca-tourist-other-round = The Time Traveller
oaxaca-tourist-change = The Trickster
oaxaca-tourist-workshop = The Critic

## Reviews (solo) and what the customers say
oaxaca-review-uninspired = Uninspired
oaxaca-review-only-average = Only average
oaxaca-review-big-potential = Big potential
oaxaca-review-a-hidden-gem = A hidden gem
oaxaca-review-truly-authentic = Truly authentic
oaxaca-verdict-1 = The customers walked past: the crafts did not speak to them.
oaxaca-verdict-2 = Fair work, the customers say, though nothing they will remember.
oaxaca-verdict-3 = The customers see promise: a workshop to watch.
oaxaca-verdict-4 = The customers are delighted: one of the city's best-kept secrets.
oaxaca-verdict-5 = The customers call it the real thing: a stall no visitor should miss.

## What each bonus does
oaxaca-effect-free-result = A free { $results } result, to gather or craft with this turn.
oaxaca-effect-remove-token-any = Take a craft token off any Workshop card.
oaxaca-effect-redistribute-tokens = Move one or two tokens between the cards of your Workshop.
oaxaca-effect-workshop-space = Passive: one more space in your Workshop.
oaxaca-effect-wild-craft-bonus = After a wild craft: take three more tokens off your Workshop cards.
oaxaca-effect-return-and-remove = Send a Workshop card to the bottom of its deck, then take up to three tokens off another.
oaxaca-effect-points = { $points ->
    [one] Passive: { $points } more point at the end.
   *[other] Passive: { $points } more points at the end.
}
oaxaca-effect-points-per-stall-type = Passive: a point for each different type of craft in your Market Stall.
oaxaca-effect-points-per-workshop-card = Passive: a point for each card in your Workshop.
oaxaca-effect-points-per-passive = Passive: a point for each passive card in your Market Stall.
oaxaca-effect-die-to-wild = Turn one of your Daylight dice to a wild.
oaxaca-effect-refresh-card = Turn another used Market Stall card upright again.
oaxaca-effect-textile-craft-bonus = Passive: a textile craft also takes a token off every Workshop card.
oaxaca-effect-wild-gather-draws = Passive: a wild gather draws two more cards.
oaxaca-effect-token-to-opponent = Put a craft token on a card in an opponent's Workshop (solo: a bonus token beside a deck).
oaxaca-effect-copy-bonus = Use the bonus of a card in an opponent's Market Stall (solo: of a card in your Workshop).
oaxaca-effect-remove-each-and-share = Take a token off each of your Workshop cards; each opponent may take one off theirs.
oaxaca-effect-move-tokens = Move up to two tokens from one of your cards to another card of the same craft.
oaxaca-effect-tokens-to-opponent-workshop = Put a token on every card in one opponent's Workshop (solo: three bonus tokens beside the decks).
oaxaca-effect-reroll-one = Roll one of your Daylight dice again.
oaxaca-effect-reroll-any = Roll any of your Daylight dice again.
oaxaca-effect-use-tourist = Use the bonus of any face-up tourist.
oaxaca-effect-reclaim-die = Take back a used die, roll it and put it in your Daylight box.
oaxaca-effect-gather-draws = Passive: every gather draws one more card.
oaxaca-effect-gather-extra = Your next gather this turn draws two more cards.
oaxaca-effect-craft-double = Your die's craft this turn counts twice.
oaxaca-effect-flip-die = Turn one of your Daylight dice to its opposite face.
oaxaca-effect-draw-tourist = Draw a new tourist to use once this round.
oaxaca-effect-other-round-tourist = Use a tourist of another round.
oaxaca-effect-change-die = Turn one of your Daylight dice to any face.
oaxaca-effect-activate-workshop = Use the bonus of a card still in your Workshop.
oaxaca-effect-multi-token-to-opponent = Put a craft token on a card in an opponent's Workshop.
oaxaca-effect-multi-copy-bonus = Use the bonus of a card in an opponent's Market Stall.
oaxaca-effect-multi-tokens-to-opponent-workshop = Put a token on every card in one opponent's Workshop.
oaxaca-effect-solo-token-to-opponent = Put a bonus token beside a deck of your choice: each adds a point to that craft's sales.
oaxaca-effect-solo-tokens-to-opponent-workshop = Put three bonus tokens beside the decks of your choice.
oaxaca-effect-solo-copy-bonus = Use the bonus of a card still in your Workshop.

## The same bonuses in a few words (the faces of the cards and tourists)
oaxaca-short-free-result = Free result
oaxaca-short-remove-token-any = −1 token from any card
oaxaca-short-redistribute-tokens = Move up to 2 of your tokens
oaxaca-short-workshop-space = +1 Workshop space
oaxaca-short-wild-craft-bonus = Wild craft: −3 more tokens
oaxaca-short-return-and-remove = Send one back, −3 on another
oaxaca-short-points = { $points ->
    [one] +{ $points } point
   *[other] +{ $points } points
}
oaxaca-short-points-per-stall-type = +1 per craft type in stall
oaxaca-short-points-per-workshop-card = +1 per Workshop card
oaxaca-short-points-per-passive = +1 per passive card
oaxaca-short-die-to-wild = A die becomes wild
oaxaca-short-refresh-card = Refresh a used card
oaxaca-short-textile-craft-bonus = Textile craft: −1 on all
oaxaca-short-wild-gather-draws = Wild gather draws +2
oaxaca-short-token-to-opponent = +1 token on a rival's card
oaxaca-short-copy-bonus = Copy a rival's bonus
oaxaca-short-remove-each-and-share = −1 on each; rivals −1
oaxaca-short-move-tokens = Move 2 tokens, same craft
oaxaca-short-tokens-to-opponent-workshop = +1 on a rival's every card
oaxaca-short-reroll-one = Re-roll one die
oaxaca-short-reroll-any = Re-roll any dice
oaxaca-short-use-tourist = Use any tourist
oaxaca-short-reclaim-die = Reclaim a used die
oaxaca-short-gather-draws = Every gather draws +1
oaxaca-short-gather-extra = Next gather draws +2
oaxaca-short-craft-double = Your die crafts twice
oaxaca-short-flip-die = Flip a die over
oaxaca-short-draw-tourist = Draw a new tourist
oaxaca-short-other-round-tourist = Another round's tourist
oaxaca-short-change-die = Set a die to any face
oaxaca-short-activate-workshop = Use a Workshop card's bonus
oaxaca-short-solo-token-to-opponent = +1 bonus token by a deck
oaxaca-short-solo-tokens-to-opponent-workshop = +3 bonus tokens by decks
oaxaca-short-solo-copy-bonus = Copy a Workshop card's bonus
oaxaca-use-any = Turn it once a round, at any point of your turn.
oaxaca-use-gather = Turn it with a gather action.
oaxaca-use-craft = Turn it with a craft action.
oaxaca-use-passive = Passive: always on, never turned.

## What a result was made of
oaxaca-source-die = a die
oaxaca-source-free = a free result
oaxaca-source-combined = a combined result
oaxaca-wild-source-die = a wild die
oaxaca-wild-source-free = a wild free result
oaxaca-wild-source-combined = a wild combined result
oaxaca-die-n = die { $n }
oaxaca-the-deck = the { $craft } deck
oaxaca-borrowing = { $more ->
    [yes] borrowing { $what } ({ $inner })
   *[no] borrowing { $what }
}
oaxaca-die-to = die { $n } to { $face }
oaxaca-tokens-from-to = { $tokens } from { $source } to { $target }
oaxaca-tokens-off = { $tokens } off { $card }
oaxaca-customer-any = a customer who takes anything
oaxaca-customer-of = a { $face } customer

## The log, per viewer ($you: yes when the reader did it)
oaxaca-ev-round-solo = The { $round } round begins.
oaxaca-ev-round = { $you ->
    [yes] The { $round } round begins; you start.
   *[no] The { $round } round begins; { $name } starts.
}
oaxaca-ev-roll = { $you ->
    [yes] { $name } roll { $faces }.
   *[no] { $name } rolls { $faces }.
}
oaxaca-ev-keep-roll = { $you ->
    [yes] { $name } keep the roll.
   *[no] { $name } keeps the roll.
}
oaxaca-ev-reroll = { $you ->
    [yes] { $name } roll { $dice } again: { $faces }.
   *[no] { $name } rolls { $dice } again: { $faces }.
}
oaxaca-ev-turn = { $you ->
    [yes] Your turn.
   *[no] { $name }'s turn.
}
oaxaca-ev-gather = { $you ->
    [yes] { $name } gather { $craft } with { $how }, drawing { $cards }.
   *[no] { $name } gathers { $craft } with { $how }, drawing { $cards }.
}
oaxaca-ev-drawn = { $you ->
    [yes] { $name } draw { $cards }.
   *[no] { $name } draws { $cards }.
}
oaxaca-ev-keep = { $you ->
    [yes] { $name } keep { $card } with { $tokens }.
   *[no] { $name } keeps { $card } with { $tokens }.
}
oaxaca-ev-put-back = { $you ->
    [yes] { $bottom ->
        [yes] { $name } put a card back at the bottom of the { $craft } deck.
       *[no] { $name } put a card back on top of the { $craft } deck.
    }
   *[no] { $bottom ->
        [yes] { $name } puts a card back at the bottom of the { $craft } deck.
       *[no] { $name } puts a card back on top of the { $craft } deck.
    }
}
oaxaca-ev-put-back-card = { $you ->
    [yes] { $bottom ->
        [yes] { $name } put { $card } back at the bottom.
       *[no] { $name } put { $card } back on top.
    }
   *[no] { $bottom ->
        [yes] { $name } puts { $card } back at the bottom.
       *[no] { $name } puts { $card } back on top.
    }
}
oaxaca-ev-craft-none = { $you ->
    [yes] { $name } craft { $what } with { $source }, but no card is worked.
   *[no] { $name } crafts { $what } with { $source }, but no card is worked.
}
oaxaca-ev-craft = { $you ->
    [yes] { $name } craft { $what } with { $source }: { $took }.
   *[no] { $name } crafts { $what } with { $source }: { $took }.
}
oaxaca-ev-complete = { $you ->
    [yes] { $name } finish { $card }: it moves to the Market Stall.
   *[no] { $name } finishes { $card }: it moves to the Market Stall.
}
oaxaca-ev-activate = { $you ->
    [yes] { $more ->
        [yes] { $name } turn { $card }: { $bonus } ({ $rest }).
       *[no] { $name } turn { $card }: { $bonus }.
    }
   *[no] { $more ->
        [yes] { $name } turns { $card }: { $bonus } ({ $rest }).
       *[no] { $name } turns { $card }: { $bonus }.
    }
}
oaxaca-ev-tourist = { $you ->
    [yes] { $more ->
        [yes] { $name } visit { $tourist }: { $bonus } ({ $rest }).
       *[no] { $name } visit { $tourist }: { $bonus }.
    }
   *[no] { $more ->
        [yes] { $name } visits { $tourist }: { $bonus } ({ $rest }).
       *[no] { $name } visits { $tourist }: { $bonus }.
    }
}
oaxaca-ev-tourist-drawn = { $you ->
    [yes] { $name } draw a new tourist, { $tourist }.
   *[no] { $name } draws a new tourist, { $tourist }.
}
oaxaca-ev-dice = { $you ->
    [yes] { $name } now show { $faces }.
   *[no] { $name } now shows { $faces }.
}
oaxaca-ev-scrap = { $you ->
    [yes] { $name } scrap { $card }: it goes to the bottom of its deck.
   *[no] { $name } scraps { $card }: it goes to the bottom of its deck.
}
oaxaca-ev-early-riser = { $you ->
    [yes] { $name } keep the last die for the early morning, turned to { $face }.
   *[no] { $name } keeps the last die for the early morning, turned to { $face }.
}
oaxaca-ev-end-turn = { $you ->
    [yes] { $name } end the turn.
   *[no] { $name } ends the turn.
}
oaxaca-ev-share-none = { $you ->
    [yes] { $name } take no token.
   *[no] { $name } takes no token.
}
oaxaca-ev-share = { $you ->
    [yes] { $name } take a token off { $card }.
   *[no] { $name } takes a token off { $card }.
}
oaxaca-ev-round-end = The { $round } round is over.
oaxaca-ev-early-keep = { $you ->
    [yes] { $name } keep the early die for the next round.
   *[no] { $name } keeps the early die for the next round.
}
oaxaca-ev-early-token = { $you ->
    [yes] { $name } turn the early die into a bonus token beside the { $craft } deck.
   *[no] { $name } turns the early die into a bonus token beside the { $craft } deck.
}
oaxaca-ev-customers = The customers want: { $faces }.
oaxaca-ev-sell = { $you ->
    [yes] { $name } sell { $card } to { $customer } for { $points }.
   *[no] { $name } sells { $card } to { $customer } for { $points }.
}
oaxaca-ev-stop-selling = { $you ->
    [yes] { $name } close the stall for the round.
   *[no] { $name } closes the stall for the round.
}
oaxaca-ev-game-over = The game is over.

## Moves (suggestions, tooltips, the command line; data/oaxaca/moves.yaml says the same)
oaxaca-move-gather = Gather { $craft } with { $source }
oaxaca-move-keep = Keep { $card }
oaxaca-move-scrap = Scrap { $card }
oaxaca-move-early-riser = Keep the last die for the early morning as { $face }
oaxaca-move-end-turn = End the turn
oaxaca-move-sell = Sell { $card } to customer { $customer }
oaxaca-move-stop-selling = Stop selling
oaxaca-move-keep-roll = Keep the roll
oaxaca-move-reroll = Roll { $dice } again
oaxaca-move-craft-wild = Craft { $card } with { $source }
oaxaca-move-craft = Craft { $craft } with { $source }
oaxaca-move-put-back = { $bottom ->
    [yes] Put { $card } back at the bottom
   *[no] Put { $card } back on top
}
oaxaca-move-activate = { $more ->
    [yes] Turn { $card } ({ $rest })
   *[no] Turn { $card }
}
oaxaca-move-tourist = { $more ->
    [yes] Visit { $tourist } ({ $rest })
   *[no] Visit { $tourist }
}
oaxaca-move-share-none = Take no token
oaxaca-move-share = Take a token off { $card }
oaxaca-move-early-keep = Keep the early die
oaxaca-move-early-token = Put a bonus token beside the { $craft } deck
oaxaca-move-customers-keep = Keep the customers
oaxaca-move-customers-reroll = Roll { $customers } again

## The score sheet
oaxaca-sheet-sales = Sales, { $round } round
oaxaca-sheet-total = Total
oaxaca-sheet-workshop = Workshop (2 each)
oaxaca-sheet-stall = Market Stall values
oaxaca-sheet-jewelry = Jewelry bonuses
oaxaca-sheet-early = Early riser
oaxaca-sheet-cards = Cards in Workshop / Stall
oaxaca-tie-workshop = Tied on points: broken by the fewest cards in the Workshop.
oaxaca-tie-stall = Tied on points and Workshop cards: broken by the fewest cards in the Market Stall.
oaxaca-tie-shared = Tied on points, Workshop and Market Stall: the win is shared.
oaxaca-tie-rule = Ties go to the fewest Workshop cards, then the fewest Market Stall cards.

## The table's words
oaxaca-gather-hint = Gather { $craft }: draw { $draws }, keep 1
oaxaca-combine-hint = Combine: together they make any craft
oaxaca-combine-with-hint = Combine with { $name }: any craft
oaxaca-early-hint = Keep it for the early morning (choose its face)
oaxaca-early-token-hint = A bonus token beside the { $craft } deck
oaxaca-scrap-hint = Scrap it: to the bottom of its deck, its tokens back
oaxaca-wrong-deck = A { $craft } card goes back to the { $craft } deck.
oaxaca-passive = { $name } is passive: its bonus is always on.
oaxaca-craft-value = Craft value { $value }: { $value } tokens to finish, { $value } points in the stall.
oaxaca-deck-title = The { $craft } deck
oaxaca-visited-by = Visited by { $names } this round.
oaxaca-free-from = From { $source }, for this turn only.
oaxaca-mat-prompt = { $who }'s mat. Click anywhere or press Esc to return to your own.
oaxaca-mat-label = { $who }'s mat · click or Esc to close
oaxaca-roll-again = Roll { $n } again
oaxaca-round-of = Round { $round } of { $rounds }
oaxaca-round = Round { $round }
oaxaca-sales = Sales { $points } points
oaxaca-review = { $points } points: { $title }
oaxaca-borrow = Borrow { $name }
oaxaca-seat-counts = Workshop { $workshop } · Stall { $stall }
oaxaca-waiting-reroll = { $who } is deciding on a re-roll…
oaxaca-waiting-keep = { $who } is choosing a gathered card…
oaxaca-waiting-put-back = { $who } is putting cards back…
oaxaca-waiting-share = { $who } may take a token off…
oaxaca-waiting = { $who } is playing…
oaxaca-craft-hint = { $cards ->
    [one] Craft { $face }: a token off { $cards } card
   *[other] Craft { $face }: a token off { $cards } cards
}
oaxaca-craft-card-hint-wild = Wild craft: a token off this card
oaxaca-craft-card-hint = Craft { $craft }
oaxaca-times-two = { $value }×2
oaxaca-n-jewelry = { $n } jewelry
oaxaca-sale-hint = Sell for { $points } points ({ $parts })
oaxaca-tokens-to-go = { $n ->
    [one] { $n } token to go. Drag it onto its deck to scrap it.
   *[other] { $n } tokens to go. Drag it onto its deck to scrap it.
}
oaxaca-deck-left = { $n ->
    [one] { $n } card left.
   *[other] { $n } cards left.
}
oaxaca-deck-gathers = A { $craft } die gathers here (draw 2, keep 1); a wild draws 1 from any deck.
oaxaca-deck-tokens = Bonus tokens beside it: { $n } (each adds a point to every { $craft } sale).
oaxaca-deck-known = You know: { $cards }
oaxaca-tourist-now = { $visited ->
    [yes] This round's tourist. Your meeple has visited already.
   *[no] This round's tourist. Click to send your meeple.
}
oaxaca-die-used = Die { $n }: used
oaxaca-die-title = { $early ->
    [yes] Die { $n }: { $face } (early)
   *[no] Die { $n }: { $face }
}
oaxaca-die-uses-wild = Wild: gather one card from any deck, or take one token off any one Workshop card.
oaxaca-die-uses = Gather { $craft } (draw 2, keep 1), or craft: a token off every { $craft } card in your Workshop.
oaxaca-free-title = Free result: { $faces }
oaxaca-customer-n = Customer { $n }
oaxaca-customer-wants = Customer { $n }: { $face }
oaxaca-customer-buys-any = Buys any one card for its craft value.
oaxaca-customer-buys = Buys one { $face } card for double its craft value.
oaxaca-workshop-spaces = { $solo ->
    [yes] { $used } of { $capacity } spaces used. A card leaves for the Market Stall when its last token is removed.
   *[no] { $used } of { $capacity } spaces used. A card leaves for the Market Stall when its last token is removed; each card still here is worth 2 points at the end.
}
oaxaca-opponent-summary = { $workshop ->
    [one] Workshop { $workshop } card, Market Stall { $stall }; { $points } points so far.
   *[other] Workshop { $workshop } cards, Market Stall { $stall }; { $points } points so far.
}
oaxaca-reroll-label = { $n ->
    [one] Re-roll { $n } die
   *[other] Re-roll { $n } dice
}
oaxaca-starts = { $you ->
    [yes] You start
   *[no] { $who } starts
}
oaxaca-whose-turn = { $you ->
    [yes] Your turn
   *[no] { $who }'s turn
}
oaxaca-workshop-title = { $you ->
    [yes] Your Workshop · { $cards } of { $capacity } spaces
   *[no] { $who }'s Workshop · { $cards } of { $capacity } spaces
}
oaxaca-stall-title = { $you ->
    [yes] Your Market Stall · { $value } in craft value
   *[no] { $who }'s Market Stall · { $value } in craft value
}
oaxaca-bonus-double = die crafts twice
oaxaca-bonus-gather = gather +{ $n }
oaxaca-bonus-wild-done = wild craft done
oaxaca-gathered-title = { $keeping ->
    [yes] Gathered from the { $craft } deck: keep one card
   *[no] Gathered from the { $craft } deck: put the others back
}
oaxaca-die-choice = { $where ->
    [night] Die { $n }: { $face } (used)
    [early] Die { $n }: { $face } (early)
   *[day] Die { $n }: { $face }
}
oaxaca-to-face = { $turned ->
    [yes] Turned to { $face }
   *[no] To { $face }
}
oaxaca-card-choice = { $stall ->
    [yes] { $name } ({ $craft }, your stall)
   *[no] { $name } ({ $craft })
}
oaxaca-card-choice-tokens = { $owned ->
    [yes] { $tokens ->
        [one] { $name } ({ $craft }, { $tokens } token, { $owner }'s)
       *[other] { $name } ({ $craft }, { $tokens } tokens, { $owner }'s)
    }
   *[no] { $tokens ->
        [one] { $name } ({ $craft }, { $tokens } token)
       *[other] { $name } ({ $craft }, { $tokens } tokens)
    }
}
oaxaca-round-sales = { $points ->
    [one] Round { $round }: { $points } point
   *[other] Round { $round }: { $points } points
}
oaxaca-points-line = { $early ->
    [yes] stall { $stall } · jewelry { $jewelry } · workshop { $workshop } · early riser 1
   *[no] stall { $stall } · jewelry { $jewelry } · workshop { $workshop }
}
oaxaca-points-stall = Market Stall: { $stall } in craft values, { $jewelry } from jewelry.
oaxaca-points-workshop = Workshop: { $n } cards, 2 points each.
oaxaca-points-early = Early riser: 1 point.
oaxaca-points-no-early = No early riser die.
oaxaca-asked-reroll = Your roll: click the dice to roll again (once), then confirm.
oaxaca-asked-keep = Keep one of the gathered cards.
oaxaca-asked-put-back = Put each other card back on top of its deck or at the bottom.
oaxaca-asked-share = A rival's Carved Chest: take a token off one of your Workshop cards (click it), or none.
oaxaca-asked-early = Your early die: drag it onto a deck for a bonus token there, or keep it for next round.
oaxaca-asked-sell = Sell: drag Market Stall cards onto the customers who want them.
oaxaca-asked-customers = Click the unsold customers who should roll again, then confirm.

## What a sale or a craft would score (the preview)
oaxaca-preview-points = { $points } points
oaxaca-preview-no-points = No points now
oaxaca-preview-sale = { $double ->
    [yes] { $card }: value { $value }, doubled: the customer wants its craft
   *[no] { $card }: value { $value }
}
oaxaca-preview-deck-tokens = Tokens beside its deck: +{ $n }
oaxaca-preview-jewelry = Jewelry bonus: +{ $n }
oaxaca-preview-worked = { $left ->
    [0] { $removed ->
        [one] { $card }: { $removed } token off, finished
       *[other] { $card }: { $removed } tokens off, finished
    }
   *[other] { $removed ->
        [one] { $card }: { $removed } token off, { $left } to go
       *[other] { $card }: { $removed } tokens off, { $left } to go
    }
}
oaxaca-preview-finished = { $card } goes to your Market Stall (value { $value })
oaxaca-preview-category = { $what }: { $delta }
oaxaca-preview-category-workshop = Workshop cards, 2 each
oaxaca-preview-category-stall = Market Stall values
oaxaca-preview-category-jewelry = Jewelry bonuses
oaxaca-preview-category-early = Early Morning die

## The AIs' reasons ($moving: told of moving a card's last tokens away)
oaxaca-why-only-move = nothing else can be done now
oaxaca-why-nothing-better = nothing better is possible now
oaxaca-why-end-turn = nothing more to gain this turn
oaxaca-why-no-better-use = this die has no better use this round
oaxaca-why-deck-token = a bonus token beside the { $craft } deck adds a point to each of its sales
oaxaca-why-new-tourist = the plan has no use for this round's tourists: a new one may help
oaxaca-why-collector = the next gather then picks from four cards instead of two
oaxaca-why-die-to-wild = that die has no good use as it is; a wild one has
oaxaca-why-reroll-idle = those dice have no good use this round; a new roll may give one
oaxaca-why-slows-leader = it slows the leading rival
oaxaca-why-slows-rival = it slows a rival whose Workshop holds { $cards }
oaxaca-why-card-gathered = the card gathered this turn
oaxaca-why-finishes-for = { $moving ->
    [yes] moving its last tokens away finishes { $cards } for the { $face } { $n ->
        [one] customer
       *[other] customers
    }
   *[no] it finishes { $cards } for the { $face } { $n ->
        [one] customer
       *[other] customers
    }
}
oaxaca-why-finishes-last-sale = { $moving ->
    [yes] moving its last tokens away finishes { $cards } in time for the last sale
   *[no] it finishes { $cards } in time for the last sale
}
oaxaca-why-finishes-to-sell = { $moving ->
    [yes] moving its last tokens away finishes { $cards }, ready to sell
   *[no] it finishes { $cards }, ready to sell
}
oaxaca-why-finishes-worth = { $moving ->
    [yes] moving its last tokens away finishes { $cards }: worth more in the Market Stall than in the Workshop
   *[no] it finishes { $cards }: worth more in the Market Stall than in the Workshop
}
oaxaca-why-finishes-points = { $moving ->
    [yes] moving its last tokens away finishes { $cards }: { $points } more than in the Workshop
   *[no] it finishes { $cards }: { $points } more than in the Workshop
}
oaxaca-why-brings = it brings { $cards }
oaxaca-why-down-to = { $card } down to { $tokens }
oaxaca-why-plan-values = the round's plan values it most now
oaxaca-why-free-for-customers = { $twice ->
    [yes] the die's craft twice over for the cards the customers want
   *[no] a free result for the cards the customers want
}
oaxaca-why-free-for-workshop = { $twice ->
    [yes] the die's craft twice over for the Workshop this turn
   *[no] a free result for the Workshop this turn
}
oaxaca-why-free-project = a free result to start another project with
oaxaca-why-plan-lacks = it gives this turn's plan the result it lacks
oaxaca-why-customers-want = { $same ->
    [yes] { $n ->
        [one] { $customers } wants { $craft }, and each { $craft } craft will work both cards
       *[other] { $customers } want { $craft }, and each { $craft } craft will work both cards
    }
   *[no] { $n ->
        [one] { $customers } wants { $craft }
       *[other] { $customers } want { $craft }
    }
}
oaxaca-why-another-card = another { $craft } card: each { $craft } craft then works them all
oaxaca-why-has-buyers = { $craft } has buyers to come, and the Workshop has room
oaxaca-why-project = a { $craft } project: two points at once, more once finished
oaxaca-why-no-card-yet = no { $craft } card in the Workshop holds a token yet: nothing better is left for the die
oaxaca-why-closer = { $n ->
    [1] the { $craft } card gets closer to the customers who want them
    [2] two { $craft } cards get closer to the customers who want them
    [3] three { $craft } cards get closer to the customers who want them
    [4] four { $craft } cards get closer to the customers who want them
    [5] five { $craft } cards get closer to the customers who want them
   *[other] { $n } { $craft } cards get closer to the customers who want them
}
oaxaca-why-tokens-gone = { $n ->
    [1] the { $craft } card needs this token gone before the game's end
    [2] two { $craft } cards need these tokens gone before the game's end
    [3] three { $craft } cards need these tokens gone before the game's end
    [4] four { $craft } cards need these tokens gone before the game's end
    [5] five { $craft } cards need these tokens gone before the game's end
   *[other] { $n } { $craft } cards need these tokens gone before the game's end
}
oaxaca-why-takes = it takes { $tokens } off { $card }, leaving { $left ->
    [0] no
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
   *[other] { $left }
}
oaxaca-why-early-deck-token = no card needs it now: as a deck token it adds a point to each sale of that craft
oaxaca-why-early-point = no card needs it now, and an early die is worth a point at the end
oaxaca-why-early-tomorrow = no card needs it today: tomorrow it starts on the face the Workshop needs
oaxaca-why-jar = a free token off { $card }
oaxaca-why-chest = every Workshop card loses a token at once
oaxaca-why-wheel = three tokens off { $card }, worth more than the card sent back
oaxaca-why-pit = after a wild craft the Firing Pit takes three more tokens
oaxaca-why-best-step = it is the best next step of the round's plan
oaxaca-why-every-die-useful = { $solo ->
    [yes] every die already shows something the Workshop or the customers can use
   *[no] every die already shows something the Workshop or the Market Stall can use
}
oaxaca-why-dice-useless = { $solo ->
    [yes] { $n ->
        [one] { $faces } does little for the Workshop and the customers this round
       *[other] { $faces } do little for the Workshop and the customers this round
    }
   *[no] { $n ->
        [one] { $faces } does little for the Workshop and the Market Stall this round
       *[other] { $faces } do little for the Workshop and the Market Stall this round
    }
}
oaxaca-and = { $first } and { $next }
oaxaca-why-keep-wanted = { $n ->
    [one] { $customers } wants { $craft }, and this one pays best for its tokens
   *[other] { $customers } want { $craft }, and this one pays best for its tokens
}
oaxaca-why-keep-bonus = its bonus will give an extra action every round once it is finished
oaxaca-why-keep-value = the best value for the tokens it needs
oaxaca-why-put-good-top = a good card: on top it is drawn again with the next gather
oaxaca-why-put-out-of-way = out of the way, so the next gather draws fresh cards
oaxaca-why-put-bottom = nobody else should find it on top
oaxaca-why-put-weak-top = a weak card on top slows the next gatherer
oaxaca-why-share = a free token off a card that is nearly done
oaxaca-why-share-none = no card gains from it
oaxaca-why-early-keep = a die of a chosen face next round is worth more than a token
oaxaca-why-early-token = every { $craft } sale from now on earns a point more
oaxaca-why-stop-later = the cards left are worth more kept for later customers
oaxaca-why-stop-none = no customer wants what is left
oaxaca-why-sell-any = { $points } points from a customer who takes anything, and no better buyer for it
oaxaca-why-sell-wanted = this customer wants { $face }: double value, { $points } points
oaxaca-why-customers-keep = the customers waiting already want what the Workshop is making
oaxaca-why-customers-idle = { $n ->
    [one] nothing in the Workshop is for the { $faces } customer
   *[other] nothing in the Workshop is for the { $faces } customers
}
oaxaca-why-customers-spare = the { $faces } cards have buyers enough
oaxaca-why-parts = { $first }; { $next }
oaxaca-why-customers-reroll = { $parts }: new faces may want the next cards

## Counts in words (as the English said them: words to ten, then digits)
oaxaca-n-cards = { $n ->
    [0] no cards
    [1] one card
    [2] two cards
    [3] three cards
    [4] four cards
    [5] five cards
    [6] six cards
    [7] seven cards
    [8] eight cards
    [9] nine cards
    [10] ten cards
   *[other] { $n } cards
}
oaxaca-n-tokens = { $n ->
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
oaxaca-n-dice = { $n ->
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
oaxaca-n-points = { $n ->
    [0] no points
    [1] one point
    [2] two points
    [3] three points
    [4] four points
    [5] five points
    [6] six points
    [7] seven points
    [8] eight points
    [9] nine points
    [10] ten points
   *[other] { $n } points
}
oaxaca-n-customers = { $n ->
    [0] no customers
    [1] one customer
    [2] two customers
    [3] three customers
    [4] four customers
    [5] five customers
    [6] six customers
    [7] seven customers
    [8] eight customers
    [9] nine customers
    [10] ten customers
   *[other] { $n } customers
}
oaxaca-a-customers = { $n ->
    [0] no customers
    [1] a customer
    [2] two customers
    [3] three customers
    [4] four customers
    [5] five customers
    [6] six customers
    [7] seven customers
    [8] eight customers
    [9] nine customers
    [10] ten customers
   *[other] { $n } customers
}
oaxaca-count-deck-token = { $n ->
    [one] { $n } deck token
   *[other] { $n } deck tokens
}

## The table's pieces, prompt and tooltips (scenes/oaxaca)
oaxaca-face-free-result = { $any ->
    [yes] free result (any one)
   *[no] free result
}
oaxaca-that-is-all = That is all
oaxaca-choose = Choose:
oaxaca-then = Then:
oaxaca-end-stalls = Market Stalls and Workshops
oaxaca-end-bought = What the customers bought
oaxaca-refuse-combine = Those two do not combine.
oaxaca-ask-scrap = Scrap this project? It goes to the bottom of its deck and its tokens return to the supply.
oaxaca-scrap-it = Scrap it
oaxaca-refuse-bonus = That bonus cannot be used now.
oaxaca-refuse-tourist = That tourist cannot help now.
oaxaca-tag-roll-again = roll again
oaxaca-box-day = Daylight
oaxaca-box-night = Nightfall
oaxaca-box-early = Early
oaxaca-box-free-own = Free results this turn
oaxaca-box-free = Free results
oaxaca-box-this-round = This round
oaxaca-customers = Customers
oaxaca-customers-each = Each buys one card a round.
oaxaca-customers-drag = Drag stall cards onto them.
oaxaca-keep-these = Keep these
oaxaca-keep-these-tip = Keep the roll as it is.
oaxaca-reroll-tip = Roll the marked dice again.
oaxaca-end-turn = End turn
oaxaca-end-turn-tip = End your turn.
oaxaca-end-turn-first = Use a die first: gather or craft.
oaxaca-put-down = Put it down
oaxaca-put-down-tip = Let go of the picked or combined result (Esc).
oaxaca-take-none = Take none
oaxaca-take-none-tip = Leave your tokens as they are.
oaxaca-keep-die = Keep the die
oaxaca-keep-die-last = Keep the early die: no round follows, and alone it scores nothing.
oaxaca-keep-die-tip = Keep the early die: it starts the next round on its face.
oaxaca-close-stall = Close the stall
oaxaca-close-stall-tip = No more sales this round.
oaxaca-keep-them = Keep them
oaxaca-keep-them-tip = The unsold customers keep their wishes.
oaxaca-reroll-customers-tip = Roll the marked customers again.
oaxaca-keep = Keep
oaxaca-keep-tip = Keep this card in your Workshop.
oaxaca-on-top = On top
oaxaca-on-top-tip = Back on top of its deck.
oaxaca-bottom = Bottom
oaxaca-bottom-tip = To the bottom of its deck.
oaxaca-counting = The third round is over. Counting…
oaxaca-prompt-combined = Combined: drag the pair onto a deck to gather, or onto a Workshop card to craft its kind.
oaxaca-prompt-picked = Now click where it goes: a deck, your Workshop, a card, another die.
oaxaca-prompt-used = Die used. Free results, stall cards and a tourist may still help; then End turn.
oaxaca-prompt-turn = Drag a Daylight die onto a deck to gather, or onto your Workshop to craft.
oaxaca-not-now = Not now.
oaxaca-early-riser = Early riser
oaxaca-early-riser-ask = Keep your last die for the next round, turned to any face.
oaxaca-tip-click-use = Click to use it.
oaxaca-tip-drag-sell = Drag it onto a customer to sell it.
oaxaca-tip-drawn = Drawn this round: yours to use once before the round ends.
oaxaca-tip-night = In the Nightfall box until next round.
oaxaca-tip-mark-reroll = Click to mark it for the re-roll.
oaxaca-tip-drag-die = Drag it onto a deck or your Workshop, or onto another die to combine them.
oaxaca-tip-free = Use it like a die, or combine it with a die.
oaxaca-tip-bought = Bought this round.
oaxaca-tip-price = Deck bonus tokens and jewelry bonuses add to the price.
oaxaca-your-workshop = Your Workshop
oaxaca-early-box = Early Morning box
oaxaca-tip-combined = Two results together make any one craft: drag it onto a deck to gather, or onto a Workshop card to craft its kind. Esc takes it apart.
oaxaca-tip-see-mat = Click to see the whole mat.
oaxaca-tip-not-this-round = Not this round's: a Time Traveller or Tin Frame may still borrow it.
oaxaca-you = You
oaxaca-tip-early-die = { $solo ->
    [yes] Kept for the early morning: it starts the next round on this face, or becomes a bonus token beside a deck at the round's end.
   *[no] Kept for the early morning: it starts the next round on this face, and is worth a point at the end if it is still there.
}
oaxaca-tip-early-box = { $solo ->
    [yes] Your last die of a round may wait here, turned to any face, for the next round: at the round's end it may become a bonus token beside a deck instead.
   *[no] Your last die of a round may wait here, turned to any face, for the next round: it is worth a point at the end.
}
oaxaca-customer-reviews = Customer reviews
oaxaca-workshop = Workshop
oaxaca-seed = Seed { $seed }
oaxaca-empty-stall = an empty stall
oaxaca-nothing-sold = nothing sold
oaxaca-pts = { $points } pts
oaxaca-stall-cards = stall cards
oaxaca-visited-tourist = visited a tourist
oaxaca-meeple-ready = meeple ready
oaxaca-empty-space = empty space
oaxaca-none-yet = none yet
oaxaca-any-craft = any craft
oaxaca-supply = supply
oaxaca-cancel = Cancel
oaxaca-visited = visited

## Refusals (why_illegal), said at the door
oaxaca-refuse-expected-reroll = Choose which dice to roll again first (or keep them all).
oaxaca-refuse-expected-keep = Keep one of the gathered cards first.
oaxaca-refuse-expected-put-back = Put the other gathered cards back first, on top or at the bottom of the deck.
oaxaca-refuse-expected-share = Choose a card to take a token off, or none.
oaxaca-refuse-expected-early = Decide what becomes of your Early Morning die first.
oaxaca-refuse-expected-sell = Sell to your customers, or stop selling.
oaxaca-refuse-expected-customers = Choose which customers to roll again first.
oaxaca-refuse-name-each-die = Name each die once.
oaxaca-refuse-reroll-daylight = Only the dice in your Daylight box may be rolled again.
oaxaca-refuse-reroll-early = The Early Morning die keeps its face: it is not rolled.
oaxaca-refuse-keep-drawn = Keep one of the cards you drew.
oaxaca-refuse-put-back-drawn = Put back one of the cards you drew and did not keep.
oaxaca-refuse-share-card = Choose a card in your Workshop that still has a token.
oaxaca-refuse-supply-empty = The supply has no craft token left.
oaxaca-refuse-name-each-customer = Name each customer once.
oaxaca-refuse-no-customer = There is no such customer.
oaxaca-refuse-customer-bought-rolls = A customer who bought is rolled again anyway.
oaxaca-refuse-customer-bought = That customer has already bought this round.
oaxaca-refuse-sell-stall = Sell a card from your Market Stall.
oaxaca-refuse-banner-not-for-sale = Your banner is not for sale.
oaxaca-refuse-name-source = Name a die or a free result.
oaxaca-refuse-combine-two = A result combines at most two: a die and one other result.
oaxaca-refuse-die-not-daylight = That die is not in your Daylight box.
oaxaca-refuse-die-itself = A die cannot be combined with itself.
oaxaca-refuse-two-free = Two free results never combine; combine a die with one.
oaxaca-refuse-free-not-yours = That free result is not yours to use (used, or never gained).
oaxaca-refuse-combine-die = Combine a die with another result.
oaxaca-refuse-die-first = Name the die first: d2+f0.
oaxaca-refuse-die-used-free = You have already used a die this turn; free results remain.
oaxaca-refuse-die-used = You have already used a die this turn.
oaxaca-refuse-workshop-full = Your Workshop is full: scrap a project first to gather.
oaxaca-refuse-workshop-empty-craft = Your Workshop is empty: there is nothing to craft. Gather first.
oaxaca-refuse-wild-only = Only a wild result crafts a single card of any kind.
oaxaca-refuse-wild-names-card = A wild craft names the Workshop card it works on.
oaxaca-refuse-card-no-token = That card has no token left.
oaxaca-refuse-craft-no-card = A craft result works every matching card: name no card.
oaxaca-refuse-wild-one-card = A wild result crafts one card: drop it on the card.
oaxaca-refuse-activate-stall = Only cards in your Market Stall can be activated.
oaxaca-refuse-activate-two = You have already activated two Market Stall cards this turn.
oaxaca-refuse-no-tourist = There is no such tourist.
oaxaca-refuse-meeple-visited = Your meeple has already visited a tourist this round.
oaxaca-refuse-tourists-this-round = Only this round's two tourists can be visited.
oaxaca-refuse-scrap-workshop = Only a card in your Workshop can be scrapped.
oaxaca-refuse-early-last-die = Only your last Daylight die can be kept for the early morning.
oaxaca-refuse-face-1-6 = Turn it to a face from 1 to 6.
oaxaca-refuse-end-turn-first = Use a die first: gather or craft (or keep your last die for the early morning).
oaxaca-refuse-not-a-turn-move = That is not something to do on a turn.
oaxaca-refuse-bonus-choices = That bonus needs its choices.
oaxaca-refuse-double-before = You have already used your die this turn: use it before the die's craft.
oaxaca-refuse-wild-first = This answers a wild craft: craft with a wild first.
oaxaca-refuse-tourist-deck-empty = The tourist deck is empty.
oaxaca-refuse-tourist-drawn = You already drew a tourist this round.
oaxaca-refuse-workshop-empty = Your Workshop is empty.
oaxaca-refuse-refresh-choose = Choose another of your stall cards that is turned sideways.
oaxaca-refuse-not-borrowable = That bonus cannot be borrowed (passives, the wild-craft bonus and borrowing cards never are).
oaxaca-refuse-borrowed-not-now = That borrowed bonus cannot be used that way now.
oaxaca-refuse-bonus-not-now = That bonus cannot be used that way now.
oaxaca-refuse-name-deck = Name a deck: { $names }.
oaxaca-refuse-customer-wants = This customer wants { $want }, not { $craft }.
oaxaca-refuse-not-a-source = { $part } is neither a die (d0-d4) nor a free result (f0, f1...).
oaxaca-refuse-no-die = You have no die { $part }.
oaxaca-refuse-result-gathers = That result gathers { $faces }, not { $craft }.
oaxaca-refuse-deck-empty = The { $craft } deck is empty.
oaxaca-refuse-name-craft = Name a craft: { $names }, or wild.
oaxaca-refuse-result-crafts = That result crafts { $faces }, not { $craft }.
oaxaca-refuse-passive = { $card } is passive: always on, never turned.
oaxaca-refuse-turned = { $card } is already turned sideways this round.
oaxaca-raw-craft = { $craft ->
    [pottery] pottery
    [jewelry] jewelry
    [textile] textile
    [woodcarving] woodcarving
    [tin] tin
    [wild] wild
   *[other] { $craft }
}
oaxaca-count-token = { $n ->
    [one] { $n } token
   *[other] { $n } tokens
}

## The progress line of a save (the Load screen, Continue)
