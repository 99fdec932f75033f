"""Die of the Dead: why an action is refused (the one source of the reasons the rules and the
table give), as a part of :class:`~game.rules.dotd.state.DotdState`."""
from __future__ import annotations

from game.protocol import not_to_move
from game.rules.base import Action
from game.rules.dotd.actions import (
    OFRENDA, PREP_BOARD, SUPPLY, Ascend, CashTokens, CityDie, Discard, Draft, FinishScoring, KeepFace, Land, Move,
    Open, Pass, Pay, Place, Retune, ScoreSection, SetFace, Skull, Swap, TakeToken,
)
from game.rules.dotd.components import CANDLE, ITEMS, MARIGOLD, PREP, SKULL
from game.rules.dotd.phases import (
    ACT, CITY, DISCARD, EMPTY, FACE_BONUS, LAND, OPEN, PAY, PLACE, RETUNE, SCORE, SKULL_BONUS,
)
from game.text import Msg


def msg(msg_id: str, **args) -> Msg:
    """A refusal: the game's message ``msg_id`` (said at the door, in the reader's language)."""
    return Msg(msg_id, **args)


def yes(flag) -> Msg:
    return "yes" if flag else "no"


def _token(item: str):
    """"candle token" (a message), or the name as given when it is no token's."""
    return msg(f"dotd-token-{item}") if item in ITEMS else f"{item} token"


def _section(item: str):
    return msg(f"dotd-section-{item}") if item in ITEMS else f"{item} section"


def colour_said(state, colour: str):
    return msg(f"dotd-colour-{colour}") if colour in state.data.colours else colour


class _Prompts(dict):
    """What a phase waits for, as a refusal of anything else: the message ``dotd-prompt-<phase>``."""

    def __missing__(self, phase: str) -> Msg:
        return msg(f"dotd-prompt-{phase}")


_prompt = _Prompts()


class DotdRefusals:
    """``why_illegal`` and its reasons, phase by phase (a part of the game state's class)."""

    def why_illegal(self, seat: int | Action, action: Action | None = None) -> Msg | None:
        if action is None:
            seat, action = next(iter(sorted(self.to_move())), -1), seat
        refusal = not_to_move(self, seat)
        if refusal is not None:
            return refusal
        p = self.phase
        t = type(action)
        if p == PLACE:
            return self._place_refusal(seat, action) if t is Place else _prompt[PLACE]
        if t is Swap:
            return self._swap_refusal(seat, action)
        if p == OPEN:
            return self._open_refusal(seat, action.casket) if t is Open else _prompt[OPEN]
        if p == ACT:
            if t is Draft:
                return self._draft_refusal(seat, action)
            if t is Move:
                return self._move_refusal(seat, action)
            if t is TakeToken:
                return self._take_refusal(seat)
            if t is Ascend:
                return self._ascend_refusal(seat)
            if t is Pass:
                return self._pass_refusal(seat)
            if t is Open:
                return msg("dotd-refuse-a-casket-is-already-open-this")
            return _prompt[ACT]
        if p == RETUNE:
            if t is KeepFace:
                return None
            return self._retune_refusal(seat, action) if t is Retune else _prompt[RETUNE]
        if p == PAY:
            return self._pay_refusal(seat, action) if t is Pay else _prompt[PAY]
        if p == CITY:
            if t is not CityDie:
                return _prompt[CITY]
            if action.colour not in self.data.colours:
                return msg("dotd-refuse-no-such-colour", colour=action.colour)
            if self.data.colour_index(action.colour) not in self._city_colours():
                return msg("dotd-refuse-no-city-colour", colour=msg(f"dotd-colour-{action.colour}"))
            return None
        if p == DISCARD:
            if t is not Discard:
                return _prompt[DISCARD]
            if action.token not in ITEMS:
                return msg("dotd-refuse-no-such-token", token=action.token)
            if not self.hands[seat][ITEMS.index(action.token)]:
                return msg("dotd-refuse-you-hold-no", token=_token(action.token))
            return None
        if p == SCORE:
            return self._score_refusal(seat, action)
        if p == LAND:
            return self._land_refusal(seat, action) if t is Land else _prompt[LAND]
        if p == SKULL_BONUS:
            return self._skull_refusal(seat, action) if t is Skull else _prompt[SKULL_BONUS]
        if p == FACE_BONUS:
            return self._face_refusal(seat, action) if t is SetFace else _prompt[FACE_BONUS]
        return msg("dotd-refuse-nothing-can-be-done-now")

    def _swap_refusal(self, seat: int, action: Swap) -> Msg | None:
        if not (self.phase == OPEN or (self.phase == ACT and seat != self.rs)):
            return msg("dotd-refuse-a-candle-token-is-played-at")
        if not self.hands[seat][CANDLE]:
            return msg("dotd-refuse-you-have-no-candle-token")
        if not (0 <= action.first < 4 and 0 <= action.second < 4):
            return msg("dotd-refuse-there-is-no-such-casket")
        if action.first == action.second:
            return msg("dotd-refuse-choose-two-different-caskets-to-swap")
        return None

    def _cannot_draft(self, seat: int, item: int) -> Msg:
        """Why ``seat`` could not draft from ``item``'s casket (it has dice)."""
        of = self.ofrenda[seat]
        room = EMPTY in self.prep[seat] or any(of[c] == EMPTY for c in self.data.sections[item])
        if not room:
            return msg("dotd-refuse-why-boards-full", section=_section(ITEMS[item]))
        return msg("dotd-refuse-why-nothing-to-pay")

    def _cannot_move(self, seat: int, item: int) -> Msg:
        """Why ``seat`` could not move a die to ``item``'s section."""
        of = self.ofrenda[seat]
        if all(x == EMPTY for x in self.prep[seat]):
            return msg("dotd-refuse-why-prep-empty")
        if all(of[c] != EMPTY for c in self.data.sections[item]):
            return msg("dotd-refuse-why-section-full", section=_section(ITEMS[item]))
        return msg("dotd-refuse-why-city-empty")

    def _open_refusal(self, seat: int, casket: int) -> Msg | None:
        if not 0 <= casket < 4:
            return msg("dotd-refuse-there-is-no-such-casket")
        name = ITEMS[casket]
        if casket in self._openable():
            return None
        if not self._nonempty(casket):
            if self.solo:
                return msg("dotd-refuse-solo-empty-casket", item=msg(f"dotd-item-{name}"), section=_section(name), why=self._cannot_move(seat, casket))
            return msg("dotd-refuse-empty-casket", item=msg(f"dotd-item-{name}"))
        return msg("dotd-refuse-nothing-to-do", item=msg(f"dotd-item-{name}"), why=self._cannot_draft(seat, casket))

    def _cell_refusal(self, seat: int, cell: int) -> Msg | None:
        """Why ``cell`` cannot take a die for the open casket (None: it can)."""
        item = self.open_casket
        if not 0 <= cell < len(self.data.cells):
            return msg("dotd-refuse-there-is-no-such-ofrenda-space")
        if cell not in self.data.sections[item]:
            items = self.data.cell_items[cell]
            return msg("dotd-refuse-wrong-space", first=msg(f"dotd-item-{ITEMS[items[0]]}"), second=msg(f"dotd-item-{ITEMS[items[-1]]}"),
                     corner=yes(len(items) > 1), item=msg(f"dotd-item-{ITEMS[item]}"))
        if self.ofrenda[seat][cell] != EMPTY:
            return msg("dotd-refuse-that-ofrenda-space-is-taken-dice")
        return None

    def _draft_refusal(self, seat: int, action: Draft) -> Msg | None:
        d = self.data
        if action.colour not in d.colours:
            return msg("dotd-refuse-no-such-colour", colour=action.colour)
        want = (d.colour_index(action.colour), action.power, action.face)
        if not any(self.die_class(x) == want for x in self.caskets[self.open_casket]):
            return msg("dotd-refuse-the-open-casket-holds-no-such")
        if action.cell == PREP:
            if EMPTY not in self.prep[seat]:
                return msg("dotd-refuse-your-preparation-board-is-full")
        else:
            reason = self._cell_refusal(seat, action.cell)
            if reason:
                return reason
        if not self._can_pay(seat, action.cell):
            return msg("dotd-refuse-you-have-nothing-to-pay-for")
        return None

    def _move_refusal(self, seat: int, action: Move) -> Msg | None:
        if action.marigold:
            if not self.hands[seat][MARIGOLD]:
                return msg("dotd-refuse-you-have-no-marigold-token")
            if seat != self.rs:
                return msg("dotd-refuse-the-marigold-token-lets-the-round")
        elif not self.solo and seat == self.rs:
            return msg("dotd-refuse-the-round-starter-must-draft-a")
        elif self.solo and not self.city:
            return msg("dotd-refuse-the-city-of-the-dead-is")
        if not 0 <= action.space < len(self.prep[seat]) or self.prep[seat][action.space] == EMPTY:
            return msg("dotd-refuse-there-is-no-die-on-that")
        return self._cell_refusal(seat, action.cell)

    def _take_refusal(self, seat: int) -> Msg | None:
        if not self.solo and seat == self.rs:
            return msg("dotd-refuse-the-round-starter-cannot-take-a")
        item = self.open_casket
        if not self.board_tokens[item]:
            return msg("dotd-refuse-no-token-left", token=_token(ITEMS[item]))
        return None

    def _ascend_refusal(self, seat: int) -> Msg | None:
        if self.solo:
            return msg("dotd-refuse-the-solo-game-has-no-ascending")
        if seat == self.rs:
            return msg("dotd-refuse-the-round-starter-cannot-ascend-draft")
        if not self._ascend_ok(seat):
            return msg("dotd-refuse-you-may-ascend-only-when-the")
        return None

    def _pass_refusal(self, seat: int) -> Msg | None:
        if Pass() in self._act_actions(seat):
            return None
        return msg("dotd-refuse-you-can-still-take-an-action")

    def _retune_refusal(self, seat: int, action: Retune) -> Msg | None:
        if action.token not in ("bread", "incense"):
            return msg("dotd-refuse-only-a-bread-or-an-incense")
        item = ITEMS.index(action.token)
        if not self.hands[seat][item]:
            return msg("dotd-refuse-you-have-no", token=_token(action.token))
        if self.retuned >> item & 1:
            return msg("dotd-refuse-already-played", token=_token(action.token))
        face = self.faces[self.drafted]
        if action.face == face:
            return msg("dotd-refuse-already-shows", face=face)
        if action.token == "bread":
            shown = {self.faces[x] for x in self.caskets[self.open_casket]} - {SKULL}
            if action.face not in shown:
                return msg("dotd-refuse-bread-no-such-value", face=action.face)
            return None
        if {face, action.face} == {1, 6}:
            return msg("dotd-refuse-an-incense-token-turns-the-die")
        if abs(action.face - face) != 1 or not 1 <= action.face <= 6:
            return msg("dotd-refuse-an-incense-token-turns-the-die-2")
        return None

    def _pay_refusal(self, seat: int, action: Pay) -> Msg | None:
        if not 0 <= action.casket < 4:
            return msg("dotd-refuse-there-is-no-such-casket")
        if action.casket == self.open_casket:
            return msg("dotd-refuse-pay-onto-the-lid-of-a")
        sources = self._pay_sources(seat)
        if (action.source, action.colour, action.power, action.spot) in sources:
            return None
        allowed = {s for s, *_ in sources}
        src = action.source
        if src == CITY and CITY not in allowed:
            return (msg("dotd-refuse-only-the-round-starter-pays-from") if seat != self.rs
                    else msg("dotd-refuse-the-city-of-the-dead-is-2"))
        if src == SUPPLY and SUPPLY not in allowed:
            if CITY in allowed:
                return msg("dotd-refuse-the-round-starter-pays-with-a")
            return msg("dotd-refuse-your-supply-is-empty-pay-with")
        if src == PREP_BOARD and PREP_BOARD not in allowed:
            if CITY in allowed:
                return msg("dotd-refuse-the-round-starter-pays-with-a")
            if SUPPLY in allowed:
                return msg("dotd-refuse-pay-from-your-supply-while-it")
        if src == OFRENDA and not self.five:
            return msg("dotd-refuse-dice-on-the-ofrenda-stay-where")
        if src not in (CITY, SUPPLY, PREP_BOARD, OFRENDA):
            return msg("dotd-refuse-pay-from-the-city-of-the")
        if src in (CITY, SUPPLY):
            if action.spot != -1:
                return msg("dotd-refuse-a-die-there-is-named-by")
            return msg("dotd-refuse-no-die-there", colour=colour_said(self, action.colour), power=yes(action.power), source=src)
        if action.colour or action.power:
            return msg("dotd-refuse-a-die-on-your-boards-is")
        if src == PREP_BOARD:
            if 0 <= action.spot < len(self.prep[seat]) and self.prep[seat][action.spot] == self.drafted != EMPTY:
                return msg("dotd-refuse-the-die-you-just-drafted-cannot")
            return msg("dotd-refuse-there-is-no-die-on-that")
        if not 0 <= action.spot < len(self.ofrenda[seat]) or self.ofrenda[seat][action.spot] == EMPTY:
            return msg("dotd-refuse-there-is-no-die-on-that-2")
        if action.spot == self.drafted_cell:
            return msg("dotd-refuse-the-die-you-just-drafted-cannot")
        return msg("dotd-refuse-that-die-belongs-to-a-completed")

    def _score_refusal(self, seat: int, action: Action) -> Msg | None:
        t = type(action)
        if t is ScoreSection:
            if action.section not in ITEMS:
                return msg("dotd-refuse-no-such-section", section=action.section)
            item = ITEMS.index(action.section)
            if item not in self.pending[seat]:
                if self.scored[seat][item] >= 0:
                    return msg("dotd-refuse-already-scored", section=_section(action.section))
                return msg("dotd-refuse-not-completed", section=_section(action.section))
            return None
        if t is CashTokens:
            if not self.cash_ok:
                return msg("dotd-refuse-you-have-finished-scoring-this-round")
            tokens = action.tokens
            if any(x not in ITEMS for x in tokens):
                return msg("dotd-refuse-discard-candle-marigold-bread-or-incense")
            counts = {k for k, _ in self.data.cash}
            if len(set(tokens)) != len(tokens) or len(tokens) not in counts:
                return msg("dotd-refuse-discard-three-or-four-tokens-all")
            for x in tokens:
                if not self.hands[seat][ITEMS.index(x)]:
                    return msg("dotd-refuse-you-hold-no", token=_token(x))
            return None
        if t is FinishScoring:
            if self.pending[seat]:
                return msg("dotd-refuse-score-your-completed-sections-first")
            return None
        return _prompt[SCORE]

    def _land_refusal(self, seat: int, action: Land) -> Msg | None:
        squares = self.data.steps[self.landing - 1]
        if not 0 <= action.square < len(squares):
            return msg("dotd-refuse-a-step-has-four-squares")
        sq = squares[action.square]
        if sq == "blank" or self.square_gives(seat, sq):
            return None
        if sq in ITEMS:
            return msg("dotd-refuse-square-no-token", token=_token(sq))
        if sq == "skull":
            return msg("dotd-refuse-you-have-no-power-die-to")
        return msg("dotd-refuse-no-normal-die-is-on-your")

    def _skull_refusal(self, seat: int, action: Skull) -> Msg | None:
        if (action.board, action.spot) in self._skull_targets(seat):
            return None
        if action.board not in (PREP_BOARD, OFRENDA):
            return msg("dotd-refuse-choose-a-die-on-your-preparation")
        places = self.prep[seat] if action.board == PREP_BOARD else self.ofrenda[seat]
        if not 0 <= action.spot < len(places) or places[action.spot] == EMPTY:
            return msg("dotd-refuse-there-is-no-die-there")
        if not self.is_power(places[action.spot]):
            return msg("dotd-refuse-that-is-a-normal-die-only")
        return msg("dotd-refuse-that-die-already-shows-its-skull")

    def _face_refusal(self, seat: int, action: SetFace) -> Msg | None:
        if not 0 <= action.space < len(self.prep[seat]) or self.prep[seat][action.space] == EMPTY:
            return msg("dotd-refuse-there-is-no-die-on-that")
        die = self.prep[seat][action.space]
        if self.is_power(die):
            return msg("dotd-refuse-that-is-a-power-die-this")
        if not 1 <= action.face <= 6:
            return msg("dotd-refuse-a-die-shows-1-to-6")
        if action.face == self.faces[die]:
            return msg("dotd-refuse-already-shows", face=action.face)
        return None
