"""The table hooks written as types: what a game's table (a component on the kit's
:class:`scenes.kit.table.TableBase`) fills in.

:class:`scenes.play.PlayScene` runs the table (the session, undo, saves, the toolbar, the log,
suggestions, the hotseat curtain, dragging and tooltips), holds it as ``scene.table`` and calls
these hooks for everything that is the game's own. REQUIRED hooks have only a placeholder in
``TableBase``: every table writes them. OPTIONAL hooks have a default that fits a table without the matter in question; each
docstring says what that default does. The conformance suite (``tests/test_contracts.py``) checks
every registered game's table against both lists, so a misspelt hook name fails there rather than
being silently never called.

The REQUIRED list is what all five tables write; a hook only some of them write is OPTIONAL.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Hashable, Protocol, runtime_checkable

if TYPE_CHECKING:  # (types only: this module costs nothing at run time)
    import pygame

    from scenes.widgets.button import Button
    from scenes.widgets.drag import DropTarget
    from scenes.widgets.hotspot import Hotspot


@runtime_checkable
class RequiredTableHooks(Protocol):
    """The hooks every table writes (TableBase's placeholder would leave the table blank or mute)."""

    def draw_scene(self, surface: pygame.Surface) -> None:
        """REQUIRED. Draw the table from ``self.view``, changing no state (default: draws nothing)."""

    def build_hotspots(self) -> list[Hotspot]:
        """REQUIRED. The pointer's targets: tooltips, clicks and drag sources (default: none)."""

    def drop_targets(self, payload) -> list[DropTarget]:
        """REQUIRED. Where the dragged ``payload`` may be dropped now (default: nowhere)."""

    def drop(self, payload, target: DropTarget, pos):
        """REQUIRED. ``payload`` dropped on a legal ``target`` (the rules answered it when the drag began:
        ``propose_offer(target, pos)`` offers its action without asking them again); true when taken,
        the refused :class:`~scenes.play_door.Attempt` when the piece goes home (default: ``propose_offer``)."""

    def drag_image(self, spot: Hotspot) -> pygame.Surface | None:
        """REQUIRED. The picture under the pointer while ``spot`` is dragged (default: None, no picture)."""

    def on_view_changed(self, old, new, cause: str, events: list, animate: bool) -> None:
        """REQUIRED. The view changed (``cause``: action, automaton, undo, redo, refresh): lay the
        pieces out and start animations (default: nothing)."""

    def update_animations(self, dt: float) -> bool:
        """REQUIRED. Advance the table's animations by ``dt`` seconds; True while any runs (default: False)."""

    def refresh_buttons(self) -> None:
        """REQUIRED. Update the game's own buttons (shown, enabled) from the view (default: nothing)."""

    def cancel_selection(self) -> bool:
        """REQUIRED. Esc: drop a click-selection; True if there was one (default: False)."""

    def event_markup(self, event, viewer: int | None = -2) -> str:
        """REQUIRED. A log line for ``event`` in rich-text markup as ``viewer`` reads it (default:
        the event's repr escaped, never fit for a player)."""

    def suggestion_keys(self) -> set[Hashable]:
        """REQUIRED. The hotspot and drop-target keys the current suggestion points at: they glow
        (default: none)."""

    def prompt(self) -> str:
        """REQUIRED. The line telling the player what to do now (TableBase's is empty; the table draws
        it and the tests read it)."""


@runtime_checkable
class OptionalTableHooks(Protocol):
    """Hooks with a default that fits a table without the matter in question."""

    def holding(self) -> bool:
        """OPTIONAL. True while the table shows something the next move must not hide (a trick, a
        story being told): machine moves and the end screen wait (default: False)."""

    def on_hover(self, spot: Hotspot | None) -> None:
        """OPTIONAL. The pointer moved onto ``spot`` or off everything (default: nothing)."""

    def on_suggestion(self, action) -> None:
        """OPTIONAL. A suggestion arrived: mark its source and target (default: nothing)."""

    def before_suggested_action(self, action) -> None:
        """OPTIONAL. The player accepted the suggestion; called before it is proposed (default: nothing)."""

    def handle_board_event(self, event) -> None:
        """OPTIONAL. A pointer event no widget used (default: ignored)."""

    def log_markup(self) -> list[str]:
        """OPTIONAL. The log panel's entries (default: each visible event's :meth:`event_markup` and
        each AI seat's reason by ``note_markup``)."""

    def note_markup(self, seat: int, note: str) -> str:
        """OPTIONAL. An AI seat's reason as a log line (default: "Name: reason." in muted italics)."""

    def describe_action(self, action) -> str:
        """OPTIONAL. An action in the player's words (default: the game's words module)."""

    def sprites_to_prefetch(self) -> list[str]:
        """OPTIONAL. Sprites decoded in the background when the table opens (default: the game's folder)."""

    def settings_changed(self) -> None:
        """OPTIONAL. A setting changed (text size, contrast...): drop cached layers (default: nothing)."""

    def intercept(self, event) -> bool:
        """OPTIONAL. An input event before the shell's own handling; True when the table used it."""

    def dialog_buttons(self) -> list[Button] | None:
        """OPTIONAL. The only buttons the pointer may press while the table's dialog is open (None: none open)."""

    def add_overlays(self, stack) -> None:
        """OPTIONAL, extend. The table's overlays over the shell's (a held piece's preview, its dialog)."""

    def tooltip_allowed(self) -> bool:
        """OPTIONAL. Whether a tooltip may show over the table now (not over its dialog)."""

    def part_rect(self, name: str) -> pygame.Rect:
        """OPTIONAL. Where the part ``name`` lies (the coach points at it)."""



# class attributes a table may set (TableBase's value, or the play scene's, in brackets)
OPTIONAL_ATTRIBUTES = {
    "log_rect": "where the log panel stands (right column)",
    "suggestion_rect": "where a suggestion is shown (above the log)",
    "log_lines_are_pure": "each log line depends only on its event: its markup is kept (False)",
}


def _members(proto: type) -> tuple[str, ...]:
    return tuple(sorted(n for n, v in vars(proto).items() if callable(v) and not n.startswith("_")))


REQUIRED_HOOKS: tuple[str, ...] = _members(RequiredTableHooks)
OPTIONAL_HOOKS: tuple[str, ...] = _members(OptionalTableHooks)
HOOKS: tuple[str, ...] = tuple(sorted(REQUIRED_HOOKS + OPTIONAL_HOOKS))

__all__ = ["RequiredTableHooks", "OptionalTableHooks", "REQUIRED_HOOKS", "OPTIONAL_HOOKS", "HOOKS",
           "OPTIONAL_ATTRIBUTES"]
