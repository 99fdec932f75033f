"""What every game's shots share (``python -m game shot NAME``)."""
from __future__ import annotations


def _never(_) -> bool:
    return False


def end_shots(end_scene, played_to, setups: dict) -> dict:
    """The end screen's shot builders, one per name in ``setups`` (name -> the game's setup as
    ``played_to(setup, seed, stop)`` takes it: a count of players, a mode). Each plays that game to its
    end and shows ``end_scene`` from seat 0 as a still picture: the final numbers at once."""
    def builder(setup):
        def build(app, seed: int, turn: int):
            scene = end_scene(app, played_to(setup, seed, _never), seat=0)
            scene.reveal_on_enter = False
            return scene
        return build
    return {name: builder(setup) for name, setup in setups.items()}
