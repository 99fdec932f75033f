"""The typed codec for views, events and score sheets (game.net.values): what a seat's view holds comes
back equal, its rule copy with the same digest, along seeded playouts of every game and mode; what a
game does not send is refused."""
from __future__ import annotations

import json
import math

import pytest
from net_helpers import duel_mode, modes, partnership_mode, playout

from game import registry
from game.net.values import MAX_DEPTH, ValueCodec
from game.text import Msg

DENSE = 120  # steps of a playout checked one by one; after them every fifth (the long Portents duels)


def _same(codec: ValueCodec, value):
    text = json.dumps(codec.encode(value), allow_nan=False)  # what goes on the wire is plain JSON
    back = codec.decode(json.loads(text))
    assert back == value
    assert type(back) is type(value)
    rules = getattr(value, "state", None)
    if rules is not None:  # the rule copy is not compared by the view's equality: its digest is
        assert type(back.state) is type(rules)
        assert back.state.digest() == rules.digest()
        assert back.state.to_move() == rules.to_move()
    return back


@pytest.mark.parametrize(("game_id", "mode", "players"), modes())
def test_every_view_of_a_playout_comes_back_equal(game_id, mode, players):
    codec = None
    checked = 0
    last = None
    for step, session in enumerate(playout(game_id, mode, players, seed=1000 + players)):
        last = session
        if codec is None:
            codec = ValueCodec(game_id, session.data)
        if step > DENSE and step % 5:
            continue
        for seat in [*range(players), None]:
            _same(codec, session.view(seat))
            for line in session.log_lines(seat, max(0, session.events_told - 6)):
                _same(codec, line)
        checked += 1
    assert last is not None and last.is_over and checked > 10
    _same(codec, last.outcome())
    _same(codec, last.score_sheet())


def _codec(game_id: str | None = None):
    """A game's codec (by default the first duel's: a view full of tiles)."""
    game_id = duel_mode()[0] if game_id is None else game_id
    info = registry.get(game_id)
    data = info.load_data()
    return info, data, ValueCodec(game_id, data)


def _view(game_id: str | None = None):
    info, data, codec = _codec(game_id)
    session = next(playout(info.id, info.modes[-1].id, info.modes[-1].usual_players, seed=3))
    return codec, codec.encode(session.view(0))


def _find(node, pred):
    """The first dict in ``node`` (depth first) for which ``pred`` holds."""
    if isinstance(node, dict):
        if pred(node):
            return node
        children = node.values()
    elif isinstance(node, list):
        children = node
    else:
        return None
    for child in children:
        found = _find(child, pred)
        if found is not None:
            return found
    return None


def test_an_unknown_class_tag_is_refused():
    codec, data = _view()
    data["$"] = data["$"].split(":")[0] + ":NotAView"  # the view's own module, a class it does not have
    with pytest.raises(ValueError, match="unknown kind"):
        codec.decode(data)
    with pytest.raises(ValueError, match="unknown kind"):
        codec.decode({"$": "builtins:object", "f": {}})
    with pytest.raises(ValueError, match="unknown kind"):
        codec.decode({"$": "os:system", "f": {"command": "true"}})


def test_an_extra_or_missing_field_is_refused():
    codec, data = _view()
    extra = json.loads(json.dumps(data))
    extra["f"]["secret"] = 1
    with pytest.raises(ValueError, match="unknown field"):
        codec.decode(extra)
    missing = json.loads(json.dumps(data))
    del missing["f"][list(missing["f"])[-1]]  # the view's last field
    with pytest.raises(ValueError, match="missing"):
        codec.decode(missing)
    # a named tuple or dataclass inside (the setup's seats) is checked the same way
    seat = _find(missing, lambda d: str(d.get("$", "")).endswith("SeatSetup"))
    assert seat is not None
    seat["f"]["kind2"] = "human"
    with pytest.raises(ValueError):
        codec.decode(missing)


def test_a_wrongly_written_value_is_refused():
    codec, _ = _view()
    for bad in ({"$": "list"}, {"$": "list", "v": 3}, {"$": "dict", "v": [[1]]}, {"$": "set", "v": [], "x": 1},
                {"$": "data", "v": 1}, {"no": "tag"}, {"$": 3}, {"$": "msg"}):
        with pytest.raises(ValueError):
            codec.decode(bad)


def test_deep_nesting_is_refused_both_ways():
    codec, _ = _view()
    deep: object = 1
    for _ in range(MAX_DEPTH + 5):
        deep = [deep]
    with pytest.raises(ValueError, match="deep"):
        codec.decode(deep)
    very: object = 1
    for _ in range(5000):
        very = {"$": "list", "v": [very]}
    with pytest.raises(ValueError, match="deep"):
        codec.decode(very)
    shallow: object = 1
    for _ in range(MAX_DEPTH - 2):
        shallow = [shallow]
    assert codec.decode(shallow) is not None
    too: object = 1
    for _ in range(MAX_DEPTH + 5):
        too = (too,)
    with pytest.raises(ValueError, match="deep"):
        codec.encode(too)


@pytest.mark.parametrize("number", [math.nan, math.inf, -math.inf])
def test_a_number_that_is_not_finite_is_refused(number):
    codec, _ = _view()
    with pytest.raises(ValueError, match="finite"):
        codec.decode(number)
    with pytest.raises(ValueError, match="finite"):
        codec.decode([1, {"$": "list", "v": [number]}])
    with pytest.raises(ValueError, match="finite"):
        codec.encode((1.0, number))


def test_a_class_of_another_game_is_refused():
    first, second = partnership_mode(), duel_mode()
    assert first[0] != second[0]
    first_codec, first_view = _view(first[0])
    second_codec, second_view = _view(second[0])
    assert first_codec.decode(first_view) is not None and second_codec.decode(second_view) is not None
    with pytest.raises(ValueError, match="unknown kind"):
        second_codec.decode(first_view)
    with pytest.raises(ValueError, match="unknown kind"):
        first_codec.decode(second_view)
    # and it cannot even be written by another game's codec
    session = next(playout(*first, seed=3))
    with pytest.raises(ValueError, match="cannot be sent"):
        second_codec.encode(session.view(0))


def test_a_value_of_no_game_cannot_be_sent():
    codec, _ = _view()
    for value in (object(), open, ValueError("x"), bytes(3), bytearray(2), complex(1, 2)):
        with pytest.raises(ValueError, match="cannot be sent"):
            codec.encode(value)


def test_plain_values_and_messages_come_back_as_they_were():
    codec, _ = _view()
    for value in (None, True, 0, -3, 2.5, "día", (1, "a"), [1, [2]], {1, 2}, frozenset({"x"}),
                  {(1, 2): "k", 3: [None]}, Msg("net-wrong-code"), (Msg("net-version-mismatch", host="1", guest="2"),)):
        back = codec.decode(json.loads(json.dumps(codec.encode(value))))
        assert back == value and type(back) is type(value)
    assert codec.decode({"$": "data"}) is codec.data
    assert codec.encode(codec.data) == {"$": "data"}
