"""Shared building blocks of every rule module: actions as values, typed errors, a seeded RNG.

Nothing here (or anywhere under ``game.rules``) imports pygame.
"""
from __future__ import annotations

import dataclasses
import operator
import sys
import types
import typing
from dataclasses import dataclass
from typing import Any, ClassVar


class RulesError(Exception):
    """Base class of every error a rule module raises."""


class IllegalAction(RulesError):
    """The action is not legal in this state; ``reason`` says why: a message (said in the reader's
    language at the edge; ``str(err)`` says it in the current one) or text."""

    def __init__(self, action: object, reason: Any, seat: int | None = None):
        super().__init__(reason)
        self.action = action
        self.reason = reason
        self.seat = seat


class UnknownAction(RulesError):
    """A serialised action names a type or field this game does not know, or a value of the wrong type."""


@dataclass(frozen=True)
class Action:
    """A move, as a small immutable value. Subclasses are frozen dataclasses that name their
    ``kind`` and, where no ``__str__`` of their own is needed, their ``text``: a template over
    their fields (``class Burn(Action, kind="burn", text="burn {tile}")``).

    Field types are part of the save format: the codec reads them from the annotations, so
    they must be one of ``int``, ``str``, ``bool``, ``X | None`` or ``tuple[X, ...]`` of those.
    """

    kind: ClassVar[str] = "action"
    text: ClassVar[str] = ""  # the text form, formatted with the fields (saves and logs store it)

    def __init_subclass__(cls, kind: str | None = None, text: str | None = None, **rest: Any):
        super().__init_subclass__(**rest)
        if kind is not None:
            cls.kind = kind
        if text is not None:
            cls.text = text

    def __str__(self) -> str:
        return self.text.format_map({f.name: getattr(self, f.name) for f in dataclasses.fields(self)})

    def to_json(self) -> dict[str, Any]:
        """The action as a JSON-ready dict: its kind plus its fields (tuples become lists)."""
        data: dict[str, Any] = {"type": self.kind}
        for f in dataclasses.fields(self):
            data[f.name] = _to_json(getattr(self, f.name))
        return data


def _to_json(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_to_json(v) for v in value]
    return value


class _FieldType:
    """A decoder for one annotated field type."""

    def __init__(self, hint: Any):
        self.hint = hint
        origin = typing.get_origin(hint)
        args = typing.get_args(hint)
        self.optional = False
        self.items: list[_FieldType] | None = None
        self.repeat = False
        if origin in (typing.Union, types.UnionType) and type(None) in args:
            rest = [a for a in args if a is not type(None)]
            if len(rest) != 1:
                raise TypeError(f"unsupported action field type {hint!r}")
            inner = _FieldType(rest[0])
            self.__dict__.update(inner.__dict__)
            self.hint = hint
            self.optional = True
            return
        if origin is tuple:
            if len(args) == 2 and args[1] is Ellipsis:
                self.items = [_FieldType(args[0])]
                self.repeat = True
            else:
                self.items = [_FieldType(a) for a in args]
            self.base = tuple
            return
        if hint not in (int, str, bool):
            raise TypeError(f"unsupported action field type {hint!r}")
        self.base = hint

    def name(self) -> str:
        if self.items is not None:
            inner = (self.items[0].name() + ", ...") if self.repeat else ", ".join(i.name() for i in self.items)
            text = f"a list ({inner})"
        else:
            text = {int: "a whole number", str: "a string", bool: "true or false"}[self.base]
        return text + (" or null" if self.optional else "")

    def decode(self, value: Any) -> Any:
        if value is None and self.optional:
            return None
        if self.items is not None:
            if not isinstance(value, list):
                raise ValueError
            if self.repeat:
                return tuple(self.items[0].decode(v) for v in value)
            if len(value) != len(self.items):
                raise ValueError
            return tuple(t.decode(v) for t, v in zip(self.items, value))
        if type(value) is not self.base:  # bool is not an int here, and 1.0 is not an int
            raise ValueError
        return value


class ActionCodec:
    """Turns a game's actions into JSON dicts and back. Decoding is driven by the fields' types:
    a tuple comes back as a tuple; a wrong type, a missing or an extra field is refused."""

    def __init__(self, *action_types: type[Action]):
        self._types: dict[str, type[Action]] = {}
        self._fields: dict[str, dict[str, _FieldType]] = {}
        for t in action_types:
            if t.kind in self._types:
                raise TypeError(f"two action types are called {t.kind!r}")
            hints = typing.get_type_hints(t)
            self._types[t.kind] = t
            self._fields[t.kind] = {f.name: _FieldType(hints[f.name]) for f in dataclasses.fields(t)}

    @property
    def types(self) -> tuple[type[Action], ...]:
        return tuple(self._types.values())

    def encode(self, action: Action) -> dict[str, Any]:
        if self._types.get(action.kind) is not type(action):
            raise UnknownAction(f"{action!r} is not an action of this game")
        return action.to_json()

    def decode(self, data: Any) -> Action:
        """Build the action a JSON dict describes, or raise :class:`UnknownAction` saying what is wrong."""
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise UnknownAction(f"not an action: {_short(data)}")
        kind = data["type"]
        cls = self._types.get(kind)
        if cls is None:
            raise UnknownAction(f"unknown action type {kind!r}")
        fields = self._fields[kind]
        given = {k: v for k, v in data.items() if k != "type"}
        extra = sorted(set(given) - set(fields))
        missing = sorted(set(fields) - set(given))
        if extra:
            raise UnknownAction(f"action {kind!r} has an unknown field {extra[0]!r}")
        if missing:
            raise UnknownAction(f"action {kind!r} is missing its field {missing[0]!r}")
        values = {}
        for name, ftype in fields.items():
            try:
                values[name] = ftype.decode(given[name])
            except (ValueError, TypeError):
                raise UnknownAction(f"action {kind!r}: field {name!r} should be {ftype.name()}, "
                                    f"got {_short(given[name])}") from None
        return cls(**values)


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


_MASK64 = (1 << 64) - 1
_LIMITS: dict[int, int] = {}
_GAMMA, _MIX1, _MIX2 = 0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB  # SplitMix64's constants
_LITTLE_ENDIAN = sys.byteorder == "little"


class _Lanes:
    """What :meth:`Rng.shuffle` needs to draw a whole shuffle of ``n`` items at once: the ``n - 1``
    draws side by side in one big integer, each in a lane of 128 bits (room for its 64-bit products)."""

    __slots__ = ("ones", "steps", "masks", "limits", "size")

    def __init__(self, n: int):
        draws = range(n - 1)
        self.ones = sum(1 << (128 * i) for i in draws)  # a 1 in every lane
        self.steps = sum(((i + 1) * _GAMMA) << (128 * i) for i in draws)  # lane i: the state's advance by draw i + 1
        self.masks = _MASK64 * self.ones  # the low 64 bits of every lane
        self.limits = tuple((1 << 64) - ((1 << 64) % m) for m in range(n, 1, -1))  # as in below(m)
        self.size = 16 * (n - 1)  # bytes


_LANES: dict[int, _Lanes] = {}


class Rng:
    """A small, fully specified PRNG (SplitMix64) whose whole state is one integer.

    Python's ``random`` could change between versions; this cannot, so a seed and an
    action log give the same game everywhere, and the state copies and serialises trivially.
    """

    __slots__ = ("state",)

    def __init__(self, seed: int):
        self.state = seed & _MASK64

    def next64(self) -> int:
        """The next 64-bit output."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        limit = _LIMITS.get(n)
        if limit is None:
            if n <= 0:
                raise ValueError("n must be positive")
            limit = _LIMITS[n] = (1 << 64) - ((1 << 64) % n)
        state = self.state
        while True:
            # SplitMix64, inlined: the rules call this in every shuffle and roll
            state = z = (state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
            x = z ^ (z >> 31)
            if x < limit:
                self.state = state
                return x % n

    def die(self, sides: int = 6) -> int:
        """Roll one die: 1..sides."""
        return self.below(sides) + 1

    def shuffle(self, items: list) -> None:
        """Fisher-Yates shuffle in place: ``items[i]`` swaps with ``items[below(i + 1)]`` for ``i`` from
        the last down to 1 (every deal shuffles every deck).

        SplitMix64's draws depend only on the state and how many came before, so all of a shuffle's
        draws are computed at once, in the lanes of one big integer (a dozen operations on it instead
        of a dozen per draw: about twice as quick for a deck); a draw ``below`` would refuse (a value
        in the biased top of the range, rarer than one in 2**56 here) sends the whole shuffle the one
        draw at a time way, which is the definition, so the results are the same either way."""
        n = len(items)
        if 8 <= n <= 512 and _LITTLE_ENDIAN:
            lanes = _LANES.get(n)
            if lanes is None:
                lanes = _LANES[n] = _Lanes(n)
            start = self.state
            masks = lanes.masks
            z = (start * lanes.ones + lanes.steps) & masks  # lane i: the state after draw i + 1
            z = (((z ^ (z >> 30)) & masks) * _MIX1) & masks  # (the shifts bring a neighbour's bits
            z = (((z ^ (z >> 27)) & masks) * _MIX2) & masks  # into the high half: masked away)
            z = (z ^ (z >> 31)) & masks
            draws = memoryview(z.to_bytes(lanes.size, "little")).cast("Q")[::2].tolist()
            if all(map(operator.lt, draws, lanes.limits)):
                for i, m, x in zip(range(n - 1, 0, -1), range(n, 1, -1), draws):
                    j = x % m
                    items[i], items[j] = items[j], items[i]
                self.state = (start + (n - 1) * _GAMMA) & _MASK64
                return
        self._shuffle_one_by_one(items)

    def _shuffle_one_by_one(self, items: list) -> None:
        """The shuffle, one draw at a time (``below`` inlined)."""
        state = self.state
        limits = _LIMITS
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = limits.get(n)
            if limit is None:
                limit = limits[n] = (1 << 64) - ((1 << 64) % n)
            while True:
                state = z = (state + 0x9E3779B97F4A7C15) & _MASK64
                z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
                x = z ^ (z >> 31)
                if x < limit:
                    break
            j = x % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def copy(self) -> "Rng":
        return Rng(self.state)


def clone_state(state: Any, lists: tuple[str, ...] = (), nested: tuple[str, ...] = ()) -> Any:
    """A copy of a game state for search and undo: its attributes shared, but for its generator, the
    ``lists`` and the ``nested`` lists of lists (copied two deep) that the rules change in place."""
    new = object.__new__(type(state))
    d = new.__dict__
    d.update(state.__dict__)
    new.rng = Rng(state.rng.state)
    for name in lists:
        d[name] = [*d[name]]  # list(), without looking the name up and calling it (search clones often)
    for name in nested:
        d[name] = [[*x] for x in d[name]]
    return new
