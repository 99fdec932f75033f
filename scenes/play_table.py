"""The play scene of a table written as a component (scenes/kit/table.py): it holds the game's
table and calls its hooks, where a table written as a play scene subclass overrides them.

Everything the shell does (turns, saving, the toolbar, the curtain, the coach, the log, the
door to the rules) is :class:`~scenes.play.PlayScene`'s; this class only hands the table's hooks
on, so that the table's own class chain is short and holds nothing of the shell.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.kit import overlay
from scenes.play import PlayScene

if TYPE_CHECKING:
    from scenes.kit.table import TableBase


class TableScene(PlayScene):
    """The play scene holding ``table``, a :class:`scenes.kit.table.TableBase` made for this scene."""

    table: TableBase  # the game's table (None only while the shell is being set up)

    def __init__(self, app, session, replay: bool = False, *, table: type[TableBase]):
        if table.log_rect is not None:  # the shell's panels stand where the table says
            self.log_rect = pygame.Rect(table.log_rect)
        if table.suggestion_rect is not None:
            self.suggestion_rect = pygame.Rect(table.suggestion_rect)
        self.log_lines_are_pure = table.log_lines_are_pure
        self.name = table.name
        self.table = None  # type: ignore[assignment]  # (set once the shell stands: the table is made for a scene that is whole)
        super().__init__(app, session, replay)
        self.table = table(self)
        self.refresh(animate=False)

    @property
    def buttons(self):
        """The game's own buttons: the table's."""
        return self.table.buttons if self.table is not None else []

    @buttons.setter
    def buttons(self, value) -> None:
        if value:
            raise AttributeError("a table's buttons are the table's own (table.buttons)")

    # ------------------------------------------------------------------ the hooks, handed on
    def draw_scene(self, surface: pygame.Surface) -> None:
        self.table.draw_scene(surface)

    def build_hotspots(self):
        return self.table.build_hotspots() if self.table is not None else []

    def refresh_buttons(self) -> None:
        if self.table is not None:
            self.table.refresh_buttons()

    def drop_targets(self, payload):
        return self.table.drop_targets(payload)

    def drop(self, payload, target, pos):
        return self.table.drop(payload, target, pos)

    def drag_image(self, spot):
        return self.table.drag_image(spot)

    def on_view_changed(self, old, new, cause: str, events: list, animate: bool) -> None:
        if self.table is not None:
            self.table.on_view_changed(old, new, cause, events, animate)

    def update_animations(self, dt: float) -> bool:
        return self.table.update_animations(dt)

    def holding(self) -> bool:
        return self.table is not None and self.table.holding()

    def handle_board_event(self, event) -> None:
        self.table.handle_board_event(event)

    def cancel_selection(self) -> bool:
        return self.table.cancel_selection()

    def on_hover(self, spot) -> None:
        self.table.on_hover(spot)

    def on_suggestion(self, action) -> None:
        self.table.on_suggestion(action)

    def before_suggested_action(self, action) -> None:
        self.table.before_suggested_action(action)

    def event_markup(self, event, viewer: int | None = -2) -> str:
        return self.table.event_markup(event, viewer)

    def log_markup(self) -> list[str]:
        own = self.table.log_markup() if self.table is not None else None
        return own if own is not None else super().log_markup()

    def note_markup(self, seat: int, note: str) -> str:
        return self.table.note_markup(seat, note)

    def describe_action(self, action) -> str:
        return self.table.describe_action(action)

    def suggestion_keys(self):
        return self.table.suggestion_keys() if self.table is not None else set()

    def sprites_to_prefetch(self) -> list[str]:
        return self.table.sprites_to_prefetch()

    def prompt(self) -> str:
        return self.table.prompt()

    # ------------------------------------------------------------------ the shell's, with the table's say
    def handle_event(self, event) -> None:
        if not self.table.intercept(event):
            super().handle_event(event)

    def all_buttons(self):
        own = self.table.dialog_buttons() if self.table is not None else None
        return own if own is not None else super().all_buttons()

    def add_overlays(self, stack: overlay.OverlayStack) -> None:
        super().add_overlays(stack)
        self.table.add_overlays(stack)

    def tooltip_shown(self) -> bool:
        return super().tooltip_shown() and self.table.tooltip_allowed()

    def settings_changed(self) -> None:
        super().settings_changed()
        self.table.settings_changed()


__all__ = ["TableScene"]
