"""Die of the Dead's words for what a die placed on the ofrenda would score (a part of its words
module, :mod:`game.rules.dotd.words`; the reasons come from :mod:`game.rules.dotd.preview`)."""
from __future__ import annotations


def _steps(n: int) -> str:
    return f"{n} step{'' if n == 1 else 's'}"


def preview_lines(fmt, preview, view) -> list[str]:
    """The steps a die would climb at the round's end and why, a line each."""
    data = fmt.data
    lines = [f"+{_steps(preview.points)} at the round's end" if preview.points else "No steps yet"]
    for kind, item, *facts in preview.reasons:
        if kind == "open":
            filled, size = facts
            lines.append(f"{fmt.section(item).capitalize()}: {filled} of {size} spaces filled")
            continue
        steps, raw, met, skulls = facts
        lines.append(f"Completes the {fmt.section(item)}: {_steps(steps)}")
        captions = {r.id: r.caption for r in data.requirements[item]}
        lines += [f"\u00b7 {captions[rid]}{f' x{times}' if times > 1 else ''}: +{n}" for rid, times, n in met]
        if not met:
            lines.append("\u00b7 No requirement met")
        if raw > steps:
            lines.append(f"\u00b7 Capped at {_steps(data.cap)}")
        lines += [f"\u00b7 A skull counts as {value}" for value in skulls]
    return lines


__all__ = ["preview_lines"]
