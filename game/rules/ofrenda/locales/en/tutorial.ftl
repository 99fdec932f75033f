### Ofrenda: the guided first game's words (English)


# the goal
ofrenda-tutorial-welcome = Welcome to Ofrenda. Over twelve turns you build a family altar, your ofrenda, from portraits of loved ones, then dress it with candles and marigolds. At the end only what [b]lights up[/b] scores. We play your first five turns together; then the altar is yours to finish.
ofrenda-tutorial-abuela = You play against strict Abuela. Before each of your turns she rolls her die and clears one portrait off the family board; on a 5 or a 6 she takes a candle as well. Watch her first turn.

# turn 1: a portrait, a candle, a placement
ofrenda-tutorial-family-board = This is the family board: four portraits in a row, a candle above each. Every turn you take one portrait. Space 1 is free; each space further along costs one marigold, left on each portrait you pass over. Marigolds lying on a portrait go to whoever takes it.
ofrenda-tutorial-take-rosa = Take the portrait in space 2, Abuela Rosa. She costs one marigold, which stays on Don Teodoro in space 1: whoever takes him later gets it.
ofrenda-tutorial-take-rosa-wrong = This time take the portrait in space 2, Abuela Rosa: it shows what a marigold buys.
ofrenda-tutorial-storage = Your storage holds your marigolds and up to three candles. You began with three marigolds; now you have two. Marigolds buy portraits further along and the dearer slots, and placed on the altar they score.
ofrenda-tutorial-take-free-candle = Next you may take one candle. The one above the space you just drafted from is free; any other costs a marigold. Take the free one. Each candle asks something of your whole ofrenda, such as three green portraits.
ofrenda-tutorial-take-free-candle-wrong = Take the candle above space 2: it is free because you took that space's portrait.
ofrenda-tutorial-hand = You hold four portraits. Each belongs to a branch of the family (a colour and a shape), brings one offering, and wishes for certain neighbours on the altar. Point at a portrait to read its wish.
ofrenda-tutorial-place-lupita = Last, you play one portrait: place it on your ofrenda, or discard it for three marigolds. Place Madrina Lupita in slot B1, the bottom-left corner: B1 and B5 each pay a marigold. Drag her there, or click her and then the slot.
ofrenda-tutorial-place-lupita-wrong = Place Madrina Lupita in the bottom-left slot, B1: that corner pays a marigold.
ofrenda-tutorial-whole-turn = That was a whole turn: a portrait, perhaps a candle, then a portrait placed or discarded. Now Abuela's turn. Her die names the space she clears (a 5 means space 1, a 6 space 2), and each portrait she passes over gets a marigold, as when you draft. Then the row slides toward space 1 and fills up again.

# turn 2: the free portrait, the free candle
ofrenda-tutorial-abuela-rolled-five = Abuela rolled a 5: she cleared space 1, and the marigold lying there went back to the supply; she rolled again for a candle. Your second turn. Doña Pilar in space 1 costs nothing, and neither does the candle above her.
ofrenda-tutorial-take-pilar = Take Doña Pilar from space 1: the first space is always free.
ofrenda-tutorial-take-pilar-wrong = Take the free portrait in space 1, Doña Pilar.
ofrenda-tutorial-all-offerings-candle = Take the candle above space 1. It lights once your ofrenda shows all five offerings: calavera, water, salt, fruit and papel picado. Your first five portraits can do it.
ofrenda-tutorial-all-offerings-candle-wrong = Take the candle above space 1: it is free, since you took that space's portrait.
ofrenda-tutorial-ofrenda-slots = Your ofrenda has twelve slots in three rows: T1 to T3 on top, M1 to M4 in the middle, B1 to B5 below. The middle slots M2 and M3 cost a marigold; T2 and B3, edged in gold, double their portrait's score. The small round spaces where three slots meet hold a candle (C1 to C3) or a marigold (G1 to G3).
ofrenda-tutorial-place-efrain = Place Compadre Efraín in T1, the top-left slot. With T2 and M2 it will surround candle slot C1.
ofrenda-tutorial-place-efrain-wrong = Place Compadre Efraín in slot T1: you are building around candle slot C1.
ofrenda-tutorial-abuela-die = Abuela's turn. A roll of 1 to 4 clears that space alone; a 5 or a 6 clears space 1 or 2 and sends her die for a candle too.

# turn 3: marigolds come back, no candle
ofrenda-tutorial-take-socorro = Abuela rolled a 4: she cleared space 4 and left a marigold on each of the three portraits before it. Take Doña Socorro from space 1: she is free, and her marigold is yours.
ofrenda-tutorial-take-socorro-wrong = Take Doña Socorro in space 1: free, with a marigold on her.
ofrenda-tutorial-no-candle = A candle is never required, and your storage holds no more than three. Take none this turn: press No candle.
ofrenda-tutorial-no-candle-wrong = Take no candle this turn: press No candle.
ofrenda-tutorial-place-fermin = Place Tío Fermín in T2, a golden slot. He wishes for two neighbours who bring fruit, and Compadre Efraín beside him already does. Once all four of his neighbours are filled, he lights if the wish holds.
ofrenda-tutorial-place-fermin-wrong = Place Tío Fermín in the golden slot T2, next to Compadre Efraín.
ofrenda-tutorial-abuela-again = Abuela's turn again.

# turn 4: a costly slot, a candle placed
ofrenda-tutorial-take-chente = Another 4: two marigolds now lie on Primo Chente in space 1. Take him: he is free and the marigolds come with him.
ofrenda-tutorial-take-chente-wrong = Take Primo Chente in space 1: free, with two marigolds on him.
ofrenda-tutorial-keep-candle = No candle this turn either: you already hold the one you want.
ofrenda-tutorial-keep-candle-wrong = Take no candle this turn: press No candle.
ofrenda-tutorial-place-rosa = Place Abuela Rosa in M2. The slot costs a marigold, but it fills the last of the three slots around candle slot C1.
ofrenda-tutorial-place-rosa-wrong = Place Abuela Rosa in slot M2: it closes the ring around candle slot C1.
ofrenda-tutorial-c1-surrounded = T1, T2 and M2 are filled, so C1 is surrounded. When a placement surrounds a candle or marigold space, you may decorate it at once: a candle from storage, or a marigold. End your turn instead and that space stays empty for good.
ofrenda-tutorial-place-candle = Drag the all-offerings candle from your storage onto C1. A placed candle lights as soon as your ofrenda meets its wish, and only a lit candle scores.
ofrenda-tutorial-place-candle-wrong = Place the all-offerings candle (not the green one) in slot C1.
ofrenda-tutorial-turn-ends = Your turn ends once nothing is left to decorate. Abuela's turn.

# turn 5: water lights the candle, a marigold placed
ofrenda-tutorial-take-rufino = Your ofrenda still lacks water. Padrino Rufino in space 2 brings it, and two marigolds lie on him. Take him: you pay one, left on Bisabuela Consuelo in space 1, and gain his two.
ofrenda-tutorial-take-rufino-wrong = Take Padrino Rufino in space 2: he brings water, the offering your candle still lacks.
ofrenda-tutorial-skip-candle = Take no candle.
ofrenda-tutorial-skip-candle-wrong = Take no candle this turn: press No candle.
ofrenda-tutorial-place-rufino = Place Padrino Rufino in M3, another slot that costs a marigold. It brings the fifth offering, and it surrounds marigold space G3 (T2, M2 and M3).
ofrenda-tutorial-place-rufino-wrong = Place Padrino Rufino in slot M3.
ofrenda-tutorial-candle-lit = Your candle in C1 has lit: all five offerings are on the altar. A lit candle scores 2 for each lit portrait around it, and none is lit yet: your score shows Candles (1 lit), 0 points. Now decorate G3 with a marigold: hold it over G3 to see what it would score.
ofrenda-tutorial-candle-lit-wrong = Place a marigold in slot G3.
ofrenda-tutorial-five-turns = Five turns done. Abuela plays, then the game is yours.

# free play
ofrenda-tutorial-free-play = Play on as you like. A portrait lights up once every slot next to it is filled and its wish is met: point at a slot to see what its portrait still needs. Short of marigolds? Drag a portrait onto the discard pile for three.
ofrenda-tutorial-portrait-lit = A portrait has lit up. It stays lit, and at the end only lit portraits score. Point at a slot of your ofrenda to see what its portrait asks for.
ofrenda-tutorial-play-on = Play on to your twelfth turn. Candles you place light the same way, when your whole ofrenda meets their wish.

# the score
ofrenda-tutorial-game-over = The game is over. First, each portrait still unlit had a last chance: its wish was checked against the neighbours it has, empty slots left out. Then a lit portrait scores 2 points for each lit neighbour and 1 for each unlit one, doubled in the golden slots T2 and B3. A marigold on the altar scores 1 for each lit portrait it touches, a lit candle 2. Anything unlit scores nothing. Abuela judges the total: 90 or more is a beautiful ofrenda.
