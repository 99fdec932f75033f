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

Its parts: the search (:mod:`.search`), the leaf and the rounds to come (:mod:`.leaf`), and the
resources' codes with the cards as the model reads them (:mod:`.resources`).

Nothing here reads hidden information: a position is built from what the seat sees.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.oaxaca.bots.leaf import RoundEnd
from game.rules.oaxaca.bots.resources import ANY_DIE, CRAFT_FACES, FREE, PIT, CardInfo, card_table
from game.rules.oaxaca.bots.search import RoundSearch
from game.rules.oaxaca.cards import CRAFTS, DAY, EARLY, WILD


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

class Model(RoundSearch, RoundEnd):
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

    # -- the rounds to come -----------------------------------------------------------------
    _PMF: dict = {}


