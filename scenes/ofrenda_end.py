"""Ofrenda's end screen: the finished altar with every lit portrait and decoration annotated,
the score pad (portraits, golden doubling, marigolds, candles, total), and the solo tier reached.
"""
from __future__ import annotations

import pygame

from scenes.assets import PALETTE
from scenes.ofrenda import Words, board_layout, draw_ofrenda
from scenes.score_screen import ScoreRow, ScoreScreen, TierBand
from scenes.widgets import text as T
from scenes.widgets.tooltip import TooltipContent


class OfrendaEndScene(ScoreScreen):
    """``OfrendaEndScene(app, session)`` for a finished solo game."""

    name = "ofrenda_end"
    title = "Final score"
    table_rect = pygame.Rect(36, 150, 600, 485)

    def __init__(self, app, session):
        super().__init__(app, session)
        self.data = session.data
        self.view = session.game.view(session.state, 0)
        self.score = self.view.score
        self._table: pygame.Surface | None = None

    # ------------------------------------------------------------------ content
    def score_rows(self) -> list[ScoreRow]:
        s = self.score
        golden_lit = sum(1 for slot in self.view.you.lit if self.data.slots[slot].effect == "golden")
        placed_m = sum(1 for v in self.view.you.decorations.values() if v == "marigold")
        candles = [d for d, v in self.view.you.decorations.items() if v != "marigold"]
        lit_c = len(self.view.you.lit_candles)
        return [
            ScoreRow("Portraits", s.portraits, f"{s.lit_portraits} lit of {len(self.view.you.ofrenda)}",
                     "icons/lit.png"),
            ScoreRow("Golden doubling", s.golden, f"{golden_lit} lit on golden slots", "icons/lit.png"),
            ScoreRow("Marigolds", s.marigolds, f"{placed_m} placed", "icons/marigold.png"),
            ScoreRow("Candles", s.candles, f"{lit_c} of {len(candles)} lit", "icons/candle.png"),
            ScoreRow("Total", s.total, "", None, total=True),
        ]

    def highlights(self):
        you = self.view.you
        out = [("icons/lit.png", f"{len(you.lit)} of {len(you.ofrenda)} portraits lit")]
        if you.discards:
            out.append(("icons/marigold.png", f"{len(you.discards)} discarded"))
        out.append(("icons/marigold.png", f"{you.marigolds} marigolds left"))
        if you.candles:
            out.append(("icons/candle.png", f"{len(you.candles)} candle{'s' if len(you.candles) > 1 else ''} unused"))
        return out

    def tier_bands(self) -> list[TierBand]:
        tiers = self.data.tiers
        reached = self.session.state.tier(self.score.total)
        out = []
        for i, t in enumerate(tiers):
            high = tiers[i + 1].min - 1 if i + 1 < len(tiers) else None
            out.append(TierBand(t.min, high, t.title, t.verdict, t is reached))
        return out

    def verdict(self) -> tuple[str, str]:
        t = self.session.state.tier(self.score.total)
        return t.title, t.verdict

    # ------------------------------------------------------------------ the finished altar
    def draw_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self._table is None:
            layer = pygame.Surface((rect.w + 40, rect.h + 40), pygame.SRCALPHA)
            draw_ofrenda(layer, self.assets, self.data, pygame.Rect(20, 20, rect.w, rect.h), self.view.you,
                         self.score, annotate=True, dim_unlit=True)
            self._table = layer
        a = self.assets
        head = T.outlined(a, "Your ofrenda, complete", "display", 34, PALETTE["marigold_light"], (110, 20, 70), 2)
        surface.blit(head, (rect.x, rect.y - 58))
        surface.blit(self._table, (rect.x - 20, rect.y - 20))
        cap = T.text(a, "Lit portraits glow with their points; unlit ones are dimmed.", "italic", 13,
                     PALETTE["muted"])
        surface.blit(cap, (rect.x, rect.bottom + 12))

    def table_hotspots(self):
        words = Words(self.data, self.app.settings.colour_blind)
        slots, decos = board_layout(self.data, self.table_rect)
        you = self.view.you
        out = []
        for slot, r in slots.items():
            card = you.ofrenda.get(slot)
            if card is None:
                out.append((r, ("slot", slot), TooltipContent(f"Slot {slot}", ("Left empty.",))))
                continue
            p = self.data.portraits[card]
            lit = slot in you.lit
            pts = self.score.per_slot.get(slot, 0)
            lines = (words.objective(card),
                     f"[c=#ffd76a][b]Lit[/b][/c]: {pts} point{'s' if pts != 1 else ''}." if lit
                     else "[c=#ff8a8a]Not lit[/c]: no points.")
            out.append((r, ("slot", slot), TooltipContent(f"{T.escape(p.name)} [c=muted]({slot})[/c]", lines,
                                                         f"icons/branch_{p.branch}.png")))
        for deco, r in decos.items():
            what = you.decorations.get(deco)
            if what is None:
                continue
            pts = self.score.per_decoration.get(deco, 0)
            if what == "marigold":
                out.append((r, ("deco", deco), TooltipContent(f"Marigold in {deco}", (
                    f"{pts} point{'s' if pts != 1 else ''}: 1 per adjacent lit portrait.",), "icons/marigold.png")))
            else:
                lit = deco in you.lit_candles
                out.append((r, ("deco", deco), TooltipContent(f"Candle in {deco}", (
                    words.candle_objective(what),
                    f"Lit: {pts} point{'s' if pts != 1 else ''} (2 per adjacent lit portrait)." if lit
                    else "Not lit: no points."), "icons/candle.png")))
        return out


def _shot_end(app, seed: int = 1, turn: int = 12):
    """A whole game played by the hint bot for ``seed``; its end screen."""
    from scenes.ofrenda import _play_to

    session = _play_to(app, seed, lambda s: False)
    scene = OfrendaEndScene(app, session)
    scene.reveal_on_enter = False  # a still picture shows the final numbers at once
    return scene


SHOTS = {"ofrenda-end": _shot_end}
