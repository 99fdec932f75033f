"""Shared building blocks of every rule module: actions as values, typed errors, a seeded RNG.

Nothing here (or anywhere under ``game.rules``) imports pygame.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar


class RulesError(Exception):
    """Base class of every error a rule module raises."""


class IllegalAction(RulesError):
    """The action is not legal in this state; ``str(err)`` says why, in the player's words."""

    def __init__(self, action: object, reason: str):
        super().__init__(reason)
        self.action = action
        self.reason = reason


class UnknownAction(RulesError):
    """A serialised action names a type or field this game does not know."""


@dataclass(frozen=True)
class Action:
    """A move, as a small immutable value. Subclasses are frozen dataclasses with a ``__str__``."""

    kind: ClassVar[str] = "action"

    def to_json(self) -> dict[str, Any]:
        """The action as a JSON-ready dict: its kind plus its fields."""
        data = {"type": self.kind}
        for field in dataclasses.fields(self):
            data[field.name] = getattr(self, field.name)
        return data


class ActionCodec:
    """Turns a game's actions into JSON dicts and back, validating field names and types."""

    def __init__(self, *action_types: type[Action]):
        self._types = {t.kind: t for t in action_types}

    def decode(self, data: Any) -> Action:
        """Build the action a JSON dict describes, or raise :class:`UnknownAction`."""
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise UnknownAction(f"not an action: {data!r}")
        cls = self._types.get(data["type"])
        if cls is None:
            raise UnknownAction(f"unknown action type {data['type']!r}")
        fields = {f.name: f for f in dataclasses.fields(cls)}
        given = {k: v for k, v in data.items() if k != "type"}
        if set(given) != set(fields):
            raise UnknownAction(f"action {data['type']!r} has fields {sorted(given)}, expected {sorted(fields)}")
        for name, value in given.items():
            expected = {"int": int, "str": str, "bool": bool}.get(str(fields[name].type))
            if expected is not None and (type(value) is not expected):
                raise UnknownAction(f"action {data['type']!r}: field {name!r} should be {fields[name].type}, got {value!r}")
        return cls(**given)


_MASK64 = (1 << 64) - 1


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
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def die(self, sides: int = 6) -> int:
        """Roll one die: 1..sides."""
        return self.below(sides) + 1

    def shuffle(self, items: list) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def copy(self) -> "Rng":
        return Rng(self.state)
