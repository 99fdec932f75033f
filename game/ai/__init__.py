"""Bots: players driven by code. Shared protocol; one module per bot."""
from __future__ import annotations

from typing import Any, Protocol

from game.registry import GameInfo, load_object
from game.rules.base import Action


class Bot(Protocol):
    """A bot picks one legal action for ``seat``.

    It is handed the real state so it can clone it to look ahead, but it must decide only on
    what ``seat`` may see: anything hidden (deck order, candle bag) is re-shuffled in its
    clones before it looks (see ``game.ai.ofrenda_hint``).
    """

    name: str

    def choose(self, state: Any, seat: int) -> Action: ...


def make_bot(game: GameInfo, name: str, seed: int = 0) -> Bot:
    """Create the bot called ``name`` for ``game``; raise ``KeyError`` listing the known ones."""
    try:
        path = game.bots[name]
    except KeyError:
        raise KeyError(f"{game.title} has no bot {name!r}; known: {', '.join(game.bots)}") from None
    return load_object(path)(seed=seed)
