"""The top bar drawn (the decks, the supply, the tourists, the customers and the opponents' summaries paint themselves: parts.py)."""
from __future__ import annotations


from game.rules.oaxaca import words as W
from game.rules.oaxaca.state import Phase
from scenes.assets import PALETTE
from scenes.kit import fit
from scenes.widgets import paint
from scenes.widgets import text as T


class MarketArt:
    """The top bar drawn (the decks, the supply, the tourists, the customers and the opponents'
    summaries paint themselves: parts.py). A painter held by the table (``table.market_art``)."""

    def __init__(self, table):
        self.t = table

    def draw_topbar(self, surface, v) -> None:
        a = self.t.assets
        title = T.text(a, "Oaxaca", "display", 28, PALETTE["marigold"], scaled=False)
        surface.blit(title, (14, 6))
        x = 14 + title.get_width() + 16
        rnd = min(v.round, self.t.data.rounds - 1) + 1
        pills = [W.ROUND_OF.format(round=rnd, rounds=self.t.data.rounds)]
        if self.t.solo:
            pills.append(W.SALES.format(points=v.score))
        else:
            pills.append(self.named_pill(W.starts, v.start))
        if v.phase is Phase.TURN:
            pills.append(self.named_pill(W.whose_turn, v.active))
        for text in pills:
            pill = paint.pill(a, text, 14)
            surface.blit(pill, (x, 12))
            x += pill.get_width() + 8
        if self.t.solo:  # with several players the seed would let whoever starts the same deal see the decks
            seed = paint.pill(a, W.t("seed", seed=str(self.t.session.seed)), 12, fg=PALETTE["muted"], icon="icons/seed.png")
            surface.blit(seed, (x, 14))

    def named_pill(self, say, seat: int) -> str:
        """A top bar pill's words about ``seat`` (None to ``say``: the seat on screen), a long name cut
        with an ellipsis so that the pills keep clear of the toolbar."""
        if seat == self.t.seat:
            return say(None)
        return fit.named(self.t.assets, say, self.t.seat_name(seat), fit.NAME_PILL_W, "bold", 14)
