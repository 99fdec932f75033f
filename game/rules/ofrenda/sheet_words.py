"""Ofrenda's score pad in players' words (a part of its words module, :mod:`game.rules.ofrenda.words`)."""
from __future__ import annotations

from game.protocol import ScoreSheet, SheetRow, TierBand, winners_headline
from game.text import Msg, has, say


def t(key: str, **args) -> str:
    return say(Msg("ofrenda-" + key, **args))


def tier_words(tier) -> tuple[str, str]:
    """A solo tier's title and verdict in the current language (``data/ofrenda/solo.yaml``'s own English
    when the catalogue has none)."""
    key = f"ofrenda-tier-{tier.min}"
    if not has(key):
        return tier.title, tier.verdict
    return say(Msg(key)), say(Msg(key + "-verdict"))


def score_sheet(state) -> ScoreSheet:
    """The final (or current) score pad of every seat, with the tie-break rows and the winner."""
    data = state.data
    out = state.outcome()
    names = tuple(b.name for b in state.boards)
    scores = [state.score(i) for i in range(len(state.boards))]

    def golden_lit(b):
        return sum(1 for s in b.lit if data.slots[s].effect == "golden")

    rows = [
        SheetRow(t("sheet-portraits"), tuple(s.portraits for s in scores),
                 tuple(t("sheet-lit-of", lit=s.lit_portraits, n=len(b.ofrenda)) for s, b in zip(scores, state.boards)),
                 "icons/lit.png"),
        SheetRow(t("sheet-golden"), tuple(s.golden for s in scores),
                 tuple(t("sheet-lit-golden", n=golden_lit(b)) for b in state.boards), "icons/lit.png"),
        SheetRow(t("sheet-marigolds"), tuple(s.marigolds for s in scores),
                 tuple(t("marigolds-placed", n=sum(1 for v in b.decorations.values() if v == 'marigold')) for b in state.boards),
                 "icons/marigold.png"),
        SheetRow(t("sheet-candles"), tuple(s.candles for s in scores),
                 tuple(t("sheet-candles-lit", lit=len(b.lit_candles),
                         n=sum(1 for v in b.decorations.values() if v != 'marigold'))
                       for b in state.boards), "icons/candle.png"),
    ]
    if state.goals:
        rows.append(SheetRow(t("sheet-goals"), tuple(s.goals for s in scores),
                             tuple(", ".join(str(v) for v in b.tokens.values()) or t("tokens-none") for b in state.boards),
                             "icons/seed.png"))
    rows.append(SheetRow(t("sheet-total"), tuple(s.total for s in scores), (), None, total=True))
    tiers: tuple = ()
    notes: list[str] = []
    if state.solo:
        total = scores[0].total
        reached = state.tier(total)
        bands = []
        for i, tier in enumerate(data.tiers):
            high = data.tiers[i + 1].min - 1 if i + 1 < len(data.tiers) else None
            bands.append(TierBand(tier.min, high, *tier_words(tier), tier is reached))
        tiers = tuple(bands)
        title, verdict = tier_words(reached)
        return ScoreSheet(names, tuple(rows), out, headline=title, verdict=verdict, tiers=tiers)
    rows.append(SheetRow(t("sheet-lit-portraits"), tuple(len(b.lit) for b in state.boards), (), "icons/lit.png",
                         tiebreak=True))
    rows.append(SheetRow(t("sheet-stored"), tuple(b.marigolds for b in state.boards), (), "icons/marigold.png",
                         tiebreak=True))
    headline = winners_headline(names, out.winners)
    if out.tiebreak and out.tiebreak != "shared":
        notes.append(t("sheet-tie-broken", how="lit" if out.tiebreak == "lit portraits" else "stored"))
    elif out.tiebreak == "shared":
        notes.append(t("sheet-tie-shared"))
    best = max(s.total for s in scores)
    verdict = t("sheet-verdict", points=best)
    return ScoreSheet(names, tuple(rows), out, headline=headline, verdict=verdict, notes=tuple(notes))
