"""Ofrenda: why an action is refused, phase by phase (the one source of the reasons the rules and
the table give), a part of :class:`~game.rules.ofrenda.state.OfrendaState`."""
from __future__ import annotations

from game.rules.ofrenda.actions import DiscardPortrait, PlaceCandle
from game.rules.ofrenda.phases import (
    P_ABUELA, P_DECORATE, P_PLAY_PORTRAIT, P_TAKE_CANDLE, P_TAKE_PORTRAIT, ABUELA, CANDLE_STORAGE, MARIGOLD,
    MARKET_SPACES,
)


class OfrendaRefusals:
    """The reason each kind of action is refused now, or ``None`` (a part of the state's class, whose
    ``why_illegal`` picks the check by the action's type)."""

    def _why_abuela(self, seat, action, phase) -> str | None:
        if phase is not P_ABUELA:
            return "It is not Abuela's turn."
        return None if seat == ABUELA else "Only Abuela takes Abuela's turn."

    def _why_take_portrait(self, seat, action, phase) -> str | None:
        if phase is not P_TAKE_PORTRAIT:
            return "You have already taken a portrait this turn."
        if not 0 <= action.space < MARKET_SPACES or self.market[action.space] is None:
            return "There is no portrait in that space."
        board = self.boards[seat]
        cost = self.take_cost(action.space)
        if cost > board.marigolds:
            return (f"Taking the portrait in space {action.space + 1} costs {cost} marigold"
                    f"{'s' if cost != 1 else ''} (one on each portrait you skip); you have {board.marigolds}.")
        return None

    def _why_take_candle(self, seat, action, phase) -> str | None:
        if phase is not P_TAKE_CANDLE:
            return ("Take a portrait first: a candle comes after it." if phase is P_TAKE_PORTRAIT
                    else "Candles can only be taken right after taking a portrait.")
        if not 0 <= action.space < MARKET_SPACES or self.market_candles[action.space] is None:
            return "There is no candle in that space."
        board = self.boards[seat]
        if len(board.candles) >= CANDLE_STORAGE:
            return "Your storage already holds three candles."
        if self.candle_cost(action.space) > board.marigolds:
            return ("That candle is not above the portrait you took, so it costs a marigold, "
                    "and your storage has none.")
        return None

    def _why_skip_candle(self, seat, action, phase) -> str | None:
        return None if phase is P_TAKE_CANDLE else "There is no candle choice to skip now."

    def _why_play(self, seat, action, phase) -> str | None:
        if phase is not P_PLAY_PORTRAIT:
            if phase is P_TAKE_PORTRAIT:
                return "First take a portrait from the family board."
            if phase is P_TAKE_CANDLE:
                return "First take a candle or choose to take none."
            return "You have already played a portrait this turn."
        board = self.boards[seat]
        if action.card not in board.hand:
            return "That portrait is not in your hand."
        if type(action) is DiscardPortrait:
            return None
        slot = self.data.slots.get(action.slot)
        if slot is None:
            return f"There is no slot {action.slot} on the ofrenda."
        if action.slot in board.ofrenda:
            return f"Slot {action.slot} already holds {self.name(board.ofrenda[action.slot])}."
        if slot.effect == "cost" and board.marigolds < 1:
            return f"Slot {action.slot} costs a marigold, and your storage has none."
        return None

    def _why_decorate(self, seat, action, phase) -> str | None:
        what = "candle" if type(action) is PlaceCandle else "marigold"
        if phase is not P_DECORATE:
            return f"A {what} can only be placed right after a portrait surrounds its slot."
        deco = self.data.decorations.get(action.slot)
        if deco is None:
            return f"There is no decoration slot {action.slot}."
        if deco.holds != what:
            return f"Slot {action.slot} holds only a {deco.holds}."
        board = self.boards[seat]
        if action.slot in board.decorations:
            return f"Slot {action.slot} is already decorated."
        if action.slot not in self.pending:
            return (f"Slot {action.slot} was not surrounded by this turn's portrait; decorations go only "
                    f"where the third portrait was just placed.")
        if what == "candle" and action.candle not in board.candles:
            return "That candle is not in your storage."
        if what == MARIGOLD and board.marigolds < 1:
            return "Your storage has no marigold to place."
        return None

    def _why_end_turn(self, seat, action, phase) -> str | None:
        return None if phase is P_DECORATE else "Play a portrait before ending the turn."
