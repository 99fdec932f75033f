"""End to end over the network: two real windows, each on its own Xvfb display as on two computers. A
duel (the registry's game for exactly two) is hosted from one window: its tile on the menu, the new-game
dialog in the two-seat mode, seat 2 Online, Start, the lobby. The host's window logs where it listens
and its code; the other window joins it from the menu's Join a game, the address, code and name typed
into the fields; the host presses Start; both seats are played to the end by the keyboard (H asks for a
suggestion, Enter plays it); both windows show their scores, the same scores. Screenshots of both are
kept in the test's output folder. The windows listen and connect on 127.0.0.1 only.

Uses the harness of ``tests/e2e_window.py`` (Xvfb, xdotool, ImageMagick's ``import``)."""
from __future__ import annotations

import json
import re
import time
from pathlib import Path

import pytest

from e2e_window import Game, Layout, xvfb, xvfb2  # noqa: F401  (xvfb, xvfb2: the fixtures)
from scenes.net_shots import SHOTS as NET_SHOTS, duel
from scenes.seating_plan import FRIEND

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

SEED = 31
ROUNDS = 400  # H and Enter pressed in each window at most this many times
GAME_TIME = 240.0  # seconds the played game may take at most


def settings(home: Path) -> None:
    """A 1280x720 window, no sound, the automaton at once; animations quick but not off: the scores
    follow the last move by a moment, so no Enter meant for the table reaches them."""
    from game import registry

    config = home / "config"
    config.mkdir(parents=True, exist_ok=True)
    (config / "settings.json").write_text(json.dumps({
        "window_width": 1280, "window_height": 720, "fullscreen": False, "ui_scale": 100,
        "animation_speed": "fast", "automaton_speed": "instant", "volume": 0,
        "offered": sorted(registry.games())}), encoding="utf-8")


def log_of(game: Game) -> str:
    path = game.home / "logs" / "cempasuchil.log"
    return path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""


def logged(game: Game, pattern: str):
    """A condition for ``game.wait``: the match of ``pattern`` in the window's log, once it is there."""
    return lambda: re.search(pattern, log_of(game))


def host_a_duel(host: Game, layout: Layout, info, mode) -> tuple[int, str]:
    """The menu's tile, the dialog in the two-seat mode, seat 2 Online, the seed, Start: the lobby.
    The port and code, from the line the window logs."""
    for pos in layout.tile_clicks(info.id):
        host.click(pos)
        time.sleep(0.3)
    first = layout.new_game(info.id)
    host.click(first[f"mode_{mode.id}"])
    time.sleep(0.3)
    dialog = layout.new_game(info.id, mode.id)
    plan = layout.app.scene.plan
    if f"seat_1_{FRIEND}" in dialog:
        host.click(dialog[f"seat_1_{FRIEND}"])
    else:  # one button cycles the seat's choices: as many clicks as it takes to reach Online
        keys = [key for key, _title, _tip in plan.controller_choices()]
        for _ in range((keys.index(FRIEND) - keys.index(plan.controllers[1])) % len(keys)):
            host.click(dialog["seat_1"])
            time.sleep(0.2)
    host.click(dialog["seed"])
    host.type(str(SEED))
    host.screenshot("new-game")
    host.click(dialog["start"])
    found = host.wait("the lobby's invitation in the host's log",
                      logged(host, rf"hosting {info.id} on port (\d+), code ([A-Z0-9]+)"), timeout=20, interval=0.2)
    return int(found.group(1)), found.group(2)


def join_it(guest: Game, layout: Layout, port: int, code: str) -> None:
    """The menu's Join a game, the address, code and name typed into its fields, Join."""
    from scenes.join import JoinScene

    layout.menu()
    guest.click(layout._ui_button("join"))
    time.sleep(0.5)
    scene = JoinScene(layout.app)
    layout.app.push(scene)
    for key, text in (("address", f"127.0.0.1:{port}"), ("code", code), ("name", "Marisol")):
        guest.click(scene.fields[key].rect.center)
        time.sleep(0.2)
        guest.type(text)
    guest.screenshot("join")
    guest.click(layout._ui_button("join"))


def soon(predicate, timeout: float) -> bool:
    """Whether ``predicate`` comes true within ``timeout`` seconds."""
    end = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > end:
            return False
        time.sleep(0.1)
    return True


def ended(game: Game):
    return re.search(r"game ended: .*, scores (\[[^\]]*\]), winners (\[[^\]]*\])", log_of(game))


def test_a_duel_hosted_in_one_window_and_joined_from_another_is_played_to_the_end(xvfb, xvfb2, tmp_path,
                                                                                monkeypatch):
    info, mode = duel()
    out = tmp_path / "e2e-net"
    out.mkdir()
    monkeypatch.setenv("CEMPASUCHIL_NET_LISTEN", "127.0.0.1:0")  # the host's window: loopback, a free port
    homes = {name: tmp_path / name for name in ("host", "guest")}
    for home in homes.values():
        home.mkdir()
        settings(home)
    layout = Layout()
    games: list[Game] = []
    try:
        host = Game(xvfb, homes["host"], out, "host", info.id)
        guest = Game(xvfb2, homes["guest"], out, "guest", info.id)
        games += [host, guest]
        host.start()
        guest.start()
        port, code = host_a_duel(host, layout, info, mode)
        host.screenshot("lobby")
        join_it(guest, layout, port, code)
        guest.wait("the guest's welcome (its seat kept)", lambda: (guest.saves / "network-seats.json").exists(),
                   timeout=20, interval=0.2)
        time.sleep(0.5)
        guest.screenshot("guest-lobby")
        NET_SHOTS["lobby/joined"](layout.app, 1, 1)  # (where Start is: the lobby's own layout)
        start = layout._ui_button("start")
        for _ in range(30):  # Start is on once the friend is in the lobby
            host.click(start)
            if soon(logged(host, r"game started"), 1.0):
                break
        host.wait("the host's table", logged(host, r"game started"), timeout=10, interval=0.2)
        guest.wait("the guest's table", logged(guest, r"game started"), timeout=20, interval=0.2)
        host.screenshot("table")
        guest.screenshot("table")
        # both seats played by the keyboard: H asks for a suggestion on the seat's turn, Enter plays it
        deadline = time.monotonic() + GAME_TIME
        players = [host, guest]
        for _ in range(ROUNDS):
            playing = [g for g in players if not ended(g)]
            if not playing:
                break
            assert time.monotonic() < deadline, "the game did not end in time. " + host.diagnostics()
            for g in playing:
                g.key("h")
            time.sleep(0.6)
            for g in playing:
                if not ended(g):  # (never on the scores: Enter there deals a new game)
                    g.key("Return")
            time.sleep(0.3)
        for g in players:
            g.wait("its scores", logged(g, rf"the scores of {info.id} shown"), timeout=20, interval=0.2)
        time.sleep(2.0)  # the scores count up
        shots = [host.screenshot("scores"), guest.screenshot("scores")]
        outcomes = [ended(g).groups() for g in players]
        for g in players:
            assert g.proc.poll() is None, g.diagnostics()
    finally:
        for g in games:
            g.kill()
        layout.close()
    assert outcomes[0] == outcomes[1], outcomes
    assert all(path.exists() and path.stat().st_size > 0 for path in shots)
    moves = [re.search(r"game ended: .*, (\d+) moves", log_of(g)).group(1) for g in players]
    assert moves[0] == moves[1]
    # the game is the host's: kept there as finished; the guest keeps only its seat's token
    kept = list((homes["host"] / "data" / "saves" / "finished").glob("*.json"))
    assert len(kept) == 1 and len(json.loads(kept[0].read_text(encoding="utf-8"))["log"]) == int(moves[0])
    assert sorted(p.name for p in (homes["guest"] / "data" / "saves").rglob("*.json")) == ["network-seats.json"]
