"""Memory over a long session: pictures within their budgets, a table that leaves is let go.

The session's curve itself is a figure, not a test: ``python benchmarks/bench_memory.py``.
"""
import gc
import weakref

from conftest import first_game, frame, table_mode


def test_sprites_drawn_at_ever_new_sizes_stay_within_the_budget(app):
    """A piece growing in flight, a window at another UI scale: every size asked for is kept only
    while the budget allows, the least recently used out first."""
    assets = app.assets
    cache = assets._scaled
    budget = cache.max_bytes
    for w in range(200, 1400, 6):  # ~200 sizes of a 1280x720 picture, 2-6 MB each
        assets.sprite("ui/table.png", (w, w * 9 // 16))
        assert cache.bytes <= budget
    assert cache.misses == len(range(200, 1400, 6)) and len(cache) < cache.misses
    last = assets.sprite("ui/table.png", (1394, 1394 * 9 // 16))
    assert assets.sprite("ui/table.png", (1394, 1394 * 9 // 16)) is last  # the newest is still there


def test_every_picture_cache_keeps_to_its_byte_budget():
    """Each cache of drawn pictures has a byte budget, and puts never take it past that."""
    import pygame

    from scenes.widgets.cache import SurfaceCache, surface_bytes

    caches = [o for o in gc.get_objects() if isinstance(o, SurfaceCache)]
    assert caches, "no picture cache was found"
    for cache in caches:
        assert cache.max_bytes is not None and cache.max_bytes <= 64 << 20
    small = SurfaceCache(1000, max_bytes=10 * 64 * 64 * 4)
    for n in range(50):
        small.put(n, pygame.Surface((64, 64), pygame.SRCALPHA))
        assert small.bytes <= small.max_bytes
    assert len(small) == 10 and small.bytes == sum(surface_bytes(s) for s in small._items.values())


def _open_table(app, seed: int):
    from game.session import Session, default_setup
    from scenes.tables import play_scene

    game = first_game()
    session = Session(game, default_setup(game, table_mode(game)), seed)
    scene = play_scene(game)(app, session)
    if app.scenes:
        app.replace(scene)
    else:
        app.push(scene)
    return scene


def test_a_table_that_leaves_is_let_go_once_the_next_is_drawn(app):
    """The client collects the last scene's cycles after the next scene's first frame (its
    pictures go with it), without waiting for Python's own collection, which may come late."""
    app.release_memory = True
    gc.disable()  # only the client's own release may collect the table
    try:
        gone = weakref.ref(_open_table(app, 1))
        frame(app)
        _open_table(app, 2)
        frame(app)
        assert gone() is None, "the table that left is still in memory after the next frame"
    finally:
        gc.enable()


def test_without_the_release_a_table_that_leaves_waits_for_a_collection(app):
    """The test above can fail: tables hold themselves in cycles, so without the release the one
    that left stays until Python's collector runs."""
    app.release_memory = False
    gc.disable()
    try:
        gone = weakref.ref(_open_table(app, 1))
        frame(app)
        _open_table(app, 2)
        frame(app)
        assert gone() is not None
    finally:
        gc.enable()
        gc.collect()


def test_on_x11_the_window_is_shown_without_opengl():
    """SDL2 on X11 would show the window through an OpenGL texture, loading the GL driver (~95 MB
    resident under Mesa) for a client that draws every picture itself; another video driver is left
    to SDL's default, and a player's own choice stands."""
    import os
    import subprocess
    import sys

    code = "import os, client.app; print(os.environ.get('SDL_FRAMEBUFFER_ACCELERATION'))"

    def chosen(**env):
        clean = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "SDL_FRAMEBUFFER_ACCELERATION")}
        out = subprocess.run([sys.executable, "-c", code], env=dict(clean, **env), capture_output=True, text=True,
                             check=True)
        return out.stdout.strip().splitlines()[-1]

    if not sys.platform.startswith("linux"):
        assert chosen() == "None"
        return
    assert chosen() == "0"
    assert chosen(SDL_VIDEODRIVER="x11") == "0"
    assert chosen(SDL_VIDEODRIVER="wayland") == "None"
    assert chosen(SDL_FRAMEBUFFER_ACCELERATION="1") == "1"


def test_a_window_that_cannot_open_without_opengl_opens_with_it(monkeypatch):
    """If this SDL has no framebuffer of the window's own (a driver without one), the window opens
    through SDL's accelerated texture instead of failing."""
    import os

    import pygame

    from client import app_window

    tries = []

    def set_mode(size, flags=0):
        tries.append(os.environ.get("SDL_FRAMEBUFFER_ACCELERATION"))
        if tries[-1] == "0":
            raise pygame.error("No framebuffer support")
        return "window"

    monkeypatch.setenv("SDL_FRAMEBUFFER_ACCELERATION", "0")
    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    assert app_window._set_mode((640, 360), 0) == "window"
    assert tries == ["0", "1"]
    monkeypatch.setenv("SDL_FRAMEBUFFER_ACCELERATION", "1")
    tries.clear()

    def broken(size, flags=0):
        tries.append(1)
        raise pygame.error("no video")

    monkeypatch.setattr(pygame.display, "set_mode", broken)
    try:
        app_window._set_mode((640, 360), 0)
    except pygame.error:
        pass
    else:
        raise AssertionError("a window that cannot open at all must say so")
    assert tries == [1]  # tried once: the player's own choice is not second-guessed


def test_a_tables_prefetched_sprites_it_never_showed_are_let_go_when_the_next_table_prefetches(app):
    """Sprites decoded ahead for one table and never shown do not stay for the whole session: the
    next table's prefetch lets them go (those it asks for too stay), and one shown later still loads."""
    from pathlib import Path

    assets = app.assets
    names = sorted(str(p.relative_to(assets.root / "sprites")) for p in (assets.root / "sprites" / "ui").glob("*.png"))
    assert len(names) >= 4
    first, shared, second = names[:2], names[2], names[3:5]
    assets.prefetch(first + [shared], wait=False)
    assets.settle()
    assert all(n in assets._decoded for n in first + [shared])
    assets.prefetch(second + [shared], wait=False)
    assets.settle()
    assert not any(n in assets._decoded for n in first), "the first table's unread sprites are still held"
    assert shared in assets._decoded and all(n in assets._decoded for n in second)
    shown = assets.image(first[0])  # read from its file now
    assert shown.get_size() == assets.image(first[0]).get_size() and first[0] in assets._images
    assert Path(assets.sprite_file(first[0])).is_file()
    assets.prefetch(first, wait=True)  # the menu's prefetch (it waits) lets nothing go
    assets.settle()
    assert shared in assets._decoded


def test_the_first_scene_of_a_start_waits_for_no_collection(app, monkeypatch):
    """Nothing has left when the first scene comes (the menu at a start): its first frame does not
    wait for a collection (a full one took 8 ms before the menu's first frame); the next scene's does."""
    from client import app as app_module
    from scenes.menu import MenuScene

    released = []
    monkeypatch.setattr(app_module.memory, "release", lambda: released.append(True))
    app.release_memory = True
    while app.scenes:
        app.scenes.pop().exit()
    app._scenes_changed = False
    app.push(MenuScene(app))
    frame(app)
    assert released == []
    _open_table(app, 1)
    frame(app)
    assert released == [True]
