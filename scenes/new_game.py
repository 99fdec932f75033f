"""Starting a game: choose the mode, optionally type a seed, Start (or Back to the menu)."""
from __future__ import annotations

import random

import pygame

from scenes.assets import PALETTE
from scenes.backdrop import blit_panel
from scenes.backdrop import ShellScene

MAX_SEED_DIGITS = 18


def parse_seed(text: str) -> tuple[int | None, str | None]:
    """``(seed, None)`` for a valid entry (None seed = random), or ``(None, message)`` explaining the problem."""
    text = text.strip()
    if not text:
        return None, None
    if not text.isascii() or not text.isdigit():
        return None, "A seed is a whole number: digits 0-9 only. Leave it blank for a random deal."
    if len(text) > MAX_SEED_DIGITS:
        return None, f"That seed is too long: {MAX_SEED_DIGITS} digits at most."
    return int(text), None


def random_seed() -> int:
    return random.SystemRandom().randrange(1, 1_000_000_000)


class NewGameScene(ShellScene):
    name = "new_game"
    subtitle = "A new game"

    def __init__(self, app, game, mode: str | None = None, seed_text: str = ""):
        super().__init__(app)
        self.game = game
        self.title = game.title
        self.mode = mode or game.modes[0].id
        self.seed_text = seed_text
        self.error: str | None = None
        self.entry = None
        self.start_button = None
        self.mode_buttons: dict = {}
        self.panel = pygame.Rect(170, 226, 940, 420)

    # ------------------------------------------------------------------ layout
    def build(self) -> None:
        import pygame_gui
        from pygame_gui.core import ObjectID

        assets = self.app.assets
        # the large-text layout drops the cover and uses the whole panel for the choices
        self.panel = pygame.Rect(170, 226, 940, 420) if not self.large else pygame.Rect(70, 204, 1140, 500)
        p = self.panel
        left = 0 if self.large else 420
        right = pygame.Rect(p.x + left + 32 * (left == 0), p.y + 28, p.width - left - 32 - 32 * (left == 0),
                            p.height - 56)
        self.right = right
        caption_h = assets.font("bold", 14).get_linesize()
        y = right.y + caption_h + 8
        self.mode_buttons = {}
        mh = max(44, assets.font("bold", 17).get_linesize() + 16)
        for mode in self.game.modes:
            btn = self.button((right.x, y, right.width, mh), mode.title, lambda m=mode.id: self.choose_mode(m),
                              style="segment", object_id=f"mode_{mode.id}")
            self.mode_buttons[mode.id] = btn
            y += mh + 8
        self.desc_y = y + 2
        line_h = assets.font("body", 17).get_linesize()
        desc_lines = assets.wrap(self.game.mode(self.mode).description, "body", 17, right.width)
        y = self.desc_y + len(desc_lines) * line_h + (22 if not self.large else 12)
        self.seed_label_y = y
        y += caption_h + 6
        eh = max(42, assets.font("body", 20).get_linesize() + 16)
        ew = max(250, assets.font("body", 20).size("0" * 12)[0] + 40)
        self.entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(right.x, y, ew, eh), manager=self.app.ui,
                                                         object_id=ObjectID(object_id="#seed_entry"))
        self.entry.set_text_length_limit(MAX_SEED_DIGITS + 6)
        if self.seed_text:
            self.entry.set_text(self.seed_text)
        self.seed_hint_y = y + eh + 8
        self.seed_entry_rect = self.entry.rect.copy()
        bh = self.button_h()
        by = p.bottom - 24 - bh
        bw = self.button_w("Start", 170)
        self.start_button = self.button((p.right - 32 - bw, by, bw, bh), "Start", self.start, style="primary",
                                        object_id="start")
        back_w = self.button_w("Back", 140)
        self.button((p.right - 32 - bw - 14 - back_w, by, back_w, bh), "Back", self.back, style="quiet",
                    object_id="back")
        self.button((p.x + 24, by, self.button_w("Read the rules", 200), bh), "Read the rules", self.open_rules,
                    style="quiet", object_id="rules", tooltip=f"How {self.game.title} is played, with examples.")
        self.choose_mode(self.mode)
        self.validate()

    def choose_mode(self, mode_id: str) -> None:
        if mode_id != self.mode:
            self.mode = mode_id
            self.seed_text = self.entry.get_text() if self.entry else self.seed_text
            self.app.rebuild_scene()  # the description may need a different height
            return
        for mid, btn in self.mode_buttons.items():
            btn.select() if mid == mode_id else btn.unselect()

    def validate(self) -> bool:
        text = self.entry.get_text() if self.entry is not None else self.seed_text
        self.seed_text = text
        _, self.error = parse_seed(text)
        if self.start_button is not None:
            self.start_button.disable() if self.error else self.start_button.enable()
        return self.error is None

    # ------------------------------------------------------------------ actions
    def start(self) -> None:
        if not self.validate():
            return
        from game.session import Session

        seed, _ = parse_seed(self.seed_text)
        chosen = seed is None
        if chosen:
            seed = random_seed()
        session = Session(self.game, self.mode, seed)
        if self.app.open_session(session) and chosen:
            self.app.toast(f"Seed {seed}: type it in to replay this exact deal.", 6.0)

    def open_rules(self) -> None:
        from scenes.rules_scene import RulesScene

        self.seed_text = self.entry.get_text() if self.entry else self.seed_text
        self.app.push(RulesScene(self.app, self.game.id))

    # ------------------------------------------------------------------ input
    def handle_input(self, event) -> None:
        import pygame_gui

        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            self.validate()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.start()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.entry is None or not self.entry.is_focused:
                self.start()

    def draw_overlay(self, surface: pygame.Surface) -> None:
        entry = self.entry
        if entry is not None and entry.alive() and not entry.get_text() and not entry.is_focused:
            img = self.app.assets.text("random", "italic", 20, (120, 104, 150))
            surface.blit(img, img.get_rect(midleft=(entry.rect.x + self.px(16), entry.rect.centery)))

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        p = self.panel
        blit_panel(surface, p, PALETTE["marigold"], radius=20, alpha=242)
        if not self.large:
            self.draw_cover_column(surface)
        self.draw_choices(surface)

    def draw_cover_column(self, surface: pygame.Surface) -> None:
        from scenes.menu import cover_art

        assets = self.app.assets
        p = self.panel
        # left: the cover and what the game is about
        cw = 380
        ch = round(cw * 320 / 560)
        surface.blit(cover_art(assets, self.game, (cw, ch)), (p.x + 24, p.y + 24))
        y = p.y + 24 + ch + 14
        for line in assets.wrap(self.game.tagline, "italic", 18, cw - 8)[:3]:
            img = assets.text(line, "italic", 18, (214, 204, 230))
            surface.blit(img, (p.x + 28, y))
            y += img.get_height()
        pygame.draw.line(surface, (80, 56, 120), (p.x + 420 - 16, p.y + 30), (p.x + 420 - 16, p.bottom - 30))

    def draw_choices(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        # right: mode, description, seed
        r = self.right
        surface.blit(assets.text("MODE", "bold", 14, PALETTE["muted"]), (r.x, r.y))
        y = self.desc_y
        for line in assets.wrap(self.game.mode(self.mode).description, "body", 17, r.width):
            img = assets.text(line, "body", 17, PALETTE["bone"])
            surface.blit(img, (r.x, y))
            y += assets.font("body", 17).get_linesize()
        surface.blit(assets.text("SEED (OPTIONAL)", "bold", 14, PALETTE["muted"]), (r.x, self.seed_label_y))
        seed_icon = "icons/seed.png"
        if assets.has_image(seed_icon):
            icon = assets.sprite(seed_icon, (34, 34))
            surface.blit(icon, icon.get_rect(midleft=(self.seed_entry_rect.right + 12, self.seed_entry_rect.centery)))
        hint_x = self.seed_entry_rect.right + 54
        hint = "Blank: a random deal." if not self.seed_text.strip() else "The same seed deals the same game."
        if not self.error:
            lines = assets.wrap(hint, "body", 15, r.right - hint_x)
            line_h = assets.font("body", 15).get_linesize()
            top = self.seed_entry_rect.centery - line_h * len(lines) // 2
            for i, line in enumerate(lines):
                img = assets.text(line, "body", 15, PALETTE["muted"])
                surface.blit(img, (hint_x, top + i * line_h))
        else:
            y = self.seed_hint_y
            for line in assets.wrap(self.error, "bold", 15, r.width):
                img = assets.text(line, "bold", 15, (255, 138, 138))
                surface.blit(img, (r.x, y))
                y += img.get_height()


def _shot_new_game(app, seed: int, turn: int):
    from game import registry
    from scenes.menu import MenuScene

    app.push(MenuScene(app))
    game = list(registry.games().values())[0]
    scene = NewGameScene(app, game)
    app.push(scene)
    return scene


SHOTS = {"new-game": _shot_new_game}
