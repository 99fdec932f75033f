"""The wire's checked messages (game.net.wire): read() refuses whatever a host or a guest did not mean
to send, with the reason's id; the rate bucket lets a burst through, then the rate, and no more."""
from __future__ import annotations

import json

import pytest
from net_helpers import hello_message

from game.net import wire
from game.net.wire import GUEST_MESSAGES, HOST_MESSAGES, MAX_GUEST_MESSAGE, Bucket, WireError, read


def _refused(raw, schema=GUEST_MESSAGES, limit=MAX_GUEST_MESSAGE) -> WireError:
    with pytest.raises(WireError) as caught:
        read(raw, schema, limit)
    return caught.value


def test_a_good_message_of_each_guest_type_is_read():
    for message in (hello_message("ABCDEF"), {"type": "act", "action": {"kind": "x"}, "at": 3},
                    {"type": "act", "action": {}}, {"type": "undo"}, {"type": "redo"}, {"type": "bye"}):
        assert read(wire.dumps(message), GUEST_MESSAGES, MAX_GUEST_MESSAGE) == message


def test_binary_is_refused():
    assert _refused(b'{"type": "undo"}').msg_id == "net-refused-binary"
    assert _refused(bytearray(b"{}")).msg_id == "net-refused-binary"
    assert _refused(None).msg_id == "net-refused-binary"


def test_a_message_too_large_is_refused_before_it_is_parsed():
    big = json.dumps({"type": "act", "action": {"pad": "x" * MAX_GUEST_MESSAGE}})
    err = _refused(big)
    assert err.msg_id == "net-refused-too-large" and err.args_ == {"limit": MAX_GUEST_MESSAGE // 1024}
    assert _refused("[" * (MAX_GUEST_MESSAGE + 1)).msg_id == "net-refused-too-large"
    just = '{"type":"undo"}' + " " * (MAX_GUEST_MESSAGE - 15)
    assert len(just) == MAX_GUEST_MESSAGE and read(just, GUEST_MESSAGES, MAX_GUEST_MESSAGE) == {"type": "undo"}


@pytest.mark.parametrize("raw", ["", "{", "undo", "{'type': 'undo'}", '{"type": "undo"', "[" * 5000 + "]" * 5000,
                                 '{"type": "undo"} x'])
def test_what_is_not_json_is_refused(raw):
    assert _refused(raw).msg_id == "net-refused-not-json"


@pytest.mark.parametrize("raw", ["NaN", '{"type": "act", "action": {"x": NaN}}', '{"type": "act", "action": {}, "at": Infinity}',
                                 '{"type": "act", "action": {"x": -Infinity}}'])
def test_nan_and_infinity_are_not_json(raw):
    assert _refused(raw).msg_id == "net-refused-not-json"


@pytest.mark.parametrize("raw", ["[]", "3", '"undo"', "null", "{}", '{"type": 3}', '{"type": null}', '{"type": ["undo"]}',
                                 '{"kind": "undo"}'])
def test_a_message_without_a_type_is_refused(raw):
    assert _refused(raw).msg_id == "net-refused-no-type"


def test_an_unknown_type_is_refused_and_the_host_types_are_not_the_guests():
    err = _refused('{"type": "shutdown"}')
    assert err.msg_id == "net-refused-unknown-type" and err.args_ == {"kind": "shutdown"}
    assert _refused('{"type": "' + "z" * 500 + '"}').args_["kind"] == "z" * 24  # said shortly
    for kind in HOST_MESSAGES:  # a guest cannot send what only a host sends
        assert _refused(json.dumps({"type": kind})).msg_id == "net-refused-unknown-type"
    for kind in ("act", "undo"):
        assert _refused(json.dumps({"type": kind}), HOST_MESSAGES, wire.MAX_HOST_MESSAGE).msg_id == \
            "net-refused-unknown-type"


def test_unknown_missing_and_bad_fields_are_refused():
    err = _refused('{"type": "undo", "seat": 1}')
    assert (err.msg_id, err.args_) == ("net-refused-unknown-field", {"kind": "undo", "field": "seat"})
    err = _refused('{"type": "act"}')
    assert (err.msg_id, err.args_) == ("net-refused-missing-field", {"kind": "act", "field": "action"})
    good = hello_message("ABCDEF")
    for field in ("protocol", "app", "code", "name"):
        partial = {k: v for k, v in good.items() if k != field}
        assert _refused(json.dumps(partial)).msg_id == "net-refused-missing-field"
    for field in ("token", "seat", "lang"):  # these may be left out
        partial = {k: v for k, v in good.items() if k != field}
        assert read(json.dumps(partial), GUEST_MESSAGES, MAX_GUEST_MESSAGE) == partial
    for field, value in (("protocol", "1"), ("protocol", 1.0), ("protocol", True), ("seat", False), ("seat", "0"),
                         ("code", 123456), ("name", None), ("token", 5), ("lang", ["en"])):
        err = _refused(json.dumps({**good, field: value}))
        assert (err.msg_id, err.args_) == ("net-refused-bad-field", {"kind": "hello", "field": field}), field
    for action, at in (([], 1), ("x", 1), (None, 1), ({}, True), ({}, "1"), ({}, 1.5)):
        assert _refused(json.dumps({"type": "act", "action": action, "at": at})).msg_id == "net-refused-bad-field"


def test_a_host_message_is_checked_too():
    table = {"type": "table", "at": 1, "movers": [0], "view": None, "legal": [], "to_move": [0], "over": False, "undo": False,
             "redo": False, "log": [], "reset": True}
    assert read(wire.dumps(table), HOST_MESSAGES, wire.MAX_HOST_MESSAGE) == table
    for field, value in (("over", 0), ("at", True), ("legal", {}), ("log", None)):
        assert _refused(json.dumps({**table, field: value}), HOST_MESSAGES, wire.MAX_HOST_MESSAGE).msg_id == \
            "net-refused-bad-field"
    assert _refused(json.dumps({**table, "state": {}}), HOST_MESSAGES, wire.MAX_HOST_MESSAGE).msg_id == \
        "net-refused-unknown-field"


def test_dumps_never_writes_nan():
    with pytest.raises(ValueError):
        wire.dumps({"type": "x", "v": float("nan")})


def test_the_bucket_lets_a_burst_through_then_the_rate():
    bucket = Bucket(100.0, rate=8.0, burst=5)  # (times in eighths of a second: exact in binary)
    assert [bucket.take(100.0) for _ in range(7)] == [True] * 5 + [False] * 2
    assert not bucket.take(100.0625)  # half a token
    assert bucket.take(100.125)  # one token an eighth of a second
    assert not bucket.take(100.125)
    assert [bucket.take(200.0) for _ in range(7)] == [True] * 5 + [False] * 2  # never more than the burst
    # at the rate exactly it never refuses; twice as fast it refuses about half once the burst is spent
    steady = Bucket(0.0, rate=10.0, burst=5)
    assert all(steady.take(i / 10) for i in range(1, 200))
    fast = Bucket(0.0, rate=10.0, burst=5)
    taken = sum(fast.take(i / 20) for i in range(1, 401))
    assert 200 <= taken <= 206


def test_the_default_bucket_is_the_wires():
    bucket = Bucket(0.0)
    assert sum(bucket.take(0.0) for _ in range(wire.BURST * 2)) == wire.BURST
    assert wire.RATE > 0 and wire.BURST >= 1
