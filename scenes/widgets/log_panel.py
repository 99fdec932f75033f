"""The game log: the last entries (capped), newest at the bottom, scrollable with the wheel.

Drawn with our own renderer (each entry is rendered once and cached), so it stays fast at any
length, unlike a growing pygame_gui text box.
"""
from __future__ import annotations

import pygame

from game.text import Msg, say
from scenes.assets import PALETTE
from scenes.picture_cache import MB, SurfaceCache
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.layers import Region


class LogPanel:
    CAP = 200
    GLOW_SECONDS = 1.2  # the newest entry glows this long after it comes
    GLOW_STEPS = 8  # ... fading in this many steps: a table caching the log repaints it at each step only

    def __init__(self, assets, rect, title: "str | Msg | None" = None, cap: int = CAP, size: int = 14):
        self.assets = assets
        self.rect = pygame.Rect(rect)
        self.heading = Msg("table-game-log") if title is None else title  # said when drawn
        self.cap = cap
        self.size = size
        self.entries: list[str] = []  # markup
        self.scroll = 0  # pixels scrolled up from the bottom
        self.hover = False
        # the entries rendered, least recently used out one at a time (dropping all at once would
        # render the whole log again); those at an old width or text size age out
        self._images = SurfaceCache(4 * cap, max_bytes=12 * MB)
        self._content_h = 0
        self._heights: list[int] = []  # each entry's height with its gap (what _content_h sums)
        self._measured = None  # (width, text scale) the heights were measured at
        self._line_h = 16
        self.fresh = 0.0  # seconds since the last new entry (the newest glows briefly)

    @property
    def title(self) -> str:
        """The panel's heading in the current language ("Game log")."""
        return say(self.heading)

    # ------------------------------------------------------------------ content
    @property
    def body(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 12, self.rect.y + 38, self.rect.w - 30, self.rect.h - 48)

    def set_entries(self, entries: list[str]) -> None:
        """Show ``entries`` (oldest first); only the last ``cap`` are kept."""
        entries = list(entries)[-self.cap:]
        if entries == self.entries:
            return
        grew = len(entries) > len(self.entries) and entries[:len(self.entries)] == self.entries
        old_h = self._content_h
        old = self.entries
        self.entries = entries
        self._measure_content(old)
        if grew and self.scroll == 0:
            self.fresh = 0.0
        elif grew:
            self.scroll += self._content_h - old_h  # keep the older entries being read in place
        else:
            self.scroll = 0
        self.scroll = max(0, min(self.scroll, self.max_scroll))

    def add(self, entry: str) -> None:
        self.set_entries(self.entries + [entry])

    def _image(self, entry: str) -> pygame.Surface:
        width = self.rect.w - 40  # the body's width less the bullet's room
        key = (entry, width, self.assets.text_scale)
        return self._images.make(key, lambda: T.render_rich(self.assets, entry, width, size=self.size, scaled=True,
                                                            line_gap=1))

    def _measure_content(self, old: list[str] | None = None) -> None:
        """Each entry's height; those kept from ``old`` (the entries before, the oldest perhaps
        dropped at the cap) are not measured again."""
        image = self._image
        key = (self.rect.w, self.assets.text_scale)
        entries = self.entries
        kept = 0
        if old and self._measured == key and len(self._heights) == len(old):
            for drop in range(4):  # new entries at the end, a few of the oldest gone
                n = len(old) - drop
                if 0 < n <= len(entries) and entries[:n] == old[drop:]:
                    kept = n
                    self._heights = self._heights[drop:]
                    break
        if not kept:
            self._heights = []
        self._heights += [image(e).get_height() + 7 for e in entries[kept:]]
        self._measured = key
        self._content_h = sum(self._heights)

    @property
    def max_scroll(self) -> int:
        return max(0, self._content_h - self.body.h)

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event, pointer=None) -> bool:
        """Scroll with the wheel while the pointer is over the panel."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEWHEEL:
            inside = self.hover if pointer is None else self.rect.collidepoint(pointer)
            if not inside:
                return False
            step = 3 * (self.assets.font("body", self.size, True).get_linesize())
            self.scroll = max(0, min(self.max_scroll, self.scroll + event.y * step))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5) and self.rect.collidepoint(event.pos):
            return True  # old-style wheel clicks: the MOUSEWHEEL event does the scrolling
        return False

    def update(self, dt: float) -> bool:
        if self.fresh < self.GLOW_SECONDS:
            self.fresh += dt
            return True
        return False

    @property
    def glow_step(self) -> int:
        """How far the newest entry's glow has faded: 0 (just come) to GLOW_STEPS (gone)."""
        return min(self.GLOW_STEPS, int(self.fresh * self.GLOW_STEPS / self.GLOW_SECONDS))

    def key(self, glow: bool = True) -> tuple:
        """What :meth:`draw` shows (a table caching the log over its picture keys on it);
        ``glow=False``: what it shows above :meth:`glow_top` (all but the newest entry's glow)."""
        return (tuple(self.entries), self.scroll, tuple(self.rect), self.glow_step if glow else None, self.title,
                self.assets.text_scale, id(self.assets))

    def glow_top(self) -> int | None:
        """Where the newest entry's glow begins (it lies between there and the body's bottom), or
        ``None`` when no glow can show (scrolled up, no entries)."""
        if not self.entries or self.scroll != 0:
            return None
        body = self.body
        return max(body.top, body.bottom - self._image(self.entries[-1]).get_height() - 10)

    def regions(self, name: str, rect, extra, paint) -> list[Region]:
        """The log's ``rect`` (holding the panel) as regions of a table's :class:`RegionLayer`,
        painted by ``paint`` and keyed on :meth:`key` and ``extra``: cut where the newest entry's
        glow begins, so the glow's fading steps repaint the band below the cut (``name_glow``) alone."""
        rect = pygame.Rect(rect)
        top = self.glow_top()
        if top is None or not rect.top < top < rect.bottom:
            return [Region(name, rect, (self.key(glow=False), extra), paint)]
        upper = pygame.Rect(rect.x, rect.y, rect.w, top - rect.y)
        lower = pygame.Rect(rect.x, top, rect.w, rect.bottom - top)
        return [Region(name, upper, (self.key(glow=False), extra), paint),
                Region(f"{name}_glow", lower, (self.key(), extra), paint)]

    # ------------------------------------------------------------------ drawing
    def draw_shadow(self, surface: pygame.Surface) -> None:
        """The panel's drop shadow alone (a table may cache it under what it draws over the log)."""
        paint.draw_shadow(surface, self.rect, 16, 10, 110, (0, 6))

    def draw(self, surface: pygame.Surface, shadow: bool = True) -> None:
        """The panel and its entries (``shadow=False``: without the drop shadow, drawn before)."""
        paint.draw_panel(surface, self.assets, self.rect, 230, shadowed=shadow)
        title = T.text(self.assets, self.title, "bold", 15, PALETTE["marigold_light"])
        surface.blit(title, (self.rect.x + 16, self.rect.y + 12))
        body = self.body
        self._line_h = self.assets.font("body", self.size, True).get_linesize()
        clip = surface.get_clip()
        surface.set_clip(body.clip(clip) if clip else body)
        y = body.bottom + self.scroll
        n = len(self.entries)
        for i in range(n - 1, -1, -1):
            img = self._image(self.entries[i])
            y -= img.get_height() + 7
            if y > body.bottom:
                continue
            if y + img.get_height() < body.top:
                break
            if i == n - 1 and self.glow_step < self.GLOW_STEPS and self.scroll == 0:
                a = int(90 * (1 - self.glow_step / self.GLOW_STEPS))
                surface.blit(paint.rrect_surface((body.w, img.get_height() + 6), (255, 190, 80, a), 6),
                             (body.x - 2, y - 3))
            bullet = PALETTE["marigold"] if i == n - 1 else (120, 100, 150)
            pygame.draw.circle(surface, bullet, (body.x + 2, y + self._line_h // 2 + 1), 2)
            surface.blit(img, (body.x + 9, y))
        surface.set_clip(clip)
        surface.blit(_fade(body.w + 8), (body.x - 4, body.y))
        if self.scroll > 0:
            more = paint.pill(self.assets, say(Msg("table-log-newer")), 12, bg=(40, 20, 60, 230))
            surface.blit(more, more.get_rect(midbottom=(body.centerx, body.bottom - 2)))
        if self.max_scroll > 0:
            track = pygame.Rect(self.rect.right - 14, body.y, 4, body.h)
            pygame.draw.rect(surface, (60, 44, 84), track, border_radius=2)
            frac = body.h / max(1, self._content_h)
            th = max(18, int(track.h * frac))
            pos = 1 - self.scroll / self.max_scroll  # 1 = at the bottom
            ty = track.y + int((track.h - th) * pos)
            pygame.draw.rect(surface, PALETTE["marigold"], (track.x, ty, 4, th), border_radius=2)


_FADES = SurfaceCache(16, max_bytes=1 * MB)  # the strips under the title, per panel width


def _fade(width: int, height: int = 16) -> pygame.Surface:
    """A strip fading from the panel colour to transparent (entries slide under the title)."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((width, height), pygame.SRCALPHA)
        for y in range(height):
            a = int(235 * (1 - y / height) ** 1.5)
            pygame.draw.line(surf, (20, 11, 37, a), (0, y), (width, y))
        return surf

    return _FADES.make((width, height), make)
