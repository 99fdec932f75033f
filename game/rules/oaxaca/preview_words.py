"""Oaxaca's words for what a sale or a craft would score (a part of its words module,
:mod:`game.rules.oaxaca.words`; the reasons come from :mod:`game.rules.oaxaca.preview`)."""
from __future__ import annotations

from game.text import Msg, say

CATEGORIES = ("workshop", "stall", "jewelry", "early")  # oaxaca-preview-category-<what>


def _t(key: str, **args) -> str:
    return say(Msg("oaxaca-preview-" + key, **args))


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else f"\u2212{-n}"


def preview_lines(fmt, preview, view) -> list[str]:
    """The points a sale or a craft would bring and why, a line each."""
    lines = [_t("points", points=_signed(preview.points)) if preview.points else _t("no-points")]
    for kind, *facts in preview.reasons:
        if kind == "sale":
            card, value, double, tokens, jewelry = facts
            lines.append(_t("sale", card=fmt.card(card), value=value, double="yes" if double else "no"))
            lines += [_t("deck-tokens", n=tokens)] if tokens else []
            lines += [_t("jewelry", n=jewelry)] if jewelry else []
        elif kind == "worked":
            card, removed, left = facts
            lines.append(_t("worked", card=fmt.card(card), removed=removed, left=left))
        elif kind == "finished":
            card, value = facts
            lines.append(_t("finished", card=fmt.card(card), value=value))
        elif kind == "category":
            what, delta = facts
            label = _t("category-" + what) if what in CATEGORIES else what
            lines.append(_t("category", what=label, delta=_signed(delta)))
    return lines


__all__ = ["preview_lines"]
