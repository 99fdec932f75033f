"""Oaxaca's bots: the exact search of the abstract round (every way to spend the remaining dice, free
results and bonuses, memoised, within a node budget and then a plain default policy)."""
from __future__ import annotations

from game.rules.oaxaca.bots.resources import (
    ALL_CRAFTS_MASK, ANY_DIE, BOWL, CHEST, CRAFT_FACES, FREE, JAR, PIT, TEXTILE, TOP, WHEEL,
)
from game.rules.oaxaca.cards import WILD


class RoundSearch:
    """The abstract round's search (a part of :class:`~game.rules.oaxaca.bots.model.Model`)."""

    def _solve(self, stage: int, res: tuple, cards: tuple, done: tuple, flags: tuple) -> float:
        """The best value of the rest of the round. ``stage`` >= 0: still gathering before any
        craft (only resources coded ``stage`` or more, so no order is tried twice); -1: crafting,
        the first resource decides."""
        key = (stage, res, cards, done, flags)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        self.nodes += 1
        if self.nodes > self.budget:
            return self._greedy(key)
        solve = self._solve
        best = -1e18
        move = None
        if stage >= 0:
            child = (-1, res, cards, done, flags)
            best, move = solve(*child), (None, child)
            if len(cards) < flags[3]:
                gv = self.gv
                seen = set()
                for i, r in enumerate(res):
                    if r < stage or r in seen or r >= 300 or not self._worth_gathering(res[:i] + res[i + 1:], flags):
                        continue
                    seen.add(r)
                    rest = res[:i] + res[i + 1:]
                    for x in self._gather_faces(r):
                        child = (r, rest, tuple(sorted(cards + ((x, gv, gv, ""),))), done, flags)
                        v = solve(*child)
                        if v > best:
                            best, move = v, (("gather", r, x), child)
            self.memo[key] = best
            self.moves[key] = move
            return best
        if not res:
            best = self._leaf(cards, done, flags[4])
            self.memo[key] = best
            return best
        r = res[0]
        rest = res[1:]
        dbl, pit, loom, cap, early = flags
        # unused: a die may be the one kept for the early morning
        if r <= ANY_DIE and not early:
            child = (-1, rest, cards, done, (dbl, pit, loom, cap, 1))
            best, move = solve(*child), (("early", r), child)
        else:
            child = (-1, rest, cards, done, flags)
            best, move = solve(*child), (("waste", r), child)
        if r >= 300:
            for desc, child in self._special(r, rest, cards, done, flags):
                v = solve(*child)
                if v > best:
                    best, move = v, (desc, child)
            self.memo[key] = best
            self.moves[key] = move
            return best
        if r <= ANY_DIE:
            die = True
            mask = (ALL_CRAFTS_MASK | 2) if r == ANY_DIE else 1 << r
        else:
            die = False
            mask = r - FREE
        faces_here = {c[0] for c in cards if c[1] > 0}
        room = len(cards) < cap
        gv = self.gv
        mults = (1, 2) if (die and dbl) else (1,)
        for f in CRAFT_FACES:
            if not mask >> f & 1:
                continue
            if f in faces_here or (loom and f == TEXTILE and cards):
                for mult in mults:
                    child = self._craft_child(rest, cards, done, flags, f, mult, mult == 2)
                    v = solve(*child)
                    if v > best:
                        best, move = v, (("craft", r, f, mult), child)
            if room and f in self.targets and self._worth_gathering(rest, flags):
                child = (-1, rest, tuple(sorted(cards + ((f, gv, gv, ""),))), done, flags)
                v = solve(*child)
                if v > best:
                    best, move = v, (("gather", r, f), child)
        if mask & 2:  # a wild: one token off one card, or gather any deck
            seen = set()
            for i, c in enumerate(cards):
                if c[1] <= 0 or c[:3] in seen:
                    continue
                seen.add(c[:3])
                for mult in mults:
                    for use_pit in ((0, 1) if pit else (0,)):
                        child = self._wild_child(rest, cards, done, flags, i, mult, mult == 2, use_pit)
                        v = solve(*child)
                        if v > best:
                            best, move = v, (("wild", r, c, mult, use_pit), child)
            if room and self._worth_gathering(rest, flags):
                for f in self.targets:
                    child = (-1, rest, tuple(sorted(cards + ((f, gv, gv, ""),))), done, flags)
                    v = solve(*child)
                    if v > best:
                        best, move = v, (("gather", r, f), child)
        # combined with a later result: any craft (only a die whose own craft has no card here:
        # a die that can work a card alone is not worth half a combination)
        if die and (r == WILD or r == ANY_DIE or r not in faces_here):
            seen = set()
            for j, o in enumerate(rest):
                if o in seen or o >= 300:
                    continue
                seen.add(o)
                if o <= 6 and o != WILD and o in faces_here:
                    continue
                rest2 = rest[:j] + rest[j + 1:]
                for f in CRAFT_FACES:
                    if f in faces_here or (loom and f == TEXTILE and cards):
                        for mult in ((1, 2) if dbl else (1,)):
                            child = self._craft_child(rest2, cards, done, flags, f, mult, mult == 2)
                            v = solve(*child)
                            if v > best:
                                best, move = v, (("combo_craft", r, o, f, mult), child)
                if room and self._worth_gathering(rest2, flags):
                    for f in self.targets:
                        child = (-1, rest2, tuple(sorted(cards + ((f, gv, gv, ""),))), done, flags)
                        v = solve(*child)
                        if v > best:
                            best, move = v, (("combo_gather", r, o, f), child)
        self.memo[key] = best
        self.moves[key] = move
        return best

    def _greedy(self, key) -> float:
        """Past the node budget: one default choice per resource (its own craft on its cards, a
        wild on the card nearest done, a gather into an empty space, else kept or unused)."""
        hit = self.greedy_memo.get(key)
        if hit is not None:
            return hit
        stage, res, cards, done, flags = key
        self.nodes += 1
        if self.nodes > 3 * self.budget:  # the hard stop: what is left of the round goes unused
            v = self._leaf(cards, done, flags[4])
            self.greedy_memo[key] = v
            return v
        if stage >= 0:
            child = (-1, res, cards, done, flags)
            v = self._greedy(child)
            self.moves.setdefault(key, (None, child))
            self.greedy_memo[key] = v
            return v
        if not res:
            v = self._leaf(cards, done, flags[4])
            self.greedy_memo[key] = v
            return v
        r = res[0]
        rest = res[1:]
        dbl, pit, loom, cap, early = flags
        desc = child = None
        if r >= 300:
            for d, c in self._special(r, rest, cards, done, flags):
                desc, child = d, c
                break
        else:
            if r <= ANY_DIE:
                mask = (ALL_CRAFTS_MASK | 2) if r == ANY_DIE else 1 << r
            else:
                mask = r - FREE
            live = [c for c in cards if c[1] > 0]
            best_f, best_n = None, 0
            for f in CRAFT_FACES:
                if mask >> f & 1:
                    n = sum(1 for c in live if c[0] == f)
                    if n > best_n:
                        best_f, best_n = f, n
            mult = 2 if (dbl and r <= ANY_DIE) else 1
            if best_f is not None:
                desc = ("craft", r, best_f, mult)
                child = self._craft_child(rest, cards, done, flags, best_f, mult, mult == 2)
            elif mask & 2 and live:
                i = min(range(len(cards)), key=lambda k: (cards[k][1] <= 0, cards[k][1], -cards[k][2]))
                desc = ("wild", r, cards[i], mult, 0)
                child = self._wild_child(rest, cards, done, flags, i, mult, mult == 2, 0)
            elif len(cards) < cap and self._worth_gathering(rest, flags):
                f = next((f for f in self.targets if mask >> f & 1 or mask & 2), None)
                if f is not None:
                    desc = ("gather", r, f)
                    child = (-1, rest, tuple(sorted(cards + ((f, self.gv, self.gv, ""),))), done, flags)
        if child is None:
            if r <= ANY_DIE and not early:
                desc, child = ("early", r), (-1, rest, cards, done, (dbl, pit, loom, cap, 1))
            else:
                desc, child = ("waste", r), (-1, rest, cards, done, flags)
        v = self._greedy(child)
        self.moves.setdefault(key, (desc, child))
        self.greedy_memo[key] = v
        return v

    def _worth_gathering(self, rest, flags) -> bool:
        """In the last round a card gathered now is worth something only if it can still be
        finished: the resources left must be able to take its tokens off."""
        if not self.last_round:
            return True
        reach = len(rest) + (1 if flags[0] else 0) + (3 if flags[1] else 0)
        if reach >= self.gv:
            return True
        for r in rest:
            if r == CHEST or r == PIT or r == WHEEL:
                reach += 2
        return reach >= self.gv

    def _craft_child(self, rest, cards, done, flags, f, mult, used_dbl):
        loom = flags[2]
        extra = loom if f == TEXTILE else 0
        new = []
        for c in cards:
            n = (mult if c[0] == f else 0) + extra
            new.append((c[0], c[1] - n, c[2], c[3]) if n else c)
        if used_dbl:
            flags = (0,) + flags[1:]
        return self._settle(rest, new, done, flags)

    def _wild_child(self, rest, cards, done, flags, i, mult, used_dbl, use_pit):
        new = list(cards)
        c = new[i]
        new[i] = (c[0], c[1] - mult, c[2], c[3])
        if used_dbl:
            flags = (0,) + flags[1:]
        if use_pit:
            flags = flags[:1] + (0,) + flags[2:]
            left = 3
            order = [i] + sorted((k for k in range(len(new)) if k != i), key=lambda k: new[k][1])
            for k in order:
                if left <= 0:
                    break
                c = new[k]
                take = min(left, max(0, c[1]))
                if take:
                    new[k] = (c[0], c[1] - take, c[2], c[3])
                    left -= take
        return self._settle(rest, new, done, flags)

    def _special(self, r, rest, cards, done, flags):
        live = [i for i, c in enumerate(cards) if c[1] > 0]
        if r == JAR:
            seen = set()
            for i in live:
                if cards[i][:3] in seen:
                    continue
                seen.add(cards[i][:3])
                new = list(cards)
                c = new[i]
                new[i] = (c[0], c[1] - 1, c[2], c[3])
                yield ("jar", c), self._settle(rest, new, done, flags)
        elif r == PIT:
            for i in live:
                new = list(cards)
                left = 3
                for k in [i] + sorted((k for k in range(len(new)) if k != i), key=lambda k: new[k][1]):
                    c = new[k]
                    take = min(left, max(0, c[1]))
                    if take:
                        new[k] = (c[0], c[1] - take, c[2], c[3])
                        left -= take
                yield ("pit", cards[i]), self._settle(rest, new, done, flags)
        elif r == CHEST:
            if cards:
                new = [(c[0], c[1] - 1, c[2], c[3]) for c in cards]
                yield ("chest",), self._settle(rest, new, done, flags)
        elif r == WHEEL:
            for i in live:
                for j in range(len(cards)):
                    if j == i:
                        continue
                    new = list(cards)
                    c = new[i]
                    new[i] = (c[0], c[1] - 3, c[2], c[3])
                    del new[j]
                    yield ("wheel", c, cards[j]), self._settle(rest, new, done, flags)
        elif r in (BOWL, TOP):
            for i in live:
                if cards[i][1] > 2:
                    continue
                if r == TOP and cards[i][0] in self.pos.opp:  # onto a rival's card of that craft
                    new = list(cards)
                    a = new[i]
                    new[i] = (a[0], 0, a[2], a[3])
                    yield ("top", a, None), self._settle(rest, new, done, flags)
                    continue
                for j in range(len(cards)):
                    if j == i or (r == TOP and cards[j][0] != cards[i][0]):
                        continue
                    new = list(cards)
                    a, b = new[i], new[j]
                    new[j] = (b[0], b[1] + a[1], b[2], b[3])
                    new[i] = (a[0], 0, a[2], a[3])
                    yield ("bowl" if r == BOWL else "top", a, b), self._settle(rest, new, done, flags)

    def _settle(self, rest, new, done, flags):
        """The child key: finished cards move to the stall (and lend their bonus this round)."""
        finished = [c for c in new if c[1] <= 0]
        if not finished:
            return (-1, rest, tuple(sorted(new)), done, flags)
        keep = tuple(sorted(c for c in new if c[1] > 0))
        done = tuple(sorted(done + tuple((c[0], c[2], c[3]) for c in finished)))
        add = []
        dbl, pit, loom, cap, early = flags
        for c in finished:
            if not c[3]:
                continue
            info = self.table[c[3]]
            if info.resource is not None:
                add.append(info.resource)
            elif info.effect == "workshop_space":
                cap += 1
            elif info.effect == "textile_craft_bonus":
                loom += 1
            elif info.effect == "wild_craft_bonus":
                pit = 1
            elif info.effect == "reclaim_die":
                add.append(WILD)
        if add:
            rest = tuple(sorted(rest + tuple(add)))
        return (-1, rest, keep, done, (dbl, pit, loom, cap, early))
