"""Portents: why an action is refused (the one source of the reasons the rules and the table give),
a part of :class:`~game.rules.portents.state.PortentsState`."""
from __future__ import annotations

from game.protocol import not_to_move
from game.rules.base import Action
from game.rules.portents.actions import Burn, KittyTurn, Pass, Place, Sacrifice, Shift, Snuff
from game.rules.portents.altar import GAP, SIDES
from game.rules.portents import words
from game.rules.portents.phases import Phase
from game.text import Msg


def _m(key: str, **args) -> Msg:
    return words.msg("portents-refusal-" + key, **args)


def _tile(data, tile: int) -> Msg:
    return words.msg("portents-tile-" + data.tile_names[tile])


class PortentsRefusals:
    """``why_illegal`` and its reasons, phase by phase (a part of the state's class)."""

    def why_illegal(self, seat: int | Action, action: Action | None = None) -> "Msg | str | None":
        if action is None:
            seat, action = self.deciding_seat(), seat
        refusal = not_to_move(self, seat)
        if refusal is not None:
            return refusal
        p = self.phase
        if p is Phase.KITTY:
            return None if isinstance(action, KittyTurn) else _m("kitty-turn")
        if isinstance(action, KittyTurn):
            return _m("only-kitty")
        if p is Phase.PUSH:
            if isinstance(action, Pass):
                return None if not self.good else _m("must-push")
            if isinstance(action, Shift):
                if not self.good:
                    return _m("no-push")
                return self._shift_refusal(seat, action.side, action.lane)
            if isinstance(action, Place):
                return self._place_refusal(seat, self.tile(action.tile), action.cell)
            return _m("push-then-fill")
        if p is Phase.OPENING:
            if not isinstance(action, Burn):
                return _m("light-first")
            t = self.tile(action.tile)
            return None if t >= 0 and t in self.altar else _m("on-the-altar")
        if p is Phase.BURN:
            if not isinstance(action, Burn):
                return _m("light-each")
            t = self.tile(action.tile)
            cell = self.cell_of(t) if t >= 0 else -1
            if cell < 0:
                return _m("on-the-altar")
            if (self.burn_chosen >> cell) & 1:
                return _m("already-lit")
            if not any(self.data.lines[li].count(cell) for li, _ in self.portents):
                return _m("portent-line")
            if cell not in self._burnable_cells():
                return _m("own-offering")
            return None
        if p is Phase.SNUFF:
            if not isinstance(action, Snuff):
                return _m("snuff-first")
            t = self.tile(action.tile)
            if t < 0 or not (self.lit >> t) & 1:
                return _m("not-offering")
            if not (self.snuff_left >> t) & 1:
                return _m("lit-before")
            if not self.snuffable(t):
                return _m("stays-lit", tile=_tile(self.data, t))
            return None
        if p is Phase.SACRIFICE:
            if not isinstance(action, Sacrifice):
                return _m("feed")
            t = self.tile(action.tile)
            return None if t >= 0 and t in self.hands[0] else _m("sacrifice-hand")
        return _m("not-a-move")

    def _shift_refusal(self, seat: int, side, lane) -> "Msg | str | None":
        if side not in SIDES:
            return _m("name-side")
        if type(lane) is not int or not 0 <= lane < 3:
            return _m("three-lanes")
        if self.placing:
            return _m("begun-filling")
        if self.side is not None and side != self.side:
            return _m("one-side", side=words.msg("portents-from-" + self.side))
        if sum(self.counts) >= self.data.pushes:
            return _m("most-shifts", n=self.data.pushes)
        if side not in self.allowed_sides(seat):
            return _m("dont-disturb")
        cells = self.data.sides[side][lane]
        far = self.altar[cells[2]]
        if far < 0:
            return _m("lane-empty")
        if (self.lit >> far) & 1:
            return _m("burnt-edge", tile=_tile(self.data, far))
        counts = list(self.counts) if self.side is not None else [0, 0, 0]
        counts[lane] += 1
        if not self._extends(side, counts):
            return _m("push-bad-hand")
        return None

    def _place_refusal(self, seat: int, tile: int, cell) -> "Msg | str | None":
        if tile < 0:
            return _m("no-such-tile")
        if self.side is None:
            return _m("push-first")
        if type(cell) is not int or not 0 <= cell < 9:
            return _m("squares-numbered")
        if self.altar[cell] != GAP:
            return _m("into-a-gap")
        hand = self.hands[seat]
        if tile not in hand:
            return _m("not-in-hand", tile=_tile(self.data, tile))
        rest = [t for t in hand if t != tile]
        if not self._hand_can_end(rest, self.pushed, self.altar.count(GAP) - 1):
            return _m("keep-bad-hand")
        return None
