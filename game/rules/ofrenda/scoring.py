"""Ofrenda: the Common Goals, the game's end and the scores, a part of
:class:`~game.rules.ofrenda.state.OfrendaState`; the score pad's arithmetic for any board."""
from __future__ import annotations

from dataclasses import dataclass

from game.protocol import Event, Outcome, ScoreSheet
from game.rules.ofrenda.boards import compiled_objective_met, PlayerBoard
from game.rules.ofrenda.cards import OfrendaData
from game.rules.ofrenda.phases import P_GAME_OVER, ABUELA, MARIGOLD
from game.rules.ofrenda import words


_Event = Event
_new_tuple = tuple.__new__


@dataclass(frozen=True)
class Score:
    """A final (or provisional) score, broken down the way the score pad is."""

    portraits: int  # lit portraits' points before golden doubling
    golden: int  # the extra points from golden slots
    marigolds: int
    candles: int
    per_slot: dict  # slot id -> points (doubled where golden)
    per_decoration: dict  # decoration id -> points
    lit_portraits: int
    goals: int = 0  # Common Goal tokens

    @property
    def total(self) -> int:
        return self.portraits + self.golden + self.marigolds + self.candles + self.goals


class OfrendaScoring:
    """The Common Goals' tokens, the final lighting, each player's score and the outcome (a part of the
    state's class)."""

    # ---------------------------------------------------------------- common goals
    def goal_met(self, goal: str, board: PlayerBoard) -> bool:
        """Whether ``board`` meets the requirement of the Common Goal ``goal``."""
        req = self.data.goals[goal].requirement
        kind = req.kind
        if kind == "offering_count":
            comp = self._comp
            want = self.data.offering_index[req.offering]
            return sum(1 for c in board.ofrenda.values() if comp.offering[c] == want) >= req.count
        if kind == "surrounded":
            decos = self.data.decorations
            got = {"candle": 0, "marigold": 0}
            for d, deco in decos.items():
                if all(s in board.ofrenda for s in deco.portraits):
                    got[deco.holds] += 1
            return got["candle"] >= req.candle and got["marigold"] >= req.marigold
        if kind == "decorated":
            if req.holds == MARIGOLD:
                return sum(1 for v in board.decorations.values() if v == MARIGOLD) >= req.count
            return sum(1 for v in board.decorations.values() if v != MARIGOLD) >= req.count
        filled = board.ofrenda.keys()
        return any(all(s in filled for s in cells) for cells in self.data.goal_placements[goal])

    def _take_goal_tokens(self, seat: int, board: PlayerBoard) -> None:
        for i, goal in enumerate(self.goals):
            stack = self.goal_stacks[i]
            if goal in board.tokens or not stack or not self.goal_met(goal, board):
                continue
            value = stack.pop()
            board.tokens[goal] = value
            self._log("goal_token", (goal, value), seat)

    # ---------------------------------------------------------------- the end
    def _final_scoring(self) -> None:
        # _check_portrait(seat, board, slot, final=True) for every portrait, spelled out
        comp, neighbours, events = self._comp, self.data.neighbours, self.events
        for seat, board in enumerate(self.boards):
            ofrenda, lit = board.ofrenda, board.lit
            for slot in list(ofrenda):
                if slot in lit:
                    continue
                card = ofrenda[slot]
                if compiled_objective_met(comp, card, [ofrenda[n] for n in neighbours[slot] if n in ofrenda]):
                    lit.add(slot)
                    events.append(_new_tuple(_Event, ("portrait_lit", (slot, card, True), seat, None)))
        for seat, board in enumerate(self.boards):
            self._check_candles(seat, board, final=True)
        self.phase = P_GAME_OVER
        self.current = ABUELA if self.solo else self.current
        out = self.outcome()
        self._log("game_over", (out.scores, tuple(sorted(out.winners)), out.tiebreak), None)

    # ---------------------------------------------------------------- scoring
    def score(self, player: int = 0) -> Score:
        """The score of ``player``'s ofrenda as it stands (final once the game is over)."""
        return score_board(self.data, self.boards[player])

    def returns(self) -> tuple:
        return tuple(self.score(i).total for i in range(len(self.boards)))

    def tier(self, total: int):
        """The solo tier a total reaches."""
        best = self.data.tiers[0]
        for t in self.data.tiers:
            if total >= t.min:
                best = t
        return best

    def outcome(self) -> Outcome:
        """Scores, and in multiplayer the winners: most points, then most lit portraits, then most
        marigolds in storage; a tie on all three is shared."""
        scores = self.returns()
        if self.solo:
            return Outcome(scores, frozenset(), contest=False, tier=self.tier(scores[0]).title)
        return outcome_of(scores, [len(b.lit) for b in self.boards], [b.marigolds for b in self.boards])

    def score_sheet(self) -> ScoreSheet:
        return words.score_sheet(self)


def score_board(data: OfrendaData, board) -> Score:
    """The score of a board (a :class:`PlayerBoard` or a view of one) as it stands."""
    neighbours = data.neighbours
    slots = data.slots
    lit = board.lit
    ofrenda = board.ofrenda
    per_slot: dict[str, int] = {}
    portraits = golden = 0
    for slot in lit:
        pts = 0
        for n in neighbours[slot]:
            if n in lit:
                pts += 2
            elif n in ofrenda:
                pts += 1
        portraits += pts
        if slots[slot].effect == "golden":
            golden += pts
            pts *= 2
        per_slot[slot] = pts
    per_deco: dict[str, int] = {}
    marigolds = candles = 0
    decos = data.decorations
    for deco, what in board.decorations.items():
        lit_around = sum(1 for s in decos[deco].portraits if s in lit)
        if what == MARIGOLD:
            per_deco[deco] = lit_around
            marigolds += lit_around
        else:
            pts = 2 * lit_around if deco in board.lit_candles else 0
            per_deco[deco] = pts
            candles += pts
    goals = sum(dict(board.tokens).values()) if board.tokens else 0
    return Score(portraits, golden, marigolds, candles, per_slot, per_deco, len(lit), goals)


def outcome_of(scores: tuple, lit: list[int], stored: list[int]) -> Outcome:
    """The multiplayer result with the tie-breaks (lit portraits, then marigolds in storage)."""
    seats = range(len(scores))
    best = max(scores)
    tied = [s for s in seats if scores[s] == best]
    how = ""
    if len(tied) > 1:
        most_lit = max(lit[s] for s in tied)
        by_lit = [s for s in tied if lit[s] == most_lit]
        how = "lit portraits"
        if len(by_lit) > 1:
            most_stored = max(stored[s] for s in by_lit)
            by_stored = [s for s in by_lit if stored[s] == most_stored]
            how = "marigolds in storage" if len(by_stored) < len(by_lit) else "shared"
            tied = by_stored
        else:
            tied = by_lit
    return Outcome(tuple(scores), frozenset(tied), contest=True, tiebreak=how)
