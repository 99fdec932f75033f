"""Portents' end screen: the shared score sheet on the right; on the left, the altar as the game
left it (Burnt Offerings lit) and every side's Omens as a colour-by-shape table, the Fortunes that
decided the game outlined and named, with the four-offerings rule and, solo, the difficulty and
the challenges beaten."""
from __future__ import annotations

import pygame

from game.protocol import said_names
from game.rules.portents import table_words as words
from game.rules.portents.altar import GAP
from game.rules.portents.ending import ending
from game.rules.portents.state import attribute_counts
from scenes.assets import PALETTE
from scenes.kit import fit
from scenes.portents.layout import RGB
from scenes.score_screen import ScoreScreen
from scenes.widgets import paint
from scenes.widgets import text as T


class PortentsEndScene(ScoreScreen):
    name = "portents_end"

    def _tile(self, tile: int, size: int) -> pygame.Surface:
        d = self.session.data
        return self.assets.sprite(f"portents/tile_{d.colours[tile >> 2][0]}_{d.shapes[tile & 3][0]}.png", (size, size))

    def _omen(self, omen: int, size: int) -> pygame.Surface:
        d = self.session.data
        return self.assets.sprite(f"portents/omen_{d.colours[omen >> 2][0]}_{d.shapes[omen & 3][0]}.png", (size, size))

    def sides(self) -> list[tuple[str, list[int], bool]]:
        """(name, Omens, won) of every side: the players and, solo, the Kitty."""
        st = self.final.state  # the rule copy of the seat's view: the altar, the Omens
        names = said_names(self.session.setup.names)
        out = [(words.s("portents-you") if s == self.seat else names[s], list(st.collected[s]), s in st.winners and not st.draw)
               for s in range(st.players)]
        if st.solo:
            out.append((words.s("portents-the-kitty"), list(st.kitty_omens), st.kitty_won))
        return out

    def highlights(self) -> list[tuple[str | None, str]]:
        e = ending(self.final.state)
        d = self.session.data
        out = []
        if e.fortunes:
            out.append((None, words.winning_fortunes(d, e.fortunes, e.kitty)))
        if e.burnt:
            out.append((None, words.s("portents-ended-by-offerings")))
        if e.difficulty:
            out.append((None, e.difficulty))
        if e.challenges:
            out.append((None, words.challenges_line(list(e.challenges), beaten=bool(e.winners))))
        return out

    def draw_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        a = self.assets
        st = self.final.state  # the rule copy of the seat's view: the altar, the Omens
        d = self.session.data
        e = ending(st)
        paint.draw_panel(surface, a, rect, 235, title=words.s("portents-altar-and-omens"))
        # the altar as the game left it
        cell, gap = max(52, min(84, (rect.w - 360) // 3)), 6  # the altar as large as the Omens leave room for
        x0, y0 = rect.x + 24, rect.y + 50
        for c, t in enumerate(st.altar):
            r = pygame.Rect(x0 + (c % 3) * (cell + gap), y0 + (c // 3) * (cell + gap), cell, cell)
            if t == GAP:
                paint.rrect(surface, r, (20, 10, 30, 180), 10)
                continue
            surface.blit(self._tile(t, cell), r)
            if (st.lit >> t) & 1:
                paint.draw_glow(surface, r, (255, 150, 40), 8, 200)
                pygame.draw.rect(surface, (255, 190, 80), r, 2, border_radius=8)
                flame = a.sprite("portents/flame.png", (22, 22))
                surface.blit(flame, (r.right - 22, r.y))
        lit = bin(st.lit).count("1")
        cap = T.text(a, words.offerings_caption(lit, bool(e.burnt)), "italic", 13, PALETTE["marigold_light"] if e.burnt else PALETTE["muted"])
        surface.blit(cap, (x0, y0 + 3 * (cell + gap) + 4))
        # every side's Omens
        win_attrs = {attr for attr, _ in e.fortunes}
        sides = self.sides()
        x = x0 + 3 * (cell + gap) + 30
        y = rect.y + 46
        h = (rect.bottom - 16 - y) // max(1, len(sides))
        for name, omens, won in sides:
            band = pygame.Rect(x, y, rect.right - 16 - x, h - 8)
            paint.rrect(surface, band, (60, 34, 20, 150) if won else (20, 10, 36, 150), 10)
            title = fit.named(a, lambda n: words.seat_omens_title(n, len(omens)), name, band.w - 20, "bold", 14)  # noqa: B023 (called here)
            head = T.text(a, title, "bold", 14, PALETTE["marigold_light"] if won else PALETTE["bone"])
            surface.blit(head, (band.x + 10, band.y + 6))
            size = max(14, min(34, (band.h - 44) // 4 - 3, (band.w - 120) // 4 - 3))
            step = size + 3
            ox, oy = band.x + 28, band.y + 30
            have = set(omens)
            counts = attribute_counts(omens)
            for o in range(16):
                r = pygame.Rect(ox + (o & 3) * step, oy + (o >> 2) * step, size, size)
                if o in have:
                    surface.blit(self._omen(o, size), r)
                else:
                    pygame.draw.circle(surface, (80, 60, 100), r.center, size // 2, 1)
            for c in range(4):
                pygame.draw.circle(surface, RGB[c], (ox - 12, oy + c * step + size // 2), 5)
            if won:
                for attr in win_attrs:
                    if attr < 4:
                        r = pygame.Rect(ox - 3, oy + attr * step - 3, 4 * step + 3, size + 6)
                    else:
                        r = pygame.Rect(ox + (attr - 4) * step - 3, oy - 3, size + 6, 4 * step + 3)
                    pygame.draw.rect(surface, PALETTE["marigold_light"], r, 2, border_radius=8)
            tx = ox + 4 * step + 14
            named = [(at, n) for at, n in enumerate(counts) if n >= 2]
            named.sort(key=lambda x: -x[1])
            lines = [words.fortune_count(d, at, n) for at, n in named[:5]] or [words.s("portents-no-fortune-yet")]
            ty = oy
            for line in lines:
                img = T.text(a, line, "body", 13 if size > 26 else 12, PALETTE["bone"] if named else PALETTE["muted"])
                surface.blit(img, (tx, ty))
                ty += img.get_height()
            y += h
