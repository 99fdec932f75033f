"""Ready-made card parts: a hand in a row and a trick, each drawing its own cards.

A card game's table declares them with what they read of the view and how a card looks; the parts
lay the cards out, paint them, make their pieces (tooltip, click, drag) and offer the drops::

    HandRow("hand", HAND, table, cards=lambda v: v.hand, face=draw_card, play=Play, words=name_of)
    TrickArea("trick", TRICK, table, played=lambda v: v.trick, face=draw_card, play=Play)

``table`` is the table holding the part (a :class:`~scenes.kit.table.TableBase`): the parts ask the
rules through its door (``propose``, ``why_illegal``) and read nothing else of it. ``face(surface,
card, rect)`` draws a card (``card`` None: its back); ``play(card)`` is the action of playing it;
``words(card)`` names it in a tooltip. A card is whatever the game's view holds (a string, a tuple).
"""
from __future__ import annotations

from typing import Any, Callable, Hashable, Sequence

import pygame

from game.text import Msg
from scenes.kit.hand import Hand
from scenes.kit.parts import Offer, Piece
from scenes.kit.pile import Pile
from scenes.widgets import text as T
from scenes.widgets.tooltip import TooltipContent

Face = Callable[[pygame.Surface, Any, pygame.Rect], None]
CARD = (80, 112)  # a card's size on the table unless a part is told another


def card_tip(table, card, words: Callable[[Any], str] | None, action) -> TooltipContent | None:
    """A card's tooltip: its name and, when playing it is refused now, the rules' reason."""
    if words is None:
        return None
    reason = table.why_illegal(action) if action is not None and table.players_turn else None
    return TooltipContent(T.escape(words(card)), (f"[c=#ff9a9a]{T.escape(reason)}[/c]",) if reason else ())


class HandRow(Hand):
    """A hand laid in a row across its rect (overlapping when it would not fit), each card drawn by
    ``face``. With ``play``, a card is clicked or dragged to play it, and the cards the rules would
    take now stand a little raised; without it (an opponent's hand, face down: ``face_down``) the
    cards are only shown."""

    def __init__(self, name: str, rect, table, cards: Callable[[Any], Sequence[Hashable]], face: Face, *,
                 play: Callable[[Any], Any] | None = None, words: Callable[[Any], str] | None = None,
                 face_down: bool = False, card: tuple[int, int] = CARD, raise_by: int = 14):
        super().__init__(name, rect)
        self.table, self.read, self.face, self.play, self.words = table, cards, face, play, words
        self.face_down, self.size, self.raise_by = face_down, card, raise_by

    def playable(self, view) -> frozenset:
        """The cards the rules would take from this hand now."""
        if self.play is None or not self.table.players_turn:
            return frozenset()
        return frozenset(c for c in self.read(view) if self.table.why_illegal(self.play(c)) is None)

    def cards(self, view) -> list[tuple[Hashable, pygame.Rect]]:
        held = list(self.read(view))
        w, h = self.size
        step = w + 10 if len(held) * (w + 10) <= self.rect.width else (self.rect.width - w) // max(1, len(held) - 1)
        left = self.rect.centerx - (step * (len(held) - 1) + w) // 2
        up = self.playable(view)
        return [((i, card) if self.face_down else card,
                 pygame.Rect(left + i * step, self.rect.bottom - h - (self.raise_by if card in up else 0), w, h))
                for i, card in enumerate(held)]

    def card_piece(self, card, rect: pygame.Rect, view) -> list[Piece]:
        if self.face_down or self.play is None:
            return [Piece(("card", self.name, card), rect, no_tooltip=self.words is None,
                          tooltip=None if self.words is None else lambda: card_tip(self.table, card, self.words, None))]
        action = self.play(card)
        return [Piece(("card", self.name, card), rect, drag=("card", self.name, card),
                      tooltip=lambda: card_tip(self.table, card, self.words, action),
                      click=lambda: self.table.propose(action, rect.center))]

    def slice(self, view):
        return (tuple(self.read(view)), self.playable(view))

    def suggested(self, action, view) -> set[Hashable]:
        if self.play is None or self.face_down:
            return set()
        return {("card", self.name, card) for card in self.read(view) if self.play(card) == action}

    def paint(self, surface: pygame.Surface, view) -> None:
        for card, rect in self.cards(view):
            self.face(surface, None if self.face_down else card, rect)

    def image(self, card) -> pygame.Surface:
        """The card drawn alone (what a drag carries)."""
        out = pygame.Surface(self.size, pygame.SRCALPHA)
        self.face(out, card, out.get_rect())
        return out


class TrickArea(Pile):
    """The trick: the cards played to it, each where its player sits (the seat on screen's below the
    middle, the others round it), and the place a dragged card is played to (``play``)."""

    def __init__(self, name: str, rect, table, played: Callable[[Any], Sequence[tuple[int, Hashable]]],
                 face: Face, *, play: Callable[[Any], Any] | None = None, seats: int = 2,
                 words: Callable[[Any], str] | None = None, card: tuple[int, int] = CARD):
        super().__init__(name, rect, drop_rect=rect)
        self.table, self.read, self.face, self.play, self.words = table, played, face, play, words
        self.seats, self.size = seats, card

    def spot(self, seat: int) -> pygame.Rect:
        """Where ``seat``'s card lies: places counted from the seat on screen, round the middle."""
        place = (seat - (self.table.seat or 0)) % self.seats
        dx, dy = [(0, 1), (0, -1)][place] if self.seats == 2 else [(0, 1), (-1, 0), (0, -1), (1, 0)][place % 4]
        out = pygame.Rect((0, 0), self.size)
        out.center = (self.rect.centerx + dx * (self.size[0] + 16), self.rect.centery + dy * self.size[1] // 3)
        return out

    def card_pieces(self, view) -> list[Piece]:
        if self.words is None:
            return []
        return [Piece(("trick", seat), self.spot(seat), tooltip=self.tip(card)) for seat, card in self.read(view)]

    def tip(self, card) -> Callable[[], TooltipContent | None]:
        return lambda: card_tip(self.table, card, self.words, None)

    def offer(self, payload, view) -> Offer | None:
        if self.play is None or not payload or payload[0] != "card":
            return None
        action = self.play(payload[-1])
        return Offer(action, Msg("table-play-it"), action)

    def slice(self, view):
        return (tuple(self.read(view)), self.table.seat)

    def paint(self, surface: pygame.Surface, view) -> None:
        for seat, card in self.read(view):
            self.face(surface, card, self.spot(seat))


__all__ = ["CARD", "HandRow", "TrickArea", "card_tip"]
