"""Die of the Dead's board in players' words: the names of the sections' colour patterns (printed
on the ofrenda under a picture of four dice), what the table says when a die is let go where nothing
takes it, and the tokens panel's help line."""
from __future__ import annotations

# A section's colour requirement, named as it is printed on the board (its lines, under the picture
# of four dice showing the pattern, above the values' requirement); the section's tooltip says the
# requirement whole (data/dotd/scoring.yaml's captions).
PATTERN_NAMES = {
    "same": ("One colour",),
    "different": ("Four colours",),
    "alternate": ("Colours alternate",),
}

# A die let go on no place that takes it (while some place would), by what is being dragged.
_NOWHERE = {
    "draft": "Not there: a drafted die goes on a lit space of your ofrenda or on your preparation board.",
    "move": "Not there: a prepared die moves to a lit space of your ofrenda.",
    "pay": "Not there: pay by letting the die go on a lit casket's lid.",
    "place": "Not there: let the die go on one of the caskets.",
}


def drop_nowhere(kind: str, paying: bool) -> str:
    """What the table says when a die dragged as ``kind`` (a drag payload's first field) is let go
    where nothing takes it; ``paying``: the seat is paying for its draft."""
    if kind == "draft":
        return _NOWHERE["draft"]
    if kind == "place":
        return _NOWHERE["place"]
    if kind == "prep" and not paying:
        return _NOWHERE["move"]
    return _NOWHERE["pay"]


# The tokens panel's help line (how tokens cash in for steps), beside its caption; once three kinds
# are held outside scoring, when to cash them in.
tokens_help = "3 kinds: +1 step \u00b7 4 kinds: +2"
tokens_help_ready = "Cash them in when you score"
