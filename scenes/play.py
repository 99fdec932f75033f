"""The machinery every game's play scene shares.

A :class:`PlayScene` owns the :class:`~game.session.Session` and turns input into *proposed*
actions for the seat it shows: the rules accept or refuse them (``session.why_illegal``), the scene
never decides. It draws only that seat's view (``session.view(seat)``), never the state.

Shared here, so every game gets them for free:

* any number of human seats; hotseat with a "pass to <name>" curtain that hides the table
  (and so the previous player's hand) until the next player is at the screen;
* the automaton's and the AI seats' turns, paced at the chosen speed with a thinking mark; AI
  seats think in the bot worker process (:mod:`game.ai.driver`), never on the UI thread; each AI
  action goes in the log with its reason;
* one door to the rules for every press and drop (``play_door``): refusals shown near the pointer, once,
  with one sound; autosave after every action;
* Ctrl+Z undo (your own actions only), Ctrl+Y / Ctrl+Shift+Z redo, Ctrl+S save, H suggest, Esc menu;
* "suggest a move" through the game's hint bot, in the worker too, stale answers thrown away;
* the game log panel, hover tooltips, drag and drop, the toolbar;
* the switch to the game's end scene once the game is over (the finished game is kept for
  replays and counted in the statistics).

The shared jobs are parts composed into :class:`PlayScene`: its input (``play_input``), the door every
offered action goes through to the rules (``play_door``), toolbar and
pause menu (``play_toolbar``), the machine's turns and suggestions (``play_turns``), the hotseat
curtain (``play_curtain``), the log and suggestion card (``play_panels``), saving (``play_saving``), and a
guided game's coach: its script and gate (``play_tutor``) and its bubble (``play_bubble``).

A game's scene fills in the hooks: ``layout`` and drawing, ``build_hotspots``,
``drop_targets``/``drop``, ``drag_image``, ``on_view_changed`` (animations), ``event_markup``,
``prompt`` and ``suggestion_keys``.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import pygame

from game.protocol import third_person
from game.text import say
from scenes.base import SCREEN, Scene
from scenes.play_curtain import Curtain
from scenes.play_door import Door
from scenes.play_ending import Ending, Sounds
from scenes.play_overlays import shell_overlays
from scenes.play_input import Input
from scenes.play_net import net_part
from scenes.play_panels import Panels, SuggestionCard
from scenes.play_saving import Saving
from scenes.play_toolbar import PauseMenu, Toolbar
from scenes.play_turns import MachineTurns, Suggestions
from scenes.shell_layout import LOG_RECT, SUGGESTION_RECT
from scenes.play_tutor import Coach
from scenes.widgets.button import Button
from scenes.widgets.drag import DragController, DropTarget
from scenes.widgets.hotspot import Hotspot, hotspot_at
from scenes.widgets.log_panel import LogPanel
from scenes.widgets.modal import ModalMenu
from scenes.widgets.tooltip import Tooltip

if TYPE_CHECKING:  # (types only)
    from scenes.kit.table import TableBase

log = logging.getLogger("cempasuchil.play")


class PlayScene(Input, Door, Panels, Scene):
    """The play scene: the shell around one game's table (``table``, the component it holds and calls
    through scenes/table_hooks.py). ``seat``: the seat on screen."""

    name = "play"

    # where the shell's panels stand (logical 1280x720 coordinates; a table may say otherwise)
    log_rect = pygame.Rect(LOG_RECT)
    suggestion_rect = pygame.Rect(SUGGESTION_RECT)
    toolbar_right = 1268
    toolbar_y = 6

    def __init__(self, app, session, replay: bool = False, *, table: type[TableBase]):
        """The play scene of ``session`` holding a ``table`` (its class: made once the scene stands)."""
        if table.log_rect is not None:  # the shell's panels stand where the table says
            self.log_rect = pygame.Rect(table.log_rect)
        if table.suggestion_rect is not None:
            self.suggestion_rect = pygame.Rect(table.suggestion_rect)
        self.log_lines_are_pure = table.log_lines_are_pure
        self.name = table.name
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.assets = app.assets
        self.replay = replay  # a finished game being watched step by step: no input reaches the rules
        remote = getattr(session, "remote", frozenset())  # seats played from other computers (game.net)
        humans = [seat for seat in session.human_seats if seat not in remote]
        step = session.next_step()
        # the seat on screen: the human to move, else the first human (spectating bots: seat 0)
        self.seat = step.seat if step.kind == "human" and step.seat is not None else (humans[0] if humans else 0)
        self.hotseat = len(humans) > 1
        self.saving = Saving(app, session, replay)  # the game kept after every move, and before leaving
        self.handover = Curtain(self)  # hotseat: the curtain between two people's turns
        self.overlays = self.handover.overlay_stack()  # everything over the table, the curtain kept on top
        self.time = 0.0
        self._version = 0
        self._view = None
        self._view_version = -1
        self.pointer = (0, 0)
        self.hotspots: list[Hotspot] = []
        self.tooltip = Tooltip(app.assets, screen=SCREEN)
        self.drag = DragController(self._pick, lambda payload: self.table.drop_targets(payload), self.dropped, self._click,
                                   speed=self.anim_speed, assets=app.assets, refuse=self.refuse)
        self.log_panel = LogPanel(app.assets, self.log_rect)
        self.pause = PauseMenu(self)  # the pause menu over the table
        self.coach = Coach(self)  # a guided game's coach (idle in any other game)
        self.machines = MachineTurns(self)  # the automaton's and the AI seats' moves
        self.suggestions = Suggestions(self)  # "suggest a move", and "Do it"
        self.ending = Ending(self)  # the finished table's pause, the game kept, on to the scores
        self.session_key = f"{session.game.id}-{session.seed}-{id(session):x}"
        self.sounds = Sounds(app)  # effects now or timed to the animations
        self.tools = Toolbar(self, self.toolbar_right, self.toolbar_y)  # menu, rules, save, redo, undo, suggest
        self.card = SuggestionCard(self, self.suggestion_rect)  # the suggested move, over the log
        self.net = net_part(self)  # a network game's moves in and out (scenes/play_net.py)
        if session.tutorial is not None and not replay:
            self.coach.resume()
        if self.hotseat and step.kind == "human" and not replay:
            self.handover.call(step.seat)  # the first player comes to the screen before anything is shown
        self.saving.log_game("started")
        self.table: TableBase = table(self)  # the game's table, given this scene: it draws the seat's view
        if self.table.log_rect is not None:  # the log stands where the table placed it (by its seats, say)
            self.log_rect = pygame.Rect(self.table.log_rect)
            self.log_panel.rect = pygame.Rect(self.log_rect)
        self.refresh(animate=False)

    # ------------------------------------------------------------------ helpers
    def anim_speed(self) -> float:
        return self.app.settings.animation_factor

    def play_sound(self, name: str, delay: float = 0.0) -> None:
        """Play the effect ``name`` (scenes/audio.py) now, or after ``delay`` real seconds."""
        self.sounds.play(name, delay)

    @property
    def state(self):
        """The whole state, for tests and shot scripts (the test driver): the table reads ``view``."""
        return self.session.state

    @property
    def view(self):
        """The seat's view of the game, rebuilt once per change (draw code reads only this)."""
        if self._view_version != self._version:
            self._view = self.session.view(self.seat)
            self._view_version = self._version
        return self._view

    # ------------------------------------------------------------------ the shell's widgets
    @property
    def menu(self) -> ModalMenu | None:
        """The pause menu, while it is open."""
        return self.pause.menu

    def open_menu(self) -> None:
        self.pause.open()

    def close_menu(self) -> None:
        self.pause.close()

    def open_rules(self) -> None:
        self.pause.open_rules()

    @property
    def toolbar(self) -> list[Button]:
        """The toolbar's buttons."""
        return self.tools.buttons

    def tool(self, name: str) -> Button:
        """A button of the shell's by name: a tool, a suggestion card's, or one of the game's own."""
        for b in self.tools.buttons + self.buttons + self.card.buttons:
            if b.name == name:
                return b
        raise KeyError(name)

    def refresh_toolbar(self) -> None:
        """What the tools, the suggestion card's buttons and the game's own buttons show now."""
        self.tools.refresh()
        for b in self.card.buttons:
            b.visible = self.suggestion is not None
        self.table.refresh_buttons()

    def all_buttons(self) -> list[Button]:
        """Every button the pointer may press now (only its dialog's while the table has one open)."""
        own = self.table.dialog_buttons()
        if own is not None:
            return own
        return self.coach.bubble.buttons_now() + self.tools.buttons + self.buttons + self.card.buttons + self.net.buttons

    @property
    def tutor(self):
        """A guided game's script at its step (None: no coach)."""
        return self.coach.tutor

    # ------------------------------------------------------------------ over the table
    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Everything over the table, by the overlay stack in the kit's fixed order (scenes/kit/overlay.py)."""
        self.add_overlays(self.overlays)
        self.overlays.draw(surface)

    def add_overlays(self, stack) -> None:
        """This frame's overlays: a guided game's spotlight and bubble, then the dragged piece, the
        tooltip, the refusal and the pause menu (a table adds its own)."""
        self.coach.bubble.add_overlays(stack)
        shell_overlays(self, stack)
        self.table.add_overlays(stack)

    def tooltip_shown(self) -> bool:
        """Whether the tooltip may show over the table now (not over the coach's bubble)."""
        return self.coach.bubble.tooltip_allowed() and self.table.tooltip_allowed()

    @property
    def curtain(self) -> int | None:
        """Hotseat: the seat asked to come to the screen (the table is hidden), else None."""
        return self.handover.seat

    def show_seat(self, seat: int) -> None:
        """``seat`` is at the screen now (the curtain lifted): the table shows its view."""
        self.seat = seat
        self.suggestions.hide()
        self._version += 1
        self.refresh(animate=False)
        self.play_sound("ui_click")

    # ------------------------------------------------------------------ what the machines are doing
    @property
    def thinking_seat(self) -> int | None:
        """An AI seat thinking now (the table shows a mark by it)."""
        return self.machines.thinking_seat

    @property
    def suggestion(self) -> tuple[Any, str] | None:
        """The suggestion shown: (action, reason)."""
        return self.suggestions.shown

    @property
    def suggest_buttons(self) -> list[Button]:
        """The suggestion card's buttons."""
        return self.card.buttons

    def draw_suggestion(self, surface: pygame.Surface) -> bool:
        """The suggestion card (or 'thinking') over the log; whether it drew anything."""
        return self.card.draw(surface)

    def jobs_in_flight(self) -> list:
        """The bot decisions being worked out now (an AI seat's move, a suggestion): a shot or a
        test waits for them."""
        return [job for job in (self.machines.job, self.suggestions.job) if job is not None]

    @property
    def thinking(self) -> bool:
        """A suggestion is being worked out."""
        return self.suggestions.thinking

    @property
    def version(self) -> int:
        """Counts the changes of the view (a stamp for what is worked out once per view)."""
        return self._version

    @property
    def high_contrast(self) -> bool:
        return bool(self.app.settings.colour_blind)

    @property
    def automaton_pending(self) -> bool:
        return self.session.next_step().kind == "automaton"

    @property
    def ai_pending(self) -> bool:
        """An AI seat is to move (it is thinking, or its move waits for the pacing)."""
        return self.session.next_step().kind == "bot"

    @property
    def players_turn(self) -> bool:
        """Whether the seat on screen may act now (and nothing hides the table)."""
        if self.session.is_over or self.replay or self.curtain is not None:
            return False
        step = self.session.next_step()
        return step.kind == "human" and self.seat in step.seats

    def seat_name(self, seat: int | None) -> str:
        """A seat's name as the others read it, in the reader's language (a human seat called "You"
        is "Player N" to them; an untyped name and the automaton's are said from the catalogue)."""
        names = self.session.setup.names
        if seat is not None and 0 <= seat < len(names):
            return say(third_person(names, seat))
        return say(self.session.seat_name(seat))

    def enter(self) -> None:
        if self.app.prefetch_sprites:
            self.app.assets.prefetch(self.table.sprites_to_prefetch(), wait=False)
        self.refresh(animate=False)
        if self.session.save_id is None:
            self.saving.autosave()  # a game has its own file from the moment it is dealt
        if not self.replay and any(not s.human for s in self.session.setup.seats):
            try:
                self.app.bot_driver.warm(self.game.id)
            except Exception as err:  # thinking falls back to the first request
                log.info("bot worker not warmed: %s", err)

    def leave_table(self, go, *, stay: bool = True) -> None:
        """Every way out of the table (the app's quit too): the game written first (``scenes.play_saving``)."""
        self.saving.leave_table(go, stay=stay)

    def exit(self) -> None:
        if self.saving.unsaved:
            self.saving.autosave()
        self.sounds.clear()
        self.drag.cancel()
        self.drag.returning.clear()
        self.tooltip.clear()
        self.pause.close()
        self.machines.cancel()
        self.suggestions.cancel()

    def refresh(self, animate: bool = False) -> None:
        """Re-read the view and rebuild everything derived from it."""
        self._version += 1
        self.table.on_view_changed(None, self.view, "refresh", [], animate)
        self._after_change()

    # ------------------------------------------------------------------ actions (offered: scenes/play_door.py)
    def after_move(self, cause: str, events: list) -> None:
        old = self._view
        self._version += 1
        if cause in ("undo", "redo"):
            self.sounds.clear()  # effects of a move taken back (or replayed) stay silent
        if self.drag.dragging:
            self.drag.cancel()
        self.suggestions.clear()
        self.machines.after_move()
        self.table.on_view_changed(old, self.view, cause, events, True)
        # a machine's move: its log lines are laid out on the next frame (a frame's budget is shared
        # with the move's repaints; a person's move shows in the log at once)
        self._log_later = cause in ("ai", "automaton")
        try:
            self._after_change()
        finally:
            self._log_later = False

    def after_change(self) -> None:
        """Something of the table changed without a move: re-read the pointer's targets, the buttons, the log."""
        self._after_change()

    def _after_change(self) -> None:
        if self._log_later:
            self._log_stale = True
        else:
            self._refresh_log()
        self.hotspots = self.table.build_hotspots()
        self.refresh_toolbar()
        if self.tooltip.visible:
            spot = hotspot_at(self.hotspots, self.pointer)
            if spot is not None and spot.key == self.tooltip.key:
                self.tooltip.hover(spot.key, spot.tooltip, spot.rect, self.pointer, spot.tip_side, spot.tip_avoid)
                self.tooltip.refresh()
            else:
                self.tooltip.clear()
        self.ending.after_change()
        self.coach.after_change()
        self.handover.down_if_due()
        self.app.dirty = True

    def show_end(self) -> None:
        """On to the scores (the finished game safely kept first)."""
        self.ending.show()

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> bool:
        self.time += dt
        busy = False
        if self._log_stale:
            self._refresh_log()
            busy = True
        busy |= self.drag.update(dt)
        busy |= self.tooltip.update(dt)
        busy |= self.log_panel.update(dt)
        busy |= bool(self.table.update_animations(dt))
        busy |= self.sounds.update(dt)
        busy |= self.suggestions.update(dt)
        busy |= self.net.update(dt)
        busy |= self.machines.drive(dt) if self.tutor is None or self.tutor.lets_machines_play else self.coach.drive(dt)
        store = getattr(self.app, "_store", None)  # (not opened just to ask)
        if store is not None:
            self.saving.told_failures(store.take_errors())
        if self.handover.waiting:
            busy = True
            if not self.holding():
                self.handover.down_if_due()
        if self.curtain is not None:
            busy = True  # the curtain's lamp flickers
        busy |= self.ending.update(dt)
        return self.close_orphan_tooltip() or busy

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """The table (its :meth:`draw_scene`), unless the curtain (drawn over it all) is down."""
        if self.curtain is None:
            self.table.draw_scene(surface)

    def draw_buttons(self, surface: pygame.Surface) -> None:
        for b in self.toolbar + self.buttons:
            b.draw(surface, self.assets, self.time)

    # ------------------------------------------------------------------ what the table says (scenes/table_hooks.py)
    @property
    def buttons(self) -> list[Button]:
        """The game's own buttons (phase actions): the table's."""
        return self.table.buttons

    def holding(self) -> bool:
        """True while the table shows something the next move must not hide (a finished trick, an
        automaton's turn told step by step): the AI may think meanwhile, but its move, the
        automaton's move and the end screen wait."""
        return self.table.holding()

    def drop_targets(self, payload) -> list[DropTarget]:
        """Where ``payload`` may be dropped now, each with the rules' answer (the table's parts)."""
        return self.table.drop_targets(payload)

    def prompt(self) -> str:
        """The line telling the player what to do now (the table's)."""
        return self.table.prompt()

    def event_markup(self, event, viewer: int | None = -2) -> str:
        return self.table.event_markup(event, viewer)

    def note_markup(self, seat: int, note: str) -> str:
        return self.table.note_markup(seat, note)

    def log_markup(self) -> list[str]:
        own = self.table.log_markup()
        return own if own is not None else super().log_markup()

    def describe_action(self, action) -> str:
        return self.table.describe_action(action)

    def handle_event(self, event) -> None:
        """Every input event: the table's say first (a dialog's click), then the shell's (play_input)."""
        if not self.table.intercept(event):
            super().handle_event(event)

    def settings_changed(self) -> None:
        super().settings_changed()
        self.table.settings_changed()
