"""Modal dialogs shared by every scene: confirm, message, choice. Styled like the menus.

A dialog dims whatever is on screen and takes every input event until the player picks one of
its buttons (or presses Esc / Enter). The scene underneath keeps its state and its UI: the
dialog lives in the app's separate dialog UI layer, so nothing below is rebuilt.

    from scenes.dialogs import confirm, message
    confirm(app, "Delete this save?", "It cannot be undone.", on_confirm=do_it,
            confirm_text="Delete", danger=True)
    message(app, "Saved", "Your game was saved as ofrenda-2025.json.")

Callbacks run after the dialog has closed, so they may open another dialog or switch scenes.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game.text import Msg, say
from scenes import gui
from scenes.assets import PALETTE
from scenes.backdrop import blit_panel, ornament, title_surface
from scenes.shell_words import s
from scenes.widgets.shell_button import ShellButtons


@dataclass
class DialogButton:
    text: "str | Msg"  # (a message is said in the reader's language when the dialog opens)
    action: Callable[[], None] | None = None
    style: str | None = None  # None, "primary", "danger", "quiet"


class Dialog:
    """A modal box with a title, a message and a row of buttons.

    ``escape`` and ``enter`` are indexes into ``buttons`` for the Esc and Enter keys (None: key ignored).
    """

    def __init__(self, app, title: str, message: str, buttons: list[DialogButton], *, escape: int | None = None,
                 enter: int | None = None, tone: str = "info", width: int = 580):
        self.app = app
        self.title = title
        self.message = message
        self.buttons = buttons
        self.escape = escape
        self.enter = enter
        self.tone = tone
        self.width = width
        self.elements: list = []
        self.button_elements: list = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.button_top = 0
        self.closed = False
        self._lines: list[str] = []
        self.row = None  # the buttons (scenes/widgets/shell_button.py), made by _build
        self._veil: pygame.Surface | None = None
        self.extra_h = 0  # room a subclass keeps above the buttons (a text entry)

    # ------------------------------------------------------------------ life cycle
    def open(self) -> "Dialog":
        self.app.open_dialog(self)
        self._build()
        return self

    def _build(self) -> None:
        assets = self.app.assets
        s = assets.text_scale
        px = assets.px
        width = min(1180, round(self.width * min(s, 1.6)))
        pad = px(30)
        self._lines = assets.wrap(say(self.message), "body", 19, width - pad * 2)
        line_h = assets.font("body", 19).get_linesize()
        title_h = round(min(56, px(38)) * 1.45)
        bh = max(48, assets.font("bold", 20).get_linesize() + 22)
        height = pad + title_h + px(10) + line_h * len(self._lines) + px(28) + self.extra_h + bh + pad
        height = min(700, height)
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = (640, 360)
        # button row, right-aligned like a desktop dialog (the default action last)
        font = assets.font("bold", 20)
        widths = [max(130, font.size(say(b.text))[0] + 52) for b in self.buttons]
        total = sum(widths) + px(12) * (len(widths) - 1)
        if total > width - pad * 2:  # long labels: shrink gaps, then stack
            widths = [min(w, (width - pad * 2 - px(8) * (len(widths) - 1)) // len(widths)) for w in widths]
            total = sum(widths) + px(8) * (len(widths) - 1)
        x = self.rect.right - pad - total
        y = self.rect.bottom - pad - bh
        self.button_top = y
        self.row = ShellButtons(self.app)
        for i, (b, w) in enumerate(zip(self.buttons, widths)):
            self.row.make((x, y, w, bh), say(b.text), lambda i=i: self.choose(i), style=b.style, object_id="dialog_button")
            x += w + px(12)
        self.button_elements = list(self.row)
        self.elements = []

    def kill(self) -> None:
        self.closed = True
        for el in self.elements:
            el.kill()
        if self.row is not None:
            self.row.clear()
        self.elements = []
        self.button_elements = []

    # ------------------------------------------------------------------ input
    def handle_event(self, event) -> bool:
        """The pointer for the dialog's buttons; True when the event was theirs."""
        return self.row.handle_event(event)

    def handle_key(self, event) -> None:
        if event.key == pygame.K_ESCAPE and self.escape is not None:
            self.choose(self.escape)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.enter is not None:
            self.choose(self.enter)

    def choose(self, index: int) -> None:
        if self.closed:
            return
        self.app.close_dialog(self)
        action = self.buttons[index].action
        if action is not None:
            action()

    def button_rect(self, text: str) -> pygame.Rect:
        """Where the button labelled ``text`` is, in logical pixels (tests click there)."""
        for b, el in zip(self.buttons, self.button_elements):
            if say(b.text) == say(text):
                return el.rect.copy()
        raise KeyError(text)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        if self._veil is None or self._veil.get_size() != surface.get_size():
            self._veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._veil.fill((6, 2, 14, 170))
        surface.blit(self._veil, (0, 0))
        accent = {"danger": PALETTE["pink"], "error": PALETTE["danger"]}.get(self.tone, PALETTE["marigold"])
        blit_panel(surface, self.rect, accent, radius=20, alpha=246)
        pad = assets.px(30)
        title = title_surface(assets, say(self.title), min(56, assets.px(38)), halo=False)
        if title.get_width() > self.rect.width - pad:
            scale = (self.rect.width - pad) / title.get_width()
            title = pygame.transform.smoothscale(title, (int(title.get_width() * scale), int(title.get_height() * scale)))
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + pad - assets.px(14))))
        title_h = round(min(56, assets.px(38)) * 1.45)
        orn = ornament(min(300, self.rect.width - 80), accent)
        surface.blit(orn, orn.get_rect(center=(self.rect.centerx, self.rect.y + pad + title_h - assets.px(6))))
        y = self.rect.y + pad + title_h + assets.px(10)
        line_h = assets.font("body", 19).get_linesize()
        for line in self._lines:
            if y + line_h > self.button_top - self.extra_h:
                break
            img = assets.text(line, "body", 19, PALETTE["bone"])
            surface.blit(img, img.get_rect(midtop=(self.rect.centerx, y)))
            y += line_h
        self.row.draw(surface)


class TextDialog(Dialog):
    """A dialog asking for a line of text (a name): ``on_ok(text)`` gets what was typed."""

    def __init__(self, app, title: str, message: str, text: str, on_ok: Callable[[str], None], *,
                 ok_text: str | None = None, cancel_text: str | None = None, max_length: int = 60):
        super().__init__(app, title, message, [DialogButton(cancel_text or s("dialog-cancel"), None, "quiet"),
                                               DialogButton(ok_text or s("dialog-ok"), self._ok, "primary")],
                         escape=0, enter=1)
        self.text = text
        self.on_ok = on_ok
        self.max_length = max_length
        self.entry = None

    def _build(self) -> None:
        assets = self.app.assets
        entry_h = max(40, assets.font("body", 20).get_linesize() + 16)
        self.extra_h = entry_h + assets.px(18)
        super()._build()
        pad = assets.px(30)
        rect = pygame.Rect(self.rect.x + pad, self.button_top - self.extra_h, self.rect.width - 2 * pad, entry_h)
        self.entry = gui.elements.UITextEntryLine(rect, manager=self.app.dialog_ui, initial_text=self.text)
        self.entry.set_text_length_limit(self.max_length)
        self.entry.focus()
        self.elements.append(self.entry)

    def handle_event(self, event) -> bool:
        if event.type == gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.choose(1)
            return True
        return super().handle_event(event)

    def choose(self, index: int) -> None:
        if self.entry is not None and not self.closed:
            self.text = self.entry.get_text()
        super().choose(index)

    def _ok(self) -> None:
        self.on_ok(self.text)


# ---------------------------------------------------------------------------------- helpers
def confirm(app, title: str, message: str, on_confirm: Callable[[], None], *, confirm_text: str | None = None,
            cancel_text: str | None = None, danger: bool = False,
            on_cancel: Callable[[], None] | None = None) -> Dialog:
    """Ask before doing something. Esc cancels; Enter confirms (except for dangerous actions). The
    buttons say OK and Cancel in the reader's language unless named."""
    buttons = [DialogButton(cancel_text or s("dialog-cancel"), on_cancel, "quiet"),
               DialogButton(confirm_text or s("dialog-ok"), on_confirm, "danger" if danger else "primary")]
    return Dialog(app, title, message, buttons, escape=0, enter=None if danger else 1,
                  tone="danger" if danger else "info").open()


def ask_text(app, title: str, message: str, text: str, on_ok: Callable[[str], None], *, ok_text: str | None = None,
             cancel_text: str | None = None, on_cancel: Callable[[], None] | None = None,
             max_length: int = 60) -> TextDialog:
    """Ask for a line of text, offering ``text`` to start from; Enter accepts, Esc cancels."""
    dialog = TextDialog(app, title, message, text, on_ok, ok_text=ok_text, cancel_text=cancel_text,
                        max_length=max_length)
    dialog.buttons[0].action = on_cancel
    return dialog.open()


def message(app, title: str, text: str, *, ok_text: str | None = None, on_ok: Callable[[], None] | None = None,
            error: bool = False) -> Dialog:
    """Tell the player something; Esc and Enter both close it."""
    return Dialog(app, title, text, [DialogButton(ok_text or s("dialog-ok"), on_ok, "primary")], escape=0, enter=0,
                  tone="error" if error else "info").open()


def choice(app, title: str, text: str, buttons: list[DialogButton], *, escape: int | None = 0,
           enter: int | None = None, error: bool = False) -> Dialog:
    """Offer several ways out (e.g. "Load the backup" / "Close")."""
    return Dialog(app, title, text, buttons, escape=escape, enter=enter, tone="error" if error else "info").open()
