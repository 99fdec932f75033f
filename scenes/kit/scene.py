"""What every table built from the kit shares, written once: a mixin of the table's scene.

A game's table lists :class:`KitTable` just before ``PlayScene`` among its bases and names its words
classes (``markup_words``, ``plain_words``). It gets the game's data and words, the overlays drawn in
the kit's order (``overlay``) with room for one dialog, a dialog's input, its cached layers dropped
when a setting changes, and the prompt's first lines (the beat being told,
the game over, a replay; the coach's line while a guided game waits for Next).
"""
from __future__ import annotations

from functools import cached_property, wraps
from typing import TYPE_CHECKING, Callable

import pygame

from scenes import shell_words
from scenes.kit import overlay
from scenes.kit.telling import Choreography, Storyboard
from scenes.widgets.button import route_to_buttons
from scenes.widgets.drag import bubble
from scenes.widgets.layers import CachedLayer, RegionLayer

if TYPE_CHECKING:  # a mixin of PlayScene: checked as one (at run time it stands on object alone)
    from scenes.play import PlayScene as _Table
else:
    _Table = object


class KitTable(_Table):
    """The table's shared jobs (a mixin: it reads ``session``, ``view``, ``drag``, ``tooltip``...)."""

    markup_words: Callable | None = None  # the game's markup for log lines, made from the data: ``fmt``
    plain_words: Callable | None = None  # the game's plain sentences, made from the data: ``plain``
    dialog_hides_tooltip = False  # no tooltip while the table's dialog is open
    slide_seconds = 0.42  # how long a piece takes to slide to its new place
    caption: str | None  # the beat being told's line (a table with a storyboard keeps it; no default)

    def __init_subclass__(cls, **kwargs):
        """The table's own ``prompt`` gives way to the coach's line while a guided game waits for
        Next (``coach_prompt``): one hook for every table, whatever its prompt says of the turn."""
        super().__init_subclass__(**kwargs)
        own = getattr(cls, "prompt", None)
        if own is None or getattr(own, "coached", False):
            return

        @wraps(own)
        def prompt(self) -> str:
            held = self.coach.prompt()
            return own(self) if held is None else held
        setattr(prompt, "coached", True)
        setattr(cls, "prompt", prompt)

    @cached_property
    def choreo(self) -> Choreography:
        """The pieces' slides, flips and effects, at the player's animation speed."""
        return Choreography(lambda: self.anim_speed(), duration=self.slide_seconds)

    @cached_property
    def story(self) -> Storyboard:
        """A move told beat by beat, at the player's animation speed."""
        return Storyboard(lambda: self.anim_speed())

    @property
    def data(self):
        return self.session.data

    @cached_property
    def fmt(self):
        if self.markup_words is None:
            raise TypeError(f"{type(self).__name__} names no markup_words")
        return self.markup_words(self.data)

    @cached_property
    def plain(self):
        if self.plain_words is None:
            raise TypeError(f"{type(self).__name__} names no plain_words")
        return self.plain_words(self.data)

    @property
    def solo(self) -> bool:
        return self.session.setup.players == 1

    # ------------------------------------------------------------------ over the table
    def dialog(self) -> overlay.Overlay | None:
        """The dialog open over the table (a chooser, a question, a sheet), if any."""
        return None

    def add_overlays(self, stack: overlay.OverlayStack) -> None:
        """The shell's overlays (the dragged piece, tooltip, refusal, pause menu), and the table's
        dialog at its own rank."""
        super().add_overlays(stack)
        held = self.held_preview()
        if held is not None:
            target, lines = held
            where = (target.rect.right - 18, target.rect.bottom - 28)
            stack.add(overlay.TOOLTIP, "preview", lambda s: setattr(
                self, "_preview_rect", bubble(s, self.app.assets, target.hint, where, True, 1.0, lines)),
                lambda: getattr(self, "_preview_rect", None))
        dialog = self.dialog()
        if dialog is not None:
            stack.add(dialog.rank, dialog.name, dialog.draw, dialog.rect)

    def tooltip_shown(self) -> bool:
        """No tooltip over the table's dialog: none at all while it is open if the table says so,
        else none that would lie over it; none where a held piece's preview shows."""
        if not super().tooltip_shown():  # (the play scene's own rules: a refusal read, the coach)
            return False
        if self.held_preview() is not None:
            return False
        dialog = self.dialog()
        if dialog is None:
            return True
        if self.dialog_hides_tooltip:
            return False
        where, tip = dialog.rect() if dialog.rect is not None else None, self.tooltip.rect()
        return where is None or tip is None or not tip.colliderect(where)

    def dialog_event(self, event, buttons) -> bool:
        """``event`` while a dialog with ``buttons`` is open (and neither the pause menu nor the
        curtain over it): Esc cancels, the pointer goes to its buttons. Whether it was used."""
        if self.menu is not None or self.curtain is not None:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel_selection()
            self.app.dirty = True
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            self.pointer = event.pos
            route_to_buttons(buttons, event, lambda b: self.play_sound("ui_click"))
            self.app.dirty = True
            return True
        return False

    # ------------------------------------------------------------------ what a move would score
    def move_preview(self, action) -> list[str] | None:
        """What ``action`` would score for the seat on screen and why, a line each, from the game's
        rules (``None``: the game previews no such move); worked out once per view."""
        if self.replay or self.session.is_over:
            return None
        stamp = (self._version, self.seat)
        kept = self.__dict__.get("_previews")
        if kept is None or kept[0] != stamp:
            kept = self.__dict__["_previews"] = (stamp, {})
        if action not in kept[1]:
            kept[1][action] = self.session.game.preview_lines(action, self.view)  # (plain words: a bubble)
        return kept[1][action]

    def held_payload(self):
        """The payload of a piece picked up by a click, waiting for the click on its place (``None``:
        nothing held; a table with click-then-place says what it holds)."""
        return None

    def held_preview(self):
        """The legal place under the pointer for the piece held by a click, with what dropping it there
        would score (``(target, lines)``), or ``None``."""
        payload = self.held_payload()
        if payload is None or self.drag.active or self.menu is not None or not self.table_has_pointer():
            return None
        stamp = (self._version, self.seat, payload)
        kept = self.__dict__.get("_held_targets")
        if kept is None or kept[0] != stamp:
            kept = self.__dict__["_held_targets"] = (stamp, self.drop_targets(payload))
        target = next((t for t in reversed(kept[1]) if t.legal and t.contains(self.pointer)), None)
        lines = target.told() if target is not None else None
        return (target, lines) if lines else None

    def table_has_pointer(self) -> bool:
        """Whether the pointer is on the table (not under the curtain, a dialog or the coach)."""
        return self.curtain is None and self.dialog() is None

    def standing_prompt(self, over: str) -> str | None:
        """The prompt's line before any move of the seat: the beat being told (while the storyboard
        plays), ``over`` once the game is over, the replay's line; else None."""
        if self.story.playing:
            return self.caption or ""
        if self.session.is_over:
            return over
        if self.replay:
            return shell_words.REPLAY_PROMPT
        return None

    def settings_changed(self) -> None:
        """A setting changed (text size, contrast...): every cached layer of the table repaints."""
        super().settings_changed()
        for layer in list(vars(self).values()):
            if isinstance(layer, (CachedLayer, RegionLayer)):
                layer.invalidate()


def once_per_view(method):
    """A table's method (no arguments) worked out once per view and seat on screen: its answer is
    kept until either changes."""
    name = f"_kept_{method.__name__}"

    @wraps(method)
    def kept(self):
        stamp = (self._version, self.seat)
        memo = self.__dict__.get(name)
        if memo is None or memo[0] != stamp:
            memo = self.__dict__[name] = (stamp, method(self))
        return memo[1]
    return kept


__all__ = ["KitTable", "once_per_view"]
