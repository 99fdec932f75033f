### Portents: the guided first game's words (English)


portents-tutorial-welcome = Welcome to Portents. The nine tiles on this altar each show a colour and a bird part: a Skull, a Claw, a Wishbone (the fork) or a Wing. Slide them so that three in a row, a column or a diagonal share a colour or a part: that line is a [b]Portent[/b], and it wins you Omens. Collect the right Omens before the royal Kitty, your rival tonight, prowls twice round the altar.
portents-tutorial-omen-ring = Sixteen Omen tokens wait round the edge, one at each end of every row, column and diagonal. When you make a Portent, you take each Omen at its two ends that shares the Portent's colour or part. Here, both ends of the middle row hold a Wishbone.
portents-tutorial-your-hand = These are your three tiles. A turn has two halves: first you push tiles off the altar and put tiles from your hand in their place; then the altar is read for new Portents. You may never end your push holding three tiles that share a colour or a part.
portents-tutorial-first-push = Push the right column up from the bottom: its arrow is below the bottom-right tile. Point at an arrow first to preview the slide: every tile shows where it will land, and the one that falls off the far edge joins your hand. Then click it.
portents-tutorial-first-push-wrong = For this first turn, push the right column up from the bottom: the arrow under the bottom-right tile. Point at it to see the slide, then click.
portents-tutorial-fill-gap = The White Skull fell off the top and will join your hand. You could push up to three times from this same side, but once is enough here. Drag your Red Wishbone into the gap at the bottom-right (or click it, then the gap).
portents-tutorial-fill-gap-wrong = Put the Red Wishbone into the gap at the bottom-right: the push slid the Blue Wishbone into the middle row, which is what matters.
portents-tutorial-first-portent = The middle row now holds three Wishbones: a Portent. It won the Wishbone Omens at its two ends, the white and the red. Each new Portent must light one of its own tiles as a [b]Burnt Offering[/b]. Light the White Wishbone in the centre.
portents-tutorial-first-portent-wrong = Light the White Wishbone in the centre: it sits in the Kitty's column, and you will see why that helps.
portents-tutorial-burnt-offerings = A Burnt Offering cannot make a new Portent nor be pushed off the altar. It goes out at the end of a turn once its tile, unlit, would no longer make a Portent. Keep an eye on them: four lit at the end of a turn and the Kitty wins.
portents-tutorial-fortunes = Your Omens are kept here by colour and part. A set of Omens sharing a colour or a part is a [b]Fortune[/b]. At the Cute Clairvoyant level you win with one Fortune of 4 and two Fortunes of 3, each on a different colour or part; one Omen may count in several.
portents-tutorial-kitty-turn = Now the Kitty plays. It sits by the bottom-middle slot and always pushes its own lane from its side, up to three tiles: first the tile on its token (shown in its panel), then tiles from its bag. Your lit White Wishbone sits in that lane: watch it stop the push.
portents-tutorial-kitty-blocked = The Kitty pushed only one tile: the Burnt Offering reached the edge and could go no further. The Kitty then stepped clockwise to the next Omen, and at the end of its turn the offering was snuffed, for it no longer made a Portent. If it ever gets twice round the altar, or makes a Fortune of 3 or two of 2 itself, you lose.
portents-tutorial-steal-warning = Had you made no Portent, the Kitty would first have stolen the Omen by its slot (lit here, below the left column). So make a Portent every turn. Start this one by pushing the middle row in from the right.
portents-tutorial-steal-warning-wrong = This turn, push the middle row in from the right first: the arrow to the right of the centre-right tile.
portents-tutorial-same-side = Every push of a turn comes from the same side. Push the bottom row in from the right as well.
portents-tutorial-same-side-wrong = Push the bottom row from the right too: its arrow is right of the bottom-right tile.
portents-tutorial-fill-upper = Two gaps, and the Yellow Wishbone and the Blue Claw will join your hand. Both gaps are in the right column: fill the upper one, at the end of the middle row, with your Blue Wing.
portents-tutorial-fill-upper-wrong = Put the Blue Wing in the gap on the right of the middle row.
portents-tutorial-fill-lower = And the Yellow Wing into the lower gap, the bottom-right corner: look at the middle and right columns first.
portents-tutorial-fill-lower-wrong = Put the Yellow Wing in the bottom-right gap.
portents-tutorial-two-portents = Two Portents at once: Wishbones down the middle column and Wings down the right one. They won the Blue Wishbone and Yellow Wing Omens at their ends. Each needs its own offering: light the White Wishbone for the first.
portents-tutorial-two-portents-wrong = Light the White Wishbone at the top of the middle column first.
portents-tutorial-second-offering = Now the Red Wing, at the top of the Wings' column, for the second. That makes two offerings lit: the top bar counts them toward the four that would lose you the game. Each goes out once its line no longer makes a Portent.
portents-tutorial-second-offering-wrong = Light the Red Wing at the top of the right column.
portents-tutorial-first-fortune = Three Wishbones: your first Fortune of 3. Add the yellow Wishbone Omen and it becomes a Fortune of 4; then find two more Fortunes of 3 in other colours or parts.
portents-tutorial-kitty-scrying = The Kitty's turn. When its own push makes a Portent, it takes the matching Omens, and you choose which tiles its Portents burn.
portents-tutorial-free-play = Play on as you like until the game ends. Point at anything on the table to learn more, and at an arrow to see its push. Remember: a Portent every turn, and watch the offerings.
portents-tutorial-game-over = The game is over. You win the moment your Omens hold your level's Fortunes; the Kitty wins if it circles the altar twice, makes its own Fortunes, or if four offerings stand lit at the end of a turn. Try a harder level for bigger collections.
