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
from game.ai.planned import PlannerBot
from game.rules.oaxaca import words
from game.rules.oaxaca.actions import Activate, Craft, EarlyRiser, EndTurn, Gather, UseTourist
from game.rules.oaxaca.bots.choices import Choices, plural_customers
from game.rules.oaxaca.bots.model import Model, Params, position
from game.rules.oaxaca.bots.resources import card_table
from game.rules.oaxaca.bots.steps import PlanSteps
from game.rules.oaxaca.cards import CRAFTS, WILD
from game.rules.oaxaca.state import Phase

CHANCE_EFFECTS = frozenset({"reroll_one", "reroll_any", "reclaim_die", "draw_tourist"})


class Planner(PlanSteps, Choices):
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
            return Choice(legal[0], words.m("why-only-move"))
        view = decision.view
        if self.model is None or self.model.solo != view.solo:
            self.model = Model(self.data, self.params, solo=view.solo)
        salt = 0
        if self.noise:  # the same decision always gets the same judgement error
            text = f"{self.seed}:{self.seat}:{view.state.digest()}"
            salt = int(hashlib.sha256(text.encode()).hexdigest()[:8], 16)
        self.model.reset(self.budget, self.noise, salt)
        handler = {
            Phase.TURN: self._turn, Phase.REROLL: self._reroll, Phase.KEEP: self._keep,
            Phase.PUT_BACK: self._put_back, Phase.SHARE: self._share, Phase.EARLY: self._early,
            Phase.SELL: self._sell, Phase.CUSTOMERS: self._customers,
        }.get(view.phase)
        if handler is None:
            action, why = legal[0], words.m("why-only-move")
        else:
            action, why = handler(view, legal)
        if action not in legal:
            action, why = legal[0], words.m("why-nothing-better")
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

    def _fallback(self, state, legal):
        """Nothing left in the plan for this turn: end it, or spend a die as harmlessly as possible."""
        if EndTurn() in legal:
            return EndTurn(), words.m("why-end-turn")
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
            return legal[0], words.m("why-nothing-better")
        return best[1], words.m("why-no-better-use")

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
                    return best, words.m("why-deck-token", craft=words.craft_msg(best.args[0]))
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
                    return a, words.m("why-new-tourist")
                if e == "gather_extra" and steps and steps[0][0] in ("gather", "combo_gather"):
                    return a, words.m("why-collector")
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
            return best[1], words.m("why-die-to-wild")
        return best[1], words.m("why-reroll-idle")

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
        a = best.args[0]
        owner = int(a[1:]) if a.startswith("p") and a[1:].isdigit() else state.workshop_owner(a)
        if lead.get(owner) == max(lead.values()):
            return best, words.m("why-slows-leader")
        return best, words.m("why-slows-rival", cards=words.m("n-cards", n=len(state.table[owner].workshop)))

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

    # ------------------------------------------------------------------ reasons
    def _wanting(self, state, face: int) -> int:
        """Solo: how many customers still to buy this round want ``face``."""
        if not state.solo:
            return 0
        return sum(1 for i, f in enumerate(state.customers) if not state.sold_to[i] and f == face)

    def _card_words(self, cid: str):
        # the model's plans hold cards still to be gathered this turn with no id yet
        return words.card_msg(self.data, cid) if cid else words.m("why-card-gathered")

    def _face_of(self, card: tuple) -> int:
        """The craft of a model card (face, tokens, value, id), known or still to be gathered."""
        return self.table[card[3]].face if card[3] else card[0]

    def _finish_words(self, state, cards: list, face: int | None, moving: bool = False):
        """Why finishing ``cards`` matters: the customers waiting (solo) or the points (multiplayer);
        ``moving``: told of moving a card's last tokens away."""
        names = tuple(self._card_words(c) for c in cards)  # every card it finishes (the points count them all)
        how = "yes" if moving else "no"
        if state.solo:
            want = self._wanting(state, face) if face else 0
            if want:
                return words.m("why-finishes-for", moving=how, cards=names, face=words.face_msg(face), n=want)
            if state.round >= state.data.rounds - 1:
                return words.m("why-finishes-last-sale", moving=how, cards=names)
            return words.m("why-finishes-to-sell", moving=how, cards=names)
        gain = sum(self.table[c].value - 2 for c in cards if c)
        if gain <= 0:
            return words.m("why-finishes-worth", moving=how, cards=names)
        return words.m("why-finishes-points", moving=how, cards=names, points=words.m("n-points", n=gain))

    def _done_words(self, state, move):
        """Why ``move``, told from what it does to the seat's Workshop (played on a copy of ``state``)."""
        after = state.clone()
        after.apply(self.seat, move)
        me, new = state.table[self.seat], after.table[self.seat]
        done = [c for c in me.workshop if c not in new.workshop]
        if done:
            return self._finish_words(state, done, self.table[done[0]].face)
        down = [(c, new.tokens[c]) for c in me.workshop if new.tokens[c] < me.tokens[c]]
        if down:
            return words.m("why-brings", cards=tuple(words.m("why-down-to", card=self._card_words(c),
                                                                 tokens=words.m("n-tokens", n=n)) for c, n in down))
        return words.m("why-plan-values")

    def _why_step(self, state, step, move=None):
        kind = step[0]
        st = state if state is not None else self._state
        me = st.table[self.seat]
        solo = st.solo
        if isinstance(move, (Activate, UseTourist)) and kind not in ("jar", "chest", "wheel", "bowl", "top", "pit"):
            if kind in ("craft", "combo_craft", "wild"):
                twice = "yes" if getattr(move, "tourist", "") and \
                    self.data.tourists.get(move.tourist) and \
                    self.data.tourists[move.tourist].effect == "craft_double" else "no"
                return words.m("why-free-for-customers" if solo else "why-free-for-workshop", twice=twice)
            if kind in ("gather", "combo_gather"):
                return words.m("why-free-project")
            return words.m("why-plan-lacks")
        if kind in ("gather", "combo_gather"):
            f = step[2] if kind == "gather" else step[3]
            craft = words.face_msg(f)
            want = self._wanting(st, f)
            same = sum(1 for c in me.workshop if self.table[c].face == f)
            if solo and want:
                return words.m("why-customers-want", customers=plural_customers(want), n=want, craft=craft,
                               same="yes" if same else "no")
            if same:
                return words.m("why-another-card", craft=craft)
            if solo:
                return words.m("why-has-buyers", craft=craft)
            return words.m("why-project", craft=craft)
        if kind in ("craft", "combo_craft"):
            f = step[2] if kind == "craft" else step[3]
            mult = step[3] if kind == "craft" else step[4]
            hit = [c for c in me.workshop if self.table[c].face == f and me.tokens[c] > 0]
            done = [c for c in hit if me.tokens[c] <= mult]
            if done:
                return self._finish_words(st, done, f)
            n = len(hit)
            if not n:  # the plan's card is not in the Workshop (yet): the craft works on nothing now
                return words.m("why-no-card-yet", craft=words.face_msg(f))
            if solo and self._wanting(st, f):
                return words.m("why-closer", n=n, craft=words.face_msg(f))
            return words.m("why-tokens-gone", n=n, craft=words.face_msg(f))
        if kind == "wild":
            card = step[2][3]
            t = me.tokens.get(card, 0) if card else step[2][1]
            if t <= step[3]:
                return self._finish_words(st, [card], self._face_of(step[2]))
            return words.m("why-takes", tokens=words.m("n-tokens", n=step[3]), card=self._card_words(card),
                           left=t - step[3])
        if kind == "early":
            if solo and st.round >= st.data.rounds - 1:
                return words.m("why-early-deck-token")
            if not solo and st.round >= st.data.rounds - 1:
                return words.m("why-early-point")
            return words.m("why-early-tomorrow")
        if kind == "jar":
            return words.m("why-jar", card=self._card_words(step[1][3]))
        if kind == "chest":
            return words.m("why-chest")
        if kind == "wheel":
            return words.m("why-wheel", card=self._card_words(step[1][3]))
        if kind in ("bowl", "top"):
            return self._finish_words(st, [step[1][3]], self._face_of(step[1]), moving=True)
        if kind == "pit":
            return words.m("why-pit")
        return words.m("why-best-step")


class OaxacaHardBot(PlannerBot, game_id="oaxaca", name="hard", planner_class=Planner):
    """Hard: the full planner."""


class OaxacaEasyBot(OaxacaHardBot, name="easy", settings=dict(budget=700, reroll_budget=80, noise=1.5)):
    """Easy: the same planner with a small search and deliberate noise in its judgement."""
