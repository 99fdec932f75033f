"""A deck, a pile or a trick: cards lying together, with one piece for the pile itself."""
from __future__ import annotations

from typing import Any, Callable

from scenes.kit.parts import Part, Piece


class Pile(Part):
    """A pile: clicking it (``open``) may show what it holds; its tooltip says what it is.
    A trick area is a pile that is a drop target: override :meth:`offer`."""

    kind = "pile"

    def __init__(self, name: str, rect=None, drop_rect=None, open: Callable[[], None] | None = None,
                 tooltip: Callable[[], Any] | None = None):
        super().__init__(name, rect, drop_rect)
        self.open = open
        self.tooltip = tooltip

    def pile_piece(self, view) -> Piece | None:
        """The piece for the pile as a whole (``None``: only its cards can be found)."""
        if self.open is None and self.tooltip is None:
            return None
        return Piece((self.name,), self.rect, tooltip=self.tooltip, click=self.open,
                     no_tooltip=self.tooltip is None)

    def card_pieces(self, view) -> list[Piece]:
        return []

    def pieces(self, view) -> list[Piece]:
        whole = self.pile_piece(view)
        return self.card_pieces(view) + ([whole] if whole is not None else [])
