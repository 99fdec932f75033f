"""Ofrenda's table at rest: a portrait's tooltip is drawn while the pointer rests on it (not only at
the next movement), and the decorating prompt fits its two-line bar whatever was surrounded."""
import itertools
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.rules.ofrenda import Phase  # noqa: E402
from game.rules.ofrenda.state import compiled  # noqa: E402
from game.session import Session  # noqa: E402
from scenes.ofrenda.layout import PROMPT_RECT  # noqa: E402
from scenes.widgets import text as T  # noqa: E402
from scenes.widgets.hotspot import hotspot_at  # noqa: E402
from tests.test_ofrenda_scene import GAME, mouse, open_scene, play_until, scene_app  # noqa: E402,F401


def empty_spot(scene):
    """A place of the table with nothing under it."""
    return next((x, y) for y in range(700, 500, -10) for x in range(530, 1040, 10)
                if hotspot_at(scene.hotspots, (x, y)) is None and not any(b.contains((x, y)) for b in scene.all_buttons()))


@pytest.mark.parametrize("where", ["hand", "market", "ofrenda"])
def test_a_portrait_s_tooltip_is_drawn_while_the_pointer_rests_on_it(scene_app, where):
    session = play_until(Session(GAME, "solo", 11), lambda s: s.round == 4 and s.phase is Phase.TAKE_PORTRAIT)
    scene = open_scene(scene_app, session)
    pos = {"hand": lambda: scene.table.geometry.hand_rects(len(scene.view.you.hand))[0].center,
           "market": lambda: scene.table.geometry.market_card_rect(1).center,
           "ofrenda": lambda: scene.table.geometry.slot_rects[next(iter(scene.view.you.ofrenda))].center}[where]()
    scene_app.frame(1 / 60, [mouse("move", empty_spot(scene))])
    for _ in range(600):  # until the table is at rest (the log's newest line has stopped glowing)
        if not scene_app.frame(1 / 60, []) and not scene_app.dirty:
            break
    assert scene.tooltip.key is None and not scene_app.frame(1 / 60, [])
    scene_app.frame(1 / 60, [mouse("move", pos)])
    for _ in range(60):  # a second at rest: no event at all
        scene_app.frame(1 / 60, [])
    assert scene.tooltip.visible
    drawn = {name: rect for _rank, name, rect in scene.overlays.drawn}
    assert drawn.get("tooltip") is not None, "the tooltip is shown but no frame has drawn it"


def decorating_scene(app, pending):
    session = play_until(Session(GAME, "solo", 11), lambda s: s.round == 3 and s.phase is Phase.TAKE_PORTRAIT)
    board = session.state.boards[0]
    board.candles = board.candles or ["candle-13"]
    board.marigolds = max(board.marigolds, 2)
    session.state.phase = Phase.DECORATE
    session.state.current = 0
    session.state.pending = list(pending)
    scene = open_scene(app, session)
    scene.refresh()
    return scene


def bar_lines(scene) -> float:
    one = T.render_rich(scene.assets, "Xg", 400, size=15, role="bold", scaled=False).get_height()
    return scene.table.prompt_bar.image().get_height() / one


def test_the_decorating_prompt_fits_its_two_line_bar_whatever_was_surrounded(scene_app):
    comp = compiled(GAME.load_data())
    worst = max((decos for decos in comp.decos_of_slot.values()), key=len)
    assert len(worst) == 4  # M2 surrounds C1, C3, G1 and G3 at once
    sets = {tuple(c) for decos in comp.decos_of_slot.values() for k in range(1, len(decos) + 1)
            for c in itertools.combinations(decos, k)}
    scene = decorating_scene(scene_app, worst)
    assert scene.tool("end_turn").visible
    text = scene.prompt()
    assert text == "Decorate 4 surrounded slots (candles on C1, C3; marigolds on G1, G3), or end your turn."
    for pending in sorted(sets):
        scene.state.pending = list(pending)
        scene.refresh()
        assert bar_lines(scene) < 2.5, (pending, scene.prompt())  # two lines at most
        assert scene.table.prompt_bar.image().get_height() <= PROMPT_RECT.h - 4
    scene.state.pending = ["G3"]
    scene.refresh()
    assert scene.prompt() == "You surrounded a decoration slot: drag a marigold onto G3, or end your turn."


@pytest.mark.parametrize("seed", [1, 11])
def test_the_hovered_portrait_s_price_badge_is_in_full_view(scene_app, seed):
    """The "Free · gain 1" badge under the hovered portrait stays within its card's width: neither the
    tooltip opening beside that card nor a neighbouring card covers any of it, and it lies in the
    family board's painted area."""
    from scenes.ofrenda.layout import MARKET_REGION

    session = play_until(Session(GAME, "solo", seed), lambda s: s.round == 1 and s.phase is Phase.TAKE_PORTRAIT)
    scene = open_scene(scene_app, session)
    board = scene.table.parts.part("family-board")
    view = scene.view
    assert any(view.market_marigolds), "a portrait with marigolds on it, to show a gain"
    for space, card in enumerate(view.market):
        if card is None:
            continue
        scene_app.frame(1 / 60, [mouse("move", scene.table.geometry.market_card_rect(space).center)])
        for _ in range(60):
            scene_app.frame(1 / 60, [])
        assert scene.table.hover_key == ("market", space) and scene.tooltip.visible
        tip = scene.tooltip.rect()
        own = scene.table.geometry.market_card_rect(space)
        others = [scene.table.geometry.market_card_rect(i) for i, c in enumerate(view.market) if c is not None and i != space]
        tags = board.price_tags(view, space)
        assert tags
        for _surface, rect in tags:
            assert own.left <= rect.left and rect.right <= own.right, (space, rect, own)
            assert not rect.colliderect(tip), (space, rect, tip)
            assert not any(rect.colliderect(o) for o in others), (space, rect)
            assert MARKET_REGION.contains(rect), (space, rect)
