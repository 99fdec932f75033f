"""How Dia de los Muertos' table tells what happened: every card the seat can place has a place
(:meth:`Telling.layout`), and each change of the view sends the cards that moved gliding there
from where they came (a play from its player's hand, a gift across the table, a new night dealt
from the middle); a finished trick stays, marked and said, until a click or the pace's delay, then
is swept up. It drives the kit's ``Choreography`` and ``Storyboard`` (scenes/kit/telling.py)."""
from __future__ import annotations

from typing import Callable

import pygame

from game.rules.muertos import words as W
from game.rules.muertos.tricks import read_trick
from scenes.muertos.layout import CARD, SMALL, THUMB, centre_card

TRICK_READ = 3.0  # seconds (times the pace) a finished trick stays on the table to be read
GIFT_WAIT = 600.0  # a gift's slide waits this long at most: it sets off once the trick is read
GIFT_AFTER = 0.1  # seconds (times the pace) after the sweep starts
GIFT_READ = 3.0  # seconds (times the pace) a card changing hands (a gift, a Swap) stays told before the next move
# the events of a card changing hands, told while it moves (the hidden kinds name no card)
HANDED = ("gift_take", "gift_give", "swap_give", "swap_return", "gift_take_hidden", "gift_give_hidden",
          "swap_give_hidden", "swap_return_hidden")



class Told:
    """A line under the trick (who won it and why, a gift or a Swap), said when it is drawn: a switch
    of language while it is shown reads it in the new language at once."""

    __slots__ = ("_say",)

    def __init__(self, say: Callable[[], str]):
        self._say = say

    def __str__(self) -> str:
        return self._say()

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
            cards = self.geometry.hand_cards(place, v)
            for i, rect in enumerate(self.geometry.hand_slots(place, h.size, v)):
                if cards is None:
                    key = ("back", place, i)
                    info[key] = ("back", None, place)
                else:
                    key = ("card", cards[i])
                    info[key] = ("hand", cards[i], place)
                targets[key] = rect
        for i, card in enumerate(v.discards):
            r = self.geometry.discards_rect
            targets[("card", card)] = pygame.Rect(r.x + 16 + min(i, 6) * 5, r.y + 44 + min(i, 6) * 3, *SMALL)
            info[("card", card)] = ("pile", card, None)
        mine = self.geometry.my_place(v) % 2
        order = {"muertos": 0, "food": 1}
        for row, team in enumerate((mine, 1 - mine)):
            cards = sorted(v.captured[team], key=lambda c: (order.get(self.data.cards[c].kind, 2),
                                                             self.data.hand_order[c]))
            r = self.geometry.captures_rect
            step = min(14, (r.width - 24 - THUMB[0]) // max(1, len(cards) - 1)) if len(cards) > 1 else 0
            for i, card in enumerate(cards):
                targets[("card", card)] = pygame.Rect(r.x + 12 + i * step, r.y + 52 + row * 76, *THUMB)
                info[("card", card)] = ("captured", card, team)
        for place, card, colour in v.trick:
            rect = pygame.Rect(0, 0, *CARD)
            rect.center = self.geometry.trick_pos(place)
            targets[("card", card)] = rect
            info[("card", card)] = ("trick", card, place)
        for place, card in v.aside:
            x, y = self.geometry.trick_pos(place)
            targets[("card", card)] = pygame.Rect(x + 44, y - 10, *SMALL)
            info[("card", card)] = ("aside", card, place)
        return targets, info

    def on_view_changed(self, old, new, cause, events, animate) -> None:
        if self.reading is not None or self.handing is not None or self.story.playing:
            self.story.finish()  # a move made while a trick or a gift was being told: it has been seen
        self.selected = None
        self.ask_target = self.ask_question = self.ask_rank = None
        targets, info = self.layout(new)
        seat = self.seat
        seen = [e for e in events if e.visible_to is None or seat in e.visible_to]
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
        self._reroute_handed_in(info, came_from)
        origins = self._origins(new, targets, info, came_from)
        finished = any(e.kind == "trick" for e in seen)
        if finished and animate and cause != "undo" and self.anim_speed() > 0 and new.last_trick:
            self._read_trick(new, targets, info, origins, came_from)
        else:
            self.choreo.sync(targets, info, origins, animate=animate and cause != "refresh")
        handed = [e for e in seen if e.kind in HANDED]
        if handed and animate and cause not in ("refresh", "undo") and self.anim_speed() > 0:
            self._tell_handing(handed)
        if animate and cause not in ("refresh", "undo"):
            for e in seen:  # an answer to Ask is news for the whole table: it shows at once
                if e.kind in ("ask", "answer") and (e.kind == "answer" or e.data[5] is not None):
                    self.app.toast(self.game.event_text(e, self.seat, self.session.setup.names))
        if animate and cause != "refresh":
            if any(e.kind in ("play", "set_aside") for e in seen):
                self.play_sound("card_place")
            if any(e.kind.startswith(("gift", "swap")) for e in seen):
                if self.reading is not None:
                    self.reading_sounds.append("card_slide")  # with the gift, once the trick is read
                else:
                    self.play_sound("card_slide")

    def _reroute_handed_in(self, info: dict, came_from: dict) -> None:
        """A face-up card handed to the seat's own hand from a side (the dummy's gift) enters like
        a hidden one, along the bottom (see ``handed_in``): it leaves its old place at once
        rather than sliding from it across the prompt bar."""
        layout = self.choreo.layout
        for key, (kind, card, place) in info.items():
            src = came_from.get(card)
            if (kind == "hand" and src is not None and key in layout.targets and self.geometry.side(place) == "bottom"
                    and self.geometry.side(src) in ("left", "right")):
                del layout.targets[key]
                layout.tweens.cancel(key)

    def _origins(self, new, targets: dict, info: dict, came_from: dict) -> dict:
        """Where the pieces new to the table come from: a play from its player's hand, a gift
        across the table, a new night dealt from the middle."""
        origins: dict = {}
        for key in self.choreo.new_keys(targets):
            kind, card, place = info[key]
            if key[0] == "back":
                src = came_from.get(("hand", place))
                origins[key] = self.geometry.hand_centre(src) if src is not None else centre_card(SMALL)
            elif card in came_from and kind == "hand" and self.geometry.side(place) == "bottom":
                origins[key] = self.geometry.handed_in(came_from[card])  # along the bottom, clear of the prompt bar
            elif card in came_from:
                origins[key] = self.geometry.hand_centre(came_from[card])
            elif kind == "hand" and new.tricks == 0 and not new.trick:
                origins[key] = centre_card(CARD)  # a new night: dealt from the middle
            elif kind in ("trick", "aside") and place is not None:
                origins[key] = self.geometry.hand_centre(place)
        return origins

    # ------------------------------------------------------------------ a finished trick, read
    def _read_trick(self, new, targets: dict, info: dict, origins: dict, came_from: dict) -> None:
        """The trick just finished stays where it was played, marked (scenes/muertos/reading.py),
        until a click or the pace's delay; then it is swept to the captures and the discards and
        a gift moves. Meanwhile the storyboard's beat keeps the next move waiting."""
        trick, aside, cancelled, _ = new.last_trick
        held, held_info = dict(targets), dict(info)
        for place, card, _ in trick:
            rect = pygame.Rect(0, 0, *CARD)
            rect.center = self.geometry.trick_pos(place)
            held[("card", card)], held_info[("card", card)] = rect, ("trick", card, place)
        for place, card in aside:
            x, y = self.geometry.trick_pos(place)
            held[("card", card)] = pygame.Rect(x + 44, y - 10, *SMALL)
            held_info[("card", card)] = ("aside", card, place)
        # a gift waits for the sweep: it sets off when the reading ends (see _end_reading)
        waits = {key: GIFT_WAIT for key, (kind, card, _) in info.items()
                 if (kind == "hand" and card in came_from) or (key[0] == "back" and key in origins)}
        self.choreo.sync(held, held_info, origins, delays=waits)
        reading = read_trick(self.data, trick, aside, cancelled)
        names = self.session.setup.names
        line = Told(lambda: W.trick_read(self.words, reading, trick, aside, new.places, self.seat, names))
        self.reading = (new.last_trick, reading, line)
        self.reading_sounds = []
        self.story.add(lambda: None, TRICK_READ)
        self.story.add(lambda: self._end_reading(targets, info), 0.0)

    def _end_reading(self, targets: dict, info: dict) -> None:
        """The trick has been read: its cards go to the winner's captures and the discards, and a
        gift waiting for it sets off."""
        self.reading = None
        self.choreo.sync(targets, info)
        for tween in self.choreo.layout.tweens.tweens.values():
            if not tween.started:
                tween.delay = tween.elapsed + GIFT_AFTER * self.anim_speed()
        for name in self.reading_sounds:
            self.play_sound(name, GIFT_AFTER * self.anim_speed())
        self.reading_sounds = []
        self.__dict__.pop("_kept__view_facts", None)  # the cards lying still have moved (see table.py)
        self.app.dirty = True

    # ------------------------------------------------------------------ a card changing hands, told
    def _tell_handing(self, handed: list) -> None:
        """A gift or a Swap: once the trick before it has been read (the storyboard's beats come in
        order), the card moves and the line under the trick says who gave what to whom; the next
        move waits until a click or the pace's delay."""
        names = self.session.setup.names
        line = Told(lambda: " ".join(self.game.event_text(e, self.seat, names) for e in handed))
        self.story.add(lambda: self._start_handing(line), GIFT_READ)
        self.story.add(self._end_handing, 0.0)

    def _start_handing(self, line: "Told") -> None:
        self.handing = line
        self.app.dirty = True

    def _end_handing(self) -> None:
        self.handing = None
        self.app.dirty = True

    def end_reading_on_click(self, event) -> None:
        """A click anywhere on the table ends the reading of a finished trick or a gift."""
        if ((self.reading is not None or self.handing is not None or self.story.playing)
                and event.type == pygame.MOUSEBUTTONDOWN and self.menu is None and self.curtain is None):
            self.story.finish()

    def update_animations(self, dt: float) -> bool:
        busy = self.choreo.update(dt)
        busy |= self.story.update(dt)
        return busy

    def holding(self) -> bool:
        return self.story.playing
