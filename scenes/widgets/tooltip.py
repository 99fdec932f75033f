"""Hover tooltips: appear after a short delay, wrap their text, and always stay on screen."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Hashable

import pygame

from scenes.assets import PALETTE
from scenes.shell_layout import TIP_BOX_AT
from scenes.widgets import paint
from scenes.widgets import text as T


@dataclass(frozen=True)
class TooltipContent:
    """What a tooltip says: a title and body lines, in the rich-text markup of ``widgets.text``."""

    title: str
    lines: tuple[str, ...] = field(default_factory=tuple)
    icon: str | None = None  # a sprite shown left of the title
    # a picture shown left of the words: the thing hovered drawn large (a card enlarged)
    picture: pygame.Surface | None = field(default=None, compare=False)

    @property
    def plain(self) -> str:
        """Everything as plain text (tests search it)."""
        return "\n".join([T.plain(self.title)] + [T.plain(line) for line in self.lines])


class Tooltip:
    """One tooltip at a time. Scenes call :meth:`hover` while the pointer rests on something."""

    def __init__(self, assets, delay: float = 0.45, max_width: int = 330, screen: tuple[int, int] = (1280, 720)):
        self.assets = assets
        self.delay = delay
        self.max_width = max_width
        self.screen = pygame.Rect((0, 0), screen)
        self.key: Hashable | None = None
        self._source: Callable[[], TooltipContent | None] | TooltipContent | None = None
        self.anchor = pygame.Rect(0, 0, 0, 0)
        self.pointer = (0, 0)
        self.side = "right"
        self.avoid: pygame.Rect | None = None
        # places the tooltip keeps clear of above all, unless it is over one of them (a guided game's
        # lit and mentioned parts, and its coach's bubble): a function the scene gives
        self.keep: Callable[[], list[pygame.Rect]] | None = None
        self.timer = 0.0
        self.content: TooltipContent | None = None
        self._surface: pygame.Surface | None = None

    @property
    def visible(self) -> bool:
        return self.content is not None

    @property
    def pending(self) -> bool:
        """Waiting for the hover delay to pass (the scene keeps frames coming meanwhile)."""
        return self.key is not None and self.content is None

    def hover(self, key: Hashable, source, anchor: pygame.Rect, pointer=(0, 0), side: str = "right",
              avoid: pygame.Rect | None = None) -> None:
        """The pointer rests on ``key``; ``source`` is a TooltipContent or a function making one.
        ``side`` is where the tooltip prefers to open ("right" or "above" its anchor); ``avoid``, a
        place it keeps clear of when another side leaves it clear (where the player reaches next)."""
        self.pointer = pointer
        self.side = side
        self.avoid = pygame.Rect(avoid) if avoid is not None else None
        if key == self.key:
            self.anchor = pygame.Rect(anchor)
            return
        was_visible = self.visible
        self.key = key
        self._source = source
        self.anchor = pygame.Rect(anchor)
        self.content = None
        self._surface = None
        # moving from one tooltip straight to the next shows it at once, like desktop toolkits
        self.timer = self.delay if was_visible else 0.0
        if was_visible:
            self._show()

    def clear(self) -> None:
        self.key = None
        self._source = None
        self.content = None
        self._surface = None
        self.timer = 0.0

    def refresh(self) -> None:
        """Re-read the content (what it describes changed while shown)."""
        if self.visible:
            self._show()

    def show_now(self) -> None:
        if self.key is not None:
            self.timer = self.delay
            self._show()

    def _show(self) -> None:
        src = self._source
        content = src() if callable(src) else src
        self.content = content
        self._surface = self._render(content) if content is not None else None
        if content is None:
            self.key = None

    def update(self, dt: float) -> bool:
        """Advance the hover timer; True while the tooltip is still waiting to appear, and on the frame
        it appears (that frame must be drawn: a scene at rest draws only when something asks it to)."""
        if self.key is None or self.content is not None:
            return False
        self.timer += dt
        if self.timer >= self.delay:
            self._show()
            return self.content is not None
        return True

    def _render(self, content: TooltipContent) -> pygame.Surface:
        a = self.assets
        width = self.max_width - 28
        title = T.render_rich(a, content.title, width - (30 if content.icon else 0), size=17, role="bold",
                              colour=PALETTE["marigold_light"], scaled=True)
        body = [T.render_rich(a, line, width, size=15, role="body", scaled=True) for line in content.lines]
        inner_w = max([title.get_width() + (30 if content.icon else 0)] + [b.get_width() for b in body])
        h = 12 + max(title.get_height(), 24 if content.icon else 0) + 12
        for b in body:
            h += b.get_height() + 5
        w = inner_w + 28
        pic = content.picture
        if pic is not None:  # the picture on the left, the words beside it
            w += pic.get_width() + 14
            h = max(h, pic.get_height() + 24)
        surf = pygame.Surface((w + 12, h + 14), pygame.SRCALPHA)
        surf.blit(paint.shadow((w, h), 10, 6, 140), (0, 2))
        box = pygame.Rect(TIP_BOX_AT, (w, h))
        pygame.draw.rect(surf, (22, 12, 40, 255 if pic is not None else 246), box, border_radius=10)
        pygame.draw.rect(surf, PALETTE["marigold"], box, width=2, border_radius=10)
        x, y = box.x + 14, box.y + 11
        if pic is not None:
            surf.blit(pic, (x, box.y + 12))
            x += pic.get_width() + 14
        if content.icon:
            surf.blit(a.sprite(content.icon, (24, 24)), (x, y + max(0, (title.get_height() - 24) // 2)))
            surf.blit(title, (x + 30, y + max(0, (24 - title.get_height()) // 2)))
        else:
            surf.blit(title, (x, y))
        y += max(title.get_height(), 24 if content.icon else 0) + 5
        pygame.draw.line(surf, (*PALETTE["marigold"], 120), (x, y), (box.right - 14, y), 1)
        y += 7
        for b in body:
            surf.blit(b, (x, y))
            y += b.get_height() + 5
        return surf

    def rect(self) -> pygame.Rect | None:
        """Where the tooltip is drawn: beside its anchor (right, else left, else below), on screen;
        the first of those places clear of ``avoid``, if one is, else just under ``avoid`` (or over it)."""
        if self._surface is None:
            return None
        places = self.places()
        keep = self.kept_clear()
        if keep:  # the first place clear of them all, else the one covering least of them
            return min(places, key=lambda r: (sum(r.clip(k).w * r.clip(k).h for k in keep),
                                              self.avoid is not None and r.colliderect(self.avoid)))
        if self.avoid is not None:
            clear = next((r for r in places if not r.colliderect(self.avoid)), None)
            if clear is None:  # every side of the anchor lies in it: just under it (or over it) instead
                w, h = self._surface.get_size()
                under = pygame.Rect(0, 0, w, h)
                if self.avoid.bottom + 4 + h <= self.screen.bottom:
                    under.midtop = (self.anchor.centerx, self.avoid.bottom + 4)
                else:
                    under.midbottom = (self.anchor.centerx, self.avoid.top - 4)
                clear = under.clamp(self.screen)
            return clear
        return places[0]

    def places(self) -> list[pygame.Rect]:
        """Where the tooltip shown may open, best first."""
        return [] if self._surface is None else self._places(*self._surface.get_size())

    def kept_clear(self) -> list[pygame.Rect]:
        """The places (``keep``) the tooltip keeps clear of, those under its anchor aside."""
        return [r for r in (self.keep() if self.keep is not None else []) if not r.colliderect(self.anchor)]

    def _places(self, w: int, h: int) -> list[pygame.Rect]:
        """Where the tooltip may open, best first, each kept on screen."""
        a = self.anchor
        out = []

        def at(**where) -> None:
            r = pygame.Rect(0, 0, w, h)
            for name, value in where.items():
                setattr(r, name, value)
            out.append(r.clamp(self.screen))
        if self.side == "above" and a.top - 4 - h >= 0:
            at(midbottom=(a.centerx, a.top - 4))
        if a.right + 8 + w <= self.screen.right:
            at(topleft=(a.right + 4, a.top))
        if a.left - 8 - w >= 0:
            at(topright=(a.left - 4, a.top))
        if a.bottom + 4 + h <= self.screen.bottom:
            at(midtop=(a.centerx, a.bottom + 4))
        at(midbottom=(a.centerx, a.top - 4))
        if self.keep is not None:  # beside it even where it does not fit, to keep clear of what it must
            at(topright=(a.left - 4, a.top))
            at(topleft=(a.right + 4, a.bottom + 4))
            at(topright=(a.left - 4, a.bottom + 4))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        if self._surface is not None:
            surface.blit(self._surface, self.rect())
