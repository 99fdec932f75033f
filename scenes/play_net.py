"""A play scene's network part: nothing at a table played at one computer; at a hosted table, the
guests' moves taken in once a frame (``app.hosting``: every call the server waits for runs here, on the
window's thread) and every change sent on to them; at a guest's table, the host's tables taken in (the
view moves, animated with the events told) and the refusals said, the connection watched and taken up
again with the seat's token when it drops. A part of :class:`scenes.play.PlayScene` (``scene.net``),
calling its public methods only."""
from __future__ import annotations

import logging
from typing import Any

import pygame

from game.text import say
from scenes import shell_words as words
from scenes.assets import PALETTE
from scenes.shell_layout import NET_CARD_BUTTON
from scenes.widgets import text as T
from scenes.widgets.button import Button

log = logging.getLogger("cempasuchil.net")
RETRY = 2.0  # seconds between two tries to reconnect


def net_part(scene) -> "NoNet":
    """The part for ``scene``'s session: hosted here, a guest's, or neither."""
    hosting = getattr(scene.app, "hosting", None)
    if scene.session.remote_guest:
        return GuestNet(scene)
    if hosting is not None and hosting.session is scene.session:
        return HostNet(scene, hosting)
    return NoNet()


class NoNet:
    """A table played at this computer only."""

    remote: frozenset = frozenset()
    banner: str | None = None
    buttons: list = []

    def update(self, dt: float) -> bool:
        return False

    def close(self) -> None:
        pass

    def away(self) -> list[int]:
        return []

    def let_ai_play(self, seat: int) -> None:
        pass


class HostNet(NoNet):
    """The host's table: guests' moves in, every change out."""

    def __init__(self, scene, hosting) -> None:
        self.scene = scene
        self.hosting = hosting
        self.remote = frozenset(hosting.table.chairs)
        self._sent = self._mark()
        self._present = self._here()
        self.let_ai = Button(pygame.Rect(NET_CARD_BUTTON), words.s("play-net-let-ai"), on_click=self._let_ai_first,
                             style="normal", name="net_let_ai")
        self.let_ai.visible = False

    @property
    def buttons(self) -> list:  # type: ignore[override]
        return [self.let_ai] if self.let_ai.visible else []

    def _let_ai_first(self) -> None:
        away = self.away()
        if away:
            self.let_ai_play(away[0])

    def _mark(self) -> tuple:
        session = self.scene.session
        return len(session.log), session.events_told, session.is_over

    def _here(self) -> frozenset:
        return frozenset(s for s, c in self.hosting.table.chairs.items() if c.present)

    def update(self, dt: float) -> bool:
        scene = self.scene
        session = scene.session
        before_log, before_events = len(session.log), session.events_told
        if self.hosting.pump():
            if len(session.log) != before_log:  # a guest's move (or undo): saved before the guests see it
                scene.saving.autosave()
            if len(session.log) > before_log:
                scene.after_move("remote", session.state.events[before_events:])
            elif len(session.log) < before_log:
                scene.after_move("undo", [])
        for note in self.hosting.told():
            scene.app.toast(say(note), 6.0)
        mark = self._mark()
        if mark != self._sent:  # a move here (the host's own, an AI's, the automaton's): the guests see it
            self._sent = mark
            self.hosting.changed()
        here = self._here()
        if here != self._present:
            for seat in here - self._present:
                scene.app.toast(words.s("play-net-friend-back", name=scene.seat_name(seat)))
            self._present = here
            scene.after_change()
        self.let_ai.visible = self.banner is not None
        return False

    def away(self) -> list[int]:
        """The remote seats whose guest is away and that no AI plays meanwhile."""
        return [s for s, c in self.hosting.table.chairs.items() if not c.present and c.ai is None]

    def let_ai_play(self, seat: int) -> None:
        info = self.scene.game
        self.hosting.table.let_ai_play(seat, info.levels[-1] if info.levels else "random")
        self.scene.after_change()

    @property
    def banner(self) -> str | None:  # type: ignore[override]
        away = self.away()
        if not away or self.scene.session.is_over:
            return None
        return words.s("play-net-away", name=self.scene.seat_name(away[0]))

    def close(self) -> None:
        self.scene.app.close_hosting()


class GuestNet(NoNet):
    """A guest's table: the host's tables in, the connection kept."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.session = scene.session
        self.retry = 0.0
        self.lost: Any = None
        self.away_names: list[str] = []  # the other seats whose player is away (the host's lobby says)

    def update(self, dt: float) -> bool:
        scene = self.scene
        session = self.session
        for kind, payload in session.pump():
            if kind == "table":
                if self.lost is not None:
                    self.lost = None
                    scene.app.toast(words.s("play-net-back"))
                if payload is None:
                    scene.refresh(animate=False)
                else:
                    scene.after_move("remote", payload)
            elif kind == "refused":
                scene.refuse(say(payload))
            elif kind == "lobby":
                self.away_names = [row["name"] for row in payload.get("seats", ())
                                   if isinstance(row, dict) and row.get("state") == "gone"
                                   and isinstance(row.get("name"), str) and row.get("seat") != session.seat]
                scene.app.dirty = True
            elif kind == "error":
                self.lost = payload
                scene.app.dirty = True
            elif kind == "closed":
                self.lost = self.lost or payload
                self.retry = RETRY
                scene.app.dirty = True
        if self.lost is not None and not session.is_over:
            self.retry -= dt
            if self.retry <= 0:
                self.retry = RETRY
                self._reconnect()
            return True
        return False

    def _reconnect(self) -> None:
        try:
            self.session.reconnect()
        except OSError as err:
            log.info("rejoining failed: %s", err)

    @property
    def banner(self) -> str | None:  # type: ignore[override]
        if self.session.is_over:
            return None
        if self.lost is not None:
            return words.s("play-net-lost")
        if self.away_names:
            return words.s("play-net-away-guest", name=self.away_names[0])
        return None

    def close(self) -> None:
        self.session.close()


def draw_banner(scene, surface: pygame.Surface) -> pygame.Rect | None:
    """The network's note (a friend away, the connection lost) as a card over the foot of the game log,
    its button under the words: every table keeps its log where it can be read."""
    text = scene.net.banner
    if text is None:
        return None
    log = scene.log_rect
    width = log.w - 16
    words_img = T.render_rich(scene.assets, T.escape(text), width - 24, size=14, colour=PALETTE["bone"])
    buttons = scene.net.buttons
    height = words_img.get_height() + 20 + (44 if buttons else 0)
    card = pygame.Rect(log.x + 8, log.bottom - 8 - height, width, height)
    pygame.draw.rect(surface, (36, 14, 52), card, border_radius=12)
    pygame.draw.rect(surface, PALETTE["marigold"], card, width=2, border_radius=12)
    surface.blit(words_img, (card.x + 12, card.y + 10))
    for b in buttons:
        b.rect = pygame.Rect(card.x + 12, card.bottom - 44, card.w - 24, 34)
        b.draw(surface, scene.assets, scene.time)
    return card
