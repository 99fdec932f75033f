"""The rules of the ofrenda sections' requirements, keyed by the ids of ``scoring.yaml``:
``RULES[(item, requirement id)](colours, values, urns)`` -> how many times it is met (0 or 1; 0-2
for the urns). ``urns`` are ``(position in the section, colour, value)``.

Plain functions on plain values, below both the data's loader (which checks that every
requirement of ``scoring.yaml`` has a rule) and :mod:`game.rules.dotd.scoring`.
"""
from __future__ import annotations

from collections import Counter
from typing import Callable


def _bread_same_colour_over_10(colours, values, urns) -> int:
    return int(colours[0] == colours[1] == colours[2] == colours[3] and sum(values) > 10)


def _bread_over_16(colours, values, urns) -> int:
    return int(sum(values) > 16)


def _bread_exactly_16(colours, values, urns) -> int:
    return int(sum(values) == 16)


def _most_alike(values) -> int:
    return max(Counter(values).values())


def _candle_four_colours_pair(colours, values, urns) -> int:
    return int(len(set(colours)) == 4 and _most_alike(values) >= 2)


def _candle_three_alike(colours, values, urns) -> int:
    return int(_most_alike(values) >= 3)


def _candle_four_alike(colours, values, urns) -> int:
    return int(_most_alike(values) == 4)


def _in_sequence(values, start: int, length: int) -> bool:
    """``length`` neighbours from ``start`` rise or fall by exactly 1 at each step."""
    step = values[start + 1] - values[start]
    if step not in (1, -1):
        return False
    return all(values[i + 1] - values[i] == step for i in range(start, start + length - 1))


def _marigold_alternating_pair(colours, values, urns) -> int:
    alternating = colours[0] == colours[2] and colours[1] == colours[3] and colours[0] != colours[1]
    return int(alternating and any(abs(values[i + 1] - values[i]) == 1 for i in range(3)))


def _marigold_run_of_3(colours, values, urns) -> int:
    return int(_in_sequence(values, 0, 3) or _in_sequence(values, 1, 3))


def _marigold_run_of_4(colours, values, urns) -> int:
    return int(_in_sequence(values, 0, 4))


def _incense_all_different(colours, values, urns) -> int:
    return int(len(set(colours)) == 4 and len(set(values)) == 4)


def _incense_urn(colours, values, urns) -> int:
    return sum(1 for pos, colour, value in urns if colours[pos] == colour and values[pos] == value)


RULES: dict[tuple[str, str], Callable[..., int]] = {
    ("bread", "same_colour_over_10"): _bread_same_colour_over_10,
    ("bread", "over_16"): _bread_over_16,
    ("bread", "exactly_16"): _bread_exactly_16,
    ("candle", "four_colours_pair"): _candle_four_colours_pair,
    ("candle", "three_alike"): _candle_three_alike,
    ("candle", "four_alike"): _candle_four_alike,
    ("marigold", "alternating_pair"): _marigold_alternating_pair,
    ("marigold", "run_of_3"): _marigold_run_of_3,
    ("marigold", "run_of_4"): _marigold_run_of_4,
    ("incense", "all_different"): _incense_all_different,
    ("incense", "urn"): _incense_urn,
}
