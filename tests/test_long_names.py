"""Long names at every table: each game's table with the most seats it has, every seat named with 24
letters (the most the new-game dialog takes: "Maximiliana Guadalupe de", 24 wide W's...), is opened a
few moves in, later on and at its end screen, with one person at the screen and with two at one
computer, and drawn; then

- no text spills from its box: every box fitted by ``scenes.widgets.fit`` (``scenes.kit.fit``) and every text wrapped by
  ``widgets.text.render_rich`` (the log's lines, a tooltip's) is recorded (``fit.recording``) and none
  may be wider than its box (a word wider than its box, a name of 24 W's, is broken between letters);
- no name is set on one line without being fitted to its room: every line of text drawn that holds a
  name (``widgets.text.text``, an outlined title, a pill) went through the kit's fitting
  (``fit.line``, ``fit.cut``, ``fit.named``...), which shrinks it or cuts it with an ellipsis.

The games come from the registry (this shared file names none)."""
from __future__ import annotations

import contextlib
import functools

import pygame
import pytest

from game import paths, registry
from game.ai import make_bot
from game.protocol import SeatSetup, Setup
from game.session import Session
from scenes.seating_plan import MAX_NAME
from scenes.tables import end_class, play_scene
from scenes.widgets import fit, layers, paint
from scenes.widgets import text as T

LONG = ("Maximiliana Guadalupe de", "WWWWWWWWWWWWWWWWWWWWWWWW", "Guadalupe Maximiliana Wo",
        "MMMMMMMMMMM MMMMMMMMMMMM", "Wenceslao Wilfredo Worth")
PIECES = ("Maximiliana", "WWWWWW", "Guadalupe", "MMMMMM", "Wenceslao")  # what any line holding a name holds
# moves made before the table is drawn (then on to seat 0's turn, or with "+" to another seat's: the table
# waiting for a machine); None: played to its end screen
MOMENTS = (3, 14, "14+", 40, None)


def _games() -> list:
    return [g for g in registry.games().values() if max(m.players[1] for m in g.modes) >= 2]


def _setup(game, hotseat: bool) -> Setup:
    mode = max(game.modes, key=lambda m: m.players[1])
    seats = tuple(SeatSetup("human", LONG[i]) if i == 0 or (hotseat and i == 1) else
                  SeatSetup("bot", LONG[i], game.levels[0]) for i in range(mode.players[1]))
    return game.validate_setup(Setup(mode.id, seats))


def _played(game, setup: Setup, moves) -> Session:
    """A game of ``setup`` played by the random bot in every seat, ``moves`` moves in (see ``MOMENTS``),
    or to its end."""
    session = Session(game, setup, 7)
    bots = {s: make_bot(game, "random", s, 7) for s in range(len(setup.seats))}
    made = [0]
    others = isinstance(moves, str)
    least = int(moves.rstrip("+")) if others else moves

    def stop(s) -> bool:
        made[0] += 1
        step = s.next_step()
        mine = 0 in step.seats
        return least is not None and made[0] > least and (step.kind == "bot" if others else mine)

    session.advance(bots, stop=stop, humans=True, max_steps=5000, collect=False)
    return session


@contextlib.contextmanager
def watched():
    """Within the block: the boxes fitted (``fit.recording``) and the lines holding a name that were
    set on one line without being fitted (each as the text set). (A patch of its own: undoing the
    test's would undo the throw-away home folder too.)"""
    unfitted: list[str] = []
    depth = [0]
    with fit.recording() as boxes, pytest.MonkeyPatch.context() as monkeypatch:
        fitted = lambda: {b.shown or b.text for b in boxes}  # noqa: E731

        def fitting(fn):
            @functools.wraps(fn)
            def inner(*args, **kwargs):
                depth[0] += 1
                try:
                    return fn(*args, **kwargs)
                finally:
                    depth[0] -= 1
            return inner

        def setting(fn, at: int):
            @functools.wraps(fn)
            def inner(*args, **kwargs):
                content = args[at] if len(args) > at else kwargs.get("content", "")
                if not depth[0] and any(p in content for p in PIECES) and content not in fitted():
                    unfitted.append(content)
                depth[0] += 1
                try:
                    return fn(*args, **kwargs)
                finally:
                    depth[0] -= 1
            return inner

        for name in ("line", "block", "cut", "named", "fits"):
            monkeypatch.setattr(fit, name, fitting(getattr(fit, name)))
        monkeypatch.setattr(T, "ellipsized", fitting(T.ellipsized))
        monkeypatch.setattr(T, "text", setting(T.text, 1))
        monkeypatch.setattr(T, "outlined", setting(T.outlined, 1))
        monkeypatch.setattr(paint, "pill", setting(paint.pill, 1))
        yield boxes, unfitted


def _problems(boxes, unfitted) -> list[str]:
    out = {f"spills: {b.text[:60]!r} {b.drawn[0]} px wide in a box of {b.box[0]}" for b in boxes if b.spills}
    out |= {f"not fitted: {text[:70]!r}" for text in unfitted}
    return sorted(out)


def _show(app, scene) -> None:
    """``scene`` on screen at rest, painted from scratch (the curtain lifted for two at one computer)."""
    app.push(scene)
    for _ in range(3):
        if getattr(scene, "curtain", None) is not None:
            scene.handover.lift()
        app.frame(1 / 20, [])
    with layers.caching(False):
        scene.draw(pygame.Surface((1280, 720)))


def test_the_names_are_as_long_as_the_dialog_takes():
    assert all(len(n) == MAX_NAME for n in LONG)


@pytest.mark.parametrize("hotseat", [False, True], ids=["one at the screen", "hotseat"])
@pytest.mark.parametrize("game", _games(), ids=lambda g: g.id)
def test_every_name_fits_its_box_at_every_table(app, cempasuchil_home, game, hotseat):
    app.settings.animation_speed = "off"
    app.settings.automaton_speed = "instant"
    app.audio = False
    setup = _setup(game, hotseat)
    problems = []
    for moves in MOMENTS:
        session = _played(game, setup, moves)
        with watched() as (boxes, unfitted):
            if moves is None:
                scene = end_class(game)(app, session, seat=0)
                scene.reveal_on_enter = False
            else:
                scene = play_scene(game)(app, session)
            _show(app, scene)
        problems += [f"{'end' if moves is None else f'{moves} moves in'}: {p}" for p in _problems(boxes, unfitted)]
        app.scenes.pop().exit()
    assert paths.user_data_dir().is_relative_to(cempasuchil_home), "the games' stats went to the test's own folder"
    assert not problems, "\n  ".join([game.id, *problems])
