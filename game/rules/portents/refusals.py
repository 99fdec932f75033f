"""Portents: why an action is refused (the one source of the reasons the rules and the table give),
a part of :class:`~game.rules.portents.state.PortentsState`."""
from __future__ import annotations

from game.protocol import not_to_move
from game.rules.base import Action
from game.rules.portents.actions import Burn, KittyTurn, Pass, Place, Sacrifice, Shift, Snuff
from game.rules.portents.altar import GAP, SIDES
from game.rules.portents.phases import Phase


class PortentsRefusals:
    """``why_illegal`` and its reasons, phase by phase (a part of the state's class)."""

    def why_illegal(self, seat: int | Action, action: Action | None = None) -> str | None:
        if action is None:
            seat, action = self.deciding_seat(), seat
        refusal = not_to_move(self, seat)
        if refusal is not None:
            return refusal
        p = self.phase
        if p is Phase.KITTY:
            return None if isinstance(action, KittyTurn) else "It is the Kitty's turn."
        if isinstance(action, KittyTurn):
            return "Only the Kitty takes the Kitty's turn."
        if p is Phase.PUSH:
            if isinstance(action, Pass):
                return None if not self.good else "A push is possible, so you must push: pass only when none is."
            if isinstance(action, Shift):
                if not self.good:
                    return "No push is possible this turn: pass."
                return self._shift_refusal(seat, action.side, action.lane)
            if isinstance(action, Place):
                return self._place_refusal(seat, self.tile(action.tile), action.cell)
            return "Push lanes from one side, then fill the gaps from your hand."
        if p is Phase.OPENING:
            if not isinstance(action, Burn):
                return "Light one tile of the altar as the first Burnt Offering."
            t = self.tile(action.tile)
            return None if t >= 0 and t in self.altar else "Light a tile that is on the altar."
        if p is Phase.BURN:
            if not isinstance(action, Burn):
                return "Light a Burnt Offering for each new Portent first."
            t = self.tile(action.tile)
            cell = self.cell_of(t) if t >= 0 else -1
            if cell < 0:
                return "Light a tile that is on the altar."
            if (self.burn_chosen >> cell) & 1:
                return "That tile is already lit for a new Portent."
            if not any(self.data.lines[li].count(cell) for li, _ in self.portents):
                return "Only a tile of a new Portent's line can become its Burnt Offering."
            if cell not in self._burnable_cells():
                return "Then some new Portent would be left without a Burnt Offering of its own: light another tile."
            return None
        if p is Phase.SNUFF:
            if not isinstance(action, Snuff):
                return "Snuff the old Burnt Offerings that no longer block a Portent first."
            t = self.tile(action.tile)
            if t < 0 or not (self.lit >> t) & 1:
                return "That tile is not a Burnt Offering."
            if not (self.snuff_left >> t) & 1:
                return "Only the offerings lit before this turn are snuffed."
            if not self.snuffable(t):
                return f"Turning the {self.data.tile_title(t)} back would make a Portent: it stays lit."
            return None
        if p is Phase.SACRIFICE:
            if not isinstance(action, Sacrifice):
                return "Feed the Cat: choose a tile of your hand to sacrifice."
            t = self.tile(action.tile)
            return None if t >= 0 and t in self.hands[0] else "Sacrifice a tile from your hand."
        return "That is not a move of this game."

    def _shift_refusal(self, seat: int, side, lane) -> str | None:
        if side not in SIDES:
            return "Name a side of the altar: top, right, bottom or left."
        if type(lane) is not int or not 0 <= lane < 3:
            return "Each side has three lanes: 0, 1 and 2."
        if self.placing:
            return "You have begun filling the gaps: the push is over."
        if self.side is not None and side != self.side:
            return f"This turn's push comes from the {self.side}: every shift of a turn is made from one side."
        if sum(self.counts) >= self.data.pushes:
            return f"{self.data.pushes} shifts is the most a turn allows: fill the gaps now."
        if side not in self.allowed_sides(seat):
            return "Don't Disturb the Cat: you may not push from a side the Kitty sits by."
        cells = self.data.sides[side][lane]
        far = self.altar[cells[2]]
        if far < 0:
            return "That lane has no tile left to push off."
        if (self.lit >> far) & 1:
            return (f"The {self.data.tile_title(far)} is a Burnt Offering: it may reach the edge of the altar but "
                    f"never be pushed off.")
        counts = list(self.counts) if self.side is not None else [0, 0, 0]
        counts[lane] += 1
        if not self._extends(side, counts):
            return ("However it ends, that push would leave three tiles sharing a colour or a shape in your hand: "
                    "no hand may end the Sleight of Hand so.")
        return None

    def _place_refusal(self, seat: int, tile: int, cell) -> str | None:
        if tile < 0:
            return "There is no such tile."
        if self.side is None:
            return "Push first: gaps open where the tiles slide."
        if type(cell) is not int or not 0 <= cell < 9:
            return "The altar's squares are numbered 0 to 8."
        if self.altar[cell] != GAP:
            return "Place a tile into a gap the push opened."
        hand = self.hands[seat]
        if tile not in hand:
            return f"The {self.data.tile_title(tile)} is not in your hand."
        rest = [t for t in hand if t != tile]
        if not self._hand_can_end(rest, self.pushed, self.altar.count(GAP) - 1):
            return ("Keeping the others would leave three tiles sharing a colour or a shape in your hand: "
                    "place another tile first.")
        return None
