"""Portents: what tiles share (a tile is a number: its colour times four plus its shape), and the
Fortunes a collection of Omens holds."""
from __future__ import annotations


def popcount(x: int) -> int:
    return bin(x).count("1")


def shares(a: int, b: int, c: int) -> int:
    """The attribute three tiles share (0-3 a colour, 4-7 a shape), or -1."""
    if a >> 2 == b >> 2 == c >> 2:
        return a >> 2
    if a & 3 == b & 3 == c & 3:
        return 4 + (a & 3)
    return -1


def hand_ok(tiles) -> bool:
    """A hand of three with no colour and no shape common to all three."""
    a, b, c = tiles
    return shares(a, b, c) < 0


def attribute_counts(omens) -> list[int]:
    counts = [0] * 8
    for o in omens:
        counts[o >> 2] += 1
        counts[4 + (o & 3)] += 1
    return counts


def fortunes(omens, size: int) -> int:
    """How many Fortunes of ``size`` (attributes with at least ``size`` Omens) a collection holds."""
    return sum(1 for n in attribute_counts(omens) if n >= size)


# NO_SHARED_ATTRIBUTE[a << 8 | b << 4 | c]: three tiles with no attribute common to all three
NO_SHARED_ATTRIBUTE = bytes(int(shares(x >> 8, (x >> 4) & 15, x & 15) < 0) for x in range(4096))
