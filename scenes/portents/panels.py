"""The panels beside the altar: the top bar, the hand, the seat's Omens with its progress, and the
Kitty's or the rival's panel."""
from __future__ import annotations

import pygame

from game.rules.portents.state import attribute_counts
from game.rules.portents import words
from game.rules.portents.words import target_text
from scenes.assets import PALETTE
from scenes.portents.layout import HAND, MINE, OTHER, RGB
from scenes.widgets import paint
from scenes.widgets import text as T


class Panels:
    """The panels beside the altar: the top bar, the hand, the seat's Omens with its progress, and the
    Kitty's or the rival's panel."""

    def _draw_topbar(self, surface, v) -> None:
        a = self.assets
        x = 14 + T.text(a, "Portents", "display", 28, PALETTE["marigold"], scaled=False).get_width() + 16
        turn_of = None
        if v.active in (0, 1):
            turn_of = "" if v.active == self.seat else self.seat_name(v.active)
        for text in words.top_pills(self.data, v, self.solo, turn_of):
            pill = paint.pill(a, text, 14)
            surface.blit(pill, (x, 12))
            x += pill.get_width() + 8
        if self.solo:
            seed = paint.pill(a, words.seed_label(self.session.seed), 12, fg=PALETTE["muted"], icon="icons/seed.png")
            surface.blit(seed, (x, 14))

    def _draw_hand(self, surface, v) -> None:
        a = self.assets
        title = words.hand_title(None if self.solo or not self.hotseat else self.seat_name(self.seat))
        surface.blit(T.text(a, title, "bold", 15, PALETTE["marigold_light"]), (HAND.x + 16, HAND.y + 10))
        box = self._pushed_box()
        if not v.pushed:
            hint = T.text(a, "join your hand", "italic", 11, PALETTE["muted"])
            surface.blit(hint, hint.get_rect(midtop=(box.centerx, box.y + 60)))
        else:
            hint = T.text(a, "\u2192 your hand", "italic", 11, PALETTE["muted"])
            surface.blit(hint, hint.get_rect(midtop=(box.centerx, box.bottom - 20)))

    def _target_text(self) -> tuple[int, pygame.Surface]:
        """Solo: where the difficulty's words go, and the target in words."""
        origin, size = self.my_matrix()
        x = origin[0] + 4 * (size + 4) + 30
        body = T.render_rich(self.assets, f"[i]{T.escape(target_text(self.data, self.view.difficulty))}[/i]",
                             MINE.right - x - 12, size=12, colour=PALETTE["muted"])
        return x, body

    def _draw_matrix(self, surface, origin, size: int, omens, small: bool = False) -> None:
        """A collection as a colour-by-shape table: empty places faint, counts at the row and column ends."""
        a = self.assets
        have = set(omens)
        counts = attribute_counts(omens)
        step = size + 4
        for o in range(16):
            r = self.matrix_rect(origin, size, o)
            if o not in have:
                pygame.draw.circle(surface, (34, 20, 48), r.center, size // 2)
                pygame.draw.circle(surface, (80, 60, 100), r.center, size // 2, 1)
        for c in range(4):  # rows: the colours
            y = origin[1] + c * step + size // 2
            pygame.draw.circle(surface, RGB[c], (origin[0] - 14, y), 6 if small else 8)
            if self.high_contrast or not small:
                s = 14 if small else 16
                surface.blit(self.symbol_sprite(c, s), (origin[0] - 34 - (0 if not small else -4), y - s // 2))
            n = counts[c]
            img = T.text(a, str(n), "bold", 11 if small else 14,
                         PALETTE["marigold_light"] if n >= 3 else (PALETTE["bone"] if n else PALETTE["muted"]))
            surface.blit(img, img.get_rect(midleft=(origin[0] + 4 * step + 2, y)))
        for s_ in range(4):  # columns: the shapes
            x = origin[0] + s_ * step + size // 2
            n = counts[4 + s_]
            img = T.text(a, str(n), "bold", 11 if small else 14,
                         PALETTE["marigold_light"] if n >= 3 else (PALETTE["bone"] if n else PALETTE["muted"]))
            surface.blit(img, img.get_rect(midtop=(x, origin[1] + 4 * step)))
            if not small:
                name = T.text(a, self.data.shapes[s_][1], "italic", 10, PALETTE["muted"])
                surface.blit(name, name.get_rect(midbottom=(x, origin[1] - 2)))

    def _progress(self, omens) -> list[tuple[str, bool]]:
        """The victory condition's parts for ``omens``: (text, met)."""
        return words.progress_items(self.data, omens, self.seen.difficulty if self.solo else None)

    def _draw_progress(self, surface, x: int, y: int, omens, width: int) -> None:
        a = self.assets
        for text, met in self._progress(omens):
            mark = "\u2714 " if met else "\u2022 "
            img = T.text(a, mark + text, "bold", 13, (150, 240, 170) if met else PALETTE["bone"])
            surface.blit(img, (x, y))
            y += img.get_height() + 2
        counts = attribute_counts(omens)
        if any(n >= 3 for n in counts):
            line = words.fortunes_line(self.plain, counts, 3)
            img = T.render_rich(a, f"[i]{T.escape(line)}[/i]", width, size=12, colour=PALETTE["muted"])
            surface.blit(img, (x, y + 2))

    def _draw_collection(self, surface, v) -> None:
        a = self.assets
        me = self.seat if not self.solo else 0
        omens = v.collected[me]
        surface.blit(T.text(a, words.your_omens_title(len(omens)), "bold", 15, PALETTE["marigold_light"]),
                     (MINE.x + 16, MINE.y + 10))
        origin, size = self.my_matrix()
        self._draw_matrix(surface, origin, size, omens)
        if self.solo:
            x, body = self._target_text()
            self._draw_progress(surface, x, MINE.y + 70 + body.get_height(), omens, MINE.right - x - 12)
        else:
            x = origin[0] + 4 * (size + 4) + 30
            self._draw_progress(surface, x, MINE.y + 64, omens, MINE.right - x - 12)

    def _draw_kitty_panel(self, surface, v) -> None:
        a = self.assets
        title = words.seat_omens_title("The Kitty", len(v.kitty_omens))
        surface.blit(T.text(a, title, "bold", 15, PALETTE["marigold_light"]), (OTHER.x + 16, OTHER.y + 10))
        r = pygame.Rect(OTHER.x + 18, OTHER.y + 46, 70, 70)
        if v.laps >= 1:
            hat = a.sprite("portents/hat.png", (46, 46))
            surface.blit(hat, hat.get_rect(midbottom=(r.centerx + 4, r.y + 18)))
        b = self.bag_rect()
        chip = paint.pill(a, f"\u00d7{len(v.bag)}", 12)
        surface.blit(chip, chip.get_rect(midtop=(b.centerx, b.bottom - 6)))
        x = b.right + 14
        y = OTHER.y + 46
        for text, bold in words.kitty_panel_lines(self.data, v):
            img = T.text(a, text, "bold" if bold else "body", 13, PALETTE["bone"] if bold else PALETTE["muted"])
            surface.blit(img, (x, y))
            y += img.get_height() + 2
        if not v.kitty_omens:
            none = T.text(a, "none yet", "italic", 12, PALETTE["muted"])
            surface.blit(none, (OTHER.x + 16, OTHER.y + 150))

    def _draw_rival(self, surface, v) -> None:
        a = self.assets
        seat = self.rival
        omens = v.collected[seat]
        title = words.seat_omens_title(self.seat_name(seat), len(omens))
        surface.blit(T.text(a, title, "bold", 15, PALETTE["marigold_light"]), (OTHER.x + 16, OTHER.y + 10))
        origin, size = self.other_matrix()
        self._draw_matrix(surface, origin, size, omens, small=True)
        x = origin[0] + 4 * (size + 4) + 30
        self._draw_progress(surface, x, origin[1], omens, OTHER.right - x - 12)
