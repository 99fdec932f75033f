"""Games found on the local network (game/net/discovery.py): a game advertised is seen by a browser,
with what it says and never its code; its free seats follow; it goes when it stops; ``serve``
advertises its game. Loopback only (the interface 127.0.0.1), every wait bounded."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import first_game
from net_helpers import partnership_mode

import game
from game.net import discovery, wire
from game.net.discovery import Advert, Browser, Found

ROOT = Path(__file__).resolve().parents[1]
LOOPBACK = ["127.0.0.1"]
WAIT = 15.0  # seconds for a game to be seen at most (registering takes about 2)


@pytest.fixture(scope="module", autouse=True)
def multicast():
    """Skip when this machine cannot send multicast on its loopback interface (some sandboxes)."""
    import zeroconf  # a dependency (pyproject.toml)

    try:
        zc = zeroconf.Zeroconf(interfaces=LOOPBACK, ip_version=zeroconf.IPVersion.V4Only)
    except OSError as err:
        pytest.skip(f"multicast DNS is not available on loopback here: {err}")
    zc.close()


def wait_until(check, timeout: float = WAIT):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        got = check()
        if got:
            return got
        time.sleep(0.05)
    return check()


def seen(browser: Browser, port: int, **want) -> list[Found]:
    return [f for f in browser.games() if f.port == port and all(getattr(f, k) == v for k, v in want.items())]


def test_an_advertised_game_is_seen_with_what_it_says_and_follows_its_seats():
    browser = Browser(interfaces=LOOPBACK)
    game_id = partnership_mode()[0]
    advert = Advert(game_id, "classic", 47999, free=3, host="Abuela's laptop", addresses=LOOPBACK,
                    interfaces=LOOPBACK)
    try:
        found = wait_until(lambda: seen(browser, 47999))
        assert found, f"nothing seen (advert error: {advert.error}, browser error: {browser.error})"
        game_seen = found[0]
        assert (game_seen.game, game_seen.mode, game_seen.free, game_seen.started) == (game_id, "classic", 3, False)
        assert game_seen.host == "Abuela's laptop"
        assert game_seen.protocol == wire.PROTOCOL and game_seen.app == game.__version__
        assert game_seen.addresses == ("127.0.0.1",) and game_seen.address == "127.0.0.1:47999"
        assert game_seen.joinable()
        advert.update(free=0, started=True)
        full = wait_until(lambda: seen(browser, 47999, free=0, started=True))
        assert full and not full[0].joinable()
        advert.stop()
        assert wait_until(lambda: not seen(browser, 47999)), "the game stayed listed after it stopped"
    finally:
        advert.stop()
        browser.stop()
    assert advert.error is None and browser.error is None


def test_what_is_advertised_never_holds_a_code_and_junk_is_not_a_game():
    game_id = first_game().id
    props = discovery.properties(game_id, "duel", 1, "host")
    assert set(props) == {"protocol", "app", "game", "mode", "host", "free", "started"}
    found = discovery.read_properties("k", {k.encode(): v.encode() for k, v in props.items()}, ("10.0.0.2",), 47800)
    assert found is not None and found.address == "10.0.0.2:47800" and found.free == 1
    assert discovery.read_properties("k", {b"game": game_id.encode()}, (), 1) is None  # no protocol
    assert discovery.read_properties("k", {**props, "protocol": "two"}, (), 1) is None
    assert discovery.read_properties("k", {b"game": b"\xff", b"protocol": b"1"}, (), 1) is None
    other = Found("k", "h", ("1.2.3.4",), 5, game_id, "duel", 1, False, wire.PROTOCOL + 1, game.__version__)
    assert not other.joinable()  # another protocol: told before trying


def test_the_command_line_and_the_window_load_zeroconf_only_for_the_network():
    code = ("import sys, game.cli, client.app, scenes.lobby, scenes.join, scenes.load; "
            "print(sorted(m for m in sys.modules if m.startswith(('zeroconf', 'ifaddr', 'websockets'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT,
                         env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_serve_advertises_its_game_until_it_is_stopped(tmp_path):
    browser = Browser(interfaces=LOOPBACK)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "CEMPASUCHIL_HOME": str(tmp_path / "home")}
    game_id = first_game().id  # served in its first mode
    proc = subprocess.Popen([sys.executable, "-m", "game", "serve", game_id, "--port", "0", "--bind", "127.0.0.1",
                             "--seed", "3", "--code", "SECRET", "--saves", str(tmp_path / "saves")],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env)
    try:
        assert proc.stdout is not None
        invitation = json.loads(proc.stdout.readline())
        port = invitation["port"]
        found = wait_until(lambda: seen(browser, port))
        assert found, f"serve's game was not seen (browser error: {browser.error})"
        assert found[0].game == game_id and found[0].free == len(invitation["seats"]) > 0
        assert found[0].address == f"127.0.0.1:{port}"
        assert "SECRET" not in repr(found[0])
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=30)
        assert wait_until(lambda: not seen(browser, port)), "the game stayed listed after serve stopped"
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=10)
        browser.stop()
