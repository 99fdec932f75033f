"""The top bar drawn (the decks, the supply, the tourists, the customers and the opponents' summaries paint themselves: parts.py)."""
from __future__ import annotations


from game.rules.oaxaca import words as W
from game.rules.oaxaca.state import Phase
from scenes.assets import PALETTE
from scenes.kit import fit
from scenes.widgets import paint
from scenes.widgets import text as T


class MarketArt:
    """The top bar drawn (the decks, the supply, the tourists, the customers and the opponents' summaries paint themselves: parts.py)."""

    def _draw_topbar(self, surface, v) -> None:
        a = self.assets
        title = T.text(a, "Oaxaca", "display", 28, PALETTE["marigold"], scaled=False)
        surface.blit(title, (14, 6))
        x = 14 + title.get_width() + 16
        rnd = min(v.round, self.data.rounds - 1) + 1
        pills = [W.ROUND_OF.format(round=rnd, rounds=self.data.rounds)]
        if self.solo:
            pills.append(W.SALES.format(points=v.score))
        else:
            pills.append(self._named_pill(W.starts, v.start))
        if v.phase is Phase.TURN:
            pills.append(self._named_pill(W.whose_turn, v.active))
        for text in pills:
            pill = paint.pill(a, text, 14)
            surface.blit(pill, (x, 12))
            x += pill.get_width() + 8
        if self.solo:  # with several players the seed would let whoever starts the same deal see the decks
            seed = paint.pill(a, f"Seed {self.session.seed}", 12, fg=PALETTE["muted"], icon="icons/seed.png")
            surface.blit(seed, (x, 14))

    def _named_pill(self, say, seat: int) -> str:
        """A top bar pill's words about ``seat`` (None to ``say``: the seat on screen), a long name cut
        with an ellipsis so that the pills keep clear of the toolbar."""
        if seat == self.seat:
            return say(None)
        return fit.named(self.assets, say, self.seat_name(seat), fit.NAME_PILL_W, "bold", 14)





