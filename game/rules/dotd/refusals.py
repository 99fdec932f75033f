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
    ACT, CITY, DISCARD, EMPTY, FACE_BONUS, LAND, OPEN, PAY, PLACE, PROMPTS, RETUNE, SCORE, SKULL_BONUS,
)


class DotdRefusals:
    """``why_illegal`` and its reasons, phase by phase (a part of the game state's class)."""

    def why_illegal(self, seat: int | Action, action: Action | None = None) -> str | None:
        if action is None:
            seat, action = next(iter(sorted(self.to_move())), -1), seat
        refusal = not_to_move(self, seat)
        if refusal is not None:
            return refusal
        p = self.phase
        t = type(action)
        if p == PLACE:
            return self._place_refusal(seat, action) if t is Place else PROMPTS[PLACE]
        if t is Swap:
            return self._swap_refusal(seat, action)
        if p == OPEN:
            return self._open_refusal(seat, action.casket) if t is Open else PROMPTS[OPEN]
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
                return "A casket is already open this round."
            return PROMPTS[ACT]
        if p == RETUNE:
            if t is KeepFace:
                return None
            return self._retune_refusal(seat, action) if t is Retune else PROMPTS[RETUNE]
        if p == PAY:
            return self._pay_refusal(seat, action) if t is Pay else PROMPTS[PAY]
        if p == CITY:
            if t is not CityDie:
                return PROMPTS[CITY]
            if action.colour not in self.data.colours:
                return f"There are no {action.colour} dice."
            if self.data.colour_index(action.colour) not in self._city_colours():
                return f"No {action.colour} die is left in the City of the Dead."
            return None
        if p == DISCARD:
            if t is not Discard:
                return PROMPTS[DISCARD]
            if action.token not in ITEMS:
                return f"There are no {action.token} tokens."
            if not self.hands[seat][ITEMS.index(action.token)]:
                return f"You hold no {action.token} token."
            return None
        if p == SCORE:
            return self._score_refusal(seat, action)
        if p == LAND:
            return self._land_refusal(seat, action) if t is Land else PROMPTS[LAND]
        if p == SKULL_BONUS:
            return self._skull_refusal(seat, action) if t is Skull else PROMPTS[SKULL_BONUS]
        if p == FACE_BONUS:
            return self._face_refusal(seat, action) if t is SetFace else PROMPTS[FACE_BONUS]
        return "Nothing can be done now."

    def _swap_refusal(self, seat: int, action: Swap) -> str | None:
        if not (self.phase == OPEN or (self.phase == ACT and seat != self.rs)):
            return "A candle token is played at the start of your turn, before your action."
        if not self.hands[seat][CANDLE]:
            return "You have no candle token."
        if not (0 <= action.first < 4 and 0 <= action.second < 4):
            return "There is no such casket."
        if action.first == action.second:
            return "Choose two different caskets to swap."
        return None

    def _cannot_draft(self, seat: int, item: int) -> str:
        """Why ``seat`` could not draft from ``item``'s casket (it has dice)."""
        of = self.ofrenda[seat]
        room = EMPTY in self.prep[seat] or any(of[c] == EMPTY for c in self.data.sections[item])
        if not room:
            return f"your preparation board and your {ITEMS[item]} section are full"
        return "you have nothing to pay with"

    def _cannot_move(self, seat: int, item: int) -> str:
        """Why ``seat`` could not move a die to ``item``'s section."""
        of = self.ofrenda[seat]
        if all(x == EMPTY for x in self.prep[seat]):
            return "your preparation board has no die"
        if all(of[c] != EMPTY for c in self.data.sections[item]):
            return f"your {ITEMS[item]} section is full"
        return "the City of the Dead has no die to spend"

    def _open_refusal(self, seat: int, casket: int) -> str | None:
        if not 0 <= casket < 4:
            return "There is no such casket."
        name = ITEMS[casket]
        if casket in self._openable():
            return None
        if not self._nonempty(casket):
            if self.solo:
                return (f"The {name} casket is empty: you could only move a die to your {name} section or take "
                        f"its token, but {self._cannot_move(seat, casket)} and no {name} token is left.")
            return f"The {name} casket is empty: open one with dice in it."
        return f"Opening the {name} casket would leave you nothing to do: {self._cannot_draft(seat, casket)}."

    def _cell_refusal(self, seat: int, cell: int) -> str | None:
        """Why ``cell`` cannot take a die for the open casket (None: it can)."""
        item = self.open_casket
        if not 0 <= cell < len(self.data.cells):
            return "There is no such ofrenda space."
        if cell not in self.data.sections[item]:
            names = " or ".join(ITEMS[i] for i in self.data.cell_items[cell])
            article = "an" if names[0] in "aeiou" else "a"  # (an incense space)
            return (f"That is {article} {names} space: a die from the {ITEMS[item]} casket goes to one of your "
                    f"{ITEMS[item]} spaces.")
        if self.ofrenda[seat][cell] != EMPTY:
            return "That ofrenda space is taken: dice on the ofrenda stay where they are."
        return None

    def _draft_refusal(self, seat: int, action: Draft) -> str | None:
        d = self.data
        if action.colour not in d.colours:
            return f"There are no {action.colour} dice."
        want = (d.colour_index(action.colour), action.power, action.face)
        if not any(self.die_class(x) == want for x in self.caskets[self.open_casket]):
            return "The open casket holds no such die."
        if action.cell == PREP:
            if EMPTY not in self.prep[seat]:
                return "Your preparation board is full."
        else:
            reason = self._cell_refusal(seat, action.cell)
            if reason:
                return reason
        if not self._can_pay(seat, action.cell):
            return "You have nothing to pay for a die with."
        return None

    def _move_refusal(self, seat: int, action: Move) -> str | None:
        if action.marigold:
            if not self.hands[seat][MARIGOLD]:
                return "You have no marigold token."
            if seat != self.rs:
                return "The marigold token lets the Round Starter move a die instead of drafting."
        elif not self.solo and seat == self.rs:
            return "The Round Starter must draft (a marigold token lets you move a die instead)."
        elif self.solo and not self.city:
            return "The City of the Dead is empty."
        if not 0 <= action.space < len(self.prep[seat]) or self.prep[seat][action.space] == EMPTY:
            return "There is no die on that preparation space."
        return self._cell_refusal(seat, action.cell)

    def _take_refusal(self, seat: int) -> str | None:
        if not self.solo and seat == self.rs:
            return "The Round Starter cannot take a token: draft a die."
        item = self.open_casket
        if not self.board_tokens[item]:
            return f"No {ITEMS[item]} token is left on its board."
        return None

    def _ascend_refusal(self, seat: int) -> str | None:
        if self.solo:
            return "The solo game has no ascending action."
        if seat == self.rs:
            return "The Round Starter cannot ascend: draft a die."
        if not self._ascend_ok(seat):
            return "You may ascend only when the open casket has no die and no token left."
        return None

    def _pass_refusal(self, seat: int) -> str | None:
        if Pass() in self._act_actions(seat):
            return None
        return "You can still take an action: passing is only for a turn with nothing to do."

    def _retune_refusal(self, seat: int, action: Retune) -> str | None:
        if action.token not in ("bread", "incense"):
            return "Only a bread or an incense token changes a drafted die."
        item = ITEMS.index(action.token)
        if not self.hands[seat][item]:
            return f"You have no {action.token} token."
        if self.retuned >> item & 1:
            return f"You have already played a {action.token} token on this die."
        face = self.faces[self.drafted]
        if action.face == face:
            return f"The die already shows {face}."
        if action.token == "bread":
            shown = {self.faces[x] for x in self.caskets[self.open_casket]} - {SKULL}
            if action.face not in shown:
                return f"No other die in the casket shows {action.face} (skulls do not count)."
            return None
        if {face, action.face} == {1, 6}:
            return "An incense token turns the die one up or down: 1 cannot become 6, nor 6 become 1."
        if abs(action.face - face) != 1 or not 1 <= action.face <= 6:
            return "An incense token turns the die one up or one down."
        return None

    def _pay_refusal(self, seat: int, action: Pay) -> str | None:
        if not 0 <= action.casket < 4:
            return "There is no such casket."
        if action.casket == self.open_casket:
            return "Pay onto the lid of a closed casket, not the open one."
        sources = self._pay_sources(seat)
        if (action.source, action.colour, action.power, action.spot) in sources:
            return None
        allowed = {s for s, *_ in sources}
        src = action.source
        if src == CITY and CITY not in allowed:
            return ("Only the Round Starter pays from the City of the Dead." if seat != self.rs
                    else "The City of the Dead is empty: pay from your supply.")
        if src == SUPPLY and SUPPLY not in allowed:
            if CITY in allowed:
                return "The Round Starter pays with a die from the City of the Dead."
            return "Your supply is empty: pay with a die from your preparation board."
        if src == PREP_BOARD and PREP_BOARD not in allowed:
            if CITY in allowed:
                return "The Round Starter pays with a die from the City of the Dead."
            if SUPPLY in allowed:
                return "Pay from your supply while it has dice."
        if src == OFRENDA and not self.five:
            return "Dice on the ofrenda stay where they are (only with five players may an incomplete section pay)."
        if src not in (CITY, SUPPLY, PREP_BOARD, OFRENDA):
            return "Pay from the City of the Dead, your supply, your preparation board or (five players) your ofrenda."
        if src in (CITY, SUPPLY):
            if action.spot != -1:
                return "A die there is named by its colour and kind, not by a place."
            where = "in the City of the Dead" if src == CITY else "in your supply"
            kind = "power die" if action.power else "normal die"
            return f"There is no {action.colour} {kind} {where}."
        if action.colour or action.power:
            return "A die on your boards is named by its place only."
        if src == PREP_BOARD:
            if 0 <= action.spot < len(self.prep[seat]) and self.prep[seat][action.spot] == self.drafted != EMPTY:
                return "The die you just drafted cannot pay for itself."
            return "There is no die on that preparation space."
        if not 0 <= action.spot < len(self.ofrenda[seat]) or self.ofrenda[seat][action.spot] == EMPTY:
            return "There is no die on that ofrenda space."
        if action.spot == self.drafted_cell:
            return "The die you just drafted cannot pay for itself."
        return "That die belongs to a completed section: only an incomplete section's dice may pay."

    def _score_refusal(self, seat: int, action: Action) -> str | None:
        t = type(action)
        if t is ScoreSection:
            if action.section not in ITEMS:
                return f"There is no {action.section} section."
            item = ITEMS.index(action.section)
            if item not in self.pending[seat]:
                if self.scored[seat][item] >= 0:
                    return f"Your {action.section} section is already scored."
                return f"Your {action.section} section was not completed this round."
            return None
        if t is CashTokens:
            if not self.cash_ok:
                return "You have finished scoring this round."
            tokens = action.tokens
            if any(x not in ITEMS for x in tokens):
                return "Discard candle, marigold, bread or incense tokens."
            counts = {k for k, _ in self.data.cash}
            if len(set(tokens)) != len(tokens) or len(tokens) not in counts:
                return "Discard three or four tokens, all of different kinds."
            for x in tokens:
                if not self.hands[seat][ITEMS.index(x)]:
                    return f"You hold no {x} token."
            return None
        if t is FinishScoring:
            if self.pending[seat]:
                return "Score your completed sections first."
            return None
        return PROMPTS[SCORE]

    def _land_refusal(self, seat: int, action: Land) -> str | None:
        squares = self.data.steps[self.landing - 1]
        if not 0 <= action.square < len(squares):
            return "A step has four squares."
        sq = squares[action.square]
        if sq == "blank" or self.square_gives(seat, sq):
            return None
        if sq in ITEMS:
            return f"No {sq} token is left: that square gives nothing."
        if sq == "skull":
            return "You have no power die to turn to its skull: that square gives nothing."
        return "No normal die is on your preparation board: that square gives nothing."

    def _skull_refusal(self, seat: int, action: Skull) -> str | None:
        if (action.board, action.spot) in self._skull_targets(seat):
            return None
        if action.board not in (PREP_BOARD, OFRENDA):
            return "Choose a die on your preparation board or your ofrenda."
        places = self.prep[seat] if action.board == PREP_BOARD else self.ofrenda[seat]
        if not 0 <= action.spot < len(places) or places[action.spot] == EMPTY:
            return "There is no die there."
        if not self.is_power(places[action.spot]):
            return "That is a normal die: only a power die has a skull."
        return "That die already shows its skull."

    def _face_refusal(self, seat: int, action: SetFace) -> str | None:
        if not 0 <= action.space < len(self.prep[seat]) or self.prep[seat][action.space] == EMPTY:
            return "There is no die on that preparation space."
        die = self.prep[seat][action.space]
        if self.is_power(die):
            return "That is a power die: this bonus turns a normal die."
        if not 1 <= action.face <= 6:
            return "A die shows 1 to 6."
        if action.face == self.faces[die]:
            return f"The die already shows {action.face}."
        return None
