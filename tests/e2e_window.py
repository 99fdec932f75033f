"""The end-to-end harness: the real program in a real X window (Xvfb), driven with xdotool as a
player would. The tests that use it are ``tests/test_e2e_games.py`` (every game from the registry)
and each game's own ``tests/test_<id>_e2e.py``.

Where to click comes from the scenes' own layout code, read through a headless App in the test
process (which runs SDL's dummy driver, see conftest.py); the game window itself is a separate
process on its own Xvfb display. What happened is read from the game's file (its autosave JSON).

Needs Xvfb, xdotool, xdpyinfo (x11-utils) and ImageMagick's ``import``. Without them the tests
are skipped, except under CI (the ``CI`` environment variable), where they fail: CI must run them.
Screenshots, the game's output and its log are kept in the test's tmp_path (named in failures).
"""

import json
import os
import select
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
import conftest

import pytest

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ("Xvfb", "xdotool", "xdpyinfo", "import")
WM_CLASS = "cempasuchil_e2e"
LOGICAL = (1280, 720)
# Big enough that the 1280x720 window is not shrunk: the app keeps a window within 95% x 90% of
# the desktop (App._fit_to_desktop), so on a 1280x800 screen it would open at 1216x684. The
# coordinate mapping below copes with any window size anyway.
SCREEN = "1440x900x24"
# The table compared before quitting and after Continue (logical coordinates): everything left of
# the game log and the toolbar on the right (the log panel fades new lines in).
TABLE_CROP = (12, 56, 1044 - 12, 712 - 56)
NEUTRAL = (760, 24)  # an empty stretch of the top bar: no tooltip, no hover highlight


# ----------------------------------------------------------------------------------- helpers
def _missing_tools() -> list[str]:
    return [t for t in TOOLS if shutil.which(t) is None]


def _kill_group(proc: subprocess.Popen, grace: float = 3.0) -> None:
    """End ``proc`` and its process group (it was started in a session of its own)."""
    if proc.poll() is not None:
        return
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(proc.pid, sig)
        except (ProcessLookupError, PermissionError):
            pass
        try:
            proc.wait(timeout=grace)
            return
        except subprocess.TimeoutExpired:
            continue


def _wait_for(what: str, predicate, timeout: float, interval: float = 0.05, on_timeout=None):
    """Poll ``predicate`` until it returns something truthy; fail with ``what`` after ``timeout`` s."""
    deadline = time.monotonic() + timeout
    while True:
        result = predicate()
        if result:
            return result
        if time.monotonic() > deadline:
            detail = on_timeout() if on_timeout else ""
            pytest.fail(f"timed out after {timeout:.0f} s waiting for {what}. {detail}")
        time.sleep(interval)


@pytest.fixture
def xvfb(tmp_path):
    """A private Xvfb server; yields its DISPLAY string. Skips (or fails on CI) without the X tools."""
    yield from _xvfb(tmp_path, "xvfb")


@pytest.fixture
def xvfb2(tmp_path):
    """A second private Xvfb server (two windows, one on each display, as on two computers)."""
    yield from _xvfb(tmp_path, "xvfb2")


def _xvfb(tmp_path, name: str):
    missing = _missing_tools()
    if missing:
        message = f"end-to-end test needs {', '.join(missing)} (apt-get install xvfb xdotool x11-utils imagemagick)"
        if os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no"):
            pytest.fail(message + "; CI must run it")
        pytest.skip(message)
    log = open(tmp_path / f"{name}.log", "wb")
    read_fd, write_fd = os.pipe()
    # -displayfd: Xvfb picks a free display number itself and writes it to the pipe (no races with
    # other servers or parallel test runs). setsid: killing a game's process group never hits it.
    proc = subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-screen", "0", SCREEN, "-nolisten", "tcp"],
                            pass_fds=(write_fd,), stdin=subprocess.DEVNULL, stdout=log, stderr=log,
                            start_new_session=True)
    os.close(write_fd)
    try:
        number = b""
        deadline = time.monotonic() + 20
        while not number.endswith(b"\n") and time.monotonic() < deadline and proc.poll() is None:
            ready, _, _ = select.select([read_fd], [], [], 0.2)
            if ready:
                chunk = os.read(read_fd, 16)
                if not chunk:
                    break
                number += chunk
        os.close(read_fd)
        if not number.strip().isdigit():
            pytest.fail(f"Xvfb did not start (see {tmp_path / f'{name}.log'}): "
                        f"{(tmp_path / f'{name}.log').read_text(errors='replace')[-800:]}")
        display = f":{number.strip().decode()}"
        env = dict(os.environ, DISPLAY=display)
        _wait_for(f"Xvfb on {display} (xdpyinfo)",
                  lambda: subprocess.run(["xdpyinfo"], env=env, stdout=subprocess.DEVNULL,
                                         stderr=subprocess.DEVNULL, timeout=10).returncode == 0,
                  timeout=20, interval=0.1)
        yield display
    finally:
        _kill_group(proc)
        log.close()


class Layout:
    """Where things are, in logical 1280x720 coordinates, asked of the scenes' own layout code
    through a headless App in this process (same settings file, so the same layout)."""

    def __init__(self):
        from client.app import App

        self.app = App(persist_settings=False, window_size=LOGICAL)

    def close(self) -> None:
        for scene in reversed(self.app.scenes):
            try:
                scene.exit()
            except Exception:
                pass

    def _ui_button(self, object_id: str):
        for el in self.app.scene.buttons:  # the screen's, under any dialog it opened
            if el.visible and f"#{object_id}" in el.object_ids:
                return el.rect.center
        raise LookupError(f"no #{object_id} button on the {self.app.scene.name} screen")

    def menu(self) -> dict:
        """The main menu as it is now (Continue shows only when there is an autosave)."""
        from scenes.menu import MenuScene

        scene = MenuScene(self.app)
        self.app.reset_to(scene)
        out = {"quit": self._ui_button("quit")}
        for tile in scene.tiles:
            out[f"tile:{tile.game.id}"] = tile.rect.center
        if scene.continue_button is not None:
            out["continue"] = self._ui_button("continue")
        return out

    def load_screen(self) -> dict:
        """The Load screen as it is now: each save's row by its path, and the button that opens one
        (``open``, whatever its label), after the row at ``path`` is selected (``select(path)``)."""
        from scenes.load import LoadScene
        from scenes.menu import MenuScene

        self.app.reset_to(MenuScene(self.app))
        scene = LoadScene(self.app)
        self.app.push(scene)
        rows = {info.path: scene.row_rect(i).center for i, info in enumerate(scene.infos)}
        return {"rows": rows, "open": self._ui_button("load"), "back": self._ui_button("back")}

    def tile_clicks(self, game_id: str) -> list:
        """Where to click to open a game's tile from the main menu: the page arrow as many times as
        its page needs (three tiles a page), then the tile."""
        from scenes.menu import MenuScene

        scene = MenuScene(self.app)
        self.app.reset_to(scene)
        clicks = []
        for _ in range(8):
            for tile in scene.tiles:
                if tile.game.id == game_id:
                    return clicks + [tile.rect.center]
            arrow = next(el.rect.center for el in conftest.visible_buttons(self.app) if el.text == "\u203a")
            clicks.append(arrow)
            scene.turn_page(1)
            scene = self.app.scene
        raise LookupError(f"no tile for {game_id} on the menu")

    def new_game(self, game_id: str, mode: str | None = None, players: int | None = None) -> dict:
        """The new-game dialog (in ``mode``, with ``players`` seats): the seed field, Start, and every
        button and name field by its object id (``mode_multi``, ``players_3``, ``seat_1_hotseat``,
        ``name_1``...). Where things are depends on both: the mode's layout, the seats above the seed."""
        from game import registry
        from scenes.new_game import NewGameScene

        scene = NewGameScene(self.app, registry.get(game_id), mode)
        self.app.push(scene)
        if players is not None:
            scene.plan.set_count(players)
            self.app.rebuild_scene()
        out = {"seed": scene.entry.rect.center, "start": self._ui_button("start")}
        for el in self.app.scene.buttons:
            if el.visible and el.object_ids:
                out.setdefault(el.object_ids[-1].lstrip("#"), el.rect.center)
        for i, entry in enumerate(scene.name_entries):
            out[f"name_{i}"] = entry.rect.center
        return out

    def table(self, session):
        """The game's own play scene for ``session`` (not shown): its geometry methods answer."""
        from scenes.tables import play_scene

        return play_scene(session.game)(self.app, session)


class Game:
    """One run of ``python -m game play`` on the Xvfb display, and the player's hands on it."""

    def __init__(self, display: str, home: Path, out: Path, name: str, game_id: str):
        self.display = display
        self.home = home
        self.out = out
        self.name = name
        self.saves = home / "data" / "saves"
        self.game_id = game_id  # the game whose file record() reads: the newest game of it in progress
        self.saved_mark = 0.0  # when Ctrl+S was last pressed
        self.ready = out / f"{name}-ready.txt"
        self.stdout = out / f"{name}-stdout.txt"
        self.stderr = out / f"{name}-stderr.txt"
        self.shots: list[Path] = []
        self.proc: subprocess.Popen | None = None
        self.wid: str | None = None
        self.geometry = (0, 0) + LOGICAL
        self._shot_no = 0

    # ------------------------------------------------------------------ process
    def env(self) -> dict:
        env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}  # conftest sets dummy
        env.update(DISPLAY=self.display, SDL_AUDIODRIVER="dummy", SDL_VIDEO_WINDOW_POS="0,0",
                   SDL_VIDEO_X11_WMCLASS=WM_CLASS, CEMPASUCHIL_HOME=str(self.home), PYGAME_HIDE_SUPPORT_PROMPT="1")
        return env

    def start(self) -> None:
        self.ready.unlink(missing_ok=True)
        with open(self.stdout, "wb") as out, open(self.stderr, "wb") as err:
            self.proc = subprocess.Popen([sys.executable, "-m", "game", "play", "--ready-file", str(self.ready)],
                                         cwd=ROOT, env=self.env(), stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                                         start_new_session=True)
        self.wait("the first frame (ready file)", lambda: self.ready.exists() or self._died(), timeout=40)
        self._check_alive()
        found = self.wait(f"the game window (xdotool search --classname {WM_CLASS})", self._find_window, timeout=20,
                          interval=0.1)
        self.wid = found
        geo = {}
        for line in self.xdotool("getwindowgeometry", "--shell", self.wid).splitlines():
            key, _, value = line.partition("=")
            geo[key] = int(value) if value.strip().lstrip("-").isdigit() else value
        self.geometry = (geo["X"], geo["Y"], geo["WIDTH"], geo["HEIGHT"])

    def _died(self) -> bool:
        return self.proc is not None and self.proc.poll() is not None

    def _check_alive(self) -> None:
        if self._died():
            pytest.fail(f"the game exited early with status {self.proc.returncode}. {self.diagnostics()}")

    def _find_window(self) -> str | None:
        self._check_alive()
        res = subprocess.run(["xdotool", "search", "--onlyvisible", "--classname", WM_CLASS], env=self.env(),
                             capture_output=True, text=True, timeout=10)
        ids = res.stdout.split()
        return ids[-1] if ids else None

    def wait_exit(self, timeout: float = 20) -> int:
        try:
            return self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            pytest.fail(f"the game did not exit within {timeout:.0f} s of quitting. {self.diagnostics()}")

    def kill(self) -> None:
        if self.proc is not None:
            _kill_group(self.proc)

    def diagnostics(self) -> str:
        """What to look at after a failure: a fresh screenshot, the game's output and its log."""
        parts = []
        if self.proc is not None and self.proc.poll() is None:
            try:
                parts.append(f"screenshot now: {self.screenshot('failure', whole_screen=True)}")
            except Exception as err:  # the display may be gone: say so, keep the original failure
                parts.append(f"(no screenshot: {err})")
        if self.shots:
            parts.append(f"screenshots in {self.out}, the latest: " + ", ".join(p.name for p in self.shots[-6:]))
        record = self.record()
        parts.append(f"autosave moves now: {record['log'] if record else None} ({self.autosave})")
        for label, path in (("stderr", self.stderr), ("app log", self.home / "logs" / "cempasuchil.log")):
            if path.exists():
                tail = path.read_text(errors="replace")[-1500:]
                parts.append(f"{label} ({path}):\n{tail}")
        return "\n".join(parts)

    def wait(self, what: str, predicate, timeout: float, interval: float = 0.05):
        return _wait_for(what, predicate, timeout, interval, on_timeout=self.diagnostics)

    # ------------------------------------------------------------------ input
    def xdotool(self, *args: str) -> str:
        res = subprocess.run(["xdotool", *args], env=self.env(), capture_output=True, text=True, timeout=15)
        if res.returncode != 0:
            pytest.fail(f"xdotool {' '.join(args)} failed ({res.returncode}): {res.stderr.strip()}")
        return res.stdout

    def to_window(self, logical) -> tuple[int, int]:
        """A logical canvas point -> the window pixel showing it (the app letterboxes and scales)."""
        _, _, ww, wh = self.geometry
        scale = min(ww / LOGICAL[0], wh / LOGICAL[1])
        ox = (ww - round(LOGICAL[0] * scale)) // 2
        oy = (wh - round(LOGICAL[1] * scale)) // 2
        return round(ox + (logical[0] + 0.5) * scale), round(oy + (logical[1] + 0.5) * scale)

    def move(self, logical) -> None:
        x, y = self.to_window(logical)
        self.xdotool("mousemove", "--window", self.wid, str(x), str(y))

    def click(self, logical) -> None:
        self.move(logical)
        time.sleep(0.05)  # let the app see the pointer arrive (hover) before the press
        self.xdotool("click", "1")

    def drag(self, start, end, steps: int = 10) -> None:
        """Press on ``start``, move there in several steps, release: a drag as a hand makes it."""
        self.move(start)
        time.sleep(0.08)
        self.xdotool("mousedown", "1")
        time.sleep(0.08)
        for i in range(1, steps + 1):
            t = i / steps
            self.move((start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t))
            time.sleep(0.03)
        time.sleep(0.1)
        self.xdotool("mouseup", "1")

    def key(self, keys: str) -> None:
        if keys == "ctrl+s":
            self.saved_mark = time.time()
        self.xdotool("windowfocus", self.wid)
        self.xdotool("key", "--clearmodifiers", keys)

    def type(self, text: str) -> None:
        self.xdotool("type", "--delay", "40", text)

    # ------------------------------------------------------------------ screen
    def screenshot(self, label: str, whole_screen: bool = False) -> Path:
        """A PNG of the game window (or of the whole X screen) in the output folder."""
        self._shot_no += 1
        path = self.out / f"{self.name}-{self._shot_no:02d}-{label.replace(' ', '-')}.png"
        x, y, w, h = self.geometry
        crop = [] if whole_screen else ["-crop", f"{w}x{h}+{x}+{y}", "+repage"]
        # -quality 10: zlib level 1, a lot quicker to write than the default, still lossless
        res = subprocess.run(["import", "-display", self.display, "-window", "root", *crop, "-quality", "10",
                              str(path)], env=self.env(), capture_output=True, text=True, timeout=30)
        if res.returncode != 0 or not path.exists():
            raise RuntimeError(f"import failed: {res.stderr.strip()}")
        self.shots.append(path)
        return path

    def crop(self, path: Path, logical_rect):
        """The part of a window screenshot that shows ``logical_rect`` of the canvas."""
        import pygame

        image = pygame.image.load(str(path))
        x0, y0 = self.to_window(logical_rect[:2])
        x1, y1 = self.to_window((logical_rect[0] + logical_rect[2], logical_rect[1] + logical_rect[3]))
        return image.subsurface(pygame.Rect(x0, y0, x1 - x0, y1 - y0)).copy()

    def settle(self, label: str, logical_rect=TABLE_CROP, timeout: float = 15):
        """Screenshots until ``logical_rect`` looks the same twice running; returns (path, crop)."""
        import pygame

        last = None
        taken: list[Path] = []
        deadline = time.monotonic() + timeout
        while True:
            self._check_alive()
            path = self.screenshot(label)
            taken.append(path)
            crop = self.crop(path, logical_rect)
            data = pygame.image.tobytes(crop, "RGB")
            if data == last:
                for old in taken[:-1]:  # keep one picture per settled screen, not every attempt
                    old.unlink(missing_ok=True)
                    self.shots.remove(old)
                return path, crop
            last = data
            if time.monotonic() > deadline:
                pytest.fail(f"the screen never settled ({label}). {self.diagnostics()}")
            time.sleep(0.15)

    def wait_change(self, label: str, old, logical_rect=TABLE_CROP, timeout: float = 15):
        """Wait until ``logical_rect`` settles on something clearly different from ``old`` (a new screen)."""
        area = old.get_width() * old.get_height()
        return self.wait(label, lambda: (s := self.settle(label, logical_rect))
                         and differing_pixels(s[1], old) > 0.2 * area and s, timeout=timeout)

    # ------------------------------------------------------------------ the game's files
    def new_solo_game(self, layout: "Layout", seed: int) -> dict:
        """From the menu to a new game of this game in its first mode with ``seed``, as a player
        does it (its tile, the seed typed, Start), saved at once with Ctrl+S: the named save's record."""
        self.start()
        for pos in layout.tile_clicks(self.game_id):
            self.click(pos)
            time.sleep(0.3)
        dialog = layout.new_game(self.game_id)
        self.click(dialog["seed"])
        self.type(str(seed))
        self.screenshot(f"{self.game_id}-dialog")
        self.click(dialog["start"])
        time.sleep(1.0)
        self.key("ctrl+s")
        first = self.wait("a named save of the new game", self.named_saves, timeout=10)
        return json.loads(first[0].read_text(encoding="utf-8"))

    def logged(self, n: int):
        """A condition for :meth:`wait`: the game's file holds more than ``n`` moves (it gives the record)."""
        return lambda: (r := self.record()) and len(r["log"]) > n and r

    def record(self) -> dict | None:
        try:
            return json.loads(self.autosave.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None

    @property
    def autosave(self) -> Path:
        """The game's own file: the newest of this game's files in progress (each game has its own)."""
        files = sorted(self.saves.glob(f"games/{self.game_id}-*.json"), key=lambda p: p.stat().st_mtime)
        return files[-1] if files else self.saves / "games" / f"{self.game_id}-(none yet).json"

    def named_saves(self) -> list[Path]:
        """The game's file once Ctrl+S has written it again (Ctrl+S saves the game; it makes no copies)."""
        record = self.record()
        if record and self.saved_mark and record.get("saved_at", 0) >= self.saved_mark - 0.5:
            return [self.autosave]
        return []


def coach_button(layout, session, name: str):
    """Where the coach's button ``name`` is at this step (the scene laid out headless, as on screen)."""
    import pygame

    scene = layout.table(session)
    lit = scene.coach.bubble.lit_rects()
    scene.coach.bubble.draw(pygame.Surface((1280, 720)), scene.coach.bubble.box(lit))
    return next(b.rect.center for b in scene.coach.bubble.buttons_now() if b.name == name)


def quiet_settings(home: Path) -> None:
    """The settings every run here uses: a 1280x720 window, no animation, instant turns, no sound."""
    from game import registry

    config = home / "config"
    config.mkdir(parents=True, exist_ok=True)
    (config / "settings.json").write_text(json.dumps({
        "window_width": 1280, "window_height": 720, "fullscreen": False, "ui_scale": 100,
        "animation_speed": "off", "automaton_speed": "instant", "volume": 0,
        "offered": sorted(registry.games())}), encoding="utf-8")  # a tile opens the new-game dialog at once


def differing_pixels(a, b, threshold: int = 24) -> int:
    """How many pixels of two equal-sized surfaces differ by more than ``threshold`` in a channel."""
    import pygame

    assert a.get_size() == b.get_size(), (a.get_size(), b.get_size())
    da, db = pygame.image.tobytes(a, "RGB"), pygame.image.tobytes(b, "RGB")
    if da == db:
        return 0
    stride = a.get_width() * 3
    count = 0
    for row in range(0, len(da), stride):
        ra, rb = da[row:row + stride], db[row:row + stride]
        if ra == rb:
            continue
        for i in range(0, stride, 3):
            if (abs(ra[i] - rb[i]) > threshold or abs(ra[i + 1] - rb[i + 1]) > threshold
                    or abs(ra[i + 2] - rb[i + 2]) > threshold):
                count += 1
    return count


def save_comparison(out: Path, before, after) -> str:
    """Write the two crops and their difference (bright where they differ) for a failure message."""
    import pygame

    diff = before.copy()
    diff.blit(after, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    other = after.copy()
    other.blit(before, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    paths = [out / "table-before-quit.png", out / "table-after-continue.png", out / "table-difference.png"]
    for surface, path in zip((before, after, diff), paths):
        pygame.image.save(surface, str(path))
    return ", ".join(str(p) for p in paths)


def session_of(record: dict):
    """Replay an autosave record to the game state it describes."""
    from game.saves import decode

    return decode(json.dumps(record), "autosave")


# ----------------------------------------------------------------------------------- leaving a game
def quit_and_continue(game, layout, pause, final: dict, name: str, xvfb, home, out, games: list,
                      screenshot: bool = False, saves: int = 3) -> dict:
    """Leave a game as a player does and come back: Escape, the pause menu's Main menu (``pause``: the
    table as the player sees it), Quit (the process ends cleanly); start again, Continue, Ctrl+S:
    the newest named save (the ``saves``-th) holds the same game as ``final`` (log and digest).
    Returns it."""
    game.key("Escape")
    pause.open_menu()
    time.sleep(0.3)
    game.click(pause.menu.button("Main menu").rect.center)
    game.wait("the main menu", lambda: "continue" in layout.menu(), timeout=10)
    time.sleep(0.3)
    game.click(layout.menu()["quit"])
    assert game.wait_exit() == 0
    again = Game(xvfb, home, out, f"{name}2", game.game_id)
    games.append(again)
    again.start()
    again.click(layout.menu()["continue"])
    time.sleep(1.0)
    if screenshot:
        again.screenshot(f"{game.game_id}-continued")
    again.key("ctrl+s")
    resaved = again.wait(f"named save {saves}", lambda: len(again.named_saves()) >= 1 and again.named_saves(),
                         timeout=10)
    newest = max(resaved, key=lambda p: p.stat().st_mtime)
    reloaded = json.loads(newest.read_text(encoding="utf-8"))
    assert reloaded["log"] == final["log"] and reloaded["digest"] == final["digest"]
    return reloaded



def load_button(layout) -> tuple:
    """The main menu's Load a game button (where it is now)."""
    layout.menu()
    return layout._ui_button("load")
