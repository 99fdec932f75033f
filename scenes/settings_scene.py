"""Settings: the language, window size and fullscreen, UI scale, colour-blind mode, animation and Abuela speeds,
sound volume. Every change is applied at once (``app.apply_settings``) and stored."""
from __future__ import annotations

from dataclasses import fields

import pygame

from game.settings import ANIMATION_SPEEDS, AUTOMATON_SPEEDS, WINDOW_SIZES, Settings
from game.text import LANGUAGES, Msg, language, system_language
from scenes import gui
from scenes.assets import PALETTE
from scenes.audio import play
from scenes.backdrop import ShellScene, blit_panel
from scenes.shell_layout import SETTINGS_PANEL
from scenes.shell_words import s


def size_label(size: tuple[int, int]) -> str:
    return f"{size[0]} × {size[1]}"


class SettingsScene(ShellScene):
    name = "settings"

    # each row: its key, then its label and its line beneath (the messages settings-<key> and -tip)
    KEYS = ("language", "window", "fullscreen", "scale", "colour_blind", "animation", "automaton", "volume")

    title, subtitle = Msg("settings"), Msg("settings-subtitle")  # (said when drawn)

    @property
    def ROWS(self) -> tuple:
        return tuple((key, s(f"settings-{key.replace('_', '-')}"), s(f"settings-{key.replace('_', '-')}-tip"))
                     for key in self.KEYS)

    def __init__(self, app):
        super().__init__(app)
        self.panel = pygame.Rect(SETTINGS_PANEL)
        self.row_h_value = 56
        self.control_x, self.control_w, self.control_h = 550, 550, 40
        self.buttons_y = 650
        self.show_desc = True
        self.choice_menus: dict = {}
        self.segments: dict[str, dict[str, object]] = {}
        self.sliders: dict[str, object] = {}
        self.window_menu = None
        self._pending: set[str] = set()
        self.rows_y: dict[str, int] = {}

    # ------------------------------------------------------------------ layout
    def layout(self) -> None:
        """Measure labels and controls at the current UI scale and place the panel and rows."""
        assets = self.app.assets
        self.show_desc = not self.large
        label_w = max(max(assets.font("bold", 19).size(label)[0],
                          assets.font("body", 14).size(desc)[0] if self.show_desc else 0) for _, label, desc in self.ROWS)
        self.control_h = max(40, assets.font("bold", 17).get_linesize() + 8)
        bh = self.button_h()
        self.buttons_y = 720 - 18 - bh
        top = 214
        avail = self.buttons_y - 14 - top
        row_h = 56 if not self.large else self.control_h + 8
        row_h = max(self.control_h + 2, min(row_h, (avail - 24) // len(self.ROWS)))
        width = 980 if not self.large else 1200
        self.panel = pygame.Rect((1280 - width) // 2, top, width, row_h * len(self.ROWS) + 24)
        self.row_h_value = row_h
        self.control_x = self.panel.x + max(32 + label_w + 28, 400 if not self.large else 0)
        self.control_w = self.panel.right - 30 - self.control_x

    @property
    def row_h(self) -> int:
        return self.row_h_value

    def build(self) -> None:
        self.layout()
        st = self.app.settings
        self.segments, self.sliders, self.choice_menus = {}, {}, {}
        x, w, ch = self.control_x, self.control_w, self.control_h
        y = self.panel.y + 12
        for key, _, _ in self.ROWS:
            self.rows_y[key] = y
            top = y + (self.row_h - ch) // 2
            if key == "window":
                current = (st.window_width, st.window_height)
                options = [size_label(s) for s in sorted(WINDOW_SIZES)]
                start = size_label(current)
                if start not in options:
                    options.insert(0, start)
                font = self.app.assets.font("bold", 18)
                dw = min(w, max(font.size(o)[0] for o in options) + 90)
                self.window_menu = gui.elements.UIDropDownMenu(
                    options, start, pygame.Rect(x, top, dw, ch), manager=self.app.ui,
                    object_id=gui.core.ObjectID(object_id="#window_size"))
            elif key == "language":  # each language named in its own words
                self.choice(key, [(name, code) for code, name in LANGUAGES.items()], language(), x, top,
                            min(w, max(300, self.px(260))), ch)
            elif key in ("fullscreen", "colour_blind"):
                current = st.fullscreen if key == "fullscreen" else st.colour_blind
                self.choice(key, [(s("settings-off"), False), (s("settings-on"), True)], current, x, top,
                            min(w, max(240, self.px(200))), ch)
            elif key == "animation":
                self.choice(key, [(s(f"speed-{k}"), k) for k in ANIMATION_SPEEDS], st.animation_speed, x, top, w, ch)
            elif key == "automaton":
                self.choice(key, [(s(f"speed-{k}"), k) for k in AUTOMATON_SPEEDS], st.automaton_speed, x, top, w, ch)
            elif key == "scale":
                self.slider(key, st.ui_scale, (100, 200), 10, x, top, w, ch)
            elif key == "volume":
                slider = self.slider(key, st.volume, (0, 100), 5, x, top, w, ch)
                if not self.app.audio:
                    slider.disable()
            y += self.row_h
        bh = self.button_h()
        back, restore = s("back"), s("settings-restore")
        self.button((110, self.buttons_y, self.button_w(back), bh), back, self.back, style="quiet",
                    object_id="back")
        rw = self.button_w(restore, 200)
        self.button((1170 - rw, self.buttons_y, rw, bh), restore, self.restore_defaults, style="quiet",
                    object_id="defaults", tooltip=s("settings-restore-tip"))

    def choice(self, key: str, options: list[tuple[str, object]], current, x: int, y: int, w: int, h: int) -> None:
        """A row of segment buttons, or a drop-down when the (scaled) labels would not fit."""
        font = self.app.assets.font("bold", 17)
        gap = 8
        needed = sum(font.size(text)[0] + 30 for text, _ in options) + gap * (len(options) - 1)
        if needed <= w:
            self.segment(key, options, current, x, y, w, h)
            return
        labels = [text for text, _ in options]
        start = next((text for text, value in options if value == current), labels[0])
        dw = min(w, max(font.size(t)[0] for t in labels) + 90)
        menu = gui.elements.UIDropDownMenu(labels, start, pygame.Rect(x, y, dw, h), manager=self.app.ui,
                                                  object_id=gui.core.ObjectID(object_id=f"#{key}_menu"))
        self.choice_menus[menu] = (key, dict(options))

    def segment(self, key: str, options: list[tuple[str, object]], current, x: int, y: int, w: int, h: int) -> None:
        gap = 8
        bw = (w - gap * (len(options) - 1)) // len(options)
        self.segments[key] = {}
        for i, (text, value) in enumerate(options):
            btn = self.button((x + i * (bw + gap), y, bw, h), text, lambda k=key, v=value: self.set_value(k, v),
                              style="segment", object_id=f"{key}_{str(value).lower()}")
            if value == current:
                btn.select()
            self.segments[key][value] = btn

    def slider(self, key: str, value: int, rng: tuple[int, int], step: int, x: int, y: int, w: int, h: int):
        font = self.app.assets.font("bold", 18)
        value_w = font.size(s("settings-no-audio") if key == "volume" and not self.app.audio else "200 %")[0] + 16
        slider = gui.elements.UIHorizontalSlider(pygame.Rect(x, y, w - value_w - 12, h), value, rng,
                                                        manager=self.app.ui, click_increment=step,
                                                        object_id=gui.core.ObjectID(object_id=f"#{key}_slider"))
        self.sliders[key] = slider
        return slider

    # ------------------------------------------------------------------ changes
    def set_value(self, key: str, value) -> None:
        st = self.app.settings
        reopen = False
        if key == "fullscreen":
            if st.fullscreen == value:
                return
            st.fullscreen = value
            reopen = True
        elif key == "colour_blind":
            st.colour_blind = value
        elif key == "animation":
            st.animation_speed = value
        elif key == "automaton":
            st.automaton_speed = value
        elif key == "window":
            st.window_width, st.window_height = value
            reopen = not st.fullscreen
        elif key == "language":
            if st.language == value and language() == value:
                return
            st.language = value
        for v, btn in self.segments.get(key, {}).items():
            btn.select() if v == value else btn.unselect()
        self.app.apply_settings(reopen=reopen)

    def slider_moved(self, key: str, value: float) -> None:
        st = self.app.settings
        if key == "scale":
            value = int(round(value / 10) * 10)
            if value != st.ui_scale:
                st.ui_scale = value
                self._pending.add(key)
        elif key == "volume":
            value = int(round(value))
            if value != st.volume:
                st.volume = value
                if self.app.audio:
                    try:
                        pygame.mixer.music.set_volume(value / 100)
                    except pygame.error:
                        pass
                self._pending.add(key)

    def restore_defaults(self) -> None:
        defaults = Settings()
        st = self.app.settings
        reopen = (st.fullscreen, st.window_width, st.window_height) != (
            defaults.fullscreen, defaults.window_width, defaults.window_height)
        for f in fields(Settings):
            setattr(st, f.name, getattr(defaults, f.name))
        st.language = system_language()  # the language a first start chooses
        self.app.apply_settings(reopen=reopen)
        self.app.toast(s("settings-restored"))

    def settings_changed(self) -> None:
        if self.app.scene is self:
            self._pending.clear()
            self.app.rebuild_scene()

    # ------------------------------------------------------------------ input and time
    def handle_input(self, event) -> None:
        if event.type == gui.UI_HORIZONTAL_SLIDER_MOVED:
            for key, slider in self.sliders.items():
                if event.ui_element is slider:
                    self.slider_moved(key, event.value)
        elif event.type == gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.window_menu:
            for size in WINDOW_SIZES:
                if size_label(size) == event.text:
                    self.set_value("window", size)
        elif event.type == gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.choice_menus:
            key, values = self.choice_menus[event.ui_element]
            if event.text in values:
                self.set_value(key, values[event.text])

    def update(self, dt: float) -> bool:
        if self._pending and not any(s.sliding_button is not None and s.sliding_button.held
                                     for s in self.sliders.values()):
            volume = "volume" in self._pending
            self._pending.clear()
            self.app.apply_settings()  # after the drag: a new UI scale rebuilds this screen
            if volume:
                play(self.app, "ui_click")  # the player hears the new level
        return bool(self._pending) or super().update(dt)

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        blit_panel(surface, self.panel, (124, 84, 184), radius=18, alpha=238)
        st = self.app.settings
        show_desc = self.show_desc
        for i, (key, label, desc) in enumerate(self.ROWS):
            y = self.rows_y.get(key, self.panel.y)
            if i:
                pygame.draw.line(surface, (52, 36, 82), (self.panel.x + 24, y), (self.panel.right - 24, y))
            cy = y + self.row_h // 2
            head = assets.text(label, "bold", 19, PALETTE["bone"])
            if show_desc:
                sub = assets.text(desc, "body", 14, PALETTE["muted"])
                total = head.get_height() + sub.get_height()
                surface.blit(head, (self.panel.x + 32, cy - total // 2))
                surface.blit(sub, (self.panel.x + 32, cy - total // 2 + head.get_height()))
            else:
                surface.blit(head, head.get_rect(midleft=(self.panel.x + 32, cy + 2)))
            slider = self.sliders.get(key)
            if slider is not None and slider.alive():
                self.draw_track(surface, slider)
            value = None
            if key == "scale":
                value = f"{st.ui_scale} %"
            elif key == "volume":
                value = f"{st.volume} %" if self.app.audio else s("settings-no-audio")
            if value is not None:
                col = PALETTE["marigold_light"] if (key != "volume" or self.app.audio) else PALETTE["muted"]
                img = assets.text(value, "bold", 18, col)
                surface.blit(img, img.get_rect(midright=(self.panel.right - 30, cy)))


    def draw_track(self, surface: pygame.Surface, slider) -> None:
        """The slider's groove, filled in marigold up to the handle (pygame_gui draws only the handle)."""
        rect = slider.rect
        enabled = slider.is_enabled
        groove = pygame.Rect(rect.x, rect.y, rect.width, rect.height)
        pygame.draw.rect(surface, (12, 6, 24), groove, border_radius=rect.height // 2)
        pygame.draw.rect(surface, (77, 53, 120) if enabled else (42, 30, 64), groove, width=2,
                         border_radius=rect.height // 2)
        handle = slider.sliding_button.rect if slider.sliding_button is not None else None
        if handle is not None and enabled:
            inner = groove.inflate(-14, -rect.height + 12)
            fill = pygame.Rect(inner.x, inner.y, max(0, handle.centerx - inner.x), inner.height)
            if fill.width:
                pygame.draw.rect(surface, (160, 96, 18), fill, border_radius=inner.height // 2)
                top = fill.copy()
                top.height = max(1, fill.height // 2)
                pygame.draw.rect(surface, PALETTE["marigold"], top, border_radius=inner.height // 2)
