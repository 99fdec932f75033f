"""The lobby of a network game: the host's invitation (address, port, code, a button to copy them) and
each seat's state (waiting, here, away, played by the AI), with Start once every friend has joined; or,
for a guest, the table it sat down at while the host has yet to start. It is the screen between the
new-game screen (or Join, or Load) and the table: the host's game runs from here (``app.hosting``:
:class:`game.net.hosting.Hosting`, pumped every frame); a guest's first table opens its play scene."""
from __future__ import annotations

from typing import Any

import pygame

from game.text import Msg, declared, say
from scenes import shell_words as words
from scenes.assets import PALETTE
from scenes.backdrop import ShellScene, blit_panel
from scenes.connecting import Connecting
from scenes.shell_layout import LOBBY_PANEL
from scenes.widgets import text as T

PANEL = pygame.Rect(LOBBY_PANEL)


def host(app, info: Any = None, setup: Any = None, seed: int = 0, friends: tuple[int, ...] = (),
         session: Any = None) -> bool:
    """Host a network game from this window: a new one (``info``, ``setup``, ``seed``, the seats
    ``friends`` take), or a saved one (``session``) for its guests to rejoin; its lobby is shown."""
    from game.net.hosting import Hosting  # (the sockets' library loads when a game is hosted)

    hosting = Hosting.resume(session) if session is not None else Hosting.new(info, setup, seed, friends)
    if not app.host_game(hosting):
        return False
    app.push(LobbyScene(app, hosting=hosting))
    return True


class LobbyScene(ShellScene):
    """The host's lobby (``hosting``), or a guest's (``guest``: a :class:`game.net.guest_session.GuestSession`
    in waiting)."""

    name = "lobby"

    def __init__(self, app, hosting: Any = None, guest: Any = None):
        super().__init__(app)
        self.hosting = hosting
        self.guest = guest
        info = hosting.table.game if hosting is not None else guest.game
        setup = hosting.table.setup if hosting is not None else guest.setup
        self.info = info
        self.title = Msg("lobby-title") if hosting is not None else Msg("lobby-guest-title")
        mode = declared(info.mode(setup.mode).title, info.id, "mode", setup.mode)
        self.subtitle = Msg("lobby-subtitle", game=info.title, mode=mode)
        self.seen = -1  # the table's version last shown
        self.seats: list[dict] = []  # the lobby's rows: {seat, name, state}
        self.start_button = None
        self.ai_buttons: dict[int, Any] = {}
        self.note = ""
        self.moving: Any = None  # a guest's move to another seat (scenes.connecting.Connecting), under way

    # ------------------------------------------------------------------ building
    def build(self) -> None:
        bh = self.button_h()
        y = 720 - 18 - bh
        back = words.s("lobby-cancel" if self.hosting is not None and not self.hosting.table.started else "lobby-leave")
        self.button((110, y, self.button_w(back), bh), back, self.back, style="quiet", object_id="back")
        if self.hosting is not None:
            table = self.hosting.table
            start = words.s("lobby-continue" if table.started else "lobby-start")
            w = self.button_w(start, 200)
            self.start_button = self.button((1170 - w, y, w, bh), start, self.start, object_id="start",
                                            tooltip=words.s("lobby-start-tip"))
            copy = words.s("lobby-copy")
            self.button((PANEL.right - 24 - self.button_w(copy, 200, 17), PANEL.y + 70, self.button_w(copy, 200, 17), 44),
                        copy, self.copy, style="quiet", object_id="copy")
            self.ai_buttons = {}
            for i, seat in enumerate(self.rows()):
                if seat["state"] in ("waiting", "gone", "ai"):
                    label = words.s("lobby-wait" if seat["state"] == "ai" else "lobby-let-ai")
                    w = self.button_w(label, 150, 16)
                    self.ai_buttons[seat["seat"]] = self.button(
                        (PANEL.right - 24 - w, self.row_y(i) - 4, w, 36), label,
                        lambda s=seat["seat"], on=seat["state"] != "ai": self.let_ai(s, on), style="segment",
                        object_id=f"ai_{seat['seat']}")
        elif self.guest is not None:  # before the start a guest may take another free seat
            for i, seat in enumerate(self.rows()):
                if seat["state"] == "waiting" and seat["seat"] != self.guest.seat:
                    label = words.s("lobby-sit-here")
                    w = self.button_w(label, 150, 16)
                    self.button((PANEL.right - 24 - w, self.row_y(i) - 4, w, 36), label,
                                lambda s=seat["seat"]: self.sit(s), style="segment", object_id=f"sit_{seat['seat']}")
        self.refresh()

    def sit(self, seat: int) -> None:
        """Take seat ``seat`` instead (the one held is let go first, so a friend may take it)."""
        if self.moving is not None:
            return
        link = self.guest.link
        self.guest.close()
        self.moving = Connecting(link.url, link.code, link.name, None, seat)

    def rows(self) -> list[dict]:
        if self.hosting is not None:
            return self.hosting.table.lobby()["seats"]
        return self.seats

    def row_y(self, i: int) -> int:
        top = PANEL.y + (150 if self.hosting is not None else 90)
        return top + i * 44

    def refresh(self) -> None:
        if self.start_button is not None:
            table = self.hosting.table
            self.start_button.enable() if table.started or table.ready() else self.start_button.disable()
        self.app.dirty = True

    # ------------------------------------------------------------------ actions
    def start(self) -> None:
        hosting = self.hosting
        table = hosting.table
        if not table.started:
            if not table.ready():
                return
            table.start()
        hosting.changed()
        session = table.session
        self.app.open_session(session)

    def let_ai(self, seat: int, on: bool) -> None:
        table = self.hosting.table
        level = self.info.levels[-1] if self.info.levels else "random"
        table.let_ai_play(seat, level if on else None)
        self.hosting.changed()
        self.app.rebuild_scene()

    def copy(self) -> None:
        text = self.hosting.invitation()
        try:
            pygame.scrap.init()
            pygame.scrap.put_text(text)
            self.app.toast(words.s("lobby-copied"))
        except (pygame.error, AttributeError, NotImplementedError):
            self.app.toast(words.s("lobby-copy-failed"))

    def back(self) -> None:
        if self.hosting is not None:
            self.app.close_hosting()
        elif self.guest is not None:
            self.guest.close()
        self.app.pop()

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> bool:
        super().update(dt)
        if self.hosting is not None:
            self.hosting.pump()
            for note in self.hosting.told():
                self.app.toast(say(note), 6.0)
            version = self.hosting.table.version
            if version != self.seen:
                rebuild = self.seen >= 0 and self._states() != getattr(self, "_last_states", None)
                self.seen = version
                self._last_states = self._states()
                if rebuild:
                    self.app.rebuild_scene()
                self.refresh()
            return True
        if self.moving is not None:
            done = self.moving.poll()
            if done is not None:
                self.moving = None
                kind, payload = done
                if kind == "seated":
                    self.guest = payload
                    self.app.guest = payload
                    self.app.rebuild_scene()
                else:
                    self.note = words.s("join-failed", why=payload)
            return True
        for kind, payload in self.guest.pump():
            if kind == "lobby":
                rebuild = [r.get("state") for r in self.seats] != [r.get("state") for r in payload["seats"]]
                self.seats = [row for row in payload["seats"] if isinstance(row, dict) and type(row.get("seat")) is int
                              and isinstance(row.get("name"), str) and isinstance(row.get("state"), str)][:8]
                if rebuild:
                    self.app.rebuild_scene()
                self.app.dirty = True
            elif kind == "table":
                self.app.open_session(self.guest)
                return True
            elif kind in ("closed", "error"):
                self.note = say(payload)
                self.app.dirty = True
        return True

    def _states(self) -> tuple:
        return tuple((s["seat"], s["state"]) for s in self.rows())

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        blit_panel(surface, PANEL, PALETTE["marigold"], radius=20, alpha=242)
        x = PANEL.x + 30
        if self.hosting is not None:
            hosting = self.hosting
            invite = T.render_rich(assets, T.escape(words.s("lobby-invite")), PANEL.w - 60, size=16, colour=(222, 212, 236))
            surface.blit(invite, (x, PANEL.y + 18))
            first, *rest = [a for a in hosting.addresses if not a.startswith("127.")] or ["127.0.0.1"]
            line = words.s("lobby-address", address=f"{first}:{hosting.port}")
            surface.blit(assets.text(line, "bold", 24, PALETTE["bone"]), (x, PANEL.y + 62))
            code = words.s("lobby-code", code=hosting.table.code)
            surface.blit(assets.text(code, "bold", 24, PALETTE["marigold"]), (x, PANEL.y + 96))
            if rest:
                also = words.s("lobby-also", list=", ".join(f"{a}:{hosting.port}" for a in rest[:3]))
                surface.blit(assets.text(also, "body", 14, (190, 180, 210)), (x + 440, PANEL.y + 104))
        else:
            you = words.s("lobby-you-sit", n=self.guest.seat + 1)
            surface.blit(assets.text(you, "bold", 22, PALETTE["bone"]), (x, PANEL.y + 24))
            wait = self.note or words.s("lobby-waiting-host")
            surface.blit(assets.text(wait, "body", 17, (222, 212, 236)), (x, PANEL.y + 56))
        if self.hosting is not None and self.hosting.table.started:
            note = T.render_rich(assets, T.escape(words.s("lobby-started-away")), PANEL.w - 60, size=15,
                                 colour=(206, 196, 224))
            surface.blit(note, (x, PANEL.bottom - 20 - note.get_height()))
        mine = self.guest.seat if self.guest is not None else None
        for i, seat in enumerate(self.rows()):
            y = self.row_y(i)
            name = words.s("lobby-seat", n=seat["seat"] + 1)
            surface.blit(assets.text(name, "bold", 18, PALETTE["marigold"]), (x, y))
            colour = PALETTE["bone"] if seat["seat"] != mine else PALETTE["turquoise_light"]
            surface.blit(assets.text(self.state_text(seat), "body", 18, colour), (x + 150, y))

    def state_text(self, seat: dict) -> str:
        state, name = seat["state"], seat["name"]
        if state == "host":
            return words.s("lobby-here", name=name)
        if state == "bot":
            return words.s("lobby-ai-seat", name=name)
        if state == "ai":
            return words.s("lobby-state-ai", name=name) if seat.get("claimed") else words.s("lobby-state-ai-empty")
        if state == "joined":
            return words.s("lobby-state-joined", name=name)
        if state == "gone":
            return words.s("lobby-state-gone", name=name)
        return words.s("lobby-state-waiting")
