"""A table's input: the pause menu and the curtain first, then keys (Esc, Ctrl+Z/Y/S, H, Enter,
F1), the buttons, dragging and clicking the hotspots, and hover tooltips; what no widget uses
goes to the game's ``handle_board_event``. A part of :class:`scenes.play.PlayScene`."""
from __future__ import annotations

import pygame

from scenes.kit import overlay
from scenes.widgets import text as T
from scenes.widgets.button import route_to_buttons
from scenes.widgets.drag import DragSource
from scenes.widgets.hotspot import hotspot_at
from scenes.widgets.tooltip import TooltipContent


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



class Input:
    """Events to the menu, the curtain, the keys, the buttons, the drag controller or the board."""

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
        if self.overlays.shown(overlay.CURTAIN):  # the curtain takes every event: nothing under it is touched
            self.handover.handle_event(event)
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
        if self.drag.handle_event(event):  # (a refused drop was said, with its sound, by the door: play_door)
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
                self.suggestions.dismiss()
            else:
                self.open_menu()
        elif _ctrl(event) and key == pygame.K_z:
            self.redo() if shift else self.undo()
        elif _ctrl(event) and key == pygame.K_y:
            self.redo()
        elif _ctrl(event) and key == pygame.K_s:
            self.saving.save()
        elif key == pygame.K_h and not _ctrl(event):
            self.suggestions.request()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.suggestion is not None:
            self.suggestions.accept()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.coach.key_next():
            pass
        elif key == pygame.K_F1:
            self.open_rules()

    def close_orphan_tooltip(self) -> bool:
        """A tooltip closes when what it describes has gone (a card played, a button hidden);
        True when one closed."""
        if self.tooltip.key is None:
            return False
        alive = {h.key: h.rect for h in self.hotspots}
        alive.update((("button", b.name), b.rect) for b in self.all_buttons())
        if overlay.close_orphan_tooltip(self.tooltip, alive):
            self.app.dirty = True
            return True
        return False

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
            self.tooltip.hover(spot.key, spot.tooltip, spot.rect, pos, spot.tip_side, spot.tip_avoid)
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
