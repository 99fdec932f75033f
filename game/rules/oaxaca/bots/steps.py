"""Oaxaca's bots: how a step of the model's plan for the round becomes a legal action now (which
die, free result or bonus provides each resource, and the action that spends it)."""
from __future__ import annotations

from game.rules.oaxaca.actions import Activate, Craft, EarlyRiser, Gather, UseTourist
from game.rules.oaxaca.bots.resources import ANY_DIE, FREE
from game.rules.oaxaca.cards import CRAFTS, WILD


class PlanSteps:
    """A plan's steps made legal actions (a part of :class:`~game.rules.oaxaca.bots.planner.Planner`)."""

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
            return best[1], self._done_words(state, best[1])  # not the step's own move: told from its result
        return Activate(cid, want), self._why_step(state, step)

    def _ok(self, move, legal, step):
        if move in legal:
            return move, self._why_step(None, step, move)
        return None
