"""Dia de los Muertos' end screen: the shared score sheet, and on the left the three nights,
each partnership's captured Food and Muertos laid out night by night."""
from __future__ import annotations

import pygame

from game.protocol import said_names
from game.rules.muertos import words as W
from game.rules.muertos.state import DUMMY
from scenes.assets import PALETTE
from scenes.kit import fit
from scenes.muertos.pieces import SUIT_LIGHT, card_face
from scenes.score_screen import ScoreScreen
from scenes.widgets import paint

THUMB = (30, 42)


class MuertosEndScene(ScoreScreen):
    name = "muertos_end"

    def _side_name(self, places: tuple, team: int, width: int) -> str:
        """The side's members in words, a player's long name cut with an ellipsis so that the line
        fits ``width`` at its least size."""
        names = said_names(self.session.setup.names)
        seats = [places[place] for place in (team, team + 2)]
        named = tuple(names[s] for s in seats if s not in (DUMMY, self.seat))

        def say(*cut: str) -> str:
            told = iter(cut)
            return W.side_members_sentence([W.YOU["dummy"] if s == DUMMY else (W.YOU["object"] if s == self.seat
                                                                             else next(told)) for s in seats])
        return fit.named(self.assets, say, named, width, "body", 10) if named else say()

    def draw_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        a = self.assets
        st = self.final.state  # the rule copy of the seat's view: the nights' captures
        data = st.data
        paint.draw_panel(surface, a, rect, 235, title=W.TABLE["three nights"])
        y = rect.y + 40
        band = (rect.height - 52) // 3
        for night, (places, captured) in enumerate(st.night_captures):
            n = data.nights[night]
            head = fit.line(a, W.night_heading(W.night_name(n), n.colour), rect.width - 36, "bold", 15,
                            SUIT_LIGHT[n.colour], floor=11)
            surface.blit(head, (rect.x + 18, y))
            for team in (0, 1):
                row_y = y + 24 + team * 52
                cards = sorted(captured[team], key=lambda c: (data.cards[c].kind != "muertos", data.hand_order[c]))
                food = sum(1 for c in cards if data.cards[c].kind == "food")
                muertos = len(cards) - food
                label = fit.line(a, self._side_name(places, team, 178), 178, "body", 13, (232, 220, 240), floor=10)
                surface.blit(label, (rect.x + 18, row_y + 4))
                count = fit.line(a, W.captured_tally(food, muertos, short=False), 178, "italic", 12, PALETTE["muted"], floor=9)
                surface.blit(count, (rect.x + 18, row_y + 22))
                x = rect.x + 200
                step = min(THUMB[0] + 4, (rect.right - 18 - x - THUMB[0]) // max(1, len(cards) - 1)) if cards else 0
                for i, card in enumerate(cards):
                    surface.blit(card_face(a, data.cards[card], THUMB), (x + i * step, row_y))
            y += band
