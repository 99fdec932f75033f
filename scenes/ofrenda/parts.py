"""Ofrenda's parts: the top bar, the family board, Abuela's corner (or the other players and the
Common Goals), your ofrenda, your storage, your hand, the score, and an opponent's ofrenda shown
large. Each part reads the table scene (``t``: the view, the layout, the tooltips and clicks), says
which pieces it holds and which drops each of its slots takes (the rules answer the drops), what of
the view it shows and how it paints itself. The top bar and the hand are here; the family board and
Abuela in ``family``, your ofrenda, storage and score in ``altar``, the others in ``others``."""
from __future__ import annotations

from game.rules.ofrenda import words
from game.rules.ofrenda.actions import TakePortrait
from game.rules.ofrenda.state import Phase
from scenes.assets import PALETTE
from scenes.kit.board import Board, Slot
from scenes.kit.parts import Offer, Part, Piece
from scenes.ofrenda.altar import Ofrenda, Score, Storage
from scenes.ofrenda.family import AbuelaCorner, FamilyBoard
from scenes.ofrenda.layout import HAND_CARD, HAND_RECT, PROMPT_RECT, TOPBAR_REGION
from scenes.ofrenda.others import Enlarged, Goals, Opponent
from scenes.widgets import paint
from scenes.widgets.cards import draw_card


class TopBar(Part, name="topbar", rect=TOPBAR_REGION):
    """The round, the seed (solo) and the score, as chips in the top bar."""

    def pieces(self, view) -> list[Piece]:
        t = self.t
        tips = {"round": lambda: t.tips.round(view), "seed": t.tips.seed, "score": t.tips.score}
        return [Piece(("chip", name), rect, tips[name]) for name, _chip, rect in t.prompt_bar.chips(view)]

    def slice(self, view):
        return view.round, view.turns, view.is_over, view.score.total

    def paint(self, surface, view) -> None:
        for _name, chip, rect in self.t.prompt_bar.chips(view):
            surface.blit(chip, rect)


class Hand(Board, name="hand", rect=HAND_RECT):
    """Your hand (``card:<id>``, fanned under the prompt); a portrait from the family board is
    dropped anywhere near it to take it."""

    def slots(self, view) -> list[Slot]:
        t = self.t
        hand = view.you.hand or ()
        out = [Slot(f"card:{card}", rect, t.tips.hand(card), t.click_hand(card), ("hand", card), "above",
                    key=("hand", card)) for card, rect in zip(hand, t.geometry.hand_rects(len(hand)))]
        out.append(Slot("area", HAND_RECT, key=("hand_area",), hit=HAND_RECT.union(t.geometry.storage_rect).union(PROMPT_RECT),
                        findable=False))
        return out

    def slot_offer(self, slot: Slot, payload, view) -> Offer | None:
        if slot.name == "area" and payload[0] == "market":
            action = TakePortrait(payload[1])
            hint = words.say("drop_take_pay", n=payload[1]) if payload[1] else words.say("drop_take_free")
            return Offer(action, hint, action)
        return None

    def slice(self, v):
        return v.you.hand, v.phase, v.current == self.t.seat, self.t.replay

    def paint(self, surface, v) -> None:
        """Your portraits fanned under the prompt: the one picked up rises, the playable ones glow."""
        t = self.t
        hand = v.you.hand or ()
        rects = t.geometry.hand_rects(len(hand))
        playable = v.phase is Phase.PLAY_PORTRAIT and v.current == t.seat and not t.replay
        t.look.glow_if(surface, HAND_RECT.inflate(-8, -8), ("hand_area",))
        if t.drag.dragging and t.drag.hover is not None and t.drag.hover.key == ("hand_area",):
            paint.draw_glow(surface, HAND_RECT.inflate(-8, -8), PALETTE["marigold_light"], 12, 200, 0.8)
        for card, rect in zip(hand, rects):
            key = ("p", card)
            if t.anim.moving(key) or t.drag.hides(("hand", card)):
                continue
            if t.hover_key == ("hand", card) and not t.drag.dragging:
                rect = rect.move(0, -12 if playable else -6)
            if t.selected == ("hand", card):
                rect = rect.move(0, -16)
                paint.draw_glow(surface, rect, PALETTE["turquoise_light"], 14, 255, 0.9)
            elif playable:
                paint.draw_glow(surface, rect, PALETTE["marigold"], 8, 160, 0.35)
            t.look.glow_if(surface, rect, ("hand", card), 12)
            draw_card(surface, t.art.portrait(card, False, HAND_CARD), rect)


class Prompt(Part, name="prompt", rect=PROMPT_RECT):
    """The phase prompt under your ofrenda, with its No candle and End turn buttons (the table paints
    them with the hand's layer): a part of its own so that a guided game can light it."""


def declare(t, others: int) -> list[Part]:
    """The table's parts, bottom to top (a later part's pieces are found first); ``others``: how many
    other players sit at it (each has a ``seat:N``)."""
    corner: list[Part] = [Opponent(t, k + 1) for k in range(others)] + [Goals(t)] if t.multi else [AbuelaCorner(t)]
    return [TopBar(t), FamilyBoard(t), *corner, Ofrenda(t), Storage(t), Hand(t), Prompt(t), Score(t), Enlarged(t)]
