"""The coach's bubble at a guided game's table: where it stands (beside the parts a step lights,
clear of them), what it says and which of its buttons it shows, and the spotlight that dims the rest
of the table. Held by the coach (:class:`scenes.play_tutor.Coach`, the script's stepping and the
gate), whose state it reads; idle unless there is a ``tutor``.
"""
from __future__ import annotations

import logging
from functools import lru_cache

import pygame

from game.text import say
from scenes import shell_words as words
from scenes.assets import PALETTE
from scenes.base import SCREEN
from scenes.shell_layout import BUBBLE_EDGE, BUBBLE_TOP
from scenes.kit import fit, overlay
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.button import Button

log = logging.getLogger("cempasuchil.play")

BUBBLE_W = 380
MARGIN = 14
SCREEN_RECT = pygame.Rect((0, 0), SCREEN)


@lru_cache(maxsize=64)
def clear_spot(size: tuple[int, int], keep: tuple[tuple[int, int, int, int], ...],
               near: tuple[int, int]) -> tuple[int, int, int, int] | None:
    """The place of ``size`` clear of ``keep`` nearest to ``near`` (below the top bar, inside the
    screen), if there is one."""
    inside = SCREEN_RECT.inflate(-16, -16)
    best, best_d = None, None
    for y in range(56, inside.bottom - size[1] + 1, 12):
        for x in range(inside.x, inside.right - size[0] + 1, 16):
            spot = pygame.Rect((x, y), size)
            if spot.collidelist(keep) >= 0:
                continue
            d = (spot.centerx - near[0]) ** 2 + (spot.centery - near[1]) ** 2
            if best_d is None or d < best_d:
                best, best_d = tuple(spot), d
    return best


class Bubble:
    """The coach's bubble (it reads the coach's state, and the scene's table, session and time)."""

    def __init__(self, scene, coach) -> None:
        self.scene = scene
        self.coach = coach

    @property
    def tutor(self):
        return self.coach.tutor

    # ------------------------------------------------------------------ its buttons
    def tab(self) -> Button | None:
        """The toolbar's way back to the coach while free play's note is put away."""
        if self.tutor is None or self.tutor.kind != "free" or not self.coach.quiet():
            return None
        tab = self.coach.buttons[-1]
        suggest = next((b for b in self.scene.toolbar if b.name == "suggest"), None)
        if suggest is not None:
            tab.rect = pygame.Rect(suggest.rect.x - 6 - tab.rect.w, suggest.rect.y, tab.rect.w, suggest.rect.h)
        tab.visible = True
        return tab

    def buttons_now(self) -> list[Button]:
        if self.tutor is None or self.coach.quiet():
            tab = self.tab()
            return [tab] if tab is not None else []
        next_, skip, leave, real, play_on, got_it, show = self.coach.buttons
        show.visible = False
        done = self.tutor.done
        next_.visible = self.tutor.kind == "continue" or self.coach.machines_done
        skip.visible = not done and self.tutor.kind != "continue" and not self.coach.machines_done
        real.visible = play_on.visible = done
        got_it.visible = self.tutor.kind == "free"
        play_on.label = words.COACH_SCORES if self.scene.session.is_over else words.COACH_PLAY_ON
        leave.visible = not done
        return [b for b in self.coach.buttons if b.visible]


    # ------------------------------------------------------------------ drawing
    def lit_rects(self) -> list[pygame.Rect]:
        """The parts the step lights (the rest of the table dimmed)."""
        return self._part_rects("light", "lights")

    def named_rects(self) -> list[pygame.Rect]:
        """The parts the step's words speak of but leave unlit (``mentions``): the bubble keeps
        clear of them too, the table is not dimmed round them."""
        return self._part_rects("mentions", "mentions")

    def _part_rects(self, field: str, verb: str) -> list[pygame.Rect]:
        step = None if self.tutor is None else self.tutor.step
        table = getattr(self.scene, "table", None)
        if step is None or not getattr(step, field) or table is None:
            return []
        out = []
        names = getattr(step, field)
        for name in (names,) if isinstance(names, str) else names:
            try:
                out.append(pygame.Rect(table.part_rect(name)))
            except KeyError:
                log.warning("the guided game %s a part the table does not have: %s", verb, name)
        return out

    def keep_clear(self) -> list[pygame.Rect]:
        """What a tooltip keeps clear of in a guided game: the parts the step lights or mentions,
        and the coach's bubble while it shows."""
        if self.tutor is None or self.coach.quiet():
            return []
        lit = self.lit_rects()
        return lit + self.named_rects() + [self.box(lit)]

    def tooltip_allowed(self) -> bool:
        """No tooltip lies over the coach's bubble."""
        if self.tutor is None or self.coach.quiet():
            return True
        tip = self.scene.tooltip.rect()
        return tip is None or not tip.colliderect(self.box(self.lit_rects()))

    def add_overlays(self, stack: overlay.OverlayStack) -> None:
        """A guided game's spotlight (first, under the dragged piece) and its bubble (a dialog)."""
        if self.tutor is None or self.coach.quiet():
            tab = self.tab()
            if tab is not None:
                stack.add(overlay.TABLE, "coach-tab", lambda s: tab.draw(s, self.scene.assets, self.scene.time), lambda: tab.rect)
            return
        lit = self.lit_rects()
        if lit:
            stack.add(overlay.TABLE, "spotlight", lambda s: self._draw_spotlight(s, lit))
        box = self.box(lit)
        stack.add(overlay.CHOOSER, "coach", lambda s: self.draw(s, box), lambda: box)

    def _draw_spotlight(self, surface: pygame.Surface, lit: list[pygame.Rect]) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((8, 4, 16, 175))
        for r in lit:
            veil.fill((0, 0, 0, 0), r.inflate(12, 12))
        surface.blit(veil, (0, 0))
        glow = 140 + int(60 * abs(((self.scene.time * 0.8) % 2) - 1))
        for r in lit:
            pygame.draw.rect(surface, (*PALETTE["marigold"], glow), r.inflate(12, 12), 3, border_radius=10)

    def body(self) -> pygame.Surface:
        tutor = self.tutor
        if tutor.done:
            over = self.scene.session.is_over
            text = (words.COACH_DONE_OVER if over else words.COACH_DONE).format(game=self.scene.game.title)
        else:
            text = say(tutor.script.words(tutor.step))
            if self.coach.answer is not None and self.coach.answer[0] == tutor.index:
                text = f"[c=marigold_light]{T.escape(say(self.coach.answer[1]))}[/c]\n{text}"
        return fit.block(self.scene.assets, text, BUBBLE_W - 2 * MARGIN, 220, size=15, floor=12)

    def box(self, lit: list[pygame.Rect], named: list[pygame.Rect] | None = None) -> pygame.Rect:
        """Where the bubble goes: over the part the step names for it (``over``), or beside the lit
        parts, never over them nor over the parts the step names unlit (``named``, by default the
        step's), inside the screen; where no side of them is
        clear, the clear place nearest to them; where none is, the corner covering least of the lit
        parts, then of the named ones."""
        named = self.named_rects() if named is None else named
        h = self.body().get_height() + 2 * MARGIN + 30 + 44
        size = (BUBBLE_W, h)
        # over the right column (the log, the others' panels), clear of the learner's pieces
        aside = pygame.Rect((SCREEN_RECT.right - BUBBLE_W - 16, 56), size)
        over = self._part_rects("over", "stands over")  # where the step wants it: a part it does not need
        if over:
            aside = pygame.Rect(over[0].topleft, size).clamp(SCREEN_RECT.inflate(-16, -16))
        if not lit and not named:
            return aside
        keep = [r.inflate(12, 12) for r in lit + named]
        if lit:
            union = lit[0].unionall(lit[1:]).inflate(24, 24)
            spots = [pygame.Rect((union.right + 8, union.y), size), pygame.Rect((union.x - 8 - BUBBLE_W, union.y), size),
                     pygame.Rect((union.x, union.bottom + 8), size), pygame.Rect((union.x, union.y - 8 - h), size)]
        else:
            spots = [aside]
        if over and lit:
            spots.insert(0, aside)
        for spot in spots:
            spot.clamp_ip(SCREEN_RECT.inflate(-16, -16))
            if not any(spot.colliderect(r) for r in keep):
                return spot
        clear = clear_spot(size, tuple(tuple(r) for r in keep), spots[0].center)
        if clear is not None:
            return pygame.Rect(clear)
        corners = [pygame.Rect((BUBBLE_EDGE, SCREEN[1] - h - BUBBLE_EDGE), size),
                   pygame.Rect((SCREEN[0] - BUBBLE_W - BUBBLE_EDGE, SCREEN[1] - h - BUBBLE_EDGE), size),
                   pygame.Rect((BUBBLE_EDGE, BUBBLE_TOP), size), pygame.Rect((SCREEN[0] - BUBBLE_W - BUBBLE_EDGE, BUBBLE_TOP), size)]

        def covered(corner: pygame.Rect, rects: list[pygame.Rect]) -> int:
            return sum(corner.clip(r.inflate(12, 12)).w * corner.clip(r.inflate(12, 12)).h for r in rects)
        return min(corners, key=lambda c: (covered(c, lit), covered(c, named)))

    def draw(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        paint.draw_panel(surface, self.scene.assets, box, 248)
        tutor = self.tutor
        total = len(tutor.script.steps)
        title = words.COACH_TITLE_DONE if tutor.done else words.COACH_TITLE.format(step=tutor.index + 1, steps=total)
        surface.blit(fit.line(self.scene.assets, title, box.w - 2 * MARGIN, "bold", 14, PALETTE["marigold_light"]),
                     (box.x + MARGIN, box.y + MARGIN - 2))
        surface.blit(self.body(), (box.x + MARGIN, box.y + MARGIN + 26))
        x = box.right - MARGIN
        for b in reversed(self.buttons_now()):
            w = max(84, T.text(self.scene.assets, b.label, "bold", 14, PALETTE["bone"]).get_width() + 24)
            b.rect = pygame.Rect(x - w, box.bottom - MARGIN - 32, w, 32)
            x -= w + 8
            b.draw(surface, self.scene.assets, self.scene.time)
