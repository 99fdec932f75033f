"""How an ofrenda section scores: the requirements' rules, keyed by the ids of ``scoring.yaml``.

Pure functions on plain values, for the rules, the table's scoring display and the bots alike:

* :func:`section_score` takes a section's four dice in order along its side, as
  ``(colour, face)`` pairs (face :data:`~game.rules.dotd.components.SKULL` is wild), and
  returns a :class:`SectionScore`: the values the skulls were counted as, each requirement met
  (with how many times: the incense urns count one by one) and the steps climbed (capped).
* :data:`RULES` (from :mod:`game.rules.dotd.requirement_rules`, where the data's loader reads
  it too) maps ``(item, requirement id)`` to its rule: ``rule(colours, values, urns)`` ->
  how many times it is met (0 or 1; 0-2 for the urns). ``urns`` are ``(position in the
  section, colour, value)``.

The rules, in short (order along the side matters only for the marigolds):

* bread: one colour and a total above 10 (2); a total above 16 (1); a total of exactly 16 (2);
* candles: four colours with two values alike (2); three values alike (1); four alike (1);
* marigolds: colours alternating ABAB with two neighbours one apart (2); three neighbours in
  sequence, rising or falling by exactly 1 (1); all four in sequence (1); 6 and 1 are not one apart;
* incense: four colours and four values (2); each urn whose die has its colour and value (1).
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import product

from game.rules.dotd.components import SKULL, DotdData, Requirement
from game.rules.dotd.requirement_rules import RULES


@dataclass(frozen=True)
class Met:
    """A requirement a section meets: ``times`` (the urns count one by one) and its steps."""

    requirement: Requirement
    times: int

    @property
    def steps(self) -> int:
        return self.requirement.steps * self.times

    @property
    def caption(self) -> str:
        return self.requirement.caption


@dataclass(frozen=True)
class SectionScore:
    """A scored section: ``values`` counted (skulls as chosen), ``met`` requirements, ``raw``
    steps before the cap, ``steps`` climbed, and ``wild`` the positions that were skulls."""

    item: int
    colours: tuple[int, ...]
    values: tuple[int, ...]
    wild: tuple[int, ...]
    met: tuple[Met, ...]
    raw: int
    steps: int


_CACHE: dict = {}


def section_score(data: DotdData, item: int, dice, urns=()) -> SectionScore:
    """The score of a full section. ``dice``: four ``(colour, face)`` in order along its side;
    ``urns``: ``(position in the section, colour, value)`` (the incense section's, else empty).
    Each skull counts as the value that gives the most steps (ties: the lowest values)."""
    dice = tuple((int(c), int(f)) for c, f in dice)
    if len(dice) != 4:
        raise ValueError("a section scores with its four dice")
    urns = tuple(urns)
    key = (id(data), item, dice, urns)
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    reqs = data.requirements[item]
    rules = [(r, RULES[(data.items[item], r.id)]) for r in reqs]
    colours = tuple(c for c, _ in dice)
    wild = tuple(i for i, (_, f) in enumerate(dice) if f == SKULL)
    best = None
    for choice in product(range(1, 7), repeat=len(wild)):
        values = [f for _, f in dice]
        for pos, v in zip(wild, choice):
            values[pos] = v
        values = tuple(values)
        met = []
        raw = 0
        for r, rule in rules:
            times = rule(colours, values, urns)
            if times:
                met.append(Met(r, times))
                raw += r.steps * times
        steps = min(raw, data.cap)
        if best is None or steps > best.steps:
            best = SectionScore(item, colours, values, wild, tuple(met), raw, steps)
    if len(_CACHE) > 50_000:
        _CACHE.clear()
    _CACHE[key] = best
    return best


def section_urns(data: DotdData, board: int, item: int) -> tuple[tuple[int, int, int], ...]:
    """The urns of ``board`` (1-5) lying in ``item``'s section, as (position, colour, value)."""
    cells = data.sections[item]
    return tuple((cells.index(u.cell), u.colour, u.value) for u in data.boards[board - 1] if u.cell in cells)


__all__ = ["RULES", "Met", "SectionScore", "section_score", "section_urns"]
