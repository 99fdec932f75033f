"""Día de los Muertos at the default pace: a card changing hands (a gift exchange, a Swap) is held
and told under the trick, like a finished trick, until a click or a few seconds; the AIs wait
meanwhile. With animations off (the instant pace of tests and benchmarks) nothing is held."""
from __future__ import annotations

import pytest

from conftest import frame

from game.ai import make_bot
from tests.test_muertos_scene import click, frames_until, open_table, setup

HANDED = ("gift_take", "gift_give", "swap_give", "swap_return")


@pytest.fixture
def table(app):
    app.settings.animation_speed = "normal"
    app.settings.automaton_speed = "normal"
    return app


def _until_a_gift(table, scene) -> bool:
    session = scene.session
    me = make_bot(scene.game, "heuristic", scene.seat, 0)

    def gift_told() -> bool:
        if scene.players_turn and not scene.holding():  # the player's own moves, made for them
            scene.propose(me.decide(session.decision(scene.seat)).action)
        return scene.table.handing is not None

    return frames_until(table, gift_told, seconds=240)


def test_a_gift_is_told_and_held_until_seen(table):
    scene = open_table(table, setup(4), seed=6)
    assert _until_a_gift(table, scene), "a gift or a Swap is told under the trick"
    session = scene.session
    last = [e for e in session.state.events if e.kind.partition("_hidden")[0] in HANDED][-1]
    assert scene.game.event_text(last, scene.seat, session.setup.names) in str(scene.table.handing)
    assert scene.table.reading is None and scene.holding()
    moves = len(session.state.events)
    for _ in range(120):  # two seconds: the AIs' pace has passed, the gift is still told and nobody moved
        table.frame(1 / 60, [])
    assert scene.table.handing is not None and len(session.state.events) == moves
    click(table, (700, 200))  # the bare felt: seen, the game goes on
    assert scene.table.handing is None
    assert frames_until(table, lambda: len(session.state.events) > moves or scene.players_turn, seconds=5)


def test_a_gift_is_let_go_after_a_few_seconds(table):
    scene = open_table(table, setup(4), seed=6)
    assert _until_a_gift(table, scene)
    frames = 0
    while scene.table.handing is not None and frames < 60 * 30:
        table.frame(1 / 60, [])
        frames += 1
    assert 2.0 <= frames / 60 <= 4.0


def test_nothing_is_held_with_animations_off(app):
    app.settings.animation_speed = "off"
    app.settings.automaton_speed = "instant"
    scene = open_table(app, setup(4), seed=6)
    session = scene.session
    me = make_bot(scene.game, "heuristic", scene.seat, 0)
    seen = 0
    for _ in range(3000):
        if session.state.is_over or seen > 3:
            break
        if scene.players_turn:
            scene.propose(me.decide(session.decision(scene.seat)).action)
        frame(app)  # after the worker's answer: a number of frames means the same on every machine
        assert scene.table.handing is None
        seen = sum(1 for e in session.state.events if e.kind.partition("_hidden")[0] in HANDED)
    assert seen > 3


@pytest.mark.parametrize("players", [3, pytest.param(4, marks=pytest.mark.slow)])  # four seats with the soaks
def test_a_trick_an_ai_finishes_stays_to_be_read_when_the_player_is_next(table, players):
    """The AI plays the last card, the player decides next (leads, or gives a gift): the trick is
    still read for its few seconds, not swept at once by the player's turn coming."""
    scene = open_table(table, setup(players), seed=6)
    session = scene.session
    me = make_bot(scene.game, "heuristic", scene.seat, 0)
    found = False
    for _ in range(60 * 600):
        st = session.state
        if st.is_over:
            break
        if scene.players_turn and not scene.holding():
            scene.propose(me.decide(session.decision(scene.seat)).action)
            continue
        tricks = st.tricks
        frame(table)
        if session.state.tricks > tricks and session.log[-1].seat != scene.seat and scene.players_turn:
            found = True
            assert scene.table.reading is not None, "the trick the AI finished is read"
            for _ in range(90):  # a second and a half: still there
                table.frame(1 / 60, [])
                assert scene.table.reading is not None
            break
    assert found


@pytest.mark.parametrize("players, seed", [(3, 5), pytest.param(4, 3, marks=pytest.mark.slow)])  # four seats with the soaks
def test_a_gift_to_the_player_flies_in_clear_of_the_prompt_bar(table, players, seed):
    """A card the player receives in a gift exchange (taken from the winner, or given to the player
    as the winner) comes from a neighbour's hand at a side of the table: it flies into the fan
    along the bottom, never over or under the prompt bar, nor does it come to lie there."""
    from scenes.muertos.layout import PROMPT_RECT

    scene = open_table(table, setup(players), seed=seed)
    session = scene.session
    me = make_bot(scene.game, "heuristic", scene.seat, 0)
    gifted: set = set()
    seen: set = set()
    for _ in range(60 * 240):
        if len(gifted) >= 2 or session.state.is_over:
            break
        if scene.players_turn and not scene.holding():
            scene.propose(me.decide(session.decision(scene.seat)).action)
        frame(table)  # after the worker's answer: on a loaded machine the AIs would fall behind
        mine = scene.table.geometry.my_place()
        for e in session.state.events:
            if e.kind == "gift_take" and e.data[0] == mine or e.kind == "gift_give" and e.data[1] == mine:
                gifted.add(e.data[2])
        layout, info = scene.table.choreo.layout, scene.table.choreo.info
        for key in list(layout.tweens.tweens):
            what = info.get(key)
            if key[0] != "card" or key[1] not in gifted or what is None or what[0] != "hand" or what[2] != mine:
                continue
            if key in layout.spawned and layout.waiting(key):
                continue  # not drawn yet: it waits for the trick to be read
            rect = layout.rect(key)
            seen.add(key[1])
            assert not rect.colliderect(PROMPT_RECT), (key, rect)
        for card in gifted:
            rest = layout.targets.get(("card", card))
            if rest is not None and info.get(("card", card), ("",))[0] == "hand":
                assert not rest.colliderect(PROMPT_RECT), (card, rest)
    assert len(gifted) >= 2 and seen, "gifts to the player were seen flying in"


def test_a_card_taken_from_the_face_up_dummy_flies_in_clear_of_the_prompt_bar(table):
    """Three players: the dummy won, the player takes a card of its face-up hand at the side; the
    card enters the fan along the bottom instead of sliding from the dummy across the prompt bar."""
    from game.rules.muertos.actions import GiftTake
    from game.rules.muertos.state import Phase
    from scenes.tables import play_scene
    MuertosScene = play_scene("muertos")
    from scenes.muertos.layout import PROMPT_RECT
    from scenes.muertos.shots import played_to

    session = played_to(3, 1, lambda s: s.state.phase is Phase.GIFT_TAKE)
    assert not session.state.is_over, "the player takes a gift from the dummy"
    scene = MuertosScene(table, session)
    table.push(scene)
    for _ in range(30):
        table.frame(1 / 60, [])
    card = session.state.legal_actions(0)[0].card
    key = ("card", card)
    scene.propose(GiftTake(card))
    mine, drawn = scene.table.geometry.my_place(), 0
    for _ in range(60 * 8):
        table.frame(1 / 60, [])
        layout = scene.table.choreo.layout
        if scene.table.choreo.info.get(key, ("",))[:3:2] != ("hand", mine):
            break  # given back already
        if layout.moving(key) and not (key in layout.spawned and layout.waiting(key)):
            drawn += 1
            assert not layout.rect(key).colliderect(PROMPT_RECT), layout.rect(key)
    assert drawn, "the taken card was seen flying in"
