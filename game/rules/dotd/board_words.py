"""Die of the Dead's board in players' words: what the table says when a die is let go where nothing
takes it, and the tokens panel's help line. (The words printed on the boards, the sections' colour
patterns among them, are lettered over the pictures: ``lettering``.)"""
from __future__ import annotations

from game.text import Msg, say

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
