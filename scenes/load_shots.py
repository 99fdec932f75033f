"""The Load screen's shots, and the sample games they (and other screens' shots) are made of."""
from __future__ import annotations

import json
import os
import time
from pathlib import Path

from game import registry, tutorial
from game.session import default_setup
from scenes.load import LoadScene
from scenes.menu import MenuScene
from scenes.shell_words import s
from scenes.shot_tools import sample_session

__all__ = ["SHOTS", "make_sample_finished", "make_sample_saves", "sample_session"]  # sample_session: its old address


def _dated(path: Path, when: float) -> None:
    """Give a sample save the date it was last played."""
    record = json.loads(path.read_text(encoding="utf-8"))
    record["saved_at"] = when
    path.write_text(json.dumps(record), encoding="utf-8")
    os.utime(path, (when, when))


def make_sample_saves(app, seed: int) -> list[Path]:
    """Two games in progress (of two titles when there are two), a copy, a finished game and a damaged
    file, for the Load screen's shots."""
    games = list(registry.games().values())
    if not games:
        return []
    first, second = games[0], games[min(1, len(games) - 1)]
    now = time.time()
    store = app.store
    paths = [store.autosave(sample_session(first, seed, 7)),
             store.autosave(sample_session(second, seed + 3, 2, bot="random",
                                           setup=default_setup(second, second.modes[-1].id, 3, bot="easy"))),
             store.save_copy(sample_session(first, seed + 1, 4), s("load-sample-copy")),  # a name a player typed
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
    make_sample_finished(app, seed)
    app.push(MenuScene(app))
    scene = LoadScene(app, focus="finished")
    app.push(scene)
    return scene


def _shot_load_many(app, seed: int, turn: int):
    """Over 50 saves: the screen suggests clearing the finished games."""
    game = next(iter(registry.games().values()))
    finished = sample_session(game, seed, 99)
    for i in range(52):
        finished.save_id = f"{game.id}-sample-{i:02d}"
        app.store.keep_finished(finished)
    return _shot_load(app, seed, turn)


SHOTS = {"load-many": _shot_load_many, "load": _shot_load, "load-delete": _shot_load_delete,
         "load-deleted": _shot_load_deleted, "load-guided": _shot_load_guided, "load-damaged": _shot_load_damaged,
         "load-finished": _shot_load_finished}
