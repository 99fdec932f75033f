"""The host's sockets: a WebSocket server (the ``websockets`` library, asyncio) on a thread of its own,
between the guests and a :class:`game.net.host.NetTable`.

Each connection must say ``hello`` within :data:`wire.HELLO_TIMEOUT` with the game's code; it then
speaks for its seat only. A message larger than :data:`wire.MAX_GUEST_MESSAGE` closes the connection
(the library refuses it); one the wire does not expect is refused with a reason; a guest sending
faster than :data:`wire.RATE` is told why and closed. After every change (a guest's move, the host's,
an AI's) each guest present is sent its table, and the AIs and the automaton play their moves one
at a time, each sent as it is made. ``on_change`` (called off the event loop, after the tables are made
and before they are sent) keeps the game: what a guest is shown is saved first, so a host stopped at any
moment never comes back without a move its guests saw. In window mode it waits for the window's saves. The server listens only between :meth:`HostServer.start` and :meth:`HostServer.stop`.
"""
from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import queue
import threading
import time
from typing import Any, Callable

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.net import wire
from game.net.host import NetTable
from game.text import Msg

log = logging.getLogger("cempasuchil.net")


def _error(msg_id: str, fatal: bool = True, **args: Any) -> str:
    return wire.dumps({"type": "error", "reason": {"$": "msg", "v": Msg(msg_id, **args).to_json()}, "fatal": fatal})


class HostServer:
    """Serves one :class:`NetTable` (see the module's text)."""

    def __init__(self, table: NetTable, host: str = "0.0.0.0", port: int = 0,
                 on_change: Callable[[], None] | None = None, *, window: bool = False):
        self.table = table
        self.host, self.port = host, port
        self.on_change = on_change
        # window: the host's window owns the game: every call into the table waits for :meth:`pump`,
        # run on the window's thread once a frame, and the window plays the AIs itself
        self._mailbox: queue.Queue | None = queue.Queue() if window else None
        self._closing = False
        self.told: queue.Queue = queue.Queue()  # what the host's player should hear (a guest of another version)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._stopping: asyncio.Event | None = None
        self._ready = threading.Event()
        self._failed: BaseException | None = None
        self._conns: dict[int, ServerConnection] = {}
        self._driving = False
        self._again = False
        self.sent_bytes = 0  # every byte of every message sent (the benchmarks read it)

    # ------------------------------------------------------------------ the thread
    def start(self, timeout: float = 10.0) -> int:
        """Listen (on a thread of its own); the port listened on. ``OSError`` if it cannot."""
        self._thread = threading.Thread(target=self._run, name="net-host", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise OSError("the network game did not start listening in time")
        if self._failed is not None:
            raise self._failed
        return self.port

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._main())
        except BaseException as err:  # noqa: BLE001 (told to the thread that started it)
            self._failed = err
            self._ready.set()
        finally:
            loop.close()

    async def _main(self) -> None:
        self._stopping = asyncio.Event()
        async with serve(self._connection, self.host, self.port, max_size=wire.MAX_GUEST_MESSAGE,
                         max_queue=8, ping_interval=10, ping_timeout=20, close_timeout=2,
                         open_timeout=wire.HELLO_TIMEOUT, server_header=None) as server:
            self.port = next(iter(server.sockets)).getsockname()[1]
            self._ready.set()
            await self._stopping.wait()

    def stop(self) -> None:
        """Stop listening and close every connection (the game itself stays on the table)."""
        loop, stopping = self._loop, self._stopping
        self._closing = True
        self.pump()  # (calls already waiting are answered)
        if loop is not None and stopping is not None and not loop.is_closed():
            loop.call_soon_threadsafe(stopping.set)
        if self._thread is not None:
            self._thread.join(10)

    def pump(self) -> int:
        """Run the calls into the table the connections are waiting for (the window's thread, once a
        frame, in window mode); how many ran."""
        mailbox, ran = self._mailbox, 0
        if mailbox is None:
            return 0
        # only the calls waiting as it starts: one asked meanwhile (the tables after a move it ran) waits
        # for the next frame, after the window has handed that move to its saves
        for _ in range(mailbox.qsize()):
            try:
                future, fn, args = mailbox.get_nowait()
            except queue.Empty:
                break
            ran += 1
            if future.set_running_or_notify_cancel():
                try:
                    future.set_result(fn(*args))
                except BaseException as err:  # noqa: BLE001 (handed to the connection that asked)
                    future.set_exception(err)
        return ran

    async def _call(self, fn: Callable, *args: Any) -> Any:
        """``fn(*args)`` off the event loop: on a worker thread, or (window mode) on the window's."""
        if self._mailbox is None or self._closing:  # (closing: the window waits in stop(), not pumping)
            return await asyncio.get_running_loop().run_in_executor(None, fn, *args)
        future: concurrent.futures.Future = concurrent.futures.Future()
        self._mailbox.put((future, fn, args))
        return await asyncio.wrap_future(future)

    def guests(self) -> int:
        """How many guests are connected now."""
        return len(self._conns)

    def changed(self) -> None:
        """The table changed outside a guest's message (the host played, let an AI play, started):
        send the tables and let the AIs move. Thread-safe."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(lambda: asyncio.ensure_future(self._after_change()))

    # ------------------------------------------------------------------ one guest
    async def _connection(self, ws: ServerConnection) -> None:
        table = self.table
        try:
            raw = await asyncio.wait_for(ws.recv(), wire.HELLO_TIMEOUT)
            message = wire.read(raw, wire.GUEST_MESSAGES, wire.MAX_GUEST_MESSAGE)
            if message["type"] != "hello":
                raise wire.WireError("net-hello-first")
            chair = await self._call(table.hello, message)
        except wire.WireError as err:
            if err.msg_id == "net-version-mismatch":  # told on this side too: the host's player reads why
                self.told.put(Msg("net-guest-other-version", guest=str(err.args_.get("guest", "?")),
                                  host=str(err.args_.get("host", "?"))))
            await self._send_raw(ws, _error(err.msg_id, **err.args_))
            await ws.close(1008, "refused")
            return
        except (asyncio.TimeoutError, ConnectionClosed):
            await ws.close(1008, "no hello")
            return
        seat = chair.seat
        old = self._conns.get(seat)
        self._conns[seat] = ws
        if old is not None:
            await self._send_raw(old, _error("net-replaced"))
            await old.close(1000, "replaced")
        await self._send_raw(ws, wire.dumps(table.welcome(chair)))
        await self._after_change()
        bucket = wire.Bucket(time.monotonic())
        try:
            async for raw in ws:
                if not bucket.take(time.monotonic()):
                    await self._send_raw(ws, _error("net-too-fast"))
                    await ws.close(1008, "too fast")
                    break
                try:
                    message = wire.read(raw, wire.GUEST_MESSAGES, wire.MAX_GUEST_MESSAGE)
                except wire.WireError as err:
                    await self._send_raw(ws, wire.dumps({"type": "refused", "reason": {
                        "$": "msg", "v": Msg(err.msg_id, **err.args_).to_json()}}))
                    continue
                if message["type"] == "bye":
                    break
                if message["type"] == "hello":
                    await self._send_raw(ws, _error("net-hello-once", fatal=False))
                    continue
                answer = await self._call(table.handle, seat, message)
                if answer is not None:
                    await self._send_raw(ws, wire.dumps(answer))
                else:
                    await self._after_change()
        except ConnectionClosed:
            pass
        finally:
            if self._conns.get(seat) is ws:
                del self._conns[seat]
                await self._call(table.gone, seat)
                await self._after_change()

    async def _send_raw(self, ws: ServerConnection, text: str) -> None:
        try:
            await ws.send(text)
            self.sent_bytes += len(text.encode())
        except ConnectionClosed:
            pass

    # ------------------------------------------------------------------ after every change
    async def _after_change(self) -> None:
        """Send every guest its lobby and table, once what they show is saved; then let the AIs play,
        one move at a time."""
        if self._driving:
            self._again = True
            return
        self._driving = True
        loop = asyncio.get_running_loop()
        try:
            while True:
                self._again = False
                texts = await self._texts()
                if self.on_change is not None:  # (the save: a move a guest has seen is a move kept)
                    await loop.run_in_executor(None, self.on_change)
                for ws, text in texts:
                    await self._send_raw(ws, text)
                played = self._mailbox is None and await self._call(self.table.step)
                if not played and not self._again:
                    break
        finally:
            self._driving = False

    async def _texts(self) -> list[tuple[ServerConnection, str]]:
        """What each guest present is to be sent now (the lobby, and its table once the game started),
        made in one call into the table: every guest is shown the same moment of the game."""
        conns = list(self._conns.items())
        texts = await self._call(self._texts_for, [seat for seat, _ in conns])
        return [(ws, text) for (_, ws), pair in zip(conns, texts) for text in pair]

    def _texts_for(self, seats: list[int]) -> list[tuple[str, ...]]:
        table = self.table
        lobby = wire.dumps(table.lobby())
        return [(lobby, self._table_text(seat)) if table.started else (lobby,) for seat in seats]

    def _table_text(self, seat: int) -> str:
        return wire.dumps(self.table.table_for(seat))
