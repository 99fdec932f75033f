"""Die of the Dead's action panel: the buttons of the phase at hand (greyed with the rules' reason),
the cash-in of tokens, and where a suggestion points.
"""
from __future__ import annotations

import pygame

from game.rules.dotd.actions import (
    Ascend, CashTokens, CityDie, Discard, Draft, FinishScoring, KeepFace, Land, Move, OFRENDA as SRC_OFRENDA, Open,
    PREP_BOARD, Pass, Pay, Place, Retune, SUPPLY as SRC_SUPPLY, ScoreSection, SetFace, Skull, Swap, TakeToken,
)
from game.rules.dotd.components import ITEMS, PREP
from game.rules.dotd import words as W
from game.rules.dotd.words import cap
from scenes.dotd.layout import ACTIONS, HAND, PROMPT, R, RETUNE_CAPTION
from scenes.dotd.pieces import die_sprite
from scenes.widgets import text as T
from scenes.widgets.button import Button

REASON_UNDER = 26  # the height of a greyed button's reason under it: two small lines
REASON_FLOOR = 9  # a greyed button's reason's least size (scenes/dotd/drawing.py sets it)


class ActionPanel:
    """The action panel's buttons (held by the table ``t`` as ``panel``): it makes the table's
    ``buttons`` for the phase at hand, cashes tokens in, and says where a suggestion points."""

    def __init__(self, t) -> None:
        self.t = t
        self.token_rows: list[tuple[str, int]] = []  # retuning: (token, y) of each row of values

    # ------------------------------------------------------------------ the action panel's buttons
    def refresh(self) -> None:
        self.t.buttons = []
        phase = self.t.my_phase()
        if phase is None:
            return
        v = self.t.view
        me = self.t.me(v)
        specs = []  # (name, label, icon, action or callable, enabled, reason, style)

        def act(name, label, icon, action, style="normal"):
            reason = self.t.why_illegal(action)
            specs.append((name, label, icon, lambda a=action: self.t.propose(a), reason is None, reason, style))

        item = v.open_item
        if phase in ("open", "act"):
            if phase == "act":
                act("take_token", W.take_token_label(item), f"dotd/icon_{item}.png",
                    TakeToken())
                if not self.t.solo:
                    act("ascend", W.s("dotd-t-ascend-one-step"), "dotd/icon_step.png", Ascend())
                act("pass", W.s("dotd-t-pass"), None, Pass())
            if me.tokens[0] > 0 or self.t.swapping is not None:
                reason = self.t.why_illegal(Swap(0, 1))
                if self.t.swapping is not None:
                    specs.append(("swap", W.s("dotd-t-cancel-the-swap"), "dotd/icon_candle.png", self.t.cancel_selection, True,
                                  None, "ghost"))
                else:
                    specs.append(("swap", W.s("dotd-t-swap-two-caskets"), "dotd/icon_candle.png", self.t.input.start_swap, reason is None,
                                  reason, "normal"))
        elif phase == "retune":
            legal = [a for a in self.t.legal_actions() if isinstance(a, Retune)]
            d = v.drafted
            for a in legal:
                specs.append((f"retune_{a.token}_{a.face}", str(a.face),
                              die_sprite(d.colour, d.power, a.face, self.t.cb) if d else None,
                              lambda a=a: self.t.propose(a), True, None, "normal"))
            keep = W.keep_label(d.face if d is not None else None)
            specs.append(("keep_face", keep, die_sprite(d.colour, d.power, d.face, self.t.cb) if d else None,
                          lambda: self.t.propose(KeepFace()), True, None, "primary"))
        elif phase == "city":
            for a in self.t.legal_actions():
                if isinstance(a, CityDie):
                    power = any(d.power for d in v.city if d.colour == a.colour)
                    specs.append((f"city_{a.colour}", cap(self.t.plain.colour(a.colour)), die_sprite(a.colour, power, 5, self.t.cb),
                                  lambda a=a: self.t.propose(a), True, None, "normal"))
        elif phase == "discard":
            for i, n in enumerate(me.tokens):
                if n:
                    act(f"discard_{ITEMS[i]}", W.discard_label(ITEMS[i]), f"dotd/token_{ITEMS[i]}.png", Discard(ITEMS[i]))
        elif phase == "score":
            for section in me.sections:
                if section.pending:
                    result = v.section_result(self.t.seat, ITEMS.index(section.item))
                    steps = result.steps if result is not None else 0
                    act(f"score_{section.item}", W.score_label(W.item_plural(section.item), steps),
                        f"dotd/icon_{section.item}.png", ScoreSection(section.item), style="primary")
            act("finish", W.s("dotd-t-finish-scoring"), None, FinishScoring())
        elif phase == "land":
            squares = self.t.data.steps[v.landing - 1]
            for sq, kind in enumerate(squares):
                label = {"skull": W.s("dotd-t-skull"), "face": W.s("dotd-t-any-face"), "blank": W.s("dotd-t-blank")}.get(kind) or W.token_title(kind)
                act(f"land_{sq}", label, f"dotd/square_{kind}.png", Land(sq))
        elif phase == "face" and self.t.face_space is not None:
            d = me.prep[self.t.face_space]
            for f in range(1, 7):
                if d is not None and f != d.face:
                    act(f"face_{f}", str(f), die_sprite(d.colour, False, f, self.t.cb), SetFace(self.t.face_space, f))
        self.place_buttons(phase, specs)
        if phase == "score":
            marks = self.cash_choice()
            reason = None if marks is not None else self.cash_refusal()
            label = W.cash_label(dict(self.t.data.cash).get(len(marks.tokens), 0) if marks is not None else None)
            self.t.buttons.append(Button((HAND.x + 262, HAND.y + 34, 106, 30), label, "dotd/icon_step.png",
                                       self.cash_in, W.cash_tip(reason), enabled=reason is None or
                                       self.cash_options() != [], size=13, name="cash",
                                       style="primary" if marks is not None else "normal"))
        if self.t.selected is not None:
            self.t.buttons.append(Button((PROMPT.right - 128, PROMPT.y + 6, 120, PROMPT.h - 12), W.s("dotd-t-put-it-down"), None,
                                       self.t.cancel_selection, W.s("dotd-t-let-go-of-the-die-you"), size=14,
                                       style="ghost", name="put_down"))
        self.t.app.dirty = True

    def place_buttons(self, phase: str, specs) -> None:
        """Lay the phase's buttons out in the action panel (reasons beside them when they fit)."""
        if not specs:
            return
        left, width = ACTIONS.x + 14, ACTIONS.w - 28
        self.token_rows = []
        if phase == "retune":  # a row of values per token (its name and what it does beside), then keep
            y = ACTIONS.y + 56
            for token in ("bread", "incense"):
                row = [s for s in specs if s[0].startswith(f"retune_{token}_")]
                if not row:
                    continue
                self.token_rows.append((token, y))
                for k, s in enumerate(row):
                    self.add_button(s, R(left + RETUNE_CAPTION + k * 50, y, 46, 34))
                y += 42
            keep = [s for s in specs if s[0] == "keep_face"]
            if keep:
                self.add_button(keep[0], R(left, ACTIONS.bottom - 38, 190, 32))
            return
        if phase in ("face", "city") and any(s[1].isdigit() or s[0].startswith("city_") for s in specs):
            small = [s for s in specs if s[0] != "keep_face"]
            y = ACTIONS.y + 84
            x = left
            for s in small:
                w = 52 if s[1].isdigit() else 86
                if x + w > left + width:
                    x, y = left, y + 42
                self.add_button(s, R(x, y, w, 36))
                x += w + 6
            keep = [s for s in specs if s[0] == "keep_face"]
            if keep:
                self.add_button(keep[0], R(left, ACTIONS.bottom - 44, 190, 36))
            return
        n = len(specs)
        if n <= 3:  # one a row, the reason beside a greyed one (narrower buttons leave it two lines)
            step, h = (38, 30) if n == 3 else (44, 36)
            bw = 170 if any(not s[4] and s[5] for s in specs) else 190
            top = ACTIONS.bottom - 10 - n * step + (step - h)
            for i, s in enumerate(specs):
                self.add_button(s, R(left, top + i * step, bw, h), "beside", step)
            return
        bw, h = (width - 10) // 2, 28  # two a row, the reason under a greyed one (a row with one is taller)
        rows = [specs[i:i + 2] for i in range(0, n, 2)]
        under = [self.reason_under(row, bw - 4) if any(not s[4] and s[5] for s in row) else 0 for row in rows]
        gap = 4
        if max(under) > REASON_UNDER:  # a longer language's reasons: lower buttons and closer rows leave
            h, gap = 24, 1  # the panel's line its room
        pitch = [h + (u + gap if u else 8) for u in under]
        y = ACTIONS.bottom - 4 - sum(pitch)
        for row, p in zip(rows, pitch):
            for c, s in enumerate(row):
                self.add_button(s, R(left + c * (bw + 10), y, bw, h), "under", p - h - gap)
            y += p

    def reason_under(self, row: list, width: int) -> int:
        """The height of the reasons under a row of greyed buttons: two small lines, or as many more as
        a longer language needs at the reasons' least size, set close (rather than set them smaller still)."""
        tallest = max((T.render_rich(self.t.assets, T.escape(s[5]), width, size=REASON_FLOOR, role="italic",
                                     line_gap=0).get_height() for s in row if not s[4] and s[5]), default=0)
        return max(REASON_UNDER, tallest)

    def add_button(self, spec, rect: pygame.Rect, reason_at: str | None = None, room: int = 0) -> None:
        """A button of the panel; ``reason_at`` (beside or under) and the ``room`` (height) of the
        reason shown with it when it is greyed."""
        name, label, icon, fn, enabled, reason, style = spec
        tip = W.button_refusal(label, reason) if reason else ""
        b = Button(rect, label, icon, fn, tip, style=style, enabled=enabled, size=13 if rect.w < 190 else 14,
                   name=name)
        b.reason = reason if reason_at else None
        b.reason_at = reason_at
        b.reason_room = room
        self.t.buttons.append(b)

    def cash_options(self) -> list:
        return [a for a in self.t.legal_actions() if isinstance(a, CashTokens)]

    def cash_choice(self):
        """The cash-in the marked tokens make, if they make one."""
        if not self.t.cash_marks:
            return None
        act = CashTokens(tuple(self.t.cash_marks))
        return act if self.t.legal(act) else None

    def cash_refusal(self) -> str | None:
        options = self.cash_options()
        if options:
            if self.t.cash_marks:
                return self.t.why_illegal(CashTokens(tuple(self.t.cash_marks)))
            return None
        kinds = sum(1 for n in self.t.me().tokens if n)
        if not self.t.view.state.cash_ok:
            return self.t.why_illegal(CashTokens(("candle", "marigold", "bread"))) or W.s("dotd-t-not-now")
        return W.cash_refusal(kinds)

    def cash_in(self) -> None:
        marked = self.cash_choice()
        if marked is not None:
            self.t.propose(marked)
            return
        options = self.cash_options()
        if not options:
            self.t.refuse(self.cash_refusal() or W.s("dotd-t-not-now"), self.t.pointer)
            return
        if len(options) == 1:
            self.t.propose(options[0])
            return
        self.t.input.ask(W.s("dotd-t-discard-tokens-for-steps"), W.s("dotd-t-three-tokens-of-different-kinds-climb"),
                  [(self.t.game.describe_action(a, self.t.view, self.t.plain), "dotd/icon_step.png", a) for a in options])

    # ------------------------------------------------------------------ suggestions
    def suggestion_keys(self) -> set:
        if self.t.suggestion is None:
            return set()
        a = self.t.suggestion[0]
        keys: set = set()
        v = self.t.view
        if isinstance(a, Draft):
            for c in v.caskets:
                for d in c.inside:
                    if (d.colour, d.power, d.face) == (a.colour, a.power, a.face) and c.open:
                        keys.add(("cdie", d.id))
                        break
            keys.add(("prepboard",) if a.cell == PREP else ("cell", a.cell))
        elif isinstance(a, Move):
            keys |= {("prep", a.space), ("cell", a.cell)}
        elif isinstance(a, Pay):
            keys.add(("casket", a.casket))
            if a.source == PREP_BOARD:
                keys.add(("prep", a.spot))
            elif a.source == SRC_OFRENDA:
                keys.add(("cell", a.spot))
            elif a.source == SRC_SUPPLY:
                keys.add(("supply", a.colour, a.power))
            else:
                keys |= {("citydie", d.id) for d in v.city if d.colour == a.colour and d.power == a.power}
        elif isinstance(a, (Open,)):
            keys.add(("casket", a.casket))
        elif isinstance(a, Place):
            keys.add(("casket", a.casket))
        elif isinstance(a, Land):
            keys.add(("square", v.landing, a.square))
        elif isinstance(a, Skull):
            keys.add(("prep", a.spot) if a.board == PREP_BOARD else ("cell", a.spot))
        elif isinstance(a, SetFace):
            keys.add(("prep", a.space))
        elif isinstance(a, ScoreSection):
            keys.add(("caption", a.section))
        elif isinstance(a, Swap):
            keys |= {("casket", a.first), ("casket", a.second)}
        return keys

    def on_suggestion(self, action) -> None:
        names = {TakeToken: "take_token", Ascend: "ascend", Pass: "pass", KeepFace: "keep_face",
                 FinishScoring: "finish", CashTokens: "cash"}
        want = names.get(type(action))
        if isinstance(action, Retune):
            want = f"retune_{action.token}_{action.face}"
        elif isinstance(action, ScoreSection):
            want = f"score_{action.section}"
        elif isinstance(action, Land):
            want = f"land_{action.square}"
        elif isinstance(action, CityDie):
            want = f"city_{action.colour}"
        elif isinstance(action, Discard):
            want = f"discard_{action.token}"
        for b in self.t.buttons:
            b.highlight = b.name == want
        self.t.app.dirty = True

    def before_suggested_action(self, action) -> None:
        for b in self.t.buttons:
            b.highlight = False
