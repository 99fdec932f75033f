"""Oaxaca: a player's turn, as a part of :class:`~game.rules.oaxaca.state.OaxacaState`: gathering
(keeping a card, putting the rest back), crafting, scrapping, the Early Riser, sharing with
opponents, the turn's end, and using a card's bonus or a tourist."""
from __future__ import annotations

from game.rules.oaxaca.actions import (
    Activate, Craft, EarlyRiser, EndTurn, Gather, Keep, PutBack, Scrap, ShareRemove, UseTourist,
)
from game.rules.oaxaca.cards import EARLY, NIGHT, WILD
from game.rules.oaxaca.phases import Phase


class OaxacaTurns:
    """Applying each action of a turn (a part of the game state's class)."""

    # -- the turn --------------------------------------------------------------------------
    def _use_source(self, seat: int, source: str) -> tuple[int, ...]:
        faces, dice, free, main = self._parse_source(seat, source)
        me = self.table[seat]
        for d in dice:
            me.where[d] = NIGHT
        if free is not None:
            f, origin, _ = self.pool[free]
            self.pool[free] = (f, origin, True)
        if main:
            self.main_used = True
        return faces

    def _do_gather(self, seat: int, action: Gather) -> None:
        faces = self._use_source(seat, action.source)
        main = action.source.startswith("d")
        wild = faces == (WILD,)
        n = 1 + self._passive_sum(seat, "wild_gather_draws", "cards") if wild else 2
        n += self._passive_sum(seat, "gather_draws", "cards") + self.gather_extra
        self.gather_extra = 0
        deck, known = self.decks[action.craft], self.known[action.craft]
        n = min(n, len(deck))
        self.drawn = deck[:n]
        del deck[:n], known[:n]
        self.drawn_from = action.craft
        self.revealed = True
        self._log("gather", (seat, action.source, action.craft, wild, n, main), seat)
        self._log("drawn", (seat, action.craft, tuple(self.drawn)), seat, frozenset((seat,)))
        if n == 1:
            self._do_keep(seat, Keep(self.drawn[0]))
        else:
            self.phase = Phase.KEEP

    def _do_keep(self, seat: int, action: Keep) -> None:
        me = self.table[seat]
        card = action.card
        self.drawn.remove(card)
        tokens = min(self.card(card).value, self.supply)
        self.supply -= tokens
        me.workshop.append(card)
        me.tokens[card] = tokens
        self._log("keep", (seat, card, tokens), seat)
        self._complete(seat)
        self.phase = Phase.PUT_BACK if self.drawn else Phase.TURN

    def _do_put_back(self, seat: int, action: PutBack) -> None:
        deck, known = self.decks[self.drawn_from], self.known[self.drawn_from]
        self.drawn.remove(action.card)
        if action.bottom:
            deck.append(action.card)
            known.append(frozenset((seat,)))
        else:
            deck.insert(0, action.card)
            known.insert(0, frozenset((seat,)))
        self._log("put_back", (seat, self.drawn_from, action.bottom), seat)
        self._log("put_back_card", (seat, action.card, action.bottom), seat, frozenset((seat,)))
        if not self.drawn:
            self.phase = Phase.TURN

    def _remove(self, seat: int, card: str, n: int) -> int:
        me = self.table[seat]
        took = min(n, me.tokens[card])
        me.tokens[card] -= took
        self.supply += took
        return took

    def _complete(self, seat: int) -> None:
        """Move every finished Workshop card (no token left) of ``seat`` to its Market Stall."""
        me = self.table[seat]
        for c in [c for c in me.workshop if me.tokens[c] <= 0]:
            me.workshop.remove(c)
            del me.tokens[c]
            me.stall.append(c)
            self._log("complete", (seat, c), seat)

    def _do_craft(self, seat: int, action: Craft) -> None:
        main = action.source.startswith("d")
        self._use_source(seat, action.source)
        me = self.table[seat]
        base = 2 if (self.craft_double and main) else 1
        if main:
            self.craft_double = False
        removed = []
        if action.craft == "wild":
            removed.append((action.card, self._remove(seat, action.card, base)))
            self.wild_crafts += 1
        else:
            extra = self._passive_sum(seat, "textile_craft_bonus", "tokens") if action.craft == "textile" else 0
            for c in list(me.workshop):
                n = (base if self.card(c).craft == action.craft else 0) + extra
                if n:
                    removed.append((c, self._remove(seat, c, n)))
        self._log("craft", (seat, action.source, action.craft, tuple(removed), main), seat)
        self._complete(seat)

    def _do_scrap(self, seat: int, action: Scrap) -> None:
        me = self.table[seat]
        self._return_card(seat, action.card)
        self._log("scrap", (seat, action.card), seat)
        assert action.card not in me.tokens

    def _return_card(self, seat: int, card: str) -> None:
        """A Workshop card goes to the bottom of its deck (seen by all), its tokens to the supply."""
        me = self.table[seat]
        self.supply += me.tokens.pop(card)
        me.workshop.remove(card)
        craft = self.card(card).craft
        self.decks[craft].append(card)
        self.known[craft].append(frozenset(range(self.players)))

    def _do_early(self, seat: int, action: EarlyRiser) -> None:
        me = self.table[seat]
        d = me.day()[0]
        me.faces[d] = action.face
        me.where[d] = EARLY
        self.main_used = True
        self._log("early_riser", (seat, d, action.face), seat)

    def _do_end_turn(self, seat: int, action: EndTurn) -> None:
        self._log("end_turn", (seat,), seat)
        self._new_turn()
        for k in range(1, self.players + 1):
            nxt = (seat + k) % self.players
            if self.table[nxt].day():
                self.active = nxt
                self._log("turn", (nxt,), None)
                return
        self._end_round()

    def _share_with_opponents(self, seat: int) -> None:
        """Carved Chest: each opponent with a token in their Workshop may take one off, in turn."""
        self.queue = [s for s in self.opponents(seat) if any(v > 0 for v in self.table[s].tokens.values())]
        if self.queue:
            self.phase = Phase.SHARE

    def _do_share(self, seat: int, action: ShareRemove) -> None:
        if action.card is not None:
            self._remove(seat, action.card, 1)
        self._log("share", (seat, action.card), seat)
        self._complete(seat)
        self.queue.pop(0)
        if not self.queue:
            self.phase = Phase.TURN

    # -- bonuses ---------------------------------------------------------------------------
    def _do_activate(self, seat: int, action: Activate) -> None:
        me = self.table[seat]
        me.used.add(action.card)
        self.activations += 1
        card = self.card(action.card)
        self._log("activate", (seat, action.card, action.args), seat)
        self._effect(seat, card, action.card, action.args)

    def _do_tourist(self, seat: int, action: UseTourist) -> None:
        me = self.table[seat]
        if action.tourist == me.extra and not me.extra_used:
            me.extra_used = True
        else:
            me.meeple = True
        self._log("tourist", (seat, action.tourist, action.args), seat)
        self._effect(seat, self.data.tourists[action.tourist], action.tourist, action.args)
