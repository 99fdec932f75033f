"""Ofrenda's parts: the top bar, the family board, Abuela's corner (or the other players and the
Common Goals), your ofrenda, your storage, your hand, the score, and an opponent's ofrenda shown
large. Each part reads the table scene (``t``: the view, the layout, the tooltips and clicks) and
says which pieces it holds and which drops each of its slots takes; the rules answer the drops."""
from __future__ import annotations

from game.rules.ofrenda import words
from game.rules.ofrenda.actions import (
    DiscardPortrait, PlaceCandle, PlaceMarigold, PlacePortrait, TakeCandle, TakePortrait,
)
from scenes.kit.board import Board, Slot
from scenes.kit.opponents import Summary
from scenes.kit.parts import Offer, Part, Piece
from scenes.ofrenda.layout import (
    ABUELA_RECT, BIG_BOARD, BOARD_RECT, GOALS_RECT, HAND_RECT, MARKET_RECT, PROMPT_RECT, R, TOPBAR_REGION,
    TRAY_RECT, board_layout,
)

DROP_ON_SLOT = {"golden": "drop_golden", "gain": "drop_gain", "cost": "drop_cost"}  # what a slot's effect adds
SCORE_RECT = R(TRAY_RECT.x + 10, TRAY_RECT.y + 168, 480, 140)  # "your ofrenda so far" in the tray


class TopBar(Part, name="topbar", rect=TOPBAR_REGION):
    """The round, the seed (solo) and the score, as chips in the top bar."""

    def pieces(self, view) -> list[Piece]:
        t = self.t
        tips = {"round": lambda: t._tip_round(view), "seed": t._tip_seed, "score": t._tip_score}
        return [Piece(("chip", name), rect, tips[name]) for name, _chip, rect in t._chips(view)]


class FamilyBoard(Board):
    """The family board: the deck, the candle bag, the four portrait spaces (``space:0`` furthest
    from the deck, free) and the candle above each (``candle:0``...)."""

    def __init__(self, t):
        super().__init__("family-board", MARKET_RECT)
        self.t = t

    def slots(self, view) -> list[Slot]:
        t = self.t
        out = [Slot("deck", t.deck_rect, t._tip_deck, key=("deck",)),
               Slot("bag", t.bag_rect, t._tip_bag, key=("bag",))]
        for i, card in enumerate(view.market):
            if card is not None:
                out.append(Slot(f"space:{i}", t.market_card_rect(i), t._tip_market(i, card),
                                t._click_market(i), ("market", i), key=("market", i)))
        for i, candle in enumerate(view.market_candles):
            if candle is not None:
                out.append(Slot(f"candle:{i}", t.market_candle_rect(i).inflate(8, 6), t._tip_market_candle(i, candle),
                                t._click_market_candle(i), ("market_candle", i), key=("market_candle", i)))
        return out


class AbuelaCorner(Board):
    """Abuela (solo): her portrait, her die and her discards."""

    def __init__(self, t):
        super().__init__("abuela", ABUELA_RECT)
        self.t = t

    def slots(self, view) -> list[Slot]:
        t = self.t
        return [Slot("abuela", R(ABUELA_RECT.x + 10, ABUELA_RECT.y + 10, 112, 104), t._tip_abuela, key=("abuela",)),
                Slot("die", R(ABUELA_RECT.x + 128, ABUELA_RECT.y + 8, 124, 104), t._tip_dice, key=("dice",)),
                Slot("discards", t.abuela_pile_rect.union(t.abuela_candle_rect).inflate(8, 8), t._tip_abuela_pile,
                     key=("abuela_pile",))]


class Opponent(Summary):
    """Another player's panel in the right column (``seat:1`` is the next to play); a click
    shows their ofrenda large."""

    def __init__(self, t, place: int):
        super().__init__(place)
        self.t = t

    def seat(self) -> int:
        return self.t.opponents()[self.place - 1]

    def pieces(self, view) -> list[Piece]:
        t, seat = self.t, self.seat()
        self.rect = t.opponent_rect(seat)
        return [Piece(("opponent", seat), self.rect, t._tip_opponent(seat), t._click_opponent(seat))]


class Goals(Board):
    """The Common Goals (``goal:0``...), or the turn order when they are off (no slots)."""

    def __init__(self, t):
        super().__init__("goals", GOALS_RECT)
        self.t = t

    def slots(self, view) -> list[Slot]:
        t = self.t
        return [Slot(f"goal:{i}", t.goal_rect(i), t._tip_goal(i), key=("goal", i)) for i in range(len(view.goals))]


class Ofrenda(Board):
    """Your ofrenda: its portrait slots (``T1``...) and decoration slots between them; a hand card
    dropped on a slot places it, a candle or marigold from storage decorates."""

    def __init__(self, t):
        super().__init__("ofrenda", BOARD_RECT)
        self.t = t

    def slots(self, view) -> list[Slot]:
        t = self.t
        out = [Slot(slot, rect, t._tip_slot(slot), t._click_slot(slot), key=("slot", slot))
               for slot, rect in t.slot_rects.items()]
        out += [Slot(deco, rect, t._tip_deco(deco), t._click_deco(deco), key=("deco", deco), hit=rect.inflate(16, 16),
                     radius=rect.w // 2) for deco, rect in t.deco_rects.items()]
        return out

    def slot_offer(self, slot: Slot, payload, view) -> Offer | None:
        kind, what = slot.key
        data = self.t.data
        if kind == "slot" and payload[0] == "hand":
            action = PlacePortrait(payload[1], what)
            return Offer(action, words.say(DROP_ON_SLOT.get(data.slots[what].effect, "drop_slot"), slot=what), action)
        if kind == "deco" and payload[0] in ("storage_candle", "marigold"):
            action = PlaceCandle(payload[1], what) if payload[0] == "storage_candle" else PlaceMarigold(what)
            return Offer(action, words.say("drop_deco", holds=data.decorations[what].holds, slot=what), action)
        return None


class Storage(Board):
    """Your storage tray: the marigolds, the candles (up to three) and the discard pile; a candle
    from the family board is dropped anywhere in it (``storage``), a hand card on the discard pile."""

    def __init__(self, t):
        super().__init__("storage", TRAY_RECT)
        self.t = t

    def slots(self, view) -> list[Slot]:
        t = self.t
        you = view.you
        out = [Slot("storage", t.storage_rect, key=("storage",), hit=t.storage_rect.union(HAND_RECT), findable=False),
               Slot("marigolds", t.storage_marigold_rect, t._tip_marigolds, t._click_marigolds,
                    ("marigold",) if you.marigolds > 0 else None, key=("marigolds",))]
        out += [Slot(f"candle:{i}", t.storage_candle_rect(i), t._tip_candle(candle), t._click_storage_candle(candle),
                     ("storage_candle", candle), key=("storage_candle", candle))
                for i, candle in enumerate(you.candles)]
        out.append(Slot("discard", t.discard_rect, t._tip_discard, t._click_discard, key=("discard",),
                        hit=t.discard_rect.inflate(20, 20)))
        return out

    def slot_offer(self, slot: Slot, payload, view) -> Offer | None:
        if slot.name == "storage" and payload[0] == "market_candle":
            action = TakeCandle(payload[1])
            hint = words.say("drop_take_free" if view.taken_space == payload[1] else "drop_take_candle")
            return Offer(action, hint, action)
        if slot.name == "discard" and payload[0] == "hand":
            action = DiscardPortrait(payload[1])
            return Offer(action, words.say("drop_discard"), action)
        return None


class Hand(Board, name="hand", rect=HAND_RECT):
    """Your hand (``card:<id>``, fanned under the prompt); a portrait from the family board is
    dropped anywhere near it to take it."""

    def slots(self, view) -> list[Slot]:
        t = self.t
        hand = view.you.hand or ()
        out = [Slot(f"card:{card}", rect, t._tip_hand(card), t._click_hand(card), ("hand", card), "above",
                    key=("hand", card)) for card, rect in zip(hand, t.hand_rects(len(hand)))]
        out.append(Slot("area", HAND_RECT, key=("hand_area",), hit=HAND_RECT.union(t.storage_rect).union(PROMPT_RECT),
                        findable=False))
        return out

    def slot_offer(self, slot: Slot, payload, view) -> Offer | None:
        if slot.name == "area" and payload[0] == "market":
            action = TakePortrait(payload[1])
            hint = words.say("drop_take_pay", n=payload[1]) if payload[1] else words.say("drop_take_free")
            return Offer(action, hint, action)
        return None


class Score(Part):
    """Your ofrenda's score so far, in the tray."""

    def __init__(self, t):
        super().__init__("score", SCORE_RECT)
        self.t = t

    def pieces(self, view) -> list[Piece]:
        return [Piece(("score",), self.rect, self.t._tip_score)]


class Enlarged(Board):
    """An opponent's ofrenda shown large over the table (no slots while none is): its slots tell
    what they hold; a click anywhere closes it."""

    def __init__(self, t):
        super().__init__("enlarged", BIG_BOARD)
        self.t = t

    def slots(self, view) -> list[Slot]:
        t = self.t
        seat = t.enlarged
        if seat is None:
            return []
        close = t.close_enlarged
        slots, decos = board_layout(t.data, BIG_BOARD)
        b = view.boards[seat]
        out = [Slot("close", R(0, 0, 1280, 720), click=close, key=("close_enlarged",))]
        out += [Slot(slot, rect, t._tip_slot(slot, seat), close, key=("big_slot", slot))
                for slot, rect in slots.items()]
        out += [Slot(deco, rect, t._tip_deco(deco, seat), close, key=("big_deco", deco))
                for deco, rect in decos.items() if deco in b.decorations]
        return out


def declare(t, others: int) -> list[Part]:
    """The table's parts, bottom to top (a later part's pieces are found first); ``others``: how many
    other players sit at it (each has a ``seat:N``)."""
    corner: list[Part] = [Opponent(t, k + 1) for k in range(others)] + [Goals(t)] if t.multi else [AbuelaCorner(t)]
    return [TopBar(t), FamilyBoard(t), *corner, Ofrenda(t), Storage(t), Hand(t), Score(t), Enlarged(t)]
