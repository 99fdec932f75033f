"""The rules entry every game shares: the protocol's entry points, written once over a game's parts.

A game's ``game.py`` declares ``RULES = Rules(...)`` with only what is its own: its state class,
the loader of its data files (checked by its schema), its action codec, its view and
``determinize``, and its words module; and, if it has them, ``components`` and ``sim_report``.
``GameInfo.rules`` names that declaration (``"game.rules.<id>.game:RULES"``); the client reaches
it through the ``GameInfo`` (``game.view(state, seat)``, ``game.event_text(...)``...).
What each part must offer, required or optional, is written as Protocols in :mod:`game.contracts`.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, cast

from game.protocol import Setup

if TYPE_CHECKING:  # (the contracts type the parts: mypy checks each game's ``RULES`` against them)
    from game.contracts import CodecContract, PlainContract, PreviewWordsContract, StateContract, WordsContract


@dataclass(frozen=True, eq=False)
class Rules:
    """One game's rules, as the platform drives them (see ``docs/architecture.md``, section 6)."""

    state: Callable[[Any, int, Setup], StateContract]  # the state class: ``state(data, seed, setup)`` deals a game
    load: Callable[[], Any]  # reads the game's data files and checks them against its schema
    codec: CodecContract  # actions to and from JSON (saves, the bot worker): a game.rules.base.ActionCodec
    view: Callable[[Any, int | None], Any]  # ``view(state, seat)``: what the seat may know (None: everything)
    determinize: Callable[[Any, Any, Any], Any]  # ``determinize(data, view, rng)``: a full state behind a view
    # the words module: ``Plain(data)``, ``event_text(fmt, event, viewer, names)``, ``describe_action(fmt, action,
    # view)``; a table may pass its own ``fmt`` (a ``Plain`` with its markup)
    words: WordsContract
    components: Callable[[Any], Counter] | None = None  # every counted component, for the conformance tests
    sim_report: Callable[[Any, Setup, list], dict] | None = None  # ``sim``'s own keys, from the finished states
    # ``preview(data, view, action) -> Preview | None``: what a placement would score and why, before it is
    # made (the words module then has ``preview_lines(fmt, preview, view)``)
    preview: Callable[[Any, Any, Any], Any] | None = None
    _plain: dict = field(default_factory=dict, init=False, repr=False)  # id(data) -> words.Plain(data)

    def load_data(self) -> Any:
        return self.load()

    def new_state(self, data: Any, seed: int, setup: Setup) -> StateContract:
        return self.state(data, seed, setup)

    def plain(self, data: Any) -> PlainContract:
        """The game's plain words for ``data``, made once per data (the log asks for one at every line)."""
        fmt = self._plain.get(id(data))
        if fmt is None or fmt.data is not data:
            fmt = self._plain[id(data)] = self.words.Plain(data)
        return fmt

    def event_text(self, data: Any, event, viewer: int | None, names, fmt=None) -> str:
        return self.words.event_text(fmt or self.plain(data), event, viewer, names)

    def describe_action(self, data: Any, action, view, fmt=None) -> str:
        return self.words.describe_action(fmt or self.plain(data), action, view)

    def preview_lines(self, data: Any, action, view, fmt=None) -> list[str] | None:
        """What ``action`` would score for ``view``'s seat, a line each (``None``: the game previews no
        such move)."""
        if self.preview is None:
            return None
        told = self.preview(data, view, action)
        if told is None:
            return None
        words = cast("PreviewWordsContract", self.words)  # (a game with previews has their words)
        return words.preview_lines(fmt or self.plain(data), told, view)


__all__ = ["Rules"]
