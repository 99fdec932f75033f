"""A game in progress: seed, mode and action log, with undo/redo and replay.

The state is always what replaying the log from the seed gives; undo replays a shorter log.
Undo never crosses a point where hidden information was revealed (a draw, a die roll, the
automaton's turn): the log before that point is fixed.
"""
from __future__ import annotations

from typing import Any

from game.registry import GameInfo
from game.rules.base import Action, IllegalAction


class Session:
    """One game being played: owns the state and its log."""

    def __init__(self, game: GameInfo, mode: str, seed: int):
        game.mode(mode)  # raises KeyError for an unknown mode
        self.game = game
        self.mode = mode
        self.seed = seed
        self.data = game.load_data()
        self.state = game.new_state(self.data, seed, mode)
        self.log: list[Action] = []
        self.undo_floor = 0  # actions before this index can no longer be undone
        self.redo_stack: list[Action] = []

    # ------------------------------------------------------------------ play
    def apply(self, action: Action, *, keep_redo: bool = False) -> list:
        """Apply ``action`` (raises :class:`IllegalAction`), log it, and return its events."""
        automaton = getattr(self.state, "automaton_to_move", False)
        events = self.state.apply(action)
        self.log.append(action)
        if automaton or getattr(self.state, "revealed", False):
            self.undo_floor = len(self.log)
            self.redo_stack.clear()
        elif not keep_redo:
            self.redo_stack.clear()
        return events

    def apply_automaton(self) -> list:
        """Play the automaton's action if it is to move; return its events (empty if it is not)."""
        if not getattr(self.state, "automaton_to_move", False):
            return []
        return self.apply(self.state.legal_actions()[0])

    def advance_automaton(self) -> list:
        """Play automaton turns until a player must decide or the game ends."""
        events = []
        while getattr(self.state, "automaton_to_move", False):
            events += self.apply_automaton()
        return events

    @property
    def can_undo(self) -> bool:
        return len(self.log) > self.undo_floor

    @property
    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def undo(self) -> bool:
        """Take back the last action, if it is still the player's own to take back."""
        if not self.can_undo:
            return False
        self.redo_stack.append(self.log[-1])
        self._rebuild(self.log[:-1])
        return True

    def redo(self) -> bool:
        """Play the last undone action again."""
        if not self.redo_stack:
            return False
        action = self.redo_stack.pop()
        self.apply(action, keep_redo=True)
        return True

    def _rebuild(self, actions: list[Action]) -> None:
        floor = self.undo_floor
        self.state = self.game.new_state(self.data, self.seed, self.mode)
        self.log = []
        for a in actions:
            self.state.apply(a)
            self.log.append(a)
        self.undo_floor = floor

    # ------------------------------------------------------------- persistence
    def to_record(self) -> dict[str, Any]:
        """The session as a JSON-ready dict: the seed and the action log, plus a fingerprint."""
        return {
            "game": self.game.id,
            "mode": self.mode,
            "seed": self.seed,
            "actions": [a.to_json() for a in self.log],
            "digest": self.state.digest(),
            "summary": self.state.summary(),
        }

    @classmethod
    def from_record(cls, game: GameInfo, record: dict[str, Any]) -> "Session":
        """Replay a record, validating every action; raises ``ValueError`` naming the first bad one."""
        session = cls(game, record["mode"], record["seed"])
        for i, raw in enumerate(record["actions"]):
            try:
                action = game.codec.decode(raw)
                session.apply(action)
            except IllegalAction as err:
                raise ValueError(f"move {i + 1} of the log ({action}) is not legal: {err.reason}") from None
            except Exception as err:  # UnknownAction and anything a damaged log provokes
                raise ValueError(f"move {i + 1} of the log cannot be read: {err}") from None
        session.redo_stack.clear()
        return session
