"""Oaxaca's bots: the decisions outside a turn's plan: the dice rolled again, the card kept and those
put back after a gather, a token shared, the Early Morning die, and solo's sales and customers."""
from __future__ import annotations

from game.rules.oaxaca import words
from game.rules.oaxaca.actions import PutBack, Reroll, Sell, StopSelling
from game.rules.oaxaca.bots.model import position
from game.rules.oaxaca.cards import WILD, result_name


def plural_customers(n: int):
    """"a customer", "two customers" (a message)."""
    return words.m("a-customers", n=n)


def _both(parts: list):
    """``a``, ``a and b``, ``a and b and c`` (a message)."""
    out = parts[0]
    for part in parts[1:]:
        out = words.m("and", first=out, next=part)
    return out


def _by_name(faces) -> list:
    """Faces in the order of their English names (as the reasons always listed them)."""
    return sorted(faces, key=lambda f: words.CRAFT_TITLES[result_name(f)])


def _copy_pos(p):
    q = object.__new__(type(p))
    for k in type(p).__slots__:
        setattr(q, k, getattr(p, k))
    return q


class Choices:
    """The decisions that are not a turn's step (a part of :class:`~game.rules.oaxaca.bots.planner.Planner`)."""

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
        solo = "yes" if state.solo else "no"
        if not roll:
            why = words.m("why-every-die-useful", solo=solo)
        else:
            useless = _by_name({faces_now[d] for d in roll})
            why = words.m("why-dice-useless", faces=_both([words.face_msg(f) for f in useless]), n=len(roll), solo=solo)
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
            craft = words.craft_msg(self.data.card(best.card).craft)
            why = words.m("why-keep-wanted", customers=plural_customers(wanted), n=wanted, craft=craft)
        elif info.resource is not None:
            why = words.m("why-keep-bonus")
        else:
            why = words.m("why-keep-value")
        return best, why

    def _put_back(self, view, legal):
        card = legal[0].card
        info = self.table[card]
        good = info.value >= 4 and (info.resource is not None or info.value == 5)
        top = good if view.solo else not good
        action = PutBack(card, bottom=not top)
        if action not in legal:
            action = legal[0]
        if view.solo:
            why = words.m("why-put-good-top") if top else words.m("why-put-out-of-way")
        else:
            why = words.m("why-put-bottom") if not top else words.m("why-put-weak-top")
        return action, why

    def _best_after(self, state, legal, worth=None):
        """The legal action whose position after it is worth the most (``worth(action, state after)``,
        by default the position's value); the first of equals."""
        scored = []
        for a in legal:
            s2 = state.clone()
            s2.apply(self.seat, a)
            scored.append((self.value(s2) if worth is None else worth(a, s2), a))
        scored.sort(key=lambda x: -x[0])
        return scored[0][1]

    def _share(self, view, legal):
        a = self._best_after(view.state, legal)
        return a, words.m("why-share") if a.card else words.m("why-share-none")

    def _early(self, view, legal):
        a = self._best_after(view.state, legal)
        if a.craft is None:
            return a, words.m("why-early-keep")
        return a, words.m("why-early-token", craft=words.craft_msg(a.craft))

    def _sell(self, view, legal):
        state = view.state

        def worth(a, s2) -> float:
            v = self.value(s2) if not s2.is_over else float(s2.score)
            if isinstance(a, Sell):
                v += 1e-6 * self._sale_order(a)
            return v

        a = self._best_after(state, legal, worth)
        if isinstance(a, StopSelling):
            return a, words.m("why-stop-later") if any(
                isinstance(x, Sell) for x in legal) else words.m("why-stop-none")
        face = state.customers[a.customer]
        pts = state.sale_points(a.card, a.customer)
        if face == WILD:
            return a, words.m("why-sell-any", points=pts)
        return a, words.m("why-sell-wanted", face=words.face_msg(face), points=pts)

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
            return a, words.m("why-customers-keep")
        mine = {self.table[c].face for c in me.workshop} | {self.table[c].face for c in me.stall if self.table[c].face}
        rolled = sorted({state.customers[i] for i in a.dice})
        spare = [f for f in rolled if f in mine]
        idle = [f for f in rolled if f not in mine]
        parts = []
        if idle:
            names = _both([words.face_msg(f) for f in idle])
            parts.append(words.m("why-customers-idle", faces=names,
                                 n=sum(1 for i in a.dice if state.customers[i] in idle)))
        if spare:
            parts.append(words.m("why-customers-spare", faces=_both([words.face_msg(f) for f in spare])))
        return a, words.m("why-customers-reroll", parts=parts[0] if len(parts) == 1 else
                          words.m("why-parts", first=parts[0], next=parts[1]))
