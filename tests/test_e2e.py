"""End to end: the real program in a real X window (Xvfb), driven with xdotool as a player would.

One test plays a short session of Ofrenda solo: menu -> Ofrenda tile -> seed 12345 -> Start,
takes the free portrait by clicking it, skips the candle, *drags* a portrait from the hand onto
slot T1, saves with Ctrl+S, and quits through the pause menu. It then starts the program again
with the same CEMPASUCHIL_HOME, clicks Continue and checks that the game came back exactly:
the same action log and state digest (a fresh Ctrl+S save of the reloaded game is compared to
the first one) and the same picture of the table (a pixel comparison of a screenshot crop).

Where to click comes from the scenes' own layout code, read through a headless App in this
process (the test process runs SDL's dummy driver, see conftest.py); the game window itself is
a separate process on its own Xvfb display. What happened is read from the autosave JSON.

Needs Xvfb, xdotool, xdpyinfo (x11-utils) and ImageMagick's ``import``. Without them the test
is skipped, except under CI (the ``CI`` environment variable), where it fails: CI must run it.
Screenshots, the game's output and its log are kept in the test's tmp_path (named in failures).
"""
from __future__ import annotations

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

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ("Xvfb", "xdotool", "xdpyinfo", "import")
WM_CLASS = "cempasuchil_e2e"
SEED = 12345
LOGICAL = (1280, 720)
# Big enough that the 1280x720 window is not shrunk: the app keeps a window within 95% x 90% of
# the desktop (App._fit_to_desktop), so on a 1280x800 screen it would open at 1216x684. The
# coordinate mapping below copes with any window size anyway.
SCREEN = "1440x900x24"
# The table compared before quitting and after Continue (logical coordinates): the family
# board, Abuela's corner, the storage tray, the ofrenda, the prompt and the hand. The game log
# and the toolbar on the right are left out (the log panel fades new lines in).
TABLE_CROP = (12, 56, 1044 - 12, 712 - 56)
NEUTRAL = (760, 24)  # an empty stretch of the top bar: no tooltip, no hover highlight
# Share of the table's pixels allowed to differ after Continue (measured: none do; this leaves
# room for a stray hover glow or the last frame of a fade without hiding a wrong card).
TOLERANCE = 0.002


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
    missing = _missing_tools()
    if missing:
        message = f"end-to-end test needs {', '.join(missing)} (apt-get install xvfb xdotool x11-utils imagemagick)"
        if os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no"):
            pytest.fail(message + "; CI must run it")
        pytest.skip(message)
    log = open(tmp_path / "xvfb.log", "wb")
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
            pytest.fail(f"Xvfb did not start (see {tmp_path / 'xvfb.log'}): "
                        f"{(tmp_path / 'xvfb.log').read_text(errors='replace')[-800:]}")
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
        from game.app import App

        self.app = App(persist_settings=False, window_size=LOGICAL)

    def close(self) -> None:
        for scene in reversed(self.app.scenes):
            try:
                scene.exit()
            except Exception:
                pass
        self.app._executor.shutdown(wait=False, cancel_futures=True)

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
        """An Ofrenda play scene for ``session`` (not shown): its geometry methods answer."""
        from scenes.ofrenda.table import OfrendaScene

        return OfrendaScene(self.app, session)


class Game:
    """One run of ``python -m game play`` on the Xvfb display, and the player's hands on it."""

    def __init__(self, display: str, home: Path, out: Path, name: str):
        self.display = display
        self.home = home
        self.out = out
        self.name = name
        self.saves = home / "data" / "saves"
        self.game_id = "ofrenda"  # the game whose file record() reads: the newest game of it in progress
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


def quiet_settings(home: Path) -> None:
    """The settings every run here uses: a 1280x720 window, no animation, instant turns, no sound."""
    config = home / "config"
    config.mkdir(parents=True, exist_ok=True)
    (config / "settings.json").write_text(json.dumps({
        "window_width": 1280, "window_height": 720, "fullscreen": False, "ui_scale": 100,
        "animation_speed": "off", "automaton_speed": "instant", "volume": 0}), encoding="utf-8")


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


# ----------------------------------------------------------------------------------- the test
def quit_and_continue(game, layout, pause, final: dict, name: str, xvfb, home, out, games: list,
                      game_id: str | None = None, saves: int = 3) -> dict:
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
    again = Game(xvfb, home, out, f"{name}2")
    if game_id is not None:
        again.game_id = game_id
    games.append(again)
    again.start()
    again.click(layout.menu()["continue"])
    time.sleep(1.0)
    if game_id is not None:
        again.screenshot(f"{game_id}-continued")
    again.key("ctrl+s")
    resaved = again.wait(f"named save {saves}", lambda: len(again.named_saves()) >= 1 and again.named_saves(),
                         timeout=10)
    newest = max(resaved, key=lambda p: p.stat().st_mtime)
    reloaded = json.loads(newest.read_text(encoding="utf-8"))
    assert reloaded["log"] == final["log"] and reloaded["digest"] == final["digest"]
    return reloaded


def test_play_save_quit_continue(xvfb, cempasuchil_home, tmp_path):
    from game.rules.ofrenda import Phase, PlacePortrait

    started = time.monotonic()
    laps: list[str] = []
    last = [started]

    def lap(what: str) -> None:  # how long each stage took (printed with -s; handy when CI is slow)
        now = time.monotonic()
        laps.append(f"{what} {now - last[0]:.1f} s")
        last[0] = now

    home = cempasuchil_home  # the conftest's temporary home: this process and the game share it
    out = tmp_path / "e2e"
    out.mkdir()
    quiet_settings(home)

    layout = Layout()
    games: list[Game] = []
    try:
        # ---------------------------------------------------------- first run: a new game
        game = Game(xvfb, home, out, "run1")
        games.append(game)
        game.start()
        assert game.geometry[2:] == LOGICAL, f"the window opened at {game.geometry}, not 1280x720"
        menu = layout.menu()
        assert "continue" not in menu, "a fresh home should have no game to continue"
        lap("start")
        game.screenshot("menu")
        game.click(menu["tile:ofrenda"])
        dialog = layout.new_game("ofrenda")
        game.click(dialog["seed"])
        game.type(str(SEED))
        game.screenshot("seed-typed")
        game.click(dialog["start"])

        def players_turn():
            record = game.record()
            if record is None:
                return None
            session = session_of(record)
            return (record, session) if not session.state.automaton_to_move else None

        record, session = game.wait("Abuela's first turn (autosave)", players_turn, timeout=20)
        assert record["seed"] == SEED, f"the game started with seed {record['seed']}, not the one typed"
        assert [e["action"]["type"] for e in record["log"]] == ["abuela_turn"], record["log"]
        assert record["log"][0]["seat"] == -1, "Abuela plays at the automaton's seat"
        assert session.state.phase is Phase.TAKE_PORTRAIT, session.state.phase
        table = layout.table(session)
        game.screenshot("first-turn")
        lap("new game")

        # take the free portrait (space 1) by clicking it
        taken = session.state.market[0]
        game.click(table.market_card_rect(0).center)
        record = game.wait("take_portrait in the autosave",
                           lambda: (r := game.record()) and len(r["log"]) >= 2 and r, timeout=10)
        assert record["log"][1] == {"seat": 0, "action": {"type": "take_portrait", "space": 0}}, record["log"]
        session = session_of(record)
        assert taken in session.state.boards[0].hand

        if session.state.phase is Phase.TAKE_CANDLE:
            game.click(table.tool("no_candle").rect.center)
            record = game.wait("skip_candle in the autosave",
                               lambda: (r := game.record()) and len(r["log"]) >= 3 and r, timeout=10)
            assert record["log"][2]["action"] == {"type": "skip_candle"}, record["log"]
            session = session_of(record)
        assert session.state.phase is Phase.PLAY_PORTRAIT, session.state.phase

        # drag a portrait from the hand onto T1 (or, should T1 be refused, the first legal plain slot)
        hand = list(session.state.boards[0].hand)
        card = hand[0]
        slots = ["T1"] + [s for s, slot in session.data.slots.items() if slot.effect is None]
        slot = next(s for s in slots if session.state.why_illegal(0, PlacePortrait(card, s)) is None)
        table = layout.table(session)
        hand_rect = table.hand_rects(len(hand))[0]
        slot_rect = table.slot_rects[slot]
        lap("take, no candle")
        game.move(NEUTRAL)
        before_path, before = game.settle("before-drag")
        n_actions = len(record["log"])
        game.drag(hand_rect.center, slot_rect.center)

        def placed():
            r = game.record()
            if r is None or len(r["log"]) <= n_actions:
                return None
            s = session_of(r)
            return (r, s) if not s.state.automaton_to_move else None

        record, session = game.wait("the dropped portrait in the autosave", placed, timeout=10)
        move = record["log"][n_actions]["action"]
        assert move == {"type": "place_portrait", "card": card, "slot": slot}, (
            f"the drag from the hand to {slot} logged {move}, not a place_portrait of {card} in {slot}. "
            f"{game.diagnostics()}")
        assert session.state.boards[0].ofrenda.get(slot) == card
        game.move(NEUTRAL)
        after_path, after = game.settle("after-drag")
        x, y, w, h = TABLE_CROP
        slot_crop = (slot_rect.x - x, slot_rect.y - y, slot_rect.w, slot_rect.h)
        changed = differing_pixels(before.subsurface(slot_crop), after.subsurface(slot_crop))
        assert changed > 0.3 * slot_rect.w * slot_rect.h, (
            f"slot {slot} looks the same before and after the drop ({changed} pixels differ): "
            f"{before_path}, {after_path}")

        lap("drag")
        # Ctrl+S: a named save of the same game appears
        assert game.named_saves() == []
        game.key("ctrl+s")
        saved = game.wait("a named save after Ctrl+S", game.named_saves, timeout=10)
        first_save = json.loads(saved[0].read_text(encoding="utf-8"))
        final = game.record()
        assert first_save["log"] == final["log"] and first_save["digest"] == final["digest"], (
            f"{saved[0]} differs from the autosave")
        # the table once the "Game saved" toast is gone (it covers the hand while it shows)
        game.move(NEUTRAL)
        table_path, table_before = game.wait(
            "the save toast to fade",
            lambda: (s := game.settle("saved")) and differing_pixels(s[1], after) == 0 and s, timeout=15)

        lap("save")
        # quit: Esc -> pause menu -> Main menu -> Quit
        game.key("Escape")
        game.wait_change("the pause menu", table_before)
        pause = layout.table(session)
        pause.open_menu()
        game.click(pause.menu.button("Main menu").rect.center)
        game.wait_change("back at the main menu", table_before)
        menu = layout.menu()
        assert "continue" in menu, "the main menu offers no Continue after a game was played"
        game.click(menu["quit"])
        code = game.wait_exit()
        assert code == 0, f"the game exited with status {code}. {game.diagnostics()}"
        assert game.record() == final, "quitting changed the autosave"
        quit_at = time.time()
        lap("quit")

        # ---------------------------------------------------------- second run: Continue
        game = Game(xvfb, home, out, "run2")
        games.append(game)
        game.start()
        lap("start again")
        game.screenshot("menu")
        game.click(menu["continue"])
        game.move(NEUTRAL)

        allowed = TOLERANCE * table_before.get_width() * table_before.get_height()
        deadline = time.monotonic() + 15
        while True:  # the table may take a moment to appear: compare each settled picture of it
            table_path2, table_after = game.settle("continued")
            differ = differing_pixels(table_after, table_before)
            if differ <= allowed:
                break
            if time.monotonic() > deadline:
                saved_pictures = save_comparison(out, table_before, table_after)
                pytest.fail(f"after Continue the table does not look as it did before quitting: {differ} "
                            f"pixels differ (at most {allowed:.0f} allowed). Compare {saved_pictures} "
                            f"(whole windows: {table_path}, {table_path2}).\n{game.diagnostics()}")
            time.sleep(0.2)
        assert game.record() == final, "continuing changed the autosave"

        lap("continue")
        # what the program holds in memory now: save it again and compare with before quitting
        game.key("ctrl+s")

        def second_save():
            for p in game.named_saves():
                rec = json.loads(p.read_text(encoding="utf-8"))
                if rec.get("saved_at", 0) >= quit_at:
                    return rec
            return None

        again = game.wait("a named save of the continued game", second_save, timeout=10)
        assert again["log"] == final["log"], (again["log"], final["log"])
        assert again["digest"] == final["digest"], "the continued game is not in the same state"
        assert again["seed"] == SEED

        game.key("Escape")
        game.wait_change("the pause menu", table_after)
        pause = layout.table(session_of(final))
        pause.open_menu()
        game.click(pause.menu.button("Main menu").rect.center)
        game.wait_change("back at the main menu", table_after)
        game.click(menu["quit"])
        code = game.wait_exit()
        assert code == 0, f"the game exited with status {code} the second time. {game.diagnostics()}"
        lap("save, quit")
    finally:
        for g in games:
            g.kill()
        layout.close()
    elapsed = time.monotonic() - started
    print(f"\ne2e: played, saved, quit and continued in {elapsed:.1f} s ({differ} pixels of the table "
          f"differed after Continue); screenshots in {out}\n  " + ", ".join(laps))


def test_two_players_with_an_ai_seat_thinking_in_its_worker(xvfb, cempasuchil_home, tmp_path):
    """A game against an AI seat, as a player meets it: Continue a two-player game, play a turn by
    clicks and a drag, watch the AI answer (it thinks in the bot worker process and its move comes
    with its reason), save, quit, start again, Continue: the same game."""
    from game import registry, saves
    from game.ai import make_bot
    from game.protocol import SeatSetup, Setup
    from game.rules.ofrenda import Phase, PlacePortrait
    from game.session import Session

    home = cempasuchil_home
    out = tmp_path / "e2e-duel"
    out.mkdir()
    quiet_settings(home)
    # an unfinished two-player game with Common Goals, you to move, left as an autosave
    ofrenda = registry.get("ofrenda")
    setup = Setup("multi", (SeatSetup("human", "You"), SeatSetup("bot", "Rosa", "easy")), {"goals": True})
    session = Session(ofrenda, setup, 4242)
    session.advance({1: make_bot(ofrenda, "easy", 1, 4242)})
    assert session.next_step().seat == 0
    store = saves.SaveStore(home / "data" / "saves")
    store.autosave(session)

    layout = Layout()
    games: list[Game] = []
    try:
        game = Game(xvfb, home, out, "duel1")
        games.append(game)
        game.start()
        menu = layout.menu()
        assert "continue" in menu, "the unfinished game is offered for Continue"
        game.click(menu["continue"])
        record = game.wait("the duel on screen", game.record, timeout=20)
        session = session_of(record)
        n_before = len(record["log"])
        table = layout.table(session)
        assert table.opponents() == [1]
        game.move(NEUTRAL)
        _, before = game.settle("duel-start", logical_rect=(1052, 56, 216, 128))
        # take the free portrait, no candle, drag the first card of the hand onto a legal slot
        game.click(table.market_card_rect(0).center)
        record = game.wait("the take in the autosave", lambda: (r := game.record()) and len(r["log"]) > n_before
                           and r, timeout=10)
        session = session_of(record)
        if session.state.phase is Phase.TAKE_CANDLE:
            game.click(table.tool("no_candle").rect.center)
            record = game.wait("the skipped candle", lambda: (r := game.record()) and session_of(r).state.phase
                               is not Phase.TAKE_CANDLE and r, timeout=10)
            session = session_of(record)
        hand = list(session.state.boards[0].hand)
        card = hand[0]
        slot = next(s for s in session.data.slots if session.state.why_illegal(0, PlacePortrait(card, s)) is None)
        table = layout.table(session)
        game.drag(table.hand_rects(len(hand))[0].center, table.slot_rects[slot].center)
        mine = game.wait("the placed portrait", lambda: (r := game.record()) and any(
            e["action"].get("card") == card for e in r["log"]) and r, timeout=10)
        session = session_of(mine)
        if session.next_step().seat == 0 and session.state.phase is Phase.DECORATE:
            game.click(table.tool("end_turn").rect.center)

        def rosa_answered():
            r = game.record()
            if r is None:
                return None
            entries = [e for e in r["log"][n_before:] if e["seat"] == 1]
            return (r, entries) if entries and session_of(r).next_step().seat == 0 else None

        record, rosa = game.wait("Rosa's answer, thought in the bot worker", rosa_answered, timeout=60)
        assert all(e.get("note") for e in rosa), f"every AI move is logged with its reason: {rosa}"
        game.move(NEUTRAL)
        _, after = game.settle("duel-after", logical_rect=(1052, 56, 216, 128))
        assert differing_pixels(before, after) > 200, "Rosa's panel shows her move"
        # save, quit, start again, continue
        game.key("ctrl+s")
        saved = game.wait("a named save", game.named_saves, timeout=10)
        final = game.record()
        assert json.loads(saved[0].read_text(encoding="utf-8"))["log"] == final["log"]
        reloaded = quit_and_continue(game, layout, layout.table(session_of(final)), final, "duel", xvfb, home, out,
                                     games, saves=2)
        assert reloaded["setup"] == final["setup"], "the seats came back as they were"
    finally:
        for g in games:
            g.kill()
        layout.close()


def test_a_three_seat_game_set_up_in_the_new_game_dialog(xvfb, cempasuchil_home, tmp_path):
    """The dialog as a player fills it in: 2 to 4 players, three seats, a friend at this computer
    named by typing, an Easy AI, Common Goals, a seed; Start; the saved game has those seats."""
    home = cempasuchil_home
    out = tmp_path / "e2e-seats"
    out.mkdir()
    quiet_settings(home)
    layout = Layout()
    game = Game(xvfb, home, out, "seats")
    try:
        game.start()
        menu = layout.menu()
        game.click(menu["tile:ofrenda"])
        time.sleep(0.3)
        game.click(layout.new_game("ofrenda")["mode_multi"])
        time.sleep(0.3)
        game.click(layout.new_game("ofrenda", "multi")["players_3"])
        time.sleep(0.3)
        dialog = layout.new_game("ofrenda", "multi", 3)
        game.click(dialog["seat_1_hotseat"])
        game.click(dialog["name_1"])
        game.key("ctrl+a")
        game.key("BackSpace")
        game.type("Marisol")
        game.click(dialog["seat_2_easy"])
        game.click(dialog["option_goals_true"])
        game.click(dialog["seed"])
        game.type("31")
        game.screenshot("dialog-filled")
        game.click(dialog["start"])
        time.sleep(1.0)
        game.screenshot("table-or-curtain")
        game.key("ctrl+s")
        saved = game.wait("a named save", game.named_saves, timeout=15)
        record = json.loads(saved[0].read_text(encoding="utf-8"))
        assert record["seed"] == 31
        seats = record["setup"]["seats"]
        assert [s["kind"] for s in seats] == ["human", "human", "bot"], seats
        assert seats[1]["name"] == "Marisol" and seats[2]["bot"] == "easy"
        assert record["setup"]["options"] == {"goals": True}
        game.key("Escape")
        time.sleep(0.3)
    finally:
        game.kill()
        layout.close()


def test_dia_de_los_muertos_from_the_menu_to_a_played_card_and_back(xvfb, cempasuchil_home, tmp_path):
    """A player's first trick-taking game: the Dia de los Muertos tile, the dialog (three AI seats
    at Easy, a seed), Start; the AIs play until it is the player's turn; a double-click plays a
    card; when the turn comes round again, save, quit, start again, Continue: the same game."""
    from game.rules.muertos.actions import Play
    from game.rules.muertos.state import Phase
    from scenes.muertos import MuertosScene

    home = cempasuchil_home
    out = tmp_path / "e2e-muertos"
    out.mkdir()
    quiet_settings(home)
    layout = Layout()
    games: list[Game] = []

    def my_turn(record):
        if record is None:
            return None
        session = session_of(record)
        st = session.state
        ok = session.next_step().seat == 0 and st.phase is Phase.PLAY and not st.is_over
        return (record, session) if ok else None

    try:
        game = Game(xvfb, home, out, "muertos1")
        game.game_id = "muertos"
        games.append(game)
        game.start()
        game.click(layout.menu()["tile:muertos"])
        time.sleep(0.3)
        dialog = layout.new_game("muertos")
        for seat in (1, 2, 3):
            game.click(dialog[f"seat_{seat}_easy"])
        game.click(dialog["seed"])
        game.type("5")
        game.screenshot("muertos-dialog")
        game.click(dialog["start"])
        time.sleep(1.5)
        game.key("ctrl+s")  # a save at once: the game's seats and seed (no move is autosaved yet if you lead)
        first = game.wait("a named save of the new game", game.named_saves, timeout=10)
        record = json.loads(first[0].read_text(encoding="utf-8"))
        if not my_turn(record):
            record, session = game.wait("the player's first turn", lambda: my_turn(game.record()), timeout=90)
        else:
            record, session = my_turn(record)
        assert record["seed"] == 5 and [s["kind"] for s in record["setup"]["seats"]] == ["human", "bot", "bot", "bot"]
        game.screenshot("muertos-my-turn")
        table = MuertosScene(layout.app, session)
        place = session.state.place_of(0)
        hand = list(session.state.hands[place])
        legal = [a for a in session.state.legal_actions(0) if isinstance(a, Play) and a.colour is None]
        plain = [a for a in legal if session.data.cards[a.card].kind not in ("ask", "swap", "choose")]
        card = (plain or legal)[0].card
        rect = table.hand_rects(place, len(hand))[hand.index(card)]
        n_before = len(record["log"])
        game.click(rect.center)
        game.click(rect.center)  # a double-click plays it
        played = game.wait("the played card in the autosave", lambda: (r := game.record()) and any(
            e["seat"] == 0 and e["action"].get("card") == card for e in r["log"][n_before:]) and r, timeout=15)
        assert played is not None

        def round_again():
            """The player's next card to play; on the way, the player's other decisions are taken
            with single clicks: a card to give or pass, a 10 to cancel, an answer's colour."""
            r = game.record()
            if r is None or len(r["log"]) <= n_before + 1:
                return None
            session = session_of(r)
            st = session.state
            if st.is_over or session.next_step().seat != 0:
                return None
            if st.phase is Phase.PLAY:
                return r, session
            scene = MuertosScene(layout.app, session)
            if st.phase in (Phase.GIFT_GIVE, Phase.SWAP_GIVE, Phase.SWAP_RETURN):
                mine = st.deciding_place()
                where = scene.hand_rects(mine, len(st.hands[mine]))[0].center
            elif st.phase is Phase.CANCEL:
                where = scene.trick_pos(st.legal_actions(0)[0].position)
            else:  # an answer's colour (Ask is never played here): the prompt bar's first button
                scene.refresh_buttons()
                where = scene.buttons[-1].rect.center
            game.click(where)
            game.wait("the decision in the autosave", lambda: (x := game.record()) and len(x["log"]) > len(r["log"]),
                      timeout=15)
            return None

        record, session = game.wait("the turn to come round again", round_again, timeout=150)
        notes = [e for e in record["log"][n_before:] if e["seat"] != 0]
        assert notes and all(e.get("note") for e in notes), "every AI card comes with its reason"
        game.screenshot("muertos-round-again")
        game.key("ctrl+s")
        saved = game.wait("a second named save", lambda: len(game.named_saves()) >= 1 and game.named_saves(),
                          timeout=10)
        final = game.record()
        newest = max(saved, key=lambda p: p.stat().st_mtime)
        assert json.loads(newest.read_text(encoding="utf-8"))["log"] == final["log"]
        quit_and_continue(game, layout, MuertosScene(layout.app, session_of(final)), final, "muertos", xvfb, home,
                          out, games, game_id="muertos")
    finally:
        for g in games:
            g.kill()
        layout.close()


def test_oaxaca_solo_from_the_menu_a_die_dragged_to_a_deck_and_back(xvfb, cempasuchil_home, tmp_path):
    """Oaxaca solo as a player meets it: the tile, the dialog (a seed), Start; keep the roll with
    the prompt's button; *drag* a die onto the deck of its craft; keep one gathered card and put
    the other back with the gather panel's buttons; end the turn; save, quit through the pause
    menu, start again, Continue: the same game (log and digest)."""
    from game.rules.oaxaca.cards import CRAFTS, WILD, result_name
    from game.rules.oaxaca.state import Phase
    from scenes.oaxaca.table import OaxacaScene

    home = cempasuchil_home
    out = tmp_path / "e2e-oaxaca"
    out.mkdir()
    quiet_settings(home)
    layout = Layout()
    games: list[Game] = []

    def scene_for(record):
        session = session_of(record)
        scene = OaxacaScene(layout.app, session)
        scene.refresh_buttons()
        return session, scene

    def button_at(scene, prefix: str):
        return next(b.rect.center for b in scene.buttons if b.name.startswith(prefix))

    def logged(n):
        return lambda: (r := game.record()) and len(r["log"]) > n and r

    try:
        game = Game(xvfb, home, out, "oaxaca1")
        game.game_id = "oaxaca"
        games.append(game)
        game.start()
        for pos in layout.tile_clicks("oaxaca"):
            game.click(pos)
            time.sleep(0.3)
        dialog = layout.new_game("oaxaca")
        game.click(dialog["seed"])
        game.type("21")
        game.screenshot("oaxaca-dialog")
        game.click(dialog["start"])
        time.sleep(1.0)
        game.key("ctrl+s")
        first = game.wait("a named save of the new game", game.named_saves, timeout=10)
        record = json.loads(first[0].read_text(encoding="utf-8"))
        assert record["seed"] == 21 and record["setup"]["mode"] == "solo" and record["log"] == []
        session, scene = scene_for(record)
        assert session.state.phase is Phase.REROLL
        game.screenshot("oaxaca-roll")
        game.click(button_at(scene, "btn_keep"))
        record = game.wait("the kept roll in the autosave", logged(0), timeout=15)
        session, scene = scene_for(record)
        st = session.state
        me = st.table[0]
        d = next((d for d in me.day() if me.faces[d] != WILD), me.day()[0])
        craft = CRAFTS[0] if me.faces[d] == WILD else result_name(me.faces[d])
        start = scene.die_rect(scene.me(), d).center
        game.drag(start, scene.deck_rect(CRAFTS.index(craft)).center)
        record = game.wait("the gather in the autosave", logged(1), timeout=15)
        assert record["log"][1]["action"] == {"type": "gather", "source": f"d{d}", "craft": craft}
        session, scene = scene_for(record)
        game.screenshot("oaxaca-gathered")
        if session.state.phase is Phase.KEEP:
            game.click(button_at(scene, "keep_"))
            record = game.wait("the kept card in the autosave", logged(2), timeout=15)
            session, scene = scene_for(record)
            while session.state.phase is Phase.PUT_BACK:
                n = len(record["log"])
                game.click(button_at(scene, "bottom_"))
                record = game.wait("a card put back", logged(n), timeout=15)
                session, scene = scene_for(record)
        assert session.state.phase is Phase.TURN and session.state.main_used
        n = len(record["log"])
        game.click(button_at(scene, "btn_end"))
        final = game.wait("the ended turn in the autosave", logged(n), timeout=15)
        assert final["log"][-1]["action"] == {"type": "end_turn"}
        game.screenshot("oaxaca-turn-ended")
        game.key("ctrl+s")
        game.wait("a second named save", lambda: len(game.named_saves()) >= 1, timeout=10)
        quit_and_continue(game, layout, OaxacaScene(layout.app, session_of(final)), final, "oaxaca", xvfb, home,
                          out, games, game_id="oaxaca")
    finally:
        for g in games:
            g.kill()
        layout.close()


def test_portents_solo_from_the_menu_a_push_and_a_tile_dragged_into_the_gap(xvfb, cempasuchil_home, tmp_path):
    """Portents solo as a player meets it: the tile on the menu, the dialog (a seed), Start; *click*
    a lane's push arrow (after resting on it, as a player previews the slide); *drag* a hand tile
    into the gap; fill any other gaps the same way; the Kitty plays; save, quit through the pause
    menu, start again, Continue: the same game (log and digest)."""
    from game.rules.portents.actions import Place, Shift
    from game.rules.portents.altar import GAP
    from game.rules.portents.state import Phase
    from scenes.portents.table import PortentsScene

    home = cempasuchil_home
    out = tmp_path / "e2e-portents"
    out.mkdir()
    quiet_settings(home)
    layout = Layout()
    games: list[Game] = []

    def logged(n):
        return lambda: (r := game.record()) and len(r["log"]) > n and r

    try:
        game = Game(xvfb, home, out, "portents1")
        game.game_id = "portents"
        games.append(game)
        game.start()
        for pos in layout.tile_clicks("portents"):
            game.click(pos)
            time.sleep(0.3)
        dialog = layout.new_game("portents")
        game.click(dialog["seed"])
        game.type("8")
        game.screenshot("portents-dialog")
        game.click(dialog["start"])
        time.sleep(1.0)
        game.key("ctrl+s")
        first = game.wait("a named save of the new game", game.named_saves, timeout=10)
        record = json.loads(first[0].read_text(encoding="utf-8"))
        assert record["seed"] == 8 and record["setup"]["mode"] == "solo" and record["log"] == []
        session = session_of(record)
        st = session.state
        assert st.phase is Phase.PUSH
        scene = PortentsScene(layout.app, session)
        shift = next(a for a in st.legal_actions(0) if isinstance(a, Shift))
        arrow = scene.grid.arrow_rect(shift.side, shift.lane).center
        game.move(arrow)
        time.sleep(0.6)
        game.screenshot("portents-preview")
        game.click(arrow)
        record = game.wait("the push in the autosave", logged(0), timeout=15)
        assert record["log"][0]["action"] == {"type": "shift", "side": shift.side, "lane": shift.lane}
        # fill the gaps by dragging tiles of the hand into them, until the Kitty has played
        for _ in range(3):
            session = session_of(record)
            st = session.state
            if st.phase is not Phase.PUSH or not st.placing and GAP not in st.altar:
                break
            gap = st.altar.index(GAP)
            hand = list(st.hands[0])
            tile = next(t for t in hand if st.why_illegal(0, Place(st.data.tile_names[t], gap)) is None)
            scene = PortentsScene(layout.app, session)
            n = len(record["log"])
            game.drag(scene.hand_rects(len(hand))[hand.index(tile)].center, scene.grid.cell_rect(gap).center)
            record = game.wait("the placement in the autosave", logged(n), timeout=15)
            mine = [e for e in record["log"] if e["seat"] == 0]
            assert mine[-1]["action"] == {"type": "place", "tile": st.data.tile_names[tile], "cell": gap}
        game.screenshot("portents-placed")
        game.key("ctrl+s")
        game.wait("a second named save", lambda: len(game.named_saves()) >= 1, timeout=10)
        final = game.record()
        quit_and_continue(game, layout, PortentsScene(layout.app, session_of(final)), final, "portents", xvfb, home,
                          out, games, game_id="portents")
    finally:
        for g in games:
            g.kill()
        layout.close()


def test_two_games_of_one_title_quit_relaunch_and_continue_each(xvfb, cempasuchil_home, tmp_path):
    """Two Portents solo games side by side: start one and push a lane, go back to the menu, start
    another (the screen offers the first; Esc says "Start a new one"), push, quit. Start again: the
    Load screen lists both, and each continues from it looking exactly as it was left."""
    from game.rules.portents.actions import Shift
    from scenes.portents.table import PortentsScene

    home = cempasuchil_home
    out = tmp_path / "e2e-two-games"
    out.mkdir()
    quiet_settings(home)
    layout = Layout()
    games: list[Game] = []
    left = {}  # seed -> (the game's file, its record, the table as it was left)
    try:
        game = Game(xvfb, home, out, "two1")
        game.game_id = "portents"
        games.append(game)
        game.start()
        for seed in (8, 9):
            for pos in layout.tile_clicks("portents"):
                game.click(pos)
                time.sleep(0.3)
            if seed == 9:  # the first game is in progress: the screen offers it, Esc starts a new one
                time.sleep(0.5)
                game.screenshot("offer")
                game.key("Escape")
                time.sleep(0.3)
            dialog = layout.new_game("portents")
            game.click(dialog["seed"])
            game.type(str(seed))
            game.click(dialog["start"])
            record = game.wait(f"game {seed} in its own file",
                               lambda: (r := game.record()) and r["seed"] == seed and r, timeout=15)
            path = game.autosave
            st = session_of(record).state
            shift = next(a for a in st.legal_actions(0) if isinstance(a, Shift))
            game.click(PortentsScene(layout.app, session_of(record)).grid.arrow_rect(shift.side, shift.lane).center)
            record = game.wait(f"the push of game {seed}", lambda: (r := game.record()) and r["log"] and r,
                               timeout=15)
            time.sleep(1.0)  # the Kitty, if it is her turn
            game.move(NEUTRAL)
            _, table = game.settle(f"game-{seed}-left")
            left[seed] = (path, game.record(), table)
            game.key("Escape")
            game.wait_change("the pause menu", table)
            pause = PortentsScene(layout.app, session_of(left[seed][1]))
            pause.open_menu()
            game.click(pause.menu.button("Main menu").rect.center)
            game.wait("the main menu", lambda: "continue" in layout.menu(), timeout=10)
            time.sleep(0.3)
        assert left[8][0] != left[9][0], "the second game has a file of its own"
        area = left[8][2].get_width() * left[8][2].get_height()
        assert differing_pixels(left[8][2], left[9][2]) > 0.03 * area, "two games that look alike prove nothing"
        assert json.loads(left[8][0].read_text(encoding="utf-8")) == left[8][1], "the first game was untouched"
        game.click(layout.menu()["quit"])
        assert game.wait_exit() == 0
        # ------------------------------------------------------------ start again: continue each from Load
        again = Game(xvfb, home, out, "two2")
        again.game_id = "portents"
        games.append(again)
        again.start()
        for seed in (8, 9):
            path, record, table = left[seed]
            again.click(_load_button(layout))
            time.sleep(0.6)
            screen = layout.load_screen()
            assert set(screen["rows"]) >= {left[8][0], left[9][0]}, "both games are listed"
            again.click(screen["rows"][path])
            time.sleep(0.3)
            again.screenshot(f"load-{seed}")
            again.click(screen["open"])
            again.move(NEUTRAL)
            # the gap's marching outline and the arrows' glow move: a table that matches within 1 % is this
            # game (the two games differ in more than 3 %, asserted above)
            allowed = 0.01 * table.get_width() * table.get_height()
            deadline = time.monotonic() + 15
            while True:
                shot, now = again.settle(f"game-{seed}-continued")
                differ = differing_pixels(now, table)
                if differ <= allowed:
                    break
                if time.monotonic() > deadline:
                    pytest.fail(f"game {seed} does not look as it was left: {differ} pixels differ; compare "
                                f"{save_comparison(out, table, now)}\n{again.diagnostics()}")
                time.sleep(0.2)
            assert json.loads(path.read_text(encoding="utf-8")) == record, "continuing changed the game's file"
            again.key("Escape")
            again.wait_change("the pause menu", now)
            pause = PortentsScene(layout.app, session_of(record))
            pause.open_menu()
            again.click(pause.menu.button("Main menu").rect.center)
            again.wait("the main menu", lambda: "continue" in layout.menu(), timeout=10)
            time.sleep(0.3)
    finally:
        for g in games:
            g.kill()
        layout.close()


def _load_button(layout) -> tuple:
    """The main menu's Load a game button (where it is now)."""
    layout.menu()
    return layout._ui_button("load")


def test_dotd_solo_from_the_menu_dice_placed_drafted_and_paid_and_back(xvfb, cempasuchil_home, tmp_path):
    """Die of the Dead solo as a player meets it: the tile, the dialog (a seed), Start; the twelve
    setup dice put in the caskets (the first by *dragging* a die onto a casket, the others by
    clicking a die and then its casket); a click opens a casket; a die *dragged* from it onto the
    ofrenda (or the preparation board); the payment die *dragged* from the City of the Dead onto a
    closed casket; save, quit through the pause menu, start again, Continue: the same game."""
    from game.rules.dotd.actions import Draft, Open, Pay, Place
    from game.rules.dotd.components import PREP
    from scenes.dotd.layout import PREPBOX, casket_rect
    from scenes.dotd.table import DotdScene

    home = cempasuchil_home
    out = tmp_path / "e2e-dotd"
    out.mkdir()
    quiet_settings(home)
    layout = Layout()
    games: list[Game] = []

    def scene_for(record):
        session = session_of(record)
        scene = DotdScene(layout.app, session)
        scene.refresh()
        return session, scene

    def logged(n):
        return lambda: (r := game.record()) and len(r["log"]) > n and r

    try:
        game = Game(xvfb, home, out, "dotd1")
        game.game_id = "dotd"
        games.append(game)
        game.start()
        for pos in layout.tile_clicks("dotd"):
            game.click(pos)
            time.sleep(0.3)
        dialog = layout.new_game("dotd")
        game.click(dialog["seed"])
        game.type("7")
        game.screenshot("dotd-dialog")
        game.click(dialog["start"])
        time.sleep(1.0)
        game.key("ctrl+s")
        first = game.wait("a named save of the new game", game.named_saves, timeout=10)
        record = json.loads(first[0].read_text(encoding="utf-8"))
        assert record["seed"] == 7 and record["setup"]["mode"] == "solo" and record["log"] == []
        # the setup: twelve dice into the caskets
        for n in range(12):
            session, scene = scene_for(record)
            st = session.state
            assert st.phase == "place"
            place = next(a for a in st.legal_actions(0) if isinstance(a, Place))
            die = next(h for h in scene.hotspots if h.key == ("placedie", place.colour)).rect.center
            target = casket_rect(place.casket).center
            if n == 0:
                game.drag(die, target)
            else:
                game.click(die)
                game.click(target)
            record = game.wait(f"placement {n + 1} in the autosave", logged(n), timeout=15)
            assert record["log"][n]["action"] == {"type": "place", "casket": place.casket, "colour": place.colour}
        game.screenshot("dotd-placed")
        # open a casket by clicking it
        session, scene = scene_for(record)
        st = session.state
        assert st.phase == "open"
        opening = next(a for a in st.legal_actions(0) if isinstance(a, Open))
        game.click(casket_rect(opening.casket).center)
        record = game.wait("the opening in the autosave", logged(12), timeout=15)
        assert record["log"][12]["action"] == {"type": "open", "casket": opening.casket}
        # draft: drag a die from the open casket to the ofrenda (or the preparation board)
        session, scene = scene_for(record)
        st = session.state
        drafts = [a for a in st.legal_actions(0) if isinstance(a, Draft)]
        draft = next((a for a in drafts if a.cell != PREP), drafts[0])
        source = next(h for h in scene.hotspots if h.drag and h.drag[0] == "draft"
                      and h.drag[1:4] == (draft.colour, draft.power, draft.face)).rect.center
        target = scene.cell_rect(draft.cell).center if draft.cell != PREP else PREPBOX.center
        game.drag(source, target)
        record = game.wait("the draft in the autosave", logged(13), timeout=15)
        assert record["log"][13]["action"]["type"] == "draft"
        game.screenshot("dotd-drafted")
        session, scene = scene_for(record)
        st = session.state
        assert st.phase == "pay", st.phase
        # pay: drag a die of the City of the Dead onto a closed casket's lid
        pay = next(a for a in st.legal_actions(0) if isinstance(a, Pay))
        source = next(h for h in scene.hotspots if h.drag and h.drag[0] == "city"
                      and h.drag[1:] == (pay.colour, pay.power)).rect.center
        game.drag(source, casket_rect(pay.casket).center)
        final = game.wait("the payment in the autosave", logged(14), timeout=15)
        assert final["log"][14]["action"]["type"] == "pay" and final["log"][14]["action"]["source"] == "city"
        game.screenshot("dotd-paid")
        game.key("ctrl+s")
        game.wait("a second named save", lambda: len(game.named_saves()) >= 1, timeout=10)
        quit_and_continue(game, layout, DotdScene(layout.app, session_of(final)), final, "dotd", xvfb, home,
                          out, games, game_id="dotd")
    finally:
        for g in games:
            g.kill()
        layout.close()
