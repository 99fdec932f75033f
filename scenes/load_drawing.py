"""How the Load screen draws its list: headings, rows (wide, or two lines for large text), thumbnails,
the scroll bar, the footer and the empty list. A part of :class:`scenes.load.LoadScene`."""
from __future__ import annotations

import pygame

from game import registry
from game.save_store import MANY
from game.saves import SaveInfo
from game.text import language, say
from scenes import shell_words as words
from scenes.assets import PALETTE
from scenes.backdrop import W, blit_panel, cached, marigold_bloom, pill, rounded_mask, text_shadowed
from scenes.widgets import fit

COLUMN_WORDS = {"GAME": "load-column-game", "PROGRESS": "load-column-progress", "SCORES": "load-column-scores",
                "LAST PLAYED": "load-column-last-played"}  # each column's heading, by its message


def fitted(assets, content: str, role: str, size: int, colour, width: int, floor: int = 11, lines: int = 1):
    """The shell's (UI-scaled) text in ``width``: one line shrunk to ``floor``, then wrapped at the floor
    into at most ``lines`` lines, then shrunk further, never spilling."""
    line_h = assets.font(role, size).get_linesize()
    return fit.line(assets, content, width, role, size, colour, floor=floor, scaled=True,
                    height=line_h * lines + 2 * (lines - 1))


class SaveListDrawing:
    """The drawing half of the Load screen (its state and input are :class:`scenes.load.LoadScene`'s)."""

    def columns(self) -> dict[str, int]:
        x = self.rows_rect().x + 96
        return {"GAME": x, "PROGRESS": x + 380, "SCORES": x + 560, "LAST PLAYED": x + 780}

    def draw_content(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        blit_panel(surface, self.list_rect, (124, 84, 184), radius=18, alpha=238)
        if not self.infos:
            self.draw_empty(surface)
            return
        if not self.large:  # column headings (the compact layout labels nothing: it reads as sentences)
            hy = self.list_rect.y + 12
            for name, x in self.columns().items():
                surface.blit(assets.text(words.s(COLUMN_WORDS[name]), "bold", 13, PALETTE["muted"]), (x, hy))
            pygame.draw.line(surface, (70, 50, 104), (self.list_rect.x + 16, self.list_rect.y + self.header_h + 2),
                             (self.list_rect.right - 16, self.list_rect.y + self.header_h + 2))
        clip = surface.get_clip()
        rr = self.rows_rect()
        surface.set_clip(rr)
        for y, h, what in self.items:
            if y + h < self.scroll or y > self.scroll + rr.height:
                continue
            if isinstance(what, str):
                self.draw_heading(surface, what, rr.y + y - self.scroll)
            else:
                self.draw_row(surface, what)
        surface.set_clip(clip)
        self.draw_scrollbar(surface)
        if not self.large or self.total > MANY:
            self.draw_footer(surface)

    def draw_footer(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        if self.total > MANY:
            note = words.many_saved(self.total)
            room = self.list_rect.width - (self.clear_button.rect.width + 20 if self.clear_button else 0)
            img = fitted(assets, note, "body", 14, PALETTE["marigold_light"], room, floor=9, lines=2)
            surface.blit(img, img.get_rect(midleft=(self.list_rect.x + 8, self.list_rect.bottom + 26)))
            return
        count = len(self.infos)
        note = words.list_footer(count)
        img = text_shadowed(assets, note, "body", 14, PALETTE["muted"])
        surface.blit(img, img.get_rect(midtop=(W // 2, self.list_rect.bottom + 10)))

    def draw_heading(self, surface: pygame.Surface, section: str, y: int) -> None:
        assets = self.app.assets
        count = sum(1 for i in self.infos if i.section == section)
        img = assets.text(f"{words.SECTION_TITLES[section]}  ·  {count}", "bold", 15, PALETTE["marigold_light"])
        rr = self.rows_rect()
        surface.blit(img, (rr.x + 10, y + (self.head_h - img.get_height()) // 2))
        line_y = y + self.head_h // 2
        pygame.draw.line(surface, (90, 62, 128), (rr.x + 24 + img.get_width(), line_y), (rr.right - 24, line_y))

    def draw_row(self, surface: pygame.Surface, index: int) -> None:
        info = self.infos[index]
        rect = self.row_rect(index)
        damaged = info.error is not None
        selected = index == self.selected
        if selected:
            pygame.draw.rect(surface, (120, 22, 84), rect, border_radius=12)
            pygame.draw.rect(surface, PALETTE["marigold_light"], rect, width=2, border_radius=12)
        elif index == self.hover:
            pygame.draw.rect(surface, (52, 32, 88), rect, border_radius=12)
        elif index % 2:
            pygame.draw.rect(surface, (30, 18, 54), rect, border_radius=12)
        if damaged and not selected:
            pygame.draw.rect(surface, (120, 40, 60), rect, width=1, border_radius=12)
        if self.large:
            self.draw_row_compact(surface, info, rect)
        else:
            self.draw_row_wide(surface, info, rect)

    def describe(self, info: SaveInfo, short: bool = False) -> str:
        """The row's second line: the copy's name or the mode, and who plays (``short``: their names alone)."""
        if info.error is not None:
            return say(info.reason) or words.s("load-cannot-be-opened")
        first = words.quoted(info.label) if info.label else words.mode_title(info)
        seats = words.seat_names(info) if short else words.seats_words(info)
        return f"{first}{words.SEP}{seats}" if info.seats else first

    @staticmethod
    def game_title(info: SaveInfo) -> str:
        """The row's title: the game's (as published), or what a file that cannot be read is."""
        return words.s("load-damaged-save") if info.game_id == "?" and info.error == "damaged" else info.game_title

    def describe_in(self, info: SaveInfo, room: int, role: str, floor: int) -> str:
        """The row's second line as it fits ``room`` at ``floor``: whole, else with the seats' names alone."""
        whole = self.describe(info)
        if self.app.assets.font(role, floor).size(whole)[0] <= room:
            return whole
        return self.describe(info, short=True)

    def draw_row_wide(self, surface: pygame.Surface, info: SaveInfo, rect: pygame.Rect) -> None:
        assets = self.app.assets
        cols = self.columns()
        damaged = info.error is not None
        thumb = self.thumbnail(info, (76, 44))
        surface.blit(thumb, thumb.get_rect(midleft=(rect.x + 10, rect.centery)))
        title = fitted(assets, self.game_title(info), "bold", 19, PALETTE["bone"] if not damaged else (255, 170, 170),
                       cols["PROGRESS"] - cols["GAME"] - 16)
        surface.blit(title, (cols["GAME"], rect.y + self.px(9)))
        room = (cols["PROGRESS"] if not damaged else cols["LAST PLAYED"]) - cols["GAME"] - 16
        sub = fitted(assets, self.describe_in(info, room, "body", 12), "body", 14,
                     PALETTE["muted"] if not damaged else (230, 140, 150), room, floor=12)
        surface.blit(sub, (cols["GAME"], rect.y + self.px(33)))
        mid = rect.centery
        if damaged:
            badge = pill(assets.text(words.s("load-damaged" if info.error == "damaged" else "load-newer"), "bold", 13,
                                     (255, 235, 235)), (150, 36, 56), (235, 80, 80), pad=(10, 3))
            surface.blit(badge, badge.get_rect(midright=(cols["LAST PLAYED"] - 16, mid)))
        else:
            img = fitted(assets, say(info.progress), "body", 16, PALETTE["bone"], cols["SCORES"] - cols["PROGRESS"] - 12,
                         floor=13, lines=2)
            surface.blit(img, img.get_rect(midleft=(cols["PROGRESS"], mid)))
            scores = (info.score_text or "\u2014").replace(" ", "\u00a0").replace("\u00a0\u00b7\u00a0", " \u00b7 ")
            img = fitted(assets, scores, "bold", 16, PALETTE["marigold_light"],  # (a line breaks between seats only)
                         cols["LAST PLAYED"] - cols["SCORES"] - 14, floor=12, lines=2)
            surface.blit(img, img.get_rect(midleft=(cols["SCORES"], mid)))
        img = fitted(assets, words.ago(info.saved_at), "body", 16, (214, 204, 230), rect.right - cols["LAST PLAYED"] - 10)
        surface.blit(img, img.get_rect(midleft=(cols["LAST PLAYED"], mid)))

    def draw_row_compact(self, surface: pygame.Surface, info: SaveInfo, rect: pygame.Rect) -> None:
        """Two lines per save, for large text: what and who on the left, progress and when on the right."""
        assets = self.app.assets
        damaged = info.error is not None
        thumb = self.thumbnail(info, (92, 54))
        surface.blit(thumb, thumb.get_rect(midleft=(rect.x + 10, rect.centery)))
        x, top = rect.x + 116, rect.y + 8
        date = assets.text(words.ago(info.saved_at), "body", 16, (214, 204, 230))
        room = rect.right - 28 - date.get_width() - x
        title = fitted(assets, self.game_title(info), "bold", 19, PALETTE["bone"] if not damaged else (255, 170, 170),
                       room)
        surface.blit(title, (x, top))
        second = self.describe(info) if damaged else f"{info.progress}{words.SEP}{self.describe(info)}"
        if not damaged and assets.font("body", 13).size(second)[0] > rect.right - 14 - x:
            second = f"{info.progress}{words.SEP}{self.describe(info, short=True)}"
        img = fitted(assets, second, "body", 16, (214, 204, 230) if not damaged else (255, 150, 150),
                     rect.right - 14 - x, floor=13)
        surface.blit(img, (x, top + title.get_height()))
        surface.blit(date, date.get_rect(topright=(rect.right - 14, top + 4)))

    def thumbnail(self, info: SaveInfo, size: tuple[int, int]) -> pygame.Surface:
        assets = self.app.assets

        def build():
            game = registry.games().get(info.game_id)
            if game is not None and game.cover and assets.has_image(game.cover):
                img = assets.image(game.cover)
                iw, ih = img.get_size()
                scale = max(size[0] / iw, size[1] / ih)
                img = pygame.transform.smoothscale(img, (round(iw * scale), round(ih * scale)))
                out = pygame.Surface(size, pygame.SRCALPHA)
                out.blit(img, ((size[0] - img.get_width()) // 2, (size[1] - img.get_height()) // 2))
                if info.error:
                    out = pygame.transform.grayscale(out)
            else:
                out = pygame.Surface(size, pygame.SRCALPHA)
                out.fill((50, 30, 80))
                bloom = marigold_bloom(min(size) // 2 - 2, 5)
                out.blit(bloom, bloom.get_rect(center=(size[0] // 2, size[1] // 2)))
            return rounded_mask(out, 8)

        return cached(("thumb", info.game_id, bool(info.error), size, language()), build)  # (a cover's words)

    def draw_scrollbar(self, surface: pygame.Surface) -> None:
        rr = self.rows_rect()
        total = self.content_h
        if total <= rr.height:
            return
        track = pygame.Rect(rr.right - 8, rr.y + 2, 6, rr.height - 4)
        pygame.draw.rect(surface, (40, 26, 70), track, border_radius=3)
        h = max(24, track.height * rr.height // total)
        y = track.y + (track.height - h) * self.scroll // max(1, total - rr.height)
        pygame.draw.rect(surface, PALETTE["pink"], (track.x, y, track.width, h), border_radius=3)

    def draw_empty(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        c = self.list_rect.center
        bloom = marigold_bloom(46, 3)
        surface.blit(bloom, bloom.get_rect(center=(c[0], c[1] - 60)))
        head, lines = words.EMPTY
        if self.game_filter is not None:
            game = registry.games().get(self.game_filter)
            head = words.EMPTY_FILTERED.format(title=game.title if game else self.game_filter)
        t = fitted(assets, head, "bold", 24, PALETTE["bone"], self.list_rect.width - 40)
        surface.blit(t, t.get_rect(center=(c[0], c[1] + 8)))
        for i, line in enumerate(lines):
            img = fitted(assets, line, "body", 17, PALETTE["muted"], self.list_rect.width - 40)
            surface.blit(img, img.get_rect(center=(c[0], c[1] + 44 + i * 26)))
