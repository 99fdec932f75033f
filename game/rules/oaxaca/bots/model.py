"""Oaxaca's planning model: what the rest of a round can still make, and what a position is worth.

The bots (:mod:`.planner`) search a turn move by move on a copy of the seat's view;
each position that search reaches is valued here, in points, as the score so far plus what the
rest of the round can still make plus what the rounds after it are likely to bring.

The rest of the round is small and almost known: the Daylight dice are on the table, the Market
Stall bonuses not yet turned this round are known, the tourists are face up. So it is solved
exactly on an *abstract* round: every remaining die, free result and token-moving bonus is a
resource, and a depth-first search (memoised) tries every way to spend them: craft the die's
craft (one token off every card of it), gather its craft (a card of expected value), a wild on
one card, two results combined into any craft, the last die kept for the early morning. Finished
cards reach the Market Stall during the round and lend their bonus at once. At the round's end
(the leaf) the Market Stall is sold to the customers (solo) or simply counted (multiplayer), and
what is left (the Workshop, the unsold stall, the kept customers, the deck tokens, an early die)
is valued by :meth:`Model.future`, a small closed-form estimate of the rounds to come.

Nothing here reads hidden information: a position is built from what the seat sees.
"""
from __future__ import annotations

import math
import zlib
from dataclasses import dataclass

from game.rules.oaxaca.cards import CRAFTS, DAY, EARLY, WILD, face_of

# resource codes of the abstract round: dice 1..6 (7: a die that may show any face), free
# results 128 + mask of faces (bit f for face f), special bonuses 300+
ANY_DIE = 7
FREE = 128
JAR, CHEST, WHEEL, BOWL, TOP, PIT = 301, 302, 303, 304, 305, 306
CRAFT_FACES = (2, 3, 4, 5, 6)
ALL_CRAFTS_MASK = sum(1 << f for f in CRAFT_FACES)
TEXTILE = face_of("textile")


@dataclass
class Params:
    """The model's weights (points). Defaults tuned on seeds 1001+ (never on the benchmark's)."""

    gather_value: float = 4.0  # the value (and tokens) of a card gathered in the abstract round
    targets: int = 3  # the crafts worth gathering in the abstract round (customers, Workshop, dice)
    round_tokens: float = 2.2  # tokens a Workshop card can lose per round to come
    finish_spread: float = 1.3  # the logistic spread of "will it be finished in time"
    same_bonus: float = 0.2  # each other card of its craft (one craft works them all)
    token_price: float = 0.6  # what a token still to take off costs of the rounds to come
    early_die: float = 2.0  # an Early Morning die kept for the next round
    gather_cost: float = 2.0  # a future gather (one action) to fill an empty Workshop space
    engine: float = 1.2  # a free result each future round from a stall card kept
    wild_later: float = 0.3  # the chance a card without a buyer of its craft later sells to a wild customer
    later_rolls: float = 0.6  # the share of customers rolled again at each later round's end
    crowd: float = 0.25  # each other Workshop card competes for the dice
    fresh_finish: float = 0.8  # a project not yet gathered finishes less often than the model says
    token_future: float = 0.6  # a deck token: the later sales of that craft it adds a point to
    keep_need: float = 0.4  # keep a customer when at least this many cards of its craft are expected
    keep_wild: float = 1.0  # keep a wild customer when this many cards may lack a buyer
    hold_scale: float = 0.0  # weight of keeping a card back from a customer of its craft (0: always sell)
    multi_finish: float = 1.0  # multiplayer: weight of finishing over keeping cards in the Workshop
    multi_space: float = 0.8  # multiplayer: an empty Workshop space, per round left


class CardInfo:
    __slots__ = ("cid", "face", "value", "effect", "mask", "passive", "points", "resource", "name", "use")

    def __init__(self, cid: str, card):
        self.cid = cid
        self.face = card.face or 0
        self.value = card.value
        self.effect = card.effect
        self.use = card.use
        self.mask = sum(1 << f for f in card.results)
        self.passive = card.passive
        self.points = card.arg("points")
        self.name = card.name
        self.resource = effect_resource(card.effect, self.mask) if not card.passive else None


def effect_resource(effect: str, mask: int) -> int | None:
    """The abstract resource a bonus is, when it is one (free results and token movers)."""
    if effect == "free_result":
        return FREE + mask
    return {"remove_token_any": JAR, "remove_each_and_share": CHEST, "return_and_remove": WHEEL,
            "redistribute_tokens": BOWL, "move_tokens": TOP}.get(effect)


_TABLES: dict[int, dict[str, CardInfo]] = {}


def card_table(data) -> dict[str, CardInfo]:
    t = _TABLES.get(id(data))
    if t is None:
        t = {cid: CardInfo(cid, c) for cid, c in data.cards.items()}
        for seat in range(4):
            bid = f"banner-{seat + 1}"
            t[bid] = CardInfo(bid, data.card(bid))
        _TABLES[id(data)] = t
    return t


def faces_of(mask: int) -> list[int]:
    return [f for f in range(1, 7) if mask >> f & 1]


# ----------------------------------------------------------------------------------------- positions

class Position:
    """What the abstract round starts from: the seat's remaining resources this round, its Workshop
    and Market Stall, and everything the leaf needs (customers, deck tokens, round)."""

    __slots__ = ("res", "alternatives", "cards", "cap", "loom", "pit", "dbl", "early", "pending_tokens",
                 "stall", "round", "rounds", "customers", "sold_to", "deck_tokens", "score", "solo",
                 "early_kept", "gather_draws", "opp")


def position(state, seat: int, table: dict[str, CardInfo]) -> Position:
    """The abstract position of ``seat`` in an engine state (a view's rules copy is enough: only
    public parts and the seat's own are read)."""
    me = state.table[seat]
    p = Position()
    res = []
    day = [d for d, w in enumerate(me.where) if w == DAY]
    for d in day:
        res.append(me.faces[d])
    for faces, _origin, used in state.pool:
        if not used:
            res.append(FREE + sum(1 << f for f in faces))
    alternatives: list[list] = []
    pit = 0
    pending = 0
    rug = False
    free_used = []
    if state.phase.value in ("turn", "keep", "put_back", "share", "reroll"):
        for cid in me.stall:
            info = table[cid]
            if info.passive:
                continue
            if cid in me.used:
                if info.resource is not None and info.resource >= FREE and info.resource < 300:
                    free_used.append(info.resource)
                continue
            if info.resource is not None:
                res.append(info.resource)
            elif info.effect == "wild_craft_bonus":
                pit = 1
            elif info.effect == "token_to_opponent":
                pending += 1 if state.solo else 0
            elif info.effect == "tokens_to_opponent_workshop":
                pending += 3 if state.solo else 0
            elif info.effect == "refresh_card":
                rug = True
            elif info.effect == "reclaim_die":
                res.append(WILD)
            elif info.effect == "copy_bonus":
                if state.solo:
                    ids = list(me.workshop)
                else:
                    ids = [c for o in range(state.players) if o != seat for c in state.table[o].stall]
                alternatives.append(_dedupe([(_borrowed(table[c]), ("activate", cid, (c,))) for c in ids
                                             if _borrowable(table[c])]))
            elif info.effect == "use_tourist":
                alternatives.append(_dedupe([(_tourist_alt(state, t), ("activate", cid, (t,))) for t in state.grid
                                             if state.data.tourists[t].effect not in COPY]))
        if rug:
            best = max(free_used, default=None, key=lambda r: bin(r - FREE).count("1"))
            if best is not None:
                res.append(best)
        tourists = [] if me.meeple else list(state.current_tourists())
        if me.extra is not None and not me.extra_used and me.extra not in tourists:
            tourists.append(me.extra)
        if tourists:
            alts = []
            for t in tourists:
                obj = state.data.tourists[t]
                if obj.effect == "other_round_tourist":
                    now = state.current_tourists()
                    alts += [(_tourist_alt(state, o), ("tourist", t, (o,))) for o in state.grid
                             if o not in now and state.data.tourists[o].effect not in COPY]
                elif obj.effect == "activate_workshop":
                    alts += [(_borrowed(table[c]), ("tourist", t, (c,))) for c in me.workshop
                             if _borrowable(table[c])]
                else:
                    alts.append((_tourist_alt(state, t), ("tourist", t, ())))
            alternatives.append(_dedupe([a for a in alts if a[0] != ((), 0, None)]))
    p.res = tuple(sorted(res))
    p.alternatives = [a for a in alternatives if a]
    p.cards = tuple(sorted((table[c].face, me.tokens[c], table[c].value, c) for c in me.workshop))
    p.cap = state.capacity(seat)
    p.loom = sum(1 for c in me.stall if table[c].effect == "textile_craft_bonus")
    p.pit = pit
    if pit and state.wild_crafts > 0 and state.phase.value == "turn" and state.activations < 2:
        res.append(PIT)  # a wild craft made this turn: the Firing Pit may answer it now
        p.res = tuple(sorted(res))
    p.dbl = 1 if (state.craft_double and not state.main_used) else 0
    # an Early Morning die that may still become a deck token (before the round's end), or one
    # already kept as a die for next round
    before_end = state.phase.value not in ("sell", "customers")
    p.early = 1 if (EARLY in me.where and before_end) else 0
    p.early_kept = 1 if (EARLY in me.where and not before_end) else 0
    p.pending_tokens = pending
    p.stall = tuple(c for c in me.stall if table[c].face)
    p.round = state.round
    p.rounds = state.data.rounds
    p.customers = tuple(state.customers)
    # once the stall is closed for the round (choosing which customers to roll again), nobody
    # else buys this round
    closed = state.phase.value == "customers"
    p.sold_to = tuple(True for _ in state.sold_to) if closed else tuple(state.sold_to)
    p.deck_tokens = tuple(state.deck_tokens[c] for c in CRAFTS)
    p.score = state.score if state.solo else 0
    p.solo = state.solo
    p.gather_draws = sum(1 for c in me.stall if table[c].effect == "gather_draws")
    # multiplayer: the crafts in the rivals' Workshops (a Spinning Top may move tokens onto them)
    p.opp = frozenset(table[c].face for o in range(state.players) if o != seat for c in state.table[o].workshop)
    return p


COPY = frozenset({"copy_bonus", "use_tourist", "other_round_tourist", "activate_workshop"})


def _borrowable(info: CardInfo) -> bool:
    return not (info.passive or info.effect in COPY or info.effect == "wild_craft_bonus")


def _borrowed(info: CardInfo) -> tuple:
    """An alternative: (resources to add, dbl, die change) for a borrowed card bonus."""
    if info.resource is not None:
        return ((info.resource,), 0, None)
    if info.effect == "reclaim_die":
        return ((WILD,), 0, None)
    return ((), 0, None)


def _tourist_alt(state, t: str) -> tuple:
    obj = state.data.tourists[t]
    e = obj.effect
    if e == "free_result":
        return ((FREE + sum(1 << f for f in obj.results),), 0, None)
    if e == "reclaim_die":
        return ((WILD,), 0, None)
    if e == "craft_double":
        return ((), 1, None)
    if e == "change_die":
        return ((), 0, "any")
    if e == "flip_die":
        return ((), 0, "flip")
    return ((), 0, None)


def _dedupe(alts: list) -> list:
    out = []
    for a in alts:
        if a not in out:
            out.append(a)
    return out


# ----------------------------------------------------------------------------------------- the model

class Model:
    """Values positions of one seat. Holds the caches of one decision (or one round: positions
    of the same round share the memo of the abstract round while the stall and customers hold)."""

    def __init__(self, data, params: Params | None = None, solo: bool = True):
        self.data = data
        self.params = params or Params()
        self.table = card_table(data)
        self.solo = solo
        self._ctx_key = None
        self._contexts: dict = {}
        self.memo: dict = {}
        self.moves: dict = {}
        self.leaf_memo: dict = {}
        self.greedy_memo: dict = {}
        self.nodes = 0
        self.budget = 1 << 60
        self.noise = 0.0
        self.salt = 0

    def reset(self, budget: int | None = None, noise: float = 0.0, salt: int = 0) -> None:
        """Forget every cached value (each decision starts afresh, so a decision never depends on
        the ones before it) and allow ``budget`` exact search nodes before the search goes on with
        a plain default policy. ``noise``: a deliberate error (its spread, in points) on every
        round's-end value, the same for the same ``salt`` (the easy player's judgement)."""
        self._ctx_key = None
        self._contexts = {}
        self.nodes = 0
        self.budget = budget if budget is not None else 1 << 60
        self.noise = noise
        self.salt = salt & 0xFFFFFFFF

    # -- entry points -------------------------------------------------------------------------
    def value(self, pos: Position) -> float:
        """The expected final score (solo) or margin-like value (multiplayer) of the position."""
        return self.plan(pos, steps=False)[0]

    def plan(self, pos: Position, steps: bool = True):
        """(value, the root variant, the best plan's steps) for the rest of the round."""
        self._context(pos)
        best, best_var, best_key = -1e18, None, None
        for var in self._variants(pos):
            res, dbl = var[0], var[1]
            key = (0, res, pos.cards, (), (dbl, pos.pit, pos.loom, pos.cap, pos.early))
            v = self._solve(*key)
            if v > best + 1e-9:
                best, best_var, best_key = v, var, key
        self._best_root = best_key
        out = []
        if steps and best_key is not None:
            key = best_key
            while True:
                move = self.moves.get(key)
                if move is None:
                    break
                desc, key = move
                if desc is not None:
                    out.append(desc)
        return pos.score + best, best_var, out

    def token_crafts(self, pos: Position) -> list[int]:
        """The crafts (faces) a deck token is worth most beside, best first: the sales the round's
        best plan makes now, then the cards it leaves for later."""
        self.plan(pos, steps=False)
        key = self._best_root
        while True:
            move = self.moves.get(key)
            if move is None:
                break
            key = move[1]
        _stage, _res, cards, done, _flags = key
        items = self.stall_items(done)
        customers = [f for i, f in enumerate(pos.customers) if not pos.sold_to[i]]
        left = pos.rounds - 1 - pos.round
        faces = [i[0] for i in items]
        passives = sum(1 for i in items if i[2] and self.table[i[2]].passive)
        _t, _sold, held, counts = self._sell(items, customers, faces, passives, len(cards), list(pos.deck_tokens), left)
        gain = {}
        for f in CRAFT_FACES:
            g = counts.get(f, 0) * 1.0
            if left:
                g += 0.45 * left * (sum(1 for c in cards if c[0] == f) + sum(1 for h in held if h[0] == f))
            g += 0.01 * sum(1 for c in customers if c == f)
            gain[f] = g
        return sorted(CRAFT_FACES, key=lambda f: (-gain[f], f))

    def _variants(self, pos: Position):
        """The resource sets the root alternatives (tourist, borrowed bonuses) give:
        (res, dbl, what was chosen: (provider, the alternative, the die it changes) per group)."""
        variants = [(pos.res, pos.dbl, ())]
        for alts in pos.alternatives:
            nxt = []
            for res, dbl, chosen in variants:
                nxt.append((res, dbl, chosen))  # this group not used
                for alt, provider in alts:
                    add, d, change = alt
                    if change is None:
                        nxt.append((tuple(sorted(res + add)), max(dbl, d), chosen + ((provider, alt, None),)))
                        continue
                    for f in sorted({r for r in res if r <= 6}):
                        rest = list(res)
                        rest.remove(f)
                        new = ANY_DIE if change == "any" else 7 - f
                        nxt.append((tuple(sorted(rest + [new])), dbl, chosen + ((provider, alt, f),)))
            seen = {}
            for v in nxt:
                seen.setdefault((v[0], v[1]), v)
            variants = list(seen.values())[:12]
        return variants

    def _context(self, pos: Position) -> None:
        key = (pos.stall, pos.customers, pos.sold_to, pos.deck_tokens, pos.round, pos.pending_tokens, pos.solo,
               pos.gather_draws, pos.opp, pos.early_kept)
        if key != self._ctx_key:
            self._ctx_key = key
            ctx = self._contexts.get(key)
            if ctx is None:
                if len(self._contexts) > 32:
                    self._contexts.clear()
                self.memo, self.moves, self.leaf_memo, self.greedy_memo, self.pos = {}, {}, {}, {}, pos
                self._prepare(pos)
                self._contexts[key] = (self.memo, self.moves, self.leaf_memo, self.greedy_memo, pos, self.targets,
                                       self.last_round)
            else:
                (self.memo, self.moves, self.leaf_memo, self.greedy_memo, self.pos, self.targets,
                 self.last_round) = ctx

    def _prepare(self, pos: Position) -> None:
        # the crafts worth gathering: wanted by a customer still to buy, or already in the Workshop
        wanted = {}
        for i, f in enumerate(pos.customers):
            if not pos.sold_to[i] and f != WILD:
                wanted[f] = wanted.get(f, 0) + 2
        for c in pos.cards:
            wanted[c[0]] = wanted.get(c[0], 0) + 1
        for c in pos.stall:
            f = self.table[c].face
            wanted[f] = wanted.get(f, 0) + 0.5
        for r in pos.res:
            if 2 <= r <= 6:
                wanted[r] = wanted.get(r, 0) + (0.3 if pos.solo else 0.8)
        order = sorted(wanted, key=lambda f: (-wanted[f], f))
        self.targets = tuple(order[:self.params.targets]) if order else (2,)
        self.gv = self.params.gather_value
        self.last_round = pos.round >= pos.rounds - 1

    # -- the abstract round -------------------------------------------------------------------
    def _gather_faces(self, r: int) -> tuple:
        if r <= 6:
            if r == WILD:
                return self.targets
            return (r,) if r in self.targets else ()
        if r == ANY_DIE:
            return self.targets
        if r < 300:
            mask = r - FREE
            if mask & 2:
                return self.targets
            return tuple(f for f in self.targets if mask >> f & 1)
        return ()

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

    # -- the rounds to come -----------------------------------------------------------------
    _PMF: dict = {}

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


