"""Bots: players driven by code, on the shared protocol. One module per bot.

A bot is built with ``(game, seat, seed)`` and asked to :meth:`~Bot.decide` on a
:class:`Decision`: the seat's legal actions and its information-set *view* (never the true
state). It answers with a :class:`Choice`: the action and, in a few words, why. A bot that
searches draws full states consistent with the view with ``game.determinize(view, rng)``.
"""
from __future__ import annotations

import hashlib
from typing import Any, Callable, NamedTuple, Protocol

from game.registry import GameInfo, load_object
from game.rules.base import Action
from game.text import Msg


_new = object.__new__


class Choice(NamedTuple):
    """A bot's answer: the action, and the reason in a few words (for the log and suggestions).
    ``plan``: when the bot decided several steps together, every step from ``action`` on (the
    reason is the plan's); empty when it decided this action alone."""

    action: Action
    reason: "str | Msg" = ""  # a message (a game's words), said where it is shown
    plan: tuple = ()

    @property
    def steps(self) -> tuple:
        """The actions the bot means to play for this decision, ``action`` first."""
        return self.plan or (self.action,)


class Decision:
    """What a bot decides on: ``seat``, its ``legal`` actions, and its ``view`` (built on first use).

    ``budget`` is the thinking time in seconds the bot may use (``None``: its own default);
    ``should_stop()`` turns True when the answer is no longer wanted (undo, quit, load).
    """

    __slots__ = ("seat", "legal", "_view", "_view_fn", "_view_args", "budget", "_stop")

    def __init__(self, seat: int, legal: list[Action], view: Any = None, *,
                 view_fn: Callable[[], Any] | None = None, budget: float | None = None,
                 should_stop: Callable[[], bool] | None = None):
        self.seat = seat
        self.legal = legal
        self._view = view
        self._view_fn = view_fn
        self._view_args: tuple[Any, ...] = ()
        self.budget = budget
        self._stop = should_stop

    @classmethod
    def of_state(cls, seat: int, legal: list[Action], view: Callable[..., Any], state: Any) -> "Decision":
        """``Decision(seat, legal, view_fn=lambda: view(state, seat))``, made the quick way: the session
        makes one at every bot step of every game it plays (the view is built only if asked for)."""
        decision = _new(cls)
        decision.seat = seat
        decision.legal = legal
        decision._view = decision.budget = decision._stop = None
        decision._view_fn = view
        decision._view_args = (state, seat)
        return decision

    @property
    def view(self) -> Any:
        if self._view is None and self._view_fn is not None:
            self._view = self._view_fn(*self._view_args)
            self._view_fn = None
            self._view_args = ()
        return self._view

    def should_stop(self) -> bool:
        return bool(self._stop is not None and self._stop())


class Bot(Protocol):
    """``Bot(game, seat, seed)``; ``decide(decision) -> Choice`` using only ``decision``."""

    name: str

    def decide(self, decision: Decision) -> Choice: ...


def bot_seed(game_seed: int, seat: int, name: str) -> int:
    """The seed a bot gets for its own choices, derived one way from the game's seed: the same game
    gives the same bot choices, but a bot can never recover the game's seed (which would deal every
    hidden card again)."""
    digest = hashlib.sha256(f"cempasuchil-bot:{game_seed}:{seat}:{name}".encode()).digest()
    return int.from_bytes(digest[:6], "big")


def make_bot(game: GameInfo, name: str, seat: int = 0, seed: int = 0) -> Bot:
    """Create the bot called ``name`` for ``seat`` of the game dealt with ``seed``; ``KeyError`` lists
    the known ones. The bot gets a seed of its own (:func:`bot_seed`), never the game's."""
    try:
        path = game.bots[name]
    except KeyError:
        raise KeyError(f"{game.title} has no bot {name!r}; known: {', '.join(game.bots)}") from None
    return load_object(path)(game, seat, bot_seed(seed, seat, name))


__all__ = ["Choice", "Decision", "Bot", "make_bot", "bot_seed"]
