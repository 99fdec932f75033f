"""The Load screen's shots, and the sample games they (and other screens' shots) are made of."""
from __future__ import annotations

import json
import os
import time
from pathlib import Path

from scenes.load import LoadScene


def sample_session(game, seed: int, rounds: int, bot: str = "hint", setup=None):
    """A session (of ``setup``, else the first mode's usual one) with every seat played by a bot
    (the hint bot, else the random one) until it reaches ``rounds`` (for screenshots and tests)."""
    from game.ai import make_bot
    from game.session import Session

    session = Session(game, setup or game.modes[0].id, seed)
    name = bot if bot in game.bots else "random"
    players = {seat: make_bot(game, name, seat, seed) for seat in range(len(session.setup.seats))}
    session.advance(players, stop=lambda s: getattr(s.state, "round", 0) >= rounds, humans=True, max_steps=2000,
                    collect=False)
    return session


def _dated(path: Path, when: float) -> None:
    """Give a sample save the date it was last played."""
    record = json.loads(path.read_text(encoding="utf-8"))
    record["saved_at"] = when
    path.write_text(json.dumps(record), encoding="utf-8")
    os.utime(path, (when, when))


def make_sample_saves(app, seed: int) -> list[Path]:
    """Two games in progress (of two titles when there are two), a copy, a finished game and a damaged
    file, for the Load screen's shots."""
    from game import registry
    from game.session import default_setup

    games = list(registry.games().values())
    if not games:
        return []
    first, second = games[0], games[min(1, len(games) - 1)]
    now = time.time()
    store = app.store
    paths = [store.autosave(sample_session(first, seed, 7)),
             store.autosave(sample_session(second, seed + 3, 2, bot="random",
                                           setup=default_setup(second, second.modes[-1].id, 3, bot="easy"))),
             store.save_copy(sample_session(first, seed + 1, 4), "Sunday with Abuela"),
             store.keep_finished(sample_session(first, seed + 2, 99))]
    bad = store.games_folder / f"{first.id}-cut-short.json"
    bad.write_text('{"format": "cempasuchil-save", "version": 2, "game": "ofr', encoding="utf-8")
    paths.append(bad)
    for path, age in zip(paths, (600, 2 * 3600 + 60, 26 * 3600, 3 * 86400, 9 * 86400)):  # spread the dates out
        if path is bad:
            os.utime(path, (now - age, now - age))
        else:
            _dated(path, now - age)
    return paths


def make_sample_finished(app, seed: int) -> list[Path]:
    """Three finished games kept for replays (solo, two and four players) and a damaged one."""
    from game import registry
    from game.session import default_setup

    game = next(iter(registry.games().values()))
    multi = game.modes[-1].id
    sessions = [sample_session(game, seed, 99),
                sample_session(game, seed + 1, 99, bot="random", setup=default_setup(game, multi, 2, bot="easy")),
                sample_session(game, seed + 2, 99, bot="random", setup=default_setup(game, multi, 4, bot="hard"))]
    paths = [app.store.keep_finished(s) for s in sessions]
    bad = app.store.finished_folder / f"{game.id}-cut-short.json"
    bad.write_text('{"format": "cempasuchil-save", "version": 2, "ga', encoding="utf-8")
    return paths + [bad]


def _shot_load(app, seed: int, turn: int):
    from scenes.menu import MenuScene

    make_sample_saves(app, seed)
    app.push(MenuScene(app))
    scene = LoadScene(app)
    app.push(scene)
    return scene


def _shot_load_delete(app, seed: int, turn: int):
    scene = _shot_load(app, seed, turn)
    scene.delete_selected()
    return scene


def _shot_load_deleted(app, seed: int, turn: int):
    """A save just deleted: Undo shows, and the toast saying so stands above the buttons."""
    scene = _shot_load_delete(app, seed, turn)
    app.dialog.choose(len(app.dialog.buttons) - 1)  # the dialog's Delete
    return scene


def _shot_load_guided(app, seed: int, turn: int):
    """A guided first game among the saves: listed as "Learn to play", its AI seats by their levels."""
    from game import registry, tutorial

    game = next(g for g in registry.games().values() if tutorial.has_tutorial(g))
    session = tutorial.new_session(tutorial.load(game))
    session.tutorial = {"step": 0}
    app.store.autosave(session)
    return _shot_load(app, seed, turn)


def _shot_load_damaged(app, seed: int, turn: int):
    scene = _shot_load(app, seed, turn)
    path = scene.infos[0].path
    session = app.store.load(path)
    app.store.autosave(session)  # the version before becomes its .bak
    path.write_text("{ this save was cut short", encoding="utf-8")
    scene.refresh()
    scene.load_selected()
    return scene


def _shot_load_finished(app, seed: int, turn: int):
    from scenes.menu import MenuScene

    make_sample_finished(app, seed)
    app.push(MenuScene(app))
    scene = LoadScene(app, focus="finished")
    app.push(scene)
    return scene


def _shot_load_many(app, seed: int, turn: int):
    """Over 50 saves: the screen suggests clearing the finished games."""
    from game import registry

    game = next(iter(registry.games().values()))
    finished = sample_session(game, seed, 99)
    for i in range(52):
        finished.save_id = f"{game.id}-sample-{i:02d}"
        app.store.keep_finished(finished)
    return _shot_load(app, seed, turn)


SHOTS = {"load-many": _shot_load_many, "load": _shot_load, "load-delete": _shot_load_delete,
         "load-deleted": _shot_load_deleted, "load-guided": _shot_load_guided, "load-damaged": _shot_load_damaged,
         "load-finished": _shot_load_finished}
