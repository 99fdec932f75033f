### Die of the Dead: the guided first game's words (English)

# the title

# the goal
dotd-tutorial-welcome = Welcome to Die of the Dead, played solo. You dress an ofrenda with dice drafted from four caskets. Each finished side of it moves your scoring die up these [b]marigold steps[/b]: the steps you climb are your score. Reach 12 for a good ofrenda, 18 for a perfect one.
dotd-tutorial-ofrenda = This is your ofrenda: twelve cells around a square. Each side is one item's section: marigolds on top, incense on the right, candles at the bottom, bread on the left. A corner cell belongs to both sides that meet there. Once a side holds four dice it is scored.
dotd-tutorial-caskets = These are the four caskets. The token board under each one names its item: candle, marigold, bread, incense. A casket is where you draft dice from, and a die drafted from it may only go into that item's section.

# setup: stocked for the learner but the last die
dotd-tutorial-place-last-die = Before the first round the caskets are stocked: three dice of three different colours in each, chosen from the box in this panel. All but the last die are in. Put a [b]purple[/b] die into the incense casket: drag it there, or click it and then the casket. The dice left in the box then leave the game.
dotd-tutorial-place-last-die-wrong = Put a purple die into the incense casket, the one on the right.
dotd-tutorial-city = This is the City of the Dead: fifteen dice, three of each colour. Every die you draft is paid for with one of them, so the City is your clock. The game ends in the round its last die is spent (or when your ofrenda is full).

# round 1: open, draft, pay
dotd-tutorial-open-candle = A round starts with you opening a casket: any dice on its lid tip in, and everything inside is rolled. Open the [b]candle[/b] casket.
dotd-tutorial-open-candle-wrong = Open the candle casket: click it.
dotd-tutorial-draft-red-4 = Its three dice all rolled a 4. Draft one: it goes into a cell of the candle section (the bottom row) or onto your preparation board. Drag the [b]red 4[/b] to the lit cell, the bottom-left corner, which also counts for bread.
dotd-tutorial-draft-red-4-wrong = Drag the red 4 from the open casket to the bottom-left corner of your ofrenda.
dotd-tutorial-pay-purple = Now pay for it: one die from the City onto the lid of a closed casket. That die sits on the lid until the casket is opened, then joins it and is rolled, so paying also stocks a casket with a colour. Drag a [b]purple[/b] die from the City onto the bread casket.
dotd-tutorial-pay-purple-wrong = Drag a purple die from the City of the Dead onto the bread casket's lid.
dotd-tutorial-the-aim = That was a whole round: open, act, pay. Now the aim. Each side is scored by its own requirements, printed beside it; the candles' are under the bottom row: four colours with two equal values climbs 2 steps, three equal values 1 more, all four equal 1 more.

# round 2
dotd-tutorial-open-candle-again = Round two. Open the [b]candle[/b] casket again: its two dice are rolled anew.
dotd-tutorial-open-candle-again-wrong = Open the candle casket once more.
dotd-tutorial-draft-green-1 = A blue 6 and a green 1. For the candles' 2-step part you want four colours and two equal values: green is a new colour, and a second 1 could come later. Draft the [b]green 1[/b] to the lit cell, third in the bottom row.
dotd-tutorial-draft-green-1-wrong = Drag the green 1 to the third cell of the bottom row.
dotd-tutorial-pay-purple-again = Pay again with a [b]purple[/b] die from the City, onto the bread casket.
dotd-tutorial-pay-purple-again-wrong = Drag a purple die from the City onto the bread casket's lid.

# round 3: a shared corner
dotd-tutorial-open-incense = The lit bottom-right corner belongs to the candles and to the incense, so a die from either casket may go there. The incense side's two middle cells hold [b]urns[/b], each printed with a colour and a value, here a blue 2 and a red 5: a die matching its urn climbs one more step when the incense side is scored. Open the [b]incense[/b] casket.
dotd-tutorial-open-incense-wrong = Open the incense casket, on the right.
dotd-tutorial-draft-blue-1 = A blue 1: just what the candles want. Draft it to the lit [b]bottom-right corner[/b].
dotd-tutorial-draft-blue-1-wrong = Drag the blue 1 to the bottom-right corner of your ofrenda.
dotd-tutorial-pay-purple-candle = Pay with the last [b]purple[/b] City die onto the [b]candle[/b] casket. Next time that casket is opened, a purple die will be in it.
dotd-tutorial-pay-purple-candle-wrong = Drag a purple die from the City onto the candle casket's lid this time.

# round 4: the section scored
dotd-tutorial-open-candle-third = Open the [b]candle[/b] casket: the purple die on its lid tips in and is rolled with the blue one.
dotd-tutorial-open-candle-third-wrong = Open the candle casket.
dotd-tutorial-draft-purple-1 = The purple die rolled a 1. Draft it to the last empty candle cell: the candle side then holds four dice and is complete.
dotd-tutorial-draft-purple-1-wrong = Drag the purple 1 to the last empty candle cell.
dotd-tutorial-pay-yellow = Pay as always: a [b]yellow[/b] die from the City onto the marigold casket. Completed sections are scored at the end of the round, right after you pay.
dotd-tutorial-pay-yellow-wrong = Drag a yellow die from the City onto the marigold casket's lid.
dotd-tutorial-candles-scored = The candles scored 3: red 4, green 1, purple 1, blue 1 are four colours with a pair (2 steps) and three equal values (1 step). Not all four match, so not the full 4. Your scoring die climbs to the third step.
dotd-tutorial-land-incense-token = You choose the square your die lands on, and gain what it shows: a token, a skull (nothing in solo) or nothing. Land on the leftmost square, the [b]incense token[/b]: click it, or its button in the panel.
dotd-tutorial-land-incense-token-wrong = Land on the incense token: the leftmost square of the third step, or its button.
dotd-tutorial-caskets-moved = A section was scored, so the caskets each moved one place along, the last one back to the first place, keeping their dice and lids. The token boards stay: a casket's item is the board it now stands behind.
dotd-tutorial-tokens = Your tokens. This incense token turns a die you draft one up or down. The others: candle swaps two caskets, marigold lets you move a die instead of drafting, bread sets a drafted die to another value in its casket. Each is used once. In scoring, three different tokens discarded climb 1 step, four climb 2.

# round 5: a token
dotd-tutorial-open-bread = Besides drafting there are two more actions. Open the [b]bread[/b] casket to see one of them.
dotd-tutorial-open-bread-wrong = Open the bread casket, third from the left.
dotd-tutorial-take-token = Instead of drafting you may [b]take the casket's token[/b] from the board in front of it. It costs no City die, so the clock does not move. Take the bread token with this button.
dotd-tutorial-take-token-wrong = Take the bread token this time: use the button in the action panel.

# rounds 6 and 7: the preparation board, a token used, a move
dotd-tutorial-open-marigold = Round six: open the [b]marigold[/b] casket. It holds a single die.
dotd-tutorial-open-marigold-wrong = Open the marigold casket, second from the left.
dotd-tutorial-draft-to-prep = A blue 5. Keep this one for later: drag it onto your [b]preparation board[/b]. A die waiting there can go to another section in a later round.
dotd-tutorial-draft-to-prep-wrong = Drag the blue 5 onto the preparation board this time.
dotd-tutorial-use-incense = Your incense token may now turn the drafted die one up or down, and is then spent. The bread side, on the left, likes big totals: make it a [b]6[/b] (click the 6 beside Incense in the panel).
dotd-tutorial-use-incense-wrong = Use the incense token to turn the blue die to 6.
dotd-tutorial-pay-red = Pay with a [b]red[/b] City die onto the bread casket.
dotd-tutorial-pay-red-wrong = Drag a red die from the City onto the bread casket's lid.
dotd-tutorial-open-bread-again = Round seven: open the [b]bread[/b] casket.
dotd-tutorial-open-bread-again-wrong = Open the bread casket.
dotd-tutorial-move-die = The third action: instead of drafting, [b]move[/b] a die from your preparation board into the open casket's section. Drag the blue 6 to the lit cell on the left side.
dotd-tutorial-move-die-wrong = Drag the blue 6 from the preparation board to the upper middle cell of the left side.
dotd-tutorial-move-costs = In solo a move still runs the clock: one City die leaves the game. Choose the [b]blue[/b] one, in the City or in the panel.
dotd-tutorial-move-costs-wrong = Choose a blue die from the City of the Dead.

# free play and the end
dotd-tutorial-free-play = Play on alone until the City is empty. Aim each side at its requirements, pay onto the lids for the colours you need; a corner die helps two sections. Stuck? Press Suggest.
dotd-tutorial-game-over = The game is over. Your score is the steps your scoring die climbed, every section and token cash-in added up (at most 4 steps a section). 12 is a good ofrenda and 18 a perfect one: the end screen shows where each step came from.
