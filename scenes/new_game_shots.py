"""The new-game screen's shots: as it opens, with four seats, refused, with a game in progress, and
every game's own dialog."""
from __future__ import annotations

from game import registry
from scenes.menu import MenuScene
from scenes.new_game import NewGameScene
from scenes.seating_plan import HOTSEAT
from scenes.shot_tools import sample_session


def _shot_new_game(app, seed: int, turn: int):
    app.push(MenuScene(app))
    game = list(registry.games().values())[0]
    scene = NewGameScene(app, game)
    app.push(scene)
    return scene


def _shot_new_game_players(app, seed: int, turn: int):
    """Four seats: you, a friend at this computer and two AI levels, Common Goals on."""
    app.push(MenuScene(app))
    game = list(registry.games().values())[0]
    multi = next(m for m in game.modes if m.players[1] > 1)
    scene = NewGameScene(app, game, multi.id)
    plan = scene.plans[multi.id]
    plan.set_count(plan.counts[-1])
    plan.set_controller(1, HOTSEAT)
    plan.set_name(1, "Marisol")
    if len(game.levels) > 1 and plan.count > 2:
        plan.set_controller(2, game.levels[0])
    for opt in multi.options:
        if opt.kind == "bool":
            plan.set_option(opt.key, True)
    app.push(scene)
    return scene


def _shot_new_game_refused(app, seed: int, turn: int):
    """Two seats with the same name: Start is off and the dialog says why."""
    scene = _shot_new_game_players(app, seed, turn)
    scene.plan.set_name(2, "Marisol")
    app.rebuild_scene()
    return scene


def _shot_new_game_continue(app, seed: int, turn: int):
    """A game of this title in progress: the offer to continue it or start a new one."""
    game = list(registry.games().values())[0]
    app.store.autosave(sample_session(game, seed, 5))
    return _shot_new_game(app, seed, turn)


def _shot_new_game_of(game_id: str):
    """A builder of one game's dialog as it first opens (its usual player count, its seating)."""
    def build(app, seed: int, turn: int):
        app.push(MenuScene(app))
        scene = NewGameScene(app, registry.get(game_id))
        app.push(scene)
        return scene
    return build


def _shots() -> dict:
    out = {"new-game": _shot_new_game, "new-game-players": _shot_new_game_players,
           "new-game-refused": _shot_new_game_refused, "new-game-continue": _shot_new_game_continue}
    for game_id in registry.games():  # every game's dialog: muertos/new-game, oaxaca/new-game...
        out[f"{game_id}/new-game"] = _shot_new_game_of(game_id)
    return out


SHOTS = _shots()
