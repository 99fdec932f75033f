"""Starting a game: the dialog is built from the game's declaration of its modes.

For each mode the game declares (:class:`~game.protocol.ModeSpec`) the dialog offers its player
count, one controller per seat (you, another person at this computer, or an AI at each level the
game offers), each seat's name, the mode's options and an optional seed. The choices are kept in a
:class:`~scenes.seating_plan.SeatingPlan` (plain data, no pygame) that checks them and makes the
:class:`~game.protocol.Setup`; the last plan per game is remembered for next time. The dialog's
layout is :mod:`scenes.new_game_layout`'s part of :class:`NewGameScene`.
"""
from __future__ import annotations

import pygame

from game import tutorial
from game.session import Session
from game.protocol import ModeSpec
from game.text import declared, has
from scenes import gui
from scenes import shell_words as words
from scenes.assets import PALETTE, missing_glyphs
from scenes.backdrop import ShellScene, blit_panel, cover_art
from scenes.dialogs import DialogButton, choice
from scenes.load import offer_game_in_progress
from scenes.new_game_layout import DialogLayout
from scenes.rules_scene import RulesScene
from scenes.lobby import host
from scenes.seating_plan import FRIEND, HOTSEAT, YOU, SeatingPlan, load_remembered, parse_seed, random_seed, remember
from scenes.shell_layout import NEW_GAME_PANEL

SEAT_COLOURS = ((236, 160, 40), (63, 212, 198), (226, 84, 140), (150, 118, 230), (120, 200, 90), (240, 120, 80))


def badge_ink(colour) -> tuple[int, int, int]:
    """The seat number's colour on a badge: dark on a light badge, light on a dark one."""
    r, g, b = colour[:3]
    return (30, 14, 34) if 0.299 * r + 0.587 * g + 0.114 * b >= 120 else (255, 244, 220)


def open_new_game(app, game) -> None:
    """The new-game dialog of ``game``; the first time a game is started, a guided first game is offered
    instead (the menu's game tiles)."""
    settings = app.settings
    if tutorial.has_tutorial(game) and game.id not in settings.learned and game.id not in settings.offered:
        settings.offered.append(game.id)
        app.save_settings()
        choice(app, words.LEARN_OFFER_TITLE.format(game=game.title), words.LEARN_OFFER.format(game=game.title),
               [DialogButton(words.LEARN_TO_PLAY, lambda: app.open_tutorial(game), "primary"),
                DialogButton(words.LEARN_NOT_NOW, lambda: app.push(NewGameScene(app, game)))],
               escape=1, enter=0)
        return
    app.push(NewGameScene(app, game))


class NewGameScene(DialogLayout, ShellScene):
    """The new-game dialog: mode, players and their seats, options, seed; Start, Back, Read the rules."""

    name = "new_game"

    @property
    def subtitle(self) -> str:
        return words.s("new-game-subtitle")

    def __init__(self, app, game, mode: str | None = None, seed_text: str = ""):
        super().__init__(app)
        self.game = game
        self.title = game.title
        remembered = load_remembered(game.id)
        known = {m.id for m in game.modes}
        self.mode = mode if mode in known else remembered.get("mode") if remembered.get("mode") in known \
            else game.modes[0].id
        self.plans: dict[str, SeatingPlan] = {}
        saved_plans = remembered.get("plans") if isinstance(remembered.get("plans"), dict) else {}
        for m in game.modes:
            plan = SeatingPlan(game, m.id)
            plan.undrawable = missing_glyphs
            plan.restore(saved_plans.get(m.id))
            self.plans[m.id] = plan
        self.seed_text = seed_text
        self.error: str | None = None
        self.entry = None
        self.start_button = None
        self.mode_buttons: dict = {}
        self.count_buttons: dict = {}
        self.option_buttons: dict = {}  # (key, value) -> button
        self.option_cyclers: dict = {}  # key -> the button stepping through a choice (one seat's layout)
        self.seat_buttons: dict = {}  # (seat, controller) -> button; (seat, None) for a cycling button
        self.name_entries: list = []
        self.seat_rows: list[pygame.Rect] = []
        self.captions: list[tuple[str, tuple[int, int]]] = []
        self.notes: list[tuple[list[str], tuple[int, int], int]] = []  # (lines, (x, y), size)
        self.panel = pygame.Rect(NEW_GAME_PANEL)
        self.divider_x: int | None = None
        self._offered = False  # the offer to continue a game of this title in progress, made once

    @property
    def plan(self) -> SeatingPlan:
        return self.plans[self.mode]

    def enter(self) -> None:
        super().enter()
        if not self._offered:
            self._offered = True
            offer_game_in_progress(self.app, self.game)

    # ------------------------------------------------------------------ layout
    def build(self) -> None:
        self.mode_buttons, self.count_buttons, self.option_buttons, self.seat_buttons = {}, {}, {}, {}
        self.option_cyclers = {}
        self.name_entries, self.seat_rows, self.captions, self.notes = [], [], [], []
        if self.plan.multi:
            self.build_seating()
        else:
            self.build_single()
        self.refresh_choices()
        self.validate()

    def step_option(self, opt) -> None:
        """A choice's button: the next choice (after the last, the first)."""
        current = self.plan.options.get(opt.key, opt.default)
        i = opt.choices.index(current) if current in opt.choices else -1
        self.choose_option(opt.key, opt.choices[(i + 1) % len(opt.choices)])

    def seating_note(self) -> str:
        plan = self.plan
        humans = [i for i in range(plan.count) if plan.controllers[i] in (YOU, HOTSEAT)]
        if plan.friends:
            return words.s("new-game-friends-note")
        if len(humans) > 1:
            return words.s("new-game-hotseat-note")
        return words.SEATING_NOTE.format(seating=self.seating_for(plan.count))

    def seating_for(self, players: int) -> str:
        """How seats relate in this mode with ``players``, in the reader's language (the game's words)."""
        spec = self.game.mode(self.mode)
        if any(count == players for count, _ in spec.seatings):
            return declared(spec.seating_for(players), self.game.id, "mode", self.mode, "seating", str(players))
        own = f"{self.game.id}-mode-{self.mode}-seating".replace("_", "-").lower()
        if spec.seating == ModeSpec.seating and not has(own):
            return words.s("new-game-seating-by-lot")  # the protocol's default, which the game left as it is
        return declared(spec.seating, self.game.id, "mode", self.mode, "seating")

    def option_label(self, opt, value) -> str:
        """How an option's ``value`` is shown, in the reader's language."""
        if opt.kind == "bool":
            return words.s("new-game-on" if value else "new-game-off")
        return declared(opt.label(value), self.game.id, "option", opt.key, str(value))

    # ------------------------------------------------------------------ choices
    def keep_typing(self) -> None:
        """Copy what is typed into the plan before the UI is rebuilt."""
        if self.entry is not None:
            self.seed_text = self.entry.get_text()

    def choose_mode(self, mode_id: str) -> None:
        if mode_id != self.mode:
            self.keep_typing()
            self.mode = mode_id
            self.app.rebuild_scene()  # another layout, or a description of another height
            return
        self.refresh_choices()

    def choose_count(self, n: int) -> None:
        if n != self.plan.count:
            self.keep_typing()
            self.plan.set_count(n)
            self.app.rebuild_scene()

    def choose_option(self, key: str, value) -> None:
        self.plan.set_option(key, value)
        self.refresh_choices()

    def choose_controller(self, seat: int, key: str) -> None:
        before = list(self.plan.names)
        self.plan.set_controller(seat, key)
        for i, entry in enumerate(self.name_entries):
            if self.plan.names[i] != before[i] or entry.get_text() != self.plan.names[i]:
                entry.set_text(self.plan.names[i])
        self.refresh_choices()
        self.validate()

    def cycle_controller(self, seat: int) -> None:
        keys = [c for c, _, _ in self.plan.controller_choices()]
        current = self.plan.controllers[seat]
        self.choose_controller(seat, keys[(keys.index(current) + 1) % len(keys)] if current in keys else keys[0])

    def refresh_choices(self) -> None:
        """Show the current choices as selected segments."""
        plan = self.plan
        for mid, btn in self.mode_buttons.items():
            btn.select() if mid == self.mode else btn.unselect()
        for n, btn in self.count_buttons.items():
            btn.select() if n == plan.count else btn.unselect()
        for (key, value), btn in self.option_buttons.items():
            btn.select() if plan.options.get(key) == value else btn.unselect()
        for key, btn in self.option_cyclers.items():
            btn.set_text(self.option_label(self.game.mode(self.mode).option(key), plan.options.get(key)))
        for seat, entry in enumerate(self.name_entries):  # a friend online names themselves when they join
            entry.disable() if plan.controllers[seat] == FRIEND else entry.enable()
        titles = {c: t for c, t, _ in plan.controller_choices()}
        for (seat, key), btn in self.seat_buttons.items():
            if key is None:
                btn.set_text(titles.get(plan.controllers[seat], "?"))  # a cycling button: its text is the choice
            else:
                btn.select() if plan.controllers[seat] == key else btn.unselect()

    def validate(self) -> bool:
        text = self.entry.get_text() if self.entry is not None else self.seed_text
        self.seed_text = text
        _, self.error = parse_seed(text)
        if self.error is None and self.plan.multi:
            self.error = self.plan.problems()
        if self.start_button is not None:
            self.start_button.disable() if self.error else self.start_button.enable()
        return self.error is None

    # ------------------------------------------------------------------ actions
    def start(self) -> None:
        if not self.validate():
            return
        seed, _ = parse_seed(self.seed_text)
        chosen = seed is None
        if chosen:
            seed = random_seed()
        try:
            setup = self.plan.setup()
        except ValueError as err:  # SetupError too: the declaration and the plan disagree
            self.error = str(err)
            return
        remember(self.game.id, self.mode, self.plan)
        if self.plan.friends:  # friends on other computers: the lobby first, its invitation to give them
            host(self.app, self.game, setup, seed, self.plan.friends)
            return
        session = Session(self.game, setup, seed)
        if self.app.open_session(session) and chosen:
            self.app.toast(words.SEED_TO_REPLAY.format(seed=seed), 6.0)

    def open_rules(self) -> None:
        self.keep_typing()
        self.app.push(RulesScene(self.app, self.game.id))

    # ------------------------------------------------------------------ input
    def handle_input(self, event) -> None:
        if event.type == gui.UI_TEXT_ENTRY_CHANGED:
            if event.ui_element is self.entry:
                self.validate()
            elif event.ui_element in self.name_entries:
                self.plan.set_name(self.name_entries.index(event.ui_element), event.ui_element.get_text())
                self.validate()
        elif event.type == gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.start()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if not any(e.is_focused for e in [self.entry, *self.name_entries] if e is not None):
                self.start()

    def draw_overlay(self, surface: pygame.Surface) -> None:
        entry = self.entry
        if entry is not None and entry.alive() and not entry.get_text() and not entry.is_focused:
            text = words.s("new-game-random") if getattr(self, "seed_captioned", True) else words.s("new-game-seed-random")
            img = self.app.assets.text(text, "italic", 20, (120, 104, 150))
            surface.blit(img, img.get_rect(midleft=(entry.rect.x + self.px(16), entry.rect.centery)))

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        p = self.panel
        blit_panel(surface, p, PALETTE["marigold"], radius=20, alpha=242)
        if not self.plan.multi and not self.large:
            self.draw_cover_column(surface)
        elif self.divider_x is not None:
            pygame.draw.line(surface, (80, 56, 120), (self.divider_x, p.y + 26), (self.divider_x, p.bottom - 26))
        assets = self.app.assets
        for text, pos in self.captions:
            surface.blit(assets.text(text, "bold", 14, PALETTE["muted"]), pos)
        for lines, (x, y), size in self.notes:
            line_h = assets.font("body", size).get_linesize()
            colour = PALETTE["bone"] if size >= 17 else (206, 196, 224)
            for i, line in enumerate(lines):
                surface.blit(assets.text(line, "body", size, colour), (x, y + i * line_h))
        self.draw_seat_badges(surface)
        self.draw_seed_hint(surface)

    def draw_seat_badges(self, surface: pygame.Surface) -> None:
        """Each seat's number on a badge of the colour it plays (the game's own, else the dialog's)."""
        assets = self.app.assets
        colours = self.game.seat_colours or SEAT_COLOURS
        for seat, row in enumerate(self.seat_rows):
            colour = colours[seat % len(colours)]
            r = row.height // 2 - 3
            centre = (row.x + row.height // 2, row.centery)
            pygame.draw.circle(surface, colour, centre, r)
            pygame.draw.circle(surface, (255, 244, 220), centre, r, 2)
            img = assets.text(str(seat + 1), "bold", 18, badge_ink(colour))
            surface.blit(img, img.get_rect(center=centre))

    def draw_cover_column(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        p = self.panel
        # left: the cover and what the game is about
        cw = 380
        ch = round(cw * 320 / 560)
        surface.blit(cover_art(assets, self.game, (cw, ch)), (p.x + 24, p.y + 24))
        y = p.y + 24 + ch + 14
        for line in assets.wrap(declared(self.game.tagline, self.game.id, "tagline"), "italic", 18, cw - 8)[:3]:
            img = assets.text(line, "italic", 18, (214, 204, 230))
            surface.blit(img, (p.x + 28, y))
            y += img.get_height()
        pygame.draw.line(surface, (80, 56, 120), (p.x + 420 - 16, p.y + 30), (p.x + 420 - 16, p.bottom - 30))

    def draw_seed_hint(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        if self.entry is None:
            return
        if self.seed_captioned:
            seed_icon = "icons/seed.png"
            if assets.has_image(seed_icon):
                icon = assets.sprite(seed_icon, (34, 34))
                surface.blit(icon, icon.get_rect(midleft=(self.seed_entry_rect.right + 12,
                                                          self.seed_entry_rect.centery)))
            hint_x = self.seed_entry_rect.right + 54
            if not parse_seed(self.seed_text)[1]:
                hint = words.s("new-game-seed-blank") if not self.seed_text.strip() else words.s("new-game-seed-same")
                lines = assets.wrap(hint, "body", 15, self.seed_right - hint_x)
                line_h = assets.font("body", 15).get_linesize()
                top = self.seed_entry_rect.centery - line_h * len(lines) // 2
                for i, line in enumerate(lines):
                    surface.blit(assets.text(line, "body", 15, PALETTE["muted"]), (hint_x, top + i * line_h))
        if self.plan.multi:  # the message line under the seats
            x, y, width, most = self.message
            if self.error:
                lines, font, colour = assets.wrap(self.error, "bold", 15, width), "bold", (255, 138, 138)
            else:
                lines, font, colour = assets.wrap(self.seating_note(), "body", 15, width), "body", (206, 196, 224)
                if len(lines) > most:  # a cut sentence says less than none
                    lines = []
            for line in lines[:most]:
                img = assets.text(line, font, 15, colour)
                surface.blit(img, (x, y))
                y += assets.font(font, 15).get_linesize()
        elif self.error:
            y = self.seed_hint_y
            for line in assets.wrap(self.error, "bold", 15, self.seed_right - self.seed_x)[:3]:
                img = assets.text(line, "bold", 15, (255, 138, 138))
                surface.blit(img, (self.seed_x, y))
                y += img.get_height()
