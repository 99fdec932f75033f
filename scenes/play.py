"""The machinery every game's play scene shares.

A :class:`PlayScene` owns the :class:`~game.session.Session` and turns input into *proposed*
actions: the rules accept or refuse them (``state.why_illegal``), the scene never decides.
It draws only the per-player view (``game.view(state, seat)``).

Shared here, so the next games get them for free:

* proposing actions, refusals shown near the pointer, autosave after every action;
* Ctrl+Z undo, Ctrl+Y / Ctrl+Shift+Z redo, Ctrl+S save, H suggest, Esc pause menu;
* the automaton's pacing (it moves after ``settings.automaton_delay`` seconds; undo cancels);
* "suggest a move" through the hint bot, off the UI thread, stale answers thrown away;
* the game log panel, hover tooltips, drag and drop, the toolbar;
* the switch to the game's end scene once the game is over.

A game's scene fills in the hooks: ``layout`` and drawing, ``build_hotspots``,
``drop_targets``/``drop``, ``drag_image``, ``on_view_changed`` (animations), ``event_markup``,
``prompt`` and ``suggestion_keys``.
"""
from __future__ import annotations

import copy
import logging
from typing import Any, Hashable

import pygame

from game.registry import load_object
from game.rules.base import IllegalAction
from scenes import audio
from scenes.assets import PALETTE
from scenes.base import Scene
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.button import Button, route_to_buttons
from scenes.widgets.drag import DragController, DragSource, DropTarget
from scenes.widgets.hotspot import Hotspot, hotspot_at
from scenes.widgets.log_panel import LogPanel
from scenes.widgets.modal import ModalMenu
from scenes.widgets.tooltip import Tooltip, TooltipContent

log = logging.getLogger("cempasuchil.play")

SCREEN = (1280, 720)


def release_ui_focus(app) -> None:
    """A click on a scene without pygame_gui widgets focuses pygame_gui's root container, and the
    app keeps redrawing while anything has focus (for blinking text cursors). Play scenes draw
    their own widgets, so they hand the focus back to let the app sleep when idle."""
    ui = getattr(app, "ui", None)
    if ui is None:
        return
    try:
        focus = ui.get_focus_set()
        if focus and all(type(el).__name__ == "UIContainer" for el in focus):
            ui.set_focus_set(None)
    except Exception:  # an older or newer pygame_gui: never let this break input
        pass


def _ctrl(event) -> bool:
    return bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))


class PlayScene(Scene):
    """Base class of the play scenes. ``seat`` is the human player's seat."""

    name = "play"
    seat = 0
    hint_bot = "hint"
    end_delay = 1.6  # seconds (times the animation speed) the finished table shows before the scores
    suggestion_glow_seconds = 3.0

    # rectangles the subclass may override (logical 1280x720 coordinates)
    log_rect = pygame.Rect(1052, 246, 216, 466)
    suggestion_rect = pygame.Rect(1052, 56, 216, 182)
    toolbar_right = 1268
    toolbar_y = 6

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.assets = app.assets
        self.time = 0.0
        self._version = 0
        self._view = None
        self._view_version = -1
        self.pointer = (0, 0)
        self.hotspots: list[Hotspot] = []
        self.tooltip = Tooltip(app.assets, screen=SCREEN)
        self.drag = DragController(self._pick, self.drop_targets, self.drop, self._click,
                                   speed=self.anim_speed, assets=app.assets)
        self.log_panel = LogPanel(app.assets, self.log_rect)
        self.menu: ModalMenu | None = None
        self.automaton_wait = 0.0
        self.suggestion: tuple[Any, str] | None = None
        self.suggestion_age = 0.0
        self.thinking = False
        self._job = None
        self._bot = None
        self._end_timer: float | None = None
        self.toolbar: list[Button] = []
        self.buttons: list[Button] = []  # the game's own buttons (phase actions)
        self.suggest_buttons: list[Button] = []
        self._sound_queue: list[list] = []  # [seconds left, sound name]: effects timed to animations
        self._refusal = None  # the refusal message refuse() last showed (it already made its sound)
        self._build_toolbar()
        self._build_suggestion_buttons()

    # ------------------------------------------------------------------ helpers
    def anim_speed(self) -> float:
        return self.app.settings.animation_factor

    def play_sound(self, name: str, delay: float = 0.0) -> None:
        """Play the effect ``name`` (scenes/audio.py) now, or after ``delay`` real seconds."""
        if not getattr(self.app, "audio", False):
            return  # no audio device (or a screenshot being rendered): nothing to time
        if delay <= 0:
            audio.play(self.app, name)
        else:
            self._sound_queue.append([delay, name])

    def _update_sounds(self, dt: float) -> bool:
        if not self._sound_queue:
            return False
        due = []
        for item in self._sound_queue:
            item[0] -= dt
            if item[0] <= 0:
                due.append(item)
        for item in due:
            self._sound_queue.remove(item)
            audio.play(self.app, item[1])
        return bool(self._sound_queue)

    @property
    def state(self):
        return self.session.state

    @property
    def view(self):
        """The seat's view of the game, rebuilt once per change (draw code reads only this)."""
        if self._view_version != self._version:
            self._view = self.game.view(self.session.state, self.seat)
            self._view_version = self._version
        return self._view

    @property
    def high_contrast(self) -> bool:
        return bool(self.app.settings.colour_blind)

    @property
    def automaton_pending(self) -> bool:
        st = self.session.state
        return bool(getattr(st, "automaton_to_move", False)) and not st.is_over

    @property
    def players_turn(self) -> bool:
        st = self.session.state
        return not st.is_over and not self.automaton_pending and getattr(st, "current", self.seat) == self.seat

    def enter(self) -> None:
        self.refresh(animate=False)

    def exit(self) -> None:
        self._sound_queue.clear()
        self.drag.cancel()
        self.drag.returning.clear()
        self.tooltip.clear()
        self.menu = None

    def refresh(self, animate: bool = False) -> None:
        """Re-read the view and rebuild everything derived from it."""
        self._version += 1
        self.on_view_changed(None, self.view, "refresh", [], animate)
        self._after_change()

    # ------------------------------------------------------------------ actions
    def why_illegal(self, action) -> str | None:
        """The rules' reason ``action`` is refused now (``None`` when legal). Never changes the state."""
        return self.session.state.why_illegal(action)

    def propose(self, action, at: tuple[int, int] | None = None) -> bool:
        """Offer ``action`` to the rules. Refused: show why (near ``at`` if given). Returns success."""
        if self.menu is not None:
            return False
        reason = self.why_illegal(action)
        if reason is not None:
            self.refuse(reason, at)
            return False
        try:
            events = self.session.apply(action)
        except IllegalAction as err:
            self.refuse(err.reason, at)
            return False
        self.autosave()
        self._changed("action", events)
        return True

    def refuse(self, reason: str, at: tuple[int, int] | None = None) -> None:
        if at is not None:
            self.drag.say(reason, at)
        else:
            self.drag.say(reason, self.pointer)
        self._refusal = self.drag.message
        self.play_sound("refuse")
        self.app.dirty = True

    def autosave(self) -> None:
        try:
            self.app.store.autosave(self.session)
        except OSError as err:
            log.warning("autosave failed: %s", err)
            self.app.toast(f"Autosave failed: {err.strerror or err}. Your game goes on; try Save.")

    def save(self) -> None:
        try:
            path = self.app.store.save(self.session)
        except OSError as err:
            self.app.toast(f"Could not save: {err.strerror or err}")
            return
        self.app.toast(f"Game saved as \u201c{path.stem}\u201d")

    def undo(self) -> None:
        if self.drag.dragging:
            self.drag.cancel()
        if not self.session.can_undo:
            self.app.toast("Nothing to undo: die rolls and newly drawn cards cannot be taken back."
                           if self.session.log else "Nothing to undo yet.")
            return
        self.session.undo()
        self.autosave()
        self._changed("undo", [])

    def redo(self) -> None:
        if self.drag.dragging:
            self.drag.cancel()
        if not self.session.can_redo:
            self.app.toast("Nothing to redo.")
            return
        self.session.redo()
        self.autosave()
        self._changed("redo", [])

    def _changed(self, cause: str, events: list) -> None:
        old = self._view
        self._version += 1
        if cause in ("undo", "redo"):
            self._sound_queue.clear()  # effects of a move taken back (or replayed) stay silent
        if self.drag.dragging:
            self.drag.cancel()
        self.suggestion = None
        self.automaton_wait = 0.0
        self.on_view_changed(old, self.view, cause, events, True)
        self._after_change()

    def _after_change(self) -> None:
        view = self.view
        self.log_panel.set_entries([self.event_markup(e) for e in getattr(view, "events", ())[-LogPanel.CAP:]])
        self.hotspots = self.build_hotspots()
        self._refresh_buttons()
        if self.tooltip.visible:
            spot = hotspot_at(self.hotspots, self.pointer)
            if spot is not None and spot.key == self.tooltip.key:
                self.tooltip.hover(spot.key, spot.tooltip, spot.rect, self.pointer, spot.tip_side)
                self.tooltip.refresh()
            else:
                self.tooltip.clear()
        if self.session.state.is_over:
            if self._end_timer is None:
                self._end_timer = self.end_delay * self.anim_speed()
        else:
            self._end_timer = None
        self.app.dirty = True

    # ------------------------------------------------------------------ suggestion
    def _make_bot(self):
        if self._bot is None:
            from game.ai import make_bot

            try:
                self._bot = make_bot(self.game, self.hint_bot, seed=self.session.seed)
            except (KeyError, ImportError, AttributeError) as err:
                log.info("hint bot unavailable (%s); suggesting with the random bot", err)
                self._bot = make_bot(self.game, "random", seed=self.session.seed)
        return self._bot

    def request_suggestion(self) -> None:
        """Ask the hint bot, off the UI thread; the answer is dropped if the game moved meanwhile."""
        if self.thinking:
            return
        if not self.players_turn:
            self.app.toast("Suggestions come on your turn.")
            return
        bot = self._make_bot()
        state = self.session.state
        snapshot = state.clone() if hasattr(state, "clone") else copy.deepcopy(state)
        seat = self.seat
        version = self._version

        def work():
            if hasattr(bot, "suggest"):
                return bot.suggest(snapshot, seat)
            return bot.choose(snapshot, seat), ""

        def done(result):
            self.thinking = False
            self._job = None
            if version != self._version or result is None:
                return  # the game moved on: the advice is stale
            action, reason = result if isinstance(result, tuple) else (result, "")
            if self.why_illegal(action) is not None:
                return
            self.suggestion = (action, reason or self.describe_action(action))
            self.suggestion_age = 0.0
            self._place_suggestion_buttons()
            self._refresh_buttons()
            self.on_suggestion(action)

        self.thinking = True
        self.suggestion = None
        self._job = self.app.run_in_background(work, done)
        self._refresh_buttons()

    def accept_suggestion(self) -> None:
        if self.suggestion is not None:
            action = self.suggestion[0]
            self.before_suggested_action(action)
            self.propose(action)

    def dismiss_suggestion(self) -> None:
        self.suggestion = None
        self._refresh_buttons()

    # ------------------------------------------------------------------ toolbar
    def _build_toolbar(self) -> None:
        specs = [
            ("menu", "icons/menu.png", "", "Menu (Esc): resume, save, rules, settings, main menu", self.open_menu),
            ("rules", "icons/rules.png", "", "Rules of the game", self.open_rules),
            ("save", "icons/save.png", "", "Save the game (Ctrl+S)", self.save),
            ("redo", "icons/redo.png", "", "Redo (Ctrl+Y)", self.redo),
            ("undo", "icons/undo.png", "", "Undo (Ctrl+Z)", self.undo),
            ("suggest", "icons/hint.png", "Suggest", "Suggest a move (H): the helper looks for a good one",
             self.request_suggestion),
        ]
        x = self.toolbar_right
        self.toolbar = []
        for name, icon, label, tip, fn in specs:
            w = 40 if not label else 112
            x -= w
            self.toolbar.append(Button((x, self.toolbar_y, w, 36), label, icon, fn, tip, name=name, size=15))
            x -= 6

    def tool(self, name: str) -> Button:
        for b in self.toolbar + self.buttons + self.suggest_buttons:
            if b.name == name:
                return b
        raise KeyError(name)

    def _build_suggestion_buttons(self) -> None:
        r = self.suggestion_rect
        self.suggest_buttons = [
            Button((r.x + 14, r.bottom - 46, r.w - 28 - 84, 34), "Do it", None, self.accept_suggestion,
                   "Play the suggested move", style="primary", name="do_it", size=15),
            Button((r.right - 14 - 76, r.bottom - 46, 76, 34), "Dismiss", None, self.dismiss_suggestion,
                   "Hide the suggestion", style="ghost", name="dismiss", size=14),
        ]

    def _refresh_buttons(self) -> None:
        session = self.session
        self.tool("undo").enabled = session.can_undo
        self.tool("redo").enabled = session.can_redo
        suggest = self.tool("suggest")
        suggest.enabled = self.players_turn and not self.thinking
        suggest.label = "Thinking…" if self.thinking else "Suggest"
        for b in self.suggest_buttons:
            b.visible = self.suggestion is not None
        self.refresh_buttons()

    def all_buttons(self) -> list[Button]:
        return self.toolbar + self.buttons + self.suggest_buttons

    # ------------------------------------------------------------------ menu
    def open_menu(self) -> None:
        self.drag.cancel()
        self.tooltip.clear()
        self.menu = ModalMenu(self.assets, "Paused", [
            ("Resume", None, self.close_menu),
            ("Save game", "icons/save.png", lambda: (self.close_menu(), self.save())),
            ("Rules", "icons/rules.png", lambda: (self.close_menu(), self.open_rules())),
            ("Settings", "icons/menu.png", lambda: (self.close_menu(), self.open_settings())),
            ("Main menu", None, self.to_main_menu),
        ], subtitle=f"{self.game.title} \u00b7 your game is saved after every move", screen=SCREEN)
        self.app.dirty = True

    def close_menu(self) -> None:
        self.menu = None
        self.app.dirty = True

    def _push_scene(self, candidates: list[tuple[str, tuple]]) -> bool:
        """Open the first of ``(\"module:Class\", args)`` that exists (those screens belong to the menus)."""
        for path, args in candidates:
            try:
                cls = load_object(path)
            except (ImportError, AttributeError):
                continue
            for a in (args, ()):
                try:
                    scene = cls(self.app, *a)
                except TypeError:
                    continue
                self.app.push(scene)
                return True
        return False

    def open_rules(self) -> None:
        if not self._push_scene([("scenes.rules_scene:RulesScene", (self.game.id,))]):
            self.app.toast("The rules screen is not available in this build.")

    def open_settings(self) -> None:
        if not self._push_scene([("scenes.settings_scene:SettingsScene", ())]):
            self.app.toast("The settings screen is not available in this build.")

    def to_main_menu(self) -> None:
        self.menu = None
        from scenes.menu import MenuScene

        self.app.reset_to(MenuScene(self.app))

    def show_end(self) -> None:
        end_cls = load_object(self.game.end_scene)
        self.app.replace(end_cls(self.app, self.session))
        self.play_sound("end_fanfare")

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
            if event.type != pygame.MOUSEMOTION:
                release_ui_focus(self.app)
        if self.menu is not None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.close_menu()
            else:
                self.menu.handle_event(event, lambda b: self.play_sound("ui_click"))
            self.app.dirty = True
            return
        if event.type == pygame.KEYDOWN:
            self.handle_key(event)
            return
        if event.type == pygame.MOUSEWHEEL:
            if self.log_panel.handle_event(event, self.pointer):
                self.app.dirty = True
            return
        if event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return
        if not self.drag.active:
            self.log_panel.handle_event(event)
            if route_to_buttons(self.all_buttons(), event, lambda b: self.play_sound("ui_click")) is not None:
                self.tooltip.clear()
                return
        said = self.drag.message
        if self.drag.handle_event(event):
            message = self.drag.message
            if message is not None and message is not said and message is not self._refusal and not message.good:
                self.play_sound("refuse")  # a drop the drag controller refused by itself
            if self.drag.dragging:
                self.tooltip.clear()
            return
        if event.type == pygame.MOUSEMOTION:
            self._hover(event.pos)
        self.handle_board_event(event)

    def handle_key(self, event) -> None:
        key = event.key
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        if key == pygame.K_ESCAPE:
            if self.drag.dragging:
                self.drag.cancel()
            elif self.cancel_selection():
                pass
            elif self.suggestion is not None:
                self.dismiss_suggestion()
            else:
                self.open_menu()
        elif _ctrl(event) and key == pygame.K_z:
            self.redo() if shift else self.undo()
        elif _ctrl(event) and key == pygame.K_y:
            self.redo()
        elif _ctrl(event) and key == pygame.K_s:
            self.save()
        elif key == pygame.K_h and not _ctrl(event):
            self.request_suggestion()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.suggestion is not None:
            self.accept_suggestion()
        elif key == pygame.K_F1:
            self.open_rules()

    def _hover(self, pos) -> None:
        for b in self.all_buttons():
            if b.contains(pos):
                if b.tooltip:
                    title, _, more = b.tooltip.partition(":")
                    lines = (T.escape(more.strip()),) if more else ()
                    self.tooltip.hover(("button", b.name), TooltipContent(T.escape(title), lines), b.rect, pos)
                else:
                    self.tooltip.clear()
                return
        spot = hotspot_at(self.hotspots, pos)
        if spot is None or spot.tooltip is None:
            self.tooltip.clear()
        else:
            self.tooltip.hover(spot.key, spot.tooltip, spot.rect, pos, spot.tip_side)
        self.on_hover(spot)

    def _pick(self, pos) -> DragSource | None:
        spot = hotspot_at(self.hotspots, pos)
        if spot is None or (spot.drag is None and spot.click is None):
            return None
        if spot.drag is None:
            return DragSource(spot.key, None, spot.rect, None, draggable=False)
        return DragSource(spot.key, spot.drag, spot.rect, self.drag_image(spot))

    def _click(self, source: DragSource) -> None:
        for spot in self.hotspots:
            if spot.key == source.key and spot.click is not None:
                spot.click()
                return

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> bool:
        self.time += dt
        busy = False
        busy |= self.drag.update(dt)
        busy |= self.tooltip.update(dt)
        busy |= self.log_panel.update(dt)
        busy |= bool(self.update_animations(dt))
        busy |= self._update_sounds(dt)
        if self.suggestion is not None and self.suggestion_age < self.suggestion_glow_seconds:
            self.suggestion_age += dt
            busy = True
        if self.thinking:
            job = self._job
            if job is not None and job.done() and (job.cancelled() or job.exception() is not None):
                self.thinking = False  # the app reported the failure
                self._job = None
                self._refresh_buttons()
            busy = True
        if self.menu is None and self.automaton_pending and not self.drag.dragging:
            self.automaton_wait += dt
            busy = True
            if self.automaton_wait >= self.app.settings.automaton_delay:
                events = self.session.apply_automaton()
                self.autosave()
                self._changed("automaton", events)
        if self._end_timer is not None and self.menu is None:
            self._end_timer -= dt
            busy = True
            if self._end_timer <= 0 and self.session.state.is_over:
                self._end_timer = None
                self.show_end()
        return busy

    # ------------------------------------------------------------------ drawing helpers
    def draw_buttons(self, surface: pygame.Surface) -> None:
        for b in self.toolbar + self.buttons:
            b.draw(surface, self.assets, self.time)

    def _suggestion_body(self) -> pygame.Surface | None:
        if self.suggestion is None:
            return None
        action, reason = self.suggestion
        what = self.describe_action(action)
        body = f"[b]{T.escape(what)}[/b]"
        if reason and reason.strip() != what:
            body += "\n[c=#cdbde0]" + T.escape(reason) + "[/c]"
        return T.render_rich(self.assets, body, self.suggestion_rect.w - 28, size=14, scaled=True)

    def suggestion_box(self) -> pygame.Rect:
        """The suggestion card: as tall as its text needs (up to half the screen)."""
        r = pygame.Rect(self.suggestion_rect)
        body = self._suggestion_body()
        if body is not None:
            r.h = max(r.h, min(340, 40 + body.get_height() + 58))
        return r

    def _place_suggestion_buttons(self) -> None:
        r = self.suggestion_box()
        do_it, dismiss = self.suggest_buttons
        do_it.rect.topleft = (r.x + 14, r.bottom - 46)
        dismiss.rect.topleft = (r.right - 14 - dismiss.rect.w, r.bottom - 46)

    def draw_suggestion(self, surface: pygame.Surface) -> bool:
        """The suggestion card (or 'thinking'); returns whether it drew anything."""
        if self.suggestion is None and not self.thinking:
            return False
        r = self.suggestion_box() if self.suggestion is not None else pygame.Rect(self.suggestion_rect.topleft,
                                                                                 (self.suggestion_rect.w, 110))
        paint.draw_panel(surface, self.assets, r, 245)
        icon = self.assets.sprite("icons/hint.png", (22, 22))
        surface.blit(icon, (r.x + 14, r.y + 11))
        title = "Thinking…" if self.thinking else "Suggested move"
        surface.blit(T.text(self.assets, title, "bold", 15, PALETTE["marigold_light"]), (r.x + 42, r.y + 12))
        if self.thinking:
            import math
            for i in range(3):
                a = self.time * 5 - i * 0.6
                y = r.y + 66 + int(6 * math.sin(a))
                pygame.draw.circle(surface, PALETTE["marigold"], (r.centerx - 20 + 20 * i, y), 5)
            return True
        img = self._suggestion_body()
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(r.x + 10, r.y + 36, r.w - 20, r.h - 36 - 52))
        surface.blit(img, (r.x + 14, r.y + 40))
        surface.set_clip(clip)
        for b in self.suggest_buttons:
            b.draw(surface, self.assets, self.time)
        return True

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.drag.draw(surface)
        if not self.drag.dragging and self.menu is None:
            self.tooltip.draw(surface)
        if self.menu is not None:
            self.menu.draw(surface, self.time)

    # ------------------------------------------------------------------ hooks for the game's scene
    def on_view_changed(self, old, new, cause: str, events: list, animate: bool) -> None:
        """The view changed (``cause``: action, automaton, undo, redo, refresh): start animations."""

    def update_animations(self, dt: float) -> bool:
        return False

    def build_hotspots(self) -> list[Hotspot]:
        return []

    def refresh_buttons(self) -> None:
        """Update the game's own buttons (visibility, enabled) from the view."""

    def drop_targets(self, payload) -> list[DropTarget]:
        return []

    def drop(self, payload, target: DropTarget, pos) -> str | None:
        return "You cannot put that there."

    def drag_image(self, spot: Hotspot) -> pygame.Surface | None:
        return None

    def handle_board_event(self, event) -> None:
        """Pointer events no widget used."""

    def cancel_selection(self) -> bool:
        """Esc pressed: drop a click-selection if there is one (return True if there was)."""
        return False

    def on_hover(self, spot: Hotspot | None) -> None:
        """The pointer moved onto ``spot`` (or off everything)."""

    def on_suggestion(self, action) -> None:
        """A suggestion arrived (highlight its source and target)."""

    def before_suggested_action(self, action) -> None:
        """The player accepted the suggestion; called before it is proposed."""

    def event_markup(self, event) -> str:
        """A log line for ``event`` in the rich-text markup."""
        return T.escape(getattr(event, "text", str(event)))

    def describe_action(self, action) -> str:
        text = str(action)
        return text[:1].upper() + text[1:] + "."

    def suggestion_keys(self) -> set[Hashable]:
        """Hotspot / target keys the current suggestion points at (they glow)."""
        return set()
