"""A hand of cards (fanned or in a row): one piece per card it shows."""
from __future__ import annotations

from typing import Hashable

import pygame

from scenes.kit.parts import Part, Piece


class Hand(Part):
    """A hand: :meth:`cards` says which cards lie where; :meth:`card_piece` makes each one's piece
    (its tooltip, click and drag). Cards the seat may not see are no pieces (nothing to tell)."""

    kind = "hand"

    def cards(self, view) -> list[tuple[Hashable, pygame.Rect]]:
        return []

    def card_piece(self, card: Hashable, rect: pygame.Rect, view) -> list[Piece]:
        """The piece(s) of ``card`` lying at ``rect`` (a lifted card may leave a second one where
        it lay, listed first so that it is under everything)."""
        return [Piece(("card", self.name, card), rect, no_tooltip=True)]

    def pieces(self, view) -> list[Piece]:
        under: list[Piece] = []
        over: list[Piece] = []
        for card, rect in self.cards(view):
            made = self.card_piece(card, rect, view)
            under.extend(made[:-1])
            over.extend(made[-1:])
        return under + over
