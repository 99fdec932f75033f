"""Ofrenda with 2 to 4 players: setup by player count, turns round the table, the Common Goals
(patterns, decorations, offerings, token stacks), comparative candles, the end and the tie-breaks."""
from __future__ import annotations

import random

import pytest

from game import registry
from game.protocol import SeatSetup, Setup
from game.rules.base import IllegalAction
from game.rules.ofrenda import (
    MARIGOLD, TURNS, DiscardPortrait, EndTurn, OfrendaState, Phase, PlacePortrait, SkipCandle, TakePortrait,
    player_view,
)
from game.rules.ofrenda.scoring import outcome_of
from game.text import say

GAME = registry.get("ofrenda")
DATA = GAME.load_data()


def setup(n: int, goals: bool = False) -> Setup:
    return Setup("multi", tuple(SeatSetup("human", f"P{i}") for i in range(n)), {"goals": goals})


def new(n: int = 3, seed: int = 1, goals: bool = False) -> OfrendaState:
    return OfrendaState(DATA, seed, setup(n, goals))


def cards(**attrs) -> list[str]:
    """Portrait ids with the given attributes (branch=..., offering=...), in file order."""
    return [c for c, p in DATA.portraits.items() if all(getattr(p, k) == v for k, v in attrs.items())]


def fill(board, slots, source=None) -> None:
    """Put distinct portraits in ``slots`` of ``board`` (attributes do not matter for patterns)."""
    pool = iter(source or sorted(DATA.portraits))
    for slot in slots:
        board.ofrenda[slot] = next(pool)


def play_turn(s: OfrendaState, rng: random.Random | None = None) -> None:
    seat = s.current
    while not s.is_over and s.current == seat:
        legal = s.legal_actions(seat)
        s.apply(seat, rng.choice(legal) if rng else legal[0])


# ------------------------------------------------------------------------------ setup
@pytest.mark.parametrize("n,in_play", [(2, 35), (3, 50), (4, 65)])
def test_setup_by_player_count(n, in_play):
    s = new(n)
    assert len(s.boards) == n
    used = s.deck + [c for c in s.market if c] + [c for b in s.boards for c in b.hand]
    assert len(used) == in_play and sorted(used + s.box_portraits) == sorted(DATA.portraits)
    assert all(DATA.portraits[c].players <= n for c in used), "cards marked for more players are removed"
    assert all(DATA.portraits[c].players > n for c in s.box_portraits)
    assert len(s.bag) + 4 == 35 and s.box_candles == [], "the multiplayer-only candles go in the bag"
    assert any(DATA.candles[c].multiplayer for c in s.bag + s.market_candles)
    for b in s.boards:
        assert len(b.hand) == 3 and b.marigolds == 3 and b.candles == [] and b.ofrenda == {}
    assert s.phase is Phase.TAKE_PORTRAIT and s.current == s.start_seat and s.abuela_portraits == []
    assert s.to_move() == frozenset({s.start_seat})
    starts = {new(n, seed).start_seat for seed in range(30)}
    assert starts == set(range(n)), "the starting player is drawn by lot"


def test_turns_go_round_the_table_and_the_game_ends_after_twelve_each():
    s = new(3, seed=4)
    order = []
    while not s.is_over:
        order.append(s.current)
        play_turn(s)
    assert len(order) == 3 * TURNS
    start = order[0]
    assert order == [(start + k) % 3 for k in range(3 * TURNS)]
    assert all(b.turns == TURNS and len(b.ofrenda) + len(b.discards) == TURNS for b in s.boards)
    assert s.to_move() == frozenset() and s.phase is Phase.GAME_OVER


def test_only_the_seat_to_move_acts_and_the_others_are_told_whose_turn_it_is():
    s = new(3)
    other = (s.current + 1) % 3
    with pytest.raises(IllegalAction, match=f"it is P{s.current}'s turn"):
        s.apply(other, TakePortrait(0))
    assert s.legal_actions(other) == []
    assert say(s.why_illegal(other, DiscardPortrait(s.boards[other].hand[0])), "en") == f"Wait: it is P{s.current}'s turn."


def test_the_view_keeps_other_hands_hidden_but_remembers_what_was_taken():
    s = new(2, seed=9)
    a, b = s.current, 1 - s.current
    taken = s.market[0]
    s.apply(a, TakePortrait(0))
    view_b = player_view(s, b)
    assert view_b.boards[a].hand is None and view_b.boards[a].known_hand == (taken,)
    assert view_b.boards[a].hand_size == 4 and view_b.boards[a].hidden_cards == 3
    dealt = set(s.boards[a].dealt)
    assert not dealt & set(view_b.market) and dealt <= set(view_b.unseen_portraits)
    assert all(not (e.kind == "deal" and e.actor == a) for e in view_b.events), "a's deal is never shown to b"


# ------------------------------------------------------------------------------ common goals
PATTERNS = {
    "goal-four-in-a-row": (["M1", "M2", "M3", "M4"], ["M1", "M2", "M3", "B4"]),
    "goal-diamond": (["M2", "M3", "T2", "B3"], ["M2", "M3", "T1", "B3"]),
    "goal-three-and-one": (["B3", "B4", "B5", "M4"], ["B1", "B2", "B4", "M1"]),
    "goal-pyramid": (["M1", "M2", "M3", "T1", "T2"], ["M1", "M2", "M3", "T1", "T3"]),
    "goal-five-in-a-row": (["B1", "B2", "B3", "B4", "B5"], ["B1", "B2", "B3", "B4", "M4", "M3"]),
}


@pytest.mark.parametrize("goal", sorted(PATTERNS))
def test_pattern_goals_on_hand_built_ofrendas(goal):
    s = new(2)
    good, bad = PATTERNS[goal]
    board = s.boards[0]
    fill(board, good)
    assert s.goal_met(goal, board)
    board.ofrenda.clear()
    fill(board, bad)
    assert not s.goal_met(goal, board)


def test_every_pattern_placement_is_a_connected_shape_on_the_board():
    for goal, placements in DATA.goal_placements.items():
        size = len(placements[0])
        for cells in placements:
            assert len(cells) == size
            # connected through the board's adjacency
            cells = set(cells)
            seen = {next(iter(cells))}
            stack = list(seen)
            while stack:
                for n in DATA.neighbours[stack.pop()]:
                    if n in cells and n not in seen:
                        seen.add(n)
                        stack.append(n)
            assert seen == cells, (goal, cells)


def test_offering_and_decoration_goals():
    s = new(2)
    board = s.boards[0]
    fill(board, ["B1", "B2"], cards(offering="fruit"))
    assert not s.goal_met("goal-fruit", board)
    board.ofrenda["T3"] = cards(offering="fruit")[5]
    assert s.goal_met("goal-fruit", board)
    assert not s.goal_met("goal-water", board)
    board.ofrenda.clear()
    fill(board, ["T1", "T2", "M2"])  # surrounds candle slot C1 only
    assert not s.goal_met("goal-two-candle-slots", board)
    fill(board, ["T3", "M3"], sorted(DATA.portraits)[10:])  # + C2 and G3 (T2, M2, M3)
    assert s.goal_met("goal-two-candle-slots", board)
    assert s.goal_met("goal-one-of-each-slot", board)
    assert not s.goal_met("goal-two-marigold-slots", board)
    assert not s.goal_met("goal-two-candles", board), "surrounded is not decorated"
    board.decorations.update({"C1": "candle-01", "C2": "candle-02"})
    assert s.goal_met("goal-two-candles", board)
    board.decorations.update({"G3": MARIGOLD})
    assert not s.goal_met("goal-two-marigolds", board)
    board.decorations.update({"G1": MARIGOLD})
    assert s.goal_met("goal-two-marigolds", board)


@pytest.mark.parametrize("n,stack", [(2, [5, 7]), (3, [3, 5, 7]), (4, [2, 3, 5, 7])])
def test_token_stacks_by_player_count(n, stack):
    s = new(n, goals=True)
    assert len(s.goals) == 3 and sorted(DATA.goals[g].type for g in s.goals) == [1, 2, 3]
    assert s.goal_stacks == [stack] * 3, "the highest value on top (the end of the list)"
    assert new(n, goals=False).goals == []
    drawn = {tuple(new(n, seed, goals=True).goals) for seed in range(12)}
    assert len(drawn) > 3, "the goals are drawn at random"


def _goal_state(n: int, goal: str) -> OfrendaState:
    for seed in range(500):
        s = new(n, seed, goals=True)
        if goal in s.goals:
            return s
    raise AssertionError(goal)


def test_tokens_are_taken_at_the_end_of_the_achievers_own_turn_one_per_goal_and_player():
    s = _goal_state(3, "goal-four-in-a-row")
    gi = s.goals.index("goal-four-in-a-row")
    first = s.current
    board = s.boards[first]
    fill(board, ["M1", "M2", "M3"])
    s.apply(first, TakePortrait(0))
    if s.phase is Phase.TAKE_CANDLE:
        s.apply(first, SkipCandle())
    card = board.hand[0]
    board.marigolds = 3
    s.apply(first, PlacePortrait(card, "M4"))
    if s.phase is Phase.DECORATE:
        assert board.tokens == {}, "not before the end of the turn"
        s.apply(first, EndTurn())
    assert board.tokens == {"goal-four-in-a-row": 7} and s.goal_stacks[gi] == [3, 5]
    assert any(e.kind == "goal_token" and e.actor == first for e in s.events)
    # next turns of the same player: never a second token from that goal
    second = s.current
    fill(s.boards[second], ["B1", "B2", "B3", "B4"])
    play_turn(s)
    assert s.boards[second].tokens.get("goal-four-in-a-row") == 5, "the next one takes the next token"
    while s.current != first:
        play_turn(s)
    play_turn(s)
    assert board.tokens == {"goal-four-in-a-row": 7} and s.goal_stacks[gi] == [3]


def test_a_player_can_take_several_goals_in_one_turn_and_an_empty_stack_gives_nothing():
    s = _goal_state(2, "goal-five-in-a-row")
    gi = s.goals.index("goal-five-in-a-row")
    s.goal_stacks[gi] = []
    seat = s.current
    fill(s.boards[seat], ["B1", "B2", "B3", "B4", "B5", "M1", "M2", "M3", "M4", "T1", "T2"])
    play_turn(s)
    assert "goal-five-in-a-row" not in s.boards[seat].tokens
    others = [g for g in s.goals if g != "goal-five-in-a-row" and DATA.goals[g].type == 3]
    assert len(s.boards[seat].tokens) >= len(others)


# ------------------------------------------------------------------------------ the end
def test_comparative_candles_light_only_at_the_end_and_ties_count():
    s = new(2, seed=3)
    a, b = s.boards
    fill(a, ["B1", "B2"])
    fill(b, ["B1", "B2"], sorted(DATA.portraits)[20:])
    a.lit = {"B1"}
    b.lit = {"B1"}
    a.decorations["C1"] = "candle-29"  # most lit portraits
    assert DATA.candles["candle-29"].objective.kind == "most_lit_portraits"
    assert s.candle_met(a, "candle-29"), "a tie counts as most"
    b.lit.add("B2")
    assert not s.candle_met(a, "candle-29")


def test_tie_breaks_lit_portraits_then_marigolds_in_storage_then_shared():
    assert outcome_of((50, 40), [5, 9], [0, 0]).winners == frozenset({0})
    tied = outcome_of((50, 50, 20), [5, 6, 9], [0, 0, 9])
    assert tied.winners == frozenset({1}) and tied.tiebreak == "lit portraits"
    tied = outcome_of((50, 50), [6, 6], [2, 3])
    assert tied.winners == frozenset({1}) and tied.tiebreak == "marigolds in storage"
    shared = outcome_of((50, 50, 50), [6, 6, 2], [3, 3, 9])
    assert shared.winners == frozenset({0, 1}) and shared.tiebreak == "shared"


def test_score_sheet_of_a_finished_game():
    s = new(4, seed=5, goals=True)
    rng = random.Random(5)
    while not s.is_over:
        play_turn(s, rng)
    sheet = s.score_sheet()
    out = s.outcome()
    assert sheet.names == ("P0", "P1", "P2", "P3") and sheet.outcome == out
    total = next(r for r in sheet.rows if r.total)
    assert total.values == out.scores
    labels = [r.label for r in sheet.rows]
    assert "Common Goals" in labels and [r.label for r in sheet.rows if r.tiebreak] == [
        "Lit portraits", "Marigolds in storage"]
    points = [r for r in sheet.rows if not r.total and not r.tiebreak]
    assert all(sum(r.values[i] for r in points) == out.scores[i] for i in range(4))
    assert any(sheet.names[w] in say(sheet.headline, "en") for w in out.winners)
    assert s.events[-1].kind == "game_over"
