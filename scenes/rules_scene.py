"""The rules screen: each registered game's rules (``docs/rules/<game.rules_doc>``), scrollable,
with the games and the current document's sections listed on the side.

The documents are a small subset of Markdown (headings, paragraphs, bold and italic, bullet and
numbered lists, tables, quotes, rules), laid out here once per width and UI scale into
pre-rendered lines, so scrolling only blits what is visible.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from game import registry
from game.paths import resource_root
from game.text import DEFAULT, Msg, language
from scenes import shell_words
from scenes.assets import PALETTE
from scenes.backdrop import ShellScene, blit_panel, ornament, title_surface
from scenes.picture_cache import MB, SurfaceCache, surface_bytes
from scenes.rules_markdown import inline_runs, parse_markdown
from scenes.shell_layout import RULES_SIDE, RULES_VIEW

BODY = (236, 228, 214)
BOLD = (255, 214, 140)
ITALIC = (206, 194, 226)


def docs_dir() -> Path:
    """Where the bundled documents live (the source tree, or the frozen bundle)."""
    return resource_root() / "docs"


def rules_path(game, lang: str | None = None) -> Path:
    """The game's rules document in ``lang`` (the current language): ``docs/rules/<lang>/<doc>`` beside
    the English ``docs/rules/<doc>``, which stands in for a language that has no translation yet."""
    lang = lang or language()
    translated = docs_dir() / "rules" / lang / game.rules_doc
    if lang != DEFAULT and translated.is_file():
        return translated
    return docs_dir() / "rules" / game.rules_doc


# ---------------------------------------------------------------------------------- layout
MIN_TOC_ROWS = 3  # the rows a long list of games leaves the page's contents (two sections and Earlier/Later)
INLINE_ICONS = {"⌛": "icons/hourglass.png", "⏳": "icons/hourglass.png",
                **{chr(0x2680 + i): f"dice/d6_{i + 1}.png" for i in range(6)}}  # ⚀ ... ⚅


class TextRenderer:
    """Renders runs of text, falling back to the symbol font for glyphs the text font lacks, and to
    small pictures for the few symbols no bundled font has (the hourglass of end-only candles)."""

    COLOURS = {"body": BODY, "bold": BOLD, "italic": ITALIC}

    def __init__(self, assets):
        self.assets = assets
        self._missing: dict[tuple, bool] = {}

    def lacks(self, font: pygame.font.Font, role: str, ch: str) -> bool:
        key = (role, ch)
        if key not in self._missing:
            if ord(ch) < 0x2000:
                self._missing[key] = False
            else:
                probe = font.metrics("\ue000")
                self._missing[key] = font.metrics(ch) == probe
        return self._missing[key]

    def pieces(self, text: str, role: str, size: int) -> list[tuple[str, str]]:
        """Split ``text`` into (text, font role) pieces by glyph availability."""
        font = self.assets.font(role, size)
        out: list[tuple[str, str]] = []
        for ch in text:
            if ch in INLINE_ICONS:
                out.append((ch, "icon"))
                continue
            r = "symbol" if self.lacks(font, role, ch) else role
            if out and out[-1][1] == r:
                out[-1] = (out[-1][0] + ch, r)
            else:
                out.append((ch, r))
        return out

    def icon(self, ch: str, size: int) -> pygame.Surface:
        h = round(self.assets.font("body", size).get_height() * 1.15)
        name = INLINE_ICONS[ch]
        if self.assets.has_image(name):
            return self.assets.sprite(name, (h, h))
        surf = pygame.Surface((h, h), pygame.SRCALPHA)  # a small drawn hourglass
        m = h // 5
        pygame.draw.polygon(surf, PALETTE["marigold"], [(m, m), (h - m, m), (h // 2, h // 2), (m, h - m),
                                                         (h - m, h - m), (h // 2, h // 2)])
        pygame.draw.line(surf, PALETTE["bone"], (m - 1, m), (h - m, m), 2)
        pygame.draw.line(surf, PALETTE["bone"], (m - 1, h - m), (h - m, h - m), 2)
        return surf

    def width(self, text: str, role: str, size: int) -> int:
        return sum(self.icon(t, size).get_width() if r == "icon" else self.assets.font(r, size).size(t)[0]
                   for t, r in self.pieces(text, role, size))

    def render_line(self, segments: list[tuple[str, str, tuple]], size: int) -> pygame.Surface:
        """One line made of (text, role, colour) segments, on a common baseline."""
        base_font = self.assets.font("body", size)
        ascent = base_font.get_ascent()
        height = base_font.get_linesize()
        parts = []
        x = 0
        for text, role, colour in segments:
            for t, r in self.pieces(text, role, size):
                if r == "icon":
                    img = self.icon(t, size)
                    parts.append((img, x, (height - img.get_height()) // 2 + 1))
                else:
                    img = self.assets.font(r, size).render(t, True, colour)
                    parts.append((img, x, ascent - self.assets.font(r, size).get_ascent()))
                x += img.get_width()
        surf = pygame.Surface((max(1, x), height + 4), pygame.SRCALPHA)
        for img, px_, dy in parts:
            surf.blit(img, (px_, max(0, dy)))
        return surf

    def wrap(self, runs: list[tuple[str, str]], size: int, width: int,
             colours: dict | None = None) -> list[pygame.Surface]:
        """Word-wrap styled runs to ``width``; return one surface per line."""
        colours = colours or self.COLOURS
        words: list[tuple[str, str]] = []  # (word with trailing space, role)
        for text, role in runs:
            for w in re.findall(r"\S+\s*|\s+", text):
                words.append((w, role))
        lines: list[list[tuple[str, str, tuple]]] = [[]]
        x = 0
        for w, role in words:
            ww = self.width(w.rstrip(), role, size)
            if x and x + ww > width:
                lines.append([])
                x = 0
                if not w.strip():
                    continue
            if not lines[-1] and not w.strip():
                continue
            lines[-1].append((w, role, colours.get(role, BODY)))
            x += self.width(w, role, size)
        return [self.render_line(line, size) for line in lines if line]


@dataclass
class DocLayout:
    width: int
    items: list = field(default_factory=list)  # (x, y, surface)
    boxes: list = field(default_factory=list)  # (rect, fill rgba, border rgba or None, radius)
    sections: list = field(default_factory=list)  # (title, y) of level-2 headings
    height: int = 0


def layout_document(assets, text: str, width: int) -> DocLayout:
    px = assets.px
    tr = TextRenderer(assets)
    doc = DocLayout(width)
    y = 0
    body = 18

    def add_lines(lines, x, gap_after=0):
        nonlocal y
        for img in lines:
            doc.items.append((x, y, img))
            y += img.get_height() - 2
        y += gap_after

    def place(blocks, x: int, width: int) -> None:
        for block in blocks:
            place_block(block, x, width)

    def place_block(block, x: int, width: int) -> None:
        nonlocal y
        if block.kind == "h1":
            img = title_surface(assets, block.text, px(50), halo=False)
            doc.items.append((-6, y - px(6), img))
            y += img.get_height() - px(12)
            orn = ornament(min(width, 360))
            doc.items.append((0, y, orn))
            y += orn.get_height() + px(10)
        elif block.kind == "h2":
            y += px(22) if y else 0
            doc.sections.append((block.text, y))
            img = title_surface(assets, block.text, px(34), fill=("pink", "magenta", (160, 16, 92)),
                                shadow=(40, 12, 44), halo=False)
            doc.items.append((-4, y - px(4), img))
            y += img.get_height() - px(6)
        elif block.kind == "h3":
            y += px(12)
            lines = tr.wrap([(block.text, "bold")], 21, width, {"bold": PALETTE["turquoise_light"]})
            add_lines(lines, x, px(6))
        elif block.kind == "p":
            add_lines(tr.wrap(inline_runs(block.text), body, width), x, px(12) if not x else px(5))
        elif block.kind in ("ul", "ol"):
            indent = px(30)
            for n, item in enumerate(block.items, 1):
                top = y
                add_lines(tr.wrap(inline_runs(item), body, width - indent), x + indent, px(5))
                if block.kind == "ul":
                    s = px(5)
                    mark = pygame.Surface((s * 2 + 2, s * 2 + 2), pygame.SRCALPHA)
                    c = s + 1
                    pygame.draw.polygon(mark, PALETTE["marigold"], [(c, c - s), (c + s, c), (c, c + s), (c - s, c)])
                    line_h = assets.font("body", body).get_linesize()
                    doc.items.append((x + px(8), top + line_h // 2 - s, mark))
                else:
                    num = tr.render_line([(f"{n}.", "bold", PALETTE["marigold"])], body)
                    doc.items.append((x + px(4), top, num))
                if block.nested and block.nested[n - 1]:  # the blocks indented under the item
                    place(block.nested[n - 1], x + indent, width - indent)
            y += px(8) if not x else 0
        elif block.kind == "quote":
            pad = px(16)
            lines = tr.wrap(inline_runs(block.text, "body"), body - 1, width - pad * 2 - px(6))
            h = sum(img.get_height() - 2 for img in lines) + pad * 2 - px(4)
            doc.boxes.append((pygame.Rect(0, y, width, h), (20, 70, 78, 150), (63, 212, 198, 200), 12))
            doc.boxes.append((pygame.Rect(0, y, px(6), h), (63, 212, 198, 255), None, 3))
            y += pad - px(2)
            add_lines(lines, pad + px(6), 0)
            y += pad + px(10)
        elif block.kind == "table":
            y = _layout_table(assets, tr, doc, block.items, y, width) + px(16)
        elif block.kind == "hr":
            orn = ornament(min(width, 420))
            doc.items.append(((width - orn.get_width()) // 2, y + px(6), orn))
            y += orn.get_height() + px(18)

    place(parse_markdown(text), 0, width)
    doc.height = y + px(30)
    return doc


def _layout_table(assets, tr: TextRenderer, doc: DocLayout, rows: list[list[str]], y: int, width: int) -> int:
    if not rows:
        return y
    px = assets.px
    size = 17
    ncol = max(len(r) for r in rows)
    rows = [r + [""] * (ncol - len(r)) for r in rows]
    pad = px(12)
    natural = [max(tr.width(re.sub(r"\*", "", r[c]), "bold" if i == 0 else "body", size) for i, r in enumerate(rows))
               + pad * 2 for c in range(ncol)]
    total = sum(natural)
    if total <= width:
        widths = natural
        widths[-1] += width - total  # the last column takes the slack
    else:  # shrink the widest columns first, keeping each at least a quarter of an even share
        widths = natural[:]
        floor = width // (ncol * 2)
        while sum(widths) > width:
            i = max(range(ncol), key=lambda k: widths[k])
            if widths[i] <= floor:
                break
            widths[i] -= min(widths[i] - floor, sum(widths) - width)
    x_of = [sum(widths[:c]) for c in range(ncol)]
    top = y
    for r, row in enumerate(rows):
        header = r == 0
        cells = []
        for c, cell in enumerate(row):
            runs = inline_runs(cell, "bold" if header else "body")
            colours = {"bold": PALETTE["marigold_light"] if header else BOLD, "body": BODY, "italic": ITALIC}
            cells.append(tr.wrap(runs, size, widths[c] - pad * 2, colours))
        line_h = max((sum(img.get_height() - 2 for img in lines) for lines in cells), default=0)
        h = line_h + px(14)
        fill = (58, 36, 98, 235) if header else ((34, 21, 60, 200) if r % 2 else (26, 15, 48, 200))
        doc.boxes.append((pygame.Rect(0, y, width, h), fill, None, 0))
        for c, lines in enumerate(cells):
            cy = y + px(7)
            for img in lines:
                doc.items.append((x_of[c] + pad, cy, img))
                cy += img.get_height() - 2
        y += h
    doc.boxes.append((pygame.Rect(0, top, width, y - top), (0, 0, 0, 0), (107, 63, 160, 255), 10))
    return y


def _doc_bytes(doc: DocLayout) -> int:
    return sum(surface_bytes(img) for _, _, img in doc.items)


# documents laid out, per file, width and text size: their pictures' bytes, least recently used out
_LAYOUTS = SurfaceCache(16, max_bytes=32 * MB, size=_doc_bytes)


def document_layout(assets, path: Path, width: int) -> DocLayout:
    def make() -> DocLayout:
        try:
            text = path.read_text(encoding="utf-8")
        except OSError:
            text = shell_words.rules_missing(path.name)
        return layout_document(assets, text, width)

    return _LAYOUTS.make((str(path), width, assets.text_scale), make)


# ---------------------------------------------------------------------------------- the screen
class RulesScene(ShellScene):
    name = "rules"
    dim = 150

    title = Msg("how-to-play-title")  # (said when drawn)

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        self.games = list(registry.games().values())
        self.game_id = game_id or (self.games[0].id if self.games else None)
        self.scroll = 0
        self.side = pygame.Rect(RULES_SIDE)
        self.view_panel = pygame.Rect(RULES_VIEW)
        self.game_buttons: dict = {}
        self.toc_buttons: list = []
        self.toc_first = 0  # the first section listed (when they do not all fit)
        self.games_first = 0  # the first game listed (when they do not all fit)
        self.game_slots: list = []
        self.game_steps: list = []
        self.toc_rows = 0
        self.toc_slots: list = []
        self.toc_steps: list = []
        self._pointer = (0, 0)
        self._drag: tuple[int, int] | None = None
        self.doc: DocLayout | None = None

    @property
    def game(self):
        for g in self.games:
            if g.id == self.game_id:
                return g
        return None

    @property
    def viewport(self) -> pygame.Rect:
        return self.view_panel.inflate(-56, -36).move(-6, 0)

    def load_doc(self) -> None:
        game = self.game
        if game is None:
            self.doc = layout_document(self.app.assets, f"# {shell_words.s('rules-no-games-title')}\n\n"
                                                        f"{shell_words.s('rules-no-games')}",
                                       self.viewport.width)
        else:
            self.doc = document_layout(self.app.assets, rules_path(game), self.viewport.width)
        self.clamp()

    def build(self) -> None:
        self.load_doc()
        px = self.px
        x, w = self.side.x + 14, self.side.width - 28
        y = self.side.y + px(40)
        self.game_buttons = {}
        many = len(self.games) > 3  # four games and more: smaller game buttons leave room for the contents
        crowded = len(self.games) > 4  # five and more: smaller still
        bh = max(30, px(30)) if crowded else max(34, px(34)) if many else max(40, px(42))
        step = bh + (2 if many else 4)
        th = max(24, px(24)) if crowded else max(26, px(26)) if many else max(28, px(28))
        back_h = max(46, px(48))
        limit = self.side.bottom - back_h - 24
        # more games than leave the contents MIN_TOC_ROWS rows: a window of them, the last row stepping it
        room = (limit - y - (px(30) if many else px(36)) - MIN_TOC_ROWS * (th + 1)) // step
        rows = len(self.games) if len(self.games) <= room else max(2, room) - 1
        self.game_slots = [pygame.Rect(x, y + i * step, w, bh) for i in range(rows)]
        for g in self.games:
            label = g.title  # a long title ("Die of the Dead: Ofrenda Variant") keeps its name before the colon
            if self.app.assets.font("bold", 18).size(label)[0] > w - 24:
                label = label.split(":")[0]
            btn = self.button((x, y, w, bh), label, lambda gid=g.id: self.show_game(gid), style="sidebar",
                              object_id=f"game_{g.id}")
            if g.id == self.game_id:
                btn.select()
            self.game_buttons[g.id] = btn
        y += rows * step
        self.game_steps = []
        if rows < len(self.games):
            half = (w - 6) // 2
            self.game_steps = [
                self.button((x, y, half, bh), shell_words.GAMES_EARLIER, lambda: self.step_games(-1),
                            style="toc", object_id="games_earlier", tooltip=shell_words.GAMES_STEP_TIP),
                self.button((x + w - half, y, half, bh), shell_words.GAMES_LATER, lambda: self.step_games(1),
                            style="toc", object_id="games_later", tooltip=shell_words.GAMES_STEP_TIP)]
            y += step
            current = next((i for i, g in enumerate(self.games) if g.id == self.game_id), 0)
            if not self.games_first <= current < self.games_first + rows:  # the game shown stays listed
                self.games_first = current if current < self.games_first else current - rows + 1
        self.place_games()
        y += px(30) if many else px(36)
        self.toc_top = y - px(28)
        self.toc_buttons = []
        sections = self.doc.sections if self.doc else []
        fit = max(2, (limit - y + 1) // (th + 1))
        # more sections than rows: a window of them, the last row stepping it (no section is ever dropped)
        self.toc_rows = len(sections) if len(sections) <= fit else fit - 1
        self.toc_slots = [pygame.Rect(x, y + i * (th + 1), w, th) for i in range(self.toc_rows)]
        for title, sy in sections:
            btn = self.button((x, y, w, th), title, lambda v=sy: self.jump(v), style="toc")
            self.toc_buttons.append((btn, sy))
        self.toc_steps = []
        if self.toc_rows < len(sections):
            sy = y + self.toc_rows * (th + 1)
            half = (w - 6) // 2
            self.toc_steps = [
                self.button((x, sy, half, th), shell_words.TOC_EARLIER, lambda: self.step_toc(-1), style="toc",
                            object_id="toc_earlier", tooltip=shell_words.TOC_STEP_TIP),
                self.button((x + w - half, sy, half, th), shell_words.TOC_LATER, lambda: self.step_toc(1), style="toc",
                            object_id="toc_later", tooltip=shell_words.TOC_STEP_TIP)]
        self.button((x, self.side.bottom - back_h - 14, px(130), back_h), shell_words.s("back"), self.back, style="quiet",
                    object_id="back")
        self.update_toc()

    def step_games(self, step: int) -> None:
        """Show the games before (-1) or after (+1) those listed (the list's window moves a page)."""
        self.games_first += step * max(1, len(self.game_slots) - 1)
        self.place_games()

    def place_games(self) -> None:
        """Lay the listed window of games in their rows; the others wait, hidden, for Earlier/Later."""
        rows = len(self.game_slots)
        self.games_first = max(0, min(self.games_first, len(self.games) - rows))
        for i, btn in enumerate(self.game_buttons.values()):
            row = i - self.games_first
            if 0 <= row < rows:
                btn.rect = self.game_slots[row].copy()
                btn.show()
            else:
                btn.hide()
        if self.game_steps:
            earlier, later = self.game_steps
            earlier.enable() if self.games_first > 0 else earlier.disable()
            later.enable() if self.games_first + rows < len(self.games) else later.disable()
        self.app.dirty = True

    def show_game(self, game_id: str) -> None:
        if game_id != self.game_id:
            self.game_id = game_id
            self.scroll = 0
            self.app.rebuild_scene()

    # ------------------------------------------------------------------ scrolling
    @property
    def max_scroll(self) -> int:
        if self.doc is None:
            return 0
        return max(0, self.doc.height - self.viewport.height)

    def clamp(self) -> None:
        self.scroll = int(min(max(0, self.scroll), self.max_scroll))

    def jump(self, y: int) -> None:
        self.scroll = y - 6
        self.clamp()
        self.update_toc()

    def scroll_by(self, dy: float) -> None:
        self.scroll += int(dy)
        self.clamp()
        self.update_toc()

    def current_section(self) -> int | None:
        """Index of the section being read: the last one whose heading is at or above the top."""
        if self.doc is None or not self.doc.sections:
            return None
        current = 0
        for i, (_, sy) in enumerate(self.doc.sections):
            if sy - 40 <= self.scroll:
                current = i
        return current

    def step_toc(self, step: int) -> None:
        """Show the sections before (-1) or after (+1) those listed (the list's window moves a page)."""
        self.toc_first += step * max(1, self.toc_rows - 1)
        self.place_toc()

    def place_toc(self) -> None:
        """Lay the listed window of sections in their rows; the others wait, hidden, for Earlier/Later."""
        count = len(self.toc_buttons)
        self.toc_first = max(0, min(self.toc_first, count - self.toc_rows))
        for i, (btn, _) in enumerate(self.toc_buttons):
            row = i - self.toc_first
            if 0 <= row < self.toc_rows:
                btn.rect = self.toc_slots[row].copy()
                btn.show()
            else:
                btn.hide()
        if self.toc_steps:
            earlier, later = self.toc_steps
            earlier.enable() if self.toc_first > 0 else earlier.disable()
            later.enable() if self.toc_first + self.toc_rows < count else later.disable()
        self.app.dirty = True

    def update_toc(self) -> None:
        current = self.current_section()
        if current is not None and not self.toc_first <= current < self.toc_first + self.toc_rows:
            self.toc_first = current if current < self.toc_first else current - self.toc_rows + 1
        self.place_toc()
        for i, (btn, _) in enumerate(self.toc_buttons):
            if i == current:
                if not btn.is_selected:
                    btn.select()
            elif btn.is_selected:
                btn.unselect()

    def thumb_rect(self) -> pygame.Rect | None:
        if self.doc is None or self.max_scroll <= 0:
            return None
        v = self.viewport
        track = pygame.Rect(self.view_panel.right - 22, v.y, 8, v.height)
        h = max(40, track.height * v.height // max(1, self.doc.height))
        y = track.y + (track.height - h) * self.scroll // self.max_scroll
        return pygame.Rect(track.x, y, track.width, h)

    def handle_input(self, event) -> None:
        v = self.viewport
        page = v.height - 60
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
        if event.type == pygame.MOUSEWHEEL and self.toc_steps and self.side.collidepoint(self._pointer):
            self.toc_first -= event.y  # the wheel over a list of more sections than fit steps through it
            self.place_toc()
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 60)
        elif event.type == pygame.KEYDOWN:
            step = {pygame.K_UP: -40, pygame.K_DOWN: 40, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                    pygame.K_SPACE: page, pygame.K_HOME: -10 ** 9, pygame.K_END: 10 ** 9}.get(event.key)
            if step is not None:
                self.scroll_by(step)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            thumb = self.thumb_rect()
            if thumb is not None and thumb.inflate(12, 0).collidepoint(event.pos):
                self._drag = (event.pos[1], self.scroll)
            elif thumb is not None and pygame.Rect(thumb.x - 6, v.y, thumb.width + 12, v.height).collidepoint(event.pos):
                self.scroll_by(page if event.pos[1] > thumb.centery else -page)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._drag = None
        elif event.type == pygame.MOUSEMOTION and self._drag is not None:
            thumb = self.thumb_rect()
            if thumb is not None:
                start_y, start_scroll = self._drag
                span = max(1, v.height - thumb.height)
                self.scroll = start_scroll + (event.pos[1] - start_y) * self.max_scroll / span
                self.clamp()
                self.update_toc()

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        blit_panel(surface, self.side, (124, 84, 184), radius=18, alpha=238)
        blit_panel(surface, self.view_panel, (124, 84, 184), radius=18, alpha=244)
        px = self.px
        surface.blit(assets.text(shell_words.s("rules-games"), "bold", 13, PALETTE["muted"]), (self.side.x + 22, self.side.y + px(16)))
        if self.toc_buttons:
            surface.blit(assets.text(shell_words.s("rules-on-this-page"), "bold", 13, PALETTE["muted"]), (self.side.x + 22, self.toc_top))
        if self.doc is None:
            return
        v = self.viewport
        clip = surface.get_clip()
        surface.set_clip(v)
        top = self.scroll
        for rect, fill, border, radius in self.doc.boxes:
            if rect.bottom < top or rect.top > top + v.height:
                continue
            r = rect.move(v.x, v.y - top)
            if fill[3]:
                box = pygame.Surface(r.size, pygame.SRCALPHA)
                pygame.draw.rect(box, fill, box.get_rect(), border_radius=radius)
                surface.blit(box, r)
            if border is not None:
                pygame.draw.rect(surface, border, r, width=1 if radius else 1, border_radius=radius)
        for x, y, img in self.doc.items:
            if y + img.get_height() < top or y > top + v.height:
                continue
            surface.blit(img, (v.x + x, v.y + y - top))
        surface.set_clip(clip)
        thumb = self.thumb_rect()
        if thumb is not None:
            track = pygame.Rect(thumb.x, v.y, thumb.width, v.height)
            pygame.draw.rect(surface, (40, 26, 70), track, border_radius=4)
            colour = PALETTE["marigold"] if self._drag else PALETTE["pink"]
            pygame.draw.rect(surface, colour, thumb, border_radius=4)
