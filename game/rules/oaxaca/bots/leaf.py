"""Oaxaca's bots: the value at the abstract round's end (the leaf): the Market Stall sold to the
customers (solo) or counted (multiplayer), and what the rounds to come are likely to bring."""
from __future__ import annotations

import math
import zlib

from game.rules.oaxaca.bots.resources import CRAFT_FACES
from game.rules.oaxaca.cards import WILD


class RoundEnd:
    """The round's-end value and the estimate of the rounds to come (a part of
    :class:`~game.rules.oaxaca.bots.model.Model`)."""

    # -- the leaf: the round's end ------------------------------------------------------------
    def _leaf(self, cards: tuple, done: tuple, early: int) -> float:
        key = (cards, done, early)
        hit = self.leaf_memo.get(key)
        if hit is not None:
            return hit
        if self.solo:
            v = self._leaf_solo(cards, done, early)
        else:
            v = self._leaf_multi(cards, done, early)
        if self.noise:
            u = zlib.crc32(repr(key).encode(), self.salt) / 4294967296.0
            v += self.noise * 3.4641 * (u - 0.5)  # uniform, of spread ``noise``
        self.leaf_memo[key] = v
        return v

    def stall_items(self, done: tuple) -> list[tuple]:
        """(face, value, card id) of every sellable stall card, those finished this round included."""
        items = [(self.table[c].face, self.table[c].value, c) for c in self.pos.stall]
        items += list(done)
        return items

    def jewelry_bonus(self, cid: str, stall_faces: list, stall_passives: int, workshop: int) -> int:
        if not cid:
            return 0
        info = self.table[cid]
        e = info.effect
        if e == "points":
            return info.points
        if e == "points_per_stall_type":
            return len(set(stall_faces))
        if e == "points_per_workshop_card":
            return workshop
        if e == "points_per_passive":
            return stall_passives
        return 0

    def _leaf_solo(self, cards, done, early) -> float:
        pos = self.pos
        prm = self.params
        items = self.stall_items(done)
        left = pos.rounds - 1 - pos.round  # rounds after this one
        faces = [i[0] for i in items]
        passives = sum(1 for i in items if i[2] and self.table[i[2]].passive)
        dt = list(pos.deck_tokens)
        customers = [f for i, f in enumerate(pos.customers) if not pos.sold_to[i]]
        supply = self._supply(cards, left) if left else {}
        sale_total, sold, held, counts = self._sell(items, customers, faces, passives, len(cards), dt, left, supply)
        bonus = 0.0
        if pos.pending_tokens or early:
            # a deck token (the Early Morning die may become one at the round's end) adds a point to
            # every sale of that craft: now, and later on what the Workshop still holds
            best_tok = 0.0
            for f in CRAFT_FACES:
                gain = counts.get(f, 0)
                if left:
                    gain += prm.token_future * (supply.get(f, 0.0) + sum(1 for h in held if h[0] == f))
                best_tok = max(best_tok, gain)
            bonus += pos.pending_tokens * best_tok
            if early:
                bonus += max(best_tok, prm.early_die if left else 0.0)
        if pos.early_kept and left:
            bonus += prm.early_die
        if not left:
            return sale_total + bonus
        kept = list(customers)
        for f in sold:
            kept.remove(f)
        kept = self._keep_customers(kept, supply, held)
        return sale_total + bonus + self.future(cards, held, kept, dt, left, supply=supply)

    def _keep_customers(self, unsold: list, supply: dict, held: list) -> list:
        """Which unsold customers stay (the others are rolled again): those whose craft the cards
        to come will want, one customer per expected card; a wild one while cards may lack a buyer."""
        need = dict(supply)
        for h in held:
            need[h[0]] = need.get(h[0], 0.0) + 1.0
        kept = []
        for f in sorted(unsold, key=lambda f: f == WILD):
            if f == WILD:
                spare = sum(need.values())
                if spare >= self.params.keep_wild:
                    kept.append(f)
                continue
            if need.get(f, 0.0) >= self.params.keep_need:
                kept.append(f)
                need[f] -= 1.0
        return kept

    def _sell(self, items, customers, faces, passives, workshop, dt, left, supply=None):
        """The best sales to the customers still to buy: each craft's customers take the most valuable
        cards of their craft, wild customers the best of the rest, unless keeping a card for a later
        customer (and its bonus meanwhile) is worth more."""
        by_face: dict[int, list] = {}
        for it in items:
            jb = self.jewelry_bonus(it[2], faces, passives, workshop)
            by_face.setdefault(it[0], []).append((it[1], jb, it))
        total = 0.0
        sold_customers = []
        rest = []
        counts: dict[int, int] = {}
        for f, lst in by_face.items():
            lst.sort(key=lambda x: -(2 * x[0] + x[1]))
            n = sum(1 for c in customers if c == f)
            for k, (v, jb, it) in enumerate(lst):
                price = 2 * v + dt[f - 2] + jb
                # a customer of its craft: sell (keeping the card back would keep that customer
                # from being rolled again for the next card, for little more than its bonus)
                if k < n and (not left or price >= self.params.hold_scale * self._hold(it, left, v, jb, f, dt, supply,
                                                                                        customers)):
                    total += price
                    sold_customers.append(f)
                    counts[f] = counts.get(f, 0) + 1
                else:
                    rest.append((v + dt[f - 2] + jb, v, jb, it))
        wild = sum(1 for c in customers if c == WILD)
        rest.sort(key=lambda x: -x[0])
        held = []
        for price, v, jb, it in rest:
            if wild and (not left or price >= self._hold(it, left, v, jb, it[0], dt, supply, customers)):
                wild -= 1
                total += price
                sold_customers.append(WILD)
                counts[it[0]] = counts.get(it[0], 0) + 1
            else:
                held.append(it)
        return total, sold_customers, held, counts

    def _hold(self, it, left, v, jb, f, dt, supply=None, customers=()) -> float:
        """What an unsold stall card is still worth: the chance that one more card of its craft finds
        a customer later (against the cards of that craft still to come), and its bonus meanwhile."""
        if not left:
            return 0.0
        prm = self.params
        n = (supply or {}).get(f, 0.0)
        k = sum(1 for c in customers if c == f)
        lam = self._lam(5 - k, left)
        dm = self._pmin(n + 1, k, lam) - self._pmin(n, k, lam)
        later = dm * (2 * v + dt[f - 2] + jb) + (1 - dm) * prm.wild_later * (v + dt[f - 2] + jb)
        return later + self._engine(it[2]) * left

    def _engine(self, cid: str) -> float:
        if not cid:
            return 0.0
        info = self.table[cid]
        if info.resource is None:
            return 0.0
        if info.resource >= 300:
            return self.params.engine * 0.8
        return self.params.engine

    def _lam(self, random_slots: int, left: int) -> float:
        """The expected number of appearances of one craft among the customers rolled from now on."""
        return (random_slots + self.params.later_rolls * 5 * (left - 1)) / 6

    def _pmin(self, n: float, k: int, lam: float) -> float:
        """E[min(n, k + X)], X ~ Poisson(lam): the buyers a craft's n cards find among k kept
        customers and those still to be rolled."""
        if n <= 0:
            return 0.0
        if k >= n:
            return n
        key = round(lam, 3)
        pmf = self._PMF.get(key)
        if pmf is None:
            pmf = []
            p = math.exp(-lam)
            for j in range(12):
                pmf.append(p)
                p *= lam / (j + 1)
            self._PMF[key] = pmf
        total = 0.0
        tail = 1.0
        for j, p in enumerate(pmf):
            if k + j >= n:
                total += tail * n
                return total
            total += p * (k + j)
            tail -= p
        return total + tail * n

    def _p_fin(self, t: float, same: int, n_cards: int, crafts: int, left: int) -> float:
        """The chance a Workshop card with ``t`` tokens is finished in the ``left`` rounds to come
        (fitted on the bot's own games): more cards of its craft help (one craft works them all),
        more cards in the Workshop compete for the dice."""
        prm = self.params
        z = (prm.round_tokens * left - t + 0.5) / prm.finish_spread
        z += prm.same_bonus * (same - 1) - prm.crowd * (n_cards - 1)
        if z > 30:
            return 1.0
        return 1 / (1 + math.exp(-z))

    def _supply(self, cards, left) -> dict:
        """The expected number of cards of each craft the Workshop still finishes in time."""
        out: dict[int, float] = {}
        crafts = len({c[0] for c in cards})
        for c in cards:
            same = sum(1 for o in cards if o[0] == c[0])
            out[c[0]] = out.get(c[0], 0.0) + self._p_fin(c[1], same, len(cards), crafts, left)
        return out

    def future(self, cards, held, kept_customers, dt, left, early: bool = False, supply=None) -> float:
        """Solo: the expected points of the rounds after this one. Each craft's cards (the Workshop's,
        by their chance to be finished in time, and the unsold stall) find as many buyers as the kept
        customers of that craft and those still to be rolled give; the rest may go to wild
        customers for their plain value. Stall bonuses count for every round left; each empty
        Workshop space is a future project."""
        prm = self.params
        if left <= 0:
            return 0.0
        random_slots = 5 - len(kept_customers)
        lam = self._lam(random_slots, left)
        groups: dict[int, list] = {}
        crafts = len({c[0] for c in cards})
        engine = 0.0
        for c in cards:
            same = sum(1 for o in cards if o[0] == c[0])
            p = self._p_fin(c[1], same, len(cards), crafts, left)
            groups.setdefault(c[0], []).append((p, c[2], self._jb_estimate(c[3])))
            engine += p * 0.5 * self._engine(c[3]) * (left - 1) - p * prm.token_price * c[1]
        for h in held:
            groups.setdefault(h[0], []).append((1.0, h[1], self._jb_estimate(h[2])))
            engine += self._engine(h[2]) * left
        free = max(0, 3 - len(cards))
        if free:
            f = self.targets[0] if self.targets else 2
            p = self._p_fin(prm.gather_value, 1, len(cards) + free, crafts + 1, left) * prm.fresh_finish
            for _ in range(free):
                groups.setdefault(f, []).append((p, prm.gather_value, 0))
            engine -= free * p * (prm.gather_cost + prm.token_price * prm.gather_value)
        total = engine
        un_value = un_n = 0.0
        for f, lst in groups.items():
            n = sum(p for p, _v, _jb in lst)
            if n <= 0:
                continue
            k = sum(1 for c in kept_customers if c == f)
            frac = self._pmin(n, k, lam) / n
            d = dt[f - 2]
            for p, v, jb in lst:
                total += p * frac * (2 * v + d + jb)
                un_value += p * (1 - frac) * (v + d + jb)
                un_n += p * (1 - frac)
        if un_n > 0:
            kw = sum(1 for c in kept_customers if c == WILD)
            total += un_value * self._pmin(un_n, kw, lam) / un_n
        if early:
            total += prm.early_die
        return total

    def _jb_estimate(self, cid: str) -> int:
        if not cid:
            return 0
        info = self.table[cid]
        if info.effect == "points":
            return info.points
        if info.effect in ("points_per_stall_type", "points_per_workshop_card", "points_per_passive"):
            return 2
        return 0

    # -- multiplayer --------------------------------------------------------------------------
    def _leaf_multi(self, cards, done, early) -> float:
        """Multiplayer: the points the seat holds at its round's end (two per Workshop card, each
        Market Stall card's value and jewelry bonus, an early die at the very end), plus what its
        Workshop and stall bonuses are likely to add in the rounds left."""
        pos = self.pos
        prm = self.params
        left = pos.rounds - 1 - pos.round
        items = self.stall_items(done)
        faces = [i[0] for i in items]
        passives = sum(1 for i in items if i[2] and self.table[i[2]].passive)
        points = 2 * len(cards) + sum(i[1] for i in items)
        points += sum(self.jewelry_bonus(i[2], faces, passives, len(cards)) for i in items)
        if early or pos.early_kept:
            points += 1 if not left else prm.early_die
        if not left:
            return points
        return points + self.future_multi(cards, items, left)

    def future_multi(self, cards, items, left) -> float:
        """Multiplayer: the rounds to come. Each Workshop card may still be finished (its value
        instead of two points, and a jewelry bonus); each stall bonus is an extra action every round;
        an empty Workshop space is a card to gather (two points, more once finished)."""
        prm = self.params
        crafts = len({c[0] for c in cards})
        total = 0.0
        for c in cards:
            same = sum(1 for o in cards if o[0] == c[0])
            p = self._p_fin(c[1], same, len(cards), crafts, left)
            total += p * prm.multi_finish * (c[2] - 2 + self._jb_estimate(c[3]) + self._engine(c[3]) * (left - 1) * 0.5)
        for i in items:
            total += self._engine(i[2]) * left
        free = max(0, self.pos.cap - len(cards))
        total += free * prm.multi_space * left
        return total
