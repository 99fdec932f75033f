"""The panels beside the altar: the top bar, the hand, the seat's Omens with its progress, and the Kitty's or the rival's panel."""
from __future__ import annotations

import pygame

from game.rules.portents.state import attribute_counts, fortunes
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
        pills = []
        if self.solo:
            pills.append(self.data.difficulties[v.difficulty].name)
            pills.append(f"Turn {v.turns + 1}")
            pills.append(f"Kitty lap {min(v.laps + 1, self.data.kitty_laps)} of {self.data.kitty_laps}")
        else:
            pills.append(f"Duel \u00b7 turn {v.turns + 1}")
            if v.active in (0, 1):
                pills.append("Your turn" if v.active == self.seat else f"{self.seat_name(v.active)}'s turn")
        lit = bin(v.lit).count("1")
        pills.append(f"{lit} Burnt Offering{'s' if lit != 1 else ''} of 4")
        for text in pills:
            pill = paint.pill(a, text, 14)
            surface.blit(pill, (x, 12))
            x += pill.get_width() + 8
        if self.solo:
            seed = paint.pill(a, f"Seed {self.session.seed}", 12, fg=PALETTE["muted"], icon="icons/seed.png")
            surface.blit(seed, (x, 14))

    def _draw_hand(self, surface, v) -> None:
        a = self.assets
        title = "Your hand" if self.solo or not self.hotseat else f"{self.seat_name(self.seat)}'s hand"
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
        body = T.render_rich(self.assets, "[i]" + T.escape(target_text(self.data, self.view.difficulty)) + "[/i]",
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
        v = self.seen
        counts = attribute_counts(omens)
        if self.solo:
            d = self.data.difficulties[v.difficulty]
            if d.omens:
                return [(f"Omens: {len(omens)} of {d.omens}", len(omens) >= d.omens)]
            fours, threes = fortunes(omens, 4), fortunes(omens, 3)
            out = []
            if d.fours:
                out.append((f"Fortunes of 4: {min(fours, d.fours)} of {d.fours}", fours >= d.fours))
            out.append((f"Fortunes of 3+: {min(threes, d.fours + d.threes)} of {d.fours + d.threes}",
                        threes >= d.fours + d.threes))
            return out
        best = max(counts)
        threes = fortunes(omens, 3)
        return [(f"Largest Fortune: {best} of 4", best >= 4), (f"Fortunes of 3: {min(threes, 2)} of 2", threes >= 2)]

    def _draw_progress(self, surface, x: int, y: int, omens, width: int) -> None:
        a = self.assets
        for text, met in self._progress(omens):
            mark = "\u2714 " if met else "\u2022 "
            img = T.text(a, mark + text, "bold", 13, (150, 240, 170) if met else PALETTE["bone"])
            surface.blit(img, (x, y))
            y += img.get_height() + 2
        counts = attribute_counts(omens)
        named = sorted(((n, at) for at, n in enumerate(counts) if n >= 3), reverse=True)
        if named:
            line = ", ".join(f"{self.data.attribute_name(at)} {n}" for n, at in named)
            img = T.render_rich(a, f"[i]Fortunes: {T.escape(line)}[/i]", width, size=12, colour=PALETTE["muted"])
            surface.blit(img, (x, y + 2))

    def _draw_collection(self, surface, v) -> None:
        a = self.assets
        me = self.seat if not self.solo else 0
        omens = v.collected[me]
        surface.blit(T.text(a, f"Your Omens \u00b7 {len(omens)}", "bold", 15, PALETTE["marigold_light"]),
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
        n = len(v.kitty_omens)
        title = f"The Kitty \u00b7 {n} Omen{'s' if n != 1 else ''}"
        surface.blit(T.text(a, title, "bold", 15, PALETTE["marigold_light"]), (OTHER.x + 16, OTHER.y + 10))
        r = pygame.Rect(OTHER.x + 18, OTHER.y + 46, 70, 70)
        if v.laps >= 1:
            hat = a.sprite("portents/hat.png", (46, 46))
            surface.blit(hat, hat.get_rect(midbottom=(r.centerx + 4, r.y + 18)))
        b = self.bag_rect()
        chip = paint.pill(a, f"\u00d7{len(v.bag)}", 12)
        surface.blit(chip, chip.get_rect(midtop=(b.centerx, b.bottom - 6)))
        x = b.right + 14
        lap = min(v.laps + 1, self.data.kitty_laps)
        lines = [(f"Lap {lap} of {self.data.kitty_laps}" + (" \u00b7 hat on" if v.laps >= 1 else ""), True)]
        if v.steal:
            lines.append(("Steals next turn", False))
        counts = attribute_counts(v.kitty_omens)
        twos = sum(1 for c in counts if c >= 2)
        lines.append((f"Largest Fortune: {max(counts)} of 3", False))
        lines.append((f"Fortunes of 2: {min(twos, 2)} of 2", False))
        y = OTHER.y + 46
        for text, bold in lines:
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
        name = self.seat_name(seat)
        title = f"{name} \u00b7 {len(omens)} Omen{'s' if len(omens) != 1 else ''}"
        surface.blit(T.text(a, title, "bold", 15, PALETTE["marigold_light"]), (OTHER.x + 16, OTHER.y + 10))
        origin, size = self.other_matrix()
        self._draw_matrix(surface, origin, size, omens, small=True)
        x = origin[0] + 4 * (size + 4) + 30
        self._draw_progress(surface, x, origin[1], omens, OTHER.right - x - 12)
