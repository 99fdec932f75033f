"""Oaxaca's words for what a sale or a craft would score (a part of its words module,
:mod:`game.rules.oaxaca.words`; the reasons come from :mod:`game.rules.oaxaca.preview`)."""
from __future__ import annotations

CATEGORIES = {"workshop": "Workshop cards, 2 each", "stall": "Market Stall values", "jewelry": "Jewelry bonuses",
              "early": "Early Morning die"}


def _n(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else f"\u2212{-n}"


def preview_lines(fmt, preview, view) -> list[str]:
    """The points a sale or a craft would bring and why, a line each."""
    lines = [f"{_signed(preview.points)} points" if preview.points else "No points now"]
    for kind, *facts in preview.reasons:
        if kind == "sale":
            card, value, double, tokens, jewelry = facts
            lines.append(f"{fmt.card(card)}: value {value}" + (", doubled: the customer wants its craft" if double else ""))
            lines += [f"Tokens beside its deck: +{tokens}"] if tokens else []
            lines += [f"Jewelry bonus: +{jewelry}"] if jewelry else []
        elif kind == "worked":
            card, removed, left = facts
            lines.append(f"{fmt.card(card)}: {_n(removed, 'token')} off, "
                         + (f"{left} to go" if left else "finished"))
        elif kind == "finished":
            card, value = facts
            lines.append(f"{fmt.card(card)} goes to your Market Stall (value {value})")
        elif kind == "category":
            what, delta = facts
            lines.append(f"{CATEGORIES.get(what, what)}: {_signed(delta)}")
    return lines


__all__ = ["preview_lines"]
