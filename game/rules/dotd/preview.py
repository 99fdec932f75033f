"""What a die placed on your ofrenda would score, told before it is placed: the move played on a
copy of the state behind the seat's view, and each section it completes scored as it would be at
the round's end (the requirements met, the skulls' best values, the steps climbed, capped); a
section left open says how many of its spaces are filled. Pure Python."""
from __future__ import annotations

from game.protocol import Preview
from game.rules.dotd.actions import Draft, Move
from game.rules.dotd.components import PREP, DotdData
from game.rules.dotd.state import EMPTY


def preview(data: DotdData, view, action) -> Preview | None:
    """What drafting or moving a die onto an ofrenda cell would score (``None`` for any other move,
    or one the rules refuse)."""
    seat = view.viewer
    if not isinstance(action, (Draft, Move)) or action.cell == PREP or seat is None or seat < 0:
        return None
    state = view.state.clone()
    if state.why_illegal(seat, action) is not None:
        return None
    done = state.complete[seat]
    state.apply(seat, action)
    reasons: list[tuple] = []
    points = 0
    for item in data.cell_items[action.cell]:
        cells = data.sections[item]
        if state.complete[seat] >> item & 1 and not done >> item & 1:
            result = state.section_result(seat, item)
            points += result.steps
            reasons.append(("section", item, result.steps, result.raw,
                            tuple((m.requirement.id, m.times, m.steps) for m in result.met),
                            tuple(result.values[pos] for pos in result.wild)))
        else:
            reasons.append(("open", item, sum(1 for c in cells if state.ofrenda[seat][c] != EMPTY), len(cells)))
    return Preview(points, tuple(reasons))


__all__ = ["preview"]
