"""The network screens' shots: the host's lobby of a duel (the registry's game for exactly two) (a friend awaited, and joined), a
guest's lobby, and Join a game (nothing found; a game found and a seat kept). Built from the real
classes with nothing opened: no socket listens or connects, and the address, port and code are fixed,
so every run draws the same picture."""
from __future__ import annotations

from types import SimpleNamespace

import game
from game import paths, registry
from game.net import wire
from game.net.client import GuestLink
from game.net.discovery import Found
from game.net.guest import RemoteSide
from game.net.guest_session import GuestSession
from game.net.hosting import Hosting
from game.net.host import NetTable
from game.net.invites import Invites
from game.protocol import HUMAN, SeatSetup, Setup
from scenes.join import JoinScene
from scenes.lobby import LobbyScene
from scenes.menu import MenuScene

CODE = "K7M2QX"
ADDRESSES = ["192.168.1.20", "10.0.0.7", "127.0.0.1"]
PORT = 47800


def duel() -> tuple:
    """(game, mode) of the first game with a mode for exactly two players."""
    return next((g, m) for g in registry.games().values() for m in g.modes if m.players == (2, 2))


def _duel_setup(info) -> Setup:
    spec = next(m for m in info.modes if m.players == (2, 2))
    seats = (SeatSetup(HUMAN, "Rosa"), SeatSetup(HUMAN, "Player 2"))
    return info.validate_setup(Setup(spec.id, seats, tuple((o.key, o.default) for o in spec.options)))


def _hosting(joined: bool) -> Hosting:
    """A Portents duel hosted from this window, not opened (no server): seat 2 a friend's seat."""
    info = duel()[0]
    table = NetTable(info, _duel_setup(info), 7, (1,), code=CODE)
    if joined:
        table.chairs[1].claimed = table.chairs[1].present = True
        table.chairs[1].name = "Marisol"
    hosting = Hosting(table)
    hosting.port, hosting.addresses = PORT, list(ADDRESSES)
    return hosting


def _host_lobby(joined: bool):
    def build(app, seed: int, turn: int):
        app.push(MenuScene(app))
        hosting = _hosting(joined)
        app.hosting = hosting
        scene = LobbyScene(app, hosting=hosting)
        app.push(scene)
        return scene
    return build


class _Unlinked(GuestLink):
    """A guest's link that never connects: what the host sent is put in its inbox by hand."""

    def connect(self, timeout: float = 10.0) -> None:  # pragma: no cover (a shot never connects)
        raise OSError("a shot's link does not connect")

    def send(self, message: dict) -> bool:
        return False


def _guest_lobby(app, seed: int, turn: int):
    """Marisol at seat 2 of Rosa's duel, waiting for Rosa to start; the lobby as the host told it."""
    info = duel()[0]
    setup = _duel_setup(info)
    link = _Unlinked(f"ws://{ADDRESSES[0]}:{PORT}", CODE, "Marisol")
    welcome = {"seat": 1, "token": "shot-token", "setup": setup.to_json()}
    side = RemoteSide(info, welcome)
    link.side = side
    link.inbox.put(("lobby", {"type": "lobby", "started": False, "setup": setup.to_json(),
                              "seats": [{"seat": 0, "name": "Rosa", "state": "host"},
                                        {"seat": 1, "name": "Marisol", "state": "joined", "claimed": True}]}))
    guest = GuestSession(link, side)
    app.push(MenuScene(app))
    app.guest = guest
    scene = LobbyScene(app, guest=guest)
    app.push(scene)
    return scene


class _Found:
    """The Join screen's browser of the local network, finding what it is given."""

    def __init__(self, games: list):
        self.found = games

    def games(self) -> list:
        return list(self.found)

    def close(self) -> None:
        pass


def _join(found: bool):
    def build(app, seed: int, turn: int):
        app.push(MenuScene(app))
        scene = JoinScene(app)
        games = []
        if found:
            info = duel()[0]
            games = [Found(key="shot", host="Rosa", addresses=(ADDRESSES[0],), port=PORT, game=info.id,
                           mode=duel()[1].id, free=1, started=False, protocol=wire.PROTOCOL, app=game.__version__)]
            side = SimpleNamespace(token="shot-token", seat=1, game=info, setup=_duel_setup(info))
            Invites(paths.saves_dir()).remember(f"ws://{ADDRESSES[1]}:{PORT}", "QX4R9T", side, name="Marisol")
        scene.browser = _Found(games)
        app.push(scene)
        return scene
    return build


SHOTS = {"lobby": _host_lobby(False), "lobby/joined": _host_lobby(True), "lobby/guest": _guest_lobby,
         "join": _join(False), "join/found": _join(True)}
