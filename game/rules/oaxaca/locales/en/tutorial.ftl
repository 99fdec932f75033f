### Oaxaca: the guided first game's words (English)


# The game's goal and the solo customers
oaxaca-tutorial-welcome = Welcome to Oaxaca. You lead a family of craftspeople for three rounds. You take craft cards into your Workshop, work the tokens off them with your dice, and a card with no tokens left is finished: it moves to your Market Stall.
oaxaca-tutorial-customers = Playing alone, your points come only from sales. These five dice are your customers: each wants one kind of craft. A customer pays double a finished card's value for its own craft; the star (wild) customer buys any card at its value. Two of them want pottery (the vase).

# Turn 1: the roll, a re-roll and a gather
oaxaca-tutorial-reroll = Each round starts with a roll of your five dice, here in the Daylight box. Each face is a craft: pottery (the vase), jewelry (the gem), textile (the cloth), woodcarving (the top), tin art (the heart); a star is wild. You may roll some of them once more. Keep the pottery die and the star: click the cloth, the gem and the heart, then press [b]Re-roll 3 dice[/b].
oaxaca-tutorial-reroll-wrong = Click the textile (cloth), jewelry (gem) and tin art (heart) dice, then press Re-roll 3 dice on the prompt line.
oaxaca-tutorial-gather = Two pottery dice now, a jewelry die, the star and a woodcarving die. A turn uses one die, for one of two things: gather or craft. To gather, a die draws two cards from its own deck and you keep one. Drag a pottery die (the vase) onto the pottery deck.
oaxaca-tutorial-gather-wrong = Drag a pottery die (the vase) onto the pottery deck, the first deck on the left.
oaxaca-tutorial-keep-card = Two pottery cards. The number in the corner is its value and also the tokens you must work off it. The Glazed Bowl is worth 3, so three crafts finish it. Press [b]Keep[/b] under the Glazed Bowl.
oaxaca-tutorial-keep-card-wrong = Press Keep under the Glazed Bowl: a small card is finished sooner, and this round it can still be sold.
oaxaca-tutorial-put-back = The other card goes back to its deck, on top or at the bottom. The Clay Pot is worth 5 and two customers want pottery: press [b]On top[/b] under it, to draw it again soon.
oaxaca-tutorial-put-back-wrong = Press On top under the Clay Pot: it waits on top of its deck.
oaxaca-tutorial-workshop = The bowl is in your Workshop, carrying three tokens. The Workshop holds three cards; a card you give up can be dragged back onto its deck (scrapped), losing its tokens. Your die rests in the Nightfall box until the next round.
oaxaca-tutorial-end-turn = Your die is used, so the turn can end. Before ending, a turn may also use up to two Market Stall cards, and once a round one of the tourists at the top. Nothing else for now: press [b]End turn[/b].
oaxaca-tutorial-end-turn-wrong = Press End turn on the prompt line.

# Turn 2: a craft, a tourist and a free wild
oaxaca-tutorial-craft = Crafting: a die takes a token off every Workshop card of its own craft. Drag your other pottery die onto your Workshop to work the bowl.
oaxaca-tutorial-craft-wrong = Drag the other pottery die (the vase) onto your Workshop.
oaxaca-tutorial-tourist = The tourists help once a round. This round's pair is the first column, marked Round 1; the others wait for their rounds. The Wandering Artist gives a free wild result, on top of your die. Click the Wandering Artist.
oaxaca-tutorial-tourist-wrong = Click the Wandering Artist, the lower tourist of the first column.
oaxaca-tutorial-free-wild = The free result waits in the [b]Free results this turn[/b] box and works like a die, but only during this turn. A wild crafts one card of any craft: drag it onto the Glazed Bowl, one more token off it.
oaxaca-tutorial-free-wild-wrong = Drag the free wild from the Free results box onto the Glazed Bowl.
oaxaca-tutorial-end-turn-again = One token left on the bowl. End the turn.
oaxaca-tutorial-end-turn-again-wrong = Press End turn on the prompt line.

# Turn 3: a combination, the Market Stall and a wild gather
oaxaca-tutorial-combine = No pottery die is left, but two results together make any craft you want. Drag the woodcarving die (the top) onto the jewelry die (the gem): the pair moves to the Free results box, marked [b]any craft[/b]. Then drag the pair onto the Glazed Bowl to craft pottery.
oaxaca-tutorial-combine-wrong = Drag the top die onto the gem die, then drag the pair from the Free results box onto the Glazed Bowl: that finishes it.
oaxaca-tutorial-finished = The bowl has no tokens left, so it is finished and sits in your Market Stall, ready for a customer. A stall card also gives its bonus once a round; the Banner, worth nothing, gives a free wild.
oaxaca-tutorial-banner = Use the Banner now: click it for a free wild result. A stall card turned this way rests until the next round.
oaxaca-tutorial-banner-wrong = Click the Banner in your Market Stall.
oaxaca-tutorial-wild-gather = A wild gathers a single card, but from any deck. Drag the wild onto the pottery deck: it draws the Clay Pot you put on top.
oaxaca-tutorial-wild-gather-wrong = Drag the free wild from your mat onto the pottery deck, the first one.
oaxaca-tutorial-end-turn-last-die = End the turn. One die is left, the star.
oaxaca-tutorial-end-turn-last-die-wrong = Press End turn on the prompt line.

# Turn 4: the last die
oaxaca-tutorial-early-riser = Your last die is the star. Instead of using it now, a round's last die may wait in the box marked [b]Early[/b], turned to any face. Drag it there and choose pottery.
oaxaca-tutorial-early-riser-wrong = Drag the star die into the Early box and choose pottery.
oaxaca-tutorial-end-round = All your dice are used: end the turn, and the round ends.
oaxaca-tutorial-end-round-wrong = Press End turn on the prompt line.

# The round's end, alone: the early die's token and the sales
oaxaca-tutorial-early-token = The early die may start the next round on its face. Playing alone, it may instead become a bonus token beside any deck: each token adds a point to every sale of that craft, for the whole game. Two customers want pottery: drag it onto the pottery deck, just before you sell the bowl.
oaxaca-tutorial-early-token-wrong = Drag the early die onto the pottery deck.
oaxaca-tutorial-sell = The sales. Each customer buys at most one card a round. Drag the Glazed Bowl onto the first customer, who wants pottery: twice its value 3, plus 1 for the pottery token, is 7 points.
oaxaca-tutorial-sell-wrong = Drag the Glazed Bowl onto the first customer, the pottery one.
oaxaca-tutorial-close-stall = Nothing else to sell: close the stall.
oaxaca-tutorial-close-stall-wrong = Press Close the stall on the prompt line.
oaxaca-tutorial-keep-customers = The customer who bought will roll a new wish. The others may keep theirs or roll again. Two want anything at all, one textile and one pottery, for your Clay Pot: keep them.
oaxaca-tutorial-keep-customers-wrong = Press Keep them: the pottery customer waits for your Clay Pot.

# The free rounds and the closing note
oaxaca-tutorial-free-play = That was a whole round. Two more follow, with the next column of tourists. Two customers want pottery now: finish your Clay Pot for one of them, and keep a few crafts for the last sales. Play on to the end of the third round.
oaxaca-tutorial-game-over = The game is over. Only sales score: double the value for a matching customer, the value for a wild one, plus the bonus tokens of that craft. Cards left in your Workshop or Stall score nothing. The customers review you: 45 or more is the best, below 30 the worst.
