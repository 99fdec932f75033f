"""Sprites, fonts and the UI theme, loaded once and cached per size."""
from __future__ import annotations

import json
from pathlib import Path

import pygame

FONT_FILES = {
    "display": "Lobster-Regular.ttf",
    "body": "Lato-Regular.ttf",
    "bold": "Lato-Bold.ttf",
    "italic": "Lato-Italic.ttf",
    "symbol": "DejaVuSans.ttf",
}

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


class Assets:
    """Loads sprites from ``assets/sprites`` and fonts from ``assets/fonts``, caching everything."""

    def __init__(self, root: Path, app=None):
        self.root = Path(root)
        self.app = app
        self._images: dict[str, pygame.Surface] = {}
        self._scaled: dict[tuple, pygame.Surface] = {}
        self._fonts: dict[tuple, pygame.font.Font] = {}
        self.text_scale = 1.0
        self.colour_blind = False

    # -------------------------------------------------------------- sprites
    def image(self, name: str) -> pygame.Surface:
        """The sprite ``name`` (a path under assets/sprites) at its own size."""
        surf = self._images.get(name)
        if surf is None:
            path = self.root / "sprites" / name
            try:
                surf = pygame.image.load(str(path))
                surf = surf.convert_alpha() if pygame.display.get_surface() else surf
            except (pygame.error, FileNotFoundError):
                surf = self._missing()
            self._images[name] = surf
        return surf

    def sprite(self, name: str, size: tuple[int, int] | None = None) -> pygame.Surface:
        """The sprite ``name`` smoothly scaled to ``size`` (cached)."""
        if size is None:
            return self.image(name)
        size = (max(1, int(size[0])), max(1, int(size[1])))
        key = (name, size)
        surf = self._scaled.get(key)
        if surf is None:
            surf = pygame.transform.smoothscale(self.image(name), size)
            self._scaled[key] = surf
        return surf

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

    # -------------------------------------------------------------- theme
    def theme_path(self) -> str | None:
        path = self.root / "ui" / "theme.json"
        return str(path) if path.exists() else None

    def preload_ui_fonts(self, ui) -> None:
        path = self.theme_path()
        if not path:
            return
        try:
            theme = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return
        seen = []
        for block in theme.values():
            font = block.get("font") if isinstance(block, dict) else None
            if isinstance(font, dict) and "name" in font:
                item = {"name": font["name"], "point_size": int(font.get("size", 14)),
                        "style": "bold" if font.get("bold") in ("1", 1, True) else "regular"}
                if item not in seen:
                    seen.append(item)
        if seen:
            ui.preload_fonts(seen)

    def apply_settings(self, settings) -> None:
        self.text_scale = settings.ui_scale / 100
        self.colour_blind = settings.colour_blind

    # -------------------------------------------------------------- toasts
    def draw_toasts(self, surface: pygame.Surface, messages: list[str]) -> None:
        y = 660
        for message in reversed(messages[-3:]):
            img = self.text(message, "bold", 18)
            rect = img.get_rect(midbottom=(surface.get_width() // 2, y))
            box = rect.inflate(36, 18)
            panel = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(panel, (20, 10, 36, 235), panel.get_rect(), border_radius=12)
            pygame.draw.rect(panel, PALETTE["marigold"], panel.get_rect(), width=2, border_radius=12)
            surface.blit(panel, box)
            surface.blit(img, rect)
            y = box.top - 8
