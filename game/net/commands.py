"""The command line's network commands (``game.cli`` reads their flags and calls these):

* ``serve GAME --mode M``: a table with no one at it. Every player seat is played from another
  computer (``--ai SEAT=LEVEL`` leaves seats to an AI). Prints the invitation as one JSON line
  (``{"serving": ..., "code", "port", "addresses", "seats", "save"}``), keeps the game saved like any
  other, and prints the end as one more line when the game is over. The game is advertised on the
  local network while it is served (:mod:`game.net.discovery`; never its code), unless ``--no-discovery``. Ctrl+C (or SIGTERM) stops it,
  the save kept; ``--resume FILE`` serves a saved network game again, for its guests to rejoin.
* ``join ADDRESS --code C --bot LEVEL``: play one seat from here with a bot. Prints the seat taken, then
  the end. The seat's token is kept with this computer's saves (:mod:`game.net.invites`): the same
  command run again takes the seat back.
"""
from __future__ import annotations

import random
import signal
import threading
import time
from pathlib import Path
from typing import Any, Callable

from game import paths, registry
from game.net import invites, wire
from game.net.client import GuestLink, address_url
from game.net.headless import play_seat, wait_for
from game.net.host import NetTable
from game.net.discovery import Advert, addresses
from game.net.server import HostServer
from game.protocol import BOT, HUMAN, SeatSetup, Setup, SetupError, player_name
from game.save_store import SaveStore
from game.text import language, say

Emit = Callable[[dict], None]
DEFAULT_PORT = wire.DEFAULT_PORT


def serve(args: Any, emit: Emit, fail: Callable[[str], int]) -> int:
    store = SaveStore(Path(args.saves) if args.saves else paths.saves_dir())
    try:
        table = _resumed(store, args.resume) if args.resume else _new_table(args)
    except (KeyError, ValueError, SetupError, OSError) as err:
        return fail(str(err.args[0]) if err.args else str(err))
    done = threading.Event()
    saved: dict[str, Any] = {}

    def on_change() -> None:
        if advert is not None:
            advert.update(table.free_seats(), table.started)
        session = table.session
        if session is None:
            return
        try:
            saved["path"] = str(store.autosave(session))
        except OSError as err:  # a full disk: told, and the game goes on in memory
            emit({"warning": f"the game could not be saved: {err}"})
        if session.is_over:
            done.set()

    advert: Any = None
    server = HostServer(table, args.bind, args.port, on_change=on_change)
    try:
        port = server.start()
    except OSError as err:
        return fail(f"cannot listen on port {args.port}: {err}")
    if not getattr(args, "no_discovery", False):
        local = args.bind not in ("0.0.0.0", "")
        advert = Advert(table.game.id, table.setup.mode, port, table.free_seats(), started=table.started,
                        addresses=[args.bind] if local else None, interfaces=[args.bind] if local else None)
    if not table.started and table.ready():
        table.start()
    stop = _on_signals(done)
    try:
        if table.session is not None:
            saved["path"] = str(store.autosave(table.session))
        emit({"serving": table.game.id, "mode": table.setup.mode, "code": table.code, "port": port,
              "addresses": addresses() if args.bind in ("0.0.0.0", "") else [args.bind],
              "seats": [s for s in table.chairs], "save": saved.get("path")})
        while not done.wait(0.2):
            while not server.told.empty():  # a guest of another version: said here too
                emit({"warning": say(server.told.get_nowait())})
            if not table.started and table.ready():
                table.start(store.new_id(table.game.id))
                server.changed()
        end = time.monotonic() + 10  # the guests see the end and leave; then the host does
        while table.session is not None and table.session.is_over and server.guests() and time.monotonic() < end:
            time.sleep(0.05)
    finally:
        stop()
        if advert is not None:
            advert.stop()
        server.stop()
        store.flush()
    session = table.session
    if session is not None and session.is_over:
        outcome = session.outcome()
        emit({"over": True, "scores": list(outcome.scores), "winners": sorted(outcome.winners),
              "moves": len(session.log), "digest": session.state.digest(), "save": saved.get("path")})
    else:
        emit({"stopped": True, "moves": len(session.log) if session else 0, "save": saved.get("path")})
    return 0


def _new_table(args: Any) -> NetTable:
    if not args.game:
        raise ValueError("name the game to serve (or --resume a saved one)")
    info = registry.get(args.game)
    spec = info.mode(args.mode) if args.mode else info.modes[0]
    lo, hi = spec.players
    players = args.players if args.players is not None else spec.usual_players
    if not lo <= players <= hi:
        raise ValueError(f"mode {spec.id!r} has {lo} to {hi} player seats, not {players}")
    ai = {}
    for item in args.ai or []:
        seat_text, _, level = item.partition("=")
        if not seat_text.isdigit() or not level or int(seat_text) >= players:
            raise ValueError(f"--ai {item!r}: write it as SEAT=LEVEL (seats 0 to {players - 1})")
        ai[int(seat_text)] = level
    names = [n for n in info.default_names if n != "You"]
    seats = tuple(SeatSetup(BOT, names[i % len(names)], ai[i]) if i in ai else SeatSetup(HUMAN, player_name(i))
                  for i in range(players))
    options = dict(item.split("=", 1) for item in (args.option or []) if "=" in item)
    setup = info.validate_setup(Setup(spec.id, seats, tuple(_typed(options).items())))
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 31)
    remote = tuple(i for i in range(players) if i not in ai)
    if not remote:
        raise ValueError("every seat is left to an AI: nobody could join")
    return NetTable(info, setup, seed, remote, code=args.code)


def _typed(options: dict[str, str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, raw in options.items():
        out[key] = {"true": True, "false": False}.get(raw.lower(), int(raw) if raw.lstrip("-").isdigit() else raw)
    return out


def _resumed(store: SaveStore, path: str) -> NetTable:
    session = store.load(Path(path))
    if session.network is None:
        raise ValueError(f"{path} is not a network game")
    return NetTable.resume(session)


def _on_signals(done: threading.Event) -> Callable[[], None]:
    """Ctrl+C and SIGTERM end the serving (the save is kept); the old handlers come back after."""
    if threading.current_thread() is not threading.main_thread():
        return lambda: None
    old = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM)}
    for sig in old:
        signal.signal(sig, lambda *_: done.set())

    def restore() -> None:
        for sig, handler in old.items():
            signal.signal(sig, handler)
    return restore


def join(args: Any, emit: Emit, fail: Callable[[str], int]) -> int:
    url = address_url(args.address, DEFAULT_PORT)
    kept = invites.Invites(Path(args.saves) if args.saves else paths.saves_dir())
    token = None if args.new_seat else kept.token(url, args.code)
    link = GuestLink(url, args.code, args.name, language(), token=token, seat=args.seat)
    try:
        link.connect(timeout=args.timeout)
        side = wait_for(link, "welcome", args.timeout)
    except (OSError, TimeoutError, ConnectionError) as err:
        return fail(str(err))
    try:
        kept.remember(url, args.code, side)
    except OSError as err:
        emit({"warning": f"the seat's token could not be kept: {err}"})
    emit({"joined": side.game.id, "seat": side.seat, "names": list(side.setup.names), "back": token is not None})
    try:
        result = play_seat(link, args.bot, args.bot_seed, timeout=args.timeout)
    finally:
        link.close()
    emit(result)
    return 0 if result.get("over") else 1

