"""What a placement on Ofrenda's ofrenda would score, told before it is made: the rules' preview
(points now, why, and as if the game ended right after) against the score the move really brings,
and the table's bubble beside a held piece (dragged, or picked by a click) over a legal place."""
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game import registry  # noqa: E402
from game.rules.ofrenda.actions import PlaceCandle, PlaceMarigold, PlacePortrait  # noqa: E402
from game.rules.ofrenda.preview import PLACEMENTS, ended, preview  # noqa: E402
from game.rules.ofrenda.state import OfrendaState, Phase  # noqa: E402
from game.session import Session  # noqa: E402
from tests.test_ofrenda_scene import click, mouse, open_scene, scene_app  # noqa: E402,F401
from game.text import say

GAME = registry.get("ofrenda")
DATA = GAME.load_data()


def placements(seed: int, mode: str = "solo", players: int = 1):
    """Every (state, seat, placement) met in a game played at random (the state as it was then)."""
    from game.session import default_setup

    setup = default_setup(GAME, mode, players) if mode != "solo" else "solo"
    st = GAME.new_state(DATA, seed, setup) if mode != "solo" else OfrendaState(DATA, seed)
    rng = random.Random(seed)
    while not st.is_over:
        seat = next(iter(st.to_move()))
        acts = st.legal_actions(seat)
        if seat >= 0:
            for a in acts:
                if isinstance(a, PLACEMENTS):
                    yield st, seat, a
        st.apply(seat, rng.choice(acts))


def reason_points(told) -> int:
    """The points the reasons account for (each lit portrait, neighbour, decoration, goal token)."""
    out = 0
    for kind, *facts in told.reasons:
        if kind == "lights":
            out += facts[2]
        elif kind in ("neighbour", "decoration"):
            out += facts[-1]
        elif kind == "goal":
            out += facts[1]
    return out


@pytest.mark.parametrize("seed,mode,players", [(3, "solo", 1), (5, "solo", 1), (8, "multi", 3)])
def test_the_preview_is_the_score_the_move_brings(seed, mode, players):
    mode = GAME.modes[1].id if mode == "multi" else mode
    seen = {"lights": 0, "decoration": 0, "candle_lit": 0}
    for st, seat, action in placements(seed, mode, players):
        told = preview(DATA, GAME.view(st, seat), action)
        after = st.clone()
        before_now, before_end = st.score(seat).total, ended(st).score(seat).total
        after.apply(seat, action)
        assert told.points == after.score(seat).total - before_now, action
        at_end = ended(after).score(seat).total - before_end
        assert (told.at_end if told.at_end is not None else told.points) == at_end, action
        assert reason_points(told) == told.points, (action, told)
        for kind, *_ in told.reasons:
            if kind in seen:
                seen[kind] += 1
    assert seen["lights"] and seen["decoration"]


def test_only_placements_are_previewed_and_only_legal_ones():
    st = OfrendaState(DATA, 3)
    while st.phase is not Phase.PLAY_PORTRAIT or st.current != 0:
        st.apply(next(iter(st.to_move())), st.legal_actions(next(iter(st.to_move())))[0])
    v = GAME.view(st, 0)
    card = v.you.hand[0]
    assert preview(DATA, v, PlacePortrait(card, "B2")) is not None
    assert preview(DATA, v, PlacePortrait("no-such-card", "B2")) is None
    assert preview(DATA, v, PlaceMarigold("G1")) is None  # not decorating now
    assert preview(DATA, v, st.legal_actions(0)[-1]) is None or isinstance(st.legal_actions(0)[-1], PLACEMENTS)


def scoring_moment(seed: int = 3):
    """A solo session at the first moment a portrait in hand would light something, and that placement."""
    session = Session(GAME, "solo", seed)
    rng = random.Random(seed)
    while True:
        st = session.state
        if st.automaton_to_move:
            session.apply_automaton()
            continue
        acts = st.legal_actions(0)
        if st.phase is Phase.PLAY_PORTRAIT:
            for a in acts:
                if isinstance(a, PlacePortrait):
                    told = preview(DATA, GAME.view(st, 0), a)
                    if told.points > 0 and any(r[0] == "lights" for r in told.reasons):
                        return session, a, told
        session.apply(0, rng.choice([a for a in acts if not isinstance(a, (PlaceCandle, PlaceMarigold))] or acts))


def test_dragging_a_portrait_over_a_slot_shows_what_it_would_score(scene_app):
    session, action, told = scoring_moment()
    scene = open_scene(scene_app, session)
    hand = scene.view.you.hand
    src = scene.table.geometry.hand_rects(len(hand))[hand.index(action.card)].center
    dest = scene.table.geometry.slot_rects[action.slot].center
    before = scene.state.score(0).total
    scene_app.frame(1 / 60, [mouse("move", src), mouse("down", src)])
    scene_app.frame(1 / 60, [mouse("move", (src[0], src[1] - 60))])
    scene_app.frame(1 / 60, [mouse("move", dest)])
    assert scene.drag.hover is not None and scene.drag.hover.legal
    lines = scene.drag.hover.told()
    assert lines[0] == f"+{told.points} points now"
    assert any("lights in" in line for line in lines[1:])
    scene_app.frame(1 / 60, [mouse("up", dest)])
    assert scene.session.log[-1].action == action
    assert scene.state.score(0).total - before == told.points


def test_a_portrait_picked_by_a_click_shows_its_score_over_a_slot_instead_of_the_tooltip(scene_app):
    session, action, told = scoring_moment()
    scene = open_scene(scene_app, session)
    hand = scene.view.you.hand
    click(scene_app, scene.table.geometry.hand_rects(len(hand))[hand.index(action.card)].center)
    assert scene.table.selected == ("hand", action.card)
    dest = scene.table.geometry.slot_rects[action.slot].center
    scene_app.frame(1 / 60, [mouse("move", dest)])
    held = scene.table.held_preview()
    assert held is not None and held[1][0] == f"+{told.points} points now"
    drawn = [name for _rank, name, _rect in scene.overlays.drawn]
    assert "preview" in drawn and "tooltip" not in drawn
    scene_app.frame(1 / 60, [mouse("move", (5, 5))])  # off the slot: no bubble
    assert scene.table.held_preview() is None


def test_the_guided_game_s_score_panel_shows_the_lit_candle_the_coach_speaks_of(scene_app):
    """When the coach says the candle in C1 has lit, the score panel shows it lit, with its points now
    and if the game ended now (the rules' final lighting on a copy), as the coach's line says."""
    from game import tutorial
    from scenes.tables import play_scene
    OfrendaScene = play_scene("ofrenda")

    script = tutorial.load(GAME)
    session = tutorial.new_session(script)
    n = 0
    while not session.state.boards[0].lit_candles:
        tutorial.play_step(script, n, session)
        n += 1
    session.tutorial = {"step": n}
    scene = OfrendaScene(scene_app, session)
    scene_app.push(scene)
    scene_app.frame(0.0, [])
    rows = {label: (extra, now, end) for _icon, label, extra, now, end in scene.table.parts.part("score").rows(scene.view)}
    end = ended(session.state).score(0)
    assert rows["Candles"] == ("1 lit", "0", str(end.candles))
    assert rows["Marigolds"][2] == str(end.marigolds) and rows["Lit portraits"][2] == str(end.portraits)
    assert scene.table.ending_score().total == end.total
    said = say(script.words(script.steps[n]), "en")
    assert "has lit" in said and f"Candles ({rows['Candles'][0]}), {rows['Candles'][1]} points" in said


def guided_at(move_kind):
    """The guided game at its first step whose move is a ``move_kind``, and that move."""
    from game import tutorial

    script = tutorial.load(GAME)
    session = tutorial.new_session(script)
    for n in range(len(script.steps)):
        expected = tutorial.Tutor(script, n).expected(session.state.legal_actions(0)) if \
            session.state.to_move() == {0} else []
        if expected and isinstance(expected[0], move_kind):
            session.tutorial = {"step": n}
            return session, expected[0]
        tutorial.play_step(script, n, session)
    raise AssertionError(f"no {move_kind.__name__} step")


def test_the_guided_game_s_candle_held_over_c1_says_what_it_scores_and_why(scene_app):
    session, action = guided_at(PlaceCandle)
    assert action.slot == "C1"
    from scenes.tables import play_scene
    OfrendaScene = play_scene("ofrenda")

    scene = OfrendaScene(scene_app, session)
    scene_app.push(scene)
    scene_app.frame(0.0, [])
    i = list(scene.view.you.candles).index(action.candle)
    src = scene.table.geometry.storage_candle_rect(i).center
    dest = scene.table.geometry.deco_rects["C1"].center
    before = session.state.score(0).total
    scene_app.frame(1 / 60, [mouse("move", src), mouse("down", src)])
    scene_app.frame(1 / 60, [mouse("move", (src[0] + 40, src[1] - 40))])
    scene_app.frame(1 / 60, [mouse("move", dest)])
    assert scene.drag.hover is not None and scene.drag.hover.legal
    lines = scene.drag.hover.told()
    told = preview(DATA, scene.view, action)
    after = session.state.clone()
    after.apply(0, action)
    assert told.points == after.score(0).total - before
    assert lines[0] == ("No points now" if not told.points else f"+{told.points} points now")
    assert lines[1].startswith("Unlit until its wish is met: all five offerings")
