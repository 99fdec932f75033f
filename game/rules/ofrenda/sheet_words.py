"""Ofrenda's score pad in players' words (a part of its words module, :mod:`game.rules.ofrenda.words`)."""
from __future__ import annotations

from game.protocol import ScoreSheet, SheetRow, TierBand, winners_headline


def score_sheet(state) -> ScoreSheet:
    """The final (or current) score pad of every seat, with the tie-break rows and the winner."""
    data = state.data
    out = state.outcome()
    names = tuple(b.name for b in state.boards)
    scores = [state.score(i) for i in range(len(state.boards))]

    def golden_lit(b):
        return sum(1 for s in b.lit if data.slots[s].effect == "golden")

    rows = [
        SheetRow("Portraits", tuple(s.portraits for s in scores),
                 tuple(f"{s.lit_portraits} lit of {len(b.ofrenda)}" for s, b in zip(scores, state.boards)),
                 "icons/lit.png"),
        SheetRow("Golden doubling", tuple(s.golden for s in scores),
                 tuple(f"{golden_lit(b)} lit on golden slots" for b in state.boards), "icons/lit.png"),
        SheetRow("Marigolds", tuple(s.marigolds for s in scores),
                 tuple(f"{sum(1 for v in b.decorations.values() if v == 'marigold')} placed" for b in state.boards),
                 "icons/marigold.png"),
        SheetRow("Candles", tuple(s.candles for s in scores),
                 tuple(f"{len(b.lit_candles)} of {sum(1 for v in b.decorations.values() if v != 'marigold')} lit"
                       for b in state.boards), "icons/candle.png"),
    ]
    if state.goals:
        rows.append(SheetRow("Common Goals", tuple(s.goals for s in scores),
                             tuple(", ".join(str(v) for v in b.tokens.values()) or "none" for b in state.boards),
                             "icons/seed.png"))
    rows.append(SheetRow("Total", tuple(s.total for s in scores), (), None, total=True))
    tiers: tuple = ()
    notes: list[str] = []
    if state.solo:
        total = scores[0].total
        reached = state.tier(total)
        bands = []
        for i, t in enumerate(data.tiers):
            high = data.tiers[i + 1].min - 1 if i + 1 < len(data.tiers) else None
            bands.append(TierBand(t.min, high, t.title, t.verdict, t is reached))
        tiers = tuple(bands)
        return ScoreSheet(names, tuple(rows), out, headline=reached.title, verdict=reached.verdict, tiers=tiers)
    rows.append(SheetRow("Lit portraits", tuple(len(b.lit) for b in state.boards), (), "icons/lit.png",
                         tiebreak=True))
    rows.append(SheetRow("Marigolds in storage", tuple(b.marigolds for b in state.boards), (), "icons/marigold.png",
                         tiebreak=True))
    headline = winners_headline(names, out.winners)
    if out.tiebreak and out.tiebreak != "shared":
        notes.append(f"Tied on points: broken by {out.tiebreak}.")
    elif out.tiebreak == "shared":
        notes.append("Tied on points, lit portraits and marigolds in storage: the win is shared.")
    best = max(s.total for s in scores)
    verdict = (f"{best} points. Ties go to the most lit portraits, then the most marigolds left in storage.")
    return ScoreSheet(names, tuple(rows), out, headline=headline, verdict=verdict, notes=tuple(notes))
