"""Join a game: the games hosted on this network (found by themselves), the network games this computer
took part in (to rejoin with the seat's token), and the address, code and name to type. Joining
connects on a thread of its own (no frame waits for the network), then sits down at the host's lobby or,
for a game under way, its table (``app.join_game``)."""
from __future__ import annotations

import logging
from typing import Any

import pygame

from game.text import Msg, say
from scenes import gui
from scenes import shell_words as words
from scenes.assets import PALETTE
from scenes.backdrop import ShellScene, blit_panel
from scenes.connecting import Connecting, network
from scenes.lobby import LobbyScene
from scenes.shell_layout import JOIN_PANEL
from scenes.widgets import text as T

log = logging.getLogger("cempasuchil.net")
PANEL = pygame.Rect(JOIN_PANEL)
FIELDS_X = 700


class JoinScene(ShellScene):
    name = "join"
    title, subtitle = Msg("join-title"), Msg("join-subtitle")

    def __init__(self, app):
        super().__init__(app)
        self.fields: dict[str, Any] = {}
        self.typed = {"address": "", "code": "", "name": ""}
        self.status = ""
        self.joining: Connecting | None = None
        self.browser: Any = None
        self.found: list = []
        self.kept: list[dict] = []
        self.list_buttons: list = []

    # ------------------------------------------------------------------ building
    def enter(self) -> None:
        net = network()
        self.kept = net.kept().all()[:4]
        if not self.typed["name"]:
            self.typed["name"] = next((k.get("name") for k in self.kept if isinstance(k.get("name"), str)), "") or ""
        if self.browser is None:
            try:
                self.browser = net.browser()
            except Exception as err:  # noqa: BLE001 (no multicast here: the address is typed instead)
                log.info("no discovery: %s", err)
        super().enter()

    def build(self) -> None:
        ui = self.app.ui
        y = PANEL.y + 30
        for key, label in (("address", "join-address"), ("code", "join-code"), ("name", "join-name")):
            entry = gui.elements.UITextEntryLine(pygame.Rect(FIELDS_X, y + 26, PANEL.right - 30 - FIELDS_X, 42),
                                                 manager=ui, object_id=gui.core.ObjectID(object_id=f"#join_{key}"))
            entry.set_text_length_limit(64 if key == "address" else 24)
            entry.set_text(self.typed[key])
            self.fields[key] = entry
            y += 92
        bh = self.button_h()
        join = words.s("join-join")
        w = self.button_w(join, 200)
        self.join_button = self.button((1170 - w, 720 - 18 - bh, w, bh), join, self.join, object_id="join")
        back = words.s("back")
        self.button((110, 720 - 18 - bh, self.button_w(back), bh), back, self.back, style="quiet", object_id="back")
        self.build_lists()

    def build_lists(self) -> None:
        self.list_buttons = []
        x, y, w = PANEL.x + 30, PANEL.y + 62, FIELDS_X - PANEL.x - 60
        for game in self.found[:4]:
            text = self.found_line(game)
            self.list_buttons.append(self.button((x, y, w, 40), text, lambda g=game: self.pick(g), style="quiet",
                                                 object_id="found"))
            y += 46
        y = PANEL.y + 270
        for kept in self.kept[:3]:
            text = words.s("join-kept-line", game=self.title_of(kept["game"]), address=kept["url"].removeprefix("ws://"),
                           n=kept["seat"] + 1)
            self.list_buttons.append(self.button((x, y, w, 40), text, lambda k=kept: self.rejoin(k), style="quiet",
                                                 object_id="kept"))
            y += 46

    @staticmethod
    def title_of(game_id: str) -> str:
        return network().title_of(game_id)

    def found_line(self, game) -> str:
        return words.s("join-found-game", game=self.title_of(game.game), host=game.host, free=game.free)

    # ------------------------------------------------------------------ actions
    def read_fields(self) -> None:
        for key, entry in self.fields.items():
            self.typed[key] = entry.get_text().strip()

    def pick(self, game) -> None:
        self.read_fields()
        self.typed["address"] = game.address
        self.app.rebuild_scene()

    def rejoin(self, kept: dict) -> None:
        self.read_fields()
        self.typed["address"], self.typed["code"] = kept["url"].removeprefix("ws://"), kept["code"]
        self.start_joining(kept["url"], kept["code"], self.typed["name"] or kept.get("name") or "?", kept["token"])

    def join(self) -> None:
        self.read_fields()
        address, code, name = self.typed["address"], self.typed["code"], self.typed["name"]
        if not address or not code:
            self.status = words.s("join-needs")
            return
        if not name:
            self.status = say(Msg("net-refused-name"))
            return
        url = network().url_of(address)
        self.start_joining(url, code, name, network().kept().token(url, code))

    def start_joining(self, url: str, code: str, name: str, token: str | None) -> None:
        if self.joining is not None:
            return
        self.status = words.s("join-joining")
        self.joining = Connecting(url, code, name, token)

    def back(self) -> None:
        if self.joining is not None:
            self.joining.cancel()
        self.stop_browsing()
        self.app.pop()

    def stop_browsing(self) -> None:
        if self.browser is not None:
            try:
                self.browser.stop()
            except Exception:  # noqa: BLE001 (closing what may already be gone)
                pass
            self.browser = None

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> bool:
        super().update(dt)
        if self.browser is not None:
            found = [g for g in self.browser.games() if g.joinable()]
            if [self.found_line(g) for g in found] != [self.found_line(g) for g in self.found]:
                self.found = found
                self.read_fields()
                typing = next((key for key, entry in self.fields.items() if entry.is_focused), None)
                self.app.rebuild_scene()
                if typing is not None:  # a game found while the player types: the typing goes on where it was
                    entry = self.fields[typing]
                    entry.edit_position = len(entry.get_text())
                    entry.focus()
        if self.joining is not None:
            done = self.joining.poll()
            if done is not None:
                self.joining = None
                kind, payload = done
                if kind == "seated":
                    self.stop_browsing()
                    self.app.join_game(payload)
                    if payload.side.ready:  # a game under way: its table
                        self.app.open_session(payload)
                    else:
                        self.app.push(LobbyScene(self.app, guest=payload))
                else:
                    self.status = words.s("join-failed", why=payload)
        return True

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        blit_panel(surface, PANEL, PALETTE["marigold"], radius=20, alpha=242)
        x = PANEL.x + 30
        surface.blit(assets.text(words.s("join-found"), "bold", 19, PALETTE["marigold"]), (x, PANEL.y + 26))
        if not self.found:
            note = T.render_rich(assets, T.escape(words.s("join-none-found")), FIELDS_X - x - 40, size=15,
                                 colour=(206, 196, 224))
            surface.blit(note, (x, PANEL.y + 66))
        if self.kept:
            surface.blit(assets.text(words.s("join-kept"), "bold", 19, PALETTE["marigold"]), (x, PANEL.y + 234))
        y = PANEL.y + 30
        for key in ("address", "code", "name"):
            surface.blit(assets.text(words.s(f"join-{key}"), "bold", 17, PALETTE["bone"]), (FIELDS_X, y))
            y += 92
        if self.status:
            img = assets.text(self.status, "body", 16, PALETTE["turquoise_light"])
            surface.blit(img, img.get_rect(midtop=(PANEL.centerx, PANEL.bottom + 14)))
