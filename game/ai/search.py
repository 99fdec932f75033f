"""A search bot for any game on the protocol: information-set Monte Carlo tree search.

Single-observer IS-MCTS (Cowling, Powley and Whitehouse, 2012): every iteration draws a full
state consistent with the bot's view (``game.determinize(view, rng)``), walks down one shared
tree of actions, choosing with UCB among the actions legal in *that* determinization (counting
how often each was available), expands one new action, plays the rest out with a playout
policy, and backs up every seat's reward. The tree never sees the true state: the bot gets
only its :class:`~game.ai.Decision`. Automaton turns are chance: they are played inside the
determinization (with its fresh dice) and take no node of their own.

A game may lend the search a :class:`Policy` (``GameInfo.policy``): a fast playout move, a
heuristic value for cut-off playouts, a short list of root candidates, and a reason in words.
Without one, playouts are uniformly random and values come from ``returns()``.

Budgets are counted in iterations, so a seed gives the same game on any machine; a time cap
(``Decision.budget``) only guards the window against a slow machine.
"""
from __future__ import annotations

import math
import random
import time
from typing import Any

from game.ai import Choice, Decision
from game.protocol import AUTOMATON
from game.rules.base import Action
from game.text import Msg


class Policy:
    """What a game may lend the search. Every method has a game-agnostic default."""

    score_scale: float = 10.0  # a typical winning margin in points: margins are measured in it
    score_max: float | None = None  # solo score attack: the best possible score, for values in [0, 1]

    def __init__(self, game):
        self.game = game

    def playout(self, state, seat: int, rng: random.Random) -> Action:
        """A quick move for ``seat`` during a playout."""
        return rng.choice(state.legal_actions(seat))

    def evaluate(self, state) -> tuple:
        """Expected final scores per seat (for playouts cut off before the end)."""
        return state.returns()

    def horizon(self, state) -> Any:
        """A mark of where a search iteration starts (default: none), handed back to :meth:`beyond`."""
        return None

    def beyond(self, state, mark: Any) -> bool:
        """Whether a playout begun at ``mark`` may stop here and be valued by :meth:`evaluate`
        (a game of several hands: at the end of the hand). Default: never, play to the end."""
        return False

    def candidates(self, view, legal: list[Action]) -> list[Action]:
        """The root actions worth searching, best first (default: all of them)."""
        return legal

    def explain(self, view, action: Action, stats: dict) -> "str | Msg":
        """Why ``action``, in a few words."""
        return ""


class _Node:
    __slots__ = ("seat", "visits", "total", "avail", "children")

    def __init__(self, seat: int):
        self.seat = seat  # the seat whose move led here: its reward is summed in ``total``
        self.visits = 0
        self.total = 0.0
        self.avail = 1
        self.children: dict[Action, _Node] = {}


class SearchBot:
    """IS-MCTS with an iteration budget, a playout policy and an optional cut-off depth."""

    name = "search"

    def __init__(self, game, seat: int = 0, seed: int = 0, *, iterations: int = 400, time_cap: float = 1.5,
                 policy: Policy | None = None, rollout_depth: int | None = None, exploration: float = 0.7,
                 top: int | None = None, explainer: Policy | None = None):
        self.game = game
        self.seat = seat
        self.rng = random.Random(seed * 7_919 + seat * 104_729 + 17)
        self.iterations = iterations
        self.time_cap = time_cap
        self.policy = policy or Policy(game)
        self.explainer = explainer or self.policy  # who puts the choice in words (a level may play without
        # the game's policy and still explain its moves with it)
        self.rollout_depth = rollout_depth
        self.c = exploration
        self.top = top
        self._horizons = type(self.policy).beyond is not Policy.beyond
        self.contest = True
        self.last_stats: dict[str, Any] = {}

    # ------------------------------------------------------------------ protocol
    def decide(self, decision: Decision) -> Choice:
        legal = decision.legal
        if len(legal) == 1:
            return Choice(legal[0], Msg("bot-why-only-move"))
        view = decision.view
        setup = getattr(view, "setup", None)
        if setup is not None:
            self.contest = self.game.mode(setup.mode).contest
        moves = list(self.policy.candidates(view, legal)) or list(legal)
        if self.top is not None:
            moves = moves[:self.top]
        if len(moves) == 1:
            return Choice(moves[0], self.explainer.explain(view, moves[0], {}) or Msg("bot-why-clear-best"))
        cap = decision.budget if decision.budget is not None else self.time_cap
        deadline = time.perf_counter() + cap
        root = _Node(decision.seat)
        done = 0
        while done < self.iterations:
            if decision.should_stop() or (done % 8 == 0 and time.perf_counter() > deadline and done >= 8):
                break
            state = self.game.determinize(view, self.rng)
            self._iterate(root, state, moves)
            done += 1
        best = max(moves, key=lambda a: (root.children[a].visits if a in root.children else -1,
                                         root.children[a].total if a in root.children else 0.0))
        node = root.children.get(best)
        share = node.total / node.visits if node is not None and node.visits else 0.0
        stats = {"iterations": done, "visits": node.visits if node else 0, "value": share}
        self.last_stats = stats
        reason = self.explainer.explain(view, best, stats)
        if not reason:
            if self.contest:
                reason = Msg("bot-why-searched-contest", n=done, percent=round(100 * share))
            else:
                reason = Msg("bot-why-searched", n=done)
        return Choice(best, reason)

    # ------------------------------------------------------------------ search
    def _iterate(self, root: _Node, state, root_moves: list[Action]) -> None:
        rng = self.rng
        mark = self.policy.horizon(state) if self._horizons else None
        node = root
        path = [root]
        legal: list[Action] | None = root_moves
        expanded = False
        while not state.is_over:
            movers = state.to_move()
            if AUTOMATON in movers:
                state.apply(AUTOMATON, state.legal_actions(AUTOMATON)[0])
                continue
            seat = min(movers)
            if legal is None:
                legal = state.legal_actions(seat)
            children = node.children
            untried = [a for a in legal if a not in children]
            for a in legal:
                child = children.get(a)
                if child is not None:
                    child.avail += 1
            if untried:
                action = untried[0] if len(untried) == 1 else rng.choice(untried)
                child = children[action] = _Node(seat)
                state.apply(seat, action)
                path.append(child)
                expanded = True
                break
            log_c = self.c
            best, best_score = None, -1.0
            for a in legal:
                ch = children[a]
                score = ch.total / ch.visits + log_c * math.sqrt(math.log(ch.avail) / ch.visits)
                if score > best_score:
                    best, best_score = a, score
            assert best is not None  # (rewards lie in [0, 1]: every child scores above -1)
            node = children[best]
            state.apply(seat, best)
            path.append(node)
            legal = None
        if expanded:
            self._playout(state, mark)
        rewards = self._rewards(state)
        for n in path[1:]:
            n.visits += 1
            n.total += rewards[n.seat] if 0 <= n.seat < len(rewards) else 0.0
        root.visits += 1

    def _playout(self, state, mark: Any = None) -> None:
        policy, rng = self.policy, self.rng
        depth = self.rollout_depth
        horizons = self._horizons
        steps = 0
        while not state.is_over and (depth is None or steps < depth) and not (horizons and policy.beyond(state, mark)):
            movers = state.to_move()
            if AUTOMATON in movers:
                state.apply(AUTOMATON, state.legal_actions(AUTOMATON)[0])
                continue
            seat = min(movers)
            state.apply(seat, policy.playout(state, seat, rng))
            steps += 1

    def _rewards(self, state) -> list[float]:
        """Each seat's reward in [0, 1]: winning (with a margin) in a contest, the score in solo."""
        scores = state.returns() if state.is_over else self.policy.evaluate(state)
        n = len(scores)
        if not self.contest or n == 1:
            top = self.policy.score_max
            if top:
                return [max(0.0, min(1.0, s / top)) for s in scores]
            scale = self.policy.score_scale * 5
            return [0.5 + 0.5 * math.tanh(s / scale) for s in scores]
        out = []
        scale = self.policy.score_scale
        teams = state.teams()
        for i, s in enumerate(scores):
            others = [scores[j] for j in range(n) if teams[j] != teams[i]]
            if not others:
                out.append(0.5)
                continue
            best_other = max(others)
            margin = (s - best_other) / scale
            win = 1.0 if s > best_other else (0.5 if s == best_other else 0.0)
            out.append(0.75 * win + 0.25 * (0.5 + 0.5 * math.tanh(margin)))
        return out


__all__ = ["Policy", "SearchBot"]
