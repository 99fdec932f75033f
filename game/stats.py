"""Statistics per game and mode, kept in the user data folder (``stats.json``) and shown from the menu.

For each game and mode: games played, wins and draws by kind of seat (you, a friend at this computer,
each AI level; a victory the rules share counts as a win for each seat sharing it, a draw as a draw
for every seat), best score, mean score and, for a solo score attack, how often each tier was reached.
A damaged file is set aside (``stats.json.damaged``) and counting starts again: statistics are
never worth a crash.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from game.atomic_files import atomic_write
from game.paths import user_data_dir

VERSION = 1


@dataclass
class ModeStats:
    played: int = 0
    best: int | None = None  # the best score of a human seat
    total: int = 0  # sum of human seats' scores (for the mean)
    scored: int = 0  # how many human scores went into ``total``
    wins: dict = field(default_factory=dict)  # seat kind -> games won (a shared win counts for each)
    draws: dict = field(default_factory=dict)  # seat kind -> games drawn (the outcome's ``draw``)
    seats: dict = field(default_factory=dict)  # seat kind -> seats played
    tiers: dict = field(default_factory=dict)  # solo tier title -> games

    @property
    def mean(self) -> float | None:
        return self.total / self.scored if self.scored else None

    def to_json(self) -> dict:
        return {"played": self.played, "best": self.best, "total": self.total, "scored": self.scored,
                "wins": self.wins, "draws": self.draws, "seats": self.seats, "tiers": self.tiers}

    @classmethod
    def from_json(cls, data: dict) -> "ModeStats":
        out = cls()
        for key in ("played", "total", "scored"):
            value = data.get(key, 0)
            setattr(out, key, value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0)
        best = data.get("best")
        out.best = best if isinstance(best, int) and not isinstance(best, bool) else None
        for key in ("wins", "draws", "seats", "tiers"):  # (files written before draws were kept have none)
            raw = data.get(key, {})
            if isinstance(raw, dict):
                setattr(out, key, {str(k): v for k, v in raw.items() if isinstance(v, int) and v >= 0})
        return out


def stats_path() -> Path:
    return user_data_dir() / "stats.json"


def seat_kind(seat) -> str:
    """``human`` or the bot's name (``easy``, ``hard``...)."""
    return "human" if seat.kind == "human" else str(seat.bot)


def load_stats(path: Path | None = None) -> dict[str, ModeStats]:
    """Every recorded game and mode (``"<game id>/<mode id>"`` -> :class:`ModeStats`)."""
    path = path or stats_path()
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError):
        _set_aside(path)
        return {}
    if not isinstance(raw, dict) or not isinstance(raw.get("modes"), dict):
        _set_aside(path)
        return {}
    return {str(k): ModeStats.from_json(v) for k, v in raw["modes"].items() if isinstance(v, dict)}


def _set_aside(path: Path) -> None:
    try:
        path.replace(path.with_name(path.name + ".damaged"))
    except OSError:
        pass


def save_stats(stats: dict[str, ModeStats], path: Path | None = None) -> None:
    data = {"version": VERSION, "modes": {k: v.to_json() for k, v in sorted(stats.items())}}
    atomic_write(path or stats_path(), json.dumps(data, indent=1))


def record(stats: dict[str, ModeStats], session) -> ModeStats:
    """Count the finished game of ``session`` into ``stats`` (in memory)."""
    key = f"{session.game.id}/{session.setup.mode}"
    entry = stats.setdefault(key, ModeStats())
    outcome = session.state.outcome()
    entry.played += 1
    for i, seat in enumerate(session.setup.seats):
        kind = seat_kind(seat)
        entry.seats[kind] = entry.seats.get(kind, 0) + 1
        if getattr(outcome, "draw", False):
            entry.draws[kind] = entry.draws.get(kind, 0) + 1
        elif i in outcome.winners:
            entry.wins[kind] = entry.wins.get(kind, 0) + 1
        if seat.kind == "human" and i < len(outcome.scores):
            score = int(outcome.scores[i])
            entry.best = score if entry.best is None else max(entry.best, score)
            entry.total += score
            entry.scored += 1
    if outcome.tier:
        entry.tiers[outcome.tier] = entry.tiers.get(outcome.tier, 0) + 1
    return entry


def record_game(session, path: Path | None = None) -> ModeStats | None:
    """Count a finished game into the statistics file. A guided first game (``session.tutorial``) is a
    lesson, its deals arranged by its script: it is not counted (None)."""
    if not session.state.is_over:
        raise ValueError("only finished games are counted")
    if getattr(session, "tutorial", None) is not None:
        return None
    stats = load_stats(path)
    entry = record(stats, session)
    save_stats(stats, path)
    return entry


__all__ = ["ModeStats", "load_stats", "save_stats", "record", "record_game", "stats_path", "seat_kind"]
