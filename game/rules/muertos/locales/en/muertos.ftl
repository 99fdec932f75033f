### Día de los Muertos: everything the game says (English)

## Names: the cards (data/muertos/cards.yaml, by id), their kinds, the colours, the nights
muertos-card-choose = Choose
muertos-card-spoiled = Spoiled
muertos-card-ask = Ask
muertos-card-swap = Swap
muertos-card-no10-black = Black 3
muertos-card-start = Start
muertos-card-ten-1 = Black 10
muertos-card-ten-2 = Black 10
muertos-card-ten-3 = Black 10
muertos-card-no10-pink = Pink 3
muertos-card-five-pink = Pink 5
muertos-card-seven-pink = Pink 7
muertos-card-eight-pink = Pink 8
muertos-card-no10-green = Green 3
muertos-card-five-green = Green 5
muertos-card-seven-green = Green 7
muertos-card-eight-green = Green 8
muertos-card-no10-blue = Blue 3
muertos-card-five-blue = Blue 5
muertos-card-seven-blue = Blue 7
muertos-card-eight-blue = Blue 8
muertos-card-food-1 = Pan de muerto
muertos-card-food-2 = Tamales
muertos-card-food-3 = Mole
muertos-card-food-4 = Calabaza en tacha
muertos-card-food-5 = Atole
muertos-card-food-6 = Sugar skull
muertos-card-food-7 = Hot chocolate
muertos-card-food-8 = Pozole
muertos-card-food-9 = Fruit basket
muertos-card-animal-1 = Xolo the dog
muertos-card-animal-2 = The cat
muertos-card-animal-3 = The monarch butterfly
muertos-card-animal-4 = The hummingbird
muertos-card-child-1 = Little Ana
muertos-card-child-2 = Little Beto
muertos-card-child-3 = Little Chela
muertos-card-child-4 = Little Dani
muertos-card-adult-1 = Don Emilio
muertos-card-adult-2 = Doña Flor
muertos-card-adult-3 = Don Gabino
muertos-card-adult-4 = Doña Hilda
muertos-card-scoring = { $name } ({ $what } { $rank })
muertos-card-ranked = { $name } { $rank }
muertos-card-the-start = the Start { $rank }
muertos-cards = { $cards }
muertos-kind-food = Food
muertos-group-animal = Animal
muertos-group-child = Child
muertos-group-adult = Adult
muertos-colour-black = black
muertos-colour-pink = pink
muertos-colour-green = green
muertos-colour-blue = blue
muertos-colour-name-black = Black
muertos-colour-name-pink = Pink
muertos-colour-name-green = Green
muertos-colour-name-blue = Blue
muertos-night-animal = Night of the animals
muertos-night-child = Night of the children
muertos-night-adult = Night of the adults

## Who: the viewer, the dummy, another player
muertos-you = You
muertos-you-object = you
muertos-the-dummy = the dummy
muertos-the-game = The game
muertos-and = and
muertos-for-the-dummy = { $name }, for the dummy,
muertos-object = { $who ->
    [you] you
    [dummy] the dummy
   *[other] { $name }
}
muertos-themselves = { $you ->
    [yes] yourself
   *[no] themselves
}

## Ask's questions and their answers
muertos-question-highest = what is your highest card?
muertos-question-rank = how many { $rank }s do you hold?
muertos-question-colour = how many { $colour ->
    [black] black
    [pink] pink
    [green] green
   *[blue] blue
} cards do you hold?
muertos-question-most = which colour do you hold most?
muertos-question-hold = do you hold a { $colour ->
    [black] black
    [pink] pink
    [green] green
   *[blue] blue
} { $rank }?
muertos-answer-none = no cards left
muertos-answer-yes = yes
muertos-answer-no = no

## The log
muertos-log-night = { $night }: seven cards each.
muertos-log-night-dummy = { $you ->
    [yes] You play
   *[no] { $name } plays
} with the face-up dummy tonight.
muertos-log-night-lead = { $name } { $you ->
    [yes] lead
   *[no] leads
} the Start card.
muertos-log-deal = Your hand: { $cards }.
muertos-log-deal-dummy = The dummy's hand, face up: { $cards }.
muertos-log-play = { $name } { $you ->
    [yes] play
   *[no] plays
} { $card }.
muertos-log-play-naming = { $name } { $you ->
    [yes] play
   *[no] plays
} { $card }, naming { $colour }.
muertos-log-set-aside = { $name } { $you ->
    [yes] set
   *[no] sets
} { $card } aside: no card in the hand could be played.
muertos-log-ask = { $name } { $you ->
    [yes] ask
   *[no] asks
} { $asked }: { $question }
muertos-log-ask-tie = Several colours tie: the answer is the asked player's pick.
muertos-log-ask-answer = Answer: { $answer }.
muertos-log-answer = { $name } { $you ->
    [yes] answer
   *[no] answers
} { $colour }.
muertos-log-swap-give = { $name } { $you ->
    [yes] pass
   *[no] passes
} { $card } across to { $other }.
muertos-log-swap-return = { $name } { $you ->
    [yes] pass
   *[no] passes
} { $card } back to { $other }.
muertos-log-gift-take = { $name } { $you ->
    [yes] take
   *[no] takes
} { $card } from { $other }.
muertos-log-gift-give = { $name } { $you ->
    [yes] give
   *[no] gives
} { $card } to { $other }.
muertos-a-card = a card
muertos-a-card-at-random = a card at random
muertos-log-cancel = { $who ->
    [you] Your
    [dummy] The dummy's
   *[other] { $name }'s
} 3 cancels { $whom ->
    [you] your
    [dummy] the dummy's
   *[other] { $other }'s
} 10.
muertos-log-trick = { $name } { $you ->
    [yes] win
   *[no] wins
} the trick.
muertos-log-trick-won = { $name } { $you ->
    [yes] win
   *[no] wins
} the trick, capturing { $cards }.
muertos-log-gifts = Gifts are exchanged.
muertos-log-gifts-spoiled = Spoiled was in it: gifts are exchanged.
muertos-log-side-count = { $first } and { $second }: { $food } Food, { $muertos } Muertos
muertos-log-sides = { $first }; { $second }
muertos-log-night-over = { $night } is over. { $sides }.
muertos-log-game-over = The third night is over: { $winners } { $many ->
    [yes] win
   *[no] wins
}.

## Moves in words (data/muertos/moves.yaml, by move; playing and asking)
muertos-move-set-aside = Set { $card } aside.
muertos-move-swap-give = Pass { $card } to your partner.
muertos-move-swap-return = Pass { $card } back.
muertos-move-gift-take = Take { $card } from the dummy.
muertos-move-gift-give = Give { $card }.
muertos-move-answer = Answer { $colour }.
muertos-move-cancel-ten = Cancel the 10 played from place { $place }.
muertos-do-play = Play { $card }.
muertos-do-play-naming = Play { $card }, naming { $colour }.
muertos-do-ask-yourself = Ask yourself: { $question }
muertos-do-ask = Ask the player at place { $place }: { $question }

## The score sheet
muertos-sheet-food = Food captured
muertos-sheet-muertos = Muertos captured
muertos-sheet-pairs = Pairs
muertos-sheet-food-muertos = Food / Muertos
muertos-sheet-kingmaker = { $name } could no longer win before the last night and shares { $you ->
    [yes] your
   *[no] { $mate }'s
} result.
muertos-headline-partners = { $first } and { $second } win!
muertos-headline-shared = { $name } { $you ->
    [yes] win
   *[no] wins
}, and { $others } { $n ->
    [one] shares
   *[other] share
} it!
muertos-headline-one = { $name } { $you ->
    [yes] win
   *[no] wins
}!
muertos-headline-many = A shared win for { $names }
muertos-headline-nobody = Nobody wins
muertos-sheet-tied-food = Tied on pairs: broken by the most Food.
muertos-sheet-tied-muertos = Tied on pairs and Food: broken by the most Muertos.
muertos-sheet-tied-shared = Tied on pairs, Food and Muertos: the win is shared.
muertos-verdict-tiebreak-food = { $pairs ->
    [one] 1 pair
   *[other] { $pairs } pairs
} each at the top over three nights: the tie goes to the most Food, { $won } to { $lost }.
muertos-verdict-tiebreak-muertos = { $pairs ->
    [one] 1 pair
   *[other] { $pairs } pairs
} each at the top over three nights: the tie goes to the most Muertos after the same Food, { $won } to { $lost }.
muertos-verdict-shared = { $pairs ->
    [one] 1 pair
   *[other] { $pairs } pairs
} each over three nights, and the same Food and Muertos: the win is shared.
muertos-verdict-level = { $pairs ->
    [one] 1 pair
   *[other] { $pairs } pairs
} each over three nights.
muertos-verdict = { $pairs ->
    [one] 1 pair
   *[other] { $pairs } pairs
} to { $rest } over three nights. Ties go to the most Food, then the most Muertos.

## The bots' reasons for their moves (said after the bot's name in the log)
muertos-why-searched = it came out best in { $n } simulated games
muertos-why-looked-best = it looked best
muertos-why-set-aside-lowest = no card could be played: it sets aside its lowest card, { $card }
muertos-why-set-aside = no card could be played: it sets aside { $card }
muertos-why-swap-highest = passes its highest card, { $card }, to its partner
muertos-why-swap = passes { $card } to its partner: { $searched }
muertos-why-take-scoring = takes { $card } from the dummy: a scoring card
muertos-why-take-highest = takes the dummy's highest card, { $card }
muertos-why-take = takes { $card } from the dummy: { $searched }
muertos-why-cancel-winning = cancels the 10 that was winning the trick
muertos-why-cancel = cancels an opposing 10 that was not winning: { $searched }
muertos-why-ask = asks { $whom ->
    [self] itself
    [partner] its partner
   *[opponent] an opponent
}: { $question }
muertos-why-answer = names { $colour }, one of the colours it holds most
muertos-why-give = gives { $card } to { $to ->
    [winner] the trick's winner
   *[partner] its partner
}: { $searched }
muertos-why-give-lowest = gives its lowest card, { $card }, to { $to ->
    [winner] the trick's winner
   *[partner] its partner
}
muertos-why-give-keeping = gives { $card } to { $to ->
    [winner] the trick's winner
   *[partner] its partner
}, keeping its Food and Muertos
muertos-why-lead-muertos = leads { $card }: { $n ->
    [0] no card still out can beat it
    [1] only 1 card still out can beat it
   *[other] { $n } cards still out could beat it
}
muertos-why-lead-lowest = leads its lowest card, { $card }, keeping the strong cards for later
muertos-why-lead-lowest-colour = leads its lowest { $colour ->
    [black] black
    [pink] pink
    [green] green
   *[blue] blue
} card, { $card }
muertos-why-lead-highest = leads its highest card, { $card }
muertos-why-lead = leads { $card }: { $searched }
muertos-why-over-partner = plays { $card } over its partner's { $rank }: { $searched }
muertos-why-add-to-partner = adds { $card } to the trick its partner is winning
muertos-why-under-partner = plays { $card } under its partner's { $rank }, who is winning the trick
muertos-why-play-three = plays { $card } to cancel the opposing 10 at the end of the trick
muertos-why-take-lead-capture = takes the lead of the trick with { $card }, to capture { $cards }{ $pairs ->
    [0] {""}
    [1] : a new pair tonight
   *[other] : { $pairs } new pairs tonight
}
muertos-why-take-lead = takes the lead of the trick with { $card }
muertos-why-only-scoring = has only scoring cards to play: { $card } goes to the trick the opponents are winning
muertos-why-let-scoring-go = lets { $card } go to the trick the opponents are winning: { $searched }
muertos-why-match = matches the top { $rank }, but the card played first keeps the trick
muertos-why-cannot-lowest = cannot take the trick: plays its lowest card, { $card }
muertos-why-cannot = cannot take the trick: plays { $card }
muertos-why-let-go-lowest = lets the trick go with its lowest card, { $card }, keeping the stronger cards
muertos-why-let-go = lets the trick go with { $card }: { $searched }

## The table: what each card does (tooltips)
muertos-help-choose = Name a colour as you play it; not tonight's Muertos colour.
muertos-help-spoiled = No Food may follow it in this trick; its winner exchanges gifts.
muertos-help-ask = Ask anyone one question, answered truthfully.
muertos-help-swap = Pass a card to your partner, who passes one back.
muertos-help-no10 = At the end of the trick it cancels one opposing 10.
muertos-help-start = Leads the first trick of every night.
muertos-help-food = Scoring: pairs with a Muertos card.
muertos-help-muertos = Scoring: pairs with a Food card.
muertos-help-plain = A { $colour } { $rank }.

## The table's words
muertos-table-trick-colours = Colours in this trick:
muertos-table-spoiled = Spoiled: no more Food this trick
muertos-table-captured = Captured tonight
muertos-table-captured-none = nothing yet
muertos-table-captured-key = F: Food · M: Muertos
muertos-table-discards = Discards
muertos-table-discards-tip = The discards
muertos-table-discards-how = Click to look through them.
muertos-table-discards-click = click to look
muertos-table-discards-sheet = Tonight's discards, sorted (click or Esc to close)
muertos-table-discards-none = Nothing has been discarded tonight.
muertos-table-partner = Partner
muertos-table-partner-tonight = Partner tonight
muertos-table-opponent = Opponent
muertos-table-thinking = thinking…
muertos-table-scores = Scores
muertos-table-tonight = Tonight
muertos-table-pairs = Pairs
muertos-table-kingmaker = Kingmaker:
muertos-table-three-nights = Three nights
muertos-table-replay = A replay: step through the game with the bar above.
muertos-table-over = The third night is over. Counting the pairs…
muertos-table-wins = Wins
muertos-table-cancels = cancels
muertos-seating-4 = Partners sit opposite.
muertos-seating-3-1 = Three players: the dummy
muertos-seating-3-2 = plays face up for its
muertos-seating-3-3 = partner tonight.
muertos-score-hint-4 = A pair is one Food and one Muertos, from any nights.
muertos-score-hint-3 = Each night, a player scores what their side captured.
muertos-card-count = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
muertos-dummy-tag = Dummy ({ $yours ->
    [yes] yours
   *[no] { $name }
})
muertos-tally-short = { $food } F · { $muertos } M
muertos-tally = { $food } Food, { $muertos } Muertos
muertos-score-cell = { $food }F { $muertos }M
muertos-night-label = Night { $n }
muertos-night-tag = { $night } · night { $n } of 3
muertos-trick-tag = Trick { $n } of 7
muertos-colour-tag = Muertos colour: { $colour }
muertos-night-heading = { $night } · Muertos colour { $colour }
muertos-played-as = as { $colour }
muertos-side-yours = Your side
muertos-side-theirs = Their side
muertos-side-theirs-short = Theirs
muertos-you-label = You
muertos-you-dummy = the dummy
muertos-thinking = { $name } is thinking…
muertos-kingmaker-you = you can no longer win alone; you win if { $mate } does.
muertos-kingmaker = { $name } can no longer win alone; { $name } wins if { $you ->
    [yes] you do
   *[no] { $mate } does
}.

## Ask: whom, which question, which rank or colour
muertos-ask-button-highest = Highest card?
muertos-ask-button-rank = How many of a rank?
muertos-ask-button-colour = How many of a colour?
muertos-ask-button-most = Colour held most?
muertos-ask-button-hold = Holds a given card?
muertos-ask-tip-highest = Ask for the highest rank in their hand.
muertos-ask-tip-rank = Ask how many cards of one rank they hold: you pick the rank next.
muertos-ask-tip-colour = Ask how many cards of one colour they hold: you pick the colour next.
muertos-ask-tip-most = Ask which colour they hold most cards of (on a tie, they pick one of the tied colours).
muertos-ask-tip-hold = Ask whether they hold one card, a rank in a colour: you pick the rank, then the colour.
muertos-ask-back-label = Back
muertos-ask-back-target = Ask a different player.
muertos-ask-back-question = Choose another question.
muertos-ask-back-rank = Choose another rank.
muertos-tip-answer = Your answer.
muertos-tip-target = Ask this player.
muertos-tip-rank = This rank.
muertos-tip-colour = This colour.
muertos-tip-name-colour = Name { $colour }.
muertos-ask-me = Me
muertos-ask-dummy = Dummy
muertos-ask-step-question = Ask { $who ->
    [you] yourself
    [dummy] the dummy
   *[other] { $name }
}: which question?
muertos-ask-step-rank = Ask { $who ->
    [you] yourself
    [dummy] the dummy
   *[other] { $name }
}: which rank?
muertos-ask-step-colour = Ask { $who ->
    [you] yourself
    [dummy] the dummy
   *[other] { $name }
}: which colour?

## The prompt bar
muertos-prompt-ask = Ask: whom, then which question.
muertos-prompt-answer = Several colours tie for your most: pick the answer.
muertos-prompt-swap-return = Swap: click the card to pass back.
muertos-prompt-cancel = Your 3 faces several opposing 10s: click the one it cancels.
muertos-prompt-gift-take = The dummy won: click the card you take from its hand.
muertos-prompt-gift-give = Gift exchange: click the card you give the winner.
muertos-prompt-set-aside = No card in { $dummy ->
    [yes] the dummy's
   *[no] your
} hand can be played: double-click one to set it aside.
muertos-prompt-choosing = Name the colour Choose counts as:
muertos-prompt-play = Play a card from { $dummy ->
    [yes] the dummy's
   *[no] your
} hand: drag it to the table or double-click it.
muertos-prompt-swap-give = Swap: click the card { $dummy ->
    [yes] the dummy's
   *[no] your
} hand passes to the partner.

## The card faces: the plate over the picture, the ribbon below
muertos-plate-choose = Choose
muertos-plate-spoiled = Spoiled
muertos-plate-ask = Ask
muertos-plate-swap = Swap
muertos-plate-no10 = No 10
muertos-plate-start = Start
muertos-plate-food = Food
muertos-plate-animal = Animal
muertos-plate-child = Child
muertos-plate-adult = Adult
muertos-effect-choose = Name a colour for it
muertos-effect-spoiled = No Food may follow it
muertos-effect-ask = Ask anyone one question
muertos-effect-swap = Trade with your partner
muertos-effect-no10 = Cancels an opposing 10
muertos-effect-start = Leads the first trick

## The line under a finished trick
muertos-read-wins = { $name } { $you ->
    [yes] win
   *[no] wins
} the trick with { $card }
muertos-read-both-cancelled = : the two 3s cancelled both 10s.
muertos-read-cancelled = { $who ->
    [you] your
    [dummy] the dummy's
   *[other] { $name }'s
} 3 cancelled { $whom ->
    [you] your
    [dummy] the dummy's
   *[other] { $other }'s
} 10.
muertos-read-cancelled-start = { $who ->
    [you] Your
    [dummy] The dummy's
   *[other] { $name }'s
} 3 cancelled { $whom ->
    [you] your
    [dummy] the dummy's
   *[other] { $other }'s
} 10.
muertos-read-tie = : played first, it beats { $who ->
    [you] your
    [dummy] the dummy's
   *[other] { $name }'s
} { $card }.
muertos-read-aside = : { $who ->
    [you] your
    [dummy] the dummy's
   *[other] { $name }'s
} { $card } was set aside and counts for nothing.
muertos-read-highest = , the highest card.

## Refusals: why a move may not be made now
muertos-refuse-not-in-hand = That card is not in the hand.
muertos-refuse-choose-needs-colour = Choose needs a colour: black, pink, green or blue.
muertos-refuse-choose-muertos-colour = Choose may not name { $colour }, the colour of tonight's Muertos.
muertos-refuse-only-choose = Only Choose names a colour.
muertos-refuse-set-aside = A card in the hand can be played, so none may be set aside.
muertos-refuse-ask-someone = Ask someone at the table.
muertos-refuse-ask-questions = Ask one of these questions: { $questions }.
muertos-refuse-question-needs = That question needs { $question ->
    [rank] a rank
    [colour] a colour
    [hold] a rank and a colour
   *[other] nothing more
}
muertos-refuse-no-rank = No card has that rank.
muertos-refuse-colours = The colours are black, pink, green and blue.
muertos-refuse-no-card = No card is of that rank and colour.
muertos-refuse-answer = Answer with one of the colours held most.
muertos-refuse-not-a-ten = That is not an opposing 10 here.
muertos-refuse-not-in-dummy = That card is not in the dummy's hand.
muertos-refuse-no-such-move = That move does not exist in this game.
muertos-refuse-start-leads = The Start card leads the first trick of the night.
muertos-refuse-spoiled = Spoiled is in this trick: no Food may follow it.
muertos-refuse-colour-played = { $colour ->
    [black] Black
    [pink] Pink
    [green] Green
   *[blue] Blue
} was already played to this trick.
muertos-refuse-phase-play = Play a card to the trick.
muertos-refuse-phase-ask = Ask your question first.
muertos-refuse-phase-answer = Answer the question first.
muertos-refuse-phase-swap-give = Pass a card to your partner first.
muertos-refuse-phase-swap-return = Pass a card back first.
muertos-refuse-phase-cancel = Choose which 10 the 3 cancels first.
muertos-refuse-phase-gift-take = Choose the card to take from the dummy first.
muertos-refuse-phase-gift-give = Give a card to the trick's winner first.
muertos-refuse-phase-over = The game is over.

## The progress line of a save (the Load screen, Continue)
