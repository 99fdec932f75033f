"""Drag and drop for play scenes.

The scene tells the controller three things through callbacks:

* ``pick(pos)``: what can be picked up under the pointer (a :class:`DragSource`) or ``None``;
* ``targets(payload)``: every place the payload could be dropped, each a :class:`DropTarget`
  marked legal or not (with the rules' reason), so legal ones highlight while dragging;
* ``drop(payload, target, pos)``: offer the drop on ``target``, legal or not (the scene's one door to
  the rules answers it and says any refusal); a true value when it was taken, a false one (the
  scene's refused :class:`~scenes.play_door.Attempt`) when the item goes home.

A press and release without moving is a click (``click(source)``). A refused or missed drop
glides the item back to where it came from. An item let go where nothing takes it is told why
through ``refuse(text, pos)`` (by default the controller says it itself, near the drop point).
Everything here is view-only: the rules decide, through the scene.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Hashable

import pygame

from game.text import Msg, say
from scenes.assets import PALETTE
from scenes.picture_cache import MB, SurfaceCache
from scenes.shell_layout import DRAG_BUBBLE_AT
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.tween import Tweener, ease_out_cubic, pulse


@dataclass
class DragSource:
    key: Hashable  # the item's identity (the scene hides it at home while it is dragged)
    payload: Any  # what the scene's callbacks receive
    rect: pygame.Rect  # where the item is drawn at home
    image: pygame.Surface | None = None  # what follows the pointer (defaults to nothing drawn)
    label: str = ""
    draggable: bool = True  # False: the item can only be clicked


@dataclass
class DropTarget:
    key: Hashable
    rect: pygame.Rect
    legal: bool
    reason: str | Msg | None = None  # why not, when illegal
    hint: str | Msg = ""  # what dropping here does (shown beside the pointer while hovering)
    data: Any = None
    hit: pygame.Rect | None = None  # a larger catch area, if different from the drawn rect
    radius: int | None = None  # corner radius of its highlight (round tokens: half their size)
    preview: Callable[[], list[str] | None] | None = None  # what a drop here would score, a line each
    _told: list[str] | None = field(default=None, repr=False, compare=False)

    def contains(self, pos) -> bool:
        return (self.hit or self.rect).collidepoint(pos)

    def told(self) -> list[str]:
        """The preview's lines (worked out the first time they are asked for: only a hovered target's are)."""
        if self._told is None:
            self._told = list((self.preview() if self.preview is not None and self.legal else None) or ())
        return self._told


@dataclass
class _Message:
    text: str
    pos: tuple[int, int]
    time_left: float
    good: bool = False


@dataclass
class _Return:
    source: DragSource
    start: pygame.Rect
    tweens: Tweener = field(default_factory=Tweener)


class DragController:
    """Turns mouse presses, motion and releases into clicks and drops."""

    THRESHOLD = 6  # pixels the pointer must travel before a press becomes a drag

    def __init__(self, pick: Callable[[tuple[int, int]], DragSource | None],
                 targets: Callable[[Any], list[DropTarget]],
                 drop: Callable[[Any, DropTarget, tuple[int, int]], Any],
                 click: Callable[[DragSource], None] | None = None,
                 speed: float | Callable[[], float] = 1.0, assets=None, message_seconds: float = 3.5,
                 refuse: Callable[[str, tuple[int, int]], None] | None = None):
        self.pick = pick
        self.list_targets = targets
        self.drop = drop
        self.click = click
        self.refuse = refuse if refuse is not None else self.say  # a scene's says it once, with its sound
        self._speed = speed
        self.assets = assets
        self.message_seconds = message_seconds
        self.pressed: DragSource | None = None
        self.press_pos = (0, 0)
        self.grab = (0, 0)  # pointer offset inside the dragged image
        self.dragging = False
        self.pos = (0, 0)
        self.targets: list[DropTarget] = []
        self.hover: DropTarget | None = None
        self.returning: list[_Return] = []
        self.message: _Message | None = None
        self.drop_rect: pygame.Rect | None = None
        self.time = 0.0
        # what to say when an item is let go where nothing takes it while some place would (``None``:
        # it glides home in silence); called with the payload and the pointer, it returns the words
        self.nowhere: Callable[[Any, tuple[int, int]], str | None] | None = None

    # ------------------------------------------------------------------ state
    @property
    def speed(self) -> float:
        return float(self._speed() if callable(self._speed) else self._speed)

    @property
    def active(self) -> bool:
        """Something is being dragged (or pressed, about to be)."""
        return self.pressed is not None

    @property
    def payload(self) -> Any:
        return self.pressed.payload if self.pressed is not None and self.dragging else None

    def hides(self, key: Hashable) -> bool:
        """Whether the scene should skip drawing ``key`` at home (it is in the pointer's hand or flying back)."""
        if self.dragging and self.pressed is not None and self.pressed.key == key:
            return True
        return any(r.source.key == key for r in self.returning)

    def hidden_keys(self) -> set:
        """Every key the scene should not draw at home now (in the pointer's hand, or flying back)."""
        hidden = {r.source.key for r in self.returning}
        if self.dragging and self.pressed is not None:
            hidden.add(self.pressed.key)
        return hidden

    def legal_keys(self) -> set:
        return {t.key for t in self.targets if t.legal}

    def target_for(self, key: Hashable) -> DropTarget | None:
        for t in self.targets:
            if t.key == key:
                return t
        return None

    def cancel(self) -> None:
        """Drop whatever is held without doing anything (e.g. the state changed under it)."""
        if self.dragging and self.pressed is not None:
            self._send_back(self.pressed)
        self.pressed = None
        self.dragging = False
        self.targets = []
        self.hover = None

    def say(self, text: str, pos: tuple[int, int], good: bool = False) -> None:
        self.message = _Message(text, (int(pos[0]), int(pos[1])), self.message_seconds, good)

    # ------------------------------------------------------------------ events
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True if the event was used (a press on something pickable, a drag, a drop)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            source = self.pick(event.pos)
            if source is None:
                return False
            self.pressed = source
            self.press_pos = event.pos
            self.pos = event.pos
            self.dragging = False
            self.grab = (event.pos[0] - source.rect.x, event.pos[1] - source.rect.y)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.pos = event.pos
            if self.pressed is None:
                return False
            if not self.dragging:
                if not self.pressed.draggable:
                    return True
                dx, dy = event.pos[0] - self.press_pos[0], event.pos[1] - self.press_pos[1]
                if dx * dx + dy * dy < self.THRESHOLD * self.THRESHOLD:
                    return True
                self._start_drag()
            self.hover = self._target_at(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.pressed is None:
                return False
            source = self.pressed
            self.pos = event.pos
            if not self.dragging:
                self.pressed = None
                inside = source.rect.collidepoint(event.pos) or source.draggable
                if inside and self.click is not None:
                    self.click(source)
                return True
            target = self._target_at(event.pos)
            self.drop_rect = self.image_rect(source)  # where the item was let go (scenes glide it on)
            self.pressed = None
            self.dragging = False
            self.hover = None
            targets, self.targets = self.targets, []
            if target is None:
                self._send_back(source)
                if targets and not any(t.legal for t in targets):
                    reasons = [say(t.reason) for t in targets if t.reason]
                    if reasons:
                        self.refuse(reasons[0], event.pos)
                elif self.nowhere is not None and not source.rect.collidepoint(event.pos):
                    text = self.nowhere(source.payload, event.pos)
                    if text:
                        self.refuse(text, event.pos)
                return True
            if self.drop(source.payload, target, event.pos):
                self.message = None
            else:
                self._send_back(source)  # (the scene said why)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.dragging:
            self.cancel()
            return True
        return False

    def _start_drag(self) -> None:
        self.dragging = True
        self.message = None
        source = self.pressed
        if source.image is not None:
            iw, ih = source.image.get_size()
            # keep the grab point proportional when the dragged image differs in size
            self.grab = (int(self.grab[0] * iw / max(1, source.rect.w)), int(self.grab[1] * ih / max(1, source.rect.h)))
        self.targets = list(self.list_targets(source.payload))

    def _target_at(self, pos) -> DropTarget | None:
        for t in reversed(self.targets):
            if t.contains(pos):
                return t
        return None

    def _send_back(self, source: DragSource) -> None:
        start = self.image_rect(source)
        ret = _Return(source, start, Tweener(self._speed))
        ret.tweens.start("pos", start, pygame.Rect(source.rect), 0.32, 0.0, ease_out_cubic)
        if ret.tweens.active("pos"):
            self.returning.append(ret)

    def image_rect(self, source: DragSource | None = None) -> pygame.Rect:
        source = source or self.pressed
        size = source.image.get_size() if source.image is not None else source.rect.size
        return pygame.Rect(self.pos[0] - self.grab[0], self.pos[1] - self.grab[1], *size)

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> bool:
        """Advance the snap-back and the message; True while anything moves or shows."""
        self.time += dt
        for ret in list(self.returning):
            if not ret.tweens.update(dt):
                self.returning.remove(ret)
        if self.message is not None:
            self.message.time_left -= dt
            if self.message.time_left <= 0:
                self.message = None
        return bool(self.returning) or self.message is not None or self.dragging

    # ------------------------------------------------------------------ drawing
    def draw_targets(self, surface: pygame.Surface, colour=PALETTE["marigold_light"], high_contrast: bool = False,
                     radius: int = 10) -> None:
        """Highlight legal targets (and the hovered one) while dragging."""
        if not self.dragging:
            return
        k = pulse(self.time, 1.2)
        base_radius = radius
        for t in self.targets:
            if not t.legal:
                continue
            radius = t.radius if t.radius is not None else base_radius
            hovered = self.hover is t
            if high_contrast:
                paint.outline(surface, t.rect.inflate(6, 6), (255, 255, 255), 4 if hovered else 3, radius,
                              dashed=not hovered, phase=self.time)
                if hovered:
                    paint.outline(surface, t.rect.inflate(12, 12), (0, 0, 0), 2, radius + 2)
            else:
                paint.draw_glow(surface, t.rect, colour, 16 if hovered else 12, 255 if hovered else 220,
                                1.0 if hovered else 0.5 + 0.45 * k)
                paint.rrect(surface, t.rect, tuple(colour[:3]) + (70 if hovered else 34,), radius)
                paint.rrect(surface, t.rect.inflate(4, 4), tuple(colour[:3]) + (255,), radius, 3 if hovered else 2)

    def draw(self, surface: pygame.Surface) -> None:
        """The dragged item, items flying home, and the refusal message."""
        self.draw_items(surface)
        self.draw_message(surface)

    def draw_items(self, surface: pygame.Surface) -> None:
        """The dragged item (with what dropping it here would do) and items flying home."""
        for ret in self.returning:
            img = ret.source.image
            rect = ret.tweens.value("pos", ret.start)
            if img is not None:
                if img.get_size() != rect.size:
                    img = pygame.transform.smoothscale(img, (max(1, rect.w), max(1, rect.h)))
                paint.draw_shadow(surface, rect, 10, 8, 120, (5, 8))
                surface.blit(img, rect)
        if self.dragging and self.pressed is not None and self.pressed.image is not None:
            r = self.image_rect()
            paint.draw_shadow(surface, r, 12, 12, 150, (10, 14))
            surface.blit(self.pressed.image, r)
            if self.hover is not None and self.assets is not None:
                tip = say(self.hover.hint if self.hover.legal else (self.hover.reason or ""))
                lines = self.hover.told()
                if tip or lines:
                    self._bubble(surface, tip, (self.pos[0] + 18, self.pos[1] + 22), good=self.hover.legal,
                                 lines=lines)

    def message_rect(self) -> pygame.Rect | None:
        """Where the last refusal (or good news) was drawn; None when none shows."""
        return getattr(self, "_message_rect", None)

    def draw_message(self, surface: pygame.Surface) -> None:
        """The last refusal (or good news), fading."""
        self._message_rect = None
        if self.message is not None and self.assets is not None:
            alpha = min(1.0, self.message.time_left / 0.4)
            self._bubble(surface, self.message.text, self.message.pos, good=self.message.good, alpha=alpha)

    def _bubble(self, surface: pygame.Surface, message: str, pos, good: bool = False, alpha: float = 1.0,
                lines=()) -> None:
        self._message_rect = bubble(surface, self.assets, message, pos, good, alpha, lines)


def bubble(surface: pygame.Surface, assets, message: str | Msg, pos, good: bool = False, alpha: float = 1.0,
           lines=()) -> pygame.Rect:
    """A message in a bubble beside ``pos`` (green: good news or what a drop does, red: a refusal),
    with ``lines`` under it (what the move would score, and why). Where it was drawn."""
    a = assets
    message, lines = say(message), [say(x) for x in lines]  # (a message or a plain string)
    if lines:
        markup = "\n".join(([f"[b]{T.escape(message)}[/b]"] if message else []) + [T.escape(x) for x in lines])
        img = T.render_rich(a, markup, 340, size=14, role="body", colour=PALETTE["bone"], scaled=True)
    else:
        img = T.render_rich(a, T.escape(message), 300, size=15, role="bold", colour=PALETTE["bone"], scaled=True)
    box = pygame.Rect(0, 0, img.get_width() + 24, img.get_height() + 16)
    box.topleft = (pos[0] + 14, pos[1] + 10)
    box.clamp_ip(surface.get_rect().inflate(-8, -8))
    drawn = box.copy()
    key = (id(img), good)  # the bubble is drawn every frame it shows: made once
    cached = _BUBBLES.get(key)
    if cached is None or cached[0] is not img:
        layer = pygame.Surface(box.inflate(16, 16).size, pygame.SRCALPHA)
        inner = pygame.Rect(DRAG_BUBBLE_AT, box.size)
        layer.blit(paint.shadow(box.size, 10, 6, 130), (2, 4))
        border = PALETTE["ok"] if good else PALETTE["danger"]
        bg = (18, 40, 30, 245) if good else (48, 14, 26, 245)
        pygame.draw.rect(layer, bg, inner, border_radius=10)
        pygame.draw.rect(layer, border, inner, width=2, border_radius=10)
        layer.blit(img, (inner.x + 12, inner.y + 8))
        cached = _BUBBLES.put(key, (img, layer))
    layer = cached[1]
    if alpha < 1:
        layer = layer.copy()
        layer.set_alpha(int(255 * max(0.0, alpha)))
    surface.blit(layer, (box.x - 8, box.y - 8))
    return drawn


# (message image, good) -> (the image, its bubble), least recently used out
_BUBBLES = SurfaceCache(32, max_bytes=4 * MB)
