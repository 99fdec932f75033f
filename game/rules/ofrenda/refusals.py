"""Ofrenda: why an action is refused, phase by phase (the one source of the reasons the rules and
the table give), a part of :class:`~game.rules.ofrenda.state.OfrendaState`."""
from __future__ import annotations

from game.rules.ofrenda.actions import DiscardPortrait, PlaceCandle
from game.text import Msg, say
from game.rules.ofrenda.phases import (
    P_ABUELA, P_DECORATE, P_PLAY_PORTRAIT, P_TAKE_CANDLE, P_TAKE_PORTRAIT, ABUELA, CANDLE_STORAGE, MARIGOLD,
    MARKET_SPACES,
)


def _t(key: str, **args) -> str:
    """A refusal from the game's catalogue, in the current language (said when it is asked for)."""
    return say(Msg("ofrenda-" + key, **args))


class OfrendaRefusals:
    """The reason each kind of action is refused now, or ``None`` (a part of the state's class, whose
    ``why_illegal`` picks the check by the action's type)."""

    def _why_abuela(self, seat, action, phase) -> str | None:
        if phase is not P_ABUELA:
            return _t("refuse-not-abuelas-turn")
        return None if seat == ABUELA else _t("refuse-only-abuela")

    def _why_take_portrait(self, seat, action, phase) -> str | None:
        if phase is not P_TAKE_PORTRAIT:
            return _t("refuse-taken-portrait")
        if not 0 <= action.space < MARKET_SPACES or self.market[action.space] is None:
            return _t("refuse-no-portrait")
        board = self.boards[seat]
        cost = self.take_cost(action.space)
        if cost > board.marigolds:
            return _t("refuse-portrait-cost", space=action.space + 1, n=cost, have=board.marigolds)
        return None

    def _why_take_candle(self, seat, action, phase) -> str | None:
        if phase is not P_TAKE_CANDLE:
            return (_t("refuse-portrait-first") if phase is P_TAKE_PORTRAIT
                    else _t("refuse-candle-when"))
        if not 0 <= action.space < MARKET_SPACES or self.market_candles[action.space] is None:
            return _t("refuse-no-candle")
        board = self.boards[seat]
        if len(board.candles) >= CANDLE_STORAGE:
            return _t("refuse-three-candles")
        if self.candle_cost(action.space) > board.marigolds:
            return _t("refuse-candle-cost")
        return None

    def _why_skip_candle(self, seat, action, phase) -> str | None:
        return None if phase is P_TAKE_CANDLE else _t("refuse-no-skip")

    def _why_play(self, seat, action, phase) -> str | None:
        if phase is not P_PLAY_PORTRAIT:
            if phase is P_TAKE_PORTRAIT:
                return _t("refuse-first-portrait")
            if phase is P_TAKE_CANDLE:
                return _t("refuse-first-candle")
            return _t("refuse-played")
        board = self.boards[seat]
        if action.card not in board.hand:
            return _t("refuse-not-in-hand")
        if type(action) is DiscardPortrait:
            return None
        slot = self.data.slots.get(action.slot)
        if slot is None:
            return _t("refuse-no-slot", slot=action.slot)
        if action.slot in board.ofrenda:
            return _t("refuse-slot-held", slot=action.slot, card=self.name(board.ofrenda[action.slot]))
        if slot.effect == "cost" and board.marigolds < 1:
            return _t("refuse-slot-cost", slot=action.slot)
        return None

    def _why_decorate(self, seat, action, phase) -> str | None:
        what = "candle" if type(action) is PlaceCandle else "marigold"
        if phase is not P_DECORATE:
            return _t("not-decorating", what=what)
        deco = self.data.decorations.get(action.slot)
        if deco is None:
            return _t("refuse-no-deco", slot=action.slot)
        if deco.holds != what:
            return _t("refuse-holds-only", slot=action.slot, holds=deco.holds)
        board = self.boards[seat]
        if action.slot in board.decorations:
            return _t("refuse-decorated", slot=action.slot)
        if action.slot not in self.pending:
            return _t("refuse-not-surrounded", slot=action.slot)
        if what == "candle" and action.candle not in board.candles:
            return _t("refuse-candle-not-stored")
        if what == MARIGOLD and board.marigolds < 1:
            return _t("refuse-no-marigold")
        return None

    def _why_end_turn(self, seat, action, phase) -> str | None:
        return None if phase is P_DECORATE else _t("refuse-end-turn")
