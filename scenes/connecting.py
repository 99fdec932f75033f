"""One try to sit down at a host's table (the Join screen's, or a guest's move to another seat in the
lobby): the connection made on a thread of its own, then the host's welcome awaited. The network's
side of joining (game/net/joining.py, with the sockets' and mDNS libraries) loads on first use."""
from __future__ import annotations

import queue
import threading
from typing import Any

from game.text import say
from scenes import shell_words as words


def network():
    """The network's side of joining (game/net/joining.py)."""
    from game.net import joining  # (the sockets' and mDNS libraries load when joining is first asked for)

    return joining


class Connecting:
    """One try to sit down at a host's table: the connection made on a thread of its own (no frame waits
    for the network), then the host's welcome awaited. :meth:`poll` once a frame: ``None`` while it
    goes on, else ``("seated", GuestSession)`` or ``("failed", why)``."""

    def __init__(self, url: str, code: str, name: str, token: str | None = None, seat: int | None = None):
        self.link = network().link(url, code, name, token, seat)
        self.connected: queue.Queue | None = queue.Queue()
        self.url = url
        threading.Thread(target=self._connect, name="net-join", daemon=True).start()

    def _connect(self) -> None:
        try:
            self.link.connect(timeout=6)
            self.connected.put(None)
        except OSError:
            self.connected.put(words.s("join-unreachable", address=self.url.removeprefix("ws://")))

    def poll(self) -> tuple[str, Any] | None:
        if self.connected is not None:
            try:
                failed = self.connected.get_nowait()
            except queue.Empty:
                return None
            if failed is not None:
                return "failed", failed
            self.connected = None  # (connected: the welcome is awaited)
        try:
            kind, payload = self.link.get(0)
        except queue.Empty:
            return None
        if kind == "welcome":
            return "seated", network().seated(self.link, payload)
        if kind in ("error", "closed"):
            self.link.close()
            return "failed", say(payload)
        return None

    def cancel(self) -> None:
        self.link.close()
