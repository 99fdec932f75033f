"""Parts and pieces: what a table is made of.

A :class:`Part` has a name (its address: ``hand``, ``trick``, ``seat:2``), a rectangle from the
layout, and reads its slice of the seat's view to make :class:`Piece` s. A piece is one thing
on the table the pointer can find: a key, a rect, a tooltip (or a deliberate ``no_tooltip``), a
click, a drag payload. A part may accept drops: it proposes the action a drop would make
(:meth:`Part.offer`, or piece by piece :meth:`Part.targets`) and the :class:`Table` asks the rules
(``why_illegal``) for the answer, so refusals have a single source and legal targets light up
while dragging for free.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, Hashable, Iterable, NamedTuple

import pygame

from game.text import Msg
from scenes.widgets.drag import DropTarget
from scenes.widgets.hotspot import Hotspot


@dataclass
class Piece:
    """One thing a part shows that the pointer can find."""

    key: Hashable
    rect: pygame.Rect
    tooltip: Callable[[], Any] | None = None  # -> TooltipContent | None
    click: Callable[[], None] | None = None
    drag: Any = None  # a payload when the piece can be picked up
    tip_side: str = "right"
    no_tooltip: bool = False  # it has no tooltip on purpose (a test checks every other one has one)
    tip_avoid: pygame.Rect | None = None  # where its tooltip does not open when it can open elsewhere
    # the piece drawn large (a card's words at a readable size): its tooltip shows it beside its words
    enlarged: Callable[[], pygame.Surface] | None = None

    def hotspot(self) -> Hotspot:
        return Hotspot(self.key, self.rect, self._tip(), self.drag, self.click, self.tip_side, self.tip_avoid)

    def _tip(self):
        tooltip, enlarged = self.tooltip, self.enlarged
        if enlarged is None or tooltip is None:
            return tooltip

        def tip():
            content = tooltip() if callable(tooltip) else tooltip
            return replace(content, picture=enlarged()) if content is not None else None
        return tip


@dataclass
class Offer:
    """What dropping a payload on a part would do: the rules' action (``None``: nothing now),
    the words shown while hovering, whatever the part wants back on the drop, and the refusal
    when there is no action (``None``: the part's own)."""

    action: Any
    hint: "str | Msg" = ""  # (a message, said when shown)
    data: Any = None
    refusal: "str | Msg | None" = None


class Target(NamedTuple):
    """One place of a part a payload may be dropped on: its key, its rect and what it offers."""

    key: Hashable
    rect: pygame.Rect
    offer: Offer


class Part:
    """A named piece of the table. Subclasses override what they need:

    * :meth:`pieces` the things in it the pointer can find (listed bottom to top);
    * :meth:`paint` what it draws of itself (frame, labels, counters) under the pieces lying still;
    * :meth:`slice` what of the view it shows (its cached region repaints when this changes);
    * :meth:`offer` the action a drop of ``payload`` on it would propose (drop targets only);
    * :meth:`targets` where ``payload`` may be dropped on it: by default its ``drop_rect``, with
      :meth:`offer`; a part taking drops piece by piece (a die onto one card) lists its own.
    """

    kind = "part"
    refusal: "str | Msg" = Msg("table-not-now")  # the refusal when a drop here proposes no action at all
    tip_avoid: pygame.Rect | None = None  # where its pieces' tooltips do not open if they can open elsewhere

    def __init__(self, name: str, rect=None, drop_rect=None):
        self.name = name
        self.rect = pygame.Rect(rect) if rect is not None else pygame.Rect(0, 0, 0, 0)
        self.drop_rect = pygame.Rect(drop_rect) if drop_rect is not None else None

    def __init_subclass__(cls, name: str | None = None, rect=None, **kwargs) -> None:
        """``class TopBar(Part, name="topbar", rect=TOPBAR):`` a table's part whose name and rect never
        change is made with its table alone: ``TopBar(t)`` (kept as ``self.t``)."""
        super().__init_subclass__(**kwargs)
        if name is None:
            return

        def __init__(self, t) -> None:
            # (the next class's constructor, Board's or Part's: mypy takes ``super(cls, ...)`` for object's)
            super(cls, self).__init__(name, rect)  # type: ignore[call-arg]
            self.t = t
        setattr(cls, "__init__", __init__)  # the short constructor: what this hook is for

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}>"

    def pieces(self, view) -> list[Piece]:
        return []

    def paint(self, surface: pygame.Surface, view) -> None:
        """Draw the part itself (not its pieces lying still: the table's card layer draws those)."""

    def slice(self, view) -> Hashable:
        """What of ``view`` this part shows: equal slices draw equal pictures (``None``: it changes
        every frame, never cached)."""
        return ()

    def offer(self, payload, view) -> Offer | None:
        """``None``: not a drop target for ``payload``."""
        return None

    def targets(self, payload, view) -> list[Target]:
        """The places of this part that would take ``payload`` (the rules answer each)."""
        offer = self.offer(payload, view)
        if offer is None or self.drop_rect is None:
            return []
        return [Target((self.name,), self.drop_rect, offer)]

    def suggested(self, action, view) -> set[Hashable]:
        """The keys of this part's pieces and places that ``action`` (a suggestion) would play: they glow."""
        return set()

    def hit(self, pos, view) -> Piece | None:
        """The topmost of this part's pieces under ``pos``."""
        for piece in reversed(self.pieces(view)):
            if piece.rect.collidepoint(pos):
                return piece
        return None


class Table:
    """The parts of one table, in drawing and hit order (later parts lie on top), found by name.

    ``why_illegal(action) -> str | None`` is the rules' answer to a proposed action; ``view()`` the
    seat's view now (the default wherever a method takes a view); ``preview(action) -> lines | None``
    what a legal drop's action would score and why (the game's rules, shown beside the held piece)."""

    def __init__(self, parts: Iterable[Part], why_illegal: Callable[[Any], str | None],
                 view: Callable[[], Any] = lambda: None, preview: Callable[[Any], list[str] | None] | None = None):
        self.parts: dict[str, Part] = {}
        for part in parts:
            if part.name in self.parts:
                raise ValueError(f"two parts are named {part.name!r}")
            self.parts[part.name] = part
        self.why_illegal = why_illegal
        self.view = view
        self.preview = preview

    def previewer(self, action) -> Callable[[], list[str] | None] | None:
        """What a drop proposing ``action`` would score, asked only when the target is hovered."""
        preview = self.preview
        if preview is None or action is None:
            return None
        return lambda: preview(action)

    def _view(self, view):
        return self.view() if view is None else view

    def part(self, name: str) -> Part:
        try:
            return self.parts[name]
        except KeyError:
            raise KeyError(f"no part {name!r}; the table has {', '.join(self.parts)}") from None

    def part_rect(self, name: str) -> pygame.Rect:
        """Where the part ``name`` lies (the coach points at it)."""
        return self.part(name).rect

    def names(self) -> list[str]:
        return list(self.parts)

    def pieces(self, view=None) -> list[Piece]:
        """Every piece, bottom to top."""
        view = self._view(view)
        return [piece for part in self.parts.values() for piece in part.pieces(view)]

    def piece(self, key: Hashable, view=None) -> Piece | None:
        view = self._view(view)
        return next((p for p in self.pieces(view) if p.key == key), None)

    def part_of(self, key: Hashable, view=None) -> Part | None:
        """The part a piece belongs to (tooltips and refusals are placed by it)."""
        view = self._view(view)
        return next((part for part in self.parts.values() if any(p.key == key for p in part.pieces(view))), None)

    def hit(self, pos, view=None) -> Piece | None:
        view = self._view(view)
        for part in reversed(list(self.parts.values())):
            piece = part.hit(pos, view)
            if piece is not None:
                return piece
        return None

    def hotspots(self, view=None) -> list[Hotspot]:
        """Every piece's hotspot, bottom to top (a part's ``tip_avoid`` given to its pieces)."""
        view = self._view(view)
        out = []
        for part in self.parts.values():
            for piece in part.pieces(view):
                spot = piece.hotspot()
                if spot.tip_avoid is None and part.tip_avoid is not None:
                    spot.tip_avoid = part.tip_avoid
                out.append(spot)
        return out

    def drop_targets(self, payload, view=None) -> list[DropTarget]:
        """Every place of every part that would take ``payload``, legal or not, with the rules' reason."""
        view = self._view(view)
        out = []
        for part in self.parts.values():
            for key, rect, offer in part.targets(payload, view):
                reason = (offer.refusal or part.refusal) if offer.action is None else self.why_illegal(offer.action)
                out.append(DropTarget(key, pygame.Rect(rect), reason is None, reason, offer.hint, data=offer.data,
                                      preview=self.previewer(offer.action)))
        return out


__all__ = ["Offer", "Part", "Piece", "Table", "Target"]
