"""How the new-game dialog is laid out: for one seat, the cover beside the modes, the options and
the seed; for several, the modes, players and options beside a row per seat; Start, Back and
Read the rules below. A part of :class:`scenes.new_game.NewGameScene`."""
from __future__ import annotations

import pygame

from game.text import declared
from scenes import gui
from scenes import shell_words as words
from scenes.seating_plan import MAX_SEED_DIGITS, TYPED_NAME


class DialogLayout:
    """Builds the dialog's buttons and text entries (and the captions and notes between them)."""

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
        y = self.caption(words.s("new-game-mode"), right.x, right.y)
        if options:
            y = self.build_modes(right.x, y, right.width, stacked=False)
            y = self.note(self.mode_description(self.mode), right.x, y, right.width, 16, 2) + 10
            y = self.build_compact_options(right.x, y, right.width) + 4
            if self.large:  # large text: the seed joins the buttons' row, as in the seating layout
                self.build_buttons()
                rules = self._button_rect("rules")
                self.build_seed(rules.right + 16, rules.y, rules.right + 16, caption=False, height=rules.height)
                return
        else:
            y = self.build_modes(right.x, y, right.width, stacked=True)
            y = self.note(self.mode_description(self.mode), right.x, y + 2, right.width, 17) + \
                (22 if not self.large else 12)
        self.build_seed(right.x, y, right.right)
        self.build_buttons()

    # ------------------------------------------------------------------ the game's declarations, said
    def mode_title(self, mode) -> str:
        return declared(mode.title, self.game.id, "mode", mode.id)

    def mode_description(self, mode_id: str) -> str:
        return declared(self.game.mode(mode_id).description, self.game.id, "mode", mode_id, "description")

    def option_title(self, opt) -> str:
        return declared(opt.title, self.game.id, "option", opt.key)

    def option_description(self, opt) -> str:
        return declared(opt.description, self.game.id, "option", opt.key, "description") if opt.description else ""

    def group_title(self, group: str) -> str:
        """An option group's caption: the game's message ``<game>-group-<group>``, else its name."""
        return declared(group.replace("_", " ").capitalize(), self.game.id, "group", group)

    def option_tip(self, opt) -> str | None:
        """An option's tooltip: what the game's words say of it, if they do (``option_tip(data, mode,
        key)`` in its words module: what each choice asks, say), else the option's description."""
        say = getattr(self.game.entry.words, "option_tip", None)
        tip = say(self.game.load_data(), self.mode, opt.key) if say is not None else None
        return tip or self.option_description(opt) or None

    def build_compact_options(self, x: int, y: int, width: int) -> int:
        """The mode's options in little room: a choice is one button that steps through its choices
        (shown by their labels), bool options are toggles (an option group's under its name)."""
        assets = self.app.assets
        h = self.segment_h()
        rows: list[tuple[str, list]] = []
        for opt in self.game.mode(self.mode).options:
            if opt.kind == "choice":
                rows.append((self.option_title(opt), [opt]))
            else:
                title = self.group_title(opt.group) if opt.group else words.s("new-game-options")
                if rows and rows[-1][0] == title and rows[-1][1][0].kind == "bool":
                    rows[-1][1].append(opt)
                else:
                    rows.append((title, [opt]))
        for title, opts in rows:  # each row's caption on its first line, the buttons after it
            self.caption(title, x, y + (h - assets.font("bold", 14).get_linesize()) // 2)
            bx = x + assets.font("bold", 14).size(title.upper())[0] + 16
            if opts[0].kind == "choice":
                opt = opts[0]
                widest = max(assets.font("bold", 17).size(self.option_label(opt, c))[0] for c in opt.choices)
                w = min(x + width - bx, widest + 60)
                self.option_cyclers[opt.key] = self.button(
                    (bx, y, w, h), self.option_label(opt, self.plan.options.get(opt.key, opt.default)),
                    lambda o=opt: self.step_option(o), style="segment", object_id=f"option_{opt.key}",
                    tooltip=self.option_tip(opt))
                y += h + 10
                continue
            cx = bx
            for opt in opts:
                title = self.option_title(opt)
                w = max(70, assets.font("bold", 17).size(title)[0] + 36)
                if cx > bx and cx + w > x + width:
                    cx, y = bx, y + h + 6
                self.option_buttons[(opt.key, True)] = self.button(
                    (cx, y, w, h), title, lambda k=opt.key: self.choose_option(k, not self.plan.options.get(k)),
                    style="segment", object_id=f"option_{opt.key}_toggle", tooltip=self.option_tip(opt))
                cx += w + 8
            y += h + 10
        return y

    def build_seating(self) -> None:
        """Several seats: modes, players and options on the left; the seats and the seed on the right."""
        assets = self.app.assets
        self.panel = p = pygame.Rect(90, 206, 1100, 490) if not self.large else pygame.Rect(40, 196, 1200, 514)
        lw = 340 if not self.large else 380
        lx, top = p.x + 28, p.y + 22
        self.divider_x = lx + lw + 22
        y = self.caption(words.s("new-game-mode"), lx, top)
        y = self.build_modes(lx, y, lw, stacked=True)
        if not self.large:
            y = self.note(self.mode_description(self.mode), lx, y + 2, lw, 16, 4)
        y += 16
        plan = self.plan
        counts = list(plan.counts)
        if len(counts) > 1:
            y = self.caption(words.s("new-game-players"), lx, y)
            h = self.segment_h()
            w = max(56, assets.font("bold", 17).size("4")[0] + 36)
            for i, n in enumerate(counts):
                self.count_buttons[n] = self.button((lx + i * (w + 8), y, w, h), str(n),
                                                    lambda n=n: self.choose_count(n), style="segment",
                                                    object_id=f"players_{n}", tooltip=words.players(n))
            y += h + 16
        for opt in self.game.mode(self.mode).options:
            y = self.caption(self.option_title(opt), lx, y)
            h = self.segment_h()
            values = [(v, self.option_label(opt, v)) for v in ((False, True) if opt.kind == "bool" else opt.choices)]
            x = lx
            for value, text in values:
                w = max(70, assets.font("bold", 17).size(text)[0] + 36)
                if x > lx and x + w > lx + lw:  # long labels wrap onto a second row
                    x, y = lx, y + h + 6
                self.option_buttons[(opt.key, value)] = self.button(
                    (x, y, w, h), text, lambda k=opt.key, v=value: self.choose_option(k, v), style="segment",
                    object_id=f"option_{opt.key}_{str(value).lower()}", tooltip=self.option_tip(opt))
                x += w + 8
            y += h + 6
            if opt.description and not self.large:
                y = self.note(self.option_description(opt), lx, y, lw, 15, 2)
            y += 10

        # the seats
        rx = self.divider_x + 22
        rw = p.right - 28 - rx
        y = self.caption(words.s("new-game-seats"), rx, top)
        row_h = max(44, assets.font("body", 18).get_linesize() + 16)
        gap = 10 if not self.large else 6
        badge = row_h
        name_w = 190 if not self.large else 230
        choices = plan.controller_choices()
        seg_x = rx + badge + 10 + name_w + 12
        avail = rx + rw - seg_x
        # each choice as wide as its label, the room left shared out evenly (five choices fit side by side)
        needs = [assets.font("bold", 17).size(t)[0] + 20 for _, t, _ in choices]
        spare = avail - 6 * (len(choices) - 1) - sum(needs)
        cycle = spare < 0
        widths = [n + spare // len(choices) for n in needs]
        for seat in range(plan.count):
            row = pygame.Rect(rx, y, rw, row_h)
            self.seat_rows.append(row)
            entry = gui.elements.UITextEntryLine(pygame.Rect(rx + badge + 10, y, name_w, row_h),
                                                        manager=self.app.ui,
                                                        object_id=gui.core.ObjectID(object_id=f"#name_{seat}"))
            entry.set_text_length_limit(TYPED_NAME)
            entry.set_text(plan.shown_name(seat))
            self.name_entries.append(entry)
            if cycle:
                self.seat_buttons[(seat, None)] = self.button(
                    (seg_x, y, avail, row_h), "", lambda s=seat: self.cycle_controller(s), style="segment",
                    object_id=f"seat_{seat}", tooltip=words.s("new-game-seat-cycle-tip"))
            else:
                x = seg_x
                for (key, title, tip), w in zip(choices, widths):
                    self.seat_buttons[(seat, key)] = self.button(
                        (x, y, w, row_h), title,
                        lambda s=seat, c=key: self.choose_controller(s, c), style="segment",
                        object_id=f"seat_{seat}_{key}", tooltip=tip)
                    x += w + 6
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

    def build_modes(self, x: int, y: int, width: int, stacked: bool) -> int:
        h = self.segment_h()
        modes = self.game.modes
        w = width if stacked else (width - 8 * (len(modes) - 1)) // len(modes)
        for i, mode in enumerate(modes):
            rect = (x, y, width, h) if stacked else (x + i * (w + 8), y, w, h)
            self.mode_buttons[mode.id] = self.button(rect, self.mode_title(mode), lambda m=mode.id: self.choose_mode(m),
                                                     style="segment", object_id=f"mode_{mode.id}",
                                                     tooltip=None if stacked else self.mode_description(mode.id))
            if stacked:
                y += h + 8
        return y if stacked else y + h + 8

    def build_seed(self, x: int, y: int, right: int, caption: bool = True, height: int | None = None) -> None:
        assets = self.app.assets
        self.seed_x = x
        self.seed_right = right
        self.seed_captioned = caption
        if caption:
            y = self.caption(words.s("new-game-seed"), x, y)
        eh = height or max(42, assets.font("body", 20).get_linesize() + 16)
        ew = max(250, assets.font("body", 20).size("0" * 12)[0] + 40)
        self.entry = gui.elements.UITextEntryLine(pygame.Rect(x, y, ew, eh), manager=self.app.ui,
                                                         object_id=gui.core.ObjectID(object_id="#seed_entry"))
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
        start, back, rules = words.s("new-game-start"), words.s("back"), words.s("new-game-read-rules")
        bw = self.button_w(start, 170)
        self.start_button = self.button((p.right - 32 - bw, by, bw, bh), start, self.start, style="primary",
                                        object_id="start")
        back_w = self.button_w(back, 140)
        self.button((p.right - 32 - bw - 14 - back_w, by, back_w, bh), back, self.back, style="quiet",
                    object_id="back")
        self.button((rules_x if rules_x is not None else p.x + 24, by, self.button_w(rules, 200), bh),
                    rules, self.open_rules,
                    style="quiet", object_id="rules", tooltip=words.HOW_TO_PLAY.format(title=self.game.title))
