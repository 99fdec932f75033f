"""The command line: ``play`` (default), ``sim``, ``shot``, ``serve``, ``join``, ``text-check`` and ``worker-check``. Its JSON output is a
stable interface.

Every command's flags are read here, and the commands that need no window run here (``sim``,
``worker-check``). The window's commands (``play``, ``shot``) are the client's: ``python -m game``
runs :func:`main` with them (``client.cli``); this layer imports no pygame and no scenes.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Callable, Mapping

from game import APP_NAME, __version__, registry
from game.ai import make_bot
from game.ai.driver import BotDriver
from game.protocol import SeatSetup, Setup, SetupError
from game.session import Session, default_setup
from game import text
from game.text import LANGUAGES, force_language

Command = Callable[[argparse.Namespace], int]  # a command: its parsed flags -> the exit status


def emit(args, out: dict | list) -> None:
    """Print the command's JSON object (a list for ``--list``), and write it to ``--json-out`` when given.

    A windowed build (Windows, macOS) has no console, so the file is how its output is read.
    """
    text = json.dumps(out)
    try:
        print(text, flush=True)  # a line at a time: serve's invitation is read while it runs
    except BrokenPipeError:  # the reader has gone (a pipe closed): the file below still gets it
        pass
    if getattr(args, "json_out", None):
        _write(args.json_out, text)


def fail(args, message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    if getattr(args, "json_out", None):
        try:
            _write(args.json_out, json.dumps({"error": message}))
        except OSError:
            pass
    return 2


def _write(path: str, text: str) -> None:
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text + "\n", encoding="utf-8")


class UsageError(Exception):
    """A command line that names things the game does not have; the message says what."""


def _sim_setup(game, args):
    """The setup ``sim`` plays: the mode, one bot per seat (``--bots`` or ``--bot``), the options."""
    spec = game.mode(args.mode)
    lo, hi = spec.players
    if args.players is not None and not lo <= args.players <= hi:
        raise UsageError(f"{game.title} {spec.id} has {lo} to {hi} players, not {args.players}"
                         if lo != hi else f"{game.title} {spec.id} has {lo} player{'s' if lo > 1 else ''}, "
                                          f"not {args.players}")
    if args.bots is not None:
        names = [b.strip() for b in args.bots.split(",")]
        if any(not b for b in names):
            raise UsageError(f"--bots {args.bots!r} has an empty name")
        if args.players is None and lo <= len(names) <= hi:
            n = len(names)
        else:
            n = args.players if args.players is not None else spec.usual_players
        if len(names) < n:
            raise UsageError(f"--bots names {len(names)} bot{'s' if len(names) != 1 else ''} but {game.title} "
                             f"{spec.id} here has {n} seats: name one bot for each seat")
        if len(names) > n:
            raise UsageError(f"--bots names {len(names)} bots but {game.title} {spec.id} here has {n} seat"
                             f"{'s' if n != 1 else ''}")
    else:
        n = args.players if args.players is not None else spec.usual_players
        if args.bot is not None and n > 1:
            raise UsageError("--bot is the solo shorthand: name a bot for each seat with --bots A,B,...")
        names = [args.bot or game.hint_bot] * n
    for b in names:
        if b not in game.bots:
            raise KeyError(f"{game.title} has no bot {b!r}; known: {', '.join(game.bots)}")
    options = {}
    for opt in spec.options:
        value = getattr(args, f"opt_{opt.key}", None)
        if value is not None:
            options[opt.key] = value
    for item in args.option or []:
        key, sep, raw = item.partition("=")
        if not sep:
            raise UsageError(f"--option {item!r}: write it as key=value")
        try:
            opt = spec.option(key)
        except KeyError as err:
            raise UsageError(err.args[0]) from None
        value = {"true": True, "false": False}.get(raw.lower(), raw) if opt.kind == "bool" else raw
        if opt.kind == "choice":
            value = _choice_value(opt, raw, f"--option {key}")  # a value as written, or a label
        options[key] = value
    seats = tuple(SeatSetup("bot", f"{b.title()} {i + 1}"[:24], b) for i, b in enumerate(names))
    try:
        return game.validate_setup(Setup(spec.id, seats, tuple(options.items())))
    except SetupError as err:
        raise UsageError(str(err)) from None


class _Timed:
    """A bot whose real decisions (more than one legal move) are timed, as ``Session.advance`` times them."""

    def __init__(self, bot, timings: list):
        self.bot, self.timings, self.name = bot, timings, getattr(bot, "name", "")

    def decide(self, decision):
        if len(decision.legal) < 2:
            return self.bot.decide(decision)
        start = time.perf_counter()
        choice = self.bot.decide(decision)
        self.timings.append((time.perf_counter() - start) * 1000)
        return choice


def play_game(game, setup, seed: int, timings: list | dict | None = None):
    """One game as ``sim`` plays it: every seat's registered bot seeded from the game's ``seed``.
    Each real decision's milliseconds go into ``timings`` (a list: every seat's; a dict: only the
    seats it has a list for). Returns the finished state (the benchmarks play through this too)."""
    session = Session(game, setup, seed)
    bots = {seat: make_bot(game, s.bot, seat, seed) for seat, s in enumerate(setup.seats)}
    if isinstance(timings, dict):
        bots = {seat: _Timed(b, timings[seat]) if seat in timings else b for seat, b in bots.items()}
        timings = None
    session.advance(bots, timings=timings, collect=False)
    return session.state


def _sim(args) -> int:
    try:
        game = registry.get(args.game)
        spec = game.mode(args.mode) if args.mode is not None else game.modes[0]
        args.mode = spec.id
        _add_option_flags(args, spec)
        setup = _sim_setup(game, args)
    except (KeyError, UsageError) as err:
        return fail(args, err.args[0])
    seats = len(setup.seats)
    game.load_data()  # loaded and validated once, before the clock starts
    scores: list = []
    wins = [0.0] * seats
    decision_ms: list[float] = []
    report = game.entry.sim_report  # a game's own keys, from its finished states
    finished: list = []
    start = time.perf_counter()
    for i in range(args.games):
        state = play_game(game, setup, args.seed + i, decision_ms)
        if report is not None:
            finished.append(state)
        outcome = state.outcome()
        scores.append(list(outcome.scores))
        for w in outcome.winners:
            wins[w] += 1 / len(outcome.winners)
    elapsed = time.perf_counter() - start
    decision_ms.sort()
    names = [s.bot for s in setup.seats]
    out: dict = {"game": game.id, "mode": spec.id}
    if seats == 1:
        # a solo mode keeps the solo keys: one bot, one score per game
        out.update({"bot": names[0], "games": args.games, "seed": args.seed, "scores": [s[0] for s in scores],
                    "mean_score": round(statistics.fmean(s[0] for s in scores), 3) if scores else 0.0})
        if spec.contest:
            out["wins"] = round(wins[0], 3)
    else:
        out.update({"players": seats, "bots": names, "games": args.games, "seed": args.seed, "scores": scores,
                    "wins": [round(w, 3) for w in wins],
                    "mean_score": [round(statistics.fmean(s[k] for s in scores), 3) if scores else 0.0
                                   for k in range(seats)]})
        if setup.options:
            out["options"] = dict(setup.options)
    if report is not None:
        out.update(report(game.load_data(), setup, finished))
    out.update({
        "games_per_second": round(args.games / elapsed, 3) if elapsed > 0 else 0.0,
        "decision_ms_median": round(statistics.median(decision_ms), 3) if decision_ms else 0.0,
        "decision_ms_p95": round(decision_ms[min(len(decision_ms) - 1, int(0.95 * len(decision_ms)))], 3)
        if decision_ms else 0.0,
    })
    emit(args, out)
    return 0


def _flag(key: str) -> str:
    return "--" + key.replace("_", "-")


def _choice_value(opt, raw: str, flag: str):
    """The choice ``raw`` names: a value (as written) or a label (any case)."""
    for c, label in zip(opt.choices, opt.labels or opt.choices):
        if str(c) == raw or str(label).casefold() == raw.casefold():
            return c
    shown = ", ".join(str(c) if not opt.labels else f"{c} ({opt.label(c)})" for c in opt.choices)
    raise UsageError(f"{flag} {raw!r} is not a choice: one of {shown}")


def _add_option_flags(args, spec) -> None:
    """Read the mode's own options from the words argparse left over.

    A choice option is ``--key VALUE`` (or ``--key=VALUE``; a label works too), a bool option
    ``--key`` or ``--no-key``, and an option group ``--GROUP a,b``: it turns on the named bool
    options of that group (their keys, with ``-`` or ``_``). Anything else is a :class:`UsageError`.
    """
    rest = list(getattr(args, "rest", None) or [])
    for opt in spec.options:
        setattr(args, f"opt_{opt.key}", None)
    by_flag = {_flag(o.key): o for o in spec.options}
    negated = {"--no-" + _flag(o.key)[2:]: o for o in spec.options if o.kind == "bool"}
    groups = {_flag(g): (g, opts) for g, opts in spec.groups.items()}
    leftover: list[str] = []
    i = 0

    def value(eq: str, inline: str) -> str | None:
        """A flag's value: after its ``=``, else the next word unless that is a flag (``None``: none)."""
        nonlocal i
        if eq:
            return inline
        if i < len(rest) and not rest[i].startswith("--"):
            i += 1
            return rest[i - 1]
        return None

    while i < len(rest):
        word = rest[i]
        i += 1
        flag, eq, inline = word.partition("=")
        if flag in by_flag and by_flag[flag].kind == "choice":
            opt = by_flag[flag]
            raw = value(eq, inline)
            if raw is None:
                raise UsageError(f"{flag} needs a value: one of {', '.join(map(str, opt.choices))}")
            setattr(args, f"opt_{opt.key}", _choice_value(opt, raw, flag))
        elif flag in by_flag and not eq:
            setattr(args, f"opt_{by_flag[flag].key}", True)
        elif flag in negated and not eq:
            setattr(args, f"opt_{negated[flag].key}", False)
        elif flag in groups:
            name, opts = groups[flag]
            raw = value(eq, inline) or ""
            known = {o.key.replace("_", "-"): o for o in opts}
            valid = ", ".join(known)
            picked = [w.strip() for w in raw.split(",") if w.strip()]
            if not picked:
                raise UsageError(f"{flag} needs a list of {name}: some of {valid}")
            for w in picked:
                opt = known.get(w.replace("_", "-").lower())
                if opt is None:
                    raise UsageError(f"{flag}: {spec.id} has no {name[:-1] if name.endswith('s') else name} "
                                     f"{w!r}; the {name} are {valid}")
                setattr(args, f"opt_{opt.key}", True)
        else:
            leftover.append(word)
    if leftover:
        flags = ", ".join([*(_flag(o.key) for o in spec.options), *groups]) or "none"
        raise UsageError(f"unrecognised arguments: {' '.join(leftover)} (this mode's options: {flags})")


def _text_check(args) -> int:
    """Say every message of every catalogue in every language through the library (fluent.runtime,
    Babel's plural rules and number formats): proves a build carries the catalogues and what they need."""
    counts: dict[str, int] = {}
    for lang in text.LANGUAGES:
        cat = text.catalogue(lang)
        ids = cat.ids()
        bundle = cat.fluent_bundle()
        for msg_id in ids:
            said, errors = bundle.format_pattern(bundle.get_message(msg_id).value, {})
            if not said and not errors:
                return fail(args, f"{lang}: {msg_id} says nothing")
        counts[lang] = len(ids)
    big = text.catalogue("es").fluent_format("stats-played", {"n": 12345})
    emit(args, {"messages": counts, "grouped": big})
    return 0


def _worker_check(args) -> int:
    """Ask the bots' worker process for one decision: proves a build can start it (frozen ones too)."""
    try:
        game = registry.get(args.game) if args.game else next(iter(registry.games().values()))
    except KeyError as err:
        return fail(args, err.args[0])
    mode = next((m for m in game.modes if m.players[1] > 1), game.modes[0])
    session = Session(game, default_setup(game, mode.id, mode.players[0]), args.seed)
    step = session.next_step()
    seat = step.seat if step.seat is not None and step.seat >= 0 else 0
    driver = BotDriver("process")
    started = time.perf_counter()
    try:
        job = driver.submit(game.id, "random", seat, args.seed, "worker-check", game.view(session.state, seat),
                            session.state.legal_actions(seat))
        action = job.result(timeout=args.timeout).action
    except Exception as err:  # any failure to start or answer is what this command reports
        return fail(args, f"the bots' worker process did not answer: {type(err).__name__}: {err}")
    finally:
        driver.shutdown()
    if driver.mode != "process":
        return fail(args, "the bots' worker process could not start: they would think in a thread")
    if action not in session.state.legal_actions(seat):
        return fail(args, f"the worker answered an illegal move: {action!r}")
    emit(args, {"game": game.id, "worker": driver.mode, "seat": seat, "action": str(action),
                "ms": round((time.perf_counter() - started) * 1000, 1)})
    return 0


def _network(args) -> int:
    """``serve`` and ``join``: the network's commands, loaded only when one of them runs."""
    from game.net import commands  # (the sockets' libraries load only for play over the network)

    run = commands.serve if args.command == "serve" else commands.join
    return run(args, lambda out: emit(args, out), lambda message: fail(args, message))


def _no_window(args) -> int:
    """A window's command run without the client (``main`` given no ``window``)."""
    return fail(args, f"{args.command} needs the window: run it as python -m game {args.command}")


def program_name(argv0: str | None = None, frozen: bool | None = None) -> str:
    """The program as it was run, for the usage line: the bundle's own name (``Cempasuchil``, or
    ``cempasuchil`` through the .deb's link), ``python -m game``, or the installed ``cempasuchil``."""
    argv0 = sys.argv[0] if argv0 is None else argv0
    frozen = getattr(sys, "frozen", False) if frozen is None else frozen
    name = Path(argv0).name
    if frozen:
        return name or "Cempasuchil"
    if name in ("__main__.py", "-m", "-c", ""):
        return "python -m game"
    return f"python {name}" if name.endswith(".py") else name


def build_parser(window: Mapping[str, Command] | None = None) -> argparse.ArgumentParser:
    """Every command and its flags; ``window``: the client's ``play`` and ``shot`` (by name)."""
    window = window or {}
    parser = argparse.ArgumentParser(prog=program_name(), description="Cempasúchil: Día de los Muertos games.")
    parser.add_argument("--version", action="version", version=f"{APP_NAME} {__version__}")
    sub = parser.add_subparsers(dest="command")
    # every command speaks the language asked for (the window, shots, the words in a command's output)
    lang = argparse.ArgumentParser(add_help=False)
    lang.add_argument("--lang", choices=sorted(LANGUAGES), default=None,
                      help="the language of every word shown (default: the settings', else the system's)")

    play = sub.add_parser("play", parents=[lang], help="start the game window (the default)")
    play.add_argument("--smoke-frames", type=int, default=0, help="draw N frames, then quit (for checks)")
    play.add_argument("--ready-file", default=None, help="write this file once the first frame is drawn")
    play.set_defaults(func=window.get("play", _no_window))

    sim = sub.add_parser("sim", parents=[lang], help="play whole games headless and print one JSON object")
    sim.add_argument("game")
    sim.add_argument("--mode", default=None, help="a mode of the game (default: its first)")
    sim.add_argument("--players", type=int, default=None, help="how many seats (modes with a range)")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--bots", default=None, metavar="A,B,...", help="the bot of each seat, in seat order")
    sim.add_argument("--bot", default=None, help="solo shorthand for --bots NAME")
    sim.add_argument("--option", action="append", metavar="KEY=VALUE", help="a mode option (also --KEY flags)")
    sim.add_argument("--json-out", default=None, metavar="FILE", help="also write the JSON object to FILE")
    sim.set_defaults(func=_sim)

    shot = sub.add_parser("shot", parents=[lang], help="render a scene headless to a PNG")
    shot.add_argument("scene", nargs="?", help="a shot name: menu, load, <game id>/table, ... (--list prints them all)")
    shot.add_argument("--list", action="store_true", help="print the JSON list of every shot name")
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--out", default=None)
    shot.add_argument("--turn", type=int, default=None, help="how far into the game (each shot has its own default)")
    shot.add_argument("--width", type=int, default=1280)
    shot.add_argument("--height", type=int, default=720)
    shot.add_argument("--json-out", default=None, metavar="FILE", help="also write the JSON object to FILE")
    shot.set_defaults(func=window.get("shot", _no_window))

    serve = sub.add_parser("serve", parents=[lang], help="host a network game with no one at it; print its invitation")
    serve.add_argument("game", nargs="?", default=None)
    serve.add_argument("--mode", default=None, help="a mode of the game (default: its first)")
    serve.add_argument("--players", type=int, default=None, help="how many seats (modes with a range)")
    serve.add_argument("--ai", action="append", metavar="SEAT=LEVEL", help="a seat the AI plays (0 is the first)")
    serve.add_argument("--option", action="append", metavar="KEY=VALUE", help="a mode option")
    serve.add_argument("--seed", type=int, default=None, help="the deal (default: a random one)")
    serve.add_argument("--port", type=int, default=47800, help="the TCP port to listen on (0: any free one)")
    serve.add_argument("--bind", default="0.0.0.0", help="the address to listen on (default: every one)")
    serve.add_argument("--code", default=None, help="the game's code (default: six random letters)")
    serve.add_argument("--no-discovery", action="store_true",
                       help="do not advertise the game on the local network (its code is never advertised)")
    serve.add_argument("--resume", default=None, metavar="FILE", help="serve a saved network game again")
    serve.add_argument("--saves", default=None, metavar="FOLDER", help="keep the game in FOLDER (default: the saves)")
    serve.add_argument("--json-out", default=None, metavar="FILE", help="also write each JSON line to FILE")
    serve.set_defaults(func=_network)

    join = sub.add_parser("join", parents=[lang], help="play a seat of a network game with a bot, headless")
    join.add_argument("address", help="the host's address: 192.168.1.20, host:port or ws://host:port")
    join.add_argument("--code", required=True, help="the game's code, from its host")
    join.add_argument("--bot", required=True, help="the AI playing the seat (easy, hard, random)")
    join.add_argument("--name", default="Bot", help="the name to sit down with")
    join.add_argument("--seat", type=int, default=None, help="the seat wanted, where the mode lets guests choose")
    join.add_argument("--new-seat", action="store_true", help="take a new seat, not the one this computer had")
    join.add_argument("--bot-seed", type=int, default=0, help="the bot's own seed")
    join.add_argument("--timeout", type=float, default=120.0, help="seconds to wait for the host at most")
    join.add_argument("--saves", default=None, metavar="FOLDER", help="keep the seat's token in FOLDER")
    join.add_argument("--json-out", default=None, metavar="FILE", help="also write each JSON line to FILE")
    join.set_defaults(func=_network)

    text_check = sub.add_parser("text-check", help="say every message of every language once (build checks)")
    text_check.add_argument("--json-out", default=None, metavar="FILE", help="also write the JSON object to FILE")
    text_check.set_defaults(func=_text_check)

    check = sub.add_parser("worker-check", parents=[lang], help="have the bots' worker process answer once (build checks)")
    check.add_argument("game", nargs="?", default=None, help="a game id (the menu's first game if omitted)")
    check.add_argument("--seed", type=int, default=1)
    check.add_argument("--timeout", type=float, default=60.0)
    check.add_argument("--json-out", default=None, metavar="FILE", help="also write the JSON object to FILE")
    check.set_defaults(func=_worker_check)
    return parser


def main(argv: list[str] | None = None, window: Mapping[str, Command] | None = None) -> int:
    """Run the command ``argv`` names (``play`` if none); ``window``: the client's commands by name."""
    parser = build_parser(window)
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "sim":
        # a mode's own options (--goals...) are known only once the game is: keep the rest for _sim
        # (the leftover words, stray ones included, are _add_option_flags' to read or refuse)
        args, rest = parser.parse_known_args(argv)
        args.rest = rest
    else:
        args = parser.parse_args(argv)
    if args.command is None:
        args = parser.parse_args(["play", *argv])
    if getattr(args, "lang", None):
        force_language(args.lang)
    return args.func(args)
