"""A network game hosted from this computer's window: its :class:`NetTable`, its server in window mode
(every call into the game runs on the window's thread, in :meth:`Hosting.pump`), and the invitation to
give friends. The window holds one at a time (``app.hosting``); it listens from :meth:`Hosting.open`
to :meth:`Hosting.close`, only while the game is open."""
from __future__ import annotations

import logging
import os
from typing import Any, Callable

from game.net import wire
from game.net.host import NetTable
from game.net.discovery import Advert, addresses
from game.net.server import HostServer
from game.protocol import Setup
from game.session import Session

log = logging.getLogger("cempasuchil.net")
LISTEN = "CEMPASUCHIL_NET_LISTEN"  # HOST:PORT to listen (and advertise) on instead (tests keep to 127.0.0.1:0)


def only_on() -> list[str] | None:
    """The one address ``CEMPASUCHIL_NET_LISTEN`` keeps the network to (hosting, advertising, looking for
    games), or None: every address of this computer."""
    host = os.environ.get(LISTEN, "").rpartition(":")[0]
    return [host] if host and host != "0.0.0.0" else None


class Hosting:
    def __init__(self, table: NetTable):
        self.table = table
        self.server: HostServer | None = None
        self.port = 0
        self.addresses: list[str] = []
        self.advert: Advert | None = None  # the game told to the local network (game.net.discovery)
        self._advertised: tuple = ()

    @classmethod
    def new(cls, info: Any, setup: Setup, seed: int, remote: tuple[int, ...]) -> "Hosting":
        return cls(NetTable(info, setup, seed, remote))

    @classmethod
    def resume(cls, session: Session) -> "Hosting":
        """A saved network game hosted again: its guests come back with their tokens."""
        return cls(NetTable.resume(session))

    def open(self, port: int = wire.DEFAULT_PORT, kept: Callable[[], None] | None = None) -> int:
        """Start listening (on ``port``, or any free port if it is taken); the port. ``OSError`` if neither.
        Every address of this computer, unless ``CEMPASUCHIL_NET_LISTEN`` says ``HOST:PORT``. ``kept``
        waits until the game as the window handed it to its saves is on disk: the guests are sent a
        table only after it (the window saves every move made while it hosts)."""
        host = "0.0.0.0"
        if only_on():
            host, _, wanted = os.environ[LISTEN].rpartition(":")
            port = int(wanted)
        try:
            server = HostServer(self.table, host, port, kept, window=True)
            self.port = server.start()
        except OSError:
            server = HostServer(self.table, host, 0, kept, window=True)
            self.port = server.start()
        self.server = server
        only = only_on()  # (told and advertised only where it listens)
        self.addresses = only or addresses()
        table = self.table
        self.advert = Advert(table.game.id, table.setup.mode, self.port, table.free_seats(), started=table.started,
                             addresses=only, interfaces=only)
        self._advertised = (table.free_seats(), table.started)
        log.info("hosting %s on port %d, code %s", table.game.id, self.port, table.code)
        return self.port

    @property
    def session(self) -> Session | None:
        return self.table.session

    def invitation(self) -> str:
        """What to give friends, in one line: the address and port to join, and the code."""
        first = next((a for a in self.addresses if not a.startswith("127.")), "127.0.0.1")
        return f"{first}:{self.port}  {self.table.code}"

    def pump(self) -> int:
        """Run what the guests asked of the game (the window's thread, once a frame); the local network
        is told the seats still free."""
        ran = self.server.pump() if self.server is not None else 0
        if self.advert is not None:
            now = (self.table.free_seats(), self.table.started)
            if now != self._advertised:
                self._advertised = now
                self.advert.update(*now)
        return ran

    def told(self) -> list:
        """What the host's player should be told since the last call (messages)."""
        out = []
        while self.server is not None and not self.server.told.empty():
            out.append(self.server.told.get_nowait())
        return out

    def changed(self) -> None:
        """The game moved here: every guest is sent its table."""
        if self.server is not None:
            self.server.changed()

    def close(self) -> None:
        """Stop listening; the guests are told the connection closed (the game stays saved)."""
        server, self.server = self.server, None
        advert, self.advert = self.advert, None
        if advert is not None:
            advert.stop()
        if server is not None:
            server.pump()
            server.stop()
