"""Oaxaca's parts of the rules entry (``game.rules.entry.Rules``), its component count and its
keys for ``sim``."""
from __future__ import annotations

from collections import Counter

from game.protocol import Setup
from game.rules.entry import Rules
from game.rules.oaxaca import words
from game.rules.oaxaca.actions import CODEC
from game.rules.oaxaca.cards import OaxacaData, load
from game.rules.oaxaca.state import OaxacaState
from game.rules.oaxaca.preview import preview
from game.rules.oaxaca.view import determinize, player_view


def components(state: OaxacaState) -> Counter:
    """Every handicraft card, tourist, craft token and customer die, wherever it is (the
    conformance tests hold these counts constant: nothing created or lost)."""
    out: Counter = Counter()
    cards = [c for d in state.decks.values() for c in d] + list(state.drawn) + list(state.sold)
    tokens = state.supply + 1 + sum(state.deck_tokens.values())  # the round marker is a token too
    for p in state.table:
        cards += p.workshop + [c for c in p.stall if not c.startswith("banner-")]
        tokens += sum(p.tokens.values())
    out.update(("card", c) for c in cards)
    tourists = list(state.grid) + list(state.tourist_deck) + list(state.tourist_discard)
    tourists += [p.extra for p in state.table if p.extra]
    out.update(("tourist", t) for t in tourists)
    out[("token",)] = tokens
    out[("die",)] = sum(len(p.faces) for p in state.table) + len(state.customers)
    return out


def sim_report(data: OaxacaData, setup: Setup, states: list) -> dict:
    """``sim``'s own keys: in solo, ``bands``: how many games reached each review band."""
    if setup.players != 1:
        return {}
    bands = {r.title: 0 for r in data.reviews}
    for st in states:
        bands[data.review(st.score).title] += 1
    return {"bands": bands}


RULES = Rules(state=OaxacaState, load=load, codec=CODEC, view=player_view, determinize=determinize, words=words,
              components=components, sim_report=sim_report, preview=preview)

__all__ = ["RULES", "components", "sim_report"]
