"""Die of the Dead's bots: a seat's position reduced to what the model reads (:class:`Snap`), and
the actions the seat can still expect with several players."""
from __future__ import annotations

from itertools import combinations
from math import ceil

KINDS = 10  # a die's kind: colour * 2 + power


def kind(colour: int, power: bool) -> int:
    return colour * 2 + power


def more(t: tuple, k: int, n: int = 1) -> tuple:
    return t[:k] + (t[k] + n,) + t[k + 1:]


def less(t: tuple, k: int) -> tuple:
    return t[:k] + (t[k] - 1,) + t[k + 1:]


NO_DICE = (0,) * KINDS


class Snap:
    """One seat's position, reduced to what the model reads; cheap to copy and to change.

    ``cells`` (12) and ``prep`` (3): ``(colour, power, face)`` or None; ``comp``: per casket
    position, the count of dice of each kind (:func:`kind`) it will hold when opened (inside and
    on the lid); ``city`` and ``supply`` the same for the City of the Dead and the seat's supply;
    ``hand`` and ``board`` tokens per item; ``score`` steps climbed; ``complete`` and ``scored``
    bit masks of the sections; ``solo``."""

    __slots__ = ("cells", "prep", "comp", "city", "supply", "hand", "board", "score", "complete", "scored", "solo",
                 "actions")

    def copy(self) -> "Snap":
        new = object.__new__(Snap)
        new.cells = self.cells.copy()
        new.prep = self.prep.copy()
        new.comp = self.comp.copy()
        new.city = self.city
        new.supply = self.supply
        new.hand = self.hand.copy()
        new.board = self.board.copy()
        new.score = self.score
        new.complete = self.complete
        new.scored = self.scored
        new.solo = self.solo
        new.actions = self.actions
        return new

    @staticmethod
    def of(state, seat: int) -> "Snap":
        d = state.data
        dpc, ppc = d.dice_per_colour, d.power_per_colour
        faces = state.faces

        def die(x):
            return None if x < 0 else (x // dpc, x % dpc < ppc, faces[x])

        def counts(xs) -> tuple:
            out = [0] * KINDS
            for x in xs:
                out[(x // dpc) * 2 + (x % dpc < ppc)] += 1
            return tuple(out)

        s = object.__new__(Snap)
        s.cells = [die(x) for x in state.ofrenda[seat]]
        s.prep = [die(x) for x in state.prep[seat]]
        s.comp = [counts(state.caskets[p] + state.lids[p]) for p in range(4)]
        if state.phase == "place":  # the seat's own placements so far (the others' are hidden)
            for casket, colour in state.placed[seat]:
                if casket >= 0:
                    s.comp[casket] = more(s.comp[casket], colour * 2)
        s.city = counts(state.city)
        s.supply = counts(state.supply[seat])
        s.hand = list(state.hands[seat])
        s.board = list(state.board_tokens)
        s.score = state.score[seat]
        s.complete = state.complete[seat]
        s.scored = sum(1 << i for i in range(4) if state.scored[seat][i] >= 0)
        s.solo = state.solo
        s.actions = 0 if state.solo else future_actions(state, seat)
        return s

    def take(self, pos: int, die) -> None:
        """A die of this ``(colour, power)`` leaves the casket at ``pos``."""
        self.comp[pos] = less(self.comp[pos], die[0] * 2 + die[1])

    def add(self, pos: int, colour: int, power: bool) -> None:
        self.comp[pos] = more(self.comp[pos], colour * 2 + power)


PACE = 0.85  # cells a player fills a round, on average (some rounds go to tokens or the preparation board)


def future_actions(state, seat: int) -> int:
    """With several players: the actions ``seat`` can expect after this round's, before the
    fastest other player finishes (five players: completes three sections)."""
    d = state.data
    order = state.opponents_order()
    done = order[:state.turn] if state.phase not in ("open", "place") else []
    best = None
    for s in range(state.n):
        if s == seat:
            continue
        of = state.ofrenda[s]
        if state.five:
            need = min(sum(1 for c in set().union(*(d.sections[i] for i in combo)) if of[c] < 0)
                       for combo in combinations(range(4), d.five_player_sections))
        else:
            need = of.count(-1)
        rounds = need if need <= 1 else ceil(need / PACE)
        # the round the game ends in, counted from this one (this one is 1)
        end = max(1, rounds + (1 if s in done else 0))
        best = end if best is None else min(best, end)
    if best is None:
        return 0
    return max(0, best - 1)


def as_dict(t: tuple) -> dict:
    return {(k >> 1, bool(k & 1)): n for k, n in enumerate(t) if n}
