"""A game's values on the wire: a seat's view, its events, the score sheet, as typed JSON and back.

Actions have their own codec (:class:`game.rules.base.ActionCodec`); everything else a host sends a
guest (a view, with the rule copy behind it in which hidden cards stand as placeholders; events;
outcomes and score sheets) goes through :class:`ValueCodec`, which writes any value built of

* ``None``, booleans, integers, finite floats and strings, as themselves;
* tuples as JSON lists; lists, sets, frozensets and dicts tagged (``{"$": "list", "v": [...]}``;
  a dict as its ``[key, value]`` pairs, so keys may be tuples or numbers);
* messages (:class:`game.text.Msg`) as their JSON;
* instances of the game's own classes and of the platform's (dataclasses, named tuples, enums,
  classes with slots, and a game's state, the rule copy), tagged with their class's name and
  written field by field; and the game's data (cards, boards) as a reference to the reader's own.

Decoding refuses what it does not expect (:class:`ValueError` saying what): a class outside the game's
and the platform's modules, a field the class does not have or a missing one, a wrong tag, nesting
deeper than :data:`MAX_DEPTH`. It never imports a module and never calls a method of the data: it makes
objects of the known classes and sets their fields. Pure Python.
"""
from __future__ import annotations

import dataclasses
import enum
import math
import sys
from typing import Any

from game.protocol import GameState
from game.text import Msg

MAX_DEPTH = 48  # the deepest nesting a value may have (a view is about 8 deep)
PLATFORM_MODULES = ("game.protocol", "game.rules.base")


def _known_classes(game_id: str) -> dict[str, type]:
    """The classes a game's values may be made of, by tag: those defined in the game's rules package
    (already imported: nothing is imported here) and the platform's."""
    prefix = f"game.rules.{game_id}."
    out: dict[str, type] = {}
    for name, module in list(sys.modules.items()):
        if module is None or not (name.startswith(prefix) or name in PLATFORM_MODULES):
            continue
        for value in vars(module).values():
            if isinstance(value, type) and value.__module__ == name and value is not Msg:
                out[f"{name.removeprefix('game.rules.')}:{value.__qualname__}"] = value
    return out


def _slots(cls: type) -> tuple[str, ...]:
    names: list[str] = []
    for klass in reversed(cls.__mro__):
        slots = vars(klass).get("__slots__", ())
        names += [slots] if isinstance(slots, str) else [s for s in slots if s not in ("__dict__", "__weakref__")]
    return tuple(names)


class ValueCodec:
    """Writes and reads one game's values (see the module's text). ``data``: the game's data as loaded
    on this computer, written as a reference and read back as this computer's own."""

    def __init__(self, game_id: str, data: Any):
        self.data = data
        self._by_tag = _known_classes(game_id)
        self._tags = {cls: tag for tag, cls in self._by_tag.items()}

    # ------------------------------------------------------------------ writing
    def encode(self, value: Any) -> Any:
        return self._enc(value, 0)

    def _enc(self, value: Any, depth: int) -> Any:
        if depth > MAX_DEPTH:
            raise ValueError("a value nested too deep to send")
        kind = type(value)
        if value is None or kind is bool or kind is str or kind is int:
            return value
        if kind is float:
            if not math.isfinite(value):
                raise ValueError("a number that is not finite")
            return value
        d = depth + 1
        if kind is tuple:
            return [self._enc(v, d) for v in value]
        if kind is list:
            return {"$": "list", "v": [self._enc(v, d) for v in value]}
        if kind is set or kind is frozenset:
            items = sorted((self._enc(v, d) for v in value), key=repr)
            return {"$": "set" if kind is set else "frozenset", "v": items}
        if kind is dict:
            return {"$": "dict", "v": [[self._enc(k, d), self._enc(v, d)] for k, v in value.items()]}
        if kind is Msg:
            return {"$": "msg", "v": value.to_json()}
        if value is self.data:
            return {"$": "data"}
        tag = self._tags.get(kind)
        if tag is None:
            raise ValueError(f"a {kind.__module__}.{kind.__qualname__} cannot be sent")
        if isinstance(value, enum.Enum):
            return {"$": tag, "e": self._enc(value.value, d)}
        return {"$": tag, "f": {name: self._enc(getattr(value, name), d) for name in self._fields(kind, value)}}

    @staticmethod
    def _fields(cls: type, value: Any = None) -> tuple[str, ...]:
        if dataclasses.is_dataclass(cls):
            return tuple(f.name for f in dataclasses.fields(cls))
        if issubclass(cls, tuple) and hasattr(cls, "_fields"):
            return tuple(cls._fields)
        slots = _slots(cls)
        if value is not None and hasattr(value, "__dict__"):
            return slots + tuple(vars(value))
        return slots

    # ------------------------------------------------------------------ reading
    def decode(self, data: Any) -> Any:
        """The value ``data`` describes; :class:`ValueError` when it is not one this game sends."""
        try:
            return self._dec(data, 0)
        except RecursionError:
            raise ValueError("a value nested too deep") from None

    def _dec(self, data: Any, depth: int) -> Any:
        if depth > MAX_DEPTH:
            raise ValueError("a value nested too deep")
        if data is None or isinstance(data, (bool, str, int)):
            return data
        if isinstance(data, float):
            if not math.isfinite(data):
                raise ValueError("a number that is not finite")
            return data
        d = depth + 1
        if isinstance(data, list):
            return tuple(self._dec(v, d) for v in data)
        if not isinstance(data, dict) or not isinstance(data.get("$"), str):
            raise ValueError(f"not a value: {type(data).__name__}")
        tag = data["$"]
        if tag == "data":
            self._keys(data, {"$"}, tag)
            return self.data
        if tag == "msg":
            self._keys(data, {"$", "v"}, tag)
            return Msg.from_json(data["v"])
        if tag in ("list", "set", "frozenset", "dict"):
            self._keys(data, {"$", "v"}, tag)
            items = data["v"]
            if not isinstance(items, list):
                raise ValueError(f"a {tag} without its items")
            if tag == "dict":
                if not all(isinstance(p, list) and len(p) == 2 for p in items):
                    raise ValueError("a dict's items are not pairs")
                return {self._dec(k, d): self._dec(v, d) for k, v in items}
            values = [self._dec(v, d) for v in items]
            return values if tag == "list" else set(values) if tag == "set" else frozenset(values)
        cls = self._by_tag.get(tag)
        if cls is None:
            raise ValueError(f"an unknown kind of value {tag[:40]!r}")
        if issubclass(cls, enum.Enum):
            self._keys(data, {"$", "e"}, tag)
            return cls(self._dec(data["e"], d))
        self._keys(data, {"$", "f"}, tag)
        fields = data["f"]
        if not isinstance(fields, dict):
            raise ValueError(f"a {tag} without its fields")
        return self._build(cls, tag, {name: self._dec(v, d) for name, v in fields.items()})

    @staticmethod
    def _keys(data: dict, keys: set, tag: str) -> None:
        if set(data) != keys:
            raise ValueError(f"a {tag} written wrongly")

    def _build(self, cls: type, tag: str, values: dict[str, Any]) -> Any:
        if dataclasses.is_dataclass(cls) or (issubclass(cls, tuple) and hasattr(cls, "_fields")) or \
                not _is_state(cls):
            expected = self._fields(cls)
            if set(values) != set(expected):
                extra = sorted(set(values) - set(expected))
                raise ValueError(f"a {tag} " + (f"with an unknown field {extra[0]!r}" if extra else "missing a field"))
            if issubclass(cls, tuple):
                return tuple.__new__(cls, tuple(values[n] for n in expected))
        elif not all(n.isidentifier() and not n.startswith("__") for n in values):
            raise ValueError(f"a {tag} with a field that is not a name")
        obj: Any = object.__new__(cls)
        for name, value in values.items():
            object.__setattr__(obj, name, value)
        return obj


def _is_state(cls: type) -> bool:
    """A game's state class (the rule copy in a view): plain attributes, written as it holds them."""
    return issubclass(cls, GameState)
