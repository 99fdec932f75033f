"""Ofrenda's rules, one by one, on hand-built positions.

Positions are made by creating an :class:`OfrendaState` from a seed and then setting its
fields directly (market, hand, storage, ofrenda, phase...). Card ids follow the data files:
``<branch>-<NN>`` is card j = NN - 1 of that branch. Branch order (colour index): blue 0,
pink 1, orange 2, green 3, purple 4. Offering order: calavera 0, water 1, salt 2, fruit 3,
papel picado 4. Card j of branch b has offering (b + j) mod 5 (docs/rulings/ofrenda.md).
"""
from __future__ import annotations

import dataclasses
import itertools

import pytest

from game.paths import data_dir
from game.rules.base import Action, IllegalAction, Rng
from game.rules.ofrenda import (
    ABUELA, MARIGOLD, TURNS, AbuelaTurn, DiscardPortrait, EndTurn, OfrendaState, Phase, PlaceCandle,
    PlaceMarigold, PlacePortrait, SkipCandle, TakeCandle, TakePortrait, load_ofrenda_data, objective_met,
)
from game.rules.ofrenda.phases import abuela_space
from game.text import say

DATA = load_ofrenda_data(data_dir() / "ofrenda")
BRANCHES = ("blue", "pink", "orange", "green", "purple")
ALL_SLOTS = tuple(DATA.slots)


# ------------------------------------------------------------------------------ helpers
def card(branch: str, j: int) -> str:
    """The id of card j (0..12) of ``branch``."""
    return f"{branch}-{j + 1:02d}"


def candle_with(kind: str, *, end_only: bool | None = None, **attrs) -> str:
    """The first candle id whose objective has ``kind`` and the given attributes."""
    for cid, c in DATA.candles.items():
        o = c.objective
        if o.kind != kind or (end_only is not None and c.end_only != end_only):
            continue
        if all(getattr(o, k, None) == v for k, v in attrs.items()):
            return cid
    raise LookupError((kind, attrs))


def candles_with(kind: str, **attrs) -> list[str]:
    return [cid for cid, c in DATA.candles.items()
            if c.objective.kind == kind and all(getattr(c.objective, k, None) == v for k, v in attrs.items())]


def new_state(seed: int = 1) -> OfrendaState:
    return OfrendaState(DATA, seed)


def _unlist(state: OfrendaState, cards) -> None:
    """Take ``cards`` out of every place they may sit at setup (deck, box, market, hand)."""
    cards = set(cards)
    state.deck = [c for c in state.deck if c not in cards]
    state.box_portraits = [c for c in state.box_portraits if c not in cards]
    state.market = [None if c in cards else c for c in state.market]
    state.boards[0].hand = [c for c in state.boards[0].hand if c not in cards]


def _unlist_candles(state: OfrendaState, candles) -> None:
    candles = set(candles)
    state.bag = [c for c in state.bag if c not in candles]
    state.box_candles = [c for c in state.box_candles if c not in candles]
    state.market_candles = [None if c in candles else c for c in state.market_candles]


def position(*, phase: Phase = Phase.TAKE_PORTRAIT, seed: int = 1, market=None, market_marigolds=None,
             market_candles=None, hand=None, marigolds: int | None = None, candles=(), ofrenda=None,
             lit=(), decorations=None, lit_candles=(), turns: int = 0, pending=(), taken_space=None) -> OfrendaState:
    """A hand-built position on the player's turn. Cards named here are removed from the deck."""
    s = new_state(seed)
    named = list(market or ()) + list(hand or ()) + list((ofrenda or {}).values())
    _unlist(s, [c for c in named if c])
    named_candles = list(market_candles or ()) + list(candles) + [
        v for v in (decorations or {}).values() if v != MARIGOLD]
    _unlist_candles(s, [c for c in named_candles if c])
    if market is not None:
        s.market = list(market)
    else:  # refill any hole left by _unlist from the deck
        s.market = [c if c is not None else s.deck.pop() for c in s.market]
    if market_marigolds is not None:
        s.market_marigolds = list(market_marigolds)
    if market_candles is not None:
        s.market_candles = list(market_candles)
    b = s.boards[0]
    if hand is not None:
        b.hand = list(hand)
    else:
        while len(b.hand) < 3:
            b.hand.append(s.deck.pop(0))
    if marigolds is not None:
        b.marigolds = marigolds
    b.candles = list(candles)
    b.ofrenda = dict(ofrenda or {})
    b.lit = set(lit)
    b.decorations = dict(decorations or {})
    b.lit_candles = set(lit_candles)
    b.turns = turns
    s.round = turns + 1
    s.current = 0
    s.phase = phase
    s.pending = list(pending)
    s.taken_space = taken_space
    return s


def place(s: OfrendaState, c: str, slot: str, *, marigolds: int | None = None, candles=None) -> list:
    """Force the player's 'play a portrait' step with ``c`` in hand and place it in ``slot``."""
    _unlist(s, [c])
    s.current = 0
    s.phase = Phase.PLAY_PORTRAIT
    s.pending = []
    if c not in s.boards[0].hand:
        s.boards[0].hand.append(c)
    if marigolds is not None:
        s.boards[0].marigolds = marigolds
    if candles is not None:
        s.boards[0].candles = list(candles)
    return s.apply(PlacePortrait(c, slot))


def rig_rolls(s: OfrendaState, *rolls: int) -> None:
    """Give the state an RNG whose next die rolls are ``rolls``."""
    for seed in itertools.count(1):
        r = Rng(seed)
        if all(r.die() == want for want in rolls):
            s.rng = Rng(seed)
            return


def expect_illegal(s: OfrendaState, action: Action, *fragments: str) -> str:
    """``action`` must raise IllegalAction whose reason contains every fragment; the state is unchanged."""
    before = s.digest()
    with pytest.raises(IllegalAction) as info:
        s.apply(0, action)  # the player's seat proposes it
    reason = say(info.value.reason, "en")  # a message (said at the door) or text
    assert reason == str(info.value) and reason.strip(), "an illegal action must say why"
    assert say(s.why_illegal(0, action), "en") == reason, "why_illegal is the one source of the reason"
    for f in fragments:
        assert f.lower() in reason.lower(), f"{f!r} not in {reason!r}"
    assert action not in s.legal_actions(0)
    assert s.digest() == before, "an illegal action must not change the state"
    return reason


# ------------------------------------------------------------------------------ setup
def test_setup_solo_counts():
    s = new_state(7)
    two_player = {c for c, p in DATA.portraits.items() if p.players == 2}
    assert len(two_player) == 35
    boxed_random = [c for c in s.box_portraits if c in two_player]
    assert len(boxed_random) == 3, "three random 2-player portraits go back to the box"
    assert {c for c in s.box_portraits if c not in two_player} == set(DATA.portraits) - two_player
    assert len(s.deck) == 35 - 3 - 4 - 3 == 25
    assert len(s.market) == 4 and all(s.market) and s.market_marigolds == [0, 0, 0, 0]
    assert len(s.market_candles) == 4 and all(s.market_candles)
    solo_candles = {c for c, k in DATA.candles.items() if not k.multiplayer}
    assert len(solo_candles) == 28
    assert set(s.box_candles) == set(DATA.candles) - solo_candles
    assert len(s.bag) == 28 - 4 and set(s.bag) | set(s.market_candles) == solo_candles
    assert len(s.boards[0].hand) == 3 and s.boards[0].marigolds == 3 and s.boards[0].candles == []
    assert s.boards[0].ofrenda == {} and s.boards[0].discards == [] and s.boards[0].turns == 0
    everything = s.deck + s.box_portraits + s.market + s.boards[0].hand
    assert sorted(everything) == sorted(DATA.portraits)
    # Abuela goes first.
    assert s.phase is Phase.ABUELA and s.current == ABUELA and s.automaton_to_move
    assert s.legal_actions() == [AbuelaTurn()]
    assert s.round == 1 and not s.is_over


def test_setup_is_seeded():
    a, b, c = new_state(11), new_state(11), new_state(12)
    assert a.digest() == b.digest()
    assert (a.deck, a.market, a.boards[0].hand, a.bag) == (b.deck, b.market, b.boards[0].hand, b.bag)
    assert a.digest() != c.digest()
    boxes = {tuple(sorted(new_state(seed).box_portraits)) for seed in range(20)}
    assert len(boxes) > 1, "the three boxed portraits are random"


def test_unknown_mode_rejected():
    with pytest.raises(ValueError):
        OfrendaState(DATA, 1, "duel")


# ------------------------------------------------------------------------------ taking portraits
def test_take_first_portrait_is_free():
    s = position(marigolds=0)
    first = s.market[0]
    s.apply(TakePortrait(0))
    assert first in s.boards[0].hand and len(s.boards[0].hand) == 4
    assert s.boards[0].marigolds == 0
    assert s.phase is Phase.TAKE_CANDLE and s.taken_space == 0
    assert s.market[0] is None, "the market is replenished only after the candle step"


@pytest.mark.parametrize("space", [1, 2, 3])
def test_take_portrait_pays_left_to_right(space):
    s = position(marigolds=5, market_marigolds=[0, 2, 0, 1])
    taken = s.market[space]
    before = list(s.market_marigolds)
    s.apply(TakePortrait(space))
    gained = before[space]
    assert s.boards[0].marigolds == 5 - space + gained
    for i in range(space):
        assert s.market_marigolds[i] == before[i] + 1, "one marigold on each skipped portrait"
    for i in range(space + 1, 4):
        assert s.market_marigolds[i] == before[i], "portraits after the taken one are not paid"
    assert s.market_marigolds[space] == 0
    assert taken in s.boards[0].hand


def test_take_portrait_gains_the_marigolds_on_it():
    s = position(marigolds=0, market_marigolds=[3, 0, 0, 0])
    s.apply(TakePortrait(0))
    assert s.boards[0].marigolds == 3
    assert s.market_marigolds[0] == 0


def test_take_portrait_too_expensive():
    s = position(marigolds=2)
    expect_illegal(s, TakePortrait(3), "costs 3 marigolds", "you have 2")
    s.apply(TakePortrait(2))  # exactly affordable
    assert s.boards[0].marigolds == 0


def test_example_a():
    """Rulebook Example A: Angie, 2 marigolds, takes space 3 then the candle above space 1."""
    s = position(marigolds=2, market_marigolds=[0, 0, 1, 0])
    market = list(s.market)
    candles = list(s.market_candles)
    s.apply(TakePortrait(2))  # the third space
    assert s.market_marigolds[:2] == [1, 1], "one marigold each on spaces 1 and 2"
    assert s.boards[0].marigolds == 1, "2 paid, 1 gained from the card taken: storage has one marigold"
    assert market[2] in s.boards[0].hand
    assert s.candle_cost(0) == 1 and s.candle_cost(2) == 0
    s.apply(TakeCandle(0))  # not above the portrait taken: costs a marigold, placed on space 1
    assert s.boards[0].marigolds == 0
    assert s.boards[0].candles == [candles[0]]
    # Replenish: the portraits slide left with their marigolds; a new card fills space 4.
    assert s.market[:3] == [market[0], market[1], market[3]]
    assert s.market_marigolds == [2, 1, 0, 0]
    assert s.market[3] is not None
    assert s.market_candles[:3] == candles[1:]
    assert s.phase is Phase.PLAY_PORTRAIT


# ------------------------------------------------------------------------------ candles
def test_candle_above_taken_portrait_is_free():
    s = position(marigolds=0)
    s.apply(TakePortrait(0))
    want = s.market_candles[0]
    s.apply(TakeCandle(0))
    assert s.boards[0].candles == [want] and s.boards[0].marigolds == 0


def test_other_candle_costs_a_marigold_on_the_portrait_below():
    s = position(marigolds=3)
    s.apply(TakePortrait(1))  # pays 1 on space 1 -> 2 left
    below = s.market[3]
    want = s.market_candles[3]
    s.apply(TakeCandle(3))
    assert s.boards[0].marigolds == 1 and s.boards[0].candles == [want]
    i = s.market.index(below)  # after sliding
    assert s.market_marigolds[i] == 1


def test_paid_candle_needs_a_marigold():
    s = position(marigolds=0)
    s.apply(TakePortrait(0))
    expect_illegal(s, TakeCandle(1), "costs a marigold", "none")
    assert TakeCandle(0) in s.legal_actions()


def test_candle_storage_limit():
    c3 = [candle_with("colour_count", colour=b) for b in BRANCHES[:3]]
    s = position(marigolds=3, candles=c3[:2])
    s.apply(TakePortrait(0))
    s.apply(TakeCandle(0))
    assert len(s.boards[0].candles) == 3
    # With three candles the candle step is skipped: nothing to decide.
    s = position(marigolds=3, candles=c3)
    s.phase = Phase.TAKE_CANDLE
    s.taken_space = 0
    s.market[0] = None
    expect_illegal(s, TakeCandle(0), "three candles")
    s = position(marigolds=3, candles=c3)
    s.apply(TakePortrait(0))
    assert s.phase is Phase.PLAY_PORTRAIT
    assert all(s.market) and len(s.market) == 4, "the market was replenished"
    assert len(s.boards[0].candles) == 3


def test_skip_candle_replenishes_portraits_only():
    s = position(marigolds=3)
    candles = list(s.market_candles)
    market = list(s.market)
    top = s.deck[-1]
    s.apply(TakePortrait(1))
    s.apply(SkipCandle())
    assert s.market_candles == candles
    assert s.market == [market[0], market[2], market[3], top]
    assert s.market_marigolds == [1, 0, 0, 0]
    assert s.phase is Phase.PLAY_PORTRAIT


def test_replenish_candles_from_bag():
    s = position(marigolds=3)
    candles = list(s.market_candles)
    top = s.bag[-1]
    s.apply(TakePortrait(0))
    s.apply(TakeCandle(2))
    assert s.market_candles == [candles[0], candles[1], candles[3], top]
    assert s.market_marigolds[1] == 1, "the candle's marigold stays with its portrait when it slides"


# ------------------------------------------------------------------------------ placing portraits
def test_place_in_gain_slot():
    s = position(phase=Phase.PLAY_PORTRAIT, marigolds=0, hand=[card("blue", 0), card("pink", 0), card("green", 0)])
    s.apply(PlacePortrait(card("blue", 0), "B1"))
    assert s.boards[0].marigolds == 1
    assert s.boards[0].ofrenda == {"B1": card("blue", 0)}
    assert s.boards[0].hand == [card("pink", 0), card("green", 0)]
    assert s.phase is Phase.ABUELA and s.boards[0].turns == 1, "nothing to decorate: the turn ends"


def test_place_in_plain_slot():
    s = position(phase=Phase.PLAY_PORTRAIT, marigolds=2, hand=[card("blue", 0)])
    s.apply(PlacePortrait(card("blue", 0), "T1"))
    assert s.boards[0].marigolds == 2


@pytest.mark.parametrize("slot", ["M2", "M3"])
def test_place_in_cost_slot(slot):
    s = position(phase=Phase.PLAY_PORTRAIT, marigolds=1, hand=[card("blue", 0)])
    s.apply(PlacePortrait(card("blue", 0), slot))
    assert s.boards[0].marigolds == 0
    s = position(phase=Phase.PLAY_PORTRAIT, marigolds=0, hand=[card("blue", 0)])
    reason = expect_illegal(s, PlacePortrait(card("blue", 0), slot), slot, "costs a marigold", "none")
    assert "storage" in reason


def test_cost_slots_missing_from_legal_actions_without_marigolds():
    s = position(phase=Phase.PLAY_PORTRAIT, marigolds=0, hand=[card("blue", 0)])
    slots = {a.slot for a in s.legal_actions() if isinstance(a, PlacePortrait)}
    assert slots == set(ALL_SLOTS) - {"M2", "M3"}
    assert DiscardPortrait(card("blue", 0)) in s.legal_actions()


def test_discard_for_three_marigolds():
    hand = [card("blue", 0), card("pink", 1), card("green", 2)]
    s = position(phase=Phase.PLAY_PORTRAIT, marigolds=1, hand=hand)
    s.apply(DiscardPortrait(card("pink", 1)))
    assert s.boards[0].marigolds == 4
    assert s.boards[0].discards == [card("pink", 1)]
    assert s.boards[0].hand == [card("blue", 0), card("green", 2)]
    assert s.boards[0].ofrenda == {}
    assert s.phase is Phase.ABUELA and s.boards[0].turns == 1


def test_place_occupied_unknown_and_not_in_hand():
    s = position(phase=Phase.PLAY_PORTRAIT, marigolds=1, hand=[card("blue", 0)],
                 ofrenda={"T1": card("pink", 0)})
    expect_illegal(s, PlacePortrait(card("blue", 0), "T1"), "already holds", DATA.portraits[card("pink", 0)].name)
    expect_illegal(s, PlacePortrait(card("blue", 0), "Z9"), "no slot Z9")
    expect_illegal(s, PlacePortrait(card("orange", 0), "T2"), "not in your hand")
    expect_illegal(s, DiscardPortrait(card("orange", 0)), "not in your hand")


# ------------------------------------------------------------------------------ lighting
def _fill(s: OfrendaState, slots_cards: dict) -> None:
    _unlist(s, slots_cards.values())
    s.boards[0].ofrenda.update(slots_cards)


def test_placed_card_lights_when_its_neighbours_are_full():
    # B1's neighbours: B2 and M1. Blue j0 wants 2+ adjacent pink.
    s = position(phase=Phase.PLAY_PORTRAIT)
    _fill(s, {"B2": card("pink", 0), "M1": card("pink", 1)})
    events = place(s, card("blue", 0), "B1")
    assert "B1" in s.boards[0].lit
    assert any(e.kind == "portrait_lit" and e.data[0] == "B1" for e in events)


def test_placed_card_not_checked_while_a_neighbour_is_empty():
    # T1's neighbours: T2, M1, M2. Two pink around, but M2 empty: not checked yet.
    s = position(phase=Phase.PLAY_PORTRAIT)
    _fill(s, {"T2": card("pink", 0), "M1": card("pink", 1)})
    place(s, card("blue", 0), "T1")
    assert s.boards[0].lit == set()


def test_unmet_objective_stays_unlit():
    s = position(phase=Phase.PLAY_PORTRAIT)
    _fill(s, {"B2": card("pink", 0), "M1": card("green", 0)})
    place(s, card("blue", 0), "B1")
    assert s.boards[0].lit == set()


def test_neighbours_completed_by_the_placement_light():
    # One placement (M2) completes two neighbourhoods at once.
    # T1 neighbours: T2, M1, M2. B2 neighbours: B1, B3, M1, M2.
    t1 = card("blue", 0)       # wants 2+ adjacent pink
    b2 = card("green", 6)      # wants 4+ different colours adjacent
    s = position(phase=Phase.PLAY_PORTRAIT)
    _fill(s, {"T1": t1, "T2": card("pink", 1), "M1": card("orange", 0), "B2": b2, "B1": card("blue", 1),
              "B3": card("purple", 0)})
    events = place(s, card("pink", 2), "M2", marigolds=1)
    assert {"T1", "B2"} <= s.boards[0].lit
    lit_events = {e.data[0] for e in events if e.kind == "portrait_lit"}
    assert {"T1", "B2"} <= lit_events
    # M2 itself has empty neighbours (M3): not checked.
    assert "M2" not in s.boards[0].lit


def test_lit_stays_lit():
    # A lit portrait is never turned back, not even by the final re-check.
    s = position(phase=Phase.PLAY_PORTRAIT, turns=TURNS - 1)
    _fill(s, {"B2": card("green", 0), "M1": card("green", 1), "B1": card("blue", 0)})
    s.boards[0].lit = {"B1"}  # lit earlier (however it came about)
    place(s, card("orange", 0), "T1")
    assert s.is_over
    assert "B1" in s.boards[0].lit
    assert not objective_met(DATA, card("blue", 0), [card("green", 0), card("green", 1)])


def test_final_recheck_ignores_empty_slots():
    # Game end: unlit portraits are checked against the neighbours present only.
    s = position(phase=Phase.PLAY_PORTRAIT, turns=TURNS - 1)
    _fill(s, {
        "T1": card("blue", 0),    # 2+ pink: T2 pink, M1 pink, M2 empty -> lights at the end
        "T2": card("pink", 0),    # 2+ orange: T1 blue, T3/M2/M3 empty -> stays unlit
        "M1": card("pink", 1),    # 2+ offering o+1 (pink j1: salt -> fruit): neighbours have none -> unlit
        "B5": card("green", 3),   # 2+ colour b+3 = pink: B4 and M4 empty -> unlit
    })
    events = place(s, card("purple", 2), "B3", marigolds=0)  # the twelfth turn, far from T1
    assert s.is_over
    assert "T1" in s.boards[0].lit
    assert "T2" not in s.boards[0].lit and "M1" not in s.boards[0].lit and "B5" not in s.boards[0].lit
    assert any(e.kind == "game_over" for e in events)


def test_final_recheck_no_objective_with_empty_neighbours():
    s = position(phase=Phase.PLAY_PORTRAIT, turns=TURNS - 1)
    # purple j7: no adjacent of colour b+3 = green. Alone on the board: met at the end, scores 0.
    place(s, card("purple", 7), "B1")
    assert s.is_over and s.boards[0].lit == {"B1"}
    assert s.score().total == 0


# ------------------------------------------------------------------------------ objective kinds
def _c(branch: str, offering: str) -> str:
    """Some card (any player count) with this colour and offering."""
    for cid, p in DATA.portraits.items():
        if p.branch == branch and p.offering == offering:
            return cid
    raise LookupError((branch, offering))


def test_objective_colour_at_least():
    c = card("blue", 0)  # 2+ pink
    assert DATA.portraits[c].objective.kind == "colour_at_least"
    pink_a, pink_b, green = _c("pink", "water"), _c("pink", "salt"), _c("green", "water")
    assert objective_met(DATA, c, [pink_a, pink_b])
    assert objective_met(DATA, c, [pink_a, green, pink_b, green])
    assert not objective_met(DATA, c, [pink_a, green])
    assert not objective_met(DATA, c, [])


def test_objective_offering_at_least():
    c = card("blue", 1)  # offering water; 2+ with offering salt
    o = DATA.portraits[c].objective
    assert o.kind == "offering_at_least" and o.offering == "salt" and o.count == 2
    assert objective_met(DATA, c, [_c("pink", "salt"), _c("green", "salt")])
    assert not objective_met(DATA, c, [_c("pink", "salt"), _c("green", "fruit")])


def test_objective_distinct_colours():
    c = card("blue", 6)  # 4+ different colours adjacent
    o = DATA.portraits[c].objective
    assert o.kind == "distinct_colours" and o.count == 4
    four = [_c("blue", "salt"), _c("pink", "salt"), _c("green", "salt"), _c("orange", "salt")]
    assert objective_met(DATA, c, four)
    assert not objective_met(DATA, c, four[:3] + [_c("blue", "fruit")])


def test_objective_distinct_offerings():
    c = card("blue", 8)  # 3+ different offerings
    assert DATA.portraits[c].objective.kind == "distinct_offerings"
    assert objective_met(DATA, c, [_c("pink", "salt"), _c("pink", "fruit"), _c("pink", "water")])
    assert not objective_met(DATA, c, [_c("pink", "salt"), _c("green", "salt"), _c("pink", "water")])


def test_objective_no_colour():
    c = card("blue", 7)  # no adjacent green
    o = DATA.portraits[c].objective
    assert o.kind == "no_colour" and o.colour == "green"
    assert objective_met(DATA, c, [_c("pink", "salt"), _c("blue", "salt")])
    assert not objective_met(DATA, c, [_c("pink", "salt"), _c("green", "salt")])
    assert objective_met(DATA, c, [])


def test_objective_no_offering():
    c = card("blue", 10)  # offering calavera; no adjacent with offering o+3 = fruit
    o = DATA.portraits[c].objective
    assert o.kind == "no_offering" and o.offering == "fruit"
    assert objective_met(DATA, c, [_c("pink", "salt"), _c("blue", "water")])
    assert not objective_met(DATA, c, [_c("pink", "fruit")])


def test_objective_own_colour_and_offering():
    c = card("blue", 11)  # blue, water: 1+ adjacent blue and 1+ adjacent with water
    o = DATA.portraits[c].objective
    assert o.kind == "own_colour_and_offering" and (o.colour, o.offering) == ("blue", "water")
    assert objective_met(DATA, c, [_c("blue", "salt"), _c("pink", "water")])
    assert objective_met(DATA, c, [_c("blue", "water")]), "one card may satisfy both halves"
    assert not objective_met(DATA, c, [_c("blue", "salt"), _c("pink", "salt")])
    assert not objective_met(DATA, c, [_c("pink", "water")])


def test_every_objective_kind_is_covered():
    kinds = {p.objective.kind for p in DATA.portraits.values()}
    assert kinds == {"colour_at_least", "offering_at_least", "distinct_colours", "distinct_offerings",
                     "no_colour", "no_offering", "own_colour_and_offering"}


# ------------------------------------------------------------------------------ decorations
def _surround_c1_and_g1():
    """Position where placing in M2 surrounds C1 {T1,T2,M2} and G1 {M1,M2,B2} only."""
    s = position(phase=Phase.PLAY_PORTRAIT)
    _fill(s, {"T1": card("blue", 2), "T2": card("pink", 2), "M1": card("orange", 2), "B2": card("green", 2)})
    return s


def test_decorations_only_in_slots_surrounded_this_turn():
    cnd = candle_with("colour_count", colour="blue")
    s = _surround_c1_and_g1()
    place(s, card("purple", 2), "M2", marigolds=2, candles=[cnd])
    assert s.phase is Phase.DECORATE
    assert sorted(s.pending) == ["C1", "G1"]
    legal = s.legal_actions()
    assert set(legal) == {PlaceCandle(cnd, "C1"), PlaceMarigold("G1"), EndTurn()}
    expect_illegal(s, PlaceCandle(cnd, "C3"), "not surrounded by this turn")
    expect_illegal(s, PlaceMarigold("G3"), "not surrounded by this turn")


def test_candle_slots_take_only_candles_and_marigold_slots_only_marigolds():
    cnd = candle_with("colour_count", colour="blue")
    s = _surround_c1_and_g1()
    place(s, card("purple", 2), "M2", marigolds=2, candles=[cnd])
    expect_illegal(s, PlaceMarigold("C1"), "holds only a candle")
    expect_illegal(s, PlaceCandle(cnd, "G1"), "holds only a marigold")
    expect_illegal(s, PlaceCandle(cnd, "X7"), "no decoration slot")
    other = candle_with("colour_count", colour="pink")
    expect_illegal(s, PlaceCandle(other, "C1"), "not in your storage")
    s.apply(PlaceCandle(cnd, "C1"))
    assert s.boards[0].decorations == {"C1": cnd} and s.boards[0].candles == []
    assert s.phase is Phase.DECORATE  # the marigold slot is still open
    expect_illegal(s, PlaceCandle(cnd, "C1"), "already decorated")
    s.apply(PlaceMarigold("G1"))
    assert s.boards[0].decorations == {"C1": cnd, "G1": MARIGOLD}
    assert s.boards[0].marigolds == 2 - 1 - 1  # M2 cost one, the decoration one
    assert s.phase is Phase.ABUELA, "nothing left to decorate: the turn ends by itself"


def test_slot_surrounded_on_a_previous_turn_stays_closed():
    cnd = candle_with("colour_count", colour="blue")
    s = position(phase=Phase.PLAY_PORTRAIT)
    _fill(s, {"T1": card("blue", 2), "T2": card("pink", 2), "M2": card("orange", 2), "M1": card("green", 2)})
    # C1 was surrounded before this turn. Placing B2 surrounds G1 only.
    place(s, card("purple", 2), "B2", marigolds=1, candles=[cnd])
    assert s.pending == ["G1"]
    expect_illegal(s, PlaceCandle(cnd, "C1"), "not surrounded by this turn")
    s.apply(EndTurn())
    # And on a later turn, with a marigold in hand, G1 and C1 are closed for good.
    place(s, card("purple", 3), "B5", marigolds=3, candles=[cnd])
    assert s.phase is Phase.ABUELA and s.boards[0].decorations == {}


def test_multiple_slots_surrounded_at_once():
    c1, c3 = candle_with("colour_count", colour="blue"), candle_with("colour_count", colour="pink")
    s = position(phase=Phase.PLAY_PORTRAIT)
    _fill(s, {"T1": card("blue", 2), "T2": card("pink", 2), "M1": card("orange", 2), "B2": card("green", 2),
              "M3": card("blue", 3), "B3": card("pink", 3)})
    place(s, card("purple", 2), "M2", marigolds=3, candles=[c1, c3])
    assert sorted(s.pending) == ["C1", "C3", "G1", "G3"]
    s.apply(PlaceCandle(c1, "C1"))
    s.apply(PlaceMarigold("G3"))
    s.apply(PlaceCandle(c3, "C3"))
    assert s.phase is Phase.DECORATE
    s.apply(PlaceMarigold("G1"))
    assert s.boards[0].decorations == {"C1": c1, "G3": MARIGOLD, "C3": c3, "G1": MARIGOLD}
    assert s.boards[0].marigolds == 0 and s.boards[0].candles == []
    assert s.phase is Phase.ABUELA


def test_end_turn_leaves_surrounded_slots_empty():
    cnd = candle_with("colour_count", colour="blue")
    s = _surround_c1_and_g1()
    place(s, card("purple", 2), "M2", marigolds=2, candles=[cnd])
    s.apply(EndTurn())
    assert s.boards[0].decorations == {} and s.boards[0].candles == [cnd] and s.boards[0].marigolds == 1
    assert s.phase is Phase.ABUELA and s.pending == []


def test_turn_ends_by_itself_when_nothing_can_be_decorated():
    s = _surround_c1_and_g1()
    place(s, card("purple", 2), "M2", marigolds=1, candles=[])  # pays its last marigold; no candle
    assert s.phase is Phase.ABUELA and s.boards[0].turns == 1


def test_example_b():
    """Rulebook Example B.

    Angie places the portrait she just took; it surrounds a candle slot and a marigold slot.
    She places her candle but cannot place a marigold (storage empty). The placement also
    surrounds the golden-slot neighbour whose objective is "2+ adjacent blue": it lights.
    On this project's board the placements that surround a candle slot, a marigold slot and a
    golden neighbour are M2 and M3, which cost a marigold: she pays her last one to play there.
    """
    golden = card("purple", 0)  # 2+ adjacent blue
    o = DATA.portraits[golden].objective
    assert (o.kind, o.colour, o.count) == ("colour_at_least", "blue", 2)
    cnd = candle_with("colour_count", colour="green")
    taken = card("blue", 3)
    s = position(phase=Phase.PLAY_PORTRAIT, marigolds=1, candles=[cnd],
                 hand=[taken, card("pink", 4), card("orange", 5), card("green", 6)],
                 ofrenda={"T1": card("blue", 2), "T2": golden, "T3": card("pink", 1), "M3": card("green", 0)})
    assert DATA.slots["T2"].effect == "golden"
    events = s.apply(PlacePortrait(taken, "M2"))
    assert s.boards[0].marigolds == 0
    assert sorted(s.pending) == ["C1", "G3"], "a candle slot and a marigold slot are surrounded"
    assert "C2" not in s.pending, "C2 was surrounded on an earlier turn"
    assert s.boards[0].lit == {"T2"}, "the golden neighbour's objective (2+ adjacent blue) is met"
    assert any(e.kind == "portrait_lit" and e.data[0] == "T2" for e in events)
    assert s.legal_actions() == [PlaceCandle(cnd, "C1"), EndTurn()]
    expect_illegal(s, PlaceMarigold("G3"), "no marigold")
    s.apply(PlaceCandle(cnd, "C1"))
    assert s.boards[0].decorations == {"C1": cnd}
    assert cnd not in s.boards[0].lit_candles, "it is placed showing its unlit side"
    assert s.phase is Phase.ABUELA, "nothing else can be placed: the turn is over"
    # The golden slot doubles its score: T2 has 4 neighbours, none lit -> 4 points, doubled to 8.
    sc = s.score()
    assert sc.per_slot == {"T2": 8} and sc.golden == 4


# ------------------------------------------------------------------------------ candle objectives
@pytest.mark.parametrize("kind,attrs,good,bad", [
    ("colour_count", {"colour": "blue"},
     [card("blue", 0), card("blue", 1), card("blue", 2)], [card("blue", 0), card("blue", 1), card("pink", 2)]),
    ("offering_count", {"offering": "salt"},
     [card("blue", 2), card("pink", 1), card("orange", 0)], [card("blue", 2), card("pink", 1), card("orange", 1)]),
    ("all_colours", {}, [card(b, 0) for b in BRANCHES], [card(b, 0) for b in BRANCHES[:4]] + [card("blue", 1)]),
    ("all_offerings", {}, [card("blue", j) for j in range(5)], [card("blue", j) for j in range(4)] + [card("pink", 0)]),
    ("one_colour_count", {"count": 4}, [card("green", j) for j in range(4)] + [card("blue", 0)],
     [card("green", j) for j in range(3)] + [card("blue", j) for j in range(3)]),
])
def test_candle_objectives_on_portraits(kind, attrs, good, bad):
    cid = candle_with(kind, **attrs)
    slots = ["B1", "B2", "B3", "B4", "B5", "M1"]
    for cards, expected in ((good, True), (bad, False)):
        s = position(ofrenda=dict(zip(slots, cards)), decorations={"C1": cid})
        assert s.candle_met(s.boards[0], cid) is expected, (kind, cards)


def test_candle_objective_marigolds_placed():
    two = candle_with("marigolds_placed", count=2)
    three = candle_with("marigolds_placed", count=3)
    assert not DATA.candles[two].end_only and DATA.candles[three].end_only
    s = position(decorations={"G1": MARIGOLD, "C1": two})
    assert not s.candle_met(s.boards[0], two)
    s.boards[0].decorations["G2"] = MARIGOLD
    assert s.candle_met(s.boards[0], two) and not s.candle_met(s.boards[0], three)
    s.boards[0].decorations["G3"] = MARIGOLD
    assert s.candle_met(s.boards[0], three)


def test_candle_objective_lit_portraits_and_full_board():
    lit6 = candle_with("lit_portraits", count=6)
    full = candle_with("all_slots_filled")
    assert DATA.candles[lit6].end_only and DATA.candles[full].end_only
    cards = [card(b, j) for b in BRANCHES for j in range(3)][:12]
    s = position(ofrenda=dict(zip(ALL_SLOTS, cards)))
    assert s.candle_met(s.boards[0], full)
    del s.boards[0].ofrenda["B5"]
    assert not s.candle_met(s.boards[0], full)
    s.boards[0].lit = set(ALL_SLOTS[:5])
    assert not s.candle_met(s.boards[0], lit6)
    s.boards[0].lit.add(ALL_SLOTS[5])
    assert s.candle_met(s.boards[0], lit6)


def test_candle_lights_when_placed_if_already_met():
    cnd = candle_with("colour_count", colour="blue")
    s = position(phase=Phase.PLAY_PORTRAIT)
    _fill(s, {"T1": card("blue", 2), "T2": card("blue", 3), "M1": card("orange", 2), "B2": card("green", 2)})
    place(s, card("blue", 4), "M2", marigolds=1, candles=[cnd])
    s.apply(PlaceCandle(cnd, "C1"))
    assert s.boards[0].lit_candles == {"C1"}


def test_candles_are_checked_after_every_placement():
    cnd = candle_with("colour_count", colour="blue")
    s = _surround_c1_and_g1()  # one blue on the board (T1)
    place(s, card("purple", 2), "M2", marigolds=1, candles=[cnd])
    s.apply(PlaceCandle(cnd, "C1"))
    assert s.boards[0].lit_candles == set()
    place(s, card("blue", 3), "B5")
    assert s.boards[0].lit_candles == set()
    events = place(s, card("blue", 4), "B4")  # third blue portrait on the ofrenda
    assert s.boards[0].lit_candles == {"C1"}
    assert any(e.kind == "candle_lit" for e in events)


def test_marigold_placement_can_light_a_candle():
    two = candle_with("marigolds_placed", count=2)
    s = position(phase=Phase.PLAY_PORTRAIT, decorations={"C1": two, "G2": MARIGOLD})
    _fill(s, {"T1": card("blue", 2), "T2": card("pink", 2), "M1": card("orange", 2), "B2": card("green", 2),
              "M3": card("blue", 3), "M4": card("pink", 3), "B4": card("green", 3)})
    place(s, card("purple", 2), "M2", marigolds=2)
    assert s.boards[0].lit_candles == set()
    s.apply(PlaceMarigold("G1"))
    assert s.boards[0].lit_candles == {"C1"}


def test_end_only_candles_light_only_at_the_end():
    full = candles_with("all_slots_filled")[0]
    lit6 = candles_with("lit_portraits", count=6)[0]
    m3 = candle_with("marigolds_placed", count=3)
    cards = [card(b, j) for b in BRANCHES for j in range(3)][:11]
    slots = [s for s in ALL_SLOTS if s != "B5"]
    s = position(phase=Phase.PLAY_PORTRAIT, turns=TURNS - 2,
                 decorations={"C1": full, "C2": lit6, "C3": m3, "G1": MARIGOLD, "G2": MARIGOLD, "G3": MARIGOLD})
    _fill(s, dict(zip(slots, cards)))
    s.boards[0].lit = set(slots[:7])
    place(s, card("purple", 5), "B5")  # turn 11: the board is full, 7 lit, 3 marigolds: all met...
    assert s.candle_met(s.boards[0], full) and s.candle_met(s.boards[0], lit6) and s.candle_met(s.boards[0], m3)
    assert s.boards[0].lit_candles == set(), "...but end-only candles wait for the end of the game"
    s.phase, s.current = Phase.PLAY_PORTRAIT, 0
    s.boards[0].hand.append(card("purple", 6))
    s.apply(DiscardPortrait(card("purple", 6)))  # turn 12
    assert s.is_over
    assert s.boards[0].lit_candles == {"C1", "C2", "C3"}


def test_final_check_leaves_unmet_candles_unlit():
    full = candle_with("all_slots_filled")
    s = position(phase=Phase.PLAY_PORTRAIT, turns=TURNS - 1, decorations={"C1": full})
    place(s, card("blue", 0), "B1")
    assert s.is_over and s.boards[0].lit_candles == set()


def test_multiplayer_candles_are_boxed_in_solo():
    s = new_state(3)
    for cid in s.box_candles:
        assert DATA.candles[cid].multiplayer
    assert all(not DATA.candles[c].multiplayer for c in s.bag + s.market_candles)


# ------------------------------------------------------------------------------ scoring
def test_scoring_lit_portrait_neighbours():
    # M2 (6 neighbours): T1 lit, T2 lit, M1 unlit, B2 unlit, M3 and B3 empty.
    s = position(ofrenda={"M2": card("blue", 0), "T1": card("pink", 0), "T2": card("pink", 1),
                          "M1": card("green", 0), "B2": card("green", 1)},
                 lit={"M2", "T1", "T2"})
    sc = s.score()
    assert sc.per_slot["M2"] == 2 + 2 + 1 + 1
    assert sc.per_slot["T1"] == 2 + 2 + 1  # T2 lit, M2 lit, M1 unlit
    assert sc.per_slot["T2"] == (2 + 2) * 2, "golden slot doubles"
    assert sc.golden == 4
    assert "M1" not in sc.per_slot and "B2" not in sc.per_slot, "unlit portraits score 0"
    assert sc.portraits == 6 + 5 + 4 and sc.total == 6 + 5 + 8
    assert sc.lit_portraits == 3


def test_scoring_marigolds_and_candles():
    cnd_lit, cnd_unlit = candle_with("colour_count", colour="blue"), candle_with("colour_count", colour="pink")
    s = position(ofrenda={"T1": card("pink", 0), "T2": card("pink", 1), "M2": card("green", 0),
                          "M1": card("green", 1), "B2": card("blue", 0), "T3": card("blue", 1),
                          "M3": card("orange", 0)},
                 lit={"T1", "T2", "M1"},
                 decorations={"C1": cnd_lit, "C2": cnd_unlit, "G1": MARIGOLD, "G3": MARIGOLD},
                 lit_candles={"C1"})
    sc = s.score()
    assert sc.per_decoration == {
        "C1": 2 * 2,  # lit candle: T1, T2 lit, M2 unlit
        "C2": 0,      # unlit candle scores nothing, even next to a lit portrait
        "G1": 1,      # marigold: M1 lit; M2, B2 unlit
        "G3": 1,      # marigold: T2 lit; M2, M3 unlit
    }
    assert sc.candles == 4 and sc.marigolds == 2


def test_full_lit_board_scores_135():
    cnds = [candle_with("colour_count", colour=b) for b in BRANCHES[:3]]
    cards = [card(b, j) for b in BRANCHES for j in range(3)][:12]
    s = position(ofrenda=dict(zip(ALL_SLOTS, cards)), lit=set(ALL_SLOTS),
                 decorations={"C1": cnds[0], "C2": cnds[1], "C3": cnds[2],
                              "G1": MARIGOLD, "G2": MARIGOLD, "G3": MARIGOLD},
                 lit_candles={"C1", "C2", "C3"})
    sc = s.score()
    adjacencies = sum(len(n) for n in DATA.neighbours.values()) // 2
    assert adjacencies == 23
    assert sc.portraits == 2 * 2 * adjacencies == 92
    assert sc.golden == 2 * 4 + 2 * 4 == 16  # T2 and B3 have four neighbours each
    assert sc.candles == 3 * 2 * 3 == 18
    assert sc.marigolds == 3 * 3 == 9
    assert sc.total == 135


# A full ofrenda of 2-player portraits where every objective is met (found by a search).
MAX_BOARD = {
    "T1": "pink-01", "T2": "orange-06", "T3": "blue-02", "M1": "purple-02", "M2": "orange-05",
    "M3": "green-06", "M4": "pink-07", "B1": "orange-03", "B2": "purple-05", "B3": "purple-07",
    "B4": "pink-04", "B5": "purple-03",
}


def test_maximum_135_is_reachable_in_play():
    """Twelve real turns (Abuela included) that end on the theoretical maximum of 135.

    Before each of the player's turns the wanted portrait (and, early on, a wanted candle) is
    put in space 1 of the market, which is what a lucky deck would do; everything else is the
    engine's: free takes, costs, gains, lighting, decorations, end-game checks.
    """
    purple3 = candle_with("colour_count", colour="purple")   # lights during play
    lit6 = candle_with("lit_portraits", count=6)             # end only
    full = candle_with("all_slots_filled")                   # end only
    order = ["B1", "M1", "B2", "T1", "T2", "M2", "B3", "T3", "M3", "B4", "B5", "M4"]
    wanted_candles = [purple3, lit6, full]
    s = new_state(2024)
    _unlist(s, MAX_BOARD.values())
    _unlist_candles(s, wanted_candles)
    s.market = [c if c is not None else s.deck.pop(0) for c in s.market]
    s.market_candles = [c if c is not None else s.bag.pop(0) for c in s.market_candles]
    for turn, slot in enumerate(order):
        s.apply(AbuelaTurn())
        assert s.phase is Phase.TAKE_PORTRAIT
        s.deck.insert(0, s.market[0])
        s.market[0] = MAX_BOARD[slot]
        s.market_marigolds[0] = 0  # (what Abuela paid onto it would only make it easier)
        s.apply(TakePortrait(0))
        if turn < 3:
            s.bag.insert(0, s.market_candles[0])
            s.market_candles[0] = wanted_candles[turn]
            s.apply(TakeCandle(0))
        elif len(s.boards[0].candles) == 3:
            assert s.phase is Phase.PLAY_PORTRAIT, "storage full: the candle step is skipped"
        else:
            s.apply(SkipCandle())
        s.apply(PlacePortrait(MAX_BOARD[slot], slot))
        while s.phase is Phase.DECORATE:
            deco = s.pending[0]
            if DATA.decorations[deco].holds == "candle":
                cid = {"C1": purple3, "C2": lit6, "C3": full}[deco]
                s.apply(PlaceCandle(cid, deco))
            else:
                s.apply(PlaceMarigold(deco))
        if slot == "B3":
            assert "C1" in s.boards[0].lit_candles, "three purple portraits light the C1 candle at once"
    assert s.is_over
    assert s.boards[0].marigolds == 0, "3 start + 2 gain slots = 2 cost slots + 3 marigold slots"
    assert s.boards[0].lit == set(ALL_SLOTS)
    assert s.boards[0].lit_candles == {"C1", "C2", "C3"}
    sc = s.score()
    assert (sc.portraits, sc.golden, sc.candles, sc.marigolds) == (92, 16, 18, 9)
    assert sc.total == 135
    assert s.tier(sc.total).min == 110


def test_solo_tiers():
    s = new_state(1)
    assert [t.min for t in DATA.tiers] == [0, 70, 80, 90, 110]
    assert s.tier(0).min == 0 and s.tier(69).min == 0 and s.tier(70).min == 70
    assert s.tier(89).min == 80 and s.tier(109).min == 90 and s.tier(135).min == 110


# ------------------------------------------------------------------------------ Abuela
@pytest.mark.parametrize("roll,space", [(1, 0), (2, 1), (3, 2), (4, 3), (5, 0), (6, 1)])
def test_abuela_die_mapping(roll, space):
    assert abuela_space(roll) == space


def _abuela_position(*rolls, market_marigolds=(0, 0, 0, 0)):
    s = new_state(5)
    s.market_marigolds = list(market_marigolds)
    rig_rolls(s, *rolls)
    return s


@pytest.mark.parametrize("roll", [1, 2, 3, 4])
def test_abuela_discards_a_portrait_and_pays_from_the_supply(roll):
    s = _abuela_position(roll, market_marigolds=(0, 1, 2, 3))
    market, candles = list(s.market), list(s.market_candles)
    mine = s.boards[0].marigolds
    top = s.deck[-1]
    space = abuela_space(roll)
    s.apply(AbuelaTurn())
    assert s.abuela_portraits == [market[space]]
    assert s.abuela_candles == [] and s.market_candles == candles, "1-4: no candle"
    assert s.last_rolls == (roll,)
    assert s.boards[0].marigolds == mine, "Abuela pays from the general supply"
    expected = [m + (1 if i < space else 0) for i, m in enumerate([0, 1, 2, 3])]
    del expected[space]  # the marigolds on her card go back to the supply
    assert s.market == [c for i, c in enumerate(market) if i != space] + [top]
    assert s.market_marigolds == expected + [0]
    assert s.phase is Phase.TAKE_PORTRAIT and s.current == 0


@pytest.mark.parametrize("roll,roll2", [(5, 1), (5, 2), (5, 3), (5, 4), (6, 6), (6, 3), (6, 5)])
def test_abuela_candle_on_5_or_6(roll, roll2):
    s = _abuela_position(roll, roll2)
    market, candles = list(s.market), list(s.market_candles)
    space, cspace = abuela_space(roll), abuela_space(roll2)
    s.apply(AbuelaTurn())
    assert s.last_rolls == (roll, roll2)
    assert s.abuela_portraits == [market[space]]
    assert s.abuela_candles == [candles[cspace]]
    assert len(s.market_candles) == 4 and all(s.market_candles)
    assert s.market_candles[:3] == [c for i, c in enumerate(candles) if i != cspace]
    marigolds = {c: m for c, m in zip(s.market, s.market_marigolds)}
    for i, c in enumerate(market):
        if i == space:
            continue
        paid = (1 if i < space else 0) + (1 if (i == cspace and cspace != space) else 0)
        assert marigolds[c] == paid, (i, c)


def test_abuela_marigolds_on_discarded_card_return_to_supply():
    s = _abuela_position(4, market_marigolds=(0, 0, 0, 5))
    s.apply(AbuelaTurn())
    assert sum(s.market_marigolds) == 3, "three paid; the five on her card went back to the supply"


def test_abuela_turn_only_when_it_is_hers():
    s = position()
    expect_illegal(s, AbuelaTurn(), "not Abuela's turn")
    s = new_state(1)
    expect_illegal(s, TakePortrait(0), "Abuela's turn")
    expect_illegal(s, PlacePortrait(s.boards[0].hand[0], "B1"), "Abuela's turn")


# ------------------------------------------------------------------------------ whole game
def test_twelve_turns_then_game_over():
    s = new_state(99)
    player_turns = 0
    while not s.is_over:
        if s.phase is Phase.ABUELA:
            s.apply(AbuelaTurn())
            continue
        s.apply(TakePortrait(0))
        if s.phase is Phase.TAKE_CANDLE:
            s.apply(SkipCandle())
        free = [a for a in s.legal_actions() if isinstance(a, PlacePortrait)]
        s.apply(free[0] if free else DiscardPortrait(s.boards[0].hand[0]))
        if s.phase is Phase.DECORATE:
            s.apply(EndTurn())
        player_turns += 1
        assert player_turns <= TURNS
    assert player_turns == TURNS == 12
    assert s.boards[0].turns == 12 and s.round == 12
    assert len(s.abuela_portraits) == 12
    assert len(s.boards[0].ofrenda) + len(s.boards[0].discards) == 12
    assert len(s.deck) == 1, "25 cards in the deck make exactly 24 draws"
    assert s.legal_actions() == []
    for action in (AbuelaTurn(), TakePortrait(0), EndTurn(), DiscardPortrait(s.boards[0].hand[0])):
        expect_illegal(s, action, "game is over")
    assert s.events[-1].kind == "game_over"
    assert s.summary()["over"] and say(s.summary()["progress"], "en") == "Finished"


# ------------------------------------------------------------------------------ illegal actions
class _Stranger(Action):
    kind = "stranger"


def _phase(phase: Phase) -> OfrendaState:
    cnd = candle_with("colour_count", colour="blue")
    if phase is Phase.DECORATE:
        s = _surround_c1_and_g1()
        place(s, card("purple", 2), "M2", marigolds=2, candles=[cnd])
        return s
    s = position(phase=Phase.TAKE_PORTRAIT, marigolds=1, candles=[cnd])
    if phase in (Phase.TAKE_CANDLE, Phase.PLAY_PORTRAIT):
        s.apply(TakePortrait(0))
    if phase is Phase.PLAY_PORTRAIT:
        s.apply(SkipCandle())
    assert s.phase is phase
    return s


@pytest.mark.parametrize("phase,action,fragment", [
    (Phase.TAKE_PORTRAIT, TakeCandle(0), "take a portrait first"),
    (Phase.TAKE_PORTRAIT, SkipCandle(), "no candle choice"),
    (Phase.TAKE_PORTRAIT, "place", "first take a portrait"),
    (Phase.TAKE_PORTRAIT, "discard", "first take a portrait"),
    (Phase.TAKE_PORTRAIT, PlaceMarigold("G1"), "only be placed right after"),
    (Phase.TAKE_PORTRAIT, EndTurn(), "play a portrait before"),
    (Phase.TAKE_PORTRAIT, TakePortrait(4), "no portrait in that space"),
    (Phase.TAKE_PORTRAIT, TakePortrait(-1), "no portrait in that space"),
    (Phase.TAKE_CANDLE, TakePortrait(0), "already taken a portrait"),
    (Phase.TAKE_CANDLE, TakeCandle(7), "no candle in that space"),
    (Phase.TAKE_CANDLE, "place", "first take a candle or choose"),
    (Phase.TAKE_CANDLE, EndTurn(), "play a portrait before"),
    (Phase.PLAY_PORTRAIT, TakePortrait(0), "already taken a portrait"),
    (Phase.PLAY_PORTRAIT, TakeCandle(0), "only be taken right after"),
    (Phase.PLAY_PORTRAIT, SkipCandle(), "no candle choice"),
    (Phase.PLAY_PORTRAIT, "candle", "only be placed right after"),
    (Phase.PLAY_PORTRAIT, AbuelaTurn(), "not abuela's turn"),
    (Phase.DECORATE, "place", "already played a portrait"),
    (Phase.DECORATE, "discard", "already played a portrait"),
    (Phase.DECORATE, TakePortrait(0), "already taken a portrait"),
    (Phase.DECORATE, SkipCandle(), "no candle choice"),
    (Phase.DECORATE, _Stranger(), "not an ofrenda action"),
])
def test_illegal_actions_say_why(phase, action, fragment):
    s = _phase(phase)
    if action == "place":
        action = PlacePortrait(s.boards[0].hand[0], "B5")
    elif action == "discard":
        action = DiscardPortrait(s.boards[0].hand[0])
    elif action == "candle":
        action = PlaceCandle(s.boards[0].candles[0], "C1")
    expect_illegal(s, action, fragment)


def test_legal_actions_agree_with_why_illegal():
    """In every phase, an action is listed as legal exactly when ``why_illegal`` finds no fault."""
    for phase in (Phase.TAKE_PORTRAIT, Phase.TAKE_CANDLE, Phase.PLAY_PORTRAIT, Phase.DECORATE):
        s = _phase(phase)
        universe = [AbuelaTurn(), SkipCandle(), EndTurn()]
        universe += [TakePortrait(i) for i in range(-1, 5)] + [TakeCandle(i) for i in range(-1, 5)]
        for c in s.boards[0].hand + [card("purple", 9)]:
            universe += [PlacePortrait(c, sl) for sl in ALL_SLOTS] + [DiscardPortrait(c)]
        for d in DATA.decorations:
            universe += [PlaceCandle(c, d) for c in s.boards[0].candles + [candle_with("all_colours")]]
            universe.append(PlaceMarigold(d))
        legal = s.legal_actions()
        assert legal, phase
        for a in universe:
            assert (s.why_illegal(a) is None) == (a in legal), (phase, a)


def test_actions_are_frozen_values():
    a = TakePortrait(2)
    assert a == TakePortrait(2) and hash(a) == hash(TakePortrait(2))
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.space = 3  # type: ignore[misc]
    assert a.to_json() == {"type": "take_portrait", "space": 2}
    assert str(a) == "take the portrait in space 3"
