"""The example game's table in a headless window: a whole game played by clicks on cards (the first
card played dragged to the trick instead, a card the rules refuse clicked once); prints what
happened as JSON. Run by tests/test_adding_a_game.py with the example on the path."""
import json
import os
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
import example_paths  # noqa: F401  (the example joins the packages)
import pygame

from client.app import App
from game import registry
from game.protocol import SeatSetup, Setup
from game.session import Session
from scenes.shot_tools import drag_to
from scenes.tables import play_scene

SEED = 5  # a deal where the player must follow a suit while holding another


def click(app, pos) -> None:
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        extra = {"rel": (0, 0), "buttons": (0, 0, 0)} if kind == pygame.MOUSEMOTION else {"button": 1}
        app.frame(0.05, [pygame.event.Event(kind, {"pos": pos, **extra})])


def main() -> None:
    from game.rules.calaveritas.actions import Play  # (the example's, on the path once it is written)

    app = App(persist_settings=False, window_size=(1280, 720))
    game = registry.get(sys.argv[1])
    session = Session(game, Setup("duel", (SeatSetup("human", "You"), SeatSetup("bot", "Rosa", "random"))), SEED)
    scene = play_scene(game)(app, session)
    app.push(scene)
    app.frame(0.05, [])
    parts = scene.table.parts
    picture = scene.table.picture
    out = {"parts": parts.names(), "orphans": [h.key for h in scene.hotspots if parts.part_of(h.key) is None],
           "refused": None, "reason": None, "dragged": False, "my_cards_played": 0, "frames": 0,
           "stills_repainted": 0}
    hand = parts.part("hand")

    def settle(frames: int = 40) -> None:
        for _ in range(frames):
            serial = picture.serial
            app.frame(0.05, [])
            out["frames"] += 1
            out["stills_repainted"] += picture.serial != serial

    deadline = time.monotonic() + 90  # (the bot seat thinks in its worker, in real time)
    while time.monotonic() < deadline:
        settle()
        if session.is_over:
            break
        if not scene.players_turn:
            time.sleep(0.05)
            continue
        laid = hand.cards(scene.view)
        playable = hand.playable(scene.view)
        refused = [(card, rect) for card, rect in laid if card not in playable]
        if refused and out["refused"] is None:  # a card the rules refuse: clicked once, said once
            card, rect = refused[0]
            out["log_before_refusal"] = len(session.log)
            click(app, rect.center)
            out["refused"] = scene.drag.message.text if scene.drag.message else ""
            out["reason"] = scene.table.why_illegal(Play(card))
            out["log_after_refusal"] = len(session.log)
        card, rect = next((c, r) for c, r in hand.cards(scene.view) if c in hand.playable(scene.view))
        before = len(session.log)
        if not out["dragged"]:
            drag_to(app, rect.center, parts.part("trick").rect.center, release=True)
            out["dragged"] = len(session.log) == before + 1
        else:
            click(app, rect.center)
        out["my_cards_played"] += len(session.log) > before
    settle(20)
    out.update(over=session.is_over, won=list(scene.view.won), end_prompt=scene.prompt(),
               tooltip=repr(scene.tooltip.key))
    app.shutdown()
    print(json.dumps(out))


if __name__ == "__main__":
    main()
