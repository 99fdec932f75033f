"""A guest's connection to its host: the ``websockets`` library's threaded client, its messages read
on a thread of their own and put in a queue the guest's window (or headless bot) takes from.

:class:`GuestLink` connects, says hello (with the seat's token when it comes back), and then delivers
each message the host sends, checked by :func:`wire.read`: ``welcome`` makes the :class:`RemoteSide`,
``table`` updates it; ``lobby``, ``refused`` and ``error`` are handed on as they are. A connection that
drops is told as a ``closed`` item, with why; :meth:`GuestLink.connect` may be called again to rejoin.
"""
from __future__ import annotations

import queue
import threading
from typing import Any

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.sync.client import ClientConnection, connect

from game import registry
from game.net import wire
from game.net.guest import RemoteSide, hello
from game.text import Msg


def address_url(address: str, port: int | None = None) -> str:
    """``ws://host:port`` from what a player types: ``192.168.1.20:8765``, ``host``, or a ``ws://`` URL."""
    text = address.strip()
    if text.startswith(("ws://", "wss://")):
        return text
    if port is not None and ":" not in text:
        text = f"{text}:{port}"
    return "ws://" + text


class GuestLink:
    """One guest's connection (see the module's text). Items in :attr:`inbox`: ``(kind, payload)`` with
    kind ``welcome`` (the :class:`RemoteSide`), ``lobby``, ``table`` (the side, updated), ``refused``
    (the reason, a message), ``error`` (the reason; the host closes after a fatal one) and ``closed``."""

    def __init__(self, url: str, code: str, name: str, lang: str = "en", token: str | None = None,
                 seat: int | None = None):
        self.url, self.code, self.name, self.lang = url, code, name, lang
        self.token, self.seat = token, seat
        self.side: RemoteSide | None = None
        self.inbox: queue.Queue = queue.Queue()
        self._ws: ClientConnection | None = None
        self._thread: threading.Thread | None = None
        self.received_bytes = 0

    def connect(self, timeout: float = 10.0) -> None:
        """Open the connection and say hello; ``OSError`` (its words in ``args``) if the host cannot be reached."""
        try:
            # proxy=None: straight to the host (a game on the local network must not go through the
            # system's HTTP proxy, and a SOCKS one would need a library the program does not carry)
            ws = connect(self.url, open_timeout=timeout, max_size=wire.MAX_HOST_MESSAGE, close_timeout=2, proxy=None)
        except (InvalidURI, InvalidHandshake, TimeoutError, OSError) as err:
            raise OSError(f"cannot reach {self.url}: {err}") from None
        ws.__enter__()  # (as ``with connect(...) as ws``: the connection is closed by close())
        self._ws = ws
        ws.send(wire.dumps(hello(self.code, self.name, self.lang, self.token, self.seat)))
        self._thread = threading.Thread(target=self._read, args=(ws,), name="net-guest", daemon=True)
        self._thread.start()

    def send(self, message: dict) -> bool:
        ws = self._ws
        if ws is None:
            return False
        try:
            ws.send(wire.dumps(message))
            return True
        except (ConnectionClosed, OSError):
            return False

    def close(self) -> None:
        ws, self._ws = self._ws, None
        if ws is not None:
            try:
                ws.send(wire.dumps({"type": "bye"}))
            except (ConnectionClosed, OSError):
                pass
            ws.close()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(5)

    def get(self, timeout: float | None = None) -> tuple[str, Any]:
        """The next item, taken in on the caller's thread (``queue.Empty`` after ``timeout`` seconds):
        the reading thread only checks messages; the side is changed by whoever takes them."""
        kind, message = self.inbox.get(timeout=timeout)
        if kind == "closed":
            return kind, message
        try:
            return self._take(kind, message)
        except (ValueError, TypeError, KeyError) as err:
            self.close()
            return "closed", Msg("net-host-unreadable", detail=str(err)[:80])

    def poll(self) -> list[tuple[str, Any]]:
        """Every item waiting now (a window takes them once a frame)."""
        out = []
        while True:
            try:
                out.append(self.get(0))
            except queue.Empty:
                return out

    # ------------------------------------------------------------------ the reading thread
    def _read(self, ws: ClientConnection) -> None:
        why: Any = Msg("net-closed")
        try:
            for raw in ws:
                self.received_bytes += len(raw)
                try:
                    message = wire.read(raw, wire.HOST_MESSAGES, wire.MAX_HOST_MESSAGE)
                except wire.WireError as err:
                    why = Msg("net-host-unreadable", detail=err.msg_id)
                    break
                self.inbox.put((message["type"], message))
        except ConnectionClosed:
            pass
        except OSError:
            why = Msg("net-closed")
        self.inbox.put(("closed", why))

    def _take(self, kind: str, message: dict) -> tuple[str, Any]:
        if kind == "welcome":
            if message["protocol"] != wire.PROTOCOL:
                raise ValueError("another protocol")
            info = registry.get(message["game"])
            old = self.side
            if old is not None and old.game is info and old.seat == message["seat"]:
                return kind, old  # the same seat taken back: its side goes on (the next table is whole)
            self.side = RemoteSide(info, message)
            self.token, self.seat = self.side.token, self.side.seat
            return kind, self.side
        side = self.side
        if kind == "table":
            if side is None:
                raise ValueError("a table before the welcome")
            side.update(message)
            return kind, side
        if kind == "lobby":
            if side is not None:
                side.seated(message["setup"])
            return kind, message
        if kind in ("refused", "error"):
            return kind, RemoteSide.reason(message["reason"], side.codec) if side is not None else _plain(message["reason"])
        return kind, message


def _plain(data: Any) -> "Msg | str":
    """A reason sent before the welcome (a wrong code, another version): a message, read without a game."""
    if isinstance(data, dict) and data.get("$") == "msg":
        try:
            return Msg.from_json(data["v"])
        except (ValueError, TypeError, KeyError):
            pass
    return Msg("net-refused-unreadable")
