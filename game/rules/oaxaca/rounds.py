"""Oaxaca: the rounds, as a part of :class:`~game.rules.oaxaca.state.OaxacaState`: the roll and
re-rolls that start one, its end, and solo's end of round (the Early Morning token, the sales to
the customers, their new roll)."""
from __future__ import annotations

from game.rules.oaxaca.actions import EarlyToken, Reroll, RerollCustomers, Sell, StopSelling
from game.rules.oaxaca.cards import DAY, EARLY, NIGHT
from game.rules.oaxaca.phases import Phase


class OaxacaRounds:
    """A round's start and end, and solo's sales (a part of the game state's class)."""

    # -- rounds ----------------------------------------------------------------------------
    def _start_round(self) -> None:
        self.round += 1
        self._log("round", (self.round, self.start), None)
        for s, me in enumerate(self.table):
            me.early_kept = None
            for d, w in enumerate(me.where):
                if w == EARLY:
                    me.where[d] = DAY
                    me.early_kept = d
                else:
                    me.faces[d] = self.rng.die()
                    me.where[d] = DAY
            self._log("roll", (s, tuple(me.faces)), s)
        self.revealed = True
        self.phase = Phase.REROLL
        self.queue = [(self.start + k) % self.players for k in range(self.players)]

    def _do_reroll(self, seat: int, action: Reroll) -> None:
        me = self.table[seat]
        for d in action.dice:
            me.faces[d] = self.rng.die()
        if action.dice:
            self.revealed = True
        self._log("reroll", (seat, tuple(action.dice), tuple(me.faces)), seat)
        self.queue.pop(0)
        if not self.queue:
            self.phase = Phase.TURN
            self.active = self.start
            self._new_turn()
            self._log("turn", (self.active,), None)

    def _end_round(self) -> None:
        self._log("round_end", (self.round,), None)
        for me in self.table:
            me.used.clear()
            me.meeple = False
            if me.extra is not None:
                self.tourist_discard.append(me.extra)
            me.extra, me.extra_used = None, False
        self._new_turn()
        if self.solo:
            me = self.table[0]
            self.phase = Phase.EARLY if EARLY in me.where else Phase.SELL
            self.active = 0
            return
        self._next_round_or_end()

    def _next_round_or_end(self) -> None:
        if self.round >= self.data.rounds - 1:
            self.phase = Phase.OVER
            self._log("game_over", (tuple(self.returns()),), None)
            return
        self.start = (self.start + 1) % self.players
        self._start_round()

    # -- solo ------------------------------------------------------------------------------
    def _do_early_token(self, seat: int, action: EarlyToken) -> None:
        me = self.table[0]
        if action.craft is not None:
            d = me.where.index(EARLY)
            me.where[d] = NIGHT
            self.supply -= 1
            self.deck_tokens[action.craft] += 1
        self._log("early_token", (action.craft,), 0)
        self.phase = Phase.SELL

    def sale_points(self, card_id: str, customer: int) -> int:
        """What ``card_id`` brings sold to ``customer`` now: its craft value, doubled by a matching
        customer, plus the tokens beside its deck, plus its jewelry bonus."""
        card = self.card(card_id)
        face = self.customers[customer]
        points = card.value * (2 if face == card.face else 1) + self.deck_tokens[card.craft]
        return points + self.jewelry_bonus(0, card_id)

    def jewelry_bonus(self, seat: int, card_id: str) -> int:
        card = self.card(card_id)
        me = self.table[seat]
        e = card.effect
        if e == "points":
            return card.arg("points")
        if e == "points_per_stall_type":
            return len({self.card(c).craft for c in me.stall if self.card(c).craft})
        if e == "points_per_workshop_card":
            return len(me.workshop)
        if e == "points_per_passive":
            return sum(1 for c in me.stall if self.card(c).craft and self.card(c).passive)
        return 0

    def _do_sell(self, seat: int, action: Sell) -> None:
        points = self.sale_points(action.card, action.customer)
        me = self.table[0]
        me.stall.remove(action.card)
        self.sold.append(action.card)
        self.sold_to[action.customer] = True
        self.score += points
        self.sales.append((self.round, action.card, self.customers[action.customer], points))
        self._log("sell", (action.card, action.customer, self.customers[action.customer], points), 0)

    def _do_stop_selling(self, seat: int, action: StopSelling) -> None:
        self._log("stop_selling", (self.round,), 0)
        if self.round >= self.data.rounds - 1:
            self.phase = Phase.OVER
            self._log("game_over", (self.score,), None)
            return
        if all(self.sold_to):
            self._roll_customers(())
            return
        self.phase = Phase.CUSTOMERS

    def _do_customers(self, seat: int, action: RerollCustomers) -> None:
        self._roll_customers(action.dice)

    def _roll_customers(self, chosen: tuple) -> None:
        for i in range(len(self.customers)):
            if self.sold_to[i] or i in chosen:
                self.customers[i] = self.rng.die()
        self.sold_to = [False] * len(self.customers)
        self._log("customers", (tuple(self.customers),), None)
        self._start_round()
