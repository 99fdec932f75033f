"""A game's table as a component: the play scene holds it, gives it one seat's view and one door to
the rules, and calls its hooks; the table draws that view and says what a press or a drop offers.

A table is a plain class standing on :class:`TableBase` (no play scene above it)::

    class PetalsTable(TableBase):
        markup_words = PetalsMarkup
        def __init__(self, host):
            super().__init__(host)
            self.parts = Table([...], self.why_illegal, lambda: self.view)
        def draw_scene(self, surface): ...

What it may read and do of the play scene holding it is listed here, and only here, as
:class:`TableBase`'s properties and methods (the seat's view, the events told, its legal actions, the
door, the pointer, the art, sounds, the shell's widgets it draws among); everything else is the
table's own. Its hooks (what the play scene calls) are written as types in
``scenes/table_hooks.py``; each has its default below. The shell's jobs (turns, saving, the
toolbar, the curtain, the coach) stay in the play scene: a table never sees the session's state.
"""
from __future__ import annotations

from functools import cached_property, wraps
from typing import TYPE_CHECKING, Any, Callable, Hashable

import pygame

from scenes import shell_words
from scenes.kit import overlay
from scenes.kit.picture import Picture
from scenes.kit.telling import Choreography, Storyboard
from scenes.widgets import text as T
from scenes.widgets.button import route_to_buttons
from scenes.widgets.drag import bubble
from scenes.widgets.layers import CachedLayer, RegionLayer

if TYPE_CHECKING:  # (types only)
    from scenes.play import PlayScene
    from scenes.kit.parts import Table
    from scenes.play_door import Attempt
    from scenes.widgets.button import Button
    from scenes.widgets.drag import DropTarget
    from scenes.widgets.hotspot import Hotspot


class TableBase:
    """One game's table: what it draws of one seat's view and what the pointer may do with it."""

    name = "table"  # the table's name in logs and tests (the game's id)
    markup_words: Callable | None = None  # the game's markup for log lines, made from the data: ``fmt``
    plain_words: Callable | None = None  # the game's plain sentences, made from the data: ``plain``
    dialog_hides_tooltip = False  # no tooltip while the table's dialog is open
    slide_seconds = 0.42  # how long a piece takes to slide to its new place
    log_lines_are_pure = False  # each log line depends only on its event: its markup is kept
    # where the shell's panels stand on this table (None: the shell's places, scenes/shell_layout.py)
    log_rect: pygame.Rect | None = None
    suggestion_rect: pygame.Rect | None = None
    caption: str | None = None  # the beat being told's line (a table with a storyboard keeps it)

    parts: Table  # the table's named parts (scenes/kit/parts.py), declared by the game's table

    def __init__(self, host: PlayScene) -> None:
        self.host = host
        self.buttons: list[Button] = []  # the game's own buttons (phase actions), drawn with the toolbar

    def __init_subclass__(cls, **kwargs):
        """The table's own ``prompt`` gives way to the coach's line while a guided game waits for
        Next (``coach.prompt``): one hook for every table, whatever its prompt says of the turn."""
        super().__init_subclass__(**kwargs)
        own = getattr(cls, "prompt", None)
        if own is None or getattr(own, "coached", False):
            return

        @wraps(own)
        def prompt(self) -> str:
            held = self.host.coach.prompt()
            return own(self) if held is None else held
        setattr(prompt, "coached", True)
        setattr(cls, "prompt", prompt)

    # ================================================================== what the table is given
    # ---- the game and the seat
    @property
    def app(self):
        return self.host.app

    @property
    def assets(self):
        return self.host.assets

    @property
    def session(self):
        """The game being played, for what every seat may know (its data, setup, names, the events
        told to a seat): :class:`game.session.SeatSide` is the part a table reads. Never its state."""
        return self.host.session

    @property
    def game(self):
        return self.host.game

    @property
    def data(self):
        return self.host.session.data

    @property
    def seat(self) -> int:
        """The seat on screen."""
        return self.host.seat

    @property
    def view(self):
        """The seat's view of the game, rebuilt once per change (what the table draws)."""
        return self.host.view

    @property
    def version(self) -> int:
        """Counts the changes of the view: a stamp for what is worked out once per view."""
        return self.host.version

    @property
    def solo(self) -> bool:
        return self.host.session.setup.players == 1

    @property
    def replay(self) -> bool:
        return self.host.replay

    @property
    def hotseat(self) -> bool:
        return self.host.hotseat

    @property
    def players_turn(self) -> bool:
        """Whether the seat on screen may act now (and nothing hides the table)."""
        return self.host.players_turn

    @property
    def automaton_pending(self) -> bool:
        return self.host.automaton_pending

    @property
    def thinking_seat(self) -> int | None:
        """An AI seat thinking now (the table shows a mark by it)."""
        return self.host.thinking_seat

    @property
    def high_contrast(self) -> bool:
        return self.host.high_contrast

    def seat_name(self, seat: int | None) -> str:
        return self.host.seat_name(seat)

    def anim_speed(self) -> float:
        return self.host.anim_speed()

    # ---- the door to the rules
    def legal_actions(self) -> list:
        """The seat's legal actions now (none in a replay or under the curtain; the coach's gate applied)."""
        return self.host.legal_actions()

    def why_illegal(self, action) -> str | None:
        """The rules' reason the seat may not play ``action`` now (``None``: legal)."""
        return self.host.why_illegal(action)

    def propose(self, action, at: tuple[int, int] | None = None, **door) -> Attempt:
        """The one door to the rules (scenes/play_door.py): offer ``action``; the Attempt it came to."""
        return self.host.propose(action, at, **door)

    def propose_offer(self, target: DropTarget, pos) -> Attempt:
        """Offer the action a drop target holds with the rules' answer it was listed with."""
        return self.host.propose_offer(target, pos)

    def let_go(self, payload, target: DropTarget, pos):
        """``payload`` let go on ``target`` as if dropped there (a click on a place for a piece held)."""
        return self.host.dropped(payload, target, pos)

    def refuse(self, reason: str, at: tuple[int, int] | None = None) -> None:
        self.host.refuse(reason, at)

    # ---- the shell around the table
    @property
    def time(self) -> float:
        return self.host.time

    @property
    def pointer(self) -> tuple[int, int]:
        return self.host.pointer

    @pointer.setter
    def pointer(self, pos: tuple[int, int]) -> None:
        self.host.pointer = pos

    @property
    def drag(self):
        return self.host.drag

    @property
    def tooltip(self):
        return self.host.tooltip

    @property
    def log_panel(self):
        return self.host.log_panel

    @property
    def menu(self):
        """The pause menu, if open (nothing on the table takes the pointer then)."""
        return self.host.menu

    @property
    def curtain(self) -> int | None:
        """Hotseat: the seat asked to come to the screen (the table is hidden)."""
        return self.host.curtain

    @property
    def suggestion(self):
        return self.host.suggestion

    @property
    def suggestion_age(self) -> float:
        return self.host.suggestions.age

    @property
    def suggestion_fresh(self) -> bool:
        """A suggestion arrived a moment ago and still glows (what is drawn over it changes every frame)."""
        return self.host.suggestions.fresh

    @property
    def thinking(self) -> bool:
        """A suggestion is being worked out (its mark shows over the table)."""
        return self.host.thinking

    @property
    def suggest_buttons(self) -> list[Button]:
        """The suggestion card's buttons (drawn with the card)."""
        return self.host.suggest_buttons

    @property
    def tutor(self):
        return self.host.tutor

    @property
    def hotspots(self) -> list[Hotspot]:
        return self.host.hotspots

    @hotspots.setter
    def hotspots(self, spots: list[Hotspot]) -> None:
        self.host.hotspots = spots

    @property
    def toolbar(self) -> list[Button]:
        return self.host.toolbar

    def play_sound(self, name: str, delay: float = 0.0) -> None:
        self.host.play_sound(name, delay)

    def draw_buttons(self, surface: pygame.Surface) -> None:
        self.host.draw_buttons(surface)

    def draw_suggestion(self, surface: pygame.Surface) -> bool:
        return self.host.draw_suggestion(surface)

    def after_change(self) -> None:
        """Something of the table changed without a move (a story told to its end): the shell
        re-reads the pointer's targets, the buttons and the log."""
        self.host.after_change()

    def coach_asks_for_part(self, action) -> bool:
        return self.host.coach.asks_for_part(action)

    def all_buttons(self) -> list[Button]:
        """Every button the pointer may press now (the coach's, the toolbar, the table's, the suggestion's)."""
        return self.host.all_buttons()

    def note_markup(self, seat: int, note: str) -> str:
        """An AI seat's reason for its move as the shell writes it in the log."""
        return self.host.note_markup(seat, note)

    # ================================================================== the kit's shared jobs
    @cached_property
    def choreo(self) -> Choreography:
        """The pieces' slides, flips and effects, at the player's animation speed."""
        return Choreography(lambda: self.anim_speed(), duration=self.slide_seconds)

    @cached_property
    def story(self) -> Storyboard:
        """A move told beat by beat, at the player's animation speed."""
        return Storyboard(lambda: self.anim_speed())

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

    def dialog(self) -> overlay.Overlay | None:
        """The dialog open over the table (a chooser, a question, a sheet), if any."""
        return None

    def dialog_buttons(self) -> list[Button] | None:
        """The only buttons the pointer may press while the table's dialog is open (None: no such dialog)."""
        return None

    def add_overlays(self, stack: overlay.OverlayStack) -> None:
        """The table's overlays over the shell's: a held piece's preview, the table's dialog at its rank."""
        held = self.held_preview()
        if held is not None:
            target, lines = held
            where = (target.rect.right - 18, target.rect.bottom - 28)
            stack.add(overlay.TOOLTIP, "preview", lambda s: setattr(
                self, "_preview_rect", bubble(s, self.assets, target.hint, where, True, 1.0, lines)),
                lambda: getattr(self, "_preview_rect", None))
        dialog = self.dialog()
        if dialog is not None:
            stack.add(dialog.rank, dialog.name, dialog.draw, dialog.rect)

    def tooltip_allowed(self) -> bool:
        """No tooltip over the table's dialog: none at all while it is open if the table says so,
        else none that would lie over it; none where a held piece's preview shows."""
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

    def move_preview(self, action) -> list[str] | None:
        """What ``action`` would score for the seat on screen and why, a line each, from the game's
        rules (``None``: the game previews no such move); worked out once per view."""
        if self.replay or self.session.is_over:
            return None
        stamp = (self.version, self.seat)
        kept = self.__dict__.get("_previews")
        if kept is None or kept[0] != stamp:
            kept = self.__dict__["_previews"] = (stamp, {})
        if action not in kept[1]:
            kept[1][action] = self.game.preview_lines(action, self.view)  # (plain words: a bubble)
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
        stamp = (self.version, self.seat, payload)
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
        for layer in list(vars(self).values()):
            if isinstance(layer, (CachedLayer, RegionLayer, Picture)):
                layer.invalidate()

    # ================================================================== the hooks (scenes/table_hooks.py)
    def part_rect(self, name: str) -> pygame.Rect:
        """Where the part ``name`` lies (the coach points at it; KeyError: no such part)."""
        return self.parts.part_rect(name)

    def intercept(self, event) -> bool:
        """An input event before the shell's own handling: True when the table used it (a dialog's
        click, a click that skips a story). Default: nothing taken."""
        return False

    def draw_scene(self, surface: pygame.Surface) -> None:
        """Draw the table from ``self.view``. Must not change any state."""

    def build_hotspots(self) -> list[Hotspot]:
        return []

    def refresh_buttons(self) -> None:
        """Update the game's own buttons (shown, enabled) from the view."""

    def drop_targets(self, payload) -> list[DropTarget]:
        return []

    def drop(self, payload, target: DropTarget, pos):
        return self.propose(target.data, pos, answer=shell_words.NOT_THERE)

    def drag_image(self, spot: Hotspot) -> pygame.Surface | None:
        return None

    def on_view_changed(self, old, new, cause: str, events: list, animate: bool) -> None:
        """The view changed (``cause``: action, automaton, undo, redo, refresh): start animations."""

    def update_animations(self, dt: float) -> bool:
        return False

    def holding(self) -> bool:
        """True while the table shows something the next move must not hide."""
        return False

    def handle_board_event(self, event) -> None:
        """Pointer events no widget used."""

    def cancel_selection(self) -> bool:
        """Esc pressed: drop a click-selection if there is one (True if there was)."""
        return False

    def on_hover(self, spot: Hotspot | None) -> None:
        """The pointer moved onto ``spot`` (or off everything)."""

    def on_suggestion(self, action) -> None:
        """A suggestion arrived (highlight its source and target)."""

    def before_suggested_action(self, action) -> None:
        """The player accepted the suggestion; called before it is proposed."""

    def event_markup(self, event, viewer: int | None = -2) -> str:
        """A log line for ``event`` in the rich-text markup, as ``viewer`` reads it."""
        return T.escape(getattr(event, "text", str(event)))

    def log_markup(self) -> list[str] | None:
        """The log panel's entries (None: the shell's, each event's :meth:`event_markup`)."""
        return None

    def describe_action(self, action) -> str:
        """An action in the player's words, from the game's words module."""
        return self.game.describe_action(action, self.view)

    def suggestion_keys(self) -> set[Hashable]:
        """Hotspot / target keys the current suggestion points at (they glow)."""
        return set()

    def sprites_to_prefetch(self) -> list[str]:
        """Sprites decoded in the background when the table opens: the game's own folder."""
        return self.assets.sprite_names(self.game.id)

    def prompt(self) -> str:
        return ""


def once_per_view(method: Callable[[Any], Any]):
    """A table's method (no arguments) worked out once per view and seat on screen: its answer is
    kept until either changes."""
    name = f"_kept_{method.__name__}"

    @wraps(method)
    def kept(self):
        stamp = (self.version, self.seat)
        memo = self.__dict__.get(name)
        if memo is None or memo[0] != stamp:
            memo = self.__dict__[name] = (stamp, method(self))
        return memo[1]
    return kept


__all__ = ["TableBase", "once_per_view"]
