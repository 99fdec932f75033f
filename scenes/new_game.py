"""Starting a game: the dialog is built from the game's declaration of its modes.

For each mode the game declares (:class:`~game.protocol.ModeSpec`) the dialog offers its player
count, one controller per seat (you, another person at this computer, or an AI at each level the
game offers), each seat's name, the mode's options and an optional seed. The choices are kept in a
:class:`SeatingPlan` (plain data, no pygame) that checks them and makes the
:class:`~game.protocol.Setup`; the last plan per game is remembered for next time.
"""
from __future__ import annotations

import json
import random

import pygame

from game.protocol import SeatSetup, Setup
from scenes.assets import PALETTE
from scenes.backdrop import blit_panel
from scenes.backdrop import ShellScene

MAX_SEED_DIGITS = 18
MAX_NAME = 24

YOU = "you"  # the player at this computer: the seat the table is shown from
HOTSEAT = "hotseat"  # another person at this computer: the screen is passed between them
SEAT_COLOURS = ((236, 160, 40), (63, 212, 198), (226, 84, 140), (150, 118, 230), (120, 200, 90), (240, 120, 80))


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


# ---------------------------------------------------------------------------------- the choices
class SeatingPlan:
    """Who sits where and with which options, as the dialog is filled in (no pygame here).

    Every seat up to the mode's most players keeps its controller and name, so going from 4
    players to 2 and back loses nothing. Names the player did not type follow the controller:
    "You" for the player's own seat, a name from the game's list for the others.
    """

    def __init__(self, game, mode: str):
        self.game = game
        self.mode = mode
        self.spec = game.mode(mode)
        lo, hi = self.spec.players
        self.count = self.spec.usual_players
        level = game.levels[-1] if game.levels else next(iter(game.bots), None)
        self.controllers = [YOU] + [level if level else HOTSEAT] * (hi - 1)
        self.names = ["You"] + [""] * (hi - 1)
        self.typed = [False] * hi
        self.options = {o.key: o.default for o in self.spec.options}
        for i in range(1, hi):
            self.names[i] = self._fresh_name(i)

    # -- what may be chosen
    def controller_choices(self) -> list[tuple[str, str, str]]:
        """``(key, title, tooltip)`` of every controller a seat may have, the player first."""
        out = [(YOU, "You", "You play this seat: the table is shown from here."),
               (HOTSEAT, "Hotseat", "Another person at this computer: the screen is passed between you, "
                                    "and each hand stays hidden from the others.")]
        for level in self.game.levels:
            title = self.game.bot_titles.get(level, f"AI \u00b7 {level.title()}")
            out.append((level, title, f"The computer plays this seat ({title.split(chr(183))[-1].strip()})."))
        return out

    @property
    def counts(self) -> range:
        lo, hi = self.spec.players
        return range(lo, hi + 1)

    @property
    def multi(self) -> bool:
        return self.spec.players[1] > 1

    # -- changes
    def set_count(self, n: int) -> None:
        if n not in self.counts:
            raise ValueError(f"{self.spec.title} is for {self.counts.start} to {self.counts.stop - 1} players")
        self.count = n

    def set_controller(self, seat: int, key: str) -> None:
        if key not in {c for c, _, _ in self.controller_choices()}:
            raise ValueError(f"no controller {key!r}")
        if key == YOU:  # one seat is the player's: the one it was becomes another person's
            for i, c in enumerate(self.controllers):
                if c == YOU and i != seat:
                    self.controllers[i] = HOTSEAT
                    self._retitle(i)
        self.controllers[seat] = key
        self._retitle(seat)

    def set_name(self, seat: int, text: str) -> None:
        self.names[seat] = text
        self.typed[seat] = True

    def set_option(self, key: str, value) -> None:
        self.options[key] = self.spec.option(key).validate(value)

    def _retitle(self, seat: int) -> None:
        if self.typed[seat]:
            return
        if self.controllers[seat] == YOU:
            self.names[seat] = "You"
        elif self.names[seat] == "You" or not self.names[seat]:
            self.names[seat] = self._fresh_name(seat)

    def _fresh_name(self, seat: int) -> str:
        used = {n.strip().casefold() for i, n in enumerate(self.names) if i != seat}
        for name in self.game.default_names:
            if name.casefold() not in used:
                return name
        return f"Player {seat + 1}"

    # -- checking and making the setup
    def problems(self) -> str | None:
        """Why these choices cannot start a game, in a sentence; ``None`` when they can."""
        seats = range(self.count)
        if not any(self.controllers[i] in (YOU, HOTSEAT) for i in seats):
            return "At least one seat is played at this computer: choose You for one of them."
        seen: dict[str, int] = {}
        for i in seats:
            name = self.names[i].strip()
            if not name:
                return f"Seat {i + 1} needs a name."
            if len(name) > MAX_NAME:
                return f"Seat {i + 1}'s name is too long: {MAX_NAME} letters at most."
            if name.casefold() in seen:
                return f"Seats {seen[name.casefold()] + 1} and {i + 1} are both called {name}: give each its own name."
            seen[name.casefold()] = i
        return None

    def seat_setups(self) -> tuple[SeatSetup, ...]:
        out = []
        for i in range(self.count):
            c, name = self.controllers[i], self.names[i].strip()
            out.append(SeatSetup("human", name) if c in (YOU, HOTSEAT) else SeatSetup("bot", name, c))
        return tuple(out)

    @property
    def player_seat(self) -> int | None:
        """The seat marked You among those playing (the table is first shown from it)."""
        return next((i for i in range(self.count) if self.controllers[i] == YOU), None)

    def setup(self) -> Setup:
        """The :class:`Setup` these choices make (``ValueError`` with :meth:`problems` if they cannot)."""
        problem = self.problems()
        if problem:
            raise ValueError(problem)
        return self.game.validate_setup(Setup(self.mode, self.seat_setups(), tuple(self.options.items())))

    # -- remembered between games
    def to_json(self) -> dict:
        return {"count": self.count, "controllers": list(self.controllers),
                "names": [n if t else None for n, t in zip(self.names, self.typed)], "options": dict(self.options)}

    def restore(self, data) -> None:
        """Take what is still valid from a remembered plan; anything odd is ignored."""
        if not isinstance(data, dict):
            return
        keys = {c for c, _, _ in self.controller_choices()}
        controllers = data.get("controllers")
        if isinstance(controllers, list):
            for i, c in enumerate(controllers[:len(self.controllers)]):
                if c in keys:
                    self.controllers[i] = c
        names = data.get("names")
        if isinstance(names, list):
            for i, n in enumerate(names[:len(self.names)]):
                if isinstance(n, str) and n.strip() and len(n) <= MAX_NAME:
                    self.names[i], self.typed[i] = n, True
        if self.controllers.count(YOU) > 1:  # a hand-edited file: keep the first
            first = self.controllers.index(YOU)
            self.controllers = [HOTSEAT if c == YOU and i != first else c for i, c in enumerate(self.controllers)]
        for i in range(len(self.names)):
            self._retitle(i)
        count = data.get("count")
        if isinstance(count, int) and count in self.counts:
            self.count = count
        options = data.get("options")
        if isinstance(options, dict):
            for key, value in options.items():
                try:
                    self.set_option(key, value)
                except (KeyError, ValueError):
                    pass


def remembered_path():
    from game.paths import user_data_dir

    return user_data_dir() / "new-game.json"


def load_remembered(game_id: str) -> dict:
    """The last mode and plans chosen for ``game_id`` (empty when none or unreadable)."""
    try:
        data = json.loads(remembered_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    entry = data.get(game_id) if isinstance(data, dict) else None
    return entry if isinstance(entry, dict) else {}


def remember(game_id: str, mode: str, plan: SeatingPlan) -> None:
    """Keep ``plan`` as the starting point of the next new game of ``game_id`` (never fails the start)."""
    from game.saves import atomic_write

    try:
        try:
            data = json.loads(remembered_path().read_text(encoding="utf-8"))
        except (OSError, ValueError):
            data = {}
        if not isinstance(data, dict):
            data = {}
        entry = data.get(game_id) if isinstance(data.get(game_id), dict) else {}
        plans = entry.get("plans") if isinstance(entry.get("plans"), dict) else {}
        plans[mode] = plan.to_json()
        data[game_id] = {"mode": mode, "plans": plans}
        atomic_write(remembered_path(), json.dumps(data, indent=1))
    except OSError:
        pass


class NewGameScene(ShellScene):
    """The new-game dialog: mode, players and their seats, options, seed; Start, Back, Read the rules."""

    name = "new_game"
    subtitle = "A new game"

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
        self.panel = pygame.Rect(170, 226, 940, 420)
        self.divider_x: int | None = None
        self._offered = False  # the offer to continue a game of this title in progress, made once

    @property
    def plan(self) -> SeatingPlan:
        return self.plans[self.mode]

    def enter(self) -> None:
        super().enter()
        if not self._offered:
            self._offered = True
            from scenes.load import offer_game_in_progress

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

    def caption(self, text: str, x: int, y: int) -> int:
        """A small capitals caption at ``(x, y)``; returns the y below it."""
        self.captions.append((text.upper(), (x, y)))
        return y + self.app.assets.font("bold", 14).get_linesize() + 6

    def note(self, text: str, x: int, y: int, width: int, size: int = 16, max_lines: int = 6) -> int:
        lines = self.app.assets.wrap(text, "body", size, width)[:max_lines]
        self.notes.append((lines, (x, y), size))
        return y + len(lines) * self.app.assets.font("body", size).get_linesize()

    def segment_h(self) -> int:
        return max(42, self.app.assets.font("bold", 17).get_linesize() + 14)

    def build_single(self) -> None:
        """One seat: the cover on the left, the modes, their description, the mode's options (if it
        has any) and the seed on the right."""
        options = self.game.mode(self.mode).options
        if options:  # room for the options: a taller panel, the modes side by side
            self.panel = pygame.Rect(170, 206, 940, 490) if not self.large else pygame.Rect(70, 196, 1140, 516)
        else:
            self.panel = pygame.Rect(170, 226, 940, 420) if not self.large else pygame.Rect(70, 204, 1140, 500)
        p = self.panel
        left = 0 if self.large else 420
        right = pygame.Rect(p.x + left + 32 * (left == 0), p.y + 28, p.width - left - 32 - 32 * (left == 0),
                            p.height - 56)
        self.divider_x = p.x + 404 if not self.large else None
        y = self.caption("Mode", right.x, right.y)
        if options:
            y = self.build_modes(right.x, y, right.width, stacked=False)
            y = self.note(self.game.mode(self.mode).description, right.x, y, right.width, 16, 2) + 10
            y = self.build_compact_options(right.x, y, right.width) + 4
            if self.large:  # large text: the seed joins the buttons' row, as in the seating layout
                self.build_buttons()
                rules = self._button_rect("rules")
                self.build_seed(rules.right + 16, rules.y, rules.right + 16, caption=False, height=rules.height)
                return
        else:
            y = self.build_modes(right.x, y, right.width, stacked=True)
            y = self.note(self.game.mode(self.mode).description, right.x, y + 2, right.width, 17) + \
                (22 if not self.large else 12)
        self.build_seed(right.x, y, right.right)
        self.build_buttons()

    def build_compact_options(self, x: int, y: int, width: int) -> int:
        """The mode's options in little room: a choice is one button that steps through its choices
        (shown by their labels), bool options are toggles (an option group's under its name)."""
        assets = self.app.assets
        h = self.segment_h()
        rows: list[tuple[str, list]] = []
        for opt in self.game.mode(self.mode).options:
            if opt.kind == "choice":
                rows.append((opt.title, [opt]))
            else:
                title = opt.group.replace("_", " ").capitalize() if opt.group else "Options"
                if rows and rows[-1][0] == title and rows[-1][1][0].kind == "bool":
                    rows[-1][1].append(opt)
                else:
                    rows.append((title, [opt]))
        for title, opts in rows:  # each row's caption on its first line, the buttons after it
            self.caption(title, x, y + (h - assets.font("bold", 14).get_linesize()) // 2)
            bx = x + assets.font("bold", 14).size(title.upper())[0] + 16
            if opts[0].kind == "choice":
                opt = opts[0]
                widest = max(assets.font("bold", 17).size(opt.label(c))[0] for c in opt.choices)
                w = min(x + width - bx, widest + 60)
                self.option_cyclers[opt.key] = self.button(
                    (bx, y, w, h), opt.label(self.plan.options.get(opt.key, opt.default)),
                    lambda o=opt: self.step_option(o), style="segment", object_id=f"option_{opt.key}",
                    tooltip=opt.description or None)
                y += h + 10
                continue
            cx = bx
            for opt in opts:
                w = max(70, assets.font("bold", 17).size(opt.title)[0] + 36)
                if cx > bx and cx + w > x + width:
                    cx, y = bx, y + h + 6
                self.option_buttons[(opt.key, True)] = self.button(
                    (cx, y, w, h), opt.title, lambda k=opt.key: self.choose_option(k, not self.plan.options.get(k)),
                    style="segment", object_id=f"option_{opt.key}_toggle", tooltip=opt.description or None)
                cx += w + 8
            y += h + 10
        return y

    def step_option(self, opt) -> None:
        """A choice's button: the next choice (after the last, the first)."""
        current = self.plan.options.get(opt.key, opt.default)
        i = opt.choices.index(current) if current in opt.choices else -1
        self.choose_option(opt.key, opt.choices[(i + 1) % len(opt.choices)])

    def build_seating(self) -> None:
        """Several seats: modes, players and options on the left; the seats and the seed on the right."""
        assets = self.app.assets
        self.panel = p = pygame.Rect(90, 206, 1100, 490) if not self.large else pygame.Rect(40, 196, 1200, 514)
        lw = 340 if not self.large else 380
        lx, top = p.x + 28, p.y + 22
        self.divider_x = lx + lw + 22
        y = self.caption("Mode", lx, top)
        y = self.build_modes(lx, y, lw, stacked=True)
        if not self.large:
            y = self.note(self.game.mode(self.mode).description, lx, y + 2, lw, 16, 4)
        y += 16
        plan = self.plan
        counts = list(plan.counts)
        if len(counts) > 1:
            y = self.caption("Players", lx, y)
            h = self.segment_h()
            w = max(56, assets.font("bold", 17).size("4")[0] + 36)
            for i, n in enumerate(counts):
                self.count_buttons[n] = self.button((lx + i * (w + 8), y, w, h), str(n),
                                                    lambda n=n: self.choose_count(n), style="segment",
                                                    object_id=f"players_{n}", tooltip=f"{n} players")
            y += h + 16
        for opt in self.game.mode(self.mode).options:
            y = self.caption(opt.title, lx, y)
            h = self.segment_h()
            values = [(v, opt.label(v)) for v in ((False, True) if opt.kind == "bool" else opt.choices)]
            x = lx
            for value, text in values:
                w = max(70, assets.font("bold", 17).size(text)[0] + 36)
                if x > lx and x + w > lx + lw:  # long labels wrap onto a second row
                    x, y = lx, y + h + 6
                self.option_buttons[(opt.key, value)] = self.button(
                    (x, y, w, h), text, lambda k=opt.key, v=value: self.choose_option(k, v), style="segment",
                    object_id=f"option_{opt.key}_{str(value).lower()}", tooltip=opt.description or None)
                x += w + 8
            y += h + 6
            if opt.description and not self.large:
                y = self.note(opt.description, lx, y, lw, 15, 2)
            y += 10

        # the seats
        rx = self.divider_x + 22
        rw = p.right - 28 - rx
        y = self.caption("Seats", rx, top)
        row_h = max(44, assets.font("body", 18).get_linesize() + 16)
        gap = 10 if not self.large else 6
        badge = row_h
        name_w = 190 if not self.large else 230
        choices = plan.controller_choices()
        seg_x = rx + badge + 10 + name_w + 12
        avail = rx + rw - seg_x
        seg_w = (avail - 6 * (len(choices) - 1)) // len(choices)
        widest = max(assets.font("bold", 17).size(t)[0] for _, t, _ in choices) + 20
        cycle = seg_w < widest
        import pygame_gui
        from pygame_gui.core import ObjectID

        for seat in range(plan.count):
            row = pygame.Rect(rx, y, rw, row_h)
            self.seat_rows.append(row)
            entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(rx + badge + 10, y, name_w, row_h),
                                                        manager=self.app.ui,
                                                        object_id=ObjectID(object_id=f"#name_{seat}"))
            entry.set_text_length_limit(MAX_NAME)
            entry.set_text(plan.names[seat])
            self.name_entries.append(entry)
            if cycle:
                self.seat_buttons[(seat, None)] = self.button(
                    (seg_x, y, avail, row_h), "", lambda s=seat: self.cycle_controller(s), style="segment",
                    object_id=f"seat_{seat}", tooltip="Click for the next choice: you, hotseat or an AI level.")
            else:
                for k, (key, title, tip) in enumerate(choices):
                    self.seat_buttons[(seat, key)] = self.button(
                        (seg_x + k * (seg_w + 6), y, seg_w, row_h), title,
                        lambda s=seat, c=key: self.choose_controller(s, c), style="segment",
                        object_id=f"seat_{seat}_{key}", tooltip=tip)
            y += row_h + gap
        # under the seats: why Start is off, else what the seating means (one line in large text)
        self.message = (rx, y + 2, rw, 2 if not self.large else 1)
        y += 2 + self.message[3] * assets.font("bold", 15).get_linesize() + 14
        if not self.large:
            self.build_seed(rx, y, rx + rw)
            self.build_buttons(rules_x=rx)  # the left column runs to the bottom
        else:  # large text: the seed joins the buttons' row, its placeholder saying what it is
            self.build_buttons()
            rules = self._button_rect("rules")
            self.build_seed(rules.right + 16, rules.y, rules.right + 16, caption=False, height=rules.height)

    def seating_note(self) -> str:
        plan = self.plan
        humans = [i for i in range(plan.count) if plan.controllers[i] in (YOU, HOTSEAT)]
        if len(humans) > 1:
            return "Hotseat: between turns the table is covered until the next player says they are ready, " \
                   "so nobody sees another's hand."
        return f"{self.game.mode(self.mode).seating} AI players think while you watch, and the log says why they played."

    def build_modes(self, x: int, y: int, width: int, stacked: bool) -> int:
        h = self.segment_h()
        modes = self.game.modes
        w = width if stacked else (width - 8 * (len(modes) - 1)) // len(modes)
        for i, mode in enumerate(modes):
            rect = (x, y, width, h) if stacked else (x + i * (w + 8), y, w, h)
            self.mode_buttons[mode.id] = self.button(rect, mode.title, lambda m=mode.id: self.choose_mode(m),
                                                     style="segment", object_id=f"mode_{mode.id}",
                                                     tooltip=None if stacked else mode.description)
            if stacked:
                y += h + 8
        return y if stacked else y + h + 8

    def build_seed(self, x: int, y: int, right: int, caption: bool = True, height: int | None = None) -> None:
        import pygame_gui
        from pygame_gui.core import ObjectID

        assets = self.app.assets
        self.seed_x = x
        self.seed_right = right
        self.seed_captioned = caption
        if caption:
            y = self.caption("Seed (optional)", x, y)
        eh = height or max(42, assets.font("body", 20).get_linesize() + 16)
        ew = max(250, assets.font("body", 20).size("0" * 12)[0] + 40)
        self.entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(x, y, ew, eh), manager=self.app.ui,
                                                         object_id=ObjectID(object_id="#seed_entry"))
        self.entry.set_text_length_limit(MAX_SEED_DIGITS + 6)
        if self.seed_text:
            self.entry.set_text(self.seed_text)
        self.seed_hint_y = y + eh + 8
        self.seed_entry_rect = self.entry.rect.copy()

    def _button_rect(self, object_id: str) -> pygame.Rect:
        for btn in self.buttons:
            if btn.object_ids and btn.object_ids[-1] == f"#{object_id}":
                return btn.rect.copy()
        raise KeyError(object_id)

    def build_buttons(self, rules_x: int | None = None) -> None:
        p = self.panel
        bh = self.button_h()
        by = p.bottom - 22 - bh
        self.buttons_y = by
        bw = self.button_w("Start", 170)
        self.start_button = self.button((p.right - 32 - bw, by, bw, bh), "Start", self.start, style="primary",
                                        object_id="start")
        back_w = self.button_w("Back", 140)
        self.button((p.right - 32 - bw - 14 - back_w, by, back_w, bh), "Back", self.back, style="quiet",
                    object_id="back")
        self.button((rules_x if rules_x is not None else p.x + 24, by, self.button_w("Read the rules", 200), bh),
                    "Read the rules", self.open_rules,
                    style="quiet", object_id="rules", tooltip=f"How {self.game.title} is played, with examples.")

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
            btn.set_text(self.game.mode(self.mode).option(key).label(plan.options.get(key)))
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
        from game.session import Session

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
        session = Session(self.game, setup, seed)
        if self.app.open_session(session) and chosen:
            self.app.toast(f"Seed {seed}: type it in to replay this exact deal.", 6.0)

    def open_rules(self) -> None:
        from scenes.rules_scene import RulesScene

        self.keep_typing()
        self.app.push(RulesScene(self.app, self.game.id))

    # ------------------------------------------------------------------ input
    def handle_input(self, event) -> None:
        import pygame_gui

        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            if event.ui_element is self.entry:
                self.validate()
            elif event.ui_element in self.name_entries:
                self.plan.set_name(self.name_entries.index(event.ui_element), event.ui_element.get_text())
                self.validate()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.start()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if not any(e.is_focused for e in [self.entry, *self.name_entries] if e is not None):
                self.start()

    def draw_overlay(self, surface: pygame.Surface) -> None:
        entry = self.entry
        if entry is not None and entry.alive() and not entry.get_text() and not entry.is_focused:
            text = "random" if getattr(self, "seed_captioned", True) else "seed: random"
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
        assets = self.app.assets
        for seat, row in enumerate(self.seat_rows):
            colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
            r = row.height // 2 - 3
            centre = (row.x + row.height // 2, row.centery)
            pygame.draw.circle(surface, colour, centre, r)
            pygame.draw.circle(surface, (255, 244, 220), centre, r, 2)
            img = assets.text(str(seat + 1), "bold", 18, (30, 14, 34))
            surface.blit(img, img.get_rect(center=centre))

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
                hint = "Blank: a random deal." if not self.seed_text.strip() else "The same seed deals the same game."
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
