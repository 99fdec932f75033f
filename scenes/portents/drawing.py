"""Drawing the table: its still picture (the felt, the table drawn from the view, kept by the kit's
``Picture``), and what pulses every frame over it."""
from __future__ import annotations

import pygame

from game.rules.portents.altar import GAP
from game.rules.portents.state import Phase
from game.rules.portents import table_words as words
from scenes.assets import PALETTE
from scenes.base import SCREEN
from scenes.kit.regions import Area
from scenes.portents.art import marching, outline
from scenes.portents.layout import ALTAR, FIRE, GRID, HAND, MINE, OMEN, OTHER, PROMPT, RING, SNUFF_BLUE
from scenes.portents.parts import arrow_counts
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.layers import Region
from scenes.widgets.tween import pulse


class Drawing:
    """Drawing the table: the felt and the area of its still picture, and what pulses every frame
    over it. Held by the table (``table.drawing``), whose picture (``table.picture``) keeps them."""

    def __init__(self, t) -> None:
        self.t = t

    # Three layers: the felt (painted once per game and settings), the table (the pieces at
    # rest and every text, painted when what it shows changes) and, every frame, what moves or
    # pulses: pieces in flight, glows, marching outlines, the push preview, the log.
    def _moving(self) -> bool:
        """Whether the table layer would change from one frame to the next by itself (a tile
        snapping back, the thinking dots, a glowing button)."""
        return bool(self.t.drag.returning or self.t.thinking or any(b.highlight for b in self.t.all_buttons()))

    def live_effects(self) -> frozenset:
        """The effects that take something out of the table layer while they run (a Portent
        appearing or fading, the Kitty leaping or getting its hat); the others are only drawn over it."""
        return frozenset(k for k in self.t.choreo.effects.tweens
                         if isinstance(k, tuple) and k[0] in ("portent", "portent_in", "pounce", "hat", "lap"))

    def _layer_key(self) -> tuple | None:
        """What the table layer shows (``None`` while it changes every frame)."""
        if self._moving():
            return None
        t = self.t
        d = t.drag
        return (t.version, t.story.told, t.seat, t.high_contrast, t.assets.text_scale,
                id(t.assets), t.selected, t.suggestion, d.dragging,
                d.pressed.key if d.pressed is not None and d.dragging else None, t.thinking_seat,
                frozenset(t.choreo.layout.tweens.tweens), self.live_effects(),
                tuple((b.name, b.label, b.hover, b.pressed, b.enabled, b.visible) for b in t.all_buttons()),
                self._log_live(), t.log_panel.scroll, len(t.log_panel.entries),
                t.log_panel.entries[-1] if t.log_panel.entries else None)

    def _log_live(self) -> bool:
        """The log's newest line glows a moment: meanwhile the log is drawn every frame."""
        return self.t.log_panel.glow_step < self.t.log_panel.GLOW_STEPS

    def felt_key(self) -> tuple:
        """What the felt shows: painted afresh when this changes."""
        return (self.t.high_contrast, self.t.assets.text_scale, id(self.t.assets), self.t.solo)

    def stamp(self) -> tuple:
        """What the parts' slices read: the view told so far, the seat, the tile picked up, the arrows."""
        t = self.t
        return (id(t.seen), t.version, t.story.told, t.story.playing, t.seat, t.selected, t.curtain, t.replay)

    def draw(self, surface: pygame.Surface) -> None:
        """The table's ``draw_scene``: the still picture (the felt, the table), what pulses over it."""
        t = self.t
        v = t.seen
        still = t.picture.update(surface.get_size(), v, self.regions(v), (t.seat, t.assets.text_scale, id(t.assets)))
        surface.blit(still, (0, 0))
        self._draw_live(surface, v)

    def regions(self, v) -> list[Region]:
        """The table as one cached area of the kit (scenes/kit/regions.py): every part, then what lies
        still on it; repainted when a part's slice or the table key changes (the view's version
        among them: the pieces at rest follow it)."""
        t = self.t
        area = Area("table", pygame.Rect((0, 0), SCREEN), tuple(t.parts.names()))
        return [t.picture.region(v, area, self._layer_key(), lambda s: self._paint_still(s, v))]

    def _paint_still(self, surface: pygame.Surface, v) -> None:
        """What lies still over the parts: the pieces at rest, the Portents' bands, the suggestion,
        the log, the prompt bar and the buttons."""
        self.t.painter.draw_pieces(surface, v, moving=False)
        self.t.painter.draw_portents(surface, v, live=False)
        self.t.painter.draw_suggested(surface, v)
        if not self._log_live():
            self.t.log_panel.draw(surface)
        self.t.paint_prompt(surface)
        self.t.draw_buttons(surface)
        self.t.draw_suggestion(surface)

    def paint_felt(self, surface: pygame.Surface) -> None:
        """What never changes during a game: backgrounds, panels, the altar stone, labels."""
        a = self.t.assets
        v = self.t.view
        surface.blit(a.sprite("ui/table.png", (1280, 720)), (0, 0))
        surface.blit(paint.rrect_surface((1280, 720), (12, 6, 24, 120), 0), (0, 0))
        title = T.text(a, "Portents", "display", 28, PALETTE["marigold"], scaled=False)
        surface.blit(title, (14, 6))
        # the altar: its panel, the stone under the grid, the ring of Omen slots, the squares
        paint.draw_panel(surface, a, ALTAR, 225)
        slab = GRID.inflate(28, 28)
        paint.draw_shadow(surface, slab, 18, 14, 150, (0, 8))
        surface.blit(paint.gradient_rrect(slab.size, (96, 72, 112), (58, 40, 74), 18), slab)
        pygame.draw.rect(surface, (150, 120, 170), slab, 2, border_radius=18)
        pygame.draw.rect(surface, (40, 26, 52), slab.inflate(-8, -8), 1, border_radius=14)
        ring = GRID.inflate(2 * RING, 2 * RING)
        pygame.draw.rect(surface, (120, 90, 150), ring, 1, border_radius=40)
        for slot in range(16):
            r = self.t.geometry.slot_rect(slot)
            pygame.draw.circle(surface, (24, 12, 36), r.center, OMEN // 2 + 3)
            pygame.draw.circle(surface, (110, 84, 140), r.center, OMEN // 2 + 3, 1)
        for cell in range(9):
            paint.rrect(surface, self.t.grid.cell_rect(cell), (30, 18, 40, 200), 12)
        # the hand, and the tiles pushed off this turn
        paint.draw_panel(surface, a, HAND, 235)
        for r in self.t.geometry.hand_rects(3):
            paint.rrect(surface, r, (20, 10, 30, 160), 12)
            paint.outline(surface, r, (90, 70, 110), 1, 12, dashed=True)
        box = self.t.geometry.pushed_box()
        paint.rrect(surface, box, (20, 10, 36, 150), 10)
        cap = T.text(a, words.s("portents-pushed-off"), "italic", 12, PALETTE["muted"])
        surface.blit(cap, cap.get_rect(midtop=(box.centerx, box.y + 6)))
        if self.t.solo and "feed_the_cat" in v.challenges:
            chip = paint.pill(a, words.s("portents-challenge-feed-the-cat"), 11, fg=PALETTE["muted"])
            surface.blit(chip, chip.get_rect(topright=(HAND.right - 14, HAND.y + 10)))
        # the seat's Omens (solo: the difficulty and its target)
        paint.draw_panel(surface, a, MINE, 235)
        if self.t.solo:
            x, body = self.t.parts.part("mine").target(v)
            d = self.t.data.difficulties[v.difficulty]
            surface.blit(T.text(a, d.name, "bold", 14, PALETTE["marigold_light"]), (x, MINE.y + 42))
            surface.blit(body, (x, MINE.y + 62))
        else:
            x = self.t.geometry.my_matrix()[0][0] + 4 * (self.t.geometry.my_matrix()[1] + 4) + 30
            surface.blit(T.text(a, words.s("portents-to-win-the-duel"), "bold", 14, PALETTE["marigold_light"]), (x, MINE.y + 42))
        # the Kitty (its token, its bag) or the rival (its open hand)
        paint.draw_panel(surface, a, OTHER, 235)
        if self.t.solo:
            surface.blit(a.sprite("portents/kitty.png", (70, 70)), (OTHER.x + 18, OTHER.y + 46))
            tr = self.t.geometry.token_rect()
            paint.rrect(surface, tr, (20, 10, 30, 160), 10)
            paint.outline(surface, tr, (110, 84, 140), 1, 10, dashed=True)
            cap = T.text(a, words.s("portents-on-its-token"), "italic", 11, PALETTE["muted"])
            surface.blit(cap, cap.get_rect(midtop=(tr.centerx, tr.bottom + 3)))
            b = self.t.geometry.bag_rect()
            surface.blit(a.sprite("portents/bag.png", b.size), b)
            surface.blit(T.text(a, words.s("portents-its-omens"), "italic", 12, PALETTE["muted"]), (OTHER.x + 14, OTHER.y + 128))
            challenges = [self.t.data.challenges[c].name for c in v.challenges]
            if challenges:
                text = words.challenges_line(challenges)
                img = T.render_rich(a, f"[i]{T.escape(text)}[/i]", OTHER.w - 28, size=12, colour=PALETTE["muted"])
                surface.blit(img, (OTHER.x + 14, OTHER.bottom - 14 - img.get_height()))
        else:
            cap = T.text(a, words.s("portents-open-hand"), "italic", 11, PALETTE["muted"])
            rr = self.t.geometry.rival_hand_rects(3)
            surface.blit(cap, cap.get_rect(bottomright=(rr[-1].right, rr[0].y - 2)))
            for r in rr:
                paint.rrect(surface, r, (20, 10, 30, 160), 8)
        # the prompt bar
        paint.rrect(surface, PROMPT, (26, 12, 40, 235), 12)
        pygame.draw.rect(surface, (150, 105, 215), PROMPT, 1, border_radius=12)

    def _draw_live(self, surface: pygame.Surface, v) -> None:
        """What pulses or follows the pointer, drawn over the table every frame."""
        t = self.t.time
        phase = self.t.my_phase()
        gaps = [c for c in range(9) if v.altar[c] == GAP]
        if gaps:  # open squares: a marching rim (and a glow while a tile is carried)
            glow = phase is Phase.PUSH and (self.t.drag.dragging or self.t.selected is not None)
            k = pulse(t, 1.3)
            for c in gaps:
                r = self.t.grid.cell_rect(c)
                if glow:
                    paint.draw_glow(surface, r, (255, 197, 61), 10, 170, alpha=0.45 + 0.55 * k)
                marching(surface, r.inflate(-6, -6), (250, 238, 214), 2, 10, t * 0.5)
        self.t.painter.draw_pieces(surface, v, moving=True)
        self.t.painter.draw_effects(surface)
        self.t.painter.draw_portents(surface, v, live=True)
        if self._log_live():
            self.t.log_panel.draw(surface)
        arrows = self.t.arrow_states()
        if arrows:  # the arrows that may be pushed breathe
            k = pulse(t, 1.4)
            for key, how in arrows.items():
                if how == "legal" and key != self.t.hover_arrow:
                    paint.draw_glow(surface, self.t.grid.arrow_rect(*key), (255, 197, 61), 8, 170, alpha=k)
            key = self.t.hover_arrow
            if key in arrows:  # the arrow under the pointer, drawn hovered over its resting self
                self.t.grid.draw_arrows(surface, {key: arrows[key]}, key, 0.0, high_contrast=self.t.high_contrast,
                                      counts=arrow_counts(v))
        k = pulse(t, 1.8)  # the Burnt Offerings' fire
        layout = self.t.choreo.layout
        for key, what in self.t.choreo.info.items():
            if what[0] == "altar" and v.is_lit(key[1]) and not self.t.drag.hides(key):
                r = layout.rect(key)
                if r is not None:
                    paint.draw_glow(surface, r, FIRE, max(6, r.w // 8), 230, alpha=0.6 + 0.4 * k)
        if phase in (Phase.BURN, Phase.OPENING, Phase.SNUFF):  # the tiles to click
            colour = SNUFF_BLUE if phase is Phase.SNUFF else (255, 200, 90)
            edge = (255, 255, 255) if self.t.high_contrast else colour
            k = pulse(t, 1.1)
            for act in self.t.legal_actions():
                tile = self.t.data.tile_index[act.tile]
                if tile in v.altar:
                    r = self.t.grid.cell_rect(v.altar.index(tile))
                    paint.draw_glow(surface, r, colour, 12, 250, alpha=0.6 + 0.4 * k)
                    if phase is Phase.SNUFF:
                        marching(surface, r.inflate(6, 6), edge, 3, 14, t)
                    else:
                        paint.outline(surface, r.inflate(6, 6), edge, 3, 14)
        if phase is Phase.SACRIFICE:
            for r in self.t.geometry.hand_rects(len(v.hands[0])):
                marching(surface, r.inflate(8, 8), SNUFF_BLUE, 3, 12, t)
        if not self.t.solo and self.t.thinking_seat == self.t.rival:
            dots = "." * (1 + int(t * 3) % 3)
            surface.blit(T.text(self.t.assets, "thinking" + dots, "italic", 12, PALETTE["marigold_light"]),
                         (OTHER.x + 16, OTHER.y + 34))
        if self.t.drag.dragging:
            self.t.drag.draw_targets(surface, high_contrast=self.t.high_contrast, radius=12)
        slide = self.t.preview()
        if slide is not None:
            def image(cell, rect):
                tile = v.altar[cell]
                return self.t.painter.tile_sprite(tile, rect.w) if tile != GAP else None
            label = paint.pill(self.t.assets, words.s("portents-falls-off"), 12, fg=(255, 230, 230), bg=(90, 20, 36, 240),
                               border=(232, 76, 92))
            self.t.grid.draw_preview(surface, slide, image, t, label=label, outline=outline)
