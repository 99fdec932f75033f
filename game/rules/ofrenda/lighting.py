"""Ofrenda: when a portrait or a candle lights (their objectives, checked on a board), a part of
:class:`~game.rules.ofrenda.state.OfrendaState`."""
from __future__ import annotations


from game.protocol import Event
from game.rules.ofrenda.boards import compiled_objective_met, PlayerBoard
from game.rules.ofrenda.cards import COMPARATIVE_CANDLES, OfrendaData
from game.rules.ofrenda.phases import MARIGOLD


_Event = Event
_new_tuple = tuple.__new__


class OfrendaLighting:
    """Lighting portraits and candles on a player's ofrenda (a part of the state's class)."""

    def _check_portrait(self, seat: int, board: PlayerBoard, slot: str, final: bool) -> None:
        """Light the portrait in ``slot`` if all its neighbours are filled (or at the end) and it is met."""
        if slot in board.lit:
            return
        ofrenda = board.ofrenda
        neighbours = self.data.neighbours[slot]
        present = [ofrenda[n] for n in neighbours if n in ofrenda]
        if not final and len(present) < len(neighbours):
            return  # a neighbour is still empty: checked when it is filled
        if compiled_objective_met(self._comp, ofrenda[slot], present):
            board.lit.add(slot)
            self.events.append(_new_tuple(_Event, ("portrait_lit", (slot, ofrenda[slot], final), seat, None)))

    def candle_met(self, board: PlayerBoard, candle: str) -> bool:
        """Whether ``candle``'s objective holds on ``board`` (comparative ones look at every player)."""
        obj = self.data.candles[candle].objective
        kind = obj.kind
        cards = list(board.ofrenda.values())
        if kind == "colour_count":
            return sum(1 for c in cards if self.data.portraits[c].branch == obj.colour) >= obj.count
        if kind == "offering_count":
            return sum(1 for c in cards if self.data.portraits[c].offering == obj.offering) >= obj.count
        if kind == "all_colours":
            return len({self.data.portraits[c].branch for c in cards}) == len(self.data.branches)
        if kind == "all_offerings":
            return len({self.data.portraits[c].offering for c in cards}) == len(self.data.offerings)
        if kind == "marigolds_placed":
            return marigolds_placed(board) >= obj.count
        if kind == "one_colour_count":
            return most_of_one_colour(self.data, board) >= obj.count
        if kind == "lit_portraits":
            return len(board.lit) >= obj.count
        if kind == "all_slots_filled":
            return len(board.ofrenda) == len(self.data.slots)
        if kind in COMPARATIVE_CANDLES:
            measure = comparative_measure(self.data, kind)
            return measure(board) >= max(measure(b) for b in self.boards)
        raise AssertionError(kind)

    def _check_candles(self, seat: int, board: PlayerBoard, final: bool) -> None:
        end_only = self._comp.candle_end_only
        for deco, candle in board.decorations.items():
            if candle == MARIGOLD or deco in board.lit_candles:
                continue
            if not final and end_only[candle]:
                continue
            if self.candle_met(board, candle):
                board.lit_candles.add(deco)
                self._log("candle_lit", (deco, candle, final), seat)


def marigolds_placed(board) -> int:
    return sum(1 for v in board.decorations.values() if v == MARIGOLD)


def most_of_one_colour(data: OfrendaData, board) -> int:
    counts: dict[str, int] = {}
    for c in board.ofrenda.values():
        b = data.portraits[c].branch
        counts[b] = counts.get(b, 0) + 1
    return max(counts.values(), default=0)


def comparative_measure(data: OfrendaData, kind: str):
    """What a comparative candle compares between the players (more is better)."""
    return {
        "most_lit_portraits": lambda b: len(b.lit),
        "most_marigolds_placed": marigolds_placed,
        "most_of_one_colour": lambda b: most_of_one_colour(data, b),
        "fewest_empty_slots": lambda b: len(b.ofrenda),  # fewest empty = most filled
    }[kind]
