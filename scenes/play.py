"""The machinery every game's play scene shares.

A :class:`PlayScene` owns the :class:`~game.session.Session` and turns input into *proposed*
actions for the seat it shows: the rules accept or refuse them (``state.why_illegal``), the scene
never decides. It draws only that seat's view (``game.view(state, seat)``).

Shared here, so every game gets them for free:

* any number of human seats; hotseat with a "pass to <name>" curtain that hides the table
  (and so the previous player's hand) until the next player is at the screen;
* the automaton's and the AI seats' turns, paced at the chosen speed with a thinking mark; AI
  seats think in the bot worker process (:mod:`game.ai.driver`), never on the UI thread; each AI
  action goes in the log with its reason;
* proposing actions, refusals shown near the pointer, autosave after every action;
* Ctrl+Z undo (your own actions only), Ctrl+Y / Ctrl+Shift+Z redo, Ctrl+S save, H suggest, Esc menu;
* "suggest a move" through the game's hint bot, in the worker too, stale answers thrown away;
* the game log panel, hover tooltips, drag and drop, the toolbar;
* the switch to the game's end scene once the game is over (the finished game is kept for
  replays and counted in the statistics).

A game's scene fills in the hooks: ``layout`` and drawing, ``build_hotspots``,
``drop_targets``/``drop``, ``drag_image``, ``on_view_changed`` (animations), ``event_markup``,
``prompt`` and ``suggestion_keys``.
"""
from __future__ import annotations

import logging
from typing import Any, Hashable

import pygame

from game.registry import load_object
from game.protocol import third_person
from game.rules.base import IllegalAction
from scenes import audio
from scenes.assets import PALETTE
from scenes.base import Scene
from scenes.play_saving import Saving
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.button import Button, route_to_buttons
from scenes.widgets.drag import DragController, DragSource, DropTarget
from scenes.widgets.hotspot import Hotspot, hotspot_at
from scenes.widgets.layers import CachedLayer
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



def as_sentence(reason: str) -> str:
    """A bot's reason ("in B4 it lights up") as a sentence: a capital first and a full stop last."""
    reason = reason.strip()
    if not reason:
        return reason
    reason = reason[0].upper() + reason[1:]
    return reason if reason[-1] in ".!?" else reason + "."

class PlayScene(Saving, Scene):
    """Base class of the play scenes (its hooks for a table: scenes/table_hooks.py). ``seat``: the seat on screen."""

    name = "play"
    end_delay = 1.6  # seconds (times the animation speed) the finished table shows before the scores
    suggestion_glow_seconds = 3.0

    # rectangles the subclass may override (logical 1280x720 coordinates)
    log_rect = pygame.Rect(1052, 246, 216, 466)
    suggestion_rect = pygame.Rect(1052, 56, 216, 182)
    toolbar_right = 1268
    toolbar_y = 6

    def __init__(self, app, session, replay: bool = False):
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.assets = app.assets
        self.replay = replay  # a finished game being watched step by step: no input reaches the rules
        humans = session.human_seats
        step = session.next_step()
        # the seat on screen: the human to move, else the first human (spectating bots: seat 0)
        self.seat = step.seat if step.kind == "human" and step.seat is not None else (humans[0] if humans else 0)
        self.hotseat = len(humans) > 1
        self.curtain: int | None = None  # hotseat: the seat asked to come to the screen
        self.curtain_buttons: list[Button] = []
        self._curtain_waiting = False  # hotseat: the curtain waits for the table to finish telling a move
        self._unsaved = False  # machine moves made since the last autosave
        self._curtain_layer = CachedLayer()
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
        self.ai_wait = 0.0  # seconds the current AI seat has been thinking (its move waits for the pacing)
        self.ai_job = None  # the AI seat's decision in flight (game.ai.driver.Job)
        self.ai_job_version = -1
        self.thinking_seat: int | None = None  # an AI seat thinking now: the scene shows a mark
        self.suggestion: tuple[Any, str] | None = None
        self.suggestion_age = 0.0
        self.thinking = False
        self._job = None
        self._end_timer: float | None = None
        self._finished_recorded = False
        self.session_key = f"{session.game.id}-{session.seed}-{id(session):x}"
        self.toolbar: list[Button] = []
        self.buttons: list[Button] = []  # the game's own buttons (phase actions)
        self.suggest_buttons: list[Button] = []
        self._sound_queue: list[list] = []  # [seconds left, sound name]: effects timed to animations
        self._refusal = None  # the refusal message refuse() last showed (it already made its sound)
        self._build_toolbar()
        self._build_suggestion_buttons()
        if self.hotseat and step.kind == "human" and not replay:
            self.curtain = step.seat  # the first player comes to the screen before anything is shown

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
        return self.session.next_step().kind == "automaton"

    @property
    def ai_pending(self) -> bool:
        """An AI seat is to move (it is thinking, or its move waits for the pacing)."""
        return self.session.next_step().kind == "bot"

    @property
    def players_turn(self) -> bool:
        """Whether the seat on screen may act now (and nothing hides the table)."""
        st = self.session.state
        if st.is_over or self.replay or self.curtain is not None:
            return False
        step = self.session.next_step()
        return step.kind == "human" and self.seat in step.seats

    def seat_name(self, seat: int | None) -> str:
        """A seat's name as the others read it (a human seat called "You" is "Player N" to them)."""
        names = self.session.setup.names
        if seat is not None and 0 <= seat < len(names):
            return third_person(names, seat)
        return self.session.state.seat_name(seat)

    def enter(self) -> None:
        if self.app.prefetch_sprites:
            self.app.assets.prefetch(self.sprites_to_prefetch(), wait=False)
        self.refresh(animate=False)
        if self.session.save_id is None:
            self.autosave()  # a game has its own file from the moment it is dealt
        if not self.replay and any(not s.human for s in self.session.setup.seats):
            try:
                self.app.bot_driver.warm(self.game.id)
            except Exception as err:  # thinking falls back to the first request
                log.info("bot worker not warmed: %s", err)

    def exit(self) -> None:
        if self._unsaved:
            self.autosave()
        self._sound_queue.clear()
        self.drag.cancel()
        self.drag.returning.clear()
        self.tooltip.clear()
        self.menu = None
        self._cancel_ai()
        self._cancel_suggestion()

    def refresh(self, animate: bool = False) -> None:
        """Re-read the view and rebuild everything derived from it."""
        self._version += 1
        self.on_view_changed(None, self.view, "refresh", [], animate)
        self._after_change()

    # ------------------------------------------------------------------ actions
    def why_illegal(self, action) -> str | None:
        """The rules' reason the seat on screen may not play ``action`` now (``None`` when legal)."""
        if self.replay:
            return "This is a replay: use the arrows below to step through the game."
        if self.curtain is not None:
            return f"Waiting for {self.seat_name(self.curtain)} to come to the screen."
        return self.session.state.why_illegal(self.seat, action)

    def legal_actions(self) -> list:
        if self.replay or self.curtain is not None:
            return []
        return self.session.state.legal_actions(self.seat)

    def propose(self, action, at: tuple[int, int] | None = None) -> bool:
        """Offer ``action`` to the rules. Refused: show why (near ``at`` if given). Returns success."""
        if self.menu is not None:
            return False
        reason = self.why_illegal(action)
        if reason is not None:
            self.refuse(reason, at)
            return False
        try:
            events = self.session.apply(self.seat, action)
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

    def undo(self) -> None:
        if self.drag.dragging:
            self.drag.cancel()
        if self.replay or self.curtain is not None:
            return
        if not self.session.can_undo(self.seat):
            log_ = self.session.log
            if log_ and log_[-1].seat != self.seat and len(log_) > self.session.undo_floor:
                self.app.toast(f"Nothing to undo: {self.seat_name(log_[-1].seat)} has moved since, and only "
                               f"your own moves can be taken back.")
            else:
                self.app.toast("Nothing to undo: die rolls, newly drawn cards and other players' moves cannot "
                               "be taken back." if log_ else "Nothing to undo yet.")
            return
        self._cancel_ai()
        self.session.undo(self.seat)
        self.autosave()
        self._changed("undo", [])

    def redo(self) -> None:
        if self.drag.dragging:
            self.drag.cancel()
        if self.replay or self.curtain is not None:
            return
        if not self.session.can_redo(self.seat):
            self.app.toast("Nothing to redo.")
            return
        self._cancel_ai()
        self.session.redo(self.seat)
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
        self._cancel_suggestion()
        self.automaton_wait = 0.0
        if self.ai_job is None:
            # an AI seat to move next shows as thinking from this frame on (its job starts on the
            # next): the opponents' cards are painted once with the mark, not first without it
            after = self.session.next_step()
            self.thinking_seat = after.seat if after.kind == "bot" else None
        self.on_view_changed(old, self.view, cause, events, True)
        # a machine's move: its log lines are laid out on the next frame (a frame's budget is shared
        # with the move's repaints; a person's move shows in the log at once)
        self._log_later = cause in ("ai", "automaton")
        try:
            self._after_change()
        finally:
            self._log_later = False

    # A game whose log lines depend only on the event (or note), the seat reading and the settings
    # says so: each line's markup is then kept, not worked out again for the whole log at every move.
    log_lines_are_pure = False

    def log_markup(self) -> list[str]:
        """The log panel's entries: the events this seat may see, and each AI move's reason."""
        lines = self.session.log_lines(self.seat)[-LogPanel.CAP:]
        cache = None
        if self.log_lines_are_pure:
            key = (self.seat, self.high_contrast)
            memo = self.__dict__.get("_markup_memo")
            if memo is None or memo[0] != key or len(memo[1]) > 4 * LogPanel.CAP:
                memo = self.__dict__["_markup_memo"] = (key, {})
            cache = memo[1]
        out = []
        for line in lines:
            try:
                text = cache.get(line) if cache is not None else None
            except TypeError:  # an event carrying something unhashable: not kept
                text = None
                cache = None
            if text is None:
                text = self.event_markup(line[1]) if line[0] == "event" else self.note_markup(line[1], line[2])
                if cache is not None:
                    cache[line] = text
            out.append(text)
        return out

    def note_markup(self, seat: int, note: str) -> str:
        """An AI seat's reason for its move, as a log line ("Rosa: In B4 it lights up at once.")."""
        return f"[c=muted][i]{T.escape(self.seat_name(seat))}: {T.escape(as_sentence(note))}[/i][/c]"

    _log_later = False  # (set while a machine's move is taken in)
    _log_stale = False  # the log panel still shows the entries before the last machine move

    def _refresh_log(self) -> None:
        self._log_stale = False
        self.log_panel.set_entries(self.log_markup())

    def _after_change(self) -> None:
        if self._log_later:
            self._log_stale = True
        else:
            self._refresh_log()
        self.hotspots = self.build_hotspots()
        self._refresh_buttons()
        if self.tooltip.visible:
            spot = hotspot_at(self.hotspots, self.pointer)
            if spot is not None and spot.key == self.tooltip.key:
                self.tooltip.hover(spot.key, spot.tooltip, spot.rect, self.pointer, spot.tip_side)
                self.tooltip.refresh()
            else:
                self.tooltip.clear()
        if self.session.state.is_over and not self.replay:
            if self._end_timer is None:
                self._end_timer = self.end_delay * self.anim_speed()
            self._record_finished()
        else:
            self._end_timer = None
        self._curtain_if_due()
        self.app.dirty = True

    def _curtain_if_due(self) -> None:
        """Hotseat: another person is to move, so the curtain comes down, once the table has told
        what it is telling (``holding()``): the player who moved sees their move's outcome first."""
        self._curtain_waiting = False
        if not self.hotseat or self.replay or self.curtain is not None:
            return
        step = self.session.next_step()
        if step.kind == "human" and self.seat not in step.seats:
            if self.holding():
                self._curtain_waiting = True
                return
            self.curtain = step.seat
            self.drag.cancel()
            self.tooltip.clear()
            self._build_curtain()

    def _record_finished(self) -> None:
        """Once per finished game: keep it for replays and count it in the statistics."""
        if self._finished_recorded:
            return
        self._finished_recorded = True
        try:
            self.app.store.keep_finished(self.session)
        except OSError as err:
            log.warning("could not keep the finished game: %s", err)
        try:
            from game.stats import record_game

            record_game(self.session)
        except Exception as err:  # statistics must never break the end of a game
            log.warning("could not record the statistics: %s", err)

    # ------------------------------------------------------------------ AI seats and suggestions
    def _cancel_ai(self) -> None:
        if self.ai_job is not None:
            try:
                self.app.bot_driver.cancel(self.ai_job)
            except Exception:
                pass
        self.ai_job = None
        self.thinking_seat = None
        self.ai_wait = 0.0

    def _cancel_suggestion(self) -> None:
        if self._job is not None:
            try:
                self.app.bot_driver.cancel(self._job)
            except Exception:
                pass
        self._job = None
        if self.thinking:
            self.thinking = False
            if self.toolbar:
                self._refresh_buttons()

    def _ask_bot(self, bot_name: str, seat: int, key: str, budget: float | None = None):
        """Start a decision of ``bot_name`` for ``seat`` in the bot worker, on the seat's view."""
        state = self.session.state
        view = self.game.view(state, seat)
        legal = state.legal_actions(seat)
        return self.app.bot_driver.submit(self.game.id, bot_name, seat, self.session.seed, key, view, legal, budget)

    def request_suggestion(self) -> None:
        """Ask the game's hint bot (in the worker); the answer is dropped if the game moved meanwhile."""
        if self.thinking:
            return
        if not self.players_turn:
            self.app.toast("Suggestions come on your turn.")
            return
        bot = self.game.hint_bot if self.game.hint_bot in self.game.bots else "random"
        self.thinking = True
        self.suggestion = None
        self._suggest_version = self._version
        self._job = self._ask_bot(bot, self.seat, self.session_key + "-suggest")
        self._refresh_buttons()

    def _suggestion_arrived(self) -> None:
        job = self._job
        self._job = None
        self.thinking = False
        if job is None or job.cancelled:
            self._refresh_buttons()
            return
        err = job.error()
        if err is not None:
            log.warning("the suggestion failed: %r", err)
            self.app.toast("The helper could not finish its thinking.")
            self._refresh_buttons()
            return
        action, reason = job.result()
        if getattr(self, "_suggest_version", None) != self._version or self.why_illegal(action) is not None:
            self._refresh_buttons()
            return  # the game moved on: the advice is stale
        self.suggestion = (action, reason or self.describe_action(action))
        self.suggestion_age = 0.0
        self._place_suggestion_buttons()
        self._refresh_buttons()
        self.on_suggestion(action)

    def _drive(self, dt: float) -> bool:
        """Play the automaton and the AI seats at the chosen pace; True while something is pending."""
        if self.replay or self.menu is not None or self.drag.dragging or self.curtain is not None:
            return False
        session = self.session
        step = session.next_step()
        delay = self.app.settings.automaton_delay
        if step.kind == "automaton":
            if self.holding():
                return True  # the table still shows the last move: the automaton's pause starts after it
            self.automaton_wait += dt
            if self.automaton_wait >= delay:
                events = session.apply_automaton()
                self._autosave_after_machine()
                self._changed("automaton", events)
            return True
        if step.kind != "bot":
            if self.ai_job is not None:
                self._cancel_ai()
            return False
        seat = step.seat
        if self.ai_job is None or self.ai_job_version != self._version:
            if self.ai_job is not None:
                self._cancel_ai()
            bot = session.setup.seats[seat].bot
            self.ai_job = self._ask_bot(bot, seat, self.session_key, budget=None)
            self.ai_job_version = self._version
            self.ai_wait = 0.0
            self.thinking_seat = seat
            self.app.dirty = True
        self.ai_wait += dt
        job = self.ai_job
        if not job.done() or self.ai_wait < delay or self.holding():
            return True
        self.ai_job = None
        err = job.error()
        if err is not None:
            log.error("the AI at seat %s failed: %r", seat, err)
            self.app.toast(f"{self.seat_name(seat)} could not decide ({type(err).__name__}); playing a random move.")
            legal = session.state.legal_actions(seat)
            action, reason = legal[0], "a fallback move: the AI failed"
        else:
            action, reason = job.result()
        try:
            events = session.apply(seat, action, note=reason)
        except IllegalAction as e:
            log.error("the AI at seat %s proposed an illegal move %s: %s", seat, action, e.reason)
            legal = session.state.legal_actions(seat)
            events = session.apply(seat, legal[0], note="a fallback move")
        self._autosave_after_machine()
        self._changed("ai", events)
        return True

    def accept_suggestion(self) -> None:
        if self.suggestion is not None:
            action = self.suggestion[0]
            self.before_suggested_action(action)
            self.propose(action)

    def dismiss_suggestion(self) -> None:
        self.suggestion = None
        self._refresh_buttons()

    # ------------------------------------------------------------------ hotseat curtain
    def _build_curtain(self) -> None:
        panel = self.curtain_rect()
        name = self.seat_name(self.curtain)
        label = f"I am {name}: show my table"
        w = max(300, min(panel.w - 60, 24 + 11 * len(label)))
        self.curtain_buttons = [Button((panel.centerx - w // 2, panel.bottom - 78, w, 48), label, None,
                                       self.lift_curtain, f"Show {name}'s hand and table", style="primary",
                                       name="curtain", size=17)]

    def curtain_rect(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, 620, 360)
        r.center = (SCREEN[0] // 2, SCREEN[1] // 2 + 10)
        return r

    def lift_curtain(self) -> None:
        """The next player is at the screen: show their view."""
        if self.curtain is None:
            return
        self.seat = self.curtain
        self.curtain = None
        self.curtain_buttons = []
        self.suggestion = None
        self._version += 1
        self.refresh(animate=False)
        self.play_sound("ui_click")

    def curtain_news(self) -> list[str]:
        """What happened since the next player's last move, public events only (someone else may
        still be looking at the screen), as log markup."""
        session = self.session
        seat = self.curtain
        last = max((i for i, e in enumerate(session.log) if e.seat == seat), default=-1)
        start = session.marks[last] if 0 <= last < len(session.marks) else 0
        out = []
        for e in session.state.events[start:]:
            if e.visible_to is None:
                out.append(self.event_markup(e, seat))
        return out[-6:]

    def draw_curtain(self, surface: pygame.Surface) -> None:
        a = self.assets
        surface.blit(a.sprite("ui/table.png", SCREEN), (0, 0))
        surface.blit(paint.rrect_surface(SCREEN, (8, 4, 16, 200), 0), (0, 0))
        r = self.curtain_rect()
        paint.draw_panel(surface, a, r, 250)
        name = self.seat_name(self.curtain)
        title = T.outlined(a, f"Pass to {name}", "display", 44, PALETTE["marigold_light"], (90, 20, 60), 2)
        surface.blit(title, title.get_rect(midtop=(r.centerx, r.y + 22)))
        sub = T.text(a, f"The table stays hidden until {name} is at the screen.", "italic", 16, PALETTE["muted"])
        surface.blit(sub, sub.get_rect(midtop=(r.centerx, r.y + 84)))
        news = self.curtain_news()
        y = r.y + 122
        if news:
            head = T.text(a, "Since your last move", "bold", 14, PALETTE["marigold_light"])
            surface.blit(head, (r.x + 40, y))
            y += 24
            for line in news:
                img = T.render_rich(a, line, r.w - 80, size=14, scaled=True)
                if y + img.get_height() > r.bottom - 90:
                    break
                surface.blit(img, (r.x + 40, y))
                y += img.get_height() + 4
        for b in self.curtain_buttons:
            b.draw(surface, a, self.time)

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
        live = not self.replay and self.curtain is None
        self.tool("undo").enabled = live and session.can_undo(self.seat)
        self.tool("redo").enabled = live and session.can_redo(self.seat)
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
            ("Save a copy\u2026", "icons/save.png", lambda: (self.close_menu(), self.save_copy())),
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
        self.app.replace(end_cls(self.app, self.session, seat=self.seat))
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
        if self.curtain is not None:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.lift_curtain()
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.open_menu()
            elif event.type == pygame.KEYDOWN and _ctrl(event) and event.key == pygame.K_s:
                self.save()
            elif event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                if not self.curtain_buttons:
                    self._build_curtain()
                route_to_buttons(self.curtain_buttons, event, lambda b: None)
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
        if self._log_stale:
            self._refresh_log()
            busy = True
        busy |= self.drag.update(dt)
        busy |= self.tooltip.update(dt)
        busy |= self.log_panel.update(dt)
        busy |= bool(self.update_animations(dt))
        busy |= self._update_sounds(dt)
        if self.suggestion is not None and self.suggestion_age < self.suggestion_glow_seconds:
            self.suggestion_age += dt
            busy = True
        if self.thinking:
            if self._job is None or self._job.done():
                self._suggestion_arrived()
            busy = True
        busy |= self._drive(dt)
        store = getattr(self.app, "_store", None)  # (not opened just to ask)
        if store is not None:
            self._autosave_failed(store.take_errors())
        if self._curtain_waiting:
            busy = True
            if not self.holding():
                self._curtain_if_due()
        if self.curtain is not None:
            busy = True  # the curtain's lamp flickers
        if self._end_timer is not None and self.menu is None:
            if not self.holding():  # the last move is shown to its end before the scores
                self._end_timer -= dt
            busy = True
            if self._end_timer <= 0 and self.session.state.is_over:
                self._end_timer = None
                self.show_end()
        return busy

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """The table (the game's :meth:`draw_scene`), or the hotseat curtain that hides it."""
        if self.curtain is not None:
            if not self.curtain_buttons:
                self._build_curtain()
            # the curtain is still: cached until its words or its button change
            key = (self.curtain, self._version, len(self.session.log), self.assets.text_scale, id(self.assets),
                   tuple((b.label, b.hover, b.pressed, b.enabled, b.visible, b.highlight) for b in self.curtain_buttons))
            self._curtain_layer.blit(surface, key, self.draw_curtain)
            return
        self.draw_scene(surface)

    def draw_scene(self, surface: pygame.Surface) -> None:
        """Draw the table from ``self.view``. Must not change any state."""

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
            body += "\n[c=#cdbde0]" + T.escape(as_sentence(reason)) + "[/c]"
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
        if self.curtain is None:
            self.drag.draw(surface)
            if not self.drag.dragging and self.menu is None:
                self.tooltip.draw(surface)
        if self.menu is not None:
            self.menu.draw(surface, self.time)

    # ------------------------------------------- hooks for the game's scene (the contract: scenes/table_hooks.py)
    def on_view_changed(self, old, new, cause: str, events: list, animate: bool) -> None:
        """The view changed (``cause``: action, automaton, undo, redo, refresh): start animations."""

    def update_animations(self, dt: float) -> bool:
        return False

    def sprites_to_prefetch(self) -> list[str]:
        """The sprites decoded in the background when the table opens: by default every one in the
        game's own folder (``assets/sprites/<game id>/``)."""
        sprites = self.app.assets.root / "sprites"
        folder = sprites / self.game.id
        if not folder.is_dir():
            return []
        return sorted(p.relative_to(sprites).as_posix() for p in folder.rglob("*.png"))

    def holding(self) -> bool:
        """True while the table shows something the next move must not hide (a finished trick, an
        automaton's turn told step by step): the AI may think meanwhile, but its move, the
        automaton's move and the end screen wait."""
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

    def event_markup(self, event, viewer: int | None = -2) -> str:
        """A log line for ``event`` in the rich-text markup, as ``viewer`` reads it (default: the seat
        on screen)."""
        return T.escape(getattr(event, "text", str(event)))

    def describe_action(self, action) -> str:
        """An action in the player's words, from the game's words module (the one place they live)."""
        return self.game.describe_action(action, self.view)

    def suggestion_keys(self) -> set[Hashable]:
        """Hotspot / target keys the current suggestion points at (they glow)."""
        return set()
