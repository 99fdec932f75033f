"""A table draws from its seat's view alone: the table, its parts, the play scene's shared jobs and the
end screens read what the session tells a seat (its view, its legal moves, whose turn it is, the
outcome and the score sheet), never ``session.state``. Each game's table a few moves in and its end
screen (every run), and every shot of a game's screens (the soak, -m slow), are drawn twice, once as
usual and once with the state hidden from the scenes' code (the shot scripts,
the test driver that builds the position, may still read it; so may the platform the table calls: the
rules, the bots, the saves, the guided game's script), and both give the same pixels."""
from __future__ import annotations

import sys
from contextlib import contextmanager

import pytest

from game.session import Session


class StateRead(AssertionError):
    """The scenes' code read ``session.state``."""


def _proxy_codes() -> set:
    """The code of the play scene's ``state`` property, which only hands the state on to its caller
    (tests and shot scripts read ``scene.state``)."""
    from scenes.play import PlayScene

    return {PlayScene.state.fget.__code__}


@contextmanager
def state_hidden_from_scenes():
    """``session.state`` raises when read from ``scenes`` code other than a shot script; each such
    read is listed (a read an ``except`` swallowed is still caught)."""
    reads: list[str] = []
    proxies = _proxy_codes()

    def get(session):
        frame = sys._getframe(1)
        while frame is not None and frame.f_code in proxies:
            frame = frame.f_back
        module = frame.f_globals.get("__name__", "") if frame is not None else ""
        if module.startswith("scenes.") and not module.rpartition(".")[2].endswith(("shots", "shot_tools")):
            where = f"{module}:{frame.f_lineno} ({frame.f_code.co_name})"
            reads.append(where)
            raise StateRead(f"{where} read session.state: a table reads its seat's view")
        return session.__dict__["state"]

    def put(session, value):
        session.__dict__["state"] = value

    assert "state" not in vars(Session)
    Session.state = property(get, put)
    try:
        yield reads
    finally:
        del Session.state


def _pixels(path) -> bytes:
    import pygame

    return pygame.image.tobytes(pygame.image.load(str(path)), "RGB")


def _shots() -> list[str]:
    """The shots of each game's screens that show a game in progress or its end, and the replay."""
    from game import registry
    from client.shots import shot_builders

    names = sorted(shot_builders())
    out = ["replay"] if "replay" in names else []
    for gid in registry.games():
        out += [n for n in names if n.startswith(gid + "/") and n.split("/")[1] not in ("rules", "new-game", "setup")]
    return out


def _played(game, seed: int, steps: int | None) -> Session:
    """A game of ``game`` at its first table mode, random moves in every seat: ``steps`` of them and
    then the bot seats' until the person at seat 0 must decide, or (``None``) to the end."""
    from game.ai import make_bot
    from game.session import default_setup

    mode = next(m.id for m in game.modes if m.players[1] >= 2)
    session = Session(game, default_setup(game, mode), seed)
    bots = {s: make_bot(game, "random", s, seed) for s in range(len(session.setup.seats))}
    session.advance(bots, humans=steps is None, max_steps=steps, collect=False)
    if steps is not None:
        session.advance(bots, collect=False)
    return session


def _picture(app, scene) -> bytes:
    """The window once ``scene`` is at rest (its machines' thoughts held: the same moment every run)."""
    import pygame

    from client.shots import settle
    from scenes.shot_tools import hold_thoughts

    if hasattr(scene, "_ask_bot"):
        hold_thoughts(scene)
    if hasattr(scene, "reveal_on_enter"):
        scene.reveal_on_enter = False
    app.replace(scene)
    settle(app)
    return pygame.image.tobytes(app.canvas, "RGB")


def test_the_guard_catches_a_table_reading_the_state():
    """The guard itself: a read from scenes code is refused and listed, a shot script's and the
    platform's reads are not."""
    from game import registry

    game = next(iter(registry.games().values()))
    session = Session(game, game.modes[0].id, 1)
    with state_hidden_from_scenes() as reads:
        assert session.view(0) is not None and not session.is_over  # the session (the platform) reads it
        with pytest.raises(StateRead):
            exec("session.state", {"__name__": "scenes.somewhere", "session": session})
        exec("session.state", {"__name__": "scenes.somewhere.shots", "session": session})
    assert reads and reads[0].startswith("scenes.somewhere:")
    assert session.state is not None and "state" not in vars(Session)


def _game_ids() -> list[str]:
    from game import registry

    return list(registry.games())


@pytest.mark.parametrize("gid", _game_ids())
def test_a_games_table_and_end_screen_draw_from_the_seats_view(app, gid):
    """Each game's table a few moves in and its end screen, drawn with the state hidden, give the
    same pixels as with it (random moves: quick enough for every run; the soak renders every shot)."""
    from game import registry
    from scenes.tables import end_class, play_scene

    game = registry.get(gid)
    for steps, make in ((12, lambda s: play_scene(game)(app, s)),
                        (None, lambda s: end_class(game)(app, s, seat=0))):
        plain = _picture(app, make(_played(game, 3, steps)))
        with state_hidden_from_scenes() as reads:
            try:
                hidden = _picture(app, make(_played(game, 3, steps)))
            except StateRead:
                pass
        assert reads == [], f"{gid}: the scenes read session.state at {sorted(set(reads))}"
        assert hidden == plain, f"{gid}: the picture changed with the state hidden"


@pytest.mark.slow  # every shot of every game, twice: a quarter of an hour
def test_every_table_shot_draws_from_the_seats_view(tmp_path):
    from client.shots import render_shot

    names = _shots()
    assert names
    for name in names:
        plain = render_shot(name, 2, tmp_path / "plain.png")
        with state_hidden_from_scenes() as reads:
            try:
                hidden = render_shot(name, 2, tmp_path / "hidden.png")
            except StateRead:
                pass
        assert reads == [], f"{name}: the scenes read session.state at {sorted(set(reads))}"
        assert _pixels(hidden) == _pixels(plain), f"{name}: the picture changed with the state hidden"
