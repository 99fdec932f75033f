### Dia de los Muertos: the guided first game's words (English)


# 1-4: the goal, the table, the night
muertos-tutorial-welcome = Welcome to Día de los Muertos, a card game of tricks for two teams of two. Over three nights your team tries to capture [b]Food[/b] cards and [b]Muertos[/b] cards (the spirits). One Food with one Muertos makes a [b]pair[/b], and the team with more pairs after the third night wins.
muertos-tutorial-partners = Lupita, across the table, is your partner: whatever either of you captures counts for both. Mateo on your left and Diego on your right play against you.
muertos-tutorial-your-hand = These are your seven cards, ranked 0 to 10 and coloured black, pink, green or blue (the corner mark tells them apart: a star for black, a heart for pink, a triangle for green, a diamond for blue). Everyone plays one card to each [b]trick[/b]; seven tricks make a night. Point at any card to read what it does.
muertos-tutorial-night-of-animals = Tonight is the night of the animals: the four Muertos cards are green Animals worth rank 4, and three Food cards (black 2s) are in the deck. Each night brings its own spirits and three more Food.

# 5-9: trick 1, the colour rule, Spoiled, a gift exchange
muertos-tutorial-start-card = Whoever holds the Start card (the black 6) leads the first trick. Lupita has it, so she begins; play goes clockwise, so Diego comes next, then you. Watch them play.
muertos-tutorial-colour-rule = The [b]colour rule[/b]: black may always be played, but pink, green and blue may each appear only once in a trick. The dots at the top left show which colours the trick has already seen. Diego's Green 7 has used green, so your green cards are out for this trick.
muertos-tutorial-play-spoiled = The highest card wins the trick, and nothing you hold beats Diego's 7 (your Pink 7 would only tie, and a tie goes to the card played first). So make it cost him: play [b]Spoiled[/b], a black 0. No Food may be played after it, and whoever wins a trick with Spoiled in it must exchange gifts. Drag it to the middle, or double-click it.
muertos-tutorial-play-spoiled-wrong = For this trick play Spoiled, the black 0 labelled SPOILED: you cannot win, so spoil the trick instead.
muertos-tutorial-mateo-plays-last = Mateo plays last. Then the trick is decided, and because it holds Spoiled its winner must swap a card in a [b]gift exchange[/b].
muertos-tutorial-gift-exchange = Diego won with his 7. In a [b]gift exchange[/b] the player on the winner's right, seated just before the winner in turn order (here your partner Lupita), takes a random card from the winner's hand, looks at it, then hands back any card she likes, perhaps that same one. Lupita has just taken hers. A won Food or Muertos card starts a gift exchange too.
muertos-tutorial-gift-back = Watch Lupita hand a card back to Diego. Then Diego, who won the trick, leads the next one.

# 10-12: trick 2, a capture, how pairs score
muertos-tutorial-play-pink-seven = Diego led a green Animal, a Muertos card: whoever wins this trick captures it. Your Pink 7 beats his 4 and pink is still free. Play it.
muertos-tutorial-play-pink-seven-wrong = Play your Pink 7: it beats the Animal, and pink is still unused in this trick.
muertos-tutorial-finish-trick-two = Mateo and Lupita play to finish the trick. With equal ranks the first one played would win; here the highest card simply takes it.
muertos-tutorial-animal-captured = Lupita's black 10 took the trick, so your team captured the Animal: it waits here under your team's name. Because she captured a scoring card, Mateo, on her right, now does a gift exchange with her: he has taken a card at random from her hand, and gives one back.
muertos-tutorial-mateo-gift = Watch Mateo's gift to Lupita. Then Lupita, who won the trick, leads the next one, and Diego follows.
muertos-tutorial-scoring = Scoring: at the end of the game each Food your team captured pairs with one Muertos, and only pairs count. A team with 4 Food and 6 Muertos has 4 pairs. Ties go to the team with more Food, then more Muertos. Cards left uncaptured at the end of a night leave the game.

# 13-14: trick 3, Choose
muertos-tutorial-choose-card = Lupita led a Pink 3 and Diego played a Green 5: pink and green are already used in this trick (see the dots). You hold [b]Choose[/b], a black 0: when you play it you name the colour it counts as. You may name black, pink or blue, never tonight's Muertos colour (green).
muertos-tutorial-play-choose = Play Choose and name [b]blue[/b]: with pink, green and blue all used, Mateo may only play black after you. Click Choose, then the Blue button in the bar above your cards.
muertos-tutorial-play-choose-wrong = Play Choose and name blue, so that the next player is left with black cards only.

# 15-16: Ask
muertos-tutorial-black-only = Mateo can only play black now. Watch the trick end.
muertos-tutorial-diego-wins-food = Diego's Green 5 won and took the Food Mateo played: a capture, so Lupita, on Diego's right, does a gift exchange with him. She has taken a card at random from his hand; watch her give one back, and Diego lead the next trick.
muertos-tutorial-ask-card = Diego led [b]Ask[/b], a black 0: its player asks anyone (even themself) one question that must be answered truthfully, such as their highest rank or how many cards of a colour they hold. He asked Mateo his highest card: a 10. The game log on the right keeps every answer.

# 17-19: Swap
muertos-tutorial-play-swap = Your turn. Play [b]Swap[/b], the black 1: you pass a card across to your partner, who looks at it and passes any card back, maybe the same one.
muertos-tutorial-play-swap-wrong = Play Swap, the black 1: it lets you trade a card with Lupita.
muertos-tutorial-pass-green-three = Click the card to pass. Give Lupita your [b]Green 3[/b]: you hold two 3s, and she can pass back whatever helps you most.
muertos-tutorial-pass-green-three-wrong = Pass your Green 3 to Lupita for this Swap.
muertos-tutorial-swap-back = Lupita passes a card back, and the trick goes on without you: a card received in a Swap could even be played at once. Watch it end.
muertos-tutorial-mateo-wins = Mateo won it with his Pink 8; nothing scoring lay in it, so no gifts this time. He leads the next trick: watch him and the others play.

# 20-22: the 3 that cancels a 10
muertos-tutorial-cancel-ten = Lupita passed you a [b]Black 3[/b] and played your Green 3 at once. Mateo led a black 10, the highest rank, then came Lupita's Blue 7 and Diego's Green 8. At the end of a trick each 3 knocks out one 10 played by an opponent (never your partner's): that 10 goes to the discards and cannot win.
muertos-tutorial-play-black-three = Blue and green are used in this trick, so your Blue 3 and Xolo are out; black may always be played. Play your Black 3 to cancel Mateo's 10.
muertos-tutorial-play-black-three-wrong = Play the Black 3 that Lupita passed you: it cancels Mateo's 10.
muertos-tutorial-ten-knocked-out = Your 3 knocked Mateo's 10 out (the game log says so): it lies in the discards. Then Diego's Green 8 was the highest card left, so he won the trick, with nothing scoring in it. A 3 is at its best when your team holds the next best card in the trick.

# 23-24: a whole turn, the other moves, then the rest of the night alone
muertos-tutorial-whole-turn = That is a whole turn: when it is your turn, play one legal card, and use its power if it has one. If no card in your hand may be played, you set one aside instead: it can neither win nor be won. Later you may also give a gift (when you sit just before a trick's winner in turn order), answer a question, or pick which 10 your 3 cancels.
muertos-tutorial-play-on = Play the rest of this night as you like; the discards pile shows every card already out. Remember: win Food and Muertos for your team, and give your partner a chance to take tricks.

# 25-26: closing notes
muertos-tutorial-night-over = The night is over. Each night the scoreboard notes the Food and Muertos each team captured; the pairs line counts them across the nights. Uncaptured scoring cards are gone for good.
muertos-tutorial-two-nights-left = Two nights remain: the children (pink) and the adults (blue), each with three new Food. After the third night the team with more pairs wins, then more Food, then more Muertos. Play on from here with your partner: good luck!
