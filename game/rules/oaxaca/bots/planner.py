"""Oaxaca's own players: a round planner over the seat's view, valued by :mod:`.model`.

How they play
-------------
Within a round almost everything is known: the Daylight dice are on the table, the Market Stall
bonuses not yet turned and the tourists are face up. So at every turn decision the bot solves
the rest of the round exactly on an abstract round (:class:`~game.rules.oaxaca.bots.model.Model`):
every remaining die, free result, tourist and token-moving bonus is spent in the best order,
cards gathered along the way are cards of expected value, and the round's end is valued by its
sales (solo) or its points (multiplayer) plus a closed-form estimate of the rounds to come. The
plan's steps are then carried out in order: this turn's die step, the free results whose cards
are there, the stall card or tourist that must be turned first to give a result, the last die
kept for the early morning. Every decision plans afresh from what the seat sees, so a plan
never goes stale: after a gather (whose cards were unknown) or a re-roll the next decision
simply plans again. A few bonuses the abstract round leaves aside are weighed on the side:
rolling idle dice again (their average over the faces), The Collector before a gather, The
Newcomer when the plan does not need the tourist, deck tokens (solo) and tokens on the leading
rival (multiplayer).

The other decisions: which dice to roll at a round's start (each face against what a fresh roll
brings, all else equal), which gathered card to keep (each valued by the model), where the
others go back (a good card on top in solo, to draw it again; a weak one on top with rivals),
the Early Morning die (a die for next round or a deck token), the sales (the model's best sale,
one card at a time) and which unsold customers to roll again (the model's estimate of the
rounds to come for every choice).

Levels: Hard searches up to 12,000 abstract positions a decision and plays on with a plain
default policy beyond; Easy searches 700 and judges each round's end with a deliberate error
(the same error for the same decision, so it stays deterministic).

Honesty: a bot reads only ``decision.legal`` and ``decision.view`` (its ``state`` is the rules
copy with every hidden card a "?"); the cards still to be drawn are never looked at.
Determinism: every decision starts from an empty cache and a node budget (never the clock), so
the same view always gets the same answer.
"""
from __future__ import annotations

import hashlib
import random
from itertools import product

from game.ai import Choice, Decision
from game.rules.oaxaca.bots.model import ANY_DIE, FREE, Model, Params, card_table, position
from game.rules.oaxaca import words
from game.rules.oaxaca.actions import (
    Activate, Craft, EarlyRiser, EndTurn, Gather, PutBack, Reroll, Sell, StopSelling, UseTourist,
)
from game.rules.oaxaca.cards import CRAFTS, WILD
from game.rules.oaxaca.state import Phase

CHANCE_EFFECTS = frozenset({"reroll_one", "reroll_any", "reclaim_die", "draw_tourist"})


class Planner:
    """The decision maker behind the Oaxaca bots (see the module docstring)."""

    default_params: Params | None = None  # a benchmark may set other weights for every new planner
    default_budget = 12000  # exact search nodes per decision (then a plain default policy)
    default_reroll_budget = 1200  # ... per face tried when choosing dice to roll again

    def __init__(self, game, seat: int, seed: int, params: Params | None = None, *, budget: int | None = None,
                 reroll_budget: int | None = None, noise: float = 0.0):
        self.game = game
        self.data = game.load_data()
        self.table = card_table(self.data)
        self.seat = seat
        self.params = params or self.default_params or Params()
        self.seed = seed
        self.budget = budget if budget is not None else self.default_budget
        self.reroll_budget = reroll_budget if reroll_budget is not None else self.default_reroll_budget
        self.noise = noise
        self.model: Model | None = None
        self._plan: list = []
        self._plan_keys: list = []
        self.fmt = words.Plain(self.data)

    # ------------------------------------------------------------------ protocol
    def decide(self, decision: Decision) -> Choice:
        legal = decision.legal
        if len(legal) == 1:
            return Choice(legal[0], "nothing else can be done now")
        view = decision.view
        if self.model is None or self.model.solo != view.solo:
            self.model = Model(self.data, self.params, solo=view.solo)
        salt = 0
        if self.noise:  # the same decision always gets the same judgement error
            text = f"{self.seed}:{self.seat}:{view.state.digest()}"
            salt = int(hashlib.sha256(text.encode()).hexdigest()[:8], 16)
        self.model.reset(self.budget, self.noise, salt)
        phase = view.phase
        if phase is Phase.TURN:
            action, why = self._turn(view, legal)
        elif phase is Phase.REROLL:
            action, why = self._reroll(view, legal)
        elif phase is Phase.KEEP:
            action, why = self._keep(view, legal)
        elif phase is Phase.PUT_BACK:
            action, why = self._put_back(view, legal)
        elif phase is Phase.SHARE:
            action, why = self._share(view, legal)
        elif phase is Phase.EARLY:
            action, why = self._early(view, legal)
        elif phase is Phase.SELL:
            action, why = self._sell(view, legal)
        elif phase is Phase.CUSTOMERS:
            action, why = self._customers(view, legal)
        else:
            action, why = legal[0], "nothing else can be done now"
        if action not in legal:
            action, why = legal[0], "nothing better is possible now"
        return Choice(action, why)

    # ------------------------------------------------------------------ values
    def value(self, state) -> float:
        return self.model.value(position(state, self.seat, self.table))

    # ------------------------------------------------------------------ the turn
    def _turn(self, view, legal):
        state = view.state
        self._state = state
        pos = position(state, self.seat, self.table)
        value, var, steps = self.model.plan(pos)
        self._last_plan = (value, var, steps)
        extra = self._extras(state, legal, pos, value, var, steps)
        if extra is not None:
            return extra
        for step in steps:
            got = self._step_action(state, legal, step, var)
            if got is not None:
                return got
        return self._fallback(state, legal)

    # -- resources and who provides them -------------------------------------------------------
    def _providers(self, state):
        me = state.table[self.seat]
        dice: dict = {}
        if not state.main_used:
            for d in me.day():
                dice.setdefault(me.faces[d], []).append(d)
        pool: dict = {}
        for k, (faces, _origin, used) in enumerate(state.pool):
            if not used:
                pool.setdefault(FREE + sum(1 << f for f in faces), []).append(k)
        stall: dict = {}
        for cid in me.stall:
            info = self.table[cid]
            if info.passive or cid in me.used:
                continue
            stall.setdefault(info.resource if info.resource is not None else info.effect, []).append(cid)
        return dice, pool, stall

    def _alt_action(self, var, want):
        """The engine move of the root alternative (tourist or borrowed bonus) the plan chose that
        gives ``want`` (a resource code, "dbl", "any" or "flip"), as (kind, id, args prefix, die face)."""
        if var is None:
            return None
        for provider, alt, f in var[2]:
            add, d, change = alt
            if (want == "dbl" and d) or (isinstance(want, int) and want in add) or (change == want and want):
                return provider, f
        return None

    def _provider_move(self, state, provider, args: tuple):
        kind, ident, prefix = provider
        if kind == "tourist":
            return UseTourist(ident, tuple(prefix) + tuple(args))
        return Activate(ident, tuple(prefix) + tuple(args))

    def _source(self, state, code: int, var, *, target_face: int | None = None):
        """('ready', source) when ``code`` can be used now, ('prep', move) when a move must come first
        (turning a stall card, a tourist), or None."""
        dice, pool, stall = self._providers(state)
        me = state.table[self.seat]
        night = [d for d, w in enumerate(me.where) if w == "night"]
        if code <= 6:
            if code in dice:
                return "ready", f"d{dice[code][0]}"
            if state.main_used:
                return None
            if code == WILD and night:
                if "reclaim_die" in stall and state.activations < 2:
                    return "prep", Activate(stall["reclaim_die"][0], (f"d{night[0]}",))
                got = self._alt_action(var, WILD)
                if got is not None:
                    return "prep", self._provider_move(state, got[0], (f"d{night[0]}",))
            got = self._alt_action(var, "flip")
            if got is not None and got[1] is not None and 7 - got[1] == code and got[1] in dice:
                return "prep", self._provider_move(state, got[0], (f"d{dice[got[1]][0]}",))
            return None
        if code == ANY_DIE:
            if state.main_used:
                return None
            got = self._alt_action(var, "any")
            if got is not None and got[1] in dice and target_face is not None:
                return "prep", self._provider_move(state, got[0], (f"d{dice[got[1]][0]}", str(target_face)))
            return None
        if code in pool:
            return "ready", f"f{pool[code][0]}"
        if state.activations < 2 and code in stall:
            return "prep", Activate(stall[code][0], ())
        if state.activations < 2 and "refresh_card" in stall:
            for cid in me.stall:
                if cid in me.used and self.table[cid].resource == code:
                    return "prep", Activate(stall["refresh_card"][0], (cid,))
        got = self._alt_action(var, code)
        if got is not None:
            return "prep", self._provider_move(state, got[0], ())
        return None

    def _step_action(self, state, legal, step, var):
        """The move that carries out (or prepares) a plan step now, with its reason, or None."""
        kind = step[0]
        legal_set = legal
        if kind in ("gather", "craft", "wild"):
            r = step[1]
            is_die = r <= ANY_DIE
            if is_die and state.main_used:
                return None
            face = step[2] if kind != "wild" else WILD
            if kind == "wild":
                card = step[2][3]
                if not card or card not in state.table[self.seat].tokens:
                    return None
            elif kind == "craft" and not any(self.table[c].face == step[2] or (step[2] == 4)
                                             for c in state.table[self.seat].workshop):
                return None
            if kind in ("craft", "wild") and step[3] == 2 and not state.craft_double:
                got = self._alt_action(var, "dbl")
                if got is None:
                    return None
                return self._ok(self._provider_move(state, got[0], ()), legal_set, step)
            src = self._source(state, r, var, target_face=face)
            if src is None:
                return None
            if src[0] == "prep":
                return self._ok(src[1], legal_set, step)
            source = src[1]
            if kind == "gather":
                move = Gather(source, CRAFTS[step[2] - 2])
            elif kind == "craft":
                move = Craft(source, CRAFTS[step[2] - 2])
            else:
                move = Craft(source, "wild", step[2][3])
            return self._ok(move, legal_set, step)
        if kind in ("combo_craft", "combo_gather"):
            if state.main_used:
                return None
            r, o, f = step[1], step[2], step[3]
            if kind == "combo_craft" and not any(self.table[c].face == f or f == 4
                                                 for c in state.table[self.seat].workshop):
                return None
            if kind == "combo_craft" and step[4] == 2 and not state.craft_double:
                got = self._alt_action(var, "dbl")
                if got is None:
                    return None
                return self._ok(self._provider_move(state, got[0], ()), legal_set, step)
            a = self._source(state, r, var, target_face=f)
            if a is None:
                return None
            if a[0] == "prep":
                return self._ok(a[1], legal_set, step)
            if o <= ANY_DIE:
                b = self._source_other_die(state, o, a[1], var, f)
            else:
                b = self._source(state, o, var)
            if b is None:
                return None
            if b[0] == "prep":
                return self._ok(b[1], legal_set, step)
            source = f"{a[1]}+{b[1]}"
            move = (Craft if kind == "combo_craft" else Gather)(source, CRAFTS[f - 2])
            return self._ok(move, legal_set, step)
        if kind == "early":
            me = state.table[self.seat]
            if state.main_used or len(me.day()) != 1:
                return None
            return self._ok(EarlyRiser(self._early_face(state)), legal_set, step)
        if kind in ("jar", "chest", "wheel", "bowl", "top", "pit"):
            return self._special_action(state, legal, step)
        return None

    def _source_other_die(self, state, code, first, var, f):
        """The second die of a combination: another die of that face than ``first``."""
        if code > 6:
            return None
        me = state.table[self.seat]
        used = int(first[1:])
        for d in me.day():
            if d != used and me.faces[d] == code:
                return "ready", f"d{d}"
        return None

    def _special_action(self, state, legal, step):
        kind = step[0]
        dice, pool, stall = self._providers(state)
        effect = {"jar": "remove_token_any", "chest": "remove_each_and_share", "wheel": "return_and_remove",
                  "bowl": "redistribute_tokens", "top": "move_tokens", "pit": "wild_craft_bonus"}[kind]
        cards = [c for c in state.table[self.seat].stall if self.table[c].effect == effect
                 and c not in state.table[self.seat].used]
        if not cards or state.activations >= 2:
            return None
        cid = cards[0]
        me = state.table[self.seat]
        moves = [a for a in legal if isinstance(a, Activate) and a.card == cid]
        want = None
        if kind == "jar":
            want = (step[1][3],)
        elif kind == "chest":
            want = ()
        elif kind == "wheel":
            want = (step[2][3], step[1][3])
        elif kind == "bowl":
            a, b = step[1][3], step[2][3]
            want = (a, b) * me.tokens.get(a, 0)
        elif kind == "top":
            a = step[1][3]
            if step[2] is None:  # onto the leading rival's card of that craft
                craft = self._face_of(step[1])
                targets = [(sum(state.points(o).values()), c) for o in state.opponents(self.seat)
                           for c in state.table[o].workshop if self.table[c].face == craft]
                if not targets:
                    return None
                b = max(targets)[1]
            else:
                b = step[2][3]
            want = (a, b, str(me.tokens.get(a, 0)))
        if want is not None and any(not a for a in want):
            return None  # it works on a card not gathered yet
        if kind == "pit" or want is None or Activate(cid, want) not in moves:
            # choose among the legal ways by the model, and only if better than not using it now
            best = self._best_of(state, moves)
            if best is None or best[0] < self.value(state) + 1e-6:
                return None
            return best[1], self._why_step(state, step)
        return Activate(cid, want), self._why_step(state, step)

    def _ok(self, move, legal, step):
        if move in legal:
            return move, self._why_step(None, step, move)
        return None

    def _fallback(self, state, legal):
        """Nothing left in the plan for this turn: end it, or spend a die as harmlessly as possible."""
        if EndTurn() in legal:
            return EndTurn(), "nothing more to gain this turn"
        best = None
        for a in legal:
            if not isinstance(a, (Gather, Craft, EarlyRiser)):
                continue
            if isinstance(a, Gather):
                continue
            s2 = state.clone()
            s2.apply(self.seat, a)
            v = self.value(s2)
            if best is None or v > best[0]:
                best = (v, a)
        if best is None:
            for a in legal:
                if isinstance(a, Gather):
                    best = (0, a)
                    break
        if best is None:
            return legal[0], "nothing better is possible now"
        return best[1], "this die has no better use this round"

    def _extras(self, state, legal, pos, value, var, steps):
        """Bonuses the round model leaves aside: deck tokens (solo), tokens on a rival's cards,
        rolling idle dice again, The Collector before a gather, The Newcomer's extra tourist."""
        if state.activations < 2:
            for a in legal:
                if not isinstance(a, Activate):
                    continue
                e = self.table[a.card].effect
                if e not in ("token_to_opponent", "tokens_to_opponent_workshop"):
                    continue
                moves = [m for m in legal if isinstance(m, Activate) and m.card == a.card]
                if state.solo:
                    order = [CRAFTS[f - 2] for f in self.model.token_crafts(pos)]
                    best = min(moves, key=lambda m: tuple(sorted(order.index(c) for c in m.args)))
                    return best, (f"a bonus token beside the {self.fmt.craft(best.args[0])} deck adds a point to "
                                  f"each of its sales")
                got = self._attack(state, moves)
                if got is not None:
                    return got
                break
        if state.main_used:
            return None
        tourist_free = not any(p[0] == "tourist" for p, _a, _f in var[2])
        got = self._idle_dice_move(state, legal, pos, var, steps, tourist_free)
        if got is not None:
            return got
        if tourist_free:
            for a in legal:
                if not isinstance(a, UseTourist) or a.args:
                    continue
                e = self.data.tourists[a.tourist].effect
                if e == "draw_tourist":
                    return a, "the plan has no use for this round's tourists: a new one may help"
                if e == "gather_extra" and steps and steps[0][0] in ("gather", "combo_gather"):
                    return a, "the next gather then picks from four cards instead of two"
        return None

    def _idle_dice_move(self, state, legal, pos, var, steps, tourist_free):
        """Roll again (or turn wild) the dice the round's plan leaves idle, when that is worth more
        on average than keeping them."""
        me = state.table[self.seat]
        day = me.day()
        idle_faces = [st[1] for st in steps if st[0] == "waste" and st[1] <= 6]
        idle_faces += [st[1] for st in steps if st[0] == "early" and st[1] <= 6 and len(day) > 1]
        idle_faces += [st[2] for st in steps if st[0] in ("combo_craft", "combo_gather") and st[2] <= 6]
        idle = []
        for f in idle_faces:
            for d in day:
                if me.faces[d] == f and d not in idle:
                    idle.append(d)
                    break
        if not idle:
            return None
        options = []
        for a in legal:
            if isinstance(a, Activate) and state.activations < 2:
                e = self.table[a.card].effect
            elif isinstance(a, UseTourist) and tourist_free:
                e = self.data.tourists[a.tourist].effect
            else:
                continue
            dice = [int(x[1:]) for x in a.args if x.startswith("d")]
            if e == "reroll_one" and dice[0] in idle:
                options.append((a, dice, None))
            elif e == "reroll_any" and sorted(dice) == sorted(idle):
                options.append((a, dice, None))
            elif e == "die_to_wild" and dice[0] in idle:
                options.append((a, [], dice[0]))
        if not options:
            return None
        model = self.model
        budget = self.reroll_budget

        def worth(s2) -> float:
            model.nodes = 0
            model.budget = budget
            return model.value(position(s2, self.seat, self.table))

        base = worth(state)
        best = None
        for a, dice, wild in options:
            s2 = state.clone()
            s2.apply(self.seat, a)
            if wild is not None:
                v = worth(s2)
            else:
                outcomes = list(product(range(1, 7), repeat=len(dice)))
                if len(outcomes) > 36:
                    rng = random.Random(7919 * len(dice) + sum(dice))
                    outcomes = [tuple(rng.randint(1, 6) for _ in dice) for _ in range(24)]
                total = 0.0
                for faces in outcomes:
                    for d, f in zip(dice, faces):
                        s2.table[self.seat].faces[d] = f
                    total += worth(s2)
                v = total / len(outcomes)
            if v > base + 0.25 and (best is None or v > best[0]):
                best = (v, a, wild)
        model.budget = self.budget
        if best is None:
            return None
        if best[2] is not None:
            return best[1], "that die has no good use as it is; a wild one has"
        return best[1], "those dice have no good use this round; a new roll may give one"

    def _attack(self, state, moves):
        """Multiplayer: tokens on the leading rival: on the card nearest to done, or on a whole
        Workshop (the one holding the most cards). Only once this turn's die is used."""
        if not state.main_used:
            return None
        lead = {o: sum(state.points(o).values()) for o in state.opponents(self.seat)}

        def score(m):
            a = m.args[0]
            if a.startswith("p") and a[1:].isdigit():
                o = int(a[1:])
                return (lead[o] + 2 * len(state.table[o].workshop), 0)
            o = state.workshop_owner(a)
            return (lead.get(o, -99), -state.table[o].tokens.get(a, 9))

        best = max(moves, key=score)
        return best, "it slows the leading rival"

    def _best_of(self, state, moves):
        best = None
        for m in moves:
            s2 = state.clone()
            s2.apply(self.seat, m)
            v = self.value(s2)
            if best is None or v > best[0]:
                best = (v, m)
        return best

    def _early_face(self, s) -> int:
        """The face for a die kept for the early morning: the craft the Workshop needs most."""
        me = s.table[self.seat]
        need = {f: 0.0 for f in range(2, 7)}
        for c in me.workshop:
            f = self.table[c].face
            need[f] += 1 + 0.1 * me.tokens[c]
        for i, f in enumerate(s.customers):
            if f != WILD and f in need:
                need[f] += 0.3
        best = max(need, key=lambda f: (need[f], -f))
        return best if need[best] > 0 else WILD

    # ------------------------------------------------------------------ other phases
    def _reroll(self, view, legal):
        state = view.state
        me = state.table[self.seat]
        dice = [d for d in me.day() if d != me.early_kept]
        base = position(state, self.seat, self.table)
        model = self.model
        # the tourist (or borrowed bonus) the plan for this roll would use is kept in every
        # comparison: each die's face against what a fresh roll may bring, all else equal
        model.nodes = 0
        model.budget = self.reroll_budget
        _v, var, _steps = model.plan(base, steps=False)
        if any(f is not None for _p, _a, f in var[2]):  # a die changed by a tourist: compare the roll as it is
            var = (base.res, base.dbl, ())
        base.res, base.dbl, base.alternatives = var[0], var[1], []
        faces_now = {d: me.faces[d] for d in dice}
        worth = {}
        for f in sorted(set(faces_now.values())):
            vals = []
            for g in range(1, 7):
                res = list(base.res)
                res.remove(f)
                res.append(g)
                pos = _copy_pos(base)
                pos.res = tuple(sorted(res))
                model.nodes = 0
                vals.append(model.value(pos))
            worth[f] = (vals[f - 1], sum(vals) / 6)
        roll = tuple(sorted(d for d in dice if worth[faces_now[d]][0] < worth[faces_now[d]][1] - 0.05))
        action = Reroll(roll)
        if action not in legal:
            action = Reroll(())
        users = "the Workshop or the customers" if state.solo else "the Workshop or the Market Stall"
        if not roll:
            why = f"every die already shows something {users} can use"
        else:
            useless = sorted({self.fmt.face(faces_now[d]) for d in roll})
            why = f"{' and '.join(useless)} {'does' if len(roll) == 1 else 'do'} little for {users.replace(' or ', ' and ')} this round"
        return action, why

    def _keep(self, view, legal):
        state = view.state
        best, why = None, ""
        scored = []
        for a in legal:
            s2 = state.clone()
            s2.apply(self.seat, a)
            v = self.value(s2)
            scored.append((v, a))
        scored.sort(key=lambda x: -x[0])
        best = scored[0][1]
        info = self.table[best.card]
        wanted = sum(1 for i, f in enumerate(state.customers) if not state.sold_to[i] and f == info.face)
        if view.solo and wanted:
            craft = self.fmt.craft(self.data.card(best.card).craft)
            why = f"{plural_customers(wanted)} {'wants' if wanted == 1 else 'want'} {craft}, and this one pays best for its tokens"
        elif info.resource is not None:
            why = "its bonus will give an extra action every round once it is finished"
        else:
            why = "the best value for the tokens it needs"
        return best, why

    def _put_back(self, view, legal):
        state = view.state
        card = legal[0].card
        info = self.table[card]
        good = info.value >= 4 and (info.resource is not None or info.value == 5)
        top = good if view.solo else not good
        action = PutBack(card, bottom=not top)
        if action not in legal:
            action = legal[0]
        if view.solo:
            why = "a good card: on top it is drawn again with the next gather" if top else \
                "out of the way, so the next gather draws fresh cards"
        else:
            why = "nobody else should find it on top" if not top else "a weak card on top slows the next gatherer"
        return action, why

    def _share(self, view, legal):
        state = view.state
        scored = []
        for a in legal:
            s2 = state.clone()
            s2.apply(self.seat, a)
            scored.append((self.value(s2), a))
        scored.sort(key=lambda x: -x[0])
        a = scored[0][1]
        return a, "a free token off a card that is nearly done" if a.card else "no card gains from it"

    def _early(self, view, legal):
        state = view.state
        scored = []
        for a in legal:
            s2 = state.clone()
            s2.apply(self.seat, a)
            scored.append((self.value(s2), a))
        scored.sort(key=lambda x: -x[0])
        a = scored[0][1]
        if a.craft is None:
            return a, "a die of a chosen face next round is worth more than a token"
        return a, f"every {self.fmt.craft(a.craft)} sale from now on earns a point more"

    def _sell(self, view, legal):
        state = view.state
        scored = []
        for a in legal:
            s2 = state.clone()
            s2.apply(self.seat, a)
            v = self.value(s2) if not s2.is_over else float(s2.score)
            if isinstance(a, Sell):
                v += 1e-6 * self._sale_order(a)
            scored.append((v, a))
        scored.sort(key=lambda x: -x[0])
        a = scored[0][1]
        if isinstance(a, StopSelling):
            return a, "the cards left are worth more kept for later customers" if any(
                isinstance(x, Sell) for x in legal) else "no customer wants what is left"
        face = state.customers[a.customer]
        pts = state.sale_points(a.card, a.customer)
        if face == WILD:
            return a, f"{pts} points from a customer who takes anything, and no better buyer for it"
        return a, f"this customer wants {self.fmt.face(face)}: double value, {pts} points"

    def _sale_order(self, a) -> float:
        e = self.table[a.card].effect
        return 1.0 if e in ("points_per_stall_type", "points_per_passive") else 0.0

    def _customers(self, view, legal):
        state = view.state
        me = state.table[self.seat]
        model = self.model
        pos = position(state, self.seat, self.table)
        model._context(pos)
        cards = pos.cards
        held = [(self.table[c].face, self.table[c].value, c) for c in me.stall if self.table[c].face]
        dt = list(pos.deck_tokens)
        left = state.data.rounds - 1 - state.round
        unsold = [i for i, s in enumerate(state.sold_to) if not s]
        best = None
        for a in legal:
            kept = [state.customers[i] for i in unsold if i not in a.dice]
            v = model.future(cards, held, kept, dt, left, early=False)
            if best is None or v > best[0] + 1e-9:
                best = (v, a)
        a = best[1]
        if not a.dice:
            return a, "the customers waiting already want what the Workshop is making"
        mine = {self.table[c].face for c in me.workshop} | {self.table[c].face for c in me.stall if self.table[c].face}
        rolled = sorted({state.customers[i] for i in a.dice})
        spare = [f for f in rolled if f in mine]
        idle = [f for f in rolled if f not in mine]
        parts = []
        if idle:
            names = " and ".join(("wild" if f == WILD else self.fmt.face(f)) for f in idle)
            parts.append(f"nothing in the Workshop is for the {names} "
                         f"{'customer' if sum(1 for i in a.dice if state.customers[i] in idle) == 1 else 'customers'}")
        if spare:
            names = " and ".join(self.fmt.face(f) for f in spare)
            parts.append(f"the {names} cards have buyers enough")
        return a, "; ".join(parts) + ": new faces may want the next cards"

    # ------------------------------------------------------------------ reasons
    def _wanting(self, state, face: int) -> int:
        """Solo: how many customers still to buy this round want ``face``."""
        if not state.solo:
            return 0
        return sum(1 for i, f in enumerate(state.customers) if not state.sold_to[i] and f == face)

    def _card_words(self, cid: str) -> str:
        # the model's plans hold cards still to be gathered this turn with no id yet
        return self.fmt.card(cid) if cid else "the card gathered this turn"

    def _face_of(self, card: tuple) -> int:
        """The craft of a model card (face, tokens, value, id), known or still to be gathered."""
        return self.table[card[3]].face if card[3] else card[0]

    def _finish_words(self, state, cards: list, face: int | None) -> str:
        """Why finishing ``cards`` matters: the customers waiting (solo) or the points (multiplayer)."""
        names = " and ".join(self._card_words(c) for c in cards[:2])
        if state.solo:
            want = self._wanting(state, face) if face else 0
            if want:
                return f"it finishes {names} for the {self.fmt.face(face)} {'customer' if want == 1 else 'customers'}"
            if state.round >= state.data.rounds - 1:
                return f"it finishes {names} in time for the last sale"
            return f"it finishes {names}, ready to sell"
        gain = sum(self.table[c].value - 2 for c in cards if c)
        if gain <= 0:
            return f"it finishes {names}: worth more in the Market Stall than in the Workshop"
        return f"it finishes {names}: {words.plural(gain, 'point')} more than in the Workshop"

    def _why_step(self, state, step, move=None) -> str:
        kind = step[0]
        fmt = self.fmt
        st = state if state is not None else self._state
        me = st.table[self.seat]
        solo = st.solo
        if isinstance(move, (Activate, UseTourist)) and kind not in ("jar", "chest", "wheel", "bowl", "top", "pit"):
            if kind in ("craft", "combo_craft", "wild"):
                target = "the die's craft twice over" if getattr(move, "tourist", "") and \
                    self.data.tourists.get(move.tourist) and \
                    self.data.tourists[move.tourist].effect == "craft_double" else "a free result"
                return f"{target} for the cards the customers want" if solo else f"{target} for the Workshop this turn"
            if kind in ("gather", "combo_gather"):
                return "a free result to start another project with"
            return "it gives this turn's plan the result it lacks"
        if kind in ("gather", "combo_gather"):
            f = step[2] if kind == "gather" else step[3]
            craft = fmt.face(f)
            want = self._wanting(st, f)
            same = sum(1 for c in me.workshop if self.table[c].face == f)
            if solo and want:
                return f"{plural_customers(want)} {'wants' if want == 1 else 'want'} {craft}" + (
                    f", and each {craft} craft will work both cards" if same else "")
            if same:
                return f"another {craft} card: each {craft} craft then works them all"
            if solo:
                return f"{craft} has buyers to come, and the Workshop has room"
            return f"a {craft} project: two points at once, more once finished"
        if kind in ("craft", "combo_craft"):
            f = step[2] if kind == "craft" else step[3]
            mult = step[3] if kind == "craft" else step[4]
            hit = [c for c in me.workshop if self.table[c].face == f and me.tokens[c] > 0]
            done = [c for c in hit if me.tokens[c] <= mult]
            if done:
                return self._finish_words(st, done, f)
            n = len(hit)
            if solo and self._wanting(st, f):
                return f"{'the' if n == 1 else words.num(n)} {fmt.face(f)} {'card gets' if n == 1 else 'cards get'} " \
                       f"closer to the customers who want them"
            return f"{words.num(n) if n > 1 else 'the'} {fmt.face(f)} {'cards need' if n > 1 else 'card needs'} " \
                   f"{'these tokens' if n > 1 else 'this token'} gone before the game's end"
        if kind == "wild":
            card = step[2][3]
            t = me.tokens.get(card, 0) if card else step[2][1]
            if t <= step[3]:
                return self._finish_words(st, [card], self._face_of(step[2]))
            return f"{self._card_words(card)} is the card nearest to done"
        if kind == "early":
            if solo and st.round >= st.data.rounds - 1:
                return "no card needs it now: as a deck token it adds a point to each sale of that craft"
            if not solo and st.round >= st.data.rounds - 1:
                return "no card needs it now, and an early die is worth a point at the end"
            return "no card needs it today: tomorrow it starts on the face the Workshop needs"
        if kind == "jar":
            return f"a free token off {self._card_words(step[1][3])}"
        if kind == "chest":
            return "every Workshop card loses a token at once"
        if kind == "wheel":
            return f"three tokens off {self._card_words(step[1][3])}, worth more than the card sent back"
        if kind in ("bowl", "top"):
            return self._finish_words(st, [step[1][3]], self._face_of(step[1])).replace(
                "it finishes", "moving its last tokens away finishes")
        if kind == "pit":
            return "after a wild craft the Firing Pit takes three more tokens"
        return "it is the best next step of the round's plan"

def plural(n: int, word: str) -> str:
    return words.plural(n, word)


def plural_customers(n: int) -> str:
    return "a customer" if n == 1 else f"{words.num(n)} customers"


def _copy_pos(p):
    q = object.__new__(type(p))
    for k in type(p).__slots__:
        setattr(q, k, getattr(p, k))
    return q


class OaxacaHardBot:
    """Hard: the full planner."""

    name = "hard"

    def __init__(self, game=None, seat: int = 0, seed: int = 0):
        if game is None:
            from game import registry

            game = registry.get("oaxaca")
        self.planner = Planner(game, seat, seed)

    def decide(self, decision: Decision) -> Choice:
        return self.planner.decide(decision)


class OaxacaEasyBot(OaxacaHardBot):
    """Easy: the same planner with a small search and deliberate noise in its judgement."""

    name = "easy"

    def __init__(self, game=None, seat: int = 0, seed: int = 0):
        if game is None:
            from game import registry

            game = registry.get("oaxaca")
        self.planner = Planner(game, seat, seed, budget=700, reroll_budget=80, noise=1.5)
