"""Día de los Muertos with long names: the Ask chooser's buttons name whom to ask with a long name
cut with an ellipsis to the buttons' room (it was cut at 10 letters without one: "Maximilian"); the
chooser is not reached by tests/test_long_names.py, which plays to other moments."""
from __future__ import annotations

import random

from game import registry
from game.protocol import SeatSetup, Setup
from game.rules.muertos.actions import Play
from game.session import Session
from scenes.widgets import text as T

GAME = registry.get("muertos")
LONG = ("Maximiliana Guadalupe de", "WWWWWWWWWWWWWWWWWWWWWWWW", "Guadalupe Maximiliana Wo",
        "MMMMMMMMMMM MMMMMMMMMMMM")


def test_the_ask_buttons_cut_a_long_name_with_an_ellipsis(app):
    from scenes.tables import play_scene
    MuertosScene = play_scene("muertos")

    app.settings.animation_speed = "off"
    for seed in range(1, 40):
        session = Session(GAME, Setup("table", tuple(SeatSetup("human", n) for n in LONG)), seed)
        rng, st = random.Random(seed), session.state
        while not st.is_over:
            (seat,) = st.to_move()
            if Play("ask") in st.legal_actions(seat):
                break
            session.apply(seat, rng.choice(st.legal_actions(seat)))
        if not st.is_over:
            break
    scene = MuertosScene(app, session)
    app.push(scene)
    if scene.curtain is not None:
        scene.handover.lift()
    app.frame(1 / 60, [])
    assert scene.seat == seat
    assert scene.propose(Play("ask"))
    app.frame(1 / 60, [])
    labels = [b.label for b in scene.buttons]
    for name in [n for i, n in enumerate(LONG) if i != seat]:
        [button] = [b for b in scene.buttons if b.label.endswith("\u2026") and name.startswith(b.label[:-1])]
        assert T.text(app.assets, button.label, "bold", 13).get_width() <= button.rect.w - 14
    assert "Me" in labels
    bar = scene.table.geometry.prompt_rect.inflate(0, 200)
    assert all(bar.contains(b.rect) for b in scene.buttons), "the four buttons share the bar's width"
