"""The example game's table in a headless window: a click on a petal takes petals; prints what
happened as JSON. Run by tests/test_adding_a_game.py with the example on the path."""
import json
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
import example_paths  # noqa: F401  (the example joins the packages)
import pygame

from client.app import App
from game import registry
from game.protocol import SeatSetup, Setup
from game.session import Session
from scenes.tables import play_scene


def click(app, pos) -> None:
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        extra = {"rel": (0, 0), "buttons": (0, 0, 0)} if kind == pygame.MOUSEMOTION else {"button": 1}
        app.frame(0.05, [pygame.event.Event(kind, {"pos": pos, **extra})])


def main() -> None:
    app = App(persist_settings=False, window_size=(1280, 720))
    game = registry.get(sys.argv[1])
    session = Session(game, Setup("duel", (SeatSetup("human", "You"), SeatSetup("bot", "Rosa", "random"))), 3)
    scene = play_scene(game)(app, session)
    app.push(scene)
    app.frame(0.05, [])
    table = scene.table.parts
    orphans = [h.key for h in scene.hotspots if table.part_of(h.key) is None]
    basket = table.part("basket")
    click(app, basket.petal_rect(13).center)  # the second petal from the end: take 2
    for _ in range(20):  # the tooltip of the petal taken would show now, were it kept
        app.frame(0.05, [])
    first = session.log[0] if session.log else None
    out = {"parts": table.names(), "orphans": orphans, "first": repr(first), "prompt": scene.prompt(),
           "tooltip": repr(scene.tooltip.key)}
    app.shutdown()
    print(json.dumps(out))


if __name__ == "__main__":
    main()
