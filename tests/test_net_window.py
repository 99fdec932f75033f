"""The network game in the window, headless, over loopback: a duel (the registry's game for exactly two)
hosted from the new-game screen (seat 2 Online, Start, the lobby) and joined by a headless guest's bot,
the host's own seat played through its table until the end screen; a window joining a ``serve``
process through the Join screen's fields and playing its seat to the end screen; and a guest's window
whose host is killed mid-game: the lost-connection banner, then the game again once the host is served
from its save on the same port. Every loop is bounded in frames and in time; the host listens on
127.0.0.1 only, on a port the system picks."""
from __future__ import annotations

import json
import os
import queue
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pygame
import pytest

from game.net import hosting as hosting_module
from game.net import wire
from game.net.client import GuestLink
from game.net.headless import play_seat
from scenes.net_shots import duel
from scenes.seating_plan import FRIEND
from scenes.tables import end_class

ROOT = Path(__file__).resolve().parent.parent
WAIT = 30.0  # seconds any one wait on the network may take at most
GAME_TIME = 150.0  # seconds a whole duel may take at most
FRAMES = 40_000  # frames any one loop may run at most


@pytest.fixture
def loopback(app, monkeypatch):
    """The window hosts on 127.0.0.1 and a port the system picks (never the usual port, never outside);
    no animation, the machines' turns at once (as the end-to-end runs play)."""
    app.settings.animation_speed, app.settings.automaton_speed = "off", "instant"
    monkeypatch.setenv(hosting_module.LISTEN, "127.0.0.1:0")  # (advertised there only too)


def frames_until(app, done, timeout: float = WAIT, what: str = "a condition", dt: float = 1 / 30) -> None:
    """Frames of ``app`` until ``done()`` (AssertionError after ``timeout`` seconds or FRAMES frames)."""
    end = time.monotonic() + timeout
    for _ in range(FRAMES):
        if done():
            return
        assert time.monotonic() < end, f"timed out waiting for {what} (scene {app.scene.name!r})"
        app.frame(dt, pygame.event.get())
        time.sleep(0.002)
    raise AssertionError(f"{what}: not within {FRAMES} frames")


def play_to_the_end(app, seed: int, timeout: float = GAME_TIME) -> tuple:
    """The window's own seat played by proposing, through its play scene, what the game's strongest bot
    would play from the seat's view whenever it may move (a short game), until the game's end screen;
    (the session, how many moves the window proposed)."""
    from game.ai import Decision, make_bot
    from scenes.play import PlayScene

    scene = app.scene
    assert isinstance(scene, PlayScene), app.scene
    session = scene.session
    ends = end_class(session.game)
    bot = make_bot(session.game, session.game.levels[-1], scene.seat, seed)
    proposed = 0
    pace = wire.Bucket(time.monotonic(), wire.RATE * 0.8, wire.BURST // 2)  # a guest below its host's rate limit
    guest = session.remote_guest
    lost = []
    refused: list[str] = []
    refuse = scene.refuse
    scene.refuse = lambda reason, at=None: (refused.append(reason), refuse(reason, at))  # type: ignore[method-assign]

    def step() -> bool:
        nonlocal proposed
        if isinstance(app.scene, ends):
            return True
        if scene.net.banner is not None:
            lost.append(scene.net.banner)
        if app.scene is scene and not session.is_over and session.next_step().kind == "human":
            legal = scene.legal_actions()
            if legal and not scene.holding() and (not guest or pace.take(time.monotonic())):
                attempt = scene.propose(bot.decide(Decision(scene.seat, legal, session.view(scene.seat))).action)
                assert attempt.refusal is None, attempt.refusal
                proposed += 1
        return False

    frames_until(app, step, timeout, "the end screen")
    assert not refused, refused
    assert not lost, lost
    return session, proposed


def start_hosting_from_the_new_game_screen(app, driver, seed: int):
    """The duel's new-game screen: its two-seat mode, seat 2 a friend on another computer, the seed,
    Start: the lobby, hosting."""
    from scenes.menu import MenuScene
    from scenes.new_game import NewGameScene

    info, mode = duel()
    app.push(MenuScene(app))
    scene = NewGameScene(app, info)
    app.push(scene)
    driver.pump(2)
    driver.click_button(object_id=f"mode_{mode.id}")
    scene = app.scene
    try:
        driver.click_button(object_id=f"seat_1_{FRIEND}")
    except LookupError:  # a narrow dialog: one button cycles the seat's choices
        for _ in range(8):
            if scene.plan.controllers[1] == FRIEND:
                break
            driver.click_button(object_id="seat_1")
    assert scene.plan.controllers[1] == FRIEND and scene.plan.friends == (1,)
    scene.entry.set_text(str(seed))
    driver.pump(2)
    driver.click_button(object_id="start")
    assert app.scene.name == "lobby" and app.hosting is not None, app.scene.name
    return app.hosting


def saves_before_sending(hosting, store) -> list[int]:
    """For every table ``hosting`` sends from now on, its moves less the moves of the game's save on disk
    when it is sent (each should be 0 or less: a guest is never shown a move the host could lose)."""
    from game.save_format import decode

    table, ahead = hosting.table, []

    def saved_moves() -> int:
        session = table.session
        for folder in (store.finished_folder, store.games_folder):
            path = folder / f"{session.save_id}.json"
            if session.save_id is not None and path.exists():
                return len(decode(path.read_text(encoding="utf-8")).log)
        return 0

    send = hosting.server._send_raw

    async def sent_after_saved(ws, text: str) -> None:
        message = json.loads(text)
        if message["type"] == "table":
            ahead.append(message["at"] - saved_moves())
        await send(ws, text)

    hosting.server._send_raw = sent_after_saved
    return ahead


def test_a_window_hosts_from_the_new_game_screen_and_a_headless_guest_plays_to_the_end(app, driver, loopback):
    """... every move (the guest's, the host's) on the host's disk before the guest is shown it."""
    hosting = start_hosting_from_the_new_game_screen(app, driver, seed=31)
    table = hosting.table
    ahead = saves_before_sending(hosting, app.store)
    assert hosting.server is not None and hosting.port > 0 and hosting.addresses == ["127.0.0.1"]
    assert driver.find_button(object_id="start").is_enabled is False  # no friend yet
    link = GuestLink(f"ws://127.0.0.1:{hosting.port}", table.code, "Marisol", "en")
    result: dict = {}
    guest = threading.Thread(target=lambda: result.update(play_seat(link, strongest(), 5, timeout=WAIT)), daemon=True)
    try:
        link.connect(timeout=10)
        guest.start()
        frames_until(app, table.ready, what="the friend in the lobby")
        frames_until(app, lambda: driver.find_button(object_id="start").is_enabled, what="Start enabled")
        assert table.lobby()["seats"][1] == {"seat": 1, "name": "Marisol", "state": "joined", "claimed": True}
        driver.click_button(object_id="start")
        session, proposed = play_to_the_end(app, seed=1)
        # the host's end screen still answers its guest: the last table reaches it
        frames_until(app, lambda: not guest.is_alive(), what="the guest's bot told the game is over")
        # a guest coming back while the host's window shows the scores is still answered: the final table
        link.close()
        again = GuestLink(link.url, table.code, "Marisol", "en", token=link.token, seat=1)
        again.connect(timeout=10)
        seen: list = []
        frames_until(app, lambda: seen.extend(again.poll()) or any(k == "table" for k, _ in seen),
                     what="the final table sent from the end screen")
        again.close()
        assert isinstance(app.scene, end_class(session.game))
        assert [k for k, _ in seen][0] == "welcome" and again.side.is_over and again.side.at == len(session.log)
    finally:
        link.close()
        app.close_network()
    assert session is table.session and session.is_over
    assert proposed == sum(1 for e in session.log if e.seat == 0) > 0
    assert result["over"], result
    assert result["seat"] == 1 and result["moves"] == sum(1 for e in session.log if e.seat == 1)
    assert result["scores"] == list(session.outcome().scores)
    assert result["winners"] == sorted(session.outcome().winners)
    assert session.setup.seats[1].name == "Marisol"
    assert len(ahead) > result["moves"] and max(ahead) <= 0, ahead


# ------------------------------------------------------------------ a window joining a serve process
class Serve:
    """``python -m game serve`` on 127.0.0.1, its JSON lines read as they come (bounded waits)."""

    def __init__(self, cwd: Path, *args: str):
        env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONWARNINGS="ignore")
        self.err = open(cwd / f"serve-stderr-{time.monotonic_ns()}.txt", "w")
        self.proc = subprocess.Popen([sys.executable, "-m", "game", "serve", *args, "--bind", "127.0.0.1"], cwd=cwd,
                                     env=env, text=True, stdout=subprocess.PIPE, stderr=self.err,
                                     stdin=subprocess.DEVNULL)
        self.lines: queue.Queue = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            if line.strip().startswith("{"):
                self.lines.put(json.loads(line))

    def line(self, timeout: float = WAIT) -> dict:
        try:
            return self.lines.get(timeout=timeout)
        except queue.Empty:
            raise AssertionError(f"no line from serve in {timeout} s") from None

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)
        self.err.close()


def join_from_the_menu(app, driver, port: int, code: str, name: str) -> None:
    """The menu's Join a game, the address, code and name typed in its fields, Join."""
    from scenes.menu import MenuScene

    app.push(MenuScene(app))
    driver.pump(2)
    driver.click_button(object_id="join")
    assert app.scene.name == "join"
    scene = app.scene
    for key, text in (("address", f"127.0.0.1:{port}"), ("code", code.lower()), ("name", name)):
        field = scene.fields[key]
        driver.click(field.rect.center)
        field.set_text("")
        driver.type_text(text)
        assert field.get_text() == text
    driver.click_button(object_id="join")
    frames_until(app, lambda: app.scene.name != "join", what="the seat taken")


def strongest() -> str:
    return duel()[0].levels[-1]


def serve_duel(tmp_path: Path, *more: str, level: str = "random") -> tuple[Serve, dict]:
    """A duel served with seat 1 played there by the AI ``level`` (a random one plays long games)."""
    info, mode = duel()
    serve = Serve(tmp_path, info.id, "--mode", mode.id, "--port", "0", "--seed", "17", "--ai", f"0={level}",
                  "--saves", str(tmp_path / "host"), *more)
    return serve, serve.line()


@pytest.mark.slow  # (a served game played to its end from a guest's window: ~12 s; the soaks run it)
def test_a_window_joins_a_served_game_through_the_join_screen_and_plays_to_the_end(app, driver, loopback, tmp_path):
    serve, invitation = serve_duel(tmp_path, level=strongest())
    try:
        assert invitation["seats"] == [1]
        join_from_the_menu(app, driver, invitation["port"], invitation["code"], "Marisol")
        frames_until(app, lambda: app.scene.name not in ("join", "lobby"), what="the table")
        assert app.guest is not None and app.guest.seat == 1
        session, proposed = play_to_the_end(app, seed=2)
        end = serve.line(GAME_TIME)
        serve.proc.wait(WAIT)
    finally:
        app.close_network()
        serve.kill()
    assert end["over"] is True
    assert session.is_over and end["scores"] == list(session.outcome().scores)
    assert proposed == sum(1 for seat in session.side.movers if seat == 1) > 0


@pytest.mark.slow  # (a served host killed and resumed as a process: the soaks run it)
def test_a_guest_window_whose_host_is_killed_shows_the_lost_connection_and_comes_back(app, driver, loopback, tmp_path):
    serve, invitation = serve_duel(tmp_path)
    port = invitation["port"]
    procs = [serve]
    try:
        join_from_the_menu(app, driver, port, invitation["code"], "Marisol")
        frames_until(app, lambda: app.scene.name not in ("join", "lobby"), what="the table")
        scene = app.scene
        session = app.guest
        pick = random.Random(3)

        pace = wire.Bucket(time.monotonic(), wire.RATE * 0.8, wire.BURST // 2)

        def moved(n: int):
            def check() -> bool:
                if session.side.at >= n:
                    return True
                if session.next_step().kind == "human" and scene.legal_actions() and not scene.holding() and \
                        pace.take(time.monotonic()):
                    scene.propose(pick.choice(scene.legal_actions()))
                return False
            return check

        frames_until(app, moved(12), GAME_TIME, "twelve moves")
        assert not session.is_over, "the game ended before its host was killed"
        saves = list((tmp_path / "host" / "games").glob("*.json"))
        assert len(saves) == 1
        serve.kill()
        frames_until(app, lambda: scene.net.banner is not None, what="the lost-connection banner")
        assert app.scene is scene and scene.net.banner == scene.net.banner  # (still at the table)
        from scenes import shell_words as words
        assert scene.net.banner == words.s("play-net-lost")
        before = session.side.at
        again = Serve(tmp_path, "--resume", str(saves[0]), "--port", str(port), "--saves", str(tmp_path / "host"))
        procs.append(again)
        assert again.line()["port"] == port
        frames_until(app, lambda: scene.net.banner is None, what="the connection taken up again")
        assert session.connected and not session.is_over and session.side.at >= before
        mine = session.side.movers.count(1)
        frames_until(app, moved(session.side.at + 6), WAIT, "six more moves")  # the game goes on
        assert session.side.movers.count(1) > mine and app.scene is scene and scene.net.banner is None
    finally:
        app.close_network()
        for proc in procs:
            proc.kill()


def test_a_game_found_while_the_player_types_the_address_leaves_the_typing_where_it_was(app, driver, loopback):
    """The Join screen is built again when a game is found on the network: the field typed in keeps the
    keyboard, its caret at the end (an end-to-end run lost the rest of an address so)."""
    import game
    from game.net.discovery import Found
    from scenes.join import JoinScene
    from scenes.menu import MenuScene

    class Browser:
        found: list = []

        def games(self) -> list:
            return list(self.found)

        def close(self) -> None:
            pass

    info, mode = duel()
    app.push(MenuScene(app))
    scene = JoinScene(app)
    scene.browser = browser = Browser()
    app.push(scene)
    driver.click(scene.fields["address"].rect.center)
    driver.type_text("127.0.")
    browser.found = [Found("a", "Rosa", ("127.0.0.1",), 4700, info.id, mode.id, 1, False, wire.PROTOCOL,
                           game.__version__)]
    driver.pump(3)
    assert len(scene.found) == 1 and len(scene.list_buttons) == 1  # (built again, the game listed)
    driver.type_text("0.1:4700")
    assert scene.fields["address"].get_text() == "127.0.0.1:4700"


def test_a_hosted_game_continued_from_its_save_is_hosted_again_lobby_first(app, driver, loopback):
    """Load (or Continue) opens a network game this window hosted at its lobby, listening again, where
    its friends rejoin; not at a table nobody else can reach."""
    from scenes.load import open_save
    from scenes.menu import MenuScene

    hosting = start_hosting_from_the_new_game_screen(app, driver, seed=33)
    app.scene.let_ai(1, True)  # (the friend's seat played by the AI, so that the host may start)
    app.scene.start()
    assert hosting.table.started and hosting.table.session is not None
    path = app.store.autosave(hosting.table.session)
    app.store.flush()
    app.close_network()
    app.reset_to(MenuScene(app))
    assert app.hosting is None
    assert open_save(app, path)
    assert app.scene.name == "lobby" and app.hosting is not None and app.hosting.port > 0
    assert app.hosting.table.session.seed == 33
    app.close_network()

