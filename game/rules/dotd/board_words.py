"""Die of the Dead's board in players' words: the names of the sections' colour patterns (printed
on the ofrenda under a picture of four dice), what the table says when a die is let go where nothing
takes it, and the tokens panel's help line."""
from __future__ import annotations

from game.text import Msg, say

# A section's colour requirement, named as it is printed on the board (baked into the ofrenda's
# sprite by art/dotd/ofrenda.py, so English only) (its lines, under the picture
# of four dice showing the pattern, above the values' requirement); the section's tooltip says the
# requirement whole (data/dotd/scoring.yaml's captions).
PATTERN_NAMES = {
    "same": ("One colour",),
    "different": ("Four colours",),
    "alternate": ("Colours alternate",),
}


# A die let go on no place that takes it (while some place would), by what is being dragged: the
# catalogue's dotd-nowhere-<kind>.
def drop_nowhere(kind: str, paying: bool) -> str:
    """What the table says when a die dragged as ``kind`` (a drag payload's first field) is let go
    where nothing takes it; ``paying``: the seat is paying for its draft."""
    if kind == "draft":
        return s("dotd-nowhere-draft")
    if kind == "place":
        return s("dotd-nowhere-place")
    if kind == "prep" and not paying:
        return s("dotd-nowhere-move")
    return s("dotd-nowhere-pay")


def s(msg_id: str) -> str:
    return say(Msg(msg_id))


# The tokens panel's help line (how tokens cash in for steps), beside its caption; once three kinds
# are held outside scoring, when to cash them in: ``tokens_help`` and ``tokens_help_ready``, read in
# the current language each time.
_SAID = {"tokens_help": "dotd-tokens-help", "tokens_help_ready": "dotd-tokens-help-ready"}


def __getattr__(name: str):
    if name in _SAID:
        return s(_SAID[name])
    raise AttributeError(name)


def tier_title(data, key: str) -> str:
    """A solo mark a record keeps by its file's English title (statistics), in the reader's language."""
    mark = next((m for m in data.marks if m.title == key), None)
    return say(Msg(f"dotd-mark-{mark.id}")) if mark is not None else key
