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
from scenes.play_panels import bot_note_markup
from scenes.widgets import text as T
from scenes.widgets.button import route_to_buttons
from scenes.widgets.drag import bubble
from scenes.widgets.layers import CachedLayer, RegionLayer

if TYPE_CHECKING:  # (types only)
    from scenes.play import PlayScene
    from scenes.kit.parts import Table
    from scenes.widgets.button import Button
    from scenes.widgets.drag import DropTarget
    from scenes.widgets.hotspot import Hotspot


class given:  # noqa: N801  (read as a declaration: ``seat = given("The seat on screen.")``)
    """A name the table reads of the play scene holding it (``table.host``), looked up when read: the
    list of these in :class:`TableBase` is all a table is given of its scene."""

    def __init__(self, doc: str, settable: bool = False) -> None:
        self.__doc__ = doc
        self.settable = settable
        self.name = ""

    def __set_name__(self, owner, name: str) -> None:
        self.name = name

    def __get__(self, table, owner=None) -> Any:
        return self if table is None else getattr(table.host, self.name)

    def __set__(self, table, value) -> None:
        if not self.settable:
            raise AttributeError(f"{self.name} is the play scene's: a table reads it")
        setattr(table.host, self.name, value)


class TableBase:
    """One game's table: what it draws of one seat's view and what the pointer may do with it."""

    name = "table"  # the table's name in logs and tests (the game's id)
    markup_words: Callable | None = None  # the game's markup for log lines, made from the data: ``fmt``
    plain_words: Callable | None = None  # the game's plain sentences, made from the data: ``plain``
    dialog_hides_tooltip = False  # no tooltip while the table's dialog is open
    slide_seconds = 0.42  # how long a piece takes to slide to its new place
    log_lines_are_pure = False  # each log line depends only on its event: its markup is kept
    # where the shell's panels stand on this table (None: the shell's places, scenes/shell_layout.py); a
    # table may set its own log_rect as it is made (by its seats): the play scene puts the log there
    log_rect: pygame.Rect | None = None
    suggestion_rect: pygame.Rect | None = None
    # the beat being told's line (a table with a storyboard keeps it), or what says it when it is drawn
    # (in the reader's language of the moment: ``caption_line``)
    caption: str | Callable[[], str] | None = None

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
    # ---- the game and the seat (each read of the play scene holding the table, when asked)
    app = given("The application (its settings; ``app.dirty`` asks for a frame).")
    assets = given("The art, the fonts and the fitted text.")
    session = given("The game being played, for what every seat may know (its data, setup, names, the events "
                    "told to a seat): :class:`game.session.SeatSide` is the part a table reads. Never its state.")
    game = given("The game's registration (its id, title, words).")
    seat = given("The seat on screen.")
    view = given("The seat's view of the game, rebuilt once per change (what the table draws).")
    version = given("Counts the changes of the view: a stamp for what is worked out once per view.")
    replay = given("A finished game watched step by step: nothing reaches the rules.")
    hotseat = given("Several people share this screen.")
    players_turn = given("Whether the seat on screen may act now (and nothing hides the table).")
    automaton_pending = given("The game's automaton moves next.")
    thinking_seat = given("An AI seat thinking now (the table shows a mark by it).")
    high_contrast = given("The colour-blind setting.")
    seat_name = given("``seat_name(seat)``: a seat's name as the others read it.")
    anim_speed = given("``anim_speed()``: the animations' time factor.")

    @property
    def data(self):
        return self.host.session.data

    @property
    def solo(self) -> bool:
        return self.host.session.setup.players == 1

    # ---- the door to the rules
    legal_actions = given("``legal_actions()``: the seat's legal actions now (none in a replay or under the "
                          "curtain; the coach's gate applied).")
    why_illegal = given("``why_illegal(action)``: the rules' reason the seat may not play it now (None: legal).")
    propose = given("``propose(action, at=None, answer=..., take=True)``: the one door to the rules "
                    "(scenes/play_door.py); the Attempt it came to.")
    propose_offer = given("``propose_offer(target, pos)``: offer a drop target's action with the answer it was "
                          "listed with.")
    refuse = given("``refuse(reason, at=None)``: say a refusal by ``at``, with its sound.")

    def let_go(self, payload, target: DropTarget, pos):
        """``payload`` let go on ``target`` as if dropped there (a click on a place for a piece held)."""
        return self.host.dropped(payload, target, pos)

    def coach_asks_for_part(self, action) -> bool:
        """Whether ``action``, refused by a guided game's coach, is a part of the move it asks for."""
        return self.host.coach.asks_for_part(action)

    # ---- the shell around the table
    time = given("Seconds since the table opened (what pulses reads).")
    pointer = given("Where the pointer is (a dialog's input sets it).", settable=True)
    hotspots = given("The pointer's targets now (a table sets them again after a selection changes).", settable=True)
    drag = given("The drag controller (what is being dragged, refusals said by the pointer).")
    tooltip = given("The tooltip.")
    log_panel = given("The game log's panel (a table draws it among its regions).")
    menu = given("The pause menu, if open (nothing on the table takes the pointer then).")
    curtain = given("Hotseat: the seat asked to come to the screen (the table is hidden).")
    tutor = given("A guided game's script at its step (None: no coach).")
    toolbar = given("The toolbar's buttons (a table draws them among its regions).")
    suggestion = given("The suggested move shown: (action, reason), or None.")
    thinking = given("A suggestion is being worked out (its mark shows over the table).")
    suggest_buttons = given("The suggestion card's buttons (drawn with the card).")
    play_sound = given("``play_sound(name, delay=0.0)``: an effect now or after ``delay`` seconds.")
    draw_buttons = given("``draw_buttons(surface)``: the toolbar and the table's own buttons.")
    draw_suggestion = given("``draw_suggestion(surface)``: the suggestion card; whether it drew anything.")
    after_change = given("``after_change()``: something of the table changed without a move (a story told to its "
                         "end): the shell re-reads the pointer's targets, the buttons and the log.")
    all_buttons = given("``all_buttons()``: every button the pointer may press now.")

    @property
    def suggestion_fresh(self) -> bool:
        """A suggestion arrived a moment ago and still glows (what is drawn over it changes every frame)."""
        return self.host.suggestions.fresh

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

    def caption_line(self) -> str:
        """The beat being told's line, as it reads now ("" when none)."""
        caption = self.caption
        return caption() if callable(caption) else caption or ""

    def standing_prompt(self, over: str) -> str | None:
        """The prompt's line before any move of the seat: the beat being told (while the storyboard
        plays), ``over`` once the game is over, the replay's line; else None."""
        if self.story.playing:
            return self.caption_line()
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
        """``payload`` let go on the legal ``target``: its action, with the rules' answer it was listed with."""
        return self.propose_offer(target, pos)

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

    def note_markup(self, seat: int, note: str) -> str:
        """An AI seat's reason for its move as a log line (default: "Name: reason." in muted italics)."""
        return bot_note_markup(self.seat_name(seat), note)

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
