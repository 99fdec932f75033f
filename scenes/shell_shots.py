"""The shell's screens' shots (``python -m game shot menu``, client/shots.py): the menu, Settings,
Rules (every game's page), Statistics and a replay, each over the menu as a player reaches it.

They live here, above the screens, so that no screen imports the menu to be put under it: the
menu opens the screens, and only this module knows both.
"""
from __future__ import annotations

from game import registry
from game.session import default_setup
from game.stats import record, save_stats
from scenes.load import LoadScene
from scenes.menu import MenuScene
from scenes.replay import ReplayScene
from scenes.rules_scene import RulesScene
from scenes.settings_scene import SettingsScene
from scenes.shot_tools import sample_session
from scenes.stats_scene import StatsScene


def _shot_menu(app, seed: int, turn: int):
    """The menu; with ``--turn K`` (K > 1) an autosave at round K makes Continue appear."""
    if turn > 1:
        games = list(registry.games().values())
        if games:
            app.store.autosave(sample_session(games[0], seed, turn))
    return MenuScene(app)


def _shot_settings(app, seed: int, turn: int):
    app.push(MenuScene(app))
    scene = SettingsScene(app)
    app.push(scene)
    return scene


def _shot_rules_of(game_id: str | None):
    """A builder of the rules screen on one game (``--turn K``: its section K-1)."""
    def build(app, seed: int, turn: int):
        app.push(MenuScene(app))
        scene = RulesScene(app, game_id)
        app.push(scene)
        if turn > 1 and scene.doc is not None and scene.doc.sections:
            scene.jump(scene.doc.sections[min(turn - 2, len(scene.doc.sections) - 1)][1])
            app.rebuild_scene()
        return scene
    return build


def _sample_stats(app, seed: int) -> None:
    """A few finished games counted into the shot's statistics: solo ones and multiplayer ones."""
    stats: dict = {}
    game = next(iter(registry.games().values()))  # the first game, solo and with others (its last mode)
    multi = game.modes[-1]
    for i in range(5):
        record(stats, sample_session(game, seed + i, 99))
    for i in range(4):
        lo, hi = multi.players
        setup = default_setup(game, multi.id, lo + i % (hi - lo + 1), bot="easy" if i % 2 else "hard")
        record(stats, sample_session(game, seed + 10 + i, 99, bot="random", setup=setup))
    save_stats(stats)


def _shot_stats(app, seed: int, turn: int):
    _sample_stats(app, seed)
    app.push(MenuScene(app))
    return StatsScene(app)


def _shot_stats_empty(app, seed: int, turn: int):
    app.push(MenuScene(app))
    return StatsScene(app)


def _shot_replay(app, seed: int, turn: int):
    """A finished sample game replayed, stopped a third of the way in."""
    game = list(registry.games().values())[0]
    session = sample_session(game, seed, 99)
    app.push(LoadScene(app))
    scene = ReplayScene(app, session, len(session.log) // 3)
    app.push(scene)
    return scene


def _shots() -> dict:
    out = {"menu": _shot_menu, "settings": _shot_settings, "stats": _shot_stats, "stats-empty": _shot_stats_empty,
           "replay": _shot_replay, "rules": _shot_rules_of(None)}  # rules: the first game's page
    for game_id in registry.games():  # every game's page: muertos/rules, oaxaca/rules...
        out[f"{game_id}/rules"] = _shot_rules_of(game_id)
    return out


SHOTS = _shots()
