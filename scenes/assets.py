"""Sprites, fonts and the UI theme, loaded once and cached per size."""
from __future__ import annotations

import _thread  # the low-level module: threading itself takes a few ms to import
import copy
import json
import warnings
from pathlib import Path

import pygame

from game.paths import assets_dir
from game.text import language
from scenes import lettering
from scenes.picture_cache import MB, SurfaceCache

FONT_FILES = {
    "display": "Lobster.otf",
    "body": "Lato-Regular.ttf",
    "bold": "Lato-Bold.ttf",
    "italic": "Lato-Italic.ttf",
    "black": "Lato-Black.ttf",
    "symbol": "DejaVuSans.ttf",
    "symbol_bold": "DejaVuSans-Bold.ttf",
}

# the lettering a player's name is drawn in, somewhere or other (the display face has a fallback: see
# ``name_role``)
NAME_ROLES = ("body", "bold", "italic", "black")


def _glyph_fonts(roles: tuple) -> list:
    fonts = _GLYPH_FONTS.get(roles)
    if fonts is None:
        import pygame.freetype  # (here: freetype loads when a text's glyphs are first checked, not at the start)

        if not pygame.freetype.get_init():
            pygame.freetype.init()
        fonts = _GLYPH_FONTS[roles] = [pygame.freetype.Font(str(assets_dir() / "fonts" / FONT_FILES[r]), 16)
                                       for r in roles]
    return fonts


_GLYPH_FONTS: dict = {}


def missing_glyphs(text: str, roles: tuple = NAME_ROLES) -> str:
    """The characters of ``text`` that one of the fonts of ``roles`` has no glyph for (an emoji...),
    each once: drawn, they would be empty boxes."""
    fonts = _glyph_fonts(tuple(roles))
    return "".join(ch for ch in dict.fromkeys(text)
                   if not ch.isspace() and any(f.get_metrics(ch)[0] is None for f in fonts))


def name_role(text: str, role: str, fallback: str = "black") -> str:
    """``role``, or ``fallback`` when ``role``'s face cannot draw all of ``text`` (a name in the display
    face, which has fewer letters than the text faces)."""
    return fallback if missing_glyphs(text, (role,)) else role


# The palette, named as the designers would: used by every scene.
PALETTE = {
    "night": (18, 10, 34),
    "night2": (29, 18, 54),
    "night3": (42, 26, 74),
    "marigold": (247, 162, 27),
    "marigold_light": (255, 197, 61),
    "magenta": (216, 27, 122),
    "pink": (224, 68, 154),
    "turquoise": (31, 181, 173),
    "turquoise_light": (63, 212, 198),
    "purple": (107, 63, 160),
    "bone": (244, 235, 217),
    "muted": (170, 155, 190),
    "danger": (235, 80, 80),
    "ok": (90, 210, 120),
}


def wrap(font: pygame.font.Font, content: str, width: int) -> list[str]:
    """Greedy word wrap of plain text to ``width`` pixels (paragraphs split on newlines)."""
    lines: list[str] = []
    for para in content.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = word if not line else line + " " + word
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


class Assets:
    """Loads sprites from ``assets/sprites`` and fonts from ``assets/fonts``, caching everything."""

    def __init__(self, root: Path, app=None):
        self.root = Path(root)
        self.app = app
        self._images: dict[str, pygame.Surface] = {}
        self._files: dict[str, Path] = {}  # sprite name -> its file, found once (menus ask every frame)
        # sprites at the sizes the tables draw them: a table's set is 10-30 MB, and the window's
        # size never changes them (the canvas is scaled), so a budget of a few tables' sets
        self._scaled = SurfaceCache(4000, max_bytes=48 * MB)
        # sprites with words lettered over them (scenes.lettering), by name and language
        self._lettered = SurfaceCache(64, max_bytes=24 * MB)
        self._fonts: dict[tuple, pygame.font.Font] = {}
        self.text_scale = 1.0
        self.colour_blind = False
        self._theme_cache: dict | None = None
        self._looks: dict[tuple, object] = {}
        self._decoding: dict[str, object] = {}  # sprite name -> a lock, held until it is decoded
        self._decoded: dict[str, pygame.Surface] = {}
        self._no_wait: set[str] = set()  # prefetched sprites read at once if their turn has not come
        self._threads: list = []  # a lock per decoding thread, held until it ends

    # -------------------------------------------------------------- sprites
    def prefetch(self, names, wait: bool = True) -> None:
        """Start decoding these sprites in a background thread, while the caller goes on (pygame lets
        go of the interpreter while it decodes a PNG, so this runs on the other core): the start-up
        menu's largest pictures, a table's sprites. ``image`` and ``picture`` wait for a sprite still
        being decoded; with ``wait=False`` they read one whose turn has not come yet themselves
        (a table's first frame does not wait for a hundred sprites it does not show)."""
        names = list(dict.fromkeys(names))
        if not wait:
            self._let_go_unread(set(names))
        todo = [n for n in names if n not in self._images and n not in self._decoding and self.has_image(n)]
        if not todo:
            return
        done = {n: _thread.allocate_lock() for n in todo}
        for lock in done.values():
            lock.acquire()
        self._decoding.update(done)
        if not wait:
            self._no_wait.update(todo)

        finished = _thread.allocate_lock()
        finished.acquire()
        self._threads.append(finished)

        def decode() -> None:
            try:
                decode_all()
            finally:
                finished.release()

        def decode_all() -> None:
            for name in todo:
                lock = done[name]
                try:
                    if self._decoding.get(name) is lock:  # not read meanwhile
                        surf = pygame.image.load(str(self.sprite_file(name)))
                        if self._decoding.get(name) is lock:
                            self._decoded[name] = surf
                except Exception:  # image() tries again and stands in for a broken file
                    pass
                finally:
                    lock.release()

        _thread.start_new_thread(decode, ())

    def _let_go_unread(self, keep: set[str]) -> None:
        """A table's prefetch: sprites an earlier table had decoded but never showed, and this one
        does not ask for, are let go (30-50 MB once every game has been opened); one shown later is
        read from its file then. Sprites still being decoded are left to their thread."""
        for name in [n for n in self._no_wait if n not in keep]:
            lock = self._decoding.get(name)
            if lock is None or not lock.acquire(False):
                continue  # its thread has not finished it
            lock.release()
            self._decoding.pop(name, None)
            self._decoded.pop(name, None)
            self._no_wait.discard(name)

    def settle(self) -> None:
        """Wait for the sprites still being decoded in the background (before pygame shuts down)."""
        for lock in list(self._decoding.values()) + self._threads:
            with lock:
                pass
        self._threads.clear()

    def _load(self, name: str) -> pygame.Surface | None:
        """The decoded file of sprite ``name`` (prefetched or read now), or None if it cannot be read."""
        pending = self._decoding.get(name)
        if pending is not None:
            if name in self._no_wait and not pending.acquire(False):
                # its turn in the background has not come: read it now (the thread skips it)
                self._decoding.pop(name, None)
                self._no_wait.discard(name)
            else:
                if name not in self._no_wait:
                    pending.acquire()  # decoded by then
                pending.release()
                self._decoding.pop(name, None)
                self._no_wait.discard(name)
                surf = self._decoded.pop(name, None)
                if surf is not None:
                    return surf
        try:
            return pygame.image.load(str(self.sprite_file(name)))
        except (pygame.error, FileNotFoundError):
            return None

    def image(self, name: str) -> pygame.Surface:
        """The sprite ``name`` (a path under assets/sprites) at its own size, with the words it carries
        lettered over it in the reader's language (``scenes.lettering``)."""
        words = lettering.sheet(name)
        if words is None:
            return self._image(name)
        return self._lettered.make((name, language()), lambda: lettering.lettered(self, self._image(name), words))

    def _image(self, name: str) -> pygame.Surface:
        surf = self._images.get(name)
        if surf is None:
            surf = self._load(name)
            if surf is None:
                surf = self._missing()
            elif pygame.display.get_surface():
                surf = surf.convert_alpha()
            self._images[name] = surf
        return surf

    def picture(self, name: str) -> pygame.Surface | None:
        """The sprite ``name`` as an opaque picture (its alpha dropped: quicker to blit), not cached: a
        surface of the caller's own, to draw on; None if it cannot be read."""
        surf = self._images.get(name) or self._load(name)
        if surf is None:
            return None
        return surf.convert() if pygame.display.get_surface() else surf.copy()

    def sprite(self, name: str, size: tuple[int, int] | None = None) -> pygame.Surface:
        """The sprite ``name`` smoothly scaled to ``size`` (cached)."""
        if size is None:
            return self.image(name)
        size = (max(1, int(size[0])), max(1, int(size[1])))
        key = (name, size) if lettering.sheet(name) is None else (name, size, language())
        return self._scaled.make(key, lambda: pygame.transform.smoothscale(self.image(name), size))

    @staticmethod
    def _missing() -> pygame.Surface:
        surf = pygame.Surface((32, 32), pygame.SRCALPHA)
        surf.fill((255, 0, 255, 255))
        return surf

    # -------------------------------------------------------------- fonts
    def font(self, role: str = "body", size: int = 18, scaled: bool = True) -> pygame.font.Font:
        """A font by role (display, body, bold, italic, symbol); ``scaled`` follows the UI scale."""
        if scaled:
            size = round(size * self.text_scale)
        key = (role, size)
        font = self._fonts.get(key)
        if font is None:
            path = self.root / "fonts" / FONT_FILES.get(role, FONT_FILES["body"])
            try:
                font = pygame.font.Font(str(path), size)
            except (FileNotFoundError, OSError, pygame.error):
                font = pygame.font.Font(None, size)
            self._fonts[key] = font
        return font

    def text(self, text: str, role: str = "body", size: int = 18, colour=PALETTE["bone"],
             scaled: bool = True) -> pygame.Surface:
        return self.font(role, size, scaled).render(text, True, colour)

    def has_image(self, name: str) -> bool:
        """Whether the sprite ``name`` exists (sprites may be rendered later than the code that uses them)."""
        return self.sprite_file(name).is_file()

    def sprite_file(self, name: str) -> Path:
        """The file of sprite ``name`` (a ``.png`` path under assets/sprites). The bundle may store a
        sprite as lossless WebP under the same name with ``.webp`` (tools/webp_sprites.py), which
        pygame reads to the same pixels; the source tree holds PNGs."""
        found = self._files.get(name)
        if found is not None:
            return found
        path = self.root / "sprites" / name
        if not path.is_file():
            webp = path.with_suffix(".webp")
            if path.suffix != ".png" or not webp.is_file():
                return path  # missing: looked for again next time (it may be rendered later)
            path = webp
        self._files[name] = path
        return path

    def sprite_names(self, folder: str) -> list[str]:
        """The names of every sprite under ``assets/sprites/<folder>``, as ``.png`` paths whatever
        their files are stored as."""
        sprites = self.root / "sprites"
        found = (sprites / folder).rglob("*") if (sprites / folder).is_dir() else ()
        return sorted({p.relative_to(sprites).with_suffix(".png").as_posix() for p in found
                       if p.suffix in (".png", ".webp")})

    # -------------------------------------------------------------- text helpers
    def px(self, value: float) -> int:
        """A length that follows the UI scale (text and panels)."""
        return round(value * self.text_scale)

    def wrap(self, text: str, role: str = "body", size: int = 18, width: int = 400, scaled: bool = True) -> list[str]:
        """Split ``text`` into lines that fit ``width`` pixels in the given font (blank lines kept)."""
        return wrap(self.font(role, size, scaled), text, width)

    # -------------------------------------------------------------- theme
    def theme_path(self) -> str | None:
        path = self.root / "ui" / "theme.json"
        return str(path) if path.exists() else None

    def theme_data(self) -> dict:
        """The pygame_gui theme as a dict: font paths made absolute (they are stored relative to the
        assets folder, so frozen builds work too) and font sizes multiplied by the UI scale."""
        raw = self._theme_raw()
        theme = copy.deepcopy(raw)
        for block in theme.values():
            if not isinstance(block, dict):
                continue
            fonts = block.get("font")
            for font in (fonts if isinstance(fonts, list) else [fonts]):
                if isinstance(font, dict):
                    font.update(self._theme_font(font))
            misc = block.get("misc")
            if isinstance(misc, dict) and "list_item_height" in misc:
                misc["list_item_height"] = str(round(int(misc["list_item_height"]) * self.text_scale))
        return theme

    def _theme_font(self, font: dict) -> dict:
        """A font block of the theme file as the UI loads it: paths made absolute, size scaled."""
        font = dict(font)
        for key in ("regular_path", "bold_path", "italic_path", "bold_italic_path"):
            if isinstance(font.get(key), str):
                font[key] = str(self.root / font[key])
        if "size" in font:
            font["size"] = str(max(6, round(int(font["size"]) * self.text_scale)))
        return font

    def _theme_raw(self) -> dict:
        if self._theme_cache is None:
            path = self.theme_path()
            try:
                self._theme_cache = json.loads(Path(path).read_text(encoding="utf-8")) if path else {}
            except (OSError, ValueError):
                self._theme_cache = {}
        return self._theme_cache

    def theme_raw(self) -> dict:
        """The theme file as written (font paths relative, sizes at UI scale 1): the shell's buttons
        read their looks from it (scenes/widgets/look.py)."""
        return self._theme_raw()

    def ui_fonts(self, theme: dict | None = None) -> list[dict]:
        """Every (font, size, style) the theme uses, in pygame_gui's ``preload_fonts`` format."""
        theme = self.theme_data() if theme is None else theme
        seen: list[dict] = []
        for block in theme.values():
            fonts = block.get("font") if isinstance(block, dict) else None
            for font in (fonts if isinstance(fonts, list) else [fonts]):
                if isinstance(font, dict) and "name" in font:
                    bold = font.get("bold") in ("1", 1, True)
                    italic = font.get("italic") in ("1", 1, True)
                    style = "bold_italic" if bold and italic else "bold" if bold else "italic" if italic else "regular"
                    item = {"name": font["name"], "point_size": int(font.get("size", 14)), "style": style}
                    if item not in seen:
                        seen.append(item)
        return seen

    def preload_ui_fonts(self, ui, theme: dict | None = None) -> None:
        fonts = self.ui_fonts(theme)
        if not fonts:
            return
        fdict = ui.get_theme().get_font_dictionary()
        todo = []
        for item in fonts:
            font_id = fdict.create_font_id(item["point_size"], item["name"], item["style"] in ("bold", "bold_italic"),
                                           item["style"] in ("italic", "bold_italic"))
            if not fdict.check_font_preloaded(font_id):
                todo.append(item)
        if todo:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                ui.preload_fonts(todo)

    def reload_theme(self, ui) -> None:
        """Load the theme again (after a UI scale change) and rebuild every live element."""
        theme = self.theme_data()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ui.get_theme().load_theme(theme)
            self.preload_ui_fonts(ui, theme)
            ui.rebuild_all_from_changed_theme_data()

    def apply_settings(self, settings) -> None:
        self.text_scale = settings.ui_scale / 100
        self.colour_blind = settings.colour_blind

    # -------------------------------------------------------------- toasts
    def toast_boxes(self, width: int, messages: list[str], avoid=()) -> list[tuple[pygame.Surface, pygame.Rect, pygame.Rect]]:
        """Where the toasts stand: ``(text image, text rect, box)`` for the latest messages, at the
        bottom in the middle, above any of ``avoid`` (the screen's buttons) they would cover."""
        out = []
        y = 660
        for message in reversed(messages[-3:]):
            img = self.text(message, "bold", 18)
            rect = img.get_rect(midbottom=(width // 2, y))
            box = rect.inflate(36, 18)
            for other in sorted(avoid, key=lambda r: -r.top):  # (the lowest first: a toast only moves up)
                if box.colliderect(other):
                    rect.bottom = other.top - 8 - 9
                    box = rect.inflate(36, 18)
            out.append((img, rect, box))
            y = box.top - 8
        return out

    def draw_toasts(self, surface: pygame.Surface, messages: list[str], avoid=()) -> None:
        for img, rect, box in self.toast_boxes(surface.get_width(), messages, avoid):
            panel = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(panel, (20, 10, 36, 235), panel.get_rect(), border_radius=12)
            pygame.draw.rect(panel, PALETTE["marigold"], panel.get_rect(), width=2, border_radius=12)
            surface.blit(panel, box)
            surface.blit(img, rect)
