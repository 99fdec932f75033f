"""Network games on the local network, found by themselves: a host advertises its open game over
multicast DNS (DNS-SD, the ``zeroconf`` library), and a Join screen browses for them.

The host, while its game is open::

    advert = Advert(game_id, mode, port, free=2)   # starts advertising (in the background)
    advert.update(free=1)                          # a seat was taken: say so (cheap, non-blocking)
    advert.stop()                                  # the game closed: a goodbye, then silence

The guest, while its Join screen is shown::

    browser = Browser()        # starts browsing (in the background)
    browser.games()            # every game seen now: a list of Found, safe from any thread
    browser.error              # None, or why the local network cannot be browsed (words for a log)
    browser.stop()

What is advertised (the service's TXT properties, :data:`SERVICE`): the wire's protocol and the app's
version (a Join screen can tell a game it cannot join before trying), the game's id and mode, the host's
name, how many remote seats are free, and whether the game has started: never its code, which the host
gives its friends itself. A game found still needs its code to be joined.

``zeroconf`` (with ``ifaddr``) is imported only when an :class:`Advert` or :class:`Browser` starts,
never when this module is imported: the window's start-up does not load it. Nothing here raises for
a network without multicast: the failure is kept in ``error`` and logged, and nothing is found.
"""
from __future__ import annotations

import logging
import queue
import secrets
import socket
import threading
from dataclasses import dataclass
from typing import Any, Callable

import ifaddr
from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, Zeroconf

import game
from game.net import wire

log = logging.getLogger("cempasuchil.net")

SERVICE = "_cempasuchil._tcp.local."  # the DNS-SD service type of a hosted Cempasúchil game
STOP_TIMEOUT = 5.0  # seconds stop() waits for the goodbye at most
RESOLVE_MS = 3000  # milliseconds a browser waits for a game's details at most


@dataclass(frozen=True)
class Found:
    """A game seen on the local network."""

    key: str  # the service's instance name: the same game keeps it while it is advertised
    host: str  # the host's name, as it gives it (for the player's eyes)
    addresses: tuple[str, ...]  # the host's IPv4 addresses, as seen
    port: int
    game: str  # the game's id (game.registry)
    mode: str
    free: int  # remote seats nobody has taken yet
    started: bool
    protocol: int  # the wire's protocol (game.net.wire.PROTOCOL)
    app: str  # the host's version of the app

    @property
    def address(self) -> str:
        """``host:port`` to join it at (the first address seen), as the join command takes it."""
        return f"{self.addresses[0]}:{self.port}" if self.addresses else f"{self.host}:{self.port}"

    def joinable(self) -> bool:
        """Whether this computer can join it: the same protocol and version, and a free seat."""
        return self.protocol == wire.PROTOCOL and self.app == game.__version__ and self.free > 0


def properties(game_id: str, mode: str, free: int, host: str, started: bool = False) -> dict[str, str]:
    """The TXT properties a game is advertised with (never its code)."""
    return {"protocol": str(wire.PROTOCOL), "app": game.__version__, "game": game_id, "mode": mode,
            "host": host[:40], "free": str(max(0, free)), "started": "1" if started else "0"}


def read_properties(key: str, props: dict, addresses: tuple[str, ...], port: int) -> Found | None:
    """The game a service's TXT properties describe; None if they are not a game's (another program,
    an older or damaged record)."""
    text: dict[str, str] = {}
    for k, v in props.items():
        try:
            name = k.decode("utf-8") if isinstance(k, bytes) else str(k)
            text[name] = v.decode("utf-8") if isinstance(v, bytes) else ("" if v is None else str(v))
        except UnicodeDecodeError:
            return None
    try:
        return Found(key=key, host=text.get("host", "")[:40], addresses=addresses, port=int(port),
                     game=text["game"], mode=text.get("mode", ""), free=int(text.get("free", "0")),
                     started=text.get("started") == "1", protocol=int(text["protocol"]), app=text.get("app", ""))
    except (KeyError, ValueError):
        return None


def _ipv4(given: list[str] | None) -> list[str]:
    """The addresses to advertise: given ones, or this computer's (loopback only if nothing else)."""
    if given:
        return list(given)
    found = [ip for ip in addresses() if ":" not in ip]
    return [ip for ip in found if not ip.startswith("127.")] or found or ["127.0.0.1"]


def addresses() -> list[str]:
    """This computer's addresses a guest on the network may reach (IPv4 and IPv6, loopback last)."""
    found: list[str] = []
    try:
        for adapter in ifaddr.get_adapters():
            for ip in adapter.ips:
                if isinstance(ip.ip, str) and ip.ip not in found:
                    found.append(ip.ip)
    except Exception:  # noqa: BLE001 (no adapters listed: fall back to the host name's address)
        try:
            found.append(socket.gethostbyname(socket.gethostname()))
        except OSError:
            pass
    return sorted(found, key=lambda ip: (ip.startswith("127."), ip)) or ["127.0.0.1"]


def _label(text: str) -> str:
    """A DNS label from a host name: letters, digits and hyphens."""
    cleaned = "".join(ch if ch.isascii() and ch.isalnum() else "-" for ch in text).strip("-")
    return cleaned[:30] or "host"


class _Worker:
    """A thread of its own for zeroconf's blocking calls (registering waits about 1.5 s): callers never wait."""

    def __init__(self, name: str):
        self._jobs: queue.Queue[Callable[[], None] | None] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def put(self, job: Callable[[], None]) -> None:
        self._jobs.put(job)

    def finish(self, timeout: float) -> None:
        self._jobs.put(None)
        if self._thread is not threading.current_thread():
            self._thread.join(timeout)

    def _run(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            try:
                job()
            except Exception as err:  # noqa: BLE001 (a network that refuses multicast: told, never fatal)
                self.failed(err)

    def failed(self, err: BaseException) -> None:
        log.warning("local network discovery: %s", err)


class Advert:
    """A hosted game, advertised on the local network from construction until :meth:`stop`.

    ``interfaces``: the addresses to advertise on (default: every interface; tests give
    ``["127.0.0.1"]``); ``addresses``: the addresses guests are told to connect to (default: this
    computer's, loopback only if it has no other). ``host``: the name shown (default: the computer's)."""

    def __init__(self, game_id: str, mode: str, port: int, free: int, *, started: bool = False,
                 host: str | None = None, addresses: list[str] | None = None,
                 interfaces: list[str] | None = None):
        self.host = host or socket.gethostname()
        self.error: str | None = None
        self._state = (free, started)
        self._zc: Any = None
        self._info: Any = None
        self._args = (game_id, mode, port, addresses, interfaces)
        self._worker = _Worker("net-advert")
        self._worker.failed = self._failed  # type: ignore[method-assign]
        self._worker.put(self._register)

    def _failed(self, err: BaseException) -> None:
        self.error = str(err) or type(err).__name__
        log.warning("the game could not be advertised on the local network: %s", self.error)

    def _register(self) -> None:

        game_id, mode, port, addresses, interfaces = self._args
        ips = _ipv4(addresses)
        zc = Zeroconf(interfaces=interfaces, ip_version=IPVersion.V4Only) if interfaces else \
            Zeroconf(ip_version=IPVersion.V4Only)
        self._zc = zc
        label = f"{_label(self.host)}-{secrets.token_hex(3)}"
        free, started = self._state
        self._info = ServiceInfo(SERVICE, f"{label}.{SERVICE}", port=port, server=f"{label}.local.",
                                 addresses=[socket.inet_aton(ip) for ip in ips],
                                 properties=properties(game_id, mode, free, self.host, started))
        zc.register_service(self._info, allow_name_change=True)
        log.info("advertised on the local network as %s", self._info.name)

    def update(self, free: int, started: bool | None = None) -> None:
        """Say how many seats are free now (and whether the game started); nothing if unchanged."""
        state = (free, self._state[1] if started is None else started)
        if state == self._state:
            return
        self._state = state
        self._worker.put(self._publish)

    def _publish(self) -> None:

        info, zc = self._info, self._zc
        if info is None or zc is None:
            return
        game_id, mode = self._args[0], self._args[1]
        free, started = self._state
        self._info = ServiceInfo(SERVICE, info.name, port=info.port, server=info.server, addresses=info.addresses,
                                 properties=properties(game_id, mode, free, self.host, started))
        zc.update_service(self._info)

    def stop(self) -> None:
        """Stop advertising (the guests' browsers are told the game is gone). Waits a few seconds at most."""
        self._worker.put(self._close)
        self._worker.finish(STOP_TIMEOUT)

    def _close(self) -> None:
        zc, self._zc = self._zc, None
        if zc is None:
            return
        try:
            if self._info is not None:
                zc.unregister_service(self._info)
        finally:
            zc.close()


class Browser:
    """The games advertised on the local network, followed from construction until :meth:`stop`.

    :meth:`games` may be called from any thread, as often as a screen draws: it only copies a list.
    ``interfaces`` as for :class:`Advert`."""

    def __init__(self, interfaces: list[str] | None = None):
        self.error: str | None = None
        self._lock = threading.Lock()
        self._seen: dict[str, Found] = {}
        self._zc: Any = None
        self._browser: Any = None
        self._interfaces = interfaces
        self._worker = _Worker("net-browser")
        self._worker.failed = self._failed  # type: ignore[method-assign]
        self._worker.put(self._open)

    def _failed(self, err: BaseException) -> None:
        self.error = str(err) or type(err).__name__
        log.warning("the local network cannot be browsed: %s", self.error)

    def _open(self) -> None:

        interfaces = self._interfaces
        zc = Zeroconf(interfaces=interfaces, ip_version=IPVersion.V4Only) if interfaces else \
            Zeroconf(ip_version=IPVersion.V4Only)
        self._zc = zc
        self._browser = ServiceBrowser(zc, SERVICE, handlers=[self._changed])

    def _changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        """zeroconf's browser thread: a game appeared, changed or left."""
        if state_change.name == "Removed":
            with self._lock:
                self._seen.pop(name, None)
            return
        try:
            info = zeroconf.get_service_info(service_type, name, RESOLVE_MS)
        except Exception as err:  # noqa: BLE001 (a record that cannot be read: that game is not listed)
            log.info("a game on the local network could not be read: %s", err)
            return
        if info is None or not info.port:
            return
        ips = tuple(ip for ip in info.parsed_addresses() if ":" not in ip)
        found = read_properties(name, info.properties or {}, ips, info.port)
        if found is not None:
            with self._lock:
                self._seen[name] = found

    def games(self) -> list[Found]:
        """Every game seen now, by host name and game (a copy)."""
        with self._lock:
            return sorted(self._seen.values(), key=lambda f: (f.host.lower(), f.game, f.key))

    def stop(self) -> None:
        """Stop browsing; waits a few seconds at most."""
        self._worker.put(self._close)
        self._worker.finish(STOP_TIMEOUT)

    def _close(self) -> None:
        browser, zc = self._browser, self._zc
        self._browser = self._zc = None
        if browser is not None:
            browser.cancel()
        if zc is not None:
            zc.close()
