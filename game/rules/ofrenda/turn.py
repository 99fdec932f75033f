"""Ofrenda: doing each action of a turn (Abuela's, then the player's: a portrait, a candle, a
portrait placed or discarded, decorations), a part of :class:`~game.rules.ofrenda.state.OfrendaState`."""
from __future__ import annotations


from game.protocol import Event
from game.rules.ofrenda.boards import compiled_objective_met, PlayerBoard
from game.rules.ofrenda.actions import (
    AbuelaTurn, DiscardPortrait, EndTurn, PlaceCandle, PlaceMarigold, PlacePortrait, SkipCandle, TakeCandle,
    TakePortrait,
)
from game.rules.ofrenda.phases import (
    ABUELA_SPACE_OF_ROLL, P_ABUELA, P_DECORATE, P_PLAY_PORTRAIT, P_TAKE_CANDLE, P_TAKE_PORTRAIT, ABUELA, ABUELA_TURN,
    CANDLE_STORAGE, DISCARD_GAIN, END_TURN, MARIGOLD, SKIP_CANDLE, TURNS,
)


_Event = Event
_new_tuple = tuple.__new__


class OfrendaTurn:
    """Performing each action (a part of the state's class). Each takes the action it performs (one
    call per action: playouts make many)."""

    def _skip_candle(self, action: SkipCandle = SKIP_CANDLE) -> None:
        self.events.append(_new_tuple(_Event, ("skip_candle", (), self.current, None)))
        self._replenish()
        self.phase = P_PLAY_PORTRAIT

    def _abuela_turn(self, action: AbuelaTurn = ABUELA_TURN) -> None:
        self.revealed = True
        events = self.events
        market, mm = self.market, self.market_marigolds
        roll = self.rng.below(6) + 1  # her die (Rng.die, spelled out)
        space = ABUELA_SPACE_OF_ROLL[roll]
        card = market[space]
        market[space] = None
        paid = 0
        for i in range(space):
            if market[i] is not None:
                mm[i] += 1
                paid += 1
        returned = mm[space]
        mm[space] = 0
        if card is not None:
            self.abuela_portraits.append(card)
        events.append(_new_tuple(_Event, ("abuela_portrait", (roll, space, card, paid, returned), ABUELA, None)))
        if roll >= 5:
            roll2 = self.rng.below(6) + 1
            cspace = ABUELA_SPACE_OF_ROLL[roll2]
            candle = self.market_candles[cspace]
            if candle is None:
                events.append(_new_tuple(_Event, ("abuela_candle", (roll2, cspace, None, False, roll), ABUELA, None)))
            else:
                self.market_candles[cspace] = None
                self.abuela_candles.append(candle)
                pays = cspace != space and market[cspace] is not None
                if pays:
                    mm[cspace] += 1
                events.append(_new_tuple(_Event, ("abuela_candle", (roll2, cspace, candle, pays, roll), ABUELA, None)))
            self.last_rolls = (roll, roll2)
        else:
            self.last_rolls = (roll,)
        self._replenish()
        self.current = 0
        self.phase = P_TAKE_PORTRAIT
        self.events.append(_new_tuple(_Event, ("turn", (self.round, 0), None, None)))

    def _take_portrait(self, action: TakePortrait) -> None:
        space = action.space
        seat = self.current
        board = self.boards[seat]
        market, mm = self.market, self.market_marigolds
        card = market[space]
        board.marigolds -= space
        for i in range(space):
            mm[i] += 1
        gained = mm[space]
        board.marigolds += gained
        mm[space] = 0
        market[space] = None
        board.hand.append(card)
        self.taken_space = space
        self.events.append(_new_tuple(_Event, ("take_portrait", (space, card, space, gained), seat, None)))
        self.phase = P_TAKE_CANDLE
        if not self._can_take_a_candle(board):
            self._replenish()  # no candle can be taken: nothing to decide
            self.phase = P_PLAY_PORTRAIT

    def _can_take_a_candle(self, board: PlayerBoard) -> bool:
        if len(board.candles) >= CANDLE_STORAGE:
            return False
        if board.marigolds >= 1:
            candles = self.market_candles
            return candles.count(None) < len(candles)  # any candle there
        space = self.taken_space
        return space is not None and self.market_candles[space] is not None

    def _take_candle(self, action: TakeCandle) -> None:
        space = action.space
        seat = self.current
        board = self.boards[seat]
        candle = self.market_candles[space]
        cost = self.candle_cost(space)
        board.marigolds -= cost
        if cost:
            self.market_marigolds[space] += 1
        self.market_candles[space] = None
        board.candles.append(candle)
        self.events.append(_new_tuple(_Event, ("take_candle", (space, candle, cost), seat, None)))
        self._replenish()
        self.phase = P_PLAY_PORTRAIT

    def _replenish(self) -> None:
        """Slide portraits (with their marigolds) and candles left; refill the rightmost spaces."""
        # in place (clones and views copy these lists, never share them): quicker than rebuilding
        market = self.market
        if None in market:
            mm = self.market_marigolds
            gaps = 0
            while None in market:
                i = market.index(None)
                del market[i]
                del mm[i]
                gaps += 1
            self._refill(market, self.deck, gaps)
            mm.extend([0] * gaps)
        candles = self.market_candles
        if None in candles:
            gaps = 0
            while None in candles:
                candles.remove(None)
                gaps += 1
            self._refill(candles, self.bag, gaps)
        self.taken_space = None

    def _refill(self, row: list, source: list, gaps: int) -> None:
        """Fill ``gaps`` spaces at the end of ``row`` from the top of ``source`` (empty ones once it runs out)."""
        for _ in range(gaps):
            if source:
                self.revealed = True
                row.append(source.pop())
            else:
                row.append(None)

    def _place_portrait(self, action: PlacePortrait) -> None:
        card, slot = action.card, action.slot
        seat = self.current
        board = self.boards[seat]
        comp = self._comp
        board.hand.remove(card)
        board.ofrenda[slot] = card
        effect = comp.slot_effect[slot]
        if effect == "gain":
            board.marigolds += 1
        elif effect == "cost":
            board.marigolds -= 1
        self.events.append(_new_tuple(_Event, ("place_portrait", (card, slot, effect), seat, None)))
        # _check_portrait(seat, board, s, False) for the slot and its neighbours, spelled out: a
        # portrait lights once every neighbour is filled, so only those fully surrounded are looked at
        ofrenda = board.ofrenda
        lit = board.lit
        neighbours, surrounding = self.data.neighbours, comp.neighbour_set
        events = self.events
        keys = ofrenda.keys()
        for s in (slot, *neighbours[slot]):
            if s in ofrenda and s not in lit and keys >= surrounding[s]:
                here = ofrenda[s]
                if compiled_objective_met(comp, here, [ofrenda[n] for n in neighbours[s]]):
                    lit.add(s)
                    events.append(_new_tuple(_Event, ("portrait_lit", (s, here, False), seat, None)))
        decorations = board.decorations
        if decorations:
            self._check_candles(seat, board, final=False)
        pending = []
        deco_portraits = comp.deco_portraits
        for d in comp.decos_of_slot[slot]:
            if d not in decorations:
                for s in deco_portraits[d]:
                    if s not in ofrenda:
                        break
                else:
                    pending.append(d)
        self.pending = pending
        self._after_play()

    def _discard_portrait(self, action: DiscardPortrait) -> None:
        card = action.card
        seat = self.current
        board = self.boards[seat]
        board.hand.remove(card)
        board.discards.append(card)
        board.marigolds += DISCARD_GAIN
        self._log("discard_portrait", (card, DISCARD_GAIN), seat)
        self.pending = []
        self._after_play()

    def _can_decorate(self) -> bool:
        if not self.pending:
            return False
        board = self.boards[self.current]
        deco_holds = self._comp.deco_holds
        for d in self.pending:
            holds = deco_holds[d]
            if (holds == "candle" and board.candles) or (holds == MARIGOLD and board.marigolds > 0):
                return True
        return False

    def _after_play(self) -> None:
        if self._can_decorate():
            self.phase = P_DECORATE
        else:
            self._end_turn()

    def _place_candle(self, action: PlaceCandle) -> None:
        candle, deco = action.candle, action.slot
        seat = self.current
        board = self.boards[seat]
        board.candles.remove(candle)
        board.decorations[deco] = candle
        self.pending.remove(deco)
        self._log("place_candle", (candle, deco), seat)
        self._check_candles(seat, board, final=False)
        if not self._can_decorate():
            self._end_turn()

    def _place_marigold(self, action: PlaceMarigold) -> None:
        deco = action.slot
        seat = self.current
        board = self.boards[seat]
        board.marigolds -= 1
        board.decorations[deco] = MARIGOLD
        self.pending.remove(deco)
        self._log("place_marigold", (deco,), seat)
        self._check_candles(seat, board, final=False)
        if not self._can_decorate():
            self._end_turn()

    def _end_turn(self, action: EndTurn = END_TURN) -> None:
        seat = self.current
        board = self.boards[seat]
        board.turns += 1
        self.pending = []
        if self.goals:
            self._take_goal_tokens(seat, board)
        for b in self.boards:
            if b.turns < TURNS:
                break
        else:  # every player has had all their turns
            self._final_scoring()
            return
        if self.solo:
            self.round += 1
            self.current = ABUELA
            self.phase = P_ABUELA
            return
        self.current = (seat + 1) % len(self.boards)
        self.round = self.boards[self.current].turns + 1
        self.phase = P_TAKE_PORTRAIT
        self._log("turn", (self.round, self.current), None)
