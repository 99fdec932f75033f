"""Die of the Dead's words for what a die placed on the ofrenda would score (a part of its words
module, :mod:`game.rules.dotd.words`; the reasons come from :mod:`game.rules.dotd.preview`), each a
message of the game's catalogue said in the current language."""
from __future__ import annotations

from game.text import Msg, say


def s(msg_id: str, **args) -> str:
    return say(Msg(msg_id, **args))


def requirement_caption(req) -> str:
    """A requirement's caption (data/dotd/scoring.yaml), in the current language."""
    return s(f"dotd-requirement-{req.id.replace('_', '-')}")


def preview_lines(fmt, preview, view) -> list[str]:
    """The steps a die would climb at the round's end and why, a line each."""
    data = fmt.data
    lines = [s("dotd-preview-points", n=preview.points) if preview.points else s("dotd-preview-no-steps")]
    for kind, item, *facts in preview.reasons:
        if kind == "open":
            filled, size = facts
            lines.append(s("dotd-preview-open", item=fmt.item_id(item), filled=filled, size=size))
            continue
        steps, raw, met, skulls = facts
        lines.append(s("dotd-preview-completes", section=fmt.section(item), n=steps))
        captions = {r.id: requirement_caption(r) for r in data.requirements[item]}
        lines += [s("dotd-preview-met", caption=captions[rid], times=times, steps=n) for rid, times, n in met]
        if not met:
            lines.append(s("dotd-preview-none-met"))
        if raw > steps:
            lines.append(s("dotd-preview-capped", n=data.cap))
        lines += [s("dotd-preview-skull", value=value) for value in skulls]
    return lines


__all__ = ["preview_lines"]
