"""The messages between a host and its guests: one JSON object per WebSocket text frame, each with a
``type``, checked field by field on arrival (:func:`read`): a message of an unknown type, with a field
missing, unknown or of the wrong type, or too large, is refused with a reason (:class:`WireError`)
and changes nothing.

A guest sends ``hello`` (first, within :data:`HELLO_TIMEOUT`), then ``act``, ``undo``, ``redo``.
The host answers ``welcome`` (the seat taken, its secret token), then sends ``lobby`` (who sits where)
and ``table`` (the seat's view, legal actions and log since the last), ``refused`` (an action or a
request turned down, with the rules' reason) and ``error`` (the connection is being closed, and why).
Words travel as messages (:class:`game.text.Msg` as JSON): each side says them in its own language.
"""
from __future__ import annotations

import json
from typing import Any

DEFAULT_PORT = 47800  # the TCP port a host listens on unless told otherwise (the one to open in a router)
PROTOCOL = 1  # raised whenever a message changes shape: a host and a guest must agree on it
MAX_GUEST_MESSAGE = 16 * 1024  # bytes a host reads in one message from a guest
MAX_HOST_MESSAGE = 4 * 1024 * 1024  # bytes a guest reads in one message from its host
HELLO_TIMEOUT = 10.0  # seconds a new connection has to say hello
RATE = 20.0  # messages a second a guest may send, on average ...
BURST = 40  # ... and at most this many at once
NAME_LIMIT = 24
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud and typed without doubt
CODE_LENGTH = 6

OPT = object()  # a field that may be left out
_INT, _STR, _BOOL, _DICT, _LIST = int, str, bool, dict, list


class WireError(ValueError):
    """A message that cannot be taken: ``msg`` is the reason as a :class:`game.text.Msg` id and args."""

    def __init__(self, msg_id: str, **args: Any):
        super().__init__(msg_id)
        self.msg_id = msg_id
        self.args_ = args


# type -> {field: (type or tuple of types, required)}
GUEST_MESSAGES: dict[str, dict[str, tuple]] = {
    "hello": {"protocol": (_INT, True), "app": (_STR, True), "code": (_STR, True), "name": (_STR, True),
              "token": ((_STR, type(None)), False), "seat": ((_INT, type(None)), False), "lang": (_STR, False)},
    "act": {"action": (_DICT, True), "at": (_INT, False)},
    "undo": {},
    "redo": {},
    "bye": {},
}
HOST_MESSAGES: dict[str, dict[str, tuple]] = {
    "welcome": {"protocol": (_INT, True), "app": (_STR, True), "game": (_STR, True), "seat": (_INT, True),
                "token": (_STR, True), "setup": (_DICT, True)},
    "lobby": {"seats": (_LIST, True), "started": (_BOOL, True), "setup": (_DICT, True)},
    "table": {"at": (_INT, True), "movers": (_LIST, True), "view": (object, True), "legal": (_LIST, True), "to_move": (_LIST, True),
              "over": (_BOOL, True), "undo": (_BOOL, True), "redo": (_BOOL, True), "log": (_LIST, True),
              "reset": (_BOOL, True), "outcome": (object, False), "sheet": (object, False)},
    "refused": {"reason": (object, True), "action": (object, False)},
    "error": {"reason": (object, True), "fatal": (_BOOL, True)},
}


def dumps(message: dict) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def read(raw: Any, schema: dict[str, dict[str, tuple]], limit: int) -> dict:
    """The message ``raw`` (a text frame) holds, checked against ``schema``; :class:`WireError` if not."""
    if not isinstance(raw, str):
        raise WireError("net-refused-binary")
    if len(raw) > limit:
        raise WireError("net-refused-too-large", limit=limit // 1024)
    try:
        message = json.loads(raw, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise WireError("net-refused-not-json") from None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise WireError("net-refused-no-type")
    kind = message["type"]
    fields = schema.get(kind)
    if fields is None:
        raise WireError("net-refused-unknown-type", kind=kind[:24])
    for name in message:
        if name != "type" and name not in fields:
            raise WireError("net-refused-unknown-field", kind=kind, field=str(name)[:24])
    for name, (types, required) in fields.items():
        if name not in message:
            if required:
                raise WireError("net-refused-missing-field", kind=kind, field=name)
            continue
        value = message[name]
        if types is not object and (not isinstance(value, types) or (type(value) is bool and not _takes_bool(types))):
            raise WireError("net-refused-bad-field", kind=kind, field=name)
    return message


def _takes_bool(types: Any) -> bool:
    """Whether a field of ``types`` may be a boolean: a bool is an int to Python, never to the wire."""
    return _BOOL in (types if isinstance(types, tuple) else (types,))


def _no_constant(name: str) -> Any:
    raise ValueError(name)  # NaN and Infinity are not JSON


class Bucket:
    """A token bucket: :meth:`take` is False once a guest sends faster than :data:`RATE` for long."""

    def __init__(self, now: float, rate: float = RATE, burst: int = BURST):
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.when = now

    def take(self, now: float) -> bool:
        self.tokens = min(self.burst, self.tokens + (now - self.when) * self.rate)
        self.when = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
