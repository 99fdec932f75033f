"""A board of named slots: a family board's portrait spaces, an altar's places, a storage tray.

Each :class:`Slot` is one named place of the board with its own piece (key, rect, tooltip, click,
drag payload) and the drops it takes: the board proposes, slot by slot, the action a drop would
make (:meth:`Board.slot_offer`) and :func:`drop_targets` asks the table's rules (``why_illegal``)
for the answer, so a board's refusals come from the same single source as a part's.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Hashable

import pygame

from scenes.kit.parts import Offer, Part, Piece
from scenes.widgets.drag import DropTarget


@dataclass
class Slot:
    """One named place of a board. ``key`` is its piece's key (the board's name and the slot's
    by default); ``hit`` a larger catch area for drops, ``radius`` its highlight's corner (round
    sockets: half their size). ``findable=False``: a place that only takes drops (no piece)."""

    name: str
    rect: pygame.Rect
    tooltip: Callable[[], Any] | None = None
    click: Callable[[], None] | None = None
    drag: Any = None
    tip_side: str = "right"
    no_tooltip: bool = False
    key: Hashable = None
    hit: pygame.Rect | None = None
    radius: int | None = None
    findable: bool = True


class Board(Part):
    """A board: :meth:`slots` lists its slots now (bottom to top), :meth:`slot_offer` says what a
    drop of ``payload`` on one of them proposes (``None``: that slot does not take it)."""

    kind = "board"

    def slots(self, view) -> list[Slot]:
        return []

    def slot_offer(self, slot: Slot, payload, view) -> Offer | None:
        return None

    def key_of(self, slot: Slot) -> Hashable:
        return slot.key if slot.key is not None else (self.name, slot.name)

    def slot(self, name: str, view) -> Slot | None:
        """The slot called ``name`` (``None``: the board has no such slot now)."""
        return next((s for s in self.slots(view) if s.name == name), None)

    def pieces(self, view) -> list[Piece]:
        return [Piece(self.key_of(s), pygame.Rect(s.rect), tooltip=s.tooltip, click=s.click, drag=s.drag,
                      tip_side=s.tip_side, no_tooltip=s.no_tooltip or s.tooltip is None)
                for s in self.slots(view) if s.findable]

    def slot_targets(self, payload, why_illegal: Callable[[Any], str | None], view,
                     previewer: Callable[[Any], Any] | None = None) -> list[DropTarget]:
        """The slots that would take ``payload``, legal or not, with the rules' reason (and, given
        ``previewer``, what each legal one's action would score: :meth:`Table.previewer`)."""
        out = []
        for s in self.slots(view):
            offer = self.slot_offer(s, payload, view)
            if offer is None:
                continue
            reason = (offer.refusal or self.refusal) if offer.action is None else why_illegal(offer.action)
            out.append(DropTarget(self.key_of(s), pygame.Rect(s.rect), reason is None, reason, offer.hint,
                                  data=offer.data, hit=None if s.hit is None else pygame.Rect(s.hit),
                                  radius=s.radius,
                                  preview=None if previewer is None else previewer(offer.action)))
        return out


def drop_targets(table, payload, view=None) -> list[DropTarget]:
    """Every place of ``table`` that would take ``payload``: whole parts first (``Table.drop_targets``),
    then the boards' slots in the table's order, all answered by ``table.why_illegal``."""
    view = table.view() if view is None else view
    out = table.drop_targets(payload, view)
    for part in table.parts.values():
        if isinstance(part, Board):
            out += part.slot_targets(payload, table.why_illegal, view, table.previewer)
    return out


__all__ = ["Board", "Slot", "drop_targets"]
