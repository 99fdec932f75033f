"""The hint planner's odds: binomial tails (at least k successes), memoised for the evaluation's loops."""
from __future__ import annotations

from math import comb


MAX_K = 7  # binomial tail tables cover needs of 0..6 among 0..6 empty neighbours


_TAIL_TABLES: dict[float, list[list[float]]] = {}


def tail_table(q: float) -> list[list[float]]:
    """``table[m][k]`` = P(Binomial(m, q) >= k) for m, k in 0..6 (memoised: q to 4 decimals)."""
    q = round(min(1.0, max(0.0, q)), 4)
    table = _TAIL_TABLES.get(q)
    if table is not None:
        return table
    table = []
    for m in range(MAX_K):
        pmf = [comb(m, i) * q ** i * (1.0 - q) ** (m - i) for i in range(m + 1)]
        row = [1.0]
        acc = 1.0
        for k in range(1, MAX_K):
            if k > m:
                row.append(0.0)
            else:
                acc -= pmf[k - 1]
                row.append(max(0.0, acc))
        table.append(row)
    if len(_TAIL_TABLES) > 200_000:
        _TAIL_TABLES.clear()
    _TAIL_TABLES[q] = table
    return table


def tail_mixed(qs: list[float], k: int) -> float:
    """P(at least k successes) among independent trials with chances ``qs``."""
    dist = [1.0]
    for q in qs:
        nd = [0.0] * (len(dist) + 1)
        for i, v in enumerate(dist):
            nd[i] += v * (1.0 - q)
            nd[i + 1] += v * q
        dist = nd
    return sum(dist[k:])


def tail(m: int, k: int, q: float) -> float:
    """P(Binomial(m, q) >= k)."""
    if k <= 0:
        return 1.0
    if k > m or q <= 0.0:
        return 0.0
    if q >= 1.0:
        return 1.0
    below = 0.0
    for i in range(k):
        below += comb(m, i) * q ** i * (1.0 - q) ** (m - i)
    return max(0.0, 1.0 - below)
