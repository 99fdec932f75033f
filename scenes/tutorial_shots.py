"""A shot of every step of every guided first game: ``<id>/tutorial-<n>``, the table with the coach
at step ``n`` (the script played up to it, as the learner would have)."""
from __future__ import annotations

from functools import partial

from game import registry, tutorial
from scenes.tables import play_scene


def _shot_step(game_id: str, n: int, app, seed: int = 1, turn: int = 1):
    game = registry.get(game_id)
    script = tutorial.load(game)
    session = tutorial.new_session(script)
    for i in range(n - 1):
        tutorial.play_step(script, i, session)
    session.tutorial = {"step": n - 1}
    return play_scene(game)(app, session)


def _shots() -> dict:
    out = {}
    for game in registry.games().values():
        if tutorial.has_tutorial(game):
            for n in range(1, len(tutorial.load(game).steps) + 1):
                out[f"{game.id}/tutorial-{n}"] = partial(_shot_step, game.id, n)
    return out


SHOTS = _shots()
