"""The one door from the table to the rules: a press, a drop, a button, an accepted suggestion each
come here with the action they offer, and come back with an :class:`Attempt`, the action taken or
its refusal. The rules are asked once (``why_illegal``, the one source of refusal reasons), or not
at all when their answer is already known (a drop target is answered when the drag begins); a
refusal is shown once, with one sound. A part of :class:`scenes.play.PlayScene`."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules.base import IllegalAction
from game.text import say
from scenes import shell_words as words

UNASKED: Any = object()  # ``propose``'s ``answer`` when the rules are yet to be asked


@dataclass(frozen=True)
class Attempt:
    """What one offer came to: ``action`` and, when it was refused, why (``refusal``; ``""``: refused
    without a word, as under the pause menu). True when the action was taken (or, offered with
    ``take=False``, when it may be)."""

    action: Any
    refusal: str | None = None

    def __bool__(self) -> bool:
        return self.refusal is None


class Door:
    """Offers to the rules and refusals shown (it reads ``session``, ``seat``, ``replay``, ``curtain``,
    ``menu``, ``drag`` and the coach's gate)."""

    def why_illegal(self, action) -> str | None:
        """The rules' reason the seat on screen may not play ``action`` now (``None`` when legal)."""
        if self.replay:
            return words.REPLAY_REFUSAL
        if self.curtain is not None:
            return words.WAITING_FOR.format(name=self.seat_name(self.curtain))
        reason = self.session.why_illegal(self.seat, action)  # a message, said here in the reader's language
        if reason is not None:
            return say(reason)
        return None if self.tutor is None else self.coach.refusal(action)

    def legal_actions(self) -> list:
        if self.replay or self.curtain is not None:
            return []
        return self.coach.legal(self.session.legal_actions(self.seat))

    def propose(self, action, at: tuple[int, int] | None = None, answer: str | None = UNASKED,
                take: bool = True) -> Attempt:
        """Offer ``action``: the rules asked once (``answer``: their answer already given, e.g. by the drop
        target it was let go on), taken if legal, else the refusal shown near ``at`` with one sound.
        ``take=False``: only asked (a piece picked up, the first of two clicks), refused the same way."""
        if self.menu is not None:
            return Attempt(action, "")
        reason = self.why_illegal(action) if answer is UNASKED else answer
        if reason is None and take:
            try:
                events = self.session.apply(self.seat, action)
            except IllegalAction as err:
                reason = say(err.reason)
            else:
                self.coach.moved()
                self.saving.autosave()
                self.after_move("action", events)
                return Attempt(action)
        if reason is not None:
            self.refuse(reason, at)
        return Attempt(action, reason)

    # ------------------------------------------------------------------ taking a move back
    def undo(self) -> None:
        """Ctrl+Z: take back the seat's own last move (an AI's moves since with it)."""
        self._undo_or_redo("undo", self.session.can_undo, self.session.undo, self._nothing_to_undo)

    def redo(self) -> None:
        self._undo_or_redo("redo", self.session.can_redo, self.session.redo,
                           lambda: self.app.toast(words.NOTHING_TO_REDO))

    def _undo_or_redo(self, cause: str, can, do, nothing) -> None:
        """Undo or redo (``cause``) the seat's own move with ``do``, if ``can`` allows; else ``nothing()`` says why."""
        if self.drag.dragging:
            self.drag.cancel()
        if self.replay or self.curtain is not None:
            return
        if not can(self.seat):
            nothing()
            return
        self.machines.cancel()
        do(self.seat)
        self.coach.undone(cause)
        self.saving.autosave()
        self.after_move(cause, [])

    def _nothing_to_undo(self) -> None:
        log_ = self.session.log
        since = log_ and log_[-1].seat != self.seat and len(log_) > self.session.undo_floor
        self.app.toast(words.nothing_to_undo(self.seat_name(log_[-1].seat) if since else None, bool(log_)))

    def refuse(self, reason: str, at: tuple[int, int] | None = None) -> None:
        """Say ``reason`` (by the piece at ``at``, or in the coach's bubble when it is the coach's) with one sound."""
        if not self.coach.heard(reason):  # the coach's answer is said in its bubble, not by the piece under it
            self.drag.say(reason, at if at is not None else self.pointer)
        self.play_sound("refuse")
        self.app.dirty = True

    def dropped(self, payload, target, pos):
        """The drag controller's drop: on a target the rules refused when the drag began, refused with
        their answer (not asked again); on a legal one, the table's ``drop``."""
        return self.table.drop(payload, target, pos) if target.legal else self.propose_offer(target, pos)

    def propose_offer(self, target, pos) -> Attempt:
        """Propose the action a drop target holds (its ``data``) with the rules' answer it was listed with
        (a drop, or a click on a place for a piece picked up): "Not there." when it offers none."""
        answer = None if target.legal and target.data is not None else (target.reason or words.NOT_THERE)
        return self.propose(target.data, pos, answer=answer)
