"""Dia de los Muertos' rules on hand-built positions, the rulebook's examples, and random playouts.

These tests drive the rules module directly; the table is tested in ``test_muertos_scene``.
"""
from __future__ import annotations

from game.text import say

import os
import random

import pytest

from game.protocol import SeatSetup, Setup
from game.rules.base import IllegalAction
from game.rules.muertos.actions import (AskQuestion, Answer, CancelTen, GiftGive, GiftTake, Play, SetAside,
                                         SwapGive, SwapReturn)
from game.rules.muertos.cards import load
from game.rules.muertos.knowledge import answer_to
from game.rules.muertos.phases import COLOURS, DUMMY, Phase, seating
from game.rules.muertos.state import MuertosState

DATA = load()


def setup(players: int = 4) -> Setup:
    return Setup("game", tuple(SeatSetup("bot", f"P{i}", "random") for i in range(players)))


def table(hands: list[list[str]], players: int = 4, night: int = 0, leader: int = 0, tricks: int = 1,
          seed: int = 1) -> MuertosState:
    """A state on ``night`` with these hands (place order), ``leader`` to lead, past the first trick."""
    st = MuertosState(DATA, seed, setup(players))
    while st.night < night:
        st.night += 1
        st.places = seating(players, st.night)
    st.hands = [list(h) for h in hands]
    st.tricks = tricks
    st.discards, st.captured = [], [[], []]
    st._start_trick(leader)
    return st


def play(st: MuertosState, *actions) -> None:
    for action in actions:
        seat = next(iter(st.to_move()))
        st.apply(seat, action)


# ---------------------------------------------------------------------------------- colours and cards
def test_each_colour_once_per_trick_and_black_always():
    st = table([["seven-pink", "ten-1"], ["eight-pink", "five-green"], ["five-blue", "no10-green"],
                ["seven-green", "ten-2"]])
    play(st, Play("seven-pink"))
    assert "Pink was already played" in st.why_illegal(1, Play("eight-pink"))
    play(st, Play("five-green"))
    assert st.legal_actions(2) == [Play("five-blue")]  # green is used; blue is free
    play(st, Play("five-blue"))
    assert st.legal_actions(3) == [Play("ten-2")]  # every colour used: only black remains


def test_a_player_with_no_legal_card_sets_one_aside_and_it_counts_for_nothing():
    st = table([["seven-pink"], ["eight-pink", "animal-1"], ["five-blue"], ["five-green"]])
    play(st, Play("seven-pink"), Play("animal-1"), Play("five-blue"))
    assert st.legal_actions(3) == [SetAside("five-green")]
    with pytest.raises(IllegalAction):
        st.apply(1, SetAside("eight-pink"))
    play(st, SetAside("five-green"))
    # seven-pink (7) beats the green 4 and the blue 5; the set-aside green 5 played no part
    assert st.last_trick[3] == 0 and "animal-1" in st.captured[0]
    assert "five-green" in st.discards


def test_spoiled_keeps_food_out_of_the_rest_of_the_trick_and_forces_a_gift():
    st = table([["food-1", "five-pink"], ["spoiled", "seven-blue"], ["food-2", "ten-1"], ["eight-green", "no10-pink"]])
    play(st, Play("food-1"), Play("spoiled"))
    assert "Spoiled" in st.why_illegal(2, Play("food-2"))
    play(st, Play("ten-1"), Play("eight-green"))
    # place 2's 10 wins; food-1 (played before Spoiled) is captured; a gift exchange follows
    assert st.captured[0] == ["food-1"]
    assert st.phase is Phase.GIFT_GIVE and st.asker == 1  # place 1 is on the winner's right
    assert len(st.hands[1]) == 2 and len(st.hands[2]) == 0


def test_choose_names_a_colour_but_never_the_nights_muertos_colour():
    st = table([["choose", "ten-1"], ["seven-pink", "seven-blue"], ["five-green"], ["eight-blue"]])
    night_colour = st.muertos_colour  # green on the first night
    assert night_colour == "green"
    assert Play("choose", "green") not in st.legal_actions(0)
    assert "Muertos" in st.why_illegal(0, Play("choose", "green"))
    play(st, Play("choose", "pink"))
    assert st.legal_actions(1) == [Play("seven-blue")]  # pink counts as played


def test_the_start_card_leads_the_first_trick_of_every_night():
    st = MuertosState(DATA, 5, setup())
    leader = st.acting
    assert "start" in st.hands[leader]
    assert st.legal_actions(st.seat_at(leader)) == [Play("start")]
    assert "Start card" in st.why_illegal(st.seat_at(leader), Play(next(c for c in st.hands[leader] if c != "start")))


# ---------------------------------------------------------------------------------- winning a trick
def test_highest_rank_wins_and_the_first_played_wins_a_tie():
    st = table([["ten-1"], ["ten-2"], ["seven-pink"], ["eight-green"]])
    play(st, Play("ten-1"), Play("ten-2"), Play("seven-pink"), Play("eight-green"))
    assert st.last_trick[3] == 0


def test_a_three_cancels_an_opposing_ten_never_a_partners():
    # places 0 and 2 are partners; 2's 3 faces its partner's 10 and the opponents' 10
    st = table([["ten-1"], ["ten-2"], ["no10-black"], ["five-pink"]])
    play(st, Play("ten-1"), Play("ten-2"), Play("no10-black"), Play("five-pink"))
    assert st.last_trick[2] == (1,) and st.last_trick[3] == 0


def test_a_three_facing_several_opposing_tens_chooses_which():
    st = table([["no10-black"], ["ten-1"], ["seven-pink"], ["ten-2"]])
    play(st, Play("no10-black"), Play("ten-1"), Play("seven-pink"), Play("ten-2"))
    assert st.phase is Phase.CANCEL and st.seat_at(st.asker) == 0
    assert st.legal_actions(0) == [CancelTen(1), CancelTen(3)]
    play(st, CancelTen(1))
    assert st.last_trick[3] == 3  # the uncancelled 10 of place 3 wins


def test_the_rulebooks_sample_hand_with_pink_named():
    """Frank leads Choose (pink, the misprinted blue), Mark plays the green Animal; if Sandi plays
    her 10, only a black or blue 3 from Sheldon saves Mark's Animal; if she plays a blue card,
    Sheldon may play only black."""
    hands = [["choose"], ["animal-1"], ["ten-1", "eight-blue", "five-blue"], ["no10-black", "no10-blue", "seven-pink",
                                                                                "eight-green", "food-1"]]
    st = table(hands)
    play(st, Play("choose", "pink"), Play("animal-1"))
    blue = st.clone()
    play(st, Play("ten-1"))
    assert {a.card for a in st.legal_actions(3)} == {"no10-black", "no10-blue", "food-1"}
    play(st, Play("no10-blue"))
    assert st.last_trick[2] == (2,) and st.last_trick[3] == 1  # Mark's Animal wins
    play(blue, Play("five-blue"))
    assert {a.card for a in blue.legal_actions(3)} == {"no10-black", "food-1"}


# ---------------------------------------------------------------------------------- exchanges
def test_a_gift_exchange_goes_to_the_player_on_the_winners_right():
    st = table([["eight-pink", "ten-3"], ["food-1", "five-blue"], ["ten-1", "seven-green"], ["five-pink", "spoiled"]],
               leader=1)
    play(st, Play("food-1"), Play("ten-1"), Play("spoiled"), Play("eight-pink"))
    assert st.captured[0] == ["food-1"]  # place 2 won
    assert st.phase is Phase.GIFT_GIVE and st.asker == 1
    taken = st.taken
    assert taken == "seven-green" and taken in st.hands[1]
    play(st, GiftGive("five-blue"))
    assert sorted(st.hands[2]) == ["five-blue"] and st.phase is Phase.PLAY and st.acting == 2


def test_no_gift_when_the_winner_has_no_card_left():
    st = table([["food-1"], ["five-blue"], ["ten-1"], ["five-pink"]], tricks=6)
    play(st, Play("food-1"), Play("five-blue"), Play("ten-1"), Play("five-pink"))
    assert st.night == 1 and st.phase is Phase.PLAY  # the night ended straight away


def test_swap_passes_a_card_to_the_partner_who_passes_one_back():
    st = table([["swap", "ten-1", "food-1"], ["five-blue"], ["seven-pink", "animal-2"], ["five-pink"]])
    play(st, Play("swap"))
    assert st.phase is Phase.SWAP_GIVE and st.to_move() == {0}
    play(st, SwapGive("ten-1"))
    assert st.to_move() == {2} and "ten-1" in st.hands[2]
    assert SwapReturn("ten-1") in st.legal_actions(2)
    play(st, SwapReturn("animal-2"))
    assert sorted(st.hands[0]) == ["animal-2", "food-1"] and st.acting == 1
    hidden = [e for e in st.events if e.kind == "swap_give"][-1]
    assert hidden.visible_to == frozenset({0, 2})  # the opponents never see the card


def test_ask_answers_truthfully_and_a_tie_for_most_is_the_answerers_pick():
    st = table([["ask", "five-pink"], ["ten-1", "ten-2", "seven-blue", "eight-pink"], ["five-green"], ["five-blue"]])
    play(st, Play("ask"))
    assert st.to_move() == {0} and len(st.legal_actions(0)) > 40
    play(st, AskQuestion(1, "rank", rank=10))
    assert st.events[-1].data[-2] == 2  # the answer (the seating comes last)
    st2 = table([["ask"], ["ten-1", "seven-blue"], ["five-green"], ["five-blue"]])
    play(st2, Play("ask"), AskQuestion(1, "most"))
    assert st2.phase is Phase.ANSWER and st2.to_move() == {1}
    assert st2.legal_actions(1) == [Answer("black"), Answer("blue")]
    play(st2, Answer("blue"))
    assert st2.acting == 1 and st2.phase is Phase.PLAY


# ---------------------------------------------------------------------------------- three players
@pytest.mark.parametrize("night", [0, 1, 2])
def test_three_players_each_partner_the_dummy_for_one_night_opposite_it(night):
    places = seating(3, night)
    assert sorted(s for s in places if s != DUMMY) == [0, 1, 2]
    dummy = places.index(DUMMY)
    assert places[(dummy + 2) % 4] == night
    # the three players keep their order round the table
    order = [s for s in places if s != DUMMY]
    assert order in ([0, 1, 2], [1, 2, 0], [2, 0, 1])


def test_when_the_dummy_wins_the_player_on_its_right_chooses_the_card():
    st = table([["five-pink"], ["food-2", "five-blue"], ["ten-2", "food-1", "seven-green"], ["seven-blue"]], players=3)
    assert st.dummy_place == 2 and st.seat_at(2) == 0  # the first night: seat 0 partners the dummy
    play(st, Play("five-pink"), Play("food-2"), Play("ten-2"), Play("seven-blue"))
    assert st.phase is Phase.GIFT_TAKE
    right = st.asker
    assert right == 1 and st.to_move() == {1}
    assert st.legal_actions(1) == [GiftTake("food-1"), GiftTake("seven-green")]
    play(st, GiftTake("food-1"))
    assert st.phase is Phase.GIFT_GIVE
    play(st, GiftGive("five-blue"))
    assert sorted(st.hands[2]) == ["five-blue", "seven-green"]


# ---------------------------------------------------------------------------------- scoring
def test_the_rulebooks_scoring_examples():
    st = MuertosState(DATA, 1, setup())
    st.totals[0], st.totals[1] = [4, 6], [5, 5]
    out = st.outcome()
    assert out.scores == (4, 5, 4, 5) and out.winners == {1, 3}
    st.totals[0], st.totals[1] = [4, 5], [4, 4]
    out = st.outcome()
    assert out.winners == {0, 2} and out.tiebreak == "muertos"


def test_a_tie_on_pairs_is_broken_by_food_before_muertos():
    # four players: 4 pairs each; the side with more Food wins though the other has more Muertos
    st = MuertosState(DATA, 1, setup())
    st.totals[0], st.totals[1] = [4, 6], [5, 4]
    out = st.outcome()
    assert out.scores == (4, 4, 4, 4)
    assert out.winners == {1, 3} and out.tiebreak == "food"
    sheet = st.score_sheet()
    assert sheet.outcome.winners == {1, 3} and any("Food" in note for note in sheet.notes)
    st.totals[0], st.totals[1] = [6, 4], [4, 5]  # and the other way round
    assert st.outcome().winners == {0, 2} and st.outcome().tiebreak == "food"
    # three players: two tie on 3 pairs; Food decides between them, the third is out of it
    st = MuertosState(DATA, 1, setup(3))
    st.totals = [[3, 5], [4, 3], [2, 2]]
    out = st.outcome()
    assert out.scores == (3, 3, 2) and out.winners == {1} and out.tiebreak == "food"


def test_a_tie_on_everything_is_shared():
    st = MuertosState(DATA, 1, setup())
    st.totals[0], st.totals[1] = [3, 3], [3, 3]
    out = st.outcome()
    assert out.winners == {0, 1, 2, 3} and out.tiebreak == "shared"


def test_the_kingmaker_shares_the_partners_win():
    st = MuertosState(DATA, 1, setup(3))
    st.totals = [[0, 0], [6, 6], [6, 6]]
    st.night = 1
    st.tricks = 0
    # the last night: seat 2 partners the dummy; seats 0 and 1 play together
    st.night = 2
    st.places = seating(3, 2)
    st.kingmakers = {}
    st._kingmakers()
    assert st.kingmakers == {0: 1}  # seat 0 cannot catch seat 1 any more (they gain the same cards)


# ---------------------------------------------------------------------------------- whole games
@pytest.mark.parametrize("players", [3, 4])
def test_random_games_keep_every_card_and_replay_the_same(players):
    for seed in range(40):
        st = MuertosState(DATA, seed, setup(players))
        rng = random.Random(seed)
        log = []
        nights_seen = set()
        while not st.is_over:
            (seat,) = st.to_move()
            legal = st.legal_actions(seat)
            assert legal and all(st.why_illegal(seat, a) is None for a in legal[:20])
            action = rng.choice(legal)
            before = st.clone()
            st.apply(seat, action)
            assert before.digest() != st.digest()
            log.append((seat, action))
            nights_seen.add(st.night)
            if not st.is_over:
                held = sum(len(h) for h in st.hands) + len(st.trick) + len(st.aside)
                gone = len(st.discards) + len(st.captured[0]) + len(st.captured[1])
                assert held + gone == 28
                assert all(len(h) == 7 - st.tricks - (1 if p in [q for q, _, _ in st.trick] or
                                                      p in [q for q, _ in st.aside] else 0)
                           for p, h in enumerate(st.hands)) or st.phase is not Phase.PLAY
        assert nights_seen == {0, 1, 2}
        again = MuertosState(DATA, seed, setup(players))
        for seat, action in log:
            again.apply(seat, action)
        assert again.digest() == st.digest() and again.outcome() == st.outcome()
        out = st.outcome()
        assert out.winners and all(0 <= s < players for s in out.winners)
        food = sum(st.totals[s][0] for s in range(2 if players == 4 else 3))
        assert food <= (9 if players == 4 else 18)


@pytest.mark.parametrize("edit, key", [
    (("rank: 6, colour: black, kind: start", "rank: 5, colour: black, kind: start"), "cards[5] (id start).rank"),
    (("{id: ten-2,", "{id: ten-1,"), "cards[7] (id ten-1).id"),
    (("colour: green, food: 3}", "colour: blue, food: 3}"), "nights[0].colour"),
])
def test_a_bad_card_file_names_its_key(tmp_path, edit, key):
    from game.datafiles import DataError
    from game.rules.muertos.cards import data_dir

    text = (data_dir() / "cards.yaml").read_text(encoding="utf-8")
    assert edit[0] in text
    (tmp_path / "cards.yaml").write_text(text.replace(edit[0], edit[1], 1), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load(tmp_path)
    assert err.value.key == key


# ---------------------------------------------------------------------------------- what a seat may know
@pytest.mark.parametrize("players", [3, 4])
def test_views_hide_other_hands_and_determinize_agrees_with_them(players):
    from game.rules.muertos.view import determinize, player_view

    for seed in range(12):
        st = MuertosState(DATA, seed, setup(players))
        rng = random.Random(seed)
        steps = 0
        while not st.is_over and steps < 150:
            (seat,) = st.to_move()
            for viewer in range(players):
                v = player_view(st, viewer)
                mine = st.place_of(viewer)
                assert v.hands[mine].cards == tuple(st.hands[mine])
                for h in v.hands:
                    if h.cards is None:
                        assert h.size == len(st.hands[h.place])
                        assert set(h.known) <= set(st.hands[h.place])  # only what the viewer saw arrive
                        assert all(c not in st.hands[h.place] for c in v.state.hands[h.place] if c not in h.known)
                    elif st.places[h.place] == DUMMY:
                        assert h.cards == tuple(st.hands[h.place])
                for place in range(4):  # what other seats saw pass between hands stays theirs
                    assert all(not known for s, known in enumerate(v.state.seen[place]) if s != viewer)
                if st.taken is not None and v.taken is None:
                    assert v.state.taken is None
                guess = determinize(DATA, v, random.Random(steps))
                assert sorted(c for h in guess.hands for c in h) == sorted(c for h in st.hands for c in h)
                for h in v.hands:
                    assert len(guess.hands[h.place]) == h.size
                    assert set(h.cards or h.known) <= set(guess.hands[h.place])
                assert guess.legal_actions(seat) == st.legal_actions(seat) or viewer != seat
            st.apply(seat, rng.choice(st.legal_actions(seat)))
            steps += 1


def test_a_swapped_card_stays_known_to_both_partners_only():
    from game.rules.muertos.view import player_view

    st = table([["swap", "ten-1", "food-1"], ["five-blue"], ["seven-pink", "animal-2"], ["five-pink"]])
    play(st, Play("swap"), SwapGive("ten-1"))
    assert player_view(st, 0).hands[2].known == ("ten-1",)
    assert player_view(st, 1).hands[2].known == ()
    play(st, SwapReturn("animal-2"))
    assert player_view(st, 2).hands[0].known == ("animal-2",)
    assert player_view(st, 0).hands[2].known == ("ten-1",)


# ---------------------------------------------------------------------------------- words and the codec
@pytest.mark.parametrize("players", [3, 4])
def test_every_log_line_reads_for_every_viewer_and_moves_round_trip(players):
    from game.rules.muertos.game import RULES as entry

    names = ("You", "Rosa", "Diego", "Lupita")[:players]
    st = MuertosState(DATA, 21, Setup("game", tuple(SeatSetup("bot", n, "random") for n in names)))
    rng = random.Random(21)
    start = entry.components(st)
    while not st.is_over:
        (seat,) = st.to_move()
        action = rng.choice(st.legal_actions(seat))
        assert entry.codec.decode(entry.codec.encode(action)) == action
        assert entry.describe_action(DATA, action, entry.view(st, seat)).strip()
        st.apply(seat, action)
        assert entry.components(st) == start  # every card of the night somewhere, once
    for event in st.events:
        for viewer in range(players):
            if event.visible_to is None or viewer in event.visible_to:
                text = entry.event_text(DATA, event, viewer, names)
                assert text and "_" not in text and "None" not in text, (event.kind, text)
    hidden = [e for e in st.events if e.kind in ("gift_take", "gift_give", "swap_give", "swap_return")
              and e.visible_to is not None]
    for e in hidden:  # a passed card is named only to the two hands it went between
        assert len(e.visible_to) == 2
    sheet = st.score_sheet()
    assert sheet.rows[2].values == st.returns() and sheet.outcome.winners


@pytest.mark.parametrize("players, sides", [(4, 2), (3, 3)])
def test_the_sims_own_keys_count_wins_per_partnership_and_mean_pairs(players, sides):
    from game.rules.muertos.game import sim_report

    states = []
    for seed in range(6):
        st = MuertosState(DATA, seed, setup(players))
        rng = random.Random(seed)
        while not st.is_over:
            (seat,) = st.to_move()
            st.apply(seat, rng.choice(st.legal_actions(seat)))
        states.append(st)
    out = sim_report(DATA, setup(players), states)
    assert len(out["wins"]) == sides and len(out["mean_pairs"]) == sides
    assert abs(sum(out["wins"]) - len(states)) < 1e-6 or players == 3  # kingmakers add shared wins
    assert out["mean_pairs"][0] == round(sum(s.returns()[0] for s in states) / len(states), 3)


def test_the_playout_policy_plays_legal_moves_and_explains_them():
    from game.rules.muertos.bots.policy import MuertosPolicy
    from game.rules.muertos.view import player_view

    policy = MuertosPolicy(None)
    for players in (3, 4):
        for seed in range(10):
            st = MuertosState(DATA, seed, setup(players))
            rng = random.Random(seed)
            while not st.is_over:
                (seat,) = st.to_move()
                action = policy.playout(st, seat, rng)
                assert st.why_illegal(seat, action) is None, action
                reason = say(policy.explain(player_view(st, seat), action, {}), "en")
                assert reason and not reason[0].isupper()
                st.apply(seat, action)


def test_a_set_aside_tells_everyone_what_the_hand_could_hold_and_guesses_respect_it():
    from game.rules.muertos.view import determinize, player_view

    checked = 0
    for seed in range(60):
        st = MuertosState(DATA, seed, setup(4))
        rng = random.Random(seed)
        while not st.is_over:
            for place in range(4):
                void = st.voids[place]
                if void is None:
                    continue
                misfits = sum(1 for c in st.hands[place] if not st.fits_void(place, c))
                assert misfits <= void[2], (place, st.hands[place], void)  # only cards received since
                viewer = st.places[(place + 1) % 4]
                v = player_view(st, viewer)
                guess = determinize(DATA, v, random.Random(checked))
                unknown = [c for c in guess.hands[place] if c not in v.hands[place].known]
                assert sum(1 for c in unknown if not guess.fits_void(place, c)) <= void[2]
                checked += 1
            (seat,) = st.to_move()
            st.apply(seat, rng.choice(st.legal_actions(seat)))
    assert checked > 50


def test_ask_answers_are_remembered_and_guesses_respect_them():
    from game.rules.muertos.view import determinize, player_view

    st = table([["ask", "ten-1", "food-1"], ["five-blue", "seven-pink"], ["seven-green", "animal-2"],
                ["five-pink", "three-green"]])
    play(st, Play("ask"), AskQuestion(1, "highest"))
    assert st.answers[1] == (("highest", None, None, 7, ()),)
    play(st, Play("seven-pink"))  # the answer stays about the hand as it was
    assert st.answers[1][0][4] == ("seven-pink",) and st.answer_fits(1, st.hands[1])
    assert not st.answer_fits(1, ["ten-2"])
    v = player_view(st, 0)
    for i in range(20):  # the hand left holds no card above 7 (the 7 was played)
        guess = determinize(DATA, v, random.Random(i))
        assert guess.answer_fits(1, guess.hands[1])

    checked = 0
    for seed in range(40):  # random games: the truth always fits, and so does every guess
        st = MuertosState(DATA, seed, setup(4))
        rng = random.Random(seed)
        while not st.is_over:
            for place in range(4):
                if st.answers[place]:
                    assert st.answer_fits(place, st.hands[place]), (st.answers[place], st.hands[place])
                    viewer = st.places[(place + 1) % 4]
                    guess = determinize(DATA, player_view(st, viewer), random.Random(checked))
                    checked += 1
                    assert guess.answer_fits(place, guess.hands[place]), (st.answers[place], guess.hands[place])
            (seat,) = st.to_move()
            st.apply(seat, telling(st, seat, rng))
    assert checked > 100


def telling(st: MuertosState, seat: int, rng: random.Random):
    """A random move, Ask's telling questions (and the pair asked of a partner) more often."""
    legal = st.legal_actions(seat)
    action = rng.choice(legal)
    if isinstance(action, AskQuestion):
        action = rng.choice([a for a in legal if a.question in ("highest", "most", "colour", "rank", "hold")])
    return action


def guess_misfit(view, guess) -> str | None:
    """What in ``guess`` contradicts what the viewer of ``view`` has learned (``None``: nothing).

    Checked independently of determinize: every card of the night once; the hands the viewer
    sees as they are; every hidden hand of its size, holding the cards seen to arrive there (a
    card seen to arrive but lost sight of since in one of the hands it may have gone to); the
    leader holding the Start card until it is led; a hand that set a card aside holding no more
    cards outside that trick's colours than it received since; every Ask answer true of the hand
    (with the cards it has played since)."""
    deck = sorted(DATA.deck(view.night))
    placed = [c for h in guess.hands for c in h] + [c for _, c, _ in guess.trick] + [c for _, c in guess.aside]
    placed += guess.discards + guess.captured[0] + guess.captured[1]
    if sorted(placed) != deck:
        return "the cards of the night"
    for card, places in view.maybe:
        if not any(card in guess.hands[p] for p in places):
            return f"{card}, lost sight of, is in none of the hands {places}"
    for h in view.hands:
        hand = guess.hands[h.place]
        if h.cards is not None:
            if tuple(hand) != h.cards:
                return f"the visible hand at {h.place}"
            continue
        if len(hand) != h.size or not set(h.known) <= set(hand):
            return f"the size or the known cards at {h.place}"
        if view.tricks == 0 and view.acted == 0 and view.phase is Phase.PLAY and h.place == view.leader \
                and "start" not in hand:
            return "the leader without the Start card"
        if h.void is not None:
            used, spoiled, fresh = h.void
            out = [c for c in hand if not (DATA.cards[c].colour in used or (spoiled and DATA.cards[c].kind == "food"))]
            if len(out) > fresh:
                return f"the set-aside at {h.place}: {out}"
        for question, rank, colour, answer, gone in view.state.answers[h.place]:
            then = list(hand) + list(gone)
            if question == "most":
                counts = {k: sum(1 for c in then if DATA.cards[c].colour == k) for k in COLOURS}
                top = max(counts.values(), default=0)
                if answer != ("none" if not then else answer) or (then and counts[answer] != top):
                    return f"the answer {question} {answer} at {h.place}"
            elif answer_to(DATA, question, rank, colour, then) != answer:
                return f"the answer {question} {rank} {colour} {answer} at {h.place}"
    return None


@pytest.mark.parametrize("players", [3, 4])
def test_every_guess_keeps_everything_the_seat_has_learned(players):
    """determinize is exact: in random games (Ask asked telling questions), every guess of every
    seat at every step agrees with all the seat knows: 100 %, not nearly."""
    from game.rules.muertos.view import determinize, player_view

    checked = constrained = 0
    for seed in range(14):
        st = MuertosState(DATA, seed, setup(players))
        rng = random.Random(seed)
        while not st.is_over:
            for viewer in range(players):
                v = player_view(st, viewer)
                assert guess_misfit(v, st) is None, "the truth fits what every seat knows"
                hidden = [h for h in v.hands if h.cards is None]
                if any(h.void or v.state.answers[h.place] for h in hidden):
                    constrained += 1
                guess = determinize(DATA, v, random.Random(checked))
                assert guess_misfit(v, guess) is None, (seed, viewer, guess_misfit(v, guess))
                checked += 1
            (seat,) = st.to_move()
            st.apply(seat, telling(st, seat, rng))
    assert checked > 4000 and constrained > 600, (checked, constrained)


def test_guesses_stay_varied_under_answers_and_set_asides():
    """Exact, and still random: many different deals fit, and the guesses find many of them."""
    from game.rules.muertos.view import determinize, player_view

    for seed in range(150, 400):  # (such positions are rare: the search starts near the first one)
        st = MuertosState(DATA, seed, setup(4))
        rng = random.Random(seed)
        while not st.is_over and not (any(st.answers[p] for p in (1, 2, 3)) and any(st.voids[p] for p in (1, 2, 3))
                                      and sum(len(st.hands[p]) for p in (1, 2, 3)) >= 9):
            (seat,) = st.to_move()
            st.apply(seat, telling(st, seat, rng))
        if not st.is_over:
            break
    else:
        pytest.fail("no position with an answer and a set-aside in these seeds")
    v = player_view(st, st.places[0])
    deals = set()
    for i in range(60):
        guess = determinize(DATA, v, random.Random(i))
        assert guess_misfit(v, guess) is None
        deals.add(tuple(tuple(sorted(h)) for h in guess.hands))
    assert len(deals) >= 20, len(deals)


def test_the_exact_deal_search_finds_a_deal_whenever_one_exists():
    """The backtracking search behind determinize on small made-up problems, against trying every
    deal: it finds one exactly when one exists, and what it finds meets every bound."""
    import itertools

    from game.rules.muertos.view import HUGE, _Hand, _search

    rng = random.Random(5)
    found = impossible = 0
    for _ in range(400):
        n, features = rng.randint(4, 6), rng.randint(1, 3)
        hits = [[j for j in range(features) if rng.random() < 0.4] for _ in range(n)]
        sizes = [rng.randint(0, n) for _ in range(2)]
        sizes.append(n - sum(sizes))
        if sizes[2] < 0:
            continue
        hands = []
        for place, size in enumerate(sizes):
            hand = _Hand(place, [], size)
            for j in range(features):
                if rng.random() < 0.5:
                    lo = rng.randint(0, 2)
                    hand.bounds.append((j, rng.randint(0, 1), lo, rng.choice([lo, lo + 1, HUGE])))
            if rng.random() < 0.3 and features >= 2:
                hand.most.append((0, rng.randint(0, 1), ((1, rng.randint(0, 2)),)))
            hands.append(hand)

        def meets(hand, cards) -> bool:
            got = [sum(1 for i in cards if j in hits[i]) for j in range(features)]  # noqa: B023 (called in the loop)
            return all(lo <= b + got[j] <= hi for j, b, lo, hi in hand.bounds) and all(
                base + got[j] >= ob + got[o] for j, base, others in hand.most for o, ob in others)

        exists = any(all(meets(h, [i for i in range(n) if who[i] == k]) for k, h in enumerate(hands))
                     and all(sum(1 for w in who if w == k) == h.need for k, h in enumerate(hands))
                     for who in itertools.product(range(3), repeat=n))
        dealt = _search(hands, [f"c{i}" for i in range(n)], hits, features)
        assert (dealt is not None) == exists
        if dealt is not None:
            found += 1
            for hand, cards in zip(hands, dealt):
                assert len(cards) == hand.need and meets(hand, [int(c[1:]) for c in cards])
        else:
            impossible += 1
    assert found > 50 and impossible > 50


def test_the_scores_night_by_night_add_up_to_the_totals():
    from game.rules.muertos.view import night_scores, player_view

    for players in (3, 4):
        for seed in range(6):
            st = MuertosState(DATA, seed, setup(players))
            rng = random.Random(seed)
            while not st.is_over:
                (seat,) = st.to_move()
                st.apply(seat, rng.choice(st.legal_actions(seat)))
                if st.tricks == 4 and st.night == 1 and not st.trick and st.phase is Phase.PLAY:
                    rows = night_scores(DATA, player_view(st, 0))
                    assert all(row[2] is None and row[0] is not None and row[1] is not None for row in rows)
            rows = night_scores(DATA, player_view(st, 0))
            totals = st.team_totals()
            for row, cells in enumerate(rows):
                seat = row  # four players: the side of seats 0 and 2, then of 1 and 3
                assert (sum(c[0] for c in cells), sum(c[1] for c in cells)) == totals[seat]
            night_over = [e.data[1] for e in st.events if e.kind == "night_over"]
            for night, counts in enumerate(night_over):
                places = st.night_captures[night][0]
                for row, cells in enumerate(rows):
                    side = row if players == 4 else places.index(row) % 2
                    assert cells[night] == counts[side]


def test_a_hidden_pass_forgets_the_answers_about_both_hands():
    st = table([["ask", "ten-1", "food-1"], ["five-blue"], ["swap", "animal-2"], ["five-pink", "three-green"]])
    play(st, Play("ask"), AskQuestion(2, "colour", colour="black"))
    assert st.answers[2]
    play(st, Play("five-blue"), Play("swap"), SwapGive("animal-2"))
    assert st.answers[2] == () and st.answers[0] == ()


def test_swap_with_no_card_left_passes_nothing():
    st = table([["swap"], ["five-blue"], ["seven-pink", "animal-2"], ["five-pink"]], tricks=6)
    play(st, Play("swap"))
    assert st.phase is Phase.PLAY and st.acting == 1, "an empty hand passes nothing: play goes on"
    assert not any(e.kind.startswith("swap") for e in st.events)


def test_every_ask_question_is_answered_truthfully_and_asking_oneself_is_allowed():
    hand = ["ten-1", "ten-2", "seven-blue", "eight-pink", "food-1"]
    cases = [(AskQuestion(1, "highest"), 10), (AskQuestion(1, "rank", rank=10), 2),
             (AskQuestion(1, "colour", colour="black"), 3), (AskQuestion(1, "most"), "black"),
             (AskQuestion(1, "hold", rank=7, colour="blue"), True),
             (AskQuestion(1, "hold", rank=7, colour="pink"), False)]
    for question, truth in cases:
        st = table([["ask", "five-green"], list(hand), ["five-pink"], ["five-blue"]])
        play(st, Play("ask"), question)
        assert st.events[-1].kind == "ask" and st.events[-1].data[-2] == truth, question
        assert st.phase is Phase.PLAY and st.acting == 1
    st = table([["ask", "five-green", "ten-1"], list(hand[2:]), ["five-pink"], ["five-blue"]])
    play(st, Play("ask"), AskQuestion(0, "highest"))  # to tell the partner what one holds
    assert st.events[-1].data[-2] == 10 and st.events[-1].visible_to is None, "the whole table hears it"


PUBLIC_EVENTS = {"night", "play", "set_aside", "ask", "answer", "cancel", "trick", "night_over", "game_over"}
PASSES = {"swap_give": (0, 1), "swap_return": (0, 1), "gift_give": (0, 1), "gift_take": (1, 0)}  # (from, to)


def _seat_at(places: tuple, place: int) -> int:
    seat = places[place]
    return places[(place + 2) % 4] if seat == DUMMY else seat


def check_event_visibility(events, players: int) -> None:
    """Every event is seen by exactly the seats that may know what it names: a hand's deal by its
    owner (everybody for the dummy's), a card passed between two hands by those two (everybody
    when the dummy is one of them; the others get a twin naming no card, right after it), played
    and set-aside cards and the trick by everybody; no other event names a card at all."""
    everybody = frozenset(range(players))
    played: set = set()  # the cards played to the trick under way
    for i, e in enumerate(events):
        d, k = e.data, e.kind
        places = d[-1]
        named = {x for x in d[:-1] if isinstance(x, str) and x in DATA.cards}
        named |= {x for part in d[:-1] if isinstance(part, tuple)
                  for x in part if isinstance(x, str) and x in DATA.cards}
        if k == "deal":
            want = None if places[d[0]] == DUMMY else frozenset({_seat_at(places, d[0])})
            assert named == set(d[1])
        elif k in PASSES:
            src, dst = (d[j] for j in PASSES[k])
            parties = frozenset({_seat_at(places, src), _seat_at(places, dst)})
            want = None if DUMMY in (places[src], places[dst]) else parties
            assert named == {d[2]}
            if want is not None:  # the others learn only that a card went
                twin = events[i + 1]
                assert twin.kind == k + "_hidden" and twin.visible_to == everybody - parties, (e, twin)
        elif k.endswith("_hidden") and k[:-7] in PASSES:
            src, dst = (d[j] for j in PASSES[k[:-7]])
            want = everybody - {_seat_at(places, src), _seat_at(places, dst)}
            assert events[i - 1].kind == k[:-7] and not named
        elif k in PUBLIC_EVENTS:
            want = None
            if k in ("play", "set_aside"):
                assert named == {d[1]}
                played.add(d[1])
            elif k == "trick":
                assert named <= played, "only cards that were played to it"
                played = set()
            else:
                assert not named, (k, named)
        else:
            raise AssertionError(f"an event this test does not know ({k}): say who may see it")
        assert e.visible_to == want, (k, d, e.visible_to, want)


def check_views(st: MuertosState, players: int) -> None:
    """Every seat's view (and a spectator's) right now: its own hand and the dummy's in full; of
    the others their sizes and only the cards it saw arrive and is still sure of; every event it
    may see and no other; a rule copy holding nothing more; and an exact guess from it."""
    from game.rules.muertos.view import determinize, player_view

    for viewer in list(range(players)) + [None]:
        v = player_view(st, viewer)
        assert v.events == tuple(e for e in st.events if e.visible_to is None or viewer in (e.visible_to or ()))
        sure = [set() for _ in range(4)]  # what the viewer saw arrive tonight, from its events alone
        lost: dict = {}  # and the cards it lost sight of since: where they may be
        for e in v.events[max(i for i, e in enumerate(v.events) if e.kind == "night"):]:
            d = e.data
            if e.kind in PASSES:
                src, dst = (d[j] for j in PASSES[e.kind])
                sure[src].discard(d[2])
                sure[dst].add(d[2])
                lost.pop(d[2], None)
            elif e.kind.endswith("_hidden"):  # a card left that hand unseen: any of them may have
                src, dst = (d[j] for j in PASSES[e.kind[:-7]])
                lost.update({c: {src, dst} for c in sure[src]})
                for where in lost.values():
                    if src in where:
                        where.add(dst)
                sure[src] = set()
            elif e.kind in ("play", "set_aside"):
                sure[d[0]].discard(d[1])
                lost.pop(d[1], None)
        assert dict(v.maybe) == {c: tuple(sorted(w)) for c, w in lost.items()}
        assert guess_misfit(v, st) is None, "the truth fits what the seat knows"
        b = v.state
        assert b.rng.state == 0 and b.seed == 0 and b.events == []
        for h in v.hands:
            real = st.hands[h.place]
            assert h.size == len(real) and h.void == st.voids[h.place]
            if viewer is not None and st.places[h.place] == viewer or st.places[h.place] == DUMMY:
                assert h.cards == tuple(real) and b.hands[h.place] == real
                continue
            assert h.cards is None
            assert set(h.known) <= set(real) and set(h.known) <= sure[h.place], (viewer, h, sure[h.place])
            assert b.hands[h.place] == list(h.known), "the rule copy holds only the known cards"
            assert all(not k or (s == viewer and k == set(h.known)) for s, k in enumerate(b.seen[h.place]))
        if st.taken is not None and v.taken is not None:
            parties = {_seat_at(st.places, st.asker), _seat_at(st.places, st.winner)}
            assert viewer in parties or DUMMY in (st.places[st.asker], st.places[st.winner])
        if b.swapped is not None and viewer is not None and st.asker is not None:
            parties = {_seat_at(st.places, st.asker), _seat_at(st.places, st.partner_of(st.asker))}
            assert viewer in parties or DUMMY in (st.places[st.asker], st.places[st.partner_of(st.asker)])
        if viewer is not None:
            guess = determinize(DATA, v, random.Random(len(st.events)))
            assert guess_misfit(v, guess) is None, guess_misfit(v, guess)
            assert player_view(guess, viewer) == v, "a guess looks the same to the seat"


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4])
def test_thousands_of_random_games_keep_every_card_and_hide_every_hand(players):
    """Seeded random games: every card of the night somewhere once after every move; in every
    game every event seen by exactly the seats that may know what it names; in every 10th game
    every seat's view (and a spectator's) checked after every move, with an exact guess from it;
    and the replay of the moves gives the same game."""
    from game.rules.muertos.game import RULES as entry

    games = int(os.environ.get("MUERTOS_PLAYOUTS", "1500"))
    viewed = 0
    for seed in range(games):
        st = MuertosState(DATA, seed, setup(players))
        rng = random.Random(seed)
        start = entry.components(st)
        moves = []
        watch = seed % 15 == 0
        while not st.is_over:
            (seat,) = st.to_move()
            action = telling(st, seat, rng) if watch else rng.choice(st.legal_actions(seat))
            moves.append((seat, action))
            st.apply(seat, action)
            assert entry.components(st) == start
            if watch and not st.is_over:
                check_views(st, players)
                viewed += 1
        check_event_visibility(st.events, players)
        again = MuertosState(DATA, seed, setup(players))
        for seat, action in moves:
            again.apply(seat, action)
        assert again.digest() == st.digest()
    assert viewed > 20 * (games // 15)
