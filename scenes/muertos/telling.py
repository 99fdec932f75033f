"""How Dia de los Muertos' table tells what happened: every card the seat can place has a place
(:meth:`Telling.layout`), and each change of the view sends the cards that moved gliding there
from where they came (a play from its player's hand, a gift across the table, a new night dealt
from the middle), a finished trick held a moment before it is swept up. It drives the shared
``Choreography`` (scenes/kit/telling.py)."""
from __future__ import annotations

import pygame

from scenes.muertos.layout import CARD, SMALL, THUMB, centre_card

TRICK_HOLD = 1.1  # seconds a finished trick stays on the table before it is swept up


class Telling:
    """A mixin of the table: the cards' places and their moves."""

    def layout(self, v) -> tuple[dict, dict]:
        """Where every card of the night this seat can place lies now: key -> rect, key -> what it is.

        Cards the seat can name are keyed by their id (so a card glides from hand to trick to
        captures); a hidden hand's cards are backs keyed by position."""
        targets: dict = {}
        info: dict = {}
        for place in range(4):
            h = v.hands[place]
            cards = self.hand_cards(place, v)
            for i, rect in enumerate(self.hand_slots(place, h.size, v)):
                if cards is None:
                    key = ("back", place, i)
                    info[key] = ("back", None, place)
                else:
                    key = ("card", cards[i])
                    info[key] = ("hand", cards[i], place)
                targets[key] = rect
        for i, card in enumerate(v.discards):
            r = self.discards_rect
            targets[("card", card)] = pygame.Rect(r.x + 16 + min(i, 6) * 5, r.y + 44 + min(i, 6) * 3, *SMALL)
            info[("card", card)] = ("pile", card, None)
        mine = self.my_place(v) % 2
        order = {"muertos": 0, "food": 1}
        for row, team in enumerate((mine, 1 - mine)):
            cards = sorted(v.captured[team], key=lambda c: (order.get(self.data.cards[c].kind, 2),
                                                             self.data.hand_order[c]))
            r = self.captures_rect
            step = min(14, (r.width - 24 - THUMB[0]) // max(1, len(cards) - 1)) if len(cards) > 1 else 0
            for i, card in enumerate(cards):
                targets[("card", card)] = pygame.Rect(r.x + 12 + i * step, r.y + 52 + row * 76, *THUMB)
                info[("card", card)] = ("captured", card, team)
        for place, card, colour in v.trick:
            rect = pygame.Rect(0, 0, *CARD)
            rect.center = self.trick_pos(place)
            targets[("card", card)] = rect
            info[("card", card)] = ("trick", card, place)
        for place, card in v.aside:
            x, y = self.trick_pos(place)
            targets[("card", card)] = pygame.Rect(x + 44, y - 10, *SMALL)
            info[("card", card)] = ("aside", card, place)
        return targets, info

    def on_view_changed(self, old, new, cause, events, animate) -> None:
        self.selected = None
        self.ask_target = self.ask_question = self.ask_rank = None
        targets, info = self.layout(new)
        seat = self.seat
        seen = [e for e in events if e.visible_to is None or seat in e.visible_to]
        origins: dict = {}
        delays: dict = {}
        came_from: dict = {}  # card or hidden hand -> the place it came from
        for e in seen:
            d = e.data
            if e.kind in ("play", "set_aside"):
                came_from[d[1]] = d[0]
            elif e.kind in ("gift_give", "swap_give", "swap_return"):  # (from, to, card)
                came_from[d[2]] = d[0]
                came_from[("hand", d[1])] = d[0]
            elif e.kind == "gift_take":  # (taker, winner, card)
                came_from[d[2]] = d[1]
                came_from[("hand", d[0])] = d[1]
            elif e.kind == "gift_take_hidden":
                came_from[("hand", d[0])] = d[1]
            elif e.kind in ("gift_give_hidden", "swap_give_hidden", "swap_return_hidden"):
                came_from[("hand", d[1])] = d[0]
        hold = 0.0
        finished = next((e for e in seen if e.kind == "trick"), None)
        if finished is not None and animate and cause != "undo":
            hold = TRICK_HOLD * self.anim_speed()
            self.trick_shown = (new.last_trick, hold)
        else:
            self.trick_shown = None
        for key in self.choreo.new_keys(targets):
            kind, card, place = info[key]
            if key[0] == "back":
                src = came_from.get(("hand", place))
                origins[key] = self.hand_centre(src) if src is not None else centre_card(SMALL)
            elif card in came_from:
                origins[key] = self.hand_centre(came_from[card])
            elif kind == "hand" and new.tricks == 0 and not new.trick:
                origins[key] = centre_card(CARD)  # a new night: dealt from the middle
            elif kind in ("trick", "aside") and place is not None:
                origins[key] = self.hand_centre(place)
        if hold:
            for key, (kind, card, place) in info.items():
                if kind in ("captured", "pile"):
                    delays[key] = hold  # the finished trick stays on the table a moment, then is swept up
                elif kind == "hand" and card in came_from:
                    delays[key] = hold + 0.1  # a gift moves once the trick has gone
                elif key[0] == "back" and key in origins:
                    delays[key] = hold + 0.1
        self.choreo.sync(targets, info, origins, animate=animate and cause != "refresh",
                         delays=delays)
        if hold and new.last_trick:
            # the finished trick's cards wait where they were played (the last one lands there at
            # once), then are swept to the captures or the discards
            layout = self.choreo.layout
            for place, card, _ in new.last_trick[0]:
                key = ("card", card)
                if key in targets:
                    rect = pygame.Rect(0, 0, *CARD)
                    rect.center = self.trick_pos(place)
                    layout.tweens.start(key, rect, targets[key], layout.duration, hold, layout.ease)
        if animate and cause not in ("refresh", "undo"):
            for e in seen:  # an answer to Ask is news for the whole table: it shows at once
                if e.kind in ("ask", "answer") and (e.kind == "answer" or e.data[5] is not None):
                    self.app.toast(self.game.event_text(e, self.seat, self.session.setup.names))
        if animate and cause != "refresh":
            if any(e.kind in ("play", "set_aside") for e in seen):
                self.play_sound("card_place")
            if any(e.kind.startswith(("gift", "swap")) for e in seen):
                self.play_sound("card_slide", hold)

    def update_animations(self, dt: float) -> bool:
        busy = self.choreo.update(dt)
        if self.trick_shown is not None:
            trick, left = self.trick_shown
            left -= dt
            self.trick_shown = (trick, left) if left > 0 else None
            busy = True
        return busy

    def holding(self) -> bool:
        return self.trick_shown is not None
